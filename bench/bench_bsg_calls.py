"""Battlestar Galactica through the fake Discord: how many notifications each person gets per decision, and how many
messages land in each player's DMs per turn, and how many of them stay there (issue 23 item 4: a panel that moved
below is deleted, not left as a stub).

A notification is a message the bot creates in the person's DMs, or a thread post whose mentions notify them (the
fake Discord applies `allowed_mentions`, sandbox/bsg_calls.py). Each is counted
against the decision that person is asked when it arrives (a decision: a clock key and a seat). A decision that
follows the person's own click where they are (their panel, or the thread for a thread decision) may be shown in
place with no new message; those are counted apart.

The games' seeds are fixed, so two builds can be compared on the same games. (An older build's fake Discord records
no `pinged`: there every mention notifies, which is what its bot asked for.)

Run: python bench/bench_bsg_calls.py [--games 1] [--players 3] [--closed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine.tables  # noqa: E402
from sandbox import FakeDiscord  # noqa: E402
from sandbox.bsg_calls import CountingPlayer, started  # noqa: E402
from sandbox.game_driver import game_bot, open_lobby  # noqa: E402

VERBOSE = "--verbose" in sys.argv


def left_in_dms(server: FakeDiscord, user: int) -> int:
    """The bot's messages still in the user's DMs (not deleted)."""
    return sum(1 for m in server.messages(server.dm_channel(user)) if m.author_id == server.bot_user.id)


async def games(count: int, players: int, closed: int, folder: Path) -> dict[str, Any]:
    numbers = iter(range(10**6))
    engine.tables.new_seed = lambda: f"bench-bsg-calls-{players}-{next(numbers)}"  # the same games in every run
    server = FakeDiscord()
    await server.start()
    server.install()
    totals: dict[str, Any] = {"per": Counter(), "own_zero": 0, "zero": 0, "notes": 0, "deadline": 0, "link": 0}
    totals.update(dms=0, left=0, seat_turns=0, unasked=0, decisions=0)
    try:
        users = [server.add_user(f"Player {i + 1}", dms_open=i >= closed) for i in range(players)]
        async with game_bot(server, folder / "bench.db") as bot:
            for number in range(count):
                shown = sum(left_in_dms(server, u) for u in users[closed:])
                table = await open_lobby(server, bot, users[0], "bsg new", seat_order="join")
                calls = await started(server, bot, table, users)
                player = CountingPlayer(server, bot, calls.table, closed=set(users[:closed]))
                player.calls = calls
                table = await player.play_to_end(random.Random(number))
                counts = Counter(calls.per.get(k, 0) for k in calls.asked)
                if VERBOSE:
                    for k, said in calls.seen.items():
                        if len(said) > 1 or not all("<t:" in t for t in said):
                            print(k, [t[:100] for t in said])
                totals["per"].update(counts)
                totals["zero"] += sum(1 for k in calls.asked if not calls.per.get(k))
                totals["own_zero"] += sum(1 for k in calls.asked if not calls.per.get(k) and k in calls.own)
                totals["notes"] += calls.notes
                totals["deadline"] += calls.with_deadline
                totals["link"] += calls.with_link
                totals["dms"] += sum(calls.dms[u] for u in users[closed:])
                totals["left"] += sum(left_in_dms(server, u) for u in users[closed:]) - shown
                totals["seat_turns"] += (players - closed) * max(1, table.state["turn"])
                totals["unasked"] += calls.unasked
                totals["decisions"] += len(calls.asked)
    finally:
        await server.stop()
    return totals


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument(
        "--verbose", action="store_true", help="print each decision notified twice or without a deadline"
    )
    parser.add_argument("--closed", type=int, default=1, help="players whose DMs are closed (the first ones)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        found = asyncio.run(games(args.games, args.players, args.closed, Path(name)))
    per, decisions = found["per"], max(1, found["decisions"])
    print(f"games {args.games}, players {args.players} (DMs closed: {args.closed}); decisions asked of people: "
          f"{found['decisions']}")  # fmt: skip
    for n in sorted(per):
        print(f"  {n} notification(s): {per[n]} ({per[n] / decisions:.0%})")
    print(f"  of the 0s, following the person's own move (shown in place): {found['own_zero']} of {found['zero']}")
    notes = max(1, found["notes"])
    print(
        f"notifications carrying a deadline <t:…>: {found['deadline'] / notes:.0%}; a link: {found['link'] / notes:.0%}"
    )
    print(f"notifications when the person decided nothing (first panels, notices): {found['unasked']}")
    turns = max(1, found["seat_turns"])
    print(f"DM messages per player per turn (open DMs): {found['dms'] / turns:.2f} ({found['dms']} over {turns})")
    left = found["left"]
    print(f"  still in the DMs at the end (the rest deleted: panels that moved below): {left / turns:.2f} ({left})")


if __name__ == "__main__":
    main()
