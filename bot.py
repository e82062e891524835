"""The board-game bot: configuration, the Bot subclass, cogs (each loaded in a guard) and persistent components.

Run: `python bot.py` with DISCORD_TOKEN set. See README.md.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sqlite3
import sys
import time
from collections import defaultdict
from typing import Any

import discord
from discord.ext import commands

from cogs.components import GameButton, GameSelect
from cogs.language import player_lang, say
from cogs.translator import CatalogTranslator
from cogs.workers import Workers, configured_workers
from engine.outbox import Row
from engine.store import DEFAULT_PATH, Store, StoreError
from engine.tables import Tables
from i18n import Msg

log = logging.getLogger("boardbot")

GAMES = ("envyra", "frame", "hieroglyphs", "cardline", "bsg")  # games with a Discord cog
FLUSH_DELAY = 0.5  # seconds delivered results wait, to be written together (one write for many moves)


def extensions() -> list[str]:
    """The cogs to load: the shared ones, then the games in BOARDBOT_GAMES (default: all of them)."""
    wanted = os.environ.get("BOARDBOT_GAMES", "").replace(" ", "")
    games = [g for g in wanted.split(",") if g in GAMES] if wanted else list(GAMES)
    return ["cogs.timers", "cogs.games", *(f"cogs.{g}" for g in games)]


USAGE = """\
DISCORD_TOKEN is not set.

Set it to your bot's token (Discord Developer Portal → your application → Bot → Reset Token), e.g.
    DISCORD_TOKEN=... python bot.py
Optional: BOARDBOT_DB (database file, default data/games.db), BOARDBOT_DEV_GUILD (a server id for instant
command sync while developing), BOARDBOT_LOG_LEVEL (default INFO), BOARDBOT_WORKERS (render/bot processes,
default one per core, 0 = none). See README.md.
"""


class GameBot(commands.Bot):
    """The bot: owns the store, the tables service, per-table locks and the timer scheduler."""

    def __init__(self, store: Store, dev_guild_id: int | None = None, sync_commands: bool = True, **kwargs: Any):
        intents = discord.Intents.default()
        mentions = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=mentions,
            **kwargs,
        )
        self.store = store
        self.tables = Tables(store)
        self.dev_guild_id = dev_guild_id
        self.sync_commands = sync_commands
        self.game_cogs: dict[str, Any] = {}
        self.timers: Any = None  # the TimerCog, once loaded
        self.workers = Workers(configured_workers())  # renders and bot decisions (cogs/workers.py)
        self.failed_extensions: list[str] = []
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.synced = asyncio.Event()
        self._caught_up = False
        self.clock = time.time
        self.started_at = self.clock()
        self.live_interactions: dict[str, discord.Interaction] = {}  # token → the interaction, while in flight
        self.backlog: set[int] = set()  # tables whose outbox an earlier run left unsent (drained before new work)
        self._flush: asyncio.TimerHandle | None = None

    def table_lock(self, table_id: int) -> asyncio.Lock:
        """One lock per game: two clicks at once are applied one after the other."""
        return self._locks[table_id]

    def busy(self) -> bool:
        """Whether any game is in the middle of handling a request (used by tests to wait for quiet)."""
        return any(lock.locked() for lock in self._locks.values())

    async def setup_hook(self) -> None:
        self.workers.start()
        for extension in extensions():
            try:
                await self.load_extension(extension)
            except Exception:  # one broken game never stops the others
                log.exception("could not load %s; the other games go on", extension)
                self.failed_extensions.append(extension)
        self.add_dynamic_items(GameButton, GameSelect)
        await self.tree.set_translator(CatalogTranslator())
        self.tree.on_error = self.on_tree_error
        if self.sync_commands:
            if self.dev_guild_id:
                guild = discord.Object(id=self.dev_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        self.synced.set()
        log.info("ready: %d game cogs, %d running tables", len(self.game_cogs), self.tables.running())

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Remember each player's Discord locale as last seen (their DMs follow it unless they chose a language)."""
        player_lang(interaction)

    async def on_ready(self) -> None:
        if not self._caught_up:
            self._caught_up = True
            await self.announce_missed()

    async def announce_missed(self) -> None:
        """Deliver what a kill interrupted: every outbox row without a stored result, in order, idempotently
        (and the moves an older build stored without announcing them)."""
        self.backlog.update(self.tables.outbox.tables_pending())
        for table_id in sorted(self.backlog):
            head = self.store.table_head(table_id)
            cog = self.game_cogs.get(head["kind"]) if head else None
            if cog is None:
                continue
            try:
                async with cog.session(table_id):  # entering a session delivers what the table is owed
                    pass
                log.info("delivered what game %s had left to send", table_id)
            except Exception:
                log.exception("could not deliver what game %s had left to send", table_id)
        for table in self.tables.unannounced():
            cog = self.game_cogs.get(table.kind)
            if cog is None:
                continue
            try:
                await cog.catch_up(table.id)
                log.info("announced the missed move %s of game %s", table.move_no, table.id)
            except Exception:
                log.exception("could not announce the missed move of game %s", table.id)

    def may_have_sent(self, row: Row) -> bool:
        """Whether an earlier run may already have sent this row (it was stored before this one started)."""
        return row.created_at < self.started_at

    def outbox_delivered(self, table_id: int) -> None:
        """Rows were delivered: their results are written soon, together with others (or by the next move)."""
        if self._flush is None and self.tables.outbox.unwritten:
            self._flush = asyncio.get_running_loop().call_later(FLUSH_DELAY, self.flush_outbox)

    def flush_outbox(self) -> None:
        self._flush = None
        try:
            self.tables.outbox.flush()
        except sqlite3.Error as error:  # tried again after the next delivery; the rows are idempotent anyway
            log.warning("could not write delivered outbox results: %s", error)

    async def close(self) -> None:
        if self.timers is not None:
            await self.timers.cog_unload()
        await super().close()
        if self._flush is not None:
            self._flush.cancel()
            self._flush = None
        with contextlib.suppress(sqlite3.Error):
            self.tables.outbox.flush()
        await self.workers.close()

    async def on_tree_error(self, interaction: discord.Interaction, error: Exception) -> None:
        if hasattr(getattr(interaction.command, "binding", None), "apologise"):
            return  # a game cog's own error handler has logged it and apologised
        log.error("command failed in channel %s", interaction.channel_id, exc_info=error)
        message = say(interaction, Msg("shared-bot-error-plain"))
        with contextlib.suppress(discord.HTTPException):
            if interaction.response.is_done():
                await interaction.followup.send(message, ephemeral=True)
            else:
                await interaction.response.send_message(message, ephemeral=True)

    # -- timers (cogs/timers.py) -------------------------------------------------------------------
    def wake_scheduler(self) -> None:
        """Something changed the stored timers: let the timer loop look again."""
        if self.timers is not None:
            self.timers.wake()

    async def fire_due_timers(self, now: float) -> None:
        if self.timers is not None:
            await self.timers.fire_due(now)


