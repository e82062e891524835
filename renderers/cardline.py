"""Cardline images, drawn from views only (view shape: engine/games/cardline/rules.py).

- `render_board(view, names)`   the last placement's verdict, the line (cards with their values, gap numbers
                                between them, the newest card ringed, the right and wrong gaps of a miss coloured),
                                the draw pile and the removed pile, a continent legend, every hand by name
- `render_hands(view, names)`   every player's hand as bigger cards (values hidden)
- `render_private(view, names)` a seat view: that player's own hand, big, above the current line with its gaps
- `render_scores(view, names)`  the final standings: why the game ended, winners, the others, what each held
                                (values revealed), the final line

Laid out for Discord, which shows an image about 550 px wide: every canvas is 1100 px wide (2×, crisp on high-DPI
screens), so a label needs a 24 px font to come out 11 px tall; nothing here is drawn smaller. The line is a flow of
cards that wraps like text and picks the largest of three card sizes that keeps it compact; very long lines make
the image taller, never the text smaller. Continent colours follow the card faces; player colours are
`common.PLAYER_COLOURS` by seat. Nothing here imports the engine's rules, the storage or Discord; words come from
the catalogs (`t("cardline-render-…")`, in the language delivery sets with `use_lang`); country names from CLDR
in that language; numbers formatted for it ("8 081 390", "8,081,390").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from PIL import Image, ImageFont

from engine.games.cardline.cards import characteristic_of
from engine.games.cardline.country_names import country_name
from engine.games.cardline.texts import amount
from i18n import current_lang, tr, use_lang
from renderers import common as c
from renderers.cardline_palette import sample_views
from renderers.common import t

View = dict[str, Any]
Font = ImageFont.FreeTypeFont

# --------------------------------------------------------------------------- palette and sizes

CONTINENT_COLOURS: dict[str, c.RGB] = {
    "Africa": (232, 138, 36),
    "Asia": (212, 64, 78),
    "Europe": (52, 112, 214),
    "North America": (46, 160, 88),
    "South America": (226, 190, 30),
    "Oceania": (146, 92, 206),
}
PAPER: c.RGB = (247, 243, 232)  # card face
PAPER_HAND: c.RGB = (226, 230, 240)  # a card still in a hand (value unknown)
PAPER_SET_ASIDE: c.RGB = (170, 176, 190)  # the cards of a player who is out
INK: c.RGB = (30, 32, 40)
INK_SOFT: c.RGB = (92, 96, 110)
GAP_FILL: c.RGB = (62, 70, 92)
LINE_BG: c.RGB = (33, 38, 52)

WIDTH = 1100  # 2 × Discord's ~550 px display width
PAD = 20
SMALL = 28  # the smallest font: "Hg" 26 px, 13 px at 550 px and 8.5 px on a phone showing it 360 px wide
LINE_MIN = 24  # the cards of a line drawn small (many cards): 7.5 px on a phone, 11.5 px at 550 px
BODY = 28
HEADER_H = 100
NARROW = "\u202f"  # digit groups: a narrow no-break space keeps "1 343 239 923" on a card


def png(img: Image.Image) -> bytes:
    """The image in Cardline's one palette (`palette`): no colours counted or chosen per image."""
    return c.to_png(img, palette=palette(), compress_level=3)


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The palette every Cardline image is saved in, learned once per process from the images of sample views that
    show every fill and ink (renderers/cardline_palette.py), drawn in English whatever the language of the first
    image (the same palette in every process)."""
    images = {"board": board_image, "hands": hands_image, "private": private_image, "scores": scores_image}
    with use_lang("en"):
        return c.learned_palette((images[kind](view, None) for kind, view in sample_views()), exact=PALETTE_EXACT)


PALETTE_EXACT = 160  # of the samples' colours, the most used kept exactly (the fills and the commonest edge shades),
# octree over the rest; no entry taking a fill's place (`common.honest`). On 366 boards of 2-6 players in three
# languages: a mean error per channel of 0.12 (0.12-0.115 with 64-192 exact), against 0.91 for each board's own
# palette (`common.reduce_colours`)


def continent_colour(card: dict[str, Any]) -> c.RGB:
    return CONTINENT_COLOURS.get(card.get("continent", ""), c.MUTED)


def seat_names(view: View, names: Sequence[str] | None) -> list[str]:
    count = len(view.get("players", [])) or len(names or []) or 1
    out = []
    for seat in range(count):
        given = names[seat] if names is not None and seat < len(names) and names[seat] else ""
        out.append(c.clean(given).strip() or t("cardline-seat", seat=seat + 1))
    return out


def characteristic_name(view: View) -> str:
    return t("cardline-characteristic", name=view.get("characteristic", ""))


def count_label(count: int) -> str:
    return t("cardline-render-no-cards") if count == 0 else t("cardline-render-cards", count=count)


def card_name(card: dict[str, Any]) -> str:
    """The country in the drawing's language (CLDR), the record's own name for a card without a code."""
    code = card.get("id")
    return country_name(code, current_lang()) if code else str(card.get("name", "?"))


def continent_name(continent: str) -> str:
    return t("cardline-continent", name=continent.lower().replace(" ", "_"))


def localized_value(card: dict[str, Any], unit: bool) -> str:
    """The revealed value in the drawing's number format ('43 888 303' / '43,888,303', '0,31 t')."""
    raw = card.get("value")
    if raw is None:
        return str(card.get("display" if unit else "number") or card.get("number") or card.get("display") or "")
    key = "cardline-value" if unit else "cardline-number"
    return t(key, name=characteristic_of(card), value=amount(str(raw)))


def grouped(text: str) -> str:
    """Digit groups joined by a narrow no-break space, which keeps '1 343 239 923' on a card."""
    return c.clean(text).replace("\xa0", NARROW).replace(" ", NARROW)


def number_text(card: dict[str, Any]) -> str:
    """The value without its unit (the unit is in the header): '43 888 303', '0.31'."""
    return grouped(localized_value(card, unit=False))


def value_text(card: dict[str, Any]) -> str:
    return grouped(localized_value(card, unit=True))


# --------------------------------------------------------------------------- symbols (vector, no emoji fonts)


