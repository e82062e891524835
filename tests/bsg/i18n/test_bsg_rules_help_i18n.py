"""`/bsg rules topic:` in every language (issue 24 parts 4 and 6): every topic's answer — the bare rule and with the
state of games under way — renders in en, cs, sk and pl with no missing key, no raw key, no unfilled placeable and
none of the shapes that read badly (test_bsg_sentences.py's checks), and the Czech text has no word of the English
stop-list outside the published card, character and ability names (the stop-word check of test_bsg_explanations.py,
extended to rules help)."""

from __future__ import annotations

import logging
from collections import Counter

import pytest

from engine.games.bsg import rules_topics as R
from engine.registry import get_game
from i18n import LANGS, tr
from presenters import bsg_rules as H
from tests.bsg.i18n.published import NAMES
from tests.bsg.i18n.rendering import broken, catalog_problems, problems
from tests.i18n.measure import english_words
from tests.random_games import played

GAME = get_game("bsg")
STATES = (0, 60, 200)  # random moves into a seeded game: the setup, early, later (some end sooner)


def answers() -> list[tuple[str, object]]:
    """(topic id, answer) for every topic: the bare rule, and as seat 0 and as an onlooker in each state."""
    out: list[tuple[str, object]] = [(t.id, H.answer(t, None, None, [])) for t in R.topics()]
    for moves in STATES:
        state = played(GAME, 4, f"rules-help-i18n-{moves}", moves)
        public, mine = GAME.view(state, None), GAME.view(state, 0)["me"]
        for topic in R.topics():
            out.append((topic.id, H.answer(topic, public, mine, ["alice", "bob", "carol", "dave"])))
            out.append((topic.id, H.answer(topic, public, None, ["alice", "bob", "carol", "dave"])))
    return out


def test_every_topic_renders_in_every_language_without_missing_keys(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.WARNING, logger="boardbot")
    rendered: set[tuple[str, str]] = set()
    for topic, text in answers():
        for lang in LANGS:
            shown = tr(text, lang)
            assert not broken(shown), (topic, lang, shown)
            assert catalog_problems(text, lang) == [], (topic, lang)
            assert problems(shown, lang, "post") == [], (topic, lang, shown)  # no doubled word, empty list, …
            rendered.add((topic, lang))
    fallbacks = [r.getMessage() for r in caplog.records if r.getMessage().startswith("i18n:")]
    assert fallbacks == [], fallbacks  # nothing fell back to English
    assert len(rendered) == len(R.topics()) * len(LANGS)


def test_the_czech_rules_help_has_no_english_sentences() -> None:
    english: Counter[str] = Counter()
    for topic, text in answers():
        english.update(f"{topic}: {word}" for word in english_words(NAMES.sub(" ", tr(text, "cs"))))
    labels = [tr(R.label(t), "cs") for t in R.topics()] + [tr(H.unknown("xyz", "cs"), "cs")]
    english.update(f"label: {word}" for label in labels for word in english_words(NAMES.sub(" ", label)))
    assert english == Counter(), english


@pytest.mark.parametrize("lang", ["cs", "sk", "pl"])
def test_the_rules_help_reads_differently_from_english(lang: str) -> None:
    same = [t.id for t in R.topics() if tr(R.rule(t), lang) == tr(R.rule(t), "en")]
    assert same == [], same


COPIES = {
    "en": "Type politics: 8 cards of strength 1 and 6 cards of strength 2.",
    "pl": "Typ polityka: 8 kart o sile 1 i 6 kart o sile 2.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_a_skill_cards_copies_are_counted_in_words(lang: str) -> None:
    """ "Type politics: strength 1 ×8 and strength 2 ×6." read like a spreadsheet."""
    deck = tr(R.skill_rule("consolidate_power"), lang).splitlines()[0].replace("\xa0", " ")
    assert "×" not in deck and "8" in deck and "6" in deck, deck
    if lang in COPIES:
        assert deck == COPIES[lang]
