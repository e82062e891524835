"""The tips under a call (presenters/bsg_tips.py): a skill-type draw points to the standing draw pattern by the names
the seat sees (the panel's Orders button over days, `/bsg orders` at a live table), the movement to the whole-turn
planner's button on the same panel; nothing else and nobody else gets a tip."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import derive_rng
from engine.registry import get_game
from engine.tables import Outcome
from i18n import LANGS, Msg, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_tips import tip_line
from presenters.calls import clock_dues
from presenters.consequences import Known, Move, consequences
from presenters.snapshot import Snapshot
from tests.bsg.presenter_kit import table_for

NOW = 1_800_000_000.0
GAME = get_game("bsg")


def asked(kind: str, pace: str) -> tuple[BsgPresenter, Snapshot, int]:
    """A seeded 3-player game played by first legal actions up to a decision of `kind`."""
    state = GAME.setup(3, {"pace": pace}, derive_rng("bsg-tips", 0))
    for move in range(1, 500):
        if (state["decision"] or {}).get("kind") == kind:
            break
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0], derive_rng("bsg-tips", move))
    else:
        raise AssertionError(f"no {kind} decision in the seeded game")
    presenter = BsgPresenter()
    snap = presenter.snapshot(table_for(state, move))
    snap.dues = clock_dues(snap, Known(now=NOW))
    return presenter, snap, state["decision"]["seat"]


def labels(screen: Any, lang: str) -> list[str]:
    return [tr(c.label, lang) for c in screen.controls if c.label is not None]


@pytest.mark.parametrize(("pace", "where"), [("days", "button"), ("live", "command")])
def test_a_draw_points_to_the_draw_pattern_where_the_seat_can_set_it(pace: str, where: str) -> None:
    presenter, snap, seat = asked("draw_skill", pace)
    assert tip_line(snap, seat) == Msg("bsg-tip-draws", where=where)
    panel = presenter.panel(snap, seat, called=True)
    for lang in LANGS:
        lines = tr(panel.text, lang).split("\n")
        tip = tr(Msg("bsg-tip-draws", where=where), lang)
        assert lines[:2] == [tr(presenter.call_line(snap, seat), lang), tip], "right under the call"
        menu = tr(Msg("bsg-orders-ui-menu-draws"), lang).split(":")[0]  # the select's own name: "Draw pattern"
        assert menu in tip, (menu, tip)
        if where == "button":
            button = tr(Msg("bsg-orders-button"), lang)
            assert button in labels(panel, lang) and f"**{button}**" in tip
        else:
            assert "`/bsg orders`" in tip
    placeholders = [c.placeholder for c in presenter.orders(snap, seat).screen.controls]
    assert Msg("bsg-orders-ui-menu-draws") in placeholders, "the screen the tip names has the Draw pattern select"


def test_the_movement_points_to_the_turn_planner_on_the_same_panel() -> None:
    presenter, snap, seat = asked("move", "days")
    panel = presenter.panel(snap, seat)
    for lang in LANGS:
        tip = tr(Msg("bsg-tip-plan"), lang)
        assert tr(panel.text, lang).split("\n")[1] == tip
        button = tr(Msg("bsg-plan-open"), lang)
        assert button in labels(panel, lang) and f"**{button}**" in tip


def test_no_tip_for_other_decisions_nor_for_a_seat_not_awaited() -> None:
    presenter, snap, seat = asked("draft", "days")
    assert tip_line(snap, seat) == ""
    presenter, snap, seat = asked("move", "days")
    others = [s for s in range(3) if s != seat]
    assert all(tip_line(snap, s) == "" for s in others)
    assert all(tr(Msg("bsg-tip-plan"), "en") not in tr(presenter.panel(snap, s).text, "en") for s in others)


def test_a_panel_without_a_call_opens_with_its_title() -> None:
    """A seat not awaited has neither call nor tip: its panel starts with its title, not with the two empty lines
    said once as "Twice: " (the panel's lines fold a line repeated in a row)."""
    presenter, snap, seat = asked("move", "days")
    for other in (s for s in range(3) if s != seat):
        title = presenter.private_lines(snap, other)[0]
        for lang in LANGS:
            assert tr(presenter.panel(snap, other).text, lang).split("\n")[0] == tr(title, lang)


def thread_calls(presenter: BsgPresenter, snap: Snapshot, user: int) -> list[str]:
    """The thread posts pinging `user` alone that a move to `snap` causes while their DMs are closed, in English."""
    known = Known(now=NOW, dms_blocked=frozenset({user}))
    rows = consequences(presenter, Move(snap, Outcome(table=snap.table, events=[]), known)).rows
    return [tr(r[1]["screen"]["text"], "en") for r in rows if r[1].get("ping") == [user]]


def test_out_of_the_panel_the_tip_says_where_its_button_is() -> None:
    """A player whose DMs are closed is called in the thread, and a reminder is posted there: "below" would point
    at nothing, so the planner's tip names the panel by `/bsg hand` (which has the button), and the draw's tip the
    command; a reminder, naming the decision only loosely ("your move"), tips only the planner."""
    presenter, snap, seat = asked("move", "days")
    user, plan = snap.user(seat), tr(Msg("bsg-tip-plan-hand"), "en")
    assert "`/bsg hand`" in plan and tr(Msg("bsg-plan-open"), "en") in plan
    assert [call.split("\n")[1:] for call in thread_calls(presenter, snap, user)] == [[plan]]
    assert tr(presenter.reminder(snap.table, user, snap), "en").split("\n")[1:] == [plan]
    other = next(s for s in range(3) if s != seat)
    assert "\n" not in tr(presenter.reminder(snap.table, snap.user(other), snap), "en"), "no tip for a seat not asked"
    presenter, snap, seat = asked("draw_skill", "days")
    assert tip_line(snap, seat, on_panel=False) == Msg("bsg-tip-draws", where="command")
    assert "\n" not in tr(presenter.reminder(snap.table, snap.user(seat), snap), "en")
