"""BSG's secrets through the real bot and the fake Discord (issue 14, "Secrets"): nothing an observer seat O sees on
Discord depends on a hidden value.

Seeded 3- and 4-player games are played through Discord. At points of interest — a skill check's contributions, an
open reaction window, a seat's action step (before a Cylon could reveal), the Admiral's secret destination pick — the
bot is stopped and forked (tests/bsg/e2e/secrecy_driver.py: the fake Discord's world and the database): in one fork the
stored state is changed in a way O cannot see (tests/bsg/e2e/secrecy_twins.py: another seat's hand, loyalty card or
destinations on offer swapped with cards deep in a deck or with a third seat's, or the conformance mutator's
change), and both forks are restarted and played with the same script of inputs — every seat's presses on the
controls the bot shows, contributions and discards by card menu, and clocks running out on a fake clock —
simulated first with the engine and cut before the first step after which the engine itself lets O tell the forks
apart. Everything O can observe is recorded after every input (the thread, O's DMs, O's ephemeral replies and
`/bsg hand`, the stored deadlines' due times and O's reminders) and the two recordings must be equal.

Over the whole game, every revealed skill-check pool is in the thread in the engine's canonical order and names no
contributor (unless Investigative Committee made the contributions public). Planted leaks (a presenter line naming
a hidden value, a cog pinging by a hidden value) show that the comparison catches a difference.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Iterator
from contextlib import AsyncExitStack
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path
from typing import Any

import pytest

import engine.tables
from engine.core import Event, Game, State, derive_rng
from engine.games.bsg import texts as T
from engine.games.bsg.board import sort_cards, team
from engine.registry import get_game
from engine.store import TableRow
from engine.tables import Tables
from i18n import cat, tr
from presenters.bsg import BsgPresenter
from presenters.screens import Screen
from sandbox import FakeDiscord
from sandbox import game_driver as drive
from sandbox.bsg_player import offered
from tests.bsg.e2e.secrecy_driver import Driver, FakeClock, Recorder, World, first_difference, write_state
from tests.bsg.e2e.secrecy_twins import KINDS, Plan, Step, batch_actions, plan

NAMES = ["Ann", "Ben", "Cyril", "Dana", "Eve", "Filip"]
MAX_PREFIX = 260  # moves played to find the points of a game
MIN_STEPS = 3  # a fork is compared over at least this many inputs
CANDIDATES = 24  # twins tried per point (the longest script wins)
POINTS = {  # a point of interest: the decision there, and the hidden changes tried
    "contribute": ("contribute", ("cross", "hand", "mutator")),
    "window": ("skill_window", ("window", "hand")),
    "reveal": ("action", ("loyalty",)),
    "destination": ("destination", ("destination",)),
    # days pace: another seat's standing orders (and hand) differ, at a seat's action step and at a check
    "orders": ("action", ("orders",)),
    "orders-check": ("contribute", ("orders",)),
}


@pytest.fixture(autouse=True)
def fixed_clock_and_seed(monkeypatch: pytest.MonkeyPatch) -> FakeClock:
    clock = FakeClock()
    monkeypatch.setattr(engine.tables, "new_seed", lambda: "bsg-secrecy-seed")
    monkeypatch.setattr("bot.Tables", lambda store: Tables(store, clock=clock))
    return clock


@dataclass
class Compared:
    point: str
    kind: str
    observer: int
    knows: list[int]
    steps: int
    reveals: int
    stop: str
    clocks: int  # inputs that were a clock running out
    by_observer: int  # inputs of O itself


@dataclass
class ForkedGame:
    """One game played through Discord, forked at its points of interest."""

    server: FakeDiscord
    tmp: Path
    clock: FakeClock
    n: int
    seed: int
    horizon: int
    points: tuple[str, ...]
    stack: AsyncExitStack = field(default_factory=AsyncExitStack)
    bot: Any = None
    table: TableRow | None = None
    users: list[int] = field(default_factory=list)
    compared: list[Compared] = field(default_factory=list)
    differences: list[str] = field(default_factory=list)
    pools: int = 0  # revealed pools checked in the thread
    on_start: list[Callable[[Any], None]] = field(default_factory=list)  # called with each twin's bot as it starts
    pace: str = "live"  # the live flow: every window asks (its twins cover windows); days: orders answer them

    @property
    def db(self) -> Path:
        return self.tmp / "game.sqlite"

    @property
    def game(self) -> Game:
        return self.bot.tables.game_of(self.table)

    def current(self) -> TableRow:
        row = self.bot.store.get_table(self.table.id)  # type: ignore[union-attr]
        assert row is not None
        self.table = row
        return row

    async def start(self) -> None:
        self.users = [self.server.add_user(name) for name in NAMES[: self.n]]
        self.bot = await self.stack.enter_async_context(drive.game_bot(self.server, self.db))
        new = {"seat_order": "join", "pace": self.pace}
        table = await drive.open_lobby(self.server, self.bot, self.users[0], "bsg new", **new)
        self.table = await drive.seat_players(self.server, self.bot, table, self.users)

    async def stop(self) -> None:
        bot = self.bot
        await self.stack.aclose()
        bot.store.close()  # the next twin's store replaces this file
        assert not bot.errors, bot.errors
        assert not self.server.bot_errors, self.server.bot_errors

    # -- the game between points ------------------------------------------------------------------------------------
    async def play(self, chooser: random.Random) -> None:
        """Random moves through Discord until every wanted point was compared (or the game ends)."""
        wanted = list(self.points)
        while wanted:
            found = await self.reach(wanted, chooser)
            if found is None:
                return
            await self.compare(*found)
            wanted.remove(found[0])

    async def reach(self, wanted: list[str], chooser: random.Random) -> tuple[str, Plan] | None:
        """Random moves through Discord until a wanted point with a usable twin (None: the game ended first)."""
        for _ in range(MAX_PREFIX):
            table = self.current()
            if table.status != "playing":
                return None
            kind = table.state["decision"]["kind"]
            for point in [p for p in wanted if POINTS[p][0] == kind]:
                chosen = self.choose(point, table, random.Random(f"{self.seed}:{point}:{table.move_no}"))
                if chosen is not None:
                    return point, chosen
            await self.random_move(table, chooser)
        return None

    async def random_move(self, table: TableRow, chooser: random.Random) -> None:
        state = table.state
        seat = chooser.choice(sorted(self.game.to_act(state)))
        action: dict[str, Any] | None = None
        if state["decision"]["kind"] in ("contribute", "hand_limit", "discard") and self.game.secret_input(state, seat):
            pair = batch_actions(self.game, state, state, seat, {}, None, chooser)
            action = pair[0] if pair else None
        if action is None:
            action = chooser.choice(offered(self.game, state, seat))  # identical options are offered once
        driver = Driver(self.server, self.bot, table.id, self.clock, None)
        before = table.move_no
        await driver.step(Step("move", seat, (action, action)), 0)
        assert self.current().move_no == before + 1, f"the move {action} of seat {seat} was not accepted"

    # -- a point: the twins --------------------------------------------------------------------------------------------
    def choose(self, point: str, table: TableRow, rng: random.Random) -> Plan | None:
        """The twin and observer to compare: at contributions one whose script reveals the pool, then the first kind
        of change listed for the point, then the longest script."""
        state = table.state
        best: tuple[tuple[int, int, int], Plan] | None = None
        kinds = POINTS[point][1]
        for observer in range(self.n):
            twins = [t for kind in kinds for t in KINDS[kind](self.game, state, observer, rng)]
            if point == "reveal":  # the seat at its action step is the one whose loyalty differs
                twins = [t for t in twins if state["decision"]["seat"] in t.knows]
            for twin in rng.sample(twins, min(CANDIDATES, len(twins))):
                assert observer not in twin.knows
                found = plan(self.game, table.seed, table.move_no, state, twin, observer, self.horizon, rng)
                revealed = min(found.reveals, 1) if point == "contribute" else 0  # a pool of swapped cards
                rank = kinds.index(twin.kind.split("+")[0])  # "orders+hand" is a twin of kind "orders"
                score = (revealed, -rank, len(found.steps))
                if len(found.steps) >= MIN_STEPS and (best is None or score > best[0]):
                    best = (score, found)
        return best[1] if best else None

    async def compare(self, point: str, chosen: Plan) -> None:
        recordings = await self.twins(chosen)
        difference = first_difference(recordings[0], recordings[1])
        twin = chosen.twin
        self.compared.append(
            Compared(
                point,
                twin.kind,
                chosen.observer,
                sorted(twin.knows),
                len(chosen.steps),
                chosen.reveals,
                chosen.stop,
                sum(s.kind == "clock" for s in chosen.steps),
                sum(s.kind == "move" and s.seat == chosen.observer for s in chosen.steps),
            )
        )
        if difference is not None:
            self.differences.append(f"{point} ({twin.kind}, O = seat {chosen.observer}): {difference}")

    async def twins(self, chosen: Plan) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
        """Stop the bot; play the changed twin from a copy of the world and the store, then the original (whose bot
        goes on with the game). Returns (original, changed) recordings."""
        table_id, seed, move_no = self.table.id, self.table.seed, self.table.move_no  # type: ignore[union-attr]
        await drive.settle(self.server, self.bot)
        await self.stop()
        world = World.take(self.server, self.db, self.tmp / "fork.sqlite", self.clock.now)
        out: dict[int, list[dict[str, Any]]] = {}
        for twin in (1, 0):
            db = self.db if twin == 0 else self.tmp / "twin.sqlite"
            world.restore(self.server, db, self.clock)
            if twin == 1:
                write_state(db, table_id, chosen.twin.state)
            self.stack = AsyncExitStack()
            self.bot = await self.stack.enter_async_context(drive.game_bot(self.server, db))
            await drive.settle(self.server, self.bot)
            for hook in self.on_start:
                hook(self.bot)
            observer = self.users[chosen.observer]
            recorder = Recorder(self.server, self.bot, table_id, observer, world.ids)
            driver = Driver(self.server, self.bot, table_id, self.clock, recorder)
            recorder.take("restarted")
            simulated = chosen.states[twin]
            for i, step in enumerate(chosen.steps):
                stored = driver.table()
                assert stored.state == simulated, (
                    f"twin {twin}, step {i}: the bot's state is not the planned one after {chosen.steps[:i]}: "
                    f"{[(k, stored.state[k], simulated[k]) for k in simulated if stored.state[k] != simulated[k]][:3]}"
                )
                await driver.step(step, twin)
                if i == 0:  # O looks at its panel with `/bsg hand` now and then (an ephemeral reply)
                    await driver.look(observer)
                elif i == len(chosen.steps) - 1:
                    # and at the end its panel and the board (not `/bsg log`: it replays the stored log, which the
                    # changed twin's state does not come from)
                    await driver.look(observer, ("bsg hand", "bsg board"))
                recorder.take(f"{i}: {step.kind} by seat {step.seat}: {step.actions[twin]}")
                simulated, _ = self.game.play(
                    simulated, step.seat, step.actions[twin], derive_rng(seed, move_no + i + 1)
                )
            assert driver.table().state == simulated, f"twin {twin}: the bot's state is not the planned one"
            assert any(r["deadlines"] for r in recorder.steps), "the decisions had stored deadlines"
            assert any(r["replies"] for r in recorder.steps), "O's ephemeral replies were recorded"
            out[twin] = recorder.steps
            if twin == 1:
                await self.stop()
        self.current()
        return out[0], out[1]

    # -- the thread over the whole game --------------------------------------------------------------------------------
    def check_pools(self) -> int:
        """Every revealed pool is in the thread in canonical order, on a line that names no player (unless the
        check's contributions were public, Investigative Committee)."""
        table = self.current()
        names = table.record.names
        players = [names.get(str(u), "") for u in table.seats]
        lines = [line for m in drive.thread_messages(self.server, table) for line in m.content.splitlines()]
        face_up = False
        found = 0
        for event in self.bot.tables.public_history(table):
            if event["kind"] == "check_started":
                face_up = False
            if event["kind"] in ("contributed_face_up", "destiny_face_up"):
                face_up = True
            if event["kind"] != "check_revealed":
                continue
            cards = event["params"]["cards"]
            assert cards == sort_cards(cards), f"a pool not in canonical order: {cards}"
            wanted = tr(self.game.describe(Event("check_revealed", event["params"], None), players), "en")
            line = next((x for x in lines if wanted in x), None)
            assert line is not None, f"the revealed pool is not in the thread: {wanted}"
            # the audit trail lists the pool by sign (positive, negative, counting 0), each side in canonical order
            params = event["params"]
            sides = [params[k] for k in ("positive", "negative", "zero")] if "positive" in params else [cards]
            assert sorted(c for side in sides for c in side) == sorted(cards)
            for side in sides:
                assert side == sort_cards(side), f"a side of the pool not in canonical order: {side}"
                at = 0
                # the cards appear in that order; copies that read alike are said once with their count
                for label, copies in groupby(tr(T.card_text(c), "en") for c in side):
                    count = len(list(copies))
                    label = f"{count} copies of {label}" if count > 1 else label
                    at = line.index(label, at) + len(label)
            if not face_up:
                named = [p for p in players if p and p in line] + [str(u) for u in table.seats if f"<@{u}>" in line]
                assert not named, f"a revealed pool names {named}: {line}"
            found += 1
        return found


async def play_game(
    server: FakeDiscord,
    tmp: Path,
    clock: FakeClock,
    n: int,
    seed: int,
    horizon: int,
    points: tuple[str, ...],
    pace: str = "live",
) -> ForkedGame:
    game = ForkedGame(server, tmp, clock, n, seed, horizon, points, pace=pace)
    await game.start()
    try:
        await game.play(random.Random(seed))
        game.pools = game.check_pools()
    finally:
        await game.stop()
    return game


def summary(game: ForkedGame) -> str:
    return "\n".join(
        f"{c.point}: {c.kind} twin, O = seat {c.observer}, known to {c.knows}, {c.steps} inputs, "
        f"{c.reveals} pools revealed, {c.clocks} clocks ran out, {c.by_observer} inputs by O, stop: {c.stop}"
        for c in game.compared
    )


ALL_POINTS = ("contribute", "window", "reveal", "destination")


async def test_nothing_o_sees_depends_on_a_hidden_value(
    fake_discord: FakeDiscord, tmp_path: Path, fixed_clock_and_seed: FakeClock
) -> None:
    """A 3-player game, each point once, six inputs per fork."""
    game = await play_game(fake_discord, tmp_path, fixed_clock_and_seed, 3, 11, 6, ALL_POINTS)
    assert not game.differences, "\n\n".join(game.differences)
    assert {c.point for c in game.compared} == set(ALL_POINTS), f"points not reached:\n{summary(game)}"
    assert any(c.kind == "cross" and c.reveals for c in game.compared) or any(c.reveals for c in game.compared)
    assert game.pools > 0, "no skill check was revealed in the thread"
    print(summary(game))


async def test_standing_orders_show_nothing_until_they_fire(
    fake_discord: FakeDiscord, tmp_path: Path, fixed_clock_and_seed: FakeClock
) -> None:
    """A 3-player game at `pace: days`: twins that differ only in one other seat's standing orders (and hand) show O
    the same thing, input after input, until an order fires (the script stops before the step that plays it)."""
    points = ("orders", "orders-check")
    game = await play_game(fake_discord, tmp_path, fixed_clock_and_seed, 3, 11, 8, points, pace="days")
    assert not game.differences, "\n\n".join(game.differences)
    assert {c.point for c in game.compared} == set(points), f"points not reached:\n{summary(game)}"
    assert {c.kind for c in game.compared} <= {"orders", "orders+hand"}
    print(summary(game))


@pytest.mark.slow
@pytest.mark.parametrize(("n", "seed"), [(4, 5), (4, 17), (3, 23), (3, 31)])
async def test_more_games_show_no_hidden_value(
    fake_discord: FakeDiscord, tmp_path: Path, fixed_clock_and_seed: FakeClock, n: int, seed: int
) -> None:
    """More 3- and 4-player games, each point once, twelve inputs per fork."""
    game = await play_game(fake_discord, tmp_path, fixed_clock_and_seed, n, seed, 12, ALL_POINTS)
    assert not game.differences, "\n\n".join(game.differences)
    assert {c.point for c in game.compared} == set(ALL_POINTS), f"points not reached:\n{summary(game)}"
    print(summary(game))


# -- planted leaks: the comparison is not vacuous ----------------------------------------------------------------------
def cylon_awaited(state: State) -> bool:
    """A hidden value: whether a player the game waits for holds a Cylon loyalty card."""
    return any(team(state, seat) == "cylon" for seat in get_game("bsg").to_act(state))


@contextlib.contextmanager
def presenter_leak(monkeypatch: pytest.MonkeyPatch, game: ForkedGame) -> Iterator[None]:
    """The thread's "who is awaited" line tells whether one of them is a Cylon (a hidden value in a thread post)."""
    original = BsgPresenter.waiting_line

    def leaky(self: BsgPresenter, snap: Any, *args: Any) -> Any:
        line = original(self, snap, *args)
        return cat([line, "(!)" if cylon_awaited(snap.state) else "(.)"], " ") if line else line

    with monkeypatch.context() as patch:
        patch.setattr(BsgPresenter, "waiting_line", leaky)
        yield


@contextlib.contextmanager
def cog_leak(monkeypatch: pytest.MonkeyPatch, game: ForkedGame) -> Iterator[None]:
    """The cog pings every player after each move that leaves a Cylon to act: the same ping text as ever, so only
    when O is pinged shows it (a timing leak through DMs). The bot loads its cogs as fresh modules, so the class is
    patched on each bot as it starts."""

    def patch(bot: Any) -> None:
        cog_class = type(bot.game_cogs["bsg"].moves)
        original = cog_class.consequences

        def leaky(self: Any, outcome: Any, *args: Any, **kwargs: Any) -> Any:
            found = original(self, outcome, *args, **kwargs)
            table = outcome.table
            if table.state is not None and table.status == "playing" and cylon_awaited(table.state):
                snap = self.presenter.snapshot(table)
                for seat in range(len(table.seats)):
                    self.dm_row(table, seat, Screen(self.presenter.ping(snap, seat)), snap.names, found.rows)
            return found

        monkeypatch.setattr(cog_class, "consequences", leaky)

    game.on_start.append(patch)
    try:
        yield
    finally:
        game.on_start.remove(patch)


async def test_planted_leaks_are_caught(
    fake_discord: FakeDiscord, tmp_path: Path, fixed_clock_and_seed: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At a seat's action step, a twin where that seat is a Cylon and one where it is not: with a presenter or a cog
    path patched to depend on the hidden loyalty, the recordings differ where the leak shows."""
    game = ForkedGame(fake_discord, tmp_path, fixed_clock_and_seed, 3, 12, 4, ())
    chooser = random.Random(12)
    await game.start()
    try:
        for leak, part in ((presenter_leak, "thread"), (cog_leak, "dm")):
            found = await game.reach(["reveal"], chooser)
            assert found is not None, "no action step with a loyalty twin"
            with leak(monkeypatch, game):
                original, changed = await game.twins(found[1])
            difference = first_difference(original, changed)
            assert difference is not None, f"the planted {leak.__name__} was not caught"
            assert f"{part}[" in difference, difference
    finally:
        await game.stop()


async def test_a_planted_orders_leak_is_caught(
    fake_discord: FakeDiscord, tmp_path: Path, fixed_clock_and_seed: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The orders twins are not vacuous: with the thread's waiting line patched to tell whether some seat keeps an
    order for a card it holds, the recordings of twins differing only in one seat's orders differ in the thread."""
    game = ForkedGame(fake_discord, tmp_path, fixed_clock_and_seed, 3, 11, 4, (), pace="days")
    await game.start()
    original = BsgPresenter.waiting_line

    def leaky(self: BsgPresenter, snap: Any, *args: Any) -> Any:
        line = original(self, snap, *args)
        held = any(
            card in snap.state["players"][int(seat)]["hand"]
            for seat, mine in snap.state.get("orders", {}).items()
            for card in mine["cards"]
        )
        return cat([line, "(o)" if held else "(.)"], " ") if line else line

    try:
        found = await game.reach(["orders"], random.Random(11))
        assert found is not None, "no action step with an orders twin"
        with monkeypatch.context() as patch:
            patch.setattr(BsgPresenter, "waiting_line", leaky)
            original_rec, changed = await game.twins(found[1])
        difference = first_difference(original_rec, changed)
        assert difference is not None, "the planted orders leak was not caught"
        assert "thread[" in difference, difference
    finally:
        await game.stop()
