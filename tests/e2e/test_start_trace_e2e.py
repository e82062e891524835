"""A bot process's start, traced (admin/start_trace.py): the phases in the order the start reaches them, serving
before the worker pool is launched and before the timer loop's first pass, and the ready file last."""

from __future__ import annotations

from pathlib import Path

import pytest

from admin import start_trace
from sandbox import FakeDiscord
from sandbox.bot_process import BotProcess

PHASES = [
    "interpreter up",
    "discord imported",
    "bot imported",
    "store opened",
    "logged in",
    "shared cogs loaded",
    "game cogs loaded",
    "command tree translated",
    "commands synced",
    "gateway ready",
    "serving",
]
AFTER_SERVING = {"workers launched", "timers' first pass", "ready file written"}


async def test_a_traced_start_records_its_phases_in_order(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    trace = tmp_path / "start.trace"
    monkeypatch.setenv(start_trace.ENV, str(trace))
    monkeypatch.setenv("BOARDBOT_WORKERS", "1")  # a worker process too, which must mark nothing
    process = BotProcess(fake_discord, tmp_path / "db.sqlite")
    await process.start()
    try:
        assert process.proc is not None
        phases = start_trace.read(trace, process.proc.pid)
    finally:
        process.stop()
        await process.gone()
    names = [str(p["phase"]) for p in phases]
    assert names[: len(PHASES)] == PHASES
    assert set(names[len(PHASES) :]) == AFTER_SERVING and names[-1] == "ready file written"
    assert [p["at"] for p in phases] == sorted(p["at"] for p in phases)
    assert all(p["pid"] == process.proc.pid for p in start_trace.read(trace)), "only the bot process traces"
