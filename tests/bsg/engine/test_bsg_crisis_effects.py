"""Every crisis card, every outcome: the card's data prescribes a state change and this file checks it.

Each case builds a fixed 4-player board (current player Kara, Admiral Tigh, President Roslin, Tyrol; space empty
except one unmanned viper in areas 4 and 5; fleet token on jump-track space 1; 5 cards in every hand), forces the
outcome (a skill check total is arranged exactly: Destiny cards +1/-1, the current player contributes positive cards
summing to the wanted total; box choices and die rolls are scripted), resolves the card with its H5/H6 steps and
compares a summary of the state with the one an oracle derives from the card's effect list (`Oracle`). The oracle
covers every op the crisis deck uses; a few cards get extra hand-written checks (`SPECIAL`)."""

from __future__ import annotations

import copy

import pytest
from bsg_effects import (
    Oracle,
    Record,
    arrange_check,
    base_state,
    cases,
    check_drawn_types,
    drive,
    fill_hands,
    outcome_ops,
    summary,
    walk,
)
from bsg_testkit import GAME, Dice, act, run_tasks

from engine.games.bsg.data import DATA

CASES = cases(DATA.crises)
SUPER_CASES = cases(DATA.super_crises)


def resolve(cid: str, outcome: str, die: int, st: dict | None = None, choices: list[int] | None = None, deck="crisis"):
    """Resolve crisis (or super crisis) `cid` with the outcome forced. A super crisis is played by seat 3 as a
    revealed Cylon on Caprica (it is the current player); seat 0 still contributes."""
    card = (DATA.crises if deck == "crisis" else DATA.super_crises)[cid]
    st = st or base_state()
    outcome, _, nested = outcome.partition(":")
    if nested:
        choices = [int(nested)]
    current, victim = (0, 3) if deck == "crisis" else (3, 1)
    if deck == "super_crisis":
        p = st["players"][3]
        p["cylon_player"] = True
        p["loc"] = "caprica"
        st["current"] = 3
    contributed: list[str] = []
    box = []
    if card["type"] == "skill_check":
        spec = card["skill_check"]
        if outcome == "alternative":
            box = [1]
        else:
            if card.get("alternative"):
                box = [0]
            total = {"pass": spec["difficulty"], "partial": spec["partial_min"], "fail": 0}[outcome]
            contributed = arrange_check(st, spec, total)
    elif card["type"] == "event":
        box = [int(outcome[-1])]
    fill_hands(st)
    for op in walk(outcome_ops(card, f"{outcome}:{nested}" if nested else outcome)):
        if op["op"] == "send" and isinstance(op["who"], dict) and "at" in op["who"]:
            at = op["who"]["at"]
            st["players"][victim]["loc"] = at[0] if isinstance(at, list) else at  # someone stands where it strikes
    st["players"][0]["hand"] += contributed
    st["decks"][deck].remove(cid)
    before = summary(st)
    record = Record().snap(st)
    record.contributed = contributed
    record.current = current
    record.boxes = len(box)
    rng = Dice([die] * 6 if die else [1] * 20)
    task = {"t": "crisis_resolve", "card": cid, "steps": deck == "crisis", "deck": deck}
    record.events = run_tasks(st, [task], rng)
    drive(st, rng, record, box + list(choices or []), list(contributed))
    return st, before, record.events, record


