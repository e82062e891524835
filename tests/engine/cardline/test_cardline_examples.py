"""The worked examples of spec §11, one test each, followed verbatim (values from countries.csv)."""

from __future__ import annotations

import random

import pytest
from cardline_testkit import (
    GAME,
    StubRng,
    correct_by_playing,
    ids,
    kinds,
    line_names,
    names_of,
    only,
    place,
)

from engine.core import OptionError
from engine.games.cardline.cards import eligible
from engine.games.cardline.rules import correct_gaps, setup_from_deck
from engine.games.cardline.scenario import position

ANN, BEN, CLEO = 0, 1, 2
P1, P2, P3 = 0, 1, 2


def place_options(state: dict, seat: int) -> list[int]:
    """The different gaps the player may choose from."""
    return sorted({a["gap"] for a in GAME.legal_actions(state, seat) if a["type"] == "place"})


# -- T-C-01 -----------------------------------------------------------------------------------------------------------
def t_c_01_start() -> dict:
    return position(
        "area",
        line=["Iceland", "Germany", "Egypt", "Russia"],
        hands=[["Switzerland", "Kenya"], ["Japan"]],
        draw_pile=["Norway", "Italy"],
    )


def test_t_c_01_five_possible_placements() -> None:
    state = t_c_01_start()
    assert [state["values"][c] for c in state["line"]] == ["103000", "357114", "1002450", "17098242"]
    assert state["values"]["CHE"] == "41284"
    switzerland_moves = [a for a in GAME.legal_actions(state, 0) if a.get("card") == "CHE"]
    assert sorted(a["gap"] for a in switzerland_moves) == [0, 1, 2, 3, 4]  # five places
    assert correct_by_playing(state, 0, "Switzerland") == [0]

    after, events = GAME.play(state, 0, {"type": "place", "card": "CHE", "gap": 0}, random.Random(0))
    assert only(events, "placed").params["correct"] is True
    assert line_names(after) == ["Switzerland", "Iceland", "Germany", "Egypt", "Russia"]
    assert len(GAME.view(after, None)["gaps"]) == 6

    for gap in (1, 2, 3, 4):
        after, events = GAME.play(state, 0, {"type": "place", "card": "CHE", "gap": gap}, random.Random(0))
        placed = only(events, "placed").params
        assert placed["correct"] is False and placed["card"]["display"] == "41 284 km²"
        assert after["removed"] == ["CHE"]
        assert line_names(after) == ["Iceland", "Germany", "Egypt", "Russia"]
        assert names_of(after["hands"][0]) == ["Kenya", "Norway"]  # drew the top card
        assert names_of(after["draw_pile"]) == ["Italy"]


def test_t_c_01b_same_countries_sorted_by_gdp() -> None:
    state = position(
        "gdp", line=["Iceland", "Egypt", "Russia", "Germany"], hands=[["Switzerland"], ["Japan"]], draw_pile=["Norway"]
    )
    assert [state["values"][c] for c in state["line"]] == ["15222", "235990", "2045923", "3749315"]
    assert state["values"]["CHE"] == "715888"
    assert correct_gaps(state, "CHE") == [2]
    assert correct_by_playing(state, 0, "Switzerland") == [2]


# -- T-C-02 -----------------------------------------------------------------------------------------------------------
def t_c_02_start() -> dict:
    return position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Japan"], ["Egypt"]],
        draw_pile=["Norway", "Italy", "Spain"],
    )


def test_t_c_02_first_three_turns() -> None:
    state = t_c_02_start()
    assert [state["values"][c] for c in ("KEN", "ISL", "JPN", "EGY")] == ["43888303", "320716", "127629000", "93161001"]
    assert names_of(state["draw_pile"])[0] == "Norway"
    assert GAME.to_act(state) == [P1]
    assert place_options(state, P1) == [0, 1]
    events = place(state, P1, "Iceland", 0)
    assert only(events, "placed").params["correct"] is True
    assert line_names(state) == ["Iceland", "Kenya"]

    assert GAME.to_act(state) == [P2]
    assert place_options(state, P2) == [0, 1, 2]  # left of both, between, right of both
    events = place(state, P2, "Japan", 1)
    assert only(events, "placed").params["correct"] is False
    assert state["removed"] == ["JPN"]
    assert names_of(state["hands"][P2]) == ["Norway"]
    assert line_names(state) == ["Iceland", "Kenya"]

    assert GAME.to_act(state) == [P3]
    assert place_options(state, P3) == [0, 1, 2]  # still 3: the second player was wrong
    events = place(state, P3, "Egypt", 2)
    assert only(events, "placed").params["correct"] is True
    assert line_names(state) == ["Iceland", "Kenya", "Egypt"]
    assert len(GAME.view(state, None)["gaps"]) == 4
    assert place_options(state, GAME.to_act(state)[0]) == [0, 1, 2, 3]  # the next player has 4 options


