"""Forged, stale and foreign controls get a short private answer, change nothing and log no error."""

from __future__ import annotations

from pathlib import Path

from engine.games.hieroglyphs.data import card_kind
from engine.registry import get_game
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.world import FakeMessage

TABLE_SEED = "controls-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def plant(server: FakeDiscord, channel_id: int, custom_id: str, label: str = "Press") -> FakeMessage:
    """A message with one button, as if the bot had posted it (the way a forged or old control reaches us)."""
    message = FakeMessage(
        server.ids.next(),
        channel_id,
        server.bot_user.id,
        content="planted",
        raw_components=[{"type": 1, "components": [{"type": 2, "style": 2, "label": label, "custom_id": custom_id}]}],
    )
    await server._store_and_announce(message)
    return message


async def test_forged_and_foreign_controls_are_refused_without_an_error(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, alice, "envyra new")
        channel = drive.lobby_message(server, table).channel_id
        foreign = bot.tables.create("envyra", server.guild_id + 1, 1, 999, {})  # a lobby of another server
        cases = {
            f"g:{foreign.id}:join:": "another server",
            f"g:{foreign.id}:start:": "another server",
            "g:١٢:join:": "out of date",
            f"g:{2**63}:join:": "out of date",
            f"g:{10**18}:join:": "not running",
            f"g:{table.id}:nonsense:": "does nothing",
            f"g:{table.id}:place:1.A1": "not started",
        }
        for custom_id, expected in cases.items():
            message = await plant(server, channel, custom_id)
            rec = await server.click(bob, message, custom_id)
            await rec.wait_done()
            await drive.settle(server, bot)
            assert expected in drive.private_reply(rec).lower(), (custom_id, drive.private_reply(rec))
        assert bot.store.get_table(foreign.id).players == [999]
        assert bot.store.get_table(table.id).players == [alice]
        assert not bot.errors and not server.bot_errors


async def test_a_stale_control_says_it_is_out_of_date(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, alice, "envyra new")
        rec = await server.click(bob, drive.lobby_message(server, table), label="Join")
        await rec.wait_done()
        rec = await server.click(alice, drive.lobby_message(server, table), label="Start")
        await rec.wait_done()
        await drive.settle(server, bot)
        row = bot.store.get_table(table.id)
        old_round = row.state["round"] - 1 if row.state["round"] > 1 else 99
        stale = f"g:{table.id}:place:{old_round}.A1"
        message = await plant(server, table.thread_id, stale)
        rec = await server.click(alice, message, stale)
        await rec.wait_done()
        await drive.settle(server, bot)
        assert "earlier round" in drive.private_reply(rec)
        after = bot.store.get_table(table.id)
        assert after.move_no == row.move_no and after.state == row.state
        assert not bot.errors and not server.bot_errors


async def test_forged_ids_with_non_ascii_digits_are_out_of_date(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Ids that name a legal move but write its number in other digits ("٠", "١", "¹") are refused as a whole:
    `int()` would read the first two as 0 and 1 (a move) and raise on the third (an ERROR with a traceback)."""
    server = fake_discord
    ann, ben = server.add_user("Ann"), server.add_user("Ben")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        forged: list[tuple[int, str]] = []
        for kind in ("cardline", "hieroglyphs"):
            table = await drive.seat_players(
                server, bot, await drive.open_lobby(server, bot, ann, f"{kind} new"), [ann, ben]
            )
            game = get_game(kind)
            seat = game.to_act(table.state)[0]
            legal = game.legal_actions(table.state, seat)
            if kind == "cardline":
                card = next(a["card"] for a in legal if a["type"] == "place" and a["gap"] == 0)
                ids = [f"g:{table.id}:place:{table.move_no}.{card}.٠"]  # gap 0 in Arabic-Indic digits
            else:
                first = card_kind(next(a["card"] for a in legal if a["type"] == "drop" and a["column"] == 1))
                ids = [f"g:{table.id}:drop:{first}.١", f"g:{table.id}:drop:{first}.¹"]  # column 1, two ways
            forged += [(table.id, custom_id) for custom_id in ids]
            user = table.seats[seat]
            for custom_id in ids:
                message = await plant(server, table.thread_id, custom_id)
                rec = await server.click(user, message, custom_id)
                await rec.wait_done()
                await drive.settle(server, bot)
                assert "out of date" in drive.private_reply(rec).lower(), (custom_id, drive.private_reply(rec))
            after = bot.store.get_table(table.id)
            assert after.move_no == table.move_no and after.state == table.state, kind
        assert len(forged) == 3
        assert not bot.errors and not server.bot_errors
