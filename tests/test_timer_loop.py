"""The timer loop (cogs/timers.py): it stops when cancelled, even when timers were written in the same instant;
written timers wake it only when due before its next look."""

from __future__ import annotations

import asyncio
import time
from types import SimpleNamespace

import pytest

from cogs.timers import TimerCog


class QuietBot(SimpleNamespace):
    """Just what the loop asks of the bot: serving at once, never closed (close() cancels the loop first)."""

    async def wait_until_serving(self) -> None:
        return None

    def is_closed(self) -> bool:
        return False


async def test_a_cancel_that_comes_with_a_wake_up_stops_the_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    cog = TimerCog(QuietBot(store=SimpleNamespace()))
    fired = asyncio.Event()

    async def fire_due(now: float) -> int:
        fired.set()
        return 0

    monkeypatch.setattr(cog, "fire_due", fire_due)
    monkeypatch.setattr(cog, "sleep_for", lambda now, claimed: 300.0)
    task = asyncio.create_task(cog.run())
    await fired.wait()
    for _ in range(5):  # until the loop sleeps on its wake-up event
        await asyncio.sleep(0)
    cog.wake()  # a write of timers just before close() (the bot's close cancels the loop)
    task.cancel()
    done, _ = await asyncio.wait({task}, timeout=5)
    assert task in done and task.cancelled()


async def test_timers_written_wake_the_sleeping_loop_only_when_due_before_its_next_look(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    cog = TimerCog(QuietBot(store=SimpleNamespace()))
    passes: list[float] = []

    async def fire_due(now: float) -> int:
        passes.append(now)
        return 0

    monkeypatch.setattr(cog, "fire_due", fire_due)
    monkeypatch.setattr(cog, "sleep_for", lambda now, claimed: 300.0)
    task = asyncio.create_task(cog.run())
    try:
        for _ in range(20):  # until the loop sleeps on its wake-up event
            await asyncio.sleep(0)
        assert len(passes) == 1
        cog.wake(time.time() + 3600)  # a reminder an hour away: the loop looks before that anyway
        for _ in range(20):
            await asyncio.sleep(0)
        assert len(passes) == 1
        cog.wake(time.time() + 1)  # a bot's move in a second: due before the loop's next look
        for _ in range(20):
            await asyncio.sleep(0)
        assert len(passes) == 2
        cog.wake()  # due unknown (another process's write, a take-over): at once
        for _ in range(20):
            await asyncio.sleep(0)
        assert len(passes) == 3
    finally:
        task.cancel()
        await asyncio.wait({task}, timeout=5)
