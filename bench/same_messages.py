"""Behaviour check for changes meant to be invisible: every message the fake Discord stored, edited or removed in
seeded games (2 BSG games of 3 players, 2 Cardline games of 2 played by `/cardline place`), in this build and in the
checkout DIR, compared message by message: the sequence of distinct states of each (content, flags, embeds,
components, attachments' names and a hash of their bytes, who was pinged, deleted or not). Ids are numbered by first
appearance, Discord timestamps (`<t:…>`) and a link's clipped id are blanked (they follow the clock). An identical
state sent twice in a row counts once (how often a panel is redrawn depends on timing).

Run: python bench/same_messages.py --before DIR   (about a minute and a half per build on a busy machine)
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

RECORD_ENV = "SAME_MESSAGES_OUT"  # set for the child that records one build (run in that build's checkout)


def record(out: Path) -> None:
    """Play the seeded games with the checkout in the current directory and write every message event to `out`."""
    sys.path.insert(0, str(Path.cwd()))
    import engine.tables
    from engine.games.cardline import rules
    from engine.registry import get_game
    from sandbox import FakeDiscord
    from sandbox.bsg_player import Player
    from sandbox.game_driver import game_bot, open_lobby, seat_players, settle

    events: list[str] = []
    ids: dict[str, str] = {}

    def snap(kind: str, message: Any) -> None:
        body = {
            "kind": kind, "id": str(message.id), "channel": str(message.channel_id), "author": str(message.author_id),
            "content": message.content, "flags": message.flags, "embeds": message.embeds,
            "components": message.raw_components, "pinged": [str(u) for u in message.pinged],
            "attachments": [
                [a.filename, hashlib.sha256(a.data).hexdigest()[:16], a.description] for a in message.attachments
            ],
            "deleted": message.deleted,
        }  # fmt: skip
        text = json.dumps(body, sort_keys=True, default=str)
        events.append(re.sub(r"\d{16,20}", lambda m: ids.setdefault(m.group(0), f"#{len(ids)}"), text))

    stored, edited, removed = FakeDiscord._store_and_announce, FakeDiscord._announce_edit, FakeDiscord._remove_message

    async def on_store(self: Any, message: Any) -> None:
        snap("create", message)
        await stored(self, message)

    async def on_edit(self: Any, message: Any) -> None:
        snap("edit", message)
        await edited(self, message)

    async def on_remove(self: Any, message: Any) -> None:
        await removed(self, message)
        snap("delete", message)

    FakeDiscord._store_and_announce, FakeDiscord._announce_edit = on_store, on_edit  # type: ignore[method-assign]
    FakeDiscord._remove_message = on_remove  # type: ignore[method-assign]
    numbers = iter(range(10**6))
    engine.tables.new_seed = lambda: f"same-messages-{next(numbers)}"

    async def play(folder: Path) -> None:
        server = FakeDiscord()
        await server.start()
        server.install()
        try:
            users = [server.add_user(f"Player {i + 1}") for i in range(3)]
            async with game_bot(server, folder / "same.db") as bot:
                for number in range(2):
                    table = await open_lobby(server, bot, users[0], "bsg new", seat_order="join")
                    table = await seat_players(server, bot, table, users)
                    await Player(server, bot, table, closed=set()).play_to_end(random.Random(number))
                game, chooser = get_game("cardline"), random.Random(7)
                for _ in range(2):
                    table = await seat_players(
                        server, bot, await open_lobby(server, bot, users[0], "cardline new"), users[:2]
                    )
                    while (table := bot.store.get_table(table.id)).status == "playing":
                        seat = rules.current_seat(table.state)
                        action = chooser.choice(
                            [a for a in game.legal_actions(table.state, seat) if a["type"] == "place"]
                        )
                        rec = await server.slash(
                            table.seats[seat], "cardline place", card=action["card"], gap=action["gap"],
                            channel=table.thread_id,
                        )  # fmt: skip
                        await rec.wait_done()
                        await settle(server, bot)
                if bot.errors:
                    raise SystemExit(f"bot errors: {bot.errors[:3]}")
        finally:
            await server.stop()

    with tempfile.TemporaryDirectory() as name:
        asyncio.run(play(Path(name)))
    out.write_text("\n".join(events) + "\n")


def states(path: Path) -> list[tuple[str, list[str]]]:
    """Per message, in the order they appeared: its distinct states in turn."""
    found: dict[str, list[str]] = {}
    for line in path.read_text().splitlines():
        line = re.sub(r"\d{8,}\\u2026", "N", re.sub(r"<t:\d+", "<t:T", line))  # the clock; a clipped link's id
        event = json.loads(line)
        seen = found.setdefault(event.pop("id"), [])
        event.pop("kind")
        state = json.dumps(event, sort_keys=True)
        if not seen or seen[-1] != state:
            seen.append(state)
    return list(found.items())


def recorded(where: Path, out: Path) -> None:
    env = {**os.environ, RECORD_ENV: str(out), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, __file__], cwd=where, env=env, capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"recording {where} failed:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}")


def main() -> None:
    if os.environ.get(RECORD_ENV):
        record(Path(os.environ[RECORD_ENV]))
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--before", required=True, help="the checkout to compare this build with")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as name:
        old, new = Path(name) / "before.jsonl", Path(name) / "this.jsonl"
        recorded(Path(args.before).resolve(), old)
        recorded(Path(__file__).resolve().parents[1], new)
        before, this = states(old), states(new)
    differing = [(a[0], b[0]) for a, b in zip(before, this, strict=False) if a != b]
    counts = [sum(len(s) for _, s in found) for found in (before, this)]
    print(
        f"messages: {len(before)} before, {len(this)} in this build; states {counts[0]} and {counts[1]}; "
        f"differing messages: {len(differing) + abs(len(before) - len(this))}"
    )
    for old_id, new_id in differing[:5]:
        print(f"  first differing: message {old_id} (before) / {new_id} (this build)")
    if differing or len(before) != len(this):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
