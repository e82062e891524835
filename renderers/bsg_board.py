"""The public board of Battlestar Galactica (`renderers.bsg.board`), drawn from `BsgGame().view(state, None)`.

One layout for both places Discord shows it: about 550 px wide on a desktop, about 360 px on a phone (a third of
the canvas). What a player reads there — location and space area names, hand and loyalty counts, deck sizes, the
reserves, the cards in play — is drawn at `PHONE` (32 px; ≥ 8.5 px tall at 360 px, tests/bsg/renderers/
test_bsg_phone.py); the title bar's subtitle and the ships' legend at PHONE − 2 and PHONE_MIN (≥ 8.5 px there
too); the rest at the kit's 24 px minimum (11 px at 550).

Layout on a 1100 × `board_height(players)` canvas (the same size all game long, unless more cards are in play than
their box holds even in its smaller font: then the board grows to show them all), top to bottom:
- title bar: turn, current player and character, turn step;
- the four resource dials (value, a 0–15 scale with the red zone shaded);
- jump preparation track (red spaces, the blue −3/−1 population spaces, auto-jump), distance and destinations
  taken, boarding party track with its centurions;
- space, the full width: the six areas around Galactica as on the board (1 2 top, 0 and 3 beside it, 5 4 below),
  each named as the buttons name it ("area 4 (lower rear, launch)"), with raiders, heavy raiders, basestars (and
  their damage), vipers (pilots named) and face-down civilian ships; Galactica's ten locations in the middle with
  character tokens (in a crowded row their first letters, but a revealed Cylon's whole name) and damage marks,
  the ships' legend under it;
- Colonial One and the Cylon locations side by side; the reserves (vipers, damaged vipers, raptors, nukes, the
  civilian pile) in a strip of cells;
- the players, two to a row in four lines (name, hand and loyalty card counts, then titles, revealed Cylons and
  notes flowing over lines 3–4), every label whole at 550 px in every language
  (tests/bsg/renderers/test_bsg_whole_labels.py);
- draw piles and discards, three to a row; the destinations taken and the cards kept in play (a held card with its
  holder's token), never cut; the current crisis with its skill-check panel.

What never changes for a number of players, a height and a language (the frames, section titles, Galactica's hull,
the space areas and their names, the legend, the reserves' icons and labels) is drawn once by `frame` and kept
(`renderers.common.layered`); each board copies it and draws what the view says on it, in the order the whole board
would be drawn in (nothing static lies over anything that changes), so the pixels are those of drawing everything.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.games.bsg.data import DATA, card_base
from i18n import current_lang
from renderers import common as c
from renderers.bsg_kit import (
    BODY,
    COLONIAL,
    CYLON,
    DAMAGE,
    GALACTICA_HULL,
    PAD,
    PHONE,
    PHONE_MIN,
    RED_ZONE,
    RESOURCE_COLOURS,
    RESOURCES,
    RGB,
    SKILL_COLOURS,
    SKILLS,
    SMALL,
    SPACE,
    WIDTH,
    Box,
    View,
    card_name,
    character_chip,
    character_chip_width,
    chip,
    chip_width,
    counted,
    hatch,
    label,
    location_name,
    png,
    seat_as,
    seat_name,
    section,
    ship,
    short_name,
    skill_of,
    strength_of,
    text_at,
    unit_lines,
    width_of,
)
from renderers.common import t

PLAYER_ROW = 138  # the player list has one row per two players, four lines each (player_row)
# PHONE (bsg_kit): location and space area names, hand and loyalty counts, deck sizes, reserves, cards in play
DECKS_COLUMNS = 3  # the decks: four rows of three, every name whole beside its size
DECKS_H = 44 + 4 * 42
BOTTOM_H = 320  # destinations and cards in play, the crisis (its icons in up to two lines) and its skill check


def board_height(players: int) -> int:
    """The board's height for a number of players: 2142 px for 3–4, 2280 for 5–6."""
    return players_bottom(players) + 8 + DECKS_H + 8 + BOTTOM_H + PAD


GALACTICA = (
    "ftl_control",
    "weapons_control",
    "command",
    "communications",
    "admirals_quarters",
    "research_lab",
    "hangar_deck",
    "armory",
    "sickbay",
    "brig",
)
COLONIAL_ONE = ("press_room", "presidents_office", "administration")
CYLON_LOCS = ("caprica", "cylon_fleet", "human_fleet", "resurrection_ship")
ROW_H = 46  # a location row
TOKEN_H = 34  # a character token in a row
SPACE_TOP = 282
AREA_W = 300  # a space area's width, either side of Galactica
GALACTICA_H = 46 + ROW_H * 10 + 8
LEGEND_SHIPS = ("raider", "heavy_raider", "basestar", "viper", "civilian")
LEGEND_ROW = 34  # a line of the ships' legend, read on a phone (PHONE_MIN): three lines in every language
LEGEND_H = 3 * LEGEND_ROW + 10
SPACE_H = 10 + GALACTICA_H + 4 + LEGEND_H
# under space, side by side: Colonial One (3 rows) and the Cylon locations (4 rows); under them the reserves,
# a title and five counts in two rows of three cells
LOCS_TOP = SPACE_TOP + SPACE_H + 8
LOCS_H = 46 + ROW_H * 4 + 6
LOCS_W = (WIDTH - 2 * PAD - 8) // 2
RESERVES_TOP = LOCS_TOP + LOCS_H + 8
RESERVE_ROW = 40
RESERVES_BOX = (PAD, RESERVES_TOP, WIDTH - PAD, RESERVES_TOP + 2 * RESERVE_ROW + 12)
PLAYERS_TOP = RESERVES_BOX[3] + 8
# where each space area sits: (column, row) in a 2 × 3 grid either side of Galactica
AREA_CELLS = {1: (0, 0), 0: (0, 1), 5: (0, 2), 2: (1, 0), 3: (1, 1), 4: (1, 2)}
JUMP_LABELS = ("0", "1", "2", "−3", "−1")
FINAL_DISTANCE = 8


