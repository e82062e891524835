"""`game` autocomplete against a static autocomplete, through the fake Discord with the real bot (issue 27, item 2):
10,000 stored games (bench/generate_games.py) plus 500 open lobbies in the one server the player asks from (of the
four games, the player seated in some), in the same run. Budget: p99 <= 2x the static autocomplete's.

Run from the project root:  python bench/bench_autocomplete.py [--n 300] [--lobbies 500] [--games 10000]
"""

from __future__ import annotations

import argparse
import asyncio
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bench_store import pct, stored_games  # noqa: E402
from engine.store import Store  # noqa: E402
from engine.tables import Tables  # noqa: E402
from sandbox import FakeDiscord  # noqa: E402
from sandbox.game_driver import game_bot  # noqa: E402

KINDS = ("cardline", "envyra", "frame", "hieroglyphs")


def add_lobbies(db: Path, guild: int, user: int, count: int) -> None:
    tables = Tables(Store(db))
    for n in range(count):
        host = user if n % 50 == 0 else 90_000 + n
        table = tables.create(KINDS[n % len(KINDS)], guild, 77, host, {}, host_name=f"Host {n}")
        if n % 3:
            tables.join(table.id, 95_000 + n, f"Guest {n}")
    tables.store.close()


async def measure(games: int, lobbies: int, n: int) -> dict[str, list[float]]:
    server = FakeDiscord()
    await server.start()
    server.install()
    found: dict[str, list[float]] = {"static": [], "game": [], "game, typed '1'": []}
    try:
        with tempfile.TemporaryDirectory() as folder:
            db = Path(folder) / "autocomplete.db"
            shutil.copy(stored_games(games), db)
            who = server.add_user("Player")
            add_lobbies(db, server.guild_id, who, lobbies)
            async with game_bot(server, db) as bot:
                open_here = bot.store.count_tables("guild_id = ? and status = 'lobby'", [server.guild_id])
                stored = bot.store.count_tables("1 = 1")
                print(f"{stored} games stored, {open_here} open lobbies in the player's server")
                cases = (
                    ("static", "cardline new", "characteristic", ""),
                    ("game", "cardline board", "game", ""),
                    ("game, typed '1'", "cardline board", "game", "1"),
                )
                for _label, command, focused, value in cases:  # warm
                    await server.autocomplete(who, command, focused=focused, value=value)
                for _ in range(n):
                    for label, command, focused, value in cases:
                        started = time.perf_counter()
                        await server.autocomplete(who, command, focused=focused, value=value)
                        found[label].append(time.perf_counter() - started)
    finally:
        await server.stop()
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--lobbies", type=int, default=500)
    parser.add_argument("--n", type=int, default=300)
    args = parser.parse_args()
    found = asyncio.run(measure(args.games, args.lobbies, args.n))
    static = found["static"]
    for label, seconds in found.items():
        p50, p99 = statistics.median(seconds), pct(seconds, 99)
        ratio = "" if label == "static" else f"   p99 {p99 / pct(static, 99):.2f}x static (budget <= 2x)"
        ratio += "" if label == "static" else f", p50 {p50 / statistics.median(static):.2f}x"
        print(f"autocomplete {label:<16} p50 {p50 * 1e3:6.2f} ms   p99 {p99 * 1e3:6.2f} ms{ratio}")


if __name__ == "__main__":
    main()
