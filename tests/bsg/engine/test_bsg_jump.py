"""Jumps (bsg.md §6.6): worked examples T2, T3, T4, T14; milestones; final jump."""

from __future__ import annotations

import random

from bsg_testkit import GAME, Dice, act, bare, clear_space, finish_receive, new_game, refused, run_tasks, take_viper


def top_destination(state, card: str) -> None:
    deck = state["decks"]["destination"]
    deck.remove(card)
    deck.append(card)


def test_t2_fleet_jump_by_the_jump_track():
    state = bare(3, ["lee_adama", "william_adama", "laura_roslin"])
    clear_space(state)
    state.update(distance=4, sleeper_done=True, jump=4)
    state["resources"]["fuel"] = 6
    state["space"][0]["basestars"] = [{"damage": []}]
    state["space"][0]["raider"] = 2
    state["civilian_pile"].remove("empty")
    state["space"][3]["civilians"] = ["empty"]
    while len(state["civilian_pile"]) > 6:  # 6 civilian ships in the unused pile (the rest were lost earlier)
        state["civilians_destroyed"].append(state["civilian_pile"].pop())
    take_viper(state, 4, pilot=0)
    take_viper(state, 5)
    pile_before = len(state["civilian_pile"])
    assert pile_before == 6 and state["reserves"]["raptor"] == 4
    top_destination(state, "remote_planet#0")
    loyalty_before = [list(p["loyalty"]) for p in state["players"]]
    events = run_tasks(state, [{"t": "jump_prep"}, {"t": "turn_end"}])  # H6, then TURN_END
    assert state["decision"]["kind"] == "destination" and state["decision"]["seat"] == state["admiral"] == 1
    assert "remote_planet#0" in state["decision"]["options"]
    other = [c for c in state["decision"]["options"] if c != "remote_planet#0"][0]
    # J2 happened before the choice
    assert state["reserves"]["viper"] == 8 and state["players"][0]["loc"] == "hangar_deck"
    assert len(state["civilian_pile"]) == 7
    assert all(sp["raider"] == 0 and not sp["basestars"] for sp in state["space"])
    # the public view does not show the two cards
    assert "remote_planet#0" not in str(GAME.view(state, None)) and "remote_planet#0" not in str(GAME.view(state, 0))
    assert "remote_planet#0" in str(GAME.view(state, 1)["me"]["decision"])
    events += act(state, 1, {"type": "card", "card": "remote_planet#0"})
    assert state["resources"]["fuel"] == 5
    assert state["reserves"]["raptor"] == 3
    assert state["distance"] == 6 and state["jump"] == 0
    assert state["decks"]["destination"][0] == other  # the other card went to the bottom
    assert state["destinations"] == ["remote_planet#0"]
    # J5: 4 was reached before and 8 is not reached: no Sleeper Agent phase, no final jump pending
    assert "sleeper_phase" not in [e.kind for e in events]
    assert [list(p["loyalty"]) for p in state["players"]] == loyalty_before
    # then TURN_END: the next player's turn has begun
    assert state["winner"] is None and state["current"] == 1


def ftl_state(jump: int, population: int, distance: int, chars=None):
    state = new_game(3, chars or ["william_adama", "laura_roslin", "kara_thrace"])
    finish_receive(state)
    state["players"][0]["loc"] = "ftl_control"
    state["jump"] = jump
    state["resources"]["population"] = population
    state["distance"] = distance
    state["sleeper_done"] = distance >= 4
    act(state, 0, {"type": "stay"})
    return state


def test_t3_ftl_control_roll_five_costs_one_population_then_crisis_follows():
    state = ftl_state(4, 9, 2)
    top_destination(state, "deep_space#0")
    top_destination(state, "barren_planet#0")
    act(state, 0, {"type": "activate", "location": "ftl_control"}, Dice([5]))
    assert state["resources"]["population"] == 8
    assert state["decision"]["kind"] == "destination"
    admiral = state["admiral"]
    act(state, admiral, {"type": "card", "card": "barren_planet#0"})
    assert state["resources"]["fuel"] == 6 and state["distance"] == 4
    assert state["jump"] == 0
    assert state["turn_crises"]  # H4 followed the jump


def test_t3_variants():
    state = ftl_state(4, 9, 2)
    act(state, 0, {"type": "activate", "location": "ftl_control"}, Dice([7]))
    assert state["resources"]["population"] == 9
    state = ftl_state(3, 9, 2)
    act(state, 0, {"type": "activate", "location": "ftl_control"}, Dice([6]))
    assert state["resources"]["population"] == 6
    state = ftl_state(2, 9, 2)
    assert {"type": "activate", "location": "ftl_control"} not in GAME.legal_actions(state, 0)
    refused(state, 0, {"type": "activate", "location": "ftl_control"})


def test_t4_final_jump_loses_on_population_roll():
    state = ftl_state(4, 1, 8)
    act(state, 0, {"type": "activate", "location": "ftl_control"}, Dice([3]))
    assert state["winner"] == "cylon" and state["end_reason"] == "final_jump_resources"
    result = GAME.result(state)
    assert sorted(result.winners) == sorted(s for s in range(3) if result.details["teams"][s] == "cylon")


