"""Every read of the wake-ups goes through `Store.read_wakeups`, the one place that checks them first
(`check_wakes`): whichever of the scheduler's reads comes first on a store reopened after a timer was made sooner
by hand while the bot was down (`claim_due`, `next_due`, `due_timers`) finds that timer."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.store import Store
from engine.tables import Tables
from engine.timer_claims import claim_due
from tests.engine.toy_game import started

FIRST_READS: dict[str, Callable[[Store], Any]] = {
    "claim_due": lambda store: [t["due"] for t in claim_due(store, "me", 20.0)],
    "next_due": lambda store: store.next_due(),
    "due_timers": lambda store: [t["due"] for t in store.due_timers(20.0)],
}
FOUND = {"claim_due": [10.0], "next_due": 10.0, "due_timers": [10.0]}


@pytest.mark.parametrize("first", sorted(FIRST_READS))
def test_the_first_read_of_the_wake_ups_checks_them(tmp_path: Path, first: str) -> None:
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
    assert FIRST_READS[first](again) == FOUND[first]
    again.close()
