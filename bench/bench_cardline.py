"""Cardline benchmark (a script, not a test): random games per second and render times.

    /work/venv/bin/python bench/bench_cardline.py [--games 1000]

Prints: random games per second (2–8 players, default options, bots that never resign; and with the real legal
actions including resignation), moves per game, apply/legal_actions cost per move, and for each image the median
and p95 render time and PNG size, including a long line (40 and 110 cards).
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
from engine.games.cardline import CardlineGame  # noqa: E402
from engine.games.cardline.cards import countries, eligible, parse_value  # noqa: E402
from engine.games.cardline.scenario import position  # noqa: E402
from engine.randomplayer import playout  # noqa: E402
from renderers import cardline as R  # noqa: E402

NAMES = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"]


class NoResign(CardlineGame):
    def legal_actions(self, state, seat):
        return [a for a in super().legal_actions(state, seat) if a["type"] != "resign"]


def games_per_second(game: CardlineGame, count: int, options: dict, label: str) -> None:
    moves = []
    start = time.perf_counter()
    for seed in range(count):
        _, _, played = playout(game, 2 + seed % 7, options, f"bench-{seed}")
        moves.append(played)
    elapsed = time.perf_counter() - start
    print(
        f"{label:<44} {count / elapsed:8.1f} games/s   {sum(moves) / elapsed:9.0f} moves/s   "
        f"moves/game median {statistics.median(moves):.0f}, max {max(moves)}"
    )


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p * (len(ordered) - 1))))]


def time_render(label: str, render, view: dict, names: list[str], repeat: int) -> None:
    times, size = [], 0
    for _ in range(repeat):
        start = time.perf_counter()
        data = render(view, names)
        times.append(time.perf_counter() - start)
        size = len(data)
    print(
        f"{label:<44} median {statistics.median(times) * 1000:6.0f} ms   p95 {percentile(times, 0.95) * 1000:6.0f} ms"
        f"   PNG {size / 1024:6.0f} KiB"
    )


def long_line_view(game: CardlineGame, count: int, players: int, hand: int) -> dict:
    pool = list(eligible("population"))
    random.Random(count).shuffle(pool)
    line = sorted(pool[:count], key=lambda iso3: parse_value(countries()[iso3].values["population"]))
    rest = pool[count:]
    hands = [rest[k * hand : (k + 1) * hand] for k in range(players)]
    state = position("population", line=line, hands=hands, draw_pile=rest[players * hand :], hand_size=10)
    return game.view(state, None)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=20)
    args = parser.parse_args()
    game = CardlineGame()

    print("== random games (players 2-8 in turn) ==")
    games_per_second(NoResign(), args.games, {}, "default options, bots never resign")
    games_per_second(
        NoResign(), max(1, args.games // 5), {"hand_size": 10, "deck_size": "all"}, "10 cards each, all countries"
    )
    games_per_second(game, args.games, {}, "default options, resign among legal actions")

    print("== per-move cost (4 players, default options) ==")
    state = game.setup(4, {}, derive_rng("cost", 0))
    seat = game.to_act(state)[0]
    start = time.perf_counter()
    for _ in range(2000):
        actions = game.legal_actions(state, seat)
    print(f"legal_actions ({len(actions)} actions)            {(time.perf_counter() - start) / 2000 * 1e6:8.1f} µs")
    start = time.perf_counter()
    for number in range(2000):
        game.play(state, seat, actions[number % (len(actions) - 1)], derive_rng("cost", number))
    print(f"play (deep copy + apply)                     {(time.perf_counter() - start) / 2000 * 1e6:8.1f} µs")
    start = time.perf_counter()
    for _ in range(500):
        game.view(state, None)
    print(f"public view                                  {(time.perf_counter() - start) / 500 * 1e6:8.1f} µs")

    print("== rendering ==")
    mid = game.setup(4, {}, derive_rng("render", 0))
    chooser = random.Random(1)
    for number in range(1, 13):
        seat = game.to_act(mid)[0]
        places = [a for a in game.legal_actions(mid, seat) if a["type"] == "place"]
        game.apply(mid, seat, chooser.choice(places), derive_rng("render", number))
    view = game.view(mid, None)
    time_render(f"board, {len(view['line'])}-card line, 4 players", R.render_board, view, NAMES, args.repeat)
    time_render("hands, 4 players", R.render_hands, view, NAMES, args.repeat)
    time_render("private (own hand + line)", R.render_private, game.view(mid, game.to_act(mid)[0]), NAMES, args.repeat)
    for count, players in [(40, 8), (110, 4)]:
        long_view = long_line_view(game, count, players, 6)
        time_render(f"board, {count}-card line, {players} players", R.render_board, long_view, NAMES, args.repeat)
    _, _, _ = playout(NoResign(), 5, {}, "scores")
    final, _, _ = playout(NoResign(), 5, {}, "scores")
    time_render("final standings, 5 players", R.render_scores, game.view(final, None), NAMES, args.repeat)


if __name__ == "__main__":
    main()
