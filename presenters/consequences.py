"""What a move causes, as data: one pure function from a move (the table after it, its outcome, the table's
delivery record, the few facts the store knows) to the outbox rows, the notes that update the delivery record and the
timers that go with it. No Discord, no database: the cog reads the facts first (`Known`), calls `consequences`, and
hands the result to `Tables.commit`, which stores it with the move in one transaction.

It is composed of small named policies, each a function `(presenter, move, caused) -> None` adding its rows and
notes in order: the shared ones below (a timeout's line, the thread posts, the private prompts, the calls to action
(presenters/game_calls.py), the spectators' copies, the player's answer, votes and timeouts), then the game's own
(`Presenter.own_policies`, e.g. BSG's private panels, pings and help poll in presenters/bsg_panels.py).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import TYPE_CHECKING, Any

from engine.ephemeral_panels import Panel
from engine.outbox import DM, EDIT, FOLLOW, POST, REPLY
from engine.seats import after_move, vote_timers
from engine.store import TableRow
from engine.table_record import DmPrompt, Notes, TableRecord, Vote
from engine.tables import PLAYING, Consequences, Outcome, is_bot, seat_bot_level
from i18n import Text, resolve_lang
from i18n.catalog import DEFAULT
from presenters import seats as shown
from presenters.calls import clock_dues
from presenters.game_calls import called
from presenters.history import spectator_copy, with_rematch
from presenters.post_parts import post_parts
from presenters.screens import Screen, screen_from_json, screen_to_json
from presenters.snapshot import Snapshot

if TYPE_CHECKING:
    from presenters.base import Presenter

Row = tuple[str, dict[str, Any]]
Rows = list[Row]


def table_lang(table: TableRow) -> str:
    """The language of a table's thread posts (its `language` option)."""
    return resolve_lang(table.options.get("language")) or DEFAULT


@dataclass(frozen=True)
class Clicked:
    """The message a player's click came from (a private panel's click is answered by redrawing it)."""

    message: int
    ephemeral: bool
    origin: int | None  # the interaction that created the message (an ephemeral panel's identity)
    verb: str = ""  # the clicked control's verb (a screen other than the panel, e.g. BSG's orders, redraws itself)


@dataclass
class Known:
    """What the store knows that a move's consequences depend on, read by the cog before (no I/O here)."""

    now: float = 0.0
    langs: dict[int, str] = field(default_factory=dict)  # user → the language of their DMs
    followers: list[int] = field(default_factory=list)  # spectators following the table by DM
    delivered: dict[int, dict[str, Any] | None] = field(default_factory=dict)  # row → what it made (None: unsent)
    hands: dict[int, Panel] = field(default_factory=dict)  # seat → its live ephemeral panel (`/bsg hand`)
    dms_blocked: frozenset[int] = frozenset()  # users whose DMs bounced recently
    deadlines: dict[str, float] = field(default_factory=dict)  # clock key → its stored due time (before the move)

    def lang(self, user_id: int, table: TableRow) -> str:
        return self.langs.get(user_id) or table_lang(table)


@dataclass
class Move:
    """One move (or the start, or a seat change's rows) as the consequences see it."""

    snap: Snapshot  # the table after the move, as the presenter sees it
    outcome: Outcome
    known: Known
    before: Rows = field(default_factory=list)  # rows told first (the start's greeting, a timeout's notice)
    notes: Notes = field(default_factory=lambda: Notes())  # notes that go with `before`
    reply: dict[str, Any] | None = None  # the answer to the player's interaction
    held: int | None = None  # the outbox row of the acknowledged click the answer replaces
    clicked: Clicked | None = None
    ended: bool = False  # a game's end without a move (`/abandon`, a vote to end, the last person resigning)

    @property
    def table(self) -> TableRow:
        return self.snap.table

    @property
    def record(self) -> TableRecord:
        """The table's record as it was before this move."""
        return self.snap.table.record


