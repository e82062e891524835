"""One or more tests per rule of the spec (§2–§10), beyond the worked examples."""

from __future__ import annotations

import random
from decimal import Decimal

import pytest
from cardline_testkit import GAME, NAMES, StubRng, ids, kinds, line_names, names_of, only, place

from engine.core import Clock, Event, IllegalMove, OptionError, json_round_trip
from engine.games.cardline.cards import (
    CONTINENTS,
    countries,
    eligible,
    format_value,
    parse_value,
)
from engine.games.cardline.rules import correct_gaps, default_action, is_correct, setup_from_deck
from engine.games.cardline.scenario import position
from i18n import tr

# -- §2 components and data -------------------------------------------------------------------------------------------


def test_data_has_every_un_member_with_six_continents() -> None:
    table = countries()
    assert len(table) == 193
    counts = {c: sum(1 for x in table.values() if x.continent == c) for c in CONTINENTS}
    assert counts == {
        "Africa": 54,
        "Asia": 46,
        "Europe": 44,
        "North America": 23,
        "South America": 12,
        "Oceania": 14,
    }


@pytest.mark.parametrize(
    ("characteristic", "count", "excluded"),
    [
        ("area", 193, set()),
        ("population", 193, set()),
        ("gdp", 192, {"PRK"}),
        ("co2_per_capita", 189, {"MCO", "SMR", "SDN", "SSD"}),
    ],
)
def test_eligibility_follows_empty_cells(characteristic: str, count: int, excluded: set[str]) -> None:
    assert len(eligible(characteristic)) == count
    assert set(countries()) - set(eligible(characteristic)) == excluded


def test_c_14_countries_without_value_never_enter_the_deck() -> None:
    for seed in range(5):
        state = GAME.setup(8, {"characteristic": "co2_per_capita", "deck_size": 189}, random.Random(seed))
        assert not {"MCO", "SMR", "SDN", "SSD"} & set(state["values"])


def test_values_are_exact_decimals() -> None:
    assert parse_value("4.60") == parse_value("4.6") == Decimal("4.6")
    assert parse_value("2.02") < parse_value("21")
    assert countries()["MCO"].values["area"] == "2.02"


def test_c_3_comparison_uses_exact_values_not_display() -> None:
    state = position("co2_per_capita", line=["Chile"], hands=[["Argentina"], ["Kenya"]], draw_pile=["Norway"])
    state["values"]["ARG"] = "4.6"  # same number written differently
    assert correct_gaps(state, "ARG") == [0, 1]
    state["values"]["ARG"] = "4.601"  # displays as 4.60 t, but is larger
    assert format_value("4.601", "co2_per_capita") == "4.60 t"
    assert correct_gaps(state, "ARG") == [1]


@pytest.mark.parametrize(
    ("iso3", "characteristic", "shown"),
    [
        ("ISL", "area", "103 000 km²"),
        ("MCO", "area", "2.02 km²"),
        ("RUS", "area", "17 098 242 km²"),
        ("KEN", "population", "43 888 303"),
        ("IND", "population", "1 278 674 502"),
        ("NRU", "population", "10 267"),
        ("KEN", "gdp", "46 869 M$"),
        ("NRU", "gdp", "65 M$"),
        ("KEN", "co2_per_capita", "0.31 t"),
        ("CHL", "co2_per_capita", "4.60 t"),
    ],
)
def test_display_formats(iso3: str, characteristic: str, shown: str) -> None:
    assert format_value(countries()[iso3].values[characteristic], characteristic) == shown


def test_c_18_engine_uses_csv_figures_not_the_rulebook() -> None:
    assert countries()["ISL"].values["population"] == "320716"  # the rulebook prints 313 183


# -- §3 setup ---------------------------------------------------------------------------------------------------------


