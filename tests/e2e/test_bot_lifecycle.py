"""The bot process: clean shutdown on SIGTERM, and a bot-side failure answered with an apology."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import pytest

from bot import create_bot, run
from tests.e2e.fake_discord import FakeDiscord
from tests.e2e.game_driver import game_bot, open_lobby, private_reply, seat_players, settle


async def test_sigterm_shuts_down_cleanly(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    bot = create_bot(str(tmp_path / "db.sqlite"), dev_guild_id=fake_discord.guild_id)
    bot._connection.guild_ready_timeout = 0.05
    task = asyncio.create_task(run("fake-token", bot))
    await asyncio.wait_for(bot.synced.wait(), timeout=10)
    await asyncio.wait_for(bot.wait_until_ready(), timeout=10)
    os.kill(os.getpid(), signal.SIGTERM)
    await asyncio.wait_for(task, timeout=10)
    assert bot.is_closed()


async def test_bot_error_gets_an_apology_and_the_game_stays_consistent(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await open_lobby(server, bot, alice, "envyra new")
        table = await seat_players(server, bot, table, [alice, bob])

        def broken(view: dict, names: list[str]) -> bytes:
            raise RuntimeError("renderer exploded")

        # the extension module is loaded afresh by discord.py, so patch the live cog instance
        monkeypatch.setattr(bot.game_cogs["envyra"], "render_private", broken)
        rec = await server.slash(alice, "envyra hand", channel=table.thread_id)
        await rec.wait_done()
        await settle(server, bot)
        assert "Sorry" in private_reply(rec)
        assert any(f"game {table.id}" in line for line in bot.errors), bot.errors
        assert bot.store.get_table(table.id).status == "playing"
        row = bot.store.get_table(table.id)
        assert bot.tables.replay(row) == row.state
