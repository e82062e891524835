"""Cardline's table options (spec §8) and their validation against the number of players (spec §3).

`seat_order` is not declared here: it is a table option every game shares (engine/tables.py seats the players
before setup), so engine seat 0, 1, … is already the clockwise order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import Option, OptionError, validate_options
from i18n import Msg, Text

from . import texts
from .cards import BOX_SIZE, CHARACTERISTICS, eligible

MIN_PLAYERS = 2
MAX_PLAYERS = 8
ALL = "all"
RANDOM = "random"


@dataclass(frozen=True)
class NumberOrWordOption(Option):
    """An integer option that also accepts one word (`all`, `random`). `kind` stays 'int' for generic front ends;
    the word is listed in `choices`."""

    word_error: Text = ""

    def validate(self, value: Any) -> Any:
        word = self.choices[0]
        if isinstance(value, str) and value.strip().lower() == word:
            return word
        if isinstance(value, bool) or not isinstance(value, int | str | float):
            raise OptionError(self.word_error)
        try:
            number = int(value.strip() if isinstance(value, str) else value)
            if isinstance(value, float) and value != number:
                raise ValueError
        except (ValueError, OverflowError):
            raise OptionError(self.word_error) from None
        if (self.min is not None and number < self.min) or (self.max is not None and number > self.max):
            raise OptionError(self.word_error)
        return number


@dataclass(frozen=True)
class WholeNumberOption(Option):
    """An 'int' option that also refuses booleans (the shared Option reads True as 1)."""

    def validate(self, value: Any) -> Any:
        if isinstance(value, bool):
            raise OptionError(texts.error("whole-number", name=self.name, low=self.min, high=self.max))
        return super().validate(value)


OPTIONS: list[Option] = [
    Option("characteristic", "choice", "population", Msg("cardline-optdesc-characteristic"), choices=CHARACTERISTICS),
    NumberOrWordOption(
        "deck_size",
        "int",
        BOX_SIZE,
        Msg("cardline-optdesc-deck_size"),
        choices=(ALL,),
        min=1,
        word_error=texts.error("deck-size-word"),
    ),
    WholeNumberOption("hand_size", "int", 4, Msg("cardline-optdesc-hand_size"), min=1, max=10),
    NumberOrWordOption(
        "start_player",
        "int",
        RANDOM,
        Msg("cardline-optdesc-start_player"),
        choices=(RANDOM,),
        min=1,
        max=MAX_PLAYERS,
        word_error=texts.error("start-player-word"),
    ),
]


def check_options(n_players: int, given: dict[str, Any]) -> dict[str, Any]:
    """Fill defaults, validate each option, then the rules that depend on the player count. Raises OptionError."""
    options = validate_options(OPTIONS, given)
    check_table(options, n_players)
    return options


def check_table(options: dict[str, Any], n_players: int | None) -> None:
    """The rules between validated options (spec §3 "Option validation"). With `n_players` None (a lobby being
    opened) refuse only what no table size can play; with the player count (at start) what this table cannot."""
    characteristic = options["characteristic"]
    name = characteristic
    available = len(eligible(characteristic))
    hand = options["hand_size"]
    start = options["start_player"]
    deck = available if options["deck_size"] == ALL else options["deck_size"]
    if deck > available:
        raise OptionError(texts.error("deck-too-big", deck=deck, high=available, name=name))
    if n_players is None:
        fewest = max(MIN_PLAYERS, 1 if start == RANDOM else start)
        needed = fewest * hand + 1
        if deck >= needed:
            return
        each = texts.cards_each(hand)
        if options["deck_size"] == ALL:
            raise OptionError(texts.error("deck-too-small-for-all", high=available, low=needed, name=name))
        if fewest > MIN_PLAYERS:
            raise OptionError(
                texts.error("start-player-deck", seat=start, players=fewest, each=each, needed=needed, deck=deck)
            )
        raise OptionError(texts.error("deck-too-small", deck=deck, players=fewest, each=each, needed=needed))
    if n_players < MIN_PLAYERS:
        raise OptionError(texts.error("too-few-players", low=MIN_PLAYERS))
    if n_players > MAX_PLAYERS:
        raise OptionError(texts.error("too-many-players", high=MAX_PLAYERS))
    needed = n_players * hand + 1
    if deck < needed:
        most = (deck - 1) // hand
        raise OptionError(
            texts.error(
                "deck-too-small-for-table",
                players=n_players,
                each=texts.cards_each(hand),
                needed=needed,
                deck=deck,
                most=most,
            )
        )
    if start != RANDOM and start > n_players:
        raise OptionError(texts.error("start-player-seated", seat=start, players=n_players))
