"""The bitboard move generator against a naive, cell-by-cell reading of spec §5.3–§5.5 and §4.2 (cases a–c)."""

from __future__ import annotations

import random

import pytest
from frame_helpers import GAME, normalise_action

from engine.games.frame.board import cell_name, parse_cell
from engine.games.frame.pieces import TILES_BY_ID


def naive_moves(state: dict, seat: int) -> set[str]:
    """Every legal move of `seat`, straight from the spec's wording (no bitboards, no shared helpers)."""
    size = state["size"]
    occupied = {parse_cell(c): p for p in state["placements"] for c in p["cells"]}
    own = {xy for xy, p in occupied.items() if p["seat"] == seat}
    tiles = {xy for xy, p in occupied.items() if p["kind"] == "tile"}
    columns = {xy for xy, p in occupied.items() if p["kind"] == "column"}

    def inside(x: int, y: int) -> bool:
        return 0 <= x < size and 0 <= y < size

    def edge(x: int, y: int) -> list[tuple[int, int]]:
        return [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]

    def ring(x: int, y: int) -> list[tuple[int, int]]:
        return [(x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]

    moves = set()
    if state["phase"] == "tiles":  # §5.4
        for tile_id in state["players"][seat]["tiles"]:
            for o in TILES_BY_ID[tile_id].allowed(state["options"]["allow_reflection"]):
                for ax in range(size):
                    for ay in range(size):
                        cells = [(ax + x, ay + y) for x, y in o.cells]
                        if all(inside(*c) and c not in occupied for c in cells) and any(
                            n in own for c in cells for n in edge(*c)
                        ):
                            moves.add(f"place {tile_id} " + " ".join(sorted(cell_name(*c) for c in cells)))
    can_tile = bool(moves)
    for x in range(size):
        for y in range(size):
            if (x, y) in occupied or any(r in columns for r in ring(x, y)):
                continue
            border = x in (0, size - 1) or y in (0, size - 1)
            if state["phase"] == "opening" and border:  # §5.3
                moves.add(f"column {cell_name(x, y)}")
            third = state["phase"] == "tiles" and "COL3" in state["players"][seat]["columns"]
            if third and (border or any(n in tiles for n in edge(x, y))):  # §5.5
                moves.add(f"column {cell_name(x, y)}")
    if state["phase"] == "tiles" and not can_tile and moves:  # §4.2 case (b)
        moves.add("dropout")
    return moves


@pytest.mark.parametrize(("n", "allow_reflection"), [(2, True), (3, False), (4, True)])
def test_s5_legal_actions_match_a_naive_reading_of_the_spec(n, allow_reflection):
    rng = random.Random(n)
    checked = stuck = 0
    for game in range(3):
        state = GAME.setup(n, {"allow_reflection": allow_reflection}, random.Random(game))
        while state["phase"] != "over":
            seat = state["active"]
            actions = GAME.legal_actions(state, seat)
            listed = [normalise_action(a) for a in actions]
            assert len(set(listed)) == len(listed), "no move is listed twice"
            if len(state["placements"]) % 2 == 0:
                assert set(listed) == naive_moves(state, seat)
                checked += 1
            for event in GAME.apply(state, seat, rng.choice(actions), rng):
                if event.kind == "dropped_out" and event.params["reason"] == "stuck":  # §4.2 case (a): LT = LC = ∅
                    assert naive_moves(dict(state, phase="tiles"), event.params["seat"]) == set()
                    stuck += 1
    assert checked > 30 and stuck >= 3
