"""Standing orders inside the rules machine (issue 23): the table's pace, and when a seat's order for a reaction card
fires in a skill-card window.

In `days` pace a window never waits for a person: each seat the window would ask answers at once from its standing
orders (`state["orders"]`, set by the seat at any time, see `engine/games/bsg/standing.py`); only the seats that
asked to be asked (bots: `"ask"`) still get the decision. In `live` pace windows ask as they always did. A condition
reads only public information (the roll, the check's public total, the window's own continuation) and the seat's
own order, so whether an order fires tells nobody more than the card it plays.
"""

from __future__ import annotations

from typing import Any

from ..board import skill_card
from .kernel import State
from .window_gates import check_outcome, research_matters, roll_effect

PACES = ("days", "live")
# rolls whose higher results help the Cylons: +2 there is no help to the humans
CYLON_ROLLS = ("basestar_attacks_galactica", "raider_attacks_viper", "raider_attacks_galactica", "human_fleet")
# the conditions a reaction card's order may name, by the card's ability ("never" is no order at all)
CARD_WHEN: dict[str, tuple[str, ...]] = {
    "strategic_planning": ("my_roll", "check_or_jump", "human_roll"),
    "evasive_maneuvers": ("my_viper_hit", "any_viper_hit"),
    "declare_emergency": ("fail_to_pass", "improves"),
    "scientific_research": ("when_it_matters",),
    "investigative_committee": ("always",),
}


def pace(st: State) -> str:
    """`days` or `live`; a game stored before paces existed is `live`."""
    return st.get("options", {}).get("pace", "live")


def seat_orders(st: State, seat: int) -> dict[str, Any]:
    """A seat's standing orders (an empty record when it has none; a record stored before a kind of order existed
    reads as without it)."""
    empty = {
        "cards": {},
        "abilities": {},
        "draw": None,
        "draws": None,
        "draft": None,
        "board_order": None,
        "discards": None,
        "eo": None,
        "ask": False,
    }
    return {**empty, **(st.get("orders", {}).get(str(seat)) or {})}


def asks(st: State, seat: int) -> bool:
    """Whether a window still asks this seat: always in `live`; in `days` only a seat that asked for it (a bot)."""
    return pace(st) != "days" or bool(seat_orders(st, seat).get("ask"))


def window_play(st: State, seat: int, window: str, task: dict, allowed: list[str]) -> str | None:
    """The card `seat` plays in this window by its standing orders (first of its hand's allowed cards whose
    order's condition holds), or None."""
    cards = seat_orders(st, seat)["cards"]
    for card in allowed:
        order = cards.get(card)
        if order and card_fires(st, seat, skill_card(card)["card_id"], order["when"], task):
            return card
    return None


def card_fires(st: State, seat: int, ability: str, when: str, task: dict) -> bool:
    """Whether an order `when` for a card of `ability` holds now (the window is open, so the card matters)."""
    if when not in CARD_WHEN.get(ability, ()):
        return False
    roll = st.get("roll") or {}
    then = task.get("then") or {}
    if when == "my_roll":
        return roll.get("seat") == seat and roll.get("why") not in CYLON_ROLLS
    if when == "human_roll":
        return roll.get("why") not in CYLON_ROLLS
    if when == "check_or_jump":
        return then.get("t") in ("ftl_result", "roll_outcome")
    if when in ("my_viper_hit", "any_viper_hit"):
        if not then or roll.get("value") is None:
            return False
        hit = bool(roll_effect(st, then)(roll["value"]))
        mine = then.get("target") == {"seat": seat}
        return hit and (mine or when == "any_viper_hit")
    check = st.get("check") or {}
    if when == "fail_to_pass":
        return check_outcome(check, check["difficulty"]) != "pass" and (
            check_outcome(check, max(0, check["difficulty"] - 2)) == "pass"
        )
    if when == "when_it_matters":
        return research_matters(check)
    return when in ("improves", "always")
