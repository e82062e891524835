"""BSG with the two teams at different levels: is the hard level stronger than normal on each side?

Each seat plays at its team's level, read from its own view (`me.team`; a seat turned Cylon by the sleeper phase
switches): "hard humans" = human-loyal seats hard against the same normal Cylons; "hard Cylons" = Cylon seats hard
against normal humans; both against the all-normal games of the same seeds. The masked control plays every seat as a
human (as in bench_bots.py). Prints the human side's wins with 95% Wilson intervals, and the CPU time per decision
(mean, p95, max) per level. Seeded (`mixed-bsg-<players>-<index>`): the same arguments print the same rates.

Run: nice -n 10 python bench/bench_bsg_mixed.py [--games 60] [--players 4,5] [--cells normal:normal,hard:normal]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_bots import Masked, Timed, wilson  # noqa: E402

from engine.bots import Bot, Seen, make_bot, play_match  # noqa: E402
from engine.registry import get_game  # noqa: E402

CELLS = ("normal:normal", "hard:normal", "normal:hard", "hard:hard")  # human level : Cylon level


class TeamLevel(Bot):
    """A seat that plays at its team's level (its own view says which team it is on)."""

    def __init__(self, human: Bot, cylon: Bot) -> None:
        super().__init__(human.game, human.level, human.budget)
        self.human, self.cylon = human, cylon

    def choose(self, seen: Seen, rng: random.Random) -> dict[str, Any] | None:
        team = seen.view["me"]["team"]
        return (self.cylon if team == "cylon" else self.human).choose(seen, rng)


def job(players: int, cell: str, masked: bool, index: int) -> tuple[bool, dict[str, list[float]]]:
    game = get_game("bsg")
    human_level, cylon_level = cell.split(":")
    timed = {lv: Timed(make_bot(game, lv)) for lv in {human_level, cylon_level}}
    seat: Bot = TeamLevel(timed[human_level], timed[cylon_level])
    if masked:
        seat = Masked(timed[human_level])
    state, _ = play_match(game, [seat] * players, {}, f"mixed-bsg-{players}-{index}")
    return state["winner"] == "human", {lv: t.cpu for lv, t in timed.items()}


def rate(wins: int, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{wins / n:4.0%} [{low:.0%}–{high:.0%}] over {n}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--players", default="4,5")
    parser.add_argument("--cells", default=",".join(CELLS), help="human:cylon levels, comma-separated")
    parser.add_argument("--masked", action="store_true", help="also the masked control (all seats human)")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    players = [int(x) for x in args.players.split(",")]
    cells = args.cells.split(",")
    started = time.perf_counter()
    times: dict[str, list[float]] = defaultdict(list)
    with ProcessPoolExecutor(args.jobs) as pool:
        runs = {
            (n, cell, masked): [pool.submit(job, n, cell, masked, i) for i in range(args.games)]
            for n in players
            for cell in cells
            for masked in ((False, True) if args.masked and cell.split(":")[0] == cell.split(":")[1] else (False,))
        }
        print("BSG, human level : Cylon level — the human side's wins (95% Wilson interval)")
        for (n, cell, masked), futures in runs.items():
            wins = 0
            for f in futures:
                won, cpu = f.result()
                wins += won
                for lv, xs in cpu.items():
                    times[lv] += xs
            what = "masked control" if masked else "hidden Cylons "
            print(f"bsg {n}p  {cell:<13} {what} {rate(wins, len(futures))}", flush=True)
    print("\nCPU per decision (ms): level  mean  p95  max  decisions")
    for lv, xs in sorted(times.items()):
        xs = sorted(xs)
        p95 = xs[int(0.95 * (len(xs) - 1))]
        print(f"  {lv:<7} {1000 * statistics.mean(xs):6.2f} {1000 * p95:6.1f} {1000 * xs[-1]:7.1f}  {len(xs)}")
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
