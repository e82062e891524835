"""Build a position in the middle of a game from country names: the spec's worked examples, puzzles, tests.

Cards may be given by iso3 code or English name. The resulting state is an ordinary game state.
"""

from __future__ import annotations

from engine.core import State

from .cards import countries
from .rules import new_state, start_round


def iso3_of(card: str) -> str:
    table = countries()
    if card in table:
        return card
    for iso3, country in table.items():
        if country.name.casefold() == card.casefold():
            return iso3
    raise KeyError(f"unknown country {card!r}")


def position(
    characteristic: str,
    line: list[str],
    hands: list[list[str]],
    draw_pile: list[str] | None = None,
    removed: list[str] | None = None,
    start_seat: int = 0,
    to_act: int | None = None,
    emptied: list[int] | None = None,
    out: list[int] | None = None,
    hand_size: int = 4,
    round_number: int = 1,
) -> State:
    """A running game: line left to right, hands by seat, draw pile top first. `to_act` defaults to the leader;
    `emptied` are seats that already emptied their hands this round; `out` are seats already eliminated."""
    line_ids = [iso3_of(c) for c in line]
    hand_ids = [[iso3_of(c) for c in hand] for hand in hands]
    pile_ids = [iso3_of(c) for c in draw_pile or []]
    removed_ids = [iso3_of(c) for c in removed or []]
    every_card = line_ids + pile_ids + removed_ids + [c for hand in hand_ids for c in hand]
    assert len(set(every_card)) == len(every_card), "each country may appear once"
    options = {
        "characteristic": characteristic,
        "deck_size": len(every_card),
        "hand_size": hand_size,
        "start_player": start_seat + 1,
    }
    state = new_state(len(hands), options, start_seat)
    state["values"] = {iso3: countries()[iso3].values[characteristic] for iso3 in every_card}
    state["deck_size"] = len(every_card)
    state["hands"] = hand_ids
    state["line"] = line_ids
    state["draw_pile"] = pile_ids
    state["removed"] = removed_ids
    for seat in out or []:
        state["out"][seat] = {"round": round_number - 1, "reason": "eliminated"}
    state["round"] = round_number - 1
    start_round(state, [])
    if to_act is not None:
        state["turn_index"] = state["turn_order"].index(to_act)
    state["emptied"] = list(emptied or [])
    return state
