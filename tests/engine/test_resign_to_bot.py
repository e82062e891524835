"""Resigning a game whose rules know no resignation but that goes on (BSG): a bot takes the seat for good, the game
finishes normally, and the ratings count the resigner as having lost (engine/seats.py, engine/ratings.py)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.core import Result
from engine.randomplayer import random_step
from engine.ratings import player_stats, record_result
from engine.seats import SUBSTITUTE_VOTE, Seats
from engine.store import Store
from engine.tables import FINISHED, Consequences, TableError, Tables, is_bot

GUILD = 7


@pytest.fixture
def world(tmp_path: Path) -> tuple[Tables, Seats]:
    tables = Tables(Store(tmp_path / "t.db"))
    return tables, Seats(tables)


def started(tables: Tables, users: list[int], **options: object) -> int:
    table = tables.create("bsg", GUILD, 10, users[0], {"seat_order": "join", **options}, host_name="P")
    for user in users[1:]:
        tables.join(table.id, user, f"P{user}")
    tables.start(table.id, users[0])
    return table.id


def teams(winners: list[int], losers: list[int], sides: list[str]) -> Result:
    return Result(ranking=[winners, losers], scores={}, details={"teams": sides})


def results(tables: Tables, table_id: int) -> dict[int, tuple[int, int]]:
    rows = tables.store.conn.execute("SELECT user_id, place, won FROM game_results WHERE table_id = ?", [table_id])
    return {user: (place, won) for user, place, won in rows}


def test_the_seat_goes_to_a_bot_for_good_with_everything_it_holds(world) -> None:
    tables, seats = world
    tid = started(tables, [101, 102, 103], bot_level="hard")
    table = tables.get(tid)
    before = tables.game_of(table).view(table.state, 0)["me"]
    sub = seats.new_vote(table, SUBSTITUTE_VOTE, 1, by=102, user=555, name="Dora")
    seats.open_vote(table, sub, Consequences([], {"vote": sub}))  # 101 is one of its voters
    bot = seats.resign_to_bot(tables.get(tid), 101, Consequences)
    table = tables.get(tid)
    assert is_bot(bot) and table.seats == [bot, 102, 103] and 101 not in table.players
    assert tables.bot_level(table, 0) == "hard" and table.record.resigned == {"0": 101}
    assert table.host_id == 102 and not tables.store.tables_of_user(101)
    assert tables.game_of(table).view(table.state, 0)["me"] == before, "loyalty and hand stay with the seat"
    assert 101 not in table.record.vote.voters, "a resigner votes no more"
    with pytest.raises(TableError):
        seats.come_back(table, 101, Consequences)  # for good: not a player any more
    with pytest.raises(TableError):
        seats.check_substitute(table, 0, 556, False)  # a bot's seat
    seats.resign_to_bot(table, 102, Consequences)
    with pytest.raises(TableError):
        seats.resign_to_bot(tables.get(tid), 103, Consequences)  # the last person: the game would be bots only


def test_a_game_with_a_resigner_finishes_and_counts_them_as_lost(world) -> None:
    tables, seats = world
    tid = started(tables, [101, 102, 103])
    seats.resign_to_bot(tables.get(tid), 103, Consequences)
    chooser = random.Random("resign-to-bot")
    for _ in range(6000):
        table = tables.get(tid)
        if table.status != "playing":
            break
        seat, action = random_step(tables.game_of(table), table.state, chooser)
        if is_bot(table.seats[seat]):
            tables.act_as_bot(table, seat, action)
        else:
            tables.act(tid, table.seats[seat], action)
    table = tables.get(tid)
    assert table.status == FINISHED
    counted = results(tables, tid)
    assert counted[103] == (max(place for place, _ in counted.values()), 0), counted  # last, lost
    sides = table.record.result["details"]["teams"]
    played_on = {101, 102} if sides[0] != sides[1] else set()  # two people on one side only: theirs does not count
    assert set(counted) == played_on | {103}
    assert tables.replay(table) == table.state


def test_the_resigner_loses_whatever_their_team_did_and_the_others_are_rated_as_if_it_were_a_bot(world) -> None:
    tables, _ = world
    conn = tables.store.conn
    sides = ["human", "human", "cylon", "cylon"]
    with tables.store.transaction():
        # seat 0 (human) resigned; the humans won anyway
        assert record_result(
            conn, 1, GUILD, "bsg", [-1, 102, 103, 104], {}, teams([0, 1], [2, 3], sides), 1.0, {0: 101}
        )
        # the same game without any resignation (seat 0 a bot from the start), in another server
        assert record_result(conn, 1 + 1, GUILD + 1, "bsg", [-1, 102, 103, 104], {}, teams([0, 1], [2, 3], sides), 1.0)
    assert results(tables, 1) == {102: (0, 1), 103: (1, 0), 104: (1, 0), 101: (1, 0)}  # with the losers
    mine, same = player_stats(conn, GUILD, 101), player_stats(conn, GUILD, 102)
    assert (mine.games, mine.wins) == (1, 0) and (same.games, same.wins) == (1, 1)
    ratings = {u: r for u, r in conn.execute("SELECT user_id, ordinal FROM ratings WHERE guild_id = ?", [GUILD])}
    without = {u: r for u, r in conn.execute("SELECT user_id, ordinal FROM ratings WHERE guild_id = ?", [GUILD + 1])}
    assert {u: ratings[u] for u in without} == pytest.approx(without), "nobody gains from a resignation"
    assert ratings[101] <= ratings[103] < ratings[102], "a newcomer who resigned fares no better than one who lost"


def test_a_resignation_alone_against_bots_counts_for_nothing(world) -> None:
    tables, _ = world
    conn = tables.store.conn
    sides = ["human", "human", "cylon"]
    with tables.store.transaction():
        assert not record_result(conn, 1, GUILD, "bsg", [-1, -2, -3], {}, teams([0, 1], [2], sides), 1.0, {0: 101})
        # one other person who played on, against bots: the resigner's loss counts, the other's result does not
        assert record_result(conn, 2, GUILD, "bsg", [-1, 102, -3], {}, teams([0, 1], [2], sides), 1.0, {0: 101})
    assert results(tables, 2) == {101: (1, 0)}  # behind the only side with a person
    assert player_stats(conn, GUILD, 102).games == 0 and player_stats(conn, GUILD, 101).games == 1
