"""A tiny game for testing the shared layers: players secretly pick 1–3, highest pick scores, first to 3 wins.

A random bonus (from the rng) is added each round, so replay must reproduce the rng exactly.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, Game, IllegalMove, Option, Result, private, public
from engine.registry import register
from engine.tables import Tables


class ToyGame(Game):
    name = "toy"
    title = "Toy"
    min_players = 2
    max_players = 3
    options = [Option("target", "int", 3, "Points to win.", min=1, max=9)]

    def setup(self, n_players: int, options: dict[str, Any], rng: random.Random) -> dict[str, Any]:
        return {
            "n": n_players,
            "target": options["target"],
            "picks": [None] * n_players,
            "score": [0] * n_players,
            "bonus": rng.randrange(n_players),
            "round": 1,
        }

    def to_act(self, state: dict[str, Any]) -> list[int]:
        if self.result(state):
            return []
        return [s for s in range(state["n"]) if state["picks"][s] is None]

    def legal_actions(self, state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
        return [{"type": "pick", "n": n} for n in (1, 2, 3)] if seat in self.to_act(state) else []

    def apply(self, state: dict[str, Any], seat: int, action: dict[str, Any], rng: random.Random) -> list[Event]:
        if seat not in self.to_act(state):
            raise IllegalMove("It is not your turn.")
        if action.get("type") != "pick" or action.get("n") not in (1, 2, 3):
            raise IllegalMove("Pick 1, 2 or 3.")
        state["picks"][seat] = action["n"]
        events: list[Event] = [public("picked", seat=seat), private(seat, "your_pick", n=action["n"])]
        if all(p is not None for p in state["picks"]):
            values = [p + (1 if s == state["bonus"] else 0) for s, p in enumerate(state["picks"])]
            best = max(values)
            for s, v in enumerate(values):
                if v == best:
                    state["score"][s] += 1
            events.append(public("revealed", picks=list(state["picks"])))
            state["picks"] = [None] * state["n"]
            state["bonus"] = rng.randrange(state["n"])
            state["round"] += 1
        return events

    def view(self, state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        out = {
            "score": list(state["score"]),
            "round": state["round"],
            "picked": [p is not None for p in state["picks"]],
        }
        if seat is not None:
            out["me"] = seat
            out["my_pick"] = state["picks"][seat]
        return out

    def result(self, state: dict[str, Any]) -> Result | None:
        top = max(state["score"])
        if top < state["target"]:
            return None
        winners = [s for s, v in enumerate(state["score"]) if v == top]
        rest = [[s] for s in sorted(range(state["n"]), key=lambda s: -state["score"][s]) if s not in winners]
        return Result(ranking=[winners, *rest], scores=dict(enumerate(state["score"])))

    def describe(self, event: Event, names: list[str]) -> str:
        if event.kind == "picked":
            return f"{names[event.params['seat']]} has picked."
        if event.kind == "your_pick":
            return f"You picked {event.params['n']}."
        if event.kind == "revealed":
            return "Picks: " + ", ".join(f"{names[s]} {p}" for s, p in enumerate(event.params["picks"]))
        return ""


def started(tables: Tables, n: int = 2, **options: Any) -> int:
    """A started toy table with `n` players (the toy game registered first)."""
    register(ToyGame())
    table = tables.create("toy", 1, 10, 100, options)
    for user in range(101, 100 + n):
        tables.join(table.id, user)
    tables.start(table.id, 100)
    return table.id
