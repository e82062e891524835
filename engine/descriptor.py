"""The engine's half of a game's descriptor: what the rules layer must know of a game, importable without discord
or Pillow (worker processes, the conformance suite and the engine's own tests read it).

Each game package `engine/games/<name>/` exports `RULES = GameRules(...)`; `engine/registry.py` lists the game's
name once. The front end's half (presenter, renderer entry points, table options of `/<game> new`, the game's own
slash commands, catalogs) is `cogs/<name>.py` `DESCRIPTOR`, which holds this object (see docs/ARCHITECTURE.md,
"How to add a game").
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.core import Game

if TYPE_CHECKING:
    from engine.bots import Bot


@dataclass(frozen=True)
class OwnClock:
    """A game's option that plays the part of the shared `turn_hours` (in hours), its range, and the options capped
    by it (name → the game's default for it). See engine/turn_options.py."""

    option: str
    low: int
    high: int
    capped: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class GameRules:
    """A game as the engine knows it.

    - `game`: the Game class (built once per process by the registry);
    - `bot`: returns the game's Bot class (a function, so the bot module is imported only when a bot is wanted and
      a game package need not import its bot, which imports the game); None for a game without bots;
    - `own_clock`: the game times every decision with its own option, read for `turn_hours` (None: the table clock);
    - `resign_to_bot`: the rules know no resignation, so a player who leaves hands the seat to a bot for good.
    """

    game: type[Game]
    bot: Callable[[], type[Bot]] | None = None
    own_clock: OwnClock | None = None
    resign_to_bot: bool = False

    @property
    def name(self) -> str:
        return self.game.name
