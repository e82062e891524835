"""The store with a long history: 10,000 stored games (bench/generate_games.py), against the same bot with an empty
database, in the same run. Prints ratios (this machine is shared and noisy; absolute times are only context):

- startup to serving (the real bot against the fake Discord: login, READY, catch-up) and its peak memory;
- autocomplete of `game` and of a hand card, p99, against a static autocomplete;
- `Tables.act` p50 and p99 against a bare sqlite3 transaction writing the same move and snapshot rows in the
  plainest layout (budgets 3× and 5×), and the pages each move appends to the write-ahead log, by table and index,
  against the bare rows' (budget 1.5×); also against the same write statements run bare (what is not SQLite).

Run: python bench/bench_store.py [--games 10000] [--n 200] [--only act] [--synchronous NORMAL|FULL]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.generate_games import generate  # noqa: E402
from engine.core import Action  # noqa: E402
from engine.randomplayer import random_step  # noqa: E402
from engine.store import Store, TableRow  # noqa: E402
from engine.tables import PLAYING, Tables  # noqa: E402
from sandbox import FakeDiscord  # noqa: E402
from sandbox.game_driver import game_bot  # noqa: E402

OUT = Path(__file__).resolve().parent / "out"


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def stored_games(games: int) -> Path:
    path = OUT / f"games-{games}.db"
    if not path.exists():
        OUT.mkdir(parents=True, exist_ok=True)
        started = time.perf_counter()
        count, moves = generate(path, games)
        print(f"generated {count} games, {moves} moves in {time.perf_counter() - started:.0f} s → {path}")
    return path


async def startup(db: Path) -> tuple[float, int]:
    """Seconds from start to serving (synced, caught up), and the peak of Python allocations meanwhile."""
    server = FakeDiscord()
    await server.start()
    server.install()
    tracemalloc.start()
    started = time.perf_counter()
    try:
        async with game_bot(server, db) as bot:
            while not bot._caught_up:
                await asyncio.sleep(0.001)
            seconds = time.perf_counter() - started
            _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        await server.stop()
    return seconds, peak


async def autocompletes(db: Path, n: int) -> dict[str, list[float]]:
    """Latency of three autocompletes through the fake Discord, answered from the bot's store."""
    server = FakeDiscord()
    await server.start()
    server.install()
    found: dict[str, list[float]] = {"static": [], "game": [], "hand card": []}
    try:
        async with game_bot(server, db) as bot:
            who = server.add_user("Player")
            table = bot.store.find_tables("kind = 'cardline' and status = 'playing'")[-1]
            table.players[0] = table.seats[0] = who  # seat our user in one of the stored games, in this server
            table.guild_id = server.guild_id
            bot.store.save_table(table)
            cases = (
                ("static", "cardline new", "characteristic", {}),
                ("game", "cardline board", "game", {}),
                ("hand card", "cardline place", "card", {"game": table.id}),
            )
            for _ in range(n):
                for label, command, focused, options in cases:
                    started = time.perf_counter()
                    await server.autocomplete(who, command, focused=focused, value="", **options)
                    found[label].append(time.perf_counter() - started)
    finally:
        await server.stop()
    return found


