"""Where a Battlestar Galactica move's apply+commit spends its time: games played through the fake Discord with the
real bot (as bench/bench_bsg_discord.py does), each move's `Tables.commit` profiled on its own with cProfile; prints the
functions that dominate the slowest commits (by default the slowest 5%) and all commits together.

The table seed is fixed (`--seed`), so two runs (e.g. before and after a change) profile the same games.

Run: python bench/profile_bsg_commit.py [--players 3] [--games 1] [--slowest 0.05] [--top 25] [--seed bsg-profile]
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import io
import pstats
import random
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cpu_ledger import GcClock  # noqa: E402  (bench/, found from this file's folder)

import engine.tables  # noqa: E402
from sandbox import FakeDiscord  # noqa: E402
from sandbox.bsg_player import Player  # noqa: E402
from sandbox.game_driver import game_bot, open_lobby, seat_players  # noqa: E402


async def profiled_games(count: int, players: int, db: Path, gc_clock: GcClock) -> list[Commit]:
    """Seconds, profile and garbage-collection seconds of every `commit` of `count` games."""
    server = FakeDiscord()
    await server.start()
    server.install()
    found: list[Commit] = []
    try:
        users = [server.add_user(f"Player {i + 1}") for i in range(players)]
        async with game_bot(server, db) as bot:
            tables = bot.tables
            commit = tables.commit

            def profiled_commit(*args: Any, **kwargs: Any) -> Any:
                outcome = args[0]
                table, action = outcome.table, outcome.action
                kind = ((table.state or {}).get("decision") or {}).get("kind", "?")
                label = f"{kind}: {action.get('type', '?') if isinstance(action, dict) else '?'}"
                profile = cProfile.Profile()
                collected = list(gc_clock.seconds)
                gc_clock.on = True
                start, cpu = time.perf_counter(), time.thread_time()
                profile.enable()
                try:
                    return commit(*args, **kwargs)
                finally:
                    profile.disable()
                    seconds, cpu = time.perf_counter() - start, time.thread_time() - cpu
                    gc_clock.on = False
                    in_gc = [now - was for now, was in zip(gc_clock.seconds, collected)]
                    found.append(Commit(seconds, cpu, profile, in_gc, label))

            tables.commit = profiled_commit  # type: ignore[method-assign]
            for number in range(count):
                table = await open_lobby(server, bot, users[0], "bsg new", seat_order="join")
                table = await seat_players(server, bot, table, users)
                await Player(server, bot, table, closed=set()).play_to_end(random.Random(number))
    finally:
        await server.stop()
    return found


@dataclass
class Commit:
    seconds: float
    cpu: float  # of this thread (less sensitive to other processes on a loaded machine than `seconds`)
    profile: cProfile.Profile
    in_gc: list[float]  # seconds in the garbage collector during the commit, per generation
    label: str  # the decision answered and the action's type


def report(title: str, profiles: list[cProfile.Profile], top: int, sort: str) -> str:
    out = io.StringIO()
    stats = pstats.Stats(profiles[0], stream=out)
    for profile in profiles[1:]:
        stats.add(profile)
    stats.strip_dirs().sort_stats(sort).print_stats(top)
    body = out.getvalue()
    return f"===== {title}, sorted by {sort}\n{body[body.find('   ncalls') :]}"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--slowest", type=float, default=0.05, help="the share of commits profiled as 'slowest'")
    parser.add_argument("--top", type=int, default=25)
    parser.add_argument("--save", type=Path, help="also write the stats of all commits here (for pstats)")
    parser.add_argument("--seed", default="bsg-profile", help="the tables' seed (fixed: the same games every run)")
    args = parser.parse_args()
    engine.tables.new_seed = lambda: args.seed  # type: ignore[assignment]
    gc_clock = GcClock()
    gc.callbacks.append(gc_clock)
    with tempfile.TemporaryDirectory() as name:
        found = asyncio.run(profiled_games(args.games, args.players, Path(name) / "profile.db", gc_clock))
    gc.callbacks.remove(gc_clock)
    found.sort(key=lambda c: c.seconds)
    seconds = [c.seconds for c in found]
    slow = found[-max(1, int(len(found) * args.slowest)) :]
    print(f"BSG, {args.games} games of {args.players} players: {len(found)} commits (profiled, so slower than bare)")
    p50, p99 = seconds[len(seconds) // 2], seconds[int(0.99 * (len(seconds) - 1))]
    print(f"  p50 {p50 * 1e3:.2f} ms, p99 {p99 * 1e3:.2f} ms")
    cpu = sorted(c.cpu for c in found)
    cpu50, cpu99 = cpu[len(cpu) // 2], cpu[int(0.99 * (len(cpu) - 1))]
    print(f"  CPU time: p50 {cpu50 * 1e3:.2f} ms, p99 {cpu99 * 1e3:.2f} ms, {sum(cpu) * 1e3:.0f} ms in all")
    for title, part in ((f"the slowest {len(slow)}", slow), (f"all {len(found)}", found)):
        total = sum(c.seconds for c in part)
        in_gc = [sum(c.in_gc[g] for c in part) for g in range(3)]
        print(
            f"  {title}: {part[0].seconds * 1e3:.1f}–{part[-1].seconds * 1e3:.1f} ms, {total * 1e3:.0f} ms in all, "
            f"of which in the garbage collector (generations 0/1/2) "
            + "/".join(f"{s * 1e3:.0f}" for s in in_gc)
            + " ms"
        )
    print(
        "  the 10 slowest: "
        + ", ".join(f"{c.seconds * 1e3:.0f} ms ({sum(c.in_gc) * 1e3:.0f} in gc; {c.label})" for c in found[-10:])
    )
    for sort in ("cumulative", "tottime"):
        print(report(f"slowest {len(slow)} commits", [c.profile for c in slow], args.top, sort))
    if args.save:
        merged = pstats.Stats(found[0].profile)
        for c in found[1:]:
            merged.add(c.profile)
        merged.dump_stats(args.save)
    for sort in ("cumulative", "tottime"):
        print(report(f"all {len(found)} commits", [c.profile for c in found], args.top, sort))


if __name__ == "__main__":
    main()
