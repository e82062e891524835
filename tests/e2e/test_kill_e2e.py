"""kill -9 at every fault point of a move, through the fake Discord, with the real bot in a process of its own
(sandbox/bot_process.py): after the restart nothing is lost (prompts, deadlines, answers to interactions), nothing
is posted twice, and the buttons posted before the kill still work.

One fast deterministic test per fault point; `test_random_kills` (slow) kills at random moments, 100 times a game.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import time
from pathlib import Path

import pytest

from engine.scheduling import DEADLINE
from i18n import Msg
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.kill_checks import Remote, quiet, whole
from tests.e2e.kill_driver import (
    GAMES,
    SHORT,
    answered,
    arm_when_written,
    assert_whole,
    bot_process,
    could_end,
    envyra_table,
    kill_on_the_reveal,
    new_table,
    pick,
)

TABLE_SEED = "kill-e2e-2"  # every table's secret seed, here and in the bot processes (tests/conftest.py)

RANDOM_KILLS = int(os.environ.get("BOARDBOT_RANDOM_KILLS", "100"))


async def test_kill_between_the_commit_and_the_first_send(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """The move is stored with its rows, nothing sent yet: the restart sends it all, and answers the click (its
    prompt, posted before the kill, was edited by the answer)."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with bot_process(server, tmp_path / "db.sqlite") as (process, remote):
        table = await envyra_table(server, remote, [alice, bob])
        first, second = table.seats
        prompt, confirm = await pick(server, remote, table, first)
        process.arm("commit", "after", 1)
        rec = await server.click(first, prompt, confirm)
        await process.wait_killed()
        assert remote.table(table.id).move_no == 1 and remote.unsent() > 0
        await process.start()
        await answered(rec)
        await quiet(server, remote)
        assert_whole(server, remote, table.id)
        # the other player's prompt was posted before the kill: it still works
        prompt, confirm = await pick(server, remote, remote.table(table.id), second)
        await answered(await server.click(second, prompt, confirm))
        await quiet(server, remote)
        assert remote.table(table.id).move_no == 2
        assert len([m for m in drive.thread_messages(server, table) if "revealed" in m.content]) == 1
        assert_whole(server, remote, table.id)


