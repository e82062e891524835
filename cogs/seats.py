"""`SeatFlow`, held by every game cog (`cog.seats`): what `/<game> pause|resume|resign|substitute|back` do (the
commands themselves are `GameCog`'s), the vote buttons, skipped seats played by their defaults, vacations ending.

The rules of all this are in `engine/seats.py`, the texts and controls in `presenters/seats.py`; every change goes
through the outbox with the change itself (one transaction), like a move.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from typing import Any

import discord

from cogs.language import say
from cogs.parts import CogPart
from cogs.session import Session
from engine import ephemeral_panels
from engine.core import IllegalMove
from engine.seats import (
    ALLOWANCE_DAYS,
    HOST,
    SUBSTITUTE_VOTE,
    Seats,
    away_user,
    may_ask_substitute,
    pause_reasons,
    runs_when_lifted,
    substitutes_at_once,
    tally,
)
from engine.store import TableRow
from engine.table_record import DmPrompt, Notes, Vote
from engine.tables import PLAYING, Consequences, Outcome, Tables
from i18n import Msg, Text, cat, reason
from presenters import seats as shown
from presenters.consequences import Rows, post_row, vote_edit
from presenters.controls import ControlRef
from presenters.screens import Act, Answer, Screen, Show
from presenters.snapshot import Snapshot

log = logging.getLogger("boardbot")


def allowance_days() -> int:
    """Vacation days per player and year: BOARDBOT_AWAY_DAYS, default 21."""
    try:
        return max(0, int(os.environ.get("BOARDBOT_AWAY_DAYS", ALLOWANCE_DAYS)))
    except ValueError:
        return ALLOWANCE_DAYS


def seat_rules(tables: Tables, caused: Callable[[Outcome], Consequences] | None = None) -> Seats:
    """The seat rules (engine/seats.py) with this deployment's vacation allowance (`caused`: what a move causes,
    for the move a seat's new occupant starts with)."""
    return Seats(tables, allowance_days(), caused)


