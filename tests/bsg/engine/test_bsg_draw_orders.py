"""Draw patterns (issue 23, engine/games/bsg/standing.py `draws`): every skill draw that lets a seat choose the type
— the starting hand, Sickbay, a revealed Cylon's draw, a card's or an ability's — answered from the seat's pattern, in
either pace, so nobody waits for it; a draw the pattern does not cover is asked as before."""

from __future__ import annotations

import random

import pytest
from bsg_testkit import GAME, act, new_game, refused, view_json
from orders_kit import days, order

from engine.games.bsg import machine as M
from engine.games.bsg import standing, texts
from engine.games.bsg.data import DATA


def skills_of(state: dict, seat: int, before: list[str]) -> list[str]:
    """The types of the cards `seat` drew since its hand was `before`, in the order drawn."""
    return [DATA.skill_cards[c]["skill"] for c in state["players"][seat]["hand"] if c not in before]


def draw(state: dict, seat: int, skills: list[str], left: int, why: str = "effect") -> list:
    """Run a draw of `left` cards of the given types for `seat` (as a card's or an ability's draw), then what
    standing orders answer."""
    state["decision"], state["stack"] = None, []
    ctx = M.Ctx(state, random.Random(0))
    ctx.push({"t": "draw_choice", "seat": seat, "skills": skills, "left": left, "why": why})
    M.run(ctx)
    standing.settle(ctx)
    return ctx.events


@pytest.mark.parametrize("pace", ["days", "live"])
def test_a_pattern_takes_the_allowed_types_in_its_order_and_starts_over(pace):
    state = new_game(3)
    state["options"]["pace"] = pace
    order(state, 0, draws=["leadership", "tactics", "tactics", "piloting"])
    before = list(state["players"][0]["hand"])
    draw(state, 0, ["tactics", "piloting"], 4)
    assert skills_of(state, 0, before) == ["tactics", "tactics", "piloting", "tactics"]
    assert state["decision"] is None or state["decision"]["kind"] != "draw_skill"


def test_a_draw_the_pattern_does_not_cover_is_asked():
    state = days(new_game(3))
    order(state, 0, draws=["leadership"])
    draw(state, 0, ["tactics", "piloting"], 2)
    assert state["decision"]["kind"] == "draw_skill" and state["decision"]["seat"] == 0
    assert state["decision"]["left"] == 2


def test_a_pattern_set_in_the_middle_of_a_draw_goes_on_from_where_the_draw_is():
    state = days(new_game(3))
    draw(state, 0, ["tactics", "piloting"], 3)
    before = list(state["players"][0]["hand"])
    act(state, 0, {"type": "draw", "skill": "piloting"}, random.Random(1))
    order(state, 0, draws=["tactics", "piloting"])  # cards 2 and 3 of the draw: piloting, then tactics
    assert skills_of(state, 0, before) == ["piloting", "piloting", "tactics"]
    assert state["decision"] is None or state["decision"]["kind"] != "draw_skill"


def test_the_turn_draw_takes_the_turn_preference_first_and_the_pattern_without_one():
    cases = (({"leadership": 1, "politics": 1}, ["leadership", "politics"]), (None, ["politics", "politics"]))
    for turn_order, wanted in cases:
        state = new_game(3, ["lee_adama", "laura_roslin", "william_adama"])
        assert state["decision"]["kind"] == "draw_skill" and state["decision"]["why"] == "receive"
        combo = standing.combined_slot(state, 0)
        assert sorted(combo["skills"]) == ["leadership", "politics"] and combo["count"] == 2
        if turn_order:
            order(state, 0, draw=turn_order)
        order(state, 0, draws=["politics"])
        before = list(state["players"][0]["hand"])
        draw(state, 0, combo["skills"], 2, why="receive")
        assert sorted(skills_of(state, 0, before)) == wanted


