"""A sentence never puts two brackets side by side: "moves to A1 (Blue River) (no other choice)" reads as two
afterthoughts; the second says itself after a comma or a semicolon (Envyra's moves and claims, found playing in
Slovak)."""

from __future__ import annotations

import pytest

from i18n.catalog import LANGS
from tests.i18n.catalogs import domains, parse


@pytest.mark.parametrize("lang", LANGS)
def test_no_two_asides_in_brackets_in_a_row(lang: str) -> None:
    found = [
        (domain, key) for domain in domains() for key, entry in parse(lang, domain)[0].items() if ") (" in entry.text
    ]
    assert found == []
