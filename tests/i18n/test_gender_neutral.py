"""Texts addressed to a player do not guess their gender: Polish has no second-person past ("Odpadłeś", "Poddałeś
się", "Zrezygnowałeś(-aś)"), and the seat, resign and drop-out answers in Czech and Slovak are said without a
gendered verb ("Vzdal(a) ses" became "Vzdáno.")."""

from __future__ import annotations

import re

import pytest

from tests.i18n.catalogs import domains, parse

# "-łeś"/"-łaś" (you did), "-łbyś" (you would): the verb's ending says a gender
POLISH_YOU_PAST = re.compile(r"\w+(łeś|łaś|łbyś|łabyś)\b")
# the player's own resign, vote, drop-out and seat answers (where "(a)" read as a form to fill in)
ADDRESSED = (
    "shared-resigned-done",
    "shared-resigned-to-bot-done",
    "shared-vote-twice",
    "shared-cmd-back",
    "frame-ui-dropped",
    "envyra-ui-not-planned",
    "envyra-ui-resign-cancelled",
    "hieroglyphs-error-move_from_bad",
    "bsg-panel-live",
    "hieroglyphs-event-sarcophagus_value",
)


def test_polish_never_says_you_did_in_one_gender() -> None:
    found = [
        (domain, key, match.group(0))
        for domain in domains()
        for key, entry in parse("pl", domain)[0].items()
        for match in POLISH_YOU_PAST.finditer(entry.text)
    ]
    assert found == []


@pytest.mark.parametrize("lang", ["cs", "sk", "pl"])
def test_a_players_own_answers_have_no_gendered_verb(lang: str) -> None:
    entries = {key: entry for domain in domains() for key, entry in parse(lang, domain)[0].items()}
    for key in ADDRESSED:
        text = entries[key].text
        assert "(a)" not in text and "(-a" not in text and "/á" not in text, (key, text)
