"""One test per rule of the spec that the worked examples do not already pin down."""

from __future__ import annotations

import functools
import itertools
import random

import pytest
from envyra_testkit import (
    GAME,
    NAMES,
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

from engine.core import IllegalMove, OptionError
from engine.games.envyra import flow, scoring
from engine.games.envyra.board import positions_for

# --- grid (§2.5) ------------------------------------------------------------------------------------------------


def test_grid_shapes_and_row_major_names() -> None:
    assert positions_for(2) == ["A1", "B1", "C1", "A2", "B2", "C2"]
    assert positions_for(3) == ["A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3"]
    assert positions_for(4)[:5] == ["A1", "B1", "C1", "D1", "A2"] and len(positions_for(4)) == 12
    for n, (cols, rows) in {2: (3, 2), 3: (3, 3), 4: (4, 3)}.items():
        view = GAME.view(GAME.setup(n, {}, random.Random(1)), None)
        assert (view["grid"]["cols"], view["grid"]["rows"]) == (cols, rows)
        assert [c["pos"] for c in view["grid"]["cells"]] == positions_for(n)


def test_input_positions_case_insensitive() -> None:
    state = build(2, grid={"A1": "GRN01", "B2": "GRN02"})
    events = place(state, 0, "b2", " a1 ")
    assert of_kind(events, "placement")[0]["positions"] == ["A1", "B2"]


# --- setup and options (§3, §8) ---------------------------------------------------------------------------------


def test_setup_is_deterministic_and_json() -> None:
    a = GAME.setup(4, {"equilibrium": "C"}, random.Random("x"))
    b = GAME.setup(4, {"equilibrium": "C"}, random.Random("x"))
    assert a == b
    check_invariants(a)


def test_setup_players_and_colours() -> None:
    state = GAME.setup(4, {"start_player": 3}, random.Random(0))
    view = GAME.view(state, None)
    assert [s["colour"] for s in view["seats"]] == ["Purple", "Grey", "Pink", "Black"]
    assert [s["supply"] for s in view["seats"]] == [5, 5, 5, 5]
    assert all(s["owned"] == [] for s in view["seats"])
    assert view["start_player"] == 2 and view["round"] == 1 and view["phase"] == "phase1"
    assert GAME.to_act(state) == [0, 1, 2, 3]


def test_random_start_player_uses_rng() -> None:
    starts = {GAME.setup(3, {}, random.Random(seed))["start"] for seed in range(40)}
    assert starts == {0, 1, 2}


@pytest.mark.parametrize(
    ("n", "options", "message"),
    [
        (2, {"start_player": 3}, "from 1 to 2"),
        (3, {"start_player": "4"}, "from 1 to 3"),
        (2, {"equilibrium": "D"}, "one of"),
        (2, {"simplified": "maybe"}, "true or false"),
        (2, {"round_limit": -1}, "between"),
        (2, {"end_tile": "kickstarter"}, "one of"),
        (2, {"colour": "red"}, "Unknown option"),
        (1, {}, "2 to 4 players"),
        (5, {}, "2 to 4 players"),
    ],
)
def test_option_errors(n: int, options: dict, message: str) -> None:
    with pytest.raises(OptionError, match=message):
        GAME.setup(n, options, random.Random(0))


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize("mode", ["A", "B", "C"])
def test_every_equilibrium_mode_fits_every_player_count(n: int, mode: str) -> None:
    """§8.3: the engine allows all modes with 2-4 players; the pool is always large enough."""
    state = GAME.setup(n, {"equilibrium": mode, "simplified": True}, random.Random(n))
    assert len(state["public_cards"]) == (2 if mode in "AC" else 0)
    assert [len(s) for s in state["secret"]] == [1 if mode in "BC" else 0] * n
    dealt = state["public_cards"] + [c for s in state["secret"] for c in s]
    assert len(set(dealt)) == len(dealt)


def test_option_values_are_normalised() -> None:
    state = GAME.setup(2, {"equilibrium": "a", "simplified": "yes", "round_limit": "3"}, random.Random(0))
    assert state["options"]["equilibrium"] == "A" and state["options"]["simplified"] is True
    assert state["options"]["round_limit"] == 3


# --- Phase I (§4.2) ---------------------------------------------------------------------------------------------


def test_phase1_legal_actions_count_and_resubmission() -> None:
    state = build(3, grid={"A1": "GRN01", "B1": "GRN02", "C1": "GRN03", "A2": "BON05"})
    actions = GAME.legal_actions(state, 0)
    assert len(actions) == 4 + 6 and actions[4] == {"type": "place", "positions": ["A1", "B1"]}
    events = place(state, 0, "A1")
    assert GAME.waiting_for(state) == [1, 2]
    assert GAME.to_act(state) == [0, 1, 2]  # a confirmed seat is still awaited: it may change its mind
    assert GAME.legal_actions(state, 0) == actions  # a confirmed seat may still change its mind
    assert [(e.kind, e.to) for e in events] == [("confirmed", None), ("placement", (0,))]
    events = place(state, 0, "B1", "C1")
    assert of_kind(events, "confirmed") == [{"seat": 0, "changed": True}]
    assert GAME.waiting_for(state) == [1, 2]
    assert GAME.to_act(state) == [0, 1, 2]
    place(state, 1, "A1")
    events = place(state, 2, "A1")
    assert of_kind(events, "reveal")[0]["boards"] == [["B1", "C1"], ["A1"], ["A1"]]


def test_phase1_with_one_cube_only_single_placements() -> None:
    state = build(2, grid={"A1": "GRN04", "B1": "BLU04", "C1": "GRN02"}, cubes={"A1": [0, 0], "B1": [0, 0]})
    assert state["supply"][0] == 1
    assert [a["positions"] for a in GAME.legal_actions(state, 0)] == [["A1"], ["B1"], ["C1"]]


def test_supply_frozen_until_reveal() -> None:
    state = build(2, grid={"A1": "GRN04", "B1": "BLU04"})
    place(state, 0, "A1", "B1")
    assert GAME.view(state, None)["seats"][0]["supply"] == 5
    place(state, 1, "A1")
    assert state["supply"] == [3, 4]  # D2 for seat 0 pending
    assert GAME.view(state, None)["seats"][0]["board"] == ["A1", "B1"]


def test_target_with_own_cubes_allowed() -> None:
    state = build(2, grid={"A1": "GRN04", "B1": "BLU02"}, cubes={"A1": [0]})
    place(state, 0, "A1")
    place(state, 1, "B1")
    assert cubes_at(state, "A1") == [0, 0]


# --- Phase II (§4.3, E-7 .. E-10) ------------------------------------------------------------------------------


def test_d2_choice_is_public_and_other_cube_waits_for_pass_2() -> None:
    state = build(2, grid={"A1": "GRN04", "B1": "BLU04", "C1": "GRN02"}, start=0)
    place(state, 0, "A1", "B1")
    place(state, 1, "C1")
    assert GAME.to_act(state) == [0] and GAME.view(state, None)["pass"] == 1
    events = move(state, 0, "b1")
    assert all(e.public for e in events)
    assert of_kind(events, "cube_moved")[0] == {"seat": 0, "position": "B1", "tile": "BLU04", "auto": False, "pass": 1}
    # Bob's C1 (pass 1), Bob has no pass 2, then seat 0's A1 moves in pass 2 automatically
    assert [(p["seat"], p["position"], p["pass"]) for p in of_kind(events, "cube_moved")[1:]] == [
        (1, "C1", 1),
        (0, "A1", 2),
    ]


def test_d2_in_pass_2_other_cube_returns() -> None:
    """Neither cube movable in pass 1, both in pass 2: choose one, the other returns (§4.3, E-9)."""
    a, alice, c = 0, 1, 2
    state = build(
        3,
        grid={"A1": "BLU04", "B1": "GRN07", "C1": "BON05", "A2": "GRN01"},
        cubes={"A1": [alice, alice]},
        owned={alice: ["ORA02", "GRN02"]},
        start=a,
    )
    place(state, a, "A2")
    place(state, alice, "B1", "C1")
    events = place(state, c, "A1")
    assert of_kind(events, "no_move")[0] == {"seat": alice, "positions": ["B1", "C1"], "reason": "waiting", "pass": 1}
    assert of_kind(events, "claimed")[1] == {
        "seat": alice, "mover": c, "position": "A1", "tile": "BLU04", "counts": [[1, 2], [2, 1]], "tie": False
    }  # fmt: skip
    assert GAME.to_act(state) == [alice] and GAME.view(state, None)["pass"] == 2
    assert [x["position"] for x in GAME.legal_actions(state, alice)] == ["B1", "C1"]
    events = move(state, alice, "C1")
    assert of_kind(events, "cubes_returned")[0] == {
        "seat": alice,
        "count": 1,
        "positions": ["B1"],
        "reason": "one_per_step",
    }
    assert cubes_at(state, "C1") == [alice] and cubes_at(state, "B1") == []


def test_only_movable_cube_moves_in_pass_1() -> None:
    """E-8: with one movable cube in pass 1 it moves at once; the inaccessible one waits."""
    state = build(2, grid={"A1": "GRN02", "B1": "BON05"}, start=0)
    place(state, 0, "A1", "B1")
    events = place(state, 1, "A1")
    moved = of_kind(events, "cube_moved")
    assert moved[0] == {"seat": 0, "position": "A1", "tile": "GRN02", "auto": True, "pass": 1}
    assert of_kind(events, "cubes_returned")[-1]["reason"] == "requirement"


def test_claim_winner_general_rule() -> None:
    assert flow.claim_winner([[0, 1], [0, 2], [1, 3]]) == (0, False)
    assert flow.claim_winner([[1, 1], [0, 2], [1, 3], [0, 4]]) == (0, True)
    assert flow.claim_winner([[0, 9], [1, 3], [0, 2], [1, 4]]) == (0, True)  # latest placement, not list order
    assert flow.claim_winner([[2, 5], [1, 6], [0, 7]]) == (0, True)


def test_claim_returns_cubes_and_owned_tile_permanent() -> None:
    state = build(3, grid={"A1": "BON04", "B1": "GRN01"}, cubes={"A1": [1, 2]}, start=0)
    place(state, 0, "A1")
    place(state, 1, "B1")
    events = place(state, 2, "B1")
    claim = of_kind(events, "claimed")[0]
    assert claim["seat"] == 0 and claim["counts"] == [[0, 1], [1, 1], [2, 1]]
    assert state["supply"] == [5, 5, 5]  # seat 1 moved to B1 and claimed GRN01 (cost 1)
    assert state["owned"] == [["BON04"], ["GRN01"], []]
    assert of_kind(events, "cubes_returned") == [{"seat": 2, "count": 1, "positions": ["B1"], "reason": "tile_claimed"}]


def test_both_targets_gone_moves_nothing() -> None:
    """E-25: both target tiles claimed before the player's first step."""
    state = build(3, grid={"A1": "GRN01", "B1": "BLU01", "C1": "GRN02"}, start=0)
    place(state, 0, "A1")
    place(state, 1, "B1")
    events = place(state, 2, "A1", "B1")
    assert of_kind(events, "no_move") == [
        {"seat": 2, "positions": [], "reason": "empty_board", "pass": 1},
        {"seat": 2, "positions": [], "reason": "empty_board", "pass": 2},
    ]
    assert state["supply"] == [5, 5, 5]


# --- ROUND_END (§4.4, §4.5) ------------------------------------------------------------------------------------


def test_end_tile_drawn_twice_stays_in_bag() -> None:
    """E-16: the End tile cannot leave the bag while nobody qualifies."""
    grid = {"A1": "GRN01", "A2": "GRN02", "B2": "GRN03", "C2": "GRN04"}
    state = build(2, grid=grid, bag=["END", "GRN10", "BLU10"])
    events = end_round(state, StubRng(["END", "GRN10", "END", "BLU10"]))
    assert kinds(events).count("end_set_aside") == 2 and kinds(events).count("end_returned") == 2
    assert state["grid"]["B1"] == "GRN10" and state["grid"]["C1"] == "BLU10"
    assert state["bag"] == ["END"] and state["phase"] == "phase1"
    check_invariants(state)


def test_refill_row_major_and_empty_bag() -> None:
    state = build(2, grid={"B1": "GRN01"}, bag=["GRN02", "GRN03"])
    events = end_round(state, StubRng(["GRN03", "GRN02"]))
    assert [(p["position"], p["tile"]) for p in of_kind(events, "refill")] == [("A1", "GRN03"), ("C1", "GRN02")]
    assert of_kind(events, "bag_empty") == [{"positions": ["A2", "B2", "C2"]}]


def test_round_limit_condition_d() -> None:
    state = build(2, grid={"A1": "GRN04", "B1": "GRN02"}, round_limit=3, round_no=3)
    events = end_round(state, StubRng())
    assert kinds(events)[-1] == "game_over" and state["over"]["condition"] == "D"
    assert of_kind(events, "cone_passed") == [{"seat": 1}]
    state = build(2, grid={"A1": "GRN04", "B1": "GRN02"}, round_limit=3, round_no=2)
    end_round(state, StubRng())
    assert state["phase"] == "phase1" and state["round"] == 3


# --- ROUND_START (§4.6) ----------------------------------------------------------------------------------------


def all_reserved_grid(n: int) -> dict[str, str]:
    tiles = ["GRN06", "BLU06", "ORA06", "GRN07", "BLU07", "ORA07", "GRN09", "BLU09", "BON07"]
    return dict(zip(positions_for(n), tiles, strict=False))


def test_blocked_check_after_cone_passes() -> None:
    """E-21: the chooser is found from the new start player."""
    state = build(3, grid=all_reserved_grid(3), owned={2: ["BLU01"]}, start=0, bag=["GRN01", "GRN02"])
    events = end_round(state, StubRng())
    assert state["start"] == 1
    assert of_kind(events, "blocked")[0]["chooser"] == 1 and of_kind(events, "blocked")[0]["seats"] == [0, 1]
    assert GAME.to_act(state) == [1] and GAME.view(state, None)["mover"] == 1
    assert GAME.view(state, None)["phase"] == "remove"


def test_no_free_tile_choose_among_fewest_cubes() -> None:
    """E-22: every tile has cubes: candidates are those with the fewest; their cubes return."""
    state = build(
        2,
        grid={"A1": "GRN06", "B1": "BLU06", "C1": "ORA06"},
        owned={0: ["BLU01", "ORA01"]},
        cubes={"A1": [0], "B1": [0, 0], "C1": [0]},
        bag=["GRN01", "GRN02"],
    )
    events = start_round(state, StubRng())
    assert of_kind(events, "blocked")[0] == {"seats": [1], "chooser": 1, "candidates": ["A1", "C1"]}
    events = remove(state, 1, "C1", StubRng(["GRN02"]))
    assert of_kind(events, "cubes_returned") == [{"seat": 0, "count": 1, "positions": ["C1"], "reason": "tile_removed"}]
    assert state["grid"]["C1"] == "GRN02" and "ORA06" in state["box"] and state["supply"][0] == 2
    assert state["phase"] == "phase1"
    check_invariants(state)


def test_single_candidate_removed_automatically() -> None:
    state = build(
        2, grid={"A1": "GRN06", "B1": "ORA06"}, cubes={"A1": [0]}, owned={0: ["ORA01", "BLU01"]}, bag=["GRN01"]
    )
    events = start_round(state, StubRng(["GRN01"]))
    assert of_kind(events, "tile_removed") == [{"seat": 1, "position": "B1", "tile": "ORA06", "auto": True}]
    assert state["grid"]["B1"] == "GRN01" and state["phase"] == "phase1"


def test_search_fails_final_round_without_blocked() -> None:
    state = build(
        3,
        grid=all_reserved_grid(3),
        owned={0: ["ORA01", "BLU01"], 1: ["GRN01", "BLU02"]},
        start=2,
        bag=["ORA09", "BON06"],
    )
    events = start_round(state, StubRng())
    assert of_kind(events, "blocked")[0] == {"seats": [2], "chooser": 2, "candidates": positions_for(3)}
    events = remove(state, 2, "A1", StubRng(["BON06", "ORA09"]))
    assert [p["helps"] for p in of_kind(events, "search_draw")] == [False, False]
    assert of_kind(events, "aside_returned") == [{"tiles": ["BON06", "ORA09"]}]
    assert state["bag"] == ["BON06", "ORA09"] and state["grid"]["A1"] is None and "GRN06" in state["box"]
    assert kinds(events)[-3:] == ["search_failed", "final_round", "round_start"]
    assert state["final"] and state["blocked"] == [False, False, True]
    # the start player (seat 2) sits out: the order starts with the next participating seat; the cone stays
    assert of_kind(events, "round_start")[0]["order"] == [0, 1] and state["start"] == 2
    assert GAME.view(state, None)["order"] == [0, 1, 1, 0]
    assert GAME.to_act(state) == [0, 1]
    with pytest.raises(IllegalMove, match="sit out"):
        GAME.play(state, 2, {"type": "place", "positions": ["B1"]}, StubRng())
    place(state, 0, "A2")
    place(state, 1, "C1")
    assert state["phase"] == "over" and state["over"]["condition"] == "C"
    check_invariants(state)


def test_end_tile_in_search_only_if_it_unblocks_everybody() -> None:
    # END does not help a player without all three colours
    state = build(
        2, grid={"A1": "GRN06", "B1": "ORA06"}, owned={0: ["ORA01", "BLU01"], 1: ["GRN01"]}, bag=["END", "GRN02"]
    )
    start_round(state, StubRng())
    events = remove(state, 1, "B1", StubRng(["END", "GRN02"]))
    assert [p["helps"] for p in of_kind(events, "search_draw")] == [False, True]
    assert state["grid"]["B1"] == "GRN02" and state["bag"] == ["END"]
    # END unblocks a player with one tile of each colour facing only heavy requirements (refill case 1 holds too)
    state = build(
        2,
        grid={"A1": "GRN09", "B1": "BLU09"},
        owned={0: ["ORA02", "BLU02", "BLU03"], 1: ["ORA01", "GRN01", "BLU01"]},
        bag=["END", "GRN02"],
    )
    start_round(state, StubRng())
    remove(state, 1, "B1", StubRng(["END"]))
    assert state["grid"]["B1"] == "END" and state["phase"] == "phase1"


def test_all_blocked_game_over_immediately() -> None:
    """E-24 with an empty bag: nobody can move, the game ends at once (condition C)."""
    state = build(2, grid={"A1": "GRN06"})
    events = start_round(state, StubRng())
    assert kinds(events) == ["blocked", "game_over"] and state["over"]["condition"] == "C"
    assert GAME.result(state).ranking == [[0, 1]]


def test_removed_end_tile_goes_to_box() -> None:
    state = build(2, grid={"A1": "END", "B1": "GRN06"}, owned={0: ["ORA01", "BLU01"]}, bag=["GRN01"])
    start_round(state, StubRng())
    remove(state, 1, "A1", StubRng(["GRN01"]))
    assert "END" in state["box"] and state["grid"]["A1"] == "GRN01"


# --- EQUILIBRIUM (§8.3) ----------------------------------------------------------------------------------------


def test_public_card_goes_to_claim_winner_and_two_at_once() -> None:
    state = build(
        3,
        grid={"A1": "BLU04", "B1": "GRN01"},
        cubes={"A1": [1, 1]},
        owned={1: ["ORA01", "ORA02", "GRN03"]},  # Sun, Fire, Flower
        equilibrium="C",
        public_cards=["EQ1", "EQ3"],  # Sun+Rain, Fire+Ice
        secret_cards={0: "EQ2", 1: "EQ4", 2: "EQ5"},
        start=0,
    )
    place(state, 0, "A1")
    place(state, 1, "B1")
    events = place(state, 2, "B1")
    assert of_kind(events, "claimed")[0]["seat"] == 1 and of_kind(events, "claimed")[0]["mover"] == 0
    assert of_kind(events, "card_taken") == [{"seat": 1, "card": "EQ3"}]
    assert state["public_cards"] == ["EQ1"]


def test_secret_card_only_counts_for_its_owner() -> None:
    state = build(2, grid={"A1": "GRN01"}, owned={0: ["ORA03", "GRN10"]}, equilibrium="B", secret_cards={1: "EQ5"})
    flow.game_over(state, "D", [])
    seats = GAME.result(state).details["seats"]
    assert seats[0]["equilibrium_vp"] == 0 and seats[1]["equilibrium_vp"] == 0
    assert seats[1]["cards"][0]["secret"] and not seats[1]["cards"][0]["scored"]


# --- scoring (§7) ----------------------------------------------------------------------------------------------


def test_greedy_layering_matches_brute_force() -> None:
    @functools.cache
    def brute(counts: tuple[int, ...]) -> int:
        tiles = tuple(sorted(c for c in counts if c))
        if not tiles:
            return 0
        best = 0
        symbols = [i for i, c in enumerate(tiles)]
        for k in range(1, len(symbols) + 1):
            for chosen in itertools.combinations(symbols, k):
                rest = list(tiles)
                for i in chosen:
                    rest[i] -= 1
                best = max(best, scoring.SET_VP[k] + brute(tuple(rest)))
        return best

    for counts in itertools.product(range(6), repeat=4):  # {0..5}^4 as in §7
        greedy = sum(scoring.SET_VP[k] for k in scoring.layers(list(counts)))
        assert greedy == brute(counts), counts


def test_bonus_and_end_tiles_never_in_sets() -> None:
    assert scoring.set_vp(["BON01", "BON02", "END", "GRN01"]) == 0
    assert scoring.tile_vp(["BON01", "END"]) == 5


def test_zero_score_players_ranked() -> None:
    state = build(3, grid={"A1": "GRN01"}, owned={1: ["GRN02"]})
    flow.game_over(state, "D", [])
    result = GAME.result(state)
    assert result.ranking == [[1], [0, 2]] and result.scores == {0: 0, 1: 1, 2: 0}
    assert "share a place" in result.explanation


def test_equilibrium_vp_not_a_tie_breaker() -> None:
    scores = [
        {"total": 10, "set_vp": 2, "end_tile": False},
        {"total": 10, "set_vp": 2, "end_tile": False},
    ]
    assert scoring.ranking(scores) == [[0, 1]]


# --- timeouts (E-28) -------------------------------------------------------------------------------------------


def test_timeout_defaults() -> None:
    state = build(2, grid={"A1": "BON05", "B1": "GRN02", "C1": "GRN04"})
    assert GAME.timeout_action(state, 0) == {"type": "place", "positions": ["B1"]}
    state = build(2, grid={"A1": "BON05"})
    assert GAME.timeout_action(state, 0) == {"type": "place", "positions": ["A1"]}
    state = build(2, grid={"A1": "GRN04", "B1": "BLU04"}, start=1)
    place(state, 0, "A1")
    place(state, 1, "A1", "B1")
    assert GAME.timeout_action(state, 1) == {"type": "move", "position": "A1"}
    assert GAME.timeout_action(state, 0) is None


# --- front-end questions: waiting_for, secret_input, prompt_key, clock, action_label ------------------------------


def test_phase1_is_secret_keyed_on_the_round_and_names_only_unconfirmed_seats() -> None:
    state = build(3, grid={"A1": "GRN01", "B1": "GRN02", "C1": "BLU04", "A2": "BON05"}, start=0)
    assert [GAME.secret_input(state, s) for s in range(3)] == [True, True, True]
    assert [GAME.prompt_key(state, s) for s in range(3)] == ["1", "1", "1"]
    assert GAME.waiting_for(state) == [0, 1, 2]
    [clock] = GAME.clock(state)
    assert clock.key == "r1:phase1" and clock.seats == (0, 1, 2) and clock.seconds is None and clock.kind == "turn"
    # E-28: one cube on the first accessible position (BON05 needs one tile of each colour)
    assert clock.defaults == tuple((s, {"type": "place", "positions": ["A1"]}) for s in range(3))
    place(state, 1, "B1")
    [clock] = GAME.clock(state)
    assert clock.key == "r1:phase1" and clock.seats == (0, 2)  # the same window: the deadline stays
    assert GAME.waiting_for(state) == [0, 2] and GAME.to_act(state) == [0, 1, 2]
    place(state, 0, "A1")
    place(state, 2, "A1")  # the last confirmation: reveal, Phase II runs by itself, round 2 begins
    assert state["phase"] == "phase1" and state["round"] == 2
    assert GAME.prompt_key(state, 0) == "2" and GAME.waiting_for(state) == [0, 1, 2]
    assert [c.key for c in GAME.clock(state)] == ["r2:phase1"]


def test_phase1_default_is_the_first_tile_each_seat_may_enter() -> None:
    state = build(2, grid={"A1": "BON05", "B1": "GRN02"}, owned={1: ["ORA01", "GRN01", "BLU01"]}, start=0)
    [clock] = GAME.clock(state)
    assert dict(clock.defaults) == {
        0: {"type": "place", "positions": ["B1"]},  # BON05 is out of its reach (needs one tile of each colour)
        1: {"type": "place", "positions": ["A1"]},
    }


def test_phase2_clock_is_the_movers_step_and_labels_name_the_tile() -> None:
    state = build(2, grid={"A1": "GRN04", "B1": "BLU04", "C1": "GRN02"}, start=0)
    place(state, 0, "A1", "B1")
    place(state, 1, "C1")
    assert GAME.waiting_for(state) == [0] and not GAME.secret_input(state, 0)
    [clock] = GAME.clock(state)
    assert clock.key == f"r1:phase2:{state['step']}" and clock.seats == (0,)
    assert clock.defaults == ((0, {"type": "move", "position": "A1"}),)  # E-28: first in row-major order
    labels = [str(GAME.action_label(state, 0, a, NAMES)) for a in GAME.legal_actions(state, 0)]
    assert labels == ["Move to A1 (Green Fern, cost 3, 3 VP)", "Move to B1 (Blue Ice, cost 3, 3 VP)"]
    move(state, 0, "B1")
    assert all(c.key != clock.key for c in GAME.clock(state))


def test_action_labels_for_placements_removals_and_resigning() -> None:
    state = build(2, grid={"A1": "GRN01", "B1": "BON05", "C1": "END"}, start=0)
    label = str(GAME.action_label(state, 0, {"type": "place", "positions": ["A1", "C1"]}, NAMES))
    assert label == "Place on A1 (Green Leaf, cost 1, 0 VP) + C1 (End tile, cost 2, 3 VP)"
    assert (
        str(GAME.action_label(state, 0, {"type": "remove", "position": "B1"}, NAMES))
        == "Remove B1 (Bonus, cost 3, 4 VP)"
    )
    assert str(GAME.action_label(state, 1, {"type": "resign"}, NAMES)) == "Resign"


def test_removal_clock_is_the_choosers() -> None:
    state = build(3, grid={"A1": "GRN06", "B1": "ORA06", "C1": "BLU06"}, bag=["GRN01"], start=0)
    start_round(state, StubRng(["GRN01"]))
    assert state["phase"] == "remove"
    chooser = state["remove"]["chooser"]
    [clock] = GAME.clock(state)
    assert clock.key == f"r{state['round']}:remove" and clock.seats == (chooser,)
    assert clock.defaults == ((chooser, {"type": "remove", "position": state["remove"]["candidates"][0]}),)
    assert GAME.waiting_for(state) == [chooser] and not GAME.secret_input(state, chooser)


def test_a_seat_sitting_out_is_neither_awaited_nor_asked() -> None:
    state = build(2, grid={"A1": "GRN06", "B1": "ORA06"}, owned={0: ["ORA01", "BLU01"], 1: ["GRN01"]}, start=0)
    start_round(state, StubRng())
    assert state["final"] and state["blocked"] == [False, True]
    assert GAME.to_act(state) == GAME.waiting_for(state) == [0]
    assert GAME.secret_input(state, 0) and not GAME.secret_input(state, 1)
    [clock] = GAME.clock(state)
    assert clock.seats == (0,) and clock.defaults == ((0, {"type": "place", "positions": ["A1"]}),)


def test_invariants_name_a_broken_rule() -> None:
    state = build(2, grid={"A1": "GRN02", "B1": "GRN03"}, start=0)
    GAME.invariants(state)
    state["supply"][1] += 1
    with pytest.raises(AssertionError, match="seat 1 has 6 cubes"):
        GAME.invariants(state)
