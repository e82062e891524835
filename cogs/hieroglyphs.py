"""`/hieroglyphs …`: the game's commands; what they show comes from `presenters/hieroglyphs.py`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands

from cogs.game_cog import GameCog
from cogs.language import player_lang
from engine.tables import PLAYING
from presenters.hieroglyphs import HieroglyphsPresenter
from renderers import hieroglyphs as draw

if TYPE_CHECKING:
    from bot import GameBot


class HieroglyphsCog(
    GameCog, group_name="hieroglyphs", group_description="Hieroglyphs: drop animal cards into a wall."
):
    game_name = "hieroglyphs"
    presenter_class = HieroglyphsPresenter
    presenter: HieroglyphsPresenter
    renderer = draw

    @app_commands.command(name="new", description="Open a new Hieroglyphs game (2–4 players) in a thread.")
    @app_commands.describe(
        curse="Pharaoh's Curse variant: curse cards start a race to find 3 animals in a line.",
        curse_minutes="Minutes a curse race lasts (1–1440, default 10).",
        curse_attempts="Wrong curse answers allowed per player and curse (1–20, default 3).",
        sphinx="Eyes of the Sphinx variant: exactly two of an animal on a line through the new card make a pair.",
        start_player="Who starts: random (default) or a seat number.",
        decision_hours="Hours before an unanswered decision gets its default (0 = never, the default).",
        seat_order="random (default) or join order.",
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
        curse: bool | None = None,
        curse_minutes: app_commands.Range[int, 1, 1440] | None = None,
        curse_attempts: app_commands.Range[int, 1, 20] | None = None,
        sphinx: bool | None = None,
        start_player: Literal["random", "1", "2", "3", "4"] | None = None,
        decision_hours: app_commands.Range[int, 0, 168] | None = None,
        seat_order: Literal["random", "join"] | None = None,
        reminder_hours: int | None = None,
        turn_hours: int | None = None,
        timeouts_allowed: int | None = None,
        bots: app_commands.Range[int, 0, 7] | None = None,
        level: Literal["easy", "normal", "hard"] | None = None,
        language: Literal["en", "cs", "sk", "pl"] | None = None,
    ) -> None:
        options = {
            "pharaohs_curse": curse,
            "curse_time_limit_s": curse_minutes * 60 if curse_minutes is not None else None,
            "curse_max_wrong_attempts": curse_attempts,
            "eyes_of_the_sphinx": sphinx,
            "start_player": start_player,
            "decision_timeout_s": decision_hours * 3600 if decision_hours is not None else None,
            "seat_order": seat_order,
            "reminder_hours": reminder_hours,
            "turn_hours": turn_hours,
            "timeouts_allowed": timeouts_allowed,
            "bots": bots,
            "bot_level": level,
            "language": language,
        }
        await self.create_table(interaction, options)

    @app_commands.command(name="play", description="Drop one of your cards into a column (privately).")
    @app_commands.describe(card="A card from your hand.", column="Column 1–7 (left to right).")
    async def play_cmd(
        self,
        interaction: discord.Interaction,
        card: str,
        column: app_commands.Range[int, 1, 7],
        game: int | None = None,
    ) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table:
            action = {"type": "drop", "card": card, "column": column}  # any spelling: the presenter makes it exact
            await self.answer_with(interaction, table.id, lambda snap, seat: self.presenter.typed(snap, seat, action))

    @app_commands.command(name="curse", description="Curse race: send three cells in a line, e.g. 2,1 3,2 4,3.")
    @app_commands.describe(cells="Three cells as column,row (row 1 at the bottom), e.g. 2,1 3,2 4,3.")
    async def curse_cmd(self, interaction: discord.Interaction, cells: str, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table:
            answer = self.presenter.curse_answer
            await self.answer_with(interaction, table.id, lambda snap, seat: answer(snap, seat, cells))

    @play_cmd.autocomplete("card")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        table = self.table_for_autocomplete(interaction)
        seat = table.seat_of(interaction.user.id) if table else None
        if table is None or seat is None:
            return []
        choices = self.presenter.card_choices(self.presenter.snapshot(table), seat, current, player_lang(interaction))
        return [app_commands.Choice(name=label, value=kind) for label, kind in choices]

    play_cmd.autocomplete("game")(GameCog.table_autocomplete)
    curse_cmd.autocomplete("game")(GameCog.table_autocomplete)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(HieroglyphsCog(bot))
