"""Vector sprites for Hieroglyphs: the seven animal glyphs, scarab, sarcophagus, explorer pawn, card back.

Every shape is drawn in a 100×100 unit box (animals face right) at supersampled size, then cached.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.games.hieroglyphs import final, texts
from engine.games.hieroglyphs.describe import curse_animals
from i18n import Text, current_lang, tr
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
    TITLE_BG,
    WHITE,
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
    fit_text,
    font,
    lighten,
    line_height,
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
    to_png,
    wrapped_height,
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
#
# Every image is laid out for Discord's ~550 px display on a canvas about twice as wide (1100 px; the wall alone
# ~610 px), so it stays crisp on high-DPI screens: at that scale a label needs a font of 24 px or more to come out
# at least 11 px tall ("Hg", DejaVu Sans) — MIN_FONT below. The wall and the pillars are the biggest things.

MIN_FONT = 28  # px on a 1100 px canvas: "Hg" 26 px, 13 px at 550 px display width, 8.5 px on a 360 px phone
STOCK_FONT = 24  # the curse's lines beside the stock (up to three in 104 px): 7.5 px on a phone
WIDTH = 1100
MARGIN = 20
GAP = 14
TITLE_H = 84
CELL = 68
CELL_GAP = 6
WALL_PAD = 10
WALL_LABEL_W = 30
WALL_LABEL_H = 34
GRID = 7 * CELL + 6 * CELL_GAP
WALL_W = WALL_LABEL_W + 2 * WALL_PAD + GRID
WALL_H = WALL_LABEL_H + 2 * WALL_PAD + GRID
RIGHT_X = MARGIN + WALL_W + GAP
RIGHT_W = WIDTH - MARGIN - RIGHT_X
PILLARS_HEAD = 44
INFO_H = 104
PLAYER_H = 112
PLAYER_COLUMNS = 2

STONE: RGB = (112, 94, 70)
STONE_EDGE: RGB = (150, 128, 96)
WINDOW: RGB = (46, 39, 32)
WINDOW_EDGE: RGB = (30, 25, 20)
CARD_EDGE: RGB = (150, 128, 90)
COLOUR_NAMES = {"RED": "red", "BLU": "blue", "GRN": "green", "YEL": "yellow"}
CURSE_RED: RGB = (200, 56, 56)
CURSE_TEXT: RGB = (255, 200, 190)


def say(text: Text) -> str:
    """A text (a message with parameters) in the language being drawn."""
    return tr(text, current_lang())


def seat_colour(view: dict, seat: int) -> RGB:
    return player_colour(seat, COLOUR_NAMES.get(view["players"][seat]["colour"]))


def seat_name(view: dict, names: list[str] | None, seat: int | None) -> str:
    if seat is None:
        return ""
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return say(texts.colour(view["players"][seat]["colour"]))


def _pawn(view: dict, seat: int, size: int) -> Image.Image:
    fill = seat_colour(view, seat)
    return pawn_sprite(size, fill, edge_for(fill))


def _title_bar(img: Image.Image, title: str, subtitle: str, right: str | None = None) -> None:
    """The title (and the variants on its right), then the subtitle across the whole width."""
    w = img.width
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, w, TITLE_H - 1), fill=TITLE_BG)
    d.rectangle((0, TITLE_H - 4, w, TITLE_H - 1), fill=ACCENT)
    pad = MARGIN + 4
    right_w = min(text_width(right, font(MIN_FONT, bold=True)), w // 2) if right else 0
    if right:
        text_in_box(
            img, (w - pad - right_w, 6, w - pad, 46), right, MIN_FONT, bold=True, align="right", min_size=MIN_FONT
        )
    title_right = w - pad - (right_w + 24 if right else 0)
    text_in_box(img, (pad, 4, title_right, 46), title, 36, bold=True, align="left", min_size=28)
    text_in_box(img, (pad, 46, w - pad, TITLE_H - 6), subtitle, 27, fill=MUTED, align="left", min_size=MIN_FONT)


def draw_card(img: Image.Image, box: Box, card: dict, highlight: bool = False) -> None:
    """A hieroglyph card: papyrus tile, the animal facing its way, and an arrow along the bottom."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    colour = ANIMAL_COLOURS[card["animal"]]
    if highlight:
        rounded_panel(img, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), 11, ACCENT)
    rounded_panel(img, box, 8, PAPYRUS, CARD_EDGE if not highlight else darken(ACCENT, 0.3), 2)
    arrow_h = int(h * 0.2)
    size = min(w - 8, h - arrow_h - 4)
    paste_sprite(img, animal_sprite(card["animal"], size, card["facing"]), (x0 + (w - size) // 2, y0 + 3))
    draw_facing_arrow(img, (x0 + w * 0.18, y1 - arrow_h - 2, x1 - w * 0.18, y1 - 4), card["facing"], colour)


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
    """The 7×7 wall in its stone frame: column numbers on top (full ones dimmed, "full"), rows on the left."""
    x, y = xy
    grid = 7 * cell + 6 * gap
    w, h = WALL_LABEL_W + 2 * WALL_PAD + grid, WALL_LABEL_H + 2 * WALL_PAD + grid
    rounded_panel(img, (x, y, x + w, y + h), 16, STONE, STONE_EDGE, 3, shadow=True)
    origin = (x + WALL_LABEL_W + WALL_PAD, y + WALL_LABEL_H + WALL_PAD)
    open_columns = set(view["open_columns"])
    number_font = font(28, bold=True)
    label_y = y + WALL_PAD + WALL_LABEL_H / 2 + 2
    for column in range(1, 8):
        cx = origin[0] + (column - 1) * (cell + gap) + cell / 2
        if column in open_columns:
            draw_text(img, (cx, label_y), str(column), number_font, TEXT, "mm")
            continue
        dim = mix(STONE, TEXT, 0.5)
        number_w = text_width(str(column), number_font)
        # "full" condensed to fit its column with room to spare ("5 plná" ran into the next number); left out (the
        # number dimmed alone) where it cannot
        full, full_font = fit_text(texts.render("full"), cell + gap - 12 - number_w - 3, MIN_FONT, min_size=MIN_FONT)
        word_w = 0 if "…" in full else 3 + text_width(full, full_font)
        left = cx - (number_w + word_w) / 2
        draw_text(img, (left, label_y), str(column), number_font, dim, "lm")
        if word_w:
            draw_text(img, (left + number_w + 3, label_y + 2), full, full_font, dim, "lm")
    for row in range(1, 8):
        cy = origin[1] + (7 - row) * (cell + gap) + cell / 2
        draw_text(
            img, (x + WALL_PAD + WALL_LABEL_W / 2, cy), str(row), font(MIN_FONT, bold=True), mix(STONE, TEXT, 0.8), "mm"
        )
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


def _pair_colour(kind: str) -> RGB:
    return ACCENT if kind == "same" else WHITE


def _draw_pairs(img: Image.Image, origin: tuple[int, int], last: dict, cell: int, gap: int) -> None:
    """Frame the cards the newest card paired with (gold: same-facing, white: opposite) and link them."""
    d = ImageDraw.Draw(img)
    new_box = cell_box(origin, last["column"], last["row"], cell, gap)
    a = ((new_box[0] + new_box[2]) / 2, (new_box[1] + new_box[3]) / 2)
    for pair in last["pairs"]:
        colour = _pair_colour(pair["type"])
        x0, y0, x1, y1 = cell_box(origin, *pair["cell"], cell, gap)
        rounded_panel(img, (x0 - 4, y0 - 4, x1 + 4, y1 + 4), 11, None, colour, 4)
        b = ((x0 + x1) / 2, (y0 + y1) / 2)
        dx, dy = b[0] - a[0], b[1] - a[1]
        # from the border of the new card to the border of its partner
        t0 = (cell / 2 - 6) / max(abs(dx), abs(dy))
        t1 = 1 - t0
        p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
        p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
        d.line([p0, p1], fill=darken(colour, 0.6), width=9)
        d.line([p0, p1], fill=colour, width=5)


def _medallion(img: Image.Image, centre: tuple[float, float], diameter: int, animal: str) -> None:
    ring = ANIMAL_COLOURS[animal]
    ring = lighten(ring, 0.45) if luminance(ring) < 0.05 else ring
    draw_disc(img, centre, diameter / 2, PAPYRUS, ring, max(3, diameter // 16))
    size = int(diameter * 0.74)
    paste_sprite(img, animal_sprite(animal, size, "R"), (centre[0] - size / 2, centre[1] - size / 2))


def draw_pillars(img: Image.Image, box: Box, view: dict, names: list[str] | None) -> None:
    """The supply in the header, then seven rows in position order: animal, explorer, scarabs (3 slots), the stack
    of sarcophagi (eyes only, front first)."""
    x0, y0, x1, y1 = box
    rounded_panel(img, box, 14, PANEL, PANEL_EDGE, 2)
    head_y = y0 + PILLARS_HEAD / 2 + 2
    draw_text(img, (x0 + 16, head_y), texts.render("pillars"), font(MIN_FONT, bold=True), MUTED, "lm")
    number = str(view["supply"])
    number_w = text_width(number, font(30, bold=True))
    draw_text(img, (x1 - 16, head_y), number, font(30, bold=True), TEXT, "rm")
    label_x = x1 - 16 - number_w - 8
    draw_text(img, (label_x, head_y), texts.render("supply"), font(MIN_FONT), MUTED, "rm")
    icon_x = label_x - text_width(texts.render("supply"), font(MIN_FONT)) - 40
    paste_sprite(img, scarab_sprite(34), (icon_x, head_y - 17))
    pending = view.get("pending_explorer")
    target = pending["animal"] if pending else None
    top = y0 + PILLARS_HEAD
    pitch = (y1 - 8 - top) // 7
    row_h = pitch - 4
    for i, pillar in enumerate(view["pillars"]):
        ry = top + i * pitch
        row_box = (x0 + 8, ry, x1 - 8, ry + row_h)
        if pillar["animal"] == target:
            rounded_panel(img, row_box, 10, PANEL_ALT, ACCENT, 3)
        elif pillar["charged"]:
            rounded_panel(img, row_box, 10, PANEL_ALT, CURSE_RED, 3)
        elif i % 2 == 0:
            rounded_panel(img, row_box, 10, PANEL_ALT)
        cy = ry + row_h / 2
        _medallion(img, (x0 + 40, cy), 54, pillar["animal"])
        name_box = (x0 + 74, int(ry + 2), x0 + 214, int(cy + (0 if pillar["charged"] else row_h / 2 - 2)))
        text_in_box(img, name_box, say(texts.animal(pillar["animal"])), 26, bold=True, align="left", min_size=MIN_FONT)
        if pillar["charged"]:
            draw_text(
                img, (x0 + 74, cy + 16), texts.render("charged"), font(MIN_FONT, bold=True), (255, 150, 130), "lm"
            )
        # explorer
        ex = x0 + 240
        if pillar["explorer"] is not None:
            paste_sprite(img, _pawn(view, pillar["explorer"], 44), (ex - 22, cy - 23))
        else:
            dashed_rounded(img, (ex - 19, int(cy - 21), ex + 19, int(cy + 21)), 19, GRID_LINE, 2, 5)
        # scarabs
        for slot in range(3):
            cx = x0 + 290 + slot * 36
            if slot < pillar["scarabs"]:
                fill = (236, 110, 80) if pillar["charged"] else SCARAB
                paste_sprite(img, scarab_sprite(36, fill), (cx - 18, cy - 18))
            else:
                draw_disc(img, (cx, cy), 13, PANEL, GRID_LINE, 2)
        # sarcophagi, front first
        kx = x0 + 390
        if not pillar["stack"]:
            draw_text(img, (kx, cy), texts.render("empty_stack"), font(MIN_FONT), MUTED, "lm")
        for j, sarcophagus in enumerate(pillar["stack"]):
            sprite = coffin_sprite(26, sarcophagus["eyes"])
            paste_sprite(img, sprite, (kx + j * 30, cy - sprite.height / 2))


def _time_text(seconds: int) -> str:
    return say(texts.duration(int(seconds)))


def draw_stock(img: Image.Image, box: Box, view: dict) -> None:
    """The stock: its size, and with the curse its split (safe start / the part with curses) and curses used."""
    x0, y0, x1, y1 = box
    rounded_panel(img, box, 14, PANEL, PANEL_EDGE, 2)
    stock = view["stock"]
    cy = (y0 + y1) / 2
    back = card_back_sprite(44, curse=stock["top_is_curse"])
    paste_sprite(img, back, (x0 + 16, cy - back.height / 2))
    draw_text(img, (x0 + 72, cy - 16), texts.render("stock"), font(MIN_FONT), MUTED, "lm")
    draw_text(img, (x0 + 72, cy + 18), str(stock["size"]), font(32, bold=True), TEXT, "lm")
    if not view["options"]["pharaohs_curse"]:
        return
    lines: list[tuple[str, RGB, bool]] = [
        (texts.render("curses_used", count=len(view["curses_removed"])), TEXT, False),
        (texts.render("stock_split", starting=stock["starting"], cursed=stock["cursed"]), MUTED, False),
    ]
    if stock["top_is_curse"]:
        lines.append((texts.render("top_is_curse"), (255, 150, 130), True))
    step = 30
    first = cy - step * (len(lines) - 1) / 2
    for i, (line, fill, bold) in enumerate(lines):
        box_i = (x0 + 168, int(first + i * step - 15), x1 - 14, int(first + i * step + 15))
        text_in_box(img, box_i, line, STOCK_FONT, bold=bold, fill=fill, align="left", min_size=STOCK_FONT)


def draw_news(img: Image.Image, box: Box, view: dict, names: list[str] | None) -> None:
    """Under the wall: the running curse round, or else the newest card — who, where, its pairs by colour."""
    curse = view.get("curse")
    if curse:
        _draw_curse(img, box, view, curse, names)
        return
    x0, y0, x1, y1 = box
    rounded_panel(img, box, 14, PANEL, PANEL_EDGE, 2)
    last = view.get("last_drop")
    cy = (y0 + y1) / 2
    if not last:
        text_in_box(img, (x0 + 16, y0, x1 - 16, y1), _status(view, names)[1], 26, fill=MUTED, min_size=MIN_FONT)
        return
    draw_card(img, (x0 + 16, int(cy - 34), x0 + 84, int(cy + 34)), last["card"], highlight=True)
    tx = x0 + 104
    where = texts.render(
        "last_drop", player=seat_name(view, names, last["seat"]), column=last["column"], row=last["row"]
    )
    text_in_box(img, (tx, int(cy - 36), x1 - 14, int(cy - 2)), where, 26, bold=True, align="left", min_size=MIN_FONT)
    same = sum(p["type"] == "same" for p in last["pairs"])
    items = [
        ("same", texts.render("pairs_same", count=same)),
        ("opposite", texts.render("pairs_opposite", count=len(last["pairs"]) - same)),
    ]
    items = [item for item, count in zip(items, (same, len(last["pairs"]) - same), strict=True) if count]
    if not items:
        draw_text(img, (tx, cy + 18), texts.render("no_pairs"), font(MIN_FONT), MUTED, "lm")
        return
    x = tx
    label_font = font(MIN_FONT)
    needed = sum(28 + text_width(label, label_font) + 18 for _, label in items) - 18
    if needed > x1 - 14 - tx:
        label_font = font(MIN_FONT, condensed=True)
    for kind, label in items:
        colour = _pair_colour(kind)
        rounded_panel(img, (x, int(cy + 8), x + 20, int(cy + 28)), 5, None, colour, 4)
        draw_text(img, (x + 28, cy + 18), label, label_font, TEXT, "lm")
        x += 28 + text_width(label, label_font) + 18


def _draw_curse(img: Image.Image, box: Box, view: dict, curse: dict, names: list[str] | None) -> None:
    x0, y0, x1, y1 = box
    rounded_panel(img, box, 14, (70, 30, 34), CURSE_RED, 3)
    cy = (y0 + y1) / 2
    x = x0 + 14
    for animal in curse["card"]["animals"]:  # small enough to leave the call its room ("KLĄTWA: znajdźcie linię!")
        _medallion(img, (x + 21, cy), 42, animal)
        x += 46
    tx = x + 8
    if curse["stage"] == "race":
        head = texts.render("curse_race")
        note = texts.render("curse_time", time=_time_text(curse["time_limit_s"]))
    else:
        head = texts.render("curse")
        note = texts.render("curse_found", player=seat_name(view, names, curse["finder"]))
    text_in_box(
        img,
        (tx, int(cy - 36), x1 - 14, int(cy - 2)),
        head,
        26,
        bold=True,
        fill=CURSE_TEXT,
        align="left",
        min_size=MIN_FONT,
    )
    text_in_box(
        img, (tx, int(cy + 2), x1 - 14, int(cy + 34)), note, MIN_FONT, fill=TEXT, align="left", min_size=MIN_FONT
    )


def draw_players(img: Image.Image, box: Box, view: dict, names: list[str] | None) -> None:
    """One panel per player, two to a row: explorers (reserve pawns, then the pillars they stand at), hand size,
    sarcophagi (eyes only); at the end the total, the pharaoh and its bonus."""
    x0, y0, x1, y1 = box
    gap = 12
    w = (x1 - x0 - gap * (PLAYER_COLUMNS - 1)) // PLAYER_COLUMNS
    acting = set(view["to_act"]) if view["phase"] != "curse_race" else set()
    for seat, player in enumerate(view["players"]):
        px = x0 + (seat % PLAYER_COLUMNS) * (w + gap)
        py = y0 + (seat // PLAYER_COLUMNS) * (PLAYER_H + gap)
        _draw_player(img, (px, py, px + w, py + PLAYER_H), view, names, seat, player, seat in acting)


def players_height(n: int) -> int:
    rows = -(-n // PLAYER_COLUMNS)
    return rows * PLAYER_H + (rows - 1) * 12


def _draw_player(
    img: Image.Image, box: Box, view: dict, names: list[str] | None, seat: int, player: dict, acting: bool
) -> None:
    px, y0, x1, y1 = box
    colour = seat_colour(view, seat)
    rounded_panel(img, box, 14, PANEL, ACCENT if acting else PANEL_EDGE, 3 if acting else 2)
    ImageDraw.Draw(img).rectangle((px + 10, y0 + 12, px + 15, y1 - 12), fill=colour)
    paste_sprite(img, _pawn(view, seat, 40), (px + 26, y0 + 8))
    right = x1 - 14
    line2_right = right
    if view["result"]:
        row = view["result"]["details"]["players"][seat]
        draw_star(img, (right - 32, (y0 + y1) / 2), 34, row["total"], size=30)
        right -= 76
        line2_right = right
        badge = f"+{row['bonus']}"
        right -= draw_badge(
            img, (right, y0 + 30), badge, fill=GOOD if row["bonus"] else PANEL_ALT, size=MIN_FONT, height=34, anchor="r"
        )
        _medallion(img, (right - 24, y0 + 30), 40, row["pharaoh_animal"])
        right -= 56
    elif acting:
        right -= (
            draw_badge(img, (right, y0 + 30), texts.render("to_act"), fill=ACCENT, size=MIN_FONT, height=36, anchor="r")
            + 10
        )
    name = seat_name(view, names, seat)
    text_in_box(img, (px + 74, y0 + 8, right, y0 + 52), name, 28, bold=True, align="left", min_size=MIN_FONT)
    # explorers: pawns in reserve, then the pillars where the others stand
    ry = y0 + 82
    x = px + 26
    for _ in range(player["reserve"]):
        paste_sprite(img, _pawn(view, seat, 26), (x, ry - 14))
        x += 20
    x += 8 if player["reserve"] else 0
    for animal in player["explorers_at"]:
        _medallion(img, (x + 16, ry), 32, animal)
        x += 34
    # hand (card backs) and sarcophagi (eyes only)
    x = max(x + 14, px + 212)
    for k in range(player["hand_size"]):
        paste_sprite(img, card_back_sprite(24), (x + k * 13, ry - 16))
    sx = x + (2 * 13 + 24 + 18 if player["hand_size"] else 0)
    held = player["sarcophagi"]
    if not held:
        text_in_box(
            img,
            (sx, ry - 16, line2_right, ry + 16),
            texts.render("no_sarcophagi"),
            MIN_FONT,
            fill=MUTED,
            align="left",
            min_size=MIN_FONT,
        )
        return
    room = max(1, (line2_right - sx) // 28)
    if len(held) > room:
        room = max(1, (line2_right - sx - 44) // 28)
        more = f"+{len(held) - room}"
        draw_text(img, (sx + room * 28 + 4, ry), more, font(MIN_FONT, bold=True), TEXT, "lm")
    for k, sarcophagus in enumerate(held[:room]):
        sprite = coffin_sprite(24, sarcophagus["eyes"])
        paste_sprite(img, sprite, (sx + k * 28, ry - sprite.height / 2))


def _status(view: dict, names: list[str] | None) -> tuple[str, str]:
    """Title and subtitle: whose turn and what they must do."""
    phase = view["phase"]
    seats = view["to_act"]
    player = seat_name(view, names, seats[0]) if seats else ""
    if phase == "over":
        ranking = view["result"]["ranking"]
        winners = [seat_name(view, names, s) for s in ranking[0]]
        key = "winner" if len(winners) == 1 else "winners"
        return texts.render("over_title"), texts.render(key, players=texts.join_names(winners))
    if phase == "final":
        return texts.render("final_title"), texts.render("waiting_final", player=player)
    title = f"{texts.render('title')} · {texts.render('turn', turn=view['turn'])}"
    if phase == "drop":
        return title, texts.render("waiting_drop", player=player)
    if phase == "explorer":
        pending = view["pending_explorer"]
        key = "waiting_explorer" if pending["place"] else "waiting_move"
        return title, texts.render(key, player=player, pillar=texts.animal(pending["animal"]))
    curse = view["curse"]
    if phase == "curse_race":
        return title, texts.render("waiting_race", animals=curse_animals(curse["card"]["animals"]))
    if phase == "curse_victim":
        return title, texts.render("waiting_victim", player=player)
    return title, texts.render("waiting_surrender", player=player, finder=seat_name(view, names, curse["finder"]))


def _variants(view: dict) -> str | None:
    options = view["options"]
    parts = [texts.render("variant_curse")] if options["pharaohs_curse"] else []
    parts += [texts.render("variant_sphinx")] if options["eyes_of_the_sphinx"] else []
    return " · ".join(parts) or None


def board_image(view: dict, names: list[str] | None = None) -> Image.Image:
    top = TITLE_H + 8
    info_y = top + WALL_H + 12
    players_y = info_y + INFO_H + 12
    height = players_y + players_height(view["n_players"]) + MARGIN
    img = new_canvas(WIDTH, height)
    title, subtitle = _status(view, names)
    _title_bar(img, title, subtitle, right=_variants(view))
    draw_wall(img, (MARGIN, top), view)
    draw_pillars(img, (RIGHT_X, top, RIGHT_X + RIGHT_W, top + WALL_H), view, names)
    draw_news(img, (MARGIN, info_y, MARGIN + WALL_W, info_y + INFO_H), view, names)
    draw_stock(img, (RIGHT_X, info_y, RIGHT_X + RIGHT_W, info_y + INFO_H), view)
    draw_players(img, (MARGIN, players_y, WIDTH - MARGIN, height - MARGIN), view, names)
    return img


def render_board(view: dict, names: list[str] | None = None) -> bytes:
    """The public board: wall, pillars with the supply, the newest card or the curse, the stock, the players."""
    return to_png(board_image(view, names), quantize=True)


def render_wall(view: dict, names: list[str] | None = None) -> bytes:
    """The wall alone (for a column prompt): a smaller image, as wide as it is tall."""
    img = new_canvas(WALL_W + 2 * MARGIN + 8, WALL_H + 2 * MARGIN)
    draw_wall(img, (MARGIN + 4, MARGIN), view)
    return to_png(img, quantize=True)


# =========================================================================== private view (DM)

PRIVATE_W = 1100
PRIVATE_TOP_H = 330
PRIVATE_SARC_H = 200
GOLD_FRAME: RGB = (214, 168, 48)


def private_image(view: dict, names: list[str] | None = None) -> Image.Image:
    """What one player knows: hand (in the order received), pharaoh card, own sarcophagi with values."""
    me = view["me"]
    top = TITLE_H + 16
    sarc_y = top + PRIVATE_TOP_H + 16
    height = sarc_y + PRIVATE_SARC_H + MARGIN
    img = new_canvas(PRIVATE_W, height)
    turn = texts.render("turn", turn=view["turn"]) if view["phase"] not in ("final", "over") else None
    _title_bar(
        img,
        f"{texts.render('private_title')} · {seat_name(view, names, me)}",
        texts.render("private_subtitle"),
        right=turn,
    )
    hand_box = (MARGIN, top, MARGIN + 660, top + PRIVATE_TOP_H)
    _draw_hand(img, hand_box, view)
    _draw_pharaoh(img, (hand_box[2] + 16, top, PRIVATE_W - MARGIN, top + PRIVATE_TOP_H), view)
    _draw_own_sarcophagi(img, (MARGIN, sarc_y, PRIVATE_W - MARGIN, sarc_y + PRIVATE_SARC_H), view, names)
    return img


def _section(img: Image.Image, box: Box, label: str) -> None:
    rounded_panel(img, box, 14, PANEL, PANEL_EDGE, 2)
    draw_text(img, (box[0] + 18, box[1] + 24), label, font(MIN_FONT, bold=True), MUTED, "lm")


def _draw_hand(img: Image.Image, box: Box, view: dict) -> None:
    _section(img, box, texts.render("your_hand"))
    x0, y0, x1, y1 = box
    if not view["hand"]:
        draw_text(img, ((x0 + x1) / 2, (y0 + y1) / 2), texts.render("no_cards"), font(28), MUTED, "mm")
        return
    for i, card in enumerate(view["hand"]):
        cx = x0 + 22 + i * 210
        cbox = (cx, y0 + 50, cx + 186, y0 + 50 + 190)
        draw_card(img, cbox, card)
        draw_disc(img, (cx + 10, y0 + 60), 19, ACCENT, darken(ACCENT, 0.5), 2)
        draw_text(img, (cx + 10, y0 + 61), str(i + 1), font(MIN_FONT, bold=True), (40, 30, 0), "mm")
        text_in_box(
            img, (cx, y0 + 246, cx + 186, y0 + 280), say(texts.animal(card["animal"])), 28, bold=True, min_size=MIN_FONT
        )
        facing = texts.render("faces", facing=texts.facing(card["facing"]))
        draw_text(img, (cx + 93, y0 + 302), facing, font(MIN_FONT), MUTED, "mm")


def _draw_pharaoh(img: Image.Image, box: Box, view: dict) -> None:
    _section(img, box, texts.render("your_pharaoh"))
    x0, y0, x1, _ = box
    pharaoh = view["pharaoh"]
    animal = pharaoh["animal"]
    cw, ch = 140, 176
    cx, cy = x0 + 22, y0 + 56
    rounded_panel(img, (cx - 6, cy - 6, cx + cw + 6, cy + ch + 6), 14, GOLD_FRAME, darken(GOLD_FRAME, 0.45), 3)
    rounded_panel(img, (cx, cy, cx + cw, cy + ch), 10, PAPYRUS)
    size = 118
    paste_sprite(img, animal_sprite(animal, size, "R"), (cx + (cw - size) // 2, cy + 6))
    badge_f = font(MIN_FONT, bold=True)
    badge_w = text_width("+7", badge_f) + 38
    draw_badge(img, (cx + (cw - badge_w) // 2, cy + ch - 24), "+7", fill=GOLD_FRAME, size=MIN_FONT, height=38)
    tx = cx + cw + 20
    name = texts.render("pharaoh_name", animal=texts.animal(pharaoh["animal"]))
    text_in_box(img, (tx, cy - 4, x1 - 12, cy + 34), name, 30, bold=True, align="left", min_size=MIN_FONT)
    pillar = next(p for p in view["pillars"] if p["animal"] == animal)
    standing = pillar["explorer"] == view["me"]
    note = texts.render("pharaoh_yes" if standing else "pharaoh_no", animal=texts.animal(pharaoh["animal"]))
    used = draw_wrapped(img, (tx, cy + 44), note, font(MIN_FONT), x1 - tx - 12, GOOD if standing else TEXT, max_lines=6)
    if standing:
        draw_check(img, (tx, cy + 52 + used, tx + 44, cy + 96 + used))


def _draw_own_sarcophagi(img: Image.Image, box: Box, view: dict, names: list[str] | None) -> None:
    _section(img, box, texts.render("your_sarcophagi"))
    x0, y0, x1, y1 = box
    mine = view["my_sarcophagi"]
    if mine:
        total = texts.render("total_value", value=sum(s["value"] for s in mine))
        text_in_box(img, (x1 - 460, y0 + 6, x1 - 18, y0 + 44), total, 28, bold=True, align="right", min_size=MIN_FONT)
    else:
        draw_text(img, (x0 + 24, y0 + 96), texts.render("none_yet"), font(28), MUTED, "lm")
    room = (x1 - x0 - 40) // 84
    shown = mine if len(mine) <= room else mine[: room - 1]
    for i, sarcophagus in enumerate(shown):
        sx = x0 + 24 + i * 84
        sprite = coffin_sprite(50, sarcophagus["eyes"])
        paste_sprite(img, sprite, (sx + 4, y0 + 48))
        points = texts.render("points", value=sarcophagus["value"])
        draw_text(img, (sx + 29, y0 + 140), points, font(MIN_FONT, bold=True), ACCENT, "mm")
    if len(shown) < len(mine):
        draw_text(
            img,
            (x0 + 24 + len(shown) * 84 + 20, y0 + 84),
            f"+{len(mine) - len(shown)}",
            font(30, bold=True),
            TEXT,
            "lm",
        )
    notes = []
    if view["given_away"]:
        items = ", ".join(
            texts.render("given_item", eyes=g["eyes"], value=g["value"], player=seat_name(view, names, g["to"]))
            for g in view["given_away"]
        )
        notes.append((texts.render("given_away", items=items), MUTED))
    if view.get("curse_attempts_left") is not None:
        attempts = texts.counted("attempts", view["curse_attempts_left"])
        notes.append((texts.render("attempts_left", attempts_count=attempts), (255, 150, 130)))
    if not notes:
        return
    width = (x1 - x0 - 48 - 24 * (len(notes) - 1)) // len(notes)
    for i, (note, fill) in enumerate(notes):
        nx = x0 + 24 + i * (width + 24)
        align = "left" if i == 0 else "right"
        text_in_box(img, (nx, y1 - 44, nx + width, y1 - 10), note, MIN_FONT, fill=fill, align=align, min_size=MIN_FONT)


def render_private(view: dict, names: list[str] | None = None) -> bytes:
    """The DM image for one seat's view (`view(state, seat)`)."""
    return to_png(private_image(view, names), quantize=True)


# =========================================================================== score sheet

SCORES_W = 1100
SCORE_ROW = 112
SCORES_HEAD = 44
MEDALS = [GOLD, SILVER, BRONZE]


def scores_image(view: dict, names: list[str] | None = None) -> Image.Image:
    """Final score sheet: per player the sarcophagi with values, pharaoh bonus, total, count; tie-breaks."""
    result = view["result"]
    if result is None:
        raise ValueError("the score sheet needs a finished game (view['result'])")
    rows = sorted(result["details"]["players"], key=lambda row: (row["rank"], row["seat"]))
    places = {row["seat"]: row["rank"] for row in rows}
    explanation = say(final.explain(rows, result["ranking"], places, names))  # as the game-over post says it
    top = TITLE_H + 12
    foot_font = font(MIN_FONT)
    foot = min(wrapped_height(explanation, foot_font, SCORES_W - 2 * MARGIN - 20), 2 * line_height(foot_font, 1.3))
    height = top + SCORES_HEAD + len(rows) * (SCORE_ROW + 10) + foot + 8 + MARGIN
    img = new_canvas(SCORES_W, height)
    _, subtitle = _status(view, names)
    _title_bar(img, texts.render("scores_title"), subtitle, right=_variants(view))
    columns = {
        "rank": MARGIN + 44,
        "player": MARGIN + 82,
        "sarc": MARGIN + 424,
        "pharaoh": MARGIN + 756,
        "total": SCORES_W - MARGIN - 62,
    }
    header_font = font(MIN_FONT, bold=True)
    head_y = top + SCORES_HEAD / 2
    for key, label in (
        ("player", texts.render("player")),
        ("sarc", texts.render("sarcophagi")),
        ("pharaoh", texts.render("pharaoh")),
    ):
        draw_text(img, (columns[key], head_y), label.upper(), header_font, MUTED, "lm")
    draw_text(img, (columns["total"], head_y), texts.render("total").upper(), header_font, MUTED, "mm")
    y = top + SCORES_HEAD
    for row in rows:
        _score_row(img, (MARGIN, y, SCORES_W - MARGIN, y + SCORE_ROW), view, names, row, columns)
        y += SCORE_ROW + 10
    draw_wrapped(img, (MARGIN + 10, y + 2), explanation, foot_font, SCORES_W - 2 * MARGIN - 20, MUTED, max_lines=2)
    return img


def _score_row(img: Image.Image, box: Box, view: dict, names: list[str] | None, row: dict, columns: dict) -> None:
    x0, y0, x1, y1 = box
    seat = row["seat"]
    winner = row["rank"] == 1
    rounded_panel(img, box, 14, PANEL, ACCENT if winner else PANEL_EDGE, 3 if winner else 2)
    cy = (y0 + y1) / 2
    medal = MEDALS[row["rank"] - 1] if row["rank"] <= 3 else PANEL_ALT
    draw_disc(img, (columns["rank"], cy), 26, medal, darken(medal, 0.45), 3)
    draw_text(img, (columns["rank"], cy + 1), str(row["rank"]), font(28, bold=True), text_on(medal), "mm")
    paste_sprite(img, _pawn(view, seat, 44), (columns["player"], cy - 24))
    name_x = columns["player"] + 54
    name_box = (name_x, y0 + 10, columns["sarc"] - 16, int(cy) + 2)
    text_in_box(img, name_box, seat_name(view, names, seat), 30, bold=True, align="left", min_size=MIN_FONT)
    sarcophagi = texts.counted("sarcophagi", row["count"])
    count = texts.render("count", sarcophagi_count=sarcophagi, points=row["sarcophagus_points"])
    text_in_box(
        img,
        (name_x, int(cy) + 6, columns["sarc"] - 16, y1 - 8),
        count,
        MIN_FONT,
        fill=MUTED,
        align="left",
        min_size=MIN_FONT,
    )
    sx = columns["sarc"]
    held = row["sarcophagi"]
    room_w = columns["pharaoh"] - 16 - sx
    step = min(44, room_w // max(1, len(held))) if held else 44
    step = max(step, 34)
    shown = held if len(held) * step <= room_w else held[: max(1, (room_w - 50) // step)]
    if len(shown) < len(held):
        more = f"+{len(held) - len(shown)}"
        draw_text(img, (sx + len(shown) * step + 4, cy), more, font(MIN_FONT, bold=True), TEXT, "lm")
    for i, sarcophagus in enumerate(shown):
        sprite = coffin_sprite(30, sarcophagus["eyes"])
        paste_sprite(img, sprite, (sx + i * step, y0 + 12))
        draw_text(
            img, (sx + i * step + 15, y1 - 22), str(sarcophagus["value"]), font(MIN_FONT, bold=True), ACCENT, "mm"
        )
    if not held:
        draw_text(img, (sx, cy), "—", font(30), MUTED, "lm")
    px = columns["pharaoh"]
    _medallion(img, (px + 27, cy), 54, row["pharaoh_animal"])
    name = say(texts.animal(row["pharaoh_animal"]))
    text_in_box(
        img,
        (px + 62, int(cy) - 34, columns["total"] - 46, int(cy) + 2),
        name,
        26,
        bold=True,
        align="left",
        min_size=MIN_FONT,
    )
    draw_badge(
        img, (px + 62, cy + 22), f"+{row['bonus']}", fill=GOOD if row["bonus"] else PANEL_ALT, size=MIN_FONT, height=34
    )
    draw_star(img, (columns["total"], cy), 42, row["total"], size=34)


def render_scores(view: dict, names: list[str] | None = None) -> bytes:
    """The final score sheet (needs the view of a finished game)."""
    return to_png(scores_image(view, names), quantize=True)
