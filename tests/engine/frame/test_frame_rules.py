"""One test (or a few) per rule of the spec, beyond the worked examples."""

from __future__ import annotations

import random

import pytest
from frame_helpers import (
    BLU,
    GAME,
    GRN,
    RED,
    YEL,
    accepted,
    build,
    column,
    is_legal,
    new_state,
    place,
    reason,
    refused,
    resume,
)

from engine.core import Clock, Event, OptionError
from engine.games.frame import texts
from engine.games.frame.board import cell_name, geometry, parse_cell
from engine.games.frame.pieces import TILES_BY_ID

# ---------------------------------------------------------------- §0 conventions, §2 components


def test_cells_are_chess_like_a1_bottom_left():
    assert cell_name(0, 0) == "a1"
    assert cell_name(2, 1) == "c2"
    assert parse_cell("c2") == (2, 1)
    assert parse_cell("J10") == (9, 9)
    assert parse_cell("c") is None and parse_cell("22") is None and parse_cell(5) is None


@pytest.mark.parametrize(("size", "border"), [(10, 36), (12, 44), (14, 52)])
def test_border_cells_per_board(size, border):
    geo = geometry(size)
    assert geo.board_mask.bit_count() == size * size
    assert geo.border_mask.bit_count() == border


def test_ring_is_eight_cells_and_touching_is_edge_only():
    geo = geometry(10)
    centre = geo.mask_of(["e5"])
    assert sorted(geo.names_of(geo.ring(centre) & ~centre)) == sorted(["d4", "e4", "f4", "d5", "f5", "d6", "e6", "f6"])
    assert sorted(geo.names_of(geo.n4(centre))) == sorted(["e4", "d5", "f5", "e6"])
    corner = geo.mask_of(["a1"])
    assert sorted(geo.names_of(geo.ring(corner) & ~corner)) == ["a2", "b1", "b2"]
    # no wrap-around between the right and left edges
    assert sorted(geo.names_of(geo.n4(geo.mask_of(["j5"])))) == ["i5", "j4", "j6"]


def test_colours_by_seat_and_piece_counts():
    state = GAME.setup(4, {}, random.Random(1))
    view = GAME.view(state, None)
    assert [p["colour"] for p in view["players"]] == ["RED", "BLU", "GRN", "YEL"]
    assert [p["colour_name"] for p in view["players"]] == ["Red", "Blue", "Green", "Yellow"]
    for tile in TILES_BY_ID.values():
        assert tile.pips == len(tile.cells)
        assert 2 <= tile.pips <= 5


def test_s2_4_space_check_a_colour_needs_more_cells_than_its_share():
    assert sum(t.pips for t in TILES_BY_ID.values()) + 3 == 56
    for n, per_player in ((2, 50), (3, 48), (4, 49)):
        size = geometry({2: 10, 3: 12, 4: 14}[n]).size
        assert size * size // n == per_player < 56


# ---------------------------------------------------------------- §3 setup


def test_setup_empty_board_counter_zero_start_from_rng():
    starts = set()
    for seed in range(40):
        state = GAME.setup(3, {}, random.Random(seed))
        assert state["placements"] == [] and state["counter"] == 0
        assert state["phase"] == "opening" and state["active"] == state["start"]
        assert state["game_no"] == 1 and state["totals"] == [0, 0, 0]
        starts.add(state["start"])
    assert starts == {0, 1, 2}


def test_setup_uses_only_the_given_rng():
    class StubRng(random.Random):
        def randrange(self, *args, **kwargs):
            return 2

    assert GAME.setup(4, {}, StubRng())["start"] == 2
    a = GAME.setup(4, {}, random.Random("x"))
    b = GAME.setup(4, {}, random.Random("x"))
    assert a == b


def test_start_player_option_fixes_the_start():
    for seat in range(4):
        assert GAME.setup(4, {"start_player": seat + 1}, random.Random(0))["start"] == seat


# ---------------------------------------------------------------- §4 turn structure


def test_opening_rounds_each_player_places_col1_then_col2():
    state = new_state(2, start=BLU)
    seen = []
    while state["phase"] == "opening":
        seat = state["active"]
        state, events = accepted(state, seat, GAME.legal_actions(state, seat)[0])
        seen.append((seat, events[0].params["column"], events[0].params["counter"]))
    assert seen == [(BLU, "COL1", 1), (RED, "COL1", 2), (BLU, "COL2", 3), (RED, "COL2", 4)]
    assert state["active"] == BLU  # the tile phase starts with the start player


