"""The board-game bot: configuration, the Bot subclass, cogs (each loaded in a guard) and persistent components.

Run: `python bot.py` with DISCORD_TOKEN set; `python bot.py --help` for the admin commands (admin/cli.py).
See README.md.
"""

from __future__ import annotations

from admin import start_trace  # first: a start's trace (admin/start_trace.py) begins as the interpreter comes up

# isort: split
import asyncio
import contextlib
import logging
import os
import signal
import sys
import time
from collections import defaultdict
from typing import Any

import discord
from discord.ext import commands
from discord.voice_client import VoiceClient

from admin import connect, heap
from admin.config import db_path as config_db_path
from admin.config import parse_games
from admin.sync import sync_if_changed
from cogs import catalogue
from cogs.components import GameButton, GameSelect
from cogs.language import player_lang, say
from cogs.translator import CatalogTranslator
from cogs.workers import Workers, configured_workers
from engine.cluster import HEARTBEAT, Cluster, ShardRange
from engine.outbox import Row
from engine.store import Store
from engine.store_dialect import DB_ERRORS
from engine.tables import Tables
from i18n import Msg

start_trace.mark("bot imported")
log = logging.getLogger("boardbot")

FLUSH_DELAY = 0.5  # seconds delivered results wait, to be written together (one write for many moves)


def extensions() -> list[str]:
    """The shared cogs to load (each game's cog comes from its descriptor: `games`)."""
    return ["cogs.timers", "cogs.games"]


def games() -> list[str]:
    """The games to serve (cogs/catalogue.py): those in BOARDBOT_GAMES (default: all of them; checked at start in
    admin/config.py, names in any case)."""
    return parse_games(os.environ.get("BOARDBOT_GAMES", ""), catalogue.names())


