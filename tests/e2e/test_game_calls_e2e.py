"""One call to action per decision in Envyra, Frame, Hieroglyphs and Cardline through the fake Discord: counting the
mentions that notified each person per decision (the fake Discord applies `allowed_mentions`), a person is pinged
once when the game starts waiting for them in the thread, never for a decision after their own move nor for a secret
one (its DM prompt calls them, with its deadline and the link); the decision post shows the deadline."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from engine.games.cardline import rules as cardline_rules
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.game_calls import ThreadCalls
from tests.e2e import envyra_driver, frame_driver
from tests.e2e.cardline_driver import place_with_menus
from tests.e2e.hieroglyphs_driver import Player as HieroglyphsPlayer

TABLE_SEED = "game-calls-e2e"  # every table's secret seed (tests/conftest.py): the same course in every run
STEPS, MOST = 14, 80  # moves per game: at least STEPS, more until a call in the thread (lean for CI)


async def cardline_step(server: FakeDiscord, bot: Any, table: Any, chooser: random.Random) -> None:
    seat = cardline_rules.current_seat(table.state)
    places = [a for a in bot.tables.game_of(table).legal_actions(table.state, seat) if a["type"] == "place"]
    action = chooser.choice(places)
    await place_with_menus(server, bot, table, action["card"], action["gap"])


async def hieroglyphs_step(server: FakeDiscord, bot: Any, table: Any, chooser: random.Random) -> None:
    await HieroglyphsPlayer(server, bot, chooser).step(table)


Step = Callable[[FakeDiscord, Any, Any, random.Random], Awaitable[None]]
GAMES: dict[str, Step] = {
    "cardline": cardline_step,
    "envyra": envyra_driver.play_step,
    "frame": frame_driver.quick_step,
    "hieroglyphs": hieroglyphs_step,
}


@pytest.mark.parametrize("name", list(GAMES))
async def test_each_person_is_pinged_once_per_decision(fake_discord: FakeDiscord, tmp_path: Path, name: str) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    options: dict[str, Any] = {"turn_hours": 2, **({"curse": True} if name == "hieroglyphs" else {})}
    async with drive.started_table(server, tmp_path / "db.sqlite", users, f"{name} new", **options) as (bot, table):
        calls = ThreadCalls(server, bot, table)
        calls.mark = 0  # the start's posts count too
        calls.look(None)
        chooser = random.Random(7)
        for step in range(MOST):
            table = drive.current(bot, table)
            called = {k for k, how in calls.asked.items() if how == "call"}
            if table.status != "playing" or (step >= STEPS and called):
                break
            await GAMES[name](server, bot, table, chooser)
            await drive.settle(server, bot)
            calls.look(bot.store.last_mover(table.id))
        called = {k for k, how in calls.asked.items() if how == "call"}
        assert called, "someone else's move asks a person in the thread"
        assert not calls.unasked, calls.unasked[:3]
        assert calls.pings == Counter(called), {k: calls.shown.get(k) for k in set(calls.pings) ^ called}
        posts = [m.content for m in drive.thread_messages(server, table) if m.pinged]
        assert all("time runs out <t:" in p for p in posts), "the decision post shows the deadline"
        for asked in [k for k, how in calls.asked.items() if how == "secret"]:
            [call] = [p for p in calls.prompts[asked] if p.startswith("Your input is wanted")]  # the DM prompt calls
            assert "time runs out <t:" in call and "https://discord.com/channels/" in call, call
        assert not bot.errors and not server.bot_errors
