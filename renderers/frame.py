"""Frame images, drawn from views only (see engine/games/frame/rules.py for the view shape).

- `render_board(view, names)`    the frame with coordinates on all four sides, tiles with pips, columns, the last
                                 placement outlined, and beside it every player's pieces still in hand (public)
- `render_private(view, names)`  a seat view: that player's remaining tiles in every orientation, with the
                                 rot / flip labels of the alternative input (§9)
- `render_preview(view, names)`  a seat view with "preview" (engine assist.preview_view): the proposed placement
- `render_hint(view, names)`     a seat view: the cells where at least one tile fits, and the column cells
- `render_scores(view, names)`   the final score sheet of the last finished game, with its final board
- `render_match(view, names)`    the match table across games

Layout for Discord, which shows an image about 550 px wide: every image is drawn on a canvas `WIDTH` = 1100 px
wide (2× the display, crisp on high-DPI screens) and every text is at least `MIN_FONT` = 30 px (its "Hg" is 28 px:
14 px on a desktop, 9.2 px on a phone showing it 360 px wide; the orientation labels alone 28 px), so sizes below are
canvas pixels, half of what a desktop player sees. No image is taller than wide: the
board (or the sheet's table) is on the left, what belongs to it on the right.

Colours: the four player colours, white for the last placement, and for an illegal placement `ILLEGAL`, a magenta
that no player has, hatched so it also differs in pattern from any tile.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.games.frame.texts import colour_name, render, tile_name
from i18n import Text, current_lang, tr
from renderers.common import (
    ACCENT,
    BAD,
    BG,
    GOLD,
    GOOD,
    MUTED,
    PANEL,
    PANEL_ALT,
    PANEL_EDGE,
    TEXT,
    TITLE_BG,
    darken,
    draw_badge,
    draw_disc,
    draw_text,
    ellipsize,
    fit_text,
    font,
    lighten,
    mix,
    new_canvas,
    pack_rows,
    rounded_panel,
    text_in_box,
    text_on,
    to_png,
    wrap_text,
)

RGB = tuple[int, int, int]
Cell = tuple[int, int]
Box = tuple[int, int, int, int]

BOARD_LIGHT: RGB = (236, 231, 218)  # empty cells: light, so every player colour stands out
BOARD_DARK: RGB = (226, 220, 205)  # checker shade
GRID: RGB = (196, 188, 170)
FRAME_WOOD: RGB = (122, 86, 52)
FRAME_EDGE: RGB = (74, 50, 28)
COORD: RGB = (214, 220, 232)
HIGHLIGHT: RGB = (255, 255, 255)  # the last placement: white, edged dark (no player colour is white)
PIP: RGB = (255, 255, 255)
OUTLINE: RGB = (28, 24, 20)
ILLEGAL: RGB = (214, 58, 214)  # an illegal placement: magenta, a hue no player colour has (red, blue, green, yellow)
ILLEGAL_LIGHT: RGB = (250, 214, 250)
HINT: RGB = (255, 255, 255)  # hint dots: white on the undimmed cells (no player colour is white either)
FALLBACK_RGB = {"RED": (211, 47, 47), "BLU": (30, 99, 201), "GRN": (46, 140, 60), "YEL": (230, 176, 0)}

WIDTH = 1100  # every image: 2× Discord's ~550 px display width
PAD = 20
HEADER_H = 64
MIN_FONT = 30  # px on the canvas: "Hg" 28 px, 9.2 px tall on a phone (360 px), 14 px at 550 px
BODY_FONT = 30
NAME_FONT = 30
COORD_W = 30  # coordinate gutter on each side of the board
GAP = 12


# --------------------------------------------------------------------------- small helpers


def png(img: Image.Image) -> bytes:
    """Every Frame image is flat colours with anti-aliased edges (about 2,000 colours): a 256-colour palette keeps
    it looking the same (no gradient to band) at under half the bytes and encode time of full-colour RGB."""
    return to_png(img, quantize=True, compress_level=3)


def parse(cell: str) -> Cell:
    return ord(cell[0]) - ord("a"), int(cell[1:]) - 1


def player_rgb(view: dict[str, Any], seat: int) -> RGB:
    player = view["players"][seat]
    rgb = player.get("rgb")
    return tuple(rgb) if rgb else FALLBACK_RGB.get(player["colour"], MUTED)  # type: ignore[return-value]


def player_name(view: dict[str, Any], names: Sequence[str] | None, seat: int) -> str:
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return say(colour_name(view["players"][seat]["colour"]))


def say(text: Text | None) -> str:
    """A text from a view (a tile's name, a refusal) in the language drawing is in."""
    return tr(text, current_lang())


def tie_note(view: dict[str, Any]) -> str:
    """ "Tie-break: …" under a finished game's table, as the presenter wrote it in the view ("" if none)."""
    note = view.get("tie_note")
    return say(note) if note else ""


def rotate_cells(cells: Sequence[Sequence[int]]) -> list[Cell]:
    """A quarter turn, normalised (pure geometry, for laying tiles flat in the panels)."""
    turned = [(y, -x) for x, y in cells]
    mx, my = min(x for x, _ in turned), min(y for _, y in turned)
    return [(x - mx, y - my) for x, y in turned]


def flattest(cells: Sequence[Sequence[int]]) -> list[Cell]:
    """The rotation of a shape that is widest and lowest: it reads best in a row of tiles."""
    best = [(int(c[0]), int(c[1])) for c in cells]
    current = best
    for _ in range(3):
        current = rotate_cells(current)
        if extent(current)[1] < extent(best)[1]:
            best = current
    return best


def extent(cells: Sequence[Sequence[int]]) -> tuple[int, int]:
    return 1 + max(c[0] for c in cells), 1 + max(c[1] for c in cells)


def fitted(text: str, width: int, size: int, bold: bool = False) -> tuple[str, Any]:
    """`text` in the largest font from `size` down to MIN_FONT that fits `width` (then condensed, then cut)."""
    return fit_text(text, max(1, width), max(size, MIN_FONT), bold=bold, min_size=MIN_FONT)


def label(
    img: Image.Image,
    box: Box,
    text: str,
    size: int = MIN_FONT,
    *,
    bold: bool = False,
    fill: Sequence[int] = TEXT,
    align: str = "left",
) -> None:
    """One line of text fitted into `box`, never smaller than MIN_FONT."""
    text_in_box(img, box, text, max(size, MIN_FONT), bold=bold, fill=fill, align=align, min_size=MIN_FONT)


def paragraph(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    width: int,
    max_lines: int,
    size: int = MIN_FONT,
    fill: Sequence[int] = TEXT,
    bold: bool = False,
) -> int:
    """Word-wrapped text (at most `max_lines`, the last one cut with an ellipsis); returns the height used."""
    f = font(max(size, MIN_FONT), bold)
    lines = wrap_text(text, f, width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = ellipsize(lines[-1] + " …", f, width)
    step = int(f.size * 1.3)
    for i, line in enumerate(lines):
        draw_text(img, (xy[0], xy[1] + i * step), line, f, fill, "la")
    return step * len(lines)


def paragraph_height(text: str, width: int, max_lines: int, size: int = MIN_FONT) -> int:
    f = font(max(size, MIN_FONT))
    return int(f.size * 1.3) * min(max_lines, len(wrap_text(text, f, width)))


def header(
    img: Image.Image, title: str, subtitle: str | None = None, right: str | None = None, right_fill: RGB | None = None
) -> None:
    """The bar on top of every image: bold title and a muted subtitle on one line; on the right, who is to move
    (after a disc in their colour)."""
    w = img.width
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, w, HEADER_H - 1), fill=TITLE_BG)
    d.rectangle((0, HEADER_H - 4, w, HEADER_H - 1), fill=ACCENT)
    cy = (HEADER_H - 4) / 2
    right_x = w - PAD
    if right:
        shown, f = fitted(right, w // 2 - PAD, NAME_FONT, bold=True)
        draw_text(img, (right_x, cy), shown, f, TEXT, "rm")
        right_x -= int(f.getlength(shown)) + 10
        if right_fill is not None:
            draw_disc(img, (right_x - 12, cy), 12, right_fill, (250, 250, 250), 3)
            right_x -= 34
    shown, tf = fitted(title, (right_x - PAD) * 2 // 3, 34, bold=True)
    draw_text(img, (PAD, cy), shown, tf, TEXT, "lm")
    if subtitle:
        x = PAD + int(tf.getlength(shown)) + 18
        if right_x - 16 - x > 60:
            sub, sf = fitted(subtitle, right_x - 16 - x, MIN_FONT)
            draw_text(img, (x, cy + 2), sub, sf, MUTED, "lm")


def subtitle_of(view: dict[str, Any]) -> str:
    parts = []
    if view.get("match"):
        parts.append(render("game_of", game_no=view["game_no"], games_total=view["games_total"]))
    if view["phase"] == "opening":
        parts.append(render("opening", round=view.get("opening_round") or 1))
    elif view["phase"] == "tiles":
        parts.append(render("tiles_phase"))
    else:
        parts.append(render("over"))
    parts.append(render("counter", counter=str(view["counter"])))
    return "  ·  ".join(parts)


def to_move(view: dict[str, Any], names: Sequence[str] | None) -> tuple[str | None, RGB | None]:
    active = view.get("active")
    if active is None:
        return None, None
    return render("to_move", player=player_name(view, names, active)), player_rgb(view, active)


# --------------------------------------------------------------------------- shapes


def draw_polyomino(
    img: Image.Image,
    cells: Sequence[Cell],
    to_px: Any,
    cs: int,
    fill: RGB,
    *,
    pips: bool = True,
    outline: RGB = OUTLINE,
    width: int = 2,
) -> None:
    """A tile: filled cells, a bevel, an outline only on the outer edges, one pip per square.

    `to_px(x, y)` gives the top-left pixel of cell (x, y) (y grows upwards in cell space).
    """
    d = ImageDraw.Draw(img)
    cellset = set(cells)
    bevel = max(2, cs // 12)
    for x, y in cells:
        px, py = to_px(x, y)
        d.rectangle((px, py, px + cs - 1, py + cs - 1), fill=fill)
        if (x, y + 1) not in cellset:
            d.rectangle((px, py, px + cs - 1, py + bevel - 1), fill=lighten(fill, 0.28))
        if (x, y - 1) not in cellset:
            d.rectangle((px, py + cs - bevel, px + cs - 1, py + cs - 1), fill=darken(fill, 0.22))
    for x, y in cells:
        px, py = to_px(x, y)
        if (x - 1, y) not in cellset:
            d.line((px, py, px, py + cs - 1), fill=outline, width=width)
        if (x + 1, y) not in cellset:
            d.line((px + cs - 1, py, px + cs - 1, py + cs - 1), fill=outline, width=width)
        if (x, y + 1) not in cellset:
            d.line((px, py, px + cs - 1, py), fill=outline, width=width)
        if (x, y - 1) not in cellset:
            d.line((px, py + cs - 1, px + cs - 1, py + cs - 1), fill=outline, width=width)
    if pips and cs >= 18:
        r = max(2.0, cs * 0.13)
        pip_edge = darken(fill, 0.45)
        for x, y in cells:
            px, py = to_px(x, y)
            draw_disc(img, (px + cs / 2, py + cs / 2), r, PIP, pip_edge, max(1, int(r / 3)))


def draw_column(img: Image.Image, box: Box, fill: RGB) -> None:
    """A column seen from above: a round capital on a square plinth, clearly unlike a tile square."""
    x0, y0, x1, y1 = box
    cs = x1 - x0
    d = ImageDraw.Draw(img)
    inset = max(2, cs // 14)
    d.rectangle((x0 + inset, y0 + inset, x1 - inset - 1, y1 - inset - 1), fill=darken(fill, 0.45))
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    draw_disc(img, (cx, cy + cs * 0.04), cs * 0.42, darken(fill, 0.6))
    draw_disc(img, (cx, cy), cs * 0.40, fill, (250, 250, 250), max(2, cs // 14))
    draw_disc(img, (cx, cy), cs * 0.22, lighten(fill, 0.25), darken(fill, 0.3), max(1, cs // 22))


@lru_cache(maxsize=32)
def hatch_tile(size: int) -> Image.Image:
    """One illegal cell, `size` px square: bold magenta stripes on pale magenta, edged magenta."""
    tile = Image.new("RGB", (size, size), ILLEGAL_LIGHT)
    d = ImageDraw.Draw(tile)
    step = max(10, size // 4)
    width = max(4, step * 2 // 5)
    for k in range(-size, size + step, step):
        d.line((k, size, k + size, 0), fill=ILLEGAL, width=width)
    d.rectangle((0, 0, size - 1, size - 1), outline=ILLEGAL, width=max(2, size // 20))
    return tile


def hatch(img: Image.Image, box: Box) -> None:
    """How an illegal cell looks (see `hatch_tile`)."""
    x0, y0, x1, _ = box
    img.paste(hatch_tile(x1 - x0), (x0, y0))


def cells_ring(
    squares: list[tuple[int, int]], cs: int, size: tuple[int, int], width: int, inside: bool = False
) -> Image.Image:
    """A mask (mode L) of the band `width` px wide around a group of `cs`-px squares (top-left corners), and with
    `inside` also the 1 px just inside its outer edge. Drawn from rectangles: the same pixels as dilating the group
    with a square MaxFilter (and eroding it with MinFilter(3)), without filtering the whole mask."""
    mask = Image.new("L", size, 0)
    d = ImageDraw.Draw(mask)
    for x, y in squares:
        d.rectangle((x - width, y - width, x + cs - 1 + width, y + cs - 1 + width), fill=255)
    for x, y in squares:
        d.rectangle((x, y, x + cs - 1, y + cs - 1), fill=0)
    if not inside:
        return mask
    group = set(squares)
    for x, y in squares:
        x1, y1 = x + cs - 1, y + cs - 1
        left, right = (x - cs, y) in group, (x + cs, y) in group
        up, down = (x, y - cs) in group, (x, y + cs) in group
        for present, line in (
            (left, (x, y, x, y1)),
            (right, (x1, y, x1, y1)),
            (up, (x, y, x1, y)),
            (down, (x, y1, x1, y1)),
        ):
            if not present:
                d.rectangle(line, fill=255)
        for (a, b), corner, diagonal in (
            ((left, up), (x, y), (x - cs, y - cs)),
            ((right, up), (x1, y), (x + cs, y - cs)),
            ((left, down), (x, y1), (x - cs, y + cs)),
            ((right, down), (x1, y1), (x + cs, y + cs)),
        ):
            if a and b and diagonal not in group:  # a concave corner: its one pixel touches the outside
                d.point(corner, fill=255)
    return mask


# --------------------------------------------------------------------------- the board


class BoardPainter:
    """Draws the frame, coordinates and pieces at a given origin and cell size."""

    def __init__(self, view: dict[str, Any], origin: tuple[int, int], cs: int, coords: bool = True):
        self.view = view
        self.size = view["size"]
        self.cs = cs
        self.coord_w = COORD_W if coords else 0
        self.frame_w = max(8, cs // 5)
        self.coords = coords
        ox, oy = origin
        self.outer = (ox, oy)
        self.bx = ox + self.coord_w + self.frame_w
        self.by = oy + self.coord_w + self.frame_w

    @classmethod
    def fit(cls, view: dict[str, Any], box: Box, coords: bool = True) -> BoardPainter:
        """The largest board that fits the square `box`, centred in it."""
        x0, y0, x1, y1 = box
        side = min(x1 - x0, y1 - y0)
        margin = 2 * ((COORD_W if coords else 0) + 10)
        cs = max(8, (side - margin) // view["size"])
        probe = cls(view, (0, 0), cs, coords)
        return cls(view, (x0 + (x1 - x0 - probe.total) // 2, y0 + (y1 - y0 - probe.total) // 2), cs, coords)

    @property
    def total(self) -> int:
        return self.size * self.cs + 2 * (self.coord_w + self.frame_w)

    def px(self, x: int, y: int) -> tuple[int, int]:
        return self.bx + x * self.cs, self.by + (self.size - 1 - y) * self.cs

    def cell_box(self, name: str) -> Box:
        x, y = parse(name)
        px, py = self.px(x, y)
        return px, py, px + self.cs, py + self.cs

    def draw_base(self, img: Image.Image) -> None:
        d = ImageDraw.Draw(img)
        n, cs, fw = self.size, self.cs, self.frame_w
        x0, y0 = self.bx - fw, self.by - fw
        x1, y1 = self.bx + n * cs + fw, self.by + n * cs + fw
        rounded_panel(img, (x0 - 2, y0 - 2, x1 + 2, y1 + 2), fw, FRAME_EDGE)
        rounded_panel(img, (x0, y0, x1, y1), fw - 2, FRAME_WOOD)
        d.rectangle((x0 + 3, y0 + 3, x1 - 4, y0 + 5), fill=lighten(FRAME_WOOD, 0.2))
        for y in range(n):
            for x in range(n):
                px, py = self.px(x, y)
                d.rectangle((px, py, px + cs - 1, py + cs - 1), fill=BOARD_LIGHT if (x + y) % 2 else BOARD_DARK)
        for i in range(n + 1):
            d.line((self.bx + i * cs, self.by, self.bx + i * cs, self.by + n * cs), fill=GRID, width=1)
            d.line((self.bx, self.by + i * cs, self.bx + n * cs, self.by + i * cs), fill=GRID, width=1)
        if self.coords:
            self._draw_coords(img)

    def _draw_coords(self, img: Image.Image) -> None:
        n, cs = self.size, self.cs
        f = font(MIN_FONT, bold=True)
        ox, oy = self.outer
        far = ox + self.total - self.coord_w / 2
        near = ox + self.coord_w / 2
        for i in range(n):
            letter = self.view["files"][i] if "files" in self.view else chr(ord("a") + i)
            cx = self.bx + i * cs + cs / 2
            draw_text(img, (cx, oy + self.coord_w / 2), letter, f, COORD, "mm")
            draw_text(img, (cx, oy + self.total - self.coord_w / 2), letter, f, COORD, "mm")
            cy = self.by + (n - 1 - i) * cs + cs / 2
            draw_text(img, (near, cy), str(i + 1), f, COORD, "mm")
            draw_text(img, (far, cy), str(i + 1), f, COORD, "mm")

    def draw_pieces(self, img: Image.Image, pieces: list[dict[str, Any]], last_no: int | None) -> None:
        cs = self.cs
        for piece in pieces:
            fill = player_rgb(self.view, piece["seat"])
            cells = [parse(c) for c in piece["cells"]]
            if piece["kind"] == "column":
                px, py = self.px(*cells[0])
                draw_column(img, (px, py, px + cs, py + cs), fill)
            else:
                draw_polyomino(img, cells, self.px, cs, fill, width=max(2, cs // 20))
        last = next((p for p in pieces if p["no"] == last_no), None)
        if last is not None:
            self.outline_cells(img, [parse(c) for c in last["cells"]], HIGHLIGHT, max(3, cs // 12), OUTLINE)

    def outline_cells(
        self, img: Image.Image, cells: list[Cell], colour: RGB, width: int, edge: RGB | None = None
    ) -> None:
        """A thick outline hugging the outer edges of a group of cells (highlight), optionally edged in `edge`."""
        if not cells:
            return
        cs = self.cs
        margin = width + 4
        xs = [self.px(x, y) for x, y in cells]
        left = min(p[0] for p in xs) - margin
        top = min(p[1] for p in xs) - margin
        right = max(p[0] for p in xs) + cs + margin
        bottom = max(p[1] for p in xs) + cs + margin
        squares = [(px - left, py - top) for px, py in xs]
        if edge is not None:
            img.paste(edge, (left, top), cells_ring(squares, cs, (right - left, bottom - top), width + 2))
        img.paste(colour, (left, top), cells_ring(squares, cs, (right - left, bottom - top), width, inside=True))

    def dim(self, img: Image.Image, keep: list[Cell], alpha: int = 120) -> None:
        """Darken the board except `keep`, so a proposal stands out."""
        n, cs = self.size, self.cs
        mask = Image.new("L", (n * cs, n * cs), alpha)
        d = ImageDraw.Draw(mask)
        for x, y in keep:
            px, py = self.px(x, y)
            d.rectangle((px - self.bx, py - self.by, px - self.bx + cs - 1, py - self.by + cs - 1), fill=0)
        img.paste((18, 20, 28), (self.bx, self.by), mask)

    def mark_cells(self, img: Image.Image, names: list[str], colour: RGB, style: str = "dot") -> None:
        """`dot`: a dark-edged dot in the cell (a tile fits); `ring`: a ring in the player's colour (a column)."""
        cs = self.cs
        for name in names:
            x0, y0, x1, y1 = self.cell_box(name)
            centre = ((x0 + x1) / 2, (y0 + y1) / 2)
            if style == "dot":
                draw_disc(img, centre, cs * 0.2, colour, OUTLINE, max(2, cs // 16))
            else:
                draw_disc(img, centre, cs * 0.32, colour, OUTLINE, 2)
                draw_disc(img, centre, cs * 0.17, BOARD_LIGHT)

    def mark_illegal(self, img: Image.Image, cells: list[Cell]) -> None:
        """The cells of an illegal placement: magenta hatching, a hue and a pattern no piece has."""
        cs = self.cs
        for x, y in cells:
            px, py = self.px(x, y)
            hatch(img, (px, py, px + cs, py + cs))


# --------------------------------------------------------------------------- pieces in hand


COLUMN_SCALE = 1.5  # a column in hand is drawn half as big again as a tile square, so it reads as a column


def item_size(kind: str, cells: list[Cell]) -> tuple[float, float]:
    """(width, height) of a piece in hand, in cells."""
    return (COLUMN_SCALE, COLUMN_SCALE) if kind == "column" else extent(cells)


def flow_rows(items: list[tuple[float, float]], cs: int, width: int, gap: int) -> list[list[int]]:
    """Indexes of `items` ((w, h) in cells) wrapped into rows of at most `width` px."""
    return pack_rows([w * cs for w, _ in items], width, gap) or [[]]


def flow_height(items: list[tuple[float, float]], rows: list[list[int]], cs: int, gap: int) -> int:
    return int(sum(max(items[i][1] for i in row) * cs for row in rows if row) + gap * max(0, len(rows) - 1))


def pieces_in_hand(columns: int, tiles: list[dict[str, Any]]) -> list[tuple[str, list[Cell]]]:
    """What a player still holds, laid flat: ("column", [(0, 0)]) per column, then ("tile", cells) per tile."""
    out: list[tuple[str, list[Cell]]] = [("column", [(0, 0)])] * columns
    return out + [("tile", flattest(t["cells"])) for t in tiles]


def fit_flow(items: list[tuple[float, float]], box: Box, sizes: Sequence[int], gap: int) -> tuple[int, list[list[int]]]:
    """The largest cell size in `sizes` whose wrapped rows fit `box`, and those rows."""
    x0, y0, x1, y1 = box
    for cs in sizes:
        g = max(gap, cs // 2)
        rows = flow_rows(items, cs, x1 - x0, g)
        if flow_height(items, rows, cs, g) <= y1 - y0:
            return cs, rows
    cs = sizes[-1]
    return cs, flow_rows(items, cs, x1 - x0, max(gap, cs // 2))


def draw_pieces_flow(
    img: Image.Image,
    pieces: list[tuple[str, list[Cell]]],
    box: Box,
    fill: RGB,
    sizes: Sequence[int] = (26, 24, 22, 20, 18, 16, 14, 12, 10, 8),
    *,
    faded: set[int] | None = None,
    valign: str = "top",
) -> None:
    """Columns and tiles left to right, wrapped into rows, bottoms aligned, at the largest size that fits `box`.
    Pieces whose index is in `faded` are drawn washed out."""
    if not pieces:
        return
    x0, y0, x1, y1 = box
    items = [item_size(kind, cells) for kind, cells in pieces]
    cs, rows = fit_flow(items, box, sizes, 10)
    gap = max(10, cs // 2)
    total = flow_height(items, rows, cs, gap)
    y = y0 + ((y1 - y0 - total) // 2 if valign == "middle" else 0)
    for row in rows:
        row_h = int(max(items[i][1] for i in row) * cs)
        x = x0
        base = y + row_h
        for i in row:
            kind, cells = pieces[i]
            colour = mix(fill, PANEL, 0.62) if faded and i in faded else fill
            if kind == "column":
                size = int(COLUMN_SCALE * cs)
                draw_column(img, (x, base - size, x + size, base), colour)
            else:

                def to_px(cx: int, cy: int, ox: int = x, base: int = base) -> tuple[int, int]:
                    return ox + cx * cs, base - (cy + 1) * cs

                edge = mix(OUTLINE, PANEL, 0.5) if faded and i in faded else OUTLINE
                draw_polyomino(img, cells, to_px, cs, colour, width=2, outline=edge)
            x += int(items[i][0] * cs) + gap
        y += row_h + gap


PANEL_HEAD = 62  # a player panel's name row; the pieces in hand fill the rest


def panel_area(box: Box) -> Box:
    x0, y0, x1, y1 = box
    return x0 + 16, y0 + PANEL_HEAD, x1 - 16, y1 - 12


def draw_player_panel(
    img: Image.Image, view: dict[str, Any], names: Sequence[str] | None, seat: int, box: Box, cs: int
) -> None:
    """One player beside the board: colour, name, penalty (or out / left), and the pieces still in hand."""
    x0, y0, x1, y1 = box
    player = view["players"][seat]
    fill = player_rgb(view, seat)
    active = view.get("active") == seat
    rounded_panel(img, box, 16, PANEL_ALT if active else PANEL, ACCENT if active else PANEL_EDGE, 4 if active else 2)
    cy = y0 + 30
    draw_disc(img, (x0 + 28, cy), 14, fill, (250, 250, 250), 3)
    points, name = player["penalty"], player_name(view, names, seat)
    if player.get("left") or player["out"]:
        # the status is a line under the name: as a badge beside it ("poza grą · 14 pkt") it left no room for it
        status = render("left_pts" if player.get("left") else "out_pts", points=points)
        label(img, (x0 + 50, y0 + 4, x1 - 16, y0 + 34), name, NAME_FONT, bold=True)
        label(img, (x0 + 50, y0 + 34, x1 - 16, y0 + 60), status, MIN_FONT, bold=True, fill=BAD)
    else:
        badge = render("pts", points=points)
        badge_fill = GOLD if active else PANEL_EDGE
        badge_w = draw_badge(img, (x1 - 14, cy), badge, fill=badge_fill, size=MIN_FONT, height=42, anchor="r")
        label(img, (x0 + 50, y0 + 8, x1 - 24 - badge_w, y0 + 52), name, NAME_FONT, bold=True)
    area = panel_area(box)
    pieces = pieces_in_hand(len(player["columns_left"]), player["tiles_left"])
    if pieces:
        draw_pieces_flow(img, pieces, area, fill, (cs,))
    else:
        label(img, (area[0], area[1], area[2], area[1] + 34), render("all_placed"), fill=GOOD)


def hand_height(pieces: list[tuple[str, list[Cell]]], width: int, cs: int) -> int:
    """How tall `pieces` wrap at cell size `cs` in `width` px."""
    items = [item_size(kind, c) for kind, c in pieces]
    gap = max(10, cs // 2)
    return flow_height(items, flow_rows(items, cs, width, gap), cs, gap)


# --------------------------------------------------------------------------- public board


def last_move_text(view: dict[str, Any], names: Sequence[str] | None) -> str | None:
    last = view.get("last")
    if not last:
        return None
    who = player_name(view, names, last["seat"])
    return render("last_move", player=who, piece=last["piece"], cells=" ".join(last["cells"]))


BOARD_SIDE = 640  # the board column of render_board (coordinates included)
PANEL_W = WIDTH - 3 * PAD - BOARD_SIDE
PANEL_CELLS = {2: 24, 3: 20, 4: 16}  # cell size of a full hand (3 columns, 13 tiles), by player count
HAND_SIZES = (28, 26, 24, 22, 20, 18, 16)  # pieces grow as fewer are left, the same size in every panel


def render_board(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """The public board, the last move under it, and every player's pieces in hand beside it."""
    n = len(view["players"])
    top = HEADER_H + 16
    caption_h = 44
    board_h = BOARD_SIDE + caption_h
    area_w = PANEL_W - 32
    full = pieces_in_hand(3, view["tiles"])  # panels are sized for a full hand, so they never change size
    block = PANEL_HEAD + hand_height(full, area_w, PANEL_CELLS.get(n, 16)) + 12
    panel_h = max(block, (board_h - (n - 1) * GAP) // n)
    panels_h = n * panel_h + (n - 1) * GAP
    height = top + max(board_h, panels_h) + PAD
    hands = [pieces_in_hand(len(p["columns_left"]), p["tiles_left"]) for p in view["players"]]
    area_h = panel_h - PANEL_HEAD - 12
    cs = next(
        (c for c in HAND_SIZES if all(hand_height(h, area_w, c) <= area_h for h in hands)), PANEL_CELLS.get(n, 16)
    )
    img = new_canvas(WIDTH, height, BG)
    right, right_fill = to_move(view, names)
    header(img, render("title"), subtitle_of(view), right, right_fill)
    painter = BoardPainter.fit(view, (PAD, top, PAD + BOARD_SIDE, top + BOARD_SIDE))
    painter.draw_base(img)
    painter.draw_pieces(img, view["pieces"], (view.get("last") or {}).get("no"))
    caption = last_move_text(view, names)
    if caption:
        cap_y = top + BOARD_SIDE + 4
        label(img, (PAD, cap_y, PAD + BOARD_SIDE, cap_y + caption_h - 4), caption, BODY_FONT, align="center")
    x = 2 * PAD + BOARD_SIDE
    y = top
    for seat in range(n):
        draw_player_panel(img, view, names, seat, (x, y, x + PANEL_W, y + panel_h), cs)
        y += panel_h + GAP
    return png(img)


# --------------------------------------------------------------------------- preview and hint (seat views)

SIDE_BOARD = 700  # the board of a preview or hint; the side panel takes the rest of the width


def _board_and_side(
    view: dict[str, Any], title: str, subtitle: str, show_last: bool
) -> tuple[Image.Image, BoardPainter, Box]:
    top = HEADER_H + 16
    img = new_canvas(WIDTH, top + SIDE_BOARD + PAD, BG)
    header(img, title, subtitle)
    painter = BoardPainter.fit(view, (PAD, top, PAD + SIDE_BOARD, top + SIDE_BOARD))
    painter.draw_base(img)
    painter.draw_pieces(img, view["pieces"], (view.get("last") or {}).get("no") if show_last else None)
    side = (2 * PAD + SIDE_BOARD, top, WIDTH - PAD, top + SIDE_BOARD)
    rounded_panel(img, side, 16, PANEL, PANEL_EDGE, 2)
    return img, painter, side


def _tile_cells(view: dict[str, Any], tile: str | None, named: list[str]) -> list[Cell]:
    """The shape to draw big in the side panel: the named cells normalised (on the board or not; not when they
    spread wider than 6 cells), else the tile's base shape."""
    xy = []
    for name in named:
        if len(name) >= 2 and name[0].isalpha() and name[1:].lstrip("-").isdigit():
            xy.append(parse(name))
    if xy:
        mx, my = min(x for x, _ in xy), min(y for _, y in xy)
        shape = sorted({(x - mx, y - my) for x, y in xy})
        if extent(shape)[0] <= 6 and extent(shape)[1] <= 6:
            return shape
    known = {t["id"]: t for t in view.get("tiles", [])}
    return [(int(c[0]), int(c[1])) for c in known[tile]["cells"]] if tile in known else []


def _draw_big_shape(img: Image.Image, cells: list[Cell], box: Box, fill: RGB, legal: bool) -> None:
    if not cells:
        return
    x0, y0, x1, y1 = box
    w, h = extent(cells)
    cs = max(12, min(44, (x1 - x0) // max(w, 1), (y1 - y0) // max(h, 1)))
    ox = x0 + (x1 - x0 - w * cs) // 2
    base = y0 + (y1 - y0 + h * cs) // 2

    def to_px(cx: int, cy: int) -> tuple[int, int]:
        return ox + cx * cs, base - (cy + 1) * cs

    if legal:
        draw_polyomino(img, cells, to_px, cs, fill, width=3)
    else:
        for x, y in cells:
            px, py = to_px(x, y)
            hatch(img, (px, py, px + cs, py + cs))


def render_preview(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """The proposed placement on the current board: drawn as the tile (white outline) if legal; hatched magenta,
    with the reason beside it, if not."""
    preview = view["preview"]
    seat = preview["seat"]
    legal = preview["legal"]
    cells = preview["cells"]
    fill = player_rgb(view, seat)
    title = render("preview", player=player_name(view, names, seat))
    img, painter, side = _board_and_side(view, title, subtitle_of(view), show_last=False)
    xy = [parse(c) for c in cells]
    cs = painter.cs
    painter.dim(img, xy)
    column = preview["kind"] == "column"
    if legal and column and xy:
        px, py = painter.px(*xy[0])
        draw_column(img, (px, py, px + cs, py + cs), fill)
    elif legal:
        draw_polyomino(img, xy, painter.px, cs, fill, width=max(2, cs // 20))
    else:
        painter.mark_illegal(img, xy)
    if xy:
        painter.outline_cells(img, xy, HIGHLIGHT if legal else ILLEGAL, max(4, cs // 10), OUTLINE)
    # the side panel: what is proposed, and whether it fits
    x0, y0, x1, _ = side
    inner = x1 - x0 - 40
    y = y0 + 20
    named = preview.get("named") or cells
    tile = preview.get("tile")
    if column:
        left = view["players"][seat]["columns_left"]
        which = left[0] if view["phase"] == "opening" and left else "COL3"
        title_text = render("column_on", column=which, cell=named[0] if named else "?")
        y += paragraph(img, (x0 + 20, y), title_text, inner, 2, 30, bold=True) + 21  # "Trzecia kolumna na C5"
        size = 96
        cx = (x0 + x1) // 2
        if legal:
            draw_column(img, (cx - size // 2, y, cx + size // 2, y + size), fill)
        else:
            hatch(img, (cx - size // 2, y, cx + size // 2, y + size))
        y += size + 20
    else:
        if tile:
            label(img, (x0 + 20, y, x1 - 20, y + 40), f"{tile} · {say(tile_name(tile))}", 30, bold=True)
            y += 42
            pips = len(_tile_cells(view, tile, []))
            label(img, (x0 + 20, y, x1 - 20, y + 32), render("pips", pips=pips), fill=MUTED)
            y += 44
        shape = _tile_cells(view, tile, named)
        if shape:
            _draw_big_shape(img, shape, (x0 + 20, y, x1 - 20, y + 180), fill, legal)
            y += 196
        if named:
            y += paragraph(img, (x0 + 20, y), render("on_cells", cells=" ".join(named)), inner, 2, BODY_FONT)
            y += 8
    # the verdict
    # what to do (wrapped: "Naciśnij Potwierdź, aby ułożyć." does not fit one line) or why not
    message, lines = (render("confirm_hint"), 3) if legal else (say(preview["reason"]), 6)
    top = y + 8
    bottom = top + 62 + paragraph_height(message, inner - 12, lines) + (8 if legal else 0)
    rounded_panel(img, (x0 + 14, top, x1 - 14, bottom), 14, PANEL_ALT, GOOD if legal else ILLEGAL, 3)
    head = (x0 + 30, top + 12, x1 - 30, top + 48)
    if legal:
        label(img, head, render("fits"), 30, bold=True, fill=GOOD)
    else:
        label(img, head, render("not_possible"), 30, bold=True, fill=lighten(ILLEGAL, 0.35))
    paragraph(img, (x0 + 30, top + 56), message, inner - 12, lines)
    if "me" in view:
        side_hand(img, view, seat, (x0, bottom + 20, x1, side[3]))
    return png(img)


def render_hint(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """`/frame hint`: the cells where at least one remaining tile fits (white dots on the undimmed cells) and, when
    no tile fits, the legal column cells (rings); beside it the counts and the player's tiles."""
    me = view["me"]
    seat = me["seat"]
    fill = player_rgb(view, seat)
    hint_cells, column_cells = me["hint_cells"], me["column_cells"]
    title = render("hint", player=player_name(view, names, seat))
    img, painter, side = _board_and_side(view, title, subtitle_of(view), show_last=True)
    shown_columns = not hint_cells  # column cells only when no tile fits (opening, lifeline): else they drown it
    keep = [parse(c) for c in hint_cells] + ([parse(c) for c in column_cells] if shown_columns else [])
    if keep:
        painter.dim(img, keep, alpha=90)
    painter.mark_cells(img, hint_cells, HINT)
    if shown_columns:
        painter.mark_cells(img, column_cells, fill, style="ring")
    x0, y0, x1, y1 = side
    y = y0 + 20
    lines: list[tuple[str, str]] = []
    if view["phase"] == "tiles":
        if hint_cells:
            lines.append(("dot", render("hint_tiles", count=len(hint_cells))))
        else:
            lines.append(("none", render("hint_none")))
    if shown_columns and column_cells:
        key = "hint_opening" if view["phase"] == "opening" else "hint_columns"
        lines.append(("ring", render(key, count=len(column_cells))))
    if not lines:
        lines.append(("none", render("hint_none")))
    for kind, text in lines:
        cx, cy = x0 + 40, y + 22
        if kind == "dot":
            rounded_panel(img, (cx - 20, cy - 20, cx + 20, cy + 20), 4, BOARD_LIGHT)
            draw_disc(img, (cx, cy), 9, HINT, OUTLINE, 3)
        elif kind == "ring":
            rounded_panel(img, (cx - 20, cy - 20, cx + 20, cy + 20), 4, BOARD_LIGHT)
            draw_disc(img, (cx, cy), 14, fill, OUTLINE, 2)
            draw_disc(img, (cx, cy), 7, BOARD_LIGHT)
        used = paragraph(img, (x0 + 72, y + 4), text, x1 - x0 - 92, 3, BODY_FONT, MUTED if kind == "none" else TEXT)
        y += max(50, used + 14)
    side_hand(img, view, seat, (x0, y + 10, x1, y1))
    return png(img)


def side_hand(img: Image.Image, view: dict[str, Any], seat: int, box: Box) -> None:
    """The seat's pieces in hand at the bottom of a side panel (tiles that fit nowhere faded), if there is room."""
    x0, y0, x1, y1 = box
    player = view["players"][seat]
    tiles = player["tiles_left"]
    if not tiles and not player["columns_left"] or y1 - y0 < 140:
        return
    fits = {p["tile"] for p in view["me"].get("placeable", [])}
    columns = len(player["columns_left"])
    faded = {columns + k for k, t in enumerate(tiles) if t["id"] not in fits} if view["phase"] == "tiles" else set()
    text = render("hint_your_tiles") if faded else render("your_pieces")
    used = paragraph(img, (x0 + 20, y0), text, x1 - x0 - 40, 2, fill=MUTED)
    area = (x0 + 20, y0 + used + 10, x1 - 20, y1 - 20)
    draw_pieces_flow(img, pieces_in_hand(columns, tiles), area, player_rgb(view, seat), HAND_SIZES[2:], faded=faded)


# --------------------------------------------------------------------------- private: every orientation

HAND_CS = 16  # cell size of the orientation pictures
HAND_BOX_W = 84  # one orientation: its picture and its label ("270°O", condensed): P5 and T5 share a row
ORIENTATION_FONT = 28  # 8.5 px tall at a phone's 360 px, the one label under MIN_FONT: a bigger one needs more rows
HAND_BOX_H = 4 * HAND_CS + 40
HAND_CARD_HEAD = 42


def _hand_card_width(count: int) -> int:
    return max(count * HAND_BOX_W, 150) + 16


def _pack_cards(widths: list[int], capacity: int) -> list[list[int]]:
    """First fit in catalogue order: each card goes into the first row with room (rows stay nearly in order)."""
    rows: list[list[int]] = []
    used: list[int] = []
    for i, w in enumerate(widths):
        for r, u in enumerate(used):
            if u + GAP + w <= capacity:
                rows[r].append(i)
                used[r] += GAP + w
                break
        else:
            rows.append([i])
            used.append(w)
    return rows


def render_private(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """`/frame hand`: a player's remaining tiles, each in all its orientations with the rot / flip labels (§9)."""
    me = view["me"]
    seat = me["seat"]
    fill = player_rgb(view, seat)
    orientations: dict[str, list[dict[str, Any]]] = me["orientations"]
    tiles = list(orientations)
    widths = [_hand_card_width(len(orientations[t])) for t in tiles]
    rows = _pack_cards(widths, WIDTH - 2 * PAD)
    card_h = HAND_CARD_HEAD + HAND_BOX_H + 12
    top = HEADER_H + 16
    note_h = paragraph_height(render("hand_note"), WIDTH - 2 * PAD, 2) + 10  # wraps on a phone-sized font
    height = top + max(1, len(rows)) * (card_h + GAP) + note_h + PAD
    img = new_canvas(WIDTH, height, BG)
    title = render("your_tiles", player=player_name(view, names, seat))
    header(img, title, None, render("pts", points=view["players"][seat]["penalty"]), fill)
    if not tiles:
        label(
            img, (PAD, top, WIDTH - PAD, top + card_h), render("all_placed"), 30, bold=True, fill=GOOD, align="center"
        )
        return png(img)
    placeable = {p["tile"] for p in me.get("placeable", [])}
    small = font(ORIENTATION_FONT, condensed=True)
    for r, row in enumerate(rows):
        x = PAD
        y0 = top + r * (card_h + GAP)
        for i in row:
            tile_id = tiles[i]
            fits = tile_id in placeable or view["phase"] != "tiles"
            colour = fill if fits else mix(fill, PANEL, 0.6)
            x1 = x + widths[i]
            rounded_panel(img, (x, y0, x1, y0 + card_h), 12, PANEL, PANEL_EDGE, 2)
            pips = len(orientations[tile_id][0]["cells"])
            draw_text(img, (x + 12, y0 + 24), tile_id, font(NAME_FONT, bold=True), TEXT if fits else MUTED, "lm")
            draw_text(img, (x1 - 12, y0 + 24), render("pts", points=pips), font(MIN_FONT), GOLD, "rm")
            for k, o in enumerate(orientations[tile_id]):
                bx = x + 8 + k * HAND_BOX_W
                cells = [(int(c[0]), int(c[1])) for c in o["cells"]]
                w = o["width"]
                ox = bx + (HAND_BOX_W - w * HAND_CS) // 2
                base = y0 + HAND_CARD_HEAD + 4 * HAND_CS

                def to_px(cx: int, cy: int, ox: int = ox, base: int = base) -> tuple[int, int]:
                    return ox + cx * HAND_CS, base - (cy + 1) * HAND_CS

                edge = OUTLINE if fits else mix(OUTLINE, PANEL, 0.5)
                draw_polyomino(img, cells, to_px, HAND_CS, colour, width=2, outline=edge)
                text = render("orientation_label", rot=o["rot"], flipped=render("flipped_short") if o["mirror"] else "")
                draw_text(img, (bx + HAND_BOX_W / 2, base + 22), text, small, TEXT if fits else MUTED, "mm")
            x = x1 + GAP
    note_y = top + len(rows) * (card_h + GAP)
    paragraph(img, (PAD, note_y + 4), render("hand_note"), WIDTH - 2 * PAD, 2, fill=MUTED)
    return png(img)


# --------------------------------------------------------------------------- scores and match


def _finished_game(view: dict[str, Any], game_no: int | None) -> dict[str, Any] | None:
    history = view.get("history") or []
    if not history:
        return None
    if game_no is None:
        return history[-1]
    return next((g for g in history if g["game_no"] == game_no), history[-1])


SCORE_BOARD = 420  # the final board of the score sheet (no coordinates)
SCORE_ROW_H = {2: 130, 3: 112, 4: 100}


def render_scores(view: dict[str, Any], names: list[str] | None = None, game_no: int | None = None) -> bytes:
    """The final score sheet of the last finished game (or `game_no`): ranking, unplaced tiles, penalties, and the
    final board beside it."""
    game = _finished_game(view, game_no)
    n = len(view["players"])
    board_view = dict(view)
    if game is not None:
        board_view["pieces"] = [dict(p, colour=view["players"][p["seat"]]["colour"]) for p in game["pieces"]]
    row_h = SCORE_ROW_H.get(n, 100)
    head_h = 40
    table_x = 2 * PAD + SCORE_BOARD
    table_w = WIDTH - PAD - table_x
    note = tie_note(view) if not view.get("match") and game is not None else ""
    note_h = paragraph_height(note, table_w, 3) + 12 if note else 0
    top = HEADER_H + 16
    table_h = head_h + n * (row_h + 8) + note_h
    height = top + max(SCORE_BOARD, table_h) + PAD
    img = new_canvas(WIDTH, height, BG)
    subtitle = subtitle_of(view)
    if view.get("match") and game is not None:
        subtitle = render("game_of", game_no=game["game_no"], games_total=view["games_total"])
    header(img, render("score_sheet"), subtitle)
    painter = BoardPainter.fit(board_view, (PAD, top, PAD + SCORE_BOARD, top + SCORE_BOARD), coords=False)
    painter.draw_base(img)
    painter.draw_pieces(img, board_view["pieces"], None)
    if game is None:
        label(img, (table_x, top, WIDTH - PAD, top + 60), render("over"), BODY_FONT, fill=MUTED, align="center")
        return png(img)
    cols = {"rank": table_x, "player": table_x + 56, "tiles": table_x + 266, "pen": table_x + 436}
    cols["last"] = table_x + 536
    cols["end"] = table_x + table_w
    y = top
    for key, nxt, text in (
        ("player", "tiles", render("player")),
        ("tiles", "pen", render("unplaced")),
        ("pen", "last", render("penalty")),
        ("last", "end", render("last")),
    ):
        shown, f = fitted(text, cols[nxt] - cols[key] - 8, MIN_FONT, bold=True)
        draw_text(img, (cols[key] + 4, y + head_h / 2), shown, f, MUTED, "lm")
    y += head_h
    catalogue = {t["id"]: t for t in view.get("tiles", [])}
    medals = [GOLD, (196, 204, 214), (205, 127, 62)]
    for place, seat in enumerate(game["ranking"]):
        fill = player_rgb(view, seat)
        box = (table_x, y, table_x + table_w, y + row_h)
        first = place == 0
        rounded_panel(img, box, 14, PANEL_ALT if first else PANEL, ACCENT if first else PANEL_EDGE, 3 if first else 2)
        mid = y + row_h / 2
        medal = medals[place] if place < 3 else PANEL_EDGE
        draw_disc(img, (cols["rank"] + 28, mid), 22, medal, darken(medal, 0.4), 3)
        draw_text(img, (cols["rank"] + 28, mid), str(place + 1), font(BODY_FONT, bold=True), text_on(medal), "mm")
        draw_disc(img, (cols["player"] + 16, mid), 12, fill, (250, 250, 250), 3)
        label(
            img,
            (cols["player"] + 34, y, cols["tiles"] - 6, y + row_h),
            player_name(view, names, seat),
            NAME_FONT,
            bold=True,
        )
        unplaced = [catalogue[t] for t in game["unplaced"][seat] if t in catalogue]
        tiles_box = (cols["tiles"] + 6, y + 10, cols["pen"] - 10, y + row_h - 10)
        if unplaced:
            draw_pieces_flow(
                img, pieces_in_hand(0, unplaced), tiles_box, fill, (18, 16, 14, 12, 10, 8), valign="middle"
            )
        else:
            label(img, (tiles_box[0], y, tiles_box[2], y + row_h), render("all_placed"), fill=GOOD)
        pen = str(game["penalties"][seat])
        draw_text(img, (cols["pen"] + 46, mid), pen, font(44, bold=True), TEXT, "mm")
        draw_text(img, (cols["last"] + 36, mid), f"#{game['last_placement'][seat]}", font(BODY_FONT), MUTED, "mm")
        y += row_h + 8
    if note:
        paragraph(img, (table_x, y + 6), note, table_w, 3, fill=MUTED)
    return png(img)


def _start_marker(img: Image.Image, centre: tuple[float, float], size: int = 9) -> None:
    cx, cy = centre
    ImageDraw.Draw(img).polygon([(cx - size, cy - size), (cx + size, cy), (cx - size, cy + size)], fill=ACCENT)


def render_match(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """The match table: penalties per game (the winner of each game in green, ▶ its start player), totals, and
    the current (or final) match ranking."""
    history = view.get("history") or []
    n = len(view["players"])
    games_total = max(1, view.get("games_total", len(history)))
    totals = view.get("totals") or [0] * n
    if history:
        last_place = {s: i for i, s in enumerate(history[-1]["ranking"])}
        order = sorted(range(n), key=lambda s: (totals[s], last_place[s]))
    else:
        order = list(range(n))
    rank_w, name_w, total_w = 60, 280, 120
    x_name = PAD + rank_w
    x_games = x_name + name_w
    x_total = WIDTH - PAD - total_w
    game_w = (x_total - x_games) / games_total
    row_h = 66
    head_h = 46
    over = view.get("phase") == "over"
    note = tie_note(view) if over else ""
    note_h = paragraph_height(note, WIDTH - 2 * PAD, 2) + 10 if note else 0
    top = HEADER_H + 16
    legend_h = 44
    height = top + head_h + n * (row_h + 8) + legend_h + note_h + PAD
    img = new_canvas(WIDTH, height, BG)
    done = len(history)
    subtitle = render("game_of", game_no=max(1, min(done, games_total)), games_total=games_total)
    header(img, render("match_table"), subtitle)
    y = top
    hf = font(MIN_FONT, bold=True)
    draw_text(img, (PAD + rank_w / 2, y + head_h / 2), render("rank"), hf, MUTED, "mm")
    draw_text(img, (x_name + 8, y + head_h / 2), render("player"), hf, MUTED, "lm")
    narrow = game_w < 80
    for g in range(games_total):
        text, f = fitted(
            render("game_col" if not narrow else "game_no", game_no=g + 1), int(game_w) - 4, MIN_FONT, bold=True
        )
        draw_text(img, (x_games + g * game_w + game_w / 2, y + head_h / 2), text, f, MUTED, "mm")
    draw_text(img, (x_total + total_w / 2, y + head_h / 2), render("total"), hf, MUTED, "mm")
    y += head_h
    value_font = max(30 if not narrow else 26, MIN_FONT)
    for place, seat in enumerate(order):
        fill = player_rgb(view, seat)
        lead = place == 0 and done > 0
        rounded_panel(
            img,
            (PAD, y, WIDTH - PAD, y + row_h),
            14,
            PANEL_ALT if lead else PANEL,
            ACCENT if lead else PANEL_EDGE,
            3 if lead else 2,
        )
        mid = y + row_h / 2
        draw_text(img, (PAD + rank_w / 2, mid), str(place + 1), font(30, bold=True), GOLD if lead else TEXT, "mm")
        draw_disc(img, (x_name + 16, mid), 12, fill, (250, 250, 250), 3)
        label(img, (x_name + 36, y, x_games - 8, y + row_h), player_name(view, names, seat), NAME_FONT, bold=True)
        for g in range(games_total):
            cx = x_games + g * game_w + game_w / 2
            if g < done:
                game = history[g]
                best = game["ranking"][0] == seat
                value = str(game["penalties"][seat])
                draw_text(img, (cx, mid), value, font(value_font, bold=best), GOOD if best else TEXT, "mm")
                if game["start_player"] == seat and narrow:  # under the value
                    _start_marker(img, (cx, mid + 24), 5)
                elif game["start_player"] == seat:
                    half = font(value_font, bold=best).getlength(value) / 2
                    _start_marker(img, (cx - half - 14, mid), 7)
            else:
                draw_text(img, (cx, mid), "–", font(value_font), MUTED, "mm")
        draw_text(
            img, (x_total + total_w / 2, mid), str(totals[seat]), font(36, bold=True), ACCENT if lead else TEXT, "mm"
        )
        y += row_h + 8
    _start_marker(img, (PAD + 16, y + legend_h / 2), 8)
    label(img, (PAD + 34, y, WIDTH // 2, y + legend_h), render("start_mark"), fill=MUTED)
    label(img, (WIDTH // 2, y, WIDTH - PAD, y + legend_h), render("won_mark"), fill=GOOD, align="right")
    y += legend_h
    if note:
        paragraph(img, (PAD, y), note, WIDTH - 2 * PAD, 2, fill=MUTED)
    return png(img)
