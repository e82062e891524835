"""Vector sprites for Hieroglyphs: the seven animal glyphs, scarab, sarcophagus, explorer pawn, card back.

Every shape is drawn in a 100×100 unit box (animals face right) at supersampled size, then cached.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.games.hieroglyphs import texts
from renderers.common import (
    ACCENT,
    BRONZE,
    GOLD,
    GOOD,
    GRID_LINE,
    MUTED,
    PANEL,
    PANEL_ALT,
    PANEL_EDGE,
    RGB,
    SILVER,
    TEXT,
    Box,
    darken,
    dashed_rounded,
    draw_badge,
    draw_check,
    draw_disc,
    draw_star,
    draw_text,
    draw_wrapped,
    edge_for,
    font,
    lighten,
    luminance,
    mix,
    new_canvas,
    paste_sprite,
    player_colour,
    rounded_panel,
    supersample,
    text_in_box,
    text_on,
    text_width,
    title_bar,
    to_png,
)

Draw = ImageDraw.ImageDraw
Point = tuple[float, float]


class _Pen:
    """Draws in unit coordinates (0..100) on a supersampled canvas."""

    def __init__(self, draw: Draw, scale: float, fill: RGB, detail: RGB) -> None:
        self.d, self.k, self.fill, self.detail = draw, scale, fill + (255,), detail + (255,)

    def p(self, points: list[Point]) -> list[Point]:
        return [(x * self.k, y * self.k) for x, y in points]

    def poly(self, points: list[Point], detail: bool = False) -> None:
        self.d.polygon(self.p(points), fill=self.detail if detail else self.fill)

    def oval(self, box: tuple[float, float, float, float], detail: bool = False) -> None:
        x0, y0, x1, y1 = box
        self.d.ellipse((x0 * self.k, y0 * self.k, x1 * self.k, y1 * self.k), fill=self.detail if detail else self.fill)

    def line(self, points: list[Point], width: float, detail: bool = False) -> None:
        colour = self.detail if detail else self.fill
        pts = self.p(points)
        self.d.line(pts, fill=colour, width=max(1, int(width * self.k)), joint="curve")
        r = width * self.k / 2  # round caps
        for x, y in (pts[0], pts[-1]):
            self.d.ellipse((x - r, y - r, x + r, y + r), fill=colour)


def _camel(pen: _Pen) -> None:
    pen.oval((12, 40, 72, 66))
    pen.oval((24, 22, 60, 54))
    pen.poly([(60, 50), (70, 40), (80, 22), (90, 24), (80, 52), (68, 60)])
    pen.oval((80, 14, 96, 29))
    pen.poly([(88, 17), (99, 21), (98, 28), (88, 29)])
    pen.poly([(82, 17), (83, 9), (88, 16)])
    for top, bottom in (((22, 60), (19, 94)), ((31, 62), (33, 94)), ((58, 62), (56, 94)), ((66, 60), (71, 94))):
        pen.line([top, bottom], 6)
    pen.line([(14, 48), (8, 66)], 3)
    pen.oval((88, 18, 92, 22), detail=True)


def _mule(pen: _Pen) -> None:
    pen.oval((12, 40, 72, 66))
    pen.poly([(58, 50), (66, 36), (76, 22), (86, 28), (76, 54), (64, 60)])
    pen.poly([(74, 22), (86, 15), (99, 34), (95, 42), (84, 38)])
    pen.poly([(76, 22), (70, 2), (81, 19)])
    pen.poly([(81, 19), (84, 0), (87, 20)])
    for top, bottom in (((21, 60), (19, 95)), ((30, 62), (31, 95)), ((57, 62), (57, 95)), ((65, 60), (68, 95))):
        pen.line([top, bottom], 6)
    pen.line([(14, 48), (7, 74)], 3)
    pen.oval((3, 70, 11, 82))
    pen.line([(70, 30), (62, 44)], 3, detail=True)
    pen.oval((84, 23, 88, 27), detail=True)


def _snake(pen: _Pen) -> None:
    points = [(4 + i * 2.0, 74 + 9 * math.sin(i * 0.32)) for i in range(38)]
    points += [(80, 68), (85, 58), (87, 48)]
    pen.line(points, 10)
    pen.oval((78, 32, 98, 50))
    pen.line([(97, 44), (100, 47)], 2)
    pen.oval((89, 36, 93, 40), detail=True)


def _ibis(pen: _Pen) -> None:
    pen.oval((20, 32, 66, 60))
    pen.poly([(24, 38), (4, 52), (26, 56)])
    pen.line([(40, 56), (37, 96)], 4)
    pen.line([(49, 56), (54, 96)], 4)
    pen.line([(60, 42), (68, 30), (70, 18), (75, 12)], 7)
    pen.oval((70, 6, 84, 19))
    pen.line([(82, 12), (91, 17), (96, 26), (98, 38)], 3.5)
    pen.line([(30, 42), (52, 40)], 2.5, detail=True)
    pen.oval((76, 9, 80, 13), detail=True)


def _cat(pen: _Pen) -> None:
    pen.oval((26, 38, 70, 92))
    pen.oval((46, 38, 74, 84))
    pen.oval((52, 14, 80, 42))
    pen.poly([(54, 22), (56, 2), (66, 16)])
    pen.poly([(68, 16), (78, 2), (80, 24)])
    pen.oval((72, 26, 86, 38))
    pen.line([(32, 88), (16, 90), (8, 82), (10, 70)], 6)
    pen.oval((70, 23, 75, 28), detail=True)
    pen.line([(60, 60), (60, 88)], 2.5, detail=True)


def _crocodile(pen: _Pen) -> None:
    pen.poly(
        [(1, 62), (18, 55), (40, 49), (62, 49), (80, 51), (99, 55), (99, 62), (80, 65), (60, 69), (40, 69), (18, 66)]
    )
    for x in range(26, 72, 9):
        pen.poly([(x, 51), (x + 4, 43), (x + 8, 50)])
    pen.oval((70, 41, 82, 53))
    for top, bottom in (((30, 66), (25, 82)), ((40, 66), (45, 82)), ((60, 66), (55, 82)), ((69, 65), (74, 82))):
        pen.line([top, bottom], 6)
    pen.line([(82, 59), (98, 59)], 2, detail=True)
    pen.oval((74, 44, 78, 48), detail=True)


def _falcon(pen: _Pen) -> None:
    pen.poly([(58, 28), (74, 42), (74, 62), (64, 78), (48, 86), (36, 80), (38, 56), (46, 38)])
    pen.oval((54, 8, 82, 36))
    pen.poly([(78, 15), (90, 16), (96, 22), (94, 31), (89, 25), (80, 29)])
    pen.poly([(38, 72), (20, 97), (40, 97), (54, 84)])
    pen.line([(54, 84), (54, 97)], 4)
    pen.line([(63, 80), (66, 97)], 4)
    pen.line([(48, 46), (62, 50), (64, 70)], 3, detail=True)
    pen.oval((68, 17, 74, 23), detail=True)
    pen.line([(69, 26), (66, 36)], 2.5, detail=True)


ANIMAL_SHAPES: dict[str, Callable[[_Pen], None]] = {
    "CAM": _camel,
    "MUL": _mule,
    "SNK": _snake,
    "IBS": _ibis,
    "CAT": _cat,
    "CRO": _crocodile,
    "FAL": _falcon,
}

# Painted-hieroglyph colours, one per animal, dark enough to read on papyrus.
ANIMAL_COLOURS: dict[str, RGB] = {
    "CAM": (196, 112, 28),
    "MUL": (112, 84, 168),
    "SNK": (34, 134, 62),
    "IBS": (30, 92, 190),
    "CAT": (52, 48, 60),
    "CRO": (0, 128, 128),
    "FAL": (196, 46, 46),
}
PAPYRUS: RGB = (242, 230, 200)


@lru_cache(maxsize=256)
def animal_sprite(
    animal: str, size: int, facing: str = "R", fill: RGB | None = None, detail: RGB = PAPYRUS
) -> Image.Image:
    """The animal glyph, `size` px square, facing L or R."""
    colour = fill or ANIMAL_COLOURS[animal]

    def paint(draw: Draw, scale: float) -> None:
        ANIMAL_SHAPES[animal](_Pen(draw, size * scale / 100, colour, detail))

    sprite = supersample(size, size, paint)
    return sprite.transpose(Image.Transpose.FLIP_LEFT_RIGHT) if facing == "L" else sprite


SCARAB: RGB = (38, 186, 172)


@lru_cache(maxsize=64)
def scarab_sprite(size: int, fill: RGB = SCARAB) -> Image.Image:
    """A scarab beetle seen from above, head up."""
    edge = darken(fill, 0.55)

    def paint(draw: Draw, scale: float) -> None:
        pen = _Pen(draw, size * scale / 100, edge, lighten(fill, 0.35))
        for y, spread in ((42, 14), (56, 18), (70, 14)):  # six legs
            pen.line([(50, y), (50 - 30 - spread / 3, y + spread / 2 - 6)], 5)
            pen.line([(50, y), (50 + 30 + spread / 3, y + spread / 2 - 6)], 5)
        pen.oval((34, 8, 66, 30))
        pen.oval((24, 24, 76, 94))
        pen.fill = fill + (255,)
        pen.oval((28, 28, 72, 90))
        pen.oval((38, 12, 62, 27))
        pen.line([(50, 34), (50, 88)], 3.5, detail=False)
        pen.fill = edge + (255,)
        pen.line([(50, 34), (50, 88)], 2.5)
        pen.oval((34, 36, 44, 50), detail=True)

    return supersample(size, size, paint)


COFFIN: RGB = (226, 178, 58)
COFFIN_DARK: RGB = (120, 78, 18)


def eye_positions(eyes: int) -> list[Point]:
    return {1: [(50, 46)], 2: [(50, 34), (50, 60)], 3: [(50, 28), (50, 50), (50, 72)]}.get(eyes, [])


@lru_cache(maxsize=64)
def coffin_sprite(width: int, eyes: int, fill: RGB = COFFIN) -> Image.Image:
    """An anthropoid sarcophagus seen from the front, with its 1–3 eyes; height = 1.45 × width."""
    height = int(width * 1.45)
    edge = COFFIN_DARK

    def paint(draw: Draw, scale: float) -> None:
        k = width * scale / 100
        ky = height * scale / 100

        def pts(points: list[Point], inset: float = 0) -> list[Point]:
            out = []
            for x, y in points:
                dx = -inset if x > 50 else inset if x < 50 else 0
                dy = inset if y < 50 else -inset
                out.append(((x + dx) * k, (y + dy) * ky))
            return out

        outline = [
            (50, 0),
            (78, 5),
            (94, 20),
            (96, 40),
            (86, 62),
            (80, 98),
            (20, 98),
            (14, 62),
            (4, 40),
            (6, 20),
            (22, 5),
        ]
        draw.polygon(pts(outline), fill=edge + (255,))
        draw.polygon(pts(outline, 6), fill=fill + (255,))
        draw.rectangle((22 * k, 14 * ky, 78 * k, 86 * ky), fill=lighten(fill, 0.25) + (255,))
        for x, y in eye_positions(eyes):
            w, h = 22, 9
            box = ((x - w) * k, (y - h) * ky, (x + w) * k, (y + h) * ky)
            draw.ellipse(box, fill=(255, 255, 255, 255), outline=(30, 24, 20, 255), width=int(2.5 * k))
            r = 6.5
            draw.ellipse(((x - r) * k, (y - r) * ky, (x + r) * k, (y + r) * ky), fill=(30, 24, 20, 255))

    return supersample(width, height, paint)


@lru_cache(maxsize=64)
def pawn_sprite(size: int, fill: RGB, edge: RGB) -> Image.Image:
    """An explorer figure: head and body, in the player's colour."""

    def paint(draw: Draw, scale: float) -> None:
        pen = _Pen(draw, size * scale / 100, edge, fill)
        pen.oval((30, 2, 70, 42))
        pen.poly([(50, 30), (86, 80), (90, 98), (10, 98), (14, 80)])
        pen.fill = fill + (255,)
        pen.oval((36, 8, 64, 36))
        pen.poly([(50, 40), (80, 82), (82, 92), (18, 92), (20, 82)])

    return supersample(size, size, paint)


