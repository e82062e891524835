"""Shared pieces of the Battlestar Galactica images (renderers/bsg.py): sizes, the game's colours, names from the
card data, labels that never come out smaller than readable, and the ship and token sprites.

Every canvas is `WIDTH` = 1100 px wide (2× Discord's ~550 px display), and no text is drawn below `SMALL` = 24 px,
which is 11.5 px tall ("Hg") when shown. Colours follow the game: skill cards politics yellow, leadership green,
tactics purple, piloting red, engineering blue; the four resource dials fuel, food, morale, population; Cylon ships
red-grey, colonial ships pale blue. Card, character and location data are static (engine/games/bsg/data); what a
game looks like comes only from the view.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

from engine.games.bsg.data import DATA, card_base
from engine.games.bsg.effect_text import location_label
from i18n import current_lang, tr
from renderers import common as c
from renderers.common import t

View = dict[str, Any]
RGB = tuple[int, int, int]
Box = tuple[int, int, int, int]

WIDTH = 1100
PAD = 16
SMALL = 24  # the smallest font on every canvas
BODY = 26
# what a player reads on a phone (an image shown ~360 px wide, a third of the canvas) is drawn at PHONE, about
# 10 px tall there: the board's location names, counts and decks, the private panel's cards and loyalty
PHONE = 32
PHONE_MIN = 28  # what a PHONE label may shrink to, for a long name in some language
SKILLS = ("politics", "leadership", "tactics", "piloting", "engineering")
RESOURCES = ("fuel", "food", "morale", "population")

SKILL_COLOURS: dict[str, RGB] = {
    "politics": (236, 196, 40),
    "leadership": (64, 168, 84),
    "tactics": (142, 88, 196),
    "piloting": (212, 58, 52),
    "engineering": (48, 118, 214),
    "treachery": (70, 62, 58),
}
RESOURCE_COLOURS: dict[str, RGB] = {
    "fuel": (232, 146, 40),
    "food": (118, 186, 70),
    "morale": (86, 170, 232),
    "population": (224, 224, 230),
}
RED_ZONE: RGB = (150, 40, 40)
DAMAGE: RGB = (230, 70, 50)
CYLON: RGB = (200, 52, 48)
CYLON_DARK: RGB = (118, 30, 30)
COLONIAL: RGB = (150, 196, 236)
GALACTICA_HULL: RGB = (58, 64, 80)
SPACE: RGB = (16, 20, 34)
CIVILIAN: RGB = (176, 170, 150)

# the characters' familiar short names (call signs), for tokens; proper names, the same in every language
SHORT_NAMES = {
    "william_adama": "Adama",
    "saul_tigh": "Tigh",
    "karl_agathon": "Helo",
    "lee_adama": "Apollo",
    "kara_thrace": "Starbuck",
    "sharon_valerii": "Boomer",
    "galen_tyrol": "Tyrol",
    "laura_roslin": "Roslin",
    "gaius_baltar": "Baltar",
    "tom_zarek": "Zarek",
}


def png(img: Image.Image) -> bytes:
    """Flat colours with anti-aliased edges: a 256-colour palette looks the same at a fraction of the bytes."""
    return c.to_png(img, quantize=True, compress_level=3)


# --------------------------------------------------------------------------- names


def seat_name(names: Sequence[str] | None, seat: int) -> str:
    if names and 0 <= seat < len(names) and str(names[seat]).strip():
        return c.clean(names[seat]).strip()
    return t("bsg-render-seat", seat=seat + 1)


def seat_as(names: Sequence[str] | None, seat: int, character: str) -> str:
    """A seat with its character, "Bot 1 (normal) as Adama" (one phrase for every image; no brackets in brackets)."""
    return t("bsg-seat-as", player=seat_name(names, seat), character=character)


def character_name(cid: str | None) -> str:
    if not cid:
        return "?"
    info = DATA.characters.get(cid)
    return info["name"] if info else cid


def short_name(cid: str | None) -> str:
    return SHORT_NAMES.get(cid or "", character_name(cid))


def location_name(loc: str) -> str:
    """A location's name in the drawing language: the same catalog key as the event sentences use."""
    return tr(location_label(loc), current_lang()) if loc in DATA.locations else loc


def card_name(card: str) -> str:
    """A card's published name (a proper name, as on the English card; loyalty cards are translated)."""
    skill = DATA.skill_cards.get(card)
    if skill:
        return skill["name"]
    base = card_base(card)
    if base in DATA.loyalty:
        return t("bsg-render-loyalty", kind=DATA.loyalty[base]["kind"])
    for table in (DATA.crises, DATA.super_crises, DATA.quorum, DATA.destinations):
        if base in table:
            return table[base]["name"]
    return base


def skill_of(card: str) -> str:
    info = DATA.skill_cards.get(card)
    return info["skill"] if info else "treachery"


