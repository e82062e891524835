"""Frame images, drawn from views only (see engine/games/frame/rules.py for the view shape).

- `render_board(view, names)`    the frame with coordinates on all four sides, tiles with pips, columns, the last
                                 placement outlined, and every player's remaining tiles as shapes (public)
- `render_private(view, names)`  a seat view: that player's remaining tiles in every orientation, with the
                                 rot / flip labels of the alternative input (§9)
- `render_preview(view, names)`  a seat view with "preview" (engine assist.preview_view): the proposed placement
- `render_hint(view, names)`     a seat view: the cells where at least one tile fits, and the column cells
- `render_scores(view, names)`   the final score sheet of the last finished game, with its final board
- `render_match(view, names)`    the match table across games
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from engine.games.frame.texts import COLOUR_NAMES, RENDER, TILE_NAMES
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
    darken,
    draw_badge,
    draw_disc,
    draw_text,
    fit_text,
    font,
    lighten,
    mix,
    new_canvas,
    rounded_panel,
    text_in_box,
    text_on,
    title_bar,
    to_png,
)

RGB = tuple[int, int, int]
Cell = tuple[int, int]

BOARD_LIGHT: RGB = (236, 231, 218)  # empty cells: light, so every player colour stands out
BOARD_DARK: RGB = (226, 220, 205)  # checker shade
GRID: RGB = (196, 188, 170)
FRAME_WOOD: RGB = (122, 86, 52)
FRAME_EDGE: RGB = (74, 50, 28)
COORD: RGB = (214, 220, 232)
HIGHLIGHT: RGB = (255, 255, 255)  # the last placement: white, edged dark (no player colour is white)
PIP: RGB = (255, 255, 255)
OUTLINE: RGB = (28, 24, 20)
FALLBACK_RGB = {"RED": (211, 47, 47), "BLU": (30, 99, 201), "GRN": (46, 140, 60), "YEL": (230, 176, 0)}

TITLE_H = 76
PAD = 24


# --------------------------------------------------------------------------- small helpers


def parse(cell: str) -> Cell:
    return ord(cell[0]) - ord("a"), int(cell[1:]) - 1


def player_rgb(view: dict[str, Any], seat: int) -> RGB:
    player = view["players"][seat]
    rgb = player.get("rgb")
    return tuple(rgb) if rgb else FALLBACK_RGB.get(player["colour"], MUTED)  # type: ignore[return-value]


def player_name(view: dict[str, Any], names: Sequence[str] | None, seat: int) -> str:
    if names and 0 <= seat < len(names) and names[seat]:
        return str(names[seat])
    return COLOUR_NAMES.get(view["players"][seat]["colour"], f"Seat {seat + 1}")


def board_cell_size(size: int) -> int:
    return {10: 64, 12: 55, 14: 48}.get(size, max(24, 660 // size))


def rotate_cells(cells: Sequence[Sequence[int]]) -> list[Cell]:
    """A quarter turn, normalised (pure geometry, for laying tiles flat in the panels)."""
    turned = [(y, -x) for x, y in cells]
    mx, my = min(x for x, _ in turned), min(y for _, y in turned)
    return [(x - mx, y - my) for x, y in turned]


def flattest(cells: Sequence[Sequence[int]]) -> list[Cell]:
    """The rotation of a shape that is widest and lowest: it reads best in a row of tiles."""
    best = [tuple(c) for c in cells]
    current = best
    for _ in range(3):
        current = rotate_cells(current)
        h_best = 1 + max(y for _, y in best)
        h_cur = 1 + max(y for _, y in current)
        if h_cur < h_best:
            best = current
    return [(int(x), int(y)) for x, y in best]


def extent(cells: Sequence[Sequence[int]]) -> tuple[int, int]:
    return 1 + max(c[0] for c in cells), 1 + max(c[1] for c in cells)


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
    ghost: bool = False,
) -> None:
    """A tile: filled cells, a bevel, an outline only on the outer edges, one pip per square.

    `to_px(x, y)` gives the top-left pixel of cell (x, y) (y grows upwards in cell space).
    """
    d = ImageDraw.Draw(img)
    cellset = set(cells)
    for x, y in cells:
        px, py = to_px(x, y)
        if ghost:
            d.rectangle((px, py, px + cs - 1, py + cs - 1), fill=mix(fill, PANEL, 0.78))
            continue
        d.rectangle((px, py, px + cs - 1, py + cs - 1), fill=fill)
        bevel = max(2, cs // 12)
        if (x, y + 1) not in cellset:
            d.rectangle((px, py, px + cs - 1, py + bevel - 1), fill=lighten(fill, 0.28))
        if (x, y - 1) not in cellset:
            d.rectangle((px, py + cs - bevel, px + cs - 1, py + cs - 1), fill=darken(fill, 0.22))
    edge = mix(fill, PANEL, 0.45) if ghost else outline
    for x, y in cells:
        px, py = to_px(x, y)
        if (x - 1, y) not in cellset:
            d.line((px, py, px, py + cs - 1), fill=edge, width=width)
        if (x + 1, y) not in cellset:
            d.line((px + cs - 1, py, px + cs - 1, py + cs - 1), fill=edge, width=width)
        if (x, y + 1) not in cellset:
            d.line((px, py, px + cs - 1, py), fill=edge, width=width)
        if (x, y - 1) not in cellset:
            d.line((px, py + cs - 1, px + cs - 1, py + cs - 1), fill=edge, width=width)
    if pips and not ghost:
        r = max(2.0, cs * 0.13)
        pip_edge = darken(fill, 0.45)
        for x, y in cells:
            px, py = to_px(x, y)
            draw_disc(img, (px + cs / 2, py + cs / 2), r, PIP, pip_edge, max(1, int(r / 3)))


def draw_column(img: Image.Image, box: tuple[int, int, int, int], fill: RGB, label: str | None = None) -> None:
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
    if label:
        shown, f = fit_text(label, int(cs * 0.4), max(10, int(cs * 0.3)), bold=True, min_size=8)
        draw_text(img, (cx, cy), shown, f, text_on(lighten(fill, 0.25)), "mm")


# --------------------------------------------------------------------------- the board


class BoardPainter:
    """Draws the frame, coordinates and pieces at a given origin and cell size."""

    def __init__(self, view: dict[str, Any], origin: tuple[int, int], cs: int, coords: bool = True):
        self.view = view
        self.size = view["size"]
        self.cs = cs
        self.coord_w = max(22, int(cs * 0.55)) if coords else 0
        self.frame_w = max(8, cs // 4)
        self.coords = coords
        ox, oy = origin
        self.outer = (ox, oy)
        self.bx = ox + self.coord_w + self.frame_w
        self.by = oy + self.coord_w + self.frame_w

    @property
    def total(self) -> int:
        return self.size * self.cs + 2 * (self.coord_w + self.frame_w)

    def px(self, x: int, y: int) -> tuple[int, int]:
        return self.bx + x * self.cs, self.by + (self.size - 1 - y) * self.cs

    def cell_box(self, name: str) -> tuple[int, int, int, int]:
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
        f = font(max(13, int(self.coord_w * 0.7)), bold=True)
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
                draw_column(img, (px, py, px + cs, py + cs), fill, piece["piece"][-1])
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
        mask = Image.new("L", (right - left, bottom - top), 0)
        d = ImageDraw.Draw(mask)
        for px, py in xs:
            d.rectangle((px - left, py - top, px - left + cs - 1, py - top + cs - 1), fill=255)
        if edge is not None:
            outer = mask.filter(ImageFilter.MaxFilter(2 * (width + 2) + 1))
            img.paste(edge, (left, top), ImageChops.subtract(outer, mask))
        ring = ImageChops.subtract(mask.filter(ImageFilter.MaxFilter(2 * width + 1)), mask)
        inner_ring = ImageChops.subtract(mask, mask.filter(ImageFilter.MinFilter(3)))  # 1 px inside the edge
        img.paste(colour, (left, top), ImageChops.lighter(ring, inner_ring))

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
        """`dot`: tinted cell with a centre dot (a tile fits); `corner`: a small ring in the top-right corner."""
        cs = self.cs
        for name in names:
            x0, y0, x1, y1 = self.cell_box(name)
            if style == "dot":
                img.paste(colour, (x0 + 1, y0 + 1, x1 - 1, y1 - 1), _alpha_mask(cs - 2, 95))
                draw_disc(img, ((x0 + x1) / 2, (y0 + y1) / 2), cs * 0.15, colour, darken(colour, 0.45), 2)
            elif style == "ring":
                img.paste(colour, (x0 + 1, y0 + 1, x1 - 1, y1 - 1), _alpha_mask(cs - 2, 60))
                centre = ((x0 + x1) / 2, (y0 + y1) / 2)
                draw_disc(img, centre, cs * 0.28, colour, OUTLINE, 2)
                draw_disc(img, centre, cs * 0.15, BOARD_LIGHT)
            else:
                r = cs * 0.17
                centre = (x1 - r - 3, y0 + r + 3)
                draw_disc(img, centre, r, colour, OUTLINE, 1)
                draw_disc(img, centre, r * 0.5, BOARD_LIGHT)


@lru_cache(maxsize=16)
def _alpha_mask(size: int, alpha: int) -> Image.Image:
    return Image.new("L", (size, size), alpha)


# --------------------------------------------------------------------------- panels


def flat_slot_width(cells: Sequence[Sequence[int]], cs: int) -> int:
    return extent(flattest(cells))[0] * cs


def draw_tile_row(
    img: Image.Image,
    tiles: list[dict[str, Any]],
    remaining: set[str],
    xy: tuple[int, int],
    cs: int,
    fill: RGB,
    row_h: int,
    gap: int,
) -> int:
    """Tiles laid flat left to right, bottoms aligned; placed ones as faint ghosts. Returns the end x."""
    x, top = xy
    for tile in tiles:
        cells = flattest(tile["cells"])
        w, h = extent(cells)
        base_y = top + row_h  # bottom line

        def to_px(cx: int, cy: int, x=x, base_y=base_y) -> tuple[int, int]:
            return x + cx * cs, base_y - (cy + 1) * cs

        draw_polyomino(img, cells, to_px, cs, fill, ghost=tile["id"] not in remaining, width=2)
        x += w * cs + gap
    return x


def _layout_rows(tiles: list[dict[str, Any]], cs: int, max_w: int, gap: int) -> list[list[tuple[list[Cell], int]]]:
    rows: list[list[tuple[list[Cell], int]]] = [[]]
    used = 0
    for tile in tiles:
        cells = flattest(tile["cells"])
        w = extent(cells)[0] * cs
        if rows[-1] and used + gap + w > max_w:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append((cells, w))
    return rows


def draw_tile_group(img: Image.Image, tiles: list[dict[str, Any]], box: tuple[int, int, int, int], fill: RGB) -> None:
    """Tiles laid flat and wrapped into rows, at the largest cell size that fits the box, centred vertically."""
    x0, y0, x1, y1 = box
    gap = 8
    for cs in (18, 16, 14, 12, 10, 8, 6):
        rows = _layout_rows(tiles, cs, x1 - x0, gap)
        row_h = 3 * cs + 6
        if len(rows) * row_h <= y1 - y0:
            break
    top = y0 + (y1 - y0 - len(rows) * row_h) // 2
    for r, row in enumerate(rows):
        x = x0
        base = top + r * row_h + 3 * cs
        for cells, w in row:
            ox = x

            def to_px(cx: int, cy: int, ox: int = ox, base: int = base, cs: int = cs) -> tuple[int, int]:
                return ox + cx * cs, base - (cy + 1) * cs

            draw_polyomino(img, cells, to_px, cs, fill, width=1 if cs < 12 else 2)
            x += w + gap


def draw_player_block(
    img: Image.Image, view: dict[str, Any], names: Sequence[str] | None, seat: int, box: tuple[int, int, int, int]
) -> None:
    x0, y0, x1, y1 = box
    player = view["players"][seat]
    fill = player_rgb(view, seat)
    active = view.get("active") == seat
    rounded_panel(img, box, 16, PANEL, ACCENT if active else PANEL_EDGE, 4 if active else 2)
    # header: colour chip, name, status, penalty
    draw_disc(img, (x0 + 30, y0 + 30), 15, fill, (250, 250, 250), 3)
    badge_x = x1 - 16
    pts = RENDER["pts"].format(points=player["penalty"])
    badge_w = draw_badge(img, (badge_x, y0 + 30), pts, fill=PANEL_ALT, text_fill=TEXT, size=20, anchor="r")
    status = None
    if player.get("left"):
        status = (RENDER["left"], BAD)
    elif player["out"]:
        status = (RENDER["out"], BAD)
    elif active:
        status = (RENDER["to_move"], ACCENT)
    status_w = 0
    if status:
        status_w = draw_badge(img, (badge_x - badge_w - 10, y0 + 30), status[0], fill=status[1], size=17, anchor="r")
    name_right = badge_x - badge_w - 20 - (status_w + 10 if status else 0)
    text_in_box(
        img, (x0 + 54, y0 + 8, name_right, y0 + 52), player_name(view, names, seat), 26, bold=True, align="left"
    )
    # columns still in hand
    col_y = y0 + 58
    cols_left = player["columns_left"]
    draw_text(img, (x0 + 16, col_y + 12), RENDER["columns_left"].format(count=len(cols_left)), font(16), MUTED, "lm")
    cx = x0 + 150
    for _ in cols_left:
        draw_column(img, (cx, col_y, cx + 24, col_y + 24), fill)
        cx += 28
    placed_no = player["last_placement"]
    if placed_no:
        text_in_box(
            img,
            (cx + 10, col_y, x1 - 16, col_y + 24),
            f"{RENDER['last_move']} #{placed_no}",
            16,
            fill=MUTED,
            align="right",
        )
    # tiles: all 13 in two rows; placed ones faint
    catalogue = view.get("tiles") or player["tiles_left"]
    remaining = {t["id"] for t in player["tiles_left"]}
    cs = 17
    row_h = 3 * cs
    first, second = catalogue[:7], catalogue[7:]
    ty = col_y + 36
    draw_tile_row(img, first, remaining, (x0 + 16, ty), cs, fill, row_h, 14)
    draw_tile_row(img, second, remaining, (x0 + 16, ty + row_h + 10), cs, fill, row_h, 14)


PLAYER_BLOCK_H = 228


# --------------------------------------------------------------------------- public board


def _subtitle(view: dict[str, Any], names: Sequence[str] | None) -> str:
    parts = []
    if view.get("match"):
        parts.append(RENDER["game_of"].format(game_no=view["game_no"], games_total=view["games_total"]))
    if view["phase"] == "opening":
        parts.append(RENDER["opening"].format(round=view.get("opening_round") or 1))
    elif view["phase"] == "tiles":
        parts.append(RENDER["tiles_phase"])
    else:
        parts.append(RENDER["over"])
    parts.append(f"#{view['counter']}")
    return "  ·  ".join(parts)


def _last_move_text(view: dict[str, Any], names: Sequence[str] | None) -> str | None:
    last = view.get("last")
    if not last:
        return None
    who = player_name(view, names, last["seat"])
    if last["kind"] == "column":
        return f"{RENDER['last_move']}: {who}  ·  {last['piece']}  {last['cells'][0]}"
    return f"{RENDER['last_move']}: {who}  ·  {last['piece']}  {' '.join(last['cells'])}"


def render_board(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """The public board with every player's remaining tiles."""
    size = view["size"]
    cs = board_cell_size(size)
    painter = BoardPainter(view, (PAD, TITLE_H + 14), cs)
    panel_x = PAD + painter.total + 24
    panel_w = 500
    width = panel_x + panel_w + PAD
    n = len(view["players"])
    blocks_h = n * PLAYER_BLOCK_H + (n - 1) * 12
    caption_h = 44
    height = TITLE_H + 14 + max(painter.total + caption_h, blocks_h) + PAD
    img = new_canvas(width, height, BG)
    right = None
    if view.get("active") is not None:
        right = f"{player_name(view, names, view['active'])}: {RENDER['to_move']}"
    title_bar(img, RENDER["title"], _subtitle(view, names), right=right, height=TITLE_H)
    painter.draw_base(img)
    painter.draw_pieces(img, view["pieces"], (view.get("last") or {}).get("no"))
    caption = _last_move_text(view, names)
    if caption:
        cap_y = TITLE_H + 14 + painter.total + 6
        text_in_box(img, (PAD, cap_y, PAD + painter.total, cap_y + 32), caption, 22, fill=TEXT, align="center")
    y = TITLE_H + 14
    for seat in range(n):
        draw_player_block(img, view, names, seat, (panel_x, y, panel_x + panel_w, y + PLAYER_BLOCK_H))
        y += PLAYER_BLOCK_H + 12
    return to_png(img)


