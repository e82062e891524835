"""The routine standing orders set only by pressing what the bot offers, through the fake Discord (issue 23): during
the draft a player not picking yet opens their DM panel's Orders screen, ranks two characters in the one select (the
screen is redrawn each time, with the ranking and what is left to rank), turns board order on with its toggle (its
label turns), and a second screen drawn for the old setting is refused privately and changes nothing. The thread is
told nothing."""

from __future__ import annotations

from pathlib import Path

from presenters.bsg_orders import FLAG_VERB, ORDERS_VERB
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import current, panel_message

TABLE_SEED = "bsg-orders-ui-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_the_routine_orders_are_set_from_the_panel_during_the_draft(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(
        server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join", pace="days"
    ) as (bot, table):
        await drive.settle(server, bot)
        row = current(bot, table)
        assert row.state["phase"] == "setup" and row.state["decision"]["kind"] == "draft", "the draft is on"
        seat = next(s for s in (1, 2) if s != row.state["decision"]["seat"])  # not picking now: its ranking waits
        user = users[seat]
        thread = [(m.id, m.content) for m in drive.thread_messages(server, table)]
        where = panel_message(bot, row, seat)
        assert where and "message" in where, "a DM panel during the draft"
        panel = server.message(where["message"])

        async def orders_screen():
            opener = next(c for c in panel.custom_ids if c.startswith(f"g:{table.id}:{ORDERS_VERB}:"))
            rec = await server.click(user, panel, opener)
            await rec.wait_done(10)
            assert rec.last is not None and rec.last.ephemeral, "the orders are shown privately"
            return rec.last

        screen = await orders_screen()
        kept = await orders_screen()  # drawn now, pressed after the setting changed
        for character in ("laura_roslin", "tom_zarek"):
            menu = next(c for c in screen.components if f"d|{character}" in c.option_values)
            rec = await server.select(user, screen, menu.custom_id or "", [f"d|{character}"])
            await rec.wait_done(10)
            assert rec.rejected is None, rec.rejected
            await drive.settle(server, bot)
            screen = server.message(screen.id)
            assert "Your standing orders" in screen.text, "the orders screen is redrawn, not turned into the panel"
        assert "Character ranking: Laura Roslin and Tom Zarek" in screen.text, screen.text
        offered = [v for c in screen.components for v in c.option_values]
        assert "d|tom_zarek" not in offered and "d|kara_thrace" in offered, "the ranking's select as it now is"
        orders = bot.tables.game_of(row).view(current(bot, table).state, seat)["me"]["orders"]
        assert orders["draft"] == ["laura_roslin", "tom_zarek"]

        toggle = next(c for c in screen.custom_ids if c.startswith(f"g:{table.id}:{FLAG_VERB}:") and "b|on" in c)
        rec = await server.click(user, screen, toggle)
        await rec.wait_done(10)
        await drive.settle(server, bot)
        screen = server.message(screen.id)
        assert "in board order" in screen.text and any("b|off" in c for c in screen.custom_ids), "the toggle now"
        assert bot.tables.game_of(row).view(current(bot, table).state, seat)["me"]["orders"]["board_order"]

        before = current(bot, table).move_no
        assert toggle in kept.custom_ids, "the screen kept open offers the same toggle, drawn for board order off"
        stale = await server.click(user, kept, toggle)
        await stale.wait_done(10)
        reply = drive.private_reply(stale)
        assert "out of date" in reply and len(reply) < 200, reply
        assert current(bot, table).move_no == before, "a stale toggle changes nothing"

        where = {"channel": table.thread_id}  # the same by command: a pattern typed by name, then one that is none
        done = await server.autocomplete(user, "bsg orders", focused="draws", value="Tactics, pil", **where)
        assert [(c["name"], c["value"]) for c in done] == [("tactics, piloting", "tactics, piloting")], done
        ranked = await server.autocomplete(user, "bsg orders", focused="draft", value="Laura Roslin, zar", **where)
        assert [c["value"] for c in ranked] == ["laura_roslin, tom_zarek"], ranked
        typed = await server.slash(user, "bsg orders", draws="Tactics, tactics, piloting", **where)
        await typed.wait_done(10)
        await drive.settle(server, bot)
        mine = bot.tables.game_of(row).view(current(bot, table).state, seat)["me"]["orders"]
        assert mine["draws"] == ["tactics", "tactics", "piloting"], mine
        before = current(bot, table).move_no
        wrong = await server.slash(user, "bsg orders", draws="treachery", **where)
        await wrong.wait_done(10)
        assert len(drive.private_reply(wrong)) < 200 and current(bot, table).move_no == before, "refused, no change"
        assert [(m.id, m.content) for m in drive.thread_messages(server, table)] == thread, "the thread is told nothing"
        assert not bot.errors and not server.bot_errors
