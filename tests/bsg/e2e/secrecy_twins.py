"""Twins of a BSG state for the secrecy test (tests/bsg/e2e/test_bsg_secrecy_e2e.py), at the engine level.

A twin is the stored state with hidden values changed in a way observer seat O cannot see: another seat's hand,
loyalty card or the cards offered to the Admiral swapped with cards deep in a deck (or between two other seats),
or a change of the conformance suite's BSG mutator (tests/conformance_hidden.py) that O may not see.

`plan` then chooses one script of inputs for both twins (the same seat acts; the same action, or for a seat whose
cards were swapped with another seat's the card it holds instead, `Twin.sigma`), simulates it on both states with the
engine and stops before the first step after which the engine itself lets O tell the twins apart (a card drawn from
the changed deck position, say): up to there anything O sees through Discord must be the same in both twins.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engine.core import Event, Game, IllegalMove, State, derive_rng
from engine.games.bsg.board import team
from engine.games.bsg.data import DATA, loyalty_kind
from engine.games.bsg.decisions import batch_bounds
from engine.games.bsg.machine.orders import pace, seat_orders
from engine.games.bsg.machine.windows import WINDOW_CARDS
from sandbox.bsg_player import BROAD, offered
from tests.conformance_hidden import MUTATORS

BATCH = ("contribute", "hand_limit", "discard")
MENU = 25  # the panel's card menu shows the first 25 hand cards
DEEP = 2  # a deck card swapped in is one of the bottom DEEP cards (not drawn for a long while)
Action = dict[str, Any]


@dataclass
class Twin:
    """A hidden change: the changed state, what it is, the seats that know, and per seat a card renaming (the card
    that seat holds in the twin instead of the one it holds in the original)."""

    state: State
    kind: str
    knows: frozenset[int]
    sigma: dict[int, dict[str, str]] = field(default_factory=dict)
    prefer: dict[int, str] = field(default_factory=dict)  # seat → a swapped card it should contribute


@dataclass
class Step:
    """One input for both twins: a seat's move (per twin, the same move up to `Twin.sigma`), or a clock running out."""

    kind: str  # "move" or "clock"
    seat: int
    actions: tuple[Action, Action]
    key: str = ""


@dataclass
class Plan:
    twin: Twin
    observer: int
    steps: list[Step]
    stop: str  # why the script ends
    states: tuple[State, State]  # the twins' states before the first step
    reveals: int = 0  # skill-check pools the script reveals


# -- what O may see of a state, through the engine ---------------------------------------------------------------------
def face(game: Game, state: State, observer: int) -> dict[str, Any]:
    to_act = game.to_act(state)
    return {
        "public": game.view(state, None),
        "mine": game.view(state, observer),
        "legal": game.legal_actions(state, observer),
        "prompt": game.prompt_key(state, observer),
        "waiting": game.waiting_for(state),
        "to_act": to_act,
        "secret": {s: game.secret_input(state, s) for s in to_act},
        "public_choices": {s: game.legal_actions(state, s) for s in to_act if not game.secret_input(state, s)},
        "clocks": [(c.key, c.seats, c.seconds, c.kind) for c in game.clock(state)],
        "result": game.result(state) is not None,
    }


def seen_events(events: list[Event], observer: int) -> list[tuple[str, Any]]:
    return [(e.kind, e.params) for e in events if e.public or observer in (e.to or ())]


# -- the hidden changes ------------------------------------------------------------------------------------------------
def skill(card: str) -> dict[str, Any]:
    return DATA.skill_cards[card]


def differs(a: str, b: str) -> bool:
    """Two skill cards a player can tell apart (name or strength)."""
    return (skill(a)["card_id"], skill(a)["strength"]) != (skill(b)["card_id"], skill(b)["strength"])


def hand_swaps(state: State, observer: int) -> list[Twin]:
    """A card of another seat's hand swapped with one near the bottom of the same skill's deck."""
    out = []
    decision = state["decision"] or {}
    for seat, player in enumerate(state["players"]):
        if seat == observer or (decision.get("kind") == "steal_card" and decision.get("seat") == observer):
            continue
        for i, card in enumerate(player["hand"]):
            deck = state["skill_deck"][skill(card)["skill"]]
            for j in range(min(DEEP, max(0, len(deck) - 3))):
                if differs(card, deck[j]):
                    twin = copy.deepcopy(state)
                    mine, pile = twin["players"][seat]["hand"], twin["skill_deck"][skill(card)["skill"]]
                    mine[i], pile[j] = pile[j], mine[i]
                    out.append(Twin(twin, "hand", frozenset({seat})))
    return out


