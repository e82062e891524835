"""Audit of bsg.md §3-§6 and their rulings (§13): rules that had no focused test yet."""

from __future__ import annotations

import json
import random
from collections import Counter

from bsg_testkit import (
    GAME,
    Dice,
    act,
    bare,
    clear_space,
    deep,
    empty_hands,
    finish_receive,
    give_card,
    new_game,
    partial_spec,
    run_tasks,
    stack_destiny,
)

from engine.games.bsg import machine as M
from engine.games.bsg.data import DATA

# §3 setup ---------------------------------------------------------------------------------------------------------


def test_s3_2_first_player_is_random_and_drafts_first():
    firsts = set()
    for seed in range(12):
        state = GAME.setup(4, {}, random.Random(seed))
        firsts.add(state["first"])
        assert state["current"] == state["first"]
        assert state["decision"] == {"kind": "draft", "seat": state["first"]}
    assert len(firsts) > 1


def test_s3_8_starting_hands_clockwise_from_left_of_first_player_in_any_split():
    state = GAME.setup(3, {"_first": 1}, random.Random(3))
    chars = {1: "laura_roslin", 2: "william_adama", 0: "kara_thrace"}
    while state["decision"]["kind"] == "draft":
        seat = GAME.to_act(state)[0]
        act(state, seat, {"type": "character", "character": chars[seat]})
    # everyone but the first player chooses at once, in any order; the first player draws nothing
    assert state["decision"]["kind"] == "starting_hands" and GAME.to_act(state) == [0, 2]
    act(state, 0, GAME.legal_actions(state, 0)[0])
    # Adama (leadership 3, tactics 2) may take all three from tactics: the sheet's numbers do not limit this draw
    events = act(state, 2, {"type": "starting_hand", "skills": ["tactics"] * 3})
    order = [e.params["seat"] for e in events if e.kind == "skill_drawn"][:6]
    assert order == [2, 2, 2, 0, 0, 0]  # drawn left of the first player first, whatever order the answers came in
    assert [DATA.skill_cards[c]["skill"] for c in state["players"][2]["hand"]] == ["tactics"] * 3
    assert state["phase"] == "play" and state["current"] == 1


def test_s3_9_destiny_deck_is_two_cards_of_each_skill():
    state = new_game(3)
    counts = Counter(DATA.skill_cards[c]["skill"] for c in state["destiny"])
    assert counts == {s: 2 for s in ("politics", "leadership", "tactics", "piloting", "engineering")}


# §4 turn ----------------------------------------------------------------------------------------------------------


def test_s13_30_sympathizer_turned_during_own_ftl_jump_skips_the_crisis_step():
    """§4.3 H4, §13.30 and §13.56: the Sleeper Agent phase runs inside H3; the current player who becomes a Cylon
    through the Sympathizer draws no crisis afterwards."""
    state = new_game(4, ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol"])
    finish_receive(state)
    state["players"][0]["loc"] = "ftl_control"
    state.update(jump=4, distance=2)
    deck = state["decks"]["loyalty"]
    deck.remove("sympathizer")
    deck.append("sympathizer")  # dealt first, to the current player
    destinations = state["decks"]["destination"]
    destinations.remove("barren_planet#0")
    destinations.append("barren_planet#0")
    crises = len(state["decks"]["crisis"])
    act(state, 0, {"type": "stay"})
    act(state, 0, {"type": "activate", "location": "ftl_control"}, Dice([8]))
    act(state, state["admiral"], {"type": "card", "card": "barren_planet#0"})
    assert state["players"][0]["cylon_player"] and state["players"][0]["loc"] == "resurrection_ship"
    while state["decision"]["kind"] == "discard":  # down to 3 cards
        act(state, 0, GAME.legal_actions(state, 0)[0])
    assert len(state["decks"]["crisis"]) == crises and state["turn_crises"] == []
    assert state["current"] == 1


# §5 skill checks --------------------------------------------------------------------------------------------------


def test_s5_1_difficulty_change_does_not_move_the_partial_threshold():
    state = bare()
    empty_hands(state)
    stack_destiny(state, [("politics", 1), ("politics", 3)])
    de = give_card(state, 1, "leadership", 3)  # Declare Emergency
    spec = partial_spec()
    run_tasks(state, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "test"}}], auto=False)
    for seat in (0, 1, 2):
        act(state, seat, {"type": "pass"}, auto=False)
    for seat in (1, 2):
        act(state, seat, {"type": "contribute", "cards": []}, auto=False)
    played = deep(state)
    events = act(state, 0, {"type": "contribute", "cards": []}, auto=False)
    # 4 < 10 − 2: Declare Emergency cannot reach a pass and the partial threshold (5) does not drop with the
    # difficulty, so W-CHECK-TOTAL does not open (window_gates.py) and the check fails
    assert "skill_window" not in [e.kind for e in events]
    assert next(e.params for e in events if e.kind == "check_result") == {
        "result": "fail",
        "total": 4,
        "difficulty": 10,
        "base": 10,  # the audit trail: the printed difficulty and its named changes (none here)
        "mods": [],
    }
    assert state["resources"]["morale"] == 8 and state["resources"]["fuel"] == 8
    # played anyway (the window's resolution run directly), it lowers the difficulty only: still a fail
    played["decision"], played["stack"] = None, []
    played["check"]["total"] = 4  # the two destiny cards, politics 1 + 3
    tasks = [{"t": "window_resolve", "window": "check_total", "plays": [[1, de]]}, {"t": "check_result"}]
    events = run_tasks(played, tasks, auto=False)
    result = next(e.params for e in events if e.kind == "check_result")
    assert result == {
        "result": "fail",
        "total": 4,
        "difficulty": 8,
        "base": 10,
        "mods": [{"why": "declare_emergency", "delta": -2}],  # named in the result line
    }
    # 4 < 5: a fail, not a partial pass (the threshold did not drop with the difficulty)
    assert played["resources"]["morale"] == 8 and played["resources"]["fuel"] == 8


