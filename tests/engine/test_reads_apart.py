"""Reads off the event loop (`asyncio.to_thread`: a bot's history, a missed move's outcome) go through a connection
of their own (Store.read_apart), never the store's one, which the loop's thread may be inside a move's transaction
on meanwhile: they see committed rows only, and a read that fails there aborts nothing of the move."""

from __future__ import annotations

import asyncio

import pytest

from engine.store import Store
from engine.store_dialect import DB_ERRORS
from engine.tables import Tables
from tests.engine.started_tables import started


def play_one(tables: Tables, table_id: int) -> None:
    table = tables.get(table_id)
    game = tables.game_of(table)
    seat = game.to_act(table.state)[0]
    tables.act_on(table, table.seats[seat], game.legal_actions(table.state, seat)[0])


async def test_a_read_on_a_worker_thread_during_a_move_sees_only_committed_rows_and_fails_alone(
    store_target: str,
) -> None:
    tables = Tables(Store(store_target))
    tid = started(tables, "frame", 2)
    play_one(tables, tid)
    store = tables.store
    committed = store.moves(tid)
    history = tables.public_history(tables.get(tid))
    last = [e.to_json() for e in tables.last_outcome(tables.get(tid)).events]
    with store.transaction():  # the loop thread's move, in the middle of its transaction
        store.execute(
            "INSERT INTO moves (table_id, seq, seat, user_id, action, at) VALUES (?, ?, 0, 101, '{}', 0)", [tid, 99]
        )
        assert await asyncio.to_thread(store.moves, tid, True) == committed  # not the move being written
        assert await asyncio.to_thread(tables.public_history, tables.get(tid), apart=True) == history
        outcome = await asyncio.to_thread(tables.last_outcome, tables.get(tid), apart=True)
        assert [e.to_json() for e in outcome.events] == last and outcome.seat == committed[-1]["seat"]
        with pytest.raises(DB_ERRORS):
            await asyncio.to_thread(store.read_apart, "SELECT no_such_column FROM moves")
        assert store.moves(tid)[-1]["seq"] == 99  # the loop's own connection sees its move
    assert [m["seq"] for m in store.moves(tid, apart=True)] == [*(m["seq"] for m in committed), 99]
    store.close()
