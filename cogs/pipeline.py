"""The one move pipeline: acknowledge, lock, decode once, act, announce (thread, DMs), remember — for every game."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from cogs.components import FormModal
from cogs.delivery import Delivery
from cogs.language import player_lang, say, table_lang, user_lang
from engine.bots import make_bot, seen_by
from engine.core import IllegalMove
from engine.store import Store, TableRow
from engine.tables import PLAYING, Outcome, Tables
from i18n import Msg, Text, reason
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
        seen_move: int | None = None,
    ) -> Outcome | None:
        """Defer, lock the table, read it once, let the presenter answer (`build`), and carry the answer out.

        `seen_move` is the move number when a click arrived: if the table moved on while it waited for the lock,
        by this same player (a double click), a refusal says the move was already made.
        """
        await self.ack(interaction, private)
        async with self.bot.table_lock(table_id):
            try:
                table = self.tables.get(table_id)
            except IllegalMove as error:  # gone, or damaged
                await self.refuse(interaction, reason(error))
                return None
            seat = table.seat_of(interaction.user.id)
            if table.status != PLAYING or seat is None:
                key = "shared-not-a-player" if seat is None else "shared-game-not-running"
                await self.refuse(interaction, Msg(key))
                return None
            snap = self.presenter.snapshot(table)
            moved = seen_move is not None and table.move_no > seen_move
            return await self.carry_out(interaction, snap, seat, build(snap, seat), moved)

    async def refuse_move(self, interaction: discord.Interaction, snap: Snapshot, text: Text, moved: bool) -> None:
        """A refusal, unless the refused click is a repeat of the move this player just made."""
        if moved and self.store.last_mover(snap.table.id) == interaction.user.id:
            text = Msg("shared-already-made")
        await self.refuse(interaction, text)

    async def carry_out(
        self, interaction: discord.Interaction, snap: Snapshot, seat: int, answer: Answer, moved: bool = False
    ) -> Outcome | None:
        """Deliver a presenter's answer (called under the table lock, after the interaction was acknowledged)."""
        if isinstance(answer, Refuse):
            await self.refuse_move(interaction, snap, answer.text, moved)
            return None
        if isinstance(answer, Show):
            await self.show(interaction, answer.screen, snap.names, answer.edit, answer.replace_images)
            return None
        if isinstance(answer, OpenForm):  # forms are opened before any acknowledgement (see GameCog.on_control)
            await self.refuse(interaction, Msg("shared-unknown-control"))
            return None
        try:
            outcome = self.tables.act_on(snap.table, interaction.user.id, answer.action)
        except IllegalMove as error:
            await self.refuse_move(interaction, snap, reason(error), moved)
            return None
        except sqlite3.Error as error:  # busy past the timeout, read-only, disk full: nothing was stored
            log.error("could not store a move of game %s: %s", snap.table.id, error)
            await self.refuse(interaction, Msg("shared-not-stored"))
            return None
        await self.announce_safely(outcome, interaction.user.id, interaction)
        note = answer.after(outcome) if answer.after else None
        if answer.private_only and not (interaction.message is not None and interaction.message.flags.ephemeral):
            note = None
        if interaction.type == discord.InteractionType.application_command:
            await interaction.followup.send(say(interaction, note or Msg("shared-done")), ephemeral=True)
        elif note and answer.edit:
            extra: dict[str, Any] = {"attachments": []} if answer.clear_images else {}
            if not answer.keep_controls:
                extra["view"] = None
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(content=say(interaction, note), **extra)
        elif note:
            await interaction.followup.send(say(interaction, note), ephemeral=True)
        else:
            await self.done(interaction, clear=answer.clear)
        return outcome

    async def open_form(self, interaction: discord.Interaction, answer: Answer) -> None:
        if isinstance(answer, OpenForm):
            await interaction.response.send_modal(FormModal(answer.form, player_lang(interaction)))
        elif isinstance(answer, Refuse):
            await self.refuse(interaction, answer.text)
        else:
            await self.refuse(interaction, Msg("shared-unknown-control"))

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
                    await interaction.followup.send(say(interaction, Msg("shared-announce-failed")), ephemeral=True)

    async def announce(self, outcome: Outcome, actor: int | None) -> None:
        """Tell the thread what happened, DM secrets and prompts, then remember what was sent in one write."""
        table = outcome.table
        snap = self.presenter.snapshot(table)
        live = table.meta.get("prompt_message")  # the newest thread message with controls
        for screen in self.presenter.announcement(snap, outcome):
            message = await self.post(table, screen)
            if screen.controls and message is not None:
                if self.presenter.single_live_prompt and live != message.id:
                    await self.retire(table, live)  # only the newest turn message keeps its buttons
                live = message.id
            elif self.presenter.single_live_prompt and screen.images and live:
                await self.retire(table, live)
                live = None
        if outcome.result is not None and live:
            await self.retire(table, live)  # the game is over: its last controls go
            live = None
        prompts, prompted = self.presenter.prompts(snap)
        dm_prompts = await self.close_old_prompts(snap)
        closed = list(table.meta.get("dm_closed", []))
        for seat, screen, is_prompt in self.presenter.private_messages(snap, outcome, prompts):
            message = await self.dm(table, seat, screen, closed)
            if is_prompt and message is not None:
                dm_prompts[str(seat)] = [message.channel.id, message.id, snap.prompt_key(seat)]
        notes = {"prompted": prompted, "dm_closed": closed, "prompt_message": live, "dm_prompts": dm_prompts}
        self.tables.announced(table, notes)
        self.bot.wake_scheduler()

    async def close_old_prompts(self, snap: Snapshot) -> dict[str, list[Any]]:
        """Rewrite the DM prompts whose decision is over (their controls go, their text says what happened);
        returns the prompts still open."""
        still: dict[str, list[Any]] = {}
        secret = {str(s): snap.prompt_key(s) for s in snap.to_act if snap.game.secret_input(snap.state, s)}
        for seat, (channel_id, message_id, key) in snap.table.meta.get("dm_prompts", {}).items():
            if snap.playing and secret.get(seat) == key:
                still[seat] = [channel_id, message_id, key]
                continue
            text = self.presenter.prompt_closed(snap, int(seat), key)
            if text:
                lang = user_lang(self.store, snap.user(int(seat)), table_lang(snap.table))
                await self.edit_dm(channel_id, message_id, text, lang)
        return still

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

    async def bot_turn(self, table_id: int, seat: int) -> bool:
        """A bot-played seat is awaited: the bot decides (off the event loop) from what the seat may know, and its
        move goes through the same commit and announcement as anyone's. False when it had nothing to do."""
        async with self.bot.table_lock(table_id):
            try:
                table = self.tables.get(table_id)
            except IllegalMove:
                return False
            game = self.presenter.game
            level = self.tables.bot_level(table, seat) if table.status == PLAYING else None
            if level is None or table.state is None or seat not in game.to_act(table.state):
                return False
            history = await asyncio.to_thread(self.tables.public_history, table)
            seen = seen_by(game, table.state, seat, history)
            player = make_bot(game, level)
            action = await asyncio.to_thread(player.choose, seen, random.Random(f"{table.id}:{table.move_no}:{seat}"))
            if action is None:
                return False
            try:
                outcome = self.tables.act_as_bot(table, seat, action)
            except IllegalMove:
                log.warning("the bot of seat %s in game %s chose an illegal move %s", seat, table_id, action)
                return False
            await self.announce_safely(outcome, None)
            return True

    async def on_deadline(self, table_id: int, key: str) -> None:
        """A stored deadline ran out: the engine's default for that decision, if it is still pending."""
        async with self.bot.table_lock(table_id):
            outcome = self.tables.expire(table_id, key)
            if outcome is not None:
                await self.announce_safely(outcome, None)