def test_s13_55_check_started_by_another_player_still_ends_with_the_current_player():
    state = bare()
    spec = {"skills": ["politics"], "difficulty": 1, "pass": [], "fail": []}
    run_tasks(state, [{"t": "check_begin", "spec": spec, "actor": 1, "src": {"kind": "location", "id": "x"}}])
    assert state["check"]["order"] == [1, 2, 0]
    events = []
    for seat in (0, 2, 1):  # handed in in any order, announced in the check's order
        events += act(state, seat, {"type": "contribute", "cards": []})
    assert [e.params["seat"] for e in events if e.kind == "contributed"] == [1, 2, 0]


# §6 distance ------------------------------------------------------------------------------------------------------


def test_s13_49_distance_from_a_card_triggers_the_sleeper_phase_after_the_card():
    state = bare()
    state["distance"] = 3
    state["turn_crises"] = ["legendary_discovery"]
    outcome = DATA.crises["legendary_discovery"]["skill_check"]["pass"]
    events = run_tasks(state, [M.effects(0, outcome, {"kind": "crisis", "id": "legendary_discovery"})])
    order = [e.kind for e in events if e.kind in ("distance", "kept_in_play", "sleeper_phase")]
    assert order == ["distance", "kept_in_play", "sleeper_phase"]
    assert state["distance"] == 4 and all(len(p["loyalty"]) == 2 for p in state["players"])


# §15 T14 verbatim (§13.1) -------------------------------------------------------------------------------------------


def t14_until_raptor_roll(raptor_roll: int) -> dict:
    """Fuel 1, population 9, distance 3, token on 3; A uses `ftl_control` (roll 8), the Admiral picks
    `tylium_planet` (fuel 1 -> 0) and risks a raptor; A's crisis (`water_shortage_1`, "lose 1 food") costs no fuel."""
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    finish_receive(state)
    state["players"][0]["loc"] = "ftl_control"
    state.update(jump=3, distance=3)
    state["resources"].update(fuel=1, population=9)
    for deck, card in (("destination", "tylium_planet#0"), ("crisis", "water_shortage_1")):
        state["decks"][deck].remove(card)
        state["decks"][deck].append(card)
    act(state, 0, {"type": "stay"})
    act(state, 0, {"type": "activate", "location": "ftl_control"}, Dice([8]))
    assert state["resources"]["population"] == 9
    act(state, state["admiral"], {"type": "card", "card": "tylium_planet#0"})
    assert state["resources"]["fuel"] == 0 and state["winner"] is None
    act(state, state["admiral"], {"type": "choose", "option": 0}, Dice([raptor_roll]))
    return state


