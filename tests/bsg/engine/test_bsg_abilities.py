"""Skill-card actions, character abilities and kept-in-play quorum cards, one test (or more) each."""

from __future__ import annotations

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
    refused,
    run_tasks,
    take_viper,
)

from engine.games.bsg.data import DATA
from i18n import tr


def at_action(chars, loc=None, n=3):
    state = new_game(n, chars)
    finish_receive(state)
    if loc:
        state["players"][0]["loc"] = loc
    act(state, 0, {"type": "stay"})
    return state


def skill_of(card):
    return DATA.skill_cards[card]["skill"]


# skill cards ---------------------------------------------------------------------------------------------------


def test_consolidate_power_draws_two_of_any_type():
    state = at_action(["tom_zarek", "william_adama", "kara_thrace"])
    card = give_card(state, 0, "politics", 1)
    hand = len(state["players"][0]["hand"])
    act(state, 0, {"type": "play", "card": card})
    assert card in state["skill_discard"]["politics"]
    legal = GAME.legal_actions(state, 0)  # both cards asked at once: every pair of any type, even piloting
    assert len(legal) == 15 and {"type": "draw", "skills": ["piloting", "piloting"]} in legal
    act(state, 0, {"type": "draw", "skills": ["piloting", "engineering"]})
    assert len(state["players"][0]["hand"]) == hand - 1 + 2
    assert state["decision"]["kind"] != "draw_skill"


def test_executive_order_gives_another_player_two_actions():
    state = at_action(["tom_zarek", "william_adama", "kara_thrace"])
    card = give_card(state, 0, "leadership", 1)
    assert DATA.skill_cards[card]["card_id"] == "executive_order"
    act(state, 0, {"type": "play", "card": card})
    assert state["decision"]["kind"] == "eo_target"
    act(state, 0, {"type": "player", "seat": 1})
    act(state, 1, {"type": "mode", "mode": "two_actions"})
    assert state["decision"]["kind"] == "action" and state["decision"]["seat"] == 1
    act(state, 1, {"type": "nothing"})
    assert state["decision"]["kind"] == "action" and state["decision"]["seat"] == 1
    # only one Executive Order per turn
    card2 = give_card(state, 1, "leadership", 1)
    assert {"type": "play", "card": card2} not in GAME.legal_actions(state, 1)
    act(state, 1, {"type": "nothing"})
    assert state["turn_crises"]  # back to the current player's crisis step


def test_executive_order_move_then_act():
    state = at_action(["tom_zarek", "william_adama", "kara_thrace"])
    card = give_card(state, 0, "leadership", 1)
    act(state, 0, {"type": "play", "card": card})
    act(state, 0, {"type": "player", "seat": 1})
    act(state, 1, {"type": "mode", "mode": "move_and_act"})
    assert state["decision"]["kind"] == "move" and state["decision"]["seat"] == 1
    act(state, 1, {"type": "move", "to": "command"})
    assert state["decision"]["kind"] == "action" and state["players"][1]["loc"] == "command"


def test_launch_scout_peeks_secretly():
    state = at_action(["saul_tigh", "laura_roslin", "kara_thrace"])
    card = give_card(state, 0, "tactics", 1)
    assert DATA.skill_cards[card]["card_id"] == "launch_scout"
    act(state, 0, {"type": "play", "card": card}, Dice([5]))
    act(state, 0, {"type": "deck", "deck": "crisis"})
    top = state["decision"]["card"]
    view1 = GAME.view(state, 1)
    assert top not in str(view1) and top in str(GAME.view(state, 0)["me"])
    act(state, 0, {"type": "place", "where": "bottom"})
    assert state["decks"]["crisis"][0] == top


def test_launch_scout_loses_a_raptor_on_two():
    state = at_action(["saul_tigh", "laura_roslin", "kara_thrace"])
    card = give_card(state, 0, "tactics", 1)
    events = act(state, 0, {"type": "play", "card": card}, Dice([2]))
    assert state["reserves"]["raptor"] == 3
    (lost,) = [e for e in events if e.kind == "counter"]
    assert lost.params == {"name": "raptors", "value": 3, "delta": -1}
    words = {
        "en": "Raptors −1 (now 3).",
        "cs": "Raptory −1 (nyní 3).",
        "sk": "Raptory −1 (teraz 3).",
        "pl": "Raptory −1 (teraz 3).",
    }
    for lang, said in words.items():  # said as a resource is: the change and what is left, not a bare "Raptors: 3."
        assert tr(GAME.describe(lost, ["Ann", "Ben", "Cid"]), lang) == said
    older = type(lost)("counter", {"name": "raptors", "value": 3})  # a log from before the delta was recorded
    assert tr(GAME.describe(older, ["Ann", "Ben", "Cid"]), "en") == "Raptors: 3."


