"""Frame's pieces: the 13 tiles and 3 columns of every colour, and the tiles' orientations (spec §2.4, §5.2).

Loaded once from `frame_data.json`; the loader asserts the spec's counts so a bad data file fails loudly.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA_FILE = Path(__file__).with_name("frame_data.json")

Cell = tuple[int, int]
ROTATIONS = (0, 90, 180, 270)


@dataclass(frozen=True)
class Orientation:
    """One distinct normalised placement shape of a tile, labelled by the first (mirror, rot) that produces it."""

    tile: str
    index: int  # position in the spec's enumeration order
    rot: int
    mirror: bool
    cells: tuple[Cell, ...]  # normalised (min x = min y = 0), sorted in scan order (y, then x)
    width: int
    height: int


@dataclass(frozen=True)
class Tile:
    id: str
    pips: int
    cells: tuple[Cell, ...]  # base orientation
    orientations: tuple[Orientation, ...]

    def allowed(self, allow_reflection: bool) -> tuple[Orientation, ...]:
        """Every orientation, or only those reachable by rotation (the `mirror = no` ones)."""
        if allow_reflection:
            return self.orientations
        return tuple(o for o in self.orientations if not o.mirror)


def normalise(cells: list[Cell] | tuple[Cell, ...] | set[Cell]) -> tuple[Cell, ...]:
    """Shift so min x = min y = 0; sort in scan order."""
    min_x = min(x for x, _ in cells)
    min_y = min(y for _, y in cells)
    return tuple(sorted(((x - min_x, y - min_y) for x, y in cells), key=lambda c: (c[1], c[0])))


def transform(cells: tuple[Cell, ...], rot: int, mirror: bool) -> tuple[Cell, ...]:
    """Spec §5.2: mirror (x → −x), then rotate clockwise (x, y) → (y, −x) once per 90°, then normalise."""
    if rot not in ROTATIONS:
        raise ValueError(f"rotation must be one of {ROTATIONS}")
    out = [(-x, y) if mirror else (x, y) for x, y in cells]
    for _ in range(rot // 90):
        out = [(y, -x) for x, y in out]
    return normalise(out)


def compute_orientations(tile_id: str, base: tuple[Cell, ...]) -> tuple[Orientation, ...]:
    """Distinct normalised shapes in enumeration order: mirror=no rot 0..270, then mirror=yes rot 0..270."""
    seen: dict[tuple[Cell, ...], Orientation] = {}
    for mirror in (False, True):
        for rot in ROTATIONS:
            shape = transform(base, rot, mirror)
            if shape not in seen:
                width = 1 + max(x for x, _ in shape)
                height = 1 + max(y for _, y in shape)
                seen[shape] = Orientation(tile_id, len(seen), rot, mirror, shape, width, height)
    return tuple(seen.values())


def _connected(cells: tuple[Cell, ...]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


@dataclass(frozen=True)
class Catalogue:
    tiles: tuple[Tile, ...]
    colours: tuple[str, ...]
    colour_rgb: dict[str, tuple[int, int, int]]
    board_sizes: dict[int, int]
    columns: tuple[str, ...]

    @property
    def tile_ids(self) -> tuple[str, ...]:
        return tuple(t.id for t in self.tiles)

    def tile(self, tile_id: str) -> Tile:
        return TILES_BY_ID[tile_id]


@cache
def load_catalogue() -> Catalogue:
    raw = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    tiles = []
    for entry in raw["tiles"]:
        base = tuple((int(x), int(y)) for x, y in entry["cells"])
        assert len(set(base)) == len(base) == entry["squares"], entry["id"]
        assert 2 <= len(base) <= 5, entry["id"]
        assert _connected(base), entry["id"]
        orientations = compute_orientations(entry["id"], base)
        assert len(orientations) == entry["orientations"], (entry["id"], len(orientations))
        tiles.append(Tile(entry["id"], len(base), base, orientations))
    # Spec §2.4: 13 tiles of 53 squares, 55 orientations, every tile a different free polyomino.
    assert len(tiles) == 13
    assert sum(t.pips for t in tiles) == 53
    assert sum(len(t.orientations) for t in tiles) == 55
    assert len({min(o.cells for o in t.orientations) for t in tiles}) == 13
    assert len({t.id for t in tiles}) == 13
    colours = tuple(c["id"] for c in raw["colours"])
    assert colours == ("RED", "BLU", "GRN", "YEL")
    sizes = {int(k): int(v) for k, v in raw["board_sizes"].items()}
    assert sizes == {2: 10, 3: 12, 4: 14}
    columns = tuple(raw["columns"])
    assert columns == ("COL1", "COL2", "COL3")
    rgb = {c["id"]: tuple(c["rgb"]) for c in raw["colours"]}
    return Catalogue(tuple(tiles), colours, rgb, sizes, columns)


CATALOGUE = load_catalogue()
TILES_BY_ID: dict[str, Tile] = {t.id: t for t in CATALOGUE.tiles}
TILE_ORDER: dict[str, int] = {t.id: i for i, t in enumerate(CATALOGUE.tiles)}


@cache
def shape_index(tile_id: str) -> dict[tuple[Cell, ...], Orientation]:
    """Normalised shape → orientation, for checking placement input."""
    return {o.cells: o for o in TILES_BY_ID[tile_id].orientations}


def orientation_for(tile_id: str, rot: int, mirror: bool) -> Orientation:
    """The orientation that (rot, mirror) produces, under its first label."""
    return shape_index(tile_id)[transform(TILES_BY_ID[tile_id].cells, rot, mirror)]
