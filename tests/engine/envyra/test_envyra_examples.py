"""The spec's worked examples T-E-01 ... T-E-23 (§11), each followed verbatim."""

from __future__ import annotations

import random

import pytest
from envyra_testkit import (
    GAME,
    StubRng,
    build,
    check_invariants,
    cubes_at,
    end_round,
    kinds,
    move,
    of_kind,
    place,
    remove,
    start_round,
)

from engine.core import IllegalMove
from engine.games.envyra import flow, scoring
from engine.games.envyra.board import can_access
from engine.games.envyra.rules import placement_choices

PURPLE, GREY, PINK = 0, 1, 2
ALICE, BOB = 0, 1


def finish(state: dict, condition: str = "D") -> dict:
    flow.game_over(state, condition, [])
    return GAME.result(state)


def test_T_E_01_scoring_example() -> None:
    owned = ["GRN06", "GRN05", "GRN07", "ORA06", "BLU07", "ORA09", "ORA10"]
    state = build(3, grid={"A1": "GRN01"}, owned={0: owned})
    result = finish(state)
    me = result.details["seats"][0]
    assert me["tile_vp"] == 4 + 1 + 3 + 4 + 3 + 4 + 2 == 21
    assert me["layers"] == {"Orange": [3], "Green": [2, 1], "Blue": [1]}
    assert me["set_vp"] == 6
    assert me["sets"] == [3, 2]
    assert me["equilibrium_vp"] == 0
    assert me["total"] == 27 == result.scores[0]


def t_e_02_state() -> dict:
    grid = {
        "A1": "GRN01", "B1": "BLU01", "C1": "BLU02",
        "A2": "ORA01", "B2": "GRN04", "C2": "BON01",
        "A3": "ORA03", "B3": "GRN02", "C3": "BLU04",
    }  # fmt: skip
    return build(3, grid=grid, start=PURPLE, bag=["GRN05", "ORA05", "BLU05"])


def test_T_E_02_three_player_cube_moving_order() -> None:
    state = t_e_02_state()
    place(state, PURPLE, "B2", "A3")
    place(state, GREY, "B2", "C1")
    events = place(state, PINK, "B2", "C1")
    assert kinds(events)[-1] == "reveal"
    assert state["supply"] == [3, 3, 3]
    # 1. Purple, D2: chooses B2
    assert GAME.to_act(state) == [PURPLE]
    assert GAME.legal_actions(state, PURPLE) == [{"type": "move", "position": p} for p in ("B2", "A3")]
    move(state, PURPLE, "B2")
    assert cubes_at(state, "B2") == [PURPLE]
    # 2. Grey, D2: chooses B2
    assert GAME.to_act(state) == [GREY]
    move(state, GREY, "B2")
    assert cubes_at(state, "B2") == [PURPLE, GREY]
    # 3. Pink, D2: chooses B2 -> 1/1/1 tie, Pink placed last and claims GRN04; then everything is automatic
    assert GAME.to_act(state) == [PINK]
    rng = StubRng(["GRN05", "ORA05"])
    events = move(state, PINK, "B2", rng)
    claims = of_kind(events, "claimed")
    assert claims[0] == {
        "seat": PINK, "mover": PINK, "position": "B2", "tile": "GRN04",
        "counts": [[0, 1], [1, 1], [2, 1]], "tie": True,
    }  # fmt: skip
    moved = [(p["seat"], p["position"], p["auto"], p["pass"]) for p in of_kind(events, "cube_moved")]
    # 4. Pink's second cube (C1), 5. Grey's second cube (C1, claims BLU02), 6. Purple's second cube (A3)
    assert moved == [(PINK, "B2", False, 1), (PINK, "C1", True, 2), (GREY, "C1", True, 2), (PURPLE, "A3", True, 2)]
    assert claims[1]["seat"] == GREY and claims[1]["tile"] == "BLU02" and claims[1]["tie"] is True
    # round end: refill C1 then B2, cone to Grey
    assert [(p["position"], p["tile"]) for p in of_kind(events, "refill")] == [("C1", "GRN05"), ("B2", "ORA05")]
    order = kinds(events)
    assert order.index("round_end") < order.index("refill") < order.index("cone_passed") < order.index("round_start")
    assert not of_kind(events, "cubes_returned")  # the cube check changes nothing
    assert state["owned"] == [[], ["BLU02"], ["GRN04"]]
    assert cubes_at(state, "A3") == [PURPLE]
    assert state["supply"] == [4, 5, 5]
    assert state["start"] == GREY and state["round"] == 2 and state["phase"] == "phase1"
    assert GAME.view(state, None)["order"] == [GREY, PINK, PURPLE, PURPLE, PINK, GREY]
    check_invariants(state)


