"""The timer loop: sleeps until the earliest stored reminder or deadline is due, claims it, fires it, repeats.

Timers live in the store, so they survive restarts (the pattern of RoboDanny's reminder cog). Each due timer is
claimed with a lease before it fires (engine/timer_claims.py), so in a cluster of processes it fires once; a write of
timers wakes the loop at once (`Store.timers_written`) when one of them is due before the loop's next look (a move's
reminders, due hours later, wake nothing: the loop reads the earliest wake-up afresh at every look), and in a
cluster the loop also looks every `CLUSTER_SLEEP` seconds (another process's timers, or a dead one's whose lease ran
out; another process's writes wake it through PostgreSQL's NOTIFY, due unknown: at once).

The loop's first claim waits until the bot serves (`GameBot.wait_until_serving`): catching up timers that fell due
while the bot was down does not compete with the start. `first_pass` is set once that first look is done.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from typing import TYPE_CHECKING, Any

from discord.ext import commands

from admin import start_trace
from engine.cluster import HEARTBEAT
from engine.scheduling import BOT, DEADLINE, REMINDER, next_repeat
from engine.seats import RESUME, VOTE_END
from engine.tables import PLAYING
from engine.timer_claims import claim_due, release
from engine.timer_notify import listen_for_timers

if TYPE_CHECKING:
    from bot import GameBot

log = logging.getLogger("boardbot")

MAX_SLEEP = 300.0
CLUSTER_SLEEP = HEARTBEAT  # a process of a cluster looks at least this often (nothing tells it of others' timers)
HELD_POLL = 0.1  # seconds before looking again when another process was claiming the due tables


class TimerCog(commands.Cog, name="Timers"):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.store = bot.store
        self._wake = asyncio.Event()
        self._asleep_until: float | None = None  # when the sleeping loop looks next by itself (None: not asleep)
        self.first_pass = asyncio.Event()  # the loop has looked once (and fired what was due) since the start
        self._task: asyncio.Task[None] | None = None
        self._listener: asyncio.Task[None] | None = None

    async def cog_load(self) -> None:
        self.bot.timers = self
        self.store.timers_written = self.wake
        self._task = asyncio.create_task(self.run(), name="timers")
        if self.store.postgres:  # other processes' timers wake this loop too
            self._listener = asyncio.create_task(
                listen_for_timers(self.store.conn.url, self.wake), name="timers-listen"
            )

    async def cog_unload(self) -> None:
        for task in (self._listener, self._task):
            if task:
                task.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await task

    def wake(self, due: float | None = None) -> None:
        """Let the loop look again at once: timers were written, the earliest due at `due` (None: unknown), unless
        the loop sleeps and looks by itself no later than that (it reads the stored wake-ups afresh then)."""
        if due is not None and self._asleep_until is not None and due >= self._asleep_until:
            return
        self._wake.set()

    async def run(self) -> None:
        await self.bot.wait_until_serving()
        while not self.bot.is_closed():
            try:
                claimed = await self.fire_due(time.time())
                delay = self.sleep_for(time.time(), claimed)
            except Exception:
                log.exception("timer run failed")
                delay = 5.0  # never spin on a failing timer
            if not self.first_pass.is_set():
                self.first_pass.set()
                start_trace.mark("timers' first pass")
            self._wake.clear()
            self._asleep_until = time.time() + delay
            # asyncio.timeout, not wait_for: on 3.11 wait_for swallows a cancel that arrives as the event is set (a
            # write of timers just before close), and the loop would sleep on while close() waits for it
            with contextlib.suppress(TimeoutError):
                async with asyncio.timeout(delay):
                    await self._wake.wait()
            self._asleep_until = None

    def sleep_for(self, now: float, claimed: int) -> float:
        """Until the next table must be looked at (its timer due, or a lease on it ending); at once when more are
        due than one claim takes; a moment when due ones were passed over (another process is claiming them)."""
        longest = MAX_SLEEP if self.bot.cluster.shards.ids is None else CLUSTER_SLEEP
        nxt = self.store.next_due()
        if nxt is not None and nxt <= now:
            return 0.0 if claimed else HELD_POLL
        return longest if nxt is None else max(0.0, min(longest, nxt - now))

    async def fire_due(self, now: float) -> int:
        """Claim the due timers (engine/timer_claims.py) and fire them; how many were claimed."""
        owner = self.bot.cluster.id
        claimed = claim_due(self.store, owner, now)
        count = len(claimed)
        try:
            while claimed:
                await self.fire(claimed[0], now)
                release(self.store, owner, claimed.pop(0)["id"])  # no-op once the timer was dropped or replaced
        finally:  # a failure leaves the rest due again at once, not held until their lease ends
            release(self.store, owner, *(t["id"] for t in claimed))
        return count

    async def fire(self, timer: dict[str, Any], now: float) -> None:
        """Hand one claimed timer to the collaborator that fires it (each opens a session)."""
        head = self.store.table_head(timer["table_id"])
        cog = self.bot.game_cogs.get(head["kind"]) if head else None
        if head is None or cog is None or head["status"] != PLAYING:
            self.store.delete_timer(timer["id"])
            return
        if timer["kind"] == REMINDER:
            nxt = next_repeat(timer["due"], now)
            also = lambda t=timer, n=nxt: self.store.move_timer(t["id"], n)  # noqa: E731
            await cog.moves.remind(head["id"], timer["user_id"], also)
        elif timer["kind"] == BOT:
            moved = False
            try:
                moved = await cog.moves.bot_turn(head["id"], int(timer["payload"].get("seat", -1)))
            finally:
                if not moved:  # nothing to do, or it failed (a move replaces the bot timers itself)
                    self.store.delete_timer(timer["id"])
        elif timer["kind"] == DEADLINE and timer["payload"].get("key") is None:  # stored by an older build
            self.store.delete_timer(timer["id"])
            self.bot.tables.replan_deadlines(head["id"])
        elif timer["kind"] == DEADLINE:
            try:
                await cog.moves.on_deadline(head["id"], str(timer["payload"].get("key")))
            except Exception:
                self.store.delete_timer(timer["id"])  # a failing deadline must not fire forever
                raise
        elif timer["kind"] == RESUME:  # a vacation is over on this table (cogs/seats.py)
            await cog.seats.on_resume_timer(head["id"], timer)
        elif timer["kind"] == VOTE_END:  # an open vote's deadline (cogs/seats.py)
            await cog.seats.on_vote_timer(head["id"], timer)
        else:
            self.store.delete_timer(timer["id"])


async def setup(bot: GameBot) -> None:
    await bot.add_cog(TimerCog(bot))
