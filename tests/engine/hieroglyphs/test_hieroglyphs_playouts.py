"""Seeded random games (engine.randomplayer.playout) with invariants after every action."""

from __future__ import annotations

import json
import random

import pytest
from hieroglyphs_helpers import GAME

from engine.core import Event, derive_rng
from engine.games.hieroglyphs.invariants import check_invariants
from engine.randomplayer import playout, random_step

VARIANTS = [
    {},
    {"pharaohs_curse": True},
    {"eyes_of_the_sphinx": True},
    {"pharaohs_curse": True, "eyes_of_the_sphinx": True},
]
SECRET_KEYS = {"value", "sarcophagus", "cards", "pharaoh"}


def check_step(state: dict, events: list[Event]) -> None:
    check_invariants(state, strict_stacks=True)
    for event in events:
        if event.public and event.kind != "game_over":
            assert not SECRET_KEYS & set(event.params), f"secret in public {event.kind}"
        if not event.public:
            assert len(event.to) == 1 and 0 <= event.to[0] < state["n_players"]


def check_result(state: dict, n: int) -> None:
    result = GAME.result(state)
    assert result is not None and state["phase"] == "over"
    assert sorted(s for group in result.ranking for s in group) == list(range(n))
    rows = result.details["players"]
    totals = [r["total"] for r in rows]
    assert [result.scores[s] for s in range(n)] == totals
    for row in rows:
        assert row["total"] == sum(s["value"] for s in row["sarcophagi"]) + row["bonus"]
        assert row["bonus"] in (0, 7)
    keys = [(totals[g[0]], rows[g[0]]["count"]) for g in result.ranking]
    assert keys == sorted(keys, reverse=True) and len(set(keys)) == len(keys)
    assert all(len(c) == 7 for c in state["wall"]) and not any(state["hands"]) and not state["stock"]
    assert state["turns_played"][state["start_player"]] == max(state["turns_played"])
    assert sum(state["turns_played"]) == 49
    if state["options"]["pharaohs_curse"]:
        assert len(state["curses_removed"]) == 6
    json.dumps(result.to_json())


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_thousand_random_games(n):
    moves = 0
    for i in range(1000):
        state, _, count = playout(GAME, n, VARIANTS[i % 4], f"hg-{n}-{i}", check=check_step)
        check_result(state, n)
        moves += count
    assert moves > 1000 * 49


def test_random_games_with_clock_actions():
    """The front end's timers: `curse_timeout` and `timeout` defaults fired at random moments."""
    fired = {"curse_timeout": 0, "timeout": 0}
    for i in range(120):
        n = 2 + i % 3
        options = dict(VARIANTS[i % 4], decision_timeout_s=60)
        seed = f"clock-{i}"
        chooser = random.Random(seed)
        state = GAME.setup(n, options, derive_rng(seed, 0))
        move = 0
        while GAME.result(state) is None:
            move += 1
            clock = [a for c in GAME.clock(state) for _, a in c.defaults]
            if clock and chooser.random() < 0.3:
                action = chooser.choice(clock)
                seat = chooser.choice(GAME.to_act(state)) if action["type"] == "timeout" else chooser.randrange(n)
                fired[action["type"]] += 1
            else:
                seat, action = random_step(GAME, state, chooser)
            check_step(state, GAME.apply(state, seat, action, derive_rng(seed, move)))
        check_result(state, n)
    assert fired["curse_timeout"] > 10 and fired["timeout"] > 100


def test_json_round_trip_of_states_in_every_phase():
    phases = set()
    for i in range(40):
        seed = f"rt-{i}"
        chooser = random.Random(seed)
        state = GAME.setup(2 + i % 3, VARIANTS[i % 4], derive_rng(seed, 0))
        move = 0
        while GAME.result(state) is None:
            assert json.loads(json.dumps(state)) == state
            phases.add(state["phase"])
            move += 1
            seat, action = random_step(GAME, state, chooser)
            GAME.apply(state, seat, action, derive_rng(seed, move))
            copy = json.loads(json.dumps(state))
            assert copy == state and GAME.view(copy, None) == GAME.view(state, None)
    assert phases >= {"drop", "explorer", "curse_race", "final"}