def finish_turn_with_the_crisis(state: dict) -> None:
    assert state["decision"]["kind"] == "choose" and state["turn_crises"] == ["water_shortage_1"]
    act(state, state["decision"]["seat"], {"type": "choose", "option": 0})  # lose 1 food
    while state["winner"] is None and state["current"] == 0:
        seat = GAME.to_act(state)[0]
        act(state, seat, GAME.legal_actions(state, seat)[-1])


def test_t14_fuel_back_to_two_before_turn_end_no_loss():
    state = t14_until_raptor_roll(4)
    assert state["resources"]["fuel"] == 2 and state["reserves"]["raptor"] == 4
    finish_turn_with_the_crisis(state)
    assert state["winner"] is None and state["current"] == 1 and state["resources"]["fuel"] == 2


def test_t14_raptor_lost_fuel_stays_zero_cylons_win_at_turn_end():
    state = t14_until_raptor_roll(1)
    assert state["resources"]["fuel"] == 0 and state["reserves"]["raptor"] == 3
    assert state["winner"] is None  # a resource at 0 during the turn is not yet a loss
    finish_turn_with_the_crisis(state)
    assert state["winner"] == "cylon" and state["end_reason"] == "resources"


# §6.2 / §14.22: a Cylon attack card picked at Caprica still activates first ------------------------------------------


def test_s6_2_attack_card_drawn_at_caprica_runs_its_own_activation_then_setup_but_no_h5_h6():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    p = state["players"][2]
    p.update(cylon_player=True, loc="caprica", loyalty=["cylon_brig"])
    state["current"] = 2
    state["centurions"] = [0]
    state["jump"] = 1
    clear_space(state)  # no basestar: the activation launches no heavy raider, so the setup is not short
    run_tasks(state, [{"t": "turn_start"}])
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "draw", "skill": "politics"})
    act(state, 2, {"type": "stay"})
    deck = state["decks"]["crisis"]
    deck.remove("boarding_parties")
    deck.append("boarding_parties")
    act(state, 2, {"type": "caprica_crises"})
    events = act(state, 2, {"type": "card", "card": "boarding_parties"})
    order = [e.kind for e in events if e.kind in ("activation", "centurions_advanced", "launched", "deployed")]
    assert order[:2] == ["activation", "centurions_advanced"]  # step 1: activate heavy raiders (centurions move)
    assert state["centurions"] == [1]
    assert state["space"][0]["heavy_raider"] == 2 and state["space"][2]["heavy_raider"] == 2  # step 2: setup
    assert state["jump"] == 1  # no H6
    assert [e.params["icon"] for e in events if e.kind == "activation"] == ["activate_heavy_raiders"]  # no H5


# §0.3 geometry and §2 components ------------------------------------------------------------------------------------


def test_s0_3_ring_adjacency_distance_and_heavy_raider_paths():
    from engine.games.bsg import board as B
    from engine.games.bsg.data import HEAVY_PATH, LAUNCH_AREAS

    for a in range(6):
        assert set(B.adjacent(a)) == {(a + 1) % 6, (a + 5) % 6}
    assert [B.distance(0, b) for b in range(6)] == [0, 1, 2, 3, 2, 1]
    assert LAUNCH_AREAS == (4, 5)
    assert HEAVY_PATH == {0: 5, 1: 0, 2: 3, 3: 4}
    for a, b in HEAVY_PATH.items():  # each step goes one area closer to the nearest launch area
        assert b in B.adjacent(a)
        assert min(B.distance(b, x) for x in LAUNCH_AREAS) == min(B.distance(a, x) for x in LAUNCH_AREAS) - 1


