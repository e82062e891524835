"""BSG's thread through the fake Discord with the real bot (issue 24, "one living post per turn"): a seeded
five-player game keeps the thread's budget (new bot posts and board images per turn), the turn's status post is
edited in place while the turn goes through its routine steps, a player's skill draws are one line, the status posts
name players without pinging them; a kill between a move and its status edit still makes the edit, once; a post
longer than a message goes out whole, in order, once, across a kill."""

from __future__ import annotations

import asyncio
import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from cogs.session import Session
from engine.core import Event
from engine.games.bsg import explain
from engine.games.bsg.data import SKILLS
from engine.outbox import EDIT, POST
from engine.tables import Outcome
from i18n import cat, text_to_json, tr
from presenters.bsg_record import BsgRecord
from presenters.bsg_thread import folded_lines
from presenters.consequences import post_row
from presenters.screens import Image, Screen, screen_to_json
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import MAX_STEPS, Player, control_for, current

TABLE_SEED = "bsg-thread-seed"  # every table opened here gets this secret seed (tests/conftest.py)
ROUTINE = ("receive", "move")  # steps of a turn with nothing players must not miss


def status_message(bot: Any, table: Any) -> int | None:
    """The message of the table's living status post, as its record and the outbox remember it."""
    where = BsgRecord.of(current(bot, table).record).status
    made = bot.tables.outbox.result(int(where["row"])) if isinstance(where, dict) and "row" in where else None
    return int(made["message"]) if made and "message" in made else None


def bot_posts(server: FakeDiscord, table: Any) -> list[Any]:
    return [m for m in drive.thread_messages(server, table) if m.author_id == server.bot_user.id]


def boards(server: FakeDiscord, table: Any, uploads: list[tuple[int, str]]) -> int:
    return sum(1 for channel, name in uploads if channel == table.thread_id and re.fullmatch(r"bsg-\d+-\d+\.png", name))


