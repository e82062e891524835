"""State invariants of Frame (pieces on the board, conservation, whose turn), checked after every step of a playout.

`check(state, game)` raises AssertionError naming the first broken rule; `FrameGame.invariants` calls it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .board import geometry, parse_cell
from .pieces import TILES_BY_ID, shape_index

if TYPE_CHECKING:
    from .rules import FrameGame


def check(state: dict[str, Any], game: FrameGame) -> None:
    """Structural truths that hold after every action of any game."""
    n = state["n"]
    size = state["size"]
    geo = geometry(size)
    assert size == {2: 10, 3: 12, 4: 14}[n], f"a {size}×{size} board for {n} players (§2)"
    seen: dict[str, int] = {}
    placed_tiles: list[set[str]] = [set() for _ in range(n)]
    placed_columns: list[list[str]] = [[] for _ in range(n)]
    for i, piece in enumerate(state["placements"]):
        assert piece["no"] == i + 1, f"placement {i + 1} is numbered {piece['no']}"
        for cell in piece["cells"]:
            assert cell in geo.bits, f"{cell} is outside the frame"
            assert cell not in seen, f"{cell} covered twice"
            seen[cell] = piece["seat"]
        if piece["kind"] == "tile":
            xy = [parse_cell(c) for c in piece["cells"]]
            min_x = min(x for x, _ in xy)
            min_y = min(y for _, y in xy)
            shape = tuple(sorted(((x - min_x, y - min_y) for x, y in xy), key=lambda c: (c[1], c[0])))
            assert shape in shape_index(piece["piece"]), f"placement {piece['no']} is not a {piece['piece']}"
            placed_tiles[piece["seat"]].add(piece["piece"])
        else:
            placed_columns[piece["seat"]].append(piece["piece"])
    assert state["counter"] == len(state["placements"]), "the placement counter is off"
    columns = [p for p in state["placements"] if p["kind"] == "column"]
    for a in columns:
        ax, ay = parse_cell(a["cells"][0])
        for b in columns:
            if a is not b:
                bx, by = parse_cell(b["cells"][0])
                assert max(abs(ax - bx), abs(ay - by)) >= 2, "columns in each other's ring"
    for seat, player in enumerate(state["players"]):
        assert set(player["tiles"]) | placed_tiles[seat] == set(TILES_BY_ID), f"tiles of seat {seat} lost"
        assert not set(player["tiles"]) & placed_tiles[seat], f"a tile of seat {seat} is placed and unplaced"
        assert sorted(player["columns"] + placed_columns[seat]) == ["COL1", "COL2", "COL3"], f"columns of seat {seat}"
        own = [p["no"] for p in state["placements"] if p["seat"] == seat]
        assert player["last_placement"] == (max(own) if own else 0), f"last placement of seat {seat}"
    if state["phase"] == "over":
        assert state["active"] is None, "an active seat after the end"
        assert all(p["out"] for p in state["players"]), "a seat still in after the end"
    else:
        active = state["active"]
        assert active is not None and not state["players"][active]["out"], "no active seat that is still in"
        assert game.legal_actions(state, active), "the active seat must have a choice"
        if state["phase"] == "opening":
            assert state["opening_queue"][0] == active, "the opening queue is out of step"
