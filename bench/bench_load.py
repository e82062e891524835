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

Run: python bench/bench_load.py [--games 1000] [--rates 5,10,20,40] [--seconds 15] [--workers N]
(--workers sets BOARDBOT_WORKERS for the bot; unset: one worker process per core; 0: renders in a thread.)
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.games.cardline import rules  # noqa: E402
from engine.registry import get_game  # noqa: E402
from engine.store import Store  # noqa: E402
from engine.tables import PLAYING, Tables  # noqa: E402

ACK_P99_BUDGET = 0.5
ACK_DEADLINE = 3.0
BUDGET_RATE = 20.0


@dataclass
class Result:
    rate: float
    acks: list[float] = field(default_factory=list)
    dones: list[float] = field(default_factory=list)
    lost: int = 0  # no ack within 3 s
    refused: int = 0
    unfinished: int = 0  # acknowledged, but not done within 60 s
    elapsed: float = 0.0
    cpu: tuple[float, float] = (0.0, 0.0)  # CPU seconds per move done: the bot's process, its workers

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
            f"CPU per move: bot {self.cpu[0] * 1000:4.0f} ms, workers {self.cpu[1] * 1000:4.0f} ms"
        )


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
    instance = botmodule.create_bot(db, dev_guild_id=guild)
    instance._connection.guild_ready_timeout = 0.05
    asyncio.run(botmodule.run("fake-token", instance))


# -- the games --------------------------------------------------------------------------------------------------
def create_games(db: Path, server, games: int, rng: random.Random) -> list[int]:  # noqa: ANN001
    """Live 2-player Cardline games, each in a channel of the fake guild, stored and announced through Tables."""
    tables = Tables(Store(db))
    users = [server.add_user(f"Player {i}") for i in range(max(4, games // 2))]
    ids = []
    for index in range(games):
        channel = server.add_channel(f"game-{index}")
        host, guest = rng.sample(users, 2)
        table = tables.create("cardline", server.guild_id, channel, host, {}, host_name=f"Player {host}")
        tables.join(table.id, guest, f"Player {guest}")
        tables.attach_thread(table, channel, None)
        tables.start(table.id, host)
        tables.announced(tables.get(table.id))
        ids.append(table.id)
    tables.store.close()
    return ids


class Driver:
    """Sends moves as the players to act, reading the store only to choose them (as the e2e tests do)."""

    def __init__(self, server, store: Store, games: list[int], rng: random.Random) -> None:  # noqa: ANN001
        self.server, self.store, self.rng = server, store, rng
        self.idle = set(games)
        self.game = get_game("cardline")

    async def move(self, table_id: int, result: Result) -> None:
        row = self.store.get_table(table_id)
        try:
            if row is None or row.status != PLAYING or row.state is None:
                return
            seat = rules.current_seat(row.state)
            places = [a for a in self.game.legal_actions(row.state, seat) if a["type"] == "place"]
            action = self.rng.choice(places)
            rec = await self.server.slash(
                row.seats[seat], "cardline place", card=action["card"], gap=action["gap"], channel=row.thread_id
            )
            with contextlib.suppress(AssertionError, TimeoutError):
                await rec.wait_done(timeout=60)
            if rec.latency is None or rec.latency > ACK_DEADLINE:
                result.lost += 1
                return
            result.acks.append(rec.latency)
            if not rec.is_done():  # still being announced: its game stays busy, so no move is made on a stale position
                result.unfinished += 1
                row = None
                return
            result.dones.append(time.monotonic() - rec.dispatched_at)
            if rec.last is None or rec.last.text != "Done.":
                result.refused += 1
        finally:
            if row is not None and row.status == PLAYING:
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


async def drive(args: argparse.Namespace, folder: Path) -> None:
    from sandbox import FakeDiscord

    server = FakeDiscord()
    await server.start()
    rng = random.Random(args.seed)
    db = folder / "load.db"
    began = time.monotonic()
    games = create_games(db, server, args.games, rng)
    print(f"{len(games)} live Cardline games stored in {time.monotonic() - began:.1f} s")
    env = dict(os.environ)
    if args.workers is not None:
        env["BOARDBOT_WORKERS"] = str(args.workers)
    log_path = folder / "bot.log"
    with open(log_path, "w") as log:
        command = [sys.executable, __file__, "--serve-bot", str(server.port), str(db), str(server.guild_id)]
        process = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    try:
        await server.signal.wait_until(lambda: server.command_syncs > 0 or process.poll() is not None, 120)
        if process.poll() is not None:
            raise SystemExit("the bot stopped:\n" + log_path.read_text())
        await server.wait_idle(quiet=0.5, timeout=60)
        workers = env.get("BOARDBOT_WORKERS", "one per core")
        print(f"bot ready (pid {process.pid}, BOARDBOT_WORKERS={workers}); {args.seconds:.0f} s per rate")
        driver = Driver(server, Store(db), games, rng)
        results = []
        for rate in args.rates:
            before = cpu_split(process.pid)
            result = await driver.run_rate(rate, args.seconds)
            after = cpu_split(process.pid)
            result.cpu = (
                (after[0] - before[0]) / len(result.dones or [1]),
                (after[1] - before[1]) / len(result.dones or [1]),
            )
            results.append(result)
            print(result.line(), flush=True)
            await server.wait_idle(quiet=0.3, timeout=60)
    finally:
        process.terminate()
        process.wait(timeout=30)
        await server.stop()
    errors = [line for line in log_path.read_text().splitlines() if " ERROR " in line]
    print(f"bot errors logged: {len(errors)}" + (f" (first: {errors[0]})" if errors else ""))
    for what, test in (
        ("acks (p99 ≥ 500 ms or one past 3 s)", Result.acks_late),
        ("moves (< 90% done)", Result.falls_behind),
    ):
        knee = next((r for r in results if test(r)), None)
        print(
            f"knee of {what}: {knee.rate:g} moves/s; peak moves done {max(r.achieved for r in results):.1f}/s"
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
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        asyncio.run(drive(args, Path(name)))


if __name__ == "__main__":
    main()
