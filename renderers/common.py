"""Drawing toolkit shared by every game's renderer: fonts, palette, text layout, shapes, PNG encoding.

Everything here is pure Pillow and knows nothing about any game. Shapes with curves (rounded
panels, discs, stars, cubes) are anti-aliased by supersampling a small mask or sprite once and
caching it, so that a full board stays fast to draw: the canvas itself is drawn at final size.

Conventions:
- colours are RGB tuples; a few helpers accept a colour *name* too (see ``colour``);
- boxes are ``(x0, y0, x1, y1)`` with exclusive right/bottom edges, like Pillow's ``crop``;
- functions that draw take the target ``Image`` (mode RGB or RGBA) first.
"""

from __future__ import annotations

import io
import math
import unicodedata
from collections import OrderedDict
from collections.abc import Callable, Hashable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageChops, ImageDraw, ImageFont

import i18n

RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]

FONT_DIR = Path(__file__).resolve().parent / "fonts"
SUPERSAMPLE = 4  # scale factor used for anti-aliased masks and sprites

# --------------------------------------------------------------------------- palette

BG: RGB = (27, 31, 42)  # page background
PANEL: RGB = (40, 46, 61)  # raised panels
PANEL_ALT: RGB = (50, 57, 75)  # nested boxes, table stripes
PANEL_EDGE: RGB = (76, 85, 108)  # panel outlines
TITLE_BG: RGB = (19, 22, 31)  # title bar
TEXT: RGB = (240, 242, 247)  # main text
MUTED: RGB = (163, 171, 190)  # secondary text
GRID_LINE: RGB = (84, 93, 117)  # grid lines, dashed slots
ACCENT: RGB = (255, 206, 84)  # highlight (current mover, winners)
STAR: RGB = (255, 203, 45)  # VP star fill
STAR_EDGE: RGB = (153, 99, 0)
STAR_TEXT: RGB = (48, 32, 0)
GOOD: RGB = (96, 204, 124)
BAD: RGB = (236, 94, 94)
INFO: RGB = (110, 170, 255)
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (0, 0, 0)
GOLD: RGB = (240, 190, 50)
SILVER: RGB = (196, 204, 214)
BRONZE: RGB = (205, 127, 62)

# Up to 8 distinct player colours for games without named colours, in seat order.
# Based on the Okabe-Ito colour-blind safe palette, tuned to read well on the dark background.
PLAYER_COLOURS: list[RGB] = [
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 170, 125),  # bluish green
    (240, 228, 66),  # yellow
    (40, 110, 220),  # blue
    (220, 90, 20),  # vermilion
    (204, 121, 167),  # reddish purple
    (225, 225, 225),  # light grey
]

# Colours games refer to by name (case-insensitive lookup through ``colour``).
NAMED_COLOURS: dict[str, RGB] = {
    "purple": (150, 90, 205),
    "grey": (156, 163, 175),
    "gray": (156, 163, 175),
    "pink": (255, 110, 180),
    "black": (34, 34, 38),
    "white": (245, 245, 245),
    "red": (220, 60, 60),
    "orange": (240, 130, 30),
    "yellow": (245, 210, 50),
    "green": (70, 165, 80),
    "blue": (45, 115, 210),
    "sky": (86, 180, 233),
    "teal": (0, 150, 140),
    "brown": (140, 90, 50),
    "gold": GOLD,
    "silver": SILVER,
    "bronze": BRONZE,
}


def colour(value: str | Sequence[int] | None, default: RGB = MUTED) -> RGB:
    """An RGB tuple from a colour name (``NAMED_COLOURS``), ``#rrggbb`` or a 3-sequence."""
    if value is None:
        return default
    if isinstance(value, str):
        key = value.strip().lower()
        if key in NAMED_COLOURS:
            return NAMED_COLOURS[key]
        if key.startswith("#") and len(key) == 7:
            try:
                return (int(key[1:3], 16), int(key[3:5], 16), int(key[5:7], 16))
            except ValueError:
                return default
        return default
    try:
        r, g, b = (int(c) for c in list(value)[:3])
    except (TypeError, ValueError):
        return default
    return (r, g, b)


