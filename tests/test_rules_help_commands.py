"""Every game's rules summary that lists the game's commands names `/<game> help` too (the same answer as `rules`,
cogs/game_cog.py), in every language."""

from __future__ import annotations

import re

import pytest

from i18n import LANGS, tr
from presenters.bsg import BsgPresenter
from presenters.cardline import CardlinePresenter
from presenters.envyra import EnvyraPresenter
from presenters.frame import FramePresenter
from presenters.hieroglyphs import HieroglyphsPresenter

PRESENTERS = [BsgPresenter, CardlinePresenter, EnvyraPresenter, FramePresenter, HieroglyphsPresenter]
COMMAND = r"(`/\w+ {0}`|`{0}`|\|{0}\||/\w+ {0}\b)"  # "`/bsg rules`", "`rules`", "|rules|"


@pytest.mark.parametrize("presenter", PRESENTERS, ids=lambda p: p.__name__)
@pytest.mark.parametrize("lang", LANGS)
def test_a_rules_summary_that_lists_commands_names_help(presenter: type, lang: str) -> None:
    text = tr(presenter().rules_text(), lang)
    assert re.search(COMMAND.format("rules"), text), f"{presenter.__name__} lists no `rules` command: {text[-400:]}"
    assert re.search(COMMAND.format("help"), text), f"{presenter.__name__} does not name `help`: {text[-400:]}"
