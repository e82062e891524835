"""Hieroglyphs (seed game 2): drop animal cards into a 7×7 wall, pair them, claim sarcophagi. See rules.py."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.descriptor import GameRules

from .rules import HieroglyphsGame

if TYPE_CHECKING:
    from engine.bots import Bot


def _bot() -> type[Bot]:
    from engine.bots.hieroglyphs import HieroglyphsBot

    return HieroglyphsBot


RULES = GameRules(HieroglyphsGame, bot=_bot)

__all__ = ["RULES", "HieroglyphsGame"]
