"""How private panels are delivered (cogs/sending.py), against the fake Discord with the real bot: of several
pending whole-screen edits of one message only the newest is sent; a click's redraw of its panel that Discord
refuses falls back to the panel's own edit; an ephemeral panel whose token Discord no longer knows, or that has
expired by the clock, is dropped quietly."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest

from engine import ephemeral_panels
from engine.outbox import EDIT, REPLY
from presenters.screens import Screen, screen_to_json
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import current, panel_message

TABLE_SEED = "bsg-panel-delivery-seed"  # every table opened here gets this secret seed (tests/conftest.py)


def screen(text: str) -> dict[str, Any]:
    return screen_to_json(Screen(text))


async def deliver(bot: Any, table_id: int, rows: list[tuple[str, dict[str, Any]]]) -> list[int]:
    """Store rows as a move would, then send them under the table's lock."""
    with bot.store.transaction():
        ids = bot.tables.outbox.add(table_id, rows, bot.clock())
    async with bot.table_lock(table_id):
        await bot.game_cogs["bsg"].moves.deliver(table_id)
    return ids


async def test_panel_edits_coalesce_fall_back_and_expire_quietly(
    fake_discord: FakeDiscord, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        where = panel_message(bot, current(bot, table), 0)
        assert where is not None
        target = {"channel": where["channel"], "message": where["message"]}
        edit = {**target, "names": [], "lang": "en"}
        outbox = bot.tables.outbox

        # two pending whole screens for one message: only the newest is sent, the older is settled as superseded
        mark = len(server.edit_log)
        first, second = await deliver(
            bot, table.id, [(EDIT, {**edit, "screen": screen("v1")}), (EDIT, {**edit, "screen": screen("v2")})]
        )
        assert server.edit_log[mark:] == [(where["message"], "channel")]
        assert server.message(where["message"]).content == "v2"
        assert outbox.result(first) == {"superseded": True} and outbox.result(second) == target

        # a click's redraw that Discord refuses (an unknown token): the panel's own edit is made instead
        mark = len(server.edit_log)
        reply = {
            "token": "no-such-token", "app": server.application_id, "thinking": False, "lang": "en",
            "mode": "panel", "screen": screen("v3"), "names": [], "panel": {**edit, "screen": screen("v3")},
        }  # fmt: skip
        (row,) = await deliver(bot, table.id, [(REPLY, reply)])
        assert server.edit_log[mark:] == [(where["message"], "channel")]
        assert server.message(where["message"]).content == "v3" and outbox.result(row) == target
        # the same answer as a move stores it now: its screen only in the panel's edit
        mark = len(server.edit_log)
        reply = {k: v for k, v in reply.items() if k not in ("screen", "names")}
        (row,) = await deliver(bot, table.id, [(REPLY, {**reply, "panel": {**edit, "screen": screen("v3b")}})])
        assert server.edit_log[mark:] == [(where["message"], "channel")]
        assert server.message(where["message"]).content == "v3b" and outbox.result(row) == target

        # ephemeral panels: an unknown token is forgotten without a word; an expired one is not even tried
        panel = ephemeral_panels.Panel(1, 7, server.application_id, "gone-token", "en", "", bot.clock() + 600)
        ephemeral_panels.remember(bot.store, table.id, panel)
        caplog.set_level(logging.INFO, logger="boardbot")
        requests = len(server.request_log)
        hook = {"app": server.application_id, "token": "gone-token", "expires": bot.clock() + 600}
        late = {**hook, "token": "late-token", "expires": bot.clock() - 1}
        unknown, expired = await deliver(
            bot,
            table.id,
            [
                (EDIT, {"hook": hook, "screen": screen("v4"), "names": [], "lang": "en"}),
                (EDIT, {"hook": late, "screen": screen("v5"), "names": [], "lang": "en"}),
            ],
        )
        assert outbox.result(unknown) == {"expired": True} and outbox.result(expired) == {"expired": True}
        assert [r for r in server.request_log[requests:] if "webhooks" in r] and not any(
            "late-token" in r for r in server.request_log[requests:]
        )
        assert 1 not in ephemeral_panels.live(bot.store, table.id, bot.clock()), "the unknown token was forgotten"
        assert not [r for r in caplog.records if r.name == "boardbot" and "panel" in r.getMessage()]
        assert not bot.errors and not server.bot_errors
