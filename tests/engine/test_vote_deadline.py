"""A vote's own deadline (engine/seats.py) with a fake clock: stored as a timer with the vote, decided once by the
most chosen answer (a tie or no vote: the mildest), gone when the vote closes otherwise."""

from __future__ import annotations

from dataclasses import replace

from engine.scheduling import DEADLINE
from engine.seats import (
    SKIP,
    SUBSTITUTE_VOTE,
    TIMEOUT_VOTE,
    VOTE_END,
    VOTE_HOURS,
    Seats,
    tally_at_deadline,
    vote_timers,
)
from engine.table_record import Notes, Vote
from engine.tables import ABANDONED, Consequences, Outcome, Tables
from tests.engine.manual_clock import ManualClock
from tests.engine.started_tables import started as started_table


def started(tables: Tables) -> int:
    """Four players of Frame on a one-hour turn clock, one timeout allowed."""
    return started_table(tables, "frame", 4, turn_hours=1, timeouts_allowed=1)


def vote_timer(tables: Tables, table_id: int) -> list[dict]:
    return [t for t in tables.store.timers(table_id, fresh=True) if t["kind"] == VOTE_END]


def time_out(tables: Tables, seats: Seats, clock: ManualClock, table_id: int) -> Vote:
    """The turn clock runs out; the vote it opens is stored with its deadline, as the cogs do."""
    clock.now += 3601
    [deadline] = [t for t in tables.store.timers(table_id, fresh=True) if t["kind"] == DEADLINE]

    def effects(outcome: Outcome) -> Consequences:
        counts, vote = seats.after_move(outcome.table, outcome)
        notes = Notes(timeouts=counts, **({"vote": vote, "votes_held": vote.id} if vote else {}))
        return Consequences([], notes, timers=vote_timers(vote) if vote else {})

    outcome = tables.play_default(tables.get(table_id), deadline["payload"]["key"])
    assert outcome is not None
    tables.commit(outcome, effects(outcome))
    vote = tables.get(table_id).record.vote
    assert vote is not None
    return vote


def cast(tables: Tables, seats: Seats, table_id: int, voter: int, choice: str) -> None:
    table = tables.get(table_id)
    vote, decision = seats.cast(table, table.record.vote.id, voter, choice)
    assert decision is None, "still open"
    seats.settle(table, vote, decision, Consequences)


def test_the_deadline_rule_most_chosen_then_mildest() -> None:
    timeout = Vote(1, TIMEOUT_VOTE, 0, 0, [1, 2, 3, 4], {}, 0.0)
    assert tally_at_deadline(timeout) == "skip"  # nobody voted: the mildest
    assert tally_at_deadline(replace(timeout, votes={"1": "end"})) == "end"
    assert tally_at_deadline(replace(timeout, votes={"1": "end", "2": "bot"})) == "bot"  # a tie: the milder
    assert tally_at_deadline(replace(timeout, votes={"1": "end", "2": "end", "3": "skip"})) == "end"
    sub = Vote(1, SUBSTITUTE_VOTE, 0, 0, [1, 2, 3, 4], {"1": "yes"}, 0.0)
    assert tally_at_deadline(sub) == "yes"  # the proposer's yes, nobody objected in time
    assert tally_at_deadline(replace(sub, votes={"1": "yes", "2": "no"})) == "no"
    assert tally_at_deadline(replace(sub, votes={})) == "no"


def test_a_vote_keeps_its_deadline_and_is_decided_once_when_it_runs_out(world) -> None:
    tables, seats, clock = world
    tid = started(tables)
    opened = clock.now + 3601
    vote = time_out(tables, seats, clock, tid)
    [timer] = vote_timer(tables, tid)
    assert timer["due"] == vote.due == opened + VOTE_HOURS * 3600 and timer["payload"] == {"vote": vote.id}
    cast(tables, seats, tid, vote.voters[0], "bot")
    cast(tables, seats, tid, vote.voters[1], "end")  # 2 of 3: no majority, the vote stays open
    assert [t["due"] for t in vote_timer(tables, tid)] == [timer["due"]], "a vote cast keeps the deadline"
    clock.now = timer["due"]
    built: list[str] = []

    def build(decision: str) -> Consequences:
        built.append(decision)
        return Consequences()

    assert seats.vote_deadline(tables.get(tid), vote.id, build, timer["id"]) == "bot"  # tie bot/end: the milder
    table = tables.get(tid)
    assert built == ["bot"] and table.record.vote is None and vote_timer(tables, tid) == []
    assert tables.bot_level(table, vote.seat) == "normal"
    # the same timer firing again (a restart before it was dropped would refire it) changes nothing
    assert seats.vote_deadline(table, vote.id, build, timer["id"]) is None and built == ["bot"]
    assert tables.get(tid).record == table.record


def test_nobody_votes_the_mildest_wins_and_an_end_abandons(world) -> None:
    tables, seats, clock = world
    tid = started(tables)
    vote = time_out(tables, seats, clock, tid)
    assert seats.vote_deadline(tables.get(tid), vote.id, lambda d: Consequences()) == "skip"
    assert tables.bot_level(tables.get(tid), vote.seat) == SKIP
    other = started(tables)
    vote = time_out(tables, seats, clock, other)
    cast(tables, seats, other, vote.voters[0], "end")
    assert seats.vote_deadline(tables.get(other), vote.id, lambda d: Consequences()) == "end"
    assert tables.get(other).status == ABANDONED and tables.store.timers(other, fresh=True) == []


def test_a_vote_closed_otherwise_drops_its_deadline(world) -> None:
    tables, seats, clock = world
    tid = started(tables)
    vote = time_out(tables, seats, clock, tid)
    cast(tables, seats, tid, vote.voters[0], "skip")
    table = tables.get(tid)
    decided, decision = seats.cast(table, vote.id, vote.voters[1], "skip")
    assert decision == "skip"  # a majority of the three
    seats.settle(table, decided, decision, Consequences)
    assert vote_timer(tables, tid) == []
    # a substitute vote: opened with its deadline, closed by the host's substitute at once
    table = tables.get(tid)
    sub = seats.new_vote(table, SUBSTITUTE_VOTE, 1, by=table.seats[0], user=555, name="Dora")
    seats.open_vote(table, sub, Consequences([], Notes(vote=sub)))
    assert [t["payload"] for t in vote_timer(tables, tid)] == [{"vote": sub.id}]
    seats.substitute(tables.get(tid), 1, 556, "Eve", Consequences)
    assert vote_timer(tables, tid) == [] and tables.get(tid).record.vote is None
