"""BSG's own policies of what a move causes (presenters/consequences.py): each player's ONE private panel, a DM
edited in place when its text or controls changed; the newest ephemeral copy of it (`/bsg hand`) edited through its
interaction token; a click on a panel answered by redrawing that panel; one call to action per decision (the panel
sent anew at the bottom of the DM, the call as its first line, the old one deleted; DMs closed: one thread post that
alone pings; presenters/calls.py); and the thread's "how much can you help?" poll before a skill check.
Pure, like every policy: what the store knows comes in `Move.known`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.bsg_help import HelpPoll, bot_answer, poll_open
from engine.ephemeral_panels import Panel
from engine.outbox import DELETE, EDIT, REPLY
from engine.store import TableRow
from engine.tables import PLAYING, is_bot, seat_bot_level
from i18n import Msg, cat
from presenters import bsg_help as shown
from presenters.bsg_orders import FLAG_VERB, ORDER_VERB
from presenters.bsg_record import BsgRecord
from presenters.bsg_tips import tip_line
from presenters.calls import quiet_posts, seat_clock, thread_call
from presenters.consequences import Caused, Move, Policy, Row, dm_row, hand_edit, post_row, table_lang
from presenters.screens import Screen, screen_to_json

ORDERS_CONTROLS = (ORDER_VERB, FLAG_VERB)  # a click on the orders screen: the screen is redrawn, not the panel

if TYPE_CHECKING:
    from presenters.bsg import BsgPresenter


class PanelRun:
    """One move's panels: the screens built once per seat (DM, ephemeral copy and the click's answer share one)."""

    def __init__(self, presenter: BsgPresenter, move: Move, caused: Caused) -> None:
        self.presenter, self.move, self.caused = presenter, move, caused
        self.snap = move.snap
        self.facts = presenter.facts(self.snap, move.outcome)
        self.screens: dict[int, Screen] = {}
        self.noted = BsgRecord.noted(move, caused)
        self.panels, self.prints = self.noted.panels, self.noted.prints
        self.called, self.hand_prints = self.noted.called, self.noted.hand_prints
        self.hands: dict[int, Panel] = dict(move.known.hands)

    def screen(self, seat: int) -> Screen:
        if seat not in self.screens:
            self.screens[seat] = self.presenter.panel(self.snap, seat, self.facts.get(seat))
        return self.screens[seat]

    def run(self) -> None:
        presenter, snap, table, mover = self.presenter, self.snap, self.move.table, self.move.outcome.seat
        for seat, user_id in enumerate(table.seats):
            if is_bot(user_id) or (snap.playing and seat_bot_level(table, seat) is not None):
                continue  # a bot decides from the seat's view; once the game is over a stood-in seat's panel ends too
            old_info = (self.prints.get(str(seat)) or [""])[0]
            due = presenter.panel_due(snap, seat, self.facts.get(seat), old_info, mover)
            key = self.call_due(seat)
            if key is not None and not self.where_they_are(seat):
                self.call(seat)  # one call per decision: the panel anew at the bottom of the DM (or the thread)
            else:
                self.panel_rows(seat, due)
            if seat == mover and self.move.clicked is not None and self.caused.answer is not None:
                self.answer_on_panel(seat)
            if seat in self.hands and due:
                self.hand_rows(seat, self.hands[seat])
            decides = seat_clock(snap, seat) if seat in snap.to_act else None
            if decides is None:
                self.called.pop(str(seat), None)
            elif key is not None:
                self.called[str(seat)] = key
        quiet_posts(self.caused.rows, table.home_channel, self.unquiet())

    def call_due(self, seat: int) -> str | None:
        """The key of a decision the seat must now be called to (once per decision; never when its standing
        answers keep a reaction window silent)."""
        snap = self.snap
        key = seat_clock(snap, seat) if seat in snap.to_act else None
        if key is None or self.called.get(str(seat)) == key:
            return None
        public = snap.user(seat) in self.move.known.dms_blocked  # called in the thread: never by what it holds
        return key if self.presenter.wants_ping(snap, seat, self.noted.standing.get(str(seat)), public) else None

    def where_they_are(self, seat: int) -> bool:
        """Whether the seat's new decision follows its own click where it will see it: on its panel (the panel is
        redrawn in place, its first line the call), or in the thread for a decision asked in the thread."""
        move, clicked = self.move, self.move.clicked
        if seat != move.outcome.seat or clicked is None or move.outcome.by_clock:
            return False
        if clicked.ephemeral or not self.presenter.secret_now(self.snap, seat):
            return True
        return clicked.message == self.panel_at(seat).get("message")

    def panel_at(self, seat: int) -> dict[str, Any]:
        """What the seat's panel DM made ({"channel", "message"}; empty when none is known)."""
        where = self.panels.get(str(seat))
        made = self.move.known.delivered.get(int(where["row"])) if isinstance(where, dict) and "row" in where else None
        return made or {}

    def call(self, seat: int) -> None:
        """The seat's one notification of a new decision: its panel sent anew at the bottom of the DM, the call as
        its first line, the old panel deleted (after the new one is sent: rows go in order); or, DMs closed, one
        thread mention."""
        snap, known, table = self.snap, self.move.known, self.move.table
        user, line = snap.user(seat), self.presenter.call_line(snap, seat, in_thread=True)
        if line:  # the panel's tip, said where it is read
            line = cat([line, tip_line(snap, seat, on_panel=False)], "\n")
        thread = thread_call(table.home_channel, user, line, table_lang(table))
        public = not self.presenter.secret_now(snap, seat)
        asking = self.caused.notes.get("prompt_message", table.record.prompt_message) if public else None
        if isinstance(asking, dict):  # asked in the thread: the call's link jumps to the post with the buttons
            thread[1]["jump"] = asking
        if user in known.dms_blocked:
            self.caused.add(thread)
            self.panel_rows(seat, True)
            return
        # asked in the thread: the call on top says so, with the thread's link, in place of "no secret decision"
        screen = self.presenter.panel(snap, seat, self.facts.get(seat), called=True) if public else self.screen(seat)
        row = dm_row(table, known, seat, screen, snap.names)
        if row is None:
            return
        if isinstance(asking, dict):
            row[1]["jump"] = asking
        if not self.presenter.window_now(snap, seat):  # a window's DM call depends on the hand: never in public
            row[1]["instead"] = thread[1]  # a DM refused at sending: the thread call is posted instead
        old = self.panels.get(str(seat))
        self.panels[str(seat)] = {"ref": self.caused.add(row)}
        self.prints[str(seat)] = [self.presenter.info_mark(snap, seat), self.presenter.panel_mark(screen)]
        if isinstance(old, dict) and "row" in old:  # the old panel goes: no stub to scroll past
            self.caused.add((DELETE, {"message": old}))

    def unquiet(self) -> set[int]:
        """Thread posts whose mentions still notify: an open vote's post (its voters are called by it)."""
        vote = self.caused.notes.get("vote")
        ref = getattr(vote, "message", None)
        return {int(ref["ref"])} if isinstance(ref, dict) and "ref" in ref else set()

    def panel_rows(self, seat: int, due: bool) -> None:
        """A new panel DM, or an edit of the seat's panel when its text or controls changed (`due`: whether this
        move may change it)."""
        snap, known, table = self.snap, self.move.known, self.move.table
        _, old_whole = (self.prints.get(str(seat)) or ["", ""])[:2]
        if str(seat) in self.panels and not due:
            return
        info = self.presenter.info_mark(snap, seat)
        screen = self.screen(seat)
        whole = self.presenter.panel_mark(screen)
        if whole == old_whole and str(seat) in self.panels:
            return
        self.prints[str(seat)] = [info, whole]
        where = self.panels.get(str(seat))
        if isinstance(where, dict) and "row" in where:
            made = known.delivered.get(int(where["row"]))  # None: not delivered yet (this edit follows it in order)
            if made is None or "message" in made:
                lang = known.lang(snap.user(seat), table)
                edit = {"message": where, "screen": screen_to_json(screen), "names": snap.names, "lang": lang}
                self.caused.add((EDIT, edit))
                return
        if snap.user(seat) in known.dms_blocked:
            return  # `/bsg hand` shows the same panel; a new one is sent once DMs may work again
        row = dm_row(table, known, seat, screen, snap.names)
        if row is not None:
            self.panels[str(seat)] = {"ref": self.caused.add(row)}

    def answer_on_panel(self, seat: int) -> None:
        """The mover clicked a control on its own panel: the click's answer redraws that message in place (one
        edit, not an outbox edit as well). A DM panel's edit, already among the rows, stays the answer's fallback:
        sent when the answer cannot be (its token expired, Discord refused it)."""
        clicked, caused = self.move.clicked, self.caused
        assert clicked is not None and caused.answer is not None
        reply = dict(caused.answer[1])
        if clicked.ephemeral and clicked.verb in ORDERS_CONTROLS:  # the orders screen, redrawn as it now is
            screen = self.presenter.orders(self.snap, seat).screen
            reply.update(mode="panel", screen=screen_to_json(screen), names=self.snap.names, note=Msg("bsg-orders-set"))
            caused.answer = (REPLY, reply)
            return
        if clicked.ephemeral:
            screen = self.presenter.live_panel(self.snap, self.screen(seat))
            reply.update(mode="panel", screen=screen_to_json(screen), names=self.snap.names, note=Msg("bsg-ui-played"))
            caused.answer = (REPLY, reply)
            caused.panel_mark = self.presenter.panel_mark(screen)
            hand = self.hands.get(seat)
            if hand is not None and hand.origin == clicked.origin:
                del self.hands[seat]  # the same message: this answer is its edit
            return
        where = self.panels.get(str(seat))
        row = int(where["row"]) if isinstance(where, dict) and "row" in where else None
        made = self.move.known.delivered.get(row) if row is not None else None
        last = caused.rows[-1] if caused.rows else None
        if not made or made.get("message") != clicked.message or last is None or last[0] != EDIT:
            return  # another message, or the panel did not change
        if last[1].get("message") != where:
            return
        caused.rows.pop()
        edit = last[1]
        reply.update(mode="panel", lang=edit["lang"], panel=edit)  # the screen once: the deliverer reads the edit's
        caused.answer = (REPLY, reply)

    def hand_rows(self, seat: int, hand: Panel) -> None:
        """An edit of the seat's ephemeral panel through its interaction token, when what it shows changed."""
        screen = self.presenter.live_panel(self.snap, self.screen(seat))
        mark = self.presenter.panel_mark(screen)
        token, shown_mark = (self.hand_prints.get(str(seat)) or ["", ""])[:2]
        if mark == (shown_mark if token == hand.token else hand.mark):
            return
        self.hand_prints[str(seat)] = [hand.token, mark]
        self.caused.add(hand_edit(hand, screen, self.snap.names))