def test_deal_one_card_at_a_time_clockwise_from_start_player() -> None:
    deck = ids(["Iceland", "Egypt", "Brazil", "Japan", "Peru", "Chile", "Kenya", "Norway", "Italy"])
    options = {"characteristic": "area", "hand_size": 2, "deck_size": 9, "start_player": 3}
    state = setup_from_deck(3, options, deck, start_seat=2)
    assert names_of(state["hands"][2]) == ["Iceland", "Japan"]
    assert names_of(state["hands"][0]) == ["Egypt", "Peru"]
    assert names_of(state["hands"][1]) == ["Brazil", "Chile"]
    assert line_names(state) == ["Kenya"]  # the top card after dealing is the start card
    assert names_of(state["draw_pile"]) == ["Norway", "Italy"]
    assert state["removed"] == []
    assert all(out is None for out in state["out"])
    assert state["round"] == 1 and state["leader"] == 2 and state["turn_order"] == [2, 0, 1]
    assert GAME.to_act(state) == [2]


def test_start_card_value_is_public() -> None:
    state = GAME.setup(3, {}, random.Random(5))
    view = GAME.view(state, None)
    assert view["line"][0]["value"] == state["values"][state["line"][0]]
    events = GAME.start_events(state)
    assert kinds(events) == ["start_card", "round_started", "turn"]
    assert events[0].params["card"]["id"] == state["line"][0]


def test_defaults() -> None:
    state = GAME.setup(4, {}, random.Random(0))
    defaults = {"characteristic": "population", "deck_size": 110, "hand_size": 4, "start_player": "random"}
    assert state["options"] == defaults
    assert len(state["values"]) == 110 and all(len(h) == 4 for h in state["hands"])


def test_start_player_option_and_random_start() -> None:
    state = GAME.setup(4, {"start_player": 3}, random.Random(0))
    assert state["start_seat"] == 2 and GAME.to_act(state) == [2]
    starts = {GAME.setup(4, {}, random.Random(seed))["start_seat"] for seed in range(40)}
    assert starts == {0, 1, 2, 3}


def test_deck_is_sampled_without_repetition_from_eligible_countries() -> None:
    state = GAME.setup(2, {"characteristic": "gdp", "deck_size": 150}, random.Random(9))
    assert len(state["values"]) == 150 and set(state["values"]) <= set(eligible("gdp"))
    decks = {frozenset(GAME.setup(2, {}, random.Random(seed))["values"]) for seed in range(5)}
    assert len(decks) == 5


def test_setup_randomness_comes_only_from_the_rng() -> None:
    first = GAME.setup(5, {"deck_size": "all"}, random.Random("same"))
    random.seed(12345)  # the global rng must not matter
    second = GAME.setup(5, {"deck_size": "all"}, random.Random("same"))
    assert first == second
    assert first != GAME.setup(5, {"deck_size": "all"}, random.Random("other"))


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {"characteristic": "happiness"}),
        (2, {"hand_size": 11}),
        (2, {"hand_size": "many"}),
        (2, {"hand_size": True}),
        (2, {"hand_size": 2.5}),
        (2, {"deck_size": "most"}),
        (2, {"deck_size": 8}),
        (2, {"deck_size": 194}),
        (2, {"deck_size": True}),
        (2, {"deck_size": 50.5}),
        (3, {"start_player": 4}),
        (3, {"start_player": 0}),
        (3, {"start_player": "first"}),
        (3, {"colour": "red"}),
        (2, {"deck_size": 190, "characteristic": "co2_per_capita"}),
    ],
)
def test_option_validation_refuses(players: int, options: dict) -> None:
    with pytest.raises(OptionError) as refusal:
        GAME.setup(players, options, random.Random(0))
    assert str(refusal.value)


def test_option_validation_accepts_words_and_boundaries() -> None:
    assert GAME.setup(2, {"deck_size": "ALL", "start_player": "Random"}, random.Random(0))["deck_size"] == 193
    assert GAME.setup(2, {"deck_size": "9", "hand_size": "4"}, random.Random(0))["deck_size"] == 9  # 2 × 4 + 1
    state = GAME.setup(2, {"deck_size": 189, "characteristic": "co2_per_capita", "start_player": 2}, random.Random(0))
    assert state["start_seat"] == 1
    assert GAME.setup(8, {"hand_size": 10, "deck_size": "all"}, random.Random(0))["deck_size"] == 193