def test_the_starting_hands_are_drawn_from_the_patterns_and_nobody_is_asked():
    state = GAME.setup(3, {"_first": 0, "pace": "days"}, random.Random("start"))
    rng = random.Random("start-play")
    characters = {0: "william_adama", 1: "lee_adama", 2: "galen_tyrol"}
    patterns = {1: ["tactics", "leadership", "piloting"], 2: ["engineering"]}
    asked = []
    while state["phase"] == "setup":
        seat = GAME.to_act(state)[0]
        d = state["decision"]
        asked.append(d["kind"])
        if d["kind"] == "draft":
            act(state, seat, {"type": "character", "character": characters[seat]}, rng)
            if seat in patterns:
                order(state, seat, draws=patterns[seat])
        else:
            act(state, seat, GAME.legal_actions(state, seat)[0], rng)
    assert "draw_skill" not in asked
    lee = [DATA.skill_cards[c]["skill"] for c in state["players"][1]["hand"]]
    tyrol = [DATA.skill_cards[c]["skill"] for c in state["players"][2]["hand"]]
    # Lee Adama's skill set is tactics, piloting, leadership/politics: the pattern's three in its order
    assert sorted(lee) == ["leadership", "piloting", "tactics"]
    assert tyrol == ["engineering"] * 3


def test_draws_in_the_seats_view_and_cleared_for_a_new_occupant():
    state = new_game(3)
    order(state, 1, draws=["piloting", "tactics"])
    assert standing.view(state, 1)["draws"] == ["piloting", "tactics"]
    assert standing.view(state, 0)["draws"] is None and standing.has_orders(state, 1)
    order(state, 1, draws=None)
    assert standing.view(state, 1)["draws"] is None
    order(state, 1, draws=["piloting"])
    order(state, 1, clear=True)
    assert standing.view(state, 1)["draws"] is None and not standing.has_orders(state, 1)


def test_orders_stored_before_draw_patterns_existed_read_as_without_one():
    state = new_game(3)
    state["orders"] = {"1": {"cards": {}, "abilities": {}, "draw": None, "eo": None, "ask": False}}
    assert not standing.has_orders(state, 1) and standing.view(state, 1)["draws"] is None
    order(state, 1, draws=["tactics"])
    assert standing.view(state, 1)["draws"] == ["tactics"]


@pytest.mark.parametrize(
    "draws", [[], ["tactics"] * 7, ["tactics", "lasers"], "tactics", {"tactics": 1}, [None], [["tactics"]]]
)
def test_bad_draw_patterns_are_refused_and_change_nothing(draws):
    state = new_game(3)
    assert refused(state, 0, {"type": "orders", "draws": draws}) == str(texts.error("order_draws"))


# --- the draft ranking --------------------------------------------------------------------------------------------


def test_a_draft_ranking_picks_the_first_character_the_category_rule_allows_when_the_seat_comes():
    state = GAME.setup(4, {"_first": 0, "pace": "days"}, random.Random(1))
    # seat 1 ranks a second military character first: after Adama it is not allowed, so Roslin is picked
    order(state, 1, draft=["saul_tigh", "laura_roslin", "lee_adama"])
    order(state, 2, draft=["william_adama", "laura_roslin", "kara_thrace", "lee_adama"])
    assert state["decision"]["kind"] == "draft" and state["decision"]["seat"] == 0  # seat 0 ranked nothing
    act(state, 0, {"type": "character", "character": "william_adama"})
    assert [p["character"] for p in state["players"]][:3] == ["william_adama", "laura_roslin", "kara_thrace"]
    assert state["decision"]["kind"] == "draft" and state["decision"]["seat"] == 3  # seat 3 is asked


def test_a_draft_ranking_with_no_allowed_character_left_asks_the_seat():
    state = GAME.setup(4, {"_first": 0, "pace": "live"}, random.Random(1))
    order(state, 1, draft=["william_adama", "saul_tigh"])
    act(state, 0, {"type": "character", "character": "william_adama"})
    assert state["decision"]["kind"] == "draft" and state["decision"]["seat"] == 1
    assert state["players"][1]["character"] is None


def test_a_draft_ranking_set_when_the_seat_is_asked_answers_at_once_and_stays_secret():
    state = GAME.setup(3, {"_first": 0, "pace": "days"}, random.Random(2))
    order(state, 0, draft=["sharon_valerii", "kara_thrace"])
    assert state["players"][0]["character"] == "sharon_valerii"
    assert standing.view(state, 0)["draft"] == ["sharon_valerii", "kara_thrace"]
    assert "kara_thrace" not in view_json(GAME.view(state, 1)) and "kara_thrace" in view_json(GAME.view(state, 0))


@pytest.mark.parametrize("ranking", [[], ["kara_thrace", "kara_thrace"], ["starbuck"], "kara_thrace", [1]])
def test_bad_draft_rankings_are_refused_and_change_nothing(ranking):
    state = GAME.setup(3, {"_first": 0}, random.Random(2))
    assert refused(state, 0, {"type": "orders", "draft": ranking}) == str(texts.error("order_draft"))