def test_T_E_03_claim_by_majority() -> None:
    state = build(2, grid={"A2": "ORA04", "B1": "GRN02"}, cubes={"A2": [PURPLE, GREY]}, start=PURPLE)
    assert state["cubes"]["A2"] == [[PURPLE, 1], [GREY, 2]]  # placements #1 and #2 from earlier rounds
    place(state, PURPLE, "A2")
    events = place(state, GREY, "B1")
    assert of_kind(events, "cube_moved")[0]["position"] == "A2" and state["seq"] >= 3  # Purple's cube is #3
    assert state["supply"] == [5, 4]  # Purple 3 + 2 back, Grey 3 + 1 back (his own cube then went to B1)
    claim = of_kind(events, "claimed")[0]
    assert claim["seat"] == PURPLE and claim["tile"] == "ORA04" and claim["counts"] == [[0, 2], [1, 1]]
    assert not claim["tie"]
    assert state["owned"][PURPLE] == ["ORA04"]
    assert state["grid"]["A2"] is None  # the bag is empty: A2 stays empty
    assert "A2" in of_kind(events, "bag_empty")[0]["positions"]


def test_T_E_04_majority_beats_last_placer() -> None:
    state = build(2, grid={"A2": "ORA04", "B1": "GRN02"}, cubes={"A2": [GREY, GREY]}, start=PURPLE)
    place(state, PURPLE, "A2")
    events = place(state, GREY, "B1")
    claim = of_kind(events, "claimed")[0]
    assert claim["seat"] == GREY and claim["mover"] == PURPLE and claim["tile"] == "ORA04"
    assert claim["counts"] == [[0, 1], [1, 2]]
    assert state["owned"] == [[], ["ORA04"]]


def test_T_E_05_tie_goes_to_later_placer() -> None:
    state = build(3, grid={"A3": "ORA03", "B1": "GRN02", "C1": "BLU02"}, cubes={"A3": [PURPLE]}, start=PINK)
    place(state, PURPLE, "B1")
    place(state, GREY, "C1")
    events = place(state, PINK, "A3")
    claim = of_kind(events, "claimed")[0]
    assert claim == {
        "seat": PINK,
        "mover": PINK,
        "position": "A3",
        "tile": "ORA03",
        "counts": [[0, 1], [2, 1]],
        "tie": True,
    }


@pytest.mark.parametrize("with_blue", [False, True])
def test_T_E_06_reserved_tile_example_a(with_blue: bool) -> None:
    owned = ["ORA01", "GRN01"] + (["BLU01"] if with_blue else [])
    state = build(2, grid={"B1": "BON05", "A1": "GRN02"}, owned={ALICE: owned}, start=ALICE)
    place(state, ALICE, "B1")
    events = place(state, BOB, "A1")
    if with_blue:
        assert of_kind(events, "cube_moved")[0] == {
            "seat": ALICE,
            "position": "B1",
            "tile": "BON05",
            "auto": True,
            "pass": 1,
        }
        assert cubes_at(state, "B1") == [ALICE]
        assert state["supply"][ALICE] == 4
    else:
        assert of_kind(events, "no_move")[0]["reason"] == "not_movable"
        back = of_kind(events, "cubes_returned")[0]
        assert back == {"seat": ALICE, "count": 1, "positions": ["B1"], "reason": "requirement"}
        assert cubes_at(state, "B1") == []
        assert state["supply"][ALICE] == 5


