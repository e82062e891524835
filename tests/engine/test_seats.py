"""Turn clocks, their votes, pauses and vacations (engine/seats.py) with a fake clock: no real waiting."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.scheduling import DEADLINE, REMINDER, default_turn_hours
from engine.seats import (
    DAY,
    HOST,
    SKIP,
    SUBSTITUTE_VOTE,
    TIMEOUT_VOTE,
    Seats,
    away_reason,
    away_user,
    may_ask_substitute,
    runs_when_lifted,
    seat_default,
    substitutes_at_once,
    tally,
    vacation_days,
)
from engine.table_record import Notes, Vote
from engine.tables import ABANDONED, Consequences, Outcome, TableError, Tables
from tests.engine.started_tables import started


def deadlines(tables: Tables, table_id: int) -> list[dict]:
    return [t for t in tables.store.timers(table_id, fresh=True) if t["kind"] == DEADLINE]


def expire_counting(tables: Tables, seats: Seats, table_id: int) -> tuple[Outcome, Vote | None]:
    """What the pipeline does when a deadline fires: the default, with the counter and a vote as its notes."""
    [deadline] = deadlines(tables, table_id)
    opened: list[Vote | None] = []

    def effects(outcome: Outcome) -> Consequences:
        counts, vote = seats.after_move(outcome.table, outcome)
        opened.append(vote)
        notes = Notes(timeouts=counts, **({"vote": vote, "votes_held": vote.id} if vote else {}))
        return Consequences([], notes)

    outcome = tables.play_default(tables.get(table_id), deadline["payload"]["key"])
    assert outcome is not None
    tables.commit(outcome, effects(outcome))
    assert outcome is not None and outcome.by_clock and outcome.clock_kind == "turn"
    return outcome, opened[0]


def counting(seats: Seats):
    return lambda o: Consequences([], Notes(timeouts=seats.after_move(o.table, o)[0]))


# -- pure rules ---------------------------------------------------------------------------------------------------
def test_a_vote_is_decided_by_a_majority_or_once_everyone_voted() -> None:
    vote = Vote(1, TIMEOUT_VOTE, 0, 0, [1, 2, 3], {"1": "bot"}, 0.0)
    assert tally(vote) is None
    assert tally(replace(vote, votes={"1": "bot", "2": "bot"})) == "bot"
    assert tally(replace(vote, votes={"1": "bot", "2": "end", "3": "skip"})) == "skip"  # a tie: the mildest
    assert tally(replace(vote, voters=[1], votes={"1": "end"})) == "end"
    sub = Vote(1, SUBSTITUTE_VOTE, 0, 0, [1, 2, 3], {"1": "yes"}, 0.0)
    assert tally(sub) is None and tally(replace(sub, votes={"1": "yes", "3": "yes"})) == "yes"
    assert tally(replace(sub, votes={"1": "yes", "2": "no", "3": "no"})) == "no"
    assert tally(replace(sub, voters=[1, 2], votes={"2": "no"})) == "no"  # yes can no longer win


def test_turn_hours_default_and_vacation_days() -> None:
    assert default_turn_hours(2) == 0 and default_turn_hours(3) == 48
    assert vacation_days(0.0, 0.5 * DAY) == 1 and vacation_days(0.0, 2.5 * DAY) == 3 and vacation_days(0, DAY) == 1


def test_default_clock_none_for_two_players_48_hours_for_three(world) -> None:
    tables, _, clock = world
    assert deadlines(tables, started(tables, players=2)) == []
    [deadline] = deadlines(tables, started(tables, players=3))
    assert deadline["due"] == clock.now + 48 * 3600
    assert deadlines(tables, started(tables, players=3, turn_hours=0)) == []
    with pytest.raises(TableError):
        tables.create("frame", 1, 10, 100, {"turn_hours": 14 * 24 + 1})


@pytest.mark.parametrize("kind", ["envyra", "frame", "hieroglyphs", "cardline"])
def test_every_game_times_out_on_the_table_clock(world, kind: str) -> None:
    tables, seats, clock = world
    tid = started(tables, kind, players=2, turn_hours=1)
    [deadline] = deadlines(tables, tid)
    assert deadline["due"] == clock.now + 3600
    clock.now += 3601
    outcome, _ = expire_counting(tables, seats, tid)
    assert outcome.table.move_no == 1
    assert tables.replay(tables.get(tid)) == tables.get(tid).state


def test_timeouts_in_a_row_open_a_vote_and_an_own_move_resets_them(world) -> None:
    tables, seats, clock = world
    tid = started(tables, "cardline", players=3, turn_hours=2, timeouts_allowed=2)
    first = tables.get(tid)
    victim = first.state and tables.game_of(first).to_act(first.state)[0]
    clock.now += 7201
    outcome, vote = expire_counting(tables, seats, tid)
    assert vote is None and tables.get(tid).record.timeouts == {str(victim): 1}
    for _ in range(2):  # the two others play their own turns: their counters stay 0
        table = tables.get(tid)
        seat = tables.game_of(table).to_act(table.state)[0]
        action = seat_default(tables.game_of(table), table.state, seat)
        outcome = tables.play(table, table.seats[seat], action)
        tables.commit(outcome, counting(seats)(outcome))
    assert tables.get(tid).record.timeouts == {str(victim): 1}
    clock.now += 7201
    outcome, vote = expire_counting(tables, seats, tid)
    assert vote is not None and vote.kind == TIMEOUT_VOTE and vote.seat == victim
    table = tables.get(tid)
    assert sorted(vote.voters) == sorted(u for s, u in enumerate(table.seats) if s != victim)
    voter = vote.voters[0]
    with pytest.raises(TableError):
        seats.cast(table, vote.id + 1, voter, "bot")  # a stale button
    with pytest.raises(TableError):
        seats.cast(table, vote.id, table.seats[victim], "bot")  # about one's own seat
    with pytest.raises(TableError):
        seats.cast(table, vote.id, 999, "bot")  # not a voter
    cast, decision = seats.cast(table, vote.id, voter, "bot")
    assert decision is None
    seats.settle(table, cast, decision, Consequences)
    table = tables.get(tid)
    with pytest.raises(TableError):
        seats.cast(table, vote.id, voter, "skip")  # twice
    cast, decision = seats.cast(table, vote.id, vote.voters[1], "bot")
    assert decision == "bot"
    seats.settle(table, cast, decision, Consequences)
    table = tables.get(tid)
    assert tables.bot_level(table, victim) == "normal" and table.record.absent == {str(victim): table.seats[victim]}
    assert not table.record.vote
    seats.come_back(table, table.seats[victim], Consequences)
    table = tables.get(tid)
    assert tables.bot_level(table, victim) is None and table.record.absent == {}


def test_a_vote_to_end_abandons_and_skip_plays_defaults(world) -> None:
    tables, seats, clock = world
    tid = started(tables, "frame", players=3, turn_hours=1, timeouts_allowed=1)
    clock.now += 3601
    _, vote = expire_counting(tables, seats, tid)
    assert vote is not None
    table = tables.get(tid)
    cast, decision = seats.cast(table, vote.id, vote.voters[0], "skip")
    seats.settle(table, cast, decision, Consequences)
    table = tables.get(tid)
    cast, decision = seats.cast(table, vote.id, vote.voters[1], "skip")
    seats.settle(table, cast, decision, Consequences)
    assert tables.bot_level(tables.get(tid), vote.seat) == SKIP
    other = started(tables, "frame", players=3, turn_hours=1, timeouts_allowed=1)
    clock.now += 3601
    _, vote = expire_counting(tables, seats, other)
    for voter in vote.voters:
        table = tables.get(other)
        cast, decision = seats.cast(table, vote.id, voter, "end")
        seats.settle(table, cast, decision, Consequences)
        if decision:
            break
    assert tables.get(other).status == ABANDONED and tables.store.timers(other, fresh=True) == []


def test_a_pause_holds_every_clock_and_resumes_with_the_time_left(world) -> None:
    tables, seats, clock = world
    tid = started(tables, "envyra", players=2, turn_hours=10)
    [before] = deadlines(tables, tid)
    clock.now += 4 * 3600  # 6 hours left
    table = tables.get(tid)
    seats.pause(table, HOST, None, Consequences())
    timers = tables.store.timers(tid, fresh=True)
    assert not [t for t in timers if t["kind"] in (DEADLINE, REMINDER)], "no clock, no reminder while paused"
    with pytest.raises(TableError):
        seats.pause(tables.get(tid), HOST, None, Consequences())
    clock.now += 30 * DAY
    seats.resume(tables.get(tid), HOST, Consequences())
    [after] = deadlines(tables, tid)
    assert after["payload"]["key"] == before["payload"]["key"] and after["due"] == clock.now + 6 * 3600
    assert any(t["kind"] == REMINDER for t in tables.store.timers(tid, fresh=True))
    with pytest.raises(TableError):
        seats.resume(tables.get(tid), HOST, Consequences())


def test_moves_during_a_pause_keep_the_clocks_held(world) -> None:
    tables, seats, clock = world
    tid = started(tables, "cardline", players=2, turn_hours=3)
    seats.pause(tables.get(tid), HOST, None, Consequences())
    table = tables.get(tid)
    seat = tables.game_of(table).to_act(table.state)[0]
    tables.act(tid, table.seats[seat], seat_default(tables.game_of(table), table.state, seat))
    assert deadlines(tables, tid) == []
    held = tables.get(tid).record.pause.held
    assert [left for left, _ in held.values()] == [3 * 3600.0]  # the next decision: its full time, held
    clock.now += 100
    seats.resume(tables.get(tid), HOST, Consequences())
    [deadline] = deadlines(tables, tid)
    assert deadline["due"] == clock.now + 3 * 3600


def test_a_vacation_pauses_every_game_within_the_allowance(world) -> None:
    tables, seats, clock = world
    mine = [started(tables, "envyra", players=2, turn_hours=5), started(tables, "frame", players=2, turn_hours=5)]
    user = 101
    with pytest.raises(TableError):
        seats.check_away(user, 22)  # beyond the yearly 21 days
    until = seats.go_away(user, 10, [(tables.get(t), Consequences()) for t in mine])
    assert until == clock.now + 10 * DAY and seats.away_until(user) == until
    for tid in mine:
        assert deadlines(tables, tid) == []
        [resume] = [t for t in tables.store.timers(tid, fresh=True) if t["kind"] == "resume"]
        assert resume["due"] == until and resume["payload"] == {"key": f"away:{user}"}
    with pytest.raises(TableError):
        seats.check_away(user, 1)  # away already
    clock.now += 2.5 * DAY
    seats.end_away(user, [(t, Consequences()) for t in seats.paused_for(user, [tables.get(i) for i in mine])])
    assert seats.away_until(user) is None and seats.days_used(user) == 3 and seats.days_left(user) == 18
    for tid in mine:
        [deadline] = deadlines(tables, tid)
        assert deadline["due"] == clock.now + 5 * 3600  # the clock had not run at all
    with pytest.raises(TableError):
        seats.check_away(user, 19)


def test_substitute_refusals_and_the_seat_changing_hands(world) -> None:
    tables, seats, _ = world
    tid = started(tables, "cardline", players=3)
    table = tables.get(tid)
    with pytest.raises(TableError):
        seats.check_substitute(table, 0, 101, False)  # already seated
    with pytest.raises(TableError):
        seats.check_substitute(table, 0, 555, True)  # a bot account
    seats.check_substitute(table, 0, 555, False)
    seats.substitute(table, 0, 555, "Dora", Consequences)
    table = tables.get(tid)
    assert table.seats[0] == 555 and 100 not in table.players and table.host_id == 555
    assert tables.store.tables_of_user(555) and not tables.store.tables_of_user(100)


def test_replan_timers_reminds_whoever_holds_the_awaited_seat_now(world) -> None:
    """A seat changing hands without a move (a substitute): the new player is reminded, the old one no more, and
    the turn clock's deadline stays armed; a finished table gets no timers."""
    tables, seats, _ = world
    tid = started(tables, "cardline", players=3)
    table = tables.get(tid)
    awaited = tables.awaited_users(table)
    assert [t["user_id"] for t in tables.store.timers(tid) if t["kind"] == REMINDER] == awaited
    seat = table.seats.index(awaited[0])
    seats.substitute(table, seat, 555, "Dora", Consequences)  # stored with `Tables.replan_timers`
    reminded = [t["user_id"] for t in tables.store.timers(tid) if t["kind"] == REMINDER]
    assert reminded == [555] and deadlines(tables, tid)
    table = tables.get(tid)
    table.seats[seat] = 556  # a change the table has not stored yet: re-planned from the row as given
    with tables.store.transaction():
        tables.replan_timers(table)
    assert [t["user_id"] for t in tables.store.timers(tid) if t["kind"] == REMINDER] == [556]
    table.status = "finished"
    tables.store.clear_timers(tid)
    tables.replan_timers(table)
    assert not tables.store.timers(tid)


