"""The thread's "how much can you help?" poll before a BSG skill check (engine/bsg_help.py): public table talk, by
name, with a button per answer while it is open (texts `bsg-help-…` in locales/*/bsg_table.ftl)."""

from __future__ import annotations

from engine.bsg_help import ANSWERS, HelpPoll, tallies
from engine.store import TableRow
from i18n import Msg, Text, cat
from presenters.base import Presenter, commas
from presenters.bsg_names import named
from presenters.screens import Screen
from presenters.seats import POLL

STYLES = {"none": "secondary", "little": "primary", "lot": "success"}


def poll_screen(presenter: Presenter, table: TableRow, poll: HelpPoll, still_open: bool) -> Screen:
    """The poll as the thread shows it: who said what (by name), with its buttons while it is open."""
    by_answer = tallies(poll.answers)
    lines: list[Text] = [Msg("bsg-help-poll" if still_open else "bsg-help-poll-closed")]
    for answer in ANSWERS:
        names = commas([named(table, table.seats[s]) for s in by_answer[answer]]) if by_answer[answer] else "—"
        lines.append(Msg("bsg-help-line", answer=answer, players=names))
    controls = (
        [
            presenter.button(table.id, POLL, answer, label=Msg("bsg-help-answer", answer=answer), style=STYLES[answer])
            for answer in ANSWERS
        ]
        if still_open
        else []
    )
    return Screen(cat(lines), controls=controls)


def noted(answer: str) -> Text:
    return Msg("bsg-help-noted", answer=answer)
