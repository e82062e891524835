"""Several processes over one database (engine/cluster.py, engine/timer_claims.py): the registry refuses an
overlapping shard range of a live process and notices a dead one; a due timer is claimed by one process only, and a
dead process's claim is taken over once its lease runs out; a stale move is refused by the compare-and-set; two
stores over one file see each other's timers (no cache goes stale)."""

from __future__ import annotations

import asyncio
import contextlib
import subprocess
import sys

import pytest

import engine.cluster
from engine.cluster import STALE, Cluster, ClusterError, ShardRange
from engine.store import Store
from engine.tables import TableError, Tables
from engine.timer_claims import LEASE, claim_due, release
from engine.timer_notify import listen_for_timers
from sandbox.pg_server import PgServer
from tests.engine.manual_clock import ManualClock
from tests.engine.started_tables import started


def other_process(cluster: Cluster, pid: int, host: str = "elsewhere") -> Cluster:
    """Register `cluster` as another process would (another host, or another pid of this one)."""
    cluster.host, cluster.id = host, f"{host}:{pid}:x"
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(engine.cluster.os, "getpid", lambda: pid)
        cluster.register()
    return cluster


def test_an_overlapping_shard_range_of_a_live_process_is_refused(store_target: str) -> None:
    clock = ManualClock()
    first = other_process(Cluster(Store(store_target, clock=clock), ShardRange(0, 3, 8)), 11)
    second = Cluster(Store(store_target, clock=clock), ShardRange(3, 5, 8))
    with pytest.raises(ClusterError, match="shards 3-5 of 8 overlap shards 0-3 of the live process elsewhere:11:x"):
        second.register()
    disjoint = Cluster(Store(store_target, clock=clock), ShardRange(4, 7, 8))
    disjoint.register()
    assert {first.id, disjoint.id} <= disjoint.live()
    everything = Cluster(Store(store_target, clock=clock))
    with pytest.raises(ClusterError, match="all shards overlap"):
        everything.register()


def test_a_process_whose_heartbeat_is_stale_is_dead_and_its_range_free(store_target: str) -> None:
    clock = ManualClock()
    first = other_process(Cluster(Store(store_target, clock=clock), ShardRange(0, 3, 8)), 11)
    second = Cluster(Store(store_target, clock=clock), ShardRange(4, 7, 8))
    second.register()
    clock.now += STALE - 1
    second.beat()
    assert second.alive(first.id)
    clock.now += 2  # the first never beat again
    assert second.live(max_age=0) == {second.id} and second.orphaned(first.id)
    Cluster(Store(store_target, clock=clock), ShardRange(0, 3, 8)).register()  # its range is free again


def test_a_pid_that_no_longer_runs_on_this_host_is_dead_at_once(store_target: str) -> None:
    clock = ManualClock()
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    probe = Cluster(Store(store_target, clock=clock))
    first = other_process(Cluster(Store(store_target, clock=clock)), int(gone.stdout), host=probe.host)
    assert not probe.alive(first.id)
    probe.register()  # all shards, though the dead one's heartbeat is fresh


def test_a_clean_stop_leaves_the_registry(store_target: str) -> None:
    cluster = Cluster(Store(store_target), ShardRange(0, 1, 2))
    cluster.register()
    cluster.leave()
    assert cluster.processes() == []


def two_processes(store_target: str) -> tuple[ManualClock, Tables, Tables]:
    clock = ManualClock()
    return clock, Tables(Store(store_target, clock=clock), clock=clock), Tables(Store(store_target))


def test_a_due_timer_is_claimed_by_one_process_only(store_target: str) -> None:
    clock, one, two = two_processes(store_target)
    tid = started(one, "frame", 2, turn_hours=1)
    due = clock.now + 3600
    assert claim_due(one.store, "a", due - 1) == []
    mine = claim_due(one.store, "a", due)
    assert [t["table_id"] for t in mine] == [tid] and claim_due(two.store, "b", due) == []
    release(one.store, "b", *(t["id"] for t in mine))  # not b's to release
    assert claim_due(two.store, "b", due + 1) == []
    release(one.store, "a", *(t["id"] for t in mine))
    assert [t["id"] for t in claim_due(two.store, "b", due + 1)] == [t["id"] for t in mine]


def test_a_dead_process_claim_is_taken_over_when_its_lease_runs_out(store_target: str) -> None:
    clock, one, two = two_processes(store_target)
    started(one, "frame", 2, turn_hours=1)
    due = clock.now + 3600
    [held] = claim_due(one.store, "a", due)  # and "a" dies
    assert claim_due(two.store, "b", due + LEASE - 1) == []
    assert [t["id"] for t in claim_due(two.store, "b", due + LEASE)] == [held["id"]]


