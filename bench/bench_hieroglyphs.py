"""Hieroglyphs benchmark: random games per second, and render time / PNG size of the wall and other images.

Run from the project root:  python bench/bench_hieroglyphs.py [--games 300] [--renders 40]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import derive_rng  # noqa: E402
from engine.games.hieroglyphs import HieroglyphsGame  # noqa: E402
from engine.randomplayer import playout, random_step  # noqa: E402
from renderers import hieroglyphs as renderer  # noqa: E402

GAME = HieroglyphsGame()
VARIANTS = {
    "base": {},
    "curse": {"pharaohs_curse": True},
    "sphinx": {"eyes_of_the_sphinx": True},
    "both": {"pharaohs_curse": True, "eyes_of_the_sphinx": True},
}
NAMES = ["Alžběta Nováková", "Bob", "Łukasz Wróblewski-Zięba", "Dee"]


def bench_games(games: int) -> None:
    print(f"Random games ({games} per row, engine.randomplayer.playout):")
    for n in (2, 3, 4):
        for label, options in VARIANTS.items():
            moves = 0
            start = time.perf_counter()
            for i in range(games):
                _, _, count = playout(GAME, n, options, f"bench-{n}-{label}-{i}")
                moves += count
            elapsed = time.perf_counter() - start
            print(
                f"  {n} players, {label:6s}: {games / elapsed:7.1f} games/s  "
                f"{moves / elapsed:9.0f} actions/s  ({moves / games:.1f} actions/game)"
            )


def sample_views(count: int) -> list[tuple[dict, dict]]:
    """(public view, view of the seat to act) at random moments of random 4-player curse games."""
    samples = []
    seed = 0
    while len(samples) < count:
        seed += 1
        chooser = random.Random(seed)
        state = GAME.setup(4, VARIANTS["both"], derive_rng(f"r{seed}", 0))
        stop = chooser.randrange(10, 90)
        move = 0
        while GAME.result(state) is None and move < stop:
            move += 1
            seat, action = random_step(GAME, state, chooser)
            GAME.apply(state, seat, action, derive_rng(f"r{seed}", move))
        to_act = GAME.to_act(state)
        samples.append((GAME.view(state, None), GAME.view(state, to_act[0] if to_act else 0)))
    return samples


def finished_view() -> dict:
    for seed in range(100):
        state, _, _ = playout(GAME, 4, VARIANTS["both"], f"over-{seed}")
        return GAME.view(state, None)
    raise RuntimeError


def timed(label: str, fn, inputs: list) -> None:
    fn(inputs[0])  # warm the sprite caches
    times, sizes = [], []
    for item in inputs:
        start = time.perf_counter()
        data = fn(item)
        times.append((time.perf_counter() - start) * 1000)
        sizes.append(len(data))
    times.sort()
    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    print(
        f"  {label:8s}: median {statistics.median(times):6.1f} ms  p95 {p95:6.1f} ms  "
        f"PNG median {statistics.median(sizes) / 1024:6.1f} KB  max {max(sizes) / 1024:6.1f} KB"
    )


def bench_renders(renders: int) -> None:
    samples = sample_views(renders)
    print(f"Renders ({renders} random 4-player positions, both variants):")
    timed("board", lambda s: renderer.render_board(s[0], NAMES), samples)
    timed("wall", lambda s: renderer.render_wall(s[0], NAMES), samples)
    timed("private", lambda s: renderer.render_private(s[1], NAMES), samples)
    over = finished_view()
    timed("scores", lambda v: renderer.render_scores(v, NAMES), [over] * max(5, renders // 4))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--renders", type=int, default=40)
    args = parser.parse_args()
    bench_games(args.games)
    bench_renders(args.renders)


if __name__ == "__main__":
    main()
