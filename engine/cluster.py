"""The processes over one database: a registry of who is live, with which gateway shards.

Each bot process registers at start (`register`): a row with its id, host, pid, shard range and a heartbeat it renews
(`beat`). A process whose heartbeat is older than `STALE` seconds is dead; on its own host sooner, once its pid no
longer runs (a kill -9 and a restart on one machine need not wait; an earlier bot of this very process, as a test's,
is superseded). A start whose shard range overlaps a live process's is refused (two processes would both answer the
same servers' events). What a dead process owned is taken over by any live one: its timers' claims at the next
heartbeat of a live process (`beat`), at a registration, or when their lease runs out (engine/timer_claims.py); its
outbox rows, whose owner is no longer live (`Cluster.orphaned`), at a live process's next heartbeat or start (bot.py
`take_over_outbox`). Its gateway shards are not taken over: Discord sends their servers' events to that shard range
only, so they wait until a process with that range starts again (the range is free once the process is dead).

SQL in the portable subset (SQLite and PostgreSQL), through the store's connection.
"""

from __future__ import annotations

import os
import secrets
import socket
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from engine.store import Store
from engine.timer_claims import take_over

HEARTBEAT = 10.0  # seconds between heartbeats
STALE = 3 * HEARTBEAT  # a heartbeat this old: the process is dead
FORGET = 24 * 3600.0  # rows of processes dead this long are dropped at the next start
ALL_SHARDS = (0, 1 << 30)  # the range of a process that takes every shard (a single process)
REGISTRY_LOCK = -1  # the lock id (store.table_lock) serialising registrations: no table has it


class ClusterError(RuntimeError):
    """A start refused (its shard range is another live process's); the message is one line saying why."""


@dataclass(frozen=True)
class ShardRange:
    """The shards a process serves: ids `first..last` (inclusive) of `count`; None count: Discord decides."""

    first: int
    last: int
    count: int | None

    @classmethod
    def everything(cls, count: int | None = None) -> ShardRange:
        return cls(ALL_SHARDS[0], ALL_SHARDS[1], count)

    @property
    def ids(self) -> list[int] | None:
        """The shard ids to connect, or None for all (a single process)."""
        return None if self.last >= ALL_SHARDS[1] else list(range(self.first, self.last + 1))

    def overlaps(self, first: int, last: int) -> bool:
        return self.first <= last and first <= self.last

    def describe(self) -> str:
        return "all shards" if self.ids is None else f"shards {self.first}-{self.last} of {self.count}"


@dataclass(frozen=True)
class Process:
    id: str
    host: str
    pid: int
    first: int
    last: int
    heartbeat: float


def new_process_id() -> str:
    """Unique for every run (a restart is a new process: what the old one owned is taken over, never assumed)."""
    return f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(3)}"


def pid_gone(pid: int) -> bool:
    """Whether a pid of this host no longer runs (a zombie — killed, not yet reaped — counts as gone)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except PermissionError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    try:
        return stat.read_text().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except (OSError, IndexError):
        return False


class Cluster:
    """This process's entry in the registry, and what it knows of the others."""

    def __init__(self, store: Store, shards: ShardRange | None = None, clock: Callable[[], float] | None = None):
        self.store = store
        self.shards = shards or ShardRange.everything()
        self.clock = clock or store.clock
        self.id = new_process_id()
        self.host = socket.gethostname()
        self.registered = False
        self._live: frozenset[str] = frozenset()
        self._live_at = float("-inf")
        self._taken_over: set[str] = set()  # dead processes whose timer claims this one has freed

    # -- the registry -------------------------------------------------------------------------------------------
    def processes(self) -> list[Process]:
        rows = self.store.conn.execute("SELECT id, host, pid, shard_first, shard_last, heartbeat FROM processes")
        return [Process(r[0], r[1], int(r[2]), int(r[3]), int(r[4]), float(r[5])) for r in rows]

    def is_dead(self, process: Process, now: float) -> bool:
        if process.id == self.id:
            return False
        if process.heartbeat < now - STALE:
            return True
        if process.host != self.host:
            return False
        return process.pid == os.getpid() or pid_gone(process.pid)  # same pid: an earlier bot of this process

    def register(self) -> None:
        """Join the cluster, or raise ClusterError when a live process serves one of our shards."""
        now = self.clock()
        with self.store.table_lock(REGISTRY_LOCK), self.store.transaction():
            dead: list[str] = []
            for other in self.processes():
                if self.is_dead(other, now):
                    dead.append(other.id)
                    continue
                if self.shards.overlaps(other.first, other.last):
                    mine = self.shards.describe()
                    theirs = "all shards" if other.last >= ALL_SHARDS[1] else f"shards {other.first}-{other.last}"
                    raise ClusterError(
                        f"refused to start: {mine} overlap {theirs} of the live process {other.id} (pid {other.pid} "
                        f"on {other.host}, heartbeat {now - other.heartbeat:.0f} s ago); give each process its own "
                        "BOARDBOT_SHARD_IDS"
                    )
            take_over(self.store, dead)  # their timers' claims (their outbox rows: `orphaned`)
            self._taken_over.update(dead)
            self.store.conn.execute("DELETE FROM processes WHERE heartbeat < ?", [now - FORGET])
            self.store.conn.execute(
                "INSERT INTO processes (id, host, pid, shard_first, shard_last, shard_count, started_at, heartbeat) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [self.id, self.host, os.getpid(), self.shards.first, self.shards.last, self.shards.count, now, now],
            )
        self.registered = True
        self._live_at = float("-inf")

    def beat(self) -> list[str]:
        """Renew the heartbeat (every HEARTBEAT seconds); re-register if the row was dropped meanwhile. The claims
        of processes found dead since the last beat are freed at once (take_over: their due timers fire here or
        anywhere live, not a lease later); the processes whose claims were freed are returned."""
        now = self.clock()
        with self.store.transaction():
            cursor = self.store.conn.execute("UPDATE processes SET heartbeat = ? WHERE id = ?", [now, self.id])
            mine = cursor.rowcount
            everyone = self.processes()
            gone = {p.id for p in everyone if self.is_dead(p, now)}
            dead = sorted(gone - self._taken_over)
            take_over(self.store, dead)
        self._taken_over.update(dead)
        self._live, self._live_at = frozenset(p.id for p in everyone if p.id not in gone) | {self.id}, now
        if mine == 0 and self.registered:
            self.register()
        return dead

    def leave(self) -> None:
        """A clean stop: our row goes (what we owned is unowned from now on)."""
        if not self.registered:
            return
        with self.store.transaction():
            self.store.conn.execute("DELETE FROM processes WHERE id = ?", [self.id])
        self.registered = False

    # -- who is live --------------------------------------------------------------------------------------------
    def live(self, max_age: float = 1.0) -> frozenset[str]:
        """The ids of the live processes (this one included), read at most every `max_age` seconds."""
        now = self.clock()
        if now - self._live_at > max_age:
            self._live = frozenset(p.id for p in self.processes() if not self.is_dead(p, now)) | {self.id}
            self._live_at = now
        return self._live

    def alive(self, owner: str | None) -> bool:
        """Whether the process that owns a row is live (None: no owner, an older build's or a stopped one's)."""
        return owner is not None and (owner == self.id or owner in self.live())

    def orphaned(self, owner: str | None) -> bool:
        """A row nobody live is delivering: unowned, or its owner is dead (to be taken over)."""
        return not self.alive(owner)
