"""Spec rules found untested by an audit of the engine against shared/rules/envyra.md, named by section."""

from __future__ import annotations

import json
import random

import pytest
from envyra_testkit import GAME, StubRng, as_typed, build, end_round, kinds, of_kind, place, start_round

from engine.games.envyra import flow, scoring
from engine.games.envyra.data import CARDS, TILES

# §2.2, copied verbatim from the spec's tile table
TILE_TABLE = """
| GRN01 | theme | Green | Leaf | 1 | 0 | 0 | 0 | 0 | 1 | 0 |
| GRN02 | theme | Green | Tree | 2 | 1 | 0 | 0 | 0 | 1 | 0 |
| GRN03 | theme | Green | Flower | 2 | 2 | 0 | 0 | 0 | 1 | 0 |
| GRN04 | theme | Green | Fern | 3 | 3 | 0 | 0 | 0 | 1 | 0 |
| GRN05 | theme | Green | Leaf | 2 | 1 | 0 | 0 | 0 | 0 | 0 |
| GRN06 | theme | Green | Flower | 3 | 4 | 1 | 0 | 1 | 0 | 0 |
| GRN07 | theme | Green | Leaf | 3 | 3 | 0 | 0 | 1 | 0 | 1 |
| GRN08 | theme | Green | Tree | 1 | 0 | 0 | 0 | 0 | 0 | 1 |
| GRN09 | theme | Green | Tree | 4 | 4 | 1 | 0 | 2 | 0 | 1 |
| GRN10 | theme | Green | Fern | 2 | 2 | 0 | 0 | 0 | 0 | 1 |
| BLU01 | theme | Blue | Sea | 1 | 0 | 0 | 0 | 0 | 1 | 0 |
| BLU02 | theme | Blue | Rain | 2 | 1 | 0 | 0 | 0 | 1 | 0 |
| BLU03 | theme | Blue | River | 2 | 2 | 0 | 0 | 0 | 1 | 0 |
| BLU04 | theme | Blue | Ice | 3 | 3 | 0 | 0 | 0 | 1 | 0 |
| BLU05 | theme | Blue | Sea | 2 | 1 | 0 | 0 | 0 | 0 | 0 |
| BLU06 | theme | Blue | River | 3 | 4 | 1 | 1 | 0 | 0 | 0 |
| BLU07 | theme | Blue | Sea | 3 | 3 | 1 | 0 | 0 | 0 | 1 |
| BLU08 | theme | Blue | Rain | 1 | 0 | 0 | 0 | 0 | 0 | 1 |
| BLU09 | theme | Blue | Rain | 4 | 4 | 2 | 1 | 0 | 0 | 1 |
| BLU10 | theme | Blue | Ice | 2 | 2 | 0 | 0 | 0 | 0 | 1 |
| ORA01 | theme | Orange | Sun | 1 | 0 | 0 | 0 | 0 | 1 | 0 |
| ORA02 | theme | Orange | Fire | 2 | 1 | 0 | 0 | 0 | 1 | 0 |
| ORA03 | theme | Orange | Volcano | 2 | 2 | 0 | 0 | 0 | 1 | 0 |
| ORA04 | theme | Orange | Desert | 3 | 3 | 0 | 0 | 0 | 1 | 0 |
| ORA05 | theme | Orange | Sun | 2 | 1 | 0 | 0 | 0 | 0 | 0 |
| ORA06 | theme | Orange | Volcano | 3 | 4 | 0 | 1 | 1 | 0 | 0 |
| ORA07 | theme | Orange | Sun | 3 | 3 | 0 | 1 | 0 | 0 | 1 |
| ORA08 | theme | Orange | Fire | 1 | 0 | 0 | 0 | 0 | 0 | 1 |
| ORA09 | theme | Orange | Fire | 4 | 4 | 0 | 2 | 1 | 0 | 1 |
| ORA10 | theme | Orange | Desert | 2 | 2 | 0 | 0 | 0 | 0 | 1 |
| BON01 | bonus | – | – | 2 | 2 | 0 | 0 | 0 | 1 | 0 |
| BON02 | bonus | – | – | 2 | 2 | 0 | 0 | 0 | 1 | 0 |
| BON03 | bonus | – | – | 3 | 3 | 0 | 0 | 0 | 1 | 0 |
| BON04 | bonus | – | – | 3 | 3 | 0 | 0 | 0 | 0 | 0 |
| BON05 | bonus | – | – | 3 | 4 | 1 | 1 | 1 | 0 | 0 |
| BON06 | bonus | – | – | 3 | 4 | 1 | 1 | 1 | 0 | 1 |
| BON07 | bonus | – | – | 4 | 5 | 1 | 1 | 1 | 0 | 1 |
| END | end | – | – | 2 | 3 | 1 | 1 | 1 | 0 | 0 |
"""