def test_illegal_opening_cell_is_rejected_and_the_player_chooses_again():
    state = new_state(2)
    assert refused(state, RED, column("e5")) == reason("column_not_border")
    assert state["active"] == RED
    state, _ = accepted(state, RED, column("a1"))
    assert state["active"] == BLU


def test_no_tiles_during_opening():
    state = new_state(2)
    assert refused(state, RED, place("I2", "a1", "b1")) == reason("columns_first")
    assert refused(state, RED, {"type": "dropout"}) == reason("no_dropout_opening")
    assert all(a["type"] == "column" for a in GAME.legal_actions(state, RED))


def test_case_c_no_passing_and_no_voluntary_dropout():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    assert refused(state, RED, {"type": "dropout"}) == reason("no_dropout")
    assert refused(state, RED, {"type": "pass"}) == reason("unknown_type", type="pass")
    actions = GAME.legal_actions(state, RED)
    assert {"type": "dropout"} not in actions
    assert any(a["type"] == "column" for a in actions)  # COL3 instead of a tile is allowed (case c)


def test_case_b_choose_dropout():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a3", "j8"]}, tiles={BLU: _F06_BLUE}, active=BLU)
    resume(state, BLU)
    assert state["active"] == RED and state["stage"] == "lifeline"
    state, events = accepted(state, RED, {"type": "dropout"})
    assert events[0].kind == "dropped_out" and events[0].params["reason"] == "chose"
    assert state["players"][RED]["out"] and state["active"] == BLU
    assert state["counter"] == 8  # drop-outs do not count as placements (§10.16)


_F06_BLUE = {"I3": ["b1", "b2", "b3"], "L4": ["d1", "d2", "d3", "e3"], "L3": ["f1", "f2", "g1"], "I2": ["i9", "i10"]}


def test_placement_counter_and_last_placement():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    state, events = accepted(state, RED, place("I2", "b1", "c1"))
    assert state["counter"] == 5 and state["players"][RED]["last_placement"] == 5
    assert events[0].params["counter"] == 5
    state, _ = accepted(state, BLU, place("I2", "i1", "h1"))
    assert state["counter"] == 6 and state["players"][BLU]["last_placement"] == 6


def test_to_act_only_names_seats_with_a_choice():
    state = build(columns={RED: ["a1", "j10", "e1"], BLU: ["a3", "j8"]}, tiles={BLU: _F06_BLUE}, active=BLU)
    resume(state, BLU)
    assert GAME.to_act(state) == [BLU]


# ---------------------------------------------------------------- §4.2 defaults on timeout


def test_default_opening_is_first_legal_cell_in_scan_order():
    state = new_state(2)
    assert GAME.default_action(state, RED) == column("a1")
    state, _ = accepted(state, RED, column("a1"))
    assert GAME.default_action(state, BLU) == column("c1")  # b1 and b2 are in a1's ring
    assert GAME.default_action(state, RED) is None  # not RED's turn


def test_default_tile_is_highest_pips_first_listed_first_placement():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    action = GAME.default_action(state, RED)
    assert action["tile"] == "P5"  # first 5-pip tile in §2.4 order
    first = next(a for a in GAME.legal_actions(state, RED) if a["type"] == "place" and a["tile"] == "P5")
    assert action == first
    assert first["cells"] == ["b1", "b2", "c2", "b3", "c3"]  # P5 base orientation at the first anchor, b1


def test_default_in_case_b_is_dropout():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a3", "j8"]}, tiles={BLU: _F06_BLUE}, active=BLU)
    resume(state, BLU)
    assert GAME.default_action(state, RED) == {"type": "dropout"}


