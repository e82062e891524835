"""Bots at the table, through the fake Discord: one person against bots plays a whole game of every game by pressing
only what the bot offers, on each store backend (SQLite, PostgreSQL); bots move after their delay, are named as bots
everywhere and are never DMed; the lobby's Add bot button is the host's; impossible requests are refused."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from bot import GameBot
from engine.scheduling import BOT
from engine.store import TableRow
from sandbox import FakeDiscord
from sandbox import game_driver as drive

TABLE_SEED = "bots-e2e-seed"  # every table opened here gets this secret seed (tests/conftest.py)

Step = Callable[[TableRow], Awaitable[None]]


async def bots_done(server: FakeDiscord, bot: GameBot, table: TableRow, timeout: float = 30.0) -> None:
    """Wait until no bot move is due (each fires at once: the tests set no thinking delay)."""
    deadline = time.monotonic() + timeout
    while True:
        await drive.settle(server, bot)
        due = [t for t in bot.store.timers(table.id) if t["kind"] == BOT and t["due"] <= time.time()]
        if not due:
            return
        if time.monotonic() > deadline:
            raise AssertionError(f"bot moves still due: {due}")
        bot.wake_scheduler()
        await asyncio.sleep(0.02)


async def play_against_bots(
    server: FakeDiscord, bot: GameBot, table: TableRow, human: int, mine: Callable[[TableRow], bool], step: Step
) -> TableRow:
    for _ in range(1500):
        await bots_done(server, bot, table)
        table = drive.current(bot, table)
        if table.status != "playing":
            return table
        assert mine(table), f"the game waits for nobody: {bot.tables.game_of(table).to_act(table.state)}"
        before = table.move_no
        await step(table)
        await bots_done(server, bot, table)
        assert drive.current(bot, table).move_no > before
    raise AssertionError("the game did not finish")


async def start_against_bots(server: FakeDiscord, bot: GameBot, human: int, command: str, **options) -> TableRow:
    bot.tables.bot_delay = 0.0
    table = await drive.open_lobby(server, bot, human, command, **options)
    rec = await server.click(human, drive.lobby_message(server, table), label="Start")
    await rec.wait_done()
    await drive.settle(server, bot)
    return drive.current(bot, table)


def assert_bots_shown_as_bots(server: FakeDiscord, bot: GameBot, table: TableRow) -> None:
    names = [table.record.names[str(u)] for u in table.seats if u < 0]
    text = "\n".join(m.content for m in drive.thread_messages(server, table))
    assert all(name in text for name in names), names
    assert "<@-" not in text, "bots are never mentioned"
    assert not any("/api/v10/users/-" in line for line in server.request_log), "bots are never DMed"
    assert not bot.errors and not server.bot_errors


async def test_cardline_against_two_bots(fake_discord: FakeDiscord, store_target: str) -> None:
    from tests.e2e.cardline_driver import choose, place_with_menus

    server = fake_discord
    ann = server.add_user("Ann")
    async with drive.game_bot(server, store_target) as bot:
        table = await start_against_bots(server, bot, ann, "cardline new", bots=2, level="easy")
        assert len(table.seats) == 3 and sum(u < 0 for u in table.seats) == 2
        chooser = random.Random(1)

        def mine(row: TableRow) -> bool:
            return row.seats[bot.tables.game_of(row).to_act(row.state)[0]] == ann

        async def step(row: TableRow) -> None:
            card, gap = choose(row.state, row.seats.index(ann), chooser.random() < 0.7)
            await place_with_menus(server, bot, row, card, gap)

        table = await play_against_bots(server, bot, table, ann, mine, step)
        assert table.status == "finished"
        assert_bots_shown_as_bots(server, bot, table)


async def test_frame_against_a_bot(fake_discord: FakeDiscord, store_target: str) -> None:
    from tests.e2e.frame_driver import quick_step

    server = fake_discord
    ann = server.add_user("Ann")
    async with drive.game_bot(server, store_target) as bot:
        table = await start_against_bots(server, bot, ann, "frame new", bots=1)
        chooser = random.Random(2)

        def mine(row: TableRow) -> bool:
            return row.state["active"] is not None and row.seats[row.state["active"]] == ann

        async def step(row: TableRow) -> None:
            await quick_step(server, bot, row, chooser)

        table = await play_against_bots(server, bot, table, ann, mine, step)
        assert table.status == "finished"
        assert_bots_shown_as_bots(server, bot, table)


async def test_envyra_against_two_bots(fake_discord: FakeDiscord, store_target: str) -> None:
    from tests.e2e.envyra_driver import place

    server = fake_discord
    ann = server.add_user("Ann")
    async with drive.game_bot(server, store_target) as bot:
        table = await start_against_bots(server, bot, ann, "envyra new", bots=2, level="normal")
        chooser = random.Random(3)

        def mine(row: TableRow) -> bool:
            return row.seats.index(ann) in bot.tables.game_of(row).waiting_for(row.state)

        async def step(row: TableRow) -> None:
            game, seat = bot.tables.game_of(row), row.seats.index(ann)
            action = chooser.choice(game.legal_actions(row.state, seat))
            if action["type"] == "place":
                await place(server, bot, row, seat, action["positions"])
                return
            kind = f":{action['type']}:"
            message = next(
                m for m in reversed(drive.thread_messages(server, row)) if any(kind in c for c in m.custom_ids)
            )
            tag = game.prompt_key(row.state, seat)
            rec = await server.click(ann, message, f"g:{row.id}:{action['type']}:{tag}.{action['position']}")
            await rec.wait_done()

        table = await play_against_bots(server, bot, table, ann, mine, step)
        assert table.status == "finished"
        assert_bots_shown_as_bots(server, bot, table)


async def test_hieroglyphs_against_a_bot(fake_discord: FakeDiscord, store_target: str) -> None:
    from tests.e2e.hieroglyphs_driver import Player

    server = fake_discord
    ann = server.add_user("Ann")
    async with drive.game_bot(server, store_target) as bot:
        table = await start_against_bots(server, bot, ann, "hieroglyphs new", bots=1)
        player = Player(server, bot, random.Random(4))

        def mine(row: TableRow) -> bool:
            seats = bot.tables.game_of(row).to_act(row.state)
            return bool(seats) and row.seats[seats[0]] == ann

        table = await play_against_bots(server, bot, table, ann, mine, player.step)
        assert table.status == "finished"
        assert_bots_shown_as_bots(server, bot, table)


async def test_bsg_against_two_bots(fake_discord: FakeDiscord, store_target: str, monkeypatch) -> None:
    """Battlestar Galactica with bots added by the lobby's button: the person plays by the thread's buttons and the
    DM panel; the bots answer their own decisions, simultaneous windows and contributions included."""
    import engine.tables
    from sandbox.bsg_player import Player

    monkeypatch.setattr(engine.tables, "new_seed", lambda: "bsg-bots-e2e")
    server = fake_discord
    ann = server.add_user("Ann")
    async with drive.game_bot(server, store_target) as bot:
        bot.tables.bot_delay = 0.0
        table = await drive.open_lobby(server, bot, ann, "bsg new")
        for _ in range(2):
            rec = await server.click(ann, drive.lobby_message(server, table), label="Add bot")
            await rec.wait_done()
        rec = await server.click(ann, drive.lobby_message(server, table), label="Start")
        await rec.wait_done()
        await drive.settle(server, bot)
        table = drive.current(bot, table)
        assert len(table.seats) == 3 and sum(u < 0 for u in table.seats) == 2
        player = Player(server, bot, table, closed=set())
        player.only = ann
        chooser = random.Random(26)  # a short game (tests/bsg/e2e/bsg_course.py bots-e2e: the bots' play sets it)

        def mine(row: TableRow) -> bool:
            return any(row.seats[s] == ann for s in bot.tables.game_of(row).to_act(row.state))

        async def step(row: TableRow) -> None:
            await player.step(chooser)

        table = await play_against_bots(server, bot, table, ann, mine, step)
        assert table.status == "finished"
        print(f"{table.move_no} moves")
        assert player.kinds, "the person made decisions"
        assert_bots_shown_as_bots(server, bot, table)


async def test_add_bot_is_the_hosts_and_impossible_requests_are_refused(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    ann, ben = server.add_user("Ann"), server.add_user("Ben")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        rec = await server.slash(ann, "frame new", bots=4)
        await rec.wait_done()
        assert "at most 4 players" in drive.private_reply(rec)
        table = await drive.open_lobby(server, bot, ann, "frame new")
        rec = await server.click(ben, drive.lobby_message(server, table), label="Add bot")
        await rec.wait_done()
        assert "Only the host" in drive.private_reply(rec)
        for _ in range(3):
            rec = await server.click(ann, drive.lobby_message(server, table), label="Add bot")
            await rec.wait_done()
            await drive.settle(server, bot)
        lobby = drive.lobby_message(server, table)
        assert "Bot 3 (normal)" in lobby.embeds[0]["description"]
        assert all(c.label != "Add bot" for c in lobby.components), "a full table offers no Add bot"
        rec = await server.click(ann, lobby, label="Leave")
        await rec.wait_done()
        await drive.settle(server, bot)
        assert drive.current(bot, table).status == "abandoned"  # bots alone are no game
        assert not bot.errors and not server.bot_errors


async def test_a_bot_move_pending_at_a_restart_is_played_after_it(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    ann = server.add_user("Ann")
    db = tmp_path / "db.sqlite"
    async with drive.game_bot(server, db) as bot:
        bot.tables.bot_delay = 3600.0  # the bot is still "thinking" when the process dies
        table = await drive.open_lobby(server, bot, ann, "frame new", bots=1, start_player="2", seat_order="join")
        rec = await server.click(ann, drive.lobby_message(server, table), label="Start")
        await rec.wait_done()
        await drive.settle(server, bot)
        assert drive.current(bot, table).move_no == 0
        assert [t["payload"] for t in bot.store.timers(table.id) if t["kind"] == BOT] == [{"seat": 1}]
    async with drive.game_bot(server, db) as bot:
        for timer in bot.store.timers(table.id):
            if timer["kind"] == BOT:
                bot.store.move_timer(timer["id"], 0.0)  # the hour has passed
        bot.tables.bot_delay = 0.0
        await bots_done(server, bot, table)
        row = drive.current(bot, table)
        assert row.move_no == 1 and row.state["active"] == 0
        assert "Waiting for <@" in drive.thread_messages(server, table)[-1].content
        assert not bot.errors and not server.bot_errors


@pytest.mark.parametrize("fault", ["raises", "illegal"])
async def test_a_failing_bot_seat_plays_its_default_move_and_the_table_goes_on(
    fake_discord: FakeDiscord,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    fault: str,
) -> None:
    """A bot whose decision raises (a bug: logged as an error with the table id) or that answers an illegal move
    (a warning) is replaced by the seat's default move (`engine.bots.default_move`): the table never stalls."""
    import engine.bots
    from tests.e2e.frame_driver import quick_step

    class Faulty(engine.bots.Bot):
        def choose(self, seen, rng):  # type: ignore[no-untyped-def]
            if fault == "raises":
                raise KeyError("a scorer's bug")
            return {"type": "not-a-move"}

    monkeypatch.setattr(engine.bots, "make_bot", lambda game, level="normal", budget=None: Faulty(game, level))
    server = fake_discord
    ann = server.add_user("Ann")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        bot.tables.bot_delay = 0.0
        table = await drive.open_lobby(server, bot, ann, "frame new", bots=1, start_player="2", seat_order="join")
        rec = await server.click(ann, drive.lobby_message(server, table), label="Start")
        await rec.wait_done()
        await bots_done(server, bot, table)
        row = drive.current(bot, table)
        assert row.move_no == 1 and row.state["active"] == 0  # the bot's seat played its default move
        await quick_step(server, bot, row, random.Random(2))
        await bots_done(server, bot, table)
        row = drive.current(bot, table)
        assert row.status != "playing" or (row.move_no >= 3 and row.state["active"] == 0)  # and again
        if fault == "raises":
            assert len(bot.errors) == 2 and all(f"in game {table.id} raised" in e for e in bot.errors), bot.errors
        else:
            warned = [r.getMessage() for r in caplog.records if "chose an illegal move" in r.getMessage()]
            assert len(warned) == 2 and all(f"in game {table.id}" in w for w in warned), warned
            assert not bot.errors
        assert not server.bot_errors
