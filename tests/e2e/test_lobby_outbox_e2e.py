"""A lobby's redraw goes through the outbox (issue 22, policy leaks): a join stores the lobby's new drawing and the
thread's notice with the join itself, so a kill between the join and its delivery still delivers both, once."""

from __future__ import annotations

from pathlib import Path

import pytest

from cogs.session import Session
from engine.outbox import EDIT, POST
from sandbox import FakeDiscord
from sandbox import game_driver as drive

TABLE_SEED = "lobby-outbox-seed"  # every table opened here gets this secret seed (tests/conftest.py)


async def test_a_join_stores_the_lobby_redraw_with_it_and_it_is_delivered_once(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = fake_discord
    ann, ben = server.add_user("Ann"), server.add_user("Ben")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, ann, "envyra new")
        lobby = drive.lobby_message(server, table)
        before = lobby.text
        monkeypatch.setattr(Session, "stored", lambda self: None)  # the process stops after the join's commit
        await server.click(ben, lobby, label="Join")
        await drive.settle(server, bot)
        assert drive.current(bot, table).players == [ann, ben]
        pending = bot.tables.outbox.pending(table.id)
        assert [r.kind for r in pending] == [EDIT, POST], "the redraw and the notice were stored with the join"
        assert lobby.text == before and not lobby.history, "nothing delivered yet"
        monkeypatch.undo()
        moves = bot.game_cogs["envyra"].moves
        await moves.deliver(table.id)  # what a restart's drain does
        assert f"<@{ann}>, <@{ben}>" in lobby.text and lobby.text != before, lobby.text
        assert len(lobby.history) == 1 and lobby.custom_ids, "one edit, the buttons kept"
        await moves.deliver(table.id)
        assert len(lobby.history) == 1 and not bot.tables.outbox.pending(table.id), "delivered once"
        joined = [m for m in drive.thread_messages(server, table) if "joined" in m.content]
        assert len(joined) == 1, [m.content for m in drive.thread_messages(server, table)]
