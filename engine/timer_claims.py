"""Timers claimed, not just read: each due timer fires once in the whole cluster.

A process takes the due timers it will fire by writing its id and a lease (`claimed_by`, `lease_until`) on them in
one transaction; a timer already claimed under a lease that has not run out is passed over. The claim is a SELECT of
the free due timers with the store's row lock (`store.for_update(skip_locked=True, of="t")`: PostgreSQL's `FOR
UPDATE OF t SKIP LOCKED`, so two processes never wait on each other's timers; nothing on SQLite, whose write
transaction holds the file) and an UPDATE of those rows. A timer's firing ends in its deletion, its replacement (a
move re-plans the table's timers as new rows) or its release (`release`: due again for whoever is live). A process
that dies holding a claim loses it when the lease runs out: any live process claims it then.
"""

from __future__ import annotations

from typing import Any

from engine.store import TIMER_BITS, Store

LEASE = 60.0  # seconds a claim holds (a timer's firing takes far less: a session and its delivery)
CHUNK = 500  # ids per statement (well under SQLite's and PostgreSQL's parameter limits)
CLAIM_LIMIT = 500  # timers claimed at once (the rest stay free for the other processes of a cluster)


def claim_due(
    store: Store, owner: str, now: float, lease: float = LEASE, limit: int = CLAIM_LIMIT
) -> list[dict[str, Any]]:
    """Up to `limit` due timers this process now holds (oldest first), claimed until `now + lease`; timers another
    process holds under a live lease are passed over. Found through the tables' wake-ups (one range of the timers'
    key per woken table: no index on due times is needed)."""
    span = 1 << TIMER_BITS
    with store.transaction():
        found = store.conn.execute(
            "SELECT t.id FROM wakeups w JOIN timers t ON t.id >= w.table_id * ? AND t.id < (w.table_id + 1) * ? "
            "WHERE w.wake_at <= ? AND t.due <= ? AND (t.lease_until IS NULL OR t.lease_until <= ?) "
            f"ORDER BY t.due, t.id LIMIT ? {store.for_update(skip_locked=True, of='t')}",
            [span, span, now, now, now, limit],
        ).fetchall()
        ids = [int(r[0]) for r in found]
        claimed: list[dict[str, Any]] = []
        for start in range(0, len(ids), CHUNK):
            part = ids[start : start + CHUNK]
            marks = ",".join("?" for _ in part)
            store.conn.execute(
                f"UPDATE timers SET claimed_by = ?, lease_until = ? WHERE id IN ({marks})", [owner, now + lease, *part]
            )
            claimed += store.timers_by_id(part)
    return sorted(claimed, key=lambda t: (t["due"], t["id"]))


def release(store: Store, owner: str, *timer_ids: int) -> None:
    """Fired timers that are still stored (their handler neither dropped nor replaced them), or claimed ones not
    fired, are free again."""
    if not timer_ids:
        return
    with store.transaction():
        for start in range(0, len(timer_ids), CHUNK):
            part = timer_ids[start : start + CHUNK]
            marks = ",".join("?" for _ in part)
            store.conn.execute(
                f"UPDATE timers SET claimed_by = NULL, lease_until = NULL WHERE id IN ({marks}) AND claimed_by = ?",
                [*part, owner],
            )


def held_until(store: Store, now: float) -> float | None:
    """When the earliest live lease of another process's claim on a due timer runs out (None: none held), so a
    loop that found due timers it could not claim sleeps until then instead of spinning."""
    row = store.conn.execute(
        "SELECT MIN(lease_until) FROM timers WHERE lease_until > ? AND due <= ?", [now, now]
    ).fetchone()
    return float(row[0]) if row and row[0] is not None else None
