"""Audit of bsg.md §7-§12 and their rulings (§13/§14): rules that had no focused test yet, and bugs found."""

from __future__ import annotations

import json
import random

from bsg_testkit import (
    GAME,
    Dice,
    act,
    bare,
    clear_space,
    empty_hands,
    finish_receive,
    give_card,
    kinds,
    new_game,
    run_tasks,
    take_viper,
    view_json,
)

from engine.games.bsg import board as B
from engine.games.bsg import machine as M
from engine.games.bsg.data import DATA


def ctx_of(state: dict, rng: random.Random | None = None) -> M.Ctx:
    return M.Ctx(state, rng or random.Random(0))


def resolve(state: dict, rng: random.Random, fn, *args) -> list:
    """Call a machine function that pushes tasks, run them, and pass every reaction window."""
    ctx = ctx_of(state, rng)
    fn(ctx, *args)
    M.run(ctx)
    events = ctx.events
    while state["decision"] and state["decision"]["kind"] == "skill_window":
        events += act(state, GAME.to_act(state)[0], {"type": "pass"}, rng)
    return events


def stack_loyalty(state: dict, top: list[str]) -> None:
    """Put these loyalty cards on top of the loyalty deck (first listed is dealt first)."""
    deck = state["decks"]["loyalty"]
    for card in top:
        if card in deck:
            deck.remove(card)
        else:
            for p in state["players"]:
                if card in p["loyalty"]:
                    p["loyalty"].remove(card)
                    p["loyalty"].append(deck.pop(0))
    deck.extend(reversed(top))


# §7 combat --------------------------------------------------------------------------------------------------------


def space_board(chars=None) -> dict:
    state = bare(3, chars or ["kara_thrace", "william_adama", "laura_roslin"])
    clear_space(state)
    return state


def test_s7_1_galactica_misses_a_basestar_on_four_and_a_raider_on_two():
    state = space_board()
    state["space"][1]["basestars"] = [{"damage": []}]
    state["space"][1]["raider"] = 1
    rng = Dice([4, 2, 3])
    events = resolve(state, rng, M.attack_cylon, 1, "galactica", 1, "basestar", 0)
    assert state["space"][1]["basestars"] == [{"damage": []}] and "missed" in kinds(events)
    resolve(state, rng, M.attack_cylon, 1, "galactica", 1, "raider", 0)
    assert state["space"][1]["raider"] == 1
    resolve(state, rng, M.attack_cylon, 1, "galactica", 1, "raider", 0)
    assert state["space"][1]["raider"] == 0


def test_s7_2_the_current_player_rolls_for_cylon_ships_and_the_controller_for_own_attacks():
    state = space_board()
    state["current"] = 2
    state["space"][0]["basestars"] = [{"damage": []}]
    events = run_tasks(state, [{"t": "activation", "icon": "activate_basestars"}], Dice([1]))
    assert [e.params["seat"] for e in events if e.kind == "roll"] == [2]
    state["space"][0]["raider"] = 1
    events = resolve(state, Dice([1]), M.attack_cylon, 1, "galactica", 0, "raider", 0)
    assert [e.params["seat"] for e in events if e.kind == "roll"] == [1]


def test_s7_1_structural_damage_adds_two_to_a_nuke_roll():
    """§7.1, §13.14: a natural 1 becomes 3 against a basestar with structural damage: destroyed, not damaged."""
    state = space_board()
    state["basestar_pile"].remove("structural_damage")
    state["space"][0]["basestars"] = [{"damage": ["structural_damage"]}]
    state["space"][0]["raider"] = 2
    resolve(state, Dice([1]), M.nuke, 1, 0, 0)
    assert state["space"][0]["basestars"] == [] and state["space"][0]["raider"] == 2
    assert "structural_damage" in state["basestar_pile"] and state["nukes"] == 1


def test_s13_14_structural_damage_adds_two_to_galactica_attacks():
    state = space_board()
    state["basestar_pile"].remove("structural_damage")
    state["space"][2]["basestars"] = [{"damage": ["structural_damage"]}]
    events = resolve(state, Dice([3]), M.attack_cylon, 1, "galactica", 2, "basestar", 0)
    assert "basestar_damaged" in kinds(events) and "missed" not in kinds(events)  # 3 + 2 = 5


def test_s13_15_nuke_destroys_fewer_raiders_when_fewer_are_there():
    state = space_board()
    state["space"][0]["basestars"] = [{"damage": []}]
    state["space"][0]["raider"] = 2
    state["space"][1]["raider"] = 3
    resolve(state, Dice([8]), M.nuke, 1, 0, 0)
    assert state["space"][0]["raider"] == 0 and state["space"][1]["raider"] == 3
    assert state["nukes"] == 1 and state["nukes_used"] == 1


