"""Play one whole game between bots through the real bot and cogs, against the in-process Discord stand-in.

People open the lobby, join and start it by slash command and buttons, as they would on Discord; then each move is
decided by a bot standing in for the awaited seat and made through the game cog's bot turn, the same pipeline a
click goes through. The players keep their seats, so their DMs come as they would. Returns what a reader of the
server would see.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import engine.tables
from bot import GameBot, create_bot
from engine.core import Result
from engine.store import TableRow
from sandbox.running import running_bot
from sandbox.server import FakeDiscord
from sandbox.world import FakeMessage, FakeUser, InteractionRecord

GAMES = ("envyra", "frame", "hieroglyphs", "cardline", "bsg")
LANGS = ("en", "cs", "sk", "pl")
NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eva", "Finn")
DISCORD_LOCALES = {"en": "en-US", "cs": "cs", "sk": "sk", "pl": "pl"}  # what a Discord client reports
LEVEL = "easy"  # the quickest bots
MAX_MOVES = 20000  # a safety net: no game of ours comes near it
WAIT = 120.0  # seconds for one answer of the bot (a busy machine renders slowly)


class DemoError(Exception):
    """The demo could not play its game to the end (the message says why)."""


@dataclass
class Seat:
    number: int
    user: FakeUser
    dms: list[FakeMessage]


@dataclass
class HandAsked:
    """A `/<game> hand` a player asked for during the game: the reply as it came (its controls) and its record."""

    seat: int
    record: InteractionRecord
    controls: list[str]


@dataclass
class PlayedGame:
    """Everything the page shows: the table as stored, the game thread, each seat's DMs, the result."""

    game: str
    title: str
    lang: str
    seed: str
    table: TableRow
    thread: list[FakeMessage]
    seats: list[Seat]
    result: Result | None
    names: dict[int, str]
    seconds: float
    bot_id: int
    channel_names: dict[int, str] = field(default_factory=dict)
    hands: list[HandAsked] = field(default_factory=list)  # with `play(ask_hands=True)`
    timers: list[dict[str, Any]] = field(default_factory=list)  # the table's timers still planned at the end


@contextlib.contextmanager
def fixed_seed(seed: str) -> Iterator[None]:
    """Every table made meanwhile gets `seed` (the secret per-table seed decides seats, deals and the bots' luck)."""
    real = engine.tables.new_seed
    engine.tables.new_seed = lambda: seed
    try:
        yield
    finally:
        engine.tables.new_seed = real


@contextlib.contextmanager
def quiet_logs() -> Iterator[None]:
    """The bot's and discord.py's INFO lines are for operators; the demo prints its own progress."""
    loggers = [logging.getLogger(name) for name in ("discord", "boardbot", "fake_discord")]
    levels = [lg.level for lg in loggers]
    for lg in loggers:
        lg.setLevel(logging.WARNING)
    try:
        yield
    finally:
        for lg, level in zip(loggers, levels, strict=True):
            lg.setLevel(level)


def default_players(game: str) -> int:
    from engine.registry import get_game

    rules = get_game(game)
    return max(rules.min_players, min(3, rules.max_players))


async def settle(server: FakeDiscord, bot: GameBot, timeout: float = WAIT) -> None:
    """Until no request is in flight, the fake server has been quiet for a moment and no table is locked."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        await server.wait_idle(timeout=timeout)
        if not bot.busy():
            await server.wait_idle(timeout=timeout)
            if not bot.busy():
                return
        if loop.time() > deadline:
            raise DemoError("the bot stayed busy")
        await asyncio.sleep(0.01)


def control(message: FakeMessage, verb: str) -> str:
    """The custom id of the message's button for `verb` (a lobby's join/start), whatever its label's language."""
    for custom_id in message.custom_ids:
        if custom_id.split(":")[2:3] == [verb]:
            return custom_id
    raise DemoError(f"the lobby offers no {verb!r} button")


async def press(server: FakeDiscord, user: FakeUser, message: FakeMessage, verb: str) -> None:
    record = await server.click(user, message, control(message, verb))
    await record.wait_done(timeout=WAIT)


def current(bot: GameBot, table_id: int) -> TableRow:
    row = bot.store.get_table(table_id)
    if row is None:
        raise DemoError(f"table {table_id} vanished")
    return row


async def open_table(server: FakeDiscord, bot: GameBot, game: str, users: list[FakeUser], lang: str) -> TableRow:
    """The first player opens a lobby with `/<game> new`, the others press Join, the first presses Start."""
    record = await server.slash(users[0], f"{game} new", language=lang, level=LEVEL)
    await record.wait_done(timeout=WAIT)
    rows = bot.store.find_tables("1 = 1")
    if not rows or not rows[-1].lobby_message_id:
        raise DemoError(f"/{game} new opened no lobby: {record.text!r}")
    table = rows[-1]
    lobby = server.message(table.lobby_message_id)
    for user in users[1:]:
        await press(server, user, lobby, "join")
    await press(server, users[0], server.message(table.lobby_message_id), "start")
    await settle(server, bot)
    table = current(bot, table.id)
    if table.status != "playing":
        raise DemoError(f"the {game} table did not start (status {table.status})")
    return table


