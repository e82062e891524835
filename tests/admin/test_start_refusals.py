"""Bad input at the start of `python bot.py`, on either backend: a database URL that reaches no database, a shard
range that overlaps a live process's (engine/cluster.py), a database migrated by a newer build. Each exits 2 with
one line on stderr, no traceback, before anything logs in. (An unreachable server: tests/admin/test_cli_postgres.py,
through the real entry point.)"""

from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest

from admin import cli
from engine.cluster import Cluster, ShardRange
from engine.store import Store
from sandbox.pg_server import PgServer


@pytest.fixture(autouse=True)
def root_logging() -> Iterator[None]:
    """A start sets up logging (admin/logs.py) on the root logger: put back what the test session had."""
    root = logging.getLogger()
    handlers, level = root.handlers[:], root.level
    yield
    root.handlers[:] = handlers
    root.setLevel(level)


def start(env: dict[str, str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = cli.main([], {"DISCORD_TOKEN": "x", **env})
    out, err = capsys.readouterr()
    assert out == "" and "Traceback" not in err and err.count("\n") == 1, err
    return status, err.strip()


@pytest.mark.parametrize("wrong", ["no_such_database", "x?bogus=1"])
def test_a_database_url_that_reaches_no_database_is_one_line(
    pg_server: PgServer, wrong: str, capsys: pytest.CaptureFixture[str]
) -> None:
    url = pg_server.url(wrong).replace("?host", "&host") if "?" in wrong else pg_server.url(wrong)
    status, line = start({"BOARDBOT_DATABASE_URL": url}, capsys)
    assert status == 2 and line.startswith("cannot connect to the PostgreSQL database postgresql://postgres@/")
    assert ("no_such_database" in line and "does not exist" in line) or "bogus" in line


def test_a_shard_range_overlapping_a_live_process_is_refused_at_start(
    store_target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    live = Cluster(Store(store_target), ShardRange(0, 3, 8))
    live.host, live.id = "elsewhere", "elsewhere:11:x"  # another machine's process, beating
    live.register()
    env = {"BOARDBOT_DB": store_target, "BOARDBOT_SHARD_IDS": "2-5", "BOARDBOT_SHARD_COUNT": "8"}
    status, line = start(env, capsys)
    assert status == 2 and line.startswith("refused to start: shards 2-5 of 8 overlap shards 0-3 of the live process")
    assert [p.id for p in live.processes()] == [live.id]  # the refused one never registered
    live.store.close()


def test_a_database_migrated_by_a_newer_build_is_refused_at_start(
    store_target: str, capsys: pytest.CaptureFixture[str]
) -> None:
    store = Store(store_target)
    if store.postgres:
        store.execute("UPDATE boardbot_schema SET version = 99")
    else:
        store.execute("PRAGMA user_version = 99")
    store.close()
    status, line = start({"BOARDBOT_DB": store_target}, capsys)
    assert status == 2 and "schema version 99, from a newer build of the bot" in line
