"""`/bsg …`: Battlestar Galactica's own commands (`new`, `log`, `windows`) and what a player leaving a seat does to
their private panel. What they show comes from `presenters/bsg.py`; what a move causes to the private panels, the
pings, the ephemeral copies and the help poll is BSG's policies in `presenters/bsg_panels.py`, run by the shared
pipeline like every other policy.
"""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import Any, Literal

import discord
from discord import app_commands

from cogs.autocomplete import as_choices
from cogs.bsg_help import HelpPoll
from cogs.descriptor import GameDescriptor, NewOption
from cogs.drawings import Renderer
from cogs.game_cog import GameCog
from cogs.language import player_lang, say, table_lang, user_lang
from engine.games.bsg import RULES
from engine.outbox import EDIT
from engine.store import Store, TableRow
from engine.table_record import Notes
from engine.tables import FINISHED, PLAYING, Consequences
from i18n import Msg, Text, cat
from presenters import bsg_log
from presenters import bsg_rules as rules_help
from presenters.base import clip
from presenters.bsg import BsgPresenter
from presenters.bsg_orders import card_autocomplete, command_action, when_autocomplete
from presenters.bsg_orders_complete import draft_autocomplete, draws_autocomplete
from presenters.bsg_record import BsgRecord
from presenters.screens import Act


