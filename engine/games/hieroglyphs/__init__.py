"""Hieroglyphs (seed game 2): drop animal cards into a 7×7 wall, pair them, claim sarcophagi. See rules.py."""

from .rules import HieroglyphsGame

__all__ = ["HieroglyphsGame"]
