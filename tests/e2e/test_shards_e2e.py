"""Gateway shards (issue 26): the fake Discord serves two shards (`/gateway/bot` says 2; a server's events go to
shard `(guild_id >> 22) % 2`, DMs to shard 0), and the bot (an AutoShardedBot) connects both in one process and
plays as before; a process of a cluster connects only its own shard."""

from __future__ import annotations

from pathlib import Path

from bot import create_bot
from engine.cluster import ShardRange
from sandbox import FakeDiscord, running_bot
from sandbox import game_driver as drive

TABLE_SEED = "shards-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_one_process_connects_every_shard_discord_says_and_plays(two_shards: FakeDiscord, tmp_path: Path):
    server = two_shards
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        assert sorted(tuple(p["shard"]) for p in server.identify_payloads) == [(0, 2), (1, 2)]
        assert bot.shard_count == 2
        guild = bot.get_guild(server.guild_id)
        assert guild is not None and guild.shard_id == server.shard_of(server.guild_id)
        table = await drive.open_lobby(server, bot, alice, "envyra new")
        table = await drive.seat_players(server, bot, table, [alice, bob])
        await drive.settle(server, bot)
        assert drive.current(bot, table).status == "playing"
        assert not bot.errors


async def test_a_process_of_a_cluster_connects_only_its_shards(two_shards: FakeDiscord, tmp_path: Path) -> None:
    server = two_shards
    theirs = 1 - server.shard_of(server.guild_id)  # the shard without the server: only DMs reach it
    factory = lambda: create_bot(str(tmp_path / "db.sqlite"), shards=ShardRange(theirs, theirs, 2))  # noqa: E731
    async with running_bot(server, factory, wait_sync=False) as bot:
        assert [p["shard"] for p in server.identify_payloads] == [[theirs, 2]]
        assert bot.get_guild(server.guild_id) is None  # that server's events go to the other process
        assert [p.first for p in bot.cluster.processes()] == [theirs]


async def test_two_servers_each_reach_the_shard_of_their_id(tmp_path: Path) -> None:
    """The fake Discord with a second server (`add_guild`): each server is announced to its own shard, and a command
    in the second server is answered there."""
    server = FakeDiscord(shard_count=2, guild_shard=1)
    await server.start()
    server.install()
    second = server.add_guild("Second Server", shard=0)
    alice = server.add_user("Alice")
    try:
        async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
            assert {g.id: g.shard_id for g in bot.guilds} == {server.guild_id: 1, second: 0}
            rec = await server.slash(alice, "games mine", channel=server.general_channels[second])
            await rec.wait_done()
            assert rec.payload["guild_id"] == str(second) and drive.private_reply(rec)
            assert not bot.errors
    finally:
        await server.stop()
    assert not server.internal_errors, "\n".join(server.internal_errors)
