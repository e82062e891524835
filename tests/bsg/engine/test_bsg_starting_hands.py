"""Starting hands (bsg.md 3.8, D-S3) as one simultaneous decision: every player but the first chooses the split of
its three cards at the same time, in any order; the answers stay sealed (changeable) until the last is in, then
the hands are drawn clockwise from the player left of the first player. Stored games of older builds, asked one
player after another (whole splits, or card by card before that), still replay to the snapshots they stored."""

from __future__ import annotations

import copy
import gzip
import json
import random
from pathlib import Path

import pytest
from bsg_testkit import GAME, act, refused, view_json

import engine.tables
from engine.core import derive_rng
from engine.games.bsg import clocks
from engine.games.bsg.data import DATA
from engine.games.bsg.rules import STARTING_KEY, invariants
from engine.store import Store
from engine.tables import Tables

DATA_DIR = Path(__file__).resolve().parent.parent / "data"


def at_starting_hands(n: int = 5, seed: str = "hands", options: dict | None = None) -> dict:
    """A game with seat 0 first, drafted with first legal picks, at its starting-hands decision."""
    state = GAME.setup(n, {"_first": 0, **(options or {})}, random.Random(seed))
    while state["decision"]["kind"] != "starting_hands":
        seat = GAME.to_act(state)[0]
        act(state, seat, GAME.legal_actions(state, seat)[0], random.Random(0))
    return state


def hand_types(state: dict, seat: int) -> list[str]:
    return sorted(DATA.skill_cards[c]["skill"] for c in state["players"][seat]["hand"])


def last_split(state: dict, seat: int) -> dict:
    return GAME.legal_actions(state, seat)[-1]


def test_every_player_but_the_first_is_asked_at_once_and_nothing_is_drawn_before_the_last_answer() -> None:
    state = at_starting_hands()
    assert GAME.to_act(state) == [1, 2, 3, 4]
    assert len(GAME.clock(state)) == 1, "one deadline for everyone"
    sets = state["decision"]["sets"]
    for seat in (1, 2, 3, 4):
        legal = GAME.legal_actions(state, seat)
        assert all(a["type"] == "starting_hand" and len(a["skills"]) == 3 for a in legal)
        assert {s for a in legal for s in a["skills"]} == set(sets[str(seat)])
    chosen = {}
    for seat in (3, 1, 4):
        chosen[seat] = last_split(state, seat)["skills"]
        events = act(state, seat, last_split(state, seat))
        assert events == [], "nothing public (its own panel shows its choice: test_bsg_starting_hands_screens.py)"
        assert all(not p["hand"] for p in state["players"][1:]), "sealed: nothing drawn yet"
    assert GAME.to_act(state) == [2]
    chosen[2] = last_split(state, 2)["skills"]
    act(state, 2, last_split(state, 2))
    for seat, skills in chosen.items():
        assert hand_types(state, seat) == sorted(skills)
    assert state["phase"] == "play" and state["decision"]["kind"] != "starting_hands"
    invariants(state)


def test_the_hands_are_drawn_in_the_rulebook_order_whatever_order_the_answers_came_in() -> None:
    hands = []
    for order in ([1, 2, 3, 4], [4, 2, 3, 1]):
        state = at_starting_hands(seed="order")
        for seat in order:
            act(state, seat, last_split(state, seat))
        hands.append([list(p["hand"]) for p in state["players"]])
    assert hands[0] == hands[1]


def test_drawn_clockwise_from_the_player_left_of_the_first_player() -> None:
    state = GAME.setup(4, {"_first": 2}, random.Random("left"))
    while state["decision"]["kind"] != "starting_hands":
        seat = GAME.to_act(state)[0]
        act(state, seat, GAME.legal_actions(state, seat)[0])
    assert state["decision"]["order"] == [3, 0, 1]
    for seat in (1, 0):
        act(state, seat, GAME.legal_actions(state, seat)[0])
    events = act(state, 3, GAME.legal_actions(state, 3)[0])
    drawers = [e.params["seat"] for e in events if e.kind == "skill_drawn"]
    assert drawers[:9] == [3, 3, 3, 0, 0, 0, 1, 1, 1], "then the first player's own first draw"
    assert set(drawers[9:]) == {2}


def test_a_sealed_choice_shows_to_nobody_else_and_can_be_changed() -> None:
    state = at_starting_hands()
    legal = GAME.legal_actions(state, 1)
    first, second = legal[0], legal[-1]
    other = copy.deepcopy(state)
    act(state, 1, first)
    act(other, 1, second)
    for seat in (None, 2, 3, 4):  # whatever seat 1 chose, everyone else sees the same
        assert view_json(GAME.view(state, seat)) == view_json(GAME.view(other, seat))
    assert GAME.legal_actions(state, 1) == [] and GAME.changes(state, 1) == [{"type": "change"}]
    act(state, 1, {"type": "change"})
    assert GAME.view(state, 1)["me"][STARTING_KEY] == first["skills"], "its earlier answer stands meanwhile"
    act(state, 1, second)
    for seat in (2, 3, 4):
        act(state, seat, GAME.legal_actions(state, seat)[0])
    assert hand_types(state, 1) == sorted(second["skills"])


def test_the_time_running_out_answers_for_each_player_still_choosing() -> None:
    state = at_starting_hands()
    act(state, 2, last_split(state, 2))
    (clock,) = GAME.clock(state)
    assert clock.seats == (1, 3, 4)
    defaults = dict(clock.defaults)
    for seat in (1, 3, 4):
        assert defaults[seat] == clocks.seat_defaults(state, seat, state["decision"])[0]
        assert defaults[seat]["skills"] == [state["decision"]["sets"][str(seat)][0]] * 3
    for seat, action in clock.defaults:
        act(state, seat, action)
    assert all(len(p["hand"]) == 3 for p in state["players"][1:4])


