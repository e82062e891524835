"""Views: the public view holds everything a renderer needs and no hidden value; seat views add only the hand."""

from __future__ import annotations

import json
import random

from cardline_testkit import GAME, assert_views_keep_secrets, check_invariants, ids, leaked_values, place

from engine.core import json_round_trip
from engine.games.cardline.cards import countries
from engine.games.cardline.narration import gap_label, gap_pages
from engine.games.cardline.rules import setup_from_deck
from engine.games.cardline.scenario import position

PUBLIC_KEYS = {
    "game",
    "characteristic",
    "options",
    "status",
    "round",
    "leader",
    "start_seat",
    "turn_order",
    "to_act",
    "line",
    "newest",
    "last_move",
    "gaps",
    "draw_pile",
    "removed",
    "deck_size",
    "moves",
    "players",
    "result",
}
FACE_KEYS = {"id", "name", "continent"}
LINE_KEYS = FACE_KEYS | {"value", "number", "display"}


def sample() -> dict:
    return position(
        "area",
        line=["Iceland", "Kenya"],
        hands=[["Japan", "Peru"], ["Chile", "Egypt"], ["Brazil", "Spain"]],
        draw_pile=["Norway", "Italy", "Nauru", "Monaco"],
        removed=["Germany"],
    )


def test_public_view_shape() -> None:
    state = sample()
    view = GAME.view(state, None)
    assert set(view) == PUBLIC_KEYS
    assert json_round_trip(view) == view
    assert view["status"] == "playing" and view["to_act"] == 0 and view["result"] is None
    assert [c["name"] for c in view["line"]] == ["Iceland", "Kenya"]
    assert all(set(c) == LINE_KEYS for c in view["line"] + view["removed"])
    assert view["line"][0]["display"] == "103 000 km²" and view["line"][0]["number"] == "103 000"
    assert view["removed"][0]["name"] == "Germany" and view["removed"][0]["value"] == "357114"
    assert view["gaps"] == [
        {"gap": 0, "left": None, "right": "Iceland"},
        {"gap": 1, "left": "Iceland", "right": "Kenya"},
        {"gap": 2, "left": "Kenya", "right": None},
    ]
    assert view["draw_pile"] == {"count": 4, "top": {"id": "NOR", "name": "Norway", "continent": "Europe"}}
    player = view["players"][1]
    assert player["hand"] == [
        {"id": "CHL", "name": "Chile", "continent": "South America"},
        {"id": "EGY", "name": "Egypt", "continent": "Africa"},
    ]
    assert player["hand_count"] == 2 and player["active"] and player["out"] is None and player["set_aside"] == []
    assert "me" not in view and "hand" not in view


def test_hands_are_public_by_name_but_values_hidden_from_everyone() -> None:
    state = sample()
    for seat in [None, 0, 1, 2]:
        view = GAME.view(state, seat)
        for player in view["players"]:
            assert all(set(card) == FACE_KEYS for card in player["hand"])
    assert_views_keep_secrets(state)


def test_seat_view_adds_only_the_own_hand_without_values() -> None:
    state = sample()
    view = GAME.view(state, 0)
    public = GAME.view(state, None)
    assert set(view) - set(public) == {"me", "hand", "my_turn"}
    assert {k: v for k, v in view.items() if k in public} == public
    assert view["me"] == 0 and view["my_turn"] is True
    assert view["hand"] == [
        {"id": "JPN", "name": "Japan", "continent": "Asia"},
        {"id": "PER", "name": "Peru", "continent": "South America"},
    ]
    assert GAME.view(state, 1)["my_turn"] is False


def test_deck_contents_below_the_top_card_stay_unknown() -> None:
    state = sample()
    for seat in [None, 0, 1, 2]:
        text = json.dumps(GAME.view(state, seat), ensure_ascii=False)
        for iso3 in ids(["Italy", "Nauru", "Monaco"]):
            assert f'"{iso3}"' not in text
        for name in ["Italy", "Nauru", "Monaco"]:
            assert name not in text


def test_countries_outside_the_deck_are_not_named() -> None:
    state = GAME.setup(3, {"deck_size": 20, "hand_size": 2}, random.Random(4))
    text = json.dumps(GAME.view(state, None))
    outside = set(countries()) - set(state["values"])
    assert not [iso3 for iso3 in outside if f'"{iso3}"' in text]