def test_s7_4_basestar_at_two_damage_is_destroyed_without_drawing():
    state = space_board()
    for token in ("disabled_hangar", "disabled_weapons"):
        state["basestar_pile"].remove(token)
    state["space"][3]["basestars"] = [{"damage": ["disabled_hangar", "disabled_weapons"]}]
    ctx = ctx_of(state)
    M.damage_basestar(ctx, 3, 0)
    assert state["space"][3]["basestars"] == []
    assert "basestar_damaged" not in kinds(ctx.events) and "basestar_destroyed" in kinds(ctx.events)
    assert sorted(state["basestar_pile"]) == sorted(DATA.basestar_damage)


def test_s7_4_destroy_a_basestar_effect_draws_no_token():
    state = space_board()
    state["space"][3]["basestars"] = [{"damage": []}]
    ctx = ctx_of(state)
    M.destroy_basestar(ctx, 3, 0)
    assert state["space"][3]["basestars"] == [] and len(state["basestar_pile"]) == 4


def test_s7_3_s13_19_pilot_sent_to_the_brig_returns_the_viper_to_the_reserves():
    state = space_board()
    take_viper(state, 4, pilot=0)
    reserves = state["reserves"]["viper"]
    M.send(ctx_of(state), 0, "brig")
    p = state["players"][0]
    assert p["loc"] == "brig" and p["viper"] is None
    assert state["reserves"]["viper"] == reserves + 1 and state["damaged_vipers"] == 0


def test_s7_3_s9_4_r5_a_pilot_who_becomes_a_cylon_player_returns_the_viper():
    state = space_board()
    take_viper(state, 4, pilot=0)
    state["players"][0]["hand"] = []
    reserves = state["reserves"]["viper"]
    M.become_cylon(ctx_of(state), 0)
    assert state["players"][0]["viper"] is None and state["players"][0]["loc"] == "resurrection_ship"
    assert state["reserves"]["viper"] == reserves + 1


def test_s7_3_destroyed_piloted_viper_leaves_the_game_and_pilot_goes_to_sickbay():
    state = space_board()
    take_viper(state, 5, pilot=0)
    reserves = state["reserves"]["viper"]
    M.damage_viper_in(ctx_of(state), {"seat": 0}, destroy=True)
    assert state["players"][0]["loc"] == "sickbay" and state["players"][0]["viper"] is None
    assert state["reserves"]["viper"] == reserves and state["vipers_destroyed"] == 1


def test_s13_20_galactica_damage_does_not_affect_pilots():
    state = space_board()
    take_viper(state, 4, pilot=0)
    state["players"][1]["loc"] = "hangar_deck"
    M.apply_galactica_token(ctx_of(state), "hangar_deck")
    assert state["players"][0]["viper"] == 4 and state["players"][0]["loc"] is None
    assert state["players"][1]["loc"] == "sickbay"


def test_s7_5_damaged_location_can_be_entered_but_not_activated_until_repaired():
    from engine.games.bsg import decisions as D

    state = space_board()
    state["galactica_pile"].remove("armory")
    state["damaged"] = ["armory"]
    state["players"][1]["loc"] = "command"
    assert {"type": "move", "to": "armory"} in D.move_options(state, 1)
    state["players"][1]["loc"] = "armory"
    state["centurions"] = [1]
    assert not D.location_usable(state, 1, "armory")
    M.o_repair_location(ctx_of(state), {"op": "repair_location", "location": "current"}, 1, {})
    assert state["damaged"] == [] and "armory" in state["galactica_pile"]
    assert D.location_usable(state, 1, "armory")


def test_s7_6_destroyed_civilian_from_the_pile_then_from_the_board_when_the_pile_is_empty():
    state = space_board()
    pile = list(state["civilian_pile"])
    run_tasks(state, [{"t": "civilian_from_pile"}])
    assert len(state["civilian_pile"]) == len(pile) - 1 and len(state["civilians_destroyed"]) == 1
    state["space"][2]["civilians"] = state["civilian_pile"][:1]
    state["space"][5]["civilians"] = state["civilian_pile"][1:2]
    state["civilian_pile"] = []
    run_tasks(state, [{"t": "civilian_from_pile"}])
    assert state["decision"]["kind"] == "civilian_destroy" and state["decision"]["seat"] == state["current"]
    assert GAME.legal_actions(state, 0) == [{"type": "area", "area": 2}, {"type": "area", "area": 5}]
    act(state, 0, {"type": "area", "area": 5})
    assert state["space"][5]["civilians"] == [] and len(state["civilians_destroyed"]) == 2


# §8 characters, titles, Sickbay and Brig -----------------------------------------------------------------------


def test_s8_1_draw_of_any_type_without_a_listed_type_uses_the_own_skill_set():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    run_tasks(state, [M.effects(2, [{"op": "draw", "who": "self", "count": 2}])])
    assert state["decision"]["kind"] == "draw_skill"
    assert state["decision"]["skills"] == B.skill_set(state, 2)
    assert "politics" not in state["decision"]["skills"]


def test_s8_3_s13_39_leaving_the_brig_does_not_return_the_admiral_title():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    assert state["admiral"] == 0 and state["president"] == 1
    ctx = ctx_of(state)
    M.send(ctx, 0, "brig")
    assert state["admiral"] == 2  # Kara (rank 5)
    M.send(ctx, 1, "brig")
    assert state["president"] == 1  # the President keeps the title in the Brig
    M.send(ctx, 0, "command")
    assert state["admiral"] == 2 and state["players"][0]["loc"] == "command"


