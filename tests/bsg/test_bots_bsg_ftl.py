"""The BSG bot's FTL Control at Kobol and before it (issue 28): the next jump after distance 8 ends the game, so a
loyal bot weighs its chance to win by jumping now against waiting for the track — it never rolls away the last
population. The two positions the issue reported (all-normal 4-player games, seeds `t3-bsg-4p-5` seat 2 at move 476
and `t3-bsg-4p-33` seat 3 at move 531, where the old bot activated FTL Control and lost at Kobol) are stored as they
were reached (state and public history, tests/bsg/data/)."""

from __future__ import annotations

import copy
import random

import pytest

from engine.bots import LEVELS, seen_by
from engine.bots.bsg import early_jump_value, final_jump_odds
from tests.bsg.bots_kit import GAME, bot, position

FTL = {"type": "activate", "location": "ftl_control"}
REPORTED = [("t3-bsg-4p-5", 476, 2), ("t3-bsg-4p-33", 531, 3)]


@pytest.mark.parametrize(("seed", "move", "seat"), REPORTED)
def test_the_reported_positions_are_kobol_with_the_last_population_at_risk(seed: str, move: int, seat: int) -> None:
    pos = position(seed)
    assert (pos["seed"], pos["move"], pos["seat"]) == (seed, move, seat)
    seen = seen_by(GAME, pos["state"], seat, pos["history"])
    v = seen.view
    assert v["me"]["team"] == "human" and v["distance"] >= 8 and v["jump_track"] == 3
    assert v["resources"]["population"] <= 3 and FTL in seen.legal


@pytest.mark.parametrize(("seed", "move", "seat"), REPORTED)
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_loyal_bot_does_not_roll_away_the_game_at_kobol(seed: str, move: int, seat: int, level: str) -> None:
    pos = position(seed)
    seen = seen_by(GAME, pos["state"], seat, pos["history"])
    for r in range(5):
        assert bot(level).choose(seen, random.Random(r)) != FTL


@pytest.mark.parametrize(("seed", "move", "seat"), REPORTED)
def test_at_kobol_with_population_to_spare_the_bot_jumps_at_once(seed: str, move: int, seat: int) -> None:
    """Same position with population 5 (more than the roll can take) — even with another resource at 1, which the
    old rule mistook for the population at risk: jumping now wins for sure, waiting risks a crisis."""
    pos = position(seed)
    state = copy.deepcopy(pos["state"])
    state["resources"]["population"] = 5
    state["resources"]["fuel"] = 1
    seen = seen_by(GAME, state, seat, pos["history"])
    assert final_jump_odds(seen.view)[0] == 1.0
    for level in ("normal", "hard"):
        assert bot(level).choose(seen, random.Random(7)) == FTL


def test_final_jump_odds_test_population_not_the_lowest_resource() -> None:
    state = position("t3-bsg-4p-5")["state"]
    view = GAME.view(state, None)
    base = {**view, "distance": 8, "jump_track": 3}
    low_pop = {**base, "resources": {"fuel": 6, "food": 6, "morale": 6, "population": 3}}
    low_fuel = {**base, "resources": {"fuel": 1, "food": 6, "morale": 6, "population": 6}}
    now, wait = final_jump_odds(low_pop)
    assert now == pytest.approx(0.25) and wait > now
    now, wait = final_jump_odds(low_fuel)
    assert now == 1.0 and wait < now
    on_four = {**base, "jump_track": 4, "resources": {"fuel": 6, "food": 6, "morale": 6, "population": 2}}
    assert final_jump_odds(on_four)[0] == 1.0  # position 4 risks only 1 population


def test_an_early_jump_is_worth_less_as_population_thins() -> None:
    view = GAME.view(position("t3-bsg-4p-5")["state"], None)
    calm = {
        **view,
        "space": [{**a, "raider": 0, "heavy_raider": 0, "basestars": [], "civilians": 0} for a in view["space"]],
    }

    def value(pop: int, track: int, distance: int) -> float:
        return early_jump_value(
            {
                **calm,
                "jump_track": track,
                "distance": distance,
                "resources": {"fuel": 6, "food": 6, "morale": 6, "population": pop},
            }
        )

    assert value(12, 3, 0) > value(7, 3, 0) > value(4, 3, 0)
    assert value(3, 3, 4) < -20  # the roll can end the game
    assert value(6, 4, 4) > value(6, 3, 4)  # position 4 risks 1, position 3 risks 3 (of a thin population)


def test_the_gamble_at_kobol_appeals_to_a_hidden_cylon() -> None:
    seed, move, seat = REPORTED[0]
    pos = position(seed)
    state = copy.deepcopy(pos["state"])
    state["players"][seat]["loyalty"] = ["cylon_reduce_morale"]  # the same seat, a hidden Cylon
    seen = seen_by(GAME, state, seat, pos["history"])
    assert seen.view["me"]["team"] == "cylon"
    assert bot("normal").choose(seen, random.Random(3)) == FTL


def test_every_level_answers_the_reported_positions_legally() -> None:
    for seed, _, seat in REPORTED:
        pos = position(seed)
        seen = seen_by(GAME, pos["state"], seat, pos["history"])
        for level in LEVELS:
            assert bot(level).choose(seen, random.Random(1)) in seen.legal
