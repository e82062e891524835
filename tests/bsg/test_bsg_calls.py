"""Deadlines and calls without Discord (presenters/calls.py, BSG's call line): a decision's deadline is its stored
due time while its key is unchanged, else now plus its clock's time; none while paused; the panel's first line names
the decision with its deadline and the thread's link; thread posts are quieted except the rows kept."""

from __future__ import annotations

from engine.core import derive_rng
from engine.games.bsg.data import DATA
from engine.outbox import DM, POST
from engine.registry import get_game
from engine.table_record import Pause
from i18n import Msg, tr
from presenters.bsg import BsgPresenter
from presenters.calls import clock_dues, deadline_text, jump_to, quiet_posts, seat_due
from presenters.consequences import Known
from tests.bsg.presenter_kit import first_turn, table_for

NOW = 1_800_000_000.0


def test_deadlines_come_from_the_stored_timer_else_from_now_and_none_while_paused() -> None:
    presenter, game = BsgPresenter(), get_game("bsg")
    state = game.setup(3, {}, derive_rng("bsg-calls", 0))
    table = table_for(state, 1)
    snap = presenter.snapshot(table)
    (clock,) = game.clock(state)
    assert clock_dues(snap, Known(now=NOW)) == {clock.key: NOW + 24 * 3600}, "a new decision: now plus 24 hours"
    assert clock_dues(snap, Known(now=NOW, deadlines={clock.key: NOW - 5})) == {clock.key: NOW - 5}, "as armed"
    table.record.pause = Pause(reasons={"host": None})
    assert clock_dues(snap, Known(now=NOW)) == {}, "paused: the clocks hold, nothing is due"


def test_the_call_line_names_the_decision_its_deadline_and_the_thread() -> None:
    presenter, game = BsgPresenter(), get_game("bsg")
    state = game.setup(3, {}, derive_rng("bsg-calls", 1))
    snap = presenter.snapshot(table_for(state, 1))
    snap.dues = clock_dues(snap, Known(now=NOW))
    (seat,) = game.to_act(state)
    due = seat_due(snap, seat)
    assert due == NOW + 24 * 3600
    for lang in ("en", "cs", "sk", "pl"):
        line = tr(presenter.call_line(snap, seat), lang)
        assert f"<t:{int(due)}:R>" in line and "https://discord.com/channels/1/3" in line, line
        assert "\n" not in line, "one line"
    assert "Choose your character" in tr(presenter.call_line(snap, seat), "en")
    other = next(s for s in range(3) if s != seat)
    assert presenter.call_line(snap, other) == "", "nothing to decide: no call"
    assert tr(deadline_text(None), "en") == ""


def test_thread_posts_are_quieted_except_the_rows_kept() -> None:
    rows = [
        (POST, {"channel": 3, "screen": {}}),
        (POST, {"channel": 3, "screen": {}}),
        (POST, {"channel": 3, "screen": {}, "ping": [5]}),
        (POST, {"channel": 4, "screen": {}}),
        (DM, {"user": 5, "screen": {}}),
    ]
    quiet_posts(rows, 3, skip={1})
    assert [payload.get("ping") for _, payload in rows] == [[], None, [5], None, None]


def test_a_calls_thread_link_jumps_to_the_post_that_asks_once_it_is_known() -> None:
    text = "your decision, in the game thread · Game thread: https://discord.com/channels/1/22"
    made = {"channel": 22, "message": 333}
    assert jump_to(text, made).endswith("https://discord.com/channels/1/22/333")
    assert jump_to(text, None) == text and jump_to(text, {"failed": True}) == text  # not sent (yet): the thread
    assert jump_to(text, {"channel": 4, "message": 333}) == text, "only a link to the post's own channel"
    jumped = jump_to(text, made)
    assert jump_to(jumped, {"channel": 22, "message": 444}) == jumped, "a jump link is left as it is"
    assert jump_to("https://discord.com/channels/1/220", made) == "https://discord.com/channels/1/220"


def test_a_dm_calling_to_a_public_decision_says_once_that_it_is_in_the_thread() -> None:
    """The call on top ("your decision, in the game thread") with the thread's link once, and no "No secret decision
    for you right now" under it; the panel edited later (no call) keeps that line."""
    presenter, game = BsgPresenter(), get_game("bsg")
    state = game.setup(3, {}, derive_rng("bsg-calls", 1))
    snap = presenter.snapshot(table_for(state, 1))
    snap.dues = clock_dues(snap, Known(now=NOW))
    (seat,) = game.to_act(state)
    assert not presenter.secret_now(snap, seat), "the draft is asked in the thread"
    link = "https://discord.com/channels/1/3"
    for lang in ("en", "cs", "sk", "pl"):
        called = tr(presenter.panel(snap, seat, called=True).text, lang)
        plain = tr(presenter.panel(snap, seat).text, lang)
        assert called.count(link) == 1 and called.startswith(tr(presenter.call_line(snap, seat), lang)), called
        no_secret = tr(Msg("bsg-panel-no-secret", link=link), lang)
        assert no_secret not in called and no_secret in plain, plain


def test_an_ability_decision_names_its_ability_once_in_the_call_and_in_the_thread() -> None:
    """The question already opens with the ability ("Secret Destiny: replace this crisis card?"): the DM's call does
    not add "— Secret Destiny" again, and the thread's waiting line keeps the name."""
    presenter = BsgPresenter()
    state = first_turn("live")
    card = next(iter(DATA.crises))
    state["decision"] = {"kind": "secret_destiny", "seat": 1, "card": card, "task": {"t": "crisis", "card": card}}
    snap = presenter.snapshot(table_for(state, 5))
    snap.dues = clock_dues(snap, Known(now=NOW))
    for lang in ("en", "cs", "sk", "pl"):
        call = tr(presenter.call_line(snap, 1), lang)
        assert call.count("Secret Destiny") == 1, call
        waiting = tr(presenter.waiting_line(snap), lang)
        assert waiting.count("Secret Destiny") == 1, waiting
