"""Hieroglyphs end to end: the real bot against the fake Discord — cards by DM buttons, thread buttons, curse races."""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

from engine.games.hieroglyphs.data import card_kind
from engine.games.hieroglyphs.describe import card_text
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.hieroglyphs_driver import (
    OUT,
    Player,
    assert_dm_prompts_closed,
    assert_values_kept_in_dms,
    save_last_images,
    value_facts,
)

TABLE_SEED = "e2e-hieroglyphs-7"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_three_player_game_with_curse_race_and_final_phase(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Amenhotep"), server.add_user("Bastet Łukasz"), server.add_user("Chepri", dms_open=False)]
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(
            server, bot, users[0], "hieroglyphs new", curse=True, curse_minutes=5, seat_order="join", start_player="1"
        )
        table = await drive.seat_players(server, bot, table, users)
        # secrets by DM: hand and pharaoh to everyone who can be reached, the card buttons to the starter
        for user in users[:2]:
            assert any("Your pharaoh card" in m.content for m in server.dm_messages(user))
        assert drive.last_with(server.dm_messages(users[0]), f"g:{table.id}:card:") is not None
        notices = [m for m in drive.thread_messages(server, table) if "cannot send you direct messages" in m.content]
        assert len(notices) == 1 and f"<@{users[2]}>" in notices[0].content
        first = drive.thread_messages(server, table)[-1]
        assert first.attachments and first.attachments[0].image().width > 500
        assert f"g:{table.id}:hand:" in first.custom_ids
        public = "\n".join(m.text for m in drive.thread_messages(server, table))
        assert "pharaoh card" not in public.lower()

        player = Player(server, bot, random.Random(91))
        table = await player.play_to_end(table)
        assert table.status == "finished"
        assert player.seen["race_modal"] == 1 and player.seen["race_timeout"] == 1, player.seen
        assert player.seen["race_command"] >= 1, player.seen
        assert player.seen["curse_victim"] >= 1 and player.seen["curse_surrender"] >= 1, player.seen
        assert player.seen["final"] >= 1 and player.seen["scarabs_moved"] >= 1, player.seen
        assert player.seen["hand_prompt"] >= 1 and player.seen["play_command"] >= 1, player.seen
        text = "\n".join(m.text for m in drive.thread_messages(server, table))
        assert "found the line" in text and "Final scarab moves" in text
        assert "worth" not in text and "Your cards" not in text, "no secret in the thread"
        final = drive.thread_messages(server, table)[-1]
        assert "Game over" in final.content and drive.game_over_said(server, table) == 1
        names = [a.filename for a in final.attachments]
        assert any(n.endswith("scores.png") for n in names)
        if os.environ.get("SAVE_IMAGES"):
            save_last_images(server, table, "final")
            lines = [
                f"{m.text} {m.custom_ids} {[a.filename for a in m.attachments]}"
                for m in drive.thread_messages(server, table)
            ]
            lines += [f"DM {m.text}" for m in server.dm_messages(users[0])]
            (OUT / "hieroglyphs-thread.txt").write_text("\n---\n".join(lines))
        assert bot.tables.replay(table) == table.state
        assert assert_values_kept_in_dms(server, bot, table) >= 1
        assert_dm_prompts_closed(server, bot, table)
        assert not bot.errors and not server.bot_errors


async def test_the_line_button_goes_when_its_race_is_over(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Once a curse race is over, no post in the thread keeps its "Submit a line" button (newer posts take the
    older ones' controls, as Envyra and Cardline do): only the newest post has controls."""
    server = fake_discord
    users = [server.add_user("Amenhotep"), server.add_user("Bastet")]
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(
            server, bot, users[0], "hieroglyphs new", curse=True, curse_minutes=5, seat_order="join", start_player="1"
        )
        table = await drive.seat_players(server, bot, table, users)
        raced: list[int] = []

        def race_over(row: TableRow) -> bool:
            if row.state["phase"] == "curse_race":
                line = drive.last_with(drive.thread_messages(server, row), f"g:{row.id}:line:")
                assert line is not None, "a race offers the line button"
                raced.append(row.move_no)
                return False
            return bool(raced)

        table = await Player(server, bot, random.Random(91)).play_to_end(table, stop=race_over)
        assert raced and table.status == "playing" and table.state["phase"] != "curse_race"
        assert drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:line:") is None
        with_controls = [
            m for m in drive.thread_messages(server, table) if m.custom_ids and m.id != table.lobby_message_id
        ]
        assert len(with_controls) == 1, [(m.content, m.custom_ids) for m in with_controls]
        assert not bot.errors and not server.bot_errors


async def test_every_sarcophagus_value_stays_in_the_dm_history(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Issue 13 item 2: 'The N-eye sarcophagus you opened … is worth V points' and 'X gave you the … worth V points'
    are all in the player's DMs at the end, unedited — also when the opener is the next player to be prompted."""
    server = fake_discord
    users = [server.add_user(name) for name in ("Hatshepsut", "Imhotep", "Nefertari")]
    async with drive.started_table(
        server, tmp_path / "db.sqlite", users, "hieroglyphs new", curse=True, seat_order="join"
    ) as (bot, table):
        player = Player(server, bot, random.Random(5))
        table = await player.play_to_end(table)
        assert table.status == "finished"
        facts = value_facts(bot, table)
        assert sum(len(f) for f in facts.values()) >= 6, facts
        assert any("gave you" in text for f in facts.values() for text in f), "a curse moved a sarcophagus"
        assert assert_values_kept_in_dms(server, bot, table) == sum(len(f) for f in facts.values())
        assert_dm_prompts_closed(server, bot, table)
        assert not bot.errors and not server.bot_errors


async def test_first_dms_say_the_hand_once_and_old_prompts_close(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Issue 13 items 9 and 5: the first DMs name the hand and the pharaoh card once; a DM prompt answered by
    `/hieroglyphs play`, by its buttons or by the clock loses its buttons and says what became of the card."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(
            server, bot, alice, "hieroglyphs new", seat_order="join", start_player="1", decision_hours=1
        )
        table = await drive.seat_players(server, bot, table, [alice, bob])
        for user, seat in ((alice, 0), (bob, 1)):
            texts = [m.content for m in server.dm_messages(user)]
            hand = ", ".join(str(card_text(c)) for c in table.state["hands"][seat])
            assert sum(t.count(hand) for t in texts) == 1, texts
            assert sum(t.count("Your cards") for t in texts) == 1, texts
            assert sum(t.count("pharaoh card") for t in texts) == 1, texts
        prompt = drive.last_with(server.dm_messages(alice), f"g:{table.id}:card:")
        assert prompt is not None and "Your turn" in prompt.content
        # turn 1: Alice answers with the command; her DM prompt closes
        card = card_kind(table.state["hands"][0][0])
        rec = await server.slash(alice, "hieroglyphs play", channel=table.thread_id, card=card, column=4)
        await rec.wait_done()
        await drive.settle(server, bot)
        closed = server.message(prompt.id)
        assert not closed.custom_ids and closed.content.startswith("Turn 1/49: your "), closed.content
        assert f"{str(card_text(card))} went into column 4 (it landed at 4,1)" in closed.content
        # Bob's turn-2 DMs: the prompt only (no "Your turn! Your cards" fact before it)
        table = drive.current(bot, table)
        bob_prompt = server.dm_messages(bob)[-1]
        assert f"g:{table.id}:card:" in " ".join(bob_prompt.custom_ids)
        assert "Your turn!" not in "\n".join(m.content for m in server.dm_messages(bob))
        # turn 2: Bob uses the buttons (card, then column); the prompt closes once, with the same words
        card = card_kind(table.state["hands"][1][0])
        rec = await server.click(bob, bob_prompt, f"g:{table.id}:card:{card}")
        await rec.wait_done()
        rec = await server.click(bob, server.message(bob_prompt.id), f"g:{table.id}:drop:{card}.4")
        await rec.wait_done()
        await drive.settle(server, bot)
        closed = server.message(bob_prompt.id)
        assert not closed.custom_ids and closed.content.startswith("Turn 2/49: your "), closed.content
        assert "went into column 4 (it landed at 4,2)" in closed.content
        assert closed.history[-1].startswith("Drop **"), "one rewrite after the column prompt"
        # turn 3: Alice lets the clock play her default
        table = drive.current(bot, table)
        prompt = drive.last_with(server.dm_messages(alice), f"g:{table.id}:card:")
        deadline = next(t for t in bot.store.timers(table.id) if t["kind"] == "deadline")
        bot.store.move_timer(deadline["id"], 0.0)
        bot.wake_scheduler()
        await server.wait_for_message(lambda m: "ran out of time" in m.content, timeout=10)
        await drive.settle(server, bot)
        closed = server.message(prompt.id)
        assert not closed.custom_ids and closed.content.startswith("Turn 3/49: your "), closed.content
        assert not bot.errors and not server.bot_errors


async def test_lobby_shows_options_in_words_and_refuses_a_missing_start_seat(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Issue 13 items 6 and 7: the lobby lists the options as players read them, in order, the curse's settings
    only with the curse; a start seat beyond the players who joined is refused at Start, in words."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(
            server,
            bot,
            alice,
            "hieroglyphs new",
            curse=True,
            curse_minutes=1,
            curse_attempts=2,
            start_player="3",
            decision_hours=2,
        )
        text = drive.lobby_message(server, table).text
        expected = [
            "Pharaoh's Curse: on",
            "Curse race: 1 minute",
            "Wrong curse answers allowed: 2",
            "Eyes of the Sphinx: off",
            "Start player: seat 3",
            "Time limit per decision: 2 hours",
        ]
        positions = [text.find(words) for words in expected]
        assert -1 not in positions and positions == sorted(positions), text
        assert "_s" not in text and "None" not in text and "time limit s" not in text
        rec = await server.click(bob, drive.lobby_message(server, table), label="Join")
        await rec.wait_done()
        assert drive.lobby_message(server, table).text.find("Curse race: 1 minute") > 0, "the order stays after a join"
        rec = await server.click(alice, drive.lobby_message(server, table), label="Start")
        await rec.wait_done()
        assert "Seat 3 is to start, but only 2 players joined" in drive.private_reply(rec)
        assert drive.current(bot, table).status == "lobby"
        plain = await drive.open_lobby(server, bot, bob, "hieroglyphs new", curse_minutes=5)
        text = drive.lobby_message(server, plain).text
        assert "Pharaoh's Curse: off" in text and "Curse race" not in text and "Wrong curse" not in text
        assert "Start player: random" in text and "Turn clock: none for 2 players, else 48 hours" in text
        assert "Time limit per decision" not in text, "no limit of its own: the turn clock's line says it"
        assert not bot.errors and not server.bot_errors


async def test_bad_input_is_refused_and_changes_nothing(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob, cleo = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Cleo")
    stranger = server.add_user("Stranger")
    async with drive.started_table(
        server, tmp_path / "db.sqlite", [alice, bob, cleo], "hieroglyphs new", seat_order="join", start_player="1"
    ) as (bot, table):
        game = bot.tables.game_of(table)
        player = Player(server, bot, random.Random(1))

        def fill_column_one(row: TableRow, seat: int, legal: list[dict[str, Any]]) -> dict[str, Any]:
            ones = [a for a in legal if a.get("column") == 1]
            return (ones or legal)[0]

        player.choose = fill_column_one  # type: ignore[method-assign]
        table = await player.play_to_end(table, stop=lambda t: 1 not in game.view(t.state, None)["open_columns"])
        table = await player.play_to_end(table, stop=lambda t: t.state["phase"] == "drop")
        before = drive.current(bot, table)
        state = before.state
        active = state["active"]
        mover, other = before.seats[active], before.seats[(active + 1) % 3]
        names = {alice: "Alice", bob: "Bob", cleo: "Cleo"}
        held = {card_kind(c) for c in state["hands"][active]}
        missing = next(k for k in ("CAM-L", "MUL-R", "SNK-L", "IBS-R", "CAT-L", "CRO-R", "FAL-L") if k not in held)
        some = sorted(held)[0]
        choices = await server.autocomplete(mover, "hieroglyphs play", focused="card", channel=table.thread_id)
        assert {c["value"] for c in choices} == held
        games = await server.autocomplete(mover, "hieroglyphs play", focused="game", value="", channel=table.thread_id)
        assert any(c["value"] == table.id for c in games)
        assert await server.autocomplete(stranger, "hieroglyphs play", focused="card", channel=table.thread_id) == []
        checks = [
            (mover, {"card": some, "column": 1}, "column 1 is full"),
            (mover, {"card": missing, "column": 2}, "do not hold"),
            (other, {"card": some, "column": 2}, f"not your turn — {names[mover]} is to play."),
            (stranger, {"card": some, "column": 2}, "not playing"),
        ]
        for user, options, expected in checks:
            rec = await server.slash(user, "hieroglyphs play", channel=table.thread_id, **options)
            await rec.wait_done()
            assert expected.lower() in drive.private_reply(rec).lower(), drive.private_reply(rec)
        rec = await server.slash(mover, "hieroglyphs curse", channel=table.thread_id, cells="1,1 2,2 3,3")
        await rec.wait_done()
        assert "no curse race" in drive.private_reply(rec).lower()
        # a stranger and an out-of-turn player press buttons
        message = drive.thread_messages(server, table)[-1]
        rec = await server.click(stranger, message, f"g:{table.id}:hand:")
        await rec.wait_done()
        assert "not playing" in drive.private_reply(rec).lower()
        prompt = drive.last_with(server.dm_messages(mover), f"g:{table.id}:card:")
        assert prompt is not None
        # the other player's own `hand` has no card buttons; a forged card click is refused
        rec = await server.slash(other, "hieroglyphs hand", channel=table.thread_id)
        await rec.wait_done()
        assert not any(c.startswith(f"g:{table.id}:card:") for c in rec.last.custom_ids)
        # the full column's button is disabled in the column prompt
        rec = await server.click(mover, prompt, f"g:{table.id}:card:{some}")
        await rec.wait_done()
        column_one = server.message(prompt.id).component(f"g:{table.id}:drop:{some}.1")
        assert column_one.disabled and "full" in column_one.label
        after = drive.current(bot, table)
        assert after.state == before.state and after.move_no == before.move_no
        # an explorer choice, pressed by the wrong player and by a stranger
        table = await player.play_to_end(after, stop=lambda t: t.state["phase"] == "explorer")
        assert table.state["phase"] == "explorer"
        before = drive.current(bot, table)
        message = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:explorer:")
        custom_id = message.custom_ids[-1]
        wrong = before.seats[(before.state["active"] + 1) % 3]
        named = f"not your turn — {names[before.seats[before.state['active']]]} is to play."
        for user, expected in ((stranger, "not playing"), (wrong, named)):
            rec = await server.click(user, message, custom_id)
            await rec.wait_done()
            assert expected.lower() in drive.private_reply(rec).lower(), drive.private_reply(rec)
        after = drive.current(bot, table)
        assert after.state == before.state and after.move_no == before.move_no
        assert not bot.errors and not server.bot_errors


async def test_decision_time_limit_plays_the_default(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.started_table(
        server, tmp_path / "db.sqlite", [alice, bob], "hieroglyphs new", decision_hours=2, start_player="2"
    ) as (bot, table):
        deadline = next(t for t in bot.store.timers(table.id) if t["kind"] == "deadline")
        assert deadline["payload"]["action"] == {"type": "timeout"} and deadline["payload"]["seat"] == 1
        bot.store.move_timer(deadline["id"], 0.0)
        bot.wake_scheduler()
        await server.wait_for_message(lambda m: "ran out of time" in m.content, timeout=10)
        await drive.settle(server, bot)
        after = drive.current(bot, table)
        assert after.move_no == 1 and after.state["turn"] == 2
        assert any(t["kind"] == "deadline" and t["payload"]["seat"] == 0 for t in bot.store.timers(table.id))
        assert not bot.errors and not server.bot_errors
