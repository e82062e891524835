"""The BSG human side's resource game (issue 28, engine/bots/bsg_checks.py): a resource valued by what is at stake,
crisis boxes chosen by the team's pass chance, FTL jumps valued at what the population is worth now, and no cards
wasted on a hopeless check."""

from __future__ import annotations

import random

import pytest

from engine.bots import bsg_checks as C
from engine.games.bsg.data import DATA, SKILLS
from tests.bsg.bots_kit import bot, contributing_human, make_team, reach, seen_of


def view(distance: int, **resources: int) -> dict:
    res = {"fuel": 6, "food": 6, "morale": 7, "population": 8, **resources}
    return {"distance": distance, "jump_track": 1, "resources": res}


def test_a_resource_unit_is_dear_near_zero_and_cheap_when_the_journey_cannot_use_it_up() -> None:
    early = view(0)
    step = [C.resource_worth(early, "food", x + 1) - C.resource_worth(early, "food", x) for x in range(1, 10)]
    assert step[0] > 3 * step[-1]  # the second unit is worth far more than the tenth
    assert C.resource_worth(early, "population", 0) < C.resource_worth(early, "population", 1) - 40.0  # lost now
    # the same 7 population: at risk with the whole journey ahead, safe at its end
    assert C.unit_worth(view(0, population=7), "population") > 2 * C.unit_worth(view(8, population=7), "population")


def crisis_decision(state: dict) -> bool:
    return (state["decision"].get("src") or {}).get("kind") == "crisis"


def crisis_choice(card: str, **resources: int) -> tuple[dict, list[dict], int]:
    """A choice between the two boxes of crisis `card`, put in a reached crisis choice, for a loyal chooser."""
    state, history = reach(
        "choose", "checks-box", when=lambda s: (s["decision"].get("src") or {}).get("kind") == "crisis"
    )
    seat = state["decision"]["seat"]
    make_team(state, seat, "human")
    options = DATA.crises[card]["choice"]["options"]
    state["decision"].update(options=[0, 1], src={"kind": "crisis", "id": card})
    state["decision"]["op"] = {"op": "choose", "box": True, "by": "current", "options": options}
    state["resources"].update(resources)
    return state, history, seat


def chosen(state: dict, history: list[dict], seat: int) -> int:
    action = bot("normal").choose(seen_of(state, seat, history), random.Random(3))
    assert action is not None and action["type"] == "choose"
    return action["option"]


def test_the_chooser_spares_the_resource_about_to_run_out() -> None:
    """Riots: lose food and morale, or population and fuel. With food at 1 the bot gives population and fuel; with
    population at 1, food and morale."""
    assert chosen(*crisis_choice("riots_1", food=1, morale=8, population=9, fuel=8)) == 1
    assert chosen(*crisis_choice("riots_1", population=1, food=8, morale=8, fuel=8)) == 0


def test_a_check_beyond_the_team_has_a_low_pass_chance_and_an_easy_one_a_high_one() -> None:
    state, history = reach(
        "choose", "checks-box", when=lambda s: (s["decision"].get("src") or {}).get("kind") == "crisis"
    )
    seat = state["decision"]["seat"]
    hand = state["players"][seat]["hand"]
    odds = dict.fromkeys(range(len(state["players"])), 0.0)
    seen = seen_of(state, seat, history)
    hard, cards_hard = C.team_check(seen.view, history, seat, hand, odds, {"skills": ["tactics"], "difficulty": 40})
    easy, cards_easy = C.team_check(seen.view, history, seat, hand, odds, {"skills": list(SKILLS), "difficulty": 0})
    assert hard < 0.05 < 0.9 < easy
    assert cards_easy == 0.0 < cards_hard


def test_no_cards_are_wasted_on_a_hopeless_check() -> None:
    state, history, seat = contributing_human("h2")
    state["check"]["difficulty"] = 60
    action = bot("normal").choose(seen_of(state, seat, history), random.Random(5))
    assert action == {"type": "contribute", "cards": []}
    state["check"]["difficulty"] = 10  # the same hand gives to a check within reach
    action = bot("normal").choose(seen_of(state, seat, history), random.Random(5))
    assert action is not None and action["cards"]


def test_the_current_player_sent_to_the_brig_costs_more_than_a_sickbay_stay_unless_a_revealed_cylon(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from engine.bots import bsg_eval as E  # noqa: PLC0415

    monkeypatch.setitem(C.SWITCHES, "stakes", True)  # off by default: bench_bsg_stakes.py's fresh seeds
    players = [{"seat": s, "cylon_player": False} for s in range(4)]
    loyal = {**view(3), "current": 1, "players": players}
    accusation = DATA.crises["cylon_accusation"]["skill_check"]["fail"]
    survey = [op for op in DATA.crises["send_survey_team"]["skill_check"]["fail"] if op["op"] == "send"]
    assert E.effect_value(loyal, accusation) < -2 * E.SEND_COST["sickbay"]  # a Brig stay: turns, not one
    assert E.effect_value(loyal, accusation) < E.effect_value(loyal, survey) < 0
    revealed = {**loyal, "players": [{**p, "cylon_player": p["seat"] == 1} for p in players]}
    assert E.effect_value(revealed, accusation) == 0.0