@pytest.mark.parametrize(
    ("owned", "ok"),
    [
        (["ORA01", "ORA02", "GRN01"], True),
        (["ORA01", "GRN01", "GRN02"], False),
        (["ORA01", "BON01", "BON02", "GRN01"], False),
        (["ORA02", "ORA05", "GRN08", "BLU01"], True),
    ],
)
def test_T_E_07_reserved_tile_example_b(owned: list[str], ok: bool) -> None:
    state = build(3, grid={"A1": "BLU09"}, owned={ALICE: owned})
    assert can_access(state, ALICE, "BLU09") is ok


def test_T_E_08_gain_colour_with_first_cube() -> None:
    grid = {"A1": "BLU01", "B1": "GRN06", "C2": "GRN02", "C1": "BON01", "A2": "ORA03", "B2": "GRN03"}
    state = build(2, grid=grid, owned={ALICE: ["ORA02"]}, start=ALICE, bag=["BON02"])
    place(state, ALICE, "A1", "B1")
    events = place(state, BOB, "C2", rng=StubRng(["BON02"]))
    assert [(p["seat"], p["position"], p["pass"]) for p in of_kind(events, "cube_moved")] == [
        (ALICE, "A1", 1),
        (BOB, "C2", 1),
        (ALICE, "B1", 2),
    ]
    assert of_kind(events, "claimed")[0]["tile"] == "BLU01"
    assert state["owned"][ALICE] == ["ORA02", "BLU01"]
    assert cubes_at(state, "B1") == [ALICE] and cubes_at(state, "C2") == [BOB]
    assert state["supply"] == [4, 4]


def test_T_E_09_target_claimed_earlier_forced_order() -> None:
    state = build(3, grid={"A1": "GRN01", "B1": "BLU02"}, start=PURPLE)
    assert state["supply"] == [5, 5, 5] and not any(state["cubes"].values())
    place(state, PURPLE, "A1")
    place(state, GREY, "B1")
    events = place(state, PINK, "A1", "B1")
    assert of_kind(events, "reveal")[0]["supply"] == [4, 4, 3]
    assert of_kind(events, "claimed")[0]["tile"] == "GRN01" and of_kind(events, "claimed")[0]["seat"] == PURPLE
    assert of_kind(events, "cubes_returned")[0] == {
        "seat": PINK,
        "count": 1,
        "positions": ["A1"],
        "reason": "tile_claimed",
    }
    moved = [(p["seat"], p["position"], p["auto"]) for p in of_kind(events, "cube_moved")]
    assert moved == [(PURPLE, "A1", True), (GREY, "B1", True), (PINK, "B1", True)]
    blu = of_kind(events, "claimed")[1]
    assert blu["seat"] == PINK and blu["tile"] == "BLU02" and blu["tie"]
    assert of_kind(events, "no_move") == [{"seat": PINK, "positions": [], "reason": "empty_board", "pass": 2}]
    assert state["owned"] == [["GRN01"], [], ["BLU02"]]
    assert state["supply"] == [5, 5, 5]


def test_T_E_10_reserved_cube_never_legal_returns() -> None:
    bob, alice = 0, 1
    state = build(2, grid={"A1": "BLU01", "B1": "GRN06"}, owned={alice: ["ORA02"]}, start=bob)
    place(state, bob, "A1")
    events = place(state, alice, "A1", "B1")
    assert of_kind(events, "claimed")[0]["seat"] == bob
    assert of_kind(events, "cubes_returned")[0] == {
        "seat": alice,
        "count": 1,
        "positions": ["A1"],
        "reason": "tile_claimed",
    }
    no_moves = of_kind(events, "no_move")
    assert no_moves == [
        {"seat": alice, "positions": ["B1"], "reason": "waiting", "pass": 1},
        {"seat": alice, "positions": ["B1"], "reason": "not_movable", "pass": 2},
    ]
    assert of_kind(events, "cubes_returned")[1] == {
        "seat": alice,
        "count": 1,
        "positions": ["B1"],
        "reason": "requirement",
    }
    assert len(of_kind(events, "cube_moved")) == 1  # Bob has no pass-2 step
    assert state["owned"] == [["BLU01"], ["ORA02"]]
    assert state["supply"] == [5, 5]
    assert cubes_at(state, "B1") == []


