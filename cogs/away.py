"""`/games away days:N` and `/games back`: a vacation pauses every clock of the player's running games (each table
is told, nothing about the game revealed) and nobody is reminded meanwhile; a yearly allowance per player.

Held by `GamesCog` (`cog.vacations`). The rules are in `engine/seats.py`; the vacation and every table's pause and
notice are one transaction, taken under the locks of all the player's tables (in id order).
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any

import discord

from cogs.delivery import tell
from cogs.language import say
from cogs.seats import seat_rules
from engine.core import IllegalMove
from engine.seats import away_reason, runs_when_lifted
from engine.store import TableRow
from engine.tables import PLAYING, Consequences
from i18n import Msg, reason
from presenters import seats as shown
from presenters.base import clip
from presenters.consequences import post_row
from presenters.screens import Screen

if TYPE_CHECKING:
    from bot import GameBot


class Away:
    """Vacations, held by `GamesCog` (the `/games` group) as `cog.vacations`."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def away(self, interaction: discord.Interaction, days: int) -> None:
        """`/games away`."""
        rules = seat_rules(self.bot.tables)
        user_id = interaction.user.id
        try:
            rules.check_away(user_id, days)
        except IllegalMove as error:
            await tell(interaction, reason(error))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        until = rules.now() + days * 86400.0

        def notices(tables: list[TableRow]) -> list[tuple[TableRow, Consequences]]:
            return [(t, self.notice(t, shown.away_notice(t, user_id, until))) for t in tables]

        try:
            tables = await self.with_tables(user_id, None, lambda ts: rules.go_away(user_id, days, notices(ts)))
        except IllegalMove as error:
            await interaction.followup.send(clip(say(interaction, reason(error))), ephemeral=True)
            return
        text = Msg("shared-away-set", until=f"<t:{int(until)}:f>", games=len(tables), left=rules.days_left(user_id))
        await interaction.followup.send(clip(say(interaction, text)), ephemeral=True)

    async def back(self, interaction: discord.Interaction) -> None:
        """`/games back`."""
        rules = seat_rules(self.bot.tables)
        user_id = interaction.user.id
        if rules.away_until(user_id) is None:
            await tell(interaction, Msg("shared-away-not-away"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)

        def notices(tables: list[TableRow]) -> list[tuple[TableRow, Consequences]]:
            out = []
            for table in tables:
                running = runs_when_lifted(table, away_reason(user_id))
                out.append((table, self.notice(table, shown.away_over_notice(table, user_id, running))))
            return out

        try:
            await self.with_tables(user_id, rules.paused_for, lambda ts: rules.end_away(user_id, notices(ts)))
        except IllegalMove as error:
            await interaction.followup.send(clip(say(interaction, reason(error))), ephemeral=True)
            return
        text = Msg("shared-away-ended", left=rules.days_left(user_id))
        await interaction.followup.send(clip(say(interaction, text)), ephemeral=True)

    # -- helpers --------------------------------------------------------------------------------------------
    async def with_tables(self, user_id: int, pick: Any, change: Any) -> list[TableRow]:
        """Under the locks of the player's running tables: read them afresh, `change` them (one transaction), then
        deliver each table's notice."""
        heads = self.bot.store.tables_of_user(user_id, (PLAYING,))
        async with contextlib.AsyncExitStack() as stack:  # every table's session, in id order (no deadlock)
            sessions = [
                await stack.enter_async_context(self.bot.game_cogs[t.kind].moves.session(t.id))
                for t in sorted(heads, key=lambda t: t.id)
                if t.kind in self.bot.game_cogs
            ]
            tables = [s.table for s in sessions]
            tables = [t for t in tables if t.status == PLAYING and user_id in t.seats]
            if pick is not None:
                tables = pick(user_id, tables)
            change(tables)  # one transaction for all of them (engine/seats.py)
            for s in sessions:
                if any(s.table is t for t in tables):
                    s.stored()  # each session delivers its table's notice on the way out
        return tables

    @staticmethod
    def notice(table: TableRow, text: Any) -> Consequences:
        return Consequences([post_row(table, Screen(text))])
