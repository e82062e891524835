"""A table's typed record: what the front end and the seat rules remember about a table beside the game state.

The game state holds what the rules need; this record holds everything else a table remembers: who sits where
under which name (bots, stand-ins, players away, who resigned, who abandoned, the result, the rematch), the vote and
the pause of a long game, and what was delivered (the DM prompts and their keys, the live thread prompt, closed DMs,
the timeout told last). A game adds its own delivery facts under `game` (BSG: presenters/bsg_record.py), declared as
a dataclass by the game and read with its `of(record)`.

It is stored in typed columns of `game_tables` (engine/store.py encodes and decodes it, in one place); maps are JSON.
Outside the store it is only read and written through these fields. Map keys are seat numbers or user ids as
strings (the JSON form they are stored in).

A move's consequences (presenters/consequences.py) update it through `Notes`: field name → new value, where a value
may name an outbox row of the same batch as {"ref": i}; `apply_notes` checks each name and rewrites the refs to
{"row": id} (engine/outbox.py).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, TypedDict

from engine.outbox_refs import refs_to_rows, rows_named


@dataclass
class Vote:
    """The open vote of a table (engine/seats.py): a timeout vote about a seat, or a proposed substitute. Its
    deadline is a stored timer of kind `vote_end`."""

    id: int
    kind: str  # "timeout" | "substitute"
    seat: int
    target: int  # the user seated there when it opened
    voters: list[int]
    votes: dict[str, str]  # user → choice
    due: float
    user: int | None = None  # the proposed member (substitute)
    name: str = ""  # their display name
    by: int | None = None  # who proposed it
    message: Any = None  # the vote's thread message: {"row": id} ({"ref": i} in notes)


@dataclass
class Pause:
    """A paused table: why (host, or `away:<user>` → until when, None: until resumed) and the time each clock had
    left ({clock key: [seconds left, deadline payload]})."""

    reasons: dict[str, float | None]
    held: dict[str, list[Any]] = field(default_factory=dict)


@dataclass
class DmPrompt:
    """A seat's open DM prompt: its message ({"row": id}; an older build's message id, with its channel) and the key
    of the decision it asks for."""

    message: Any
    key: str
    channel: int | None = None

    def target(self) -> dict[str, Any]:
        """The message, as an EDIT row names it."""
        return {"message": self.message} if self.channel is None else {"channel": self.channel, "message": self.message}


@dataclass
class TableRecord:
    # -- who sits where
    names: dict[str, str] = field(default_factory=dict)  # user → display name (English, for logs and old tables)
    bots: dict[str, str] = field(default_factory=dict)  # bot user → level
    stand_ins: dict[str, str] = field(default_factory=dict)  # seat → level of the bot (or "skip") standing in
    absent: dict[str, int] = field(default_factory=dict)  # seat → user, skipped or stood in for until they return
    timeouts: dict[str, int] = field(default_factory=dict)  # seat → turn-clock timeouts in a row
    resigned: dict[str, int] = field(default_factory=dict)  # seat → user who resigned it to a bot (BSG)
    votes_held: int = 0  # votes opened so far (the next one's id)
    vote: Vote | None = None
    pause: Pause | None = None
    abandoned_by: int | str | None = None  # a user, or "vote"
    result: dict[str, Any] | None = None  # Result.to_json() of a finished game
    rematch: int | None = None  # the table that replays this one
    rematch_of: int | None = None  # the table this one replays
    # -- what was delivered
    prompted: dict[str, str] = field(default_factory=dict)  # seat → key of the secret decision prompted last
    dm_prompts: dict[str, DmPrompt] = field(default_factory=dict)  # seat → its open DM prompt
    prompt_message: Any = None  # the thread message whose controls are live: {"row": id} (an id in older builds)
    dm_closed: list[int] = field(default_factory=list)  # users whose DMs bounced during this game
    timed_out: str | None = None  # the clock key whose timeout notice was told last
    game: dict[str, Any] = field(default_factory=dict)  # the game's own record, as its dataclass's fields


class Notes(TypedDict, total=False):
    """Updates of a TableRecord, by field (a type checker refuses any other name; `apply_notes` too)."""

    names: dict[str, str]
    bots: dict[str, str]
    stand_ins: dict[str, str]
    absent: dict[str, int]
    timeouts: dict[str, int]
    resigned: dict[str, int]
    votes_held: int
    vote: Vote | None
    pause: Pause | None
    abandoned_by: int | str | None
    result: dict[str, Any] | None
    rematch: int | None
    rematch_of: int | None
    prompted: dict[str, str]
    dm_prompts: dict[str, DmPrompt]
    prompt_message: Any
    dm_closed: list[int]
    timed_out: str | None
    game: Any  # the game's own dataclass (e.g. presenters/bsg_record.py), or its JSON form


FIELDS = tuple(f.name for f in dataclasses.fields(TableRecord))


def plain(value: Any) -> Any:
    """A value with its dataclasses as dicts (the JSON form, {"ref": i} and {"row": id} kept). (Leaves first: it
    copies a whole record at every move.)"""
    kind = type(value)
    if kind is str or kind is int or kind is float or kind is bool or value is None:
        return value
    if isinstance(value, dict):
        return {k: plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    return value


def vote_from(value: Any) -> Vote | None:
    if not value:
        return None
    if isinstance(value, Vote):
        return value
    known = {f.name for f in dataclasses.fields(Vote)}
    return Vote(**{k: v for k, v in value.items() if k in known})


def pause_from(value: Any) -> Pause | None:
    """A pause, from its stored form (older builds: either part may be missing; no reason left is no pause)."""
    if not value:
        return None
    if isinstance(value, Pause):
        return value if value.reasons else None
    reasons = dict(value.get("reasons") or {})
    return Pause(reasons, dict(value.get("held") or {})) if reasons else None


def dm_prompt_from(value: Any) -> DmPrompt:
    """A DM prompt, from {message, key, channel} or an older build's list ([channel, message, key] or [row, key])."""
    if isinstance(value, DmPrompt):
        return value
    if isinstance(value, dict):
        return DmPrompt(value["message"], value["key"], value.get("channel"))
    *where, key = value
    return DmPrompt(where[0], key) if len(where) == 1 else DmPrompt(where[1], key, where[0])


