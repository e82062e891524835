"""Running a bot against the fake Discord."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from typing import Any

import discord
import discord.gateway
import discord.http

from sandbox.server import FakeDiscord


# =====================================================================================================
# running a bot against the server
# =====================================================================================================
class _ErrorCollector(logging.Handler):
    """Keeps ERROR records of the ``discord`` logger (command/view exceptions) on the server."""

    def __init__(self, server: FakeDiscord) -> None:
        super().__init__(logging.ERROR)
        self.server = server
        self.setFormatter(logging.Formatter("%(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        self.server.bot_errors.append(self.format(record))
        self.server.signal.fire()


@contextlib.asynccontextmanager
async def running_bot(
    server: FakeDiscord,
    factory: Callable[[], discord.Client],
    *,
    token: str = "fake-token",
    wait_sync: bool = True,
    timeout: float = 10.0,
    guild_ready_timeout: float | None = 0.05,
) -> AsyncIterator[Any]:
    """Start ``factory()`` with ``bot.start(token)`` against ``server``; yield it once ready (and synced).

    ``wait_sync`` waits for at least one application-command sync (PUT) made by this bot (or, for a bot with a
    ``synced`` event, for it to be set: it syncs only a changed command tree), then for the REST
    traffic to settle, so slash commands can be driven right away. ``guild_ready_timeout`` overrides the
    client's wait for further GUILD_CREATEs before READY (default 2s; ``None`` keeps the bot's own value).
    The bot is closed on exit; ERROR logs of the ``discord`` logger land in ``server.bot_errors``.
    """
    server.install()
    syncs_before = server.command_syncs
    identifies_before = len(server.identify_payloads)
    collector = _ErrorCollector(server)
    logging.getLogger("discord").addHandler(collector)
    bot = factory()
    if guild_ready_timeout is not None:
        bot._connection.guild_ready_timeout = guild_ready_timeout
    task = asyncio.create_task(bot.start(token), name="fake-discord-bot")
    task.add_done_callback(lambda _t: server.signal.fire())
    try:
        await _wait_started(server, bot, task, identifies_before, timeout)
        if wait_sync:
            synced = getattr(bot, "synced", None)  # a bot that syncs only a changed tree says when it has decided

            def decided() -> bool:
                return server.command_syncs > syncs_before or (synced is not None and synced.is_set())

            await _wait_or_fail(server, task, decided, timeout, "command sync")
            await server.wait_idle(timeout=timeout)
        yield bot
    finally:
        await bot.close()
        crash = await _outcome(task, timeout)
        logging.getLogger("discord").removeHandler(collector)
    if crash is not None:
        raise AssertionError(f"bot.start() ended with {crash!r} while the test ran") from crash


async def _outcome(task: asyncio.Task[None], timeout: float) -> BaseException | None:
    """Let ``bot.start()`` finish after ``close()``; return what it raised, if anything."""
    try:
        await asyncio.wait_for(task, timeout)
    except (asyncio.CancelledError, TimeoutError):
        return None
    except Exception as exc:
        return exc
    return None


async def _wait_started(
    server: FakeDiscord, bot: discord.Client, task: asyncio.Task[None], identifies_before: int, timeout: float
) -> None:
    def identified() -> bool:
        return len(server.identify_payloads) > identifies_before

    await _wait_or_fail(server, task, identified, timeout, "gateway IDENTIFY")
    ready = asyncio.create_task(bot.wait_until_ready())
    done, _ = await asyncio.wait({ready, task}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    if ready not in done:
        ready.cancel()
        _raise_if_crashed(task)
        raise AssertionError(f"bot not ready within {timeout}s\n{server.diagnostics()}")


async def _wait_or_fail(
    server: FakeDiscord, task: asyncio.Task[None], condition: Callable[[], bool], timeout: float, what: str
) -> None:
    try:
        await server.signal.wait_until(lambda: condition() or task.done(), timeout)
    except TimeoutError:
        raise AssertionError(f"timed out waiting for {what}\n{server.diagnostics()}") from None
    if not condition():
        _raise_if_crashed(task)
        raise AssertionError(f"bot stopped before {what}\n{server.diagnostics()}")


def _raise_if_crashed(task: asyncio.Task[None]) -> None:
    if task.done() and not task.cancelled() and task.exception() is not None:
        raise AssertionError("bot.start() crashed") from task.exception()
