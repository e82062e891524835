"""`/bsg …`: Battlestar Galactica's commands, its private panels and its clocks; what they show comes from
`presenters/bsg.py`.

Each player has ONE private panel, a DM edited in place: every move's consequences add an edit of each panel whose
text or controls changed, and a short DM ping when a seat's secret decision is new. A player whose DMs are closed
gets the same panel with `/bsg hand`. A decision whose clock runs out gets the engine's default, announced in the
thread (a secret decision's default is not told).
"""

from __future__ import annotations

import asyncio
import importlib
import importlib.util
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from cogs.bsg_help import HelpPoll
from cogs.game_cog import GameCog
from cogs.language import player_lang, say, table_lang, user_lang
from engine.core import IllegalMove
from engine.outbox import EDIT, REPLY, Row
from engine.store import TableRow
from engine.tables import FINISHED, PLAYING, Consequences, Outcome, is_bot
from engine.turn_options import fold_turn_hours
from i18n import Msg, cat, reason
from presenters.base import clip
from presenters.bsg import BsgPresenter
from presenters.screens import Screen, screen_to_json

if TYPE_CHECKING:
    from bot import GameBot

# the board, panel and result images (renderers/bsg.py, another branch): without it the screens carry no images
renderer_module = importlib.import_module("renderers.bsg") if importlib.util.find_spec("renderers.bsg") else None


