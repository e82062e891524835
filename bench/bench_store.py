"""The store with a long history: 10,000 stored games (bench/generate_games.py), against the same bot with an empty
database, in the same run. Prints ratios (this machine is shared and noisy; absolute times are only context):

- startup to serving (the real bot against the fake Discord: login, READY, catch-up) and its peak memory;
- autocomplete of `game` and of a hand card, p99, against a static autocomplete;
- `Tables.act` p50 against a bare sqlite3 transaction writing the same rows.

Run: python bench/bench_store.py [--games 10000] [--n 200] [--only act]
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
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.generate_games import generate  # noqa: E402
from engine.randomplayer import random_step  # noqa: E402
from engine.store import Store  # noqa: E402
from engine.tables import PLAYING, Tables  # noqa: E402
from sandbox import FakeDiscord  # noqa: E402
from tests.e2e.game_driver import game_bot  # noqa: E402

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


def act_against_bare(db: Path, n: int) -> tuple[float, float, float, float]:
    """Median seconds of Tables.act on running games; of a bare transaction running the same write statements with
    the same values (the move, the snapshot, the timers it changes); and of the two rows the first version of this
    bench wrote (a move and a snapshot of the median size). Also the write statements per move."""
    work = Path(tempfile.mkdtemp()) / "act.db"
    shutil.copy(db, work)
    tables = Tables(Store(work))
    recording = Recording(tables.store.conn)
    tables.store.conn = tables.outbox.conn = recording  # type: ignore[assignment]
    running = [t.id for t in tables.store.find_tables("status = ? and kind = 'cardline'", [PLAYING])]
    rng = random.Random(5)
    acts, sizes, writes = [], [], []
    for _ in range(n):
        row = tables.get(rng.choice(running))
        if row.status != PLAYING:
            continue
        seat, action = random_step(tables.game_of(row), row.state, rng)
        recording.writes = []
        started = time.perf_counter()
        tables.act_on(row, row.seats[seat], action)
        acts.append(time.perf_counter() - started)
        writes.append(recording.writes)
        sizes.append(len(json.dumps(row.state)))
    tables.store.conn = recording.conn
    tables.store.close()
    conn = sqlite3.connect(work, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("DELETE FROM moves WHERE seq >= 0 AND rowid IN (SELECT rowid FROM moves ORDER BY rowid DESC LIMIT ?)",
                 [len(acts)])  # fmt: skip
    same, two = [], []
    for statements in writes:  # the same statements, bare (their moves were deleted above: the inserts fit again)
        started = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        for sql, params in statements:
            conn.execute(sql, params)
        conn.execute("COMMIT")
        same.append(time.perf_counter() - started)
    payload = "x" * int(statistics.median(sizes))
    for i in range(len(acts)):
        started = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute(
            "INSERT INTO moves (table_id, seq, seat, user_id, action, at) VALUES (?, ?, 0, 0, ?, 0)",
            [running[0], 10_000_000 + i, '{"type": "place"}'],
        )
        conn.execute("UPDATE game_tables SET state = ? WHERE id = ?", [payload, running[0]])
        conn.execute("COMMIT")
        two.append(time.perf_counter() - started)
    conn.close()
    per_move = statistics.mean(len(w) for w in writes)
    return statistics.median(acts), statistics.median(same), statistics.median(two), per_move


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--n", type=int, default=200)
    parser.add_argument("--only", choices=("act",), help="measure only Tables.act against bare transactions")
    args = parser.parse_args()
    full = stored_games(args.games)
    if args.only == "act":
        report_act(full, args.n)
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
    report_act(full, args.n)


def report_act(full: Path, n: int) -> None:
    act, same, two, per_move = act_against_bare(full, n)
    print(f"Tables.act p50 {act * 1e3:.3f} ms = {act / same:.1f}× a bare sqlite3 transaction of the same rows "
          f"({same * 1e3:.3f} ms: the same {per_move:.1f} write statements per move, same values) (budget 5×); "
          f"{act / two:.1f}× the two rows the first version of this bench wrote ({two * 1e3:.3f} ms)")  # fmt: skip


if __name__ == "__main__":
    main()
