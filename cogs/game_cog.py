"""`GameCog`: the one shared command module of every game, and click routing.

The shared slash commands (`join|leave|start|board|hand|rules|help|abandon`, the seat commands `pause|resume|resign|
substitute|back`, the history commands `log|follow|unfollow`) are defined here, on the cog class, because a
`GroupCog` collects its app commands from the class; their bodies delegate to the collaborators the cog holds
(cogs/parts.py): `moves` (the move service), `seats`, `lobby`, `history`, `resolver` and the game's `poll`.

A game's own commands subclass it (no group name); the cog the bot loads is generated from the game's descriptor
(cogs/descriptor.py `make_cog`), which adds `new` with every table option, the group name, `game_name`, the
presenter and the renderer entry points. Everything it shows comes from its presenter, and every move goes through
the move service (`cog.moves.perform` / `cog.moves.answer_with`).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any, ClassVar, Literal

import discord
from discord import app_commands
from discord.ext import commands

from cogs.history import History
from cogs.language import player_lang, say
from cogs.lobby import LobbyFlow
from cogs.pipeline import MovePipeline
from cogs.raw_messages import InteractionHook
from cogs.resolve import TableResolver
from cogs.seats import SeatFlow
from engine.core import Game
from engine.registry import get_game
from engine.tables import FINISHED, LOBBY, PLAYING
from i18n import Msg, Text
from presenters.base import LOBBY_VERBS, Presenter, clip, status_refusal
from presenters.controls import ControlRef
from presenters.history import HISTORY_VERBS
from presenters.screens import Refuse, Show
from presenters.seats import SEAT_VERBS

if TYPE_CHECKING:
    from bot import GameBot
    from cogs.descriptor import GameDescriptor

log = logging.getLogger("boardbot")


class GameCog(commands.GroupCog):
    """Base of every game's cog."""

    game_name: ClassVar[str] = ""
    presenter_class: ClassVar[type[Presenter]] = Presenter
    renderer: ClassVar[Any] = None  # the game's renderer entry points (cogs/drawings.py `Renderer`)
    descriptor: ClassVar[GameDescriptor | None] = None  # the game's descriptor (cogs/descriptor.py), by `make_cog`

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.store = bot.store
        self.tables = bot.tables
        self.presenter = self.presenter_class()
        self.moves = MovePipeline(self)
        self.seats = SeatFlow(self)
        self.lobby = LobbyFlow(self)
        self.history = History(self)
        self.resolver = TableResolver(self)
        poll = self.descriptor.poll if self.descriptor is not None else None
        self.poll = poll(self) if poll is not None else None
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
        table = await self.resolver.resolve(interaction, game, (LOBBY,))
        if table:
            await self.lobby.do_join(interaction, table.id)

    @app_commands.command(name="leave", description="Leave a game's lobby.")
    async def leave_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (LOBBY,))
        if table:
            await self.lobby.do_leave(interaction, table.id)

    @app_commands.command(name="start", description="Start the game (host only).")
    async def start_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (LOBBY,))
        if table:
            await self.lobby.do_start(interaction, table.id)

    @app_commands.command(name="board", description="Show the current board.")
    async def board_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING, FINISHED))
        if table is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        snap = self.moves.dated(self.presenter.snapshot(table))
        screen = self.presenter.board(snap)
        kwargs = await self.moves.message_kwargs(screen, snap.names, player_lang(interaction))
        await InteractionHook.of(interaction).send_screen(kwargs)

    @app_commands.command(name="hand", description="See your secret view (and act) privately.")
    async def hand_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.moves.answer_with(
                interaction, table.id, lambda snap, seat: Show(self.presenter.hand(snap, seat)), private=True
            )

    @app_commands.command(name="rules", description="A summary of the rules and the commands.")
    async def rules_cmd(self, interaction: discord.Interaction) -> None:
        await self.send_rules(interaction)

    @app_commands.command(name="help", description="How to play: the summary of the rules and commands, as rules.")
    async def help_cmd(self, interaction: discord.Interaction) -> None:
        """The name a new player tries first: the same answer as `rules` without a topic."""
        await self.send_rules(interaction)

    def rules_summary(self, lang: str) -> Text:
        """What `rules` without a topic and `help` show, privately."""
        return self.presenter.rules_text()

    async def send_rules(self, interaction: discord.Interaction) -> None:
        text = self.rules_summary(player_lang(interaction))
        await interaction.response.send_message(clip(say(interaction, text)), ephemeral=True)

    @app_commands.command(name="abandon", description="Abandon a game (host, or members with Manage Server).")
    async def abandon_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolver.resolve(interaction, game, (LOBBY, PLAYING))
        if table is None:
            return
        perms = getattr(interaction.user, "guild_permissions", None)
        await self.lobby.do_abandon(interaction, table.id, is_admin=bool(perms and perms.manage_guild))

    # ===================================================================== seats (cogs/seats.py)
    @app_commands.command(name="pause", description="Pause every clock of this game (host only).")
    async def pause_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self.seats.pause(interaction, game)

    @app_commands.command(name="resume", description="Let the clocks of a paused game run again (host only).")
    async def resume_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self.seats.resume(interaction, game)

    @app_commands.command(name="resign", description="Resign from this game, with the rules' consequence.")
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self.seats.ask_resign(interaction, game)

    @app_commands.command(name="substitute", description="Hand a seat to another member of the server.")
    @app_commands.describe(
        user="Who takes the seat.",
        player="Whose seat (default: yours). The host decides at once; other players vote.",
    )
    async def substitute_cmd(
        self,
        interaction: discord.Interaction,
        user: discord.User,
        player: discord.User | None = None,
        game: int | None = None,
    ) -> None:
        await self.seats.substitute(interaction, user, player, game)

    @app_commands.command(name="back", description="Take your seat again after a bot played it or it was skipped.")
    async def back_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self.seats.back(interaction, game)

    # ===================================================================== history (cogs/history.py)
    @app_commands.command(name="log", description="What happened in a game, page by page (finished: moves, replay).")
    @app_commands.describe(
        game="Game number (defaults to the game of this thread).",
        page="Page number (default: the newest page).",
        show="pages (default), moves (the move list as a file) or replay (an animation); the last two once over.",
    )
    async def log_cmd(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        page: app_commands.Range[int, 1, 100000] | None = None,
        show: Literal["pages", "moves", "replay"] | None = None,
    ) -> None:
        await self.history.read_log(interaction, game, page, show)

    @app_commands.command(name="follow", description="Follow a game without playing: its public posts, never a secret.")
    @app_commands.describe(
        game="Game number (defaults to the game of this thread).",
        where="thread (default: you are added to the game's thread) or dm (a copy of each public post by DM).",
    )
    async def follow_cmd(
        self,
        interaction: discord.Interaction,
        game: int | None = None,
        where: Literal["thread", "dm"] | None = None,
    ) -> None:
        await self.history.follow_table(interaction, game, where)

    @app_commands.command(name="unfollow", description="Stop following a game.")
    @app_commands.describe(game="Game number (defaults to the game of this thread).")
    async def unfollow_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        await self.history.unfollow_table(interaction, game)

    # ===================================================================== autocomplete
    async def table_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The `game` option of a command on a running game or lobby (cogs/resolve.py)."""
        return await self.resolver.table_autocomplete(interaction, current)

    async def watched_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        """The `game` option of a command reading or following a game (cogs/history.py)."""
        return await self.history.watched(interaction, current)

    for _cmd in (join_cmd, leave_cmd, start_cmd, board_cmd, hand_cmd, abandon_cmd):
        _cmd.autocomplete("game")(table_autocomplete)
    for _cmd in (pause_cmd, resume_cmd, resign, substitute_cmd, back_cmd):
        _cmd.autocomplete("game")(table_autocomplete)
    for _cmd in (log_cmd, follow_cmd, unfollow_cmd):
        _cmd.autocomplete("game")(watched_autocomplete)
    del _cmd

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        here = self.store.find_tables("thread_id = ?", [interaction.channel_id])
        game = here[-1].id if here else "?"
        name = interaction.command.qualified_name if interaction.command else "?"
        log.error("command %s failed in game %s", name, game, exc_info=error)
        await self.moves.apologise(interaction)

    # ===================================================================== clicks
    async def on_control(
        self, interaction: discord.Interaction, ref: ControlRef, head: dict[str, Any], values: list[str]
    ) -> None:
        """A click or a form on one of this game's tables (the router checked the server)."""
        if ref.verb in HISTORY_VERBS:  # log pages, the move list, the replay, Rematch: not moves (cogs/history.py)
            await self.history.on_history_control(interaction, ref, head)
            return
        verb = self.presenter.verb(ref.verb) or SEAT_VERBS.get(ref.verb)
        if verb is None:
            await self.moves.refuse(interaction, Msg("shared-unknown-control"))
            return
        if ref.verb in LOBBY_VERBS:
            flow = self.lobby
            lobby = {"join": flow.do_join, "leave": flow.do_leave, "start": flow.do_start, "add_bot": flow.do_add_bot}
            action = lobby[ref.verb]
            await action(interaction, ref.table_id)
            return
        if head["status"] != PLAYING:
            await self.moves.refuse(interaction, status_refusal(head["status"]))
            return
        if interaction.user.id not in head["players"]:
            await self.moves.refuse(interaction, self.history.not_a_player(ref.table_id, interaction.user.id))
            return
        if ref.verb in SEAT_VERBS:  # votes and resigning (cogs/seats.py)
            await self.seats.on_seat_control(interaction, ref, values)
            return
        if verb.ack == "form" and interaction.type == discord.InteractionType.component:
            snap = self.presenter.snapshot(self.tables.get(ref.table_id))
            seat = snap.seat_of(interaction.user.id)
            assert seat is not None
            await self.moves.open_form(interaction, self.presenter.handle(snap, seat, ref, values))
            return

        def answer(snap: Any, seat: int) -> Any:
            if self.presenter.stale(snap, seat, ref):
                return Refuse(self.presenter.stale_text)
            if ref.verb == "hand":  # DMs that bounced stay off: only `/games dms` (or a day) tries them again
                return Show(self.presenter.hand(snap, seat))
            if ref.kind == "m":
                return self.presenter.submit(snap, seat, ref, values[0] if values else "")
            return self.presenter.handle(snap, seat, ref, values)

        await self.moves.answer_with(
            interaction, ref.table_id, answer, private=verb.ack == "private", seen_move=head["move_no"]
        )