def create_bot(db_path: str | None = None, dev_guild_id: int | None = None, **kwargs: Any) -> GameBot:
    store = Store(db_path or os.environ.get("BOARDBOT_DB") or DEFAULT_PATH)
    return GameBot(store, dev_guild_id=dev_guild_id, **kwargs)


async def run(token: str, bot: GameBot) -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    runner = asyncio.create_task(bot.start(token))
    stopper = asyncio.create_task(stop.wait())
    done, _ = await asyncio.wait({runner, stopper}, return_when=asyncio.FIRST_COMPLETED)
    if stopper in done:
        log.info("shutting down")
    await bot.close()
    stopper.cancel()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.remove_signal_handler(sig)
    if runner in done:
        runner.result()  # re-raise a login failure
    else:
        with contextlib.suppress(asyncio.CancelledError):
            await runner
    for _ in range(50):  # let handlers that are still writing finish (at most 5 s)
        if not bot.busy():
            break
        await asyncio.sleep(0.1)
    bot.store.close()


def backup(target: str) -> int:
    """`python bot.py --backup PATH`: an online copy of the database (safe while the bot runs)."""
    source = os.environ.get("BOARDBOT_DB") or DEFAULT_PATH
    if not os.path.exists(source):
        sys.stderr.write(f"There is no database at {source} (set BOARDBOT_DB).\n")
        return 2
    try:
        store = Store(source)
        store.backup(target)
        store.close()
    except (StoreError, sqlite3.Error, OSError) as error:
        sys.stderr.write(f"Backup failed: {error}\n")
        return 1
    print(f"Backed up {source} to {target}.")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] == ["--backup"]:
        if len(args) != 2:
            sys.stderr.write("Usage: python bot.py --backup PATH\n")
            return 2
        return backup(args[1])
    token = os.environ.get("DISCORD_TOKEN", "").strip()
    if not token:
        sys.stderr.write(USAGE)
        return 2
    logging.basicConfig(
        level=os.environ.get("BOARDBOT_LOG_LEVEL", "INFO").upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    guild = os.environ.get("BOARDBOT_DEV_GUILD", "").strip()
    try:
        bot = create_bot(dev_guild_id=int(guild) if guild else None)
    except ValueError:
        sys.stderr.write("BOARDBOT_DEV_GUILD must be a server id (a number).\n")
        return 2
    except StoreError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    try:
        asyncio.run(run(token, bot))
    except discord.LoginFailure:
        sys.stderr.write("Discord refused the token in DISCORD_TOKEN. Check it and try again.\n")
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
