"""Logging in to Discord, patiently: an unreachable Discord (a connection error, a timeout, a 5xx answer) is tried
again with a growing pause, one log line a try; a refused token (LoginFailure) is raised at once."""

from __future__ import annotations

import asyncio
import logging

import aiohttp
import discord
from discord.utils import MISSING

log = logging.getLogger("boardbot")

FIRST_DELAY = 2.0  # seconds before the second try; doubled after each failure
MAX_DELAY = 300.0
UNREACHABLE = (OSError, aiohttp.ClientError, asyncio.TimeoutError, discord.DiscordServerError)


def describe(error: BaseException) -> str:
    if isinstance(error, discord.DiscordServerError):
        return f"Discord answered {error.status}"
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


async def login(
    bot: discord.Client, token: str, first_delay: float = FIRST_DELAY, max_delay: float = MAX_DELAY
) -> None:
    """`bot.login(token)`, tried until Discord answers."""
    delay, attempt = first_delay, 1
    while True:
        try:
            await bot.login(token)
            return
        except discord.LoginFailure:
            raise
        except UNREACHABLE as error:
            log.warning("cannot reach Discord (%s); try %d failed, next in %.0f s", describe(error), attempt, delay)
            await bot.http.close()  # the next try opens a fresh session (and connector)
            bot.http.connector = MISSING
            await asyncio.sleep(delay)
            delay, attempt = min(delay * 2, max_delay), attempt + 1


async def start(bot: discord.Client, token: str, first_delay: float = FIRST_DELAY) -> None:
    """What `bot.start(token)` does, with a patient login (the gateway reconnects with its own back-off)."""
    await login(bot, token, first_delay)
    await bot.connect(reconnect=True)
