"""A seat's standing orders on screen (issue 23; the engine's side: engine/games/bsg/standing.py): the lines that show
them, the selects that set them (in `/bsg orders` and behind the private panel's Orders button), and what a click on
those selects means.

A select's control carries the seat and a short hash of the hand it was drawn for (`orders_mark`): a
select drawn for another hand, a value that is not one of its own, or another seat's control is refused with a short
private answer and changes nothing. The engine refuses anything else an order may not be (an unknown condition).

The routine orders (presenters/bsg_orders_ui.py): the draw pattern and the draft ranking are built one entry per
choice (each choice adds at the end; a clear choice empties them), board order and weakest discards are toggle
buttons. A click on the screen redraws it with the orders as they now are (presenters/bsg_panels.py).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any

from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA
from engine.games.bsg.machine.orders import CARD_WHEN
from engine.games.bsg.standing import ABILITY_WHEN, EO_MODES
from engine.games.bsg.standing import view as orders_view
from i18n import ListOf, Msg, Text, cat, tr
from presenters import bsg_orders_ui as ui
from presenters.discord_limits import AUTOCOMPLETE_CHOICES, SELECT_OPTIONS
from presenters.screens import Act, Answer, Choice, Control, Refuse, Screen, Show

ORDER_VERB = "order"  # a select of orders (tag: the seat's orders mark; arg: the seat and the select's row)
ORDERS_VERB = "orders"  # the private panel's Orders button: show the orders with their selects
FLAG_VERB = ui.FLAG_VERB  # a toggle button of a routine order (tag: the orders mark; arg: the seat and its value)
NONE = "none"
Select = Callable[..., Control]
MAX_SELECTS = 4  # Discord's 5 rows: the selects, then one row of toggle buttons


def orders_mark(me: dict[str, Any]) -> str:
    """What the orders selects were drawn for: the seat's hand (a short hash; another order set from the same
    selects is fine, a card that came or went makes them stale)."""
    raw = json.dumps(sorted(me["hand"]))
    return hashlib.sha1(raw.encode()).hexdigest()[:8]


def when_text(when: str) -> Msg:
    return Msg(f"bsg-orders-when-{when}")


def has_orders(orders: dict[str, Any]) -> bool:
    kinds = ("cards", "abilities", "draw", "eo", "draws", "draft", "board_order", "discards")
    return any(orders.get(kind) for kind in kinds)


def unordered_reaction_cards(me: dict[str, Any]) -> list[str]:
    """The reaction cards the seat holds that none of its orders plays, at a table played over days: there a window
    never asks a person (engine/games/bsg/machine/orders.py `asks`), so such a card would never be played."""
    orders = me.get("orders") or {}
    if orders.get("pace") != "days" or orders.get("ask"):
        return []
    ordered = {order["card"] for order in orders.get("cards") or ()}
    return [card for card in me["hand"] if DATA.skill_cards[card]["card_id"] in CARD_WHEN and card not in ordered]


def unordered_line(me: dict[str, Any]) -> Text:
    """The panel's nudge for `unordered_reaction_cards` (none: nothing)."""
    cards = unordered_reaction_cards(me)
    if not cards:
        return ""
    return Msg("bsg-panel-unordered", cards=ListOf(tuple(T.card_text(c) for c in cards)), count=len(cards))


def orders_lines(orders: dict[str, Any]) -> list[Text]:
    """The seat's orders in words: the pace, each card order (inactive when the card is not held), each ability
    order, the draw preference and the Executive Order choice."""
    lines: list[Text] = [Msg("bsg-orders-title"), Msg(f"bsg-orders-pace-{orders['pace']}")]
    for order in orders["cards"]:
        line: Text = Msg("bsg-orders-card", card=T.card_text(order["card"]), when=when_text(order["when"]))
        lines.append(line if order["active"] else Msg("bsg-orders-inactive", line=line))
    for ability, when in orders["abilities"].items():
        lines.append(Msg("bsg-orders-ability", ability=Msg(f"bsg-orders-ability-{ability}"), when=when_text(when)))
    if orders["draw"]:
        parts = tuple(
            Msg("bsg-orders-draw-part", count=n, skill=T.skill(s)) for s, n in sorted(orders["draw"].items()) if n
        )
        lines.append(Msg("bsg-orders-draw", draw=ListOf(parts)))
    if orders["eo"]:
        lines.append(Msg("bsg-orders-eo", mode=Msg(f"bsg-orders-eo-{orders['eo']}")))
    lines += routine_lines(orders)
    if not has_orders(orders):
        lines.append(Msg("bsg-orders-none"))
    return lines