@dataclass
class Caused:
    """What a move causes, in sending order; `answer_at` is where the player's answer goes among the rows."""

    rows: Rows = field(default_factory=list)
    notes: Notes = field(default_factory=lambda: Notes())
    timers: dict[str, list[tuple[int, float, dict[str, Any]]]] = field(default_factory=dict)
    answer: Row | None = None
    answer_at: int | None = None
    panel_mark: str | None = None  # the mark of the panel the click's answer shows (remembered by the cog)
    announced: list[int] = field(default_factory=list)  # the row of each screen of the move's announcement

    def add(self, row: Row) -> int:
        """Append a row; its index ({"ref": index} names it in notes and later rows)."""
        self.rows.append(row)
        return len(self.rows) - 1

    def sent(self, answer_last: bool) -> tuple[Rows, Notes]:
        """The rows in sending order and the notes, the answer placed where its policy put it (or last); the
        {"ref": i} of rows after it are renumbered."""
        if self.answer is None:
            return list(self.rows), Notes(**self.notes)
        at = len(self.rows) if answer_last or self.answer_at is None else self.answer_at
        if at == len(self.rows):
            return [*self.rows, self.answer], Notes(**self.notes)
        shift = {i: i + 1 for i in range(at, len(self.rows))}
        rows = [(kind, renumber(payload, shift)) for kind, payload in self.rows]
        return [*rows[:at], self.answer, *rows[at:]], renumber(self.notes, shift)


def renumber(value: Any, moved: dict[int, int]) -> Any:
    """{"ref": i} → {"ref": moved[i]} wherever it occurs, in dataclasses too (other values as they are)."""
    if is_dataclass(value) and not isinstance(value, type):
        return replace(value, **{f.name: renumber(getattr(value, f.name), moved) for f in fields(value)})
    if isinstance(value, dict):
        if set(value) == {"ref"} and value["ref"] in moved:
            return {"ref": moved[value["ref"]]}
        return {k: renumber(v, moved) for k, v in value.items()}
    if isinstance(value, list):
        return [renumber(v, moved) for v in value]
    return value


Policy = Callable[["Presenter", Move, Caused], None]


# ===================================================================== row builders
def post_row(table: TableRow, screen: Screen, names: list[Any] | None = None, quiet: bool = False) -> Row:
    """A thread post, in the table's language (`quiet`: its mentions name players without pinging them); a screen
    that `rewrites` an earlier message is an edit of that message in place."""
    payload = {"channel": table.home_channel, "screen": screen_to_json(screen), "names": names or []}
    if screen.rewrites is not None:
        return EDIT, {**payload, "message": screen.rewrites, "lang": table_lang(table)}
    return POST, {**payload, "lang": table_lang(table), **({"ping": []} if quiet else {})}


def lobby_rows(table: TableRow, lobby: Screen) -> Rows:
    """The lobby message redrawn in place (none before the lobby is posted; the supersede rule of delivery keeps
    only the newest redraw of it)."""
    if not table.lobby_message_id:
        return []
    payload = {"channel": table.home_channel, "message": table.lobby_message_id, "screen": screen_to_json(lobby)}
    return [(EDIT, {**payload, "names": [], "lang": table_lang(table)})]


def dm_row(table: TableRow, known: Known, seat: int, screen: Screen, names: list[Any]) -> Row | None:
    """A DM to a seat (none to bots: a bot standing in decides from the seat's view)."""
    user_id = table.seats[seat]
    if screen.empty or is_bot(user_id) or seat_bot_level(table, seat) is not None:
        return None
    lang = known.lang(user_id, table)
    return DM, {"user": user_id, "screen": screen_to_json(screen), "names": names, "lang": lang}


def vote_edit(table: TableRow, vote: Vote, text: Text) -> Row:
    """Rewrite a vote's message (its buttons go)."""
    return EDIT, {"channel": table.home_channel, "message": vote.message, "content": text,
                  "lang": table_lang(table)}  # fmt: skip


def close_old_prompts(presenter: Presenter, snap: Snapshot, known: Known, rows: Rows) -> dict[str, DmPrompt]:
    """Rows rewriting the DM prompts whose decision is over (their controls go, their text says what happened);
    returns the prompts still open."""
    still: dict[str, DmPrompt] = {}
    secret = {str(s): snap.prompt_key(s) for s in snap.to_act if snap.game.secret_input(snap.state, s)}
    for seat, prompt in snap.table.record.dm_prompts.items():
        if snap.playing and secret.get(seat) == prompt.key:
            still[seat] = prompt
            continue
        text = presenter.prompt_closed(snap, int(seat), prompt.key)
        if text:
            lang = known.lang(snap.user(int(seat)), snap.table)
            rows.append((EDIT, {**prompt.target(), "content": text, "lang": lang}))
    return still


def hand_edit(hand: Panel, screen: Screen, names: list[Any]) -> Row:
    """An edit of an ephemeral panel (`/<game> hand`) through its interaction's token, while Discord keeps it."""
    hook = {"app": hand.app, "token": hand.token, "expires": hand.expires_at}
    return EDIT, {"hook": hook, "screen": screen_to_json(screen), "names": names, "lang": hand.lang}


