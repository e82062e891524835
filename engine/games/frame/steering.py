"""Pure helpers behind the Discord placement preview: start, rotate, flip and nudge a proposed placement.

Built on `assist` and, like it, read-only on the state. Every helper returns only legal placements (or None), so the
preview's buttons can never walk a player into an illegal spot. A placement is `(tile, rot, mirror, at)` with
(rot, mirror) the orientation's canonical label (the first one producing its shape, spec §5.2) and `at` the
bottom-left anchor cell.
"""

from __future__ import annotations

import re

from engine.core import State

from . import assist
from .board import iter_bits, parse_cell
from .pieces import TILE_ORDER, TILES_BY_ID, orientation_for, shape_index
from .position import column_mask, position

Placement = tuple[str, int, bool, str]

# direction → (dx, dy); ranks grow upwards, so "up" is +y
DIRECTIONS: dict[str, tuple[int, int]] = {"l": (-1, 0), "d": (0, -1), "u": (0, 1), "r": (1, 0)}

_ORIENTATION = re.compile(r"^\s*r?\s*(\d{1,3})\s*°?\s*(f|flip|flipped|m|mirror|mirrored)?\s*$", re.IGNORECASE)


def canonical(tile_id: str, rot: int, mirror: bool) -> tuple[int, bool]:
    """The canonical (rot, mirror) label of the shape that (rot, mirror) produces."""
    o = orientation_for(tile_id, rot, mirror)
    return o.rot, o.mirror


def orientation_value(rot: int, mirror: bool) -> str:
    """The compact form used in option values and custom ids: '90' or '90f'."""
    return f"{rot}{'f' if mirror else ''}"


def parse_orientation(text: str) -> tuple[int, bool] | None:
    """'90', '90f', '90° flipped', 'r270 mirror' → (rot, mirror); None if it is not an orientation."""
    match = _ORIENTATION.match(text or "")
    if not match or int(match.group(1)) not in (0, 90, 180, 270):
        return None
    return int(match.group(1)) % 360, match.group(2) is not None


def anchors(state: State, seat: int, tile_id: str, rot: int, mirror: bool) -> list[str]:
    return assist.anchor_choices(state, seat, tile_id, rot, mirror)


def first_placement(state: State, seat: int, tile_id: str | None = None, near: str = "a1") -> Placement | None:
    """A legal placement to start a preview with: the given tile (else the highest-pip one that fits), its first
    fitting orientation, at the legal anchor nearest to `near`. None if nothing fits."""
    choices = assist.tile_choices(state, seat)
    if tile_id is None:
        if not choices:
            return None
        tile_id = max(choices, key=lambda c: (c["pips"], -TILE_ORDER[c["tile"]]))["tile"]
    orientations = assist.orientation_choices(state, seat, tile_id)
    if not orientations:
        return None
    o = orientations[0]
    at = assist.settle_anchor(state, seat, tile_id, o["rot"], o["mirror"], near)
    return None if at is None else (tile_id, o["rot"], o["mirror"], at)


def switch_tile(state: State, seat: int, tile_id: str, rot: int, mirror: bool, near: str) -> Placement | None:
    """Another tile in the preview: keep the orientation if it fits, else its first fitting one; anchor near `near`."""
    if tile_id in TILES_BY_ID:
        rot, mirror = canonical(tile_id, rot, mirror)
        at = assist.settle_anchor(state, seat, tile_id, rot, mirror, near)
        if at is not None:
            return tile_id, rot, mirror, at
    return first_placement(state, seat, tile_id, near)


def turn(state: State, seat: int, placement: Placement, how: str) -> Placement | None:
    """Rotate ('rotate': a quarter turn clockwise) or flip ('flip': left-to-right) the shown shape. Shapes that look
    the same or fit nowhere are skipped (a flip then tries the mirror image's rotations); the anchor moves to the
    nearest legal one. None if no other shape fits."""
    tile_id, rot, mirror, at = placement
    current = orientation_for(tile_id, rot, mirror).cells
    candidates = []
    step = assist.flip(rot, mirror) if how == "flip" else assist.rotate(rot, mirror)
    for _ in range(4):
        candidates.append(step)
        step = assist.rotate(*step)
    for cand_rot, cand_mirror in candidates:
        if orientation_for(tile_id, cand_rot, cand_mirror).cells == current:
            continue
        new_at = assist.settle_anchor(state, seat, tile_id, cand_rot, cand_mirror, at)
        if new_at is not None:
            label = canonical(tile_id, cand_rot, cand_mirror)
            return tile_id, label[0], label[1], new_at
    return None


