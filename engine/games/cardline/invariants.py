"""State invariants of Cardline (card conservation, the sorted line, hands, whose turn, the result), checked after
every step of a playout. Checks that need the step's events or the views stay in the tests' kit.

`check(state, game)` raises AssertionError naming the first broken rule; `CardlineGame.invariants` calls it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core import json_round_trip

from .cards import parse_value

if TYPE_CHECKING:
    from .rules import CardlineGame


def check(state: dict[str, Any], game: CardlineGame) -> None:
    every = state["line"] + state["draw_pile"] + state["removed"]
    for seat in range(state["players"]):
        every += state["hands"][seat] + state["set_aside"][seat]
    assert sorted(every) == sorted(state["values"]), "cards appeared, vanished or doubled"
    values = [parse_value(state["values"][c]) for c in state["line"]]
    assert values == sorted(values), "the line is out of order"
    hand_size = state["options"]["hand_size"]
    for seat in range(state["players"]):
        assert len(state["hands"][seat]) <= hand_size, f"seat {seat} holds more than {hand_size} cards"
        if state["out"][seat] is not None:
            assert state["hands"][seat] == [], f"seat {seat} is out but holds cards"
        else:
            assert state["set_aside"][seat] == [], f"seat {seat} plays on with cards set aside"
    to_act = game.to_act(state)
    if state["winners"] is None:
        assert len(to_act) == 1, f"{len(to_act)} seats to act"
        seat = to_act[0]
        assert state["out"][seat] is None and state["hands"][seat], "the player to act must hold a card"
        assert seat not in state["emptied"], "the player to act has emptied his hand"
        assert game.result(state) is None, "a result while the game runs"
    else:
        assert to_act == [], "a seat to act after the end"
        result = game.result(state)
        assert result is not None, "no result after the end"
        flat = sorted(s for group in result.ranking for s in group)
        assert flat == list(range(state["players"])), "the ranking does not hold every seat once"
        assert result.winners == state["winners"] and result.winners, "the result's winners are not the game's"
        assert all(state["out"][s] is None for s in result.winners), "a winner who is out"
        assert json_round_trip(result.to_json()) == result.to_json(), "the result is not JSON"
