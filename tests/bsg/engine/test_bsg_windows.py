"""Simultaneous skill-card windows (bsg.md 4.6): one decision asks at once every human who could hold a usable card
(public record, machine/public_hands.py), plays stay sealed until everyone has answered, competing once-per-roll/check
plays are ordered by the current player, rejected ones go back."""

from __future__ import annotations

import random

from bsg_testkit import (
    GAME,
    Dice,
    act,
    begin,
    clear_space,
    empty_hands,
    give_card,
    new_game,
    refused,
    run_tasks,
    view_json,
    window_state,
)

from engine.games.bsg import texts
from engine.games.bsg.machine import public_hands as P
from engine.games.bsg.machine import window_gates as G
from engine.games.bsg.machine.windows import WINDOW_CARDS


def test_a_window_asks_every_human_at_once_and_a_play_stays_sealed():
    state = window_state()
    ic = give_card(state, 1, "politics", 3)  # Investigative Committee
    begin(state)
    assert state["decision"]["kind"] == "skill_window" and GAME.to_act(state) == [0, 1, 2]
    events = act(state, 1, {"type": "play", "card": ic}, auto=False)
    assert events == []  # nothing public, nothing private: the play is sealed
    assert GAME.to_act(state) == [0, 2] and GAME.waiting_for(state) == [0, 2]
    assert ic in state["players"][1]["hand"]  # it leaves the hand when the window resolves
    for seat in (None, 0, 2):
        assert view_json(GAME.view(state, seat)).count(ic) == 0
    act(state, 0, {"type": "pass"}, auto=False)
    events = act(state, 2, {"type": "pass"}, auto=False)
    assert [(e.kind, e.params["seat"]) for e in events if e.kind == "skill_played"] == [("skill_played", 1)]
    assert state["check"]["face_up"] and ic not in state["players"][1]["hand"]


def test_to_act_in_a_window_does_not_depend_on_hands():
    with_cards = window_state()
    give_card(with_cards, 2, "politics", 4)
    give_card(with_cards, 0, "engineering", 3)
    without = window_state()
    begin(with_cards)
    begin(without)
    assert GAME.to_act(with_cards) == GAME.to_act(without) == [0, 1, 2]
    assert GAME.waiting_for(with_cards) == GAME.waiting_for(without)


def test_a_revealed_cylon_is_not_asked():
    state = window_state()
    state["players"][2]["cylon_player"] = True
    begin(state)
    assert GAME.to_act(state) == [0, 1]


def test_two_different_plays_both_resolve_without_an_order_question():
    state = window_state()
    ic = give_card(state, 1, "politics", 3)  # Investigative Committee
    sr = give_card(state, 2, "engineering", 3)  # Scientific Research
    begin(state)
    act(state, 2, {"type": "play", "card": sr}, auto=False)
    act(state, 0, {"type": "pass"}, auto=False)
    events = act(state, 1, {"type": "play", "card": ic}, auto=False)
    # seat order from the current player (0): seat 1 first, then seat 2
    assert [e.params["seat"] for e in events if e.kind == "skill_played"] == [1, 2]
    assert state["check"]["face_up"] and "engineering" in state["check"]["extra_positive"]
    assert state["decision"]["kind"] == "contribute"


def test_competing_strategic_planning_the_current_player_picks_and_the_other_is_withdrawn():
    state = new_game(3)
    clear_space(state)
    empty_hands(state)
    state["space"][0]["basestars"] = [{"damage": []}]
    sp1 = give_card(state, 1, "tactics", 3)
    sp2 = give_card(state, 2, "tactics", 4)
    state["decision"], state["stack"] = None, []
    rng = Dice([1])
    run_tasks(state, [{"t": "activation", "icon": "activate_basestars"}], rng, auto=False)
    assert state["decision"]["window"] == "roll_before"
    act(state, 1, {"type": "play", "card": sp1}, rng, auto=False)
    act(state, 2, {"type": "play", "card": sp2}, rng, auto=False)
    act(state, 0, {"type": "pass"}, rng, auto=False)
    assert state["decision"]["kind"] == "window_order" and GAME.to_act(state) == [0]
    assert texts.prompt("window_order")
    events = act(state, 0, {"type": "player", "seat": 1}, rng, auto=False)
    played = [(e.kind, e.params["seat"]) for e in events if e.kind in ("skill_played", "skill_withdrawn")]
    assert played == [("skill_played", 1), ("skill_withdrawn", 2)]
    assert [(e.params["raw"], e.params["value"]) for e in events if e.kind == "roll"] == [(1, 3)]  # +2 once
    assert sp2 in state["players"][2]["hand"] and sp1 not in state["players"][1]["hand"]


def test_window_answers_out_of_turn_are_refused_and_change_nothing():
    state = window_state()
    ic = give_card(state, 1, "politics", 3)
    begin(state)
    act(state, 1, {"type": "pass"}, auto=False)
    assert refused(state, 1, {"type": "play", "card": ic}) == str(texts.error("not_your_turn"))  # answered already
    assert refused(state, 0, {"type": "play", "card": ic})  # not in seat 0's hand
    act(state, 0, {"type": "pass"}, auto=False)
    act(state, 2, {"type": "pass"}, auto=False)
    assert state["decision"]["kind"] == "contribute" and GAME.to_act(state) == [0, 1, 2]
    assert refused(state, 2, {"type": "pass"})  # the window is closed: a pass is no contribution


def test_playouts_open_every_window_at_once_to_every_human_who_could_hold_a_card():
    """In random games a skill window opens asking at once every human (not revealed) who, by the public record of
    the hands (machine/public_hands.py), could hold a card that matters there — whatever they really hold."""
    opened = 0
    for seed in range(4):
        rng = random.Random(seed)
        state = GAME.setup(4, {}, random.Random(f"w{seed}"))
        before = None
        for step in range(600):
            if GAME.result(state) is not None:
                break
            d = state["decision"]
            if d["kind"] == "skill_window" and (before is None or before["kind"] != "skill_window"):
                useful = G.useful_cards(state, d["window"], {}, WINDOW_CARDS[d["window"]])
                could = [
                    s
                    for s in range(4)
                    if not state["players"][s]["cylon_player"]
                    and any(P.could_hold(state, s, G.CARD_SKILL[c]) for c in useful)
                ]
                assert GAME.to_act(state) == could and not d["plays"]
                opened += 1
            seat = rng.choice(GAME.to_act(state))
            before = d
            state, _ = GAME.play(state, seat, rng.choice(GAME.legal_actions(state, seat)), random.Random(step))
    assert opened > 10
