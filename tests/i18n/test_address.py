"""How Czech and Slovak texts speak to the player: never rudely (the informal "ty" itself is checked by
tests/i18n/test_catalogs.py, `test_one_player_is_addressed_informally`)."""

from __future__ import annotations

import re

import pytest

from tests.i18n.catalogs import domains, parse


@pytest.mark.parametrize("lang", ["cs", "sk"])
def test_dropping_out_is_never_get_out(lang: str) -> None:
    """ "Vypadni z hry" reads as "get out of the game!" (found playing Frame in Slovak): the player is asked to
    step back ("odstup"), or the button names the act ("Vypadnout ze hry")."""
    found = [
        (domain, key)
        for domain in domains()
        for key, entry in parse(lang, domain)[0].items()
        if re.search(r"\bvypadni\b", entry.text, re.I)
    ]
    assert found == []
