"""Envyra as players meet it (issue 13): closed Phase I prompts, readable lobby options, start-player checks, tiles
named as the image shows them, the secret Equilibrium card in words."""

from __future__ import annotations

import random
import re
from pathlib import Path

from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.envyra_driver import place, play_step, play_to_end

INTERNAL_ID = re.compile(r"\b(?:GRN|BLU|ORA|BON)\d\d\b|\bEND\b|\bEQ\d\b")


TABLE_SEED = "e2e-players-seed"  # every table opened here gets this secret seed (tests/conftest.py)


def phase1_prompts(server: FakeDiscord, user: int, table_id: int) -> list:
    """Every DM that was (or still is) a Phase I prompt of this table: it carries, or carried, the placement menu."""
    menu = f"s:{table_id}:pick:"
    return [
        m
        for m in server.dm_messages(user)
        if "Phase I" in (m.content or "") or any(c.startswith(menu) for c in m.custom_ids)
    ]


async def test_phase1_prompts_close_after_the_reveal(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "envyra new", seat_order="join") as (
        bot,
        table,
    ):
        game = bot.tables.game_of(table)
        first = next(a["positions"] for a in game.legal_actions(table.state, 0) if len(a["positions"]) == 2)
        await place(server, bot, table, 0, first)
        await drive.settle(server, bot)
        prompt = server.message(phase1_prompts(server, alice, table.id)[-1].id)
        assert "You can still change it until the last player confirms" in prompt.content
        assert any(c.startswith(f"s:{table.id}:pick:1") for c in prompt.custom_ids), "open until Bob confirms"

        second = game.legal_actions(drive.current(bot, table).state, 1)[0]["positions"]
        await place(server, bot, drive.current(bot, table), 1, second)
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        for user, placed in ((alice, first), (bob, second)):
            old = [server.message(m.id) for m in phase1_prompts(server, user, table.id)]
            round1 = [m for m in old if "Round 1" in m.content]
            assert round1, "the round-1 prompt is still in the DM history"
            for message in round1:
                assert not message.custom_ids, f"a decided prompt keeps no controls: {message.content}"
                assert "You can still change it" not in message.content
                assert "Round 1, Phase I is over" in message.content and "revealed" in message.content
                assert " + ".join(placed) in message.content, message.content

        # a few more rounds: at every moment, only the current round's prompt has live controls
        chooser = random.Random(5)
        for _ in range(40):
            table = drive.current(bot, table)
            if table.status != "playing":
                break
            await play_step(server, bot, table, chooser)
            await drive.settle(server, bot)
            table = drive.current(bot, table)
            live_round = str(table.state["round"]) if table.status == "playing" else None
            for user in (alice, bob):
                for m in phase1_prompts(server, user, table.id):
                    for cid in server.message(m.id).custom_ids:
                        tag = cid.split(":")[3].split(".")[0]
                        assert tag == live_round and table.state["phase"] == "phase1", (cid, table.state["phase"])
        assert not bot.errors and not server.bot_errors


async def test_lobby_shows_options_as_players_read_them(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice = server.add_user("Alice")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(
            server, bot, alice, "envyra new", simplified=True, equilibrium="B", start_player="2", round_limit=0
        )
        text = drive.lobby_message(server, table).text
        expected = [
            "Cubes: 1 a round (simplified)",
            "Equilibrium: B (a secret card each)",
            "Start player: seat 2",
            "Rounds: no limit",
        ]
        positions = [text.find(e) for e in expected]
        assert all(p >= 0 for p in positions), text
        assert positions == sorted(positions), "options keep the game's order"
        for internal in ("round limit", "end tile", "start_player", "None", ": 0"):
            assert internal not in text, (internal, text)

        other = await drive.open_lobby(server, bot, alice, "envyra new", round_limit=12)
        text = drive.lobby_message(server, other).text
        assert "Rounds: at most 12" in text and "Cubes: 1 or 2 a round" in text and "Equilibrium: off" in text


async def test_a_start_seat_beyond_the_table_is_refused_at_start(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob, cleo = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Cleo")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, alice, "envyra new", start_player="3")  # works with 3 or 4 players
        rec = await server.click(bob, drive.lobby_message(server, table), label="Join")
        await rec.wait_done()
        rec = await server.click(alice, drive.lobby_message(server, table), label="Start")
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "Seat 3" in reply and "2 players" in reply, reply
        assert drive.current(bot, table).status == "lobby"
        table = await drive.seat_players(server, bot, drive.current(bot, table), [alice, cleo])
        assert table.state["start"] == 2


async def test_thread_names_tiles_as_shown_and_dms_say_the_secret_card(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "envyra new", equilibrium="C") as (
        bot,
        table,
    ):
        cards = {}
        for seat, user in enumerate(table.seats):
            card = bot.tables.game_of(table).view(table.state, seat)["my_secret_cards"][0]
            cards[user] = f"Your secret Equilibrium card: **{card['name']}** ({' + '.join(card['symbols'])}"
            prompt = phase1_prompts(server, user, table.id)[0]
            assert cards[user] in prompt.content, prompt.content
        table = await play_to_end(server, bot, table, random.Random(24))  # a short game: 41 moves (not 115)
        print(f"{table.move_no} moves")
        posts = [m.content for m in drive.thread_messages(server, table) if m.content]
        dms = [m.content for u in users for m in server.dm_messages(u) if m.content]
        for text in posts + dms:
            assert not INTERNAL_ID.search(text), text
            assert "(s)" not in text, text
        joined = "\n".join(posts)
        assert re.search(r"moves a cube onto the (Green|Blue|Orange) \w+ at [A-D][1-3]\.", joined)
        assert "Secret Equilibrium cards:" in joined
        for user, said in cards.items():  # its own DM, never edited away by a closed prompt
            kept = [server.message(m.id) for m in server.dm_messages(user) if said in (m.content or "")]
            assert any(not m.custom_ids and "Phase I" not in m.content for m in kept), said
        assert not bot.errors and not server.bot_errors


async def test_a_resignation_in_phase1_closes_the_prompts(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.started_table(server, tmp_path / "db.sqlite", [alice, bob], "envyra new", seat_order="join") as (
        bot,
        table,
    ):
        rec = await server.slash(bob, "envyra resign", channel=table.thread_id)
        await rec.wait_done()
        rec = await server.click(bob, rec.last, label="Yes, resign")
        await rec.wait_response()
        await drive.settle(server, bot)
        assert drive.current(bot, table).status == "finished"
        for user in (alice, bob):
            dms = [server.message(m.id) for m in server.dm_messages(user)]
            assert not any(m.custom_ids for m in dms), "no live Phase I controls after the end"
            closed = [m for m in dms if "Round 1: the game ended before the boards were revealed." in m.content]
            assert len(closed) == 1 and closed[0].attachments, "the old prompt (with its board) was rewritten"