@lru_cache(maxsize=16)
def card_back_sprite(width: int, curse: bool = False) -> Image.Image:
    """A face-down card; curse cards show a snake on a red back."""
    height = int(width * 1.3)
    back = (150, 40, 40) if curse else (70, 96, 150)

    def paint(draw: Draw, scale: float) -> None:
        k = width * scale / 100
        draw.rounded_rectangle((0, 0, width * scale - 1, height * scale - 1), radius=12 * k, fill=(235, 225, 200, 255))
        draw.rounded_rectangle(
            (7 * k, 7 * k, width * scale - 7 * k, height * scale - 7 * k), radius=8 * k, fill=back + (255,)
        )
        if not curse:
            cx, cy = 50 * k, height * scale / 2
            diamond = [(cx, cy - 26 * k), (cx + 20 * k, cy), (cx, cy + 26 * k), (cx - 20 * k, cy)]
            draw.polygon(diamond, outline=(235, 225, 200, 255), width=int(5 * k))

    sprite = supersample(width, height, paint)
    if curse:
        snake = animal_sprite("SNK", int(width * 0.8), "R", (240, 214, 150), back)
        sprite.alpha_composite(snake, (int(width * 0.1), int(height * 0.15)))
    return sprite


# =========================================================================== board images

# Layout of the board image (px).
WIDTH = 1320
MARGIN = 24
TITLE_H = 84
CELL = 82
CELL_GAP = 6
WALL_PAD = 16
WALL_LABEL_W = 34
WALL_LABEL_H = 38
GRID = 7 * CELL + 6 * CELL_GAP
WALL_W = WALL_LABEL_W + 2 * WALL_PAD + GRID
WALL_H = WALL_LABEL_H + 2 * WALL_PAD + GRID
RIGHT_X = MARGIN + WALL_W + 20
RIGHT_W = WIDTH - MARGIN - RIGHT_X
PILLAR_ROW = 64
PLAYERS_H = 164

