"""The health endpoint's store check: writable means the write lock can be taken now (nothing is written)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from admin.http import store_writable
from engine.store import Store


def test_the_store_is_writable_unless_its_write_lock_cannot_be_had(tmp_path: Path) -> None:
    db = tmp_path / "games.db"
    Store(db).close()
    before = db.read_bytes()
    assert store_writable(str(db), timeout=0.05)
    other = sqlite3.connect(db, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # a writer that never lets go
    try:
        assert not store_writable(str(db), timeout=0.05)
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert store_writable(str(db), timeout=0.05)
    assert not store_writable(str(tmp_path / "missing.db"), timeout=0.05)  # never created by the check
    assert not (tmp_path / "missing.db").exists()
    assert db.read_bytes() == before
