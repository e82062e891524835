"""Shared helpers for the Envyra tests (not a test module)."""

from __future__ import annotations

import copy
import json
from typing import Any

from engine.core import Event
from engine.games.envyra import EnvyraGame
from engine.games.envyra.board import CUBES
from engine.games.envyra.data import TILES
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
    """5 cubes per player and all 38 tiles accounted for; phase-specific consistency."""
    n = state["n"]
    for seat in range(n):
        on_tiles = sum(1 for cubes in state["cubes"].values() for s, _ in cubes if s == seat)
        total = state["supply"][seat] + len(state["board"][seat]) + on_tiles
        assert total == CUBES, f"seat {seat} has {total} cubes"
        assert state["supply"][seat] >= 0
    tiles = [t for t in state["grid"].values() if t is not None] + state["bag"] + state["box"] + state["aside"]
    tiles += [t for owned in state["owned"] for t in owned]
    assert len(tiles) == len(TILES) and set(tiles) == set(TILES), "tiles are not accounted for"
    assert state["bag"] == sorted(state["bag"]) and state["box"] == sorted(state["box"])
    assert not state["aside"], "set-aside tiles must be back in the bag between actions"
    for pos, cubes in state["cubes"].items():
        tile = state["grid"][pos]
        if tile is None:
            assert not cubes, f"cubes on the empty position {pos}"
        else:
            assert len(cubes) < TILES[tile].cost, f"{pos} should have been claimed"
    phase = state["phase"]
    if phase == "phase1":
        assert all(not b for b in state["board"]), "boards are empty in Phase I"
        assert all(state["supply"][s] >= 1 for s in range(n) if not state["blocked"][s])
    if phase == "phase2":
        assert state["mover"] is not None and len(GAME.legal_actions(state, state["mover"])) >= 2
    if phase == "remove":
        assert len(state["remove"]["candidates"]) >= 2
    for seat in GAME.to_act(state):
        assert GAME.legal_actions(state, seat), f"seat {seat} must act but has no legal action"


def round_trip(state: dict[str, Any]) -> None:
    assert json.loads(json.dumps(state)) == state


def snapshot(state: dict[str, Any]) -> dict[str, Any]:
    return copy.deepcopy(state)
