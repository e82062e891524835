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
lists the interactions whose deferred "thinking…" reply was never answered. ``request_delay`` (seconds, 0 by
default) makes every REST request take that long: a slow Discord.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import Any

import discord
import discord.gateway
import discord.http
import yarl
from aiohttp import web

from sandbox.channels import ChannelsApi
from sandbox.commands import CommandError, command_paths
from sandbox.driver import UserDriver
from sandbox.files import FilesApi
from sandbox.gateway import GatewayApi
from sandbox.guild import GuildState
from sandbox.interactions import InteractionsApi
from sandbox.messages import MessageBuilding
from sandbox.protocol import (
    API,
    ApiError,
    Connection,
    Route,
    Session,
    UserRef,
)
from sandbox.rest import RestApi
from sandbox.world import (
    CB_DEFERRED_MESSAGE,
    JSON,
    FakeAttachment,
    FakeChannel,
    FakeMessage,
    FakeUser,
    InteractionRecord,
    Signal,
    Snowflakes,
)

__all__ = ["ApiError", "CommandError", "FakeDiscord"]


class FakeDiscord(UserDriver, GatewayApi, InteractionsApi, ChannelsApi, MessageBuilding, FilesApi, RestApi, GuildState):
    """The fake server: world state, REST API, gateway and the test driver API (one concern per base class)."""

    def __init__(
        self,
        *,
        guild_name: str = "Fake Guild",
        bot_name: str = "DemoBot",
        owner_name: str = "Server Owner",
        interaction_timeout: float = 3.0,
        heartbeat_interval_ms: int = 41250,
        nonce_window: float = 300.0,
        shard_count: int = 1,
        guild_shard: int | None = None,
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
        self._routes: list[Route] = []
        self._register_routes()
        self._runner: web.AppRunner | None = None
        self._connections: set[Connection] = set()
        self._sessions: dict[str, Session] = {}
        self._current: Session | None = None
        self.shard_count = shard_count  # gateway shards (`/gateway/bot`); events routed by server (sandbox/gateway.py)
        self._by_shard: dict[int, Session] = {}  # shard id → its latest session
        self._inflight = 0
        self.request_delay = 0.0  # seconds every REST request takes (a slow Discord)
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
        # the first server (on shard `guild_shard` if given); `add_guild` adds more, each with its own "general"
        self.guild_id = self._new_guild_id(guild_shard, shard_count)
        self.guild_name = guild_name
        self.guild_names: dict[int, str] = {self.guild_id: guild_name}
        self.general_channels: dict[int, int] = {}  # server → its "general" text channel
        self.preferred_locale = "en-US"  # the server's language (Community servers set it); tests may change it
        self.bot_user = self._new_user(bot_name, bot=True)
        self.application_id = self.bot_user.id
        self.owner = self._new_user(owner_name)
        self.manager_role_id = self.ids.next()
        self.bot_role_id = self.ids.next()
        self.text_channel = self.add_channel("general")
        self.general_channels[self.guild_id] = self.text_channel

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
