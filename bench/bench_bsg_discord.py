"""Battlestar Galactica through the fake Discord with the real bot: what a decision costs, and how often a player's
private panel changes.

- apply+commit: the time of `Tables._commit` per accepted move (the engine's apply, the presenter's consequences, the
  one transaction with the move, its snapshot, its outbox rows and timers), p50/p99, as a ratio to a bare sqlite3
  transaction running the same write statements with the same values (as bench/bench_store.py does), replayed in a
  copy of the same database in the same run (issue 14 budget: p99 ≤ 5×). Also against a one-row transaction.
- DM panel edits per player per turn: EDIT rows that rewrite a panel, and DMs sent (panel creations and pings), per
  human seat and game turn (target ≤ 3 edits).

Run: python bench/bench_bsg_discord.py [--games 2] [--players 3]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import shutil
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_store import Recording  # noqa: E402
from engine.outbox import DM, EDIT  # noqa: E402
from tests.e2e.fake_discord import FakeDiscord  # noqa: E402
from tests.e2e.game_driver import game_bot, open_lobby, seat_players  # noqa: E402
from tests.e2e.test_bsg_e2e import Player  # noqa: E402


def p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]


def replayed(db: Path, writes: list[list[tuple[str, list[Any]]]]) -> list[float]:
    """Each move's write statements again, bare, in a copy of the database (moves, outbox, results emptied first)."""
    work = db.with_name("replay.db")
    shutil.copy(db, work)
    conn = sqlite3.connect(work, isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("DELETE FROM moves")
    conn.execute("DELETE FROM outbox")
    conn.execute("DELETE FROM game_results")  # a finished game's rows are written again by its last move
    out = []
    for statements in writes:
        start = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        for sql, params in statements:
            conn.execute(sql, params)
        conn.execute("COMMIT")
        out.append(time.perf_counter() - start)
    conn.close()
    return out


def bare_transactions(folder: Path, count: int = 500) -> list[float]:
    conn = sqlite3.connect(folder / "bare.db", isolation_level=None)
    conn.execute("PRAGMA journal_mode=WAL")
    conn.execute("PRAGMA synchronous=NORMAL")
    conn.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, payload TEXT)")
    out = []
    for i in range(count):
        start = time.perf_counter()
        conn.execute("BEGIN")
        conn.execute("INSERT INTO t (payload) VALUES (?)", [f"move {i}"])
        conn.execute("COMMIT")
        out.append(time.perf_counter() - start)
    conn.close()
    return out


async def games(count: int, players: int, folder: Path) -> dict[str, Any]:
    server = FakeDiscord()
    await server.start()
    server.install()
    commits: list[float] = []
    writes: list[list[tuple[str, list[Any]]]] = []
    edits = dms = seat_turns = 0
    try:
        users = [server.add_user(f"Player {i + 1}") for i in range(players)]
        async with game_bot(server, folder / "bench.db") as bot:
            tables = bot.tables
            commit, add = tables._commit, tables.outbox.add
            recording = Recording(tables.store.conn)
            tables.store.conn = tables.outbox.conn = recording  # type: ignore[assignment]

            def timed_commit(*args: Any, **kwargs: Any) -> Any:
                recording.writes = []
                start = time.perf_counter()
                try:
                    return commit(*args, **kwargs)
                finally:
                    commits.append(time.perf_counter() - start)
                    writes.append(recording.writes)

            def counted_add(table_id: int, rows: Any, now: float) -> list[int]:
                nonlocal edits, dms
                rows = list(rows)
                edits += sum(1 for kind, payload in rows if kind == EDIT and "screen" in payload)
                dms += sum(1 for kind, _ in rows if kind == DM)
                return add(table_id, rows, now)

            tables._commit = timed_commit  # type: ignore[method-assign]
            tables.outbox.add = counted_add  # type: ignore[method-assign]
            for number in range(count):
                table = await open_lobby(server, bot, users[0], "bsg new", seat_order="join")
                table = await seat_players(server, bot, table, users)
                table = await Player(server, bot, table, closed=set()).play_to_end(random.Random(number))
                seat_turns += players * max(1, table.state["turn"])
    finally:
        await server.stop()
    return {"commits": commits, "writes": writes, "edits": edits, "dms": dms, "seat_turns": seat_turns}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        found = asyncio.run(games(args.games, args.players, folder))
        same = replayed(folder / "bench.db", found["writes"])
        bare = bare_transactions(folder)
    commits = found["commits"]
    base, one = p99(same), p99(bare)
    print(f"BSG, {args.games} games of {args.players} players, {len(commits)} moves through the fake Discord")
    print(f"  the same rows, bare: p50 {statistics.median(same) * 1e3:.3f} ms, p99 {base * 1e3:.3f} ms")
    print(f"  a one-row transaction: p50 {statistics.median(bare) * 1e3:.3f} ms, p99 {one * 1e3:.3f} ms")
    print(
        f"  apply+commit: p50 {statistics.median(commits) * 1e3:.3f} ms, p99 {p99(commits) * 1e3:.3f} ms "
        f"= {p99(commits) / base:.1f}x the same rows bare, {p99(commits) / one:.0f}x one row (budget 5x)"
    )
    print(f"  apply+commit p50 / the same rows bare p50: {statistics.median(commits) / statistics.median(same):.1f}x")
    per = found["seat_turns"]
    print(f"  DM panel edits per player per turn: {found['edits'] / per:.2f} (target <= 3)")
    print(f"  DMs sent (panels and pings) per player per turn: {found['dms'] / per:.2f}")


if __name__ == "__main__":
    main()