def strength_of(card: str) -> int:
    info = DATA.skill_cards.get(card)
    return int(info["strength"]) if info else 0


def seat_colour(seat: int) -> RGB:
    return c.PLAYER_COLOURS[seat % len(c.PLAYER_COLOURS)]


# --------------------------------------------------------------------------- text


def label(
    img: Image.Image,
    box: Box,
    text: str,
    size: int = SMALL,
    *,
    bold: bool = False,
    fill: Sequence[int] = c.TEXT,
    align: str = "left",
    min_size: int = SMALL,
) -> None:
    """One line fitted into `box` (shrunk to `min_size`, condensed, then cut), never below SMALL."""
    floor = max(min_size, SMALL)
    c.text_in_box(img, box, text, max(size, floor), bold=bold, fill=fill, align=align, min_size=floor)


def text_at(
    img: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int = SMALL,
    *,
    bold: bool = False,
    fill: Sequence[int] = c.TEXT,
    anchor: str = "la",
) -> int:
    """Text at a point in a font of `size` (≥ SMALL); returns its width."""
    f = c.font(max(size, SMALL), bold)
    c.draw_text(img, xy, text, f, fill, anchor)
    return c.text_width(c.clean(text), f)


def width_of(text: str, size: int = SMALL, bold: bool = False) -> int:
    return c.text_width(c.clean(text), c.font(max(size, SMALL), bold))


def unit_lines(units: Sequence[str], fnt: Any, width: int) -> list[str]:
    """`units` joined with " · " into as few lines of `width` as keep each unit whole (a unit wider than a line
    starts a line and wraps at its spaces)."""
    lines: list[str] = []
    for unit in units:
        joined = f"{lines[-1]} · {unit}" if lines else ""
        if lines and c.text_length(joined, fnt) <= width:
            lines[-1] = joined
        else:
            lines.extend(c.wrap_text(unit, fnt, width))
    return lines


def title_bar(img: Image.Image, title: str, subtitle: str, sub_size: int = SMALL) -> None:
    """The title line and a subtitle under it, both readable at display size (the kit's bar draws smaller)."""
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, WIDTH, 79), fill=c.TITLE_BG)
    d.rectangle((0, 76, WIDTH, 79), fill=c.ACCENT)
    label(img, (PAD + 4, 4, WIDTH - PAD, 40), title, 30, bold=True)
    label(img, (PAD + 4, 40, WIDTH - PAD, 72), subtitle, sub_size, fill=c.MUTED, min_size=min(sub_size, PHONE_MIN))


def section_top(size: int = SMALL) -> int:
    """How far below a section's top its content starts (its title line in a font of `size`)."""
    return size + 14


def section(img: Image.Image, box: Box, title: str, fill: RGB = c.PANEL, size: int = SMALL) -> int:
    """A rounded panel with a title line (in a font of `size`); returns the y where its content starts."""
    c.rounded_panel(img, box, 12, fill, c.PANEL_EDGE, 2)
    top = section_top(size)
    title_box = (box[0] + 12, box[1] + 4, box[2] - 12, box[1] + top - 2)
    label(img, title_box, title, size, bold=True, fill=c.MUTED, min_size=min(size, PHONE_MIN))
    return box[1] + top


