"""The shared Discord layer every game cog reuses: lobby commands and buttons, acting, announcing, DMs.

A game cog subclasses `GameCog` with `group_name=...`, defines its own `new` command (typed options) that
calls `create_table`, and overrides the hooks at the bottom of the class for its components and images.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import time
from collections import defaultdict
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import app_commands
from discord.ext import commands

from cogs import texts
from cogs.components import GameButton, make_view
from engine.core import Event, Game, IllegalMove, Result
from engine.registry import get_game
from engine.scheduling import plan_reminders
from engine.store import TableRow
from engine.tables import ABANDONED, FINISHED, LOBBY, PLAYING, Outcome, TableError

if TYPE_CHECKING:
    from bot import GameBot

log = logging.getLogger("boardbot")

MAX_MESSAGE = 1900


def link(table: TableRow) -> str:
    return f"https://discord.com/channels/{table.guild_id}/{table.home_channel}"


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def png_file(data: bytes, name: str) -> discord.File:
    """A fresh File for every send (a File can be read only once)."""
    return discord.File(io.BytesIO(data), filename=name)


def clip(text: str, limit: int = MAX_MESSAGE) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def is_dm_closed(error: discord.HTTPException) -> bool:
    return isinstance(error, discord.Forbidden) or getattr(error, "code", None) == 50007


class GameCog(commands.GroupCog):
    """Base of every game's cog: `/game join|leave|start|board|hand|rules|abandon` and the play loop."""

    game_name: ClassVar[str] = ""
    uses_dms: ClassVar[bool] = True  # False for games without secrets: no DM check at start
    single_live_prompt: ClassVar[bool] = False  # True: only the newest turn message keeps its buttons
    renderer: ClassVar[Any] = None  # the game's renderers module (render_board, render_private, render_scores)

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot
        self.store = bot.store
        self.tables = bot.tables
        super().__init__()

    @property
    def game(self) -> Game:
        return get_game(self.game_name)

    async def cog_load(self) -> None:
        self.bot.game_cogs[self.game_name] = self

    # ===================================================================== shared commands
    async def table_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        mine = self.store.tables_of_user(interaction.user.id, kind=self.game_name)
        if interaction.guild_id:
            mine += [t for t in self.tables.open_lobbies(interaction.guild_id) if t.kind == self.game_name]
        seen: dict[int, TableRow] = {t.id: t for t in mine}
        choices = [
            app_commands.Choice(name=f"#{t.id} ({texts.STATUS[t.status]}, {len(t.players)} players)", value=t.id)
            for t in seen.values()
            if current.strip("#") in str(t.id)
        ]
        return choices[:25]

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
        assert table.state is not None
        names = self.names(table)
        data = await asyncio.to_thread(self.render_board, self.game.view(table.state, None), names)
        await interaction.followup.send(
            content=self.status_line(table), file=png_file(data, f"{self.game_name}-{table.id}.png"), ephemeral=True
        )

    @app_commands.command(name="hand", description="See your secret view (and act) privately.")
    async def hand_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.show_hand(interaction, table)

    @app_commands.command(name="rules", description="A summary of the rules and the commands.")
    async def rules_cmd(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(clip(self.rules_text()), ephemeral=True)

    @app_commands.command(name="abandon", description="Abandon a game (host, or members with Manage Server).")
    async def abandon_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (LOBBY, PLAYING))
        if table is None:
            return
        perms = getattr(interaction.user, "guild_permissions", None)
        is_admin = bool(perms and perms.manage_guild)
        await self.ack(interaction)
        async with self.bot.table_lock(table.id):
            try:
                table = self.tables.abandon(table.id, interaction.user.id, is_admin)
            except IllegalMove as error:
                await self.refuse(interaction, str(error))
                return
            await self.refresh_lobby(table)
            await self.post(table, texts.ABANDONED.format(id=table.id, user=interaction.user.mention))
        await self.done(interaction)

    for _cmd in (join_cmd, leave_cmd, start_cmd, board_cmd, hand_cmd, abandon_cmd):
        _cmd.autocomplete("game")(table_autocomplete)
    del _cmd

    # ===================================================================== table resolution
    async def resolve(
        self,
        interaction: discord.Interaction,
        table_id: int | None,
        statuses: tuple[str, ...],
        player_only: bool = False,
    ) -> TableRow | None:
        """The table a command means: the one named, the one of this thread, or the user's only one."""
        title = self.game.title
        if table_id is not None:
            table = self.store.get_table(table_id)
            if table is None or table.kind != self.game_name:
                await self.refuse(interaction, f"There is no {title} game #{table_id}.")
                return None
        else:
            candidates = self.candidates(interaction, statuses)
            if len(candidates) != 1:
                message = (
                    texts.SEVERAL_TABLES.format(title=title, ids=", ".join(f"#{t.id}" for t in candidates))
                    if candidates
                    else texts.NO_TABLE_HERE.format(title=title, game=self.game_name)
                )
                await self.refuse(interaction, message)
                return None
            table = candidates[0]
        if self.elsewhere(interaction, table):
            await self.refuse(interaction, f"There is no {title} game #{table.id} here.")
            return None
        if table.status not in statuses:
            await self.refuse(interaction, self.status_refusal(table))
            return None
        if player_only and interaction.user.id not in table.seats:
            await self.refuse(interaction, texts.NOT_A_PLAYER)
            return None
        return table

    def candidates(
        self, interaction: discord.Interaction, statuses: tuple[str, ...], latest_in_thread: bool = True
    ) -> list[TableRow]:
        """The tables a command without a game number may mean: this thread's, else the user's own."""
        in_thread = self.store.find_tables("kind = ? and thread_id = ?", [self.game_name, interaction.channel_id])
        here = [t for t in in_thread if t.status in statuses]
        if not here and latest_in_thread:
            here = in_thread[-1:]  # so that e.g. `join` in a started game's thread says "already started"
        found = here or self.store.tables_of_user(interaction.user.id, statuses, kind=self.game_name)
        if len(found) > 1 and any(t.status == PLAYING for t in found):
            found = [t for t in found if t.status in (LOBBY, PLAYING)]
        return found

    @staticmethod
    def elsewhere(interaction: discord.Interaction, table: TableRow) -> bool:
        """A table of another server (or, in DMs, one the user does not play in)."""
        if interaction.guild_id:
            return table.guild_id != interaction.guild_id
        return interaction.user.id not in table.players

    def table_for_autocomplete(self, interaction: discord.Interaction) -> TableRow | None:
        """The running table an autocomplete means: the `game` option, this thread, or the user's only game."""
        named = getattr(interaction.namespace, "game", None)
        if isinstance(named, int):
            table = self.store.get_table(named)
            ok = table and table.kind == self.game_name and table.status == PLAYING
            return table if ok and not self.elsewhere(interaction, table) else None
        found = self.candidates(interaction, (PLAYING,), latest_in_thread=False)
        if len(found) > 1:  # several games: the one waiting for this user
            found = [t for t in found if interaction.user.id in self.tables.awaited_users(t)]
        return found[0] if len(found) == 1 else None

    @staticmethod
    def status_refusal(table: TableRow) -> str:
        return {
            LOBBY: "That game has not started yet.",
            PLAYING: "That game has already started.",
            FINISHED: "That game is over.",
            ABANDONED: "That game was abandoned.",
        }[table.status]

    # ===================================================================== lobby
    async def create_table(self, interaction: discord.Interaction, options: dict[str, Any]) -> None:
        """Shared body of every game's `/game new`: validate, create, open a thread with the lobby."""
        if interaction.guild is None or interaction.channel is None:
            await self.refuse(interaction, texts.NOT_IN_SERVER)
            return
        try:
            table = self.tables.create(
                self.game_name, interaction.guild.id, interaction.channel.id, interaction.user.id, options
            )
        except IllegalMove as error:
            await self.refuse(interaction, str(error))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        self.remember_name(table, interaction.user)
        thread: discord.abc.Messageable = interaction.channel  # type: ignore[assignment]
        thread_id = None
        parent = interaction.channel
        if isinstance(parent, discord.Thread) and isinstance(parent.parent, discord.TextChannel):
            parent = parent.parent  # a new game gets its own thread, even when asked for inside another one
        if isinstance(parent, discord.TextChannel):
            try:
                created = await parent.create_thread(
                    name=texts.THREAD_NAME.format(title=self.game.title, id=table.id),
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=10080,
                )
                thread, thread_id = created, created.id
            except discord.HTTPException:
                log.warning("could not create a thread for game %s; using the channel", table.id)
        elif isinstance(interaction.channel, discord.Thread):
            thread_id = interaction.channel.id
        embed, view = self.lobby_message(table)
        try:
            message = await thread.send(embed=embed, view=view)
        except discord.HTTPException:
            log.warning("could not post the lobby of game %s", table.id)
            self.tables.abandon(table.id, table.host_id, is_admin=True)
            await interaction.followup.send(texts.CANNOT_POST, ephemeral=True)
            return
        async with self.bot.table_lock(table.id):
            table = self.tables.get(table.id)
            self.tables.attach_thread(table, thread_id, message.id)
        await interaction.followup.send(texts.CREATED.format(id=table.id, link=message.jump_url), ephemeral=True)

    def lobby_message(self, table: TableRow) -> tuple[discord.Embed, discord.ui.View | None]:
        game = self.game
        names = [mention(u) for u in table.players]
        options = ", ".join(f"{k.replace('_', ' ')}: {self.format_option(v)}" for k, v in table.options.items())
        embed = discord.Embed(
            title=texts.LOBBY_TITLE.format(title=game.title, id=table.id),
            description=texts.LOBBY_BODY.format(
                host=mention(table.host_id),
                count=len(table.players),
                max=game.max_players,
                min=game.min_players,
                players=", ".join(names) or "—",
                options=options or "—",
            ),
            colour=discord.Colour.gold(),
        )
        if table.status == LOBBY:
            embed.set_footer(text=texts.LOBBY_HINT)
            items: list[discord.ui.Item[Any]] = [
                GameButton(table.id, "join", label=texts.BUTTON_JOIN, style=discord.ButtonStyle.success),
                GameButton(table.id, "leave", label=texts.BUTTON_LEAVE, style=discord.ButtonStyle.secondary),
                GameButton(table.id, "start", label=texts.BUTTON_START, style=discord.ButtonStyle.primary),
            ]
            return embed, make_view(items)
        embed.set_footer(text=texts.LOBBY_STARTED if table.status != ABANDONED else texts.LOBBY_ABANDONED)
        return embed, None

    @staticmethod
    def format_option(value: Any) -> str:
        if isinstance(value, bool):
            return "yes" if value else "no"
        return str(value)

    async def refresh_lobby(self, table: TableRow) -> None:
        if not table.lobby_message_id:
            return
        channel = await self.channel(table.home_channel)
        if channel is None:
            return
        embed, view = self.lobby_message(table)
        try:
            message = channel.get_partial_message(table.lobby_message_id)  # type: ignore[union-attr]
            await message.edit(embed=embed, view=view)
        except discord.HTTPException:
            log.warning("could not refresh the lobby of game %s", table.id)

    async def do_join(self, interaction: discord.Interaction, table_id: int) -> None:
        await self.ack(interaction)
        async with self.bot.table_lock(table_id):
            try:
                table = self.tables.join(table_id, interaction.user.id)
            except IllegalMove as error:
                await self.refuse(interaction, str(error))
                return
            self.remember_name(table, interaction.user)
            await self.refresh_lobby(table)
            await self.post(table, texts.JOINED.format(user=interaction.user.mention, id=table.id))
        await self.done(interaction)

    async def do_leave(self, interaction: discord.Interaction, table_id: int) -> None:
        await self.ack(interaction)
        async with self.bot.table_lock(table_id):
            try:
                table = self.tables.leave(table_id, interaction.user.id)
            except IllegalMove as error:
                await self.refuse(interaction, str(error))
                return
            await self.refresh_lobby(table)
            await self.post(table, texts.LEFT.format(user=interaction.user.mention, id=table.id))
        await self.done(interaction)

    async def do_start(self, interaction: discord.Interaction, table_id: int) -> None:
        await self.ack(interaction)
        async with self.bot.table_lock(table_id):
            try:
                outcome = self.tables.start(table_id, interaction.user.id)
            except IllegalMove as error:
                await self.refuse(interaction, str(error))
                return
            table = outcome.table
            await self.refresh_lobby(table)
            seats = ", ".join(f"{i + 1}. {mention(u)}" for i, u in enumerate(table.seats))
            await self.post(table, texts.STARTED.format(title=self.game.title, id=table.id, seats=seats))
            await self.check_dms(table)
            await self.announce_safely(outcome, None, interaction)
        await self.done(interaction)

    # ===================================================================== playing
    async def perform(
        self, interaction: discord.Interaction, table_id: int, action: dict[str, Any], clear: bool = True
    ) -> Outcome | None:
        """Apply a player's action under the table lock; refuse politely or announce the outcome.

        The interaction is deferred first, so Discord's 3-second limit is met however long the rest takes.
        """
        await self.ack(interaction)
        async with self.bot.table_lock(table_id):
            try:
                outcome = self.tables.act(table_id, interaction.user.id, action)
            except IllegalMove as error:
                await self.refuse(interaction, str(error))
                return None
            await self.announce_safely(outcome, interaction.user.id, interaction)
        await self.done(interaction, clear=clear)
        return outcome

    async def announce_safely(
        self, outcome: Outcome, actor: int | None, interaction: discord.Interaction | None = None
    ) -> None:
        """Announce a stored move; if that fails, the move stands and the player is told so (not 'try again')."""
        try:
            await self.announce(outcome, actor=actor)
        except Exception:
            log.exception("announcing move %s of game %s failed", outcome.table.move_no, outcome.table.id)
            if interaction is not None:
                with contextlib.suppress(discord.HTTPException):
                    await interaction.followup.send(texts.ANNOUNCE_FAILED, ephemeral=True)

    @staticmethod
    async def ack(interaction: discord.Interaction) -> None:
        """Defer: a slash command gets a private 'thinking', a component a silent update."""
        if interaction.response.is_done():
            return
        if interaction.type == discord.InteractionType.application_command:
            await interaction.response.defer(ephemeral=True, thinking=True)
        else:
            await interaction.response.defer()

    @staticmethod
    async def done(interaction: discord.Interaction, message: str = texts.DONE, clear: bool = False) -> None:
        """Close a deferred slash command with a short private note; `clear` removes a used message's buttons."""
        if interaction.type == discord.InteractionType.application_command:
            await interaction.followup.send(message, ephemeral=True)
        elif clear and interaction.message is not None:
            try:
                await interaction.edit_original_response(view=None)
            except discord.HTTPException:
                log.warning("could not clear the buttons of message %s", interaction.message.id)

    async def announce(self, outcome: Outcome, actor: int | None) -> None:
        """Tell the thread what happened (one message), DM secrets and prompts, and plan reminders."""
        table = outcome.table
        game = self.game
        assert table.state is not None
        names = self.names(table)
        lines = [game.describe(e, names) for e in outcome.events if e.public and e.kind != "table_started"]
        lines = [line for line in lines if line]
        awaited = self.tables.awaited_users(table)
        if outcome.result is not None:
            await self.announce_result(table, outcome.result, lines)
            await self.send_private_events(table, outcome.events, names, prompts=set())
            self.tables.mark_announced(table)
            return
        public_items = self.public_components(table)
        secret_seats = {s for s in game.to_act(table.state) if self.secret_input(table, s)}
        prompts = self.seats_to_prompt(table, secret_seats)
        waiting = [mention(u) for u in self.mentioned(table, awaited)]
        if waiting:
            lines.append(texts.TURN_PROMPT.format(mentions=", ".join(waiting)))
        file = None
        if self.image_after(outcome):
            data = await asyncio.to_thread(self.render_board, game.view(table.state, None), names)
            file = png_file(data, f"{self.game_name}-{table.id}-{table.move_no}.png")
        if lines or file:
            message = await self.post(table, "\n".join(lines) or self.status_line(table), file=file, items=public_items)
            if self.single_live_prompt and (file or public_items):
                await self.retire_previous_prompt(table, message if public_items else None)
        await self.send_private_events(table, outcome.events, names, prompts)
        plan_reminders(self.store, table, self.mentioned(table, awaited), time.time(), acted=actor)
        self.bot.wake_scheduler()
        self.tables.mark_announced(table)

    async def announce_result(self, table: TableRow, result: Result, lines: list[str]) -> None:
        assert table.state is not None
        names = self.names(table)
        winners = [names[s] for s in result.winners]
        if not winners:
            summary = texts.NO_WINNER
        else:
            template = texts.WINNER if len(winners) == 1 else texts.SHARED_WIN
            summary = template.format(names=", ".join(winners))
        explanation = self.game.explain(result, names)
        if explanation:
            summary += f" {explanation}"
        lines.append(texts.FINISHED.format(summary=summary))
        view = self.game.view(table.state, None)
        if view.get("result"):
            view["result"]["explanation"] = explanation
        board = await asyncio.to_thread(self.render_board, view, names)
        scores = await asyncio.to_thread(self.render_scores, view, names)
        if self.single_live_prompt:
            await self.retire_previous_prompt(table, None)
        await self.post(
            table,
            "\n".join(lines),
            files=[
                png_file(board, f"{self.game_name}-{table.id}-final-board.png"),
                png_file(scores, f"{self.game_name}-{table.id}-scores.png"),
            ],
        )

    def seats_to_prompt(self, table: TableRow, seats: set[int]) -> set[int]:
        """Seats whose secret-input prompt changed since we last DMed them (remembered in table meta)."""
        prompted = table.meta.setdefault("prompted", {})
        fresh = {s for s in seats if prompted.get(str(s)) != self.prompt_key(table, s)}
        for seat in fresh:
            prompted[str(seat)] = self.prompt_key(table, seat)
        if fresh:
            self.store.save_table(table)
        return fresh

    async def retire_previous_prompt(self, table: TableRow, newest: discord.Message | None) -> None:
        """Only the newest turn message keeps its buttons: take them off the one before, remember the new one."""
        previous = table.meta.get("prompt_message")
        table.meta["prompt_message"] = newest.id if newest else None
        self.store.save_table(table)
        if not previous or (newest and previous == newest.id):
            return
        channel = await self.channel(table.home_channel)
        if channel is None:
            return
        try:
            await channel.get_partial_message(previous).edit(view=None)  # type: ignore[union-attr]
        except discord.HTTPException:
            log.info("could not clear the buttons of message %s in game %s", previous, table.id)

    async def send_private_events(
        self, table: TableRow, events: list[Event], names: list[str], prompts: set[int]
    ) -> None:
        by_seat: dict[int, list[str]] = defaultdict(list)
        for event in events:
            if not event.public:
                for seat in event.to or ():
                    text = self.game.describe(event, names)
                    if text:
                        by_seat[seat].append(text)
        for seat in sorted(set(by_seat) | prompts):
            lines = by_seat.get(seat, [])
            if seat in prompts:
                content, data, items = await self.private_message(table, seat)
                head = texts.DM_YOUR_INPUT.format(title=self.game.title, id=table.id, link=link(table))
                body = "\n".join([head, *lines, content or ""]).strip()
                await self.dm(table, seat, body, data, items)
            else:
                await self.dm(table, seat, "\n".join(lines), None, [])

    async def private_message(self, table: TableRow, seat: int) -> tuple[str, bytes | None, list[discord.ui.Item[Any]]]:
        """A seat's private view: text, image and (when they must act secretly) the input components."""
        assert table.state is not None
        view = self.game.view(table.state, seat)
        names = self.names(table)
        data = await asyncio.to_thread(self.render_private, view, names)
        items = self.private_components(table, seat)
        return self.private_text(table, seat, view), data, items

    async def check_dms(self, table: TableRow) -> None:
        """At start: greet every player by DM; tell the thread (without secrets) who cannot be reached."""
        if not self.uses_dms:
            return
        for seat in range(len(table.seats)):
            await self.dm(
                table, seat, texts.DM_WELCOME.format(title=self.game.title, id=table.id, link=link(table)), None, []
            )

    async def dm(
        self, table: TableRow, seat: int, content: str, data: bytes | None, items: list[discord.ui.Item[Any]]
    ) -> bool:
        user_id = table.seats[seat]
        kwargs: dict[str, Any] = {"content": clip(content) if content else None}
        if data:
            kwargs["file"] = png_file(data, f"{self.game_name}-{table.id}-private.png")
        view = make_view(items)
        if view:
            kwargs["view"] = view
        if not kwargs["content"] and "file" not in kwargs:
            return True
        try:
            user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
            await user.send(**kwargs)
            return True
        except discord.HTTPException as error:
            if not is_dm_closed(error):
                log.exception("DM to %s failed in game %s", user_id, table.id)
                return False
            closed = table.meta.setdefault("dm_closed", [])
            if user_id not in closed:
                closed.append(user_id)
                self.store.save_table(table)
                await self.post(table, texts.DM_CLOSED_PUBLIC.format(mention=mention(user_id), game=self.game_name))
            return False

    # ===================================================================== timers
    async def remind(self, table: TableRow, user_id: int) -> None:
        text = texts.REMINDER.format(mention=mention(user_id), title=self.game.title, id=table.id, link=link(table))
        await self.post(table, text)

    async def on_deadline(self, table: TableRow, payload: dict[str, Any]) -> None:
        """A stored deadline expired: apply its action for its seat, unless the game moved on meanwhile."""
        async with self.bot.table_lock(table.id):
            current = self.tables.get(table.id)
            if current.status != PLAYING or payload.get("move_no") != current.move_no:
                return
            try:
                outcome = self.tables.act_as_seat(table.id, int(payload["seat"]), payload["action"])
            except IllegalMove:
                log.info("deadline of game %s no longer applies", table.id)
                return
            await self.announce_safely(outcome, None)

    # ===================================================================== messages
    async def channel(self, channel_id: int) -> discord.abc.Messageable | None:
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(channel_id)
            except discord.HTTPException:
                log.warning("channel %s is gone", channel_id)
                return None
        return channel  # type: ignore[return-value]

    async def post(
        self,
        table: TableRow,
        content: str,
        file: discord.File | None = None,
        files: list[discord.File] | None = None,
        items: list[discord.ui.Item[Any]] | None = None,
    ) -> discord.Message | None:
        channel = await self.channel(table.home_channel)
        if channel is None:
            return None
        kwargs: dict[str, Any] = {"content": clip(content)}
        if file:
            kwargs["file"] = file
        if files:
            kwargs["files"] = files
        view = make_view(items or [])
        if view:
            kwargs["view"] = view
        try:
            return await channel.send(**kwargs)
        except discord.HTTPException:
            log.exception("could not post in game %s", table.id)
            return None

    async def refuse(self, interaction: discord.Interaction, message: str) -> None:
        """A short ephemeral refusal; nothing has changed."""
        if interaction.response.is_done():
            await interaction.followup.send(clip(message), ephemeral=True)
        else:
            await interaction.response.send_message(clip(message), ephemeral=True)

    async def apologise(self, interaction: discord.Interaction) -> None:
        try:
            await self.refuse(interaction, texts.BOT_ERROR)
        except discord.HTTPException:
            log.warning("could not even apologise")

    async def cog_app_command_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        here = self.store.find_tables("thread_id = ?", [interaction.channel_id])
        game = here[-1].id if here else "?"
        name = interaction.command.qualified_name if interaction.command else "?"
        log.error("command %s failed in game %s", name, game, exc_info=error)
        await self.apologise(interaction)

    def names(self, table: TableRow) -> list[str]:
        known = table.meta.get("names", {})
        return [known.get(str(u), f"Player {i + 1}") for i, u in enumerate(table.seats)]

    def remember_name(self, table: TableRow, user: discord.abc.User) -> None:
        table.meta.setdefault("names", {})[str(user.id)] = user.display_name
        self.store.save_table(table)

    def status_line(self, table: TableRow) -> str:
        awaited = self.tables.awaited_users(table)
        if table.status == FINISHED:
            return f"{self.game.title} #{table.id} is over."
        shown = self.mentioned(table, awaited)
        return texts.TURN_PROMPT.format(mentions=", ".join(mention(u) for u in shown)) if shown else ""

    # ===================================================================== components
    async def on_component(
        self, interaction: discord.Interaction, table: TableRow, verb: str, arg: str, values: list[str]
    ) -> None:
        if verb == "join":
            await self.do_join(interaction, table.id)
        elif verb == "leave":
            await self.do_leave(interaction, table.id)
        elif verb == "start":
            await self.do_start(interaction, table.id)
        elif verb == "hand":
            await self.show_hand(interaction, table)
        else:
            if table.status != PLAYING:
                await self.refuse(interaction, self.status_refusal(table))
                return
            if interaction.user.id not in table.seats:
                await self.refuse(interaction, texts.NOT_A_PLAYER)
                return
            await self.on_game_component(interaction, table, verb, arg, values)

    async def show_hand(self, interaction: discord.Interaction, table: TableRow) -> None:
        if interaction.user.id not in table.seats or table.status != PLAYING:
            await self.refuse(interaction, texts.NOT_A_PLAYER)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = table.seat_of(interaction.user.id)
        assert seat is not None
        content, data, items = await self.private_message(table, seat)
        kwargs: dict[str, Any] = {"content": clip(content or texts.NO_SECRET), "ephemeral": True}
        if data:
            kwargs["file"] = png_file(data, f"{self.game_name}-{table.id}-private.png")
        view = make_view(items)
        if view:
            kwargs["view"] = view
        await interaction.followup.send(**kwargs)

    # ===================================================================== hooks for game cogs
    async def on_game_component(
        self, interaction: discord.Interaction, table: TableRow, verb: str, arg: str, values: list[str]
    ) -> None:
        raise TableError("That button does nothing here.")

    def public_components(self, table: TableRow) -> list[discord.ui.Item[Any]]:
        """Buttons under the thread message for whoever acts publicly next."""
        return []

    def private_components(self, table: TableRow, seat: int) -> list[discord.ui.Item[Any]]:
        """Components for a seat's secret input (sent by DM, or with `/game hand`); empty when none is wanted."""
        return []

    def secret_input(self, table: TableRow, seat: int) -> bool:
        """Whether this seat's awaited input is secret (prompted by DM) rather than public."""
        return False

    def prompt_key(self, table: TableRow, seat: int) -> str:
        """Changes whenever a seat needs a fresh DM prompt."""
        return str(table.move_no)

    def image_after(self, outcome: Outcome) -> bool:
        return True

    def mentioned(self, table: TableRow, awaited: list[int]) -> list[int]:
        """Who the thread's 'Waiting for …' line names; override when who may act is itself a secret."""
        return awaited

    def private_text(self, table: TableRow, seat: int, view: dict[str, Any]) -> str:
        return ""

    def rules_text(self) -> str:
        return self.game.title

    def render_board(self, view: dict[str, Any], names: list[str]) -> bytes:
        return self.renderer.render_board(view, names)

    def render_private(self, view: dict[str, Any], names: list[str]) -> bytes | None:
        draw = getattr(self.renderer, "render_private", None)
        return draw(view, names) if draw else None

    def render_scores(self, view: dict[str, Any], names: list[str]) -> bytes:
        return self.renderer.render_scores(view, names)