def test_maximum_firepower_attacks_up_to_four_times():
    state = new_game(3, ["kara_thrace", "laura_roslin", "william_adama"])
    finish_receive(state)
    clear_space(state)
    take_viper(state, 2, pilot=0)
    state["space"][2]["raider"] = 3
    act(state, 0, {"type": "stay"})
    card = give_card(state, 0, "piloting", 3)
    assert DATA.skill_cards[card]["card_id"] == "maximum_firepower"
    act(state, 0, {"type": "play", "card": card})
    for _ in range(3):
        act(state, 0, {"type": "target", "target": [2, "raider", 0]}, Dice([8]))
    assert state["space"][2]["raider"] == 0


def test_repair_fixes_the_current_location_and_tyrol_gets_an_extra_action():
    state = at_action(["galen_tyrol", "laura_roslin", "william_adama"], "armory")
    state["galactica_pile"].remove("armory")
    state["damaged"] = ["armory"]
    card = give_card(state, 0, "engineering", 1)
    assert DATA.skill_cards[card]["card_id"] == "repair"
    act(state, 0, {"type": "play", "card": card})
    assert state["damaged"] == [] and "armory" in state["galactica_pile"]
    assert state["decision"]["kind"] == "action" and state["decision"]["seat"] == 0  # Maintenance Engineer


def test_repair_on_hangar_deck_can_fix_vipers():
    state = at_action(["william_adama", "laura_roslin", "kara_thrace"], "hangar_deck")
    state["reserves"]["viper"] -= 2
    state["damaged_vipers"] = 2
    card = give_card(state, 0, "engineering", 1)
    act(state, 0, {"type": "play", "card": card})
    act(state, 0, {"type": "choose", "option": 1})
    act(state, 0, {"type": "viper", "source": "damaged"})
    act(state, 0, {"type": "viper", "source": "damaged"})
    assert state["damaged_vipers"] == 0


# character abilities ------------------------------------------------------------------------------------------


def test_tigh_declare_martial_law_once():
    state = at_action(["saul_tigh", "laura_roslin", "kara_thrace"])
    assert state["president"] == 1 and state["admiral"] == 0
    act(state, 0, {"type": "ability", "name": "Declare Martial Law"})
    assert state["president"] == 0
    assert state["players"][0]["opg_used"]


def test_zarek_unconventional_tactics():
    state = at_action(["tom_zarek", "william_adama", "kara_thrace"])
    act(state, 0, {"type": "ability", "name": "Unconventional Tactics"})
    act(state, 0, {"type": "choose", "option": 0})
    assert state["resources"]["population"] == 11 and state["resources"]["fuel"] == 9
    assert not any(a["type"] == "ability" for a in GAME.legal_actions(state, 0) or [])


def test_baltar_cylon_detector_sees_all_cards_of_one_player():
    state = at_action(["gaius_baltar", "william_adama", "kara_thrace"])
    state["players"][1]["loyalty"].append(state["decks"]["loyalty"].pop())
    act(state, 0, {"type": "ability", "name": "Cylon Detector"})
    events = act(state, 0, {"type": "player", "seat": 1})
    seen = [e for e in events if e.kind == "loyalty_seen"][0]
    assert seen.to == (0,) and sorted(seen.params["cards"]) == sorted(state["players"][1]["loyalty"])
    assert [e.params["count"] for e in events if e.kind == "looked_at_loyalty"] == [2]


def test_lee_cag_activates_up_to_six_unmanned_vipers():
    state = new_game(3, ["lee_adama", "william_adama", "laura_roslin"])
    finish_receive(state)
    act(state, 0, {"type": "stay"})
    act(state, 0, {"type": "ability", "name": "CAG"})
    for _ in range(5):  # 5 vipers were left in the reserves
        act(state, 0, {"type": "launch", "area": 4})
    assert state["space"][4]["viper"] == 1 + 5
    assert state["decision"]["kind"] == "viper_activation" and state["decision"]["left"] == 1
    assert not any(a["type"] == "launch" for a in GAME.legal_actions(state, 0))
    act(state, 0, {"type": "viper_move", "from": 4, "to": 3})
    assert state["decision"]["kind"] != "viper_activation"


