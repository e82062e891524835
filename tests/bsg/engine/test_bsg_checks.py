"""Skill checks (bsg.md §5) and the rulebook example T1."""

from __future__ import annotations

import random

import pytest
from bsg_testkit import (
    GAME,
    act,
    begin,
    empty_hands,
    finish_receive,
    give_card,
    new_game,
    partial_spec,
    refused,
    run_tasks,
    stack_destiny,
    view_json,
    window_state,
)

from engine.games.bsg.data import DATA


def to_crisis(state, card: str):
    """Current player (seat 0) stays and does nothing; `card` is the next crisis."""
    state["decks"]["crisis"].remove(card) if card in state["decks"]["crisis"] else None
    state["decks"]["crisis"].append(card)
    events = act(state, 0, {"type": "stay"})
    events += act(state, 0, {"type": "nothing"})
    return events


def t1_state(first_character: str = "kara_thrace", third: str = "saul_tigh"):
    state = new_game(3, [first_character, "tom_zarek", third])
    finish_receive(state)
    empty_hands(state)
    stack_destiny(state, [("politics", 1), ("tactics", 2)])
    b1 = give_card(state, 1, "leadership", 4)
    b2 = give_card(state, 1, "piloting", 1)
    a1 = give_card(state, 0, "politics", 1)
    return state, (b1, b2, a1)


def contribute_t1(state, cards):
    b1, b2, a1 = cards
    events = []
    assert GAME.to_act(state) == [0, 1, 2]  # everyone may hand in at once; announced left of the current player first
    events += act(state, 1, {"type": "contribute", "cards": [b1, b2]})
    assert GAME.to_act(state) == [0, 2]
    events += act(state, 2, {"type": "contribute", "cards": []})
    assert GAME.to_act(state) == [0]  # the current player last
    events += act(state, 0, {"type": "contribute", "cards": [a1]})
    return events


def test_t1_rulebook_skill_check_fails_and_costs_population():
    state, cards = t1_state()
    to_crisis(state, "fulfiller_of_prophecy")
    assert state["decision"]["kind"] == "choose" and state["decision"]["seat"] == 0
    events = act(state, 0, {"type": "choose", "option": 0})
    assert len(state["check"]["pool"]) == 2  # two destiny cards
    events += contribute_t1(state, cards)
    counts = [(e.params["seat"], e.params["count"]) for e in events if e.kind == "contributed"]
    assert counts == [(1, 2), (2, 0), (0, 1)]
    revealed = [e for e in events if e.kind == "check_revealed"][0]
    assert revealed.to is None
    assert revealed.params["total"] == 3
    assert [e.params["result"] for e in events if e.kind == "check_result"] == ["fail"]
    assert "seat" not in revealed.params
    assert state["resources"]["population"] == 11
    # all five cards went to their discard piles
    for cid in revealed.params["cards"]:
        assert cid in state["skill_discard"][DATA.skill_cards[cid]["skill"]]


def test_t1_variant_inspirational_leader_counts_ones_positive():
    state, cards = t1_state("william_adama", "kara_thrace")
    to_crisis(state, "fulfiller_of_prophecy")
    act(state, 0, {"type": "choose", "option": 0})
    events = contribute_t1(state, cards)
    revealed = [e for e in events if e.kind == "check_revealed"][0]
    assert revealed.params["total"] == 5
    assert [e.params["result"] for e in events if e.kind == "check_result"] == ["fail"]
    assert state["resources"]["population"] == 11


def test_t1_pass_draws_politics():
    state, (b1, b2, a1) = t1_state()
    extra = give_card(state, 2, "politics", 5)
    to_crisis(state, "fulfiller_of_prophecy")
    act(state, 0, {"type": "choose", "option": 0})
    act(state, 1, {"type": "contribute", "cards": [b1]})
    act(state, 2, {"type": "contribute", "cards": [extra]})
    hand_before = len(state["players"][0]["hand"])
    events = act(state, 0, {"type": "contribute", "cards": []})
    revealed = [e for e in events if e.kind == "check_revealed"][0]
    assert revealed.params["total"] == 1 - 2 + 4 + 5
    assert [e.params["result"] for e in events if e.kind == "check_result"] == ["pass"]
    assert len(state["players"][0]["hand"]) == hand_before + 1
    assert state["resources"]["population"] == 12


def test_fulfiller_alternative_draws_an_extra_crisis_after_activation():
    state, _ = t1_state()
    to_crisis(state, "fulfiller_of_prophecy")
    state["decks"]["crisis"].remove("water_shortage_1")
    state["decks"]["crisis"].insert(len(state["decks"]["crisis"]) - 0, "water_shortage_1")
    events = act(state, 0, {"type": "choose", "option": 1})
    if state["decision"]["kind"] == "discard":
        events += act(state, 0, GAME.legal_actions(state, 0)[0])
    order = [e.params.get("card") or e.params.get("icon") for e in events if e.kind in ("crisis", "activation")]
    assert order[:2] == ["activate_basestars", "water_shortage_1"]


