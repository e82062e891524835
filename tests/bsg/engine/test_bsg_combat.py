"""Cylon activation and combat (bsg.md §6.4, §7): worked examples T6-T12."""

from __future__ import annotations

from bsg_testkit import GAME, Dice, act, bare, clear_space, finish_receive, kinds, new_game, run_tasks, take_viper

RAIDERS = {"t": "activation", "icon": "activate_raiders"}
HEAVIES = {"t": "activation", "icon": "activate_heavy_raiders"}
BASESTARS = {"t": "activation", "icon": "activate_basestars"}
LAUNCH = {"t": "activation", "icon": "launch_raiders"}


def board(chars=None):
    chars = chars or ["kara_thrace", "william_adama", "laura_roslin"]
    state = bare(len(chars), chars)
    clear_space(state)
    return state


def test_t6_raider_priorities():
    state = board()
    state["space"][4]["raider"] = 2
    take_viper(state, 4)
    take_viper(state, 4, pilot=0)
    run_tasks(state, [RAIDERS], Dice([6, 8]))
    assert state["damaged_vipers"] == 1 and state["space"][4]["viper"] == 0
    assert state["vipers_destroyed"] == 1
    assert state["players"][0]["loc"] == "sickbay" and state["players"][0]["viper"] is None


def test_t6_misses_on_one_to_four():
    state = board()
    state["space"][4]["raider"] = 2
    take_viper(state, 4)
    run_tasks(state, [RAIDERS], Dice([4, 1]))
    assert state["damaged_vipers"] == 0 and state["space"][4]["viper"] == 1


def test_t7_raider_moves_clockwise_on_a_tie_and_does_not_act_again():
    state = board()
    state["space"][0]["raider"] = 1
    state["civilian_pile"].remove("empty")
    state["space"][3]["civilians"] = ["empty"]
    events = run_tasks(state, [RAIDERS], Dice([]))
    assert state["space"][1]["raider"] == 1 and state["space"][0]["raider"] == 0
    assert kinds(events).count("raider_moved") == 1 and "roll" not in kinds(events)


def test_t7_raider_moves_toward_nearest_civilian():
    state = board()
    state["space"][0]["raider"] = 1
    state["civilian_pile"].remove("empty")
    state["space"][4]["civilians"] = ["empty"]
    run_tasks(state, [RAIDERS], Dice([]))
    assert state["space"][5]["raider"] == 1


def test_t7_raider_destroys_civilian_in_its_area():
    state = board()
    state["space"][2]["raider"] = 1
    state["civilian_pile"].remove("population_2")
    state["space"][2]["civilians"] = ["population_2"]
    run_tasks(state, [RAIDERS], Dice([]))
    assert state["resources"]["population"] == 10
    assert state["civilians_destroyed"] == ["population_2"]


def test_t7_raider_attacks_galactica_without_civilians():
    state = board()
    state["space"][0]["raider"] = 1
    run_tasks(state, [RAIDERS], Dice([7]))
    assert state["damaged"] == [] and state["galactica_removed"] == []
    run_tasks(state, [RAIDERS], Dice([8]))
    assert len(state["damaged"]) + len(state["galactica_removed"]) == 1


def test_t8_no_raiders_basestar_launches_two():
    state = board()
    state["space"][2]["basestars"] = [{"damage": []}]
    events = run_tasks(state, [RAIDERS], Dice([]))
    assert state["space"][2]["raider"] == 2 and "roll" not in kinds(events)


def test_t8_disabled_hangar_launches_nothing_and_launch_raiders_places_three():
    state = board()
    state["basestar_pile"].remove("disabled_hangar")
    state["space"][2]["basestars"] = [{"damage": ["disabled_hangar"]}]
    run_tasks(state, [RAIDERS], Dice([]))
    assert state["space"][2]["raider"] == 0
    state["space"][2]["basestars"][0]["damage"] = []
    state["basestar_pile"].append("disabled_hangar")
    run_tasks(state, [LAUNCH], Dice([]))
    assert state["space"][2]["raider"] == 3


def test_raider_supply_limit():
    state = board()
    state["space"][0]["basestars"] = [{"damage": []}]
    state["space"][1]["raider"] = 15
    state["space"][0]["raider"] = 0
    run_tasks(state, [LAUNCH], Dice([]))
    assert state["space"][0]["raider"] == 1


