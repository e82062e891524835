"""The store on PostgreSQL, against bare psycopg in the same run (a throwaway server of this machine, durable:
fsync and synchronous commit on, as a real one). Prints:

- `Tables.act` p50 and p99 on PostgreSQL against a bare psycopg transaction running the same write statements with
  the same values (recorded from the act, translated beforehand) in a copy of the database (budget 3×), and the
  SQLite store's `Tables.act` p50 on the same games, for context;
- the round trip of a stored-games database (bench/generate_games.py): SQLite → PostgreSQL → SQLite, with the time
  of each copy, the rows per second, and whether every table's rows are identical after it.

Run: python bench/bench_store_pg.py [--games 10000] [--n 300] [--only act|trip]
"""

from __future__ import annotations

import argparse
import random
import shutil
import sys
import tempfile
import time
from itertools import islice
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_store import Recording, pct, random_moves, stored_games  # noqa: E402
from engine.store import Store  # noqa: E402
from engine.store_dialect import to_postgres  # noqa: E402
from engine.store_transfer import copy_store, table_rows, transfer, verify  # noqa: E402
from engine.tables import Tables  # noqa: E402
from sandbox.pg_server import PgServer  # noqa: E402


def quick_games(games: int) -> Path:
    """bench/out/games-N.db as bench_store.py makes it, generated without a sync per commit when missing (the
    generator's moves are the same; only the wait for the disk goes)."""
    import bench.generate_games as generator

    class Unsynced(Store):
        def __init__(self, path: Any) -> None:
            super().__init__(path)
            self.conn.execute("PRAGMA synchronous = OFF")

    generator.Store = Unsynced  # type: ignore[misc]
    try:
        return stored_games(games)
    finally:
        generator.Store = Store  # type: ignore[misc]


def timed_transfer(source: Store, target: Store, label: str) -> None:
    started = time.perf_counter()
    copied = copy_store(source, target)
    copy_s = time.perf_counter() - started
    started = time.perf_counter()
    found = verify(source, target)
    verify_s = time.perf_counter() - started
    rows = sum(copied.values())
    print(f"{label}: {found.summary()}; mismatched: {len(found.mismatched)}")
    print(f"  copy {copy_s:.1f} s ({rows / copy_s:,.0f} rows/s), verification {verify_s:.1f} s")


def round_trip(db: Path, server: PgServer) -> None:
    folder = Path(tempfile.mkdtemp())
    try:
        source = Store(db)
        there = Store(server.fresh(empty=True))
        timed_transfer(source, there, "SQLite → PostgreSQL")
        back = Store(folder / "back.db")
        timed_transfer(there, back, "PostgreSQL → SQLite")
        original, after = table_rows(source), table_rows(back)
        differ = [t for t in original if original[t] != after[t]]
        print(f"identical after the round trip: {'yes, every table' if not differ else 'NO: ' + ', '.join(differ)}")
        for store in (source, there, back):
            store.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def act_runs(tables: Tables, n: int, seed: int, record: Recording | None, bare: Any | None) -> tuple[list, list]:
    """Tables.act on running cardline games (and, with `bare`, each move's writes again through bare psycopg)."""
    acts: list[float] = []
    bares: list[float] = []
    for row, seat, action in islice(random_moves(tables, random.Random(seed)), n):
        if record is not None:
            record.writes = []
        started = time.perf_counter()
        tables.act_on(row, row.seats[seat], action)
        acts.append(time.perf_counter() - started)
        if bare is not None and record is not None:
            statements = [(to_postgres(sql), params) for sql, params in record.writes]  # translated beforehand
            started = time.perf_counter()
            with bare.transaction():
                for sql, params in statements:
                    bare.execute(sql, params)
            bares.append(time.perf_counter() - started)
    return acts, bares


def act_against_bare(db: Path, server: PgServer, n: int) -> None:
    import psycopg

    source = Store(db)
    url = server.fresh(empty=True)
    store = Store(url)
    transfer(source, store)
    source.close()
    same_url = server.fresh(empty=True)
    same = Store(same_url)
    transfer(store, same)
    same.execute("UPDATE moves SET seq = -1 - seq")  # room for the moves written again (same keys, same values)
    same.execute("DELETE FROM game_results")
    same.close()
    bare = psycopg.connect(same_url, autocommit=True)
    tables = Tables(store)
    recording = Recording(store.conn)
    store.conn = tables.outbox.conn = recording  # type: ignore[assignment]
    acts, bares = act_runs(tables, n, 5, recording, bare)
    store.conn = recording.conn
    store.close()
    bare.close()
    with tempfile.TemporaryDirectory() as folder:  # the SQLite store on the same games, for context
        shutil.copy(db, Path(folder) / "lite.db")
        lite = Tables(Store(Path(folder) / "lite.db"))
        sqlite_acts, _ = act_runs(lite, n, 5, None, None)
        lite.store.close()
    a50, a99, b50, b99 = pct(acts, 50), pct(acts, 99), pct(bares, 50), pct(bares, 99)
    print(f"Tables.act on PostgreSQL ({len(acts)} moves): p50 {a50 * 1e3:.2f} ms, p99 {a99 * 1e3:.2f} ms")
    print(f"bare psycopg, the same statements: p50 {b50 * 1e3:.2f} ms, p99 {b99 * 1e3:.2f} ms")
    print(f"ratio: p50 {a50 / b50:.2f}× (budget 3×), p99 {a99 / b99:.2f}×")
    s50 = pct(sqlite_acts, 50)
    print(f"context: Tables.act on SQLite (synchronous=FULL), same games: p50 {s50 * 1e3:.2f} ms")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--n", type=int, default=300)
    parser.add_argument("--only", choices=("act", "trip"))
    args = parser.parse_args()
    db = quick_games(args.games)
    server = PgServer(durable=True)
    server.start()
    try:
        if args.only in (None, "act"):
            act_against_bare(db, server, args.n)
        if args.only in (None, "trip"):
            round_trip(db, server)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