def test_declared_options_describe_themselves() -> None:
    names = [o.name for o in GAME.options]
    assert names == ["characteristic", "deck_size", "hand_size", "start_player"]
    assert all(o.description for o in GAME.options)
    assert GAME.name == "cardline" and GAME.min_players == 2 and GAME.max_players == 8


# -- §4 rounds and turns ----------------------------------------------------------------------------------------------


def test_each_active_player_takes_one_turn_per_round_clockwise_from_leader() -> None:
    state = position(
        "population",
        line=["Kenya"],
        hands=[["Japan", "Peru"], ["Brazil", "Chile"], ["Egypt", "Spain"]],
        draw_pile=["Norway", "Italy", "Nauru", "France"],
        start_seat=1,
    )
    seen = []
    for _ in range(3):
        seat = GAME.to_act(state)[0]
        seen.append(seat)
        hand = state["hands"][seat]
        place(state, seat, hand[0], len(state["line"]) if seat != 1 else 0)
    assert seen == [1, 2, 0]
    assert state["round"] == 2 and GAME.to_act(state) == [1]


def test_c_7_player_who_emptied_his_hand_takes_no_further_turn() -> None:
    state = position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Japan", "Peru"], ["Brazil", "Egypt"]],
        draw_pile=["Norway", "Italy", "Nauru"],
    )
    place(state, 0, "Iceland", 0)  # empties his hand
    assert GAME.to_act(state) == [1]
    place(state, 1, "Japan", 0)  # wrong
    assert GAME.to_act(state) == [2]
    events = place(state, 2, "Brazil", 0)  # wrong: the round ends, seat 0 alone emptied
    assert only(events, "game_over").params["winners"] == [0]


def test_c_12_no_pass_a_player_must_place() -> None:
    state = GAME.setup(3, {}, random.Random(1))
    seat = GAME.to_act(state)[0]
    types = {a["type"] for a in GAME.legal_actions(state, seat)}
    assert types == {"place", "resign"}
    with pytest.raises(Exception, match="Unknown move"):
        GAME.apply(state, seat, {"type": "pass"}, random.Random(0))


def test_legal_actions_list_every_card_and_gap() -> None:
    state = position("area", line=["Iceland", "Kenya"], hands=[["Japan", "Peru"], ["Chile"]], draw_pile=["Norway"])
    actions = GAME.legal_actions(state, 0)
    places = [(a["card"], a["gap"]) for a in actions if a["type"] == "place"]
    assert places == [("JPN", 0), ("JPN", 1), ("JPN", 2), ("PER", 0), ("PER", 1), ("PER", 2)]
    assert GAME.legal_actions(state, 1) == []  # not his turn: nothing awaited from him (legal only for to_act)...
    GAME.play(state, 1, {"type": "resign"}, random.Random(0))  # ...but he may still resign
    assert all(json_round_trip(a) == a for a in actions)


@pytest.mark.parametrize("card", ["per", "Peru", " peru ", 2, "2"])
def test_the_engine_takes_a_card_by_its_code_only(card: object) -> None:
    """Naming a card by its name or hand position is the presenter's (tests/test_typed_actions.py)."""
    state = position("area", line=["Iceland"], hands=[["Japan", "Peru"], ["Chile"]], draw_pile=["Norway"])
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, {"type": "place", "card": card, "gap": 1}, random.Random(0))
    events = GAME.apply(state, 0, {"type": "place", "card": "PER", "gap": 1}, random.Random(0))
    assert only(events, "placed").params["card"]["id"] == "PER"


# -- §5 placement -----------------------------------------------------------------------------------------------------


