"""The transactional outbox: what a move must cause (thread posts, edits of older messages, DMs and secret prompts,
the answer to the player's interaction) is stored as rows in the move's own transaction, and delivered once.

Each row has a stable id. The front end sends a table's rows in id order and records each result (the message it
created) here at once in memory; results reach the database in the table's next move transaction, or in one batched
write (`flush`) shortly after. After a kill the rows without a stored result are sent again, idempotently: creates
carry a nonce derived from the row id (Discord returns the existing message for a repeated nonce), older ones are
looked up first, and edits and deletes are idempotent by nature (a delete of a message already gone is done).

A player's click is remembered when it is acknowledged (`hold`): its token lives 15 minutes, so after a restart the
"thinking…" of a click whose move was stored is answered by that move's reply row, and one whose move never was
is told so.
"""

from __future__ import annotations

import json
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from engine.outbox_refs import refs_to_rows, rows_named_in_json
from engine.outbox_refs import rows_named as rows_named  # re-exported
from engine.store import Store
from i18n import text_from_json, texts_json

POST, EDIT, DM, REPLY, HELD = "post", "edit", "dm", "reply", "held"
FOLLOW = "follow"  # a public post copied to a spectator by DM (engine/spectators.py)
DELETE = "delete"  # an older message taken away (a panel that moved below); a message already gone counts as done
TOKEN_LIFE = 15 * 60.0 - 30.0  # an interaction token lives 15 minutes; keep a margin
NONCE_WINDOW = 60.0  # a nonce is trusted this long (Discord keeps them "a few minutes"); older sends are looked up


@dataclass
class Row:
    id: int
    table_id: int
    kind: str
    payload: dict[str, Any]
    created_at: float
    owner: str | None = None  # the process that wrote it and delivers it (engine/cluster.py); None: unknown

    @property
    def expired(self) -> bool:
        hook = self.payload.get("hook") if self.kind == EDIT else None  # an ephemeral reply edited by its token
        if isinstance(hook, dict):
            return time.time() > float(hook.get("expires", 0))
        return self.kind in (REPLY, HELD) and time.time() > self.created_at + TOKEN_LIFE


_json = texts_json  # rows as JSON; their texts stay message keys (translated when sent, in the reader's language)


def _with_rows(payload: Any, ids: list[int], named: set[int] | None = None) -> str:
    """`_json(refs_to_rows(payload, ids))`, without copying a payload that names no row of its batch (a JSON text
    without the key "ref" has no {"ref": i} to replace); the stored rows the payload names ({"row": id}) added to
    `named`, read from its JSON text (a payload can hold a whole view: no second walk)."""
    text = _json(payload)
    if named is not None:
        named |= rows_named_in_json(text)
    return _json(refs_to_rows(payload, ids)) if '"ref":' in text else text


def _load(text: str) -> Any:
    return json.loads(text, object_hook=text_from_json)


