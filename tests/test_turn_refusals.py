"""A move out of turn is refused with who is to play, by display name (`Presenter.refusal`): Envyra, Hieroglyphs and
Cardline turn the engine's "It is not your turn." into "It is not your turn — Ann is to play." in every language; the
whole path (ephemeral, nothing changed) is in tests/e2e/test_envyra_e2e.py and test_hieroglyphs_e2e.py."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.games.cardline import texts as cardline_texts
from engine.games.envyra import texts as envyra_texts
from engine.games.hieroglyphs import texts as hieroglyphs_texts
from engine.store import Store
from engine.tables import Tables
from i18n import ListOf, Msg, tr
from presenters.base import Presenter
from presenters.cardline import CardlinePresenter
from presenters.controls import ControlRef
from presenters.envyra import EnvyraPresenter
from presenters.hieroglyphs import HieroglyphsPresenter
from presenters.screens import Refuse
from presenters.snapshot import Snapshot

HOST = 100


def started(tmp_path: Path, presenter: Presenter, players: int = 3) -> Snapshot:
    tables = Tables(Store(tmp_path / "t.db"))
    table = tables.create(presenter.game_name, 1, 10, HOST, {"seat_order": "join"})
    for user in range(HOST + 1, HOST + players):
        tables.join(table.id, user)
    outcome = tables.begin(tables.get(table.id), HOST)
    return presenter.snapshot(outcome.table)


def test_a_hieroglyphs_card_touched_out_of_turn_names_the_player_to_play(tmp_path: Path) -> None:
    presenter = HieroglyphsPresenter()
    snap = started(tmp_path, presenter)
    [active] = snap.to_act
    other = (active + 1) % 3
    before = snap.table.state
    answer = presenter.handle(snap, other, ControlRef("g", snap.table.id, "card", "CAT-L"), [])
    assert isinstance(answer, Refuse)
    assert tr(answer.text, "en") == f"It is not your turn — Player {active + 1} is to play."
    assert tr(answer.text, "cs") == f"Nejsi na tahu — hraje Hráč {active + 1}."
    assert snap.table.state == before


def test_the_awaited_seat_and_other_reasons_keep_the_engines_words(tmp_path: Path) -> None:
    presenter = HieroglyphsPresenter()
    snap = started(tmp_path, presenter)
    [active] = snap.to_act
    other = (active + 1) % 3
    not_yours = hieroglyphs_texts.error("not_your_turn")
    assert presenter.refusal(snap, active, not_yours) == not_yours, "never 'not your turn — you are to play'"
    assert presenter.refusal(snap, other, hieroglyphs_texts.error("not_now")) == hieroglyphs_texts.error("not_now")
    named = presenter.refusal(snap, other, not_yours)
    assert named == Msg("hieroglyphs-ui-not_your_turn", player=ListOf((snap.names[active],)), count=1)


def test_envyra_phase1_names_nobody_to_a_seat_still_awaited(tmp_path: Path) -> None:
    presenter = EnvyraPresenter()
    snap = started(tmp_path, presenter)
    assert snap.state["phase"] == "phase1" and 0 in snap.waiting
    not_yours = envyra_texts.error("not-your-turn")
    assert presenter.refusal(snap, 0, not_yours) == not_yours


@pytest.mark.parametrize(
    ("key", "lang", "one", "two"),
    [
        ("envyra-ui-not-your-turn", "en", "It is not your turn — Ann is to play.", "— Ann and Ben are to play."),
        ("envyra-ui-not-your-turn", "cs", "Nejsi na tahu — hraje Ann.", "Nejsi na tahu — hrají Ann a\u00a0Ben."),
        ("envyra-ui-not-your-turn", "sk", "Nie si na ťahu — hrá Ann.", "Nie si na ťahu — hrajú Ann a\u00a0Ben."),
        ("envyra-ui-not-your-turn", "pl", "To nie twoja kolej — gra Ann.", "To nie twoja kolej — grają Ann i Ben."),
        ("hieroglyphs-ui-not_your_turn", "en", "It is not your turn — Ann is to play.", "— Ann and Ben are to play."),
        ("hieroglyphs-ui-not_your_turn", "cs", "Nejsi na tahu — hraje Ann.", "Nejsi na tahu — hrají Ann a\u00a0Ben."),
        ("hieroglyphs-ui-not_your_turn", "sk", "Nie si na ťahu — hrá Ann.", "Nie si na ťahu — hrajú Ann a\u00a0Ben."),
        ("hieroglyphs-ui-not_your_turn", "pl", "To nie twoja tura — gra Ann.", "To nie twoja tura — grają Ann i Ben."),
    ],
)
def test_the_named_refusal_in_every_language(key: str, lang: str, one: str, two: str) -> None:
    """The plural agrees with the players named (Czech and Slovak keep "a" with the next name: a no-break space)."""
    assert tr(Msg(key, player=ListOf(("Ann",)), count=1), lang) == one
    assert tr(Msg(key, player=ListOf(("Ann", "Ben")), count=2), lang).endswith(two)


def test_a_cardline_move_typed_out_of_turn_names_the_player_to_play(tmp_path: Path) -> None:
    """`/cardline place` out of turn: the engine's refusal gains the name, as the menu's own refusal says it."""
    presenter = CardlinePresenter()
    snap = started(tmp_path, presenter, players=2)
    [active] = snap.to_act
    named = presenter.refusal(snap, 1 - active, cardline_texts.error("not-your-turn"))
    assert tr(named, "en") == f"It is not your turn — Player {active + 1} is to play."
    assert tr(named, "pl") == f"To nie twoja tura — gra Gracz {active + 1}."
