"""A state's board as bitboards, and the legal-move generators built on them (spec §5.3–§5.5)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from .board import Geometry, PlacedShape, covered_mask, geometry, legal_anchors

State = dict[str, Any]


@dataclass(frozen=True)
class Position:
    geo: Geometry
    empty: int
    tiles: int  # cells covered by tiles of any colour
    columns: int  # cells holding columns of any colour
    own: tuple[int, ...]  # per seat: cells of that seat's pieces

    def frontier(self, seat: int) -> int:
        """Empty cells sharing an edge with one of the seat's own pieces (§5.4 rule 5)."""
        return self.geo.n4(self.own[seat]) & self.empty


def piece_masks(geo: Geometry, pieces: Iterable[dict[str, Any]], n: int) -> tuple[tuple[int, ...], int, int]:
    """Bit masks of placed pieces (a state's placements or a view's pieces): (per seat, tiles, columns)."""
    bits = geo.bits
    own = [0] * n
    tiles = columns = 0
    for piece in pieces:
        mask = 0
        for name in piece["cells"]:
            mask |= 1 << bits[name]
        own[piece["seat"]] |= mask
        if piece["kind"] == "tile":
            tiles |= mask
        else:
            columns |= mask
    return tuple(own), tiles, columns


def position(state: State) -> Position:
    geo = geometry(state["size"])
    own, tiles, columns = piece_masks(geo, state["placements"], state["n"])
    return Position(geo, geo.board_mask & ~(tiles | columns), tiles, columns, own)


def tile_anchor_sets(state: State, pos: Position, seat: int) -> Iterator[tuple[str, PlacedShape, int]]:
    """(tile, shape, anchors mask) for every orientation of the seat's unplaced tiles, in enumeration order."""
    frontier = pos.frontier(seat)
    if not frontier:
        return
    allow = state["options"]["allow_reflection"]
    for tile_id in state["players"][seat]["tiles"]:
        for shape in pos.geo.shapes(tile_id, allow):
            yield tile_id, shape, legal_anchors(shape, pos.empty, frontier)


def has_tile_move(state: State, pos: Position, seat: int) -> bool:
    return any(anchors for _, _, anchors in tile_anchor_sets(state, pos, seat))


def tile_hint_mask(state: State, pos: Position, seat: int) -> int:
    """Cells covered by at least one legal tile placement."""
    out = 0
    for _, shape, anchors in tile_anchor_sets(state, pos, seat):
        if anchors:
            out |= covered_mask(shape, anchors)
    return out


def opening_column_mask(pos: Position) -> int:
    """§5.3: empty border cells with no column in their ring."""
    return pos.empty & pos.geo.border_mask & ~pos.geo.ring(pos.columns)


def third_column_mask(state: State, pos: Position, seat: int) -> int:
    """§5.5: empty, touching the frame or a tile, no column in the ring; only in the tile phase, only once."""
    if state["phase"] != "tiles" or "COL3" not in state["players"][seat]["columns"]:
        return 0
    reach = pos.geo.border_mask | pos.geo.n4(pos.tiles)
    return pos.empty & reach & ~pos.geo.ring(pos.columns)


def column_mask(state: State, pos: Position, seat: int) -> int:
    """Cells where the seat could put its next column right now."""
    if state["phase"] == "opening":
        has_opening_column = {"COL1", "COL2"} & set(state["players"][seat]["columns"])
        return opening_column_mask(pos) if has_opening_column else 0
    return third_column_mask(state, pos, seat)
