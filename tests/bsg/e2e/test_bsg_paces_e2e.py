"""Both paces end to end (issue 23): a 5-player Battlestar Galactica game with three people and two bots played to
the end through the fake Discord, only with what the bot offers — thread buttons, the DM panel and its orders screen.

In `days` the people keep broad standing orders for the reaction cards they hold, set on the panel's Orders button: no
reaction window ever asks a person, and the orders play cards for them; an orders screen drawn for an older hand is
refused privately and changes nothing. In `live` the windows ask the people on their panels and they answer. In
neither does a clock run out (the bots' timers fire, nobody else's), though clocks run all along.

The course is fixed (TABLE_SEED, the choosers' seeds, the bots moving only when fired), and the seeds are chosen for a
short game that still meets every point above (48-66 moves instead of 400-500): when the bots' play changes, the
course does, and `python -m tests.bsg.e2e.bsg_course paces-days` (and paces-live) finds such seeds again in seconds.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.games.bsg import texts
from engine.games.bsg.data import DATA
from engine.games.bsg.machine.orders import CARD_WHEN
from engine.scheduling import DEADLINE
from engine.tables import is_bot
from i18n import tr
from presenters.bsg_orders import ORDERS_VERB
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import BROAD, MAX_STEPS, WithBots, current
from sandbox.world import FakeMessage
from tests.bsg.e2e.held_bots import bots_move_when_fired

TABLE_SEED = "bsg-paces-seed"  # every table opened here gets this secret seed (tests/conftest.py)
SEEDS = {"days": 63, "live": 53}  # the people's choosers' seeds: short games meeting every point (bsg_course.py)


def is_reaction(card: str) -> bool:
    return DATA.skill_cards[card]["card_id"] in CARD_WHEN


def people_reacting(server: FakeDiscord, table: object, names: list[str]) -> int:
    """The thread's lines telling that a person played a reaction card (a standing order's or a window's play)."""
    cards = {tr(texts.card_text(c), "en") for c, card in DATA.skill_cards.items() if card["card_id"] in CARD_WHEN}
    told = [f"{name} plays {card}" for name in names for card in cards]
    lines = [line for m in drive.thread_messages(server, table) for line in m.content.splitlines()]  # type: ignore[arg-type]
    return sum(1 for line in lines if any(t in line for t in told))


class Ordering:
    """The people's broad standing orders for the reaction cards they hold, set on their DM panel's Orders button
    (its select); the first orders screen is kept and pressed again once its hand changed: refused, nothing changes."""

    def __init__(self, player: WithBots) -> None:
        self.player = player
        self.ordered: set[tuple[int, str]] = set()
        self.kept: tuple[int, FakeMessage, str, list[str]] | None = None  # (seat, screen, value, hand it was drawn for)
        self.stale_refused = False

    async def orders_screen(self, seat: int) -> FakeMessage:
        player = self.player
        panel = await player.panel(seat)
        opener = next(c for c in panel.custom_ids if c.startswith(f"g:{player.table.id}:{ORDERS_VERB}:"))
        rec = await player.press(player.table.seats[seat], panel, opener, None)
        assert rec.last is not None and rec.last.ephemeral, "the orders are shown privately"
        return rec.last

    async def set_all(self) -> int:
        player, count = self.player, 0
        row = player.table = current(player.bot, player.table)
        for seat, me in enumerate(row.state["players"]):
            cards = [
                c
                for c in me["hand"]
                if is_reaction(c) and (seat, c) not in self.ordered and not is_bot(row.seats[seat])
            ]
            for card in dict.fromkeys(cards):
                self.ordered.add((seat, card))
                value = f"c|{card}|{BROAD[DATA.skill_cards[card]['card_id']]}"
                if self.kept is None:  # an orders screen opened and left: pressed once the hand changed
                    self.kept = (seat, await self.orders_screen(seat), value, sorted(me["hand"]))
                screen = await self.orders_screen(seat)
                menu = next(c for c in screen.components if value in c.option_values)
                await player.press(row.seats[seat], screen, menu.custom_id or "", value)
                mine = current(player.bot, row).state
                orders = player.game.view(mine, seat)["me"]["orders"]["cards"]
                assert {"card": card, "when": value.split("|")[2], "active": True} in orders, orders
                count += 1
        if count:
            await player.wait()
        return count

    async def press_stale(self) -> None:
        """The kept orders screen, drawn for a hand that changed since: a short private refusal, nothing changes."""
        if self.kept is None or self.stale_refused:
            return
        seat, screen, value, hand = self.kept
        player = self.player
        before = current(player.bot, player.table)
        if sorted(before.state["players"][seat]["hand"]) == hand:
            return
        menu = next(c for c in screen.components if value in c.option_values)
        rec = await player.server.select(before.seats[seat], screen, menu.custom_id or "", [value])
        await rec.wait_done(10)
        reply = drive.private_reply(rec)
        assert "out of date" in reply and len(reply) < 200, reply
        after = current(player.bot, player.table)
        assert (after.move_no, after.state) == (before.move_no, before.state), "a stale order control changes nothing"
        self.stale_refused = True


@pytest.mark.parametrize("pace", ["days", "live"])
async def test_five_players_three_people_two_bots_to_the_end(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pace: str
) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    new = {"seat_order": "join", "bots": 2, "pace": pace, "window_seconds": 3600}  # (the bots' timers fire early: no
    # window clock may be due then, however slow the machine)
    async with drive.started_table(server, tmp_path / "db.sqlite", users, "bsg new", **new) as (bot, table):
        assert len(table.seats) == 5 and sum(is_bot(u) for u in table.seats) == 2
        assert table.options["pace"] == pace
        bots_move_when_fired(bot, monkeypatch)
        player = WithBots(server, bot, table, closed=set())
        chooser = random.Random(SEEDS[pace])
        ordering, orders, clocked = Ordering(player), 0, 0
        for _ in range(MAX_STEPS):
            row = current(bot, table)
            if row.status != "playing":
                break
            clocked += any(t["kind"] == DEADLINE for t in bot.store.timers(table.id))
            if pace == "days":
                orders += await ordering.set_all()
                await ordering.press_stale()
            before = row.move_no
            await player.step(chooser)
            await player.wait()
            assert current(bot, table).move_no > before, "every step must be accepted"
        table = current(bot, table)
        assert table.status == "finished"
        assert "Game over" in drive.thread_messages(server, table)[-1].content
        assert drive.game_over_said(server, table) == 1
        assert clocked > 0, "clocks ran during the game"
        assert not [m for m in drive.thread_messages(server, table) if "Time ran out" in m.content], "none ran out"
        if pace == "days":
            assert player.kinds.get("skill_window", 0) == 0, "in days no reaction window asks a person"
            assert ordering.stale_refused, "a stale orders screen was pressed and refused"
            assert orders > 0 and people_reacting(server, table, ["Ann", "Ben", "Cyril"]) > 0, "orders played cards"
        else:
            assert player.kinds.get("skill_window", 0) > 0, "in live the windows ask the people"
            assert player.played.get("play", 0) > 0, "and they played cards in them"
        assert bot.tables.replay(table) == table.state
        print(f"{pace}: {table.move_no} moves, {sum(player.kinds.values())} presses, {orders} orders set")
        assert not bot.errors and not server.bot_errors
