"""Cardline's words as catalog keys (locales/<lang>/cardline.ftl): helpers that build `Msg`s, never sentences.

Cards appear by country (`country(iso3)`: CLDR territory names per language, see country_names.py) and values as
numbers (`value(record)`: formatted per locale by the catalog, "8 081 390" / "8,081,390"). Nothing here knows the
rules.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from i18n import Cat, Msg, cat

from .cards import parse_value
from .country_names import CountryName

TITLE = "Cardline: Globetrotter"  # the English title (Game.title); the catalogs carry `cardline-title`


def event(kind: str, /, **params: Any) -> Msg:
    return Msg(f"cardline-event-{kind}", **params)


def error(name: str, /, **params: Any) -> Msg:
    return Msg(f"cardline-error-{name}", **params)


def ui(name: str, /, **params: Any) -> Msg:
    return Msg(f"cardline-ui-{name}", **params)


def render(name: str, /, **params: Any) -> Msg:
    return Msg(f"cardline-render-{name}", **params)


def characteristic(name: str) -> Msg:
    """ "Area", "Population", "GDP", "CO2 per person" (a heading or a lobby line)."""
    return Msg("cardline-characteristic", name=name)


def unit(name: str) -> Msg:
    return Msg("cardline-unit", name=name)


def question(name: str) -> Msg:
    return Msg("cardline-question", name=name)


def continent(name: str) -> Msg:
    """A continent of the data file ("North America") in the reader's language."""
    return Msg("cardline-continent", name=name.lower().replace(" ", "_"))


def country(iso3: str) -> CountryName:
    return CountryName(iso3)


def countries(iso3s: Iterable[str]) -> Cat:
    """Countries parted by semicolons: a name may hold "and" ("Trinidad and Tobago", "Svatý Tomáš a Princův ostrov"),
    so "A, B and C" could not tell where one name ends."""
    return cat((country(iso3) for iso3 in iso3s), "; ")


def amount(text: str) -> int | float:
    """A CSV value as a number the catalog formats: an int when whole ("103000"), else a float ("2.02")."""
    number = parse_value(text)
    return float(number) if "." in text else int(number)


def value(record: dict[str, Any], characteristic: str) -> Msg:
    """A revealed card's value with its unit: "103 000 km²", "43,888,303", "46 869 M$", "0,31 t"."""
    return Msg("cardline-value", name=characteristic, value=amount(record["value"]))


def number(record: dict[str, Any], characteristic: str) -> Msg:
    """The value alone (the unit stands in the heading)."""
    return Msg("cardline-number", name=characteristic, value=amount(record["value"]))


def cards_each(count: int) -> Msg:
    return Msg("cardline-cards-each", count=count)


def seat(number: int) -> Msg:
    return Msg("cardline-seat", seat=number)
