"""Seats of long games end to end (issue 15, items 1-3): the real bot against the fake Discord, with the clock moved
by firing the stored timers at a later time (no real waiting).

A turn clock runs out → the default move, announced → a vote → a bot takes the seat → the player comes back; a
vacation pauses a clock; resigning and substitutes in two games each (the old player's `/<game> hand` copy is
forgotten: the game's end never redraws it with the new player's view); bad input refused privately.
"""

from __future__ import annotations

import time
from pathlib import Path

from bot import GameBot
from engine import ephemeral_panels
from engine.scheduling import BOT, DEADLINE
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.world import FakeMessage

TABLE_SEED = "seats-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


def deadlines(bot: GameBot, table: TableRow) -> list[dict]:
    return [t for t in bot.store.timers(table.id, fresh=True) if t["kind"] == DEADLINE]


def vote_message(server: FakeDiscord, table: TableRow) -> FakeMessage:
    message = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:svote:")
    assert message is not None, "no vote with buttons in the thread"
    return message


async def start(server: FakeDiscord, bot: GameBot, users: list[int], command: str, **options: object) -> TableRow:
    table = await drive.open_lobby(server, bot, users[0], command, seat_order="join", **options)
    return await drive.seat_players(server, bot, table, users)


async def reply_to(rec) -> str:  # noqa: ANN001
    await rec.wait_done(10)
    return drive.private_reply(rec)


