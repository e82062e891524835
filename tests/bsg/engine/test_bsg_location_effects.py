"""Locations, character abilities and skill-card abilities: the effect tests that were missing (every Cylon Fleet
option, the Resurrection Ship swap, a failed Brig check), and a registry naming, for every location, every
character ability and every skill-card ability, the test that shows its effect (checked to exist)."""

from __future__ import annotations

import importlib

import pytest
from bsg_testkit import GAME, Dice, act, bare, clear_space, empty_hands, run_tasks, stack_destiny

from engine.games.bsg.data import DATA, GALACTICA, HAZARDOUS


def cylon_at(loc: str, super_crisis: list[str] | None = None) -> dict:
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    p = state["players"][2]
    p["cylon_player"] = True
    p["loc"] = loc
    p["loyalty"] = ["cylon_brig"]
    for card in super_crisis or []:
        state["decks"]["super_crisis"].remove(card)
    p["super"] = list(super_crisis or [])
    state["current"] = 2
    run_tasks(state, [{"t": "turn_start"}])
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "stay"})
    return state


@pytest.mark.parametrize("option", [0, 1, 2, 3])
def test_cylon_fleet_option(option):
    state = cylon_at("cylon_fleet")
    sp = state["space"]
    sp[0]["basestars"] = [{"damage": []}]
    sp[0]["raider"] = 1  # alone in front of Galactica: a raider activation attacks Galactica
    sp[4]["heavy_raider"] = 1  # in a launch area: a heavy raider activation boards Galactica
    damaged = len(state["damaged"]) + len(state["galactica_removed"])
    act(state, 2, {"type": "activate", "location": "cylon_fleet"})
    assert state["decision"]["kind"] == "choose"
    events = act(state, 2, {"type": "choose", "option": option}, Dice([8, 8]))
    hits = len(state["damaged"]) + len(state["galactica_removed"]) - damaged
    fired = [e.params["icon"] for e in events if e.kind == "activation"]
    if option == 0:
        assert fired == ["activate_raiders"] and hits == 1 and sp[0]["raider"] == 1
    elif option == 1:
        assert fired == ["activate_heavy_raiders"] and state["centurions"] == [0] and sp[4]["heavy_raider"] == 0
    elif option == 2:
        assert fired == ["activate_basestars"] and hits == 1
    else:
        assert fired == [] and (sp[0]["raider"], sp[0]["heavy_raider"]) == (3, 1) and hits == 0
    assert state["current"] != 2 or state["decision"]["kind"] != "choose"


def test_resurrection_ship_swaps_the_super_crisis():
    state = cylon_at("resurrection_ship", ["inbound_nukes"])
    act(state, 2, {"type": "activate", "location": "resurrection_ship"})
    act(state, 2, {"type": "choose", "option": 0})
    p = state["players"][2]
    assert "inbound_nukes" in state["discards"]["super_crisis"]
    assert len(p["super"]) == 1 and p["super"] != ["inbound_nukes"]
    assert state["decision"]["kind"] == "give_loyalty"  # distance 0 <= 7: the optional gift follows
    act(state, 2, {"type": "player", "seat": None})
    assert p["loyalty"] == ["cylon_brig"]


def brig_check(destiny: list[tuple[str, int]]) -> dict:
    """Seat 0 in the Brig activates it; nobody adds a card, so the check is the destiny deck's two cards."""
    state = bare(3, ["tom_zarek", "william_adama", "kara_thrace"])
    state["players"][0]["loc"] = "brig"
    run_tasks(state, [{"t": "action", "seat": 0}])
    empty_hands(state)
    stack_destiny(state, destiny)
    act(state, 0, {"type": "activate", "location": "brig"})
    while state["decision"]["kind"] == "loc_reaction":
        act(state, state["decision"]["seat"], {"type": "pass"})
    for seat in (1, 2, 0):
        act(state, seat, {"type": "contribute", "cards": []})
    return state


def test_brig_check_fail_stays_in_the_brig():
    state = brig_check([("leadership", 4), ("engineering", 3)])
    assert state["players"][0]["loc"] == "brig"


