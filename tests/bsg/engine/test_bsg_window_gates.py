"""Whether a skill-card window opens (machine/window_gates.py, bsg.md 4.6 and 5.1): only when a usable card could
change something, judged from public information — and never depending on who holds what."""

from __future__ import annotations

import json
import random

import pytest
from bsg_testkit import GAME, Dice, clear_space, deep, empty_hands, new_game, run_tasks, take_viper, window_state

from engine.games.bsg.data import DATA
from engine.games.bsg.machine import window_gates as G

ROLL_CARDS = ("strategic_planning",)


def card_copy(state: dict, card_id: str, seat: int) -> str:
    """Move one physical copy of a skill card from its deck into the seat's hand."""
    for cid in G.COPIES[card_id]:
        skill = DATA.skill_cards[cid]["skill"]
        if cid in state["skill_deck"][skill]:
            state["skill_deck"][skill].remove(cid)
            state["players"][seat]["hand"].append(cid)
            return cid
    raise AssertionError(card_id)


def discard_all(state: dict, card_id: str) -> None:
    """Put every copy of a card face up in its discard pile (out of reach for everyone, publicly)."""
    for p in state["players"]:
        p["hand"] = [c for c in p["hand"] if c not in G.COPIES[card_id]]
    for cid in G.COPIES[card_id]:
        skill = DATA.skill_cards[cid]["skill"]
        if cid in state["skill_deck"][skill]:
            state["skill_deck"][skill].remove(cid)
        if cid in state["destiny"]:
            state["destiny"].remove(cid)
        state["skill_discard"][skill].append(cid)


def hand_variants(state: dict, cards: tuple[str, ...]) -> list[dict]:
    """The same public position with different hidden hands: empty, every usable card with one seat or another."""
    out = []
    for seat in [None, *range(state["n"])]:
        variant = deep(state)
        empty_hands(variant)
        if seat is not None:
            for card_id in cards:
                if not G.all_discarded(variant, card_id):
                    card_copy(variant, card_id, seat)
        out.append(variant)
    return out


def opened(state: dict) -> tuple:
    d = state["decision"]
    return (d and d["kind"], d and d.get("window"), tuple(GAME.to_act(state)) if d else ())


# --- W-CHECK-TOTAL: Declare Emergency (−2 difficulty) -------------------------------------------------------------


def check_at_total(total: int, difficulty: int, partial: int | None = None) -> dict:
    state = window_state()
    spec = {"skills": ["politics"], "difficulty": difficulty, "pass": [], "fail": [], "partial_min": partial}
    if partial is not None:
        spec["partial"] = []
    run_tasks(state, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "crisis", "id": "x"}}], auto=False)
    state["decision"], state["stack"] = None, []
    state["check"]["pool"] = []
    state["check"]["total"] = total
    return state


def reveal(state: dict) -> None:
    run_tasks(state, [{"t": "skill_window", "window": "check_total", "seats": [0, 1, 2]}], auto=False)


@pytest.mark.parametrize(
    ("total", "difficulty", "partial", "opens"),
    [
        (4, 6, None, True),  # 4 ≥ 6 − 2: the emergency turns a fail into a pass
        (5, 6, None, True),
        (6, 6, None, False),  # passes already
        (3, 6, None, False),  # 3 < 4: fails either way
        (4, 6, 3, True),  # partial → pass
        (2, 6, 3, False),  # fail either way: the partial threshold does not drop with the difficulty (5.1 step 8)
        (3, 6, 3, False),  # partial either way
        (0, 1, None, True),  # difficulty 1 → 0 (never below 0)
    ],
)
def test_check_total_opens_only_when_the_emergency_changes_the_result(total, difficulty, partial, opens):
    state = check_at_total(total, difficulty, partial)
    reveal(state)
    assert (opened(state)[:2] == ("skill_window", "check_total")) is opens


def test_check_total_stays_shut_after_an_emergency_was_declared_or_with_every_copy_discarded():
    state = check_at_total(4, 6)
    state["check"]["declared_emergency"] = True
    reveal(state)
    assert state["decision"] is None
    state = check_at_total(4, 6)
    discard_all(state, "declare_emergency")
    reveal(state)
    assert state["decision"] is None


@pytest.mark.parametrize("total", [2, 4, 6])
def test_check_total_opening_never_depends_on_hands(total):
    results = set()
    for variant in hand_variants(check_at_total(total, 6), ("declare_emergency",)):
        reveal(variant)
        results.add(opened(variant))
    assert len(results) == 1


# --- W-CHECK-PRE: Investigative Committee, Scientific Research -------------------------------------------------------