def test_clock_offers_the_default_with_the_option_timeout_and_a_key_per_decision():
    state = new_state(2)
    [clock] = GAME.clock(state)
    assert clock == Clock("g1:p0:o0:s0", (RED,), ((RED, column("a1")),), None, "turn")  # the table's clock decides
    state = new_state(2, decision_timeout_s=90)
    assert GAME.clock(state)[0].seconds == 90
    keys = [GAME.clock(state)[0].key]
    for _ in range(3):
        [clock] = GAME.clock(state)
        state, _ = accepted(state, clock.seats[0], clock.defaults[0][1])
        keys.append(GAME.clock(state)[0].key)
    assert keys == ["g1:p0:o0:s0", "g1:p1:o0:s1", "g1:p2:o0:s0", "g1:p3:o0:s1"]
    assert GAME.waiting_for(state) == GAME.to_act(state) and not GAME.secret_input(state, RED)


def test_clock_key_changes_with_a_dropout_and_stops_at_the_end():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a3", "j8"]}, tiles={BLU: _F06_BLUE}, active=BLU)
    resume(state, BLU)
    [clock] = GAME.clock(state)
    assert clock.seats == (RED,) and clock.defaults == ((RED, {"type": "dropout"}),)
    state, _ = accepted(state, RED, {"type": "dropout"})
    assert [c.key for c in GAME.clock(state)] != [clock.key]
    while GAME.result(state) is None:
        [clock] = GAME.clock(state)
        state, _ = accepted(state, *clock.defaults[0])
    assert GAME.clock(state) == []


def test_action_labels():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    action = GAME.default_action(state, RED)
    assert str(GAME.action_label(state, RED, action, [])) == "Place P5 (P pentomino) on b1 b2 c2 b3 c3"
    assert str(GAME.action_label(state, RED, column("e5"), [])) == "Place the third column on e5"
    assert str(GAME.action_label(state, RED, {"type": "dropout"}, [])) == "Drop out (penalty 53)"
    assert str(GAME.action_label(new_state(2), RED, column("a1"), [])) == "Place the first column on a1"


def test_s4_2_default_in_opening_round_2_is_first_legal_cell():
    state = new_state(2)
    state, _ = accepted(state, RED, GAME.default_action(state, RED))  # a1
    state, _ = accepted(state, BLU, GAME.default_action(state, BLU))  # c1
    assert GAME.view(state, None)["opening_round"] == 2
    assert GAME.default_action(state, RED) == column("e1")  # d1 is in c1's ring
    state, events = accepted(state, RED, column("e1"))
    assert events[0].params["column"] == "COL2"
    assert GAME.default_action(state, BLU) == column("g1")


def test_s4_2_default_case_c_is_the_highest_pip_tile_that_fits():
    # RED's only room is the pocket a2 a3 a4 (BLU column a5, BLU I4 on b1-b4; e2 and j9 are single holes):
    # no 4- or 5-pip tile fits anywhere.
    state = build(
        columns={RED: ["a1", "j10", "e1"], BLU: ["a5", "j8"]},
        tiles={
            BLU: {
                "I4": ["b1", "b2", "b3", "b4"],
                "L4": ["d1", "d2", "d3", "e3"],
                "L3": ["f1", "f2", "g1"],
                "I2": ["i9", "i10"],
            }
        },
        active=RED,
    )
    places = [a for a in GAME.legal_actions(state, RED) if a["type"] == "place"]
    assert places == [place("I2", "a2", "a3"), place("I3", "a2", "a3", "a4")]
    assert GAME.default_action(state, RED) == place("I3", "a2", "a3", "a4")


# ---------------------------------------------------------------- §5.2 orientations and input


