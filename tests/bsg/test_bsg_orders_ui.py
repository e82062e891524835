"""The routine standing orders on the Orders screen (presenters/bsg_orders_ui.py): the draw pattern and the draft
ranking built one entry per choice, board order and weakest discards as toggles, within Discord's limits; each
control's press is the engine's orders action; stale, forged or foreign presses are refused and change nothing."""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace
from typing import Any

from engine.core import derive_rng
from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA, SKILLS
from engine.games.bsg.standing import MAX_PATTERN
from engine.registry import get_game
from i18n import LANGS, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_orders import FLAG_VERB, ORDER_VERB, command_action
from presenters.controls import MAX_ID, decode
from presenters.screens import Act, Refuse, Screen
from tests.bsg.presenter_kit import first_turn as playing
from tests.bsg.presenter_kit import table_for

GAME = get_game("bsg")


def drafting() -> dict:
    """A seeded 3-player game at its first draft pick (seat 0 picks; seats 1 and 2 have no character yet)."""
    return GAME.setup(3, {"pace": "days"}, derive_rng("orders-ui", 0))


def screen_of(state: dict, seat: int, move: int = 1) -> tuple[BsgPresenter, Any, Screen]:
    presenter = BsgPresenter()
    snap = presenter.snapshot(table_for(state, move))
    return presenter, snap, presenter.orders(snap, seat).screen


def control_with(screen: Screen, value: str):
    """The control that offers `value`: a select with that choice, or a toggle whose id ends with it."""
    for control in screen.controls:
        if control.choices and any(c.value == value for c in control.choices):
            return control
        if not control.choices and control.id.endswith(f".{value}"):
            return control
    raise AssertionError(f"no control offers {value}")


def press(state: dict, seat: int, value: str, move: int = 1) -> Act | Refuse:
    presenter, snap, screen = screen_of(state, seat, move)
    control = control_with(screen, value)
    ref = decode(control.id)
    answer = presenter.handle(snap, seat, ref, [value] if control.choices else [])
    assert isinstance(answer, Act | Refuse)
    return answer


def pressed(state: dict, seat: int, value: str) -> Act:
    """Press the control offering `value` and play its action; returns the answer."""
    answer = press(state, seat, value)
    assert isinstance(answer, Act), value
    GAME.apply(state, seat, answer.action, random.Random(0))
    return answer


def orders(state: dict, seat: int) -> dict:
    return GAME.view(state, seat)["me"]["orders"]


def check_limits(screen: Screen) -> None:
    ids = [c.id for c in screen.controls]
    assert len(set(ids)) == len(ids), "Discord refuses a message whose controls share an id"
    assert all(len(i) <= MAX_ID for i in ids)
    rows = [c.row for c in screen.controls]
    assert None not in rows and max(rows) < 5, "Discord allows 5 action rows"
    for row in set(rows):
        in_row = [c for c in screen.controls if c.row == row]
        assert len(in_row) == 1 if in_row[0].choices else len(in_row) <= 5, "a select fills its row; 5 buttons at most"
    for control in screen.controls:
        assert len(control.choices or ()) <= 25
        values = [c.value for c in control.choices or ()]
        assert len(set(values)) == len(values) and all(len(v) <= 100 for v in values)


def test_the_screen_keeps_to_discords_limits_in_play_and_in_the_draft():
    for state in (playing("days"), drafting()):
        screen = screen_of(state, 1)[2]
        check_limits(screen)
        assert [decode(c.id).verb for c in screen.controls].count(FLAG_VERB) == 2
        for lang in LANGS:  # every label and placeholder in words, in every language
            for control in screen.controls:
                for text in (control.label, control.placeholder, *(c.label for c in control.choices or ())):
                    shown = tr(text, lang) if text is not None else ""
                    assert "{" not in shown and "bsg-" not in shown, (lang, shown)


def test_the_draft_ranking_is_offered_before_the_seats_pick_and_the_pick_follows_it():
    state = drafting()
    assert state["decision"]["kind"] == "draft" and state["players"][1]["character"] is None
    pressed(state, 1, "d|kara_thrace")
    pressed(state, 1, "d|lee_adama")  # each choice adds at the end
    assert orders(state, 1)["draft"] == ["kara_thrace", "lee_adama"]
    offered = {c.value for c in control_with(screen_of(state, 1)[2], "d|none").choices}
    assert "d|kara_thrace" not in offered and "d|laura_roslin" in offered, "a ranked character is not offered again"
    pressed(state, 1, "d|laura_roslin")
    first = True
    while state["players"][1]["character"] is None:  # the others pick; the first takes seat 1's favourite
        seat = state["decision"]["seat"]
        assert seat != 1, "seat 1 is never asked: its ranking picks"
        pick = "kara_thrace" if first else GAME.legal_actions(state, seat)[0]["character"]
        GAME.apply(state, seat, {"type": "character", "character": pick}, random.Random(1))
        first = False
    # Kara taken, Lee not allowed by the draft's rule (bsg.md D-S1): Laura
    assert state["players"][1]["character"] == "laura_roslin", "seat 1's pick: its first ranked character allowed"
    assert not any(c.value.startswith("d|") for ctl in screen_of(state, 1)[2].controls for c in ctl.choices or ())


