"""One table at one moment, as the presenters see it: each audience's view computed at most once."""

from __future__ import annotations

from functools import cached_property
from typing import Any

from engine.core import Clock, Game, State
from engine.registry import get_game
from engine.store import TableRow
from engine.tables import PLAYING, is_bot
from i18n import Msg, Text


def display_names(table: TableRow) -> list[Text]:
    """Each seat's name: a player's Discord name (a `str`), a bot's "Bot 2 (normal)" as a message (translated at the
    edge; the stored English name in `record.names` is for logs and old tables)."""
    known, bots = table.record.names, table.record.bots
    out: list[Text] = []
    for i, u in enumerate(table.seats):
        level = bots.get(str(u)) if is_bot(u) else None
        if level is not None:
            out.append(Msg("shared-bot-name", number=str(-u), level=Msg("shared-bot-level", level=level)))
        else:
            out.append(known.get(str(u), Msg("shared-player-number", number=str(i + 1))))
    return out


class Snapshot:
    """A decoded table plus lazily computed, cached views and turn facts (one `view()` per audience)."""

    def __init__(self, table: TableRow, game: Game | None = None) -> None:
        self.table = table
        self.game = game or get_game(table.kind)
        self._views: dict[int | None, dict[str, Any]] = {}
        self.dues: dict[str, float] = {}  # clock key → when it runs out (set for a move: presenters/calls.py)

    @property
    def state(self) -> State:
        assert self.table.state is not None
        return self.table.state

    @property
    def playing(self) -> bool:
        return self.table.status == PLAYING and self.table.state is not None

    @cached_property
    def names(self) -> list[Text]:
        return display_names(self.table)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        if seat not in self._views:
            self._views[seat] = self.game.view(self.state, seat)
        return self._views[seat]

    @cached_property
    def clocks(self) -> list[Clock]:
        """The game's clocks in this state (while playing), computed once: a move's policies ask per seat."""
        return self.game.clock(self.state)

    @cached_property
    def to_act(self) -> list[int]:
        return self.game.to_act(self.state) if self.playing else []

    @cached_property
    def waiting(self) -> list[int]:
        """Seats named publicly as awaited."""
        return self.game.waiting_for(self.state) if self.playing else []

    def legal(self, seat: int) -> list[dict[str, Any]]:
        if seat in self.to_act:
            return self.game.legal_actions(self.state, seat)
        return self.game.changes(self.state, seat) if self.playing and self.game.may_act(self.state, seat) else []

    def user(self, seat: int) -> int:
        return self.table.seats[seat]

    def seat_of(self, user_id: int) -> int | None:
        return self.table.seat_of(user_id)

    def prompt_key(self, seat: int) -> str:
        key = self.game.prompt_key(self.state, seat) if self.playing else None
        return str(self.table.move_no) if key is None else key
