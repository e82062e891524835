"""`GameCog`: the shared commands of every game (`join|leave|start|board|hand|rules|abandon`) and click routing.

A game's own commands subclass it (no group name); the cog the bot loads is generated from the game's descriptor
(cogs/descriptor.py `make_cog`), which adds `new` with every table option, the group name, `game_name`, the
presenter, the renderer entry points and the game's rule facts. Everything it shows comes from its presenter, and
every move goes through the pipeline (`perform` / `answer_with`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs.history import HistoryCommands
from cogs.language import player_lang, say
from cogs.lobby import LobbyFlow
from cogs.resolve import TableResolver
from cogs.seats import SeatFlow
from engine.core import Game
from engine.registry import get_game
from engine.tables import FINISHED, LOBBY, PLAYING
from i18n import Msg
from presenters.base import LOBBY_VERBS, Presenter, clip, status_refusal
from presenters.controls import ControlRef
from presenters.history import HISTORY_VERBS
from presenters.screens import Refuse, Show
from presenters.seats import SEAT_VERBS

if TYPE_CHECKING:
    from bot import GameBot

log = logging.getLogger("boardbot")


class GameCog(SeatFlow, HistoryCommands, LobbyFlow, TableResolver, commands.GroupCog):
    """Base of every game's cog."""

    game_name: ClassVar[str] = ""
    presenter_class: ClassVar[type[Presenter]] = Presenter
    renderer: ClassVar[Any] = None  # the game's renderer entry points (cogs/drawings.py `Renderer`)
    descriptor: ClassVar[Any] = None  # the game's descriptor (cogs/descriptor.py), set by `make_cog`

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.store = bot.store
        self.tables = bot.tables
        self.presenter = self.presenter_class()
        super().__init__()

    @property
    def game(self) -> Game:
        return get_game(self.game_name)

    async def cog_load(self) -> None:
        self.bot.game_cogs[self.game_name] = self

    # ===================================================================== shared commands
    @app_commands.command(name="join", description="Join a game's lobby.")
    @app_commands.describe(game="Game number (defaults to the game of this thread).")
    async def join_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (LOBBY,))
        if table:
            await self.do_join(interaction, table.id)

    @app_commands.command(name="leave", description="Leave a game's lobby.")
    async def leave_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (LOBBY,))
        if table:
            await self.do_leave(interaction, table.id)

    @app_commands.command(name="start", description="Start the game (host only).")
    async def start_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (LOBBY,))
        if table:
            await self.do_start(interaction, table.id)

    @app_commands.command(name="board", description="Show the current board.")
    async def board_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING, FINISHED))
        if table is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        snap = self.presenter.snapshot(table)
        screen = self.presenter.board(snap)
        kwargs = await self.message_kwargs(screen, snap.names, player_lang(interaction))
        await interaction.followup.send(ephemeral=True, **kwargs)

    @app_commands.command(name="hand", description="See your secret view (and act) privately.")
    async def hand_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.answer_with(
                interaction, table.id, lambda snap, seat: Show(self.presenter.hand(snap, seat)), private=True
            )

    @app_commands.command(name="rules", description="A summary of the rules and the commands.")
    async def rules_cmd(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(clip(say(interaction, self.presenter.rules_text())), ephemeral=True)

    @app_commands.command(name="abandon", description="Abandon a game (host, or members with Manage Server).")
    async def abandon_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (LOBBY, PLAYING))
        if table is None:
            return
        perms = getattr(interaction.user, "guild_permissions", None)
        await self.do_abandon(interaction, table.id, is_admin=bool(perms and perms.manage_guild))

    for _cmd in (join_cmd, leave_cmd, start_cmd, board_cmd, hand_cmd, abandon_cmd):
        _cmd.autocomplete("game")(TableResolver.table_autocomplete)
    del _cmd

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        here = self.store.find_tables("thread_id = ?", [interaction.channel_id])
        game = here[-1].id if here else "?"
        name = interaction.command.qualified_name if interaction.command else "?"
        log.error("command %s failed in game %s", name, game, exc_info=error)
        await self.apologise(interaction)

    # ===================================================================== clicks
    async def on_control(
        self, interaction: discord.Interaction, ref: ControlRef, head: dict[str, Any], values: list[str]
    ) -> None:
        """A click or a form on one of this game's tables (the router checked the server)."""
        if ref.verb in HISTORY_VERBS:  # log pages, the move list, the replay, Rematch: not moves (cogs/history.py)
            await self.on_history_control(interaction, ref, head)
            return
        verb = self.presenter.verb(ref.verb) or SEAT_VERBS.get(ref.verb)
        if verb is None:
            await self.refuse(interaction, Msg("shared-unknown-control"))
            return
        if ref.verb in LOBBY_VERBS:
            lobby = {"join": self.do_join, "leave": self.do_leave, "start": self.do_start, "add_bot": self.do_add_bot}
            action = lobby[ref.verb]
            await action(interaction, ref.table_id)
            return
        if head["status"] != PLAYING:
            await self.refuse(interaction, status_refusal(head["status"]))
            return
        if interaction.user.id not in head["players"]:
            await self.refuse(interaction, self.not_a_player(ref.table_id, interaction.user.id))
            return
        if ref.verb in SEAT_VERBS:  # votes and resigning (cogs/seats.py)
            await self.on_seat_control(interaction, ref, values)
            return
        if verb.ack == "form" and interaction.type == discord.InteractionType.component:
            snap = self.presenter.snapshot(self.tables.get(ref.table_id))
            seat = snap.seat_of(interaction.user.id)
            assert seat is not None
            await self.open_form(interaction, self.presenter.handle(snap, seat, ref, values))
            return

        def answer(snap: Any, seat: int) -> Any:
            if self.presenter.stale(snap, seat, ref):
                return Refuse(self.presenter.stale_text)
            if ref.verb == "hand":  # DMs that bounced stay off: only `/games dms` (or a day) tries them again
                return Show(self.presenter.hand(snap, seat))
            if ref.kind == "m":
                return self.presenter.submit(snap, seat, ref, values[0] if values else "")
            return self.presenter.handle(snap, seat, ref, values)

        await self.answer_with(
            interaction, ref.table_id, answer, private=verb.ack == "private", seen_move=head["move_no"]
        )
