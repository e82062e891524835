"""`/games stats [@user]` and `/games leaderboard game:<name>`: counted results and ratings of this server
(engine/ratings.py), mixed into the `/games` cog. The leaderboard image is drawn in a worker process."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.language import player_lang, say
from cogs.workers import draw_leaderboard
from engine.ratings import leaderboard, player_stats
from engine.registry import get_game
from i18n import Msg, Text
from presenters import history as screens
from presenters.base import clip, title_of

if TYPE_CHECKING:
    from cogs.games import GamesCog


def rated_games(cog: GamesCog) -> list[str]:
    """The games with a Discord cog (the ones a server can have results of)."""
    return sorted(cog.bot.game_cogs)


class StatsCommands:
    """Mixed into `GamesCog`."""

    @app_commands.command(name="stats", description="Games, wins and ratings in this server (yours, or a member's).")
    @app_commands.describe(user="Whose statistics (default: yours).")
    async def stats(self: GamesCog, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        if interaction.guild_id is None:
            await self.reply(interaction, Msg("shared-not-in-server"))
            return
        who = user or interaction.user
        if who.bot:
            await self.reply(interaction, Msg("shared-stats-bot"))
            return
        found = player_stats(self.bot.store.conn, interaction.guild_id, who.id)
        titles: dict[str, Text] = {s.kind: title_of(get_game(s.kind)) for s in found.by_game}
        await self.reply(interaction, screens.stats_text(who.id, found, titles))

    @app_commands.command(name="leaderboard", description="The best rated players of a game in this server.")
    @app_commands.describe(game="Which game.")
    async def leaderboard(self: GamesCog, interaction: discord.Interaction, game: str) -> None:
        if interaction.guild_id is None:
            await self.reply(interaction, Msg("shared-not-in-server"))
            return
        kind = game.strip().lower()
        if kind not in rated_games(self):
            known = ", ".join(f"`{k}`" for k in rated_games(self))
            await self.reply(interaction, Msg("shared-leaderboard-unknown", game=game[:40], known=known))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        rows = leaderboard(self.bot.store.conn, interaction.guild_id, kind)
        screen = screens.leaderboard_screen(get_game(kind), rows)
        lang = player_lang(interaction)
        data = await self.bot.workers.call(draw_leaderboard, screen.images[0].view, lang)
        file = discord.File(io.BytesIO(data), filename=screen.images[0].filename)
        await interaction.followup.send(clip(say(interaction, screen.text)), file=file, ephemeral=True)

    @leaderboard.autocomplete("game")
    async def game_names(
        self: GamesCog, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        shown = [
            app_commands.Choice(name=say(interaction, title_of(get_game(kind)))[:100], value=kind)
            for kind in rated_games(self)
        ]
        return [c for c in shown if current.lower() in c.name.lower() or current.lower() in c.value][:25]