STONE: RGB = (112, 94, 70)
STONE_EDGE: RGB = (150, 128, 96)
WINDOW: RGB = (46, 39, 32)
WINDOW_EDGE: RGB = (30, 25, 20)
CARD_EDGE: RGB = (150, 128, 90)
COLOUR_NAMES = {"RED": "red", "BLU": "blue", "GRN": "green", "YEL": "yellow"}
CURSE_RED: RGB = (200, 56, 56)


def seat_colour(view: dict, seat: int) -> RGB:
    return player_colour(seat, COLOUR_NAMES.get(view["players"][seat]["colour"]))


def seat_name(view: dict, names: list[str] | None, seat: int | None) -> str:
    if seat is None:
        return ""
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return view["players"][seat]["colour_name"]


def _pawn(view: dict, seat: int, size: int) -> Image.Image:
    fill = seat_colour(view, seat)
    return pawn_sprite(size, fill, edge_for(fill))


def draw_card(img: Image.Image, box: Box, card: dict, highlight: bool = False, big: bool = False) -> None:
    """A hieroglyph card: papyrus tile, the animal facing its way, and an arrow along the bottom."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    colour = ANIMAL_COLOURS[card["animal"]]
    if highlight:
        rounded_panel(img, (x0 - 5, y0 - 5, x1 + 5, y1 + 5), 12, ACCENT)
    rounded_panel(img, box, 8, PAPYRUS, CARD_EDGE if not highlight else darken(ACCENT, 0.3), 2)
    arrow_h = int(h * 0.2)
    size = min(w - 8, h - arrow_h - 4)
    paste_sprite(img, animal_sprite(card["animal"], size, card["facing"]), (x0 + (w - size) // 2, y0 + 3))
    draw_facing_arrow(img, (x0 + w * 0.18, y1 - arrow_h - 2, x1 - w * 0.18, y1 - 4), card["facing"], colour)
    if big:
        return


def draw_facing_arrow(img: Image.Image, box: tuple[float, float, float, float], facing: str, fill: RGB) -> None:
    x0, y0, x1, y1 = box
    cy = (y0 + y1) / 2
    head = (y1 - y0) * 0.95
    shaft = max(2, int((y1 - y0) * 0.32))
    d = ImageDraw.Draw(img)
    if facing == "R":
        d.line([(x0, cy), (x1 - head * 0.8, cy)], fill=fill, width=shaft)
        d.polygon([(x1, cy), (x1 - head, y0), (x1 - head, y1)], fill=fill)
    else:
        d.line([(x0 + head * 0.8, cy), (x1, cy)], fill=fill, width=shaft)
        d.polygon([(x0, cy), (x0 + head, y0), (x0 + head, y1)], fill=fill)


def cell_box(origin: tuple[int, int], column: int, row: int, cell: int = CELL, gap: int = CELL_GAP) -> Box:
    """Pixel box of 1-based (column, row); row 1 is at the bottom."""
    gx, gy = origin
    x = gx + (column - 1) * (cell + gap)
    y = gy + (7 - row) * (cell + gap)
    return (x, y, x + cell, y + cell)


def draw_wall(img: Image.Image, xy: tuple[int, int], view: dict, cell: int = CELL, gap: int = CELL_GAP) -> None:
    """The 7×7 wall in its stone frame: column numbers on top (full ones dimmed), row labels on the left."""
    x, y = xy
    grid = 7 * cell + 6 * gap
    w, h = WALL_LABEL_W + 2 * WALL_PAD + grid, WALL_LABEL_H + 2 * WALL_PAD + grid
    rounded_panel(img, (x, y, x + w, y + h), 16, STONE, STONE_EDGE, 3, shadow=True)
    origin = (x + WALL_LABEL_W + WALL_PAD, y + WALL_LABEL_H + WALL_PAD)
    open_columns = set(view["open_columns"])
    label_font = font(24, bold=True)
    for column in range(1, 8):
        cx = origin[0] + (column - 1) * (cell + gap) + cell / 2
        is_open = column in open_columns
        fill = TEXT if is_open else mix(STONE, TEXT, 0.35)
        draw_text(img, (cx, y + WALL_LABEL_H / 2 + 6), str(column), label_font, fill, "mm")
        if not is_open:
            draw_text(img, (cx + 17, y + WALL_LABEL_H / 2 + 10), texts.RENDER["full"], font(13), fill, "lm")
    for row in range(1, 8):
        cy = origin[1] + (7 - row) * (cell + gap) + cell / 2
        draw_text(img, (x + WALL_LABEL_W / 2 + 6, cy), str(row), label_font, mix(STONE, TEXT, 0.75), "mm")
    last = view.get("last_drop")
    new_cell = (last["column"], last["row"]) if last else None
    for column in range(1, 8):
        for row in range(1, 8):
            box = cell_box(origin, column, row, cell, gap)
            card = view["wall"][column - 1][row - 1]
            if card is None:
                rounded_panel(img, box, 8, WINDOW, WINDOW_EDGE, 2)
            else:
                draw_card(img, box, card, highlight=(column, row) == new_cell)
    if last and last.get("pairs"):
        _draw_pairs(img, origin, last, cell, gap)
    curse = view.get("curse")
    if curse and curse.get("line"):
        _draw_curse_line(img, origin, curse["line"], cell, gap)


def _draw_curse_line(img: Image.Image, origin: tuple[int, int], line: list[list[int]], cell: int, gap: int) -> None:
    """The line that won the curse race, framed in red and struck through."""
    centres = []
    for column, row in line:
        x0, y0, x1, y1 = cell_box(origin, column, row, cell, gap)
        rounded_panel(img, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), 11, None, CURSE_RED, 5)
        centres.append(((x0 + x1) / 2, (y0 + y1) / 2))
    d = ImageDraw.Draw(img)
    d.line([centres[0], centres[-1]], fill=darken(CURSE_RED, 0.5), width=9)
    d.line([centres[0], centres[-1]], fill=CURSE_RED, width=5)


def _draw_pairs(img: Image.Image, origin: tuple[int, int], last: dict, cell: int, gap: int) -> None:
    """Frame the cards the newest card paired with (gold: same-facing, white: opposite) and link them."""
    d = ImageDraw.Draw(img)
    new_box = cell_box(origin, last["column"], last["row"], cell, gap)
    a = ((new_box[0] + new_box[2]) / 2, (new_box[1] + new_box[3]) / 2)
    for pair in last["pairs"]:
        colour = ACCENT if pair["type"] == "same" else (255, 255, 255)
        box = cell_box(origin, *pair["cell"], cell, gap)
        x0, y0, x1, y1 = box
        rounded_panel(img, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), 11, None, colour, 4)
        b = ((x0 + x1) / 2, (y0 + y1) / 2)
        dx, dy = b[0] - a[0], b[1] - a[1]
        # from the border of the new card to the border of its partner
        t0 = (cell / 2 - 6) / max(abs(dx), abs(dy))
        t1 = 1 - t0
        p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
        p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
        d.line([p0, p1], fill=darken(colour, 0.6), width=10)
        d.line([p0, p1], fill=colour, width=6)


def _medallion(img: Image.Image, centre: tuple[float, float], diameter: int, animal: str) -> None:
    ring = ANIMAL_COLOURS[animal]
    ring = lighten(ring, 0.45) if luminance(ring) < 0.05 else ring
    draw_disc(img, centre, diameter / 2, PAPYRUS, ring, max(3, diameter // 16))
    size = int(diameter * 0.74)
    paste_sprite(img, animal_sprite(animal, size, "R"), (centre[0] - size / 2, centre[1] - size / 2))


def draw_pillars(img: Image.Image, box: Box, view: dict, names: list[str] | None) -> None:
    """Seven rows in position order: animal, explorer, scarabs (3 slots), stack of sarcophagi (eyes only)."""
    x0, y0, x1, y1 = box
    rounded_panel(img, box, 14, PANEL, PANEL_EDGE, 2)
    draw_text(img, (x0 + 18, y0 + 20), texts.RENDER["pillars"], font(18, bold=True), MUTED, "lm")
    pending = view.get("pending_explorer")
    target = pending["animal"] if pending else None
    top = y0 + 38
    for i, pillar in enumerate(view["pillars"]):
        ry = top + i * (PILLAR_ROW + 4)
        row_box = (x0 + 10, ry, x1 - 10, ry + PILLAR_ROW)
        if pillar["animal"] == target:
            rounded_panel(img, row_box, 10, PANEL_ALT, ACCENT, 3)
        elif i % 2 == 0:
            rounded_panel(img, row_box, 10, PANEL_ALT)
        cy = ry + PILLAR_ROW / 2
        _medallion(img, (x0 + 48, cy), 56, pillar["animal"])
        has_note = pillar["charged"] or not pillar["stack"]
        draw_text(img, (x0 + 88, cy - 12 if has_note else cy), pillar["name"], font(23, bold=True), TEXT, "lm")
        if pillar["charged"]:
            draw_badge(img, (x0 + 88, cy + 16), texts.RENDER["charged"], fill=CURSE_RED, size=13, height=22)
        elif not pillar["stack"]:
            draw_text(img, (x0 + 88, cy + 15), texts.RENDER["empty_stack"], font(16), MUTED, "lm")
        # explorer
        ex = x0 + 252
        if pillar["explorer"] is not None:
            sprite = _pawn(view, pillar["explorer"], 46)
            paste_sprite(img, sprite, (ex - 23, cy - 25))
        else:
            dashed_rounded(img, (ex - 20, int(cy - 22), ex + 20, int(cy + 22)), 20, GRID_LINE, 2, 5)
        # scarabs
        sx = x0 + 290
        for slot in range(3):
            cx = sx + slot * 42 + 20
            if slot < pillar["scarabs"]:
                fill = (236, 110, 80) if pillar["charged"] else SCARAB
                paste_sprite(img, scarab_sprite(42, fill), (cx - 21, cy - 21))
            else:
                draw_disc(img, (cx, cy), 15, PANEL, GRID_LINE, 2)
        # sarcophagi, front first
        kx = x0 + 428
        for j, sarcophagus in enumerate(pillar["stack"]):
            sprite = coffin_sprite(32, sarcophagus["eyes"])
            paste_sprite(img, sprite, (kx + j * 40, cy - sprite.height / 2))


def _time_text(seconds: int) -> str:
    if seconds % 3600 == 0:
        return f"{seconds // 3600} h"
    if seconds % 60 == 0:
        return f"{seconds // 60} min"
    return f"{seconds} s"


def draw_info(img: Image.Image, box: Box, view: dict, names: list[str] | None) -> None:
    """Supply, stock (with the curse split) and the running curse round."""
    x0, y0, x1, y1 = box
    rounded_panel(img, box, 14, PANEL, PANEL_EDGE, 2)
    cy = y0 + 36
    paste_sprite(img, scarab_sprite(44), (x0 + 14, cy - 22))
    draw_text(img, (x0 + 66, cy - 10), texts.RENDER["supply"], font(16), MUTED, "lm")
    draw_text(img, (x0 + 66, cy + 13), str(view["supply"]), font(26, bold=True), TEXT, "lm")
    stock = view["stock"]
    curse_game = view["options"]["pharaohs_curse"]
    back = card_back_sprite(34, curse=stock["top_is_curse"])
    bx = x0 + 150
    paste_sprite(img, back, (bx, cy - back.height / 2))
    draw_text(img, (bx + 46, cy - 10), texts.RENDER["stock"], font(16), MUTED, "lm")
    draw_text(img, (bx + 46, cy + 13), str(stock["size"]), font(26, bold=True), TEXT, "lm")
    if curse_game:
        split = texts.RENDER["stock_split"].format(starting=stock["starting"], cursed=stock["cursed"])
        draw_text(img, (bx + 100, cy + 13), split, font(15), MUTED, "lm")
        used = texts.RENDER["curses_used"].format(count=len(view["curses_removed"]))
        draw_text(img, (bx + 100, cy - 10), used, font(15), MUTED, "lm")
        if stock["top_is_curse"]:
            draw_badge(img, (x1 - 14, cy - 10), texts.RENDER["top_is_curse"], fill=CURSE_RED, size=13, anchor="r")
    curse = view.get("curse")
    if curse:
        _draw_curse(img, (x0 + 10, y0 + 70, x1 - 10, y1 - 10), view, curse, names)
    elif view.get("last_drop"):
        _draw_last_drop(img, (x0 + 10, y0 + 70, x1 - 10, y1 - 10), view, names)


def _draw_last_drop(img: Image.Image, box: Box, view: dict, names: list[str] | None) -> None:
    """The newest card in words: who, where, and its pairs by type."""
    x0, y0, x1, y1 = box
    last = view["last_drop"]
    r = texts.RENDER
    rounded_panel(img, box, 10, PANEL_ALT)
    cy = (y0 + y1) / 2
    draw_card(img, (x0 + 8, int(cy - 26), x0 + 60, int(cy + 26)), last["card"])
    where = r["last_drop"].format(player=seat_name(view, names, last["seat"]), column=last["column"], row=last["row"])
    text_in_box(img, (x0 + 72, y0 + 4, x1 - 10, int(cy)), where, 18, bold=True, align="left", min_size=13)
    same = sum(p["type"] == "same" for p in last["pairs"])
    opposite = len(last["pairs"]) - same
    summary = r["pairs_summary"].format(same=same, opposite=opposite) if last["pairs"] else r["no_pairs"]
    text_in_box(img, (x0 + 72, int(cy), x1 - 10, y1 - 4), summary, 16, fill=MUTED, align="left", min_size=12)


def _draw_curse(img: Image.Image, box: Box, view: dict, curse: dict, names: list[str] | None) -> None:
    x0, y0, x1, y1 = box
    rounded_panel(img, box, 10, (70, 30, 34), CURSE_RED, 3)
    cy = (y0 + y1) / 2
    draw_text(img, (x0 + 14, cy), texts.RENDER["curse"], font(20, bold=True), (255, 200, 190), "lm")
    x = x0 + 100
    for animal in curse["card"]["animals"]:
        _medallion(img, (x + 24, cy), 48, animal)
        x += 56
    if curse["stage"] == "race":
        label = texts.RENDER["curse_race"].format(time=_time_text(curse["time_limit_s"]))
    else:
        label = texts.RENDER["curse_found"].format(player=seat_name(view, names, curse["finder"]))
    text_in_box(img, (x + 8, y0, x1 - 10, y1), label, 19, bold=True, fill=TEXT, align="left", min_size=13)


def draw_players(img: Image.Image, box: Box, view: dict, names: list[str] | None) -> None:
    """One panel per player: explorers (reserve pawns, then the pillars they stand at), hand size, sarcophagi."""
    x0, y0, x1, y1 = box
    n = view["n_players"]
    gap = 16
    w = (x1 - x0 - gap * (n - 1)) // n
    acting = set(view["to_act"]) if view["phase"] != "curse_race" else set()
    for seat, player in enumerate(view["players"]):
        px = x0 + seat * (w + gap)
        _draw_player(img, (px, y0, px + w, y1), view, names, seat, player, seat in acting)


def _draw_player(
    img: Image.Image, box: Box, view: dict, names: list[str] | None, seat: int, player: dict, acting: bool
) -> None:
    px, y0, x1, y1 = box
    w = x1 - px
    colour = seat_colour(view, seat)
    rounded_panel(img, box, 14, PANEL, ACCENT if acting else PANEL_EDGE, 3 if acting else 2)
    ImageDraw.Draw(img).rectangle((px + 10, y0 + 14, px + 15, y1 - 14), fill=colour)
    paste_sprite(img, _pawn(view, seat, 40), (px + 24, y0 + 10))
    right = px + w - 14
    if view["result"]:
        row = view["result"]["details"]["players"][seat]
        draw_star(img, (right - 26, y0 + 34), 27, row["total"])
        _medallion(img, (right - 80, y0 + 30), 38, row["pharaoh_animal"])
        draw_badge(
            img,
            (right - 80, y0 + 58),
            f"+{row['bonus']}",
            fill=GOOD if row["bonus"] else PANEL_ALT,
            size=12,
            height=20,
            anchor="l",
        )
        right -= 106
    elif acting:
        right -= draw_badge(img, (right, y0 + 30), texts.RENDER["to_act"], fill=ACCENT, size=14, anchor="r") + 8
    text_in_box(
        img, (px + 70, y0 + 8, right, y0 + 52), seat_name(view, names, seat), 25, bold=True, align="left", min_size=14
    )
    # explorers: pawns in reserve, then the pillars where the others stand
    ry = y0 + 86
    for k in range(player["reserve"]):
        paste_sprite(img, _pawn(view, seat, 24), (px + 24 + k * 19, ry - 13))
    mx = px + 24 + player["reserve"] * 19 + (10 if player["reserve"] else 0)
    for animal in player["explorers_at"]:
        _medallion(img, (mx + 15, ry), 30, animal)
        mx += 32
    # hand (card backs) and sarcophagi (eyes only)
    hy = y0 + 132
    for k in range(player["hand_size"]):
        paste_sprite(img, card_back_sprite(24), (px + 24 + k * 13, hy - 16))
    sx = px + 24 + 2 * 13 + 24 + 16
    held = player["sarcophagi"]
    room = max(0, (px + w - 40 - sx) // 28)
    for k, sarcophagus in enumerate(held[:room]):
        sprite = coffin_sprite(24, sarcophagus["eyes"])
        paste_sprite(img, sprite, (sx + k * 28, hy - sprite.height / 2))
    if len(held) > room:
        draw_text(img, (px + w - 14, hy), f"+{len(held) - room}", font(17, bold=True), TEXT, "rm")
    if not held:
        draw_text(img, (sx, hy), texts.RENDER["no_sarcophagi"], font(15), MUTED, "lm")


def _status(view: dict, names: list[str] | None) -> tuple[str, str]:
    """Title and subtitle: whose turn and what they must do."""
    r = texts.RENDER
    phase = view["phase"]
    seats = view["to_act"]
    player = seat_name(view, names, seats[0]) if seats else ""
    if phase == "over":
        ranking = view["result"]["ranking"]
        winners = [seat_name(view, names, s) for s in ranking[0]]
        key = "winner" if len(winners) == 1 else "winners"
        return r["over_title"], r[key].format(players=texts.join_names(winners))
    if phase == "final":
        return r["final_title"], r["waiting_final"].format(player=player)
    title = f"{r['title']} · {r['turn'].format(turn=view['turn'])}"
    if phase == "drop":
        return title, r["waiting_drop"].format(player=player)
    if phase == "explorer":
        pending = view["pending_explorer"]
        key = "waiting_explorer" if pending["place"] else "waiting_move"
        return title, r[key].format(player=player, pillar=texts.ANIMAL_NAMES[pending["animal"]])
    curse = view["curse"]
    if phase == "curse_race":
        return title, r["waiting_race"].format(animals=" – ".join(curse["card"]["names"]))
    if phase == "curse_victim":
        return title, r["waiting_victim"].format(player=player)
    return title, r["waiting_surrender"].format(player=player, finder=seat_name(view, names, curse["finder"]))


def _variants(view: dict) -> str | None:
    options = view["options"]
    parts = [texts.RENDER["variant_curse"]] if options["pharaohs_curse"] else []
    parts += [texts.RENDER["variant_sphinx"]] if options["eyes_of_the_sphinx"] else []
    return " · ".join(parts) or None


def board_image(view: dict, names: list[str] | None = None) -> Image.Image:
    height = TITLE_H + 16 + WALL_H + 16 + PLAYERS_H + MARGIN
    img = new_canvas(WIDTH, height)
    title, subtitle = _status(view, names)
    title_bar(img, title, subtitle, right=_variants(view), height=TITLE_H)
    top = TITLE_H + 16
    draw_wall(img, (MARGIN, top), view)
    pillars_h = 38 + 7 * (PILLAR_ROW + 4) + 6
    draw_pillars(img, (RIGHT_X, top, RIGHT_X + RIGHT_W, top + pillars_h), view, names)
    draw_info(img, (RIGHT_X, top + pillars_h + 12, RIGHT_X + RIGHT_W, top + WALL_H), view, names)
    draw_players(img, (MARGIN, top + WALL_H + 16, WIDTH - MARGIN, top + WALL_H + 16 + PLAYERS_H), view, names)
    return img


def render_board(view: dict, names: list[str] | None = None) -> bytes:
    """The public board: wall, pillars, supply/stock/curse, players' public holdings."""
    return to_png(board_image(view, names), quantize=True)


