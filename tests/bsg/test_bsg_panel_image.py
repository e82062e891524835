"""A Battlestar Galactica panel image is drawn from the part of the seat's view it shows
(presenters/bsg_panel_image.py): the same PNG as from the whole view, and the same part while only the seat's
decision changes (so the image is drawn once and not uploaded again)."""

from __future__ import annotations

import random

import pytest

from engine.core import derive_rng
from engine.games.bsg import BsgGame
from engine.randomplayer import random_step
from i18n import use_lang
from presenters.bsg_panel_image import panel_image_view
from renderers import bsg as R

GAME = BsgGame()
NAMES = ["Alice", "Bartholomew", "Zdeňka Nováková", "Łucja", "Eve"]


@pytest.mark.parametrize("players", [3, 5])
def test_the_panel_drawn_from_its_part_is_the_panel_drawn_from_the_whole_view(players: int) -> None:
    seed = f"bsg-panel-image-{players}"
    state = GAME.setup(players, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    compared = repeated = move = 0
    before: list[dict | None] = [None] * players
    with use_lang("cs"):
        while GAME.result(state) is None and move < 400:
            seat, action = random_step(GAME, state, chooser)
            move += 1
            GAME.apply(state, seat, action, derive_rng(seed, move))
            for s in range(players):
                view = GAME.view(state, s)
                part = panel_image_view(view)
                assert "decision" not in part["me"] and "prompt" not in part["me"]
                repeated += part == before[s]
                before[s] = part
                if move % 50 == 0:
                    assert R.panel(part, NAMES[:players]) == R.panel(view, NAMES[:players])
                    compared += 1
    assert compared >= 3 * players
    assert repeated > move  # most moves leave most panels' images as they were
