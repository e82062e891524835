"""`/bsg …`: Battlestar Galactica's commands, its private panels and its clocks; what they show comes from
`presenters/bsg.py`.

Each player has ONE private panel, a DM edited in place: every move's consequences add an edit of each panel whose
text or controls changed, and a short DM ping when a seat's secret decision is new. A click on a panel is answered
by redrawing that panel (the click's own answer, with the DM edit as its fallback), so one move edits it once.
A player whose DMs are closed gets the same panel with `/bsg hand`; the newest such ephemeral panel of each seat is
remembered (engine/ephemeral_panels.py) and edited by later moves while its interaction token lives (15 minutes).
A decision whose clock runs out gets the engine's default, announced in the thread (a secret decision's default is
not told).
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
from cogs.workers import LazyModule
from engine import ephemeral_panels
from engine.core import IllegalMove
from engine.outbox import EDIT, REPLY, Row
from engine.store import TableRow
from engine.tables import FINISHED, PLAYING, Consequences, Outcome, is_bot
from engine.turn_options import fold_turn_hours
from i18n import Msg, cat, reason
from presenters.base import clip
from presenters.bsg import BsgPresenter
from presenters.controls import decode
from presenters.screens import Act, Answer, Screen, Show, screen_to_json
from presenters.snapshot import Snapshot

if TYPE_CHECKING:
    from bot import GameBot

# the board, panel and result images (renderers/bsg.py, another branch): without it the screens carry no images
renderer_module = LazyModule("renderers.bsg") if importlib.util.find_spec("renderers.bsg") else None


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
        self.clicked_marks: dict[str, str] = {}  # a click's token → the mark of the panel its answer shows

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
        # the answer goes last, after the panels; it need not be last yet (a closed vote's edit may follow it)
        at = next((i for i, (kind, _) in enumerate(rows) if kind == REPLY), None)
        tail = [rows.pop(at)] if at is not None else []
        snap = self.presenter.snapshot(table)
        notes = dict(found.notes)
        notes["bsg_step"] = self.presenter.step_mark(snap) if snap.playing else None
        notes["bsg_prompt"] = self.presenter.prompt_mark(snap)
        if notice and outcome.by_clock:
            notes["bsg_timed_out"] = notice[0]
        panels = dict(table.meta.get("bsg_panels", {}))
        prints = dict(table.meta.get("bsg_prints", {}))
        pinged = dict(table.meta.get("bsg_pinged", {}))
        hand_prints = dict(table.meta.get("bsg_hand_prints", {}))
        hands = ephemeral_panels.live(self.store, table.id, self.bot.clock())
        clicked = (tail[0][1].get("clicked") or {}) if tail else {}
        facts = self.presenter.facts(snap, outcome)
        for seat, user_id in enumerate(table.seats):
            if is_bot(user_id) or self.tables.bot_level(table, seat) is not None:
                continue
            old_info = (prints.get(str(seat)) or [""])[0]
            due = self.presenter.panel_due(snap, seat, facts.get(seat), old_info, outcome.seat)
            self.panel_rows(snap, seat, facts.get(seat), rows, panels, prints, outcome.seat, due=due)
            if seat == outcome.seat and clicked:
                self.answer_on_panel(snap, seat, facts.get(seat), rows, panels, tail, hands)
            if seat in hands and due:
                self.hand_rows(snap, seat, facts.get(seat), rows, hands[seat], hand_prints)
            needed = self.presenter.secret_now(snap, seat)
            standing = table.meta.get("bsg_standing", {}).get(str(seat))
            if needed and not self.presenter.wants_ping(snap, seat, standing):
                needed = False  # their standing answer: the window waits its time without pinging them
            if needed and not pinged.get(str(seat)):  # a ping when the panel starts to need them, not per decision
                self.dm_row(table, seat, Screen(self.presenter.ping(snap, seat)), snap.names, rows)
            pinged[str(seat)] = needed
        notes.update(bsg_panels=panels, bsg_prints=prints, bsg_pinged=pinged, bsg_hand_prints=hand_prints)
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
        due: bool | None = None,
    ) -> None:
        """A new panel DM, or an edit of the seat's panel when its text or controls changed (`due`: whether this
        move may change it, when the caller knows already)."""
        table = snap.table
        old_info, old_whole = (prints.get(str(seat)) or ["", ""])[:2]
        if due is None:
            due = self.presenter.panel_due(snap, seat, facts, old_info, mover)
        if str(seat) in panels and not due:
            return
        info = self.presenter.info_mark(snap, seat)
        screen = self.panel_screen(snap, seat, facts)
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
            for name in ("bsg_panels", "bsg_prints", "bsg_pinged", "bsg_hand_prints")
        }
        ephemeral_panels.forget_seat(self.store, table.id, seat)  # the old player's /bsg hand copy stops too
        where = table.meta.get("bsg_panels", {}).get(str(seat))
        rows: list[tuple[str, dict[str, Any]]] = []
        if isinstance(where, dict) and "row" in where:
            lang = user_lang(self.store, old, table_lang(table))
            text = Msg("bsg-table-panel-left", id=str(table.id))
            rows.append((EDIT, {"message": where, "content": text, "lang": lang}))
        return Consequences(rows, notes)

    def panel_screen(self, snap: Any, seat: int, facts: list[Any] | None) -> Screen:
        """A seat's panel after this move, built once for its DM, its ephemeral copy and the click's answer."""
        built = self.presenter.cached(snap, "panel_screens")
        if seat not in built:
            built[seat] = self.presenter.panel(snap, seat, facts)
        return built[seat]

    def answer_on_panel(
        self,
        snap: Any,
        seat: int,
        facts: list[Any] | None,
        rows: list[tuple[str, dict[str, Any]]],
        panels: dict[str, Any],
        tail: list[tuple[str, dict[str, Any]]],
        hands: dict[int, ephemeral_panels.Panel],
    ) -> None:
        """The mover clicked a control on its own panel: the click's answer redraws that message in place (one
        edit, not an outbox edit as well). A DM panel's edit, already stored with the move, stays the answer's
        fallback: sent when the answer cannot be (its token expired, Discord refused it)."""
        reply = tail[0][1]
        clicked = reply.pop("clicked")
        if clicked.get("ephemeral"):
            screen = self.presenter.live_panel(snap, self.panel_screen(snap, seat, facts))
            reply.update(mode="panel", screen=screen_to_json(screen), names=snap.names, note=Msg("bsg-ui-played"))
            self.clicked_marks[reply["token"]] = self.presenter.panel_mark(screen)
            hand = hands.get(seat)
            if hand is not None and hand.origin == clicked.get("origin"):
                del hands[seat]  # the same message: this answer is its edit
            return
        where = panels.get(str(seat))
        made = self.outbox.result(int(where["row"])) if isinstance(where, dict) and "row" in where else None
        last = rows[-1] if rows else None
        if not made or made.get("message") != clicked.get("message") or last is None or last[0] != EDIT:
            return  # another message, or the panel did not change
        if last[1].get("message") != where:
            return
        rows.pop()
        edit = last[1]
        reply.update(mode="panel", screen=edit["screen"], names=edit["names"], lang=edit["lang"], panel=edit)

    def hand_rows(
        self,
        snap: Any,
        seat: int,
        facts: list[Any] | None,
        rows: list[tuple[str, dict[str, Any]]],
        hand: ephemeral_panels.Panel,
        hand_prints: dict[str, Any],
    ) -> None:
        """An edit of the seat's ephemeral panel through its interaction token, when what it shows changed."""
        screen = self.presenter.live_panel(snap, self.panel_screen(snap, seat, facts))
        mark = self.presenter.panel_mark(screen)
        token, shown = (hand_prints.get(str(seat)) or ["", ""])[:2]
        if mark == (shown if token == hand.token else hand.mark):
            return
        hand_prints[str(seat)] = [hand.token, mark]
        hook = {"app": hand.app, "token": hand.token, "expires": hand.expires_at}
        rows.append((EDIT, {"hook": hook, "screen": screen_to_json(screen), "names": snap.names, "lang": hand.lang}))

    def reply_for(
        self, interaction: discord.Interaction, answer: Act, outcome: Outcome, held: Row | None
    ) -> dict[str, Any]:
        """The shared answer, plus which message was clicked (a panel's click is answered by redrawing it)."""
        reply = super().reply_for(interaction, answer, outcome, held)
        message = interaction.message
        if message is not None and interaction.type == discord.InteractionType.component:
            origin = self.origin_of(message)
            reply["clicked"] = {"message": message.id, "ephemeral": message.flags.ephemeral, "origin": origin}
        return reply

    async def carry_out(
        self,
        interaction: discord.Interaction,
        snap: Snapshot,
        seat: int,
        answer: Answer,
        moved: bool = False,
        held: Row | None = None,
    ) -> Outcome | None:
        """The shared answer; then an ephemeral panel just shown (`/bsg hand`, "Open my panel") or clicked is
        remembered as the seat's newest, so later moves edit it while its token lives."""
        outcome = await super().carry_out(interaction, snap, seat, answer, moved, held)
        mark = self.clicked_marks.pop(interaction.token, None)
        origin: int | None = None
        if isinstance(answer, Show) and not answer.edit and self.asks_for_panel(interaction):
            origin, mark = interaction.id, self.presenter.panel_mark(answer.screen)
        elif mark is not None and outcome is not None and interaction.message is not None:
            origin = self.origin_of(interaction.message)
        if origin is not None and mark is not None:
            panel = ephemeral_panels.Panel(
                seat, origin, int(interaction.application_id), interaction.token, player_lang(interaction), mark,
                self.bot.clock() + ephemeral_panels.TOKEN_LIFE,
            )  # fmt: skip
            ephemeral_panels.remember(self.store, snap.table.id, panel)
        return outcome

    @staticmethod
    def origin_of(message: discord.Message) -> int | None:
        """The interaction that created a message (an ephemeral panel's identity), as Discord names it."""
        meta = message.interaction_metadata
        return meta.id if meta is not None else None

    @staticmethod
    def asks_for_panel(interaction: discord.Interaction) -> bool:
        """`/bsg hand`, or the thread's "Open my panel"."""
        if interaction.type == discord.InteractionType.application_command:
            return interaction.command is not None and interaction.command.name == "hand"
        ref = decode(str((interaction.data or {}).get("custom_id", "")))
        return ref is not None and ref.verb == "hand"

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
