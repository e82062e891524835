"""A player's private panel and the final result of Battlestar Galactica (`renderers.bsg.panel`, `.result`).

- `panel(view, names)`: from one seat's view (`view(state, seat)`, its "me" part): the hand grouped by colour, each
  card with its strength and name; the loyalty card(s) with their reveal power and the team they make; loyalty cards
  this player has seen; the super crisis cards; the quorum hand (President only). A player reads it on a phone too
  (~360 px wide): every text is drawn at `PHONE` or `HEAD` (≥ 8.5 px tall there), and a name or text wider than its
  place wraps at its spaces instead of shrinking or being cut (tests/bsg/renderers/test_bsg_panel_phone.py).
- `result(view, names)`: from the public view of a finished game: the winning team, how the game ended, and every
  player's loyalty cards, revealed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from engine.games.bsg.data import DATA, card_base
from i18n import current_lang
from renderers import common as c
from renderers.bsg_kit import (
    BODY,
    CYLON,
    PAD,
    PHONE,
    PHONE_MIN,
    SKILL_COLOURS,
    SKILLS,
    SMALL,
    WIDTH,
    Box,
    View,
    card_name,
    character_chip,
    character_name,
    label,
    location_name,
    png,
    seat_as,
    seat_name,
    section,
    section_top,
    skill_of,
    strength_of,
    text_at,
    title_bar,
    width_of,
)
from renderers.common import t

PANEL_MIN_HEIGHT = 400  # a short panel (an empty hand, no loyalty yet) still reads as a panel, not a strip
RESULT_ROW = 72  # one player's line in the result
RESULT_NAME_W = 400  # its player's and character's names, whole at 550 px (test_bsg_whole_labels.py)
HUMAN: tuple[int, int, int] = (70, 140, 230)
HEAD = PHONE - 2  # section titles, skill names and counts, powers, the card lists
LINE = HEAD + 6  # a line of a wrapped text at HEAD
NAME_LINE = PHONE  # a line of a card's name in its tile (PHONE, condensed)
TILE_COLUMNS = 3  # tiles in one line; more cards of a colour wrap
TILE_GAP = 8
TILE_H = 2 * NAME_LINE + 14  # every skill card's name fits two lines of its tile
TILE_ROW = TILE_H + 8  # one line of tiles
HAND_TOP = 88
BAR_W = 12  # a colour's bar left of its name
LEFT = (PAD, 640)  # the loyalty column
RIGHT = (648, WIDTH - PAD)  # super crises, then the quorum hand
GAP = 8


def panel(view: View, names: Sequence[str] | None) -> bytes:
    """The canvas is as tall as what it holds (`panel_height`)."""
    me = view["me"]
    seat = me["seat"]
    player = view["players"][seat]
    revealed = player.get("revealed_loyalty") or []
    lower = HAND_TOP + hand_height(me["hand"]) + GAP
    height = panel_height(view, names)
    img = c.new_canvas(WIDTH, height)
    title = seat_name(names, seat)  # with the character once chosen
    if player["character"]:
        title = seat_as(names, seat, character_name(player["character"]))
    if player["location"]:
        where = location_name(player["location"])
    else:
        where = t("bsg-render-in-space") if player.get("viper") is not None else t("bsg-render-off-board")
    title_bar(img, title, t("bsg-render-private", where=where), sub_size=HEAD)
    hand(img, me["hand"], (PAD, HAND_TOP, WIDTH - PAD, lower - GAP))
    loyalty(img, me, revealed, names, (LEFT[0], lower, LEFT[1], height - PAD))
    y = card_list(img, t("bsg-render-super-crises"), me.get("super_crisis") or [], (RIGHT[0], lower, RIGHT[1]), CYLON)
    if me.get("quorum_hand") is not None:
        card_list(img, t("bsg-render-quorum-hand"), me["quorum_hand"], (RIGHT[0], y + GAP, RIGHT[1]), c.GOLD)
    return png(img)


def panel_height(view: View, names: Sequence[str] | None = None) -> int:
    """The hand's lines of tiles, then the taller of the loyalty column and the super crises with the quorum hand
    (never shorter than PANEL_MIN_HEIGHT)."""
    me = view["me"]
    revealed = view["players"][me["seat"]].get("revealed_loyalty") or []
    right = card_list_height(me.get("super_crisis") or [])
    if me.get("quorum_hand") is not None:
        right += GAP + card_list_height(me["quorum_hand"])
    lower = HAND_TOP + hand_height(me["hand"]) + GAP
    return max(PANEL_MIN_HEIGHT, lower + max(loyalty_height(me, revealed, names), right) + PAD)


def groups_of(cards: Sequence[str]) -> list[tuple[str, list[str]]]:
    """The hand by skill colour in the board's order, each group weakest first; colours not held are left out."""
    groups = [(s, sorted((card for card in cards if skill_of(card) == s), key=strength_of)) for s in SKILLS]
    return [(s, g) for s, g in groups if g]


