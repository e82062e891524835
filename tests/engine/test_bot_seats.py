"""Bot seats at the table layer: seated at creation or by the host's Add bot, never a table of bots only, a stored
'bot' timer whenever a bot-played seat is awaited, stand-ins for absent players, and the public history bots read."""

from __future__ import annotations

import pytest

from engine.scheduling import BOT
from engine.store import Store
from engine.tables import LOBBY, PLAYING, TableError, Tables, is_bot


def tables_at(target: str) -> Tables:
    return Tables(Store(target), clock=lambda: 1000.0, bot_delay=2.0)


def bot_timers(tables: Tables, table_id: int) -> list[tuple[float, int]]:
    return [(t["due"], t["payload"]["seat"]) for t in tables.store.timers(table_id) if t["kind"] == BOT]


def test_bots_seated_at_creation_and_by_the_host(store_target: str) -> None:
    tables = tables_at(store_target)
    table = tables.create("frame", 1, 10, 100, {"bots": 2, "bot_level": "hard"}, host_name="Ann")
    assert table.players[0] == 100 and all(is_bot(u) for u in table.players[1:]) and len(table.players) == 3
    assert [table.record.names[str(u)] for u in table.players[1:]] == ["Bot 1 (hard)", "Bot 2 (hard)"]
    with pytest.raises(TableError, match="Only the host"):
        tables.add_bot(table.id, 101)
    table = tables.add_bot(table.id, 100, "easy")
    assert table.record.names[str(table.players[-1])] == "Bot 3 (easy)"
    with pytest.raises(TableError, match="full"):
        tables.add_bot(table.id, 100)
    assert tables.get(table.id).status == LOBBY


def test_impossible_bot_requests_are_refused(store_target: str) -> None:
    tables = tables_at(store_target)
    with pytest.raises(TableError, match="at most 4 players"):
        tables.create("frame", 1, 10, 100, {"bots": 4})
    with pytest.raises(TableError, match="bot_level"):
        tables.create("frame", 1, 10, 100, {"bots": 1, "bot_level": "genius"})
    table = tables.create("frame", 1, 10, 100, {"bots": 1})
    left = tables.leave(table.id, 100)  # the only person leaves: a table of bots only is no game
    assert left.status == "abandoned"


def test_a_bot_timer_is_planned_whenever_a_bot_is_awaited(store_target: str) -> None:
    tables = tables_at(store_target)
    table = tables.create("frame", 1, 10, 100, {"bots": 1, "seat_order": "join", "start_player": "2"})
    outcome = tables.start(table.id, 100)
    table = outcome.table
    game = tables.game_of(table)
    assert game.to_act(table.state) == [1] and bot_timers(tables, table.id) == [(1002.0, 1)]
    assert not [t for t in tables.store.timers(table.id) if t["kind"] == "reminder" and is_bot(t["user_id"])]
    action = game.legal_actions(table.state, 1)[0]
    outcome = tables.act_as_bot(tables.get(table.id), 1, action)
    assert outcome.table.move_no == 1 and game.to_act(outcome.table.state) == [0]
    assert bot_timers(tables, table.id) == []
    with pytest.raises(TableError, match="No bot"):
        tables.act_as_bot(tables.get(table.id), 0, game.legal_actions(outcome.table.state, 0)[0])


def test_a_bot_stands_in_for_an_absent_player_and_hands_the_seat_back(store_target: str) -> None:
    tables = tables_at(store_target)
    table = tables.create("frame", 1, 10, 100, {"seat_order": "join", "start_player": "1"})
    tables.join(table.id, 101)
    table = tables.start(table.id, 100).table
    assert tables.bot_level(table, 0) is None and bot_timers(tables, table.id) == []
    table = tables.stand_in(table.id, 0, "easy")
    assert tables.bot_level(table, 0) == "easy" and bot_timers(tables, table.id) == [(1002.0, 0)]
    game = tables.game_of(table)
    outcome = tables.act_as_bot(tables.get(table.id), 0, game.legal_actions(table.state, 0)[0])
    assert tables.store.moves(table.id)[-1]["user_id"] == -1000  # a stand-in's move, told apart in the log
    tables.hand_back(table.id, 0)
    assert tables.bot_level(tables.get(table.id), 0) is None and outcome.table.status == PLAYING


def test_the_public_history_replays_only_public_events(store_target: str) -> None:
    tables = tables_at(store_target)
    table = tables.create("cardline", 1, 10, 100, {"bots": 1})
    table = tables.start(table.id, 100).table
    game = tables.game_of(table)
    seat = game.to_act(table.state)[0]
    tables.act_on(tables.get(table.id), table.seats[seat], game.legal_actions(table.state, seat)[0])
    history = tables.public_history(tables.get(table.id))
    assert history and all(e["to"] is None for e in history)