def test_t9_heavy_raiders_and_centurions():
    state = board()
    state["space"][5]["heavy_raider"] = 1
    state["space"][1]["heavy_raider"] = 1
    state["centurions"] = [1]
    run_tasks(state, [HEAVIES], Dice([]))
    assert sorted(state["centurions"]) == [0, 2]
    assert state["space"][5]["heavy_raider"] == 0 and state["space"][0]["heavy_raider"] == 1
    run_tasks(state, [HEAVIES], Dice([]))
    assert sorted(state["centurions"]) == [1, 3]
    assert state["space"][5]["heavy_raider"] == 1
    run_tasks(state, [HEAVIES], Dice([]))
    assert state["winner"] == "cylon" and state["end_reason"] == "boarding"
    assert GAME.result(state).details["winner"] == "cylon"


def test_t9_no_heavy_raider_basestar_launches_one_after_centurions_advance():
    state = board()
    state["space"][3]["basestars"] = [{"damage": []}]
    state["centurions"] = [0]
    run_tasks(state, [HEAVIES], Dice([]))
    assert state["centurions"] == [1]
    assert state["space"][3]["heavy_raider"] == 1


def test_t10_basestar_hits_armory_sends_characters_to_sickbay():
    state = board()
    state["space"][0]["basestars"] = [{"damage": []}]
    state["players"][1]["loc"] = "armory"
    state["players"][2]["loc"] = "armory"
    state["galactica_pile"].remove("armory")
    state["galactica_pile"].append("armory")
    rng = Dice([4])
    rng.randrange = lambda n: n - 1  # draw the last token
    events = run_tasks(state, [BASESTARS], rng)
    assert [e.params for e in events if e.kind == "galactica_damaged" and e.to is None] == [{"token": "armory"}]
    assert state["damaged"] == ["armory"] and "armory" not in state["galactica_pile"]
    assert state["players"][1]["loc"] == "sickbay" and state["players"][2]["loc"] == "sickbay"  # every character


def test_t10_fuel_token_and_miss_and_disabled_weapons():
    state = board()
    state["space"][0]["basestars"] = [{"damage": []}]
    state["galactica_pile"].remove("fuel")
    state["galactica_pile"].append("fuel")
    rng = Dice([4, 3])
    rng.randrange = lambda n: n - 1
    run_tasks(state, [BASESTARS], rng)  # roll 4: the drawn token is fuel
    assert state["resources"]["fuel"] == 7 and state["galactica_removed"] == ["fuel"]
    assert "fuel" not in state["galactica_pile"] and state["damaged"] == []  # out of the game
    run_tasks(state, [BASESTARS], rng)  # roll 3: miss
    assert state["resources"]["fuel"] == 7 and state["damaged"] == []
    state["basestar_pile"].remove("disabled_weapons")
    state["space"][0]["basestars"][0]["damage"] = ["disabled_weapons"]
    events = run_tasks(state, [BASESTARS], Dice([8]))
    assert "roll" not in kinds(events)


def test_t10_sixth_damaged_location_wins_for_cylons():
    state = board()
    state["space"][0]["basestars"] = [{"damage": []}]
    locations = ["ftl_control", "weapons_control", "command", "admirals_quarters", "hangar_deck"]
    for loc in locations:
        state["galactica_pile"].remove(loc)
    state["damaged"] = list(locations)
    state["galactica_pile"] = ["armory"]
    state["galactica_removed"] = ["fuel", "food"]
    run_tasks(state, [BASESTARS, RAIDERS], Dice([8]))
    assert state["winner"] == "cylon" and state["end_reason"] == "galactica_destroyed"
    assert state["stack"] == [] and GAME.to_act(state) == []


def pilot_at_basestar(chars=None):
    state = new_game(3, chars or ["kara_thrace", "william_adama", "laura_roslin"])
    finish_receive(state)
    clear_space(state)
    state["space"][0]["basestars"] = [{"damage": []}]
    take_viper(state, 0, pilot=0)
    act(state, 0, {"type": "stay"})
    return state


def test_t11_viper_against_basestar():
    state = pilot_at_basestar()
    act(state, 0, {"type": "viper_attack", "target": [0, "basestar", 0]}, Dice([7]))
    assert state["space"][0]["basestars"][0]["damage"] == []
    state = pilot_at_basestar()
    act(state, 0, {"type": "viper_attack", "target": [0, "basestar", 0]}, Dice([8]))
    assert len(state["space"][0]["basestars"][0]["damage"]) == 1


