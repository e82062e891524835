"""The worker pool in the running bot, through the fake Discord: images are drawn in worker processes, and a move
made after every worker was killed is still announced with its image (drawn in a thread, then a new pool)."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from cogs.workers import draw_images
from engine.games.cardline import rules
from presenters.screens import Image
from presenters.snapshot import display_names
from sandbox import FakeDiscord
from sandbox import game_driver as drive

TABLE_SEED = "workers-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_renders_run_in_workers_and_a_killed_worker_loses_no_image(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOARDBOT_WORKERS", "1")
    server = fake_discord
    alice, bob = server.add_user("Alice"), server.add_user("Bob")
    async with drive.game_bot(server, tmp_path / "games.db") as bot:
        assert bot.workers.running
        table = await drive.open_lobby(server, bot, alice, "cardline new")
        table = await drive.seat_players(server, bot, table, [alice, bob])
        pids = bot.workers.pids()
        assert pids and os.getpid() not in pids
        board = next(
            a
            for m in drive.thread_messages(server, table)
            for a in m.attachments
            if a.filename == f"cardline-{table.id}-0.png"
        )
        view = bot.tables.game_of(table).view(table.state, None)
        in_process = draw_images("renderers.cardline", [Image("render_board", view, "b.png")], display_names(table))
        assert board.data == in_process[0][0]  # the worker drew exactly what this process draws

        for pid in pids:
            os.kill(pid, signal.SIGKILL)
        posted = len(drive.thread_messages(server, table))
        state = table.state
        assert state is not None
        seat = rules.current_seat(state)
        card = state["hands"][seat][0]
        rec = await server.slash(table.seats[seat], "cardline place", card=card, gap=0, channel=table.thread_id)
        await rec.wait_done(timeout=30)
        assert drive.private_reply(rec) == "Done."
        await drive.settle(server, bot)
        after = drive.thread_messages(server, table)[posted:]
        assert any(a.data.startswith(b"\x89PNG") for m in after for a in m.attachments), after
        assert bot.workers.fallbacks >= 1
        assert bot.workers.running and not set(bot.workers.pids()) & set(pids)  # a new pool took over
        assert not bot.errors