def test_last_move_and_newest_card_are_shown() -> None:
    state = sample()
    place(state, 0, "Japan", 2)  # Japan 377 930 km² is not larger than Kenya 580 367: wrong
    view = GAME.view(state, None)
    assert view["last_move"]["correct"] is False and view["last_move"]["card"]["display"] == "377 930 km²"
    assert view["last_move"]["correct_gaps"] == [1] and view["newest"] is None
    place(state, 1, "Chile", 2)  # Chile 756 102 km²: correct
    view = GAME.view(state, None)
    assert view["newest"] == "CHL" and view["last_move"]["correct"] is True
    assert view["players"][0]["wrong"] == 1 and view["players"][1]["correct"] == 1


def test_eliminated_players_show_their_set_aside_faces_only() -> None:
    state = position(
        "population",
        line=["Kenya"],
        hands=[["Iceland"], ["Japan", "Peru"], ["Brazil"]],
        draw_pile=["Norway", "Italy", "Spain"],
    )
    place(state, 0, "Iceland", 0)
    place(state, 1, "Japan", 2)
    place(state, 2, "Brazil", 3)
    view = GAME.view(state, None)
    ben = view["players"][1]
    assert not ben["active"] and ben["out"] == {"round": 1, "reason": "eliminated"}
    assert [c["name"] for c in ben["set_aside"]] == ["Peru"] and ben["hand"] == []
    assert all(set(c) == FACE_KEYS for c in ben["set_aside"])
    assert_views_keep_secrets(state)


def test_final_view_reveals_everything_and_the_result() -> None:
    state = position("population", line=["Kenya"], hands=[["Iceland"], ["Japan", "Peru"]], draw_pile=["Norway"])
    place(state, 0, "Iceland", 0)
    place(state, 1, "Japan", 0)
    view = GAME.view(state, 1)
    assert view["status"] == "over" and view["to_act"] is None
    assert view["result"] == {"winners": [0], "reason": "sole", "round": 1, "ranking": [[0], [1]]}
    assert [c["display"] for c in view["players"][1]["hand"]] == ["29 550 366", "5 018 573"]
    assert view["hand"][0]["value"] == "29550366"


def test_the_secrecy_scan_would_catch_a_leak() -> None:
    state = sample()
    hidden = state["values"]["PER"]
    assert leaked_values(state, {"x": hidden}) == {hidden}
    assert leaked_values(state, {"x": "1 285 216 km²"}) == {"1 285 216 km²"}
    assert leaked_values(state, {"x": state["values"]["KEN"]}) == set()  # Kenya lies in the line


def test_gap_labels_and_pages_for_select_menus() -> None:
    view = GAME.view(sample(), None)
    assert [str(gap_label(entry)) for entry in view["gaps"]] == [
        "Gap 0: left of Iceland",
        "Gap 1: Iceland | Kenya",
        "Gap 2: right of Kenya",
    ]
    assert [{**p, "label": str(p["label"])} for p in gap_pages(3)] == [{"first": 0, "last": 2, "label": "Gaps 0–2"}]
    assert [str(p["label"]) for p in gap_pages(41)] == ["Gaps 0–24", "Gaps 25–40"]


def test_s9_no_event_or_view_of_the_t_c_04_game_reveals_a_hidden_value() -> None:
    """Every event and every view (public and per seat) after every move of T-C-04, scanned for hidden values."""
    deck = ids(["Iceland", "Egypt", "Brazil", "Japan", "Peru", "Chile", "Kenya", "Norway", "Italy", "Nauru", "Spain"])
    options = {"characteristic": "population", "hand_size": 2, "deck_size": len(deck), "start_player": 1}
    state = setup_from_deck(3, options, deck, start_seat=0)
    check_invariants(state, GAME.start_events(state))
    moves = [(0, "Iceland", 0), (1, "Egypt", 1), (2, "Brazil", 2), (0, "Japan", 2), (1, "Peru", 1), (2, "Chile", 1)]
    moves += [(0, "Italy", 4), (2, "Nauru", 1)]
    for seat, card, gap in moves:
        check_invariants(state, place(state, seat, card, gap))
    assert state["winners"] == [0]
