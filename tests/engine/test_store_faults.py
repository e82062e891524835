"""The store under faults: a damaged row is set aside (every other game goes on), a database from a newer build or
of an unknown layout is refused with a clear message, an unversioned one of the first layout is adopted, a busy
database is waited for within the busy timeout, and a write that still fails (busy, read-only, disk full) changes
nothing. Plus the online backup."""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path

import pytest

from engine.store import MIGRATIONS, Store, StoreError
from engine.tables import DAMAGED, PLAYING, TableError, Tables
from tests.engine.toy_game import started


def test_a_damaged_row_is_set_aside_and_every_other_game_goes_on(tmp_path: Path, caplog) -> None:
    tables = Tables(Store(tmp_path / "t.db"))
    broken, healthy = started(tables), started(tables)
    tables.store.conn.execute("UPDATE game_tables SET state = '{not json', unannounced = 1 WHERE id = ?", [broken])
    with caplog.at_level(logging.ERROR, logger="boardbot"):
        with pytest.raises(TableError, match="damaged"):
            tables.get(broken)
        assert any(f"game {broken}" in r.getMessage() for r in caplog.records)
    assert tables.get(healthy).status == PLAYING
    tables.store.conn.execute("UPDATE game_tables SET players = 'oops' WHERE id = ?", [broken])
    assert [t.id for t in tables.store.find_tables("1 = 1")] == [healthy]
    assert tables.unannounced() == [] or all(t.id != broken for t in tables.unannounced())
    assert tables.running() == 2  # counted without reading any row
    assert str(DAMAGED).startswith("This game's data is damaged")  # English, the default


def test_a_database_from_a_newer_build_is_refused_naming_both_versions(tmp_path: Path) -> None:
    Store(tmp_path / "t.db").close()
    conn = sqlite3.connect(tmp_path / "t.db")
    conn.execute("PRAGMA user_version = 9")
    conn.close()
    with pytest.raises(StoreError, match=f"version 9.*up to {len(MIGRATIONS)}"):
        Store(tmp_path / "t.db")


def test_an_unversioned_database_of_the_first_layout_is_adopted(tmp_path: Path) -> None:
    tables = Tables(Store(tmp_path / "t.db"))
    tid = started(tables)
    tables.store.close()
    conn = sqlite3.connect(tmp_path / "t.db")
    conn.execute("DROP TABLE seats")
    conn.execute("DROP TABLE users")
    conn.execute("DROP INDEX IF EXISTS idx_game_tables_unannounced")
    conn.execute("ALTER TABLE game_tables DROP COLUMN unannounced")
    conn.execute("PRAGMA user_version = 0")
    conn.commit()
    conn.close()
    again = Tables(Store(tmp_path / "t.db"))
    assert again.store.schema_version == len(MIGRATIONS)
    assert again.get(tid).status == PLAYING
    assert [t.id for t in again.store.tables_of_user(100, ("playing",))] == [tid]


def test_an_unversioned_database_of_an_unknown_layout_is_refused(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "t.db")
    conn.execute("CREATE TABLE game_tables (id INTEGER PRIMARY KEY, something TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(StoreError, match="layout"):
        Store(tmp_path / "t.db")


def hold_write_lock(path: Path, seconds: float) -> threading.Thread:
    ready = threading.Event()

    def hold() -> None:
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")
        ready.set()
        time.sleep(seconds)
        other.execute("COMMIT")
        other.close()

    thread = threading.Thread(target=hold)
    thread.start()
    ready.wait()
    return thread


def test_a_busy_database_is_waited_for_within_the_busy_timeout(tmp_path: Path) -> None:
    tables = Tables(Store(tmp_path / "t.db", busy_timeout=3.0))
    tid = started(tables)
    holder = hold_write_lock(tmp_path / "t.db", 0.3)
    tables.act(tid, 100, {"type": "pick", "n": 1})  # waits for the other writer, then goes through
    holder.join()
    assert tables.get(tid).move_no == 1


@pytest.mark.parametrize("fault", ["busy", "read-only", "disk full"])
def test_a_move_that_cannot_be_written_changes_nothing(tmp_path: Path, fault: str) -> None:
    tables = Tables(Store(tmp_path / "t.db", busy_timeout=0.2))
    tid = started(tables)
    before = tables.get(tid)
    timers = tables.store.timers(tid)
    holder = None
    if fault == "busy":
        holder = hold_write_lock(tmp_path / "t.db", 1.0)
    elif fault == "read-only":
        tables.store.conn.execute("PRAGMA query_only = ON")
    else:
        pages = tables.store.conn.execute("PRAGMA page_count").fetchone()[0]
        tables.store.conn.execute(f"PRAGMA max_page_count = {pages}")
        tables.store.conn.execute("UPDATE game_tables SET meta = ? WHERE id = ?", ["{}", tid])  # fits: same size
    with pytest.raises(sqlite3.OperationalError):
        tables.act(tid, 100, {"type": "pick", "n": 1, "pad": "x" * 200_000})
    if holder:
        holder.join()
    tables.store.conn.execute("PRAGMA query_only = OFF")
    after = tables.get(tid)
    assert after.move_no == before.move_no and after.state == before.state
    assert tables.store.moves(tid) == [] and tables.store.timers(tid) == timers


def test_an_online_backup_is_a_working_copy(tmp_path: Path) -> None:
    tables = Tables(Store(tmp_path / "t.db"))
    tid = started(tables)
    tables.act(tid, 100, {"type": "pick", "n": 2})
    tables.store.backup(tmp_path / "backup" / "copy.db")
    copy = Tables(Store(tmp_path / "backup" / "copy.db"))
    assert copy.get(tid).state == tables.get(tid).state and copy.replay(copy.get(tid)) == copy.get(tid).state
