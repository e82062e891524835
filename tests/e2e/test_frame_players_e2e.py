"""Frame end to end, what players hit (issue 13): `/frame place cells:` alone names the tile by its shape (or
refuses with a reason); an illegal placement is drawn in a colour no player has; the lobby says each option as a
player reads it; impossible options are refused at `new`, options this table cannot play at Start."""

from __future__ import annotations

import colorsys
import io
from pathlib import Path
from typing import Any

from PIL import Image

from bot import GameBot
from engine.games.frame import texts as T
from engine.store import TableRow
from renderers import frame as R
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.frame_driver import (
    OUT,
    button,
    click,
    column_at,
    confirm,
    illegal,
    preview_of,
    refused,
    shown_placement,
    start_game,
)


def ui(name: str, /, **params: Any) -> str:
    """A Frame UI text in English (the tests' language)."""
    return str(T.ui(name, **params))


def why(name: str, /, **params: Any) -> str:
    """A Frame refusal in English."""
    return str(T.error(name, **params))


TABLE_SEED = "frame-players-seed"  # every table opened here gets this secret seed (tests/conftest.py)


def hues(data: bytes) -> dict[str, int]:
    """How many strongly coloured pixels of an image are red-ish, magenta-ish, … (by hue)."""
    image = Image.open(io.BytesIO(data)).convert("RGB").resize((550, 400))
    counts = {"red": 0, "magenta": 0}
    data = image.tobytes()
    for i in range(0, len(data), 3):
        r, g, b = data[i], data[i + 1], data[i + 2]
        h, s, v = colorsys.rgb_to_hsv(r / 255, g / 255, b / 255)
        if s < 0.55 or v < 0.45:
            continue
        if h < 0.04 or h > 0.97:
            counts["red"] += 1
        elif 0.78 < h < 0.88:
            counts["magenta"] += 1
    return counts


async def opened(server: FakeDiscord, bot: GameBot, users: list[int]) -> TableRow:
    """A 2-player game after the opening: Alice (red) a4 and j10, Bob (blue) j1 and a10; Alice to place a tile."""
    table = await start_game(server, bot, users)
    alice, bob = users
    for user, cell in ((alice, "a4"), (bob, "j1"), (alice, "j10"), (bob, "a10")):
        table = await column_at(server, bot, table, user, cell)
    assert table.state["phase"] == "tiles" and table.state["active"] == 0
    return table


