"""`/games stats [@user]` and `/games leaderboard game:<name>`: counted results and ratings of this server
(engine/ratings.py), held by the `/games` cog (`cog.ratings`). The leaderboard image is drawn in a worker process."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from cogs.autocomplete import as_choices
from cogs.delivery import tell
from cogs.language import player_lang, say
from cogs.workers import draw_leaderboard
from engine import ratings
from engine.ratings import player_stats
from engine.registry import get_game
from i18n import Msg, Text
from presenters import history as screens
from presenters.base import clip, title_of

if TYPE_CHECKING:
    from bot import GameBot


def rated_games(cog: Stats) -> list[str]:
    """The games with a Discord cog (the ones a server can have results of)."""
    return sorted(cog.bot.game_cogs)


class Stats:
    """Held by `GamesCog` (`cog.ratings`)."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def stats(self, interaction: discord.Interaction, user: discord.User | None) -> None:
        """`/games stats`."""
        if interaction.guild_id is None:
            await tell(interaction, Msg("shared-not-in-server"))
            return
        who = user or interaction.user
        if who.bot:
            await tell(interaction, Msg("shared-stats-bot"))
            return
        found = player_stats(self.bot.store, interaction.guild_id, who.id)
        titles: dict[str, Text] = {s.kind: title_of(get_game(s.kind)) for s in found.by_game}
        await tell(interaction, screens.stats_text(who.id, found, titles))

    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        """`/games leaderboard`."""
        if interaction.guild_id is None:
            await tell(interaction, Msg("shared-not-in-server"))
            return
        kind = game.strip().lower()
        if kind not in rated_games(self):
            known = ", ".join(f"`{k}`" for k in rated_games(self))
            await tell(interaction, Msg("shared-leaderboard-unknown", game=game[:40], known=known))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        rows = ratings.leaderboard(self.bot.store, interaction.guild_id, kind)
        screen = screens.leaderboard_screen(get_game(kind), rows)
        lang = player_lang(interaction)
        data = await self.bot.workers.call(draw_leaderboard, screen.images[0].view, lang)
        file = discord.File(io.BytesIO(data), filename=screen.images[0].filename)
        await interaction.followup.send(clip(say(interaction, screen.text)), file=file, ephemeral=True)

    def game_names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        typed = current.lower()
        named = [(say(interaction, title_of(get_game(kind))), kind) for kind in rated_games(self)]
        return as_choices((name, kind) for name, kind in named if typed in name.lower() or typed in kind)
