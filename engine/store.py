"""SQLite storage: tables, the move log with state snapshots, stored timers, and per-user notes.

sqlite-utils creates the schema and runs the migrations (imported only when there is one to run: it takes a quarter
of a second to import); the hot paths are plain SQL (no schema look-ups). Every
accepted move is written with its new snapshot in one transaction (`BEGIN IMMEDIATE`, so a busy database is
waited for within the busy timeout), before anyone is told.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

import orjson

from engine.store_dialect import (
    DB_ERRORS,
    MIGRATE_LOCK,
    SCHEMA_TABLE,
    DatabaseError,
    PgConnection,
    is_url,
    postgres_schema,
    redacted,
    sqlite_schema,
)
from engine.table_record import DmPrompt, Pause, TableRecord, Vote, record_from_meta
from engine.timer_notify import TIMERS_CHANNEL

if TYPE_CHECKING:
    import sqlite_utils

DEFAULT_PATH = "data/games.db"
BUSY_TIMEOUT = 5.0  # seconds a write waits for another writer before giving up


class StoreError(RuntimeError):
    """A database this build cannot use (from a newer build, unknown layout); the message says what to do."""


class StaleTable(Exception):
    """A move's compare-and-set failed: another process stored a move of this table since it was read (the whole
    transaction is rolled back; the safety net behind the table lock, engine/cluster.py)."""

    def __init__(self, table_id: int, move_no: int) -> None:
        super().__init__(f"game {table_id} moved on past move {move_no} meanwhile")
        self.table_id = table_id


class DamagedTable(Exception):
    """A stored table whose data cannot be read; every other table goes on."""

    def __init__(self, table_id: int, reason: str) -> None:
        super().__init__(f"game {table_id}: {reason}")
        self.table_id = table_id


def _v1(db: sqlite_utils.Database) -> None:
    db["game_tables"].create(
        {
            "id": int,
            "kind": str,
            "guild_id": int,
            "channel_id": int,
            "thread_id": int,
            "host_id": int,
            "status": str,
            "options": str,
            "players": str,
            "seats": str,
            "seed": str,
            "state": str,
            "move_no": int,
            "lobby_message_id": int,
            "meta": str,
            "created_at": float,
            "updated_at": float,
        },
        pk="id",
    )
    db["game_tables"].create_index(["status"])
    db["game_tables"].create_index(["guild_id", "status"])
    db["moves"].create(
        {"table_id": int, "seq": int, "seat": int, "user_id": int, "action": str, "at": float},
        pk=("table_id", "seq"),
        foreign_keys=[("table_id", "game_tables", "id")],
    )
    db["timers"].create(
        {"id": int, "table_id": int, "user_id": int, "kind": str, "due": float, "payload": str},
        pk="id",
    )
    db["timers"].create_index(["due"])
    db["timers"].create_index(["table_id"])


def _v2(db: sqlite_utils.Database) -> None:
    db["users"].create({"id": int, "dm_closed_until": float}, pk="id", if_not_exists=True)


def _v3(db: sqlite_utils.Database) -> None:
    """Indexes for a store with a long history: user → tables, thread → table, the unannounced flag."""
    db["seats"].create({"table_id": int, "user_id": int}, pk=("table_id", "user_id"), if_not_exists=True)
    db["seats"].create_index(["user_id"], if_not_exists=True)
    db.execute(
        "INSERT OR IGNORE INTO seats (table_id, user_id) "
        "SELECT t.id, p.value FROM game_tables t, json_each(t.players) p WHERE json_valid(t.players)"
    )
    db["game_tables"].add_column("unannounced", int, not_null_default=0)
    db.execute("UPDATE game_tables SET unannounced = 1 WHERE json_valid(meta) AND json_extract(meta, '$.unannounced')")
    for columns in (["unannounced"], ["thread_id"], ["channel_id", "status"]):
        db["game_tables"].create_index(columns, if_not_exists=True)


def _v4(db: sqlite_utils.Database) -> None:
    """The outbox (engine/outbox.py): what a move must cause, stored with it; and settings (the nonce salt)."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, table_id INTEGER NOT NULL, "
        "kind TEXT NOT NULL, payload TEXT NOT NULL, created_at REAL NOT NULL, done INTEGER NOT NULL DEFAULT 0, "
        "result TEXT)"
    )
    db.execute("CREATE INDEX IF NOT EXISTS idx_outbox_table_done ON outbox (table_id, done)")
    db.execute("CREATE INDEX IF NOT EXISTS idx_outbox_pending ON outbox (done) WHERE done = 0")
    db.execute("CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT)")


def _v5(db: sqlite_utils.Database) -> None:
    """A player's language: their own choice (`/games language`) and the Discord locale last seen from them."""
    db["users"].add_column("language", str)
    db["users"].add_column("seen_locale", str)


def _seats_vacations(db: sqlite_utils.Database) -> None:
    """Vacations (`/games away`, engine/seats.py): who is away from when until when, and when it ended early."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS vacations (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, "
        "start REAL NOT NULL, until REAL NOT NULL, ended REAL)"
    )
    db.execute("CREATE INDEX IF NOT EXISTS idx_vacations_user ON vacations (user_id, start)")


def _history_and_ratings(db: sqlite_utils.Database) -> None:
    """Spectators of a table (engine/spectators.py), each finished game's counted results and the per-server
    ratings (engine/ratings.py)."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS followers (table_id INTEGER NOT NULL, user_id INTEGER NOT NULL, "
        "mode TEXT NOT NULL, since REAL NOT NULL, PRIMARY KEY (table_id, user_id))"
    )
    db.execute("CREATE INDEX IF NOT EXISTS idx_followers_user ON followers (user_id)")
    db.execute(
        "CREATE TABLE IF NOT EXISTS game_results (table_id INTEGER NOT NULL, user_id INTEGER NOT NULL, "
        "guild_id INTEGER NOT NULL, kind TEXT NOT NULL, seat INTEGER NOT NULL, place INTEGER NOT NULL, "
        "won INTEGER NOT NULL, at REAL NOT NULL, PRIMARY KEY (table_id, user_id))"
    )
    db.execute("CREATE INDEX IF NOT EXISTS idx_game_results_user ON game_results (guild_id, user_id, kind, won)")
    db.execute(
        "CREATE TABLE IF NOT EXISTS ratings (guild_id INTEGER NOT NULL, kind TEXT NOT NULL, "
        "user_id INTEGER NOT NULL, mu REAL NOT NULL, sigma REAL NOT NULL, ordinal REAL NOT NULL, "
        "games INTEGER NOT NULL, wins INTEGER NOT NULL, name TEXT, updated_at REAL NOT NULL, "
        "PRIMARY KEY (guild_id, kind, user_id))"
    )
    db.execute("CREATE INDEX IF NOT EXISTS idx_ratings_board ON ratings (guild_id, kind, ordinal DESC)")


