"""The engine offers a draw whole when it has few sets of types (engine/games/bsg/decisions.py
`WHOLE_DRAW_MOST_SETS`, a rule of the legal actions); the presenter decides how to show them, and every draw offered
whole is one menu."""

from __future__ import annotations

import random

from engine.games.bsg import decisions as D
from engine.games.bsg import machine as M
from engine.games.bsg.data import SKILLS
from engine.registry import get_game
from presenters.bsg import BsgPresenter
from presenters.discord_limits import SELECT_OPTIONS
from tests.bsg.presenter_kit import first_turn, table_for

GAME = get_game("bsg")


def test_every_draw_offered_whole_fits_one_menu() -> None:
    longest = 0
    for types in range(1, len(SKILLS) + 1):
        for left in range(2, 9):
            options = D.draw_options({"skills": list(SKILLS[:types]), "left": left})
            if "skills" in options[0]:
                longest = max(longest, len(options))
            else:  # too many sets: card by card, one button per type
                assert len(options) == types
    assert 20 < longest <= SELECT_OPTIONS


def test_a_whole_draw_is_asked_in_one_menu() -> None:
    state = first_turn("days")
    state["decision"], state["stack"] = None, []
    ctx = M.Ctx(state, random.Random(0))
    ctx.push({"t": "draw_choice", "seat": 0, "skills": list(SKILLS[:3]), "left": 5})
    M.run(ctx)
    presenter = BsgPresenter()
    snap = presenter.snapshot(table_for(state, 40))
    legal = snap.legal(0)
    assert len(legal) == 21 and all(len(a["skills"]) == 5 for a in legal)
    (menu,) = presenter.action_controls(snap, 0, list(enumerate(legal)))
    assert menu.is_select and len(menu.choices or ()) == 21