class BsgCog(
    HelpPoll, GameCog, group_name="bsg", group_description="Battlestar Galactica: hidden Cylons, secret skill checks."
):
    game_name = "bsg"
    presenter_class = BsgPresenter
    presenter: BsgPresenter
    renderer = renderer_module
    resign_to_bot = True  # the rules know no resignation: a bot plays the seat on, for good (cogs/seats.py, README)

    def __init__(self, bot: GameBot) -> None:
        super().__init__(bot)
        self.presenter.draws = self.renderer is not None
        self.expiring: dict[int, tuple[str, list[tuple[str, dict[str, Any]]]]] = {}  # table → (key, notice rows)

    @app_commands.command(name="new", description="Open a new Battlestar Galactica game (3–6 players) in a thread.")
    @app_commands.describe(
        window_seconds="Seconds every reaction window stays open (10–3600, default 90).",
        decision_hours="Hours for an ordinary decision before its default is played (1–168, default 24).",
        contribution_hours="Hours for a skill check's contributions (1–168, default 12).",
        reminder_hours="Hours before the first reminder to a player who must act (1–168, default 12).",
        turn_hours="Ordinary decisions' hours when decision_hours is not given (1–168); BSG always has a clock.",
        timeouts_allowed="Timeouts in a row before the others vote on the seat (1–10, default 2).",
        seat_order="random (default) or join order.",
        bots="Bot players to seat now (the lobby's Add bot button adds more).",
        level="How well the bots play: easy, normal (default) or hard.",
        language="Language of the game thread and images (default: the server's language).",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        window_seconds: app_commands.Range[int, 10, 3600] | None = None,
        decision_hours: app_commands.Range[int, 1, 168] | None = None,
        contribution_hours: app_commands.Range[int, 1, 168] | None = None,
        reminder_hours: int | None = None,
        turn_hours: int | None = None,
        timeouts_allowed: int | None = None,
        seat_order: Literal["random", "join"] | None = None,
        bots: app_commands.Range[int, 0, 7] | None = None,
        level: Literal["easy", "normal", "hard"] | None = None,
        language: Literal["en", "cs", "sk", "pl"] | None = None,
    ) -> None:
        options = {
            "window_seconds": window_seconds,
            "decision_hours": decision_hours,
            "contribution_hours": contribution_hours,
            "reminder_hours": reminder_hours,
            "turn_hours": turn_hours,
            "timeouts_allowed": timeouts_allowed,
            "seat_order": seat_order,
            "bots": bots,
            "bot_level": level,
            "language": language,
        }
        try:
            options = fold_turn_hours(self.game_name, options)  # turn_hours is BSG's decision_hours (README)
        except IllegalMove as error:
            await self.refuse(interaction, reason(error))
            return
        await self.create_table(interaction, options)

    @app_commands.command(name="log", description="The public events of the last turns.")
    @app_commands.describe(game="Game number (defaults to the game of this thread).")
    async def log_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING, FINISHED))
        if table is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        history = await asyncio.to_thread(self.tables.public_history, table)
        text = self.presenter.log_text(history, self.presenter.snapshot(table).names)
        await interaction.followup.send(clip(say(interaction, text)), ephemeral=True)

    log_cmd.autocomplete("game")(GameCog.table_autocomplete)

    @app_commands.command(name="windows", description="Your standing answers to reaction windows (private).")
    @app_commands.describe(
        answer="ask: ping me at every window; playable: only when I can play the card; never: never ping me.",
        card="The window card (default: all of them); without an answer you see your settings.",
        game="Game number (defaults to the game of this thread).",
    )
    async def windows_cmd(
        self,
        interaction: discord.Interaction,
        answer: Literal["ask", "playable", "never"] | None = None,
        card: str | None = None,
        game: int | None = None,
    ) -> None:
        """Private standing answers per window card: they only decide whether a window pings you. Every window still
        waits its full time for everyone who has not answered by hand, so nobody can tell from its length."""
        card_id = self.presenter.window_card_id(card) if card else None
        if card and card_id is None:
            refusal = self.presenter.unknown_window_card(clip(card, 80))
            await interaction.response.send_message(say(interaction, refusal), ephemeral=True)
            return
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is None:
            return
        async with self.bot.table_lock(table.id):
            table = self.tables.get(table.id)
            seat = str(table.seat_of(interaction.user.id))
            stored = table.meta.get("bsg_standing", {})
            mine = stored.get(seat)
            if answer is not None:
                mine = self.presenter.set_standing(mine, answer, card_id)
                self.tables.note(table, bsg_standing={**stored, seat: mine})
        parts = [self.presenter.standing_text(answer, card_id)] if answer is not None else []
        text = cat([*parts, self.presenter.standing_summary(mine)], "\n\n")
        await interaction.response.send_message(clip(say(interaction, text)), ephemeral=True)

    windows_cmd.autocomplete("game")(GameCog.table_autocomplete)

    @windows_cmd.autocomplete("card")
    async def window_card_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        choices = self.presenter.window_card_choices(current, player_lang(interaction))
        return [app_commands.Choice(name=n, value=v) for n, v in choices]

    # ===================================================================== panels
    def consequences(
        self,
        outcome: Outcome,
        reply: dict[str, Any] | None = None,
        held: Row | None = None,
        before: list[tuple[str, dict[str, Any]]] | None = None,
    ) -> Consequences:
        """The shared consequences (thread posts, the answer), with each panel's edit and the pings before the
        answer; the notes remember each panel's message, its fingerprint and the step the thread has shown."""
        table = outcome.table
        notice = self.expiring.pop(table.id, None)
        if notice and outcome.by_clock:
            before = [*(before or []), *notice[1]]
        found = super().consequences(outcome, reply, held, before)
        rows = found.rows
        tail = [rows.pop()] if rows and rows[-1][0] == REPLY else []
        snap = self.presenter.snapshot(table)
        notes = dict(found.notes)
        notes["bsg_step"] = self.presenter.step_mark(snap) if snap.playing else None
        notes["bsg_prompt"] = self.presenter.prompt_mark(snap)
        if notice and outcome.by_clock:
            notes["bsg_timed_out"] = notice[0]
        panels = dict(table.meta.get("bsg_panels", {}))
        prints = dict(table.meta.get("bsg_prints", {}))
        pinged = dict(table.meta.get("bsg_pinged", {}))
        facts = self.presenter.facts(snap, outcome)
        for seat, user_id in enumerate(table.seats):
            if is_bot(user_id) or self.tables.bot_level(table, seat) is not None:
                continue
            self.panel_rows(snap, seat, facts.get(seat), rows, panels, prints, outcome.seat)
            needed = self.presenter.secret_now(snap, seat)
            standing = table.meta.get("bsg_standing", {}).get(str(seat))
            if needed and not self.presenter.wants_ping(snap, seat, standing):
                needed = False  # their standing answer: the window waits its time without pinging them
            if needed and not pinged.get(str(seat)):  # a ping when the panel starts to need them, not per decision
                self.dm_row(table, seat, Screen(self.presenter.ping(snap, seat)), snap.names, rows)
            pinged[str(seat)] = needed
        notes.update(bsg_panels=panels, bsg_prints=prints, bsg_pinged=pinged)
        self.help_poll_rows(table, rows, notes)  # the public "how much can you help?" poll (cogs/bsg_help.py)
        return Consequences(rows + tail, notes, found.answers, found.timers)

    def panel_rows(
        self,
        snap: Any,
        seat: int,
        facts: list[Any] | None,
        rows: list[tuple[str, dict[str, Any]]],
        panels: dict[str, Any],
        prints: dict[str, Any],
        mover: int | None,
    ) -> None:
        """A new panel DM, or an edit of the seat's panel when its text or controls changed."""
        table = snap.table
        old_info, old_whole = (prints.get(str(seat)) or ["", ""])[:2]
        info = self.presenter.info_mark(snap, seat)
        asked = self.presenter.secret_now(snap, seat)
        if str(seat) in panels:
            if seat in snap.to_act and not asked and seat != mover:
                return  # deciding in the thread (a split draw): the panel catches up once that is done
            if not (facts or info != old_info or asked or seat == mover):
                return  # only its decision went to others (a stale control is answered when pressed)
        screen = self.presenter.panel(snap, seat, facts)
        whole = self.presenter.panel_mark(screen)
        if whole == old_whole and str(seat) in panels:
            return
        prints[str(seat)] = [info, whole]
        where = panels.get(str(seat))
        if isinstance(where, dict) and "row" in where:
            made = self.outbox.result(int(where["row"]))  # None: not delivered yet (this edit follows it in order)
            if made is None or "message" in made:
                lang = user_lang(self.store, snap.user(seat), table_lang(table))
                edit = {"message": where, "screen": screen_to_json(screen), "names": snap.names, "lang": lang}
                rows.append((EDIT, edit))
                return
        if self.tables.dms_blocked(snap.user(seat)):
            return  # `/bsg hand` shows the same panel; a new one is sent once DMs may work again
        if self.dm_row(table, seat, screen, snap.names, rows):
            panels[str(seat)] = {"ref": len(rows) - 1}

    def seat_left(self, table: TableRow, seat: int, old: int) -> Consequences:
        """A player left the seat (a substitute, a resignation to a bot): their DM panel says so and loses its
        controls, and is never edited again (a substitute gets a panel of their own)."""
        notes = {
            name: {k: v for k, v in table.meta.get(name, {}).items() if k != str(seat)}
            for name in ("bsg_panels", "bsg_prints", "bsg_pinged")
        }
        where = table.meta.get("bsg_panels", {}).get(str(seat))
        rows: list[tuple[str, dict[str, Any]]] = []
        if isinstance(where, dict) and "row" in where:
            lang = user_lang(self.store, old, table_lang(table))
            text = Msg("bsg-table-panel-left", id=str(table.id))
            rows.append((EDIT, {"message": where, "content": text, "lang": lang}))
        return Consequences(rows, notes)

    # ===================================================================== clocks
    async def on_deadline(self, table_id: int, key: str) -> None:
        """A clock ran out: the engine's default for that decision, announced in the thread first."""
        async with self.bot.table_lock(table_id):
            await self.drain(table_id)
            self.expiring[table_id] = (key, self.timeout_notice(table_id, key))
            try:
                outcome = self.tables.expire(table_id, key, self.consequences)
            finally:
                self.expiring.pop(table_id, None)
            if outcome is not None:
                self.bot.wake_scheduler()
                await self.deliver(table_id)

    def timeout_notice(self, table_id: int, key: str) -> list[tuple[str, dict[str, Any]]]:
        """The thread's "time ran out" post, once per decision."""
        table = self.tables.get(table_id)
        if table.status != PLAYING or table.state is None:
            return []
        clock = next((c for c in self.game.clock(table.state) if c.key == key), None)
        if clock is None or not clock.defaults:
            return []
        if table.meta.get("bsg_timed_out") == key:
            return []  # told when this decision's time first ran out (a race fires once per seat, same key)
        race = clock.kind == "race" and len(clock.seats) > 1
        seat, action = clock.defaults[0]
        text = self.presenter.timeout_text(self.presenter.snapshot(table), seat, action, race)
        return [self.post_row(table, Screen(text))]


async def setup(bot: GameBot) -> None:
    await bot.add_cog(BsgCog(bot))