def render_wall(view: dict, names: list[str] | None = None) -> bytes:
    """The wall alone (for the column prompt): a smaller image."""
    img = new_canvas(WALL_W + 2 * MARGIN, WALL_H + 2 * MARGIN)
    draw_wall(img, (MARGIN, MARGIN), view)
    return to_png(img, quantize=True)


# =========================================================================== private view (DM)

PRIVATE_W = 1120
GOLD_FRAME: RGB = (214, 168, 48)


def private_image(view: dict, names: list[str] | None = None) -> Image.Image:
    """What one player knows: hand (in the order received), pharaoh card, own sarcophagi with values."""
    r = texts.RENDER
    me = view["me"]
    height = TITLE_H + 20 + 330 + 20 + 190 + MARGIN
    img = new_canvas(PRIVATE_W, height)
    turn = r["turn"].format(turn=view["turn"]) if view["phase"] not in ("final", "over") else None
    title_bar(
        img, f"{r['private_title']} · {seat_name(view, names, me)}", r["private_subtitle"], right=turn, height=TITLE_H
    )
    top = TITLE_H + 20
    hand_box = (MARGIN, top, MARGIN + 640, top + 330)
    _draw_hand(img, hand_box, view)
    _draw_pharaoh(img, (hand_box[2] + 20, top, PRIVATE_W - MARGIN, top + 330), view)
    _draw_own_sarcophagi(img, (MARGIN, top + 350, PRIVATE_W - MARGIN, top + 350 + 190), view, names)
    return img