def _ephemeral_panels(db: sqlite_utils.Database) -> None:
    """The newest ephemeral private panel of each seat (`/bsg hand`, "Open my panel", a click on one): the token that
    may edit it until it expires (engine/ephemeral_panels.py)."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS ephemeral_panels (table_id INTEGER NOT NULL, seat INTEGER NOT NULL, "
        "origin INTEGER NOT NULL, app INTEGER NOT NULL, token TEXT NOT NULL, lang TEXT NOT NULL, "
        "mark TEXT NOT NULL, expires_at REAL NOT NULL, PRIMARY KEY (table_id, seat))"
    )


def _command_syncs(db: sqlite_utils.Database) -> None:
    """The hash of the slash-command tree last synced to Discord, per scope (application and global or one server):
    a start syncs only when its tree differs (admin/sync.py)."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS command_syncs (scope TEXT PRIMARY KEY, hash TEXT NOT NULL, synced_at REAL NOT NULL)"
    )


def _table_choices(db: sqlite_utils.Database) -> None:
    """A `game` autocomplete reads no table's JSON: each table's player count is a column (with its number and
    status, all its label says), kept by the store wherever it writes a table's players, and the server's tables of
    a game are listed from one covering index."""
    db.execute("ALTER TABLE game_tables ADD COLUMN player_count INTEGER NOT NULL DEFAULT 0")
    db.execute(
        "UPDATE game_tables SET player_count = json_array_length(players) "
        "WHERE json_valid(players) AND json_type(players) = 'array'"
    )
    db.execute(
        "CREATE INDEX IF NOT EXISTS idx_game_tables_choices ON game_tables (guild_id, kind, status, player_count)"
    )


TIMER_BITS = 24  # a table's timers are numbered from `table_id << TIMER_BITS` (timer_ids)


def _lean_move_writes(db: sqlite_utils.Database) -> None:
    """Fewer pages written per move. The move log becomes one b-tree keyed by (table, seq) (`WITHOUT ROWID`: no
    row b-tree beside its key index, each written per move). A table's timers are numbered in its own id range
    (`timer_ids`), so they sit together in the timers b-tree and are found by id range; the index by table goes.
    The index by due time goes too: the scheduler finds tables by their wake-up time (`wakeups`, never later than
    any of their timers: see Store.due_timers), which a move changes only when a timer becomes due sooner."""
    db.execute(
        "CREATE TABLE moves_lean (table_id INTEGER NOT NULL REFERENCES game_tables(id), seq INTEGER NOT NULL, "
        "seat INTEGER, user_id INTEGER, action TEXT, at REAL, PRIMARY KEY (table_id, seq)) WITHOUT ROWID"
    )
    db.execute(
        "INSERT INTO moves_lean SELECT table_id, seq, seat, user_id, action, at FROM moves "
        "WHERE table_id IS NOT NULL AND seq IS NOT NULL"
    )
    db.execute("DROP TABLE moves")
    db.execute("ALTER TABLE moves_lean RENAME TO moves")
    db.execute(
        "CREATE TABLE timers_lean (id INTEGER PRIMARY KEY, table_id INTEGER NOT NULL, user_id INTEGER, kind TEXT, "
        "due REAL, payload TEXT)"
    )
    db.execute(  # a timer without a table could never fire (the scheduler drops it): not carried over
        f"INSERT INTO timers_lean SELECT (table_id << {TIMER_BITS}) + ROW_NUMBER() OVER (PARTITION BY table_id "
        "ORDER BY id) - 1, table_id, user_id, kind, due, payload FROM timers WHERE table_id >= 0"
    )
    db.execute("DROP TABLE timers")
    db.execute("ALTER TABLE timers_lean RENAME TO timers")
    db.execute("CREATE TABLE IF NOT EXISTS wakeups (table_id INTEGER PRIMARY KEY, wake_at REAL NOT NULL)")
    db.execute(
        "INSERT OR REPLACE INTO wakeups SELECT table_id, MIN(due) FROM timers WHERE due IS NOT NULL GROUP BY table_id"
    )
    db.execute("CREATE INDEX IF NOT EXISTS idx_wakeups_wake_at ON wakeups (wake_at)")


_RECORD_COLUMNS_V12 = (
    *("names", "bots", "stand_ins", "absent", "timeouts", "resigned", "votes_held"),
    *("vote_id", "vote_kind", "vote_seat", "vote_target", "vote_voters", "vote_votes", "vote_due", "vote_user"),
    *("vote_name", "vote_by", "vote_message", "pause_reasons", "pause_held", "abandoned_by", "result", "rematch"),
    *("rematch_of", "prompted", "dm_prompts", "prompt_message", "dm_closed", "timed_out", "game_record"),
)


def _typed_records(db: sqlite_utils.Database) -> None:
    """The table's record in typed columns (engine/table_record.py) instead of a JSON `meta` bag: every key an older
    build wrote moves to its field, older shapes normalised (`record_from_meta`); `meta` goes. A meta that cannot be
    read leaves an empty record (the table itself is reported damaged only if its other columns are)."""
    kinds = {"votes_held": "INTEGER NOT NULL DEFAULT 0", "vote_id": "INTEGER", "vote_seat": "INTEGER"}
    kinds |= {"vote_target": "INTEGER", "vote_user": "INTEGER", "vote_by": "INTEGER", "vote_due": "REAL"}
    kinds |= {"rematch": "INTEGER", "rematch_of": "INTEGER"}
    for column in _RECORD_COLUMNS_V12:
        db.execute(f"ALTER TABLE game_tables ADD COLUMN {column} {kinds.get(column, 'TEXT')}")
    sets = ", ".join(f"{column} = ?" for column in _RECORD_COLUMNS_V12)
    for table_id, meta in db.execute("SELECT id, meta FROM game_tables").fetchall():
        try:
            found = json.loads(meta) if meta else {}
        except ValueError:
            found = {}
        record = record_from_meta(found if isinstance(found, dict) else {})
        encoded = dict(zip(RECORD_COLUMNS, _encode_record(record)))  # the columns this migration adds, by name
        values = [encoded[column] for column in _RECORD_COLUMNS_V12]
        db.execute(f"UPDATE game_tables SET {sets} WHERE id = ?", [*values, table_id])
    db.execute("ALTER TABLE game_tables DROP COLUMN meta")


