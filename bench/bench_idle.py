"""Idle: the CPU a bot spends per second with 1,000 live games stored and no moves (issue 27), or per move at a
low rate (`--rate`).

The setup is bench/bench_load.py's: the real bot in a process of its own against the fake Discord (the `sandbox`
package) served by this process, the live Cardline games stored by the build's own engine (bench/load_games.py).
Once the bot serves it is warmed up as bench_load warms it (3 s of moves at 5 moves/s: workers launched, first
renders, caches), the fake Discord is let go quiet, then nothing happens for `--seconds` (default 60): the CPU the
bot's process and its workers spend per second is what its idle loops cost (timers, heartbeat, take-overs,
delivery, the gateway's heartbeat, the workers' own threads). `--rate R`: moves at R per second instead of nothing,
and the bot's CPU per move done. CPU is read to the nanosecond per thread (Linux /proc schedstat; a clock tick, 10 ms,
is more than a minute of idling costs); `--threads` prints the main thread (the event loop) apart from the others
(the worker pool's manager and feeder threads) for the bot and its workers.
`--before DIR` runs the same on DIR's bot (an older checkout), `--rounds N` pairs alternating (old, new, new, old),
and prints the ratio new/old (per second idle, per move with `--rate`). `--profile PATH` writes the new bot's
cProfile stats (CPU time) of the measured time.

Measured (2 cores): idle, this build and a4e25e6 both spend under 0.1 ms of CPU per second (a4e25e6 0.02, this
build 0.08 ms/s: the cluster's heartbeat every 10 s), at load 3 and at load 10: the bot's CPU per move falling with
the rate (bench_load) is no idle work but per-move costs that higher rates share (wake-ups, batched writes, caches
kept warm), larger on a busy machine. The timer loop's pass per move (woken by every move's reminders, hours away)
is gone: at 5 moves/s, 2 rounds of 150 moves each, the bot's process 0.96x at load 8-13 and 1.01x at load 3 (within
the noise).

Run: python bench/bench_idle.py [--games 1000] [--seconds 60] [--rate R] [--before DIR [--rounds N]]
[--profile PATH] [--threads]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_load import (  # noqa: E402  (bench/)
    HERE,
    PROFILE_ENV,
    ROOT_ENV,
    Driver,
    GameBook,
    child_env,
    children,
    create_games,
    load_text,
)

WARM_UP_RATE, WARM_UP_SECONDS = 5.0, 3.0


def thread_cpu(pid: int) -> dict[str, float]:
    """CPU seconds so far of a process's main thread and of its other threads (summed), to the nanosecond (Linux
    /proc schedstat: a 30 s idle spends less than the 10 ms of one clock tick)."""
    found: dict[str, float] = {}
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            name = "main" if task.name == str(pid) else "threads"
            ran = int((task / "schedstat").read_text().split()[0]) / 1e9
        except (OSError, ValueError, IndexError):
            continue
        found[name] = found.get(name, 0.0) + ran
    return found


def threads_of(pid: int) -> dict[str, float]:
    """CPU seconds so far of the bot's threads and of its workers' threads (summed over the workers)."""
    found = {f"bot:{k}": v for k, v in thread_cpu(pid).items()}
    for child in children(pid):
        for name, value in thread_cpu(child).items():
            found[f"workers:{name}"] = found.get(f"workers:{name}", 0.0) + value
    return found


def split(threads: dict[str, float]) -> tuple[float, float]:
    """The bot's process and its workers, from `threads_of`."""
    bot = sum(v for k, v in threads.items() if k.startswith("bot:"))
    return bot, sum(threads.values()) - bot


@dataclass(frozen=True)
class Run:
    """One run's CPU seconds (the bot's process, its workers) over `elapsed` seconds with `moves` moves done."""

    bot: float
    workers: float
    elapsed: float
    moves: int


def total(runs: list[Run]) -> Run:
    return Run(*(sum(getattr(r, k) for r in runs) for k in ("bot", "workers", "elapsed", "moves")))


