"""The human turn (bsg.md §4.3-4.5): receive skills, movement, actions, crisis, hand limit."""

from __future__ import annotations

from bsg_testkit import (
    GAME,
    Dice,
    act,
    bare,
    clear_space,
    empty_hands,
    finish_receive,
    give_card,
    new_game,
    refused,
    run_tasks,
    stack_destiny,
    take_viper,
)

from engine.games.bsg import board as B
from engine.games.bsg.data import DATA


def skills_of(state, seat):
    return sorted(DATA.skill_cards[c]["skill"] for c in state["players"][seat]["hand"])


def test_receive_skills_fixed_draw():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    assert skills_of(state, 0) == ["leadership"] * 3 + ["tactics"] * 2


def test_receive_skills_combined_choice():
    state = new_game(3, ["kara_thrace", "laura_roslin", "william_adama"])
    assert state["decision"]["kind"] == "draw_skill" and state["decision"]["skills"] == ["leadership", "engineering"]
    refused(state, 0, {"type": "draw", "skill": "politics"})
    act(state, 0, {"type": "draw", "skill": "engineering"})
    assert skills_of(state, 0) == ["engineering", "piloting", "piloting", "tactics", "tactics"]
    assert state["decision"]["kind"] == "move"


def test_sickbay_draws_one_card_of_choice():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][1]["loc"] = "sickbay"
    empty_hands(state)
    state["decision"] = None
    state["stack"] = []
    state["current"] = 1
    run_tasks(state, [{"t": "receive"}])
    assert state["decision"]["kind"] == "draw_skill" and state["decision"]["skills"] == ["politics", "leadership"]
    act(state, 1, {"type": "draw", "skill": "leadership"})
    assert skills_of(state, 1) == ["leadership"]


def test_movement_same_ship_free_other_ship_costs_a_card():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    legal = GAME.legal_actions(state, 0)
    assert {"type": "move", "to": "command"} in legal
    assert all(a.get("to") not in ("sickbay", "brig", "caprica") for a in legal)
    assert {"type": "move", "to": "press_room"} in legal and len(legal) <= 25
    card = state["players"][0]["hand"][0]
    assert refused(state, 0, {"type": "move", "to": "press_room", "card": card})  # the card is the next step
    events = act(state, 0, {"type": "move", "to": "press_room"})
    assert events == [] and state["decision"]["kind"] == "move_card" and state["decision"]["to"] == "press_room"
    assert GAME.legal_actions(state, 0) == [{"type": "discard", "card": c} for c in sorted(state["players"][0]["hand"])]
    assert state["players"][0]["loc"] != "press_room"
    events = act(state, 0, {"type": "discard", "card": card})
    assert state["players"][0]["loc"] == "press_room"
    assert card not in state["players"][0]["hand"]
    assert card in state["skill_discard"][DATA.skill_cards[card]["skill"]]
    assert any(e.kind == "skill_discarded" and e.to is None for e in events)


def test_empty_hand_cannot_change_ship():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    empty_hands(state)
    assert not any(a.get("to") == "press_room" for a in GAME.legal_actions(state, 0))


def test_pilot_moves_viper_to_adjacent_area_for_free():
    state = new_game(3, ["kara_thrace", "laura_roslin", "william_adama"])
    finish_receive(state)
    clear_space(state)
    take_viper(state, 4, pilot=0)
    legal = GAME.legal_actions(state, 0)
    assert {"type": "viper_move", "to": 3} in legal and {"type": "viper_move", "to": 5} in legal
    assert {"type": "viper_move", "to": 0} not in legal
    act(state, 0, {"type": "viper_move", "to": 3})
    assert state["players"][0]["viper"] == 3


def test_pilot_moving_into_a_location_returns_the_viper():
    state = new_game(3, ["kara_thrace", "laura_roslin", "william_adama"])
    finish_receive(state)
    clear_space(state)
    take_viper(state, 4, pilot=0)
    reserves = state["reserves"]["viper"]
    card = state["players"][0]["hand"][0]
    act(state, 0, {"type": "move", "to": "armory"})
    act(state, 0, {"type": "discard", "card": card})
    assert state["players"][0]["viper"] is None and state["reserves"]["viper"] == reserves + 1


def test_brig_player_cannot_move_and_skips_crisis():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["players"][0]["loc"] = "brig"
    state["decision"] = None
    state["stack"] = [{"t": "turn_end"}, {"t": "crisis"}, {"t": "action", "seat": 0}, {"t": "movement"}]
    run_tasks(state, [])
    assert state["decision"]["kind"] == "action"
    crisis_before = len(state["decks"]["crisis"])
    act(state, 0, {"type": "nothing"})
    assert len(state["decks"]["crisis"]) == crisis_before
    assert state["current"] == 1 or state["decision"]["kind"] == "hand_limit"


