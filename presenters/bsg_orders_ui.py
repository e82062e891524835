"""The routine standing orders on the Orders screen (issue 23; the engine's side: engine/games/bsg/standing.py): the
draw pattern and the draft ranking built one entry per choice, board order and weakest discards as toggle buttons,
and the same as `/bsg orders` arguments.

A select's value names one entry to add at the end (`w|tactics`, `d|kara_thrace`) or a clear (`w|none`, `d|none`);
the engine action carries the whole list (`appended`), so a choice adds to the orders as they are now. A toggle's
value is the setting it turns to (`b|on`, `k|none`): one drawn for the other setting is stale.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA, SKILLS
from engine.games.bsg.standing import MAX_PATTERN
from i18n import LANGS, Msg, Text, tr
from presenters.discord_limits import SELECT_OPTIONS
from presenters.screens import Choice

FLAG_VERB = "order_flag"
DRAWS_MENU = "bsg-orders-ui-menu-draws"
DRAFT_MENU = "bsg-orders-ui-menu-draft"
NONE = "none"
LISTS = {"w": "draws", "d": "draft"}  # a select's kind → the order that is a list, added to one entry at a time


def own_skills(character: str | None) -> list[str]:
    """The skill types a character draws (fixed and combined slots), in the game's order; none without one."""
    if character is None:
        return []
    skills = DATA.characters[character]["skills"]
    mine = {*skills["fixed"], *(s for combo in skills["combined"] for s in combo["skills"])}
    return [s for s in SKILLS if s in mine]


def draws_choices(orders: dict[str, Any], character: str | None) -> list[Choice]:
    """The next entry of the draw pattern (the character's own types first, then the others: a revealed Cylon or a
    card may draw any type), and a clear once there is a pattern."""
    pattern = orders.get("draws") or []
    out: list[Choice] = []
    if len(pattern) < MAX_PATTERN:
        first = own_skills(character)
        for skill in (*first, *(s for s in SKILLS if s not in first)):
            out.append(Choice(Msg("bsg-orders-ui-entry", position=len(pattern) + 1, name=T.skill(skill)), f"w|{skill}"))
    if pattern:
        out.append(Choice(Msg("bsg-orders-ui-draws-clear"), f"w|{NONE}"))
    return out


def draft_choices(orders: dict[str, Any]) -> list[Choice]:
    """The next character of the draft ranking (those not ranked yet), and a clear once there is a ranking."""
    ranking = orders.get("draft") or []
    out = [
        Choice(Msg("bsg-orders-ui-entry", position=len(ranking) + 1, name=T.char_name(c)), f"d|{c}")
        for c in DATA.characters
        if c not in ranking
    ]
    if ranking:
        out.append(Choice(Msg("bsg-orders-ui-draft-clear"), f"d|{NONE}"))
    return out[:SELECT_OPTIONS]


def flags(orders: dict[str, Any]) -> list[tuple[Text, str, str]]:
    """The toggle buttons (label with the current setting, style, the value it turns to)."""
    board = bool(orders.get("board_order"))
    weakest = orders.get("discards") == "weakest"
    return [
        (
            Msg("bsg-orders-ui-board", on=str(board).lower()),
            "success" if board else "secondary",
            f"b|{'off' if board else 'on'}",
        ),
        (
            Msg("bsg-orders-ui-discards", on=str(weakest).lower()),
            "success" if weakest else "secondary",
            f"k|{NONE if weakest else 'weakest'}",
        ),
    ]


def routine_action(kind: str, rest: str) -> dict[str, Any] | None:
    """The engine action of a routine control's value (a list order holds only the entry to add: `appended`), or
    None for a value no control of ours has."""
    if kind in LISTS and rest:
        return {"type": "orders", LISTS[kind]: None if rest == NONE else [rest]}
    if kind == "b" and rest in ("on", "off"):
        return {"type": "orders", "board_order": True if rest == "on" else None}
    if kind == "k" and rest in ("weakest", NONE):
        return {"type": "orders", "discards": None if rest == NONE else rest}
    return None


def appended(action: dict[str, Any], orders: dict[str, Any]) -> dict[str, Any]:
    """A list order's entry added at the end of the seat's list as it is now (other actions as they are)."""
    for key in LISTS.values():
        if action.get(key):
            return {"type": "orders", key: [*(orders.get(key) or []), *action[key]]}
    return action


def entries(key: str) -> tuple[list[str], Callable[[str], Text]]:
    """The ids a list order (`draws`, `draft`) takes, in their order, and how each is named."""
    return (list(SKILLS), T.skill) if key == "draws" else (list(DATA.characters), T.char_name)


def entry_id(typed: str, key: str) -> str:
    """One typed entry of a list order as an id: the id itself ("tactics"; "Kara Thrace" → "kara_thrace") or its
    name in any language ("Taktika", as `/bsg orders` autocomplete shows it); unknown: as typed (the engine refuses
    it with a short answer)."""
    ids, name = entries(key)
    word = "_".join(typed.lower().split())
    if word in ids:
        return word
    return next(
        (i for i in ids if any(tr(name(i), lang).casefold() == typed.strip().casefold() for lang in LANGS)), word
    )


def typed_ids(typed: str, key: str = "draws") -> list[str]:
    """Typed entries as ids: "Tactics, pilotáž" → ["tactics", "piloting"]; "Kara Thrace" → ["kara_thrace"]."""
    return [entry_id(part, key) for part in typed.split(",") if part.strip()]


def command_routine(
    draws: str | None = None, draft: str | None = None, board_order: str | None = None, discards: str | None = None
) -> dict[str, Any] | None:
    """The engine action of `/bsg orders` draws:/draft:/board_order:/discards: (the first given; None: none is).
    "none" clears a list; the engine refuses what is no order (an unknown skill or character) with a short answer."""
    for key, typed in (("draws", draws), ("draft", draft)):
        if typed is not None:
            ids = typed_ids(typed, key)
            return {"type": "orders", key: None if ids in ([], [NONE]) else ids}
    if board_order is not None:
        return routine_action("b", board_order)
    if discards is not None:
        return routine_action("k", NONE if discards == "ask" else discards)
    return None