def test_s2_component_counts_tracks_and_supply():
    from engine.games.bsg.data import SUPPLY

    assert Counter(DATA.civilian_pile) == {
        "empty": 2,
        "population_1": 6,
        "population_2": 2,
        "population_1_fuel_1": 1,
        "population_1_morale_1": 1,
    }
    powers = [json.dumps(v["reveal"], sort_keys=True) for v in DATA.loyalty.values() if v["kind"] == "cylon"]
    assert len(powers) == 4 and len(set(powers)) == 4  # 4 cylon cards, 4 different reveal powers
    table = {n: (t["cylon"], t["not_cylon"], bool(t["sympathizer"])) for n, t in DATA.loyalty_table.items()}
    assert table == {3: (1, 5, False), 4: (1, 6, True), 5: (2, 8, False), 6: (2, 9, True)}
    # the largest game (6 players with Baltar and Boomer) needs exactly the 11 printed "not a Cylon" cards
    assert 9 + sum(x["not_cylon"] for x in DATA.loyalty_extras.values()) == 11
    jump = DATA.tracks["jump_track"]
    assert [s["zone"] for s in jump["spaces"]] == ["start", "red", "red", "blue", "blue", "auto"]
    assert [s["ftl_population_loss"] for s in jump["spaces"]] == [None, None, None, 3, 1, None]
    assert jump["auto_jump_index"] == 5 and jump["ftl_control_min_index"] == 3
    assert DATA.tracks["boarding_party_track"]["humans_lose_index"] == 4
    assert {r: v["start"] for r, v in DATA.tracks["resources"].items() if isinstance(v, dict)} == {
        "fuel": 8,
        "food": 8,
        "morale": 10,
        "population": 12,
    }
    assert SUPPLY == {
        "viper": 8,
        "raptor": 4,
        "raider": 16,
        "heavy_raider": 4,
        "basestar": 2,
        "centurion": 4,
        "nuke": 2,
    }


def test_s13_5_ftl_control_not_on_the_start_space():
    state = new_game(3)
    finish_receive(state)
    state["players"][0]["loc"] = "ftl_control"
    act(state, 0, {"type": "stay"})
    for position, allowed in ((0, False), (1, False), (2, False), (3, True), (4, True)):
        state["jump"] = position
        usable = {"type": "activate", "location": "ftl_control"} in GAME.legal_actions(state, 0)
        assert usable is allowed, position


def test_s13_49_legendary_discovery_in_play_sleeper_phase_after_the_check_before_h5():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    finish_receive(state)
    empty_hands(state)
    stack_destiny(state, [("tactics", 5), ("piloting", 5)])
    four = give_card(state, 0, "tactics", 4)
    state["distance"] = 3
    deck = state["decks"]["crisis"]
    deck.remove("legendary_discovery")
    deck.append("legendary_discovery")
    act(state, 0, {"type": "stay"})
    events = act(state, 0, {"type": "nothing"})
    events += act(state, 1, {"type": "contribute", "cards": []})
    events += act(state, 2, {"type": "contribute", "cards": []})
    events += act(state, 0, {"type": "contribute", "cards": [four]})
    order = [
        e.kind
        for e in events
        if e.kind in ("check_result", "kept_in_play", "sleeper_phase", "activation") and e.to is None
    ]
    assert order == ["check_result", "kept_in_play", "sleeper_phase", "activation"]
    assert state["distance"] == 4 and state["check"] is None
    assert four in state["skill_discard"]["tactics"]


def test_s4_5_turn_end_discards_crises_then_hand_limit_then_resource_check():
    state = bare()
    state["turn_crises"] = ["water_shortage_1"]
    state["resources"]["fuel"] = 0
    while len(state["players"][1]["hand"]) < 11:  # one card over the limit of 10
        state["players"][1]["hand"].append(state["skill_deck"]["politics"].pop())
    run_tasks(state, [{"t": "turn_end"}])
    assert "water_shortage_1" in state["discards"]["crisis"] and state["turn_crises"] == []
    assert state["decision"]["kind"] == "hand_limit" and GAME.to_act(state) == [1]
    assert state["winner"] is None  # the resource check comes after the discards
    act(state, 1, GAME.legal_actions(state, 1)[0])
    assert state["winner"] == "cylon" and state["end_reason"] == "resources"


# §4.6 die rolls / §13.17 -----------------------------------------------------------------------------------------