async def idle_run(args: argparse.Namespace, folder: Path, root: Path, name: str) -> Run:
    """One bot of `root` idle (or at `args.rate`) for `args.seconds`: the CPU its process and its workers spent."""
    from sandbox import FakeDiscord

    server = FakeDiscord()
    await server.start()
    book = GameBook(root, child_env(args), folder / f"games-{name}.log")
    await book.start()
    rng = random.Random(args.seed)
    db = folder / f"idle-{name}.db"
    games = await create_games(book, db, server, args.games, rng, [server.guild_id])
    env = {**child_env(args), ROOT_ENV: str(root)}
    if args.profile and root == HERE:
        env[PROFILE_ENV] = args.profile
    log_path = folder / f"bot-{name}.log"
    with open(log_path, "w") as log:
        command = [sys.executable, str(HERE / "bench" / "bench_load.py"), "--serve-bot", str(server.port), str(db)]
        bot = subprocess.Popen([*command, str(server.guild_id)], cwd=root, env=env, stdout=log, stderr=log)
    try:
        ready = lambda: server.shard_connected(0) or bot.poll() is not None  # noqa: E731
        await server.signal.wait_until(ready, 120)
        if bot.poll() is not None:
            raise SystemExit("the bot stopped:\n" + log_path.read_text())
        await server.wait_idle(quiet=0.5, timeout=60)
        driver = Driver(server, book, games, rng)
        await driver.run_rate(WARM_UP_RATE, WARM_UP_SECONDS)
        await server.wait_idle(quiet=1.0, timeout=60)
        await asyncio.sleep(2.0)  # delivered results flushed, the last timers settled
        if args.profile and root == HERE:
            bot.send_signal(signal.SIGUSR1)
        threads, began, moves = threads_of(bot.pid), time.monotonic(), 0
        if args.rate:
            moves = len((await driver.run_rate(args.rate, args.seconds)).dones)
        else:
            await asyncio.sleep(args.seconds)
        spent = {k: v - threads.get(k, 0.0) for k, v in threads_of(bot.pid).items()}
        elapsed, workers = time.monotonic() - began, len(children(bot.pid))
    finally:
        bot.terminate()
        bot.wait(timeout=30)
        await book.close()
        await server.stop()
    run = Run(*split(spent), elapsed, moves)
    print(f"  {name}: {run_text(run)}  ({workers} worker processes; {load_text()})")
    if args.threads:
        busy = sorted(((v, k) for k, v in spent.items() if v > 0), reverse=True)
        print("    threads (CPU ms per s): " + ", ".join(f"{k} {v / elapsed * 1000:.2f}" for v, k in busy))
    return run


def run_text(run: Run) -> str:
    """CPU per second (ms of CPU per second) and, with moves, the bot's process's CPU per move done."""
    bot, workers = run.bot / run.elapsed * 1000, run.workers / run.elapsed * 1000
    text = f"bot {bot:6.2f} ms/s, workers {workers:6.2f} ms/s, total {bot + workers:6.2f} ms/s"
    if run.moves:
        text += f"; per move done ({run.moves}): bot {run.bot / run.moves * 1000:.2f} ms"
    return text


def ratio(new: float, old: float) -> str:
    return f"{new / old:.2f}x" if old else "n/a (old spent nothing)"


async def bench(args: argparse.Namespace, folder: Path) -> None:
    builds = {"new": HERE} if not args.before else {"old": Path(args.before).resolve(), "new": HERE}
    found: dict[str, list[Run]] = {label: [] for label in builds}
    what = f"{args.rate:g} moves/s" if args.rate else "idle"
    print(f"{args.games} live Cardline games, {what} for {args.seconds:g} s per run ({load_text()})", flush=True)
    for number in range(args.rounds):
        order = list(builds) if number % 2 == 0 else list(reversed(builds))
        for label in order:
            found[label].append(await idle_run(args, folder, builds[label], f"{label}-{number + 1}"))
    sums = {label: total(runs) for label, runs in found.items()}
    for label, run in sums.items():
        print(f"{label} ({builds[label]}), {len(found[label])} run(s): {run_text(run)}")
    if "old" in sums:
        new, old = sums["new"], sums["old"]
        if args.rate:  # per move done
            bots = ratio(new.bot / max(1, new.moves), old.bot / max(1, old.moves))
            both = ratio((new.bot + new.workers) / max(1, new.moves), (old.bot + old.workers) / max(1, old.moves))
        else:  # per second
            bots = ratio(new.bot / new.elapsed, old.bot / old.elapsed)
            both = ratio((new.bot + new.workers) / new.elapsed, (old.bot + old.workers) / old.elapsed)
        per = "per move" if args.rate else "per second"
        print(f"{what}, CPU {per} new/old: bot process {bots}, bot + workers {both}; {load_text()}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--rate", type=float, default=0.0, help="moves per second while measured (default 0: idle)")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--before", help="an older checkout: the same idle run on its bot, alternating")
    parser.add_argument("--rounds", type=int, default=1, help="pairs of runs (with --before: old/new, new/old, ...)")
    parser.add_argument("--profile", help="write the new bot's cProfile stats of the idle time to this file")
    parser.add_argument("--threads", action="store_true", help="the CPU of each thread of the bot and its workers")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        asyncio.run(bench(args, Path(name)))


if __name__ == "__main__":
    main()
