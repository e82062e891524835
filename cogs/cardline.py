"""`/cardline …`: the game's commands and their autocomplete; what they show comes from `presenters/cardline.py`.

Cardline has no secrets (hands are public by name, values hidden from everyone), so there are no DMs: the thread's
turn message carries the menus, `/cardline hand` shows them privately, `/cardline place` plays in one command.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from cogs.game_cog import GameCog
from engine.games.cardline.texts import UI
from engine.tables import PLAYING
from presenters.cardline import CardlinePresenter
from presenters.screens import Show
from presenters.snapshot import Snapshot
from renderers import cardline as draw

if TYPE_CHECKING:
    from bot import GameBot


class CardlineCog(GameCog, group_name="cardline", group_description=UI["cmd_group"]):
    game_name = "cardline"
    presenter_class = CardlinePresenter
    presenter: CardlinePresenter
    renderer = draw

    @app_commands.command(name="new", description=UI["cmd_new"])
    @app_commands.describe(
        characteristic=UI["opt_characteristic"],
        deck_size=UI["opt_deck_size"],
        hand_size=UI["opt_hand_size"],
        start_player=UI["opt_start_player"],
        seat_order=UI["opt_seat_order"],
        reminder_hours=UI["opt_reminder_hours"],
        bots="Bot players to seat now (the lobby's Add bot button adds more).",
        level="How well the bots play: easy, normal (default) or hard.",
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
        bots: app_commands.Range[int, 0, 7] | None = None,
        level: Literal["easy", "normal", "hard"] | None = None,
    ) -> None:
        options = {
            "characteristic": characteristic.strip() if characteristic else None,
            "deck_size": deck_size,
            "hand_size": hand_size,
            "start_player": start_player,
            "seat_order": seat_order,
            "reminder_hours": reminder_hours,
            "bots": bots,
            "bot_level": level,
        }
        await self.create_table(interaction, options)  # the engine validates (and refuses) every value

    @app_commands.command(name="place", description=UI["cmd_place"])
    @app_commands.describe(card=UI["opt_card"], gap=UI["opt_gap"], game=UI["opt_game"])
    async def place_cmd(self, interaction: discord.Interaction, card: str, gap: int, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:  # the engine refuses a card not held, a gap out of range or a move out of turn
            await self.perform(interaction, table.id, {"type": "place", "card": card.strip(), "gap": gap})

    @app_commands.command(name="resign", description=UI["cmd_resign"])
    @app_commands.describe(game=UI["opt_game"])
    async def resign_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            prompt = self.presenter.resign_prompt
            await self.answer_with(interaction, table.id, lambda snap, seat: Show(prompt(snap)), private=True)

    for _cmd in (place_cmd, resign_cmd):
        _cmd.autocomplete("game")(GameCog.table_autocomplete)
    del _cmd

    # ===================================================================== autocomplete
    @new.autocomplete("characteristic")
    async def characteristic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=n, value=v) for n, v in self.presenter.characteristic_choices(current)]

    @new.autocomplete("deck_size")
    async def deck_size_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=n, value=v) for n, v in self.presenter.deck_size_choices(current)]

    @new.autocomplete("start_player")
    async def start_player_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=n, value=v) for n, v in self.presenter.start_player_choices(current)]

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
        return [app_commands.Choice(name=n, value=v) for n, v in self.presenter.card_choices(snap, seat, current)]

    @place_cmd.autocomplete("gap")
    async def gap_autocomplete(self, interaction: discord.Interaction, current: Any) -> list[app_commands.Choice[int]]:
        snap = self.playing_snapshot(interaction)
        if snap is None:
            return []
        return [app_commands.Choice(name=n, value=v) for n, v in self.presenter.gap_choices(snap, str(current or ""))]


async def setup(bot: GameBot) -> None:
    await bot.add_cog(CardlineCog(bot))
