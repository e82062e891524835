"""Cardline renderers: every phase of random games renders to a valid PNG, 1100 px wide, with every label at least
11 px tall at Discord's 550 px display width (tests/renderers/legibility.py) — 8 players, long names and extreme
lines included; an ordinary game's images are no taller than wide, and the standings never cut their sentence.

Set CARDLINE_RENDER_SAMPLES=1 to write the images to tests/out/ for looking at them.
"""

from __future__ import annotations

import json
import random
from io import BytesIO
from itertools import product

import pytest
from PIL import Image, ImageChops

from engine.games.cardline.country_names import country_name
from engine.games.cardline.rules import correct_gaps
from engine.games.cardline.scenario import position
from i18n import use_lang
from renderers import cardline as R
from tests.renderers.cardline_states import (
    GAME,
    LONG_NAMES,
    NAMES,
    check_png,
    every_status,
    finished,
    legible_png,
    line_of,
    phases,
    render_all,
)
from tests.renderers.legibility import PHONE_MIN_HEIGHT, PHONE_WIDTH, display_heights, drawn_texts


@pytest.mark.parametrize(
    ("players", "options", "seed"),
    [
        (2, {"hand_size": 2, "deck_size": 5, "characteristic": "area"}, "r2"),
        (3, {}, "r3"),
        (5, {"hand_size": 3, "deck_size": 16, "characteristic": "co2_per_capita"}, "r5"),
        (8, {"hand_size": 2, "deck_size": 17, "characteristic": "gdp"}, "r8"),
    ],
)
def test_every_phase_of_random_games_renders(players: int, options: dict, seed: str) -> None:
    for label, state in phases(players, options, seed):
        render_all(state, NAMES[:players], f"{players}p_{label}")


def test_forty_card_line_renders_with_newest_card_marked() -> None:
    state = line_of(39, "population", players=8, hand=6)
    seat = GAME.to_act(state)[0]
    card = state["hands"][seat][0]
    GAME.apply(state, seat, {"type": "place", "card": card, "gap": correct_gaps(state, card)[0]}, random.Random(0))
    assert len(state["line"]) == 40 and GAME.view(state, None)["newest"] == card
    render_all(state, [f"{n} the Great" for n in NAMES], "line40")


@pytest.mark.parametrize(("count", "players", "hand"), [(120, 8, 8), (185, 2, 4)])
def test_extreme_lines_stay_within_limits(count: int, players: int, hand: int) -> None:
    state = line_of(count, "area", players=players, hand=hand)
    render_all(state, NAMES[:players], f"line{count}")


def test_long_and_missing_names() -> None:
    state = line_of(12, "gdp", players=8, hand=10)
    render_all(state, LONG_NAMES, "long_names")
    render_all(state, None, "no_names")
    check_png(R.render_board(GAME.view(state, None), NAMES[:2]))  # fewer names than seats


def test_shared_victory_and_resignation_scores() -> None:
    state = position(
        "population",
        line=["Iceland", "Kenya"],
        hands=[[], ["Japan", "Peru"], ["Brazil"], ["Chile"]],
        draw_pile=[],
        removed=["Egypt"],
        to_act=2,
        emptied=[0],
    )
    GAME.apply(state, 3, {"type": "resign"}, random.Random(0))
    GAME.apply(state, 2, {"type": "place", "card": "BRA", "gap": 2}, random.Random(0))
    assert GAME.view(state, None)["result"]["reason"] == "shared"
    render_all(state, NAMES[:4], "shared")


def test_continuation_renders() -> None:
    state = position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Japan", "Peru"], ["Brazil"]],
        draw_pile=["Norway", "Italy", "Spain"],
    )
    for seat, card, gap in [(0, "ISL", 0), (1, "JPN", 2), (2, "BRA", 3)]:
        GAME.apply(state, seat, {"type": "place", "card": card, "gap": gap}, random.Random(0))
    assert state["out"][1] is not None and state["round"] == 2
    render_all(state, NAMES[:3], "continuation")


