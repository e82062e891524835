"""Frame renderers: every phase of random games renders to a valid PNG within Discord-friendly limits."""

from __future__ import annotations

import io
import random
from types import SimpleNamespace

import pytest
from PIL import Image

from engine.games.frame import assist
from engine.table_record import TableRecord
from engine.tables import Outcome
from i18n import use_lang
from presenters.frame import FramePresenter, with_tie_note
from presenters.screens import Show
from presenters.snapshot import Snapshot
from renderers import frame as R
from tests.renderers.frame_states import GAME, LONG_NAMES, NAMES, check_png, random_game, render_everything
from tests.renderers.legibility import drawn_texts


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_phase_renders(n):
    for label, state in random_game(n, 100 + n):
        render_everything(state, NAMES[:n], f"{n}p_{label}")


def test_match_renders_between_and_after_games():
    labels = []
    for label, state in random_game(3, 7, {"match": True}):
        labels.append(label)
        if label in ("between_games", "over"):
            public = with_tie_note(GAME.view(state, None), NAMES[:3])
            check_png(R.render_match(public, NAMES[:3]), f"match_{label}")
            check_png(R.render_scores(public, NAMES[:3]), f"match_{label}_scores")
    assert labels.count("between_games") == 2


def test_names_missing_or_long():
    _, state = list(random_game(4, 9))[-1]
    public = GAME.view(state, None)
    for names in (None, LONG_NAMES, []):
        check_png(R.render_board(public, names), "long_names_board" if names else None)
        scored = with_tie_note(public, names or [])
        check_png(R.render_scores(scored, names), "long_names_scores" if names else None)


def test_render_scores_before_any_game_finished():
    state = GAME.setup(2, {}, random.Random(1))
    check_png(R.render_scores(GAME.view(state, None), NAMES))
    check_png(R.render_match(GAME.view(state, None), NAMES))


def test_private_with_no_tiles_left_and_column_preview():
    state = GAME.setup(2, {"start_player": 1}, random.Random(1))
    view = GAME.view(state, 0)
    check_png(R.render_preview(assist.preview_view(state, 0, {"type": "column", "cell": "a1"}), NAMES), "col_preview")
    check_png(R.render_hint(assist.hint_view(state, 0), NAMES), "opening_hint")
    view["me"]["orientations"] = {}
    check_png(R.render_private(view, NAMES))


def test_renderers_read_views_only():
    """A public view through JSON is enough: no state object is needed."""
    import json

    state = GAME.setup(3, {}, random.Random(2))
    view = json.loads(json.dumps(GAME.view(state, None)))
    check_png(R.render_board(view, NAMES))


def test_lifeline_hint_and_preview():
    """Case (b): no tile fits, the third column still can; the hint shows the column cells instead."""
    state = None
    for label, s in random_game(2, 11):
        if label == "tiles":
            state = s
            break
    assert state is not None
    seat = state["active"]
    state["players"][seat]["tiles"] = []  # nothing left to place: only COL3 or drop out
    actions = GAME.legal_actions(state, seat)
    assert {"type": "dropout"} in actions
    view = assist.hint_view(state, seat)
    assert view["me"]["hint_cells"] == [] and view["me"]["column_cells"]
    check_png(R.render_hint(view, NAMES[:2]), "lifeline_hint")
    check_png(R.render_preview(assist.preview_view(state, seat, actions[0]), NAMES[:2]), "lifeline_preview")
    check_png(R.render_private(GAME.view(state, seat), NAMES[:2]), "lifeline_private")