def test_alternative_input_corner_need_not_be_covered():
    # T5 rot 0: the bounding box corner (0,0) is empty; the stem starts at (1,0).
    state = build(columns={RED: ["b1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    state, events = accepted(state, RED, {"type": "place", "tile": "T5", "rot": 0, "mirror": "no", "at": "a2"})
    assert events[0].params["cells"] == ["b2", "b3", "a4", "b4", "c4"]


def test_s5_2_alternative_input_mirror_yes_equals_the_cells():
    state = build(columns={RED: ["a2", "j10"], BLU: ["a10", "j1"]}, active=RED)
    alt, events = accepted(state, RED, {"type": "place", "tile": "L4", "rot": "0", "mirror": "yes", "at": "a1"})
    assert events[0].params["cells"] == ["a1", "b1", "b2", "b3"]
    cells, _ = accepted(state, RED, place("L4", "a1", "b1", "b2", "b3"))
    assert alt == cells
    no_flip = build(columns={RED: ["a2", "j10"], BLU: ["a10", "j1"]}, active=RED, allow_reflection=False)
    action = {"type": "place", "tile": "L4", "rot": 0, "mirror": "yes", "at": "a1"}
    assert refused(no_flip, RED, action) == reason("no_reflection")


def test_cells_in_any_order_and_as_a_string():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    one, _ = accepted(state, RED, place("L3", "b2", "b1", "c1"))
    two, _ = accepted(state, RED, {"type": "place", "tile": "l3", "cells": "C1, b1 B2"})
    assert one == two


def test_legal_actions_follow_enumeration_order():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    actions = [a for a in GAME.legal_actions(state, RED) if a["type"] == "place"]
    tiles_in_order = list(dict.fromkeys(a["tile"] for a in actions))
    assert tiles_in_order == list(TILES_BY_ID)
    i2 = [a["cells"] for a in actions if a["tile"] == "I2"]
    # horizontal first (rot 0), anchors in scan order; then vertical (rot 90)
    assert i2[0] == ["b1", "c1"]
    assert i2.index(["a2", "a3"]) > i2.index(["h10", "i10"])


def test_reflections_off_limits_orientations():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED, allow_reflection=False)
    actions = [a for a in GAME.legal_actions(state, RED) if a["type"] == "place" and a["tile"] == "L4"]
    with_flip = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    flipped = [a for a in GAME.legal_actions(with_flip, RED) if a["type"] == "place" and a["tile"] == "L4"]
    assert 0 < len(actions) < len(flipped)
    # an orientation reached by "mirror" that equals a rotation is still fine (I4 mirrored is I4)
    assert is_legal(state, RED, {"type": "place", "tile": "I4", "rot": 0, "mirror": True, "at": "b1"})


# ---------------------------------------------------------------- §5.3 opening columns, §10.1–10.3


def test_opening_column_must_be_empty_border_and_ring_free():
    state = build(columns={RED: ["a4"]}, active=BLU, phase="opening")
    state["opening_queue"] = [BLU, RED, BLU]
    assert refused(state, BLU, column("a4")) == reason("cell_taken", cell="a4")
    assert refused(state, BLU, column("e5")) == reason("column_not_border")
    assert refused(state, BLU, column("b4")) == reason("column_not_border")
    assert refused(state, BLU, column("a5")) == reason("column_next_to_column", cell="a4")


def test_corner_cells_are_border_cells():
    state = new_state(2)
    for corner in ("a1", "j1", "a10", "j10"):
        assert is_legal(state, RED, column(corner))


def test_own_columns_are_not_exempt():
    state = build(columns={RED: ["a4"]}, active=RED, phase="opening")
    state["opening_queue"] = [RED, BLU]
    assert refused(state, RED, column("a5")) == reason("column_next_to_column", cell="a4")
    assert refused(state, RED, column("b5")) == reason("column_not_border")
    assert is_legal(state, RED, column("a6"))


def test_opening_columns_are_always_possible_with_four_players():
    for seed in range(30):
        state = GAME.setup(4, {}, random.Random(seed))
        rng = random.Random(seed)
        while state["phase"] == "opening":
            seat = state["active"]
            actions = GAME.legal_actions(state, seat)
            assert actions
            GAME.apply(state, seat, rng.choice(actions), rng)


# ---------------------------------------------------------------- §5.4 tiles, §10.4–10.6


def test_tile_may_touch_opponents_pieces():
    state = build(columns={RED: ["a1", "j10"], BLU: ["c1", "a10"]}, tiles={BLU: {"I2": ["b2", "c2"]}}, active=RED)
    # b1 touches RED a1 and BLU c1 / b2; the tile is legal
    assert is_legal(state, RED, place("I3", "a2", "a3", "a4"))
    assert is_legal(state, RED, place("L3", "a2", "a3", "b3"))


def test_frame_contact_is_not_enough_for_tiles():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    assert refused(state, RED, place("I4", "d1", "e1", "f1", "g1")) == reason("not_touching")


def test_each_cell_must_be_inside_and_empty():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, tiles={RED: {"I2": ["b1", "c1"]}}, active=RED)
    assert refused(state, RED, place("I3", "c1", "d1", "e1")) == reason("overlap", cell="c1")
    assert refused(state, RED, {"type": "place", "tile": "I3", "rot": 90, "at": "j9"}) == reason(
        "outside", cell="j11", size=10
    )


def test_holes_are_allowed():
    # RED encloses d2 with tiles around it; the hole simply stays empty.
    state = build(
        columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]},
        tiles={RED: {"I3": ["b1", "c1", "d1"], "L3": ["c2", "c3", "d3"]}},
        active=RED,
    )
    state, _ = accepted(state, RED, place("I2", "e2", "e3"))
    geo = geometry(10)
    assert "d2" not in {c for p in state["placements"] for c in p["cells"]}
    assert geo.n4(geo.mask_of(["d2"])) & ~geo.mask_of([c for p in state["placements"] for c in p["cells"]]) == 0