def test_s8_3_title_passes_past_a_brig_player_to_the_next_free_human_on_reveal():
    state = bare(4, ["william_adama", "laura_roslin", "kara_thrace", "saul_tigh"])
    assert state["admiral"] == 0
    state["players"][3]["loc"] = "brig"  # Tigh, rank 2, in the Brig
    state["players"][0]["hand"] = []
    M.become_cylon(ctx_of(state), 0)
    assert state["admiral"] == 2  # Kara (rank 5), not Tigh
    assert not B.is_revealed(state, state["admiral"])


def test_s8_4_attached_quorum_cards_are_discarded_when_the_holder_becomes_a_cylon():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    card = next(c for c in state["decks"]["quorum"] if c.startswith("assign_arbitrator"))
    state["decks"]["quorum"].remove(card)
    other = {"card": "some_crisis", "deck": "crisis", "rule": "x", "until": "jump", "on_jump": None, "holder": None}
    state["in_play"] = [
        {"card": card, "deck": "quorum", "rule": "arbitrator", "until": "used", "on_jump": None, "holder": 2},
        other,
    ]
    state["players"][2]["hand"] = []
    M.become_cylon(ctx_of(state), 2)
    assert state["in_play"] == [other] and card in state["discards"]["quorum"]


def test_s8_4_s13_24_revealed_cylons_are_not_candidates_of_quorum_cards_or_administration():
    state = bare(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    state["players"][3]["cylon_player"] = True
    state["players"][3]["loc"] = "caprica"
    ctx = ctx_of(state)
    sel = DATA.locations["administration"]["action"]["target"]
    assert M.candidates(ctx, sel, 1, {}) == [0, 1, 2]
    assert 3 not in M.candidates(ctx, {"chosen_by": "self", "filter": ["other"]}, 1, {"op": "title"})


def test_s13_41_a_nominee_in_the_brig_may_become_president():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][2]["loc"] = "brig"
    sel = DATA.locations["administration"]["action"]["target"]
    assert 2 in M.candidates(ctx_of(state), sel, 0, {})


def test_s8_5_effects_that_do_not_name_the_brig_do_not_move_a_prisoner():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][1]["loc"] = "brig"
    state["players"][2]["loc"] = "brig"
    run_tasks(state, [M.effects(0, [{"op": "send", "who": {"seat": 1}, "to": "sickbay"}], {"kind": "crisis"})])
    run_tasks(state, [M.effects(0, [{"op": "send", "who": {"seat": 2}, "to": "command"}], {"kind": "crisis"})])
    assert state["players"][1]["loc"] == "brig" and state["players"][2]["loc"] == "brig"


def test_s8_5_s13_47_nobody_legal_to_send_means_nothing_happens():
    """Karl off the board, the others already in the Brig: an admirals_quarters-like pick finds nobody."""
    state = bare(3, ["karl_agathon", "laura_roslin", "kara_thrace"])
    assert state["players"][0]["stranded"]
    state["players"][1]["loc"] = "brig"
    state["players"][2]["loc"] = "brig"
    op = {"op": "send", "who": {"chosen_by": "self"}, "to": "brig"}
    events = run_tasks(state, [M.effects(1, [op, {"op": "resource", "food": -1}], {"kind": "quorum"})])
    assert "no_legal_target" in kinds(events) and state["decision"] is None
    assert state["resources"]["food"] == 7
    assert state["players"][0]["loc"] is None


def test_s8_5_sickbay_player_receives_only_one_card_and_may_then_move_out():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][0]["loc"] = "sickbay"
    run_tasks(state, [{"t": "receive"}, {"t": "movement"}])
    assert state["decision"]["kind"] == "draw_skill" and state["decision"]["left"] == 1
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["decision"]["kind"] == "move"
    assert {"type": "move", "to": "command"} in GAME.legal_actions(state, 0)
    assert all(a.get("to") not in ("sickbay", "brig") for a in GAME.legal_actions(state, 0))


def test_s8_5_cylon_sickbay_victim_must_be_movable_to_sickbay():
    """§8.5: only characters who can actually be sent to Sickbay may be picked (not already there, not in the Brig)."""
    state = new_game(4, ["saul_tigh", "laura_roslin", "kara_thrace", "galen_tyrol"])
    finish_receive(state)
    state["players"][0]["loyalty"] = ["not_cylon#0", "cylon_sickbay"]
    act(state, 0, {"type": "stay"})
    state["players"][1]["loc"] = "sickbay"
    state["players"][2]["loc"] = "brig"
    state["players"][3]["loc"] = "command"
    act(state, 0, {"type": "reveal", "card": "cylon_sickbay"})
    assert state["decision"]["kind"] == "pick_player"
    assert 1 not in state["decision"]["options"] and 2 not in state["decision"]["options"]
    assert 3 in state["decision"]["options"]
    hand = len(state["players"][2]["hand"])
    act(state, 0, {"type": "player", "seat": 3})
    while state["decision"]["kind"] == "discard" and state["decision"]["seat"] == 3:
        act(state, 3, GAME.legal_actions(state, 3)[0])
    assert state["players"][3]["loc"] == "sickbay"
    assert len(state["players"][2]["hand"]) == hand


