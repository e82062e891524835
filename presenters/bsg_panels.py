"""BSG's own policies of what a move causes (presenters/consequences.py): each player's ONE private panel, a DM
edited in place when its text or controls changed; the newest ephemeral copy of it (`/bsg hand`) edited through its
interaction token; a click on a panel answered by redrawing that panel; a short DM ping when a seat's secret decision
is new; and the thread's "how much can you help?" poll before a skill check. Pure, like every policy: what the store
knows comes in `Move.known`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from engine.bsg_help import HelpPoll, bot_answer, poll_open
from engine.ephemeral_panels import Panel
from engine.outbox import EDIT, REPLY
from engine.store import TableRow
from engine.tables import PLAYING, is_bot, seat_bot_level
from i18n import Msg
from presenters import bsg_help as shown
from presenters.bsg_record import BsgRecord
from presenters.consequences import Caused, Move, Policy, Row, dm_row, post_row, table_lang
from presenters.screens import Screen, screen_to_json

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
        self.pinged, self.hand_prints = self.noted.pinged, self.noted.hand_prints
        self.hands: dict[int, Panel] = dict(move.known.hands)

    def screen(self, seat: int) -> Screen:
        if seat not in self.screens:
            self.screens[seat] = self.presenter.panel(self.snap, seat, self.facts.get(seat))
        return self.screens[seat]

    def run(self) -> None:
        presenter, snap, table, mover = self.presenter, self.snap, self.move.table, self.move.outcome.seat
        for seat, user_id in enumerate(table.seats):
            if is_bot(user_id) or seat_bot_level(table, seat) is not None:
                continue
            old_info = (self.prints.get(str(seat)) or [""])[0]
            due = presenter.panel_due(snap, seat, self.facts.get(seat), old_info, mover)
            self.panel_rows(seat, due)
            if seat == mover and self.move.clicked is not None and self.caused.answer is not None:
                self.answer_on_panel(seat)
            if seat in self.hands and due:
                self.hand_rows(seat, self.hands[seat])
            needed = presenter.secret_now(snap, seat)
            standing = self.noted.standing.get(str(seat))
            if needed and not presenter.wants_ping(snap, seat, standing):
                needed = False  # their standing answer: the window waits its time without pinging them
            if needed and not self.pinged.get(str(seat)) and seat != mover:  # the panel starts to need them
                ping = dm_row(table, self.move.known, seat, Screen(presenter.ping(snap, seat)), snap.names)
                if ping is not None:
                    self.caused.add(ping)
            self.pinged[str(seat)] = needed

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
        reply.update(mode="panel", screen=edit["screen"], names=edit["names"], lang=edit["lang"], panel=edit)
        caused.answer = (REPLY, reply)

    def hand_rows(self, seat: int, hand: Panel) -> None:
        """An edit of the seat's ephemeral panel through its interaction token, when what it shows changed."""
        screen = self.presenter.live_panel(self.snap, self.screen(seat))
        mark = self.presenter.panel_mark(screen)
        token, shown_mark = (self.hand_prints.get(str(seat)) or ["", ""])[:2]
        if mark == (shown_mark if token == hand.token else hand.mark):
            return
        self.hand_prints[str(seat)] = [hand.token, mark]
        hook = {"app": hand.app, "token": hand.token, "expires": hand.expires_at}
        edit = {"hook": hook, "screen": screen_to_json(screen), "names": self.snap.names, "lang": hand.lang}
        self.caused.add((EDIT, edit))


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
