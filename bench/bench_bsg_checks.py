"""Where the BSG human side loses its resources (issue 28, checks, crisis choices and cards): all-bot games at one
level on this bench's own seeds (`checks-bsg-<players>-<index>`, not bench_bots.py's), with the human side's wins
(hidden Cylons and the masked control) and the resources lost per game by cause, for the bots as they are and with
one of `engine.bots.bsg_checks.SWITCHES` turned off, on the same seeds in the same run.

Causes (the event just before each resource loss): choice (a crisis or card box), check (a skill check's result),
destination, roll (FTL and other die rolls), civilian (destroyed civilian ships), other; ":cylon" when the turn is a
revealed Cylon's (Caprica crises, super crises).

Measured 2026-12-03, normal, human wins of 100 games (the old bots = stake+choice+dest off):
  5p seeds 0–99:    old 7, all on 17–18, ftl (value the early jump by resource_worth) on: 18 vs 19 off — dropped
  5p seeds 100–199: old 6, all on 18; off dest 15, off choice 19, off stake 10; ftl (measured drain) on 17
  4p seeds 0–99:    old 32, all on 33–34; first stake formula alone 21 (since replaced)
  4p seeds 100–199: old 20, all on 37
The stake (resource_worth) is the gain; choice cuts failed checks (morale 3.4 → 2.4, population 2.1 → 1.3 a game)
for as much more given in crisis boxes (no change in wins); FTL variants traded roll population for other losses.

What the bots value each check's pass and fail at, and the checks failed with no loyal card: bench_bsg_stakes.py.

Run: nice -n 10 python bench/bench_bsg_checks.py [--players 4] [--level normal] [--games 100] [--off choice,on:ftl]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_bots import Masked, cell_args, wilson  # noqa: E402

from engine.bots import Bot, make_bot, next_move, public  # noqa: E402
from engine.bots import bsg_checks as C  # noqa: E402
from engine.core import derive_rng  # noqa: E402
from engine.registry import get_game  # noqa: E402

CAUSES = {"chose": "choice", "check_result": "check", "destination": "destination", "roll": "roll"}
CAUSES["civilian_destroyed"] = "civilian"


def play(players: list[Bot], seed: str) -> tuple[bool, Counter[str]]:
    """One seeded game (as `engine.bots.play_match`), with the resources lost by cause."""
    game = get_game("bsg")
    state = game.setup(len(players), {}, derive_rng(seed, 0))
    chooser = random.Random(f"match:{seed}")
    history: list[dict[str, Any]] = []
    lost: Counter[str] = Counter()
    moves = 0
    while game.result(state) is None:
        seat, action = next_move(game, state, players, history, f"{seed}:{moves}", chooser)
        moves += 1
        cylon_turn = state["players"][state["current"]]["cylon_player"]
        events = public(game.apply(state, seat, action, derive_rng(seed, moves)))
        cause = "other"
        for e in events:
            if e["kind"] != "resource":
                cause = CAUSES.get(e["kind"], cause if e["kind"] in ("activation", "launched") else "other")
                continue
            delta = e["params"]["delta"]
            if delta < 0:
                lost[f"{cause}{':cylon' if cylon_turn else ''} {e['params']['resource']}"] -= delta
        history += events
    if state["winner"] != "human":
        zero = [r for r, x in state["resources"].items() if x <= 0]
        lost[f"END {'+'.join(zero) or game.result(state).details.get('reason')}"] += 1
    return state["winner"] == "human", lost


def job(players: int, level: str, masked: bool, off: str, index: int) -> tuple[bool, Counter[str]]:
    saved = dict(C.SWITCHES)
    try:
        for name in off.split("+") if off else ():  # "name" off; "on:name" on
            C.SWITCHES[name.removeprefix("on:")] = name.startswith("on:")
        game = get_game("bsg")
        bot = make_bot(game, level)
        seat: Bot = Masked(bot) if masked else bot
        return play([seat] * players, f"checks-bsg-{players}-{index}")
    finally:
        C.SWITCHES.update(saved)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    cell_args(parser, 100, players=4)
    parser.add_argument("--off", default="", help="variants: switches off, comma-separated (a+b: both; on:a: a on)")
    parser.add_argument("--masked", action="store_true", help="also the masked control for each variant")
    args = parser.parse_args()
    variants = [""] + [v for v in args.off.split(",") if v]
    started = time.perf_counter()
    rows = [(v, m) for v in variants for m in ((False, True) if args.masked else (False,))]
    seeds = range(args.first, args.first + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = {row: [pool.submit(job, args.players, args.level, row[1], row[0], i) for i in seeds] for row in rows}
        results = {row: [f.result() for f in fs] for row, fs in futures.items()}
    n = args.games
    print(
        f"BSG {args.players}p {args.level}, {n} seeds from {args.first}: human wins; resources lost per game by cause"
    )
    base = sum(w for w, _ in results[("", False)])
    keys = sorted({k for rs in results.values() for _, lost in rs for k in lost})
    for (variant, masked), rs in results.items():
        wins = sum(w for w, _ in rs)
        low, high = wilson(wins, n)
        name = ("off " + variant if variant else "as is") + (" masked" if masked else "")
        print(f"{name:<22} {wins:>4}/{n} {wins / n:4.0%} [{low:.0%}–{high:.0%}]  vs as is {wins - base:+d}")
        total: Counter[str] = Counter()
        for _, lost in rs:
            total.update(lost)
        print("   " + "  ".join(f"{k} {total[k] / n:.2f}" for k in keys if total[k]))
    print(f"wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
