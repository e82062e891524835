"""SQLite storage (sqlite-utils): tables, the move log with state snapshots, and stored timers.

Every accepted move is written with its new snapshot in one transaction, before anyone is told.
"""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import sqlite_utils

DEFAULT_PATH = "data/games.db"


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


MIGRATIONS: list[Callable[[sqlite_utils.Database], None]] = [_v1]


@dataclass
class TableRow:
    """One game table as stored. JSON columns are decoded."""

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
    state: dict[str, Any] | None = None
    move_no: int = 0
    thread_id: int | None = None
    lobby_message_id: int | None = None
    meta: dict[str, Any] = field(default_factory=dict)
    created_at: float = 0.0
    updated_at: float = 0.0

    def seat_of(self, user_id: int) -> int | None:
        return self.seats.index(user_id) if user_id in self.seats else None

    @property
    def home_channel(self) -> int:
        return self.thread_id or self.channel_id


_JSON_COLUMNS = ("options", "players", "seats", "state", "meta")


def _decode(row: dict[str, Any]) -> TableRow:
    data = dict(row)
    for column in _JSON_COLUMNS:
        data[column] = json.loads(data[column]) if data.get(column) else ({} if column in ("options", "meta") else None)
    data["players"] = data["players"] or []
    data["seats"] = data["seats"] or []
    return TableRow(**data)


def _encode(table: TableRow) -> dict[str, Any]:
    data = dict(table.__dict__)
    for column in _JSON_COLUMNS:
        data[column] = json.dumps(data[column], sort_keys=True, separators=(",", ":"))
    return data