def test_t11_structural_damage_then_critical_hit_destroys():
    state = pilot_at_basestar()
    state["basestar_pile"] = ["critical_hit", "disabled_hangar", "disabled_weapons"]
    state["space"][0]["basestars"][0]["damage"] = ["structural_damage"]
    rng = Dice([6])
    rng.randrange = lambda n: 0
    act(state, 0, {"type": "viper_attack", "target": [0, "basestar", 0]}, rng)
    assert state["space"][0]["basestars"] == []
    assert sorted(state["basestar_pile"]) == sorted(
        ["critical_hit", "disabled_hangar", "disabled_weapons", "structural_damage"]
    )


def test_viper_destroys_raider_on_three_and_heavy_on_seven():
    state = pilot_at_basestar()
    state["space"][0]["raider"] = 1
    act(state, 0, {"type": "viper_attack", "target": [0, "raider", 0]}, Dice([3]))
    assert state["space"][0]["raider"] == 0
    state = pilot_at_basestar()
    state["space"][0]["heavy_raider"] = 1
    act(state, 0, {"type": "viper_attack", "target": [0, "heavy_raider", 0]}, Dice([6]))
    assert state["space"][0]["heavy_raider"] == 1


def test_t11_galactica_weapons_control_damages_on_five():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    state["space"][2]["basestars"] = [{"damage": []}]
    state["players"][0]["loc"] = "command"
    act(state, 0, {"type": "move", "to": "weapons_control"})
    act(state, 0, {"type": "activate", "location": "weapons_control"})
    assert GAME.legal_actions(state, 0) == [{"type": "target", "target": [2, "basestar", 0]}]
    act(state, 0, {"type": "target", "target": [2, "basestar", 0]}, Dice([5]))
    assert len(state["space"][2]["basestars"][0]["damage"]) == 1


def nuke_state():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clear_space(state)
    state["space"][0]["basestars"] = [{"damage": []}]
    state["space"][0]["raider"] = 4
    act(state, 0, {"type": "stay"})
    return state


def test_t12_nuke_seven_destroys_basestar_and_three_raiders():
    state = nuke_state()
    assert state["nukes"] == 2
    act(state, 0, {"type": "nuke", "target": [0, 0]}, Dice([7]))
    assert state["space"][0]["basestars"] == [] and state["space"][0]["raider"] == 1
    assert state["nukes"] == 1


def test_t12_nuke_two_damages_twice_critical_then_destroyed():
    state = nuke_state()
    state["basestar_pile"] = ["critical_hit", "disabled_hangar", "disabled_weapons", "structural_damage"]
    rng = Dice([2])
    rng.randrange = lambda n: 0
    events = act(state, 0, {"type": "nuke", "target": [0, 0]}, rng)
    # first damage draws critical_hit (2 damage); the second destroys it without drawing
    assert [e.params["token"] for e in events if e.kind == "basestar_damaged"] == ["critical_hit"]
    assert kinds(events).count("basestar_destroyed") == 1
    assert state["space"][0]["basestars"] == []
    assert len(state["basestar_pile"]) == 4
    assert state["space"][0]["raider"] == 4
    assert state["nukes"] == 1 and state["nukes_used"] == 1


def test_t12_nuke_four_destroys_only_the_basestar():
    state = nuke_state()
    act(state, 0, {"type": "nuke", "target": [0, 0]}, Dice([4]))
    assert state["space"][0]["basestars"] == [] and state["space"][0]["raider"] == 4


def test_t6_evasive_maneuvers_rerolls_minus_two_for_a_piloted_viper():
    from bsg_testkit import forget_hands, give_card

    state = board()
    state["space"][4]["raider"] = 1
    take_viper(state, 4, pilot=0)
    em = give_card(state, 1, "piloting", 1)
    forget_hands(state)  # hands set by the test: every seat may hold any card (who is asked: test_bsg_window_gates)
    rng = Dice([8, 7])
    run_tasks(state, [RAIDERS], rng, auto=False)
    while state["decision"]["kind"] == "skill_window" and state["decision"]["window"] == "roll_before":
        act(state, GAME.to_act(state)[0], {"type": "pass"}, rng, auto=False)
    assert state["decision"]["window"] == "viper_attacked" and GAME.to_act(state) == [0, 1, 2]
    act(state, 0, {"type": "pass"}, rng, auto=False)
    act(state, 1, {"type": "play", "card": em}, rng, auto=False)  # re-roll 7, -2 = 5: damaged, not destroyed
    act(state, 2, {"type": "pass"}, rng)
    assert state["damaged_vipers"] == 1 and state["vipers_destroyed"] == 0
    assert state["players"][0]["loc"] == "sickbay"


