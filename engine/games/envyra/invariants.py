"""State invariants of Envyra (cube and tile conservation, phase consistency), checked after every step of a playout.

`check(state, game)` raises AssertionError naming the first broken rule; `EnvyraGame.invariants` calls it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .board import CUBES, State
from .data import TILES

if TYPE_CHECKING:
    from .rules import EnvyraGame


def check(state: State, game: EnvyraGame) -> None:
    """5 cubes per player and all 38 tiles accounted for; phase-specific consistency."""
    n = state["n"]
    for seat in range(n):
        on_tiles = sum(1 for cubes in state["cubes"].values() for s, _ in cubes if s == seat)
        total = state["supply"][seat] + len(state["board"][seat]) + on_tiles
        assert total == CUBES, f"seat {seat} has {total} cubes, not {CUBES}"
        assert state["supply"][seat] >= 0, f"seat {seat} has a negative supply"
    tiles = [t for t in state["grid"].values() if t is not None] + state["bag"] + state["box"] + state["aside"]
    tiles += [t for owned in state["owned"] for t in owned]
    assert len(tiles) == len(TILES) and set(tiles) == set(TILES), "tiles are not accounted for"
    assert state["bag"] == sorted(state["bag"]) and state["box"] == sorted(state["box"]), "bag or box not sorted"
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
        assert all(state["supply"][s] >= 1 for s in range(n) if not state["blocked"][s]), "a participant has no cube"
        for s in range(n):
            assert state["pending"][s] is None or not state["blocked"][s], f"seat {s} sits out but has placed"
    elif phase in ("phase2", "remove"):
        assert all(p is None for p in state["pending"]), "a secret placement outside Phase I"
    if phase == "phase2":
        mover = state["mover"]
        assert mover is not None and len(game.legal_actions(state, mover)) >= 2, "Phase II waits without a choice"
    if phase == "remove":
        assert len(state["remove"]["candidates"]) >= 2, "a removal without a choice"
    for seat in game.to_act(state):
        assert game.legal_actions(state, seat), f"seat {seat} must act but has no legal action"
