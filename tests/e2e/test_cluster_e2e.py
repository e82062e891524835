"""Two bot processes over one PostgreSQL (issue 26), each serving one of the fake Discord's two shards
(tests/e2e/cluster_driver.py): DMs reach one process, the games' threads the other. A DM click and a thread click on
one decision at once are applied once; a deadline fires once in the cluster; a kill -9 of one process is taken over by
the other; Rematch pressed in both processes opens one game; a vacation set in one server pauses a game served by
the other process."""

from __future__ import annotations

import asyncio
from pathlib import Path

from sandbox import game_driver as drive
from sandbox.pg_server import PgServer
from tests.e2e.cluster_driver import (
    deadlines,
    column_ids,
    hieroglyphs_table,
    make_due,
    mover,
    thread_card_prompt,
    two_processes,
)
from tests.e2e.kill_checks import quiet, whole


async def test_a_dm_click_and_a_thread_click_at_once_are_applied_once(pg_server: PgServer, tmp_path: Path) -> None:
    async with two_processes(pg_server, tmp_path) as cluster:
        server, remote = cluster.server, cluster.remote
        alice, bob = server.add_user("Alice"), server.add_user("Bob")
        table = await hieroglyphs_table(cluster, [alice, bob])
        table, user, action = await mover(cluster, table.id)
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