def test_t4_final_jump_wins_for_humans():
    state = ftl_state(4, 1, 8)
    act(state, 0, {"type": "activate", "location": "ftl_control"}, Dice([7]))
    assert state["winner"] == "human" and state["end_reason"] == "final_jump"
    assert state["destinations"] == []  # no destination drawn
    assert GAME.to_act(state) == []


def test_t14_resource_at_zero_restored_before_turn_end():
    state = ftl_state(3, 9, 3)
    state["resources"]["fuel"] = 1
    top_destination(state, "tylium_planet#0")
    act(state, 0, {"type": "activate", "location": "ftl_control"}, Dice([8]))
    assert state["resources"]["population"] == 9
    admiral = state["admiral"]
    act(state, admiral, {"type": "card", "card": "tylium_planet#0"})
    assert state["resources"]["fuel"] == 0 and state["winner"] is None
    assert state["decision"]["kind"] == "choose"
    act(state, admiral, {"type": "choose", "option": 0}, Dice([4]))
    assert state["resources"]["fuel"] == 2
    assert state["distance"] == 4 and state["sleeper_done"]


def test_t14_resource_at_zero_at_turn_end_loses():
    state = bare(3)
    state["resources"]["fuel"] = 0
    run_tasks(state, [{"t": "turn_end"}])
    assert state["winner"] == "cylon" and state["end_reason"] == "resources"
    state = bare(3)
    state["resources"]["fuel"] = 1
    run_tasks(state, [{"t": "turn_end"}])
    assert state["winner"] is None and state["current"] == 1


def test_sleeper_agent_phase_at_four_deals_a_card_to_everyone():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    run_tasks(state, [{"t": "jump_end", "distance": 4}], random.Random(1))
    assert state["sleeper_done"]
    assert [len(p["loyalty"]) for p in state["players"]] == [2, 2, 2]
    assert state["decks"]["loyalty"] == []


def test_sleeper_agent_phase_names_who_receives_a_card_when_the_loyalty_deck_runs_out():
    """The loyalty deck is never refilled (bsg.md 9.1): the phase's line names the seats dealt a card, in deal order
    (from the current player), instead of saying everyone gets one."""
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    state["decks"]["loyalty"] = ["not_cylon#9", "not_cylon#8"]
    state["current"] = 1
    events = run_tasks(state, [{"t": "sleeper"}])
    [phase] = [e for e in events if e.kind == "sleeper_phase"]
    assert phase.params == {"dealt": [1, 2]}
    assert [len(p["loyalty"]) for p in state["players"]] == [1, 2, 2]
    state["decks"]["loyalty"] = []
    [phase] = [e for e in run_tasks(state, [{"t": "sleeper"}]) if e.kind == "sleeper_phase"]
    assert phase.params == {"dealt": []}


def test_sleeper_agent_phase_with_a_card_for_everyone_says_everyone():
    state = bare(3, ["william_adama", "laura_roslin", "kara_thrace"])
    [phase] = [e for e in run_tasks(state, [{"t": "sleeper"}]) if e.kind == "sleeper_phase"]
    assert phase.params == {}


def test_sharon_gets_two_cards_and_goes_to_the_brig():
    state = bare(3, ["sharon_valerii", "laura_roslin", "william_adama"])
    run_tasks(state, [{"t": "jump_end", "distance": 4}], random.Random(1))
    assert len(state["players"][0]["loyalty"]) == 3
    assert state["players"][0]["loc"] == "brig"


def test_milestone_four_only_once():
    state = bare(3)
    run_tasks(state, [{"t": "jump_end", "distance": 5}], random.Random(1))
    dealt = sum(len(p["loyalty"]) for p in state["players"])
    run_tasks(state, [{"t": "jump_end", "distance": 2}], random.Random(1))
    assert sum(len(p["loyalty"]) for p in state["players"]) == dealt


def test_t4_strategic_planning_turns_five_into_seven_and_humans_win():
    from bsg_testkit import forget_hands, give_card

    state = ftl_state(4, 1, 8)
    sp = give_card(state, 0, "tactics", 3)
    forget_hands(state)  # hands set by the test: every seat may hold any card (who is asked: test_bsg_window_gates)
    act(state, 0, {"type": "activate", "location": "ftl_control"}, Dice([5]), auto=False)
    # W-ROLL-BEFORE: every human player is asked, the current player first
    assert state["decision"]["kind"] == "skill_window" and GAME.to_act(state) == [0, 1, 2]
    assert {"type": "play", "card": sp} in GAME.legal_actions(state, 0)
    act(state, 0, {"type": "play", "card": sp}, auto=False)
    rng = Dice([5])
    act(state, 1, {"type": "pass"}, rng, auto=False)
    act(state, 2, {"type": "pass"}, rng)
    assert state["winner"] == "human"


def test_final_jump_by_the_jump_track_wins_for_humans():
    state = bare(3)
    state.update(distance=8, sleeper_done=True, jump=4)
    run_tasks(state, [{"t": "jump_prep"}])
    assert state["winner"] == "human" and state["end_reason"] == "final_jump"
    result = GAME.result(state)
    assert result.details["winner"] == "human"
    assert set(result.winners) == {s for s in range(3) if result.details["teams"][s] == "human"}


def test_jump_track_never_below_zero():
    state = bare(3)
    state["jump"] = 1
    from engine.games.bsg import machine as M

    run_tasks(state, [M.effects(0, [{"op": "jump_track", "delta": -2}])])
    assert state["jump"] == 0
