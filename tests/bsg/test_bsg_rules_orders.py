"""The rules' words for the days pace (issue 23): `/bsg rules` (its secrets part) and the rule topics on reaction
windows and secrecy say, in every language, that at a table played over days windows never wait for a person and
are answered by standing orders, secret like a hand; a live table's windows ask everyone."""

from __future__ import annotations

import pytest

from engine.games.bsg import rules_topics as R
from i18n import LANGS, Msg, tr
from presenters import bsg_rules as H

WORDS = {  # "standing orders" in each language (the word the orders panel uses, bsg_orders.ftl)
    "en": "standing orders",
    "cs": "stálé rozkazy",
    "sk": "stále rozkazy",
    "pl": "stałe rozkazy",
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_secrets_text_tells_both_paces(lang: str) -> None:
    text = tr(Msg("bsg-rules-secrets"), lang)
    assert "`pace: days`" in text and "`pace: live`" in text and "`/bsg orders`" in text
    assert WORDS[lang] in text.lower()


@pytest.mark.parametrize("lang", LANGS)
def test_the_windows_topic_tells_how_orders_answer_them(lang: str) -> None:
    topic = R.topic_of("rule:windows")
    assert topic is not None
    text = tr(H.answer_at(topic, None, None), lang)
    assert "`pace: days`" in text and "`pace: live`" in text and "`/bsg orders`" in text
    assert "Strategic Planning" in text and "Evasive Maneuvers" in text  # the cards by their published names
    names = {value for _, value in H.choices(tr(R.name(topic), lang)[:8], lang)}
    assert "rule:windows" in names, "autocomplete finds it by its name in the reader's language"


@pytest.mark.parametrize("lang", LANGS)
def test_the_secrecy_topic_keeps_orders_secret(lang: str) -> None:
    text = tr(H.answer_at(R.Topic("rule", "secrecy"), None, None), lang).lower()
    assert WORDS[lang] in text, "the secrecy rule names standing orders as secret"
