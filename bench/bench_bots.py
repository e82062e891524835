"""How well the bots play, over seeded 2-player games (not timed tests; the machine is shared and noisy):

- `normal` against a uniformly random legal player, and `hard` against `normal`: win rates with 95% Wilson intervals
  (seats alternate; a shared first place counts as half a win);
- time per bot move, p50 / p95 per level: wall-clock, and the process's CPU time (on a shared, loaded machine the
  wall-clock time also measures the neighbours; the load average is printed at the start).
- BSG is a team game of 3-6 with hidden teams, so "beats random" is measured per team (`bsg_bench`): every seat is
  played by a policy for the humans and one for the Cylons (a seat follows its own view's team, so a hidden Cylon
  plays the Cylon policy and a seat turned at the Sleeper Agent phase switches); the same seeds are played with the
  humans `normal` and with the humans random against the same Cylon policy (and likewise for the Cylons), and
  `hard` against `normal`. Each rate has a 95% Wilson interval, each difference a Newcombe interval.
Run: python bench/bench_bots.py [--games 100] [--only frame,envyra] [--bsg-players 4]
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

from engine.bots import Bot, Seen, games_with_bots, make_bot, play_match  # noqa: E402
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
    parser.add_argument("--bsg-players", type=int, default=4)
    args = parser.parse_args()
    kinds = [k for k in sorted(games_with_bots()) if not args.only or k in args.only.split(",")]
    print("load average at start: " + " ".join(f"{x:.2f}" for x in os.getloadavg()) + f" ({os.cpu_count()} cores)")
    for kind in kinds:
        if kind == "bsg":
            bsg_bench(args.games, args.bsg_players)
            continue
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


class TeamSplit(Bot):
    """A BSG seat: the human policy while its own view says "human", the Cylon policy once it says "cylon" (None =
    uniformly random legal action). Decides only from `seen`, like any bot."""

    def __init__(self, game, human: Bot | None, cylon: Bot | None) -> None:  # type: ignore[no-untyped-def]
        super().__init__(game, "normal", 0.0)
        self.human, self.cylon = human, cylon

    def choose(self, seen: Seen, rng: random.Random):  # type: ignore[no-untyped-def]
        policy = self.cylon if seen.view["me"]["team"] == "cylon" else self.human
        return rng.choice(seen.legal) if policy is None else policy.choose(seen, rng)


def difference(wins_a: float, wins_b: float, n: int) -> tuple[float, float]:
    """Newcombe's 95% interval for the difference of two Wilson-estimated rates."""
    pa, pb = wins_a / n, wins_b / n
    la, ua = wilson(wins_a, n)
    lb, ub = wilson(wins_b, n)
    d = pa - pb
    return d - math.sqrt((pa - la) ** 2 + (ub - pb) ** 2), d + math.sqrt((ua - pa) ** 2 + (pb - lb) ** 2)


def human_wins(human: Bot | None, cylon: Bot | None, games: int, players: int) -> int:
    game = get_game("bsg")
    seat = TeamSplit(game, human, cylon)
    wins = 0
    for index in range(games):
        state, _ = play_match(game, [seat] * players, {}, f"bench-bsg-{players}-{index}")
        wins += state["winner"] == "human"
    return wins


def bsg_bench(games: int, players: int) -> None:
    game = get_game("bsg")
    timed = {level: Timed(make_bot(game, level)) for level in ("normal", "hard")}
    normal, hard = timed["normal"], timed["hard"]
    plain = make_bot(game, "normal")  # the opposing team's policy (not timed)
    n = games
    label = f"bsg ({players}p)"

    def line(what: str, a: int, b: int, names: tuple[str, str]) -> None:
        la, ua = wilson(a, n)
        lb, ub = wilson(b, n)
        dl, du = difference(a, b, n)
        print(
            f"{label:<12} {what}: {names[0]} {a / n:.0%} [{la:.0%}–{ua:.0%}]"
            f" vs {names[1]} {b / n:.0%} [{lb:.0%}–{ub:.0%}]; difference {(a - b) / n:+.0%} [{dl:+.0%}, {du:+.0%}]"
        )

    human_normal = human_wins(normal, plain, n, players)
    human_random = human_wins(None, plain, n, players)
    line("human win rate, Cylons normal", human_normal, human_random, ("normal humans", "random humans"))
    cylon_normal = n - human_wins(plain, normal, n, players)
    cylon_random = n - human_wins(plain, None, n, players)
    line("Cylon win rate, humans normal", cylon_normal, cylon_random, ("normal Cylons", "random Cylons"))
    human_hard = human_wins(hard, plain, n, players)
    line("human win rate, Cylons normal", human_hard, human_normal, ("hard humans", "normal humans"))
    cylon_hard = n - human_wins(plain, hard, n, players)
    line("Cylon win rate, humans normal", cylon_hard, cylon_normal, ("hard Cylons", "normal Cylons"))
    for bot, budget in ((normal, 0.2), (hard, 2.0)):
        median, p95 = percentiles(bot.seconds)
        cpu_median, cpu_p95 = percentiles(bot.cpu_seconds)
        print(
            f"{label:<12} {bot.level:<6} move p50 {median:.2f} ms, p95 {p95:.2f} ms (budget {budget * 1e3:.0f} ms);"
            f" CPU p50 {cpu_median:.2f} ms, p95 {cpu_p95:.2f} ms; {len(bot.seconds)} moves"
        )


if __name__ == "__main__":
    main()
