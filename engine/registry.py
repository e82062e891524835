"""Which games exist: name → Game instance, imported lazily so one broken game cannot stop the rest."""

from __future__ import annotations

import importlib

from engine.core import Game

# name → (module, class name)
KNOWN_GAMES: dict[str, tuple[str, str]] = {
    "envyra": ("engine.games.envyra", "EnvyraGame"),
    "frame": ("engine.games.frame", "FrameGame"),
    "cardline": ("engine.games.cardline", "CardlineGame"),
    "hieroglyphs": ("engine.games.hieroglyphs", "HieroglyphsGame"),
    "bsg": ("engine.games.bsg", "BsgGame"),
}

_loaded: dict[str, Game] = {}


def get_game(name: str) -> Game:
    if name not in _loaded:
        if name not in KNOWN_GAMES:
            raise KeyError(f"unknown game {name!r}")
        module_name, class_name = KNOWN_GAMES[name]
        _loaded[name] = getattr(importlib.import_module(module_name), class_name)()
    return _loaded[name]


def register(game: Game) -> None:
    """Add a game instance directly (used by tests with toy games)."""
    _loaded[game.name] = game
