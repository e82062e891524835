"""Standing-order helpers shared by the BSG orders tests (engine/games/bsg/standing.py)."""

from __future__ import annotations

import random

from bsg_testkit import GAME, clear_space, empty_hands, new_game

from engine.games.bsg import machine as M
from engine.games.bsg import standing


def days(state: dict) -> dict:
    state["options"]["pace"] = "days"
    return state


def order(state: dict, seat: int, **change) -> list:
    return GAME.apply(state, seat, {"type": "orders", **change}, random.Random(0))


def run_days(state: dict, tasks: list[dict], rng: random.Random) -> list:
    """Run machine tasks as a move would: the machine, then what standing orders answer."""
    ctx = M.Ctx(state, rng)
    ctx.push(*tasks)
    M.run(ctx)
    standing.settle(ctx)
    return ctx.events


def plays(events: list) -> list[tuple[str, int, str]]:
    return [
        (e.kind, e.params["seat"], e.params["card"]) for e in events if e.kind in ("skill_played", "skill_withdrawn")
    ]


def roll_state(pace: str = "days") -> dict:
    state = new_game(3)
    clear_space(state)
    empty_hands(state)
    state["decision"], state["stack"] = None, []
    state["options"]["pace"] = pace
    state["space"][0]["basestars"] = [{"damage": []}]
    return state


def roll(seat: int, then: dict | None = None) -> dict:
    """A die roll by `seat` whose +2 matters (a basestar's attack unless told otherwise)."""
    then = then or {"t": "basestar_result", "area": 0}
    return {"t": "roll_before", "seat": seat, "why": "test", "then": then, "viper": None}
