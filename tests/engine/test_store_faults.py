"""The store under faults: a damaged row is set aside (every other game goes on), a database from a newer build or
of an unknown layout is refused with a clear message, an unversioned one of the first layout is adopted, a busy
database is waited for within the busy timeout, and a write that still fails (busy, read-only, disk full) changes
nothing. Plus the online backup."""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.store import MIGRATIONS, RECORD_COLUMNS, Store, StoreError, _lean_move_writes, timer_ids
from engine.tables import DAMAGED, PLAYING, TableError, Tables
from engine.timer_claims import claim_due
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
    newer = len(MIGRATIONS) + 1
    conn.execute(f"PRAGMA user_version = {newer}")
    conn.close()
    with pytest.raises(StoreError, match=f"version {newer}.*up to {len(MIGRATIONS)}"):
        Store(tmp_path / "t.db")


def back_to_meta(conn: sqlite3.Connection) -> None:
    """The layout before typed records (engine/table_record.py): the record's columns go, a JSON `meta` column holds
    the names and bots (the fields these tables have)."""
    rows = conn.execute("SELECT id, names, bots FROM game_tables").fetchall()
    conn.execute("ALTER TABLE game_tables ADD COLUMN meta TEXT")
    for table_id, names, bots in rows:
        meta = {"names": json.loads(names or "{}"), "bots": json.loads(bots or "{}")}
        conn.execute("UPDATE game_tables SET meta = ? WHERE id = ?", [json.dumps(meta), table_id])
    for column in RECORD_COLUMNS:
        conn.execute(f"ALTER TABLE game_tables DROP COLUMN {column}")


def test_an_unversioned_database_of_the_first_layout_is_adopted(tmp_path: Path) -> None:
    tables = Tables(Store(tmp_path / "t.db"))
    tid = started(tables)
    tables.store.close()
    conn = sqlite3.connect(tmp_path / "t.db")
    conn.execute("DROP TABLE seats")
    conn.execute("DROP TABLE users")
    conn.execute("DROP INDEX IF EXISTS idx_game_tables_unannounced")
    conn.execute("ALTER TABLE game_tables DROP COLUMN unannounced")
    conn.execute("DROP INDEX IF EXISTS idx_game_tables_choices")
    conn.execute("ALTER TABLE game_tables DROP COLUMN player_count")
    back_to_meta(conn)
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
        tables.store.conn.execute("UPDATE game_tables SET timed_out = timed_out WHERE id = ?", [tid])  # fits
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


