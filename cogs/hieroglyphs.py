"""`/hieroglyphs …`: cards and columns by DM buttons, explorer / curse / final choices as thread buttons.

The cog is thin: every decision comes from the engine (`legal_actions`, `view`, `describe`, `action_label`);
the cog only turns those into components and sends the chosen action back through `perform`.
"""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from cogs.common import GameCog, clip
from cogs.components import GameButton, GameSelect
from engine.core import IllegalMove
from engine.games.hieroglyphs import texts as T
from engine.games.hieroglyphs.data import card_kind
from engine.games.hieroglyphs.describe import card_text, cells_text
from engine.scheduling import clear_deadline, set_deadline
from engine.store import TableRow
from engine.tables import PLAYING, Outcome
from renderers import hieroglyphs as draw

if TYPE_CHECKING:
    from bot import GameBot

UI = T.UI
COLUMNS = 7
SELECT_MAX = 25


def tagged(arg: str) -> tuple[str, str]:
    """Split a `<move_no>.<rest>` argument."""
    tag, _, rest = arg.partition(".")
    return tag, rest


class CurseModal(discord.ui.Modal):
    """The curse-race input: three cells. Opened by the persistent `line` button, so nothing is lost on restart."""

    def __init__(self, cog: HieroglyphsCog, table_id: int) -> None:
        super().__init__(title=UI["modal_title"], custom_id=f"m:{table_id}:line", timeout=None)
        self.cog, self.table_id = cog, table_id
        self.cells: discord.ui.TextInput[CurseModal] = discord.ui.TextInput(
            label=UI["modal_label"], placeholder=UI["modal_placeholder"], custom_id="cells", max_length=40
        )
        self.add_item(self.cells)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await self.cog.submit_line(interaction, self.table_id, self.cells.value)


