"""Board geometry and fast legality with bitboards (spec §0, §5).

A board of `size`×`size` cells is mapped onto the bits of a Python int, row by row, with a stride of `size + 4`:
the 4 always-empty padding bits after each row stop shifted shapes from wrapping into the next row (a normalised
shape reaches at most 4 cells to the right of its anchor). Bit `y * stride + x` is cell (x, y); scan order a1, b1, …,
a2, … is ascending bit order.

Legal anchors of one orientation with cell offsets d₁…dₖ, given the empty-cell mask E and the "frontier" F (empty cells
edge-adjacent to the player's own pieces):  AND(E >> dᵢ) & OR(F >> dᵢ).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

from .pieces import CATALOGUE, Orientation

PAD = 4
CELL_PATTERN = re.compile(r"^\s*([a-zA-Z])\s*(\d{1,3})\s*$")


def cell_name(x: int, y: int) -> str:
    return f"{chr(ord('a') + x)}{y + 1}"


def parse_cell(text: object) -> tuple[int, int] | None:
    """'c2' → (2, 1). None if the text is not shaped like a cell at all (bounds are checked elsewhere)."""
    if not isinstance(text, str):
        return None
    match = CELL_PATTERN.match(text)
    if not match:
        return None
    return ord(match.group(1).lower()) - ord("a"), int(match.group(2)) - 1


@dataclass(frozen=True)
class PlacedShape:
    """One orientation prepared for a board size: its cells as bit offsets from the anchor."""

    orientation: Orientation
    offsets: tuple[int, ...]
    # for every anchor bit: names of the covered cells, or None where the shape would leave the board
    table: tuple[tuple[str, ...] | None, ...] = field(default=(), compare=False, repr=False)


@dataclass(frozen=True)
class Geometry:
    size: int
    stride: int
    board_mask: int
    border_mask: int
    names: dict[int, str]  # bit → cell name
    bits: dict[str, int]  # cell name → bit

    def bit(self, x: int, y: int) -> int:
        return y * self.stride + x

    def inside(self, x: int, y: int) -> bool:
        return 0 <= x < self.size and 0 <= y < self.size

    def xy(self, bit: int) -> tuple[int, int]:
        return bit % self.stride, bit // self.stride

    def n4(self, mask: int) -> int:
        """Cells sharing an edge with any cell of mask (mask itself excluded unless adjacent)."""
        s = self.stride
        return ((mask << 1) | (mask >> 1) | (mask << s) | (mask >> s)) & self.board_mask

    def ring(self, mask: int) -> int:
        """Cells sharing an edge or a corner with any cell of mask, plus the mask itself."""
        row = mask | (mask << 1) | (mask >> 1)
        return (row | (row << self.stride) | (row >> self.stride)) & self.board_mask

    def names_of(self, mask: int) -> list[str]:
        return [self.names[b] for b in iter_bits(mask)]

    def mask_of(self, names: list[str]) -> int:
        mask = 0
        for name in names:
            mask |= 1 << self.bits[name]
        return mask

    def shapes(self, tile_id: str, allow_reflection: bool) -> tuple[PlacedShape, ...]:
        return _shapes(self.size, tile_id, allow_reflection)

    def covered(self, shape: PlacedShape, anchor: int) -> list[str]:
        return list(shape.table[anchor])  # type: ignore[arg-type]


def iter_bits(mask: int) -> Iterator[int]:
    """Set bits in ascending order (= scan order)."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


@cache
def geometry(size: int) -> Geometry:
    stride = size + PAD
    board = border = 0
    names: dict[int, str] = {}
    for y in range(size):
        for x in range(size):
            bit = y * stride + x
            board |= 1 << bit
            names[bit] = cell_name(x, y)
            if x in (0, size - 1) or y in (0, size - 1):
                border |= 1 << bit
    return Geometry(size, stride, board, border, names, {n: b for b, n in names.items()})


@cache
def _shapes(size: int, tile_id: str, allow_reflection: bool) -> tuple[PlacedShape, ...]:
    geo = geometry(size)
    tile = CATALOGUE.tile(tile_id)
    out = []
    for o in tile.allowed(allow_reflection):
        offsets = tuple(y * geo.stride + x for x, y in o.cells)
        table = []
        for anchor in range(size * geo.stride):
            cells = [geo.names.get(anchor + d) for d in offsets]
            table.append(None if None in cells else tuple(cells))
        out.append(PlacedShape(o, offsets, tuple(table)))  # type: ignore[arg-type]
    return tuple(out)


def legal_anchors(shape: PlacedShape, empty: int, frontier: int) -> int:
    """Mask of anchors (bottom-left of the bounding box) where the shape lies on empty cells touching the frontier."""
    fit = -1  # all ones
    touch = 0
    for d in shape.offsets:
        fit &= empty >> d
        touch |= frontier >> d
    return fit & touch


def covered_mask(shape: PlacedShape, anchors: int) -> int:
    """Union of the cells covered by the shape at every anchor in the mask."""
    out = 0
    for d in shape.offsets:
        out |= anchors << d
    return out