def test_s13_53_executive_order_target_in_the_brig_cannot_move_but_may_act_twice():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][1]["loc"] = "brig"
    state["decision"] = {"kind": "eo_mode", "seat": 1}
    act(state, 1, {"type": "mode", "mode": "move_and_act"})
    assert state["decision"]["kind"] == "action" and state["decision"]["seat"] == 1  # the move is skipped
    state["decision"] = {"kind": "eo_mode", "seat": 1}
    state["stack"] = []
    act(state, 1, {"type": "mode", "mode": "two_actions"})
    assert state["decision"]["kind"] == "action"
    assert {"type": "activate", "location": "brig"} in GAME.legal_actions(state, 1)
    act(state, 1, {"type": "nothing"})
    assert state["decision"]["kind"] == "action" and state["decision"]["seat"] == 1


# §9 loyalty, revealing, Cylon players ----------------------------------------------------------------------------


def test_s13_30_sympathizer_turned_during_own_crisis_gets_no_activation_or_jump_prep():
    """§13.30: the Sympathizer phase starts inside H4 (Legendary Discovery adds the 4th distance); the current player
    becomes a Cylon player, so the card's launch_raiders (H5) and any H6 no longer happen."""
    state = bare(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    empty_hands(state)
    clear_space(state)
    state["space"][2]["basestars"] = [{"damage": []}]
    state["distance"] = 3
    stack_loyalty(state, ["sympathizer"])
    card = DATA.crises["legendary_discovery"]
    src = {"kind": "crisis", "id": "legendary_discovery"}
    state["turn_crises"] = ["legendary_discovery"]
    events = run_tasks(
        state,
        [
            {"t": "ops", "ops": card["skill_check"]["pass"], "actor": 0, "src": src},
            {"t": "crisis_after", "card": "legendary_discovery"},
        ],
    )
    while state["decision"]:
        seat = GAME.to_act(state)[0]
        events += act(state, seat, GAME.legal_actions(state, seat)[0])
    assert state["players"][0]["cylon_player"] and state["players"][0]["sympathizer_cylon"]
    assert "activation" not in kinds(events)
    assert state["space"][2]["raider"] == 0


def test_t5_helo_is_a_cylon_verbatim():
    """T5 with Karl Agathon himself: {not_cylon, cylon_brig} is a Cylon; others see only the count; REVEAL in H3."""
    state = bare(3, ["karl_agathon", "laura_roslin", "kara_thrace"])
    karl = state["players"][0]
    karl.update(stranded=False, loc="command", turns=1)  # his second turn: on Galactica
    state["players"][1]["loc"] = "research_lab"
    state["players"][2]["loc"] = "weapons_control"
    karl["loyalty"] = ["not_cylon#0", "cylon_brig"]
    state["players"][1]["loyalty"] = ["not_cylon#1"]
    state["players"][2]["loyalty"] = ["not_cylon#2"]
    assert state["admiral"] == 0 and B.team(state, 0) == "cylon"
    for seat in (None, 1, 2):
        view = GAME.view(state, seat)
        assert view["players"][0]["loyalty_count"] == 2 and view["players"][0]["loyalty"] is None
        assert "cylon_brig" not in view_json(view)
    run_tasks(state, [{"t": "turn_start"}])
    finish_receive(state)
    empty_hands(state)
    for skill, strength in [("leadership", 1), ("leadership", 2), ("tactics", 1), ("tactics", 2), ("piloting", 1)]:
        give_card(state, 0, skill, strength)
    crises = len(state["decks"]["crisis"])
    jump = state["jump"]
    act(state, 0, {"type": "stay"})
    events = act(state, 0, {"type": "reveal", "card": "cylon_brig"})
    assert [e.params["card"] for e in events if e.kind == "revealed" and e.to is None] == ["cylon_brig"]
    assert {1, 2} <= set(state["decision"]["options"])  # characters on Galactica
    act(state, 0, {"type": "player", "seat": 1})
    assert state["players"][1]["loc"] == "brig"
    assert state["decision"]["kind"] == "discard" and state["decision"]["left"] == 2
    events = []
    while state["decision"]["kind"] == "discard":
        events += act(state, 0, GAME.legal_actions(state, 0)[0])
    assert len(karl["hand"]) == 3
    assert len([e for e in events if e.kind == "skill_discarded" and e.to is None]) == 2  # public discards
    assert state["admiral"] == 2  # Kara (Admiral rank 5) before Roslin (rank 10, and in the Brig)
    assert karl["cylon_player"] and karl["loc"] == "resurrection_ship"
    assert karl["loyalty"] == ["not_cylon#0"] and karl["revealed_loyalty"] == ["cylon_brig"]
    assert len(karl["super"]) == 1
    for seat in (None, 1, 2):
        assert karl["super"][0] not in view_json(GAME.view(state, seat))
        assert "not_cylon#0" not in view_json(GAME.view(state, seat))
    assert len(state["decks"]["crisis"]) == crises and state["jump"] == jump  # no H4-H6
    assert state["current"] == 1
    # from his next turn on he plays CYLON_TURN
    state["decision"] = None
    state["stack"] = []
    state["current"] = 0
    run_tasks(state, [{"t": "turn_start"}])
    assert state["decision"]["kind"] == "draw_skill" and len(state["decision"]["skills"]) == 5


def test_s9_1_looking_at_loyalty_picks_one_card_at_random_and_tells_only_the_looker():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][2]["loyalty"] = ["not_cylon#0", "cylon_brig"]
    seen = set()
    for seed in range(12):
        trial = json.loads(json.dumps(state))
        op = {"op": "look_loyalty", "viewer": "self", "target": {"seat": 2}}
        events = run_tasks(trial, [M.effects(0, [op], {"kind": "quorum"})], random.Random(seed))
        pub = [e for e in events if e.kind == "looked_at_loyalty"]
        assert len(pub) == 1 and pub[0].to is None and pub[0].params["count"] == 1
        assert "cylon_brig" not in json.dumps([e.params for e in events if e.to is None])
        priv = [e for e in events if e.kind == "loyalty_seen"]
        assert priv[0].to == (0,)
        seen.add(priv[0].params["cards"][0])
        assert GAME.view(trial, 0)["me"]["seen_loyalty"] == [{"target": 2, "cards": priv[0].params["cards"]}]
        assert GAME.view(trial, 1)["me"]["seen_loyalty"] == []
    assert seen == {"not_cylon#0", "cylon_brig"}


