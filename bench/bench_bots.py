"""How well the bots play, over seeded 2-player games (not timed tests; the machine is shared and noisy):

- `normal` against a uniformly random legal player, and `hard` against `normal`: win rates with 95% Wilson intervals
  (seats alternate; a shared first place counts as half a win);
- time per bot move, p50 / p95 per level: wall-clock, and the process's CPU time (on a shared, loaded machine the
  wall-clock time also measures the neighbours; the load average is printed at the start).
Run: python bench/bench_bots.py [--games 100] [--only frame,envyra]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import KNOWN_BOTS, Bot, Seen, make_bot, play_match  # noqa: E402
from engine.registry import get_game  # noqa: E402

FLOORS = {"frame": 0.90, "envyra": 0.90, "hieroglyphs": 0.90, "cardline": 0.75}


class Timed(Bot):
    """Wraps a bot and records how long each decision takes."""

    def __init__(self, inner: Bot) -> None:
        super().__init__(inner.game, inner.level, inner.budget)
        self.inner = inner
        self.seconds: list[float] = []
        self.cpu_seconds: list[float] = []

    def choose(self, seen: Seen, rng: random.Random):  # type: ignore[no-untyped-def]
        started, cpu = time.perf_counter(), time.process_time()
        action = self.inner.choose(seen, rng)
        self.seconds.append(time.perf_counter() - started)
        self.cpu_seconds.append(time.process_time() - cpu)
        return action


def percentiles(seconds: list[float]) -> tuple[float, float]:
    """p50 and p95 in milliseconds."""
    ms = sorted(s * 1e3 for s in seconds)
    if not ms:
        return 0.0, 0.0
    return statistics.median(ms), ms[min(len(ms) - 1, int(0.95 * (len(ms) - 1)))]


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def duel(kind: str, first: Timed, second: Bot | None, games: int) -> float:
    """`first`'s share of wins against `second` (None = random), seats alternating."""
    game = get_game(kind)
    wins = 0.0
    for index in range(games):
        seats = [first, second] if index % 2 == 0 else [second, first]
        _, winners = play_match(game, seats, {}, f"bench-{kind}-{first.level}-{index}")
        mine = seats.index(first)
        if mine in winners:
            wins += 1.0 / len(winners)
    return wins


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    kinds = [k for k in sorted(KNOWN_BOTS) if not args.only or k in args.only.split(",")]
    print("load average at start: " + " ".join(f"{x:.2f}" for x in os.getloadavg()) + f" ({os.cpu_count()} cores)")
    for kind in kinds:
        game = get_game(kind)
        normal, hard = Timed(make_bot(game, "normal")), Timed(make_bot(game, "hard"))
        n = args.games
        vs_random = duel(kind, normal, None, n)
        low, high = wilson(vs_random, n)
        floor = FLOORS.get(kind, 0.5)
        print(f"{kind:<12} normal vs random: {vs_random / n:.0%} [{low:.0%}–{high:.0%}] (floor {floor:.0%})")
        vs_normal = duel(kind, hard, make_bot(game, "normal"), n)
        low, high = wilson(vs_normal, n)
        print(f"{kind:<12} hard vs normal:   {vs_normal / n:.0%} [{low:.0%}–{high:.0%}] (floor 60%)")
        for bot, budget in ((normal, 0.2), (hard, 2.0)):
            median, p95 = percentiles(bot.seconds)
            cpu_median, cpu_p95 = percentiles(bot.cpu_seconds)
            print(
                f"{kind:<12} {bot.level:<6} move p50 {median:.1f} ms, p95 {p95:.1f} ms (budget {budget * 1e3:.0f} ms);"
                f" CPU p50 {cpu_median:.1f} ms, p95 {cpu_p95:.1f} ms"
            )
    print("load average at end: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