class Store:
    """All reads and writes of the bot's database."""

    def __init__(self, path: str | os.PathLike[str] = DEFAULT_PATH, clock: Callable[[], float] = time.time) -> None:
        self.path = str(path)
        if self.path != ":memory:":
            Path(self.path).parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db = sqlite_utils.Database(conn)
        if self.path != ":memory:":
            self.db.enable_wal()
        self.db.execute("PRAGMA foreign_keys = ON")
        self.db.execute("PRAGMA synchronous = NORMAL")
        self.clock = clock
        self.migrate()

    # -- schema ---------------------------------------------------------------------------------
    @property
    def schema_version(self) -> int:
        return int(self.db.execute("PRAGMA user_version").fetchone()[0])

    def migrate(self) -> None:
        version = self.schema_version
        for number, migration in enumerate(MIGRATIONS[version:], start=version + 1):
            with self.transaction():
                migration(self.db)
                self.db.execute(f"PRAGMA user_version = {number}")

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """One atomic unit (sqlite-utils nests inner writes as savepoints)."""
        with self.db.atomic():
            yield

    def close(self) -> None:
        self.db.close()

    # -- tables ---------------------------------------------------------------------------------
    def insert_table(self, table: TableRow) -> TableRow:
        now = self.clock()
        table.created_at = table.updated_at = now
        data = _encode(table)
        data.pop("id")
        with self.transaction():
            table.id = self.db["game_tables"].insert(data).last_pk
        return table

    def save_table(self, table: TableRow) -> None:
        table.updated_at = self.clock()
        with self.transaction():
            self.db["game_tables"].update(table.id, _encode(table))

    def save_meta(self, table: TableRow) -> None:
        """Write only the table's meta column (front-end notes), not the whole row."""
        table.updated_at = self.clock()
        meta = json.dumps(table.meta, sort_keys=True, separators=(",", ":"))
        with self.transaction():
            self.db.execute(
                "UPDATE game_tables SET meta = ?, updated_at = ? WHERE id = ?", [meta, table.updated_at, table.id]
            )

    def table_head(self, table_id: int) -> dict[str, Any] | None:
        """A table's kind, status, server and players, without decoding its state (for routing a click)."""
        row = self.db.execute(
            "SELECT id, kind, status, guild_id, players FROM game_tables WHERE id = ?", [table_id]
        ).fetchone()
        if row is None:
            return None
        return {"id": row[0], "kind": row[1], "status": row[2], "guild_id": row[3], "players": json.loads(row[4])}

    def get_table(self, table_id: int) -> TableRow | None:
        try:
            return _decode(self.db["game_tables"].get(table_id))
        except sqlite_utils.db.NotFoundError:
            return None

    def find_tables(self, where: str, params: list[Any] | tuple[Any, ...] = ()) -> list[TableRow]:
        rows = self.db["game_tables"].rows_where(where, params, order_by="id")
        return [_decode(r) for r in rows]

    def tables_of_user(
        self, user_id: int, statuses: tuple[str, ...] = ("lobby", "playing"), kind: str | None = None
    ) -> list[TableRow]:
        """The user's tables in these statuses (and of this game), found in SQL rather than by decoding every row."""
        marks = ",".join("?" for _ in statuses)
        where = f"status in ({marks}) and exists (select 1 from json_each(players) where value = ?)"
        params: list[Any] = [*statuses, user_id]
        if kind is not None:
            where += " and kind = ?"
            params.append(kind)
        return self.find_tables(where, params)

    # -- moves ----------------------------------------------------------------------------------
    def commit_move(self, table: TableRow, seat: int, user_id: int, action: dict[str, Any]) -> None:
        """Append one move and save the snapshot (table.state, table.move_no) atomically."""
        table.updated_at = self.clock()
        with self.transaction():
            self.db["moves"].insert(
                {
                    "table_id": table.id,
                    "seq": table.move_no,
                    "seat": seat,
                    "user_id": user_id,
                    "action": json.dumps(action, sort_keys=True),
                    "at": table.updated_at,
                }
            )
            self.db["game_tables"].update(table.id, _encode(table))

    def moves(self, table_id: int) -> list[dict[str, Any]]:
        rows = self.db["moves"].rows_where("table_id = ?", [table_id], order_by="seq")
        return [{**r, "action": json.loads(r["action"])} for r in rows]

    # -- timers ---------------------------------------------------------------------------------
    def replace_timers(self, table_id: int, kind: str, timers: list[tuple[int, float, dict[str, Any]]]) -> None:
        """Drop this table's timers of `kind` and add (user_id, due, payload) ones, in one transaction."""
        with self.transaction():
            self.db.execute("DELETE FROM timers WHERE table_id = ? AND kind = ?", [table_id, kind])
            for user_id, due, payload in timers:
                self.db["timers"].insert(
                    {"table_id": table_id, "user_id": user_id, "kind": kind, "due": due, "payload": json.dumps(payload)}
                )

    def clear_timers(self, table_id: int) -> None:
        with self.transaction():
            self.db.execute("DELETE FROM timers WHERE table_id = ?", [table_id])

    def due_timers(self, now: float) -> list[dict[str, Any]]:
        rows = self.db["timers"].rows_where("due <= ?", [now], order_by="due")
        return [{**r, "payload": json.loads(r["payload"] or "{}")} for r in rows]

    def next_due(self) -> float | None:
        row = self.db.execute("SELECT MIN(due) FROM timers").fetchone()
        return row[0] if row and row[0] is not None else None

    def move_timer(self, timer_id: int, due: float) -> None:
        with self.transaction():
            self.db["timers"].update(timer_id, {"due": due})

    def delete_timers(self, table_id: int, kind: str, key: str) -> None:
        """Drop this table's timers of `kind` whose payload names `key`."""
        with self.transaction():
            self.db.execute(
                "DELETE FROM timers WHERE table_id = ? AND kind = ? AND json_extract(payload, '$.key') = ?",
                [table_id, kind, key],
            )

    def delete_timer(self, timer_id: int) -> None:
        with self.transaction():
            self.db["timers"].delete(timer_id)

    def timers(self, table_id: int) -> list[dict[str, Any]]:
        rows = self.db["timers"].rows_where("table_id = ?", [table_id], order_by="due")
        return [{**r, "payload": json.loads(r["payload"] or "{}")} for r in rows]
