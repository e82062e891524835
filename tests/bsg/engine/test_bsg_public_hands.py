"""What the table knows of each skill hand (machine/public_hands.py) and whom a skill-card window asks because of it
(window_gates.window_seats, bsg.md 4.6): a seat that provably holds no card of a usable card's type is not asked.
The record is built from public events only, never misses a card, and hidden hand contents with the same public
history never change whether a window opens or whom it asks."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest
from bsg_testkit import GAME, SPEC, Dice, act, clear_space, deep, give_card, new_game, run_tasks

from engine.core import IllegalMove, derive_rng
from engine.games.bsg.data import DATA
from engine.games.bsg.machine import public_hands as P
from engine.games.bsg.machine import window_gates as G
from engine.games.bsg.machine.windows import WINDOW_CARDS

BASESTAR_ROLL = {
    "t": "roll_before",
    "seat": 0,
    "why": "test",
    "then": {"t": "basestar_result", "area": 0},
    "viper": None,
}


def skill(card: str) -> str:
    return DATA.skill_cards[card]["skill"]


def known_hands(hands: dict[int, list[tuple[str, int]]], n: int = 3) -> dict:
    """A game whose hands were drawn in public: seat -> [(skill, strength)] (every other hand empty)."""
    state = new_game(n)
    clear_space(state)
    for p in state["players"]:
        for card in p["hand"]:
            state["skill_deck"][skill(card)].append(card)
        p["hand"] = []
    state["public_hands"] = P.fresh(n)
    state["decision"], state["stack"] = None, []
    for seat, cards in hands.items():
        for sk, strength in cards:
            give_card(state, seat, sk, strength)  # a public draw of that type
    return state


def basestar_roll(state: dict, dice: list[int]) -> list:
    state["space"][0]["basestars"] = [{"damage": []}]
    return run_tasks(state, [BASESTAR_ROLL], Dice(dice), auto=False)


# --- the record ------------------------------------------------------------------------------------------------------


def test_the_record_follows_draws_face_up_cards_counts_steals_and_command_authority():
    st = {"public_hands": P.fresh(3)}
    for sk in ("tactics", "tactics", "politics"):
        P.observe(st, "skill_drawn", {"seat": 0, "skill": sk})
    hand = st["public_hands"][0]
    assert hand["size"] == 3 and hand["most"]["tactics"] == 2 and hand["most"]["politics"] == 1
    assert P.could_hold(st, 0, "tactics") and not P.could_hold(st, 0, "piloting")
    P.observe(st, "skill_played", {"seat": 0, "card": "politics:0"})  # face up: that type left
    assert hand["size"] == 2 and not P.could_hold(st, 0, "politics")
    P.observe(st, "contributed", {"seat": 0, "count": 1})  # face down: any of the two may have gone
    assert hand["size"] == 1 and hand["most"]["tactics"] == 1
    P.observe(st, "card_stolen", {"seat": 1, "target": 0})  # the type of a stolen card is not public
    assert hand["size"] == 0 and not any(P.could_hold(st, 0, s) for s in P.SKILLS)
    assert all(P.could_hold(st, 1, s) for s in P.SKILLS) and st["public_hands"][1]["size"] == 1
    P.observe(st, "ability_used", {"seat": 2, "name": "Command Authority", "cards": ["piloting:0", "piloting:1"]})
    assert st["public_hands"][2]["most"]["piloting"] == 2 and not P.could_hold(st, 2, "tactics")


def test_a_face_up_contribution_shows_its_type_and_the_count_follows():
    st = {"public_hands": P.fresh(3)}
    for sk in ("tactics", "engineering"):
        P.observe(st, "skill_drawn", {"seat": 1, "skill": sk})
    card = next(c for c in DATA.skill_cards if skill(c) == "tactics")
    P.observe(st, "contributed_face_up", {"seat": 1, "card": card})
    P.observe(st, "contributed", {"seat": 1, "count": 1})
    assert st["public_hands"][1] == {"size": 1, "most": {**dict.fromkeys(P.SKILLS, 0), "engineering": 1}}


def test_without_a_record_every_seat_may_hold_anything():
    assert P.could_hold({}, 0, "tactics")  # a state saved before the record existed
    st = {"n": 2, "public_hands": P.fresh(2)}
    P.unknown(st)
    P.observe(st, "skill_played", {"seat": 0, "card": "tactics:0"})  # an unknown hand stays unknown
    assert st["public_hands"] == [None, None] and P.could_hold(st, 1, "piloting")


# --- whom a window asks ----------------------------------------------------------------------------------------------


def test_a_seat_that_drew_no_card_of_the_type_is_not_asked_and_is_once_it_draws_one():
    state = known_hands({1: [("tactics", 3)], 2: [("politics", 3)]})  # tactics 3 = Strategic Planning
    before = deep(state)
    basestar_roll(state, [1])
    assert state["decision"]["window"] == "roll_before" and GAME.to_act(state) == [1]
    give_card(before, 2, "tactics", 1)  # seat 2 draws tactics (public): now it could hold Strategic Planning
    basestar_roll(before, [1])
    assert GAME.to_act(before) == [1, 2]


def test_a_window_only_the_current_player_could_answer_costs_no_seat_switch():
    state = known_hands({0: [("tactics", 3)], 1: [("politics", 3)], 2: [("piloting", 1)]})
    basestar_roll(state, [1])
    assert state["decision"]["kind"] == "skill_window" and GAME.to_act(state) == [0] == [state["current"]]


def test_no_window_opens_when_nobody_could_hold_a_usable_card():
    state = known_hands({0: [("politics", 3)], 1: [("engineering", 1)], 2: [("piloting", 1)]})
    events = basestar_roll(state, [1])
    assert state["decision"] is None and [e.kind for e in events].count("roll") == 1


def contribute(state: dict, seat: int, cards: list[str]) -> None:
    """Start a skill check and hand in `cards` face down for `seat` (the first contributor, left of seat 0)."""
    run_tasks(state, [{"t": "check_begin", "spec": SPEC, "actor": 0, "src": {"kind": "crisis", "id": "x"}}])
    while state["decision"]["kind"] != "contribute":
        act(state, GAME.to_act(state)[0], GAME.legal_actions(state, GAME.to_act(state)[0])[0])
    act(state, seat, {"type": "contribute", "cards": cards}, auto=False)
    state["decision"], state["stack"], state["check"] = None, [], None


@pytest.mark.parametrize("given", [0, 1])
def test_a_hidden_contribution_keeps_both_types_possible_until_the_hand_is_empty(given):
    """Seat 1 holds Strategic Planning and a politics card and hands in one of them face down: the table cannot tell
    which, so a Strategic Planning window asks seat 1 either way (the hidden type must not matter)."""
    state = known_hands({1: [("tactics", 3), ("politics", 1)]})
    contribute(state, 1, [state["players"][1]["hand"][given]])
    record = state["public_hands"][1]
    assert record["size"] == 1 and record["most"]["tactics"] == record["most"]["politics"] == 1
    basestar_roll(state, [1])
    assert state["decision"]["window"] == "roll_before" and GAME.to_act(state) == [1]


def test_a_hand_handed_in_whole_can_hold_nothing():
    state = known_hands({1: [("tactics", 3), ("politics", 1)]})
    contribute(state, 1, list(state["players"][1]["hand"]))
    assert state["public_hands"][1] == {"size": 0, "most": dict.fromkeys(P.SKILLS, 0)}
    basestar_roll(state, [1])
    assert state["decision"] is None  # nobody could hold Strategic Planning: no window


def swap_within_type(state: dict, card_id: str) -> None:
    """Hidden change: every hand card of `card_id`'s type becomes a copy of `card_id` from the deck (while any)."""
    for p in state["players"]:
        for i, card in enumerate(p["hand"]):
            deck = state["skill_deck"][skill(card)]
            copy = (
                next((c for c in deck if c in G.COPIES[card_id]), None)
                if skill(card) == G.CARD_SKILL[card_id]
                else None
            )
            if copy is not None:
                deck.remove(copy)
                deck.append(card)
                p["hand"][i] = copy


