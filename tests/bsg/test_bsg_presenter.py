"""BSG's presenter over seeded random games, without Discord: every screen fits Discord's limits, and changing a
hidden value (tests/conformance_hidden.py's BSG mutator) never changes anything the public or another player sees
through the presenter — the thread posts and their controls, the board screen, what the thread is keyed on, other
players' panels and their keys."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.core import derive_rng
from engine.games.bsg.data import DATA
from engine.games.bsg.machine.windows import WINDOW_CARDS
from engine.randomplayer import random_step
from engine.registry import get_game
from engine.store import TableRow
from engine.tables import Outcome
from i18n import LANGS, Msg, tr
from presenters.bsg import STANDING_ANSWERS, WINDOW_CARD_SKILLS, BsgPresenter, standing_answer
from presenters.bsg_record import BsgRecord
from presenters.controls import decode
from presenters.screens import Screen
from tests.bsg.presenter_kit import before_each_move, dump, shown_after, table_for
from tests.conformance_hidden import MUTATORS


def public_face(presenter: BsgPresenter, table: TableRow, events: list[Any]) -> dict[str, Any]:
    snap = presenter.snapshot(table)
    outcome = Outcome(table=table, events=events)
    return {
        "posts": [dump(s) for s in presenter.announcement(snap, outcome)],
        "board": dump(presenter.board(snap)),
        "prompt": presenter.prompt_mark(snap),
        "step": presenter.step_mark(snap),
    }


def seat_face(presenter: BsgPresenter, table: TableRow, seat: int) -> tuple[str, str, bool]:
    snap = presenter.snapshot(table)
    return dump(presenter.panel(snap, seat)), presenter.seat_key(snap, seat), presenter.secret_now(snap, seat)


def check_limits(screen: Screen) -> None:
    rows: dict[int, int] = {}
    for control in screen.controls:
        assert decode(control.id) is not None and len(control.id) <= 100, control.id
        if control.is_select:
            assert control.choices is not None and 0 < len(control.choices) <= 25
            assert control.max_values <= len(control.choices)
            rows[control.row or 0] = rows.get(control.row or 0, 0) + 5
        else:
            rows[control.row or 0] = rows.get(control.row or 0, 0) + 1
            for lang in LANGS:
                assert tr(control.label, lang).strip(), control
    assert all(row < 5 for row in rows) and all(width <= 5 for width in rows.values()), rows
    if screen.embed:  # a card in full: Discord's embed limits, never cut (presenters/bsg_cards.py)
        assert len(screen.embed.fields) <= 25
        for lang in LANGS:
            title, description = tr(screen.embed.title, lang), tr(screen.embed.description, lang)
            total = len(title) + len(description)
            assert 0 < len(title) <= 256 and len(description) <= 4096
            for name, value in screen.embed.fields:
                named, valued = tr(name, lang), tr(value, lang)
                assert 0 < len(named) <= 256 and 0 < len(valued) <= 1024, (named, valued)
                total += len(named) + len(valued)
            assert total <= 6000, total


@pytest.mark.parametrize("n", [3, 5])
def test_presenter_shows_no_hidden_value_and_fits_discord(n: int) -> None:
    game = get_game("bsg")
    presenter = BsgPresenter()
    mutator = MUTATORS["bsg"]
    checked = 0
    for seed in range(2):
        state = game.setup(n, {}, derive_rng(f"bsg-presenter:{seed}", 0))
        chooser = random.Random(seed)
        sampler = random.Random(f"hidden:{seed}")
        move = 0
        shown: BsgRecord | None = None
        while game.result(state) is None and move < 400:
            seat, action = random_step(game, state, chooser)
            move += 1
            events = game.apply(state, seat, action, derive_rng(f"bsg-presenter:{seed}", move))
            table = table_for(state, move, shown)
            snap = presenter.snapshot(table)
            outcome = Outcome(table=table, events=events)
            for screen in presenter.announcement(snap, outcome):
                check_limits(screen)
            for s in range(n):
                check_limits(presenter.panel(snap, s))
            shown = shown_after(presenter, table, outcome)  # the living status post goes on
            if move % 3 or game.result(state) is not None:  # at the end every loyalty card is public
                continue
            public = [e for e in events if e.public]
            before = public_face(presenter, table, public)
            seats = {s: seat_face(presenter, table, s) for s in range(n)}
            mutation = mutator(state, sampler)
            if mutation is None:
                continue
            changed, may_see = mutation
            other = table_for(changed, move, BsgRecord.of(table.record))
            assert public_face(presenter, other, public) == before, "a hidden value shows in the thread"
            for s in range(n):
                if s not in may_see:
                    assert seat_face(presenter, other, s) == seats[s], f"a hidden value shows on seat {s}'s panel"
            checked += 1
    assert checked > 20


def test_standing_answers_decide_only_pings_of_reaction_windows() -> None:
    """ "never" and "playable" silence a window's ping (a pass-only seat under "playable"); other decisions always
    ping, and the window's clock and the seats it waits for are the game's, untouched by any standing answer."""
    presenter = BsgPresenter()
    found = {"window_pass_only": False, "window_playable": False, "other": False}
    for seed in range(6):
        for state, move in before_each_move(f"bsg-standing:{seed}", random.Random(seed)):
            snap = presenter.snapshot(table_for(state, move))
            for seat in snap.to_act:
                if not presenter.secret_now(snap, seat):
                    continue
                window = state["decision"]["kind"] == "skill_window"
                playable = any(a["type"] != "pass" for a in snap.legal(seat))
                assert presenter.wants_ping(snap, seat, "ask")
                assert presenter.wants_ping(snap, seat, "never") == (not window)
                assert presenter.wants_ping(snap, seat, "playable") == (not window or playable)
                key = "other" if not window else "window_playable" if playable else "window_pass_only"
                found[key] = True
        if all(found.values()):
            break
    assert all(found.values()), found


def test_standing_answers_per_card_decide_a_windows_ping_from_its_own_cards() -> None:
    """Per card: a window pings when one of ITS cards says "ask", or "playable" and the seat can play that card;
    answers for other cards change nothing. A plain string (the older stored form) is every card's answer."""
    presenter = BsgPresenter()
    found = {"window_playable": False, "window_pass_only": False}
    for seed in range(8):
        for state, move in before_each_move(f"bsg-standing-card:{seed}", random.Random(seed)):
            snap = presenter.snapshot(table_for(state, move))
            for seat in snap.to_act:
                decision = state["decision"]
                if not presenter.secret_now(snap, seat) or decision["kind"] != "skill_window":
                    continue
                own = WINDOW_CARDS[decision["window"]]
                others = [c for c in WINDOW_CARD_SKILLS if c not in own]
                plays = {DATA.skill_cards[a["card"]]["card_id"] for a in snap.legal(seat) if a["type"] == "play"}
                only = {c: "never" for c in WINDOW_CARD_SKILLS}
                assert not presenter.wants_ping(snap, seat, {**only, **{c: "ask" for c in others}})
                for card_id in own:
                    assert presenter.wants_ping(snap, seat, {**only, card_id: "ask"})
                    assert presenter.wants_ping(snap, seat, {**only, card_id: "playable"}) == (card_id in plays)
                for answer in STANDING_ANSWERS:
                    assert presenter.wants_ping(snap, seat, answer) == presenter.wants_ping(
                        snap, seat, dict.fromkeys(WINDOW_CARD_SKILLS, answer)
                    )
                found["window_playable" if plays else "window_pass_only"] = True
        if all(found.values()):
            break
    assert all(found.values()), found


