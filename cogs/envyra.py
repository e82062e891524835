"""`/envyra …`: the game's commands; what they show comes from `presenters/envyra.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands

from cogs.game_cog import GameCog
from cogs.workers import LazyModule
from engine.tables import PLAYING
from presenters.envyra import EnvyraPresenter
from presenters.screens import Show

if TYPE_CHECKING:
    from bot import GameBot


class EnvyraCog(GameCog, group_name="envyra", group_description="Envyra: secret cubes, public races for tiles."):
    game_name = "envyra"
    presenter_class = EnvyraPresenter
    presenter: EnvyraPresenter
    renderer = LazyModule("renderers.envyra")

    @app_commands.command(name="new", description="Open a new Envyra game in a thread of this channel.")
    @app_commands.describe(
        simplified="One cube per round instead of one or two.",
        equilibrium="Equilibrium expansion: off, A (public cards), B (a secret card each), C (both).",
        seat_order="random (default) or join order.",
        start_player="Who starts with the cone: random (default) or a seat number.",
        round_limit="End the game after this many rounds (0 = no limit, the default).",
        reminder_hours="Hours before the first reminder to a player who must act (1–168, default 12).",
        turn_hours="Turn clock in hours (0 = none, up to 336); default none for 2 players, 48 otherwise.",
        timeouts_allowed="Timeouts in a row before the others vote on the seat (1–10, default 2).",
        bots="Bot players to seat now (the lobby's Add bot button adds more).",
        level="How well the bots play: easy, normal (default) or hard.",
        language="Language of the game thread and images (default: the server's language).",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        simplified: bool | None = None,
        equilibrium: Literal["off", "A", "B", "C"] | None = None,
        seat_order: Literal["random", "join"] | None = None,
        start_player: Literal["random", "1", "2", "3", "4"] | None = None,
        round_limit: int | None = None,
        reminder_hours: int | None = None,
        turn_hours: int | None = None,
        timeouts_allowed: int | None = None,
        bots: app_commands.Range[int, 0, 7] | None = None,
        level: Literal["easy", "normal", "hard"] | None = None,
        language: Literal["en", "cs", "sk", "pl"] | None = None,
    ) -> None:
        options = {
            "simplified": simplified,
            "equilibrium": equilibrium,
            "seat_order": seat_order,
            "start_player": start_player,
            "round_limit": round_limit,
            "reminder_hours": reminder_hours,
            "turn_hours": turn_hours,
            "timeouts_allowed": timeouts_allowed,
            "bots": bots,
            "bot_level": level,
            "language": language,
        }
        await self.create_table(interaction, options)

    @app_commands.command(name="resign", description="Resign from an Envyra game (you rank last; the game ends).")
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            prompt = self.presenter.resign_prompt
            await self.answer_with(interaction, table.id, lambda snap, seat: Show(prompt(snap, seat)), private=True)

    resign.autocomplete("game")(GameCog.table_autocomplete)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(EnvyraCog(bot))