def test_roslin_skilled_politician_plays_one_of_four():
    state = at_action(["laura_roslin", "william_adama", "kara_thrace"])
    state["decks"]["quorum"] = [q for q in state["decks"]["quorum"] if not q.startswith("food_rationing")]
    state["decks"]["quorum"] += ["food_rationing#0", "food_rationing#1"]
    events = act(state, 0, {"type": "ability", "name": "Skilled Politician"})
    private = [e for e in events if e.kind == "quorum_options"][0]
    assert private.to == (0,) and len(private.params["cards"]) == 4
    act(state, 0, {"type": "card", "card": "food_rationing#0"}, Dice([7]))
    assert state["resources"]["food"] == 9
    assert "food_rationing#0" in state["removed_quorum"]


def test_kara_insubordinate_lowers_admirals_quarters_against_her():
    state = at_action(["tom_zarek", "william_adama", "kara_thrace"], "admirals_quarters")
    state["players"][1]["loc"] = "command"  # Convicted Criminal: Zarek needs an empty location
    act(state, 0, {"type": "activate", "location": "admirals_quarters"})
    act(state, 0, {"type": "player", "seat": 2})
    assert state["check"]["difficulty"] == 4


# quorum cards kept in play --------------------------------------------------------------------------------------


def play_quorum(state, card):
    for pile in (state["decks"]["quorum"], state["discards"]["quorum"]):
        if card in pile:
            pile.remove(card)
    state["quorum_hand"].append(card)
    return act(state, 0, {"type": "quorum_play", "card": card})


def name_seat_1_at(state, location: str) -> None:
    """Seat 0 gets a fresh action with two Politics 1 in hand, activates `location`, takes the first choice twice and
    names seat 1."""
    state["decision"] = None
    state["stack"] = []
    run_tasks(state, [{"t": "action", "seat": 0}])
    empty_hands(state)
    give_card(state, 0, "politics", 1)
    give_card(state, 0, "politics", 1)
    act(state, 0, {"type": "activate", "location": location})
    act(state, 0, GAME.legal_actions(state, 0)[0])
    act(state, 0, GAME.legal_actions(state, 0)[0])
    act(state, 0, {"type": "player", "seat": 1})


def test_accept_prophecy_makes_next_administration_harder():
    state = at_action(["laura_roslin", "william_adama", "kara_thrace"], "administration")
    play_quorum(state, "accept_prophecy#0")
    act(state, 0, GAME.legal_actions(state, 0)[0])  # the skill draw
    assert state["in_play"][0]["rule"] == "accept_prophecy"
    name_seat_1_at(state, "administration")  # (Terminal Illness discards on the way)
    assert state["check"]["difficulty"] == 7
    assert state["in_play"] == [] and "accept_prophecy#0" in state["discards"]["quorum"]


def test_arbitrator_holder_changes_admirals_quarters():
    state = at_action(["laura_roslin", "william_adama", "kara_thrace"])
    play_quorum(state, "assign_arbitrator#0")
    act(state, 0, {"type": "player", "seat": 2})
    assert state["in_play"][0]["holder"] == 2
    state["players"][0]["loc"] = "admirals_quarters"
    name_seat_1_at(state, "admirals_quarters")
    assert state["decision"]["kind"] == "loc_reaction" and state["decision"]["seat"] == 2
    act(state, 2, {"type": "difficulty", "delta": 3})
    assert state["check"]["difficulty"] == 10
    assert "assign_arbitrator#0" in state["discards"]["quorum"]


def test_mission_specialist_chooses_from_three_at_the_next_jump():
    state = at_action(["laura_roslin", "william_adama", "kara_thrace"])
    play_quorum(state, "assign_mission_specialist#0")
    act(state, 0, {"type": "player", "seat": 2})
    state["decision"] = None
    state["stack"] = []
    run_tasks(state, [{"t": "jump", "ftl": False}])
    assert state["decision"]["kind"] == "destination" and state["decision"]["seat"] == 2
    assert len(state["decision"]["options"]) == 3
    assert "assign_mission_specialist#0" in state["discards"]["quorum"]