def test_contributions_never_attributed_in_views_or_public_events():
    state, cards = t1_state()
    to_crisis(state, "fulfiller_of_prophecy")
    act(state, 0, {"type": "choose", "option": 0})
    b1, b2, a1 = cards
    # the current player hands in early: sealed, nothing public, only A's own view shows A's pending card
    hands = [len(p["hand"]) for p in state["players"]]
    events = act(state, 0, {"type": "contribute", "cards": [a1]})
    assert [(e.kind, e.to) for e in events] == [("you_contributed", (0,))]
    assert [len(p["hand"]) for p in state["players"]] == hands  # hand sizes tell nothing yet
    for seat in (None, 1, 2):
        assert f'"{a1}"' not in view_json(GAME.view(state, seat))
        assert GAME.view(state, seat)["check"]["contributed"] == {}
    assert GAME.view(state, 0)["me"]["my_pending_contribution"] == [a1]
    assert GAME.to_act(state) == [1, 2]
    events = act(state, 1, {"type": "contribute", "cards": [b1, b2]})
    assert all(e.kind != "you_contributed" or e.to == (1,) for e in events)
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert view["check"]["contributed"] == {"1": 2}
        blob = view_json(view)
        assert f'"{b1}"' not in blob and f'"{b2}"' not in blob
    events = act(state, 2, {"type": "contribute", "cards": []})
    # the sealed contribution is announced in the rulebook's order, right after seat 2's
    assert [(e.params["seat"], e.params["count"]) for e in events if e.kind == "contributed"] == [(2, 0), (0, 1)]


def test_revealed_cards_are_in_canonical_order_not_contribution_order():
    state, cards = t1_state()
    to_crisis(state, "fulfiller_of_prophecy")
    act(state, 0, {"type": "choose", "option": 0})
    events = contribute_t1(state, cards)
    revealed = [e for e in events if e.kind == "check_revealed"][0].params["cards"]
    order = ["politics", "leadership", "tactics", "piloting", "engineering"]
    keys = [(order.index(DATA.skill_cards[c]["skill"]), DATA.skill_cards[c]["strength"]) for c in revealed]
    assert keys == sorted(keys)


def test_brig_player_may_add_only_one_card():
    state, (b1, b2, a1) = t1_state()
    state["players"][1]["loc"] = "brig"
    to_crisis(state, "fulfiller_of_prophecy")
    act(state, 0, {"type": "choose", "option": 0})
    assert GAME.legal_actions(state, 1) == [
        {"type": "contribute", "cards": []},
        *({"type": "contribute", "cards": [c]} for c in sorted({b1, b2})),
    ]
    msg = refused(state, 1, {"type": "contribute", "cards": [b1, b2]})
    assert "Brig" in msg
    act(state, 1, {"type": "contribute", "cards": [b2]})
    assert state["check"]["counts"] == {"1": 1}


def test_partial_pass_band():
    state = new_game(3)
    empty_hands(state)
    stack_destiny(state, [("politics", 2), ("politics", 3)])
    spec = partial_spec()
    state["decision"] = None
    run_tasks(state, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "test"}}])
    for seat in (1, 2, 0):
        act(state, seat, {"type": "contribute", "cards": []})
    assert state["resources"]["fuel"] == 7 and state["resources"]["morale"] == 10


@pytest.mark.parametrize("empty", [True])
def test_destiny_rebuilt_when_emptied(empty):
    state = new_game(3)
    state["decision"] = None
    spec = {"skills": ["politics"], "difficulty": 1, "pass": [], "fail": []}
    from engine.games.bsg.data import DATA as D

    while len(state["destiny"]) > 2:
        cid = state["destiny"].pop()
        state["skill_discard"][D.skill_cards[cid]["skill"]].append(cid)
    run_tasks(state, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {}}], random.Random(3))
    assert len(state["check"]["pool"]) == 2
    assert len(state["destiny"]) == 10


# reaction windows of the skill check (bsg.md 5.1 steps 1, 2, 6, 8, 10) --------------------------------------------


def test_every_human_is_prompted_in_the_pre_window_whatever_their_hand():
    state = window_state()
    begin(state)
    assert state["decision"]["kind"] == "skill_window" and GAME.to_act(state) == [0, 1, 2]  # asked at once
    for seat, still in ((2, [0, 1]), (0, [1])):  # in any order
        assert GAME.legal_actions(state, seat) == [{"type": "pass"}]
        act(state, seat, {"type": "pass"}, auto=False)
        assert state["decision"]["kind"] == "skill_window" and GAME.to_act(state) == still
    act(state, 1, {"type": "pass"}, auto=False)
    assert state["decision"]["kind"] == "contribute"


