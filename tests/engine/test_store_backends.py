"""The store on both backends (SQLite and PostgreSQL): the modules beside the store that write their own SQL (outbox,
spectators, ratings, ephemeral panels, settings), the dialect's translation, the PostgreSQL schema and its
migrations, a bad database URL, and moving a database between the backends (export / import)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.generate_games import generate
from engine import ephemeral_panels, spectators
from engine.cluster import Cluster
from engine.outbox import Outbox
from engine.ratings import leaderboard, player_stats
from engine.store import MIGRATIONS, Store, StoreError, column_names
from engine.store_dialect import DB_ERRORS, PgConnection, redacted, to_postgres
from engine.store_transfer import TransferError, table_order, table_rows, transfer
from engine.tables import Tables
from sandbox.pg_server import PgServer


def test_outbox_rows_results_and_salt(store_target: str) -> None:
    store = Store(store_target)
    outbox = Outbox(store)
    with store.transaction():
        first, second = outbox.add(7, [("post", {"n": 1}), ("edit", {"message": {"ref": 0}})], 1.0)
    assert second > first > 0
    pending = [(r.kind, r.payload) for r in outbox.pending(7)]
    assert pending == [("post", {"n": 1}), ("edit", {"message": {"row": first}})]
    outbox.delivered(outbox.pending(7)[0], {"channel": 1, "message": 2})
    assert outbox.flush() == 1 and outbox.tables_pending() == [7]
    assert Outbox(store).result(first) == {"channel": 1, "message": 2}
    with store.transaction():
        outbox.settle(7, set())  # nothing kept: the delivered row goes
    assert Outbox(store).result(first) is None and [r.id for r in outbox.pending(7)] == [second]
    salt = outbox.salt
    assert Outbox(Store(store_target)).salt == salt and outbox.nonce(5).startswith(f"{salt}.5.")
    held = outbox.hold(8, {"token": "t"}, 2.0)
    with store.transaction():
        outbox.drop(held)
    assert outbox.pending(8) == []


def test_spectators_panels_users_and_syncs(store_target: str) -> None:
    store = Store(store_target, clock=lambda: 5.0)
    assert spectators.follow(store, 1, 10, spectators.DM) is None
    assert spectators.follow(store, 1, 10, spectators.THREAD) == spectators.DM
    spectators.follow(store, 2, 10, spectators.DM)
    assert spectators.followers(store, 1) == [10] and spectators.followed_by(store, 10) == [1, 2]
    assert spectators.unfollow(store, 1, 10) == spectators.THREAD and spectators.following(store, 1, 10) is None
    panel = ephemeral_panels.Panel(0, 2**60, 3, "tok", "en", "m", 100.0)
    ephemeral_panels.remember(store, 1, panel)
    ephemeral_panels.remember(store, 1, ephemeral_panels.Panel(0, 9, 3, "new", "cs", "n", 200.0))
    assert ephemeral_panels.live(store, 1, 150.0) == {0: ephemeral_panels.Panel(0, 9, 3, "new", "cs", "n", 200.0)}
    store.set_user_language(2**62, language="sk", seen="pl")
    assert store.user_language(2**62) == ("sk", "pl")
    store.set_dm_closed_until(2**62, 9.5)
    assert store.dm_closed_until(2**62) == 9.5
    store.set_synced_hash("global", "abc")
    store.set_synced_hash("global", "def")
    assert store.synced_hash("global") == "def"


def test_ratings_and_choices_from_played_games(store_target: str) -> None:
    tables = Tables(Store(store_target))
    generated = generate_into(tables, 12)
    board = leaderboard(tables.store, 1000, "envyra")
    assert board and all(row.games >= 1 for row in board)
    stats = player_stats(tables.store, 1000, board[0].user_id)
    assert stats.games >= 1 and isinstance(stats.wins, int)
    assert tables.get(generated[0]).status == "finished"
    lobby = tables.create("envyra", 1000, 10, 2**61, {})
    choices = tables.store.table_choices(2**61, "envyra", 1000, str(lobby.id))
    assert choices == [(lobby.id, "lobby", 1)]


def generate_into(tables: Tables, games: int) -> list[int]:
    """Games played to their end (envyra, 3 players each) on one server; their ids."""
    import random

    from engine.randomplayer import random_step

    rng, ids = random.Random(3), []
    for index in range(games):
        table = tables.create("envyra", 1000, 10, 100 + index % 4, {})
        for user in (200 + index % 5, 300 + index % 3):
            tables.join(table.id, user)
        tables.start(table.id, table.host_id)
        row = tables.get(table.id)
        game = tables.game_of(row)
        while row.status == "playing":
            seat, action = random_step(game, row.state, rng)
            tables.act_on(row, row.seats[seat], action)
            row = tables.get(table.id)
        ids.append(table.id)
    return ids


# -- the dialect ----------------------------------------------------------------------------------------------
def test_sqlite_sql_is_translated_for_postgresql() -> None:
    assert to_postgres("SELECT a FROM t WHERE b = ? AND c LIKE '%?'") == "SELECT a FROM t WHERE b = %s AND c LIKE '%%?'"
    assert to_postgres("INSERT OR IGNORE INTO seats (a) VALUES (?)") == (
        "INSERT INTO seats (a) VALUES (%s) ON CONFLICT DO NOTHING"
    )
    assert to_postgres("UPDATE t SET a = 1 WHERE s IS NOT ?") == "UPDATE t SET a = 1 WHERE s IS DISTINCT FROM %s"
    assert to_postgres("DELETE FROM o WHERE d = 1 AND id NOT IN ()") == "DELETE FROM o WHERE d = 1 AND TRUE"
    assert "(payload::jsonb ->> 'key') = %s" in to_postgres("SELECT 1 WHERE json_extract(payload, '$.key') = ?")
    assert to_postgres("CREATE TABLE x (id INTEGER PRIMARY KEY, due REAL) WITHOUT ROWID") == (
        "CREATE TABLE x (id BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, due DOUBLE PRECISION)"
    )
    with pytest.raises(ValueError, match="not portable"):
        to_postgres("INSERT OR REPLACE INTO t VALUES (?)")


def test_a_password_is_never_shown() -> None:
    assert redacted("postgresql://bot:secret@db:5432/games") == "postgresql://bot:***@db:5432/games"
    assert redacted("postgresql://db/games?user=bot&password=secret") == "postgresql://db/games?user=bot&password=***"
    assert redacted("postgresql:///games?host=/run") == "postgresql:///games?host=/run"


# -- PostgreSQL: schema, migrations, bad URLs --------------------------------------------------------------------
def test_an_empty_postgresql_database_gets_the_sqlite_schema(pg_server: PgServer, tmp_path: Path) -> None:
    url = pg_server.fresh(empty=True)
    try:
        store, lite = Store(url), Store(tmp_path / "t.db")
        assert store.schema_version == lite.schema_version == len(MIGRATIONS)
        for table in table_order():
            assert column_names(store, table) == column_names(lite, table), table
        store.close()
        store = Store(url)  # opened again: nothing to migrate
        assert store.schema_version == len(MIGRATIONS)
    finally:
        pg_server.drop(url)


def test_postgresql_runs_a_migration_appended_later_and_refuses_a_newer_schema(
    pg_server: PgServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = pg_server.fresh()
    try:
        added = [*MIGRATIONS, lambda db: db.execute("ALTER TABLE outbox ADD COLUMN later INTEGER")]
        monkeypatch.setattr("engine.store.MIGRATIONS", added)
        store = Store(url)
        assert store.schema_version == len(added)
        store.execute("UPDATE outbox SET later = ?", [2**62])  # a 64-bit column, as on SQLite
        store.execute("UPDATE boardbot_schema SET version = 99")
        with pytest.raises(StoreError, match="schema version 99, from a newer build"):
            Store(url)
    finally:
        pg_server.drop(url)


@pytest.mark.parametrize(
    "url",
    [
        "postgresql://nobody@127.0.0.1:1/none?connect_timeout=2",
        "postgresql://postgres@/no_such_database?host={socket}",
    ],
)
def test_a_wrong_database_url_is_one_line(pg_server: PgServer, url: str) -> None:
    with pytest.raises(StoreError) as refused:
        Store(url.format(socket=pg_server.socket))
    message = str(refused.value)
    assert message.startswith("cannot connect to the PostgreSQL database postgresql://") and "\n" not in message
    assert refused.value.__cause__ is None and refused.value.__suppress_context__


def test_a_postgresql_store_reports_whether_it_takes_writes(pg_server: PgServer) -> None:
    url = pg_server.fresh()
    try:
        store = Store(url)
        assert store.conn.writable(1.0)
        name = url.split("@/", 1)[1].split("?")[0]
        store.execute(f"ALTER DATABASE {name} SET default_transaction_read_only = on")
        store.close()
        fresh = PgConnection(url)  # new connections read the setting (a store would refuse to start: it writes)
        assert not fresh.writable(1.0)
        fresh.close()
    finally:
        pg_server.drop(url)


def test_a_lost_postgresql_connection_fails_one_unit_and_is_replaced(pg_server: PgServer) -> None:
    url = pg_server.fresh()
    name = url.split("@/", 1)[1].split("?")[0]
    kill = f"SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{name}'"
    try:
        store = Store(url)
        pg_server.admin(kill)
        with pytest.raises(DB_ERRORS), store.transaction():
            store.set_synced_hash("global", "a")
        store.set_synced_hash("global", "b")  # a new connection
        with pytest.raises(DB_ERRORS), store.transaction():
            store.set_synced_hash("global", "c")
            pg_server.admin(kill)
            store.execute("SELECT 1")
        with pytest.raises(DB_ERRORS), store.transaction():
            store.set_synced_hash("global", "d")
            pg_server.admin(kill)  # before the commit
        assert store.synced_hash("global") == "b", "the units whose connection was lost wrote nothing"
    finally:
        pg_server.drop(url)


def test_a_failed_statement_is_a_shared_store_error(store_target: str) -> None:
    store = Store(store_target)
    with pytest.raises(DB_ERRORS):
        store.execute("SELECT no_such_column FROM game_tables")
    with pytest.raises(DB_ERRORS), store.transaction():
        store.execute("INSERT INTO settings (key, value) VALUES ('a', '1')")
        store.execute("INSERT INTO settings (key, value) VALUES ('a', '2')")
    assert store.execute("SELECT COUNT(*) FROM settings WHERE key = 'a'").fetchone()[0] == 0, "rolled back"
    store.execute("SELECT 1").fetchone()  # and usable after the failure


# -- moving a database between the backends ------------------------------------------------------------------------


def test_a_backup_of_either_backend_is_an_sqlite_copy_of_every_row(store_target: str, tmp_path: Path) -> None:
    tables = Tables(Store(store_target))
    generate_into(tables, 2)
    tables.store.backup(tmp_path / "copies" / "copy.db")
    copy = Store(tmp_path / "copies" / "copy.db")
    assert not copy.postgres and table_rows(copy) == table_rows(tables.store)
    assert table_rows(copy)["moves"]


def test_a_database_moves_to_postgresql_and_back_identical(pg_server: PgServer, tmp_path: Path) -> None:
    generate(tmp_path / "a.db", 200, seed=4)
    source = Store(tmp_path / "a.db")
    tables = Tables(source)
    tables.dms_refused(10_001)  # a row in every table the generator leaves empty
    spectators.follow(source, 1, 10_002, spectators.DM)
    ephemeral_panels.remember(source, 1, ephemeral_panels.Panel(0, 1, 2, "tok", "en", "m", 1e9))
    source.set_synced_hash("global", "h")
    Cluster(source).register()  # a row in the registry of processes
    _ = tables.outbox.salt
    with source.transaction():
        tables.outbox.add(1, [("post", {"n": 1})], 1.0)
        source.execute("INSERT INTO vacations (user_id, start, until) VALUES (?, ?, ?)", [10_001, 1.0, 2.0])
    original = table_rows(source)
    assert all(original.values()), [t for t, rows in original.items() if not rows]
    url = pg_server.fresh()
    try:
        there = Store(url)
        found = transfer(source, there)
        assert found.counts["game_tables"] == 200 and found.replayed > 100 and not found.mismatched
        assert table_rows(there) == original
        with pytest.raises(TransferError, match="already holds games"):
            transfer(source, there)
        back = Store(tmp_path / "b.db")
        transfer(there, back)
        assert table_rows(back) == original
        moved = Tables(there)  # the copy goes on: new rows get new ids
        assert moved.create("envyra", 1, 2, 3, {}).id == max(r[0] for r in original["game_tables"]) + 1
        with there.transaction():
            [row_id] = moved.outbox.add(1, [("post", {"n": 2})], 2.0)
        assert row_id > max(r[0] for r in original["outbox"])
    finally:
        pg_server.drop(url)
