"""A bot seat whose decision raises never stalls its table: the error is logged with the game id and the seat's
default move (its turn clock's default, else its first legal action that is not resigning) is played instead —
`engine.bots.decide`, which the worker job `cogs.workers.choose_action` runs for every bot turn."""

from __future__ import annotations

import logging
import random

import pytest

import engine.bots as bots
from cogs.workers import choose_action
from engine.bots import Bot, decide, default_move, seen_by
from engine.core import derive_rng
from engine.registry import get_game
from engine.seats import seat_default


class Broken(Bot):
    def choose(self, seen, rng):  # type: ignore[no-untyped-def]
        raise KeyError("a scorer's bug")


@pytest.fixture
def broken(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(bots, "make_bot", lambda game, level="normal", budget=None: Broken(game, level, budget))


def position(kind: str, players: int) -> tuple:  # type: ignore[type-arg]
    game = get_game(kind)
    state = game.setup(players, {}, derive_rng(f"fallback-{kind}", 0))
    seat = sorted(game.to_act(state))[0]
    return game, state, seat


@pytest.mark.parametrize(
    ("kind", "players"), [("bsg", 4), ("cardline", 2), ("frame", 2), ("envyra", 2), ("hieroglyphs", 2)]
)
def test_a_raising_bot_is_logged_with_the_game_id_and_replaced_by_the_default(
    kind: str, players: int, broken: None, caplog: pytest.LogCaptureFixture
) -> None:
    game, state, seat = position(kind, players)
    fallback = default_move(game, state, seat)
    assert fallback is not None and fallback in game.legal_actions(state, seat)
    assert fallback != game.resign_action(state, seat)
    with caplog.at_level(logging.ERROR, logger="boardbot"):
        action = choose_action(kind, "hard", seen_by(game, state, seat, []), "s", 4242, fallback)
    assert action == fallback
    assert any("4242" in r.getMessage() and r.exc_info for r in caplog.records)
    game.apply(state, seat, action, derive_rng("fallback", 1))  # the table goes on


def test_the_default_move_is_the_turn_clocks_default_when_there_is_one() -> None:
    game, state, seat = position("bsg", 4)
    clock_default = seat_default(game, state, seat)
    assert clock_default is not None and default_move(game, state, seat) == clock_default


def test_a_working_bot_is_not_replaced(caplog: pytest.LogCaptureFixture) -> None:
    game, state, seat = position("bsg", 4)
    seen = seen_by(game, state, seat, [])
    with caplog.at_level(logging.ERROR, logger="boardbot"):
        action = decide(game, "normal", seen, "s", 7, {"type": "not-a-move"})
    assert action == bots.make_bot(game, "normal").choose(seen, random.Random("s"))
    assert not caplog.records
