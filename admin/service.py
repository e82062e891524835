"""Running the bot from a validated configuration (`python bot.py`), with the optional health and metrics
endpoint, and the one-shot `sync-commands`."""

from __future__ import annotations

import asyncio
import sys

import discord

from admin.config import Config
from admin.connect import describe, login
from admin.http import HealthServer
from admin.logs import setup_logging
from admin.metrics import Metrics
from admin.sync import sync_if_changed
from engine.cluster import ClusterError
from engine.store import StoreError
from engine.store_dialect import DB_ERRORS

REFUSED = "Discord refused the token in DISCORD_TOKEN. Check it and try again.\n"


async def _serve(config: Config, bot: discord.Client, metrics: Metrics) -> None:
    from bot import run

    server = HealthServer(bot, metrics, *config.http) if config.http else None  # type: ignore[arg-type]
    if server is not None:
        await server.start()
    try:
        await run(config.token, bot)  # type: ignore[arg-type]
    finally:
        if server is not None:
            await server.stop()


def serve(config: Config) -> int:
    from bot import create_bot

    setup_logging(config.log_level, config.log_format)
    metrics = Metrics()
    try:
        bot = create_bot(
            str(config.db_path), dev_guild_id=config.dev_guild, shards=config.shards, http_trace=metrics.trace_config()
        )
    except StoreError as error:  # unreachable, wrong, or migrated by a newer build: one line
        sys.stderr.write(f"{error}\n")
        return 2
    try:
        bot.cluster.register()  # refused when a live process serves one of these shards
    except (ClusterError, *DB_ERRORS) as error:
        bot.store.close()
        said = " ".join(str(error).split())  # a database's message may span lines
        sys.stderr.write(f"{said}\n" if isinstance(error, ClusterError) else f"could not join the cluster: {said}\n")
        return 2
    metrics.attach(bot)
    try:
        asyncio.run(_serve(config, bot, metrics))
    except discord.LoginFailure:
        sys.stderr.write(REFUSED)
        return 2
    except OSError as error:  # the health endpoint could not listen
        sys.stderr.write(f"BOARDBOT_HTTP: cannot listen on {config.http}: {error.strerror or error}\n")
        return 2
    finally:
        metrics.close()
    return 0


async def _sync(config: Config, bot: discord.Client) -> str:
    try:
        await login(bot, config.token)
        await sync_if_changed(bot.tree, bot.store, bot.application_id, config.dev_guild, force=True)  # type: ignore[attr-defined]
    finally:
        await bot.close()
    return f"server {config.dev_guild}" if config.dev_guild else "global (may take up to an hour to appear)"


def sync_once(config: Config) -> int:
    """`python bot.py sync-commands`: log in, sync the command tree now, record its hash, log out."""
    from bot import create_bot

    setup_logging("WARNING", config.log_format)
    try:
        bot = create_bot(str(config.db_path), dev_guild_id=config.dev_guild, sync_commands=False)
    except StoreError as error:
        sys.stderr.write(f"{error}\n")
        return 2
    try:
        scope = asyncio.run(_sync(config, bot))
    except discord.LoginFailure:
        sys.stderr.write(REFUSED)
        return 2
    except discord.HTTPException as error:
        sys.stderr.write(f"the sync failed: {describe(error)} {error.text}\n")
        return 1
    finally:
        bot.store.close()
    print(f"Synced the slash commands ({scope}).")
    return 0
