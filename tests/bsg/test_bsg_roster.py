"""The draft's roster (presenters/bsg.py `roster`): each character's drawback (its negative ability, the third) is
marked as the rules help marks it, and no other ability is."""

from __future__ import annotations

import pytest

from engine.core import derive_rng
from engine.games.bsg.data import DATA
from engine.registry import get_game
from i18n import LANGS, Msg, tr
from presenters.bsg import BsgPresenter
from tests.bsg.presenter_kit import table_for


@pytest.mark.parametrize("lang", LANGS)
def test_the_roster_marks_each_drawback_as_the_rules_help_does(lang: str) -> None:
    presenter = BsgPresenter()
    state = get_game("bsg").setup(3, {}, derive_rng("bsg-roster", 0))
    text = "\n".join(tr(post.text, lang) for post in presenter.roster(presenter.snapshot(table_for(state, 1))))
    help_line = tr(Msg("bsg-rh-ability", name="N", polarity="negative", text="T"), lang)
    mark = help_line[help_line.index("N") + 1 : help_line.index(": T")].strip(" *")  # "(a drawback)"
    assert mark.startswith("(") and mark.endswith(")"), help_line
    lines = text.splitlines()
    for info in DATA.characters.values():
        for ability in info["abilities"]:
            (line,) = [li for li in lines if li.startswith(f"– {ability['name']}")]
            assert (mark in line) == (ability["polarity"] == "negative"), line
    drawbacks = sum(a["polarity"] == "negative" for info in DATA.characters.values() for a in info["abilities"])
    assert drawbacks == len(DATA.characters), "one drawback a character"