# --------------------------------------------------------------------------- preview and hint (seat views)


def _board_with_caption(
    view: dict[str, Any],
    names: list[str] | None,
    title: str,
    subtitle: str,
    caption: str,
    caption_fill: RGB,
    show_last: bool = True,
) -> tuple[Image.Image, BoardPainter, tuple[int, int, int, int]]:
    size = view["size"]
    cs = board_cell_size(size)
    painter = BoardPainter(view, (PAD, TITLE_H + 14), cs)
    width = max(PAD * 2 + painter.total, 900)
    painter = BoardPainter(view, ((width - painter.total) // 2, TITLE_H + 14), cs)
    caption_box = (PAD, TITLE_H + 14 + painter.total + 10, width - PAD, TITLE_H + 14 + painter.total + 66)
    img = new_canvas(width, caption_box[3] + PAD, BG)
    title_bar(img, title, subtitle, height=TITLE_H)
    painter.draw_base(img)
    painter.draw_pieces(img, view["pieces"], (view.get("last") or {}).get("no") if show_last else None)
    rounded_panel(img, caption_box, 14, PANEL, caption_fill, 3)
    text_in_box(img, caption_box, caption, 26, bold=True, fill=TEXT, pad=16)
    return img, painter, caption_box


def render_preview(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """The proposed placement on the current board (green outline if legal, red with the reason if not)."""
    preview = view["preview"]
    seat = preview["seat"]
    who = player_name(view, names, seat)
    legal = preview["legal"]
    cells = preview["cells"]
    if preview["kind"] == "column":
        what = RENDER["column_preview"].format(cell=cells[0] if cells else "?")
    else:
        what = RENDER["preview_legal"].format(tile=preview.get("tile") or "?", cells=" ".join(cells))
    caption = what if legal else RENDER["preview_illegal"].format(reason=preview["reason"])
    subtitle = f"{who}  ·  {what}"
    img, painter, _ = _board_with_caption(
        view, names, RENDER["preview"], subtitle, caption, GOOD if legal else BAD, show_last=False
    )
    fill = player_rgb(view, seat)
    xy = [parse(c) for c in cells]
    occupied = {c for p in view["pieces"] for c in p["cells"]}
    cs = painter.cs
    painter.dim(img, xy)
    if legal and preview["kind"] == "column":
        px, py = painter.px(*xy[0])
        left = view["players"][seat]["columns_left"]
        draw_column(img, (px, py, px + cs, py + cs), fill, left[0][-1] if left else "3")
    elif legal:
        draw_polyomino(img, xy, painter.px, cs, fill, width=max(2, cs // 20))
    else:
        d = ImageDraw.Draw(img)
        for name, (x, y) in zip(cells, xy, strict=True):
            px, py = painter.px(x, y)
            tint = BAD if name in occupied else mix(fill, BAD, 0.35)
            img.paste(tint, (px, py, px + cs, py + cs), _alpha_mask(cs, 150))
            step = max(8, cs // 4)
            for k in range(-cs, cs, step):  # hatching
                d.line((px + max(0, k), py + max(0, -k), px + min(cs, cs + k), py + min(cs, cs - k)), fill=BAD, width=2)
    if xy:
        painter.outline_cells(img, xy, HIGHLIGHT if legal else BAD, max(4, cs // 10), OUTLINE)
    return to_png(img)


def render_hint(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """`/frame hint`: the cells where at least one remaining tile fits (dots) and legal column cells (rings)."""
    me = view["me"]
    seat = me["seat"]
    who = player_name(view, names, seat)
    hint_cells, column_cells = me["hint_cells"], me["column_cells"]
    parts = []
    if view["phase"] == "tiles":
        parts.append(RENDER["hint_count"].format(cells=len(hint_cells)) if hint_cells else RENDER["hint_none"])
    if column_cells:
        key = "hint_opening" if view["phase"] == "opening" else "hint_columns"
        parts.append(RENDER[key].format(cells=len(column_cells)))
    caption = "  ·  ".join(parts) or RENDER["hint_none"]
    img, painter, _ = _board_with_caption(
        view, names, RENDER["hint"].format(player=who), _subtitle(view, names), caption, GOOD if parts else BAD
    )
    fill = player_rgb(view, seat)
    painter.mark_cells(img, hint_cells, GOOD)
    if not hint_cells:  # column cells only when no tile fits (opening, lifeline): otherwise they drown the hint
        painter.mark_cells(img, column_cells, fill, style="ring")
    return to_png(img)


# --------------------------------------------------------------------------- private: every orientation


def render_private(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """A player's remaining tiles, each in all its orientations with the rot / flip labels (§9)."""
    me = view["me"]
    seat = me["seat"]
    fill = player_rgb(view, seat)
    orientations: dict[str, list[dict[str, Any]]] = me["orientations"]
    cs = 14
    box_w, box_h = 5 * cs + 12, 4 * cs + 40
    label_w = 150
    per_row = 8
    col_w = label_w + per_row * box_w
    tiles = list(orientations)
    columns = 2 if len(tiles) > 5 else 1
    rows = (len(tiles) + columns - 1) // columns
    row_h = box_h + 14
    width = PAD * 2 + columns * col_w + (columns - 1) * 24
    height = TITLE_H + 16 + max(1, rows) * row_h + PAD
    img = new_canvas(width, height, BG)
    placeable = {p["tile"]: p["count"] for p in me.get("placeable", [])}
    title_bar(
        img,
        RENDER["your_tiles"].format(player=player_name(view, names, seat)),
        _subtitle(view, names),
        right=RENDER["pts"].format(points=view["players"][seat]["penalty"]),
        height=TITLE_H,
    )
    if not tiles:
        text_in_box(img, (PAD, TITLE_H + 16, width - PAD, height - PAD), RENDER["all_placed"], 28, bold=True)
        return to_png(img)
    flipped = RENDER["flipped_short"]
    small = font(15, bold=True)
    for i, tile_id in enumerate(tiles):
        col, row = divmod(i, rows)
        x0 = PAD + col * (col_w + 24)
        y0 = TITLE_H + 16 + row * row_h
        fits = placeable.get(tile_id, 0) > 0 or view["phase"] != "tiles"
        rounded_panel(img, (x0, y0, x0 + col_w, y0 + box_h), 12, PANEL, PANEL_EDGE if fits else darken(BAD, 0.3), 2)
        pips = len(orientations[tile_id][0]["cells"])
        text_in_box(img, (x0 + 12, y0 + 8, x0 + label_w - 6, y0 + 40), tile_id, 28, bold=True, align="left")
        text_in_box(
            img,
            (x0 + 12, y0 + 40, x0 + label_w - 6, y0 + 62),
            TILE_NAMES.get(tile_id, ""),
            16,
            fill=MUTED,
            align="left",
        )
        text_in_box(
            img,
            (x0 + 12, y0 + 62, x0 + label_w - 6, y0 + 84),
            RENDER["pts"].format(points=pips),
            16,
            fill=GOLD,
            align="left",
        )
        for k, o in enumerate(orientations[tile_id]):
            bx = x0 + label_w + k * box_w
            cells = [tuple(c) for c in o["cells"]]
            w, h = o["width"], o["height"]
            ox = bx + (box_w - w * cs) // 2
            base = y0 + 8 + 4 * cs + (0 if h == 4 else -((4 - h) * cs) // 2)

            def to_px(cx: int, cy: int, ox=ox, base=base) -> tuple[int, int]:
                return ox + cx * cs, base - (cy + 1) * cs

            draw_polyomino(img, cells, to_px, cs, fill, width=2)
            label = f"{o['rot']}°" + (flipped if o["mirror"] else "")
            draw_text(img, (bx + box_w / 2, y0 + box_h - 16), label, small, TEXT, "mm")
    return to_png(img)


# --------------------------------------------------------------------------- scores and match


def _finished_game(view: dict[str, Any], game_no: int | None) -> dict[str, Any] | None:
    history = view.get("history") or []
    if not history:
        return None
    if game_no is None:
        return history[-1]
    return next((g for g in history if g["game_no"] == game_no), history[-1])


def render_scores(view: dict[str, Any], names: list[str] | None = None, game_no: int | None = None) -> bytes:
    """The final score sheet of the last finished game (or `game_no`): its board, ranking and unplaced tiles."""
    game = _finished_game(view, game_no)
    n = len(view["players"])
    board_view = dict(view)
    if game is not None:
        board_view["pieces"] = [dict(p, colour=view["players"][p["seat"]]["colour"]) for p in game["pieces"]]
    cs = {10: 40, 12: 34, 14: 29}.get(view["size"], 30)
    painter = BoardPainter(board_view, (PAD, TITLE_H + 16), cs)
    table_x = PAD + painter.total + 24
    table_w = 760
    row_h = 118
    header_h = 44
    width = table_x + table_w + PAD
    note_h = 70
    height = TITLE_H + 16 + max(painter.total, header_h + n * (row_h + 8) + note_h) + PAD
    img = new_canvas(width, height, BG)
    subtitle = _subtitle(view, names)
    if view.get("match") and game is not None:
        subtitle = RENDER["game_of"].format(game_no=game["game_no"], games_total=view["games_total"])
    title_bar(img, RENDER["score_sheet"], subtitle, height=TITLE_H)
    painter.draw_base(img)
    painter.draw_pieces(img, board_view["pieces"], None)
    if game is None:
        text_in_box(img, (table_x, TITLE_H + 16, width - PAD, TITLE_H + 80), RENDER["over"], 26, fill=MUTED)
        return to_png(img)
    y = TITLE_H + 16
    cols = {"rank": table_x, "player": table_x + 60, "tiles": table_x + 290, "pen": table_x + 540}
    cols["last"] = table_x + 640
    hf = font(17, bold=True)
    for key, label in (
        ("rank", RENDER["rank"]),
        ("player", RENDER["player"]),
        ("tiles", RENDER["unplaced"]),
        ("pen", RENDER["penalty"]),
        ("last", RENDER["last_move"]),
    ):
        draw_text(img, (cols[key] + 8, y + header_h / 2), label, hf, MUTED, "lm")
    y += header_h
    catalogue = {t["id"]: t for t in view.get("tiles", [])}
    medals = [GOLD, (196, 204, 214), (205, 127, 62)]
    for place, seat in enumerate(game["ranking"]):
        fill = player_rgb(view, seat)
        box = (table_x, y, table_x + table_w, y + row_h)
        rounded_panel(
            img,
            box,
            14,
            PANEL_ALT if place == 0 else PANEL,
            ACCENT if place == 0 else PANEL_EDGE,
            3 if place == 0 else 2,
        )
        medal = medals[place] if place < 3 else PANEL_EDGE
        draw_disc(img, (cols["rank"] + 30, y + row_h / 2), 22, medal, darken(medal, 0.4), 3)
        draw_text(img, (cols["rank"] + 30, y + row_h / 2), str(place + 1), font(24, bold=True), text_on(medal), "mm")
        draw_disc(img, (cols["player"] + 22, y + row_h / 2), 13, fill, (250, 250, 250), 3)
        text_in_box(
            img,
            (cols["player"] + 42, y, cols["tiles"] - 8, y + row_h),
            player_name(view, names, seat),
            26,
            bold=True,
            align="left",
        )
        unplaced = [catalogue[t] for t in game["unplaced"][seat] if t in catalogue]
        if unplaced:
            draw_tile_group(img, unplaced, (cols["tiles"] + 8, y + 8, cols["pen"] - 8, y + row_h - 8), fill)
        else:
            draw_text(img, (cols["tiles"] + 8, y + row_h / 2), RENDER["all_placed"], font(18), GOOD, "lm")
        pen = str(game["penalties"][seat])
        draw_text(img, (cols["pen"] + 45, y + row_h / 2), pen, font(36, bold=True), TEXT, "mm")
        last_no = f"#{game['last_placement'][seat]}"
        draw_text(img, (cols["last"] + 55, y + row_h / 2), last_no, font(22), MUTED, "mm")
        y += row_h + 8
    result = view.get("result")
    explanation = result["explanation"] if result and not view.get("match") else None
    if explanation:
        text_in_box(
            img,
            (table_x, y + 4, table_x + table_w, y + 44),
            RENDER["tie_note"].format(text=explanation),
            18,
            fill=MUTED,
            align="left",
        )
    return to_png(img)


def render_match(view: dict[str, Any], names: list[str] | None = None) -> bytes:
    """The match table: penalties per game, totals, and the current (or final) match ranking."""
    history = view.get("history") or []
    n = len(view["players"])
    games_total = view.get("games_total", len(history))
    totals = view.get("totals") or [0] * n
    if history:
        last_place = {s: i for i, s in enumerate(history[-1]["ranking"])}
        order = sorted(range(n), key=lambda s: (totals[s], last_place[s]))
    else:
        order = list(range(n))
    name_w, game_w, total_w = 300, 92, 130
    width = max(900, PAD * 2 + 70 + name_w + games_total * game_w + total_w)
    row_h = 70
    height = TITLE_H + 20 + 50 + n * (row_h + 8) + 70 + PAD
    img = new_canvas(width, height, BG)
    done = len(history)
    subtitle = RENDER["game_of"].format(game_no=min(done, games_total), games_total=games_total)
    title_bar(img, RENDER["match_table"], subtitle, height=TITLE_H)
    x_name = PAD + 70
    x_games = x_name + name_w
    x_total = x_games + games_total * game_w
    y = TITLE_H + 20
    hf = font(20, bold=True)
    draw_text(img, (PAD + 30, y + 25), RENDER["rank"], hf, MUTED, "mm")
    draw_text(img, (x_name + 8, y + 25), RENDER["player"], hf, MUTED, "lm")
    for g in range(games_total):
        draw_text(
            img, (x_games + g * game_w + game_w / 2, y + 25), RENDER["game_col"].format(game_no=g + 1), hf, MUTED, "mm"
        )
    draw_text(img, (x_total + total_w / 2, y + 25), RENDER["total"], hf, MUTED, "mm")
    y += 50
    over = view.get("phase") == "over"
    for place, seat in enumerate(order):
        fill = player_rgb(view, seat)
        lead = place == 0 and done > 0
        rounded_panel(
            img,
            (PAD, y, width - PAD, y + row_h),
            14,
            PANEL_ALT if lead else PANEL,
            ACCENT if lead else PANEL_EDGE,
            3 if lead else 2,
        )
        draw_text(img, (PAD + 30, y + row_h / 2), str(place + 1), font(28, bold=True), GOLD if lead else TEXT, "mm")
        draw_disc(img, (x_name + 18, y + row_h / 2), 13, fill, (250, 250, 250), 3)
        text_in_box(
            img, (x_name + 40, y, x_games - 8, y + row_h), player_name(view, names, seat), 26, bold=True, align="left"
        )
        for g in range(games_total):
            cx = x_games + g * game_w + game_w / 2
            if g < done:
                game = history[g]
                best = game["ranking"][0] == seat
                draw_text(
                    img,
                    (cx, y + row_h / 2),
                    str(game["penalties"][seat]),
                    font(26, bold=best),
                    GOOD if best else TEXT,
                    "mm",
                )
                if game["start_player"] == seat:
                    draw_text(img, (cx, y + row_h - 12), RENDER["start_mark"], font(12), MUTED, "mm")
            else:
                draw_text(img, (cx, y + row_h / 2), "–", font(26), MUTED, "mm")
        draw_text(
            img,
            (x_total + total_w / 2, y + row_h / 2),
            str(totals[seat]),
            font(32, bold=True),
            ACCENT if lead else TEXT,
            "mm",
        )
        y += row_h + 8
    result = view.get("result")
    if over and result:
        text_in_box(
            img,
            (PAD, y + 8, width - PAD, y + 52),
            RENDER["tie_note"].format(text=result["explanation"]),
            18,
            fill=MUTED,
            align="left",
        )
    return to_png(img)
