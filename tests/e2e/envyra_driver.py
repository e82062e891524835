"""Envyra through the fake Discord as its players see it: the prompts, placing, a random step, a game to its end."""

from __future__ import annotations

import random

from bot import GameBot
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.world import FakeMessage

MAX_STEPS = 600


async def placement_message(server: FakeDiscord, bot: GameBot, table: TableRow, user: int) -> FakeMessage:
    """The player's Phase I prompt: from their DMs, or via `/envyra hand` when their DMs are closed."""
    prefix = f"s:{table.id}:pick:{table.state['round']}"
    message = drive.last_with(server.dm_messages(user), prefix)
    if message is None:
        rec = await server.slash(user, "envyra hand", channel=table.thread_id)
        await rec.wait_done()
        assert rec.ephemeral
        message = rec.last
        assert message is not None and any(c.startswith(prefix) for c in message.custom_ids), rec.text
    return message


async def place(server: FakeDiscord, bot: GameBot, table: TableRow, seat: int, positions: list[str]) -> None:
    user = table.seats[seat]
    message = await placement_message(server, bot, table, user)
    select_id = next(c for c in message.custom_ids if c.startswith(f"s:{table.id}:pick:"))
    rec = await server.select(user, message, select_id, positions)
    await rec.wait_done()
    message = server.message(message.id) if not message.ephemeral else rec.last or message
    confirm = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:place:"))
    assert confirm.endswith("-".join(sorted(positions))), confirm
    rec = await server.click(user, message, confirm)
    await rec.wait_done()
    assert not rec.rejected


async def play_step(server: FakeDiscord, bot: GameBot, table: TableRow, chooser: random.Random) -> None:
    """One decision by whoever must act, taken through Discord components."""
    game = bot.tables.game_of(table)
    state = table.state
    assert state is not None
    seats = sorted(game.to_act(state))
    seat = chooser.choice(seats)
    action = chooser.choice(game.legal_actions(state, seat))
    if action["type"] == "place":
        await place(server, bot, table, seat, action["positions"])
        return
    message = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:{action['type']}:")
    assert message is not None, "the mover should have buttons in the thread"
    custom_id = f"g:{table.id}:{action['type']}:{state['round']}.{action['position']}"
    rec = await server.click(table.seats[seat], message, custom_id)
    await rec.wait_done()


async def play_to_end(server: FakeDiscord, bot: GameBot, table: TableRow, chooser: random.Random) -> TableRow:
    return await drive.play_to_end(server, bot, table, play_step, chooser, MAX_STEPS)


def assert_final_messages(server: FakeDiscord, table: TableRow) -> None:
    final = drive.thread_messages(server, table)[-1]
    assert "Game over" in final.content and drive.game_over_said(server, table) == 1
    names = {a.filename for a in final.attachments}
    assert any(n.endswith("scores.png") for n in names)
    image = final.attachment(next(n for n in names if n.endswith("scores.png"))).image()
    assert image.width >= 600
