"""The wire protocol of the fake Discord: API prefix, gateway opcodes and intents, permission sets, errors answered
like Discord's, and the gateway's connection/session records."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import discord
from aiohttp import web

from sandbox.world import JSON, FakeMessage, FakeUser

log = logging.getLogger("fake_discord")

API = "/api/v10"
Handler = Callable[..., Awaitable[web.StreamResponse]]
UserRef = int | FakeUser
MessageRef = int | FakeMessage

# Gateway opcodes and intents
OP_DISPATCH, OP_HEARTBEAT, OP_IDENTIFY, OP_RESUME, OP_REQUEST_MEMBERS = 0, 1, 2, 6, 8
OP_INVALID_SESSION, OP_HELLO, OP_HEARTBEAT_ACK = 9, 10, 11
INTENT_GUILDS = 1 << 0
INTENT_MEMBERS = 1 << 1
INTENT_GUILD_MESSAGES = 1 << 9
INTENT_DM_MESSAGES = 1 << 12
INTENT_MESSAGE_CONTENT = 1 << 15

EVERYONE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    create_private_threads=True,
    embed_links=True,
    attach_files=True,
    add_reactions=True,
    use_external_emojis=True,
    read_message_history=True,
    use_application_commands=True,
    create_instant_invite=True,
    change_nickname=True,
    connect=True,
    speak=True,
).value
MANAGER_PERMISSIONS = discord.Permissions(
    manage_guild=True, manage_channels=True, manage_messages=True, manage_threads=True
).value
BOT_PERMISSIONS = EVERYONE_PERMISSIONS | discord.Permissions(manage_threads=True, manage_messages=True).value
ALL_PERMISSIONS = discord.Permissions.all().value
ADMINISTRATOR = discord.Permissions(administrator=True).value
MANAGE_THREADS = discord.Permissions(manage_threads=True).value
SUPPRESS_EMBEDS = 1 << 2
ATTACHMENT_SIZE_LIMIT = 10 * 1024 * 1024


class ApiError(Exception):
    """Raised inside a handler to answer like Discord does: ``{"code": ..., "message": ...}``."""

    def __init__(self, status: int, code: int, message: str, body: JSON | None = None) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status = status
        self.body = body or {"code": code, "message": message}


def json_response(data: Any, status: int = 200) -> web.Response:
    # discord.py only decodes JSON when Content-Type is exactly "application/json" (no charset).
    return web.Response(status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"})


def no_content() -> web.Response:
    return web.Response(status=204)


@dataclass
class Upload:
    filename: str
    data: bytes
    content_type: str | None = None


@dataclass(eq=False)
class Connection:
    ws: web.WebSocketResponse
    session: Session | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def send(self, payload: JSON) -> None:
        if self.ws.closed:
            return
        async with self.lock:
            with contextlib.suppress(ConnectionResetError, RuntimeError):
                await self.ws.send_str(json.dumps(payload))


@dataclass
class Session:
    id: str
    intents: int
    shard: list[int] | None = None
    seq: int = 0
    connection: Connection | None = None

    async def dispatch(self, event: str, data: JSON) -> None:
        if self.connection is None:
            return
        self.seq += 1
        await self.connection.send({"op": OP_DISPATCH, "t": event, "s": self.seq, "d": data})


@dataclass
class Route:
    method: str
    pattern: re.Pattern[str]
    handler: Handler
