"""Setup (bsg.md §3): draft category rule, titles, loyalty deck, hands, destiny, ships."""

from __future__ import annotations

import random

import pytest
from bsg_testkit import GAME, act, new_game, refused

from engine.games.bsg import board as B
from engine.games.bsg.data import DATA, loyalty_kind
from engine.games.bsg.rules import invariants


def test_draft_category_rule():
    state = GAME.setup(4, {"_first": 0}, random.Random(1))
    act(state, 0, {"type": "character", "character": "william_adama"})
    options = {a["character"] for a in GAME.legal_actions(state, 1)}
    # military was chosen once: only political, pilot and support remain
    assert options == {
        "laura_roslin",
        "gaius_baltar",
        "tom_zarek",
        "lee_adama",
        "kara_thrace",
        "sharon_valerii",
        "galen_tyrol",
    }
    msg = refused(state, 1, {"type": "character", "character": "saul_tigh"})
    assert "least chosen" in msg
    act(state, 1, {"type": "character", "character": "galen_tyrol"})  # support any time
    act(state, 2, {"type": "character", "character": "laura_roslin"})
    options = {a["character"] for a in GAME.legal_actions(state, 3)}
    assert options == {"lee_adama", "kara_thrace", "sharon_valerii"}


def test_titles_by_line_of_succession():
    state = new_game(3, ["kara_thrace", "tom_zarek", "saul_tigh"])
    assert state["admiral"] == 2  # Tigh rank 2 beats Kara rank 5 and Zarek rank 8
    assert state["president"] == 1  # Zarek rank 3
    assert state["nukes"] == 2
    assert len(state["quorum_hand"]) == 1


@pytest.mark.parametrize(("n", "deck_after"), [(3, 3), (4, 4), (5, 5), (6, 6)])
def test_loyalty_deck_by_player_count(n, deck_after):
    chars = ["william_adama", "laura_roslin", "kara_thrace", "galen_tyrol", "saul_tigh", "tom_zarek"][:n]
    state = new_game(n, chars)
    assert len(state["decks"]["loyalty"]) == deck_after
    everything = state["decks"]["loyalty"] + [c for p in state["players"] for c in p["loyalty"]]
    kinds = [loyalty_kind(c) for c in everything]
    table = DATA.loyalty_table[n]
    assert kinds.count("cylon") == table["cylon"]
    assert kinds.count("sympathizer") == table["sympathizer"]
    assert kinds.count("not_cylon") == table["not_cylon"]
    assert all(len(p["loyalty"]) == 1 for p in state["players"])
    if table["sympathizer"]:
        assert "sympathizer" not in [c for p in state["players"] for c in p["loyalty"]]


def test_baltar_and_boomer_add_cards_and_baltar_gets_two():
    state = new_game(3, ["gaius_baltar", "william_adama", "sharon_valerii"])
    assert len(state["players"][0]["loyalty"]) == 2
    total = len(state["decks"]["loyalty"]) + sum(len(p["loyalty"]) for p in state["players"])
    assert total == 1 + 5 + 2


def test_characters_placed_and_starting_hands():
    state = new_game(4, ["lee_adama", "karl_agathon", "laura_roslin", "galen_tyrol"], lee_area=5)
    p = state["players"]
    assert p[0]["viper"] == 5 and p[0]["loc"] is None
    assert p[1]["stranded"] and p[1]["loc"] is None
    assert p[2]["loc"] == "presidents_office" and p[3]["loc"] == "hangar_deck"
    # the first player drew nothing at setup: his hand is exactly his first Receive Skills so far (fixed part)
    assert sorted(DATA.skill_cards[c]["skill"] for c in p[0]["hand"]) == ["piloting", "piloting", "tactics"]
    assert state["decision"]["kind"] == "draw_skill" and state["decision"]["skills"] == ["leadership", "politics"]
    assert state["decision"]["left"] == 2
    for seat in (1, 2, 3):
        assert len(p[seat]["hand"]) == 3
        assert all(DATA.skill_cards[c]["skill"] in B.skill_set(state, seat) for c in p[seat]["hand"])
    assert len(state["destiny"]) == 10
    sp = state["space"]
    assert len(sp[0]["basestars"]) == 1 and sp[0]["raider"] == 3
    assert len(sp[3]["civilians"]) == 2
    assert sp[4]["viper"] == 1 and sp[5]["viper"] == 1
    assert state["reserves"]["viper"] == 5  # 8 - 2 - Lee's
    assert state["resources"] == {"fuel": 8, "food": 8, "morale": 10, "population": 12}
    invariants(state)


def test_first_turn_begins_with_receive_skills():
    state = new_game(3)
    assert state["phase"] == "play" and state["current"] == 0
    # Adama draws his 5 fixed cards, then moves
    assert len(state["players"][0]["hand"]) == 5
    assert state["decision"]["kind"] == "move"


def test_setup_needs_three_to_six_players():
    with pytest.raises(ValueError):
        GAME.setup(2, {}, random.Random(0))


def test_the_game_checks_its_invariants_and_has_a_clock():
    state = new_game(3, ["kara_thrace", "tom_zarek", "saul_tigh"])
    GAME.invariants(state)
    assert [c.seats for c in GAME.clock(state)] == [tuple(GAME.to_act(state))]
    assert GAME.waiting_for(state) == GAME.to_act(state)
    state["reserves"]["raptor"] += 1
    with pytest.raises(AssertionError, match="4 raptors"):
        GAME.invariants(state)
    with pytest.raises(AssertionError, match="4 raptors"):
        invariants(state)
