"""Frame: Knizia's polyomino tile-laying game inside a growing frame."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.descriptor import GameRules

from .rules import FrameGame

if TYPE_CHECKING:
    from engine.bots import Bot


def _bot() -> type[Bot]:
    from engine.bots.frame import FrameBot

    return FrameBot


RULES = GameRules(FrameGame, bot=_bot)

__all__ = ["RULES", "FrameGame"]
