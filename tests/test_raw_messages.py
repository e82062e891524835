"""cogs/raw_messages.py sends exactly what discord.py's `Messageable.send` and `PartialMessage.edit` send."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord

from cogs.components import make_view
from cogs.raw_messages import edit, post
from presenters.screens import Control

CHANNEL, MESSAGE = 1111, 2222


def a_client() -> discord.Client:
    """A client that sets default mentions as the bot does (bot.py), which every payload is merged with."""
    mentions = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
    return discord.Client(intents=discord.Intents.none(), allowed_mentions=mentions)


def sent_by(client: discord.Client) -> list[tuple[str, Any, Any]]:
    """Every send and edit `client` makes, as (route, JSON payload, multipart form without the files' readers)."""
    calls: list[tuple[str, Any, Any]] = []
    reply = {
        "id": str(MESSAGE), "channel_id": str(CHANNEL), "type": 0, "content": "", "tts": False, "embeds": [],
        "attachments": [], "mentions": [], "mention_roles": [], "mention_everyone": False, "pinned": False,
        "timestamp": "2026-01-01T00:00:00+00:00", "edited_timestamp": None,
        "author": {"id": "3333", "username": "bot", "discriminator": "0", "avatar": None},
    }  # fmt: skip

    def recorder(route: str) -> Any:
        async def record(*ids: Any, params: Any) -> dict[str, Any]:
            form = [{k: v for k, v in part.items() if k != "value" or isinstance(v, str)} for part in params.multipart]
            calls.append((f"{route} {ids}", params.payload, form or None))
            return reply

        return record

    client.http.send_message = recorder("send")  # type: ignore[method-assign]
    client.http.edit_message = recorder("edit")  # type: ignore[method-assign]
    return calls


def kinds_of_arguments() -> list[dict[str, Any]]:
    """The arguments the deliverer passes: text alone or None, files, an embed, controls, mentions."""
    view = lambda: make_view([Control("g:1:place:0", "Place"), Control("g:1:pass:0", "Pass", style="danger")])  # noqa: E731
    files = lambda: [discord.File(io.BytesIO(b"\x89PNG"), filename="board.png")]  # noqa: E731
    return [
        {"content": "Your turn."},
        {"content": None, "files": files()},
        {"content": "A", "view": view(), "embed": discord.Embed(title="T", description="D")},
        {"content": "<@5>", "allowed_mentions": discord.AllowedMentions(users=[discord.Object(5)]), "view": view()},
    ]


def test_a_post_sends_what_channel_send_sends() -> None:
    async def run() -> None:
        client = a_client()
        calls = sent_by(client)
        channel = client.get_partial_messageable(CHANNEL)
        for made, again in zip(kinds_of_arguments(), kinds_of_arguments(), strict=True):
            await channel.send(**made, nonce="n1")
            assert await post(channel, again, "n1") == MESSAGE
            assert calls[-1] == calls[-2], made
        await client.close()

    asyncio.run(run())


def test_an_edit_sends_what_partial_message_edit_sends() -> None:
    async def run() -> None:
        client = a_client()
        calls = sent_by(client)
        message = client.get_partial_messageable(CHANNEL).get_partial_message(MESSAGE)
        png = lambda: discord.File(io.BytesIO(b"\x89PNG"), filename="panel.png")  # noqa: E731
        cases = [
            lambda: {"view": None},
            lambda: {"view": None, "content": "Played."},
            lambda: {"content": "Panel", "view": make_view([Control("g:1:go:0", "Go")]), "embed": None},
            lambda: {"content": "Panel", "view": None, "attachments": [png()], "embed": None},
            lambda: {"view": None, "attachments": []},
        ]
        for case in cases:
            await message.edit(**case())
            await edit(client, CHANNEL, MESSAGE, case())
            assert calls[-1] == calls[-2], case()
        await client.close()

    asyncio.run(run())
