"""Playing one Battlestar Galactica table through the fake Discord with the controls the bot offers: thread buttons
for public decisions, the DM panel (edited in place; sent anew at the bottom for each new decision, the old one
deleted) for secret ones, and the ephemeral `/bsg hand` panel for a player whose DMs are closed. Used by the BSG
end-to-end tests and by bench/bench_bsg_discord.py.

The player reads the store only to *choose* a move (like a player reading the board); every move goes through Discord.
"""

from __future__ import annotations

import random
import time
from collections.abc import Awaitable, Callable
from typing import Any

from engine.games.bsg.data import DATA
from engine.games.bsg.machine.orders import CARD_WHEN
from engine.games.bsg.turn_plan import plannable
from engine.store import TableRow
from presenters.bsg_record import BsgRecord
from presenters.discord_limits import SELECT_OPTIONS
from sandbox import game_driver as drive
from sandbox.game_driver import current
from sandbox.server import FakeDiscord
from sandbox.world import FakeMessage

__all__ = [
    "BATCH",
    "BROAD",
    "MAX_STEPS",
    "Player",
    "WithBots",
    "confirm_id",
    "confirmation",
    "control_for",
    "current",
    "offered",
    "panel_message",
    "shown_index",
]

MAX_STEPS = 3000
BATCH = ("contribute", "hand_limit", "discard")
BROAD = {  # the widest condition of each reaction card's order (machine/orders.py CARD_WHEN): fires when it can
    "strategic_planning": "human_roll",
    "evasive_maneuvers": "any_viper_hit",
    "declare_emergency": "improves",
    "scientific_research": "when_it_matters",
    "investigative_committee": "always",
}
assert set(BROAD) == set(CARD_WHEN)


def panel_message(bot: Any, table: TableRow, seat: int) -> dict[str, Any] | None:
    """Where a seat's DM panel is ({"channel", "message"}), as the table's notes and the outbox remember it."""
    where = BsgRecord.of(table.record).panels.get(str(seat))
    return bot.tables.outbox.result(int(where["row"])) if isinstance(where, dict) and "row" in where else None


def confirm_id(message: FakeMessage, table_id: int) -> str:
    """The Confirm button of a confirmation."""
    return next(c for c in message.custom_ids if c.startswith(f"g:{table_id}:sure:"))


def confirmation(rec: Any, table_id: int) -> FakeMessage | None:
    """The confirmation a press was answered with (an irreversible action asks first), if any."""
    for message in reversed(rec.messages):
        if any(c.startswith(f"g:{table_id}:sure:") for c in message.custom_ids):
            return message
    return None


def labels_of(game: Any, state: dict[str, Any], seat: int, legal: list[dict[str, Any]]) -> list[str]:
    """Each legal action's wording, comparable (any distinct names word alike actions alike)."""
    names = [f"P{n}" for n in range(len(state["players"]))]
    return [repr(game.action_label(state, seat, a, names)) for a in legal]