def test_investigative_committee_makes_everything_public_and_attributed():
    state = window_state()
    ic = give_card(state, 1, "politics", 3)
    lead = give_card(state, 2, "leadership", 2)
    begin(state)
    act(state, 0, {"type": "pass"}, auto=False)
    act(state, 1, {"type": "play", "card": ic}, auto=False)
    act(state, 2, {"type": "pass"}, auto=False)
    assert state["check"]["face_up"]
    assert [a["seat"] for a in state["check"]["attributed"]] == [None, None]  # destiny cards face up
    act(state, 1, {"type": "contribute", "cards": []})
    events = act(state, 2, {"type": "contribute", "cards": [lead]})
    assert [(e.kind, e.to, e.params["seat"]) for e in events] == [
        ("contributed_face_up", None, 2),
        ("contributed", None, 2),
    ]
    view = GAME.view(state, None)
    assert {"seat": 2, "card": lead} in view["check"]["attributed"]


def test_scientific_research_counts_engineering_positive():
    state = window_state()
    sr = give_card(state, 1, "engineering", 3)
    eng = give_card(state, 2, "engineering", 5)
    begin(state)
    act(state, 0, {"type": "pass"}, auto=False)
    act(state, 1, {"type": "play", "card": sr}, auto=False)
    act(state, 2, {"type": "pass"}, auto=False)
    act(state, 1, {"type": "contribute", "cards": []})
    act(state, 2, {"type": "contribute", "cards": [eng]})
    events = act(state, 0, {"type": "contribute", "cards": []})
    assert [e.params["total"] for e in events if e.kind == "check_revealed"] == [1 - 2 + 5]  # not 1 - 2 - 5


def test_declare_emergency_lowers_difficulty_after_the_total_once():
    state = window_state()
    de1 = give_card(state, 1, "leadership", 3)
    de2 = give_card(state, 2, "leadership", 3)
    five = give_card(state, 0, "politics", 5)
    begin(state)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    act(state, 1, {"type": "contribute", "cards": []})
    act(state, 2, {"type": "contribute", "cards": []})
    act(state, 0, {"type": "contribute", "cards": [five]}, auto=False)
    # total 1 - 2 + 5 = 4 < 6; window order: current player first
    assert state["decision"]["kind"] == "skill_window" and state["check"]["total"] == 4
    act(state, 0, {"type": "pass"}, auto=False)
    act(state, 1, {"type": "play", "card": de1}, auto=False)
    act(state, 2, {"type": "play", "card": de2}, auto=False)
    # both played at once: the current player chooses whose card is used, the other is taken back
    assert state["decision"]["kind"] == "window_order" and GAME.to_act(state) == [0]
    assert GAME.legal_actions(state, 0) == [{"type": "player", "seat": 1}, {"type": "player", "seat": 2}]
    events = act(state, 0, {"type": "player", "seat": 2})
    assert [(e.kind, e.params["seat"]) for e in events if e.kind in ("skill_played", "skill_withdrawn")] == [
        ("skill_played", 2),
        ("skill_withdrawn", 1),
    ]
    assert de1 in state["players"][1]["hand"] and de2 not in state["players"][2]["hand"]
    assert [e.params["delta"] for e in events if e.kind == "difficulty_changed"] == [-2]  # one per skill check
    assert state["resources"]["food"] == 9  # 4 >= 6 - 2: pass


def test_mysterious_intuition_decides_a_crisis_check():
    state = window_state(("sharon_valerii", "tom_zarek", "saul_tigh"))
    begin(state)
    assert state["decision"]["kind"] == "mysterious_intuition" and state["decision"]["seat"] == 0
    destiny = len(state["destiny"])
    act(state, 0, {"type": "declare", "result": "pass"})
    assert state["resources"]["food"] == 9 and len(state["destiny"]) == destiny
    assert state["players"][0]["opg_used"] and state["check"] is None


def test_mysterious_intuition_not_offered_on_location_checks():
    state = window_state(("sharon_valerii", "tom_zarek", "saul_tigh"))
    begin(state, {"kind": "location", "id": "administration"})
    assert state["decision"]["kind"] == "skill_window"


def test_blind_devotion_zeroes_a_skill():
    state = window_state(("galen_tyrol", "tom_zarek", "kara_thrace"))
    begin(state)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    for seat in (1, 2, 0):
        act(state, seat, {"type": "contribute", "cards": []}, auto=False)
    assert state["decision"]["kind"] == "blind_devotion"
    events = act(state, 0, {"type": "skill", "skill": "tactics"})
    assert [e.params["total"] for e in events if e.kind == "check_revealed"] == [1]


def test_command_authority_takes_the_pool():
    state = window_state(("william_adama", "tom_zarek", "kara_thrace"))
    begin(state)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    for seat in (1, 2, 0):
        act(state, seat, {"type": "contribute", "cards": []}, auto=False)
    while state["decision"]["kind"] == "skill_window":
        act(state, GAME.to_act(state)[0], {"type": "pass"}, auto=False)
    assert state["decision"]["kind"] == "command_authority"
    act(state, 0, {"type": "use"})
    assert len(state["players"][0]["hand"]) == 2
    assert state["players"][0]["opg_used"]


def test_super_crisis_checks_have_no_windows():
    state = window_state(("william_adama", "tom_zarek", "kara_thrace"))
    begin(state, {"kind": "super_crisis", "id": "inbound_nukes"})
    assert state["decision"]["kind"] == "contribute"
