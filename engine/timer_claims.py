"""Timers claimed, not just read: each due timer fires once in the whole cluster.

A process takes the due timers it will fire by writing its id and a lease (`claimed_by`, `lease_until`) on them in
one transaction; a timer already claimed under a lease that has not run out is passed over. The claim is a SELECT of
the candidates with the store's row lock (`store.for_update(skip_locked=True)`: PostgreSQL's `FOR UPDATE SKIP
LOCKED`, so two processes never wait on each other's timers; nothing on SQLite, whose write transaction holds the
file) and a conditional UPDATE. A timer's firing ends in its deletion, its replacement (a move re-plans the table's
timers as new rows) or its release (`release`: due again for whoever is live). A process that dies holding a claim
loses it when the lease runs out: any live process claims it then.
"""

from __future__ import annotations

from typing import Any

from engine.store import Store

LEASE = 60.0  # seconds a claim holds (a timer's firing takes far less: a session and its delivery)
CHUNK = 500  # ids per statement (well under SQLite's and PostgreSQL's parameter limits)


def _claimable(now: float) -> tuple[str, list[Any]]:
    return "(lease_until IS NULL OR lease_until <= ?)", [now]


def claim_due(store: Store, owner: str, now: float, lease: float = LEASE) -> list[dict[str, Any]]:
    """The due timers this process now holds (oldest first), claimed until `now + lease`; timers another process
    holds under a live lease are left out."""
    candidates = store.due_timers(now)
    if not candidates:
        return []
    by_id = {t["id"]: t for t in candidates}
    ids = list(by_id)
    claimed: list[int] = []
    free, free_params = _claimable(now)
    lock = store.for_update(skip_locked=True)
    with store.transaction():
        for start in range(0, len(ids), CHUNK):
            part = ids[start : start + CHUNK]
            marks = ",".join("?" for _ in part)
            rows = store.conn.execute(
                f"SELECT id FROM timers WHERE id IN ({marks}) AND due <= ? AND {free} {lock}",
                [*part, now, *free_params],
            ).fetchall()
            got = [int(r[0]) for r in rows]
            if not got:
                continue
            marks = ",".join("?" for _ in got)
            store.conn.execute(
                f"UPDATE timers SET claimed_by = ?, lease_until = ? WHERE id IN ({marks})", [owner, now + lease, *got]
            )
            claimed += got
    return sorted((by_id[i] for i in claimed), key=lambda t: (t["due"], t["id"]))


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
