"""Seats of long games: timeouts in a row and the votes they open, substitutes, players who come back, pauses of a
whole table (by its host, or while a player is on vacation) and the vacations themselves.

Front-end free. The cogs hand in the outbox rows (`Consequences`) that must go with a change, and each change is
stored with them in one transaction; the rules of a vote (who may vote, when it is decided) live here.

The table record's fields used (engine/table_record.py):
- `timeouts` {seat: turn-clock timeouts in a row}; a seat's own move resets it.
- `vote` (a `Vote`): at most one open vote per table. Its deadline is a stored timer of kind `vote_end` (payload
  {"vote": id}), armed and dropped in the same transactions as the vote itself.
- `absent` {seat: user}: seats skipped or played by a bot (`stand_ins`) until their player comes back.
- `pause` (a `Pause`): its reasons {host | away:<user>: until or None} and the time each clock had left.
- `resigned` {seat: user}: players who resigned a game that goes on with a bot in their seat (BSG).
"""

from __future__ import annotations

import calendar
import datetime
import math
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from engine.core import Action, Game, State
from engine.scheduling import DEADLINE, REMINDER, hold_deadlines, plan_reminders, rearm_deadlines
from engine.store import TableRow
from engine.table_record import Pause, Vote
from engine.tables import ABANDONED, PLAYING, Consequences, Outcome, TableError, Tables, is_bot, seat_bot_level
from i18n import Msg

SKIP = "skip"  # a stand-in "level": the seat's turn-clock default is played for it at once
TIMEOUT_VOTE, SUBSTITUTE_VOTE = "timeout", "substitute"
CHOICES: dict[str, tuple[str, ...]] = {TIMEOUT_VOTE: ("skip", "bot", "end"), SUBSTITUTE_VOTE: ("yes", "no")}
# the order in which a tie (or a vote nobody answered) is broken at its deadline: the mildest first
MILDEST: dict[str, tuple[str, ...]] = {TIMEOUT_VOTE: ("skip", "bot", "end"), SUBSTITUTE_VOTE: ("no", "yes")}
HOST = "host"
RESUME = "resume"  # timer kind: a vacation is over on this table (payload key: the pause reason)
VOTE_END = "vote_end"  # timer kind: an open vote's deadline (payload: {"vote": its id})
VOTE_HOURS = 24  # how long a vote stays open before the most chosen answer wins (README "Long games")
DAY = 86400.0
ALLOWANCE_DAYS = 21  # vacation days per player per calendar year (UTC)
Build = Callable[[], Consequences]


def away_reason(user_id: int) -> str:
    return f"away:{user_id}"


def away_user(reason: str) -> int:
    """The player whose vacation this pause reason is (0 for any other reason, e.g. the host's pause)."""
    prefix, _, user = reason.partition(":")
    return int(user) if prefix == "away" and user.isascii() and user.lstrip("-").isdigit() else 0


# ===================================================================== rules (pure)
def seat_default(game: Game, state: State, seat: int) -> Action | None:
    """The engine's default for this seat's pending turn decision (a timed window of the whole table is not one)."""
    for clock in game.clock(state):
        if clock.kind == "turn":
            for s, action in clock.defaults:
                if s == seat:
                    return action
    return None


def present_humans(table: TableRow, but: int | None = None) -> list[int]:
    """The seated human players who are here (no bot, nobody skipped or stood in for), except seat `but`."""
    absent = table.record.stand_ins
    return [u for s, u in enumerate(table.seats) if s != but and not is_bot(u) and str(s) not in absent]


def tally(vote: Vote) -> str | None:
    """The decision of a vote, or None while open. A choice wins with a majority of the voters; once everyone has
    voted without one, the most chosen wins, a tie going to the mildest (the order of CHOICES). A substitute is
    refused as soon as 'yes' can no longer reach a majority."""
    choices = CHOICES[vote.kind]
    voters, votes = vote.voters, vote.votes
    need = len(voters) // 2 + 1
    counts = Counter(votes.values())
    for choice in choices:
        if counts[choice] >= need:
            return choice
    if vote.kind == SUBSTITUTE_VOTE and counts["yes"] + len(voters) - len(votes) < need:
        return "no"
    if len(votes) >= len(voters):
        most = max(counts.values(), default=0)
        return next((c for c in choices if counts[c] == most), choices[0])
    return None


def tally_at_deadline(vote: Vote) -> str:
    """The decision of a vote whose time is up: the most chosen answer; a tie, or no vote at all, goes to the
    mildest of the tied answers (MILDEST: skip before bot before end; no before yes)."""
    counts = Counter(vote.votes.values())
    most = max(counts.values(), default=0)
    return next(c for c in MILDEST[vote.kind] if counts[c] == most)


