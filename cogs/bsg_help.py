"""`HelpPoll`, mixed into the BSG cog: the public "how much can you help?" poll before a skill check's contributions
(engine/bsg_help.py for its rules, presenters/bsg_help.py for its screen). It opens with the check (bots answer at
once), each player's button press is stored with an edit of the poll, and it closes (buttons gone, answers kept) once
the first contribution is public or the check is over. Stored in `meta.bsg_poll`, so it survives restarts.
"""

from __future__ import annotations

from typing import Any

import discord

from cogs.language import table_lang
from engine.bsg_help import ANSWERS, answered, bot_answer, poll_open
from engine.core import IllegalMove
from engine.outbox import EDIT
from engine.store import TableRow
from engine.tables import PLAYING, Consequences
from i18n import Msg, Text
from presenters import bsg_help as shown
from presenters.controls import ControlRef
from presenters.screens import screen_to_json

Rows = list[tuple[str, dict[str, Any]]]


class HelpPoll:
    """The poll's rows with every move, and its buttons."""

    tables: Any
    presenter: Any
    game: Any
    post_row: Any
    seat_change: Any

    def poll_edit(self, table: TableRow, poll: dict[str, Any], still_open: bool) -> tuple[str, dict[str, Any]]:
        screen = shown.poll_screen(self.presenter, table, poll, still_open)
        return EDIT, {"message": poll.get("message"), "screen": screen_to_json(screen), "names": [],
                      "lang": table_lang(table)}  # fmt: skip

    def help_poll_rows(self, table: TableRow, rows: Rows, notes: dict[str, Any]) -> None:
        """After a move: open a poll when a skill check begins (with the bots' answers), close one once the first
        contribution is public or the check is over."""
        poll = table.meta.get("bsg_poll") or {}
        now = table.status == PLAYING and poll_open(self.game, table.state)
        if poll.get("open") and not now:
            rows.append(self.poll_edit(table, poll, still_open=False))
            notes["bsg_poll"] = {**poll, "open": False}
        elif now and not poll.get("open"):
            assert table.state is not None
            bots = [s for s in range(len(table.seats)) if self.tables.bot_level(table, s) is not None]
            fresh = {"open": True, "answers": {str(s): bot_answer(table.state, s) for s in bots}}
            rows.append(self.post_row(table, shown.poll_screen(self.presenter, table, fresh, still_open=True)))
            notes["bsg_poll"] = {**fresh, "message": {"ref": len(rows) - 1}}

    async def on_poll_control(self, interaction: discord.Interaction, ref: ControlRef) -> None:
        """A player's answer (changeable while the poll is open); a closed poll refuses privately."""
        user_id, answer = interaction.user.id, ref.rest

        def change(table: TableRow) -> Text | None:
            poll = table.meta.get("bsg_poll") or {}
            seat = table.seat_of(user_id)
            if answer not in ANSWERS or seat is None or not poll.get("open") or not poll_open(self.game, table.state):
                raise IllegalMove(Msg("bsg-help-closed"))
            new = answered(poll, seat, answer)
            self.tables.record(table, Consequences([self.poll_edit(table, new, still_open=True)], {"bsg_poll": new}))
            return shown.noted(answer)

        await self.seat_change(interaction, ref.table_id, change)
