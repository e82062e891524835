"""A whole BSG turn in one sitting through the fake Discord (presenters/bsg_turn_plan.py): the active player plans
movement, action and its target on the DM panel's planner and one Submit plays them all; nothing of the plan is
public before it is played; a stale, forged or foreign plan control changes nothing and gets a short private
answer; a plan that runs past a step ending it, or whose next step is no longer legal, stops cleanly there."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from engine.games.bsg import turn_plan as P
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import Player, current, shown_index
from sandbox.world import FakeMessage

TABLE_SEED = "plan"  # every table opened here gets this secret seed (tests/conftest.py)
MAX_STEPS = 600


def three_steps(game: Any, state: dict[str, Any], seat: int) -> list[int] | None:
    """Picks of a three-step plan from the seat's movement (each the first of its wording, as the menus offer)."""
    first = P.walk(game, state, seat, [])
    for i in range(len(first.stages[0][1])):
        if shown_index(game, state, seat, first.stages[0][1], i) != i:
            continue
        one = P.walk(game, state, seat, [i])
        if not one.open:
            continue
        here, legal = one.stages[1]
        for j in range(len(legal)):
            if shown_index(game, here, seat, legal, j) != j or legal[j]["type"] in ("reveal", "ability"):
                continue
            two = P.walk(game, state, seat, [i, j])
            if two.open:
                return [i, j, shown_index(game, two.stages[2][0], seat, two.stages[2][1], 0)]
    return None


async def until_planned(player: Player, game: Any, chooser: random.Random) -> tuple[int, list[int]]:
    """Play on until the current player is asked its movement and a three-step plan exists."""
    for _ in range(MAX_STEPS):
        table = player.table = current(player.bot, player.table)
        state = table.state
        assert table.status == "playing" and state is not None
        seat = state["current"]
        if P.plannable(state, seat) and state["decision"]["kind"] == "move":
            picks = three_steps(game, state, seat)
            if picks is not None:
                return seat, picks
        await player.step(chooser)
        await player.wait()
    raise AssertionError("no turn offered a three-step plan")


@asynccontextmanager
async def planned_table(server: FakeDiscord, db: Path) -> AsyncIterator[tuple[Any, Player, int, list[int]]]:
    """Three people at a table played on until the current player may plan three steps: (the bot, a player
    pressing what the bot offers, the seat, the picks of its three-step plan)."""
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, db, users, "bsg new", seat_order="join") as (bot, table):
        player = Player(server, bot, table, closed=set())
        seat, picks = await until_planned(player, bot.tables.game_of(table), random.Random(7))
        yield bot, player, seat, picks


async def plant(server: FakeDiscord, channel_id: int, custom_id: str) -> FakeMessage:
    """A message with one button, as if the bot had posted it (how a forged or old control reaches the bot)."""
    button = {"type": 2, "style": 2, "label": "Submit", "custom_id": custom_id}
    message = FakeMessage(
        server.ids.next(), channel_id, server.bot_user.id, content="planted",
        raw_components=[{"type": 1, "components": [button]}],
    )  # fmt: skip
    await server._store_and_announce(message)
    return message


def public_posts(server: FakeDiscord, table: Any) -> list[tuple[int, str, list[str]]]:
    return [(m.id, m.content, m.custom_ids) for m in drive.thread_messages(server, table)]


def menus(message: FakeMessage, table_id: int) -> list[Any]:
    return [c for c in message.components if (c.custom_id or "").startswith(f"s:{table_id}:plan:")]


def submit_of(message: FakeMessage, table_id: int) -> str:
    return next(c for c in message.custom_ids if c.startswith(f"g:{table_id}:turn:"))


async def refused(player: Player, user: int, channel: int, custom_id: str) -> str:
    message = await plant(player.server, channel, custom_id)
    rec = await player.server.click(user, message, custom_id)
    await rec.wait_done()
    await player.wait()
    return drive.private_reply(rec)


