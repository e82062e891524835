"""Timers claimed, not just read: each due timer fires once in the whole cluster.

A process takes the due timers it will fire by writing its id and a lease (`claimed_by`, `lease_until`) on them in
one transaction; a timer already claimed under a lease that has not run out is passed over. The claim is a SELECT of
the free due timers with the store's row lock (`store.for_update(skip_locked=True, of="t")`: PostgreSQL's `FOR
UPDATE OF t SKIP LOCKED`, so two processes never wait on each other's timers; nothing on SQLite, whose write
transaction holds the file) and an UPDATE of those rows. A timer's firing ends in its deletion, its replacement (a
move re-plans the table's timers as new rows) or its release (`release`: due again for whoever is live). A process
that dies holding a claim loses it when the lease runs out: any live process claims it then, or at once when a process
registering sees it dead (`take_over`: a kill -9 and a restart on one host need not wait for the lease).
"""

from __future__ import annotations

from typing import Any

from engine.store import TIMER_BITS, TIMER_COLUMNS, Store, timer_dict, timer_ids

LEASE = 60.0  # seconds a claim holds (a timer's firing takes far less: a session and its delivery)
CHUNK = 500  # ids per statement (well under SQLite's and PostgreSQL's parameter limits)
CLAIM_LIMIT = 500  # tables whose due timers are claimed at once (the rest stay for the other processes)


def claim_due(
    store: Store, owner: str, now: float, lease: float = LEASE, limit: int = CLAIM_LIMIT
) -> list[dict[str, Any]]:
    """The due timers of up to `limit` woken tables, now held by this process until `now + lease` (oldest first);
    timers another process holds under a live lease are passed over. Each table's wake-up moves to when it must be
    looked at next: its next free timer, or the end of a lease on it (ours: if we die, whoever is live looks then),
    so no process scans a table that is being fired. A few statements per CHUNK tables, none per table: each
    table's timers are found by their id range (`timer_ids`), through a list of ranges joined to the timers."""
    until = now + lease
    claimed: list[dict[str, Any]] = []
    if store.read_wakeups("SELECT 1 FROM wakeups WHERE wake_at <= ? LIMIT 1", [now]).fetchone() is None:
        return claimed  # nothing due: no write transaction
    with store.transaction():
        woken = [
            int(row[0])
            for row in store.conn.execute(
                f"SELECT table_id FROM wakeups WHERE wake_at <= ? ORDER BY wake_at LIMIT ? "
                f"{store.for_update(skip_locked=True)}",
                [now, limit],
            ).fetchall()
        ]
        span = 1 << TIMER_BITS
        for start in range(0, len(woken), CHUNK // 2):
            part = woken[start : start + CHUNK // 2]
            claimed += map(timer_dict, store.conn.execute(
                f"UPDATE timers SET claimed_by = ?, lease_until = ? {_in_ranges(store, len(part))} AND due <= ? "
                f"AND (lease_until IS NULL OR lease_until <= ?) RETURNING {TIMER_COLUMNS}",
                [owner, until, *(bound for t in part for bound in timer_ids(t)), now, now],
            ).fetchall())  # fmt: skip
            marks = ",".join("?" for _ in part)
            mine = "timers.id >= wakeups.table_id * ? AND timers.id < (wakeups.table_id + 1) * ? AND due IS NOT NULL"
            store.conn.execute(
                f"DELETE FROM wakeups WHERE table_id IN ({marks}) AND NOT EXISTS (SELECT 1 FROM timers WHERE {mine})",
                [*part, span, span],
            )
            store.conn.execute(
                "UPDATE wakeups SET wake_at = (SELECT MIN(CASE WHEN lease_until > ? THEN lease_until ELSE due END) "
                f"FROM timers WHERE {mine}) WHERE table_id IN ({marks})",
                [now, span, span, *part],
            )
    return sorted(claimed, key=lambda t: (t["due"], t["id"]))


def _in_ranges(store: Store, count: int) -> str:
    """The clause of an UPDATE of timers restricting it to `count` id ranges (parameters: low, high of each), as
    each backend's planner reads it as one index range per table: SQLite ORed ranges (its multi-index OR);
    PostgreSQL a join with a list of ranges (a nested loop over the primary key: ORed ranges it scans whole)."""
    if store.postgres:
        ranges = ", ".join("(?, ?)" for _ in range(count))
        return (f"FROM (VALUES {ranges}) AS ranges WHERE timers.id >= ranges.column1 "
                "AND timers.id < ranges.column2")  # fmt: skip
    return "WHERE (" + " OR ".join("(id >= ? AND id < ?)" for _ in range(count)) + ")"


def release(store: Store, owner: str, *ids: int) -> None:
    """Fired timers that are still stored (their handler neither dropped nor replaced them), or claimed ones not
    fired, are free again, and their tables wake up for them."""
    if not ids:
        return
    with store.transaction():
        for start in range(0, len(ids), CHUNK):
            part = list(ids[start : start + CHUNK])
            marks = ",".join("?" for _ in part)
            kept = store.timers_where(f"id IN ({marks}) AND claimed_by = ?", [*part, owner])
            store.conn.execute(
                f"UPDATE timers SET claimed_by = NULL, lease_until = NULL WHERE id IN ({marks}) AND claimed_by = ?",
                [*part, owner],
            )
            for timer in kept:
                store.wake_for(timer["table_id"], timer["due"])


def take_over(store: Store, dead: list[str]) -> None:
    """Inside a transaction: the claims of dead processes are free at once, and their tables wake up for them."""
    for owner in dead:
        held = store.timers_where("claimed_by = ?", [owner])
        store.conn.execute("UPDATE timers SET claimed_by = NULL, lease_until = NULL WHERE claimed_by = ?", [owner])
        for timer in held:
            if timer["due"] is not None:
                store.wake_for(timer["table_id"], timer["due"])
