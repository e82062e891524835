"""Hieroglyphs through the fake Discord as its players see it: a player for every prompt, the curse race, the DMs."""

from __future__ import annotations

import os
import random
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bot import GameBot
from engine.core import derive_rng
from engine.games.hieroglyphs.data import CURSES, card_kind
from engine.games.hieroglyphs.wall import matching_lines, occupied_lines
from engine.store import TableRow
from engine.tables import game_options
from presenters.snapshot import display_names
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.world import FakeMessage

MAX_STEPS = 400


OUT = Path(__file__).resolve().parents[1] / "out"


def cells(line: list[list[int]]) -> str:
    return " ".join(f"{c},{r}" for c, r in line)


class Player:
    """Plays whatever the engine says is legal, always through Discord; counts what it exercised."""

    def __init__(self, server: FakeDiscord, bot: GameBot, chooser: random.Random) -> None:
        self.server, self.bot, self.rng = server, bot, chooser
        self.seen: Counter[str] = Counter()
        self.races = 0
        self.save_images = bool(os.environ.get("SAVE_IMAGES"))

    def choose(self, table: TableRow, seat: int, legal: list[dict[str, Any]]) -> dict[str, Any]:
        kinds = {a["type"] for a in legal}
        if "place_explorer" in kinds or "move_explorer" in kinds:  # explorers make the final phase richer
            return next(a for a in legal if a["type"] != "decline_explorer")
        moves = [a for a in legal if a["type"] == "move_scarabs"]
        if moves and self.rng.random() < 0.8:
            return self.rng.choice(moves)
        return self.rng.choice(legal)

    async def card_prompt(self, table: TableRow, user: int) -> FakeMessage:
        """The drop prompt with card buttons: by DM, or with `/hieroglyphs hand` when DMs are closed."""
        prefix = f"g:{table.id}:card:"
        message = drive.last_with(self.server.dm_messages(user), prefix)
        if message is None:
            rec = await self.server.slash(user, "hieroglyphs hand", channel=table.thread_id)
            await rec.wait_done()
            message = rec.last
            assert message is not None and message.ephemeral and any(c.startswith(prefix) for c in message.custom_ids)
            self.seen["hand_prompt"] += 1
        return message

    async def drop(self, table: TableRow, seat: int, action: dict[str, Any]) -> None:
        user, kind = table.seats[seat], card_kind(action["card"])
        if table.state["turn"] % 9 == 0:  # now and then the slash command instead of the buttons
            rec = await self.server.slash(
                user, "hieroglyphs play", channel=table.thread_id, card=kind, column=action["column"]
            )
            await rec.wait_done()
            self.seen["play_command"] += 1
            return
        message = await self.card_prompt(table, user)
        rec = await self.server.click(user, message, f"g:{table.id}:card:{kind}")
        await rec.wait_done()
        message = self.server.message(message.id)
        open_ids = [c for c in message.custom_ids if c.startswith(f"g:{table.id}:drop:")]
        assert len(open_ids) == 7, message.custom_ids  # seven columns, full ones disabled
        rec = await self.server.click(user, message, f"g:{table.id}:drop:{kind}.{action['column']}")
        await rec.wait_done()
        assert not self.server.message(message.id).custom_ids, "a used prompt loses its buttons"

    async def race(self, table: TableRow) -> None:
        """A curse race: a wrong line, a bad line, then the right line by modal / command — or the clock."""
        state = table.state
        self.races += 1
        racer = self.rng.choice(self.bot.tables.game_of(table).to_act(state))
        user = table.seats[racer]
        animals = state_curse_animals(state)
        right = matching_lines(state["wall"], animals)[0]
        if self.races == 2:  # let the stored deadline fire
            deadline = next(t for t in self.bot.store.timers(table.id) if t["kind"] == "deadline")
            self.bot.store.move_timer(deadline["id"], 0.0)
            self.bot.wake_scheduler()
            await self.server.wait_for_message(lambda m: "Time is up" in m.content, timeout=10)
            self.seen["race_timeout"] += 1
            return
        if self.races == 1:
            every = matching_lines(state["wall"], animals)
            wrong = next(line for line in occupied_lines(state["wall"]) if line not in every)
            rec = await self.server.slash(user, "hieroglyphs curse", channel=table.thread_id, cells=cells(wrong))
            await rec.wait_done()
            assert "not the line" in drive.private_reply(rec)
            await drive.settle(self.server, self.bot)
            rec = await self.server.slash(user, "hieroglyphs curse", channel=table.thread_id, cells="1,1 2,2 4,1")
            await rec.wait_done()
            assert "straight line" in drive.private_reply(rec)
            rec = await self.server.slash(user, "hieroglyphs curse", channel=table.thread_id, cells="north east")
            await rec.wait_done()
            assert "Send three cells" in drive.private_reply(rec)
            message = drive.last_with(drive.thread_messages(self.server, table), f"g:{table.id}:line:")
            assert message is not None
            rec = await self.server.click(user, message, f"g:{table.id}:line:")
            await rec.wait_done()
            rec = await self.server.submit_modal(user, rec, {"cells": cells(right[::-1])})
            # the answer is a followup: the race post the form came from is edited too (its button goes)
            await rec.wait_for(lambda r: bool(r.followups))
            self.seen["race_modal"] += 1
        else:
            rec = await self.server.slash(user, "hieroglyphs curse", channel=table.thread_id, cells=cells(right))
            await rec.wait_done()
            self.seen["race_command"] += 1
        assert "found the line" in drive.private_reply(rec)

    async def step(self, table: TableRow) -> None:
        game = self.bot.tables.game_of(table)
        state = table.state
        phase = state["phase"]
        self.seen[phase] += 1
        if phase == "curse_race":
            await self.race(table)
            return
        seat = game.to_act(state)[0]
        user = table.seats[seat]
        action = self.choose(table, seat, game.legal_actions(state, seat))
        if phase == "drop":
            await self.drop(table, seat, action)
            return
        if phase == "curse_surrender":
            message = drive.last_with(self.server.dm_messages(user), f"g:{table.id}:give:{table.move_no}.")
            if message is None:
                rec = await self.server.slash(user, "hieroglyphs hand", channel=table.thread_id)
                await rec.wait_done()
                message = rec.last
            rec = await self.server.click(user, message, f"g:{table.id}:give:{table.move_no}.{action['sarcophagus']}")
            await rec.wait_done()
            return
        tag = table.move_no
        message = drive.last_with(drive.thread_messages(self.server, table), f"g:{table.id}:")
        assert message is not None, f"buttons expected in the thread for phase {phase}"
        if action["type"] == "move_scarabs":
            value = f"{action['from']}-{action['to']}-{action['count']}"
            select_id = next(
                c
                for c in message.custom_ids
                if c.startswith(f"s:{table.id}:scarabs:{tag}.")
                and value in [o.get("value") for o in message.component(c).options]
            )
            rec = await self.server.select(user, message, select_id, [value])
            self.seen["scarabs_moved"] += 1
        else:
            arg = {
                "place_explorer": "explorer:{tag}.place",
                "decline_explorer": "explorer:{tag}.decline",
                "move_explorer": "explorer:{tag}.move-{from}",
                "curse_victim": "victim:{tag}.{victim}",
                "done": "done:{tag}.",
            }[action["type"]]
            rec = await self.server.click(user, message, f"g:{table.id}:" + arg.format(tag=tag, **action))
        await rec.wait_done()

    async def play_to_end(self, table: TableRow, stop: Callable[[TableRow], bool] | None = None) -> TableRow:
        for _ in range(MAX_STEPS):
            table = drive.current(self.bot, table)
            if table.status != "playing" or (stop and stop(table)):
                return table
            before = table.move_no
            await self.step(table)
            await drive.settle(self.server, self.bot)
            after = drive.current(self.bot, table)
            assert after.move_no > before, f"the step in phase {table.state['phase']} was not accepted"
            if self.save_images and after.move_no % 25 == 0:
                save_last_images(self.server, table, f"move{after.move_no}")
        raise AssertionError("game did not finish")