def test_correctness_is_non_strict_between_neighbours_with_open_ends() -> None:
    state = position("population", line=["Iceland", "Kenya", "Japan"], hands=[["Egypt"], ["Chile"]])
    assert [g for g in range(4) if is_correct(state, "EGY", g)] == [2]
    assert [g for g in range(4) if is_correct(state, "CHL", g)] == [1]
    state = position("population", line=["Kenya"], hands=[["Nauru", "India"], ["Chile"]])
    assert is_correct(state, "NRU", 0) and not is_correct(state, "NRU", 1)  # −∞ ≤ v ≤ a1
    assert is_correct(state, "IND", 1) and not is_correct(state, "IND", 0)  # an ≤ v ≤ +∞


def test_c_1_and_c_2_runs_of_equal_values() -> None:
    state = position("co2_per_capita", line=["Kenya", "Colombia", "Vietnam", "Germany"], hands=[["Peru"], ["Chile"]])
    state["values"]["PER"] = "1.67"  # a third card of value 1.67: every gap touching the run is correct
    assert correct_gaps(state, "PER") == [1, 2, 3]


def test_correct_placement_inserts_card_and_reduces_hand() -> None:
    state = position("population", line=["Kenya"], hands=[["Iceland", "Japan"], ["Chile"]], draw_pile=["Norway"])
    events = place(state, 0, "Iceland", 0)
    placed = only(events, "placed").params
    assert placed["correct"] and placed["hand"] == 1 and placed["line"] == 2
    assert placed["left"] is None and placed["right"]["name"] == "Kenya"
    assert state["newest"] == "ISL" and line_names(state) == ["Iceland", "Kenya"]
    assert names_of(state["hands"][0]) == ["Japan"] and state["stats"][0] == {"correct": 1, "wrong": 0}


def test_c_4_wrong_placement_removes_card_reveals_value_and_keeps_hand_size() -> None:
    state = position(
        "population", line=["Kenya"], hands=[["Japan", "Iceland"], ["Chile"]], draw_pile=["Norway", "Italy"]
    )
    events = place(state, 0, "Japan", 0)
    assert kinds(events)[:2] == ["placed", "drew"]
    placed = only(events, "placed").params
    assert not placed["correct"] and placed["card"]["value"] == "127629000" and placed["correct_gaps"] == [1]
    assert placed["hand"] == 2
    assert state["removed"] == ["JPN"] and line_names(state) == ["Kenya"]
    assert names_of(state["hands"][0]) == ["Iceland", "Norway"]  # new card at the end of the hand
    assert names_of(state["draw_pile"]) == ["Italy"]
    assert GAME.view(state, None)["removed"][0]["display"] == "127 629 000"
    assert state["newest"] is None and state["stats"][0] == {"correct": 0, "wrong": 1}


def test_c_5_misplaced_card_can_come_straight_back() -> None:
    state = position("population", line=["Kenya"], hands=[["Japan"], ["Chile"]], draw_pile=[], removed=[])
    rng = StubRng(["Japan"], expect=["Japan"])
    events = place(state, 0, "Japan", 0, rng)
    assert kinds(events)[:3] == ["placed", "reshuffled", "drew"]
    assert names_of(state["hands"][0]) == ["Japan"] and state["draw_pile"] == [] and state["removed"] == []


def test_reshuffle_only_when_the_draw_pile_is_empty() -> None:
    state = position(
        "population", line=["Kenya"], hands=[["Japan"], ["Chile"]], draw_pile=["Norway"], removed=["Egypt"]
    )
    events = place(state, 0, "Japan", 0, StubRng([]))
    assert "reshuffled" not in kinds(events)
    assert names_of(state["removed"]) == ["Egypt", "Japan"] and state["draw_pile"] == []


# -- §6 end of game ---------------------------------------------------------------------------------------------------


def test_nobody_emptied_the_game_continues() -> None:
    state = position("population", line=["Kenya"], hands=[["Japan"], ["Chile"]], draw_pile=["Norway", "Italy"])
    place(state, 0, "Japan", 0)
    events = place(state, 1, "Chile", 1)
    assert "game_over" not in kinds(events) and "continuation" not in kinds(events)
    assert state["round"] == 2 and GAME.to_act(state) == [0]