async def test_a_seeded_game_keeps_the_thread_budget_and_edits_its_status_in_place(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    server = fake_discord
    users = [server.add_user(f"Player {i + 1}") for i in range(5)]
    uploads: list[tuple[int, str]] = []  # (channel, file name) of every image the bot uploads, posted or edited in
    build, edit = server._build_message, server._apply_edit

    def built(channel: Any, author_id: int, body: Any, files: list[Any], **kwargs: Any) -> Any:
        uploads.extend((channel.id, f.filename) for f in files)
        return build(channel, author_id, body, files, **kwargs)

    def edited(message: Any, body: Any, files: list[Any]) -> None:
        uploads.extend((message.channel_id, f.filename) for f in files)
        edit(message, body, files)

    server._build_message = built  # type: ignore[method-assign]
    server._apply_edit = edited  # type: ignore[method-assign]
    rows: list[tuple[str, dict[str, Any]]] = []
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        add = bot.tables.outbox.add

        def stored(table_id: int, batch: Any, now: float, named: set[int] | None = None) -> list[int]:
            batch = list(batch)
            rows.extend(batch)
            return add(table_id, batch, now, named)

        bot.tables.outbox.add = stored  # type: ignore[method-assign]
        game = bot.tables.game_of(table)
        posts_at_start = len(bot_posts(server, table))
        player, chooser = Player(server, bot, table, closed=set()), random.Random(3)
        in_place = 0
        for _ in range(MAX_STEPS):
            table = current(bot, table)
            if table.status != "playing":
                break
            before = (table.state["turn"], len(bot_posts(server, table)), status_message(bot, table))
            history = len(server.message(before[2]).history) if before[2] else 0
            await player.step(chooser)
            await player.wait()
            after = current(bot, table)
            if after.status != "playing" or after.state["turn"] != before[0]:
                continue
            if explain.step(after.state) in ROUTINE and explain.step(table.state) in ROUTINE:
                assert len(bot_posts(server, after)) == before[1], "a routine step posts nothing new"
                assert status_message(bot, after) == before[2], "the turn's status post stays the same message"
                in_place += len(server.message(before[2]).history) > history
        assert table.status == "finished", "the game did not finish"
        turns = table.state["turn"]
        posts = len(bot_posts(server, table)) - posts_at_start
        assert turns >= 5 and posts / turns <= 4, (posts, turns)
        assert boards(server, table, uploads) / turns <= 1.2, (boards(server, table, uploads), turns)
        assert in_place > turns // 2, "routine steps edit the status post in place"

        for post in bot_posts(server, table):  # a player's skill draws in a row: one line (a later draw, a card's
            # effect, is said where it happened)
            drawers = [
                re.match(r"(Player \d) draws \d+ [a-z]+ cards?[ ,.]", line) for line in post.content.splitlines()
            ]
            drawn = [(a.group(1), b.group(1)) for a, b in zip(drawers, drawers[1:], strict=False) if a and b]
            assert all(first != second for first, second in drawn), post.content
            assert not re.search(rf"draws an? ({'|'.join(SKILLS)}) card\.", post.content), post.content
        waiting = [  # posts naming whom the game waits for
            p
            for kind, p in rows
            if kind == POST and "bsg-ui-waiting" in json.dumps(p["screen"]["text"], default=text_to_json)
        ]
        assert waiting and all(p.get("ping") == [] for p in waiting), "they name players without pinging"
        assert not bot.errors, bot.errors
        assert game.result(table.state) is not None


async def test_a_kill_between_a_move_and_its_status_edit_still_edits_it_once(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        status = status_message(bot, table)
        assert status is not None, "the draft has its status post"
        message = server.message(status)
        text, posts = message.content, len(bot_posts(server, table))
        (seat,) = bot.tables.game_of(table).to_act(table.state)
        assert message.id == drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:do:").id
        monkeypatch.setattr(Session, "stored", lambda self: None)  # the process stops after the move's commit
        await server.click(table.seats[seat], message, control_for(message, table.id, seat, 0)[0])  # a character
        for _ in range(200):  # until the move is stored (nothing is sent after it: no signal of the fake Discord)
            if current(bot, table).move_no > table.move_no:
                break
            await asyncio.sleep(0.05)
        await drive.settle(server, bot)
        after = current(bot, table)
        pending = bot.tables.outbox.pending(table.id)
        assert any(r.kind == EDIT and r.payload.get("screen") for r in pending), "its status edit was stored with it"
        assert message.content == text and len(bot_posts(server, table)) == posts, "nothing delivered yet"
        monkeypatch.undo()
        edits = len(message.history)
        moves = bot.game_cogs["bsg"].moves
        async with bot.table_lock(table.id):
            await moves.deliver(table.id)  # what a restart's drain does
        assert message.content != text and len(message.history) == edits + 1, "the status post is edited once"
        assert len(bot_posts(server, table)) == posts, "and not posted again"
        async with bot.table_lock(table.id):
            await moves.deliver(table.id)
        assert len(message.history) == edits + 1 and not bot.tables.outbox.pending(table.id), "delivered once"

        # an edit adding the board image is never superseded by a later edit without images (which keeps them)
        view = bot.tables.game_of(after).view(after.state, None)
        with_board = Screen("v1", [Image("board", view, f"bsg-{table.id}-9.png")])
        target = {"channel": table.thread_id, "message": status, "names": [], "lang": "en"}
        batch = [(EDIT, {**target, "screen": screen_to_json(with_board)}), (EDIT, {**target, "screen": {"text": "v2"}})]
        with bot.store.transaction():
            bot.tables.outbox.add(table.id, batch, bot.clock())
        async with bot.table_lock(table.id):
            await moves.deliver(table.id)
        assert len(message.history) == edits + 3, "both edits are made"
        assert message.content == "v2" and [a.filename for a in message.attachments] == [f"bsg-{table.id}-9.png"]


class Killed(Exception):
    """The process stops (a kill) between a part's send and its mark."""


async def test_a_long_combat_post_is_delivered_whole_in_order_and_once_across_a_kill(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A combat post past Discord's limit was clipped, its end lost: it goes out as consecutive messages, each part
    its own outbox row; a kill after a part was sent but before it was marked sends it again with its nonce (Discord
    returns the message it made), so after the restart's drain every part shows once, in order, and the post is
    whole; the last part is the living post (its buttons)."""
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", seat_order="join") as (bot, table):
        cog = bot.game_cogs["bsg"]
        table = current(bot, table)
        events = [Event("roll", {"seat": i % 3, "value": 1 + i % 8, "why": "viper_attacks_raider"}) for i in range(45)]
        events += [Event("raider_moved", {"frm": i % 6, "to": (i + 1) % 6}) for i in range(45)]
        snap = cog.presenter.snapshot(table)
        screens = cog.presenter.announcement(snap, Outcome(table=table, events=events))
        assert len(screens) >= 3, "the living post (the draft's) rewritten, then two new posts at least"
        assert screens[0].rewrites and not any(s.rewrites for s in screens[1:])
        status, before = status_message(bot, table), len(bot_posts(server, table))
        with bot.store.transaction():
            ids = bot.tables.outbox.add(table.id, [post_row(table, s, snap.names, True) for s in screens], bot.clock())
        real, marked = bot.tables.outbox.delivered, []

        def dying(row: Any, result: dict[str, Any]) -> None:
            if row.id in ids[1:] and len(marked) > 1:
                raise Killed  # the second new part was sent; the process stops before marking it
            marked.append(row.id)
            real(row, result)

        monkeypatch.setattr(bot.tables.outbox, "delivered", dying)
        async with bot.table_lock(table.id):
            with pytest.raises(Killed):
                await cog.moves.deliver(table.id)
        monkeypatch.undo()
        assert len(bot_posts(server, table)) == before + 2, "two new parts sent before the kill"
        async with bot.table_lock(table.id):
            await cog.moves.deliver(table.id)  # what a restart's drain does
        posts = bot_posts(server, table)[before:]
        assert server.nonce_hits >= 1, "the part sent before the kill was sent again with its nonce"
        assert [m.content for m in posts] == [tr(s.text, "en") for s in screens[1:]], "every part once, in order"
        parts = [server.message(status), *posts]
        said = [line for m in parts for line in m.content.splitlines()]
        lines = [tr(cat(folded_lines(cog.presenter, snap, [e])), "en") for e in events]
        assert [line for line in said if line in lines] == lines, "the whole post, in the order of events"
        assert posts[-1].components and not any(m.components for m in parts[:-1]), "the buttons on the last part"
        assert not bot.tables.outbox.pending(table.id)
