"""A game is one descriptor (cogs/descriptor.py, engine/descriptor.py): every known game's is complete and checked
when read, a broken one fails loudly at registration, `/<game> new` is generated with every table option, and each
game's replay is drawn with its own replay frame (Battlestar Galactica's board is `board`, not `render_board`)."""

from __future__ import annotations

import dataclasses
import io
import random
import sys
from pathlib import Path

import pytest
from PIL import Image

from cogs import catalogue
from cogs.descriptor import SHARED_OPTIONS, DescriptorError, make_cog
from cogs.drawings import Renderer, RendererError
from cogs.workers import draw_replay
from engine import registry
from engine.core import derive_rng
from engine.randomplayer import random_step
from engine.registry import KNOWN_GAMES, get_game
from engine.tables import TABLE_OPTION_NAMES
from tests.toy.descriptor import DESCRIPTOR as TOY

NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve", "Fay"]


@pytest.mark.parametrize("kind", KNOWN_GAMES)
def test_every_known_game_has_a_checked_descriptor_and_its_new_takes_every_table_option(kind: str) -> None:
    descriptor = catalogue.descriptor(kind)
    assert descriptor.name == kind and descriptor.rules is registry.rules_of(kind)
    new = make_cog(descriptor).new
    params = [p.name for p in new.parameters]
    assert {o.name for o in SHARED_OPTIONS} <= set(params), params
    assert {o.option for o in descriptor.new_options()} >= TABLE_OPTION_NAMES
    assert all(p.required is False for p in new.parameters)


def test_the_table_options_of_new_are_mapped_scaled_implied_and_stripped() -> None:
    given = {"curse": True, "curse_minutes": 2, "level": "hard"}
    hieroglyphs = catalogue.descriptor("hieroglyphs").table_options(given)
    assert hieroglyphs["pharaohs_curse"] is True and hieroglyphs["curse_time_limit_s"] == 120
    assert hieroglyphs["bot_level"] == "hard" and hieroglyphs["decision_timeout_s"] is None
    frame = catalogue.descriptor("frame").table_options({"match_games": 3})
    assert frame["match"] is True and frame["match_games"] == 3
    assert catalogue.descriptor("frame").table_options({"match": False, "match_games": 3})["match"] is False
    assert catalogue.descriptor("cardline").table_options({"characteristic": " gdp "})["characteristic"] == "gdp"


def test_bsgs_rule_facts_come_from_its_descriptor() -> None:
    rules = registry.rules_of("bsg")
    assert rules.resign_to_bot and rules.own_clock is not None and rules.own_clock.option == "decision_hours"
    assert make_cog(catalogue.descriptor("bsg")).descriptor.rules.resign_to_bot is True
    assert make_cog(catalogue.descriptor("envyra")).descriptor.rules.resign_to_bot is False
    assert registry.rules_of("envyra").own_clock is None


def test_a_descriptor_naming_a_missing_renderer_entry_point_fails_loudly_and_registers_nothing() -> None:
    broken = dataclasses.replace(TOY, renderer=dataclasses.replace(TOY.renderer, replay_frame="render_nothing"))
    with pytest.raises(RendererError, match="render_nothing"):
        catalogue.register(broken)
    missing_module = dataclasses.replace(TOY, renderer=dataclasses.replace(TOY.renderer, module="renderers.nope"))
    with pytest.raises(RendererError, match="renderers.nope"):
        catalogue.register(missing_module)
    no_catalog = dataclasses.replace(TOY, catalogs=("toy",))
    with pytest.raises(DescriptorError, match="toy.ftl"):
        catalogue.register(no_catalog)
    assert "toy" not in catalogue.names()


@pytest.mark.parametrize("kind", KNOWN_GAMES)
def test_every_known_games_renderer_entry_points_are_functions_of_its_module(kind: str) -> None:
    catalogue.descriptor(kind).renderer.check_imported()  # what the start checks from the source, imported


def test_the_renderer_check_reads_the_source_without_importing_the_module(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "sketch_renderer.py").write_text(
        "import PIL\nfrom os.path import join as render_scores\n"
        "from os import (\n    sep,\n    getcwd as render_hint,\n)\n"
        "\n\ndef render_board(view, names):\n    render_inner = 1\n    return b''\n"
        "\n\nrender_private = render_board\nrender_match, render_preview = render_board, render_board\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    Renderer("sketch_renderer").check()
    for name in ("render_hint", "render_match", "render_preview"):
        Renderer("sketch_renderer", board=name).check()
    with pytest.raises(RendererError, match="render_inner"):  # bound inside a function only
        Renderer("sketch_renderer", board="render_inner").check()
    assert "sketch_renderer" not in sys.modules
    with pytest.raises(RendererError, match="render_frame"):
        Renderer("sketch_renderer", board="render_frame").check()
    with pytest.raises(RendererError, match="sketch_nope"):
        Renderer("sketch_nope").check()
    assert "sketch_renderer" not in sys.modules


def test_a_new_option_setting_no_table_option_fails_loudly() -> None:
    option = dataclasses.replace(TOY.options[0], key="no_such_option")
    with pytest.raises(DescriptorError, match="no_such_option"):
        catalogue.register(dataclasses.replace(TOY, options=(option,)))
    assert "toy" not in catalogue.names()


def test_registering_a_descriptor_alone_serves_the_game_everywhere() -> None:
    catalogue.register(TOY)
    try:
        assert "toy" in catalogue.names() and "toy" in registry.registered()
        assert get_game("toy").name == "toy" and catalogue.descriptor("toy") is TOY
    finally:
        catalogue.unregister("toy")
    assert "toy" not in catalogue.names() and "toy" not in registry.registered()
    with pytest.raises(KeyError):
        registry.rules_of("toy")


def public_views(kind: str, frames: int = 3, every: int = 4) -> list[dict]:
    """Public views of a seeded random game, `every` moves apart."""
    game = get_game(kind)
    players = game.min_players
    state = game.setup(players, {}, derive_rng(f"replay-{kind}", 0))
    rng = random.Random(kind)
    views = [game.view(state, None)]
    move = 0
    while len(views) < frames and game.result(state) is None:
        seat, action = random_step(game, state, rng)
        move += 1
        state, _ = game.play(state, seat, action, derive_rng(f"replay-{kind}", move))
        if move % every == 0:
            views.append(game.view(state, None))
    return views


@pytest.mark.parametrize("kind", KNOWN_GAMES)
def test_each_games_replay_gif_is_drawn_with_its_descriptors_replay_frame(kind: str) -> None:
    views = public_views(kind)
    data, kept = draw_replay(catalogue.descriptor(kind).renderer, views, NAMES[: get_game(kind).min_players])
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF" and kept == len(views) == 3 and gif.n_frames >= 2  # Pillow merges equal frames