def test_renderers_read_only_the_view() -> None:
    state = line_of(5, "co2_per_capita", players=3, hand=3)
    view = GAME.view(state, None)
    before = json.dumps(view, sort_keys=True)
    R.render_board(view, NAMES)
    R.render_hands(view, NAMES)
    assert json.dumps(view, sort_keys=True) == before


@pytest.mark.parametrize(("players", "line", "hand"), [(2, 6, 4), (4, 12, 4), (2, 20, 4), (3, 16, 3)])
def test_an_ordinary_game_is_no_taller_than_wide(players: int, line: int, hand: int) -> None:
    state = line_of(line, "population", players=players, hand=hand)
    public = GAME.view(state, None)
    for render, view in ((R.render_board, public), (R.render_private, GAME.view(state, 0)), (R.render_hands, public)):
        image = check_png(render(view, NAMES[:players]))
        assert image.height <= image.width, (render.__name__, image.size)


@pytest.mark.parametrize("reason", ["sole", "shared", "last_player"])
def test_the_standings_say_their_whole_sentence(reason: str) -> None:
    """Issue 13: the standings cut "…everyone else los…". The explanation is wrapped in full, never ellipsised,
    also with the presenter's wording (names) in the view, and no other label of the sheet is cut."""
    state = finished(reason)
    assert GAME.result(state) is not None and state["end_reason"] == reason
    view = json.loads(json.dumps(GAME.view(state, None)))
    for given in (None, f"{LONG_NAMES[0]} and {LONG_NAMES[1]}: {view['result']['ranking']}; everyone else lost."):
        if given:
            view["result"]["explanation"] = given
        expected = R.explanation(view)
        R.palette()  # learned once from sample images (a score sheet may shorten a name): not this image's texts
        with drawn_texts() as texts:
            legible_png(R.render_scores, view, LONG_NAMES[: state["players"]], f"scores_{reason}")
        drawn = [t.text for t in texts]
        assert not [t for t in drawn if "…" in t], drawn
        runs = {" ".join(drawn[i:j]) for i in range(len(drawn)) for j in range(i + 1, min(len(drawn), i + 6) + 1)}
        assert expected in runs, (expected, drawn)  # drawn in full, line after line


