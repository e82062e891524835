"""BSG benchmark: random full games per second per player count (random legal moves, engine only).

Run: cd /work/main && /work/venv/bin/python bench/bench_bsg.py [--games N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.games.bsg import BsgGame  # noqa: E402
from engine.randomplayer import playout  # noqa: E402

GAME = BsgGame()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    args = parser.parse_args()
    for n in range(3, 7):
        moves, turns = [], []
        start = time.perf_counter()
        for i in range(args.games):
            state, _, m = playout(GAME, n, {}, f"bench-{n}-{i}")
            moves.append(m)
            turns.append(state["turn"])
        elapsed = time.perf_counter() - start
        print(
            f"{n} players: {args.games / elapsed:7.1f} games/s   {sum(moves) / elapsed:9.0f} moves/s   "
            f"median {statistics.median(moves):.0f} moves, {statistics.median(turns):.0f} turns per game"
        )


if __name__ == "__main__":
    main()