async def bot_move(bot: GameBot, table: TableRow, seat: int) -> bool:
    """One move of `seat`, decided by a bot at the demo's level and made by the game cog's own bot turn (the path a
    bot player's timer takes: the same commit, outbox and delivery as a click). The bot stands in for the seat only
    during its move, so the player keeps getting the DMs a person would get (a standing-in bot gets none)."""
    cog = bot.game_cogs[table.kind]
    async with bot.table_lock(table.id):
        bot.tables.stand_in(table.id, seat, LEVEL)
    try:
        return bool(await cog.moves.bot_turn(table.id, seat))
    finally:
        async with bot.table_lock(table.id):
            bot.tables.hand_back(table.id, seat)


async def ask_hand(server: FakeDiscord, bot: GameBot, table: TableRow, seat: int, user: FakeUser) -> HandAsked:
    """The seat's player asks `/<game> hand` in the game thread (its reply is ephemeral)."""
    record = await server.slash(user, f"{table.kind} hand", channel=table.thread_id, game=table.id)
    await record.wait_done(timeout=WAIT)
    await settle(server, bot)
    return HandAsked(seat, record, list(record.last.custom_ids) if record.last else [])


async def play_out(
    server: FakeDiscord,
    bot: GameBot,
    table_id: int,
    progress: Any,
    hands: dict[int, FakeUser] | None = None,
    stop_at: int | None = None,
) -> tuple[TableRow, list[HandAsked]]:
    """Every awaited seat moves in turn (simultaneous decisions one seat after the other) until the game is over
    (or, with `stop_at`, until that many moves are made and every player in `hands` has asked). With `hands`
    (seat → its player), each of those players asks `/<game> hand` once, before the seat's first move."""
    asked: list[HandAsked] = []
    stalled, shown = 0, -1
    while True:
        await settle(server, bot)
        table = current(bot, table_id)
        if table.status != "playing" or table.state is None:
            return table, asked
        if stop_at is not None and table.move_no >= stop_at and len(asked) == len(hands or {}):
            return table, asked
        if table.move_no != shown:
            shown = table.move_no
            progress(shown)
        if table.move_no > MAX_MOVES:
            raise DemoError(f"no end after {MAX_MOVES} moves")
        awaited = bot.tables.game_of(table).to_act(table.state)
        moved = False
        turn = table.move_no % max(len(awaited), 1)  # in a simultaneous round, not always the same seat last
        for seat in awaited[turn:] + awaited[:turn]:  # a seat that has already decided has nothing to do
            if hands and seat in hands and seat not in {h.seat for h in asked}:
                asked.append(await ask_hand(server, bot, table, seat, hands[seat]))
            moved = await bot_move(bot, table, seat)
            if moved:
                break
        if moved:
            stalled = 0
            continue
        stalled += 1  # nobody to move now: a timer of the game's own (a timed window) is due first
        if stalled > 500:
            raise DemoError(f"the game stopped at move {table.move_no}, waiting for seats {awaited}")
        bot.wake_scheduler()
        await asyncio.sleep(0.02)


async def play(
    game: str,
    players: int,
    seed: str,
    lang: str,
    progress: Any = lambda _moves: None,
    timeout: float = 1800.0,
    ask_hands: bool = False,
    abandon_at: int | None = None,
) -> PlayedGame:
    """One whole game of `game` between `players` bots, in a database that is thrown away afterwards. With
    `ask_hands`, each player asks `/<game> hand` once, before their seat's first move. With `abandon_at`, the host
    abandons the game (`/<game> abandon`) once that many moves are made (and every player has asked)."""
    started = time.monotonic()
    server = FakeDiscord(guild_name="Sandbox", bot_name="Boardgames")
    server.preferred_locale = DISCORD_LOCALES[lang]
    users = [server.user(server.add_user(name, locale=DISCORD_LOCALES[lang])) for name in NAMES[:players]]
    await server.start()
    try:
        with tempfile.TemporaryDirectory(prefix="boardbot-demo-") as folder, fixed_seed(seed):
            db = str(Path(folder) / "demo.sqlite")
            async with running_bot(server, lambda: create_bot(db, dev_guild_id=server.guild_id), timeout=WAIT) as bot:
                bot.tables.bot_delay = 0.0
                table = await open_table(server, bot, game, users, lang)
                by_seat = {seat: next(u for u in users if u.id == uid) for seat, uid in enumerate(table.seats)}
                played_out = play_out(server, bot, table.id, progress, by_seat if ask_hands else None, abandon_at)
                table, hands = await asyncio.wait_for(played_out, timeout)
                if abandon_at is not None and table.status == "playing":
                    record = await server.slash(users[0], f"{game} abandon", channel=table.thread_id, game=table.id)
                    await record.wait_done(timeout=WAIT)
                await settle(server, bot)
                table = current(bot, table.id)
                timers = bot.store.timers(table.id)
                rules = bot.tables.game_of(table)
                result = rules.result(table.state) if table.state is not None else None
            bot.store.close()
    finally:
        await server.stop()
    if server.internal_errors:
        raise DemoError("the Discord stand-in failed:\n" + "\n".join(server.internal_errors))
    by_id = {u.id: u for u in users}
    seats = [Seat(n, by_id[u], server.dm_messages(u)) for n, u in enumerate(table.seats) if u in by_id]
    names = {u.id: u.name for u in server.users.values()}
    names.update({int(k): v for k, v in table.record.names.items()})
    channels = {c.id: c.name for c in server.channels.values()}
    return PlayedGame(
        game=game,
        title=rules.title,
        lang=lang,
        seed=seed,
        table=table,
        thread=server.messages(table.thread_id) if table.thread_id else [],
        seats=seats,
        result=result,
        names=names,
        seconds=time.monotonic() - started,
        bot_id=server.bot_user.id,
        channel_names=channels,
        hands=hands,
        timers=timers,
    )