def vote_timers(vote: Vote | None) -> dict[str, list[tuple[int, float, dict[str, Any]]]]:
    """The `Consequences.timers` that go with a vote opened (its deadline) or closed (None: no deadline)."""
    return {VOTE_END: [(0, float(vote.due), {"vote": vote.id})] if vote else []}


def timeouts_after(table: TableRow, outcome: Outcome, bot_played: bool) -> dict[str, int]:
    """The counter of turn-clock timeouts in a row after this move: +1 for a seat whose turn clock ran out, 0 for
    a seat that moved itself (bots and skipped seats leave it alone)."""
    counts = dict(table.record.timeouts)
    seat = outcome.seat
    if seat is None:
        return counts
    if outcome.by_clock:
        if outcome.clock_kind == "turn":
            counts[str(seat)] = counts.get(str(seat), 0) + 1
    elif not bot_played:
        counts.pop(str(seat), None)
    return counts


def after_move(table: TableRow, outcome: Outcome, now: float) -> tuple[dict[str, int], Vote | None]:
    """(the timeouts counter after a move, the vote it opens or None): a seat whose turn clock ran out
    `timeouts_allowed` times in a row gets a vote of the other players, unless one is open or it is absent."""
    seat = outcome.seat
    bot_played = seat is not None and seat_bot_level(table, seat) is not None and not outcome.by_clock
    counts = timeouts_after(table, outcome, bot_played)
    if seat is None or table.status != PLAYING or not outcome.by_clock or outcome.clock_kind != "turn":
        return counts, None
    allowed = int(table.options.get("timeouts_allowed") or 2)
    user = table.seats[seat]
    absent = str(seat) in table.record.stand_ins
    if counts.get(str(seat), 0) < allowed or table.record.vote or absent or is_bot(user):
        return counts, None
    vote = new_vote(table, TIMEOUT_VOTE, seat, now)
    return counts, vote if vote.voters else None  # nobody to ask: the clock keeps playing the defaults


def new_vote(
    table: TableRow, kind: str, seat: int, now: float, by: int | None = None, user: int | None = None, name: str = ""
) -> Vote:
    number = table.record.votes_held + 1
    votes = {str(by): "yes"} if by is not None and kind == SUBSTITUTE_VOTE else {}
    voters = present_humans(table, but=seat)
    return Vote(number, kind, seat, table.seats[seat], voters, votes, now + VOTE_HOURS * 3600, user, name, by)


def pause_reasons(table: TableRow) -> dict[str, float | None]:
    """Why the table is paused (reason → until when); empty when it runs."""
    return table.record.pause.reasons if table.record.pause else {}


def runs_when_lifted(table: TableRow, reason: str) -> bool:
    """Whether the table's clocks run again once this pause reason is lifted (no other reason still holds them)."""
    return set(pause_reasons(table)) <= {reason}


def may_ask_substitute(table: TableRow, user_id: int) -> bool:
    """Who may ask for a seat's substitute: the host and the seated players."""
    return user_id == table.host_id or user_id in table.seats


def substitutes_at_once(table: TableRow, by: int, player: int) -> bool:
    """The host, or the seat's own player, hands a seat over at once; anyone else asks the table (a vote)."""
    return by in (table.host_id, player)


def forget_seat(table: TableRow, seat: int) -> None:
    """Another player takes the seat: its stand-in, absence, timeouts and prompts are not theirs."""
    record = table.record
    for notes in (record.stand_ins, record.absent, record.timeouts, record.prompted, record.dm_prompts):
        notes.pop(str(seat), None)


def vacation_days(start: float, end: float) -> int:
    """Days a vacation uses from the allowance: begun days (at least one)."""
    return max(1, math.ceil((end - start) / DAY - 1e-9))


def year_start(now: float) -> float:
    year = datetime.datetime.fromtimestamp(now, datetime.UTC).year
    return float(calendar.timegm((year, 1, 1, 0, 0, 0)))


