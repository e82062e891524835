"""Standing orders on screen (presenters/bsg_orders.py): the private panel's Orders button in a `days` table, the
orders with their selects, a choice in a select as the engine's orders action, and stale or malformed choices
refused without a change."""

from __future__ import annotations

import random
from typing import Any

from cogs.bsg import DESCRIPTOR
from engine.games.bsg import texts as T
from engine.games.bsg.data import DATA
from engine.games.bsg.machine.orders import CARD_WHEN
from engine.registry import get_game
from i18n import LANGS, Msg, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_orders import FLAG_VERB, ORDER_VERB, ORDERS_VERB, command_action, orders_mark
from presenters.controls import decode
from presenters.screens import Act, Refuse, Show
from tests.bsg.presenter_kit import first_turn, table_for

GAME = get_game("bsg")


def playing(pace: str) -> dict:
    return first_turn(pace)


def reaction_card(state: dict, seat: int) -> str:
    card = next(c for c in state["skill_deck"]["tactics"] if DATA.skill_cards[c]["card_id"] == "strategic_planning")
    state["skill_deck"]["tactics"].remove(card)
    state["players"][seat]["hand"].append(card)
    return card


def with_select(state: dict) -> tuple[BsgPresenter, Any, Any]:
    """Seat 1's orders select (of reaction cards) as drawn now: the presenter, the snapshot, the control's ref."""
    presenter = BsgPresenter()
    snap = presenter.snapshot(table_for(state, 2))
    return presenter, snap, decode(presenter.orders(snap, 1).screen.controls[0].id)


def verbs(screen) -> list[str]:
    return [decode(c.id).verb for c in screen.controls]


def test_a_days_panel_has_an_orders_button_and_a_live_one_has_none():
    presenter = BsgPresenter()
    for pace, has in (("days", True), ("live", False)):
        snap = presenter.snapshot(table_for(playing(pace), 1))
        assert (ORDERS_VERB in verbs(presenter.panel(snap, 1))) is has, pace


def test_the_orders_screen_lists_the_orders_and_offers_selects_for_the_hand():
    presenter = BsgPresenter()
    state = playing("days")
    card = reaction_card(state, 1)
    GAME.apply(state, 1, {"type": "orders", "card": card, "when": "my_roll"}, random.Random(0))
    GAME.apply(state, 1, {"type": "orders", "eo": "two_actions"}, random.Random(0))
    snap = presenter.snapshot(table_for(state, 2))
    shown = presenter.orders(snap, 1)
    assert isinstance(shown, Show) and verbs(shown.screen) == [ORDER_VERB] * 4 + [FLAG_VERB] * 2
    ids = [c.id for c in shown.screen.controls]
    assert len(set(ids)) == len(ids), "Discord refuses a message whose controls share an id"
    values = [c.value for c in shown.screen.controls[0].choices]
    assert f"c|{card}|my_roll" in values and f"c|{card}|never" in values
    for lang in LANGS:
        text = tr(shown.screen.text, lang)
        assert "{" not in text and tr(presenter.orders(snap, 1).screen.text, lang) == text
    assert "my_roll" not in tr(shown.screen.text, "en")  # conditions in words


def test_a_choice_in_an_orders_select_is_the_orders_action():
    state = playing("days")
    card = reaction_card(state, 1)
    presenter, snap, ref = with_select(state)
    answer = presenter.handle(snap, 1, ref, [f"c|{card}|my_roll"])
    assert isinstance(answer, Act) and answer.action == {"type": "orders", "card": card, "when": "my_roll"}
    GAME.apply(state, 1, answer.action, random.Random(0))
    assert GAME.view(state, 1)["me"]["orders"]["cards"] == [{"card": card, "when": "my_roll", "active": True}]


