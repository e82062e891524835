"""The optional health and metrics endpoint (`BOARDBOT_HTTP=127.0.0.1:8080`): `GET /healthz` answers 200 with a small
JSON body once the bot serves (`GameBot.serving`: ready and caught up) while the gateway is connected and the database
writable, else 503 (same body, its status "starting" until the bot serves, then "unavailable"); `GET /metrics` is
the Prometheus text of admin/metrics.py."""

from __future__ import annotations

import asyncio
import functools
import sqlite3
from typing import TYPE_CHECKING

from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from admin.metrics import Metrics
from engine.version import VERSION

if TYPE_CHECKING:
    from bot import GameBot

WRITE_CHECK_TIMEOUT = 2.0  # seconds the write check waits for a busy database


class Gateway:
    """Whether the bot's gateway connection is up: READY or RESUMED since the last disconnect."""

    def __init__(self, bot: GameBot) -> None:
        self.connected = False
        bot.add_listener(self.up, "on_ready")
        bot.add_listener(self.up, "on_resumed")
        bot.add_listener(self.down, "on_disconnect")

    async def up(self) -> None:
        self.connected = True

    async def down(self) -> None:
        self.connected = False


def store_writable(path: str, timeout: float = WRITE_CHECK_TIMEOUT) -> bool:
    """Take the database's write lock on a connection of our own, and let it go (writes nothing)."""
    if path == ":memory:":
        return True
    try:
        conn = sqlite3.connect(f"file:{path}?mode=rw", uri=True, timeout=timeout)
        try:
            conn.execute("BEGIN IMMEDIATE")
            conn.execute("ROLLBACK")
        finally:
            conn.close()
    except sqlite3.Error:
        return False
    return True


class HealthServer:
    def __init__(self, bot: GameBot, metrics: Metrics, host: str, port: int) -> None:
        self.bot = bot
        self.metrics = metrics
        self.host, self.port = host, port
        self.gateway = Gateway(bot)
        self._runner: web.AppRunner | None = None

    async def healthz(self, _request: web.Request) -> web.Response:
        store = self.bot.store
        check = store.conn.writable if store.postgres else functools.partial(store_writable, store.path)
        writable = await asyncio.to_thread(check, WRITE_CHECK_TIMEOUT)
        serving, closed = self.bot.serving.is_set(), self.bot.is_closed()
        healthy = serving and self.gateway.connected and not closed and writable
        status = "ok" if healthy else "starting" if not serving and not closed else "unavailable"
        body = {"status": status, "serving": serving, "gateway": self.gateway.connected, "store": writable,
                "version": VERSION}  # fmt: skip
        return web.json_response(body, status=200 if healthy else 503)

    async def metrics_text(self, _request: web.Request) -> web.Response:
        response = web.Response(body=self.metrics.render())
        response.headers["Content-Type"] = CONTENT_TYPE_LATEST
        return response

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/metrics", self.metrics_text)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        if self.port == 0 and self._runner.addresses:  # an ephemeral port (tests): the one chosen
            self.port = int(self._runner.addresses[0][1])

    async def stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
