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
BOT = "bot"  # a bot-played seat's move, due after a natural delay


def plan_reminders(
    store: Store,
    table: TableRow,
    awaited: list[int],
    now: float,
    acted: int | None = None,
    stored: list[dict[str, Any]] | None = None,
) -> None:
    """(Re)start reminders for the users awaited now; one still awaited keeps their schedule unless they acted.
    `stored` is the table's timers when the caller has just read them."""
    stored = store.timers(table.id) if stored is None else stored
    existing = {t["user_id"]: t for t in stored if t["kind"] == REMINDER and t["user_id"] != acted}
    first = float(table.options.get("reminder_hours", 12)) * HOUR
    plan: list[tuple[int, float, dict[str, Any]]] = []
    for user_id in awaited:
        kept = existing.get(user_id)
        if kept is not None:
            plan.append((user_id, kept["due"], kept["payload"]))
        else:
            plan.append((user_id, now + first, {"since": now}))
    if plan != [(t["user_id"], t["due"], t["payload"]) for t in stored if t["kind"] == REMINDER]:
        store.replace_timers(table.id, REMINDER, plan)


def default_turn_hours(n_players: int) -> int:
    """`turn_hours` left unset: no turn clock for two players (they can agree), 48 hours with three or more."""
    return 0 if n_players <= 2 else 48


def turn_seconds(table: TableRow) -> float | None:
    """The table's own turn clock for decisions whose game sets no limit (option `turn_hours`: 0 is none, unset
    is `default_turn_hours`; a table of an older build, without the option, has none)."""
    if "turn_hours" not in table.options:
        return None
    hours = table.options["turn_hours"]
    if hours is None:
        hours = default_turn_hours(len(table.seats))
    return float(hours) * HOUR if hours else None


def plan_deadlines(
    store: Store, table: TableRow, clocks: list[Clock], now: float, stored: list[dict[str, Any]] | None = None
) -> dict[str, float]:
    """One stored deadline per clock that has a time limit; a clock whose key is unchanged keeps its due time.

    Returns key → due of every armed deadline. The payload names the clock by key; when it fires, the clock is read
    again from the state, so a deadline whose decision was answered meanwhile does nothing.
    """
    stored = store.timers(table.id) if stored is None else stored
    kept = {t["payload"].get("key"): t for t in stored if t["kind"] == DEADLINE}
    plan: list[tuple[int, float, dict[str, Any]]] = []
    dues: dict[str, float] = {}
    for clock in clocks:
        seconds = clock.seconds or turn_seconds(table)
        if not seconds or not clock.defaults:
            continue
        old = kept.get(clock.key)
        due = old["due"] if old else now + seconds
        armed = old["payload"].get("move_no", table.move_no) if old else table.move_no  # the move that armed it
        seat, action = clock.defaults[0]
        payload = {"key": clock.key, "kind": clock.kind, "seat": seat, "action": action, "move_no": armed}
        plan.append((0, due, payload))
        dues[clock.key] = due
    if plan != [(t["user_id"], t["due"], t["payload"]) for t in stored if t["kind"] == DEADLINE]:
        store.replace_timers(table.id, DEADLINE, plan)
    return dues


def hold_deadlines(table: TableRow, clocks: list[Clock], now: float, stored: list[dict[str, Any]]) -> dict[str, Any]:
    """A paused table's clocks: the time each pending one has left, by key (kept while its key is unchanged; a new
    decision gets its full time). `stored` are the deadlines armed when the pause began (then dropped)."""
    held = dict(table.record.pause.held) if table.record.pause else {}
    for timer in stored:
        if timer["kind"] == DEADLINE and timer["payload"].get("key") is not None:
            held.setdefault(timer["payload"]["key"], [max(0.0, timer["due"] - now), timer["payload"]])
    out: dict[str, Any] = {}
    for clock in clocks:
        seconds = clock.seconds or turn_seconds(table)
        if not seconds or not clock.defaults:
            continue
        if clock.key in held:
            out[clock.key] = held[clock.key]
            continue
        seat, action = clock.defaults[0]
        payload = {"key": clock.key, "kind": clock.kind, "seat": seat, "action": action, "move_no": table.move_no}
        out[clock.key] = [float(seconds), payload]
    return out


def rearm_deadlines(store: Store, table: TableRow, held: dict[str, Any], now: float) -> dict[str, float]:
    """A pause is over: every held clock runs again with the time it had left."""
    plan = [(0, now + left, payload) for left, payload in held.values()]
    store.replace_timers(table.id, DEADLINE, plan)
    return {payload["key"]: due for _, due, payload in plan}


def next_repeat(due: float, now: float) -> float:
    """The next reminder after one fired at `due` (skipping any missed while the bot was down)."""
    nxt = due + REPEAT
    while nxt <= now:
        nxt += REPEAT
    return nxt
