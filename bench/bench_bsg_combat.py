"""What space combat costs the human side in all-bot BSG games (issue 28): per game, the civilian ships destroyed
on the board and the resources they took, the Galactica damage (and the fuel/food its tokens took), the heavy
raiders that boarded, the vipers lost, and the human side's wins. Seeded on its own seeds (`combat28-<players>-<i>`,
not the seeds of bench_bots.py, so that tuning on it leaves that bench an honest measure).

Before/after on the same seeds: run it once from the worktree and once with `--root OTHER_CHECKOUT` (that
checkout's engine is imported instead of this one's).

Run: nice -n 10 python bench/bench_bsg_combat.py [--players 4,5] [--level normal] [--games 100] [--root DIR]
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent


def job(root: str, players: int, level: str, index: int, settings: dict[str, float]) -> dict[str, float]:
    """One seeded game's combat losses (see the module's doc) and whether the humans won; `settings` overrides
    constants of the bot modules for tuning ({"bsg_combat.NEXT": 0.7})."""
    sys.path.insert(0, root)
    import importlib

    for name, value in settings.items():
        module, const = name.rsplit(".", 1)
        setattr(importlib.import_module(f"engine.bots.{module}"), const, value)
    from engine.bots import make_bot, play_match
    from engine.games.bsg.data import DATA
    from engine.registry import get_game

    game = get_game("bsg")
    out: Counter[str] = Counter()

    class Recording:
        """The game, with every applied move's events counted."""

        def __getattr__(self, name: str) -> Any:
            return getattr(game, name)

        def apply(self, state: dict, seat: int, action: dict, rng: Any) -> list:
            events = game.apply(state, seat, action, rng)
            for e in events:
                if e.to is not None:
                    continue
                p = e.params
                if e.kind == "civilian_destroyed":
                    where = "board" if isinstance(p.get("where"), int) else "pile"
                    out[f"civ_{where}"] += 1
                    for res, n in DATA.civilians[p["ship"]]["loss"].items():
                        out[f"civ_{where}_{res}"] += n
                elif e.kind == "galactica_damaged":
                    out["galactica_damaged"] += 1
                    if p["token"] in ("fuel", "food"):
                        out[f"galactica_{p['token']}"] += 1
                elif e.kind == "boarded":
                    out["boarded"] += 1
                elif e.kind == "viper_hit":
                    out["viper_destroyed" if p["destroyed"] else "viper_damaged"] += 1
                elif e.kind == "cylons_destroyed":
                    out[f"killed_{p['ship']}"] += p["count"]
            return events

    bot = make_bot(game, level)
    state, _ = play_match(Recording(), [bot] * players, {}, f"combat28-{players}-{index}")  # type: ignore[arg-type]
    out["human_win"] = state["winner"] == "human"
    out[f"end_{state['end_reason']}"] += 1
    return dict(out)


ROWS = (
    ("human_win", "human wins"),
    ("civ_board", "civilian ships destroyed on the board"),
    ("civ_board_population", "  population they took"),
    ("civ_board_morale", "  morale"),
    ("civ_board_fuel", "  fuel"),
    ("civ_pile", "civilian ships destroyed from the pile (cards)"),
    ("civ_pile_population", "  population they took"),
    ("galactica_damaged", "Galactica damaged"),
    ("galactica_fuel", "  fuel tokens"),
    ("galactica_food", "  food tokens"),
    ("boarded", "heavy raiders boarded (centurions)"),
    ("viper_damaged", "vipers damaged"),
    ("viper_destroyed", "vipers destroyed"),
    ("killed_raider", "raiders destroyed by the humans"),
    ("killed_heavy_raider", "heavy raiders destroyed"),
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", default="4,5")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--root", default=str(HERE.parent), help="the checkout whose engine plays")
    parser.add_argument("--set", action="append", default=[], help="module.CONST=value (bot modules), for tuning")
    args = parser.parse_args()
    started = time.perf_counter()
    sizes = [int(p) for p in args.players.split(",")]
    settings = {k: float(v) for k, v in (item.split("=", 1) for item in args.set)}
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = {
            n: [pool.submit(job, args.root, n, args.level, i, settings) for i in range(args.games)] for n in sizes
        }
        totals = {n: sum((Counter(f.result()) for f in fs), Counter()) for n, fs in futures.items()}
    print(f"BSG {args.level}, {args.games} games per size, engine from {args.root} {settings or ''}: means per game")
    print(f"{'':<48}" + "".join(f"{n}p".rjust(9) for n in sizes))
    for key, label in ROWS:
        print(f"{label:<48}" + "".join(f"{totals[n][key] / args.games:9.2f}" for n in sizes))
    ends = sorted({k for t in totals.values() for k in t if k.startswith("end_")})
    for key in ends:
        print(f"{key.replace('end_', 'game ended: '):<48}" + "".join(f"{totals[n][key]:9d}" for n in sizes))
    print(f"wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
