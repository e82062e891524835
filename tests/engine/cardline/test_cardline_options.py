"""Issue 13 items 7 and 9 in the engine: `check_options(options, None)` refuses at `new` what no table size can play
and `check_options(options, n)` at start what this one cannot; counts of one are worded as one."""

from __future__ import annotations

import random

import pytest

from engine.core import Event, OptionError, validate_options
from engine.games.cardline import CardlineGame
from engine.games.cardline.options import OPTIONS
from engine.games.cardline.scenario import position
from i18n import Msg
from tests.i18n.catalogs import parse

GAME = CardlineGame()


def chosen(**given: object) -> dict:
    """Options as the table stores them: validated, defaults filled (what `Tables` hands to check_options)."""
    return validate_options(OPTIONS, given)


@pytest.mark.parametrize(
    ("given", "words"),
    [
        ({"deck_size": 3}, "`deck_size` 3 is too small: even 2 players with 4 cards each need 9 cards"),
        ({"deck_size": 2, "hand_size": 1}, "even 2 players with 1 card each need 3 cards"),
        ({"deck_size": 12, "start_player": 3}, "`start_player` 3 needs at least 3 players"),
        ({"deck_size": 194}, "`deck_size` 194 is too big: only 193 countries have a population value"),
        ({"deck_size": 193, "characteristic": "gdp"}, "only 192 countries have a GDP value"),
    ],
)
def test_what_no_table_can_play_is_refused_at_new(given: dict, words: str) -> None:
    with pytest.raises(OptionError) as refusal:
        GAME.check_options(chosen(**given), None)
    assert words in str(refusal.value)


@pytest.mark.parametrize(
    "given",
    [
        {},
        {"deck_size": 9},
        {"deck_size": 3, "hand_size": 1},
        {"deck_size": 13, "start_player": 3},
        {"deck_size": "all"},
    ],
)
def test_what_some_table_can_play_is_accepted_at_new(given: dict) -> None:
    GAME.check_options(chosen(**given), None)


def test_what_this_table_cannot_play_is_refused_at_start() -> None:
    options = chosen(deck_size=9)
    GAME.check_options(options, 2)
    with pytest.raises(OptionError) as refusal:
        GAME.check_options(options, 3)
    assert str(refusal.value) == (
        "3 players with 4 cards each need 13 cards (players × hand_size + 1 start card), but this game's deck has 9: "
        "at most 2 players can play it."
    )
    late = chosen(start_player=4)
    GAME.check_options(late, 4)
    with pytest.raises(OptionError, match="`start_player` is seat 4, but only 3 players have joined"):
        GAME.check_options(late, 3)
    with pytest.raises(OptionError):
        GAME.check_options(chosen(), 9)


def test_setup_refuses_the_same() -> None:
    with pytest.raises(OptionError, match="at most 2 players"):
        GAME.setup(3, {"deck_size": 9}, random.Random(0))
    assert GAME.setup(2, {"deck_size": 9}, random.Random(0))["deck_size"] == 9


def test_counts_of_one_are_worded_as_one() -> None:

    def say(event: Event, names: list[str]) -> str:
        return str(GAME.describe(event, names))

    names = ["Ann", "Ben"]
    assert "1 card each" in say(Event("start_card", start_card_params(1)), names)
    assert "4 cards each" in say(Event("start_card", start_card_params(4)), names)
    assert say(Event("turn", {"seat": 0, "hand": 1, "last": 3}), names) == "Ann, place your card in a gap from 0 to 3."
    assert "one of your 2 cards" in say(Event("turn", {"seat": 0, "hand": 2, "last": 3}), names)
    assert say(Event("reshuffled", {"count": 1}), names) == (
        "The draw pile is empty: the removed card becomes the new draw pile."
    )
    assert "the 5 removed cards" in say(Event("reshuffled", {"count": 5}), names)
    assert str(Msg("cardline-ui-line-has", count=1)) == "The line has 1 card, gaps 0–1."
    assert str(Msg("cardline-ui-line-has", count=7)) == "The line has 7 cards, gaps 0–7."
    assert str(Msg("cardline-render-rounds", count=1)) == "1 round"


def start_card_params(hand_size: int) -> dict:
    state = position("population", line=["Kenya"], hands=[["Iceland"], ["Japan"]], hand_size=hand_size)
    event = next(e for e in GAME.start_events(state) if e.kind == "start_card")
    return {**event.params, "hand_size": hand_size}


def test_no_template_hacks_a_plural() -> None:
    every = [entry.text for entry in parse("en", "cardline")[0].values()]
    assert every and not [s for s in every if "(s)" in s]