def test_karl_stranded_until_his_second_turn():
    state = new_game(3, ["karl_agathon", "laura_roslin", "kara_thrace"])
    assert state["players"][0]["stranded"]
    # turn 1: received skills, no movement and no action: the crisis is already being resolved
    assert len(state["players"][0]["hand"]) == 5
    assert state["decision"]["kind"] not in ("move", "action")
    assert state["turn_crises"]
    state["decision"] = None
    state["stack"] = []
    state["current"] = 0
    run_tasks(state, [{"t": "turn_start"}])
    assert state["players"][0]["loc"] == "hangar_deck" and not state["players"][0]["stranded"]


def test_hand_limit_is_simultaneous_and_tyrol_keeps_eight():
    state = bare(3, ["william_adama", "galen_tyrol", "kara_thrace"])
    empty_hands(state)
    for strength in [1] * 8 + [2] * 4:
        give_card(state, 0, "tactics", strength)
    for skill in ("engineering", "politics"):
        for strength in (1, 1, 1, 1, 1):
            give_card(state, 1, skill, strength)
    run_tasks(state, [{"t": "turn_end"}])
    assert state["decision"]["kind"] == "hand_limit"
    assert GAME.to_act(state) == [0, 1]
    assert GAME.view(state, 1)["me"]["decision"]["left"] == 2
    assert GAME.view(state, 0)["me"]["decision"]["left"] == 2
    act(state, 1, GAME.legal_actions(state, 1)[0])
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert GAME.to_act(state) == [0, 1]
    act(state, 1, GAME.legal_actions(state, 1)[0])
    assert GAME.to_act(state) == [0]
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert len(state["players"][0]["hand"]) == 10  # Tyrol (limit 8) discarded 2 of 10, then began his turn
    assert state["current"] == 1


def to_action(chars, loc=None):
    state = new_game(3, chars)
    finish_receive(state)
    if loc:
        state["players"][0]["loc"] = loc
    act(state, 0, {"type": "stay"})
    return state


def test_press_room_draws_two_politics():
    state = to_action(["tom_zarek", "william_adama", "kara_thrace"], "press_room")
    before = skills_of(state, 0).count("politics")
    act(state, 0, {"type": "activate", "location": "press_room"})
    assert skills_of(state, 0).count("politics") == before + 2


def test_research_lab_choice():
    state = to_action(["tom_zarek", "william_adama", "kara_thrace"], "research_lab")
    act(state, 0, {"type": "activate", "location": "research_lab"})
    assert GAME.legal_actions(state, 0) == [
        {"type": "draw", "skill": "engineering"},
        {"type": "draw", "skill": "tactics"},
    ]
    act(state, 0, {"type": "draw", "skill": "engineering"})
    assert "engineering" in skills_of(state, 0)


def test_adama_cannot_activate_admirals_quarters():
    state = to_action(["william_adama", "laura_roslin", "kara_thrace"])
    assert state["players"][0]["loc"] == "admirals_quarters"
    assert not any(a["type"] == "activate" for a in GAME.legal_actions(state, 0))


def test_zarek_cannot_activate_an_occupied_location():
    state = to_action(["tom_zarek", "william_adama", "kara_thrace"], "command")
    state["players"][1]["loc"] = "command"
    assert not any(a["type"] == "activate" for a in GAME.legal_actions(state, 0))


def test_roslin_discards_two_before_activating():
    state = to_action(["laura_roslin", "william_adama", "kara_thrace"], "press_room")
    hand = len(state["players"][0]["hand"])
    act(state, 0, {"type": "activate", "location": "press_room"})
    assert state["decision"]["kind"] == "discard" and state["decision"]["left"] == 2
    act(state, 0, GAME.legal_actions(state, 0)[0])
    act(state, 0, GAME.legal_actions(state, 0)[0])
    assert len(state["players"][0]["hand"]) == hand - 2 + 2


