"""Delivery: presenters' screens become Discord messages, DMs, ephemeral answers and files."""

from __future__ import annotations

import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from cogs.components import components
from cogs.language import player_lang, say
from cogs.parts import CogPart
from cogs.raw_messages import InteractionHook, defer
from cogs.workers import draw_images
from i18n import Msg, Text, tr
from presenters.base import clip
from presenters.labels import control_labels, with_full_labels
from presenters.screens import Screen

if TYPE_CHECKING:
    from cogs.game_cog import GameCog

log = logging.getLogger("boardbot")

COLOURS = {
    "gold": discord.Colour.gold(),
    "red": discord.Colour.red(),
    "dark_red": discord.Colour.dark_red(),
    "blue": discord.Colour.blue(),
    "green": discord.Colour.green(),
}
EMBED_FIELD_NAME, EMBED_FIELD_VALUE = 256, 1024  # Discord's limits


def png_file(data: bytes, name: str) -> discord.File:
    """A fresh File for every send (a File can be read only once)."""
    return discord.File(io.BytesIO(data), filename=name)


def only_mentioning(users: list[int]) -> discord.AllowedMentions:
    """A message's mentions notify only these users (none: a post that names people without pinging them)."""
    return discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(u) for u in users], replied_user=False
    )


def is_dm_closed(error: discord.HTTPException) -> bool:
    return isinstance(error, discord.Forbidden) or getattr(error, "code", None) == 50007


async def tell(interaction: discord.Interaction, message: Text) -> None:
    """A short ephemeral answer (or refusal) in the player's language, whether or not the interaction was answered."""
    text = clip(say(interaction, message))
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


class Delivery(CogPart):
    """Sends screens: the first layer of a game cog's move service (`cog.moves`, cogs/pipeline.py `MovePipeline`);
    `renderer` is the game's renderer entry points (cogs/drawings.py)."""

    def __init__(self, cog: GameCog) -> None:
        super().__init__(cog)
        self.renderer: Any = cog.renderer

    # -- images ---------------------------------------------------------------------------------
    async def files(self, screen: Screen, names: list[Text], lang: str = "en") -> list[discord.File]:
        """A screen's images as files: drawn by the worker pool (cogs/workers.py, `draw_images`), the only path."""
        if not screen.images:
            return []
        names = [tr(name, lang) for name in names]  # renderers draw strings (a bot's name is a message)
        drawn = await self.bot.workers.call(draw_images, self.renderer, screen.images, names, lang)
        return [png_file(data, name) for data, name in drawn if data]

    def image_keys(self, screen: Screen, names: list[Text], lang: str) -> tuple[bytes, ...] | None:
        """The content keys of a screen's images as `files` draws them (None when one has none)."""
        drawn_names = [tr(name, lang) for name in names]
        keys = tuple(self.bot.workers.key(self.renderer, image, drawn_names, lang) for image in screen.images)
        return None if None in keys else keys  # type: ignore[return-value]

    async def message_kwargs(self, screen: Screen, names: list[Text], lang: str) -> dict[str, Any]:
        """A screen as the arguments of cogs/raw_messages.py's senders, every text translated into `lang`; its controls
        as their JSON, labelled once for both the controls and the text."""
        labels = control_labels(screen.controls, lang)
        text = with_full_labels(screen.text, screen.controls, lang, labels)  # fitted; a shortened label in full
        kwargs: dict[str, Any] = {"content": text or None}
        files = await self.files(screen, names, lang)
        if files:
            kwargs["files"] = files
        view = components(screen.controls, lang, labels)
        if view:
            kwargs["view"] = view
        if screen.embed:
            embed = discord.Embed(
                title=clip(tr(screen.embed.title, lang), 256),
                description=clip(tr(screen.embed.description, lang), 4096),
                colour=COLOURS.get(screen.embed.colour, discord.Colour.gold()),
            )
            for name, value in screen.embed.fields:
                embed.add_field(
                    name=clip(tr(name, lang), EMBED_FIELD_NAME),
                    value=clip(tr(value, lang), EMBED_FIELD_VALUE),
                    inline=False,
                )
            if screen.embed.footer:
                embed.set_footer(text=clip(tr(screen.embed.footer, lang), 2048))
            kwargs["embed"] = embed
        return kwargs

    # -- channels ---------------------------------------------------------------------------------
    async def channel(self, channel_id: int) -> discord.abc.Messageable | None:
        channel = self.bot.get_channel(channel_id)
        if channel is None:
            try:
                channel = await self.bot.fetch_channel(channel_id)
            except discord.HTTPException:
                log.warning("channel %s is gone", channel_id)
                return None
        return channel  # type: ignore[return-value]

    # -- answers to one interaction -------------------------------------------------------------
    async def show(
        self, interaction: discord.Interaction, screen: Screen, names: list[str], edit: bool, replace_images: bool
    ) -> None:
        """A private screen: a new ephemeral message, or (edit) a rewrite of the clicked one (its text when the
        screen has one, its images when it has some or `replace_images`, and always its controls)."""
        kwargs = await self.message_kwargs(screen, names, player_lang(interaction))
        if edit:
            files = kwargs.pop("files", [])
            kwargs.pop("embed", None)
            if files or replace_images:
                kwargs["attachments"] = files
                if interaction.message is not None:  # its images changed here, not by a panel edit
                    self.bot.workers.shown.forget(f"{interaction.message.channel.id}:{interaction.message.id}")
            if not screen.text:
                kwargs.pop("content", None)
            kwargs.setdefault("view", None)
            await InteractionHook.of(interaction).edit_original(kwargs)
            return
        if not kwargs.get("content"):
            kwargs["content"] = say(interaction, Msg("shared-no-secret"))
        await InteractionHook.of(interaction).send_screen(kwargs)

    refuse = staticmethod(tell)  # a short ephemeral refusal in the player's language; nothing has changed

    async def apologise(self, interaction: discord.Interaction) -> None:
        try:
            await self.refuse(interaction, Msg("shared-bot-error"))
        except discord.HTTPException:
            log.warning("could not even apologise")

    @staticmethod
    async def ack(interaction: discord.Interaction, private: bool = False) -> None:
        """Defer: a slash command (or `private`) gets a private 'thinking', a component a silent update."""
        if interaction.response.is_done():
            return
        await defer(interaction, thinking=private or interaction.type == discord.InteractionType.application_command)

    @staticmethod
    async def done(interaction: discord.Interaction, message: Text | None = None, clear: bool = False) -> None:
        """Close a deferred slash command with a short private note; `clear` removes a used message's buttons."""
        if interaction.type == discord.InteractionType.application_command:
            await interaction.followup.send(say(interaction, message or Msg("shared-done")), ephemeral=True)
        elif clear and interaction.message is not None:
            try:
                await interaction.edit_original_response(view=None)
            except discord.HTTPException:
                log.warning("could not clear the buttons of message %s", interaction.message.id)
