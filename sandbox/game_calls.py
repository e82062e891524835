"""Counting calls to action through the fake Discord in the games other than BSG (presenters/game_calls.py): the thread
mentions that notified each person (the fake Discord applies `allowed_mentions`), counted against the decision that
person is asked when they arrive (a decision: a seat's clock key, else its prompt key). Used by
tests/e2e/test_game_calls_e2e.py.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from sandbox.game_driver import current
from sandbox.server import FakeDiscord


class ThreadCalls:
    """Thread pings per (person, decision), read from the fake Discord after every move."""

    def __init__(self, server: FakeDiscord, bot: Any, table: Any) -> None:
        self.server, self.bot, self.table = server, bot, table
        self.mark = max(server.messages_by_id, default=0)  # the newest message id seen
        self.pings: Counter[tuple[int, str]] = Counter()  # (user, decision) → thread posts that notified them
        self.asked: dict[tuple[int, str], str] = {}  # (user, decision) → "own" (after their move), "secret", "call"
        self.unasked: list[str] = []  # posts that notified someone the game was not waiting for
        self.shown: dict[tuple[int, str], list[str]] = {}  # the posts that notified, for a failing assertion
        self.prompts: dict[tuple[int, str], list[str]] = {}  # a secret decision → the DMs that arrived when asked

    def decisions(self) -> dict[int, tuple[str, bool]]:
        """Each awaited human's decision now (user → (key, whether it is secret))."""
        table = current(self.bot, self.table)
        if table.status != "playing" or table.state is None:
            return {}
        game, state = self.bot.tables.game_of(table), table.state
        out = {}
        for seat in game.waiting_for(state):
            key = next((c.key for c in game.clock(state) if seat in c.seats), None)
            key = key or game.prompt_key(state, seat) or str(table.move_no)
            if table.seats[seat] > 0:
                out[table.seats[seat]] = (key, game.secret_input(state, seat))
        return out

    def look(self, mover: int | None) -> None:
        """After a move has been delivered: the decisions asked now, and the thread posts that notified."""
        now = self.decisions()
        for user, (key, secret) in now.items():
            if (user, key) not in self.asked:
                self.asked[(user, key)] = "own" if user == mover else "secret" if secret else "call"
                if secret:
                    dms = self.server.dm_messages(user)
                    self.prompts[(user, key)] = [m.content for m in dms if m.id > self.mark]
        for message in self.server.messages(self.table.thread_id):
            if message.id <= self.mark:
                continue
            for user in message.pinged:
                if user not in now:
                    self.unasked.append(message.content)
                    continue
                self.pings[(user, now[user][0])] += 1
                self.shown.setdefault((user, now[user][0]), []).append(message.content)
        self.mark = max(self.server.messages_by_id, default=self.mark)