# §2.3, copied verbatim from the spec's card table
CARD_TABLE = """
| EQ1 | Sun and Rain | Sun, Rain | Orange, Blue | 2 | 2–4 players |
| EQ2 | Sea and Leaf | Sea, Leaf | Blue, Green | 2 | 2–4 players |
| EQ3 | Fire and Ice | Fire, Ice | Orange, Blue | 3 | 2–4 players |
| EQ4 | River and Tree | River, Tree | Blue, Green | 3 | 2–4 players |
| EQ5 | Volcano and Fern | Volcano, Fern | Orange, Green | 3 | 2–4 players |
| EQ6 | Desert and Flower | Desert, Flower | Orange, Green | 3 | 2–4 players |
| EQ7 | Island | Volcano, Sea, Tree | Orange, Blue, Green | 4 | 4 players only |
| EQ8 | Oasis | Sun, River, Leaf | Orange, Blue, Green | 4 | 4 players only |
| EQ9 | Wildfire | Fire, Rain, Fern | Orange, Blue, Green | 4 | 4 players only |
"""


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def test_s2_2_tile_table_verbatim() -> None:
    rows = [cells(line) for line in TILE_TABLE.strip().splitlines()]
    assert [r[0] for r in rows] == list(TILES)
    for tid, kind, theme, symbol, cost, vp, req_o, req_g, req_b, s, three_four in rows:
        t = TILES[tid]
        assert (t.kind, t.theme or "–", t.symbol or "–") == (kind, theme, symbol), tid
        assert (t.cost, t.vp, t.req) == (int(cost), int(vp), (int(req_o), int(req_g), int(req_b))), tid
        assert (t.start, t.three_four) == (s == "1", three_four == "1"), tid


def test_s2_3_card_table_verbatim() -> None:
    rows = [cells(line) for line in CARD_TABLE.strip().splitlines()]
    assert [r[0] for r in rows] == list(CARDS)
    for cid, name, symbols, themes, vp, used_with in rows:
        c = CARDS[cid]
        assert (c.name, list(c.symbols), c.vp) == (name, symbols.split(", "), int(vp)), cid
        assert [TILES[next(t for t in TILES if TILES[t].symbol == s)].theme for s in c.symbols] == themes.split(", ")
        assert c.four_only is (used_with == "4 players only"), cid


def test_s3_step_9_nobody_blocked_in_round_1() -> None:
    for seed in range(20):
        n = 2 + seed % 3
        state = GAME.setup(n, {}, random.Random(seed))
        assert state["round"] == 1 and state["phase"] == "phase1"
        assert not any(state["blocked"]) and GAME.to_act(state) == list(range(n))


def test_s8_option_defaults() -> None:
    state = GAME.setup(2, {}, random.Random(0))
    assert state["options"] == {
        "simplified": False,
        "equilibrium": "off",
        "start_player": "random",
        "round_limit": 0,
        "end_tile": "standard",
    }
    assert state["public_cards"] == [] and state["secret"] == [[], []]


def test_s4_2_second_position_needs_a_second_tile() -> None:
    """§4.2: 2 positions only if at least 2 positions hold tiles."""
    state = build(2, grid={"B2": "GRN04"})
    assert GAME.legal_actions(state, 0) == [{"type": "place", "positions": ["B2"]}]


