"""Battlestar Galactica: The Board Game (FFG 2008), base game."""

from .rules import BsgGame

__all__ = ["BsgGame"]
