"""Counting calls to action through the fake Discord (issue 23 item 4): the notifications each person gets per
decision. A notification is a message the bot creates in the person's DMs, or a thread post whose mentions notify
them (the fake Discord applies `allowed_mentions`). Each is counted against the decision that person is asked when it
arrives (a decision: a clock key and a seat). Used by tests/bsg/e2e/test_bsg_calls_e2e.py and bench/bench_bsg_calls.py.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from typing import Any

from sandbox.bsg_player import Player
from sandbox.game_driver import current, lobby_message, settle
from sandbox.server import FakeDiscord
from sandbox.world import FakeMessage

LINK = re.compile(r"https://discord\.com/channels/\d+/\d+")


def pinged(message: FakeMessage) -> tuple[int, ...]:
    """Who a message notified by its mentions."""
    return message.pinged


class Calls:
    """Notifications per (person, decision), read from the fake Discord after every step."""

    def __init__(self, server: FakeDiscord, bot: Any, table: Any) -> None:
        self.server, self.bot, self.table = server, bot, table
        self.humans = [u for u in table.seats if u > 0]
        self.mark = self.since = 0  # the newest message id seen; the last before the start
        self.per: Counter[tuple[int, str]] = Counter()  # (user, decision key) → notifications
        self.asked: set[tuple[int, str]] = set()  # every (user, decision key) the game asked
        self.own: set[tuple[int, str]] = set()  # decisions that followed the person's own move
        self.unasked = 0  # notifications when the person decided nothing (a first panel, a notice)
        self.with_deadline = self.with_link = self.notes = 0
        self.dms: Counter[int] = Counter()  # user → messages the bot created in their DMs
        self.seen: dict[tuple[int, str], list[str]] = {}  # what notified each (person, decision), for --verbose

    def keys(self) -> dict[int, str]:
        """Each awaited human's decision key now."""
        table = current(self.bot, self.table)
        if table.status != "playing" or table.state is None:
            return {}
        game = self.bot.tables.game_of(table)
        out = {}
        for clock in game.clock(table.state):
            for seat in clock.seats:
                if table.seats[seat] > 0 and seat in game.to_act(table.state):
                    out[table.seats[seat]] = clock.key
        return out

    def look(self, mover: int | None) -> None:
        keys = self.keys()
        for user, key in keys.items():
            if (user, key) not in self.asked and user == mover:
                self.own.add((user, key))
            self.asked.add((user, key))
        new: list[tuple[int, FakeMessage]] = []
        for user in self.humans:
            for message in self.server.messages(self.server.dm_channel(user)):
                if message.id > self.mark and message.author_id == self.server.bot_user.id:
                    new.append((user, message))
                    self.dms[user] += 1
        for message in self.server.messages(self.table.thread_id):
            if message.id > self.mark:
                new += [(user, message) for user in pinged(message) if user in self.humans]
        for user, message in new:
            key = keys.get(user)
            if key is None:
                self.unasked += 1
                continue
            self.per[(user, key)] += 1
            self.seen.setdefault((user, key), []).append(message.content)
            self.notes += 1
            self.with_deadline += "<t:" in message.content
            self.with_link += bool(LINK.search(message.content))
        every = [m.id for m in self.server.messages_by_id.values()]
        self.mark = max(every, default=self.mark)


class CountingPlayer(Player):
    """A player that reads the notifications after every step."""

    calls: Calls

    async def step(self, chooser: random.Random) -> None:
        before = current(self.bot, self.table)
        await super().step(chooser)
        await self.wait()
        moved = current(self.bot, self.table).move_no > before.move_no
        self.calls.look(self.bot.store.last_mover(before.id) if moved else None)


async def started(server: FakeDiscord, bot: Any, table: Any, users: list[int]) -> Calls:
    """Everyone joins the lobby, then the host starts: the notifications counted from the start on."""
    for user in users[1:]:
        rec = await server.click(user, lobby_message(server, table), label="Join")
        await rec.wait_done()
    await settle(server, bot)
    calls = Calls(server, bot, table)
    calls.mark = calls.since = max(server.messages_by_id, default=0)
    rec = await server.click(users[0], lobby_message(server, table), label="Start")
    await rec.wait_done()
    await settle(server, bot, timeout=120.0)  # the first panels of every player are drawn
    calls.table = current(bot, table)
    calls.humans = [u for u in calls.table.seats if u > 0]
    calls.look(None)
    return calls
