"""Every Quorum card and every Destination card, every branch: the effect its data prescribes, checked on a state
summary (harness in bsg_effects.py). What the four kept Quorum cards do later (Accept Prophecy, Arbitrator, Mission
Specialist, Vice President) is tested in test_bsg_abilities.py; here: that they are kept, with the right holder."""

from __future__ import annotations

import copy
import random

import pytest
from bsg_effects import Oracle, Record, base_state, check_drawn_types, drive, fill_hands, summary
from bsg_testkit import GAME, Dice, act, run_tasks

from engine.games.bsg import decisions as D
from engine.games.bsg import machine as M
from engine.games.bsg.data import DATA

PRESIDENT = 2

QUORUM_CASES = [
    ("inspirational_speech", [], 1),
    ("inspirational_speech", [], 6),
    ("food_rationing", [], 1),
    ("food_rationing", [], 6),
    ("arrest_order", [], 0),
    ("authorization_of_brutal_force", [0], 3),
    ("authorization_of_brutal_force", [1], 3),
    ("authorization_of_brutal_force", [2], 1),
    ("encourage_mutiny", [], 1),
    ("encourage_mutiny", [], 3),
    ("accept_prophecy", [], 0),
    ("assign_arbitrator", [], 0),
    ("assign_mission_specialist", [], 0),
    ("assign_vice_president", [], 0),
    ("presidential_pardon", [], 0),
    ("release_cylon_mugshots", [], 1),
    ("release_cylon_mugshots", [], 4),
]


def quorum_board() -> dict:
    st = base_state()
    st["space"][1]["raider"] = 3
    st["space"][2]["heavy_raider"] = 1
    st["centurions"] = [0]
    st["players"][3]["loc"] = "brig"  # someone to pardon
    fill_hands(st)
    return st


def play_quorum(card: str, choices: list[int], die: int, st: dict | None = None):
    st = st or quorum_board()
    qid = f"{card}#0"
    for pile in (st["decks"]["quorum"], st["quorum_hand"]):
        if qid in pile:
            pile.remove(qid)
    st["quorum_hand"].append(qid)
    before = summary(st)
    rng = Dice([die] * 4 if die else [1] * 10)
    snap = Record().snap(st)
    ctx = M.Ctx(st, rng)
    D.play_quorum(ctx, PRESIDENT, qid)
    M.run(ctx)
    record = snap
    record.events = ctx.events
    drive(st, rng, record, list(choices), [])
    return st, before, record, qid


@pytest.mark.parametrize(("card", "choices", "die"), QUORUM_CASES, ids=[f"{c}-{ch}-d{d}" for c, ch, d in QUORUM_CASES])
def test_quorum_effect(card, choices, die):
    st, before, record, qid = play_quorum(card, choices, die)
    assert ("quorum_played", qid) in [(e.kind, e.params.get("card")) for e in record.events]
    exp = copy.deepcopy(before)
    neutral = copy.deepcopy(exp)
    oracle = Oracle(exp, record, [die] * 4, current=0, actor=PRESIDENT)
    oracle.run(DATA.quorum[card]["effects"])
    assert exp != neutral or oracle.disposed == "discard", "the case must show a visible effect"
    exp["quorum"][0] -= 1
    where = oracle.disposed or "discard"
    if where == "discard":
        exp["quorum"][1] += 1
        assert qid in st["discards"]["quorum"]
    elif where == "removed_from_game":
        exp["quorum"][2] += 1
        assert qid in st["removed_quorum"]
    else:
        assert [e["card"] for e in st["in_play"]] == [qid]
    assert summary(st) == exp
    check_drawn_types(st, record, DATA.quorum[card]["effects"])


def test_every_quorum_card_has_an_effect_case():
    assert {c for c, _, _ in QUORUM_CASES} == set(DATA.quorum)


def test_authorization_of_brutal_force_population_loss_on_low_roll():
    st, before, _, _ = play_quorum("authorization_of_brutal_force", [0], 2)
    assert st["resources"]["population"] == before["resources"]["population"] - 1
    assert sum(a["raider"] for a in st["space"]) == 0


# ---------------------------------------------------------------------------------------------------------------
# destinations

DEST_CASES = [
    ("barren_planet", [], 0),
    ("tylium_planet", [0], 1),
    ("tylium_planet", [0], 3),
    ("tylium_planet", [1], 0),
    ("deep_space", [], 0),
    ("remote_planet", [], 0),
    ("asteroid_field", [], 0),
    ("icy_moon", [0], 1),
    ("icy_moon", [0], 3),
    ("icy_moon", [1], 0),
    ("cylon_ambush", [], 0),
    ("cylon_refinery", [0], 1),
    ("cylon_refinery", [0], 6),
    ("cylon_refinery", [1], 0),
    ("desolate_moon", [], 0),
    ("ragnar_anchorage", [], 0),
]


@pytest.mark.parametrize(("card", "choices", "die"), DEST_CASES, ids=[f"{c}-{ch}-d{d}" for c, ch, d in DEST_CASES])
def test_destination_effect(card, choices, die):
    st = base_state()
    fill_hands(st)
    deck = st["decks"]["destination"]
    deck.remove(f"{card}#0")
    deck.append(f"{card}#0")
    rng = Dice([die] * 4 if die else [1] * 10)
    run_tasks(st, [{"t": "jump", "ftl": False}], random.Random(0))
    admiral = st["admiral"]
    assert st["decision"]["kind"] == "destination" and st["decision"]["seat"] == admiral
    before = summary(st)  # after the jump cleared space
    record = Record().snap(st)
    record.events = GAME.apply(st, admiral, {"type": "card", "card": f"{card}#0"}, rng)
    drive(st, rng, record, list(choices), [])
    info = DATA.destinations[card]
    exp = copy.deepcopy(before)
    exp["jump"] = 0
    exp["distance"] += info["distance"]
    neutral = copy.deepcopy(exp)
    oracle = Oracle(exp, record, [die] * 4, current=0, actor=admiral)
    oracle.run(info["effects"])
    assert exp != neutral or choices == [1], "the case must show a visible effect"
    assert summary(st) == exp
    check_drawn_types(st, record, info["effects"])
    assert st["destinations"] == [f"{card}#0"]


def test_every_destination_has_an_effect_case():
    assert {c for c, _, _ in DEST_CASES} == set(DATA.destinations)
    for card, info in DATA.destinations.items():  # the costs printed on the card are exactly its resource ops
        assert info["distance"] in (1, 2, 3)
        assert info["effects"], card


@pytest.mark.parametrize("card", ["tylium_planet", "icy_moon"])
def test_risking_a_raptor_needs_a_raptor(card):
    st = base_state()
    st["raptors_destroyed"] += st["reserves"]["raptor"]
    st["reserves"]["raptor"] = 0
    deck = st["decks"]["destination"]
    deck.remove(f"{card}#0")
    deck.append(f"{card}#0")
    run_tasks(st, [{"t": "jump", "ftl": False}], random.Random(0))
    act(st, st["admiral"], {"type": "card", "card": f"{card}#0"})
    assert st["decision"]["kind"] == "choose"
    assert GAME.legal_actions(st, st["admiral"]) == [{"type": "choose", "option": 1}]
