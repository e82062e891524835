"""What every game gets from the shared layer: closed DMs tried once, a double click told the move was made,
controls taken off when nothing is pending any more, and a command in a channel with several lobbies."""

from __future__ import annotations

import asyncio
import random
import re
from pathlib import Path

from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.envyra_driver import play_step

TABLE_SEED = "shared-fixes-seed"  # every table opened here gets this secret seed (tests/conftest.py)


def refused_dms(server: FakeDiscord, user: int) -> int:
    channel = server.dm_channel(user)
    pattern = re.compile(rf"POST /api/v10/channels/{channel}/messages -> 403")
    return sum(1 for line in server.request_log if pattern.search(line))


async def test_a_player_with_closed_dms_is_tried_once_until_they_ask(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob", dms_open=False)
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "envyra new") as (bot, table):
        chooser = random.Random(3)
        for _ in range(40):
            table = bot.store.get_table(table.id)
            if table.status != "playing":
                break
            await play_step(server, bot, table, chooser)
            await drive.settle(server, bot)
        assert refused_dms(server, bob) == 1
        notices = [m for m in drive.thread_messages(server, table) if "cannot send you direct messages" in m.content]
        assert len(notices) == 1
        # Bob opens his DMs and asks: the next DM goes through
        server.set_dms_open(bob, True)
        rec = await server.slash(bob, "games dms")
        await rec.wait_done()
        assert "could send you a direct message" in drive.private_reply(rec)
        assert any("Direct messages work" in m.content for m in server.dm_messages(bob))
        assert not bot.errors and not server.bot_errors


async def test_a_double_click_is_told_the_move_was_already_made(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "cardline new") as (bot, table):
        game = bot.tables.game_of(table)
        seat = game.to_act(table.state)[0]
        user, tid, tag = table.seats[seat], table.id, table.move_no
        card = game.legal_actions(table.state, seat)[0]["card"]
        message = drive.last_with(drive.thread_messages(server, table), f"s:{tid}:card:{tag}.")
        rec = await server.select(user, message, f"s:{tid}:card:{tag}.-.0", [card])
        await rec.wait_done()
        gap = next(c for c in server.message(message.id).custom_ids if c.startswith(f"s:{tid}:gap:"))
        rec = await server.select(user, server.message(message.id), gap, ["0"])
        await rec.wait_done()
        await drive.settle(server, bot)
        place = f"g:{tid}:place:{tag}.{card}.0"
        first, second = await asyncio.gather(
            server.click(user, server.message(message.id), place), server.click(user, server.message(message.id), place)
        )
        await first.wait_done()
        await second.wait_done()
        await drive.settle(server, bot)
        answers = [r.last.text if r.last is not None and r.last.ephemeral else "" for r in (first, second)]
        assert any("already made" in a for a in answers), answers
        assert bot.store.get_table(tid).move_no == 1
        assert not bot.errors and not server.bot_errors


async def test_abandoning_takes_the_controls_off_the_last_turn_message(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "cardline new") as (bot, table):
        turn = drive.last_with(drive.thread_messages(server, table), f"s:{table.id}:card:")
        assert turn is not None
        rec = await server.slash(alice, "cardline abandon", channel=table.thread_id)
        await rec.wait_done()
        await drive.settle(server, bot)
        assert server.message(turn.id).custom_ids == []
        assert not bot.errors and not server.bot_errors


async def test_a_command_in_a_channel_with_several_lobbies_lists_them(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    alice, bob, carol = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Carol")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        first = await drive.open_lobby(server, bot, alice, "cardline new")
        second = await drive.open_lobby(server, bot, bob, "cardline new")
        channel = drive.lobby_message(server, first).channel_id
        parent = server.channel(channel).parent_id or channel
        rec = await server.slash(carol, "cardline join", channel=parent)
        await rec.wait_done()
        text = drive.private_reply(rec)
        assert f"#{first.id}" in text and f"#{second.id}" in text, text
        rec = await server.slash(carol, "cardline join", channel=parent, game=second.id)
        await rec.wait_done()
        assert bot.store.get_table(second.id).players == [bob, carol]
        assert not bot.errors and not server.bot_errors


async def test_pressing_the_private_button_does_not_retry_a_bounced_dm(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """A player with closed DMs who plays through the thread's private button ("Place my cubes (private)") costs
    one failed DM in the whole game, not one per press: only `/games dms` (or a day) makes the bot try again
    (every failed DM counts against Discord's invalid-request limit)."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob", dms_open=False)
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "envyra new") as (bot, table):
        chooser = random.Random(5)
        presses = 0
        for _ in range(60):
            table = bot.store.get_table(table.id)
            if table.status != "playing":
                break
            button = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:hand")
            if button is not None:
                custom_id = next(c for c in button.custom_ids if c.startswith(f"g:{table.id}:hand"))
                rec = await server.click(bob, button, custom_id)
                await rec.wait_done()
                assert rec.ephemeral
                presses += 1
            await play_step(server, bot, table, chooser)
            await drive.settle(server, bot)
        assert presses >= 3, presses
        assert refused_dms(server, bob) == 1
        assert not bot.errors and not server.bot_errors
