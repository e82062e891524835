"""ENVYRA renderers: every phase, 2–4 players, private views, score sheets; valid, bounded, deterministic PNGs."""

from __future__ import annotations

import ast
import io
from pathlib import Path

import pytest
from PIL import Image

from renderers import envyra
from tests.renderers.envyra_fixtures import NAMES, make_view

PHASES = ("phase1", "phase2", "remove", "over")
MAX_SIDE = 2000
MAX_BYTES = 1_500_000


def check_png(data: bytes, min_width: int = 900, min_height: int = 300) -> Image.Image:
    assert isinstance(data, bytes)
    assert len(data) < MAX_BYTES
    im = Image.open(io.BytesIO(data))
    im.load()
    assert im.format == "PNG"
    w, h = im.size
    assert min_width <= w <= MAX_SIDE
    assert min_height <= h <= MAX_SIDE
    return im


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("phase", PHASES)
@pytest.mark.parametrize("equilibrium", ["off", "A", "C"])
def test_board_every_phase(players, phase, equilibrium):
    view = make_view(players, phase, equilibrium=equilibrium)
    data = envyra.render_board(view, NAMES[:players])
    check_png(data)
    assert envyra.render_board(view, NAMES[:players]) == data  # deterministic


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_variants_and_default_names(players):
    for kwargs in (
        {"simplified": True},
        {"empty_cells": 3},
        {"round_no": 1, "owned_per_player": 0},
        {"round_no": 20, "owned_per_player": 12},
        {"full_order": True},
        {"full_order": True, "final_round": True, "equilibrium": "B"},
    ):
        view = make_view(players, "phase2", **kwargs)
        check_png(envyra.render_board(view))
        check_png(envyra.render_board(view, None))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("phase", ["phase1", "phase2", "remove"])
def test_private_views(players, phase):
    for seat in range(players):
        view = make_view(players, phase, equilibrium="C", private_for=seat)
        data = envyra.render_private(view, NAMES[:players])
        check_png(data)
        assert envyra.render_private(view, NAMES[:players]) == data


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("tie", [False, True])
def test_score_sheets(players, tie):
    view = make_view(players, "over", equilibrium="C" if players > 2 else "off", tie=tie)
    if tie:
        assert any(len(group) > 1 for group in view["result"]["ranking"])
    data = envyra.render_scores(view, NAMES[:players])
    check_png(data)
    assert envyra.render_scores(view, NAMES[:players]) == data


def test_score_sheet_places_shared_by_ties():
    assert envyra._places([[2], [0, 1], [3]]) == {2: 1, 0: 2, 1: 2, 3: 4}
    assert envyra._places([[0, 1, 2]]) == {0: 1, 1: 1, 2: 1}


def test_views_with_missing_optional_keys_still_render():
    minimal = {
        "game": "envyra",
        "round": 1,
        "phase": "phase1",
        "grid": {"cols": 3, "rows": 2, "cells": [{"pos": "A1", "tile": None, "cubes": []}]},
        "seats": [{"seat": 0}, {"seat": 1, "colour": "Grey"}],
    }
    check_png(envyra.render_board(minimal))
    check_png(envyra.render_private(dict(minimal, me=1)))
    check_png(envyra.render_scores(dict(minimal, phase="over", result=None)), min_height=200)
    check_png(envyra.render_scores({"result": {"ranking": [[0]], "scores": {"0": 3}}}), min_height=200)


def test_long_and_accented_names_fit():
    names = ["Ž" * 80, "Łódź " * 30, "ščřžýáíé" * 10, "x"]
    view = make_view(4, "over", equilibrium="C")
    check_png(envyra.render_board(view, names))
    check_png(envyra.render_scores(view, names))
    check_png(envyra.render_private(make_view(4, "phase1", private_for=0), names))


def test_public_image_does_not_depend_on_private_keys():
    """A public board ignores secret keys even if a caller passes a private view by mistake."""
    public = make_view(3, "phase1", equilibrium="B")
    private = make_view(3, "phase1", equilibrium="B", private_for=1)
    assert envyra.render_board(public) == envyra.render_board(private)