def test_s13_31_looking_at_own_loyalty_does_nothing():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    op = {"op": "look_loyalty", "viewer": "president", "target": "admiral"}
    state["president"] = state["admiral"] = 0
    events = run_tasks(state, [M.effects(0, [op], {"kind": "quorum"})])
    assert "look_nothing" in kinds(events) and "loyalty_seen" not in kinds(events)
    assert state["players"][0]["seen"] == []


def test_s9_2_deal_starts_with_the_current_player_and_a_sympathizer_resolves_before_dealing_continues():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["current"] = 1
    stack_loyalty(state, ["not_cylon#7", "sympathizer", "not_cylon#8"])
    events = run_tasks(state, [{"t": "sleeper"}])
    order = [(e.kind, e.params.get("seat")) for e in events if e.kind in ("loyalty_dealt", "sympathizer_revealed")]
    assert order == [("loyalty_dealt", 1), ("loyalty_dealt", 2), ("sympathizer_revealed", 2), ("loyalty_dealt", 0)]
    assert "not_cylon#7" in state["players"][1]["loyalty"] and "not_cylon#8" in state["players"][0]["loyalty"]
    assert sorted(e.to for e in events if e.kind == "loyalty_card") == [(0,), (1,)]  # each card SECRET


def test_s9_2_s13_48_a_revealed_cylon_is_dealt_a_card_and_a_revealed_boomer_two_but_no_brig():
    state = bare(3, ["sharon_valerii", "laura_roslin", "william_adama"])
    state["players"][0].update(cylon_player=True, loc="caprica")
    state["players"][2]["cylon_player"] = False
    before = [len(p["loyalty"]) for p in state["players"]]
    stack_loyalty(state, ["not_cylon#7", "not_cylon#8", "not_cylon#9", "not_cylon#10"])
    run_tasks(state, [{"t": "sleeper"}])
    assert [len(p["loyalty"]) for p in state["players"]] == [before[0] + 2, before[1] + 1, before[2] + 1]
    assert state["players"][0]["loc"] == "caprica"


def test_s9_3_sympathizer_cylon_may_not_use_cylon_fleet_or_play_a_super_crisis():
    from engine.games.bsg import decisions as D

    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    p = state["players"][2]
    p.update(cylon_player=True, sympathizer_cylon=True, loc="cylon_fleet", super=["super_crisis_x"])
    assert D.cylon_action_options(state, 2) == [{"type": "nothing"}]
    p["loc"] = "caprica"
    assert D.cylon_action_options(state, 2) == [{"type": "caprica_crises"}, {"type": "nothing"}]
    p["sympathizer_cylon"] = False
    assert {"type": "play_super", "card": "super_crisis_x"} in D.cylon_action_options(state, 2)


def test_s9_3_s13_29_sympathizer_already_in_the_brig_stays_there_as_a_human():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][1]["loc"] = "brig"
    state["resources"]["morale"] = 5  # red zone
    events = []
    ctx = ctx_of(state)
    M.resolve_sympathizer(ctx, 1, "sympathizer")
    events += ctx.events
    assert state["players"][1]["loc"] == "brig" and not state["players"][1]["cylon_player"]
    assert "sent" not in kinds(events) and B.team(state, 1) == "human"
    assert GAME.view(state, None)["players"][1]["revealed_loyalty"] == ["sympathizer"]


