"""A seat that changes hands starts with no standing orders (issue 23): a substitute, a stand-in bot, a player back
from one, a resignation to a bot. The clearing is a move of the seat stored in the seat change's own transaction
(engine/seats.py `_store`, `Game.new_occupant`), so it survives a restart and replays."""

from __future__ import annotations

from pathlib import Path

import pytest
from bsg_testkit import GAME, Dice
from orders_kit import order, roll, roll_state, run_days

from engine.games.bsg import standing
from engine.games.bsg.machine.orders import asks
from engine.seats import SUBSTITUTE_VOTE, Seats
from engine.store import Store
from engine.tables import Consequences, Tables

USERS = [100, 101, 102]
ORDER = {"type": "orders", "ability": "secret_destiny", "when": "always"}


@pytest.fixture
def world(tmp_path: Path) -> tuple[Tables, Seats, Path]:
    tables = Tables(Store(tmp_path / "t.db"))
    return tables, Seats(tables), tmp_path / "t.db"


def started(tables: Tables, pace: str = "days") -> int:
    table = tables.create("bsg", 1, 10, USERS[0], {"seat_order": "join", "pace": pace}, host_name="P")
    for user in USERS[1:]:
        tables.join(table.id, user, f"P{user}")
    tables.start(table.id, USERS[0])
    return table.id


def with_orders(tables: Tables, tid: int, seat: int) -> None:
    tables.act(tid, tables.get(tid).seats[seat], ORDER)
    tables.act(tid, tables.get(tid).seats[seat], {"type": "orders", "eo": "two_actions"})
    assert standing.has_orders(tables.get(tid).state, seat)


def test_a_substitute_starts_with_no_orders_and_the_clearing_is_a_stored_move(world) -> None:
    tables, seats, path = world
    tid = started(tables)
    with_orders(tables, tid, 1)
    before = tables.get(tid).move_no
    seats.substitute(tables.get(tid), 1, 555, "Dora", Consequences)
    again = Tables(Store(path)).get(tid)  # a restart reads what the seat change stored
    assert again.seats[1] == 555 and again.move_no == before + 1
    assert not standing.has_orders(again.state, 1), "the new occupant starts with none"
    assert tables.replay(again)["orders"] == again.state["orders"], "the move log replays the clearing"
    assert standing.view(again.state, 1)["abilities"] == {} and standing.view(again.state, 1)["eo"] is None


def test_a_seat_without_orders_changes_hands_without_a_move(world) -> None:
    tables, seats, _ = world
    tid = started(tables)
    before = tables.get(tid).move_no
    seats.substitute(tables.get(tid), 2, 556, "Eve", Consequences)
    assert tables.get(tid).move_no == before


def test_a_player_back_from_a_stand_in_bot_is_not_asked_in_windows_as_the_bot_was(world) -> None:
    tables, seats, _ = world
    tid = started(tables)
    with_orders(tables, tid, 2)
    table = tables.get(tid)
    vote = seats.new_vote(table, SUBSTITUTE_VOTE, 2, by=USERS[0])
    seats._decide(table, vote, "bot", Consequences)  # the table voted a bot in for the absent player
    table = tables.get(tid)
    assert table.record.stand_ins == {"2": "normal"} and not standing.has_orders(table.state, 2)
    tables.act_as_bot(table, 2, {"type": "orders", "ask": True})  # what a bot does first in days pace
    assert asks(tables.get(tid).state, 2), "a bot's seat is asked in windows"
    seats.come_back(tables.get(tid), USERS[2], Consequences)
    table = tables.get(tid)
    assert str(2) not in table.record.stand_ins
    assert not asks(table.state, 2), "the player back starts clean: windows answer from their orders again"
    assert not standing.has_orders(table.state, 2)


def test_a_resignation_to_a_bot_clears_the_seats_orders(world) -> None:
    tables, seats, _ = world
    tid = started(tables)
    with_orders(tables, tid, 0)
    seats.resign_to_bot(tables.get(tid), USERS[0], Consequences)
    assert not standing.has_orders(tables.get(tid).state, 0)


def test_live_pace_clears_too(world) -> None:
    tables, seats, _ = world
    tid = started(tables, pace="live")
    with_orders(tables, tid, 1)
    seats.substitute(tables.get(tid), 1, 557, "Finn", Consequences)
    assert not standing.has_orders(tables.get(tid).state, 1)


def test_a_window_waiting_on_a_stand_in_bot_resolves_when_its_player_is_back() -> None:
    """The bot asked to be asked in windows; its player back (the seat's new occupant) starts clean, so the window
    that waited for the bot answers at once from the (now empty) orders: nobody waits for the person."""
    state = roll_state()
    state["jump"] = 3
    order(state, 2, ask=True)  # the stand-in bot's first move in days pace
    run_days(state, [roll(0)], Dice([1]))
    assert state["decision"]["kind"] == "skill_window" and GAME.to_act(state) == [2]
    clear = GAME.new_occupant(state, 2)
    assert clear == standing.CLEAR
    events = GAME.apply(state, 2, clear, Dice([1]))
    assert state["decision"] is None or state["decision"]["kind"] != "skill_window", "the window did not wait"
    assert events, "what the clearing answered is told (the seat change commits it with what it causes)"
    assert GAME.new_occupant(state, 2) is None, "nothing more to clear"
