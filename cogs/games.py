"""`/games mine|open|dms|language|away|back|stats|leaderboard`: a player's games across all kinds, the server's open
lobbies, DMs, language; vacations (`away|back`, done by cogs/away.py) and ratings (`stats|leaderboard`, done by
cogs/stats.py) — the commands are defined here, on the cog class, and delegate to those two collaborators."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.autocomplete import as_choices
from cogs.away import Away
from cogs.delivery import is_dm_closed, tell
from cogs.language import player_lang, say, user_lang
from cogs.stats import Stats
from engine.registry import get_game
from engine.version import VERSION
from i18n import LANGS, ListOf, Msg, Text, cat, resolve_lang, tr
from i18n.catalog import warm as warm_catalogs
from presenters.base import clip, link, mention, title_of

if TYPE_CHECKING:
    from bot import GameBot

AUTO = "auto"


def language_list() -> Text:
    return ListOf(tuple(f"`{code}` ({tr(Msg('shared-language-name', lang=code), code)})" for code in LANGS))


class GamesCog(commands.GroupCog, group_name="games", group_description="Your games and open lobbies."):
    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.vacations = Away(bot)
        self.ratings = Stats(bot)
        super().__init__()

    @app_commands.command(name="away", description="Go on vacation: every clock of your games stops meanwhile.")
    @app_commands.describe(days="How many days (your yearly allowance is 21 days unless the server says otherwise).")
    async def away(self, interaction: discord.Interaction, days: int) -> None:
        await self.vacations.away(interaction, days)

    @app_commands.command(name="back", description="End your vacation early: your games' clocks run again.")
    async def back(self, interaction: discord.Interaction) -> None:
        await self.vacations.back(interaction)

    @app_commands.command(name="stats", description="Games, wins and ratings in this server (yours, or a member's).")
    @app_commands.describe(user="Whose statistics (default: yours).")
    async def stats(self, interaction: discord.Interaction, user: discord.User | None = None) -> None:
        await self.ratings.stats(interaction, user)

    @app_commands.command(name="leaderboard", description="The best rated players of a game in this server.")
    @app_commands.describe(game="Which game.")
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        await self.ratings.leaderboard(interaction, game)

    @leaderboard.autocomplete("game")
    async def game_names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return self.ratings.game_names(interaction, current)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Once serving, every language's catalog is loaded in a thread (start-up itself loads none of them, and this
        waits until the start has caught up: `GameBot.wait_until_serving`)."""
        await self.bot.wait_until_serving()
        await asyncio.to_thread(warm_catalogs)

    @app_commands.command(name="mine", description="List the games you are in, with links.")
    async def mine(self, interaction: discord.Interaction) -> None:
        tables = self.bot.store.tables_of_user(interaction.user.id)
        lines: list[Text] = []
        for table in tables:
            turn = interaction.user.id in self.bot.tables.awaited_users(table)
            key = "shared-mine-line-turn" if turn else "shared-mine-line"
            status = Msg("shared-status", status=table.status)
            title = title_of(get_game(table.kind))
            lines.append(Msg(key, title=title, id=str(table.id), status=status, link=link(table)))
        text = cat(lines) if lines else Msg("shared-mine-none")
        await interaction.response.send_message(clip(say(interaction, text)), ephemeral=True)

    @app_commands.command(name="dms", description="Check that I can send you direct messages (and try again).")
    async def dms(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        self.bot.tables.dms_retry(interaction.user.id)
        try:
            await interaction.user.send(tr(Msg("shared-dms-test"), user_lang(self.bot.store, interaction.user.id)))
        except discord.HTTPException as error:
            if is_dm_closed(error):
                self.bot.tables.dms_refused(interaction.user.id)
            await interaction.followup.send(say(interaction, Msg("shared-dms-still-closed")), ephemeral=True)
            return
        await interaction.followup.send(say(interaction, Msg("shared-dms-open")), ephemeral=True)

    @app_commands.command(name="about", description="About this bot: its version, its games and its licence.")
    async def about(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)  # a language's first use loads its catalog
        games = ListOf(tuple(title_of(get_game(kind)) for kind in self.bot.game_cogs))
        text = Msg("shared-about", version=VERSION, games=games)
        await interaction.followup.send(say(interaction, text), ephemeral=True)

    @app_commands.command(name="open", description="List the open lobbies in this server.")
    async def open(self, interaction: discord.Interaction) -> None:
        if interaction.guild_id is None:
            await interaction.response.send_message(say(interaction, Msg("shared-not-in-server")), ephemeral=True)
            return
        lines: list[Text] = []
        for table in self.bot.tables.open_lobbies(interaction.guild_id):
            game = get_game(table.kind)
            lines.append(
                Msg(
                    "shared-open-line",
                    title=title_of(game),
                    id=str(table.id),
                    count=len(table.players),
                    max=game.max_players,
                    host=mention(table.host_id),
                    link=link(table),
                )
            )
        text = cat(lines) if lines else Msg("shared-open-none")
        await interaction.response.send_message(clip(say(interaction, text)), ephemeral=True)

    @app_commands.command(
        name="language", description="Choose the language I use with you (ephemeral replies and direct messages)."
    )
    @app_commands.describe(code="en, cs, sk or pl; auto follows your Discord client.")
    async def language(self, interaction: discord.Interaction, code: str | None = None) -> None:
        """Without a code: the current language and the list. `auto`: follow the Discord client again."""
        store = self.bot.store
        if code is None:
            lang = Msg("shared-language-name", lang=player_lang(interaction))
            await tell(interaction, Msg("shared-language-current", lang=lang, langs=language_list()))
            return
        if code.strip().lower() == AUTO:
            store.set_user_language(interaction.user.id, language="")
            lang = Msg("shared-language-name", lang=player_lang(interaction))
            await tell(interaction, Msg("shared-language-auto", lang=lang))
            return
        chosen = resolve_lang(code) if code.strip().lower() in LANGS else None
        if chosen is None:
            await tell(interaction, Msg("shared-language-unknown", code=code[:20], langs=language_list()))
            return
        store.set_user_language(interaction.user.id, language=chosen)
        await tell(interaction, Msg("shared-language-set"))

    @language.autocomplete("code")
    async def language_codes(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        names = [(f"{code} — {tr(Msg('shared-language-name', lang=code), code)}", code) for code in LANGS]
        named = [*names, (say(interaction, Msg("shared-choice-auto")), AUTO)]
        return as_choices((name, code) for name, code in named if current.lower() in name.lower())


async def setup(bot: GameBot) -> None:
    await bot.add_cog(GamesCog(bot))