class Seats:
    """Seat changes of running tables; every change is stored with its consequences in one transaction."""

    def __init__(
        self,
        tables: Tables,
        allowance_days: int = ALLOWANCE_DAYS,
        caused: Callable[[Outcome], Consequences] | None = None,
    ) -> None:
        self.tables = tables
        self.store = tables.store
        self.allowance_days = allowance_days
        self.caused = caused  # what a move causes (the cog's consequences), for a new occupant's own move

    def now(self) -> float:
        return self.tables.clock()

    # ===================================================================== timeouts and votes
    def after_move(self, table: TableRow, outcome: Outcome) -> tuple[dict[str, int], Vote | None]:
        """`after_move` at this moment."""
        return after_move(table, outcome, self.now())

    def new_vote(
        self, table: TableRow, kind: str, seat: int, by: int | None = None, user: int | None = None, name: str = ""
    ) -> Vote:
        return new_vote(table, kind, seat, self.now(), by, user, name)

    def open_vote(self, table: TableRow, vote: Vote, found: Consequences) -> None:
        """Store a vote (its message is the row `found.notes["vote"]` names) with its deadline."""
        table.record.votes_held = vote.id
        found.timers.update(vote_timers(vote))
        self.tables.record(table, found)

    def cast(self, table: TableRow, vote_id: int, user_id: int, choice: str) -> tuple[Vote, str | None]:
        """One vote (not stored yet): the vote as it would be, and its decision. Refuses a stale button, a voter who
        may not vote, and a second vote."""
        vote = table.record.vote
        if table.status != PLAYING or not vote or vote.id != vote_id or choice not in CHOICES[vote.kind]:
            raise TableError(Msg("shared-vote-stale"))
        if user_id == vote.target:
            raise TableError(Msg("shared-vote-own-seat"))
        if user_id not in vote.voters:
            raise TableError(Msg("shared-vote-not-a-voter"))
        if str(user_id) in vote.votes:
            raise TableError(Msg("shared-vote-twice"))
        vote = replace(vote, votes={**vote.votes, str(user_id): choice})
        return vote, tally(vote)

    def settle(self, table: TableRow, vote: Vote, decision: str | None, build: Build) -> None:
        """Store a vote cast (`decision` None: still open), or its decision carried out, with what `build` gives
        (called once the change is made, so that it sees the table as it is then)."""
        if decision is None:
            table.record.vote = vote
            self.tables.record(table, build())
            return
        self._decide(table, vote, decision, build)

    def vote_deadline(
        self, table: TableRow, vote_id: int, build: Callable[[str], Consequences], timer_id: int | None = None
    ) -> str | None:
        """A vote's time is up: its most chosen answer is carried out (`tally_at_deadline`), with what
        `build(decision)` gives, and its deadline goes in the same transaction, so it is decided once. None (and
        the timer `timer_id` dropped) when that vote is no longer open."""
        vote = table.record.vote
        if table.status != PLAYING or not vote or vote.id != vote_id:
            if timer_id is not None:
                self.store.delete_timer(timer_id)
            return None
        decision = tally_at_deadline(vote)
        if decision == "yes" and vote.user in table.seats:
            decision = "no"  # the proposed member took another seat of this game meanwhile
        self._decide(table, vote, decision, lambda: build(decision))
        return decision

    def _decide(self, table: TableRow, vote: Vote, decision: str, build: Build) -> None:
        table.record.vote = None
        seat = vote.seat
        if decision == "skip":
            self._absent(table, seat, SKIP)
        elif decision == "bot":
            self._absent(table, seat, str(table.options.get("bot_level") or "normal"))
        elif decision == "end":
            self._end(table, "vote", build)
            return
        elif decision == "yes":
            self._seat_user(table, seat, int(vote.user or 0), vote.name)
        self._store(table, build, seat if decision in ("skip", "bot", "yes") else None)

    # ===================================================================== seats changing hands
    def check_substitute(self, table: TableRow, seat: int, user_id: int, user_is_bot: bool) -> None:
        if table.status != PLAYING:
            raise TableError(Msg("shared-not-running"))
        if user_is_bot or is_bot(user_id):
            raise TableError(Msg("shared-substitute-bot"))
        if user_id in table.seats:
            raise TableError(Msg("shared-substitute-seated"))
        if is_bot(table.seats[seat]):
            raise TableError(Msg("shared-substitute-bot-seat"))

    def substitute(self, table: TableRow, seat: int, user_id: int, name: str, build: Build) -> None:
        """Hand a seat to another member at once (the host's decision, or a player's own seat); `build` gives the
        consequences, from the table as it is then."""
        if table.record.vote and table.record.vote.seat == seat:
            table.record.vote = None
        self._seat_user(table, seat, user_id, name)
        self._store(table, build, seat)

    def _seat_user(self, table: TableRow, seat: int, user_id: int, name: str) -> None:
        old = table.seats[seat]
        table.seats[seat] = user_id
        table.players = [user_id if u == old else u for u in table.players]
        if table.host_id == old:
            table.host_id = user_id
        if name:
            table.record.names[str(user_id)] = name
        forget_seat(table, seat)  # the new player is prompted afresh

    def _absent(self, table: TableRow, seat: int, level: str) -> None:
        table.record.stand_ins[str(seat)] = level
        table.record.absent[str(seat)] = table.seats[seat]
        table.record.timeouts.pop(str(seat), None)

    def come_back(self, table: TableRow, user_id: int, build: Build) -> None:
        """An absent player takes their seat again (the bot or the skipping steps aside)."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise TableError(Msg("shared-not-a-player"))
        record = table.record
        if str(seat) not in record.absent:
            raise TableError(Msg("shared-back-not-away"))
        record.absent.pop(str(seat))
        record.stand_ins.pop(str(seat), None)
        record.timeouts.pop(str(seat), None)
        if record.vote and record.vote.seat == seat:
            record.vote = None  # the player is here: the vote about their seat is moot
        self._store(table, build, seat)

    def absent_seat(self, table: TableRow, user_id: int) -> int | None:
        seat = table.seat_of(user_id)
        return seat if seat is not None and str(seat) in table.record.absent else None

    @staticmethod
    def others_here(table: TableRow, user_id: int) -> bool:
        """Whether another person still plays this table (else a resignation cannot leave it to bots)."""
        return any(u != user_id and not is_bot(u) for u in table.seats)

    def resign_to_bot(self, table: TableRow, user_id: int, build: Build) -> int:
        """A resignation in a game whose rules know none but that goes on without the player (BSG): a bot at the
        table's bot level takes the seat for good — whatever the seat holds (loyalty, hand) stays with it — and the
        player leaves the table. `record.resigned` {seat: user} keeps who left, so the result counts as their loss
        (engine/ratings.py). Returns the bot's id. The last person at a table ends it instead (end_without_result)."""
        seat = table.seat_of(user_id)
        if seat is None or table.status != PLAYING:
            raise TableError(Msg("shared-not-a-player"))
        if not self.others_here(table, user_id):
            raise TableError(Msg("shared-resign-last-person"))
        level = str(table.options.get("bot_level") or "normal")
        bot_id = self.tables.seat_bot(table, level)  # a bot player of the table (its name and level recorded)
        table.players.remove(bot_id)
        table.players = [bot_id if u == user_id else u for u in table.players]
        table.seats[seat] = bot_id
        if table.host_id == user_id:
            table.host_id = next(u for u in table.seats if not is_bot(u))
        table.record.resigned[str(seat)] = user_id
        forget_seat(table, seat)
        vote = table.record.vote
        if vote and vote.seat == seat:
            table.record.vote = None  # a vote about the seat is moot: it is a bot's now
        elif vote and user_id in vote.voters:  # they vote no more
            votes = {k: v for k, v in vote.votes.items() if k != str(user_id)}
            table.record.vote = replace(vote, voters=[u for u in vote.voters if u != user_id], votes=votes)
        self._store(table, build, seat)
        return bot_id

    def end_without_result(self, table: TableRow, user_id: int, build: Build) -> None:
        """A resignation in a game whose rules have none: the game ends without a result (it does not count)."""
        self._end(table, user_id, build)

    def _end(self, table: TableRow, by: Any, build: Build) -> None:
        """The game ends without a move: `build` (called once it is over, so it sees the table ended) gives what
        that causes, stored with the status change; the table's timers go in the same transaction."""
        table.status = ABANDONED
        table.record.abandoned_by = by
        table.record.vote = None
        found = build()
        with self.store.transaction():
            self.tables.record(table, found)
            self.store.save_table(table)
            self.store.clear_timers(table.id)

    def _store(self, table: TableRow, build: Build, seat: int | None = None) -> None:
        """Seats or stand-ins changed: the row, its consequences and its timers in one transaction (a vote closed
        by the change loses its deadline). `seat` changed occupant: the game's move for its new occupant
        (`Game.new_occupant`, BSG: no standing orders) is played first, so `build` sees the seat as it is now, and
        stored in the same transaction with what it causes (when it tells something: a decision the clearing
        answered)."""
        moved = self.tables.play_new_occupant(table, seat) if seat is not None else None
        found = build()
        if not table.record.vote:
            found.timers.update(vote_timers(None))
        with self.store.transaction():
            self.tables.record(table, found)
            if moved is not None:  # a move without events (orders cleared) causes nothing `build` does not show
                caused = self.caused(moved) if self.caused is not None and moved.events else None
                self.tables.commit(moved, caused)  # before the row is saved: its move number is compared-and-set
            self.store.save_table(table)
            self.tables.replan_timers(table)  # reminders for whoever is here now

    # ===================================================================== pauses
    @staticmethod
    def paused(table: TableRow) -> bool:
        return table.record.pause is not None

    def pause(self, table: TableRow, reason: str, until: float | None, found: Consequences) -> None:
        """Stop every clock of the table (each keeps the time it had left) and every reminder, for `reason`."""
        if table.status != PLAYING or table.state is None:
            raise TableError(Msg("shared-not-running"))
        pause = table.record.pause or Pause({})
        if reason in pause.reasons and reason == HOST:
            raise TableError(Msg("shared-pause-already"))
        first = not pause.reasons
        if first:
            clocks = self.tables.game_of(table).clock(table.state)
            pause.held = hold_deadlines(table, clocks, self.now(), self.store.timers(table.id))
        pause.reasons[reason] = until
        table.record.pause = pause
        with self.store.transaction():
            self.tables.record(table, found)
            if first:
                self.store.replace_timers(table.id, DEADLINE, [])
                self.store.replace_timers(table.id, REMINDER, [])
            self._plan_resumes(table)

    def resume(self, table: TableRow, reason: str, found: Consequences) -> bool:
        """Drop one reason of a pause; the clocks run again (with the time they had left) when none is left.
        Returns whether they run again."""
        pause = table.record.pause
        if not pause or reason not in pause.reasons:
            raise TableError(Msg("shared-resume-not-paused"))
        pause.reasons.pop(reason)
        running = not pause.reasons
        with self.store.transaction():
            if running:
                table.record.pause = None
                now = self.now()
                if table.status == PLAYING and table.state is not None:
                    rearm_deadlines(self.store, table, pause.held, now)
                    game = self.tables.game_of(table)
                    waiting = [table.seats[s] for s in game.waiting_for(table.state)]
                    here = [u for u in waiting if self.tables.bot_level(table, table.seats.index(u)) is None]
                    plan_reminders(self.store, table, here, now)
            self.tables.record(table, found)
            self._plan_resumes(table)
        return running

    def _plan_resumes(self, table: TableRow) -> None:
        reasons = pause_reasons(table)
        plan = [(0, float(until), {"key": reason}) for reason, until in reasons.items() if until is not None]
        self.store.replace_timers(table.id, RESUME, plan)

    # ===================================================================== vacations
    def away_until(self, user_id: int) -> float | None:
        row = self.store.execute(
            "SELECT until FROM vacations WHERE user_id = ? AND ended IS NULL AND until > ? ORDER BY id DESC LIMIT 1",
            [user_id, self.now()],
        ).fetchone()
        return float(row[0]) if row else None

    def days_used(self, user_id: int) -> int:
        """Vacation days used (or booked) this calendar year."""
        rows = self.store.execute(
            "SELECT start, COALESCE(ended, until) FROM vacations WHERE user_id = ? AND start >= ?",
            [user_id, year_start(self.now())],
        )
        return sum(vacation_days(start, end) for start, end in rows)

    def days_left(self, user_id: int) -> int:
        return max(0, self.allowance_days - self.days_used(user_id))

    def check_away(self, user_id: int, days: int) -> None:
        if self.away_until(user_id) is not None:
            raise TableError(Msg("shared-away-already"))
        left = self.days_left(user_id)
        if left < 1:
            raise TableError(Msg("shared-away-none-left", allowance=self.allowance_days))
        if not 1 <= days <= left:
            raise TableError(Msg("shared-away-too-long", days=days, left=left, allowance=self.allowance_days))

    def go_away(self, user_id: int, days: int, tables: list[tuple[TableRow, Consequences]]) -> float:
        """Book the vacation and pause each of the player's running tables, all in one transaction."""
        self.check_away(user_id, days)
        now = self.now()
        until = now + days * DAY
        with self.store.transaction():
            self.store.execute("INSERT INTO vacations (user_id, start, until) VALUES (?, ?, ?)", [user_id, now, until])
            for table, found in tables:
                self.pause(table, away_reason(user_id), until, found)
        return until

    def end_away(self, user_id: int, tables: list[tuple[TableRow, Consequences]]) -> None:
        """Back early: the unused days return to the allowance, and the player's tables run again."""
        if self.away_until(user_id) is None:
            raise TableError(Msg("shared-away-not-away"))
        with self.store.transaction():
            self.store.execute(
                "UPDATE vacations SET ended = ? WHERE user_id = ? AND ended IS NULL", [self.now(), user_id]
            )
            for table, found in tables:
                self.resume(table, away_reason(user_id), found)

    def paused_for(self, user_id: int, tables: list[TableRow]) -> list[TableRow]:
        """The running tables among `tables` that this player's vacation pauses."""
        reason = away_reason(user_id)
        return [t for t in tables if reason in pause_reasons(t)]
