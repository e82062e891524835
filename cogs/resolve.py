"""Which table a command or an autocomplete means: the one named, the one of this thread, or the user's only one."""

from __future__ import annotations

from functools import lru_cache

import discord
from discord import app_commands

from cogs.autocomplete import as_choices
from cogs.language import player_lang
from cogs.parts import CogPart
from engine.store import DamagedTable, TableRow
from engine.tables import DAMAGED, LOBBY, PLAYING, report_damaged
from i18n import Msg, tr
from presenters.base import clip, status_refusal, title_of
from presenters.discord_limits import AUTOCOMPLETE_CHOICES
from presenters.labels import OPTION_LABEL


def autocomplete_label(table: TableRow) -> Msg:
    return label_msg(str(table.id), table.status, len(table.players))


def label_msg(table_id: str, status: str, count: int) -> Msg:
    return Msg("shared-autocomplete-table", id=table_id, status=Msg("shared-status", status=status), count=count)


_ID = "\x00"  # stands for the table's number in a cached label (inserted verbatim: never in a catalog's text)


@lru_cache(maxsize=512)
def _label_pattern(lang: str, status: str, count: int) -> str:
    return tr(label_msg(_ID, status, count), lang)


def choice_label(lang: str, table_id: int, status: str, count: int) -> str:
    """`autocomplete_label` of such a table in `lang`, cut to Discord's 100 characters (translated once per
    language, status and player count)."""
    return clip(_label_pattern(lang, status, count).replace(_ID, str(table_id)), OPTION_LABEL)


class TableResolver(CogPart):
    """Held by every game cog (`cog.resolver`)."""

    async def resolve(
        self,
        interaction: discord.Interaction,
        table_id: int | None,
        statuses: tuple[str, ...],
        player_only: bool = False,
    ) -> TableRow | None:
        """The table a command means, or None after a short refusal."""
        title = title_of(self.cog.game)
        if table_id is not None:
            try:
                table = self.store.get_table(table_id)
            except DamagedTable as error:
                report_damaged(error)
                await self.moves.refuse(interaction, DAMAGED)
                return None
            if table is None or table.kind != self.cog.game_name:
                await self.moves.refuse(interaction, Msg("shared-no-such-table", title=title, id=str(table_id)))
                return None
        else:
            candidates = self.candidates(interaction, statuses)
            if len(candidates) != 1:
                message = (
                    Msg("shared-several-tables", title=title, ids=", ".join(f"#{t.id}" for t in candidates))
                    if candidates
                    else Msg("shared-no-table-here", title=title, game=self.cog.game_name)
                )
                await self.moves.refuse(interaction, message)
                return None
            table = candidates[0]
        if self.elsewhere(interaction, table):
            await self.moves.refuse(interaction, Msg("shared-no-such-table-here", title=title, id=str(table.id)))
            return None
        if table.status not in statuses:
            await self.moves.refuse(interaction, status_refusal(table.status))
            return None
        if player_only and interaction.user.id not in table.seats:
            await self.moves.refuse(interaction, Msg("shared-not-a-player"))
            return None
        return table

    def candidates(
        self, interaction: discord.Interaction, statuses: tuple[str, ...], latest_in_thread: bool = True
    ) -> list[TableRow]:
        """The tables a command without a game number may mean: this thread's, else the user's own."""
        in_thread = self.store.find_tables(
            "kind = ? and thread_id = ?", [self.cog.game_name, interaction.channel_id], report_damaged
        )
        here = [t for t in in_thread if t.status in statuses]
        if not here and LOBBY in statuses:  # lobbies opened from this channel (each in a thread of its own)
            here = self.store.find_tables(
                "kind = ? and channel_id = ? and status = ?", [self.cog.game_name, interaction.channel_id, LOBBY]
            )
        if not here and latest_in_thread:
            here = in_thread[-1:]  # so that e.g. `join` in a started game's thread says "already started"
        found = here or self.store.tables_of_user(interaction.user.id, statuses, kind=self.cog.game_name)
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
            ok = table and table.kind == self.cog.game_name and table.status == PLAYING
            return table if ok and not self.elsewhere(interaction, table) else None
        found = self.candidates(interaction, (PLAYING,), latest_in_thread=False)
        if len(found) > 1:  # several games: the one waiting for this user
            found = [t for t in found if interaction.user.id in self.tables.awaited_users(t, named=False)]
        return found[0] if len(found) == 1 else None

    async def table_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The user's lobbies and games of this game, then the server's other open lobbies, whose number contains what
        was typed (as many as Discord shows): read from indexed columns, no table decoded."""
        found = self.store.table_choices(
            interaction.user.id, self.cog.game_name, interaction.guild_id, current.strip("#"), AUTOCOMPLETE_CHOICES
        )
        lang = player_lang(interaction) if found else ""
        return as_choices((choice_label(lang, i, status, count), i) for i, status, count in found)