def test_brig_check_pass_lets_the_player_move_to_any_non_hazardous_galactica_location():
    """bsg.md §8 (locations): Brig, pass → the activator may move to any non-hazardous Galactica location."""
    state = brig_check([("politics", 4), ("tactics", 3)])  # 7: the difficulty
    assert state["decision"]["kind"] == "send_location"
    offered = {a["location"] for a in GAME.legal_actions(state, 0)}
    assert offered == {loc for loc in GALACTICA if loc not in HAZARDOUS}
    act(state, 0, {"type": "location", "location": "armory"})
    assert state["players"][0]["loc"] == "armory"


def test_a_locations_check_summary_is_the_check_its_action_runs():
    """A location's `skill_check` says its skills and difficulty, as its action's check does; what a pass does is
    in the action's effects only (the engine reads no other description of it)."""
    summarized = [loc for loc in DATA.locations.values() if loc["skill_check"]]
    assert {loc["id"] for loc in summarized} == {"administration", "admirals_quarters", "brig"}
    for loc in summarized:
        check = next(op for op in loc["action"]["effects"] if op["op"] == "skill_check")
        assert loc["skill_check"] == {"skills": check["skills"], "difficulty": check["difficulty"]}, loc["id"]


# ---------------------------------------------------------------------------------------------------------------
# registry: the test that shows each item's effect

LOCATIONS = {
    "press_room": "test_bsg_turn::test_press_room_draws_two_politics",
    "presidents_office": "test_bsg_abilities::test_presidents_office_draw_then_draw_again_or_play",
    "administration": "test_bsg_turn::test_administration_makes_a_new_president",
    "ftl_control": "test_bsg_jump::test_t3_ftl_control_roll_five_costs_one_population_then_crisis_follows",
    "weapons_control": "test_bsg_combat::test_t11_galactica_weapons_control_damages_on_five",
    "command": "test_bsg_turn::test_command_activates_unmanned_vipers_twice",
    "communications": "test_bsg_turn::test_communications_shows_a_civilian_only_to_the_user",
    "admirals_quarters": "test_bsg_turn::test_admirals_quarters_sends_to_brig_and_admiral_loses_title",
    "research_lab": "test_bsg_turn::test_research_lab_choice",
    "hangar_deck": "test_bsg_turn::test_hangar_deck_launches_a_pilot_then_an_extra_action",
    "armory": "test_bsg_turn::test_armory_destroys_centurion_on_seven",
    "sickbay": "test_bsg_turn::test_sickbay_draws_one_card_of_choice",
    "brig": "test_bsg_turn::test_brig_check_pass_moves_out",
    "caprica": "test_bsg_cylons::test_caprica_resolves_one_of_two_crises_without_activation_step",
    "cylon_fleet": "test_bsg_location_effects::test_cylon_fleet_option",
    "human_fleet": "test_bsg_cylons::test_human_fleet_steals_a_card_secretly_then_rolls",
    "resurrection_ship": "test_bsg_location_effects::test_resurrection_ship_swaps_the_super_crisis",
}

SKILL_CARDS = {
    "consolidate_power": "test_bsg_abilities::test_consolidate_power_draws_two_of_any_type",
    "executive_order": "test_bsg_abilities::test_executive_order_gives_another_player_two_actions",
    "launch_scout": "test_bsg_abilities::test_launch_scout_peeks_secretly",
    "maximum_firepower": "test_bsg_abilities::test_maximum_firepower_attacks_up_to_four_times",
    "repair": "test_bsg_abilities::test_repair_fixes_the_current_location_and_tyrol_gets_an_extra_action",
    "investigative_committee": "test_bsg_checks::test_investigative_committee_makes_everything_public_and_attributed",
    "scientific_research": "test_bsg_checks::test_scientific_research_counts_engineering_positive",
    "declare_emergency": "test_bsg_checks::test_declare_emergency_lowers_difficulty_after_the_total_once",
    "strategic_planning": "test_bsg_jump::test_t4_strategic_planning_turns_five_into_seven_and_humans_win",
    "evasive_maneuvers": "test_bsg_combat::test_t6_evasive_maneuvers_rerolls_minus_two_for_a_piloted_viper",
}