def test_the_asked_seats_follow_the_record_not_the_hand():
    """Same record, different hidden hands (usable cards handed out or taken away within their types): the same
    window, asking the same seats."""
    state = known_hands({0: [("tactics", 1)], 1: [("tactics", 2), ("piloting", 1)], 2: [("politics", 1)]})
    results = set()
    for card_id in (None, "strategic_planning", "launch_scout"):
        variant = deep(state)
        if card_id:
            swap_within_type(variant, card_id)
        basestar_roll(variant, [1])
        results.add((variant["decision"]["window"], tuple(GAME.to_act(variant))))
    assert results == {("roll_before", (0, 1))}


# --- playouts: sound, complete, public ---------------------------------------------------------------------------


def fold(n: int, events: list) -> list[dict]:
    """The record rebuilt from nothing but the public events."""
    st = {"public_hands": P.fresh(n)}
    for e in events:
        if e.to is None:
            P.observe(st, e.kind, e.params)
    return st["public_hands"]


def useful_holders(state: dict, window: str) -> set[int]:
    """Humans that really hold a card that could change something in this open window (reads the hidden hands)."""
    useful = set(G.useful_cards(state, window, {}, WINDOW_CARDS[window]))  # roll windows: their card, if not discarded
    return {
        s
        for s in range(state["n"])
        if not state["players"][s]["cylon_player"]
        and any(DATA.skill_cards[c]["card_id"] in useful for c in state["players"][s]["hand"])
    }


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_playouts_keep_the_record_sound_complete_and_public(n):
    windows = 0
    for game in range(3):
        seed = f"hands-{n}-{game}"
        chooser = random.Random(seed)
        state = GAME.setup(n, {}, derive_rng(seed, 0))
        public: list = []
        moves, seen = 0, None
        while GAME.result(state) is None and moves < 3000:
            d = state["decision"]
            if d["kind"] == "skill_window" and state["asked"] != seen:  # a window just opened
                windows += 1
                asked = set(GAME.to_act(state))
                assert not any(state["players"][s]["cylon_player"] for s in asked)
                assert useful_holders(state, d["window"]) <= asked  # nobody who could play a card is left out
            seen = state["asked"]
            seat = chooser.choice(GAME.to_act(state))
            action = chooser.choice(GAME.legal_actions(state, seat))
            moves += 1
            public += GAME.apply(state, seat, action, derive_rng(seed, moves))
            record = state["public_hands"]
            assert record == fold(n, public)  # a function of the public events alone
            for s, p in enumerate(state["players"]):
                assert record[s]["size"] == len(p["hand"])  # every change of a hand is seen
                counts = Counter(skill(c) for c in p["hand"])
                assert all(counts[sk] <= record[s]["most"][sk] for sk in P.SKILLS)  # sound bounds
    assert windows > 10


