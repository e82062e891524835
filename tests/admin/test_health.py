"""The health endpoint (admin/http.py): the store check (writable means the write lock can be taken now; nothing is
written), and `/healthz` answering "starting" until the bot serves, then following the gateway."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import aiohttp

from admin.http import HealthServer, store_writable
from admin.metrics import Metrics
from engine.store import Store
from engine.version import VERSION


def test_the_store_is_writable_unless_its_write_lock_cannot_be_had(tmp_path: Path) -> None:
    db = tmp_path / "games.db"
    Store(db).close()
    before = db.read_bytes()
    assert store_writable(str(db), timeout=0.05)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # a writer that never lets go
    try:
        assert not store_writable(str(db), timeout=0.05)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert store_writable(str(db), timeout=0.05)
    assert not store_writable(str(tmp_path / "missing.db"), timeout=0.05)  # never created by the check
    assert not (tmp_path / "missing.db").exists()
    assert db.read_bytes() == before


class StandInBot:
    """What the endpoint reads of a `GameBot`: its store, `serving`, whether it is closed, and its gateway events."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.serving = asyncio.Event()
        self.closed = False
        self.listeners: dict[str, list[Callable[[], Awaitable[None]]]] = {}

    def add_listener(self, listener: Callable[[], Awaitable[None]], name: str) -> None:
        self.listeners.setdefault(name, []).append(listener)

    async def dispatch(self, name: str) -> None:
        for listener in self.listeners[name]:
            await listener()

    def is_closed(self) -> bool:
        return self.closed


async def healthz(health: HealthServer) -> tuple[int, dict]:
    url = f"http://127.0.0.1:{health.port}/healthz"
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status, await response.json()


@contextlib.asynccontextmanager
async def serving_health(tmp_path: Path) -> AsyncIterator[tuple[StandInBot, HealthServer]]:
    """A stand-in bot over a fresh store, and its health endpoint listening on a free port."""
    store = Store(tmp_path / "games.db")
    bot = StandInBot(store)
    metrics = Metrics()
    health = HealthServer(bot, metrics, "127.0.0.1", 0)  # type: ignore[arg-type]
    await health.start()
    try:
        yield bot, health
    finally:
        await health.stop()
        metrics.close()
        store.close()


async def test_healthz_says_starting_until_the_bot_serves_then_follows_the_gateway(tmp_path: Path) -> None:
    async with serving_health(tmp_path) as (bot, health):
        status, body = await healthz(health)  # launched: no gateway yet
        assert (status, body["status"], body["serving"], body["gateway"]) == (503, "starting", False, False)
        await bot.dispatch("on_ready")  # READY, still catching up
        status, body = await healthz(health)
        assert (status, body["status"], body["serving"], body["gateway"]) == (503, "starting", False, True)
        assert body["store"] and body["version"] == VERSION
        bot.serving.set()
        status, body = await healthz(health)
        assert status == 200
        assert body == {"status": "ok", "serving": True, "gateway": True, "store": True, "version": VERSION}
        await bot.dispatch("on_disconnect")  # the gateway lost once serving: unavailable, not starting
        status, body = await healthz(health)
        assert (status, body["status"], body["serving"], body["gateway"]) == (503, "unavailable", True, False)
        await bot.dispatch("on_resumed")
        assert (await healthz(health))[0] == 200
        bot.closed = True
        status, body = await healthz(health)
        assert (status, body["status"]) == (503, "unavailable")


async def test_a_bot_closed_before_it_served_is_unavailable_not_starting(tmp_path: Path) -> None:
    async with serving_health(tmp_path) as (bot, health):
        bot.closed = True
        status, body = await healthz(health)
        assert (status, body["status"], body["serving"]) == (503, "unavailable", False)
