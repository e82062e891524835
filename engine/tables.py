"""Running games: seats bound to users, the lobby → playing → finished/abandoned lifecycle, and act().

Everything here is synchronous and front-end free; the Discord cogs call it under a per-table lock.
"""

from __future__ import annotations

import logging
import random
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Unpack

from engine.core import Event, Game, IllegalMove, Option, OptionError, Result, derive_rng, validate_options
from engine.outbox import Outbox
from engine.ratings import record_result
from engine.registry import get_game
from engine.scheduling import BOT, DEADLINE, REMINDER, hold_deadlines, plan_deadlines, plan_reminders
from engine.store import DamagedTable, StaleTable, Store, TableRow
from engine.table_record import Notes, TableRecord, apply_notes, record_rows
from i18n import LANGS, Msg

log = logging.getLogger("boardbot")
DAMAGED = Msg("shared-damaged")

LOBBY, PLAYING, FINISHED, ABANDONED = "lobby", "playing", "finished", "abandoned"
BOT_DELAY = 3.0  # seconds a bot "thinks" before its move is played (a natural pace in the thread)
DM_BACKOFF = 24 * 3600.0  # after a refused DM, the next try (unless the player asks sooner)

# Options every table has, whatever the game.
TABLE_OPTIONS: list[Option] = [
    Option(
        "seat_order",
        "choice",
        "random",
        Msg("shared-optdesc-seat_order"),
        choices=("random", "join"),
    ),
    Option("reminder_hours", "int", 12, Msg("shared-optdesc-reminder_hours"), min=1, max=168),
    Option("bots", "int", 0, Msg("shared-optdesc-bots"), min=0, max=7),
    Option("bot_level", "choice", "normal", Msg("shared-optdesc-bot_level"), choices=("easy", "normal", "hard")),
    Option("language", "choice", "en", Msg("shared-optdesc-language"), choices=LANGS),
    # the turn clock (engine/scheduling.py: unset is none for 2 players, 48 h otherwise) and the votes it opens
    Option("turn_hours", "int", None, Msg("shared-optdesc-turn_hours"), min=0, max=14 * 24),
    Option("timeouts_allowed", "int", 2, Msg("shared-optdesc-timeouts_allowed"), min=1, max=10),
]
TABLE_OPTION_NAMES = {o.name for o in TABLE_OPTIONS}


def new_seed() -> str:
    """The secret seed of a new table; all its randomness derives from it."""
    return secrets.token_hex(16)


def is_bot(user_id: int) -> bool:
    """Bot players sit under negative ids (Discord's are positive)."""
    return user_id < 0


def seat_bot_level(table: TableRow, seat: int) -> str | None:
    """The level of the bot playing this seat (a bot player, or one standing in for an absent player)."""
    user = table.seats[seat]
    return table.record.bots.get(str(user)) or table.record.stand_ins.get(str(seat))


def bot_name(number: int, level: str) -> str:
    return f"Bot {number} ({level})"


def report_damaged(error: DamagedTable) -> None:
    """A table whose stored data cannot be read: the admin learns it from the log; every other game goes on."""
    log.error("game %s is damaged and was set aside: %s", error.table_id, error)


class TableError(IllegalMove):
    """A refused lobby or table request; the message is shown to the user."""


@dataclass
class Outcome:
    """What an accepted request changed, for the front end to announce."""

    table: TableRow
    events: list[Event] = field(default_factory=list)
    seat: int | None = None
    result: Result | None = None
    by_clock: bool = False  # played for the seat because its time ran out
    clock_kind: str | None = None  # the kind of the clock that ran out ("turn" or "race"), when by_clock
    deadlines: dict[str, float] = field(default_factory=dict)  # clock key → due, armed after this move
    fresh_deadlines: tuple[str, ...] = ()  # keys armed by this very move (e.g. a race that just started)
    user_id: int = 0  # who acted: a player, a bot's negative id, 0 for a clock
    action: dict[str, Any] | None = None  # the move applied, not stored yet; None for the start of the game


@dataclass
class Consequences:
    """What the front end must send for an outcome, stored in the outcome's own transaction (engine/outbox.py):
    outbox rows in sending order, the updates of the table's record that go with them (engine/table_record.py;
    values may name a row of this batch as {"ref": i}), and the held click these rows answer."""

    rows: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    notes: Notes = field(default_factory=lambda: Notes())
    answers: int | None = None  # the outbox row of the acknowledged click this outcome answers
    timers: dict[str, list[tuple[int, float, dict[str, Any]]]] = field(default_factory=dict)  # kind → its new plan