def hidden_variant(state: dict, rng: random.Random, keep: str) -> dict:
    """The same public history, other hidden cards: hand cards swapped with deck cards of the same type (cards named
    in `keep`, the JSON of the action and the pending decision, stay)."""
    variant = deep(state)
    for p in variant["players"]:
        for i, card in enumerate(p["hand"]):
            deck = variant["skill_deck"][skill(card)]
            if card in keep or not deck:
                continue
            j = rng.randrange(len(deck))
            p["hand"][i], deck[j] = deck[j], card
    return variant


def window_key(state: dict) -> tuple:
    d = state["decision"]
    if not d or d["kind"] != "skill_window":
        return (None,)
    return (d["window"], tuple(GAME.to_act(state)))


@pytest.mark.parametrize("n", [4, 5])
def test_hidden_hands_with_the_same_public_history_open_the_same_windows_for_the_same_seats(n):
    compared = opened = 0
    for game in range(3):  # (three games: a draw asked whole made them shorter than 500 compared moves in two)
        seed = f"hidden-{n}-{game}"
        chooser = random.Random(seed)
        state = GAME.setup(n, {}, derive_rng(seed, 0))
        moves = 0
        while GAME.result(state) is None and moves < 3000:
            seat = chooser.choice(GAME.to_act(state))
            action = chooser.choice(GAME.legal_actions(state, seat))
            keep = json.dumps([action, state["decision"], state["check"]])
            variant = hidden_variant(state, random.Random(moves), keep)
            moves += 1
            events = GAME.apply(state, seat, action, derive_rng(seed, moves))
            try:
                other = GAME.apply(variant, seat, action, derive_rng(seed, moves))
            except IllegalMove:
                continue  # the action needed a card the variant swapped away (e.g. a batch of the hand)
            if [(e.kind, e.params) for e in events if e.to is None] != [
                (e.kind, e.params) for e in other if e.to is None
            ]:
                continue  # the hidden change showed (e.g. a random discard): the public histories differ
            compared += 1
            opened += window_key(state)[0] is not None
            assert window_key(state) == window_key(variant)
    assert compared > 500 and opened > 10


@pytest.mark.slow
def test_many_playouts_keep_the_record_exact_through_steals_command_authority_and_face_up_checks():
    """30 games per player count: sizes exact and bounds sound after every move, and the rare paths were met."""
    met: Counter[str] = Counter()
    for n in (3, 4, 5, 6):
        for game in range(30):
            seed = f"exact-{n}-{game}"
            chooser = random.Random(seed)
            state = GAME.setup(n, {}, derive_rng(seed, 0))
            moves = 0
            while GAME.result(state) is None and moves < 3000:
                seat = chooser.choice(GAME.to_act(state))
                moves += 1
                events = GAME.apply(
                    state, seat, chooser.choice(GAME.legal_actions(state, seat)), derive_rng(seed, moves)
                )
                met.update(e.params.get("name", e.kind) for e in events if e.to is None)
                for s, p in enumerate(state["players"]):
                    record = state["public_hands"][s]
                    counts = Counter(skill(c) for c in p["hand"])
                    assert record["size"] == len(p["hand"])
                    assert all(counts[sk] <= record["most"][sk] for sk in P.SKILLS)
    assert met["card_stolen"] and met["Command Authority"] and met["contributed_face_up"]