def test_T_E_11_colour_won_on_another_players_move() -> None:
    bob, alice = 0, 1
    state = build(
        2,
        grid={"A1": "BLU04", "B1": "GRN06"},
        cubes={"A1": [alice, alice]},
        owned={alice: ["ORA02"]},
        supply={alice: 3, bob: 5},
        start=bob,
    )
    place(state, bob, "A1")
    events = place(state, alice, "B1")
    claim = of_kind(events, "claimed")[0]
    assert claim["seat"] == alice and claim["mover"] == bob and claim["counts"] == [[0, 1], [1, 2]]
    assert of_kind(events, "cube_moved")[1] == {
        "seat": alice,
        "position": "B1",
        "tile": "GRN06",
        "auto": True,
        "pass": 1,
    }
    assert state["owned"] == [[], ["ORA02", "BLU04"]]
    assert state["supply"] == [5, 4]
    assert cubes_at(state, "B1") == [alice]


def test_T_E_12_end_tile_claimed_mid_round() -> None:
    state = build(
        2,
        grid={"C2": "END", "A1": "GRN02", "B2": "ORA02"},
        cubes={"C2": [ALICE]},
        owned={ALICE: ["ORA01", "GRN01", "BLU01"], BOB: ["ORA03", "GRN03", "BLU03"]},
        start=ALICE,
    )
    place(state, ALICE, "A1", "C2")
    place(state, BOB, "C2", "B2")
    move(state, ALICE, "A1")
    assert cubes_at(state, "A1") == [ALICE]
    events = move(state, BOB, "C2")
    claim = of_kind(events, "claimed")[0]
    assert claim["seat"] == BOB and claim["tile"] == "END" and claim["tie"]
    assert kinds(events)[-1] == "game_over" and of_kind(events, "game_over")[0]["condition"] == "A"
    assert "refill" not in kinds(events) and "cone_passed" not in kinds(events) and "round_end" not in kinds(events)
    # Alice's C2 cube never moves: it goes back with the claim (§5 step 4); Bob's B2 cube stays on his board
    assert of_kind(events, "cubes_returned") == [
        {"seat": ALICE, "count": 1, "positions": ["C2"], "reason": "tile_claimed"}
    ]
    assert state["board"] == [[], ["B2"]]
    assert cubes_at(state, "B2") == [] and cubes_at(state, "A1") == [ALICE]
    assert GAME.to_act(state) == []
    result = GAME.result(state)
    assert result.details["condition"] == "A"
    bob = result.details["seats"][BOB]
    assert bob["end_tile"] and bob["tile_vp"] == 3 + 2 + 2 + 2  # END + ORA03 + GRN03 + BLU03
    with pytest.raises(IllegalMove):
        GAME.play(state, ALICE, {"type": "move", "position": "C2"}, StubRng())


def t_e_13_state(n: int, owned: dict | None, bag: list[str], empty: tuple[str, ...]) -> dict:
    fill = ["GRN02", "GRN03", "GRN04", "BLU02", "BLU03", "BLU04", "ORA02", "ORA03", "ORA04"]
    pos = [p for p in GAME.view(build(n, grid={}), None)["grid"]["cells"]]
    grid = {}
    for cell in pos:
        if cell["pos"] not in empty:
            grid[cell["pos"]] = fill.pop()
    return build(n, grid=grid, owned=owned, bag=bag)


def test_T_E_13_refill_case_1_end_placed() -> None:
    state = t_e_13_state(3, {ALICE: ["GRN01", "BLU01", "ORA01"]}, ["END", "GRN10", "BLU10"], ("B1", "A2"))
    events = end_round(state, StubRng(["END", "GRN10"]))
    assert state["grid"]["B1"] == "END" and state["grid"]["A2"] == "GRN10"
    assert state["bag"] == ["BLU10"]
    assert [(p["position"], p["tile"]) for p in of_kind(events, "refill")] == [("B1", "END"), ("A2", "GRN10")]


