"""States of seeded random BSG games to draw (the renderer tests share them), and the seat names drawn on them."""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.core import derive_rng
from engine.games.bsg import BsgGame
from engine.randomplayer import random_step

GAME = BsgGame()
NAMES = ["Alice", "Bartholomew the Unplaceable", "Zdeňka Nováková", "Łucja", "Eve", "Maximiliána Šťastná"]
State = dict[str, Any]


def stages(n: int, seed: str, every: int = 100) -> list[State]:
    """Copies of one seeded random game's state: after setup, every `every`-th move, at each first skill check
    with contributions / revealed, and at the end."""
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    out = [copy.deepcopy(state)]
    seen: set[str] = set()
    move = 0
    while GAME.result(state) is None:
        seat, action = random_step(GAME, state, chooser)
        move += 1
        GAME.apply(state, seat, action, derive_rng(seed, move))
        check = state["check"] or {}
        marks = {"contributions": bool(check.get("counts")), "revealed": bool(check.get("revealed"))}
        new = [k for k, on in marks.items() if on and k not in seen]
        seen.update(new)
        if move % every == 0 or new:
            out.append(copy.deepcopy(state))
    out.append(copy.deepcopy(state))
    return out
