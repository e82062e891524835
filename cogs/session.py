"""The unit of work on one table: `async with cog.session(table_id) as s:`.

Every command, click and timer that reads or changes a table goes through one session:

1. take the table's lock (one `asyncio.Lock` per table in this process; two clicks are applied one after the other),
   then the store's lock of the table across processes (`store.try_table_lock`, polled so the event loop never waits
   in the database: an advisory lock on PostgreSQL, nothing on SQLite; the move number's compare-and-set in
   `Store.commit_move` is the safety net behind it),
2. deliver what an earlier run left owed for this table (its outbox rows a kill interrupted),
3. read and decode the table once (`s.table`), for the whole request,
4. act: the caller commits the change and everything it causes in one transaction, and says so (`s.stored()`),
5. on a clean exit after a commit: deliver the table's new rows, still under the lock, so the next request on the
   table sees them sent (the timer loop was woken by the store as the change wrote its timers, if one is due before
   the loop looks anyway: `Store.timers_written`).

Nothing else takes a table lock. In a cluster of processes the rows a session delivered are written before the lock
is released (`GameBot.outbox_delivered`), so the next process to hold the table sees them sent.
"""

from __future__ import annotations

import asyncio
from types import TracebackType
from typing import TYPE_CHECKING, Protocol

from engine.store import TableRow
from engine.tables import Tables

if TYPE_CHECKING:
    from bot import GameBot


TABLE_LOCK_POLL = 0.05  # seconds between tries while another process holds the table


class Deliverer(Protocol):
    """What a session needs of a cog: the bot, the tables, and the deliverer of a table's outbox rows."""

    bot: GameBot
    tables: Tables

    async def deliver(self, table_id: int) -> None: ...


class Session:
    """One request's work on one table, under its lock (see the module's docstring)."""

    def __init__(self, cog: Deliverer, table_id: int) -> None:
        self.cog = cog
        self.bot = cog.bot
        self.table_id = table_id
        self.dirty = False  # a change was committed: deliver on exit
        self._table: TableRow | None = None
        self._lock: asyncio.Lock | None = None
        self._held = False  # the store's lock of the table (across processes)

    async def __aenter__(self) -> Session:
        self._lock = self.bot.table_lock(self.table_id)
        await self._lock.acquire()
        try:
            while not self.bot.store.try_table_lock(self.table_id):  # another process holds it (PostgreSQL)
                await asyncio.sleep(TABLE_LOCK_POLL)
            self._held = True
            await self.drain()
        except BaseException:
            self._release()
            raise
        return self

    def _release(self) -> None:
        assert self._lock is not None
        try:
            if self._held:
                self._held = False
                self.bot.store.table_unlock(self.table_id)
        finally:
            self._lock.release()

    async def __aexit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        assert self._lock is not None
        try:
            if kind is None and self.dirty:
                await self.cog.deliver(self.table_id)
        finally:
            self._release()

    async def drain(self) -> None:
        """Before anything new: deliver what an earlier run left unsent for this table."""
        if self.table_id in self.bot.backlog:
            self.bot.backlog.discard(self.table_id)
            await self.cog.deliver(self.table_id)

    @property
    def table(self) -> TableRow:
        """The table, read and decoded once per session (raises TableError when it is gone or damaged)."""
        if self._table is None:
            self._table = self.cog.tables.get(self.table_id)
        return self._table

    def reread(self) -> TableRow:
        """Read the table afresh (after a change stored through another row object)."""
        self._table = None
        return self.table

    def stored(self) -> None:
        """A change and what it causes were committed: on exit the rows are delivered."""
        self.dirty = True
