"""`/frame …`: Frame on Discord — tile placement by autocomplete and an ephemeral preview you steer before confirming.

Flow of a turn: the thread message under each board carries buttons for the player to move (Place a tile, Place a
column, Drop out, Where can I play?). `/frame place tile orientation anchor` (each option autocompleted with legal
choices only) or the Place button opens an ephemeral preview image with Confirm / Rotate / Flip / Cancel, a tile
menu and arrows that jump to the next legal spot. Every component is a GameButton / GameSelect whose argument
carries the move number and the whole placement (`<move>.<tile>.<orientation>.<anchor>`), so it works after a
restart and an old preview is refused instead of placing something stale. All rules stay in the engine.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from cogs.common import GameCog, clip, png_file
from cogs.components import GameButton, GameSelect
from engine.core import Event, IllegalMove, Result
from engine.games.frame import FrameGame, assist, steering
from engine.games.frame import texts as T
from engine.games.frame.pieces import TILES_BY_ID
from engine.scheduling import set_deadline
from engine.store import TableRow
from engine.tables import FINISHED, PLAYING, Outcome
from renderers import frame as draw

if TYPE_CHECKING:
    from bot import GameBot

UI = T.UI
Item = discord.ui.Item[Any]
ARROWS = (("l", UI["button_left"]), ("d", UI["button_down"]), ("u", UI["button_up"]), ("r", UI["button_right"]))
NO_CHOICE = "-"  # value of an autocomplete entry that only explains why there is nothing to choose
HINT_LIST_LIMIT = 20


def orientation_text(rot: int, mirror: bool) -> str:
    return UI["orientation_flipped" if mirror else "orientation_plain"].format(rot=rot)


def tile_text(tile_id: str) -> str:
    return tile_id.strip().split()[0].upper() if tile_id.strip() else ""


class FrameCog(GameCog, group_name="frame", group_description=UI["cmd_group"]):
    game_name = "frame"
    renderer = draw
    uses_dms = False  # no secrets: nothing is sent by DM

    @property
    def frame(self) -> FrameGame:
        game = self.game
        assert isinstance(game, FrameGame)
        return game

    # ===================================================================== commands
    @app_commands.command(name="new", description=UI["cmd_new"])
    @app_commands.describe(
        match=UI["opt_match"],
        match_games=UI["opt_match_games"],
        tie_break=UI["opt_tie_break"],
        start_player=UI["opt_start_player"],
        allow_reflection=UI["opt_allow_reflection"],
        legal_move_hints=UI["opt_legal_move_hints"],
        turn_timeout_hours=UI["opt_turn_timeout_hours"],
        seat_order=UI["opt_seat_order"],
        reminder_hours=UI["opt_reminder_hours"],
    )
    async def new(
        self,
        interaction: discord.Interaction,
        match: bool | None = None,
        match_games: int | None = None,
        tie_break: Literal["last_placement", "later_seat"] | None = None,
        start_player: Literal["random", "1", "2", "3", "4"] | None = None,
        allow_reflection: bool | None = None,
        legal_move_hints: bool | None = None,
        turn_timeout_hours: app_commands.Range[int, 1, 720] | None = None,
        seat_order: Literal["random", "join"] | None = None,
        reminder_hours: int | None = None,
    ) -> None:
        if match is None and match_games is not None:
            match = True  # asking for a number of games means a match
        options = {
            "match": match,
            "match_games": match_games,
            "tie_break": tie_break,
            "start_player": start_player,
            "allow_reflection": allow_reflection,
            "legal_move_hints": legal_move_hints,
            "decision_timeout_s": turn_timeout_hours * 3600 if turn_timeout_hours else None,
            "seat_order": seat_order,
            "reminder_hours": reminder_hours,
        }
        await self.create_table(interaction, options)

    @app_commands.command(name="place", description=UI["cmd_place"])
    @app_commands.describe(
        tile=UI["opt_tile"],
        orientation=UI["opt_orientation"],
        anchor=UI["opt_anchor"],
        cells=UI["opt_cells"],
        game=UI["opt_game"],
    )
    async def place_cmd(
        self,
        interaction: discord.Interaction,
        tile: str | None = None,
        orientation: str | None = None,
        anchor: str | None = None,
        cells: str | None = None,
        game: int | None = None,
    ) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        assert seat is not None and table.state is not None
        state = table.state
        action: dict[str, Any] | None = None
        refusal = self.turn_refusal(table, seat)
        if refusal is None and state["phase"] == "opening":
            refusal = T.REASONS["columns_first"]
        if refusal is None and not assist.tile_choices(state, seat):
            refusal = UI["no_tile_fits"]
        if refusal is None:
            action, refusal = self.action_from_options(state, seat, tile, orientation, anchor, cells)
        if refusal is not None:
            await self.refuse(interaction, refusal)
            return
        assert action is not None
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.send_preview(interaction, table, seat, action, fresh=True)

    @app_commands.command(name="column", description=UI["cmd_column"])
    @app_commands.describe(cell=UI["opt_cell"], game=UI["opt_game"])
    async def column_cmd(
        self, interaction: discord.Interaction, cell: str | None = None, game: int | None = None
    ) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is None:
            return
        seat = table.seat_of(interaction.user.id)
        assert seat is not None and table.state is not None
        refusal = self.turn_refusal(table, seat)
        if refusal is None and not cell:
            cell = steering.first_column(table.state, seat)
            if cell is None:
                refusal = self.column_refusal(table, seat)
        if refusal is not None:
            await self.refuse(interaction, refusal)
            return
        assert cell is not None
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.send_preview(interaction, table, seat, {"type": "column", "cell": cell.strip()}, fresh=True)

    @app_commands.command(name="hint", description=UI["cmd_hint"])
    @app_commands.describe(game=UI["opt_game"])
    async def hint_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.send_hint(interaction, table)

    @app_commands.command(name="dropout", description=UI["cmd_dropout"])
    @app_commands.describe(game=UI["opt_game"])
    async def dropout_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is not None:
            await self.ask_dropout(interaction, table)

    @app_commands.command(name="scores", description=UI["cmd_scores"])
    @app_commands.describe(game=UI["opt_game"])
    async def scores_cmd(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING, FINISHED))
        if table is None:
            return
        assert table.state is not None
        view = self.game.view(table.state, None)
        if not view["history"]:
            await self.refuse(interaction, UI["no_scores"])
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        names = self.names(table)
        render = draw.render_match if view["match"] else draw.render_scores
        data = await asyncio.to_thread(render, view, names)
        await interaction.followup.send(
            content=self.status_line(table) or None, file=png_file(data, f"frame-{table.id}-scores.png"), ephemeral=True
        )

    for _cmd in (place_cmd, column_cmd, hint_cmd, dropout_cmd, scores_cmd):
        _cmd.autocomplete("game")(GameCog.table_autocomplete)
    del _cmd

    # ===================================================================== autocomplete
    def quiet_table(self, interaction: discord.Interaction) -> TableRow | None:
        """The running game an autocomplete is about, if the user plays in it (None if unclear)."""
        table = self.table_for_autocomplete(interaction)
        return table if table is not None and interaction.user.id in table.seats else None

    def explain(self, text: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=text[:100], value=NO_CHOICE)]

    def autocomplete_context(
        self, interaction: discord.Interaction, tiles: bool
    ) -> tuple[TableRow, int] | list[app_commands.Choice[str]]:
        """(table, seat) when the user may act now, else a one-line explanation as the only choice."""
        table = self.quiet_table(interaction)
        if table is None or table.state is None:
            return self.explain(UI["ac_no_game"])
        seat = table.seat_of(interaction.user.id)
        assert seat is not None
        refusal = self.turn_refusal(table, seat)
        if refusal is not None:
            return self.explain(refusal)
        if tiles and table.state["phase"] == "opening":
            return self.explain(UI["ac_opening"])
        return table, seat

    @place_cmd.autocomplete("tile")
    async def tile_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        context = self.autocomplete_context(interaction, tiles=True)
        if isinstance(context, list):
            return context
        table, seat = context
        assert table.state is not None
        choices = assist.tile_choices(table.state, seat, current)
        if not choices and not current:
            return self.explain(UI["ac_nothing_fits"])
        return [app_commands.Choice(name=self.tile_label(c)[:100], value=c["tile"]) for c in choices][:25]

    @place_cmd.autocomplete("orientation")
    async def orientation_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        context = self.autocomplete_context(interaction, tiles=True)
        if isinstance(context, list):
            return context
        table, seat = context
        assert table.state is not None
        tile_id = tile_text(getattr(interaction.namespace, "tile", None) or "")
        if not tile_id:
            return self.explain(UI["ac_pick_tile_first"])
        typed = current.strip().lower()
        out = []
        for o in assist.orientation_choices(table.state, seat, tile_id):
            label = UI["ac_orientation"].format(
                label=orientation_text(o["rot"], o["mirror"]), picture=steering.braille(o["cells"]), count=o["count"]
            )
            value = steering.orientation_value(o["rot"], o["mirror"])
            if not typed or label.lower().startswith(typed) or value.startswith(typed):
                out.append(app_commands.Choice(name=label[:100], value=value))
        return out[:25]

    @place_cmd.autocomplete("anchor")
    async def anchor_autocomplete(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        context = self.autocomplete_context(interaction, tiles=True)
        if isinstance(context, list):
            return context
        table, seat = context
        state = table.state
        assert state is not None
        tile_id = tile_text(getattr(interaction.namespace, "tile", None) or "")
        if not tile_id:
            return self.explain(UI["ac_pick_tile_first"])
        parsed = steering.parse_orientation(getattr(interaction.namespace, "orientation", None) or "")
        if parsed is None:  # no orientation chosen yet: the first one that fits
            first = assist.orientation_choices(state, seat, tile_id)
            if not first:
                return self.explain(UI["fits_nowhere"].format(tile=tile_id))
            parsed = first[0]["rot"], first[0]["mirror"]
        rot, mirror = parsed
        anchors = assist.anchor_choices(state, seat, tile_id, rot, mirror, current)
        return [
            app_commands.Choice(
                name=UI["ac_anchor"].format(at=at, cells=" ".join(assist.canonical_cells(tile_id, rot, mirror, at)))[
                    :100
                ],
                value=at,
            )
            for at in anchors[:25]
        ]

    @column_cmd.autocomplete("cell")
    async def cell_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        context = self.autocomplete_context(interaction, tiles=False)
        if isinstance(context, list):
            return context
        table, seat = context
        assert table.state is not None
        cells = assist.column_choices(table.state, seat, current)
        if not cells and not current:
            return self.explain(self.column_refusal(table, seat))
        return [app_commands.Choice(name=UI["ac_column"].format(cell=c), value=c) for c in cells[:25]]

    @staticmethod
    def tile_label(choice: dict[str, Any]) -> str:
        return UI["ac_tile"].format(picture=steering.shape_picture(choice["tile"]), **choice)

    # ===================================================================== building actions
    def turn_refusal(self, table: TableRow, seat: int) -> str | None:
        state = table.state
        assert state is not None
        if state["active"] == seat:
            return None
        active = state["active"]
        return UI["not_your_turn"].format(player=self.names(table)[active] if active is not None else "—")

    def column_refusal(self, table: TableRow, seat: int) -> str:
        state = table.state
        assert state is not None
        if state["phase"] == "tiles" and "COL3" not in state["players"][seat]["columns"]:
            return T.REASONS["column3_placed"]
        return UI["no_column"]

    def dry_run(self, state: dict[str, Any], seat: int, action: dict[str, Any]) -> str | None:
        """The engine's refusal of an action (on a copy), or None if it would be accepted."""
        try:
            self.game.play(state, seat, action, random.Random(0))
        except IllegalMove as error:
            return str(error)
        return None

    def action_from_options(
        self,
        state: dict[str, Any],
        seat: int,
        tile: str | None,
        orientation: str | None,
        anchor: str | None,
        cells: str | None,
    ) -> tuple[dict[str, Any] | None, str | None]:
        """The place action the slash options mean (missing parts filled with legal choices), or a refusal."""
        if not tile or tile == NO_CHOICE:
            first = steering.first_placement(state, seat)
            return (assist.placement_action(*first), None) if first else (None, UI["no_tile_fits"])
        tile_id = tile_text(tile)
        if tile_id not in TILES_BY_ID:
            return None, T.REASONS["bad_tile"].format(tile=tile.strip(), tiles=", ".join(TILES_BY_ID))
        if tile_id not in state["players"][seat]["tiles"]:
            return None, T.REASONS["tile_placed"].format(tile=tile_id)
        if cells:
            return {"type": "place", "tile": tile_id, "cells": cells}, None
        fitting = assist.orientation_choices(state, seat, tile_id)
        if not fitting:
            return None, UI["fits_nowhere"].format(tile=tile_id)
        at = anchor.strip().lower() if anchor else None
        if orientation:
            parsed = steering.parse_orientation(orientation)
            if parsed is None:
                return None, UI["bad_orientation"].format(text=orientation)
            rot, mirror = steering.canonical(tile_id, *parsed)
        else:  # the first orientation that fits (at the given anchor, if any)
            usable = [o for o in fitting if at in assist.anchor_choices(state, seat, tile_id, o["rot"], o["mirror"])]
            first = (usable or fitting)[0]
            rot, mirror = first["rot"], first["mirror"]
        if at is None:
            at = assist.settle_anchor(state, seat, tile_id, rot, mirror, "a1")
            if at is None:
                return None, UI["orientation_fits_nowhere"].format(
                    tile=tile_id, orientation=orientation_text(rot, mirror)
                )
        return assist.placement_action(tile_id, rot, mirror, at), None

    # ===================================================================== previews
    async def send_preview(
        self, interaction: discord.Interaction, table: TableRow, seat: int, action: dict[str, Any], fresh: bool
    ) -> None:
        """Render the preview of `action` and send it (fresh: a new ephemeral message; else edit the clicked one).

        A legal preview carries the steering buttons; an illegal one only says why, over the red placement.
        """
        state = table.state
        assert state is not None
        names = self.names(table)

        def build() -> tuple[dict[str, Any], bytes]:
            view = assist.preview_view(state, seat, action)
            return view["preview"], draw.render_preview(view, names)

        preview, data = await asyncio.to_thread(build)
        items: list[Item] = []
        if not preview["legal"]:
            content = UI["preview_illegal"].format(reason=preview["reason"])
        elif preview["kind"] == "column":
            cell = preview["cells"][0]
            columns = state["players"][seat]["columns"]
            column = columns[0] if state["phase"] == "opening" else "COL3"
            content = UI["preview_column"].format(column=T.COLUMN_NAMES[column], cell=cell)
            items = self.column_items(table, seat, cell)
        else:
            placement = steering.from_cells(preview["tile"], preview["cells"])
            assert placement is not None
            tile_id, rot, mirror, _ = placement
            content = UI["preview_tile"].format(
                tile=tile_id,
                name=T.TILE_NAMES[tile_id],
                pips=TILES_BY_ID[tile_id].pips,
                orientation=orientation_text(rot, mirror),
                cells=" ".join(preview["cells"]),
            )
            items = self.tile_items(table, seat, placement)
        file = png_file(data, f"frame-{table.id}-preview.png") if preview["cells"] or preview["legal"] else None
        view = discord.ui.View(timeout=None)
        for item in items:
            view.add_item(item)
        if fresh:
            kwargs: dict[str, Any] = {"content": clip(content), "ephemeral": True, "view": view}
            if file:
                kwargs["file"] = file
            await interaction.followup.send(**kwargs)
        else:
            await interaction.edit_original_response(
                content=clip(content), attachments=[file] if file else [], view=view
            )

    def tile_items(self, table: TableRow, seat: int, placement: steering.Placement) -> list[Item]:
        state = table.state
        assert state is not None
        tag = table.move_no
        tile_id, rot, mirror, at = placement
        arg = f"{tag}.{steering.encode(placement)}"
        options = [
            discord.SelectOption(
                label=UI["select_tile_option"].format(
                    tile=c["tile"], picture=steering.shape_picture(c["tile"]), name=c["name"]
                ),
                value=c["tile"],
                description=UI["select_tile_description"].format(pips=c["pips"], count=c["count"]),
                default=c["tile"] == tile_id,
            )
            for c in assist.tile_choices(state, seat)
        ][:25]
        orientation = steering.orientation_value(rot, mirror)
        can_rotate = steering.turn(state, seat, placement, "rotate") is not None
        can_flip = state["options"]["allow_reflection"] and steering.turn(state, seat, placement, "flip") is not None
        spots = steering.anchors(state, seat, tile_id, rot, mirror)
        open_ways = steering.open_directions(spots, at)
        items: list[Item] = [
            GameSelect(
                table.id, "tile", f"{tag}.{orientation}.{at}", options=options, placeholder=UI["select_tile"], row=0
            ),
            GameButton(table.id, "confirm", arg, label=UI["button_confirm"], style=discord.ButtonStyle.success, row=1),
            GameButton(table.id, "rotate", arg, label=UI["button_rotate"], disabled=not can_rotate, row=1),
            GameButton(table.id, "flip", arg, label=UI["button_flip"], disabled=not can_flip, row=1),
            GameButton(
                table.id, "cancel", str(tag), label=UI["button_cancel"], style=discord.ButtonStyle.danger, row=1
            ),
        ]
        items += [
            GameButton(table.id, "nudge", f"{arg}.{way}", label=label, disabled=way not in open_ways, row=2)
            for way, label in ARROWS
        ]
        return items

    def column_items(self, table: TableRow, seat: int, cell: str) -> list[Item]:
        state = table.state
        assert state is not None
        tag = table.move_no
        arg = f"{tag}.{cell}"
        open_ways = steering.open_directions(assist.column_choices(state, seat), cell)
        items: list[Item] = [
            GameButton(table.id, "col_ok", arg, label=UI["button_confirm"], style=discord.ButtonStyle.success),
            GameButton(table.id, "cancel", str(tag), label=UI["button_cancel"], style=discord.ButtonStyle.danger),
        ]
        items += [
            GameButton(table.id, "col_nudge", f"{arg}.{way}", label=label, disabled=way not in open_ways, row=1)
            for way, label in ARROWS
        ]
        return items

    async def open_private(self, interaction: discord.Interaction) -> None:
        """Acknowledge with a private 'thinking' (its first followup replaces it)."""
        if not interaction.response.is_done():
            await interaction.response.defer(ephemeral=True, thinking=True)

    # ===================================================================== hint and dropout
    async def send_hint(self, interaction: discord.Interaction, table: TableRow) -> None:
        seat = table.seat_of(interaction.user.id)
        assert seat is not None and table.state is not None
        state = table.state
        await self.open_private(interaction)
        names = self.names(table)
        view = assist.hint_view(state, seat)
        data = await asyncio.to_thread(draw.render_hint, view, names)
        me = view["me"]
        lines = []
        if me["hint_cells"]:
            lines.append(UI["hint_text"].format(cells=len(me["hint_cells"])))
        elif me["column_cells"]:
            lines.append(UI["hint_columns"].format(count=len(me["column_cells"])))
        else:
            lines.append(UI["hint_nothing"])
        if state["active"] != seat and state["active"] is not None:
            lines.append(UI["hint_not_turn"].format(player=names[state["active"]]))
        elif state["options"]["legal_move_hints"]:
            legal = [a for a in self.game.legal_actions(state, seat) if a["type"] == "place"]
            shown = [UI["hint_list_line"].format(tile=a["tile"], cells=" ".join(a["cells"])) for a in legal]
            if shown:
                lines.append(
                    UI["hint_list"].format(
                        shown=min(len(shown), HINT_LIST_LIMIT),
                        total=len(shown),
                        lines="\n".join(shown[:HINT_LIST_LIMIT]),
                    )
                )
        await interaction.followup.send(
            content=clip("\n".join(lines)), file=png_file(data, f"frame-{table.id}-hint.png"), ephemeral=True
        )

    async def ask_dropout(self, interaction: discord.Interaction, table: TableRow) -> None:
        seat = table.seat_of(interaction.user.id)
        assert seat is not None and table.state is not None
        refusal = self.turn_refusal(table, seat) or self.dry_run(table.state, seat, {"type": "dropout"})
        if refusal is not None:
            await self.refuse(interaction, refusal)
            return
        me = self.game.view(table.state, None)["players"][seat]
        tag = str(table.move_no)
        items: list[Item] = [
            GameButton(table.id, "drop_ok", tag, label=UI["button_dropout"], style=discord.ButtonStyle.danger),
            GameButton(table.id, "cancel", tag, label=UI["button_cancel"]),
        ]
        view = discord.ui.View(timeout=None)
        for item in items:
            view.add_item(item)
        text = UI["dropout_confirm"].format(count=len(me["tiles_left"]), penalty=me["penalty"])
        await interaction.response.send_message(text, view=view, ephemeral=True)

    # ===================================================================== components
    async def on_game_component(
        self, interaction: discord.Interaction, table: TableRow, verb: str, arg: str, values: list[str]
    ) -> None:
        seat = table.seat_of(interaction.user.id)
        assert seat is not None and table.state is not None
        state = table.state
        if verb == "hint":
            await self.send_hint(interaction, table)
            return
        if verb == "cancel":
            await interaction.response.edit_message(content=UI["cancelled"], attachments=[], view=None)
            return
        refusal = self.turn_refusal(table, seat)
        tag, _, rest = arg.partition(".")
        if refusal is None and verb not in ("place", "column", "dropout") and tag != str(table.move_no):
            refusal = UI["stale"]
        if refusal is not None:
            await self.refuse(interaction, refusal)
            return
        if verb == "place":  # the thread's "Place a tile": a preview of a suggested placement
            first = steering.first_placement(state, seat)
            if first is None:
                await self.refuse(
                    interaction, T.REASONS["columns_first"] if state["phase"] == "opening" else UI["no_tile_fits"]
                )
                return
            await self.open_private(interaction)
            await self.send_preview(interaction, table, seat, assist.placement_action(*first), fresh=True)
        elif verb == "column":
            cell = steering.first_column(state, seat)
            if cell is None:
                await self.refuse(interaction, self.column_refusal(table, seat))
                return
            await self.open_private(interaction)
            await self.send_preview(interaction, table, seat, {"type": "column", "cell": cell}, fresh=True)
        elif verb == "dropout":
            await self.ask_dropout(interaction, table)
        elif verb in ("confirm", "rotate", "flip", "nudge", "tile"):
            await self.steer_tile(interaction, table, seat, verb, rest, values)
        elif verb in ("col_ok", "col_nudge"):
            await self.steer_column(interaction, table, seat, verb, rest)
        elif verb == "drop_ok":
            if await self.perform(interaction, table.id, {"type": "dropout"}):
                await self.edit_quietly(interaction, UI["dropped"])
        else:
            await self.refuse(interaction, UI["unknown_button"])

    async def steer_tile(
        self, interaction: discord.Interaction, table: TableRow, seat: int, verb: str, rest: str, values: list[str]
    ) -> None:
        state = table.state
        assert state is not None
        placement: steering.Placement | None
        if verb == "tile":  # the tile menu: rest is "<orientation>.<anchor>"
            orientation, _, at = rest.partition(".")
            parsed = steering.parse_orientation(orientation) or (0, False)
            wanted = values[0] if values else ""
            placement = steering.switch_tile(state, seat, wanted, parsed[0], parsed[1], at)
            refusal = None if placement else UI["fits_nowhere"].format(tile=wanted)
        else:
            direction = ""
            if verb == "nudge":
                rest, _, direction = rest.rpartition(".")
            current = steering.decode(rest)
            if current is None:
                await self.refuse(interaction, UI["unknown_button"])
                return
            if verb == "confirm":
                if await self.perform(interaction, table.id, assist.placement_action(*current)):
                    await self.edit_quietly(interaction, UI["placed"])
                return
            if verb == "nudge":
                placement = steering.nudge(state, seat, current, direction)
                refusal = UI["no_further"]
            else:
                placement = steering.turn(state, seat, current, verb)
                refusal = UI["no_other_rotation" if verb == "rotate" else "no_other_flip"].format(tile=current[0])
        if placement is None:
            await self.refuse(interaction, refusal)
            return
        await interaction.response.defer()
        await self.send_preview(interaction, table, seat, assist.placement_action(*placement), fresh=False)

    async def steer_column(
        self, interaction: discord.Interaction, table: TableRow, seat: int, verb: str, rest: str
    ) -> None:
        state = table.state
        assert state is not None
        if verb == "col_ok":
            if await self.perform(interaction, table.id, {"type": "column", "cell": rest}):
                await self.edit_quietly(interaction, UI["placed"])
            return
        cell, _, direction = rest.rpartition(".")
        target = steering.nudge_column(state, seat, cell, direction)
        if target is None:
            await self.refuse(interaction, UI["no_further"])
            return
        await interaction.response.defer()
        await self.send_preview(interaction, table, seat, {"type": "column", "cell": target}, fresh=False)

    @staticmethod
    async def edit_quietly(interaction: discord.Interaction, content: str) -> None:
        """Rewrite the (already answered) preview's text after it was used; harmless if that fails."""
        with contextlib.suppress(discord.HTTPException):
            await interaction.edit_original_response(content=content, view=None)

    # ===================================================================== announcing
    async def announce(self, outcome: Outcome, actor: int | None) -> None:
        """The common announcement, plus Frame's extras: a timeout notice, the score sheet and match table between
        the games of a match, and the next decision deadline."""
        table = outcome.table
        if actor is None and outcome.seat is not None:  # played for the seat when its deadline expired
            await self.post(table, UI["timed_out"].format(player=self.names(table)[outcome.seat]))
        interim = [e for e in outcome.events if e.kind == "game_over" and e.params["game_no"] < e.params["games_total"]]
        if interim:
            await self.post_match_interim(table, interim[-1])
        await super().announce(outcome, actor)
        self.plan_deadline(table)

    async def post_match_interim(self, table: TableRow, over: Event) -> None:
        """Between the games of a match: the finished game's score sheet and the match table so far."""
        assert table.state is not None
        names = self.names(table)
        view = self.game.view(table.state, None)
        game_no = over.params["game_no"]
        sheet = await asyncio.to_thread(draw.render_scores, view, names, game_no)
        standings = await asyncio.to_thread(draw.render_match, view, names)
        await self.post(
            table,
            UI["match_interim"].format(game_no=game_no, games_total=over.params["games_total"]),
            files=[
                png_file(sheet, f"frame-{table.id}-game{game_no}-scores.png"),
                png_file(standings, f"frame-{table.id}-match.png"),
            ],
        )

    async def announce_result(self, table: TableRow, result: Result, lines: list[str]) -> None:
        await super().announce_result(table, result, lines)
        assert table.state is not None
        if table.state["options"]["match"]:
            data = await asyncio.to_thread(draw.render_match, self.game.view(table.state, None), self.names(table))
            await self.post(table, UI["match_final"], file=png_file(data, f"frame-{table.id}-match.png"))

    def plan_deadline(self, table: TableRow) -> None:
        """With a turn timeout, store a deadline that plays the engine's default move (§4.2) for the player."""
        state = table.state
        timeout = state["options"].get("decision_timeout_s") if state else None
        if table.status != PLAYING or not timeout or state is None or state["active"] is None:
            return
        seat = state["active"]
        action = self.frame.default_action(state, seat)
        if action is not None:
            set_deadline(self.store, table, time.time() + timeout, {"seat": seat, "action": action})
            self.bot.wake_scheduler()

    # ===================================================================== hooks
    def public_components(self, table: TableRow) -> list[Item]:
        state = table.state
        if state is None or table.status != PLAYING or state["active"] is None:
            return []
        return self.turn_items(table, state["active"])

    def private_components(self, table: TableRow, seat: int) -> list[Item]:
        state = table.state
        if state is None or state["active"] != seat:
            return []
        return self.turn_items(table, seat)

    def turn_items(self, table: TableRow, seat: int) -> list[Item]:
        """The buttons of a turn, offered only for the kinds of move the engine allows now."""
        state = table.state
        assert state is not None
        kinds = {a["type"] for a in self.game.legal_actions(state, seat)}
        items: list[Item] = []
        if "place" in kinds:
            items.append(GameButton(table.id, "place", "", label=UI["button_place"], style=discord.ButtonStyle.primary))
        if "column" in kinds:
            opening = state["phase"] == "opening"
            label = UI["button_column"] if opening else UI["button_column3"]
            style = discord.ButtonStyle.primary if opening else discord.ButtonStyle.secondary
            items.append(GameButton(table.id, "column", "", label=label, style=style))
        if "dropout" in kinds:
            items.append(
                GameButton(table.id, "dropout", "", label=UI["button_dropout"], style=discord.ButtonStyle.danger)
            )
        items.append(GameButton(table.id, "hint", "", label=UI["button_hint"]))
        return items

    def private_text(self, table: TableRow, seat: int, view: dict[str, Any]) -> str:
        return UI["private_text"]

    def rules_text(self) -> str:
        return UI["rules"]


async def setup(bot: GameBot) -> None:
    await bot.add_cog(FrameCog(bot))