def test_evasive_maneuvers_not_offered_on_attacks_by_vipers():
    from bsg_testkit import give_card

    state = pilot_at_basestar()
    give_card(state, 1, "piloting", 1)
    act(state, 0, {"type": "viper_attack", "target": [0, "basestar", 0]}, Dice([7]), auto=False)
    windows = []
    while state["decision"] and state["decision"]["kind"] == "skill_window":
        windows.append(state["decision"]["window"])
        act(state, GAME.to_act(state)[0], {"type": "pass"}, Dice([7]), auto=False)
    assert set(windows) == {"roll_before"}


def test_karl_eco_officer_rerolls_on_his_own_turn_once():
    state = board(["karl_agathon", "laura_roslin", "kara_thrace"])
    state["space"][0]["basestars"] = [{"damage": []}]
    state["current"] = 0
    rng = Dice([8, 2])
    run_tasks(state, [BASESTARS], rng, auto=False)
    while state["decision"]["kind"] == "skill_window":
        act(state, GAME.to_act(state)[0], {"type": "pass"}, rng, auto=False)
    assert state["decision"]["kind"] == "eco_officer" and state["decision"]["seat"] == 0
    act(state, 0, {"type": "use"}, rng)
    assert state["damaged"] == [] and state["galactica_removed"] == []  # 8 became 2: miss
    assert state["players"][0]["eco_turn"] == state["turn"]


def test_current_player_orders_the_space_areas():
    state = board()
    state["space"][1]["raider"] = 1
    state["space"][3]["raider"] = 1
    take_viper(state, 1)
    take_viper(state, 3)
    run_tasks(state, [RAIDERS], Dice([8, 8]))
    assert state["decision"]["kind"] == "area_order" and state["decision"]["seat"] == state["current"]
    assert GAME.legal_actions(state, state["current"]) == [{"type": "area", "area": 1}, {"type": "area", "area": 3}]
    events = act(state, state["current"], {"type": "area", "area": 3}, Dice([8, 8]))
    hits = [e.params["area"] for e in events if e.kind == "viper_hit"]
    assert hits == [3, 1]


def test_current_player_picks_between_two_piloted_vipers():
    state = board(["kara_thrace", "william_adama", "laura_roslin", "lee_adama"])
    state["space"][4]["raider"] = 1
    take_viper(state, 4, pilot=0)
    take_viper(state, 4, pilot=3)
    run_tasks(state, [RAIDERS], Dice([8]))
    assert state["decision"]["kind"] == "raider_target"
    act(state, state["current"], {"type": "player", "seat": 3}, Dice([8]))
    assert state["players"][3]["loc"] == "sickbay" and state["players"][0]["viper"] == 4


def test_centurion_shortage_current_player_picks_which_heavy_raider_boards():
    state = board()
    state["centurions"] = [0, 0, 1]
    state["space"][4]["heavy_raider"] = 1
    state["space"][5]["heavy_raider"] = 1
    run_tasks(state, [HEAVIES], Dice([]))
    assert state["decision"]["kind"] == "heavy_convert"
    act(state, state["current"], {"type": "area", "area": 5})
    assert state["space"][5]["heavy_raider"] == 0 and state["space"][4]["heavy_raider"] == 1
    assert len(state["centurions"]) == 4


def test_raider_shortage_current_player_places_the_remaining_ships():
    from engine.games.bsg import machine as M

    state = board()
    state["space"][2]["raider"] = 14  # 2 raiders left in the supply
    areas = [{"raider": 3}, {}, {}, {"raider": 2}, {}, {}]
    run_tasks(state, [M.effects(0, [{"op": "deploy", "areas": areas}])])
    assert state["decision"]["kind"] == "deploy_pick" and state["decision"]["options"] == [0, 3]
    act(state, state["current"], {"type": "area", "area": 3})
    act(state, state["current"], {"type": "area", "area": 3})
    assert state["space"][3]["raider"] == 2 and state["space"][0]["raider"] == 0
    assert state["decision"] is None and state["just_deployed"] == [{"area": 3, "ship": "raider", "count": 2}]


def test_shortage_in_one_area_needs_no_choice():
    from engine.games.bsg import machine as M

    state = board()
    state["space"][2]["raider"] = 14
    run_tasks(state, [M.effects(0, [{"op": "deploy", "areas": [{"raider": 3}, {}, {}, {}, {}, {}]}])])
    assert state["decision"] is None and state["space"][0]["raider"] == 2