def routine_lines(orders: dict[str, Any]) -> list[Text]:
    """The orders that spare the routine waits (issue 23): the draw pattern, the draft ranking, board order and the
    discards of one's choice."""
    lines: list[Text] = []
    if orders.get("draws"):
        lines.append(Msg("bsg-orders-draws", skills=ListOf(tuple(T.skill(s) for s in orders["draws"]))))
    if orders.get("draft"):
        lines.append(Msg("bsg-orders-draft", characters=ListOf(tuple(T.char_name(c) for c in orders["draft"]))))
    if orders.get("board_order"):
        lines.append(Msg("bsg-orders-board-order"))
    if orders.get("discards"):
        lines.append(Msg(f"bsg-orders-discards-{orders['discards']}"))
    return lines


def card_choices(me: dict[str, Any]) -> list[Choice]:
    """Each reaction card of the hand with each of its conditions and "never" (one menu's worth at most)."""
    out: list[Choice] = []
    for card in sorted(set(me["hand"])):
        whens = CARD_WHEN.get(DATA.skill_cards[card]["card_id"])
        for when in (*whens, "never") if whens else ():
            label = Msg("bsg-orders-card", card=T.card_text(card), when=when_text(when))
            out.append(Choice(label, f"c|{card}|{when}"))
    return out[:SELECT_OPTIONS]


def ability_choices() -> list[Choice]:
    out = []
    for ability, whens in ABILITY_WHEN.items():
        for when in (*whens, "never") if whens else ():
            label = Msg("bsg-orders-ability", ability=Msg(f"bsg-orders-ability-{ability}"), when=when_text(when))
            out.append(Choice(label, f"a|{ability}|{when}"))
    return out[:SELECT_OPTIONS]


def eo_choices() -> list[Choice]:
    choices = [Choice(Msg(f"bsg-orders-eo-{mode}"), f"e|{mode}") for mode in EO_MODES]
    return [*choices, Choice(Msg("bsg-orders-when-never"), f"e|{NONE}")]


def menus(me: dict[str, Any], character: str | None) -> list[tuple[str, list[Choice]]]:
    """The screen's selects (placeholder key, choices), the empty ones left out, at most MAX_SELECTS: before the
    seat has a character its draft ranking (it has no hand then), afterwards its reaction cards."""
    listed = [
        ("bsg-orders-menu-card", card_choices(me)),
        ("bsg-orders-menu-ability", ability_choices()),
        ("bsg-orders-menu-eo", eo_choices()),
        (ui.DRAWS_MENU, ui.draws_choices(me["orders"], character)),
    ]
    if character is None:
        listed.insert(0, (ui.DRAFT_MENU, ui.draft_choices(me["orders"])))
    return [(key, choices) for key, choices in listed if choices][:MAX_SELECTS]


def orders_screen(
    select: Select, button: Callable[..., Control], table_id: int, seat: int, me: dict[str, Any], character: str | None
) -> Screen:
    """The seat's orders and the selects and toggles that change them (a private screen)."""
    tag = orders_mark(me)
    controls = [
        select(table_id, ORDER_VERB, f"{seat}.{row}", tag=tag, choices=choices, placeholder=Msg(key), row=row)
        for row, (key, choices) in enumerate(menus(me, character))  # ids apart: Discord refuses twins
    ]
    row = len(controls)
    for label, style, value in ui.flags(me["orders"]):
        controls.append(button(table_id, FLAG_VERB, f"{seat}.{value}", tag=tag, label=label, style=style, row=row))
    return Screen(cat(orders_lines(me["orders"])), controls=controls)


