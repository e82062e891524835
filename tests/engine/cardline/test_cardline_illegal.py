"""Every kind of bad input is refused with a short reason and leaves the state untouched (spec C-13)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from cardline_testkit import GAME, place

from engine.core import IllegalMove
from engine.games.cardline.scenario import position


def running() -> dict:
    """Seat 0 to act with [Iceland, Japan]; line Kenya, Brazil (3 gaps); seat 2 is out."""
    return position(
        "population",
        line=["Kenya", "Brazil"],
        hands=[["Iceland", "Japan"], ["Peru"], ["Chile"]],
        draw_pile=["Norway", "Italy"],
        out=[2],
        round_number=2,
    )


def finished() -> dict:
    state = position("population", line=["Kenya"], hands=[["Iceland"], ["Japan", "Peru"]], draw_pile=["Norway"])
    place(state, 0, "Iceland", 0)
    place(state, 1, "Japan", 0)
    assert state["winners"] == [0]
    return state


BAD_INPUTS: list[tuple[str, Any, Any, str]] = [
    # (case, seat, action, words expected in the refusal)
    ("gap too high", 0, {"type": "place", "card": "ISL", "gap": 3}, "no gap 3"),
    ("gap negative", 0, {"type": "place", "card": "ISL", "gap": -1}, "no gap -1"),
    ("gap as text", 0, {"type": "place", "card": "ISL", "gap": "1"}, "whole number"),
    ("gap as float", 0, {"type": "place", "card": "ISL", "gap": 1.0}, "whole number"),
    ("gap as bool", 0, {"type": "place", "card": "ISL", "gap": True}, "whole number"),
    ("gap null", 0, {"type": "place", "card": "ISL", "gap": None}, "whole number"),
    ("gap missing", 0, {"type": "place", "card": "ISL"}, "which gap"),
    ("card missing", 0, {"type": "place", "gap": 0}, "which of your cards"),
    ("card of another player", 0, {"type": "place", "card": "PER", "gap": 0}, "do not hold"),
    ("card in the line", 0, {"type": "place", "card": "Kenya", "gap": 0}, "do not hold"),
    ("unknown country", 0, {"type": "place", "card": "Atlantis", "gap": 0}, "do not hold"),
    ("position zero", 0, {"type": "place", "card": 0, "gap": 0}, "no card number 0"),
    ("position too high", 0, {"type": "place", "card": 3, "gap": 0}, "no card number 3"),
    ("position as superscript", 0, {"type": "place", "card": "²", "gap": 0}, "do not hold"),
    ("position with 5000 digits", 0, {"type": "place", "card": "9" * 5000, "gap": 0}, "no card number …"),
    ("position huge int", 0, {"type": "place", "card": 10**5000, "gap": 0}, "no card number …"),
    ("gap huge int", 0, {"type": "place", "card": "ISL", "gap": 10**5000}, "no gap …"),
    ("card as bool", 0, {"type": "place", "card": True, "gap": 0}, "Name the card"),
    ("card as list", 0, {"type": "place", "card": ["ISL"], "gap": 0}, "Name the card"),
    ("card empty", 0, {"type": "place", "card": " ", "gap": 0}, "Name the card"),
    ("card null", 0, {"type": "place", "card": None, "gap": 0}, "Name the card"),
    ("extra field", 0, {"type": "place", "card": "ISL", "gap": 0, "value": 5}, "Unexpected field `value`"),
    ("extra fields of mixed key types", 0, {"type": "place", "card": "ISL", "gap": 0, 1: 2, "x": 3}, "Unexpected"),
    ("resign with mixed key types", 0, {"type": "resign", 1: 2, "x": 3}, "Unexpected field `1`"),
    ("resign with fields", 0, {"type": "resign", "card": "ISL"}, "Unexpected field `card`"),
    ("out of turn", 1, {"type": "place", "card": "PER", "gap": 0}, "not your turn"),
    ("eliminated player places", 2, {"type": "place", "card": "CHL", "gap": 0}, "out of this game"),
    ("eliminated player resigns", 2, {"type": "resign"}, "out of this game"),
    ("stranger seat", 3, {"type": "place", "card": "ISL", "gap": 0}, "not playing"),
    ("negative seat", -1, {"type": "resign"}, "not playing"),
    ("seat as text", "0", {"type": "resign"}, "not playing"),
    ("seat null", None, {"type": "resign"}, "not playing"),
    ("seat as bool", False, {"type": "resign"}, "not playing"),
    ("action not a dict", 0, ["place", "ISL", 0], "not a valid move"),
    ("action null", 0, None, "not a valid move"),
    ("action text", 0, "place ISL 0", "not a valid move"),
    ("type missing", 0, {"card": "ISL", "gap": 0}, "Unknown move"),
    ("type unknown", 0, {"type": "pass"}, "Unknown move"),
    ("type not text", 0, {"type": 1}, "Unknown move"),
    ("type unhashable", 0, {"type": ["place"]}, "Unknown move"),
]


@pytest.mark.parametrize(("case", "seat", "action", "words"), BAD_INPUTS, ids=[c[0] for c in BAD_INPUTS])
def test_bad_input_is_refused_and_changes_nothing(case: str, seat: Any, action: Any, words: str) -> None:
    state = running()
    before = copy.deepcopy(state)
    with pytest.raises(IllegalMove) as refusal:
        GAME.play(state, seat, action, random.Random(0))
    assert words in str(refusal.value)
    assert len(str(refusal.value)) < 150
    assert state == before
    with pytest.raises(IllegalMove):  # apply itself validates before it changes anything
        GAME.apply(state, seat, action, random.Random(0))
    assert state == before


@pytest.mark.parametrize("action", [{"type": "place", "card": "PER", "gap": 0}, {"type": "resign"}])
def test_actions_after_the_game_is_over_are_refused(action: dict) -> None:
    state = finished()
    before = copy.deepcopy(state)
    for seat in (0, 1):
        with pytest.raises(IllegalMove, match="The game is over"):
            GAME.play(state, seat, action, random.Random(0))
        assert GAME.legal_actions(state, seat) == []
    assert state == before and GAME.to_act(state) == []


def test_refusal_reveals_nothing() -> None:
    state = running()
    for action in [{"type": "place", "card": "ISL", "gap": 9}, {"type": "place", "card": "PER", "gap": 0}]:
        with pytest.raises(IllegalMove) as refusal:
            GAME.play(state, 0, action, random.Random(0))
        for iso3 in ("ISL", "JPN", "PER", "NOR"):
            assert state["values"][iso3] not in str(refusal.value)


def test_legal_actions_of_strangers_and_eliminated_seats_are_empty() -> None:
    state = running()
    assert GAME.legal_actions(state, 2) == []
    assert GAME.legal_actions(state, 5) == []
    assert GAME.legal_actions(state, -1) == []


def test_every_legal_action_is_accepted() -> None:
    state = running()
    for seat in range(3):
        for action in GAME.legal_actions(state, seat):
            GAME.play(state, seat, action, random.Random(0))
