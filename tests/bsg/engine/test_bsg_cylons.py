"""Loyalty, revealing, the sympathizer and revealed-Cylon turns (bsg.md §9); worked example T5."""

from __future__ import annotations

import random

from bsg_testkit import GAME, Dice, act, bare, finish_receive, new_game, run_tasks, view_json

from engine.games.bsg import board as B


def with_loyalty(state, seat, cards):
    """Swap loyalty cards between the seat and the deck/others so that `seat` holds exactly `cards`."""
    pool = state["decks"]["loyalty"]
    for p in state["players"]:
        pool.extend(p["loyalty"])
        p["loyalty"] = []
    for cid in cards:
        if cid in pool:
            pool.remove(cid)
    state["players"][seat]["loyalty"] = list(cards)
    for s, p in enumerate(state["players"]):
        if s != seat:
            p["loyalty"] = [pool.pop(0) for _ in range(1)]


def test_t5_team_with_a_cylon_card_is_cylon():
    state = new_game(3, ["karl_agathon", "laura_roslin", "kara_thrace"])
    state["players"][0]["loyalty"] = ["not_cylon#0", "cylon_brig"]
    state["players"][1]["loyalty"] = ["not_cylon#1", "not_cylon#2"]
    assert B.team(state, 0) == "cylon" and B.team(state, 1) == "human"
    for seat in (None, 1, 2):
        view = GAME.view(state, seat)
        assert view["players"][0]["loyalty_count"] == 2 and view["players"][0]["loyalty"] is None
        assert "cylon_brig" not in view_json(view)
    assert GAME.view(state, 0)["me"]["loyalty"] == ["not_cylon#0", "cylon_brig"]
    assert GAME.view(state, 0)["me"]["team"] == "cylon"


def reveal_state(card="cylon_brig"):
    state = new_game(3, ["saul_tigh", "laura_roslin", "kara_thrace"])
    finish_receive(state)
    state["players"][0]["loyalty"] = ["not_cylon#0", card]
    act(state, 0, {"type": "stay"})
    return state


def test_t5_reveal_brig_power_titles_and_resurrection_ship():
    state = reveal_state()
    assert state["admiral"] == 0
    assert {"type": "reveal", "card": "cylon_brig"} in GAME.legal_actions(state, 0)
    crises = len(state["decks"]["crisis"])
    act(state, 0, {"type": "reveal", "card": "cylon_brig"})
    assert state["decision"]["kind"] == "pick_player"
    assert sorted(state["decision"]["options"]) == [1, 2] or 2 in state["decision"]["options"]
    act(state, 0, {"type": "player", "seat": 2})
    assert state["players"][2]["loc"] == "brig"
    while state["decision"]["kind"] == "discard" and state["decision"]["seat"] == 0:
        act(state, 0, GAME.legal_actions(state, 0)[0])
    p = state["players"][0]
    assert p["cylon_player"] and p["loc"] == "resurrection_ship"
    assert len(p["hand"]) <= 3
    assert state["admiral"] != 0 and not B.is_revealed(state, state["admiral"])
    assert len(p["super"]) == 1
    assert "cylon_brig" in GAME.view(state, None)["players"][0]["revealed_loyalty"]
    assert p["super"][0] not in view_json(GAME.view(state, 1))
    assert len(state["decks"]["crisis"]) == crises  # the turn ended without a crisis
    assert state["current"] == 1


def test_reveal_in_brig_has_no_power():
    state = reveal_state("cylon_reduce_morale")
    state["players"][0]["loc"] = "brig"
    act(state, 0, {"type": "reveal", "card": "cylon_reduce_morale"})
    assert state["resources"]["morale"] == 10
    assert state["players"][0]["loc"] == "resurrection_ship"


def test_reveal_reduce_morale_is_optional():
    state = reveal_state("cylon_reduce_morale")
    act(state, 0, {"type": "reveal", "card": "cylon_reduce_morale"})
    assert state["decision"]["kind"] == "confirm"
    act(state, 0, {"type": "yes"})
    assert state["resources"]["morale"] == 9


def test_reveal_sickbay_power():
    state = reveal_state("cylon_sickbay")
    state["players"][1]["loc"] = "command"
    act(state, 0, {"type": "reveal", "card": "cylon_sickbay"})
    act(state, 0, {"type": "player", "seat": 1})
    while state["decision"]["kind"] == "discard" and state["decision"]["seat"] == 1:
        act(state, 1, GAME.legal_actions(state, 1)[0])
    assert state["players"][1]["loc"] == "sickbay"


def test_reveal_damage_galactica_draw_up_to_five_resolve_two():
    state = reveal_state("cylon_damage_galactica")
    act(state, 0, {"type": "reveal", "card": "cylon_damage_galactica"})
    assert state["decision"]["kind"] == "galactica_draw_count"
    assert GAME.legal_actions(state, 0)[-1] == {"type": "count", "count": 5}
    events = act(state, 0, {"type": "count", "count": 3})
    seen = [e for e in events if e.kind == "galactica_tokens_seen"][0]
    assert seen.to == (0,) and len(seen.params["tokens"]) == 3
    act(state, 0, GAME.legal_actions(state, 0)[0])
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert len(state["damaged"]) + len(state["galactica_removed"]) == 2
    assert len(state["galactica_pile"]) == 6


