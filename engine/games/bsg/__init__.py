"""Battlestar Galactica: The Board Game (FFG 2008), base game."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.descriptor import GameRules, OwnClock

from .rules import BsgGame

if TYPE_CHECKING:
    from engine.bots import Bot


def _bot() -> type[Bot]:
    from engine.bots.bsg import BsgBot

    return BsgBot


RULES = GameRules(
    BsgGame,
    bot=_bot,
    own_clock=OwnClock("decision_hours", 1, 168, capped=(("contribution_hours", 24),)),
    resign_to_bot=True,  # the rules know no resignation: a bot plays the seat on, for good (README)
)

__all__ = ["RULES", "BsgGame"]
