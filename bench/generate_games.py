"""Build a database with many stored games through `Tables`, as the bot would have written them over months.

A mix per game kind: 20% open lobbies, 50% running games a few random moves in, 30% finished games (played out
or resigned). Run: python bench/generate_games.py PATH [--games 10000] [--seed 1]

Its timers (reminders, deadlines) fall due hours after it was written, so a file kept for later benches goes stale:
a start a day later fires thousands of them. `as_if_written_now` moves every time in it (timers, wake-ups, tables'
times) so that its newest change is now; `python bench/generate_games.py PATH --now` does it to a file in place.
"""

from __future__ import annotations

import argparse
import random
import sqlite3
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.randomplayer import random_step  # noqa: E402
from engine.registry import get_game  # noqa: E402
from engine.store import Store  # noqa: E402
from engine.tables import PLAYING, Tables  # noqa: E402

KINDS = ("envyra", "frame", "hieroglyphs", "cardline")


def generate(path: Path, games: int, seed: int = 1) -> tuple[int, int]:
    """(tables, moves) written."""
    tables = Tables(Store(path))
    rng = random.Random(seed)
    moves = 0
    for index in range(games):
        kind = KINDS[index % len(KINDS)]
        game = get_game(kind)
        guild = 1000 + index % 50
        host = 10_000 + rng.randrange(2_000)
        table = tables.create(kind, guild, guild * 10 + index % 7, host, {}, host_name=f"Player {host}")
        players, seats = [host], rng.randint(game.min_players, game.max_players)
        while len(players) < seats:
            user = 10_000 + rng.randrange(2_000)
            if user not in players:
                tables.join(table.id, user, f"Player {user}")
                players.append(user)
        tables.attach_thread(table, 5_000_000 + index, 6_000_000 + index)
        roll = rng.random()
        if roll < 0.2:
            continue  # an open lobby
        tables.start(table.id, host)
        steps = rng.randint(1, 12) if roll < 0.7 else 60  # running games, or long ones (many end)
        for _ in range(steps):
            row = tables.get(table.id)
            if row.status != PLAYING:
                break
            seat, action = random_step(game, row.state, rng)
            tables.act_on(row, row.seats[seat], action)
            moves += 1
        row = tables.get(table.id)
        tables.announced(row)
    tables.store.close()
    return games, moves


# every stored time: moved by the same amount, the file reads as written at another moment
TIMES = (("timers", "due"), ("timers", "lease_until"), ("wakeups", "wake_at"), ("game_tables", "vote_due"),
         ("game_tables", "created_at"), ("game_tables", "updated_at"))  # fmt: skip


def as_if_written_now(path: Path, now: float | None = None) -> float:
    """Move every time in the file at `path` (a SQLite database) so that its newest table change is `now`: its
    timers fall due as long after now as they did after it was written. The seconds moved."""
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        newest = conn.execute("SELECT MAX(updated_at) FROM game_tables").fetchone()[0]
        if newest is None:
            return 0.0
        shift = (time.time() if now is None else now) - newest
        conn.execute("BEGIN IMMEDIATE")
        for table, column in TIMES:
            conn.execute(f"UPDATE {table} SET {column} = {column} + ? WHERE {column} IS NOT NULL", [shift])
        conn.execute("COMMIT")
        return shift
    finally:
        conn.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("path", type=Path)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--now", action="store_true", help="move an existing file's times to now; generate nothing")
    args = parser.parse_args()
    if args.now:
        print(f"moved every time in {args.path} by {as_if_written_now(args.path):+.0f} s")
        return
    count, moves = generate(args.path, args.games, args.seed)
    print(f"{count} games, {moves} moves in {args.path}")


if __name__ == "__main__":
    main()