# ---------------------------------------------------------------- §5.5 third column, §10.7–10.10


def test_third_column_is_a_whole_turn_and_then_an_own_piece():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    state, events = accepted(state, RED, column("e1"))
    assert [e.kind for e in events] == ["column_placed", "turn"]
    assert state["active"] == BLU
    state, _ = accepted(state, BLU, place("I2", "i1", "h1"))
    assert is_legal(state, RED, place("I2", "e2", "e3"))  # touches COL3 at e1


def test_third_column_next_to_another_players_tile():
    state = build(
        columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]},
        tiles={BLU: {"I3": ["a9", "b9", "c9"]}},
        active=RED,
    )
    assert is_legal(state, RED, column("d9"))  # shares an edge with BLU's c9
    assert is_legal(state, RED, column("c8"))
    assert refused(state, RED, column("e6")) == reason("column3_reach")


def test_third_column_touching_only_a_column_does_not_qualify():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "e1"]}, active=RED)
    assert refused(state, RED, column("e2")) == reason("column3_reach")


def test_all_tiles_placed_drops_out_next_turn_or_lifeline():
    with_col3 = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=BLU)
    with_col3["players"][RED]["tiles"] = []
    resume(with_col3, BLU)
    assert with_col3["active"] == RED and with_col3["stage"] == "lifeline"
    without = build(columns={RED: ["a1", "j10", "e1"], BLU: ["a10", "j1"]}, active=BLU)
    without["players"][RED]["tiles"] = []
    events = resume(without, BLU)
    assert events[0].kind == "dropped_out" and events[0].params["penalty"] == 0
    assert without["players"][RED]["out"]


# ---------------------------------------------------------------- §5.6 / §6 drop-out and end


def test_drop_out_is_permanent():
    state = build(columns={RED: ["a1", "j10", "e1"], BLU: ["a3", "j8"]}, tiles={BLU: _F06_BLUE}, active=BLU)
    resume(state, BLU)
    assert state["players"][RED]["out"]
    # BLU keeps playing; RED never becomes active again, even when new space would appear.
    while state["phase"] != "over":
        assert state["active"] == BLU
        state, _ = accepted(state, BLU, GAME.default_action(state, BLU))
    assert GAME.result(state).scores[RED] == 53


def test_s10_13_drop_out_is_permanent_even_when_a_col3_cell_appears():
    from engine.games.frame.position import position, third_column_mask

    state = build(columns={RED: ["a1", "j10"], BLU: ["a3", "j8"]}, tiles={BLU: _F06_BLUE}, active=BLU)
    resume(state, BLU)
    assert state["stage"] == "lifeline"
    state, _ = accepted(state, RED, {"type": "dropout"})  # RED gives up with COL3 still in hand
    assert "COL3" in state["players"][RED]["columns"]
    geo = geometry(10)
    before = third_column_mask(state, position(state), RED)
    assert not before & geo.mask_of(["h6"])
    state, _ = accepted(state, BLU, place("O4", "h7", "i7", "h8", "i8"))
    after = third_column_mask(state, position(state), RED)
    assert after & geo.mask_of(["h6"])  # BLU's tile made h6 a third-column cell …
    assert state["active"] == BLU  # … but RED stays out
    assert GAME.legal_actions(state, RED) == []
    assert GAME.view(state, RED)["me"]["column_cells"] == []
    while state["phase"] != "over":
        assert state["active"] == BLU
        state, _ = accepted(state, BLU, GAME.default_action(state, BLU))
    assert GAME.result(state).scores[RED] == 53


