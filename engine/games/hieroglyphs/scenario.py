"""Build constructed positions (spec §11) for tests, demos and tutorials.

Positions need not be reachable from setup, but they satisfy the conservation laws: cards that are neither on the
wall nor in a hand are in the stock; sarcophagi that fit in no stack are held by the players (round robin); supply
and reserves are derived from the pillars.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, State, validate_options

from .data import ANIMAL_IDS, CARDS, COLOURS, CURSES, EXPLORERS, HAND_SIZE, PHARAOHS, SARCOPHAGI, SCARABS_TOTAL
from .invariants import check_invariants


def _take(pool: list[str], kind: str) -> str:
    """The lowest-numbered free card of a kind (`CAM-L`) or an exact id."""
    for card in pool:
        if card == kind or card[:5] == kind:
            pool.remove(card)
            return card
    raise ValueError(f"no {kind} card left")


def _stacks(explicit: dict[str, list[str]], held: list[str]) -> tuple[dict[str, list[str]], list[str]]:
    """Explicit stacks as given; the rest dealt [1-eye, 2-eye, 3-eye] where available; returns leftovers."""
    used = set(held) | {s for stack in explicit.values() for s in stack}
    free = {eyes: sorted(s for s, r in SARCOPHAGI.items() if r["eyes"] == eyes and s not in used) for eyes in (1, 2, 3)}
    stacks = dict(explicit)
    for animal in ANIMAL_IDS:
        if animal in stacks:
            continue
        stacks[animal] = [free[eyes].pop(0) for eyes in (1, 2, 3) if free[eyes]]
    leftovers = free[1] + free[2] + free[3]
    return stacks, leftovers


def build(
    n_players: int = 2,
    wall: dict[tuple[int, int], str] | None = None,
    pillars: dict[str, dict[str, Any]] | None = None,
    hands: dict[int, list[str]] | None = None,
    held: dict[int, list[str]] | None = None,
    pharaohs: dict[int, str] | None = None,
    stock_top: list[str] | None = None,
    options: dict[str, Any] | None = None,
    active: int = 0,
    start_player: int = 0,
    full_wall: bool = False,
    seed: int = 0,
) -> State:
    """A position in the `drop` phase for `active` (or ready for the final phase when `full_wall`).

    wall: {(column, row): "CAM-L"}; pillars: {"CAM": {"stack": [...], "scarabs": 2, "explorer": 1}};
    hands / held: by seat; stock_top: card kinds or curse ids from the top. Seats without a given hand get 3 cards.
    """
    from .rules import OPTIONS

    opts = validate_options(OPTIONS, dict(options or {}))
    pool = list(CARDS)
    columns: list[list[str]] = [[] for _ in range(7)]
    for (column, row), kind in sorted((wall or {}).items()):
        assert row == len(columns[column - 1]) + 1, f"gap below {column},{row}"
        columns[column - 1].append(_take(pool, kind))
    given_hands = {s: [_take(pool, k) for k in cards] for s, cards in (hands or {}).items()}
    top = [c if c in CURSES else _take(pool, c) for c in (stock_top or [])]
    random.Random(seed).shuffle(pool)
    if full_wall:
        for column in columns:
            while len(column) < 7:
                column.append(pool.pop())
    player_hands = []
    for s in range(n_players):
        if s in given_hands:
            player_hands.append(given_hands[s])
        else:
            player_hands.append([] if full_wall else [pool.pop() for _ in range(HAND_SIZE)])
    curses_left = [c for c in sorted(CURSES) if c not in top] if opts["pharaohs_curse"] else []
    stock = top + pool + curses_left

    held_lists = [list((held or {}).get(s, [])) for s in range(n_players)]
    pillar_specs = pillars or {}
    stacks, leftovers = _stacks(
        {a: list(p["stack"]) for a, p in pillar_specs.items() if "stack" in p}, [s for h in held_lists for s in h]
    )
    for i, sarcophagus in enumerate(leftovers):
        held_lists[i % n_players].append(sarcophagus)
    pillar_state = {
        a: {
            "stack": stacks[a],
            "scarabs": pillar_specs.get(a, {}).get("scarabs", 0),
            "explorer": pillar_specs.get(a, {}).get("explorer"),
        }
        for a in ANIMAL_IDS
    }
    ph = dict(pharaohs or {})
    spare = [p for p in sorted(PHARAOHS) if p not in ph.values()]
    seat_pharaohs = [ph.get(s) or spare.pop(0) for s in range(n_players)]
    state: State = {
        "n_players": n_players,
        "options": opts,
        "colours": [c["id"] for c in COLOURS[:n_players]],
        "start_player": start_player,
        "active": active,
        "turn": sum(len(c) for c in columns) + 1,
        "turns_played": [0] * n_players,
        "phase": "drop",
        "wall": columns,
        "last_drop": None,
        "pillar_order": list(ANIMAL_IDS),
        "pillars": pillar_state,
        "supply": SCARABS_TOTAL - sum(p["scarabs"] for p in pillar_state.values()),
        "reserve": [EXPLORERS - sum(p["explorer"] == s for p in pillar_state.values()) for s in range(n_players)],
        "hands": player_hands,
        "stock": [] if full_wall else stock,
        "starting_stock_left": 0,
        "held": held_lists,
        "pharaohs": seat_pharaohs,
        "pharaohs_aside": list(spare),
        "pending": None,
        "curse": None,
        "curses_removed": curses_left if full_wall else [],
        "transfers": [],
        "final": None,
    }
    if full_wall:
        state["phase"] = "final"  # placeholder until final.start runs
        state["final"] = {"order": [], "index": 0}
    check_invariants(state)
    return state


def enter_final(state: State) -> list[Event]:
    """Start the final phase (S8) on a `full_wall` position, as the last turn would."""
    from . import final

    events: list[Event] = []
    final.start(state, events)
    return events


def finish_turn(state: State) -> list[Event]:
    """Run S6/S7 for the active player, as if they had just played (their hand already holds one card less)."""
    from . import flow

    events: list[Event] = []
    flow.refill_and_advance(state, events)
    return events
