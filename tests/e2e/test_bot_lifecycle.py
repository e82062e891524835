"""The bot process: clean shutdown on SIGTERM, and a bot-side failure answered with an apology."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

import renderers.envyra
from bot import create_bot, run
from sandbox import FakeDiscord
from sandbox import game_driver as drive

TABLE_SEED = "bot-lifecycle-seed"  # every table opened here gets this secret seed (tests/conftest.py)

ROOT = Path(__file__).resolve().parents[2]


def broken(view: dict, names: list[str]) -> bytes:
    """A renderer function that fails."""
    raise RuntimeError("renderer exploded")


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
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "envyra new") as (bot, table):
        # every image is drawn by `cogs.workers.draw_images` from the game's renderers module (in a thread here)
        monkeypatch.setattr(renderers.envyra, "render_private", broken)
        rec = await server.slash(alice, "envyra hand", channel=table.thread_id)
        await rec.wait_done()
        await drive.settle(server, bot)
        assert "Sorry" in drive.private_reply(rec)
        assert any(f"game {table.id}" in line for line in bot.errors), bot.errors
        assert bot.store.get_table(table.id).status == "playing"
        row = bot.store.get_table(table.id)
        assert bot.tables.replay(row) == row.state


async def test_a_move_stored_but_not_announced_is_announced_after_a_restart(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bot stops between committing a move and telling anyone: on restart it posts what was missed (the
    outbox rows stored with the move)."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    db = tmp_path / "db.sqlite"
    async with drive.game_bot(server, db) as bot:
        table = await drive.open_lobby(server, bot, alice, "envyra new")
        table = await drive.seat_players(server, bot, table, [alice, bob])
        cog = bot.game_cogs["envyra"]

        async def lost(table_id: int) -> None:  # the process dies right after the commit
            return None

        monkeypatch.setattr(cog.moves, "deliver", lost)
        for user in table.seats:
            seat = table.seats.index(user)
            positions = bot.tables.game_of(table).legal_actions(table.state, seat)[0]["positions"]
            prompt = drive.last_with(server.dm_messages(user), f"s:{table.id}:pick:")
            rec = await server.select(user, prompt, prompt.custom_ids[0], positions)
            await rec.wait_done()
            rec = await server.click(user, server.message(prompt.id), label=f"Confirm {' + '.join(positions)}")
            await rec.wait_response()
            await drive.settle(server, bot)
        row = bot.store.get_table(table.id)
        assert row.move_no == 2 and bot.tables.outbox.pending(table.id)
        mark = server.mark()
    async with drive.game_bot(server, db) as bot:
        message = await server.wait_for_message(
            lambda m: m.channel_id == table.thread_id and "revealed" in m.content, timeout=10, after=mark
        )
        await drive.settle(server, bot)
        assert message.attachments, "the missed step comes with the board"
        assert not bot.tables.outbox.pending(table.id)


async def test_a_move_an_older_build_left_unannounced_is_announced_after_a_restart(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """A database from before the outbox: a move stored with the 'unannounced' flag and no outbox rows. The restart
    recomputes what it causes, stores it as outbox rows, sends it once and clears the flag."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    db = tmp_path / "db.sqlite"
    async with drive.game_bot(server, db) as bot:
        table = await drive.open_lobby(server, bot, alice, "envyra new")
        table = await drive.seat_players(server, bot, table, [alice, bob])
        game = bot.tables.game_of(table)
        for seat in range(2):  # both place through the engine alone, as an older build stopped before announcing
            row = bot.tables.get(table.id)
            bot.tables.act_on(row, row.seats[seat], game.legal_actions(row.state, seat)[0])
        row.unannounced = True
        bot.store.save_record(row)
        mark = server.mark()
    async with drive.game_bot(server, db) as bot:
        message = await server.wait_for_message(
            lambda m: m.channel_id == table.thread_id and "revealed" in m.content, timeout=10, after=mark
        )
        await drive.settle(server, bot)
        assert message.attachments
        assert len([m for m in drive.thread_messages(server, table) if "revealed" in m.content]) == 1
        assert not bot.tables.unannounced() and not bot.tables.outbox.pending(table.id)
        assert not bot.errors


