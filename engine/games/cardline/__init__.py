"""Cardline: Globetrotter — place country cards on a line sorted by a hidden value. See rules.py for the contract."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.descriptor import GameRules

from .rules import CardlineGame

if TYPE_CHECKING:
    from engine.bots import Bot


def _bot() -> type[Bot]:
    from engine.bots.cardline import CardlineBot

    return CardlineBot


RULES = GameRules(CardlineGame, bot=_bot)

__all__ = ["RULES", "CardlineGame"]
