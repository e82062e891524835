"""Battlestar Galactica's seats end to end (the real bot against the fake Discord): the shared `turn_hours` and
`timeouts_allowed` of `/bsg new`, the timeout vote on an absent player decided by its deadline, a stand-in bot that
plays on and steps aside when the player is back, and a resignation that hands the seat to a bot for good while the
game goes on to its end and counts as the resigner's loss.
"""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pytest

from engine import ephemeral_panels
from engine.games.bsg.machine.orders import asks
from engine.scheduling import DEADLINE
from engine.seats import VOTE_END
from engine.tables import is_bot
from presenters.bsg_record import BsgRecord
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import WithBots, current, panel_message
from tests.bsg.e2e.held_bots import bots_move_when_fired

TABLE_SEED = "bsg-table-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def reply_to(rec: Any) -> str:
    await rec.wait_done(10)
    return drive.private_reply(rec)


def timers(bot: Any, table: Any, kind: str) -> list[dict[str, Any]]:
    return [t for t in bot.store.timers(table.id, fresh=True) if t["kind"] == kind]


async def test_turn_hours_timeouts_vote_deadline_stand_in_and_back(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        for bad in (0, 200):  # BSG always has a clock, and its ordinary one is at most 168 hours
            text = await reply_to(await server.slash(users[0], "bsg new", turn_hours=bad))
            assert "`turn_hours` sets `decision_hours`" in text and "1–168" in text, text
        table = await drive.open_lobby(
            server, bot, users[0], "bsg new", seat_order="join", turn_hours=30, timeouts_allowed=2
        )
        assert (table.options["decision_hours"], table.options["contribution_hours"]) == (30, 24)
        lobby = drive.lobby_message(server, table).embeds[0]["description"]
        assert "Decisions: 30 h" in lobby and "Vote after 2 timeouts in a row" in lobby and "Turn clock" not in lobby
        table = await drive.seat_players(server, bot, table, users)
        [deadline] = timers(bot, table, DEADLINE)
        assert abs(deadline["due"] - time.time() - 30 * 3600) < 60, "turn_hours is the ordinary decision's clock"
        game = bot.tables.game_of(table)
        cog = bot.game_cogs["bsg"]

        # nobody plays: the clocks run out until one seat has let its own turn clock run out twice in a row
        for _ in range(60):
            row = current(bot, table)
            if row.record.vote:
                break
            [clock] = game.clock(row.state)
            await cog.moves.on_deadline(table.id, clock.key)
            await drive.settle(server, bot)
        row = current(bot, table)
        vote = row.record.vote
        victim, ann = vote.seat, vote.target
        assert row.record.timeouts[str(victim)] == 2 and sorted(vote.voters) == sorted(set(users) - {ann})
        message = drive.last_with(drive.thread_messages(server, row), f"g:{table.id}:svote:")
        assert message is not None and f"<@{ann}> let the clock run out 2 times in a row" in message.content
        assert f"The vote closes <t:{int(vote.due)}:R>" in message.content
        assert "1 of 2" in await reply_to(await server.click(vote.voters[0], message, label="Bot plays"))

        # the vote's own deadline: the most chosen answer wins, told once (a second firing does nothing)
        [timer] = timers(bot, table, VOTE_END)
        assert timer["due"] == vote.due and abs(timer["due"] - time.time() - 24 * 3600) < 60
        for _ in range(2):
            await cog.seats.on_vote_timer(table.id, timer)
            await drive.settle(server, bot)
        row = current(bot, table)
        told = [m for m in drive.thread_messages(server, row) if "Time is up for the vote" in m.content]
        assert len(told) == 1 and "a bot plays the seat of" in told[0].content
        assert not server.message(message.id).custom_ids, "the vote's buttons are gone"
        assert bot.tables.bot_level(row, victim) == "normal" and timers(bot, table, VOTE_END) == []

        # the stand-in (engine/bots/bsg.py) plays the seat on; the others' clocks keep running out
        for _ in range(60):
            row = current(bot, table)
            if any(m["user_id"] == -1000 - victim for m in bot.store.moves(table.id)):
                break
            if victim in game.to_act(row.state):
                await bot.fire_due_timers(time.time() + 10)
            else:
                [clock] = game.clock(row.state)
                await cog.moves.on_deadline(table.id, clock.key)
            await drive.settle(server, bot)
        assert any(m["user_id"] == -1000 - victim for m in bot.store.moves(table.id)), "the stand-in played"
        assert row.options["pace"] == "days" and asks(current(bot, table).state, victim), "the bot asks in windows"

        # the player comes back: the seat is theirs again, with their panel by DM
        seen = max((m.id for m in server.dm_messages(ann)), default=0)  # (an older panel may be deleted meanwhile)
        await reply_to(await server.slash(ann, "bsg back", channel=table.thread_id))
        await drive.settle(server, bot)
        row = current(bot, table)
        assert bot.tables.bot_level(row, victim) is None and str(victim) not in row.record.absent
        assert any(f"<@{ann}> is back" in m.content for m in drive.thread_messages(server, row))
        assert any("Welcome back" in m.content for m in server.dm_messages(ann) if m.id > seen)
        assert not asks(row.state, victim), "the player back starts clean: windows do not wait for them"
        assert bot.tables.replay(row) == row.state
        assert not bot.errors and not server.bot_errors


async def resigned_table(server: FakeDiscord, bot: Any, users: list[int]) -> Any:
    """A 3-player table (bots at level hard) whose third player resigns after cancelling once; the checks of what
    the resignation shows and changes."""
    table = await drive.open_lobby(server, bot, users[0], "bsg new", seat_order="join", level="hard")
    table = await drive.seat_players(server, bot, table, users)
    cyril = users[2]
    rec = await server.slash(cyril, "bsg resign", channel=table.thread_id)
    await rec.wait_done(10)
    assert "A bot takes your seat" in drive.private_reply(rec) and "a loss for you" in drive.private_reply(rec)
    await reply_to(await server.click(cyril, rec.last, label="Keep playing"))
    assert current(bot, table).seats == table.seats, "cancelled: nothing changed"
    panel = panel_message(bot, current(bot, table), 2)
    assert panel and "message" in panel
    loyalty = bot.tables.game_of(table).view(table.state, 2)["me"]
    rec = await server.slash(cyril, "bsg resign", channel=table.thread_id)
    await rec.wait_done(10)
    assert "a bot plays your seat" in await reply_to(await server.click(cyril, rec.last, label="Resign"))
    await drive.settle(server, bot)
    row = current(bot, table)
    assert is_bot(row.seats[2]) and row.record.resigned == {"2": cyril} and cyril not in row.players
    assert bot.tables.bot_level(row, 2) == "hard"
    assert bot.tables.game_of(row).view(row.state, 2)["me"] == loyalty, "the loyalty stays with the seat"
    [post] = [m for m in drive.thread_messages(server, row) if "has left game" in m.content]
    assert f"<@{cyril}>" in post.content and "Bot 1 (hard)" in post.content
    assert not any(word in post.content.lower() for word in ("cylon", "human", "loyal")), post.content
    old_panel = server.message(panel["message"])
    assert "You no longer play" in old_panel.content and not old_panel.custom_ids
    assert "not playing" in await reply_to(await server.slash(cyril, "bsg hand", channel=table.thread_id))
    assert "not playing" in await reply_to(await server.slash(cyril, "bsg back", channel=table.thread_id))
    return row


async def test_a_resignation_hands_the_seat_to_a_bot_for_good(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        row = await resigned_table(server, bot, users)
        assert row.status == "playing"
        assert bot.tables.replay(row) == row.state
        assert not bot.errors and not server.bot_errors


@pytest.mark.slow
async def test_a_game_with_a_resigner_finishes_and_counts_it_as_their_loss(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        bots_move_when_fired(bot, monkeypatch)  # the same course on any machine
        row = await resigned_table(server, bot, users)
        row = await WithBots(server, bot, row, closed=set()).play_to_end(random.Random(5))  # a short course (109 moves)
        assert row.status == "finished"
        print(f"{row.move_no} moves")
        results = bot.store.conn.execute("SELECT user_id, won FROM game_results WHERE table_id = ?", [row.id])
        counted = dict(results.fetchall())
        assert counted[users[2]] == 0, "the resigner has lost, whatever their seat's team did"
        assert all(not is_bot(u) for u in counted)
        assert bot.tables.replay(row) == row.state
        assert not bot.errors and not server.bot_errors


async def test_a_substitute_gets_a_panel_of_their_own_and_the_old_one_stops(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """The seat's old panel (a DM of the player who left) is closed and never edited with the new player's secrets."""
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    dora = server.add_user("Dora")
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        old = panel_message(bot, current(bot, table), 1)
        assert old and "message" in old
        where = {"channel": table.thread_id}
        opened = await server.slash(users[1], "bsg hand", **where)  # Ben's ephemeral copy of his panel
        await opened.wait_done(10)
        await drive.settle(server, bot)
        hand = opened.last
        assert hand is not None and hand.ephemeral
        assert 1 in ephemeral_panels.live(bot.store, table.id, bot.clock())
        await reply_to(await server.slash(users[0], "bsg substitute", user=dora, player=users[1], **where))
        await drive.settle(server, bot)
        row = current(bot, table)
        assert row.seats[1] == dora
        closed = server.message(old["message"]).content
        shown, ids = hand.content, list(hand.custom_ids)
        assert "You no longer play" in closed and not server.message(old["message"]).custom_ids
        for _ in range(3):  # moves go on: the old panel stays as it is, the new player's panel follows the game
            [clock] = bot.tables.game_of(row).clock(current(bot, table).state)
            await bot.game_cogs["bsg"].moves.on_deadline(table.id, clock.key)
            await drive.settle(server, bot)
        assert server.message(old["message"]).content == closed
        assert 1 not in ephemeral_panels.live(bot.store, table.id, bot.clock()), "Ben's ephemeral copy is forgotten"
        assert (hand.content, list(hand.custom_ids)) == (shown, ids), "and never shows Dora's panel"
        new = panel_message(bot, current(bot, table), 1)
        assert new and new["message"] != old["message"]
        assert server.message(new["message"]).channel_id in {m.channel_id for m in server.dm_messages(dora)}
        assert not bot.errors and not server.bot_errors


async def test_the_help_poll_before_a_skill_check(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Public table talk: the poll opens with a skill check, the bot has answered, a player answers and changes the
    answer (shown by name), and the poll closes with the first public contribution."""
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join", bots=1) as (
        bot,
        table,
    ):
        player = WithBots(server, bot, table, closed=set())
        chooser = random.Random(4)
        for _ in range(400):
            if BsgRecord.of(current(bot, table).record).poll.open:
                break
            await player.step(chooser)
            await player.wait()
        row = current(bot, table)
        poll = BsgRecord.of(row.record).poll
        seat_bot = next(s for s, u in enumerate(row.seats) if is_bot(u))
        assert list(poll.answers) == [str(seat_bot)], "the bot answered at once, nobody else yet"
        message = drive.last_with(drive.thread_messages(server, row), f"g:{table.id}:spoll:")
        assert message is not None and "how much can you help?" in message.content and "**Bot 1**" in message.content
        ann_seat = row.seats.index(users[0])
        assert "a lot" in await reply_to(await server.click(users[0], message, label="A lot"))
        await drive.settle(server, bot)
        assert f"A lot: <@{users[0]}>" in server.message(message.id).content
        assert "a little" in await reply_to(await server.click(users[0], message, label="A little"))
        await drive.settle(server, bot)
        shown_now = server.message(message.id).content
        assert f"A little: <@{users[0]}>" in shown_now and f"A lot: <@{users[0]}>" not in shown_now
        assert BsgRecord.of(current(bot, table).record).poll.answers[str(ann_seat)] == "little"
        stranger = server.add_user("Stranger")
        assert "not playing" in await reply_to(await server.click(stranger, message, label="A lot"))
        for _ in range(400):  # play on: the first public contribution closes the poll, the answers stay
            if not BsgRecord.of(current(bot, table).record).poll.open:
                break
            await player.step(chooser)
            await player.wait()
        closed = server.message(message.id)
        assert not closed.custom_ids and "closed" in closed.content and f"A little: <@{users[0]}>" in closed.content
        assert not bot.errors and not server.bot_errors