def test_s9_5_revealed_cylon_rules_one_card_no_windows_no_executive_order():
    from engine.games.bsg import decisions as D

    state = bare(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    state["players"][3].update(cylon_player=True, loc="caprica")
    assert M.contribution_limit(state, 3) == 1 and M.contribution_limit(state, 2) == 99
    assert 3 not in M.reaction_queue(state, for_check=False)
    assert 3 not in D.eo_targets(state, 0)
    assert B.hand_limit(state, 3) == 10
    state["players"][3]["character"] = "galen_tyrol"
    assert B.hand_limit(state, 3) == 10  # no character sheet any more (Tyrol's 8 no longer applies)


def test_s9_6_cylon_fleet_heavy_raiders_without_ships_still_advances_centurions():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    state["centurions"] = [1]
    op = DATA.locations["cylon_fleet"]["action"]["effects"][0]["options"][1]["effects"]
    run_tasks(state, [M.effects(2, op, {"kind": "location", "id": "cylon_fleet"})])
    assert state["centurions"] == [2]


def test_s9_6_resurrection_ship_gives_loyalty_only_at_distance_seven_or_less_and_not_to_cylons():
    state = bare(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    p = state["players"][2]
    p.update(cylon_player=True, loc="resurrection_ship", loyalty=["not_cylon#5"], super=[])
    state["players"][3].update(cylon_player=True, loc="caprica")
    state["current"] = 2
    state["distance"] = 7
    run_tasks(state, [{"t": "resurrection", "seat": 2}])
    assert state["decision"]["kind"] == "give_loyalty"
    assert GAME.legal_actions(state, 2) == [
        {"type": "player", "seat": 0},
        {"type": "player", "seat": 1},
        {"type": "player", "seat": None},
    ]
    events = act(state, 2, {"type": "player", "seat": 1})
    assert [e.params for e in events if e.kind == "loyalty_given"] == [{"seat": 2, "to": 1, "count": 1}]
    assert all("not_cylon#5" not in json.dumps(e.params) for e in events if e.to is None)
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][2].update(cylon_player=True, loc="resurrection_ship", loyalty=["not_cylon#5"], super=[])
    state["distance"] = 8
    run_tasks(state, [{"t": "resurrection", "seat": 2}])
    assert state["decision"] is None and state["players"][2]["loyalty"] == ["not_cylon#5"]


def test_s13_16_evasive_maneuvers_window_not_opened_by_an_effect_that_damages_a_viper():
    state = space_board()
    take_viper(state, 4)
    op = {"op": "vipers", "action": "damage", "where": "space", "count": 1}
    run_tasks(state, [M.effects(0, [op], {"kind": "crisis", "id": "x"})], auto=False)
    assert state["decision"] is None and state["damaged_vipers"] == 1


def test_s13_17_a_reroll_keeps_modifiers_already_applied_and_results_clamp():
    state = space_board()
    ctx = ctx_of(state, Dice([7]))
    state["roll"] = {"seat": 0, "why": "x", "mod": 2, "raw": 3, "value": 5, "used": ["strategic_planning"]}
    M.reroll(ctx, 0, "eco_officer")
    assert state["roll"]["raw"] == 7 and state["roll"]["value"] == 8
    ctx = ctx_of(state, Dice([1]))
    M.reroll(ctx, -2, "evasive_maneuvers")
    assert state["roll"]["value"] == 1


# §10 hand limit, decks, shortages ---------------------------------------------------------------------------------


def test_s10_2_empty_skill_deck_reshuffles_its_discards_and_both_empty_loses_the_draw():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    deck = state["skill_deck"]["engineering"]
    state["skill_discard"]["engineering"] = deck[1:]
    state["skill_deck"]["engineering"] = deck[:1]
    hand = len(state["players"][0]["hand"])
    ctx = ctx_of(state)
    M.draw_skill(ctx, 0, "engineering")
    M.draw_skill(ctx, 0, "engineering")
    assert "skill_reshuffled" in kinds(ctx.events) and state["skill_discard"]["engineering"] == []
    assert len(state["players"][0]["hand"]) == hand + 2
    state["skill_deck"]["engineering"] = []
    ctx = ctx_of(state)
    M.draw_skill(ctx, 0, "engineering")
    assert kinds(ctx.events) == ["draw_lost"] and len(state["players"][0]["hand"]) == hand + 2


def test_s10_2_crisis_deck_reshuffles_its_discard_pile_when_empty():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["discards"]["crisis"] = list(state["decks"]["crisis"])
    state["decks"]["crisis"] = []
    ctx = ctx_of(state)
    card = M.draw_from(ctx, "crisis")
    assert card is not None and "deck_reshuffled" in kinds(ctx.events) and state["discards"]["crisis"] == []


def test_s10_1_hand_limit_counts_only_skill_cards_and_applies_to_revealed_cylons():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][2].update(cylon_player=True, loc="caprica", super=["x"])
    empty_hands(state)
    for _ in range(11):
        state["players"][2]["hand"].append(state["skill_deck"]["tactics"].pop())
    state["quorum_hand"] = state["decks"]["quorum"][:12]
    run_tasks(state, [{"t": "turn_end"}])
    assert state["decision"]["kind"] == "hand_limit" and GAME.to_act(state) == [2]
    events = act(state, 2, GAME.legal_actions(state, 2)[0])
    assert [e.params["why"] for e in events if e.kind == "skill_discarded" and e.to is None] == ["hand_limit"]
    assert len(state["players"][2]["hand"]) == 10