def cross_swaps(state: State, observer: int) -> list[Twin]:
    """A card of one other seat swapped with a card of a third seat: under an unattributed pool, which of them
    added which card must not show."""
    out = []
    players = state["players"]
    for s1 in range(state["n"]):
        for s2 in range(s1 + 1, state["n"]):
            if observer in (s1, s2):
                continue
            for i, c1 in enumerate(players[s1]["hand"][:MENU]):
                for j, c2 in enumerate(players[s2]["hand"][:MENU]):
                    if not differs(c1, c2):
                        continue
                    twin = copy.deepcopy(state)
                    twin["players"][s1]["hand"][i], twin["players"][s2]["hand"][j] = c2, c1
                    sigma = {s1: {c1: c2}, s2: {c2: c1}}
                    out.append(Twin(twin, "cross", frozenset({s1, s2}), sigma, {s1: c1, s2: c2}))
    return out


def window_swaps(game: Game, state: State, observer: int) -> list[Twin]:
    """In a reaction window: another asked seat can play a card in one twin and not in the other (a hand card
    swapped with a deck card, of any skill)."""
    decision = state["decision"] or {}
    if decision.get("kind") != "skill_window":
        return []
    window_cards = set(WINDOW_CARDS.get(decision.get("window", ""), ()))

    def plays(st: State, seat: int) -> bool:
        return any(a.get("type") == "play" for a in game.legal_actions(st, seat))

    out = []
    for seat in game.to_act(state):
        if seat == observer:
            continue
        hand = state["players"][seat]["hand"]
        can = plays(state, seat)
        for i, card in enumerate(hand):
            if can != (skill(card)["card_id"] in window_cards):
                continue  # swap out a playable card, or swap one in for any card
            for kind, deck in state["skill_deck"].items():
                for j in range(min(DEEP, max(0, len(deck) - 3))):
                    if (skill(deck[j])["card_id"] in window_cards) == can:
                        continue
                    twin = copy.deepcopy(state)
                    twin["players"][seat]["hand"][i], twin["skill_deck"][kind][j] = deck[j], card
                    if plays(twin, seat) != can:
                        out.append(Twin(twin, "window", frozenset({seat})))
    return out


def loyalty_swaps(state: State, observer: int) -> list[Twin]:
    """Another seat is a Cylon in one twin and not in the other: one of its loyalty cards swapped with one of the
    other kind from the loyalty deck or from a third seat."""
    out = []
    players = state["players"]
    for seat, player in enumerate(players):
        if seat == observer or player["revealed_loyalty"] or player["cylon_player"]:
            continue
        for i, card in enumerate(player["loyalty"]):
            # any card of the loyalty deck: it is dealt only at the sleeper agent phase (the plan stops if O gets it)
            sources = [("deck", None, j, c) for j, c in enumerate(state["decks"]["loyalty"])]
            sources += [
                ("seat", t, k, c)
                for t, other in enumerate(players)
                if t not in (seat, observer) and not other["revealed_loyalty"]
                for k, c in enumerate(other["loyalty"])
            ]
            for where, other_seat, j, theirs in sources:
                if loyalty_kind(theirs) == loyalty_kind(card):
                    continue
                twin = copy.deepcopy(state)
                pile = twin["decks"]["loyalty"] if where == "deck" else twin["players"][other_seat]["loyalty"]
                twin["players"][seat]["loyalty"][i], pile[j] = theirs, card
                if team(twin, seat) == team(state, seat):
                    continue  # a Cylon in one twin and not in the other
                knows = {seat} | ({other_seat} if other_seat is not None else set())
                out.append(Twin(twin, "loyalty", frozenset(knows)))
    return out


def destination_swaps(state: State, observer: int) -> list[Twin]:
    """The Admiral's secret pick: one of the destinations on offer swapped with one at the bottom of the deck."""
    decision = state["decision"] or {}
    if decision.get("kind") != "destination" or decision.get("seat") == observer:
        return []
    out = []
    deck = state["decks"]["destination"]
    for i in range(len(decision["options"])):
        for j in range(min(DEEP, len(deck))):
            twin = copy.deepcopy(state)
            options, pile = twin["decision"]["options"], twin["decks"]["destination"]
            if options[i].split("#")[0] == pile[j].split("#")[0]:
                continue
            options[i], pile[j] = pile[j], options[i]
            out.append(Twin(twin, "destination", frozenset({decision["seat"]})))
    return out