def draw_cross(img: Image.Image, box: c.Box, fill: c.RGB = c.BAD, width: int | None = None) -> None:
    x0, y0, x1, y1 = box
    w = width or max(3, (x1 - x0) // 5)
    d = c.drawer(img)
    inset = (x1 - x0) * 0.15
    d.line([(x0 + inset, y0 + inset), (x1 - inset, y1 - inset)], fill=fill, width=w)
    d.line([(x0 + inset, y1 - inset), (x1 - inset, y0 + inset)], fill=fill, width=w)


def verdict_disc(img: Image.Image, centre: tuple[float, float], radius: int, correct: bool) -> None:
    """A green disc with a tick, or a red disc with a cross."""
    colour = c.GOOD if correct else c.BAD
    c.draw_disc(img, centre, radius, colour, c.darken(colour, 0.45), max(2, radius // 8))
    r = int(radius * 0.62)
    box = (int(centre[0] - r), int(centre[1] - r), int(centre[0] + r), int(centre[1] + r))
    if correct:
        c.draw_check(img, box, c.WHITE, max(3, radius // 4))
    else:
        draw_cross(img, box, c.WHITE, max(3, radius // 4))


def draw_trophy(img: Image.Image, centre: tuple[float, float], size: int, fill: c.RGB = c.GOLD) -> None:
    """A simple cup: bowl, handles, stem and base."""
    cx, cy = centre
    s = size / 2
    d = c.drawer(img)
    edge = c.darken(fill, 0.45)
    w = max(2, size // 14)
    d.ellipse((cx - s * 0.95, cy - s * 0.8, cx - s * 0.35, cy - s * 0.1), outline=fill, width=w)
    d.ellipse((cx + s * 0.35, cy - s * 0.8, cx + s * 0.95, cy - s * 0.1), outline=fill, width=w)
    d.chord((cx - s * 0.62, cy - s * 1.3, cx + s * 0.62, cy + s * 0.25), 0, 180, fill=fill, outline=edge)
    d.rectangle((cx - s * 0.62, cy - s * 0.95, cx + s * 0.62, cy - s * 0.52), fill=fill)
    d.rectangle((cx - s * 0.12, cy + s * 0.2, cx + s * 0.12, cy + s * 0.6), fill=fill)
    d.rounded_rectangle(
        (cx - s * 0.5, cy + s * 0.58, cx + s * 0.5, cy + s * 0.85), radius=max(1, size // 16), fill=edge
    )


# --------------------------------------------------------------------------- cards


@dataclass(frozen=True)
class Tier:
    """One card size: fonts, the narrowest card (so few cards still look like cards), the widest before a name
    wraps, inner padding, the continent band and the gap badges' font."""

    name: int
    value: int
    min_w: int
    max_w: int
    pad: int
    band: int
    badge: int
    row_gap: int
    min_h: int
    condensed: bool = False  # the smallest cards use the condensed face: more cards on a row


TIERS = (
    Tier(name=34, value=34, min_w=176, max_w=300, pad=14, band=14, badge=30, row_gap=22, min_h=146),
    Tier(name=29, value=29, min_w=150, max_w=270, pad=12, band=12, badge=27, row_gap=18, min_h=126),
    Tier(
        name=LINE_MIN,
        value=LINE_MIN,
        min_w=100,
        max_w=220,
        pad=9,
        band=10,
        badge=SMALL,  # the gap numbers a player types stay at SMALL
        row_gap=14,
        min_h=0,
        condensed=True,
    ),
)
HAND_TIER = TIERS[0]


@lru_cache(maxsize=2048)
def name_block(name: str, size: int, width: int, condensed_only: bool = False) -> tuple[tuple[str, ...], Font]:
    """The name on one line if it fits `width` (bold, then condensed), else word-wrapped in as few lines as fit;
    never smaller than `size`, never a broken word: a word wider than the card ("Środkowoafrykańska" on the
    smallest cards) or a name of many words past three lines widens the card (`measure_card` sizes a card by its
    lines)."""
    name = c.clean(name) or "?"
    faces = (True,) if condensed_only else (False, True)
    for condensed in faces:
        f = c.font(size, bold=True, condensed=condensed)
        if f.getlength(name) <= width:
            return (name,), f
    for condensed in faces:
        f = c.font(size, bold=True, condensed=condensed)
        lines = c.wrap_text(name, f, width)
        if " ".join(lines).split() == name.split() and len(lines) <= 3:
            return tuple(lines), f
    f = c.font(size, bold=True, condensed=True)
    room = max([width] + [int(f.getlength(word)) + 1 for word in name.split()])
    while len(lines := c.wrap_text(name, f, room)) > 3:  # and a long name to three lines ("Wyspy Świętego …")
        room += 10
    return tuple(lines), f


@lru_cache(maxsize=2048)
def value_font(text: str, size: int, width: int, condensed: bool = False) -> Font:
    f = c.font(size, bold=True, condensed=condensed)
    return f if f.getlength(text) <= width else c.font(size, bold=True, condensed=True)


@dataclass(frozen=True)
class CardFace:
    """A card measured for one tier: its name lines, the value shown (or '?'), its width and height."""

    card: dict[str, Any]
    lines: tuple[str, ...]
    name_font: Font
    value: str
    value_font: Font
    w: int
    h: int


def measure_card(card: dict[str, Any], tier: Tier, value: str) -> CardFace:
    inner = tier.max_w - 2 * tier.pad
    lines, nf = name_block(card_name(card), tier.name, inner, tier.condensed)
    vf = value_font(value, tier.value, inner, tier.condensed)
    widest = max([c.text_length(line, nf) for line in lines] + [c.text_length(value, vf)])
    w = int(max(tier.min_w, widest + 2 * tier.pad))
    name_h = len(lines) * c.line_height(nf, 1.1)
    h = max(tier.min_h, tier.band + tier.pad + name_h + 8 + c.line_height(vf, 1.1) + tier.pad)
    return CardFace(card, lines, nf, value, vf, w, h)


def draw_card(
    img: Image.Image, box: c.Box, face: CardFace, tier: Tier, paper: c.RGB, ring: c.RGB | None = None
) -> None:
    """Paper, continent band, the name centred in the upper part and the value (or '?') at the bottom."""
    x0, y0, x1, y1 = box
    if ring is not None:
        c.rounded_panel(img, (x0 - 6, y0 - 6, x1 + 6, y1 + 6), 16, ring)
    c.rounded_panel(img, box, 12, paper, c.darken(paper, 0.35), 2)
    colour = continent_colour(face.card)
    band = (x0 + 2, y0 + 2, x1 - 2, y0 + tier.band + 2)
    c.rounded_panel(img, band, 10, colour)
    c.drawer(img).rectangle((band[0], band[3] - 6, band[2] - 1, band[3]), fill=colour)
    value_lh = c.line_height(face.value_font, 1.1)
    value_mid = y1 - tier.pad - value_lh / 2
    rule_y = int(y1 - tier.pad - value_lh - 4)
    lh = c.line_height(face.name_font, 1.1)
    name_mid = (y0 + tier.band + 2 + rule_y) / 2
    top = name_mid - lh * len(face.lines) / 2
    cx = (x0 + x1) / 2
    for i, line in enumerate(face.lines):
        c.draw_text(img, (cx, top + i * lh + lh / 2), line, face.name_font, INK, "mm")
    c.drawer(img).line((x0 + 10, rule_y, x1 - 10, rule_y), fill=c.mix(paper, INK, 0.2), width=2)
    c.draw_text(img, (cx, value_mid), face.value, face.value_font, INK if face.value != "?" else INK_SOFT, "mm")


def hand_value(card: dict[str, Any]) -> str:
    """A hand card shows '?' (nobody knows its value) until the game is over and the value is revealed."""
    return number_text(card) if "number" in card or "display" in card else "?"


# --------------------------------------------------------------------------- flowing cards into rows


@dataclass(frozen=True)
class Flow:
    """Cards laid out in rows that wrap like text; `gaps` adds a numbered gap badge before, between and after."""

    tier: Tier
    faces: list[CardFace]
    rows: list[list[int]]
    row_heights: list[int]
    spacing: int  # room between two cards (holds a gap badge when `gaps`)
    width: int  # room available

    @property
    def height(self) -> int:
        return sum(self.row_heights) + self.tier.row_gap * max(0, len(self.rows) - 1)


def badge_size(tier: Tier, number: int) -> tuple[int, int]:
    f = c.font(tier.badge, bold=True)
    h = int(tier.badge * 1.45)
    return max(h, c.text_width(str(number), f) + 14), h


def pack(faces: list[CardFace], width: int, spacing: int, edge: int) -> list[list[int]]:
    """Greedy rows: as many cards as fit `width`, in order."""
    rows: list[list[int]] = [[]]
    x = edge
    for index, face in enumerate(faces):
        need = face.w + (spacing if rows[-1] else 0)
        if rows[-1] and x + need + edge > width:
            rows.append([])
            x = edge
            need = face.w
        rows[-1].append(index)
        x += need
    return [row for row in rows if row] or [[]]


def flow(faces: list[CardFace], tier: Tier, width: int, gaps: bool) -> Flow:
    """Cards in as few rows as fit `width`, balanced: the narrowest width that needs no more rows (so 4 cards in
    two rows go 2 + 2, not 3 + 1)."""
    spacing = badge_size(tier, len(faces))[0] + 6 if gaps else 14
    edge = spacing if gaps else 0  # a badge also before the first and after the last card of a row
    rows = pack(faces, width, spacing, edge)
    if len(rows) > 1:
        low, high = width // 2, width
        while high - low > 8:
            middle = (low + high) // 2
            if len(pack(faces, middle, spacing, edge)) <= len(rows):
                high = middle
            else:
                low = middle
        rows = pack(faces, high, spacing, edge)
    heights = [max((faces[i].h for i in row), default=tier.band + 80) for row in rows]
    return Flow(tier, faces, rows, heights, spacing, width)


ROW_COST = 0.8  # choosing a card size, each row more than the flattest size needs counts its font this much less


def pick(flows: list[Flow], budget: int) -> Flow:
    """Of one line (or hand) laid out in each card size: the biggest text, an extra row discounting it by
    `ROW_COST`, among the layouts within `budget` px of height; the flattest if none is."""
    fewest = min(len(f.rows) for f in flows)
    fitting = [f for f in flows if f.height <= budget]
    if not fitting:
        return min(flows, key=lambda f: (f.height, -f.tier.name))
    return max(fitting, key=lambda f: (f.tier.name * ROW_COST ** (len(f.rows) - fewest), f.tier.name))


def row_positions(f: Flow, row: list[int], last_row: bool, gaps: bool) -> tuple[list[int], float]:
    """The left x of each card of a row, centred: a full row's spare room first widens its gaps a little (so the
    rows look even), the last row keeps the plain spacing."""
    edge = f.spacing if gaps else 0
    widths = [f.faces[i].w for i in row]
    used = sum(widths) + f.spacing * max(0, len(row) - 1) + 2 * edge
    spare = max(0, f.width - used)
    slots = len(row) + 1 if gaps else len(row) - 1
    extra = 0.0 if last_row or slots < 1 else min(MAX_EXTRA, spare / slots)
    x = (spare - extra * slots) / 2 + edge + (extra if gaps else 0)
    out = []
    for w in widths:
        out.append(int(x))
        x += w + f.spacing + extra
    return out, extra


MAX_EXTRA = 28  # px a justified row may add to each gap


def gap_badge(img: Image.Image, centre: tuple[float, float], number: int, tier: Tier, state: str) -> None:
    """A gap number in a pill; `state` is 'plain', 'wrong' (the chosen gap of a miss) or 'correct'."""
    w, h = badge_size(tier, number)
    x, y = centre[0] - w / 2, centre[1] - h / 2
    if state == "wrong":
        fill, edge, text = c.BAD, c.darken(c.BAD, 0.4), c.WHITE
    elif state == "correct":
        fill, edge, text = c.GOOD, c.darken(c.GOOD, 0.5), INK
    else:
        fill, edge, text = GAP_FILL, c.PANEL_EDGE, c.TEXT
    c.rounded_panel(img, (x, y, x + w, y + h), h // 2, fill, edge, 2)
    c.draw_text(img, centre, str(number), c.font(tier.badge, bold=True), text, "mm")


def line_flow(view: View, width: int, budget: int) -> Flow:
    """The line in the card size `pick` prefers; `budget` is the height that keeps the image no taller than wide."""
    line = view.get("line", [])
    return pick(
        [flow([measure_card(card, tier, number_text(card)) for card in line], tier, width, True) for tier in TIERS],
        budget,
    )


def draw_line(img: Image.Image, view: View, top: int, f: Flow, marks: bool = True) -> None:
    """The line in rows, a gap badge before, between and after the cards (a row's last badge repeats as the next
    row's first); `marks` shows the last placement (newest card ringed, chosen and correct gaps coloured)."""
    last = (view.get("last_move") or {}) if marks else {}
    newest = view.get("newest") if last.get("correct") else None
    wrong_gap = last.get("gap") if last and not last.get("correct") else None
    good_gaps = set(last.get("correct_gaps", [])) if wrong_gap is not None else set()

    def state(number: int) -> str:
        return "wrong" if number == wrong_gap else "correct" if number in good_gaps else "plain"

    left = (img.width - f.width) // 2
    y = top
    if not f.faces:
        gap_badge(img, (img.width / 2, top + f.row_heights[0] / 2), 0, f.tier, "plain")
        return
    for r, (row, h) in enumerate(zip(f.rows, f.row_heights)):
        xs, extra = row_positions(f, row, r == len(f.rows) - 1, gaps=True)
        half = (f.spacing + extra) / 2
        cy = y + h / 2
        first = row[0]
        gap_badge(img, (left + xs[0] - half, cy), first, f.tier, state(first))
        for index, x in zip(row, xs):
            face = f.faces[index]
            box = (left + x, y, left + x + face.w, y + h)
            ring = c.ACCENT if face.card.get("id") == newest else None
            draw_card(img, box, face, f.tier, PAPER, ring)
            gap_badge(img, (left + x + face.w + half, cy), index + 1, f.tier, state(index + 1))
        y += h + f.tier.row_gap


# --------------------------------------------------------------------------- panels shared by the images


def header(img: Image.Image, title: str, subtitle: str, right: str) -> int:
    """The title bar: title, subtitle (who plays, the unit), and the round on the right."""
    w = img.width
    c.drawer(img).rectangle((0, 0, w, HEADER_H - 1), fill=c.TITLE_BG)
    c.drawer(img).rectangle((0, HEADER_H - 5, w, HEADER_H - 1), fill=c.ACCENT)
    rf = c.font(30, bold=True)
    right_w = c.text_width(c.clean(right), rf) if right else 0
    if right:
        c.draw_text(img, (w - PAD - 4, HEADER_H / 2 - 2), right, rf, c.TEXT, "rm")
    room = w - 2 * PAD - 8 - (right_w + 24 if right else 0)
    c.text_in_box(img, (PAD + 4, 8, PAD + 4 + room, 54), title, 38, bold=True, align="left", min_size=SMALL)
    c.text_in_box(
        img, (PAD + 4, 54, PAD + 4 + room, HEADER_H - 10), subtitle, BODY, fill=c.MUTED, align="left", min_size=SMALL
    )
    return HEADER_H


def last_move_height(view: View) -> int:
    return 92 if view.get("last_move") else 0


def draw_last_move(img: Image.Image, view: View, names: list[str], top: int) -> None:
    """The verdict of the last placement: tick or cross, who placed what where, and the revealed value."""
    last = view.get("last_move")
    if not last:
        return
    box = (PAD, top, img.width - PAD, top + 76)
    correct = bool(last.get("correct"))
    colour = c.GOOD if correct else c.BAD
    c.rounded_panel(img, box, 16, c.mix(c.PANEL, colour, 0.16), colour, 3)
    verdict_disc(img, (box[0] + 40, top + 38), 24, correct)
    seat = last.get("seat", 0)
    card = last.get("card", {})
    key = "cardline-render-last-move-correct" if correct else "cardline-render-last-move-wrong"
    good = last.get("correct_gaps") or []
    right = f"{good[0]}–{good[-1]}" if len(good) > 1 else str(good[0]) if good else "?"
    text = t(
        key,
        player=names[seat] if seat < len(names) else "?",
        card=card_name(card),
        gap=last.get("gap", "?"),
        right=right,
    )
    value = value_text(card)
    vf = c.font(32, bold=True)
    value_w = c.text_width(value, vf)
    c.text_in_box(
        img, (box[0] + 78, top, box[2] - value_w - 40, top + 76), text, 30, bold=True, align="left", min_size=SMALL
    )
    c.draw_text(img, (box[2] - 20, top + 38), value, vf, c.TEXT, "rm")


def player_status(view: View, player: dict[str, Any]) -> tuple[str, c.RGB] | None:
    out = player.get("out")
    if out:
        if out.get("reason") == "resigned":
            return t("cardline-render-resigned"), c.MUTED
        return t("cardline-render-out-round", round=out.get("round", "?")), c.BAD
    if player.get("emptied"):
        return t("cardline-render-emptied"), c.GOOD
    if view.get("to_act") == player.get("seat"):
        return t("cardline-render-playing-now"), c.ACCENT
    return None


def player_sub(view: View, player: dict[str, Any]) -> tuple[str, c.RGB]:
    """'3 cards · to play now', 'out in round 2' …: the line under a player's name."""
    status = player_status(view, player)
    count = count_label(player.get("hand_count", len(player.get("hand", []))))
    if status is None:
        return count, c.MUTED
    if not player.get("active", True) or not player.get("hand_count", len(player.get("hand", []))):
        return status  # out, resigned, or emptied: the status says the hand is empty
    return f"{count} · {status[0]}", status[1]


NAME_SIZE = 28  # a player's name beside the cards, down to SMALL before it wraps
NAME_LINE_H = 36
SUB_LINE_H = 30


@dataclass(frozen=True)
class Plate:
    """What stands beside a player's cards on the board: the name and the line under it, each on as many lines as
    keep every word whole in `width` px (a long name wraps; "3 cards · to play now" goes one part per line)."""

    names: tuple[str, ...]
    name_font: Font
    subs: tuple[str, ...]
    sub_font: Font

    @property
    def height(self) -> int:
        return NAME_LINE_H + SUB_LINE_H * (len(self.names) - 1 + len(self.subs))


@lru_cache(maxsize=512)
def plate_lines(name: str, sub: str, width: int) -> Plate:
    shown, nf = c.fit_text(name, width, NAME_SIZE, bold=True, min_size=SMALL)
    names = (shown,)
    if shown != c.clean(name):
        nf = c.font(SMALL, bold=True, condensed=True)
        names = tuple(c.wrap_text(c.clean(name), nf, width))
    shown, sf = c.fit_text(sub, width, SMALL, min_size=SMALL)
    subs = (shown,)
    if shown != c.clean(sub):
        parts = [part for part in c.clean(sub).split(" · ") if part]
        sf = c.font(SMALL, condensed=not all(c.text_width(part, c.font(SMALL)) <= width for part in parts))
        subs = tuple(line for part in parts for line in c.wrap_text(part, sf, width))
    return Plate(names, nf, subs, sf)


def draw_plate(img: Image.Image, xy: tuple[int, int], plate: Plate, colours: tuple[c.RGB, c.RGB]) -> None:
    """The name lines, then the status lines, from the top left `xy`."""
    x, y = xy
    for n, line in enumerate(plate.names):
        c.draw_text(img, (x, y + NAME_LINE_H / 2 + n * SUB_LINE_H), line, plate.name_font, colours[0], "lm")
    y += NAME_LINE_H + SUB_LINE_H * (len(plate.names) - 1)
    for n, line in enumerate(plate.subs):
        c.draw_text(img, (x, y + SUB_LINE_H / 2 + n * SUB_LINE_H), line, plate.sub_font, colours[1], "lm")


# -- chips: one-line cards (hands on the board, what was held at the end, the top of the draw pile)

CHIP_H = 46
CHIP_GAP = 10


def chip_parts(face: dict[str, Any]) -> tuple[str, str]:
    """The card's name and, once revealed, its value (else "")."""
    return c.clean(card_name(face)), value_text(face) if "display" in face else ""


@lru_cache(maxsize=4096)
def chip_fit(name: str, value: str, max_w: int) -> tuple[str, Font, int]:
    """The label in condensed bold (hands hold many cards: more fit on a row); past `max_w` only the name is cut
    short, never the value ("Demokratická republika K…: 73 254 000")."""
    f = c.font(SMALL, bold=True, condensed=True)
    tail = f": {value}" if value else ""
    shown = c.ellipsize(name, f, max_w - 32 - int(f.getlength(tail))) + tail
    return shown, f, int(f.getlength(shown)) + 32


def chip(img: Image.Image, xy: tuple[int, int], face: dict[str, Any], max_w: int, struck: bool = False) -> int:
    """A face-up card on one line: continent stripe and name (and value, once revealed); `struck` greys out the
    cards of a player who is out. Returns its width."""
    shown, f, w = chip_fit(*chip_parts(face), max_w)
    x0, y0 = xy
    box = (x0, y0, x0 + w, y0 + CHIP_H)
    colour = c.mix(continent_colour(face), c.MUTED, 0.5) if struck else continent_colour(face)
    paper = PAPER_SET_ASIDE if struck else PAPER_HAND
    c.rounded_panel(img, box, 10, paper, c.darken(paper, 0.3), 2)
    c.rounded_panel(img, (x0 + 2, y0 + 2, x0 + 16, y0 + CHIP_H - 2), 8, colour)
    c.drawer(img).rectangle((x0 + 9, y0 + 2, x0 + 16, y0 + CHIP_H - 3), fill=colour)
    c.draw_text(img, (x0 + 24, y0 + CHIP_H / 2), shown, f, INK_SOFT if struck else INK, "lm")
    return w


@dataclass(frozen=True)
class Chips:
    """Chips wrapped into rows of `width` px: [(x offset, face)…] per row (the first row may be empty when its first
    chip would not fit whole beside the label)."""

    rows: list[list[tuple[int, dict[str, Any]]]]
    width: int

    @property
    def height(self) -> int:
        return len(self.rows) * (CHIP_H + CHIP_GAP) - CHIP_GAP if self.rows else 0

    def draw(self, img: Image.Image, xy: tuple[int, int], struck: bool = False) -> None:
        for r, row in enumerate(self.rows):
            for dx, face in row:
                chip(img, (xy[0] + dx, xy[1] + r * (CHIP_H + CHIP_GAP)), face, self.width - dx, struck)


def chip_rows(faces: list[dict[str, Any]], width: int, indent: int = 0) -> Chips:
    """Chips in rows of `width`; the first row starts `indent` px in (after a label). A chip never runs past
    `width`: one that would be cut short beside the label starts the next row instead."""
    rows: list[list[tuple[int, dict[str, Any]]]] = []
    x = width  # forces a first row
    for face in faces:
        w = chip_fit(*chip_parts(face), width)[2]
        if not rows and indent + w > width:
            rows.append([])  # the label alone on the first row
        if not rows or x + w > width:
            x = indent if not rows else 0
            rows.append([])
        rows[-1].append((x, face))
        x += w + CHIP_GAP
    return Chips(rows, width)


# -- the piles and the continent legend

PILES_H = 84
LEGEND_SWATCH = 20
LEGEND_GAP = 16
LEGEND_ROW_H = 34


def legend_items() -> list[tuple[c.RGB, str]]:
    """The continent colours of the cards, named in the drawing's language."""
    return [(colour, c.clean(continent_name(k))) for k, colour in CONTINENT_COLOURS.items()]


def legend_rows(width: int) -> list[list[tuple[c.RGB, str]]]:
    """The legend in as few rows of `width` px as hold every name whole, balanced (3 + 3 rather than 5 + 1)."""
    items = legend_items()
    f = c.font(SMALL)
    widths = [LEGEND_SWATCH + 8 + c.text_width(label, f) for _, label in items]

    def packed(room: int) -> list[list[int]]:
        return c.pack_rows(widths, room, LEGEND_GAP)

    count = len(packed(width))
    room = width
    while room > 0 and len(packed(room - 8)) == count:
        room -= 8
    return [[items[i] for i in row] for row in packed(room)]


def legend_height(width: int) -> int:
    return LEGEND_ROW_H * len(legend_rows(width))


def legend_width() -> int:
    """Room for the legend in the hands panel."""
    return WIDTH - 2 * PAD - 40


def draw_piles(img: Image.Image, view: View, top: int) -> None:
    """Draw pile (count and the face on top) and removed pile (count)."""
    box = (PAD, top, img.width - PAD, top + PILES_H - 14)
    c.rounded_panel(img, box, 16, c.PANEL, c.PANEL_EDGE, 2)
    pile = view.get("draw_pile", {})
    count = pile.get("count", 0)
    label = t("cardline-render-draw-pile", count=count) if count else t("cardline-render-draw-pile-empty")
    f = c.font(BODY, bold=True)
    cy = top + 34
    x = box[0] + 20
    c.draw_text(img, (x, cy), label, f, c.TEXT, "lm")
    x += c.text_width(label, f) + 14
    if pile.get("top"):
        x += chip(img, (x, int(cy - CHIP_H / 2)), pile["top"], 420) + 30
    else:
        x += 16
    removed = t("cardline-render-removed", count=len(view.get("removed", [])))
    c.draw_text(img, (max(x, box[2] - 20 - c.text_width(removed, f)), cy), removed, f, c.TEXT, "lm")


# -- every hand by name (the board)


@dataclass(frozen=True)
class HandBlock:
    player: dict[str, Any]
    box: c.Box
    chips: Chips
    beside: bool  # chips beside the name (one column of players) or under it (two columns)


def plate_width(view: View, names: list[str]) -> int:
    """Room for the longest name (28 px bold) or status line (24 px) beside the cards, within 200–380 px."""
    f, sf = c.font(28, bold=True), c.font(SMALL)
    widest = max((c.text_width(n, f) for n in names), default=0)
    widest = max([widest] + [c.text_width(player_sub(view, p)[0], sf) for p in view.get("players", [])])
    return max(200, min(380, widest + 60))


def hands_panel(view: View, names: list[str], width: int, top: int) -> tuple[int, list[HandBlock]]:
    """(height, blocks) of the hands panel, one player under another: the cards beside the name, or under it (on
    the full width) when that is shorter — many players, or hands too long for the room beside the names."""
    players = view.get("players", [])
    plate = plate_width(view, names)
    first = top + 26 + legend_height(legend_width())
    beside: list[HandBlock] = []
    y = first
    for player in players:
        chips = chip_rows(held_cards(player), width - 2 * PAD - plate - 36)
        name = names[player.get("seat", 0)] if player.get("seat", 0) < len(names) else "?"
        h = max(plate_lines(name, player_sub(view, player)[0], plate - 44).height, chips.height)
        beside.append(HandBlock(player, (PAD + 12, y, width - PAD - 12, y + h), chips, True))
        y += h + 12
    beside_h = y - top + 4
    under: list[HandBlock] = []
    y = first
    for player in players:
        chips = chip_rows(held_cards(player), width - 2 * PAD - 48)
        h = 40 + (chips.height + 8 if chips.rows else 0)
        under.append(HandBlock(player, (PAD + 12, y, width - PAD - 12, y + h), chips, False))
        y += h + 18
    under_h = y - top + 2
    return (beside_h, beside) if beside_h <= under_h else (under_h, under)


def held_cards(player: dict[str, Any]) -> list[dict[str, Any]]:
    return player.get("hand", []) if player.get("active", True) else player.get("set_aside", [])


def draw_hands(img: Image.Image, view: View, names: list[str], top: int) -> int:
    height, blocks = hands_panel(view, names, img.width, top)
    box = (PAD, top, img.width - PAD, top + height)
    c.rounded_panel(img, box, 16, c.PANEL, c.PANEL_EDGE, 2)
    for row, items in enumerate(legend_rows(legend_width())):  # the card colours, every name whole
        at = (PAD + 20, top + 30 + row * LEGEND_ROW_H)
        c.draw_legend(img, at, items, size=SMALL, swatch=LEGEND_SWATCH, gap=LEGEND_GAP)
    plate = plate_width(view, names)
    for block in blocks:
        player = block.player
        seat = player.get("seat", 0)
        active = player.get("active", True)
        x0, y0, x1, y1 = block.box
        if view.get("to_act") == seat:
            c.rounded_panel(img, (x0 - 4, y0 - 6, x1 + 4, y1 + 6), 12, c.mix(c.PANEL, c.ACCENT, 0.18), c.ACCENT, 2)
        c.draw_chip(img, (x0 + 22, y0 + 20), 13, c.player_colour(seat))
        name = names[seat] if seat < len(names) else "?"
        sub, colour = player_sub(view, player)
        name_colour = c.TEXT if active else c.MUTED
        if block.beside:
            draw_plate(img, (x0 + 44, y0), plate_lines(name, sub, plate - 44), (name_colour, colour))
            chips_top = y0 + (y1 - y0 - block.chips.height) // 2
            block.chips.draw(img, (x0 + plate + 12, chips_top), struck=not active)
        else:
            shown, nf = c.fit_text(name, (x1 - x0) * 3 // 5, 28, bold=True, min_size=SMALL)
            c.draw_text(img, (x0 + 44, y0 + 20), shown, nf, name_colour, "lm")
            sx = x0 + 44 + c.text_width(shown, nf) + 14
            c.text_in_box(img, (sx, y0 + 2, x1 - 8, y0 + 38), sub, SMALL, fill=colour, align="left", min_size=SMALL)
            block.chips.draw(img, (x0 + 12, y0 + 40), struck=not active)
    return height


# --------------------------------------------------------------------------- the images


def title_text(view: View) -> str:
    return f"{t('cardline-title')} · {characteristic_name(view)}"


def subtitle_text(view: View, names: list[str]) -> str:
    parts = []
    seat = view.get("to_act")
    if seat is not None and seat < len(names):
        parts.append(t("cardline-render-to-act", player=names[seat]))
    elif view.get("status") == "over":
        parts.append(t("cardline-render-game-over"))
    if view.get("characteristic"):
        parts.append(t("cardline-unit", name=view["characteristic"]))
    return " · ".join(p for p in parts if p)


def round_text(view: View) -> str:
    return t("cardline-render-round", round=view.get("round", 1))


LINE_HEADING_H = 48
LINE_BAND_PAD = 28  # above and below the cards, together


def line_heading(img: Image.Image, view: View, top: int) -> int:
    f = c.font(28, bold=True)
    heading = t("cardline-render-line", name=view.get("characteristic", ""))
    c.draw_text(img, (PAD + 4, top + 20), heading, f, c.TEXT, "lm")
    c.draw_text(img, (img.width - PAD - 4, top + 20), t("cardline-render-line-unit"), c.font(SMALL), c.MUTED, "rm")
    return LINE_HEADING_H


def line_section(img: Image.Image, view: View, top: int, f: Flow, marks: bool = True) -> int:
    """Heading, then the line on its dark band; returns the height used."""
    y = top + line_heading(img, view, top)
    c.drawer(img).rectangle((0, y, img.width, y + f.height + LINE_BAND_PAD), fill=LINE_BG)
    draw_line(img, view, y + LINE_BAND_PAD // 2, f, marks)
    return LINE_HEADING_H + f.height + LINE_BAND_PAD


def line_room() -> int:
    return WIDTH - 16  # the line's band spans the whole image


def render_board(view: View, names: Sequence[str] | None = None) -> bytes:
    return png(board_image(view, names))


def board_image(view: View, names: Sequence[str] | None = None) -> Image.Image:
    """The public board: title, last placement, the line with gaps, the piles, every hand."""
    who = seat_names(view, names)
    hands_h, _ = hands_panel(view, who, WIDTH, 0)
    fixed = HEADER_H + PAD + last_move_height(view) + LINE_HEADING_H + LINE_BAND_PAD + PAD + PILES_H + hands_h + PAD
    f = line_flow(view, line_room(), WIDTH - fixed)
    top = HEADER_H + PAD + last_move_height(view) + LINE_HEADING_H + f.height + LINE_BAND_PAD + PAD
    img = c.new_canvas(WIDTH, top + PILES_H + hands_h + PAD)
    header(img, title_text(view), subtitle_text(view, who), round_text(view))
    y = HEADER_H + PAD
    draw_last_move(img, view, who, y)
    y += last_move_height(view)
    y += line_section(img, view, y, f) + PAD
    draw_piles(img, view, y)
    draw_hands(img, view, who, y + PILES_H)
    return img


def hand_flow(cards: list[dict[str, Any]], width: int, tier: Tier = HAND_TIER) -> Flow:
    faces = [measure_card(card, tier, hand_value(card)) for card in cards]
    return flow(faces, tier, width, gaps=False)


def best_hand(cards: list[dict[str, Any]], width: int, budget: int) -> Flow:
    return pick([hand_flow(cards, width, tier) for tier in TIERS], budget)


def draw_hand_cards(img: Image.Image, f: Flow, left: int, top: int, struck: bool = False) -> None:
    y = top
    for row, h in zip(f.rows, f.row_heights):
        xs, _ = row_positions(f, row, True, gaps=False)
        for index, x in zip(row, xs):
            face = f.faces[index]
            box = (left + x, y, left + x + face.w, y + h)
            draw_card(img, box, face, f.tier, PAPER_SET_ASIDE if struck else PAPER_HAND)
        y += h + f.tier.row_gap


HANDS_MAX_H = 1400  # the hands sheet takes one-line chips rather than grow taller


def render_hands(view: View, names: Sequence[str] | None = None) -> bytes:
    return png(hands_image(view, names))


def hands_image(view: View, names: Sequence[str] | None = None) -> Image.Image:
    """Every hand as face-up cards with hidden values: the biggest cards that keep the sheet no taller than wide
    (the smallest up to `HANDS_MAX_H` px), or one-line chips for many players with big hands."""
    who = seat_names(view, names)
    players = view.get("players", [])
    room = WIDTH - 2 * PAD - 36
    layout: list[tuple[dict[str, Any], Flow | Chips, int]] = []
    for tier in TIERS:
        layout = []
        for player in players:
            cards = held_cards(player)
            f = hand_flow(cards, room, tier)
            layout.append((player, f, 64 + (f.height + 18 if cards else 0)))
        height = HEADER_H + PAD + sum(h + PAD for *_, h in layout) + PAD
        if height <= WIDTH or (tier is TIERS[-1] and height <= HANDS_MAX_H):
            break
    else:
        layout = []
        for player in players:
            chips = chip_rows(held_cards(player), room)
            layout.append((player, chips, 64 + (chips.height + 18 if chips.rows else 0)))
    height = HEADER_H + PAD + sum(h + PAD for *_, h in layout) + PAD
    img = c.new_canvas(WIDTH, height)
    header(img, title_text(view), subtitle_text(view, who), round_text(view))
    y = HEADER_H + PAD
    for player, cards, h in layout:
        seat = player.get("seat", 0)
        active = player.get("active", True)
        to_act = view.get("to_act") == seat
        box = (PAD, y, WIDTH - PAD, y + h)
        c.rounded_panel(img, box, 16, c.PANEL, c.ACCENT if to_act else c.PANEL_EDGE, 3 if to_act else 2)
        c.draw_chip(img, (PAD + 32, y + 32), 13, c.player_colour(seat))
        name = who[seat] if seat < len(who) else "?"
        shown, nf = c.fit_text(name, 560, 30, bold=True, min_size=SMALL)
        c.draw_text(img, (PAD + 56, y + 32), shown, nf, c.TEXT if active else c.MUTED, "lm")
        sub, colour = player_sub(view, player)
        sx = PAD + 56 + c.text_width(shown, nf) + 20
        c.text_in_box(img, (sx, y + 12, box[2] - 20, y + 52), sub, BODY, fill=colour, align="left", min_size=SMALL)
        if isinstance(cards, Chips):
            cards.draw(img, (PAD + 18, y + 64), struck=not active)
        elif cards.faces:
            draw_hand_cards(img, cards, PAD + 18, y + 64, struck=not active)
        y += h + PAD
    return img


PRIVATE_HAND_BUDGET = 330  # px for the own hand; the line takes what keeps the image no taller than wide


def render_private(view: View, names: Sequence[str] | None = None) -> bytes:
    return png(private_image(view, names))


def private_image(view: View, names: Sequence[str] | None = None) -> Image.Image:
    """A seat's own hand, big, over the current line with its gap numbers: everything needed to choose a move."""
    who = seat_names(view, names)
    me = view.get("me", 0)
    hand = best_hand(view.get("hand", []), WIDTH - 2 * PAD - 36, PRIVATE_HAND_BUDGET)
    hand_h = 70 + (hand.height + 20 if hand.faces else 0)
    fixed = HEADER_H + PAD + hand_h + PAD + last_move_height(view) + LINE_HEADING_H + LINE_BAND_PAD + PAD
    f = line_flow(view, line_room(), WIDTH - fixed)
    height = fixed + f.height
    img = c.new_canvas(WIDTH, height)
    header(img, title_text(view), subtitle_text(view, who), round_text(view))
    y = HEADER_H + PAD
    my_turn = bool(view.get("my_turn"))
    box = (PAD, y, WIDTH - PAD, y + hand_h)
    c.rounded_panel(img, box, 18, c.PANEL, c.ACCENT if my_turn else c.PANEL_EDGE, 3 if my_turn else 2)
    c.draw_chip(img, (PAD + 32, y + 36), 14, c.player_colour(me))
    title = t("cardline-render-your-hand", player=who[me] if me < len(who) else "?")
    hidden = t("cardline-render-value-hidden")
    hidden_w = c.text_width(hidden, c.font(SMALL)) + 24
    c.text_in_box(
        img, (PAD + 58, y + 12, box[2] - hidden_w - 20, y + 60), title, 32, bold=True, align="left", min_size=SMALL
    )
    c.draw_text(img, (box[2] - 20, y + 36), hidden, c.font(SMALL), c.MUTED, "rm")
    if hand.faces:
        draw_hand_cards(img, hand, PAD + 18, y + 70)
    y += hand_h + PAD
    draw_last_move(img, view, who, y)
    y += last_move_height(view)
    line_section(img, view, y, f)
    return img


def explanation(view: View) -> str:
    """Why the game ended, in full (wrapped, never cut): the presenter's wording with names if it gave one."""
    result = view.get("result") or {}
    if result.get("explanation"):  # a Text from the presenter, in the drawing's language
        return c.clean(tr(result["explanation"], current_lang()))
    reason = result.get("reason", "")
    if reason not in ("sole", "shared", "last_player"):
        return ""
    return t(f"cardline-explain-{reason}", round=result.get("round", view.get("round", "?")))


SCORE_NAME_X = PAD + 126  # where a player's name starts on the standings


@lru_cache(maxsize=256)
def score_name(name: str, room: int) -> tuple[str, Font]:
    """The name at 32 px bold, condensed or down to 24 px before anything is cut."""
    for size in (32, 28, SMALL):
        for condensed in (False, True):
            f = c.font(size, bold=True, condensed=condensed)
            if f.getlength(name) <= room:
                return name, f
    f = c.font(SMALL, bold=True, condensed=True)
    return c.ellipsize(name, f, room), f


def score_status(player: dict[str, Any], won: bool) -> str:
    """'Winner · 4 correct, 6 wrong', 'out in round 2 · 1 correct, 1 wrong' …"""
    status = t("cardline-render-winner") if won else t("cardline-render-lost")
    out = player.get("out")
    if out:
        resigned = out.get("reason") == "resigned"
        status = (
            t("cardline-render-resigned") if resigned else t("cardline-render-out-round", round=out.get("round", "?"))
        )
    stats = t("cardline-render-stats", correct=player.get("correct", 0), wrong=player.get("wrong", 0))
    return f"{status} · {stats}"


def score_left(players: list[tuple[str, str]]) -> int:
    """Where what the players held starts: right of the longest (name, status line), within 400–620 px."""
    widest = 0
    for name, status in players:
        shown, f = score_name(name, 620 - 16 - SCORE_NAME_X)
        widest = max(widest, SCORE_NAME_X + c.text_width(shown, f), PAD + 96 + c.text_width(status, c.font(SMALL)))
    return max(400, min(620, widest + 24))


def render_scores(view: View, names: Sequence[str] | None = None) -> bytes:
    return png(scores_image(view, names))


def scores_image(view: View, names: Sequence[str] | None = None) -> Image.Image:
    """The final standings: why it ended, winner(s) first, then everyone else with what each still held (values
    revealed), then the final line."""
    who = seat_names(view, names)
    result = view.get("result") or {"winners": [], "ranking": [[p["seat"] for p in view.get("players", [])]]}
    winners = set(result.get("winners", []))
    places: dict[int, int] = {}
    ahead = 0
    for group in result.get("ranking", []):
        places.update({seat: ahead + 1 for seat in group})
        ahead += len(group)
    order = [seat for group in result.get("ranking", []) for seat in group]
    players = {p["seat"]: p for p in view.get("players", [])}
    expl_font = c.font(BODY)
    text = explanation(view)
    expl_w = WIDTH - 2 * PAD - 40
    expl_h = c.wrapped_height(text, expl_font, expl_w) + 24 if text else 0
    label_f = c.font(SMALL)
    held_label = t("cardline-render-held")
    indent = c.text_width(held_label, label_f) + 14
    name_of = {seat: who[seat] if seat < len(who) else "?" for seat in order}
    status_of = {seat: score_status(players.get(seat, {}), seat in winners) for seat in order}
    left = score_left([(name_of[seat], status_of[seat]) for seat in order])
    held_room = WIDTH - PAD - 20 - left
    rows = []
    for seat in order:
        player = players.get(seat, {})
        held = player.get("hand", []) + player.get("set_aside", [])
        chips = chip_rows(held, held_room, indent)
        rows.append((seat, player, chips, max(100, chips.height + 32)))
    fixed = HEADER_H + PAD + expl_h + sum(h + 12 for *_, h in rows) + PAD + LINE_HEADING_H + LINE_BAND_PAD + PAD
    f = line_flow(view, line_room(), WIDTH - fixed)
    height = fixed + f.height
    img = c.new_canvas(WIDTH, height)
    rounds = t("cardline-render-rounds", count=int(view.get("round") or 1))
    header(img, t("cardline-render-results"), title_text(view), rounds)
    y = HEADER_H + PAD
    if text:
        c.draw_wrapped(img, (PAD + 20, y + 4), text, expl_font, expl_w, c.MUTED)
        y += expl_h
    for seat, _player, chips, row_h in rows:
        won = seat in winners
        box = (PAD, y, WIDTH - PAD, y + row_h)
        fill = c.mix(c.PANEL, c.GOLD, 0.14) if won else c.PANEL
        c.rounded_panel(img, box, 16, fill, c.GOLD if won else c.PANEL_EDGE, 3 if won else 2)
        mid = y + row_h / 2
        if won:
            draw_trophy(img, (PAD + 48, mid + 4), 58)
        else:
            c.draw_disc(img, (PAD + 48, mid), 26, c.PANEL_ALT, c.PANEL_EDGE, 2)
            place = str(places.get(seat, len(winners) + 1))
            c.draw_text(img, (PAD + 48, mid), place, c.font(28, bold=True), c.MUTED, "mm")
        c.draw_chip(img, (PAD + 106, mid - 18), 12, c.player_colour(seat))
        right = left - 16 if chips.rows else box[2] - 20
        shown, nf = score_name(name_of[seat], right - SCORE_NAME_X)
        c.draw_text(img, (SCORE_NAME_X, mid - 18), shown, nf, c.TEXT, "lm")
        sub = c.fit_text(status_of[seat], right - (PAD + 96), SMALL, min_size=SMALL)
        c.draw_text(img, (PAD + 96, mid + 24), sub[0], sub[1], c.GOLD if won else c.MUTED, "lm")
        if chips.rows:
            top = int(mid - chips.height / 2)
            c.draw_text(img, (left, top + CHIP_H / 2), held_label, label_f, c.MUTED, "lm")
            chips.draw(img, (left, top))
        y += row_h + 12
    y += PAD
    line_section(img, view, y, f, marks=False)
    return img