def test_the_draft_ranking_clears():
    state = drafting()
    pressed(state, 2, "d|tom_zarek")
    pressed(state, 2, "d|none")
    assert orders(state, 2)["draft"] is None


def test_the_draw_pattern_is_built_in_order_up_to_its_longest_and_cleared():
    state = playing("days")
    character = state["players"][1]["character"]
    skills = DATA.characters[character]["skills"]
    own = [s for s in SKILLS if s in skills["fixed"] or any(s in c["skills"] for c in skills["combined"])]
    menu = control_with(screen_of(state, 1)[2], f"w|{own[0]}")
    assert [c.value for c in menu.choices][: len(own)] == [f"w|{s}" for s in own], "the character's own types first"
    for skill in ("tactics", "tactics", "piloting"):
        pressed(state, 1, f"w|{skill}")
    assert orders(state, 1)["draws"] == ["tactics", "tactics", "piloting"]
    for _ in range(MAX_PATTERN - 3):
        pressed(state, 1, "w|engineering")
    screen = screen_of(state, 1)[2]
    assert [c.value for c in control_with(screen, "w|none").choices] == ["w|none"], "a full pattern only clears"
    pressed(state, 1, "w|none")
    assert orders(state, 1)["draws"] is None


def test_a_press_says_the_orders_as_they_now_are():
    state = playing("days")
    answer = pressed(state, 1, "w|politics")
    outcome = SimpleNamespace(table=SimpleNamespace(state=state))
    for lang in LANGS:
        text = tr(answer.after(outcome), lang)
        assert tr(T.skill("politics"), lang) in text and "{" not in text, (lang, text)


def test_the_toggles_turn_board_order_and_weakest_discards_on_and_off():
    state = playing("days")
    assert not orders(state, 1)["board_order"] and orders(state, 1)["discards"] is None
    pressed(state, 1, "b|on")
    pressed(state, 1, "k|weakest")
    assert orders(state, 1)["board_order"] and orders(state, 1)["discards"] == "weakest"
    screen = screen_of(state, 1, 2)[2]
    labels = [tr(c.label, "en") for c in screen.controls if decode(c.id).verb == FLAG_VERB]
    assert labels == ["Board order: on (turn off)", "Discard weakest: on (turn off)"]
    pressed(state, 1, "b|off")
    pressed(state, 1, "k|none")
    assert not orders(state, 1)["board_order"] and orders(state, 1)["discards"] is None


def test_stale_forged_or_foreign_routine_presses_are_refused_and_change_nothing():
    state = playing("days")
    presenter, snap, screen = screen_of(state, 1)
    toggle = decode(control_with(screen, "b|on").id)
    menu = decode(control_with(screen, "w|tactics").id)
    GAME.apply(state, 1, {"type": "orders", "board_order": True}, random.Random(0))
    before = orders(state, 1)
    fresh = presenter.snapshot(table_for(state, 2))
    assert isinstance(presenter.handle(fresh, 1, toggle, []), Refuse), "a toggle drawn for the other setting"
    for seat, ref, values in (
        (2, toggle, []),  # another seat's toggle
        (2, menu, ["w|tactics"]),  # another seat's select
        (1, menu, ["w|treachery"]),  # not a type a pattern may name
        (1, menu, ["d|kara_thrace"]),  # a draft choice once the seat has its character
        (1, menu, ["w|"]),  # malformed
        (1, menu, ["w|tactics", "w|piloting"]),  # more than one
        (1, replace(menu, rest="deadbeef." + menu.rest.partition(".")[2]), ["w|tactics"]),  # forged
    ):
        assert isinstance(presenter.handle(fresh, seat, ref, values), Refuse), (seat, values)
    assert orders(state, 1) == before


def test_the_command_sets_the_routine_orders():
    assert command_action(None, None, None, None, draws="Tactics, tactics,piloting") == {
        "type": "orders",
        "draws": ["tactics", "tactics", "piloting"],
    }
    assert command_action(None, None, None, None, draws="none") == {"type": "orders", "draws": None}
    assert command_action(None, None, None, None, draft="Kara Thrace, lee_adama") == {
        "type": "orders",
        "draft": ["kara_thrace", "lee_adama"],
    }
    assert command_action(None, None, None, None, board_order="on") == {"type": "orders", "board_order": True}
    assert command_action(None, None, None, None, board_order="off") == {"type": "orders", "board_order": None}
    assert command_action(None, None, None, None, discards="ask") == {"type": "orders", "discards": None}
    assert command_action(None, None, None, None, draws=None, draft=None) is None
    state = drafting()  # what the command sets, the engine takes (a typed name it does not know, it refuses)
    GAME.apply(state, 1, command_action(None, None, None, None, draft="Laura Roslin"), random.Random(0))
    assert orders(state, 1)["draft"] == ["laura_roslin"]


def test_the_orders_command_has_the_routine_arguments() -> None:
    import typing

    from cogs.bsg import BsgCog

    hints = typing.get_type_hints(BsgCog.orders_cmd.callback)
    assert {"draws", "draft", "board_order", "discards"} <= set(hints)
    assert ORDER_VERB != FLAG_VERB
