"""A player that picks uniformly among legal actions: drives playout tests and benchmarks."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.core import Event, Game, Result, State, derive_rng


def random_step(game: Game, state: State, rng: random.Random) -> tuple[int, dict[str, Any]]:
    """Pick a seat that must act and one of its legal actions."""
    seats = game.to_act(state)
    if not seats:
        raise RuntimeError("no seat to act in a running game")
    seat = rng.choice(sorted(seats))
    actions = game.legal_actions(state, seat)
    if not actions:
        raise RuntimeError(f"seat {seat} must act but has no legal action")
    return seat, rng.choice(actions)


def playout(
    game: Game,
    n_players: int,
    options: dict[str, Any],
    seed: str,
    max_moves: int = 100_000,
    check: Callable[[State, list[Event]], None] | None = None,
) -> tuple[State, Result, int]:
    """Play a whole game with random legal moves; `check` runs after every action."""
    chooser = random.Random(f"chooser:{seed}")
    state = game.setup(n_players, options, derive_rng(seed, 0))
    moves = 0
    while game.result(state) is None:
        if moves >= max_moves:
            raise RuntimeError(f"game did not end within {max_moves} moves")
        seat, action = random_step(game, state, chooser)
        moves += 1
        events = game.apply(state, seat, action, derive_rng(seed, moves))
        if check is not None:
            check(state, events)
    result = game.result(state)
    assert result is not None
    return state, result, moves
