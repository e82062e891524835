"""Envyra figures: random full games per second, apply+commit per move, board render time and PNG size.

Run: python bench/bench_envyra.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.games.envyra import EnvyraGame  # noqa: E402
from engine.randomplayer import playout, random_step  # noqa: E402
from engine.store import Store  # noqa: E402
from engine.tables import PLAYING, Tables  # noqa: E402
from renderers import envyra as draw  # noqa: E402


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def games_per_second(n_players: int, games: int) -> float:
    game = EnvyraGame()
    start = time.perf_counter()
    for i in range(games):
        playout(game, n_players, {"simplified": False, "equilibrium": "off"}, f"bench-{n_players}-{i}")
    return games / (time.perf_counter() - start)


def apply_commit_times(games: int) -> list[float]:
    """Milliseconds for Tables.act (validate, apply, snapshot + log in one transaction) on a file database."""
    times: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        tables = Tables(Store(Path(folder) / "bench.db"))
        chooser = random.Random(1)
        for g in range(games):
            n = 2 + g % 3
            table = tables.create("envyra", 1, 1, 1000, {})
            for user in range(1001, 1000 + n):
                tables.join(table.id, user)
            tables.start(table.id, 1000)
            while True:
                table = tables.get(table.id)
                if table.status != PLAYING:
                    break
                seat, action = random_step(tables.game_of(table), table.state, chooser)
                t0 = time.perf_counter()
                tables.act(table.id, table.seats[seat], action)
                times.append((time.perf_counter() - t0) * 1000)
    return times


def render_times(samples: int) -> tuple[list[float], list[int]]:
    game = EnvyraGame()
    times: list[float] = []
    sizes: list[int] = []
    rng = random.Random(7)
    for i in range(samples):
        n = 2 + i % 3
        state = game.setup(n, {"simplified": False, "equilibrium": "A"}, random.Random(i))
        for _ in range(rng.randint(0, 40)):
            if game.result(state) is not None:
                break
            seat, action = random_step(game, state, rng)
            game.apply(state, seat, action, random.Random(rng.random()))
        view = game.view(state, None)
        t0 = time.perf_counter()
        data = draw.render_board(view, [f"Player {s + 1}" for s in range(n)])
        times.append((time.perf_counter() - t0) * 1000)
        sizes.append(len(data))
    return times, sizes


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    args = parser.parse_args()
    for n in (2, 3, 4):
        print(f"random full games/s, {n} players: {games_per_second(n, args.games):8.1f}")
    times = apply_commit_times(max(6, args.games // 20))
    print(f"apply+commit per move: p50 {pct(times, 50):.2f} ms, p99 {pct(times, 99):.2f} ms ({len(times)} moves)")
    render, sizes = render_times(60)
    print(
        f"board render: median {statistics.median(render):.1f} ms, p95 {pct(render, 95):.1f} ms; "
        f"PNG median {statistics.median(sizes) / 1024:.0f} KiB, max {max(sizes) / 1024:.0f} KiB"
    )


if __name__ == "__main__":
    main()