def test_s13_17_reroll_keeps_strategic_planning_and_results_clamp_to_eight():
    state = bare(3, ["karl_agathon", "laura_roslin", "kara_thrace"])
    clear_space(state)
    state["space"][0]["basestars"] = [{"damage": []}]
    sp = give_card(state, 1, "tactics", 3)  # Strategic Planning
    M.public_hands.unknown(state)  # hands set by the test: every seat may hold any card (test_bsg_window_gates)
    rng = Dice([1, 2])
    run_tasks(state, [{"t": "activation", "icon": "activate_basestars"}], rng, auto=False)
    d = state["decision"]
    assert (d["kind"], d["window"], GAME.to_act(state)) == ("skill_window", "roll_before", [0, 1, 2])
    act(state, 0, {"type": "pass"}, rng, auto=False)
    act(state, 1, {"type": "play", "card": sp}, rng, auto=False)
    events = act(state, 2, {"type": "pass"}, rng, auto=False)
    assert [e.params["value"] for e in events if e.kind == "roll"] == [3]  # 1 + 2: a miss so far
    assert state["decision"]["kind"] == "eco_officer"
    events = act(state, 0, {"type": "use"}, rng)
    assert [e.params["value"] for e in events if e.kind == "reroll"] == [4]  # 2 + 2 kept: the basestar hits
    assert len(state["damaged"]) + len(state["galactica_removed"]) == 1
    # clamping: a natural 8 with +2 is 8
    state["space"][0]["basestars"] = [{"damage": []}]
    sp2 = give_card(state, 2, "tactics", 3)
    rng = Dice([8])
    run_tasks(state, [{"t": "activation", "icon": "activate_basestars"}], rng, auto=False)
    act(state, 0, {"type": "pass"}, rng, auto=False)
    act(state, 1, {"type": "pass"}, rng, auto=False)
    events = act(state, 2, {"type": "play", "card": sp2}, rng, auto=False)
    assert [(e.params["raw"], e.params["value"]) for e in events if e.kind == "roll"] == [(8, 8)]


# §4.3 H3 Executive Order / §13.53 ------------------------------------------------------------------------------


def test_s13_53_executive_order_target_in_the_brig_cannot_move_but_may_act_twice():
    for mode, actions in (("move_and_act", 1), ("two_actions", 2)):
        state = new_game(3, ["tom_zarek", "william_adama", "kara_thrace"])
        finish_receive(state)
        act(state, 0, {"type": "stay"})
        state["players"][1]["loc"] = "brig"
        card = give_card(state, 0, "leadership", 1)
        assert DATA.skill_cards[card]["card_id"] == "executive_order"
        act(state, 0, {"type": "play", "card": card})
        act(state, 0, {"type": "player", "seat": 1})
        act(state, 1, {"type": "mode", "mode": mode})
        for _ in range(actions):
            assert state["decision"]["kind"] == "action" and state["decision"]["seat"] == 1  # never a move
            act(state, 1, {"type": "nothing"})
        assert state["players"][1]["loc"] == "brig"
        assert state["decision"]["seat"] != 1 or state["decision"]["kind"] != "action"


def test_s14_9_ftl_control_under_executive_order_is_rolled_by_the_activating_player():
    state = new_game(3, ["tom_zarek", "william_adama", "kara_thrace"])
    finish_receive(state)
    act(state, 0, {"type": "stay"})
    state["players"][1]["loc"] = "ftl_control"
    state.update(jump=4, distance=2)
    card = give_card(state, 0, "leadership", 1)  # Executive Order
    act(state, 0, {"type": "play", "card": card})
    act(state, 0, {"type": "player", "seat": 1})
    act(state, 1, {"type": "mode", "mode": "two_actions"})
    events = act(state, 1, {"type": "activate", "location": "ftl_control"}, Dice([2]))
    assert [(e.params["seat"], e.params["why"]) for e in events if e.kind == "roll"] == [(1, "ftl_control")]
    assert state["resources"]["population"] == 11 and state["decision"]["kind"] == "destination"


# §15 T7 verbatim variants (§6.4, §13.7, §13.8) ---------------------------------------------------------------------


def raider_board() -> dict:
    state = bare(3, ["kara_thrace", "william_adama", "laura_roslin"])
    clear_space(state)
    return state


def test_t7_civilian_in_area_two_raider_moves_to_area_one():
    state = raider_board()
    state["space"][0]["raider"] = 1
    state["civilian_pile"].remove("empty")
    state["space"][2]["civilians"] = ["empty"]
    run_tasks(state, [{"t": "activation", "icon": "activate_raiders"}], Dice([]))
    assert state["space"][1]["raider"] == 1 and state["space"][0]["raider"] == 0  # 2 < 4


def test_t7_moved_raider_does_not_act_again_when_its_new_area_is_resolved_later():
    state = raider_board()
    state["space"][0]["raider"] = 1
    state["space"][1]["raider"] = 1
    state["civilian_pile"].remove("empty")
    state["space"][3]["civilians"] = ["empty"]
    run_tasks(state, [{"t": "activation", "icon": "activate_raiders"}], Dice([]))
    assert state["decision"]["kind"] == "area_order" and state["decision"]["seat"] == 0
    events = act(state, 0, {"type": "area", "area": 0})  # area 0 first: its raider moves clockwise into area 1
    moves = [(e.params["frm"], e.params["to"]) for e in events if e.kind == "raider_moved"]
    # area 1 is resolved afterwards: only the raider that started there acts (1 -> 2, toward area 3)
    assert moves == [(0, 1), (1, 2)]
    assert [sp["raider"] for sp in state["space"]] == [0, 1, 1, 0, 0, 0]


