"""Taps that forgive (presenters/bsg_confirm.py, presenters/labels.py): an irreversible action asks for a
confirmation whose Confirm acts only at the moment it was asked, identical options appear once, and a shortened
label ends with an ellipsis and is given in full in the text above."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest

from cogs.components import components
from engine.core import derive_rng
from engine.registry import get_game
from i18n import LANGS, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_cards import choice_button
from presenters.bsg_confirm import irreversible
from presenters.controls import decode, encode
from presenters.labels import with_full_labels
from presenters.screens import Act, Choice, Control, Refuse, Show
from tests.bsg.presenter_kit import before_each_move, table_for

GAME = get_game("bsg")


def first_with(kind: str) -> tuple[dict[str, Any], int, int]:
    """(a copy of the state, its move number, the seat) of the first seeded state where a seat may `kind`."""
    for seed in range(40):
        for state, move in before_each_move(f"taps:{seed}", random.Random(seed), 300):
            for seat in GAME.to_act(state):
                if any(a["type"] == kind for a in GAME.legal_actions(state, seat)):
                    return copy.deepcopy(state), move, seat
    raise AssertionError(f"no seeded game offers {kind}")


def control_of(presenter: BsgPresenter, state: dict[str, Any], move: int, seat: int, kind: str) -> Control:
    snap = presenter.snapshot(table_for(state, move))
    screen = presenter.panel(snap, seat) if presenter.secret_now(snap, seat) else None
    controls = screen.controls if screen else presenter.public_controls(snap)
    legal = GAME.legal_actions(state, seat)
    for control in controls:
        ref = decode(control.id)
        assert ref is not None
        index = ref.rest.split(".")[-1]
        if ref.verb == "do" and ref.rest.split(".")[1] == str(seat) and legal[int(index)]["type"] == kind:
            return control
    raise AssertionError(f"no {kind} button")


@pytest.mark.parametrize("kind", ["reveal", "ability", "play_super"])
def test_an_irreversible_action_asks_first_and_confirm_plays_it(kind: str) -> None:
    presenter = BsgPresenter()
    state, move, seat = first_with(kind)
    button = control_of(presenter, state, move, seat, kind)
    assert button.style == "danger"
    snap = presenter.snapshot(table_for(state, move))
    ref = decode(button.id)
    assert ref is not None
    asked = presenter.handle(snap, seat, ref, [])
    assert isinstance(asked, Show) and not asked.edit, "the first press only asks"
    confirm, cancel = asked.screen.controls
    assert confirm.style == "danger" and tr(confirm.label, "en") == "Confirm" and tr(cancel.label, "en") == "Cancel"
    text = tr(asked.screen.text, "en")
    assert "This cannot be undone." in text and tr(button.label, "en") in text  # the action in full
    for lang in LANGS:
        assert tr(asked.screen.text, lang).strip() and tr(confirm.label, lang) and tr(cancel.label, lang)
    sure = decode(confirm.id)
    assert sure is not None and sure.verb == "sure" and sure.rest.endswith(f".{irreversible({'type': kind})}")
    played = presenter.handle(snap, seat, sure, [])
    assert isinstance(played, Act) and played.action["type"] == kind
    assert played.action in GAME.legal_actions(state, seat)
    cancelled = presenter.handle(snap, seat, decode(cancel.id), [])  # type: ignore[arg-type]
    assert isinstance(cancelled, Show) and cancelled.edit and not cancelled.screen.controls
    assert "nothing changed" in tr(cancelled.screen.text, "en")


def test_confirm_pressed_twice_changes_nothing_and_says_why() -> None:
    presenter = BsgPresenter()
    state, move, seat = first_with("reveal")
    snap = presenter.snapshot(table_for(state, move))
    ref = decode(control_of(presenter, state, move, seat, "reveal").id)
    asked = presenter.handle(snap, seat, ref, [])  # type: ignore[arg-type]
    assert isinstance(asked, Show)
    sure = decode(asked.screen.controls[0].id)
    assert sure is not None
    played = presenter.handle(snap, seat, sure, [])
    assert isinstance(played, Act)
    GAME.apply(state, seat, played.action, derive_rng("taps-twice", move))
    again = presenter.handle(presenter.snapshot(table_for(state, move + 1)), seat, sure, [])
    assert isinstance(again, Refuse)
    assert tr(again.text, "en") == "You have already revealed yourself; nothing changed."
    for lang in LANGS:
        assert tr(again.text, lang) and "bsg-confirm" not in tr(again.text, lang)


def test_confirm_after_the_moment_passed_changes_nothing_and_says_why() -> None:
    presenter = BsgPresenter()
    state, move, seat = first_with("ability")
    snap = presenter.snapshot(table_for(state, move))
    ref = decode(control_of(presenter, state, move, seat, "ability").id)
    asked = presenter.handle(snap, seat, ref, [])  # type: ignore[arg-type]
    assert isinstance(asked, Show)
    sure_id = asked.screen.controls[0].id
    sure = decode(sure_id)
    assert sure is not None
    forged = decode(sure_id.replace(".ability", ".reveal"))  # a Confirm naming another kind of action
    assert forged is not None and isinstance(presenter.handle(snap, seat, forged, []), Refuse)
    other = next(a for a in GAME.legal_actions(state, seat) if not irreversible(a))  # the seat does something else
    GAME.apply(state, seat, other, derive_rng("taps-passed", move))
    later = presenter.handle(presenter.snapshot(table_for(state, move + 1)), seat, sure, [])
    assert isinstance(later, Refuse) and tr(later.text, "en").startswith("That moment has passed")


def test_identical_options_appear_once() -> None:
    presenter = BsgPresenter()
    duplicated = 0
    for seed in range(6):
        for state, move in before_each_move(f"taps-dup:{seed}", random.Random(seed), 200):
            snap = presenter.snapshot(table_for(state, move))
            for seat in snap.to_act:
                legal = snap.legal(seat)
                labels = [  # a crisis card's own choice is named as its embed names it (bsg_cards.choice_button)
                    repr(choice_button(state, a) or GAME.action_label(state, seat, a, snap.names)) for a in legal
                ]
                controls = presenter.action_controls(snap, seat, list(enumerate(legal)))
                shown = [repr(c.label) for c in controls if not c.is_select]
                shown += [repr(x.label) for c in controls if c.is_select for x in c.choices or ()]
                assert len(shown) == len(set(shown)), shown
                if len(legal) <= 25:  # everything fits: every distinct option is offered
                    assert set(shown) == set(labels)
                duplicated += len(labels) > len(set(labels))
    assert duplicated > 0, "some seeded state held two identical cards"


def test_a_shortened_label_ends_with_an_ellipsis_and_is_given_in_full() -> None:
    long_button, long_option = "Attempt " + "x" * 90, "Roll " + "y" * 120
    controls = [
        Control(encode("g", 1, "do", "0"), label=long_button),
        Control(encode("g", 1, "do", "1"), label="Pass"),
        Control(encode("s", 1, "menu", "0"), choices=(Choice(long_option, "0"), Choice("Short", "1"))),
    ]
    sent = components(controls, "en")
    assert sent is not None
    button, short, menu = (item for row in sent.to_components() for item in row["components"])
    assert button["label"] == long_button[:79] + "…" and len(button["label"]) == 80
    assert short["label"] == "Pass"
    option = menu["options"][0]["label"]
    assert option.endswith("…") and len(option) == 100
    text = with_full_labels("Choose one option.", controls, "en")
    assert text.splitlines() == ["Choose one option.", "In full:", f"- {long_button}", f"- {long_option}"]
    assert with_full_labels("Choose.", controls[1:2], "en") == "Choose."
    for lang in LANGS:
        assert long_button in with_full_labels("", controls, lang)
