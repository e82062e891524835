"""The engines take exactly their listed actions; the presenters turn what a person typed (any case, spaces,
positions in any order, a card by its name, kind or place in the hand) into the listed action, and leave an action
that names none as it is, so that the engine says what is wrong with it."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core import IllegalMove, derive_rng
from engine.games.cardline.scenario import position
from engine.games.hieroglyphs.data import card_kind
from engine.store import TableRow
from engine.tables import PLAYING
from presenters.base import Presenter
from presenters.cardline import CardlinePresenter
from presenters.envyra import EnvyraPresenter
from presenters.hieroglyphs import HieroglyphsPresenter, spelling
from presenters.snapshot import Snapshot

USERS = [101, 102, 103]


def snapshot(presenter: Presenter, players: int = 3, options: dict[str, Any] | None = None) -> Snapshot:
    state = presenter.game.setup(players, options or {}, derive_rng("typed", 0))
    table = TableRow(
        id=5, kind=presenter.game_name, guild_id=1, channel_id=2, host_id=USERS[0], status=PLAYING, options={},
        players=USERS[:players], seats=USERS[:players], move_no=0, thread_id=3,
    )  # fmt: skip
    table.state = state
    return presenter.snapshot(table)


def refused_with(snap: Snapshot, seat: int, action: dict[str, Any]) -> str:
    """The catalog key of the engine's refusal (the state is left as it was)."""
    before = dict(snap.state)
    with pytest.raises(IllegalMove) as error:
        snap.game.play(snap.state, seat, action, derive_rng("typed", 1))
    assert snap.state == before
    return error.value.args[0].key


def test_envyra_positions_in_any_order_and_case_are_the_listed_placement() -> None:
    presenter = EnvyraPresenter()
    snap = snapshot(presenter)
    listed = next(a for a in snap.legal(0) if len(a["positions"]) == 2)
    typed = {"type": "place", "positions": [f" {p.lower()}" for p in reversed(listed["positions"])]}
    assert presenter.canonical(snap, 0, typed) == listed
    assert refused_with(snap, 0, typed) == "shared-invalid-move"  # the engine itself takes only the listed one
    assert refused_with(snap, 0, {"type": "PLACE", "positions": listed["positions"]}) == "shared-invalid-move"
    assert refused_with(snap, 0, {"type": "resign", "positions": listed["positions"]}) == "shared-invalid-move"
    snap.game.play(snap.state, 0, presenter.canonical(snap, 0, typed), derive_rng("typed", 1))


def test_a_cardline_card_by_name_code_or_hand_position_is_its_code() -> None:
    presenter = CardlinePresenter()
    snap = snapshot(presenter)
    seat = snap.to_act[0]
    hand = snap.view(seat)["hand"]
    first = hand[0] if isinstance(hand[0], str) else hand[0]["id"]
    listed = {"type": "place", "card": first, "gap": 0}
    assert listed in snap.legal(seat)
    for typed in (f"{first.lower()} ", "1"):
        assert presenter.canonical(snap, seat, {"type": "place", "card": typed, "gap": 0}) == listed
    assert refused_with(snap, seat, {"type": "place", "card": f"{first} ", "gap": 0}) == "shared-invalid-move"
    unknown = {"type": "place", "card": "Atlantis", "gap": 0}
    assert presenter.canonical(snap, seat, unknown) == unknown  # names no card: the engine says why
    assert refused_with(snap, seat, unknown) == "cardline-error-not-in-hand"


def test_a_hieroglyphs_card_by_its_kind_is_the_listed_card() -> None:
    presenter = HieroglyphsPresenter()
    snap = snapshot(presenter, players=2)
    seat = snap.to_act[0]
    listed = snap.legal(seat)[0]
    assert listed["type"] == "drop"
    typed = {"type": "drop", "card": card_kind(listed["card"]).lower(), "column": listed["column"]}
    assert presenter.canonical(snap, seat, typed) == listed
    assert refused_with(snap, seat, typed) == "shared-invalid-move"
    assert refused_with(snap, seat, {**listed, "column": 9}) == "hieroglyphs-error-column_range"


@pytest.mark.parametrize("card", ["PER", "per", "Peru", " peru ", 2, "2"])
def test_card_may_be_named_by_code_name_or_position(card: object) -> None:
    """(Moved from the engine's tests: the engine now takes the code alone.)"""
    presenter = CardlinePresenter()
    snap = snapshot(presenter, players=2)
    state = position("area", line=["Iceland"], hands=[["Japan", "Peru"], ["Chile"]], draw_pile=["Norway"])
    snap.table.state = state
    snap = presenter.snapshot(snap.table)
    action = presenter.canonical(snap, 0, {"type": "place", "card": card, "gap": 1})
    assert action == {"type": "place", "card": "PER", "gap": 1}
    events = presenter.game.apply(state, 0, action, derive_rng("typed", 1))
    assert next(e for e in events if e.kind == "placed").params["card"]["id"] == "PER"


def test_a_curse_line_is_its_cells_in_any_order_never_other_cells() -> None:
    """Three cells typed in any order name the listed line; a cell's column and row are never swapped."""
    listed = spelling({"type": "curse_submit", "cells": [[1, 4], [1, 5], [1, 6]]})
    assert spelling({"type": "curse_submit", "cells": "1,6 1,4 1,5"}) == listed
    assert spelling({"type": "curse_submit", "cells": "4,1 5,1 6,1"}) != listed