def follower_rows(table: TableRow, known: Known, rows: Iterable[Row]) -> Rows:
    """FOLLOW rows copying these thread posts to every DM follower (none to a seated player)."""
    fans = [u for u in known.followers if u not in table.seats]
    posts = [p for kind, p in rows if kind == POST and p.get("channel") == table.home_channel]
    out: Rows = []
    for payload in posts if fans else []:
        screen = screen_to_json(spectator_copy(screen_from_json(payload["screen"])))
        for user in fans:
            out.append((FOLLOW, {"user": user, "screen": screen, "names": payload.get("names", []),
                                 "lang": known.lang(user, table)}))  # fmt: skip
    return out


# ===================================================================== the shared policies
def timeout_line(presenter: Presenter, move: Move, caused: Caused) -> None:
    """A turn clock ran out: the thread's shared line, unless the game's own screens tell it."""
    outcome = move.outcome
    timed = outcome.by_clock and outcome.clock_kind == "turn" and outcome.seat is not None
    if timed and not presenter.announces_timeouts:
        caused.add(post_row(move.table, Screen(shown.timed_out(move.table, outcome.seat))))  # type: ignore[arg-type]


def thread_posts(presenter: Presenter, move: Move, caused: Caused) -> None:
    """The thread's posts of the move (one too long for a message in several, `post_parts`); older prompts lose their
    controls (only the newest keeps them, in a game with one live prompt; none once the game is over). Notes the
    live prompt message."""
    snap, outcome, table = move.snap, move.outcome, move.table
    single = presenter.single_live_prompt
    live: Any = table.record.prompt_message  # the newest thread message with controls (id or row)

    def retire(target: Any) -> None:
        if target:
            caused.add((EDIT, {"channel": table.home_channel, "message": target}))

    screens = presenter.announcement(snap, outcome)
    if outcome.result is not None:
        screens = with_rematch(screens, table.id)  # the finished game's own button, never a live prompt
    lang = table_lang(table)
    for screen in (part for whole in screens for part in post_parts(whole, lang)):  # a long post: several in a row
        if screen.empty:
            continue
        at = caused.add(post_row(table, screen, snap.names, presenter.quiet_thread))
        caused.announced.append(at)
        posted = screen.rewrites if screen.rewrites is not None else {"ref": at}
        if screen.controls and outcome.result is None:
            if single and live != posted:
                retire(live)  # only the newest turn message keeps its buttons
            live = posted
        elif screen.rewrites is not None:
            live = None if live == posted else live  # rewritten without its controls
        elif single and screen.images and live:
            retire(live)
            live = None
    if outcome.result is not None and live:
        retire(live)  # the game is over: its last controls go
        live = None
    caused.notes["prompt_message"] = live


def private_prompts(presenter: Presenter, move: Move, caused: Caused) -> None:
    """Closing finished DM prompts, then each seat's private facts and prompts. Notes who was prompted for what
    and which DMs are the open prompts."""
    snap = move.snap
    prompts, prompted = presenter.prompts(snap)
    dm_prompts = close_old_prompts(presenter, snap, move.known, caused.rows)
    for seat, screen, is_prompt in presenter.private_messages(snap, move.outcome, prompts):
        row = dm_row(move.table, move.known, seat, screen, snap.names)
        if row is None:
            continue
        at = caused.add(row)
        if is_prompt:
            dm_prompts[str(seat)] = DmPrompt({"ref": at}, snap.prompt_key(seat))
    caused.notes["prompted"] = prompted
    caused.notes["dm_prompts"] = dm_prompts


def hands_at_end(presenter: Presenter, move: Move, caused: Caused) -> None:
    """The end (the last move, or an end without one): each seat's `/<game> hand` reply still editable (a snapshot
    of its panel, with the controls it had) is redrawn once as final, without controls, so nothing of an ended game
    looks live. A game that keeps its panels up to date (BSG) does this in its own panels policy."""
    snap = move.snap
    if presenter.keeps_panels or snap.playing or snap.table.state is None:
        return
    for seat, hand in sorted(move.known.hands.items()):
        if 0 <= seat < len(snap.table.seats) and not is_bot(snap.user(seat)):
            caused.add(hand_edit(hand, presenter.final_hand(snap, seat), snap.names))


def spectators(presenter: Presenter, move: Move, caused: Caused) -> None:
    """A copy of every thread post of this move to each DM spectator."""
    caused.rows += follower_rows(move.table, move.known, list(caused.rows))