ABILITIES = {
    "Inspirational Leader": "test_bsg_checks::test_t1_variant_inspirational_leader_counts_ones_positive",
    "Command Authority": "test_bsg_checks::test_command_authority_takes_the_pool",
    "Emotionally Attached": "test_bsg_turn::test_adama_cannot_activate_admirals_quarters",
    "Cylon Hatred": "test_bsg_abilities::test_tigh_cylon_hatred_lowers_admirals_quarters",
    "Declare Martial Law": "test_bsg_abilities::test_tigh_declare_martial_law_once",
    "Alcoholic": "test_bsg_abilities::test_tigh_alcoholic_discards_a_lone_card_at_any_turn_start",
    "ECO Officer": "test_bsg_combat::test_karl_eco_officer_rerolls_on_his_own_turn_once",
    "Moral Compass": "test_bsg_abilities::test_karl_moral_compass_switches_the_crisis_box",
    "Stranded": "test_bsg_turn::test_karl_stranded_until_his_second_turn",
    "Alert Viper Pilot": "test_bsg_abilities::test_lee_alert_viper_pilot_jumps_into_a_placed_viper_and_acts",
    "CAG": "test_bsg_abilities::test_lee_cag_activates_up_to_six_unmanned_vipers",
    "Headstrong": "test_bsg_abilities::test_lee_headstrong_forced_discards_are_random",
    "Expert Pilot": "test_bsg_abilities::test_kara_expert_pilot_gets_two_actions_when_starting_in_a_viper",
    "Secret Destiny": "test_bsg_cards::test_kara_secret_destiny_replaces_the_crisis_once",
    "Insubordinate": "test_bsg_abilities::test_kara_insubordinate_lowers_admirals_quarters_against_her",
    "Recon": "test_bsg_abilities::test_sharon_recon_peeks_at_the_end_of_her_turn",
    "Mysterious Intuition": "test_bsg_checks::test_mysterious_intuition_decides_a_crisis_check",
    "Sleeper Agent": "test_bsg_jump::test_sharon_gets_two_cards_and_goes_to_the_brig",
    "Maintenance Engineer": "test_bsg_abilities::test_repair_fixes_the_current_location_and_tyrol_gets_an_extra_action",
    "Blind Devotion": "test_bsg_checks::test_blind_devotion_zeroes_a_skill",
    "Reckless": "test_bsg_turn::test_hand_limit_is_simultaneous_and_tyrol_keeps_eight",
    "Religious Visions": "test_bsg_turn::test_roslin_draws_two_crises_and_keeps_one",
    "Skilled Politician": "test_bsg_abilities::test_roslin_skilled_politician_plays_one_of_four",
    "Terminal Illness": "test_bsg_turn::test_roslin_discards_two_before_activating",
    "Delusional Intuition": "test_bsg_cards::test_baltar_delusional_intuition_draws_one_card_on_his_crisis",
    "Cylon Detector": "test_bsg_abilities::test_baltar_cylon_detector_sees_all_cards_of_one_player",
    "Coward": "test_bsg_setup::test_baltar_and_boomer_add_cards_and_baltar_gets_two",
    "Friends in Low Places": "test_bsg_turn::test_administration_makes_a_new_president",
    "Unconventional Tactics": "test_bsg_abilities::test_zarek_unconventional_tactics",
    "Convicted Criminal": "test_bsg_turn::test_zarek_cannot_activate_an_occupied_location",
}


def exists(ref: str) -> bool:
    module, name = ref.split("::")
    return callable(getattr(importlib.import_module(module), name, None))


def test_every_location_has_an_effect_test():
    assert set(LOCATIONS) == set(DATA.locations)
    assert all(exists(ref) for ref in LOCATIONS.values())


def test_every_skill_card_ability_has_an_effect_test():
    assert set(SKILL_CARDS) == {DATA.skill_cards[c]["card_id"] for c in DATA.skill_cards}
    assert all(exists(ref) for ref in SKILL_CARDS.values())


def test_every_character_ability_has_an_effect_test():
    names = [a["name"] for c in DATA.characters.values() for a in c["abilities"]]
    assert len(names) == 30 and set(ABILITIES) == set(names)
    assert all(exists(ref) for ref in ABILITIES.values()), [r for r in ABILITIES.values() if not exists(r)]
