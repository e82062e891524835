"""Shared engine fixtures: a table world on a manual clock (turn clocks, votes and vacations without real waiting)."""

from __future__ import annotations

import pytest

from engine.seats import Seats
from engine.store import Store
from engine.tables import Tables
from tests.engine.manual_clock import ManualClock


@pytest.fixture
def world(store_target: str) -> tuple[Tables, Seats, ManualClock]:
    """Tables and their seat rules over a fresh store (on each backend), both reading the same manual clock."""
    clock = ManualClock()
    tables = Tables(Store(store_target, clock=clock), clock=clock)
    return tables, Seats(tables), clock