async def test_timeout_default_vote_bot_takes_the_seat_and_the_player_comes_back(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    ann, ben, stranger = server.add_user("Ann"), server.add_user("Ben"), server.add_user("Stranger")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        rec = await server.slash(ann, "cardline new", turn_hours=400)
        assert "turn_hours" in await reply_to(rec), "out of range: refused privately"
        table = await start(server, bot, [ann, ben], "cardline new", turn_hours=1, timeouts_allowed=1)
        assert "Turn clock: 1 hour" in server.message(table.lobby_message_id).text
        [deadline] = deadlines(bot, table)
        assert abs(deadline["due"] - time.time() - 3600) < 60
        await bot.fire_due_timers(time.time() + 60)
        assert drive.current(bot, table).move_no == 0, "not yet"
        await bot.fire_due_timers(time.time() + 3700)  # Ann (seat 1, to act) lets the clock run out
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert table.move_no == 1 and table.record.timeouts == {"0": 1}
        texts = [m.content for m in drive.thread_messages(server, table)]
        assert sum("time ran out" in t and f"<@{ann}>" in t for t in texts) == 1, texts
        vote = vote_message(server, table)
        assert f"<@{ann}> let the clock run out once" in vote.content and f"Voting: <@{ben}>" in vote.content
        # bad input: a stranger, and the player the vote is about
        assert "not playing" in await reply_to(await server.click(stranger, vote, label="Bot plays"))
        assert "your own seat" in await reply_to(await server.click(ann, vote, label="End the game"))
        assert drive.current(bot, table).record.vote.votes == {}
        await reply_to(await server.click(ben, vote, label="Bot plays"))
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert bot.tables.bot_level(table, 0) == "normal" and table.record.absent == {"0": ann}
        vote = server.message(vote.id)
        assert not vote.custom_ids and "a bot plays the seat of" in vote.content
        # Ben's turn now: he lets it run out too; with nobody left to ask, no new vote opens
        await bot.fire_due_timers(time.time() + 3700)
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert table.move_no == 2 and not table.record.vote
        assert [t["payload"]["seat"] for t in bot.store.timers(table.id, fresh=True) if t["kind"] == BOT] == [0]
        await bot.fire_due_timers(time.time() + 10)  # the bot plays Ann's seat
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        moves = bot.store.moves(table.id)
        assert table.move_no == 3 and moves[-1]["seat"] == 0 and moves[-1]["user_id"] == -1000
        # Ann comes back: she takes her seat again and gets her secret view by DM
        dms_before = len(server.dm_messages(ann))
        await reply_to(await server.slash(ann, "cardline back", channel=table.thread_id))
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert bot.tables.bot_level(table, 0) is None and table.record.absent == {}
        assert f"<@{ann}> is back" in drive.thread_messages(server, table)[-1].content
        assert "Welcome back" in server.dm_messages(ann)[dms_before].content
        assert "already" in await reply_to(await server.slash(ann, "cardline back", channel=table.thread_id))
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


async def test_away_pauses_the_clock_and_the_host_pause(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben = server.add_user("Ann"), server.add_user("Ben")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await start(server, bot, [ann, ben], "envyra new", turn_hours=2)
        assert deadlines(bot, table)
        assert "1 to 21 days" in await reply_to(await server.slash(ben, "games away", days=30))
        text = await reply_to(await server.slash(ben, "games away", days=3))
        assert "1 game is paused" in text and "left this year: 18" in text
        await drive.settle(server, bot)
        assert f"<@{ben}> is away until" in drive.thread_messages(server, table)[-1].content
        assert deadlines(bot, table) == [] and not [t for t in bot.store.timers(table.id) if t["kind"] == "reminder"]
        await bot.fire_due_timers(time.time() + 2 * 86400)  # days go by: no clock runs, nobody is reminded
        await drive.settle(server, bot)
        assert drive.current(bot, table).move_no == 0
        assert "already" in await reply_to(await server.slash(ben, "games away", days=1))
        later = await start(server, bot, [ann, ben], "frame new", turn_hours=1)  # started while Ben is away
        await drive.settle(server, bot)
        assert (
            deadlines(bot, later) == []
            and f"<@{ben}> is away until" in drive.thread_messages(server, later)[-1].content
        )
        await reply_to(await server.slash(ben, "games back"))
        await drive.settle(server, bot)
        assert "run again" in drive.thread_messages(server, table)[-1].content
        assert deadlines(bot, later) and "run again" in drive.thread_messages(server, later)[-1].content
        [deadline] = deadlines(bot, table)
        assert abs(deadline["due"] - time.time() - 2 * 3600) < 60, "the clock goes on with the time it had left"
        assert "not on vacation" in await reply_to(await server.slash(ben, "games back"))
        # the host pauses the whole table; nobody else may
        assert "Only the host" in await reply_to(await server.slash(ben, "envyra pause", channel=table.thread_id))
        await reply_to(await server.slash(ann, "envyra pause", channel=table.thread_id))
        await drive.settle(server, bot)
        assert deadlines(bot, table) == [] and "paused game" in drive.thread_messages(server, table)[-1].content
        await reply_to(await server.slash(ann, "envyra resume", channel=table.thread_id))
        await drive.settle(server, bot)
        assert deadlines(bot, table) and "runs again" in drive.thread_messages(server, table)[-1].content
        assert not bot.errors and not server.bot_errors


async def test_resign_in_frame_and_hieroglyphs(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben, cid = server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cid")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        # Frame §10.17: the resigner drops out at once, play goes on
        frame = await start(server, bot, [ann, ben, cid], "frame new")
        rec = await server.slash(cid, "frame resign", channel=frame.thread_id)
        await rec.wait_done(10)
        assert "Resign from" in rec.last.content and rec.last.ephemeral
        await reply_to(await server.click(cid, rec.last, label="Keep playing"))
        assert drive.current(bot, frame).state["left"] == [False, False, False]
        rec = await server.slash(cid, "frame resign", channel=frame.thread_id)
        await rec.wait_done(10)
        await server.click(cid, rec.last, label="Resign")
        await drive.settle(server, bot)
        frame = drive.current(bot, frame)
        assert frame.status == "playing" and frame.state["left"] == [False, False, True]
        # Hieroglyphs has no resignation (rule 29): the game ends without a result
        hiero = await start(server, bot, [ann, ben], "hieroglyphs new")
        rec = await server.slash(ben, "hieroglyphs resign", channel=hiero.thread_id)
        await rec.wait_done(10)
        assert "without a result" in rec.last.content
        await server.click(ben, rec.last, label="Resign")
        await drive.settle(server, bot)
        hiero = drive.current(bot, hiero)
        assert hiero.status == "abandoned" and bot.store.timers(hiero.id, fresh=True) == []
        assert "ends without a result" in drive.thread_messages(server, hiero)[-1].content
        rec = await server.slash(cid, "hieroglyphs resign", channel=hiero.thread_id)
        assert "abandoned" in await reply_to(rec)
        assert not bot.errors and not server.bot_errors


async def test_substitutes_by_the_host_and_by_a_vote(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben, cid, dora, eve = (server.add_user(n) for n in ("Ann", "Ben", "Cid", "Dora", "Eve"))
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        # Hieroglyphs: the host hands Ben's seat to Dora at once; she gets the seat's secret view by DM
        hiero = await start(server, bot, [ann, ben], "hieroglyphs new")
        where = {"channel": hiero.thread_id}
        assert "bot account" in await reply_to(
            await server.slash(ann, "hieroglyphs substitute", user=server.bot_user.id, player=ben, **where)
        )
        assert "already has a seat" in await reply_to(
            await server.slash(ann, "hieroglyphs substitute", user=ben, player=ben, **where)
        )
        assert "not playing" in await reply_to(
            await server.slash(eve, "hieroglyphs substitute", user=eve, player=ben, **where)
        )
        await reply_to(await server.slash(ben, "hieroglyphs hand", **where))  # an ephemeral copy the end would edit
        await drive.settle(server, bot)
        assert 1 in ephemeral_panels.live(bot.store, hiero.id, bot.clock())
        await reply_to(await server.slash(ann, "hieroglyphs substitute", user=dora, player=ben, **where))
        await drive.settle(server, bot)
        hiero = drive.current(bot, hiero)
        assert hiero.seats == [ann, dora]
        assert 1 not in ephemeral_panels.live(bot.store, hiero.id, bot.clock()), "Ben's copy never shows Dora's view"
        [dm] = [m for m in server.dm_messages(dora) if "You now play seat 2" in m.content]
        assert dm.attachments, "the seat's private view"
        assert "not playing" in await reply_to(await server.slash(ben, "hieroglyphs hand", **where))
        # Envyra: Ben proposes Eve for Cid's seat; Ann agrees, so it is decided
        envyra = await start(server, bot, [ann, ben, cid], "envyra new")
        where = {"channel": envyra.thread_id}
        await reply_to(await server.slash(cid, "envyra hand", **where))
        await drive.settle(server, bot)
        assert 2 in ephemeral_panels.live(bot.store, envyra.id, bot.clock())
        assert "vote" in await reply_to(await server.slash(ben, "envyra substitute", user=eve, player=cid, **where))
        await drive.settle(server, bot)
        vote = vote_message(server, envyra)
        assert f"<@{ben}> proposes that <@{eve}> takes over the seat of <@{cid}>" in vote.content
        other = await reply_to(await server.slash(ben, "envyra substitute", user=dora, player=ann, **where))
        assert "another vote" in other.lower()
        assert "your own seat" in await reply_to(await server.click(cid, vote, label="No"))
        assert "already voted" in await reply_to(await server.click(ben, vote, label="Yes"))
        await reply_to(await server.click(ann, vote, label="Yes"))
        await drive.settle(server, bot)
        envyra = drive.current(bot, envyra)
        assert envyra.seats == [ann, ben, eve] and "takes over" in server.message(vote.id).content
        assert any("You now play seat 3" in m.content for m in server.dm_messages(eve))
        assert 2 not in ephemeral_panels.live(bot.store, envyra.id, bot.clock()), "Cid's copy is forgotten"
        assert "not playing" in await reply_to(await server.slash(cid, "envyra hand", **where))
        assert bot.tables.replay(envyra) == envyra.state
        assert not bot.errors and not server.bot_errors