def test_t_c_02_variant_first_player_wrong() -> None:
    state = t_c_02_start()
    events = place(state, P1, "Iceland", 1)
    assert only(events, "placed").params["correct"] is False
    assert place_options(state, P2) == [0, 1]


def test_t_c_02_variant_second_player_correct() -> None:
    state = t_c_02_start()
    place(state, P1, "Iceland", 0)
    events = place(state, P2, "Japan", 2)
    assert only(events, "placed").params["correct"] is True
    assert place_options(state, P3) == [0, 1, 2, 3]


# -- T-C-03 -----------------------------------------------------------------------------------------------------------
def test_t_c_03_special_rule_for_equal_values() -> None:
    state = position(
        "co2_per_capita",
        line=["Kenya", "Colombia", "Switzerland", "Germany"],
        hands=[["Vietnam", "Argentina", "India"], ["Chile", "Liechtenstein", "Japan"]],
        draw_pile=["Norway", "Italy", "Spain"],
    )
    assert [state["values"][c] for c in state["line"]] == ["0.31", "1.67", "4.66", "8.92"]

    # Step 1: Vietnam 1.67 fits directly next to Colombia 1.67, on either side.
    assert state["values"]["VNM"] == "1.67"
    assert correct_gaps(state, "VNM") == [1, 2]
    assert correct_by_playing(state, 0, "Vietnam") == [1, 2]
    place(state, 0, "Vietnam", 2)
    assert line_names(state) == ["Kenya", "Colombia", "Vietnam", "Switzerland", "Germany"]

    # Step 2: Chile 4.60: only gap 3 (Vietnam | Switzerland).
    assert state["values"]["CHL"] == "4.60"
    assert correct_by_playing(state, 1, "Chile") == [3]
    place(state, 1, "Chile", 3)
    assert line_names(state) == ["Kenya", "Colombia", "Vietnam", "Chile", "Switzerland", "Germany"]

    # Step 3: Argentina 4.60 equals Chile: gaps 3 and 4; gap 2 (Colombia | Vietnam) is wrong.
    assert state["values"]["ARG"] == "4.60"
    assert correct_by_playing(state, 0, "Argentina") == [3, 4]

    # Step 4: India 1.45: only gap 1 (Kenya | Colombia), since 0.31 ≤ 1.45 ≤ 1.67.
    assert line_names(state)[:4] == ["Kenya", "Colombia", "Vietnam", "Chile"]
    assert state["values"]["IND"] == "1.45"
    assert correct_by_playing(state, 0, "India") == [1]
    place(state, 0, "India", 1)
    assert line_names(state)[:3] == ["Kenya", "India", "Colombia"]
    # then Liechtenstein 1.45, equal to India: directly left or right of India.
    assert state["values"]["LIE"] == "1.45"
    assert correct_by_playing(state, 1, "Liechtenstein") == [1, 2]


