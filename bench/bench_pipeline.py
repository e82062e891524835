"""What one move costs in the shared pipeline, through the fake Discord with the real bot.

Per move: rows decoded, view() calls per audience, write transactions and SQL statements, counted by the probe in
sandbox/probe.py (counts, not times: they do not depend on how busy the machine is).
Run: python bench/bench_pipeline.py [--games 5]
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
from sandbox.probe import Probe, choose_envyra_placement, probe  # noqa: E402


async def envyra_moves(games: int, folder: Path) -> list[Probe]:
    server = FakeDiscord()
    await server.start()
    server.install()
    probes: list[Probe] = []
    try:
        alice, bob = server.add_user("Alice"), server.add_user("Bob")
        async with game_bot(server, folder / "bench.db") as bot:
            for _ in range(games):
                table = await open_lobby(server, bot, alice, "envyra new")
                table = await seat_players(server, bot, table, [alice, bob])
                game = bot.tables.game_of(table)
                for user in table.seats:
                    prompt, confirm = await choose_envyra_placement(server, bot, table, user)
                    with probe(bot.store, game) as found:
                        rec = await server.click(user, prompt, confirm)
                        await rec.wait_done()
                        await settle(server, bot)
                    probes.append(found)
    finally:
        await server.stop()
    return probes


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=5)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        probes = asyncio.run(envyra_moves(args.games, Path(name)))
    print(f"Envyra Phase I confirm, n={len(probes)}:")
    print("  worst: " + max(probes, key=lambda p: (p.decodes, max(p.views.values(), default=0), p.transactions)).line())
    decodes = [p.decodes for p in probes]
    moves = [p.kinds["move"] for p in probes]
    print(f"  state decoded per announced move: max {max(decodes)} (median {statistics.median(decodes)})")
    print(f"  write transactions holding the move and everything it causes: max {max(moves)}")
    print(f"  SQL statements per move: median {statistics.median(p.statements for p in probes)}")
    for kind in ("move", "hold", "flush"):
        counts = [p.kinds[kind] for p in probes]
        print(f"  write transactions per move, {kind}: median {statistics.median(counts)}, max {max(counts)}")


if __name__ == "__main__":
    main()
