"""What a server admin relies on, through the fake Discord: commands synced only when the tree changed (or asked),
`/healthz` following the gateway, `/metrics` in Prometheus text."""

from __future__ import annotations

import asyncio
import random
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from admin.http import HealthServer
from admin.metrics import Metrics
from bot import create_bot
from engine.version import VERSION
from sandbox import FakeDiscord, running_bot
from sandbox.game_driver import open_lobby, seat_players, settle
from tests.e2e.envyra_driver import play_step

TABLE_SEED = "admin-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)

START = 60.0  # seconds a start may take on a loaded machine (the first loads every catalog)


def started(server: FakeDiscord, db: Path, force: bool = False):
    return running_bot(
        server, lambda: create_bot(str(db), dev_guild_id=server.guild_id, force_sync=force), timeout=START
    )


async def test_a_second_start_sends_no_command_writes_and_a_changed_tree_does(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = fake_discord
    db = tmp_path / "db.sqlite"
    monkeypatch.delenv("BOARDBOT_GAMES", raising=False)
    async with started(server, db):
        pass
    assert len(server.command_writes) == 1, server.command_writes
    assert f"/guilds/{server.guild_id}/commands" in server.command_writes[0]
    async with started(server, db) as bot:
        assert bot.synced.is_set()
        for name, locale, words in (("Alice", "en-US", "Free software under the MIT licence"),
                                    ("Věra", "cs", "Svobodný software pod licencí MIT")):  # fmt: skip
            rec = await server.slash(server.add_user(name, locale=locale), "games about")  # synced before, still there
            await rec.wait_done()
            assert rec.ephemeral and VERSION in rec.text and words in rec.text, rec.text
            assert "Envyra" in rec.text and "Battlestar Galactica" in rec.text
    assert len(server.command_writes) == 1, server.command_writes
    monkeypatch.setenv("BOARDBOT_GAMES", "Envyra,frame")  # a different tree: fewer game groups
    async with started(server, db):
        pass
    assert len(server.command_writes) == 2, server.command_writes
    groups = {name.split()[0] for name in server.command_names()}
    assert "cardline" not in groups and {"envyra", "frame", "games"} <= groups
    async with started(server, db):
        pass
    assert len(server.command_writes) == 2, server.command_writes
    async with started(server, db, force=True):  # as `python bot.py sync-commands`: an unchanged tree is synced
        pass
    assert len(server.command_writes) == 3, server.command_writes


@asynccontextmanager
async def served(server: FakeDiscord, db: Path):
    """The bot with its health and metrics endpoint on an ephemeral port, as `python bot.py` wires them."""
    metrics = Metrics()
    health: list[HealthServer] = []

    def factory():
        bot = create_bot(str(db), dev_guild_id=server.guild_id, http_trace=metrics.trace_config())
        metrics.attach(bot)
        health.append(HealthServer(bot, metrics, "127.0.0.1", 0))
        return bot

    try:
        async with running_bot(server, factory, timeout=START) as bot:
            await health[0].start()
            try:
                yield bot, f"http://127.0.0.1:{health[0].port}"
            finally:
                await health[0].stop()
    finally:
        metrics.close()


async def get(url: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        return response.status, await response.text()


async def wait_status(url: str, status: int, timeout: float = 60.0) -> dict:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        async with aiohttp.ClientSession() as session, session.get(url) as response:
            if response.status == status:
                return await response.json()
        assert loop.time() < deadline, f"{url} never answered {status}"
        await asyncio.sleep(0.05)


async def test_healthz_follows_the_gateway(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    async with served(server, tmp_path / "db.sqlite") as (_bot, base):
        body = await wait_status(f"{base}/healthz", 200)
        assert body["status"] == "ok" and body["serving"] and body["gateway"] and body["store"]
        server.gateway_down = True  # an outage: the connection drops and reconnecting fails
        await server.drop_connection()
        body = await wait_status(f"{base}/healthz", 503)
        assert body["status"] == "unavailable" and body["serving"] and not body["gateway"] and body["store"]
        server.gateway_down = False
        body = await wait_status(f"{base}/healthz", 200)  # reconnected and RESUMED
        assert body["gateway"]
        status, _ = await get(f"{base}/nothing")
        assert status == 404


def samples(text: str) -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


async def test_metrics_count_what_the_bot_did(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob", dms_open=False)
    async with served(server, tmp_path / "db.sqlite") as (bot, base):
        table = await open_lobby(server, bot, alice, "envyra new")
        table = await seat_players(server, bot, table, [alice, bob])
        chooser = random.Random(2)
        for _ in range(4):
            await play_step(server, bot, bot.store.get_table(table.id), chooser)
            await settle(server, bot)
        status, text = await get(f"{base}/metrics")
        assert status == 200
        found = samples(text)
        moves = found[("boardbot_moves_applied_total", ())]
        assert moves == bot.tables.moves_applied == len(bot.store.moves(table.id)) >= 4
        assert found[("boardbot_games", (("status", "playing"),))] == 1
        assert found[("boardbot_discord_responses_total", (("status", "200"),))] > 0
        assert found[("boardbot_discord_responses_total", (("status", "403"),))] >= 1  # Bob's closed DMs
        assert found[("boardbot_discord_invalid_requests_total", ())] >= 1
        acks = found[("boardbot_interaction_ack_seconds_count", ())]
        assert acks >= 6  # the slash command, Join, Start and the moves were each acknowledged
        assert found[("boardbot_interaction_ack_seconds_bucket", (("le", "+Inf"),))] == acks
        pending = bot.store.conn.execute("SELECT count(*) FROM outbox WHERE done = 0").fetchone()[0]
        assert found[("boardbot_outbox_pending", ())] == pending
        assert ("boardbot_outbox_oldest_age_seconds", ()) in found
        due = bot.store.conn.execute("SELECT count(*) FROM timers WHERE due <= ?", [bot.clock()]).fetchone()[0]
        assert found[("boardbot_timers_due", ())] == due
        assert found[("boardbot_worker_queue", ())] == bot.workers.in_flight == 0  # settled: nothing queued
