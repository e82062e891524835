"""A reveal as a Cylon through the fake Discord needs Confirm (presenters/bsg_confirm.py): the first press only asks,
Confirm reveals, and a second Confirm (from a second confirmation asked before) changes nothing and says why."""

from __future__ import annotations

import random
from pathlib import Path

from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import Player, confirm_id, confirmation, control_for, current

TABLE_SEED = "b"  # every table opened here gets this secret seed (tests/conftest.py)
MAX_STEPS = 1500


async def test_a_reveal_needs_confirm_and_a_second_confirm_changes_nothing(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        game = bot.tables.game_of(table)
        player = Player(server, bot, table, closed=set())
        chooser = random.Random(3)
        for _ in range(MAX_STEPS):
            table = player.table = current(bot, table)
            assert table.status == "playing", "the game ended before anyone could reveal"
            revealing = [
                (s, i)
                for s in sorted(game.to_act(table.state))
                for i, a in enumerate(game.legal_actions(table.state, s))
                if a["type"] == "reveal"
            ]
            if revealing:
                break
            await player.step(chooser)
            await player.wait()
        else:
            raise AssertionError("nobody could reveal")
        seat, index = revealing[0]
        user, before = table.seats[seat], table.move_no
        message = await player.panel(seat)
        cid, _ = control_for(message, table.id, seat, index)
        assert next(c for c in message.components if c.custom_id == cid).style == 4  # danger (red)
        asked = [confirmation(await player.press(user, message, cid, None), table.id) for _ in range(2)]
        first, second = asked
        assert first is not None and second is not None and first.id != second.id, "each press asks privately"
        assert first.ephemeral and "Reveal yourself as a Cylon? This cannot be undone." in first.text
        await player.wait()
        assert current(bot, table).move_no == before, "asking changes nothing"

        await player.press(user, first, confirm_id(first, table.id), None)
        await player.wait()
        revealed = current(bot, table)
        assert revealed.move_no > before and revealed.state["players"][seat]["revealed_loyalty"]
        assert "reveals" in "\n".join(m.content for m in drive.thread_messages(server, table))

        rec = await player.press(user, second, confirm_id(second, table.id), None)
        await player.wait()
        assert drive.private_reply(rec) == "You have already revealed yourself; nothing changed."
        after = current(bot, table)
        assert after.move_no == revealed.move_no and after.state == revealed.state
        assert not bot.errors and not server.bot_errors
