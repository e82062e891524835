"""Every kind of bad input is refused with a short reason, and the state stays exactly as it was (§10.15)."""

from __future__ import annotations

import random

import pytest
from frame_helpers import BLU, GAME, RED, build, column, new_state, place, reason, refused

from engine.core import IllegalMove


def tile_state():
    return build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, tiles={RED: {"I2": ["b1", "c1"]}}, active=RED)


@pytest.mark.parametrize(
    ("action", "expected"),
    [
        (None, reason("not_a_move")),
        ("place I2 a2 a3", reason("not_a_move")),
        ([1, 2], reason("not_a_move")),
        ({}, reason("unknown_type", type=None)),
        ({"type": "rotate"}, reason("unknown_type", type="rotate")),
        ({"type": "place"}, reason("missing", field="tile")),
        ({"type": "place", "tile": "I3"}, reason("missing", field="cells")),
        (
            {"type": "place", "tile": 7, "cells": ["a2", "a3"]},
            reason("bad_tile", tile=7, tiles="I2, I3, L3, I4, O4, T4, S4, L4, P5, U5, L5, T5, V5"),
        ),
        (
            {"type": "place", "tile": "X9", "cells": ["a2"]},
            reason("bad_tile", tile="X9", tiles="I2, I3, L3, I4, O4, T4, S4, L4, P5, U5, L5, T5, V5"),
        ),
        (place("I2", "a2", "a3"), reason("tile_placed", tile="I2")),
        ({"type": "place", "tile": "I3", "cells": 5}, reason("bad_cells")),
        ({"type": "place", "tile": "I3", "cells": []}, reason("bad_cells")),
        ({"type": "place", "tile": "I3", "cells": {"a": 1}}, reason("bad_cells")),
        ({"type": "place", "tile": "I3", "cells": ["a2", 3, "a4"]}, reason("bad_cell", cell=3)),
        (place("I3", "a2", "a3", "zz"), reason("bad_cell", cell="zz")),
        (place("I3", "a2", "a3", "a11"), reason("outside", cell="a11", size=10)),
        (place("I3", "a0", "a1", "a2"), reason("outside", cell="a0", size=10)),
        (place("I3", "a2", "a3", "a3"), reason("duplicate", cell="a3")),
        (place("I3", "a2", "a3"), reason("cell_count", tile="I3", name="straight tromino", pips=3, count=2)),
        (
            place("I3", "a2", "a3", "a4", "a5"),
            reason("cell_count", tile="I3", name="straight tromino", pips=3, count=4),
        ),
        (place("I3", "a2", "a3", "b3"), reason("bad_shape", tile="I3", name="straight tromino")),
        (place("I3", "a1", "a2", "a3"), reason("overlap", cell="a1")),
        (place("O4", "d2", "e2", "d3", "e3"), reason("diagonal")),
        (place("I3", "e5", "f5", "g5"), reason("not_touching")),
        ({"type": "place", "tile": "I3", "rot": 45, "at": "a2"}, reason("bad_rot")),
        ({"type": "place", "tile": "I3", "rot": "x", "at": "a2"}, reason("bad_rot")),
        ({"type": "place", "tile": "I3", "rot": True, "at": "a2"}, reason("bad_rot")),
        ({"type": "place", "tile": "I3", "rot": 90.5, "at": "a2"}, reason("bad_rot")),
        ({"type": "place", "tile": "I3", "rot": 90, "mirror": "maybe", "at": "a2"}, reason("bad_mirror")),
        ({"type": "place", "tile": "I3", "rot": 90, "at": None}, reason("bad_cell", cell=None)),
        ({"type": "column"}, reason("missing", field="cell")),
        ({"type": "column", "cell": ["a2"]}, reason("bad_cell", cell=["a2"])),
        (column("q"), reason("bad_cell", cell="q")),
        (column("k5"), reason("outside", cell="k5", size=10)),
        (column("a1"), reason("cell_taken", cell="a1")),
        (column("a2"), reason("column_next_to_column", cell="a1")),
        (column("e5"), reason("column3_reach")),
    ],
)
def test_bad_tile_phase_input(action, expected):
    state = tile_state()
    assert refused(state, RED, action) == expected


def test_third_column_twice():
    state = build(columns={RED: ["a1", "j10", "e1"], BLU: ["a10", "j1"]}, active=RED)
    assert refused(state, RED, column("e10")) == reason("column3_placed")


def test_overlap_names_the_first_clashing_cell():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, tiles={BLU: {"I3": ["c5", "d5", "e5"]}}, active=RED)
    assert refused(state, RED, place("I4", "e3", "e4", "e5", "e6")) == reason("overlap", cell="e5")


@pytest.mark.parametrize("seat", [BLU, -1, 2, 99, "0", None, True, 0.0])
def test_out_of_turn_or_invalid_seat(seat):
    state = tile_state()
    expected = reason("not_your_turn") if seat == BLU and not isinstance(seat, bool) else reason("not_a_seat")
    assert refused(state, seat, place("I3", "a2", "a3", "a4")) == expected


def test_dropped_out_seat_cannot_act():
    state = tile_state()
    state["players"][BLU]["out"] = True
    assert refused(state, BLU, place("I2", "i1", "h1")) == reason("not_your_turn")


def test_actions_after_the_game_is_over():
    state = new_state(2)
    rng = random.Random(0)
    while state["phase"] != "over":
        seat = state["active"]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng)
    for seat in (RED, BLU):
        assert refused(state, seat, {"type": "dropout"}) == reason("game_over")
        assert refused(state, seat, column("a1")) == reason("game_over")
        assert GAME.legal_actions(state, seat) == []
    assert GAME.to_act(state) == []
    with pytest.raises(IllegalMove):
        GAME.remove_player(state, RED)


def test_opening_phase_refusals():
    state = new_state(2)
    assert refused(state, RED, place("I2", "a1", "a2")) == reason("columns_first")
    assert refused(state, RED, {"type": "dropout"}) == reason("no_dropout_opening")
    assert refused(state, BLU, column("a1")) == reason("not_your_turn")
    assert refused(state, RED, column("c3")) == reason("column_not_border")


def test_apply_refuses_without_changing_the_state_even_without_play():
    """`apply` validates fully before it writes, so even a direct apply leaves no trace."""
    state = tile_state()
    snapshot = repr(state)
    for action in (place("I3", "e5", "f5", "g5"), column("a2"), {"type": "dropout"}, {"type": "nope"}):
        with pytest.raises(IllegalMove):
            GAME.apply(state, RED, action, random.Random(0))
        assert repr(state) == snapshot
