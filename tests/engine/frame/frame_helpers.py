"""Shared helpers for the Frame tests: build positions from the spec's examples, check refusals."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from engine.core import IllegalMove
from engine.games.frame import FrameGame, texts
from engine.games.frame.assist import canonical_cells
from presenters.base import listed
from presenters.frame import spelling

GAME = FrameGame()
RED, BLU, GRN, YEL = 0, 1, 2, 3


def new_state(n: int = 2, start: int = 0, **options: Any) -> dict[str, Any]:
    return GAME.setup(n, {"start_player": str(start + 1), **options}, random.Random(0))


def build(
    n: int = 2,
    start: int = 0,
    columns: dict[int, list[str]] | None = None,
    tiles: dict[int, dict[str, list[str]]] | None = None,
    active: int = 0,
    phase: str = "tiles",
    **options: Any,
) -> dict[str, Any]:
    """A constructed position (spec §11 style). Columns are COL1, COL2, COL3 in the order given.

    The state is left in `phase` with `active` to move; nothing is auto-resolved (see `resume`).
    """
    state = new_state(n, start, **options)
    counter = 0
    placements = []
    for seat, cells in (columns or {}).items():
        for i, cell in enumerate(cells):
            counter += 1
            placements.append({"no": counter, "seat": seat, "piece": f"COL{i + 1}", "kind": "column", "cells": [cell]})
            state["players"][seat]["columns"].remove(f"COL{i + 1}")
            state["players"][seat]["last_placement"] = counter
    for seat, by_tile in (tiles or {}).items():
        for tile_id, cells in by_tile.items():
            counter += 1
            placements.append({"no": counter, "seat": seat, "piece": tile_id, "kind": "tile", "cells": list(cells)})
            state["players"][seat]["tiles"].remove(tile_id)
            state["players"][seat]["last_placement"] = counter
    state["placements"] = placements
    state["counter"] = counter
    state["phase"] = phase
    state["active"] = active
    state["stage"] = "opening" if phase == "opening" else "tiles"
    if phase == "tiles":
        state["opening_queue"] = []
    return state


def resume(state: dict[str, Any], previous: int) -> list:
    """Run the engine's S4 ADVANCE from `previous` (auto drop-outs included), as after a move by `previous`."""
    events: list = []
    GAME._advance_tiles(state, events, previous)
    return events


def reason(reason_key: str, **params: Any) -> str:
    return str(texts.error(reason_key, **params))  # English, the default


def refused(state: dict[str, Any], seat: int, action: Any) -> str:
    """Play a move that must be refused; check the state is untouched; return the refusal text."""
    before = json.dumps(state, sort_keys=True)
    with pytest.raises(IllegalMove) as info:
        GAME.play(state, seat, action, random.Random(0))
    assert json.dumps(state, sort_keys=True) == before
    # apply itself must not have changed anything before refusing either
    work = copy.deepcopy(state)
    with pytest.raises(IllegalMove):
        GAME.apply(work, seat, action, random.Random(0))
    assert json.dumps(work, sort_keys=True) == before
    return str(info.value)


def accepted(state: dict[str, Any], seat: int, action: dict[str, Any]) -> tuple[dict[str, Any], list]:
    """Cells in any order or by orientation and anchor are sent as the listed action, as the presenter does."""
    return GAME.play(state, seat, listed(GAME, state, seat, action, spelling), random.Random(0))


def place(tile: str, *cells: str) -> dict[str, Any]:
    return {"type": "place", "tile": tile, "cells": list(cells)}


def column(cell: str) -> dict[str, Any]:
    return {"type": "column", "cell": cell}


def is_legal(state: dict[str, Any], seat: int, action: dict[str, Any]) -> bool:
    """Both the validator and the generator must agree."""
    try:
        GAME.play(state, seat, listed(GAME, state, seat, action, spelling), random.Random(0))  # as the presenter
        ok = True
    except IllegalMove:
        ok = False
    generated = normalise_action(action) in {normalise_action(a) for a in GAME.legal_actions(state, seat)}
    assert ok == generated, (action, ok, generated)
    return ok


def normalise_action(action: dict[str, Any]) -> str:
    if action.get("type") == "place":
        cells = action.get("cells")
        if cells is None:
            mirror = action.get("mirror") in (True, "yes")
            cells = canonical_cells(action["tile"], action.get("rot", 0), mirror, action["at"])
        return f"place {action['tile'].upper()} " + " ".join(sorted(cells))
    if action.get("type") == "column":
        return f"column {action['cell']}"
    return str(action.get("type"))


def check_invariants(state: dict[str, Any]) -> None:
    """Structural truths that hold after every action of any game (engine/games/frame/invariants.py)."""
    json.dumps(state)  # JSON-able
    GAME.invariants(state)
