"""The start's order (bot.py): the timer loop claims nothing and no worker process is launched until the bot serves,
that is until it is ready and has caught up (`announce_missed`); then both go."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot import create_bot
from cogs.workers import Workers


async def test_timers_and_workers_wait_until_the_bot_serves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bot = create_bot(str(tmp_path / "db.sqlite"), sync_commands=False)
    bot.workers = Workers(1)
    claims: list[bool] = []  # one per claim of the timer loop: whether the bot was serving then
    seen_while_catching_up: list[tuple[int, list[int]]] = []

    async def catch_up() -> None:
        for _ in range(20):  # a slow catch-up: the loop gets every chance to claim meanwhile
            await asyncio.sleep(0)
        seen_while_catching_up.append((len(claims), bot.workers.pids()))

    monkeypatch.setattr(bot, "announce_missed", catch_up)
    try:
        await bot.setup_hook()
        assert bot.timers is not None and bot.workers.running

        async def fire_due(now: float) -> int:
            claims.append(bot.serving.is_set())
            return 0

        monkeypatch.setattr(bot.timers, "fire_due", fire_due)
        for _ in range(20):
            await asyncio.sleep(0)
        assert claims == [] and bot.workers.pids() == [], "the start itself claims timers or launches workers"
        assert not bot.serving.is_set()

        await bot.on_ready()
        assert seen_while_catching_up == [(0, [])], "timers claimed or workers launched while catching up"
        assert bot.serving.is_set()
        assert len(bot.workers.pids()) == 1, "the workers are launched once serving"
        await asyncio.wait_for(bot.timers.first_pass.wait(), timeout=10)
        assert claims and all(claims)
    finally:
        await bot.close()
        bot.store.close()
