"""ENVYRA: a secret-placement, tile-claiming game for 2-4 players (spec: shared/rules/envyra.md)."""

from .rules import EnvyraGame

__all__ = ["EnvyraGame"]
