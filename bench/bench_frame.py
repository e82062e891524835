"""Frame benchmarks: legal-placement enumeration (empty and crowded boards), random games per second, rendering.

Run: cd /work/main && /work/venv/bin/python bench/bench_frame.py [--games N] [--renders N]
"""

from __future__ import annotations

import argparse
import copy
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.games.frame import FrameGame, assist  # noqa: E402
from engine.randomplayer import playout, random_step  # noqa: E402
from presenters.frame import with_tie_note  # noqa: E402
from renderers import frame as R  # noqa: E402

GAME = FrameGame()


def timed(fn: Callable[[], object], repeat: int) -> list[float]:
    out = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        out.append(time.perf_counter() - start)
    return out


def summary(samples: list[float]) -> str:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered) * 1000:7.2f} ms   p95 {p95 * 1000:7.2f} ms"


def opened_board(n: int, seed: int = 0) -> dict:
    """Just after the opening rounds: the emptiest tile-phase board."""
    state = GAME.setup(n, {}, random.Random(seed))
    rng = random.Random(seed)
    while state["phase"] == "opening":
        seat, action = random_step(GAME, state, rng)
        GAME.apply(state, seat, action, rng)
    return state


def crowded_board(n: int) -> dict:
    """A crowded (≥ 60 % covered) still-running position where the active seat has the most choices (worst case)."""
    best = None
    for seed in range(8):
        state = GAME.setup(n, {}, random.Random(seed))
        rng = random.Random(seed)
        while GAME.result(state) is None:
            seat, action = random_step(GAME, state, rng)
            GAME.apply(state, seat, action, rng)
            covered = sum(len(p["cells"]) for p in state["placements"])
            if state["phase"] == "tiles" and covered >= 0.6 * state["size"] ** 2:
                choices = len(GAME.legal_actions(state, state["active"]))
                if best is None or choices > best[0]:
                    best = (choices, copy.deepcopy(state))
    assert best is not None
    return best[1]


def bench_legal(repeat: int) -> None:
    print("Legal placement enumeration (legal_actions for the active seat)")
    for n in (2, 3, 4):
        for label, state in (("empty", opened_board(n)), ("crowded", crowded_board(n))):
            seat = state["active"]
            count = len(GAME.legal_actions(state, seat))
            covered = sum(len(p["cells"]) for p in state["placements"])
            size = state["size"]
            print(
                f"  {n}p {size}x{size} {label:8s} ({covered:3d}/{size * size} cells covered, {count:4d} actions): "
                + summary(timed(lambda s=state, a=seat: GAME.legal_actions(s, a), repeat))
            )
            print(
                f"  {'':26s}tile_choices (autocomplete):                     "
                + summary(timed(lambda s=state, a=seat: assist.tile_choices(s, a), repeat))
            )


def bench_games(games: int) -> None:
    print(f"Random games ({games} per player count, engine.randomplayer.playout)")
    for n in (2, 3, 4):
        start = time.perf_counter()
        moves = 0
        for i in range(games):
            _, _, m = playout(GAME, n, {}, f"bench-{n}-{i}")
            moves += m
        elapsed = time.perf_counter() - start
        print(
            f"  {n}p: {games / elapsed:7.1f} games/s   {moves / elapsed:8.0f} actions/s   "
            f"{moves / games:5.1f} actions/game"
        )


def bench_renders(repeat: int) -> None:
    print(f"Rendering ({repeat} renders each)")
    names = ["Alice", "Bob", "Cecilia", "Dmitri"]
    for n in (2, 4):
        state = crowded_board(n)
        seat = state["active"]
        public = GAME.view(state, None)
        finished = copy.deepcopy(state)
        while GAME.result(finished) is None:
            s = finished["active"]
            GAME.apply(finished, s, GAME.default_action(finished, s), random.Random(0))
        over = GAME.view(finished, None)
        action = GAME.legal_actions(state, seat)[0]
        who = names[:n]
        cases = {
            "board": lambda v=public, w=who: R.render_board(v, w),
            "private": lambda s=state, a=seat, w=who: R.render_private(GAME.view(s, a), w),
            "preview": lambda s=state, a=seat, x=action, w=who: R.render_preview(assist.preview_view(s, a, x), w),
            "hint": lambda s=state, a=seat, w=who: R.render_hint(assist.hint_view(s, a), w),
            "scores": lambda v=over, w=who: R.render_scores(with_tie_note(v, w), w),
            "match": lambda v=over, w=who: R.render_match(with_tie_note(v, w), w),
        }
        for name, fn in cases.items():
            size = len(fn())
            print(f"  {n}p {name:8s} {size / 1024:7.1f} KiB   " + summary(timed(fn, repeat)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--renders", type=int, default=20)
    parser.add_argument("--legal", type=int, default=200)
    args = parser.parse_args()
    bench_legal(args.legal)
    bench_games(args.games)
    bench_renders(args.renders)


if __name__ == "__main__":
    main()
