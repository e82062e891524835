"""`/hieroglyphs …`: the game's descriptor and its own commands; what they show comes from
`presenters/hieroglyphs.py`."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands

from cogs.autocomplete import as_choices
from cogs.descriptor import GameDescriptor, NewOption, decision_hours
from cogs.drawings import Renderer
from cogs.game_cog import GameCog
from cogs.language import player_lang
from engine.games.hieroglyphs import RULES
from engine.tables import PLAYING
from presenters.hieroglyphs import HieroglyphsPresenter


class HieroglyphsCog(GameCog):
    """Hieroglyphs' own commands (the shared ones and `new` come from its descriptor, below)."""

    presenter: HieroglyphsPresenter

    @app_commands.command(name="play", description="Drop one of your cards into a column (privately).")
    @app_commands.describe(card="A card from your hand.", column="Column 1–7 (left to right).")
    async def play_cmd(
        self,
        interaction: discord.Interaction,
        card: str,
        column: app_commands.Range[int, 1, 7],
        game: int | None = None,
    ) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table:
            action = {"type": "drop", "card": card, "column": column}  # any spelling: the presenter makes it exact
            await self.moves.answer_with(
                interaction, table.id, lambda snap, seat: self.presenter.typed(snap, seat, action)
            )

    @app_commands.command(name="curse", description="Curse race: send three cells in a line, e.g. 2,1 3,2 4,3.")
    @app_commands.describe(cells="Three cells as column,row (row 1 at the bottom), e.g. 2,1 3,2 4,3.")
    async def curse_cmd(self, interaction: discord.Interaction, cells: str, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table:
            answer = self.presenter.curse_answer
            await self.moves.answer_with(interaction, table.id, lambda snap, seat: answer(snap, seat, cells))

    @play_cmd.autocomplete("card")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        table = self.resolver.table_for_autocomplete(interaction)
        seat = table.seat_of(interaction.user.id) if table else None
        if table is None or seat is None:
            return []
        choices = self.presenter.card_choices(self.presenter.snapshot(table), seat, current, player_lang(interaction))
        return as_choices(choices)

    play_cmd.autocomplete("game")(GameCog.table_autocomplete)
    curse_cmd.autocomplete("game")(GameCog.table_autocomplete)


DESCRIPTOR = GameDescriptor(
    rules=RULES,
    presenter=HieroglyphsPresenter,
    renderer=Renderer("renderers.hieroglyphs"),
    commands=HieroglyphsCog,
    description="Hieroglyphs: drop animal cards into a wall.",
    new_description="Open a new Hieroglyphs game (2–4 players) in a thread.",
    options=(
        NewOption(
            "curse",
            bool,
            "Pharaoh's Curse variant: curse cards start a race to find 3 animals in a line.",
            key="pharaohs_curse",
        ),
        NewOption(
            "curse_minutes",
            app_commands.Range[int, 1, 1440],
            "Minutes a curse race lasts (1–1440, default 10).",
            key="curse_time_limit_s",
            scale=60,
        ),
        NewOption(
            "curse_attempts",
            app_commands.Range[int, 1, 20],
            "Wrong curse answers allowed per player and curse (1–20, default 3).",
            key="curse_max_wrong_attempts",
        ),
        NewOption(
            "sphinx",
            bool,
            "Eyes of the Sphinx variant: exactly two of an animal on a line through the new card make a pair.",
            key="eyes_of_the_sphinx",
        ),
        NewOption(
            "start_player", Literal["random", "1", "2", "3", "4"], "Who starts: random (default) or a seat number."
        ),
        decision_hours(
            "decision_hours",
            168,
            "Hours before an unanswered decision gets its default (0 = never, the default).",
            low=0,
        ),
    ),
    catalogs=("hieroglyphs",),
)