def test_every_image_is_saved_in_one_palette_learned_the_same_way_in_any_language() -> None:
    learned = R.palette().getpalette()
    R.palette.cache_clear()
    try:
        with use_lang("cs"):
            assert R.palette().getpalette() == learned  # drawn from the samples in English whatever the language
    finally:
        R.palette.cache_clear()
    view = json.loads(json.dumps(GAME.view(line_of(12, "area", players=4, hand=3), None)))
    drawn = R.board_image(view, NAMES[:4])
    saved = Image.open(BytesIO(R.render_board(view, NAMES[:4])))
    assert saved.mode == "P" and saved.getpalette() == learned[: len(saved.getpalette() or [])]
    back = saved.convert("RGB")
    fills = {colour for _, colour in sorted(drawn.getcolors(1 << 16), reverse=True)[:12]}  # page, panels, papers…
    assert all(
        back.getpixel(xy) == drawn.getpixel(xy)
        for xy in product(range(0, 1100, 7), range(0, 200, 7))
        if drawn.getpixel(xy) in fills
    )
    assert max(high for _, high in ImageChops.difference(drawn, back).getextrema()) <= 64  # edge shades: close


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
def test_no_label_of_the_board_is_cut_in_any_language(lang: str) -> None:
    """At Discord's 550 px every label a player needs is whole: the continent legend (Polish needs two rows), each
    player's name and the line under it ("3 cards · to play now", "emptied this round", out, resigned) beside the
    cards, and every word of the countries' names on the cards (a long one widens its card, never breaks)."""
    for players, names in ((3, NAMES), (6, NAMES), (6, LONG_NAMES)):
        state = every_status(players)
        view = json.loads(json.dumps(GAME.view(state, None)))
        R.palette()  # learned once from sample images (a score sheet may shorten a name): not this image's texts
        with use_lang(lang), drawn_texts() as texts:
            legible_png(R.render_board, view, names[:players], f"statuses_{lang}_{players}p")
            legend = [R.continent_name(k) for k in R.CONTINENT_COLOURS]
            subs = [R.player_sub(view, p)[0] for p in view["players"]]
        drawn = [t.text for t in texts]
        assert not [t for t in drawn if "…" in t], (lang, players, drawn)
        words = {word for text in drawn for word in text.split()}
        needed = [*legend, *names[:players], *subs, *(country_name(iso3, lang) for iso3 in state["line"])]
        assert {w for text in needed for w in text.split() if w != "·"} <= words, (lang, players, drawn)


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
def test_the_score_sheet_shows_every_held_value_whole_and_inside_its_row(lang: str) -> None:
    """A playtest read "Demokratyczna Republika Konga: 73 254…" on the score sheet: a long country name may be
    shortened, its value never, and no chip runs past its player's row (the first one beside "Held at the end:"
    starts the next row instead)."""
    hands = [["ISL"], ["JPN", "COD", "VCT", "STP", "CAF", "BIH"], ["BRA"]]
    state = position("population", line=["KEN"], hands=hands, draw_pile=["NOR", "ITA"])
    for seat, card, gap in [(0, "ISL", 0), (1, "JPN", 2), (2, "BRA", 1)]:
        GAME.apply(state, seat, {"type": "place", "card": card, "gap": gap}, random.Random(0))
    view = json.loads(json.dumps(GAME.view(state, None)))
    held = [face for p in view["players"] for face in p.get("hand", []) + p.get("set_aside", [])]
    assert len(held) == 6
    R.palette()
    with use_lang(lang), drawn_texts() as texts:
        legible_png(R.render_scores, view, LONG_NAMES[:3], f"scores_held_{lang}")
        wanted = {R.chip_parts(face) for face in held}
        for width in (300, 460):
            chips = R.chip_rows(held, width, indent=200)
            ends = [dx + R.chip_fit(*R.chip_parts(face), width - dx)[2] for row in chips.rows for dx, face in row]
            assert max(ends) <= width and sum(map(len, chips.rows)) == len(held), (width, chips.rows)
    drawn = [t.text for t in texts]
    for name, value in wanted:
        shown = [text for text in drawn if text.endswith(f": {value}")]
        assert shown, (name, value, drawn)
        assert name.startswith(shown[0].removesuffix(f": {value}").removesuffix("…")), (name, shown)
    assert any("…" in text for text in drawn), "the case is meant to need a shortened name"


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
def test_what_a_player_needs_is_readable_on_a_phone(lang: str) -> None:
    """On a phone (about 360 px wide) players read the line's gap numbers, the continent legend, each player's name
    and the line under it, and the cards in hand at least PHONE_MIN_HEIGHT tall (they were 7.5 px). The cards of a
    line drawn in its smallest tier stay at LINE_MIN (7.5 px): a long line in bigger type is taller than wide."""
    for state, names in ((every_status(6), LONG_NAMES), (line_of(34, "population", players=3, hand=4), NAMES)):
        view = json.loads(json.dumps(GAME.view(state, None)))
        names = names[: state["players"]]
        with use_lang(lang):
            drawn, _ = display_heights(R.render_board, view, names, display_width=PHONE_WIDTH)
            needed = [R.continent_name(k) for k in R.CONTINENT_COLOURS]
            needed += [R.player_sub(view, p)[0] for p in view["players"]]
            held = [R.chip_parts(face)[0] for p in view["players"] for face in p.get("hand", [])]
        gaps = [h for text, h in drawn if text.isdigit()]
        assert len(gaps) > len(view["line"]) and min(gaps) >= PHONE_MIN_HEIGHT, (lang, sorted(gaps)[:3])
        words: dict[str, float] = {}
        for text, h in drawn:
            for word in text.split():
                words[word] = max(h, words.get(word, 0.0))
        small = {w: words.get(w) for text in needed for w in text.split() if words.get(w, 0.0) < PHONE_MIN_HEIGHT}
        shown = [w for text in held for w in text.split() if w in words]  # an out player's cards are not shown
        small |= {w: words[w] for w in shown if words[w] < PHONE_MIN_HEIGHT}
        assert len(shown) > 10, (lang, shown)
        assert not small, (lang, small)
