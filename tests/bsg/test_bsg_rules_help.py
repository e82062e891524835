"""`/bsg rules topic:` (issue 24 part 4): finding a topic, autocomplete in each language, close matches for an unknown
topic, and the state-aware part reading only public information (plus the asker's own hand)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from engine.games.bsg import effect_text as E
from engine.games.bsg import rules_topics as R
from engine.games.bsg.data import DATA
from engine.registry import get_game
from i18n import LANGS, Msg, tr
from presenters import bsg_rules as H
from tests import random_games

GAME = get_game("bsg")
NAMES = ["alice", "bob", "carol", "dave"]


def played(moves: int, seed: str = "rules-help") -> dict[str, Any]:
    """A 4-player game after some random moves (or at its end)."""
    return random_games.played(GAME, 4, seed, moves)


def answer_in(state: dict[str, Any], topic: R.Topic, seat: int | None, lang: str = "en") -> str:
    mine = GAME.view(state, seat).get("me") if seat is not None else None
    return tr(H.answer(topic, GAME.view(state, None), mine, list(NAMES)), lang)


def test_every_location_character_skill_card_step_title_and_rule_is_a_topic() -> None:
    ids = {t.id for t in R.topics()}
    assert {f"location:{loc}" for loc in DATA.locations} <= ids
    assert {f"character:{c}" for c in DATA.characters} <= ids
    assert {f"skill:{s}" for s in DATA.skill_abilities} <= ids
    assert {"step:crisis", "step:jump_prep", "rule:secrecy", "rule:jump", "title:admiral", "location:brig"} <= ids
    assert len(ids) == len(R.topics()) == 17 + 10 + 10 + len(R.STEPS) + len(R.TITLES) + len(R.RULES)
    assert all(len(t.id) <= 100 for t in R.topics())  # a choice's value


@pytest.mark.parametrize(
    ("lang", "typed", "topic"),
    [
        ("en", "brig", "location:brig"),
        ("cs", "cela", "location:brig"),
        ("sk", "cel", "location:brig"),
        ("pl", "aresz", "location:brig"),
        ("en", "prepare", "step:jump_prep"),
        ("cs", "přípr", "step:jump_prep"),
        ("sk", "priprava na", "step:jump_prep"),
        ("pl", "przygotowanie", "step:jump_prep"),
        ("cs", "utaj", "rule:secrecy"),
        ("sk", "utaj", "rule:secrecy"),
        ("pl", "tajno", "rule:secrecy"),
        ("en", "secre", "rule:secrecy"),
        ("cs", "starbuck", "character:kara_thrace"),
        ("pl", "launch sc", "skill:launch_scout"),
        ("cs", "ftl", "location:ftl_control"),
        ("pl", "kontrola ftl", "location:ftl_control"),
    ],
)
def test_autocomplete_finds_partial_input_in_each_language(lang: str, typed: str, topic: str) -> None:
    choices = H.choices(typed, lang)
    assert topic in [value for _, value in choices], choices
    assert 0 < len(choices) <= 25
    shown = dict((v, n) for n, v in choices)[topic]
    assert shown == tr(R.label(R.topic_of(topic)), lang)  # the label in the reader's language


@pytest.mark.parametrize("lang", LANGS)
def test_autocomplete_with_nothing_typed_offers_25_labels_in_the_readers_language(lang: str) -> None:
    choices = H.choices("", lang)
    assert len(choices) == 25
    assert choices[0] == (tr(R.label(R.Topic("step", "turn")), lang), "step:turn")
    assert all(len(name) <= 100 for name, _ in choices)


def test_labels_are_in_the_readers_language() -> None:
    brig = R.Topic("location", "brig")
    assert [tr(R.label(brig), lang) for lang in LANGS] == [
        "Location: Brig",
        "Lokace: Cela",
        "Lokácia: Cela",
        "Lokacja: Areszt",
    ]


@pytest.mark.parametrize(
    ("typed", "topic"),
    [
        ("location:brig", "location:brig"),
        ("Brig", "location:brig"),
        ("Cela", "location:brig"),
        ("Lokacja: Areszt", "location:brig"),
        ("executive order", "skill:executive_order"),
        ("Admirál", "title:admiral"),
        ("  skok floty ", "rule:jump"),
    ],
)
def test_a_topic_typed_by_hand_is_found(typed: str, topic: str) -> None:
    found = H.find(typed)
    assert found is not None and found.id == topic


@pytest.mark.parametrize("typed", ["", "   ", "xyzzy", "a", "cylon"])
def test_an_unknown_empty_or_ambiguous_topic_is_not_guessed(typed: str) -> None:
    assert H.find(typed) is None


@pytest.mark.parametrize(
    ("typed", "lang", "expected"),
    [
        ("Admirl", "en", "Title: Admiral"),
        ("celaa", "cs", "Lokace: Cela"),
        ("sickbey", "en", "Location: Sickbay"),
        ("cylon", "pl", "Zasada: Lokacje Cylonów"),
    ],
)
def test_an_unknown_topic_gets_close_matches_in_the_readers_language(typed: str, lang: str, expected: str) -> None:
    assert H.find(typed) is None
    near = H.close_matches(typed, lang)
    assert expected in near and len(near) <= H.CLOSE
    text = tr(H.unknown(typed, lang), lang)
    assert expected in text and len(text) < 400


def test_an_empty_topic_suggests_the_turn_steps() -> None:
    text = tr(H.unknown("  ", "en"), "en")
    assert "Turn step: Prepare for jump" in text and "/bsg rules topic:" in text and "No rules topic" not in text


def test_the_answer_reads_the_table_location_damage_jump_track_and_decks() -> None:
    state = played(120)
    public = GAME.view(state, None)
    player = next(p for p in public["players"] if p["location"])
    where = answer_in(state, R.Topic("location", player["location"]), 0)
    assert f"{NAMES[player['seat']]} (" in where.split("In this game now:", 1)[1]
    damageable = next(loc for loc, info in DATA.locations.items() if info["damageable"])
    damaged = "Damaged:" in answer_in(state, R.Topic("location", damageable), None)
    assert damaged == (damageable in public["damaged"])
    jump = answer_in(state, R.Topic("rule", "jump"), None)
    assert f"Fleet token on space {public['jump_track']} of the jump track" in jump
    assert f"Distance: {public['distance']} " in jump
    skill = answer_in(state, R.Topic("skill", "launch_scout"), None)
    assert f"The tactics deck: {public['skill_decks']['tactics']} left" in skill
    assert "In your hand" not in skill  # nobody's hand without a seat
    office = answer_in(state, R.Topic("location", "presidents_office"), None)
    assert f"President: {NAMES[public['president']]} (" in office
    hangar = answer_in(state, R.Topic("location", "hangar_deck"), None)
    assert f"Vipers in the reserves: {public['reserves']['viper']}." in hangar


def test_ftl_control_says_what_a_jump_now_would_cost() -> None:
    state = played(0)
    for position, cost in ((2, None), (3, 3), (4, 1)):
        state["jump"] = position
        text = answer_in(state, R.Topic("location", "ftl_control"), None)
        if cost is None:
            assert "FTL Control cannot jump yet" in text
        else:
            assert f"the population drops by {cost} (now " in text


def test_a_seated_asker_sees_their_own_hand_and_loyalty_and_nobody_elses() -> None:
    state = played(40)
    seat = next(s for s, p in enumerate(state["players"]) if p["hand"])
    hand = state["players"][seat]["hand"]
    card = DATA.skill_cards[hand[0]]["card_id"]
    mine = answer_in(state, R.Topic("skill", card), seat)
    count = sum(DATA.skill_cards[c]["card_id"] == card for c in hand)
    assert f"In your hand: {DATA.skill_abilities[card]['name']} ×{count}." in mine
    loyalty = answer_in(state, R.Topic("rule", "loyalty"), seat)
    assert "Yours (only you see this)" in loyalty
    assert "Yours (only you see this)" not in answer_in(state, R.Topic("rule", "loyalty"), None)


@pytest.mark.parametrize("asker", [None, 0])
def test_other_seats_secrets_never_change_the_answer(asker: int | None) -> None:
    """Non-interference: another seat's hand, loyalty cards, quorum hand and super crisis are swapped for others of
    the same size; no topic's answer changes, in any language."""
    state = played(150)
    other = copy.deepcopy(state)
    for seat in (1, 2, 3):
        player = other["players"][seat]
        spare = [c for c in DATA.skill_cards if c not in player["hand"]]
        player["hand"] = random.Random(seat).sample(spare, len(player["hand"]))
        player["loyalty"] = ["cylon_sickbay#0" if "not_cylon" in c else "not_cylon#7" for c in player["loyalty"]]
    assert all(GAME.view(other, s) != GAME.view(state, s) for s in (1, 2, 3))  # their secrets did change
    for topic in R.topics():
        for lang in ("en", "cs"):
            assert answer_in(state, topic, asker, lang) == answer_in(other, topic, asker, lang), topic.id


