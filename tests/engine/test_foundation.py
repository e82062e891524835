"""The shared engine: options, tables lifecycle, storage, replay, timers — exercised with a toy game."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.core import Clock, IllegalMove, Option, OptionError, derive_rng, validate_options
from engine.randomplayer import playout
from engine.registry import register
from engine.scheduling import REMINDER, next_repeat, plan_deadlines, plan_reminders
from engine.store import MIGRATIONS, Store
from engine.tables import ABANDONED, FINISHED, LOBBY, PLAYING, TableError, Tables
from tests.engine.toy_game import ToyGame, started


@pytest.fixture(autouse=True)
def _toy_registered() -> None:
    """The toy game is registered for each test (another module's test may have unregistered it since import)."""
    register(ToyGame())


@pytest.fixture
def tables(store_target: str) -> Tables:
    return Tables(Store(store_target))


# -- options -------------------------------------------------------------------------------------
def test_option_defaults_and_validation() -> None:
    declared = [
        Option("n", "int", 3, "", min=1, max=5),
        Option("b", "bool", False, ""),
        Option("c", "choice", "off", "", choices=("off", "A")),
    ]
    assert validate_options(declared, {}) == {"n": 3, "b": False, "c": "off"}
    assert validate_options(declared, {"n": "4", "b": "yes", "c": "a"}) == {"n": 4, "b": True, "c": "A"}
    for bad in ({"n": 0}, {"n": 6}, {"n": "x"}, {"b": "maybe"}, {"c": "Z"}, {"zzz": 1}, {"n": 2.5}, {"n": True}):
        with pytest.raises(OptionError):
            validate_options(declared, bad)


def test_rng_is_derived_from_seed_and_move() -> None:
    assert derive_rng("s", 3).random() == derive_rng("s", 3).random()
    assert derive_rng("s", 3).random() != derive_rng("s", 4).random()


# -- lobby -----------------------------------------------------------------------------------------
def test_lobby_lifecycle(tables: Tables) -> None:
    table = tables.create("toy", 1, 10, 100, {"target": 2, "seat_order": "join"})
    assert table.status == LOBBY and table.players == [100]
    with pytest.raises(TableError, match="at least 2"):
        tables.start(table.id, 100)
    with pytest.raises(TableError, match="already in"):
        tables.join(table.id, 100)
    tables.join(table.id, 101)
    tables.join(table.id, 102)
    with pytest.raises(TableError, match="full"):
        tables.join(table.id, 103)
    with pytest.raises(TableError, match="Only the host"):
        tables.start(table.id, 101)
    outcome = tables.start(table.id, 100)
    assert outcome.table.status == PLAYING and outcome.table.seats == [100, 101, 102]
    with pytest.raises(TableError, match="already started"):
        tables.join(table.id, 104)
    with pytest.raises(TableError):
        tables.leave(table.id, 101)


def test_host_leaving_passes_host_and_last_leaving_abandons(tables: Tables) -> None:
    table = tables.create("toy", 1, 10, 100, {})
    tables.join(table.id, 101)
    assert tables.leave(table.id, 100).host_id == 101
    assert tables.leave(table.id, 101).status == ABANDONED


def test_bad_options_refused(tables: Tables) -> None:
    for bad in ({"target": 0}, {"seat_order": "sideways"}, {"reminder_hours": 0}, {"nonsense": 1}):
        with pytest.raises(TableError):
            tables.create("toy", 1, 10, 100, bad)


def test_random_seat_order_is_a_permutation(tables: Tables) -> None:
    orders = set()
    for _ in range(12):
        table = tables.get(started(tables, 3))
        assert sorted(table.seats) == [100, 101, 102]
        orders.add(tuple(table.seats))
    assert len(orders) > 1


def test_abandon_rights(tables: Tables) -> None:
    tid = started(tables)
    with pytest.raises(TableError, match="Manage Server"):
        tables.abandon(tid, 101, is_admin=False)
    assert tables.abandon(tid, 101, is_admin=True).status == ABANDONED
    with pytest.raises(TableError):
        tables.act(tid, 100, {"type": "pick", "n": 1})


# -- play, storage, replay --------------------------------------------------------------------------
def test_illegal_moves_change_nothing(tables: Tables) -> None:
    tid = started(tables)
    before = tables.get(tid)
    for user, action in ((999, {"type": "pick", "n": 1}), (100, {"type": "pick", "n": 7}), (100, "junk")):
        with pytest.raises(IllegalMove):
            tables.act(tid, user, action)  # type: ignore[arg-type]
    after = tables.get(tid)
    assert after.state == before.state and after.move_no == before.move_no
    assert tables.store.moves(tid) == []


def test_moves_are_logged_and_replay_equals_snapshot(tables: Tables) -> None:
    tid = started(tables, 3, target=3)
    rng = random.Random(5)
    while tables.get(tid).status == PLAYING:
        table = tables.get(tid)
        seat = rng.choice(tables.game_of(table).to_act(table.state))
        tables.act(tid, table.seats[seat], {"type": "pick", "n": rng.randint(1, 3)})
        table = tables.get(tid)
        assert tables.replay(table) == table.state
    table = tables.get(tid)
    assert table.status == FINISHED and table.record.result["ranking"]
    assert [m["seq"] for m in tables.store.moves(tid)] == list(range(1, table.move_no + 1))


def test_snapshot_survives_reopening(store_target: str) -> None:
    tables = Tables(Store(store_target))
    tid = started(tables)
    tables.act(tid, 100, {"type": "pick", "n": 2})
    tables.store.close()
    again = Tables(Store(store_target))
    table = again.get(tid)
    assert table.move_no == 1 and again.replay(table) == table.state
    assert again.store.schema_version == len(MIGRATIONS)  # current: reopening migrates nothing


def test_state_json_round_trip_through_store(tables: Tables) -> None:
    tid = started(tables)
    table = tables.get(tid)
    assert json.loads(json.dumps(table.state)) == table.state


def test_random_playout_terminates() -> None:
    for seed in range(20):
        _, result, moves = playout(ToyGame(), 3, {"target": 3}, f"s{seed}")
        assert result.ranking and moves > 0


# -- timers ------------------------------------------------------------------------------------------
def test_reminders_planned_kept_and_reset(tables: Tables) -> None:
    tid = started(tables)
    table = tables.get(tid)
    tables.store.clear_timers(tid)  # start planned its own; this test plans by hand
    plan_reminders(tables.store, table, [100, 101], now=1000.0)
    timers = {t["user_id"]: t["due"] for t in tables.store.timers(tid)}
    assert timers == {100: 1000.0 + 12 * 3600, 101: 1000.0 + 12 * 3600}
    plan_reminders(tables.store, table, [101], now=2000.0, acted=100)
    assert {t["user_id"]: t["due"] for t in tables.store.timers(tid)} == {101: 1000.0 + 12 * 3600}
    plan_reminders(tables.store, table, [100, 101], now=3000.0, acted=101)
    assert {t["user_id"]: t["due"] for t in tables.store.timers(tid)} == {
        100: 3000.0 + 12 * 3600,
        101: 3000.0 + 12 * 3600,
    }
    assert [t["kind"] for t in tables.store.due_timers(1e12)] == [REMINDER, REMINDER]


def test_reminder_delay_is_a_table_option(tables: Tables) -> None:
    tid = started(tables, reminder_hours=2)
    tables.store.clear_timers(tid)
    plan_reminders(tables.store, tables.get(tid), [100], now=0.0)
    assert tables.store.next_due() == 2 * 3600


def test_start_and_every_move_plan_the_reminders_in_their_own_transaction(store_target: str) -> None:
    now = [1000.0]
    tables = Tables(Store(store_target), clock=lambda: now[0])
    tid = started(tables)
    table = tables.get(tid)
    waiting = [table.seats[s] for s in ToyGame().waiting_for(table.state)]
    assert {t["user_id"]: t["due"] for t in tables.store.timers(tid)} == {u: 1000.0 + 12 * 3600 for u in waiting}
    now[0] = 2000.0
    mover = waiting[0]
    tables.act(tid, mover, ToyGame().legal_actions(table.state, table.seats.index(mover))[0])
    table = tables.get(tid)
    after = {t["user_id"]: t["due"] for t in tables.store.timers(tid)}
    expected = {table.seats[s]: 1000.0 + 12 * 3600 for s in ToyGame().waiting_for(table.state)}
    expected.update({mover: 2000.0 + 12 * 3600} if mover in expected else {})
    assert after == expected  # the one who acted starts afresh; anyone still awaited keeps their schedule


def test_a_clock_deadline_is_armed_kept_fired_and_dropped(store_target: str) -> None:
    """Frame with a turn limit: the engine's clock is armed at start, fired by `expire` (its default is played),
    a new decision arms a new deadline, and an old key does nothing."""
    now = [1000.0]
    tables = Tables(Store(store_target), clock=lambda: now[0])
    table = tables.create("frame", 1, 10, 100, {"decision_timeout_s": 600})
    tables.join(table.id, 101)
    tables.start(table.id, 100)
    [timer] = [t for t in tables.store.timers(table.id) if t["kind"] == "deadline"]
    assert timer["due"] == 1600.0
    first_key = timer["payload"]["key"]
    now[0] = 1700.0
    outcome = tables.expire(table.id, first_key)
    assert outcome is not None and outcome.by_clock and outcome.table.move_no == 1
    [timer] = [t for t in tables.store.timers(table.id) if t["kind"] == "deadline"]
    assert timer["payload"]["key"] != first_key and timer["due"] == 2300.0
    assert tables.expire(table.id, first_key) is None  # that decision was answered: nothing happens
    assert tables.get(table.id).move_no == 1
    assert tables.replay(tables.get(table.id)) == tables.get(table.id).state


def test_next_repeat_skips_missed_days() -> None:
    assert next_repeat(0.0, 10.0) == 86400.0
    assert next_repeat(0.0, 3 * 86400.0 + 5) == 4 * 86400.0


def test_deadline_and_finish_clear_timers(tables: Tables) -> None:
    tid = started(tables, target=1)
    table = tables.get(tid)
    clock = Clock("pick", (0,), ((0, {"type": "pick", "n": 1}),), seconds=50.0)
    plan_deadlines(tables.store, table, [clock], now=0.0)
    [deadline] = [t for t in tables.store.timers(tid) if t["kind"] == "deadline"]
    assert deadline["payload"]["move_no"] == 0 and deadline["due"] == 50.0
    tables.act(tid, 100, {"type": "pick", "n": 1})
    tables.act(tid, 101, {"type": "pick", "n": 1})
    assert tables.get(tid).status == FINISHED
    assert tables.store.timers(tid) == []


def test_envyra_explanation_uses_display_names() -> None:
    from engine.games.envyra import EnvyraGame

    game = EnvyraGame()
    state, result, _ = playout(game, 2, {"simplified": False, "equilibrium": "off"}, "names")
    text = str(game.explain(result, ["Zdeněk", "Łucja"]))
    assert ("Zdeněk" in text or "Łucja" in text) and "Seat" not in text


def test_typed_keys_agree_with_same_value() -> None:
    """`typed_key` (a set look-up of actions) draws the line exactly where `same_value` does."""
    from engine.core import same_value, typed_key

    values = [
        1,
        1.0,
        True,
        "1",
        [1],
        {"a": 1},
        {"a": 1.0},
        {"a": 1, "b": 2},
        {"b": 2, "a": 1},
        {"a": [1, "x"]},
        {"a": [1, "x "]},
        [1, 2],
        [2, 1],
        None,
        0,
        False,
        {"type": "place", "at": [0, 1]},
    ]
    for a in values:
        for b in values:
            assert (typed_key(a) == typed_key(b)) == same_value(a, b), (a, b)


def test_an_unsynced_transaction_commits_without_its_own_sync_and_puts_the_sync_back(tmp_path: Path) -> None:
    """`transaction(synced=False)` (a click's held token, delivered results): committed like any other, with SQLite's
    synchronous level FULL again afterwards, also when it fails."""
    store = Store(tmp_path / "sync.db")
    level = lambda: store.conn.execute("PRAGMA synchronous").fetchone()[0]  # noqa: E731
    assert level() == 2  # FULL: every commit synced
    with store.transaction(synced=False):
        assert level() == 1  # NORMAL: the log is synced by the next synced commit
        store.conn.execute("INSERT INTO settings (key, value) VALUES ('kept', '1')")
    assert level() == 2
    with pytest.raises(RuntimeError), store.transaction(synced=False):
        store.conn.execute("INSERT INTO settings (key, value) VALUES ('rolled back', '1')")
        raise RuntimeError
    assert level() == 2
    keys = {row[0] for row in store.conn.execute("SELECT key FROM settings")}
    assert "kept" in keys and "rolled back" not in keys


def test_a_locale_seen_is_stored_unsynced_and_a_chosen_language_synced(tmp_path: Path) -> None:
    """The locale an interaction shows (each new player's first click) is written without its own sync, as a held
    click; a language the player chose is synced like a move."""
    store = Store(tmp_path / "lang.db")
    real, levels = store.conn, []

    class Watched:  # the synchronous level each update of a user runs at
        def __getattr__(self, name: str) -> object:
            return getattr(real, name)

        def execute(self, sql: str, params: object = ()) -> object:
            if sql.startswith("UPDATE users"):
                levels.append(real.execute("PRAGMA synchronous").fetchone()[0])
            return real.execute(sql, params)

    store.conn = Watched()
    store.set_user_language(7, seen="pl")
    store.set_user_language(7, language="cs")
    store.conn = real
    assert levels == [1, 2]  # NORMAL for the seen locale, FULL for the choice
    assert store.user_language(7) == ("cs", "pl")