_DECODE: dict[str, Any] = {
    "vote": vote_from,
    "pause": pause_from,
    "dm_prompts": lambda v: {str(s): dm_prompt_from(p) for s, p in (v or {}).items()},
    "game": lambda v: plain(v) or {},
}


def set_field(record: TableRecord, name: str, value: Any) -> None:
    """Set one field from a value or its JSON form; an unknown name is a programming error."""
    if name not in FIELDS:
        raise KeyError(f"not a field of the table record: {name}")
    decode = _DECODE.get(name)
    setattr(record, name, decode(value) if decode else value)


def apply_notes(record: TableRecord, notes: Notes | dict[str, Any], ids: list[int] | None = None) -> bool:
    """Update the record with these notes ({"ref": i} → {"row": ids[i]}); whether anything changed."""
    changed = False
    for name, value in notes.items():
        if name not in FIELDS:
            raise KeyError(f"not a field of the table record: {name}")
        new = plain(value)
        if ids is not None:
            value = new = refs_to_rows(new, ids)
        if plain(getattr(record, name)) != new:
            set_field(record, name, value)
            changed = True
    return changed


def record_rows(record: TableRecord) -> set[int]:
    """The outbox rows the record names (kept by `Outbox.settle`)."""
    return rows_named(record)


# the meta keys of older builds that were the game's own (BSG), by their field in its record
_GAME_KEYS = {
    "bsg_panels": "panels", "bsg_prints": "prints", "bsg_pinged": "pinged", "bsg_hand_prints": "hand_prints",
    "bsg_step": "step", "bsg_prompt": "prompt", "bsg_standing": "standing", "bsg_poll": "poll",
}  # fmt: skip
_EMPTY = {f.name: type(getattr(TableRecord(), f.name)) for f in dataclasses.fields(TableRecord)}


def record_from_meta(meta: dict[str, Any]) -> TableRecord:
    """The record of a table stored by a build before typed records (its JSON `meta`), older shapes normalised:
    a DM prompt as a list, a pause without reasons or held clocks, a vote without a deadline, the game's keys
    prefixed `bsg_`, `bsg_timed_out`. A value of the wrong shape is left out (the field keeps its default), as are
    `unannounced` (a column of its own since schema 3) and keys no build reads any more."""
    record = TableRecord()
    game: dict[str, Any] = {}
    for key, value in meta.items():
        if key in _GAME_KEYS:
            if value is not None:
                game[_GAME_KEYS[key]] = value
        elif key == "bsg_timed_out":
            record.timed_out = value if isinstance(value, str) else None
        elif key in FIELDS and value is not None:
            if _EMPTY[key] in (dict, list) and not isinstance(value, _EMPTY[key]):
                continue
            if key == "vote" and value and "due" not in value:
                value = {**value, "due": 0.0}  # a vote of a build before vote deadlines: no deadline timer either
            try:
                set_field(record, key, value)
            except (TypeError, ValueError, LookupError, AttributeError):
                continue
    record.game = game
    record.votes_held = int(record.votes_held or 0)
    return record
