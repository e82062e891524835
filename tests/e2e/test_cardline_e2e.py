"""Cardline end to end: the real bot against the fake Discord — a whole 3-player game with a wrong placement and a
tie continuation, bad input, resignation, and a line long enough to page the gap menu.

The test reads the bot's store only to *choose* moves (a right or a wrong gap, as a player who knew the values
would); every move goes through Discord: the thread's card and gap menus and Place button, the ephemeral menus of
`/cardline hand`, or `/cardline place` with autocomplete.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.games.cardline import rules, scenario
from engine.games.cardline.cards import eligible
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.cardline_driver import (
    choose,
    component_id,
    displays,
    hand_reply,
    place_with_command,
    place_with_menus,
    save_image,
    turn_message,
)

TABLE_SEED = "cardline-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_three_player_game_with_wrong_placement_and_continuation(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    ann, ben, cid = server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cid")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        options = {"characteristic": "area", "deck_size": "12", "hand_size": 2, "start_player": "1"}
        table = await drive.open_lobby(server, bot, ann, "cardline new", seat_order="join", **options)
        table = await drive.seat_players(server, bot, table, [ann, ben, cid])
        assert table.seats == [ann, ben, cid]
        assert not any(server.dm_messages(u) for u in (ann, ben, cid)), "Cardline has no secrets: no DMs"
        state = table.state
        opening = turn_message(server, table)
        assert "start card" in opening.content and state["line"][0] in [
            f["id"] for f in rules.public_view(state)["line"]
        ]
        assert f"<@{ann}>" in opening.content and len(opening.attachments) == 1
        save_image(opening, 0, "cardline_e2e_start.png")
        # no hand value is visible anywhere before its card is placed (thread text, /hand text)
        hidden = [v for hand in state["hands"] for c in hand for v in displays(state, c)]
        shown = "\n".join(m.text for m in drive.thread_messages(server, table))
        mine = await hand_reply(server, table, ben)
        assert "Ben" in mine.content and "Ann" in mine.content and "Cid" in mine.content
        assert not any(v in shown or v in mine.content for v in hidden)
        assert not mine.custom_ids, "no menus when it is not your turn"
        save_image(mine, 0, "cardline_e2e_hand.png")

        # (seat, correct?, how): round 1 — Ann right, Ben wrong, Cid right (from /cardline hand);
        # round 2 — all right: Ann and Cid empty their hands together, Ben is out, both draw and play on;
        # round 3 — Ann right (empty), Cid wrong: Ann is the only one to empty her hand and wins.
        script = [
            (0, True, "menus"),
            (1, False, "command"),
            (2, True, "hand"),
            (0, True, "menus"),
            (1, True, "command"),
            (2, True, "menus"),
            (0, True, "command"),
            (2, False, "menus"),
        ]
        for step, (seat, correct, how) in enumerate(script):
            table = drive.current(bot, table)
            state = table.state
            assert rules.current_seat(state) == seat, (step, state["turn_order"], state["turn_index"])
            card, gap = choose(state, seat, correct)
            name = rules.face(card)["name"]
            value = displays(state, card)[1]  # as an English reader sees it: "143,100 km²"
            previous = turn_message(server, table)
            mark = server.mark()
            if how == "menus":
                await place_with_menus(server, bot, table, card, gap)
            elif how == "command":
                await place_with_command(server, bot, table, card, gap)
            else:
                message = await hand_reply(server, table, table.seats[seat])
                assert "Your turn" in message.content
                await place_with_menus(server, bot, table, card, gap, message)
            after = drive.current(bot, table)
            assert after.move_no == table.move_no + 1, f"step {step} was not accepted"
            new = [m for m in drive.thread_messages(server, table) if m.id > mark]
            assert len(new) == 1, [m.content for m in new]
            reveal = new[0]
            assert name in reveal.content and value in reveal.content
            assert ("Correct" if correct else "Wrong") in reveal.content
            if after.status == "playing":  # every hand, by name, under the turn prompt
                for hand in after.state["hands"]:
                    assert all(rules.face(c)["name"] in reveal.content for c in hand)
            assert reveal.attachments, "the updated line image comes with the reveal"
            assert not server.message(previous.id).custom_ids, "the old turn message loses its menus"
            if not correct:
                assert "draws" in reveal.content
                save_image(reveal, 0, f"cardline_e2e_wrong_{step}.png")
            if step == 5:
                assert "emptied their hands together" in reveal.content and "Ben is out" in reveal.content
                assert "to play on" in reveal.content
                save_image(reveal, 0, "cardline_e2e_continuation.png")
        table = drive.current(bot, table)
        assert table.status == "finished" and table.state["winners"] == [0]
        final = drive.thread_messages(server, table)[-1]
        assert "Game over" in final.content and "Ann" in final.content
        assert drive.game_over_said(server, table) == 1
        names = [a.filename for a in final.attachments]
        assert any(n.endswith("scores.png") for n in names)
        save_image(final, names.index(next(n for n in names if n.endswith("scores.png"))), "cardline_e2e_scores.png")
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


async def test_bad_input_is_refused_and_changes_nothing(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben, cid, stranger = (server.add_user(n) for n in ("Ann", "Ben", "Cid", "Stranger"))
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        for bad, expected in (({"characteristic": "height"}, "characteristic"), ({"deck_size": "lots"}, "deck_size")):
            rec = await server.slash(ann, "cardline new", **bad)
            await rec.wait_done()
            assert expected in drive.private_reply(rec)
        assert bot.store.find_tables("1 = 1") == []
        choices = await server.autocomplete(ann, "cardline new", focused="characteristic", value="co")
        assert [c["value"] for c in choices] == ["co2_per_capita"]

        table = await drive.open_lobby(
            server, bot, ann, "cardline new", seat_order="join", start_player="1", hand_size=3
        )
        table = await drive.seat_players(server, bot, table, [ann, ben, cid])
        before = drive.current(bot, table)
        state = before.state
        message = turn_message(server, table)
        card_menu = component_id(message, f"s:{table.id}:card:")
        held = state["hands"][0][0]
        where = {"channel": table.thread_id}

        async def refused(rec_coro: Any, expected: str) -> None:
            rec = await rec_coro
            await rec.wait_done()
            assert expected in drive.private_reply(rec), drive.private_reply(rec)

        await refused(server.select(stranger, message, card_menu, [held]), "not playing")
        await refused(
            server.click(stranger, message, component_id(message, f"g:{table.id}:resign_ask:")), "not playing"
        )
        await refused(server.select(ben, message, card_menu, [held]), "not your turn — Ann is to play")
        await refused(server.slash(ben, "cardline place", card=state["hands"][1][0], gap=0, **where), "not your turn")
        await refused(server.slash(stranger, "cardline place", card=held, gap=0, **where), "not playing")
        await refused(server.slash(ann, "cardline place", card=held, gap=99, **where), "There is no gap 99")
        await refused(server.slash(ann, "cardline place", card=held, gap=-1, **where), "There is no gap -1")
        foreign = next(c for c in eligible("population") if all(c not in h for h in state["hands"]))
        await refused(server.slash(ann, "cardline place", card=foreign, gap=0, **where), "do not hold")
        await refused(server.slash(ann, "cardline place", card=state["hands"][1][0], gap=0, **where), "do not hold")
        await drive.settle(server, bot)
        after = drive.current(bot, table)
        assert after.state == before.state and after.move_no == before.move_no

        # Ann opens her private menus, then places by command: those menus are now stale
        menus = await hand_reply(server, table, ann)
        assert any(c.startswith(f"s:{table.id}:gap:") for c in menus.custom_ids)
        card, gap = choose(state, 0, True)
        await place_with_command(server, bot, before, card, gap)
        table = drive.current(bot, table)
        assert table.move_no == before.move_no + 1
        await refused(
            server.select(ann, menus, component_id(menus, f"s:{table.id}:card:"), [state["hands"][0][1]]),
            "earlier turn",
        )

        # resigning asks first; Cancel keeps you in
        rec = await server.slash(cid, "cardline resign", **where)
        await rec.wait_done()
        confirm = rec.last
        assert confirm is not None and confirm.ephemeral and "Really resign" in confirm.content
        rec = await server.click(cid, confirm, label="Cancel")
        await rec.wait_done()
        assert drive.current(bot, table).state["out"][2] is None
        rec = await server.slash(cid, "cardline resign", **where)
        await rec.wait_done()
        rec = await server.click(cid, rec.last, label="Yes, resign")
        await rec.wait_done()
        await drive.settle(server, bot)
        assert "Cid resigns" in drive.thread_messages(server, table)[-1].content
        # Ben (to act now) resigns from the thread's Resign button: Ann is the last player and wins
        table = drive.current(bot, table)
        rec = await server.click(
            ben, turn_message(server, table), component_id(turn_message(server, table), f"g:{table.id}:resign_ask:")
        )
        await rec.wait_done()
        rec = await server.click(ben, rec.last, label="Yes, resign")
        await rec.wait_done()
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert table.status == "finished" and table.state["winners"] == [0]
        assert "Game over" in drive.thread_messages(server, table)[-1].content
        assert bot.tables.replay(table) == table.state
        assert not drive.lobby_message(server, table).custom_ids
        assert not bot.errors and not server.bot_errors


async def test_long_line_pages_the_gap_menu(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben = server.add_user("Ann"), server.add_user("Ben")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(
            server, bot, ann, "cardline new", characteristic="area", seat_order="join", start_player="1"
        )
        table = await drive.seat_players(server, bot, table, [ann, ben])
        # set the table up as a position deep into a game: a 32-card line (a test shortcut, not a move)
        pool = sorted(eligible("area"), key=lambda c: float(rules.countries()[c].values["area"]))[::4]
        line, rest = pool[:32], pool[32:]
        table.state = scenario.position("area", line, [rest[0:3], rest[3:6]], draw_pile=rest[6:10])
        bot.store.save_table(table)
        menus = await hand_reply(server, table, ann)
        gap_menu = menus.component(component_id(menus, f"s:{table.id}:gap:"))
        assert len(gap_menu.option_values) == 25 and "Gaps 25–32" in menus.text
        card, gap = choose(table.state, 0, True)
        assert gap > 24, "the test wants a gap on the second page"
        mark = server.mark()
        await place_with_menus(server, bot, table, card, gap, menus)
        reveal = [m for m in drive.thread_messages(server, table) if m.id > mark][0]
        assert "Correct" in reveal.content and reveal.attachments
        save_image(reveal, 0, "cardline_e2e_long_line.png")
        table = drive.current(bot, table)
        assert len(table.state["line"]) == 33
        # the thread menu for Ben pages too, and the gap autocomplete narrows by number
        message = turn_message(server, table)
        assert any(c.startswith(f"g:{table.id}:page:") for c in message.custom_ids)
        gaps = await server.autocomplete(ben, "cardline place", focused="gap", value="3", channel=table.thread_id)
        assert [c["value"] for c in gaps] == [3, 30, 31, 32, 33]
        assert not bot.errors and not server.bot_errors


async def test_menus_survive_a_restart_and_spectators_see_the_board(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben, watcher = server.add_user("Ann"), server.add_user("Ben"), server.add_user("Watcher")
    db = tmp_path / "db.sqlite"
    async with drive.game_bot(server, db) as bot:
        table = await drive.open_lobby(
            server, bot, ann, "cardline new", deck_size="all", characteristic="co2_per_capita", seat_order="join"
        )
        table = await drive.seat_players(server, bot, table, [ann, ben])
        seat = rules.current_seat(table.state)
        user = table.seats[seat]
        card, gap = choose(table.state, seat, False)
        message = turn_message(server, table)
        rec = await server.select(user, message, component_id(message, f"s:{table.id}:card:"), [card])
        await rec.wait_done()
    async with drive.game_bot(server, db) as bot:  # the half-chosen menu still works after a restart
        message = server.message(message.id)
        assert message is not None
        rec = await server.select(user, message, component_id(message, f"s:{table.id}:gap:"), [str(gap)])
        await rec.wait_done()
        message = server.message(message.id)
        assert message is not None
        rec = await server.click(user, message, f"g:{table.id}:place:{table.move_no}.{card}.{gap}")
        await rec.wait_done()
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert table.move_no == 1 and "Wrong" in drive.thread_messages(server, table)[-1].content
        rec = await server.slash(watcher, "cardline board", channel=table.thread_id)
        await rec.wait_done()
        assert rec.ephemeral and rec.attachments
        rec = await server.slash(watcher, "cardline rules", channel=table.thread_id)
        await rec.wait_done()
        assert "empty their hand" in drive.private_reply(rec)
        rec = await server.slash(watcher, "cardline hand", channel=table.thread_id)
        await rec.wait_done()
        assert "not playing" in drive.private_reply(rec)
        assert not bot.errors and not server.bot_errors
