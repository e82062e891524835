"""bench/generate_games.py: a generated file's times moved to now, so that a file kept for later benches reads as
written just now (its timers fall due as long after now as they did after it was written)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bench.generate_games import as_if_written_now, generate


def times(path: Path) -> tuple[list[float], list[float], float]:
    conn = sqlite3.connect(path)
    try:
        due = [r[0] for r in conn.execute("SELECT due FROM timers ORDER BY id")]
        wake = [r[0] for r in conn.execute("SELECT wake_at FROM wakeups ORDER BY table_id")]
        newest = conn.execute("SELECT MAX(updated_at) FROM game_tables").fetchone()[0]
    finally:
        conn.close()
    return due, wake, newest


def test_every_time_moves_by_the_same_amount_and_the_newest_change_is_now(tmp_path: Path) -> None:
    path = tmp_path / "games.db"
    generate(path, 12)
    due, wake, newest = times(path)
    assert due and wake, "the generated games have timers"
    later = newest + 86_400.0  # a day after it was written
    assert as_if_written_now(path, now=later) == pytest.approx(86_400.0)
    moved_due, moved_wake, moved_newest = times(path)
    assert moved_newest == pytest.approx(later)
    assert moved_due == pytest.approx([d + 86_400.0 for d in due])
    assert moved_wake == pytest.approx([w + 86_400.0 for w in wake])
    assert as_if_written_now(path, now=later) == pytest.approx(0.0), "moving it to the same moment changes nothing"