def state_curse_animals(state: dict[str, Any]) -> list[str]:
    return list(CURSES[state["curse"]["card"]]["animals"])


def save_last_images(server: FakeDiscord, table: TableRow, tag: str) -> None:
    OUT.mkdir(exist_ok=True)
    for message in reversed(drive.thread_messages(server, table)):
        if message.attachments:
            for attachment in message.attachments:
                (OUT / f"hieroglyphs-{tag}-{attachment.filename}").write_bytes(attachment.data)
            return


PRIVATE_VALUES = ("sarcophagus_value", "sarcophagus_received")


def value_facts(bot: GameBot, table: TableRow) -> dict[int, list[str]]:
    """Per seat, the text of every private sarcophagus value it was told (replaying the move log for its events)."""
    game = bot.tables.game_of(table)
    names = display_names(table)
    state = game.setup(len(table.seats), game_options(game, table.options), derive_rng(table.seed, 0))
    events = list(game.start_events(state))
    for move in bot.store.moves(table.id):
        events += game.apply(state, move["seat"], move["action"], derive_rng(table.seed, move["seq"]))
    facts: dict[int, list[str]] = {seat: [] for seat in range(len(table.seats))}
    for event in events:
        if event.kind in PRIVATE_VALUES:
            for seat in event.to or ():
                facts[seat].append(str(game.describe(event, names)))  # the English table
    return facts


def assert_values_kept_in_dms(server: FakeDiscord, bot: GameBot, table: TableRow) -> int:
    """Every value a reachable player was told is in their DM history, in a message that has said it since it was
    sent (issue 13 item 2: a private fact is never bundled into a prompt that is later edited). Returns how many."""
    checked = 0
    for seat, facts in value_facts(bot, table).items():
        user = table.seats[seat]
        if not server.user(user).dms_open:
            continue
        messages = server.dm_messages(user)
        for fact, count in Counter(facts).items():
            kept = sum(min(v.count(fact) for v in [*m.history, m.content]) for m in messages)
            assert kept >= count, f"{fact!r} ({count}×) is missing or was edited away in the DMs of seat {seat}"
            checked += count
    return checked


def assert_dm_prompts_closed(server: FakeDiscord, bot: GameBot, table: TableRow) -> None:
    """Issue 13 item 5: at the end no DM keeps controls; every drop prompt says where the card went, and every
    surrender prompt what was given."""
    for seat, user in enumerate(table.seats):
        if not server.user(user).dms_open:
            continue
        messages = server.dm_messages(user)
        live = [m.content for m in messages if m.custom_ids]
        assert not live, f"seat {seat} still has DM controls: {live}"
        drops = sum(1 for m in bot.store.moves(table.id) if m["seat"] == seat and m["action"]["type"] == "drop")
        closed = [m for m in messages if "went into column" in m.content]
        assert len(closed) == drops, (seat, drops, len(closed))
        gave = sum(1 for m in bot.store.moves(table.id) if m["seat"] == seat and m["action"]["type"] == "surrender")
        assert sum("the curse is over; you gave your" in m.content for m in messages) == gave