def test_game_ends_when_everyone_is_out():
    state = build(columns={RED: ["a1", "j10", "e1"], BLU: ["a3", "j8", "c5"]}, tiles={BLU: _F06_BLUE}, active=BLU)
    state["players"][BLU]["tiles"] = []
    events = resume(state, BLU)
    assert [e.kind for e in events] == ["dropped_out", "dropped_out", "game_over"]
    assert state["phase"] == "over" and GAME.to_act(state) == []


# ---------------------------------------------------------------- §7 scoring


def test_result_details_list_unplaced_penalty_last_placement_rank():
    state = build(columns={RED: ["a1", "j10", "e1"], BLU: ["a3", "j8", "c5"]}, tiles={BLU: _F06_BLUE}, active=BLU)
    state["players"][BLU]["tiles"] = ["I4"]
    for player in state["players"]:
        player["out"] = True
    GAME._end_game(state, [])
    result = GAME.result(state)
    assert result.ranking == [[BLU], [RED]]
    assert result.scores == {RED: 53, BLU: 4}
    blue = result.details["players"][BLU]
    assert blue["unplaced"] == ["I4"] and blue["penalty"] == 4 and blue["rank"] == 1
    assert blue["last_placement"] == 10
    assert result.explanation == str(texts.tie("none"))
    assert result.to_json()["scores"] == {"0": 53, "1": 4}


def test_tie_break_last_placement_is_strict_with_three_tied():
    state = new_state(3)
    for seat, last in ((0, 40), (1, 42), (2, 41)):
        state["players"][seat].update(tiles=["I2"], out=True, last_placement=last)
    state["phase"] = "tiles"
    GAME._end_game(state, [])
    assert GAME.result(state).ranking == [[1], [2], [0]]


def test_tie_break_later_seat_counts_from_this_games_start():
    state = new_state(4, start=2, tie_break="later_seat")
    for seat in range(4):
        state["players"][seat].update(tiles=["I2"], out=True, last_placement=10 + seat)
    state["phase"] = "tiles"
    GAME._end_game(state, [])
    # turn order 2, 3, 0, 1 → later is better
    assert GAME.result(state).ranking == [[1], [0], [3], [2]]


# ---------------------------------------------------------------- §8 options


def test_option_defaults():
    state = GAME.setup(3, {}, random.Random(0))
    assert state["options"] == {
        "match": False,
        "match_games": None,
        "tie_break": "last_placement",
        "start_player": "random",
        "allow_reflection": True,
        "legal_move_hints": False,
        "decision_timeout_s": None,
    }
    assert state["games_total"] == 1
    assert GAME.setup(3, {"match": True}, random.Random(0))["games_total"] == 3
    assert GAME.setup(3, {"match": "yes", "match_games": "5"}, random.Random(0))["games_total"] == 5


@pytest.mark.parametrize(
    ("n", "options"),
    [
        (2, {"colour": "red"}),
        (2, {"match": "maybe"}),
        (3, {"match": True, "match_games": 2}),
        (2, {"match_games": "x"}),
        (2, {"tie_break": "coin"}),
        (2, {"start_player": 3}),
        (2, {"start_player": "first"}),
        (2, {"allow_reflection": 5}),
        (2, {"decision_timeout_s": 1}),
        (2, {"decision_timeout_s": "never"}),
        (2, {"legal_move_hints": "maybe"}),
        (2, {"match": True, "match_games": 1}),
        (4, {"match": True, "match_games": 3}),
        (2, {"start_player": 0}),
        (4, {"start_player": "5"}),
        (1, {}),
        (5, {}),
    ],
)
def test_bad_options_are_refused(n, options):
    with pytest.raises(OptionError):
        GAME.setup(n, options, random.Random(0))


def test_check_options_refuses_impossible_combinations_early():
    """Issue 13 item 7: what no table size can play is refused at `new` (n_players None); what this table size
    cannot play, at start."""
    defaults = {o.name: o.default for o in GAME.options}
    with pytest.raises(OptionError, match="only counts in a match"):
        GAME.check_options({**defaults, "match_games": 3}, None)
    GAME.check_options({**defaults, "match": True, "match_games": 2}, None)  # fine for 2 players
    GAME.check_options({**defaults, "start_player": "4"}, None)  # fine for 4 players
    with pytest.raises(OptionError, match="at least one game per player: 3 players"):
        GAME.check_options({**defaults, "match": True, "match_games": 2}, 3)
    with pytest.raises(OptionError, match="seat 4, but this table has only 3 players"):
        GAME.check_options({**defaults, "start_player": "4"}, 3)
    GAME.check_options({**defaults, "match": True, "match_games": 3, "start_player": "3"}, 3)
    GAME.check_options({**defaults, "match": True}, 4)


