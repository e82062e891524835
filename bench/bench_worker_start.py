"""A worker's start: what each process of the bot's worker pool (cogs/workers.py) costs before it takes its first
job, with the way the bot starts them (`WorkerContext`: the bot's main module not run again) against plain `spawn`
(the baseline: each worker runs the main module again, the bot with discord.py, before its warm-up).

This file is the owner's main module, as bot.py is the bot's: it imports the bot. Each run launches a pool of N
workers (the games' renderers imported in their warm-up, as the bot's), hands each one job (bench/pool_jobs.py) and
reads, per worker: the wall time from the launch to its first job and the CPU it used until then. Runs alternate
which way goes first.

Run from the project root:  python bench/bench_worker_start.py [--runs 7] [--workers 2]
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.pool_jobs import started  # noqa: E402
from bot import games  # noqa: E402
from cogs import catalogue  # noqa: E402
from cogs.workers import WorkerContext, Workers  # noqa: E402

WAYS = {"worker": WorkerContext, "spawn": lambda: multiprocessing.get_context("spawn")}
HOLD = 1.0  # seconds each first job holds its worker, so that every worker of the pool takes one


async def first_jobs(way: str, size: int) -> list[tuple[float, float]]:
    """(wall s from the launch, CPU s) of each worker of a new pool at its first job."""
    workers = Workers(size)
    workers.modules = tuple(catalogue.descriptor(name).renderer.module for name in games())
    workers.context = WAYS[way]()
    launched = time.time()
    workers.start(launch=False)
    try:
        answers = await asyncio.gather(*(workers.call(started, HOLD) for _ in range(size)))
    finally:
        await workers.close()
    if len({pid for pid, _, _ in answers}) < size:  # a worker took two: the other one's first job came late
        return await first_jobs(way, size)
    return [(at - launched, cpu) for _, cpu, at in answers]


async def measure(runs: int, size: int) -> None:
    found: dict[str, list[tuple[float, float]]] = {way: [] for way in WAYS}
    for run in range(runs):
        for way in WAYS if run % 2 == 0 else reversed(WAYS):
            found[way] += await first_jobs(way, size)
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"{size} workers per pool, {runs} runs each, alternating; load at the end: {load}")
    print(f"{'way':8} {'wall s to the first job (median, max)':>40} {'CPU s (median, max)':>24}")
    mid = {}
    for way, rows in found.items():
        walls, cpus = [w for w, _ in rows], [c for _, c in rows]
        mid[way] = statistics.median(walls), statistics.median(cpus)
        print(f"{way:8} {mid[way][0]:>30.3f} {max(walls):>9.3f} {mid[way][1]:>14.3f} {max(cpus):>9.3f}")
    (wall, cpu), (base_wall, base_cpu) = mid["worker"], mid["spawn"]
    print(f"ratio worker/spawn: wall {wall / base_wall:.3f}, CPU {cpu / base_cpu:.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    asyncio.run(measure(args.runs, args.workers))


if __name__ == "__main__":
    main()
