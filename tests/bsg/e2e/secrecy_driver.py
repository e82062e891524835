"""Playing BSG twins through the real bot and the fake Discord, and recording what one seat (O) observes there.

- `FakeClock`: the tables' clock (stored deadlines and reminders are armed from it); a deadline runs out when the test
  moves it to the due time and lets the bot's timer loop fire what is due (`TimerCog.fire_due`).
- `World`: a copy of the fake Discord's world (guild, users, channels, messages, attachments) and of the bot's
  database, taken while the bot is stopped, so each twin restarts from the same Discord and the same store.
- `Recorder`: everything O can observe, after every input: the thread's messages (text, embeds, components' labels and
  custom_ids, attachments by a hash of their bytes, how often each was edited), O's DMs, O's ephemeral replies (to
  its own presses and to `/bsg hand`), and the timing: every stored deadline's key and due time, O's reminders.
  Ids of messages made after the fork are numbered in order of appearance, so two twins compare equal.
- `drive`: one scripted step through Discord, with the controls the bot shows (thread buttons, the seat's DM
  panel, its card menu and confirm button), or a clock running out.
"""

from __future__ import annotations

import copy
import hashlib
import json
import re
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from engine.scheduling import DEADLINE, REMINDER
from engine.store import Store, TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import confirm_id, confirmation, control_for, panel_message, shown_index
from sandbox.world import FakeMessage
from tests.bsg.e2e.secrecy_twins import BATCH, MENU, Step

T0 = 4_000_000_000.0  # the fake clock starts far in the future: the real timer loop never finds anything due
TICK = 7.0  # seconds of fake time before every input
WORLD = ("users", "channels", "messages_by_id", "attachments", "global_commands", "guild_commands", "_command_ids")
SNOWFLAKE = re.compile(r"\d{17,20}")


class FakeClock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


# -- forking the world -------------------------------------------------------------------------------------------------
@dataclass
class World:
    parts: dict[str, Any]
    db: Path
    now: float
    ids: set[int]  # every id that exists at the fork (kept as they are in a recording)

    @classmethod
    def take(cls, server: FakeDiscord, db: Path, copy_to: Path, now: float) -> World:
        parts = copy.deepcopy({name: getattr(server, name) for name in WORLD})
        copy_db(db, copy_to)
        ids = {server.guild_id, *server.users, *server.channels, *server.messages_by_id, *server.attachments}
        return cls(parts, copy_to, now, ids)

    def restore(self, server: FakeDiscord, db: Path, clock: FakeClock) -> None:
        for name, value in copy.deepcopy(self.parts).items():
            setattr(server, name, value)
        server.interactions.clear()
        copy_db(self.db, db)
        clock.now = self.now


def copy_db(source: Path, target: Path) -> None:
    for suffix in ("", "-wal", "-shm"):
        Path(f"{target}{suffix}").unlink(missing_ok=True)
    src, dst = sqlite3.connect(source), sqlite3.connect(target)
    try:
        src.backup(dst)
    finally:
        src.close()
        dst.close()


def write_state(db: Path, table_id: int, state: dict[str, Any]) -> None:
    """The twin's hidden change, written into its stored table (the bot is stopped)."""
    store = Store(db)
    try:
        table = store.get_table(table_id)
        assert table is not None
        table.state = state
        store.save_table(table)
    finally:
        store.close()


# -- what O observes ---------------------------------------------------------------------------------------------------
@dataclass
class Recorder:
    server: FakeDiscord
    bot: Any
    table_id: int
    observer_user: int
    known_ids: set[int]
    steps: list[dict[str, Any]] = field(default_factory=list)
    replies: list[Any] = field(default_factory=list)  # O's ephemeral replies since the last record
    names: dict[str, str] = field(default_factory=dict)  # new id → its number

    def ids(self, text: str) -> str:
        def one(match: re.Match[str]) -> str:
            value = int(match.group())
            if value in self.known_ids:
                return match.group()
            return self.names.setdefault(match.group(), f"<new {len(self.names)}>")

        return SNOWFLAKE.sub(one, text)

    def message(self, m: FakeMessage) -> Any:
        components = [
            (c.type, c.custom_id, c.label, c.disabled, c.style, c.placeholder, c.options, c.min_values, c.max_values)
            for c in m.components
        ]
        files = [(a.filename, hashlib.sha1(a.data).hexdigest()) for a in m.attachments]
        raw = json.dumps([m.content, m.embeds, components, files, len(m.history), m.deleted], sort_keys=True)
        return self.ids(raw)

    def take(self, label: str) -> None:
        table = self.bot.store.get_table(self.table_id)
        timers = self.bot.store.timers(self.table_id, fresh=True)
        deadlines = sorted(
            (t["payload"].get("key"), t["payload"].get("kind"), round(t["due"] - T0, 3))
            for t in timers
            if t["kind"] == DEADLINE
        )
        reminders = sorted(
            round(t["due"] - T0, 3) for t in timers if t["kind"] == REMINDER and t["user_id"] == self.observer_user
        )
        self.steps.append(
            {
                "step": label,
                "thread": [self.message(m) for m in self.server.messages(table.thread_id, system=True)],
                "dm": [self.message(m) for m in self.server.dm_messages(self.observer_user)],
                "replies": [self.message(m) for m in self.replies],
                "deadlines": deadlines,
                "reminders": reminders,
            }
        )
        self.replies = []