async def test_cells_alone_name_the_tile_by_its_shape(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await opened(server, bot, [alice, bob])
        place = "frame place"

        # a domino's shape that does not touch Alice's pieces: named I2, refused with the reason, drawn in magenta
        rec = await server.slash(alice, place, channel=table.thread_id, cells="a1 a2")
        await rec.wait_done()
        assert drive.private_reply(rec) == illegal("I2", "a1 a2", why("not_touching"))
        assert not any(":confirm:" in c for c in rec.last.custom_ids), "nothing to confirm"
        image = rec.last.attachments[0].data
        OUT.mkdir(exist_ok=True)
        (OUT / "e2e_frame_cells_illegal.png").write_bytes(image)
        colours = hues(image)
        assert colours["magenta"] > 400, colours  # the illegal cells, in a hue no player has
        assert drive.current(bot, table).move_no == table.move_no

        # the other inputs: outside the frame, not cells, a cell twice, no tile's shape, too many cells
        assert await refused(server, bot, table, alice, place, cells="k1 k2") == illegal(
            "I2", "k1 k2", why("outside", cell="k1", size=10)
        )
        assert await refused(server, bot, table, alice, place, cells="hello") == why("bad_cell", cell="hello")
        assert await refused(server, bot, table, alice, place, cells="b2 b2") == why("duplicate", cell="b2")
        assert await refused(server, bot, table, alice, place, cells="a2 b3") == why("no_such_shape", cells="a2 b3")
        text = await refused(server, bot, table, alice, place, cells="a1 a2 a3 b1 b2 b3")
        assert text == why("shape_size", count=6)
        assert await refused(server, bot, table, alice, place, cells="b5 c5") == illegal("I2", "b5 c5", why("diagonal"))

        # legal shapes: the preview names the tile of that shape, and Confirm places exactly those cells
        rec = await server.slash(alice, place, channel=table.thread_id, cells="A3, B3, C3")
        await rec.wait_done()
        message = preview_of(rec)
        assert "**I3**" in message.content and "**a3 b3 c3**" in message.content, message.content
        assert shown_placement(message) == ("I3", 0, False, "a3")
        (OUT / "e2e_frame_cells_legal.png").write_bytes(message.attachments[0].data)
        await confirm(server, bot, alice, message)
        table = drive.current(bot, table)
        assert table.state["placements"][-1] | {"no": 0} == {
            "no": 0,
            "seat": 0,
            "piece": "I3",
            "kind": "tile",
            "cells": ["a3", "b3", "c3"],
        }

        # Bob (blue) with an L4 given by its cells; then Alice's I3 shape again: already placed, refused
        rec = await server.slash(bob, place, channel=table.thread_id, cells="j2 j3 j4 i4")
        await rec.wait_done()
        message = preview_of(rec)
        assert "**L4**" in message.content
        await confirm(server, bot, bob, message)
        table = drive.current(bot, table)
        assert table.state["placements"][-1]["piece"] == "L4" and table.state["active"] == 0
        text = await refused(server, bot, table, alice, place, cells="d3 e3 f3")
        assert text == why("shape_placed", cells="d3 e3 f3", tile="I3", name=str(T.tile_name("I3")))
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


async def test_red_players_illegal_preview_is_not_red(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Item 11: Alice plays red; her legal preview is solid red, her illegal one magenta, not red hatching."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await opened(server, bot, [alice, bob])
        assert table.state["colours"][0] == "RED"
        rec = await server.slash(alice, "frame place", channel=table.thread_id, tile="I2", orientation="0", anchor="e5")
        await rec.wait_done()
        bad = hues(rec.last.attachments[0].data)
        rec = await server.slash(alice, "frame place", channel=table.thread_id, tile="I2", orientation="0", anchor="a3")
        await rec.wait_done()
        good_message = preview_of(rec)
        good = hues(good_message.attachments[0].data)
        assert bad["magenta"] > 400 and good["magenta"] == 0, (bad, good)
        assert good["red"] > bad["red"], "the legal preview draws the tile in red; the illegal one does not"
        await click(server, alice, good_message, button(good_message, "cancel"))
        assert R.ILLEGAL not in [tuple(p["rgb"]) for p in bot.tables.game_of(table).view(table.state, None)["players"]]


async def test_lobby_shows_options_as_players_read_them(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(
            server,
            bot,
            alice,
            "frame new",
            match_games=3,
            tie_break="later_seat",
            start_player="2",
            allow_reflection=False,
            turn_timeout_hours=2,
        )
        text = drive.lobby_message(server, table).text
        shown = [
            "Match: 3 games",
            "Tie-break: later seat in the turn order",
            "Start player: seat 2",
            "Flipping tiles: not allowed",
            "/frame hint lists legal placements: no",
            "Turn time limit: 2 hours",
        ]
        positions = [text.find(s) for s in shown]
        assert all(p >= 0 for p in positions) and positions == sorted(positions), text
        for internal in ("match games", "match_games", "decision timeout", "None", "7200"):
            assert internal not in text, (internal, text)
        rec = await server.click(bob, drive.lobby_message(server, table), label="Join")
        await rec.wait_done()
        await drive.settle(server, bot)
        after = drive.lobby_message(server, table).text
        assert [after.find(s) for s in shown] == sorted(after.find(s) for s in shown), "the order stays"
        assert "Turn time limit: 2 hours" in after

        plain = await drive.open_lobby(server, bot, alice, "frame new", turn_timeout_hours=1)
        text = drive.lobby_message(server, plain).text
        assert "Match: no (one game)" in text and "Turn time limit: 1 hour" in text and "1 hours" not in text
        single = await drive.open_lobby(server, bot, bob, "frame new")
        assert "Turn time limit" not in drive.lobby_message(server, single).text, "an unset time limit is left out"
        assert not bot.errors and not server.bot_errors


async def test_impossible_options_are_refused_early(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob, cyril = server.add_user("Alice"), server.add_user("Bob"), server.add_user("Cyril")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        # no table size can play match_games without a match: refused at new, no lobby opened
        rec = await server.slash(alice, "frame new", match=False, match_games=3)
        await rec.wait_done()
        assert rec.ephemeral and "only counts in a match" in drive.private_reply(rec)
        assert not bot.store.find_tables("1 = 1"), "no lobby for impossible options"

        # start seat 3 with 2 players, a 2-game match with 3 players: refused at Start, the lobby stays open
        for options, users, expected in (
            ({"start_player": "3"}, [alice, bob], "seat 3, but this table has only 2 players"),
            ({"match": True, "match_games": 2}, [alice, bob, cyril], "at least one game per player: 3 players"),
        ):
            table = await drive.open_lobby(server, bot, alice, "frame new", **options)
            for user in users[1:]:
                rec = await server.click(user, drive.lobby_message(server, table), label="Join")
                await rec.wait_done()
            rec = await server.click(alice, drive.lobby_message(server, table), label="Start")
            await rec.wait_done()
            assert expected in drive.private_reply(rec)
            assert drive.latest_table(bot).status == "lobby"
        assert not bot.errors and not server.bot_errors
