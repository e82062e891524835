"""Shared helpers for the Envyra tests (not a test module)."""

from __future__ import annotations

import copy
import json
from typing import Any

from engine.core import Event
from engine.games.envyra import EnvyraGame
from engine.games.envyra.scenario import StubRng, build, end_round, start_round
from presenters.base import listed

GAME = EnvyraGame()
NAMES = ["Alice", "Bob", "Carol", "Dave"]

__all__ = ["GAME", "NAMES", "StubRng", "build", "end_round", "start_round"]


def as_typed(state: dict[str, Any], seat: int, action: dict[str, Any], rng: Any) -> list[Event]:
    """Positions as a player may type them (any case, any order) sent as the listed action, as the presenter does."""
    return GAME.apply(state, seat, listed(GAME, state, seat, action), rng or StubRng())


def place(state: dict[str, Any], seat: int, *positions: str, rng: Any = None) -> list[Event]:
    return as_typed(state, seat, {"type": "place", "positions": list(positions)}, rng)


def move(state: dict[str, Any], seat: int, position: str, rng: Any = None) -> list[Event]:
    return as_typed(state, seat, {"type": "move", "position": position}, rng)


def remove(state: dict[str, Any], seat: int, position: str, rng: Any = None) -> list[Event]:
    return as_typed(state, seat, {"type": "remove", "position": position}, rng)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: list[Event], kind: str) -> list[dict[str, Any]]:
    return [e.params for e in events if e.kind == kind]


def cubes_at(state: dict[str, Any], pos: str) -> list[int]:
    return [s for s, _ in state["cubes"][pos]]


def check_invariants(state: dict[str, Any]) -> None:
    """5 cubes per player and all 38 tiles accounted for; phase-specific consistency (the engine's invariants)."""
    GAME.invariants(state)


def round_trip(state: dict[str, Any]) -> None:
    assert json.loads(json.dumps(state)) == state


def snapshot(state: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(state)