def mutator_twins(state: State, observer: int, rng: random.Random, tries: int = 8) -> list[Twin]:
    """The conformance suite's BSG mutator, where it changes something O may not see."""
    mutator = MUTATORS["bsg"]
    assert callable(mutator)
    out = []
    for _ in range(tries):
        found = mutator(state, rng)
        if found is not None and observer not in found[1]:
            out.append(Twin(found[0], "mutator", found[1]))
    return out


def with_order(state: State, seat: int, card: str) -> None:
    """`seat` keeps a standing order for `card` (held) in this state, as `/bsg orders` would have set it."""
    mine = copy.deepcopy(seat_orders(state, seat))
    mine["cards"][card] = {"when": BROAD[skill(card)["card_id"]], "held": True}
    state.setdefault("orders", {})[str(seat)] = mine


def order_swaps(state: State, observer: int) -> list[Twin]:
    """In `days` pace, another seat's standing orders differ (issue 23): in the twin it keeps an order for a reaction
    card it holds in both twins ("orders"), or it holds a reaction card from deep in the deck instead of one of its
    cards, with an order for it ("orders+hand"). Until such an order fires O must see the same in both."""
    if pace(state) != "days":
        return []
    out = []
    for seat, player in enumerate(state["players"]):
        if seat == observer:
            continue
        ordered = seat_orders(state, seat)["cards"]
        for card in player["hand"]:
            if skill(card)["card_id"] in BROAD and card not in ordered:
                twin = copy.deepcopy(state)
                with_order(twin, seat, card)
                out.append(Twin(twin, "orders", frozenset({seat})))
        for i, card in enumerate(player["hand"]):
            for kind, deck in state["skill_deck"].items():
                for j in range(min(DEEP, max(0, len(deck) - 3))):
                    theirs = deck[j]
                    if skill(theirs)["card_id"] not in BROAD or not differs(card, theirs) or theirs in ordered:
                        continue
                    twin = copy.deepcopy(state)
                    twin["players"][seat]["hand"][i], twin["skill_deck"][kind][j] = theirs, card
                    with_order(twin, seat, theirs)
                    out.append(Twin(twin, "orders+hand", frozenset({seat})))
    return out


KINDS: dict[str, Callable[..., list[Twin]]] = {
    "hand": lambda game, state, o, rng: hand_swaps(state, o),
    "cross": lambda game, state, o, rng: cross_swaps(state, o),
    "window": lambda game, state, o, rng: window_swaps(game, state, o),
    "loyalty": lambda game, state, o, rng: loyalty_swaps(state, o),
    "destination": lambda game, state, o, rng: destination_swaps(state, o),
    "mutator": lambda game, state, o, rng: mutator_twins(state, o, rng),
    "orders": lambda game, state, o, rng: order_swaps(state, o),
}


# -- one script for both twins -----------------------------------------------------------------------------------------
def rename(action: Action, sigma: dict[str, str]) -> Action:
    if not sigma:
        return action
    out = dict(action)
    if isinstance(out.get("card"), str):
        out["card"] = sigma.get(out["card"], out["card"])
    if isinstance(out.get("cards"), list):
        out["cards"] = [sigma.get(c, c) for c in out["cards"]]
    return out


def in_hand_order(game: Game, state: State, seat: int, cards: list[str]) -> list[str]:
    """Cards as the panel's confirm button sends them: in the order of the seat's hand as its view shows it."""
    hand = game.view(state, seat)["me"]["hand"]
    return sorted(cards, key=hand.index)


def batch_actions(
    game: Game, a: State, b: State, seat: int, sigma: dict[str, str], prefer: str | None, rng: random.Random
) -> tuple[Action, Action] | None:
    """A contribution or discard of N cards (N drawn at random), made of cards the seat holds in both twins (up to
    `sigma`), each in that twin's hand order."""
    me = game.view(a, seat)["me"]
    decision = me["decision"] or {}
    hand_b = set(game.view(b, seat)["me"]["hand"][:MENU])
    usable = [c for c in me["hand"][:MENU] if sigma.get(c, c) in hand_b]
    low, high = batch_bounds(a, seat, a["decision"])  # e.g. one card at most from the Brig
    if decision.get("kind") == "contribute":
        count = rng.randint(0, min(3, high, len(usable)))
        cards = rng.sample(usable, count)
        if prefer in usable and prefer not in cards and high > 0:
            cards = [prefer, *cards[: max(0, count - 1)]]
        typ = "contribute"
    else:
        most = min(high, len(usable))
        if most < max(1, low):
            return None
        cards = rng.sample(usable, rng.randint(max(1, low), most))
        typ = "discard"
    act_a = {"type": typ, "cards": in_hand_order(game, a, seat, cards)}
    act_b = {"type": typ, "cards": in_hand_order(game, b, seat, [sigma.get(c, c) for c in cards])}
    return act_a, act_b