def test_c_8_continuation_round_with_nobody_emptying() -> None:
    state = position(
        "population",
        line=["Iceland", "Kenya"],
        hands=[["Japan"], ["Brazil"], ["Egypt"]],
        draw_pile=["Norway", "Italy", "Nauru", "Spain"],
        out=[2],
        round_number=3,
    )
    place(state, 0, "Japan", 0)
    events = place(state, 1, "Brazil", 0)
    assert kinds(events)[-2:] == ["round_started", "turn"]
    assert [len(state["hands"][s]) for s in (0, 1)] == [1, 1] and state["round"] == 4


def test_c_9_continuation_again_eliminates_again() -> None:
    state = position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Brazil"], ["Egypt"], ["Japan"]],
        draw_pile=["Norway", "Italy", "Nauru", "Spain"],
        out=[3],
        round_number=2,
    )
    place(state, 0, "Iceland", 0)
    place(state, 1, "Brazil", 2)
    events = place(state, 2, "Egypt", 0)  # wrong
    assert only(events, "continuation").params == {"round": 2, "survivors": [0, 1], "eliminated": [2]}
    assert state["out"][2] == {"round": 2, "reason": "eliminated"}
    assert state["turn_order"] == [0, 1]


def test_c_10_everyone_empties_nobody_is_eliminated() -> None:
    state = position(
        "population", line=["Kenya"], hands=[["Iceland"], ["Brazil"]], draw_pile=["Norway", "Italy", "Nauru"]
    )
    place(state, 0, "Iceland", 0)
    events = place(state, 1, "Brazil", 2)
    assert only(events, "continuation").params == {"round": 1, "survivors": [0, 1], "eliminated": []}
    assert names_of(state["hands"][0]) == ["Norway"] and names_of(state["hands"][1]) == ["Italy"]
    assert state["round"] == 2 and GAME.result(state) is None


def test_c_11_leader_skips_eliminated_start_player_clockwise() -> None:
    state = position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Japan"], ["Brazil"], ["Egypt"]],
        draw_pile=["Norway", "Italy", "Nauru"],
        start_seat=2,
        out=[2, 3],
    )
    assert state["leader"] == 0 and state["turn_order"] == [0, 1]


def test_eliminated_hands_are_set_aside_not_recycled() -> None:
    state = position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Japan", "Peru"], ["Brazil"]],
        draw_pile=["Norway", "Italy"],
    )
    place(state, 0, "Iceland", 0)
    place(state, 1, "Japan", 0)  # wrong, draws Norway
    place(state, 2, "Brazil", 2)
    assert names_of(state["set_aside"][1]) == ["Peru", "Norway"]
    assert state["hands"][1] == [] and "PER" not in state["removed"] + state["draw_pile"]


def test_c_15_continuation_draws_may_use_the_removed_pile() -> None:
    state = position(
        "population", line=["Kenya"], hands=[["Iceland"], ["Brazil"]], draw_pile=["Norway"], removed=["Egypt"]
    )
    place(state, 0, "Iceland", 0)
    events = place(state, 1, "Brazil", 2, StubRng(["Egypt"]))
    assert kinds(events).count("drew") == 2 and "reshuffled" in kinds(events)
    assert names_of(state["hands"][0]) == ["Norway"] and names_of(state["hands"][1]) == ["Egypt"]


# -- resignation (§6, C-17) -------------------------------------------------------------------------------------------


def three_players() -> dict:
    return position(
        "population",
        line=["Kenya"],
        hands=[["Iceland", "Peru"], ["Japan", "Chile"], ["Brazil", "Spain"]],
        draw_pile=["Norway", "Italy", "Nauru"],
    )


def test_resigning_player_to_act_passes_the_turn() -> None:
    state = three_players()
    events = GAME.apply(state, 0, {"type": "resign"}, random.Random(0))
    assert kinds(events) == ["resigned", "turn"]
    assert state["out"][0] == {"round": 1, "reason": "resigned"}
    assert names_of(state["set_aside"][0]) == ["Iceland", "Peru"] and state["hands"][0] == []
    assert GAME.to_act(state) == [1]


