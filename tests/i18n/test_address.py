"""One player, one form of address: Czech and Slovak texts speak to the player as "ty"."""

from __future__ import annotations

import re

import pytest

from tests.i18n.catalogs import domains, parse


@pytest.mark.parametrize("lang", ["cs", "sk"])
def test_a_player_is_addressed_as_ty_everywhere(lang: str) -> None:
    """Czech and Slovak texts say "vyber", "použi", "stlač" to the player; Cardline's menus alone said "Vyberte
    kartu" (found playing in Slovak): one player, one form of address."""
    formal = re.compile(
        r"\b(vyberte|zvolte|zvoľte|stlačte|stiskněte|použite|použijte|klikněte|kliknite|zadejte|zadajte)\b", re.I
    )
    found = [
        (domain, key, match.group(0))
        for domain in domains()
        for key, entry in parse(lang, domain)[0].items()
        for match in formal.finditer(entry.text)
    ]
    assert found == []


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
