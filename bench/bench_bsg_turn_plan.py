"""Sequential waits on the active player per turn, asked one decision at a time versus one submission per planned
stretch of the turn (issue 23 item 3, presenters/bsg_turn_plan.py).

Seeded games played by uniform random legal actions (engine/randomplayer.py). A *wait on the active player* is one
decision asked of the current player alone (no other seat asked with it); each is one round trip today. With the
planner, a decision is covered by the submission before it when that submission's previous step leaves the plan
open (engine/games/bsg/turn_plan.py: the seat's own next decision, in the movement or action step, nothing drawn,
shown or rolled, at most four steps, no irreversible action); otherwise it is a new wait. Printed per player count:

- the movement and action steps (where the planner applies): waits per human turn, before and after;
- the whole turn of the active player (all its lone decisions, crisis choices included), before and after;
- how the planned stretches end (why the plan stopped) and how many steps they hold;
- `card in plan`: the same games if the card paid to change ships were part of the plan (today it ends it).

`scripted turn`: the first turn of a seeded game whose movement, action and the action's target can be planned
together: its asks one at a time, and its submissions.

Run: python bench/bench_bsg_turn_plan.py [--games N] [--counts 3,4,5]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import derive_rng  # noqa: E402
from engine.games.bsg import BsgGame, explain  # noqa: E402
from engine.games.bsg import decisions as D  # noqa: E402
from engine.games.bsg import turn_plan as P  # noqa: E402
from engine.randomplayer import random_step  # noqa: E402
from i18n import tr  # noqa: E402
from presenters.bsg_confirm import irreversible  # noqa: E402

GAME = BsgGame()


@dataclass
class Tally:
    human_turns: int = 0
    step_before: int = 0  # lone asks of the active player in its movement and action steps
    step_after: int = 0  # submissions covering them
    turn_before: int = 0  # lone asks of the active player over its whole turn
    turn_after: int = 0
    ends: Counter[str] = field(default_factory=Counter)  # why a planned stretch stopped
    lengths: Counter[int] = field(default_factory=Counter)  # steps per planned stretch


def lone_ask(state: dict, seat: int) -> bool:
    """A decision asked of the current player alone."""
    d = state["decision"] or {}
    return d.get("kind") not in D.SIMULTANEOUS and d.get("seat") == seat == state["current"]


def play(n: int, seed: str, tally: Tally) -> None:
    chooser = random.Random(f"chooser:{seed}")
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    move, plan_open, plan_len, last_turn = 0, False, 0, -1
    while GAME.result(state) is None and move < 20000:
        seat, action = random_step(GAME, state, chooser)
        if state["phase"] != "setup" and state["turn"] != last_turn:
            last_turn = state["turn"]
            tally.human_turns += not state["players"][state["current"]]["cylon_player"]
        if state["phase"] != "setup" and lone_ask(state, seat) and not state["players"][seat]["cylon_player"]:
            in_steps = explain.step(state) in P.PLANNED_STEPS
            covered = plan_open and not irreversible(action)
            if not covered:
                if plan_len:
                    tally.lengths[plan_len] += 1
                plan_len = 1 if P.plannable(state, seat) and not irreversible(action) else 0
                tally.turn_after += 1
                tally.step_after += in_steps
            else:
                plan_len += 1
            tally.turn_before += 1
            tally.step_before += in_steps
            plan_open = False
            if plan_len:
                _, why = P.after_step(GAME, state, seat, action)
                why = P.FULL if why == P.OPEN and plan_len >= P.MAX_STEPS else why
                plan_open = why == P.OPEN
                if not plan_open:
                    tally.ends[why] += 1
        else:
            plan_open = False
        move += 1
        GAME.apply(state, seat, action, derive_rng(seed, move))
    if plan_len:
        tally.lengths[plan_len] += 1


def report(n: int, tally: Tally, label: str) -> None:
    turns = max(1, tally.human_turns)
    print(
        f"{label} {n}p  human turns {tally.human_turns:5d}  "
        f"move+action waits/turn {tally.step_before / turns:.2f} -> {tally.step_after / turns:.2f} "
        f"(x{tally.step_after / max(1, tally.step_before):.2f})  "
        f"whole-turn waits/turn {tally.turn_before / turns:.2f} -> {tally.turn_after / turns:.2f}"
    )
    total = sum(tally.ends.values()) or 1
    print("    plans end:", ", ".join(f"{k} {v / total:.0%}" for k, v in tally.ends.most_common()))
    steps = sum(tally.lengths.values()) or 1
    print("    steps per submission:", ", ".join(f"{k}: {v / steps:.0%}" for k, v in sorted(tally.lengths.items())))


def scripted_turn() -> None:
    """The first movement of a seeded game with a three-step plan (a move, an action, its target)."""
    chooser = random.Random("scripted")
    state = GAME.setup(4, {}, derive_rng("scripted", 0))
    names = [f"P{s}" for s in range(4)]
    for move in range(1, 3000):
        seat = state["current"]
        if P.plannable(state, seat) and state["decision"]["kind"] == "move":
            for first in range(len(GAME.legal_actions(state, seat))):
                walk = P.walk(GAME, state, seat, [first, 0, 0])
                if len(walk.actions) == 3 and not any(irreversible(a) for a in walk.actions):
                    pairs = zip(walk.stages, walk.actions, strict=False)
                    steps = [tr(GAME.action_label(st, seat, a, names), "en") for (st, _), a in pairs]
                    print(f"scripted turn (move {move}): 3 asks one at a time -> 1 submission: {steps}")
                    return
        seat, action = random_step(GAME, state, chooser)
        GAME.apply(state, seat, action, derive_rng("scripted", move))
    print("scripted turn: none found")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--counts", default="3,4,5")
    args = parser.parse_args()
    scripted_turn()
    ends_at = P.ENDS_AT
    for n in (int(c) for c in args.counts.split(",")):
        for label, ends in (("planner     ", ends_at), ("card in plan", frozenset())):
            P.ENDS_AT = ends  # this process only: what-if the card paid to change ships were planned too
            tally = Tally()
            for g in range(args.games):
                play(n, f"plan-bench:{n}:{g}", tally)
            report(n, tally, label)
    P.ENDS_AT = ends_at


if __name__ == "__main__":
    main()