def clock_default(game: Game, state: State, key: str, rng: Any) -> tuple[int, Action] | None:
    """What a deadline plays (engine/tables.py `expire`): the first of its clock's defaults that is accepted."""
    clock = next((c for c in game.clock(state) if c.key == key), None)
    for seat, action in clock.defaults if clock else ():
        try:
            game.play(state, seat, action, rng)
        except IllegalMove:
            continue
        return seat, action
    return None


def choose_step(game: Game, a: State, b: State, twin: Twin, rng: random.Random, clock_odds: float) -> Step | str:
    clocks = game.clock(a)
    if len(clocks) == 1 and clocks[0].seconds and rng.random() < clock_odds:
        key = clocks[0].key
        probe = derive_rng("probe", 0)
        one, two = clock_default(game, a, key, probe), clock_default(game, b, key, probe)
        if one is None or two is None or one[0] != two[0]:
            return "a clock without an accepted default"
        return Step("clock", one[0], (one[1], two[1]), key)
    seats = sorted(set(game.to_act(a)) & set(game.to_act(b)))
    if not seats:
        return "nobody to act in both twins"
    seat = rng.choice(seats)
    sigma = twin.sigma.get(seat, {})
    kind = (a["decision"] or {}).get("kind")
    if kind in BATCH and game.secret_input(a, seat):
        pair = batch_actions(game, a, b, seat, sigma, twin.prefer.get(seat), rng)
        if pair is None:
            return f"no batch of cards held in both twins ({kind})"
        return Step("move", seat, pair)
    legal_b = offered(game, b, seat)  # what the controls offer (identical options once) in both twins
    common = [x for x in offered(game, a, seat) if rename(x, sigma) in legal_b]
    if not common:
        return f"no action legal in both twins ({kind})"
    action = rng.choice(common)
    return Step("move", seat, (action, rename(action, sigma)))


def plan(
    game: Game,
    seed: str,
    move_no: int,
    state: State,
    twin: Twin,
    observer: int,
    horizon: int,
    rng: random.Random,
    clock_odds: float = 0.12,
) -> Plan:
    """The script both twins are played with, simulated up to `horizon` steps or until the engine itself shows O a
    difference (then that step is left out)."""
    a, b = copy.deepcopy(state), copy.deepcopy(twin.state)
    start = (copy.deepcopy(a), copy.deepcopy(b))
    if face(game, a, observer) != face(game, b, observer):
        return Plan(twin, observer, [], "O can tell the twins apart from the start", start)
    steps: list[Step] = []
    reveals = 0
    stop = f"{horizon} steps"
    for k in range(horizon):
        if game.result(a) is not None:
            stop = "the game ended"
            break
        step = choose_step(game, a, b, twin, rng, clock_odds)
        if isinstance(step, str):
            stop = step
            break
        try:
            after_a, events_a = game.play(a, step.seat, step.actions[0], derive_rng(seed, move_no + k + 1))
            after_b, events_b = game.play(b, step.seat, step.actions[1], derive_rng(seed, move_no + k + 1))
        except IllegalMove as error:
            stop = f"refused: {error}"
            break
        one, two = face(game, after_a, observer), face(game, after_b, observer)
        parts = [k for k in one if one[k] != two[k]]
        seen_a, seen_b = seen_events(events_a, observer), seen_events(events_b, observer)
        if seen_a != seen_b:
            parts.append("events " + ", ".join(sorted({x[0] for x in seen_a if x not in seen_b})))
        if parts:
            where = ", ".join(parts)
            if one["public"] != two["public"]:
                where += " (" + ", ".join(k for k in one["public"] if one["public"][k] != two["public"].get(k)) + ")"
            stop = f"the engine shows O a difference after {step.kind} {step.actions[0]}: {where}"
            break
        reveals += any(e.kind == "check_revealed" for e in events_a)
        steps.append(step)
        a, b = after_a, after_b
    return Plan(twin, observer, steps, stop, start, reveals)
