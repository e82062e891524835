"""Posting and editing a message through discord.py's HTTP client, with the very payload `Messageable.send` and
`PartialMessage.edit` build, but without the `Message` they make of Discord's answer (its author, its channel's
lookup, its components parsed) nor storing a view: the bot needs only the new message's id, and its controls are
routed by their custom_id (`DynamicItem`s: a stored view would hold nothing). The controls come as their JSON
(`cogs.components.Components`), not as discord.py's items: every message the bot sends with controls goes here.

An interaction's follow-up and the edit of its original answer go the same way, through discord.py's webhook
adapter with the payload `Webhook.send` and `Webhook.edit_message` build for an interaction's webhook (by the
application's id and the interaction's token: live 15 minutes, whichever process answers)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord
from discord.http import handle_message_parameters
from discord.utils import MISSING
from discord.webhook.async_ import async_context, interaction_response_params


async def post(channel: Any, kwargs: dict[str, Any], nonce: str | int | None = None) -> int:
    """`channel.send(**kwargs, nonce=nonce)` (kwargs: content, files, embed, view, allowed_mentions); the new
    message's id."""
    unknown = set(kwargs) - {"content", "files", "embed", "view", "allowed_mentions"}
    if unknown:
        raise TypeError(f"post() got unexpected arguments {sorted(unknown)}")
    state = channel._state
    content, files, embed = kwargs.get("content"), kwargs.get("files"), kwargs.get("embed")
    with handle_message_parameters(
        content=str(content) if content is not None else None,
        files=files if files is not None else MISSING,
        embed=embed if embed is not None else MISSING,
        nonce=nonce,
        allowed_mentions=kwargs.get("allowed_mentions"),
        previous_allowed_mentions=state.allowed_mentions,
        view=kwargs.get("view"),
        poll=None,
    ) as params:
        data = await state.http.send_message(channel.id, params=params)
    return int(data["id"])


async def edit(client: discord.Client, channel_id: int, message_id: int, kwargs: dict[str, Any]) -> None:
    """`PartialMessage.edit(**kwargs)` of this message (kwargs: content, embed, attachments, view)."""
    state = client._connection
    if "view" in kwargs:
        state.prevent_view_updates_for(message_id)
    with handle_message_parameters(
        **kwargs, previous_allowed_mentions=state.allowed_mentions if "content" in kwargs else None
    ) as params:
        await state.http.edit_message(channel_id, message_id, params=params)


async def defer(interaction: discord.Interaction, thinking: bool) -> None:
    """`interaction.response.defer(ephemeral=thinking, thinking=thinking)`: a private "thinking…", else a silent
    update (a slash command: a public "thinking…"), without the `InteractionCallbackResponse` made of Discord's
    answer (its message parsed); the response counts as done."""
    response = interaction.response
    if response.is_done():
        raise discord.InteractionResponded(interaction)
    if interaction.type in (discord.InteractionType.component, discord.InteractionType.modal_submit):
        kind = (
            discord.InteractionResponseType.deferred_channel_message
            if thinking
            else discord.InteractionResponseType.deferred_message_update
        )
    elif interaction.type is discord.InteractionType.application_command:
        kind = discord.InteractionResponseType.deferred_channel_message
    else:
        return  # nothing to defer (discord.py sends nothing either)
    http = interaction._state.http
    await async_context.get().create_interaction_response(
        interaction.id, interaction.token, session=interaction._session, proxy=http.proxy, proxy_auth=http.proxy_auth,
        params=interaction_response_params(type=kind.value, data={"flags": 64} if thinking else None),
    )  # fmt: skip
    response._response_type = kind  # type: ignore[attr-defined]


def hook_session(client: discord.Client) -> dict[str, Any]:
    """The session and proxy an interaction's webhook uses (`Webhook.from_state`)."""
    http = client._connection.http
    return {"session": http._HTTPClient__session, "proxy": http.proxy, "proxy_auth": http.proxy_auth}  # type: ignore[attr-defined]


async def follow_up(client: discord.Client, application_id: int | str, token: str, kwargs: dict[str, Any]) -> None:
    """`interaction.followup.send(**kwargs, ephemeral=True)` (kwargs: content, files, embed, view), through the
    interaction's token."""
    unknown = set(kwargs) - {"content", "files", "embed", "view"}
    if unknown:
        raise TypeError(f"follow_up() got unexpected arguments {sorted(unknown)}")
    flags = discord.MessageFlags._from_value(0)
    flags.ephemeral = True
    content, view = kwargs.get("content"), kwargs.get("view", MISSING)
    with handle_message_parameters(
        content=MISSING if content is None else content,
        files=kwargs.get("files", MISSING),
        embed=kwargs.get("embed", MISSING),
        flags=flags,
        view=view,
        previous_allowed_mentions=client._connection.allowed_mentions,
    ) as params:
        await async_context.get().execute_webhook(
            int(application_id), token, **hook_session(client), payload=params.payload, multipart=params.multipart,
            files=params.files, wait=True, with_components=view is not MISSING,
        )  # fmt: skip


async def edit_original(client: discord.Client, application_id: int | str, token: str, kwargs: dict[str, Any]) -> None:
    """`Webhook.edit_message("@original", **kwargs)` of an interaction's webhook (kwargs: content, embed,
    attachments, view), through its token."""
    unknown = set(kwargs) - {"content", "embed", "attachments", "view"}
    if unknown:
        raise TypeError(f"edit_original() got unexpected arguments {sorted(unknown)}")
    view = kwargs.get("view", MISSING)
    with handle_message_parameters(
        **kwargs, allowed_mentions=None, previous_allowed_mentions=client._connection.allowed_mentions
    ) as params:
        await async_context.get().edit_webhook_message(
            int(application_id), token, "@original", **hook_session(client), payload=params.payload,  # type: ignore[arg-type]
            multipart=params.multipart, files=params.files, with_components=bool(view),
        )  # fmt: skip


@dataclass(frozen=True)
class InteractionHook:
    """An interaction's webhook, by the application's id and the interaction's token: its follow-ups and the edit of
    its original answer, sent raw."""

    client: discord.Client
    app: int | str
    token: str

    @classmethod
    def of(cls, interaction: discord.Interaction) -> InteractionHook:
        return cls(interaction.client, interaction.application_id, interaction.token)

    async def send(self, content: str) -> None:
        """An ephemeral follow-up of text alone."""
        await follow_up(self.client, self.app, self.token, {"content": content})

    async def send_screen(self, kwargs: dict[str, Any]) -> None:
        """An ephemeral follow-up (kwargs: content, files, embed, view)."""
        await follow_up(self.client, self.app, self.token, kwargs)

    async def edit_original(self, kwargs: dict[str, Any]) -> None:
        await edit_original(self.client, self.app, self.token, kwargs)
