"""Shared test setup: the fake Discord fixture, for every folder that plays through Discord; bots started by tests
render and let bots decide in a thread (no worker pool), unless BOARDBOT_WORKERS is set in the environment. The pool
itself is tested in tests/test_workers.py and, in the running bot, in tests/e2e/test_workers_e2e.py. (Tests that
replace a renderers module's function to simulate a broken renderer need the in-thread path: a worker process imports
the module afresh.)"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

# helper modules (drivers, states, kits) check with plain `assert`: rewrite them too, for readable failures
pytest.register_assert_rewrite("tests", "sandbox.game_driver", "sandbox.probe", "sandbox.bsg_player")

import engine.tables  # noqa: E402  (after the rewrite hook, which must come first)
from sandbox import FakeDiscord  # noqa: E402
from sandbox.bot_process import SEED_ENV  # noqa: E402
from sandbox.pg_server import PgServer  # noqa: E402

os.environ.setdefault("BOARDBOT_WORKERS", "0")


@pytest.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A started fake Discord server with discord.py pointed at it; fails the test on fake-server bugs."""
    async for server in started_fake():
        yield server


@pytest.fixture
async def two_shards() -> AsyncIterator[FakeDiscord]:
    """The same, saying Discord wants 2 gateway shards."""
    async for server in started_fake(shard_count=2):
        yield server


async def started_fake(**options: Any) -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord(**options)
    await server.start()
    server.install()
    try:
        yield server
    finally:
        await server.stop()
    assert not server.internal_errors, "fake Discord server crashed:\n" + "\n".join(server.internal_errors)


@pytest.fixture(autouse=True)
def table_seed(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """A test module's `TABLE_SEED` is the secret seed of every table its tests open (seats, deals and the bots'
    luck), here and in any bot process a test starts (sandbox/bot_process.py), so its games take a known course."""
    seed = getattr(request.module, "TABLE_SEED", None)
    if seed is not None:
        monkeypatch.setattr(engine.tables, "new_seed", lambda: seed)
        monkeypatch.setenv(SEED_ENV, seed)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """A throwaway PostgreSQL server for this test session (one per xdist worker), started when first needed."""
    server = PgServer()
    server.start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgresql"])
def store_target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """Where a test's Store lives, once on each backend: an SQLite file, or a fresh PostgreSQL database's URL."""
    if request.param == "sqlite":
        yield str(tmp_path / "t.db")
        return
    server: PgServer = request.getfixturevalue("pg_server")
    url = server.fresh()
    try:
        yield url
    finally:
        server.drop(url)
