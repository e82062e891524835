"""Country names in the reader's language from CLDR (Babel's territory names), not from a hand list.

The data file keys countries by ISO 3166 alpha-3 (`KEN`); CLDR's territory aliases map those to the alpha-2 codes its
names use (`KE`). English keeps the data file's own names ("Ivory Coast", "Saint Lucia"), which moves also accept.
"""

from __future__ import annotations

from functools import cache

from babel import Locale
from babel.core import get_global

from i18n import LANGS

from .cards import countries

SOURCE_LANG = "en"
TRANSLATED = ("cs", "sk", "pl")  # the languages named from CLDR


@cache
def alpha2(iso3: str) -> str:
    aliases = get_global("territory_aliases").get(iso3) or [iso3]
    return aliases[0]


@cache
def territory_names(lang: str) -> dict[str, str]:
    return dict(Locale.parse(lang).territories)


def country_name(iso3: str, lang: str = SOURCE_LANG) -> str:
    """`KEN` → "Kenya" (en), "Keňa" (cs, sk), "Kenia" (pl); an unknown code stays as it is."""
    name = names_in(lang).get(iso3)
    return name if name is not None else looked_up(iso3, lang)


@cache
def names_in(lang: str) -> dict[str, str]:
    """Every country of the data file by iso3, named in `lang` (static data: built once per language; a move names
    a hundred countries)."""
    return {iso3: looked_up(iso3, lang) for iso3 in countries()}


def looked_up(iso3: str, lang: str) -> str:
    table = countries()
    if lang == SOURCE_LANG or lang not in TRANSLATED:
        return table[iso3].name if iso3 in table else iso3
    return territory_names(lang).get(alpha2(iso3)) or (table[iso3].name if iso3 in table else iso3)


@cache
def names_by_lang(iso3: str) -> dict[str, str]:
    """One country's name in each of the bot's languages, as a text stored in the outbox keeps it (`$names`)."""
    return {lang: country_name(iso3, lang) for lang in LANGS}


class CountryName:
    """A country as a text parameter: translated with the message around it (`i18n.tr` asks `localized(lang)`)."""

    __slots__ = ("iso3",)

    def __init__(self, iso3: str) -> None:
        self.iso3 = iso3

    def localized(self, lang: str) -> str:
        return country_name(self.iso3, lang)

    @property
    def by_lang(self) -> dict[str, str]:
        """Its name in every language (shared: not to be changed), stored with the text it is part of."""
        return names_by_lang(self.iso3)

    def __str__(self) -> str:
        return country_name(self.iso3)

    def __repr__(self) -> str:
        return f"CountryName({self.iso3!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CountryName) and other.iso3 == self.iso3

    def __hash__(self) -> int:
        return hash(self.iso3)