def test_s13_9_two_civilian_ships_in_the_area_the_current_player_picks_one_blind():
    state = raider_board()
    state["current"] = 1
    state["space"][3]["raider"] = 1
    for ship in ("empty", "population_2"):
        state["civilian_pile"].remove(ship)
    state["space"][3]["civilians"] = ["empty", "population_2"]
    run_tasks(state, [{"t": "activation", "icon": "activate_raiders"}], Dice([]))
    assert state["decision"]["kind"] == "raider_civilian" and GAME.to_act(state) == [1]
    for seat in (None, 0, 1, 2):  # the ships stay face down for everyone
        assert "population_2" not in str(GAME.view(state, seat))
    act(state, 1, {"type": "civilian", "index": 1})
    assert state["civilians_destroyed"] == ["population_2"] and state["resources"]["population"] == 10
    assert state["space"][3]["civilians"] == ["empty"]


def test_s13_22_lee_setup_launch_opens_no_viper_placed_window():
    state = GAME.setup(3, {"_first": 0}, random.Random(7))
    chars = ["lee_adama", "william_adama", "laura_roslin"]
    kinds_seen = []
    while state["phase"] == "setup":
        seat = GAME.to_act(state)[0]
        d = state["decision"]
        kinds_seen.append(d["kind"])
        if d["kind"] == "draft":
            action = {"type": "character", "character": chars[seat]}
        elif d["kind"] == "lee_launch":
            assert GAME.legal_actions(state, seat) == [{"type": "launch", "area": 4}, {"type": "launch", "area": 5}]
            action = {"type": "launch", "area": 5}
        else:
            action = GAME.legal_actions(state, seat)[0]
        GAME.apply(state, seat, action, random.Random(0))
    assert set(kinds_seen) == {"draft", "lee_launch", "starting_hands"}
    assert state["players"][0]["viper"] == 5 and state["reserves"]["viper"] == 5


# hidden information in §4-§6 decisions ----------------------------------------------------------------------


def test_s4_3_roslin_crisis_pair_is_secret_and_the_other_card_stays_unseen():
    state = new_game(3, ["laura_roslin", "william_adama", "kara_thrace"])
    finish_receive(state)
    act(state, 0, {"type": "stay"})
    top = state["decks"]["crisis"][-2:]
    events = act(state, 0, {"type": "nothing"})
    assert state["decision"]["kind"] == "crisis_pick"
    for seat in (None, 1, 2):
        blob = str(GAME.view(state, seat))
        assert all(f"'{c}'" not in blob for c in top)
    assert all(f"'{c}'" in str(GAME.view(state, 0)["me"]) for c in top)
    assert all(c not in str(e.params) for e in events if e.to is None for c in top)
    kept, other = top[1], top[0]
    events = act(state, 0, {"type": "card", "card": kept})
    assert all(other not in str(e.params) for e in events if e.to is None)
    for seat in (None, 1, 2):
        assert f"'{other}'" not in str(GAME.view(state, seat))


def test_s5_2_pool_including_destiny_is_hidden_until_the_reveal():
    state = bare()
    spec = {"skills": ["politics"], "difficulty": 1, "pass": [], "fail": []}
    run_tasks(state, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "crisis", "id": "x"}}])
    assert state["decision"]["kind"] == "contribute"
    destiny = list(state["check"]["pool"])
    assert len(destiny) == 2
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert view["check"]["pool_size"] == 2 and view["check"]["revealed"] is None
        assert all(f"'{c}'" not in str(view) for c in destiny)


def test_s3_table_options_are_time_limits_and_the_test_only_first_player_override_is_refused():
    import pytest

    from engine.core import OptionError, validate_options

    defaults = {"window_seconds": 90, "decision_hours": 24, "contribution_hours": 24, "pace": "live"}
    assert validate_options(GAME.options, {}) == defaults  # issue 11 item 5; reminder_hours is a table option
    with pytest.raises(OptionError):
        validate_options(GAME.options, {"_first": 0})
