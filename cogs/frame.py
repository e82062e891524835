"""`/frame …`: the game's descriptor, its own commands and their autocomplete; what they show comes from
`presenters/frame.py`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

import discord
from discord import app_commands

from cogs.autocomplete import as_choices
from cogs.descriptor import GameDescriptor, NewOption, decision_hours
from cogs.drawings import Renderer
from cogs.game_cog import GameCog
from cogs.language import player_lang
from engine.games.frame import RULES
from engine.tables import FINISHED, PLAYING
from i18n import tr
from presenters.frame import FramePresenter, PlaceOptions
from presenters.screens import Choice, Refuse
from presenters.snapshot import Snapshot

Options = Callable[[Snapshot, int], list[Choice]]


class FrameCog(GameCog):
    """Frame's own commands (the shared ones and `new` come from its descriptor, below)."""

    presenter: FramePresenter

    # ===================================================================== commands
    @app_commands.command(
        name="place",
        description="Place one of your tiles: choose tile, orientation and cell, then confirm on a preview.",
    )
    @app_commands.describe(
        tile="One of your remaining tiles (only those that fit somewhere are offered).",
        orientation="Rotation, and 'flipped' for the mirror image (only orientations that fit are offered).",
        anchor="Bottom-left cell of the tile's bounding box (only legal cells are offered).",
        cells="Or the exact cells, e.g. c2 c3 d3 e3; alone, they name the tile by its shape.",
        game="Game number (defaults to the game of this thread).",
    )
    async def place_cmd(
        self,
        interaction: discord.Interaction,
        tile: str | None = None,
        orientation: str | None = None,
        anchor: str | None = None,
        cells: str | None = None,
        game: int | None = None,
    ) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            place = self.presenter.place_command
            await self.moves.answer_with(
                interaction,
                table.id,
                lambda snap, seat: place(snap, seat, PlaceOptions(tile, orientation, anchor, cells)),
                private=True,
            )

    @app_commands.command(
        name="column", description="Place a column (the two opening ones, or your third column instead of a tile)."
    )
    @app_commands.describe(
        cell="The cell for the column (only legal cells are offered).",
        game="Game number (defaults to the game of this thread).",
    )
    async def column_cmd(
        self, interaction: discord.Interaction, cell: str | None = None, game: int | None = None
    ) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            column = self.presenter.column_command
            await self.moves.answer_with(
                interaction, table.id, lambda snap, seat: column(snap, seat, cell), private=True
            )

    @app_commands.command(name="hint", description="Show privately where your tiles (or your column) can go.")
    @app_commands.describe(game="Game number (defaults to the game of this thread).")
    async def hint_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.moves.answer_with(interaction, table.id, self.presenter.hint, private=True)

    @app_commands.command(
        name="dropout", description="Give up this game when no tile fits but your third column still could."
    )
    @app_commands.describe(game="Game number (defaults to the game of this thread).")
    async def dropout_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.moves.answer_with(interaction, table.id, self.presenter.dropout_prompt, private=True)

    @app_commands.command(name="scores", description="Show the match table (or the final score sheet).")
    @app_commands.describe(game="Game number (defaults to the game of this thread).")
    async def scores_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING, FINISHED))
        if table is None:
            return
        snap = self.presenter.snapshot(table)
        answer = self.presenter.scores(snap)
        if isinstance(answer, Refuse):
            await self.moves.refuse(interaction, answer.text)
            return
        await self.moves.ack(interaction, private=True)
        await self.moves.show(interaction, answer.screen, snap.names, edit=False, replace_images=False)

    for _cmd in (place_cmd, column_cmd, hint_cmd, dropout_cmd, scores_cmd):
        _cmd.autocomplete("game")(GameCog.table_autocomplete)
    del _cmd

    # ===================================================================== autocomplete
    def choices(self, interaction: discord.Interaction, options: Options) -> list[app_commands.Choice[str]]:
        """The presenter's choices for the running game this autocomplete is about (if the user plays in it)."""
        table = self.resolver.table_for_autocomplete(interaction)
        seat = table.seat_of(interaction.user.id) if table is not None else None
        if table is None or seat is None:
            found = self.presenter.no_game_choices()
        else:
            found = options(self.presenter.snapshot(table), seat)
        lang = player_lang(interaction)  # Discord wants finished strings here
        return as_choices((tr(c.label, lang), c.value) for c in found)

    @staticmethod
    def option(interaction: discord.Interaction, name: str) -> str:
        return getattr(interaction.namespace, name, None) or ""

    @place_cmd.autocomplete("tile")
    async def tile_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return self.choices(interaction, lambda snap, seat: self.presenter.tile_options(snap, seat, current))

    @place_cmd.autocomplete("orientation")
    async def orientation_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        tile, lang = self.option(interaction, "tile"), player_lang(interaction)  # filtered on the label as shown
        return self.choices(
            interaction, lambda snap, seat: self.presenter.orientation_options(snap, seat, tile, current, lang)
        )

    @place_cmd.autocomplete("anchor")
    async def anchor_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        tile, orientation = self.option(interaction, "tile"), self.option(interaction, "orientation")
        return self.choices(
            interaction, lambda snap, seat: self.presenter.anchor_options(snap, seat, tile, orientation, current)
        )

    @column_cmd.autocomplete("cell")
    async def cell_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return self.choices(interaction, lambda snap, seat: self.presenter.cell_options(snap, seat, current))


DESCRIPTOR = GameDescriptor(
    rules=RULES,
    presenter=FramePresenter,
    renderer=Renderer("renderers.frame"),
    commands=FrameCog,
    description="Frame: lay polyomino tiles inside a frame; lowest penalty wins.",
    new_description="Open a new Frame game (2–4 players) in a thread of this channel.",
    options=(
        NewOption("match", bool, "Play a match of several games with a rotating start player; penalties add up."),
        NewOption(
            "match_games",
            int,
            "Games in a match (2–12, at least the number of players; default one per player).",
            implies=(("match", True),),  # asking for a number of games means a match
        ),
        NewOption(
            "tie_break",
            Literal["last_placement", "later_seat"],
            "Tie-break: later last placement (default) or later seat in the turn order.",
        ),
        NewOption(
            "start_player", Literal["random", "1", "2", "3", "4"], "Who starts: random (default) or a seat number."
        ),
        NewOption("allow_reflection", bool, "Allow flipping tiles over, not only rotating them (default yes)."),
        NewOption("legal_move_hints", bool, "Let /frame hint also list your legal placements as text (default no)."),
        decision_hours(
            "turn_timeout_hours",
            720,
            "Hours before an unanswered turn is played with the default move (default never).",
        ),
    ),
    catalogs=("frame",),
)
