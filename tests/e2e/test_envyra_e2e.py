"""Envyra end to end: the real bot against the fake Discord, whole games played with commands, DMs and buttons."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.envyra_driver import assert_final_messages, place, play_step, play_to_end

# a known secret seed per table (tests/conftest.py), so a replayed game can be compared with an uninterrupted one
TABLE_SEED = "e2e-fixed-seed"


async def test_two_player_game(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice Nováková"), server.add_user("Bob Łukasz")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, alice, "envyra new")
        assert (
            "Alice" in drive.lobby_message(server, table).text or str(alice) in drive.lobby_message(server, table).text
        )
        table = await drive.seat_players(server, bot, table, [alice, bob])
        for user in (alice, bob):
            dms = server.dm_messages(user)
            assert any("seated" in m.content for m in dms)
            prompt = drive.last_with(dms, f"s:{table.id}:pick:")
            assert prompt is not None and prompt.attachments, "Phase I prompt with the private board by DM"
        table = await play_to_end(server, bot, table, random.Random(10))  # a short game: 33 moves (not 81)
        assert table.status == "finished"
        print(f"{table.move_no} moves")
        assert_final_messages(server, table)
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


async def test_three_player_game_with_closed_dms_and_equilibrium(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben", dms_open=False), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "envyra new", equilibrium="B") as (
        bot,
        table,
    ):
        notices = [m for m in drive.thread_messages(server, table) if "cannot send you direct messages" in m.content]
        assert len(notices) == 1 and f"<@{users[1]}>" in notices[0].content
        table = await play_to_end(server, bot, table, random.Random(37))  # a short game: 42 moves (not 164)
        print(f"{table.move_no} moves")
        assert_final_messages(server, table)
        assert not bot.errors and not server.bot_errors


async def test_placement_stays_secret_in_the_thread(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob, cleo = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Cleo")
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob, cleo], "envyra new") as (bot, table):
        mark = server.mark()
        seat = table.seats.index(alice)
        legal = bot.tables.game_of(table).legal_actions(table.state, seat)
        two = next(a["positions"] for a in legal if len(a["positions"]) == 2)
        await place(server, bot, table, seat, two)
        await drive.settle(server, bot)
        public = [m for m in drive.thread_messages(server, table) if m.id > mark]
        assert public and all(not m.attachments for m in public), "a confirmation shows no board"
        text = "\n".join(m.text for m in public)
        assert "confirmed" in text
        for pos in two:
            assert pos not in text
        # and the player may change their mind until the last player confirms
        other = next(a["positions"] for a in legal if len(a["positions"]) == 1)
        for changed in (other, two, other):  # changes of mind: the thread stays as it was (who confirmed is known)
            mark, moves = server.mark(), drive.current(bot, table).move_no
            await place(server, bot, drive.current(bot, table), seat, changed)
            await drive.settle(server, bot)
            assert drive.current(bot, table).move_no == moves + 1, "the change is a move"
            assert not [m for m in drive.thread_messages(server, table) if m.id > mark], "a change posts nothing"
        state = drive.current(bot, table).state
        assert bot.tables.game_of(table).view(state, seat)["my_board"] == other and state["phase"] == "phase1"


async def test_bad_input_is_refused_and_changes_nothing(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob, stranger = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Stranger")
    admin = server.add_user("Admin", manage_guild=True)
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        rec = await server.slash(alice, "envyra new", reminder_hours=0)
        await rec.wait_done()
        assert "reminder_hours" in drive.private_reply(rec)
        assert bot.store.find_tables("1 = 1") == []

        table = await drive.open_lobby(server, bot, alice, "envyra new", seat_order="join")
        rec = await server.click(alice, drive.lobby_message(server, table), label="Start")
        await rec.wait_done()
        assert "at least 2" in drive.private_reply(rec)
        rec = await server.click(bob, drive.lobby_message(server, table), label="Join")
        await rec.wait_done()
        rec = await server.click(bob, drive.lobby_message(server, table), label="Start")
        await rec.wait_done()
        assert "Only the host" in drive.private_reply(rec)
        rec = await server.click(bob, drive.lobby_message(server, table), label="Leave")
        await rec.wait_done()
        table = await drive.seat_players(server, bot, table, [alice, bob])
        assert not drive.lobby_message(server, table).custom_ids, "a started lobby has no buttons"
        rec = await server.slash(stranger, "envyra join", channel=table.thread_id)
        await rec.wait_done()
        assert "already started" in drive.private_reply(rec)

        # play into Phase II so there are public buttons to press
        chooser = random.Random(9)
        for _ in range(200):
            table = drive.current(bot, table)
            message = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:move:")
            if message is not None and table.state["phase"] == "phase2":
                break
            await play_step(server, bot, table, chooser)
            await drive.settle(server, bot)
        else:
            pytest.skip("no Phase II choice arose")
        before = drive.current(bot, table)
        custom_id = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:move:"))
        mover_seat = bot.tables.game_of(table).to_act(before.state)[0]
        other_user = before.seats[1 - mover_seat]
        mover_name = {alice: "Alice", bob: "Bob"}[before.seats[mover_seat]]
        for user, expected in ((stranger, "not playing"), (other_user, f"not your turn — {mover_name} is to play.")):
            rec = await server.click(user, message, custom_id)
            await rec.wait_done()
            assert expected.lower() in drive.private_reply(rec).lower(), drive.private_reply(rec)
        rec = await server.slash(bob, "envyra abandon", channel=table.thread_id)
        await rec.wait_done()
        assert "Manage Server" in drive.private_reply(rec)
        after = drive.current(bot, table)
        assert after.state == before.state and after.move_no == before.move_no and after.status == "playing"
        rec = await server.slash(admin, "envyra abandon", channel=table.thread_id)
        await rec.wait_done()
        assert drive.current(bot, table).status == "abandoned"
        assert not bot.errors and not server.bot_errors


async def test_restart_mid_game_keeps_buttons_and_result(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    # an uninterrupted reference game
    async with drive.game_bot(server, tmp_path / "ref.sqlite") as bot:
        ref = await drive.open_lobby(server, bot, alice, "envyra new", seat_order="join")
        ref = await drive.seat_players(server, bot, ref, [alice, bob])
        ref = await play_to_end(server, bot, ref, random.Random(11))
    # the same seed and choices, with the bot stopped twice along the way
    db = tmp_path / "game.sqlite"
    chooser = random.Random(11)
    async with drive.game_bot(server, db) as bot:
        table = await drive.open_lobby(server, bot, alice, "envyra new", seat_order="join")
        table = await drive.seat_players(server, bot, table, [alice, bob])
        for _ in range(5):
            await play_step(server, bot, drive.current(bot, table), chooser)
            await drive.settle(server, bot)
    for _ in range(2):
        async with drive.game_bot(server, db) as bot:
            table = drive.current(bot, table)
            for _ in range(5):
                if drive.current(bot, table).status != "playing":
                    break
                await play_step(server, bot, drive.current(bot, table), chooser)  # buttons posted before the restart
                await drive.settle(server, bot)
    async with drive.game_bot(server, db) as bot:
        table = await play_to_end(server, bot, drive.current(bot, table), chooser)
        assert table.record.result == ref.record.result
        assert table.state == ref.state
        assert bot.tables.replay(table) == table.state


async def test_games_lists_and_reminders(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob, carol = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Carol")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        lobby = await drive.open_lobby(server, bot, carol, "envyra new")
        rec = await server.slash(alice, "games open")
        await rec.wait_done()
        assert f"#{lobby.id}" in drive.private_reply(rec)
        table = await drive.open_lobby(server, bot, alice, "envyra new", reminder_hours=3)
        table = await drive.seat_players(server, bot, table, [alice, bob])
        rec = await server.slash(bob, "games mine")
        await rec.wait_done()
        assert f"#{table.id}" in drive.private_reply(rec) and "your move" in drive.private_reply(rec)
        timers = bot.store.timers(table.id)
        assert {t["user_id"] for t in timers} == {alice, bob}
        assert all(abs(t["due"] - t["payload"]["since"] - 3 * 3600) < 1 for t in timers)
        # pretend the hours went by: the stored reminders fire and are rescheduled a day later
        for timer in timers:
            bot.store.move_timer(timer["id"], 0.0)
        bot.wake_scheduler()
        await server.wait_for_message(lambda m: "is waiting for you" in m.content, timeout=5)
        await drive.settle(server, bot)
        reminders = [m for m in drive.thread_messages(server, table) if "is waiting for you" in m.content]
        assert {u for u in (alice, bob) if any(f"<@{u}>" in m.content for m in reminders)} == {alice, bob}
        # what is awaited, in the waiting line's public words, and where (no clock at 2 players: no deadline)
        assert all("is waiting for you: place your cubes in secret · https://" in m.content for m in reminders)
        assert not any("<t:" in m.content for m in reminders)
        assert all(t["due"] > 86000 for t in bot.store.timers(table.id))


async def test_resign_ends_the_game_with_the_resigner_last(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob, cleo = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Cleo")
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob, cleo], "envyra new") as (bot, table):
        rec = await server.slash(bob, "envyra resign", channel=table.thread_id)
        await rec.wait_done()
        ask = rec.last
        assert ask is not None and "Resign" in drive.private_reply(rec)
        rec = await server.click(bob, ask, label="Cancel")
        await rec.wait_done()
        assert drive.current(bot, table).status == "playing"
        rec = await server.slash(bob, "envyra resign", channel=table.thread_id)
        await rec.wait_done()
        rec = await server.click(bob, rec.last, label="Yes, resign")
        await rec.wait_response()
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert table.status == "finished"
        assert table.record.result["ranking"][-1] == [table.seats.index(bob)]
        assert_final_messages(server, table)