def test_illegal_placement_is_drawn_in_a_colour_no_player_has():
    """Issue 13 item 11: the red player's illegal preview is magenta hatching, not red; the legal one is red."""
    import colorsys

    state = GAME.setup(4, {"start_player": "1"}, random.Random(3))
    rng = random.Random(3)
    while state["phase"] != "tiles" or state["active"] != 0 or state["counter"] < 12:
        seat = state["active"]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng)
    seat = 0
    view = GAME.view(state, seat)
    assert view["players"][seat]["colour"] == "RED"
    assert all(tuple(p["rgb"]) != R.ILLEGAL for p in view["players"])
    legal_actions = GAME.legal_actions(state, seat)
    legal = next(a for a in legal_actions if a["type"] == "place")
    fits = {tuple(sorted(a["cells"])) for a in legal_actions if a["type"] == "place"}
    taken = {c for p in view["pieces"] for c in p["cells"]}
    files = view["files"]
    bad = next(
        {"type": "place", "tile": "I2", "cells": [f"{files[x]}{y}", f"{files[x + 1]}{y}"]}
        for y in range(1, 15)
        for x in range(13)
        if not {f"{files[x]}{y}", f"{files[x + 1]}{y}"} & taken
        and tuple(sorted([f"{files[x]}{y}", f"{files[x + 1]}{y}"])) not in fits
    )
    views = {"legal": assist.preview_view(state, seat, legal), "bad": assist.preview_view(state, seat, bad)}
    assert views["legal"]["preview"]["legal"] and not views["bad"]["preview"]["legal"]
    for kind, view in views.items():
        image = Image.open(io.BytesIO(R.render_preview(view, NAMES))).convert("RGB")
        painter = R.BoardPainter.fit(
            view, (R.PAD, R.HEADER_H + 16, R.PAD + R.SIDE_BOARD, R.HEADER_H + 16 + R.SIDE_BOARD)
        )
        hues = []
        for cell in view["preview"]["cells"]:
            x0, y0, x1, y1 = painter.cell_box(cell)
            for x in range(x0 + 3, x1 - 3, 3):
                for y in range(y0 + 3, y1 - 3, 3):
                    r, g, b = image.getpixel((x, y))
                    h, sat, v = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
                    if sat > 0.4 and v > 0.4:
                        hues.append(h * 360)
        assert hues, kind
        player_hues = [colorsys.rgb_to_hsv(*(c / 255 for c in p["rgb"]))[0] * 360 for p in view["players"]]
        if kind == "bad":  # every saturated pixel of the illegal cells is far from every player's hue
            assert all(min(abs(h - p), 360 - abs(h - p)) > 40 for h in hues for p in player_hues), kind
            assert all(abs(h - 300) < 20 for h in hues)
        else:
            mine = player_hues[seat]
            assert sum(min(abs(h - mine), 360 - abs(h - mine)) < 15 for h in hues) > 0.8 * len(hues)


def test_the_tie_note_is_drawn_as_the_presenter_wrote_it():
    *_, (_, state) = random_game(2, 3)  # a game that ends in a tie on points
    public = GAME.view(state, None)
    scored = with_tie_note(public, NAMES[:2])
    assert "Alice" in str(scored["tie_note"]) and "Bob" in str(scored["tie_note"])
    assert "tie_note" not in public, "the presenter adds the note to a copy"
    assert R.render_scores(scored, NAMES[:2]) != R.render_scores(public, NAMES[:2]), "the note is drawn"


def test_the_result_screen_and_the_scores_command_ask_for_the_tie_note():
    """The shared result screen (presenters/base.py) and `/frame scores` hand the renderer a view with its note."""
    *_, (_, state) = random_game(2, 3)
    table = SimpleNamespace(
        id=1,
        state=state,
        status="finished",
        kind="frame",
        seats=[1, 2],
        record=TableRecord(names={"1": "Alice", "2": "Bob"}),
    )
    snap = Snapshot(table, GAME)  # type: ignore[arg-type]
    presenter = FramePresenter()
    [screen] = presenter.result_screens(snap, Outcome(table=table, result=GAME.result(state)), [])  # type: ignore[arg-type]
    [result] = [i for i in screen.images if i.draw == "result"]
    shown = presenter.scores(snap)
    assert isinstance(shown, Show)
    for view in (result.view, shown.screen.images[0].view):
        assert "Alice" in str(view["tie_note"]) and "Bob" in str(view["tie_note"])


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
def test_a_player_out_of_the_game_keeps_their_name_on_the_board(lang: str) -> None:
    """Played in Polish, the badge "poza grą · 14 pkt" beside the name left it "…": whose pieces were they? The
    status of a player who is out (or left) goes under the name, which is drawn whole."""
    _, state = list(random_game(3, 9))[-1]
    public = GAME.view(state, None)
    assert all(p["out"] or p.get("left") for p in public["players"])
    names = ["Anka", "Bartek", "Cyril"]
    with use_lang(lang), drawn_texts() as texts:
        check_png(R.render_board(public, names))
    drawn = [t.text for t in texts]
    assert set(names) <= set(drawn), drawn
    assert not [t for t in drawn if "…" in t], drawn


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
@pytest.mark.parametrize("kind", ["tile", "column"])
def test_a_legal_preview_says_its_whole_hint(lang: str, kind: str) -> None:
    """Played in Polish, the preview's verdict read "Naciśnij Potwierdź, aby…": the hint is wrapped, never cut."""
    _, state = next((label, s) for label, s in random_game(2, 11) if label == "tiles")
    seat = state["active"]
    action = next(a for a in GAME.legal_actions(state, seat) if a["type"] == ("place" if kind == "tile" else "column"))
    with use_lang(lang), drawn_texts() as texts:
        check_png(R.render_preview(assist.preview_view(state, seat, action), NAMES[:2]))
        hint = str(R.render("confirm_hint"))
    drawn = [t.text for t in texts]
    assert not [t for t in drawn if "…" in t], drawn
    runs = {" ".join(drawn[i:j]) for i in range(len(drawn)) for j in range(i + 1, min(len(drawn), i + 3) + 1)}
    assert hint in runs, (hint, drawn)
