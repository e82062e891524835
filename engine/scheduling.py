"""Stored timers: turn reminders and deadlines that survive restarts.

A reminder is due `first_delay` after a player starts to be awaited, then every `REPEAT` seconds until
they act. Timers live in the store; the bot's scheduler sleeps until the earliest one is due.
"""

from __future__ import annotations

from typing import Any

from engine.core import Clock
from engine.store import Store, TableRow

HOUR = 3600.0
REPEAT = 24 * HOUR
REMINDER = "reminder"
DEADLINE = "deadline"


def plan_reminders(store: Store, table: TableRow, awaited: list[int], now: float, acted: int | None = None) -> None:
    """(Re)start reminders for the users awaited now; one still awaited keeps their schedule unless they acted."""
    existing = {t["user_id"]: t for t in store.timers(table.id) if t["kind"] == REMINDER and t["user_id"] != acted}
    first = float(table.options.get("reminder_hours", 12)) * HOUR
    plan: list[tuple[int, float, dict[str, Any]]] = []
    for user_id in awaited:
        kept = existing.get(user_id)
        if kept is not None:
            plan.append((user_id, kept["due"], kept["payload"]))
        else:
            plan.append((user_id, now + first, {"since": now}))
    store.replace_timers(table.id, REMINDER, plan)


def turn_seconds(table: TableRow) -> float | None:
    """The table's own turn clock for decisions whose game sets no limit (none yet: no table option asks for one)."""
    hours = table.options.get("turn_hours")
    return float(hours) * HOUR if hours else None


def plan_deadlines(store: Store, table: TableRow, clocks: list[Clock], now: float) -> dict[str, float]:
    """One stored deadline per clock that has a time limit; a clock whose key is unchanged keeps its due time.

    Returns key → due of every armed deadline. The payload names the clock by key; when it fires, the clock is read
    again from the state, so a deadline whose decision was answered meanwhile does nothing.
    """
    kept = {t["payload"].get("key"): t["due"] for t in store.timers(table.id) if t["kind"] == DEADLINE}
    plan: list[tuple[int, float, dict[str, Any]]] = []
    dues: dict[str, float] = {}
    for clock in clocks:
        seconds = clock.seconds or turn_seconds(table)
        if not seconds or not clock.defaults:
            continue
        due = kept.get(clock.key, now + seconds)
        seat, action = clock.defaults[0]
        payload = {"key": clock.key, "kind": clock.kind, "seat": seat, "action": action, "move_no": table.move_no}
        plan.append((0, due, payload))
        dues[clock.key] = due
    store.replace_timers(table.id, DEADLINE, plan)
    return dues


def next_repeat(due: float, now: float) -> float:
    """The next reminder after one fired at `due` (skipping any missed while the bot was down)."""
    nxt = due + REPEAT
    while nxt <= now:
        nxt += REPEAT
    return nxt