def board(view: View, names: Sequence[str] | None) -> bytes:
    count = len(view["players"])
    bottom_top = players_bottom(count) + 16 + DECKS_H
    room = board_height(count) - PAD - bottom_top
    kept = in_play_layout(view, room)  # more cards in play than their box holds: the board grows to show them all
    height = max(board_height(count), bottom_top + kept.height + PAD)
    img = c.layered(("bsg-board", count, current_lang(), height), lambda: frame(count, height))
    header(img, view, names)
    resources(img, view, (PAD, 88, WIDTH - PAD, 178))
    tracks(img, view, 186)
    space_and_ships(img, view, SPACE_TOP)
    y = players_bottom(count)
    players(img, view, names, (PAD, PLAYERS_TOP, WIDTH - PAD, y))
    decks(img, view, (PAD, y + 8, WIDTH - PAD, y + 8 + DECKS_H))
    bottom(img, view, kept, (bottom_top, height - PAD))
    return png(img)


def players_bottom(count: int) -> int:
    return PLAYERS_TOP + 44 + PLAYER_ROW * ((count + 1) // 2)


def frame(count: int, height: int) -> Image.Image:
    """The board's static layer for `count` players, `height` tall, in the drawing language."""
    img = c.new_canvas(WIDTH, height)
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, WIDTH, 79), fill=c.TITLE_BG)  # the title bar (bsg_kit.title_bar), its subtitle in `header`
    d.rectangle((0, 76, WIDTH, 79), fill=c.ACCENT)
    label(img, (PAD + 4, 4, WIDTH - PAD, 40), t("bsg-title"), 30, bold=True)
    section(img, JUMP_BOX, t("bsg-render-jump-track"))  # the tracks
    c.rounded_panel(img, DISTANCE_BOX, 12, c.PANEL, c.PANEL_EDGE, 2)  # its title tells the distance
    cells = boarding_cells(section(img, BOARDING_BOX, t("bsg-render-boarding")))
    for i, cell in enumerate(cells):
        c.rounded_panel(img, cell, 8, (120, 40, 40) if i == len(cells) - 1 else c.PANEL_ALT)
    y = SPACE_TOP  # space with Galactica in the middle
    c.rounded_panel(img, (PAD, y, WIDTH - PAD, y + SPACE_H), 16, SPACE, c.PANEL_EDGE, 2)
    c.rounded_panel(img, GALACTICA_BOX, 18, GALACTICA_HULL, (120, 130, 150), 3)
    for area, box in AREA_BOXES.items():
        c.rounded_panel(img, box, 12, (26, 32, 52), (70, 110, 170) if area in (4, 5) else (56, 64, 90), 2)
        area_title(img, area, box)
    legend(img, (GALACTICA_BOX[0], GALACTICA_BOX[3] + 4, GALACTICA_BOX[2], y + SPACE_H - 6))
    x0, x1 = LOCS_X  # under it: Colonial One, the Cylon locations, the reserves
    location_frame(img, t("bsg-render-colonial-one"), COLONIAL_ONE, (x0, LOCS_TOP, x0 + LOCS_W), COLONIAL)
    location_frame(img, t("bsg-render-cylon-locations"), CYLON_LOCS, (x1, LOCS_TOP, x1 + LOCS_W), CYLON)
    c.rounded_panel(img, RESERVES_BOX, 12, c.PANEL, c.PANEL_EDGE, 2)
    cells = reserve_cells()
    label(img, cells[0], t("bsg-render-reserves"), PHONE - 2, bold=True, fill=c.MUTED)
    for (kind, text), cell in zip(reserve_lines(), cells[1:], strict=True):
        ship(img, (cell[0], cell[1] + 5), kind, 30)
        label(img, (cell[0] + 38, cell[1], cell[2] - 48, cell[3]), text, PHONE - 2)
    y = players_bottom(count)
    section(img, (PAD, PLAYERS_TOP, WIDTH - PAD, y), t("bsg-render-players"))
    section(img, (PAD, y + 8, WIDTH - PAD, y + 8 + DECKS_H), t("bsg-render-decks"))
    section(img, (PAD, y + 16 + DECKS_H, IN_PLAY_RIGHT, height - PAD), t("bsg-render-destinations"))
    return img


# --------------------------------------------------------------------------- header and dials


def header(img: Image.Image, view: View, names: Sequence[str] | None) -> None:
    label(img, (PAD + 4, 40, WIDTH - PAD, 74), subtitle(view, names), PHONE - 2, fill=c.MUTED, min_size=PHONE_MIN)


def subtitle(view: View, names: Sequence[str] | None) -> str:
    """The title bar's second line: the turn, the current player as their character, the turn's step."""
    cur = view["current"]
    player = view["players"][cur] if 0 <= cur < len(view["players"]) else None
    step = (view.get("decision") or {}).get("step") or ("over" if view.get("winner") else view.get("phase"))
    who = seat_name(names, cur)
    if player and player["character"]:
        who = seat_as(names, cur, short_name(player["character"]))
    step_name = t("bsg-render-step", step=str(step))
    return t("bsg-render-subtitle", turn=max(1, view["turn"]), player=who, step=step_name)


def resources(img: Image.Image, view: View, box: Box) -> None:
    x0, y0, x1, y1 = box
    gap = 10
    w = (x1 - x0 - 3 * gap) // 4
    for i, name in enumerate(RESOURCES):
        bx = x0 + i * (w + gap)
        dial(img, (bx, y0, bx + w, y1), name, int(view["resources"][name]))


def dial(img: Image.Image, box: Box, name: str, value: int) -> None:
    x0, y0, x1, y1 = box
    info = DATA.tracks["resources"][name]
    red = int(info["red_at_or_below"])
    in_red = value <= red
    c.rounded_panel(img, box, 12, c.PANEL, RED_ZONE if in_red else c.PANEL_EDGE, 3 if in_red else 2)
    label(img, (x0 + 12, y0 + 4, x1 - 70, y0 + 44), t("bsg-render-resource", resource=name), PHONE - 2, bold=True)
    text_at(img, (x1 - 12, y0 + 24), str(value), 40, bold=True, fill=c.BAD if in_red else c.TEXT, anchor="rm")
    # the scale 0..15: filled up to the value, the red zone (1..red) marked under the cells
    cells = 16
    cw = (x1 - x0 - 24) / cells
    top, bottom = y0 + 50, y1 - 14
    d = ImageDraw.Draw(img)
    colour = RESOURCE_COLOURS[name]
    for k in range(cells):
        cx0 = int(x0 + 12 + k * cw)
        cx1 = int(x0 + 12 + (k + 1) * cw) - 2
        fill = colour if 0 < k <= value else (c.darken(colour, 0.7) if k else (70, 30, 30))
        d.rectangle((cx0, top, cx1, bottom), fill=fill)
        if 0 < k <= red:
            d.rectangle((cx0, bottom + 3, cx1, bottom + 8), fill=c.BAD)