def lines_of(group: Sequence[str]) -> int:
    return -(-len(group) // TILE_COLUMNS)


def hand_height(cards: Sequence[str]) -> int:
    return section_top(HEAD) + (sum(lines_of(g) for _, g in groups_of(cards)) * TILE_ROW if cards else 40) + 4


@lru_cache(maxsize=8)
def skills_width(lang: str) -> int:
    """The widest colour name or card count in the language (`lang` keys the cache): where the tiles start, the
    same whatever the hand holds."""
    texts = [t("bsg-render-skill", skill=s) for s in SKILLS]
    counts = [t("bsg-render-cards", count=n) for n in range(1, 11)]
    return max([width_of(x, HEAD, True) for x in texts] + [width_of(x, HEAD) for x in counts])


def tile_width(x0: int, x1: int) -> int:
    """A tile's width when TILE_COLUMNS of them fill the hand right of the colour names (`tiles_x`)."""
    return (x1 - 12 - tiles_x(x0) - (TILE_COLUMNS - 1) * TILE_GAP) // TILE_COLUMNS


def tiles_x(x0: int) -> int:
    return x0 + 12 + BAR_W + 8 + skills_width(current_lang()) + 16


def hand(img: Image.Image, cards: Sequence[str], box: Box) -> None:
    top = section(img, box, t("bsg-render-hand", count=len(cards)), size=HEAD)
    x0, _, x1, _ = box
    if not cards:
        label(img, (x0 + 12, top, x1 - 12, top + 34), t("bsg-render-hand-empty"), HEAD, fill=c.MUTED)
        return
    y = top
    names_x, start, width = x0 + 12 + BAR_W + 8, tiles_x(x0), tile_width(x0, x1)
    for skill, group in groups_of(cards):
        rows = lines_of(group)
        colour = SKILL_COLOURS[skill]
        c.rounded_panel(img, (x0 + 12, y + 4, x0 + 12 + BAR_W, y + rows * TILE_ROW - 6), 4, colour)
        half = TILE_ROW // 2
        label(img, (names_x, y + 2, start - 8, y + half), t("bsg-render-skill", skill=skill), HEAD, bold=True)
        count = t("bsg-render-cards", count=len(group))
        label(img, (names_x, y + half - 4, start - 8, y + TILE_ROW - 6), count, HEAD, fill=c.MUTED)
        for k, card in enumerate(group):
            tx = start + (k % TILE_COLUMNS) * (width + TILE_GAP)
            ty = y + (k // TILE_COLUMNS) * TILE_ROW
            tile(img, (tx, ty + 2, tx + width, ty + 2 + TILE_H), card)
        y += rows * TILE_ROW


def tile(img: Image.Image, box: Box, card: str) -> None:
    """A skill card: its colour, the strength large, the name beside it (on two lines when it needs them)."""
    x0, y0, x1, y1 = box
    colour = SKILL_COLOURS.get(skill_of(card), (90, 90, 90))
    ink = c.text_on(colour)
    c.rounded_panel(img, box, 8, colour, c.darken(colour, 0.5), 2)
    text_at(img, (x0 + 8, (y0 + y1) / 2), str(strength_of(card)), 40, bold=True, fill=ink, anchor="lm")
    nx = x0 + 42
    f = c.font(PHONE, condensed=True)
    lines = c.wrap_text(card_name(card), f, x1 - nx - 6)
    start = (y0 + y1) / 2 - NAME_LINE * len(lines) / 2 - 3  # the ink sits low in its line: centred by eye
    for i, line in enumerate(lines):
        c.draw_text(img, (nx, start + i * NAME_LINE), line, f, ink, "la")


def loyalty_cards(me: dict[str, Any], revealed: Sequence[str]) -> list[tuple[str, bool]]:
    """Every loyalty card this seat holds: those already revealed first (True), then the hidden ones."""
    return [(card, True) for card in revealed] + [(card, False) for card in me.get("loyalty", [])]


def power_lines(card: str) -> list[str]:
    return c.wrap_text(t("bsg-render-power", card=card_base(card)), c.font(HEAD), LEFT[1] - LEFT[0] - 48)


def card_title_lines(card: str, shown: bool) -> list[str]:
    """A loyalty card's name (revealed: said so), on more lines when a language needs them."""
    name = t("bsg-render-revealed-card", card=card_name(card)) if shown else card_name(card)
    return c.wrap_text(name, c.font(PHONE, True), LEFT[1] - LEFT[0] - 48)


def seen_lines(names: Sequence[str] | None, seen: dict[str, Any]) -> list[str]:
    kinds = ", ".join(card_name(card) for card in seen.get("cards", []))
    text = t("bsg-render-seen", player=seat_name(names, seen.get("target", -1)), cards=kinds)
    return c.wrap_text(text, c.font(HEAD), LEFT[1] - LEFT[0] - 24)


def team_lines(me: dict[str, Any], held: bool) -> list[str]:
    text = t("bsg-render-your-team", team=me.get("team") or "human") if held else t("bsg-render-no-loyalty")
    return c.wrap_text(text, c.font(PHONE, held), LEFT[1] - LEFT[0] - 24)


def loyalty_card_height(card: str, shown: bool) -> int:
    return 12 + (PHONE + 6) * len(card_title_lines(card, shown)) + LINE * len(power_lines(card)) + 6


def loyalty_height(me: dict[str, Any], revealed: Sequence[str], names: Sequence[str] | None = None) -> int:
    h = section_top(HEAD) + (PHONE + 6) * len(team_lines(me, bool(revealed or me.get("loyalty")))) + 6
    h += sum(loyalty_card_height(card, shown) + GAP for card, shown in loyalty_cards(me, revealed))
    h += sum(LINE * len(seen_lines(names, seen)) + 4 for seen in me.get("seen_loyalty", []))
    return h + GAP


def loyalty(
    img: Image.Image, me: dict[str, Any], revealed: Sequence[str], names: Sequence[str] | None, box: Box
) -> None:
    """The team, every loyalty card held (and those already revealed) with its whole power, then the loyalty cards
    seen of others."""
    y = section(img, box, t("bsg-render-loyalty-title"), size=HEAD)
    x0, _, x1, _ = box
    team = me.get("team") or "human"
    held = bool(revealed or me.get("loyalty"))
    fill = (CYLON if team == "cylon" else HUMAN) if held else c.MUTED
    for line in team_lines(me, held):
        c.draw_text(img, (x0 + 12, y), line, c.font(PHONE, held), fill, "la")
        y += PHONE + 6
    y += 6
    f = c.font(HEAD)
    for card, shown in loyalty_cards(me, revealed):
        kind = DATA.loyalty[card_base(card)]["kind"]
        fill = (120, 30, 30) if kind == "cylon" else (70, 50, 90) if kind == "sympathizer" else (40, 70, 120)
        h = loyalty_card_height(card, shown)
        c.rounded_panel(img, (x0 + 12, y, x1 - 12, y + h), 10, fill, c.lighten(fill, 0.3), 2)
        ty = y + 8
        for line in card_title_lines(card, shown):
            c.draw_text(img, (x0 + 24, ty), line, c.font(PHONE, True), c.TEXT, "la")
            ty += PHONE + 6
        for line in power_lines(card):
            c.draw_text(img, (x0 + 24, ty), line, f, (230, 230, 240), "la")
            ty += LINE
        y += h + GAP
    for seen in me.get("seen_loyalty", []):
        for line in seen_lines(names, seen):
            c.draw_text(img, (x0 + 12, y + 2), line, f, c.MUTED, "la")
            y += LINE
        y += 4


def card_list_height(cards: Sequence[str] | None) -> int:
    entries = [name_lines(card) for card in cards or []]
    return section_top(HEAD) + 6 + max(LINE + 4, sum(LINE * len(lines) + 4 for lines in entries))


def name_lines(card: str) -> list[str]:
    return c.wrap_text(card_name(card), c.font(HEAD), RIGHT[1] - RIGHT[0] - 24)


def card_list(img: Image.Image, title: str, cards: Sequence[str], at: tuple[int, int, int], edge: Sequence[int]) -> int:
    """A titled list of card names (a long name on more lines); returns its bottom."""
    x0, y0, x1 = at
    y1 = y0 + card_list_height(cards)
    c.rounded_panel(img, (x0, y0, x1, y1), 12, c.PANEL, tuple(edge), 2)
    top = section_top(HEAD)
    label(img, (x0 + 12, y0 + 4, x1 - 12, y0 + top - 2), title, HEAD, bold=True, fill=tuple(edge), min_size=PHONE_MIN)
    y = y0 + top + 2
    if not cards:
        label(img, (x0 + 12, y, x1 - 12, y + LINE), t("bsg-render-none"), HEAD, fill=c.MUTED)
    f = c.font(HEAD)
    for card in cards:
        for line in name_lines(card):
            c.draw_text(img, (x0 + 12, y + 2), line, f, c.TEXT, "la")
            y += LINE
        y += 4
    return y1


# --------------------------------------------------------------------------- result


def team_of(player: dict[str, Any]) -> str:
    cards = list(player.get("loyalty") or []) + list(player.get("revealed_loyalty") or [])
    if player.get("cylon_player") or any(DATA.loyalty[card_base(x)]["kind"] == "cylon" for x in cards):
        return "cylon"
    return "human"


def result(view: View, names: Sequence[str] | None) -> bytes:
    height = result_height(len(view["players"]))
    img = c.new_canvas(WIDTH, height)
    title_bar(img, t("bsg-title"), t("bsg-render-game-over", turn=view["turn"]))
    winner = view.get("winner") or "cylon"
    colour = CYLON if winner == "cylon" else HUMAN
    c.rounded_panel(img, (PAD, 90, WIDTH - PAD, 230), 16, c.darken(colour, 0.45), colour, 3)
    label(
        img, (PAD + 20, 98, WIDTH - PAD - 20, 150), t("bsg-render-winners", team=winner), 40, bold=True, align="center"
    )
    reason = view.get("end_reason") or "turn_limit"
    why = t(f"bsg-result-reason-{reason}")  # the title already names the winners: only how the game ended
    why = why[:1].upper() + why[1:] + "."
    f = c.font(BODY)
    lines = c.wrap_text(why, f, WIDTH - 2 * PAD - 40)[:2]
    for i, line in enumerate(lines):
        c.draw_text(img, (WIDTH / 2, 172 + i * 32), line, f, c.TEXT, "mm")
    summary(img, view, (PAD, 240, WIDTH - PAD, 304))
    rows_top = section(img, (PAD, 312, WIDTH - PAD, height - PAD), t("bsg-render-loyalty-revealed"))
    for i, p in enumerate(view["players"]):
        y = rows_top + i * RESULT_ROW
        result_row(img, p, names, (PAD + 12, y, WIDTH - PAD - 12, y + RESULT_ROW - 6), winner)
    return png(img)


def result_height(players: int) -> int:
    """The banner, the summary and one line per player: 584 px for 3 players … 800 for 6."""
    return 312 + 38 + RESULT_ROW * players + 2 + PAD


def summary(img: Image.Image, view: View, box: Box) -> None:
    """Where the fleet ended: distance and the four resources."""
    c.rounded_panel(img, box, 12, c.PANEL, c.PANEL_EDGE, 2)
    parts = [t("bsg-render-distance", distance=int(view["distance"]), final=8)]
    parts += [f"{t('bsg-render-resource', resource=r)} {view['resources'][r]}" for r in view["resources"]]
    label(img, (box[0] + 14, box[1], box[2] - 14, box[3]), " · ".join(parts), BODY, align="center")


def result_row(img: Image.Image, p: dict[str, Any], names: Sequence[str] | None, box: Box, winner: str) -> None:
    x0, y0, x1, y1 = box
    team = team_of(p)
    won = team == winner
    c.rounded_panel(img, box, 10, c.PANEL_ALT, c.ACCENT if won else None, 2)
    cy = (y0 + y1) // 2
    character_chip(img, (x0 + 10, cy), p, height=34)
    x = x0 + 140  # the names, then the cards, in columns
    label(img, (x, y0 + 2, x + RESULT_NAME_W, cy + 2), seat_name(names, p["seat"]), BODY, bold=True)
    label(img, (x, cy - 2, x + RESULT_NAME_W, y1 - 2), character_name(p["character"]), SMALL, fill=c.MUTED)
    x += RESULT_NAME_W + 12
    badge = t("bsg-render-team", team=team)
    bw = width_of(badge, SMALL, True) + 34
    c.draw_badge(img, (x1 - 10, cy), badge, fill=CYLON if team == "cylon" else HUMAN, size=SMALL, height=34, anchor="r")
    cards = list(p.get("revealed_loyalty") or []) + list(p.get("loyalty") or [])
    kinds: dict[str, int] = {}  # the same card twice is shown once, "×2"
    for card in cards:
        kinds[DATA.loyalty[card_base(card)]["kind"]] = kinds.get(DATA.loyalty[card_base(card)]["kind"], 0) + 1
    chips = [(kind, t("bsg-render-loyalty", kind=kind) + (f" ×{n}" if n > 1 else "")) for kind, n in kinds.items()]
    room = x1 - 10 - bw - 8 - x
    widths = [width_of(name, SMALL) + 20 for _, name in chips]
    rows = [chips] if sum(widths) + 8 * len(chips) <= room else [chips[:1], chips[1:]]  # two lines when crowded
    for r, row in enumerate(rows):
        ry, h = (cy, 40) if len(rows) == 1 else (y0 + 16 + r * 32, 28)
        rx = x
        for kind, name in row:
            fill = (150, 36, 36) if kind == "cylon" else (90, 60, 120) if kind == "sympathizer" else (44, 80, 140)
            w = min(width_of(name, SMALL) + 20, x + room - rx)
            c.rounded_panel(img, (rx, ry - h // 2, rx + w, ry + h // 2), 8, fill)
            label(img, (rx + 6, ry - h // 2, rx + w - 6, ry + h // 2), name, SMALL, align="center")
            rx += w + 8
