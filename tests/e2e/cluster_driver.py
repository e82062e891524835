"""Two bot processes over one throwaway PostgreSQL, against a fake Discord with two shards and two servers (issue 26).

The layout (`two_processes`): the first server's id falls on shard 1, the second server's on shard 0; the process
`dms` serves shard 0 (every DM, and the second server), the process `guild` shard 1 (the first server, where the
games' threads are). So a DM click and a thread click on one game reach different processes, as on Discord.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from engine.cluster import ShardRange
from engine.games.hieroglyphs.data import card_kind
from engine.scheduling import DEADLINE
from engine.timer_notify import TIMERS_CHANNEL
from sandbox import FakeDiscord
from sandbox.bot_process import BotProcess
from sandbox.pg_server import PgServer
from sandbox.world import FakeMessage
from tests.e2e.kill_checks import Remote


@dataclass
class Cluster:
    server: FakeDiscord
    dms: BotProcess  # shard 0: DMs and the second server
    guild: BotProcess  # shard 1: the first server (the games' threads)
    remote: Remote
    second: int  # the second server's id

    @property
    def second_general(self) -> int:
        return self.server.general_channels[self.second]


@contextlib.asynccontextmanager
async def two_processes(pg: PgServer, folder: Path) -> AsyncIterator[Cluster]:
    server = FakeDiscord(shard_count=2, guild_shard=1)
    await server.start()
    second = server.add_guild("Second Server", shard=0)
    url = pg.fresh()
    dms = BotProcess(server, url, folder / "dms", ShardRange(0, 0, 2))
    guild = BotProcess(server, url, folder / "guild", ShardRange(1, 1, 2))
    remote = Remote(url)
    try:
        await asyncio.gather(dms.start(), guild.start())
        assert server.shard_of(None) == 0 and server.shard_of(server.guild_id) == 1 and server.shard_of(second) == 0
        yield Cluster(server, dms, guild, remote, second)
    finally:
        dms.stop()
        guild.stop()
        remote.store.close()
        await server.stop()
        pg.drop(url)
    assert not server.internal_errors, "\n".join(server.internal_errors)
    for process in (dms, guild):
        assert not logged_errors(process), f"{process.files.name}:\n" + "\n".join(logged_errors(process))


def logged_errors(process: BotProcess) -> list[str]:
    """ERROR lines and tracebacks in a bot process's log."""
    return [line for line in process.tail(100_000).splitlines() if " ERROR " in line or "Traceback" in line]


async def resign_prompt(cluster: Cluster, table: Any, user: int) -> FakeMessage:
    """`/cardline resign` in the game's thread: the private "Really resign?" with its Yes button."""
    rec = await cluster.server.slash(user, "cardline resign", channel=table.thread_id)
    await rec.wait_done(20)
    assert rec.last is not None and rec.last.ephemeral
    return rec.last


def mover(cluster: Cluster, table_id: int) -> tuple[Any, int, dict[str, Any]]:
    """The table now, the user to drop a card, and the first legal drop."""
    table = cluster.remote.table(table_id)
    assert table.state["phase"] == "drop", table.state["phase"]
    game = cluster.remote.tables.game_of(table)
    seat = game.to_act(table.state)[0]
    return table, table.seats[seat], game.legal_actions(table.state, seat)[0]


async def thread_card_prompt(cluster: Cluster, table: Any, user: int) -> FakeMessage:
    """`/hieroglyphs hand` in the game's thread: the card prompt as an ephemeral message there (its clicks go to the
    thread's server's shard, not to shard 0 as the DM prompt's do)."""
    rec = await cluster.server.slash(user, "hieroglyphs hand", channel=table.thread_id)
    await rec.wait_done(20)
    message = rec.last
    assert message is not None and message.ephemeral and message.channel_id == table.thread_id
    return message


async def column_ids(cluster: Cluster, user: int, prompt: FakeMessage, table_id: int, action: dict[str, Any]) -> str:
    """Press the card of `action` on a card prompt (a DM or an ephemeral one; not a move: the prompt then shows the
    columns); the id of the drop button of `action`."""
    server, kind = cluster.server, card_kind(action["card"])
    rec = await server.click(user, prompt, f"g:{table_id}:card:{kind}")
    await rec.wait_done(20)
    drop = f"g:{table_id}:drop:{kind}.{action['column']}"
    await server.wait_for(lambda: drop in server.message(prompt.id).custom_ids, timeout=20)
    return drop


def deadlines(remote: Remote, table_id: int) -> list[dict[str, Any]]:
    return [t for t in remote.store.timers(table_id, fresh=True) if t["kind"] == DEADLINE]


def make_due(remote: Remote, table_id: int) -> None:
    """The table's deadlines are due now (as if the hours had passed): every process's timer loop is woken (NOTIFY),
    as by any write of timers."""
    store, now = remote.store, time.time() - 1
    with store.transaction():
        store.conn.execute("UPDATE timers SET due = ? WHERE table_id = ? AND kind = ?", [now, table_id, DEADLINE])
        store.wake_for(table_id, now)
        store.conn.execute(f"NOTIFY {TIMERS_CHANNEL}")
