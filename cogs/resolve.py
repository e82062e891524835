"""Which table a command or an autocomplete means: the one named, the one of this thread, or the user's only one."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.language import say
from engine.core import Game
from engine.store import DamagedTable, Store, TableRow
from engine.tables import DAMAGED, LOBBY, PLAYING, Tables, report_damaged
from i18n import Msg
from presenters.base import status_refusal, title_of

if TYPE_CHECKING:
    from bot import GameBot


def autocomplete_label(table: TableRow) -> Msg:
    status = Msg("shared-status", status=table.status)
    return Msg("shared-autocomplete-table", id=str(table.id), status=status, count=len(table.players))


class TableResolver:
    """Mixed into every game cog."""

    bot: GameBot
    store: Store
    tables: Tables
    game_name: str

    @property
    def game(self) -> Game:
        raise NotImplementedError

    async def refuse(self, interaction: discord.Interaction, message: str) -> None:
        raise NotImplementedError

    async def resolve(
        self,
        interaction: discord.Interaction,
        table_id: int | None,
        statuses: tuple[str, ...],
        player_only: bool = False,
    ) -> TableRow | None:
        """The table a command means, or None after a short refusal."""
        title = title_of(self.game)
        if table_id is not None:
            try:
                table = self.store.get_table(table_id)
            except DamagedTable as error:
                report_damaged(error)
                await self.refuse(interaction, DAMAGED)
                return None
            if table is None or table.kind != self.game_name:
                await self.refuse(interaction, Msg("shared-no-such-table", title=title, id=str(table_id)))
                return None
        else:
            candidates = self.candidates(interaction, statuses)
            if len(candidates) != 1:
                message = (
                    Msg("shared-several-tables", title=title, ids=", ".join(f"#{t.id}" for t in candidates))
                    if candidates
                    else Msg("shared-no-table-here", title=title, game=self.game_name)
                )
                await self.refuse(interaction, message)
                return None
            table = candidates[0]
        if self.elsewhere(interaction, table):
            await self.refuse(interaction, Msg("shared-no-such-table-here", title=title, id=str(table.id)))
            return None
        if table.status not in statuses:
            await self.refuse(interaction, status_refusal(table.status))
            return None
        if player_only and interaction.user.id not in table.seats:
            await self.refuse(interaction, Msg("shared-not-a-player"))
            return None
        return table

    def candidates(
        self, interaction: discord.Interaction, statuses: tuple[str, ...], latest_in_thread: bool = True
    ) -> list[TableRow]:
        """The tables a command without a game number may mean: this thread's, else the user's own."""
        in_thread = self.store.find_tables(
            "kind = ? and thread_id = ?", [self.game_name, interaction.channel_id], report_damaged
        )
        here = [t for t in in_thread if t.status in statuses]
        if not here and LOBBY in statuses:  # lobbies opened from this channel (each in a thread of its own)
            here = self.store.find_tables(
                "kind = ? and channel_id = ? and status = ?", [self.game_name, interaction.channel_id, LOBBY]
            )
        if not here and latest_in_thread:
            here = in_thread[-1:]  # so that e.g. `join` in a started game's thread says "already started"
        found = here or self.store.tables_of_user(interaction.user.id, statuses, kind=self.game_name)
        if len(found) > 1 and any(t.status == PLAYING for t in found):
            found = [t for t in found if t.status in (LOBBY, PLAYING)]
        return found

    @staticmethod
    def elsewhere(interaction: discord.Interaction, table: TableRow) -> bool:
        """A table of another server (or, in DMs, one the user does not play in)."""
        if interaction.guild_id:
            return table.guild_id != interaction.guild_id
        return interaction.user.id not in table.players

    def table_for_autocomplete(self, interaction: discord.Interaction) -> TableRow | None:
        """The running table an autocomplete means: the `game` option, this thread, or the user's only game."""
        named = getattr(interaction.namespace, "game", None)
        if isinstance(named, int):
            try:
                table = self.store.get_table(named)
            except DamagedTable:
                return None
            ok = table and table.kind == self.game_name and table.status == PLAYING
            return table if ok and not self.elsewhere(interaction, table) else None
        found = self.candidates(interaction, (PLAYING,), latest_in_thread=False)
        if len(found) > 1:  # several games: the one waiting for this user
            found = [t for t in found if interaction.user.id in self.tables.awaited_users(t, named=False)]
        return found[0] if len(found) == 1 else None

    async def table_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        mine = self.store.tables_of_user(interaction.user.id, kind=self.game_name)
        if interaction.guild_id:
            mine += [t for t in self.tables.open_lobbies(interaction.guild_id) if t.kind == self.game_name]
        seen: dict[int, TableRow] = {t.id: t for t in mine}
        choices = [
            app_commands.Choice(name=say(interaction, autocomplete_label(t))[:100], value=t.id)
            for t in seen.values()
            if current.strip("#") in str(t.id)
        ]
        return choices[:25]
