"""A player asked by a DM prompt gets that DM as their one notification (issue 23 item 4, the shared path of every
game with secret input; Envyra's placements here): thread posts name them without a ping; a player whose DMs are
closed is pinged in the thread instead, once per decision."""

from __future__ import annotations

import random
from pathlib import Path

from sandbox import FakeDiscord
from sandbox import game_driver as drive
from tests.e2e.envyra_driver import play_to_end

TABLE_SEED = "dm-calls-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_dm_prompted_players_are_named_in_the_thread_without_a_ping(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben", dms_open=False), server.add_user("Cyril")]
    ann, ben, cyril = users
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "envyra new") as (bot, table):
        opened = next(m for m in drive.thread_messages(server, table) if "Round 1 begins" in m.content)
        assert f"<@{ann}>" in opened.content and f"<@{cyril}>" in opened.content, "named as awaited"
        assert set(opened.pinged) <= {ben}, "the players prompted by DM are not pinged"
        table = await play_to_end(server, bot, table, random.Random(32))  # a short game: 8 rounds, 52 moves (not 134)
        print(f"{table.move_no} moves, round {table.state['round']}")
        sealed = [  # posts of the secret placement phase: someone placed, others still awaited by DM
            m
            for m in drive.thread_messages(server, table)
            if "placement" in m.content and "Waiting for" in m.content and "revealed" not in m.content
        ]
        assert len(sealed) > 10
        assert not [m.content[:60] for m in sealed if m.pinged], "a decision already asked pings nobody again"
        asking = [m for m in drive.thread_messages(server, table) if ben in m.pinged and "Waiting for" in m.content]
        assert asking, "the player with closed DMs is pinged in the thread when asked"
        assert not bot.errors and not server.bot_errors