def test_the_bare_rule_without_a_game() -> None:
    text = tr(H.answer_at(R.Topic("rule", "secrecy"), None, None), "en")
    assert text.startswith("**Secrecy and table talk** (rule)") and "In this game now" not in text


@pytest.mark.parametrize("lang", LANGS)
def test_every_character_ability_says_when_it_applies(lang: str) -> None:
    """Each trigger of the data has its own words (none falls back to the catch-all "when it applies")."""
    for character in DATA.characters.values():
        for ability in character["abilities"]:
            when = tr(Msg("bsg-fx-ability", once="no", when=E.ability_when(ability), text="X"), lang)
            assert when != tr(Msg("bsg-fx-ability", once="no", when="unknown", text="X"), lang), (ability["name"], when)


@pytest.mark.parametrize("lang", LANGS)
def test_a_triggered_or_once_per_game_ability_says_when_before_what_it_does(lang: str) -> None:
    """The roster read "Secret Destiny: discard the crisis card …" and "Alcoholic: if you hold exactly 1 skill card,
    …" with no word of when: every ability with a trigger, an action or a limit is said with it, from its data."""
    for character in DATA.characters.values():
        for ability in character["abilities"]:
            text = tr(E.ability_text(ability), lang)
            bare = tr(E.effects(ability["effect"]), lang)
            if ability.get("trigger") or ability["kind"] == "once_per_game" or ability.get("is_action"):
                assert text != bare and text.endswith(bare), (ability["name"], text)
            else:
                assert text == bare, (ability["name"], text)
