"""Determinism: the same seed and the same action list from setup give an identical state."""

from __future__ import annotations

import json
import random

import pytest
from hieroglyphs_helpers import GAME

from engine.core import derive_rng
from engine.randomplayer import random_step


def record_game(n: int, options: dict, seed: str) -> tuple[list[tuple[int, dict]], dict]:
    chooser = random.Random(seed)
    state = GAME.setup(n, options, derive_rng(seed, 0))
    log = []
    while GAME.result(state) is None:
        seat, action = random_step(GAME, state, chooser)
        state, _ = GAME.play(state, seat, action, derive_rng(seed, len(log) + 1))
        log.append((seat, json.loads(json.dumps(action))))
    return log, state


def replay(n: int, options: dict, seed: str, log: list[tuple[int, dict]]) -> tuple[dict, list]:
    state = GAME.setup(n, options, derive_rng(seed, 0))
    all_events = []
    for number, (seat, action) in enumerate(log, start=1):
        all_events += [e.to_json() for e in GAME.apply(state, seat, action, derive_rng(seed, number))]
    return state, all_events


@pytest.mark.parametrize(
    "n,options",
    [(2, {}), (3, {"pharaohs_curse": True}), (4, {"eyes_of_the_sphinx": True, "pharaohs_curse": True})],
)
def test_replay_equals_snapshot(n, options):
    seed = f"replay-{n}"
    log, final_state = record_game(n, options, seed)
    snapshot = json.dumps(final_state, sort_keys=True)
    state, events_a = replay(n, options, seed, log)
    assert json.dumps(state, sort_keys=True) == snapshot
    again, events_b = replay(n, options, seed, json.loads(json.dumps(log)))
    assert again == state and events_a == events_b
    assert GAME.result(state).to_json() == GAME.result(final_state).to_json()


def test_replay_of_a_prefix_matches_the_intermediate_snapshot():
    seed = "replay-prefix"
    chooser = random.Random(seed)
    state = GAME.setup(3, {"pharaohs_curse": True}, derive_rng(seed, 0))
    log, snapshots = [], []
    for _ in range(60):
        seat, action = random_step(GAME, state, chooser)
        GAME.apply(state, seat, action, derive_rng(seed, len(log) + 1))
        log.append((seat, action))
        snapshots.append(json.dumps(state, sort_keys=True))
    for cut in (1, 17, 60):
        replayed, _ = replay(3, {"pharaohs_curse": True}, seed, log[:cut])
        assert json.dumps(replayed, sort_keys=True) == snapshots[cut - 1]
