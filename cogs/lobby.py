"""Lobbies: `/<game> new` opens a thread with the lobby; join, leave, start and abandon (`cog.lobby`)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

import discord

from cogs.language import guild_lang, say, table_lang
from cogs.parts import CogPart
from cogs.raw_messages import post
from cogs.seats import seat_rules
from engine.core import IllegalMove
from engine.seats import away_reason
from engine.store import TableRow
from engine.tables import Consequences, is_bot
from i18n import Msg, Text, reason, tr
from presenters import seats as shown
from presenters.base import clip, who
from presenters.consequences import lobby_rows, post_row
from presenters.labels import OPTION_LABEL
from presenters.screens import Screen

log = logging.getLogger("boardbot")


def say_table(table: TableRow, text: Msg | str) -> str:
    return clip(tr(text, table_lang(table)), OPTION_LABEL)


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
        try:  # sent directly: the lobby message is where later rows (its redraws) are addressed
            message = thread.get_partial_message(await post(thread, kwargs))  # type: ignore[attr-defined]
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

    def lobby_rows(self, table: TableRow) -> list[tuple[str, dict[str, Any]]]:
        """The lobby message redrawn, as outbox rows stored with the change that redraws it."""
        return lobby_rows(table, self.presenter.lobby(table))

    async def do_join(
        self, interaction: discord.Interaction, table_id: int, also: Callable[[TableRow], Text] | None = None
    ) -> None:
        """Join a lobby; `also` is a second line for the thread once joined (a rematch's)."""
        user = interaction.user
        joined = lambda t: Msg("shared-joined", user=user.mention, id=str(t.id))  # noqa: E731
        change = lambda: self.tables.join(table_id, user.id, user.display_name)  # noqa: E731
        await self.lobby_change(interaction, table_id, change, joined, also)

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
        notice: Callable[[TableRow], Text],
        also: Callable[[TableRow], Text] | None = None,
    ) -> None:
        """A lobby button: `change` the lobby in a session (a refusal is short and private) and store, in the same
        transaction, the lobby's redraw and the thread's `notice` (then `also`) as outbox rows; close the click."""
        await self.moves.ack(interaction)
        async with self.moves.session(table_id) as s:
            try:
                with self.store.transaction():
                    table = change()
                    told = [notice(table), *([also(table)] if also else [])]
                    rows = [
                        *self.lobby_rows(table),
                        *(post_row(table, Screen(text), quiet=True) for text in told),
                    ]  # no call
                    self.tables.record(table, Consequences(rows))
            except IllegalMove as error:
                await self.moves.refuse(interaction, reason(error))
                return
            s.stored()
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
                started_post = post_row(table, Screen(self.presenter.started(table)))
                before = [*self.lobby_rows(table), started_post, *self.moves.welcome_rows(table)]
                reply = self.moves.done_reply(interaction, held)
                self.tables.commit(outcome, self.moves.consequences(outcome, reply, held, before))
                started = True
                s.stored()
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

    def abandoned(self, table: TableRow, by: str) -> Consequences:
        """An abandoned table's rows: the lobby redrawn and the notice, then what every end causes (`Moves.ended`)."""
        notice = post_row(table, Screen(Msg("shared-abandoned", id=str(table.id), user=by)))
        return self.moves.ended(table, [*self.lobby_rows(table), notice])

    async def do_abandon(self, interaction: discord.Interaction, table_id: int, is_admin: bool) -> None:
        await self.moves.ack(interaction)
        async with self.moves.session(table_id) as s:
            try:
                with self.store.transaction():  # the abandon and what it causes: all or nothing
                    table = self.tables.abandon(table_id, interaction.user.id, is_admin)
                    self.tables.record(table, self.abandoned(table, interaction.user.mention))
            except IllegalMove as error:
                await self.moves.refuse(interaction, reason(error))
                return
            s.stored()
        await self.moves.done(interaction)