class HieroglyphsCog(
    GameCog, group_name="hieroglyphs", group_description="Hieroglyphs: drop animal cards into a wall."
):
    game_name = "hieroglyphs"
    renderer = draw

    # ===================================================================== commands
    @app_commands.command(name="new", description="Open a new Hieroglyphs game (2–4 players) in a thread.")
    @app_commands.describe(
        curse="Pharaoh's Curse variant: curse cards start a race to find 3 animals in a line.",
        curse_minutes="Minutes a curse race lasts (1–1440, default 10).",
        curse_attempts="Wrong curse answers allowed per player and curse (1–20, default 3).",
        sphinx="Eyes of the Sphinx variant: exactly two of an animal on a line through the new card make a pair.",
        start_player="Who starts: random (default) or a seat number.",
        decision_hours="Hours before an unanswered decision gets its default (0 = never, the default).",
        seat_order="random (default) or join order.",
        reminder_hours="Hours before the first reminder to a player who must act (1–168, default 12).",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        curse: bool | None = None,
        curse_minutes: app_commands.Range[int, 1, 1440] | None = None,
        curse_attempts: app_commands.Range[int, 1, 20] | None = None,
        sphinx: bool | None = None,
        start_player: Literal["random", "1", "2", "3", "4"] | None = None,
        decision_hours: app_commands.Range[int, 0, 168] | None = None,
        seat_order: Literal["random", "join"] | None = None,
        reminder_hours: int | None = None,
    ) -> None:
        options = {
            "pharaohs_curse": curse,
            "curse_time_limit_s": curse_minutes * 60 if curse_minutes is not None else None,
            "curse_max_wrong_attempts": curse_attempts,
            "eyes_of_the_sphinx": sphinx,
            "start_player": start_player,
            "decision_timeout_s": decision_hours * 3600 if decision_hours is not None else None,
            "seat_order": seat_order,
            "reminder_hours": reminder_hours,
        }
        await self.create_table(interaction, options)

    @app_commands.command(name="play", description="Drop one of your cards into a column (privately).")
    @app_commands.describe(card="A card from your hand.", column="Column 1–7 (left to right).")
    async def play_cmd(
        self,
        interaction: discord.Interaction,
        card: str,
        column: app_commands.Range[int, 1, 7],
        game: int | None = None,
    ) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table:
            await self.perform(interaction, table.id, {"type": "drop", "card": card, "column": column})

    @app_commands.command(name="curse", description="Curse race: send three cells in a line, e.g. 2,1 3,2 4,3.")
    @app_commands.describe(cells="Three cells as column,row (row 1 at the bottom), e.g. 2,1 3,2 4,3.")
    async def curse_cmd(self, interaction: discord.Interaction, cells: str, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table:
            await self.submit_line(interaction, table.id, cells)

    @play_cmd.autocomplete("card")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        table = self.table_for_autocomplete(interaction)
        seat = table.seat_of(interaction.user.id) if table else None
        if table is None or table.state is None or seat is None:
            return []
        kinds = dict.fromkeys(card_kind(c) for c in table.state["hands"][seat])
        choices = [app_commands.Choice(name=card_text(k), value=k) for k in kinds]
        return [c for c in choices if current.lower() in c.name.lower()][:25]

    play_cmd.autocomplete("game")(GameCog.table_autocomplete)
    curse_cmd.autocomplete("game")(GameCog.table_autocomplete)

    # ===================================================================== acting
    async def submit_line(self, interaction: discord.Interaction, table_id: int, cells: str) -> None:
        """A curse-race answer (command or modal): like `perform`, but the answer says whether it was the line."""
        await self.ack(interaction)
        async with self.bot.table_lock(table_id):
            try:
                outcome = self.tables.act(table_id, interaction.user.id, {"type": "curse_submit", "cells": cells})
            except IllegalMove as error:
                await self.refuse(interaction, str(error))
                return
            await self.announce(outcome, actor=interaction.user.id)
        wrong = next((e for e in outcome.events if e.kind == "curse_wrong"), None)
        if wrong is None:
            text = UI["line_found"]
        else:
            text = UI["line_wrong"].format(
                cells=cells_text(wrong.params["cells"]), attempts_left=wrong.params["attempts_left"]
            )
        await interaction.followup.send(text, ephemeral=True)

    async def on_game_component(
        self, interaction: discord.Interaction, table: TableRow, verb: str, arg: str, values: list[str]
    ) -> None:
        state = table.state
        assert state is not None
        if verb == "card":
            await self.show_columns(interaction, table, arg)
        elif verb == "cards":
            await self.show_cards(interaction, table)
        elif verb == "drop":
            kind, _, column = arg.partition(".")
            action = {"type": "drop", "card": kind, "column": int(column) if column.isdigit() else 0}
            if await self.perform(interaction, table.id, action, clear=False):
                await self.close_prompt(interaction, UI["dropped"].format(card=card_text(kind), column=column))
        elif verb == "line":
            if state["phase"] != "curse_race":
                await self.refuse(interaction, T.ERRORS["curse_no_race"])
                return
            await interaction.response.send_modal(CurseModal(self, table.id))
        elif verb in ("explorer", "victim", "give", "scarabs", "done"):
            tag, rest = tagged(arg)
            if tag != str(table.move_no):
                await self.refuse(interaction, UI["stale"])
                return
            action = self.tagged_action(verb, rest, values)
            if action is None:
                await self.refuse(interaction, UI["unknown_button"])
                return
            await self.perform(interaction, table.id, action)
        else:
            await self.refuse(interaction, UI["unknown_button"])

    @staticmethod
    async def close_prompt(interaction: discord.Interaction, content: str) -> None:
        """Rewrite a used private prompt to say what was done, without its buttons."""
        with contextlib.suppress(discord.HTTPException):
            await interaction.edit_original_response(content=content, view=None)

    @staticmethod
    def tagged_action(verb: str, rest: str, values: list[str]) -> dict[str, Any] | None:
        """The engine action a thread button or menu stands for (the engine validates it)."""
        if verb == "explorer":
            if rest == "place":
                return {"type": "place_explorer"}
            if rest == "decline":
                return {"type": "decline_explorer"}
            if rest.startswith("move-"):
                return {"type": "move_explorer", "from": rest[5:]}
            return None
        if verb == "victim":
            return {"type": "curse_victim", "victim": int(rest)} if rest.isdigit() else None
        if verb == "give":
            return {"type": "surrender", "sarcophagus": rest}
        if verb == "done":
            return {"type": "done"}
        if verb == "scarabs" and values:
            source, target, count = (values[0].split("-") + ["", "", ""])[:3]
            return {"type": "move_scarabs", "from": source, "to": target, "count": int(count) if count else 0}
        return None

    # ===================================================================== card, then column (DM / ephemeral)
    def my_drop_turn(self, table: TableRow, user_id: int) -> int | None:
        """The seat of `user_id` if they must drop a card now."""
        state = table.state
        seat = table.seat_of(user_id)
        if state is None or seat is None or state["phase"] != "drop" or seat not in self.game.to_act(state):
            return None
        return seat

    async def show_columns(self, interaction: discord.Interaction, table: TableRow, kind: str) -> None:
        seat = self.my_drop_turn(table, interaction.user.id)
        if seat is None:
            await self.refuse(interaction, UI["not_your_turn"])
            return
        assert table.state is not None
        open_columns = {
            a["column"]
            for a in self.game.legal_actions(table.state, seat)
            if a["type"] == "drop" and card_kind(a["card"]) == kind
        }
        if not open_columns:
            await self.refuse(interaction, UI["card_not_held"])
            return
        items: list[discord.ui.Item[Any]] = []
        for column in range(1, COLUMNS + 1):
            full = column not in open_columns
            items.append(
                GameButton(
                    table.id,
                    "drop",
                    f"{kind}.{column}",
                    label=UI["column_full" if full else "column_button"].format(column=column),
                    style=discord.ButtonStyle.primary,
                    disabled=full,
                    row=(column - 1) // 4,
                )
            )
        items.append(GameButton(table.id, "cards", "", label=UI["back_button"], row=2))
        content = UI["choose_column"].format(card=card_text(kind))
        await interaction.response.edit_message(content=content, view=self.view_of(items))

    async def show_cards(self, interaction: discord.Interaction, table: TableRow) -> None:
        seat = self.my_drop_turn(table, interaction.user.id)
        if seat is None:
            await self.refuse(interaction, UI["not_your_turn"])
            return
        assert table.state is not None
        content = self.private_text(table, seat, self.game.view(table.state, seat))
        await interaction.response.edit_message(content=clip(content), view=self.view_of(self.card_items(table, seat)))

    def card_items(self, table: TableRow, seat: int) -> list[discord.ui.Item[Any]]:
        assert table.state is not None
        kinds = dict.fromkeys(card_kind(a["card"]) for a in self.game.legal_actions(table.state, seat))
        return [
            GameButton(table.id, "card", kind, label=card_text(kind), style=discord.ButtonStyle.success)
            for kind in kinds
        ]

    @staticmethod
    def view_of(items: list[discord.ui.Item[Any]]) -> discord.ui.View:
        view = discord.ui.View(timeout=None)
        for item in items:
            view.add_item(item)
        return view

    # ===================================================================== timers
    async def announce(self, outcome: Outcome, actor: int | None) -> None:
        if outcome.result is None and not any(e.public for e in outcome.events):
            # a wrong curse answer is private: nothing for the thread (not even who may still answer)
            table = outcome.table
            await self.send_private_events(table, outcome.events, self.names(table), prompts=set())
        else:
            await super().announce(outcome, actor)
        await self.plan_deadline(outcome)

    async def plan_deadline(self, outcome: Outcome) -> None:
        """Keep the table's one stored deadline in step: the curse race's end, or the optional decision limit."""
        table = outcome.table
        state = table.state
        if table.status != PLAYING or state is None:
            return
        now = time.time()
        if state["phase"] == "curse_race":
            started = any(e.kind == "curse_race_started" for e in outcome.events)
            if started or "curse_due" not in table.meta:
                table.meta["curse_due"] = now + state["options"]["curse_time_limit_s"]
                self.store.save_table(table)
                await self.post(table, UI["race_ends"].format(epoch=int(table.meta["curse_due"])))
            # re-armed after every answer: a stored deadline only applies at the move number it was set for
            set_deadline(self.store, table, table.meta["curse_due"], {"seat": 0, "action": {"type": "curse_timeout"}})
        else:
            if table.meta.pop("curse_due", None) is not None:
                self.store.save_table(table)
            seats = self.game.to_act(state)
            timeouts = [d for c in self.game.clock(state) for d in c.defaults if d[1] == {"type": "timeout"}]
            if timeouts and seats:
                due = now + state["options"]["decision_timeout_s"]
                set_deadline(self.store, table, due, {"seat": seats[0], "action": {"type": "timeout"}})
            else:
                clear_deadline(self.store, table)
        self.bot.wake_scheduler()

    # ===================================================================== hooks
    def public_components(self, table: TableRow) -> list[discord.ui.Item[Any]]:
        state = table.state
        assert state is not None
        phase, tag, names = state["phase"], table.move_no, self.names(table)
        hand = GameButton(table.id, "hand", label=UI["hand_button"], style=discord.ButtonStyle.secondary)
        if phase in ("drop", "curse_surrender"):
            return [hand]
        if phase == "curse_race":
            return [GameButton(table.id, "line", label=UI["line_button"], style=discord.ButtonStyle.danger), hand]
        seats = self.game.to_act(state)
        actions = self.game.legal_actions(state, seats[0]) if seats else []
        items: list[discord.ui.Item[Any]] = []
        if phase == "explorer":
            for action in actions:
                choice = {"place_explorer": "place", "decline_explorer": "decline"}.get(action["type"])
                choice = choice or f"move-{action.get('from')}"
                style = discord.ButtonStyle.secondary if choice == "decline" else discord.ButtonStyle.primary
                label = self.game.action_label(state, seats[0], action, names)[:80]
                items.append(GameButton(table.id, "explorer", f"{tag}.{choice}", label=label, style=style))
        elif phase == "curse_victim":
            for action in actions:
                label = self.game.action_label(state, seats[0], action, names)[:80]
                items.append(
                    GameButton(
                        table.id, "victim", f"{tag}.{action['victim']}", label=label, style=discord.ButtonStyle.danger
                    )
                )
        elif phase == "final":
            moves = [a for a in actions if a["type"] == "move_scarabs"]
            for index in range(0, min(len(moves), 4 * SELECT_MAX), SELECT_MAX):
                chunk = moves[index : index + SELECT_MAX]
                options = [
                    discord.SelectOption(
                        label=self.game.action_label(state, seats[0], a, names)[:100],
                        value=f"{a['from']}-{a['to']}-{a['count']}",
                    )
                    for a in chunk
                ]
                placeholder = UI["scarab_placeholder" if index == 0 else "scarab_placeholder_more"]
                items.append(
                    GameSelect(table.id, "scarabs", f"{tag}.{index}", options=options, placeholder=placeholder)
                )
            items.append(
                GameButton(table.id, "done", f"{tag}.", label=UI["done_button"], style=discord.ButtonStyle.success)
            )
        return items

    def private_components(self, table: TableRow, seat: int) -> list[discord.ui.Item[Any]]:
        state = table.state
        if state is None or seat not in self.game.to_act(state):
            return []
        if state["phase"] == "drop":
            return self.card_items(table, seat)
        if state["phase"] == "curse_surrender":
            names = self.names(table)
            return [
                GameButton(
                    table.id,
                    "give",
                    f"{table.move_no}.{a['sarcophagus']}",
                    label=self.game.action_label(state, seat, a, names)[:80],
                    style=discord.ButtonStyle.danger,
                )
                for a in self.game.legal_actions(state, seat)
            ]
        return []

    def mentioned(self, table: TableRow, awaited: list[int]) -> list[int]:
        """During a curse race anyone may answer; naming only those still allowed would leak wrong answers."""
        state = table.state
        if state is not None and state["phase"] == "curse_race":
            return list(table.seats)
        return awaited

    def secret_input(self, table: TableRow, seat: int) -> bool:
        state = table.state
        return state is not None and state["phase"] in ("drop", "curse_surrender") and seat in self.game.to_act(state)

    def prompt_key(self, table: TableRow, seat: int) -> str:
        assert table.state is not None
        return f"{table.state['phase']}:{table.state['turn']}:{len(table.state['curses_removed'])}"

    def image_after(self, outcome: Outcome) -> bool:
        return any(e.public for e in outcome.events)

    def private_text(self, table: TableRow, seat: int, view: dict[str, Any]) -> str:
        lines = [UI["private_head"].format(id=table.id)]
        hand = [card_text(c["id"]) for c in view.get("hand", [])]
        lines.append(UI["private_hand"].format(cards=", ".join(hand)) if hand else UI["private_no_cards"])
        pharaoh = view.get("pharaoh")
        if pharaoh:
            lines.append(UI["private_pharaoh"].format(animal=pharaoh["name"]))
        mine = view.get("my_sarcophagi") or []
        if mine:
            items = ", ".join(UI["private_sarcophagus"].format(eyes=s["eyes"], value=s["value"]) for s in mine)
            lines.append(UI["private_sarcophagi"].format(items=items, total=sum(s["value"] for s in mine)))
        else:
            lines.append(UI["private_no_sarcophagi"])
        if view.get("curse_attempts_left") is not None:
            lines.append(UI["private_attempts"].format(left=view["curse_attempts_left"]))
        if seat in view.get("to_act", []) and view["phase"] == "drop":
            lines.append(UI["choose_card"].format(turn=view["turn"]))
        elif seat in view.get("to_act", []) and view["phase"] == "curse_surrender":
            lines.append(UI["private_surrender"])
        return "\n".join(lines)

    def rules_text(self) -> str:
        return UI["rules"]


async def setup(bot: GameBot) -> None:
    await bot.add_cog(HieroglyphsCog(bot))