def test_window_cards_come_from_the_engine_and_settings_are_stored_compactly() -> None:
    presenter = BsgPresenter()
    assert set(WINDOW_CARD_SKILLS) == {c for cards in WINDOW_CARDS.values() for c in cards}
    assert {"strategic_planning", "evasive_maneuvers", "declare_emergency"} <= set(WINDOW_CARD_SKILLS)
    assert presenter.set_standing(None, "never", None) == "never"
    one = presenter.set_standing("never", "ask", "strategic_planning")
    assert isinstance(one, dict) and one["strategic_planning"] == "ask"
    assert all(one[c] == "never" for c in WINDOW_CARD_SKILLS if c != "strategic_planning")
    assert presenter.set_standing(one, "never", "strategic_planning") == "never"  # all alike again: one string
    assert presenter.set_standing(one, "playable", None) == "playable"
    assert standing_answer(None, "declare_emergency") == "ask"
    assert standing_answer("playable", "declare_emergency") == "playable"
    assert standing_answer({"declare_emergency": "bogus"}, "declare_emergency") == "ask"
    assert presenter.window_card_id("strategic planning") == "strategic_planning"
    assert presenter.window_card_id("evasive_maneuvers") == "evasive_maneuvers"
    assert presenter.window_card_id("Executive Order") is None and presenter.window_card_id("") is None


@pytest.mark.parametrize("lang", LANGS)
def test_window_card_choices_and_summary_are_in_the_readers_language(lang: str) -> None:
    presenter = BsgPresenter()
    choices = presenter.window_card_choices("", lang)
    assert [v for _, v in choices] == list(WINDOW_CARD_SKILLS) and len(choices) <= 25
    assert all(0 < len(name) <= 100 and len(value) <= 100 for name, value in choices)
    skill = tr(Msg("bsg-skill", skill="tactics"), lang)
    assert any(skill in name and v == "strategic_planning" for name, v in choices)
    assert [v for _, v in presenter.window_card_choices("strat", lang)] == ["strategic_planning"]
    summary = tr(presenter.standing_summary({"strategic_planning": "never"}), lang)
    lines = summary.splitlines()
    assert len(lines) == len(WINDOW_CARD_SKILLS) + 2
    never = tr(Msg("bsg-ui-standing-line", card="X", answer="never"), lang).removeprefix("X: ")
    ask = tr(Msg("bsg-ui-standing-line", card="X", answer="ask"), lang).removeprefix("X: ")
    assert never != ask
    assert next(line for line in lines if "Strategic Planning" in line).endswith(never)
    assert next(line for line in lines if "Evasive Maneuvers" in line).endswith(ask)
    for card_id in WINDOW_CARD_SKILLS:
        for answer in STANDING_ANSWERS:
            text = tr(presenter.standing_text(answer, card_id), lang)
            assert DATA.skill_abilities[card_id]["name"] in text and "{" not in text
    assert "Foo" in tr(presenter.unknown_window_card("Foo"), lang)
