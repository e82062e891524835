"""The one control-id codec: `<kind>:<table>:<verb>:[<tag>.]<argument>`, at most 100 characters.

`kind` is g (button), s (select) or m (form). A verb is tagged with the move number or the seat's prompt key when
an old control must not act on a newer position; the router refuses a stale tag before any game code runs.

Everything a click carries is parsed here: the id (argument included) and a select's chosen values are printable
ASCII or refused as a whole (a forged `g:1:place:0.ZMB.٠` never reaches a game), and the numbers inside an argument
are read by `number` (ASCII digits only: `int()` would read "٠" as 0 and raise on "¹").
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from presenters.discord_limits import SELECT_OPTIONS

MAX_ID = 100  # Discord's limit for a custom_id
MAX_TABLE_ID = 2**63 - 1  # SQLite's largest integer key
KINDS = {"g": "button", "s": "select", "m": "form"}
MOVE, KEY = "move", "key"  # what a tagged verb's tag is checked against

_ID = re.compile(r"(?P<kind>[gsm]):(?P<tid>[0-9]{1,19}):(?P<verb>[a-z_]{1,32}):(?P<rest>[!-~]*)", re.ASCII)
_VALUE = re.compile(r"[!-~]{1,100}", re.ASCII)  # a select option's value, as the presenters write them
_NUMBER = re.compile(r"-?[0-9]{1,18}", re.ASCII)


@dataclass(frozen=True)
class Verb:
    """How a verb's controls are checked and acknowledged.

    tag: MOVE, KEY or None. ack: "update" (a silent update of the clicked message), "private" (a private 'thinking'
    answered by a new private message) or "form" (opens a form, so it cannot be deferred).
    """

    tag: str | None = None
    ack: str = "update"


@dataclass(frozen=True)
class ControlRef:
    kind: str
    table_id: int
    verb: str
    rest: str

    def tagged(self) -> tuple[str, str]:
        """(tag, argument) of a tagged verb's id."""
        tag, _, arg = self.rest.partition(".")
        return tag, arg


def number(text: str) -> int | None:
    """An integer inside an argument or a value ("3", "-1"), or None for anything else (non-ASCII digits included)."""
    return int(text) if _NUMBER.fullmatch(text) else None


def fields(text: str, count: int) -> list[str]:
    """The first `count` dot-separated fields of an argument, missing ones as ""."""
    return (text.split(".") + [""] * count)[:count]


def chosen(values: list[str]) -> list[str] | None:
    """A select's chosen values, or None when one of them is not a value a presenter could have written."""
    if len(values) > SELECT_OPTIONS or not all(isinstance(v, str) and _VALUE.fullmatch(v) for v in values):
        return None
    return values


def encode(kind: str, table_id: int, verb: str, arg: str = "", tag: str | int | None = None) -> str:
    """A control id; raises ValueError when it would break the format or Discord's length limit."""
    rest = arg if tag is None else f"{tag}.{arg}"
    custom_id = f"{kind}:{table_id}:{verb}:{rest}"
    if len(custom_id) > MAX_ID or kind not in KINDS or decode(custom_id) != ControlRef(kind, table_id, verb, rest):
        raise ValueError(f"bad control id {custom_id!r}")
    return custom_id


def decode(custom_id: str) -> ControlRef | None:
    """The parts of a control id, or None for anything malformed (non-ASCII digits, a table id beyond 2^63, …)."""
    if not isinstance(custom_id, str) or len(custom_id) > MAX_ID:
        return None
    match = _ID.fullmatch(custom_id)
    if match is None:
        return None
    table_id = int(match["tid"])
    if table_id > MAX_TABLE_ID:
        return None
    return ControlRef(match["kind"], table_id, match["verb"], match["rest"])
