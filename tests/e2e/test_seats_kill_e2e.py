"""kill -9 during a timeout vote (the real bot in a process of its own, sandbox/bot_process.py): an open vote and
its counted votes survive a restart, its buttons posted before the kill still work, and a decision stored just
before the kill is carried out and announced once after the restart."""

from __future__ import annotations

from pathlib import Path

from engine.seats import SKIP
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.kill_checks import quiet
from tests.e2e.kill_driver import assert_whole, bot_process, vote_after_a_kill

TABLE_SEED = "seats-kill-seed"  # every table's secret seed, here and in the bot processes (tests/conftest.py)


async def test_a_vote_survives_kill_9_and_its_decision_is_announced_once(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    ann, ben, cid = server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cid")
    async with bot_process(server, tmp_path / "db.sqlite") as (process, remote):
        table, vote = await vote_after_a_kill(server, process, remote, [ann, ben, cid])  # Ann's clock ran out
        assert vote is not None and remote.table(table.id).move_no == 1
        about = remote.table(table.id).record.vote
        first, second = about.voters  # the two who did not time out (the start player is drawn at random)
        rec = await server.click(first, vote, label="Skip")
        assert "counted (1 of 2)" in (await rec.wait_done(20)).text
        await quiet(server, remote)
        process.kill()  # kill -9 with the vote open
        await process.gone()
        await process.start()
        rec = await server.click(first, vote, label="Skip")  # posted before the kill: still works, and remembers
        assert "already voted" in (await rec.wait_done(20)).text
        process.arm("send", "before", 1)  # the deciding vote is stored; killed before its message is edited
        rec = await server.click(second, vote, label="Skip")
        await process.wait_killed()
        row = remote.table(table.id)
        assert row.record.stand_ins == {str(about.seat): SKIP} and not row.record.vote
        await process.start()
        await rec.wait_done(20)
        await quiet(server, remote)
        edited = server.message(vote.id)
        assert not edited.custom_ids and "skipped until they return" in edited.content
        decided = [m for m in drive.thread_messages(server, table) if "skipped until they return" in m.content]
        assert len(decided) == 1
        assert_whole(server, remote, table.id)