def pre_window(skills: list[str]) -> dict:
    state = window_state()
    spec = {"skills": skills, "difficulty": 5, "pass": [], "fail": []}
    run_tasks(state, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "crisis", "id": "x"}}], auto=False)
    return state


def test_check_pre_opens_while_investigative_committee_is_within_reach():
    assert opened(pre_window(["engineering"]))[:2] == ("skill_window", "check_pre")


def test_check_pre_needs_research_to_matter_once_every_committee_is_discarded():
    state = window_state()
    discard_all(state, "investigative_committee")
    for skills, opens in ((["engineering", "tactics"], False), (["politics"], True)):
        variant = deep(state)
        spec = {"skills": skills, "difficulty": 5, "pass": [], "fail": []}
        task = {"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "crisis", "id": "x"}}
        run_tasks(variant, [task], auto=False)
        assert (opened(variant)[:2] == ("skill_window", "check_pre")) is opens, skills


def test_check_pre_opening_never_depends_on_hands():
    state = window_state()
    discard_all(state, "investigative_committee")
    spec = {"skills": ["engineering"], "difficulty": 5, "pass": [], "fail": []}
    results = set()
    for variant in hand_variants(state, ("investigative_committee", "scientific_research")):
        run_tasks(variant, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "x"}}], auto=False)
        results.add(opened(variant))
    assert len(results) == 1


# --- W-ROLL-BEFORE: Strategic Planning (+2) -------------------------------------------------------------------------


def roll_state() -> dict:
    state = new_game(3)
    clear_space(state)
    empty_hands(state)
    state["decision"], state["stack"] = None, []
    return state


def roll_task(then: dict) -> dict:
    return {"t": "roll_before", "seat": 0, "why": "test", "then": then, "viper": None}


def same_effect_outcomes() -> list[dict]:
    same = [{"op": "resource", "food": -1}]
    return [{"min": 1, "max": 4, "then": same}, {"min": 5, "max": 8, "then": same}]


def test_roll_before_opens_when_plus_two_changes_the_effect_of_some_die_value():
    state = roll_state()
    state["space"][0]["basestars"] = [{"damage": []}]
    run_tasks(state, [roll_task({"t": "basestar_result", "area": 0})], Dice([1]), auto=False)
    assert opened(state)[:2] == ("skill_window", "roll_before")


def test_roll_before_stays_shut_when_every_die_value_has_the_same_effect():
    state = roll_state()
    then = {"t": "roll_outcome", "outcomes": same_effect_outcomes(), "actor": 0, "src": {"kind": "test"}}
    events = run_tasks(state, [roll_task(then)], Dice([3]), auto=False)
    assert state["decision"] is None and [e.kind for e in events].count("roll") == 1


def test_roll_before_stays_shut_with_every_strategic_planning_discarded():
    state = roll_state()
    discard_all(state, "strategic_planning")
    state["space"][0]["basestars"] = [{"damage": []}]
    run_tasks(state, [roll_task({"t": "basestar_result", "area": 0})], Dice([1]), auto=False)
    assert state["decision"] is None


def test_ftl_roll_without_population_at_risk_opens_no_window():
    state = roll_state()
    state["jump"] = 3
    assert G.planning_matters(state, {"t": "ftl_result"})
    loss = DATA.tracks["jump_track"]["spaces"][3]["ftl_population_loss"]
    try:
        DATA.tracks["jump_track"]["spaces"][3]["ftl_population_loss"] = None
        assert not G.planning_matters(state, {"t": "ftl_result"})
    finally:
        DATA.tracks["jump_track"]["spaces"][3]["ftl_population_loss"] = loss


@pytest.mark.parametrize("shut", [False, True])
def test_roll_before_opening_never_depends_on_hands(shut):
    state = roll_state()
    state["space"][0]["basestars"] = [{"damage": []}]
    then: dict = {"t": "basestar_result", "area": 0}
    if shut:
        then = {"t": "roll_outcome", "outcomes": same_effect_outcomes(), "actor": 0, "src": {"kind": "test"}}
    results = set()
    for variant in hand_variants(state, ("strategic_planning", "evasive_maneuvers")):
        run_tasks(variant, [roll_task(then)], Dice([1]), auto=False)
        results.add(opened(variant))
    assert len(results) == 1


# --- W-VIPER-ATTACKED: Evasive Maneuvers (reroll, −2 if piloted) ---------------------------------------------------


def raider_on_viper(state: dict) -> None:
    take_viper(state, 4)
    state["space"][4]["raider"] = 1