def test_admirals_quarters_sends_to_brig_and_admiral_loses_title():
    state = to_action(["kara_thrace", "laura_roslin", "saul_tigh"], "admirals_quarters")
    assert state["admiral"] == 2
    empty_hands(state)
    stack_destiny(state, [("leadership", 5), ("tactics", 4)])
    act(state, 0, {"type": "activate", "location": "admirals_quarters"})
    assert state["decision"]["kind"] == "pick_player"
    act(state, 0, {"type": "player", "seat": 2})
    assert state["decision"]["kind"] == "loc_reaction" and state["decision"]["seat"] == 2  # Tigh: Cylon Hatred
    act(state, 2, {"type": "pass"})
    assert state["check"]["difficulty"] == 7
    for seat in (1, 2, 0):
        act(state, seat, {"type": "contribute", "cards": []})
    assert state["players"][2]["loc"] == "brig"
    assert state["admiral"] == 0  # Kara (rank 5) is next in line before Roslin (rank 10)


def test_administration_makes_a_new_president():
    state = to_action(["tom_zarek", "william_adama", "kara_thrace"], "administration")
    assert state["president"] == 0
    empty_hands(state)
    stack_destiny(state, [("politics", 3), ("leadership", 3)])
    act(state, 0, {"type": "activate", "location": "administration"})
    act(state, 0, {"type": "player", "seat": 1})
    assert state["decision"]["kind"] == "loc_reaction"  # Zarek: Friends in Low Places
    assert GAME.legal_actions(state, 0) == [
        {"type": "difficulty", "delta": -2},
        {"type": "difficulty", "delta": 2},
        {"type": "pass"},
    ]
    act(state, 0, {"type": "difficulty", "delta": -2})
    assert state["check"]["difficulty"] == 3
    for seat in (1, 2, 0):
        act(state, seat, {"type": "contribute", "cards": []})
    assert state["president"] == 1


def test_brig_check_pass_moves_out():
    state = to_action(["tom_zarek", "william_adama", "kara_thrace"], "brig")
    empty_hands(state)
    stack_destiny(state, [("politics", 4), ("tactics", 3)])
    act(state, 0, {"type": "activate", "location": "brig"})
    act(state, 0, {"type": "pass"})
    for seat in (1, 2, 0):
        act(state, seat, {"type": "contribute", "cards": []})
    assert state["decision"]["kind"] == "send_location"
    assert {"type": "location", "location": "sickbay"} not in GAME.legal_actions(state, 0)
    act(state, 0, {"type": "location", "location": "command"})
    assert state["players"][0]["loc"] == "command"


def test_hangar_deck_launches_a_pilot_then_an_extra_action():
    state = to_action(["kara_thrace", "william_adama", "laura_roslin"])
    assert state["players"][0]["loc"] == "hangar_deck"
    act(state, 0, {"type": "activate", "location": "hangar_deck"})
    act(state, 0, {"type": "launch", "area": 5})
    assert state["players"][0]["viper"] == 5
    assert state["decision"]["kind"] == "action"


def test_hangar_deck_recalls_a_viper_when_reserves_are_empty():
    state = to_action(["kara_thrace", "william_adama", "laura_roslin"])
    for _ in range(state["reserves"]["viper"]):
        take_viper(state, 1)
    act(state, 0, {"type": "activate", "location": "hangar_deck"})
    legal = GAME.legal_actions(state, 0)
    assert {"type": "launch", "area": {"recall": 1, "area": 4}} in legal
    act(state, 0, {"type": "launch", "area": {"recall": 1, "area": 4}})
    assert state["players"][0]["viper"] == 4 and state["reserves"]["viper"] == 0


def test_command_activates_unmanned_vipers_twice():
    state = to_action(["saul_tigh", "laura_roslin", "kara_thrace"], "command")
    clear_space(state)
    state["space"][4]["raider"] = 1
    act(state, 0, {"type": "activate", "location": "command"})
    act(state, 0, {"type": "launch", "area": 4})
    act(state, 0, {"type": "viper_attack", "from": 4, "target": [4, "raider", 0]}, Dice([3]))
    assert state["space"][4]["raider"] == 0 and state["space"][4]["viper"] == 1


def test_armory_destroys_centurion_on_seven():
    state = to_action(["saul_tigh", "laura_roslin", "kara_thrace"], "armory")
    state["centurions"] = [2]
    act(state, 0, {"type": "activate", "location": "armory"})
    act(state, 0, {"type": "centurion", "position": 2}, Dice([6]))
    assert state["centurions"] == [2]
    state = to_action(["saul_tigh", "laura_roslin", "kara_thrace"], "armory")
    state["centurions"] = [2]
    act(state, 0, {"type": "activate", "location": "armory"})
    act(state, 0, {"type": "centurion", "position": 2}, Dice([7]))
    assert state["centurions"] == []


