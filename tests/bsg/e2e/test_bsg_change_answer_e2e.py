"""Changing a sealed answer through the fake Discord (presenters/bsg_change.py): a seat that answered a reaction
window or handed in its contribution early presses "Change my answer" on its panel, answers again, and nothing
public moves (no thread post, no edit, the other seats' panels as they were); once the decision has resolved, the
old button changes nothing and says so."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import Player, current

TABLE_SEED = "b"  # every table opened here gets this secret seed (tests/conftest.py)
MAX_STEPS = 1500
CHANGE = {"type": "change"}


def sealed_seat(game: Any, state: dict[str, Any], kind: str) -> int | None:
    """A seat whose answer to a decision of this kind is sealed while others still decide."""
    if state["decision"] is None or state["decision"]["kind"] != kind:
        return None
    for seat in range(state["n"]):
        if game.legal_actions(state, seat) == [CHANGE] and game.to_act(state):
            return seat
    return None


def public_marks(server: FakeDiscord, table: Any) -> list[tuple[int, str, list[Any], int]]:
    """The thread as anyone sees it: every message, its text, embeds and how often it was edited."""
    return [(m.id, m.text, m.embeds, len(m.history)) for m in drive.thread_messages(server, table)]


@pytest.mark.parametrize("kind", ["skill_window", "contribute"])
async def test_a_sealed_answer_changes_from_the_panel_without_a_public_trace(
    fake_discord: FakeDiscord, tmp_path: Path, kind: str
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        game = bot.tables.game_of(table)
        player = Player(server, bot, table, closed=set())
        chooser = random.Random(5)
        for _ in range(MAX_STEPS):
            table = player.table = current(bot, table)
            assert table.status == "playing", "the game ended before a sealed answer"
            seat = sealed_seat(game, table.state, kind)
            if seat is not None:
                break
            await player.step(chooser)
            await player.wait()
        else:
            raise AssertionError("no sealed answer came up")
        user = table.seats[seat]
        old = await server.slash(user, "bsg hand", channel=table.thread_id)  # kept to press once resolved
        await old.wait_done()
        newer = await server.slash(user, "bsg hand", channel=table.thread_id)
        await newer.wait_done()
        others = [s for s in range(3) if s != seat]
        before = public_marks(server, table)
        panels = {s: (await player.panel(s)).text for s in others}

        message = await player.panel(seat)
        assert "Your answer is in and stays secret" in message.text
        change = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:change:"))
        rec = await player.press(user, message, change, None)
        await player.wait()
        reopened = current(bot, table)
        assert reopened.move_no == table.move_no + 1 and game.to_act(reopened.state) == game.to_act(table.state)
        message = await player.panel(seat)
        assert not any(c.startswith(f"g:{table.id}:change:") for c in message.custom_ids)
        player.table = reopened
        if kind == "contribute":
            await player.give_cards(seat, kind, message, chooser)
        else:
            answer = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:do:"))
            await player.press(user, message, answer, None)
        await player.wait()
        answered = current(bot, table)
        assert answered.move_no == reopened.move_no + 1 and game.legal_actions(answered.state, seat) == [CHANGE]
        assert public_marks(server, table) == before, "a change leaves no trace in the thread"
        assert {s: (await player.panel(s)).text for s in others} == panels, "nor on the other seats' panels"
        assert not rec.rejected

        for _ in range(MAX_STEPS):  # play on until the answer took effect
            table = player.table = current(bot, table)
            if table.status != "playing" or game.legal_actions(table.state, seat) != [CHANGE]:
                break
            await player.step(chooser)
            await player.wait()
        stale = old.last
        assert stale is not None
        cid = next(c for c in stale.custom_ids if c.startswith(f"g:{table.id}:change:"))
        before_state = current(bot, table)
        rec = await server.click(user, stale, cid)
        await rec.wait_done()
        assert drive.private_reply(rec) == "Already resolved: nothing changed."
        after = current(bot, table)
        assert after.move_no == before_state.move_no and after.state == before_state.state
        assert not bot.errors and not server.bot_errors
