"""What one announced move costs in the pipeline: the row is decoded once under the lock, each audience's view is
computed at most once, and the move with everything it causes is one write transaction. Besides it: the click's token,
held when it is acknowledged (one insert), and at most one batched write of delivered results (shared by every move
delivered meanwhile)."""

from __future__ import annotations

from pathlib import Path

from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.probe import choose_envyra_placement, probe

TABLE_SEED = "pipeline-probe-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_an_envyra_move_decodes_once_views_once_and_writes_once(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "envyra new", equilibrium="B") as (
        bot,
        table,
    ):
        game = bot.tables.game_of(table)
        for index, user in enumerate(table.seats):
            prompt, confirm = await choose_envyra_placement(server, bot, table, user)
            with probe(bot.store, game) as found:
                rec = await server.click(user, prompt, confirm)
                await rec.wait_done()
                await drive.settle(server, bot)
            assert not rec.rejected
            assert found.decodes == 1, found.line()
            assert found.views and max(found.views.values()) == 1, found.line()
            assert found.moves == 1 and found.holds == 1 and found.flushes <= 1, found.line()
            assert found.transactions == found.moves + found.holds + found.flushes, found.line()
            if index == len(table.seats) - 1:  # the last placement reveals the boards: everyone is told
                assert None in found.views, found.line()
        row = bot.store.get_table(table.id)
        assert row.move_no == 2
        # a public Phase II button: the same budget
        row = bot.store.get_table(table.id)
        mover = game.to_act(row.state)
        if mover and row.state["phase"] == "phase2":
            action = game.legal_actions(row.state, mover[0])[0]
            message = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:{action['type']}:")
            custom_id = f"g:{table.id}:{action['type']}:{row.state['round']}.{action['position']}"
            with probe(bot.store, game) as found:
                rec = await server.click(row.seats[mover[0]], message, custom_id)
                await rec.wait_done()
                await drive.settle(server, bot)
            assert found.decodes == 1 and max(found.views.values()) == 1, found.line()
            assert found.moves == 1 and found.holds == 1 and found.flushes <= 1, found.line()
            assert found.transactions == found.moves + found.holds + found.flushes, found.line()
        assert not bot.errors and not server.bot_errors


async def test_a_cardline_place_click_decodes_once_views_once_and_writes_once(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "cardline new") as (bot, table):
        game = bot.tables.game_of(table)
        for _ in range(3):
            row = bot.store.get_table(table.id)
            seat = game.to_act(row.state)[0]
            user, tag, tid = row.seats[seat], row.move_no, row.id
            card = game.legal_actions(row.state, seat)[0]["card"]
            message = drive.last_with(drive.thread_messages(server, table), f"s:{tid}:card:{tag}.")
            rec = await server.select(user, message, f"s:{tid}:card:{tag}.-.0", [card])
            await rec.wait_done()
            gap_id = next(c for c in server.message(message.id).custom_ids if c.startswith(f"s:{tid}:gap:"))
            rec = await server.select(user, server.message(message.id), gap_id, ["0"])
            await rec.wait_done()
            await drive.settle(server, bot)
            with probe(bot.store, game) as found:
                rec = await server.click(user, server.message(message.id), f"g:{tid}:place:{tag}.{card}.0")
                await rec.wait_done()
                await drive.settle(server, bot)
            assert not rec.rejected
            assert found.decodes == 1, found.line()
            assert max(found.views.values()) == 1, found.line()
            assert found.moves == 1 and found.holds == 1 and found.flushes <= 1, found.line()
            assert found.transactions == found.moves + found.holds + found.flushes, found.line()
            if bot.store.get_table(table.id).status != "playing":
                break
        assert not bot.errors and not server.bot_errors