class BsgCog(GameCog):
    """Battlestar Galactica's own commands (the shared commands and `new` come from its descriptor, below; so do its
    rule facts, its own clocks and resign-to-bot (engine/games/bsg/__init__.py), its help poll and what a player
    leaving a seat does to their panel)."""

    presenter: BsgPresenter

    @app_commands.command(name="log", description="The public record, newest page first; filter it by kind or player.")
    @app_commands.describe(
        page="Page number (default: the newest page).",
        only="Only skill checks, only choices (crisis options, quorum, destinations…), or only actions.",
        player="Only the events of this player (their name at the table).",
        game="Game number (defaults to the game of this thread).",
    )
    async def log_cmd(
        self,
        interaction: discord.Interaction,
        page: int = 1,
        only: Literal["checks", "choices", "actions"] | None = None,
        player: str | None = None,
        game: int | None = None,
    ) -> None:
        table = await self.resolver.resolve(interaction, game, (PLAYING, FINISHED))
        if table is None:
            return
        names = self.presenter.snapshot(table).names
        read = [say(interaction, n) for n in names]  # names as the reader reads them
        seat = bsg_log.seat_named(player, read) if player else None
        if player and seat is None:
            refusal = bsg_log.unknown_player(clip(player, 40), read)
            await interaction.response.send_message(clip(say(interaction, refusal)), ephemeral=True)
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        history = await asyncio.to_thread(self.tables.public_history, table, apart=True)
        lines = bsg_log.log_lines(self.presenter.game, history, names, only, seat)
        who = names[seat] if seat is not None else None
        text, _ = bsg_log.log_answer(lines, page, lambda line: say(interaction, line), only, who)
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
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is None:
            return
        async with self.moves.session(table.id) as s:
            table = s.table
            seat = str(table.seat_of(interaction.user.id))
            noted = BsgRecord.of(table.record)
            mine = noted.standing.get(seat)
            if answer is not None:
                mine = self.presenter.set_standing(mine, answer, card_id)
                self.tables.note(table, game=replace(noted, standing={**noted.standing, seat: mine}))
        parts = [self.presenter.standing_text(answer, card_id)] if answer is not None else []
        note = self.presenter.standing_pace_note(table.state)  # over days these answers ping nobody: say so first
        text = cat([note, *parts, self.presenter.standing_summary(mine)], "\n\n")
        await interaction.response.send_message(clip(say(interaction, text)), ephemeral=True)

    windows_cmd.autocomplete("game")(GameCog.table_autocomplete)

    @windows_cmd.autocomplete("card")
    async def window_card_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        choices = self.presenter.window_card_choices(current, player_lang(interaction))
        return as_choices(choices)

    @app_commands.command(
        name="rules", description="A rule on demand: a location, character, skill card, step or rule."
    )
    @app_commands.describe(
        topic="What to explain (start typing: a location, character, skill card, turn step, title or rule).",
        game="Game number (defaults to the game of this thread): the answer adds what its public state means.",
    )
    async def rules_cmd(
        self, interaction: discord.Interaction, topic: str | None = None, game: int | None = None
    ) -> None:
        """Private: the rule of a topic and what this table's public state (and the asker's own hand) means for it;
        no topic: the summary and a few topics; an unknown one: close matches."""
        lang = player_lang(interaction)
        if not topic:
            await self.send_rules(interaction)
            return
        found = rules_help.find(topic)
        if found is None:
            await interaction.response.send_message(
                clip(say(interaction, rules_help.unknown(topic, lang))), ephemeral=True
            )
            return
        table = await self.rules_table(interaction, game)
        if table is False:
            return  # the game named was refused
        snap = self.presenter.snapshot(table) if table else None
        seat = table.seat_of(interaction.user.id) if table else None
        text = rules_help.answer_at(found, snap, seat)
        await interaction.response.send_message(clip(say(interaction, text)), ephemeral=True)

    rules_cmd.autocomplete("game")(GameCog.table_autocomplete)

    def rules_summary(self, lang: str) -> Text:
        """The summary, then a few topics `rules` explains."""
        return cat([self.presenter.rules_text(), rules_help.unknown("", lang)], "\n\n")

    @rules_cmd.autocomplete("topic")
    async def rules_topic_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return as_choices(rules_help.choices(current, player_lang(interaction)))

    async def rules_table(self, interaction: discord.Interaction, game: int | None) -> TableRow | None | Literal[False]:
        """The running table the rules answer reads: the one named (refused if it is not one: False), else this
        thread's or the asker's only one, quietly (None: the bare rule)."""
        if game is not None:
            table = await self.resolver.resolve(interaction, game, (PLAYING,))
            return table if table is not None else False
        found = self.resolver.candidates(interaction, (PLAYING,))  # a thread's own table first, whatever its status
        table = found[0] if len(found) == 1 and found[0].status == PLAYING else None
        return table if table is not None and not self.resolver.elsewhere(interaction, table) else None

    @app_commands.command(name="orders", description="Your standing orders, answered for you while you are away.")
    @app_commands.describe(
        card="A reaction card from your hand; with when, the order for it.",
        ability="An optional ability; with when, the order for it.",
        when="When to play it (never removes the order); without card or ability you see your orders.",
        eo="When you receive an Executive Order: move and one action, two actions, or none.",
        draws="Your draws' skill types in order, e.g. `tactics, tactics, piloting` (`none`: be asked).",
        draft="Your character ranking for the draft, best first, e.g. `Kara Thrace, Lee Adama` (`none`: be asked).",
        board_order="`on`: space areas and blind picks go in board order without asking you.",
        discards="`weakest`: discards of your choice take your weakest cards at once; `ask`: be asked.",
        game="Game number (defaults to the game of this thread).",
    )
    async def orders_cmd(
        self,
        interaction: discord.Interaction,
        card: str | None = None,
        ability: Literal[  # the optional abilities that take an order (standing.ABILITY_WHEN)
            "secret_destiny",
            "mysterious_intuition",
            "command_authority",
            "eco_officer",
            "moral_compass",
            "alert_viper_pilot",
        ]
        | None = None,
        when: str | None = None,
        eo: Literal["move_and_act", "two_actions", "none"] | None = None,
        draws: str | None = None,
        draft: str | None = None,
        board_order: Literal["on", "off"] | None = None,
        discards: Literal["weakest", "ask"] | None = None,
        game: int | None = None,
    ) -> None:
        """Private standing orders (engine/games/bsg/standing.py): shown with their selects, or one changed — an
        engine action any seat may take at any time; the engine refuses what is no order (a short private answer)."""
        table = await self.resolver.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is None:
            return
        action = command_action(
            card, ability, when, eo, draws=draws, draft=draft, board_order=board_order, discards=discards
        )
        if action is None:
            await self.moves.answer_with(interaction, table.id, self.presenter.orders, private=True)
        else:
            await self.moves.answer_with(
                interaction,
                table.id,
                lambda snap, seat: Act(action, after=lambda _: Msg("bsg-orders-set")),
                private=True,
            )

    orders_cmd.autocomplete("game")(GameCog.table_autocomplete)

    def _playing_seat(self, interaction: discord.Interaction) -> tuple[TableRow, int] | None:
        """The game an autocomplete is typed for and the user's seat in it, while it is being played."""
        table = self.resolver.table_for_autocomplete(interaction)
        seat = table.seat_of(interaction.user.id) if table is not None and table.status == PLAYING else None
        return None if table is None or seat is None else (table, seat)

    @orders_cmd.autocomplete("card")
    async def orders_card_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        playing = self._playing_seat(interaction)
        if playing is None:
            return []
        table, seat = playing
        me = self.presenter.snapshot(table).view(seat)["me"]
        return as_choices(card_autocomplete(me, current, player_lang(interaction)))

    @orders_cmd.autocomplete("draws")
    async def orders_draws_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        playing = self._playing_seat(interaction)
        if playing is None:
            return []
        table, seat = playing
        choices = draws_autocomplete(self.presenter.snapshot(table), seat, current, player_lang(interaction))
        return as_choices(choices)

    @orders_cmd.autocomplete("draft")
    async def orders_draft_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        choices = draft_autocomplete(current, player_lang(interaction))
        return as_choices(choices)

    @orders_cmd.autocomplete("when")
    async def orders_when_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        choices = when_autocomplete(current, player_lang(interaction))
        return as_choices(choices)

    # ===================================================================== panels
    @staticmethod
    def panel_left(store: Store, table: TableRow, seat: int, old: int) -> Consequences:
        """A player left the seat (a substitute, a resignation to a bot): their DM panel says so and loses its controls,
        and is never edited again (a substitute gets a panel of their own; its `/bsg hand` copy is forgotten by every
        game's `SeatFlow.seat_left`). BSG's `seat_left` (its descriptor)."""
        noted = BsgRecord.of(table.record)
        notes = Notes(game=noted.without_seat(seat))
        where = noted.panels.get(str(seat))
        rows: list[tuple[str, dict[str, Any]]] = []
        if isinstance(where, dict) and "row" in where:
            lang = user_lang(store, old, table_lang(table))
            text = Msg("bsg-table-panel-left", id=str(table.id))
            rows.append((EDIT, {"message": where, "content": text, "lang": lang}))
        return Consequences(rows, notes)


