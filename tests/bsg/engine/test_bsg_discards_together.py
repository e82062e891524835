"""Pure discards by several players are chosen at the same time (bsg.md 13.36): a crisis's "the President discards 2,
then the current player discards 3" is one simultaneous ask of both, not two asks one after the other; one player's
own discards in a row stay its decisions."""

from __future__ import annotations

import random

from bsg_testkit import GAME, act, empty_hands, give_card, new_game, run_tasks

from engine.games.bsg import machine as M
from engine.games.bsg.data import DATA

WATER = DATA.crises["water_shortage_1"]["choice"]["options"][1]["effects"]  # President 2, then current player 3
RESIGNATION = DATA.crises["requested_resignation"]["choice"]["options"][0]["effects"]  # President 2, Admiral 2


def table(characters: list[str]) -> dict:
    state = new_game(3, characters)
    empty_hands(state)
    state["decision"], state["stack"] = None, []
    for seat, skill in enumerate(("tactics", "engineering", "piloting")):
        for strength in (1, 2, 3, 4):
            give_card(state, seat, skill, strength)
    return state


def test_the_president_and_the_current_player_discard_at_the_same_time():
    state = table(["william_adama", "laura_roslin", "galen_tyrol"])
    assert state["president"] == 1 and state["current"] == 0
    run_tasks(state, [M.effects(0, WATER, {"kind": "crisis", "id": "water_shortage_1"})], auto=False)
    d = state["decision"]
    assert d["kind"] == "hand_limit" and d["why"] == "forced" and d["pending"] == {"1": 2, "0": 3}
    assert sorted(GAME.to_act(state)) == [0, 1]
    act(state, 0, {"type": "discard", "cards": state["players"][0]["hand"][:3]}, random.Random(0))
    assert GAME.to_act(state) == [1]
    act(state, 1, {"type": "discard", "cards": state["players"][1]["hand"][:2]}, random.Random(0))
    assert [len(p["hand"]) for p in state["players"]] == [1, 2, 4]
    assert state["decision"] is None or state["decision"]["kind"] != "hand_limit"


def test_a_president_who_is_the_current_player_discards_2_then_3_as_before():
    state = table(["laura_roslin", "william_adama", "galen_tyrol"])
    for strength in (1, 2):
        give_card(state, 0, "politics", strength)
    assert state["president"] == 0 and state["current"] == 0
    run_tasks(state, [M.effects(0, WATER, {"kind": "crisis", "id": "water_shortage_1"})], auto=False)
    assert state["decision"]["kind"] == "discard" and state["decision"]["left"] == 2
    act(state, 0, {"type": "discard", "cards": state["players"][0]["hand"][:2]}, random.Random(0))
    assert state["decision"]["kind"] == "discard" and state["decision"]["left"] == 3


def test_both_leaders_discard_at_the_same_time_and_a_short_hand_discards_what_it_has():
    state = table(["laura_roslin", "william_adama", "galen_tyrol"])
    state["players"][1]["hand"] = state["players"][1]["hand"][:1]
    run_tasks(state, [M.effects(2, RESIGNATION, {"kind": "crisis", "id": "requested_resignation"})], auto=False)
    d = state["decision"]
    assert d["kind"] == "hand_limit" and d["pending"] == {"0": 2, "1": 1}


def test_a_headstrong_lee_adama_discards_at_random_at_once_and_the_other_still_chooses():
    state = table(["william_adama", "lee_adama", "galen_tyrol"])
    state["president"] = 1
    events = run_tasks(state, [M.effects(0, WATER, {"kind": "crisis", "id": "water_shortage_1"})], auto=False)
    assert len(state["players"][1]["hand"]) == 2
    assert [e.params["seat"] for e in events if e.kind == "skill_discarded" and e.to is None] == [1, 1]
    d = state["decision"]
    assert d["kind"] == "hand_limit" and d["pending"] == {"0": 3}