def test_resigning_out_of_turn_is_skipped_later() -> None:
    state = three_players()
    GAME.apply(state, 2, {"type": "resign"}, random.Random(0))
    assert GAME.to_act(state) == [0]
    place(state, 0, "Iceland", 0)
    events = place(state, 1, "Japan", 0)  # wrong; seat 2 is out, so the round ends
    assert only(events, "round_started").params["order"] == [0, 1]


def test_resigning_last_player_of_round_ends_the_round() -> None:
    state = three_players()
    place(state, 0, "Iceland", 0)
    place(state, 1, "Japan", 0)
    events = GAME.apply(state, 2, {"type": "resign"}, random.Random(0))
    assert kinds(events) == ["resigned", "round_started", "turn"]


def test_resigning_player_leaves_emptied_this_round() -> None:
    state = position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Brazil"], ["Japan", "Chile"]],
        draw_pile=["Norway", "Italy", "Nauru"],
    )
    place(state, 0, "Iceland", 0)
    place(state, 1, "Brazil", 2)
    GAME.apply(state, 0, {"type": "resign"}, random.Random(0))  # seat 0 had emptied his hand
    assert state["emptied"] == [1]
    events = place(state, 2, "Japan", 0)  # wrong: E = {seat 1} only
    assert only(events, "game_over").params == {"winners": [1], "reason": "sole", "round": 1}


def test_last_player_standing_wins_at_once() -> None:
    state = position("population", line=["Kenya"], hands=[["Iceland"], ["Brazil"]], draw_pile=["Norway"])
    events = GAME.apply(state, 1, {"type": "resign"}, random.Random(0))
    assert only(events, "game_over").params == {"winners": [0], "reason": "last_player", "round": 1}
    result = GAME.result(state)
    assert result is not None and result.ranking == [[0], [1]] and result.explanation


# -- §7 result, C-16 default move, describe ---------------------------------------------------------------------------


def test_result_ranks_winner_first_and_everyone_else_second() -> None:
    state = position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Japan", "Peru"], ["Brazil"], ["Chile"]],
        draw_pile=["Norway", "Italy", "Nauru", "Spain"],
    )
    place(state, 0, "Iceland", 0)
    place(state, 1, "Japan", 0)
    place(state, 2, "Brazil", 2)
    place(state, 3, "Chile", 0)  # E = {0, 2}: seats 1 and 3 are eliminated in round 1
    place(state, 0, "Nauru", 0)
    place(state, 2, "Spain", 0)  # wrong: seat 0 alone emptied his hand in round 2
    result = GAME.result(state)
    assert result is not None
    assert result.ranking == [[0], [1, 2, 3]]
    assert result.scores == {0: 1, 1: 0, 2: 0, 3: 0}
    assert [p["out"] for p in result.details["players"]] == [
        None,
        {"round": 1, "reason": "eliminated"},
        None,
        {"round": 1, "reason": "eliminated"},
    ]


def test_sole_winner_result_details() -> None:
    state = position("population", line=["Kenya"], hands=[["Iceland"], ["Japan", "Peru"]], draw_pile=["Norway"])
    place(state, 0, "Iceland", 0)
    place(state, 1, "Japan", 2)
    result = GAME.result(state)
    assert result is not None
    assert result.ranking == [[0], [1]] and result.scores == {0: 1, 1: 0}
    players = result.details["players"]
    assert players[0]["won"] and players[0]["place"] == 1 and players[0]["correct"] == 1
    assert players[1]["place"] == 2 and [c["name"] for c in players[1]["held"]] == ["Peru"]
    assert players[1]["held"][0]["value"] == "29550366"  # revealed after the game (spec §9 MAY)
    assert "round 1" in result.explanation
    assert json_round_trip(result.to_json()) == result.to_json()


def test_c_16_default_move_is_first_card_in_gap_zero() -> None:
    state = position("population", line=["Kenya"], hands=[["Japan", "Iceland"], ["Chile"]], draw_pile=["Norway"])
    action = default_action(state, 0)
    assert action == {"type": "place", "card": "JPN", "gap": 0} == GAME.default_action(state, 0)
    GAME.apply(state, 0, action, random.Random(0))


