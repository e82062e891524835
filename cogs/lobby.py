"""Lobbies: `/<game> new` opens a thread with the lobby; join, leave, start and abandon (`cog.lobby`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

from cogs.language import guild_lang, say, table_lang
from cogs.parts import CogPart
from cogs.seats import seat_rules
from cogs.spectators import follower_rows
from engine.core import IllegalMove
from engine.outbox import EDIT
from engine.seats import away_reason
from engine.store import TableRow
from engine.tables import Consequences, is_bot
from i18n import Msg, reason, tr
from presenters import seats as shown
from presenters.base import who
from presenters.consequences import post_row
from presenters.screens import Screen

log = logging.getLogger("boardbot")


def say_table(table: TableRow, text: Msg | str) -> str:
    return tr(text, table_lang(table))[:100]


class LobbyFlow(CogPart):
    """Held by every game cog (`cog.lobby`): `/<game> new` and the lobby's buttons."""

    async def create_table(self, interaction: discord.Interaction, options: dict[str, Any]) -> TableRow | None:
        """Shared body of every game's `/game new`: validate, create, open a thread with the lobby (the new table,
        or None after a refusal)."""
        if interaction.guild is None or interaction.channel is None:
            await self.moves.refuse(interaction, Msg("shared-not-in-server"))
            return None
        if options.get("language") is None:
            options = {**options, "language": guild_lang(interaction.guild)}
        try:
            table = self.tables.create(
                self.cog.game_name,
                interaction.guild.id,
                interaction.channel.id,
                interaction.user.id,
                options,
                host_name=interaction.user.display_name,
            )
        except IllegalMove as error:
            await self.moves.refuse(interaction, reason(error))
            return None
        await interaction.response.defer(ephemeral=True, thinking=True)
        thread: discord.abc.Messageable = interaction.channel  # type: ignore[assignment]
        thread_id = None
        parent = interaction.channel
        if isinstance(parent, discord.Thread) and isinstance(parent.parent, discord.TextChannel):
            parent = parent.parent  # a new game gets its own thread, even when asked for inside another one
        if isinstance(parent, discord.TextChannel):
            try:
                created = await parent.create_thread(
                    name=say_table(table, self.presenter.thread_name(table)),
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=10080,
                )
                thread, thread_id = created, created.id
            except discord.HTTPException:
                log.warning("could not create a thread for game %s; using the channel", table.id)
        elif isinstance(interaction.channel, discord.Thread):
            thread_id = interaction.channel.id
        kwargs = await self.moves.message_kwargs(self.presenter.lobby(table), [], table_lang(table))
        try:
            message = await thread.send(**kwargs)
        except discord.HTTPException:
            log.warning("could not post the lobby of game %s", table.id)
            self.tables.abandon(table.id, table.host_id, is_admin=True)
            await interaction.followup.send(say(interaction, Msg("shared-cannot-post")), ephemeral=True)
            return None
        async with self.moves.session(table.id) as s:
            table = s.table
            self.tables.attach_thread(table, thread_id, message.id)
        created = Msg("shared-created", id=str(table.id), link=message.jump_url)
        await interaction.followup.send(say(interaction, created), ephemeral=True)
        return table

    async def refresh_lobby(self, table: TableRow) -> None:
        if not table.lobby_message_id:
            return
        channel = await self.moves.channel(table.home_channel)
        if channel is None:
            return
        kwargs = await self.moves.message_kwargs(self.presenter.lobby(table), [], table_lang(table))
        kwargs.pop("content", None)
        kwargs.setdefault("view", None)
        try:
            await channel.get_partial_message(table.lobby_message_id).edit(**kwargs)  # type: ignore[union-attr]
        except discord.HTTPException:
            log.warning("could not refresh the lobby of game %s", table.id)

    async def do_join(self, interaction: discord.Interaction, table_id: int) -> None:
        user = interaction.user
        joined = lambda t: Msg("shared-joined", user=user.mention, id=str(t.id))  # noqa: E731
        await self.lobby_change(
            interaction, table_id, lambda: self.tables.join(table_id, user.id, user.display_name), joined
        )

    async def do_add_bot(self, interaction: discord.Interaction, table_id: int) -> None:
        added = lambda t: Msg("shared-bot-added", bot=who(t, t.players[-1]), id=str(t.id))  # noqa: E731
        await self.lobby_change(
            interaction, table_id, lambda: self.tables.add_bot(table_id, interaction.user.id), added
        )

    async def do_leave(self, interaction: discord.Interaction, table_id: int) -> None:
        user = interaction.user
        left = lambda t: Msg("shared-left", user=user.mention, id=str(t.id))  # noqa: E731
        await self.lobby_change(interaction, table_id, lambda: self.tables.leave(table_id, user.id), left)

    async def lobby_change(
        self,
        interaction: discord.Interaction,
        table_id: int,
        change: Callable[[], TableRow],
        notice: Callable[[TableRow], Msg],
    ) -> None:
        """A lobby button: `change` the lobby in a session (a refusal is short and private), redraw the lobby, tell
        the thread (`notice`), and close the click."""
        await self.moves.ack(interaction)
        async with self.moves.session(table_id):
            try:
                table = change()
            except IllegalMove as error:
                await self.moves.refuse(interaction, reason(error))
                return
            await self.refresh_lobby(table)
            await self.moves.post(table, notice(table))
        await self.moves.done(interaction)

    async def do_start(self, interaction: discord.Interaction, table_id: int, as_user: int | None = None) -> None:
        """Start (by the clicking host; `as_user` starts as that user, e.g. a rematch's host once all are back).
        A game starting while one of its players is on vacation starts paused until they are back."""
        await self.moves.ack(interaction)
        held = self.moves.hold(interaction, table_id, False)
        started = False
        try:
            async with self.moves.session(table_id) as s:
                try:
                    outcome = self.tables.begin(s.table, as_user or interaction.user.id)
                except IllegalMove as error:
                    await self.moves.refuse(interaction, reason(error))
                    return
                table = outcome.table
                before = [post_row(table, Screen(self.presenter.started(table))), *self.moves.welcome_rows(table)]
                reply = self.moves.done_reply(interaction, held)
                self.tables.commit(outcome, self.moves.consequences(outcome, reply, held, before))
                started = True
                s.stored()
                await self.refresh_lobby(table)
                self.pause_for_vacations(table)
        finally:
            self.moves.release(interaction, held, by_move=started)

    def pause_for_vacations(self, table: TableRow) -> None:
        """Pause a game just started for every player who is away (each pause stored with its notice)."""
        rules = seat_rules(self.tables)
        if rules.paused(table):
            return
        for user_id in table.seats:
            until = rules.away_until(user_id) if not is_bot(user_id) else None
            if until is not None:
                notice = Screen(shown.away_notice(table, user_id, until))
                rules.pause(table, away_reason(user_id), until, Consequences([post_row(table, notice)]))

    async def do_abandon(self, interaction: discord.Interaction, table_id: int, is_admin: bool) -> None:
        await self.moves.ack(interaction)
        async with self.moves.session(table_id) as s:
            try:
                table = self.tables.abandon(table_id, interaction.user.id, is_admin)
            except IllegalMove as error:
                await self.moves.refuse(interaction, reason(error))
                return
            await self.refresh_lobby(table)
            rows: list[tuple[str, dict[str, Any]]] = []
            live = table.record.prompt_message  # no decision is pending any more
            if live:
                rows.append((EDIT, {"channel": table.home_channel, "message": live}))
            self.moves.close_old_prompts(self.presenter.snapshot(table), rows)
            notice = Screen(Msg("shared-abandoned", id=str(table.id), user=interaction.user.mention))
            rows.append(post_row(table, notice))
            rows += follower_rows(self.store, table, rows)  # DM spectators hear of it too
            self.tables.record(table, Consequences(rows, {"prompt_message": None, "dm_prompts": {}}))
            s.stored()
        await self.moves.done(interaction)