def test_renderers_import_no_discord_storage_or_engine():
    for path in (Path(envyra.__file__), Path(envyra.__file__).with_name("common.py")):
        tree = ast.parse(path.read_text())
        modules = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                modules.update(a.name.split(".")[0] for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                modules.add((node.module or "").split(".")[0])
        assert not modules & {"discord", "engine", "sqlite_utils", "sqlite3", "cogs"}, path


def test_samples_script_writes_every_image(tmp_path):
    from tests.renderers import envyra_samples

    files = envyra_samples.samples()
    assert len(files) >= 25
    for name, data in files.items():
        assert name.endswith(".png")
        check_png(data)


def test_real_engine_views_render_in_every_phase():
    """Random playouts of the real engine (when present): every view it produces renders."""
    rules = pytest.importorskip("engine.games.envyra.rules")
    core = pytest.importorskip("engine.core")
    randomplayer = pytest.importorskip("engine.randomplayer")
    import random

    game = rules.EnvyraGame()
    seen = set()
    for n, eq in ((2, "off"), (3, "A"), (4, "C")):
        seed = f"render-{n}-{eq}"
        state = game.setup(n, {"equilibrium": eq}, core.derive_rng(seed, 0))
        chooser = random.Random(seed)
        moves = 0
        while True:
            view = game.view(state, None)
            key = (n, view["phase"], view.get("pass"))
            if key not in seen or moves % 25 == 0:
                seen.add(key)
                check_png(envyra.render_board(view, NAMES[:n]))
                for seat in range(n):
                    check_png(envyra.render_private(game.view(state, seat), NAMES[:n]))
            if game.result(state) is not None:
                break
            seat, action = randomplayer.random_step(game, state, chooser)
            moves += 1
            game.apply(state, seat, action, core.derive_rng(seed, moves))
        check_png(envyra.render_scores(game.view(state, None), NAMES[:n]))
    assert {p for _, p, _ in seen} >= {"phase1", "phase2", "over"}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_images_are_laid_out_for_discords_width(players):
    """1100 px wide (shown at half size, 550 px), and not taller than wide: the 3- and 4-player boards put the
    grid beside the side column and the players in two columns below (the 3-player board was 1022×1300)."""
    for phase in PHASES:
        for equilibrium in ("off", "A", "C"):
            view = make_view(players, phase, equilibrium=equilibrium)
            board = Image.open(io.BytesIO(envyra.render_board(view, NAMES[:players])))
            # a late 3-player board whose players each hold many tiles and cards may exceed by a row of cards
            assert board.width == 1100 and board.height <= board.width * 1.05, (phase, equilibrium, board.size)
    for phase in ("phase1", "phase2", "remove"):
        private = make_view(players, phase, equilibrium="C", private_for=0)
        image = Image.open(io.BytesIO(envyra.render_private(private, NAMES[:players])))
        assert image.width == 1100 and image.height <= image.width, image.size
    sheet = Image.open(io.BytesIO(envyra.render_scores(make_view(players, "over", equilibrium="C"), NAMES[:players])))
    assert sheet.width == 1100 and sheet.height <= sheet.width, sheet.size


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
@pytest.mark.parametrize("equilibrium", ["off", "C"])
@pytest.mark.parametrize("players", [3, 4])
def test_an_empty_plan_says_its_whole_hint(lang, equilibrium, players):
    """Played in Slovak, the private board's plan read "zatiaľ nič: vyber 1 alebo 2…": the hint beside "Plan"
    is drawn whole in every language (and "not yet" is left out: the empty plan says it)."""
    from i18n import use_lang
    from tests.renderers.legibility import drawn_texts

    view = make_view(players, "phase1", equilibrium=equilibrium, private_for=0)
    view["my_board"] = []
    with use_lang(lang), drawn_texts() as texts:
        check_png(envyra.render_private(view, NAMES[:players]))
        hint = envyra.t("envyra-render-not-yet")
    drawn = [t.text for t in texts]
    assert not [text for text in drawn if "…" in text], drawn
    assert hint in {" ".join(drawn[i:j]) for i in range(len(drawn)) for j in (i + 1, i + 2)}, drawn  # may wrap


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_variant_note_and_the_lock_legend_are_said_whole(lang, players):
    """In Czech, Slovak and Polish the board's note read "Zjednodušená varianta: 1 kostka za k…" and the private
    board's lock legend "chybí ti jeho ba…": both fit whole."""
    from i18n import use_lang
    from tests.renderers.legibility import drawn_texts

    with use_lang(lang), drawn_texts() as texts:
        check_png(envyra.render_board(make_view(players, "phase1", simplified=True), NAMES[:players]))
        for phase in ("phase1", "phase2"):
            check_png(envyra.render_private(make_view(players, phase, private_for=0), NAMES[:players]))
        said = [envyra.t("envyra-render-note-simplified"), envyra.t("envyra-render-lack-colours")]
    drawn = [t.text for t in texts]
    assert said[0] in {" ".join(drawn[i:j]) for i in range(len(drawn)) for j in (i + 1, i + 2)}  # may wrap
    cut = [t for t in drawn if t.endswith("…") and any(s.startswith(t[:-1]) for s in said)]
    assert cut == []