async def test_a_failed_announcement_keeps_the_move_and_says_so(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "envyra new") as (bot, table):
        monkeypatch.setattr(renderers.envyra, "render_board", broken)
        for user in table.seats:
            seat = table.seats.index(user)
            positions = bot.tables.game_of(table).legal_actions(table.state, seat)[0]["positions"]
            prompt = drive.last_with(server.dm_messages(user), f"s:{table.id}:pick:")
            rec = await server.select(user, prompt, prompt.custom_ids[0], positions)
            await rec.wait_done()
            rec = await server.click(user, server.message(prompt.id), label=f"Confirm {' + '.join(positions)}")
            await rec.wait_response()
            await drive.settle(server, bot)
        assert "was recorded" in drive.private_reply(rec)
        row = bot.store.get_table(table.id)
        assert row.move_no == 2 and row.state["phase"] != "phase1" or row.state["round"] > 1
        assert any(f"game {table.id}" in line for line in bot.errors)


async def test_a_game_number_from_another_server_is_refused(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, mallory = server.add_user("Alice"), server.add_user("Mallory", manage_guild=True)
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        foreign = bot.tables.create("envyra", server.guild_id + 1, 1, alice, {})  # a lobby in another server
        for command in ("envyra abandon", "envyra join"):
            rec = await server.slash(mallory, command, game=foreign.id)
            await rec.wait_done()
            assert f"no Envyra game #{foreign.id} here" in drive.private_reply(rec)
        row = bot.store.get_table(foreign.id)
        assert row.status == "lobby" and row.players == [alice]


async def test_a_broken_game_cog_does_not_stop_the_others(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bot as bot_module

    real = bot_module.extensions
    monkeypatch.setattr(bot_module, "extensions", lambda: [*real(), "cogs.no_such_game"])
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        assert bot.failed_extensions == ["cogs.no_such_game"]
        assert any("cogs.no_such_game" in line for line in bot.errors)
        table = await drive.open_lobby(server, bot, alice, "envyra new")
        table = await drive.seat_players(server, bot, table, [alice, bob])
        assert bot.store.get_table(table.id).status == "playing"


async def test_a_damaged_game_answers_so_and_every_other_game_goes_on(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    db = tmp_path / "db.sqlite"
    async with drive.game_bot(server, db) as bot:
        broken = await drive.seat_players(
            server, bot, await drive.open_lobby(server, bot, alice, "envyra new"), [alice, bob]
        )
        healthy = await drive.seat_players(
            server, bot, await drive.open_lobby(server, bot, alice, "envyra new"), [alice, bob]
        )
        bot.store.conn.execute("UPDATE game_tables SET state = '{oops', unannounced = 1 WHERE id = ?", [broken.id])
    async with drive.game_bot(server, db) as bot:  # starts despite the damaged row
        await drive.settle(server, bot)
        button = drive.last_with(drive.thread_messages(server, broken), f"g:{broken.id}:hand:")
        rec = await server.click(alice, button, f"g:{broken.id}:hand:")
        await rec.wait_done()
        assert "data is damaged" in drive.private_reply(rec)
        rec = await server.slash(alice, "envyra hand", channel=healthy.thread_id)
        await rec.wait_done()
        assert "Round 1" in drive.private_reply(rec)
        assert any(f"game {broken.id} is damaged" in line for line in bot.errors)


def test_backup_makes_a_working_copy_and_a_newer_database_is_refused(tmp_path: Path) -> None:
    import sqlite3

    from engine.store import Store

    db = tmp_path / "games.db"
    Store(db).close()
    env = {**{k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}, "BOARDBOT_DB": str(db)}
    run = subprocess.run(
        [sys.executable, "bot.py", "--backup", str(tmp_path / "copy.db")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr
    assert Store(tmp_path / "copy.db").schema_version == Store(db).schema_version
    conn = sqlite3.connect(db)
    conn.execute("PRAGMA user_version = 99")
    conn.close()
    run = subprocess.run(
        [sys.executable, "bot.py"], cwd=ROOT, env={**env, "DISCORD_TOKEN": "x"}, capture_output=True, text=True,
        timeout=60,
    )  # fmt: skip
    assert run.returncode == 2 and "version 99" in run.stderr and "Traceback" not in run.stderr