def test_a_restart_takes_over_the_claims_of_a_dead_process_at_once(store_target: str) -> None:
    """Killed while firing a timer and restarted on the same host: the restart need not wait for the lease."""
    clock, one, two = two_processes(store_target)
    started(one, "frame", 2, turn_hours=1)
    due = clock.now + 3600
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    restart = Cluster(two.store, clock=clock)
    killed = other_process(Cluster(one.store, clock=clock), int(gone.stdout), host=restart.host)
    [held] = claim_due(one.store, killed.id, due)
    clock.now = due + 1
    assert claim_due(two.store, restart.id, due + 1) == []  # still under the dead one's lease
    restart.register()
    assert [t["id"] for t in claim_due(two.store, restart.id, due + 1)] == [held["id"]]


def test_timers_written_by_another_process_are_read_afresh(store_target: str) -> None:
    clock, one, two = two_processes(store_target)
    tid = started(one, "frame", 2, turn_hours=1)
    assert two.store.timers(tid) == one.store.timers(tid) != []
    two.store.clear_timers(tid)
    assert one.store.timers(tid) == []


def test_a_move_on_a_table_another_process_moved_meanwhile_is_refused(store_target: str) -> None:
    clock, one, two = two_processes(store_target)
    tid = started(one, "frame", 2)
    mine, theirs = one.get(tid), two.get(tid)
    seat = one.game_of(mine).to_act(mine.state)[0]
    action = one.game_of(mine).legal_actions(mine.state, seat)[0]
    two.act_on(theirs, theirs.seats[seat], action)
    with pytest.raises(TableError) as refused:
        one.act_on(mine, mine.seats[seat], action)
    assert refused.value.args[0].key == "shared-table-moved-on"
    assert len(one.store.moves(tid)) == 1 and one.get(tid).move_no == theirs.move_no


def test_a_timers_write_wakes_the_loop_through_the_hook(store_target: str) -> None:
    store = Store(store_target)
    woken: list[float] = []
    store.timers_written = woken.append
    tables = Tables(store)
    tid = started(tables, "frame", 2, turn_hours=1)
    assert min(t["due"] for t in store.timers(tid)) in woken  # each write tells its earliest due


def test_only_outbox_rows_no_live_process_delivers_are_taken_over(store_target: str) -> None:
    clock = ManualClock()
    one = Tables(Store(store_target, clock=clock), clock=clock)
    live = other_process(Cluster(Store(store_target, clock=clock), ShardRange(0, 0, 2)), 11)
    dead = other_process(Cluster(Store(store_target, clock=clock), ShardRange(1, 1, 2)), 12)
    me = Cluster(one.store, ShardRange(1, 1, 2), clock=clock)
    first, second, third = (started(one, "frame", 2) for _ in range(3))
    with one.store.transaction():
        for table_id, owner in ((first, live.id), (second, dead.id), (third, None)):
            one.outbox.owner = owner
            one.outbox.add(table_id, [("post", {"n": table_id})], clock.now)
    clock.now += STALE + 1
    live.beat()  # the live one beats; the dead one stopped
    me.register()  # shard 1 was the dead one's: free now
    assert one.outbox.tables_pending(me.orphaned) == [second, third]
    assert [row.owner for row in one.outbox.pending(first)] == [live.id] and me.alive(live.id)


def test_on_postgresql_a_table_lock_holds_that_table_against_another_process(pg_server: PgServer) -> None:
    url = pg_server.fresh()
    one, two = Store(url), Store(url)
    try:
        with one.table_lock(7):
            assert not two.try_table_lock(7) and two.try_table_lock(8)
        two.table_unlock(8)
        assert two.try_table_lock(7)  # free once the unit of work ended
        assert not one.try_table_lock(7)
        two.table_unlock(7)
        assert one.try_table_lock(7)
        assert one.for_update(skip_locked=True, of="t") == "FOR UPDATE OF t SKIP LOCKED"
    finally:
        one.close()
        two.close()
        pg_server.drop(url)


async def test_on_postgresql_timers_written_by_one_process_wake_the_others(pg_server: PgServer) -> None:
    url = pg_server.fresh()
    other = Tables(Store(url))
    woken = asyncio.Event()
    listener = asyncio.create_task(listen_for_timers(url, woken.set))
    try:
        await asyncio.wait_for(woken.wait(), timeout=10)  # listening (and told to look once)
        woken.clear()
        started(other, "frame", 2, turn_hours=1)  # another process stores a game with a turn timer
        await asyncio.wait_for(woken.wait(), timeout=10)
    finally:
        listener.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await listener
        other.store.close()
        pg_server.drop(url)