def test_T_E_13_refill_case_2_end_set_aside() -> None:
    state = t_e_13_state(3, None, ["END", "GRN10", "BLU10"], ("B1", "A2"))
    rng = StubRng(["END", "BLU10", "GRN10"])
    events = end_round(state, rng)
    assert rng.seen[1] == ["BLU10", "GRN10"]  # the replacement is drawn with END excluded
    assert rng.seen[2] == ["END", "GRN10"]  # END is back in the bag for the next position
    assert kinds(events)[1:5] == ["end_set_aside", "refill", "end_returned", "refill"]
    assert state["grid"]["B1"] == "BLU10" and state["grid"]["A2"] == "GRN10"
    assert state["bag"] == ["END"]
    assert state["phase"] == "phase1" and state["round"] == 2


def test_T_E_13_refill_case_3_condition_b() -> None:
    state = t_e_13_state(2, None, ["END"], ("B1",))
    state["supply"][BOB] = 0  # would trigger the cube check, which must be skipped
    state["cubes"]["A1"] = [[BOB, 1]]
    state["cubes"]["C1"] = [[BOB, 2]]
    state["grid"]["A1"], state["grid"]["C1"] = "BON03", "BON04"
    state["cubes"]["A2"] = [[BOB, 3], [BOB, 4]]
    state["grid"]["A2"] = "GRN04"
    state["cubes"]["B2"] = [[BOB, 5]]
    events = end_round(state, StubRng(["END"]))
    assert kinds(events) == ["round_end", "end_last", "game_over"]
    assert state["phase"] == "over" and state["over"]["condition"] == "B"
    assert state["start"] == 0 and state["supply"][BOB] == 0
    assert GAME.result(state).details["condition"] == "B"


def test_T_E_13_refill_case_3_variants() -> None:
    state = t_e_13_state(2, {BOB: ["GRN01", "BLU01", "ORA01"]}, ["END"], ("B1",))
    end_round(state, StubRng(["END"]))
    assert state["grid"]["B1"] == "END" and state["bag"] == [] and state["phase"] == "phase1"
    state = t_e_13_state(2, None, ["END"], ())
    events = end_round(state, StubRng())  # no draw may happen
    assert "refill" not in kinds(events) and state["phase"] == "phase1" and state["bag"] == ["END"]


def test_T_E_14_cube_supply_check() -> None:
    grid = {"A1": "GRN04", "B1": "BLU04", "C2": "BON03"}
    state = build(2, grid=grid, cubes={"A1": [BOB, BOB], "B1": [ALICE, BOB], "C2": [BOB, BOB]}, at_round_end=True)
    assert state["supply"] == [4, 0]
    events = end_round(state, StubRng())
    assert state["supply"] == [4, 5]
    assert cubes_at(state, "B1") == [ALICE] and cubes_at(state, "A1") == [] and cubes_at(state, "C2") == []
    assert "claimed" not in kinds(events)
    back = of_kind(events, "cubes_returned")
    assert back == [{"seat": BOB, "count": 5, "positions": ["A1", "B1", "C2"], "reason": "supply_check"}]


def test_T_E_15_cone_passing() -> None:
    grid = {p: t for p, t in zip(["A1", "B1", "C1", "D1"], ["GRN01", "GRN02", "GRN03", "GRN04"], strict=True)}
    state = build(4, grid=grid, start=3)
    events = end_round(state, StubRng())
    assert of_kind(events, "cone_passed") == [{"seat": 0}]
    assert state["start"] == 0
    assert GAME.view(state, None)["order"] == [0, 1, 2, 3, 3, 2, 1, 0]


