"""`python bot.py` as an admin uses it: every subcommand with good and bad input, configuration errors, exit
statuses, no traceback, and no change to the database when something is refused."""

from __future__ import annotations

import hashlib
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
import sqlite_utils

from admin import cli
from admin.config import ConfigError, load, parse_games, variables_table
from admin.holder import Holder
from engine.store import MIGRATIONS, Store
from engine.version import VERSION

ROOT = Path(__file__).resolve().parents[2]
GAMES = ("envyra", "frame", "hieroglyphs", "cardline", "bsg")


def old_database(path: Path, version: int = 7) -> Path:
    """A database as an older build left it: the first `version` migrations, WAL, one table row."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    db = sqlite_utils.Database(conn)
    for number, migration in enumerate(MIGRATIONS[:version], start=1):
        migration(db)
        conn.execute(f"PRAGMA user_version = {number}")
    conn.execute(
        "INSERT INTO game_tables (id, kind, guild_id, channel_id, host_id, status, options, players, seats, seed, "
        "move_no, meta, created_at, updated_at) VALUES (1, 'envyra', 1, 2, 3, 'lobby', '{}', '[3]', '[]', 's', 0, "
        "'{}', 0, 0)"
    )
    conn.close()
    return path


def version_of(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run(args: list[str], env: dict[str, str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    with pytest.raises(SystemExit) as exited:
        raise SystemExit(cli.main(args, env))
    out, err = capsys.readouterr()
    return int(exited.value.code or 0), out, err


# -- the command line itself ----------------------------------------------------------------------------------
def test_help_and_version_print_and_never_start_the_bot(capsys: pytest.CaptureFixture[str]) -> None:
    env = {"DISCORD_TOKEN": "would-start-the-bot"}
    status, out, _ = run(["--help"], env, capsys)
    assert status == 0
    assert "backup" in out and "restore" in out and "sync-commands" in out
    for name in ("DISCORD_TOKEN", "BOARDBOT_DB", "BOARDBOT_GAMES", "BOARDBOT_HTTP", "BOARDBOT_LOG_FORMAT"):
        assert name in out
    status, out, _ = run(["--version"], env, capsys)
    assert status == 0 and VERSION in out


@pytest.mark.parametrize(
    "args",
    [["--bogus"], ["frobnicate"], ["backup"], ["backup", "a", "b"], ["migrate", "--now"], ["--backup"]],
)
def test_bad_arguments_exit_2_with_one_line(
    args: list[str], capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    env = {"BOARDBOT_DB": str(tmp_path / "games.db")}
    status, out, err = run(args, env, capsys)
    assert status == 2
    assert len(err.strip().splitlines()) == 1 and "--help" in err, err
    assert "Traceback" not in err and out == ""
    assert not (tmp_path / "games.db").exists()


def test_the_real_entry_point_refuses_an_unknown_argument_without_a_traceback(tmp_path: Path) -> None:
    env = {**os.environ, "DISCORD_TOKEN": "x", "BOARDBOT_DB": str(tmp_path / "g.db")}
    done = subprocess.run(
        [sys.executable, "bot.py", "--verbose"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0 and "unrecognized arguments: --verbose" in done.stderr
    assert not (tmp_path / "g.db").exists()


# -- configuration --------------------------------------------------------------------------------------------
def test_game_names_are_case_insensitive_and_an_unknown_one_lists_the_games() -> None:
    assert parse_games("Envyra, BSG", GAMES) == ("envyra", "bsg")
    assert parse_games("", GAMES) == GAMES
    with pytest.raises(ConfigError) as error:
        parse_games("envyra,chess", GAMES)
    assert "'chess'" in str(error.value) and "envyra, frame, hieroglyphs, cardline, bsg" in str(error.value)


@pytest.mark.parametrize(
    ("name", "value", "words"),
    [
        ("BOARDBOT_LOG_LEVEL", "verbose", "DEBUG, INFO, WARNING, ERROR, CRITICAL"),
        ("BOARDBOT_LOG_FORMAT", "yaml", "text or json"),
        ("BOARDBOT_DEV_GUILD", "my-server", "server id"),
        ("BOARDBOT_GAMES", "Envyra,Chess", "the games are"),
        ("BOARDBOT_WORKERS", "many", "whole number"),
        ("BOARDBOT_AWAY_DAYS", "-3", "whole number"),
        ("BOARDBOT_HTTP", "8080", "HOST:PORT"),
        ("BOARDBOT_HTTP", "localhost:99999", "HOST:PORT"),
        ("BOARDBOT_DATABASE_URL", "mysql://bot:secret@db/games", "is not a postgresql:// URL"),
    ],
)
def test_a_bad_variable_exits_2_naming_it_before_anything_starts(
    name: str, value: str, words: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    env = {"DISCORD_TOKEN": "x", "BOARDBOT_DB": str(tmp_path / "games.db"), name: value}
    status, _, err = run([], env, capsys)
    assert status == 2
    assert err.count("\n") == 1 and name in err and words in err and "Traceback" not in err
    assert not (tmp_path / "games.db").exists()


def test_good_configuration_is_parsed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    env = {"BOARDBOT_DB": "sub/g.db", "BOARDBOT_LOG_LEVEL": "debug", "BOARDBOT_HTTP": "[::1]:9100",
           "BOARDBOT_GAMES": "FRAME", "BOARDBOT_LOG_FORMAT": "JSON"}  # fmt: skip
    config = load(env, GAMES)
    assert config.db_path == tmp_path / "sub" / "g.db"  # resolved at start, absolute
    assert (config.log_level, config.log_format, config.games, config.http) == (
        "DEBUG", "json", ("frame",), ("::1", 9100)
    )  # fmt: skip
    assert load({}, GAMES).db_path == ROOT / "data" / "games.db"  # the default is beside bot.py, not the cwd


def test_the_readme_table_is_the_one_in_the_code() -> None:
    assert variables_table(markdown=True) in (ROOT / "README.md").read_text(encoding="utf-8")


def test_no_token_still_explains_itself(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = run([], {"BOARDBOT_DB": str(tmp_path / "g.db")}, capsys)
    assert status == 2 and "DISCORD_TOKEN is not set" in err


# -- backup ---------------------------------------------------------------------------------------------------
def test_backup_of_an_older_schema_leaves_it_unchanged_and_the_copy_is_sound(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = old_database(tmp_path / "games.db", version=7)
    before = digest(db)
    env = {"BOARDBOT_DB": str(db)}
    status, out, err = run(["backup", str(tmp_path / "b" / "copy.db")], env, capsys)
    assert status == 0, err
    assert "schema v7" in out and "integrity ok" in out
    assert version_of(db) == 7 and digest(db) == before  # never migrated, never written
    copy = tmp_path / "b" / "copy.db"
    assert version_of(copy) == 7
    conn = sqlite3.connect(copy)
    assert conn.execute("SELECT kind FROM game_tables").fetchall() == [("envyra",)]
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"  # one self-contained file
    conn.close()
    assert not (tmp_path / "b" / "copy.db.partial").exists()


def test_backup_refuses_an_existing_target_unless_forced_and_the_source_itself(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = old_database(tmp_path / "games.db")
    env = {"BOARDBOT_DB": str(db)}
    target = tmp_path / "copy.db"
    target.write_text("keep me")
    status, _, err = run(["backup", str(target)], env, capsys)
    assert status == 2 and "--force" in err and target.read_text() == "keep me"
    status, _, err = run(["--backup", str(target), "--force"], env, capsys)  # the older spelling
    assert status == 0, err
    assert version_of(target) == 7
    before = digest(db)
    for same in (str(db), str(tmp_path / "." / "games.db")):
        status, _, err = run(["backup", same, "--force"], env, capsys)
        assert status == 2 and "the database itself" in err
    assert digest(db) == before
    status, _, err = run(["backup", str(tmp_path / "x.db")], {"BOARDBOT_DB": str(tmp_path / "none.db")}, capsys)
    assert status == 2 and "no database" in err and not (tmp_path / "none.db").exists()


def test_backup_of_a_file_that_is_no_database_fails_in_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    junk = tmp_path / "games.db"
    junk.write_bytes(b"not a database at all" * 100)
    status, _, err = run(["backup", str(tmp_path / "copy.db")], {"BOARDBOT_DB": str(junk)}, capsys)
    assert status == 1 and err.count("\n") == 1 and "not a readable SQLite database" in err
    assert not (tmp_path / "copy.db").exists()


def test_backup_while_the_store_is_open_copies_what_is_committed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "games.db"
    store = Store(db)  # a running bot's connection, in WAL mode
    store.set_dm_closed_until(42, 123.0)
    status, _, err = run(["backup", str(tmp_path / "copy.db")], {"BOARDBOT_DB": str(db)}, capsys)
    store.close()
    assert status == 0, err
    copy = Store(tmp_path / "copy.db")
    assert copy.dm_closed_until(42) == 123.0
    copy.close()


# -- restore --------------------------------------------------------------------------------------------------
def test_restore_replaces_the_database_and_keeps_the_old_one_beside_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "games.db"
    store = Store(db)
    store.set_dm_closed_until(1, 5.0)
    store.close()
    backup = old_database(tmp_path / "backup.db", version=7)
    status, out, err = run(["restore", str(backup)], {"BOARDBOT_DB": str(db)}, capsys)
    assert status == 0, err
    kept = [p for p in tmp_path.iterdir() if p.name.startswith("games.db.replaced-") and p.suffix != ".db-wal"]
    kept = [p for p in kept if not p.name.endswith(("-wal", "-shm"))]
    assert len(kept) == 1 and str(kept[0]) in out
    assert version_of(db) == 7
    old = Store(kept[0])
    assert old.dm_closed_until(1) == 5.0  # the replaced database is intact
    old.close()


def test_restore_is_refused_while_a_bot_holds_the_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "games.db"
    Store(db).close()
    before = digest(db)
    backup = old_database(tmp_path / "backup.db")
    holder = subprocess.Popen(  # another process holds it, as `python bot.py` does while it runs
        [sys.executable, "-c", "import sys, time; from pathlib import Path; from admin.holder import Holder; "
         "h = Holder(Path(sys.argv[1])); h.acquire(); print('held', flush=True); time.sleep(60)", str(db)],
        cwd=ROOT, stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
        status, _, err = run(["restore", str(backup)], {"BOARDBOT_DB": str(db)}, capsys)
        assert status == 1 and f"process {holder.pid}" in err and "stop it first" in err
        status, _, err = run(["migrate"], {"BOARDBOT_DB": str(db)}, capsys)
        assert status == 0  # already current: nothing to hold
        assert digest(db) == before
        assert not [p for p in tmp_path.iterdir() if ".replaced-" in p.name]
    finally:
        holder.kill()
        holder.wait()
    status, _, err = run(["restore", str(backup)], {"BOARDBOT_DB": str(db)}, capsys)  # killed: the lock is gone
    assert status == 0, err


def test_restore_refuses_bad_input(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "games.db"
    Store(db).close()
    env = {"BOARDBOT_DB": str(db)}
    status, _, err = run(["restore", str(tmp_path / "missing.db")], env, capsys)
    assert status == 2 and "no backup" in err
    status, _, err = run(["restore", str(db)], env, capsys)
    assert status == 2 and "the database itself" in err
    newer = old_database(tmp_path / "newer.db")
    conn = sqlite3.connect(newer)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    conn.close()
    status, _, err = run(["restore", str(newer)], env, capsys)
    assert status == 1 and "newer build" in err
    assert version_of(db) == len(MIGRATIONS)


# -- migrate and check ----------------------------------------------------------------------------------------
def test_migrate_says_from_and_to(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = old_database(tmp_path / "games.db", version=7)
    env = {"BOARDBOT_DB": str(db)}
    status, out, _ = run(["migrate"], env, capsys)
    assert status == 0 and f"from schema v7 to v{len(MIGRATIONS)}" in out
    assert version_of(db) == len(MIGRATIONS)
    status, out, _ = run(["migrate"], env, capsys)
    assert status == 0 and "already" in out
    status, _, err = run(["migrate"], {"BOARDBOT_DB": str(tmp_path / "none.db")}, capsys)
    assert status == 2 and "no database" in err


def test_migrate_is_refused_while_held(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = old_database(tmp_path / "games.db", version=7)
    with Holder(db):  # a second open file description conflicts with this one, even in one process
        status, _, err = run(["migrate"], {"BOARDBOT_DB": str(db)}, capsys)
    assert status == 1 and "in use" in err
    assert version_of(db) == 7


def test_check_reports_and_exits_0_or_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = old_database(tmp_path / "games.db", version=7)
    good = {"DISCORD_TOKEN": "x", "BOARDBOT_DB": str(db), "BOARDBOT_GAMES": "Envyra"}
    status, out, _ = run(["check"], good, capsys)
    assert status == 0, out
    assert str(db) in out and "schema v7" in out and "games: envyra" in out and "1 lobby" in out
    assert version_of(db) == 7  # check changes nothing
    status, out, _ = run(["check"], {**good, "BOARDBOT_LOG_LEVEL": "loud", "DISCORD_TOKEN": ""}, capsys)
    assert status == 1
    assert "BOARDBOT_LOG_LEVEL" in out and "DISCORD_TOKEN is not set" in out
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    conn.close()
    status, out, _ = run(["check"], good, capsys)
    assert status == 1 and "newer build" in out
    status, out, _ = run(["check"], {**good, "BOARDBOT_DB": str(tmp_path / "fresh" / "g.db")}, capsys)
    assert status == 0 and "not created yet" in out and not (tmp_path / "fresh").exists()


def test_demo_is_offered_only_when_its_module_exists(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(cli, "DEMO_MODULE", "no_such_package_here.demo")
    status, _, err = run(["demo"], {}, capsys)
    assert status == 2 and "invalid choice: 'demo'" in err
    (tmp_path / "fake_sandbox_for_test").mkdir()
    (tmp_path / "fake_sandbox_for_test" / "__init__.py").write_text("")
    stand_in = "seen = []\ndef main(args, prog):\n    seen.append((args, prog))\n"
    (tmp_path / "fake_sandbox_for_test" / "demo.py").write_text(stand_in)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(cli, "DEMO_MODULE", "fake_sandbox_for_test.demo")
    status, out, _ = run(["--help"], {}, capsys)
    assert "demo" in out
    status, _, _ = run(["demo", "envyra", "--players", "3"], {}, capsys)
    import fake_sandbox_for_test.demo as demo  # type: ignore[import-not-found]

    assert status == 0 and demo.seen == [(["envyra", "--players", "3"], "python bot.py demo")]


def test_a_second_bot_on_the_same_database_is_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = tmp_path / "games.db"
    with Holder(db):  # the first bot
        status, _, err = run([], {"DISCORD_TOKEN": "x", "BOARDBOT_DB": str(db)}, capsys)
    assert status == 2 and f"in use by process {os.getpid()}" in err and err.count("\n") == 1
    assert not db.exists()
