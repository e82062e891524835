"""What `/<game> log|follow|unfollow` and the Rematch button do, held by every game's cog (`cog.history`; the
commands themselves are `GameCog`'s).

The log is rebuilt from the move log (engine/history.py) and filtered per reader there: public events for everyone,
a seat's own private events for that seat, never another seat's. The move list and the replay are offered once a
game is over; the replay's frames are public views drawn in a worker process (cogs/workers.py).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections import OrderedDict
from typing import Any

import discord
from discord import app_commands

from cogs.autocomplete import as_choices
from cogs.language import player_lang, say, table_lang, user_lang
from cogs.parts import CogPart
from cogs.raw_messages import post
from cogs.resolve import autocomplete_label
from cogs.workers import draw_replay
from engine.core import IllegalMove, Result
from engine.history import Logged, events_log, move_records, round_views, seen_by
from engine.spectators import DM, THREAD, follow, followed_by, following, unfollow
from engine.store import TableRow
from engine.tables import ABANDONED, FINISHED, LOBBY, PLAYING, Consequences, Outcome
from i18n import Msg, reason, tr
from presenters import history as screens
from presenters.base import clip, status_refusal
from presenters.consequences import post_row
from presenters.controls import ControlRef
from presenters.discord_limits import AUTOCOMPLETE_CHOICES
from presenters.screens import Screen

log = logging.getLogger("boardbot")

LOG_CACHE = 16  # tables whose rebuilt log is kept (a reader paging through it replays the game once)
_logs: OrderedDict[tuple[int, str, int], list[Logged]] = OrderedDict()


def stored_result(table: TableRow) -> Result | None:
    data = table.record.result
    if not data:
        return None
    scores = {int(k): v for k, v in data.get("scores", {}).items()}
    return Result(data["ranking"], scores, data.get("details", {}), data.get("explanation", ""))


class History(CogPart):
    """Held by every game cog (`cog.history`)."""

    async def read_log(
        self, interaction: discord.Interaction, game: int | None, page: int | None, show: str | None
    ) -> None:
        """`/<game> log`: the log's pages, or once over the move list or the replay."""
        table = await self.cog.resolver.resolve(interaction, game, (PLAYING, FINISHED, ABANDONED))
        if table is None:
            return
        if show == "moves":
            await self.send_move_list(interaction, table.id)
        elif show == "replay":
            await self.send_replay(interaction, table.id)
        else:
            await self.show_log(interaction, table.id, page, edit=False)

    async def follow_table(self, interaction: discord.Interaction, game: int | None, where: str | None) -> None:
        """`/<game> follow`: a spectator in the thread, or by DM."""
        table = await self.cog.resolver.resolve(interaction, game, (LOBBY, PLAYING))
        if table is None:
            return
        user = interaction.user.id
        if user in table.players:
            await self.moves.refuse(interaction, Msg("shared-follow-player"))
            return
        mode = where or THREAD
        await interaction.response.defer(ephemeral=True, thinking=True)
        if mode == DM and not await self.welcome_spectator(interaction.user, table):
            await self.moves.refuse(interaction, Msg("shared-follow-dm-closed"))
            return
        before = follow(self.store, table.id, user, mode)
        if mode == THREAD:
            await self.thread_membership(table, user, add=True)
        await interaction.followup.send(
            say(interaction, screens.followed(self.cog.game, table, mode, before)), ephemeral=True
        )

    async def unfollow_table(self, interaction: discord.Interaction, game: int | None) -> None:
        """`/<game> unfollow`."""
        table = await self.cog.resolver.resolve(interaction, game, (LOBBY, PLAYING, FINISHED, ABANDONED))
        if table is None:
            return
        before = unfollow(self.store, table.id, interaction.user.id)
        if before is None:
            await self.moves.refuse(interaction, Msg("shared-unfollow-not"))
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        if before == THREAD and interaction.user.id not in table.players:
            await self.thread_membership(table, interaction.user.id, add=False)
        await interaction.followup.send(say(interaction, screens.unfollowed(self.cog.game, table)), ephemeral=True)

    # ===================================================================== spectators
    def not_a_player(self, table_id: int, user_id: int) -> Msg:
        """Why a game's control refuses someone who is not seated: a spectator is told that they only watch."""
        watching = following(self.store, table_id, user_id) is not None
        return Msg("shared-spectator-no-buttons" if watching else "shared-not-a-player")

    async def welcome_spectator(self, user: discord.abc.User, table: TableRow) -> bool:
        """The first DM to a new DM spectator (the public board as it is now); False when their DMs are closed."""
        board = self.presenter.board(self.presenter.snapshot(table)) if table.status == PLAYING else Screen()
        screen = screens.follow_welcome(self.cog.game, table, board)
        lang = user_lang(self.store, user.id, table_lang(table))
        kwargs = await self.moves.message_kwargs(screen, self.presenter.snapshot(table).names, lang)
        try:
            await post(await self.bot.dm_channel(user.id), kwargs)
        except discord.HTTPException:
            return False
        return True

    async def thread_membership(self, table: TableRow, user_id: int, add: bool) -> None:
        """Add a spectator to the game's thread (so its posts reach them), or take them out again."""
        if not table.thread_id:
            return
        thread = await self.moves.channel(table.thread_id)
        if not isinstance(thread, discord.Thread):
            return
        try:
            if add:
                await thread.add_user(discord.Object(id=user_id))
            else:
                await thread.remove_user(discord.Object(id=user_id))
        except discord.HTTPException:
            log.info("could not change the thread membership of %s in game %s", user_id, table.id)

    # ===================================================================== the log
    async def history_of(self, table: TableRow) -> list[Logged]:
        """Every event of the game with its audience (rebuilt off the event loop, kept for a few tables)."""
        key = (table.id, table.seed, table.move_no)
        found = _logs.get(key)
        if found is None:
            moves = self.store.moves(table.id)
            found = await asyncio.to_thread(events_log, table, moves)
            _logs[key] = found
            while len(_logs) > LOG_CACHE:
                _logs.popitem(last=False)
        _logs.move_to_end(key)
        return found

    async def show_log(self, interaction: discord.Interaction, table_id: int, page: int | None, edit: bool) -> None:
        await self.moves.ack(interaction, private=not edit)
        try:
            table = self.tables.get(table_id)
        except IllegalMove as error:
            await self.moves.refuse(interaction, reason(error))
            return
        if table.status == LOBBY:
            await self.moves.refuse(interaction, status_refusal(table.status))
            return
        seat = table.seat_of(interaction.user.id)  # None for a spectator: public events only
        names = self.presenter.snapshot(table).names
        lines = screens.log_lines(self.cog.game, seen_by(await self.history_of(table), seat), names)
        try:
            shown = screens.paginate(lines, page)
        except ValueError:
            pages = screens.paginate(lines, None).pages
            await self.moves.refuse(interaction, Msg("shared-log-no-page", page=page or 0, pages=pages))
            return
        await self.moves.show(interaction, screens.log_screen(self.cog.game, table, shown), names, edit, False)

    async def finished_table(self, interaction: discord.Interaction, table_id: int) -> TableRow | None:
        """The table, acknowledged privately; None after a refusal (a game not over yet)."""
        await self.moves.ack(interaction, private=True)
        try:
            table = self.tables.get(table_id)
        except IllegalMove as error:
            await self.moves.refuse(interaction, reason(error))
            return None
        if table.status != FINISHED:
            await self.moves.refuse(interaction, Msg("shared-history-not-over"))
            return None
        return table

    async def send_move_list(self, interaction: discord.Interaction, table_id: int) -> None:
        """The full move list of a finished game as a text file, in the reader's language."""
        table = await self.finished_table(interaction, table_id)
        if table is None:
            return
        snap = self.presenter.snapshot(table)
        moves = self.store.moves(table.id)
        records = await asyncio.to_thread(move_records, table, moves, snap.names)
        result = stored_result(table)
        summary = self.presenter.result_summary(snap, Outcome(table=table, result=result))[0] if result else ""
        lang = player_lang(interaction)
        lines = screens.move_list(self.cog.game, table, records, snap.names, summary)
        data = ("\n".join(tr(line, lang) for line in lines) + "\n").encode("utf-8")
        file = discord.File(io.BytesIO(data), filename=screens.move_list_name(table))
        text = say(interaction, Msg("shared-moves-text", count=len(records), id=str(table.id)))
        await interaction.followup.send(clip(text), file=file, ephemeral=True)

    async def send_replay(self, interaction: discord.Interaction, table_id: int) -> None:
        """The board after each round as an animated GIF, drawn from public views only, in a worker process."""
        table = await self.finished_table(interaction, table_id)
        if table is None:
            return
        moves = self.store.moves(table.id)
        views = await asyncio.to_thread(round_views, table, moves)
        names = self.presenter.snapshot(table).names
        lang = player_lang(interaction)
        data, frames = await self.bot.workers.call(draw_replay, self.cog.renderer, views, names, lang)
        file = discord.File(io.BytesIO(data), filename=screens.replay_name(table))
        text = say(interaction, screens.replay_text(self.cog.game, table, frames))
        await interaction.followup.send(clip(text), file=file, ephemeral=True)

    # ===================================================================== clicks
    async def on_history_control(self, interaction: discord.Interaction, ref: ControlRef, head: dict[str, Any]) -> None:
        """Log pages, the move list, the replay and Rematch: for anyone in the server (the router checked it)."""
        if ref.verb == screens.LOG:
            await self.show_log(interaction, ref.table_id, screens.page_of(ref.rest), edit=True)
        elif ref.verb == screens.MOVES:
            await self.send_move_list(interaction, ref.table_id)
        elif ref.verb == screens.REPLAY:
            await self.send_replay(interaction, ref.table_id)
        elif ref.verb == screens.REMATCH:
            await self.rematch(interaction, ref.table_id)

    # ===================================================================== rematch
    async def rematch(self, interaction: discord.Interaction, table_id: int) -> None:
        """The first player to press opens a lobby with the same options (and bots); each other player who
        presses joins it; once every person of the finished game is back, it starts."""
        user = interaction.user.id
        try:
            old = self.tables.get(table_id)
        except IllegalMove as error:
            await self.moves.refuse(interaction, reason(error))
            return
        if old.status != FINISHED:
            await self.moves.refuse(interaction, status_refusal(old.status))
            return
        if user not in old.seats:
            await self.moves.refuse(interaction, Msg("shared-rematch-not-player"))
            return
        async with self.moves.session(table_id) as s:  # one new lobby, even when two press at once
            old = s.table
            new_id = old.record.rematch
            if new_id is not None and self.store.count_tables("id = ? and status = ?", [new_id, ABANDONED]):
                new_id = None  # the last rematch lobby was given up: open another one
            if new_id is None:
                table = await self.cog.lobby.create_table(interaction, screens.rematch_options(old))
                if table is None:
                    return
                self.tables.note(table, rematch_of=old.id)
                opened_post = post_row(old, Screen(screens.rematch_opened(old, table.id, user)))
                self.tables.record(old, Consequences([opened_post], {"rematch": table.id}))
                s.stored()
                new_id = table.id
                opened = True
            else:
                opened = False
        if not opened:  # the thread hears who is back with the join itself (one transaction)
            back = lambda new: screens.rematch_joined(user, new.id, screens.rematch_missing(old, new))  # noqa: E731
            await self.cog.lobby.do_join(interaction, new_id, also=back)
        new = self.tables.get(new_id)
        if new.status != LOBBY or user not in new.players:
            return
        missing = screens.rematch_missing(old, new)
        if not opened:
            await interaction.followup.send(say(interaction, screens.rematch_you_joined(new)), ephemeral=True)
        if not missing:
            await self.cog.lobby.do_start(interaction, new.id, as_user=new.host_id)

    # ===================================================================== autocomplete
    async def watched(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[int]]:
        """Games a member may read or follow: their own (finished ones too), those they follow, and the server's
        lobbies and running games (newest first)."""
        user = interaction.user.id
        statuses = (LOBBY, PLAYING, FINISHED)
        found = {t.id: t for t in self.store.tables_of_user(user, statuses, kind=self.cog.game_name)}
        watched = followed_by(self.store, user)
        if watched:
            marks = ",".join("?" for _ in watched)
            for table in self.store.find_tables(f"kind = ? and id in ({marks})", [self.cog.game_name, *watched]):
                found[table.id] = table
        if interaction.guild_id:
            recent = (
                "id in (select id from game_tables where guild_id = ? and kind = ? and status in (?, ?) "
                "order by id desc limit ?)"
            )
            for table in self.store.find_tables(
                recent, [interaction.guild_id, self.cog.game_name, LOBBY, PLAYING, AUTOCOMPLETE_CHOICES]
            ):
                found.setdefault(table.id, table)
        tables = [
            t
            for t in found.values()
            if not self.cog.resolver.elsewhere(interaction, t) and current.strip("#") in str(t.id)
        ]
        tables.sort(key=lambda t: t.id, reverse=True)
        return as_choices((say(interaction, autocomplete_label(t)), t.id) for t in tables)
