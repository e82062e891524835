"""Realistic ENVYRA views for renderer tests, built without the engine.

The shapes follow the view contract the engine produces (see the renderer brief); the numbers
(tile data, grid sizes, cube counts, set scoring, ranking) follow shared/rules/envyra.md so the
images look like a real game at every phase.
"""

from __future__ import annotations

import random
from typing import Any

# id, kind, theme, symbol, cost, vp, req_O, req_G, req_B, S, 3/4  (rules §2.2)
_TABLE = """
GRN01 theme Green Leaf 1 0 0 0 0 1 0
GRN02 theme Green Tree 2 1 0 0 0 1 0
GRN03 theme Green Flower 2 2 0 0 0 1 0
GRN04 theme Green Fern 3 3 0 0 0 1 0
GRN05 theme Green Leaf 2 1 0 0 0 0 0
GRN06 theme Green Flower 3 4 1 0 1 0 0
GRN07 theme Green Leaf 3 3 0 0 1 0 1
GRN08 theme Green Tree 1 0 0 0 0 0 1
GRN09 theme Green Tree 4 4 1 0 2 0 1
GRN10 theme Green Fern 2 2 0 0 0 0 1
BLU01 theme Blue Sea 1 0 0 0 0 1 0
BLU02 theme Blue Rain 2 1 0 0 0 1 0
BLU03 theme Blue River 2 2 0 0 0 1 0
BLU04 theme Blue Ice 3 3 0 0 0 1 0
BLU05 theme Blue Sea 2 1 0 0 0 0 0
BLU06 theme Blue River 3 4 1 1 0 0 0
BLU07 theme Blue Sea 3 3 1 0 0 0 1
BLU08 theme Blue Rain 1 0 0 0 0 0 1
BLU09 theme Blue Rain 4 4 2 1 0 0 1
BLU10 theme Blue Ice 2 2 0 0 0 0 1
ORA01 theme Orange Sun 1 0 0 0 0 1 0
ORA02 theme Orange Fire 2 1 0 0 0 1 0
ORA03 theme Orange Volcano 2 2 0 0 0 1 0
ORA04 theme Orange Desert 3 3 0 0 0 1 0
ORA05 theme Orange Sun 2 1 0 0 0 0 0
ORA06 theme Orange Volcano 3 4 0 1 1 0 0
ORA07 theme Orange Sun 3 3 0 1 0 0 1
ORA08 theme Orange Fire 1 0 0 0 0 0 1
ORA09 theme Orange Fire 4 4 0 2 1 0 1
ORA10 theme Orange Desert 2 2 0 0 0 0 1
BON01 bonus - - 2 2 0 0 0 1 0
BON02 bonus - - 2 2 0 0 0 1 0
BON03 bonus - - 3 3 0 0 0 1 0
BON04 bonus - - 3 3 0 0 0 0 0
BON05 bonus - - 3 4 1 1 1 0 0
BON06 bonus - - 3 4 1 1 1 0 1
BON07 bonus - - 4 5 1 1 1 0 1
END end - - 2 3 1 1 1 0 0
"""

CARDS = [
    {"id": "EQ1", "name": "Sun and Rain", "symbols": ["Sun", "Rain"], "vp": 2},
    {"id": "EQ2", "name": "Sea and Leaf", "symbols": ["Sea", "Leaf"], "vp": 2},
    {"id": "EQ3", "name": "Fire and Ice", "symbols": ["Fire", "Ice"], "vp": 3},
    {"id": "EQ4", "name": "River and Tree", "symbols": ["River", "Tree"], "vp": 3},
    {"id": "EQ5", "name": "Volcano and Fern", "symbols": ["Volcano", "Fern"], "vp": 3},
    {"id": "EQ6", "name": "Desert and Flower", "symbols": ["Desert", "Flower"], "vp": 3},
    {"id": "EQ7", "name": "Island", "symbols": ["Volcano", "Sea", "Tree"], "vp": 4},
    {"id": "EQ8", "name": "Oasis", "symbols": ["Sun", "River", "Leaf"], "vp": 4},
    {"id": "EQ9", "name": "Wildfire", "symbols": ["Fire", "Rain", "Fern"], "vp": 4},
]

