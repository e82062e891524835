"""Persistent buttons and selects: the custom_id carries the table id, a verb and an argument.

They are `DynamicItem`s registered in `setup_hook`, so a message posted before a restart keeps working.
Clicks are routed to the cog of the table's game.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from cogs import texts

if TYPE_CHECKING:
    from cogs.common import GameCog

log = logging.getLogger("boardbot.components")

BUTTON_TEMPLATE = r"g:(?P<tid>[0-9]+):(?P<verb>[a-z_]+):(?P<arg>[^\s]*)"
SELECT_TEMPLATE = r"s:(?P<tid>[0-9]+):(?P<verb>[a-z_]+):(?P<arg>[^\s]*)"


class GameButton(discord.ui.DynamicItem[discord.ui.Button], template=BUTTON_TEMPLATE):
    def __init__(
        self,
        tid: int,
        verb: str,
        arg: str = "",
        *,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.secondary,
        disabled: bool = False,
        row: int | None = None,
    ) -> None:
        custom_id = f"g:{tid}:{verb}:{arg}"
        if len(custom_id) > 100:
            raise ValueError(f"custom_id too long: {custom_id}")
        super().__init__(discord.ui.Button(label=label, style=style, custom_id=custom_id, disabled=disabled, row=row))
        self.tid, self.verb, self.arg = tid, verb, arg

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> GameButton:
        return cls(int(match["tid"]), match["verb"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await route(interaction, self.tid, self.verb, self.arg, [])


class GameSelect(discord.ui.DynamicItem[discord.ui.Select], template=SELECT_TEMPLATE):
    def __init__(
        self,
        tid: int,
        verb: str,
        arg: str = "",
        *,
        options: list[discord.SelectOption] | None = None,
        min_values: int = 1,
        max_values: int = 1,
        placeholder: str | None = None,
        row: int | None = None,
    ) -> None:
        custom_id = f"s:{tid}:{verb}:{arg}"
        super().__init__(
            discord.ui.Select(
                custom_id=custom_id,
                options=options or [discord.SelectOption(label="-", value="-")],
                min_values=min_values,
                max_values=max_values,
                placeholder=placeholder,
                row=row,
            )
        )
        self.tid, self.verb, self.arg = tid, verb, arg

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any
    ) -> GameSelect:
        return cls(int(match["tid"]), match["verb"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = list((interaction.data or {}).get("values", []))  # type: ignore[union-attr]
        await route(interaction, self.tid, self.verb, self.arg, values)


def make_view(items: list[discord.ui.Item[Any]]) -> discord.ui.View | None:
    if not items:
        return None
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view


async def route(interaction: discord.Interaction, tid: int, verb: str, arg: str, values: list[str]) -> None:
    """Send a click to the cog of the table's game; unknown tables get a short ephemeral answer."""
    bot = interaction.client
    table = bot.store.get_table(tid)  # type: ignore[attr-defined]
    cog: GameCog | None = bot.game_cogs.get(table.kind) if table else None  # type: ignore[attr-defined]
    if table is None or cog is None:
        await interaction.response.send_message(texts.GAME_NOT_RUNNING, ephemeral=True)
        return
    try:
        await cog.on_component(interaction, table, verb, arg, values)
    except Exception:
        log.exception("component %s:%s failed in game %s", verb, arg, tid)
        await cog.apologise(interaction)