def test_a_draw_pattern_answers_the_starting_hand() -> None:
    state = GAME.setup(3, {"_first": 0, "pace": "days"}, random.Random("pattern"))
    seat = 1
    GAME.apply(
        state, seat, {"type": "orders", "draws": ["tactics", "leadership", "politics", "piloting"]}, random.Random(0)
    )
    while state["decision"]["kind"] == "draft" or state["decision"]["kind"] == "lee_launch":
        who = GAME.to_act(state)[0]
        act(state, who, GAME.legal_actions(state, who)[0])
    assert state["decision"]["kind"] == "starting_hands"
    assert GAME.to_act(state) == [2], "the seat with a pattern naming its types has answered"
    skills = state["decision"]["sets"]["1"]
    allowed = [s for s in ["tactics", "leadership", "politics", "piloting"] if s in skills]
    act(state, 2, GAME.legal_actions(state, 2)[0])
    assert hand_types(state, seat) == sorted(allowed[i % len(allowed)] for i in range(3))


# -- stored games of older builds --------------------------------------------------------------------------------
# Written by the build before this decision (425fe8e) from a seeded five-player game, a random chooser answering:
# the move log, the snapshot at its end and one in the middle of the setup draws (the third player asked).
STYLES = ["whole", "cards"]  # the split as one answer; card by card (the oldest builds)


def stored(style: str) -> dict:
    with gzip.open(DATA_DIR / f"bsg-sequential-setup-{style}.json.gz", "rt") as f:
        return json.load(f)


def replayed(game: dict, moves: list[dict]) -> dict:
    """As `Tables.replay`: setup from the seed, then every stored move."""
    state = GAME.setup(game["players"], game["options"], derive_rng(game["seed"], 0))
    for move in moves:
        GAME.apply_stored(state, move["seat"], move["action"], derive_rng(game["seed"], move["seq"]))
    return state


def same(a: dict, b: dict) -> bool:
    return json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


@pytest.mark.parametrize("style", STYLES)
def test_an_old_sequential_setup_replays_to_its_stored_snapshot(style: str) -> None:
    game = stored(style)
    mid = game["mid"]
    asked = mid["state"]["decision"]
    assert asked["kind"] == "draw_skill" and asked["why"] == "start", "the log holds the old sequential answers"
    assert ("skills" in mid["moves"][-1]["action"]) == (style == "whole")
    assert same(replayed(game, game["moves"]), game["state"])
    assert same(replayed(game, mid["moves"]), mid["state"])


@pytest.mark.parametrize("style", STYLES)
def test_an_old_game_stored_in_the_middle_of_its_setup_draws_loads_and_plays_on(style: str) -> None:
    game = stored(style)
    state = copy.deepcopy(game["mid"]["state"])
    assert state["decision"]["kind"] == "draw_skill" and state["decision"]["why"] == "start"
    for move in game["moves"][len(game["mid"]["moves"]) :]:  # the rest of its log, played as new moves
        GAME.apply(state, move["seat"], move["action"], derive_rng(game["seed"], move["seq"]))
    assert same(state, game["state"])
    chooser = random.Random(style)
    for move in range(200):
        if GAME.result(state) is not None:
            break
        seat = chooser.choice(GAME.to_act(state))
        GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)), derive_rng(style, move))
        invariants(state)
    assert state["turn"] > 3


def test_a_split_outside_the_own_types_or_out_of_turn_is_refused_and_changes_nothing() -> None:
    state = at_starting_hands()
    before = json.dumps(state, sort_keys=True)
    missing = next(
        s
        for s in ("politics", "leadership", "tactics", "piloting", "engineering")
        if s not in state["decision"]["sets"]["1"]
    )
    assert "own character" in refused(state, 1, {"type": "starting_hand", "skills": [missing] * 3})
    assert "own character" in refused(state, 1, {"type": "draw", "skills": [state["decision"]["sets"]["1"][0]] * 3})
    assert "not your decision" in refused(state, 0, GAME.legal_actions(state, 1)[0]).lower()
    assert json.dumps(state, sort_keys=True) == before


def test_a_stored_old_table_replays_from_the_store_and_takes_its_next_move(tmp_path: Path, monkeypatch) -> None:
    """Through `Tables` and the store, as the bot reads a game: the old log and its snapshot as the older build wrote
    them; the replay equals the snapshot, and a player's next move is applied and stored."""
    game = stored("whole")
    monkeypatch.setattr(engine.tables, "new_seed", lambda: game["seed"])
    tables = Tables(Store(str(tmp_path / "db.sqlite")))
    users = [101 + s for s in range(game["players"])]
    table = tables.create("bsg", 1, 1, users[0], {"seat_order": "join", **game["options"]})
    for user in users[1:]:
        tables.join(table.id, user)
    tables.start(table.id, users[0])
    table = tables.get(table.id)
    for move in game["moves"]:  # the log as the older build stored it, its snapshot with the last move
        table.move_no = move["seq"]
        table.state = game["state"]
        tables.store.commit_move(table, move["seat"], users[move["seat"]], move["action"])
    table = tables.get(table.id)
    assert same(tables.replay(table), game["state"]) and same(table.state, game["state"])
    seat = GAME.to_act(table.state)[0]
    outcome = tables.play(table, users[seat], GAME.legal_actions(table.state, seat)[0])
    tables.commit(outcome)
    table = tables.get(table.id)
    assert table.move_no == len(game["moves"]) + 1 and same(tables.replay(table), table.state)