def check_effect(cid, outcome, die, deck="crisis"):
    card = (DATA.crises if deck == "crisis" else DATA.super_crises)[cid]
    st, before, events, record = resolve(cid, outcome, die, deck=deck)
    # the outcome really happened
    results = [e.params["result"] for e in events if e.kind == "check_result"]
    if card["type"] == "skill_check":
        assert results == ([] if outcome.startswith("alternative") else [outcome.partition(":")[0]])
    exp = copy.deepcopy(before)
    exp["hands"][0] -= len(record.contributed)
    if results:  # the pool (contributions and 2 Destiny cards) goes to the discard piles
        exp["skill_discard"] += len(record.contributed) + 2
    if card["type"] != "cylon_attack" and card["jump_prep"]:
        exp["jump"] += 1
    neutral = copy.deepcopy(exp)  # what the board would look like if the card's own effects did nothing
    record.chosen = record.chosen[record.boxes :]
    oracle = Oracle(exp, record, [die] * 6, current=record.current)
    if card["type"] == "cylon_attack":
        for area, ships in enumerate(card["attack"]["deploy"]):
            oracle.deploy(area, ships)
    oracle.run(outcome_ops(card, outcome))
    SPECIAL.get(cid, lambda *a: None)(st, exp, events, outcome)
    if oracle.applied or card["type"] == "cylon_attack":
        assert exp != neutral, "the case must show a visible effect"
    assert summary(st) == exp
    check_drawn_types(st, record, outcome_ops(card, outcome))
    # H5: the card's activation icon(s) fired, in order; H6 as checked above; the card is out until turn end
    icons = card["activation"] if isinstance(card["activation"], list) else [card["activation"]]
    fired = [e.params["icon"] for e in events if e.kind == "activation"]
    if deck == "crisis" or card["type"] == "cylon_attack":
        assert fired[: len(icons)] == icons
    if deck == "crisis":
        assert cid in st["turn_crises"] or cid in [e["card"] for e in st["in_play"]]
    else:  # a super crisis has no H5/H6 of its own; it is discarded unless kept in play
        assert cid in st["discards"]["super_crisis"] or cid in [e["card"] for e in st["in_play"]]
        if card["type"] != "cylon_attack" and not any(op["op"] == "activate" for op in outcome_ops(card, outcome)):
            assert fired == []
    order = [e.kind for e in events]
    if card["type"] == "cylon_attack":
        assert order.index("activation") < order.index("deployed")  # activation before setup
    elif deck == "crisis" and results:
        assert order.index("check_result") < order.index("activation")  # H5 after the card is resolved
    assert not any(e.kind == "jump_track" for e in events) or card["jump_prep"] or has_jump_op(card, outcome)


@pytest.mark.parametrize(("cid", "outcome", "die"), CASES, ids=[f"{c}-{o}{f'-d{d}' if d else ''}" for c, o, d in CASES])
def test_crisis_effect(cid, outcome, die):
    if (cid, outcome) == ("fulfiller_of_prophecy", "alternative"):
        fulfiller_alternative()  # a second crisis follows: hand-written
    else:
        check_effect(cid, outcome, die)


def has_jump_op(card: dict, outcome: str) -> bool:
    return any(op["op"] == "jump_track" for op in outcome_ops(card, outcome))


# ---------------------------------------------------------------------------------------------------------------
# hand-written parts of the expectation


def special_besieged(st, exp, events, outcome):
    # the 4 raiders placed in area 5 attack at once: each attacks a viper there (die 1 = miss)
    assert [e.params["area"] for e in events if e.kind == "missed" and e.params["ship"] == "viper"] == [5] * 4


def special_heavy_assault(st, exp, events, outcome):
    # both new basestars attack Galactica right away (rolls of 1 miss)
    assert [e.params["icon"] for e in events if e.kind == "activation"] == ["activate_raiders", "activate_basestars"]


def raiders_move_to_area_1(st, exp, events, outcome):
    # the 3 raiders just placed in area 0 activate (H5): no target there, they move toward the civilian ships
    if exp["space"][0][0] == 3:
        exp["space"][0][0] = 0
        exp["space"][1][0] = 3


def basestar_launches_two(st, exp, events, outcome):
    # H5 activate raiders with no raider on the board: the new basestar launches 2 raiders (bsg.md 6.4)
    if outcome == "fail":
        exp["space"][0][0] = 2


SPECIAL = {
    "besieged": special_besieged,
    "heavy_assault": special_heavy_assault,
    "rescue_the_fleet": raiders_move_to_area_1,
    "crippled_raider": raiders_move_to_area_1,
    "cylon_tracking_device": basestar_launches_two,
}


def test_every_crisis_has_an_effect_case():
    covered = {c for c, _, _ in CASES}
    assert covered == set(DATA.crises)
    # no outcome of any card is empty except a pass that is explicitly "nothing happens"
    for cid, outcome, _ in CASES:
        card = DATA.crises[cid]
        ops = outcome_ops(card, outcome)
        assert ops or outcome in ("pass", "partial") or card["type"] == "cylon_attack", (cid, outcome)


