"""Hieroglyphs renderers: every phase of random games renders to a valid PNG within Discord-friendly limits."""

from __future__ import annotations

import random

import pytest

from engine.games.hieroglyphs import final
from engine.games.hieroglyphs.scenario import build, enter_final
from i18n import tr
from renderers import hieroglyphs as renderer
from tests.renderers.hieroglyphs_states import (
    GAME,
    NAMES,
    PHASES,
    check_png,
    curse_states,
    save,
    views_by_phase,
)


@pytest.mark.parametrize(
    "n,options,seed",
    [
        (2, {}, "render-2"),
        (3, {"pharaohs_curse": True}, "render-3"),
        (4, {"pharaohs_curse": True, "eyes_of_the_sphinx": True}, "render-4"),
    ],
)
def test_every_phase_of_random_games_renders(n, options, seed):
    samples = views_by_phase(n, options, seed)
    assert {"drop", "explorer", "final", "over"} <= set(samples)
    for phase, (public, seat_views) in samples.items():
        data = renderer.render_board(public, NAMES[:n])
        check_png(data)
        save(f"{n}p_{phase}_board", data)
        seat = public["to_act"][0] if public["to_act"] else 0
        private = renderer.render_private(seat_views[seat], NAMES[:n])
        check_png(private)
        save(f"{n}p_{phase}_private", private)
    over = samples["over"][0]
    scores = renderer.render_scores(over, NAMES[:n])
    check_png(scores)
    save(f"{n}p_scores", scores)
    check_png(renderer.render_board(over, None))


def test_curse_stages_render():
    for phase, state in curse_states().items():
        assert state["phase"] == phase
        public = GAME.view(state, None)
        data = renderer.render_board(public, NAMES)
        check_png(data)
        save(f"4p_{phase}_board", data)
        victim_view = GAME.view(state, 0)
        check_png(renderer.render_private(victim_view, NAMES))
    assert {"drop", "explorer", "final", "over"} | set(curse_states()) == PHASES


def test_wall_alone_and_default_names():
    public, seat_views = views_by_phase(2, {}, "wall-only")["final"]
    wall = check_png(renderer.render_wall(public, None), min_width=600)
    assert wall.width < 800
    check_png(renderer.render_board(public))
    check_png(renderer.render_private(seat_views[1]))


def test_private_view_shows_values_and_given_away():
    state = curse_states()["curse_surrender"]
    state, _ = GAME.play(state, 0, {"type": "surrender", "sarcophagus": "SAR-20"}, random.Random(0))
    giver = GAME.view(state, 0)
    assert giver["given_away"] and giver["my_sarcophagi"]
    data = renderer.render_private(giver, NAMES)
    check_png(data)
    save("private_given_away", data)


def test_scores_need_a_finished_game():
    public, _ = views_by_phase(2, {}, "not-over")["drop"]
    with pytest.raises(ValueError):
        renderer.render_scores(public, NAMES)


def test_tie_sheet_uses_display_names():
    state = build(
        n_players=3,
        held={0: ["SAR-20", "SAR-21"], 1: ["SAR-01", "SAR-02", "SAR-16"], 2: ["SAR-17", "SAR-13"]},
        pharaohs={0: "PH-CAM", 1: "PH-SNK", 2: "PH-IBS"},
        pillars={"SNK": {"explorer": 1}, "IBS": {"explorer": 2}},
        full_wall=True,
    )
    enter_final(state)
    view = GAME.view(state, None)
    names = ["Ann", "Bob", "Cid"]
    rows = view["result"]["details"]["players"]
    places = {row["seat"]: row["rank"] for row in rows}  # the sheet says `final.explain`, as the game-over post does
    text = tr(final.explain(rows, view["result"]["ranking"], places, names), "en")
    assert "Ann" in text and "Cid" in text and "share place 2" in text
    data = renderer.render_scores(view, names)
    check_png(data)
    save("scores_tie", data)


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
def test_full_columns_keep_their_numbers_apart(lang):
    """Played in Slovak, a full wall's heading read "1 plná2 plná3 plná…": each word ran into the next column's
    number. Every heading stays inside its column, so the texts of the heading row stand clearly apart."""
    from PIL import ImageDraw

    from i18n import use_lang

    boxes: list[tuple[str, tuple[float, float, float, float]]] = []
    real = ImageDraw.ImageDraw.text

    def text(self, xy, text, fill=None, font=None, anchor=None, *args, **kwargs):
        boxes.append((str(text), self.textbbox(xy, text, font=font, anchor=anchor)))
        return real(self, xy, text, fill, font, anchor, *args, **kwargs)

    public, _ = views_by_phase(3, {}, "full-wall")["final"]
    assert not public["open_columns"]
    ImageDraw.ImageDraw.text = text
    try:
        with use_lang(lang):
            check_png(renderer.render_wall(public, None), min_width=600)
    finally:
        ImageDraw.ImageDraw.text = real
    numbers = [box for shown, box in boxes if shown in "1234567" and box[1] < 60]
    assert len(numbers) == 7, boxes
    heading = sorted((box for _, box in boxes if numbers[0][1] - 8 <= box[1] <= numbers[0][3]), key=lambda b: b[0])
    # a column's number and its word stand close; two columns' headings at least 8 px apart
    apart = sum(1 for left, right in zip(heading, heading[1:]) if right[0] - left[2] >= 8)
    assert apart == 6 and all(left[2] < right[0] for left, right in zip(heading, heading[1:])), heading


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
def test_the_curse_race_and_the_stock_are_said_whole(lang):
    """In Czech, Slovak and Polish the board read "PROKLETÉ KOLO: najděte…" and "0 bezpečných · 39 s prokl…": the
    race's call and the stock's split are drawn whole in every language."""
    from engine.games.hieroglyphs import texts
    from i18n import use_lang
    from tests.renderers.legibility import drawn_texts

    race = curse_states()["curse_race"]
    public = GAME.view(race, None)
    stock = public["stock"]
    with use_lang(lang), drawn_texts() as drawn:
        check_png(renderer.render_board(public, ["Ann", "Ben", "Cid", "Dan"]))
        wanted = [str(texts.render("curse_race"))]
        wanted.append(str(texts.render("stock_split", starting=stock["starting"], cursed=stock["cursed"])))
        wide = str(texts.render("stock_split", starting=28, cursed=39))  # the widest numbers a game shows
    shown = [t.text for t in drawn]
    assert all(w in shown for w in wanted), (wanted, [t for t in shown if "…" in t])
    assert fit(wide) == wide


def fit(text: str) -> str:
    """`text` as the stock panel's line draws it (cut with "…" if it does not fit)."""
    from renderers.common import fit_text

    return fit_text(text, renderer.RIGHT_W - 168 - 14, renderer.STOCK_FONT, min_size=renderer.STOCK_FONT)[0]