class SeatFlow(CogPart):
    """Seats of a long game: votes, pauses, resigning, substitutes, returning players."""

    @property
    def seat_rules(self) -> Seats:
        return seat_rules(self.tables, self.moves.consequences)

    # ===================================================================== rows of seat changes
    vote_edit = staticmethod(vote_edit)

    def panel_dm(self, table: TableRow, seat: int, head: Text, rows: Rows, notes: Notes) -> None:
        """The seat's secret view by DM at once (a substitute, a player who is back), registered as its prompt."""
        snap = self.presenter.snapshot(table)
        panel = self.presenter.hand(snap, seat)
        panel.text = cat([head, panel.text])
        sent = self.moves.dm_row(table, seat, panel, snap.names, rows)
        if sent and seat in snap.to_act and self.presenter.game.secret_input(snap.state, seat):
            key = snap.prompt_key(seat)
            notes["dm_prompts"] = {**table.record.dm_prompts, str(seat): DmPrompt({"ref": len(rows) - 1}, key)}
            notes["prompted"] = {**table.record.prompted, str(seat): key}

    # ===================================================================== shared steps
    async def seat_change(self, interaction: discord.Interaction, table_id: int, change: Any) -> bool:
        """Acknowledge, lock, read, run `change(table)` (it stores what it changes), deliver; a refusal is short and
        private and changes nothing."""
        await self.moves.ack(interaction, private=True)
        held = self.moves.hold(interaction, table_id, True)  # a restart in between still answers the "thinking…"
        try:
            async with self.moves.session(table_id) as s:
                try:
                    table = s.table
                    if table.status != PLAYING:
                        raise IllegalMove(Msg("shared-game-not-running"))
                    text = change(table)
                except IllegalMove as error:
                    await self.moves.refuse(interaction, reason(error))
                    return False
                s.stored()
            await interaction.followup.send(say(interaction, text or Msg("shared-done")), ephemeral=True)
            return True
        finally:
            self.moves.release(interaction, held)

    # ===================================================================== commands
    async def hosted_table(self, interaction: discord.Interaction, game: int | None) -> TableRow | None:
        """The running table a host may pause or resume (anyone else is refused privately)."""
        table = await self.cog.resolver.resolve(interaction, game, (PLAYING,))
        if table is not None and interaction.user.id != table.host_id:
            await self.moves.refuse(interaction, Msg("shared-host-pauses"))
            return None
        return table

    async def pause(self, interaction: discord.Interaction, game: int | None) -> None:
        """`/<game> pause`: the host stops every clock."""
        table = await self.hosted_table(interaction, game)
        if table is None:
            return

        def change(table: TableRow) -> Text | None:
            rows = [post_row(table, Screen(shown.paused(table, interaction.user.id)))]
            self.seat_rules.pause(table, HOST, None, Consequences(rows))
            return None

        await self.seat_change(interaction, table.id, change)

    async def resume(self, interaction: discord.Interaction, game: int | None) -> None:
        """`/<game> resume`: the host lets the clocks run again."""
        table = await self.hosted_table(interaction, game)
        if table is None:
            return

        def change(table: TableRow) -> Text | None:
            running = runs_when_lifted(table, HOST)
            text: Text = shown.resumed(table) if running else Msg("shared-resumed-still-away", id=str(table.id))
            self.seat_rules.resume(table, HOST, Consequences([post_row(table, Screen(text))]))
            return None

        await self.seat_change(interaction, table.id, change)

    async def ask_resign(self, interaction: discord.Interaction, game: int | None) -> None:
        """`/<game> resign`: a private confirmation saying what resigning does in this game."""
        table = await self.cog.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is None:
            return

        def ask(snap: Any, seat: int) -> Answer:
            ends = self.presenter.game.resign_action(snap.state, seat) is None
            to_bot = ends and self.hands_to_bot(snap.table, interaction.user.id)
            return Show(shown.resign_confirm(self.presenter, snap.table, ends and not to_bot, to_bot))

        await self.moves.answer_with(interaction, table.id, ask, private=True)

    async def substitute(
        self, interaction: discord.Interaction, user: discord.User, player: discord.User | None, game: int | None
    ) -> None:
        """`/<game> substitute`: the host (or the seat's player) hands a seat over at once; anyone else opens a vote."""
        table = await self.cog.resolver.resolve(interaction, game, (PLAYING,))
        if table is None:
            return
        me = interaction.user.id
        target = (player or interaction.user).id
        if not may_ask_substitute(table, me):
            await self.moves.refuse(interaction, Msg("shared-not-a-player"))
            return
        seat = table.seat_of(target)
        if seat is None:
            await self.moves.refuse(interaction, Msg("shared-substitute-not-seated"))
            return
        if interaction.guild is not None and not isinstance(user, discord.Member):
            await self.moves.refuse(interaction, Msg("shared-substitute-not-member"))
            return
        name = getattr(user, "display_name", "") or user.name
        rules = self.seat_rules

        def change(table: TableRow) -> Text | None:
            seat = table.seat_of(target)
            if seat is None:
                raise IllegalMove(Msg("shared-substitute-not-seated"))
            rules.check_substitute(table, seat, user.id, user.bot)
            if substitutes_at_once(table, me, target):
                vote = table.record.vote
                moot = vote if vote and vote.seat == seat else None

                def build() -> Consequences:
                    found = self.substitute_rows(table, seat, target)
                    if moot:  # a vote about this seat is moot now
                        found.rows.insert(0, self.vote_edit(table, moot, shown.vote_closed(table, moot)))
                    return found

                rules.substitute(table, seat, user.id, name, build)
                return None
            if table.record.vote:
                raise IllegalMove(Msg("shared-vote-open"))
            vote = rules.new_vote(table, SUBSTITUTE_VOTE, seat, by=me, user=user.id, name=name)
            if tally(vote) == "yes":  # nobody else to ask
                rules.settle(table, vote, "yes", lambda: self.substitute_rows(table, seat, target))
                return None
            rows = [post_row(table, shown.vote_screen(self.presenter, table, vote))]
            vote.message = {"ref": 0}
            rules.open_vote(table, vote, Consequences(rows, Notes(vote=vote)))
            return Msg("shared-vote-opened")

        await self.seat_change(interaction, table.id, change)

    async def back(self, interaction: discord.Interaction, game: int | None) -> None:
        """`/<game> back`: a player takes their seat again from the bot or the skip."""
        table = await self.cog.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.seat_change(interaction, table.id, lambda t: self.come_back(t, interaction.user.id))

    # ===================================================================== changes and their rows
    def substitute_rows(self, table: TableRow, seat: int, old: int) -> Consequences:
        left = self.seat_left(table, seat, old)
        rows: Rows = [*left.rows, post_row(table, Screen(shown.substituted(table, seat, old)))]
        notes = Notes(**left.notes)
        self.panel_dm(table, seat, shown.substitute_dm(self.presenter, table, seat), rows, notes)
        return Consequences(rows, notes)

    def seat_left(self, table: TableRow, seat: int, old: int) -> Consequences:
        """What a game must do when a seat's player leaves it (a substitute, a resignation to a bot), as its
        descriptor declares it (`GameDescriptor.seat_left`; BSG stops editing that player's private panel). The old
        player's `/<game> hand` reply is never edited again: it must not show the next player's view."""
        ephemeral_panels.forget_seat(self.store, table.id, seat)
        left = self.cog.descriptor.seat_left if self.cog.descriptor is not None else None
        return left(self.store, table, seat, old) if left is not None else Consequences()

    def hands_to_bot(self, table: TableRow, user_id: int) -> bool:
        """Whether this player's resignation hands their seat to a bot (else, without a rules' resignation, the
        game ends without a result): in a game that goes on without them, while another person plays on."""
        to_bot = self.cog.descriptor is not None and self.cog.descriptor.rules.resign_to_bot  # a rules fact
        return to_bot and self.seat_rules.others_here(table, user_id)

    def resign_to_bot_now(self, table: TableRow, user_id: int) -> Text | None:
        """The seat goes to a bot at the table's bot level for good; the thread is told only that the player left
        and who plays the seat now (nothing of what the seat holds)."""
        seat = table.seat_of(user_id)
        if seat is None:
            raise IllegalMove(Msg("shared-not-a-player"))
        vote = table.record.vote
        moot = vote if vote and vote.seat == seat else None

        def build() -> Consequences:
            left = self.seat_left(table, seat, user_id)
            rows: Rows = [self.vote_edit(table, moot, shown.vote_closed(table, moot))] if moot else []
            rows += [*left.rows, post_row(table, Screen(shown.resigned_to_bot(table, seat, user_id)))]
            return Consequences(rows, left.notes)

        self.seat_rules.resign_to_bot(table, user_id, build)
        return Msg("shared-resigned-to-bot-done")

    def come_back(self, table: TableRow, user_id: int) -> Text | None:
        vote = table.record.vote
        seat = table.seat_of(user_id)

        def build() -> Consequences:
            rows: Rows = []
            if vote and vote.seat == seat:
                rows.append(self.vote_edit(table, vote, shown.vote_closed(table, vote)))
            rows.append(post_row(table, Screen(shown.back_notice(table, user_id))))
            notes = Notes()
            assert seat is not None
            self.panel_dm(table, seat, Msg("shared-back-dm", id=str(table.id)), rows, notes)
            return Consequences(rows, notes)

        self.seat_rules.come_back(table, user_id, build)
        return None

    # ===================================================================== clicks
    async def on_seat_control(self, interaction: discord.Interaction, ref: ControlRef, values: list[str]) -> None:
        """A vote button, or the private resign confirmation (the router checked server, status and player)."""
        if ref.verb == shown.VOTE:
            tag, choice = ref.tagged()
            await self.seat_change(interaction, ref.table_id, lambda t: self.vote(t, interaction.user.id, tag, choice))
            return
        if ref.verb == shown.POLL:
            await self.on_poll_control(interaction, ref)
            return
        if ref.rest == "yes":
            await self.resign_now(interaction, ref.table_id)
            return
        await self.moves.answer_with(
            interaction, ref.table_id, lambda snap, seat: Show(Screen(Msg("shared-resign-cancelled")), edit=True)
        )

    def vote(self, table: TableRow, user_id: int, tag: str, choice: str) -> Text | None:
        rules = self.seat_rules
        vote, decision = rules.cast(table, int(tag) if tag.isdigit() else -1, user_id, choice)

        def build() -> Consequences:
            return Consequences() if decision is None else self.decided_rows(table, vote, decision)

        rules.settle(table, vote, decision, build)
        return shown.vote_counted(vote) if decision is None else None

    def decided_rows(self, table: TableRow, vote: Vote, decision: str, timed: bool = False) -> Consequences:
        """A decided vote: its message says the outcome (its buttons go), then what the decision does. `timed`:
        decided by its deadline, which the thread is told in a post of its own."""
        outcome = shown.vote_outcome(table, vote, decision)
        rows: Rows = [self.vote_edit(table, vote, outcome)]
        if timed:
            rows.append(post_row(table, Screen(shown.vote_timed_out(table, vote, outcome))))
        if decision == "yes":
            found = self.substitute_rows(table, vote.seat, vote.target)
            return Consequences(rows + found.rows, found.notes)
        if decision == "end":  # built once the game is over (`Seats._end`): what every end causes
            return self.moves.ended(table, rows)
        return Consequences(rows)

    async def on_vote_timer(self, table_id: int, timer: dict[str, Any]) -> None:
        """A vote's deadline: the most chosen answer wins (a tie or no vote: the mildest), told once."""
        async with self.moves.session(table_id) as s:
            try:
                table = s.table
            except IllegalMove:
                self.store.delete_timer(timer["id"])
                return
            vote_id = int(timer["payload"].get("vote", -1))
            vote = table.record.vote

            def build(decision: str) -> Consequences:
                return self.decided_rows(table, vote, decision, timed=True)  # type: ignore[arg-type]

            try:
                decided = self.seat_rules.vote_deadline(table, vote_id, build, timer["id"])
            except Exception:
                self.store.delete_timer(timer["id"])  # a failing deadline must not fire forever
                raise
            if decided is not None:
                s.stored()

    async def on_poll_control(self, interaction: discord.Interaction, ref: ControlRef) -> None:
        """A game's public poll (BSG's "how much can you help?", `cog.poll`); a game without one refuses."""
        if self.cog.poll is None:
            await self.moves.refuse(interaction, Msg("shared-unknown-control"))
            return
        await self.cog.poll.on_poll_control(interaction, ref)

    async def resign_now(self, interaction: discord.Interaction, table_id: int) -> None:
        """The rules' resignation as the player's move; without one, the game ends without a result."""
        table = self.tables.get(table_id)
        seat = table.seat_of(interaction.user.id)
        action = self.presenter.game.resign_action(table.state, seat) if seat is not None and table.state else None
        if action is not None:
            await self.moves.answer_with(
                interaction, table_id, lambda snap, seat: Act(action, after=lambda _: Msg("shared-resigned-done"))
            )
            return
        user_id = interaction.user.id

        def change(table: TableRow) -> Text | None:
            if table.seat_of(user_id) is None:
                raise IllegalMove(Msg("shared-not-a-player"))
            if self.hands_to_bot(table, user_id):
                return self.resign_to_bot_now(table, user_id)
            notice = post_row(table, Screen(shown.resigned_no_result(table, user_id)))
            self.seat_rules.end_without_result(table, user_id, lambda: self.moves.ended(table, [notice]))
            return Msg("shared-resigned-done")

        await self.seat_change(interaction, table_id, change)

    def back_before_move(self, s: Session, user_id: int, snap: Snapshot) -> Snapshot:
        """A player whose seat was skipped or played by a bot and who makes a move is back (first): the snapshot
        the move is then made on (cogs/pipeline.py `carry_out`)."""
        if self.seat_rules.absent_seat(snap.table, user_id) is None:
            return snap
        self.come_back(snap.table, user_id)
        s.stored()
        return self.presenter.snapshot(s.reread())

    # ===================================================================== timers
    async def on_resume_timer(self, table_id: int, timer: dict[str, Any]) -> None:
        """A vacation is over on this table: its clocks run again (unless another reason still holds them)."""
        why = str(timer["payload"].get("key"))
        async with self.moves.session(table_id) as s:
            table = s.table
            if why not in pause_reasons(table):
                self.store.delete_timer(timer["id"])
                return
            running = runs_when_lifted(table, why)
            rows = [post_row(table, Screen(shown.away_over_notice(table, away_user(why), running)))]
            self.seat_rules.resume(table, why, Consequences(rows))
            s.stored()
