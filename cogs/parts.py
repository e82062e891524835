"""`CogPart`: the base of the collaborators a game cog holds instead of mixing them in.

A game cog (`GameCog`, cogs/game_cog.py) is the Discord face of one game: its slash commands and its click router.
The work behind them is done by small objects the cog holds, each in its own module:

- `cog.moves`: the move service (cogs/pipeline.py `MovePipeline`, on `Sending` and `Delivery`): sessions, moves,
  what they cause, delivery, the timers' entry points;
- `cog.seats`: seats of a long game (cogs/seats.py `SeatFlow`): votes, pauses, resigning, substitutes, comebacks;
- `cog.lobby`: lobbies (cogs/lobby.py `LobbyFlow`): new, join, leave, add a bot, start, abandon;
- `cog.history`: the log, the move list, the replay, spectators and rematches (cogs/history.py `History`);
- `cog.resolver`: which table a command means (cogs/resolve.py `TableResolver`);
- `cog.poll`: a game's public poll, when its descriptor names one (BSG's help poll, cogs/bsg_help.py).

Each reads the cog's tables, store and presenter through the names given here, and reaches a sibling through the
cog (`self.cog.seats`); no part inherits from another one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.store import Store
from engine.tables import Tables
from presenters.base import Presenter

if TYPE_CHECKING:
    from bot import GameBot
    from cogs.game_cog import GameCog
    from cogs.pipeline import MovePipeline


class CogPart:
    """One collaborator of a game cog (see the module's text)."""

    def __init__(self, cog: GameCog) -> None:
        self.cog = cog
        self.bot: GameBot = cog.bot
        self.store: Store = cog.store
        self.tables: Tables = cog.tables
        self.presenter: Presenter = cog.presenter

    @property
    def moves(self) -> MovePipeline:
        """The cog's move service (cogs/pipeline.py)."""
        return self.cog.moves
