"""Stored timers: turn reminders and deadlines that survive restarts.

A reminder is due `first_delay` after a player starts to be awaited, then every `REPEAT` seconds until
they act. Timers live in the store; the bot's scheduler sleeps until the earliest one is due.
"""

from __future__ import annotations

from typing import Any

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


def set_deadline(store: Store, table: TableRow, due: float, payload: dict[str, Any]) -> None:
    """One deadline per table (e.g. a race's time limit); `payload` says what to do when it expires."""
    store.replace_timers(table.id, DEADLINE, [(0, due, {**payload, "move_no": table.move_no})])


def clear_deadline(store: Store, table: TableRow) -> None:
    store.replace_timers(table.id, DEADLINE, [])


def next_repeat(due: float, now: float) -> float:
    """The next reminder after one fired at `due` (skipping any missed while the bot was down)."""
    nxt = due + REPEAT
    while nxt <= now:
        nxt += REPEAT
    return nxt
