"""Frame: Knizia's polyomino tile-laying game inside a growing frame."""

from .rules import FrameGame

__all__ = ["FrameGame"]