COLOURS = ["Purple", "Grey", "Pink", "Black"]
GRID = {2: (3, 2), 3: (3, 3), 4: (4, 3)}
SET_VP = {0: 0, 1: 0, 2: 2, 3: 4, 4: 7}
NAMES = ["Alžběta Nováková", "Łukasz Wróblewski-Zięba", "Ďuro", "Bořivoj Šťastný z Dlouhé Lhoty nad Vltavou"]


def _tiles() -> list[dict[str, Any]]:
    out = []
    for line in _TABLE.strip().splitlines():
        tid, kind, theme, sym, cost, vp, ro, rg, rb, s, _ = line.split()
        out.append(
            {
                "id": tid,
                "kind": kind,
                "theme": None if theme == "-" else theme,
                "symbol": None if sym == "-" else sym,
                "cost": int(cost),
                "vp": int(vp),
                "req": {"Orange": int(ro), "Green": int(rg), "Blue": int(rb)},
                "start": s == "1",
            }
        )
    return out


TILES = _tiles()
BY_ID = {t["id"]: t for t in TILES}


def tile(tid: str) -> dict[str, Any]:
    return dict(BY_ID[tid], req=dict(BY_ID[tid]["req"]))


def set_layers(owned: list[dict[str, Any]]) -> list[int]:
    """Greedy layering (rules §7): the sizes of the sets, largest first, over all themes."""
    layers = []
    for theme in ("Green", "Blue", "Orange"):
        counts: dict[str, int] = {}
        for t in owned:
            if t["kind"] == "theme" and t["theme"] == theme:
                counts[t["symbol"]] = counts.get(t["symbol"], 0) + 1
        while any(counts.values()):
            k = sum(1 for v in counts.values() if v > 0)
            layers.append(k)
            counts = {s: v - 1 for s, v in counts.items() if v > 1}
    return sorted(layers, reverse=True)


def set_vp(owned: list[dict[str, Any]]) -> int:
    return sum(SET_VP[k] for k in set_layers(owned))


def fulfils(card: dict[str, Any], owned: list[dict[str, Any]]) -> bool:
    have = {t["symbol"] for t in owned if t["kind"] == "theme"}
    return all(s in have for s in card["symbols"])


def _pos(i: int, cols: int) -> str:
    return f"{chr(ord('A') + i % cols)}{i // cols + 1}"