def test_clock_is_the_c_16_default_of_the_seat_to_act_keyed_on_the_placements() -> None:
    state = position(
        "population", line=["Kenya"], hands=[["Japan", "Iceland"], ["Chile"], ["Peru"]], draw_pile=["Norway"]
    )
    [clock] = GAME.clock(state)
    assert clock == Clock("r1:m0:s0", (0,), ((0, {"type": "place", "card": "JPN", "gap": 0}),), None, "turn")
    GAME.apply(state, 2, {"type": "resign"}, random.Random(0))  # out of turn: seat 0's decision goes on
    assert GAME.clock(state) == [clock]
    GAME.apply(state, 0, clock.defaults[0][1], random.Random(0))
    [after] = GAME.clock(state)
    assert after.key == "r1:m1:s1" and after.defaults == ((1, {"type": "place", "card": "CHL", "gap": 0}),)
    assert GAME.waiting_for(state) == [1] and not GAME.secret_input(state, 1) and GAME.prompt_key(state, 1) is None


def test_action_labels_name_the_country_and_the_gap() -> None:
    state = position("area", line=["Iceland", "Kenya"], hands=[["Japan", "Peru"], ["Chile"]], draw_pile=["Norway"])
    labels = [str(GAME.action_label(state, 0, a, NAMES)) for a in GAME.legal_actions(state, 0)]
    assert labels[:2] == ["Place Japan in gap 0", "Place Japan in gap 1"] and labels[-1] == "Resign"


def test_describe_words_every_event_kind() -> None:
    state = GAME.setup(3, {"hand_size": 1, "deck_size": 4}, random.Random(0))
    names = NAMES[:3]
    texts = [str(GAME.describe(e, names)) for e in GAME.start_events(state)]
    assert "start card" in texts[0] and names[state["start_seat"]] in texts[2]
    card = {"id": "ISL", "name": "Iceland", "continent": "Europe", "value": "1", "number": "1", "display": "1 km²"}
    samples = [
        Event("game_started", {}),
        Event("placed", {"seat": 0, "card": card, "gap": 1, "correct": True, "correct_gaps": [1], "hand": 0}),
        Event("placed", {"seat": 1, "card": card, "gap": 0, "correct": False, "correct_gaps": [2, 3, 4], "hand": 2}),
        Event("reshuffled", {"count": 3}),
        Event("drew", {"seat": 2, "card": card, "reason": "penalty", "hand": 2}),
        Event("drew", {"seat": 2, "card": card, "reason": "continuation", "hand": 1}),
        Event("continuation", {"round": 2, "survivors": [0, 2], "eliminated": [1]}),
        Event("resigned", {"seat": 1}),
        Event("game_over", {"winners": [0, 2], "reason": "shared", "round": 4}),
        Event("game_over", {"winners": [1], "reason": "sole", "round": 4}),
        Event("game_over", {"winners": [1], "reason": "last_player", "round": 4}),
        Event("turn", {"seat": 1, "hand": 1, "last": 3}),
    ]
    sentences = [str(GAME.describe(e, names)) for e in samples]
    assert sentences[1] == (
        "Ann placed **Iceland** in gap 1: 1 km². Correct, the card stays in the line. Ann has no cards left!"
    )
    assert "it belonged in gap 2, 3 or 4" in sentences[2]
    assert "Ann and Cleo" in sentences[6] and "Ben is out." in sentences[6]
    assert "**Ann and Cleo** share" in sentences[8]
    assert all(s and "{" not in s for s in sentences)
    for lang in ("cs", "sk", "pl"):  # every event worded in every language, the countries named in it
        worded = [tr(GAME.describe(e, names), lang) for e in samples]
        assert all(s and "{" not in s and "…" not in s for s in worded), (lang, worded)
        assert all(name not in s for s in worded[1:6] for name in ("Iceland", "Seat")), (lang, worded)
    assert str(GAME.describe(Event("mystery", {}), names)) == "mystery"
    assert "Seat 8" in str(GAME.describe(Event("resigned", {"seat": 7}), names))


