"""Issue 28 audit: the Cylon side's rules against shared/rules/bsg.md (each test names its section). Rules that an
older test already covers are not repeated here (test_bsg_cylons.py, test_bsg_audit_rules.py, test_bsg_combat.py)."""

from __future__ import annotations

import random

from bsg_testkit import GAME, Dice, act, bare, clear_space, finish_receive, new_game, run_tasks

from engine.games.bsg import board as B
from engine.games.bsg.data import loyalty_kind


def cylon_at(state: dict, seat: int, loc: str) -> None:
    p = state["players"][seat]
    p["cylon_player"] = True
    p["loc"] = loc


def cylon_turn(state: dict, seat: int, loc: str) -> None:
    """Start `seat`'s revealed-Cylon turn and answer C1 (two politics draws) and C2 (stay)."""
    state["current"] = seat
    run_tasks(state, [{"t": "turn_start"}])
    act(state, seat, {"type": "draw", "skill": "politics"})
    act(state, seat, {"type": "draw", "skill": "politics"})
    act(state, seat, {"type": "stay"} if state["players"][seat]["loc"] == loc else {"type": "move", "to": loc})


def reveal(state: dict, seat: int, card: str) -> None:
    """Reveal `card` as `seat`'s action, decline the optional power and discard down to 3 by the first answers."""
    act(state, seat, {"type": "reveal", "card": card})
    while (d := state["decision"]) and d["seat"] == seat and d["kind"] in ("confirm", "discard"):
        act(state, seat, GAME.legal_actions(state, seat)[-1 if d["kind"] == "confirm" else 0])


def test_s9_4_r8_s4_4_reveal_ends_the_turn_and_the_next_turn_of_the_revealer_is_a_cylon_turn():
    """§9.4 R8 (no Crisis step), §4.1 (the next seat plays on), §4.4 (C1-C3, no Crisis, activation or jump prep)."""
    state = new_game(3, ["saul_tigh", "laura_roslin", "kara_thrace"])
    finish_receive(state)
    state["players"][0]["loyalty"] = ["cylon_reduce_morale"]
    act(state, 0, {"type": "stay"})
    crises = len(state["decks"]["crisis"])
    reveal(state, 0, "cylon_reduce_morale")
    assert len(state["decks"]["crisis"]) == crises  # R8: no crisis drawn
    assert state["current"] == 1 and state["players"][0]["turns"] == 1
    # play seats 1 and 2 to the end of their turns by the first legal answers, then seat 0's Cylon turn
    rng = random.Random(3)
    while state["current"] != 0 and state["winner"] is None:
        seat = GAME.to_act(state)[0]
        act(state, seat, GAME.legal_actions(state, seat)[0], rng)
    assert state["decision"]["kind"] == "draw_skill" and state["decision"]["seat"] == 0
    assert len(state["decision"]["skills"]) == 5  # C1: any type
    crises, jump = len(state["decks"]["crisis"]), state["jump"]
    act(state, 0, {"type": "draw", "skill": "engineering"})
    act(state, 0, {"type": "draw", "skill": "piloting"})
    assert state["decision"]["kind"] == "cylon_move"
    act(state, 0, {"type": "stay"})
    assert state["decision"]["kind"] == "cylon_action"
    assert {a["type"] for a in GAME.legal_actions(state, 0)} == {"activate", "nothing"}  # no reveal, no card play
    act(state, 0, {"type": "nothing"})
    assert state["current"] == 1 and state["players"][0]["turns"] == 2
    assert len(state["decks"]["crisis"]) == crises and state["jump"] == jump


