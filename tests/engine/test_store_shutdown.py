"""A clean shutdown leaves no WAL for the next start to read through (issue 27: start-up with 10,000 games)."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from bench.generate_games import generate
from engine.store import Store
from engine.tables import Tables


def wal_size(db: Path) -> int:
    wal = Path(f"{db}-wal")
    return wal.stat().st_size if wal.exists() else 0


def test_a_clean_close_empties_the_wal_even_with_another_connection_open(tmp_path: Path) -> None:
    db = tmp_path / "t.db"
    tables = Tables(Store(db))
    tables.create("envyra", 1, 2, 3, {}, host_name="Ann")
    assert wal_size(db) > 0  # the schema and the table, not yet in the database file
    with contextlib.closing(sqlite3.connect(db)) as other:  # another process reading the same file
        assert other.execute("SELECT COUNT(*) FROM game_tables").fetchone() == (1,)
        tables.store.close()
        assert wal_size(db) == 0
        assert other.execute("SELECT COUNT(*) FROM game_tables").fetchone() == (1,)
    again = Store(db)
    assert again.execute("SELECT COUNT(*) FROM game_tables").fetchone() == (1,)
    again.close()


def test_generated_games_leave_no_wal(tmp_path: Path) -> None:
    db = tmp_path / "games.db"
    count, moves = generate(db, 4)
    assert count == 4 and moves > 0
    assert wal_size(db) == 0