def test_a_database_of_the_previous_layout_migrates_to_lean_move_writes(tmp_path: Path) -> None:
    """Moves and timers as the layout before stored them (a move log with rowids and a key index, timers numbered
    globally with indexes by table and by due time, no wake-ups): the log moves to a (table, seq) b-tree without
    rowids, each table's timers to its own id range, the tables get wake-ups; every game reads, replays, plays on,
    and its timers fire."""
    tables = Tables(Store(tmp_path / "t.db"))
    first, second = started(tables, 3, target=9), started(tables, 2, target=9)
    for tid in (first, second, first):
        table = tables.get(tid)
        seat = tables.game_of(table).to_act(table.state)[0]
        tables.act(tid, table.seats[seat], {"type": "pick", "n": 1})
    tables.store.replace_timers(second, "vote_end", [(0, 5.0, {"vote": 1}), (0, 6.0, {"vote": 2})])
    moves = {tid: tables.store.moves(tid) for tid in (first, second)}
    timers = {tid: [{**t, "id": 0} for t in tables.store.timers(tid, fresh=True)] for tid in (first, second)}
    due = [(t["table_id"], t["kind"], t["due"]) for t in tables.store.due_timers(1e12)]
    tables.store.close()
    conn = sqlite3.connect(tmp_path / "t.db", isolation_level=None)
    back_to_meta(conn)
    for sql in (  # back to the layout before, as it was created (sqlite-utils) and migrated
        "CREATE TABLE old_moves (table_id INTEGER REFERENCES game_tables(id), seq INTEGER, seat INTEGER, "
        "user_id INTEGER, action TEXT, at REAL, PRIMARY KEY (table_id, seq))",
        "INSERT INTO old_moves SELECT * FROM moves ORDER BY at",
        "DROP TABLE moves",
        "ALTER TABLE old_moves RENAME TO moves",
        "CREATE TABLE old_timers (id INTEGER PRIMARY KEY, table_id INTEGER, user_id INTEGER, kind TEXT, due REAL, "
        "payload TEXT)",
        "INSERT INTO old_timers (table_id, user_id, kind, due, payload) SELECT table_id, user_id, kind, due, payload "
        "FROM timers ORDER BY table_id DESC, id",
        "DROP TABLE timers",
        "ALTER TABLE old_timers RENAME TO timers",
        "CREATE INDEX idx_timers_due ON timers (due)",
        "CREATE INDEX idx_timers_table_id ON timers (table_id)",
        "DROP TABLE wakeups",
        f"PRAGMA user_version = {MIGRATIONS.index(_lean_move_writes)}",
    ):
        conn.execute(sql)
    conn.close()

    again = Tables(Store(tmp_path / "t.db"))
    assert again.store.schema_version == len(MIGRATIONS)
    schema = dict(again.store.conn.execute("SELECT name, sql FROM sqlite_master WHERE type IN ('table', 'index')"))
    assert "WITHOUT ROWID" in schema["moves"]
    assert not {"idx_timers_table_id", "idx_timers_due"} & set(schema) and "idx_wakeups_wake_at" in schema
    for tid in (first, second):
        assert again.store.moves(tid) == moves[tid]
        assert again.replay(again.get(tid)) == again.get(tid).state
        found = again.store.timers(tid, fresh=True)
        assert [{**t, "id": 0} for t in found] == timers[tid]
        low, high = timer_ids(tid)
        assert all(low <= t["id"] < high for t in found)
    assert again.store.next_due() == 5.0
    assert [(t["table_id"], t["kind"], t["due"]) for t in again.store.due_timers(1e12)] == due
    table = again.get(second)
    seat = again.game_of(table).to_act(table.state)[0]
    again.act(second, table.seats[seat], {"type": "pick", "n": 1})
    assert [m["seq"] for m in again.store.moves(second)] == [1, 2]
    assert again.replay(again.get(second)) == again.get(second).state
    assert [t["payload"] for t in again.store.timers(second) if t["kind"] == "vote_end"] == [{"vote": 1}, {"vote": 2}]


def test_a_wake_up_is_never_later_than_its_tables_timers(tmp_path: Path) -> None:
    """The scheduler finds due timers through their tables' wake-ups: a timer made sooner (by the store, or by hand
    while the bot was down) is found; a wake-up left sooner than the next timer is moved on when it comes."""
    tables = Tables(Store(tmp_path / "t.db"))
    one, two = started(tables), started(tables)
    store = tables.store
    store.clear_timers(one)
    store.clear_timers(two)
    store.replace_timers(one, "bot", [(0, 100.0, {"seat": 0})])
    store.replace_timers(two, "bot", [(0, 300.0, {"seat": 1})])
    assert store.next_due() == 100.0 and store.due_timers(99.0) == []
    store.replace_timers(one, "bot", [(0, 200.0, {"seat": 0})])  # later: the wake-up stays, and is moved on
    assert store.next_due() == 100.0
    assert store.due_timers(150.0) == [] and store.next_due() == 200.0
    [timer] = store.timers(two)
    store.move_timer(timer["id"], 50.0)  # sooner
    assert store.next_due() == 50.0 and [t["table_id"] for t in store.due_timers(60.0)] == [two]
    assert [t["table_id"] for t in store.due_timers(250.0)] == [two, one]  # by due time
    store.delete_timer(timer["id"])
    assert [t["table_id"] for t in store.due_timers(250.0)] == [one] and store.next_due() == 200.0
    store.close()
    conn = sqlite3.connect(tmp_path / "t.db")
    conn.execute("UPDATE timers SET due = 10.0 WHERE table_id = ?", [one])  # by hand, the bot down
    conn.commit()
    conn.close()
    again = Store(tmp_path / "t.db")
    assert again.next_due() == 10.0 and [t["due"] for t in again.due_timers(20.0)] == [10.0]


