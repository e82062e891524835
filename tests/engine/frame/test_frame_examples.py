"""Spec §11 worked examples F-01 … F-11, one test each, following the text verbatim."""

from __future__ import annotations

import random

from frame_helpers import (
    BLU,
    GAME,
    RED,
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

from engine.games.frame import scoring
from engine.games.frame.pieces import CATALOGUE, TILES_BY_ID, transform
from engine.games.frame.position import position


def test_F01_setup_sizes():
    for n, size, files in ((2, 10, "abcdefghij"), (3, 12, "abcdefghijkl"), (4, 14, "abcdefghijklmn")):
        state = GAME.setup(n, {}, random.Random(n))
        view = GAME.view(state, None)
        assert state["size"] == size and view["size"] == size
        assert view["files"] == files
        for player in view["players"]:
            assert len(player["tiles_left"]) == 13
            assert sum(t["pips"] for t in player["tiles_left"]) == 53
            assert player["penalty"] == 53
            assert player["columns_left"] == ["COL1", "COL2", "COL3"]
        assert state["placements"] == []


def _f02_state():
    # RED's column on a4; nothing else. BLU is to place its first column.
    state = build(columns={RED: ["a4"]}, active=BLU, phase="opening")
    state["opening_queue"] = [BLU, RED, BLU]
    return state


def test_F02_opening_column_legality():
    state = _f02_state()
    assert not is_legal(state, BLU, column("a5"))
    assert refused(state, BLU, column("a5")) == reason("column_next_to_column", cell="a4")
    assert not is_legal(state, BLU, column("b5"))
    assert refused(state, BLU, column("b5")) == reason("column_not_border")
    assert not is_legal(state, BLU, column("b3"))
    assert refused(state, BLU, column("b3")) == reason("column_not_border")
    assert not is_legal(state, BLU, column("a3"))
    assert refused(state, BLU, column("a3")) == reason("column_next_to_column", cell="a4")
    assert not is_legal(state, BLU, column("e5"))
    assert refused(state, BLU, column("e5")) == reason("column_not_border")
    assert is_legal(state, BLU, column("a6"))
    assert is_legal(state, BLU, column("b1"))
    assert is_legal(state, BLU, column("j10"))


def _f03_state():
    # RED column a3; BLU column d1; RED tile L3 on b3 c3 b4. RED is active.
    return build(columns={RED: ["a3"], BLU: ["d1"]}, tiles={RED: {"L3": ["b3", "c3", "b4"]}}, active=RED)


def test_F03_tile_placement_legality():
    state = _f03_state()
    # 1 legal: d3 touches RED's c3
    assert is_legal(state, RED, place("I3", "d3", "e3", "f3"))
    # 2 illegal: only corner contact (d4–c3)
    assert not is_legal(state, RED, place("O4", "d4", "e4", "d5", "e5"))
    assert refused(state, RED, place("O4", "d4", "e4", "d5", "e5")) == reason("diagonal")
    # 3 illegal: touches only BLU's column d1
    assert not is_legal(state, RED, place("I3", "e1", "f1", "g1"))
    assert refused(state, RED, place("I3", "e1", "f1", "g1")) == reason("not_touching")
    # 4 legal: c2 touches RED's c3; touching BLU's d1 is irrelevant
    assert is_legal(state, RED, place("I2", "c1", "c2"))
    # 5 illegal: RED's only L3 is already on the board (§5.4 rule 1)
    assert not is_legal(state, RED, place("L3", "c4", "c5", "d5"))
    assert refused(state, RED, place("L3", "c4", "c5", "d5")) == reason("tile_placed", tile="L3")
    # 6 illegal: c3 is occupied
    assert not is_legal(state, RED, place("I2", "c3", "d3"))
    assert refused(state, RED, place("I2", "c3", "d3")) == reason("overlap", cell="c3")
    # 7 illegal: k1 is outside the 10×10 board
    assert not is_legal(state, RED, place("I4", "h1", "i1", "j1", "k1"))
    assert refused(state, RED, place("I4", "h1", "i1", "j1", "k1")) == reason("outside", cell="k1", size=10)
    # 8 illegal: not a P5 shape (not even connected)
    assert not is_legal(state, RED, place("P5", "e5", "f5", "g5", "f6", "g7"))
    assert refused(state, RED, place("P5", "e5", "f5", "g5", "f6", "g7")) == reason(
        "bad_shape", tile="P5", name="P pentomino"
    )
    # 9 legal: c4 touches c3 and b4
    assert is_legal(state, RED, place("L4", "c4", "c5", "d5", "e5"))


def test_F04_orientation_handling():
    l4 = TILES_BY_ID["L4"]
    assert transform(l4.cells, 90, False) == ((0, 0), (0, 1), (1, 1), (2, 1))
    state = build(columns={RED: ["c1"], BLU: ["j10"]}, active=RED)
    alt = {"type": "place", "tile": "L4", "rot": 90, "mirror": False, "at": "c2"}
    state_alt, events_alt = accepted(state, RED, alt)
    assert events_alt[0].params["cells"] == ["c2", "c3", "d3", "e3"]
    state_cells, events_cells = accepted(state, RED, place("L4", "c2", "c3", "d3", "e3"))
    assert state_alt == state_cells
    # mirror=yes rot=0: a J shape
    assert transform(l4.cells, 0, True) == ((0, 0), (1, 0), (1, 1), (1, 2))
    j_state = build(columns={RED: ["a2"], BLU: ["j10"]}, active=RED)
    assert is_legal(j_state, RED, place("L4", "a1", "b1", "b2", "b3"))
    no_flip = build(columns={RED: ["a2"], BLU: ["j10"]}, active=RED, allow_reflection=False)
    assert not is_legal(no_flip, RED, place("L4", "a1", "b1", "b2", "b3"))
    assert refused(no_flip, RED, place("L4", "a1", "b1", "b2", "b3")) == reason("no_reflection")
    # S4 as a Z
    z_state = build(columns={RED: ["a3"], BLU: ["j10"]}, active=RED)
    assert is_legal(z_state, RED, place("S4", "a2", "b2", "b1", "c1"))
    z_no_flip = build(columns={RED: ["a3"], BLU: ["j10"]}, active=RED, allow_reflection=False)
    assert refused(z_no_flip, RED, place("S4", "a2", "b2", "b1", "c1")) == reason("no_reflection")
    assert len(TILES_BY_ID["S4"].allowed(False)) == 2
    # counts match §2.4, total 55
    expected = {"I2": 2, "I3": 2, "L3": 4, "I4": 2, "O4": 1, "T4": 4, "S4": 4, "L4": 8}
    expected |= {"P5": 8, "U5": 4, "L5": 8, "T5": 4, "V5": 4}
    assert {t.id: len(t.orientations) for t in CATALOGUE.tiles} == expected
    assert sum(expected.values()) == 55


def _f05_state():
    # F-03 plus RED tile I3 on d3 e3 f3; RED has not placed COL3; tile phase.
    return build(
        columns={RED: ["a3"], BLU: ["d1"]},
        tiles={RED: {"L3": ["b3", "c3", "b4"], "I3": ["d3", "e3", "f3"]}},
        active=RED,
    )


def test_F05_third_column_legality():
    state = _f05_state()
    for cell in ("f2", "c4", "b5", "a6"):
        assert is_legal(state, RED, column(cell)), cell
    assert refused(state, RED, column("e2")) == reason("column_next_to_column", cell="d1")
    assert refused(state, RED, column("a2")) == reason("column_next_to_column", cell="a3")
    assert refused(state, RED, column("e7")) == reason("column3_reach")
    assert refused(state, RED, column("g4")) == reason("column3_reach")
    for cell in ("e2", "a2", "e7", "g4"):
        assert not is_legal(state, RED, column(cell))
    # Also illegal: the same cells during S1 or S2 (the same board, but RED is placing its second opening column).
    opening = _f05_state()
    opening.update(phase="opening", stage="opening", opening_queue=[RED, BLU])
    for cell in ("f2", "c4", "b5"):  # reaching a tile does not count for an opening column
        assert not is_legal(opening, RED, column(cell))
        assert refused(opening, RED, column(cell)) == reason("column_not_border")
    after_opening, events = accepted(opening, RED, column("a6"))  # an edge cell takes COL2, never COL3
    assert events[0].params["column"] == "COL2"
    assert after_opening["players"][RED]["columns"] == ["COL3"]
    # … or any cell once RED has placed COL3.
    after, _ = accepted(state, RED, column("f2"))
    after["active"] = RED  # RED's next turn
    for cell in ("c4", "b5", "a6"):
        assert refused(after, RED, column(cell)) == reason("column3_placed")
        assert column(cell) not in GAME.legal_actions(after, RED)


F06_BLUE_TILES = {
    "I3": ["b1", "b2", "b3"],
    "L4": ["d1", "d2", "d3", "e3"],
    "L3": ["f1", "f2", "g1"],
    "I2": ["i9", "i10"],
}


def test_F06_drop_out():
    state = build(
        columns={RED: ["a1", "j10", "e1"], BLU: ["a3", "j8"]},
        tiles={BLU: F06_BLUE_TILES},
        active=RED,
    )
    assert all(p["tiles"] for p in state["players"])
    pos = position(state)
    frontier = pos.frontier(RED)  # every empty cell touching a RED piece …
    assert sorted(pos.geo.names_of(frontier)) == ["a2", "e2", "j9"]
    assert not pos.geo.n4(frontier) & pos.empty  # … has no empty orthogonal neighbour
    assert GAME.legal_actions(state, RED) == []  # LT = ∅ and LC = ∅
    counter = state["counter"]
    events = resume(state, BLU)  # the engine reaches RED's turn
    assert events[0].kind == "dropped_out"
    assert events[0].params == {"seat": RED, "reason": "stuck", "penalty": 53}
    assert state["players"][RED]["out"]
    assert state["active"] == BLU
    assert GAME.view(state, None)["players"][RED]["penalty"] == 53
    assert state["counter"] == counter  # a drop-out is not a placement (§10.16)


def test_F07_third_column_as_lifeline():
    state = build(columns={RED: ["a1", "j10"], BLU: ["a3", "j8"]}, tiles={BLU: F06_BLUE_TILES}, active=BLU)
    resume(state, BLU)  # BLU "moved"; RED's turn comes up
    assert state["active"] == RED and not state["players"][RED]["out"]
    assert state["stage"] == "lifeline"  # case (b)
    actions = GAME.legal_actions(state, RED)
    assert not [a for a in actions if a["type"] == "place"]  # LT = ∅
    assert {"type": "dropout"} in actions
    for cell in ("c1", "e1", "e2"):
        assert is_legal(state, RED, column(cell))
    assert not is_legal(state, RED, column("a2"))
    state, events = accepted(state, RED, column("c1"))
    assert events[0].kind == "column_placed" and events[0].params["column"] == "COL3"
    assert not state["players"][RED]["out"]
    # BLU plays elsewhere (not on c2 c3 c4 d4 e4), then it is RED's turn again.
    assert state["active"] == BLU
    state, _ = accepted(state, BLU, place("O4", "h7", "i7", "h8", "i8"))
    assert state["active"] == RED
    actions = GAME.legal_actions(state, RED)
    for wanted in (place("I2", "c2", "c3"), place("I3", "c2", "c3", "c4"), place("V5", "c2", "c3", "c4", "d4", "e4")):
        assert is_legal(state, RED, wanted)
    assert len([a for a in actions if a["type"] == "place"]) > 3


def test_F08_rulebook_penalty_examples():
    assert scoring.penalty(["I2"]) == 2
    assert scoring.penalty(["I3", "U5"]) == 8
    assert scoring.penalty(["O4", "T4", "P5"]) == 13
    assert scoring.penalty(["L3", "I4", "S4"]) == 11
    assert scoring.penalty([]) == 0
    assert scoring.penalty(list(TILES_BY_ID)) == 53
    # An unplaced COL3 adds 0: a player with COL3 in hand and I2 unplaced scores 2.
    state = new_state()
    state["players"][RED]["tiles"] = ["I2"]
    assert "COL3" in state["players"][RED]["columns"]
    assert GAME.view(state, None)["players"][RED]["penalty"] == 2


def _f09_state(tie_break: str) -> dict:
    state = new_state(2, RED, tie_break=tie_break)
    for seat, last in ((RED, 31), (BLU, 30)):
        state["players"][seat].update(tiles=["I3", "U5"], out=True, last_placement=last)
    state["phase"] = "tiles"
    GAME._end_game(state, [])
    return state


def test_F09_tie_break():
    result = GAME.result(_f09_state("last_placement"))
    assert result.ranking == [[RED], [BLU]]
    assert result.scores == {RED: 8, BLU: 8}
    assert "later last placement" in result.explanation
    result = GAME.result(_f09_state("later_seat"))
    assert result.ranking == [[BLU], [RED]]


def _first_tile(state: dict, seat: int) -> dict:
    return next(a for a in GAME.legal_actions(state, seat) if a["type"] == "place")


def test_F10_turn_order_opening_rounds_and_dropouts():
    A, B, C = 0, 1, 2
    state = new_state(3, start=B)
    order = []
    for expected_counter in range(1, 7):
        seat = state["active"]
        order.append(seat)
        state, _ = accepted(state, seat, GAME.legal_actions(state, seat)[-1])
        assert state["counter"] == expected_counter
    assert order == [B, C, A, B, C, A]
    assert state["phase"] == "tiles"
    order = []
    for _ in range(6):
        seat = state["active"]
        order.append(seat)
        state, _ = accepted(state, seat, _first_tile(state, seat))
    assert order == [B, C, A, B, C, A]
    # C drops out: the order becomes B, A, B, A
    seat = state["active"]
    assert seat == B
    state, _ = accepted(state, B, _first_tile(state, B))
    assert state["active"] == C
    state["players"][C]["tiles"] = []  # C can no longer place a tile: case (b)
    state, events = accepted(state, C, {"type": "dropout"})
    assert events[0].kind == "dropped_out" and state["players"][C]["out"]
    assert state["active"] == A  # A finishes the round C left …
    state, _ = accepted(state, A, _first_tile(state, A))
    order = []
    for _ in range(4):
        seat = state["active"]
        order.append(seat)
        state, _ = accepted(state, seat, _first_tile(state, seat))
    assert order == [B, A, B, A]  # … then the order becomes B, A, B, A
    assert state["active"] == B
    state, _ = accepted(state, B, _first_tile(state, B))
    # A drops out next: B takes every turn until B drops out, then S5.
    state["players"][A]["tiles"] = []
    state, _ = accepted(state, A, {"type": "dropout"})
    moves = 0
    while state["phase"] != "over":
        assert state["active"] == B
        state, _ = accepted(state, B, GAME.default_action(state, B))
        moves += 1
    assert moves >= 2
    assert GAME.result(state) is not None


F11_PENALTY_TILES = {
    5: ["U5"],
    12: ["P5", "U5", "I2"],
    0: [],
    8: ["I3", "U5"],
    3: ["I3"],
    6: ["I2", "I4"],
    2: ["I2"],
    9: ["I4", "U5"],
    11: ["L3", "I4", "S4"],
}


def test_F11_match():
    A, B, C = 0, 1, 2
    state = GAME.setup(3, {"match": True, "match_games": 3, "start_player": "1"}, random.Random(5))
    penalties = {A: [5, 12, 0], B: [8, 3, 6], C: [2, 9, 11]}
    starts = []
    for game in range(3):
        starts.append(state["start"])
        assert state["game_no"] == game + 1 and GAME.result(state) is None
        for seat in (A, B, C):
            player = state["players"][seat]
            player.update(tiles=list(F11_PENALTY_TILES[penalties[seat][game]]), out=True)
        # last placements in the order the players would drop out: the start player's turn order
        for k, seat in enumerate((state["start"] + i) % 3 for i in range(3)):
            state["players"][seat]["last_placement"] = 30 + k
        state["phase"] = "tiles"
        events: list = []
        GAME._end_game(state, events)
        assert events[0].kind == "game_over"
    assert starts == [A, B, C]
    assert [g["penalties"] for g in state["history"]] == [[5, 8, 2], [12, 3, 9], [0, 6, 11]]
    last_game = state["history"][-1]["ranking"]
    assert last_game.index(A) < last_game.index(B)  # in game 3, A (0) ranked above B (6)
    assert events[-1].kind == "match_over" and events[-1].params["ranking"] == [A, B, C]
    result = GAME.result(state)
    assert result.scores == {A: 17, B: 17, C: 22}
    assert result.ranking == [[A], [B], [C]]
    assert "last game" in result.explanation
    assert result.details["players"][A]["penalties_by_game"] == [5, 12, 0]
