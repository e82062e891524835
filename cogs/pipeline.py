"""The one move pipeline: acknowledge, lock, decode once, act with everything it causes (one transaction), deliver —
for every game."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord

from cogs.components import FormModal
from cogs.language import player_lang, table_lang, user_lang
from cogs.sending import Sending
from cogs.spectators import follower_rows
from cogs.workers import choose_action
from engine.bots import default_move, seen_by
from engine.core import IllegalMove
from engine.outbox import DM, EDIT, HELD, POST, REPLY, Row
from engine.store import Store, TableRow
from engine.tables import PLAYING, Consequences, Outcome, Tables, is_bot
from i18n import Msg, Text, reason
from presenters.history import with_rematch
from presenters.screens import Act, Answer, OpenForm, Refuse, Screen, Show, screen_to_json
from presenters.snapshot import Snapshot

if TYPE_CHECKING:
    from bot import GameBot

log = logging.getLogger("boardbot")


class MovePipeline(Sending):
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
        """Defer (and remember the click's token), lock the table, read it once, let the presenter answer
        (`build`), and carry the answer out.

        `seen_move` is the move number when a click arrived: if the table moved on while it waited for the lock,
        by this same player (a double click), a refusal says the move was already made.
        """
        await self.ack(interaction, private)
        held = self.hold(interaction, table_id, private)
        try:
            async with self.bot.table_lock(table_id):
                await self.drain(table_id)
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
                return await self.carry_out(interaction, snap, seat, build(snap, seat), moved, held)
        finally:
            self.release(interaction, held)

    def hold(self, interaction: discord.Interaction, table_id: int, private: bool) -> Row | None:
        """Remember an acknowledged click (its token) so a restart can still answer it."""
        thinking = private or interaction.type == discord.InteractionType.application_command
        payload = {
            "token": interaction.token, "app": interaction.application_id, "thinking": thinking,
            "lang": player_lang(interaction),
        }  # fmt: skip
        try:
            row_id = self.outbox.hold(table_id, payload, self.bot.clock())
        except sqlite3.Error as error:
            log.warning("could not remember a click on game %s: %s", table_id, error)
            return None
        self.bot.live_interactions[interaction.token] = interaction
        return Row(row_id, table_id, HELD, payload, self.bot.clock())

    def release(self, interaction: discord.Interaction, held: Row | None) -> None:
        """The click is answered (by its move's reply row, or directly): its held row is settled."""
        self.bot.live_interactions.pop(interaction.token, None)
        if held is not None and held.id not in self.outbox.answered_by_move:
            self.outbox.delivered(held, {"answered": True})
            self.bot.outbox_delivered(held.table_id)
        if held is not None:
            self.outbox.answered_by_move.discard(held.id)

    async def drain(self, table_id: int) -> None:
        """Under the lock, before anything new: deliver what an earlier run left unsent for this table."""
        if table_id in self.bot.backlog:
            self.bot.backlog.discard(table_id)
            await self.deliver(table_id)

    async def refuse_move(self, interaction: discord.Interaction, snap: Snapshot, text: Text, moved: bool) -> None:
        """A refusal, unless the refused click is a repeat of the move this player just made."""
        if moved and self.store.last_mover(snap.table.id) == interaction.user.id:
            text = Msg("shared-already-made")
        await self.refuse(interaction, text)

    async def carry_out(
        self,
        interaction: discord.Interaction,
        snap: Snapshot,
        seat: int,
        answer: Answer,
        moved: bool = False,
        held: Row | None = None,
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
        act = answer

        def effects(outcome: Outcome) -> Consequences:
            return self.consequences(outcome, reply=self.reply_for(interaction, act, outcome, held), held=held)

        try:
            outcome = self.tables.act_on(snap.table, interaction.user.id, act.action, effects)
        except IllegalMove as error:
            await self.refuse_move(interaction, snap, reason(error), moved)
            return None
        except sqlite3.Error as error:  # busy past the timeout, read-only, disk full: nothing was stored
            log.error("could not store a move of game %s: %s", snap.table.id, error)
            await self.refuse(interaction, Msg("shared-not-stored"))
            return None
        if held is not None:
            self.outbox.answered_by_move.add(held.id)
        self.bot.wake_scheduler()
        await self.deliver(snap.table.id)
        return outcome

    def done_reply(self, interaction: discord.Interaction, held: Row | None) -> dict[str, Any]:
        """`done` as a stored answer: a slash command gets "Done.", a click nothing more."""
        thinking = bool(held and held.payload.get("thinking"))
        reply: dict[str, Any] = {
            "token": interaction.token, "app": interaction.application_id, "thinking": thinking,
            "lang": player_lang(interaction),
        }  # fmt: skip
        command = interaction.type == discord.InteractionType.application_command
        return {**reply, "mode": "followup" if command else "none", "content": Msg("shared-done")}

    def reply_for(
        self, interaction: discord.Interaction, answer: Act, outcome: Outcome, held: Row | None
    ) -> dict[str, Any]:
        """How the player's interaction is finished once the move is announced (stored with the move)."""
        note = answer.after(outcome) if answer.after else None
        if answer.private_only and not (interaction.message is not None and interaction.message.flags.ephemeral):
            note = None
        thinking = bool(held and held.payload.get("thinking"))
        reply: dict[str, Any] = {
            "token": interaction.token, "app": interaction.application_id, "thinking": thinking,
            "lang": player_lang(interaction),
        }  # fmt: skip
        if interaction.type == discord.InteractionType.application_command:
            return {**reply, "mode": "followup", "content": note or Msg("shared-done")}
        if note and answer.edit:
            return {
                **reply, "mode": "edit", "content": note, "clear_images": answer.clear_images,
                "keep_controls": answer.keep_controls,
            }  # fmt: skip
        if note:
            return {**reply, "mode": "followup", "content": note}
        clear = answer.clear and interaction.message is not None
        return {**reply, "mode": "clear" if clear else "none"}

    async def open_form(self, interaction: discord.Interaction, answer: Answer) -> None:
        if isinstance(answer, OpenForm):
            await interaction.response.send_modal(FormModal(answer.form, player_lang(interaction)))
        elif isinstance(answer, Refuse):
            await self.refuse(interaction, answer.text)
        else:
            await self.refuse(interaction, Msg("shared-unknown-control"))

    # ===================================================================== announcing
    def consequences(
        self,
        outcome: Outcome,
        reply: dict[str, Any] | None = None,
        held: Row | None = None,
        before: list[tuple[str, dict[str, Any]]] | None = None,
    ) -> Consequences:
        """Everything an outcome must cause, as outbox rows in sending order (stored with the move): the thread
        posts, taking the controls off older prompts, closing finished DM prompts, each seat's private facts and
        prompts, then the answer to the player. The notes say which rows are the live prompts now."""
        table = outcome.table
        snap = self.presenter.snapshot(table)
        rows: list[tuple[str, dict[str, Any]]] = list(before or [])
        names = snap.names
        home = table.home_channel
        single = self.presenter.single_live_prompt
        live: Any = table.meta.get("prompt_message")  # the newest thread message with controls (id or row)

        def retire(target: Any) -> None:
            if target:
                rows.append((EDIT, {"channel": home, "message": target}))

        screens = self.presenter.announcement(snap, outcome)
        if outcome.result is not None:
            screens = with_rematch(screens, table.id)  # the finished game's own button, never a live prompt
        for screen in screens:
            if screen.empty:
                continue
            rows.append(self.post_row(table, screen, names))
            if screen.controls and outcome.result is None:
                posted = {"ref": len(rows) - 1}
                if single:
                    retire(live)  # only the newest turn message keeps its buttons
                live = posted
            elif single and screen.images and live:
                retire(live)
                live = None
        if outcome.result is not None and live:
            retire(live)  # the game is over: its last controls go
            live = None
        prompts, prompted = self.presenter.prompts(snap)
        dm_prompts = self.close_old_prompts(snap, rows)
        for seat, screen, is_prompt in self.presenter.private_messages(snap, outcome, prompts):
            if not self.dm_row(table, seat, screen, names, rows):
                continue
            if is_prompt:
                dm_prompts[str(seat)] = [{"ref": len(rows) - 1}, snap.prompt_key(seat)]
        rows += follower_rows(self.store, table, rows)
        if reply is not None:
            rows.append((REPLY, reply))
        notes = {"prompted": prompted, "prompt_message": live, "dm_prompts": dm_prompts}
        return Consequences(rows, notes, held.id if held else None)

    @staticmethod
    def post_row(table: TableRow, screen: Screen, names: list[str] | None = None) -> tuple[str, dict[str, Any]]:
        """A thread post, in the table's language."""
        payload = {"channel": table.home_channel, "screen": screen_to_json(screen), "names": names or []}
        return POST, {**payload, "lang": table_lang(table)}

    def dm_row(
        self, table: TableRow, seat: int, screen: Screen, names: list[str], rows: list[tuple[str, dict[str, Any]]]
    ) -> bool:
        """Add a DM to a seat (none to bots: a bot standing in decides from the seat's view)."""
        user_id = table.seats[seat]
        if screen.empty or is_bot(user_id) or self.tables.bot_level(table, seat) is not None:
            return False
        lang = user_lang(self.store, user_id, table_lang(table))
        rows.append((DM, {"user": user_id, "screen": screen_to_json(screen), "names": names, "lang": lang}))
        return True

    def close_old_prompts(self, snap: Snapshot, rows: list[tuple[str, dict[str, Any]]]) -> dict[str, list[Any]]:
        """Rows rewriting the DM prompts whose decision is over (their controls go, their text says what
        happened); returns the prompts still open."""
        still: dict[str, list[Any]] = {}
        secret = {str(s): snap.prompt_key(s) for s in snap.to_act if snap.game.secret_input(snap.state, s)}
        for seat, entry in snap.table.meta.get("dm_prompts", {}).items():
            *where, key = entry  # [channel, message, key] (older builds) or [{"row": id}, key]
            if snap.playing and secret.get(seat) == key:
                still[seat] = list(entry)
                continue
            text = self.presenter.prompt_closed(snap, int(seat), key)
            if text:
                target = {"message": where[0]} if len(where) == 1 else {"channel": where[0], "message": where[1]}
                lang = user_lang(self.store, snap.user(int(seat)), table_lang(snap.table))
                rows.append((EDIT, {**target, "content": text, "lang": lang}))
        return still

    def welcome_rows(self, table: TableRow) -> list[tuple[str, dict[str, Any]]]:
        """At start: a greeting DM to every player (a refused one is told in the thread, without secrets)."""
        rows: list[tuple[str, dict[str, Any]]] = []
        if self.presenter.uses_dms:
            welcome = Screen(self.presenter.welcome(table))
            for seat in range(len(table.seats)):
                self.dm_row(table, seat, welcome, [], rows)
        return rows

    async def catch_up(self, table: TableRow) -> None:
        """A move an older build stored but never announced: its rows are recomputed, stored and sent."""
        outcome = await asyncio.to_thread(self.tables.last_outcome, table)
        self.tables.record(table, self.consequences(outcome))
        await self.deliver(table.id)

    # ===================================================================== timers
    async def remind(self, table: TableRow, user_id: int, also: Callable[[], None]) -> None:
        """A reminder, stored with the timer's next due time (`also`) and then sent."""
        async with self.bot.table_lock(table.id):
            await self.drain(table.id)
            table = self.tables.get(table.id)  # fresh under the lock: its notes are written with the reminder
            screen = Screen(self.presenter.reminder(table, user_id))
            rows = [self.post_row(table, screen)]
            self.tables.record(table, Consequences(rows), also)
            await self.deliver(table.id)

    async def bot_turn(self, table_id: int, seat: int) -> bool:
        """A bot-played seat is awaited: the bot decides (off the event loop) from what the seat may know, and its
        move goes through the same commit and announcement as anyone's. False when it had nothing to do."""
        async with self.bot.table_lock(table_id):
            await self.drain(table_id)
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
            rng_seed = f"{table.id}:{table.move_no}:{seat}"
            fallback = default_move(game, table.state, seat)  # played instead if the bot raises (logged)
            action = await self.bot.workers.call(choose_action, game.name, level, seen, rng_seed, table.id, fallback)
            if action is None:
                return False
            try:
                outcome = self.tables.act_as_bot(table, seat, action, self.consequences)
            except IllegalMove:
                log.warning("the bot of seat %s in game %s chose an illegal move %s", seat, table_id, action)
                if fallback is None or fallback == action:
                    return False
                try:  # the seat's default move instead: the table goes on
                    outcome = self.tables.act_as_bot(table, seat, fallback, self.consequences)
                except IllegalMove:
                    return False
            self.bot.wake_scheduler()
            await self.deliver(table_id)
            return outcome is not None

    async def on_deadline(self, table_id: int, key: str) -> None:
        """A stored deadline ran out: the engine's default for that decision, if it is still pending."""
        async with self.bot.table_lock(table_id):
            await self.drain(table_id)
            if self.tables.expire(table_id, key, self.consequences) is not None:
                self.bot.wake_scheduler()
                await self.deliver(table_id)
