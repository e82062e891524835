"""Battlestar Galactica end to end: the real bot against the fake Discord, whole games played only with the controls
the bot offers — thread buttons for public decisions, the DM panel (edited in place) for secret ones, and the
ephemeral `/bsg hand` panel for a player whose DMs are closed.

The test reads the store only to *choose* a move (like a player reading the board); every move goes through Discord.
"""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

import engine.tables
from engine.scheduling import DEADLINE
from engine.store import TableRow
from presenters.bsg_record import BsgRecord
from sandbox import FakeDiscord
from sandbox.commands import CommandError
from sandbox.world import FakeMessage
from tests.e2e import game_driver as drive

MAX_STEPS = 3000
BATCH = ("contribute", "hand_limit", "discard")


def panel_message(bot: Any, table: TableRow, seat: int) -> dict[str, Any] | None:
    """Where a seat's DM panel is ({"channel", "message"}), as the table's notes and the outbox remember it."""
    where = BsgRecord.of(table.record).panels.get(str(seat))
    return bot.tables.outbox.result(int(where["row"])) if isinstance(where, dict) and "row" in where else None


def current(bot: Any, table: TableRow) -> TableRow:
    row = bot.store.get_table(table.id)
    assert row is not None
    return row


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
        self.panel_ids: dict[int, int] = {}
        self.stale: tuple[int, Any, int] | None = None  # (user, an ephemeral panel, the move it was shown at)
        self.stale_refused = False
        self.only: int | None = None  # play only this user's seat (the others are bots)

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
        if seat in self.panel_ids:
            assert self.panel_ids[seat] == where["message"], "the DM panel is one message, edited in place"
        self.panel_ids[seat] = where["message"]
        return self.server.message(where["message"])

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
            index = self.choose(legal, chooser)
            await self.press(user, message, *control_for(message, table.id, seat, index))
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
        index = self.choose(legal, chooser)
        await self.press(user, message, *control_for(message, table.id, seat, index))

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
        hand = me["hand"][:25]
        if kind == "contribute":
            if not hand or chooser.random() < 0.15:
                nothing = next(i for i, a in enumerate(self.game.legal_actions(table.state, seat)) if a["cards"] == [])
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


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine.tables, "new_seed", lambda: "bsg-e2e-seed")


async def test_three_player_game_with_a_closed_dm(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben", dms_open=False), server.add_user("Cyril")]
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, users[0], "bsg new", seat_order="join")
        table = await drive.seat_players(server, bot, table, users)
        notices = [m for m in drive.thread_messages(server, table) if "cannot send you direct messages" in m.content]
        assert len(notices) == 1 and f"<@{users[1]}>" in notices[0].content
        player = Player(server, bot, table, closed={users[1]})
        player.let_a_window_run_out = True
        table = await player.play_to_end(random.Random(5))
        assert table.status == "finished"
        final = drive.thread_messages(server, table)[-1]
        assert "Game over" in final.content and drive.game_over_said(server, table) == 1
        for name in ("Ann", "Ben", "Cyril"):
            assert name in final.content  # every loyalty card revealed, by player
        assert player.stale_refused, "a stale panel was refused with the fresh one"
        ran_out = [t for t in player.window_timeouts if "Time ran out" in t]
        assert len(ran_out) == 1, player.window_timeouts  # once, however many seats the window waited for
        assert player.hand_uses > 0, "the player with closed DMs played through /bsg hand"
        assert player.kinds.get("skill_window", 0) > 0, "a reaction window was answered"
        assert any(len(seen) == 3 for seen in player.contributors), "a check with cards from every player"
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


@pytest.mark.slow
async def test_five_player_game_with_a_reveal_and_a_jump(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    names = ["Ann", "Ben", "Cyril", "Dana", "Eve"]
    users = [server.add_user(name, dms_open=name != "Dana") for name in names]
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, users[0], "bsg new", seat_order="join")
        table = await drive.seat_players(server, bot, table, users)
        player = Player(server, bot, table, closed={users[3]})
        player.prefer = {"reveal"}
        table = await player.play_to_end(random.Random(8))
        assert table.status == "finished"
        texts = "\n".join(m.content for m in drive.thread_messages(server, table))
        assert player.kinds.get("destination", 0) > 0, "the Admiral picked a destination in secret"
        assert player.played.get("reveal", 0) > 0 and "reveals" in texts, "a Cylon revealed"
        assert any(len(seen) == 5 for seen in player.contributors), "a check with cards from every player"
        assert bot.tables.replay(table) == table.state
        assert not bot.errors and not server.bot_errors