def test_data_file_ships_with_its_attribution() -> None:
    from engine.games.cardline.cards import DATA_FILE

    attribution = (DATA_FILE.parent / "ATTRIBUTION.md").read_text(encoding="utf-8")
    assert "ODbL" in attribution and "mledoze/countries" in attribution and "CC BY 4.0" in attribution
    header = DATA_FILE.read_text(encoding="utf-8").splitlines()[0]
    assert header == "iso3,name_en,continent,area_km2,population_2012,gdp_musd_2011,co2_t_per_capita_2011"


# -- audit additions: one focused test per rule that had none ---------------------------------------------------------


def test_s2_3_eligibility_is_computed_from_the_csv_at_run_time(tmp_path, monkeypatch) -> None:
    """Blank one population cell in a copy of the CSV: the engine must notice, not rely on the shipped counts."""
    import csv

    from engine.games.cardline import cards

    with cards.DATA_FILE.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    for row in rows:
        if row["iso3"] == "ISL":
            row["population_2012"] = ""
    edited = tmp_path / "countries.csv"
    with edited.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
    monkeypatch.setattr(cards, "DATA_FILE", edited)
    cards.countries.cache_clear()
    cards.eligible.cache_clear()
    try:
        assert len(eligible("population")) == 192 and "ISL" not in eligible("population")
        state = GAME.setup(2, {"deck_size": "all"}, random.Random(0))
        assert state["deck_size"] == 192 and "ISL" not in state["values"]
        with pytest.raises(OptionError):
            GAME.setup(2, {"deck_size": 193}, random.Random(0))
    finally:
        monkeypatch.undo()
        cards.countries.cache_clear()
        cards.eligible.cache_clear()
    assert len(eligible("population")) == 193


def test_s4_2_every_prompt_shows_the_current_gap_numbering() -> None:
    state = position(
        "population", line=["Kenya"], hands=[["Iceland", "Peru"], ["Japan", "Chile"]], draw_pile=["Norway", "Italy"]
    )
    assert only(GAME.start_events(state), "turn").params == {"seat": 0, "hand": 2, "last": 1}
    events = place(state, 0, "Iceland", 0)  # correct: the line closes up and the gaps are renumbered
    assert only(events, "turn").params == {"seat": 1, "hand": 2, "last": 2}
    assert GAME.view(state, None)["gaps"] == [
        {"gap": 0, "left": None, "right": "Iceland"},
        {"gap": 1, "left": "Iceland", "right": "Kenya"},
        {"gap": 2, "left": "Kenya", "right": None},
    ]
    events = place(state, 1, "Japan", 0)  # wrong: the numbering stays
    assert only(events, "turn").params == {"seat": 0, "hand": 1, "last": 2}


def test_s9_card_back_from_the_reshuffle_shows_only_its_face_in_hands() -> None:
    state = position("population", line=["Kenya"], hands=[["Japan"], ["Chile"]], draw_pile=[], removed=["Egypt"])
    place(state, 0, "Japan", 0, StubRng(["Egypt", "Japan"]))
    assert names_of(state["hands"][0]) == ["Egypt"]  # its value was revealed earlier, but hands show faces only
    egypt = {"id": "EGY", "name": "Egypt", "continent": "Africa"}
    for seat in (None, 0, 1):
        view = GAME.view(state, seat)
        assert view["players"][0]["hand"] == [egypt]
        assert "93161001" not in str(view) and "93 161 001" not in str(view)
    assert GAME.view(state, 0)["hand"] == [egypt]


def test_invariants_name_a_broken_rule() -> None:
    state = position("area", line=["Iceland", "Kenya"], hands=[["Japan", "Peru"], ["Chile"]], draw_pile=["Norway"])
    GAME.invariants(state)
    state["line"].reverse()
    with pytest.raises(AssertionError, match="out of order"):
        GAME.invariants(state)
