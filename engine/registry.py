"""Which games exist. Adding a game is one line here (its name) and one package per layer (docs/ARCHITECTURE.md,
"How to add a game"): `engine/games/<name>/` exports `RULES` (engine/descriptor.py), imported lazily so one broken
game cannot stop the rest."""

from __future__ import annotations

import importlib

from engine.core import Game
from engine.descriptor import GameRules

KNOWN_GAMES: tuple[str, ...] = ("envyra", "frame", "hieroglyphs", "cardline", "bsg")

_rules: dict[str, GameRules] = {}  # loaded, or registered at run time (a toy game in tests)
_loaded: dict[str, Game] = {}


def rules_of(name: str) -> GameRules:
    """The engine's descriptor of a game (KeyError for an unknown game)."""
    if name not in _rules:
        if name not in KNOWN_GAMES:
            raise KeyError(f"unknown game {name!r}")
        rules = importlib.import_module(f"engine.games.{name}").RULES
        if not isinstance(rules, GameRules) or rules.name != name:
            raise TypeError(f"engine.games.{name}.RULES must be the GameRules of a game named {name!r}")
        _rules[name] = rules
    return _rules[name]


def get_game(name: str) -> Game:
    if name not in _loaded:
        _loaded[name] = rules_of(name).game()
    return _loaded[name]


def registered() -> list[str]:
    """Every game: the known ones, then those registered at run time."""
    return [*KNOWN_GAMES, *(name for name in _rules if name not in KNOWN_GAMES)]


def loaded() -> list[GameRules]:
    """The descriptors read so far (a table's game is among them once the table has been created or read)."""
    return list(_rules.values())


def register(game: Game | GameRules) -> None:
    """Add a game at run time, by its descriptor or (tests with toy games) by a Game instance alone."""
    if isinstance(game, GameRules):
        _rules[game.name] = game
        _loaded.pop(game.name, None)
        return
    _rules.setdefault(game.name, GameRules(type(game)))
    _loaded[game.name] = game


def unregister(name: str) -> None:
    """Forget a game registered at run time (tests clean up after themselves); the known games stay."""
    if name not in KNOWN_GAMES:
        _rules.pop(name, None)
        _loaded.pop(name, None)
