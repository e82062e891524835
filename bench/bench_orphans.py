"""Orphaned workers: what the bot's worker processes (cogs/workers.py) cost after the bot is killed with SIGKILL.

A small owner process stands for the bot: it launches a pool of N workers as the bot does (the games' renderers
imported in their warm-up), then is killed in one of three states: `idle` (warmed up, waiting for jobs), `busy`
(every worker on a job that computes for ever) or `warming` (just launched, still importing). This process is the
workers' subreaper (prctl PR_SET_CHILD_SUBREAPER), so the orphans become its children: their CPU after the kill is
their final rusage (wait4) less their CPU at the kill (/proc), and their time to end is from the kill to the last one
reaped. Each run measures three ways of starting and watching, alternating their order:

- `poll`: a thread that checks the parent's pid every ORPHAN_CHECK_SECONDS;
- `pdeathsig` (`watch_parent` on Linux, as the bot does): the kernel sends SIGTERM when the bot's process ends;
- `pdeathsig+main` (the baseline, as before): the same, but with workers spawned by plain `spawn`, each running the
  owner's main module again (the bot with discord.py) before its warm-up: the prctl comes only after that.

Run from the project root (Linux):  python bench/bench_orphans.py [--runs 5] [--workers 2]
"""

from __future__ import annotations

import argparse
import asyncio
import ctypes
import multiprocessing
import os
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# The owner runs this file as its main module, as the bot runs bot.py: it imports the bot and discord.py, which a
# worker spawned by plain `spawn` runs again first (`pdeathsig+main`). Jobs live in bench/pool_jobs.py.
from bench.pool_jobs import compute_for_ever, pid_after  # noqa: E402
from bot import games  # noqa: E402
from cogs import catalogue  # noqa: E402
from cogs.worker_start import poll_parent, watch_parent  # noqa: E402
from cogs.workers import Workers  # noqa: E402

PR_SET_CHILD_SUBREAPER = 36  # prctl(2)
STATES = ("idle", "busy", "warming")
WATCHES = ("poll", "pdeathsig", "pdeathsig+main")
BASELINE = "pdeathsig+main"


async def owner(watch: str, state: str, size: int) -> None:
    """The bot's stand-in (`--owner`): launch the workers, print their pids once they are in `state`, and wait."""
    workers = Workers(size)
    workers.modules = tuple(catalogue.descriptor(name).renderer.module for name in games())
    workers.watch = poll_parent if watch == "poll" else watch_parent
    if watch == BASELINE:
        workers.context = multiprocessing.get_context("spawn")
    workers.start()
    pool = workers._pool
    assert pool is not None
    while len(workers.pids()) < size:
        await asyncio.sleep(0.01)
    if state != "warming":  # each worker has warmed up once it has answered a job
        answered: set[int] = set()
        while len(answered) < size:
            answered.update(
                await asyncio.gather(*(asyncio.wrap_future(pool.submit(pid_after, 0.2)) for _ in range(size)))
            )
    if state == "busy":
        for _ in range(size):
            pool.submit(compute_for_ever)
        await asyncio.sleep(0.5)  # every worker has taken its job
    print(" ".join(map(str, workers.pids())), flush=True)
    await asyncio.sleep(600)


def cpu_now(pid: int) -> float:
    """CPU seconds `pid` has used so far (user + system), from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@dataclass
class Orphans:
    seconds: float  # from the bot's SIGKILL until its last worker was reaped
    cpu: float  # CPU seconds its workers used after the kill, together


def kill_owner(watch: str, state: str, size: int) -> Orphans:
    """Launch the owner, kill it with SIGKILL once its workers are in `state`, and reap them."""
    args = [sys.executable, __file__, "--owner", watch, state, str(size)]
    bot = subprocess.Popen(args, cwd=ROOT, stdout=subprocess.PIPE)
    assert bot.stdout is not None
    pids = set(map(int, bot.stdout.readline().split()))
    assert len(pids) == size, pids
    at_kill = {pid: cpu_now(pid) for pid in pids}
    killed = time.perf_counter()
    bot.send_signal(signal.SIGKILL)
    bot.wait()
    cpu, left = 0.0, set(pids)
    while left:
        pid, _status, usage = os.wait4(-1, 0)  # the orphans (and multiprocessing's resource tracker) come to us
        if pid in left:
            left.discard(pid)
            cpu += usage.ru_utime + usage.ru_stime - at_kill[pid]
    seconds = time.perf_counter() - killed
    reap_the_rest()
    return Orphans(seconds, cpu)


def reap_the_rest(timeout: float = 10.0) -> None:
    """Reap what else the owner left (the resource tracker ends once no worker holds its pipe)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            return
        if pid == 0:
            time.sleep(0.05)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--owner", nargs=3, metavar=("WATCH", "STATE", "WORKERS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.owner:
        watch, state, size = args.owner
        asyncio.run(owner(watch, state, int(size)))
        return
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
        sys.exit("this bench needs Linux (prctl PR_SET_CHILD_SUBREAPER)")
    print(f"load: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}; {args.workers} workers; {args.runs} runs each")
    found: dict[tuple[str, str], list[Orphans]] = {}
    for run in range(args.runs):
        order = WATCHES[run % 3 :] + WATCHES[: run % 3]  # each goes first in turn
        for state in STATES:
            for watch in order:
                found.setdefault((state, watch), []).append(kill_owner(watch, state, args.workers))
    print(f"{'state':8} {'watch':15} {'s to end (median, max)':>24} {'CPU s after the kill (median, max)':>36}")
    for state in STATES:
        for watch in WATCHES:
            runs = found[(state, watch)]
            seconds, cpu = [r.seconds for r in runs], [r.cpu for r in runs]
            print(f"{state:8} {watch:15} {statistics.median(seconds):>14.3f} {max(seconds):>9.3f}"
                  f" {statistics.median(cpu):>26.3f} {max(cpu):>9.3f}")  # fmt: skip
        mid = {w: statistics.median(r.seconds for r in found[(state, w)]) for w in WATCHES}
        mid_cpu = {w: statistics.median(r.cpu for r in found[(state, w)]) for w in WATCHES}
        for than in ("poll", BASELINE):
            print(
                f"{'':8} ratio pdeathsig/{than}: time {mid['pdeathsig'] / mid[than]:.3f}, "
                f"CPU {mid_cpu['pdeathsig'] / mid_cpu[than] if mid_cpu[than] else 0:.3f}"
            )


if __name__ == "__main__":
    main()
