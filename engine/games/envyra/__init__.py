"""ENVYRA: a secret-placement, tile-claiming game for 2-4 players (spec: shared/rules/envyra.md)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.descriptor import GameRules

from .rules import EnvyraGame

if TYPE_CHECKING:
    from engine.bots import Bot


def _bot() -> type[Bot]:
    from engine.bots.envyra import EnvyraBot

    return EnvyraBot


RULES = GameRules(EnvyraGame, bot=_bot)

__all__ = ["RULES", "EnvyraGame"]
