"""The country cards: loaded from countries.csv (shipped in this package), values compared as exact decimals.

A card is one CSV row, identified by its `iso3` code. Its face is the name and continent; its value is the cell of
the characteristic chosen for the game (empty cell = not eligible, spec §2.3).
"""

from __future__ import annotations

import csv
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from functools import cache
from pathlib import Path
from typing import Any

DATA_FILE = Path(__file__).with_name("countries.csv")

CONTINENTS = ("Africa", "Asia", "Europe", "North America", "Oceania", "South America")
CHARACTERISTICS = ("area", "population", "gdp", "co2_per_capita")
COLUMN_OF = {
    "area": "area_km2",
    "population": "population_2012",
    "gdp": "gdp_musd_2011",
    "co2_per_capita": "co2_t_per_capita_2011",
}
BOX_SIZE = 110  # cards in the physical box (spec §2.1)
MOST_CARDS_NEEDED = 8 * 10 + 1  # 8 players × 10 cards + the start card (spec §3 option validation)


@dataclass(frozen=True)
class Country:
    iso3: str
    name: str
    continent: str
    values: dict[str, str]  # characteristic → CSV text; missing key = empty cell

    def face(self) -> dict[str, str]:
        """What everybody may see of a card that is not yet placed."""
        return {"id": self.iso3, "name": self.name, "continent": self.continent}


@cache
def countries() -> dict[str, Country]:
    """All countries of the CSV by iso3, in file order (sorted by English name)."""
    with DATA_FILE.open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    table: dict[str, Country] = {}
    for row in rows:
        iso3 = row["iso3"]
        assert len(iso3) == 3 and iso3.isupper() and iso3 not in table, f"bad or duplicate iso3 {iso3!r}"
        assert row["name_en"], f"{iso3}: no name"
        assert row["continent"] in CONTINENTS, f"{iso3}: unknown continent {row['continent']!r}"
        values = {}
        for characteristic, column in COLUMN_OF.items():
            text = row[column].strip()
            if text:
                assert parse_value(text) >= 0, f"{iso3}: negative {column}"
                values[characteristic] = text
        table[iso3] = Country(iso3, row["name_en"], row["continent"], values)
    assert len(table) >= BOX_SIZE, "the data file must hold at least as many countries as the box"
    assert {c.continent for c in table.values()} == set(CONTINENTS), "every continent must appear"
    for characteristic in CHARACTERISTICS:
        assert len(eligible_in(table, characteristic)) >= MOST_CARDS_NEEDED, f"too few {characteristic} values"
    return table


def eligible_in(table: dict[str, Country], characteristic: str) -> list[str]:
    return [iso3 for iso3, country in table.items() if characteristic in country.values]


@cache
def eligible(characteristic: str) -> tuple[str, ...]:
    """The countries whose cell for this characteristic is not empty, in file order (spec §2.3)."""
    return tuple(eligible_in(countries(), characteristic))


@cache
def parse_value(text: str) -> Decimal:
    """Exact decimal of a CSV cell: 4.60 == 4.6 (spec §2.2)."""
    try:
        return Decimal(text)
    except InvalidOperation:
        raise ValueError(f"not a number: {text!r}") from None


def group_thousands(digits: str) -> str:
    """'43888303' → '43 888 303' (spaces, as the spec's display formats)."""
    head = len(digits) % 3 or 3
    parts = [digits[:head]] + [digits[i : i + 3] for i in range(head, len(digits), 3)]
    return " ".join(parts)


@cache
def format_number(text: str, characteristic: str) -> str:
    """The number alone, formatted for display: thousands separated, CO2 with two decimals."""
    if characteristic == "co2_per_capita":
        text = str(parse_value(text).quantize(Decimal("0.01")))
    whole, _, fraction = text.partition(".")
    sign = "-" if whole.startswith("-") else ""
    formatted = sign + group_thousands(whole.lstrip("-"))
    return f"{formatted}.{fraction}" if fraction else formatted


UNIT_SUFFIX = {"area": " km²", "population": "", "gdp": " M$", "co2_per_capita": " t"}


@cache
def format_value(text: str, characteristic: str) -> str:
    """The value as shown on a revealed card: '103 000 km²', '43 888 303', '46 869 M$', '0.31 t' (spec §2.2)."""
    return format_number(text, characteristic) + UNIT_SUFFIX[characteristic]


@cache
def revealed_record(iso3: str, raw: str, characteristic: str) -> dict[str, Any]:
    """A card whose value is public, as views carry it: its face, the exact value (the CSV text, e.g. "320716"),
    the number ("320 716") and the value with its unit ("103 000 km²"). Shared: callers copy it before changing it."""
    return {
        **countries()[iso3].face(),
        "value": raw,
        "number": format_number(raw, characteristic),
        "display": format_value(raw, characteristic),
    }


def characteristic_of(record: dict[str, str]) -> str:
    """The characteristic a revealed card record was formatted for, read from its unit ("103 000 km²" → area)."""
    display = record.get("display", "")
    for characteristic, suffix in UNIT_SUFFIX.items():
        if suffix and display.endswith(suffix):
            return characteristic
    return "population"


@cache
def iso3_by_name() -> dict[str, str]:
    """The data file's English names to their codes ("Kenya" → "KEN")."""
    return {country.name: iso3 for iso3, country in countries().items()}
