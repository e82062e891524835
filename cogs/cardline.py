"""`/cardline …`: the game's descriptor, its own commands and their autocomplete; what they show comes from
`presenters/cardline.py`.

Cardline has no secrets (hands are public by name, values hidden from everyone), so there are no DMs: the thread's
turn message carries the menus, `/cardline hand` shows them privately, `/cardline place` plays in one command.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs.autocomplete import as_choices
from cogs.descriptor import GameDescriptor, NewOption
from cogs.drawings import Renderer
from cogs.game_cog import GameCog
from cogs.language import player_lang
from engine.games.cardline import RULES
from engine.tables import PLAYING
from presenters.cardline import CardlinePresenter
from presenters.screens import Show
from presenters.snapshot import Snapshot


class CardlineCog(GameCog):
    """Cardline's own commands (the shared ones and `new` come from its descriptor, below)."""

    presenter: CardlinePresenter

    @app_commands.command(name="place", description="Place one of your cards into a gap of the line.")
    @app_commands.describe(
        card="A card from your hand (start typing a country).",
        gap="The gap number: 0 is left of everything, the highest right of everything.",
        game="Game number (defaults to the game of this thread).",
    )
    async def place_cmd(self, interaction: discord.Interaction, card: str, gap: int, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:  # the engine refuses a card not held, a gap out of range or a move out of turn
            action = {"type": "place", "card": card, "gap": gap}  # a name, code or hand position: made exact
            await self.moves.answer_with(
                interaction, table.id, lambda snap, seat: self.presenter.typed(snap, seat, action)
            )

    @app_commands.command(name="resign", description="Leave the game for good (asks you to confirm).")
    @app_commands.describe(game="Game number (defaults to the game of this thread).")
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            prompt = self.presenter.resign_prompt
            await self.moves.answer_with(interaction, table.id, lambda snap, seat: Show(prompt(snap)), private=True)

    for _cmd in (place_cmd, resign):
        _cmd.autocomplete("game")(GameCog.table_autocomplete)
    del _cmd

    # ===================================================================== autocomplete
    def playing_snapshot(self, interaction: discord.Interaction) -> Snapshot | None:
        table = self.resolver.table_for_autocomplete(interaction)
        snap = self.presenter.snapshot(table) if table is not None else None
        return snap if snap is not None and snap.playing else None

    @place_cmd.autocomplete("card")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        snap = self.playing_snapshot(interaction)
        seat = snap.seat_of(interaction.user.id) if snap else None
        if snap is None or seat is None:
            return []
        lang = player_lang(interaction)
        return as_choices(self.presenter.card_choices(snap, seat, current, lang))

    @place_cmd.autocomplete("gap")
    async def gap_autocomplete(self, interaction: discord.Interaction, current: Any) -> list[app_commands.Choice[int]]:
        snap = self.playing_snapshot(interaction)
        if snap is None:
            return []
        choices = self.presenter.gap_choices(snap, str(current or ""), player_lang(interaction))
        return as_choices(choices)


DESCRIPTOR = GameDescriptor(
    rules=RULES,
    presenter=CardlinePresenter,
    renderer=Renderer("renderers.cardline"),
    commands=CardlineCog,
    description="Cardline: Globetrotter — place countries on a line by a hidden value.",
    new_description="Open a new Cardline game (2–8 players) in a thread of this channel.",
    options=(
        NewOption(
            "characteristic",
            str,
            "The hidden value: area, population (default), gdp or co2_per_capita.",
            autocomplete="characteristic_choices",
        ),
        NewOption(
            "deck_size",
            str,
            "Countries in the deck: a number (default 110) or `all`.",
            autocomplete="deck_size_choices",
        ),
        NewOption("hand_size", app_commands.Range[int, 1, 10], "Cards each player starts with (1–10, default 4)."),
        NewOption(
            "start_player",
            str,
            "Who plays first: `random` (default) or a seat number.",
            autocomplete="start_player_choices",
        ),
    ),
    catalogs=("cardline",),
)
