"""Shared helpers for the Envyra tests (not a test module)."""

from __future__ import annotations

import copy
import json
from typing import Any

from engine.core import Event
from engine.games.envyra import EnvyraGame
from engine.games.envyra.scenario import StubRng, build, end_round, start_round

GAME = EnvyraGame()
NAMES = ["Alice", "Bob", "Carol", "Dave"]

__all__ = ["GAME", "NAMES", "StubRng", "build", "end_round", "start_round"]


def place(state: dict[str, Any], seat: int, *positions: str, rng: Any = None) -> list[Event]:
    return GAME.apply(state, seat, {"type": "place", "positions": list(positions)}, rng or StubRng())


def move(state: dict[str, Any], seat: int, position: str, rng: Any = None) -> list[Event]:
    return GAME.apply(state, seat, {"type": "move", "position": position}, rng or StubRng())


def remove(state: dict[str, Any], seat: int, position: str, rng: Any = None) -> list[Event]:
    return GAME.apply(state, seat, {"type": "remove", "position": position}, rng or StubRng())


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
