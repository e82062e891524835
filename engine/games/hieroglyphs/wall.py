"""Geometry of the 7×7 wall: gravity, pair detection (§5.2, §8.3) and curse lines (§8.2.4).

The wall in the state is a list of 7 columns, each a list of card ids from row 1 upwards (Connect-Four geometry,
so a column never has gaps). Coordinates handed to players are 1-based `(column, row)`, row 1 at the bottom.
"""

from __future__ import annotations

import re
from typing import Any

from .data import COLUMNS, ROWS, card_animal, card_facing

Wall = list[list[str]]

NEIGHBOUR_STEPS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
# The four line directions through a cell: row, column, rising diagonal, falling diagonal.
LINE_DIRECTIONS = [(1, 0), (0, 1), (1, 1), (1, -1)]


def cell(wall: Wall, column: int, row: int) -> str | None:
    """The card at 1-based `(column, row)`, or None for an empty window or a cell off the wall."""
    if 1 <= column <= COLUMNS and 1 <= row <= ROWS:
        stack = wall[column - 1]
        if row <= len(stack):
            return stack[row - 1]
    return None


def cards_on_wall(wall: Wall) -> int:
    return sum(len(column) for column in wall)


def is_full(wall: Wall) -> bool:
    return all(len(column) >= ROWS for column in wall)


def open_columns(wall: Wall) -> list[int]:
    """1-based numbers of the columns that can still take a card."""
    return [c + 1 for c in range(COLUMNS) if len(wall[c]) < ROWS]


def pair_type(card_a: str, card_b: str) -> str:
    """`same` when both cards face the same way, else `opposite` (§5.3)."""
    return "same" if card_facing(card_a) == card_facing(card_b) else "opposite"


def adjacent_pairs(wall: Wall, column: int, row: int) -> list[dict[str, Any]]:
    """Base game (§5.2): one pair per touching card of the new card's animal."""
    new = wall[column - 1][row - 1]
    animal = card_animal(new)
    pairs = []
    for dc, dr in NEIGHBOUR_STEPS:
        other = cell(wall, column + dc, row + dr)
        if other is not None and card_animal(other) == animal:
            pairs.append({"cell": [column + dc, row + dr], "type": pair_type(new, other)})
    return pairs


def sphinx_pairs(wall: Wall, column: int, row: int) -> list[dict[str, Any]]:
    """Eyes of the Sphinx (§8.3): one pair per line through the new card holding exactly two of its animal."""
    new = wall[column - 1][row - 1]
    animal = card_animal(new)
    pairs = []
    for dc, dr in LINE_DIRECTIONS:
        same_animal = []
        for sign in (-1, 1):
            step = 1
            while True:
                c, r = column + sign * step * dc, row + sign * step * dr
                if not (1 <= c <= COLUMNS and 1 <= r <= ROWS):
                    break
                other = cell(wall, c, r)
                if other is not None and card_animal(other) == animal:
                    same_animal.append((c, r, other))
                step += 1
        if len(same_animal) == 1:
            c, r, other = same_animal[0]
            pairs.append({"cell": [c, r], "type": pair_type(new, other)})
    return pairs


def _all_lines() -> list[tuple[tuple[int, int], tuple[int, int], tuple[int, int]]]:
    """Every run of three consecutive cells in a straight line (120 on a 7×7 wall), 1-based."""
    lines = []
    for c in range(1, COLUMNS + 1):
        for r in range(1, ROWS + 1):
            for dc, dr in LINE_DIRECTIONS:
                end_c, end_r = c + 2 * dc, r + 2 * dr
                if 1 <= end_c <= COLUMNS and 1 <= end_r <= ROWS:
                    lines.append(((c, r), (c + dc, r + dr), (end_c, end_r)))
    return lines


ALL_LINES = _all_lines()
_LINE_BY_CELLS = {frozenset(line): line for line in ALL_LINES}


def occupied_lines(wall: Wall) -> list[list[list[int]]]:
    """Lines of three occupied windows: the well-formed curse submissions (they do not reveal which one matches)."""
    heights = [len(column) for column in wall]
    return [[list(p) for p in line] for line in ALL_LINES if all(heights[c - 1] >= r for c, r in line)]


def line_matches(wall: Wall, line: tuple, animals: list[str]) -> bool:
    """True when the three cells hold `animals` in order, read from either end; facing does not matter."""
    found = []
    for c, r in line:
        card = cell(wall, c, r)
        if card is None:
            return False
        found.append(card_animal(card))
    return found == animals or found == animals[::-1]


def matching_lines(wall: Wall, animals: list[str]) -> list[list[list[int]]]:
    return [[list(p) for p in line] for line in ALL_LINES if line_matches(wall, line, animals)]


def has_matching_line(wall: Wall, animals: list[str]) -> bool:
    return any(line_matches(wall, line, animals) for line in ALL_LINES)


_CELL_TEXT = re.compile(r"\(?\s*(\d+)\s*[,;/ ]\s*(\d+)\s*\)?")


def parse_cells(value: Any) -> list[tuple[int, int]] | None:
    """Read three cells from `[[c, r], ...]` or from text like `2,1 3,2 4,3`; None when malformed."""
    cells: list[tuple[int, int]] = []
    if isinstance(value, str):
        text = value.strip()
        matches = list(_CELL_TEXT.finditer(text))
        if not matches or "".join(m.group(0) for m in matches).replace(" ", "") != text.replace(" ", ""):
            return None
        cells = [(int(m.group(1)), int(m.group(2))) for m in matches]
    elif isinstance(value, list):
        for item in value:
            if (
                not isinstance(item, list | tuple)
                or len(item) != 2
                or not all(isinstance(x, int) and not isinstance(x, bool) for x in item)
            ):
                return None
            cells.append((item[0], item[1]))
    else:
        return None
    return cells


def straight_line(cells: list[tuple[int, int]]) -> tuple | None:
    """The three cells ordered along their line, or None when they are not three consecutive cells in a line."""
    if len(cells) != 3:
        return None
    return _LINE_BY_CELLS.get(frozenset(cells))
