"""`/bsg …`: Battlestar Galactica's own commands (`new`, `log`, `windows`) and what a player leaving a seat does to
their private panel. What they show comes from `presenters/bsg.py`; what a move causes to the private panels, the
pings, the ephemeral copies and the help poll is BSG's policies in `presenters/bsg_panels.py`, run by the shared
pipeline like every other policy.
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from cogs.bsg_help import HelpPoll
from cogs.game_cog import GameCog
from cogs.language import player_lang, say, table_lang, user_lang
from engine import ephemeral_panels
from engine.core import IllegalMove
from engine.outbox import EDIT
from engine.store import TableRow
from engine.tables import FINISHED, PLAYING, Consequences
from engine.turn_options import fold_turn_hours
from i18n import Msg, cat, reason
from presenters.base import clip
from presenters.bsg import BsgPresenter

if TYPE_CHECKING:
    from bot import GameBot

# the board, panel and result images (renderers/bsg.py, another branch): without it the screens carry no images
renderer_module = importlib.import_module("renderers.bsg") if importlib.util.find_spec("renderers.bsg") else None


class BsgCog(
    HelpPoll, GameCog, group_name="bsg", group_description="Battlestar Galactica: hidden Cylons, secret skill checks."
):
    game_name = "bsg"
    presenter_class = BsgPresenter
    presenter: BsgPresenter
    renderer = renderer_module
    resign_to_bot = True  # the rules know no resignation: a bot plays the seat on, for good (cogs/seats.py, README)

    def __init__(self, bot: GameBot) -> None:
        super().__init__(bot)
        self.presenter.draws = self.renderer is not None

    @app_commands.command(name="new", description="Open a new Battlestar Galactica game (3–6 players) in a thread.")
    @app_commands.describe(
        window_seconds="Seconds every reaction window stays open (10–3600, default 90).",
        decision_hours="Hours for an ordinary decision before its default is played (1–168, default 24).",
        contribution_hours="Hours for a skill check's contributions (1–168, default 12).",
        reminder_hours="Hours before the first reminder to a player who must act (1–168, default 12).",
        turn_hours="Ordinary decisions' hours when decision_hours is not given (1–168); BSG always has a clock.",
        timeouts_allowed="Timeouts in a row before the others vote on the seat (1–10, default 2).",
        seat_order="random (default) or join order.",
        bots="Bot players to seat now (the lobby's Add bot button adds more).",
        level="How well the bots play: easy, normal (default) or hard.",
        language="Language of the game thread and images (default: the server's language).",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        window_seconds: app_commands.Range[int, 10, 3600] | None = None,
        decision_hours: app_commands.Range[int, 1, 168] | None = None,
        contribution_hours: app_commands.Range[int, 1, 168] | None = None,
        reminder_hours: int | None = None,
        turn_hours: int | None = None,
        timeouts_allowed: int | None = None,
        seat_order: Literal["random", "join"] | None = None,
        bots: app_commands.Range[int, 0, 7] | None = None,
        level: Literal["easy", "normal", "hard"] | None = None,
        language: Literal["en", "cs", "sk", "pl"] | None = None,
    ) -> None:
        options = {
            "window_seconds": window_seconds,
            "decision_hours": decision_hours,
            "contribution_hours": contribution_hours,
            "reminder_hours": reminder_hours,
            "turn_hours": turn_hours,
            "timeouts_allowed": timeouts_allowed,
            "seat_order": seat_order,
            "bots": bots,
            "bot_level": level,
            "language": language,
        }
        try:
            options = fold_turn_hours(self.game_name, options)  # turn_hours is BSG's decision_hours (README)
        except IllegalMove as error:
            await self.refuse(interaction, reason(error))
            return
        await self.create_table(interaction, options)

    @app_commands.command(name="log", description="The public events of the last turns.")
    @app_commands.describe(game="Game number (defaults to the game of this thread).")
    async def log_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING, FINISHED))
        if table is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        history = await asyncio.to_thread(self.tables.public_history, table)
        text = self.presenter.log_text(history, self.presenter.snapshot(table).names)
        await interaction.followup.send(clip(say(interaction, text)), ephemeral=True)

    log_cmd.autocomplete("game")(GameCog.table_autocomplete)

    @app_commands.command(name="windows", description="Your standing answers to reaction windows (private).")
    @app_commands.describe(
        answer="ask: ping me at every window; playable: only when I can play the card; never: never ping me.",
        card="The window card (default: all of them); without an answer you see your settings.",
        game="Game number (defaults to the game of this thread).",
    )
    async def windows_cmd(
        self,
        interaction: discord.Interaction,
        answer: Literal["ask", "playable", "never"] | None = None,
        card: str | None = None,
        game: int | None = None,
    ) -> None:
        """Private standing answers per window card: they only decide whether a window pings you. Every window still
        waits its full time for everyone who has not answered by hand, so nobody can tell from its length."""
        card_id = self.presenter.window_card_id(card) if card else None
        if card and card_id is None:
            refusal = self.presenter.unknown_window_card(clip(card, 80))
            await interaction.response.send_message(say(interaction, refusal), ephemeral=True)
            return
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is None:
            return
        async with self.session(table.id) as s:
            table = s.table
            seat = str(table.seat_of(interaction.user.id))
            stored = table.meta.get("bsg_standing", {})
            mine = stored.get(seat)
            if answer is not None:
                mine = self.presenter.set_standing(mine, answer, card_id)
                self.tables.note(table, bsg_standing={**stored, seat: mine})
        parts = [self.presenter.standing_text(answer, card_id)] if answer is not None else []
        text = cat([*parts, self.presenter.standing_summary(mine)], "\n\n")
        await interaction.response.send_message(clip(say(interaction, text)), ephemeral=True)

    windows_cmd.autocomplete("game")(GameCog.table_autocomplete)

    @windows_cmd.autocomplete("card")
    async def window_card_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        choices = self.presenter.window_card_choices(current, player_lang(interaction))
        return [app_commands.Choice(name=n, value=v) for n, v in choices]

    # ===================================================================== panels
    def seat_left(self, table: TableRow, seat: int, old: int) -> Consequences:
        """A player left the seat (a substitute, a resignation to a bot): their DM panel says so and loses its
        controls, and is never edited again (a substitute gets a panel of their own)."""
        notes = {
            name: {k: v for k, v in table.meta.get(name, {}).items() if k != str(seat)}
            for name in ("bsg_panels", "bsg_prints", "bsg_pinged", "bsg_hand_prints")
        }
        ephemeral_panels.forget_seat(self.store, table.id, seat)  # the old player's /bsg hand copy stops too
        where = table.meta.get("bsg_panels", {}).get(str(seat))
        rows: list[tuple[str, dict[str, Any]]] = []
        if isinstance(where, dict) and "row" in where:
            lang = user_lang(self.store, old, table_lang(table))
            text = Msg("bsg-table-panel-left", id=str(table.id))
            rows.append((EDIT, {"message": where, "content": text, "lang": lang}))
        return Consequences(rows, notes)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(BsgCog(bot))
