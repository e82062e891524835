"""Load: 1,000 live games driven through the fake Discord at rising move rates; ack latency per rate and the knee.

The real bot runs in a process of its own (as in production: Discord is not inside the bot's process), connected to
the fake Discord (the `sandbox` package) that this process serves on 127.0.0.1. The live games (Cardline,
2 players, one channel each) are written through `Tables` before the bot starts. At each rate, moves arrive at
even intervals, each as a `/cardline place` slash command with a legal placement for the player to act, in a game
with no move in flight. Per rate it prints the ack latency (dispatch of the interaction → the bot's first
callback, i.e. its defer) p50/p99/max, acks later than 3 s (Discord drops them), the latency to the move's final
"Done." and the rate achieved. Two knees: the first rate where ack p99 reaches 500 ms or an ack is lost, and the
first where fewer than 90% of the offered moves get done (announcing falls behind).
Budget at 20 moves/s: ack p99 < 500 ms, no ack past 3 s.

A cluster (issue 26): `--pg` stores the games in a throwaway PostgreSQL of this machine (durable, as a real server);
`--processes 1,2` runs the whole bench once per count in the same run, each on a fresh database: with N processes the
fake Discord has N shards and N servers (one per shard, the games spread over them) and process k serves shard k
(`BOARDBOT_SHARD_IDS`). Per rate it prints the CPU each part used (the bot processes, their workers, PostgreSQL) as
a share of one core and of the machine, which shows what limits the rate; at the end the knees of each count and
the ratio of their peaks. `--short`: 1,000 games, rates 10,20,40,80, 6 s each (a few minutes).

CPU per move (issue 27: bot process + workers halved for Cardline): per rate, the CPU seconds the bot's process and
its worker processes spent while the rate ran, over the moves done, in ms to 0.1 (bot, workers, total); after the
rates, the same over all rates weighted by moves (all CPU over all moves done).
`--before DIR` compares this build against the checkout DIR (e.g. a worktree of the old build): the same load runs on
DIR's bot (started from DIR's bot.py, in DIR) and on this one's, `--rounds N` pairs (default 2: old, new, new, old),
each run on a fresh database with the same seed; the fake Discord and the driver are this checkout's, the games are
stored and read by the build's own engine (bench/load_games.py: the builds' databases differ), the bytecode of both
is kept outside the checkouts. It prints each run's rates as above, per round and over all rounds the CPU per move of
each build (per rate and weighted by moves) and the ratio new/old (budget 0.5x), and the load average (one SQLite
bot process; not with --pg, --processes or --profile). About 2.5 min per run with the defaults on a busy machine.
Against a4e25e6 (the "today" of issue 27), 2 runs of 2 rounds on 2 cores at load 7-15: old 37.7-37.8 ms per move
(bot 8.0-8.3, workers 29.5-29.7), this build 17.8-18.8 ms (bot 7.1-7.7, workers 10.7-11.1): 0.50x and 0.47x
(per rate 0.54-0.57x at 5/s down to 0.44-0.47x at 40/s: the bot process's own CPU per move falls with the rate).
After 0.5.5's cuts (raw HTTP edits, translation caches, the timer loop's wakes), 2 runs at load 2-6: old 35.2 and
36.3 ms (bot 6.8/7.6, workers 28.3/28.7), new 16.5 and 17.0 ms (bot 6.2/6.5, workers 10.3/10.5): 0.47x and 0.47x
(rounds 0.46-0.48x; per rate 0.51-0.54x at 5/s, 0.48-0.52x at 10/s, 0.48-0.49x at 20/s, 0.45x at 40/s).

Run: python bench/bench_load.py [--games 1000] [--rates 5,10,20,40] [--seconds 15] [--workers N] [--pg]
[--processes 1,2] [--short] [--profile PATH] [--before DIR [--rounds N]]
(--workers sets BOARDBOT_WORKERS for each bot process; unset: one worker process per core; 0: renders in a thread.)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import cProfile
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from load_games import ROOT_ENV, GameBook  # noqa: E402  (bench/)

HERE = Path(__file__).resolve().parents[1]  # this checkout: its fake Discord and driver
ROOT = Path(os.environ.get(ROOT_ENV) or HERE)  # the checkout whose bot this process runs (`--serve-bot`)
sys.path.insert(0, str(ROOT))
PYCACHE = Path(tempfile.gettempdir()) / "bench-load-pycache"  # both builds' bytecode, outside their checkouts

ACK_P99_BUDGET = 0.5
ACK_DEADLINE = 3.0
BUDGET_RATE = 20.0
PROFILE_ENV = "BENCH_LOAD_PROFILE"  # set by --profile: where a bot process writes its cProfile stats


@dataclass
class Result:
    rate: float
    acks: list[float] = field(default_factory=list)
    dones: list[float] = field(default_factory=list)
    lost: int = 0  # no ack within 3 s
    refused: int = 0
    unfinished: int = 0  # acknowledged, but not done within 60 s
    elapsed: float = 0.0
    spent: tuple[float, float] = (0.0, 0.0)  # CPU seconds during the rate: the bot's process, its workers
    busy: dict[str, float] = field(default_factory=dict)  # CPU seconds per second of each part (1.0: one core)

    @property
    def cpu(self) -> tuple[float, float]:
        """CPU seconds per move done: the bot's process, its workers."""
        done = max(1, len(self.dones))
        return self.spent[0] / done, self.spent[1] / done

    @property
    def achieved(self) -> float:
        return len(self.dones) / self.elapsed if self.elapsed else 0.0

    def acks_late(self) -> bool:
        return bool(self.lost) or pct(self.acks, 99) >= ACK_P99_BUDGET

    def falls_behind(self) -> bool:
        return self.achieved < 0.9 * self.rate

    def line(self) -> str:
        ms = [a * 1000 for a in self.acks]
        done = [d * 1000 for d in self.dones]
        return (
            f"  {self.rate:5.1f} moves/s  n={len(ms):4d}  ack p50 {pct(ms, 50):7.1f}  p99 {pct(ms, 99):7.1f}  "
            f"max {max(ms, default=0):7.1f} ms  past 3 s: {self.lost}   done p50 {pct(done, 50):7.1f}  "
            f"p99 {pct(done, 99):7.1f} ms   achieved {self.achieved:5.1f}/s  refused {self.refused}  "
            f"not done in 60 s {self.unfinished}   "
            f"CPU per move: {cpu_text(*self.cpu)}"
            + ("\n" + " " * 8 + "cores busy: " + ", ".join(f"{k} {v:.2f}" for k, v in self.busy.items()))
            * bool(self.busy)
        )

    def limit(self) -> str:
        """What limits this rate: the machine's cores, one process's event loop (one core), or neither."""
        cores = os.cpu_count() or 1
        total = sum(v for k, v in self.busy.items() if k != "machine")
        loops = {k: v for k, v in self.busy.items() if k.startswith("bot ") or k == "fake Discord"}
        if self.busy.get("machine", 0.0) >= 0.85 * cores:
            return (
                f"the machine's CPU ({self.busy['machine']:.2f} of {cores} cores busy, {total:.2f} of them this "
                "bench's bots, workers, PostgreSQL and fake Discord)"
            )
        if loops and max(loops.values()) >= 0.85:
            name = max(loops, key=loops.__getitem__)
            return f"the event loop of {name} ({loops[name]:.2f} of its one core)"
        return f"neither the CPU ({total:.2f} of {cores} cores) nor one loop: waiting (locks, database, Discord)"


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process (Linux /proc), 0 when it is gone."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def children(pid: int) -> list[int]:
    found: list[int] = []
    for task in Path(f"/proc/{pid}/task").glob("*/children"):
        with contextlib.suppress(OSError):
            found += [int(c) for c in task.read_text().split()]
    return found