def answer(presenter: Presenter, move: Move, caused: Caused) -> None:
    """The answer to the player's interaction, here in the order (a game may send it last: `answer_last`)."""
    if move.reply is not None:
        caused.answer, caused.answer_at = (REPLY, move.reply), len(caused.rows)


def votes_and_timeouts(presenter: Presenter, move: Move, caused: Caused) -> None:
    """The timeouts in a row counted; the vote they open; an open vote closed when its player moves again or the
    game is over (with the vote's deadline armed or dropped)."""
    table, outcome = move.table, move.outcome
    if outcome.seat is None:
        return
    counts, vote = after_move(table, outcome, move.known.now)
    caused.notes["timeouts"] = counts
    open_vote = table.record.vote
    own_move = not outcome.by_clock and seat_bot_level(table, outcome.seat) is None
    if open_vote and (table.status != PLAYING or (own_move and open_vote.seat == outcome.seat)):
        caused.add(vote_edit(table, open_vote, shown.vote_closed(table, open_vote)))
        caused.notes["vote"] = None
        caused.timers.update(vote_timers(None))
    elif vote is not None:
        at = caused.add(post_row(table, shown.vote_screen(presenter, table, vote)))
        caused.notes["vote"] = replace(vote, message={"ref": at})
        caused.notes["votes_held"] = vote.id
        caused.timers.update(vote_timers(vote))


def live_prompt_retired(presenter: Presenter, move: Move, caused: Caused) -> None:
    """An end without a move: the thread's live prompt loses its controls (its notice is in `Move.before`)."""
    live = move.table.record.prompt_message
    if live:
        caused.add((EDIT, {"channel": move.table.home_channel, "message": live}))
    caused.notes["prompt_message"] = None


def vote_closed(presenter: Presenter, move: Move, caused: Caused) -> None:
    """An end without a move: a vote still open loses its buttons (a vote that ended the game was told already)."""
    vote = move.table.record.vote
    if vote is not None:
        caused.add(vote_edit(move.table, vote, shown.vote_closed(move.table, vote)))
    caused.notes["vote"] = None
    caused.timers.update(vote_timers(None))


def timeout_notice(presenter: Presenter, snap: Snapshot, key: str) -> tuple[Rows, Notes]:
    """Before a clock's default is played: the game's own notice that its time ran out (`Presenter.timeout_text`),
    once per decision (a race fires once per seat under the same key), and the note that it was told."""
    table = snap.table
    if not snap.playing:
        return [], Notes()
    clock = next((c for c in snap.clocks if c.key == key), None)
    if clock is None or not clock.defaults:
        return [], Notes()
    seat, action = clock.defaults[0]
    text = presenter.timeout_text(snap, seat, action, clock.kind == "race" and len(clock.seats) > 1)
    if text is None:
        return [], Notes()
    told = Notes(timed_out=key)  # the key of the decision told last
    if table.record.timed_out == key:
        return [], told
    return [post_row(table, Screen(text))], told


SHARED: tuple[Policy, ...] = (
    timeout_line,
    thread_posts,
    private_prompts,
    hands_at_end,
    called,
    spectators,
    answer,
    votes_and_timeouts,
)


# An end without a move (`/abandon`, a vote to end, the last person resigning): no announcement, no move of anyone;
# what is live goes, and every private message is redrawn as ended by the same policies as at a last move.
ENDED: tuple[Policy, ...] = (live_prompt_retired, private_prompts, hands_at_end, vote_closed, spectators)


def consequences(presenter: Presenter, move: Move) -> Caused:
    """Everything a move causes, in sending order (pure: the same move gives the same rows). A game's end without a
    move is one too (`Move.ended`): what it causes is the `ENDED` policies and the game's own for an end."""
    caused = Caused(rows=list(move.before), notes=Notes(**move.notes))
    move.snap.dues = clock_dues(move.snap, move.known)  # the deadlines its posts and panels show
    if move.ended:
        policies = (*ENDED, *presenter.ending_policies()) if move.table.state is not None else (spectators,)
    else:
        policies = (*SHARED, *presenter.own_policies())
    for policy in policies:
        policy(presenter, move, caused)
    return caused


@dataclass
class Stored(Consequences):
    """What a move causes in the form `Tables.commit` stores (rows in order, notes, the held click answered,
    timers), with the mark of the private panel the player's answer redraws (remembered by the cog)."""

    panel_mark: str | None = None


def to_store(caused: Caused, presenter: Presenter, held: int | None) -> Stored:
    rows, notes = caused.sent(presenter.answer_last)
    return Stored(rows, notes, held, caused.timers, caused.panel_mark)
