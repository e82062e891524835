"""Once a game is over nothing asks a player for anything: bots play a whole game of every game through the real bot
against the Discord stand-in (each player asks `/<game> hand` once, before their first move), and after the last
move no seat's DMs and no `/<game> hand` reply keep a control, a call to decide or a deadline (a reply says where
the result is instead), and the thread keeps no control but the finished game's Rematch button. A game ended without
a final move (`/<game> abandon`, a vote to end it, the last resignation) ends the same way, saying it was abandoned."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from engine.registry import get_game
from engine.store import TableRow
from i18n import Msg, tr
from presenters.base import link
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.play import GAMES, PlayedGame, play
from sandbox.world import FakeMessage, InteractionRecord

LANG = {"envyra": "cs", "frame": "sk", "hieroglyphs": "en", "cardline": "en", "bsg": "pl"}
PLAYERS = {"bsg": 5}  # the table where panels were left asking after the end (seed "demo-1", Polish)
PANELS = {"bsg", "hieroglyphs", "envyra"}  # the games that keep a private message per seat (Frame, Cardline: none)
CALLS = ("bsg-call-secret", "bsg-call-thread", "bsg-call-hand")


def asking(lang: str) -> list[str]:
    """What a call to decide says whatever it is about: its "your decision" heads and "time runs out"."""
    heads = [tr(Msg(key, title="", id="", question=""), lang).split("—", 1)[1].split("**")[0].strip() for key in CALLS]
    return [*heads, tr(Msg("shared-call-deadline", when="\0"), lang).split("\0")[0].strip()]


def text_of(message: FakeMessage) -> str:
    return message.content + "".join(str(e.get("description", "")) for e in message.embeds)


def nothing_private_asks(played: PlayedGame, players: int, said: list[str], ended: str) -> None:
    """No seat's DM and no `/<game> hand` reply keeps a control or a call to decide; every reply, asked by each
    player (one at least with controls then), was redrawn to say `ended`."""
    for seat in played.seats:
        assert seat.dms or played.game not in PANELS, f"{seat.user.name} got a private panel"
        for message in seat.dms:
            assert not message.custom_ids, (seat.user.name, message.content, message.custom_ids)
            assert not [s for s in said if s in text_of(message)], (seat.user.name, text_of(message))
    assert len(played.hands) == players and any(hand.controls for hand in played.hands), played.hands
    for hand in played.hands:
        reply = hand.record.last
        assert reply is not None and reply.ephemeral, (hand.seat, reply)
        assert not reply.custom_ids, (hand.seat, reply.content, reply.custom_ids)
        assert ended in text_of(reply) and not [s for s in said if s in text_of(reply)], (hand.seat, text_of(reply))


@pytest.mark.parametrize("game", GAMES)
def test_after_the_last_move_no_dm_or_thread_control_is_live(game: str) -> None:
    lang, rules = LANG[game], get_game(game)
    players = PLAYERS.get(game, max(rules.min_players, min(3, rules.max_players)))
    played = asyncio.run(play(game, players, "demo-1", lang, ask_hands=True))
    assert played.table.status != "playing", "the game was played to its end"
    said = asking(lang)
    assert all(said), said
    over = tr(Msg("bsg-panel-over" if game == "bsg" else "shared-hand-over", link=link(played.table)), lang)
    nothing_private_asks(played, players, said, over)
    for message in played.thread:
        verbs = {custom_id.split(":")[2] for custom_id in message.custom_ids}
        assert verbs <= {"rematch"}, (message.content, message.custom_ids)


ABANDON_AT = 4  # moves made before the host abandons (every player has asked `/<game> hand` by then too)


@pytest.mark.parametrize("game", GAMES)
def test_an_abandoned_game_leaves_no_dm_hand_or_thread_control_live(game: str) -> None:
    """A game ended without a final move (`/<game> abandon` mid-game) ends like a finished one: each `/<game> hand`
    reply and DM panel is redrawn once without controls and says the game was abandoned, no DM or thread message
    keeps a control or a call to decide, and no timer of the table is left to send a reminder or play a deadline."""
    lang, rules = LANG[game], get_game(game)
    players = PLAYERS.get(game, max(rules.min_players, min(3, rules.max_players)))
    played = asyncio.run(play(game, players, "demo-1", lang, ask_hands=True, abandon_at=ABANDON_AT))
    assert played.table.status == "abandoned" and played.table.move_no >= ABANDON_AT, played.table.status
    assert played.timers == [], played.timers
    said = asking(lang)
    ended = tr(Msg("shared-hand-abandoned", link=link(played.table)), lang)
    nothing_private_asks(played, players, said, ended)
    for seat in played.seats:
        if game == "bsg":  # the one panel DM per player says the game was abandoned
            assert any(ended in text_of(message) for message in seat.dms), [text_of(m) for m in seat.dms]
    for message in played.thread:
        assert not message.custom_ids, (message.content, message.custom_ids)
    notice = tr(Msg("shared-abandoned", id=str(played.table.id), user="\0"), lang).split("\0")[0]
    assert any(notice in text_of(message) for message in played.thread), [text_of(m) for m in played.thread]


async def asked_hands(server: FakeDiscord, table: TableRow, users: list[int]) -> list[InteractionRecord]:
    """Each player asks `/<game> hand` in the game thread (the replies the end must redraw)."""
    records = [await server.slash(user, f"{table.kind} hand", channel=table.thread_id) for user in users]
    for record in records:
        await record.wait_done(10)
    return records


def redrawn_as_abandoned(records: list[InteractionRecord], table: TableRow) -> None:
    ended = tr(Msg("shared-hand-abandoned", link=link(table)), "en")
    for record in records:
        assert record.last is not None and not record.last.custom_ids, (record.last, record.last.custom_ids)
        assert ended in text_of(record.last), text_of(record.last)


async def test_a_vote_to_end_and_the_last_resignation_redraw_hand_replies_as_abandoned(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """The other ends without a final move take the same end step as `/abandon`: a vote that ends the game (after a
    turn clock ran out) and a resignation that ends it without a result (Hieroglyphs has none) redraw each
    `/<game> hand` reply without controls, saying the game was abandoned, and leave no timer; a reminder claimed
    just before the end says nothing; a vote still open when the host abandons loses its buttons."""
    server = fake_discord
    ann, ben = server.add_user("Ann"), server.add_user("Ben")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        cardline = await drive.start(server, bot, [ann, ben], "cardline new", turn_hours=1, timeouts_allowed=1)
        hands = await asked_hands(server, cardline, [ann, ben])
        assert any(record.last and record.last.custom_ids for record in hands), "a live hand reply before the end"
        await bot.fire_due_timers(time.time() + 3700)  # the seat to act lets its clock run out: a vote opens
        await drive.settle(server, bot)
        vote = drive.last_with(drive.thread_messages(server, cardline), f"g:{cardline.id}:svote:")
        assert vote is not None, "no vote in the thread"
        voter = next(u for u in (ann, ben) if f"Voting: <@{u}>" in vote.content)
        await (await server.click(voter, vote, label="End the game")).wait_done(10)
        await drive.settle(server, bot)
        cardline = drive.current(bot, cardline)
        assert cardline.status == "abandoned" and bot.store.timers(cardline.id, fresh=True) == []
        redrawn_as_abandoned(hands, cardline)
        posts = len(drive.thread_messages(server, cardline))
        await bot.game_cogs["cardline"].moves.remind(cardline.id, ann, lambda: None)
        await drive.settle(server, bot)
        assert len(drive.thread_messages(server, cardline)) == posts, drive.thread_messages(server, cardline)[-1]

        open_vote = await drive.start(server, bot, [ann, ben], "cardline new", turn_hours=1, timeouts_allowed=1)
        await bot.fire_due_timers(time.time() + 3700)  # a vote opens; the host abandons the game meanwhile
        await drive.settle(server, bot)
        vote = drive.last_with(drive.thread_messages(server, open_vote), f"g:{open_vote.id}:svote:")
        assert vote is not None, "no vote in the thread"
        await (await server.slash(ann, "cardline abandon", channel=open_vote.thread_id)).wait_done(10)
        await drive.settle(server, bot)
        assert drive.current(bot, open_vote).status == "abandoned"
        assert not server.message(vote.id).custom_ids, "the vote of an abandoned game keeps its buttons"

        hiero = await drive.start(server, bot, [ann, ben], "hieroglyphs new")
        hands = await asked_hands(server, hiero, [ann, ben])
        assert any(record.last and record.last.custom_ids for record in hands), "a live hand reply before the end"
        record = await server.slash(ben, "hieroglyphs resign", channel=hiero.thread_id)
        await record.wait_done(10)
        await server.click(ben, record.last, label="Resign")
        await drive.settle(server, bot)
        hiero = drive.current(bot, hiero)
        assert hiero.status == "abandoned" and bot.store.timers(hiero.id, fresh=True) == []
        redrawn_as_abandoned(hands, hiero)
        for user in (ann, ben):
            assert not [m.custom_ids for m in server.dm_messages(user) if m.custom_ids], "a DM prompt left live"
        assert not bot.errors and not server.bot_errors


async def test_a_vote_to_end_decided_by_its_deadline_ends_the_game_like_abandon(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """A vote whose deadline decides to end the game (one of two voters chose "End the game", the other never
    voted) takes the same end step as a clicked vote: each `/<game> hand` reply is redrawn without controls saying
    the game was abandoned, no DM or thread message keeps a control, and no timer of the table is left."""
    server = fake_discord
    users = [server.add_user(name) for name in ("Ann", "Ben", "Cid")]
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.start(server, bot, users, "cardline new", turn_hours=1, timeouts_allowed=1)
        hands = await asked_hands(server, table, users)
        assert any(record.last and record.last.custom_ids for record in hands), "a live hand reply before the end"
        await bot.fire_due_timers(time.time() + 3700)  # the seat to act lets its clock run out: a vote opens
        await drive.settle(server, bot)
        vote = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:svote:")
        assert vote is not None, "no vote in the thread"
        voter = next(u for u in users if f"<@{u}>" in vote.content.split("Voting:", 1)[1])
        await (await server.click(voter, vote, label="End the game")).wait_done(10)
        await drive.settle(server, bot)
        held = drive.current(bot, table).record.vote
        assert held is not None and held.votes == {str(voter): "end"}, "one of two voters: the vote stays open"
        await bot.fire_due_timers(held.due + 1)  # nobody else votes before the deadline
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert table.status == "abandoned" and table.record.abandoned_by == "vote", table.status
        assert bot.store.timers(table.id, fresh=True) == [], bot.store.timers(table.id, fresh=True)
        redrawn_as_abandoned(hands, table)
        for message in drive.thread_messages(server, table):
            assert not message.custom_ids, (message.content, message.custom_ids)
        for user in users:
            assert not [m.custom_ids for m in server.dm_messages(user) if m.custom_ids], "a DM prompt left live"
        assert any("Time is up for the vote" in m.content for m in drive.thread_messages(server, table))
        assert not bot.errors and not server.bot_errors
