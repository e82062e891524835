"""Two games with the same people ending at once in two processes over PostgreSQL (engine/ratings.py): the rating
rows are read `FOR UPDATE` in user-id order, so the second game waits for the first one's commit and rates from its
result; the ratings are those of the two games one after the other, whatever the seat order."""

from __future__ import annotations

import threading
import time

import pytest

from engine.core import Result
from engine.ratings import record_result
from engine.store import Store
from sandbox.pg_server import PgServer

GUILD = 7
FIRST_WINS = Result(ranking=[[0], [1]], scores={0: 0, 1: 0})


def ratings(store: Store) -> dict[int, tuple[float, float, int]]:
    rows = store.execute("SELECT user_id, mu, sigma, games FROM ratings WHERE guild_id = ? ORDER BY user_id", [GUILD])
    return {int(r[0]): (float(r[1]), float(r[2]), int(r[3])) for r in rows}


def end_game(store: Store, table_id: int, seats: list[int]) -> None:
    record_result(store, table_id, GUILD, "envyra", seats, {}, FIRST_WINS, 1.0, lock=store.for_update())


def waiting_on_a_lock(store: Store) -> bool:
    query = "SELECT COUNT(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"
    return int(store.execute(query).fetchone()[0]) > 0


def test_on_postgresql_two_games_ending_at_once_rate_one_after_the_other(pg_server: PgServer) -> None:
    games = [(1, [101, 102]), (2, [102, 101]), (3, [101, 102])]  # the last two end at once, seats reversed
    alone = Store(":memory:")
    for table_id, seats in games:
        with alone.transaction():
            end_game(alone, table_id, seats)
    url = pg_server.fresh()
    one, two, watcher = Store(url), Store(url), Store(url)
    try:
        with one.transaction():
            end_game(one, *games[0])
        failure: list[BaseException] = []

        def second_process() -> None:
            try:
                with two.transaction():
                    end_game(two, *games[2])
            except BaseException as error:  # reported by the test thread
                failure.append(error)

        with one.transaction():
            end_game(one, *games[1])
            later = threading.Thread(target=second_process)
            later.start()
            deadline = time.monotonic() + 30
            while not waiting_on_a_lock(watcher):  # the other game waits on the rating rows this one holds
                assert later.is_alive() and time.monotonic() < deadline, f"never waited: {failure}"
                time.sleep(0.01)
        later.join(30)
        assert not later.is_alive() and not failure, failure
        found, expected = ratings(watcher), ratings(alone)
        assert {user: games for user, (_, _, games) in found.items()} == {101: 3, 102: 3}
        for user, (mu, sigma, _) in expected.items():
            assert found[user][:2] == pytest.approx((mu, sigma))
    finally:
        for store in (one, two, watcher, alone):
            store.close()
        pg_server.drop(url)