def test_s13_25_executive_order_reveal_loses_the_second_action_and_the_current_turn_continues():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][1]["loyalty"] = ["cylon_reduce_morale"]
    run_tasks(state, [{"t": "action", "seat": 1}, {"t": "action", "seat": 1}, {"t": "crisis"}, {"t": "turn_end"}])
    assert state["decision"]["kind"] == "action" and state["decision"]["seat"] == 1
    crises = len(state["decks"]["crisis"])
    reveal(state, 1, "cylon_reduce_morale")
    assert B.is_revealed(state, 1)
    assert not (state["decision"]["kind"] == "action" and state["decision"]["seat"] == 1)  # second action lost
    assert len(state["decks"]["crisis"]) < crises  # seat 0's Crisis step still happens
    assert state["current"] == 0


def test_s13_27_a_second_cylon_card_is_never_revealed():
    state = new_game(3, ["saul_tigh", "laura_roslin", "kara_thrace"])
    finish_receive(state)
    state["players"][0]["loyalty"] = ["cylon_brig", "cylon_reduce_morale"]
    act(state, 0, {"type": "stay"})
    reveals = [a for a in GAME.legal_actions(state, 0) if a["type"] == "reveal"]
    assert len(reveals) == 2  # D-REV: the player picks which one
    reveal(state, 0, "cylon_reduce_morale")
    assert state["players"][0]["loyalty"] == ["cylon_brig"]
    assert state["players"][0]["revealed_loyalty"] == ["cylon_reduce_morale"]
    assert B.is_revealed(state, 0) and state["current"] == 1
    state["decision"], state["stack"] = None, []
    cylon_turn(state, 0, "resurrection_ship")
    assert all(a["type"] != "reveal" for a in GAME.legal_actions(state, 0))


def test_s9_6_cylon_fleet_launch_skips_a_basestar_with_a_disabled_hangar():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    state["space"][0]["basestars"] = [{"damage": ["disabled_hangar"]}]
    state["space"][2]["basestars"] = [{"damage": []}]
    cylon_at(state, 2, "resurrection_ship")
    cylon_turn(state, 2, "cylon_fleet")
    act(state, 2, {"type": "activate", "location": "cylon_fleet"})
    act(state, 2, {"type": "choose", "option": 3})
    assert (state["space"][0]["raider"], state["space"][0]["heavy_raider"]) == (0, 0)
    assert (state["space"][2]["raider"], state["space"][2]["heavy_raider"]) == (2, 1)


def test_s9_6_cylon_fleet_basestars_option_rolls_for_each_basestar_and_damages_on_four():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    state["space"][0]["basestars"] = [{"damage": []}]
    state["space"][3]["basestars"] = [{"damage": []}]
    cylon_at(state, 2, "cylon_fleet")
    cylon_turn(state, 2, "cylon_fleet")
    act(state, 2, {"type": "activate", "location": "cylon_fleet"})
    act(state, 2, {"type": "choose", "option": 2}, Dice([4, 3]))
    assert len(state["damaged"]) + len(state["galactica_removed"]) == 1


def test_s13_42_caprica_attack_card_panic_does_not_touch_the_cylon_but_its_ships_arrive():
    """§6.2 (steps 1-3 at Caprica), §9.5 and §13.42: 'the current player discards 3' does not affect the Cylon."""
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    cylon_at(state, 2, "caprica")
    cylon_turn(state, 2, "caprica")
    hand = sorted(state["players"][2]["hand"])
    deck = state["decks"]["crisis"]
    for card in ("surrounded", "food_shortage_1"):
        deck.remove(card)
        deck.append(card)
    act(state, 2, {"type": "caprica_crises"})
    act(state, 2, {"type": "card", "card": "surrounded"}, Dice([1, 1, 1, 1, 1, 1, 1, 1]))
    assert state["current"] == 0  # the Cylon's turn is over: it was never asked to discard
    assert sorted(state["players"][2]["hand"]) == hand
    assert B.on_board(state, "basestar") == 1 and B.on_board(state, "raider") == 7
    assert "food_shortage_1" in state["discards"]["crisis"]


