"""The one move pipeline: acknowledge, lock, decode once, act, announce (thread, DMs), remember — for every game."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from cogs.components import FormModal
from cogs.delivery import Delivery
from engine.core import IllegalMove
from engine.store import Store, TableRow
from engine.tables import PLAYING, Outcome, Tables
from presenters import texts
from presenters.screens import Act, Answer, OpenForm, Refuse, Screen, Show
from presenters.snapshot import Snapshot

if TYPE_CHECKING:
    from bot import GameBot

log = logging.getLogger("boardbot")


class MovePipeline(Delivery):
    """Mixed into every game cog: the path of a move from a click or command to everyone who must hear of it."""

    bot: GameBot
    store: Store
    tables: Tables

    # ===================================================================== acting
    async def perform(self, interaction: discord.Interaction, table_id: int, action: dict[str, Any]) -> Outcome | None:
        """Apply a player's action under the table lock; refuse politely or announce the outcome."""
        return await self.answer_with(interaction, table_id, lambda snap, seat: Act(action))

    async def answer_with(
        self,
        interaction: discord.Interaction,
        table_id: int,
        build: Callable[[Snapshot, int], Answer],
        private: bool = False,
    ) -> Outcome | None:
        """Defer, lock the table, read it once, let the presenter answer (`build`), and carry the answer out."""
        await self.ack(interaction, private)
        async with self.bot.table_lock(table_id):
            table = self.tables.get(table_id)
            seat = table.seat_of(interaction.user.id)
            if table.status != PLAYING or seat is None:
                await self.refuse(interaction, texts.NOT_A_PLAYER if seat is None else texts.GAME_NOT_RUNNING)
                return None
            snap = self.presenter.snapshot(table)
            return await self.carry_out(interaction, snap, seat, build(snap, seat))

    async def carry_out(
        self, interaction: discord.Interaction, snap: Snapshot, seat: int, answer: Answer
    ) -> Outcome | None:
        """Deliver a presenter's answer (called under the table lock, after the interaction was acknowledged)."""
        if isinstance(answer, Refuse):
            await self.refuse(interaction, answer.text)
            return None
        if isinstance(answer, Show):
            await self.show(interaction, answer.screen, snap.names, answer.edit, answer.replace_images)
            return None
        if isinstance(answer, OpenForm):  # forms are opened before any acknowledgement (see GameCog.on_control)
            await self.refuse(interaction, texts.UNKNOWN_CONTROL)
            return None
        try:
            outcome = self.tables.act_on(snap.table, interaction.user.id, answer.action)
        except IllegalMove as error:
            await self.refuse(interaction, str(error))
            return None
        await self.announce_safely(outcome, interaction.user.id, interaction)
        note = answer.after(outcome) if answer.after else None
        if answer.private_only and not (interaction.message is not None and interaction.message.flags.ephemeral):
            note = None
        if interaction.type == discord.InteractionType.application_command:
            await interaction.followup.send(note or texts.DONE, ephemeral=True)
        elif note and answer.edit:
            extra: dict[str, Any] = {"attachments": []} if answer.clear_images else {}
            if not answer.keep_controls:
                extra["view"] = None
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(content=note, **extra)
        elif note:
            await interaction.followup.send(note, ephemeral=True)
        else:
            await self.done(interaction, clear=answer.clear)
        return outcome

    async def open_form(self, interaction: discord.Interaction, answer: Answer) -> None:
        if isinstance(answer, OpenForm):
            await interaction.response.send_modal(FormModal(answer.form))
        elif isinstance(answer, Refuse):
            await self.refuse(interaction, answer.text)
        else:
            await self.refuse(interaction, texts.UNKNOWN_CONTROL)

    # ===================================================================== announcing
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

    async def announce(self, outcome: Outcome, actor: int | None) -> None:
        """Tell the thread what happened, DM secrets and prompts, then remember what was sent in one write."""
        table = outcome.table
        snap = self.presenter.snapshot(table)
        live = table.meta.get("prompt_message")
        for screen in self.presenter.announcement(snap, outcome):
            message = await self.post(table, screen)
            if self.presenter.single_live_prompt and (screen.images or screen.controls):
                newest = message.id if message is not None and screen.controls else None
                if live != newest:
                    await self.retire(table, live)
                live = newest
        if self.presenter.single_live_prompt and outcome.result is not None and live:
            await self.retire(table, live)
            live = None
        prompts, prompted = self.presenter.prompts(snap)
        closed = list(table.meta.get("dm_closed", []))
        for seat, screen in self.presenter.private_messages(snap, outcome, prompts).items():
            await self.dm(table, seat, screen, closed)
        notes: dict[str, Any] = {"prompted": prompted, "dm_closed": closed}
        if self.presenter.single_live_prompt:
            notes["prompt_message"] = live
        self.tables.announced(table, notes)
        self.bot.wake_scheduler()

    async def check_dms(self, table: TableRow) -> None:
        """At start: greet every player by DM; tell the thread (without secrets) who cannot be reached."""
        if not self.presenter.uses_dms:
            return
        closed = list(table.meta.get("dm_closed", []))
        welcome = self.presenter.welcome(table)
        for seat in range(len(table.seats)):
            await self.dm(table, seat, Screen(welcome), closed)
        self.tables.note(table, dm_closed=closed)

    # ===================================================================== timers
    async def remind(self, table: TableRow, user_id: int) -> None:
        await self.post(table, self.presenter.reminder(table, user_id))

    async def on_deadline(self, table_id: int, key: str) -> None:
        """A stored deadline ran out: the engine's default for that decision, if it is still pending."""
        async with self.bot.table_lock(table_id):
            outcome = self.tables.expire(table_id, key)
            if outcome is not None:
                await self.announce_safely(outcome, None)
