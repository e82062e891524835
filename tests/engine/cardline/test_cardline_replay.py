"""Determinism: the same seed and the same action list from setup give the identical state (replay = snapshot)."""

from __future__ import annotations

import json
import random

import pytest
from cardline_testkit import GAME

from engine.core import derive_rng, json_round_trip
from engine.randomplayer import random_step


def record_game(seed: str, players: int, options: dict) -> tuple[dict, list[tuple[int, dict]], list[dict]]:
    """Play a random game, storing the state as JSON after every action (as the store would)."""
    chooser = random.Random(f"chooser:{seed}")
    state = GAME.setup(players, options, derive_rng(seed, 0))
    log: list[tuple[int, dict]] = []
    snapshots = []
    while GAME.result(state) is None:
        seat, action = random_step(GAME, state, chooser)
        log.append((seat, action))
        state, _ = GAME.play(state, seat, action, derive_rng(seed, len(log)))
        snapshots.append(json.loads(json.dumps(state)))
    return state, log, snapshots


def replay(seed: str, players: int, options: dict, log: list[tuple[int, dict]]) -> list[dict]:
    state = GAME.setup(players, options, derive_rng(seed, 0))
    states = []
    for number, (seat, action) in enumerate(log, start=1):
        GAME.apply(state, seat, json_round_trip(action), derive_rng(seed, number))
        states.append(json_round_trip(state))
    return states


@pytest.mark.parametrize(
    ("seed", "players", "options"),
    [
        ("replay-a", 3, {}),
        ("replay-b", 8, {"hand_size": 2, "deck_size": 17, "characteristic": "co2_per_capita"}),
        ("replay-c", 2, {"hand_size": 6, "deck_size": "all", "characteristic": "area"}),
        ("replay-d", 5, {"hand_size": 1, "deck_size": 6, "characteristic": "gdp", "start_player": 4}),
    ],
)
def test_replay_from_setup_equals_snapshots(seed: str, players: int, options: dict) -> None:
    final, log, snapshots = record_game(seed, players, options)
    assert replay(seed, players, options, log) == snapshots
    assert snapshots[-1] == final


def test_replaying_twice_gives_identical_states_and_events() -> None:
    seed, players, options = "twice", 4, {"hand_size": 3, "deck_size": 14}
    _, log, _ = record_game(seed, players, options)
    runs = []
    for _ in range(2):
        state = GAME.setup(players, options, derive_rng(seed, 0))
        events = []
        for number, (seat, action) in enumerate(log, start=1):
            events += [e.to_json() for e in GAME.apply(state, seat, action, derive_rng(seed, number))]
        runs.append((json.dumps(state, sort_keys=True), json.dumps(events, sort_keys=True)))
    assert runs[0] == runs[1]


def test_state_survives_json_at_every_step() -> None:
    seed = "json-steps"
    state = GAME.setup(6, {"hand_size": 2, "deck_size": 13}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    number = 0
    while GAME.result(state) is None:
        seat, action = random_step(GAME, state, chooser)
        number += 1
        # continue from the decoded copy: a stored snapshot must be as good as the live state
        state = json.loads(json.dumps(state))
        GAME.apply(state, seat, action, derive_rng(seed, number))
        assert json_round_trip(state) == state