# -- T-C-04 -----------------------------------------------------------------------------------------------------------
def test_t_c_04_full_three_player_game_with_continuation() -> None:
    deck = ids(["Iceland", "Egypt", "Brazil", "Japan", "Peru", "Chile", "Kenya", "Norway", "Italy", "Nauru", "Spain"])
    deck += ids(["France", "Mexico"])  # "…"
    options = {"characteristic": "population", "hand_size": 2, "deck_size": len(deck), "start_player": 1}
    state = setup_from_deck(3, options, deck, start_seat=ANN)
    assert names_of(state["hands"][ANN]) == ["Iceland", "Japan"]
    assert names_of(state["hands"][BEN]) == ["Egypt", "Peru"]
    assert names_of(state["hands"][CLEO]) == ["Brazil", "Chile"]
    assert line_names(state) == ["Kenya"]
    assert names_of(state["draw_pile"])[:4] == ["Norway", "Italy", "Nauru", "Spain"]
    assert [state["values"][c] for c in ("NOR", "ITA", "NRU", "ESP")] == ["5018573", "60191247", "10267", "46773055"]
    assert [state["values"][c] for c in ("ISL", "JPN", "EGY", "PER", "BRA", "CHL", "KEN")] == [
        "320716",
        "127629000",
        "93161001",
        "29550366",
        "196876111",
        "17519119",
        "43888303",
    ]

    # Round 1 (leader Ann)
    assert state["round"] == 1 and state["leader"] == ANN and GAME.to_act(state) == [ANN]
    assert only(place(state, ANN, "Iceland", 0), "placed").params["correct"] is True
    assert line_names(state) == ["Iceland", "Kenya"]
    assert only(place(state, BEN, "Egypt", 1), "placed").params["correct"] is False
    assert names_of(state["hands"][BEN]) == ["Peru", "Norway"]
    events = place(state, CLEO, "Brazil", 2)
    assert only(events, "placed").params["correct"] is True
    assert line_names(state) == ["Iceland", "Kenya", "Brazil"]
    assert "continuation" not in kinds(events) and "game_over" not in kinds(events)  # nobody emptied

    # Round 2 (leader Ann)
    assert state["round"] == 2 and GAME.to_act(state) == [ANN]
    assert only(place(state, ANN, "Japan", 2), "placed").params["correct"] is True
    assert state["hands"][ANN] == []
    assert only(place(state, BEN, "Peru", 1), "placed").params["correct"] is True
    assert names_of(state["hands"][BEN]) == ["Norway"]
    events = place(state, CLEO, "Chile", 1)
    assert only(events, "placed").params["correct"] is True
    continuation = only(events, "continuation").params
    assert continuation["survivors"] == [ANN, CLEO] and continuation["eliminated"] == [BEN]
    assert state["out"][BEN] is not None and names_of(state["set_aside"][BEN]) == ["Norway"]
    draws = [(e.params["seat"], e.params["card"]["name"]) for e in events if e.kind == "drew"]
    assert draws == [(ANN, "Italy"), (CLEO, "Nauru")]
    assert line_names(state) == ["Iceland", "Chile", "Peru", "Kenya", "Japan", "Brazil"]

    # Round 3 (leader Ann)
    assert state["round"] == 3 and state["turn_order"] == [ANN, CLEO] and GAME.to_act(state) == [ANN]
    assert only(place(state, ANN, "Italy", 4), "placed").params["correct"] is True
    assert state["hands"][ANN] == []
    events = place(state, CLEO, "Nauru", 1)
    assert only(events, "placed").params["correct"] is False
    assert names_of(state["hands"][CLEO]) == ["Spain"]

    # Expected: Ann wins.
    assert only(events, "game_over").params == {"winners": [ANN], "reason": "sole", "round": 3}
    result = GAME.result(state)
    assert result is not None and result.ranking == [[ANN], [BEN, CLEO]]
    assert names_of(state["removed"]) == ["Egypt", "Nauru"]
    assert line_names(state) == ["Iceland", "Chile", "Peru", "Kenya", "Italy", "Japan", "Brazil"]


# -- T-C-05 -----------------------------------------------------------------------------------------------------------
def t_c_05_start() -> dict:
    return position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Japan", "Peru"], ["Brazil"]],
        draw_pile=["Norway", "Italy", "Spain"],
    )


def test_t_c_05_mid_round_empty_hand_does_not_win_yet() -> None:
    state = t_c_05_start()
    events = place(state, P1, "Iceland", 0)
    assert state["hands"][P1] == [] and "game_over" not in kinds(events)
    assert GAME.result(state) is None and GAME.to_act(state) == [P2]
    place(state, P2, "Japan", 2)
    assert names_of(state["hands"][P2]) == ["Peru"]
    events = place(state, P3, "Brazil", 1)
    assert only(events, "placed").params["correct"] is False
    assert names_of(state["hands"][P3]) == ["Norway"]  # P3 draws a card
    assert only(events, "game_over").params["winners"] == [P1]


def test_t_c_05_variant_two_players_empty() -> None:
    state = t_c_05_start()
    place(state, P1, "Iceland", 0)
    place(state, P2, "Japan", 2)
    events = place(state, P3, "Brazil", 3)
    assert only(events, "placed").params["correct"] is True
    assert only(events, "continuation").params == {"round": 1, "survivors": [P1, P3], "eliminated": [P2]}
    assert [(e.params["seat"], e.params["card"]["name"]) for e in events if e.kind == "drew"] == [
        (P1, "Norway"),
        (P3, "Italy"),
    ]
    assert len(state["hands"][P1]) == 1 and len(state["hands"][P3]) == 1
    assert GAME.result(state) is None


# -- T-C-06 -----------------------------------------------------------------------------------------------------------
def test_t_c_06_draw_pile_exhaustion() -> None:
    state = position(
        "population",
        line=["Iceland", "Kenya", "Italy", "Japan"],
        hands=[["Brazil"], ["Spain"]],
        draw_pile=[],
        removed=["Egypt", "Nauru"],
        to_act=1,
    )
    assert state["values"]["ESP"] == "46773055"
    assert correct_gaps(state, "ESP") == [2]
    rng = StubRng(["Nauru", "Spain", "Egypt"], expect=["Egypt", "Nauru", "Spain"])
    events = place(state, 1, "Spain", 3, rng)
    assert only(events, "placed").params["correct"] is False
    assert rng.shuffled == [ids(["Egypt", "Nauru", "Spain"])]  # 1. Spain joined the removed pile first
    assert only(events, "reshuffled").params["count"] == 3  # 2. reshuffled into a new draw pile
    assert only(events, "drew").params["card"]["name"] == "Nauru"  # 3.
    assert names_of(state["draw_pile"]) == ["Spain", "Egypt"] and state["removed"] == []  # 4.
    assert names_of(state["hands"][1]) == ["Nauru"]  # 5.
    assert line_names(state) == ["Iceland", "Kenya", "Italy", "Japan"]


