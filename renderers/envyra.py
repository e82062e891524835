"""ENVYRA images: the public board, a player's private board, and the final score sheet.

Each function takes a *view* (a plain dict produced by the engine, see ``engine/games/envyra``) and
optional display names by seat, and returns PNG bytes. Nothing here imports the engine, the storage
or Discord; everything shown comes from the view, so a public image cannot show a secret.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from PIL import Image, ImageChops, ImageDraw

from i18n import ListOf, Msg, current_lang, tr

from . import common as c
from .common import t

# --------------------------------------------------------------------------- game palette

THEME_ORDER = ("Green", "Blue", "Orange")
THEME_COLOURS: dict[str, c.RGB] = {
    "Green": (58, 150, 68),
    "Blue": (36, 112, 200),
    "Orange": (230, 118, 28),
}
BONUS_COLOUR: c.RGB = (196, 158, 62)
END_COLOUR: c.RGB = (40, 40, 50)
END_EDGE: c.RGB = (235, 190, 70)
MEDALLION: c.RGB = (250, 245, 232)
CARD_PAPER: c.RGB = (246, 239, 222)
CARD_INK: c.RGB = (44, 38, 30)

SYMBOL_THEME = {
    "Leaf": "Green",
    "Tree": "Green",
    "Flower": "Green",
    "Fern": "Green",
    "Sea": "Blue",
    "Rain": "Blue",
    "River": "Blue",
    "Ice": "Blue",
    "Sun": "Orange",
    "Fire": "Orange",
    "Volcano": "Orange",
    "Desert": "Orange",
}
SYMBOL_ORDER = list(SYMBOL_THEME)


# layout constants (pixels at final size)
M = 20  # outer margin
TILE_GAP = 10
LABEL = 30  # room for the A..D / 1..3 labels


# --------------------------------------------------------------------------- small helpers


def _png(img: Image.Image) -> bytes:
    # flat colours quantise cleanly: a third of the bytes and faster than a full-colour PNG (zlib: the kit's level)
    return c.to_png(img, quantize=True)


def _names(view: dict[str, Any], names: Sequence[str] | None) -> list[str]:
    seats = view.get("seats") or []
    n = max(len(seats), len(names or []), 1)
    out = []
    for i in range(n):
        default = t("envyra-player-name", number=str(i + 1))
        name = names[i] if names is not None and i < len(names) and names[i] else default
        out.append(c.clean(name).strip() or default)
    return out


def _seat_colours(view: dict[str, Any]) -> dict[int, c.RGB]:
    out: dict[int, c.RGB] = {}
    for i, s in enumerate(view.get("seats") or []):
        seat = s.get("seat", i)
        out[seat] = c.player_colour(seat, s.get("colour"))
    return out


def _pcol(colours: dict[int, c.RGB], seat: Any) -> c.RGB:
    try:
        seat = int(seat)
    except (TypeError, ValueError):
        return c.MUTED
    return colours.get(seat, c.player_colour(seat))


def _highlight(colour: c.RGB) -> c.RGB:
    """A frame/accent version of a player colour that stays visible on the dark page (black → light grey)."""
    return (200, 200, 210) if c.luminance(colour) < 0.06 else colour


def _name(names: list[str], seat: Any) -> str:
    try:
        seat = int(seat)
    except (TypeError, ValueError):
        return "?"
    return names[seat] if 0 <= seat < len(names) else t("envyra-player-name", number=str(seat + 1))


def _tile_colour(tile: dict[str, Any]) -> c.RGB:
    kind = tile.get("kind")
    if kind == "end":
        return END_COLOUR
    if kind == "bonus" or tile.get("theme") not in THEME_COLOURS:
        return BONUS_COLOUR
    return THEME_COLOURS[tile["theme"]]


def _tile_symbol(tile: dict[str, Any]) -> str:
    kind = tile.get("kind")
    if kind == "end":
        return "End"
    if kind == "bonus":
        return "Bonus"
    sym = tile.get("symbol")
    return sym if sym in SYMBOL_THEME else "Bonus"


def _tile_label(tile: dict[str, Any]) -> str:
    kind = tile.get("kind")
    if kind in ("end", "bonus"):
        return t(f"envyra-render-tile-{kind}")
    if tile.get("symbol"):
        return t("envyra-symbol", symbol=str(tile["symbol"]))
    return t("envyra-theme", theme=str(tile["theme"])) if tile.get("theme") else "?"


def _req_items(tile: dict[str, Any]) -> list[tuple[str, int]]:
    req = tile.get("req") or {}
    out = []
    for theme in THEME_ORDER:
        try:
            n = int(req.get(theme, 0) or 0)
        except (TypeError, ValueError):
            n = 0
        if n > 0:
            out.append((theme, n))
    return out


def _int(v: Any, default: int = 0) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return default


def _owned_by_theme(tiles: list[dict[str, Any]]) -> dict[str, int]:
    counts = {th: 0 for th in THEME_ORDER}
    for tile in tiles:
        if tile.get("kind", "theme") == "theme" and tile.get("theme") in counts:
            counts[tile["theme"]] += 1
    return counts


def _accessible(tile: dict[str, Any], owned: list[dict[str, Any]]) -> bool:
    have = _owned_by_theme(owned)
    return all(have[theme] >= n for theme, n in _req_items(tile))


def _sorted_tiles(tiles: list[dict[str, Any]]) -> list[dict[str, Any]]:
    def key(t: dict[str, Any]) -> tuple[int, int, str]:
        kind = t.get("kind")
        group = THEME_ORDER.index(t["theme"]) if t.get("theme") in THEME_ORDER and kind == "theme" else 3
        if kind == "end":
            group = 4
        sym = SYMBOL_ORDER.index(t["symbol"]) if t.get("symbol") in SYMBOL_ORDER else 99
        return (group, sym, str(t.get("id", "")))

    return sorted(tiles, key=key)


def _phase_text(view: dict[str, Any]) -> str:
    phase = view.get("phase")
    if view.get("final_round") and phase in ("phase1", "phase2"):
        return t("envyra-render-phase-final", phase=phase)
    if phase == "phase2" and view.get("pass"):
        return t("envyra-render-phase-pass", number=str(view["pass"]))
    if phase in ("phase1", "phase2", "remove", "over"):
        return t("envyra-render-phase", phase=phase)
    return str(phase or "")


def _status_text(view: dict[str, Any], names: list[str]) -> str:
    phase = view.get("phase")
    seats = view.get("seats") or []
    mover = view.get("mover")
    if phase == "phase1":
        waiting = [_name(names, s.get("seat", i)) for i, s in enumerate(seats) if not s.get("confirmed")]
        if not waiting:
            return t("envyra-render-all-ready")
        return t("envyra-render-waiting", players=", ".join(waiting))
    if phase == "phase2":
        return t("envyra-render-moves", player=_name(names, mover)) if mover is not None else t("envyra-render-moving")
    if phase == "remove":
        marked = "yes" if view.get("remove_candidates") else "no"
        if mover is None:
            return t("envyra-render-must-remove-blocked", marked=marked)
        return t("envyra-render-must-remove", player=_name(names, mover), marked=marked)
    if phase == "over":
        res = view.get("result") or {}
        ranking = res.get("ranking") or []
        if ranking and ranking[0]:
            first = [_name(names, s) for s in ranking[0]]
            return t("envyra-render-winner", count=len(first), players=", ".join(first))
        return t("envyra-render-over")
    return ""


# --------------------------------------------------------------------------- vector icons


def _leaf_poly(cx: float, cy: float, length: float, width: float, angle: float, n: int = 24) -> list[tuple]:
    """A pointed leaf outline centred at (cx, cy), long axis at ``angle`` radians."""
    pts = []
    for i in range(n + 1):
        t = i / n
        pts.append((-length / 2 + length * t, width / 2 * math.sin(math.pi * t) ** 0.9))
    for i in range(n + 1):
        t = 1 - i / n
        pts.append((-length / 2 + length * t, -width / 2 * math.sin(math.pi * t) ** 0.9))
    ca, sa = math.cos(angle), math.sin(angle)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def _rot(cx: float, cy: float, x: float, y: float, angle: float) -> tuple[float, float]:
    ca, sa = math.cos(angle), math.sin(angle)
    return (cx + x * ca - y * sa, cy + x * sa + y * ca)


def _paint_symbol(d: ImageDraw.ImageDraw, symbol: str, k: float, ox: float = 0, oy: float = 0) -> None:
    """Draw ``symbol`` in a 100×100 unit box scaled by ``k`` with offset (ox, oy)."""

    def P(x: float, y: float) -> tuple[float, float]:
        return (ox + x * k, oy + y * k)

    def pts(seq) -> list[tuple[float, float]]:
        return [P(x, y) for x, y in seq]

    def W(v: float) -> int:
        return max(1, int(round(v * k)))

    def disc(x: float, y: float, r: float, fill, outline=None, width: float = 0) -> None:
        d.ellipse((*P(x - r, y - r), *P(x + r, y + r)), fill=fill, outline=outline, width=W(width) if width else 0)

    if symbol == "Leaf":
        dark, fill = (30, 100, 40), (92, 178, 72)
        d.line(pts([(22, 80), (34, 68)]), fill=dark, width=W(5))
        d.polygon(pts(_leaf_poly(56, 45, 66, 38, -0.78)), fill=dark)
        d.polygon(pts(_leaf_poly(56, 45, 60, 31, -0.78)), fill=fill)
        d.line(pts([(33, 68), (78, 22)]), fill=dark, width=W(3))
        for t in (0.3, 0.5, 0.7):
            bx, by = 33 + 45 * t, 68 - 46 * t
            d.line(pts([(bx, by), (bx + 12, by + 1)]), fill=dark, width=W(2.2))
            d.line(pts([(bx, by), (bx - 1, by - 12)]), fill=dark, width=W(2.2))
    elif symbol == "Tree":
        d.rounded_rectangle((*P(43, 50), *P(57, 88)), radius=W(3), fill=(118, 80, 48), outline=(70, 45, 25), width=W(2))
        outline = (24, 84, 34)
        for x, y, r in ((50, 34, 22), (31, 49, 17), (69, 49, 17), (50, 56, 17)):
            disc(x, y, r + 2.5, outline)
        for x, y, r in ((50, 34, 22), (31, 49, 17), (69, 49, 17), (50, 56, 17)):
            disc(x, y, r, (56, 150, 62))
        disc(44, 28, 7, (120, 196, 110))
        d.line(pts([(22, 89), (78, 89)]), fill=(90, 70, 40), width=W(3))
    elif symbol == "Flower":
        d.line(pts([(50, 52), (50, 90)]), fill=(40, 120, 50), width=W(5))
        d.polygon(pts(_leaf_poly(62, 74, 26, 12, -0.5)), fill=(60, 150, 60))
        d.polygon(pts(_leaf_poly(38, 80, 24, 11, 0.5)), fill=(60, 150, 60))
        for i in range(6):
            a = i * math.pi / 3 - math.pi / 2
            x, y = 50 + 17 * math.cos(a), 38 + 17 * math.sin(a)
            disc(x, y, 12.5, (150, 20, 80))
        for i in range(6):
            a = i * math.pi / 3 - math.pi / 2
            x, y = 50 + 17 * math.cos(a), 38 + 17 * math.sin(a)
            disc(x, y, 10.5, (236, 72, 140))
        disc(50, 38, 10, (150, 90, 0))
        disc(50, 38, 8, (255, 206, 40))
    elif symbol == "Fern":
        dark, light = (28, 96, 40), (80, 170, 80)
        spine = []
        for i in range(21):
            t = i / 20
            spine.append((30 + 36 * t + 10 * math.sin(math.pi * t), 90 - 78 * t))
        n = 8
        for j in range(n):
            t = 0.1 + 0.85 * j / n
            i = min(19, int(t * 20))
            (x0, y0), (x1, y1) = spine[i], spine[i + 1]
            ang = math.atan2(y1 - y0, x1 - x0)
            length = 30 * (1 - t) + 7
            for side in (-1, 1):
                a = ang + side * 1.05
                mx, my = x0 + math.cos(a) * length / 2, y0 + math.sin(a) * length / 2
                d.polygon(pts(_leaf_poly(mx, my, length, length * 0.36 + 2, a)), fill=dark)
                d.polygon(pts(_leaf_poly(mx, my, length - 3, length * 0.36 - 0.5, a)), fill=light)
        d.line(pts(spine), fill=dark, width=W(3.5), joint="curve")
    elif symbol == "Sea":
        for row, (y, col) in enumerate(((32, (110, 190, 245)), (52, (30, 136, 229)), (72, (13, 71, 161)))):
            line = []
            for i in range(41):
                x = 14 + 72 * i / 40
                line.append((x, y + 7 * math.sin((x - 14 + row * 6) / 72 * 4 * math.pi)))
            d.line(pts(line), fill=col, width=W(8), joint="curve")
    elif symbol == "Rain":
        cloud, edge = (210, 220, 228), (96, 112, 128)
        for x, y, r in ((34, 40, 14), (52, 32, 18), (68, 42, 13)):
            disc(x, y, r + 2.5, edge)
        d.rounded_rectangle((*P(20 - 2.5, 40 - 2.5), *P(82 + 2.5, 55 + 2.5)), radius=W(9), fill=edge)
        for x, y, r in ((34, 40, 14), (52, 32, 18), (68, 42, 13)):
            disc(x, y, r, cloud)
        d.rounded_rectangle((*P(20, 40), *P(82, 55)), radius=W(7.5), fill=cloud)
        for x, y in ((34, 66), (52, 76), (70, 66)):
            drop = [(x, y - 12), (x + 6, y + 1), (x, y + 8), (x - 6, y + 1)]
            d.polygon(pts(drop), fill=(30, 110, 220))
            disc(x, y + 2, 6, (30, 110, 220))
    elif symbol == "River":
        left, right = [], []
        for i in range(31):
            t = i / 30
            y = 12 + 78 * t
            x = 50 + 16 * math.sin(t * 2.2 * math.pi + 0.4)
            half = 5 + 9 * t
            left.append((x - half, y))
            right.append((x + half, y))
        d.polygon(pts(left + right[::-1]), fill=(20, 90, 190))
        inner_l = [(x + 2.5, y) for x, y in left]
        inner_r = [(x - 2.5, y) for x, y in right]
        d.polygon(pts(inner_l + inner_r[::-1]), fill=(64, 156, 240))
        mid = [((a[0] + b[0]) / 2 + 2, (a[1] + b[1]) / 2) for a, b in zip(left, right)][4:26]
        d.line(pts(mid), fill=(200, 232, 255), width=W(2.5), joint="curve")
        for x, y in ((20, 30), (80, 60), (22, 78)):
            d.line(pts([(x - 5, y), (x - 2, y - 7)]), fill=(60, 140, 60), width=W(2.5))
            d.line(pts([(x, y), (x, y - 9)]), fill=(60, 140, 60), width=W(2.5))
            d.line(pts([(x + 5, y), (x + 2, y - 7)]), fill=(60, 140, 60), width=W(2.5))
    elif symbol == "Ice":
        col, dark = (90, 190, 240), (20, 90, 160)
        for width, colr in ((9, dark), (5, col)):
            for i in range(6):
                a = i * math.pi / 3 - math.pi / 2
                d.line(pts([(50, 50), _rot(50, 50, 36, 0, a)]), fill=colr, width=W(width))
                for dist, br in ((20, 10), (29, 7)):
                    bx, by = _rot(50, 50, dist, 0, a)
                    for side in (-1, 1):
                        ex, ey = _rot(bx, by, br, 0, a + side * 0.9)
                        d.line(pts([(bx, by), (ex, ey)]), fill=colr, width=W(width * 0.8))
        hexa = [_rot(50, 50, 8, 0, i * math.pi / 3) for i in range(6)]
        d.polygon(pts(hexa), fill=(230, 248, 255), outline=dark, width=W(2))
    elif symbol == "Sun":
        for i in range(12):
            a = i * math.pi / 6
            tip = _rot(50, 50, 40, 0, a)
            b1 = _rot(50, 50, 24, -6, a)
            b2 = _rot(50, 50, 24, 6, a)
            d.polygon(pts([b1, tip, b2]), fill=(245, 124, 0))
        disc(50, 50, 23, (230, 100, 0))
        disc(50, 50, 20, (255, 200, 30))
        disc(44, 44, 6, (255, 234, 140))
    elif symbol == "Fire":

        def flame(cx: float, base: float, r: float, h: float, sway: float) -> list[tuple[float, float]]:
            out = []
            for i in range(19):
                a = math.pi * i / 18  # bottom half circle, right to left
                out.append((cx + r * math.cos(a), base + r * 0.9 * math.sin(a)))
            for i in range(1, 13):  # left side up to the tip
                t = i / 12
                out.append((cx - r + (r + sway) * t**1.2 - 6 * math.sin(t * math.pi) * (r / 24), base - h * t))
            for i in range(1, 12):  # right side back down
                t = 1 - i / 12
                out.append((cx + r - (r - sway) * t**1.2 + 3 * math.sin(t * math.pi) * (r / 24), base - h * t))
            return out

        d.polygon(pts(flame(50, 64, 26, 58, 6)), fill=(200, 40, 20))
        d.polygon(pts(flame(50, 65, 22.5, 52, 5)), fill=(245, 90, 30))
        d.polygon(pts(flame(50, 70, 13, 34, 2)), fill=(255, 200, 40))
    elif symbol == "Volcano":
        for x, y, r in ((56, 14, 7), (64, 9, 5), (47, 12, 5)):
            disc(x, y, r, (140, 140, 150))
        mountain = [(10, 88), (38, 36), (62, 36), (90, 88)]
        d.polygon(pts(mountain), fill=(96, 64, 50))
        d.polygon(pts([(38, 36), (62, 36), (74, 58), (26, 58)]), fill=(120, 82, 62))
        d.polygon(pts([(40, 36), (60, 36), (66, 54), (58, 48), (52, 62), (46, 46), (36, 56)]), fill=(240, 80, 20))
        d.polygon(pts([(36, 37), (44, 20), (50, 30), (56, 18), (64, 37)]), fill=(255, 120, 20))
        d.polygon(pts([(42, 37), (48, 27), (53, 34), (58, 37)]), fill=(255, 210, 60))
        d.line(pts([(10, 88), (90, 88)]), fill=(60, 40, 30), width=W(3))
    elif symbol == "Desert":
        d.ellipse((*P(-10, 62), *P(70, 130)), fill=(214, 160, 82))
        d.ellipse((*P(34, 70), *P(118, 138)), fill=(238, 196, 118))
        cactus, edge = (60, 150, 70), (28, 90, 40)
        for w_, col in ((3, edge), (0, cactus)):
            d.rounded_rectangle((*P(45 - w_, 16 - w_), *P(57 + w_, 78 + w_)), radius=W(6 + w_), fill=col)
            d.rounded_rectangle((*P(29 - w_, 32 - w_), *P(39 + w_, 56 + w_)), radius=W(5 + w_), fill=col)
            d.rounded_rectangle((*P(29 - w_, 48 - w_), *P(50 + w_, 57 + w_)), radius=W(4 + w_), fill=col)
            d.rounded_rectangle((*P(63 - w_, 26 - w_), *P(73 + w_, 48 + w_)), radius=W(5 + w_), fill=col)
            d.rounded_rectangle((*P(52 - w_, 41 - w_), *P(73 + w_, 50 + w_)), radius=W(4 + w_), fill=col)
        d.line(pts([(51, 24), (51, 72)]), fill=(100, 190, 100), width=W(2))
        d.ellipse((*P(-10, 62), *P(70, 130)), outline=(170, 120, 50), width=W(1.5))
    elif symbol == "Bonus":
        gem_dark, gem, gem_light = (120, 30, 140), (170, 70, 200), (224, 160, 240)
        outline = [(26, 38), (38, 22), (62, 22), (74, 38), (50, 82)]
        d.polygon(pts(outline), fill=gem_dark)
        d.polygon(pts([(30, 38), (40, 25), (60, 25), (70, 38), (50, 76)]), fill=gem)
        d.polygon(pts([(40, 25), (60, 25), (56, 38), (44, 38)]), fill=gem_light)
        d.polygon(pts([(30, 38), (44, 38), (50, 76)]), fill=(200, 120, 225))
        d.line(pts([(30, 38), (70, 38)]), fill=gem_dark, width=W(2))
        d.line(pts([(44, 38), (50, 76), (56, 38)]), fill=gem_dark, width=W(2))
        for x, y, r in ((76, 20, 4), (22, 62, 3), (80, 64, 3)):
            d.polygon(pts([(x, y - r * 2), (x + r * 0.6, y), (x, y + r * 2), (x - r * 0.6, y)]), fill=(230, 160, 0))
            d.polygon(pts([(x - r * 2, y), (x, y + r * 0.6), (x + r * 2, y), (x, y - r * 0.6)]), fill=(230, 160, 0))
    elif symbol == "End":
        d.line(pts([(30, 14), (30, 90)]), fill=(60, 50, 40), width=W(6))
        disc(30, 13, 4.5, (200, 160, 40))
        flag_w, flag_h, cols, rows = 46, 34, 4, 3
        cw, rh = flag_w / cols, flag_h / rows
        for r in range(rows):
            for col_ in range(cols):
                x0, y0 = 32 + col_ * cw, 18 + r * rh
                wave0 = 4 * math.sin((col_ * cw) / flag_w * math.pi * 2)
                wave1 = 4 * math.sin(((col_ + 1) * cw) / flag_w * math.pi * 2)
                quad = [(x0, y0 + wave0), (x0 + cw, y0 + wave1), (x0 + cw, y0 + rh + wave1), (x0, y0 + rh + wave0)]
                d.polygon(pts(quad), fill=(20, 20, 24) if (r + col_) % 2 == 0 else (250, 250, 250))
        edge = [(32 + flag_w * i / 20, 18 + 4 * math.sin(i / 20 * math.pi * 2)) for i in range(21)]
        d.line(pts(edge), fill=(20, 20, 24), width=W(1.5))
        bottom = [(x, y + flag_h) for x, y in edge]
        d.line(pts(bottom), fill=(20, 20, 24), width=W(1.5))
        d.line(pts([edge[-1], bottom[-1]]), fill=(20, 20, 24), width=W(1.5))
    elif symbol == "Cone":
        d.polygon(pts([(50, 8), (80, 82), (20, 82)]), fill=(120, 80, 40))
        d.polygon(pts([(50, 14), (75, 80), (25, 80)]), fill=(226, 188, 130))
        d.polygon(pts([(50, 14), (58, 80), (42, 80)]), fill=(244, 214, 166))
        d.ellipse((*P(18, 74), *P(82, 92)), fill=(120, 80, 40))
        d.ellipse((*P(21, 76), *P(79, 89)), fill=(205, 165, 105))
    elif symbol == "Lock":
        d.arc((*P(30, 10), *P(70, 56)), 180, 360, fill=(70, 70, 80), width=W(10))
        d.line(pts([(35, 33), (35, 46)]), fill=(70, 70, 80), width=W(10))
        d.line(pts([(65, 33), (65, 46)]), fill=(70, 70, 80), width=W(10))
        d.rounded_rectangle((*P(20, 42), *P(80, 92)), radius=W(8), fill=(70, 70, 80))
        d.rounded_rectangle((*P(25, 47), *P(75, 87)), radius=W(6), fill=(240, 196, 60))
        disc(50, 62, 6, (70, 70, 80))
        d.line(pts([(50, 62), (50, 77)]), fill=(70, 70, 80), width=W(5))
    elif symbol == "Bag":
        d.polygon(pts([(30, 30), (70, 30), (86, 80), (76, 92), (24, 92), (14, 80)]), fill=(110, 80, 50))
        d.polygon(pts([(33, 34), (67, 34), (81, 79), (73, 87), (27, 87), (19, 79)]), fill=(196, 156, 100))
        d.polygon(pts([(36, 12), (64, 12), (58, 30), (42, 30)]), fill=(196, 156, 100), outline=(110, 80, 50))
        d.line(pts([(34, 30), (66, 30)]), fill=(140, 60, 40), width=W(5))
    elif symbol == "Box":
        d.polygon(pts([(14, 36), (50, 22), (86, 36), (50, 50)]), fill=(190, 150, 100))
        d.polygon(pts([(14, 36), (50, 50), (50, 90), (14, 76)]), fill=(150, 110, 70))
        d.polygon(pts([(86, 36), (50, 50), (50, 90), (86, 76)]), fill=(120, 85, 50))
        d.line(pts([(14, 36), (50, 50), (86, 36)]), fill=(80, 55, 30), width=W(2))
        d.line(pts([(50, 50), (50, 90)]), fill=(80, 55, 30), width=W(2))


@lru_cache(maxsize=128)
def symbol_sprite(symbol: str, size: int, medallion: bool = True) -> Image.Image:
    """A cached RGBA icon for a tile symbol (or Bonus/End/Cone/Lock/Bag/Box), ``size`` px square.

    With ``medallion`` the icon sits on a cream disc and is clipped to it.
    """
    if not medallion:
        return c.supersample(size, size, lambda d, s: _paint_symbol(d, symbol, size * s / 100))

    def disc(d: ImageDraw.ImageDraw, s: float) -> None:
        full = size * s
        d.ellipse((0, 0, full - 1, full - 1), fill=(60, 50, 40, 255))
        e = max(1.5, size / 30) * s
        d.ellipse((e, e, full - 1 - e, full - 1 - e), fill=MEDALLION + (255,))

    def icon(d: ImageDraw.ImageDraw, s: float) -> None:
        full = size * s
        inset = full * 0.14
        _paint_symbol(d, symbol, (full - 2 * inset) / 100, inset, inset)

    base = c.supersample(size, size, disc)
    layer = c.supersample(size, size, icon)
    inner = max(1, int(round(size - 2 * max(1.5, size / 30))))
    clip = Image.new("L", (size, size), 0)
    off = (size - inner) // 2
    clip.paste(c.disc_mask(inner), (off, off))
    layer.putalpha(ImageChops.multiply(layer.getchannel("A"), clip))
    base.alpha_composite(layer)
    return base


def _icon(img: Image.Image, symbol: str, centre: tuple[float, float], size: int, medallion: bool = True) -> None:
    sprite = symbol_sprite(symbol, int(size), medallion)
    c.paste_sprite(img, sprite, (centre[0] - sprite.width / 2, centre[1] - sprite.height / 2))


# --------------------------------------------------------------------------- sizes for Discord
# Every image is WIDTH px wide and Discord shows it about 550 px wide, i.e. at half size (crisp on high-DPI
# screens). The smallest text is SMALL px (26 px from ascender to descender): 13 px on screen, 8.5 px on a phone
# showing it 360 px wide.

WIDTH = 1100
SMALL = 28  # the smallest text anywhere
BODY = 28
NAME = 30
TITLE_H = 76
GAP = 14  # between panels


class GridGeo(NamedTuple):
    cols: int
    rows: int
    w: int  # whole grid with its A.. / 1.. labels
    h: int
    tw: int  # one tile
    th: int
    medal: int  # the symbol medallion on a tile


def _grid_geo(view: dict[str, Any]) -> GridGeo:
    grid = view.get("grid") or {}
    cells = grid.get("cells") or []
    cols = max(1, _int(grid.get("cols"), 0) or (4 if len(cells) > 9 else 3))
    rows = max(1, _int(grid.get("rows"), 0) or max(1, math.ceil(len(cells) / cols)))
    tw, th, medal = (164, 168, 56) if cols >= 4 else (184, 170, 60)
    w = LABEL + cols * tw + (cols - 1) * TILE_GAP
    h = LABEL + rows * th + (rows - 1) * TILE_GAP
    return GridGeo(cols, rows, w, h, tw, th, medal)


def _title_bar(
    img: Image.Image,
    title: str,
    subtitle: str,
    right: str | None = None,
    accent: c.RGB = c.ACCENT,
    subtitle_fill: c.RGB = c.MUTED,
) -> int:
    """The title bar: bold title, a subtitle under it, an optional right-aligned word (sizes for Discord)."""
    w = img.width
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, w, TITLE_H - 1), fill=c.TITLE_BG)
    d.rectangle((0, TITLE_H - 5, w, TITLE_H - 1), fill=accent)
    right_w = 0
    if right:
        right_w = min(c.text_width(c.clean(right), c.font(BODY, bold=True)), w // 3)
        c.text_in_box(
            img, (w - M - right_w, 0, w - M, TITLE_H - 5), right, BODY, bold=True, align="right", min_size=SMALL
        )
    end = w - M - (right_w + 24 if right else 0)
    c.text_in_box(img, (M, 6, end, 44), title, 36, bold=True, align="left", min_size=NAME)
    c.text_in_box(img, (M, 44, end, TITLE_H - 7), subtitle, BODY, fill=subtitle_fill, align="left", min_size=SMALL)
    return TITLE_H


def _fits(text: str, size: int, width: int, bold: bool = False) -> bool:
    return c.font(size, bold).getlength(c.clean(text)) <= width or c.font(size, bold, True).getlength(text) <= width


# --------------------------------------------------------------------------- tiles


@lru_cache(maxsize=64)
def _card_sprite(fill: c.RGB, w: int, h: int, radius: int, edge: c.RGB) -> Image.Image:
    """A tile card background: flat colour (palette-friendly), darker edge and a thin inner highlight."""
    base = Image.new("RGB", (w, h), fill)
    card = Image.new("RGBA", (w, h), edge + (0,))
    card.paste(edge, (0, 0, w, h), c.rounded_mask(w, h, radius))
    inner = c.rounded_mask(w - 6, h - 6, radius - 3)
    card.paste(base.crop((3, 3, w - 3, h - 3)), (3, 3, w - 3, h - 3), inner)
    hl = Image.new("L", (w - 6, h - 6), 0)
    ImageDraw.Draw(hl).rounded_rectangle((0, 0, w - 7, h - 7), radius - 3, outline=70, width=2)
    card.paste(c.lighten(fill, 0.5), (3, 3, w - 3, h - 3), Image.composite(hl, Image.new("L", hl.size, 0), inner))
    return card


def _cost_badge(img: Image.Image, x: int, y: int, size: int, cost: int) -> None:
    """The tile's cube cost: a cream cube with the number on its front face."""
    c.draw_cube(img, (x, y), size, (248, 242, 226))
    k = 0.26 * size
    front = (x + (size - k) / 2, y + k + (size - k) / 2 + 1)
    c.draw_text(img, front, str(cost), c.font(BODY, bold=True), (40, 34, 26), "mm")