def _nearest_in_direction(names: list[str], at: str, direction: str) -> str | None:
    """Among `names`, the nearest cell strictly in `direction` from `at` (sideways drift costs double)."""
    origin = parse_cell(at)
    if origin is None or direction not in DIRECTIONS:
        return None
    dx, dy = DIRECTIONS[direction]
    best: tuple[tuple[int, int, int, int], str] | None = None
    for name in names:
        cell = parse_cell(name)
        assert cell is not None
        ahead = (cell[0] - origin[0]) * dx + (cell[1] - origin[1]) * dy
        side = abs((cell[0] - origin[0]) * dy) + abs((cell[1] - origin[1]) * dx)
        if ahead <= 0:
            continue
        key = (ahead + 2 * side, side, cell[1], cell[0])
        if best is None or key < best[0]:
            best = (key, name)
    return best[1] if best else None


def nudge(state: State, seat: int, placement: Placement, direction: str) -> Placement | None:
    """The same shape moved to the nearest legal anchor in `direction` (l, r, u, d); None if there is none."""
    tile_id, rot, mirror, at = placement
    target = _nearest_in_direction(anchors(state, seat, tile_id, rot, mirror), at, direction)
    return None if target is None else (tile_id, rot, mirror, target)


def nudge_column(state: State, seat: int, cell: str, direction: str) -> str | None:
    """The nearest legal column cell in `direction` from `cell`; None if there is none."""
    return _nearest_in_direction(assist.column_choices(state, seat), cell, direction)


def open_directions(names: list[str], at: str) -> set[str]:
    """Directions in which some cell of `names` lies (to enable the preview's arrow buttons)."""
    return {d for d in DIRECTIONS if _nearest_in_direction(names, at, d) is not None}


def first_column(state: State, seat: int, near: str = "a1") -> str | None:
    """A legal column cell to start a column preview with: the one nearest to `near`."""
    pos = position(state)
    cells = list(iter_bits(column_mask(state, pos, seat))) if state["active"] == seat else []
    if not cells:
        return None
    origin = parse_cell(near) or (0, 0)

    def distance(bit: int) -> tuple[int, int]:
        x, y = pos.geo.xy(bit)
        return abs(x - origin[0]) + abs(y - origin[1]), bit

    return pos.geo.names[min(cells, key=distance)]


def from_cells(tile_id: str, cells: list[str]) -> Placement | None:
    """A canonical-input placement (tile + cells) as (tile, rot, mirror, at); None if the cells are not its shape."""
    tile_id = tile_id.upper()
    parsed = [parse_cell(c) for c in cells]
    if tile_id not in TILES_BY_ID or not parsed or any(p is None for p in parsed):
        return None
    xs = [p[0] for p in parsed if p]
    ys = [p[1] for p in parsed if p]
    min_x, min_y = min(xs), min(ys)
    shape = tuple(sorted(((x - min_x, y - min_y) for x, y in zip(xs, ys, strict=True)), key=lambda c: (c[1], c[0])))
    o = shape_index(tile_id).get(shape)
    if o is None or min_x < 0 or min_y < 0 or min_x >= 26:
        return None
    return tile_id, o.rot, o.mirror, f"{chr(ord('a') + min_x)}{min_y + 1}"


def encode(placement: Placement) -> str:
    """'L4.90f.c2' — the placement part of a custom id."""
    tile_id, rot, mirror, at = placement
    return f"{tile_id}.{orientation_value(rot, mirror)}.{at}"


def decode(text: str) -> Placement | None:
    parts = text.split(".")
    if len(parts) != 3 or parts[0] not in TILES_BY_ID:
        return None
    orientation = parse_orientation(parts[1])
    if orientation is None or parse_cell(parts[2]) is None:
        return None
    return parts[0], orientation[0], orientation[1], parts[2]


_BRAILLE_DOTS = ((0x01, 0x08), (0x02, 0x10), (0x04, 0x20), (0x40, 0x80))  # [row from the top][column]


def braille(cells: list[list[int]] | tuple[tuple[int, int], ...]) -> str:
    """A shape (≤ 4 cells high) drawn in one line of braille characters, each 2 cells wide and 4 high — a tiny
    picture that fits in an autocomplete entry or a menu label."""
    height = 1 + max(y for _, y in cells)
    width = 1 + max(x for x, _ in cells)
    chars = [0] * ((width + 1) // 2)
    for x, y in cells:
        row = height - 1 - y
        if row < 4:
            chars[x // 2] |= _BRAILLE_DOTS[row][x % 2]
    return "".join(chr(0x2800 + c) for c in chars)


def shape_picture(tile_id: str, rot: int = 0, mirror: bool = False) -> str:
    return braille(orientation_for(tile_id, rot, mirror).cells)