def test_e_4_engine_asserts_a_cube_in_supply_at_round_start() -> None:
    """E-4: the engine MUST assert that every participating player starts a round with a cube."""
    with pytest.raises(AssertionError, match="E-4"):
        build(2, grid={"A1": "GRN04", "B1": "BLU04", "C1": "BON03"}, cubes={"A1": [0, 0], "B1": [0, 0], "C1": [0]})


def test_s4_4_e_17_condition_b_even_if_more_positions_are_empty() -> None:
    """E-17: END is the last tile and nobody qualifies: the game ends at once, later positions stay empty."""
    grid = {"A1": "GRN02", "C1": "GRN03", "B2": "GRN04", "C2": "BLU02"}  # B1 and A2 are empty
    state = build(2, grid=grid, bag=["END", "GRN10"])
    events = end_round(state, StubRng(["GRN10", "END"]))
    assert [(p["position"], p["tile"]) for p in of_kind(events, "refill")] == [("B1", "GRN10")]
    assert of_kind(events, "end_last") == [{"position": "A2"}]
    assert state["phase"] == "over" and state["over"]["condition"] == "B"
    assert state["grid"]["A2"] is None and state["bag"] == ["END"]
    assert "cone_passed" not in kinds(events) and "round_start" not in kinds(events)
    assert all(e.public for e in events)  # §4.4: every draw is a public event


def test_s4_4_drawn_tiles_are_public_events() -> None:
    state = build(2, grid={"A1": "GRN02", "C1": "GRN03", "B2": "GRN04", "C2": "BLU02"}, bag=["END", "GRN10", "BLU10"])
    events = end_round(state, StubRng(["END", "GRN10", "BLU10"]))
    assert kinds(events)[:5] == ["round_end", "end_set_aside", "refill", "end_returned", "refill"]
    assert all(e.public for e in events)


def test_s9_bag_and_box_contents_never_shown() -> None:
    """§9: nobody sees which tiles are in the bag or were boxed at setup, nor the undealt cards."""
    for seed in range(12):
        n = 2 + seed % 3
        state = GAME.setup(n, {"equilibrium": "A"}, random.Random(seed))
        undealt = set(CARDS) - set(state["public_cards"])
        hidden = set(state["bag"]) | set(state["box"])
        for v in [None, *range(n)]:
            text = json.dumps(GAME.view(state, v))
            assert not [t for t in hidden if f'"{t}"' in text], (seed, v)
            assert not [c for c in undealt if f'"{c}"' in text], (seed, v)


def test_s5_step_4_board_cubes_of_every_player_return_on_claim() -> None:
    """§5 step 4: cubes on any player's board at the claimed position go back, each to its owner."""
    state = build(3, grid={"A1": "GRN01", "B1": "GRN02", "C1": "GRN03"}, start=0)
    place(state, 0, "A1")
    place(state, 1, "A1", "B1")
    events = place(state, 2, "A1", "C1")
    assert of_kind(events, "claimed")[0]["seat"] == 0
    back = of_kind(events, "cubes_returned")
    assert [(p["seat"], p["positions"], p["reason"]) for p in back] == [
        (1, ["A1"], "tile_claimed"),
        (2, ["A1"], "tile_claimed"),
    ]
    assert state["owned"][0] == ["GRN01"]


def test_s7_ranking_same_order_for_every_place() -> None:
    """§7: total, then set VP, then the End tile also order the places below the winner."""
    scores = [
        {"total": 13, "set_vp": 0, "end_tile": False},
        {"total": 8, "set_vp": 2, "end_tile": False},
        {"total": 8, "set_vp": 0, "end_tile": True},
        {"total": 8, "set_vp": 0, "end_tile": False},
    ]
    assert scoring.ranking(scores) == [[0], [1], [2], [3]]
    scores[2]["end_tile"] = False
    assert scoring.ranking(scores) == [[0], [1], [2, 3]]


