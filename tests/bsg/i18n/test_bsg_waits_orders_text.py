"""The routine standing orders (issue 23: draw pattern, draft ranking, board order, discards) shown in every language:
each key present with its parameters, nothing unfilled, and a seat with only those orders does not read "none"."""

from __future__ import annotations

import random

import pytest

from engine.games.bsg import BsgGame, standing
from i18n import LANGS, cat, tr
from presenters.bsg_orders import has_orders, orders_lines
from tests.bsg.i18n.rendering import broken, catalog_problems, problems

ROUTINE = (
    {"draws": ["tactics", "piloting", "tactics"]},
    {"draft": ["kara_thrace", "lee_adama"]},
    {"board_order": True},
    {"discards": "weakest"},
)


@pytest.mark.parametrize("lang", LANGS)
def test_routine_orders_read_in_every_language(lang):
    game = BsgGame()
    state = game.setup(3, {"_first": 0, "pace": "days"}, random.Random(3))
    for change in ROUTINE:
        game.apply(state, 1, {"type": "orders", **change}, random.Random(0))
    orders = standing.view(state, 1)
    assert has_orders(orders)
    text = cat(orders_lines(orders))
    assert catalog_problems(text, lang) == []
    rendered = tr(text, lang)
    assert not broken(rendered) and problems(rendered, lang, "panel") == []
    assert len(rendered.splitlines()) == 2 + len(ROUTINE)  # the title, the pace, one line per order
    assert tr(cat(orders_lines(standing.view(state, 2))), lang).count("\n") == 2  # the title, the pace, "none"