def player_colour(seat: int, name: str | None = None) -> RGB:
    """The colour for a seat: its named colour when given and known, else ``PLAYER_COLOURS[seat]``."""
    if name and name.strip().lower() in NAMED_COLOURS:
        return NAMED_COLOURS[name.strip().lower()]
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def mix(a: Sequence[int], b: Sequence[int], t: float) -> RGB:
    """Linear blend: t=0 gives a, t=1 gives b."""
    return tuple(round(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def lighten(c: Sequence[int], t: float = 0.3) -> RGB:
    return mix(c, WHITE, t)


def darken(c: Sequence[int], t: float = 0.3) -> RGB:
    return mix(c, BLACK, t)


def luminance(c: Sequence[int]) -> float:
    """Relative luminance (WCAG), 0 for black .. 1 for white."""

    def chan(v: int) -> float:
        v = v / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * chan(c[0]) + 0.7152 * chan(c[1]) + 0.0722 * chan(c[2])


def text_on(c: Sequence[int]) -> RGB:
    """Black or white, whichever reads better on background colour ``c``."""
    return (20, 20, 24) if luminance(c) > 0.33 else WHITE


def edge_for(c: Sequence[int]) -> RGB:
    """An outline colour that separates a shape of colour ``c`` from both dark and light surroundings."""
    return (235, 235, 240) if luminance(c) < 0.06 else darken(c, 0.55)


# --------------------------------------------------------------------------- fonts


class CachedFont(ImageFont.FreeTypeFont):
    """A FreeType font that keeps the masks of the texts it rendered: a game's images draw the same labels, names and
    numbers image after image, and rasterising them is most of the cost of text. Pillow draws text by asking the font
    for the text's mask (`getmask2`) and blending the ink through it, so a kept mask gives the same pixels. Only
    plain anti-aliased text is kept (no stroke, direction, features or language); the mask does not depend on the
    ink in that mode."""

    def getmask2(  # type: ignore[override]
        self,
        text: str | bytes,
        mode: str = "",
        direction: str | None = None,
        features: list[str] | None = None,
        language: str | None = None,
        stroke_width: float = 0,
        anchor: str | None = None,
        ink: int = 0,
        start: tuple[float, float] | None = None,
        *args: Any,
        **kwargs: Any,
    ) -> tuple[Any, tuple[int, int]]:
        plain = mode == "L" and not (direction or features or language or stroke_width or args)
        plain = plain and set(kwargs) <= {"stroke_filled"}
        if not (plain and _caching):
            return super().getmask2(
                text, mode, direction, features, language, stroke_width, anchor, ink, start, *args, **kwargs
            )
        key = (self, text, anchor, start)
        found = _masks.get(key)
        if found is not None:
            _masks.move_to_end(key)
            return found
        found = super().getmask2(text, mode, None, None, None, 0, anchor, ink, start, **kwargs)
        _masks[key] = found
        if len(_masks) > MASKS:
            _masks.popitem(last=False)
        return found


MASKS = 4096  # text masks kept per process (a label at 24 px is a few kilobytes: 10–25 MB at most)
_masks: OrderedDict[tuple[Any, ...], tuple[Any, tuple[int, int]]] = OrderedDict()
_caching = True  # False inside `uncached()`


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False, condensed: bool = False) -> ImageFont.FreeTypeFont:
    """A shipped DejaVu font (Latin incl. Czech/Slovak/Polish letters), cached per size and style."""
    name = "DejaVuSans" + ("Condensed" if condensed else "") + ("-Bold" if bold else "") + ".ttf"
    return CachedFont(str(FONT_DIR / name), max(1, int(size)), layout_engine=ImageFont.Layout.BASIC)


TEXT_CACHE = 4096  # entries of each text cache (translations, measurements)


def t(key: str, **params: Any) -> str:
    """``i18n.t``, remembered: a label translated once per language, key and parameters (the catalogs do not change
    while the bot runs, and formatting a message with its numbers costs more than drawing it)."""
    try:
        typed = tuple(sorted((name, type(value).__name__, value) for name, value in params.items()))
        return _translated(i18n.current_lang(), key, typed)
    except TypeError:  # a parameter that cannot be a key (a list): translated every time
        return i18n.t(key, **params)


@lru_cache(maxsize=TEXT_CACHE)
def _translated(lang: str, key: str, params: tuple[tuple[str, str, Any], ...]) -> str:
    with i18n.use_lang(lang):  # (the current language already: it is part of the key)
        return i18n.t(key, **{name: value for name, _, value in params})


# Text measurement is cached: a game's images repeat the same labels, names and numbers at the same sizes image after
# image, and measuring them (fitting, wrapping, cutting) costs more than drawing them. Fonts are cached objects, so
# (text, font) identifies a measurement.


def clean(text: object) -> str:
    """Text ready for drawing: str, NFC-normalised (combining accents composed), no control characters."""
    return _clean(str(text))


@lru_cache(maxsize=TEXT_CACHE)
def _clean(text: str) -> str:
    s = unicodedata.normalize("NFC", text)
    return "".join(ch if unicodedata.category(ch)[0] != "C" else " " for ch in s)


@lru_cache(maxsize=TEXT_CACHE)
def text_width(text: str, fnt: ImageFont.FreeTypeFont) -> int:
    return int(round(fnt.getlength(text)))


@lru_cache(maxsize=TEXT_CACHE)
def text_length(text: str, fnt: ImageFont.FreeTypeFont) -> float:
    """``fnt.getlength(text)``, remembered (unrounded: layouts that add it up)."""
    return fnt.getlength(text)


@lru_cache(maxsize=TEXT_CACHE)
def ellipsize(text: str, fnt: ImageFont.FreeTypeFont, max_width: int) -> str:
    """``text`` cut with a trailing ellipsis so that it fits ``max_width`` (unchanged if it fits)."""
    text = clean(text)
    if fnt.getlength(text) <= max_width:
        return text
    lo, hi = 0, len(text)
    while lo < hi:  # longest prefix that fits together with the ellipsis
        mid = (lo + hi + 1) // 2
        if fnt.getlength(text[:mid].rstrip() + "…") <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…" if lo else "…"


@lru_cache(maxsize=TEXT_CACHE)
def fit_text(
    text: str,
    max_width: int,
    size: int,
    *,
    bold: bool = False,
    min_size: int = 16,
    allow_condensed: bool = True,
) -> tuple[str, ImageFont.FreeTypeFont]:
    """The largest font (``size`` down to ``min_size``, switching to condensed first) that fits ``text``.

    If even the smallest condensed font is too wide, the text is ellipsised. Returns ``(text, font)``.
    """
    text = clean(text)
    for s in range(int(size), int(min_size) - 1, -1):
        f = font(s, bold)
        if f.getlength(text) <= max_width:
            return text, f
        if allow_condensed:
            f = font(s, bold, condensed=True)
            if f.getlength(text) <= max_width:
                return text, f
    f = font(min_size, bold, condensed=allow_condensed)
    return ellipsize(text, f, max_width), f


def pack_rows(widths: Sequence[float], width: float, gap: float | Callable[[int, int], float] = 0) -> list[list[int]]:
    """The indexes of items `widths` wide in greedy rows of at most `width`, `gap` between two items of a row (or
    `gap(before, index)`); an item wider than a row has a row of its own. No items: no rows."""
    rows: list[list[int]] = []
    used = 0.0
    for index, w in enumerate(widths):
        if rows:
            between = gap(rows[-1][-1], index) if callable(gap) else gap
            if used + between + w <= width:
                rows[-1].append(index)
                used += between + w
                continue
        rows.append([index])
        used = w
    return rows


def wrap_text(text: str, fnt: ImageFont.FreeTypeFont, max_width: int) -> list[str]:
    """Greedy word wrap; paragraphs split on newlines; over-long words are broken."""
    return list(_wrap(str(text), fnt, max_width))


@lru_cache(maxsize=TEXT_CACHE)
def _wrap(text: str, fnt: ImageFont.FreeTypeFont, max_width: int) -> tuple[str, ...]:
    lines: list[str] = []
    for para in clean_lines(text):
        words = para.split()
        if not words:
            lines.append("")
            continue
        line = ""
        for word in words:
            candidate = f"{line} {word}" if line else word
            if fnt.getlength(candidate) <= max_width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while fnt.getlength(word) > max_width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and fnt.getlength(word[:cut]) > max_width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return tuple(lines)


def clean_lines(text: str) -> list[str]:
    return [clean(p) for p in unicodedata.normalize("NFC", str(text)).split("\n")]


def line_height(fnt: ImageFont.FreeTypeFont, spacing: float = 1.25) -> int:
    return int(round(fnt.size * spacing))


def drawer(img: Image.Image) -> ImageDraw.ImageDraw:
    """An ``ImageDraw`` for ``img``, kept on the image: an image gets dozens of labels and shapes, and making a
    drawing context for each cost more than drawing a short label."""
    kept: ImageDraw.ImageDraw | None = img.__dict__.get("_drawer")
    if kept is None or kept.im is not img.im:  # (a new image, or one whose pixels were replaced)
        kept = ImageDraw.Draw(img)
        img.__dict__["_drawer"] = kept
    return kept


def draw_text(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    fnt: ImageFont.FreeTypeFont,
    fill: Sequence[int] = TEXT,
    anchor: str = "la",
    shadow: Sequence[int] | None = None,
) -> None:
    """Text at ``xy`` with a Pillow anchor (``la`` top-left, ``mm`` centre, ``lm`` left-middle...)."""
    d = drawer(img)
    if shadow is not None:
        d.text((xy[0] + 1, xy[1] + 2), clean(text), font=fnt, fill=tuple(shadow), anchor=anchor)
    d.text(xy, clean(text), font=fnt, fill=tuple(fill), anchor=anchor)


def text_in_box(
    img: Image.Image,
    box: Box,
    text: str,
    size: int,
    *,
    bold: bool = False,
    fill: Sequence[int] = TEXT,
    align: str = "center",
    min_size: int = 16,
    pad: int = 0,
    shadow: Sequence[int] | None = None,
) -> ImageFont.FreeTypeFont:
    """Text fitted into ``box`` (shrunk, condensed, then ellipsised) and centred vertically.

    ``align`` is ``left``, ``center`` or ``right``. Returns the font used.
    """
    x0, y0, x1, y1 = box
    shown, f = fit_text(text, max(1, x1 - x0 - 2 * pad), size, bold=bold, min_size=min_size)
    cy = (y0 + y1) / 2
    if align == "left":
        draw_text(img, (x0 + pad, cy), shown, f, fill, "lm", shadow)
    elif align == "right":
        draw_text(img, (x1 - pad, cy), shown, f, fill, "rm", shadow)
    else:
        draw_text(img, ((x0 + x1) / 2, cy), shown, f, fill, "mm", shadow)
    return f


def draw_wrapped(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    fnt: ImageFont.FreeTypeFont,
    max_width: int,
    fill: Sequence[int] = TEXT,
    spacing: float = 1.3,
    max_lines: int | None = None,
) -> int:
    """Word-wrapped text from top-left ``xy``; returns the height used."""
    lines = wrap_text(text, fnt, max_width)
    if max_lines is not None and len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = ellipsize(lines[-1] + " …", fnt, max_width)
    lh = line_height(fnt, spacing)
    for i, line in enumerate(lines):
        draw_text(img, (xy[0], xy[1] + i * lh), line, fnt, fill, "la")
    return lh * len(lines)


def wrapped_height(text: str, fnt: ImageFont.FreeTypeFont, max_width: int, spacing: float = 1.3) -> int:
    return line_height(fnt, spacing) * len(wrap_text(text, fnt, max_width))


# --------------------------------------------------------------------------- anti-aliased masks and sprites


def supersample(
    width: int, height: int, draw_fn: Callable[[ImageDraw.ImageDraw, float], None], scale: int = SUPERSAMPLE
) -> Image.Image:
    """An RGBA sprite drawn at ``scale``× by ``draw_fn(draw, scale)`` and downscaled with LANCZOS.

    ``draw_fn`` receives the scale so it can multiply its coordinates. Cache the result yourself
    (for example with ``functools.lru_cache``) when the same sprite is drawn repeatedly.
    """
    big = Image.new("RGBA", (max(1, width * scale), max(1, height * scale)), (0, 0, 0, 0))
    draw_fn(ImageDraw.Draw(big), scale)
    return big.resize((max(1, width), max(1, height)), Image.Resampling.LANCZOS)


def paste_sprite(img: Image.Image, sprite: Image.Image, xy: tuple[int, int]) -> None:
    """Composite an RGBA sprite with its alpha onto ``img`` at top-left ``xy``."""
    x, y = int(round(xy[0])), int(round(xy[1]))
    if img.mode == "RGBA":
        img.alpha_composite(sprite, (x, y)) if x >= 0 and y >= 0 else img.paste(sprite, (x, y), sprite)
    else:
        img.paste(sprite, (x, y), sprite)


@lru_cache(maxsize=64)
def _corner(r: int) -> Image.Image:
    """An ``r``×``r`` anti-aliased quarter disc (top-left corner)."""
    s = SUPERSAMPLE
    m = Image.new("L", (r * s, r * s), 0)
    ImageDraw.Draw(m).ellipse((0, 0, 2 * r * s - 1, 2 * r * s - 1), fill=255)
    return m.resize((r, r), Image.Resampling.BOX)


@lru_cache(maxsize=512)
def rounded_mask(w: int, h: int, r: int) -> Image.Image:
    """Anti-aliased mask (mode L) of a ``w``×``h`` rounded rectangle with corner radius ``r``."""
    w, h = max(1, w), max(1, h)
    r = max(0, min(r, w // 2, h // 2))
    m = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(m)
    if r == 0:
        d.rectangle((0, 0, w - 1, h - 1), fill=255)
        return m
    if w - 2 * r > 0:
        d.rectangle((r, 0, w - r - 1, h - 1), fill=255)
    if h - 2 * r > 0:
        d.rectangle((0, r, w - 1, h - r - 1), fill=255)
    c = _corner(r)
    m.paste(c, (0, 0))
    m.paste(c.transpose(Image.Transpose.FLIP_LEFT_RIGHT), (w - r, 0))
    m.paste(c.transpose(Image.Transpose.FLIP_TOP_BOTTOM), (0, h - r))
    m.paste(c.transpose(Image.Transpose.ROTATE_180), (w - r, h - r))
    return m


@lru_cache(maxsize=256)
def _ring_mask(w: int, h: int, r: int, width: int) -> Image.Image:
    outer = rounded_mask(w, h, r)
    inner = Image.new("L", (w, h), 0)
    if w > 2 * width and h > 2 * width:
        inner.paste(rounded_mask(w - 2 * width, h - 2 * width, max(0, r - width)), (width, width))
    return ImageChops.subtract(outer, inner)


def _scaled(mask: Image.Image, alpha: int) -> Image.Image:
    if alpha >= 255:
        return mask
    return mask.point(lambda v: v * alpha // 255)


SPLIT_AREA = 6000  # px: above this, a rounded panel is filled in parts (measured: 3× faster at 300×100)


def _fill_rounded(img: Image.Image, fill: Sequence[int], box: Box, r: int) -> None:
    """Paste ``fill`` through ``rounded_mask(w, h, r)`` at ``box``, pixel for pixel, without a full-size mask: the
    mask is opaque but for its corners, so the body is a plain fill (cheap) and only the corners are blended."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    r = max(0, min(r, w // 2, h // 2))
    colour_ = tuple(fill)
    if r == 0:
        img.paste(colour_, box)
        return
    if w - 2 * r > 0:
        img.paste(colour_, (x0 + r, y0, x1 - r, y1))
    if h - 2 * r > 0:
        img.paste(colour_, (x0, y0 + r, x0 + r, y1 - r))
        img.paste(colour_, (x1 - r, y0 + r, x1, y1 - r))
    tl, tr, bl, br = _corners(r)
    img.paste(colour_, (x0, y0, x0 + r, y0 + r), tl)
    img.paste(colour_, (x1 - r, y0, x1, y0 + r), tr)
    img.paste(colour_, (x0, y1 - r, x0 + r, y1), bl)
    img.paste(colour_, (x1 - r, y1 - r, x1, y1), br)


@lru_cache(maxsize=64)
def _corners(r: int) -> tuple[Image.Image, Image.Image, Image.Image, Image.Image]:
    """The four corner masks of ``rounded_mask`` with radius ``r``: top-left, top-right, bottom-left, bottom-right."""
    c = _corner(r)
    return (
        c,
        c.transpose(Image.Transpose.FLIP_LEFT_RIGHT),
        c.transpose(Image.Transpose.FLIP_TOP_BOTTOM),
        c.transpose(Image.Transpose.ROTATE_180),
    )


def rounded_panel(
    img: Image.Image,
    box: Box,
    radius: int = 14,
    fill: Sequence[int] | None = PANEL,
    outline: Sequence[int] | None = None,
    width: int = 2,
    alpha: int = 255,
    shadow: bool = False,
) -> None:
    """An anti-aliased rounded rectangle. ``fill=None`` draws only the outline.

    ``alpha`` (0–255) makes the fill translucent; ``shadow`` adds a soft drop shadow below.
    """
    x0, y0, x1, y1 = (int(round(v)) for v in box)
    w, h = x1 - x0, y1 - y0
    if w <= 0 or h <= 0:
        return
    if shadow:
        img.paste((0, 0, 0), (x0 + 2, y0 + 4, x1 + 2, y1 + 4), _scaled(rounded_mask(w, h, radius), 90))
    # a large opaque panel: the same pixels as through its mask, drawn as a plain fill with blended corners (a small
    # one costs less as one masked paste than as several)
    opaque = alpha >= 255 and img.mode in ("RGB", "RGBA") and w * h > SPLIT_AREA
    if outline is not None and width > 0:
        if fill is not None:
            inset = (x0 + width, y0 + width, x1 - width, y1 - width)
            if opaque:
                _fill_rounded(img, outline, (x0, y0, x1, y1), radius)
            else:
                img.paste(tuple(outline), (x0, y0, x1, y1), _scaled(rounded_mask(w, h, radius), alpha))
            if w > 2 * width and h > 2 * width:
                if opaque:
                    _fill_rounded(img, fill, inset, max(0, radius - width))
                else:
                    inner = rounded_mask(w - 2 * width, h - 2 * width, max(0, radius - width))
                    img.paste(tuple(fill), inset, _scaled(inner, alpha))
        else:
            img.paste(tuple(outline), (x0, y0, x1, y1), _scaled(_ring_mask(w, h, radius, width), alpha))
    elif fill is not None:
        if opaque:
            _fill_rounded(img, fill, (x0, y0, x1, y1), radius)
        else:
            img.paste(tuple(fill), (x0, y0, x1, y1), _scaled(rounded_mask(w, h, radius), alpha))


def dashed_rounded(
    img: Image.Image, box: Box, radius: int = 14, colour_: Sequence[int] = GRID_LINE, width: int = 2, dash: int = 10
) -> None:
    """A dashed rounded outline, for empty slots."""
    x0, y0, x1, y1 = box
    ring = _ring_mask(x1 - x0, y1 - y0, radius, width).copy()
    d = ImageDraw.Draw(ring)
    w, h = ring.size
    for x in range(radius + dash, w - radius - dash, 2 * dash):  # gaps along the straight edges
        d.rectangle((x, 0, x + dash - 1, h - 1), fill=0)
    for y in range(radius + dash, h - radius - dash, 2 * dash):
        d.rectangle((0, y, w - 1, y + dash - 1), fill=0)
    img.paste(tuple(colour_), (x0, y0, x1, y1), ring)


@lru_cache(maxsize=256)
def disc_mask(d: int) -> Image.Image:
    """Anti-aliased disc of diameter ``d`` (mode L)."""
    s = SUPERSAMPLE
    m = Image.new("L", (d * s, d * s), 0)
    ImageDraw.Draw(m).ellipse((0, 0, d * s - 1, d * s - 1), fill=255)
    return m.resize((d, d), Image.Resampling.BOX)


def draw_disc(
    img: Image.Image,
    centre: tuple[float, float],
    radius: float,
    fill: Sequence[int],
    outline: Sequence[int] | None = None,
    width: int = 2,
) -> None:
    """An anti-aliased filled circle with optional outline."""
    cx, cy = centre
    if outline is not None and width > 0:
        d = int(round(2 * radius))
        x, y = int(round(cx - d / 2)), int(round(cy - d / 2))
        img.paste(tuple(outline), (x, y, x + d, y + d), disc_mask(d))
        radius -= width
    d = int(round(2 * radius))
    if d > 0:
        x, y = int(round(cx - d / 2)), int(round(cy - d / 2))
        img.paste(tuple(fill), (x, y, x + d, y + d), disc_mask(d))


def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int = 5) -> list[tuple[float, float]]:
    """Vertices of an n-pointed star, first point straight up."""
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + i * math.pi / n
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


@lru_cache(maxsize=64)
def _star_sprite(radius: int, fill: RGB, edge: RGB) -> Image.Image:
    size = 2 * radius + 2

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        c = size * s / 2
        d.polygon(star_points(c, c + 0.06 * radius * s, radius * s, radius * s * 0.56), fill=edge + (255,))
        e = max(1.5, radius * 0.11) * s
        d.polygon(
            star_points(c, c + 0.06 * radius * s, radius * s - e * 1.6, radius * s * 0.56 - e), fill=fill + (255,)
        )

    return supersample(size, size, paint)


def draw_star(
    img: Image.Image,
    centre: tuple[float, float],
    radius: int,
    number: object | None = None,
    fill: RGB = STAR,
    edge: RGB = STAR_EDGE,
    text_fill: RGB = STAR_TEXT,
    size: int | None = None,
) -> None:
    """A VP star (yellow by default) centred at ``centre``, with an optional number inside."""
    radius = int(radius)
    sprite = _star_sprite(radius, tuple(fill), tuple(edge))
    cx, cy = centre
    paste_sprite(img, sprite, (cx - sprite.width / 2, cy - sprite.height / 2))
    if number is not None:
        label = clean(number)
        fsize = size or max(12, int(radius * (0.95 if len(label) <= 1 else 0.8)))
        shown, f = fit_text(label, int(radius * 1.05), fsize, bold=True, min_size=10)
        draw_text(img, (cx, cy + radius * 0.07), shown, f, text_fill, "mm")


@lru_cache(maxsize=256)
def cube_sprite(size: int, fill: RGB, style: str = "solid") -> Image.Image:
    """A small cube in oblique view, ``size`` px wide.

    ``solid``: shaded faces, a light rim for dark colours so black reads on a dark page.
    ``outline``: a hollow wireframe (player colour inside a thin light rim), for planned cubes.
    """
    dark = luminance(fill) < 0.06
    face = mix(fill, WHITE, 0.16) if dark else fill
    edge = (170, 172, 182) if dark else darken(fill, 0.55)
    top = lighten(face, 0.38)
    side = darken(face, 0.3)
    height = size + 1

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        w = size * s - 1
        k = 0.26 * w  # depth of the top/side faces
        lw = max(1.0, size / 16) * s
        outline = [(0, k), (k, 0), (w, 0), (w, w - k), (w - k, w), (0, w)]
        if style == "outline":
            rim = (235, 235, 240, 255)
            d.polygon(outline, fill=(16, 18, 26, 170), outline=rim, width=int(3.2 * lw))
            inner = [
                (0.9 * lw, k + 0.45 * lw),
                (k + 0.45 * lw, 0.9 * lw),
                (w - 0.9 * lw, 0.9 * lw),
                (w - 0.9 * lw, w - k - 0.45 * lw),
                (w - k - 0.45 * lw, w - 0.9 * lw),
                (0.9 * lw, w - 0.9 * lw),
            ]
            d.polygon(inner, outline=fill + (255,), width=int(2.2 * lw))
            d.line([(0, k), (w - k, k), (w, 0)], fill=fill + (255,), width=int(1.6 * lw))
            d.line([(w - k, k), (w - k, w)], fill=fill + (255,), width=int(1.6 * lw))
            return
        i = lw
        d.polygon(outline, fill=edge + (255,))
        d.polygon([(i, k + i / 2), (w - k - i / 2, k + i / 2), (w - k - i / 2, w - i), (i, w - i)], fill=face + (255,))
        d.polygon(
            [(i * 1.5, k - i / 2), (k + i / 2, i), (w - i * 1.5, i), (w - k - i / 2, k - i / 2)], fill=top + (255,)
        )
        d.polygon(
            [(w - k + i / 2, k + i / 2), (w - i, i * 1.5), (w - i, w - k - i / 2), (w - k + i / 2, w - i * 1.5)],
            fill=side + (255,),
        )
        # a soft highlight on the front face so every colour, black included, reads as solid
        hl = lighten(face, 0.22 if dark else 0.16)
        d.polygon([(i * 2, k + i * 1.5), (w * 0.5, k + i * 1.5), (i * 2, w * 0.62)], fill=hl + (255,))

    return supersample(size, height, paint)


def draw_cube(img: Image.Image, xy: tuple[float, float], size: int, fill: Sequence[int], style: str = "solid") -> None:
    """A player cube with its top-left corner at ``xy`` (see ``cube_sprite``)."""
    paste_sprite(img, cube_sprite(int(size), tuple(fill), style), xy)


def draw_chip(
    img: Image.Image,
    centre: tuple[float, float],
    radius: int,
    fill: Sequence[int],
    *,
    shape: str = "circle",
    label: str | None = None,
    outline: Sequence[int] | None = None,
) -> None:
    """A player token: ``circle`` (disc with contrasting outline) or ``cube``; optional label inside a disc."""
    fill = tuple(fill)
    if shape == "cube":
        draw_cube(img, (centre[0] - radius, centre[1] - radius), 2 * radius, fill)
        return
    draw_disc(img, centre, radius, fill, outline or edge_for(fill), max(2, radius // 6))
    if label:
        shown, f = fit_text(label, int(radius * 1.5), int(radius * 1.1), bold=True, min_size=10)
        draw_text(img, centre, shown, f, text_on(fill), "mm")


def draw_badge(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    *,
    fill: Sequence[int] = PANEL_ALT,
    text_fill: Sequence[int] | None = None,
    size: int = 16,
    height: int | None = None,
    anchor: str = "l",
    bold: bool = True,
) -> int:
    """A pill-shaped label; ``xy`` is its left-middle (``anchor='l'``) or right-middle (``'r'``). Returns width."""
    f = font(size, bold)
    label = clean(text)
    h = height or int(size * 1.7)
    w = text_width(label, f) + h
    x = xy[0] - w if anchor == "r" else xy[0]
    y = int(xy[1] - h / 2)
    rounded_panel(img, (x, y, x + w, y + h), h // 2, fill)
    draw_text(img, (x + w / 2, y + h / 2), label, f, text_fill or text_on(fill), "mm")
    return w


def draw_check(img: Image.Image, box: Box, fill: Sequence[int] = GOOD, width: int | None = None) -> None:
    """A tick mark inside ``box``."""
    x0, y0, x1, y1 = box
    w = width or max(3, (x1 - x0) // 5)
    d = drawer(img)
    pts = [
        (x0 + (x1 - x0) * 0.1, y0 + (y1 - y0) * 0.55),
        (x0 + (x1 - x0) * 0.4, y1 - (y1 - y0) * 0.12),
        (x1 - (x1 - x0) * 0.05, y0 + (y1 - y0) * 0.12),
    ]
    d.line(pts, fill=tuple(fill), width=w, joint="curve")


def draw_legend(
    img: Image.Image,
    xy: tuple[int, int],
    items: Iterable[tuple[Sequence[int], str]],
    *,
    size: int = 18,
    swatch: int | None = None,
    gap: int = 22,
    fill: Sequence[int] = TEXT,
    max_width: int | None = None,
) -> int:
    """A row of ``(colour, label)`` items: a rounded swatch then the label. ``xy`` is left-middle.

    Returns the x where the row ended. Stops (with an ellipsis) if ``max_width`` would be exceeded.
    """
    x, cy = xy
    sw = swatch or size
    f = font(size)
    limit = xy[0] + max_width if max_width else None
    for col, label in items:
        label = clean(label)
        need = sw + 8 + text_width(label, f)
        if limit is not None and x + need > limit:
            if limit - x > sw + 8 + 20:
                rounded_panel(img, (x, cy - sw // 2, x + sw, cy + sw // 2), max(2, sw // 4), col, edge_for(col), 2)
                draw_text(img, (x + sw + 8, cy), ellipsize(label, f, limit - x - sw - 8), f, fill, "lm")
            return limit
        rounded_panel(img, (x, cy - sw // 2, x + sw, cy + sw // 2), max(2, sw // 4), col, edge_for(col), 2)
        draw_text(img, (x + sw + 8, cy), label, f, fill, "lm")
        x += need + gap
    return x - gap


def title_bar(
    img: Image.Image,
    title: str,
    subtitle: str | None = None,
    *,
    right: str | None = None,
    height: int = 72,
    fill: Sequence[int] = TITLE_BG,
    accent: Sequence[int] | None = ACCENT,
    pad: int = 24,
    subtitle_fill: Sequence[int] = MUTED,
) -> int:
    """A full-width bar at the top: bold title, optional subtitle under it, optional right-aligned text.

    Returns the bar's height.
    """
    w = img.width
    drawer(img).rectangle((0, 0, w, height - 1), fill=tuple(fill))
    if accent is not None:
        drawer(img).rectangle((0, height - 4, w, height - 1), fill=tuple(accent))
    right_w = 0
    if right:
        rf = font(22, bold=True)
        right_w = min(text_width(clean(right), rf), w // 2)
        text_in_box(img, (w - pad - right_w, 0, w - pad, height - 4), right, 22, bold=True, fill=TEXT, align="right")
    avail = w - 2 * pad - (right_w + 24 if right else 0)
    if subtitle:
        text_in_box(
            img,
            (pad, 8, pad + avail, 8 + int(height * 0.5)),
            title,
            int(height * 0.42),
            bold=True,
            align="left",
            min_size=18,
        )
        text_in_box(
            img,
            (pad, int(height * 0.52), pad + avail, height - 8),
            subtitle,
            max(17, int(height * 0.28)),
            fill=subtitle_fill,
            align="left",
        )
    else:
        text_in_box(
            img, (pad, 0, pad + avail, height - 4), title, int(height * 0.46), bold=True, align="left", min_size=18
        )
    return height


def new_canvas(width: int, height: int, bg: Sequence[int] = BG) -> Image.Image:
    """A blank RGB canvas."""
    return Image.new("RGB", (int(width), int(height)), tuple(bg))


# --------------------------------------------------------------------------- static layers

LAYER_BUDGET = 48 * 1024 * 1024  # bytes of cached layers per process (a 1100×1400 RGB board is about 4.6 MB)
_layers: OrderedDict[Hashable, Image.Image] = OrderedDict()


def layered(key: Hashable, draw: Callable[[], Image.Image]) -> Image.Image:
    """A canvas that already holds the static layer ``key``: what never changes in a game's images (frames, grids,
    legends, fixed labels), drawn once by ``draw()`` and copied afterwards.

    ``key`` must name everything the layer depends on (size, player count, language...). The first time, the canvas
    ``draw()`` returns is handed out itself (so its drawing calls land on the final image) and a copy is kept; the
    cache is least-recently-used, bounded by ``LAYER_BUDGET`` bytes. Draw the changing parts on the result.
    """
    cached = _layers.get(key) if _caching else None
    if cached is not None:
        _layers.move_to_end(key)
        return cached.copy()
    canvas = draw()
    if not _caching:
        return canvas
    _layers[key] = canvas.copy()
    used = sum(_layer_bytes(image) for image in _layers.values())
    while used > LAYER_BUDGET and len(_layers) > 1:
        _, dropped = _layers.popitem(last=False)
        used -= _layer_bytes(dropped)
    return canvas


def _layer_bytes(image: Image.Image) -> int:
    return image.width * image.height * len(image.getbands())


@contextmanager
def uncached() -> Iterator[None]:
    """Draw everything from scratch inside: no static layer or text mask is read or kept (what a plain Pillow
    program draws; bench/bench_render.py records its baseline so). Text measurement stays cached: it draws nothing."""
    global _caching
    before, _caching = _caching, False
    try:
        yield
    finally:
        _caching = before


def clear_caches() -> None:
    """Forget every cached layer, text mask and text measurement (the next images start cold)."""
    _layers.clear()
    _masks.clear()
    for cached in (_clean, text_width, text_length, ellipsize, fit_text, _wrap, _translated):
        cached.cache_clear()


# --------------------------------------------------------------------------- encoding


ZLIB_LEVEL = 3  # measured (bench/bench_encode.py): 256-colour boards save in two thirds of level 6's time (about
# 12 ms less for a BSG board) for 15% more bytes; level 1 saves 1 ms more for 10% more bytes; 9 and `optimize` take
# 4-5× as long for 7% fewer bytes. A lossless palette is never possible for a board (1,500-13,000 colours) and full
# colour costs twice the time and three times the bytes.


EXACT_COLOURS = 32  # see reduce_colours
MANY_COLOURS = 4096  # more: whole-image octree is as fast (Envyra's 13,000, Hieroglyphs' 7,700 colours)
SAMPLE_STEP = 2  # a big image's colours are counted on every other pixel of every other row (see colour_counts)
SAMPLED_FROM = 200_000  # pixels: smaller images are counted whole
SAMPLED_MANY = MANY_COLOURS * 5 // 8  # the grid holds 57-77% of a board's colours (measured on every game's boards)


def colour_counts(rgb: Image.Image, colours: int = 256) -> list[tuple[int, tuple[int, int, int]]] | None:
    """``(count, colour)`` of the colours the palette is chosen from; None when there are more than MANY_COLOURS
    (then whole-image octree is as fast).

    A big image is counted on a 1-in-``SAMPLE_STEP``² grid of its pixels first, a quarter of the CPU of counting
    all (bench/bench_encode.py): anything ``SAMPLE_STEP`` px wide is on the grid, so every fill and text colour is
    found; only some antialiasing shades are not, and those map to their nearest palette entry like the shades the
    octree merged. The whole image is counted when the grid holds few enough colours for an exact palette.
    """
    if rgb.width * rgb.height >= SAMPLED_FROM:
        grid = rgb.resize((rgb.width // SAMPLE_STEP, rgb.height // SAMPLE_STEP), Image.Resampling.NEAREST)
        sampled = grid.getcolors(SAMPLED_MANY)  # None: about MANY_COLOURS or more in the image
        if sampled is None or len(sampled) > colours:
            return sampled
    return rgb.getcolors(MANY_COLOURS)


def reduce_colours(rgb: Image.Image, colours: int = 256) -> Image.Image:
    """``rgb`` as a palette image of at most ``colours`` entries, no dithering.

    The palette is chosen from the image's distinct colours (a board has 1,500-13,000, mostly antialiasing shades),
    not from its pixels: fast octree over a one-row strip of those colours, then each pixel mapped to its nearest
    entry. Half the CPU of octree over the whole image (bench/bench_encode.py), every channel within 13 of the
    original (whole-image octree: 15). An image with few enough colours gets exactly its own palette (lossless);
    one with more than ``MANY_COLOURS`` falls back to whole-image octree.
    """
    found = colour_counts(rgb, colours)
    if found is None:
        return rgb.quantize(colours, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    if len(found) <= colours:
        strip = Image.new("RGB", (len(found), 1))
        strip.putdata([colour for _, colour in found])
        palette = Image.new("P", (1, 1))
        palette.putpalette([channel for _, colour in found for channel in colour])
        # Pillow's nearest-colour lookup works on 4×4×4 cells: two colours that close may share an entry
        mapped = strip.quantize(palette=palette, dither=Image.Dither.NONE).convert("RGB")
        if ImageChops.difference(strip, mapped).getbbox() is None:
            return rgb.quantize(palette=palette, dither=Image.Dither.NONE)
    return rgb.quantize(palette=palette_of(found, colours), dither=Image.Dither.NONE)


def palette_of(
    found: list[tuple[int, tuple[int, int, int]]], colours: int = 256, exact: int = EXACT_COLOURS
) -> Image.Image:
    """A palette (a 1×1 "P" image) for the counted colours ``found``: the ``exact`` most used (backgrounds, panels,
    card faces) kept exactly, fast octree over the rest (mostly edge shades)."""
    found = sorted(found, reverse=True)  # by count (ties by colour: the same palette whatever order they came in)
    kept = [colour for _, colour in found[:exact]]
    entries: list[int] = []
    if len(found) > len(kept):
        rest = Image.new("RGB", (len(found) - len(kept), 1))
        rest.putdata([colour for _, colour in found[exact:]])
        shades = rest.quantize(colours - len(kept), method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
        entries = shades.getpalette() or []
    palette = Image.new("P", (1, 1))
    palette.putpalette([channel for colour in kept for channel in colour] + entries[: 3 * (colours - len(kept))])
    return palette


def learned_palette(samples: Iterable[Image.Image], colours: int = 256, exact: int = EXACT_COLOURS) -> Image.Image:
    """One palette for every image a renderer draws, chosen once from sample images of it (`palette_of` over their
    colours counted together). A game whose images all use the same few fills and inks gets as close a palette
    from its samples as from each image's own colours (bench/bench_encode.py), and its images then skip counting
    and choosing: `to_png(image, palette=...)` only maps each pixel to its nearest entry."""
    counts: dict[tuple[int, int, int], int] = {}
    for sample in samples:
        rgb = sample.convert("RGB")
        for count, colour in rgb.getcolors(rgb.width * rgb.height) or []:
            counts[colour] = counts.get(colour, 0) + count
    found = sorted(((count, colour) for colour, count in counts.items()), reverse=True)
    palette = palette_of(found, colours, exact)
    entries = palette.getpalette() or []
    faithful = honest([tuple(entries[i : i + 3]) for i in range(0, len(entries), 3)], [c for _, c in found[:exact]])
    palette.putpalette([channel for colour in faithful for channel in colour])
    return palette


def honest(entries: list[Any], ranked: list[Any]) -> list[Any]:
    """Palette ``entries`` without those that would take the place of a more used colour of ``ranked`` (most used
    first). Pillow maps a pixel to the entry nearest the corner of its 4×4×4 cell, not to the pixel itself: a page
    fill (247, 243, 232) would come out as its edge shade (245, 241, 230) if both were entries. Dropping the shade,
    the fill is exact and the shade's pixels go to their next nearest entry."""
    rank = {colour: i for i, colour in enumerate(ranked)}
    for _ in range(8):  # a dropped entry can uncover another taker behind it: a few rounds
        present = [colour for colour in ranked if colour in set(entries)]
        palette = Image.new("P", (1, 1))
        palette.putpalette([channel for colour in entries for channel in colour])
        strip = Image.new("RGB", (len(present), 1))
        strip.putdata(present)
        taken = strip.quantize(palette=palette, dither=Image.Dither.NONE).getdata()
        drop = {
            entries[index]
            for colour, index in zip(present, taken)
            if entries[index] != colour and rank.get(entries[index], len(rank)) > rank[colour]
        }
        if not drop:
            break
        entries = [colour for colour in entries if colour not in drop]
    return entries


def to_png(
    image: Image.Image,
    *,
    quantize: bool = False,
    colours: int = 256,
    compress_level: int = ZLIB_LEVEL,
    palette: Image.Image | None = None,
) -> bytes:
    """PNG bytes of ``image``.

    ``quantize=True`` reduces to a ``colours``-entry palette (`reduce_colours`): about a third of the size for
    flat, text-heavy images, at the cost of slight banding in gradients. A ``palette`` given (`learned_palette`)
    is used as it is: each pixel mapped to its nearest entry, no dithering.
    """
    im = image
    if im.mode not in ("RGB", "RGBA", "P", "L"):
        im = im.convert("RGB")
    if palette is not None and im.mode in ("RGB", "RGBA"):
        im = (im if im.mode == "RGB" else im.convert("RGB")).quantize(palette=palette, dither=Image.Dither.NONE)
    elif quantize and im.mode in ("RGB", "RGBA"):
        im = reduce_colours(im if im.mode == "RGB" else im.convert("RGB"), colours)
    buf = io.BytesIO()
    im.save(buf, "PNG", compress_level=compress_level)
    return buf.getvalue()
