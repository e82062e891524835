"""Shared engine fixtures: a table world on a manual clock (turn clocks, votes and vacations without real waiting)."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.seats import Seats
from engine.store import Store
from engine.tables import Tables
from tests.engine.manual_clock import ManualClock


@pytest.fixture
def world(tmp_path: Path) -> tuple[Tables, Seats, ManualClock]:
    """Tables and their seat rules over a fresh store, both reading the same manual clock."""
    clock = ManualClock()
    tables = Tables(Store(tmp_path / "t.db", clock=clock), clock=clock)
    return tables, Seats(tables), clock
