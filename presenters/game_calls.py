"""One call to action per decision in the games that ask in the thread or by a DM prompt (every game but BSG, whose
panels call their players: presenters/bsg_panels.py).

A person is notified once when the game starts waiting for them, never by every post that names them:

- a secret decision is called by its DM prompt (`Presenter.private_messages`), whose first line names the decision,
  its deadline and the thread's link; DMs closed: the thread's decision post pings them once, when asked;
- a public decision is called by the thread's decision post (the one with the waiting line: it names the decision and,
  when the table has a clock, its deadline as a Discord timestamp), which alone pings them; not when it follows
  their own move (they are there).

The decision a seat was called to last is remembered in the record's `prompted` (a secret decision's prompt key, a
public one's clock key marked `call:`). Pure: no Discord.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.outbox import POST
from engine.tables import is_bot, seat_bot_level
from i18n import Msg, Text, cat
from presenters.calls import deadline_text, quiet_posts, seat_clock, seat_due, thread_call

if TYPE_CHECKING:
    from presenters.base import Presenter
    from presenters.consequences import Caused, Move
    from presenters.snapshot import Snapshot

CALLED = "call:"  # marks a public decision's key among the record's `prompted`


def public_key(snap: Snapshot, seat: int) -> str:
    """The public decision a seat is called to: its clock's key, else its prompt key."""
    return CALLED + (seat_clock(snap, seat) or snap.prompt_key(seat))


def waiting_line(presenter: Presenter, snap: Snapshot, told: bool = False, dated: bool = True) -> Text:
    """The thread's decision line: whom the game waits for, for what (unless `told`: the post's own lines name the
    decision), and when its time runs out (with a clock; not `dated`: the post says it otherwise)."""
    from presenters.base import commas, who

    seats = snap.waiting
    if not seats:
        return ""
    mentions = commas([who(snap.table, snap.user(s)) for s in seats])
    due = seat_due(snap, seats[0]) if dated else None
    if told and due is None:
        return Msg("shared-turn-prompt", mentions=mentions)
    if told:
        head = Msg("shared-call-waiting-told", mentions=mentions)
    else:
        head = Msg("shared-call-waiting", mentions=mentions, decision=presenter.decision_name(snap, seats[0]))
    return cat([head, deadline_text(due)], " · ")  # the deadline in the words of the DM call and the reminder


def dm_call(presenter: Presenter, snap: Snapshot, seat: int) -> Text:
    """A DM prompt's first line: the game, the decision, its deadline (with a clock) and the thread's link."""
    from presenters.base import link, title_of

    head = Msg("shared-call-dm", title=title_of(presenter.game), id=str(snap.table.id),
               decision=presenter.decision_name(snap, seat))  # fmt: skip
    return cat([head, deadline_text(seat_due(snap, seat)), link(snap.table)], " · ")


def own_move(move: Move, seat: int) -> bool:
    """Whether the seat's decision follows its own move in this interaction (it is looking at the game)."""
    acted = move.reply is not None or move.held is not None or move.clicked is not None
    return acted and move.outcome.seat == seat and not move.outcome.by_clock


def called(presenter: Presenter, move: Move, caused: Caused) -> None:
    """Thread posts name players without pinging them, except the decision post, which pings each person the game
    has just started waiting for (a public decision, or a secret one whose DMs are closed). Notes the decisions
    called. A game that keeps private panels calls its players itself."""
    if presenter.keeps_panels:
        return
    snap, table, blocked = move.snap, move.table, move.known.dms_blocked
    prompted = dict(caused.notes.get("prompted", table.record.prompted))
    fresh = presenter.prompts(snap)[0]  # the secret decisions asked by this move (their DM prompt is the call)
    pinged: list[int] = []
    for seat in snap.waiting:
        user = snap.user(seat)
        if is_bot(user) or seat_bot_level(table, seat) is not None:
            continue
        if snap.game.secret_input(snap.state, seat):
            if seat in fresh and user in blocked:
                pinged.append(user)
            continue
        key = public_key(snap, seat)
        if prompted.get(str(seat)) != key:
            prompted[str(seat)] = key
            if not own_move(move, seat):
                pinged.append(user)
    caused.notes["prompted"] = prompted
    channel = table.home_channel
    posts = [i for i in caused.announced if caused.rows[i][0] == POST]
    decision_post = posts[-1] if posts else None
    quiet_posts(caused.rows, channel, set(), [])  # every post of the move names without pinging ...
    if decision_post is not None:
        caused.rows[decision_post][1]["ping"] = list(dict.fromkeys(pinged))  # ... but the decision post
        return
    line = waiting_line(presenter, snap)
    for user in dict.fromkeys(pinged):  # no post asks them in this move: a call of their own
        caused.add(thread_call(channel, user, line, presenter_lang(move)))


def presenter_lang(move: Move) -> str:
    """The thread's language."""
    from presenters.consequences import table_lang

    return table_lang(move.table)
