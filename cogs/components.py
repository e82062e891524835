"""Persistent buttons, selects and forms, built from the presenters' plain controls and routed to the game cogs.

A message's buttons and selects are sent as JSON (`components`); each kind is a `DynamicItem` registered in
`setup_hook`, which discord.py builds from a click's custom_id, so a message posted before a restart keeps working.
A custom_id and a select's chosen values are parsed by `presenters.controls` alone; the router reads only the
table's head (kind, status, server, players) before handing the click to the game's cog.
"""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING, Any

import discord

from cogs.language import localized, say
from i18n import Msg, Text, tr
from presenters.base import clip
from presenters.controls import ControlRef, chosen, decode
from presenters.discord_limits import ROW_WIDTH, VIEW_ITEMS, VIEW_ROWS
from presenters.labels import BUTTON_LABEL, OPTION_LABEL, PLACEHOLDER, Labels, control_labels
from presenters.screens import Control, Form

if TYPE_CHECKING:
    from cogs.game_cog import GameCog

log = logging.getLogger("boardbot.components")

STYLES = {
    "primary": discord.ButtonStyle.primary,
    "secondary": discord.ButtonStyle.secondary,
    "success": discord.ButtonStyle.success,
    "danger": discord.ButtonStyle.danger,
}


class Rebuilt:
    """What a persistent button and a select share: discord.py builds one from the custom_id of a click alone (the
    message's controls are sent as JSON, `components`; the presenter's control is not needed to route a click)."""

    custom_id: str

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: Any) -> Any:
        return cls(match.string)

    @functools.cached_property
    def ref(self) -> ControlRef | None:
        """The control its custom_id names, parsed when first clicked (most controls sent are never clicked)."""
        return decode(self.custom_id)


class GameButton(Rebuilt, discord.ui.DynamicItem[discord.ui.Button], template=r"g:(?P<rest>.*)"):
    def __init__(self, clicked: str) -> None:
        super().__init__(discord.ui.Button(custom_id=clicked))

    async def callback(self, interaction: discord.Interaction) -> None:
        await route(interaction, self.ref, [])


