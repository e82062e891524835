"""Shared steps for end-to-end game tests: start the real bot, open a lobby, seat players, start.

Tests read the bot's store only to *choose* moves (like a player looking at the board); every move itself goes
through the fake Discord as a slash command, a button click or a select.
"""

from __future__ import annotations

import logging
import random
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from bot import GameBot, create_bot
from engine.store import TableRow
from sandbox import FakeDiscord, play, running_bot
from sandbox.world import FakeMessage


class BotErrors(logging.Handler):
    """Collects ERROR records of the bot's own logger, so a test can assert none happened."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(self.format(record))


@asynccontextmanager
async def game_bot(server: FakeDiscord, db: Path | str) -> AsyncIterator[GameBot]:
    """The real bot (bot.create_bot) against the fake server, with its database at `db` (a file or a URL)."""
    errors = BotErrors()
    logger = logging.getLogger("boardbot")
    logger.addHandler(errors)
    try:
        async with running_bot(server, lambda: create_bot(str(db), dev_guild_id=server.guild_id)) as bot:
            bot.errors = errors.records  # type: ignore[attr-defined]
            yield bot
    finally:
        logger.removeHandler(errors)


async def settle(server: FakeDiscord, bot: GameBot, timeout: float = 20.0) -> None:
    """Wait until no request is being handled and the fake server has been quiet for a moment (sandbox.play's
    settle, failing the test when the bot stays busy)."""
    try:
        await play.settle(server, bot, timeout)
    except play.DemoError as error:
        raise AssertionError(str(error)) from None


def latest_table(bot: GameBot) -> TableRow:
    rows = bot.store.find_tables("1 = 1")
    assert rows, "no table was created"
    return rows[-1]


async def open_lobby(server: FakeDiscord, bot: GameBot, host: int, command: str, **options: Any) -> TableRow:
    rec = await server.slash(host, command, **options)
    await rec.wait_done()
    assert rec.ephemeral, rec.text
    table = latest_table(bot)
    assert table.thread_id, "the lobby should live in its own thread"
    return table


def current(bot: GameBot, table: TableRow) -> TableRow:
    """The table as stored now."""
    row = bot.store.get_table(table.id)
    assert row is not None
    return row


def lobby_message(server: FakeDiscord, table: TableRow) -> FakeMessage:
    message = server.message(table.lobby_message_id)
    assert message is not None
    return message


async def seat_players(server: FakeDiscord, bot: GameBot, table: TableRow, users: list[int]) -> TableRow:
    """Everyone but the host presses Join; the host presses Start."""
    for user in users[1:]:
        rec = await server.click(user, lobby_message(server, table), label="Join")
        await rec.wait_done()
    rec = await server.click(users[0], lobby_message(server, table), label="Start")
    await rec.wait_done()
    await settle(server, bot)
    table = bot.store.get_table(table.id)
    assert table is not None and table.status == "playing"
    return table


async def start(server: FakeDiscord, bot: GameBot, users: list[int], command: str, **options: Any) -> TableRow:
    """users[0] opens a lobby with `command` (e.g. "envyra new"), the others join, users[0] starts the game."""
    table = await open_lobby(server, bot, users[0], command, **options)
    return await seat_players(server, bot, table, users)


@asynccontextmanager
async def started_table(
    server: FakeDiscord, db: Path, users: list[int], command: str, **options: Any
) -> AsyncIterator[tuple[GameBot, TableRow]]:
    """The real bot (see `game_bot`) with a game of `command` started by `users` (see `start`)."""
    async with game_bot(server, db) as bot:
        yield bot, await start(server, bot, users, command, **options)


Step = Callable[[FakeDiscord, GameBot, TableRow, random.Random], Awaitable[None]]


async def play_to_end(
    server: FakeDiscord, bot: GameBot, table: TableRow, step: Step, chooser: random.Random, max_steps: int
) -> TableRow:
    """`step` (one move through Discord, chosen with `chooser`) until the game is over; each must be accepted."""
    for _ in range(max_steps):
        table = current(bot, table)
        if table.status != "playing":
            return table
        before = table.move_no
        await step(server, bot, table, chooser)
        await settle(server, bot)
        assert current(bot, table).move_no == before + 1, "every step must be accepted"
    raise AssertionError("game did not finish")


def thread_messages(server: FakeDiscord, table: TableRow) -> list[FakeMessage]:
    return server.messages(table.thread_id)


def last_with(messages: list[FakeMessage], prefix: str) -> FakeMessage | None:
    """The newest message carrying a component whose custom_id starts with `prefix`."""
    for message in reversed(messages):
        if any(cid.startswith(prefix) for cid in message.custom_ids):
            return message
    return None


def private_reply(rec: Any) -> str:
    """The text of the bot's last answer to an interaction, which must be ephemeral."""
    message = rec.last
    assert message is not None, "the bot did not answer"
    assert message.ephemeral, f"expected an ephemeral answer, got {message!r}"
    return message.text


def game_over_said(server: FakeDiscord, table: TableRow) -> int:
    """How many times the game thread says "Game over" (once: the shared result line; a game's own closing event
    gives the final standings, not a second "Game over")."""
    return "\n".join(m.content for m in thread_messages(server, table)).count("Game over")
