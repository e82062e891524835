"""The board's "previous crisis" (playtest 3): a crisis kept in play (Cylon Swarm, Ambush) never reaches the face-up
discard pile, so the board named the crisis of the turn before; it names the crisis resolved last, and says when
that card stays in play."""

from __future__ import annotations

from typing import Any

import pytest

from i18n import LANGS, Msg, tr, use_lang
from renderers import bsg as R
from renderers.bsg_kit import card_name
from renderers.common import uncached
from tests.bsg.engine.bsg_testkit import GAME, Dice, bare, run_tasks
from tests.renderers.legibility import drawn_texts


def view_after(*crises: str) -> dict[str, Any]:
    """The public view after `crises` were resolved, one a turn, each turn ended."""
    state = bare(3)
    for card in crises:
        state["decks"]["crisis"].remove(card)
        run_tasks(state, [{"t": "crisis_resolve", "card": card}], Dice([8] * 20))
        run_tasks(state, [{"t": "turn_end"}])
        state["decision"], state["stack"] = None, []  # the next turn's moment is the test's
    return GAME.view(state, None)


def crisis_panel(view: dict[str, Any], lang: str) -> list[str]:
    """The texts the board draws from the crisis panel's label on (its label, then the card's name and line)."""
    with use_lang(lang), uncached(), drawn_texts() as drawn:
        R.board(view, ["Ann", "Ben", "Cid"])
    texts = [d.text for d in drawn]
    labels = {tr(Msg("bsg-render-last-crisis", kept=kept), lang) for kept in ("yes", "no")}
    start = next(i for i, text in enumerate(texts) if text in labels)
    return texts[start : start + 2]


@pytest.mark.parametrize("lang", LANGS)
def test_a_crisis_kept_in_play_is_the_previous_crisis_said_in_play(lang: str) -> None:
    view = view_after("besieged", "cylon_swarm")
    assert view["discards"]["crisis"] == ["besieged"] and view["in_play"][0]["card"] == "cylon_swarm"
    with use_lang(lang):
        name = card_name("cylon_swarm")
    assert crisis_panel(view, lang) == [tr(Msg("bsg-render-last-crisis", kept="yes"), lang), name]


@pytest.mark.parametrize("lang", LANGS)
def test_a_discarded_crisis_is_the_previous_crisis(lang: str) -> None:
    view = view_after("cylon_swarm", "besieged")  # the swarm still in play, an older crisis
    with use_lang(lang):
        name = card_name("besieged")
    assert crisis_panel(view, lang) == [tr(Msg("bsg-render-last-crisis", kept="no"), lang), name]


def test_a_game_saved_without_the_last_crisis_shows_its_discard_pile() -> None:
    view = view_after("besieged")
    del view["last_crisis"]
    assert crisis_panel(view, "en") == ["Previous crisis", card_name("besieged")]