class Outbox:
    """Rows of one store, plus the results delivered in this process that are not written yet."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.conn = store.conn
        self.unwritten: dict[int, tuple[int, dict[str, Any]]] = {}  # row id → (table id, result)
        self._results: dict[int, dict[str, Any]] = {}  # results not written yet, or written and still needed
        self._salt: str | None = None
        self.owner: str | None = None  # this process's id, written on every row it adds (engine/cluster.py)
        self.flushes = 0  # batched result writes so far (the pipeline probe counts them apart from moves)

    # -- writing (inside the move's transaction) ----------------------------------------------------
    def add(
        self, table_id: int, rows: Iterable[tuple[str, dict[str, Any]]], now: float, named: set[int] | None = None
    ) -> list[int]:
        """Insert rows in order; a payload may name an earlier row of the batch as {"ref": i}. `named`: gets the
        stored rows the payloads name ({"row": id}, as `rows_named` of the payloads finds them)."""
        ids: list[int] = []
        for kind, payload in rows:
            cursor = self.conn.execute(
                "INSERT INTO outbox (table_id, kind, payload, created_at, owner) VALUES (?, ?, ?, ?, ?) RETURNING id",
                [table_id, kind, _with_rows(payload, ids, named), now, self.owner],
            )
            ids.append(int(cursor.fetchall()[0][0]))
        return ids

    def settle(self, table_id: int, keep: set[int]) -> None:
        """Inside a move's transaction: write this table's delivered results and drop its delivered rows, except
        those still named by the table (its live prompts)."""
        mine = [(rid, result) for rid, (tid, result) in self.unwritten.items() if tid == table_id]
        if mine:
            self.conn.executemany(
                "UPDATE outbox SET done = 1, result = ? WHERE id = ?", [(_json(r), rid) for rid, r in mine]
            )
        marks = ",".join("?" for _ in keep)
        self.conn.execute(
            f"DELETE FROM outbox WHERE table_id = ? AND done = 1 AND id NOT IN ({marks})", [table_id, *keep]
        )
        for rid, _ in mine:
            del self.unwritten[rid]
            if rid not in keep:
                self._results.pop(rid, None)

    def hold(self, table_id: int, payload: dict[str, Any], now: float) -> int:
        """A click was acknowledged: remember its token (one insert) until its move or answer replaces it (not synced
        to disk by itself: only a power loss before the move's commit loses it, and with it the click's answer)."""
        with self.store.transaction(synced=False):
            return self.add(table_id, [(HELD, payload)], now)[0]

    def drop(self, row_id: int) -> None:
        """Inside a transaction: a held click is answered by the rows written with it."""
        self.conn.execute("DELETE FROM outbox WHERE id = ?", [row_id])
        self.unwritten.pop(row_id, None)

    # -- delivering -----------------------------------------------------------------------------------
    def pending(self, table_id: int) -> list[Row]:
        """This table's rows without a result yet (in this process or stored), oldest first."""
        cursor = self.conn.execute(
            "SELECT id, table_id, kind, payload, created_at, owner FROM outbox WHERE table_id = ? AND done = 0 "
            "ORDER BY id",
            [table_id],
        )
        rows = [Row(r[0], r[1], r[2], _load(r[3]), r[4], r[5]) for r in cursor]
        return [r for r in rows if r.id not in self._results]

    def tables_pending(self, orphaned: Callable[[str | None], bool] = lambda owner: True) -> list[int]:
        """Tables with rows not known to be delivered whose owner is `orphaned` (after a restart: what a kill
        interrupted; in a cluster, only rows no live process is delivering)."""
        found = self.conn.execute("SELECT DISTINCT table_id, owner FROM outbox WHERE done = 0")
        return sorted({table_id for table_id, owner in found if orphaned(owner)})

    def delivered(self, row: Row, result: dict[str, Any]) -> None:
        """A row was sent (or is settled: expired, refused); its result waits for the next write."""
        self._results[row.id] = result
        self.unwritten[row.id] = (row.table_id, result)

    def result(self, row_id: int) -> dict[str, Any] | None:
        """What a delivered row created ({"channel", "message"}), or None."""
        if row_id in self._results:
            return self._results[row_id]
        found = self.conn.execute("SELECT result FROM outbox WHERE id = ? AND done = 1", [row_id]).fetchone()
        return _load(found[0]) if found and found[0] else None

    def flush(self) -> int:
        """Write every unwritten result in one transaction (batched: one write for many moves; not synced to disk by
        itself: a row whose result a power loss took is delivered again, idempotently)."""
        if not self.unwritten:
            return 0
        batch = list(self.unwritten.items())
        with self.store.transaction(synced=False):
            self.conn.executemany(
                "UPDATE outbox SET done = 1, result = ? WHERE id = ?", [(_json(r), rid) for rid, (_, r) in batch]
            )
        for rid, _ in batch:  # written: from now on the database says they are done (and what they made)
            self.unwritten.pop(rid, None)
            self._results.pop(rid, None)
        self.flushes += 1
        return len(batch)

    # -- idempotency -----------------------------------------------------------------------------------
    @property
    def salt(self) -> str:
        """A per-database random prefix, so a restored backup never reuses a nonce of another history."""
        if self._salt is None:
            found = self.conn.execute("SELECT value FROM settings WHERE key = 'nonce_salt'").fetchone()
            if found is None:
                salt = secrets.token_hex(4)
                with self.store.transaction():
                    self.conn.execute(
                        "INSERT INTO settings (key, value) VALUES ('nonce_salt', ?) ON CONFLICT DO NOTHING", [salt]
                    )
                found = self.conn.execute("SELECT value FROM settings WHERE key = 'nonce_salt'").fetchone()
            self._salt = str(found[0])
        return self._salt

    def nonce(self, row_id: int, part: int | str = 0) -> str:
        """The message nonce of a row's `part`-th create (≤ 25 characters, as Discord allows)."""
        return f"{self.salt}.{row_id}.{part}"[:25]
