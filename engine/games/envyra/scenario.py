"""Test helpers: build any Envyra position, force bag draws, and run a round's automatic parts.

state = build(3, grid={"A1": "GRN01", "B1": "BLU02"}, cubes={"A1": [0, 1]}, owned={0: ["ORA01"]}, start=0,
              bag=["GRN10"])
game.apply(state, 0, {"type": "place", "positions": ["A1"]}, StubRng(["GRN10"]))
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from engine.core import Event, validate_options

from . import flow
from .board import CUBES, positions_for
from .data import CARDS, TILES
from .rules import EnvyraGame, new_state


class StubRng:
    """An rng whose choice() returns scripted items in order ("stub draws"); afterwards a seeded fallback."""

    def __init__(self, draws: Iterable[str] = (), seed: int | None = None) -> None:
        self.draws = list(draws)
        self.seen: list[list[Any]] = []
        self.fallback = random.Random(seed) if seed is not None else None

    def choice(self, seq: Sequence[Any]) -> Any:
        self.seen.append(list(seq))
        if self.draws:
            want = self.draws.pop(0)
            assert want in seq, f"stub draw {want} is not among {list(seq)}"
            return want
        if self.fallback is None:
            raise AssertionError(f"unexpected draw from {list(seq)}")
        return self.fallback.choice(seq)

    def _need_fallback(self) -> random.Random:
        if self.fallback is None:
            raise AssertionError("unexpected use of the rng")
        return self.fallback

    def randrange(self, *args: int) -> int:
        return self._need_fallback().randrange(*args)

    def shuffle(self, seq: list[Any]) -> None:
        self._need_fallback().shuffle(seq)

    def sample(self, seq: Sequence[Any], k: int) -> list[Any]:
        return self._need_fallback().sample(seq, k)


def _per_seat(n: int, value: dict[int, Any] | Sequence[Any] | None, default: Any) -> list[Any]:
    if value is None:
        return [default() if callable(default) else default for _ in range(n)]
    if isinstance(value, dict):
        return [value.get(s, default() if callable(default) else default) for s in range(n)]
    return list(value)


def build(
    n_players: int,
    *,
    grid: dict[str, str],
    cubes: dict[str, list[int]] | None = None,
    owned: dict[int, list[str]] | Sequence[list[str]] | None = None,
    supply: dict[int, int] | Sequence[int] | None = None,
    start: int = 0,
    bag: Iterable[str] = (),
    box: Iterable[str] | None = None,
    round_no: int = 1,
    simplified: bool = False,
    equilibrium: str = "off",
    round_limit: int = 0,
    public_cards: Iterable[str] = (),
    secret_cards: dict[int, str] | None = None,
    taken_cards: dict[int, list[str]] | None = None,
    at_round_end: bool = False,
) -> dict[str, Any]:
    """A state at the start of Phase I (no blocked-player check; call `start_round` for that), or with
    `at_round_end` a state whose Phase II is over (call `end_round`; a supply may then be 0).

    `cubes` lists the seats of the cubes on each tile in placement order; supplies default to 5 minus those.
    The box defaults to every tile placed nowhere else, so that all 38 tiles are accounted for.
    """
    opts = validate_options(
        EnvyraGame.options,
        {"simplified": simplified, "equilibrium": equilibrium, "start_player": "1", "round_limit": round_limit},
    )
    grid = {p.upper(): t for p, t in grid.items()}
    valid = positions_for(n_players)
    assert set(grid) <= set(valid), f"unknown positions {set(grid) - set(valid)}"
    owned_lists = _per_seat(n_players, owned, list)
    bag = sorted(bag)
    used = list(grid.values()) + bag + [t for o in owned_lists for t in o]
    assert len(used) == len(set(used)), "a tile is used twice"
    assert set(used) <= set(TILES), f"unknown tiles {set(used) - set(TILES)}"
    box = sorted(set(TILES) - set(used)) if box is None else sorted(box)
    state = new_state(n_players, opts, grid, bag, box, start)
    state["round"] = round_no
    state["owned"] = [list(o) for o in owned_lists]
    for pos, seats in (cubes or {}).items():
        for seat in seats:
            state["seq"] += 1
            state["cubes"][pos.upper()].append([seat, state["seq"]])
    on_tiles = [sum(1 for c in state["cubes"].values() for s, _ in c if s == seat) for seat in range(n_players)]
    state["supply"] = _per_seat(n_players, supply, None)
    state["supply"] = [CUBES - on_tiles[s] if v is None else v for s, v in enumerate(state["supply"])]
    for s in range(n_players):
        assert state["supply"][s] + on_tiles[s] == CUBES, f"seat {s}: cubes do not add up to {CUBES}"
    state["public_cards"] = sorted(public_cards)
    for seat, card in (secret_cards or {}).items():
        state["secret"][seat] = [card]
    for seat, cards in (taken_cards or {}).items():
        state["cards"][seat] = list(cards)
    assert set(state["public_cards"]) | {c for s in state["secret"] for c in s} <= set(CARDS)
    if at_round_end:
        state.update(phase="phase2", steps=[], step=None)
    else:
        flow.begin_phase1(state, [])
    return state


def start_round(state: dict[str, Any], rng: Any) -> list[Event]:
    """Run ROUND_START (the blocked-player check, §4.6) on a built state."""
    events: list[Event] = []
    flow.round_start(state, rng, events)
    return events


def end_round(state: dict[str, Any], rng: Any) -> list[Event]:
    """Run ROUND_END (§4.4-§4.5) and the next ROUND_START on a built state."""
    events: list[Event] = []
    flow.round_end(state, rng, events)
    return events
