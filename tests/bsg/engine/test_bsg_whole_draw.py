"""A draw of several cards whose types the player chooses is asked once, as its sets of types: a five-player game's
setup asked each of four players three times in a row (twelve waits before the first turn), Lee Adama twice every
turn, Consolidate Power twice. The one-card answer is still taken (standing orders and older stored moves give it)."""

from __future__ import annotations

import random

import pytest
from bsg_testkit import GAME, act, new_game

from engine.games.bsg import explain, legacy
from engine.games.bsg import machine as M
from engine.games.bsg.data import DATA
from i18n import LANGS, tr


def hand_types(state: dict, seat: int) -> list[str]:
    return sorted(DATA.skill_cards[c]["skill"] for c in state["players"][seat]["hand"])


def setup_draw() -> tuple[dict, int]:
    """A five-player setup at its first starting-hand draw (the characters drafted), asked one player after another
    as older builds did and their stored games still do (legacy.py; new games ask everyone at once:
    test_bsg_starting_hands.py)."""
    state = GAME.setup(5, {"_first": 0}, random.Random("whole"))
    while state["decision"]["kind"] != "starting_hands":
        seat = GAME.to_act(state)[0]
        act(state, seat, GAME.legal_actions(state, seat)[0], random.Random(0))
    legacy.as_sequential(state)
    return state, state["decision"]["seat"]


def test_a_starting_hand_is_asked_once_as_its_sets_of_types() -> None:
    state, seat = setup_draw()
    skills = state["decision"]["skills"]
    legal = GAME.legal_actions(state, seat)
    assert all(len(a["skills"]) == 3 for a in legal) and {"type": "draw", "skills": [skills[0]] * 3} == legal[0]
    chosen = legal[-1]["skills"]
    act(state, seat, legal[-1], random.Random(1))
    assert hand_types(state, seat) == sorted(chosen)
    assert state["decision"]["kind"] != "draw_skill" or state["decision"]["seat"] != seat, "asked once"


def test_the_one_card_answer_is_still_taken_and_asks_for_the_rest() -> None:
    state, seat = setup_draw()
    skill = state["decision"]["skills"][1]
    act(state, seat, {"type": "draw", "skill": skill}, random.Random(1))
    d = state["decision"]
    assert d["kind"] == "draw_skill" and d["seat"] == seat and d["left"] == 2
    assert all(len(a["skills"]) == 2 for a in GAME.legal_actions(state, seat))
    assert hand_types(state, seat) == [skill]


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_draw_is_worded_with_its_counts_and_its_prompt(lang: str) -> None:
    state, seat = setup_draw()
    names = [f"P{s}" for s in range(5)]
    first, second = state["decision"]["skills"][:2]
    text = tr(explain.action_label(state, seat, {"type": "draw", "skills": [first, first, second]}, names), lang)
    skill = {s: tr(explain.E.skill_name(s), lang) for s in (first, second)}
    assert f"2 × {skill[first]}" in text and f"1 × {skill[second]}" in text and "bsg-" not in text, text
    prompt = tr(explain.question(state, state["decision"]), lang)
    assert "3" in prompt and "bsg-" not in prompt, prompt


def test_a_consolidate_power_draw_offers_every_pair_once() -> None:
    state = new_game(3, ["tom_zarek", "william_adama", "kara_thrace"])
    state["decision"], state["stack"] = None, []
    ctx = M.Ctx(state, random.Random(0))
    ctx.push({"t": "draw_choice", "seat": 0, "skills": ["politics", "piloting"], "left": 2})
    M.run(ctx)
    sets = [a["skills"] for a in GAME.legal_actions(state, 0)]
    assert sets == [["politics", "politics"], ["politics", "piloting"], ["piloting", "piloting"]]