def test_s8_decision_timeout_is_an_int_or_none():
    # §8: `decision_timeout_s` is "int or `none`", default `none`.
    for value in ("none", "None", " NONE ", None):
        assert GAME.setup(2, {"decision_timeout_s": value}, random.Random(0))["options"]["decision_timeout_s"] is None
    assert GAME.setup(2, {"decision_timeout_s": "3600"}, random.Random(0))["options"]["decision_timeout_s"] == 3600
    with pytest.raises(OptionError):
        GAME.setup(2, {"decision_timeout_s": "never"}, random.Random(0))


def test_s8_legal_move_hints_and_explicit_random_start_are_accepted():
    state = GAME.setup(3, {"legal_move_hints": "yes", "start_player": "random"}, random.Random(0))
    assert state["options"]["legal_move_hints"] is True and state["options"]["start_player"] == "random"


def test_option_declarations():
    names = [o.name for o in GAME.options]
    assert names == [
        "match",
        "match_games",
        "tie_break",
        "start_player",
        "allow_reflection",
        "legal_move_hints",
        "decision_timeout_s",
    ]
    assert all(o.description == texts.option_description(o.name) for o in GAME.options)
    assert (GAME.name, GAME.min_players, GAME.max_players) == ("frame", 2, 4)


# ---------------------------------------------------------------- §8.1 match


def test_match_plays_fresh_games_rotating_start_and_sums_penalties():
    state = GAME.setup(2, {"match": True, "start_player": "2"}, random.Random(3))
    rng = random.Random(3)
    starts = [state["start"]]
    game_overs = []
    while state["phase"] != "over":
        seat = state["active"]
        events = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng)
        for event in events:
            if event.kind == "game_over":
                game_overs.append(event.params)
            if event.kind == "game_started":
                starts.append(event.params["start"])
                assert state["placements"] == [] and state["counter"] == 0
                assert all(len(p["tiles"]) == 13 and not p["out"] for p in state["players"])
    assert starts == [BLU, RED]
    assert len(game_overs) == 2 and len(state["history"]) == 2
    totals = [sum(g["penalties"][s] for g in game_overs) for s in (RED, BLU)]
    result = GAME.result(state)
    assert result.scores == {RED: totals[0], BLU: totals[1]}
    assert game_overs[-1]["totals"] == totals


def test_match_tie_goes_to_the_better_place_in_the_last_game():
    from engine.games.frame.scoring import match_ranking

    assert match_ranking([17, 17, 22], [0, 2, 1]) == [0, 1, 2]
    assert match_ranking([17, 17, 22], [1, 2, 0]) == [1, 0, 2]


# ---------------------------------------------------------------- §10.17 a player leaves


def test_player_leaving_mid_game_drops_out_and_play_continues():
    state = new_state(3, start=RED)
    state, _ = accepted(state, RED, column("a1"))
    events = GAME.remove_player(state, BLU)  # BLU, whose turn it is, leaves during the opening
    assert events[0].params == {"seat": BLU, "reason": "left", "penalty": 53}
    assert state["active"] == GRN
    rng = random.Random(1)
    while state["phase"] != "over":
        seat = state["active"]
        assert seat != BLU
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng)
    result = GAME.result(state)
    assert result.scores[BLU] == 53 and result.details["players"][BLU]["left"]
    assert result.ranking[-1] == [BLU]


def test_s5_1_pieces_stay_on_the_board_when_their_owner_leaves():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, tiles={BLU: {"I3": ["c5", "d5", "e5"]}}, active=RED)
    before = [dict(p) for p in state["placements"]]
    GAME.remove_player(state, BLU)
    assert state["placements"] == before and state["active"] == RED
    assert refused(state, RED, column("a10")) == reason("cell_taken", cell="a10")
    assert is_legal(state, RED, column("c4"))  # BLU's tile still lets a third column stand next to it
    assert refused(state, RED, column("a9")) == reason("column_next_to_column", cell="a10")


