"""What the conformance suite (tests/test_conformance.py) must know about each game that it cannot ask the engine.

- `MUTATORS`: per game, how to change one hidden value of a running state (a deck order, a seat's hand, a secret
  card, a face-down tile…) and which seats may see that change. The suite checks that the public view and the view
  of every other seat stay the same. A game without secrets says so with `NO_SECRETS`; a game missing here fails the
  suite with a message asking for a mutator.
- `CLOCK_ONLY`: action types that only a timer sends (accepted by `apply`, never listed by `legal_actions`).
- `RARE`: action types the random player takes only now and then (a resignation ends a game at once).
- `VARIANTS`: the options the playouts use (the defaults first).

A mutator takes a state that is not over and an rng, and returns `(changed copy, seats that may see the change)`, or
None when this state holds nothing of its kind to change. It must keep the state consistent enough for `view`,
`legal_actions`, `waiting_for`, `prompt_key` and `clock` to run (swap values rather than invent them).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from typing import Any

State = dict[str, Any]
Mutation = tuple[State, frozenset[int]]
Mutator = Callable[[State, random.Random], Mutation | None]

NO_SECRETS = "no secrets"


def _swap(a: list, i: int, b: list, j: int) -> None:
    a[i], b[j] = b[j], a[i]


def _pick(rng: random.Random, candidates: list[Callable[[], Mutation | None]]) -> Mutation | None:
    """Try the kinds of change in a random order; the first that applies wins."""
    rng.shuffle(candidates)
    for make in candidates:
        out = make()
        if out is not None:
            return out
    return None


# -- Envyra: Phase I placements, EQUILIBRIUM secret cards, which tiles are in the bag rather than the box --------------
def envyra(state: State, rng: random.Random) -> Mutation | None:
    from engine.games.envyra.data import CARDS
    from engine.games.envyra.rules import placement_choices

    def placement() -> Mutation | None:
        if state["phase"] != "phase1":
            return None
        confirmed = [s for s in range(state["n"]) if state["pending"][s] is not None]
        if not confirmed:
            return None
        seat = rng.choice(confirmed)
        others = [list(c) for c in placement_choices(state, seat) if list(c) != state["pending"][seat]]
        if not others:
            return None
        out = copy.deepcopy(state)
        out["pending"][seat] = rng.choice(others)
        return out, frozenset({seat})

    def secret_card() -> Mutation | None:
        holders = [s for s in range(state["n"]) if state["secret"][s]]
        dealt = set(state["public_cards"]) | {c for cs in state["cards"] + state["secret"] for c in cs}
        unused = sorted(c for c in CARDS if c not in dealt and (state["n"] == 4 or not CARDS[c].four_only))
        if not holders or not unused:
            return None
        seat = rng.choice(holders)
        out = copy.deepcopy(state)
        out["secret"][seat] = [rng.choice(unused)]
        return out, frozenset({seat})

    def bag_or_box() -> Mutation | None:
        if not state["bag"] or not state["box"]:
            return None
        out = copy.deepcopy(state)
        _swap(out["bag"], rng.randrange(len(out["bag"])), out["box"], rng.randrange(len(out["box"])))
        out["bag"].sort()
        out["box"].sort()
        return out, frozenset()

    return _pick(rng, [placement, secret_card, bag_or_box])


# -- Hieroglyphs: hands, pharaoh cards, sarcophagus values, the stock's order, wrong curse answers ---------------------
def hieroglyphs(state: State, rng: random.Random) -> Mutation | None:
    from engine.games.hieroglyphs.data import SARCOPHAGI, is_curse

    n = state["n_players"]
    stock_cards = [i for i, c in enumerate(state["stock"]) if not is_curse(c)]

    def hand() -> Mutation | None:
        holders = [s for s in range(n) if state["hands"][s]]
        if not holders or not stock_cards:
            return None
        seat = rng.choice(holders)
        out = copy.deepcopy(state)
        _swap(out["hands"][seat], rng.randrange(len(out["hands"][seat])), out["stock"], rng.choice(stock_cards))
        return out, frozenset({seat})

    def stock() -> Mutation | None:
        if len(stock_cards) < 2:
            return None
        i, j = rng.sample(stock_cards, 2)
        out = copy.deepcopy(state)
        out["stock"][i], out["stock"][j] = out["stock"][j], out["stock"][i]
        return out, frozenset()

    def pharaoh() -> Mutation | None:
        if not state["pharaohs_aside"]:
            return None
        seat = rng.randrange(n)
        out = copy.deepcopy(state)
        _swap(out["pharaohs"], seat, out["pharaohs_aside"], rng.randrange(len(out["pharaohs_aside"])))
        return out, frozenset({seat})

    def sarcophagus() -> Mutation | None:
        moved = {t["sarcophagus"] for t in state["transfers"]}  # a giver or a finder knows those
        stacked = [(a, i) for a, p in state["pillars"].items() for i, _ in enumerate(p["stack"])]
        pairs = [
            (seat, k, a, i)
            for seat in range(n)
            for k, sid in enumerate(state["held"][seat])
            if sid not in moved
            for a, i in stacked
            if SARCOPHAGI[state["pillars"][a]["stack"][i]]["eyes"] == SARCOPHAGI[sid]["eyes"]
        ]
        if not pairs:
            return None
        seat, k, animal, i = rng.choice(pairs)
        out = copy.deepcopy(state)
        _swap(out["held"][seat], k, out["pillars"][animal]["stack"], i)
        return out, frozenset({seat})

    def stacks() -> Mutation | None:
        stacked = [(a, i) for a, p in state["pillars"].items() for i, _ in enumerate(p["stack"])]
        pairs = [
            (x, y)
            for x in stacked
            for y in stacked
            if x < y
            and SARCOPHAGI[state["pillars"][x[0]]["stack"][x[1]]]["eyes"]
            == SARCOPHAGI[state["pillars"][y[0]]["stack"][y[1]]]["eyes"]
        ]
        if not pairs:
            return None
        (a, i), (b, j) = rng.choice(pairs)
        out = copy.deepcopy(state)
        _swap(out["pillars"][a]["stack"], i, out["pillars"][b]["stack"], j)
        return out, frozenset()

    def wrong_answers() -> Mutation | None:
        if state["phase"] != "curse_race":
            return None
        limit = state["options"]["curse_max_wrong_attempts"]
        wrong = state["curse"]["wrong"]
        racing = [s for s in range(n) if wrong[s] < limit]
        seat = rng.choice(racing)
        # any other count; locking the seat out only while someone else still races (else the race would be over)
        counts = [w for w in range(limit + (1 if len(racing) > 1 else 0)) if w != wrong[seat]]
        if not counts:
            return None
        out = copy.deepcopy(state)
        out["curse"]["wrong"][seat] = rng.choice(counts)
        return out, frozenset({seat})

    return _pick(rng, [hand, stock, pharaoh, sarcophagus, stacks, wrong_answers])


# -- Cardline: every card's value is hidden until placed, even from its holder; the draw pile below its top card ------
def cardline(state: State, rng: random.Random) -> Mutation | None:
    hidden = list(state["draw_pile"])
    for seat in range(state["players"]):
        hidden += state["hands"][seat] + state["set_aside"][seat]
    if state["last_move"] is not None:  # a wrong card shown last may be back in the draw pile after a reshuffle
        hidden = [c for c in hidden if c != state["last_move"]["card"]]

    def values() -> Mutation | None:
        if len(hidden) < 2:
            return None
        a, b = rng.sample(hidden, 2)
        if state["values"][a] == state["values"][b]:
            return None
        out = copy.deepcopy(state)
        out["values"][a], out["values"][b] = state["values"][b], state["values"][a]
        return out, frozenset()

    def pile() -> Mutation | None:
        if len(state["draw_pile"]) < 3:
            return None
        i, j = rng.sample(range(1, len(state["draw_pile"])), 2)  # the top card's face is public
        out = copy.deepcopy(state)
        out["draw_pile"][i], out["draw_pile"][j] = out["draw_pile"][j], out["draw_pile"][i]
        return out, frozenset()

    return _pick(rng, [values, pile])


# -- BSG: loyalty cards, skill hands, the President's quorum hand, super crisis cards, deck orders ---------------------
def bsg(state: State, rng: random.Random) -> Mutation | None:
    players = state["players"]
    n = state["n"]
    decision = state["decision"] or {}

    def who_sees_hand(seat: int) -> frozenset[int]:
        seen = {seat}
        if decision.get("kind") == "steal_card" and decision.get("victim") == seat:
            seen.add(decision["seat"])  # the thief looks at the victim's hand
        return frozenset(seen)

    def loyalty() -> Mutation | None:
        holders = [s for s in range(n) if players[s]["loyalty"]]
        if not holders:
            return None
        seat = rng.choice(holders)
        out = copy.deepcopy(state)
        mine = out["players"][seat]["loyalty"]
        deck = out["decks"]["loyalty"]
        if deck:
            _swap(mine, rng.randrange(len(mine)), deck, rng.randrange(len(deck)))
            return out, frozenset({seat})
        others = [t for t in holders if t != seat]
        if not others:
            return None
        other = rng.choice(others)
        theirs = out["players"][other]["loyalty"]
        _swap(mine, rng.randrange(len(mine)), theirs, rng.randrange(len(theirs)))
        return out, frozenset({seat, other})

    def hand() -> Mutation | None:
        holders = [s for s in range(n) if players[s]["hand"]]
        decks = [s for s, cards in state["skill_deck"].items() if cards]
        if not holders or not decks:
            return None
        seat = rng.choice(holders)
        out = copy.deepcopy(state)
        mine = out["players"][seat]["hand"]
        deck = out["skill_deck"][rng.choice(decks)]
        _swap(mine, rng.randrange(len(mine)), deck, rng.randrange(len(deck)))
        return out, who_sees_hand(seat)

    def deck_order(name: str) -> Callable[[], Mutation | None]:
        def make() -> Mutation | None:
            cards = state["decks"][name]
            if len(cards) < 2 or len(set(cards)) < 2:
                return None
            out = copy.deepcopy(state)
            i, j = rng.sample(range(len(cards)), 2)
            out["decks"][name][i], out["decks"][name][j] = cards[j], cards[i]
            return out, frozenset()

        return make

    def quorum_hand() -> Mutation | None:
        president = state["president"]
        if president is None or not state["quorum_hand"] or not state["decks"]["quorum"]:
            return None
        out = copy.deepcopy(state)
        _swap(out["quorum_hand"], rng.randrange(len(out["quorum_hand"])), out["decks"]["quorum"], 0)
        return out, frozenset({president})

    def super_crisis() -> Mutation | None:
        holders = [s for s in range(n) if players[s]["super"]]
        if not holders or not state["decks"]["super_crisis"]:
            return None
        seat = rng.choice(holders)
        out = copy.deepcopy(state)
        _swap(out["players"][seat]["super"], 0, out["decks"]["super_crisis"], 0)
        return out, frozenset({seat})

    def destiny() -> Mutation | None:
        cards = state["destiny"]
        if len(cards) < 2 or len(set(cards)) < 2:
            return None
        out = copy.deepcopy(state)
        i, j = rng.sample(range(len(cards)), 2)
        out["destiny"][i], out["destiny"][j] = cards[j], cards[i]
        return out, frozenset()

    candidates = [loyalty, hand, quorum_hand, super_crisis, destiny]
    candidates += [deck_order(name) for name in ("crisis", "quorum", "destination", "super_crisis", "loyalty")]
    return _pick(rng, candidates)


MUTATORS: dict[str, Mutator | str] = {
    "envyra": envyra,
    "frame": NO_SECRETS,  # everything is on the table (spec §9)
    "hieroglyphs": hieroglyphs,
    "cardline": cardline,
    "bsg": bsg,
}

CLOCK_ONLY: dict[str, frozenset[str]] = {
    "hieroglyphs": frozenset({"timeout", "curse_timeout"}),
}

RARE: dict[str, frozenset[str]] = {
    "cardline": frozenset({"resign"}),
}

VARIANTS: dict[str, list[dict[str, Any]]] = {
    "envyra": [{}, {"equilibrium": "C"}, {"simplified": True, "equilibrium": "B", "round_limit": 4}],
    "frame": [{}, {"decision_timeout_s": 60, "allow_reflection": False}, {"match": True}],
    "hieroglyphs": [
        {},
        {"pharaohs_curse": True, "decision_timeout_s": 60},
        {"pharaohs_curse": True, "eyes_of_the_sphinx": True, "curse_max_wrong_attempts": 1},
    ],
    "cardline": [{}, {"hand_size": 2, "characteristic": "area"}],
    "bsg": [{}],
}