def first_difference(one: list[dict[str, Any]], two: list[dict[str, Any]]) -> str | None:
    """Where two recordings part (None: they are the same)."""
    for i, (a, b) in enumerate(zip(one, two, strict=False)):
        for part in a:
            if part != "step" and a[part] != b.get(part):  # "step" labels the input (a twin's form may differ)
                if isinstance(a[part], list) and isinstance(b.get(part), list):
                    pairs = list(zip(a[part], b[part], strict=False))
                    at = next((j for j, (x, y) in enumerate(pairs) if x != y), len(pairs))
                    x = a[part][at] if at < len(a[part]) else "<none>"
                    y = b[part][at] if at < len(b[part]) else "<none>"
                    return f"step {i} ({a['step']}), {part}[{at}]:\n  original: {x}\n  twin:     {y}"
                return f"step {i} ({a['step']}), {part}: {a[part]!r} != {b.get(part)!r}"
    if len(one) != len(two):
        return f"{len(one)} records against {len(two)}"
    return None


# -- one input through Discord -----------------------------------------------------------------------------------------
class Driver:
    """Presses what a step needs, as the seat's player would; remembers O's replies in the recorder."""

    def __init__(self, server: FakeDiscord, bot: Any, table_id: int, clock: FakeClock, recorder: Recorder | None):
        self.server, self.bot, self.table_id, self.clock, self.recorder = server, bot, table_id, clock, recorder
        self.game = bot.tables.game_of(bot.store.get_table(table_id))

    def table(self) -> TableRow:
        table = self.bot.store.get_table(self.table_id)
        assert table is not None
        return table

    async def press(self, user: int, message: FakeMessage, cid: str, values: list[str] | None = None) -> Any:
        if values is None:
            rec = await self.server.click(user, message, cid)
        else:
            rec = await self.server.select(user, message, cid, values)
        await rec.wait_done()
        assert rec.rejected is None, rec.rejected
        if self.recorder is not None and user == self.recorder.observer_user:
            self.recorder.replies += [m for m in rec.messages if m.ephemeral]
        return rec

    async def step(self, step: Step, twin: int) -> None:
        """One scripted input (`twin` 0 or 1 picks that twin's form of the action)."""
        self.clock.now += TICK
        table = self.table()
        if step.kind == "clock":
            due = next(
                t["due"] for t in self.bot.store.timers(table.id, fresh=True) if t["payload"].get("key") == step.key
            )
            self.clock.now = max(self.clock.now, due)
            await self.bot.timers.fire_due(self.clock.now)
            await drive.settle(self.server, self.bot)
            return
        await self.move(table, step.seat, step.actions[twin])
        await drive.settle(self.server, self.bot)

    async def move(self, table: TableRow, seat: int, action: dict[str, Any]) -> None:
        state = table.state
        assert state is not None
        user = table.seats[seat]
        legal = self.game.legal_actions(state, seat)
        kind = state["decision"]["kind"]
        if not self.game.secret_input(state, seat):
            thread = drive.thread_messages(self.server, table)
            message = drive.last_with(thread, f"g:{table.id}:do:") or drive.last_with(thread, f"s:{table.id}:menu:")
            assert message is not None, "a public decision has its controls in the thread"
            cid, value = control_for(
                message, table.id, seat, shown_index(self.game, state, seat, legal, legal.index(action))
            )
            await self.press_and_confirm(user, message, cid, value)
            return
        panel = await self.panel(table, seat)
        if kind in BATCH and action.get("cards"):
            hand = self.game.view(state, seat)["me"]["hand"][:MENU]
            chosen = sorted(hand.index(c) for c in action["cards"])
            pick = next(c for c in panel.custom_ids if c.startswith(f"s:{table.id}:pick:"))
            rec = await self.press(user, panel, pick, [str(i) for i in chosen])
            panel = rec.last if panel.ephemeral and rec.last is not None else self.server.message(panel.id)
            confirm = next(c for c in panel.custom_ids if c.startswith(f"g:{table.id}:give:"))
            assert confirm.endswith("-".join(str(i) for i in chosen)), confirm
            await self.press(user, panel, confirm)
            return
        cid, value = control_for(panel, table.id, seat, shown_index(self.game, state, seat, legal, legal.index(action)))
        await self.press_and_confirm(user, panel, cid, value)

    async def press_and_confirm(self, user: int, message: FakeMessage, cid: str, value: str | None) -> None:
        """Press a control; an irreversible action asks first: press its Confirm."""
        rec = await self.press(user, message, cid, None if value is None else [value])
        asked = confirmation(rec, self.table_id)
        if asked is not None:
            await self.press(user, asked, confirm_id(asked, self.table_id))

    async def panel(self, table: TableRow, seat: int) -> FakeMessage:
        """O's own DM panel (edited in place); any other seat's panel as `/bsg hand` shows it, fresh (in a changed
        twin the DM panels of the seats whose secrets changed still show the original's controls, which the bot
        would refuse as out of date)."""
        user = table.seats[seat]
        if self.recorder is None or user == self.recorder.observer_user:
            where = panel_message(self.bot, table, seat)
            assert where and "message" in where, f"seat {seat} has no DM panel"
            return self.server.message(where["message"])
        rec = await self.server.slash(user, "bsg hand", channel=table.thread_id)
        await rec.wait_done()
        assert rec.last is not None and rec.last.ephemeral
        return rec.last

    async def look(self, user: int, commands: tuple[str, ...] = ("bsg hand",)) -> None:
        """O asks for its panel (`/bsg hand`), and maybe the board or the log: ephemeral replies, as a player checking
        the game would see them."""
        for command in commands:
            rec = await self.server.slash(user, command, channel=self.table().thread_id)
            await rec.wait_done()
            if self.recorder is not None:
                self.recorder.replies += [m for m in rec.messages if m.ephemeral]
