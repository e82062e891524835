"""A sealed answer may change until it takes effect (issue 24 item 5): a window's play or pass while others still
decide, an early contribution until its turn in the order comes. "change" reopens it (the earlier answer stands
until another is given); nothing public changes: who is awaited, the clock, the public view, the other seats' views."""

from __future__ import annotations

from bsg_testkit import GAME, act, begin, give_card, hand_limit_state, refused, view_json, window_state

from engine.games.bsg import decisions as D
from engine.games.bsg import texts

CHANGE = {"type": "change"}


def public_parts(state: dict, others: tuple[int, ...] = (0, 2)) -> tuple[str, list[str], list[object]]:
    """What anyone but the changing seat can see: the public view, the other seats' views, who is awaited, the
    clock."""
    views = [view_json(GAME.view(state, seat)) for seat in others]
    return view_json(GAME.view(state, None)), views, [*GAME.to_act(state), *[c.key for c in GAME.clock(state)]]


def test_a_window_play_can_be_changed_while_others_decide_and_the_new_one_resolves():
    state = window_state()
    ic = give_card(state, 1, "politics", 3)  # Investigative Committee
    begin(state)
    act(state, 1, {"type": "play", "card": ic}, auto=False)
    assert GAME.legal_actions(state, 1) == [CHANGE]
    before = public_parts(state)
    assert act(state, 1, CHANGE, auto=False) == []
    assert {"type": "pass"} in GAME.legal_actions(state, 1) and public_parts(state) == before
    assert act(state, 1, {"type": "pass"}, auto=False) == []
    assert public_parts(state) == before and GAME.legal_actions(state, 1) == [CHANGE]
    act(state, 0, {"type": "pass"}, auto=False)
    events = act(state, 2, {"type": "pass"}, auto=False)
    assert not [e for e in events if e.kind == "skill_played"]  # the changed answer (pass) counted
    assert not state["check"]["face_up"] and ic in state["players"][1]["hand"]


def test_a_reopened_answer_not_given_again_stands():
    state = window_state()
    ic = give_card(state, 1, "politics", 3)
    begin(state)
    act(state, 1, {"type": "play", "card": ic}, auto=False)
    act(state, 1, CHANGE, auto=False)
    assert GAME.to_act(state) == [0, 2]  # still not awaited: the clock never waits for a change
    act(state, 0, {"type": "pass"}, auto=False)
    events = act(state, 2, {"type": "pass"}, auto=False)
    assert [e.params["seat"] for e in events if e.kind == "skill_played"] == [1]


def test_a_change_after_the_window_closed_is_refused_and_changes_nothing():
    state = window_state()
    ic = give_card(state, 1, "politics", 3)
    begin(state)
    for seat in (1, 0, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    assert state["decision"]["kind"] == "contribute" and not D.sealed_answer(state, 1)
    assert CHANGE not in GAME.legal_actions(state, 1)
    assert refused(state, 1, CHANGE)
    assert ic in state["players"][1]["hand"]


def test_an_answered_seat_must_reopen_before_answering_again():
    state = window_state()
    ic = give_card(state, 1, "politics", 3)
    begin(state)
    act(state, 1, {"type": "pass"}, auto=False)
    assert refused(state, 1, {"type": "play", "card": ic}) == str(texts.error("not_your_turn"))
    assert CHANGE not in GAME.legal_actions(state, 0) and refused(state, 0, CHANGE)  # seat 0 has not answered


def contribution_phase() -> tuple[dict, str, str]:
    state = window_state()
    first = give_card(state, 0, "politics", 1)
    second = give_card(state, 0, "politics", 2)
    begin(state)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    assert state["decision"]["kind"] == "contribute" and state["check"]["order"] == [1, 2, 0]
    return state, first, second


def test_an_early_contribution_can_be_changed_until_its_turn_in_the_order():
    state, first, second = contribution_phase()
    act(state, 0, {"type": "contribute", "cards": [first]})  # last in order: sealed
    before = public_parts(state, (1, 2))
    assert act(state, 0, CHANGE) == []
    events = act(state, 0, {"type": "contribute", "cards": [second]})
    assert all(e.to == (0,) for e in events) and [e.params["card"] for e in events] == [second]
    assert state["check"]["sealed"] == {"0": [second]} and public_parts(state, (1, 2)) == before
    act(state, 1, {"type": "contribute", "cards": []})
    events = act(state, 2, {"type": "contribute", "cards": []})
    assert ("contributed", {"seat": 0, "count": 1}) in [(e.kind, e.params) for e in events if e.to is None]
    revealed = next(e.params["cards"] for e in events if e.kind == "check_revealed")
    assert second in revealed and first not in revealed and first in state["players"][0]["hand"]


def test_a_contribution_once_announced_can_no_longer_change():
    state, first, _ = contribution_phase()
    act(state, 0, {"type": "contribute", "cards": [first]})
    act(state, 1, {"type": "contribute", "cards": []})
    assert GAME.legal_actions(state, 0) == [CHANGE]  # still sealed: seat 2 comes first
    act(state, 2, {"type": "contribute", "cards": []})
    assert refused(state, 0, CHANGE)


def test_a_reopened_contribution_takes_a_batch_and_refuses_a_bad_one():
    state, first, second = contribution_phase()
    act(state, 0, {"type": "contribute", "cards": []})
    assert refused(state, 0, {"type": "contribute", "cards": [first]}) == str(texts.error("not_your_turn"))
    act(state, 0, CHANGE)
    assert refused(state, 0, {"type": "contribute", "cards": [first, first]}) == str(texts.error("repeated"))
    act(state, 0, {"type": "contribute", "cards": [first, second]})
    assert state["check"]["sealed"] == {"0": [first, second]}


def test_a_hand_limit_discard_takes_effect_at_once_so_it_cannot_change():
    state = hand_limit_state()
    state["decision"]["pending"]["1"] = 1  # another seat still decides
    two = sorted(state["players"][0]["hand"])[:2]
    act(state, 0, {"type": "discard", "cards": two})
    assert state["decision"]["pending"] == {"1": 1}  # the decision is still open for seat 1
    assert all(c in state["skill_discard"]["tactics"] for c in two) and not D.sealed_answer(state, 0)
    assert refused(state, 0, CHANGE) == str(texts.error("not_your_turn"))


def test_non_interference_a_changed_answer_looks_like_the_same_answer_given_at_once():
    """Twins: seat 1 plays a card then changes to a pass, or passes at once. Everyone else sees the same thing at
    every step (public view, their own views, who is awaited, the clock, every public event)."""
    twins = []
    for changed in (True, False):
        state = window_state()
        ic = give_card(state, 1, "politics", 3)
        begin(state)
        if changed:
            act(state, 1, {"type": "play", "card": ic}, auto=False)
            act(state, 1, CHANGE, auto=False)
        act(state, 1, {"type": "pass"}, auto=False)
        seen = [public_parts(state)]
        for seat in (0, 2):
            events = act(state, seat, {"type": "pass"}, auto=False)
            seen.append(public_parts(state))
            seen.append([(e.kind, e.params) for e in events if e.to is None or 1 not in e.to])
        twins.append(seen)
    assert twins[0] == twins[1]
