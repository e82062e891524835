"""Every registered game through the shared table layer: seated, played to the end, replayed from the log."""

from __future__ import annotations

import json
import random

import pytest

from engine.randomplayer import random_step
from engine.registry import KNOWN_GAMES, get_game
from engine.store import Store
from engine.tables import FINISHED, PLAYING, Tables


@pytest.mark.parametrize("kind", sorted(KNOWN_GAMES))
@pytest.mark.parametrize("size", ["min", "max"])
def test_game_plays_through_tables_and_replays(kind: str, size: str, tmp_path) -> None:
    game = get_game(kind)
    n = game.min_players if size == "min" else game.max_players
    tables = Tables(Store(tmp_path / "t.db"))
    table = tables.create(kind, 1, 10, 100, {})
    for user in range(101, 100 + n):
        tables.join(table.id, user)
    tables.start(table.id, 100)
    chooser = random.Random(f"{kind}{n}")
    for _ in range(20_000):
        table = tables.get(table.id)
        if table.status != PLAYING:
            break
        seat, action = random_step(game, table.state, chooser)
        tables.act(table.id, table.seats[seat], action)
    table = tables.get(table.id)
    assert table.status == FINISHED
    assert table.record.result["ranking"] is not None
    assert tables.replay(table) == table.state
    public = game.view(table.state, None)
    assert json.loads(json.dumps(public)) == public