def _section(img: Image.Image, box: Box, label: str) -> None:
    rounded_panel(img, box, 14, PANEL, PANEL_EDGE, 2)
    draw_text(img, (box[0] + 18, box[1] + 22), label, font(18, bold=True), MUTED, "lm")


def _draw_hand(img: Image.Image, box: Box, view: dict) -> None:
    r = texts.RENDER
    _section(img, box, r["your_hand"])
    x0, y0, x1, y1 = box
    if not view["hand"]:
        draw_text(img, ((x0 + x1) / 2, (y0 + y1) / 2), r["no_cards"], font(24), MUTED, "mm")
        return
    for i, card in enumerate(view["hand"]):
        cx = x0 + 24 + i * 204
        cbox = (cx, y0 + 48, cx + 184, y0 + 48 + 200)
        draw_card(img, cbox, card)
        draw_disc(img, (cx + 8, y0 + 56), 17, ACCENT, darken(ACCENT, 0.5), 2)
        draw_text(img, (cx + 8, y0 + 57), str(i + 1), font(20, bold=True), (40, 30, 0), "mm")
        draw_text(img, (cx + 92, y0 + 272), card["name"], font(24, bold=True), TEXT, "mm")
        facing = r["faces"].format(facing=texts.FACING_NAMES[card["facing"]])
        draw_text(img, (cx + 92, y0 + 302), facing, font(18), MUTED, "mm")


