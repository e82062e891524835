"""How well the bots play, over seeded games (not timed tests: the machine is shared and noisy).

Head-to-head, for each 2-player game: `hard` vs `normal`, `normal` vs `easy`, `easy` vs a uniformly random legal
player that never resigns (`engine.bots.play_match` with None). Seats alternate; a shared first place counts as half
a win. Each rate has a 95% Wilson score interval (`wilson`: the textbook formula, the same as statsmodels'
`proportion_confint(method="wilson")`; statsmodels is not installed and would bring pandas and patsy for one
formula, and the half wins of shared places need a fractional count, which scipy's `binomtest` does not take). The
floor each row must clear with the lower end of its interval is printed with it (60%, 60%, 80%).

BSG (3–6 players, hidden teams): every seat at the same level (normal, hard), 4 and 5 players; the rate is the human
side's wins. The control plays the same seeds with the Cylon players masked (they play as humans and never reveal):
it shows what the rules engine gives the humans when nobody betrays them.

Think time: per game and level, the mean, p95 and maximum CPU time of a decision (`time.process_time` in the worker
that runs the game, so that the neighbours' load does not count), against the level's budget
(`engine.bots.BUDGETS`).

Games run in a pool of `--jobs` processes (default 2; each loads what a bot's first decision needs first, as the
bot's workers do: `engine.bots.prepare`) and every game is seeded (`bench-<game>-<pair>-<index>`,
`bench-bsg-<players>-<index>`): the same arguments print the same rates. Each row prints the CPU its games cost
(engine and bots, `time.process_time` in the worker) and the end the total and the wall it means on `--jobs` idle
cores, beside the wall observed (the machine is shared: the load averages are printed too). Sized to finish in
under 15 minutes on 2 idle cores: each pair has the fewest games that clear its floor with a 90% chance at the rate
last measured (`--sizes` prints them); the costly games are submitted first so that no worker idles at the end.
`--scale 0.25` for a quick look, `--only frame,bsg` for some games, `--pairs hard` for one kind of pair.
Run: nice -n 15 python bench/bench_bots.py [--scale 1] [--only frame,bsg] [--jobs 2]
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import BUDGETS, Bot, Seen, games_with_bots, make_bot, play_match, prepare  # noqa: E402
from engine.registry import get_game  # noqa: E402

PAIRS = (("hard", "normal", 0.60), ("normal", "easy", 0.60), ("easy", "random", 0.80))
# -- the four 2-player games: games per pair at --scale 1, keyed by game and the pair's first level. Each size is
# about the smallest that clears the floor with a 90% chance or more if the pair's true rate is the one last measured
# (a binomial sum over the Wilson lower end; `python bench/bench_bots.py --sizes` prints it): a pair near 100% needs
# 15–25 games, one near 77% 80–85. Last measured (session 3, 95% interval over n): in the comments.
SIZES = {  # (games, the rate they were chosen for): the last measured (95% interval over n)
    ("cardline", "hard"): (50, 0.82),  # 82% [76–86] /200
    ("cardline", "normal"): (40, 0.85),  # 85% [77–91] /100
    ("cardline", "easy"): (25, 0.99),  # 100% /100
    ("envyra", "hard"): (80, 0.77),  # 77% [67–85] /80: the costliest row, about 9 s of CPU a game
    ("envyra", "normal"): (20, 0.93),  # 93% [84–97] /60
    ("envyra", "easy"): (25, 0.99),  # 99% /100
    ("frame", "hard"): (15, 0.95),  # 100% /30, taken as 95%
    ("frame", "normal"): (15, 0.95),  # 100% /100, taken as 95%
    ("frame", "easy"): (50, 0.95),  # 95% [89–98] /100
    ("hieroglyphs", "hard"): (25, 0.88),  # 88% [74–95] /40: about 10 s of CPU a game
    ("hieroglyphs", "normal"): (85, 0.77),  # 77% [71–82] /200
    ("hieroglyphs", "easy"): (40, 0.97),  # 97% [93–99] /150
}
# A game's CPU seconds (engine and bots), by game and the pair's first level (BSG: the level), measured on this
# machine: the games are submitted costliest first, so that no worker idles at the end.
GAME_CPU = {  # measured at --scale 1 (Envyra 0.5) under a load average of 7–16
    ("hieroglyphs", "hard"): 10.1,
    ("envyra", "hard"): 9.1,
    ("frame", "hard"): 4.5,
    ("cardline", "hard"): 1.0,
    ("bsg", "hard"): 0.45,  # the masked control 0.36–0.65, hidden 0.35–0.37
    ("bsg", "normal"): 0.35,  # 0.24–0.44
    ("envyra", "normal"): 0.36,
    ("frame", "normal"): 0.33,
    ("hieroglyphs", "normal"): 0.19,
    ("hieroglyphs", "easy"): 0.11,
}
BSG_GAMES = 60
BSG_PLAYERS = (4, 5)
BSG_LEVELS = ("normal", "hard")


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate of `wins` in `n` (wins may be fractional: half wins)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def cell_args(parser: argparse.ArgumentParser, games: int, players: int = 5) -> None:
    """The BSG benches' shared arguments: one cell (`--players` × `--level`) of `--games` seeded games from seed index
    `--first`, run in `--jobs` processes."""
    parser.add_argument("--players", type=int, default=players)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--first", type=int, default=0, help="first seed index")
    parser.add_argument("--jobs", type=int, default=2)


def sign_test(gained: int, lost: int) -> float:
    """Two-sided sign test on the paired games whose winner changed (exact binomial, 1/2 each under no effect)."""
    n, k = gained + lost, min(gained, lost)
    if n == 0:
        return 1.0
    return min(1.0, 2 * sum(math.comb(n, i) for i in range(k + 1)) / 2**n)


class Timed(Bot):
    """Wraps a bot and records the CPU time of each decision."""

    def __init__(self, inner: Bot) -> None:
        super().__init__(inner.game, inner.level, inner.budget)
        self.inner = inner
        self.cpu: list[float] = []

    def choose(self, seen: Seen, rng: random.Random) -> dict[str, Any] | None:
        started = time.process_time()
        action = self.inner.choose(seen, rng)
        self.cpu.append(time.process_time() - started)
        return action


class Masked(Bot):
    """A BSG seat that plays as a human whatever its loyalty (the control): its view says "human" and it never
    reveals. Decides only from `seen`, like any bot."""

    def __init__(self, inner: Bot) -> None:
        super().__init__(inner.game, inner.level, inner.budget)
        self.inner = inner

    def choose(self, seen: Seen, rng: random.Random) -> dict[str, Any] | None:
        me = {**seen.view["me"], "team": "human"}
        legal = [a for a in seen.legal if a.get("type") != "reveal"] or seen.legal
        return self.inner.choose(Seen(seen.seat, {**seen.view, "me": me}, legal, seen.history), rng)


def duel_games(kind: str, first: str) -> int:
    """Games of the pair led by level `first` in the 2-player game `kind`, at --scale 1 (100 for a game not listed)."""
    return SIZES.get((kind, first), (100, 0.0))[0]


def clearing_chance(rate: float, games: int, floor: float) -> float:
    """The chance that `games` games at a true win rate `rate` give a Wilson lower end of `floor` or more (whole
    wins; a shared place's half win is rare)."""
    return sum(
        math.comb(games, k) * rate**k * (1 - rate) ** (games - k)
        for k in range(games + 1)
        if wilson(k, games)[0] >= floor
    )


def print_sizes() -> None:
    """Each pair's size, the rate it was chosen for and its chance to clear the floor at that rate."""
    floors = {first: floor for first, _, floor in PAIRS}
    for (kind, first), (games, rate) in SIZES.items():
        chance = clearing_chance(rate, games, floors[first])
        print(f"{kind:<12} {first:<6} {games:4d} games: at {rate:.0%}, clears {floors[first]:.0%} with {chance:.0%}")


# -- one game per job (run in a worker process) ------------------------------------------------------------------
def duel_job(kind: str, first: str, second: str, index: int) -> tuple[float, dict[str, list[float]], float]:
    """`first`'s share of the win in one game against `second` ("random" = uniformly random), seats alternating;
    the bots' decision times and the whole job's CPU (engine and bots)."""
    started = time.process_time()
    game = get_game(kind)
    a = Timed(make_bot(game, first))
    b = None if second == "random" else Timed(make_bot(game, second))
    seats: list[Bot | None] = [a, b] if index % 2 == 0 else [b, a]
    _, winners = play_match(game, seats, {}, f"bench-{kind}-{first}-{second}-{index}")
    mine = seats.index(a)
    share = 1.0 / len(winners) if mine in winners else 0.0
    times = {first: a.cpu} if b is None else {first: a.cpu, second: b.cpu}
    return share, times, time.process_time() - started


def bsg_job(players: int, level: str, masked: bool, index: int) -> tuple[float, dict[str, list[float]], float]:
    """Whether the humans win one all-`level` BSG game (the Cylons masked as humans for the control); the bots'
    decision times and the whole job's CPU."""
    started = time.process_time()
    game = get_game("bsg")
    bot = Timed(make_bot(game, level))
    seat: Bot = Masked(bot) if masked else bot
    state, _ = play_match(game, [seat] * players, {}, f"bench-bsg-{players}-{index}")
    won = 1.0 if state["winner"] == "human" else 0.0
    return won, ({} if masked else {level: bot.cpu}), time.process_time() - started


# -- the report ----------------------------------------------------------------------------------------------------
def rate(wins: float, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{wins / n:4.0%} [{low:.0%}–{high:.0%}] over {n}"


def time_line(kind: str, level: str, cpu: list[float]) -> str:
    ms = sorted(x * 1e3 for x in cpu)
    p95 = ms[min(len(ms) - 1, int(0.95 * (len(ms) - 1)))]
    return (
        f"{kind:<12} {level:<6} mean {statistics.fmean(ms):8.2f} ms  p95 {p95:8.2f} ms  max {ms[-1]:8.2f} ms"
        f"  (budget {BUDGETS[level] * 1e3:.0f} ms; {len(ms)} decisions)"
    )


@dataclass(frozen=True)
class Cell:
    """One row of the report: `games` seeded jobs `job(*args, index)`; `floor` is the lower end its interval must
    clear (None: BSG, judged against a band)."""

    label: str
    job: Callable[..., tuple[float, dict[str, list[float]], float]]
    args: tuple[Any, ...]
    games: int
    floor: float | None
    kind: str  # the game whose think times the jobs report


def cells(kinds: list[str], scale: float, pairs: list[str]) -> list[Cell]:
    found = [
        Cell(
            f"{kind:<12} {first:>6} vs {second:<6}",
            duel_job,
            (kind, first, second),
            duel_games(kind, first),
            floor,
            kind,
        )
        for kind in kinds
        if kind != "bsg"
        for first, second, floor in PAIRS
        if not pairs or first in pairs
    ]
    found += [
        Cell(
            f"bsg {players}p      {level:<6} {'masked control' if masked else 'hidden Cylons '}",
            bsg_job,
            (players, level, masked),
            BSG_GAMES,
            None,
            "bsg",
        )
        for players in (BSG_PLAYERS if "bsg" in kinds else ())
        for level in BSG_LEVELS
        for masked in (False, True)
    ]
    return [Cell(c.label, c.job, c.args, max(2, round(c.games * scale)), c.floor, c.kind) for c in found]


def cost_of(cell: Cell) -> float:
    """A game's expected CPU seconds in `cell` (for the order of submission only)."""
    return GAME_CPU.get((cell.kind, cell.args[1]), 0.05)


DUEL_HEADER = "\nhead-to-head (the first level's share of wins, 95% Wilson interval; floor = lower end needed)"
BSG_HEADER = "\nBSG, every seat at one level: the human side's wins (target 40–60%; control: Cylons masked)"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--scale", type=float, default=1.0, help="multiplies every sample size")
    parser.add_argument("--only", default="", help="games, comma-separated (bsg included)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--pairs", default="", help="the pairs' first levels, comma-separated (hard,normal,easy)")
    parser.add_argument("--sizes", action="store_true", help="print each pair's size and its chance, and stop")
    args = parser.parse_args()
    if args.sizes:
        print_sizes()
        return
    kinds = [k for k in sorted(games_with_bots()) if not args.only or k in args.only.split(",")]
    started = time.perf_counter()
    print("load average at start: " + " ".join(f"{x:.2f}" for x in os.getloadavg()) + f" ({os.cpu_count()} cores)")
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    todo = cells(kinds, args.scale, [p for p in args.pairs.split(",") if p])
    # every game is one job; the costliest games go first, so that no worker idles at the end
    jobs = sorted(((cell, i) for cell in todo for i in range(cell.games)), key=lambda ci: -cost_of(ci[0]))
    total_cpu = 0.0
    with ProcessPoolExecutor(args.jobs, initializer=prepare) as pool:
        futures = {(cell.label, i): pool.submit(cell.job, *cell.args, i) for cell, i in jobs}
        header = None
        for cell in todo:
            if header != (cell.floor is None):
                header = cell.floor is None
                print(BSG_HEADER if header else DUEL_HEADER)
            wins = cpu = 0.0
            for i in range(cell.games):
                won, decided, job_cpu = futures[(cell.label, i)].result()
                wins += won
                cpu += job_cpu
                for level, xs in decided.items():
                    times[(cell.kind, level)] += xs
            total_cpu += cpu
            low = wilson(wins, cell.games)[0]
            verdict = (
                "" if cell.floor is None else f"floor {cell.floor:.0%}: {'ok' if low >= cell.floor else 'below':<5}"
            )
            print(
                f"{cell.label} {rate(wins, cell.games)}  {verdict}"
                f"  (CPU {cpu:6.1f} s, {cpu / cell.games:5.2f} s a game)"
            )
    print("\nthink time per decision (CPU)")
    for (kind, level), cpu in sorted(times.items()):
        print(time_line(kind, level, cpu))
    wall = time.perf_counter() - started
    print(
        f"\nCPU of all games {total_cpu:.0f} s: on {args.jobs} idle cores about {total_cpu / args.jobs:.0f} s of wall;"
        f" observed wall {wall:.0f} s"
    )
    print("load average at end: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))


if __name__ == "__main__":
    main()