def cpu_split(pid: int) -> tuple[float, float]:
    """CPU seconds so far of the bot's own process and of its worker processes."""
    return cpu_seconds(pid), sum(cpu_seconds(child) for child in children(pid))


def machine_busy() -> tuple[float, float]:
    """CPU seconds so far of the whole machine: busy (all cores), and all (busy + idle) (Linux /proc/stat)."""
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + fields[4]  # idle + iowait
    tick = os.sysconf("SC_CLK_TCK")
    return (sum(fields[:8]) - idle) / tick, sum(fields[:8]) / tick


def postgres_pids(data: Path) -> list[int]:
    """The PostgreSQL server's processes (its postmaster and the backends it forked)."""
    try:
        postmaster = int((data / "postmaster.pid").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return []
    return [postmaster, *children(postmaster)]


def cpu_parts(pids: list[int], pg_data: Path | None, reader: int) -> dict[str, float]:
    """CPU seconds so far of each part: every bot process, all their workers, PostgreSQL, the driver's reads."""
    parts = {}
    for k, pid in enumerate(pids):
        parts[f"bot {k}"], parts[f"workers #{k}"] = cpu_split(pid)
    if pg_data is not None:
        parts["postgres"] = sum(cpu_seconds(p) for p in postgres_pids(pg_data))
    parts["fake Discord"] = cpu_seconds(os.getpid())  # this process: the fake Discord and the driver
    parts["driver's reads"] = cpu_seconds(reader)  # the process storing and reading the games (bench/load_games.py)
    parts["machine"] = machine_busy()[0]  # everything running, other programs too
    return parts


def cpu_text(bot: float, workers: float) -> str:
    """CPU seconds per move, printed in milliseconds to 0.1."""
    return f"bot {bot * 1000:5.1f} ms, workers {workers * 1000:5.1f} ms, total {(bot + workers) * 1000:5.1f} ms"


def cpu_per_move(results: list[Result]) -> tuple[float, float, int]:
    """CPU seconds per move over all these rates (and runs), weighted by the moves done at each: the bot's process,
    its workers, and the moves."""
    moves = sum(len(r.dones) for r in results)
    per = max(1, moves)
    return sum(r.spent[0] for r in results) / per, sum(r.spent[1] for r in results) / per, moves


def cpu_ratio(new: list[Result], old: list[Result]) -> float:
    """The CPU per move (bot process + workers, weighted by moves) of `new` as a share of `old`'s."""
    bot, workers, _ = cpu_per_move(new)
    old_bot, old_workers, _ = cpu_per_move(old)
    return (bot + workers) / (old_bot + old_workers) if old_bot + old_workers else float("inf")


def pct(values: list[float], p: float) -> float:
    if not values:
        return float("inf")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


# -- the bot, in its own process ------------------------------------------------------------------------------
def serve_bot(port: int, db: str, guild: int) -> None:
    """`--serve-bot`: the real bot (bot.run) pointed at the fake Discord on `port`."""
    import discord.gateway
    import discord.http
    import yarl

    import bot as botmodule

    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/")
    try:
        from admin.config import parse_shards
    except ImportError:  # an older build (`--before`): one process, no shards
        instance = botmodule.create_bot(db, dev_guild_id=guild)
    else:
        instance = botmodule.create_bot(db, dev_guild_id=guild, shards=parse_shards(os.environ))
    instance._connection.guild_ready_timeout = 0.05
    profile = os.environ.get(PROFILE_ENV)
    profiler = cProfile.Profile(time.process_time) if profile else None  # CPU time: the machine is shared
    if profiler is not None:  # from the first measured rate on (SIGUSR1), until the bench stops the bot
        signal.signal(signal.SIGUSR1, lambda *_: profiler.enable())
    try:
        asyncio.run(botmodule.run("fake-token", instance))
    finally:
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(str(profile))


# -- the games --------------------------------------------------------------------------------------------------
async def create_games(
    book: GameBook, db: Path | str, server: Any, games: int, rng: random.Random, guilds: list[int]
) -> list[int]:
    """Live 2-player Cardline games, each in a channel of one of the fake servers (in turn), stored and announced
    through Tables (by `book`: the code of the build that serves them)."""
    users = [server.add_user(f"Player {i}") for i in range(max(4, games // 2))]
    plan = []
    for index in range(games):
        guild = guilds[index % len(guilds)]
        channel = server.add_channel(f"game-{index}", guild=guild)
        host, guest = rng.sample(users, 2)
        plan.append((guild, channel, host, guest))
    return await book.create(db, plan)


class Driver:
    """Sends moves as the players to act, reading the store only to choose them (as the e2e tests do), through
    `book`."""

    def __init__(self, server, book: GameBook, games: list[int], rng: random.Random) -> None:  # noqa: ANN001
        self.server, self.book, self.rng = server, book, rng
        self.idle = set(games)

    async def move(self, table_id: int, result: Result) -> None:
        turn = await self.book.turn(table_id)
        playing = turn is not None
        try:
            if turn is None:
                return
            card, gap = self.rng.choice(turn.places)
            rec = await self.server.slash(turn.user, "cardline place", card=card, gap=gap, channel=turn.thread)
            with contextlib.suppress(AssertionError, TimeoutError):
                await rec.wait_done(timeout=60)
            if rec.latency is None or rec.latency > ACK_DEADLINE:
                result.lost += 1
                return
            result.acks.append(rec.latency)
            if not rec.is_done():  # still being announced: its game stays busy, so no move is made on a stale position
                result.unfinished += 1
                playing = False
                return
            result.dones.append(time.monotonic() - rec.dispatched_at)
            if rec.last is None or rec.last.text != "Done.":
                result.refused += 1
        finally:
            if playing:
                self.idle.add(table_id)

    async def run_rate(self, rate: float, seconds: float) -> Result:
        result = Result(rate)
        loop = asyncio.get_running_loop()
        start = loop.time()
        tasks = []
        for k in range(int(rate * seconds)):
            await asyncio.sleep(max(0.0, start + k / rate - loop.time()))
            if not self.idle:
                continue
            table_id = self.rng.choice(sorted(self.idle))
            self.idle.discard(table_id)
            tasks.append(asyncio.create_task(self.move(table_id, result)))
        await asyncio.gather(*tasks)
        result.elapsed = loop.time() - start
        return result


def child_env(args: argparse.Namespace) -> dict[str, str]:
    """The environment of the bench's child processes (any build's): their bytecode kept outside the checkouts."""
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(PYCACHE)}
    if args.workers is not None:
        env["BOARDBOT_WORKERS"] = str(args.workers)
    return env


async def drive(
    args: argparse.Namespace, folder: Path, processes: int, pg: Any, root: Path = HERE, name: str = ""
) -> list[Result]:
    """The bench with `processes` bot processes (one shard each) over one database (PostgreSQL if `pg`), the bots and
    the games' store of the checkout `root` (this one unless `--before`); `name` tells the run's files apart."""
    from sandbox import FakeDiscord

    name = name or str(processes)
    server = FakeDiscord(shard_count=processes, guild_shard=0 if processes > 1 else None)
    await server.start()
    book = GameBook(root, child_env(args), folder / f"games-{name}.log")
    await book.start()
    guilds = [server.guild_id] + [server.add_guild(f"Server {k}", shard=k) for k in range(1, processes)]
    rng = random.Random(args.seed)
    db: Path | str = pg.fresh() if pg is not None else folder / f"load-{name}.db"
    began = time.monotonic()
    games = await create_games(book, db, server, args.games, rng, guilds)
    where = "PostgreSQL" if pg is not None else "SQLite"
    print(f"{len(games)} live Cardline games stored on {where} in {time.monotonic() - began:.1f} s")
    bots: list[subprocess.Popen[bytes]] = []
    logs = [folder / f"bot-{name}-{k}.log" for k in range(processes)]
    for k, log_path in enumerate(logs):
        env = {**child_env(args), ROOT_ENV: str(root)}
        if processes > 1:
            env.update(BOARDBOT_SHARD_IDS=f"{k}-{k}", BOARDBOT_SHARD_COUNT=str(processes))
        if args.profile:
            env[PROFILE_ENV] = f"{args.profile}.{processes}-{k}" if processes > 1 else args.profile
        with open(log_path, "w") as log:
            command = [sys.executable, __file__, "--serve-bot", str(server.port), str(db), str(server.guild_id)]
            bots.append(subprocess.Popen(command, cwd=root, env=env, stdout=log, stderr=subprocess.STDOUT))
    pg_data = pg.data if pg is not None else None
    results = []
    try:
        every = range(processes)
        ready = lambda: all(server.shard_connected(k) for k in every) or any(b.poll() is not None for b in bots)  # noqa: E731
        await server.signal.wait_until(ready, 120)
        if any(b.poll() is not None for b in bots):
            raise SystemExit("a bot stopped:\n" + "\n".join(log.read_text() for log in logs))
        await server.wait_idle(quiet=0.5, timeout=60)
        workers = os.environ.get("BOARDBOT_WORKERS", "one per core") if args.workers is None else args.workers
        pids = ", ".join(str(b.pid) for b in bots)
        print(
            f"{processes} bot process(es) of {root} ready (pids {pids}, BOARDBOT_WORKERS={workers}); "
            f"{args.seconds:g} s per rate"
        )
        driver = Driver(server, book, games, rng)
        await driver.run_rate(args.rates[0], 3.0)  # warm-up, not counted: first renders, caches, connections
        await server.wait_idle(quiet=0.3, timeout=60)
        if args.profile:
            for process in bots:
                process.send_signal(signal.SIGUSR1)
        for rate in args.rates:
            before = cpu_parts([b.pid for b in bots], pg_data, book.pid)
            result = await driver.run_rate(rate, args.seconds)
            after = cpu_parts([b.pid for b in bots], pg_data, book.pid)
            spent = {k: after[k] - before.get(k, 0.0) for k in after}
            result.spent = (
                sum(v for k, v in spent.items() if k.startswith("bot ")),
                sum(v for k, v in spent.items() if k.startswith("workers")),
            )
            result.busy = {k: v / result.elapsed for k, v in spent.items()}
            results.append(result)
            print(result.line(), flush=True)
            print(" " * 8 + "limited by: " + result.limit(), flush=True)
            await server.wait_idle(quiet=0.3, timeout=60)
    finally:
        for process in bots:
            process.terminate()
        for process in bots:
            process.wait(timeout=30)
        await book.close()
        await server.stop()
        if pg is not None:
            pg.drop(db)
    errors = [line for log in logs for line in log.read_text().splitlines() if " ERROR " in line]
    print(f"bot errors logged: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    bot, workers, moves = cpu_per_move(results)
    print(f"CPU per move over all rates, weighted by moves ({moves} moves): {cpu_text(bot, workers)}")
    report_knees(results)
    return results


def knees(results: list[Result]) -> dict[str, Result | None]:
    return {
        "acks (p99 ≥ 500 ms or one past 3 s)": next((r for r in results if r.acks_late()), None),
        "moves (< 90% done)": next((r for r in results if r.falls_behind()), None),
    }


def report_knees(results: list[Result]) -> None:
    for what, knee in knees(results).items():
        print(
            f"knee of {what}: {knee.rate:g} moves/s, limited by {knee.limit()}; "
            f"peak moves done {max(r.achieved for r in results):.1f}/s"
            if knee
            else f"knee of {what}: above {results[-1].rate:g} moves/s"
        )
    at = next((r for r in results if r.rate == BUDGET_RATE), None)
    if at is not None:
        ok = pct(at.acks, 99) < ACK_P99_BUDGET and at.lost == 0 and max(at.acks, default=0) <= ACK_DEADLINE
        print(
            f"at {BUDGET_RATE:g} moves/s: ack p99 {pct(at.acks, 99) * 1000:.0f} ms (budget < 500), "
            f"max {max(at.acks, default=0) * 1000:.0f} ms (budget ≤ 3000), lost {at.lost}: {'ok' if ok else 'NOT MET'}"
        )


def load_text() -> str:
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg()) + f" on {os.cpu_count()} cores"


async def compare(args: argparse.Namespace, folder: Path) -> None:
    """`--before DIR`: the same load on the bot of the checkout DIR ("old") and this one's ("new"), `args.rounds`
    rounds, each a pair run old then new, then new then old (alternating), each run on a fresh database with the same
    seed; CPU per move of each and the ratio new/old per round and over all rounds."""
    before = Path(args.before).resolve()
    builds = {"old": before, "new": HERE}
    runs: dict[str, list[Result]] = {"old": [], "new": []}
    loads = []
    for number in range(args.rounds):
        found: dict[str, list[Result]] = {}
        for label in ("old", "new") if number % 2 == 0 else ("new", "old"):
            print(f"=== round {number + 1}, {label}: {builds[label]} ({load_text()}) ===", flush=True)
            loads.append(os.getloadavg()[0])
            found[label] = await drive(args, folder, 1, None, builds[label], f"{label}-{number + 1}")
            loads.append(os.getloadavg()[0])
        for label, results in found.items():
            runs[label] += results
        print(f"round {number + 1}: " + compared(found["new"], found["old"]) + f"; {load_text()}", flush=True)
    print(f"=== {args.rounds} round(s), old {before}, new {HERE} ===")
    for rate in args.rates:
        at = {label: [r for r in results if r.rate == rate] for label, results in runs.items()}
        print(f"  {rate:5.1f} moves/s: " + compared(at["new"], at["old"]))
    print("  all rates, weighted by moves: " + compared(runs["new"], runs["old"]))
    print(
        f"CPU per move (bot process + workers), new/old: {cpu_ratio(runs['new'], runs['old']):.2f}x (budget 0.5x); "
        f"1-minute load average during the runs {min(loads):.2f}–{max(loads):.2f} on {os.cpu_count()} cores"
    )


def compared(new: list[Result], old: list[Result]) -> str:
    """Both builds' CPU per move (weighted by moves) and the ratio new/old, on one line."""
    (bot, workers, moves), (old_bot, old_workers, old_moves) = cpu_per_move(new), cpu_per_move(old)
    return (
        f"old {cpu_text(old_bot, old_workers)} ({old_moves} moves); new {cpu_text(bot, workers)} ({moves} moves); "
        f"new/old {cpu_ratio(new, old):.2f}x"
    )


async def bench(args: argparse.Namespace, folder: Path) -> None:
    pg = None
    if args.pg:
        from sandbox.pg_server import PgServer

        pg = PgServer(durable=True)
        pg.start()
    try:
        peaks = {}
        for processes in args.processes:
            print(f"=== {processes} bot process(es) ===", flush=True)
            results = await drive(args, folder, processes, pg)
            peaks[processes] = max(r.achieved for r in results)
    finally:
        if pg is not None:
            pg.stop()
    if len(peaks) > 1:
        base = args.processes[0]
        print(
            "peak moves done/s: "
            + ", ".join(f"{n} process(es) {v:.1f} ({v / peaks[base]:.2f}x of {base})" for n, v in peaks.items())
        )


def main() -> None:
    if sys.argv[1:2] == ["--serve-bot"]:
        port, db, guild = sys.argv[2:5]
        serve_bot(int(port), db, int(guild))
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--rates", type=lambda s: [float(x) for x in s.split(",")], default=[5, 10, 20, 40])
    parser.add_argument("--seconds", type=float, default=15)
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--pg", action="store_true", help="the games on a throwaway PostgreSQL (default: SQLite)")
    parser.add_argument("--processes", type=lambda s: [int(x) for x in s.split(",")], default=[1])
    parser.add_argument("--short", action="store_true", help="1,000 games; rates 10,20,40,80; 6 s each")
    parser.add_argument("--before", help="an older checkout: the same load on its bot and this one's, alternating")
    parser.add_argument("--rounds", type=int, default=2, help="with --before: pairs of runs (old/new, new/old, ...)")
    parser.add_argument("--profile", help="write the bot process's cProfile stats of the measured rates to this file")
    args = parser.parse_args()
    if args.short:
        args.games, args.rates, args.seconds = 1000, [10.0, 20.0, 40.0, 80.0], 6.0
    if max(args.processes) > 1 and not args.pg:
        parser.error("--processes above 1 needs --pg (several processes share one PostgreSQL)")
    if args.before and (args.pg or max(args.processes) > 1 or args.profile):
        parser.error("--before compares one SQLite bot process of each build (no --pg, --processes or --profile)")
    with tempfile.TemporaryDirectory() as name:
        asyncio.run(compare(args, Path(name)) if args.before else bench(args, Path(name)))


if __name__ == "__main__":
    main()
