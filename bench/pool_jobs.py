"""Jobs the benches hand the bot's worker pool (cogs/workers.py). A worker does not run the bench's main module
(which imports the bot, as bot.py does), so its jobs live here, in a module that imports nothing heavy."""

from __future__ import annotations

import os
import time


def compute_for_ever() -> None:
    """A job that never ends (a long render or bot decision): its worker is busy whenever the bot is killed."""
    while True:
        sum(i * i for i in range(10_000))


def pid_after(seconds: float) -> int:
    """This worker's pid, after `seconds` (so that every worker of the pool gets one of a batch)."""
    time.sleep(seconds)
    return os.getpid()


def started(hold: float) -> tuple[int, float, float]:
    """(pid, CPU seconds this worker used before the job, the wall clock as it began), once it has held the job for
    `hold` seconds (so that every worker of the pool gets one of a batch). A worker takes its first job once warmed
    up: its CPU then is what its start cost."""
    at, cpu = time.time(), time.process_time()
    time.sleep(hold)
    return os.getpid(), cpu, at
