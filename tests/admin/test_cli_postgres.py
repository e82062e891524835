"""The command line with PostgreSQL: a URL wherever a database path is (BOARDBOT_DATABASE_URL, BOARDBOT_DB), `export`
and `import` between the backends, `backup` and `check` of a PostgreSQL store, and a database that cannot be reached
refused in one line."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from admin import cli, dbtools
from engine.randomplayer import random_step
from engine.store import Store
from engine.tables import Tables
from sandbox.pg_server import PgServer

ROOT = Path(__file__).resolve().parents[2]


def run(args: list[str], env: dict[str, str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    status = cli.main(args, env)
    out, err = capsys.readouterr()
    return status, out, err


def test_an_unreachable_database_url_exits_with_one_line(tmp_path: Path) -> None:
    url = "postgresql://bot:secret@127.0.0.1:1/games?connect_timeout=3"
    env = {**os.environ, "DISCORD_TOKEN": "x", "BOARDBOT_DATABASE_URL": url, "BOARDBOT_HTTP": ""}
    done = subprocess.run([sys.executable, "bot.py"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    line = done.stderr.strip()
    assert "\n" not in line and "Traceback" not in done.stderr and "secret" not in done.stderr
    assert line.startswith("cannot connect to the PostgreSQL database postgresql://bot:***@127.0.0.1:1/games")


def test_a_postgresql_backup_with_pg_dump_restores_with_pg_restore(
    pg_server: PgServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dump = dbtools.pg_dump_binary()
    assert dump is not None, "PostgreSQL's client programs are installed with its server (.ci/run)"
    source, restored = pg_server.fresh(), pg_server.fresh(empty=True)
    try:
        tables = Tables(Store(source))
        table = tables.create("envyra", 1, 2, 100, {})
        tables.join(table.id, 101)
        tables.start(table.id, 100)
        tables.store.close()
        target = tmp_path / "games.dump"
        status, out, err = run(["backup", str(target)], {"BOARDBOT_DATABASE_URL": source}, capsys)
        assert status == 0 and "with pg_dump" in out and "pg_restore" in out and out.count("\n") == 1, err
        pg_restore = str(Path(dump).with_name("pg_restore"))
        subprocess.run([pg_restore, "--no-owner", f"--dbname={restored}", str(target)], check=True, capture_output=True)
        copy = Tables(Store(restored))
        assert copy.get(table.id).state == copy.replay(copy.get(table.id)) and copy.get(table.id).status == "playing"
        copy.store.close()
    finally:
        pg_server.drop(source)
        pg_server.drop(restored)


def test_export_to_postgresql_and_import_back_with_check_and_backup(
    pg_server: PgServer, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    tables = Tables(Store(tmp_path / "a.db"))
    table = tables.create("envyra", 1, 2, 100, {})
    tables.join(table.id, 101)
    tables.start(table.id, 100)
    row = tables.get(table.id)
    seat, action = random_step(tables.game_of(row), row.state, random.Random(1))
    tables.act_on(row, row.seats[seat], action)
    tables.store.close()
    url = pg_server.fresh()
    try:
        status, out, err = run(["export", url], {"BOARDBOT_DB": str(tmp_path / "a.db")}, capsys)
        assert status == 0 and "1 games" in out and "1 games replayed" in out, err
        status, _, err = run(["export", url], {"BOARDBOT_DB": str(tmp_path / "a.db")}, capsys)
        assert status == 1 and err.count("\n") == 1 and "already holds games" in err
        status, out, err = run(["check"], {"BOARDBOT_DATABASE_URL": url, "DISCORD_TOKEN": "x"}, capsys)
        assert status == 0 and "games: 1 playing" in out and "PROBLEM" not in out, out
        status, out, err = run(["import", url], {"BOARDBOT_DB": str(tmp_path / "b.db")}, capsys)
        assert status == 0 and "1 games" in out, err
        with pytest.MonkeyPatch.context() as patch:  # without pg_dump: an SQLite copy
            patch.setattr(dbtools, "pg_dump_binary", lambda: None)
            status, out, err = run(["backup", str(tmp_path / "c.db")], {"BOARDBOT_DB": url}, capsys)
        assert status == 0 and str(tmp_path / "c.db") in out and "pg_dump is not installed" in out, err
        copy = Tables(Store(tmp_path / "c.db"))
        assert copy.get(table.id).state == copy.replay(copy.get(table.id))
        status, _, err = run(["restore", str(tmp_path / "c.db")], {"BOARDBOT_DATABASE_URL": url}, capsys)
        assert status == 2 and "import" in err
    finally:
        pg_server.drop(url)
