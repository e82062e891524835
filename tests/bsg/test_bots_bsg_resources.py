"""The BSG bot's resource game (issue 28): destinations valued by the jumps they spare (`bsg_eval.destination_value`)
and a loyal contribution to a skill check reasoned as one of a team (`bsg.ev_share`)."""

from __future__ import annotations

import copy
import random

import pytest

from engine.bots import bsg as B
from engine.bots import bsg_eval as E
from tests.bsg.bots_kit import GAME, bot, contributing_human, position, seen_of


def view_at(distance: int) -> dict:
    return {"distance": distance, "resources": {"fuel": 6, "food": 6, "morale": 7, "population": 9}}


def test_a_destination_that_reaches_kobol_is_worth_a_whole_jump() -> None:
    """At distance 6 a 2 (Barren Planet, −2 fuel) reaches Kobol and a 1 (Tylium Planet, −1 fuel and a raptor's
    gamble for fuel) leaves a whole jump to make: the 2 is worth more; at distance 7 both reach it, the cheaper wins."""
    assert E.destination_value(view_at(6), "barren_planet") > E.destination_value(view_at(6), "tylium_planet") + 3.0
    assert E.destination_value(view_at(7), "tylium_planet") > E.destination_value(view_at(7), "barren_planet")


def test_a_destination_that_takes_the_last_fuel_loses_whatever_distance_it_spares() -> None:
    """With 1 fuel left a jump's −1 or −2 fuel loses the game at the turn's end: Ragnar Anchorage (no fuel) beats
    Barren Planet though Barren reaches Kobol, and Tylium Planet (its raptor refills 2 fuel on 3+ of a d8 before the
    turn ends) beats Icy Moon (only food)."""
    low = {**view_at(6), "resources": {"fuel": 1, "food": 6, "morale": 7, "population": 9}}
    assert E.destination_value(low, "ragnar_anchorage") > E.destination_value(low, "barren_planet")
    assert E.destination_value(low, "tylium_planet") > E.destination_value(low, "icy_moon") + 20.0


def test_early_in_the_journey_distance_outweighs_a_little_fuel() -> None:
    # Asteroid Field (3, −2 fuel, a civilian ship) against Icy Moon (1, −1 fuel and a raptor's gamble)
    assert E.destination_value(view_at(0), "asteroid_field") > E.destination_value(view_at(0), "icy_moon")
    assert E.jumps_to_kobol(8) == 0.0 and E.jumps_to_kobol(7) == 1.0 and E.jumps_to_kobol(0) > 4.0


def given(state: dict, history: list[dict], seat: int, stakes: tuple[float, float], monkeypatch) -> list[str]:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(B, "check_stakes", lambda ctx: stakes)
    action = bot("normal").choose(seen_of(state, seat, history), random.Random(5))
    assert action is not None and action["type"] == "contribute"
    return action["cards"]


@pytest.mark.parametrize("seed", ["r1", "r2", "r3"])
def test_a_loyal_human_gives_more_to_a_check_with_more_at_stake(seed: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    state, history, seat = contributing_human(seed)
    nothing = given(state, history, seat, (0.0, 0.0), monkeypatch)
    small = given(state, history, seat, (0.0, -3.0), monkeypatch)
    large = given(state, history, seat, (0.0, -30.0), monkeypatch)
    assert nothing == []  # nothing at stake: no card
    assert large, "a check that matters much gets cards"
    assert len(large) >= len(small)
    strength = {c: E.strength(c) for c in large}
    assert sum(strength.values()) >= sum(E.strength(c) for c in small)


def test_a_loyal_human_gives_more_when_a_suspect_has_added_cards(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The others' public counts enter the total: a count from a seat that looks loyal lowers what is still needed,
    the same count from a likely Cylon does not (it may be negative)."""
    state, history, seat = contributing_human("r-suspect")
    other = next(s for s in range(state["n"]) if s != seat)
    state["check"]["counts"][str(other)] = 3
    monkeypatch.setattr(B.Ctx, "odds", lambda self: {s: 0.0 for s in range(state["n"])})
    trusted = given(state, history, seat, (0.0, -12.0), monkeypatch)
    monkeypatch.setattr(B.Ctx, "odds", lambda self: {s: (0.95 if s == other else 0.0) for s in range(state["n"])})
    suspected = given(state, history, seat, (0.0, -12.0), monkeypatch)
    assert sum(E.strength(c) for c in suspected) > sum(E.strength(c) for c in trusted)


def test_waiting_for_the_track_costs_more_once_a_cylon_is_revealed() -> None:
    """Each revealed Cylon's turn at Caprica adds a crisis: an early jump spares more, the wait at Kobol risks more."""
    view = GAME.view(position("t3-bsg-4p-5")["state"], None)
    calm = {
        **view,
        "distance": 4,
        "jump_track": 4,
        "resources": {"fuel": 6, "food": 6, "morale": 6, "population": 7},
        "space": [{**a, "raider": 0, "heavy_raider": 0, "basestars": [], "civilians": 0} for a in view["space"]],
        "players": [{**p, "cylon_player": False} for p in view["players"]],
    }
    revealed = {**calm, "players": [{**p, "cylon_player": p["seat"] == 1} for p in calm["players"]]}
    assert B.cylon_turns_per_crisis(calm) == 1.0 and B.cylon_turns_per_crisis(revealed) == pytest.approx(4 / 3)
    assert B.early_jump_value(revealed) > B.early_jump_value(calm)
    at_kobol = {**calm, "distance": 8, "jump_track": 3, "resources": {**calm["resources"], "population": 2}}
    kobol_revealed = {**at_kobol, "players": revealed["players"]}
    assert B.final_jump_odds(kobol_revealed)[1] < B.final_jump_odds(at_kobol)[1]


def test_a_centurion_one_step_from_the_end_sends_a_loyal_bot_to_the_armory() -> None:
    pos = position("t3-bsg-4p-5")
    state, seat = copy.deepcopy(pos["state"]), pos["seat"]
    state["centurions"] = [3]
    if "armory" in state["damaged"]:
        state["damaged"].remove("armory")
    ctx = B.Ctx(bot("normal"), seen_of(state, seat, pos["history"]), random.Random(1))
    assert ctx.role == "human"
    armory = B.location_value(ctx, "armory")
    others = [loc for loc in E.DATA.locations if loc != "armory" and E.DATA.locations[loc].get("team") == "human"]
    assert all(armory > B.location_value(ctx, loc) for loc in others)
    state["centurions"] = [1]
    calmer = B.Ctx(bot("normal"), seen_of(state, seat, pos["history"]), random.Random(1))
    assert B.location_value(calmer, "armory") < armory - 10