def test_vice_president_is_the_only_administration_target():
    state = at_action(["laura_roslin", "william_adama", "kara_thrace"], "administration")
    play_quorum(state, "assign_vice_president#0")
    act(state, 0, {"type": "player", "seat": 2})
    state["decision"] = None
    state["stack"] = []
    run_tasks(state, [{"t": "action", "seat": 0}])
    give_card(state, 0, "politics", 1)
    give_card(state, 0, "politics", 1)
    act(state, 0, {"type": "activate", "location": "administration"})
    while state["decision"]["kind"] == "discard":
        act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["decision"]["options"] == [2]


def test_once_per_game_is_public_and_not_offered_again():
    state = at_action(["tom_zarek", "william_adama", "kara_thrace"])
    act(state, 0, {"type": "ability", "name": "Unconventional Tactics"})
    act(state, 0, {"type": "choose", "option": 2})
    assert GAME.view(state, None)["players"][0]["opg_used"]
    state["decision"] = None
    state["stack"] = []
    run_tasks(state, [{"t": "action", "seat": 0}])
    assert not any(a["type"] == "ability" for a in GAME.legal_actions(state, 0))
    refused(state, 0, {"type": "ability", "name": "Unconventional Tactics"})


def test_random_seed_unused():
    assert random.Random(1).random() == random.Random(1).random()
    assert kinds([]) == []


def test_tigh_alcoholic_discards_a_lone_card_at_any_turn_start():
    state = bare(3, ["kara_thrace", "laura_roslin", "saul_tigh"])
    empty_hands(state)
    card = give_card(state, 2, "tactics", 1)
    state["current"] = 1
    run_tasks(state, [{"t": "turn_start"}])
    assert state["players"][2]["hand"] == [] and card in state["skill_discard"]["tactics"]


def test_tigh_alcoholic_not_with_two_cards():
    state = bare(3, ["kara_thrace", "laura_roslin", "saul_tigh"])
    empty_hands(state)
    give_card(state, 2, "tactics", 1)
    give_card(state, 2, "tactics", 1)
    state["current"] = 1
    run_tasks(state, [{"t": "turn_start"}])
    assert len(state["players"][2]["hand"]) == 2


def test_kara_expert_pilot_gets_two_actions_when_starting_in_a_viper():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    take_viper(state, 4, pilot=2)
    state["current"] = 2
    run_tasks(state, [{"t": "turn_start"}])
    finish_receive(state)
    act(state, 2, {"type": "stay"})
    act(state, 2, {"type": "nothing"})
    assert state["decision"]["kind"] == "action" and state["decision"]["seat"] == 2


def test_sharon_recon_peeks_at_the_end_of_her_turn():
    state = bare(3, ["sharon_valerii", "laura_roslin", "william_adama"])
    state["current"] = 0
    run_tasks(state, [{"t": "end_abilities"}, {"t": "turn_end"}])
    assert state["decision"]["kind"] == "confirm" and state["decision"]["seat"] == 0
    top = state["decks"]["crisis"][-1]
    events = act(state, 0, {"type": "yes"})
    assert [e.to for e in events if e.kind == "peek_card"] == [(0,)]
    assert all(top not in str(e.params) for e in events if e.to is None)
    act(state, 0, {"type": "place", "where": "bottom"})
    assert state["decks"]["crisis"][0] == top


def test_karl_moral_compass_switches_the_crisis_box():
    state = new_game(3, ["tom_zarek", "karl_agathon", "kara_thrace"])
    finish_receive(state)
    state["decks"]["crisis"].remove("food_shortage_1")
    state["decks"]["crisis"].append("food_shortage_1")
    act(state, 0, {"type": "stay"})
    act(state, 0, {"type": "nothing"})
    president = state["president"]
    assert state["decision"]["kind"] == "choose" and state["decision"]["seat"] == president
    act(state, president, {"type": "choose", "option": 1}, auto=False)
    assert state["decision"]["kind"] == "moral_compass" and state["decision"]["seat"] == 1
    act(state, 1, {"type": "use"})
    assert state["resources"]["food"] == 6  # "Lose food" (-2) instead of rationing (-1)
    assert state["players"][1]["opg_used"]