def test_communications_shows_a_civilian_only_to_the_user():
    state = to_action(["saul_tigh", "laura_roslin", "kara_thrace"], "communications")
    act(state, 0, {"type": "activate", "location": "communications"})
    ship = state["space"][3]["civilians"][0]
    events = act(state, 0, {"type": "civilian", "ship": [3, 0]})
    seen = [e for e in events if e.kind == "civilian_seen"]
    assert seen and seen[0].to == (0,) and seen[0].params["ship"] == ship
    assert all(ship not in str(e.params) for e in events if e.to is None)
    act(state, 0, {"type": "civilian_move", "to": 2})
    assert len(state["space"][2]["civilians"]) == 1


def test_president_draws_and_plays_quorum_cards():
    state = to_action(["laura_roslin", "william_adama", "kara_thrace"])
    hand = list(state["quorum_hand"])
    act(state, 0, {"type": "quorum_draw"})
    assert len(state["quorum_hand"]) == len(hand) + 1


def test_inspirational_speech_removed_on_success():
    state = to_action(["laura_roslin", "william_adama", "kara_thrace"])
    state["quorum_hand"] = ["inspirational_speech#0"]
    state["decks"]["quorum"] = [q for q in state["decks"]["quorum"] if q != "inspirational_speech#0"]
    state["resources"]["morale"] = 8
    act(state, 0, {"type": "quorum_play", "card": "inspirational_speech#0"}, Dice([6]))
    assert state["resources"]["morale"] == 9
    assert state["removed_quorum"] == ["inspirational_speech#0"]


def test_do_nothing_then_crisis_is_drawn():
    state = to_action(["saul_tigh", "laura_roslin", "kara_thrace"])
    act(state, 0, {"type": "nothing"})
    assert len(state["turn_crises"]) == 1


def test_roslin_draws_two_crises_and_keeps_one():
    state = to_action(["laura_roslin", "william_adama", "kara_thrace"])
    top = state["decks"]["crisis"][-2:]
    events = act(state, 0, {"type": "nothing"})
    assert state["decision"]["kind"] == "crisis_pick"
    assert sorted(state["decision"]["options"]) == sorted(top)
    private = [e for e in events if e.kind == "crisis_options"]
    assert private and private[0].to == (0,)
    act(state, 0, {"type": "card", "card": top[1]})
    assert state["turn_crises"] == [top[1]]
    assert state["decks"]["crisis"][0] == top[0]


def test_title_holders_are_humans_and_succession():
    state = new_game(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    assert B.succession(state, "admiral", exclude=0) == 2  # Kara rank 5 beats Tyrol 7 and Roslin 10
    assert B.succession(state, "president", exclude=1) == 0  # Adama rank 5


def test_each_player_discards_at_the_same_time():
    from engine.games.bsg.data import DATA as D

    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    alt = D.crises["cylon_screenings"]["alternative"]["effects"]
    hands = [len(p["hand"]) for p in state["players"]]
    run_tasks(state, [{"t": "ops", "ops": alt, "actor": 0, "src": {"kind": "crisis", "id": "cylon_screenings"}}])
    assert state["decision"]["kind"] == "hand_limit" and GAME.to_act(state) == [0, 1, 2]
    for seat in (2, 0, 1):
        while seat in GAME.to_act(state):
            act(state, seat, GAME.legal_actions(state, seat)[0])
    assert [len(p["hand"]) for p in state["players"]] == [h - 2 for h in hands]


def test_random_each_discard_needs_no_decision():
    from engine.games.bsg.data import DATA as D

    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    alt = D.crises["forced_water_mining"]["alternative"]["effects"]
    hands = [len(p["hand"]) for p in state["players"]]
    run_tasks(state, [{"t": "ops", "ops": alt, "actor": 0, "src": {"kind": "crisis", "id": "forced_water_mining"}}])
    assert state["decision"] is None
    assert [len(p["hand"]) for p in state["players"]] == [h - 1 for h in hands]


def test_admiral_in_brig_fallback_passes_on_when_someone_leaves():
    from engine.games.bsg import machine as M

    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    ctx = M.Ctx(state, __import__("random").Random(0))
    M.send(ctx, 1, "brig")
    M.send(ctx, 2, "brig")
    M.send(ctx, 0, "brig")  # everyone is in the Brig: the highest in line keeps it
    assert state["admiral"] == 2  # Kara rank 5 (Adama excluded as the loser)
    M.send(ctx, 1, "command")  # Roslin leaves the Brig: the title passes to the only free human
    assert state["admiral"] == 1
