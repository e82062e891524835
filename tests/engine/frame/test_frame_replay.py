"""Determinism: the same seed and the same action list from setup rebuild the identical state."""

from __future__ import annotations

import json
import random

import pytest

from engine.core import derive_rng
from engine.games.frame import FrameGame

GAME = FrameGame()


def record_game(n: int, options: dict, seed: str) -> tuple[list[tuple[int, dict]], dict]:
    chooser = random.Random(f"chooser:{seed}")
    state = GAME.setup(n, options, derive_rng(seed, 0))
    log: list[tuple[int, dict]] = []
    while GAME.result(state) is None:
        seat = GAME.to_act(state)[0]
        action = chooser.choice(GAME.legal_actions(state, seat))
        log.append((seat, json.loads(json.dumps(action))))
        GAME.apply(state, seat, action, derive_rng(seed, len(log)))
    return log, state


def replay(n: int, options: dict, seed: str, log: list[tuple[int, dict]]) -> dict:
    state = GAME.setup(n, options, derive_rng(seed, 0))
    for i, (seat, action) in enumerate(log, start=1):
        state, _ = GAME.play(state, seat, action, derive_rng(seed, i))
    return state


@pytest.mark.parametrize(("n", "options"), [(2, {}), (3, {"match": True}), (4, {"tie_break": "later_seat"})])
def test_replay_gives_identical_state(n, options):
    log, final = record_game(n, options, f"replay-{n}")
    snapshot = json.dumps(final, sort_keys=True)
    # the log goes through JSON, as it would in the store
    stored_log = json.loads(json.dumps(log))
    rebuilt = replay(n, options, f"replay-{n}", [(seat, action) for seat, action in stored_log])
    assert json.dumps(rebuilt, sort_keys=True) == snapshot
    assert rebuilt == final


def test_replay_of_a_prefix_matches_the_intermediate_snapshot():
    seed = "prefix"
    chooser = random.Random(seed)
    state = GAME.setup(3, {}, derive_rng(seed, 0))
    log = []
    snapshots = []
    while GAME.result(state) is None and len(log) < 25:
        seat = GAME.to_act(state)[0]
        action = chooser.choice(GAME.legal_actions(state, seat))
        log.append((seat, action))
        GAME.apply(state, seat, action, derive_rng(seed, len(log)))
        snapshots.append(json.dumps(state, sort_keys=True))
    for k in (1, 6, 13, len(log)):
        assert json.dumps(replay(3, {}, seed, log[:k]), sort_keys=True) == snapshots[k - 1]


def test_setup_is_deterministic_per_seed():
    a = GAME.setup(4, {}, derive_rng("s", 0))
    b = GAME.setup(4, {}, derive_rng("s", 0))
    assert a == b