def test_s10_4_s13_57_resources_clamp_to_zero_and_fifteen():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    ctx = ctx_of(state)
    M.change_resource(ctx, "fuel", -20)
    M.change_resource(ctx, "fuel", 3)
    M.change_resource(ctx, "morale", 9)
    assert state["resources"]["fuel"] == 3 and state["resources"]["morale"] == 15


def test_s10_3_basestar_launch_shortage_lets_the_current_player_place_the_ships():
    state = space_board()
    state["space"][1]["basestars"] = [{"damage": []}]
    state["space"][4]["basestars"] = [{"damage": []}]
    state["space"][0]["raider"] = 14  # 2 raiders left in the supply, 6 wanted
    events = run_tasks(state, [{"t": "activation", "icon": "launch_raiders"}])
    assert state["decision"]["kind"] == "deploy_pick" and state["decision"]["seat"] == state["current"]
    assert GAME.legal_actions(state, 0) == [{"type": "area", "area": 1}, {"type": "area", "area": 4}]
    events = act(state, 0, {"type": "area", "area": 4})
    events += act(state, 0, {"type": "area", "area": 4})
    assert state["decision"] is None
    assert state["space"][4]["raider"] == 2 and state["space"][1]["raider"] == 0 and B.supply_left(state, "raider") == 0
    assert [e.params["ships"] for e in events if e.kind == "launched"] == [[{"area": 4, "ship": "raider", "count": 2}]]


def test_s10_3_launch_shortage_in_one_area_needs_no_choice():
    state = space_board()
    state["space"][4]["basestars"] = [{"damage": []}, {"damage": []}]
    state["space"][0]["raider"] = 14
    events = run_tasks(state, [{"t": "activation", "icon": "launch_raiders"}])
    assert state["decision"] is None and state["space"][4]["raider"] == 2
    assert "launched" in kinds(events)


# §11 game end -----------------------------------------------------------------------------------------------------