def _draw_pharaoh(img: Image.Image, box: Box, view: dict) -> None:
    r = texts.RENDER
    _section(img, box, r["your_pharaoh"])
    x0, y0, x1, y1 = box
    pharaoh = view["pharaoh"]
    animal = pharaoh["animal"]
    cw, ch = 170, 200
    cx = x0 + 22
    cy = y0 + 48
    rounded_panel(img, (cx - 6, cy - 6, cx + cw + 6, cy + ch + 6), 14, GOLD_FRAME, darken(GOLD_FRAME, 0.45), 3)
    rounded_panel(img, (cx, cy, cx + cw, cy + ch), 10, PAPYRUS)
    size = 140
    paste_sprite(img, animal_sprite(animal, size, "R"), (cx + (cw - size) // 2, cy + 8))
    badge_w = text_width("+7", font(18, bold=True)) + int(18 * 1.7)
    draw_badge(img, (cx + (cw - badge_w) // 2, cy + ch - 26), "+7", fill=GOLD_FRAME, size=18)
    tx = cx + cw + 22
    name = r["pharaoh_name"].format(animal=pharaoh["name"])
    text_in_box(img, (tx, cy + 4, x1 - 14, cy + 36), name, 24, bold=True, align="left", min_size=15)
    pillar = next(p for p in view["pillars"] if p["animal"] == animal)
    standing = pillar["explorer"] == view["me"]
    key = "pharaoh_yes" if standing else "pharaoh_no"
    note = r[key].format(animal=pharaoh["name"])
    draw_wrapped(img, (tx, cy + 46), note, font(18), x1 - tx - 16, GOOD if standing else TEXT)
    if standing:
        draw_check(img, (tx, cy + 140, tx + 40, cy + 180))


def _draw_own_sarcophagi(img: Image.Image, box: Box, view: dict, names: list[str] | None) -> None:
    r = texts.RENDER
    _section(img, box, r["your_sarcophagi"])
    x0, y0, x1, y1 = box
    mine = view["my_sarcophagi"]
    if not mine:
        draw_text(img, (x0 + 24, y0 + 90), r["none_yet"], font(22), MUTED, "lm")
    for i, sarcophagus in enumerate(mine[:12]):
        sx = x0 + 24 + i * 70
        sprite = coffin_sprite(46, sarcophagus["eyes"])
        paste_sprite(img, sprite, (sx, y0 + 44))
        draw_text(
            img, (sx + 23, y0 + 130), r["points"].format(value=sarcophagus["value"]), font(18, bold=True), ACCENT, "mm"
        )
    notes = []
    if mine:
        notes.append(r["total_value"].format(value=sum(s["value"] for s in mine)))
    if view["given_away"]:
        items = ", ".join(
            r["given_item"].format(eyes=g["eyes"], value=g["value"], player=seat_name(view, names, g["to"]))
            for g in view["given_away"]
        )
        notes.append(r["given_away"].format(items=items))
    if view.get("curse_attempts_left") is not None:
        notes.append(r["attempts_left"].format(left=view["curse_attempts_left"]))
    for i, note in enumerate(notes):
        text_in_box(
            img,
            (x1 - 420, y0 + 10 + i * 30, x1 - 18, y0 + 40 + i * 30),
            note,
            19,
            bold=i == 0,
            align="right",
            min_size=13,
        )


def render_private(view: dict, names: list[str] | None = None) -> bytes:
    """The DM image for one seat's view (`view(state, seat)`)."""
    return to_png(private_image(view, names), quantize=True)


# =========================================================================== score sheet

SCORES_W = 1200
SCORE_ROW = 112
MEDALS = [GOLD, SILVER, BRONZE]


def scores_image(view: dict, names: list[str] | None = None) -> Image.Image:
    """Final score sheet: per player the sarcophagi with values, pharaoh bonus, total, count; tie-breaks."""
    r = texts.RENDER
    result = view["result"]
    if result is None:
        raise ValueError("the score sheet needs a finished game (view['result'])")
    rows = sorted(result["details"]["players"], key=lambda row: (row["rank"], row["seat"]))
    explanation = _explanation(rows, result["ranking"], view, names)
    foot = 70
    height = TITLE_H + 20 + 44 + len(rows) * (SCORE_ROW + 10) + foot + MARGIN
    img = new_canvas(SCORES_W, height)
    _, subtitle = _status(view, names)
    title_bar(img, r["scores_title"], subtitle, right=_variants(view), height=TITLE_H)
    top = TITLE_H + 20
    columns = {
        "rank": MARGIN + 40,
        "player": MARGIN + 90,
        "sarc": MARGIN + 400,
        "pharaoh": MARGIN + 830,
        "total": SCORES_W - MARGIN - 70,
    }
    header_font = font(17, bold=True)
    for key, label in (("player", r["player"]), ("sarc", r["sarcophagi"]), ("pharaoh", r["pharaoh"])):
        draw_text(img, (columns[key], top + 16), label.upper(), header_font, MUTED, "lm")
    draw_text(img, (columns["total"], top + 16), r["total"].upper(), header_font, MUTED, "mm")
    y = top + 44
    for row in rows:
        _score_row(img, (MARGIN, y, SCORES_W - MARGIN, y + SCORE_ROW), view, names, row, columns)
        y += SCORE_ROW + 10
    draw_wrapped(img, (MARGIN + 10, y + 8), explanation, font(19), SCORES_W - 2 * MARGIN - 20, MUTED, max_lines=2)
    return img


def _explanation(rows: list[dict], ranking: list[list[int]], view: dict, names: list[str] | None) -> str:
    """The tie-breaks in words, with display names (the engine's Result uses colour names)."""
    result = texts.RESULT
    parts = []
    for total in sorted({row["total"] for row in rows}, reverse=True):
        tied = [row for row in rows if row["total"] == total]
        if len(tied) > 1 and len({row["count"] for row in tied}) > 1:
            item = result["count_item"]
            counts = ", ".join(
                item.format(player=seat_name(view, names, row["seat"]), count=row["count"]) for row in tied
            )
            parts.append(result["tie_by_count"].format(total=total, counts=counts))
    by_seat = {row["seat"]: row for row in rows}
    for group in ranking:
        if len(group) > 1:
            players = texts.join_names([seat_name(view, names, seat) for seat in group])
            parts.append(result["shared"].format(players=players, place=by_seat[group[0]]["rank"]))
    return " ".join(parts) if parts else result["no_tie"]


def _score_row(img: Image.Image, box: Box, view: dict, names: list[str] | None, row: dict, columns: dict) -> None:
    r = texts.RENDER
    x0, y0, x1, y1 = box
    seat = row["seat"]
    winner = row["rank"] == 1
    rounded_panel(img, box, 14, PANEL, ACCENT if winner else PANEL_EDGE, 3 if winner else 2)
    cy = (y0 + y1) / 2
    medal = MEDALS[row["rank"] - 1] if row["rank"] <= 3 else PANEL_ALT
    draw_disc(img, (columns["rank"], cy), 24, medal, darken(medal, 0.45), 3)
    draw_text(img, (columns["rank"], cy + 1), str(row["rank"]), font(24, bold=True), text_on(medal), "mm")
    paste_sprite(img, _pawn(view, seat, 44), (columns["player"], cy - 24))
    text_in_box(
        img,
        (columns["player"] + 54, y0 + 10, columns["sarc"] - 16, int(cy) + 4),
        seat_name(view, names, seat),
        26,
        bold=True,
        align="left",
        min_size=15,
    )
    count = r["count"].format(count=row["count"], points=row["sarcophagus_points"])
    draw_text(img, (columns["player"] + 54, cy + 22), count, font(17), MUTED, "lm")
    sx = columns["sarc"]
    shown = row["sarcophagi"][:10]
    step = 44 if len(shown) <= 8 else 38
    for i, sarcophagus in enumerate(shown):
        sprite = coffin_sprite(32, sarcophagus["eyes"])
        paste_sprite(img, sprite, (sx + i * step, y0 + 12))
        draw_text(img, (sx + i * step + 16, y1 - 18), str(sarcophagus["value"]), font(18, bold=True), ACCENT, "mm")
    if not shown:
        draw_text(img, (sx, cy), "—", font(26), MUTED, "lm")
    px = columns["pharaoh"]
    _medallion(img, (px + 30, cy), 56, row["pharaoh_animal"])
    draw_text(img, (px + 66, cy - 13), texts.ANIMAL_NAMES[row["pharaoh_animal"]], font(19, bold=True), TEXT, "lm")
    draw_badge(img, (px + 66, cy + 17), f"+{row['bonus']}", fill=GOOD if row["bonus"] else PANEL_ALT, size=15)
    draw_star(img, (columns["total"], cy), 40, row["total"])


def render_scores(view: dict, names: list[str] | None = None) -> bytes:
    """The final score sheet (needs the view of a finished game)."""
    return to_png(scores_image(view, names), quantize=True)