def _req_square(img: Image.Image, x: int, y: int, size: int, theme: str, n: int) -> None:
    col = THEME_COLOURS.get(theme, c.MUTED)
    c.rounded_panel(img, (x, y, x + size, y + size), max(3, size // 5), col, (250, 245, 232), 2)
    c.draw_text(img, (x + size / 2, y + size / 2 + 1), str(n), c.font(SMALL, bold=True), c.WHITE, "mm")


def draw_tile(
    img: Image.Image,
    box: tuple[int, int, int, int],
    tile: dict[str, Any],
    cubes: list[Any],
    colours: dict[int, c.RGB],
    planned: list[tuple[int, bool]] | None = None,
    highlight: c.RGB | None = None,
    locked: bool = False,
    medal: int = 60,
) -> None:
    """One grid tile: cost (cube) and VP (star) on top, the symbol and its name, the requirement squares, and
    the cube tray with the count so far. ``planned`` = board cubes waiting above this tile: (seat, is_mine)."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    fill = _tile_colour(tile)
    kind = tile.get("kind")
    edge = END_EDGE if kind == "end" else c.darken(fill, 0.45)
    if highlight is not None:
        c.rounded_panel(img, (x0 - 7, y0 - 7, x1 + 7, y1 + 7), 20, c.WHITE)
        c.rounded_panel(img, (x0 - 5, y0 - 5, x1 + 5, y1 + 5), 18, highlight)
    c.paste_sprite(img, _card_sprite(fill, w, y1 - y0, 14, edge), (x0, y0))

    cost = _int(tile.get("cost"), 0)
    _cost_badge(img, x0 + 7, y0 + 7, 42, cost)
    c.draw_star(img, (x1 - 29, y0 + 29), 25, _int(tile.get("vp"), 0), size=BODY)
    mcy = y0 + 12 + medal / 2
    _icon(img, _tile_symbol(tile), (x0 + w / 2, mcy), medal)
    label_y = y0 + 12 + medal + 14
    c.text_in_box(
        img,
        (x0 + 8, label_y - 13, x1 - 8, label_y + 13),
        _tile_label(tile),
        SMALL,
        bold=True,
        fill=c.WHITE,
        min_size=SMALL,
        shadow=c.darken(fill, 0.6),
    )
    reqs = _req_items(tile)
    rs, rgap = 26, 5
    rx = x0 + (w - (len(reqs) * rs + (len(reqs) - 1) * rgap)) / 2
    if locked:  # before the squares it explains
        _icon(img, "Lock", (rx - 16, label_y + 16 + rs / 2), 26, medallion=False)
    for theme, n in reqs:
        _req_square(img, int(rx), label_y + 16, rs, theme, n)
        rx += rs + rgap

    # cube tray: cubes on the tile, then board cubes waiting to move here; the count against the cost
    tray = (x0 + 7, y1 - 37, x1 - 7, y1 - 6)
    c.rounded_panel(img, tray, 9, (0, 0, 0), alpha=80)
    placed = [s for s in cubes if s is not None]
    planned = planned or []
    count_text = f"{len(placed)}/{cost}"
    cf = c.font(SMALL, bold=True)
    avail = tray[2] - tray[0] - 10 - c.text_width(count_text, cf) - 8
    n = len(placed) + len(planned)
    gap_sep = 6 if placed and planned else 0
    size = 24
    while size > 12 and n * (size + 2) + gap_sep > avail:
        size -= 1
    cx = tray[0] + 5
    cy = (tray[1] + tray[3]) / 2
    for seat in placed:
        c.draw_cube(img, (cx, cy - size / 2), size, _pcol(colours, seat))
        cx += size + 2
    cx += gap_sep
    for seat, _mine in planned:
        c.draw_cube(img, (cx, cy - size / 2), size, _pcol(colours, seat), "outline")
        cx += size + 2
    c.draw_text(img, (tray[2] - 7, cy), count_text, cf, (255, 255, 255) if placed else (215, 215, 220), "rm")


def draw_empty_slot(img: Image.Image, box: tuple[int, int, int, int]) -> None:
    c.rounded_panel(img, box, 14, c.mix(c.BG, c.PANEL, 0.5))
    c.dashed_rounded(img, box, 14, c.GRID_LINE, 3, 12)
    c.draw_text(
        img, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), t("envyra-render-empty"), c.font(SMALL), c.MUTED, "mm"
    )


MINI_W = 40  # an owned tile, largest size (height MINI_W * 1.3)


def draw_mini_tile(img: Image.Image, x: int, y: int, tile: dict[str, Any], w: int = MINI_W) -> None:
    """A small owned tile: its colour and symbol (its VP count in the score line beside it)."""
    h = _mini_h(w)
    fill = _tile_colour(tile)
    edge = END_EDGE if tile.get("kind") == "end" else c.darken(fill, 0.45)
    c.paste_sprite(img, _card_sprite(fill, w, h, max(5, w // 6), edge), (x, y))
    _icon(img, _tile_symbol(tile), (x + w / 2, y + h / 2), w - 6)


def _mini_h(w: int) -> int:
    return int(round(w * 1.3))


def _mini_rows(tiles: list[dict[str, Any]], width: int, mw: int = MINI_W) -> list[list[dict[str, Any] | None]]:
    """Owned tiles split into rows that fit ``width``; None marks a gap between theme groups."""
    rows: list[list[dict[str, Any] | None]] = [[]]
    x = 0
    prev_group = None
    step, group_gap = mw + 4, max(6, mw // 4)
    for tile in _sorted_tiles(tiles):
        group = tile.get("theme") if tile.get("kind") == "theme" else tile.get("kind")
        new_group = prev_group is not None and group != prev_group and bool(rows[-1])
        need = step + (group_gap if new_group else 0)
        if x + need > width + 4 and rows[-1]:
            rows.append([])
            x, need = 0, step
        elif new_group:
            rows[-1].append(None)
        rows[-1].append(tile)
        x += need
        prev_group = group
    return rows if rows[0] else []


def _fit_minis(tiles: list[dict[str, Any]], width: int) -> tuple[int, list[list[dict[str, Any] | None]]]:
    """The largest mini size (40 down to 28 px) that puts every owned tile in one row, else 28 px in rows."""
    for mw in (MINI_W, 36, 32, 28):
        rows = _mini_rows(tiles, width, mw)
        if len(rows) <= 1:
            return mw, rows
    return 28, _mini_rows(tiles, width, 28)


def _row_width(row: list[dict[str, Any] | None], mw: int) -> int:
    return sum(max(6, mw // 4) if t is None else mw + 4 for t in row)


def _draw_minis(img: Image.Image, x: int, y: int, rows: list[list[dict[str, Any] | None]], mw: int) -> int:
    """Draw mini-tile rows from (x, y); returns the height used."""
    top = y
    for row in rows:
        tx = x
        for tile in row:
            if tile is None:
                tx += max(6, mw // 4)
                continue
            draw_mini_tile(img, tx, y, tile, mw)
            tx += mw + 4
        y += _mini_h(mw) + 6
    return y - top


def _pos_index(pos: str, cols: int) -> int | None:
    if not isinstance(pos, str) or len(pos) < 2:
        return None
    col = ord(pos[0].upper()) - ord("A")
    row = _int(pos[1:], 0) - 1
    if col < 0 or col >= cols or row < 0:
        return None
    return row * cols + col


def draw_grid(
    img: Image.Image,
    x: int,
    y: int,
    view: dict[str, Any],
    colours: dict[int, c.RGB],
    me: int | None = None,
) -> tuple[int, int]:
    """The grid with A..D / 1..3 labels, top-left at (x, y). Returns its size."""
    geo = _grid_geo(view)
    cols, rows, tw, th = geo.cols, geo.rows, geo.tw, geo.th
    cells = (view.get("grid") or {}).get("cells") or []
    by_index: dict[int, dict[str, Any]] = {}
    for i, cell in enumerate(cells):
        idx = _pos_index(cell.get("pos", ""), cols)
        by_index[idx if idx is not None else i] = cell

    # board cubes waiting to move (public after the reveal), plus my own plan in a private view
    planned: dict[int, list[tuple[int, bool]]] = {}
    for i, s in enumerate(view.get("seats") or []):
        seat = s.get("seat", i)
        if me is not None and seat == me and view.get("my_board") is not None:
            continue
        for pos in s.get("board") or []:
            idx = _pos_index(pos, cols)
            if idx is not None:
                planned.setdefault(idx, []).append((seat, False))
    mine: set[int] = set()
    if me is not None:
        for pos in view.get("my_board") or []:
            idx = _pos_index(pos, cols)
            if idx is not None:
                planned.setdefault(idx, []).append((me, True))
                mine.add(idx)
    candidates: set[int] = set()
    if view.get("phase") == "remove":
        for pos in view.get("remove_candidates") or []:
            idx = _pos_index(pos, cols)
            if idx is not None:
                candidates.add(idx)
    my_owned: list[dict[str, Any]] = []
    if me is not None:
        for i, s in enumerate(view.get("seats") or []):
            if s.get("seat", i) == me:
                my_owned = s.get("owned") or []

    lf = c.font(BODY, bold=True)
    for col in range(cols):
        cx = x + LABEL + col * (tw + TILE_GAP) + tw / 2
        c.draw_text(img, (cx, y + LABEL / 2 - 3), chr(ord("A") + col), lf, c.MUTED, "mm")
    for row in range(rows):
        cy = y + LABEL + row * (th + TILE_GAP) + th / 2
        c.draw_text(img, (x + LABEL / 2 - 5, cy), str(row + 1), lf, c.MUTED, "mm")

    for row in range(rows):
        for col in range(cols):
            idx = row * cols + col
            bx = x + LABEL + col * (tw + TILE_GAP)
            by = y + LABEL + row * (th + TILE_GAP)
            box = (bx, by, bx + tw, by + th)
            cell = by_index.get(idx) or {}
            tile = cell.get("tile")
            if not tile:
                draw_empty_slot(img, box)
                continue
            draw_tile(
                img,
                box,
                tile,
                list(cell.get("cubes") or []),
                colours,
                planned.get(idx),
                highlight=_highlight(_pcol(colours, me)) if idx in mine else (c.BAD if idx in candidates else None),
                locked=me is not None and not _accessible(tile, my_owned),
                medal=geo.medal,
            )
    return geo.w, geo.h


# --------------------------------------------------------------------------- side column pieces


def _section_title(img: Image.Image, x: int, y: int, text: str) -> int:
    c.draw_text(img, (x + 2, y), text, c.font(SMALL, bold=True), c.MUTED, "la")
    return 32


CARD_H = 88


def draw_card(
    img: Image.Image, box: tuple[int, int, int, int], card: dict[str, Any], *, owner_colour: c.RGB | None = None
) -> None:
    """An Equilibrium card: parchment, its name and VP, its symbols (with their names when there is room)."""
    x0, y0, x1, y1 = box
    c.rounded_panel(img, box, 12, CARD_PAPER, owner_colour or (150, 130, 100), 4 if owner_colour else 2)
    name = _card_name(card)
    icon, cy = 36, y1 - 24
    star_below = not _fits(name, BODY, x1 - 76 - x0, bold=True)  # a narrow card: the star moves to the icons
    star = (x1 - 32, cy) if star_below else (x1 - 32, y0 + 29)
    c.draw_star(
        img, star, 25 if not star_below else 22, _int(card.get("vp"), 0), size=BODY if not star_below else SMALL
    )
    name_right = x1 - 12 if star_below else x1 - 64
    c.text_in_box(
        img, (x0 + 12, y0 + 6, name_right, y0 + 46), name, BODY, bold=True, fill=CARD_INK, align="left", min_size=SMALL
    )
    syms = [s for s in card.get("symbols") or [] if isinstance(s, str)]
    ix = x0 + 12
    for sym in syms:
        col = THEME_COLOURS.get(SYMBOL_THEME.get(sym) or "", c.MUTED)
        c.draw_disc(img, (ix + icon / 2, cy), icon / 2 + 3, col)
        _icon(img, sym, (ix + icon / 2, cy), icon)
        ix += icon + 10
    words = " + ".join(t("envyra-symbol", symbol=s) for s in syms)
    words_right = x1 - (62 if star_below else 10)
    if words and _fits(words, SMALL, words_right - ix):
        c.text_in_box(
            img,
            (ix, int(cy - 14), words_right, int(cy + 14)),
            words,
            SMALL,
            fill=(96, 84, 66),
            align="left",
            min_size=SMALL,
        )


def _card_chip_width(card: dict[str, Any]) -> int:
    return 12 + 36 * len(card.get("symbols") or []) + 42


def _card_pill(img: Image.Image, x: int, y: int, card: dict[str, Any], max_w: int) -> int:
    """A compact taken card: parchment with its symbols and its VP star (no words). Returns its width."""
    w = _card_chip_width(card)
    if w > max_w:
        return 0
    c.rounded_panel(img, (x, y, x + w, y + 40), 10, CARD_PAPER, (150, 130, 100), 2)
    ix = x + 8
    for sym in [s for s in card.get("symbols") or [] if isinstance(s, str)]:
        col = THEME_COLOURS.get(SYMBOL_THEME.get(sym) or "", c.MUTED)
        c.draw_disc(img, (ix + 16, y + 20), 17, col)
        _icon(img, sym, (ix + 16, y + 20), 30)
        ix += 36
    c.draw_star(img, (x + w - 23, y + 20), 19, _int(card.get("vp"), 0), size=SMALL)
    return w


# --------------------------------------------------------------------------- player panels

PANEL_PAD = 12


def _score_parts(seat: dict[str, Any]) -> tuple[int, str]:
    tile_vp, set_vp = _int(seat.get("tile_vp")), _int(seat.get("set_vp"))
    card_vp = sum(_int(cd.get("vp")) for cd in seat.get("cards") or [])
    parts = [t("envyra-render-tile-vp", count=tile_vp), t("envyra-render-set-vp", count=set_vp)]
    parts += [t("envyra-render-card-vp", count=card_vp)] if card_vp else []
    return tile_vp + set_vp + card_vp, " + ".join(parts)


def _panel_inner(width: int) -> int:
    return width - 2 * PANEL_PAD - 10


def _pills_width(cards: list[dict[str, Any]]) -> int:
    return sum(_card_chip_width(cd) + 8 for cd in cards)


def _panel_rows(seat: dict[str, Any], inner: int) -> tuple[int, list[list[dict[str, Any] | None]], bool]:
    """Mini-tile size and rows in ``inner`` px, and whether the taken cards fit on the last row (else they get
    their own)."""
    cards = seat.get("cards") or []
    mw, rows = _fit_minis(seat.get("owned") or [], inner)
    if not cards:
        return mw, rows, True
    used = (_row_width(rows[-1], mw) + 12) if rows else 0
    if used + _pills_width(cards) <= inner:
        return mw, rows, True
    reserved = _pills_width(cards) + 12
    if reserved < inner * 0.6:  # squeeze the tiles of one row to leave room for the cards
        mw2, rows2 = _fit_minis(seat.get("owned") or [], inner - reserved)
        if len(rows2) <= 1:
            return mw2, rows2, True
    return mw, rows, False


def _panel_height(seat: dict[str, Any], width: int) -> int:
    mw, rows, inline = _panel_rows(seat, _panel_inner(width))
    h = PANEL_PAD + 40 + 6 + 34 + 4 + 28 + 8
    h += max(1, len(rows)) * (_mini_h(mw) + 6) if rows else 40
    if not inline:
        h += 44
    return h + PANEL_PAD - 4


def _badges(seat: dict[str, Any], view: dict[str, Any], is_mover: bool) -> list[tuple[str, c.RGB, c.RGB | None]]:
    phase = view.get("phase")
    out: list[tuple[str, c.RGB, c.RGB | None]] = []
    if seat.get("blocked"):
        out.append((t("envyra-render-badge-blocked"), c.BAD, None))
    if is_mover:
        out.append(
            (t("envyra-render-badge-to-move" if phase == "phase2" else "envyra-render-badge-chooses"), c.ACCENT, None)
        )
    if phase == "phase1":
        if seat.get("confirmed"):
            out.append((t("envyra-render-badge-ready"), c.GOOD, None))
        elif not seat.get("blocked"):
            out.append((t("envyra-render-badge-choosing"), c.PANEL_ALT, c.TEXT))
    return out


def draw_player_panel(
    img: Image.Image,
    box: tuple[int, int, int, int],
    seat: dict[str, Any],
    name: str,
    colour: c.RGB,
    view: dict[str, Any],
) -> None:
    """One player on the public board: name, badges and total; supply and board cubes; score line; tiles."""
    x0, y0, x1, y1 = box
    phase = view.get("phase")
    seat_no = seat.get("seat", 0)
    is_mover = view.get("mover") == seat_no and phase in ("phase2", "remove")
    c.rounded_panel(img, box, 16, c.PANEL, c.ACCENT if is_mover else c.PANEL_EDGE, 4 if is_mover else 2)
    c.rounded_panel(img, (x0 + 6, y0 + 12, x0 + 12, y1 - 12), 3, colour, c.edge_for(colour), 1)  # colour stripe
    px0, px1 = x0 + PANEL_PAD + 10, x1 - PANEL_PAD
    y = y0 + PANEL_PAD

    # header: cube, name, badges, total VP
    total, score_line = _score_parts(seat)
    c.draw_cube(img, (px0, y + 5), 30, colour)
    c.draw_star(img, (px1 - 32, y + 21), 34, total, size=BODY)  # "27" whole at BODY
    right = px1 - 68
    bf = c.font(SMALL, bold=True)
    ready = t("envyra-render-badge-ready")
    for text, fill, tfill in _badges(seat, view, is_mover):
        bw = c.text_width(text, bf) + 26 + (24 if text == ready else 0)
        if right - bw < px0 + 150:
            break
        c.rounded_panel(img, (right - bw, y + 3, right, y + 37), 17, fill)
        if text == ready:
            c.draw_check(img, (right - bw + 10, y + 11, right - bw + 30, y + 29), (20, 60, 30), 3)
            c.draw_text(img, (right - bw + 34, y + 20), text, bf, tfill or c.text_on(fill), "lm")
        else:
            c.draw_text(img, (right - bw / 2, y + 20), text, bf, tfill or c.text_on(fill), "mm")
        right -= bw + 8
    c.text_in_box(img, (px0 + 40, y, right - 6, y + 40), name, NAME, bold=True, align="left", min_size=SMALL)
    y += 46

    # supply cubes, board cubes (after the reveal), the start-player cone
    cy = y + 17
    sf = c.font(SMALL)
    c.draw_text(img, (px0, cy), t("envyra-render-supply"), sf, c.MUTED, "lm")
    sx = px0 + c.text_width(t("envyra-render-supply"), sf) + 10
    supply = _int(seat.get("supply"))
    for _ in range(min(supply, 8)):
        c.draw_cube(img, (sx, cy - 13), 26, colour)
        sx += 28
    if supply == 0:
        c.draw_text(img, (sx, cy), t("envyra-render-none"), c.font(SMALL, bold=True), c.BAD, "lm")
        sx += c.text_width(t("envyra-render-none"), c.font(SMALL, bold=True)) + 4
    for pos in seat.get("board") or []:
        sx += 14
        c.draw_cube(img, (sx, cy - 13), 26, colour, "outline")
        c.draw_text(img, (sx + 31, cy), str(pos), bf, c.TEXT, "lm")
        sx += 31 + c.text_width(str(pos), bf)
    if view.get("start_player") == seat_no and phase != "over" and px1 - 34 > sx:
        _icon(img, "Cone", (px1 - 18, cy - 1), 34, medallion=False)
    y += 38

    # the score line, then the owned tiles grouped by theme
    c.text_in_box(img, (px0, y, px1, y + 28), score_line, SMALL, fill=c.MUTED, align="left", min_size=SMALL)
    y += 36
    mw, rows, inline = _panel_rows(seat, px1 - px0)
    if not rows:
        c.draw_text(img, (px0, y + 18), t("envyra-render-no-tiles"), sf, c.MUTED, "lm")
    used = _draw_minis(img, px0, y, rows, mw) if rows else 40
    cards = seat.get("cards") or []
    if cards:
        if inline:
            x = px0 + ((_row_width(rows[-1], mw) + 12) if rows else c.text_width(t("envyra-render-no-tiles"), sf) + 20)
            cy = y + used - 6 - _mini_h(mw) / 2 if rows else y + 18
        else:
            x, cy = px0, y + used + 21
        for cd in cards:
            x += _card_pill(img, x, int(cy - 20), cd, px1 - x) + 8


# --------------------------------------------------------------------------- public board


def _side_column(
    img: Image.Image, x: int, y: int, w: int, view: dict[str, Any], names: list[str], colours: dict[int, c.RGB]
) -> int:
    """Start player, bag and box, move order, variant notes and cards on offer. Returns the height used."""
    y0 = y
    sp = view.get("start_player")
    if view.get("phase") != "over":
        y += _section_title(img, x, y, t("envyra-render-start-player"))
        c.rounded_panel(img, (x, y, x + w, y + 50), 12, c.PANEL)
        _icon(img, "Cone", (x + 24, y + 24), 34, medallion=False)
        if sp is not None:
            c.draw_cube(img, (x + 46, y + 12), 26, _pcol(colours, sp))
            c.text_in_box(
                img, (x + 80, y, x + w - 10, y + 50), _name(names, sp), BODY, bold=True, align="left", min_size=SMALL
            )
        y += 60

    # bag and box
    half = (w - 10) // 2
    bag_box = ((t("envyra-render-bag"), "bag_count", "Bag"), (t("envyra-render-box"), "box_count", "Box"))
    needed = [
        56 + c.text_width(label, c.font(SMALL)) + c.text_width("00", c.font(NAME, bold=True)) for label, *_ in bag_box
    ]
    worded = max(needed) <= half - 12  # a narrow column (4 players) shows the icons and counts alone
    for i, (label, key, icon) in enumerate(bag_box):
        bx = x + i * (half + 10)
        c.rounded_panel(img, (bx, y, bx + half, y + 52), 12, c.PANEL)
        _icon(img, icon, (bx + 24, y + 26), 34, medallion=False)
        lx = bx + 50
        if worded:
            c.draw_text(img, (bx + 46, y + 26), label, c.font(SMALL), c.MUTED, "lm")
            lx = bx + 46 + c.text_width(label, c.font(SMALL)) + 10
        c.draw_text(img, (lx, y + 26), str(_int(view.get(key))), c.font(NAME, bold=True), c.TEXT, "lm")
    y += 62

    # move order (snake)
    passes = _order_passes(view)
    if passes and view.get("phase") != "over":
        y += _section_title(img, x, y, t("envyra-render-move-order"))
        box_h = 10 + 40 * len(passes)
        c.rounded_panel(img, (x, y, x + w, y + box_h), 12, c.PANEL)
        cur_pass = view.get("pass")
        mover = view.get("mover")
        step_no = view.get("step") if isinstance(view.get("step"), int) else None
        index = 0
        pf = c.font(SMALL)
        label_w = c.text_width(t("envyra-render-pass", number="2"), c.font(SMALL, bold=True)) + 22
        for row, (pno, seq) in enumerate(passes):
            ry = y + 5 + row * 40 + 20
            active_row = view.get("phase") == "phase2" and cur_pass == pno
            f = c.font(SMALL, bold=True) if active_row else pf
            c.draw_text(
                img, (x + 12, ry), t("envyra-render-pass", number=str(pno)), f, c.TEXT if active_row else c.MUTED, "lm"
            )
            cx = x + label_w
            step = min(40, (w - label_w - 10) // max(1, len(seq)))
            marked = False
            for s_ in seq:
                current = index == step_no if step_no is not None else (active_row and s_ == mover and not marked)
                if current and view.get("phase") == "phase2":
                    c.draw_disc(img, (cx + 13, ry), 18, c.ACCENT)
                    marked = True
                c.draw_cube(img, (cx, ry - 13), 26, _pcol(colours, s_))
                cx += step
                index += 1
        y += box_h + 12

    # variant notes that the rest of the image does not show
    notes = []
    if view.get("simplified"):
        notes.append(t("envyra-render-note-simplified"))
    eq = view.get("equilibrium") or "off"
    if eq in ("B", "C"):
        notes.append(t("envyra-render-note-secret"))
    nf = c.font(SMALL)
    for note in notes:  # wrapped, never cut: "Simplified: 1 cube a round" is wider than a 4-player side column
        for line in c.wrap_text(note, nf, w - 2):
            c.draw_text(img, (x + 2, y + 15), line, nf, c.TEXT, "lm")
            y += 32
    if notes:
        y += 6

    cards = view.get("public_cards") or []
    if eq in ("A", "C") or cards:
        y += _section_title(img, x, y, t("envyra-render-cards-on-offer"))
        if not cards:
            c.draw_text(img, (x + 2, y + 14), t("envyra-render-all-taken"), c.font(SMALL), c.MUTED, "lm")
            y += 34
        for cd in cards:
            draw_card(img, (x, y, x + w, y + CARD_H), cd)
            y += CARD_H + 10
    return y - y0


def _order_passes(view: dict[str, Any]) -> list[tuple[int, list[int]]]:
    """The move order as rows per pass.

    ``order`` may list only pass 1 (the snake's second pass is then its reverse, unless simplified), or the
    whole step sequence of the round (every participant once in pass 1, then the pass-2 steps).
    """
    order = [_int(s) for s in view.get("order") or [] if s is not None]
    if not order:
        return []
    k = len(set(order))
    first, rest = order[:k], order[k:]
    if rest:
        return [(1, first), (2, rest)]
    if view.get("simplified"):
        return [(1, first)]
    return [(1, first), (2, list(reversed(first)))]


def render_board(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """The public board: the grid, start player, bag, order, cards on offer and one panel per player."""
    return _png(board_image(view, names))


def board_image(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names_ = _names(view, names)
    colours = _seat_colours(view)
    geo = _grid_geo(view)
    seats = list(view.get("seats") or [])
    ncols = 2 if len(seats) > 1 else 1
    pw = (WIDTH - 2 * M - (ncols - 1) * GAP) // ncols
    panel_rows = [seats[i : i + ncols] for i in range(0, len(seats), ncols)]
    row_heights = [max(_panel_height(s, pw) for s in row) for row in panel_rows]

    top = TITLE_H + 14
    panels_h = sum(row_heights) + GAP * max(0, len(row_heights) - 1)
    sx = M + geo.w + M
    side_w = WIDTH - sx - M
    # the side column measures itself by drawing: a dry run on a 1×1 canvas is cheap (all clipped)
    side_h = _side_column(c.new_canvas(1, 1), 0, 0, side_w, view, names_, colours)
    main_h = max(geo.h, side_h)
    img = c.new_canvas(WIDTH, top + main_h + 18 + panels_h + M)
    _side_column(img, sx, top, side_w, view, names_, colours)
    _title_bar(
        img,
        t("envyra-render-title", round=str(_int(view.get("round"), 1))),
        _status_text(view, names_),
        _phase_text(view),
        subtitle_fill=c.ACCENT,
    )
    draw_grid(img, M, top, view, colours)

    y = top + main_h + 18
    for row, rh in zip(panel_rows, row_heights, strict=True):
        for j, s in enumerate(row):
            x = M + j * (pw + GAP)
            seat_no = s.get("seat", seats.index(s))
            draw_player_panel(img, (x, y, x + pw, y + rh), s, _name(names_, seat_no), _pcol(colours, seat_no), view)
        y += rh + GAP
    return img


# --------------------------------------------------------------------------- private board


def render_private(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """One player's DM: the grid with their planned cubes, their supply, tiles and secret card(s)."""
    return _png(private_image(view, names))


def private_image(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names_ = _names(view, names)
    colours = _seat_colours(view)
    me = _int(view.get("me"), 0)
    seats = list(view.get("seats") or [])
    mine = next((s for i, s in enumerate(seats) if s.get("seat", i) == me), {"seat": me})
    colour = _pcol(colours, me)
    geo = _grid_geo(view)
    sx = M + geo.w + M
    side_w = WIDTH - sx - M

    top = TITLE_H + 14
    legend_h = 48 + (LEGEND_ROW if _lock_below(geo.w) else 0)
    # the cards go in the side column, or (when that is much taller than the grid) two by two under the grid
    dry = c.new_canvas(1, 1)  # dry runs measure by drawing (all clipped)
    own_h = _private_side(dry, 0, 0, side_w, view, mine, colours, with_cards=False)
    side_cards_h = _private_cards(dry, 0, 0, side_w, view, mine, colour, 1)
    below_h = _private_cards(dry, 0, 0, geo.w, view, mine, colour, 2)
    beside = max(geo.h + legend_h, own_h + side_cards_h)
    below = max(geo.h + legend_h + below_h, own_h)
    cards_below = below < beside
    img = c.new_canvas(WIDTH, top + min(beside, below) + M)
    _private_side(img, sx, top, side_w, view, mine, colours, with_cards=not cards_below)
    if cards_below:
        _private_cards(img, M, top + geo.h + legend_h, geo.w, view, mine, colour, 2)
    _title_bar(
        img,
        t("envyra-render-private-title", round=str(_int(view.get("round"), 1))),
        f"{_name(names_, me)} · {_phase_text(view)}",
        t("envyra-render-private"),
        accent=_highlight(colour),
        subtitle_fill=c.TEXT,
    )
    draw_grid(img, M, top, view, colours, me=me)
    ly = top + geo.h + 28
    x = M + LABEL
    sf = c.font(SMALL)
    c.draw_cube(img, (x, ly - 13), 26, colour, "outline")
    c.draw_text(img, (x + 34, ly), t("envyra-render-planned-cube"), sf, c.MUTED, "lm")
    x += 34 + c.text_width(t("envyra-render-planned-cube"), sf) + 28
    if _lock_below(geo.w):
        x, ly = M + LABEL, ly + LEGEND_ROW
    owned = mine.get("owned") or []
    cells = (view.get("grid") or {}).get("cells") or []
    if any(cell.get("tile") and not _accessible(cell["tile"], owned) for cell in cells):
        _icon(img, "Lock", (x + 13, ly - 1), 26, medallion=False)
        c.text_in_box(
            img,
            (x + 32, ly - 16, M + geo.w, ly + 16),
            t("envyra-render-lack-colours"),
            SMALL,
            fill=c.MUTED,
            align="left",
            min_size=SMALL,
        )
    return img


LEGEND_ROW = 36  # the lock's legend on a row of its own, under the planned cube's


def _lock_below(grid_w: int) -> bool:
    """Whether the lock's legend goes under the planned cube's: beside it, it would be cut short."""
    sf = c.font(SMALL)
    beside = LABEL + 34 + c.text_width(t("envyra-render-planned-cube"), sf) + 28 + 32
    return c.font(SMALL, condensed=True).getlength(t("envyra-render-lack-colours")) > grid_w - beside


def _private_side(
    img: Image.Image,
    x: int,
    y: int,
    w: int,
    view: dict[str, Any],
    mine: dict[str, Any],
    colours: dict[int, c.RGB],
    with_cards: bool = True,
) -> int:
    y0 = y
    me = _int(view.get("me"), 0)
    colour = _pcol(colours, me)
    sf = c.font(SMALL)

    # supply and plan
    y += _section_title(img, x, y, t("envyra-render-your-cubes"))
    c.rounded_panel(img, (x, y, x + w, y + 100), 12, c.PANEL)
    label_w = max(c.text_width(t(k), sf) for k in ("envyra-render-supply", "envyra-render-planned")) + 24
    supply = _int(mine.get("supply"))
    c.draw_text(img, (x + 14, y + 26), t("envyra-render-supply"), sf, c.MUTED, "lm")
    cx = x + label_w
    for _ in range(min(supply, 8)):
        c.draw_cube(img, (cx, y + 12), 28, colour)
        cx += 31
    if supply == 0:
        c.draw_text(img, (cx, y + 26), t("envyra-render-none"), c.font(SMALL, bold=True), c.BAD, "lm")
    plan = [p for p in view.get("my_board") or [] if isinstance(p, str)]
    c.draw_text(img, (x + 14, y + 74), t("envyra-render-planned"), sf, c.MUTED, "lm")
    if plan:
        cx = x + label_w
        pf = c.font(BODY, bold=True)
        for pos in plan:
            c.draw_cube(img, (cx, y + 60), 28, colour, "outline")
            c.draw_text(img, (cx + 34, y + 74), pos, pf, c.TEXT, "lm")
            cx += 34 + c.text_width(pos, pf) + 16
    else:
        msg = t("envyra-render-not-yet") if view.get("phase") == "phase1" else t("envyra-render-none")
        room = x + w - 10 - (x + label_w)
        lines = c.wrap_text(msg, c.font(SMALL, condensed=True), room)
        if len(lines) == 1:
            c.text_in_box(
                img, (x + label_w, y + 58, x + w - 10, y + 90), msg, SMALL, fill=c.TEXT, align="left", min_size=SMALL
            )
        else:  # two lines beside the label ("wybierz 1–2 / płytki"), never cut
            cf = c.font(SMALL, condensed=True)
            for i, line in enumerate(lines[:2]):
                c.draw_text(img, (x + label_w, y + 60 + i * 28), line, cf, c.TEXT, "lm")
    y += 112

    # owned tiles, score, colours
    y += _section_title(img, x, y, t("envyra-render-your-tiles"))
    rows = _mini_rows(mine.get("owned") or [], w - 28)
    label = t("envyra-render-colours-owned")
    squares_below = c.font(SMALL, condensed=True).getlength(label) > w - 28 - 3 * 34  # the label alone on its line
    box_h = 14 + (len(rows) * (_mini_h(MINI_W) + 6) if rows else 36) + 32 + 42 + 8 + (34 if squares_below else 0)
    c.rounded_panel(img, (x, y, x + w, y + box_h), 12, c.PANEL)
    ty = y + 12
    if not rows:
        c.draw_text(img, (x + 14, ty + 16), t("envyra-render-no-tiles"), sf, c.MUTED, "lm")
        ty += 36
    ty += _draw_minis(img, x + 14, ty, rows, MINI_W)
    _total, score_line = _score_parts(mine)
    c.text_in_box(img, (x + 14, ty, x + w - 14, ty + 30), score_line, SMALL, bold=True, align="left", min_size=SMALL)
    ty += 36
    have = _owned_by_theme(mine.get("owned") or [])
    right = x + w - 14 if squares_below else x + w - 14 - 3 * 34
    c.text_in_box(img, (x + 14, ty, right, ty + 32), label, SMALL, fill=c.MUTED, align="left", min_size=SMALL)
    if squares_below:
        ty += 34
    lx = x + w - 14 - 3 * 34 + 6
    for theme in THEME_ORDER:
        _req_square(img, lx, ty + 2, 28, theme, have[theme])
        lx += 34
    y += box_h + 12

    if with_cards:
        y += _private_cards(img, x, y, w, view, mine, colour, 1)
    return y - y0


def _private_cards(
    img: Image.Image,
    x: int,
    y: int,
    w: int,
    view: dict[str, Any],
    mine: dict[str, Any],
    colour: c.RGB,
    per_row: int,
) -> int:
    """The seat's secret card(s), the cards it took and the cards on offer, ``per_row`` cards side by side."""
    y0 = y
    secret = view.get("my_secret_cards") or []
    sections = [
        (t("envyra-render-secret-cards", count=len(secret)), secret, _highlight(colour)),
        (t("envyra-render-cards-taken"), mine.get("cards") or [], None),
        (t("envyra-render-cards-on-offer"), view.get("public_cards") or [], None),
    ]
    # each card is a block under its section's title (the first card of a section carries it)
    blocks = [(title if i == 0 else "", cd, edge) for title, cards, edge in sections for i, cd in enumerate(cards)]
    if per_row == 1:
        for title, cd, edge in blocks:
            if title:
                y += _section_title(img, x, y, title)
            draw_card(img, (x, y, x + w, y + CARD_H), cd, owner_colour=edge)
            y += CARD_H + 10
        return y - y0
    cw = (w - (per_row - 1) * 12) // per_row
    for i in range(0, len(blocks), per_row):
        row = blocks[i : i + per_row]
        titled = any(title for title, _, _ in row)
        for j, (title, cd, edge) in enumerate(row):
            cx = x + j * (cw + 12)
            if title:
                _section_title(img, cx, y, title)
            top = y + (32 if titled else 0)
            draw_card(img, (cx, top, cx + cw, top + CARD_H), cd, owner_colour=edge)
        y += (32 if titled else 0) + CARD_H + 10
    return y - y0


# --------------------------------------------------------------------------- score sheet


def _card_name(card: dict[str, Any]) -> str:
    return t("envyra-card", card=str(card["id"])) if card.get("id") else str(card.get("name") or "?")


def _explanation(result: dict[str, Any], names: list[str]) -> str:
    """The tie-break explanation in the drawing language, from the `[key, params]` sentences the result's details
    carry (seat lists become names); the stored English `explanation` is the fallback."""
    parts = (result.get("details") or {}).get("explained")
    if not parts:
        return str(result.get("explanation") or "")

    def value(v: Any) -> Any:
        return ListOf(tuple(_name(names, s) for s in v)) if isinstance(v, list) else v

    lang = current_lang()
    return " ".join(tr(Msg(key, **{k: value(v) for k, v in params.items()}), lang) for key, params in parts)


def _card_result(card: dict[str, Any]) -> str:
    name = _card_name(card)
    if card.get("secret"):
        return t("envyra-render-secret-card-result", card=name) + (" ✓" if card.get("scored") else " ✗")
    return f"{name} ✓" if card.get("scored", True) else f"{name} ✗"


def _places(ranking: list[list[int]]) -> dict[int, int]:
    places: dict[int, int] = {}
    place = 1
    for group in ranking:
        for s in group:
            places[_int(s)] = place
        place += len(group)
    return places


def render_scores(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """The final score sheet: one row per player in ranking order, with the tie-break explanation."""
    return _png(scores_image(view, names))


def scores_image(view: dict[str, Any], names: list[str] | None = None) -> Image.Image:
    names_ = _names(view, names)
    colours = _seat_colours(view)
    result = view.get("result") or {}
    details = result.get("details") or {}
    det_seats = {_int(d.get("seat")): d for d in details.get("seats") or []}
    scores = {_int(k): _int(v) for k, v in (result.get("scores") or {}).items()}
    ranking = [[_int(s) for s in g] for g in result.get("ranking") or []]
    ranked = {s for g in ranking for s in g}
    extra = sorted((set(det_seats) | set(scores)) - ranked)
    if extra:
        ranking.append(extra)
    places = _places(ranking)
    show_eq = (view.get("equilibrium") or details.get("equilibrium") or "off") != "off" or any(
        _int(d.get("equilibrium_vp")) or d.get("cards") for d in det_seats.values()
    )

    cols: list[tuple[str, str, int]] = [
        ("place", "", 74),
        ("player", t("envyra-render-col-player"), 0),
        ("tiles", t("envyra-render-col-tiles"), 104),
        ("sets", t("envyra-render-col-sets"), 120),
    ]
    if show_eq:
        cols.append(("eq", t("envyra-render-col-cards"), 104))
    cols += [("end", t("envyra-render-col-end"), 84), ("total", t("envyra-render-col-total"), 116)]
    hf = c.font(SMALL, bold=True)  # a column is at least as wide as its heading in the drawing language
    cols = [(k, label, max(w, c.text_width(label, hf) + 20) if w else 0) for k, label, w in cols]
    table_w = WIDTH - 2 * M
    fixed = sum(w for _, _, w in cols)
    cols = [(k, label, w or table_w - fixed) for k, label, w in cols]

    row_h, line_h = 92, 34
    header_h = 44
    ef = c.font(SMALL)
    explanation = _explanation(result, names_)
    n_rows = sum(len(g) for g in ranking)
    if not n_rows and not explanation:
        explanation = t("envyra-render-no-scores")
    expl_h = c.wrapped_height(explanation, ef, WIDTH - 2 * M - 32) + 62 if explanation else 0

    def card_line(d: dict[str, Any]) -> str:
        cards = d.get("cards") or []
        if not (show_eq and cards):
            return ""
        return t("envyra-render-equilibrium", cards=", ".join(_card_result(cd) for cd in cards))

    heights = {s: row_h + (line_h if card_line(det_seats.get(s, {})) else 0) for g in ranking for s in g}
    height = TITLE_H + 16 + header_h + sum(h + 10 for h in heights.values()) + 10 + expl_h + M
    img = c.new_canvas(WIDTH, max(height, 300))
    cond = details.get("condition") or view.get("condition")
    subtitle = t("envyra-render-condition", condition=str(cond or ""))
    if view.get("round"):
        subtitle = t("envyra-render-condition-round", condition=subtitle, round=str(_int(view.get("round"))))
    _title_bar(img, t("envyra-render-final-title"), subtitle)
    y = TITLE_H + 16
    x = M
    for key, label, w in cols:
        if label:
            align = "left" if key == "player" else "center"
            c.text_in_box(
                img,
                (x + 8, y, x + w - 8, y + header_h - 8),
                label,
                SMALL,
                bold=True,
                fill=c.MUTED,
                align=align,
                min_size=SMALL,
            )
        x += w
    ImageDraw.Draw(img).line((M, y + header_h - 4, WIDTH - M, y + header_h - 4), fill=c.GRID_LINE, width=2)
    y += header_h + 6

    medal = {1: c.GOLD, 2: c.SILVER, 3: c.BRONZE}
    big = c.font(32, bold=True)
    for group in ranking:
        for seat in group:
            d = det_seats.get(seat, {})
            place = places.get(seat, 0)
            winner = place == 1
            h = heights[seat]
            c.rounded_panel(
                img, (M, y, WIDTH - M, y + h), 14, c.PANEL, c.ACCENT if winner else None, 3 if winner else 0
            )
            x = M
            cy = y + row_h / 2
            for key, _, w in cols:
                mid = x + w / 2
                if key == "place":
                    col = medal.get(place, c.PANEL_ALT)
                    c.draw_disc(img, (mid, cy), 25, col, c.darken(col, 0.4), 2)
                    c.draw_text(img, (mid, cy + 1), str(place), c.font(NAME, bold=True), c.text_on(col), "mm")
                elif key == "player":
                    c.draw_cube(img, (x + 4, cy - 17), 34, _pcol(colours, seat))
                    sub = t("envyra-render-shared-place") if len(group) > 1 else ""
                    if d.get("end_tile"):
                        sub = (sub + " · " if sub else "") + t("envyra-render-took-end")
                    name_box = (x + 50, y + 8, x + w - 8, y + 50) if sub else (x + 50, y, x + w - 8, y + row_h)
                    c.text_in_box(img, name_box, _name(names_, seat), 30, bold=True, align="left", min_size=SMALL)
                    if sub:
                        c.text_in_box(
                            img,
                            (x + 50, y + 52, x + w - 8, y + 82),
                            sub,
                            SMALL,
                            fill=c.MUTED,
                            align="left",
                            min_size=SMALL,
                        )
                elif key == "tiles":
                    c.draw_text(img, (mid, cy), str(_int(d.get("tile_vp"))), big, c.TEXT, "mm")
                elif key == "sets":
                    layers = [str(_int(v)) for v in d.get("sets") or []]
                    c.draw_text(img, (mid, cy - (13 if layers else 0)), str(_int(d.get("set_vp"))), big, c.TEXT, "mm")
                    if layers:
                        c.text_in_box(
                            img,
                            (x + 4, int(cy + 8), x + w - 4, int(cy + 38)),
                            "+".join(layers),
                            SMALL,
                            fill=c.MUTED,
                            min_size=SMALL,
                        )
                elif key == "eq":
                    c.draw_text(img, (mid, cy), str(_int(d.get("equilibrium_vp"))), big, c.TEXT, "mm")
                elif key == "end":
                    if d.get("end_tile"):
                        _icon(img, "End", (mid, cy), 52)
                    else:
                        c.draw_text(img, (mid, cy), "—", c.font(NAME), c.MUTED, "mm")
                elif key == "total":
                    total = _int(d.get("total"), scores.get(seat, 0))
                    c.draw_star(img, (mid, cy), 40, total, size=NAME if total < 100 else SMALL)
                x += w
            line = card_line(d)
            if line:
                c.text_in_box(
                    img,
                    (M + cols[0][2] + 50, y + row_h - 6, WIDTH - M - 16, y + h - 8),
                    line,
                    SMALL,
                    fill=c.MUTED,
                    align="left",
                    min_size=SMALL,
                )
            y += h + 10
    y += 10
    if explanation:
        c.rounded_panel(img, (M, y, WIDTH - M, y + expl_h - 10), 14, c.PANEL_ALT)
        c.draw_text(img, (M + 16, y + 12), t("envyra-render-how-decided"), c.font(SMALL, bold=True), c.MUTED, "la")
        c.draw_wrapped(img, (M + 16, y + 46), explanation, ef, WIDTH - 2 * M - 32, c.TEXT)
    return img