def make_view(
    players: int,
    phase: str,
    *,
    seed: int = 1,
    equilibrium: str = "off",
    simplified: bool = False,
    round_no: int | None = None,
    owned_per_player: int | None = None,
    empty_cells: int = 0,
    private_for: int | None = None,
    tie: bool = False,
    full_order: bool = False,
    final_round: bool = False,
) -> dict[str, Any]:
    """A view of a plausible game of ``players`` players in ``phase`` (phase1, phase2, remove, over).

    ``full_order`` gives ``order`` as the engine's whole step sequence (pass 1 then the pass-2 steps of the
    players who placed two cubes) with the current ``step`` index, instead of the pass-1 seats only.
    """
    rng = random.Random(f"{players}-{phase}-{seed}-{equilibrium}-{simplified}")
    cols, rows = GRID[players]
    n_cells = cols * rows
    round_no = round_no if round_no is not None else {"phase1": 3, "phase2": 5, "remove": 8, "over": 9}[phase]
    pool = [
        t
        for t in TILES
        if players > 2
        or t["kind"] == "end"
        or t["start"]
        or t["id"][-2:] in ("05", "06")
        or t["id"] in ("BON04", "BON05")
    ]
    pool = [t for t in pool if t["id"] != "END"]
    rng.shuffle(pool)

    rest = list(pool)
    grid_tiles: list[dict[str, Any] | None] = [tile(rest.pop()["id"]) for _ in range(n_cells)]
    for i in rng.sample(range(n_cells), min(empty_cells, n_cells)):
        grid_tiles[i] = None
    owned_n = owned_per_player if owned_per_player is not None else round_no - 1
    owned_n = min(owned_n, len(rest) // players)
    owned: list[list[dict[str, Any]]] = [[] for _ in range(players)]
    for _ in range(owned_n):
        for p in range(players):
            owned[p].append(tile(rest.pop()["id"]))
    end_owner = None
    if phase == "over":
        end_owner = rng.randrange(players)
        owned[end_owner].append(tile("END"))
    elif round_no >= 5 and n_cells > 1:
        grid_tiles[rng.randrange(n_cells)] = tile("END")

    start = (round_no - 1) % players
    order = [(start + i) % players for i in range(players)]

    # cubes on tiles (fewer than the cost), limited by the 5 cubes each player has
    on_tiles = [0] * players
    cells = []
    for i, t in enumerate(grid_tiles):
        cubes: list[int] = []
        if t is not None and phase != "phase1" or (t is not None and rng.random() < 0.5):
            for _ in range(rng.randrange(t["cost"])):
                p = rng.randrange(players)
                if on_tiles[p] < 3:
                    cubes.append(p)
                    on_tiles[p] += 1
        cells.append({"pos": _pos(i, cols), "tile": t, "cubes": cubes})

    filled = [i for i, t in enumerate(grid_tiles) if t is not None]
    boards: list[list[str] | None] = [None] * players
    mover = None
    pas = None
    if phase == "phase2":
        pas = 1 if simplified else rng.choice([1, 2])
        mover = order[rng.randrange(players)]
        for p in range(players):
            k = rng.choice([0, 1] if simplified else [0, 1, 2, 2])
            k = min(k, 5 - on_tiles[p], len(filled))
            boards[p] = [_pos(i, cols) for i in sorted(rng.sample(filled, k))]
    elif phase == "remove":
        mover = order[1 % players]

    # Equilibrium cards
    pool_cards = [dict(cd) for cd in (CARDS if players == 4 else CARDS[:6])]
    rng.shuffle(pool_cards)
    public_cards: list[dict[str, Any]] = []
    taken: list[list[dict[str, Any]]] = [[] for _ in range(players)]
    secret: list[list[dict[str, Any]]] = [[] for _ in range(players)]
    if equilibrium in ("A", "C"):
        public_cards = pool_cards[:2]
        pool_cards = pool_cards[2:]
        if round_no >= 5:  # someone took one
            taken[rng.randrange(players)].append(public_cards.pop(0))
    if equilibrium in ("B", "C"):
        for p in range(players):
            secret[p].append(pool_cards.pop(0))

    seats = []
    for p in range(players):
        board = boards[p]
        supply = 5 - on_tiles[p] - (len(board) if board else 0)
        seats.append(
            {
                "seat": p,
                "colour": COLOURS[p],
                "supply": supply,
                "owned": owned[p],
                "confirmed": phase == "phase1" and rng.random() < 0.6,
                "board": board,
                "board_count": len(board) if board is not None else None,
                "tile_vp": sum(t["vp"] for t in owned[p]),
                "set_vp": set_vp(owned[p]),
                "blocked": phase == "remove" and p == mover,
                "cards": taken[p] + (secret[p] if phase == "over" else []),
            }
        )

    steps = [(p, 1) for p in order]
    if not simplified:
        steps += [(p, 2) for p in reversed(order) if boards[p] is None or len(boards[p] or []) != 1]
    step = None
    if phase == "phase2":
        mine = [i for i, (p, _) in enumerate(steps) if p == mover]
        step = next((i for i in mine if steps[i][1] == pas), mine[0])
        pas = steps[step][1]
    view: dict[str, Any] = {
        "game": "envyra",
        "round": round_no,
        "phase": phase,
        "simplified": simplified,
        "equilibrium": equilibrium,
        "grid": {"cols": cols, "rows": rows, "cells": cells},
        "start_player": start,
        "bag_count": max(0, 24 - round_no * 2 - players),
        "box_count": {2: 18, 3: 8, 4: 2}[players] + (1 if phase == "remove" else 0),
        "mover": mover,
        "pass": pas,
        "order": [p for p, _ in steps] if full_order else order,
        "step": step if full_order else None,
        "final_round": final_round,
        "remove_candidates": [cl["pos"] for cl in cells if cl["tile"] and not cl["cubes"]] if phase == "remove" else [],
        "seats": seats,
        "public_cards": public_cards,
        "result": None,
    }
    if phase == "over":
        view["result"] = make_result(view, secret, taken, end_owner, tie=tie)
    if private_for is not None:
        view["me"] = private_for
        if phase == "phase1":
            k = 0 if seats[private_for]["confirmed"] is False and rng.random() < 0.3 else (1 if simplified else 2)
            view["my_board"] = [_pos(i, cols) for i in sorted(rng.sample(filled, min(k, len(filled))))]
        else:
            view["my_board"] = list(boards[private_for] or [])
        view["my_secret_cards"] = secret[private_for]
    return view


def make_result(
    view: dict[str, Any],
    secret: list[list[dict[str, Any]]],
    taken: list[list[dict[str, Any]]],
    end_owner: int | None,
    *,
    tie: bool = False,
) -> dict[str, Any]:
    seats = view["seats"]
    details = []
    for p, s in enumerate(seats):
        owned = s["owned"]
        eq_cards = [dict(cd, secret=False, scored=True) for cd in taken[p]]
        eq_cards += [dict(cd, secret=True, scored=fulfils(cd, owned)) for cd in secret[p]]
        eq_vp = sum(cd["vp"] for cd in eq_cards if cd["scored"])
        tile_vp = s["tile_vp"]
        total = tile_vp + s["set_vp"] + eq_vp
        details.append(
            {
                "seat": p,
                "tile_vp": tile_vp,
                "set_vp": s["set_vp"],
                "sets": set_layers(owned),
                "equilibrium_vp": eq_vp,
                "cards": eq_cards,
                "end_tile": p == end_owner,
                "total": total,
            }
        )
    if tie and len(details) >= 2:
        # make the last two players fully tied, and nobody of them holds the End tile
        a, b = details[-2], details[-1]
        for d in (a, b):
            d["end_tile"] = False
        b.update(
            tile_vp=a["tile_vp"],
            set_vp=a["set_vp"],
            sets=list(a["sets"]),
            equilibrium_vp=a["equilibrium_vp"],
            cards=list(a["cards"]),
            total=a["total"],
        )
        for d in details[:-2]:
            d["total"] = max(d["total"], a["total"] + 1)

    def key(d: dict[str, Any]) -> tuple[int, int, int]:
        return (d["total"], d["set_vp"], 1 if d["end_tile"] else 0)

    ordered = sorted(details, key=key, reverse=True)
    ranking: list[list[int]] = []
    for d in ordered:
        if ranking and key(details[ranking[-1][0]]) == key(d):
            ranking[-1].append(d["seat"])
        else:
            ranking.append([d["seat"]])
    lines = []
    for g in ranking:
        if len(g) > 1:
            who = " and ".join(f"Player {s + 1}" for s in g)
            lines.append(
                f"{who} have the same total, the same set VP and neither took the End tile: they share the place."
            )
    for a, b in zip(ordered, ordered[1:]):
        if a["total"] == b["total"] and key(a) != key(b):
            why = "more set VP" if a["set_vp"] != b["set_vp"] else "the End tile"
            lines.append(f"Player {a['seat'] + 1} ranks above Player {b['seat'] + 1} on {why}.")
    explanation = " ".join(lines) or "Places follow total VP; no tie-break was needed."
    return {
        "ranking": ranking,
        "scores": {str(d["seat"]): d["total"] for d in details},
        "explanation": explanation,
        "details": {"condition": "A" if end_owner is not None else "B", "seats": details},
    }