async def test_kill_between_two_sends(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    await kill_on_the_reveal(fake_discord, tmp_path, "send", "before", 2)


async def test_kill_between_a_send_and_its_mark(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """The first row was sent but not marked: it is sent again with the same nonce, and Discord (the fake) returns
    the message it already made."""
    await kill_on_the_reveal(fake_discord, tmp_path, "send", "after", 1)
    assert fake_discord.nonce_hits >= 1


async def test_kill_before_the_results_are_written(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Every row was sent, none written down: all are sent again, and none shows twice. Each send of the reveal
    takes 0.2 s, so that its sends last longer than the batch write's delay (bot.py FLUSH_DELAY) on any machine: a
    write still pending from before the move would fall among them (`arm_when_written`)."""
    await kill_on_the_reveal(fake_discord, tmp_path, "flush", "before", 1, slow=0.2)
    assert fake_discord.nonce_hits >= 2


async def test_after_a_long_outage_a_send_is_looked_up_not_repeated(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Down longer than Discord keeps nonces: the rows that may have been sent are looked up in the channel first."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with bot_process(server, tmp_path / "db.sqlite") as (process, remote):
        table = await envyra_table(server, remote, [alice, bob])
        first, second = table.seats
        for user in (first, second):
            prompt, confirm = await pick(server, remote, remote.table(table.id), user)
            if user == second:
                await arm_when_written(server, remote, process, "flush", "before", 1)
            rec = await server.click(user, prompt, confirm)
            if user == first:
                await answered(rec)
                await quiet(server, remote)
        await process.wait_killed()
        posted = len(drive.thread_messages(server, table))
        remote.store.conn.execute("UPDATE outbox SET created_at = created_at - 3600")  # an hour ago
        server.nonce_window = 0.0  # and Discord has forgotten the nonces
        await process.start()
        await quiet(server, remote)
        assert len(drive.thread_messages(server, table)) == posted
        assert server.nonce_hits == 0
        assert_whole(server, remote, table.id)


async def test_a_due_deadline_survives_kills_before_and_after_its_move(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Hieroglyphs with a decision time limit: the deadline is due; killed before it is applied, it fires after the
    restart; killed right after its move is stored, the move is announced once and the next deadline is armed."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    db = tmp_path / "db.sqlite"
    async with bot_process(server, db) as (process, remote):
        table = await drive.open_lobby(server, remote, alice, "hieroglyphs new", decision_hours=1)  # type: ignore[arg-type]
        table = await drive.seat_players(server, remote, table, [alice, bob])  # type: ignore[arg-type]
        await quiet(server, remote)
        for point in ("expire", "commit"):
            before = remote.table(table.id).move_no
            process.kill()
            await process.gone()
            remote.store.conn.execute(
                "UPDATE timers SET due = ? WHERE table_id = ? AND kind = ?", [time.time() - 1, table.id, DEADLINE]
            )
            process.arm(point, "before" if point == "expire" else "after", 1)
            await process.start()  # the deadline fires at once: the kill point
            await process.wait_killed()
            assert remote.table(table.id).move_no == before + (point == "commit")
            await process.start()
            await quiet(server, remote)
            row = remote.table(table.id)
            assert row.move_no == before + 1, "the deadline's move, once"
            assert_whole(server, remote, table.id)
            due = [t["due"] for t in remote.store.timers(table.id, fresh=True) if t["kind"] == DEADLINE]
            assert due and min(due) > time.time() + 600, "the next decision has its own deadline"


async def test_a_deferred_interaction_is_answered_after_the_restart(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Killed after acknowledging ("thinking…") and before answering: the restart answers through the stored token,
    a slash command's "thinking…" as well as a click."""
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with bot_process(server, tmp_path / "db.sqlite") as (process, remote):
        table = await envyra_table(server, remote, [alice, bob])
        process.arm("hold", "after", 1)
        rec = await server.slash(alice, "envyra hand", channel=table.thread_id)
        await process.wait_killed()
        assert rec.original is not None and rec.original.loading and rec in server.thinking()
        await process.start()
        await answered(rec)
        assert str(Msg("shared-restarted")) in rec.text and rec.ephemeral
        await quiet(server, remote)
        first = table.seats[0]
        prompt, confirm = await pick(server, remote, table, first)
        process.arm("hold", "after", 1)
        rec = await server.click(first, prompt, confirm)
        await process.wait_killed()
        await process.start()
        await rec.wait_for(lambda r: any(str(Msg("shared-restarted")) in m.content for m in r.followups), 20)
        await quiet(server, remote)
        assert remote.table(table.id).move_no == 0, "the click never got as far as its move"
        assert_whole(server, remote, table.id)
        await answered(await server.click(first, server.message(prompt.id), confirm))  # the old button works
        await quiet(server, remote)
        assert remote.table(table.id).move_no == 1
        assert_whole(server, remote, table.id)


@pytest.mark.parametrize(
    "kind", ["cardline", *(pytest.param(k, marks=pytest.mark.slow) for k in ("envyra", "frame", "hieroglyphs"))]
)
async def test_a_kill_right_after_the_final_move_announces_the_end_once(
    fake_discord: FakeDiscord, tmp_path: Path, request: pytest.FixtureRequest, kind: str
) -> None:
    """The game is played through Discord (by a bot in this process until the next decision could end it, then by
    the bot process); the process is killed right after the finishing move is stored. After the restart the end is
    announced once: one "Game over", one Rematch button, nothing posted twice, every click answered.

    Cardline (short options) runs by default; the other games take about a minute each: `-m slow` runs them."""
    wanted = request.config.getoption("markexpr") or ""
    if kind != "cardline" and ("slow" not in wanted or "not slow" in wanted):
        pytest.skip("a whole game per kind: run with -m slow")
    command, step_of = GAMES[kind]
    server = fake_discord
    users = [server.add_user("Alice"), server.add_user("Bob")]
    chooser = random.Random(3)
    db = tmp_path / "db.sqlite"
    remote = Remote(db)
    async with drive.game_bot(server, db) as bot:
        table = await drive.open_lobby(server, bot, users[0], command, **SHORT.get(kind, {}))
        table = await drive.seat_players(server, bot, table, users)
        while not could_end(remote, remote.table(table.id)):
            await step_of(server, remote, table.id, chooser)
            await drive.settle(server, bot)
    async with bot_process(server, db) as (process, remote):
        process.arm("commit", "after", 1, final=True)
        while not process.killed:
            assert remote.table(table.id).status == "playing"
            step = asyncio.create_task(step_of(server, remote, table.id, chooser))
            while not (step.done() or process.killed):
                await asyncio.sleep(0.02)
            if not process.killed:
                await step
                await quiet(server, remote)
        step.cancel()
        with contextlib.suppress(BaseException):
            await step
        await process.wait_killed()
        assert remote.table(table.id).status == "finished" and remote.unsent() > 0
        await process.start()
        await quiet(server, remote)
        assert_whole(server, remote, table.id)
        assert drive.game_over_said(server, remote.table(table.id)) == 1, [
            m.content for m in drive.thread_messages(server, table)
        ]
        rematch = [m for m in drive.thread_messages(server, table) if f"g:{table.id}:rematch:" in m.custom_ids]
        assert len(rematch) == 1 and rematch[0].attachments
        live = [m for m in drive.thread_messages(server, table) if m.custom_ids and m.id != table.lobby_message_id]
        assert live == rematch, "no other live controls"


@pytest.mark.slow
@pytest.mark.timeout(3600)
@pytest.mark.parametrize("kind", list(GAMES))
async def test_random_kills(
    fake_discord: FakeDiscord, tmp_path: Path, request: pytest.FixtureRequest, kind: str
) -> None:
    """Games of one kind played through Discord, one decision of whoever must act at a time (chosen by a seeded rng
    among the legal ones), while the bot is killed at a random moment of every step, RANDOM_KILLS times: after every
    restart nothing is lost or doubled, and play goes on with the messages posted before the kill.

    About 5 s a kill: it runs only when asked for, `python -m pytest -m slow tests/e2e/test_kill_e2e.py -k frame`."""
    wanted = request.config.getoption("markexpr") or ""
    if "slow" not in wanted or "not slow" in wanted:
        pytest.skip("100 kills take minutes: run with -m slow")
    command, step_of = GAMES[kind]
    server = fake_discord
    users = [server.add_user("Alice"), server.add_user("Bob")]
    chooser = random.Random(7)
    kills = games = furthest = 0
    async with bot_process(server, tmp_path / "db.sqlite") as (process, remote):
        table = await new_table(server, remote, command, users)
        games = 1
        while kills < RANDOM_KILLS:
            if remote.table(table.id).status != "playing":
                table = await new_table(server, remote, command, users)
                games += 1
            step = asyncio.create_task(step_of(server, remote, table.id, chooser))
            pause = chooser.uniform(0.0, 0.6)
            await asyncio.sleep(pause)
            process.kill()
            kills += 1
            with contextlib.suppress(Exception):
                await asyncio.wait_for(step, 5)
            await process.gone()
            await process.start()
            await quiet(server, remote)
            row = remote.table(table.id)
            furthest = max(furthest, row.move_no)
            problems = whole(server, remote, table.id)
            where = f"after kill {kills} ({kind}, seed 7, game {games} at move {row.move_no}, killed {pause:.3f} s in)"
            assert not problems, f"{where}:\n" + "\n".join(problems)
            if kills % 10 == 0:
                print(f"{kills} kills, game {games} at move {row.move_no}", flush=True)
        assert process.starts == RANDOM_KILLS + 1
    print(
        f"{kind}: {kills} kills in {games} games (furthest move {furthest}), "
        f"{server.nonce_hits} sends answered by their nonce"
    )
