"""A dead process of a cluster (issue 26): the live process takes over its outbox and its timers' claims at its next
heartbeat, for a server on the dead process's shard too (delivery is REST), but not its gateway shard: that
server's events wait until a process with that shard range starts again. One bot in this process; the dead one is
a registry row of another host whose heartbeat stopped."""

from __future__ import annotations

import time
from pathlib import Path

from bot import GameBot, create_bot
from engine.cluster import STALE, Cluster, ShardRange
from engine.store import Store
from engine.tables import Tables
from engine.timer_claims import claim_due
from presenters.consequences import post_row
from presenters.screens import Screen
from sandbox import FakeDiscord, running_bot


async def take_over(bot: GameBot) -> None:
    """One heartbeat of the bot, and the delivery of a dead process's outbox it starts."""
    task = await bot.heartbeat_once()
    assert task is not None
    await task


def other_process(db: str, shard: int) -> tuple[Cluster, Tables]:
    """A process of another host serving `shard`, registered with a fresh heartbeat, with a game in the server."""
    cluster = Cluster(Store(db), ShardRange(shard, shard, 2))
    cluster.host, cluster.id = "elsewhere", "elsewhere:11:x"
    cluster.register()
    tables = Tables(cluster.store)
    tables.outbox.owner = cluster.id
    return cluster, tables


async def test_a_live_process_takes_over_a_dead_ones_outbox_and_timers_but_not_its_shard(
    two_shards: FakeDiscord, tmp_path: Path
) -> None:
    server = two_shards
    db = str(tmp_path / "db.sqlite")
    theirs = server.shard_of(server.guild_id)  # the server's shard: the other process's
    other, tables = other_process(db, theirs)
    table = tables.create("frame", server.guild_id, server.text_channel, 100, {"seat_order": "join", "turn_hours": 1})
    tables.join(table.id, 101)
    tables.start(table.id, 100)
    table = tables.get(table.id)
    factory = lambda: create_bot(db, shards=ShardRange(1 - theirs, 1 - theirs, 2))  # noqa: E731
    async with running_bot(server, factory, wait_sync=False) as bot:
        assert bot.get_guild(server.guild_id) is None  # that server's events go to the other process's shard
        claimed = claim_due(tables.store, other.id, time.time() + 3600)  # about to fire the turn's timer
        assert claimed and {t["table_id"] for t in claimed} == {table.id}
        with tables.store.transaction():  # a post stored with a move and not sent yet
            tables.outbox.add(table.id, [post_row(table, Screen("Left behind by the dead process"))], time.time())
        await take_over(bot)  # the other is live: nothing of it is taken over
        assert bot.store.timers_where("claimed_by IS NOT NULL", []) != [] and bot.tables.outbox.pending(table.id)
        tables.store.execute("UPDATE processes SET heartbeat = ? WHERE id = ?", [time.time() - STALE - 1, other.id])
        before = len(server.messages(server.text_channel))  # ... and now it stopped beating: dead
        await take_over(bot)
        await server.wait_for(lambda: len(server.messages(server.text_channel)) > before)
        assert server.last_message(server.text_channel).content == "Left behind by the dead process"
        assert bot.tables.outbox.pending(table.id) == []
        assert bot.store.timers_where("claimed_by IS NOT NULL", []) == []  # its claims freed, not a lease later
        assert [t["id"] for t in claim_due(bot.store, bot.cluster.id, time.time() + 3600)] == [t["id"] for t in claimed]
        await take_over(bot)
        assert [p["shard"] for p in server.identify_payloads] == [[1 - theirs, 2]]  # its shard was not taken over
        assert bot.cluster.shards == ShardRange(1 - theirs, 1 - theirs, 2) and bot.get_guild(server.guild_id) is None
    tables.store.close()
