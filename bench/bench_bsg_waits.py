"""Stops for people per 5-player BSG game, the playtest's way: seeded games replayed move by move in the engine,
every seat a person, each time the game stops for someone counted once (a new question; a simultaneous ask that
shrinks as its seats answer is one stop; a step the whole-turn planner submits with the one before is none).

Three rows on the same seeds, in the same run, at `pace: days` (`/bsg new`'s default), players answering uniformly at
random (reactions used with probability 0.3, bench/bench_bsg.py `policy`):

- `sequential setup`: as `no tips`, with the starting hands (D-S3) asked one player after another as builds before
  the simultaneous decision did (engine/games/bsg/legacy.py puts the setup in that form, the one their stored games
  replay through): the baseline of the starting hands as one ask;
- `no tips`: nobody sets a standing order or opens the planner: every skill-type draw and every movement and action
  is a stop;
- `tips`: each player follows the panel's tips (presenters/bsg_tips.py) the first time it sees them: at its first
  skill-type draw it sets its draw pattern (Orders → Draw pattern: its character's own draws, bench_bsg.draw_pattern),
  which answers that draw and every later one; at its movement it presses Plan my whole turn and submits what the
  planner lets it (bench_bsg.Plan: engine/games/bsg/turn_plan.py's own rule for where a plan ends).

Printed per row: stops per game, of them in setup and for the starting hands, turns per game and stops per turn in
play (the rows' games take different courses once orders answer for the players, so per turn is the fairer
comparison), and by decision; the issue-23 "sequential waits" (the game starts waiting for a seat it was not
waiting for: a seat's own consecutive decisions are one) beside them; then the ratios of `no tips` to
`sequential setup` (the starting hands as one ask) and of `tips` to `no tips`.

Run: python bench/bench_bsg_waits.py [--games N] [--players 5]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_bsg import GAME, Plan, decision_name, draw_pattern, policy  # noqa: E402

from engine.core import derive_rng  # noqa: E402
from engine.games.bsg import legacy  # noqa: E402

USE = 0.3  # the probability of using a usable reaction (bench_bsg's default)
DRAWS = ("draw_skill", "starting_hands")  # the skill-type draws a draw pattern answers


@dataclass
class Stops:
    games: int = 0
    turns: int = 0
    stops: int = 0
    setup_stops: int = 0
    starting_draws: int = 0  # stops for a starting hand's draw (D-S3)
    waits: int = 0  # issue 23's sequential waits
    setup_waits: int = 0  # of them in setup
    planned: int = 0  # questions submitted with the step before them
    kinds: Counter[str] = field(default_factory=Counter)

    def per_game(self, value: int) -> float:
        return value / max(self.games, 1)


def starting_draw(decision: dict) -> bool:
    return decision["kind"] == "starting_hands" or decision["kind"] == "draw_skill" and decision.get("why") == "start"


def play(n: int, seed: str, tips: bool, tally: Stops, sequential: bool = False) -> None:
    """One game replayed move by move; `tips`: the players follow the panel's tips (see the module's text);
    `sequential`: the starting hands are asked one player after another, as older builds did."""
    rng = random.Random(f"policy:{seed}")
    state = GAME.setup(n, {"pace": "days"}, derive_rng(seed, 0))
    patterned: set[int] = set()
    plan = Plan()
    remaining: frozenset[int] = frozenset()  # the seats still asked after the last answer, as asked before it
    previous: frozenset[int] | None = None
    moves, turn = 0, state["turn"]
    while GAME.result(state) is None:
        if state["turn"] != turn:
            turn = state["turn"]
            tally.turns += 1
        if sequential and legacy.sequential_setup_draw(state, {"type": "draw"}):
            legacy.as_sequential(state)
        seats = frozenset(GAME.to_act(state))
        decision, asked = state["decision"], state.get("asked")
        if previous is not None and not seats <= previous:
            tally.waits += 1
            tally.setup_waits += state["phase"] == "setup"
        previous = seats
        if seats != remaining:  # the game stops for someone: a new question
            if plan.open:
                tally.planned += 1
            else:
                tally.stops += 1
                tally.setup_stops += state["phase"] == "setup"
                tally.starting_draws += starting_draw(decision)
                tally.kinds[decision_name(decision)] += 1
            remaining = seats
        seat = rng.choice(sorted(seats))
        if tips and decision["kind"] in DRAWS and seat not in patterned:
            patterned.add(seat)  # the tip followed: the pattern set now answers this draw and every later one
            moves += 1
            GAME.apply(state, seat, {"type": "orders", "draws": draw_pattern(state, seat)}, derive_rng(seed, moves))
            if state["decision"] != decision:  # answered by the order: a new question follows, or the same ask shrank
                remaining = seats - {seat} if state.get("asked") == asked else frozenset()
            continue
        action = policy(state, seat, rng, USE)
        if tips:
            plan.step(state, seat, action)
        moves += 1
        GAME.apply(state, seat, action, derive_rng(seed, moves))
        remaining = seats - {seat}
    tally.games += 1


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="games per row (the same seeds in every row)")
    parser.add_argument("--players", type=int, default=5)
    args = parser.parse_args()
    n = args.players
    rows = {}
    for label, tips, sequential in (
        ("sequential setup", False, True),
        ("no tips", False, False),
        ("tips", True, False),
    ):
        tally = Stops()
        for i in range(args.games):
            play(n, f"waits-{n}-{i}", tips, tally, sequential)
        rows[label] = tally
    print(f"{n} players, {args.games} games per row (same seeds), pace days; per game:")
    print(
        f"{'row':>18} {'stops':>7} {'setup':>6} {'hands':>6} {'waits':>7} {'setup':>6} {'planned':>7} {'turns':>6}"
        f" {'stops/turn':>10}"
    )
    for label, tally in rows.items():
        g = tally.per_game
        in_play = (tally.stops - tally.setup_stops) / max(tally.turns, 1)
        print(
            f"{label:>18} {g(tally.stops):7.1f} {g(tally.setup_stops):6.1f} {g(tally.starting_draws):6.1f}"
            f" {g(tally.waits):7.1f} {g(tally.setup_waits):6.1f} {g(tally.planned):7.1f} {g(tally.turns):6.1f}"
            f" {in_play:10.2f}"
        )
        top = ", ".join(f"{k} {v / tally.games:.1f}" for k, v in tally.kinds.most_common(8))
        print(f"{'':>18} by decision: {top}")
    before, base, tips = rows["sequential setup"], rows["no tips"], rows["tips"]
    print(
        f"ratio no tips / sequential setup: setup stops {base.setup_stops / max(before.setup_stops, 1):.3f},"
        f" setup waits {base.setup_waits / max(before.setup_waits, 1):.3f},"
        f" stops per game {base.stops / max(before.stops, 1):.3f},"
        f" waits per game {base.waits / max(before.waits, 1):.3f}"
    )
    print(f"ratio tips / no tips: stops per game {tips.stops / max(base.stops, 1):.3f}", end="")
    per_turn = ((tips.stops - tips.setup_stops) / max(tips.turns, 1)) / ((base.stops - base.setup_stops) / base.turns)
    print(f", stops per turn in play {per_turn:.3f}")


if __name__ == "__main__":
    main()
