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


@pytest.mark.parametrize(("players", "expected"), [(2, "No turn clock"), (3, "Turn clock: 48 hours")])
def test_a_started_table_shows_the_clock_it_runs(tmp_path: Path, players: int, expected: str) -> None:
    """Played in Polish: a started game of three still read "Turn clock: none for 2 players, else 48 hours" (and
    "w pozostałych razie", not Polish): once the seats are known, the line says the clock the table runs."""
    from i18n import tr
    from presenters.envyra import EnvyraPresenter

    tables = Tables(Store(tmp_path / "t.db"))
    table = tables.create("envyra", 1, 10, 100, {"seat_order": "join"})
    auto = tr(option_text("turn_hours", None, table.options), "en")
    assert auto in [tr(line, "en") for line in EnvyraPresenter().lobby_options(table)]  # the lobby: not yet known
    for user in (101, 102, 103)[: players - 1]:
        tables.join(table.id, user)
    tables.start(table.id, 100)
    started = tables.store.get_table(table.id)
    assert started is not None
    lines = [tr(line, "en") for line in EnvyraPresenter().lobby_options(started)]
    assert expected in lines and auto not in lines, lines
    assert "pozostałych razie" not in tr(option_text("turn_hours", None, table.options), "pl")