# --------------------------------------------------------------------------- tracks


TRACKS_TOP = 186
JUMP_BOX = (PAD, TRACKS_TOP, 470, TRACKS_TOP + 88)
DISTANCE_BOX = (478, TRACKS_TOP, 770, TRACKS_TOP + 88)
BOARDING_BOX = (778, TRACKS_TOP, WIDTH - PAD, TRACKS_TOP + 88)
SECTION_TOP = 38  # a section's content starts this far below its top (bsg_kit.section)


def tracks(img: Image.Image, view: View, y: int) -> None:
    jump_track(img, int(view["jump_track"]), JUMP_BOX)
    distance(img, view, DISTANCE_BOX)
    boarding(img, view.get("centurions", []), BOARDING_BOX)


def jump_track(img: Image.Image, pos: int, box: Box) -> None:
    top = box[1] + SECTION_TOP  # the section is in the frame
    x0, _, x1, y1 = box
    n = 6
    gap = 6
    auto_w = max(76, width_of(t("bsg-render-jump-auto"), BODY, True) + 16)
    w = (x1 - x0 - 24 - auto_w - (n - 1) * gap) // (n - 1)
    for i in range(n):
        cx = x0 + 12 + i * (w + gap)
        cell = (cx, top, cx + (w if i < 5 else auto_w), y1 - 8)
        fill = (120, 46, 46) if i in (1, 2) else (40, 80, 150) if i in (3, 4) else c.PANEL_ALT
        if i == 5:
            fill = (36, 110, 70)
        c.rounded_panel(img, cell, 8, fill, c.ACCENT if i == pos else None, 4)
        text = JUMP_LABELS[i] if i < 5 else t("bsg-render-jump-auto")
        label(img, (cell[0] + 2, cell[1], cell[2] - 2, cell[3]), text, BODY, bold=True, align="center")