class GameSelect(Rebuilt, discord.ui.DynamicItem[discord.ui.Select], template=r"s:(?P<rest>.*)"):
    def __init__(self, clicked: str) -> None:
        super().__init__(discord.ui.Select(custom_id=clicked, options=[discord.SelectOption(label="-")]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = chosen([str(v) for v in (interaction.data or {}).get("values", [])])  # type: ignore[union-attr]
        await route(interaction, self.ref if values is not None else None, values or [])


class FormModal(discord.ui.Modal):
    """A presenter's `Form`; its submission is routed like a click, with the typed text as the value."""

    def __init__(self, form: Form, lang: str = "en") -> None:
        super().__init__(title=tr(form.title, lang)[:45], custom_id=form.id, timeout=None)
        self.ref = decode(form.id)
        self.field: discord.ui.TextInput[FormModal] = discord.ui.TextInput(
            label=tr(form.label, lang)[:45],
            placeholder=localized(form.placeholder or None, lang),
            custom_id=form.field_id,
            max_length=form.max_length,
        )
        self.add_item(self.field)

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await route(interaction, self.ref, [self.field.value])


class Components:
    """A message's controls as the JSON Discord takes, the only form the bot sends them in (cogs/raw_messages.py
    passes it where discord.py takes a view: it has the two methods discord.py's payload builder calls)."""

    __slots__ = ("rows",)

    def __init__(self, rows: list[dict[str, Any]]) -> None:
        self.rows = rows

    def to_components(self) -> list[dict[str, Any]]:
        return self.rows

    def has_components_v2(self) -> bool:
        return False


def components(controls: list[Control], lang: str, labels: Labels | None = None) -> Components | None:
    """The controls laid out as a `discord.ui.View` of them would be (a menu fills a row, a button takes a fifth; an
    item without a row, and any menu, goes in the first with room), labelled in `lang` (`labels`: theirs from
    `control_labels`, when known); None when there are none. What such a view refuses raises ValueError."""
    if not controls:
        return None
    if len(controls) > VIEW_ITEMS:
        raise ValueError("maximum number of children exceeded")
    widths = [0] * VIEW_ROWS
    placed: list[tuple[int, dict[str, Any]]] = []
    for control, texts in zip(controls, labels or control_labels(controls, lang), strict=True):
        item = select_json(control, texts, lang) if control.is_select else button_json(control, texts[0])
        width = ROW_WIDTH if control.is_select else 1
        row = None if control.is_select else control.row  # a menu's row is ignored, as discord.py's view did
        if row is not None:
            if not 0 <= row < VIEW_ROWS or widths[row] + width > ROW_WIDTH:
                raise ValueError(f"item would not fit at row {row}")
        else:
            row = next((i for i, used in enumerate(widths) if used + width <= ROW_WIDTH), None)
            if row is None:
                raise ValueError("could not find open space for item")
        widths[row] += width
        placed.append((row, item))
    rows: dict[int, list[dict[str, Any]]] = {}
    for row, item in sorted(placed, key=lambda pair: pair[0]):
        rows.setdefault(row, []).append(item)
    return Components([{"type": 1, "components": items} for items in rows.values()])


def checked_id(custom_id: str, item: type[discord.ui.DynamicItem[Any]]) -> str:
    if not item.__discord_ui_compiled_template__.match(custom_id):  # type: ignore[attr-defined]
        raise ValueError(f"item custom_id {custom_id!r} must match the template of {item.__name__}")
    return custom_id


def button_json(control: Control, label: str) -> dict[str, Any]:
    """The button as `discord.ui.Button.to_component_dict()` gives it, its label given in the reader's language."""
    item: dict[str, Any] = {
        "type": 2,
        "style": STYLES.get(control.style, discord.ButtonStyle.secondary).value,
        "disabled": control.disabled,
    }
    shown = clip(label, BUTTON_LABEL)
    if shown:
        item["label"] = shown
    item["custom_id"] = checked_id(control.id, GameButton)
    return item


def select_json(control: Control, labels: list[str], lang: str) -> dict[str, Any]:
    """The menu as `discord.ui.Select.to_component_dict()` gives it, its options' labels given in the reader's
    language."""
    options = []
    for choice, label in zip(control.choices or (), labels, strict=False):
        option: dict[str, Any] = {"label": clip(label, OPTION_LABEL) or "-", "value": choice.value}
        option["default"] = choice.default
        description = clip(tr(choice.description, lang), OPTION_LABEL)
        if description:
            option["description"] = description
        options.append(option)
    item: dict[str, Any] = {
        "type": 3,
        "custom_id": checked_id(control.id, GameSelect),
        "min_values": control.min_values,
        "max_values": max(control.min_values, control.max_values),
        "disabled": False,
        "required": True,
    }
    placeholder = clip(tr(control.placeholder, lang), PLACEHOLDER) if control.placeholder else ""
    if placeholder:
        item["placeholder"] = placeholder
    item["options"] = options or [{"label": "-", "value": "-", "default": False}]
    return item


def elsewhere(interaction: discord.Interaction, head: dict[str, Any]) -> bool:
    """A table of another server (or, in DMs, one the user does not play in)."""
    if interaction.guild_id:
        return head["guild_id"] != interaction.guild_id
    return interaction.user.id not in head["players"]


async def route(interaction: discord.Interaction, ref: ControlRef | None, values: list[str]) -> None:
    """Send a click to the cog of the table's game; malformed, unknown or foreign controls get a short answer."""
    bot = interaction.client
    head = bot.store.table_head(ref.table_id) if ref else None  # type: ignore[attr-defined]
    cog: GameCog | None = bot.game_cogs.get(head["kind"]) if head else None  # type: ignore[attr-defined]
    if ref is None or head is None or cog is None:
        await answer_once(interaction, Msg("shared-out-of-date" if ref is None else "shared-game-not-running"))
        return
    if elsewhere(interaction, head):
        await answer_once(interaction, Msg("shared-other-server"))
        return
    try:
        await cog.on_control(interaction, ref, head, values)
    except Exception:
        log.exception("control %s failed in game %s", ref.verb, ref.table_id)
        await cog.moves.apologise(interaction)


async def answer_once(interaction: discord.Interaction, message: Text) -> None:
    text = say(interaction, message)
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True)
        else:
            await interaction.response.send_message(text, ephemeral=True)
    except discord.HTTPException:
        log.info("could not answer a click")
