"""Calls to action: when each pending decision is due, and the one notification a person gets for it.

A decision's deadline is the due time of its clock: the stored deadline while its key is unchanged (read by the cog
into `Known.deadlines`), else now plus the clock's time (what `Tables.commit` arms with the move). Shown as a Discord
timestamp (`<t:UNIX:R>`), which every reader sees in their own time zone and language.

A person whose DMs work is called by DM and is never @mentioned in the thread for the same decision (thread posts
carry `ping`: the users a post may notify, cogs/delivery.py); a person whose DMs are closed is called once in the
thread instead (`thread_call`; a DM refused at sending posts its `instead`, cogs/sending.py). Pure: no Discord.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from engine.outbox import POST
from engine.scheduling import turn_seconds
from i18n import Msg, Text, cat
from presenters.base import mention
from presenters.screens import Screen, screen_to_json

if TYPE_CHECKING:
    from presenters.consequences import Known, Row
    from presenters.snapshot import Snapshot


def clock_dues(snap: Snapshot, known: Known) -> dict[str, float]:
    """Each pending clock's due time (key → UNIX seconds); none while the table is paused (its clocks hold)."""
    if not snap.playing or snap.table.record.pause:
        return {}
    dues: dict[str, float] = {}
    for clock in snap.clocks:
        seconds = clock.seconds or turn_seconds(snap.table)
        if seconds and clock.defaults:
            dues[clock.key] = known.deadlines.get(clock.key, known.now + seconds)
    return dues


def seat_clock(snap: Snapshot, seat: int) -> str | None:
    """The key of the pending decision a seat is part of (None: it decides nothing that has a clock)."""
    if not snap.playing:
        return None
    return next((c.key for c in snap.clocks if seat in c.seats), None)


def seat_due(snap: Snapshot, seat: int) -> float | None:
    """When the seat's pending decision runs out (None: no deadline, or not known here)."""
    key = seat_clock(snap, seat)
    return snap.dues.get(key) if key is not None else None


def when(due: float) -> str:
    """A Discord timestamp, relative ("in 23 hours"), shown in each reader's own language."""
    return f"<t:{int(due)}:R>"


def deadline_text(due: float | None) -> Text:
    """The line a decision post or panel shows: when its time runs out (nothing when it has no deadline)."""
    return Msg("shared-call-deadline", when=when(due)) if due is not None else ""


def thread_call(channel: int, user_id: int, line: Text, lang: str) -> Row:
    """The call to a person whose DMs are closed: one thread post that @mentions them alone."""
    text = cat([mention(user_id), line], " ")
    return POST, {"channel": channel, "screen": screen_to_json(Screen(text)), "names": [], "lang": lang,
                  "ping": [user_id]}  # fmt: skip


def jump_to(text: str, made: dict[str, Any] | None) -> str:
    """A call's link to the game thread made a jump to the message that asks (`made`: what the decision's thread post
    made, {"channel", "message"}; filled in when the call is sent, cogs/sending.py); the text as it is while that
    message is not known."""
    if not text or not made or "message" not in made or "channel" not in made:
        return text
    thread = rf"(https://discord\.com/channels/\d+/{int(made['channel'])})(?![\d/])"
    return re.sub(thread, rf"\g<1>/{int(made['message'])}", text)


def quiet_posts(rows: list[Row], channel: int, skip: set[int], pinged: list[int] | None = None) -> None:
    """A move's thread posts notify only `pinged` by their mentions (none by default: the calls notify); `skip`:
    rows left as they are."""
    for index, (kind, payload) in enumerate(rows):
        if kind == POST and payload.get("channel") == channel and "ping" not in payload and index not in skip:
            payload["ping"] = list(pinged or [])


def allowed_users(payload: dict[str, Any]) -> list[int] | None:
    """The users a post's mentions may notify (None: the bot's default, every mentioned user)."""
    found = payload.get("ping")
    return None if found is None else [int(u) for u in found]
