"""A game given by its descriptor alone: the toy game (tests/engine/toy_game.py, tests/toy/) is registered with
`cogs.catalogue.register` — no other registration — and played to the end through the fake Discord with the real
bot: `/toy new` with its own table option, the lobby, every pick a button click, the final images, the replay GIF."""

from __future__ import annotations

import io
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

from cogs import catalogue
from engine.registry import get_game
from sandbox import FakeDiscord
from sandbox.game_driver import (
    game_bot,
    game_over_said,
    last_with,
    open_lobby,
    seat_players,
    settle,
    thread_messages,
)
from tests.toy.descriptor import DESCRIPTOR

TABLE_SEED = "toy-descriptor-seed"  # every table opened here gets this secret seed (tests/conftest.py)

MAX_STEPS = 200


@pytest.fixture
def toy() -> Iterator[None]:
    catalogue.register(DESCRIPTOR)
    try:
        yield
    finally:
        catalogue.unregister("toy")


async def test_the_toy_game_registered_by_its_descriptor_alone_plays_to_the_end(
    toy: None, fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    chooser = random.Random(22)
    async with game_bot(server, tmp_path / "db.sqlite") as bot:
        assert "toy" in bot.game_cogs and not bot.failed_extensions
        table = await open_lobby(server, bot, alice, "toy new", target=2)  # the game's own option, generated
        assert table.options["target"] == 2 and table.options["seat_order"] == "random"
        table = await seat_players(server, bot, table, [alice, bob])
        game = get_game("toy")
        for _ in range(MAX_STEPS):
            table = bot.store.get_table(table.id)
            if table.status != "playing":
                break
            seat = chooser.choice(game.to_act(table.state))
            message = last_with(thread_messages(server, table), f"g:{table.id}:pick:{table.move_no}.")
            assert message is not None, "the thread's newest post should carry the pick buttons"
            rec = await server.click(
                table.seats[seat], message, f"g:{table.id}:pick:{table.move_no}.{chooser.randint(1, 3)}"
            )
            await rec.wait_done()
            assert not rec.rejected, rec.rejected
            await settle(server, bot)
        table = bot.store.get_table(table.id)
        assert table.status == "finished" and max(table.state["score"]) == 2
        assert game_over_said(server, table) == 1
        names = {a.filename for m in thread_messages(server, table) for a in m.attachments}
        assert {f"toy-{table.id}-final-board.png", f"toy-{table.id}-scores.png"} <= names, names
        assert bot.tables.replay(table) == table.state

        rec = await server.slash(alice, "toy log", show="replay", channel=table.thread_id)
        await rec.wait_done()
        gif = Image.open(io.BytesIO(rec.last.attachment(f"toy-{table.id}-replay.gif").data))
        assert gif.format == "GIF" and gif.n_frames >= 2
        assert not bot.errors, bot.errors