def test_s11_hidden_cylons_win_with_the_cylons_and_every_loyalty_card_is_shown():
    state = bare(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    state["players"][0]["loyalty"] = ["not_cylon#0"]
    state["players"][1]["loyalty"] = ["cylon_brig"]  # never revealed
    state["players"][2]["loyalty"] = ["not_cylon#1"]
    state["players"][3]["loyalty"] = ["not_cylon#2"]
    state["players"][3]["revealed_loyalty"] = ["sympathizer"]
    state["players"][3]["sympathizer_human"] = True
    assert GAME.view(state, None)["players"][1]["loyalty"] is None
    state["resources"]["food"] = 0
    events = run_tasks(state, [{"t": "turn_end"}])
    assert state["winner"] == "cylon" and state["end_reason"] == "resources"
    result = GAME.result(state)
    assert result.ranking == [[1], [0, 2, 3]] and result.details["teams"][1] == "cylon"
    shown = [e.params["cards"] for e in events if e.kind == "loyalty_shown" and e.to is None]
    assert shown and shown[0]["1"] == ["cylon_brig"] and shown[0]["3"] == ["not_cylon#2", "sympathizer"]
    assert GAME.view(state, None)["players"][1]["loyalty"] == ["cylon_brig"]


def test_s11_centurion_invasion_is_checked_before_galactica_destroyed():
    state = space_board()
    state["centurions"] = [4]
    state["damaged"] = ["ftl_control", "weapons_control", "command", "admirals_quarters", "hangar_deck", "armory"]
    M.check_immediate(ctx_of(state))
    assert state["end_reason"] == "boarding"


def test_s11_final_jump_with_a_resource_at_zero_is_a_cylon_win():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["distance"] = 8
    state["resources"]["morale"] = 0
    run_tasks(state, [{"t": "jump", "ftl": False}])
    assert state["winner"] == "cylon" and state["end_reason"] == "final_jump_resources"
    assert state["decision"] is None and state["stack"] == []


# §12 hidden information -------------------------------------------------------------------------------------------


def assert_hidden(state: dict, events: list, secrets: list[str], allowed: int | None) -> None:
    """No secret id in any view except `allowed`'s, nor in any public event or event to another seat."""
    for seat in [None, *range(state["n"])]:
        if seat == allowed and seat is not None:
            continue
        blob = view_json(GAME.view(state, seat))
        for cid in secrets:
            assert f'"{cid}"' not in blob, (seat, cid)
    for e in events:
        if e.to is not None and allowed in e.to:
            continue
        for cid in secrets:
            assert f'"{cid}"' not in json.dumps(e.params), (e.kind, cid)


def test_s12_destination_pair_is_seen_only_by_the_admiral_and_the_other_goes_to_the_bottom_unseen():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    deck = state["decks"]["destination"]
    for card in ("remote_planet#0", "barren_planet#0"):
        deck.remove(card)
        deck.append(card)
    events = run_tasks(state, [{"t": "jump", "ftl": False}])
    assert state["decision"]["kind"] == "destination" and state["decision"]["seat"] == 0
    assert_hidden(state, events, ["remote_planet#0", "barren_planet#0"], 0)
    assert GAME.view(state, 0)["me"]["decision"]["options"] == ["barren_planet#0", "remote_planet#0"]
    events = act(state, 0, {"type": "card", "card": "remote_planet#0"})
    assert state["decks"]["destination"][0] == "barren_planet#0"
    assert_hidden(state, events, ["barren_planet#0"], 0)


def test_s12_roslin_crisis_pair_is_seen_only_by_her():
    state = bare(3, ["laura_roslin", "william_adama", "kara_thrace"])
    deck = state["decks"]["crisis"]
    a, b = deck[-1], deck[-2]
    events = run_tasks(state, [{"t": "crisis"}])
    assert state["decision"]["kind"] == "crisis_pick" and sorted(state["decision"]["options"]) == sorted([a, b])
    assert_hidden(state, events, [a, b], 0)
    events = act(state, 0, {"type": "card", "card": a})
    assert state["decks"]["crisis"][0] == b
    assert_hidden(state, events, [b], 0)


def test_s12_super_crisis_quorum_hand_and_hand_are_secret():
    state = bare(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    state["players"][3].update(cylon_player=True, loc="caprica")
    events = run_tasks(state, [M.effects(3, [{"op": "draw", "who": "self", "deck": "super_crisis", "count": 1}])])
    card = state["players"][3]["super"][0]
    assert_hidden(state, events, [card], 3)
    assert GAME.view(state, 0)["players"][3]["super_crisis_count"] == 1
    assert_hidden(state, [], list(state["quorum_hand"]), state["president"])
    for seat in range(4):
        assert_hidden(state, [], list(state["players"][seat]["hand"]), seat)
    assert "me" not in GAME.view(state, None)


def test_s12_bad_input_with_lookalike_types_is_refused_and_changes_nothing():
    """True == 1 and 1.0 == 1 in Python: such actions must not pass as seat 1 or count 1."""
    from bsg_testkit import refused

    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    run_tasks(state, [M.effects(0, [{"op": "send", "who": {"chosen_by": "self"}, "to": "sickbay"}], {"kind": "x"})])
    assert {"type": "player", "seat": 1} in GAME.legal_actions(state, 0)
    assert "cannot be chosen" in refused(state, 0, {"type": "player", "seat": True})
    assert refused(state, 0, {"type": "player", "seat": 1.0})
    assert refused(state, 0, {"type": "player", "seat": "1"})
    act(state, 0, {"type": "player", "seat": 1})
    assert state["players"][1]["loc"] == "sickbay"


def test_s9_2_boomer_as_admiral_goes_to_the_brig_after_the_deal_and_loses_the_title():
    state = bare(3, ["sharon_valerii", "laura_roslin", "galen_tyrol"])
    assert state["admiral"] == 0  # rank 6 beats Tyrol 7 and Roslin 10
    stack_loyalty(state, ["not_cylon#7", "not_cylon#8", "not_cylon#9", "not_cylon#10"])
    events = run_tasks(state, [{"t": "sleeper"}])
    dealt = [e.params["seat"] for e in events if e.kind == "loyalty_dealt"]
    assert dealt == [0, 0, 1, 2]
    assert kinds(events).index("sent") > max(i for i, k in enumerate(kinds(events)) if k == "loyalty_dealt")
    assert state["players"][0]["loc"] == "brig" and state["admiral"] == 2


def test_s14_22_cylon_attack_card_drawn_at_caprica_activates_and_sets_up_but_gets_no_h5_h6():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    state["space"][0]["raider"] = 1
    p = state["players"][2]
    p.update(cylon_player=True, loc="caprica", hand=[])
    state["current"] = 2
    deck = state["decks"]["crisis"]
    for card in ("food_shortage_1", "jammed_assault"):
        deck.remove(card)
        deck.append(card)
    run_tasks(state, [{"t": "cylon_action"}])
    events = act(state, 2, {"type": "caprica_crises"})
    assert sorted(state["decision"]["options"]) == ["food_shortage_1", "jammed_assault"]
    assert [e.to for e in events if e.kind == "crisis_options"] == [(2,)]
    jump = state["jump"]
    events = act(state, 2, {"type": "card", "card": "jammed_assault"}, Dice([1]))
    assert [e.params["card"] for e in events if e.kind == "crisis_discarded" and e.to is None] == ["food_shortage_1"]
    order = kinds(events)
    assert order.count("activation") == 1 and order.index("activation") < order.index("deployed")
    assert state["space"][1]["raider"] == 4 and state["jump"] == jump
    assert state["in_play"][0]["rule"] == "communications_blocked"
