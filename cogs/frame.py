"""`/frame …`: the game's commands and their autocomplete; what they show comes from `presenters/frame.py`."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands

from cogs.game_cog import GameCog
from engine.games.frame import texts as T
from engine.tables import FINISHED, PLAYING
from presenters.frame import FramePresenter
from presenters.screens import Choice, Refuse
from presenters.snapshot import Snapshot
from renderers import frame as draw

if TYPE_CHECKING:
    from bot import GameBot

UI = T.UI
Options = Callable[[Snapshot, int], list[Choice]]


class FrameCog(GameCog, group_name="frame", group_description=UI["cmd_group"]):
    game_name = "frame"
    presenter_class = FramePresenter
    presenter: FramePresenter
    renderer = draw

    # ===================================================================== commands
    @app_commands.command(name="new", description=UI["cmd_new"])
    @app_commands.describe(
        match=UI["opt_match"],
        match_games=UI["opt_match_games"],
        tie_break=UI["opt_tie_break"],
        start_player=UI["opt_start_player"],
        allow_reflection=UI["opt_allow_reflection"],
        legal_move_hints=UI["opt_legal_move_hints"],
        turn_timeout_hours=UI["opt_turn_timeout_hours"],
        seat_order=UI["opt_seat_order"],
        reminder_hours=UI["opt_reminder_hours"],
        bots="Bot players to seat now (the lobby's Add bot button adds more).",
        level="How well the bots play: easy, normal (default) or hard.",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        match: bool | None = None,
        match_games: int | None = None,
        tie_break: Literal["last_placement", "later_seat"] | None = None,
        start_player: Literal["random", "1", "2", "3", "4"] | None = None,
        allow_reflection: bool | None = None,
        legal_move_hints: bool | None = None,
        turn_timeout_hours: app_commands.Range[int, 1, 720] | None = None,
        seat_order: Literal["random", "join"] | None = None,
        reminder_hours: int | None = None,
        bots: app_commands.Range[int, 0, 7] | None = None,
        level: Literal["easy", "normal", "hard"] | None = None,
    ) -> None:
        if match is None and match_games is not None:
            match = True  # asking for a number of games means a match
        options = {
            "match": match,
            "match_games": match_games,
            "tie_break": tie_break,
            "start_player": start_player,
            "allow_reflection": allow_reflection,
            "legal_move_hints": legal_move_hints,
            "decision_timeout_s": turn_timeout_hours * 3600 if turn_timeout_hours else None,
            "seat_order": seat_order,
            "reminder_hours": reminder_hours,
            "bots": bots,
            "bot_level": level,
        }
        await self.create_table(interaction, options)

    @app_commands.command(name="place", description=UI["cmd_place"])
    @app_commands.describe(
        tile=UI["opt_tile"],
        orientation=UI["opt_orientation"],
        anchor=UI["opt_anchor"],
        cells=UI["opt_cells"],
        game=UI["opt_game"],
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
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            place = self.presenter.place_command
            await self.answer_with(
                interaction,
                table.id,
                lambda snap, seat: place(snap, seat, tile, orientation, anchor, cells),
                private=True,
            )

    @app_commands.command(name="column", description=UI["cmd_column"])
    @app_commands.describe(cell=UI["opt_cell"], game=UI["opt_game"])
    async def column_cmd(
        self, interaction: discord.Interaction, cell: str | None = None, game: int | None = None
    ) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            column = self.presenter.column_command
            await self.answer_with(interaction, table.id, lambda snap, seat: column(snap, seat, cell), private=True)

    @app_commands.command(name="hint", description=UI["cmd_hint"])
    @app_commands.describe(game=UI["opt_game"])
    async def hint_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.answer_with(interaction, table.id, self.presenter.hint, private=True)

    @app_commands.command(name="dropout", description=UI["cmd_dropout"])
    @app_commands.describe(game=UI["opt_game"])
    async def dropout_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.answer_with(interaction, table.id, self.presenter.dropout_prompt, private=True)

    @app_commands.command(name="scores", description=UI["cmd_scores"])
    @app_commands.describe(game=UI["opt_game"])
    async def scores_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING, FINISHED))
        if table is None:
            return
        snap = self.presenter.snapshot(table)
        answer = self.presenter.scores(snap)
        if isinstance(answer, Refuse):
            await self.refuse(interaction, answer.text)
            return
        await self.ack(interaction, private=True)
        await self.show(interaction, answer.screen, snap.names, edit=False, replace_images=False)

    for _cmd in (place_cmd, column_cmd, hint_cmd, dropout_cmd, scores_cmd):
        _cmd.autocomplete("game")(GameCog.table_autocomplete)
    del _cmd

    # ===================================================================== autocomplete
    def choices(self, interaction: discord.Interaction, options: Options) -> list[app_commands.Choice[str]]:
        """The presenter's choices for the running game this autocomplete is about (if the user plays in it)."""
        table = self.table_for_autocomplete(interaction)
        seat = table.seat_of(interaction.user.id) if table is not None else None
        if table is None or seat is None:
            found = self.presenter.no_game_choices()
        else:
            found = options(self.presenter.snapshot(table), seat)
        return [app_commands.Choice(name=c.label[:100], value=c.value) for c in found[:25]]

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
        tile = self.option(interaction, "tile")
        return self.choices(
            interaction, lambda snap, seat: self.presenter.orientation_options(snap, seat, tile, current)
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


async def setup(bot: GameBot) -> None:
    await bot.add_cog(FrameCog(bot))
