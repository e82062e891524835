"""kill -9 of the bot (a process of its own, sandbox/bot_process.py) during a BSG skill check: the contribution
stored before the kill stands, its panel edit and the click's answer arrive after the restart, nothing is posted
twice, and the check completes with the remaining contribution."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bot_process import SEED_ENV
from sandbox.bsg_player import Player
from tests.e2e.kill_checks import Remote, quiet
from tests.e2e.kill_driver import answered, assert_whole, bot_process, new_table

TABLE_SEED = "bsg-kill-seed"  # every table opened here gets this secret seed (tests/conftest.py)


@pytest.fixture(autouse=True)
def seed_in_the_bot_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_ENV, TABLE_SEED)  # and in the bot's own process


def everyone_contributes(remote: Remote, table_id: int) -> bool:
    table = remote.table(table_id)
    state = table.state
    if table.status != "playing" or state is None or (state["decision"] or {}).get("kind") != "contribute":
        return False
    seats = remote.tables.game_of(table).to_act(state)
    return len(seats) == len(table.seats) and all(state["players"][s]["hand"] for s in seats)


async def pick_cards(player: Player, seat: int, count: int) -> tuple[Any, str]:
    """Choose the first `count` hand cards on the seat's DM panel; returns the panel and its confirm button."""
    table = player.table = player.bot.table(player.table.id)
    message = await player.panel(seat)
    pick = next(c for c in message.custom_ids if c.startswith(f"s:{table.id}:pick:"))
    rec = await player.server.select(table.seats[seat], message, pick, [str(i) for i in range(count)])
    await answered(rec)
    message = player.server.message(message.id)
    return message, next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:give:"))


async def test_kill_during_a_skill_check(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with bot_process(server, tmp_path / "db.sqlite") as (process, remote):
        table = await new_table(server, remote, "bsg new", users)
        player = Player(server, remote, table, closed=set(), wait=lambda: quiet(server, remote))
        chooser = random.Random(14)
        for _ in range(800):
            if everyone_contributes(remote, table.id):
                break
            await player.step(chooser)
            await quiet(server, remote)
        else:
            raise AssertionError("no skill check asked of everyone")
        game = remote.tables.game_of(table)
        first, second, third = sorted(game.to_act(remote.table(table.id).state))
        message, confirm = await pick_cards(player, first, 1)
        await answered(await server.click(table.seats[first], message, confirm))
        await quiet(server, remote)
        stored = remote.table(table.id)
        assert first not in game.to_act(stored.state), "the first contribution is in"

        message, confirm = await pick_cards(player, second, 1)
        process.arm("commit", "after", 1)  # the move and its rows are stored; nothing of it is sent yet
        rec = await server.click(table.seats[second], message, confirm)
        await process.wait_killed()
        assert remote.table(table.id).move_no == stored.move_no + 1 and remote.unsent() > 0
        await process.start()
        await answered(rec)
        await quiet(server, remote)
        assert_whole(server, remote, table.id)
        after = remote.table(table.id)
        assert game.to_act(after.state) == [third], "both contributions made before the kill stand"

        message, confirm = await pick_cards(player, third, 1)
        await answered(await server.click(table.seats[third], message, confirm))
        await quiet(server, remote)
        for _ in range(40):  # reaction windows and choices until the check is resolved
            state = remote.table(table.id).state
            if state is None or state.get("check") is None:
                break
            await player.step(chooser)
            await quiet(server, remote)
        texts = [m.content for m in drive.thread_messages(server, table)]
        # the reveal's arithmetic, then the result line (its verdict alone when right after the reveal)
        arithmetic = re.compile(r"Total \d+ − \d+ = −?\d+ against \d+")
        result = re.compile(r"Skill check(: total −?\d+ against [^:]+ —| result:) (pass|partial|fail)\.")
        assert sum(bool(arithmetic.search(t)) for t in texts) >= 1, "the check is revealed"
        assert sum(bool(result.search(t)) for t in texts) >= 1, "the check completes"
        assert sum("3/3 contributed" in t for t in texts) <= 1
        assert_whole(server, remote, table.id)
