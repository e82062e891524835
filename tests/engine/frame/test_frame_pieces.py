"""Tile data and orientations (spec §2.4, §5.2): every tile's 8 transforms, normalised and deduplicated."""

from __future__ import annotations

import json

import pytest

from engine.games.frame import pieces
from engine.games.frame.pieces import CATALOGUE, TILES_BY_ID, compute_orientations, normalise, transform

SPEC_ORIENTATIONS = {
    "I2": 2, "I3": 2, "L3": 4, "I4": 2, "O4": 1, "T4": 4, "S4": 4,
    "L4": 8, "P5": 8, "U5": 4, "L5": 8, "T5": 4, "V5": 4,
}  # fmt: skip

DIAGRAMS = {  # spec §2.5, top line = highest y
    "I2": ["##"],
    "I3": ["###"],
    "L3": ["#.", "##"],
    "I4": ["####"],
    "O4": ["##", "##"],
    "T4": [".#.", "###"],
    "S4": [".##", "##."],
    "L4": ["#.", "#.", "##"],
    "P5": ["##", "##", "#."],
    "U5": ["#.#", "###"],
    "L5": ["#.", "#.", "#.", "##"],
    "T5": ["###", ".#.", ".#."],
    "V5": ["#..", "#..", "###"],
}


def diagram_cells(rows: list[str]) -> set[tuple[int, int]]:
    height = len(rows)
    return {(x, height - 1 - r) for r, row in enumerate(rows) for x, ch in enumerate(row) if ch == "#"}


def brute_force(cells) -> set[frozenset]:
    """Independent: all 8 symmetries of the square by matrices, normalised as frozensets."""
    mats = [(1, 0, 0, 1), (0, 1, -1, 0), (-1, 0, 0, -1), (0, -1, 1, 0)]
    mats += [(-a, b, -c, d) for a, b, c, d in mats]
    out = set()
    for a, b, c, d in mats:
        pts = [(a * x + b * y, c * x + d * y) for x, y in cells]
        mx, my = min(p[0] for p in pts), min(p[1] for p in pts)
        out.add(frozenset((x - mx, y - my) for x, y in pts))
    return out


def test_catalogue_counts():
    assert len(CATALOGUE.tiles) == 13
    assert sum(t.pips for t in CATALOGUE.tiles) == 53
    assert [t.id for t in CATALOGUE.tiles] == list(SPEC_ORIENTATIONS)
    assert CATALOGUE.columns == ("COL1", "COL2", "COL3")


@pytest.mark.parametrize("tile_id", list(SPEC_ORIENTATIONS))
def test_base_cells_match_the_diagram(tile_id):
    assert set(TILES_BY_ID[tile_id].cells) == diagram_cells(DIAGRAMS[tile_id])


@pytest.mark.parametrize("tile_id", list(SPEC_ORIENTATIONS))
def test_eight_transforms_normalised_and_deduplicated(tile_id):
    tile = TILES_BY_ID[tile_id]
    shapes = [transform(tile.cells, rot, mirror) for mirror in (False, True) for rot in (0, 90, 180, 270)]
    assert len(shapes) == 8
    for shape in shapes:
        assert min(x for x, _ in shape) == 0 and min(y for _, y in shape) == 0
        assert len(shape) == tile.pips
    distinct = {frozenset(s) for s in shapes}
    assert distinct == brute_force(tile.cells)
    assert len(tile.orientations) == len(distinct) == SPEC_ORIENTATIONS[tile_id]
    assert {frozenset(o.cells) for o in tile.orientations} == distinct
    # labelled by their first appearance: mirror=no rot 0..270, then mirror=yes
    order = [(o.mirror, o.rot) for o in tile.orientations]
    assert order == sorted(order)
    assert [o.index for o in tile.orientations] == list(range(len(tile.orientations)))
    for o in tile.orientations:
        assert transform(tile.cells, o.rot, o.mirror) == o.cells
        assert o.width == 1 + max(x for x, _ in o.cells) and o.height == 1 + max(y for _, y in o.cells)


def test_rotation_is_clockwise():
    # (x, y) → (y, −x): the cell to the right moves below
    assert transform(((0, 0), (1, 0), (0, 1)), 90, False) == normalise([(0, 0), (0, -1), (1, 0)])


def test_no_reflection_keeps_rotations_only():
    assert sum(len(t.allowed(False)) for t in CATALOGUE.tiles) == 2 + 2 + 4 + 2 + 1 + 4 + 2 + 4 + 4 + 4 + 4 + 4 + 4
    assert sum(len(t.allowed(True)) for t in CATALOGUE.tiles) == 55


def test_all_tiles_are_distinct_free_polyominoes():
    canon = {min(tuple(sorted(s)) for s in brute_force(t.cells)) for t in CATALOGUE.tiles}
    assert len(canon) == 13


def test_loader_asserts_counts(tmp_path, monkeypatch):
    raw = json.loads(pieces.DATA_FILE.read_text())
    raw["tiles"][0]["orientations"] = 3
    bad = tmp_path / "frame_data.json"
    bad.write_text(json.dumps(raw))
    monkeypatch.setattr(pieces, "DATA_FILE", bad)
    pieces.load_catalogue.cache_clear()
    try:
        with pytest.raises(AssertionError):
            pieces.load_catalogue()
    finally:
        monkeypatch.undo()
        pieces.load_catalogue.cache_clear()
    assert pieces.load_catalogue().tile_ids == tuple(SPEC_ORIENTATIONS)


def test_compute_orientations_of_a_symmetric_shape():
    assert len(compute_orientations("X", ((0, 0),))) == 1
