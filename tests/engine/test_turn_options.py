"""`turn_hours` in a game that times every decision itself (engine/turn_options.py): BSG's ordinary clock."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.scheduling import DEADLINE
from engine.store import Store
from engine.tables import TableError, Tables
from engine.turn_options import fold_turn_hours, timed_by_game
from presenters.turn_options import option_text


def test_turn_hours_is_bsgs_decision_clock_unless_that_is_given() -> None:
    assert fold_turn_hours("bsg", {"turn_hours": 30}) == {"turn_hours": 30, "decision_hours": 30}
    assert (
        fold_turn_hours("bsg", {"turn_hours": 30, "decision_hours": 10, "contribution_hours": 5})["decision_hours"]
        == 10
    )
    assert fold_turn_hours("bsg", {"turn_hours": 6})["contribution_hours"] == 6, "contributions fit in a decision"
    assert fold_turn_hours("bsg", {"turn_hours": 6, "contribution_hours": 3})["contribution_hours"] == 3
    assert fold_turn_hours("bsg", {"decision_hours": 10})["contribution_hours"] == 10, "given directly, likewise"
    assert fold_turn_hours("bsg", {"decision_hours": 30})["decision_hours"] == 30
    assert fold_turn_hours("bsg", {"turn_hours": None}) == {"turn_hours": None}
    assert fold_turn_hours("frame", {"turn_hours": 0}) == {"turn_hours": 0}, "other games: the table clock"
    for bad in (0, 169):
        with pytest.raises(TableError):
            fold_turn_hours("bsg", {"turn_hours": bad})


def test_the_lobby_shows_bsgs_own_clock_not_the_table_clock(tmp_path: Path) -> None:
    tables = Tables(Store(tmp_path / "t.db"))
    table = tables.create("bsg", 1, 10, 100, fold_turn_hours("bsg", {"turn_hours": 30, "seat_order": "join"}))
    assert timed_by_game(table.options) and option_text("turn_hours", 30, table.options) is None
    assert option_text("timeouts_allowed", 2, table.options) is not None
    assert not timed_by_game(tables.create("frame", 1, 10, 100, {}).options)
    for user in (101, 102):
        tables.join(table.id, user)
    tables.start(table.id, 100)
    [deadline] = [t for t in tables.store.timers(table.id, fresh=True) if t["kind"] == DEADLINE]
    assert deadline["due"] - tables.clock() == pytest.approx(30 * 3600, abs=5)
