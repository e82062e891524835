"""BSG's own part of a table's record (engine/table_record.py, its `game` field): what its delivery remembers
beyond the shared fields. Declared here by the game; stored by the shared store as this dataclass's fields.

- `panels` {seat: the DM of its one private panel, {"row": id}}; `prints` {seat: [info mark, whole mark]} of what
  that panel shows; `hand_prints` {seat: [token, mark]} of its newest ephemeral copy (`/bsg hand`);
- `pinged` {seat: whether its decision was pinged} (older builds); `called` {seat: the key of the decision it was
  called to (presenters/calls.py): one call per decision}; `standing` {seat: its standing answers per window card};
- `step`, `prompt`: the marks of the turn step and the prompt the thread showed last;
- `poll`: the "how much can you help?" poll (engine/bsg_help.py `HelpPoll`);
- `status`: the turn's living status post ({"row": id}), `status_events` the public events it shows ({"kind",
  "params"}), `status_mark` what it shows (a fingerprint), `board_turn` the turn whose board image was drawn last
  (presenters/bsg_thread.py).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.bsg_help import HelpPoll
from engine.table_record import TableRecord

if TYPE_CHECKING:
    from presenters.consequences import Caused, Move


@dataclass
class BsgRecord:
    panels: dict[str, Any] = field(default_factory=dict)
    prints: dict[str, list[str]] = field(default_factory=dict)
    pinged: dict[str, bool] = field(default_factory=dict)
    called: dict[str, str] = field(default_factory=dict)
    hand_prints: dict[str, list[str]] = field(default_factory=dict)
    standing: dict[str, Any] = field(default_factory=dict)
    step: str | None = None
    prompt: str | None = None
    poll: HelpPoll = field(default_factory=HelpPoll)
    status: Any = None
    status_events: list[dict[str, Any]] = field(default_factory=list)
    status_mark: str = ""
    board_turn: int = -1

    @classmethod
    def of(cls, record: TableRecord) -> BsgRecord:
        """The record's BSG part (a copy: changing it changes nothing stored)."""
        known = {f.name for f in dataclasses.fields(cls)}
        found = {k: (dict(v) if isinstance(v, dict) else v) for k, v in record.game.items() if k in known}
        poll = found.pop("poll", None) or {}
        return cls(**found, poll=poll if isinstance(poll, HelpPoll) else HelpPoll(**poll))

    @classmethod
    def noted(cls, move: Move, caused: Caused) -> BsgRecord:
        """The BSG part this move's notes are building (from the record before the move, on first use); a policy
        changes it in place."""
        found = caused.notes.get("game")
        if not isinstance(found, cls):
            found = caused.notes["game"] = cls.of(move.record)
        return found

    def without_seat(self, seat: int) -> BsgRecord:
        """The seat's player left: its panel, marks and ping are forgotten (a new player gets their own)."""
        drop = str(seat)
        keep = {
            k: {s: v for s, v in getattr(self, k).items() if s != drop}
            for k in ("panels", "prints", "pinged", "called")
        }
        hand_prints = {s: v for s, v in self.hand_prints.items() if s != drop}
        return dataclasses.replace(self, **keep, hand_prints=hand_prints)