def test_s9_2_s9_6_a_revealed_cylon_keeps_a_dealt_cylon_card_and_may_pass_it_on():
    """§9.2 step 2 (revealed Cylons are dealt too), §9.6 Resurrection Ship (give unrevealed loyalty cards)."""
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    cylon_at(state, 2, "resurrection_ship")
    state["players"][0]["loyalty"] = ["not_cylon#0"]
    state["players"][2]["loyalty"], state["players"][2]["revealed_loyalty"] = [], ["cylon_brig"]
    state["decks"]["loyalty"].append("cylon_sickbay")
    state["current"] = 2
    run_tasks(state, [{"t": "deal_loyalty", "seat": 2}])
    assert state["players"][2]["loyalty"] == ["cylon_sickbay"]
    assert B.team(state, 0) == "human"
    state["decision"], state["stack"] = None, []
    cylon_turn(state, 2, "resurrection_ship")
    act(state, 2, {"type": "activate", "location": "resurrection_ship"})
    if state["decision"]["kind"] == "choose":
        act(state, 2, {"type": "choose", "option": 1})
    act(state, 2, {"type": "player", "seat": 0})
    assert B.team(state, 0) == "cylon" and state["players"][2]["loyalty"] == []


def test_s9_6_human_fleet_with_an_empty_victim_hand_still_rolls():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    cylon_at(state, 2, "human_fleet")
    state["players"][1]["hand"] = []
    cylon_turn(state, 2, "human_fleet")
    act(state, 2, {"type": "activate", "location": "human_fleet"})
    act(state, 2, {"type": "player", "seat": 1}, Dice([5]))
    assert len(state["damaged"]) + len(state["galactica_removed"]) == 1


def test_s9_6_s9_7_a_played_super_crisis_is_gone_for_good():
    """§9.7 (one super crisis per reveal, discarded after use), §9.6 Caprica and Resurrection Ship (swap only a held
    card): after playing it, Caprica offers only the crisis pair and the Resurrection Ship no swap."""
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    cylon_at(state, 2, "caprica")
    state["players"][2]["super"] = ["inbound_nukes"]
    cylon_turn(state, 2, "caprica")
    assert {"type": "play_super", "card": "inbound_nukes"} in GAME.legal_actions(state, 2)
    act(state, 2, {"type": "play_super", "card": "inbound_nukes"})
    while state["decision"] and state["current"] == 2:
        seat = GAME.to_act(state)[0]
        none = {"type": "contribute", "cards": []}
        act(state, seat, none if state["decision"]["kind"] == "contribute" else GAME.legal_actions(state, seat)[0])
    assert state["players"][2]["super"] == [] and "inbound_nukes" in state["discards"]["super_crisis"]
    state["decision"], state["stack"] = None, []
    cylon_turn(state, 2, "caprica")
    assert [a["type"] for a in GAME.legal_actions(state, 2)] == ["caprica_crises", "nothing"]
    state["decision"], state["stack"] = None, []
    cylon_turn(state, 2, "resurrection_ship")
    act(state, 2, {"type": "activate", "location": "resurrection_ship"})
    assert state["decision"] is None or state["decision"]["kind"] != "choose"
    assert state["players"][2]["super"] == []


def test_s3_6_six_players_with_baltar_and_boomer_two_cylon_cards_and_the_sympathizer_after_the_deal():
    chars = ["gaius_baltar", "sharon_valerii", "william_adama", "laura_roslin", "kara_thrace", "saul_tigh"]
    state = new_game(6, chars)
    dealt = [c for p in state["players"] for c in p["loyalty"]]
    deck = state["decks"]["loyalty"]
    kinds = [loyalty_kind(c) for c in dealt + deck]
    assert (kinds.count("cylon"), kinds.count("not_cylon"), kinds.count("sympathizer")) == (2, 11, 1)
    assert len(state["players"][0]["loyalty"]) == 2 and len(dealt) == 7
    assert "sympathizer" not in dealt and len(deck) == 2 + 11 + 1 - 7
