"""A finished game's private panel: every seat's panel may change once the game is over (it is redrawn as final,
whoever moved last and whatever changed), and the final panel asks nothing: no call, no deadline, no controls (the
DM and its ephemeral copy alike), only the end and where the result is — not the last move's news."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from engine.tables import FINISHED
from i18n import LANGS, Msg, tr
from presenters.base import link
from presenters.bsg import BsgPresenter
from tests.bsg.presenter_kit import played_to_end, table_for


@pytest.mark.parametrize(("n", "seed"), [(3, 0), (5, 1)])
def test_every_panel_is_redrawn_as_final_without_a_call_or_controls(n: int, seed: int) -> None:
    presenter = BsgPresenter()
    state, move, events = played_to_end(n, f"panel-end:{seed}", random.Random(seed))
    table = table_for(state, move)
    table.status = FINISHED
    snap = presenter.snapshot(table)
    over = {lang: tr(Msg("bsg-panel-over", link=link(table)), lang) for lang in LANGS}
    news = {lang: tr(Msg("bsg-panel-news", news="\0"), lang).split("\0")[0].strip() for lang in LANGS}
    facts = presenter.facts(snap, SimpleNamespace(events=events))  # type: ignore[arg-type]
    anything = [Msg("bsg-panel-title", title="", id="", character="")]  # a seat the last move told nothing
    for seat in range(n):
        same_info = presenter.info_mark(snap, seat)
        assert presenter.panel_due(snap, seat, None, same_info, mover=None), "the end redraws every panel"
        assert presenter.call_line(snap, seat) == ""
        last_move = facts.get(seat) or anything
        for screen in (presenter.panel(snap, seat, last_move), presenter.hand(snap, seat, last_move)):
            assert not screen.controls, [c.id for c in screen.controls]
            for lang in LANGS:
                text = tr(screen.text, lang)
                assert over[lang] in text and link(table) in text, text
                assert news[lang] not in text, text
                assert tr(Msg("shared-call-deadline", when="\0"), lang).split("\0")[0].strip() not in text, text
