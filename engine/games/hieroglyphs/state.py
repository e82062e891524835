"""Setup (§3) and the shape of the state.

The state is a plain JSON dict (lists and string keys only):

    n_players, options, colours ["RED", ...], start_player, active (seat whose turn it is), turn (1..49),
    phase: "drop" | "explorer" | "curse_race" | "curse_victim" | "curse_surrender" | "final" | "over"
           ("refill" only transiently inside apply),
    wall: 7 columns of card ids, row 1 first;  last_drop: {seat, card, column, row, pairs} | None,
    pillar_order: 7 animal ids by position;
    pillars: {animal: {stack: [sarcophagus ids, front first], scarabs, explorer (seat | None)}},
    supply, reserve [per seat], hands [[card ids in the order received]], stock [top first, curse ids included],
    starting_stock_left (curse variant: how many top stock cards are the starting stock), held [[sarcophagus ids]],
    pharaohs [id per seat], pharaohs_aside, pending (explorer decision) | None, curse (current round) | None,
    curses_removed [ids], transfers [{from, to, sarcophagus}], final {order, index} | None, turns_played [per seat].
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import OptionError, State

from . import texts
from .data import (
    ANIMAL_IDS,
    CARDS,
    COLOURS,
    CURSE_STARTING_STOCK,
    CURSES,
    EXPLORERS,
    HAND_SIZE,
    PHARAOHS,
    SARCOPHAGI,
    SCARABS_TOTAL,
)


def resolve_start_player(options: dict[str, Any], n_players: int, rng: random.Random) -> int:
    choice = str(options.get("start_player", "random"))
    if choice == "random":
        return rng.randrange(n_players)
    seat = int(choice) - 1
    if not 0 <= seat < n_players:
        raise OptionError(texts.error("start_player_range", players=n_players))
    return seat


def deal_stacks(rng: random.Random) -> dict[str, list[str]]:
    """Shuffle each eye group and build 7 stacks [1-eye, 2-eye, 3-eye], front first (§3 step 3)."""
    groups = {}
    for eyes in (1, 2, 3):
        group = sorted(s for s, rec in SARCOPHAGI.items() if rec["eyes"] == eyes)
        rng.shuffle(group)
        groups[eyes] = group
    return {animal: [groups[1][i], groups[2][i], groups[3][i]] for i, animal in enumerate(ANIMAL_IDS)}


def new_state(n_players: int, options: dict[str, Any], rng: random.Random) -> State:
    pillar_order = list(ANIMAL_IDS)
    rng.shuffle(pillar_order)
    stacks = deal_stacks(rng)
    cards = list(CARDS)
    rng.shuffle(cards)
    if options["pharaohs_curse"]:
        starting, rest = cards[:CURSE_STARTING_STOCK], cards[CURSE_STARTING_STOCK:]
        cursed = rest + sorted(CURSES)
        rng.shuffle(cursed)
    else:
        starting, cursed = cards, []
    hands = [starting[i * HAND_SIZE : (i + 1) * HAND_SIZE] for i in range(n_players)]
    starting = starting[n_players * HAND_SIZE :]
    pharaohs = sorted(PHARAOHS)
    rng.shuffle(pharaohs)
    start = resolve_start_player(options, n_players, rng)
    return {
        "n_players": n_players,
        "options": dict(options),
        "colours": [c["id"] for c in COLOURS[:n_players]],
        "start_player": start,
        "active": start,
        "turn": 1,
        "turns_played": [0] * n_players,
        "phase": "drop",
        "wall": [[] for _ in range(7)],
        "last_drop": None,
        "pillar_order": pillar_order,
        "pillars": {a: {"stack": stacks[a], "scarabs": 0, "explorer": None} for a in ANIMAL_IDS},
        "supply": SCARABS_TOTAL,
        "reserve": [EXPLORERS] * n_players,
        "hands": hands,
        "stock": starting + cursed,
        "starting_stock_left": len(starting) if options["pharaohs_curse"] else 0,
        "held": [[] for _ in range(n_players)],
        "pharaohs": pharaohs[:n_players],
        "pharaohs_aside": pharaohs[n_players:],
        "pending": None,
        "curse": None,
        "curses_removed": [],
        "transfers": [],
        "final": None,
    }


def explorer_pillars(state: State, seat: int) -> list[str]:
    """Animals of the pillars where `seat` has an explorer, in pillar position order."""
    pillars = state["pillars"]
    return [a for a in state["pillar_order"] if pillars[a]["explorer"] == seat]


def holders(state: State) -> list[int]:
    return [s for s in range(state["n_players"]) if state["held"][s]]
