"""Two bot processes over one PostgreSQL (issue 26), each serving one of the fake Discord's two shards
(tests/e2e/cluster_driver.py): DMs reach one process, the games' threads the other. A DM click and a thread click on
one decision at once are applied once; a deadline fires once in the cluster; a kill -9 of one process is taken over by
the other; Rematch pressed in both processes opens one game; two games ending at once in the two processes both
count in the ratings; a vacation set in one server pauses a game served by the other process.

On Discord a server's clicks all reach the one process that serves its shard; a press reaching the other process
(`click(…, via_shard=0)`) is what happens while a server changes process (a rolling change of the shard layout)."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest

from sandbox import game_driver as drive
from sandbox.bot_process import SEED_ENV
from sandbox.pg_server import PgServer
from tests.e2e.cluster_driver import (
    column_ids,
    deadlines,
    make_due,
    mover,
    resign_prompt,
    thread_card_prompt,
    two_processes,
)
from tests.e2e.kill_checks import posted_twice, quiet, whole
from tests.e2e.kill_driver import new_table

TABLE_SEED = "cluster-e2e-seed"  # every table's secret seed, here and in the bot processes: a known course


@pytest.fixture(autouse=True)
def seed_in_the_bot_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_ENV, TABLE_SEED)


async def test_a_dm_click_and_a_thread_click_at_once_are_applied_once(pg_server: PgServer, tmp_path: Path) -> None:
    async with two_processes(pg_server, tmp_path) as cluster:
        server, remote = cluster.server, cluster.remote
        alice, bob = server.add_user("Alice"), server.add_user("Bob")
        table = await new_table(server, remote, "hieroglyphs new", [alice, bob])
        table, user, action = mover(cluster, table.id)
        in_dm = drive.last_with(server.dm_messages(user), f"g:{table.id}:card:")
        assert in_dm is not None
        in_thread = await thread_card_prompt(cluster, table, user)
        drop = await column_ids(cluster, user, in_dm, table.id, action)
        assert await column_ids(cluster, user, in_thread, table.id, action) == drop
        await quiet(server, remote)
        assert remote.table(table.id).move_no == 0
        dm_click, thread_click = await asyncio.gather(  # the DM's process and the thread's, at once
            server.click(user, server.message(in_dm.id), drop), server.click(user, server.message(in_thread.id), drop)
        )
        await dm_click.wait_done(20)
        await thread_click.wait_done(20)
        await quiet(server, remote)
        assert remote.table(table.id).move_no == 1, "one of the two drops, once"
        answers = [r.last.text if r.last is not None and r.last.ephemeral else "" for r in (dm_click, thread_click)]
        refused = [a for a in answers if "already made" in a]
        assert len(refused) == 1 and len(refused[0]) < 80, answers  # the other: told privately, in short
        assert not whole(server, remote, table.id)


async def test_a_deadline_fires_once_in_the_cluster(pg_server: PgServer, tmp_path: Path) -> None:
    """Both processes are woken (NOTIFY) for the due deadline; one claims and fires it, the other passes it over."""
    async with two_processes(pg_server, tmp_path) as cluster:
        server, remote = cluster.server, cluster.remote
        alice, bob = server.add_user("Alice"), server.add_user("Bob")
        table = await new_table(server, remote, "hieroglyphs new", [alice, bob], decision_hours=1)
        for _ in range(2):
            before = remote.table(table.id).move_no
            assert deadlines(remote, table.id)
            make_due(remote, table.id)
            await server.wait_for(lambda: remote.table(table.id).move_no > before, timeout=30)  # noqa: B023
            await quiet(server, remote)
            assert remote.table(table.id).move_no == before + 1, "the deadline's move, once"
            assert all(t["due"] > time.time() + 600 for t in deadlines(remote, table.id)), "the next one is armed"
            assert deadlines(remote, table.id)
            assert not whole(server, remote, table.id)


async def test_a_process_killed_mid_move_is_taken_over_and_the_game_goes_on(
    pg_server: PgServer, tmp_path: Path
) -> None:
    """kill -9 of the thread's process between two sends of a move: the other process, firing the next deadline,
    first delivers what the dead one left (and answers its click); the killed process comes back and serves the
    thread again. Nothing lost, nothing twice, nobody left "thinking"."""
    async with two_processes(pg_server, tmp_path) as cluster:
        server, remote = cluster.server, cluster.remote
        alice, bob = server.add_user("Alice"), server.add_user("Bob")
        table = await new_table(server, remote, "hieroglyphs new", [alice, bob], decision_hours=1)
        table, user, action = mover(cluster, table.id)
        prompt = await thread_card_prompt(cluster, table, user)
        drop = await column_ids(cluster, user, prompt, table.id, action)
        cluster.guild.arm("send", "before", 2)
        rec = await server.click(user, server.message(prompt.id), drop)
        await cluster.guild.wait_killed()
        assert remote.table(table.id).move_no == 1 and remote.unsent() > 0, "stored, not all of it sent"
        make_due(remote, table.id)  # the next decision's deadline: only the other process is live to fire it
        await server.wait_for(lambda: remote.table(table.id).move_no == 2, timeout=30)
        await rec.wait_done(20)  # the killed process's click, answered by the other one through its token
        await quiet(server, remote)
        assert not whole(server, remote, table.id)
        await cluster.guild.start()  # its shard is back
        table, user, action = mover(cluster, table.id)
        prompt = await thread_card_prompt(cluster, table, user)
        rec = await server.click(
            user, server.message(prompt.id), await column_ids(cluster, user, prompt, table.id, action)
        )
        await rec.wait_done(20)
        await quiet(server, remote)
        assert remote.table(table.id).move_no == 3
        assert not whole(server, remote, table.id)


async def test_a_vacation_set_in_one_server_pauses_a_game_the_other_process_serves(
    pg_server: PgServer, tmp_path: Path
) -> None:
    """`/games away` in the second server (the `dms` process) pauses a running game of the first server (served by
    the `guild` process), and a game the `guild` process starts meanwhile starts paused."""
    async with two_processes(pg_server, tmp_path) as cluster:
        server, remote = cluster.server, cluster.remote
        ann, ben = server.add_user("Ann"), server.add_user("Ben")
        table = await new_table(server, remote, "hieroglyphs new", [ann, ben], decision_hours=2)
        assert deadlines(remote, table.id)
        rec = await server.slash(ben, "games away", channel=cluster.second_general, days=3)
        await rec.wait_done(20)
        assert "1 game is paused" in drive.private_reply(rec)
        await quiet(server, remote)
        assert f"<@{ben}> is away until" in drive.thread_messages(server, table)[-1].content
        assert deadlines(remote, table.id) == []
        later = await new_table(
            server, remote, "hieroglyphs new", [ann, ben], decision_hours=2
        )  # started while Ben is away
        assert deadlines(remote, later.id) == []
        assert f"<@{ben}> is away until" in drive.thread_messages(server, later)[-1].content
        assert not server.thinking() and not posted_twice(server, [table.thread_id, later.thread_id])


async def test_rematch_pressed_in_both_processes_opens_one_game(pg_server: PgServer, tmp_path: Path) -> None:
    """A finished game's two players press Rematch at once, one press reaching each process (as while a server moves
    between processes): one new lobby, both in it, started once."""
    async with two_processes(pg_server, tmp_path) as cluster:
        server, remote = cluster.server, cluster.remote
        alice, bob = server.add_user("Alice"), server.add_user("Bob")
        table = await new_table(server, remote, "cardline new", [alice, bob])
        await (await server.click(alice, await resign_prompt(cluster, table, alice), label="Yes, resign")).wait_done(20)
        await quiet(server, remote)
        assert remote.table(table.id).status == "finished"
        final = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:rematch:")
        assert final is not None
        presses = await asyncio.gather(
            server.click(alice, final, f"g:{table.id}:rematch:"),
            server.click(bob, final, f"g:{table.id}:rematch:", via_shard=0),
        )
        for press in presses:
            await press.wait_done(20)
        await quiet(server, remote)
        new_id = remote.table(table.id).record.rematch
        rematches = remote.store.find_tables("id > ?", [table.id])
        assert [t.id for t in rematches] == [new_id], "one new game"
        new = remote.table(new_id)
        assert sorted(new.players) == sorted([alice, bob]) and new.status == "playing"
        assert not server.thinking() and not posted_twice(server, [table.thread_id, new.thread_id])


async def test_two_games_ending_at_once_in_two_processes_both_count(pg_server: PgServer, tmp_path: Path) -> None:
    """Two games of the same two players end at once, one in each process (a resignation each): both results are
    rated, each player's rating row counting both games (rows updated under a row lock, in a fixed order)."""
    async with two_processes(pg_server, tmp_path) as cluster:
        server, remote = cluster.server, cluster.remote
        alice, bob = server.add_user("Alice"), server.add_user("Bob")
        first = await new_table(server, remote, "cardline new", [alice, bob])
        second = await new_table(server, remote, "cardline new", [alice, bob])
        prompts = [await resign_prompt(cluster, first, alice), await resign_prompt(cluster, second, bob)]
        presses = await asyncio.gather(
            server.click(alice, prompts[0], label="Yes, resign"),
            server.click(bob, prompts[1], label="Yes, resign", via_shard=0),
        )
        for press in presses:
            await press.wait_done(20)
        await quiet(server, remote)
        assert [remote.table(t.id).status for t in (first, second)] == ["finished", "finished"]
        rows = remote.store.conn.execute(
            "SELECT user_id, games, wins FROM ratings WHERE guild_id = ? AND kind = ?", [server.guild_id, "cardline"]
        ).fetchall()
        assert sorted(tuple(r) for r in rows) == sorted([(alice, 2, 1), (bob, 2, 1)])
        assert not server.thinking() and not posted_twice(server, [first.thread_id, second.thread_id])