def test_lee_alert_viper_pilot_jumps_into_a_placed_viper_and_acts():
    state = new_game(3, ["lee_adama", "william_adama", "laura_roslin"])
    finish_receive(state)
    state["players"][0]["viper"] = None
    state["players"][0]["loc"] = "command"
    state["reserves"]["viper"] += 1
    clear_space(state)
    state["players"][1]["loc"] = "command"
    act(state, 0, {"type": "stay"})
    act(state, 0, {"type": "activate", "location": "command"})
    act(state, 0, {"type": "launch", "area": 5}, auto=False)
    assert state["decision"]["kind"] == "alert_viper_pilot"
    act(state, 0, {"type": "pilot", "area": 5})
    assert state["players"][0]["viper"] == 5 and state["space"][5]["viper"] == 0
    assert state["decision"]["kind"] == "action" and state["decision"]["seat"] == 0


def test_presidents_office_draw_then_draw_again_or_play():
    state = at_action(["laura_roslin", "william_adama", "kara_thrace"])
    assert state["players"][0]["loc"] == "presidents_office"
    before = len(state["quorum_hand"])
    act(state, 0, {"type": "activate", "location": "presidents_office"})
    act(state, 0, GAME.legal_actions(state, 0)[0])  # Terminal Illness: discard 2 first
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["decision"]["kind"] == "choose"
    act(state, 0, {"type": "choose", "option": 0})
    assert len(state["quorum_hand"]) == before + 2


def test_presidents_office_is_president_only():
    state = at_action(["tom_zarek", "william_adama", "kara_thrace"], "presidents_office")
    state["president"] = 1
    assert not any(a["type"] == "activate" for a in GAME.legal_actions(state, 0))


def test_lee_headstrong_forced_discards_are_random():
    state = new_game(3, ["lee_adama", "william_adama", "laura_roslin"])
    finish_receive(state)
    state["decision"] = None
    state["stack"] = []
    hand = len(state["players"][0]["hand"])
    run_tasks(state, [{"t": "ops", "ops": [{"op": "discard", "who": "self", "count": 2}], "actor": 0, "src": {}}])
    assert state["decision"] is None and len(state["players"][0]["hand"]) == hand - 2


def test_tigh_cylon_hatred_lowers_admirals_quarters():
    state = at_action(["saul_tigh", "laura_roslin", "kara_thrace"], "admirals_quarters")
    act(state, 0, {"type": "activate", "location": "admirals_quarters"})
    act(state, 0, {"type": "player", "seat": 1})
    assert state["decision"]["kind"] == "loc_reaction"
    act(state, 0, {"type": "difficulty", "delta": -3})
    assert state["check"]["difficulty"] == 4


def test_two_cylon_cards_reveal_only_one():
    state = new_game(3, ["saul_tigh", "laura_roslin", "kara_thrace"])
    finish_receive(state)
    state["players"][0]["loyalty"] = ["cylon_reduce_morale", "cylon_sickbay"]
    act(state, 0, {"type": "stay"})
    reveals = [a for a in GAME.legal_actions(state, 0) if a["type"] == "reveal"]
    assert len(reveals) == 2
    act(state, 0, {"type": "reveal", "card": "cylon_reduce_morale"})
    if state["decision"]["kind"] == "confirm":
        act(state, 0, {"type": "no"})
    while state["decision"]["kind"] == "discard" and state["decision"]["seat"] == 0:
        act(state, 0, GAME.legal_actions(state, 0)[0])
    assert state["players"][0]["loyalty"] == ["cylon_sickbay"]
    assert state["players"][0]["cylon_player"]


def test_reveal_under_executive_order_loses_the_second_action_only():
    state = at_action(["tom_zarek", "william_adama", "kara_thrace"])
    state["players"][1]["loyalty"] = ["cylon_reduce_morale"]
    card = give_card(state, 0, "leadership", 1)
    act(state, 0, {"type": "play", "card": card})
    act(state, 0, {"type": "player", "seat": 1})
    act(state, 1, {"type": "mode", "mode": "two_actions"})
    act(state, 1, {"type": "reveal", "card": "cylon_reduce_morale"})
    if state["decision"]["kind"] == "confirm":
        act(state, 1, {"type": "yes"})
    while state["decision"]["kind"] == "discard" and state["decision"]["seat"] == 1:
        act(state, 1, GAME.legal_actions(state, 1)[0])
    assert state["players"][1]["cylon_player"]
    assert state["current"] == 0 and state["turn_crises"]  # the current player's turn goes on to its crisis
    assert state["admiral"] != 1
