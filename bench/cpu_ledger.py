"""CPU of one asyncio process split between parts that share its event loop (the bot, the fake Discord, the
scripted players), for benches that cannot put the bot in a process of its own.

Each part is a value of the context variable `OWNER`. A task copies the context it is created in, and so do the
loop's callbacks (a socket's reader registered by a server task belongs to that server), so setting `OWNER` where a
part starts (around the fake Discord's `start`, around the bot's start-up) marks everything it later runs. Every
callback the loop runs (`asyncio.Handle._run`: a task's step, a socket read, a timer) is charged, on this thread's CPU
clock, to the owner in its context; a call from one part into another inside one step is charged to the callee when
it is wrapped with `Ledger.charged`. What runs outside any callback (the loop's own select and bookkeeping) is
charged to `LOOP`, and what no part claims has the owner `UNCLAIMED`: a bench charges both to the bot, so the bot's
figure can only be too high.

Works with any asyncio code (it patches only asyncio), so an old checkout is measured the same way.
"""

from __future__ import annotations

import asyncio.events
import contextvars
import functools
import inspect
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

OWNER: contextvars.ContextVar[str] = contextvars.ContextVar("cpu_owner", default="unclaimed")
UNCLAIMED = "unclaimed"
LOOP = "event loop"
BOT, FAKE, PLAYERS = "bot", "fake Discord", "players"  # the parts of a bench with the fake Discord


class Ledger:
    """CPU seconds per owner on this thread, from `install` on (one ledger installed at a time)."""

    def __init__(
        self, clock: Callable[[], float] = time.thread_time, on_switch: Callable[[str], None] | None = None
    ) -> None:
        self.clock = clock
        self.on_switch = on_switch  # told each new owner (e.g. to profile only one part)
        self.spent: dict[str, float] = {}
        self.current = LOOP
        self.mark = 0.0
        self._original: Any = None

    def switch(self, owner: str) -> str:
        """Charge the CPU since the last switch to the current owner, make `owner` current; the previous owner."""
        now = self.clock()
        self.spent[self.current] = self.spent.get(self.current, 0.0) + now - self.mark
        self.mark, previous, self.current = now, self.current, owner
        if self.on_switch is not None and owner != previous:
            self.on_switch(owner)
        return previous

    def install(self) -> None:
        """Charge every callback of every event loop on this thread from now on."""
        original = self._original = asyncio.events.Handle._run
        ledger = self

        def charged_run(handle: asyncio.events.Handle) -> None:
            previous = ledger.switch(handle._context.get(OWNER, UNCLAIMED))  # type: ignore[attr-defined]
            try:
                original(handle)
            finally:
                ledger.switch(previous)

        self.mark, self.current = self.clock(), LOOP
        asyncio.events.Handle._run = charged_run  # type: ignore[method-assign]

    def uninstall(self) -> None:
        if self._original is not None:
            self.switch(LOOP)
            asyncio.events.Handle._run = self._original  # type: ignore[method-assign]
            self._original = None

    @contextmanager
    def owned(self, owner: str) -> Iterator[None]:
        """Inside: this task's steps, and the tasks and callbacks it creates, belong to `owner`."""
        token = OWNER.set(owner)
        previous = self.switch(owner)
        try:
            yield
        finally:
            OWNER.reset(token)
            self.switch(previous)

    def charged(self, owner: str, function: Callable[..., Any]) -> Callable[..., Any]:
        """`function` (plain or async) charged to `owner` whoever calls it."""
        if inspect.iscoroutinefunction(function):

            @functools.wraps(function)
            async def charged_async(*args: Any, **kwargs: Any) -> Any:
                with self.owned(owner):
                    return await function(*args, **kwargs)

            return charged_async

        @functools.wraps(function)
        def charged_sync(*args: Any, **kwargs: Any) -> Any:
            with self.owned(owner):
                return function(*args, **kwargs)

        return charged_sync

    def charge_methods(self, owner: str, instance: Any) -> None:
        """Every public method of `instance` (and of its class's bases) charged to `owner` when called on it."""
        for name in dir(type(instance)):
            if name.startswith("_"):
                continue
            attribute = getattr(type(instance), name, None)
            if inspect.isfunction(attribute):
                setattr(instance, name, self.charged(owner, getattr(instance, name)))


class GcClock:
    """Seconds spent in the garbage collector (per generation) while `on`, on `clock` (wall time by default; a
    thread's CPU clock, `time.thread_time`, is the one to use on a shared machine); cProfile charges a collection to
    whatever function happened to allocate when it started."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.clock = clock
        self.on = False
        self.started = 0.0
        self.seconds = [0.0, 0.0, 0.0]

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self.started = self.clock()
        elif self.on:
            self.seconds[info["generation"]] += self.clock() - self.started
