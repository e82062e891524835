"""Batch actions (issue 11 item 4): a whole contribution in one action, N discards at once; and the refusals."""

from __future__ import annotations

from bsg_testkit import GAME, act, begin, give_card, hand_limit_state, new_game, refused, run_tasks, window_state

from engine.games.bsg import texts


def test_hand_limit_discards_in_one_action():
    state = hand_limit_state()
    two = sorted(state["players"][0]["hand"])[:2]
    events = act(state, 0, {"type": "discard", "cards": two})
    assert [e.params["card"] for e in events if e.kind == "skill_discarded"] == two
    assert len(state["players"][0]["hand"]) == 10 and state["current"] == 1  # limit reached, the turn passed
    assert all(c in state["skill_discard"]["tactics"] for c in two)


def test_hand_limit_batch_may_be_partial_but_not_too_large():
    state = hand_limit_state()
    hand = sorted(state["players"][0]["hand"])
    assert refused(state, 0, {"type": "discard", "cards": hand[:3]}) == str(texts.error("too_many"))
    assert refused(state, 0, {"type": "discard", "cards": []}) == str(texts.error("too_few"))
    assert refused(state, 0, {"type": "discard", "cards": [hand[0], hand[0]]}) == str(texts.error("repeated"))
    assert refused(state, 0, {"type": "discard", "cards": ["politics:0"]}) == str(texts.error("not_in_hand"))
    act(state, 0, {"type": "discard", "cards": hand[:1]})
    assert state["decision"]["kind"] == "hand_limit" and state["decision"]["pending"] == {"0": 1}


def test_forced_discard_of_two_in_one_action():
    state = new_game(3)
    state["decision"], state["stack"] = None, []
    run_tasks(state, [{"t": "discard", "seat": 1, "left": 2, "random": False}])
    assert state["decision"]["kind"] == "discard" and GAME.to_act(state) == [1]
    hand = sorted(state["players"][1]["hand"])
    act(state, 1, {"type": "discard", "cards": hand[-2:]})
    assert sorted(state["players"][1]["hand"]) == hand[:-2]
    assert state["decision"] is None or state["decision"]["kind"] != "discard"


def test_contribution_of_several_cards_in_one_action_counts_them_publicly():
    state = window_state()
    cards = [
        give_card(state, 1, "politics", 1),
        give_card(state, 1, "leadership", 2),
        give_card(state, 1, "tactics", 1),
    ]
    begin(state)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    events = act(state, 1, {"type": "contribute", "cards": cards})
    assert [(e.kind, e.params) for e in events if e.to is None] == [("contributed", {"seat": 1, "count": 3})]
    assert sorted(e.params["card"] for e in events if e.kind == "you_contributed") == sorted(cards)
    assert all(e.to == (1,) for e in events if e.kind == "you_contributed")
    assert refused(state, 1, {"type": "contribute", "cards": []}) == str(texts.error("not_your_turn"))  # once per check


def test_contribution_refusals_change_nothing():
    state = window_state()
    mine = give_card(state, 1, "politics", 1)
    theirs = give_card(state, 2, "politics", 2)
    begin(state)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    assert refused(state, 1, {"type": "contribute", "cards": [theirs]}) == str(texts.error("not_in_hand"))
    assert refused(state, 1, {"type": "contribute", "cards": [mine, mine]}) == str(texts.error("repeated"))
    assert refused(state, 1, {"type": "contribute", "cards": mine})  # not a list
    assert refused(state, 1, {"type": "contribute", "cards": [1]})
    assert refused(state, 1, {"type": "contribute", "cards": [], "extra": 1})
    assert refused(state, 1, {"type": "discard", "cards": [mine]})  # no discard now


def test_no_contribution_step_lists_more_than_the_hand_plus_nothing():
    state = window_state()
    for skill in ("politics", "leadership", "tactics"):
        for strength in (1, 2, 3, 4, 5):
            give_card(state, 1, skill, strength)
    begin(state)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    legal = GAME.legal_actions(state, 1)
    assert len(legal) == 1 + len(state["players"][1]["hand"]) <= 25


def test_movement_to_the_other_ship_is_destination_then_card():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    legal = GAME.legal_actions(state, 0)
    assert len(legal) <= 25 and all(set(a) <= {"type", "to"} for a in legal)
    act(state, 0, {"type": "move", "to": "press_room"})
    assert state["decision"] == {"kind": "move_card", "seat": 0, "to": "press_room"}
    other = state["players"][1]["hand"][0]
    assert "hold" in refused(state, 0, {"type": "discard", "card": other})
    assert refused(state, 0, {"type": "stay"})  # the move is chosen; only its card is left
    mine = state["players"][0]["hand"][0]
    act(state, 0, {"type": "discard", "card": mine})
    assert state["players"][0]["loc"] == "press_room" and mine in state["skill_discard"][mine.split(":")[0]]


def test_a_seat_that_handed_in_early_cannot_contribute_again():
    state = window_state()
    mine = give_card(state, 0, "politics", 1)
    begin(state)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    act(state, 0, {"type": "contribute", "cards": []})  # the current player, last in order, hands in early
    assert refused(state, 0, {"type": "contribute", "cards": [mine]}) == str(texts.error("not_your_turn"))
    assert GAME.to_act(state) == [1, 2] and state["check"]["sealed"] == {"0": []}
