"""Posting and editing a message through discord.py's HTTP client, with the very payload `Messageable.send` and
`PartialMessage.edit` build, but without the `Message` they make of Discord's answer (its author, its channel's
lookup, its components parsed) nor storing the view: the deliverer needs only the new message's id, and every view it
sends is made of `DynamicItem`s, which are routed by their custom_id (a stored view of them holds nothing)."""

from __future__ import annotations

from typing import Any

import discord
from discord.http import handle_message_parameters
from discord.utils import MISSING


async def post(channel: Any, kwargs: dict[str, Any], nonce: str | int) -> int:
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
