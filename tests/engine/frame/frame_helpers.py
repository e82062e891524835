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
from engine.games.frame.board import geometry, parse_cell
from engine.games.frame.pieces import TILES_BY_ID, shape_index

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
    return texts.REASONS[reason_key].format(**params)


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
    return GAME.play(state, seat, action, random.Random(0))


def place(tile: str, *cells: str) -> dict[str, Any]:
    return {"type": "place", "tile": tile, "cells": list(cells)}


def column(cell: str) -> dict[str, Any]:
    return {"type": "column", "cell": cell}


def is_legal(state: dict[str, Any], seat: int, action: dict[str, Any]) -> bool:
    """Both the validator and the generator must agree."""
    try:
        GAME.play(state, seat, action, random.Random(0))
        ok = True
    except IllegalMove:
        ok = False
    listed = normalise_action(action) in {normalise_action(a) for a in GAME.legal_actions(state, seat)}
    assert ok == listed, (action, ok, listed)
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
    """Structural truths that hold after every action of any game."""
    n = state["n"]
    size = state["size"]
    geo = geometry(size)
    assert size == {2: 10, 3: 12, 4: 14}[n]
    json.dumps(state)  # JSON-able
    seen: dict[str, int] = {}
    placed_tiles: list[set[str]] = [set() for _ in range(n)]
    placed_columns: list[list[str]] = [[] for _ in range(n)]
    for i, piece in enumerate(state["placements"]):
        assert piece["no"] == i + 1
        for cell in piece["cells"]:
            assert cell in geo.bits, cell
            assert cell not in seen, f"{cell} covered twice"
            seen[cell] = piece["seat"]
        if piece["kind"] == "tile":
            xy = [parse_cell(c) for c in piece["cells"]]
            min_x = min(x for x, _ in xy)
            min_y = min(y for _, y in xy)
            shape = tuple(sorted(((x - min_x, y - min_y) for x, y in xy), key=lambda c: (c[1], c[0])))
            assert shape in shape_index(piece["piece"]), piece
            placed_tiles[piece["seat"]].add(piece["piece"])
        else:
            placed_columns[piece["seat"]].append(piece["piece"])
    assert state["counter"] == len(state["placements"])
    columns = [p for p in state["placements"] if p["kind"] == "column"]
    for a in columns:
        ax, ay = parse_cell(a["cells"][0])
        for b in columns:
            if a is not b:
                bx, by = parse_cell(b["cells"][0])
                assert max(abs(ax - bx), abs(ay - by)) >= 2, "columns in each other's ring"
    for seat, player in enumerate(state["players"]):
        assert set(player["tiles"]) | placed_tiles[seat] == set(TILES_BY_ID)
        assert not set(player["tiles"]) & placed_tiles[seat]
        assert sorted(player["columns"] + placed_columns[seat]) == ["COL1", "COL2", "COL3"]
        own = [p["no"] for p in state["placements"] if p["seat"] == seat]
        assert player["last_placement"] == (max(own) if own else 0)
    if state["phase"] == "over":
        assert state["active"] is None
        assert all(p["out"] for p in state["players"])
    else:
        active = state["active"]
        assert active is not None and not state["players"][active]["out"]
        assert GAME.legal_actions(state, active), "the active seat must have a choice"
        if state["phase"] == "opening":
            assert state["opening_queue"][0] == active
