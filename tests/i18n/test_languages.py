"""The issue's measure, per game and language: no English stop-word in any text the bot sends (thread, DMs,
ephemeral replies, forms, buttons and menus) nor in any label drawn on its images. Games plug in through
`tests/i18n/games/<game>.py`; English runs as the baseline that proves the counting sees text at all."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from i18n import use_lang
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.i18n.games import plugs
from tests.i18n.harness import DISCORD_LOCALE, LanguageGame
from tests.i18n.measure import bot_texts, english_in, examples, recording_labels

PLUGS = plugs()
GAMES = [pytest.param(p, id=p.GAME) for p in PLUGS]
TRANSLATED = ["cs", "pl", "sk"]
PNG = b"\x89PNG\r\n\x1a\n"


def warm_up(plug: ModuleType, lang: str) -> None:
    """Draw the game's samples once unrecorded: a renderer's per-process set-up (Cardline learns its palette from
    samples drawn in English, never shown) is not an image a player sees, whichever test runs first."""
    with use_lang(lang):
        list(plug.render_samples())


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("plug", GAMES)
def test_images_carry_no_english_label(plug: ModuleType, lang: str) -> None:
    warm_up(plug, lang)
    with use_lang(lang), recording_labels() as labels:
        drawn = list(plug.render_samples())
    assert drawn and all(png.startswith(PNG) for _, png in drawn)
    assert labels.labels, "the recorder saw no label"
    found = english_in(labels.texts())
    assert not found, (found, examples(labels.texts()))


def test_the_recorder_sees_english_labels() -> None:
    """Baseline: in English the same counting finds the stop-words (so a pass above is no blind spot)."""
    for plug in PLUGS:
        with use_lang("en"), recording_labels() as labels:
            list(plug.render_samples())
        assert english_in(labels.texts()), plug.GAME


async def played(plug: ModuleType, lang: str, server: FakeDiscord, tmp_path: Path) -> tuple[list, list]:
    server.preferred_locale = DISCORD_LOCALE[lang]  # the server's language, known to the bot from GUILD_CREATE
    warm_up(plug, lang)
    with recording_labels() as labels:
        async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
            ctx = LanguageGame(server, bot, lang, labels)
            await plug.play(ctx)
            await drive.settle(server, bot)
            assert not bot.errors and not server.bot_errors, bot.errors
        return bot_texts(server), labels.texts()


@pytest.mark.asyncio
@pytest.mark.parametrize("plug", GAMES)
async def test_a_czech_server_sees_no_english(plug: ModuleType, fake_discord: FakeDiscord, tmp_path: Path) -> None:
    texts, labels = await played(plug, "cs", fake_discord, tmp_path)
    assert {where for where, _ in texts} >= {"thread", "dm", "ephemeral"}, "the game reached every audience"
    assert labels, "images were drawn"
    found = english_in(texts + labels)
    assert not found, (found, examples(texts + labels))


@pytest.mark.slow
@pytest.mark.asyncio
@pytest.mark.parametrize("lang", ["pl", "sk", "en"])
@pytest.mark.parametrize("plug", GAMES)
async def test_one_game_per_language(plug: ModuleType, lang: str, fake_discord: FakeDiscord, tmp_path: Path) -> None:
    texts, labels = await played(plug, lang, fake_discord, tmp_path)
    found = english_in(texts + labels)
    if lang == "en":
        assert found, "baseline: English play shows English words"
    else:
        assert not found, (found, examples(texts + labels))