async def test_strangers_and_out_of_turn_presses_change_nothing(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    server = fake_discord
    users = [server.add_user("Ann"), server.add_user("Ben"), server.add_user("Cyril")]
    stranger = server.add_user("Stranger")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        table = await drive.open_lobby(server, bot, users[0], "bsg new", seat_order="join")
        table = await drive.seat_players(server, bot, table, users)
        game = bot.tables.game_of(table)
        deciding = game.to_act(table.state)[0]
        other = next(s for s in range(3) if s != deciding)
        message = drive.last_with(drive.thread_messages(server, table), f"g:{table.id}:do:")
        assert message is not None, "the draft is a public decision with buttons in the thread"
        cid, _ = control_for(message, table.id, deciding, 0)
        before = current(bot, table)
        rec = await server.click(stranger, message, cid)
        await rec.wait_done()
        assert "not playing in this game" in drive.private_reply(rec)
        rec = await server.click(table.seats[other], message, cid)
        await rec.wait_done()
        assert "This button is for" in drive.private_reply(rec)
        after = current(bot, table)
        assert (after.move_no, after.state) == (before.move_no, before.state)

        # the clock of the draft runs out: its default is played and announced
        timers = [t for t in bot.store.timers(table.id) if t["kind"] == DEADLINE]
        assert timers, "every decision has a deadline"
        await bot.game_cogs["bsg"].moves.on_deadline(table.id, timers[0]["payload"]["key"])
        await drive.settle(server, bot)
        assert current(bot, table).move_no == before.move_no + 1
        assert any("Time ran out" in m.content for m in drive.thread_messages(server, table))

        assert not server.message(message.id).custom_ids, "the older decision's buttons are gone"

        thread = table.thread_id
        rec = await server.slash(users[2], "bsg windows", channel=thread, answer="never")
        await rec.wait_done()
        assert "will not ping you" in drive.private_reply(rec)
        assert BsgRecord.of(current(bot, table).record).standing == {"2": "never"}
        assert "Strategic Planning (tactics): never ping me" in drive.private_reply(rec)  # the summary of every card

        # per card: autocomplete in the reader's language, one card set, the others keep their answer
        choices = await server.autocomplete(users[2], "bsg windows", focused="card", value="strat", channel=thread)
        assert [(c["name"], c["value"]) for c in choices] == [("Strategic Planning (tactics)", "strategic_planning")]
        czech = server.add_user("Zdeněk", locale="cs")
        choices = await server.autocomplete(czech, "bsg windows", focused="card", value="", channel=thread)
        assert len(choices) == 5 and "Strategic Planning (taktika)" in [c["name"] for c in choices]
        rec = await server.slash(users[2], "bsg windows", channel=thread, answer="ask", card="strategic_planning")
        await rec.wait_done()
        reply = drive.private_reply(rec)
        assert "Every window for Strategic Planning (tactics) will ping you" in reply, reply
        assert "Strategic Planning (tactics): ping me" in reply and "Evasive Maneuvers (piloting): never" in reply
        standing = BsgRecord.of(current(bot, table).record).standing["2"]
        assert standing["strategic_planning"] == "ask" and standing["evasive_maneuvers"] == "never", standing
        rec = await server.slash(users[2], "bsg windows", channel=thread)  # no answer: just the settings
        await rec.wait_done()
        assert "Strategic Planning (tactics): ping me" in drive.private_reply(rec)
        assert BsgRecord.of(current(bot, table).record).standing["2"] == standing
        # bad input: an unknown card, a stranger; a short private refusal and no change
        for who, options in ((users[2], {"card": "Executive Order"}), (stranger, {}), (czech, {})):
            rec = await server.slash(who, "bsg windows", channel=thread, answer="playable", **options)
            await rec.wait_done()
            assert len(drive.private_reply(rec)) < 200, drive.private_reply(rec)
            assert BsgRecord.of(current(bot, table).record).standing == {"2": standing}
        rec = await server.slash(users[2], "bsg windows", channel=thread, answer="never", card="Executive Order")
        await rec.wait_done()
        assert "is not a card played in reaction windows" in drive.private_reply(rec)
        for command, words in (("bsg board", "Battlestar Galactica"), ("bsg log", "plays"), ("bsg rules", "Kobol")):
            rec = await server.slash(users[0], command, channel=table.thread_id)
            await rec.wait_done()
            assert words in drive.private_reply(rec), (command, rec.text)
        assert not bot.errors and not server.bot_errors


async def test_new_seats_bots_at_a_level_and_refuses_impossible_requests(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """`/bsg new bots:N level:` like the other games: too many bots or an unknown level are refused privately with
    no table; a lobby of bots only is no game."""
    server = fake_discord
    ann = server.add_user("Ann")
    async with drive.game_bot(server, tmp_path / "db.sqlite") as bot:
        rec = await server.slash(ann, "bsg new", bots=6)
        await rec.wait_done()
        assert "at most 6 players" in drive.private_reply(rec)
        with pytest.raises(CommandError, match="'level' must be one of"):  # Discord offers only the three levels
            await server.slash(ann, "bsg new", bots=2, level="insane")
        with pytest.raises(engine.tables.TableError):  # the same refusal below Discord: no table is made
            bot.tables.create("bsg", server.guild_id, 1, ann, {"bots": 2, "bot_level": "insane"})
        table = await drive.open_lobby(server, bot, ann, "bsg new", bots=2, level="hard")
        lobby = drive.lobby_message(server, table)
        assert "Bot 1 (hard)" in lobby.embeds[0]["description"] and "Bot 2 (hard)" in lobby.embeds[0]["description"]
        assert len(table.players) == 3 and sorted(table.record.bots.values()) == ["hard", "hard"]
        rec = await server.click(ann, lobby, label="Leave")
        await rec.wait_done()
        await drive.settle(server, bot)
        assert current(bot, table).status == "abandoned"  # bots alone are no game
        assert not bot.errors and not server.bot_errors
