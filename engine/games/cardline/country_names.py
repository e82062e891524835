"""Country names in the reader's language from CLDR (Babel's territory names), not from a hand list.

The data file keys countries by ISO 3166 alpha-3 (`KEN`); CLDR's territory aliases map those to the alpha-2 codes its
names use (`KE`). English keeps the data file's own names ("Ivory Coast", "Saint Lucia"), which moves also accept.
"""

from __future__ import annotations

from functools import cache

from babel import Locale
from babel.core import get_global

from .cards import countries

SOURCE_LANG = "en"


@cache
def alpha2(iso3: str) -> str:
    aliases = get_global("territory_aliases").get(iso3) or [iso3]
    return aliases[0]


@cache
def territory_names(lang: str) -> dict[str, str]:
    return dict(Locale.parse(lang).territories)


def country_name(iso3: str, lang: str = SOURCE_LANG) -> str:
    """`KEN` → "Kenya" (en), "Keňa" (cs, sk), "Kenia" (pl); an unknown code stays as it is."""
    table = countries()
    if lang == SOURCE_LANG or lang not in ("cs", "sk", "pl"):
        return table[iso3].name if iso3 in table else iso3
    return territory_names(lang).get(alpha2(iso3)) or (table[iso3].name if iso3 in table else iso3)


class CountryName:
    """A country as a text parameter: translated with the message around it (`i18n.tr` asks `localized(lang)`)."""

    __slots__ = ("iso3",)

    def __init__(self, iso3: str) -> None:
        self.iso3 = iso3

    def localized(self, lang: str) -> str:
        return country_name(self.iso3, lang)

    def __str__(self) -> str:
        return country_name(self.iso3)

    def __repr__(self) -> str:
        return f"CountryName({self.iso3!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CountryName) and other.iso3 == self.iso3

    def __hash__(self) -> int:
        return hash(self.iso3)
