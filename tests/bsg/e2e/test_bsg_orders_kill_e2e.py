"""kill -9 of the bot between a standing order firing and its announcement (issue 23): in `days` pace the people
keep broad orders for their reaction cards (set with `/bsg orders`); a move that opens a window their orders answer
is stored with the card played, the bot is killed before anything of it is sent, and after the restart the thread
tells the play exactly once (the outbox row stored with the move, delivered once)."""

from __future__ import annotations

import pickle
import random
from pathlib import Path
from typing import Any

import pytest

from engine.games.bsg import texts
from engine.games.bsg.data import DATA
from engine.games.bsg.machine.orders import CARD_WHEN
from i18n import tr
from presenters.bsg_confirm import irreversible
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bot_process import SEED_ENV
from sandbox.bsg_player import BATCH, Player, control_for, shown_index
from tests.e2e.kill_checks import Remote, quiet
from tests.e2e.kill_driver import answered, assert_whole, bot_process

TABLE_SEED = "bsg-orders-kill-seed"  # every table opened here gets this secret seed (tests/conftest.py)


@pytest.fixture(autouse=True)
def seed_in_the_bot_process(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SEED_ENV, TABLE_SEED)  # and in the bot's own process


def window_card(card: str) -> bool:
    return DATA.skill_cards[card]["card_id"] in CARD_WHEN


def firing_move(remote: Remote, table_id: int) -> tuple[int, int, dict[str, Any]] | None:
    """An awaited seat's legal action (its index) whose move fires an order, found on a copy of the state."""
    table = remote.table(table_id)
    game = remote.tables.game_of(table)
    state = table.state
    if state["decision"]["kind"] in BATCH:
        return None
    for seat in game.to_act(state):
        for index, action in enumerate(game.legal_actions(state, seat)):
            if irreversible(action) or action.get("type") == "play":
                continue
            events = game.apply(pickle.loads(pickle.dumps(state)), seat, action, random.Random(0))
            fired = [e for e in events if e.kind == "skill_played" and window_card(e.params["card"])]
            if fired:
                return seat, index, fired[0].params
    return None


async def test_an_order_fired_before_a_kill_is_announced_once(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with bot_process(server, tmp_path / "db.sqlite") as (process, remote):
        table = await drive.open_lobby(server, remote, users[0], "bsg new", pace="days")  # type: ignore[arg-type]
        table = await drive.seat_players(server, remote, table, users)  # type: ignore[arg-type]
        await quiet(server, remote)
        table = remote.table(table.id)
        player = Player(server, remote, table, closed=set(), wait=lambda: quiet(server, remote))
        chooser, ordered = random.Random(23), set()
        found = None
        for _ in range(600):
            await player.order_reaction_cards(ordered)
            found = firing_move(remote, table.id)
            if found is not None or remote.table(table.id).status != "playing":
                break
            await player.step(chooser)
            await quiet(server, remote)
        assert found is not None, "no move fired an order"
        seat, index, fired = found
        row = player.table = remote.table(table.id)
        game = remote.tables.game_of(row)
        legal = game.legal_actions(row.state, seat)
        if game.secret_input(row.state, seat):
            message = await player.panel(seat)
        else:
            message = drive.last_with(drive.thread_messages(server, row), f"g:{row.id}:do:")
            message = message or drive.last_with(drive.thread_messages(server, row), f"s:{row.id}:menu:")
        assert message is not None
        cid, value = control_for(message, row.id, seat, shown_index(game, row.state, seat, legal, index))
        name = ("Ann", "Ben", "Cyril")[users.index(row.seats[fired["seat"]])]
        line = f"{name} plays {tr(texts.card_text(fired['card']), 'en')}"

        def told() -> list[str]:  # the living status post is edited in place: every thread message counts
            return [m.content for m in drive.thread_messages(server, row) if line in m.content]

        assert told() == [], "not told before the move"

        process.arm("commit", "after", 1)  # the move (the order fired in it) and its rows stored; nothing sent yet
        user = row.seats[seat]
        rec = await (server.click(user, message, cid) if value is None else server.select(user, message, cid, [value]))
        await process.wait_killed()
        stored = remote.table(table.id)
        assert stored.move_no == row.move_no + 1 and remote.unsent() > 0
        assert fired["card"] not in stored.state["players"][fired["seat"]]["hand"], "the order fired in the move"
        await process.start()
        await answered(rec)
        await quiet(server, remote)
        assert_whole(server, remote, table.id)
        assert len(told()) == 1, f"announced once: {line!r} {told()}"
        assert told()[0].count(line) == 1
