"""Cardline images, drawn from views only (view shape: engine/games/cardline/rules.py).

- `render_board(view, names)`   the line as rows of cards (name, continent colour, value with unit), gap numbers
                                between the cards, the newest card marked, the last placement's verdict, every hand
                                by name (values hidden), the draw pile and the removed pile
- `render_hands(view, names)`   every player's hand, larger, with the line's gap count (for the thread)
- `render_private(view, names)` a seat view: that player's own hand, big, above the current line with its gaps
- `render_scores(view, names)`  the final standings: winners, the others, what each held (values revealed), the line

Continent colours follow the card faces; player colours are `common.PLAYER_COLOURS` by seat. Nothing here imports
the engine's rules, the storage or Discord; words come from engine/games/cardline/texts.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.games.cardline import texts as T
from renderers import common as c

View = dict[str, Any]

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
INK: c.RGB = (30, 32, 40)
INK_SOFT: c.RGB = (92, 96, 110)
GAP_FILL: c.RGB = (62, 70, 92)
LINE_BG: c.RGB = (33, 38, 52)

WIDTH = 1320
PAD = 24
TITLE_H = 84
MAX_SIDE = 2000


def png(img: Image.Image) -> bytes:
    return c.to_png(img, quantize=True, compress_level=3)


def continent_colour(card: dict[str, Any]) -> c.RGB:
    return CONTINENT_COLOURS.get(card.get("continent", ""), c.MUTED)


def seat_names(view: View, names: Sequence[str] | None) -> list[str]:
    count = len(view.get("players", [])) or len(names or []) or 1
    out = []
    for seat in range(count):
        given = names[seat] if names is not None and seat < len(names) and names[seat] else ""
        out.append(c.clean(given).strip() or T.LABEL_SEAT.format(seat=seat + 1))
    return out


def characteristic_name(view: View) -> str:
    return T.CHARACTERISTIC_NAMES.get(view.get("characteristic", ""), view.get("characteristic", ""))


def count_label(count: int) -> str:
    if count == 0:
        return T.LABEL_NO_CARDS
    return T.LABEL_ONE_CARD if count == 1 else T.LABEL_CARDS.format(count=count)


# --------------------------------------------------------------------------- symbols (vector, no emoji fonts)


def draw_cross(img: Image.Image, box: c.Box, fill: c.RGB = c.BAD, width: int | None = None) -> None:
    x0, y0, x1, y1 = box
    w = width or max(3, (x1 - x0) // 5)
    d = ImageDraw.Draw(img)
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
    d = ImageDraw.Draw(img)
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
class CardSize:
    w: int
    h: int

    @property
    def band(self) -> int:
        return max(16, int(self.h * 0.17))

    @property
    def name_size(self) -> int:
        return max(13, int(self.w * 0.15))

    @property
    def value_size(self) -> int:
        return max(14, int(self.w * 0.16))


def name_lines(name: str, width: int, height: int, size: int) -> tuple[list[str], Any]:
    """The country name in the largest bold (then condensed) font whose word-wrapped lines fit the box without
    breaking a word; long names may take three lines."""
    words = name.split()
    for s in range(size, 11, -1):
        for condensed in (False, True):
            f = c.font(s, bold=True, condensed=condensed)
            lines = c.wrap_text(name, f, width)
            unbroken = " ".join(lines).split() == words
            if unbroken and len(lines) <= 3 and len(lines) * c.line_height(f, 1.08) <= height:
                return lines, f
    f = c.font(12, bold=True, condensed=True)
    lines: list[str] = []
    for word in words:  # whole words, greedily; a word wider than the card is shortened with an ellipsis
        if lines and f.getlength(f"{lines[-1]} {word}") <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    lines = [c.ellipsize(line, f, width) for line in lines[:3]]
    return lines, f


def draw_card_face(img: Image.Image, box: c.Box, card: dict[str, Any], size: CardSize, paper: c.RGB) -> int:
    """Paper, continent band and name; returns the y where the value area starts."""
    x0, y0, x1, y1 = box
    colour = continent_colour(card)
    radius = max(6, size.w // 14)
    c.rounded_panel(img, box, radius, paper, c.darken(paper, 0.35), 2)
    band = (x0 + 2, y0 + 2, x1 - 2, y0 + size.band)
    c.rounded_panel(img, band, radius - 2, colour)
    ImageDraw.Draw(img).rectangle((band[0], band[3] - radius, band[2] - 1, band[3]), fill=colour)
    band_size = max(11, int(size.band * 0.62))
    continent = T.CONTINENT_NAMES.get(card.get("continent", ""), card.get("continent", "")).upper()
    if c.fit_text(continent, size.w - 12, band_size, bold=True, min_size=10)[0] != continent:
        continent = T.CONTINENT_SHORT.get(card.get("continent", ""), continent).upper()
    c.text_in_box(img, band, continent, band_size, bold=True, fill=c.text_on(colour), min_size=9, pad=6)
    value_top = y1 - int(size.h * 0.34)
    name_top = y0 + size.band + 4
    lines, f = name_lines(card.get("name", "?"), size.w - 14, value_top - name_top - 4, size.name_size)
    lh = c.line_height(f, 1.08)
    name_mid = (name_top + value_top) / 2
    top = name_mid - lh * len(lines) / 2
    for i, line in enumerate(lines):
        c.draw_text(img, ((x0 + x1) / 2, top + i * lh + lh / 2), line, f, INK, "mm")
    return value_top


def value_parts(card: dict[str, Any], characteristic: str) -> tuple[str, str]:
    """('43 888 303', '') or ('103 000', 'km²'): the number big, the unit small."""
    number = card.get("number", "")
    display = card.get("display", number)
    unit = display[len(number) :].strip() if display.startswith(number) else ""
    return number, unit


def draw_line_card(
    img: Image.Image, box: c.Box, card: dict[str, Any], size: CardSize, characteristic: str, newest: bool
) -> None:
    x0, y0, x1, y1 = box
    if newest:
        c.rounded_panel(img, (x0 - 5, y0 - 5, x1 + 5, y1 + 5), max(8, size.w // 12), c.ACCENT)
    value_top = draw_card_face(img, box, card, size, PAPER)
    ImageDraw.Draw(img).line((x0 + 10, value_top, x1 - 10, value_top), fill=c.mix(PAPER, INK, 0.18), width=1)
    number, unit = value_parts(card, characteristic)
    label = f"{number} {unit}".strip()
    c.text_in_box(
        img, (x0 + 4, value_top + 2, x1 - 4, y1 - 4), label, size.value_size, bold=True, fill=INK, min_size=10
    )
    if newest:  # a tag straddling the bottom edge, below the value
        badge_size = max(12, size.w // 11)
        badge_w = c.text_width(T.LABEL_NEW, c.font(badge_size, True)) + int(badge_size * 1.7)
        c.draw_badge(
            img, ((x0 + x1 - badge_w) // 2, y1 + 1), T.LABEL_NEW, fill=c.ACCENT, text_fill=INK, size=badge_size
        )


def draw_hand_card(img: Image.Image, box: c.Box, card: dict[str, Any], size: CardSize) -> None:
    """A card in a hand: face only, the value area a dashed question mark (nobody knows it)."""
    x0, y0, x1, y1 = box
    value_top = draw_card_face(img, box, card, size, PAPER_HAND)
    slot = (x0 + 10, value_top + 4, x1 - 10, y1 - 8)
    c.dashed_rounded(img, slot, max(4, size.w // 20), c.mix(PAPER_HAND, INK, 0.35), 2, 6)
    if "display" in card:  # the game is over: values are revealed
        c.text_in_box(img, slot, card["display"], size.value_size, bold=True, fill=INK, min_size=10)
    else:
        f = c.font(max(14, int((slot[3] - slot[1]) * 0.75)), bold=True)
        c.draw_text(img, ((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2), "?", f, INK_SOFT, "mm")


# --------------------------------------------------------------------------- the line


@dataclass(frozen=True)
class LineLayout:
    cols: int
    rows: int
    card: CardSize
    gap_w: int
    row_gap: int
    width: int  # canvas width needed

    @property
    def row_h(self) -> int:
        return self.card.h + self.row_gap

    @property
    def height(self) -> int:
        return self.rows * self.row_h - self.row_gap


def line_layout(count: int, width: int = WIDTH, budget: int = 1150) -> LineLayout:
    """Cards per row and card size so that the line fits `budget` pixels of height (and 2000 px of width)."""
    count = max(1, count)
    for canvas in (width, 1560, 1800, 1960):
        for cols in range(min(count, 6), 17):
            gap_w = 44 if cols <= 8 else 36
            card_w = min(190, (canvas - 2 * PAD - 16 - (cols + 1) * gap_w) // cols)
            if card_w < 92:
                break
            card = CardSize(card_w, int(card_w * 0.98))
            rows = -(-count // cols)
            layout = LineLayout(cols, rows, card, gap_w, 22 if card_w > 120 else 16, canvas)
            if layout.height <= budget:
                return layout
    cols = 16
    card_w = (1960 - 2 * PAD - 16 - 17 * 30) // cols
    card = CardSize(card_w, int(card_w * 0.9))
    return LineLayout(cols, -(-count // cols), card, 30, 12, 1960)


def gap_badge(img: Image.Image, centre: tuple[float, float], number: int, size: int, state: str) -> None:
    """A gap number in a disc; `state` is 'plain', 'wrong' (the chosen gap, red) or 'correct' (green)."""
    radius = size // 2
    if state == "wrong":
        c.draw_disc(img, centre, radius + 2, c.BAD, c.darken(c.BAD, 0.4), 2)
        fill_text = c.WHITE
    elif state == "correct":
        c.draw_disc(img, centre, radius + 2, c.GOOD, c.darken(c.GOOD, 0.5), 2)
        fill_text = INK
    else:
        c.draw_disc(img, centre, radius, GAP_FILL, c.PANEL_EDGE, 2)
        fill_text = c.TEXT
    label = str(number)
    shown, f = c.fit_text(label, int(size * 0.86), int(size * 0.56), bold=True, min_size=9)
    c.draw_text(img, centre, shown, f, fill_text, "mm")


def draw_line(img: Image.Image, view: View, top: int, layout: LineLayout, marks: bool = True) -> None:
    """The line in rows; `marks` shows the last placement (newest card, chosen and correct gaps)."""
    line = view.get("line", [])
    characteristic = view.get("characteristic", "")
    last = (view.get("last_move") or {}) if marks else {}
    newest = view.get("newest") if last.get("correct") else None
    wrong_gap = last.get("gap") if last and not last.get("correct") else None
    good_gaps = set(last.get("correct_gaps", [])) if wrong_gap is not None else set()
    badge = min(40, layout.gap_w - 6)
    row_w = layout.cols * layout.card.w + (layout.cols + 1) * layout.gap_w
    left = (img.width - row_w) // 2
    for index in range(len(line) + 1):
        row, col = divmod(index, layout.cols)
        if index == len(line) and col == 0 and index > 0:
            row, col = row - 1, layout.cols  # the last gap stays at the end of the last full row
        y = top + row * layout.row_h
        x = left + col * (layout.card.w + layout.gap_w)
        state = "wrong" if index == wrong_gap else "correct" if index in good_gaps else "plain"
        gap_badge(img, (x + layout.gap_w / 2, y + layout.card.h / 2), index, badge, state)
        if index < len(line):
            card = line[index]
            box = (x + layout.gap_w, y, x + layout.gap_w + layout.card.w, y + layout.card.h)
            draw_line_card(img, box, card, layout.card, characteristic, card.get("id") == newest)
        if col == layout.cols - 1 and index < len(line) - 1:  # the row's closing gap repeats the next row's first
            gx = x + layout.gap_w + layout.card.w
            gap_badge(
                img,
                (gx + layout.gap_w / 2, y + layout.card.h / 2),
                index + 1,
                badge,
                "wrong" if index + 1 == wrong_gap else "correct" if index + 1 in good_gaps else "plain",
            )


# --------------------------------------------------------------------------- panels shared by the images


def last_move_height(view: View) -> int:
    return 74 if view.get("last_move") else 0


def draw_last_move(img: Image.Image, view: View, names: list[str], top: int) -> None:
    """The verdict of the last placement: tick or cross, who placed what where, and the revealed value."""
    last = view.get("last_move")
    if not last:
        return
    box = (PAD, top, img.width - PAD, top + 62)
    correct = bool(last.get("correct"))
    colour = c.GOOD if correct else c.BAD
    c.rounded_panel(img, box, 14, c.mix(c.PANEL, colour, 0.16), colour, 2)
    verdict_disc(img, (box[0] + 34, top + 31), 20, correct)
    seat = last.get("seat", 0)
    card = last.get("card", {})
    template = T.LABEL_LAST_MOVE_CORRECT if correct else T.LABEL_LAST_MOVE_WRONG
    good = last.get("correct_gaps") or []
    right = f"{good[0]}–{good[-1]}" if len(good) > 1 else str(good[0]) if good else "?"
    text = template.format(
        player=names[seat] if seat < len(names) else "?",
        card=card.get("name", "?"),
        gap=last.get("gap", "?"),
        right=right,
    )
    value = card.get("display", "")
    value_font = c.font(30, bold=True)
    value_w = c.text_width(value, value_font) + 24
    c.text_in_box(img, (box[0] + 66, top, box[2] - value_w - 12, top + 62), text, 28, bold=True, align="left")
    c.draw_text(img, (box[2] - 18, top + 31), value, value_font, c.TEXT, "rm")


def player_status(view: View, player: dict[str, Any]) -> tuple[str, c.RGB] | None:
    out = player.get("out")
    if out:
        if out.get("reason") == "resigned":
            return T.LABEL_RESIGNED, c.MUTED
        return T.LABEL_OUT_ROUND.format(round=out.get("round", "?")), c.BAD
    if player.get("emptied"):
        return T.LABEL_EMPTIED, c.GOOD
    if view.get("to_act") == player.get("seat"):
        return T.LABEL_PLAYING_NOW, c.ACCENT
    return None


HAND_CHIP_H = 40
PLATE_W = 250  # name plate left of each hand
MIN_CHIP_W = 150


def hand_rows_needed(count: int, per_row: int) -> int:
    return max(1, -(-count // per_row))


def chip(img: Image.Image, box: c.Box, face: dict[str, Any]) -> None:
    """A compact face-up hand card: continent stripe and the name (no value)."""
    x0, y0, x1, y1 = box
    colour = continent_colour(face)
    c.rounded_panel(img, box, 9, PAPER_HAND, c.darken(PAPER_HAND, 0.3), 2)
    c.rounded_panel(img, (x0 + 2, y0 + 2, x0 + 16, y1 - 2), 7, colour)
    ImageDraw.Draw(img).rectangle((x0 + 9, y0 + 2, x0 + 16, y1 - 3), fill=colour)
    label = face.get("name", "?")
    if "display" in face:
        label = f"{label}: {face['display']}"
    c.text_in_box(img, (x0 + 22, y0, x1 - 6, y1), label, 20, bold=True, fill=INK, align="left", min_size=12)


def hands_layout(view: View, width: int) -> tuple[int, int, int]:
    """(chips per row, chip width, total height) of the hands panel."""
    room = width - 2 * PAD - PLATE_W - 36
    per_row = max(3, (room + 8) // (MIN_CHIP_W + 8))
    longest = max((len(p.get("hand", []) or p.get("set_aside", [])) for p in view.get("players", [])), default=0)
    per_row = max(3, min(per_row, longest))  # few cards: wider chips
    chip_w = min(250, (room - (per_row - 1) * 8) // per_row)
    height = 52
    for player in view.get("players", []):
        cards = player.get("hand", []) or player.get("set_aside", [])
        height += max(hand_rows_needed(len(cards), per_row) * (HAND_CHIP_H + 6) - 6, HAND_CHIP_H + 4) + 14
    return per_row, chip_w, height


def draw_hands(img: Image.Image, view: View, names: list[str], top: int) -> int:
    per_row, chip_w, height = hands_layout(view, img.width)
    box = (PAD, top, img.width - PAD, top + height)
    c.rounded_panel(img, box, 16, c.PANEL, c.PANEL_EDGE, 2)
    label = T.LABEL_HANDS_REVEALED if view.get("result") else T.LABEL_HANDS
    c.draw_text(img, (PAD + 20, top + 26), label, c.font(22, bold=True), c.MUTED, "lm")
    y = top + 52
    for player in view.get("players", []):
        seat = player.get("seat", 0)
        active = player.get("active", True)
        cards = player.get("hand", []) if active else player.get("set_aside", [])
        rows = hand_rows_needed(len(cards), per_row)
        row_h = max(rows * (HAND_CHIP_H + 6) - 6, HAND_CHIP_H + 4)
        to_act = view.get("to_act") == seat
        plate = (PAD + 12, y, PAD + 12 + PLATE_W, y + row_h)
        colour = c.player_colour(seat)
        if to_act:
            c.rounded_panel(
                img,
                (plate[0] - 4, plate[1] - 4, box[2] - 8, plate[3] + 4),
                12,
                c.mix(c.PANEL, c.ACCENT, 0.18),
                c.ACCENT,
                2,
            )
        c.draw_chip(img, (plate[0] + 22, y + 22), 14, colour)
        name_colour = c.TEXT if active else c.MUTED
        c.text_in_box(
            img,
            (plate[0] + 44, y - 2, plate[2] - 8, y + 26),
            names[seat] if seat < len(names) else "?",
            23,
            bold=True,
            fill=name_colour,
            align="left",
            min_size=14,
        )
        status = player_status(view, player)
        sub = count_label(player.get("hand_count", len(cards)))
        if status and not active:
            sub = status[0]
        elif status:
            sub = f"{sub} · {status[0]}"
        c.text_in_box(
            img,
            (plate[0] + 44, y + 24, plate[2] - 8, y + 46),
            sub,
            17,
            fill=status[1] if status else c.MUTED,
            align="left",
            min_size=12,
        )
        x_start = plate[2] + 12
        for i, face in enumerate(cards):
            r, col = divmod(i, per_row)
            x = x_start + col * (chip_w + 8)
            cy = y + 2 + r * (HAND_CHIP_H + 6)
            chip(img, (x, cy, x + chip_w, cy + HAND_CHIP_H), face)
            if not active:
                ImageDraw.Draw(img).line(
                    (x + 6, cy + HAND_CHIP_H / 2, x + chip_w - 6, cy + HAND_CHIP_H / 2), fill=c.MUTED, width=2
                )
        y += row_h + 14
    return height


def piles_height() -> int:
    return 64


def draw_piles(img: Image.Image, view: View, top: int) -> None:
    """Draw pile (count and the face on top), removed pile (count and the latest), continent legend."""
    box = (PAD, top, img.width - PAD, top + 52)
    c.rounded_panel(img, box, 14, c.PANEL, c.PANEL_EDGE, 2)
    pile = view.get("draw_pile", {})
    count = pile.get("count", 0)
    label = T.LABEL_DRAW_PILE.format(count=count) if count else T.LABEL_DRAW_PILE_EMPTY
    f = c.font(21, bold=True)
    x = box[0] + 18
    c.draw_text(img, (x, top + 26), label, f, c.TEXT, "lm")
    x += c.text_width(label, f) + 14
    if pile.get("top"):
        chip(img, (x, top + 8, x + 200, top + 44), pile["top"])
        x += 214
    removed = view.get("removed", [])
    label = T.LABEL_REMOVED.format(count=len(removed))
    c.draw_text(img, (x + 10, top + 26), label, f, c.TEXT, "lm")
    x += c.text_width(label, f) + 24
    legend = [(CONTINENT_COLOURS[k], T.CONTINENT_NAMES[k]) for k in CONTINENT_COLOURS]
    c.draw_legend(img, (x + 6, top + 26), legend, size=16, gap=14, max_width=box[2] - x - 20)


def title_text(view: View) -> str:
    return f"{T.TITLE} · {characteristic_name(view)}"


def subtitle_text(view: View, names: list[str]) -> str:
    parts = []
    seat = view.get("to_act")
    if seat is not None and seat < len(names):
        parts.append(T.LABEL_TO_ACT.format(player=names[seat]))
    elif view.get("status") == "over":
        parts.append(T.LABEL_GAME_OVER)
    parts.append(T.CHARACTERISTIC_UNITS.get(view.get("characteristic", ""), ""))
    return " · ".join(p for p in parts if p)


def line_heading(img: Image.Image, view: View, top: int) -> int:
    f = c.font(24, bold=True)
    c.draw_text(
        img,
        (PAD + 4, top + 16),
        T.LABEL_LINE.format(
            characteristic=T.CHARACTERISTIC_IN_SENTENCE.get(view.get("characteristic", ""), characteristic_name(view))
        ),
        f,
        c.TEXT,
        "lm",
    )
    small = c.font(20)
    c.draw_text(img, (img.width - PAD - 4, top + 16), T.LABEL_LINE_UNIT, small, c.MUTED, "rm")
    return 36


# --------------------------------------------------------------------------- the images


def render_board(view: View, names: Sequence[str] | None = None) -> bytes:
    """The public board: title, last placement, the line with gaps, the piles, every hand."""
    who = seat_names(view, names)
    line = view.get("line", [])
    _, _, hands_h = hands_layout(view, WIDTH)
    budget = MAX_SIDE - TITLE_H - last_move_height(view) - 36 - piles_height() - hands_h - 3 * PAD - 40
    layout = line_layout(len(line), WIDTH, max(300, min(1150, budget)))
    width = layout.width
    _, _, hands_h = hands_layout(view, width)
    height = TITLE_H + PAD + last_move_height(view) + 36 + layout.height + 24 + piles_height() + hands_h + PAD
    img = c.new_canvas(width, min(MAX_SIDE, height))
    c.title_bar(
        img,
        title_text(view),
        subtitle_text(view, who),
        height=TITLE_H,
        right=T.LABEL_ROUND.format(round=view.get("round", 1)),
    )
    y = TITLE_H + PAD // 2
    draw_last_move(img, view, who, y)
    y += last_move_height(view)
    y += line_heading(img, view, y)
    ImageDraw.Draw(img).rectangle((0, y - 6, width, y + layout.height + 10), fill=LINE_BG)
    draw_line(img, view, y + 2, layout)
    y += layout.height + 24
    draw_piles(img, view, y)
    y += piles_height()
    draw_hands(img, view, who, y)
    return png(img)


def render_hands(view: View, names: Sequence[str] | None = None) -> bytes:
    """Every hand, as big face-up cards with hidden values (for `/cardline hand` in the thread)."""
    who = seat_names(view, names)
    players = view.get("players", [])
    per_row = 6
    size = CardSize(190, 176)
    rows = [max(1, -(-len(p.get("hand", []) or p.get("set_aside", [])) // per_row)) for p in players]
    block = [r * (size.h + 14) + 48 for r in rows]
    height = TITLE_H + PAD + sum(block) + PAD * len(players) + PAD
    if height > MAX_SIDE:  # many players with big hands: smaller cards
        size = CardSize(150, 136)
        per_row = 7
        rows = [max(1, -(-len(p.get("hand", []) or p.get("set_aside", [])) // per_row)) for p in players]
        block = [r * (size.h + 10) + 44 for r in rows]
        height = min(MAX_SIDE, TITLE_H + PAD + sum(block) + PAD * len(players) + PAD)
    img = c.new_canvas(WIDTH, height)
    c.title_bar(
        img,
        title_text(view),
        subtitle_text(view, who),
        height=TITLE_H,
        right=T.LABEL_ROUND.format(round=view.get("round", 1)),
    )
    y = TITLE_H + PAD
    for player, h in zip(players, block):
        draw_player_hand(img, view, player, who, (PAD, y, WIDTH - PAD, y + h), size, per_row)
        y += h + PAD
    return png(img)


def draw_player_hand(
    img: Image.Image, view: View, player: dict[str, Any], who: list[str], box: c.Box, size: CardSize, per_row: int
) -> None:
    seat = player.get("seat", 0)
    active = player.get("active", True)
    to_act = view.get("to_act") == seat
    c.rounded_panel(img, box, 16, c.PANEL, c.ACCENT if to_act else c.PANEL_EDGE, 3 if to_act else 2)
    x0, y0, x1, _ = box
    c.draw_chip(img, (x0 + 30, y0 + 26), 13, c.player_colour(seat))
    f = c.font(26, bold=True)
    name = who[seat] if seat < len(who) else "?"
    c.draw_text(img, (x0 + 54, y0 + 26), name, f, c.TEXT if active else c.MUTED, "lm")
    status = player_status(view, player)
    info = count_label(player.get("hand_count", 0))
    if status and not active:
        info = status[0]
    elif status:
        info = f"{info} · {status[0]}"
    c.draw_text(
        img, (x0 + 54 + c.text_width(name, f) + 18, y0 + 27), info, c.font(20), status[1] if status else c.MUTED, "lm"
    )
    cards = player.get("hand", []) if active else player.get("set_aside", [])
    for i, face in enumerate(cards):
        r, col = divmod(i, per_row)
        x = x0 + 18 + col * (size.w + 14)
        y = y0 + 48 + r * (size.h + 14)
        draw_hand_card(img, (x, y, x + size.w, y + size.h), face, size)


def render_private(view: View, names: Sequence[str] | None = None) -> bytes:
    """A seat's own hand, big, over the current line with its gap numbers: everything needed to choose a move."""
    who = seat_names(view, names)
    me = view.get("me", 0)
    hand = view.get("hand", [])
    per_row = max(1, len(hand) if len(hand) <= 6 else -(-len(hand) // 2))
    card_w = min(200, (WIDTH - 2 * PAD - 40 - (per_row - 1) * 16) // per_row)
    size = CardSize(card_w, int(card_w * 0.93))
    hand_rows = max(1, -(-len(hand) // per_row))
    hand_h = 60 + hand_rows * (size.h + 16)
    line = view.get("line", [])
    budget = MAX_SIDE - TITLE_H - hand_h - last_move_height(view) - 36 - 3 * PAD - 30
    layout = line_layout(len(line), WIDTH, max(300, min(1100, budget)))
    width = layout.width
    height = TITLE_H + PAD + hand_h + PAD + last_move_height(view) + 36 + layout.height + 2 * PAD
    img = c.new_canvas(width, min(MAX_SIDE, height))
    c.title_bar(
        img,
        title_text(view),
        subtitle_text(view, who),
        height=TITLE_H,
        right=T.LABEL_ROUND.format(round=view.get("round", 1)),
    )
    y = TITLE_H + PAD
    box = (PAD, y, width - PAD, y + hand_h)
    my_turn = bool(view.get("my_turn"))
    c.rounded_panel(img, box, 18, c.PANEL, c.ACCENT if my_turn else c.PANEL_EDGE, 3 if my_turn else 2)
    title = T.LABEL_YOUR_HAND.format(player=who[me] if me < len(who) else "?")
    c.draw_chip(img, (PAD + 30, y + 30), 13, c.player_colour(me))
    c.draw_text(img, (PAD + 54, y + 30), title, c.font(28, bold=True), c.TEXT, "lm")
    c.draw_text(img, (width - PAD - 20, y + 30), T.LABEL_VALUE_HIDDEN, c.font(20), c.MUTED, "rm")
    total_w = min(len(hand), per_row) * (size.w + 16) - 16
    start = (width - total_w) // 2
    for i, face in enumerate(hand):
        r, col = divmod(i, per_row)
        x = start + col * (size.w + 16)
        cy = y + 60 + r * (size.h + 16)
        draw_hand_card(img, (x, cy, x + size.w, cy + size.h), face, size)
    y += hand_h + PAD
    draw_last_move(img, view, who, y)
    y += last_move_height(view)
    y += line_heading(img, view, y)
    ImageDraw.Draw(img).rectangle((0, y - 6, width, y + layout.height + 10), fill=LINE_BG)
    draw_line(img, view, y + 2, layout)
    return png(img)


def explanation(view: View) -> str:
    result = view.get("result") or {}
    template = {"sole": T.EXPLAIN_SOLE, "shared": T.EXPLAIN_SHARED, "last_player": T.EXPLAIN_LAST}.get(
        result.get("reason", ""), ""
    )
    return template.format(round=result.get("round", view.get("round", "?")))


def render_scores(view: View, names: Sequence[str] | None = None) -> bytes:
    """The final standings: winner(s) first, then everyone else, with what each still held, then the final line."""
    who = seat_names(view, names)
    result = view.get("result") or {"winners": [], "ranking": [[p["seat"] for p in view.get("players", [])]]}
    winners = set(result.get("winners", []))
    order = [seat for group in result.get("ranking", []) for seat in group]
    players = {p["seat"]: p for p in view.get("players", [])}
    row_h = 92
    expl_font = c.font(22)
    expl_h = c.wrapped_height(explanation(view), expl_font, WIDTH - 2 * PAD - 40) + 24
    line = view.get("line", [])
    fixed = TITLE_H + PAD + expl_h + len(order) * (row_h + 10) + PAD // 2 + 36 + 16 + PAD
    layout = line_layout(len(line), WIDTH, max(260, min(900, MAX_SIDE - fixed)))
    width = layout.width
    height = min(MAX_SIDE, fixed + layout.height)
    img = c.new_canvas(width, height)
    c.title_bar(
        img,
        T.LABEL_RESULTS,
        title_text(view),
        height=TITLE_H,
        right=T.LABEL_ONE_ROUND if view.get("round", 1) == 1 else T.LABEL_ROUNDS.format(rounds=view.get("round")),
    )
    y = TITLE_H + PAD
    c.draw_wrapped(img, (PAD + 20, y), explanation(view), expl_font, width - 2 * PAD - 40, c.MUTED)
    y += expl_h
    for seat in order:
        player = players.get(seat, {})
        won = seat in winners
        box = (PAD, y, width - PAD, y + row_h)
        c.rounded_panel(
            img,
            box,
            16,
            c.mix(c.PANEL, c.GOLD, 0.14) if won else c.PANEL,
            c.GOLD if won else c.PANEL_EDGE,
            3 if won else 2,
        )
        if won:
            draw_trophy(img, (PAD + 46, y + row_h / 2 + 4), 54)
        else:
            c.draw_disc(img, (PAD + 46, y + row_h / 2), 22, c.PANEL_ALT, c.PANEL_EDGE, 2)
            c.draw_text(img, (PAD + 46, y + row_h / 2), "2", c.font(24, bold=True), c.MUTED, "mm")
        c.draw_chip(img, (PAD + 100, y + 30), 11, c.player_colour(seat))
        c.text_in_box(
            img,
            (PAD + 120, y + 8, PAD + 430, y + 52),
            who[seat] if seat < len(who) else "?",
            30,
            bold=True,
            align="left",
            min_size=16,
        )
        status = T.LABEL_WINNER if won else T.LABEL_LOST
        out = player.get("out")
        if out:
            status = (
                T.LABEL_RESIGNED
                if out.get("reason") == "resigned"
                else T.LABEL_OUT_ROUND.format(round=out.get("round", "?"))
            )
        stats = T.LABEL_STATS.format(correct=player.get("correct", 0), wrong=player.get("wrong", 0))
        c.text_in_box(
            img,
            (PAD + 92, y + 52, PAD + 430, y + row_h - 6),
            f"{status} · {stats}",
            20,
            fill=c.GOLD if won else c.MUTED,
            align="left",
            min_size=12,
        )
        held = player.get("hand", []) + player.get("set_aside", [])
        x = PAD + 446
        if held:
            c.draw_text(img, (x, y + row_h / 2), T.LABEL_HELD, c.font(18), c.MUTED, "lm")
            x += c.text_width(T.LABEL_HELD, c.font(18)) + 12
            chip_w = 250
            for i, face in enumerate(held):
                if x + chip_w > box[2] - 12:
                    more = f"+{len(held) - i}"
                    c.draw_text(img, (box[2] - 16, y + row_h / 2), more, c.font(22, bold=True), c.TEXT, "rm")
                    break
                chip(img, (x, y + 22, x + chip_w, y + row_h - 22), face)
                x += chip_w + 10
        y += row_h + 10
    y += PAD // 2
    y += line_heading(img, view, y)
    ImageDraw.Draw(img).rectangle((0, y - 6, width, y + layout.height + 10), fill=LINE_BG)
    draw_line(img, view, y + 2, layout, marks=False)
    return png(img)