def split_options(game: Game, given: dict[str, Any]) -> dict[str, Any]:
    """Validate game and table options together; None values mean 'use the default'."""
    given = {k: v for k, v in given.items() if v is not None}
    table_part = {k: v for k, v in given.items() if k in TABLE_OPTION_NAMES}
    game_part = {k: v for k, v in given.items() if k not in TABLE_OPTION_NAMES}
    return {**validate_options(game.options, game_part), **validate_options(TABLE_OPTIONS, table_part)}


def game_options(game: Game, options: dict[str, Any]) -> dict[str, Any]:
    return {o.name: options.get(o.name, o.default) for o in game.options}


class Tables:
    """Creates, joins, starts and plays tables; every change is stored before it returns."""

    def __init__(self, store: Store, clock: Callable[[], float] = time.time, bot_delay: float = BOT_DELAY) -> None:
        self.store = store
        self.outbox = Outbox(store)
        self.clock = clock
        self.bot_delay = bot_delay
        self.moves_applied = 0  # moves committed by this process (metrics)

    # -- lookups --------------------------------------------------------------------------------
    def get(self, table_id: int) -> TableRow:
        try:
            table = self.store.get_table(table_id)
        except DamagedTable as error:
            report_damaged(error)
            raise TableError(DAMAGED) from None
        if table is None:
            raise TableError(Msg("shared-no-such-game"))
        return table

    @staticmethod
    def game_of(table: TableRow) -> Game:
        return get_game(table.kind)

    # -- lobby ----------------------------------------------------------------------------------
    def create(
        self, kind: str, guild_id: int, channel_id: int, host_id: int, options: dict[str, Any], host_name: str = ""
    ) -> TableRow:
        game = get_game(kind)
        try:
            chosen = split_options(game, options)
            game.check_options(game_options(game, chosen), None)
        except OptionError as error:
            raise TableError(*error.args) from None
        if chosen["bots"] + 1 > game.max_players:
            most = game.max_players
            raise TableError(Msg("shared-too-many-bots", title=game.title, most=most, bots=most - 1))
        table = TableRow(
            id=0,
            kind=kind,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            status=LOBBY,
            options=chosen,
            players=[host_id],
            seed=new_seed(),
            record=TableRecord(names={str(host_id): host_name} if host_name else {}),
        )
        for _ in range(chosen["bots"]):
            self.seat_bot(table, chosen["bot_level"])
        return self.store.insert_table(table)

    def seat_bot(self, table: TableRow, level: str) -> int:
        """A new bot player of the table at `level` (its name and level in its record); its id."""
        number = sum(1 for u in table.players if is_bot(u)) + 1
        bot_id = -number
        while bot_id in table.players:
            bot_id -= 1
        table.players.append(bot_id)
        table.record.names[str(bot_id)] = bot_name(-bot_id, level)
        table.record.bots[str(bot_id)] = level
        return bot_id

    def add_bot(self, table_id: int, user_id: int, level: str | None = None) -> TableRow:
        """The host seats a bot in the lobby (at the table's bot level unless told otherwise)."""
        table = self.get(table_id)
        game = self.game_of(table)
        if table.status != LOBBY:
            raise TableError(Msg("shared-bots-in-lobby"))
        if user_id != table.host_id:
            raise TableError(Msg("shared-host-adds-bots"))
        if len(table.players) >= game.max_players:
            raise TableError(Msg("shared-full", max=game.max_players))
        level = level or table.options.get("bot_level", "normal")
        if level not in ("easy", "normal", "hard"):
            raise TableError(Msg("shared-bot-levels"))
        self.seat_bot(table, level)
        self.store.save_table(table)
        return table

    @staticmethod
    def bot_level(table: TableRow, seat: int) -> str | None:
        return seat_bot_level(table, seat)

    def stand_in(self, table_id: int, seat: int, level: str = "normal") -> TableRow:
        """A bot takes over an absent player's seat until `hand_back` (their user keeps the seat)."""
        table = self.get(table_id)
        if table.status != PLAYING:
            raise TableError(Msg("shared-not-running"))
        table.record.stand_ins[str(seat)] = level
        with self.store.transaction():
            self.store.save_record(table)
            self._plan_bots(table)
        return table

    def hand_back(self, table_id: int, seat: int) -> TableRow:
        """The player is back: the bot standing in for them steps aside."""
        table = self.get(table_id)
        if table.record.stand_ins.pop(str(seat), None) is not None:
            with self.store.transaction():
                self.store.save_record(table)
                self._plan_bots(table)
        return table

    def attach_thread(self, table: TableRow, thread_id: int | None, lobby_message_id: int | None) -> None:
        table.thread_id = thread_id
        table.lobby_message_id = lobby_message_id
        self.store.set_thread(table.id, thread_id, lobby_message_id)

    def join(self, table_id: int, user_id: int, name: str = "") -> TableRow:
        table = self.get(table_id)
        game = self.game_of(table)
        if table.status != LOBBY:
            raise TableError(Msg("shared-already-started-watch"))
        if user_id in table.players:
            raise TableError(Msg("shared-already-in"))
        if len(table.players) >= game.max_players:
            raise TableError(Msg("shared-full", max=game.max_players))
        table.players.append(user_id)
        if name:
            table.record.names[str(user_id)] = name
        self.store.save_table(table)
        return table

    def leave(self, table_id: int, user_id: int) -> TableRow:
        table = self.get(table_id)
        if table.status != LOBBY:
            raise TableError(Msg("shared-cannot-leave"))
        if user_id not in table.players:
            raise TableError(Msg("shared-not-in-game"))
        table.players.remove(user_id)
        humans = [u for u in table.players if not is_bot(u)]
        if not humans:
            table.status = ABANDONED  # a table of bots only is no game
        elif table.host_id == user_id:
            table.host_id = humans[0]
        self.store.save_table(table)
        return table

    def start(self, table_id: int, user_id: int) -> Outcome:
        """Start a lobby and store it (nothing announced): `begin` and `commit` without consequences."""
        return self.commit(self.begin(self.get(table_id), user_id))

    def begin(self, table: TableRow, user_id: int) -> Outcome:
        """The host starts the game: seats drawn, the state set up; nothing is stored until `commit`."""
        game = self.game_of(table)
        if table.status != LOBBY:
            raise TableError(Msg("shared-already-started"))
        if user_id != table.host_id:
            raise TableError(Msg("shared-host-starts"))
        n = len(table.players)
        if n < game.min_players:
            raise TableError(Msg("shared-too-few", title=game.title, min=game.min_players, joined=n))
        if all(is_bot(u) for u in table.players):
            raise TableError(Msg("shared-bots-only"))
        seats = list(table.players)
        if table.options.get("seat_order", "random") == "random":
            random.Random(f"{table.seed}:seats").shuffle(seats)
        try:
            game.check_options(game_options(game, table.options), n)
            state = game.setup(n, game_options(game, table.options), derive_rng(table.seed, 0))
        except OptionError as error:
            raise TableError(*error.args) from None
        table.seats = seats
        table.state = state
        table.status = PLAYING
        table.move_no = 0
        return Outcome(table=table, events=[Event("table_started", {}), *game.start_events(state)])

    def abandon(self, table_id: int, user_id: int, is_admin: bool) -> TableRow:
        table = self.get(table_id)
        if table.status not in (LOBBY, PLAYING):
            raise TableError(Msg("shared-already-over"))
        if user_id != table.host_id and not is_admin:
            raise TableError(Msg("shared-host-abandons"))
        table.status = ABANDONED
        table.record.abandoned_by = user_id
        self.store.save_table(table)
        self.store.clear_timers(table.id)
        return table

    # -- play -----------------------------------------------------------------------------------
    def seat_of(self, table: TableRow, user_id: int) -> int:
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError(Msg("shared-not-a-player"))
        return seat

    def act(self, table_id: int, user_id: int, action: dict[str, Any]) -> Outcome:
        """Apply one player's action and store it (nothing announced); raises IllegalMove (nothing stored)."""
        return self.commit(self.play(self.get(table_id), user_id, action))

    def act_on(self, table: TableRow, user_id: int, action: dict[str, Any]) -> Outcome:
        """`act` on a row the caller has just read under the table's lock (decoded once per request)."""
        return self.commit(self.play(table, user_id, action))

    def act_as_bot(self, table: TableRow, seat: int, action: dict[str, Any]) -> Outcome:
        """`play_as_bot` and store it (nothing announced)."""
        return self.commit(self.play_as_bot(table, seat, action))

    def play(self, table: TableRow, user_id: int, action: dict[str, Any]) -> Outcome:
        """Apply one player's action to a row read under the table's lock; nothing is stored until `commit` (raises
        IllegalMove, and the row's state is as it was)."""
        if table.status != PLAYING:
            raise TableError(Msg("shared-not-running" if table.status == LOBBY else "shared-is-over-now"))
        seat = self.seat_of(table, user_id)
        return self._apply(table, seat, user_id, action)

    def play_as_bot(self, table: TableRow, seat: int, action: dict[str, Any]) -> Outcome:
        """A bot's move for `seat` (a bot player, or a bot standing in); nothing is stored until `commit`."""
        if table.status != PLAYING or self.bot_level(table, seat) is None:
            raise TableError(Msg("shared-no-bot-here"))
        user = table.seats[seat]
        return self._apply(table, seat, user if is_bot(user) else -1000 - seat, action)

    def play_new_occupant(self, table: TableRow, seat: int) -> Outcome | None:
        """The game's move for a seat that changed hands (`Game.new_occupant`), or None; nothing is stored until
        `commit` (engine/seats.py commits it with the seat change)."""
        if table.status != PLAYING or table.state is None:
            return None
        action = self.game_of(table).new_occupant(table.state, seat)
        return self._apply(table, seat, 0, action) if action is not None else None

    def public_history(self, table: TableRow, apart: bool = False) -> list[dict[str, Any]]:
        """Every public event of the game so far, oldest first (what anyone watching the thread has seen). `apart`:
        the moves are read on a connection of their own (Store.read_apart: called off the event loop)."""
        game = self.game_of(table)
        state = game.setup(len(table.seats), game_options(game, table.options), derive_rng(table.seed, 0))
        out = [e.to_json() for e in game.start_events(state) if e.public]
        for move in self.store.moves(table.id, apart):
            events = game.apply_stored(state, move["seat"], move["action"], derive_rng(table.seed, move["seq"]))
            out += [e.to_json() for e in events if e.public]
        return out

    def expire(self, table_id: int, key: str) -> Outcome | None:
        """`play_default` and store it (nothing announced)."""
        outcome = self.play_default(self.get(table_id), key)
        return self.commit(outcome) if outcome is not None else None

    def play_default(self, table: TableRow, key: str) -> Outcome | None:
        """A stored deadline ran out: apply its clock's first default that is still accepted, as read from the
        current state; nothing is stored until `commit` (None, and the deadline is dropped, when that decision was
        answered meanwhile).

        The deadline is replaced in the move's own transaction: a clock that is still pending with the same key
        (several seats of a simultaneous decision) keeps its due time and fires again for the next seat.
        """
        if table.status == PLAYING and table.state is not None:
            game = self.game_of(table)
            clock = next((c for c in game.clock(table.state) if c.key == key), None)
            for seat, action in clock.defaults if clock else ():
                try:
                    return self._apply(table, seat, 0, action, by_clock=True, clock_kind=clock.kind)
                except IllegalMove:
                    continue
        self.store.delete_timers(table.id, DEADLINE, key)
        return None

    def _apply(
        self,
        table: TableRow,
        seat: int,
        user_id: int,
        action: dict[str, Any],
        by_clock: bool = False,
        clock_kind: str | None = None,
    ) -> Outcome:
        if not isinstance(action, dict):
            raise IllegalMove(Msg("shared-invalid-move"))
        game = self.game_of(table)
        assert table.state is not None
        rng = derive_rng(table.seed, table.move_no + 1)
        if table.state_is_stored:  # apply in place: a refused move is undone by reading the snapshot again
            try:
                events = game.apply(table.state, seat, action, rng)
            except BaseException:
                table.reread_state()
                raise
        else:
            table.state, events = game.play(table.state, seat, action, rng)
        new_state = table.state
        table.move_no += 1
        result = game.result(new_state)
        if result is not None:
            table.status = FINISHED
            table.record.result = result.to_json()
        outcome = Outcome(table=table, events=events, seat=seat, result=result, by_clock=by_clock)
        outcome.clock_kind, outcome.user_id, outcome.action = clock_kind, user_id, action
        return outcome

    def commit(self, outcome: Outcome, found: Consequences | None = None) -> Outcome:
        """Store an outcome of `play`, `play_as_bot`, `play_default` or `begin` with what it causes (`found`: the
        outbox rows, the notes naming them, the timers), all or nothing, in one transaction."""
        if outcome.action is None:  # the start of the game
            return self._commit_start(outcome, found)
        return self._commit_move(outcome, found)

    def _commit_start(self, outcome: Outcome, found: Consequences | None) -> Outcome:
        table = outcome.table
        with self.store.transaction():
            self._store_consequences(table, found)
            self.store.save_table(table)
            self._plan_timers(outcome, acted=None)
        return outcome

    def _commit_move(self, outcome: Outcome, found: Consequences | None) -> Outcome:
        table = outcome.table
        assert outcome.seat is not None and outcome.action is not None
        try:
            with self.store.transaction():  # the move, its snapshot, what it causes, its timers: all or nothing
                self._store_consequences(table, found)
                written = self.store.commit_move(table, outcome.seat, outcome.user_id, outcome.action)
                if outcome.result is not None:
                    self.store.clear_timers(table.id)
                    self.count_result(table, outcome.result)
                else:
                    self._plan_timers(outcome, acted=outcome.user_id or None)
        except StaleTable:  # another process stored a move meanwhile (the table lock's safety net): nothing stored
            raise TableError(Msg("shared-table-moved-on")) from None
        table.stored_as(written)
        self.moves_applied += 1
        return outcome

    def count_result(self, table: TableRow, result: Result) -> None:
        """Inside the finishing move's transaction: the result and the ratings of the server (engine/ratings.py)."""
        names = table.record.names
        resigned = {int(seat): int(user) for seat, user in table.record.resigned.items()}
        record_result(
            self.store,
            table.id,
            table.guild_id,
            table.kind,
            table.seats,
            names,
            result,
            self.clock(),
            resigned,
            lock=self.store.for_update(),
        )

    def _store_consequences(self, table: TableRow, found: Consequences | None) -> None:
        """Inside the outcome's transaction (before its record is written): the outbox rows, the notes naming them,
        the results delivered since the table's last write, and the held click these rows answer."""
        table.unannounced = False
        if found is None:
            return
        named: set[int] = set()  # the stored rows the new rows name, read from their JSON as they are written
        ids = self.outbox.add(table.id, found.rows, self.clock(), named)
        apply_notes(table.record, found.notes, ids)
        self.outbox.settle(table.id, keep=record_rows(table.record) | named)
        if found.answers is not None:
            self.outbox.drop(found.answers)
        for kind, plan in found.timers.items():  # e.g. a vote's deadline, armed with the vote (engine/seats.py)
            self.store.replace_timers(table.id, kind, plan)

    def record(self, table: TableRow, found: Consequences, also: Callable[[], None] | None = None) -> None:
        """Store consequences outside a move (a reminder; catching up a move an older build never announced),
        with `also` (e.g. the timer that caused them) in the same transaction."""
        with self.store.transaction():
            self._store_consequences(table, found)
            if also is not None:
                also()
            self.store.save_record(table)

    def replan_timers(self, table: TableRow) -> None:
        """A running table's reminders, deadlines and bot moves planned afresh for whoever is awaited now (after
        its seats or stand-ins changed, no move made); call it inside the transaction that stores the change."""
        if table.status == PLAYING and table.state is not None:
            self._plan_timers(Outcome(table=table), acted=None)

    def _plan_timers(self, outcome: Outcome, acted: int | None) -> None:
        """Reminders for the players named as awaited, and a deadline for every clock with a time limit."""
        table = outcome.table
        assert table.state is not None
        game = self.game_of(table)
        now = self.clock()
        stored = self.store.timers(table.id)
        before = {t["payload"].get("key") for t in stored if t["kind"] == DEADLINE}
        if table.record.pause:  # paused (host, vacation): the clocks hold their time, nobody is reminded
            table.record.pause.held = hold_deadlines(table, game.clock(table.state), now, stored)
            for kind in (REMINDER, DEADLINE):
                if any(t["kind"] == kind for t in stored):
                    self.store.replace_timers(table.id, kind, [])
            self.store.save_record(table)  # in the move's transaction (its row was written before its timers)
            self._plan_bots(table)
            return
        waiting = [table.seats[s] for s in game.waiting_for(table.state) if self.bot_level(table, s) is None]
        plan_reminders(self.store, table, waiting, now, acted=acted, stored=stored)
        outcome.deadlines = plan_deadlines(self.store, table, game.clock(table.state), now, stored=stored)
        outcome.fresh_deadlines = tuple(k for k in outcome.deadlines if k not in before)
        self._plan_bots(table, stored)

    def _plan_bots(self, table: TableRow, stored: list[dict[str, Any]] | None = None) -> None:
        """A stored 'bot' timer for every bot-played seat that is awaited (fired after a natural delay)."""
        assert table.state is not None
        awaited = self.game_of(table).to_act(table.state) if table.status == PLAYING else []
        seats = [s for s in awaited if self.bot_level(table, s) is not None]
        stored = self.store.timers(table.id) if stored is None else stored
        due = self.clock() + self.bot_delay
        plan = [(0, due, {"seat": s}) for s in seats]
        if seats or any(t["kind"] == BOT for t in stored):
            self.store.replace_timers(table.id, BOT, plan)

    def replan_deadlines(self, table_id: int) -> None:
        """Arm the deadlines of a table's pending clocks afresh (after a deadline stored by an older build)."""
        table = self.get(table_id)
        if table.status == PLAYING and table.state is not None:
            with self.store.transaction():
                plan_deadlines(self.store, table, self.game_of(table).clock(table.state), self.clock())

    def announced(self, table: TableRow, notes: Notes | None = None) -> None:
        """The front end has told everyone about the latest move: one write of what it must remember (names it
        learnt, prompts sent, the live prompt message, closed DMs) together with clearing the flag."""
        changed = table.unannounced
        table.unannounced = False
        if apply_notes(table.record, notes or Notes()) or changed:
            self.store.save_record(table)

    def unannounced(self) -> list[TableRow]:
        """Tables whose latest move was stored but never announced (the bot stopped in between)."""
        return self.store.find_tables("unannounced = 1 and status in (?, ?)", [PLAYING, FINISHED], report_damaged)

    def last_outcome(self, table: TableRow, apart: bool = False) -> Outcome:
        """The outcome of the latest move (or of the start), recomputed from the log: same events, same result.
        `apart`: as in `public_history`."""
        game = self.game_of(table)
        moves = self.store.moves(table.id, apart)
        state = self._replayed(table, moves[:-1])
        if not moves:
            return Outcome(table=table, events=[Event("table_started", {}), *game.start_events(state)])
        last = moves[-1]
        events = game.apply_stored(state, last["seat"], last["action"], derive_rng(table.seed, last["seq"]))
        by_clock = last["user_id"] == 0  # played by a deadline, not by a player
        return Outcome(table=table, events=events, seat=last["seat"], result=game.result(state), by_clock=by_clock)

    def replay(self, table: TableRow) -> dict[str, Any]:
        """Rebuild the state from setup and the move log (must equal the stored snapshot)."""
        return self._replayed(table, self.store.moves(table.id))

    def _replayed(self, table: TableRow, moves: list[dict[str, Any]]) -> dict[str, Any]:
        game = self.game_of(table)
        state = game.setup(len(table.seats), game_options(game, table.options), derive_rng(table.seed, 0))
        for move in moves:
            game.apply_stored(state, move["seat"], move["action"], derive_rng(table.seed, move["seq"]))
        return state

    def note(self, table: TableRow, **notes: Unpack[Notes]) -> None:
        """Remember front-end facts outside a move (a player's display name, a DM that bounced) in one write."""
        if apply_notes(table.record, notes):
            self.store.save_record(table)

    def dms_refused(self, user_id: int, backoff: float = DM_BACKOFF) -> None:
        """A DM to this user bounced: do not try again (in any game) until the back-off is over or they ask."""
        self.store.set_dm_closed_until(user_id, self.clock() + backoff)

    def dms_retry(self, user_id: int) -> None:
        """The user asked (`/games dms`, their private button): try DMs again."""
        if self.store.dm_closed_until(user_id):
            self.store.set_dm_closed_until(user_id, 0.0)

    def dms_blocked(self, user_id: int) -> bool:
        return self.store.dm_closed_until(user_id) > self.clock()

    # -- queries --------------------------------------------------------------------------------
    def awaited_users(self, table: TableRow, named: bool = True) -> list[int]:
        """Users whose input is awaited: those that may be named publicly (default), or every seat that may act."""
        if table.status != PLAYING or table.state is None:
            return []
        game = self.game_of(table)
        seats = game.waiting_for(table.state) if named else game.to_act(table.state)
        return [table.seats[s] for s in seats]

    def open_lobbies(self, guild_id: int) -> list[TableRow]:
        return self.store.find_tables("guild_id = ? and status = ?", [guild_id, LOBBY], report_damaged)

    def running(self) -> int:
        """How many lobbies and games are open (counted, not read)."""
        return self.store.count_tables("status in (?, ?)", [LOBBY, PLAYING])
