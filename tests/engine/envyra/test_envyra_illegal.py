"""Every bad input raises IllegalMove with a short, player-readable message and leaves the state unchanged."""

from __future__ import annotations

from typing import Any

import pytest
from envyra_testkit import GAME, StubRng, build, move, place, snapshot, start_round

from engine.core import IllegalMove


def refused(state: dict[str, Any], seat: Any, action: Any, match: str | None = None) -> str:
    before = snapshot(state)
    with pytest.raises(IllegalMove) as info:
        GAME.play(state, seat, action, StubRng())
    assert state == before
    message = str(info.value)
    assert message and len(message) <= 120 and "{" not in message, message
    if match is not None:
        assert match in message, message
    # apply itself must not have touched the state before refusing
    with pytest.raises(IllegalMove):
        GAME.apply(state, seat, action, StubRng())
    assert state == before
    return message


def phase1() -> dict[str, Any]:
    return build(2, grid={"A1": "GRN02", "B1": "GRN03", "C1": "GRN04", "A2": "BLU02"}, start=0)


def phase2() -> dict[str, Any]:
    state = phase1()
    place(state, 0, "A1", "B1")
    place(state, 1, "C1")
    assert GAME.to_act(state) == [0]
    return state


def remove_phase() -> dict[str, Any]:
    state = build(2, grid={"A1": "GRN06", "B1": "ORA06", "C1": "BLU06"}, owned={0: ["ORA01", "BLU01"]}, bag=["GRN01"])
    start_round(state, StubRng())
    assert state["phase"] == "remove"
    return state


@pytest.mark.parametrize(
    ("positions", "match"),
    [
        ([], "at least 1"),
        (["A1", "B1", "C1"], "at most 2"),
        (["A1", "a1"], "different positions"),
        (["B2"], "holds no tile"),
        (["E9"], "not a position"),
        (["A3"], "not a position"),
        (["D1"], "not a position"),
        ([""], "not a position"),
        (["A11"], "not a position"),
        ([1], "position such as"),
        ([None], "position such as"),
        ([["A1"]], "position such as"),
    ],
)
def test_bad_placements(positions: list[Any], match: str) -> None:
    refused(phase1(), 0, {"type": "place", "positions": positions}, match)


@pytest.mark.parametrize(
    "action",
    [
        None,
        "place A1",
        ["place", "A1"],
        {},
        {"positions": ["A1"]},
        {"type": None, "positions": ["A1"]},
        {"type": 3, "positions": ["A1"]},
        {"type": "fly", "positions": ["A1"]},
        {"type": "move", "position": "A1"},
        {"type": "remove", "position": "A1"},
        {"type": "place"},
        {"type": "place", "positions": "A1"},
        {"type": "place", "positions": {"A1": 1}},
        {"type": "place", "positions": 7},
        {"type": "place", "positions": None},
    ],
)
def test_malformed_actions_phase1(action: Any) -> None:
    refused(phase1(), 0, action)


def test_more_cubes_than_supply() -> None:
    state = build(2, grid={"A1": "GRN04", "B1": "BLU04", "C1": "GRN02"}, cubes={"A1": [0, 0], "B1": [0, 0]})
    refused(state, 0, {"type": "place", "positions": ["A1", "C1"]}, "only 1 cube")


def test_simplified_second_cube() -> None:
    state = build(2, grid={"A1": "GRN04", "B1": "BLU04"}, simplified=True)
    refused(state, 0, {"type": "place", "positions": ["A1", "B1"]}, "exactly 1")


@pytest.mark.parametrize("seat", [-1, 2, 7, "0", None, 1.0, True])
def test_not_a_seat(seat: Any) -> None:
    refused(phase1(), seat, {"type": "place", "positions": ["A1"]})


def test_out_of_turn_in_phase2() -> None:
    refused(phase2(), 1, {"type": "move", "position": "C1"}, "not your turn")


@pytest.mark.parametrize(
    ("action", "match"),
    [
        ({"type": "move", "position": "C1"}, "not one of your movable cubes"),  # someone else's cube
        ({"type": "move", "position": "A2"}, "not one of your movable cubes"),  # a tile without your cube
        ({"type": "move", "position": "Z9"}, "not a position"),
        ({"type": "move", "position": 3}, "position such as"),
        ({"type": "move"}, "position such as"),
        ({"type": "move", "positions": ["A1"]}, "position such as"),
        ({"type": "place", "positions": ["A1"]}, "choose which"),
        ({"type": "remove", "position": "A1"}, "choose which"),
    ],
)
def test_bad_moves(action: dict[str, Any], match: str) -> None:
    refused(phase2(), 0, action, match)


def test_bad_removals() -> None:
    state = remove_phase()
    chooser = state["remove"]["chooser"]
    refused(state, 1 - chooser, {"type": "remove", "position": "B1"}, "not your turn")
    refused(state, chooser, {"type": "remove", "position": "A3"}, "not a position")
    refused(state, chooser, {"type": "remove", "position": "B2"}, "cannot be removed")
    refused(state, chooser, {"type": "place", "positions": ["B1"]}, "remove")
    refused(state, chooser, {"type": "remove"}, "position such as")


def test_actions_after_game_over() -> None:
    # the End tile is claimed: the game is over
    state = build(2, grid={"A1": "GRN01", "B1": "END"}, cubes={"B1": [0]}, owned={0: ["ORA01", "GRN02", "BLU01"]})
    place(state, 0, "B1")
    place(state, 1, "A1")
    assert state["phase"] == "over"
    for seat in (0, 1):
        refused(state, seat, {"type": "place", "positions": ["A1"]}, "game is over")
        refused(state, seat, {"type": "move", "position": "A1"}, "game is over")
    assert GAME.legal_actions(state, 0) == [] and GAME.to_act(state) == []


def test_refused_move_then_legal_move_still_works() -> None:
    state = phase2()
    refused(state, 0, {"type": "move", "position": "C1"})
    move(state, 0, "B1")
    assert state["cubes"]["B1"][0][0] == 0


def test_resignation_refused_after_game_over_or_from_a_non_seat() -> None:
    state = phase1()
    refused(state, 2, {"type": "resign"}, "not playing")
    GAME.apply(state, 1, {"type": "resign"}, StubRng())
    assert state["phase"] == "over"
    refused(state, 0, {"type": "resign"}, "game is over")
