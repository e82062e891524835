"""Slash command → first response latency through the fake Discord server, with the real bot.

Measures `/envyra board` (defers, then renders) and `/games mine` (answers at once), and a Phase II button click.
Run: python bench/bench_e2e.py [--n 200]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from sandbox import FakeDiscord  # noqa: E402
from sandbox.game_driver import game_bot, open_lobby, seat_players, settle  # noqa: E402


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def report(label: str, seconds: list[float]) -> None:
    ms = [s * 1000 for s in seconds]
    print(f"{label:<34} p50 {statistics.median(ms):6.1f} ms   p99 {pct(ms, 99):6.1f} ms   (n={len(ms)})")


async def measure(n: int) -> None:
    server = FakeDiscord()
    await server.start()
    server.install()
    try:
        alice, bob = server.add_user("Alice"), server.add_user("Bob")
        with tempfile.TemporaryDirectory() as folder:
            async with game_bot(server, Path(folder) / "bench.db") as bot:
                table = await open_lobby(server, bot, alice, "envyra new")
                table = await seat_players(server, bot, table, [alice, bob])
                for command in ("envyra board", "games mine", "envyra rules"):
                    latencies = []
                    for _ in range(n):
                        rec = await server.slash(alice, command, channel=table.thread_id)
                        await rec.wait_done(timeout=10)
                        latencies.append(rec.latency)
                        await settle(server, bot)
                    report(f"/{command} → first response", latencies)
    finally:
        await server.stop()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--n", type=int, default=200)
    asyncio.run(measure(parser.parse_args().n))


if __name__ == "__main__":
    main()
