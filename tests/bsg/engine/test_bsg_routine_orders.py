"""Routine standing orders (issue 23, engine/games/bsg/standing.py): the current player's order of space areas in
board order (`board_order`, bsg.md D-AO), and discards of one's choice answered at once with the weakest cards
(`discards`, what the clock would answer when the time runs out) — in either pace; without them the seat is asked."""

from __future__ import annotations

import random

import pytest
from bsg_testkit import GAME, Dice, bare, clear_space, empty_hands, give_card, refused, take_viper
from orders_kit import order

from engine.games.bsg import clocks, standing, texts
from engine.games.bsg import machine as M
from engine.games.bsg.data import DATA

RAIDERS = {"t": "activation", "icon": "activate_raiders"}


def two_areas(pace: str) -> dict:
    state = bare(3, ["kara_thrace", "william_adama", "laura_roslin"])
    clear_space(state)
    state["options"]["pace"] = pace
    for area in (3, 1):
        state["space"][area]["raider"] = 1
        take_viper(state, area)
    return state


def activate(state: dict) -> list:
    """Activate the raiders (each viper hit on an 8), then what standing orders answer, as a move runs them."""
    ctx = M.Ctx(state, Dice([8, 8]))
    ctx.push(RAIDERS)
    M.run(ctx)
    standing.settle(ctx)
    return ctx.events


@pytest.mark.parametrize("pace", ["days", "live"])
def test_board_order_resolves_the_space_areas_lowest_first_without_asking(pace):
    state = two_areas(pace)
    order(state, state["current"], board_order=True)
    events = activate(state)
    assert state["decision"] is None or state["decision"]["kind"] != "area_order"
    assert [e.params["area"] for e in events if e.kind == "area_chosen"] == [1]
    if pace == "days":  # in live a window before the roll asks the seats holding cards
        assert [e.params["area"] for e in events if e.kind == "viper_hit"] == [1, 3]


def test_without_board_order_the_current_player_is_asked_and_another_seats_order_does_not_answer():
    state = two_areas("days")
    order(state, (state["current"] + 1) % 3, board_order=True)
    activate(state)
    assert state["decision"]["kind"] == "area_order" and state["decision"]["seat"] == state["current"]


def test_board_order_takes_the_first_face_down_civilian_ship_a_raider_destroys():
    for ordered in (True, False):
        state = bare(3, ["kara_thrace", "william_adama", "laura_roslin"])
        clear_space(state)
        state["options"]["pace"] = "days"
        state["space"][3]["raider"] = 1
        for ship in ("empty", "population_2"):
            state["civilian_pile"].remove(ship)
        state["space"][3]["civilians"] = ["empty", "population_2"]
        if ordered:
            order(state, state["current"], board_order=True)
        activate(state)
        if ordered:
            assert state["civilians_destroyed"] == ["empty"] and state["space"][3]["civilians"] == ["population_2"]
        else:
            assert state["decision"]["kind"] == "raider_civilian" and state["civilians_destroyed"] == []


def over_the_limit(pace: str = "days") -> dict:
    """Seats 0 and 1 over the hand limit (12 cards each), seat 2 with 2 cards; nobody asked yet."""
    state = bare(3, ["william_adama", "galen_tyrol", "kara_thrace"])
    state["options"]["pace"] = pace
    state["decision"], state["stack"] = None, []
    empty_hands(state)
    for seat, skills in ((0, ("tactics", "piloting", "leadership")), (1, ("politics", "engineering", "piloting"))):
        for skill in skills:
            for strength in (1, 2, 3, 4):
                give_card(state, seat, skill, strength)
    give_card(state, 2, "tactics", 1)
    give_card(state, 2, "tactics", 2)
    return state


def settle_tasks(state: dict, tasks: list[dict]) -> None:
    ctx = M.Ctx(state, random.Random(0))
    ctx.push(*tasks)
    M.run(ctx)
    standing.settle(ctx)


def test_a_discards_order_answers_the_hand_limit_with_the_weakest_cards_and_the_others_still_choose():
    state = over_the_limit()
    assert [len(p["hand"]) for p in state["players"]] == [12, 12, 2]
    order(state, 0, discards="weakest")
    weakest = clocks.weakest(state, 0, 2)
    settle_tasks(state, [{"t": "turn_end"}])
    assert state["decision"]["kind"] == "hand_limit" and GAME.to_act(state) == [1]
    assert state["decision"]["pending"] == {"1": 4}  # Galen Tyrol's hand limit is 8
    assert [DATA.skill_cards[c]["strength"] for c in weakest] == [1, 1]
    assert not set(weakest) & set(state["players"][0]["hand"]) and len(state["players"][0]["hand"]) == 10


def test_a_discards_order_keeps_the_cards_it_has_an_order_for_and_answers_a_forced_discard():
    state = over_the_limit()
    hand = state["players"][2]["hand"]
    sp = give_card(state, 2, "tactics", 3)  # Strategic Planning: the seat has an order for it, so it is kept
    assert DATA.skill_cards[sp]["card_id"] == "strategic_planning" and len(hand) == 3
    order(state, 2, card=sp, when="my_roll")
    order(state, 2, discards="weakest")
    settle_tasks(state, [M.effects(2, [{"op": "discard", "who": "self", "count": 2}], {"kind": "crisis"})])
    assert hand == [sp] and (state["decision"] is None or state["decision"]["kind"] != "discard")


def test_without_a_discards_order_the_seat_chooses():
    state = over_the_limit()
    settle_tasks(state, [M.effects(2, [{"op": "discard", "who": "self", "count": 2}], {"kind": "crisis"})])
    assert state["decision"]["kind"] == "discard" and state["decision"]["seat"] == 2


@pytest.mark.parametrize("change", [{"board_order": False}, {"board_order": 1}, {"discards": "strongest"}])
def test_bad_routine_orders_are_refused(change):
    state = over_the_limit()
    assert refused(state, 0, {"type": "orders", **change}) == str(texts.error("malformed"))


def test_routine_orders_in_the_seats_view_and_cleared():
    state = over_the_limit()
    order(state, 0, board_order=True)
    order(state, 0, discards="weakest")
    assert standing.view(state, 0)["board_order"] is True and standing.view(state, 0)["discards"] == "weakest"
    assert standing.view(state, 1)["board_order"] is False and standing.view(state, 1)["discards"] is None
    order(state, 0, discards=None)
    order(state, 0, board_order=None)
    assert not standing.has_orders(state, 0)
