"""A sealed answer changed while its decision is open (issue 24 item 5): an early contribution not yet announced,
or a reaction window's play or pass while others still decide. The panel of a seat whose answer is sealed offers
"Change my answer"; pressing it asks the decision again on that panel only (the earlier answer stands until another
is given). Nothing public changes: who the thread waits for, the clock and the posts stay as they were.

A hand-limit discard is not here: it is face up and takes effect at once (engine/games/bsg/decisions.py
`sealed_answer`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.games.bsg import decisions as D
from i18n import Msg, Text
from presenters.screens import Act, Answer, Control, Refuse, Show
from presenters.snapshot import Snapshot

if TYPE_CHECKING:
    from presenters.bsg import BsgPresenter


def may_change(snap: Snapshot, seat: int) -> bool:
    """The seat's answer is sealed and it has not reopened it yet ("change" is its one legal action)."""
    return snap.playing and snap.legal(seat) == [D.CHANGE]


def changing(snap: Snapshot, seat: int) -> bool:
    """The seat reopened its sealed answer and is asked again on its panel."""
    return snap.playing and D.reopened(snap.state, seat)


def controls(presenter: BsgPresenter, snap: Snapshot, seat: int) -> list[Control]:
    if not may_change(snap, seat):
        return []
    label = Msg("bsg-label-change")
    return [presenter.button(snap.table.id, "change", str(seat), tag=presenter.seat_key(snap, seat), label=label)]


def note(snap: Snapshot, seat: int) -> list[Text]:
    """The panel's line while the seat's answer is sealed."""
    return [Msg("bsg-change-sealed")] if may_change(snap, seat) else []


def handle(presenter: BsgPresenter, snap: Snapshot, seat: int) -> Answer:
    """Pressing "Change my answer": reopen while the answer is still sealed; once the decision has moved on (or the
    answer was announced), nothing changes and the short answer says so."""
    if may_change(snap, seat):
        return Act(dict(D.CHANGE), clear=False)
    if changing(snap, seat):
        return Show(presenter.panel(snap, seat), edit=True)  # pressed twice: the question is on the panel already
    return Refuse(Msg("bsg-change-too-late"))
