"""Battlestar Galactica end to end: the real bot against the fake Discord, whole games played only with the controls
the bot offers — thread buttons for public decisions, the DM panel (edited in place) for secret ones, and the
ephemeral `/bsg hand` panel for a player whose DMs are closed.

The test reads the store only to *choose* a move (like a player reading the board); every move goes through Discord.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import engine.tables
from engine.scheduling import DEADLINE
from presenters.bsg_record import BsgRecord
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import Player, control_for, current
from sandbox.commands import CommandError

TABLE_SEED = "bsg-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_three_player_game_with_a_closed_dm(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben", dms_open=False), server.add_user("Cyril")]
    new = {"seat_order": "join", "pace": "live"}  # live: reaction windows ask, and one is let run out
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", **new) as (bot, table):
        notices = [m for m in drive.thread_messages(server, table) if "cannot send you direct messages" in m.content]
        assert len(notices) == 1 and f"<@{users[1]}>" in notices[0].content
        player = Player(server, bot, table, closed={users[1]})
        player.let_a_window_run_out = True
        table = await player.play_to_end(random.Random(264))  # a short game with every point (bsg_course.py)
        assert table.status == "finished"
        print(f"{table.move_no} moves")
        final = drive.thread_messages(server, table)[-1]
        assert "Game over" in final.content and drive.game_over_said(server, table) == 1
        for name in ("Ann", "Ben", "Cyril"):
            assert name in final.content  # every loyalty card revealed, by player
        assert player.stale_refused, "a stale panel was refused with the fresh one"
        ran_out = [t for t in player.window_timeouts if "Time ran out" in t]
        assert len(ran_out) == 1, player.window_timeouts  # once, however many seats the window waited for
        assert player.hand_uses > 0, "the player with closed DMs played through /bsg hand"
        assert player.kinds.get("skill_window", 0) > 0, "a reaction window was answered"
        assert any(len(seen) == 3 for seen in player.contributors), "a check with cards from every player"
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


@pytest.mark.slow
async def test_five_player_game_with_a_reveal_and_a_jump(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    names = ["Ann", "Ben", "Cyril", "Dana", "Eve"]
    users = [server.add_user(name, dms_open=name != "Dana") for name in names]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        player = Player(server, bot, table, closed={users[3]})
        player.prefer = {"reveal"}
        table = await player.play_to_end(random.Random(295))  # a short game with every point (bsg_course.py)
        assert table.status == "finished"
        print(f"{table.move_no} moves")
        texts = "\n".join(m.content for m in drive.thread_messages(server, table))
        assert player.kinds.get("destination", 0) > 0, "the Admiral picked a destination in secret"
        assert player.played.get("reveal", 0) > 0 and "reveals" in texts, "a Cylon revealed"
        assert any(len(seen) == 5 for seen in player.contributors), "a check with cards from every player"
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


async def test_strangers_and_out_of_turn_presses_change_nothing(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    stranger = server.add_user("Stranger")
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        game = bot.tables.game_of(table)
        deciding = game.to_act(table.state)[0]
        other = next(s for s in range(3) if s != deciding)
        message = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:do:")
        assert message is not None, "the draft is a public decision with buttons in the thread"
        cid, _ = control_for(message, table.id, deciding, 0)
        before = current(bot, table)
        rec = await server.click(stranger, message, cid)
        await rec.wait_done()
        assert "not playing in this game" in drive.private_reply(rec)
        rec = await server.click(table.seats[other], message, cid)
        await rec.wait_done()
        assert "This button is for" in drive.private_reply(rec)
        after = current(bot, table)
        assert (after.move_no, after.state) == (before.move_no, before.state)

        # the clock of the draft runs out: its default is played and announced
        timers = [t for t in bot.store.timers(table.id) if t["kind"] == DEADLINE]
        assert timers, "every decision has a deadline"
        await bot.game_cogs["bsg"].moves.on_deadline(table.id, timers[0]["payload"]["key"])
        await drive.settle(server, bot)
        assert current(bot, table).move_no == before.move_no + 1
        assert any("Time ran out" in m.content for m in drive.thread_messages(server, table))

        old_key = cid.rsplit(".", 2)[0] + "."  # the older decision's controls (the status post, edited in place,
        # carries the next decision's buttons: keyed anew)
        assert not [c for c in server.message(message.id).custom_ids if c.startswith(old_key)], "its buttons are gone"

        thread = table.thread_id
        rec = await server.slash(users[2], "bsg windows", channel=thread, answer="never")
        await rec.wait_done()
        assert "will not ping you" in drive.private_reply(rec)
        assert drive.private_reply(rec).startswith("**This table plays over days"), "over days: windows ask nobody"
        assert BsgRecord.of(current(bot, table).record).standing == {"2": "never"}
        assert "Strategic Planning (tactics): never ping me" in drive.private_reply(rec)  # the summary of every card

        # per card: autocomplete in the reader's language, one card set, the others keep their answer
        choices = await server.autocomplete(users[2], "bsg windows", focused="card", value="strat", channel=thread)
        assert [(c["name"], c["value"]) for c in choices] == [("Strategic Planning (tactics)", "strategic_planning")]
        czech = server.add_user("Zdeněk", locale="cs")
        choices = await server.autocomplete(czech, "bsg windows", focused="card", value="", channel=thread)
        assert len(choices) == 5 and "Strategic Planning (taktika)" in [c["name"] for c in choices]
        rec = await server.slash(users[2], "bsg windows", channel=thread, answer="ask", card="strategic_planning")
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "Every window for Strategic Planning (tactics) will ping you" in reply, reply
        assert "Strategic Planning (tactics): ping me" in reply and "Evasive Maneuvers (piloting): never" in reply
        standing = BsgRecord.of(current(bot, table).record).standing["2"]
        assert standing["strategic_planning"] == "ask" and standing["evasive_maneuvers"] == "never", standing
        rec = await server.slash(users[2], "bsg windows", channel=thread)  # no answer: just the settings
        await rec.wait_done()
        assert "Strategic Planning (tactics): ping me" in drive.private_reply(rec)
        assert BsgRecord.of(current(bot, table).record).standing["2"] == standing
        # bad input: an unknown card, a stranger; a short private refusal and no change
        for who, options in ((users[2], {"card": "Executive Order"}), (stranger, {}), (czech, {})):
            rec = await server.slash(who, "bsg windows", channel=thread, answer="playable", **options)
            await rec.wait_done()
            assert len(drive.private_reply(rec)) < 200, drive.private_reply(rec)
            assert BsgRecord.of(current(bot, table).record).standing == {"2": standing}
        rec = await server.slash(users[2], "bsg windows", channel=thread, answer="never", card="Executive Order")
        await rec.wait_done()
        assert "is not a card played in reaction windows" in drive.private_reply(rec)
        for command, words in (("bsg board", "Battlestar Galactica"), ("bsg log", "plays"), ("bsg rules", "Kobol")):
            rec = await server.slash(users[0], command, channel=table.thread_id)
            await rec.wait_done()
            assert words in drive.private_reply(rec), (command, rec.text)
        # `/bsg log`: the newest page first, filters; bad input (a page out of range, an unknown player) is refused
        rec = await server.slash(users[0], "bsg log", channel=table.thread_id, only="actions", player="ann")
        await rec.wait_done()
        assert "(1 = newest) · only actions · Ann" in drive.private_reply(rec)
        for options, words in (({"page": 99}, "There is no page 99"), ({"player": "Zed"}, "Nobody called “Zed”")):
            before = current(bot, table).record
            rec = await server.slash(users[0], "bsg log", channel=table.thread_id, **options)
            await rec.wait_done()
            reply = drive.private_reply(rec)
            assert words in reply and len(reply) < 200, reply
            assert current(bot, table).record == before
        assert not bot.errors and not server.bot_errors


async def test_new_seats_bots_at_a_level_and_refuses_impossible_requests(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """`/bsg new bots:N level:` like the other games: too many bots or an unknown level are refused privately with
    no table; a lobby of bots only is no game."""
    server = fake_discord
    ann = server.add_user("Ann")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        rec = await server.slash(ann, "bsg new", bots=6)
        await rec.wait_done()
        assert "at most 6 players" in drive.private_reply(rec)
        with pytest.raises(CommandError, match="'level' must be one of"):  # Discord offers only the three levels
            await server.slash(ann, "bsg new", bots=2, level="insane")
        with pytest.raises(engine.tables.TableError):  # the same refusal below Discord: no table is made
            bot.tables.create("bsg", server.guild_id, 1, ann, {"bots": 2, "bot_level": "insane"})
        table = await drive.open_lobby(server, bot, ann, "bsg new", bots=2, level="hard")
        lobby = drive.lobby_message(server, table)
        assert "Bot 1 (hard)" in lobby.embeds[0]["description"] and "Bot 2 (hard)" in lobby.embeds[0]["description"]
        assert len(table.players) == 3 and sorted(table.record.bots.values()) == ["hard", "hard"]
        rec = await server.click(ann, lobby, label="Leave")
        await rec.wait_done()
        await drive.settle(server, bot)
        assert current(bot, table).status == "abandoned"  # bots alone are no game
        assert not bot.errors and not server.bot_errors
