"""kill -9 and a vote's own deadline (the real bot in a process of its own): the vote's deadline is a stored timer
that survives a restart; when it fires, the decision is stored with its announcement, and a kill before anything is
sent still gives exactly one announcement after the restart, and no second firing."""

from __future__ import annotations

import time
from pathlib import Path

from engine.seats import SKIP, VOTE_END
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.kill_checks import quiet
from tests.e2e.kill_driver import assert_whole, bot_process, vote_after_a_kill

TABLE_SEED = "vote-deadline-kill-seed"  # every table's secret seed, here and in the bot processes (tests/conftest.py)


async def test_a_vote_deadline_survives_kill_9_and_is_announced_once(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben, cid = server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cid")
    async with bot_process(server, tmp_path / "db.sqlite") as (process, remote):
        table, vote = await vote_after_a_kill(server, process, remote, [ann, ben, cid])  # then the vote's deadline
        db = remote.store.conn
        assert vote is not None and "The vote closes" in vote.content
        about = remote.table(table.id).record.vote
        [timer] = [t for t in remote.store.timers(table.id, fresh=True) if t["kind"] == VOTE_END]
        assert timer["due"] == about.due
        process.kill()  # nobody votes; the bot is down when the day is over
        await process.gone()
        db.execute("UPDATE timers SET due = ? WHERE id = ?", [time.time() - 1, timer["id"]])
        process.arm("send", "before", 1)  # the decision is stored at startup; killed before anything is sent
        await process.start()
        await process.wait_killed()
        row = remote.table(table.id)
        assert row.record.stand_ins == {str(about.seat): SKIP} and not row.record.vote, "no vote: skip"
        assert not [t for t in remote.store.timers(table.id, fresh=True) if t["kind"] == VOTE_END]
        await process.start()
        await quiet(server, remote)
        edited = server.message(vote.id)
        assert not edited.custom_ids and "skipped until they return" in edited.content
        told = [m for m in drive.thread_messages(server, table) if "Time is up for the vote" in m.content]
        assert len(told) == 1 and "skipped until they return" in told[0].content
        assert_whole(server, remote, table.id)
