"""Cardline's words per language: country names from CLDR (every card has one in cs, sk and pl), values in each
locale's number format, and the autocomplete finding a card by its name in the player's language."""

from __future__ import annotations

from babel import Locale

from engine.games.cardline.cards import countries
from engine.games.cardline.country_names import alpha2, country_name
from engine.games.cardline.texts import countries as country_list
from engine.games.cardline.texts import country, value
from i18n import Msg, tr
from presenters.base import folded

NBSP = "\xa0"


def test_every_country_has_a_cldr_name_in_every_language() -> None:
    for lang in ("cs", "sk", "pl"):
        names = Locale.parse(lang).territories
        for iso3 in countries():
            assert alpha2(iso3) in names, (lang, iso3)
            assert country_name(iso3, lang) == names[alpha2(iso3)]
    assert [country_name("DEU", lang) for lang in ("en", "cs", "sk", "pl")] == [
        "Germany",
        "Německo",
        "Nemecko",
        "Niemcy",
    ]
    assert country_name("CIV", "en") == "Ivory Coast"  # English keeps the data file's names, which moves accept


def test_a_country_in_a_message_follows_the_reader() -> None:
    refusal = Msg("cardline-error-not-in-hand", cards=country("KEN"))
    assert str(refusal) == "You do not hold that card. Your cards: Kenya."
    assert tr(refusal, "cs") == "Tuto kartu nemáš. Tvoje karty: Keňa."
    assert tr(refusal, "pl").endswith("Twoje karty: Kenia.")


def test_a_list_of_countries_parts_names_that_hold_and() -> None:
    cards = country_list(["STP", "POL", "SVN"])
    assert tr(cards, "cs") == "Svatý Tomáš a Princův ostrov; Polsko; Slovinsko"
    assert tr(cards, "en") == "São Tomé and Príncipe; Poland; Slovenia"
    refusal = Msg("cardline-error-not-in-hand", cards=country_list(["TTO", "KEN"]))
    assert tr(refusal, "pl") == "Nie masz tej karty. Twoje karty: Trynidad i Tobago; Kenia."


def test_values_are_formatted_per_locale() -> None:
    kenya = {"value": "43888303"}
    assert tr(value(kenya, "population"), "en") == "43,888,303"
    assert tr(value(kenya, "population"), "cs") == f"43{NBSP}888{NBSP}303"
    assert tr(value({"value": "0.31"}, "co2_per_capita"), "cs") == "0,31 t"
    assert tr(value({"value": "4.6"}, "co2_per_capita"), "en") == "4.60 t"
    assert tr(value({"value": "2.02"}, "area"), "pl") == "2,02 km²"
    assert tr(value({"value": "46869"}, "gdp"), "sk") == f"46{NBSP}869 M$"


def test_typing_without_accents_finds_the_name() -> None:
    assert folded("nemec") in folded("Německo")
    assert folded("lodz") == folded("Łódź")
    assert folded("Türkiye") == "turkiye" and folded("Keňa") == "kena"
