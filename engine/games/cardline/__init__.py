"""Cardline: Globetrotter — place country cards on a line sorted by a hidden value. See rules.py for the contract."""

from .rules import CardlineGame

__all__ = ["CardlineGame"]
