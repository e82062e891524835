"""Frame's images beyond the board, the hand and the score sheet, for tests/renderers/test_legibility.py: previews
(legal, illegal, shapeless, column), the hint (tiles, and the lifeline's column cells), an empty hand, the score
sheet of one game of a match, and the match table — all built from the views of a seeded game."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from engine.games.frame import texts
from presenters.frame import with_tie_note
from renderers import frame

Image = tuple[str, Callable[..., bytes], tuple[Any, ...]]
LONG_REASON = (
    str(texts.error("shape_placed", cells="a1 a2 a3 a4 b4", tile="L5", name="L pentomino"))
    + (" " + str(texts.error("column_next_to_column", cell="b2"))) * 3
)


def preview(view: dict[str, Any], **fields: Any) -> dict[str, Any]:
    seat = view["me"]["seat"]
    base = {"seat": seat, "kind": "tile", "tile": None, "cells": [], "named": [], "legal": True, "reason": None}
    return dict(view, preview={**base, **fields})


def previews(view: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    seat = view["me"]["seat"]
    mine = [p for p in view["pieces"] if p["kind"] == "tile" and p["seat"] == seat]
    out = []
    if mine:
        cells = mine[-1]["cells"]
        out.append(("legal", preview(view, tile=mine[-1]["piece"], cells=cells, named=cells)))
    named = ["i1", "j1", "k1", "l1", "l2"]
    out.append(("illegal", preview(view, tile="L5", cells=named[:2], named=named, legal=False, reason=LONG_REASON)))
    out.append(("shapeless", preview(view, cells=["a1", "c3"], named=["a1", "c3"], legal=False, reason="No shape.")))
    out.append(("column", preview(view, kind="column", cells=["a1"], named=["a1"])))
    out.append(("column-bad", preview(view, kind="column", cells=["e5"], named=["e5"], legal=False, reason="Far.")))
    return out


def images(views: list[tuple[dict[str, Any], dict[str, Any]]], names: list[str]) -> list[Image]:
    out: list[Image] = []
    for index, (_public, private) in enumerate(views):
        for kind, view in previews(private):
            out.append((f"preview-{kind}@{index}", frame.render_preview, (view, names)))
        out.append((f"hint@{index}", frame.render_hint, (dict(private, hint={"seat": private["me"]["seat"]}), names)))
    last_public, last_private = views[-1]
    lifeline = copy.deepcopy(views[len(views) // 2][1])
    lifeline["me"]["hint_cells"], lifeline["me"]["column_cells"] = [], ["a1", "b1", "c5"]
    out.append(("hint-lifeline", frame.render_hint, (lifeline, names)))
    empty = copy.deepcopy(last_private)
    empty["me"]["orientations"] = {}
    out.append(("hand-empty", frame.render_private, (empty, names)))
    match = copy.deepcopy(last_public)
    match["match"], match["games_total"] = True, 12
    match["history"] = [dict(match["history"][-1], game_no=g + 1) for g in range(5)]
    match["totals"] = [5 * p for p in match["history"][-1]["penalties"]]
    out.append(("match-12", frame.render_match, (match, names)))
    out.append(("scores-game-3", frame.render_scores, (match, names, 3)))
    out.append(("match-final", frame.render_match, (with_tie_note(last_public, names), names)))
    return out
