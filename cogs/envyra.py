"""`/envyra …`: Phase I by DM (select up to two positions, confirm), Phase II with buttons in the thread."""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from cogs.common import GameCog
from cogs.components import GameButton, GameSelect
from engine.games.envyra import texts as T
from engine.store import TableRow
from engine.tables import PLAYING, Outcome
from renderers import envyra as draw

if TYPE_CHECKING:
    from bot import GameBot


def tile_label(pos: str, tile: dict[str, Any]) -> str:
    kind = f"{tile['theme']} {tile['symbol']}" if tile.get("theme") else T.UI["kind"][tile["kind"]]
    return T.UI["tile_label"].format(pos=pos, kind=kind, cost=tile["cost"], vp=tile["vp"])


def requirement(tile: dict[str, Any]) -> str | None:
    req = [f"{colour} {n}" for colour, n in tile.get("req", {}).items() if n]
    return T.UI["needs"].format(req=", ".join(req)) if req else None


class EnvyraCog(GameCog, group_name="envyra", group_description="Envyra: secret cubes, public races for tiles."):
    game_name = "envyra"
    renderer = draw
    single_live_prompt = True  # old turn messages lose their buttons

    @app_commands.command(name="new", description="Open a new Envyra game in a thread of this channel.")
    @app_commands.describe(
        simplified="One cube per round instead of one or two.",
        equilibrium="Equilibrium expansion: off, A (public cards), B (a secret card each), C (both).",
        seat_order="random (default) or join order.",
        start_player="Who starts with the cone: random (default) or a seat number.",
        round_limit="End the game after this many rounds (0 = no limit, the default).",
        reminder_hours="Hours before the first reminder to a player who must act (1–168, default 12).",
    )
    async def new(
        self,
        interaction: discord.Interaction,
        simplified: bool | None = None,
        equilibrium: Literal["off", "A", "B", "C"] | None = None,
        seat_order: Literal["random", "join"] | None = None,
        start_player: Literal["random", "1", "2", "3", "4"] | None = None,
        round_limit: int | None = None,
        reminder_hours: int | None = None,
    ) -> None:
        options = {
            "simplified": simplified,
            "equilibrium": equilibrium,
            "seat_order": seat_order,
            "start_player": start_player,
            "round_limit": round_limit,
            "reminder_hours": reminder_hours,
        }
        await self.create_table(interaction, options)

    @app_commands.command(name="resign", description="Resign from an Envyra game (you rank last; the game ends).")
    async def resign(self, interaction: discord.Interaction, game: int | None = None) -> None:
        table = await self.resolve(interaction, game, (PLAYING,), player_only=True)
        if table is None or table.state is None:
            return
        tag = str(table.state["round"])
        items: list[discord.ui.Item[Any]] = [
            GameButton(table.id, "resign_ok", f"{tag}.", label=T.UI["resign_yes"], style=discord.ButtonStyle.danger),
            GameButton(table.id, "resign_no", f"{tag}.", label=T.UI["resign_no"]),
        ]
        view = discord.ui.View(timeout=None)
        for item in items:
            view.add_item(item)
        await interaction.response.send_message(T.UI["resign_ask"], view=view, ephemeral=True)

    resign.autocomplete("game")(GameCog.table_autocomplete)

    # -- components -----------------------------------------------------------------------------------
    async def on_game_component(
        self, interaction: discord.Interaction, table: TableRow, verb: str, arg: str, values: list[str]
    ) -> None:
        round_tag, _, rest = arg.partition(".")
        assert table.state is not None
        if round_tag != str(table.state["round"]):
            await self.refuse(interaction, T.UI["stale"])
            return
        if verb == "pick":
            await self.picked(interaction, table, values)
        elif verb == "place":
            positions = [p for p in rest.split("-") if p]
            outcome = await self.perform(interaction, table.id, {"type": "place", "positions": positions}, clear=False)
            if outcome is not None:
                await self.confirm_placement(interaction, outcome, positions, int(round_tag))
        elif verb in ("move", "remove"):
            await self.perform(interaction, table.id, {"type": verb, "position": rest})
        elif verb == "resign_ok":
            await self.perform(interaction, table.id, {"type": "resign"})
        elif verb == "resign_no":
            await interaction.response.edit_message(content=T.UI["resign_cancelled"], view=None)
        else:
            await self.refuse(interaction, T.UI["unknown_button"])

    async def picked(self, interaction: discord.Interaction, table: TableRow, values: list[str]) -> None:
        """A selection in the Phase I menu: re-draw the menu with the choice and arm the Confirm button."""
        seat = table.seat_of(interaction.user.id)
        assert seat is not None
        items = self.placement_items(table, seat, sorted(values))
        view = discord.ui.View(timeout=None)
        for item in items:
            view.add_item(item)
        await interaction.response.edit_message(view=view)

    async def confirm_placement(
        self, interaction: discord.Interaction, outcome: Outcome, positions: list[str], round_no: int
    ) -> None:
        """Rewrite the prompt message to show what was confirmed (it stays changeable while others think)."""
        state = outcome.table.state
        assert state is not None
        done = state["phase"] != "phase1" or state["round"] != round_no
        text = T.UI["placed_all"] if done else T.UI["placed"]
        with contextlib.suppress(discord.HTTPException):
            await interaction.edit_original_response(content=text.format(positions=" + ".join(positions)))

    def placement_items(self, table: TableRow, seat: int, chosen: list[str]) -> list[discord.ui.Item[Any]]:
        state = table.state
        assert state is not None
        legal = [a["positions"] for a in self.game.legal_actions(state, seat) if a["type"] == "place"]
        if not legal:
            return []
        most = max(len(p) for p in legal)
        cells = {c["pos"]: c["tile"] for c in self.game.view(state, seat)["grid"]["cells"] if c["tile"]}
        chosen = [p for p in chosen if p in cells][:most]
        options = [
            discord.SelectOption(
                label=tile_label(pos, tile), value=pos, description=requirement(tile), default=pos in chosen
            )
            for pos, tile in cells.items()
        ]
        tag = str(state["round"])
        placeholder = T.UI["pick_one"] if most == 1 else T.UI["pick_two"]
        select = GameSelect(
            table.id, "pick", tag, options=options, min_values=1, max_values=most, placeholder=placeholder
        )
        label = T.UI["confirm"].format(positions=" + ".join(chosen)) if chosen else T.UI["confirm_empty"]
        confirm = GameButton(
            table.id,
            "place",
            f"{tag}.{'-'.join(chosen)}",
            label=label,
            style=discord.ButtonStyle.success,
            disabled=not chosen,
            row=1,
        )
        return [select, confirm]

    # -- hooks ------------------------------------------------------------------------------------------
    def private_components(self, table: TableRow, seat: int) -> list[discord.ui.Item[Any]]:
        state = table.state
        if state is None or state["phase"] != "phase1":
            return []
        mine = self.game.view(state, seat).get("my_board") or []
        return self.placement_items(table, seat, list(mine))

    def public_components(self, table: TableRow) -> list[discord.ui.Item[Any]]:
        state = table.state
        assert state is not None
        tag = str(state["round"])
        if state["phase"] == "phase1":
            return [GameButton(table.id, "hand", label=T.UI["private_button"], style=discord.ButtonStyle.secondary)]
        items: list[discord.ui.Item[Any]] = []
        cells = {c["pos"]: c["tile"] for c in self.game.view(state, None)["grid"]["cells"]}
        for seat in self.game.to_act(state):
            for action in self.game.legal_actions(state, seat):
                if action["type"] not in ("move", "remove"):
                    continue
                pos = action["position"]
                tile = cells.get(pos)
                label = tile_label(pos, tile) if tile else pos
                text = T.UI["move_button" if action["type"] == "move" else "remove_button"].format(tile=label)
                style = discord.ButtonStyle.primary if action["type"] == "move" else discord.ButtonStyle.danger
                items.append(GameButton(table.id, action["type"], f"{tag}.{pos}", label=text[:80], style=style))
        return items[:25]

    def secret_input(self, table: TableRow, seat: int) -> bool:
        return table.state is not None and table.state["phase"] == "phase1"

    def prompt_key(self, table: TableRow, seat: int) -> str:
        assert table.state is not None
        return f"round {table.state['round']}"

    def image_after(self, outcome: Outcome) -> bool:
        """Confirmations alone change nothing visible; everything else is shown on a fresh board."""
        return any(e.public and e.kind != "confirmed" for e in outcome.events)

    def private_text(self, table: TableRow, seat: int, view: dict[str, Any]) -> str:
        if view.get("phase") == "phase1":
            board = view.get("my_board") or []
            assert table.state is not None
            most = max((len(a.get("positions", ())) for a in self.game.legal_actions(table.state, seat)), default=0)
            supply = view["seats"][seat]["supply"]
            head = T.UI["phase1_prompt"].format(round=view["round"], most=most, supply=supply)
            planned = T.UI["planned"].format(positions=" + ".join(board)) if board else T.UI["not_planned"]
            return f"{head}\n{planned}"
        return T.UI["private_status"].format(round=view["round"])

    def rules_text(self) -> str:
        return T.UI["rules"]


async def setup(bot: GameBot) -> None:
    await bot.add_cog(EnvyraCog(bot))