def fulfiller_alternative():
    """Fulfiller of Prophecy's alternative: discard 1, and after its activation another crisis is resolved."""
    st = base_state()
    st["decks"]["crisis"].remove("food_shortage_1")
    st["decks"]["crisis"].append("food_shortage_1")  # the next card drawn
    st, before, events, _ = resolve("fulfiller_of_prophecy", "alternative", 0, st, choices=[0])
    shown = [e.params["card"] for e in events if e.kind == "crisis"]
    assert shown == ["fulfiller_of_prophecy", "food_shortage_1"]
    kinds = [(e.kind, e.params.get("icon") or e.params.get("card")) for e in events]
    # the extra crisis comes after this card's activation (basestars)
    assert kinds.index(("activation", "activate_basestars")) < kinds.index(("crisis", "food_shortage_1"))
    assert st["resources"]["food"] == before["resources"]["food"] - 2  # food shortage option 0
    assert st["jump"] == before["jump"] + 1  # food shortage's jump icon
    assert st["players"][0]["hand"].__len__() == before["hands"][0] - 1
    assert st["turn_crises"] == ["fulfiller_of_prophecy", "food_shortage_1"]


def test_heavy_assault_basestars_hit_galactica():
    st = base_state()
    fill_hands(st)
    st["decks"]["crisis"].remove("heavy_assault")
    run_tasks(st, [{"t": "crisis_resolve", "card": "heavy_assault", "steps": True}], Dice([8] * 10))
    assert len(st["damaged"]) + len(st["galactica_removed"]) == 2


def test_low_supplies_fail_with_little_food_costs_two_morale():
    st = base_state()
    st["resources"]["food"] = 5
    st, before, _, _ = resolve("low_supplies", "fail", 0, st)
    assert st["resources"]["morale"] == before["resources"]["morale"] - 2


@pytest.mark.parametrize(("cid", "outcome", "die"), SUPER_CASES, ids=[f"{c}-{o}" for c, o, _ in SUPER_CASES])
def test_super_crisis_effect(cid, outcome, die):
    check_effect(cid, outcome, die, deck="super_crisis")


def test_every_super_crisis_has_an_effect_case():
    assert {c for c, _, _ in SUPER_CASES} == set(DATA.super_crises)


@pytest.mark.parametrize("outcome", ["pass", "fail"])
def test_fleet_mobilization_activates_the_cylon_fleet(outcome):
    """Fleet Mobilization's effects are activations only: show them on a board with one basestar in area 0."""
    st = base_state()
    st["space"][0]["basestars"] = [{"damage": []}]
    st["basestar_pile"] = [t for t in st["basestar_pile"]]
    st, before, events, _ = resolve("fleet_mobilization", outcome, 0, st, deck="super_crisis")
    fired = [e.params["icon"] for e in events if e.kind == "activation"]
    if outcome == "pass":
        assert fired == ["activate_basestars", "launch_raiders"]
        assert st["space"][0]["raider"] == 3  # the launch
    else:
        assert fired == ["activate_basestars", "activate_raiders", "activate_heavy_raiders", "launch_raiders"]
        assert st["resources"]["morale"] == before["resources"]["morale"] - 1
        assert st["space"][0]["raider"] == 2 + 3  # no raider to activate: the basestar launches 2, then 3 more
    assert any(e.params.get("why") == "basestar_attacks_galactica" for e in events if e.kind == "roll")


def test_build_cylon_detector_nuke_option_needs_a_nuke():
    st = base_state()
    st["nukes"] = 0
    fill_hands(st)
    st["decks"]["crisis"].remove("build_cylon_detector")
    run_tasks(st, [{"t": "crisis_resolve", "card": "build_cylon_detector", "steps": True}])
    assert st["decision"]["kind"] == "choose" and st["decision"]["seat"] == st["admiral"]
    assert GAME.legal_actions(st, st["admiral"]) == [{"type": "choose", "option": 1}]


def test_guilt_by_collusion_pass_may_send_nobody():
    st = base_state()
    spec = DATA.crises["guilt_by_collusion"]["skill_check"]
    contributed = arrange_check(st, spec, spec["difficulty"])
    fill_hands(st)
    st["players"][0]["hand"] += contributed
    st["decks"]["crisis"].remove("guilt_by_collusion")
    locs = [p["loc"] for p in st["players"]]
    run_tasks(st, [{"t": "crisis_resolve", "card": "guilt_by_collusion", "steps": True}], Dice([1] * 20))
    for seat in (1, 2, 3):
        act(st, seat, {"type": "contribute", "cards": []})
    act(st, 0, {"type": "contribute", "cards": list(contributed)})
    assert st["decision"]["kind"] == "pick_player"
    assert {"type": "player", "seat": None} in GAME.legal_actions(st, 0)
    act(st, 0, {"type": "player", "seat": None})
    assert [p["loc"] for p in st["players"]] == locs
