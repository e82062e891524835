"""A fake Discord (REST API + websocket gateway on 127.0.0.1) that the real discord.py client connects to.

Usage::

    server = FakeDiscord()
    await server.start()
    server.install()                      # points discord.py's Route.BASE / DEFAULT_GATEWAY here
    alice = server.add_user("Zdeněk Łukasz")
    async with running_bot(server, lambda: create_bot(...)) as bot:
        rec = await server.slash(alice, "demo echo", text="hi")
        await rec.wait_done()
        assert "hi" in rec.content
    server.uninstall()
    await server.stop()

The world (one guild, users, channels, threads, DMs, messages, synced commands) lives in memory; driver methods
act as users (slash commands, clicks, selects, modals) and query methods read what the bot posted.
Unknown routes are logged loudly (``server.unknown_routes``) and answered 404 so missing endpoints show up.

Driver API (users may be given as ids or ``FakeUser``; messages as ids or ``FakeMessage``):

* world: ``add_user``, ``add_channel``, ``text_channel``, ``dm_channel``, ``set_dms_open``, ``owner``, ``bot_user``
* acting: ``slash``, ``autocomplete``, ``click``, ``select``, ``submit_modal``, ``send_message``, ``join_thread``
* reading: ``messages``, ``dm_messages``, ``last_message``, ``threads``, ``all_text``, ``command_names``,
  ``command``, ``message``, ``channel``, ``user``
* waiting: ``InteractionRecord.wait_response/wait_done/wait_for``, ``wait_for_message``, ``wait_for``,
  ``wait_idle``, ``mark``
* diagnostics: ``request_log``, ``unknown_routes``, ``rejected`` (400s), ``internal_errors``, ``bot_errors``,
  ``identify_payloads``, ``edit_log`` (every message edit and its route), ``diagnostics()``; ``drop_connection``
  simulates a network blip (client RESUMEs); ``gateway_down = True`` refuses new gateway connections until reset;
  ``command_writes`` lists the requests that wrote application commands (PUT, POST, PATCH)

Behaviour modelled on real Discord: 3 s interaction deadline (``interaction_timeout``), double acknowledgement
(40060), the first followup after a "thinking" defer replacing the loading message, content/embed/component
limits (400 50035), closed DMs (403 50007), ephemeral messages invisible to channel endpoints, the
MESSAGE_CONTENT intent blanking other users' messages, "started a thread" system messages, and message nonces with
``enforce_nonce`` (the same nonce from the same author in a channel within ``nonce_window`` seconds returns the message
already created instead of a new one; ``nonce_hits`` counts them), interaction webhook tokens expiring after
``token_lifetime`` (15 minutes; 404 10015 after, ``age_interactions`` lets time pass for them). ``thinking()``
lists the interactions whose deferred "thinking…" reply was never answered.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import logging
import mimetypes
import re
import secrets
import time
import traceback
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import quote

import aiohttp
import discord
import discord.gateway
import discord.http
import yarl
from aiohttp import web

from tests.e2e.fake_commands import CommandError, build_command_data, command_paths
from tests.e2e.fake_validation import check_commands, check_message, check_modal, form_error
from tests.e2e.fake_world import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    CB_AUTOCOMPLETE,
    CB_DEFERRED_MESSAGE,
    CB_DEFERRED_UPDATE,
    CB_MESSAGE,
    CB_MODAL,
    CB_UPDATE_MESSAGE,
    DM_CHANNEL,
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_HAS_THREAD,
    FLAG_LOADING,
    JSON,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    MSG_CHAT_INPUT_COMMAND,
    MSG_DEFAULT,
    MSG_THREAD_CREATED,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT_CHANNEL,
    FakeAttachment,
    FakeChannel,
    FakeMessage,
    FakeUser,
    InteractionRecord,
    Signal,
    Snowflakes,
    iso,
    slug_username,
    utcnow,
)

__all__ = ["ApiError", "CommandError", "FakeDiscord", "running_bot"]

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
class _Connection:
    ws: web.WebSocketResponse
    session: _Session | None = None
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def send(self, payload: JSON) -> None:
        if self.ws.closed:
            return
        async with self.lock:
            with contextlib.suppress(ConnectionResetError, RuntimeError):
                await self.ws.send_str(json.dumps(payload))


@dataclass
class _Session:
    id: str
    intents: int
    shard: list[int] | None = None
    seq: int = 0
    connection: _Connection | None = None

    async def dispatch(self, event: str, data: JSON) -> None:
        if self.connection is None:
            return
        self.seq += 1
        await self.connection.send({"op": OP_DISPATCH, "t": event, "s": self.seq, "d": data})


@dataclass
class _Route:
    method: str
    pattern: re.Pattern[str]
    handler: Handler


class FakeDiscord:
    """The fake server: world state, REST API, gateway and the test driver API."""

    def __init__(
        self,
        *,
        guild_name: str = "Fake Guild",
        bot_name: str = "DemoBot",
        owner_name: str = "Server Owner",
        interaction_timeout: float = 3.0,
        heartbeat_interval_ms: int = 41250,
        nonce_window: float = 300.0,
    ) -> None:
        self.ids = Snowflakes()
        self.nonce_window = nonce_window
        self.nonce_hits = 0
        self.signal = Signal()
        self.interaction_timeout = interaction_timeout
        self.token_lifetime = 15 * 60.0  # an interaction's webhook token (followups, @original) lives 15 minutes
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.port = 0
        # network
        self._routes: list[_Route] = []
        self._register_routes()
        self._runner: web.AppRunner | None = None
        self._connections: set[_Connection] = set()
        self._sessions: dict[str, _Session] = {}
        self._current: _Session | None = None
        self._inflight = 0
        self._last_activity = time.monotonic()
        self._installed: tuple[str, yarl.URL] | None = None
        # logs the tests can assert on
        self.request_log: list[str] = []
        self.unknown_routes: list[str] = []
        self.rejected: list[str] = []
        self.internal_errors: list[str] = []
        self.dropped_requests: list[str] = []  # requests whose client went away before the body arrived
        self.bot_errors: list[str] = []
        self.edit_log: list[tuple[int, str]] = []  # (message id, route): "channel", "webhook",
        # "click" (a click's deferred update of the clicked message) or "callback" (an update-message response)
        self.identify_payloads: list[JSON] = []
        self.command_syncs = 0
        self.command_writes: list[str] = []  # "PUT /applications/…/commands" etc.: every request that writes commands
        self.gateway_down = False  # while set, new gateway connections are refused (503), as in an outage
        # world
        self.users: dict[int, FakeUser] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.messages_by_id: dict[int, FakeMessage] = {}
        self.attachments: dict[int, FakeAttachment] = {}
        self.global_commands: list[JSON] = []
        self.guild_commands: list[JSON] = []
        self.interactions: dict[str, InteractionRecord] = {}
        self._command_ids: dict[tuple[str, int, bool], int] = {}
        self.guild_id = self.ids.next()
        self.guild_name = guild_name
        self.preferred_locale = "en-US"  # the server's language (Community servers set it); tests may change it
        self.bot_user = self._new_user(bot_name, bot=True)
        self.application_id = self.bot_user.id
        self.owner = self._new_user(owner_name)
        self.manager_role_id = self.ids.next()
        self.bot_role_id = self.ids.next()
        self.text_channel = self.add_channel("general")

    # =================================================================================================
    # lifecycle
    # =================================================================================================
    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/{tail:.*}", self._handle)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        self.uninstall()
        for connection in list(self._connections):
            await connection.ws.close(code=1000)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def install(self) -> None:
        """Point discord.py at this server (process-wide; undo with :meth:`uninstall`)."""
        if self._installed is None:
            self._installed = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
        discord.http.Route.BASE = f"{self.base_url}{API}"
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)

    def uninstall(self) -> None:
        if self._installed is not None:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = self._installed
            self._installed = None

    # =================================================================================================
    # world setup
    # =================================================================================================
    def _new_user(self, name: str, *, bot: bool = False, username: str | None = None, **flags: Any) -> FakeUser:
        user_id = self.ids.next()
        user = FakeUser(user_id, name, username or slug_username(name, f"user{user_id % 10000}"), bot=bot, **flags)
        self.users[user_id] = user
        return user

    def add_user(
        self,
        name: str,
        *,
        dms_open: bool = True,
        manage_guild: bool = False,
        username: str | None = None,
        locale: str = "en-US",
    ) -> int:
        """Add a guild member; ``name`` is the display (global) name, the username is an ASCII slug of it."""
        user = self._new_user(name, username=username, dms_open=dms_open, manage_guild=manage_guild, locale=locale)
        self._emit_soon(
            "GUILD_MEMBER_ADD", {**self.member_payload(user), "guild_id": str(self.guild_id)}, INTENT_MEMBERS
        )
        return user.id

    def add_channel(self, name: str, *, topic: str | None = None) -> int:
        channel = FakeChannel(self.ids.next(), TEXT_CHANNEL, name, guild_id=self.guild_id, topic=topic)
        channel.position = sum(1 for c in self.channels.values() if c.type == TEXT_CHANNEL)
        self.channels[channel.id] = channel
        self._emit_soon("CHANNEL_CREATE", self.channel_payload(channel), INTENT_GUILDS)
        return channel.id

    def dm_channel(self, user: UserRef) -> int:
        """The id of the user's DM channel with the bot (created on first use, like Discord does)."""
        return self._dm_for(self.user(user)).id

    def set_dms_open(self, user: UserRef, is_open: bool) -> None:
        self.user(user).dms_open = is_open

    def _dm_for(self, user: FakeUser) -> FakeChannel:
        if user.dm_channel_id is None:
            channel = FakeChannel(self.ids.next(), DM_CHANNEL, "", recipient_id=user.id)
            self.channels[channel.id] = channel
            user.dm_channel_id = channel.id
        return self.channels[user.dm_channel_id]

    def _emit_soon(self, event: str, data: JSON, intent: int) -> None:
        """Dispatch from synchronous world setup code (only if a bot is connected and a loop runs)."""
        if self._current is None or self._current.connection is None:
            return
        asyncio.get_running_loop().create_task(self._emit(event, data, intent))

    # =================================================================================================
    # lookups
    # =================================================================================================
    def user(self, ref: UserRef) -> FakeUser:
        user_id = ref.id if isinstance(ref, FakeUser) else int(ref)
        try:
            return self.users[user_id]
        except KeyError:
            raise KeyError(f"unknown user {ref!r}") from None

    def channel(self, channel_id: int) -> FakeChannel:
        try:
            return self.channels[int(channel_id)]
        except KeyError:
            raise KeyError(f"unknown channel {channel_id!r}") from None

    def message(self, ref: MessageRef) -> FakeMessage:
        message_id = ref.id if isinstance(ref, FakeMessage) else int(ref)
        try:
            return self.messages_by_id[message_id]
        except KeyError:
            raise KeyError(f"unknown message {ref!r}") from None

    def _roles_of(self, user: FakeUser) -> list[int]:
        if user.bot:
            return [self.bot_role_id]
        return [self.manager_role_id] if user.manage_guild else []

    def permissions(self, user: UserRef) -> int:
        """Guild-level permissions of a member (owner and administrators get everything)."""
        member = self.user(user)
        if member.id == self.owner.id:
            return ALL_PERMISSIONS
        value = EVERYONE_PERMISSIONS
        for role_id in self._roles_of(member):
            value |= self._role_permissions(role_id)
        return ALL_PERMISSIONS if value & ADMINISTRATOR else value

    def _role_permissions(self, role_id: int) -> int:
        return {self.manager_role_id: MANAGER_PERMISSIONS, self.bot_role_id: BOT_PERMISSIONS}.get(role_id, 0)

    # =================================================================================================
    # payloads (what discord.py parses; missing keys crash it)
    # =================================================================================================
    def user_payload(self, user: FakeUser) -> JSON:
        data: JSON = {
            "id": str(user.id),
            "username": user.username,
            "discriminator": "0",
            "global_name": None if user.bot else user.name,
            "avatar": None,
            "avatar_decoration_data": None,
            "banner": None,
            "accent_color": None,
            "public_flags": 0,
            "flags": 0,
            "collectibles": None,
            "primary_guild": None,
        }
        if user.bot:
            data["bot"] = True
        return data

    def me_payload(self) -> JSON:
        return {**self.user_payload(self.bot_user), "verified": True, "mfa_enabled": False, "locale": "en-US"}

    def member_payload(self, user: FakeUser, *, with_user: bool = True, permissions: bool = False) -> JSON:
        data: JSON = {
            "nick": None,
            "avatar": None,
            "banner": None,
            "roles": [str(r) for r in self._roles_of(user)],
            "joined_at": iso(user.joined_at),
            "premium_since": None,
            "deaf": False,
            "mute": False,
            "pending": False,
            "flags": 0,
            "communication_disabled_until": None,
            "avatar_decoration_data": None,
        }
        if with_user:
            data["user"] = self.user_payload(user)
        if permissions:
            data["permissions"] = str(self.permissions(user))
        return data

    def role_payloads(self) -> list[JSON]:
        def role(role_id: int, name: str, perms: int, position: int, tags: JSON | None = None) -> JSON:
            data: JSON = {
                "id": str(role_id),
                "name": name,
                "color": 0,
                "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
                "hoist": False,
                "icon": None,
                "unicode_emoji": None,
                "position": position,
                "permissions": str(perms),
                "managed": tags is not None,
                "mentionable": False,
                "flags": 0,
            }
            if tags is not None:
                data["tags"] = tags
            return data

        return [
            role(self.guild_id, "@everyone", EVERYONE_PERMISSIONS, 0),
            role(self.manager_role_id, "Manager", MANAGER_PERMISSIONS, 1),
            role(self.bot_role_id, self.bot_user.name, BOT_PERMISSIONS, 2, {"bot_id": str(self.bot_user.id)}),
        ]

    def channel_payload(self, channel: FakeChannel, *, for_user: FakeUser | None = None) -> JSON:
        if channel.is_dm:
            data = self._dm_payload(channel)
        elif channel.is_thread:
            data = self._thread_payload(channel)
        else:
            data = self._text_payload(channel)
        if for_user is not None and not channel.is_dm:
            data["permissions"] = str(self.permissions(for_user))
        return data

    def _visible_ids(self, channel: FakeChannel) -> list[int]:
        return [i for i in channel.message_ids if not self.messages_by_id[i].ephemeral]

    def _last_message_id(self, channel: FakeChannel) -> str | None:
        visible = self._visible_ids(channel)
        return str(visible[-1]) if visible else None

    def _text_payload(self, channel: FakeChannel) -> JSON:
        return {
            "id": str(channel.id),
            "type": channel.type,
            "guild_id": str(self.guild_id),
            "name": channel.name,
            "position": channel.position,
            "permission_overwrites": [],
            "parent_id": None,
            "topic": channel.topic,
            "nsfw": False,
            "last_message_id": self._last_message_id(channel),
            "rate_limit_per_user": 0,
            "default_auto_archive_duration": 1440,
            "default_thread_rate_limit_per_user": 0,
            "flags": 0,
        }

    def _thread_payload(self, thread: FakeChannel, *, member_for: int | None = None) -> JSON:
        archive_ts = thread.created_at if not thread.archived else utcnow()
        data: JSON = {
            "id": str(thread.id),
            "type": thread.type,
            "guild_id": str(self.guild_id),
            "parent_id": str(thread.parent_id),
            "owner_id": str(thread.owner_id),
            "name": thread.name,
            "last_message_id": self._last_message_id(thread),
            "message_count": len(self._visible_ids(thread)),
            "total_message_sent": thread.total_message_sent,
            "member_count": min(len(thread.member_ids), 50),
            "rate_limit_per_user": 0,
            "flags": 0,
            "applied_tags": [],
            "thread_metadata": {
                "archived": thread.archived,
                "auto_archive_duration": thread.auto_archive_duration,
                "archive_timestamp": iso(archive_ts),
                "locked": thread.locked,
                "invitable": thread.invitable,
                "create_timestamp": iso(thread.created_at),
            },
        }
        if member_for is not None and member_for in thread.member_ids:
            data["member"] = self._thread_member_payload(thread, member_for)
        return data

    def _thread_member_payload(self, thread: FakeChannel, user_id: int) -> JSON:
        joined = thread.member_joined.get(user_id, thread.created_at)
        return {"id": str(thread.id), "user_id": str(user_id), "join_timestamp": iso(joined), "flags": 0}

    def _dm_payload(self, channel: FakeChannel) -> JSON:
        assert channel.recipient_id is not None
        return {
            "id": str(channel.id),
            "type": DM_CHANNEL,
            "last_message_id": self._last_message_id(channel),
            "flags": 0,
            "recipients": [self.user_payload(self.users[channel.recipient_id])],
        }

    def guild_payload(self, *, full: bool = False) -> JSON:
        data: JSON = {
            "id": str(self.guild_id),
            "name": self.guild_name,
            "icon": None,
            "icon_hash": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(self.owner.id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "premium_progress_bar_enabled": False,
            "preferred_locale": self.preferred_locale,
            "system_channel_id": str(self.text_channel),
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "widget_enabled": False,
            "features": [],
            "roles": self.role_payloads(),
            "emojis": [],
            "stickers": [],
            "max_members": 500000,
            "max_video_channel_users": 25,
            "application_id": None,
        }
        if full:
            data.update(self._guild_create_extras())
        return data

    def _guild_create_extras(self) -> JSON:
        guild_channels = [c for c in self.channels.values() if c.guild_id and not c.deleted]
        return {
            "joined_at": iso(self.bot_user.joined_at),
            "large": False,
            "unavailable": False,
            "lazy": True,
            "member_count": len(self.users),
            "members": [self.member_payload(u) for u in self.users.values()],
            "channels": [self.channel_payload(c) for c in guild_channels if not c.is_thread],
            "threads": [
                self._thread_payload(c, member_for=self.bot_user.id)
                for c in guild_channels
                if c.is_thread and not c.archived
            ],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def application_payload(self) -> JSON:
        return {
            "id": str(self.application_id),
            "name": self.bot_user.name,
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 0,
            "owner": self.user_payload(self.owner),
            "team": None,
            "bot": self.user_payload(self.bot_user),
            "interactions_endpoint_url": None,
            "redirect_uris": [],
            "approximate_guild_count": 1,
            "integration_types_config": {"0": {}},
        }

    def attachment_payload(self, a: FakeAttachment) -> JSON:
        data: JSON = {
            "id": str(a.id),
            "filename": a.filename,
            "size": a.size,
            "url": a.url,
            "proxy_url": a.url,
            "content_type": a.content_type,
            "flags": 0,
        }
        if a.description is not None:
            data["description"] = a.description
        if a.width is not None:
            data.update(width=a.width, height=a.height)
        return data

    def message_payload(self, m: FakeMessage) -> JSON:
        channel = self.channels[m.channel_id]
        data: JSON = {
            "id": str(m.id),
            "channel_id": str(m.channel_id),
            "author": self.user_payload(self.users[m.author_id]),
            "content": m.content,
            "timestamp": iso(m.created_at),
            "edited_timestamp": iso(m.edited_at) if m.edited_at else None,
            "tts": False,
            "mention_everyone": False,
            "mentions": self._mentions(m.content),
            "mention_roles": [],
            "attachments": [self.attachment_payload(a) for a in m.attachments],
            "embeds": m.embeds,
            "reactions": self._reaction_payloads(m),
            "pinned": m.pinned,
            "type": m.type,
            "flags": m.flags,
            "components": m.raw_components,
        }
        if channel.is_thread:
            visible = self._visible_ids(channel)
            data["position"] = visible.index(m.id) if m.id in visible else 0
        if m.webhook_id is not None:
            data.update(webhook_id=str(m.webhook_id), application_id=str(self.application_id))
        if m.interaction_id is not None:
            data.update(self._interaction_message_fields(m, channel))
        if m.message_reference is not None:
            data["message_reference"] = m.message_reference
        if m.thread_id is not None and m.thread_id in self.channels:
            data["thread"] = self._thread_payload(self.channels[m.thread_id])
        return data

    def _interaction_message_fields(self, m: FakeMessage, channel: FakeChannel) -> JSON:
        assert m.interaction_user_id is not None
        user = self.user_payload(self.users[m.interaction_user_id])
        owners = self._integration_owners(channel)
        metadata: JSON = {"id": str(m.interaction_id), "type": m.interaction_type, "user": user}
        metadata["authorizing_integration_owners"] = owners
        legacy: JSON = {
            "id": str(m.interaction_id),
            "type": m.interaction_type,
            "name": m.interaction_name,
            "user": user,
        }
        if m.interaction_type == APPLICATION_COMMAND:
            metadata.update(name=m.interaction_name, command_type=1)
        return {"interaction_metadata": metadata, "interaction": legacy}

    def _mentions(self, content: str) -> list[JSON]:
        ids = {int(x) for x in re.findall(r"<@!?(\d+)>", content)}
        return [self.user_payload(self.users[i]) for i in sorted(ids) if i in self.users]

    def _reaction_payloads(self, m: FakeMessage) -> list[JSON]:
        result = []
        for emoji, users in m.reactions.items():
            if not users:
                continue
            name, _, emoji_id = emoji.partition(":")
            result.append(
                {
                    "emoji": {"id": emoji_id or None, "name": name},
                    "count": len(users),
                    "count_details": {"burst": 0, "normal": len(users)},
                    "me": self.bot_user.id in users,
                    "me_burst": False,
                    "burst_colors": [],
                    "burst_count": 0,
                }
            )
        return result

    def _integration_owners(self, channel: FakeChannel) -> JSON:
        return {"0": "0"} if channel.is_dm else {"0": str(self.guild_id)}

    # =================================================================================================
    # HTTP plumbing
    # =================================================================================================
    def _add(self, method: str, template: str, handler: Handler) -> None:
        parts = re.split(r"\{(\w+)\}", template)
        regex = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>[^/]+)" for i, p in enumerate(parts))
        self._routes.append(_Route(method, re.compile(f"^{re.escape(API)}{regex}/?$"), handler))

    def _match(self, method: str, path: str) -> tuple[Handler | None, dict[str, str]]:
        for route in self._routes:
            if route.method != method:
                continue
            found = route.pattern.match(path)
            if found:
                return route.handler, found.groupdict()
        return None, {}

    async def _handle(self, request: web.Request) -> web.StreamResponse:
        if request.path == "/" and request.headers.get("Upgrade", "").lower() == "websocket":
            return await self._gateway(request)
        if request.path.startswith("/attachments/"):
            return self._serve_attachment(request)
        self._inflight += 1
        try:
            response = await self._dispatch_http(request)
        finally:
            self._inflight -= 1
            self._last_activity = time.monotonic()
        self.request_log.append(f"{request.method} {request.path_qs} -> {response.status}")
        self.signal.fire()
        return response

    async def _dispatch_http(self, request: web.Request) -> web.StreamResponse:
        handler, params = self._match(request.method, request.path)
        if handler is None:
            line = f"{request.method} {request.path_qs}"
            self.unknown_routes.append(line)
            log.warning("FAKE DISCORD: unknown route %s -> 404 (implement it in tests/e2e/fake_discord.py)", line)
            return json_response({"message": "404: Not Found", "code": 0}, 404)
        try:
            return await handler(request, **params)
        except ApiError as exc:
            if exc.status == 400:
                self.rejected.append(f"{request.method} {request.path}: {json.dumps(exc.body)}")
                log.warning("FAKE DISCORD: rejected %s %s: %s", request.method, request.path, exc.body)
            return json_response(exc.body, exc.status)
        except ConnectionResetError:
            # the client died mid-request (a kill -9 during an upload): like Discord, nothing was made
            self.dropped_requests.append(f"{request.method} {request.path}")
            log.info("FAKE DISCORD: %s %s: the client went away before its body arrived", request.method, request.path)
            return json_response({"code": 0, "message": "connection lost"}, 400)
        except Exception:
            # 400, not 500: discord.py retries 5xx with multi-second sleeps.
            text = traceback.format_exc()
            self.internal_errors.append(f"{request.method} {request.path}\n{text}")
            log.error("FAKE DISCORD internal error on %s %s\n%s", request.method, request.path, text)
            return json_response({"code": 0, "message": f"fake server error: {text.splitlines()[-1]}"}, 400)

    async def _read_body(self, request: web.Request) -> tuple[JSON, list[Upload]]:
        if request.content_type.startswith("multipart/"):
            return await self._read_multipart(request)
        raw = await request.read()
        return (json.loads(raw) if raw else {}), []

    async def _read_multipart(self, request: web.Request) -> tuple[JSON, list[Upload]]:
        reader = await request.multipart()
        payload: JSON = {}
        uploads: dict[int, Upload] = {}
        while True:
            part = await reader.next()
            if part is None:
                break
            if not isinstance(part, aiohttp.BodyPartReader):
                continue
            if part.name == "payload_json":
                payload = json.loads(await part.text())
            elif part.name and part.name.startswith("files["):
                index = int(part.name[len("files[") : -1])
                ctype = part.headers.get(aiohttp.hdrs.CONTENT_TYPE)
                uploads[index] = Upload(part.filename or f"file{index}", bytes(await part.read()), ctype)
        return payload, [uploads[i] for i in sorted(uploads)]

    def _serve_attachment(self, request: web.Request) -> web.Response:
        parts = request.path.split("/")
        try:
            attachment = self.attachments[int(parts[3])]
        except (IndexError, ValueError, KeyError):
            return web.Response(status=404)
        return web.Response(body=attachment.data, content_type=attachment.content_type or "application/octet-stream")

    def _register_routes(self) -> None:
        add = self._add
        add("GET", "/users/@me", self._get_me)
        add("POST", "/users/@me/channels", self._create_dm)
        add("GET", "/users/{user_id}", self._get_user)
        add("GET", "/oauth2/applications/@me", self._get_application)
        add("GET", "/applications/@me", self._get_application)
        add("GET", "/gateway", self._get_gateway)
        add("GET", "/gateway/bot", self._get_gateway_bot)
        for scope in ("", "/guilds/{guild_id}"):
            base = "/applications/{app_id}" + scope + "/commands"
            add("GET", base, self._list_commands)
            add("PUT", base, self._put_commands)
            add("POST", base, self._post_command)
            add("GET", base + "/{command_id}", self._get_command)
            add("PATCH", base + "/{command_id}", self._patch_command)
            add("DELETE", base + "/{command_id}", self._delete_command)
        add("GET", "/applications/{app_id}/guilds/{guild_id}/commands/permissions", self._empty_list)
        add("GET", "/guilds/{guild_id}", self._get_guild)
        add("GET", "/guilds/{guild_id}/channels", self._get_guild_channels)
        add("GET", "/guilds/{guild_id}/roles", self._get_roles)
        add("GET", "/guilds/{guild_id}/members", self._list_members)
        add("GET", "/guilds/{guild_id}/members/search", self._search_members)
        add("GET", "/guilds/{guild_id}/members/{user_id}", self._get_member)
        add("GET", "/guilds/{guild_id}/threads/active", self._active_threads)
        add("GET", "/channels/{channel_id}", self._get_channel)
        add("PATCH", "/channels/{channel_id}", self._patch_channel)
        add("DELETE", "/channels/{channel_id}", self._delete_channel)
        add("POST", "/channels/{channel_id}/typing", self._typing)
        add("GET", "/channels/{channel_id}/messages", self._list_messages)
        add("POST", "/channels/{channel_id}/messages", self._post_message)
        add("POST", "/channels/{channel_id}/messages/bulk-delete", self._bulk_delete)
        add("GET", "/channels/{channel_id}/messages/pins", self._list_pins)
        add("PUT", "/channels/{channel_id}/messages/pins/{message_id}", self._pin)
        add("DELETE", "/channels/{channel_id}/messages/pins/{message_id}", self._unpin)
        add("GET", "/channels/{channel_id}/messages/{message_id}", self._get_message)
        add("PATCH", "/channels/{channel_id}/messages/{message_id}", self._patch_message)
        add("DELETE", "/channels/{channel_id}/messages/{message_id}", self._delete_message)
        add("PUT", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me", self._add_reaction)
        add("DELETE", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me", self._remove_reaction)
        add("DELETE", "/channels/{channel_id}/messages/{message_id}/reactions", self._clear_reactions)
        add("POST", "/channels/{channel_id}/threads", self._create_thread)
        add("POST", "/channels/{channel_id}/messages/{message_id}/threads", self._create_thread_from_message)
        add("GET", "/channels/{channel_id}/threads/archived/public", self._archived_threads)
        add("GET", "/channels/{channel_id}/thread-members", self._list_thread_members)
        add("GET", "/channels/{channel_id}/thread-members/{user_id}", self._get_thread_member)
        add("PUT", "/channels/{channel_id}/thread-members/{user_id}", self._put_thread_member)
        add("DELETE", "/channels/{channel_id}/thread-members/{user_id}", self._delete_thread_member)
        add("POST", "/interactions/{interaction_id}/{token}/callback", self._interaction_callback)
        add("POST", "/webhooks/{app_id}/{token}", self._webhook_execute)
        add("GET", "/webhooks/{app_id}/{token}/messages/{message_id}", self._webhook_get)
        add("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}", self._webhook_edit)
        add("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}", self._webhook_delete)

    # -- error helpers ----------------------------------------------------------------------------------
    def _channel_or_404(self, channel_id: str) -> FakeChannel:
        channel = self.channels.get(int(channel_id)) if channel_id.isdigit() else None
        if channel is None or channel.deleted:
            raise ApiError(404, 10003, "Unknown Channel")
        return channel

    def _message_or_404(self, channel: FakeChannel, message_id: str, *, allow_ephemeral: bool = False) -> FakeMessage:
        message = self.messages_by_id.get(int(message_id)) if message_id.isdigit() else None
        if message is None or message.deleted or message.channel_id != channel.id:
            raise ApiError(404, 10008, "Unknown Message")
        if message.ephemeral and not allow_ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    def _check_guild(self, guild_id: str) -> None:
        if guild_id != str(self.guild_id):
            raise ApiError(404, 10004, "Unknown Guild")

    def _user_or_404(self, user_id: str) -> FakeUser:
        if user_id == "@me":
            return self.bot_user
        user = self.users.get(int(user_id)) if user_id.isdigit() else None
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return user

    # =================================================================================================
    # REST: login, users, guild
    # =================================================================================================
    async def _get_me(self, request: web.Request) -> web.Response:
        if not request.headers.get("Authorization", "").startswith("Bot "):
            raise ApiError(401, 0, "401: Unauthorized")
        return json_response(self.me_payload())

    async def _get_user(self, request: web.Request, user_id: str) -> web.Response:
        return json_response(self.user_payload(self._user_or_404(user_id)))

    async def _get_application(self, request: web.Request) -> web.Response:
        return json_response(self.application_payload())

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return json_response({"url": self.gateway_url})

    async def _get_gateway_bot(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return json_response({"url": self.gateway_url, "shards": 1, "session_start_limit": limit})

    async def _get_guild(self, request: web.Request, guild_id: str) -> web.Response:
        self._check_guild(guild_id)
        data = self.guild_payload()
        if request.query.get("with_counts") in ("1", "true"):
            data.update(approximate_member_count=len(self.users), approximate_presence_count=0)
        return json_response(data)

    async def _get_guild_channels(self, request: web.Request, guild_id: str) -> web.Response:
        self._check_guild(guild_id)
        channels = [c for c in self.channels.values() if c.type == TEXT_CHANNEL and not c.deleted]
        return json_response([self.channel_payload(c) for c in channels])

    async def _get_roles(self, request: web.Request, guild_id: str) -> web.Response:
        self._check_guild(guild_id)
        return json_response(self.role_payloads())

    async def _list_members(self, request: web.Request, guild_id: str) -> web.Response:
        self._check_guild(guild_id)
        limit = int(request.query.get("limit", "1"))
        after = int(request.query.get("after", "0"))
        members = [u for u in sorted(self.users.values(), key=lambda u: u.id) if u.id > after][:limit]
        return json_response([self.member_payload(u) for u in members])

    async def _search_members(self, request: web.Request, guild_id: str) -> web.Response:
        self._check_guild(guild_id)
        query = request.query.get("query", "").lower()
        found = [u for u in self.users.values() if u.username.startswith(query) or u.name.lower().startswith(query)]
        return json_response([self.member_payload(u) for u in found[: int(request.query.get("limit", "1"))]])

    async def _get_member(self, request: web.Request, guild_id: str, user_id: str) -> web.Response:
        self._check_guild(guild_id)
        user = self.users.get(int(user_id)) if user_id.isdigit() else None
        if user is None:
            raise ApiError(404, 10007, "Unknown Member")
        return json_response(self.member_payload(user))

    async def _create_dm(self, request: web.Request) -> web.Response:
        body, _ = await self._read_body(request)
        recipient = body.get("recipient_id")
        user = self.users.get(int(recipient)) if recipient is not None else None
        if user is None or user.bot:
            raise ApiError(400, 50033, "Invalid Recipient(s)")
        return json_response(self._dm_payload(self._dm_for(user)))

    async def _empty_list(self, request: web.Request, **_: str) -> web.Response:
        return json_response([])

    # =================================================================================================
    # REST: application commands
    # =================================================================================================
    def _command_scope(self, app_id: str, guild_id: str | None) -> list[JSON]:
        if app_id != str(self.application_id):
            raise ApiError(403, 50001, "Missing Access")
        if guild_id is not None:
            self._check_guild(guild_id)
            return self.guild_commands
        return self.global_commands

    def _stored_command(self, body: JSON, guild_id: str | None) -> JSON:
        kind = body.get("type", 1)
        key = (body["name"], kind, guild_id is not None)
        command_id = self._command_ids.setdefault(key, self.ids.next())
        stored: JSON = {
            "default_member_permissions": None,
            "contexts": None,
            "integration_types": [0],
            "nsfw": False,
            "options": [],
            "description": "",
            **body,
            "id": str(command_id),
            "application_id": str(self.application_id),
            "type": kind,
            "version": str(self.ids.next()),
        }
        if guild_id is not None:
            stored["guild_id"] = guild_id
        return stored

    async def _list_commands(self, request: web.Request, app_id: str, guild_id: str | None = None) -> web.Response:
        return json_response(self._command_scope(app_id, guild_id))

    async def _put_commands(self, request: web.Request, app_id: str, guild_id: str | None = None) -> web.Response:
        scope = self._command_scope(app_id, guild_id)
        body, _ = await self._read_body(request)
        commands = body if isinstance(body, list) else []
        errors = check_commands(commands)
        if errors:
            raise ApiError(400, 50035, "Invalid Form Body", form_error(errors))
        scope[:] = [self._stored_command(c, guild_id) for c in commands]
        self.command_syncs += 1
        self.command_writes.append(f"{request.method} {request.path}")
        return json_response(scope)

    async def _post_command(self, request: web.Request, app_id: str, guild_id: str | None = None) -> web.Response:
        scope = self._command_scope(app_id, guild_id)
        body, _ = await self._read_body(request)
        errors = check_commands([body])
        if errors:
            raise ApiError(400, 50035, "Invalid Form Body", form_error(errors))
        stored = self._stored_command(body, guild_id)
        scope[:] = [c for c in scope if c["id"] != stored["id"]] + [stored]
        self.command_syncs += 1
        self.command_writes.append(f"{request.method} {request.path}")
        return json_response(stored, 201)

    def _find_command_by_id(self, scope: list[JSON], command_id: str) -> JSON:
        for command in scope:
            if command["id"] == command_id:
                return command
        raise ApiError(404, 10063, "Unknown application command")

    async def _get_command(
        self, request: web.Request, app_id: str, command_id: str, guild_id: str | None = None
    ) -> web.Response:
        return json_response(self._find_command_by_id(self._command_scope(app_id, guild_id), command_id))

    async def _patch_command(
        self, request: web.Request, app_id: str, command_id: str, guild_id: str | None = None
    ) -> web.Response:
        command = self._find_command_by_id(self._command_scope(app_id, guild_id), command_id)
        body, _ = await self._read_body(request)
        command.update(body)
        self.command_syncs += 1
        self.command_writes.append(f"{request.method} {request.path}")
        return json_response(command)

    async def _delete_command(
        self, request: web.Request, app_id: str, command_id: str, guild_id: str | None = None
    ) -> web.Response:
        scope = self._command_scope(app_id, guild_id)
        command = self._find_command_by_id(scope, command_id)
        scope.remove(command)
        return no_content()

    # =================================================================================================
    # REST: channels and threads
    # =================================================================================================
    async def _get_channel(self, request: web.Request, channel_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        if channel.is_thread:
            return json_response(self._thread_payload(channel, member_for=self.bot_user.id))
        return json_response(self.channel_payload(channel))

    async def _patch_channel(self, request: web.Request, channel_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        body, _ = await self._read_body(request)
        if channel.is_dm:
            raise ApiError(400, 50024, "Cannot execute action on a DM channel")
        for key in ("name", "topic", "archived", "locked", "invitable", "auto_archive_duration"):
            if key in body and body[key] is not None:
                setattr(channel, key, body[key])
        if channel.is_thread:
            await self._emit("THREAD_UPDATE", self._thread_payload(channel), INTENT_GUILDS)
        else:
            await self._emit("CHANNEL_UPDATE", self.channel_payload(channel), INTENT_GUILDS)
        return json_response(self.channel_payload(channel))

    async def _delete_channel(self, request: web.Request, channel_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        payload = self.channel_payload(channel)
        if channel.is_dm:
            return json_response(payload)
        channel.deleted = True
        if channel.is_thread:
            event = {"id": payload["id"], "guild_id": payload["guild_id"], "parent_id": payload["parent_id"]}
            await self._emit("THREAD_DELETE", {**event, "type": channel.type}, INTENT_GUILDS)
        else:
            await self._emit("CHANNEL_DELETE", payload, INTENT_GUILDS)
        return json_response(payload)

    async def _typing(self, request: web.Request, channel_id: str) -> web.Response:
        self._channel_or_404(channel_id)
        return no_content()

    async def _create_thread(self, request: web.Request, channel_id: str) -> web.Response:
        parent = self._channel_or_404(channel_id)
        body, _ = await self._read_body(request)
        if "message" in body:
            raise ApiError(400, 50024, "Forum/media channels are not modelled by the fake server")
        kind = int(body.get("type") or PRIVATE_THREAD)
        if kind not in (PUBLIC_THREAD, PRIVATE_THREAD):
            raise ApiError(400, 50035, "Invalid Form Body", form_error({"type": f"Invalid thread type {kind}"}))
        thread = self._new_thread(parent, body, kind)
        if kind == PUBLIC_THREAD:
            await self._thread_created_notice(parent, thread)
        await self._announce_thread(thread)
        return json_response(self._thread_payload(thread, member_for=self.bot_user.id), 201)

    async def _create_thread_from_message(self, request: web.Request, channel_id: str, message_id: str) -> web.Response:
        parent = self._channel_or_404(channel_id)
        starter = self._message_or_404(parent, message_id)
        body, _ = await self._read_body(request)
        if starter.thread_id is not None:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        thread = self._new_thread(parent, body, PUBLIC_THREAD, thread_id=starter.id)
        starter.thread_id = thread.id
        starter.flags |= FLAG_HAS_THREAD
        await self._announce_thread(thread)
        return json_response(self._thread_payload(thread, member_for=self.bot_user.id), 201)

    def _new_thread(self, parent: FakeChannel, body: JSON, kind: int, *, thread_id: int | None = None) -> FakeChannel:
        if parent.type != TEXT_CHANNEL:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        name = body.get("name") or ""
        if not 1 <= len(name) <= 100:
            raise ApiError(400, 50035, "Invalid Form Body", form_error({"name": "Must be 1-100 characters."}))
        thread = FakeChannel(
            thread_id or self.ids.next(),
            kind,
            name,
            guild_id=self.guild_id,
            parent_id=parent.id,
            owner_id=self.bot_user.id,
            invitable=bool(body.get("invitable", True)),
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        self._join_thread(thread, self.bot_user.id)
        self.channels[thread.id] = thread
        return thread

    def _join_thread(self, thread: FakeChannel, user_id: int) -> None:
        thread.member_ids.add(user_id)
        thread.member_joined.setdefault(user_id, utcnow())

    async def _thread_created_notice(self, parent: FakeChannel, thread: FakeChannel) -> None:
        """Discord posts a "started a thread" system message in the parent for threads without a starter."""
        notice = FakeMessage(self.ids.next(), parent.id, self.bot_user.id, content=thread.name, type=MSG_THREAD_CREATED)
        notice.message_reference = {"type": 0, "channel_id": str(thread.id), "guild_id": str(self.guild_id)}
        await self._store_and_announce(notice)

    async def _announce_thread(self, thread: FakeChannel) -> None:
        payload = {**self._thread_payload(thread, member_for=self.bot_user.id), "newly_created": True}
        await self._emit("THREAD_CREATE", payload, INTENT_GUILDS)
        self.signal.fire()

    async def _archived_threads(self, request: web.Request, channel_id: str) -> web.Response:
        parent = self._channel_or_404(channel_id)
        threads = [t for t in self.threads(parent.id, archived=True) if t.archived]
        payloads = [self._thread_payload(t) for t in threads]
        return json_response({"threads": payloads, "members": [], "has_more": False})

    async def _active_threads(self, request: web.Request, guild_id: str) -> web.Response:
        self._check_guild(guild_id)
        threads = [c for c in self.channels.values() if c.is_thread and not c.archived and not c.deleted]
        members = [
            self._thread_member_payload(t, self.bot_user.id) for t in threads if self.bot_user.id in t.member_ids
        ]
        return json_response({"threads": [self._thread_payload(t) for t in threads], "members": members})

    def _thread_or_400(self, channel_id: str) -> FakeChannel:
        thread = self._channel_or_404(channel_id)
        if not thread.is_thread:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        return thread

    async def _list_thread_members(self, request: web.Request, channel_id: str) -> web.Response:
        thread = self._thread_or_400(channel_id)
        return json_response([self._thread_member_payload(thread, uid) for uid in sorted(thread.member_ids)])

    async def _get_thread_member(self, request: web.Request, channel_id: str, user_id: str) -> web.Response:
        thread = self._thread_or_400(channel_id)
        user = self._user_or_404(user_id)
        if user.id not in thread.member_ids:
            raise ApiError(404, 10013, "Unknown User")
        return json_response(self._thread_member_payload(thread, user.id))

    async def _put_thread_member(self, request: web.Request, channel_id: str, user_id: str) -> web.Response:
        thread = self._thread_or_400(channel_id)
        user = self._user_or_404(user_id)
        if user.id not in thread.member_ids:
            self._join_thread(thread, user.id)
            await self._emit_thread_members(thread, added=[user.id])
        return no_content()

    async def _delete_thread_member(self, request: web.Request, channel_id: str, user_id: str) -> web.Response:
        thread = self._thread_or_400(channel_id)
        user = self._user_or_404(user_id)
        if user.id in thread.member_ids:
            thread.member_ids.discard(user.id)
            await self._emit_thread_members(thread, removed=[user.id])
        return no_content()

    async def _emit_thread_members(
        self, thread: FakeChannel, *, added: list[int] | None = None, removed: list[int] | None = None
    ) -> None:
        data: JSON = {"id": str(thread.id), "guild_id": str(self.guild_id), "member_count": len(thread.member_ids)}
        if added:
            data["added_members"] = [
                {**self._thread_member_payload(thread, uid), "member": self.member_payload(self.users[uid])}
                for uid in added
            ]
        if removed:
            data["removed_member_ids"] = [str(uid) for uid in removed]
        await self._emit("THREAD_MEMBERS_UPDATE", data, INTENT_GUILDS)
        self.signal.fire()

    # =================================================================================================
    # REST: messages
    # =================================================================================================
    async def _list_messages(self, request: web.Request, channel_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        found = [m for m in self.messages(channel.id, system=True)]
        query = request.query
        if "before" in query:
            found = [m for m in found if m.id < int(query["before"])]
        if "after" in query:
            found = [m for m in found if m.id > int(query["after"])]
        limit = int(query.get("limit", "50"))
        found = found[:limit] if "after" in query else found[-limit:]
        return json_response([self.message_payload(m) for m in reversed(found)])

    async def _post_message(self, request: web.Request, channel_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        body, uploads = await self._read_body(request)
        self._check_can_post(channel)
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce"):
            earlier = self._by_nonce(channel, self.bot_user.id, str(nonce))
            if earlier is not None:  # Discord: the message already made with this nonce, no new one
                self.nonce_hits += 1
                return json_response({**self.message_payload(earlier), "nonce": earlier.nonce})
        message = self._build_message(channel, self.bot_user.id, body, uploads)
        message.nonce = None if nonce is None else str(nonce)
        if body.get("message_reference"):
            message.message_reference = body["message_reference"]
            message.type = 19
        await self._store_and_announce(message)
        payload = self.message_payload(message)
        if message.nonce is not None:
            payload["nonce"] = message.nonce  # echoed on create only (a fetched message has no nonce)
        return json_response(payload)

    def _by_nonce(self, channel: FakeChannel, author_id: int, nonce: str) -> FakeMessage | None:
        """A message of this author in this channel with this nonce, created within the nonce window."""
        since = utcnow().timestamp() - self.nonce_window
        for message_id in reversed(channel.message_ids):
            message = self.messages_by_id[message_id]
            if message.created_at.timestamp() < since:
                break
            if message.nonce == nonce and message.author_id == author_id and not message.deleted:
                return message
        return None

    def _check_can_post(self, channel: FakeChannel) -> None:
        if channel.is_dm:
            assert channel.recipient_id is not None
            if not self.users[channel.recipient_id].dms_open:
                raise ApiError(403, 50007, "Cannot send messages to this user")
        if channel.is_thread and channel.archived:
            if channel.locked:
                raise ApiError(403, 50083, "Thread is archived")
            channel.archived = False

    async def _get_message(self, request: web.Request, channel_id: str, message_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        return json_response(self.message_payload(self._message_or_404(channel, message_id)))

    async def _patch_message(self, request: web.Request, channel_id: str, message_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        message = self._message_or_404(channel, message_id)
        if message.author_id != self.bot_user.id:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        body, uploads = await self._read_body(request)
        self._apply_edit(message, body, uploads)
        self.edit_log.append((message.id, "channel"))
        for record in self.interactions.values():
            if record.original_id == message.id and record.callback_type == CB_DEFERRED_UPDATE:
                record.original_edits += 1
        await self._announce_edit(message)
        return json_response(self.message_payload(message))

    async def _delete_message(self, request: web.Request, channel_id: str, message_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        message = self._message_or_404(channel, message_id)
        await self._remove_message(message)
        return no_content()

    async def _bulk_delete(self, request: web.Request, channel_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        body, _ = await self._read_body(request)
        for message_id in body.get("messages", []):
            await self._remove_message(self._message_or_404(channel, str(message_id)))
        return no_content()

    async def _list_pins(self, request: web.Request, channel_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        items = []
        for message_id in reversed(channel.pinned_ids):
            message = self.messages_by_id[message_id]
            items.append({"pinned_at": iso(message.created_at), "message": self.message_payload(message)})
        return json_response({"items": items, "has_more": False})

    async def _pin(self, request: web.Request, channel_id: str, message_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        message = self._message_or_404(channel, message_id)
        if not message.pinned:
            message.pinned = True
            channel.pinned_ids.append(message.id)
        return no_content()

    async def _unpin(self, request: web.Request, channel_id: str, message_id: str) -> web.Response:
        channel = self._channel_or_404(channel_id)
        message = self._message_or_404(channel, message_id)
        if message.pinned:
            message.pinned = False
            channel.pinned_ids.remove(message.id)
        return no_content()

    async def _add_reaction(self, request: web.Request, channel_id: str, message_id: str, emoji: str) -> web.Response:
        message = self._message_or_404(self._channel_or_404(channel_id), message_id)
        message.reactions.setdefault(emoji, set()).add(self.bot_user.id)
        return no_content()

    async def _remove_reaction(
        self, request: web.Request, channel_id: str, message_id: str, emoji: str
    ) -> web.Response:
        message = self._message_or_404(self._channel_or_404(channel_id), message_id)
        message.reactions.get(emoji, set()).discard(self.bot_user.id)
        return no_content()

    async def _clear_reactions(self, request: web.Request, channel_id: str, message_id: str) -> web.Response:
        message = self._message_or_404(self._channel_or_404(channel_id), message_id)
        message.reactions.clear()
        return no_content()

    # -- message building ---------------------------------------------------------------------------------
    def _build_message(
        self,
        channel: FakeChannel,
        author_id: int,
        body: JSON,
        uploads: list[Upload],
        *,
        type_: int = MSG_DEFAULT,
        allowed_flags: int = SUPPRESS_EMBEDS | FLAG_COMPONENTS_V2,
    ) -> FakeMessage:
        attachments = self._attachments_for(channel.id, body.get("attachments"), uploads, [])
        errors = check_message(body, attachment_count=len(attachments))
        self._raise_for(errors)
        message = FakeMessage(self.ids.next(), channel.id, author_id, type=type_)
        message.content = body.get("content") or ""
        message.flags = int(body.get("flags") or 0) & allowed_flags
        message.attachments = attachments
        message.embeds = self._resolve_embed_urls(body.get("embeds") or [], attachments)
        message.raw_components = self._number_components(body.get("components") or [])
        return message

    def _raise_for(self, errors: dict[str, str]) -> None:
        if "_empty" in errors:
            raise ApiError(400, 50006, "Cannot send an empty message")
        if errors:
            raise ApiError(400, 50035, "Invalid Form Body", form_error(errors))

    def _apply_edit(self, message: FakeMessage, body: JSON, uploads: list[Upload]) -> None:
        attachments = self._attachments_for(message.channel_id, body.get("attachments"), uploads, message.attachments)
        merged = {
            "content": body.get("content", message.content),
            "embeds": body.get("embeds", message.embeds),
            "components": body.get("components", message.raw_components),
            "flags": (int(body.get("flags") or 0) if "flags" in body else 0) | message.flags,
        }
        self._raise_for(check_message(merged, attachment_count=len(attachments)))
        was_loading = message.loading
        message.history.append(message.content)
        message.content = merged["content"] or ""
        message.embeds = self._resolve_embed_urls(merged["embeds"] or [], attachments)
        message.raw_components = self._number_components(merged["components"] or [])
        message.attachments = attachments
        if "flags" in body:
            keep = message.flags & (FLAG_EPHEMERAL | FLAG_HAS_THREAD | FLAG_LOADING)
            message.flags = keep | (int(body.get("flags") or 0) & (SUPPRESS_EMBEDS | FLAG_COMPONENTS_V2))
        message.flags &= ~FLAG_LOADING
        if not was_loading:
            message.edited_at = utcnow()

    def _attachments_for(
        self, channel_id: int, spec: list[JSON] | None, uploads: list[Upload], existing: list[FakeAttachment]
    ) -> list[FakeAttachment]:
        """Discord semantics: without ``attachments`` keep old + add new; with it, the list is the final set."""
        if spec is None:
            return list(existing) + [self._new_attachment(channel_id, u) for u in uploads]
        by_id = {a.id: a for a in existing}
        result = []
        for entry in spec:
            ref = int(entry["id"])
            if ref in by_id:
                result.append(by_id[ref])
            elif 0 <= ref < len(uploads):
                result.append(self._new_attachment(channel_id, uploads[ref], entry))
            else:
                raise ApiError(400, 50035, "Invalid Form Body", form_error({"attachments": f"Unknown id {ref}"}))
        return result

    def _new_attachment(self, channel_id: int, upload: Upload, spec: JSON | None = None) -> FakeAttachment:
        spec = spec or {}
        if len(upload.data) > ATTACHMENT_SIZE_LIMIT:
            raise ApiError(413, 40005, "Request entity too large")
        filename = spec.get("filename") or upload.filename
        attachment_id = self.ids.next()
        content_type = mimetypes.guess_type(filename)[0] or upload.content_type
        url = f"{self.base_url}/attachments/{channel_id}/{attachment_id}/{quote(filename)}"
        attachment = FakeAttachment(attachment_id, filename, upload.data, url, content_type, spec.get("description"))
        if content_type and content_type.startswith("image/"):
            with contextlib.suppress(Exception):
                attachment.width, attachment.height = attachment.image().size
        self.attachments[attachment_id] = attachment
        return attachment

    def _resolve_embed_urls(self, embeds: list[JSON], attachments: list[FakeAttachment]) -> list[JSON]:
        by_name = {f"attachment://{a.filename}": a for a in attachments}

        def fix(node: Any) -> Any:
            if isinstance(node, dict):
                fixed = {k: fix(v) for k, v in node.items()}
                url = node.get("url")
                if isinstance(url, str) and url in by_name:
                    fixed["url"] = fixed["proxy_url"] = by_name[url].url
                return fixed
            if isinstance(node, list):
                return [fix(v) for v in node]
            return node

        return [{"type": "rich", **fix(e)} for e in embeds]

    def _number_components(self, components: list[JSON]) -> list[JSON]:
        """Discord assigns a numeric ``id`` to every component that has none."""
        counter = iter(range(1, 10_000))

        def number(node: JSON) -> JSON:
            result = {**node, "id": node.get("id") or next(counter)}
            if "components" in node:
                result["components"] = [number(c) for c in node["components"]]
            for key in ("accessory", "component"):
                if isinstance(node.get(key), dict):
                    result[key] = number(node[key])
            return result

        return [number(c) for c in components]

    async def _store_and_announce(self, message: FakeMessage) -> None:
        channel = self.channels[message.channel_id]
        self.messages_by_id[message.id] = message
        channel.message_ids.append(message.id)
        channel.total_message_sent += 1
        if not message.ephemeral:
            await self._emit_message("MESSAGE_CREATE", message)
        self.signal.fire()

    async def _announce_edit(self, message: FakeMessage) -> None:
        if not message.ephemeral:
            await self._emit_message("MESSAGE_UPDATE", message)
        self.signal.fire()

    async def _remove_message(self, message: FakeMessage) -> None:
        message.deleted = True
        channel = self.channels[message.channel_id]
        if not message.ephemeral:
            data: JSON = {"id": str(message.id), "channel_id": str(channel.id)}
            if channel.guild_id:
                data["guild_id"] = str(self.guild_id)
            await self._emit("MESSAGE_DELETE", data, self._message_intent(channel))
        self.signal.fire()

    def _message_intent(self, channel: FakeChannel) -> int:
        return INTENT_DM_MESSAGES if channel.is_dm else INTENT_GUILD_MESSAGES

    async def _emit_message(self, event: str, message: FakeMessage) -> None:
        channel = self.channels[message.channel_id]
        data = self.message_payload(message)
        if channel.guild_id:
            data["guild_id"] = str(self.guild_id)
            data["member"] = self.member_payload(self.users[message.author_id], with_user=False)
        session = self._current
        if session is not None and self._content_hidden(session, message, channel):
            data.update(content="", embeds=[], attachments=[], components=[])
        await self._emit(event, data, self._message_intent(channel))

    def _content_hidden(self, session: _Session, message: FakeMessage, channel: FakeChannel) -> bool:
        """Without the MESSAGE_CONTENT intent bots only see their own, DM and mentioning messages."""
        if session.intents & INTENT_MESSAGE_CONTENT or channel.is_dm:
            return False
        return message.author_id != self.bot_user.id and self.bot_user.mention not in message.content

    # =================================================================================================
    # REST: interactions and webhooks
    # =================================================================================================
    def _interaction_for(self, token: str, interaction_id: str | None = None) -> InteractionRecord:
        record = self.interactions.get(token)
        if record is None or (interaction_id is not None and str(record.id) != interaction_id):
            raise ApiError(404, 10062, "Unknown interaction")
        return record

    async def _interaction_callback(self, request: web.Request, interaction_id: str, token: str) -> web.Response:
        arrived = time.monotonic()
        record = self._interaction_for(token, interaction_id)
        body, uploads = await self._read_body(request)
        if record.callback_type is not None:
            raise ApiError(400, 40060, "Interaction has already been acknowledged.")
        if arrived - record.dispatched_at > self.interaction_timeout:
            record.rejected = f"callback after {self.interaction_timeout}s: Unknown interaction"
            raise ApiError(404, 10062, "Unknown interaction")
        kind = int(body.get("type", 0))
        data = body.get("data") or {}
        self._check_callback_allowed(record, kind)
        try:
            message = await self._apply_callback(record, kind, data, uploads)
        except ApiError as exc:
            record.rejected = json.dumps(exc.body)
            self.signal.fire()
            raise
        record.callback_type = kind
        record.callback_data = data
        record.responded_at = arrived
        self.signal.fire()
        if "with_response" not in request.query:
            return no_content()
        return json_response(self._callback_response(record, kind, message))

    def _check_callback_allowed(self, record: InteractionRecord, kind: int) -> None:
        allowed = {
            APPLICATION_COMMAND: {CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_MODAL},
            MESSAGE_COMPONENT: {CB_MESSAGE, CB_DEFERRED_MESSAGE, CB_DEFERRED_UPDATE, CB_UPDATE_MESSAGE, CB_MODAL},
            AUTOCOMPLETE: {CB_AUTOCOMPLETE},
            MODAL_SUBMIT: {CB_MESSAGE, CB_DEFERRED_MESSAGE},
        }[record.kind]
        if record.kind == MODAL_SUBMIT and record.message_id is not None:
            allowed = allowed | {CB_DEFERRED_UPDATE, CB_UPDATE_MESSAGE}
        if kind not in allowed:
            record.rejected = f"callback type {kind} is not valid for interaction type {record.kind}"
            self.signal.fire()
            raise ApiError(400, 50035, "Invalid Form Body", form_error({"type": record.rejected}))

    async def _apply_callback(
        self, record: InteractionRecord, kind: int, data: JSON, uploads: list[Upload]
    ) -> FakeMessage | None:
        channel = self.channels[record.channel_id]
        if kind == CB_MESSAGE:
            message = self._interaction_message(record, channel, data, uploads)
            await self._store_and_announce(message)
            record.original_id = message.id
            return message
        if kind == CB_DEFERRED_MESSAGE:
            flags = FLAG_LOADING | (int(data.get("flags") or 0) & FLAG_EPHEMERAL)
            message = self._loading_message(record, channel, flags)
            await self._store_and_announce(message)
            record.original_id = message.id
            return message
        if kind in (CB_DEFERRED_UPDATE, CB_UPDATE_MESSAGE):
            assert record.message_id is not None
            target = self.messages_by_id[record.message_id]
            record.original_id = target.id
            if kind == CB_UPDATE_MESSAGE:
                self._apply_edit(target, data, uploads)
                self.edit_log.append((target.id, "callback"))
                await self._announce_edit(target)
            return target if kind == CB_UPDATE_MESSAGE else None
        if kind == CB_AUTOCOMPLETE:
            choices = data.get("choices") or []
            if len(choices) > 25:
                raise ApiError(400, 50035, "Invalid Form Body", form_error({"choices": "Must be 25 or fewer."}))
            record.choices = choices
            return None
        self._raise_for(check_modal(data))
        record.modal = data
        return None

    def _interaction_message(
        self, record: InteractionRecord, channel: FakeChannel, data: JSON, uploads: list[Upload]
    ) -> FakeMessage:
        type_ = MSG_CHAT_INPUT_COMMAND if record.kind == APPLICATION_COMMAND else MSG_DEFAULT
        allowed = SUPPRESS_EMBEDS | FLAG_COMPONENTS_V2 | FLAG_EPHEMERAL
        message = self._build_message(channel, self.bot_user.id, data, uploads, type_=type_, allowed_flags=allowed)
        self._tag_interaction(message, record)
        return message

    def _loading_message(self, record: InteractionRecord, channel: FakeChannel, flags: int) -> FakeMessage:
        type_ = MSG_CHAT_INPUT_COMMAND if record.kind == APPLICATION_COMMAND else MSG_DEFAULT
        message = FakeMessage(self.ids.next(), channel.id, self.bot_user.id, flags=flags, type=type_)
        self._tag_interaction(message, record)
        return message

    def _tag_interaction(self, message: FakeMessage, record: InteractionRecord) -> None:
        message.webhook_id = self.application_id
        message.interaction_id = record.id
        message.interaction_user_id = record.user_id
        message.interaction_type = record.kind
        message.interaction_name = record.name

    def _callback_response(self, record: InteractionRecord, kind: int, message: FakeMessage | None) -> JSON:
        interaction: JSON = {"id": str(record.id), "type": record.kind}
        if message is not None:
            interaction.update(
                response_message_id=str(message.id),
                response_message_loading=message.loading,
                response_message_ephemeral=message.ephemeral,
            )
        response: JSON = {"interaction": interaction}
        if message is not None:
            response["resource"] = {"type": kind, "message": self.message_payload(message)}
        elif kind in (CB_DEFERRED_UPDATE, CB_AUTOCOMPLETE, CB_MODAL):
            response["resource"] = {"type": kind}
        return response

    def _webhook_record(self, app_id: str, token: str) -> InteractionRecord:
        if app_id != str(self.application_id):
            raise ApiError(404, 10015, "Unknown Webhook")
        record = self.interactions.get(token)
        if record is None or record.callback_type is None:
            raise ApiError(404, 10015, "Unknown Webhook")
        if time.monotonic() - record.dispatched_at > self.token_lifetime:
            raise ApiError(404, 10015, "Unknown Webhook")  # the token expired
        return record

    def age_interactions(self, seconds: float) -> None:
        """Let `seconds` pass for every interaction token dispatched so far (e.g. past their 15 minutes)."""
        for record in self.interactions.values():
            record.dispatched_at -= seconds

    def _webhook_message(self, record: InteractionRecord, message_id: str) -> FakeMessage:
        if message_id == "@original":
            target_id = record.original_id
        else:
            target_id = int(message_id) if message_id.isdigit() else None
            if target_id != record.original_id and target_id not in record.followup_ids:
                target_id = None
        message = self.messages_by_id.get(target_id) if target_id is not None else None
        if message is None or message.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        return message

    async def _webhook_execute(self, request: web.Request, app_id: str, token: str) -> web.Response:
        record = self._webhook_record(app_id, token)
        body, uploads = await self._read_body(request)
        original = record.original
        if record.callback_type == CB_DEFERRED_MESSAGE and original is not None and original.loading:
            # Discord quirk: the first followup after a deferred ("thinking") response replaces the loading
            # message and keeps the defer's ephemerality, whatever flags the followup asked for.
            body = {k: v for k, v in body.items() if k != "flags"}
            self._apply_edit(original, body, uploads)
            message = original
            await self._announce_edit(message)
        else:
            channel = self.channels[record.channel_id]
            message = self._interaction_message(record, channel, body, uploads)
            await self._store_and_announce(message)
        record.followup_ids.append(message.id)
        self.signal.fire()
        if request.query.get("wait") in ("0", "false"):
            return no_content()
        return json_response(self.message_payload(message))

    async def _webhook_get(self, request: web.Request, app_id: str, token: str, message_id: str) -> web.Response:
        record = self._webhook_record(app_id, token)
        return json_response(self.message_payload(self._webhook_message(record, message_id)))

    async def _webhook_edit(self, request: web.Request, app_id: str, token: str, message_id: str) -> web.Response:
        record = self._webhook_record(app_id, token)
        message = self._webhook_message(record, message_id)
        body, uploads = await self._read_body(request)
        self._apply_edit(message, body, uploads)
        self.edit_log.append((message.id, "click" if record.message_id == message.id else "webhook"))
        if message.id == record.original_id:
            record.original_edits += 1
        await self._announce_edit(message)
        return json_response(self.message_payload(message))

    async def _webhook_delete(self, request: web.Request, app_id: str, token: str, message_id: str) -> web.Response:
        record = self._webhook_record(app_id, token)
        await self._remove_message(self._webhook_message(record, message_id))
        return no_content()

    # =================================================================================================
    # gateway
    # =================================================================================================
    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        if self.gateway_down:
            raise web.HTTPServiceUnavailable()
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        connection = _Connection(ws)
        self._connections.add(connection)
        hello = {"heartbeat_interval": self.heartbeat_interval_ms, "_trace": ["fake-gateway"]}
        try:
            await connection.send({"op": OP_HELLO, "d": hello, "s": None, "t": None})
            async for frame in ws:
                if frame.type == aiohttp.WSMsgType.TEXT:
                    await self._on_gateway_op(connection, json.loads(frame.data))
        finally:
            self._connections.discard(connection)
            if connection.session is not None and connection.session.connection is connection:
                connection.session.connection = None
            self.signal.fire()
        return ws

    async def _on_gateway_op(self, connection: _Connection, payload: JSON) -> None:
        op, data = payload.get("op"), payload.get("d")
        if op == OP_HEARTBEAT:
            await connection.send({"op": OP_HEARTBEAT_ACK, "d": None, "s": None, "t": None})
        elif op == OP_IDENTIFY:
            await self._identify(connection, data)
        elif op == OP_RESUME:
            await self._resume(connection, data)
        elif op == OP_REQUEST_MEMBERS:
            await self._member_chunk(connection, data)
        elif op not in (3, 4):
            log.warning("FAKE DISCORD: unhandled gateway op %s: %s", op, payload)

    async def _identify(self, connection: _Connection, data: JSON) -> None:
        self.identify_payloads.append(data)
        session = _Session(secrets.token_hex(16), int(data.get("intents") or 0), data.get("shard"))
        self._attach(connection, session)
        ready: JSON = {
            "v": 10,
            "user": self.me_payload(),
            "guilds": [{"id": str(self.guild_id), "unavailable": True}],
            "session_id": session.id,
            "session_type": "normal",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "guild_join_requests": [],
            "geo_ordered_rtc_regions": [],
            "user_settings": {},
            "_trace": ["fake-gateway"],
        }
        if session.shard is not None:
            ready["shard"] = session.shard
        await session.dispatch("READY", ready)
        await session.dispatch("GUILD_CREATE", self.guild_payload(full=True))
        self.signal.fire()

    async def _resume(self, connection: _Connection, data: JSON) -> None:
        session = self._sessions.get(data.get("session_id", ""))
        if session is None:
            await connection.send({"op": OP_INVALID_SESSION, "d": False, "s": None, "t": None})
            return
        self._attach(connection, session)
        await session.dispatch("RESUMED", {"_trace": ["fake-gateway"]})
        self.signal.fire()

    def _attach(self, connection: _Connection, session: _Session) -> None:
        old = session.connection
        session.connection = connection
        connection.session = session
        self._sessions[session.id] = session
        self._current = session
        if old is not None and old is not connection:
            old.session = None

    async def _member_chunk(self, connection: _Connection, data: JSON) -> None:
        if connection.session is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = (data.get("query") or "").lower()
        users = [u for u in self.users.values() if (not wanted or u.id in wanted) and u.username.startswith(query)]
        limit = int(data.get("limit") or 0)
        chunk: JSON = {
            "guild_id": str(self.guild_id),
            "members": [self.member_payload(u) for u in (users[:limit] if limit else users)],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [str(u) for u in wanted - {u.id for u in users}],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await connection.session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    async def _emit(self, event: str, data: JSON, intent: int | None = None) -> None:
        """Dispatch to the currently connected session (if its intents ask for the event)."""
        session = self._current
        if session is None or session.connection is None:
            return
        if intent is not None and not session.intents & intent:
            return
        await session.dispatch(event, data)

    @property
    def connected(self) -> bool:
        return self._current is not None and self._current.connection is not None

    @property
    def intents(self) -> int:
        return self._current.intents if self._current is not None else 0

    async def drop_connection(self, code: int = 4000) -> None:
        """Close the bot's websocket like a network blip; discord.py reconnects and RESUMEs."""
        if self._current is not None and self._current.connection is not None:
            await self._current.connection.ws.close(code=code)

    # =================================================================================================
    # driver: acting as users
    # =================================================================================================
    async def slash(
        self, user: UserRef, command: str, /, *, channel: int | None = None, options: JSON | None = None, **kw: Any
    ) -> InteractionRecord:
        """Run ``/command`` (e.g. ``"envyra new"``) as ``user``; options by keyword or via ``options=``."""
        member = self.user(user)
        place = self._place(member, channel)
        root, tokens = self._find_command(command, place)
        self._check_command_access(root, member, place, command)
        data = build_command_data(root, tokens, {**(options or {}), **kw}, self)
        record = self._new_interaction(APPLICATION_COMMAND, member, place, data, name=command)
        await self._dispatch_interaction(record)
        return record

    async def autocomplete(
        self,
        user: UserRef,
        command: str,
        /,
        *,
        focused: str,
        value: str = "",
        channel: int | None = None,
        options: JSON | None = None,
        timeout: float = 5.0,
        **kw: Any,
    ) -> list[JSON]:
        """Type ``value`` into option ``focused``; returns the bot's choices (``[{"name", "value"}]``)."""
        member = self.user(user)
        place = self._place(member, channel)
        root, tokens = self._find_command(command, place)
        given = {**(options or {}), **kw}
        data = build_command_data(root, tokens, given, self, focused=focused, focused_value=value)
        record = self._new_interaction(AUTOCOMPLETE, member, place, data, name=f"{command} [{focused}]")
        await self._dispatch_interaction(record)
        await record.wait_response(timeout)
        if record.callback_type != CB_AUTOCOMPLETE or record.choices is None:
            raise AssertionError(f"autocomplete answered with callback type {record.callback_type}")
        return record.choices

    async def click(
        self, user: UserRef, message: MessageRef, custom_id: str | None = None, *, label: str | None = None
    ) -> InteractionRecord:
        """Press a button (by custom_id or label) on a message in a channel, thread or DM."""
        member, target = self.user(user), self.message(message)
        component = target.component(custom_id, label=label)
        if component.type != 2 or component.style == 5:
            raise CommandError(f"{component.custom_id or component.label!r} is not a clickable button")
        self._check_interactable(member, target, component.disabled, component.custom_id)
        data: JSON = {"custom_id": component.custom_id, "component_type": 2}
        return await self._component_interaction(member, target, data)

    async def select(self, user: UserRef, message: MessageRef, custom_id: str, values: list[Any]) -> InteractionRecord:
        """Choose ``values`` in a select menu (string values, or users/roles/channels for those selects)."""
        member, target = self.user(user), self.message(message)
        component = target.component(custom_id)
        if component.type not in (3, 5, 6, 7, 8):
            raise CommandError(f"{custom_id!r} is not a select menu")
        self._check_interactable(member, target, component.disabled, custom_id)
        low = 1 if component.min_values is None else component.min_values
        high = 1 if component.max_values is None else component.max_values
        if not low <= len(values) <= high:
            raise CommandError(f"select {custom_id!r} takes {low}..{high} values, got {len(values)}")
        data: JSON = {"custom_id": custom_id, "component_type": component.type}
        data.update(self._select_values(component.type, component.option_values, values, custom_id))
        return await self._component_interaction(member, target, data)

    async def submit_modal(
        self, user: UserRef, opened_by: InteractionRecord, values: dict[str, Any]
    ) -> InteractionRecord:
        """Fill in and submit the modal the bot opened in answer to ``opened_by``."""
        member = self.user(user)
        modal = opened_by.modal
        if modal is None:
            raise CommandError(f"interaction {opened_by.name!r} did not open a modal")
        components = [self._modal_component(c, values) for c in modal.get("components", [])]
        unknown = set(values) - {c.get("custom_id") for c in _modal_inputs(modal)}
        if unknown:
            raise CommandError(f"modal {modal.get('custom_id')!r} has no inputs {sorted(unknown)}")
        data = {"custom_id": modal["custom_id"], "components": [c for c in components if c is not None]}
        place = self.channels[opened_by.channel_id]
        message = self.messages_by_id.get(opened_by.message_id) if opened_by.message_id else None
        record = self._new_interaction(MODAL_SUBMIT, member, place, data, name=modal["custom_id"], message=message)
        await self._dispatch_interaction(record)
        return record

    async def send_message(self, user: UserRef, channel: int, content: str) -> FakeMessage:
        """Post a plain message as a user (dispatched as MESSAGE_CREATE)."""
        member, place = self.user(user), self.channel(channel)
        message = FakeMessage(self.ids.next(), place.id, member.id, content=content)
        await self._store_and_announce(message)
        return message

    async def join_thread(self, user: UserRef, thread_id: int) -> None:
        thread, member = self.channel(thread_id), self.user(user)
        if member.id not in thread.member_ids:
            self._join_thread(thread, member.id)
            await self._emit_thread_members(thread, added=[member.id])

    # -- driver helpers --------------------------------------------------------------------------------
    def _place(self, user: FakeUser, channel: int | None) -> FakeChannel:
        place = self.channel(self.text_channel if channel is None else channel)
        if place.is_dm and place.recipient_id != user.id:
            raise CommandError(f"{user.name} cannot act in another user's DM channel {place.id}")
        is_outsider = place.type == PRIVATE_THREAD and user.id not in place.member_ids
        if is_outsider and not self.permissions(user) & MANAGE_THREADS:
            raise PermissionError(f"{user.name} is not a member of private thread {place.name!r}")
        return place

    def _find_command(self, path: str, place: FakeChannel) -> tuple[JSON, list[str]]:
        name, *tokens = path.strip().lstrip("/").split()
        scopes = self.global_commands if place.is_dm else self.guild_commands + self.global_commands
        for command in scopes:
            if command["name"] == name and command.get("type", 1) == 1:
                return command, tokens
        raise CommandError(f"/{name} is not a synced command; known: {command_paths(scopes)}")

    def _check_command_access(self, command: JSON, user: FakeUser, place: FakeChannel, path: str) -> None:
        contexts = command.get("contexts")
        context = 1 if place.is_dm else 0
        if contexts is not None and context not in contexts:
            raise CommandError(f"/{path} is not available in {'DMs' if place.is_dm else 'guilds'}")
        if contexts is None and place.is_dm and command.get("dm_permission") is False:
            raise CommandError(f"/{path} is not available in DMs")
        required = command.get("default_member_permissions")
        if required is not None and not place.is_dm:
            have = self.permissions(user)
            if not (have & ADMINISTRATOR or (int(required) and have & int(required) == int(required))):
                raise PermissionError(f"{user.name} lacks permissions {required} for /{path}")

    def _check_interactable(self, user: FakeUser, message: FakeMessage, disabled: bool, custom_id: str | None) -> None:
        if message.deleted:
            raise CommandError(f"message {message.id} was deleted")
        if disabled:
            raise CommandError(f"component {custom_id!r} is disabled")
        if message.ephemeral and message.interaction_user_id != user.id:
            raise CommandError(f"{user.name} cannot see ephemeral message {message.id}")
        self._place(user, message.channel_id)

    def _select_values(self, kind: int, options: list[str], values: list[Any], custom_id: str) -> JSON:
        if kind == 3:
            bad = [v for v in values if str(v) not in options]
            if bad:
                raise CommandError(f"select {custom_id!r} has no options {bad}; options are {options}")
            return {"values": [str(v) for v in values]}
        resolved: JSON = {}
        ids = []
        for value in values:
            if kind in (5, 7) and self._is_user(value):
                user_id, user, member = self.resolved_user(value)
                resolved.setdefault("users", {})[str(user_id)] = user
                if member is not None:
                    resolved.setdefault("members", {})[str(user_id)] = member
                ids.append(str(user_id))
            elif kind in (6, 7):
                role_id, role = self.resolved_role(value)
                resolved.setdefault("roles", {})[str(role_id)] = role
                ids.append(str(role_id))
            else:
                channel_id, channel = self.resolved_channel(value)
                resolved.setdefault("channels", {})[str(channel_id)] = channel
                ids.append(str(channel_id))
        return {"values": ids, "resolved": resolved}

    def _is_user(self, value: Any) -> bool:
        return isinstance(value, FakeUser) or (isinstance(value, int) and value in self.users)

    def _modal_component(self, component: JSON, values: dict[str, Any]) -> JSON | None:
        kind = component.get("type")
        if kind == 1:
            inner = [self._modal_input(c, values) for c in component.get("components", [])]
            return {"type": 1, "components": [c for c in inner if c is not None]}
        if kind == 18:
            inner_input = self._modal_input(component["component"], values)
            return None if inner_input is None else {"type": 18, "component": inner_input}
        return None

    def _modal_input(self, component: JSON, values: dict[str, Any]) -> JSON | None:
        custom_id = component.get("custom_id")
        if custom_id is None:
            return None
        if component.get("type") == 4:
            value = values.get(custom_id, component.get("value") or "")
            if component.get("required", True) and not value:
                raise CommandError(f"modal input {custom_id!r} is required")
            return {"type": 4, "custom_id": custom_id, "value": value}
        chosen = values.get(custom_id, [])
        return {"type": component["type"], "custom_id": custom_id, "values": [str(v) for v in chosen]}

    async def _component_interaction(self, user: FakeUser, message: FakeMessage, data: JSON) -> InteractionRecord:
        place = self.channels[message.channel_id]
        record = self._new_interaction(MESSAGE_COMPONENT, user, place, data, name=data["custom_id"], message=message)
        await self._dispatch_interaction(record)
        return record

    def _new_interaction(
        self,
        kind: int,
        user: FakeUser,
        place: FakeChannel,
        data: JSON,
        *,
        name: str,
        message: FakeMessage | None = None,
    ) -> InteractionRecord:
        interaction_id = self.ids.next()
        token = f"fake-{kind}-{secrets.token_urlsafe(32)}"
        payload = self._interaction_payload(interaction_id, token, kind, user, place, data)
        if message is not None:
            payload["message"] = self.message_payload(message)
        record = InteractionRecord(
            interaction_id,
            token,
            kind,
            user.id,
            place.id,
            name,
            payload,
            message_id=message.id if message is not None else None,
        )
        record._lookup = self.messages_by_id.get
        record._signal = self.signal
        record._diagnostics = self.diagnostics
        self.interactions[token] = record
        return record

    def _interaction_payload(
        self, interaction_id: int, token: str, kind: int, user: FakeUser, place: FakeChannel, data: JSON
    ) -> JSON:
        payload: JSON = {
            "id": str(interaction_id),
            "application_id": str(self.application_id),
            "type": kind,
            "data": data,
            "channel_id": str(place.id),
            "channel": self.channel_payload(place, for_user=user),
            "token": token,
            "version": 1,
            "locale": user.locale,
            "entitlements": [],
            "entitlement_sku_ids": [],
            "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
            "app_permissions": str(self.permissions(self.bot_user) if not place.is_dm else BOT_PERMISSIONS),
            "authorizing_integration_owners": self._integration_owners(place),
            "context": 1 if place.is_dm else 0,
        }
        if place.is_dm:
            payload["user"] = self.user_payload(user)
        else:
            payload.update(
                guild_id=str(self.guild_id),
                guild={"id": str(self.guild_id), "locale": self.preferred_locale, "features": []},
                guild_locale=self.preferred_locale,
                member=self.member_payload(user, permissions=True),
            )
        return payload

    async def _dispatch_interaction(self, record: InteractionRecord) -> None:
        if not self.connected:
            raise RuntimeError("no bot is connected to the fake gateway (use running_bot)")
        record.dispatched_at = time.monotonic()
        await self._emit("INTERACTION_CREATE", record.payload)

    # -- option resolution (fake_commands.Resolver) -------------------------------------------------------
    def resolved_user(self, value: Any) -> tuple[int, JSON, JSON | None]:
        user = self.user(value)
        member = self.member_payload(user, with_user=False, permissions=True)
        return user.id, self.user_payload(user), member

    def resolved_channel(self, value: Any) -> tuple[int, JSON]:
        channel = self.channel(value.id if isinstance(value, FakeChannel) else value)
        data = self.channel_payload(channel, for_user=self.bot_user)
        return channel.id, data

    def resolved_role(self, value: Any) -> tuple[int, JSON]:
        for role in self.role_payloads():
            if role["id"] == str(value) or role["name"] == value:
                return int(role["id"]), role
        raise KeyError(f"unknown role {value!r}")

    def resolved_attachment(self, value: Any) -> tuple[int, JSON]:
        filename, data = value if isinstance(value, tuple) else (value.filename, value.data)
        attachment = self._new_attachment(self.text_channel, Upload(filename, data))
        payload = {**self.attachment_payload(attachment), "ephemeral": True}
        return attachment.id, payload

    # =================================================================================================
    # driver: queries and waiting
    # =================================================================================================
    def messages(self, channel_id: int, *, ephemeral: bool = False, system: bool = False) -> list[FakeMessage]:
        """Messages in a channel/thread/DM, oldest first (ephemeral and system messages only on request)."""
        channel = self.channel(channel_id)
        found = [self.messages_by_id[i] for i in channel.message_ids]
        return [
            m
            for m in found
            if not m.deleted and (ephemeral or not m.ephemeral) and (system or not m.is_system) and not m.loading
        ]

    def dm_messages(self, user: UserRef, *, ephemeral: bool = False) -> list[FakeMessage]:
        member = self.user(user)
        if member.dm_channel_id is None:
            return []
        return self.messages(member.dm_channel_id, ephemeral=ephemeral)

    def thinking(self) -> list[InteractionRecord]:
        """Interactions left "thinking…": deferred with a loading reply that was never answered."""
        found = []
        for record in self.interactions.values():
            original = record.original
            if record.callback_type == CB_DEFERRED_MESSAGE and original is not None and original.loading:
                found.append(record)
        return found

    def last_message(self, channel_id: int) -> FakeMessage:
        found = self.messages(channel_id)
        if not found:
            raise AssertionError(f"channel {channel_id} has no messages")
        return found[-1]

    def threads(self, parent_channel_id: int, *, archived: bool = True) -> list[FakeChannel]:
        return [
            c
            for c in self.channels.values()
            if c.is_thread and c.parent_id == parent_channel_id and not c.deleted and (archived or not c.archived)
        ]

    def all_text(self, channel_id: int, *, ephemeral: bool = False) -> str:
        return "\n".join(m.text for m in self.messages(channel_id, ephemeral=ephemeral))

    def command_names(self) -> list[str]:
        """All invocable slash paths of the synced commands, e.g. ``["envyra join", "envyra new"]``."""
        return command_paths(self.guild_commands + self.global_commands)

    def command(self, name: str) -> JSON:
        for command in self.guild_commands + self.global_commands:
            if command["name"] == name:
                return command
        raise KeyError(f"/{name} was not synced; synced: {self.command_names()}")

    async def wait_for_message(
        self,
        predicate: Callable[[FakeMessage], bool] = lambda _m: True,
        timeout: float = 5.0,
        *,
        channel_id: int | None = None,
        after: int = 0,
    ) -> FakeMessage:
        """First (existing or future) non-deleted message with id > ``after`` matching ``predicate``."""

        def find() -> FakeMessage | None:
            for message in list(self.messages_by_id.values()):
                if message.deleted or message.loading or message.id <= after:
                    continue
                if channel_id is not None and message.channel_id != channel_id:
                    continue
                if predicate(message):
                    return message
            return None

        try:
            return await self.signal.wait_until(find, timeout)
        except TimeoutError:
            raise AssertionError(f"no matching message within {timeout}s\n{self.diagnostics()}") from None

    def mark(self) -> int:
        """A snowflake that is greater than every id handed out so far (use with ``after=``)."""
        return self.ids.next()

    async def wait_for(self, predicate: Callable[[], Any], timeout: float = 5.0) -> Any:
        """Wait until ``predicate()`` is truthy, re-checked whenever the fake world changes."""
        try:
            return await self.signal.wait_until(predicate, timeout)
        except TimeoutError:
            raise AssertionError(f"condition not met within {timeout}s\n{self.diagnostics()}") from None

    async def wait_idle(self, quiet: float = 0.05, timeout: float = 5.0) -> None:
        """Wait until no REST call is in flight and none arrived for ``quiet`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            idle_for = time.monotonic() - self._last_activity
            if self._inflight == 0 and idle_for >= quiet:
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"bot still busy after {timeout}s\n{self.diagnostics()}")
            await asyncio.sleep(max(quiet - idle_for, 0.005))

    def diagnostics(self, last: int = 12) -> str:
        lines = ["--- fake discord: last requests ---", *self.request_log[-last:]]
        for title, entries in (
            ("unknown routes", self.unknown_routes),
            ("rejected requests", self.rejected),
            ("fake server errors", self.internal_errors),
            ("bot errors (discord logger)", self.bot_errors),
        ):
            if entries:
                lines += [f"--- {title} ---", *entries[-5:]]
        return "\n".join(lines)


def _modal_inputs(modal: JSON) -> list[JSON]:
    result = []
    for component in modal.get("components", []):
        result += component.get("components", [])
        if isinstance(component.get("component"), dict):
            result.append(component["component"])
    return result


# =====================================================================================================
# running a bot against the server
# =====================================================================================================
class _ErrorCollector(logging.Handler):
    """Keeps ERROR records of the ``discord`` logger (command/view exceptions) on the server."""

    def __init__(self, server: FakeDiscord) -> None:
        super().__init__(logging.ERROR)
        self.server = server
        self.setFormatter(logging.Formatter("%(name)s: %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        self.server.bot_errors.append(self.format(record))
        self.server.signal.fire()


@contextlib.asynccontextmanager
async def running_bot(
    server: FakeDiscord,
    factory: Callable[[], discord.Client],
    *,
    token: str = "fake-token",
    wait_sync: bool = True,
    timeout: float = 10.0,
    guild_ready_timeout: float | None = 0.05,
) -> AsyncIterator[Any]:
    """Start ``factory()`` with ``bot.start(token)`` against ``server``; yield it once ready (and synced).

    ``wait_sync`` waits for at least one application-command sync (PUT) made by this bot (or, for a bot with a
    ``synced`` event, for it to be set: it syncs only a changed command tree), then for the REST traffic to
    settle, so slash commands can be driven right away. ``guild_ready_timeout`` overrides the client's wait for
    further GUILD_CREATEs before READY (default 2s; ``None`` keeps the bot's own value).
    The bot is closed on exit; ERROR logs of the ``discord`` logger land in ``server.bot_errors``.
    """
    server.install()
    syncs_before = server.command_syncs
    identifies_before = len(server.identify_payloads)
    collector = _ErrorCollector(server)
    logging.getLogger("discord").addHandler(collector)
    bot = factory()
    if guild_ready_timeout is not None:
        bot._connection.guild_ready_timeout = guild_ready_timeout
    task = asyncio.create_task(bot.start(token), name="fake-discord-bot")
    task.add_done_callback(lambda _t: server.signal.fire())
    try:
        await _wait_started(server, bot, task, identifies_before, timeout)
        if wait_sync:
            synced = getattr(bot, "synced", None)  # a bot that syncs only a changed tree says when it has decided

            def decided() -> bool:
                return server.command_syncs > syncs_before or (synced is not None and synced.is_set())

            await _wait_or_fail(server, task, decided, timeout, "command sync")
            await server.wait_idle(timeout=timeout)
        yield bot
    finally:
        await bot.close()
        crash = await _outcome(task, timeout)
        logging.getLogger("discord").removeHandler(collector)
    if crash is not None:
        raise AssertionError(f"bot.start() ended with {crash!r} while the test ran") from crash


async def _outcome(task: asyncio.Task[None], timeout: float) -> BaseException | None:
    """Let ``bot.start()`` finish after ``close()``; return what it raised, if anything."""
    try:
        await asyncio.wait_for(task, timeout)
    except (asyncio.CancelledError, TimeoutError):
        return None
    except Exception as exc:
        return exc
    return None


async def _wait_started(
    server: FakeDiscord, bot: discord.Client, task: asyncio.Task[None], identifies_before: int, timeout: float
) -> None:
    def identified() -> bool:
        return len(server.identify_payloads) > identifies_before

    await _wait_or_fail(server, task, identified, timeout, "gateway IDENTIFY")
    ready = asyncio.create_task(bot.wait_until_ready())
    done, _ = await asyncio.wait({ready, task}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED)
    if ready not in done:
        ready.cancel()
        _raise_if_crashed(task)
        raise AssertionError(f"bot not ready within {timeout}s\n{server.diagnostics()}")


async def _wait_or_fail(
    server: FakeDiscord, task: asyncio.Task[None], condition: Callable[[], bool], timeout: float, what: str
) -> None:
    try:
        await server.signal.wait_until(lambda: condition() or task.done(), timeout)
    except TimeoutError:
        raise AssertionError(f"timed out waiting for {what}\n{server.diagnostics()}") from None
    if not condition():
        _raise_if_crashed(task)
        raise AssertionError(f"bot stopped before {what}\n{server.diagnostics()}")


def _raise_if_crashed(task: asyncio.Task[None]) -> None:
    if task.done() and not task.cancelled() and task.exception() is not None:
        raise AssertionError("bot.start() crashed") from task.exception()


def png_bytes(width: int = 8, height: int = 8, color: tuple[int, int, int] = (200, 40, 40)) -> bytes:
    """A small PNG for tests that upload attachments as a user."""
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (width, height), color).save(buffer, format="PNG")
    return buffer.getvalue()
