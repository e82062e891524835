"""A substitute starts with no standing orders, through the fake Discord (issue 23): Ben sets orders with
`/bsg orders`, the host hands his seat to Dora, and the clearing is stored with the seat change (its own move) —
Dora's view of the seat shows none, and the thread was told nothing of the orders."""

from __future__ import annotations

from pathlib import Path

from engine.games.bsg import standing
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import current

TABLE_SEED = "bsg-orders-seats-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_a_substitute_through_discord_starts_with_no_orders(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    dora = server.add_user("Dora")
    async with drive.started_table(
        server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join", pace="days"
    ) as (bot, table):
        where = {"channel": table.thread_id}
        thread = [(m.id, m.content) for m in drive.thread_messages(server, table)]
        set_eo = await server.slash(users[1], "bsg orders", eo="two_actions", **where)
        await set_eo.wait_done(10)
        set_sd = await server.slash(users[1], "bsg orders", ability="secret_destiny", when="always", **where)
        await set_sd.wait_done(10)
        await drive.settle(server, bot)
        assert standing.has_orders(current(bot, table).state, 1), "Ben's orders are set"
        assert [(m.id, m.content) for m in drive.thread_messages(server, table)] == thread, "the thread is told nothing"
        before = current(bot, table).move_no
        sub = await server.slash(users[0], "bsg substitute", user=dora, player=users[1], **where)
        await sub.wait_done(10)
        await drive.settle(server, bot)
        row = current(bot, table)
        assert row.seats[1] == dora and row.move_no == before + 1, "the clearing is one stored move"
        assert not standing.has_orders(row.state, 1)
        assert len(server.dm_messages(dora)) == 1, "one DM: the substitute's panel, already without orders"
        mine = bot.tables.game_of(row).view(row.state, 1)["me"]["orders"]
        assert mine["abilities"] == {} and mine["eo"] is None and not mine["ask"]
        assert not bot.errors and not server.bot_errors