# -- T-C-07 -----------------------------------------------------------------------------------------------------------
def test_t_c_07_continuation_impossible_shared_victory() -> None:
    # Ann emptied her hand earlier in the round, Ben did not; Cleo now empties hers: E = {Ann, Cleo}.
    state = position(
        "population",
        line=["Iceland", "Kenya"],
        hands=[[], ["Japan"], ["Brazil"]],
        draw_pile=[],
        removed=["Egypt"],
        to_act=CLEO,
        emptied=[ANN],
    )
    events = place(state, CLEO, "Brazil", 2)
    assert only(events, "placed").params["correct"] is True
    assert "drew" not in kinds(events)  # 2 cards needed, 1 available: nobody draws
    assert only(events, "game_over").params == {"winners": [ANN, CLEO], "reason": "shared", "round": 1}
    result = GAME.result(state)
    assert result is not None and result.ranking == [[ANN, CLEO], [BEN]]
    assert state["out"][BEN] == {"round": 1, "reason": "eliminated"}  # Ben (not in E) loses
    assert result.scores == {ANN: 1, BEN: 0, CLEO: 1}
    assert names_of(state["removed"]) == ["Egypt"]


# -- T-C-08 -----------------------------------------------------------------------------------------------------------
def test_t_c_08_round_leader_after_start_player_eliminated() -> None:
    state = position(
        "population",
        line=["Iceland", "Kenya"],
        hands=[["Japan"], [], ["Brazil"]],
        draw_pile=["Norway", "Italy", "Spain"],
        start_seat=ANN,
        to_act=CLEO,
        emptied=[BEN],
    )
    events = place(state, CLEO, "Brazil", 2)
    assert only(events, "continuation").params["eliminated"] == [ANN]
    assert state["out"][ANN] == {"round": 1, "reason": "eliminated"}
    assert [e.params["seat"] for e in events if e.kind == "drew"] == [BEN, CLEO]
    assert state["leader"] == BEN and state["turn_order"] == [BEN, CLEO]
    assert only(events, "round_started").params == {"round": 2, "leader": BEN, "order": [BEN, CLEO]}
    assert GAME.to_act(state) == [BEN]


# -- T-C-09 -----------------------------------------------------------------------------------------------------------
def deck_cards(state: dict) -> list[str]:
    """Every card dealt at setup: the hands, the start card and the draw pile."""
    return [c for hand in state["hands"] for c in hand] + state["line"] + state["draw_pile"]


def test_t_c_09_deck_building() -> None:
    state = GAME.setup(2, {"characteristic": "co2_per_capita", "deck_size": "all"}, random.Random(1))
    cards = deck_cards(state)
    assert len(cards) == len(set(cards)) == 189
    assert not {"MCO", "SMR", "SDN", "SSD"} & set(cards)

    state = GAME.setup(2, {"characteristic": "gdp", "deck_size": "all"}, random.Random(2))
    cards = deck_cards(state)
    assert len(cards) == len(set(cards)) == 192 and "PRK" not in cards

    state = GAME.setup(4, {"characteristic": "population", "deck_size": 110, "hand_size": 4}, random.Random(3))
    cards = deck_cards(state)
    assert len(cards) == len(set(cards)) == 110  # 110 distinct iso3 codes
    assert len(eligible("population")) == 193 and set(cards) <= set(eligible("population"))
    assert sum(len(hand) for hand in state["hands"]) == 16
    assert len(state["line"]) == 1
    assert len(state["draw_pile"]) == 93


# -- T-C-10 -----------------------------------------------------------------------------------------------------------
def test_t_c_10_option_validation() -> None:
    rejected = [
        (1, {"hand_size": 4, "deck_size": 110}),
        (9, {"hand_size": 4, "deck_size": 110}),
        (4, {"hand_size": 0, "deck_size": 110}),
        (5, {"hand_size": 4, "deck_size": 20}),
        (2, {"hand_size": 4, "deck_size": 200, "characteristic": "gdp"}),
    ]
    for players, options in rejected:
        with pytest.raises(OptionError):
            GAME.setup(players, options, random.Random(0))
    state = GAME.setup(8, {"hand_size": 10, "deck_size": 110}, random.Random(0))
    assert len(state["draw_pile"]) == 110 - 81