DESCRIPTOR = GameDescriptor(
    rules=RULES,
    presenter=BsgPresenter,
    renderer=Renderer("renderers.bsg", board="board", private="panel", result="result", replay_frame="board"),
    commands=BsgCog,
    description="Battlestar Galactica: hidden Cylons, secret skill checks.",
    new_description="Open a new Battlestar Galactica game (3–6 players) in a thread.",
    options=(
        NewOption(
            "window_seconds",
            app_commands.Range[int, 10, 3600],
            "Seconds every reaction window stays open (10–3600, default 90).",
        ),
        NewOption(
            "decision_hours",
            app_commands.Range[int, 1, 168],
            "Hours for an ordinary decision before its default is played (1–168, default 24).",
        ),
        NewOption(
            "contribution_hours",
            app_commands.Range[int, 1, 168],
            "Hours for a skill check's contributions (1–168, default 24).",
        ),
        NewOption(
            "pace",
            Literal["days", "live"],
            "days (default): reaction windows never wait, standing orders answer; live: they ask and wait.",
            default="days",
        ),
        NewOption(  # replaces the shared turn_hours' description: BSG reads it as decision_hours (README)
            "turn_hours",
            int,
            "Ordinary decisions' hours when decision_hours is not given (1–168); BSG always has a clock.",
        ),
    ),
    poll=HelpPoll,
    seat_left=BsgCog.panel_left,
    catalogs=(
        "bsg",
        "bsg_discord",
        "bsg_end",
        "bsg_look",
        "bsg_orders",
        "bsg_orders_ui",
        "bsg_panels",
        "bsg_play",
        "bsg_render",
        "bsg_table",
        "bsg_thread",
        "bsg_waits",
    ),
)