def test_sympathizer_in_red_goes_to_brig_and_stays_human():
    state = bare(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    state["resources"]["food"] = 3
    state["decks"]["loyalty"] = ["not_cylon#9", "not_cylon#8", "not_cylon#7", "sympathizer"]
    state["current"] = 0
    run_tasks(state, [{"t": "sleeper"}])
    assert state["players"][0]["loc"] == "brig"
    assert not state["players"][0]["cylon_player"]
    assert state["admiral"] != 0  # the Admiral lost the title in the Brig
    assert B.team(state, 0) == "human"


def test_sympathizer_without_red_becomes_a_revealed_cylon():
    state = bare(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    state["decks"]["loyalty"] = ["not_cylon#9", "not_cylon#8", "sympathizer", "not_cylon#7"]
    state["current"] = 0
    run_tasks(state, [{"t": "sleeper"}])
    while state["decision"]:
        seat = GAME.to_act(state)[0]
        act(state, seat, GAME.legal_actions(state, seat)[0])
        if state["current"] != 0:
            break
    p = state["players"][1]
    assert p["cylon_player"] and p["sympathizer_cylon"] and p["loc"] == "resurrection_ship"
    assert p["super"] == []
    assert state["president"] != 1
    assert B.team(state, 1) == "cylon"


def test_revealed_cylon_must_pass_the_sympathizer():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][0]["cylon_player"] = True
    state["players"][0]["loc"] = "caprica"
    state["admiral"] = 2
    state["decks"]["loyalty"] = ["not_cylon#9", "not_cylon#8", "sympathizer"]
    run_tasks(state, [{"t": "sleeper"}])
    assert state["decision"]["kind"] == "give_sympathizer"
    assert GAME.legal_actions(state, 0) == [{"type": "player", "seat": 1}, {"type": "player", "seat": 2}]
    state["resources"]["morale"] = 4
    act(state, 0, {"type": "player", "seat": 2})
    assert state["players"][2]["loc"] == "brig"


def cylon_turn_state():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    p = state["players"][2]
    p["cylon_player"] = True
    p["loc"] = "resurrection_ship"
    p["loyalty"] = ["cylon_brig"]
    state["current"] = 2
    run_tasks(state, [{"t": "turn_start"}])
    return state


def test_cylon_turn_draws_two_of_any_type_then_moves_and_acts():
    state = cylon_turn_state()
    assert state["decision"]["kind"] == "draw_skill" and len(state["decision"]["skills"]) == 5
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "draw", "skill": "engineering"})
    assert state["decision"]["kind"] == "cylon_move"
    act(state, 2, {"type": "move", "to": "cylon_fleet"})
    assert {"type": "activate", "location": "cylon_fleet"} in GAME.legal_actions(state, 2)
    act(state, 2, {"type": "activate", "location": "cylon_fleet"})
    assert state["decision"]["kind"] == "choose" and len(state["decision"]["options"]) == 4
    raiders = B.on_board(state, "raider")
    act(state, 2, {"type": "choose", "option": 3})
    assert B.on_board(state, "raider") == raiders + 2


def test_human_fleet_steals_a_card_secretly_then_rolls():
    state = cylon_turn_state()
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "move", "to": "human_fleet"})
    act(state, 2, {"type": "activate", "location": "human_fleet"})
    events = act(state, 2, {"type": "player", "seat": 1})
    assert [e.to for e in events if e.kind == "hand_seen"] == [(2,)]
    card = GAME.legal_actions(state, 2)[0]["card"]
    events = act(state, 2, {"type": "card", "card": card}, Dice([8]))
    assert card in state["players"][2]["hand"]
    assert [e.to for e in events if e.kind == "your_card_stolen"] == [(1,)]
    assert all(card not in str(e.params) for e in events if e.to is None)
    assert len(state["damaged"]) + len(state["galactica_removed"]) == 1


def test_caprica_resolves_one_of_two_crises_without_activation_step():
    state = cylon_turn_state()
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "move", "to": "caprica"})
    state["decks"]["crisis"].remove("food_shortage_1")
    state["decks"]["crisis"].append("food_shortage_1")
    act(state, 2, {"type": "caprica_crises"})
    assert "food_shortage_1" in state["decision"]["options"]
    other = [c for c in state["decision"]["options"] if c != "food_shortage_1"][0]
    jump = state["jump"]
    act(state, 2, {"type": "card", "card": "food_shortage_1"})
    assert other in state["discards"]["crisis"]
    assert state["decision"]["kind"] == "choose" and state["decision"]["seat"] == state["president"]
    act(state, state["president"], {"type": "choose", "option": 0})
    assert state["resources"]["food"] == 6
    assert state["jump"] == jump  # no jump preparation after a Caprica crisis


def test_resurrection_ship_gives_loyalty_cards():
    state = cylon_turn_state()
    state["players"][2]["loyalty"] = ["not_cylon#5"]
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "stay"})
    act(state, 2, {"type": "activate", "location": "resurrection_ship"})
    if state["decision"]["kind"] == "choose":
        act(state, 2, {"type": "choose", "option": 1})
    assert state["decision"]["kind"] == "give_loyalty"
    events = act(state, 2, {"type": "player", "seat": 0})
    assert "not_cylon#5" in state["players"][0]["loyalty"]
    assert [e.to for e in events if e.kind == "loyalty_received"] == [(0,)]


def test_revealed_cylon_not_targeted_by_crisis_effects():
    state = cylon_turn_state()
    state["decision"] = None
    state["stack"] = []
    from engine.games.bsg import machine as M

    ctx = M.Ctx(state, random.Random(0))
    assert M.resolve_who(ctx, "current", 0) == []
    assert 2 not in M.resolve_who(ctx, "each", 0)
