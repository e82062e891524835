"""One call to action per decision (issue 23 item 4), through the fake Discord with the real bot: each person asked
to decide gets one notification — their panel sent anew at the bottom of their DMs with the call as its first line,
or, DMs closed, one thread mention — carrying the deadline (`<t:…:R>`) and a link (for a decision in the thread, a
jump to the post that asks); thread posts name people without pinging them; the panel that moved below is deleted
(no stub left); a kill between the new panel and the old one's delete resumes without a second DM.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from presenters.bsg_record import BsgRecord
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_calls import LINK, CountingPlayer, started
from sandbox.bsg_player import current, panel_message

JUMP = re.compile(r"https://discord\.com/channels/\d+/(\d+)/(\d+)")
TABLE_SEED = "bsg-calls-seed"  # every table opened here gets this secret seed (tests/conftest.py)
STEPS = 90


async def test_one_notification_per_decision_with_open_and_closed_dms(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben", dms_open=False), server.add_user("Cyril")]
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, users[0], "bsg new", seat_order="join")
        calls = await started(server, bot, table, users)
        player = CountingPlayer(server, bot, calls.table, closed={users[1]})
        player.calls = calls
        chooser = random.Random(3)
        for _ in range(STEPS):
            if current(bot, table).status != "playing":
                break
            await player.step(chooser)
        counts = {key: calls.per.get(key, 0) for key in calls.asked}
        assert max(counts.values()) == 1, {k: calls.seen.get(k) for k, n in counts.items() if n > 1}
        silent = {key for key, n in counts.items() if n == 0}
        assert silent <= calls.own, "only a decision following the person's own move is shown in place, unannounced"
        assert len(silent) < len(counts) / 2 and calls.notes > 20
        said = [text for texts in calls.seen.values() for text in texts]
        assert all("<t:" in text and LINK.search(text) for text in said), [t for t in said if "<t:" not in t][:3]
        public = [text for text in said if "in the game thread" in text]
        jumps = [JUMP.search(text) for text in public]
        assert public and all(jumps), [t for t, j in zip(public, jumps, strict=True) if not j][:3]
        for found in jumps:  # a call to a decision in the thread jumps to the post with its buttons
            assert found is not None and int(found[1]) == table.thread_id
            assert server.message(int(found[2])).channel_id == table.thread_id
        ben = {key for key in counts if key[0] == users[1] and counts[key]}
        assert ben, "the player with closed DMs was called in the thread"
        thread = drive.thread_messages(server, table)
        pinged = [m for m in thread if m.pinged and m.id > calls.since]
        assert {u for m in pinged for u in m.pinged} == {users[1]}, "only the closed DMs are mentioned with a ping"
        assert all(len(m.pinged) == 1 for m in pinged)
        waiting = [m for m in thread if "<@" in m.content and not m.pinged]
        assert waiting, "thread posts still name the players they wait for"
        assert player.panel_moves > 0, "the panel moved below for a new decision"
        assert not bot.errors and not server.bot_errors


def made_in_dms(server: FakeDiscord, user: int) -> int:
    """Messages ever created in the user's DMs (deleted ones too)."""
    return len(server.channel(server.dm_channel(user)).message_ids)


@pytest.mark.parametrize("killed_after", ["new panel", "everything"])
async def test_a_kill_between_the_new_panel_and_the_old_ones_delete_sends_it_once(
    fake_discord: FakeDiscord, tmp_path: Path, killed_after: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The move's rows are stored; the process sends the call (the new panel DM) — and, in the second case, the old
    panel's delete — then dies before any result is written. The next run sends what is owed: the panel DM is found by
    its nonce (no second message) and the old panel is deleted (again: Discord's 404 counts as done), no stub left."""
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        moves = bot.game_cogs["bsg"].moves
        outbox = bot.tables.outbox
        table = current(bot, table)
        seat = next(s for s in range(3) if s not in bot.tables.game_of(table).to_act(table.state))
        user = table.seats[seat]
        old = panel_message(bot, table, seat)
        assert old is not None
        old_row = BsgRecord.of(table.record).panels[str(seat)]
        dms_before, made_before = len(server.messages(server.dm_channel(user))), made_in_dms(server, user)

        async def nothing(table_id: int) -> None:
            return None

        # the current decisions run out until one is this seat's (rows stored, nothing sent: the process is "busy")
        monkeypatch.setattr(moves, "deliver", nothing)
        for _ in range(12):
            table = current(bot, table)
            if seat in bot.tables.game_of(table).to_act(table.state):
                break
            await moves.on_deadline(table.id, bot.tables.game_of(table).clock(table.state)[0].key)
        assert seat in bot.tables.game_of(table).to_act(table.state), "the seat is asked something"
        monkeypatch.undo()
        pending = outbox.pending(table.id)
        call = next(r for r in pending if r.kind == "dm" and r.payload.get("user") == user and "instead" in r.payload)
        old_delete = next(r for r in pending if r.kind == "delete" and r.id > call.id)
        assert old_delete.payload["message"] == old_row, "the old panel goes"

        async with bot.table_lock(table.id):  # the run that dies: sends up to the call (or everything), writes nothing
            for row in pending:
                if killed_after == "new panel" and row.id > call.id:
                    break
                outbox.delivered(row, await moves.send_row(row, False))
        assert made_in_dms(server, user) == made_before + 1
        outbox._results.clear()  # the process is gone: nothing it delivered was written
        outbox.unwritten.clear()
        monkeypatch.setattr(bot, "may_have_sent", lambda row: True)  # the next run: any row may have been sent
        async with bot.table_lock(table.id):
            await moves.deliver(table.id)

        dms = server.messages(server.dm_channel(user))
        assert made_in_dms(server, user) == made_before + 1, "the call was sent once"
        assert outbox.result(call.id) == {"channel": dms[-1].channel_id, "message": dms[-1].id}
        assert "your decision" in dms[-1].content and "<t:" in dms[-1].content, "the call is the new panel's line"
        assert dms[-1].attachments, "the new panel at the bottom has its picture"
        assert server.message(old["message"]).deleted, "the old panel was deleted"
        assert len(dms) == dms_before and old["message"] not in [m.id for m in dms], "no stub is left"
        assert outbox.result(old_delete.id) == {"deleted": True}, "a delete sent again (404) counts as done"
        where = BsgRecord.of(current(bot, table).record).panels[str(seat)]
        assert where == {"row": call.id}
        assert not bot.errors and not server.bot_errors