def test_hieroglyphs_table_clock_default_is_accepted_only_from_the_table_clock() -> None:
    import random

    from engine.core import IllegalMove
    from engine.registry import get_game

    game = get_game("hieroglyphs")
    state = game.setup(2, {}, random.Random(1))
    [clock] = game.clock(state)
    seat, action = clock.defaults[0]
    assert clock.seconds is None and action == {"type": "timeout", "clock": "table"}
    with pytest.raises(IllegalMove):
        game.play(state, seat, {"type": "timeout"}, random.Random(2))
    game.apply(state, seat, action, random.Random(2))


def test_which_pause_lets_the_clocks_run_and_who_hands_a_seat_over_at_once(world) -> None:
    tables, seats, _ = world
    tid = started(tables, "envyra", players=3)
    table = tables.get(tid)
    seats.pause(table, HOST, None, Consequences())
    assert runs_when_lifted(table, HOST) and not runs_when_lifted(table, away_reason(101))
    seats.pause(table, away_reason(101), None, Consequences())
    assert not runs_when_lifted(table, HOST) and not runs_when_lifted(table, away_reason(101))
    assert away_user(away_reason(101)) == 101 and away_user(HOST) == 0 and away_user("away:١") == 0
    assert may_ask_substitute(table, 100) and may_ask_substitute(table, 102) and not may_ask_substitute(table, 999)
    assert substitutes_at_once(table, 100, 102), "the host"
    assert substitutes_at_once(table, 102, 102), "the seat's own player"
    assert not substitutes_at_once(table, 101, 102), "another player asks the table"
