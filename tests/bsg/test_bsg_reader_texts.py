"""Texts a new player read wrong in Slovak and Polish (playtest 3): a choice whose option is itself a choice."""

from __future__ import annotations

import re

import pytest

from engine.core import Event
from engine.games.bsg.data import DATA
from engine.games.bsg.texts import describe
from i18n import LANGS, tr

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences(text: str) -> list[str]:
    return SENTENCE_END.split(text)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("chosen", [0, 1])
def test_an_option_that_is_a_choice_puts_one_colon_in_a_sentence(lang: str, chosen: int) -> None:
    """Requested Resignation: the Admiral picks "both discard" or "the President decides (resign or the Brig)"; the
    record of the pick names both options with one colon a sentence, whichever was chosen."""
    options = DATA.crises["requested_resignation"]["choice"]["options"]
    assert [op["op"] for op in options[1]["effects"]] == ["choose"]  # the nested choice this test is about
    pick, other = options[chosen], options[1 - chosen]
    others = [{"label": other["label"], "effects": other["effects"]}]
    text = tr(
        describe(
            Event("chose", {"seat": 0, "label": pick["label"], "effects": pick["effects"], "others": others}), ["Ann"]
        ),
        lang,
    )
    assert len(sentences(text)) == 2, text
    for sentence in sentences(text):
        assert sentence.count(":") == 1, text