def test_player_leaving_in_a_match_sits_out_later_games():
    state = GAME.setup(2, {"match": True, "start_player": "1"}, random.Random(0))
    events = GAME.remove_player(state, RED)
    assert state["active"] == BLU
    rng = random.Random(2)
    while state["phase"] != "over":
        seat = state["active"]
        assert seat == BLU
        events = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng)
    assert [g["penalties"][RED] for g in state["history"]] == [53, 53]
    assert any(e.kind == "match_over" for e in events)


def test_remove_player_refusals():
    state = new_state(2)
    GAME.remove_player(state, RED)
    with pytest.raises(Exception, match="already left"):
        GAME.remove_player(state, RED)
    with pytest.raises(Exception, match="not playing"):
        GAME.remove_player(state, 7)


def test_last_player_leaving_ends_the_game():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    GAME.remove_player(state, BLU)
    assert state["active"] == RED
    events = GAME.remove_player(state, RED)
    assert events[-1].kind == "game_over" and state["phase"] == "over"


# ---------------------------------------------------------------- events and text


def test_every_event_has_a_sentence():
    names = ["Ann", "Bob", "Cyd", "Dee"]
    samples = [
        Event("game_started", {"game_no": 1, "games_total": 1, "match": False, "size": 10, "start": 0}),
        Event("game_started", {"game_no": 2, "games_total": 4, "match": True, "size": 14, "start": 1}),
        Event("turn", {"seat": 0, "stage": "opening", "column": "COL1"}),
        Event("turn", {"seat": 1, "stage": "tiles", "column": None}),
        Event("turn", {"seat": 2, "stage": "tiles_or_column", "column": None}),
        Event("turn", {"seat": 3, "stage": "lifeline", "column": None}),
        Event("column_placed", {"seat": 0, "column": "COL3", "cell": "c1", "counter": 9}),
        Event("tile_placed", {"seat": 1, "tile": "L4", "cells": ["c2", "c3", "d3", "e3"], "pips": 4, "counter": 5}),
        Event("dropped_out", {"seat": 2, "reason": "stuck", "penalty": 12}),
        Event("dropped_out", {"seat": 2, "reason": "chose", "penalty": 12}),
        Event("dropped_out", {"seat": 2, "reason": "left", "penalty": 12}),
        Event(
            "game_over",
            {"game_no": 1, "games_total": 1, "match": False, "ranking": [1, 0], "penalties": [8, 3], "totals": [8, 3]},
        ),
        Event(
            "game_over",
            {"game_no": 1, "games_total": 2, "match": True, "ranking": [1, 0], "penalties": [8, 3], "totals": [8, 3]},
        ),
        Event("match_over", {"ranking": [1, 0], "totals": [20, 9]}),
    ]
    for event in samples:
        text = str(GAME.describe(event, names))
        assert text and "{" not in text and text != event.kind, event
    assert str(GAME.describe(samples[7], names)) == "Bob placed their L4 (L tetromino, 4 pips) on c2 c3 d3 e3."
    assert str(GAME.describe(samples[11], names)) == "Final ranking: 1. Bob 3 pts, 2. Ann 8 pts."


def test_all_events_are_public():
    state = GAME.setup(3, {}, random.Random(4))
    rng = random.Random(4)
    while state["phase"] != "over":
        seat = state["active"]
        for event in GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng):
            assert event.public
            assert str(GAME.describe(event, ["A", "B", "C"]))


def test_start_events():
    state = new_state(2, start=BLU)
    events = GAME.start_events(state)
    assert [e.kind for e in events] == ["game_started", "turn"]
    assert str(GAME.describe(events[1], ["Ann", "Bob"])) == "Bob: place your first column on an edge cell."


def test_seats_never_act_for_others():
    state = new_state(4)
    for seat in (BLU, GRN, YEL):
        assert GAME.legal_actions(state, seat) == []
        assert refused(state, seat, column("a1")) == reason("not_your_turn")


def test_invariants_name_a_broken_rule():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a10", "j1"]}, active=RED)
    GAME.invariants(state)
    state["placements"][1]["cells"] = ["b1"]  # next to RED's a1: in its ring
    with pytest.raises(AssertionError, match="ring"):
        GAME.invariants(state)
