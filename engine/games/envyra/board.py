"""Grid geometry and small state queries shared by the Envyra modules (spec §2.5, §0)."""

from __future__ import annotations

from typing import Any

from .data import THEMES, TILES

State = dict[str, Any]
COLOURS = ("Purple", "Grey", "Pink", "Black")  # §2.4, by seat
CUBES = 5
GRID_SHAPE = {2: (3, 2), 3: (3, 3), 4: (4, 3)}  # players -> (columns, rows)
_THEME_INDEX = {t: i for i, t in enumerate(THEMES)}


def positions_for(n_players: int) -> list[str]:
    """Row-major position names: A1, B1, C1, (D1), A2, ..."""
    cols, rows = GRID_SHAPE[n_players]
    return [f"{'ABCD'[c]}{r + 1}" for r in range(rows) for c in range(cols)]


def positions(state: State) -> list[str]:
    return state["positions"]


def colour_counts(owned: list[str]) -> list[int]:
    """Owned theme tiles per colour, in THEMES order (bonus and End tiles count for nothing)."""
    counts = [0, 0, 0]
    for tid in owned:
        theme = TILES[tid].theme
        if theme is not None:
            counts[_THEME_INDEX[theme]] += 1
    return counts


def meets(counts: list[int], tile_id: str) -> bool:
    req = TILES[tile_id].req
    return counts[0] >= req[0] and counts[1] >= req[1] and counts[2] >= req[2]


def can_access(state: State, seat: int, tile_id: str) -> bool:
    return meets(colour_counts(state["owned"][seat]), tile_id)


def accessible_positions(state: State, seat: int) -> list[str]:
    counts = colour_counts(state["owned"][seat])
    grid = state["grid"]
    return [p for p in state["positions"] if grid[p] is not None and meets(counts, grid[p])]


def blocked_seats(state: State) -> list[int]:
    """Players with no accessible tile on the grid (§4.6)."""
    grid = state["grid"]
    tiles = [t for t in grid.values() if t is not None]
    out = []
    for seat in range(state["n"]):
        counts = colour_counts(state["owned"][seat])
        if not any(meets(counts, t) for t in tiles):
            out.append(seat)
    return out


def clockwise_from(state: State, first: int) -> list[int]:
    n = state["n"]
    return [(first + i) % n for i in range(n)]


def movable(state: State, seat: int) -> list[str]:
    """Board cubes whose position holds a tile the seat may enter now (row-major)."""
    board = state["board"][seat]
    if not board:
        return []
    counts = colour_counts(state["owned"][seat])
    grid = state["grid"]
    return [p for p in state["positions"] if p in board and grid[p] is not None and meets(counts, grid[p])]


def cubes_on_tiles(state: State, seat: int) -> int:
    return sum(1 for cubes in state["cubes"].values() for s, _ in cubes if s == seat)
