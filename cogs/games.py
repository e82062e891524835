"""`/games mine` and `/games open`: a player's games across all kinds, and the server's open lobbies."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.delivery import is_dm_closed
from engine.registry import get_game
from presenters import texts
from presenters.base import clip, link, mention

if TYPE_CHECKING:
    from bot import GameBot


class GamesCog(commands.GroupCog, group_name="games", group_description="Your games and open lobbies."):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="mine", description="List the games you are in, with links.")
    async def mine(self, interaction: discord.Interaction) -> None:
        tables = self.bot.store.tables_of_user(interaction.user.id)
        lines = []
        for table in tables:
            turn = interaction.user.id in self.bot.tables.awaited_users(table)
            lines.append(
                texts.MINE_LINE.format(
                    title=get_game(table.kind).title,
                    id=table.id,
                    status=texts.STATUS[table.status],
                    link=link(table),
                    turn=texts.MINE_YOUR_TURN if turn else "",
                )
            )
        await interaction.response.send_message(clip("\n".join(lines) or texts.MINE_NONE), ephemeral=True)

    @app_commands.command(name="dms", description="Check that I can send you direct messages (and try again).")
    async def dms(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        self.bot.tables.dms_retry(interaction.user.id)
        try:
            await interaction.user.send(texts.DMS_TEST)
        except discord.HTTPException as error:
            if is_dm_closed(error):
                self.bot.tables.dms_refused(interaction.user.id)
            await interaction.followup.send(texts.DMS_STILL_CLOSED, ephemeral=True)
            return
        await interaction.followup.send(texts.DMS_OPEN, ephemeral=True)

    @app_commands.command(name="open", description="List the open lobbies in this server.")
    async def open(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            await interaction.response.send_message(texts.NOT_IN_SERVER, ephemeral=True)
            return
        lines = []
        for table in self.bot.tables.open_lobbies(interaction.guild_id):
            game = get_game(table.kind)
            lines.append(
                texts.OPEN_LINE.format(
                    title=game.title,
                    id=table.id,
                    count=len(table.players),
                    max=game.max_players,
                    host=mention(table.host_id),
                    link=link(table),
                )
            )
        await interaction.response.send_message(clip("\n".join(lines) or texts.OPEN_NONE), ephemeral=True)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(GamesCog(bot))
