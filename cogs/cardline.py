"""`/cardline …`: the game's commands and their autocomplete; what they show comes from `presenters/cardline.py`.

Cardline has no secrets (hands are public by name, values hidden from everyone), so there are no DMs: the thread's
turn message carries the menus, `/cardline hand` shows them privately, `/cardline place` plays in one command.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from cogs.game_cog import GameCog
from cogs.language import player_lang
from engine.tables import PLAYING
from presenters.cardline import CardlinePresenter
from presenters.screens import Show
from presenters.snapshot import Snapshot
from renderers import cardline as draw

if TYPE_CHECKING:
    from bot import GameBot


class CardlineCog(
    GameCog,
    group_name="cardline",
    group_description="Cardline: Globetrotter — place countries on a line by a hidden value.",
):
    game_name = "cardline"
    presenter_class = CardlinePresenter
    presenter: CardlinePresenter
    renderer = draw

    @app_commands.command(name="new", description="Open a new Cardline game (2–8 players) in a thread of this channel.")
    @app_commands.describe(
        characteristic="The hidden value: area, population (default), gdp or co2_per_capita.",
        deck_size="Countries in the deck: a number (default 110) or `all`.",
        hand_size="Cards each player starts with (1–10, default 4).",
        start_player="Who plays first: `random` (default) or a seat number.",
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
        characteristic: str | None = None,
        deck_size: str | None = None,
        hand_size: app_commands.Range[int, 1, 10] | None = None,
        start_player: str | None = None,
        seat_order: Literal["random", "join"] | None = None,
        reminder_hours: int | None = None,
        turn_hours: int | None = None,
        timeouts_allowed: int | None = None,
        bots: app_commands.Range[int, 0, 7] | None = None,
        level: Literal["easy", "normal", "hard"] | None = None,
        language: Literal["en", "cs", "sk", "pl"] | None = None,
    ) -> None:
        options = {
            "characteristic": characteristic.strip() if characteristic else None,
            "deck_size": deck_size,
            "hand_size": hand_size,
            "start_player": start_player,
            "seat_order": seat_order,
            "reminder_hours": reminder_hours,
            "turn_hours": turn_hours,
            "timeouts_allowed": timeouts_allowed,
            "bots": bots,
            "bot_level": level,
            "language": language,
        }
        await self.create_table(interaction, options)  # the engine validates (and refuses) every value

    @app_commands.command(name="place", description="Place one of your cards into a gap of the line.")
    @app_commands.describe(
        card="A card from your hand (start typing a country).",
        gap="The gap number: 0 is left of everything, the highest right of everything.",
        game="Game number (defaults to the game of this thread).",
    )
    async def place_cmd(self, interaction: discord.Interaction, card: str, gap: int, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:  # the engine refuses a card not held, a gap out of range or a move out of turn
            action = {"type": "place", "card": card, "gap": gap}  # a name, code or hand position: made exact
            await self.answer_with(interaction, table.id, lambda snap, seat: self.presenter.typed(snap, seat, action))

    @app_commands.command(name="resign", description="Leave the game for good (asks you to confirm).")
    @app_commands.describe(game="Game number (defaults to the game of this thread).")
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            prompt = self.presenter.resign_prompt
            await self.answer_with(interaction, table.id, lambda snap, seat: Show(prompt(snap)), private=True)

    for _cmd in (place_cmd, resign):
        _cmd.autocomplete("game")(GameCog.table_autocomplete)
    del _cmd

    # ===================================================================== autocomplete
    @new.autocomplete("characteristic")
    async def characteristic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=n, value=v)
            for n, v in self.presenter.characteristic_choices(current, player_lang(interaction))
        ]

    @new.autocomplete("deck_size")
    async def deck_size_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=n, value=v)
            for n, v in self.presenter.deck_size_choices(current, player_lang(interaction))
        ]

    @new.autocomplete("start_player")
    async def start_player_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=n, value=v)
            for n, v in self.presenter.start_player_choices(current, player_lang(interaction))
        ]

    def playing_snapshot(self, interaction: discord.Interaction) -> Snapshot | None:
        table = self.table_for_autocomplete(interaction)
        snap = self.presenter.snapshot(table) if table is not None else None
        return snap if snap is not None and snap.playing else None

    @place_cmd.autocomplete("card")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        snap = self.playing_snapshot(interaction)
        seat = snap.seat_of(interaction.user.id) if snap else None
        if snap is None or seat is None:
            return []
        lang = player_lang(interaction)
        return [app_commands.Choice(name=n, value=v) for n, v in self.presenter.card_choices(snap, seat, current, lang)]

    @place_cmd.autocomplete("gap")
    async def gap_autocomplete(self, interaction: discord.Interaction, current: Any) -> list[app_commands.Choice[int]]:
        snap = self.playing_snapshot(interaction)
        if snap is None:
            return []
        choices = self.presenter.gap_choices(snap, str(current or ""), player_lang(interaction))
        return [app_commands.Choice(name=n, value=v) for n, v in choices]


async def setup(bot: GameBot) -> None:
    await bot.add_cog(CardlineCog(bot))
