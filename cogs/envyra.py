"""`/envyra …`: the game's descriptor and its own commands; what they show comes from `presenters/envyra.py`."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands

from cogs.descriptor import GameDescriptor, NewOption
from cogs.drawings import Renderer
from cogs.game_cog import GameCog
from engine.games.envyra import RULES
from engine.tables import PLAYING
from presenters.envyra import EnvyraPresenter
from presenters.screens import Show


class EnvyraCog(GameCog):
    """Envyra's own commands (the shared ones and `new` come from its descriptor, below)."""

    presenter: EnvyraPresenter

    @app_commands.command(name="resign", description="Resign from an Envyra game (you rank last; the game ends).")
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            prompt = self.presenter.resign_prompt
            await self.moves.answer_with(
                interaction, table.id, lambda snap, seat: Show(prompt(snap, seat)), private=True
            )

    resign.autocomplete("game")(GameCog.table_autocomplete)


DESCRIPTOR = GameDescriptor(
    rules=RULES,
    presenter=EnvyraPresenter,
    renderer=Renderer("renderers.envyra"),
    commands=EnvyraCog,
    description="Envyra: secret cubes, public races for tiles.",
    new_description="Open a new Envyra game in a thread of this channel.",
    options=(
        NewOption("simplified", bool, "One cube per round instead of one or two."),
        NewOption(
            "equilibrium",
            Literal["off", "A", "B", "C"],
            "Equilibrium expansion: off, A (public cards), B (a secret card each), C (both).",
        ),
        NewOption(
            "start_player",
            Literal["random", "1", "2", "3", "4"],
            "Who starts with the cone: random (default) or a seat number.",
        ),
        NewOption("round_limit", int, "End the game after this many rounds (0 = no limit, the default)."),
    ),
    catalogs=("envyra",),
)