def order_action(value: str) -> dict[str, Any] | None:
    """The engine action a select's value stands for, or None for a value no select of ours offers."""
    kind, _, rest = value.partition("|")
    if kind == "c":
        card, _, when = rest.partition("|")
        return {"type": "orders", "card": card, "when": when}
    if kind == "a":
        ability, _, when = rest.partition("|")
        return {"type": "orders", "ability": ability, "when": when}
    if kind == "e" and rest in (*EO_MODES, NONE):
        return {"type": "orders", "eo": None if rest == NONE else rest}
    return ui.routine_action(kind, rest)


def offered(me: dict[str, Any], character: str | None, value: str) -> bool:
    """Whether a select or toggle drawn for this seat now would offer `value`."""
    choices = (choice for _, listed in menus(me, character) for choice in listed)
    return any(c.value == value for c in choices) or value in (v for _, _, v in ui.flags(me["orders"]))


def handle_order(
    me: dict[str, Any], character: str | None, seat: int, tag: str, owner: str, values: list[str]
) -> Answer:
    """A choice in an orders select (or a toggle's press): the order, or a short refusal that changes nothing
    (another seat's control, one drawn for another hand, a value it does not offer now). The orders screen clicked
    is redrawn as it now is (presenters/bsg_panels.py); where it cannot be, it says the orders in words."""
    value = values[0] if len(values) == 1 else ""
    action = order_action(value)
    if owner != str(seat) or tag != orders_mark(me) or action is None or not offered(me, character, value):
        return Refuse(Msg("bsg-orders-stale"))
    action = ui.appended(action, me["orders"])

    def after(outcome: Any) -> Text:
        return cat([Msg("bsg-orders-set"), *orders_lines(orders_view(outcome.table.state, seat))[2:]])

    return Act(action, after=after, clear=False)


def command_action(
    card: str | None, ability: str | None, when: str | None, eo: str | None, **routine: str | None
) -> dict[str, Any] | None:
    """The engine action `/bsg orders` asks for (None: only show the orders); `routine` are its draws, draft,
    board_order and discards arguments (presenters/bsg_orders_ui.py)."""
    typed = ui.command_routine(**routine)
    if typed is not None:
        return typed
    if card is not None and when is not None:
        return {"type": "orders", "card": card, "when": when}
    if ability is not None and when is not None:
        return {"type": "orders", "ability": ability, "when": when}
    if eo is not None:
        return {"type": "orders", "eo": None if eo == NONE else eo}
    return None


def show_orders(
    select: Select, button: Callable[..., Control], table_id: int, seat: int, me: dict[str, Any], character: str | None
) -> Show:
    return Show(orders_screen(select, button, table_id, seat, me, character))


def card_autocomplete(me: dict[str, Any], typed: str, lang: str) -> list[tuple[str, str]]:
    """`/bsg orders card:` as one types: the reaction cards of the hand, by name in the reader's language."""
    cards = sorted({choice.value.split("|")[1] for choice in card_choices(me)})
    named = [(tr(T.card_text(card), lang), card) for card in cards]
    return [(name, card) for name, card in named if typed.lower() in name.lower()][:AUTOCOMPLETE_CHOICES]


def when_autocomplete(typed: str, lang: str) -> list[tuple[str, str]]:
    """`/bsg orders when:` as one types: every condition an order may name, in the reader's language."""
    whens = sorted({w for ws in (*CARD_WHEN.values(), *ABILITY_WHEN.values()) for w in ws} | {"never"})
    named = [(tr(when_text(when), lang), when) for when in whens]
    return [(name, when) for name, when in named if typed.lower() in name.lower()][:AUTOCOMPLETE_CHOICES]
