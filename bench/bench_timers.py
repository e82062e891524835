"""Timers fired per second with many due (issue 26), on SQLite or on PostgreSQL: the claim (engine/timer_claims.py:
read the due timers through the wake-ups, claim them with a lease, release or drop each after firing) against a bare
baseline reading and dropping the same rows in the same run (plain sqlite3, or plain psycopg), and by two processes
claiming from one database at once (each timer fired exactly once: checked). Firing itself is a timer's deletion
here (a real firing opens a session: that is the move's cost, measured by bench_store.py and bench_store_pg.py), so
this measures the claiming machinery alone. PostgreSQL: a throwaway durable server (sandbox/pg_server.py), a fresh
database per mode.

Run: python bench/bench_timers.py [--backend sqlite|postgresql] [--timers 100000] [--batch 500]
"""

from __future__ import annotations

import argparse
import multiprocessing
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.store import TIMER_BITS, Store  # noqa: E402
from engine.store_dialect import DB_ERRORS, is_url  # noqa: E402
from engine.timer_claims import claim_due  # noqa: E402
from sandbox.pg_server import PgServer  # noqa: E402

NOW = 1_800_000_000.0


def fill(path: Path | str, count: int) -> None:
    """`count` tables with one due timer each (a deadline), and their wake-ups, as the store writes them."""
    store = Store(path)
    with store.transaction():
        store.conn.executemany(
            "INSERT INTO timers (id, table_id, user_id, kind, due, payload) VALUES (?, ?, 1, 'deadline', ?, '{}')",
            ((t << TIMER_BITS, t, NOW - count + t) for t in range(1, count + 1)),
        )
        store.conn.executemany(
            "INSERT INTO wakeups (table_id, wake_at) VALUES (?, ?)", ((t, NOW - count + t) for t in range(1, count + 1))
        )
    if store.postgres:  # the planner's statistics, as autovacuum keeps them on a live database
        store.execute("ANALYZE")
    store.close()


def fire_claimed(store: Store, owner: str, batch: int, fired: list[int] | None = None) -> tuple[int, int]:
    """Claim and fire until nothing is due; how many this process fired, and how many of its writes failed and were
    tried again (SQLite: the file locked past the busy timeout by the other process; PostgreSQL: none expected)."""
    done = locked = 0
    while True:
        try:
            claimed = claim_due(store, owner, NOW, limit=batch)
            if not claimed:
                remaining = store.conn.execute("SELECT COUNT(*) FROM timers WHERE due <= ?", [NOW]).fetchone()[0]
                if remaining == 0:
                    break
                time.sleep(0.01)  # held by the other process
                continue
            ids = [t["id"] for t in claimed]
            with store.transaction():  # the firing: each timer dropped (a move would replace it)
                store.conn.executemany("DELETE FROM timers WHERE id = ? AND claimed_by = ?", [(i, owner) for i in ids])
        except DB_ERRORS:  # SQLite's "database is locked": our claims stay ours (the lease), try again
            locked += 1
            continue
        done += len(ids)
        if fired is not None:
            fired.extend(ids)
    store.close()
    return done, locked


def fire_bare(path: str, batch: int) -> int:
    """The baseline: read the due timers and drop them, plain sqlite3 or psycopg, in batches of the same size."""
    if is_url(path):
        return fire_bare_postgres(path, batch)
    conn = sqlite3.connect(path, isolation_level=None)
    done = 0
    while True:
        ids = [r[0] for r in conn.execute("SELECT id FROM timers WHERE due <= ? LIMIT ?", [NOW, batch])]
        if not ids:
            break
        conn.execute("BEGIN IMMEDIATE")
        conn.executemany("DELETE FROM timers WHERE id = ?", [(i,) for i in ids])
        conn.execute("COMMIT")
        done += len(ids)
    conn.close()
    return done


def fire_bare_postgres(url: str, batch: int) -> int:
    import psycopg

    done = 0
    with psycopg.connect(url, autocommit=True) as conn:
        while True:
            ids = [r[0] for r in conn.execute("SELECT id FROM timers WHERE due <= %s LIMIT %s", [NOW, batch])]
            if not ids:
                break
            with conn.transaction(), conn.cursor() as cursor:
                cursor.executemany("DELETE FROM timers WHERE id = %s", [(i,) for i in ids])
            done += len(ids)
    return done


def worker(path: str, owner: str, batch: int, out: multiprocessing.Queue, go: Any) -> None:  # type: ignore[type-arg]
    fired: list[int] = []
    store = Store(path, busy_timeout=1.0)  # opened (and migrated) before the race, as a process does at its start
    out.put("ready")
    go.wait()  # both processes start claiming together
    _, locked = fire_claimed(store, owner, batch, fired)
    out.put((fired, locked))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timers", type=int, default=100_000)
    parser.add_argument("--batch", type=int, default=500, help="tables claimed at once (the bot's CLAIM_LIMIT)")
    parser.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    args = parser.parse_args()
    server = None
    if args.backend == "postgresql":
        server = PgServer(durable=True)
        server.start()
    try:
        run(args.timers, args.batch, server)
    finally:
        if server is not None:
            server.stop()


def run(count: int, batch: int, server: PgServer | None) -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench_timers_"))
    print(f"{count} due timers on {'PostgreSQL (durable, Unix socket)' if server else 'SQLite (WAL, FULL sync)'}")
    rates = {}
    for name in ("bare", "claimed", "two processes"):
        path: Path | str = server.fresh() if server else folder / f"{name.replace(' ', '_')}.db"
        fill(path, count)
        if name == "two processes":
            queue: multiprocessing.Queue = multiprocessing.Queue()  # type: ignore[type-arg]
            go = multiprocessing.Event()
            procs = [
                multiprocessing.Process(target=worker, args=(str(path), f"p{i}", batch, queue, go)) for i in range(2)
            ]
            for proc in procs:
                proc.start()
            assert [queue.get() for _ in procs] == ["ready", "ready"]
        start = time.perf_counter()
        if name == "bare":
            fired = fire_bare(str(path), batch)
        elif name == "claimed":
            fired, _ = fire_claimed(Store(path), "one", batch)
        else:
            go.set()
            parts = [queue.get() for _ in procs]
            for proc in procs:
                proc.join()
            everyone = [i for part, _ in parts for i in part]
            assert len(everyone) == len(set(everyone)) == count, "a timer fired twice, or not at all"
            fired = len(everyone)
            print(
                f"  two processes fired {len(parts[0][0])} and {len(parts[1][0])} (none twice); writes retried "
                f"(SQLite: the file locked past the busy timeout): {parts[0][1]} and {parts[1][1]}"
            )
        elapsed = time.perf_counter() - start
        assert fired == count, (name, fired)
        rates[name] = fired / elapsed
        print(f"{name:>14}: {fired} timers in {elapsed:.2f} s = {rates[name]:,.0f} timers/s")
    base = rates["bare"]
    print(f"claimed / bare: {rates['claimed'] / base:.2f}x the rate; two processes / bare: "
          f"{rates['two processes'] / base:.2f}x")  # fmt: skip


if __name__ == "__main__":
    main()