def marks(presenter: Any, move: Move, caused: Caused) -> None:
    """The step the thread has shown and the prompt's mark (what the next move compares with)."""
    snap, noted = move.snap, BsgRecord.noted(move, caused)
    noted.step = presenter.step_mark(snap) if snap.playing else None
    noted.prompt = presenter.prompt_mark(snap)


def panels(presenter: Any, move: Move, caused: Caused) -> None:
    """Each seat's panel edited (or sent), its ephemeral copy, the click's answer on it, and the pings."""
    PanelRun(presenter, move, caused).run()


def poll_edit(presenter: Any, table: TableRow, poll: HelpPoll, still_open: bool) -> Row:
    """The poll's message redrawn (its answers; its buttons while it is open)."""
    screen = shown.poll_screen(presenter, table, poll, still_open)
    return EDIT, {"message": poll.message, "screen": screen_to_json(screen), "names": [],
                  "lang": table_lang(table)}  # fmt: skip


def help_poll(presenter: Any, move: Move, caused: Caused) -> None:
    """Open the public "how much can you help?" poll when a skill check begins (with the bots' answers), close it
    once the first contribution is public or the check is over."""
    table, noted = move.table, BsgRecord.noted(move, caused)
    poll = noted.poll
    now = table.status == PLAYING and poll_open(presenter.game, table.state)
    if poll.open and not now:
        caused.add(poll_edit(presenter, table, poll, still_open=False))
        noted.poll = replace(poll, open=False)
    elif now and not poll.open:
        assert table.state is not None
        bots = [s for s in range(len(table.seats)) if seat_bot_level(table, s) is not None]
        fresh = HelpPoll(True, {str(s): bot_answer(table.state, s) for s in bots})
        at = caused.add(post_row(table, shown.poll_screen(presenter, table, fresh, still_open=True)))
        noted.poll = replace(fresh, message={"ref": at})


POLICIES: tuple[Policy, ...] = (marks, panels, help_poll)
