"""When a hidden BSG Cylon bot reveals (issue 28 item 3): it keeps its cover while it pays and reveals in the Brig,
when exposed, when its power hurts most, near the journey's end, and after the Sleeper Agent phase when cover is
worth little (few cards, no title)."""

from __future__ import annotations

import random

import pytest

from engine.bots import bsg as B
from tests.bsg.bots_kit import bot, reach, seen_of


def event(kind: str, **params: object) -> dict:
    return {"kind": kind, "params": params, "to": None}


def hidden_ctx(
    level: str = "normal", card: str = "cylon_brig", history: tuple[dict, ...] = (), sleeper: bool = True, hand: int = 4
) -> B.Ctx:
    """Seat 0 of a 5-player game, a hidden Cylon holding `card` and `hand` skill cards, deciding its action in a calm
    position (resources full, distance 2, no damage); seat 1 is Admiral, seat 2 President; everyone on Galactica."""
    state, _ = reach("action", "reveal-5p", players=5)
    for p in state["players"]:
        p["cylon_player"] = False
        p["loc"] = "research_lab"
        p["viper"] = None
    me = state["players"][0]
    me["loyalty"] = [card]
    while len(me["hand"]) > hand:
        state["skill_discard"][B.E.skill_of(me["hand"][-1])].append(me["hand"].pop())
    assert len(me["hand"]) == hand
    state.update(current=0, distance=2, damaged=[], centurions=[], admiral=1, president=2)
    state["resources"] = {"fuel": 8, "food": 8, "morale": 10, "population": 12}
    events = [*history, event("sleeper_phase")] if sleeper else list(history)
    return B.Ctx(bot(level), seen_of(state, 0, events), random.Random(1))


def reveals(ctx: B.Ctx) -> bool:
    return B.reveal_value(ctx, ctx.me["loyalty"][0]) > 0.0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_hidden_cylon_keeps_its_cover_in_a_calm_game(level: str) -> None:
    assert not reveals(hidden_ctx(level, card="cylon_reduce_morale"))
    assert not reveals(hidden_ctx(level, sleeper=False, hand=2))  # a first-deal Cylon waits for the Sleeper phase


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_hidden_cylon_reveals_in_the_brig_when_watched_and_near_the_end(level: str) -> None:
    ctx = hidden_ctx(level)
    ctx.player["location"] = "brig"
    assert reveals(ctx)
    assert reveals(hidden_ctx(level, history=(event("looked_at_loyalty", seat=3, target=0),)))
    ctx = hidden_ctx(level)
    ctx.view["distance"] = 6
    assert reveals(ctx)


def test_a_hidden_cylon_reveals_when_its_power_hurts_most() -> None:
    ctx = hidden_ctx(card="cylon_reduce_morale")
    ctx.view["resources"]["morale"] = 2
    assert reveals(ctx)
    ctx = hidden_ctx(card="cylon_damage_galactica")
    ctx.view["damaged"] = ["weapons_control", "command", "armory"]
    assert reveals(ctx)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_suspected_cylon_reveals_before_the_table_brigs_it(level: str) -> None:
    """Seat 0 alone added 2 cards to a pool with 10 strength of off-colour cards: the table singles it out."""
    sabotaged = (
        event("check_started", skills=["engineering"], difficulty=8, partial=None),
        event("contributed", seat=0, count=2),
        event("check_revealed", cards=["politics:20", "leadership:20", "tactics:20"], total=-5, difficulty=8),
        event("check_result", result="fail", total=-5, difficulty=8),
    )
    assert reveals(hidden_ctx(level, history=sabotaged))


def test_with_few_cards_and_no_title_cover_is_worth_little_after_the_sleeper_phase() -> None:
    assert reveals(hidden_ctx(hand=3))
    ctx = hidden_ctx(hand=3)
    ctx.view["admiral"] = 0  # the Admiral keeps the title (destinations, nukes) while unsuspected
    assert not reveals(ctx)