def test_stale_malformed_or_foreign_order_choices_are_refused_and_change_nothing():
    state = playing("days")
    card = reaction_card(state, 1)
    presenter, snap, ref = with_select(state)
    before = GAME.view(state, 1)["me"]["orders"]
    for seat, values in (
        (1, ["c|tactics:999|my_roll"]),  # not offered
        (1, ["x|y"]),  # malformed
        (1, []),  # nothing chosen
        (1, [f"c|{card}|my_viper_hit"]),  # a condition this card never takes
        (2, [f"c|{card}|my_roll"]),  # another seat's select
    ):
        assert isinstance(presenter.handle(snap, seat, ref, values), Refuse), (seat, values)
    state["players"][1]["hand"].remove(card)  # the hand changed since the select was drawn: stale
    stale = presenter.snapshot(table_for(state, 3))
    assert orders_mark(stale.view(1)["me"]) != ref.rest.partition(".")[0]
    assert isinstance(presenter.handle(stale, 1, ref, [f"c|{card}|my_roll"]), Refuse)
    assert GAME.view(state, 1)["me"]["orders"] == before


def test_the_command_shows_without_a_condition_and_sets_with_one():
    assert command_action(None, None, None, None) is None
    assert command_action("tactics:3", None, None, None) is None  # a card alone: show the orders
    assert command_action("tactics:3", None, "my_roll", None) == {
        "type": "orders",
        "card": "tactics:3",
        "when": "my_roll",
    }
    assert command_action(None, "secret_destiny", "never", None) == {
        "type": "orders",
        "ability": "secret_destiny",
        "when": "never",
    }
    assert command_action(None, None, None, "none") == {"type": "orders", "eo": None}


def test_bsg_new_plays_over_days_unless_told_live():
    assert DESCRIPTOR.table_options({})["pace"] == "days"
    assert DESCRIPTOR.table_options({"pace": "live"})["pace"] == "live"
    assert DESCRIPTOR.table_options({})["window_seconds"] is None  # other options keep the engine's default


def test_orders_command_offers_exactly_the_abilities_that_take_an_order() -> None:
    """`/bsg orders ability:` lists its choices statically (a Literal); they must be standing.ABILITY_WHEN's."""
    import typing

    from cogs.bsg import BsgCog
    from engine.games.bsg.standing import ABILITY_WHEN

    hints = typing.get_type_hints(BsgCog.orders_cmd.callback)
    offered = {arg for arg in typing.get_args(hints["ability"]) if arg is not type(None)}
    offered = {value for arg in offered for value in (typing.get_args(arg) or (arg,))}
    assert offered == {kind for kind, conditions in ABILITY_WHEN.items() if conditions}


def test_over_days_the_panel_names_held_reaction_cards_no_order_plays():
    """Over days a window never asks a person, so a reaction card held without an order is never played: the panel
    says so and points to the Orders button; an order for it (or a live table) silences the line."""
    presenter = BsgPresenter()
    state = playing("days")
    hand = state["players"][1]["hand"]
    hand[:] = [c for c in hand if DATA.skill_cards[c]["card_id"] not in CARD_WHEN]  # only the one given below
    card = reaction_card(state, 1)
    name = tr(T.card_text(card), "en")

    def panel_text(state: dict, lang: str = "en") -> str:
        return tr(presenter.panel(presenter.snapshot(table_for(state, 2)), 1).text, lang)

    said = panel_text(state)
    assert "played only by a standing order at this table" in said and "press **Orders** below" in said, said
    assert name in said.split("played only by")[0].splitlines()[-1]
    assert "Rozkazy" in panel_text(state, "cs") and "stálého rozkazu" in panel_text(state, "cs")
    GAME.apply(state, 1, {"type": "orders", "card": card, "when": "my_roll"}, random.Random(0))
    assert "standing order at this table" not in panel_text(state)
    live = playing("live")
    reaction_card(live, 1)
    assert "standing order at this table" not in panel_text(live)


def test_the_windows_answers_say_first_that_over_days_no_window_asks():
    """`/bsg windows` at a days table: "Every reaction window will ping you" would be false there; the reply says
    first that windows wait for nobody and points to the standing orders."""
    presenter = BsgPresenter()
    note = presenter.standing_pace_note(playing("days"))
    for lang in LANGS:
        assert "/bsg orders" in tr(note, lang) and tr(Msg("bsg-orders-button"), lang) in tr(note, lang)
    assert presenter.standing_pace_note(playing("live")) == "" and presenter.standing_pace_note(None) == ""
