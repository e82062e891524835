"""Helpers shared by the Hieroglyphs engine tests."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from engine.core import Event, IllegalMove, State
from engine.games.hieroglyphs import HieroglyphsGame
from engine.games.hieroglyphs.invariants import check_invariants
from engine.games.hieroglyphs.wall import cell
from presenters.base import listed
from presenters.hieroglyphs import spelling

GAME = HieroglyphsGame()
RED, BLU, GRN, YEL = 0, 1, 2, 3


def as_listed(state: State, seat: int, action: dict[str, Any]) -> dict[str, Any]:
    """A card by its id, a curse line as a player types it ("2,1 3,2 4,3", any order): sent as the listed action,
    as the presenter does (presenters/hieroglyphs.py)."""
    return listed(GAME, state, seat, action, spelling)


def act(state: State, seat: int, action: dict[str, Any], rng: random.Random | None = None) -> list[Event]:
    """Apply in place (a typed curse line as the presenter sends it), then check every invariant and the JSON
    round trip."""
    events = GAME.apply(state, seat, as_listed(state, seat, action), rng or random.Random(0))
    check_invariants(state)
    assert json.loads(json.dumps(state)) == state
    return events


def drop(state: State, seat: int, card: str, column: int) -> list[Event]:
    return act(state, seat, {"type": "drop", "card": card, "column": column})


def refused(state: State, seat: Any, action: Any, reason: str | None = None) -> str:
    """The move is refused with IllegalMove and neither `play` nor a direct `apply` changes the state."""
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as caught:
        GAME.play(state, seat, action, random.Random(0))
    assert state == before
    with pytest.raises(IllegalMove):
        GAME.apply(state, seat, action, random.Random(0))
    assert state == before, "apply changed the state before refusing"
    message = str(caught.value)
    assert message and len(message) < 120
    if reason is not None:
        assert reason.lower() in message.lower(), message
    return message


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def first(events: list[Event], kind: str) -> Event:
    return next(e for e in events if e.kind == kind)


def all_of(events: list[Event], kind: str) -> list[Event]:
    return [e for e in events if e.kind == kind]


def at(state: State, column: int, row: int) -> str | None:
    """Card kind at a cell (`CAM-L`), or None."""
    card = cell(state["wall"], column, row)
    return card[:5] if card else None


def pillar(state: State, animal: str) -> dict[str, Any]:
    return state["pillars"][animal]