def test_T_E_16_optimal_set_partition() -> None:
    owned = ["GRN01", "GRN05", "GRN07", "GRN02", "GRN08", "GRN03", "GRN06", "GRN04"]
    assert scoring.theme_layers(owned)["Green"] == [4, 3, 1]
    assert scoring.set_vp(owned) == 7 + 4 + 0 == 11
    naive = 4 + 4 + 2
    assert scoring.set_vp(owned) > naive
    assert scoring.tile_vp(owned) == 14
    state = build(4, grid={"A1": "BLU01"}, owned={0: owned})
    assert finish(state).scores[0] == 25


@pytest.mark.parametrize(
    ("alice", "bob", "condition", "ranking", "words"),
    [
        (  # (a) 14 + 6 against 16 + 4
            ["ORA04", "ORA03", "ORA02", "GRN03", "GRN02", "BON03", "BON01"],
            ["BLU04", "BLU03", "BLU02", "BON07", "BON04", "BON02"],
            "D",
            [[0], [1]],
            "more set VP",
        ),
        (  # (b) equal 16 + 4, Alice owns END
            ["BLU04", "BLU03", "BLU02", "END", "BON07", "BON02"],
            ["ORA04", "ORA03", "ORA02", "BON06", "BON04", "BON03"],
            "A",
            [[0], [1]],
            "owning the End tile",
        ),
        (  # (c) equal 16 + 4, nobody owns END: a draw
            ["BLU04", "BLU03", "BLU02", "BON07", "BON04", "BON02"],
            ["ORA04", "ORA03", "ORA02", "BON05", "BON06", "BON01"],
            "B",
            [[0, 1]],
            "share the win",
        ),
    ],
)
def test_T_E_17_tie_breaks(alice: list, bob: list, condition: str, ranking: list, words: str) -> None:
    state = build(2, grid={"A1": "GRN01"}, owned={ALICE: alice, BOB: bob})
    result = finish(state, condition)
    seats = result.details["seats"]
    split = [(s["tile_vp"], s["set_vp"]) for s in seats]
    assert split == ([(14, 6), (16, 4)] if words == "more set VP" else [(16, 4), (16, 4)])
    assert seats[0]["total"] == seats[1]["total"] == 20
    assert seats[0]["end_tile"] is (condition == "A") and not seats[1]["end_tile"]
    assert result.ranking == ranking
    assert words in result.explanation


def t_e_18_state() -> dict:
    grid = {
        "A1": "GRN06", "B1": "BLU06", "C1": "ORA06",
        "A2": "GRN07", "B2": "BLU07", "C2": "ORA07",
        "A3": "GRN09", "B3": "BLU09", "C3": "BON07",
    }  # fmt: skip
    return build(
        3,
        grid=grid,
        owned={PURPLE: ["ORA01", "BLU01"], GREY: ["BON01"]},
        cubes={"A1": [PURPLE]},
        start=GREY,
        bag=["ORA09", "GRN10", "BLU10", "END"],
    )


def test_T_E_18_all_reserved_bag_not_empty() -> None:
    state = t_e_18_state()
    events = start_round(state, StubRng())
    assert of_kind(events, "blocked")[0]["seats"] == [GREY, PINK]
    assert of_kind(events, "blocked")[0]["chooser"] == GREY
    assert state["phase"] == "remove" and GAME.to_act(state) == [GREY]
    positions = [a["position"] for a in GAME.legal_actions(state, GREY)]
    assert positions == ["B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"]  # every tile except A1
    bag_before = len(state["bag"])
    events = remove(state, GREY, "C3", StubRng(["ORA09", "GRN10"]))
    assert of_kind(events, "tile_removed")[0] == {"seat": GREY, "position": "C3", "tile": "BON07", "auto": False}
    assert "BON07" in state["box"]
    draws = of_kind(events, "search_draw")
    assert draws == [
        {"position": "C3", "tile": "ORA09", "helps": False},
        {"position": "C3", "tile": "GRN10", "helps": True},
    ]
    assert state["grid"]["C3"] == "GRN10"
    assert "ORA09" in state["bag"] and len(state["bag"]) == bag_before - 1
    assert state["phase"] == "phase1" and GAME.to_act(state) == [0, 1, 2]
    assert not any(state["blocked"]) and not state["final"]
    check_invariants(state)


