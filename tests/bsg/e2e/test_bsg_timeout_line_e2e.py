"""A BSG decision whose turn clock runs out is told in the thread by exactly one line: BSG's own notice (which keeps
a secret decision's default untold), never that and the shared "time ran out" line as well."""

from __future__ import annotations

from pathlib import Path

from sandbox import FakeDiscord
from sandbox.bsg_player import current
from sandbox.game_driver import game_bot, open_lobby, seat_players, settle, thread_messages

TABLE_SEED = "bsg-timeout-line-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_a_turn_clock_timeout_posts_one_line(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await open_lobby(server, bot, users[0], "bsg new", seat_order="join")
        table = await seat_players(server, bot, table, users)
        game = bot.tables.game_of(table)
        cog = bot.game_cogs["bsg"]
        fired = 0
        for _ in range(6):  # a few of the ordinary (turn) clocks running out, one after the other
            row = current(bot, table)
            turn = [c for c in game.clock(row.state) if c.kind == "turn" and c.defaults]
            if not turn:
                break
            mark = max(m.id for m in thread_messages(server, row))
            moves = row.move_no
            await cog.moves.on_deadline(table.id, turn[0].key)
            await settle(server, bot)
            row = current(bot, table)
            if row.move_no == moves:
                continue
            fired += 1
            posts = [m.content for m in thread_messages(server, row) if m.id > mark]
            lines = [p for p in posts if "time ran out" in p.lower()]
            assert len(lines) == 1, posts
        assert fired >= 2
        assert not bot.errors and not server.bot_errors
