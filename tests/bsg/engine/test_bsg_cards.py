"""Behaviour tests for named cards: T13 and the keep-in-play rules. The effect of every crisis, super crisis, Quorum
card and destination, outcome by outcome, is in test_bsg_crisis_effects.py / test_bsg_quorum_destination_effects.py."""

from __future__ import annotations

from bsg_testkit import GAME, Dice, act, bare, clear_space, kinds, new_game, refused, run_tasks, take_viper

from engine.games.bsg import machine as M
from engine.games.bsg.data import DATA


def crisis_now(state, card, rng=None):
    state["decks"]["crisis"].remove(card)
    state["decks"]["crisis"].append(card)
    act(state, 0, {"type": "stay"})
    return act(state, 0, {"type": "nothing"}, rng)


def test_t13_jammed_assault():
    state = new_game(3, ["saul_tigh", "laura_roslin", "kara_thrace"])
    clear_space(state)
    state["space"][0]["raider"] = 1
    pile = len(state["civilian_pile"])
    events = crisis_now(state, "jammed_assault", Dice([1]))
    order = kinds(events)
    assert order.index("activation") < order.index("deployed")
    # (1) the raider already on the board acts first (no civilian ship yet: it attacks Galactica, 1 misses)
    rolls = [e.params["why"] for e in events if e.kind == "roll"]
    assert rolls[:1] == ["raider_attacks_galactica"] and order.index("roll") < order.index("deployed")
    sp = state["space"]
    assert sp[1]["raider"] == 4 and len(sp[2]["basestars"]) == 1 and sp[2]["heavy_raider"] == 2
    assert [len(a["civilians"]) for a in sp] == [1, 0, 0, 1, 1, 1]
    assert sp[4]["viper"] == 1 and sp[5]["viper"] == 1
    assert len(state["civilian_pile"]) == pile - 4
    assert state["in_play"][0]["rule"] == "communications_blocked"
    assert order.count("activation") == 1 and "jump_track" not in order  # no H5, no H6
    # Communications is blocked until the next jump
    state["decision"] = None
    state["stack"] = []
    state["players"][0]["loc"] = "communications"
    from engine.games.bsg.decisions import location_usable

    assert not location_usable(state, 0, "communications")
    run_tasks(state, [{"t": "turn_end"}])
    assert "jammed_assault" not in state["discards"]["crisis"]
    state["decision"] = None
    state["stack"] = []
    run_tasks(state, [{"t": "jump", "ftl": False}])
    assert state["in_play"] == [] and "jammed_assault" in state["discards"]["crisis"]
    assert location_usable(state, 0, "communications")


def test_ambush_unmanned_vipers_minus_two():
    state = bare(3, ["saul_tigh", "laura_roslin", "kara_thrace"])
    clear_space(state)
    state["in_play"] = [
        {
            "card": "ambush",
            "deck": "crisis",
            "rule": "unmanned_viper_attack_minus_2",
            "until": "jump",
            "on_jump": None,
            "holder": None,
        }
    ]
    state["space"][4]["raider"] = 1
    take_viper(state, 4)

    def attack(unmanned):
        rng = Dice([4])
        M.attack_cylon(M.Ctx(state, rng), 0, "viper", 4, "raider", 0, unmanned=unmanned)
        run_tasks(state, [], rng)

    attack(True)
    assert state["space"][4]["raider"] == 1  # 4 - 2 = 2 < 3
    attack(False)  # a piloted viper is not affected
    assert state["space"][4]["raider"] == 0


def test_cylon_swarm_adds_one_to_launches():
    state = bare(3)
    clear_space(state)
    state["space"][1]["basestars"] = [{"damage": []}]
    state["in_play"] = [
        {
            "card": "cylon_swarm",
            "deck": "crisis",
            "rule": "basestar_launch_plus_one",
            "until": "jump",
            "on_jump": None,
            "holder": None,
        }
    ]
    run_tasks(state, [{"t": "activation", "icon": "launch_raiders"}])
    assert state["space"][1]["raider"] == 4


def test_thirty_three_leaves_when_a_civilian_is_destroyed_and_reshuffles_at_jump():
    state = bare(3)
    entry = {
        "card": "thirty_three",
        "deck": "crisis",
        "rule": "relentless_pursuit",
        "until": "civilian_or_basestar_destroyed",
        "on_jump": "shuffle_into_crisis_deck",
        "holder": None,
    }
    state["in_play"] = [dict(entry)]
    run_tasks(state, [{"t": "civilian_from_pile"}])
    assert state["in_play"] == [] and "thirty_three" in state["discards"]["crisis"]
    state["discards"]["crisis"].remove("thirty_three")
    state["in_play"] = [dict(entry)]
    state["in_play"][0]["until"] = "jump"
    run_tasks(state, [{"t": "jump", "ftl": False}])
    assert "thirty_three" in state["decks"]["crisis"]


def test_legendary_discovery_pass_adds_distance():
    state = bare(3)
    state["turn_crises"] = ["legendary_discovery"]
    spec = {"op": "skill_check", **DATA.crises["legendary_discovery"]["skill_check"]}
    run_tasks(state, [M.effects(0, spec["pass"], {"kind": "crisis", "id": "legendary_discovery"})])
    assert state["distance"] == 1
    assert state["in_play"][0]["rule"] == "counts_as_distance_1"
    assert state["turn_crises"] == []