def distance(img: Image.Image, view: View, box: Box) -> None:
    """Distance travelled, and one chip per destination taken with its distance (names under "Destinations")."""
    title = t("bsg-render-distance", distance=int(view["distance"]), final=FINAL_DISTANCE)  # on the frame's panel
    label(img, (box[0] + 12, box[1] + 4, box[2] - 12, box[1] + 36), title, SMALL, bold=True, fill=c.MUTED)
    top = box[1] + SECTION_TOP
    taken = view.get("destinations", [])
    if not taken:
        label(img, (box[0] + 12, top, box[2] - 12, box[3] - 8), t("bsg-render-no-destinations"), SMALL, fill=c.MUTED)
        return
    x, cy = box[0] + 12, (top + box[3] - 8) // 2
    gap = 6 if len(taken) * (DISC + 6) <= box[2] - 12 - x + 6 else 4  # the most a game can take (eight) fit
    f = c.font(SMALL, True, condensed=True)
    for d in taken:
        if x + DISC > box[2] - 12:
            text_at(img, (box[2] - 12, cy), "…", SMALL, bold=True, anchor="rm")
            break
        c.rounded_panel(
            img, (x, cy - DISC // 2, x + DISC, cy + DISC // 2), DISC // 2, DESTINATION, c.edge_for(DESTINATION), 2
        )
        c.draw_text(
            img, (x + DISC / 2, cy), str(DATA.destinations[card_base(d)]["distance"]), f, c.text_on(DESTINATION), "mm"
        )
        x += DISC + gap


DISC = 30  # a destination's distance on the track, in a disc
DESTINATION: RGB = (80, 150, 140)


def boarding_cells(top: int) -> list[Box]:
    """The boarding party track's five spaces (the last one: the Cylons win)."""
    x0, _, x1, y1 = BOARDING_BOX
    n = 5
    gap = 5
    w = (x1 - x0 - 24 - (n - 1) * gap) // n
    return [(x0 + 12 + i * (w + gap), top, x0 + 12 + i * (w + gap) + w, y1 - 8) for i in range(n)]


def boarding(img: Image.Image, centurions: Sequence[int], box: Box) -> None:
    """The centurions on the frame's track."""
    for i, cell in enumerate(boarding_cells(box[1] + SECTION_TOP)):
        count = sum(1 for p in centurions if p == i)
        if count:
            ship(img, (cell[0] + 4, (cell[1] + cell[3]) // 2 - 13), "centurion", 26)
            text_at(img, (cell[2] - 4, (cell[1] + cell[3]) / 2), str(count), SMALL, bold=True, anchor="rm")
        elif i == 4:
            label(img, cell, "✕", BODY, bold=True, align="center")


# --------------------------------------------------------------------------- space and locations


GALACTICA_BOX = (PAD + 16 + AREA_W, SPACE_TOP + 10, WIDTH - PAD - 16 - AREA_W, SPACE_TOP + 10 + GALACTICA_H)
LOCS_X = (PAD, PAD + LOCS_W + 8)
AREA_TITLE_H = 70  # two lines of PHONE − 2
AREA_ROW = 38  # a row of counted ships, or a piloted viper


def area_boxes() -> dict[int, Box]:
    area_h = (SPACE_H - 20 - 16) // 3
    boxes = {}
    for area, (col, row) in AREA_CELLS.items():
        ax = PAD + 8 if col == 0 else WIDTH - PAD - 8 - AREA_W
        ay = SPACE_TOP + 10 + row * (area_h + 8)
        boxes[area] = (ax, ay, ax + AREA_W, ay + area_h)
    return boxes


AREA_BOXES = area_boxes()


def area_title(img: Image.Image, area: int, box: Box) -> None:
    """A space area's name as the buttons give it ("area 4 (lower rear, launch)"), in up to two lines (the frame)."""
    f = c.font(PHONE - 2, True, condensed=True)
    c.draw_wrapped(img, (box[0] + 10, box[1] + 4), t("bsg-area-label", area=area), f, AREA_W - 20, c.MUTED, 1.1, 2)


def space_and_ships(img: Image.Image, view: View, y: int) -> None:
    """Space with Galactica in the middle (y .. y + SPACE_H), and under it the other ships' locations and the
    reserves (the panels, the areas' names, the legend and the reserves' labels are in the frame)."""
    galactica(img, view, GALACTICA_BOX)
    for area, box in AREA_BOXES.items():
        space_area(img, view, area, box)
    x0, x1 = LOCS_X
    location_box(img, view, COLONIAL_ONE, (x0, LOCS_TOP, x0 + LOCS_W))
    location_box(img, view, CYLON_LOCS, (x1, LOCS_TOP, x1 + LOCS_W))
    reserves(img, view)


def occupants(view: View, loc: str) -> list[dict[str, Any]]:
    return [p for p in view["players"] if p["location"] == loc]


def location_row(img: Image.Image, view: View, loc: str, box: Box, damaged: bool) -> None:
    """A location's name with the tokens standing there; when the whole name and the tokens do not fit side by side,
    the tokens show their first letters, and any that still do not fit beside the name (at PHONE_MIN, condensed)
    are counted ("+2")."""
    x0, y0, x1, y1 = box
    c.rounded_panel(img, box, 8, (92, 40, 40) if damaged else c.PANEL_ALT)
    if damaged:
        hatch(img, box)
    name = location_name(loc)
    here = occupants(view, loc)
    room = x1 - x0 - 16
    need = c.text_width(c.clean(name), c.font(PHONE, damaged, condensed=True)) + 8
    least = c.text_width(c.clean(name), c.font(PHONE_MIN, damaged, condensed=True)) + 8  # the whole name, smallest
    short = need + sum(character_chip_width(p) + 6 for p in here) > room
    shortened = [short and not p.get("cylon_player") for p in here]  # a revealed Cylon's name stays whole
    widths = [character_chip_width(p, short=cut) + 6 for p, cut in zip(here, shortened, strict=True)]
    shown = len(here)
    while (
        shown and sum(widths[:shown]) + (chip_width(f"+{len(here) - shown}") if shown < len(here) else 0) > room - least
    ):
        shown -= 1
    more = len(here) - shown
    tokens_w = sum(widths[:shown]) + (chip_width(f"+{more}") + 6 if more else 0)
    label(
        img,
        (x0 + 8, y0, x0 + 8 + max(60, room - tokens_w), y1),
        name,
        PHONE,
        bold=damaged,
        fill=(255, 220, 210) if damaged else c.TEXT,
        min_size=PHONE_MIN,
    )
    x = x1 - 6 - tokens_w
    for p, w, cut in zip(here[:shown], widths[:shown], shortened, strict=False):
        character_chip(img, (x + 3, (y0 + y1) // 2), p, height=TOKEN_H, short=cut)
        x += w
    if more:
        chip(img, (x + 3, (y0 + y1) // 2), f"+{more}", c.PANEL_EDGE, height=TOKEN_H)


def galactica(img: Image.Image, view: View, box: Box) -> None:
    """Galactica's title and locations, on the frame's hull."""
    x0, y0, x1, y1 = box
    damaged = set(view.get("damaged", []))
    lost = len(damaged)
    title = t("bsg-render-galactica-damaged", count=lost) if lost else t("bsg-render-galactica")
    label(
        img,
        (x0 + 12, y0 + 4, x1 - 12, y0 + 44),
        title,
        PHONE - 2,
        bold=True,
        fill=c.BAD if lost else c.TEXT,
        align="center",
    )
    for i, loc in enumerate(GALACTICA):
        ry = y0 + 46 + i * ROW_H
        location_row(img, view, loc, (x0 + 8, ry, x1 - 8, ry + ROW_H - 4), loc in damaged)


def location_frame(
    img: Image.Image, title: str, locs: Sequence[str], at: tuple[int, int, int], edge: Sequence[int]
) -> int:
    """A group of locations' panel and title (in the frame); returns its bottom."""
    x0, y0, x1 = at
    y1 = y0 + 46 + ROW_H * len(locs) + 6
    c.rounded_panel(img, (x0, y0, x1, y1), 12, c.PANEL, tuple(edge), 2)
    label(img, (x0 + 12, y0 + 4, x1 - 12, y0 + 44), title, PHONE - 2, bold=True, fill=tuple(edge))
    return y1


def location_box(img: Image.Image, view: View, locs: Sequence[str], at: tuple[int, int, int]) -> int:
    """A group of locations' rows, in the frame's panel; returns its bottom."""
    x0, y0, x1 = at
    y1 = y0 + 46 + ROW_H * len(locs) + 6
    for i, loc in enumerate(locs):
        ry = y0 + 46 + i * ROW_H
        location_row(img, view, loc, (x0 + 8, ry, x1 - 8, ry + ROW_H - 4), False)
    return y1


def space_area(img: Image.Image, view: View, area: int, box: Box) -> None:
    """The ships in an area, under its name (in the frame): the counted ships, the piloted vipers and the basestars
    (each with its damage; two tokens too wide for a row take two) flow in rows as wide as the area, as long as they
    fit ("…" when some do not)."""
    x0, y0, x1, y1 = box
    a = view["space"][area]
    items: list[tuple[str, Any]] = [(k, a[k]) for k in ("raider", "heavy_raider") if a.get(k)]
    items += [(k, n) for k, n in (("civilian", a.get("civilians", 0)), ("viper", a.get("viper", 0))) if n]
    items += [("pilot", view["players"][seat]) for seat in a.get("pilots", [])]
    items += [("basestar", b) for b in a.get("basestars", [])]
    width = x1 - 6 - (x0 + 10)
    x, y = x0 + 10, y0 + AREA_TITLE_H + 2  # y: the top of a row
    for kind, what in items:
        need = space_item_width(kind, what)
        rows = 2 if need > width else 1
        if x > x0 + 10 and (x + need > x1 - 6 or rows == 2):
            x, y = x0 + 10, y + AREA_ROW
        if y + rows * AREA_ROW > y1 - 4:
            text_at(img, (x1 - 30, y1 - 4), "…", SMALL, bold=True, anchor="rd")
            return
        if kind == "pilot":
            ship(img, (x, y + 5), "viper", 28)
            character_chip(img, (x + 34, y + AREA_ROW // 2), what, height=TOKEN_H)
        elif kind == "basestar":
            basestar(img, (x, y), what, rows)
        else:
            counted(img, (x, y + AREA_ROW // 2), kind, what, 32, text=PHONE)
        x += need + 12
        if rows == 2:  # the next ship starts under it
            x, y = x1, y + AREA_ROW


def space_item_width(kind: str, what: Any) -> int:
    """The width of a ship in an area's rows: a piloted viper, a basestar with its damage, or a counted kind."""
    if kind == "pilot":
        return 34 + character_chip_width(what)
    if kind == "basestar":
        return 40 + sum(chip_width(text) + 6 for text in basestar_damage(what)) - 6 * bool(what.get("damage"))
    return 36 + width_of(f"×{what}", PHONE, True)


def basestar_damage(b: dict[str, Any]) -> list[str]:
    """A basestar's damage tokens' short names (at most two before it is destroyed)."""
    return [t("bsg-render-basestar-damage-short", token=token) for token in b.get("damage", [])[:2]]


def basestar(img: Image.Image, xy: tuple[int, int], b: dict[str, Any], rows: int) -> None:
    """A basestar (`xy` the top-left of its row) with its damage tokens beside it, in one row or one a row."""
    x, y = xy
    ship(img, (x, y + 1), "basestar", 36)
    f = c.font(SMALL, True, condensed=True)  # as a chip's
    tx = x + 40
    for text in basestar_damage(b):
        w = chip_width(text)
        c.rounded_panel(img, (tx, y + 4, tx + w, y + AREA_ROW - 4), 8, (120, 36, 30), DAMAGE, 2)
        c.draw_text(img, (tx + w / 2, y + AREA_ROW / 2), text, f, c.TEXT, "mm")
        if rows == 2:
            y += AREA_ROW
        else:
            tx += w + 6


def legend(img: Image.Image, box: Box) -> None:
    """Which silhouette is which ship, under Galactica."""
    x0, y0, x1, y1 = box
    x, y = x0 + 8, y0 + LEGEND_ROW // 2
    for kind in LEGEND_SHIPS:
        text = t("bsg-render-ship", ship=kind)
        need = 32 + width_of(text, PHONE_MIN) + 16
        if x + need > x1 - 8:
            x, y = x0 + 8, y + LEGEND_ROW
        ship(img, (x, y - 14), kind, 28)
        text_at(img, (x + 32, y), text, PHONE_MIN, fill=c.MUTED, anchor="lm")
        x += need


def reserve_lines() -> list[tuple[str, str]]:
    """The reserves' lines: a ship icon and a label (in the frame), in the order of `reserves`."""
    return [
        ("viper", t("bsg-render-reserve-vipers")),
        ("viper", t("bsg-render-damaged-vipers")),
        ("raptor", t("bsg-render-reserve-raptors")),
        ("nuke", t("bsg-render-nukes")),
        ("civilian", t("bsg-render-civilian-pile")),
    ]


def reserve_cells() -> list[Box]:
    """The reserves' six cells, two rows of three: the title, then one per line of `reserve_lines`."""
    x0, y0, x1, _ = RESERVES_BOX
    w = (x1 - x0 - 24) // 3
    return [
        (
            x0 + 12 + (i % 3) * w,
            y0 + 6 + (i // 3) * RESERVE_ROW,
            x0 + (i % 3 + 1) * w,
            y0 + 6 + (i // 3 + 1) * RESERVE_ROW,
        )
        for i in range(6)
    ]


def reserves(img: Image.Image, view: View) -> None:
    """The numbers in the frame's reserve cells."""
    res = view["reserves"]
    values = [res["viper"], view["damaged_vipers"], res["raptor"], view["nukes"], view["civilian_pile"]]
    for value, cell in zip(values, reserve_cells()[1:], strict=True):
        text_at(img, (cell[2] - 8, (cell[1] + cell[3]) / 2), str(value), PHONE, bold=True, anchor="rm")


# --------------------------------------------------------------------------- players, decks, crisis


def players(img: Image.Image, view: View, names: Sequence[str] | None, box: Box) -> None:
    top = box[1] + SECTION_TOP  # the section is in the frame
    col_w = (box[2] - box[0] - 24) // 2
    for i, p in enumerate(view["players"]):
        x = box[0] + 12 + (i % 2) * col_w
        y = top + (i // 2) * PLAYER_ROW
        player_row(img, view, names, p, (x, y, x + col_w - 8, y + PLAYER_ROW - 4))


def player_row(img: Image.Image, view: View, names: Sequence[str] | None, p: dict[str, Any], box: Box) -> None:
    """Four lines, every label whole: 1. token, name (and the titles when the whole name fits beside them);
    2. hand and loyalty card counts (readable on a phone), and the titles when they fit there; 3–4. the token when
    the name took line 1 alone, the titles that fit neither, then super crises, stranded, once-per-game ability
    used, flowing from line 3 to line 4 by whole labels (`flow_units`)."""
    x0, y0, x1, y1 = box
    seat = p["seat"]
    c.rounded_panel(img, box, 10, c.PANEL_ALT, c.ACCENT if seat == view["current"] else None, 3)
    cy = y0 + 21
    name = seat_name(names, seat)
    x = x0 + 8 + character_chip_width(p) + 8
    token_first = "…" not in c.fit_text(name, x1 - 8 - x, 28, bold=True, min_size=SMALL)[0]
    if token_first:  # else the whole line is the name's, and the token leads line 3
        character_chip(img, (x0 + 8, cy), p, height=30)
    else:
        x = x0 + 8
    badges = player_badges(view, p)
    badges_w = sum(chip_width(b) + 4 for b, _ in badges)  # condensed pills: a long name fits beside more often
    room = x1 - 8 - x - badges_w - 8  # 8 px between the name and the titles beside it
    beside = bool(badges) and "…" not in c.fit_text(name, room, 28, bold=True, min_size=SMALL)[0]
    label(img, (x, y0 + 2, x1 - 8 - (badges_w + 8 if beside else 0), cy + 18), name, 28, bold=True)
    counts = t("bsg-render-player-counts", cards=p["hand_size"], loyalty=p["loyalty_count"])
    line2 = y0 + 57
    counts_w = text_at(img, (x0 + 10, line2), counts, PHONE, bold=True, anchor="lm")
    at = (x1 - 8 - badges_w, cy) if beside else None
    if not beside and x0 + 10 + counts_w + 12 + badges_w <= x1 - 8:
        at = (x1 - 8 - badges_w, line2)
    if at:
        for text, fill in badges:
            at = (at[0] + chip(img, at, text, fill, height=30) + 4, at[1])
    units: list[Unit] = [] if token_first else [("token", p)]
    units += [] if at else [("badge", badge) for badge in badges]
    units += [("note", note) for note in player_notes(p)]
    flow_units(img, units, (x0 + 10, y0 + PLAYER_LINE3, x1 - 8), NOTE_LINE, 2)


Unit = tuple[str, Any]  # ("token", player) | ("badge", (text, fill)) | ("note", text)
PLAYER_LINE3 = 74  # where a player row's flowing lines 3–4 start, below its top
NOTE_LINE = 29  # the height of one of those lines


def unit_width(unit: Unit, condensed: bool = False) -> int:
    """A unit's width on a player row's lines 3–4 (a note in SMALL, condensed or not)."""
    kind, what = unit
    if kind == "token":
        return character_chip_width(what)
    if kind == "badge":
        return chip_width(what[0])
    return c.text_width(c.clean(what), c.font(SMALL, condensed=condensed))


def unit_gap(before: Unit, unit: Unit) -> int:
    """The room between two units on a line: wider between two notes, for the "·" drawn between them."""
    return 24 if before[0] == unit[0] == "note" else 10


def unit_rows(units: Sequence[Unit], width: int, condensed: bool = False) -> list[list[Unit]]:
    """`units` in as few lines of `width` as keep each whole (a unit wider than a line has a line of its own)."""
    widths = [unit_width(unit, condensed) for unit in units]
    rows = c.pack_rows(widths, width, lambda before, index: unit_gap(units[before], units[index]))
    return [[units[i] for i in row] for row in rows]


def flow_units(img: Image.Image, units: Sequence[Unit], at: tuple[int, int, int], line_h: int, lines: int) -> None:
    """Tokens, badges and notes from `at` (left, top, right) in up to `lines` lines of `line_h`, each unit whole
    (`unit_rows`): the notes condensed when they would take more lines otherwise."""
    x0, y, x1 = at
    condensed = len(unit_rows(units, x1 - x0)) > lines
    f = c.font(SMALL, condensed=condensed)
    for row in unit_rows(units, x1 - x0, condensed):
        x, cy = x0, y + line_h // 2
        for i, unit in enumerate(row):
            kind, what = unit
            if i:
                gap = unit_gap(row[i - 1], unit)
                if gap > 10:
                    text_at(img, (x + gap / 2, cy), "·", SMALL, fill=c.MUTED, anchor="mm")
                x += gap
            if kind == "token":
                x += character_chip(img, (x, cy), what, height=line_h - 2)
            elif kind == "badge":
                x += chip(img, (x, cy), what[0], what[1], height=line_h - 2)
            else:
                c.draw_text(img, (x, cy), what, f, c.MUTED, "lm")
                x += c.text_width(c.clean(what), f)
        y += line_h


def player_badges(view: View, p: dict[str, Any]) -> list[tuple[str, Sequence[int]]]:
    """A player's titles and a revealed Cylon's mark, as badges."""
    badges: list[tuple[str, Sequence[int]]] = []
    if view.get("president") == p["seat"]:
        badges.append((t("bsg-render-president"), c.GOLD))
    if view.get("admiral") == p["seat"]:
        badges.append((t("bsg-render-admiral"), (90, 150, 230)))
    if p.get("cylon_player"):
        badges.append((t("bsg-render-revealed-cylon"), CYLON))
    return badges


def player_notes(p: dict[str, Any]) -> list[str]:
    """What else the player list tells of a player: super crises held, stranded, once-per-game ability used."""
    more = []
    if p.get("super_crisis_count"):
        more.append(t("bsg-render-super-count", count=p["super_crisis_count"]))
    if p.get("stranded"):
        more.append(t("bsg-render-stranded"))
    if p.get("opg_used"):
        more.append(t("bsg-render-opg-used"))
    return more


def decks(img: Image.Image, view: View, box: Box) -> None:
    top = box[1] + SECTION_TOP  # the section is in the frame
    x0, _, x1, y1 = box
    items: list[tuple[str, str, Sequence[int]]] = []
    for s in SKILLS:
        items.append(
            (
                t("bsg-render-skill", skill=s),
                f"{view['skill_decks'][s]}/{len(view['skill_discards'][s])}",
                SKILL_COLOURS[s],
            )
        )
    d, disc = view["decks"], view["discards"]
    items.append(
        (t("bsg-render-deck", deck="crisis"), f"{d.get('crisis', 0)}/{len(disc.get('crisis', []))}", (150, 120, 90))
    )
    items.append((t("bsg-render-deck", deck="destiny"), str(view["destiny"]), (110, 110, 130)))
    items.append(
        (t("bsg-render-deck", deck="quorum"), f"{d.get('quorum', 0)}/{len(disc.get('quorum', []))}", (90, 130, 170))
    )
    items.append((t("bsg-render-deck", deck="destination"), str(d.get("destination", 0)), (80, 150, 140)))
    items.append((t("bsg-render-deck", deck="super_crisis"), str(d.get("super_crisis", 0)), CYLON))
    items.append((t("bsg-render-deck", deck="loyalty"), str(d.get("loyalty", 0)), (70, 70, 80)))
    # three to a row, the size (PHONE, bold) right-aligned in its cell, the name beside it (whole in every language:
    # tests/bsg/renderers/test_bsg_whole_labels.py)
    cell_w = (x1 - x0 - 24) // DECKS_COLUMNS
    for i, (name, value, fill) in enumerate(items):
        x, y = x0 + 12 + (i % DECKS_COLUMNS) * cell_w, top + (i // DECKS_COLUMNS) * 42
        c.rounded_panel(img, (x, y + 6, x + 12, y + 36), 4, tuple(fill))
        value_w = text_at(img, (x + cell_w - 14, y + 21), value, PHONE, bold=True, anchor="rm")
        c.draw_text(img, (x + 18, y + 21), name, deck_font(name, cell_w - 40 - value_w), c.MUTED, "lm")
    del y1


def deck_font(name: str, width: int) -> Any:
    """The largest condensed font, 28 px down to SMALL, that fits a deck's name whole in `width` (SMALL when none
    does: a name is never cut)."""
    for size in range(28, SMALL - 1, -1):
        f = c.font(size, condensed=True)
        if c.text_length(c.clean(name), f) <= width:
            return f
    return f


def bottom(img: Image.Image, view: View, kept: InPlay, span: tuple[int, int]) -> None:
    y, y1 = span
    in_play(img, kept, (PAD, y, IN_PLAY_RIGHT, y1))
    crisis(img, view, (IN_PLAY_RIGHT + 8, y, WIDTH - PAD, y1))


IN_PLAY_RIGHT = 420  # the right edge of the destinations and cards in play, left of the crisis
IN_PLAY_WIDTH = IN_PLAY_RIGHT - PAD - 24
# cards in play are read on a phone too: never below PHONE_MIN (the board grows instead)
IN_PLAY_FONTS = ((PHONE - 2, False), (PHONE_MIN, False), (PHONE_MIN, True))
# pieces of card names on a line, each with its holder or None, and whether the holder's token is shortened
InPlayRow = list[tuple[str, dict[str, Any] | None, bool]]


@dataclass
class InPlay:
    """The destinations taken and the cards kept in play as `in_play` draws them: their font and line height, the
    destinations' lines (`destination_parts`, each whole, muted when none) and the cards' rows (`in_play_rows`)."""

    font: Any
    line_h: int
    taken: list[str]
    rows: list[InPlayRow]
    none_taken: bool
    none_kept: bool

    @property
    def height(self) -> int:
        """From the section's top to its content's bottom (the title "Cards in play" and its gap: 40 px)."""
        return SECTION_TOP + (len(self.taken) + max(1, len(self.rows))) * self.line_h + 40 + 6


def in_play_layout(view: View, room: int) -> InPlay:
    """The destinations and cards in play in the largest font that fits `room` (from the section's top): one card a
    line, else the cards flowing; the smallest font's flow when nothing fits (the board then grows; never cut)."""
    taken = destination_parts(view.get("destinations", []))
    players = view["players"]
    kept = [
        (card_name(e["card"]), players[e["holder"]] if e.get("holder") is not None else None) for e in view["in_play"]
    ]
    for flowing in (False, True):
        for size, condensed in IN_PLAY_FONTS:
            f = c.font(size, condensed=condensed)
            layout = InPlay(
                f,
                c.line_height(f, 1.15),
                unit_lines(taken, f, IN_PLAY_WIDTH),
                in_play_rows(kept, f, IN_PLAY_WIDTH, flowing),
                not view.get("destinations"),
                not kept,
            )
            if layout.height <= room:
                return layout
    return layout


def in_play(img: Image.Image, kept: InPlay, box: Box) -> None:
    """The destinations taken (names and distances, equal ones counted), then the cards kept in play, each name
    whole and a held card followed by its holder's token (`in_play_layout`)."""
    x0, _, x1, _ = box
    f, lh = kept.font, kept.line_h
    top = box[1] + SECTION_TOP  # the section is in the frame
    for i, line in enumerate(kept.taken):
        c.draw_text(img, (x0 + 12, top + i * lh), line, f, c.MUTED if kept.none_taken else c.TEXT, "la")
    y = top + len(kept.taken) * lh + 6
    label(img, (x0 + 12, y, x1 - 12, y + 32), t("bsg-render-in-play"), SMALL, bold=True, fill=c.MUTED)
    y += 34
    if kept.none_kept:
        label(img, (x0 + 12, y, x1 - 12, y + 32), t("bsg-render-none"), SMALL, fill=c.MUTED)
    for row in kept.rows:
        x, cy = x0 + 12, y + lh // 2
        for i, (text, holder, short) in enumerate(row):
            if i and text:
                text_at(img, (x + 12, cy), "·", SMALL, fill=c.MUTED, anchor="mm")
                x += 24
            if text:
                c.draw_text(img, (x, cy), text, f, c.TEXT, "lm")
                x += c.text_width(c.clean(text), f)
            if holder is not None:
                x += 8 + character_chip(img, (x + (8 if text else 0), cy), holder, height=lh - 4, short=short)
        y += lh


def destination_parts(taken: Sequence[str]) -> list[str]:
    """ "Tylium Planet (1) ×2", "Icy Moon (1)": the destinations taken in order, equal ones once with their count."""
    counts: dict[str, int] = {}
    for d in taken:
        counts[card_base(d)] = counts.get(card_base(d), 0) + 1
    if not counts:
        return [t("bsg-render-no-destinations")]
    return [
        f"{card_name(d)} ({DATA.destinations[d]['distance']})" + (f" ×{n}" if n > 1 else "") for d, n in counts.items()
    ]


def in_play_rows(
    kept: Sequence[tuple[str, dict[str, Any] | None]], f: Any, width: int, flowing: bool
) -> list[InPlayRow]:
    """Cards in play in lines of `width`: each card a line (`flowing`: after the last one, with a "·" between,
    when it fits whole); a name wider than a line wraps at its spaces, its holder's token after the last piece
    (its first letters when only they fit there, as in a crowded location; else on a line of its own)."""
    rows: list[InPlayRow] = []
    used = width + 1
    for name, holder in kept:
        token = character_chip_width(holder) + 8 if holder is not None else 0
        need = c.text_width(c.clean(name), f) + token
        if flowing and rows and used + 24 + need <= width:
            rows[-1].append((name, holder, False))
            used += 24 + need
            continue
        pieces = c.wrap_text(name, f, width)
        rows += [[(piece, None, False)] for piece in pieces]
        used = c.text_width(pieces[-1], f)
        if holder is None:
            continue
        short = used + token > width
        if short and used + character_chip_width(holder, short=True) + 8 > width:
            rows.append([("", holder, False)])
            used = token
        else:
            rows[-1][-1] = (pieces[-1], holder, short)
            used += character_chip_width(holder, short=short) + 8
    return rows


def crisis(img: Image.Image, view: View, box: Box) -> None:
    """The current crisis card (the last drawn this turn) and the pending skill check's panel; with neither, the
    crisis resolved last (the top of its face-up discard pile)."""
    x0, y0, x1, y1 = box
    turn = view.get("crises_this_turn") or []
    check = view.get("check")
    card = turn[-1] if turn else None
    c.rounded_panel(img, box, 12, c.PANEL, c.ACCENT if check else c.PANEL_EDGE, 2)
    y = y0 + 6
    if card and crisis_info(card):
        y += crisis_card(img, card, (x0 + 12, y, x1 - 12)) + 2
    elif not check:  # the crisis resolved last; "no crisis drawn yet" only before the first
        last = (view.get("discards") or {}).get("crisis") or []
        if last and crisis_info(last[-1]):
            label(img, (x0 + 12, y, x1 - 12, y + 32), t("bsg-render-last-crisis"), SMALL, bold=True, fill=c.MUTED)
            crisis_card(img, last[-1], (x0 + 12, y + 34, x1 - 12))
        else:
            label(img, (x0 + 12, y, x1 - 12, y + 36), t("bsg-render-no-crisis"), SMALL, fill=c.MUTED)
        return
    if check:
        check_panel(img, view, check, (x0 + 10, y, x1 - 10, y1 - 10), card)


def crisis_info(card: str) -> dict[str, Any] | None:
    return DATA.crises.get(card) or DATA.super_crises.get(card)


def crisis_card(img: Image.Image, card: str, at: tuple[int, int, int]) -> int:
    """A crisis card's name, kind and icons (activation, jump preparation), each whole: 70 px tall, 100 when they
    take two lines. Returns its height."""
    x0, y, x1 = at
    info = crisis_info(card) or {}
    label(img, (x0, y, x1, y + 38), card_name(card), 30, bold=True)
    parts = [t("bsg-render-crisis-kind", kind=info.get("type", "event"))]
    icons = info.get("activation") or []
    for icon in [icons] if isinstance(icons, str) else icons:
        parts.append(t("bsg-render-activation", icon=icon))
    if info.get("jump_prep"):
        parts.append(t("bsg-render-jump-icon"))
    f = c.font(SMALL)
    lines = unit_lines(parts, f, x1 - x0)
    if len(lines) > 2:  # Polish: the same size condensed keeps it to two lines
        f = c.font(SMALL, condensed=True)
        lines = unit_lines(parts, f, x1 - x0)[:2]
    for i, line in enumerate(lines):
        c.draw_text(img, (x0, y + 53 + 30 * i), line, f, c.MUTED, "lm")
    return 40 + 30 * len(lines)


def check_panel(img: Image.Image, view: View, check: dict[str, Any], box: Box, card: str | None) -> None:
    x0, y0, x1, y1 = box
    c.rounded_panel(img, box, 10, c.PANEL_ALT)
    source = check.get("source") or {}
    about = t("bsg-render-check")
    if source.get("kind") and source.get("kind") != "crisis" or (source.get("id") and source.get("id") != card):
        what = source.get("id", "")
        name = location_name(what) if source.get("kind") == "location" else card_name(what) if what else ""
        about = t("bsg-render-check-of", name=name) if name else about
    label(img, (x0 + 10, y0 + 4, x1 - 150, y0 + 38), about, SMALL, bold=True)
    text_at(
        img,
        (x1 - 10, y0 + 22),
        t("bsg-render-difficulty", difficulty=check["difficulty"]),
        BODY,
        bold=True,
        fill=c.ACCENT,
        anchor="rm",
    )
    # positive colours as swatches
    x, y = x0 + 10, y0 + 46
    for s in check.get("positive") or check["skills"]:
        name = t("bsg-render-skill", skill=s)
        w = width_of(name, SMALL, True) + 20
        c.rounded_panel(img, (x, y, x + w, y + 32), 8, SKILL_COLOURS[s])
        label(
            img, (x + 4, y, x + w - 4, y + 32), name, SMALL, bold=True, fill=c.text_on(SKILL_COLOURS[s]), align="center"
        )
        x += w + 6
    notes = []
    if check.get("ones_positive"):
        notes.append(t("bsg-render-ones-positive"))
    if check.get("partial_min") is not None:
        notes.append(t("bsg-render-partial", partial=check["partial_min"]))
    said = " · ".join(notes)
    if notes and width_of(said) <= x1 - 10 - (x + 6):  # beside the colours when they fit whole, else under them
        label(img, (x + 6, y, x1 - 10, y + 32), said, SMALL, fill=c.MUTED)
    elif notes:
        y += 36
        label(img, (x0 + 10, y, x1 - 10, y + 32), said, SMALL, fill=c.MUTED)
    y += 40
    revealed = check.get("revealed")
    if revealed:
        pool(img, revealed["cards"], check, (x0 + 10, y, x1 - 10, y + 44))
        result = revealed.get("result")
        total = t("bsg-render-total", total=revealed["total"], difficulty=check["difficulty"])
        if result:
            total += " · " + t("bsg-render-result", result=result)
        fill = c.GOOD if result == "pass" else c.BAD if result == "fail" else c.TEXT
        label(img, (x0 + 10, y + 48, x1 - 10, min(y1, y + 84)), total, BODY, bold=True, fill=fill)
    else:
        done = len(check.get("contributed", {}))
        text = t("bsg-render-contributed", done=done, total=len(check.get("order", [])))
        text += " · " + t("bsg-render-pool", count=check.get("pool_size", 0))
        label(img, (x0 + 10, y, x1 - 10, y + 32), text, SMALL)
        label(
            img, (x0 + 10, y + 36, x1 - 10, y + 68), t("bsg-render-destiny", count=view["destiny"]), SMALL, fill=c.MUTED
        )


def pool(img: Image.Image, cards: Sequence[str], check: dict[str, Any], box: Box) -> None:
    """The revealed, unattributed cards in canonical order: colour, strength, + or − as they count."""
    x0, y0, x1, y1 = box
    positive = set(check.get("positive") or check["skills"])
    n = max(1, len(cards))
    w = max(40, min(64, (x1 - x0) // n - 4))
    x = x0
    for card in cards:
        if x + w > x1:
            text_at(img, (x1, y0 + 20), "…", SMALL, bold=True, anchor="rm")
            break
        skill = skill_of(card)
        strength = strength_of(card)
        plus = skill in positive or (check.get("ones_positive") and strength == 1)
        fill = SKILL_COLOURS.get(skill, (90, 90, 90))
        c.rounded_panel(img, (x, y0, x + w, y0 + 44), 6, fill, c.WHITE if plus else (20, 20, 20), 2)
        label(
            img,
            (x, y0, x + w, y0 + 44),
            f"{'+' if plus else '−'}{strength}",
            BODY,
            bold=True,
            fill=c.text_on(fill),
            align="center",
        )
        x += w + 4
    del y1
