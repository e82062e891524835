"""The games the bot serves, by descriptor (cogs/descriptor.py).

A game named in `engine/registry.py` `KNOWN_GAMES` has its descriptor in `cogs/<name>.py` as `DESCRIPTOR`; it is
read (and checked) when first asked for, so one broken game fails alone, in the bot's guard. `register` adds a game
by its descriptor alone at run time (a test's toy game); `unregister` forgets it again.
"""

from __future__ import annotations

import importlib

from cogs.descriptor import DescriptorError, GameDescriptor
from engine import registry

_descriptors: dict[str, GameDescriptor] = {}


def names() -> list[str]:
    """Every game the bot may serve: the known ones, then those registered at run time."""
    return [*registry.KNOWN_GAMES, *(name for name in _descriptors if name not in registry.KNOWN_GAMES)]


def descriptor(name: str) -> GameDescriptor:
    """The checked descriptor of a game (KeyError for an unknown one; DescriptorError/RendererError, or the import's
    own error, for a broken one)."""
    if name not in _descriptors:
        if name not in registry.KNOWN_GAMES:
            raise KeyError(f"unknown game {name!r}")
        found = importlib.import_module(f"cogs.{name}").DESCRIPTOR
        if not isinstance(found, GameDescriptor) or found.name != name:
            raise DescriptorError(f"cogs.{name}.DESCRIPTOR must be the GameDescriptor of a game named {name!r}")
        found.check()
        _descriptors[name] = found
    return _descriptors[name]


def register(found: GameDescriptor) -> None:
    """Serve a game given by its descriptor alone (its engine half is registered with it)."""
    found.check()
    registry.register(found.rules)
    _descriptors[found.name] = found


def unregister(name: str) -> None:
    """Forget a game registered at run time; the known games stay."""
    if name not in registry.KNOWN_GAMES:
        _descriptors.pop(name, None)
        registry.unregister(name)
