"""Counts what one request costs inside the bot: table rows decoded, views computed per audience, write
transactions and SQL statements. Used by the pipeline probe test and by bench/bench_pipeline.py."""

from __future__ import annotations

from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import engine.store
from engine.core import Game


@dataclass
class Probe:
    decodes: int = 0
    views: Counter = field(default_factory=Counter)  # audience (None = public) → view() calls
    transactions: int = 0
    statements: int = 0
    schema_lookups: int = 0
    kinds: Counter = field(default_factory=Counter)  # write transactions by what they hold (see `kind_of`)
    _open: list[str] = field(default_factory=list, repr=False)

    @property
    def moves(self) -> int:
        return self.kinds["move"]

    @property
    def holds(self) -> int:
        return self.kinds["hold"]

    @property
    def flushes(self) -> int:
        return self.kinds["flush"]

    def line(self) -> str:
        most = max(self.views.values(), default=0)
        return (
            f"rows decoded {self.decodes}, view() per audience ≤ {most} ({sum(self.views.values())} in all), "
            f"write transactions {self.transactions} ({dict(self.kinds)}), SQL statements {self.statements} "
            f"({self.schema_lookups} schema look-ups)"
        )


def kind_of(statements: list[str]) -> str:
    """A write transaction's role: a click's token held at its acknowledgement, a batch of delivered results, or
    anything else (a move with what it causes, a note)."""
    if len(statements) == 1 and statements[0].startswith("INSERT INTO outbox"):
        return "hold"
    if statements and all(s.startswith("UPDATE outbox SET done") for s in statements):
        return "flush"
    return "move"


@contextmanager
def probe(store: engine.store.Store, game: Game) -> Any:
    """Count while the block runs (the game's `view` is wrapped on its registered instance)."""
    found = Probe()
    real_decode = engine.store._decode
    real_view = game.view

    def decode(row: dict[str, Any]) -> engine.store.TableRow:
        found.decodes += 1
        return real_decode(row)

    def view(state: dict[str, Any], seat: int | None) -> dict[str, Any]:
        found.views[seat] += 1
        return real_view(state, seat)

    def trace(sql: str) -> None:
        found.statements += 1
        if sql.startswith("BEGIN"):
            found.transactions += 1
            found._open = []
        elif sql.startswith("COMMIT"):
            found.kinds[kind_of(found._open)] += 1
        else:
            found._open.append(sql.lstrip())
        text = sql.lstrip().upper()
        if text.startswith(("PRAGMA TABLE_INFO", "PRAGMA TABLE_XINFO", "PRAGMA INDEX")) or "SQLITE_MASTER" in text:
            found.schema_lookups += 1

    engine.store._decode = decode
    game.view = view  # type: ignore[method-assign]
    store.db.conn.set_trace_callback(trace)
    try:
        yield found
    finally:
        store.db.conn.set_trace_callback(None)
        engine.store._decode = real_decode
        del game.view


async def choose_envyra_placement(server: Any, bot: Any, table: Any, user: int) -> tuple[Any, str]:
    """Pick the user's first legal Phase I placement in their DM menu; returns (prompt message, Confirm's id)."""
    from sandbox.game_driver import last_with, settle

    seat = table.seats.index(user)
    positions = bot.tables.game_of(table).legal_actions(table.state, seat)[0]["positions"]
    prompt = last_with(server.dm_messages(user), f"s:{table.id}:pick:")
    rec = await server.select(user, prompt, prompt.custom_ids[0], positions)
    await rec.wait_done()
    await settle(server, bot)
    ids = server.message(prompt.id).custom_ids
    return server.message(prompt.id), next(c for c in ids if c.startswith(f"g:{table.id}:place:"))
