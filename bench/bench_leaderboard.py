"""`/games leaderboard` and `/games stats` with a long history: 10,000 finished games of one server recorded through
`engine.ratings.record_result` (the write of a game's end), then the two reads before any rendering, p99, against a
bare `SELECT 1` on the same connection in the same run (issue 15's budget: leaderboard p99 ≤ 50 ms).

Run: python bench/bench_leaderboard.py [--games 10000] [--players 300] [--n 500]
"""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.core import Result  # noqa: E402
from engine.ratings import leaderboard, player_stats, record_result  # noqa: E402
from engine.store import Store  # noqa: E402

GUILD = 1
KINDS = ("envyra", "frame", "hieroglyphs", "cardline")


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * p))]


def timed(call, n: int) -> list[float]:
    out = []
    for _ in range(n):
        start = time.perf_counter()
        call()
        out.append(time.perf_counter() - start)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--n", type=int, default=500)
    args = parser.parse_args()
    rng = random.Random(15)
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "bench.db")
        people = list(range(1000, 1000 + args.players))
        start = time.perf_counter()
        for table_id in range(1, args.games + 1):
            seats = rng.sample(people, rng.choice((2, 3, 4)))
            order = list(range(len(seats)))
            rng.shuffle(order)
            result = Result(ranking=[[s] for s in order], scores={})
            names = {str(u): f"Player {u}" for u in seats}
            with store.transaction():
                record_result(store, table_id, GUILD, rng.choice(KINDS), seats, names, result, float(table_id))
        written = time.perf_counter() - start
        base = timed(lambda: store.conn.execute("SELECT 1").fetchone(), args.n)
        board = timed(lambda: leaderboard(store, GUILD, rng.choice(KINDS)), args.n)
        stats = timed(lambda: player_stats(store, GUILD, rng.choice(people)), args.n)
        store.close()
    b = pct(base, 0.99)
    print(f"{args.games} games recorded in {written:.1f} s ({written / args.games * 1000:.2f} ms each, with ratings)")
    print(f"baseline SELECT 1 p99: {b * 1000:.3f} ms")
    for name, values in (("leaderboard", board), ("stats", stats)):
        p99 = pct(values, 0.99)
        verdict = "ok" if p99 < 0.05 else "OVER"
        p50 = pct(values, 0.5)
        times = f"p50 {p50 * 1000:.3f} ms, p99 {p99 * 1000:.3f} ms"
        print(f"{name:12s} {times} ({p99 / b:.0f}× baseline; budget 50 ms: {verdict})")


if __name__ == "__main__":
    main()
