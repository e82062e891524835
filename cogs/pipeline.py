"""The one move pipeline: acknowledge, lock, decode once, act with everything it causes (one transaction), deliver —
for every game."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Any

import discord

from cogs.components import FormModal
from cogs.language import player_lang, table_lang, user_lang
from cogs.sending import Sending
from cogs.session import Session
from cogs.workers import choose_action
from engine import ephemeral_panels
from engine.bots import default_move, seen_by
from engine.core import IllegalMove, same_value
from engine.outbox import HELD, Row
from engine.scheduling import DEADLINE
from engine.seats import SKIP, seat_default
from engine.spectators import DM as SPECTATOR_DM
from engine.spectators import followers
from engine.store import TableRow
from engine.store_dialect import DB_ERRORS
from engine.tables import PLAYING, Consequences, Outcome, is_bot
from i18n import Msg, Text, reason
from presenters.calls import clock_dues
from presenters.consequences import (
    Clicked,
    Known,
    Move,
    Rows,
    Stored,
    consequences,
    post_row,
    timeout_notice,
    to_store,
)
from presenters.consequences import dm_row as seat_dm
from presenters.controls import decode
from presenters.screens import Act, Answer, OpenForm, Refuse, Screen, Show
from presenters.snapshot import Snapshot

log = logging.getLogger("boardbot")


def origin_of(message: discord.Message) -> int | None:
    """The interaction that created a message (an ephemeral panel's identity), as Discord names it."""
    meta = message.interaction_metadata
    return meta.id if meta is not None else None


def clicked_message(interaction: discord.Interaction) -> Clicked | None:
    """The message a component click came from (a panel's click is answered by redrawing it)."""
    message = interaction.message
    if message is None or interaction.type != discord.InteractionType.component:
        return None
    ref = decode(str((interaction.data or {}).get("custom_id", "")))
    return Clicked(message.id, message.flags.ephemeral, origin_of(message), ref.verb if ref else "")


def asks_for_panel(interaction: discord.Interaction) -> bool:
    """`/<game> hand`, or the thread's "Open my panel"."""
    if interaction.type == discord.InteractionType.application_command:
        return interaction.command is not None and interaction.command.name == "hand"
    ref = decode(str((interaction.data or {}).get("custom_id", "")))
    return ref is not None and ref.verb == "hand"


class MovePipeline(Sending):
    """A game cog's move service (`cog.moves`): the path of a move from a click, command or timer to everyone who
    must hear of it. Its layers: `Delivery` (screens as Discord messages), `Sending` (outbox rows, idempotently),
    this (the session, the move, what it causes)."""

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
        outcome: Outcome | None = None
        try:
            async with self.session(table_id) as s:
                try:
                    table = s.table
                except IllegalMove as error:  # gone, or damaged
                    await self.refuse(interaction, reason(error))
                    return None
                seat = table.seat_of(interaction.user.id)
                if table.status != PLAYING or seat is None:
                    key = "shared-not-a-player" if seat is None else "shared-game-not-running"
                    await self.refuse(interaction, Msg(key))
                    return None
                snap = self.dated(self.presenter.snapshot(table))
                moved = seen_move is not None and table.move_no > seen_move
                outcome = await self.carry_out(s, interaction, snap, seat, build(snap, seat), moved, held)
                return outcome
        finally:
            self.release(interaction, held, by_move=outcome is not None)

    def session(self, table_id: int) -> Session:
        """The unit of work on a table (cogs/session.py): lock, drain, read once, act, commit, wake, deliver."""
        return Session(self, table_id)

    def hold(self, interaction: discord.Interaction, table_id: int, private: bool) -> Row | None:
        """Remember an acknowledged click (its token) so a restart can still answer it."""
        thinking = private or interaction.type == discord.InteractionType.application_command
        payload = {
            "token": interaction.token, "app": interaction.application_id, "thinking": thinking,
            "lang": player_lang(interaction),
        }  # fmt: skip
        try:
            row_id = self.outbox.hold(table_id, payload, self.bot.clock())
        except DB_ERRORS as error:
            log.warning("could not remember a click on game %s: %s", table_id, error)
            return None
        self.bot.live_interactions[interaction.token] = interaction
        return Row(row_id, table_id, HELD, payload, self.bot.clock())

    def release(self, interaction: discord.Interaction, held: Row | None, by_move: bool = False) -> None:
        """The click is answered: directly (its held row is settled here), or `by_move`: its move's transaction
        replaced the held row by the move's reply row."""
        self.bot.live_interactions.pop(interaction.token, None)
        if held is not None and not by_move:
            self.outbox.delivered(held, {"answered": True})
            self.bot.outbox_delivered(held.table_id)

    async def refuse_move(self, interaction: discord.Interaction, snap: Snapshot, text: Text, moved: bool) -> None:
        """A refusal, unless the refused click is a repeat of the move this player just made."""
        if moved and self.store.last_mover(snap.table.id) == interaction.user.id:
            text = Msg("shared-already-made")
        await self.refuse(interaction, text)

    async def carry_out(
        self,
        s: Session,
        interaction: discord.Interaction,
        snap: Snapshot,
        seat: int,
        answer: Answer,
        moved: bool = False,
        held: Row | None = None,
    ) -> Outcome | None:
        """Deliver a presenter's answer (called under the table lock, after the interaction was acknowledged). A
        player whose seat was skipped or played by a bot and who makes a move is back first (cogs/seats.py)."""
        if isinstance(answer, Act):
            snap = self.cog.seats.back_before_move(s, interaction.user.id, snap)
        if isinstance(answer, Refuse):
            await self.refuse_move(interaction, snap, answer.text, moved)
            return None
        if isinstance(answer, Show):
            await self.show(interaction, answer.screen, snap.names, answer.edit, answer.replace_images)
            if not answer.edit and asks_for_panel(interaction):  # edited by later moves, or at the end
                mark = self.presenter.panel_mark(answer.screen)
                self.remember_panel(snap.table.id, seat, interaction, interaction.id, mark)
            return None
        if isinstance(answer, OpenForm):  # forms are opened before any acknowledgement (see GameCog.on_control)
            await self.refuse(interaction, Msg("shared-unknown-control"))
            return None
        try:
            outcome = self.tables.play(snap.table, interaction.user.id, answer.action)
        except IllegalMove as error:  # the presenter may add what only the table knows (names)
            await self.refuse_move(interaction, snap, self.presenter.refusal(snap, seat, reason(error)), moved)
            return None
        try:
            outcome, stored = self.play_then(s, interaction.user.id, outcome, answer.then, clicked_message(interaction))
        except DB_ERRORS as error:
            log.error("could not store a move of game %s: %s", snap.table.id, error)
            await self.refuse(interaction, Msg("shared-not-stored"))
            return None
        if stored:  # answered here: the held click is settled as answered (no move's reply replaces it)
            await self.refuse(interaction, Msg("shared-done"))
            return None
        reply = self.reply_for(interaction, answer, outcome, held)
        try:
            found = self.consequences(outcome, reply, held, clicked=clicked_message(interaction))
            self.tables.commit(outcome, found)
        except DB_ERRORS as error:  # busy past the timeout, read-only, disk full: nothing was stored
            log.error("could not store a move of game %s: %s", snap.table.id, error)
            await self.refuse(interaction, Msg("shared-not-stored"))
            return None
        s.stored()
        if found.panel_mark is not None and interaction.message is not None:
            self.remember_panel(snap.table.id, seat, interaction, origin_of(interaction.message), found.panel_mark)
        return outcome

    def play_then(
        self,
        s: Session,
        user_id: int,
        outcome: Outcome,
        then: tuple[dict[str, Any], ...],
        clicked: Clicked | None = None,
    ) -> tuple[Outcome, bool]:
        """An answer's further actions (`Act.then`, e.g. BSG's whole turn): while the next one is still the
        player's legal action, the move before it is stored with what it causes (no answer to the click: that
        goes with the last; each follows the player's click on `clicked`, so their panel is redrawn there, never
        moved below and deleted under the click) and the next is played. Returns the last move played and whether
        it is stored already (a listed action the engine refused after all: the move before it stands)."""
        for action in then:
            table = outcome.table
            seat = table.seat_of(user_id)
            legal = self.tables.game_of(table).legal_actions(table.state, seat) if seat is not None else []
            if table.status != PLAYING or not any(same_value(action, a) for a in legal):
                break  # the plan no longer applies: the panel asks for the rest
            self.tables.commit(outcome, self.consequences(outcome, clicked=clicked))
            s.stored()
            try:
                outcome = self.tables.play(table, user_id, action)
            except IllegalMove:  # the row is as it was after the move just stored
                return outcome, True
        return outcome, False

    def remember_panel(
        self, table_id: int, seat: int, interaction: discord.Interaction, origin: int | None, mark: str
    ) -> None:
        """An ephemeral private panel just shown or redrawn is the seat's newest: later moves edit it through this
        interaction's token while it lives (engine/ephemeral_panels.py)."""
        if origin is None:
            return
        panel = ephemeral_panels.Panel(
            seat, origin, int(interaction.application_id), interaction.token, player_lang(interaction), mark,
            self.bot.clock() + ephemeral_panels.TOKEN_LIFE,
        )  # fmt: skip
        ephemeral_panels.remember(self.store, table_id, panel)

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
    def known(self, table: TableRow) -> Known:
        """What the store knows that a move's consequences depend on (read once, before the pure function)."""
        fans = [u for u in followers(self.store, table.id, SPECTATOR_DM) if u not in table.seats]
        home = table_lang(table)
        langs = {u: user_lang(self.store, u, home) for u in {*table.seats, *fans} if not is_bot(u)}
        delivered = {rid: self.outbox.result(rid) for rid in self.presenter.rows_to_know(table)}
        dues = self.stored_dues(table)
        blocked = frozenset(u for u in table.seats if not is_bot(u) and self.tables.dms_blocked(u))
        over = table.status != PLAYING  # every game's `/<game> hand` replies lose their controls at the end
        if not self.presenter.keeps_panels and not over:
            return Known(self.tables.clock(), langs, fans, delivered, dms_blocked=blocked, deadlines=dues)
        hands = ephemeral_panels.live(self.store, table.id, self.bot.clock())
        return Known(self.tables.clock(), langs, fans, delivered, hands, blocked, dues)

    def stored_dues(self, table: TableRow) -> dict[str, float]:
        """The table's armed deadlines: clock key → when it runs out."""
        return {t["payload"].get("key"): t["due"] for t in self.store.timers(table.id) if t["kind"] == DEADLINE}

    def dated(self, snap: Snapshot) -> Snapshot:
        """The snapshot with its decisions' deadlines, for a screen shown outside a move (`/<game> hand`, `board`)."""
        snap.dues = clock_dues(snap, Known(self.tables.clock(), deadlines=self.stored_dues(snap.table)))
        return snap

    def consequences(
        self,
        outcome: Outcome,
        reply: dict[str, Any] | None = None,
        held: Row | None = None,
        before: Rows | None = None,
        notes: dict[str, Any] | None = None,
        clicked: Clicked | None = None,
        ended: bool = False,
    ) -> Stored:
        """Everything an outcome must cause (presenters/consequences.py, a pure function of the move and what the
        store knows): the thread posts, taking the controls off older prompts, closing finished DM prompts, each
        seat's private facts and prompts, the answer to the player, votes, and the game's own policies — in the
        form `Tables.commit` stores with the move. Every move, start and timeout goes through here."""
        table = outcome.table
        move = Move(
            self.presenter.snapshot(table), outcome, self.known(table), list(before or []), dict(notes or {}),
            reply, held.id if held else None, clicked, ended,
        )  # fmt: skip
        return to_store(consequences(self.presenter, move), self.presenter, held.id if held else None)

    def ended(self, table: TableRow, before: Rows) -> Stored:
        """A game ended without a move (abandoned, a vote to end it, the last person resigning), its status already
        changed: `before` (its notice) and what every end causes, through the same consequences as a move
        (presenters/consequences.py `ENDED`): live controls go, DM prompts close, `/<game> hand` replies and panels
        are redrawn as ended, DM spectators are told. Stored by the caller with the status change."""
        return self.consequences(Outcome(table=table), before=before, ended=True)

    def dm_row(self, table: TableRow, seat: int, screen: Screen, names: list[str], rows: Rows) -> bool:
        """Add a DM to a seat outside a move (a greeting, a substitute's panel); none to bots."""
        user_id = table.seats[seat]
        known = Known(langs={user_id: user_lang(self.store, user_id, table_lang(table))})
        row = seat_dm(table, known, seat, screen, names)
        if row is not None:
            rows.append(row)
        return row is not None

    def welcome_rows(self, table: TableRow) -> list[tuple[str, dict[str, Any]]]:
        """At start: a greeting DM to every player (a refused one is told in the thread, without secrets)."""
        rows: list[tuple[str, dict[str, Any]]] = []
        if self.presenter.uses_dms:
            welcome = Screen(self.presenter.welcome(table))
            for seat in range(len(table.seats)):
                self.dm_row(table, seat, welcome, [], rows)
        return rows

    async def catch_up(self, table_id: int) -> None:
        """A move an older build stored but never announced: its rows are recomputed, stored and sent."""
        async with self.session(table_id) as s:
            table = s.table  # players may have moved on while others were announced
            if table.unannounced:
                outcome = await asyncio.to_thread(self.tables.last_outcome, table, apart=True)
                self.tables.record(table, self.consequences(outcome))
                s.stored()

    # ===================================================================== timers
    async def remind(self, table_id: int, user_id: int, also: Callable[[], None]) -> None:
        """A reminder, stored with the timer's next due time (`also`) and then sent."""
        async with self.session(table_id) as s:
            try:
                table = s.table  # read under the lock: its notes are written with the reminder
            except IllegalMove:  # damaged (reported): its timers go
                self.store.clear_timers(table_id)
                return
            if table.status != PLAYING:  # ended while the reminder waited for the lock (its end cleared the timers)
                return
            screen = Screen(self.presenter.reminder(table, user_id, self.dated(self.presenter.snapshot(table))))
            rows = [post_row(table, screen)]
            self.tables.record(table, Consequences(rows), also)
            s.stored()

    async def bot_turn(self, table_id: int, seat: int) -> bool:
        """A bot-played seat is awaited: the bot decides (off the event loop) from what the seat may know, and its
        move goes through the same commit and announcement as anyone's (a skipped seat plays its clock's default).
        False when it had nothing to do."""
        async with self.session(table_id) as s:
            try:
                table = s.table
            except IllegalMove:
                return False
            game = self.presenter.game
            level = self.tables.bot_level(table, seat) if table.status == PLAYING else None
            if level is None or table.state is None or seat not in game.to_act(table.state):
                return False
            fallback = default_move(game, table.state, seat)  # played instead if the bot raises (logged)
            if level == SKIP:  # a skipped seat: its turn clock's default at once (the engine's own)
                action = seat_default(game, table.state, seat)
            else:
                history = await asyncio.to_thread(self.tables.public_history, table, apart=True)
                seen = seen_by(game, table.state, seat, history)
                rng_seed = f"{table.id}:{table.move_no}:{seat}"
                action = await self.bot.workers.call(
                    choose_action, game.name, level, seen, rng_seed, table.id, fallback
                )
            if action is None:
                return False
            try:
                outcome = self.tables.play_as_bot(table, seat, action)
            except IllegalMove:
                log.warning("the bot of seat %s in game %s chose an illegal move %s", seat, table_id, action)
                if fallback is None or fallback == action:
                    return False
                try:  # the seat's default move instead: the table goes on
                    outcome = self.tables.play_as_bot(table, seat, fallback)
                except IllegalMove:
                    return False
            self.tables.commit(outcome, self.consequences(outcome))
            s.stored()
            return True

    async def on_deadline(self, table_id: int, key: str) -> None:
        """A stored deadline ran out: the engine's default for that decision, if it is still pending."""
        async with self.session(table_id) as s:
            table = s.table
            notice, told = timeout_notice(self.presenter, self.presenter.snapshot(table), key)  # before the default
            outcome = self.tables.play_default(table, key)
            if outcome is not None:
                self.tables.commit(outcome, self.consequences(outcome, before=notice, notes=told))
                s.stored()