def _cluster(db: Any) -> None:
    """Several bot processes over one database (engine/cluster.py): a registry of the live processes (each with its
    shard range and heartbeat); a timer claimed by one process for a lease (engine/timer_claims.py), so it fires once
    in the cluster; the process that wrote an outbox row (its owner delivers it; another takes over once it is dead)."""
    db.execute(
        "CREATE TABLE IF NOT EXISTS processes (id TEXT PRIMARY KEY, host TEXT NOT NULL, pid INTEGER NOT NULL, "
        "shard_first INTEGER, shard_last INTEGER, shard_count INTEGER, started_at REAL NOT NULL, "
        "heartbeat REAL NOT NULL)"
    )
    added = {"timers": ("claimed_by TEXT", "lease_until REAL"), "outbox": ("owner TEXT",)}
    for table, columns in added.items():
        present = column_names(db, table)  # a layout rebuilt from a newer one (as tests do) may have them
        for column in columns:
            if column.split()[0] not in present:
                db.execute(f"ALTER TABLE {table} ADD COLUMN {column}")


def _claims_index(db: Any) -> None:
    """The timers a process holds, found without reading every timer: a start takes over a dead process's claims
    (engine/timer_claims.py `take_over`), which scanned the whole timers table (twice per dead process). Partial:
    only claimed timers are in it, so writing an unclaimed timer (every move) writes no index page."""
    db.execute("CREATE INDEX IF NOT EXISTS idx_timers_claimed_by ON timers (claimed_by) WHERE claimed_by IS NOT NULL")


def column_names(db: Any, table: str) -> list[str]:
    """A table's column names in order, on either backend (a store, sqlite-utils' database or the PostgreSQL
    connection: each runs SQL, and a cursor describes its columns even when no row comes)."""
    cursor = db.execute(f"SELECT * FROM {table} LIMIT 0")
    names = [column[0] for column in cursor.description]
    cursor.fetchall()
    return names


MIGRATIONS: list[Callable[[sqlite_utils.Database], None]] = [
    _v1, _v2, _v3, _v4, _v5, _seats_vacations, _history_and_ratings, _ephemeral_panels, _command_syncs,
    _table_choices, _lean_move_writes, _typed_records, _cluster, _claims_index,
]  # fmt: skip
# PostgreSQL support starts at this version: an empty PostgreSQL database gets the whole current schema at once, and a
# migration appended after it runs on both backends, so it may use only `db.execute` with SQLite's SQL (which
# engine/store_dialect.py translates: `?`, INTEGER/REAL columns, ON CONFLICT), not sqlite-utils' table API.
PG_BASELINE = 12


def current_sqlite_schema() -> list[str]:
    """The CREATE statements of a database at this build's schema (an empty SQLite one, migrated in memory)."""
    scratch = Store(":memory:")
    try:
        return sqlite_schema(scratch.conn)
    finally:
        scratch.close()


LAYOUT_V1 = {
    *("id", "kind", "guild_id", "channel_id", "thread_id", "host_id", "status", "options", "players", "seats"),
    *("seed", "state", "move_no", "lobby_message_id", "meta", "created_at", "updated_at"),
}

_UNREAD = object()


@dataclass
class TableRow:
    """One game table as stored. JSON columns are decoded; the state only when first used."""

    id: int
    kind: str
    guild_id: int
    channel_id: int
    host_id: int
    status: str
    options: dict[str, Any]
    players: list[int]
    seats: list[int] = field(default_factory=list)
    seed: str = ""
    move_no: int = 0
    thread_id: int | None = None
    lobby_message_id: int | None = None
    record: TableRecord = field(default_factory=TableRecord)
    unannounced: bool = False  # a move stored but never announced, by an older build (now: the outbox)
    created_at: float = 0.0
    updated_at: float = 0.0
    state_json: str | None = field(default=None, repr=False)
    _state: Any = field(default=_UNREAD, repr=False, compare=False)
    _stored: bool = field(default=True, repr=False, compare=False)  # `state` is what `state_json` holds

    @property
    def state(self) -> dict[str, Any] | None:
        if self._state is _UNREAD:
            try:
                self._state = orjson.loads(self.state_json) if self.state_json else None
            except ValueError as error:
                raise DamagedTable(self.id, f"state: {error}") from None
        return self._state

    @state.setter
    def state(self, value: dict[str, Any] | None) -> None:
        self._state = value
        self._stored = False

    @property
    def state_is_stored(self) -> bool:
        """Whether the state is exactly the stored snapshot (so it can be read again from it)."""
        return self._stored and self.state_json is not None

    def reread_state(self) -> None:
        """Forget the decoded state: the next use decodes the stored snapshot again (after a refused in-place move)."""
        self._state = _UNREAD
        self._stored = True

    def encoded_state(self) -> str | None:
        if self._state is _UNREAD:
            return self.state_json
        return None if self._state is None else encode_state(self._state)

    def stored_as(self, encoded: str | None) -> None:
        """The state was just written as `encoded`."""
        self.state_json = encoded
        self._stored = encoded is not None

    def seat_of(self, user_id: int) -> int | None:
        return self.seats.index(user_id) if user_id in self.seats else None

    @property
    def home_channel(self) -> int:
        return self.thread_id or self.channel_id


# the record's columns (one per field; a vote's and a pause's flattened): a field added later adds its column here and
# in a migration of its own
RECORD_COLUMNS = _RECORD_COLUMNS_V12
COLUMNS = (
    *("id", "kind", "guild_id", "channel_id", "thread_id", "host_id", "status", "options", "players", "seats"),
    *("seed", "state", "move_no", "lobby_message_id", "created_at", "updated_at", "unannounced"),
    "player_count",
    *RECORD_COLUMNS,
)
_DERIVED = ("state", "unannounced", "player_count", *RECORD_COLUMNS)  # columns written from other fields
_RECORD_SETS = ", ".join(f"{name} = ?" for name in RECORD_COLUMNS)
SELECT = f"SELECT {', '.join(COLUMNS)} FROM game_tables"
_JSON = {"options": dict, "players": list, "seats": list}
_MAPS = ("names", "bots", "stand_ins", "absent", "timeouts", "resigned")  # record fields stored as JSON
_VOTE = ("id", "kind", "seat", "target", "voters", "votes", "due", "user", "name", "by", "message")
_VOTE_JSON = {"voters": "[]", "votes": "{}", "message": "null"}  # a vote's JSON fields, and how "empty" is written


def encode_state(state: Any) -> str:
    """A game state as stored: compact JSON (orjson: the snapshot is encoded on every move; the standard encoder for
    what orjson refuses, such as integers beyond 64 bits)."""
    try:
        return orjson.dumps(state, option=orjson.OPT_NON_STR_KEYS).decode()
    except TypeError:
        return json.dumps(state, separators=(",", ":"))


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _map(value: Any) -> str | None:
    """A JSON column of the record: NULL for nothing (an empty map or list, None); orjson, as it is written per
    move (the standard encoder for what orjson refuses)."""
    if value is None or value == {} or value == []:
        return None
    try:
        return orjson.dumps(value, option=orjson.OPT_SORT_KEYS).decode()
    except TypeError:
        return _json(value)