async def test_a_whole_turn_is_one_submission_and_secret_until_played(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    async with planned_table(server, tmp_path / "db.sqlite") as (bot, player, seat, picks):
        table = current(bot, player.table)
        game, users = bot.tables.game_of(table), table.seats
        user, before, public = table.seats[seat], table.move_no, public_posts(server, table)
        plan = P.walk(game, table.state, seat, picks)
        assert len(plan.actions) == 3

        message = await player.panel(seat)
        opener = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:plan:"))
        message = await player.pressed(user, message, opener, None)
        for depth, pick in enumerate(picks):
            menu = menus(message, table.id)[depth]
            assert str(pick) in menu.option_values
            message = await player.pressed(user, message, menu.custom_id or "", str(pick))
        assert "1. " in message.text and "3. " in message.text, message.text
        submit = submit_of(message, table.id)
        assert current(bot, table).move_no == before, "planning plays nothing"
        assert public_posts(server, table) == public, "planning shows nothing in the thread"
        others = [m.text for u in users if u != user for m in server.dm_messages(u)]
        assert not any("Your turn in one go" in text for text in others)

        foreign = next(u for u in users if u != user)
        answer = await refused(player, foreign, server.dm_channel(foreign), submit)
        assert "another player's panel" in answer and current(bot, table).move_no == before
        forged = submit.rsplit(".", 1)[0] + ".99-0"
        answer = await refused(player, user, server.dm_channel(user), forged)
        assert "not a plan your panel offered" in answer and current(bot, table).move_no == before

        await player.press(user, message, submit, None)  # one press: the whole plan
        await player.wait()
        after = current(bot, table)
        assert after.move_no == before + 3
        assert [m["action"] for m in bot.store.moves(table.id)[-3:]] == plan.actions
        said = "\n".join(m.content for m in drive.thread_messages(server, table))
        assert "Your turn in one go" not in said
        panel = await player.panel(seat)
        assert not menus(panel, table.id), "the panel is redrawn for what comes next"

        answer = await refused(player, user, server.dm_channel(user), submit)  # the same plan again: stale
        assert "out of date" in answer and current(bot, table).move_no == after.move_no
        assert not bot.errors and not server.bot_errors


async def test_a_plan_past_a_step_that_ends_it_stops_there(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """Picks beyond a move that costs a card (the card is its own decision): the move is played, nothing after it,
    and the panel asks for the card."""
    server = fake_discord
    async with planned_table(server, tmp_path / "db.sqlite") as (bot, player, seat, _):
        table = current(bot, player.table)
        game = bot.tables.game_of(table)
        user, before = table.seats[seat], table.move_no
        legal = game.legal_actions(table.state, seat)
        paid = next(i for i in range(len(legal)) if P.walk(game, table.state, seat, [i]).stop == P.CARD)
        message = await player.panel(seat)
        opener = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:plan:"))
        message = await player.pressed(user, message, opener, None)
        submit = submit_of(message, table.id)  # the planner's own Submit: its key is the seat's key now
        past = f"{submit.rsplit('.', 1)[0]}.{paid}-0-0"
        planted = await plant(server, server.dm_channel(user), past)
        await server.click(user, planted, past)  # a message of no panel: the move's answer edits nothing there
        await player.wait()
        after = current(bot, table)
        assert after.move_no == before + 1, "only the move is played"
        assert after.state["decision"]["kind"] == "move_card" and after.state["decision"]["seat"] == seat
        assert bot.store.moves(table.id)[-1]["action"] == legal[paid]
        assert not bot.errors and not server.bot_errors


async def test_a_next_step_no_longer_legal_is_not_played(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """`Act.then` in the move pipeline: the steps still legal are stored, the first that is not and the rest are
    not played."""
    server = fake_discord
    async with planned_table(server, tmp_path / "db.sqlite") as (bot, player, seat, picks):
        table = current(bot, player.table)
        game = bot.tables.game_of(table)
        user, before = table.seats[seat], table.move_no
        plan = P.walk(game, table.state, seat, picks)
        moves = bot.game_cogs["bsg"].moves
        async with moves.session(table.id) as s:
            outcome = bot.tables.play(s.table, user, plan.actions[0])
            stale = {"type": "move", "to": "nowhere"}
            outcome, stored = moves.play_then(s, user, outcome, (plan.actions[1], stale, plan.actions[2]))
            assert not stored
            bot.tables.commit(outcome, moves.consequences(outcome))
            s.stored()
        await player.wait()
        after = current(bot, table)
        assert after.move_no == before + 2
        assert [m["action"] for m in bot.store.moves(table.id)[-2:]] == plan.actions[:2]
        assert not bot.errors and not server.bot_errors


async def test_turns_planned_by_pressing_only_what_the_bot_offers(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    """The planner is reachable from the panel alone: turns played through it, menus chosen at random."""
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        player = Player(server, bot, table, closed={users[2]})  # one player on the ephemeral `/bsg hand` panel
        player.plan_turns = True
        chooser = random.Random(11)
        for _ in range(MAX_STEPS):
            if len(player.planned) >= 6 or current(bot, table).status != "playing":
                break
            before = current(bot, table).move_no
            await player.step(chooser)
            await player.wait()
            assert current(bot, table).move_no > before, "every step must be accepted"
        assert len(player.planned) >= 6 and all(moves >= 1 for _, moves in player.planned)
        assert max(moves for _, moves in player.planned) >= 2, player.planned
        assert 2 in {seat for seat, _ in player.planned}, "the ephemeral panel plans too"
        assert not bot.errors and not server.bot_errors