def offered(game: Any, state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
    """The legal actions the controls offer: identical options appear once (the first)."""
    legal = game.legal_actions(state, seat) or game.changes(state, seat)  # (a reopened sealed answer: its changes)
    labels = labels_of(game, state, seat, legal)
    return [a for i, a in enumerate(legal) if labels.index(labels[i]) == i]


def shown_index(game: Any, state: dict[str, Any], seat: int, legal: list[dict[str, Any]], index: int) -> int:
    """The action the controls offer for legal action `index`: identical options appear once (the first)."""
    labels = labels_of(game, state, seat, legal)
    return labels.index(labels[index])


def control_for(message: FakeMessage, table_id: int, seat: int, index: int) -> tuple[str, str | None]:
    """The button (or menu and value) of legal action `index` of `seat` on a message."""
    for cid in message.custom_ids:
        if cid.startswith(f"g:{table_id}:do:") and cid.endswith(f".{seat}.{index}"):
            return cid, None
    for component in message.components:
        cid = component.custom_id or ""
        if cid.startswith(f"s:{table_id}:menu:") and cid.endswith(f".{seat}") and str(index) in component.option_values:
            return cid, str(index)
    raise AssertionError(f"no control for action {index} of seat {seat} on {message!r}")


class Player:
    """Plays one BSG table through Discord, remembering what it saw."""

    def __init__(
        self,
        server: FakeDiscord,
        bot: Any,
        table: TableRow,
        closed: set[int],
        wait: Callable[[], Awaitable[None]] | None = None,
    ) -> None:
        """`bot` is the bot, or a `Remote` of a bot in another process (then `wait` is how to wait for it)."""
        self.server, self.bot, self.closed = server, bot, closed
        self.table = table
        self.game = bot.tables.game_of(table)
        self.wait = wait or (lambda: drive.settle(server, bot))
        self.prefer: set[str] = set()  # action types chosen whenever legal (e.g. a Cylon's reveal)
        self.let_a_window_run_out = False  # the first reaction window's clock runs out instead (in-process bot)
        self.window_timeouts: list[str] = []  # the thread's posts while that window ran out
        self.played: dict[str, int] = {}
        self.contributors: list[set[int]] = []  # per skill check: seats that added at least one card
        self.kinds: dict[str, int] = {}
        self.hand_uses = 0
        self.confirmations = 0  # irreversible actions confirmed
        self.panel_ids: dict[int, int] = {}
        self.panel_moves = 0  # times a seat's panel was sent anew at the bottom of its DM (a new decision's call)
        self.stale: tuple[int, Any, int] | None = None  # (user, an ephemeral panel, the move it was shown at)
        self.stale_refused = False
        self.only: int | None = None  # play only this user's seat (the others are bots)
        self.plan_turns = False  # the active player plans movement, action and targets on the panel's planner
        self.planned: list[tuple[int, int]] = []  # per planned turn: the seat and the moves its one Submit played

    async def press_stale(self) -> None:
        """Press a control of an ephemeral panel shown before the decision moved on: refused with the fresh panel."""
        assert self.stale is not None
        user, message, _ = self.stale
        before = current(self.bot, self.table)
        cid = next(c for c in message.custom_ids if c.startswith(f"g:{before.id}:"))
        rec = await self.server.click(user, message, cid)
        await rec.wait_done()
        assert "out of date" in drive.private_reply(rec)
        assert current(self.bot, self.table).move_no == before.move_no
        self.stale_refused = True

    async def press(self, user: int, message: FakeMessage, cid: str, value: str | None) -> Any:
        if value is None:
            rec = await self.server.click(user, message, cid)
        else:
            rec = await self.server.select(user, message, cid, [value])
        await rec.wait_done()
        assert rec.rejected is None, rec.rejected
        return rec

    async def press_and_confirm(self, user: int, message: FakeMessage, cid: str, value: str | None) -> Any:
        """Press a control; an irreversible action asks first (presenters/bsg_confirm.py): press its Confirm."""
        rec = await self.press(user, message, cid, value)
        asked = confirmation(rec, self.table.id)
        if asked is None:
            return rec
        self.confirmations += 1
        return await self.press(user, asked, confirm_id(asked, self.table.id), None)

    async def panel(self, seat: int) -> FakeMessage:
        """The seat's private panel: its DM (one message, edited in place) or `/bsg hand`."""
        user = self.table.seats[seat]
        if user in self.closed:
            rec = await self.server.slash(user, "bsg hand", channel=self.table.thread_id)
            await rec.wait_done()
            assert rec.ephemeral
            self.hand_uses += 1
            assert rec.last is not None
            return rec.last
        where = panel_message(self.bot, current(self.bot, self.table), seat)
        assert where and "message" in where, f"seat {seat} has no DM panel"
        older = self.panel_ids.get(seat)
        if older is not None and older != where["message"]:  # a new decision's call: the panel moved below
            assert where["message"] > older, "a panel moves down, never up"
            assert self.server.message(older).deleted, "the panel that moved below was deleted (no stub left)"
            self.panel_moves += 1
        self.panel_ids[seat] = where["message"]
        return self.server.message(where["message"])

    async def order_reaction_cards(self, ordered: set[tuple[int, str]]) -> int:
        """Each person's reaction cards in hand not ordered yet get a broad order through `/bsg orders` (as a player
        reading their hand would); `ordered` remembers (seat, card). How many were set."""
        table = self.table = current(self.bot, self.table)
        assert table.state is not None
        count = 0
        for seat, me in enumerate(table.state["players"]):
            if table.seats[seat] <= 0:
                continue  # a bot decides for itself
            for card in me["hand"]:
                kind = DATA.skill_cards[card]["card_id"]
                if kind in CARD_WHEN and (seat, card) not in ordered:
                    ordered.add((seat, card))
                    rec = await self.server.slash(
                        table.seats[seat], "bsg orders", card=card, when=BROAD[kind], channel=table.thread_id
                    )
                    await rec.wait_done(20)
                    assert "Standing order saved" in drive.private_reply(rec), drive.private_reply(rec)
                    count += 1
        if count:
            await self.wait()
        return count

    async def step(self, chooser: random.Random) -> None:
        table = self.table = current(self.bot, self.table)
        state = table.state
        assert state is not None
        seats = [s for s in sorted(self.game.to_act(state)) if self.only in (None, table.seats[s])]
        seat = chooser.choice(seats)
        legal = self.game.legal_actions(state, seat)
        kind = state["decision"]["kind"]
        self.kinds[kind] = self.kinds.get(kind, 0) + 1
        user = table.seats[seat]
        if kind == "skill_window" and self.let_a_window_run_out:
            self.let_a_window_run_out = False
            await self.run_out(table)
            return
        if not self.game.secret_input(state, seat):
            message = drive.last_with(drive.thread_messages(self.server, table), f"g:{table.id}:do:")
            message = message or drive.last_with(drive.thread_messages(self.server, table), f"s:{table.id}:menu:")
            assert message is not None, "a public decision has buttons in the thread"
            index = shown_index(self.game, state, seat, legal, self.choose(legal, chooser))
            await self.press_and_confirm(user, message, *control_for(message, table.id, seat, index))
            return
        if self.stale is None and user not in self.closed:  # keep an ephemeral copy of the panel to press later
            rec = await self.server.slash(user, "bsg hand", channel=table.thread_id)
            await rec.wait_done()
            self.stale = (user, rec.last, table.move_no)
            newer = await self.server.slash(user, "bsg hand", channel=table.thread_id)
            await newer.wait_done()  # only the newest ephemeral panel keeps updating itself: the first goes stale
        message = await self.panel(seat)
        if kind in BATCH:
            await self.give_cards(seat, kind, message, chooser)
            return
        if self.plan_turns and plannable(state, seat):
            await self.plan_turn(seat, message, chooser)
            return
        index = shown_index(self.game, state, seat, legal, self.choose(legal, chooser))
        await self.press_and_confirm(user, message, *control_for(message, table.id, seat, index))

    async def pressed(self, user: int, message: FakeMessage, cid: str, value: str | None) -> FakeMessage:
        """Press a control that redraws the clicked panel; the panel as it is now."""
        rec = await self.press(user, message, cid, value)
        return rec.last if message.ephemeral and rec.last is not None else self.server.message(message.id)

    async def plan_turn(self, seat: int, message: FakeMessage, chooser: random.Random) -> None:
        """The whole turn from the panel's planner (presenters/bsg_turn_plan.py): open it, choose in each step's
        menu as far as it offers one, then Submit turn."""
        table, user = self.table, self.table.seats[seat]
        opener = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:plan:"))
        message = await self.pressed(user, message, opener, None)
        for depth in range(4):
            menus = [c for c in message.components if (c.custom_id or "").startswith(f"s:{table.id}:plan:")]
            if len(menus) <= depth:
                break
            menu = menus[depth]
            message = await self.pressed(user, message, menu.custom_id or "", chooser.choice(menu.option_values))
        submit = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:turn:"))
        before = current(self.bot, table).move_no
        await self.press(user, message, submit, None)
        await self.wait()
        self.planned.append((seat, current(self.bot, table).move_no - before))

    async def run_out(self, table: TableRow) -> None:
        """The window's clock fires, as the timer loop would, once per seat still to answer (a race keeps its key)."""
        key = self.game.clock(table.state)[0].key
        mark = max((m.id for m in drive.thread_messages(self.server, table)), default=0)
        for _ in table.seats:
            row = current(self.bot, table)
            if row.state is None or key not in [c.key for c in self.game.clock(row.state)]:
                break
            await self.bot.game_cogs["bsg"].moves.on_deadline(table.id, key)
            await self.wait()
        self.window_timeouts = [m.content for m in drive.thread_messages(self.server, table) if m.id > mark]

    def choose(self, legal: list[dict[str, Any]], chooser: random.Random) -> int:
        preferred = [i for i, a in enumerate(legal) if a.get("type") in self.prefer]
        index = chooser.choice(preferred) if preferred else chooser.randrange(len(legal))
        kind = str(legal[index].get("type"))
        self.played[kind] = self.played.get(kind, 0) + 1
        return index

    async def give_cards(self, seat: int, kind: str, message: FakeMessage, chooser: random.Random) -> None:
        """Pick cards on the panel's menu, then confirm (a contribution of several cards, or a discard)."""
        table, user = self.table, self.table.seats[seat]
        me = self.game.view(table.state, seat)["me"]
        hand = me["hand"][:SELECT_OPTIONS]  # the panel's menu
        if kind == "contribute":
            if not hand or chooser.random() < 0.15:
                answers = self.game.legal_actions(table.state, seat) or self.game.changes(table.state, seat)
                nothing = next(i for i, a in enumerate(answers) if a["cards"] == [])
                await self.press(user, message, *control_for(message, table.id, seat, nothing))
                return
            count = chooser.randint(1, min(3, len(hand)))
        else:
            count = min(int(me["decision"]["left"]), len(hand))
            count = chooser.randint(1, count)
        chosen = sorted(chooser.sample(range(len(hand)), count))
        pick = next(c for c in message.custom_ids if c.startswith(f"s:{table.id}:pick:"))
        rec = await self.server.select(user, message, pick, [str(i) for i in chosen])
        await rec.wait_done()
        message = rec.last if message.ephemeral and rec.last is not None else self.server.message(message.id)
        confirm = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:give:"))
        assert confirm.endswith("-".join(str(i) for i in chosen)), confirm
        before = current(self.bot, table).move_no
        await self.press(user, message, confirm, None)
        await self.wait()
        after = current(self.bot, table)
        if after.move_no == before:  # refused (too many from the Brig): one card then
            return await self.give_one(seat, message, hand, chooser)
        if kind == "contribute":
            self.note_contribution(table.state["asked"], seat)

    async def give_one(self, seat: int, message: FakeMessage, hand: list[str], chooser: random.Random) -> None:
        table, user = self.table, self.table.seats[seat]
        message = await self.panel(seat)
        pick = next(c for c in message.custom_ids if c.startswith(f"s:{table.id}:pick:"))
        rec = await self.server.select(user, message, pick, ["0"])
        await rec.wait_done()
        message = rec.last if message.ephemeral and rec.last is not None else self.server.message(message.id)
        confirm = next(c for c in message.custom_ids if c.startswith(f"g:{table.id}:give:"))
        await self.press(user, message, confirm, None)
        await self.wait()
        self.note_contribution(table.state["asked"], seat)

    def note_contribution(self, check_id: Any, seat: int) -> None:
        if not self.contributors or getattr(self, "_check", None) != check_id:
            self.contributors.append(set())
            self._check = check_id
        self.contributors[-1].add(seat)

    async def play_to_end(self, chooser: random.Random) -> TableRow:
        for _ in range(MAX_STEPS):
            table = current(self.bot, self.table)
            if table.status != "playing":
                return table
            before = table.move_no
            await self.step(chooser)
            await self.wait()
            assert current(self.bot, table).move_no > before, "every step must be accepted"
            if self.stale is not None and not self.stale_refused and self.stale[2] < before:
                await self.press_stale()
        raise AssertionError("the game did not finish")


class WithBots(Player):
    """Plays the people's seats through Discord; when only bot-played seats are awaited, their timers fire."""

    async def step(self, chooser: random.Random) -> None:
        table = current(self.bot, self.table)
        people = [s for s in self.game.to_act(table.state) if self.bot.tables.bot_level(table, s) is None]
        if not people:
            await self.bot.fire_due_timers(time.time() + 10)
            return
        self.only = table.seats[chooser.choice(people)]
        await super().step(chooser)