def test_detector_sabotage_blocks_loyalty_looks():
    state = bare(3)
    state["in_play"] = [
        {
            "card": "detector_sabotage",
            "deck": "crisis",
            "rule": "no_loyalty_inspection",
            "until": "game_end",
            "on_jump": None,
            "holder": None,
        }
    ]
    events = run_tasks(state, [M.effects(0, [{"op": "look_loyalty", "viewer": "self", "target": "president"}])])
    assert "look_blocked" in kinds(events) and state["players"][0]["seen"] == []


def test_besieged_new_raiders_attack_at_once():
    state = new_game(3, ["saul_tigh", "laura_roslin", "kara_thrace"])
    clear_space(state)
    events = crisis_now(state, "besieged", Dice([8, 8, 1, 1]))
    assert kinds(events).count("viper_hit") == 2  # the 4 new raiders attack the 2 new vipers in area 5


def test_a_traitor_accused_alternative_discards():
    state = new_game(3, ["saul_tigh", "laura_roslin", "kara_thrace"])
    hand = len(state["players"][0]["hand"])
    crisis_now(state, "a_traitor_accused")
    assert state["decision"]["kind"] == "choose"
    act(state, 0, {"type": "choose", "option": 1})
    while state["decision"]["kind"] == "discard":
        act(state, 0, GAME.legal_actions(state, 0)[0])
    assert len(state["players"][0]["hand"]) == max(0, hand - 5) or state["current"] != 0


def test_super_crisis_check_limits_the_cylon_to_one_card():
    state = bare(3, ["william_adama", "laura_roslin", "sharon_valerii"])
    p = state["players"][2]
    p["cylon_player"] = True
    p["loc"] = "caprica"
    state["decks"]["super_crisis"].remove("inbound_nukes")
    p["super"] = ["inbound_nukes"]
    state["current"] = 2
    run_tasks(state, [{"t": "turn_start"}])
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "stay"})
    act(state, 2, {"type": "play_super", "card": "inbound_nukes"})
    act(state, 0, {"type": "contribute", "cards": []})
    act(state, 1, {"type": "contribute", "cards": []})
    cards = [a["cards"][0] for a in GAME.legal_actions(state, 2)[1:3]]
    assert "Brig" in refused(state, 2, {"type": "contribute", "cards": cards})  # a revealed Cylon adds at most 1
    events = act(state, 2, {"type": "contribute", "cards": cards[:1]})
    assert [e.params["count"] for e in events if e.kind == "contributed" and e.params["seat"] == 2] == [1]


def test_bomb_on_colonial_one_failure_closes_colonial_one():
    state = bare(3, ["william_adama", "laura_roslin", "sharon_valerii"])
    state["players"][2]["loc"] = "press_room"
    fail = {"op": "skill_check", **DATA.super_crises["bomb_on_colonial_one"]["skill_check"]}["fail"]
    run_tasks(state, [M.effects(0, fail, {"kind": "super_crisis", "id": "bomb_on_colonial_one"})])
    assert state["resources"]["morale"] == 8
    assert state["players"][1]["loc"] == "sickbay" and state["players"][2]["loc"] == "sickbay"
    from engine.games.bsg.decisions import location_usable, move_options

    assert not location_usable(state, 1, "press_room")
    assert not any(a.get("to") in ("press_room", "administration", "presidents_office") for a in move_options(state, 1))


def test_kara_secret_destiny_replaces_the_crisis_once():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["decks"]["crisis"].remove("food_shortage_1")
    state["decks"]["crisis"].append("food_shortage_1")
    act(state, 0, {"type": "stay"})
    act(state, 0, {"type": "nothing"}, auto=False)
    assert state["decision"]["kind"] == "secret_destiny" and state["decision"]["seat"] == 2
    replacement = state["decks"]["crisis"][-1]
    events = act(state, 2, {"type": "use"}, auto=False)
    assert "food_shortage_1" in state["discards"]["crisis"]
    assert [e.params["card"] for e in events if e.kind == "crisis"] == [replacement]
    assert state["players"][2]["opg_used"]


def test_baltar_delusional_intuition_draws_one_card_on_his_crisis():
    state = new_game(3, ["gaius_baltar", "william_adama", "kara_thrace"])
    hand = len(state["players"][0]["hand"])
    act(state, 0, {"type": "stay"})
    events = act(state, 0, {"type": "nothing"})
    assert ("ability_used", "Delusional Intuition") in [(e.kind, e.params.get("name")) for e in events]
    assert state["decision"]["kind"] == "draw_skill" and len(state["decision"]["skills"]) == 5
    act(state, 0, {"type": "draw", "skill": "piloting"})
    assert len(state["players"][0]["hand"]) == hand + 1


def test_weapon_malfunction_may_damage_a_piloted_viper():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    take_viper(state, 2, pilot=2)
    take_viper(state, 3)
    ops = [{"op": "vipers", "action": "damage", "where": "space", "count": 2}]
    run_tasks(state, [M.effects(0, ops, {"kind": "crisis", "id": "weapon_malfunction"})])
    assert state["decision"]["kind"] == "viper_pick"
    assert GAME.legal_actions(state, 0) == [{"type": "viper", "source": 3}, {"type": "viper", "source": {"seat": 2}}]
    act(state, 0, {"type": "viper", "source": {"seat": 2}})
    assert state["players"][2]["loc"] == "sickbay" and state["damaged_vipers"] == 2
