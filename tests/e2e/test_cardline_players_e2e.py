"""Cardline end to end, issue 13: the lobby shows options as players read them (item 6), impossible options are
refused at `/cardline new` and what this table cannot play at Start (item 7), and counts are worded for one card
too (item 9: "1 card each", "the removed card", "The line has 1 card").

Every step goes through the fake Discord; the store is read only to check what happened.
"""

from __future__ import annotations

import re
from pathlib import Path

from engine.games.cardline import rules
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.cardline_driver import choose, hand_reply, place_with_menus

TABLE_SEED = "cardline-issue13-seed"  # every table opened here gets this secret seed (tests/conftest.py)


def options_line(text: str) -> str:
    """The lobby's options, shown one per line under "Options:", read back as one comma list."""
    found = re.search(r"^Options:\n((?:• .*\n?)+)", text, re.M)
    assert found, text
    return ", ".join(line.removeprefix("• ") for line in found.group(1).splitlines())


INTERNAL = ("characteristic", "co2_per_capita", "deck size", "deck_size", "hand size", "start player", "None")


async def test_the_lobby_shows_options_as_players_read_them(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben = server.add_user("Ann"), server.add_user("Ben")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, ann, "cardline new")
        shown = options_line(drive.lobby_message(server, table).text)
        assert shown.startswith("Line sorted by: Population, Deck: 110 countries, Hand: 4 cards each, First player: ")
        assert "First player: random" in shown

        chosen = {"characteristic": "co2_per_capita", "deck_size": "all", "hand_size": 1, "start_player": "2"}
        table = await drive.open_lobby(server, bot, ann, "cardline new", seat_order="join", **chosen)
        before = options_line(drive.lobby_message(server, table).text)
        expected = "Line sorted by: CO2 per person, Deck: all 189 countries, Hand: 1 card each, First player: seat 2"
        assert before.startswith(expected), before
        assert not [word for word in INTERNAL if word in before], before
        rec = await server.click(ben, drive.lobby_message(server, table), label="Join")
        await rec.wait_done()
        await drive.settle(server, bot)
        message = drive.lobby_message(server, table)
        assert message.edited and f"<@{ben}>" in message.text
        assert options_line(message.text) == before, "the order stays after the lobby is edited"
        assert not bot.errors and not server.bot_errors


async def test_impossible_options_are_refused_at_new(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann = server.add_user("Ann")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        refused = [
            ({"deck_size": "3"}, "`deck_size` 3 is too small: even 2 players with 4 cards each need 9 cards"),
            ({"deck_size": "4", "hand_size": 2}, "even 2 players with 2 cards each need 5 cards"),
            ({"deck_size": "9", "start_player": "3"}, "`start_player` 3 needs at least 3 players"),
            ({"deck_size": "200"}, "`deck_size` 200 is too big: only 193 countries have a population value"),
            ({"deck_size": "190", "characteristic": "co2_per_capita"}, "only 189 countries have a CO2 per person"),
        ]
        for options, expected in refused:
            rec = await server.slash(ann, "cardline new", **options)
            await rec.wait_done()
            assert expected in drive.private_reply(rec), (options, drive.private_reply(rec))
        assert bot.store.find_tables("1 = 1") == [], "no lobby was opened"
        table = await drive.open_lobby(server, bot, ann, "cardline new", deck_size="5", hand_size=2)  # 2 × 2 + 1
        assert table.options["deck_size"] == 5
        assert not bot.errors and not server.bot_errors


async def test_what_this_table_cannot_play_is_refused_at_start(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann, ben, cid = server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cid")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        # 9 cards deal 4 each to 2 players (+ the start card), not to 3
        table = await drive.open_lobby(server, bot, ann, "cardline new", deck_size="9", seat_order="join")
        for user in (ben, cid):
            rec = await server.click(user, drive.lobby_message(server, table), label="Join")
            await rec.wait_done()
        rec = await server.click(ann, drive.lobby_message(server, table), label="Start")
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "3 players with 4 cards each need 13 cards" in reply and "at most 2 players" in reply, reply
        assert drive.current(bot, table).status == "lobby"
        rec = await server.click(cid, drive.lobby_message(server, table), label="Leave")
        await rec.wait_done()
        table = await drive.seat_players(server, bot, drive.current(bot, table), [ann])  # Start with the two left
        assert table.state["deck_size"] == 9

        # the first player is seat 3: Start waits for a third player
        other = await drive.open_lobby(server, bot, ann, "cardline new", start_player="3", seat_order="join")
        rec = await server.click(ben, drive.lobby_message(server, other), label="Join")
        await rec.wait_done()
        rec = await server.click(ann, drive.lobby_message(server, other), label="Start")
        await rec.wait_done()
        assert "`start_player` is seat 3, but only 2 players have joined" in drive.private_reply(rec)
        assert drive.current(bot, other).status == "lobby"
        other = await drive.seat_players(server, bot, drive.current(bot, other), [ann, cid])
        assert rules.current_seat(other.state) == 2
        assert not bot.errors and not server.bot_errors


async def test_one_card_is_worded_as_one(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Two players, one card each, a 3-card deck: the draw pile is empty from the start, so a wrong placement
    reshuffles the single removed card."""
    server = fake_discord
    ann, ben = server.add_user("Ann"), server.add_user("Ben")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        options = {"deck_size": "3", "hand_size": 1, "start_player": "1", "seat_order": "join"}
        table = await drive.open_lobby(server, bot, ann, "cardline new", **options)
        table = await drive.seat_players(server, bot, table, [ann, ben])
        opening = drive.thread_messages(server, table)[-1].text
        assert "1 card each" in opening and "place your card in a gap from 0 to 1" in opening, opening
        assert "The line has 1 card, gaps 0–1." in (await hand_reply(server, table, ann)).content
        card, gap = choose(table.state, 0, correct=False)
        await place_with_menus(server, bot, table, card, gap)
        table = drive.current(bot, table)
        assert table.state["reshuffles"] == 1
        reveal = drive.thread_messages(server, table)[-1].text
        assert "the removed card becomes the new draw pile" in reveal, reveal
        everything = "\n".join(m.text for m in drive.thread_messages(server, table))
        for clumsy in ("1 cards", "1 rounds", "(s)", "the 1 removed"):
            assert clumsy not in everything, clumsy
        assert not bot.errors and not server.bot_errors
