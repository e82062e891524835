"""`HelpPoll`, held by the BSG cog (`cog.poll`, named by its descriptor): the buttons of the public "how much can
you help?" poll before a skill check's contributions (engine/bsg_help.py for its rules, presenters/bsg_help.py for
its screen; it opens and closes with the moves, by BSG's `help_poll` policy in presenters/bsg_panels.py). Each
player's button press is stored with an edit of the poll. Stored in the table's record
(`BsgRecord.poll`), so it survives restarts.
"""

from __future__ import annotations

from dataclasses import replace

import discord

from cogs.parts import CogPart
from engine.bsg_help import ANSWERS, answered, poll_open
from engine.core import IllegalMove
from engine.store import TableRow
from engine.table_record import Notes
from engine.tables import Consequences
from i18n import Msg, Text
from presenters import bsg_help as shown
from presenters.bsg_panels import poll_edit
from presenters.bsg_record import BsgRecord
from presenters.controls import ControlRef


class HelpPoll(CogPart):
    """The poll's buttons."""

    async def on_poll_control(self, interaction: discord.Interaction, ref: ControlRef) -> None:
        """A player's answer (changeable while the poll is open); a closed poll refuses privately."""
        user_id, answer = interaction.user.id, ref.rest

        def change(table: TableRow) -> Text | None:
            noted = BsgRecord.of(table.record)
            poll = noted.poll
            seat = table.seat_of(user_id)
            if answer not in ANSWERS or seat is None or not poll.open or not poll_open(self.cog.game, table.state):
                raise IllegalMove(Msg("bsg-help-closed"))
            new = answered(poll, seat, answer)
            edit = poll_edit(self.presenter, table, new, still_open=True)
            self.tables.record(table, Consequences([edit], Notes(game=replace(noted, poll=new))))
            return shown.noted(answer)

        await self.cog.seats.seat_change(interaction, ref.table_id, change)
