"""Placement helpers for a thin Discord UI: `/frame place` autocomplete, preview with Rotate / Flip, `/frame hint`.

Everything here is read-only on the state and only offers choices that are legal right now, so a cog can build
select menus and autocomplete straight from these lists:

1. `tile_choices(state, seat)`            → tiles with at least one legal placement (count included)
2. `orientation_choices(state, seat, t)`  → that tile's orientations that fit somewhere, labelled by rot / mirror
3. `anchor_choices(state, seat, t, rot, mirror)` → the bottom-left cells where that orientation is legal
4. `preview_view(state, seat, action)`    → the seat's view plus "preview" (cells, legal?, reason) for the renderer
5. `rotate` / `flip` turn (rot, mirror); `settle_anchor` moves the anchor to the nearest legal one afterwards
6. `column_choices(state, seat)`          → legal column cells (opening or third column)
7. `tile_for_cells(state, seat, cells)`   → the remaining tile whose shape the cells form (`/frame place cells:`
                                            alone), or IllegalMove saying why none does
"""

from __future__ import annotations

from typing import Any

from engine.core import IllegalMove, State
from i18n import Text, reason

from . import texts
from .board import iter_bits, parse_cell
from .pieces import TILE_ORDER, TILES_BY_ID, normalise, orientation_for, shape_index, transform
from .position import column_mask, position, tile_anchor_sets
from .rules import FrameGame, seat_extras

_GAME = FrameGame()


def _playing(state: State, seat: int) -> bool:
    return state["phase"] == "tiles" and state["active"] == seat


def tile_choices(state: State, seat: int, typed: str = "") -> list[dict[str, Any]]:
    """Remaining tiles that fit somewhere now, in tile order; `typed` filters by id or name prefix/substring."""
    if not _playing(state, seat):
        return []
    counts: dict[str, int] = {}
    for tile_id, _, anchors in tile_anchor_sets(state, position(state), seat):
        counts[tile_id] = counts.get(tile_id, 0) + anchors.bit_count()
    typed = typed.strip().lower()
    out = []
    for tile_id, count in counts.items():
        name = str(texts.tile_name(tile_id))  # English, for matching what is typed
        if count and (not typed or typed in tile_id.lower() or typed in name.lower()):
            pips = TILES_BY_ID[tile_id].pips
            spots = texts.spots_text(count)
            label = texts.label("tile_choice", tile=tile_id, name=texts.tile_name(tile_id), pips=pips, spots=spots)
            out.append({"tile": tile_id, "name": name, "pips": pips, "count": count, "label": label})
    return out


def orientation_label(rot: int, mirror: bool) -> Text:
    return texts.label("orientation_flipped" if mirror else "orientation_plain", rot=rot)


def orientation_choices(state: State, seat: int, tile_id: str) -> list[dict[str, Any]]:
    """Orientations of the tile with at least one legal anchor, in enumeration order."""
    if not _playing(state, seat):
        return []
    out = []
    for tid, shape, anchors in tile_anchor_sets(state, position(state), seat):
        if tid == tile_id and anchors:
            o = shape.orientation
            out.append(
                {
                    "index": o.index,
                    "rot": o.rot,
                    "mirror": o.mirror,
                    "label": orientation_label(o.rot, o.mirror),
                    "cells": [list(c) for c in o.cells],
                    "count": anchors.bit_count(),
                }
            )
    return out


def _anchor_mask(state: State, seat: int, tile_id: str, rot: int, mirror: bool) -> int:
    if not _playing(state, seat) or tile_id not in TILES_BY_ID:
        return 0
    wanted = orientation_for(tile_id, rot, mirror).cells
    for tid, shape, anchors in tile_anchor_sets(state, position(state), seat):
        if tid == tile_id and shape.orientation.cells == wanted:
            return anchors
    return 0  # e.g. a reflection while reflections are off


def anchor_choices(state: State, seat: int, tile_id: str, rot: int, mirror: bool, typed: str = "") -> list[str]:
    """Bottom-left cells where this orientation is legal, in scan order; `typed` keeps those starting with it."""
    geo = position(state).geo
    typed = typed.strip().lower()
    names = geo.names_of(_anchor_mask(state, seat, tile_id, rot, mirror))
    return [n for n in names if n.startswith(typed)] if typed else names


def rotate(rot: int, mirror: bool) -> tuple[int, bool]:
    """A quarter turn clockwise of what is shown."""
    return (rot + 90) % 360, mirror


def flip(rot: int, mirror: bool) -> tuple[int, bool]:
    """Mirror what is shown left-to-right: mirror ∘ rot(r) = rot(−r) ∘ mirror."""
    return (360 - rot) % 360, not mirror


def settle_anchor(state: State, seat: int, tile_id: str, rot: int, mirror: bool, at: str) -> str | None:
    """The legal anchor nearest to `at` for this orientation (itself if legal), or None if it fits nowhere."""
    geo = position(state).geo
    target = geo.bits.get(at.lower()) if isinstance(at, str) else None
    tx, ty = geo.xy(target) if target is not None else (0, 0)
    best: tuple[int, int] | None = None
    for bit in iter_bits(_anchor_mask(state, seat, tile_id, rot, mirror)):
        x, y = geo.xy(bit)
        key = (abs(x - tx) + abs(y - ty), bit)
        if best is None or key < best:
            best = key
    return geo.names[best[1]] if best else None


def placement_action(tile_id: str, rot: int, mirror: bool, at: str) -> dict[str, Any]:
    """The alternative-input action (spec §5.2) for a UI choice."""
    return {"type": "place", "tile": tile_id, "rot": rot, "mirror": mirror, "at": at}