def _encode_record(record: TableRecord) -> list[Any]:
    """The record's column values, in RECORD_COLUMNS order: the one place it is encoded."""
    vote, pause = record.vote, record.pause
    if vote is None:
        votes: list[Any] = [None] * len(_VOTE)
    else:
        votes = [_map(getattr(vote, n)) or _VOTE_JSON[n] if n in _VOTE_JSON else getattr(vote, n) for n in _VOTE]
    prompts = {s: {"message": p.message, "key": p.key, "channel": p.channel} for s, p in record.dm_prompts.items()}
    return [
        *(_map(getattr(record, name)) for name in _MAPS),
        record.votes_held,
        *votes,
        *((_map(pause.reasons), _map(pause.held) or "{}") if pause else (None, None)),
        _map(record.abandoned_by),
        _map(record.result),
        record.rematch,
        record.rematch_of,
        _map(record.prompted),
        _map(prompts),
        _map(record.prompt_message),
        _map(record.dm_closed),
        record.timed_out,
        _map(record.game),
    ]


def _decode_record(values: dict[str, Any]) -> TableRecord:
    """A record from its columns (the one place it is decoded; a JSON column that cannot be read raises)."""
    read = {name: orjson.loads(values[name]) if values[name] is not None else None for name in _JSON_RECORD}
    vote = None
    if values["vote_id"] is not None:
        vote = Vote(**{n: read[f"vote_{n}"] if n in _VOTE_JSON else values[f"vote_{n}"] for n in _VOTE})
    pause = Pause(read["pause_reasons"], read["pause_held"] or {}) if read["pause_reasons"] else None
    return TableRecord(
        **{name: read[name] or {} for name in _MAPS},
        votes_held=int(values["votes_held"] or 0),
        vote=vote,
        pause=pause,
        abandoned_by=read["abandoned_by"],
        result=read["result"],
        rematch=values["rematch"],
        rematch_of=values["rematch_of"],
        prompted=read["prompted"] or {},
        dm_prompts={seat: DmPrompt(**p) for seat, p in (read["dm_prompts"] or {}).items()},
        prompt_message=read["prompt_message"],
        dm_closed=read["dm_closed"] or [],
        timed_out=values["timed_out"],
        game=read["game_record"] or {},
    )


_JSON_RECORD = (
    *_MAPS, *(f"vote_{n}" for n in _VOTE_JSON), "pause_reasons", "pause_held", "abandoned_by", "result",
    "prompted", "dm_prompts", "prompt_message", "dm_closed", "game_record",
)  # fmt: skip


def _decode(row: tuple[Any, ...]) -> TableRow:
    data = dict(zip(COLUMNS, row))
    table_id = data["id"]
    for column, kind in _JSON.items():
        try:
            value = json.loads(data[column]) if data[column] else kind()
        except ValueError as error:
            raise DamagedTable(table_id, f"{column}: {error}") from None
        if not isinstance(value, kind):
            raise DamagedTable(table_id, f"{column} is not a {kind.__name__}")
        data[column] = value
    try:
        record = _decode_record(data)
    except (ValueError, TypeError, AttributeError) as error:
        raise DamagedTable(table_id, f"record: {error}") from None
    for name in RECORD_COLUMNS:
        data.pop(name)
    data["state_json"] = data.pop("state")
    data["unannounced"] = bool(data["unannounced"])
    data.pop("player_count")
    return TableRow(**data, record=record)


def _encode(table: TableRow) -> list[Any]:
    """Column values in COLUMNS order."""
    values = {
        **{name: getattr(table, name) for name in COLUMNS if name not in _DERIVED},
        **{name: _json(getattr(table, name)) for name in _JSON},
        "state": table.encoded_state(),
        "unannounced": 1 if table.unannounced else 0,
        "player_count": len(table.players),
        **dict(zip(RECORD_COLUMNS, _encode_record(table.record))),
    }
    return [values[name] for name in COLUMNS]


TIMER_COLUMNS = "id, table_id, user_id, kind, due, payload"  # a timer as read (timer_dict)


def timer_dict(row: Any) -> dict[str, Any]:
    """A timer read as TIMER_COLUMNS, its payload decoded."""
    return {**dict(zip(("id", "table_id", "user_id", "kind", "due"), row)), "payload": json.loads(row[5] or "{}")}


def timer_ids(table_id: int) -> tuple[int, int]:
    """The ids of a table's timers: [low, high)."""
    return table_id << TIMER_BITS, (table_id + 1) << TIMER_BITS