def moved_sooner_by_hand(tmp_path: Path) -> tuple[Store, str]:
    """A store reopened after its one timer (due at 500, its wake-up too) was made due at 10 by hand while the bot
    was down; opening read no timer, so the wake-up still says 500."""
    tables = Tables(Store(tmp_path / "t.db"))
    tid = started(tables)
    tables.store.clear_timers(tid)
    tables.store.replace_timers(tid, "bot", [(0, 500.0, {"seat": 0})])
    tables.store.close()
    conn = sqlite3.connect(tmp_path / "t.db")
    conn.execute("UPDATE timers SET due = 10.0 WHERE table_id = ?", [tid])  # by hand, the bot down
    conn.commit()
    conn.close()
    again = Store(tmp_path / "t.db")
    assert again.conn.execute("SELECT wake_at FROM wakeups WHERE table_id = ?", [tid]).fetchone()[0] == 500.0
    return again, tid


def test_wake_ups_are_checked_when_the_scheduler_first_looks_not_at_opening(tmp_path: Path) -> None:
    """Opening a store reads no timer (a start with 10,000 games would wait for it); the scheduler's first claim
    still finds a timer made sooner by hand while the bot was down."""
    again, tid = moved_sooner_by_hand(tmp_path)
    assert [t["due"] for t in claim_due(again, "me", 20.0)] == [10.0]
    assert again.conn.execute("SELECT wake_at FROM wakeups WHERE table_id = ?", [tid]).fetchone()[0] > 20.0


FIRST_READS: dict[str, Callable[[Store], Any]] = {
    "claim_due": lambda store: [t["due"] for t in claim_due(store, "me", 20.0)],
    "next_due": lambda store: store.next_due(),
    "due_timers": lambda store: [t["due"] for t in store.due_timers(20.0)],
}
FOUND = {"claim_due": [10.0], "next_due": 10.0, "due_timers": [10.0]}


@pytest.mark.parametrize("first", sorted(FIRST_READS))
def test_the_first_read_of_the_wake_ups_checks_them(tmp_path: Path, first: str) -> None:
    """Every read of the wake-ups goes through `Store.read_wakeups`, the one place that checks them first
    (`check_wakes`): whichever of the scheduler's reads comes first finds the timer made sooner by hand."""
    again, _ = moved_sooner_by_hand(tmp_path)
    assert FIRST_READS[first](again) == FOUND[first]
    again.close()


def test_a_dead_process_claims_are_found_through_an_index(tmp_path: Path) -> None:
    """Taking over a dead process's claims (at every start after a kill) reads the claimed timers only."""
    store = Store(tmp_path / "t.db")
    for sql in (
        "SELECT id FROM timers WHERE claimed_by = ?",
        "UPDATE timers SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = ?",
    ):
        plan = " ".join(str(row[-1]) for row in store.conn.execute(f"EXPLAIN QUERY PLAN {sql}", ["dead"]))
        assert "idx_timers_claimed_by" in plan, plan


def test_a_timer_id_is_never_given_twice_by_one_connection(tmp_path: Path) -> None:
    """A scheduler holding a fired timer's id must not delete the timer that replaced it."""
    tables = Tables(Store(tmp_path / "t.db"))
    tid = started(tables)
    seen: set[int] = set()
    for due in (1.0, 2.0, 3.0):
        tables.store.replace_timers(tid, "bot", [(0, due, {"seat": 0})])
        [timer] = [t for t in tables.store.timers(tid, fresh=True) if t["kind"] == "bot"]
        assert timer["id"] not in seen and timer["due"] == due
        seen.add(timer["id"])
    tables.store.delete_timer(min(seen))  # an id already replaced: the live timer stays
    assert [t["due"] for t in tables.store.timers(tid, fresh=True) if t["kind"] == "bot"] == [3.0]