def test_T_E_19_all_reserved_bag_empty_final_round() -> None:
    state = build(
        2, grid={"A1": "GRN06", "B1": "ORA06"}, owned={ALICE: ["ORA01", "BLU01"], BOB: ["GRN01"]}, start=ALICE
    )
    events = start_round(state, StubRng())
    assert of_kind(events, "blocked")[0] == {"seats": [BOB], "chooser": None}
    assert "tile_removed" not in kinds(events)
    assert of_kind(events, "final_round")[0]["sitting_out"] == [BOB]
    assert GAME.to_act(state) == [ALICE] and GAME.legal_actions(state, BOB) == []
    assert state["final"] and state["blocked"] == [False, True]
    events = place(state, ALICE, "A1")
    assert cubes_at(state, "A1") == [ALICE]
    assert kinds(events)[-2:] == ["round_end", "game_over"]
    assert "refill" not in kinds(events)
    assert GAME.result(state).details["condition"] == "C"


@pytest.mark.parametrize("seed", range(5))
def test_T_E_20_setup_counts(seed: int) -> None:
    from engine.games.envyra.data import TILES

    expected = {2: (6, 14, 18), 3: (9, 21, 8), 4: (12, 24, 2)}
    for n, (g, b, x) in expected.items():
        state = GAME.setup(n, {}, random.Random(seed))
        grid = [t for t in state["grid"].values() if t]
        assert (len(grid), len(state["bag"]), len(state["box"])) == (g, b, x)
        assert all(TILES[t].start for t in grid) and "END" in state["bag"]
        s_in_box = [t for t in state["box"] if TILES[t].start]
        assert len(s_in_box) == {2: 4, 3: 2, 4: 1}[n]
        if n == 2:
            basic = {"GRN05", "GRN06", "BLU05", "BLU06", "ORA05", "ORA06", "BON04", "BON05"}
            assert {t for t in state["bag"] if not TILES[t].start} == basic | {"END"}
            assert sum(TILES[t].start for t in state["bag"]) == 5
            assert {t for t in state["box"] if not TILES[t].start} == {t for t in TILES if TILES[t].three_four}
        check_invariants(state)


def test_T_E_21_simplified_variant() -> None:
    state = build(3, grid={"A1": "GRN02", "B1": "BLU02", "C3": "BON05"}, simplified=True, start=0)
    with pytest.raises(IllegalMove, match="exactly 1"):
        GAME.play(state, 0, {"type": "place", "positions": ["A1", "B1"]}, StubRng())
    assert all(len(a["positions"]) == 1 for a in GAME.legal_actions(state, 0))
    assert GAME.view(state, None)["order"] == [0, 1, 2]
    place(state, 0, "A1")
    place(state, 1, "B1")
    events = place(state, 2, "C3")
    steps = [e.params["seat"] for e in events if e.kind in ("cube_moved", "no_move")]
    assert steps == [0, 1, 2]
    assert all(p["pass"] == 1 for p in of_kind(events, "cube_moved"))
    assert of_kind(events, "cubes_returned") == [{"seat": 2, "count": 1, "positions": ["C3"], "reason": "requirement"}]
    assert kinds(events).index("cubes_returned") < kinds(events).index("round_end")
    assert state["round"] == 2 and state["supply"] == [4, 4, 5]


@pytest.mark.parametrize(
    ("supply", "positions", "message"),
    [
        (5, [], "at least 1"),
        (5, ["B2", "B2"], "different positions"),
        (5, ["A3"], "holds no tile"),
        (1, ["A1", "B1"], "only 1 cube"),
        (5, ["A1", "B1", "C1"], "at most 2"),
        (3, ["C3"], None),
    ],
)
def test_T_E_22_phase1_validation(supply: int, positions: list[str], message: str | None) -> None:
    grid = {"A1": "GRN02", "B1": "BLU02", "C1": "ORA02", "B2": "GRN03", "C3": "BON05"}  # A3 is empty (bag exhausted)
    grid.update(A2="GRN04", C2="BLU04")  # cost 3: room for 2 cubes each
    away = {5: {}, 3: {"A2": [0, 0]}, 1: {"A2": [0, 0], "C2": [0, 0]}}[supply]
    state = build(3, grid=grid, cubes=away)
    assert state["supply"][0] == supply
    action = {"type": "place", "positions": positions}
    if message is None:  # accepted although C3 is not accessible (E-3)
        events = place(state, 0, *positions)
        assert of_kind(events, "placement")[0]["inaccessible"] == ["C3"]
        assert state["pending"][0] == ["C3"]
    else:
        with pytest.raises(IllegalMove, match=message):
            GAME.play(state, 0, action, StubRng())