class GameBot(commands.AutoShardedBot):
    """The bot: owns the store, the tables service, per-table locks and the timer scheduler. Sharded: every shard
    of `shards` (default: as many as Discord says) in this one process; a process of a cluster serves its range
    (engine/cluster.py)."""

    def __init__(
        self,
        store: Store,
        dev_guild_id: int | None = None,
        sync_commands: bool = True,
        force_sync: bool = False,
        shards: ShardRange | None = None,
        **kwargs: Any,
    ):
        shards = shards or ShardRange.everything()
        if shards.count is not None:
            kwargs.setdefault("shard_count", shards.count)
        if shards.ids is not None:
            kwargs.setdefault("shard_ids", shards.ids)
        VoiceClient.warn_nacl = VoiceClient.warn_dave = False  # the bot never speaks: no warnings about voice libraries
        intents = discord.Intents.default()
        # the bot reads no messages (commands and clicks are interactions): Discord need not send it every message
        # created, edited or deleted, nor typing and reactions, which discord.py would parse and throw away
        intents.guild_messages = intents.dm_messages = False
        intents.guild_typing = intents.dm_typing = intents.guild_reactions = intents.dm_reactions = False
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
        self.cluster = Cluster(store, shards)  # this process among those over the database (registered at start)
        self.tables.outbox.owner = self.cluster.id
        self._heartbeat: asyncio.Task[None] | None = None
        self._take_over: asyncio.Task[None] | None = None  # delivering a dead process's outbox (heartbeat_once)
        self.dev_guild_id = dev_guild_id
        self.sync_commands = sync_commands
        self.force_sync = force_sync  # sync the commands even when unchanged (`python bot.py sync-commands`)
        self.game_cogs: dict[str, Any] = {}
        self.timers: Any = None  # the TimerCog, once loaded
        self.workers = Workers(configured_workers())  # renders and bot decisions (cogs/workers.py)
        self.failed_extensions: list[str] = []
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.synced = asyncio.Event()
        self.serving = asyncio.Event()  # set once ready and caught up (announce_missed): what waits for the start
        self._caught_up = False
        self._settled = False  # the heap settled after the start's catch-up (admin/heap.py), released at close
        self.clock = time.time
        self.started_at = self.clock()
        self.live_interactions: dict[str, discord.Interaction] = {}  # token → the interaction, while in flight
        self._dm_channels: dict[int, discord.DMChannel] = {}  # user id → our DM channel with them (see dm_channel)
        self.backlog: set[int] = set()  # tables whose outbox an earlier run left unsent (drained before new work)
        self._flush: asyncio.TimerHandle | None = None

    def table_lock(self, table_id: int) -> asyncio.Lock:
        """One lock per game: two clicks at once are applied one after the other."""
        return self._locks[table_id]

    def busy(self) -> bool:
        """Whether any game is in the middle of handling a request (used by tests to wait for quiet)."""
        return any(lock.locked() for lock in self._locks.values())

    async def setup_hook(self) -> None:
        start_trace.mark("logged in")
        if not self.cluster.registered:  # normally done at start, before logging in (admin/service.py)
            self.cluster.register()
        self._heartbeat = asyncio.create_task(self.beat(), name="heartbeat")
        for extension in extensions():
            try:
                await self.load_extension(extension)
            except Exception:  # one broken game never stops the others
                log.exception("could not load %s; the other games go on", extension)
                self.failed_extensions.append(extension)
        start_trace.mark("shared cogs loaded")
        for name in games():
            try:
                descriptor = catalogue.descriptor(name)  # checked: every part it names exists
                await self.add_cog(descriptor.cog(self))
            except Exception:  # one broken game never stops the others
                log.exception("could not load the game %s; the other games go on", name)
                self.failed_extensions.append(f"cogs.{name}")
        start_trace.mark("game cogs loaded")
        self.workers.modules = tuple(cog.renderer.module for cog in self.game_cogs.values())
        self.workers.start(launch=False)  # its processes are launched once serving (`on_ready`), not during the start
        self.add_dynamic_items(GameButton, GameSelect)
        await self.tree.set_translator(CatalogTranslator())
        start_trace.mark("command tree translated")
        self.tree.on_error = self.on_tree_error
        if self.sync_commands:
            try:  # only when the tree changed since the last sync (or asked: `python bot.py sync-commands`)
                await sync_if_changed(self.tree, self.store, self.application_id, self.dev_guild_id, self.force_sync)
            except discord.HTTPException as error:
                log.warning("could not sync the slash commands (%s); the next start tries again", error)
        self.synced.set()
        start_trace.mark("commands synced")
        log.info("ready: %d game cogs, %d running tables", len(self.game_cogs), self.tables.running())

    async def beat(self) -> None:
        """The process's heartbeat in the registry (a process that stops beating is taken over)."""
        while True:
            await asyncio.sleep(HEARTBEAT)
            await self.heartbeat_once()

    async def heartbeat_once(self) -> asyncio.Task[None] | None:
        """Renew this process's heartbeat and take over what dead processes left: their timers' claims (freed in
        the beat: the timer loop is woken for them) and their outbox rows (delivered as at a start, in a task of
        its own, returned: a long delivery must not hold up the next beat, or this process would look dead)."""
        try:
            if self.cluster.beat():
                self.wake_scheduler()
        except DB_ERRORS as error:  # the next beat tries again; STALE allows a few misses
            log.warning("could not renew the heartbeat: %s", error)
            return None
        if not self._caught_up or (self._take_over is not None and not self._take_over.done()):
            return None  # the start's own take-over has not run yet (announce_missed), or the last one still runs
        self._take_over = asyncio.create_task(self._take_over_outbox_quietly(), name="take-over-outbox")
        return self._take_over

    async def _take_over_outbox_quietly(self) -> None:
        try:
            await self.take_over_outbox()
        except DB_ERRORS as error:  # the next heartbeat looks again
            log.warning("could not look for a dead process's outbox rows: %s", error)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Remember each player's Discord locale as last seen (their DMs follow it unless they chose a language)."""
        player_lang(interaction)

    async def on_ready(self) -> None:
        if self._caught_up:
            return
        self._caught_up = True
        start_trace.mark("gateway ready")
        try:
            await self.announce_missed()
        finally:  # serving even when catching up failed (it is logged): timers and workers must not wait forever
            self.serving.set()
            start_trace.mark("serving")
        self.workers.launch()
        start_trace.mark("workers launched")
        heap.settle()  # what the start built lives as long as the process: no collection walks it again
        self._settled = True

    async def wait_until_serving(self) -> None:
        """Until the bot serves: ready, and what an earlier run left delivered (`announce_missed`). The timer loop
        and the worker processes wait for it, so that neither competes with the start."""
        await self.serving.wait()

    async def announce_missed(self) -> None:
        """Deliver what a kill interrupted (`take_over_outbox`), and the moves an older build stored without
        announcing them."""
        await self.take_over_outbox()
        for table in self.tables.unannounced():
            cog = self.game_cogs.get(table.kind)
            if cog is None:
                continue
            try:
                await cog.moves.catch_up(table.id)
                log.info("announced the missed move %s of game %s", table.move_no, table.id)
            except Exception:
                log.exception("could not announce the missed move of game %s", table.id)

    async def take_over_outbox(self) -> list[int]:
        """Deliver every outbox row without a stored result that no live process owns (an earlier run's, or a dead
        process's of the cluster, whatever shard its server is on: delivery is REST, not the gateway), each table
        under its lock, in order, idempotently (cogs/sending.py); the tables delivered."""
        self.backlog.update(self.tables.outbox.tables_pending(self.cluster.orphaned))
        delivered = []
        for table_id in sorted(self.backlog):
            head = self.store.table_head(table_id)
            cog = self.game_cogs.get(head["kind"]) if head else None
            if cog is None:
                continue
            try:
                async with cog.moves.session(table_id):  # entering a session delivers what the table is owed
                    pass
                log.info("delivered what game %s had left to send", table_id)
                delivered.append(table_id)
            except Exception:
                log.exception("could not deliver what game %s had left to send", table_id)
        return delivered

    async def dm_channel(self, user_id: int) -> discord.DMChannel:
        """The DM channel with a user: the user looked up and the channel opened once per process, then kept (a DM
        channel's id never changes), not a user's look-up for every DM."""
        channel = self._dm_channels.get(user_id)
        if channel is None:
            user = self.get_user(user_id) or await self.fetch_user(user_id)
            channel = self._dm_channels[user_id] = user.dm_channel or await user.create_dm()
        return channel

    def may_have_sent(self, row: Row) -> bool:
        """Whether another process (an earlier run, or another of the cluster) may already have sent this row: it
        was written by a process other than this one."""
        return row.owner != self.cluster.id

    def outbox_delivered(self, table_id: int) -> None:
        """Rows were delivered: their results are written soon, together with others (or by the next move); in a
        cluster at once, under the table's lock, so the process that holds the table next sees them sent."""
        if self.cluster.shards.ids is not None:
            self.flush_outbox()
        elif self._flush is None and self.tables.outbox.unwritten:
            self._flush = asyncio.get_running_loop().call_later(FLUSH_DELAY, self.flush_outbox)

    def flush_outbox(self) -> None:
        self._flush = None
        try:
            self.tables.outbox.flush()
        except DB_ERRORS as error:  # tried again after the next delivery; the rows are idempotent anyway
            log.warning("could not write delivered outbox results: %s", error)

    async def close(self) -> None:
        if self.timers is not None:
            await self.timers.cog_unload()
        for task in (self._heartbeat, self._take_over):
            if task is not None:
                task.cancel()
        self._heartbeat = self._take_over = None
        if not hasattr(self, "_AutoShardedClient__queue"):  # never logged in (a command-tree build): the sharded
            self._AutoShardedClient__queue = asyncio.PriorityQueue()  # client's close posts to a queue login makes
        await super().close()
        if self._flush is not None:
            self._flush.cancel()
            self._flush = None
        with contextlib.suppress(*DB_ERRORS):
            self.tables.outbox.flush()
            self.cluster.leave()
        await self.workers.close()
        if self._settled:
            self._settled = False
            heap.release()

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


def create_bot(
    db_path: str | None = None, dev_guild_id: int | None = None, shards: ShardRange | None = None, **kwargs: Any
) -> GameBot:
    store = Store(db_path or config_db_path())
    start_trace.mark("store opened")
    return GameBot(store, dev_guild_id=dev_guild_id, shards=shards, **kwargs)


async def run(token: str, bot: GameBot) -> None:
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    runner = asyncio.create_task(connect.start(bot, token))
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


def main(argv: list[str] | None = None) -> int:
    """The command line (admin/cli.py): run the bot, or one of the admin commands."""
    from admin.cli import main as cli_main

    return cli_main(argv)


if __name__ == "__main__":
    sys.exit(main())
