"""An unreachable Discord is tried again with a growing pause and one log line a try, no traceback; a refused token
stops at once. Discord's own reconnect attempts are logged in one line; the invalid-request watch warns."""

from __future__ import annotations

import asyncio
import json
import logging
import socket
import sys

import discord
import discord.http
import pytest
from aiohttp import web

from admin import connect
from admin.logs import JsonFormatter, OneLineReconnects
from admin.metrics import WARN_EVERY, WINDOW, InvalidRequests


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_an_outage_is_retried_with_one_line_a_try_then_a_refused_token_stops(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    answers = iter([503, 503])
    calls: list[str] = []

    async def me(request: web.Request) -> web.Response:
        calls.append(request.path)
        status = next(answers, 401)
        body = {"message": "no", "code": 0}
        return web.Response(status=status, text=json.dumps(body), content_type="application/json")

    app = web.Application()
    app.router.add_get("/api/v10/users/@me", me)
    runner = web.AppRunner(app)
    await runner.setup()
    port = free_port()
    await web.TCPSite(runner, "127.0.0.1", port).start()
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    client = discord.Client(intents=discord.Intents.none())
    caplog.set_level(logging.WARNING, logger="boardbot")
    try:
        with pytest.raises(discord.LoginFailure):
            await connect.login(client, "token", first_delay=0.01)
    finally:
        await client.close()
        await runner.cleanup()
    assert len(calls) == 3
    tries = [r for r in caplog.records if r.name == "boardbot"]
    assert [r.getMessage().split(";")[0] for r in tries] == ["cannot reach Discord (Discord answered 503)"] * 2
    assert "try 1 failed" in tries[0].getMessage() and "try 2 failed" in tries[1].getMessage()
    assert all(r.exc_info is None for r in tries)


async def test_no_server_at_all_is_retried_until_stopped(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{free_port()}/api/v10")
    client = discord.Client(intents=discord.Intents.none())
    caplog.set_level(logging.WARNING, logger="boardbot")
    task = asyncio.create_task(connect.login(client, "token", first_delay=0.01, max_delay=0.02))
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30
    while len([r for r in caplog.records if r.name == "boardbot"]) < 3:
        assert loop.time() < deadline and not task.done()
        await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    await client.close()
    lines = [r.getMessage() for r in caplog.records if r.name == "boardbot"]
    assert all(line.startswith("cannot reach Discord (ClientConnectorError") for line in lines), lines


def test_a_gateway_reconnect_is_one_line() -> None:
    try:
        raise OSError("Network is unreachable")
    except OSError:
        record = logging.LogRecord("discord.client", logging.ERROR, "", 0, "Attempting a reconnect in %.2fs", (1.5,),
                                   exc_info=sys.exc_info())  # fmt: skip
    assert OneLineReconnects().filter(record)
    assert record.exc_info is None
    assert record.getMessage() == "Attempting a reconnect in 1.50s (OSError: Network is unreachable)"


def test_json_logs_are_one_object_a_line() -> None:
    record = logging.LogRecord("boardbot", logging.INFO, "", 0, "game %s: %s", (7, 'said "hi"\nthen left'), None)
    line = JsonFormatter().format(record)
    assert "\n" not in line
    entry = json.loads(line)
    assert entry["level"] == "INFO" and entry["logger"] == "boardbot"
    assert entry["message"] == 'game 7: said "hi"\nthen left' and entry["time"].endswith("Z")


def test_4xx_answers_warn_past_the_threshold_at_most_once_a_minute(caplog: pytest.LogCaptureFixture) -> None:
    now = [1000.0]
    watch = InvalidRequests(warn_at=5, clock=lambda: now[0])
    caplog.set_level(logging.WARNING, logger="boardbot")
    for _ in range(20):
        watch.seen(200)
        watch.seen(204)
        watch.seen(503)
    assert watch.count() == 0
    for status in (404, 400, 403, 429, 401):
        watch.seen(status)
    assert watch.count() == 5 and watch.invalid() == 3 and not caplog.records
    watch.seen(403)
    assert len(caplog.records) == 1
    said = caplog.records[0].getMessage()
    assert "6 answers 4xx" in said and "4 of them 401/403/429" in said
    watch.seen(404)
    assert len(caplog.records) == 1  # not again within a minute
    now[0] += WARN_EVERY
    watch.seen(404)
    assert len(caplog.records) == 2
    now[0] += WINDOW + 1  # the window slid past them all
    watch.seen(403)
    assert watch.count() == 1 and watch.invalid() == 1 and len(caplog.records) == 2