class Store:
    """All reads and writes of the bot's database."""

    def __init__(
        self,
        path: str | os.PathLike[str] = DEFAULT_PATH,
        clock: Callable[[], float] = time.time,
        busy_timeout: float = BUSY_TIMEOUT,
    ) -> None:
        """`path`: an SQLite file (or ":memory:"), or a `postgresql://` URL (engine/store_dialect.py)."""
        self.path = str(path)
        self.postgres = is_url(self.path)
        self.conn: Any
        if self.postgres:
            try:
                self.conn = PgConnection(self.path)
            except DatabaseError as error:
                raise StoreError(str(error)) from None
            self.path = redacted(self.path)
        else:
            if self.path != ":memory:":
                Path(self.path).parent.mkdir(parents=True, exist_ok=True)
            self.conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=busy_timeout)
            self.conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
            if self.path != ":memory:":
                self.conn.execute("PRAGMA journal_mode = WAL")
            self.conn.execute("PRAGMA foreign_keys = ON")
            # FULL: each commit is synced to disk, so an accepted move survives a power loss, not only a crash
            self.conn.execute("PRAGMA synchronous = FULL")
        self.clock = clock
        self._busy_timeout = busy_timeout
        self._reader: sqlite3.Connection | None = None  # SQLite's read-only connection for reads apart
        self._reader_lock = threading.Lock()
        # called once timers were written, with the earliest due among them (wakes the loop if it is due sooner)
        self.timers_written: Callable[[float], None] | None = None
        self._next_timer: dict[int, int] = {}  # table id → the lowest timer id this connection may give next
        self._wakes_checked = False  # check_wakes has run on this store
        try:
            self.migrate()
        except BaseException:
            self.conn.close()
            raise

    # -- plain SQL for the engine's other modules (SQLite's SQL with `?`: store_dialect translates it) -----------
    def execute(self, sql: str, params: list[Any] | tuple[Any, ...] = ()) -> Any:
        """One statement on the store's connection; the cursor (fetchone, fetchall, iteration, rowcount)."""
        return self.conn.execute(sql, params)

    def executemany(self, sql: str, rows: Any) -> Any:
        return self.conn.executemany(sql, rows)

    # -- reads off the event loop (asyncio.to_thread) -------------------------------------------------------------
    def read_apart(self, sql: str, params: list[Any] | tuple[Any, ...] = ()) -> list[Any]:
        """One read on a connection of its own, never the store's (the event loop's thread may be inside a move's
        transaction on it meanwhile): for code running on a worker thread. It sees committed rows only, and a
        failing read aborts nothing else. PostgreSQL: another connection of the pool; SQLite: a read-only
        connection of the store's own (one reader at a time); an in-memory database has no second connection,
        so there it is the store's."""
        if self.postgres:
            return list(self.conn.read(sql, params))
        if self.path == ":memory:":
            return list(self.conn.execute(sql, params).fetchall())
        with self._reader_lock:
            if self._reader is None:
                uri = Path(self.path).resolve().as_uri() + "?mode=ro"
                self._reader = sqlite3.connect(
                    uri, uri=True, isolation_level=None, check_same_thread=False, timeout=self._busy_timeout
                )
            return list(self._reader.execute(sql, params).fetchall())

    # -- schema ---------------------------------------------------------------------------------
    @cached_property
    def db(self) -> sqlite_utils.Database:
        """sqlite-utils over this connection (for the migrations; imported when first needed)."""
        import sqlite_utils

        return sqlite_utils.Database(self.conn)

    def _has_table(self, name: str) -> bool:
        if self.postgres:
            found = self.conn.execute(
                "SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = ?", [name]
            )
        else:
            found = self.conn.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", [name])
        return found.fetchone() is not None

    @property
    def schema_version(self) -> int:
        if self.postgres:
            if not self._has_table(SCHEMA_TABLE):
                return 0
            return int(self.conn.execute(f"SELECT version FROM {SCHEMA_TABLE}").fetchone()[0])
        return int(self.conn.execute("PRAGMA user_version").fetchone()[0])

    def _set_schema_version(self, number: int) -> None:
        if self.postgres:
            self.conn.execute(f"UPDATE {SCHEMA_TABLE} SET version = ?", [number])
        else:
            self.conn.execute(f"PRAGMA user_version = {number}")

    def _newer(self, version: int) -> StoreError:
        return StoreError(
            f"The database {self.path} is at schema version {version}, from a newer build of the bot; this "
            f"build knows versions up to {len(MIGRATIONS)}. Run the newer build, or restore a backup."
        )

    def migrate(self) -> None:
        """Bring the schema up to date; refuse a database this build does not understand."""
        if self.postgres:
            self._migrate_postgres()
            return
        version = self.schema_version
        if version > len(MIGRATIONS):
            raise self._newer(version)
        if version == 0 and self._has_table("game_tables"):  # written by a build before versioned schemas
            found = set(self.db["game_tables"].columns_dict)
            if found != LAYOUT_V1:
                raise StoreError(
                    f"The database {self.path} has game tables but no schema version, and their layout is not one "
                    f"this build knows (columns: {', '.join(sorted(found))}). Restore a backup or move it aside."
                )
            with self.transaction():
                self.conn.execute("PRAGMA user_version = 1")
            version = 1
        for number, migration in enumerate(MIGRATIONS[version:], start=version + 1):
            with self.transaction():
                migration(self.db)
                self.conn.execute(f"PRAGMA user_version = {number}")

    def _migrate_postgres(self) -> None:
        """An empty PostgreSQL database gets the current schema at once (SQLite's, translated); one created by an
        older build runs the migrations added since (from PG_BASELINE on, each is portable SQL through
        `db.execute`). Processes starting together migrate one after the other (an advisory lock)."""
        if self.schema_version == len(MIGRATIONS):
            return
        with self.transaction():
            self.conn.execute("SELECT pg_advisory_xact_lock(?)", [MIGRATE_LOCK])
            version = self.schema_version
            if version > len(MIGRATIONS):
                raise self._newer(version)
            if version == 0:
                for statement in postgres_schema(current_sqlite_schema()):
                    self.conn.execute(statement)
                self.conn.execute(f"CREATE TABLE {SCHEMA_TABLE} (version INTEGER NOT NULL)")
                self.conn.execute(f"INSERT INTO {SCHEMA_TABLE} (version) VALUES (?)", [len(MIGRATIONS)])
                return
            if version < PG_BASELINE:
                raise StoreError(f"The PostgreSQL database {self.path} is at schema version {version}, below "
                                 f"{PG_BASELINE} where PostgreSQL support starts; restore a backup.")  # fmt: skip
            for number, migration in enumerate(MIGRATIONS[version:], start=version + 1):
                migration(self.conn)
                self._set_schema_version(number)

    @contextmanager
    def transaction(self, synced: bool = True) -> Iterator[None]:
        """One atomic unit. The outermost takes the write lock at once (`BEGIN IMMEDIATE`, waiting up to the busy
        timeout for another writer); an inner one joins it (an error anywhere rolls the whole unit back).
        `synced=False` (SQLite): its commit is not synced to disk by itself (no fsync, most of a small commit's
        cost), so a power loss, never a crash, may lose it until the next synced commit syncs the log up to it: for
        writes a restart can do without (a click's held token, the results of rows delivered again idempotently)."""
        if self.conn.in_transaction:
            yield
            return
        if not synced and not self.postgres:
            self.conn.execute("PRAGMA synchronous = NORMAL")
            try:
                with self.transaction():
                    yield
            finally:
                self.conn.execute("PRAGMA synchronous = FULL")
            return
        self.conn.execute("BEGIN" if self.postgres else "BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            if self.conn.in_transaction:
                self.conn.execute("ROLLBACK")
            raise
        else:
            try:
                self.conn.execute("COMMIT")
            except BaseException:
                if self.conn.in_transaction:
                    self.conn.execute("ROLLBACK")
                raise

    def close(self) -> None:
        """Close the connections; SQLite: first copy the WAL into the database and empty it (a clean shutdown leaves
        no WAL for the next start to read through, even when another process still has the file open)."""
        if self._reader is not None:
            self._reader.close()
            self._reader = None
        if not self.postgres and self.path != ":memory:" and not self.conn.in_transaction:
            with contextlib.suppress(sqlite3.Error):  # busy (a reader in another process): SQLite checkpoints later
                self.conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        self.conn.close()

    # -- locks across processes (engine/cluster.py) ----------------------------------------------------
    @contextmanager
    def table_lock(self, table_id: int) -> Iterator[None]:
        """Hold one table against every other process for a unit of work (cogs/session.py takes it behind the
        process's own lock). SQLite: nothing to do (one process writes a file; a cluster's table is guarded by the
        move number's compare-and-set). PostgreSQL: a session advisory lock on the table id, on the store's one
        connection (a unit of work spans several transactions); it waits while another process holds the table,
        and goes with the connection if that is lost (the compare-and-set still guards the move). This form waits
        in the database; the bot's sessions poll `try_table_lock` instead, so the event loop never blocks on it."""
        if self.postgres:
            self.conn.execute("SELECT pg_advisory_lock(?)", [table_id])
        try:
            yield
        finally:
            self.table_unlock(table_id)

    def try_table_lock(self, table_id: int) -> bool:
        """Take the table's lock of `table_lock` if no other process holds it (always on SQLite); release it with
        `table_unlock`."""
        if not self.postgres:
            return True
        return bool(self.conn.execute("SELECT pg_try_advisory_lock(?)", [table_id]).fetchone()[0])

    def table_unlock(self, table_id: int) -> None:
        if self.postgres:
            with suppress(*DB_ERRORS):  # a lost connection took the lock with it
                self.conn.execute("SELECT pg_advisory_unlock(?)", [table_id])

    def for_update(self, skip_locked: bool = False, of: str | None = None) -> str:
        """The clause locking the rows a SELECT reads until the transaction ends (PostgreSQL: `FOR UPDATE [OF of]`,
        with `SKIP LOCKED` to pass over rows another process holds). SQLite: none (a write transaction holds the
        file)."""
        if not self.postgres:
            return ""
        return "FOR UPDATE" + (f" OF {of}" if of else "") + (" SKIP LOCKED" if skip_locked else "")

    def _timers_changed(self, due: float) -> None:
        """Timers were written, the earliest due at `due`: wake the timer loop (in-process, if it would look later;
        on PostgreSQL every process's, through NOTIFY: engine/timer_notify.py)."""
        if self.postgres:
            self.conn.execute(f"NOTIFY {TIMERS_CHANNEL}")
        if self.timers_written is not None:
            self.timers_written(due)

    def reset_sequences(self) -> None:
        """After rows were copied in with their ids: PostgreSQL's identity columns continue after the highest."""
        if not self.postgres:
            return
        for table in ("game_tables", "outbox", "vacations"):
            self.conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE((SELECT MAX(id) FROM {table}), 0) "
                "+ 1, false)"
            )

    def backup(self, target: str | os.PathLike[str]) -> None:
        """An online copy of the whole database into an SQLite file (SQLite's backup API; from PostgreSQL, an
        export of every table), safe while the bot runs."""
        Path(target).parent.mkdir(parents=True, exist_ok=True)
        if self.postgres:
            from engine.store_transfer import copy_store

            target_store = Store(target)
            try:
                copy_store(self, target_store)
            finally:
                target_store.close()
            return
        copy = sqlite3.connect(str(target))
        try:
            self.conn.backup(copy)
        finally:
            copy.close()

    # -- tables ---------------------------------------------------------------------------------
    def _write_seats(self, table: TableRow) -> None:
        self.conn.execute("DELETE FROM seats WHERE table_id = ?", [table.id])
        self.conn.executemany(
            "INSERT OR IGNORE INTO seats (table_id, user_id) VALUES (?, ?)", [(table.id, u) for u in table.players]
        )

    def insert_table(self, table: TableRow) -> TableRow:
        now = self.clock()
        table.created_at = table.updated_at = now
        values = _encode(table)[1:]
        marks = ", ".join("?" for _ in values)
        with self.transaction():
            cursor = self.conn.execute(
                f"INSERT INTO game_tables ({', '.join(COLUMNS[1:])}) VALUES ({marks}) RETURNING id", values
            )
            table.id = int(cursor.fetchall()[0][0])  # read to the end: SQLite commits no statement in progress
            self._write_seats(table)
        return table

    def _update(self, table: TableRow) -> None:
        values = _encode(table)
        sets = ", ".join(f"{name} = ?" for name in COLUMNS[1:])
        self.conn.execute(f"UPDATE game_tables SET {sets} WHERE id = ?", [*values[1:], table.id])

    def save_table(self, table: TableRow) -> None:
        table.updated_at = self.clock()
        with self.transaction():
            self._update(table)
            self._write_seats(table)

    def set_thread(self, table_id: int, thread_id: int | None, lobby_message_id: int | None) -> None:
        """Where a table lives (only these two columns: a concurrent join is not overwritten)."""
        with self.transaction():
            self.conn.execute(
                "UPDATE game_tables SET thread_id = ?, lobby_message_id = ?, updated_at = ? WHERE id = ?",
                [thread_id, lobby_message_id, self.clock(), table_id],
            )

    def save_record(self, table: TableRow) -> None:
        """Write only the table's record (and the unannounced flag), not the whole row."""
        table.updated_at = self.clock()
        with self.transaction():
            self.conn.execute(
                f"UPDATE game_tables SET {_RECORD_SETS}, unannounced = ?, updated_at = ? WHERE id = ?",
                [*_encode_record(table.record), 1 if table.unannounced else 0, table.updated_at, table.id],
            )

    def table_head(self, table_id: int) -> dict[str, Any] | None:
        """A table's kind, status, server, players and move number, without its state (for routing a click)."""
        row = self.conn.execute(
            "SELECT id, kind, status, guild_id, players, move_no FROM game_tables WHERE id = ?", [table_id]
        ).fetchone()
        if row is None:
            return None
        keys = ("id", "kind", "status", "guild_id", "players", "move_no")
        try:
            players = json.loads(row[4]) if row[4] else []
        except ValueError:
            players = []
        return {**dict(zip(keys, row)), "players": players}

    def get_table(self, table_id: int) -> TableRow | None:
        """One table, its state read at once (DamagedTable when any of it cannot be read)."""
        if not 0 <= table_id < 2**63:
            return None
        row = self.conn.execute(f"{SELECT} WHERE id = ?", [table_id]).fetchone()
        if row is None:
            return None
        table = _decode(row)
        _ = table.state
        return table

    def find_tables(
        self,
        where: str,
        params: list[Any] | tuple[Any, ...] = (),
        on_damaged: Callable[[DamagedTable], None] | None = None,
    ) -> list[TableRow]:
        """Tables matching `where` (their states read lazily); a damaged one is skipped (and reported)."""
        found = []
        for row in self.conn.execute(f"{SELECT} WHERE {where} ORDER BY id", list(params)):
            try:
                found.append(_decode(row))
            except DamagedTable as error:
                if on_damaged is not None:
                    on_damaged(error)
        return found

    def count_tables(self, where: str, params: list[Any] | tuple[Any, ...] = ()) -> int:
        return int(self.conn.execute(f"SELECT COUNT(*) FROM game_tables WHERE {where}", list(params)).fetchone()[0])

    def tables_of_user(
        self, user_id: int, statuses: tuple[str, ...] = ("lobby", "playing"), kind: str | None = None
    ) -> list[TableRow]:
        """The user's tables in these statuses (and of this game), through the seats index."""
        marks = ",".join("?" for _ in statuses)
        where = f"status in ({marks}) and id in (select table_id from seats where user_id = ?)"
        params: list[Any] = [*statuses, user_id]
        if kind is not None:
            where += " and kind = ?"
            params.append(kind)
        return self.find_tables(where, params)

    def table_choices(
        self, user_id: int, kind: str, guild_id: int | None, needle: str = "", limit: int = 25
    ) -> list[tuple[int, str, int]]:
        """(id, status, player count) of what a `game` autocomplete offers, from indexed columns only (no JSON read):
        the user's lobbies and games of `kind`, then (in a server) its other open lobbies of `kind`, each in id
        order; only those whose number contains `needle`; at most `limit`."""
        mine = "SELECT table_id FROM seats WHERE user_id = ?"
        sql = (
            f"SELECT id, status, player_count FROM ("
            f"SELECT id, status, player_count, 0 AS part FROM game_tables "
            f"WHERE id IN ({mine}) AND kind = ? AND status IN ('lobby', 'playing') "
            f"UNION ALL SELECT id, status, player_count, 1 FROM game_tables "
            f"WHERE guild_id = ? AND kind = ? AND status = 'lobby' AND id NOT IN ({mine})"
            f") AS choices WHERE instr(CAST(id AS TEXT), ?) > 0 ORDER BY part, id LIMIT ?"
        )
        params = [user_id, kind, guild_id if guild_id else None, kind, user_id, needle, limit]
        return [(int(i), str(status), int(count)) for i, status, count in self.conn.execute(sql, params)]

    # -- moves ----------------------------------------------------------------------------------
    def commit_move(self, table: TableRow, seat: int, user_id: int, action: dict[str, Any]) -> str | None:
        """Append one move and save the snapshot (table.state, table.move_no) atomically; returns the snapshot as
        written (the caller marks the row `stored_as` it once the whole transaction is committed)."""
        table.updated_at = self.clock()
        encoded = table.encoded_state()
        with self.transaction():
            written = self.conn.execute(  # only what a move changes, and no indexed column (each rewrites its index)
                f"UPDATE game_tables SET state = ?, move_no = ?, {_RECORD_SETS}, updated_at = ? WHERE id = ? "
                "AND move_no = ?",  # compare-and-set: the move read is still the table's last
                [encoded, table.move_no, *_encode_record(table.record), table.updated_at, table.id, table.move_no - 1],
            )
            if written.rowcount != 1:
                raise StaleTable(table.id, table.move_no - 1)
            self.conn.execute(
                "INSERT INTO moves (table_id, seq, seat, user_id, action, at) VALUES (?, ?, ?, ?, ?, ?)",
                [table.id, table.move_no, seat, user_id, json.dumps(action, sort_keys=True), table.updated_at],
            )
            unannounced = 1 if table.unannounced else 0
            self.conn.execute(  # the indexed ones only when they change (the last move, a flag of an older build)
                "UPDATE game_tables SET status = ?, unannounced = ? WHERE id = ? AND (status IS NOT ? OR unannounced "
                "IS NOT ?)",
                [table.status, unannounced, table.id, table.status, unannounced],
            )
        return encoded

    def last_mover(self, table_id: int) -> int | None:
        """The user who made the latest move (0: the bot, for a deadline), None before the first."""
        row = self.conn.execute(
            "SELECT user_id FROM moves WHERE table_id = ? ORDER BY seq DESC LIMIT 1", [table_id]
        ).fetchone()
        return row[0] if row else None

    def moves(self, table_id: int, apart: bool = False) -> list[dict[str, Any]]:
        """A table's move log; `apart`: read on a connection of its own (`read_apart`, off the event loop)."""
        sql = "SELECT table_id, seq, seat, user_id, action, at FROM moves WHERE table_id = ? ORDER BY seq"
        rows = self.read_apart(sql, [table_id]) if apart else self.conn.execute(sql, [table_id])
        keys = ("table_id", "seq", "seat", "user_id", "action", "at")
        return [{**dict(zip(keys, r)), "action": json.loads(r[4])} for r in rows]

    # -- command syncs (admin/sync.py) -------------------------------------------------------------
    def synced_hash(self, scope: str) -> str | None:
        row = self.conn.execute("SELECT hash FROM command_syncs WHERE scope = ?", [scope]).fetchone()
        return str(row[0]) if row else None

    def set_synced_hash(self, scope: str, digest: str) -> None:
        with self.transaction():
            self.conn.execute(
                "INSERT INTO command_syncs (scope, hash, synced_at) VALUES (?, ?, ?) "
                "ON CONFLICT(scope) DO UPDATE SET hash = excluded.hash, synced_at = excluded.synced_at",
                [scope, digest, self.clock()],
            )

    # -- users ----------------------------------------------------------------------------------
    def dm_closed_until(self, user_id: int) -> float:
        """Until when DMs to this user are not tried again (0: try)."""
        row = self.conn.execute("SELECT dm_closed_until FROM users WHERE id = ?", [user_id]).fetchone()
        return float(row[0] or 0) if row else 0.0

    def set_dm_closed_until(self, user_id: int, until: float) -> None:
        with self.transaction():
            self.conn.execute(
                "INSERT INTO users (id, dm_closed_until) VALUES (?, ?) "
                "ON CONFLICT(id) DO UPDATE SET dm_closed_until = excluded.dm_closed_until",
                [user_id, until],
            )

    def user_language(self, user_id: int) -> tuple[str | None, str | None]:
        """(their chosen language, the locale last seen from them); each None when unknown."""
        row = self.conn.execute("SELECT language, seen_locale FROM users WHERE id = ?", [user_id]).fetchone()
        return (row[0], row[1]) if row else (None, None)

    def set_user_language(self, user_id: int, *, language: str | None = None, seen: str | None = None) -> None:
        """Store a player's choice (`language`, '' to clear it) and/or the locale last seen from them (alone: not
        synced to disk by itself, as a held click: a power loss may forget it, and their next interaction says it
        again)."""
        with self.transaction(synced=language is not None):
            self.conn.execute("INSERT OR IGNORE INTO users (id, dm_closed_until) VALUES (?, 0)", [user_id])
            if language is not None:
                self.conn.execute("UPDATE users SET language = ? WHERE id = ?", [language or None, user_id])
            if seen is not None:
                self.conn.execute("UPDATE users SET seen_locale = ? WHERE id = ?", [seen, user_id])

    # -- timers ---------------------------------------------------------------------------------
    def _new_timer_id(self, table_id: int) -> int:
        """Inside a transaction: the next id of this table's range, never one this connection gave before (a
        scheduler holding a fired timer's id must not delete its successor)."""
        low, high = timer_ids(table_id)
        row = self.conn.execute("SELECT MAX(id) FROM timers WHERE id >= ? AND id < ?", [low, high]).fetchone()
        found = low if row[0] is None else int(row[0]) + 1
        number = max(found, self._next_timer.get(table_id, low))
        if number >= high:
            raise StoreError(f"game {table_id} has used up its timer numbers")
        self._next_timer[table_id] = number + 1
        return number

    def replace_timers(self, table_id: int, kind: str, timers: list[tuple[int, float, dict[str, Any]]]) -> None:
        """Drop this table's timers of `kind` and add (user_id, due, payload) ones, in one transaction."""
        with self.transaction():
            self.conn.execute("DELETE FROM timers WHERE id >= ? AND id < ? AND kind = ?", [*timer_ids(table_id), kind])
            for user_id, due, payload in timers:
                number = self._new_timer_id(table_id)
                self.conn.execute(
                    "INSERT INTO timers (id, table_id, user_id, kind, due, payload) VALUES (?, ?, ?, ?, ?, ?)",
                    [number, table_id, user_id, kind, due, json.dumps(payload)],
                )
            earliest = min((due for _, due, _ in timers), default=None)
            if earliest is not None:
                self._wake(table_id, earliest)
        if earliest is not None:
            self._timers_changed(earliest)

    def clear_timers(self, table_id: int) -> None:
        with self.transaction():
            self.conn.execute("DELETE FROM timers WHERE id >= ? AND id < ?", timer_ids(table_id))

    def _timers(self, where: str, params: list[Any]) -> list[dict[str, Any]]:
        rows = self.conn.execute(f"SELECT {TIMER_COLUMNS} FROM timers WHERE {where} ORDER BY due, id", params)
        return [timer_dict(r) for r in rows]

    def timers_where(self, where: str, params: list[Any]) -> list[dict[str, Any]]:
        """The timers matching a condition on the timers table (engine/timer_claims.py), by due time."""
        return self._timers(where, params)

    def wake_for(self, table_id: int, due: float) -> None:
        """Inside a transaction: this table has a timer due at `due` (its wake-up moves sooner if it must)."""
        self._wake(table_id, due)

    def _wake(self, table_id: int, due: float) -> None:
        """Inside a transaction: a timer of this table is due at `due`; its wake-up moves sooner if it must (only
        then: a later timer leaves the table's row and its index untouched)."""
        self.conn.execute(
            "INSERT INTO wakeups (table_id, wake_at) VALUES (?, ?) ON CONFLICT (table_id) DO UPDATE SET wake_at = "
            "excluded.wake_at WHERE wakeups.wake_at > excluded.wake_at",
            [table_id, due],
        )

    def read_wakeups(self, sql: str, params: list[Any] | tuple[Any, ...] = ()) -> Any:
        """The scheduler's reads of the wake-ups (`claim_due`, `due_timers`, `next_due`) go through here, so the
        first one on this store checks them first (`check_wakes`), whichever it is."""
        self.check_wakes()
        return self.conn.execute(sql, params)

    def check_wakes(self) -> None:
        """Once per store, before the scheduler first reads the wake-ups (`read_wakeups`):
        every wake-up no later than its table's timers (after timers written by hand while the bot was down). Not
        at opening, and first a read: a timer sooner than its table's wake-up is looked for (one pass over the
        timers, each wake-up by its key: about 3 ms of CPU with 10,000 games), and only when there is one are the
        wake-ups rewritten (a write transaction grouping every timer by table, about four times that)."""
        if self._wakes_checked:
            return
        if (
            self._has_table("wakeups")
            and self.conn.execute(
                "SELECT 1 FROM timers LEFT JOIN wakeups ON wakeups.table_id = timers.table_id WHERE timers.due IS NOT "
                "NULL AND (wakeups.wake_at IS NULL OR wakeups.wake_at > timers.due) LIMIT 1"
            ).fetchone()
        ):
            self._resync_wakes()
        self._wakes_checked = True

    def _resync_wakes(self) -> None:
        with self.transaction():
            self.conn.execute(
                "INSERT INTO wakeups (table_id, wake_at) SELECT table_id, MIN(due) FROM timers WHERE due IS NOT NULL "
                "GROUP BY table_id ON CONFLICT (table_id) DO UPDATE SET wake_at = excluded.wake_at "
                "WHERE wakeups.wake_at > excluded.wake_at"
            )

    def due_timers(self, now: float) -> list[dict[str, Any]]:
        """Timers due by `now`, of the tables whose wake-up has come. A wake-up is never later than its table's
        timers, but may be sooner (a timer dropped or moved later leaves it): such a table's wake-up is set to its
        next timer here, outside any move."""
        woken = [r[0] for r in self.read_wakeups("SELECT table_id FROM wakeups WHERE wake_at <= ?", [now])]
        found: list[dict[str, Any]] = []
        stale = []
        for table_id in woken:
            due = [t for t in self._timers("id >= ? AND id < ?", list(timer_ids(table_id))) if t["due"] <= now]
            found += due
            if not due:
                stale.append(table_id)
        if stale:
            marks = ",".join("?" for _ in stale)
            with self.transaction():
                self.conn.execute(f"DELETE FROM wakeups WHERE table_id IN ({marks})", stale)
                for table_id in stale:
                    self.conn.execute(
                        "INSERT INTO wakeups (table_id, wake_at) SELECT ?, MIN(due) FROM timers WHERE id >= ? AND "
                        "id < ? AND due IS NOT NULL HAVING MIN(due) IS NOT NULL",
                        [table_id, *timer_ids(table_id)],
                    )
        return sorted(found, key=lambda t: (t["due"], t["id"]))

    def timers(self, table_id: int, fresh: bool = True) -> list[dict[str, Any]]:
        """A table's timers, read from the database every time (another process may have written them: no cache
        goes stale in a cluster). `fresh` is accepted for older callers; every read is fresh."""
        return self._timers("id >= ? AND id < ?", list(timer_ids(table_id)))

    def next_due(self) -> float | None:
        """When to look for due timers next (a table's wake-up: possibly sooner than its next timer)."""
        row = self.read_wakeups("SELECT MIN(wake_at) FROM wakeups").fetchone()
        return row[0] if row and row[0] is not None else None

    def move_timer(self, timer_id: int, due: float) -> None:
        """A repeating timer's next time (its claim released: whoever is live when it is due fires it)."""
        with self.transaction():
            self.conn.execute(
                "UPDATE timers SET due = ?, claimed_by = NULL, lease_until = NULL WHERE id = ?", [due, timer_id]
            )
            found = self.conn.execute("SELECT table_id FROM timers WHERE id = ?", [timer_id]).fetchone()
            if found is not None:
                self._wake(found[0], due)
        self._timers_changed(due)

    def delete_timers(self, table_id: int, kind: str, key: str) -> None:
        """Drop this table's timers of `kind` whose payload names `key`."""
        with self.transaction():
            self.conn.execute(
                "DELETE FROM timers WHERE id >= ? AND id < ? AND kind = ? AND json_extract(payload, '$.key') = ?",
                [*timer_ids(table_id), kind, key],
            )

    def delete_timer(self, timer_id: int) -> None:
        with self.transaction():
            self.conn.execute("DELETE FROM timers WHERE id = ?", [timer_id])
