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


# a form to fill in: "opustil(a)", "vyradený(á)", "pomijany(-a)", "przejął(-ęła)", "posledný/á", "ho/ji", "jeho/její"
GENDER_TO_FILL = re.compile(r"\w\((?:a|á|-a|-ęła|nestihla)\)|\w/(?:á|ji|ju|ni|jej|její|odešla|odišla|nestihla)\b")


@pytest.mark.parametrize("lang", ["cs", "sk", "pl"])
def test_no_text_leaves_a_players_gender_to_fill_in(lang: str) -> None:
    """ "Ann opustil(a) hru", "Ben je vyradený(á)", "przejął(-ęła)": a sentence about anyone is said in a form that
    fits everyone (present tense, a noun phrase: "Ann odchází ze hry", "Ben vypadáva z hry", "przejmuje")."""
    assert matches(lang, GENDER_TO_FILL) == []


def matches(lang: str, pattern: re.Pattern[str]) -> list[tuple[str, str]]:
    """Every (key, matched text) of the pattern in the language's catalogs."""
    return [
        (key, match.group(0))
        for domain in domains()
        for key, entry in parse(lang, domain)[0].items()
        for match in pattern.finditer(entry.text)
    ]


# a masculine past: the cs/sk l-participle ("vypadl", "odišiel"), the Polish "-ł" ("odszedł")
PAST = {"cs": re.compile(r"\b\w+l\b"), "sk": re.compile(r"\b\w+l\b"), "pl": re.compile(r"\b\w+ł\b")}
# labels and lines about another player that were masculine only: a player out of Frame ("vypadl · 12 b."), the
# series sheet's legend ("wygrał tę rundę"), a player who left, Slovak BSG's miss ("Netrafil.")
ABOUT_ANOTHER = (
    "frame-render-out_pts",
    "frame-render-left_pts",
    "frame-render-start_mark",
    "frame-render-won_mark",
    "frame-error-left_already",
    "frame-event-dropped_out_left",
    "cardline-render-resigned",
    "cardline-render-out-round",
    "envyra-render-took-end",
    "hieroglyphs-render-curse",
    "bsg-event-missed",
)


@pytest.mark.parametrize("lang", ["cs", "sk", "pl"])
def test_a_label_about_another_player_has_no_gendered_past(lang: str) -> None:
    entries = {key: entry for domain in domains() for key, entry in parse(lang, domain)[0].items()}
    for key in ABOUT_ANOTHER:
        assert not PAST[lang].findall(entries[key].text), (key, entries[key].text)


# "dát sarkofág hráči Ann", "graczowi Ann", "po hráčovi Ben": a name does not decline, so a dative or locative
# noun before it reads as a form to fill in (and as masculine); the name stands in the nominative ("…, bere si ho Ann")
NAME_AFTER_DATIVE = re.compile(r"\b(?:hráči|hráčovi|hráčce|graczowi|graczu|graczce) \{ \$(?!count\b|max\b)\w+ \}")


@pytest.mark.parametrize("lang", ["cs", "sk", "pl"])
def test_no_players_name_follows_a_dative_noun(lang: str) -> None:
    assert matches(lang, NAME_AFTER_DATIVE) == []