def canonical_cells(tile_id: str, rot: int, mirror: bool, at: str) -> list[str]:
    """Cells the alternative input covers (some may be off the board; they are still named)."""
    ax, ay = ord(at[0].lower()) - ord("a"), int(at[1:]) - 1
    return [f"{chr(ord('a') + ax + x)}{ay + y + 1}" for x, y in transform(TILES_BY_ID[tile_id].cells, rot, mirror)]


def column_choices(state: State, seat: int, typed: str = "") -> list[str]:
    if state["phase"] == "over" or state["active"] != seat:
        return []
    pos = position(state)
    names = pos.geo.names_of(column_mask(state, pos, seat))
    typed = typed.strip().lower()
    return [n for n in names if n.startswith(typed)] if typed else names


def _split_cells(raw: Any) -> list[str]:
    if isinstance(raw, str):
        return raw.replace(",", " ").split()
    return [str(c) for c in raw] if isinstance(raw, list) else []


def tile_for_cells(state: State, seat: int, raw: Any) -> str:
    """The tile a bare list of cells means (`/frame place cells:"a1 a2"`): the one tile whose shape they form (every
    tile of a colour has a different shape, reflections included). Raises IllegalMove with the reason when the cells
    are not cells, repeat one, form no tile's shape, or form a tile the seat has already placed. Whether that tile may
    go there (inside the frame, empty, touching, reflection allowed) is `check_placement`'s question."""
    names = _split_cells(raw)
    if not names:
        raise IllegalMove(texts.error("bad_cells"))
    cells = []
    for name in names:
        cell = parse_cell(name)
        if cell is None:
            raise IllegalMove(texts.error("bad_cell", cell=name))
        if cell in cells:
            raise IllegalMove(texts.error("duplicate", cell=name.lower()))
        cells.append(cell)
    listed = " ".join(n.lower() for n in names)
    if not 2 <= len(cells) <= 5:
        raise IllegalMove(texts.error("shape_size", count=len(cells)))
    shape = normalise(cells)
    tile_id = next((t for t in TILE_ORDER if shape in shape_index(t)), None)
    if tile_id is None:
        raise IllegalMove(texts.error("no_such_shape", cells=listed))
    if tile_id not in state["players"][seat]["tiles"]:
        raise IllegalMove(texts.error("shape_placed", cells=listed, tile=tile_id, name=texts.tile_name(tile_id)))
    return tile_id


def preview_view(state: State, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """The seat's view plus a "preview" entry describing the proposed action, legal or not (nothing is changed).

    preview = {"seat", "kind": "tile"|"column", "tile", "cells": [on-board cells], "named": [every cell the action
    names, on the board or not], "legal": bool, "reason": Text|None}
    A place action with `cells` but no `tile` means the tile of that shape (`tile_for_cells`); "tile" is then the
    tile found, or None when the cells form none of the seat's remaining tiles.
    """
    out = _GAME.view(state, seat)
    kind = "column" if action.get("type") == "column" else "tile"
    preview: dict[str, Any] = {
        "seat": seat,
        "kind": kind,
        "tile": None,
        "cells": [],
        "named": named_cells(action),
        "legal": True,
        "reason": None,
    }
    pos = position(state)
    try:
        if state["phase"] == "over":
            raise IllegalMove(texts.error("game_over"))
        if state["active"] != seat:
            raise IllegalMove(texts.error("not_your_turn"))
        if kind == "column":
            x, y = _GAME.check_column(state, pos, seat, action)
            preview["cells"] = [pos.geo.names[pos.geo.bit(x, y)]]
        else:
            if not action.get("tile") and action.get("cells") is not None and state["phase"] == "tiles":
                action = {**action, "tile": tile_for_cells(state, seat, action["cells"])}
            tile_id, cells = _GAME.check_placement(state, pos, seat, action)
            preview["tile"] = tile_id
            preview["cells"] = [pos.geo.names[pos.geo.bit(x, y)] for x, y in cells]
    except IllegalMove as refusal:
        preview["legal"] = False
        preview["reason"] = reason(refusal)  # Text: translated where it is shown
        preview["tile"] = str(action.get("tile") or "").upper() or None
        preview["cells"] = _cells_on_board(state, action)
    out["preview"] = preview
    return out


def named_cells(action: dict[str, Any]) -> list[str]:
    """Best effort: every cell an action names, on the board or not (lower case), to say what was asked."""
    try:
        if action.get("type") == "column":
            raw = [action["cell"]]
        elif action.get("cells") is not None:
            raw = _split_cells(action["cells"])
        else:
            raw = canonical_cells(
                str(action["tile"]).upper(),
                int(action.get("rot", 0)),
                action.get("mirror") in (True, "yes", "true"),
                action["at"],
            )
    except (KeyError, TypeError, ValueError, IndexError):
        return []
    return [str(c).lower() for c in raw if isinstance(c, str)]


def _cells_on_board(state: State, action: dict[str, Any]) -> list[str]:
    """Best effort: the on-board cells an (illegal) action names, for drawing it in the illegal colour."""
    geo = position(state).geo
    return [c for c in named_cells(action) if c in geo.bits]


def hint_view(state: State, seat: int) -> dict[str, Any]:
    """The seat's view; its "me.hint_cells" (tiles) and "me.column_cells" are what `/frame hint` draws."""
    out = _GAME.view(state, seat)
    out["hint"] = {"seat": seat}
    return out


__all__ = [
    "anchor_choices",
    "canonical_cells",
    "column_choices",
    "flip",
    "hint_view",
    "orientation_choices",
    "placement_action",
    "preview_view",
    "rotate",
    "seat_extras",
    "settle_anchor",
    "tile_choices",
    "tile_for_cells",
]