class Recording:
    """A connection that remembers the write statements run through it (to replay them bare)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self.conn = conn
        self.writes: list[tuple[str, list[Any]]] = []

    def execute(self, sql: str, params: Any = ()) -> sqlite3.Cursor:
        if sql.lstrip().upper().startswith(("INSERT", "UPDATE", "DELETE")):
            self.writes.append((sql, list(params)))
        return self.conn.execute(sql, params)

    def executemany(self, sql: str, rows: Any) -> sqlite3.Cursor:
        rows = list(rows)
        self.writes += [(sql, list(r)) for r in rows]
        return self.conn.executemany(sql, rows)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.conn, name)


class WalReader:
    """The pages each commit appends to a database's write-ahead log (read from the -wal file between commits; a
    log restarted by a checkpoint is read from its start)."""

    def __init__(self, db: Path) -> None:
        self.path = Path(f"{db}-wal")
        self.salts = b""
        self.offset = 32

    def pages(self) -> list[int]:
        """Page numbers written since the last call (one per frame: a page written twice counts twice)."""
        data = self.path.read_bytes() if self.path.exists() else b""
        if len(data) < 32:
            return []
        size = int.from_bytes(data[8:12], "big")
        salts = data[16:24]
        if salts != self.salts:  # a new log (a checkpoint restarted it): its frames start at the header
            self.salts, self.offset = salts, 32
        found = []
        while self.offset + 24 + size <= len(data) and data[self.offset + 8 : self.offset + 16] == salts:
            found.append(int.from_bytes(data[self.offset : self.offset + 4], "big"))
            self.offset += 24 + size
        return found


def page_owners(db: Path) -> dict[int, str]:
    """Page number → the table or index it belongs to now (sqlite's dbstat; freelist pages are absent)."""
    conn = sqlite3.connect(db)
    try:
        return {page: name for name, page in conn.execute("SELECT name, pageno FROM dbstat")}
    finally:
        conn.close()


@dataclass
class ActRun:
    """Per move: seconds and WAL pages of Tables.act, and of the bare rows (the move and its snapshot)."""

    acts: list[float] = field(default_factory=list)
    bare: list[float] = field(default_factory=list)
    same: list[float] = field(default_factory=list)
    act_pages: list[list[int]] = field(default_factory=list)
    bare_pages: list[list[int]] = field(default_factory=list)
    statements: list[int] = field(default_factory=list)
    owners: dict[int, str] = field(default_factory=dict)
    bare_owners: dict[int, str] = field(default_factory=dict)
    sizes: list[int] = field(default_factory=list)


def plain_rows(db: Path, target: Path) -> None:
    """The bare rows' database: the stored moves and snapshots of `db` in the plainest layout, fixed whatever the
    store's schema is (the first version's: a move log keyed by (table, seq), a snapshot per table)."""
    conn = sqlite3.connect(target, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute(
        "CREATE TABLE moves (table_id INTEGER, seq INTEGER, seat INTEGER, user_id INTEGER, action TEXT, at REAL, "
        "PRIMARY KEY (table_id, seq))"
    )
    conn.execute("CREATE TABLE game_tables (id INTEGER PRIMARY KEY, state TEXT)")
    conn.execute("ATTACH DATABASE ? AS source", [str(db)])
    conn.execute(
        "INSERT INTO moves SELECT table_id, seq, seat, user_id, action, at FROM source.moves ORDER BY table_id, seq"
    )
    conn.execute("INSERT INTO game_tables SELECT id, state FROM source.game_tables")
    conn.execute("DETACH DATABASE source")
    conn.close()


def bare_connection(path: Path, synchronous: str) -> sqlite3.Connection:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute(f"PRAGMA synchronous={synchronous}")
    return conn


def random_moves(tables: Tables, rng: random.Random) -> Iterator[tuple[TableRow, int, Action]]:
    """Random moves on the running Cardline tables, each on a table `rng` picks (a finished one drops out), until
    none runs: the table's row, the seat and its move (to be played before the next is asked for)."""
    running = [t.id for t in tables.store.find_tables("status = ? and kind = 'cardline'", [PLAYING])]
    while running:
        table_id = rng.choice(running)
        row = tables.get(table_id)
        if row.status != PLAYING:
            running.remove(table_id)
            continue
        seat, action = random_step(tables.game_of(row), row.state, rng)
        yield row, seat, action


def act_against_bare(db: Path, n: int, synchronous: str = "NORMAL") -> ActRun:
    """Tables.act on running games of a copy of `db`, each move followed by a bare sqlite3 transaction writing the
    same move and snapshot rows (`INSERT INTO moves`, `UPDATE game_tables SET state`) in the plainest layout
    (`plain_rows`), and by the same write statements as Tables.act ran, bare, in a third copy (their move rows
    moved out of the way). Interleaved, so the machine's load falls on all three alike."""
    folder = Path(tempfile.mkdtemp())
    work, bare_db, same_db = folder / "act.db", folder / "bare.db", folder / "same.db"
    for path in (work, same_db):
        shutil.copy(db, path)
    Store(same_db).close()  # the same schema as the store writes (migrated)
    plain_rows(db, bare_db)
    store = Store(work)
    store.conn.execute(f"PRAGMA synchronous={synchronous}")
    tables = Tables(store)
    recording = Recording(store.conn)
    store.conn = tables.outbox.conn = recording  # type: ignore[assignment]
    bare, same = bare_connection(bare_db, synchronous), bare_connection(same_db, synchronous)
    same.execute("PRAGMA foreign_keys = ON")
    same.execute("UPDATE moves SET seq = -1 - seq")  # room for the moves replayed (same keys, same values)
    same.execute("DELETE FROM game_results")
    act_wal, bare_wal = WalReader(work), WalReader(bare_db)
    act_wal.pages(), bare_wal.pages()
    run = ActRun()
    for row, seat, action in islice(random_moves(tables, random.Random(5)), n):
        table_id, user = row.id, row.seats[seat]
        recording.writes = []
        started = time.perf_counter()
        tables.act_on(row, user, action)
        run.acts.append(time.perf_counter() - started)
        run.act_pages.append(act_wal.pages())
        run.statements.append(len(recording.writes))
        state = row.encoded_state() or ""
        run.sizes.append(len(state))
        started = time.perf_counter()
        bare.execute("BEGIN IMMEDIATE")
        bare.execute(
            "INSERT INTO moves (table_id, seq, seat, user_id, action, at) VALUES (?, ?, ?, ?, ?, ?)",
            [table_id, row.move_no, seat, user, json.dumps(action), time.time()],
        )
        bare.execute("UPDATE game_tables SET state = ? WHERE id = ?", [state, table_id])
        bare.execute("COMMIT")
        run.bare.append(time.perf_counter() - started)
        run.bare_pages.append(bare_wal.pages())
        started = time.perf_counter()
        same.execute("BEGIN IMMEDIATE")
        for sql, params in recording.writes:
            same.execute(sql, params)
        same.execute("COMMIT")
        run.same.append(time.perf_counter() - started)
    store.conn = recording.conn
    store.close()
    bare.close()
    same.close()
    run.owners = page_owners(work)
    run.bare_owners = page_owners(bare_db)
    shutil.rmtree(folder, ignore_errors=True)
    return run


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--only", choices=("act",), help="measure only Tables.act against bare transactions")
    parser.add_argument(
        "--synchronous", default="FULL", choices=("NORMAL", "FULL"), help="for the act measure (the store runs FULL)"
    )
    args = parser.parse_args()
    full = stored_games(args.games)
    if args.only == "act":
        report_act(full, args.n, args.synchronous)
        return
    with tempfile.TemporaryDirectory() as folder:
        empty = Path(folder) / "empty.db"
        Store(empty).close()
        runs = {"empty": [], "full": []}
        for _ in range(3):
            for label, db in (("empty", empty), ("full", full)):
                copy = Path(folder) / f"{label}-run.db"
                shutil.copy(db, copy)
                runs[label].append(asyncio.run(startup(copy)))
    empty_s = statistics.median(s for s, _ in runs["empty"])
    full_s = statistics.median(s for s, _ in runs["full"])
    empty_m = statistics.median(m for _, m in runs["empty"])
    full_m = statistics.median(m for _, m in runs["full"])
    print(f"startup to serving: empty {empty_s * 1e3:.0f} ms, {args.games} games {full_s * 1e3:.0f} ms "
          f"= {full_s / empty_s:.2f}× (budget 1.5×)")  # fmt: skip
    print(f"peak Python memory while starting: empty {empty_m / 2**20:.1f} MiB, {args.games} games "
          f"{full_m / 2**20:.1f} MiB = {full_m / empty_m:.2f}× (budget 1.2×)")  # fmt: skip
    found = asyncio.run(autocompletes(full, args.n))
    static = pct(found["static"], 99)
    for label in ("game", "hand card"):
        p99 = pct(found[label], 99)
        print(f"autocomplete `{label}` p99 {p99 * 1e3:.2f} ms = {p99 / static:.2f}× a static autocomplete "
              f"({static * 1e3:.2f} ms) (budget 2×)")  # fmt: skip
    report_act(full, args.n, args.synchronous)


def report_act(full: Path, n: int, synchronous: str = "NORMAL") -> None:
    run = act_against_bare(full, n, synchronous)
    act50, act99, bare50, bare99 = pct(run.acts, 50), pct(run.acts, 99), pct(run.bare, 50), pct(run.bare, 99)
    same50 = pct(run.same, 50)
    pages = statistics.mean(len(p) for p in run.act_pages)
    bare_pages = statistics.mean(len(p) for p in run.bare_pages)
    print(f"Tables.act, n={len(run.acts)} Cardline moves, synchronous={synchronous}, state median "
          f"{statistics.median(run.sizes)} bytes:")  # fmt: skip
    print(f"  p50 {act50 * 1e3:.3f} ms = {act50 / bare50:.1f}× the bare rows ({bare50 * 1e3:.3f} ms) (budget 3×)")
    print(f"  p99 {act99 * 1e3:.3f} ms = {act99 / bare99:.1f}× the bare rows ({bare99 * 1e3:.3f} ms) (budget 5×)")
    print(f"  WAL pages per move {pages:.2f} = {pages / bare_pages:.2f}× the bare rows ({bare_pages:.2f}) "
          f"(budget 1.5×)")  # fmt: skip
    print(f"  the same {statistics.mean(run.statements):.1f} write statements bare: p50 {same50 * 1e3:.3f} ms "
          f"(Tables.act = {act50 / same50:.1f}× them)")  # fmt: skip
    measured = (("Tables.act", run.act_pages, run.owners), ("bare rows", run.bare_pages, run.bare_owners))
    for label, found, owners in measured:
        counts: dict[str, int] = {}
        for pages_of_move in found:
            for page in pages_of_move:
                owner = owners.get(page, "freelist/header")
                counts[owner] = counts.get(owner, 0) + 1
        parts = ", ".join(f"{k} {v / len(found):.2f}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))
        print(f"  WAL pages per move by table, {label}: {parts}")


if __name__ == "__main__":
    main()