def test_T_E_23_equilibrium_mode_a() -> None:
    alice, bob, pink = 0, 1, 2
    state = build(
        3,
        grid={"A1": "BLU02", "B1": "BLU08", "C1": "GRN02"},
        cubes={"A1": [alice]},
        owned={alice: ["ORA01"], bob: ["ORA05"]},
        equilibrium="A",
        public_cards=["EQ1", "EQ3"],
        start=alice,
    )
    place(state, alice, "A1")
    place(state, bob, "B1")
    events = place(state, pink, "C1")
    assert of_kind(events, "claimed")[0]["seat"] == alice
    assert of_kind(events, "card_taken") == [{"seat": alice, "card": "EQ1"}]  # Bob's Sun + Rain come too late
    assert state["owned"][bob] == ["ORA05", "BLU08"]
    assert state["cards"] == [["EQ1"], [], []] and state["public_cards"] == ["EQ3"]
    assert [c["id"] for c in GAME.view(state, None)["public_cards"]] == ["EQ3"]
    result = finish(state)
    assert result.details["seats"][alice]["equilibrium_vp"] == 2
    assert result.details["seats"][bob]["equilibrium_vp"] == 0


def test_T_E_23_equilibrium_mode_b() -> None:
    alice, bob, pink = 0, 1, 2
    state = build(
        3,
        grid={"A1": "GRN01"},
        owned={bob: ["ORA03", "GRN10"], pink: ["BLU01"]},
        equilibrium="B",
        secret_cards={alice: "EQ1", bob: "EQ5", pink: "EQ2"},
    )
    public = str(GAME.view(state, None))
    assert "EQ5" not in public and "EQ2" not in public and "Volcano and Fern" not in public
    assert [c["id"] for c in GAME.view(state, bob)["my_secret_cards"]] == ["EQ5"]
    assert "EQ5" not in str(GAME.view(state, pink))
    events: list = []
    flow.game_over(state, "D", events)
    assert of_kind(events, "game_over")[0]["secret_cards"] == [["EQ1"], ["EQ5"], ["EQ2"]]
    result = GAME.result(state)
    assert result.details["seats"][bob]["equilibrium_vp"] == 3
    assert result.details["seats"][pink]["equilibrium_vp"] == 0
    seats = GAME.view(state, None)["seats"]
    assert [c["id"] for c in seats[bob]["secret_cards"]] == ["EQ5"]
    assert [c["id"] for c in seats[pink]["secret_cards"]] == ["EQ2"]


def test_T_E_23_equilibrium_pool_size() -> None:
    for seed in range(60):
        for mode in ("A", "B", "C"):
            state = GAME.setup(3, {"equilibrium": mode}, random.Random(seed))
            dealt = state["public_cards"] + [c for s in state["secret"] for c in s]
            assert not {"EQ7", "EQ8", "EQ9"} & set(dealt)
        state = GAME.setup(4, {"equilibrium": "C"}, random.Random(seed))
        dealt = state["public_cards"] + [c for s in state["secret"] for c in s]
        assert len(state["public_cards"]) == 2 and all(len(s) == 1 for s in state["secret"])
        assert len(set(dealt)) == 6


def test_placement_choices_sorted_row_major() -> None:
    state = build(2, grid={"B2": "GRN02", "A1": "GRN03"})
    assert placement_choices(state, 0) == (("A1",), ("B2",), ("A1", "B2"))