def test_viper_attacked_opens_after_a_hit_and_after_a_miss_a_reroll_could_turn():
    for value in (8, 6, 2):  # destroyed, damaged, missed: a reroll can change each of them
        state = roll_state()
        discard_all(state, "strategic_planning")  # no W-ROLL-BEFORE in the way
        raider_on_viper(state)
        run_tasks(state, [{"t": "raider_act", "area": 4}], Dice([value]), auto=False)
        assert opened(state)[:2] == ("skill_window", "viper_attacked"), value


def test_viper_attacked_stays_shut_with_every_evasive_maneuvers_discarded():
    state = roll_state()
    discard_all(state, "strategic_planning")
    discard_all(state, "evasive_maneuvers")
    raider_on_viper(state)
    events = run_tasks(state, [{"t": "raider_act", "area": 4}], Dice([6]), auto=False)
    assert state["decision"] is None and [e.kind for e in events].count("roll") == 1  # rolled, resolved, no window


def test_evasion_matters_only_when_some_reroll_changes_the_effect():
    state = roll_state()
    then = {"t": "raider_viper_result", "area": 4, "target": 4}
    state["roll"] = {"mod": 0, "value": 2, "piloted": False, "used": []}
    assert G.evasion_matters(state, then)
    # an effect that no reroll can change (every value resolves alike): nothing to evade
    same = {"t": "roll_outcome", "outcomes": same_effect_outcomes(), "actor": 0, "src": {"kind": "test"}}
    assert not G.evasion_matters(state, same)


def test_viper_attacked_opening_never_depends_on_hands():
    state = roll_state()
    discard_all(state, "strategic_planning")
    raider_on_viper(state)
    results = set()
    for variant in hand_variants(state, ("evasive_maneuvers",)):
        run_tasks(variant, [{"t": "raider_act", "area": 4}], Dice([6]), auto=False)
        results.add(opened(variant))
    assert len(results) == 1 and results.pop()[1] == "viper_attacked"


# --- the classifier mirrors the result handlers ----------------------------------------------------------------------


def board_for_effects() -> dict:
    state = roll_state()
    state["space"][2]["basestars"] = [{"damage": []}]
    state["space"][3]["basestars"] = [{"damage": ["structural_damage"]}]
    state["space"][2]["raider"] = 2
    state["space"][2]["heavy_raider"] = 1
    take_viper(state, 4)
    state["space"][4]["raider"] = 1
    state["centurions"] = [1]
    state["jump"] = 3
    return state


CONTINUATIONS = [
    {"t": "attack_result", "attacker": "viper", "area": 2, "ship": "raider", "index": 0, "unmanned": True},
    {"t": "attack_result", "attacker": "viper", "area": 2, "ship": "heavy_raider", "index": 0, "unmanned": False},
    {"t": "attack_result", "attacker": "viper", "area": 2, "ship": "basestar", "index": 0, "unmanned": False},
    {"t": "attack_result", "attacker": "galactica", "area": 3, "ship": "basestar", "index": 0, "unmanned": False},
    {"t": "nuke_result", "area": 2, "index": 0},
    {"t": "nuke_result", "area": 3, "index": 0},
    {"t": "basestar_result", "area": 2},
    {"t": "raider_galactica_result", "area": 2},
    {"t": "raider_viper_result", "area": 4, "target": 4},
    {"t": "ftl_result"},
    {"t": "armory_result", "position": 1, "hit_min": 7},
    {"t": "human_fleet_result"},
]


@pytest.mark.parametrize("then", CONTINUATIONS, ids=lambda t: t["t"])
@pytest.mark.parametrize("rule", [False, True])
def test_roll_effect_keys_match_what_the_result_handler_does(then, rule):
    """Values with the same key leave the same state; values with different keys leave different states."""
    base = board_for_effects()
    if rule:
        rule_entry = {"card": None, "deck": None, "rule": "unmanned_viper_attack_minus_2", "until": "game"}
        base["in_play"].append({**rule_entry, "on_jump": None, "holder": None})
    effect = G.roll_effect(base, then)
    outcome = {}
    for v in range(1, 9):
        state = deep(base)
        run_tasks(state, [{**then, "value": v}], random.Random(7), auto=False)
        state.pop("asked", None)
        outcome[v] = json.dumps({k: state[k] for k in sorted(state) if k not in ("log",)}, sort_keys=True)
    for a in range(1, 9):
        for b in range(1, 9):
            assert (effect(a) == effect(b)) == (outcome[a] == outcome[b]), (then, a, b)


def test_unknown_continuations_always_open():
    assert G.planning_matters(roll_state(), {"t": "something_new"})