def chip(
    img: Image.Image,
    xy: tuple[int, int],
    text: str,
    fill: Sequence[int],
    *,
    size: int = SMALL,
    height: int = 34,
    bold: bool = True,
) -> int:
    """A pill with a label; `xy` is its left-middle. Returns its width."""
    f = c.font(size, bold, condensed=True)
    shown = c.clean(text)
    w = c.text_width(shown, f) + 18
    x, y = xy[0], xy[1] - height // 2
    c.rounded_panel(img, (x, y, x + w, y + height), height // 2, tuple(fill), c.edge_for(fill), 2)
    c.draw_text(img, (x + w / 2, y + height / 2), shown, f, c.text_on(fill), "mm")
    return w


def chip_width(text: str, size: int = SMALL, bold: bool = True) -> int:
    return c.text_width(c.clean(text), c.font(size, bold, condensed=True)) + 18


def character_chip(
    img: Image.Image, xy: tuple[int, int], player: dict[str, Any], height: int = 32, *, short: bool = False
) -> int:
    """A character token: the short name (`short`: its first letters) in its seat's colour, a red rim once revealed
    as a Cylon."""
    fill = seat_colour(player["seat"])
    w = chip(img, xy, token_text(player, short), fill, height=height)
    if player.get("cylon_player"):
        x, y = xy[0], xy[1] - height // 2
        c.rounded_panel(img, (x - 3, y - 3, x + w + 3, y + height + 3), height // 2 + 3, None, CYLON, 3)
    return w


def character_chip_width(player: dict[str, Any], *, short: bool = False) -> int:
    return chip_width(token_text(player, short)) + (6 if player.get("cylon_player") else 0)


def token_text(player: dict[str, Any], short: bool = False) -> str:
    """A token's label; the first three letters tell the ten characters apart (with the seat's colour, as in the
    player list), for a crowded location."""
    name = short_name(player["character"])
    return name[:3] if short else name


# --------------------------------------------------------------------------- sprites


@lru_cache(maxsize=64)
def ship_sprite(kind: str, size: int) -> Image.Image:
    """A small silhouette of a ship kind: raider, heavy_raider, basestar, viper, raptor, civilian, centurion, nuke."""

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        w = size * s
        m = w * 0.08

        def poly(points: list[tuple[float, float]], fill: RGB, edge: RGB) -> None:
            pts = [(x * w, y * w) for x, y in points]
            d.polygon(pts, fill=fill + (255,), outline=edge + (255,), width=max(1, int(w * 0.06)))

        if kind == "raider":
            poly([(0.5, 0.12), (0.95, 0.82), (0.5, 0.62), (0.05, 0.82)], CYLON, (255, 190, 180))
        elif kind == "heavy_raider":
            poly([(0.25, 0.12), (0.75, 0.12), (0.95, 0.88), (0.05, 0.88)], CYLON_DARK, (255, 150, 140))
            d.rectangle((w * 0.38, w * 0.4, w * 0.62, w * 0.6), fill=(255, 150, 140, 255))
        elif kind == "basestar":
            poly([(0.5, 0.04), (0.9, 0.74), (0.1, 0.74)], (120, 120, 130), (230, 90, 80))
            poly([(0.5, 0.96), (0.9, 0.26), (0.1, 0.26)], (150, 150, 160), (230, 90, 80))
        elif kind == "viper":
            poly([(0.5, 0.05), (0.68, 0.62), (0.92, 0.9), (0.08, 0.9), (0.32, 0.62)], COLONIAL, (30, 60, 100))
        elif kind == "raptor":
            poly([(0.2, 0.2), (0.8, 0.2), (0.92, 0.8), (0.08, 0.8)], (206, 180, 120), (80, 60, 30))
        elif kind == "civilian":
            d.rounded_rectangle(
                (m, w * 0.22, w - m, w * 0.78),
                radius=w * 0.18,
                fill=CIVILIAN + (255,),
                outline=(60, 56, 48, 255),
                width=max(1, int(w * 0.06)),
            )
        elif kind == "centurion":  # a silver helmet with its red scanning eye
            d.ellipse(
                (w * 0.14, m, w * 0.86, w - m),
                fill=(200, 204, 214, 255),
                outline=(60, 60, 70, 255),
                width=max(1, int(w * 0.07)),
            )
            d.rectangle((w * 0.2, w * 0.44, w * 0.8, w * 0.58), fill=(30, 30, 36, 255))
            d.ellipse((w * 0.42, w * 0.43, w * 0.58, w * 0.59), fill=(255, 40, 30, 255))
        elif kind == "nuke":
            d.ellipse(
                (m, m, w - m, w - m), fill=(250, 210, 40, 255), outline=(60, 50, 0, 255), width=max(1, int(w * 0.06))
            )
            for a in (90, 210, 330):
                d.pieslice((w * 0.2, w * 0.2, w * 0.8, w * 0.8), a - 30, a + 30, fill=(30, 30, 30, 255))
            d.ellipse((w * 0.42, w * 0.42, w * 0.58, w * 0.58), fill=(30, 30, 30, 255))

    return c.supersample(size, size, paint)


def ship(img: Image.Image, xy: tuple[int, int], kind: str, size: int) -> None:
    """A ship sprite with its top-left at `xy`."""
    c.paste_sprite(img, ship_sprite(kind, size), xy)


def counted(
    img: Image.Image,
    xy: tuple[int, int],
    kind: str,
    count: int,
    size: int = 30,
    fill: Sequence[int] = c.TEXT,
    *,
    text: int = SMALL,
) -> int:
    """A ship sprite and "×n" (in a font of `text`) beside it, `xy` its left-middle; returns the width used."""
    ship(img, (xy[0], xy[1] - size // 2), kind, size)
    w = text_at(img, (xy[0] + size + 4, xy[1]), f"×{count}", text, bold=True, fill=fill, anchor="lm")
    return size + 4 + w


def hatch(img: Image.Image, box: Box, fill: RGB = DAMAGE, step: int = 12, width: int = 3) -> None:
    """Diagonal stripes across `box` (a damaged location)."""
    x0, y0, x1, y1 = box
    layer = Image.new("L", (x1 - x0, y1 - y0), 0)
    d = ImageDraw.Draw(layer)
    h = y1 - y0
    for x in range(-h, x1 - x0, step):
        d.line((x, h, x + h, 0), fill=110, width=width)
    img.paste(fill, (x0, y0, x1, y1), layer)