def test_s8_3_tile_counts_for_its_set_and_every_card() -> None:
    """§8.3: a tile is not spent: it counts for its set and for any number of Equilibrium cards."""
    owned = ["ORA01", "BLU02", "ORA05"]  # Sun, Rain, Sun
    score = scoring.seat_score(owned, ["EQ1"], ["EQ1"])
    assert score["set_vp"] == 0 and score["equilibrium_vp"] == 2 + 2
    state = build(
        4,
        grid={"A1": "GRN02", "B1": "GRN03"},
        cubes={"A1": [0]},
        owned={0: ["ORA01", "BLU03"]},  # Sun, River; GRN02 adds Tree
        equilibrium="A",
        public_cards=["EQ4", "EQ8"],  # River+Tree; Sun+River+Leaf (not yet)
        start=0,
    )
    place(state, 0, "A1")
    place(state, 1, "A1")
    place(state, 2, "A1")
    events = place(state, 3, "A1")
    assert of_kind(events, "card_taken") == [{"seat": 0, "card": "EQ4"}]
    flow.game_over(state, "D", [])
    assert GAME.result(state).details["seats"][0]["equilibrium_vp"] == 3


def test_e_27_resignation_ends_the_game_and_ranks_the_resigner_last() -> None:
    """E-27: a resignation ends the game at once; the others are ranked as in §7, the resigner last."""
    state = build(3, grid={"A1": "GRN01", "B1": "GRN02"}, owned={0: ["BON07"], 1: ["BON02", "BON01"]}, start=0)
    place(state, 2, "A1")  # a secret Phase I placement that must stay secret
    assert {"type": "resign"} not in GAME.legal_actions(state, 0)  # never offered to random or idle players
    events = GAME.apply(state, 0, {"type": "resign"}, StubRng())
    assert kinds(events) == ["resigned", "game_over"] and all(e.public for e in events)
    assert "A1" not in json.dumps([e.params for e in events])
    assert state["phase"] == "over" and GAME.to_act(state) == []
    result = GAME.result(state)
    assert result.details["condition"] == "R" and result.details["resigned"] == 0
    assert [result.scores[s] for s in range(3)] == [5, 4, 0]
    assert result.ranking == [[1], [2], [0]]  # seat 0 has the most VP but ranks last
    assert "resigns" in str(GAME.describe(events[0], ["Alice", "Bob", "Carol"]))
    assert "Alice resigned and ranks last" in str(GAME.explain(result, ["Alice", "Bob", "Carol"]))
    assert GAME.view(state, None)["condition"] == "R"


def test_e_27_resignation_at_any_time_by_any_seat() -> None:
    """E-27: also out of turn in Phase II and by a tied player, who still ranks last."""
    state = build(2, grid={"A1": "GRN04", "B1": "BLU04", "C1": "GRN02"}, owned={0: ["BON01"], 1: ["BON02"]}, start=0)
    place(state, 0, "A1", "B1")
    place(state, 1, "C1")
    assert GAME.to_act(state) == [0]
    as_typed(state, 1, {"type": "Resign"}, StubRng())  # as a player may spell it (the presenter sends "resign")
    result = GAME.result(state)
    assert result.ranking == [[0], [1]] and result.scores == {0: 2, 1: 2}
    assert "ranks above" not in result.explanation


def test_s8_3_card_pool_by_player_count() -> None:
    """§8.3: the 4-VP 3-symbol cards EQ7-EQ9 are dealt only with 4 players."""
    dealt_by_n: dict[int, set[str]] = {2: set(), 4: set()}
    for seed in range(40):
        for n in (2, 4):
            state = GAME.setup(n, {"equilibrium": "C"}, random.Random(seed))
            dealt = state["public_cards"] + [c for s in state["secret"] for c in s]
            assert len(dealt) == len(set(dealt)) == 2 + n
            dealt_by_n[n] |= set(dealt)
    assert not {"EQ7", "EQ8", "EQ9"} & dealt_by_n[2]
    assert {"EQ7", "EQ8", "EQ9"} <= dealt_by_n[4]


def test_e_28_timeout_for_d3_is_first_candidate() -> None:
    state = build(2, grid={"A1": "GRN06", "B1": "ORA06", "C1": "BLU06"}, owned={0: ["ORA01", "BLU01"]}, bag=["GRN01"])
    events = start_round(state, StubRng())
    assert of_kind(events, "blocked")[0]["candidates"] == ["A1", "B1", "C1"]
    assert GAME.timeout_action(state, 1) == {"type": "remove", "position": "A1"}
    assert GAME.timeout_action(state, 0) is None
