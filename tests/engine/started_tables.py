"""A table started straight through `Tables` (no Discord): the host 100 and the players 101, 102, … in join order."""

from __future__ import annotations

from engine.tables import Tables


def started(tables: Tables, kind: str = "frame", players: int = 2, **options: object) -> int:
    table = tables.create(kind, 1, 10, 100, {"seat_order": "join", **options})
    for user in range(101, 100 + players):
        tables.join(table.id, user)
    tables.start(table.id, 100)
    return table.id
