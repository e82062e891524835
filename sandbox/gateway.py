"""The websocket gateway: HELLO, IDENTIFY, READY, GUILD_CREATE, RESUME, member chunks, dispatch.

Sharded like Discord's: `/gateway/bot` says `shard_count` shards; a session identifies as `[shard, count]`; a
server's events go to the session of shard `(guild_id >> 22) % count` and DMs (events without a server) to shard 0
(`shard_of`, `_session_for`); READY and GUILD_CREATE tell a shard only its own servers. With one shard every event
goes to the one session, as before. Several bot processes may each connect their own shards.

A part of :class:`sandbox.server.FakeDiscord` (its state is set up in ``FakeDiscord.__init__``)."""

from __future__ import annotations

import json
import secrets

import aiohttp
from aiohttp import web

from sandbox.protocol import (
    OP_HEARTBEAT,
    OP_HEARTBEAT_ACK,
    OP_HELLO,
    OP_IDENTIFY,
    OP_INVALID_SESSION,
    OP_REQUEST_MEMBERS,
    OP_RESUME,
    Connection,
    Session,
    log,
)
from sandbox.world import (
    JSON,
)


class GatewayApi:
    """Mixed into :class:`sandbox.server.FakeDiscord`."""

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        if self.gateway_down:
            raise web.HTTPServiceUnavailable()
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        connection = Connection(ws)
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

    async def _on_gateway_op(self, connection: Connection, payload: JSON) -> None:
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

    async def _identify(self, connection: Connection, data: JSON) -> None:
        self.identify_payloads.append(data)
        session = Session(secrets.token_hex(16), int(data.get("intents") or 0), data.get("shard"))
        self._attach(connection, session)
        mine = [g for g in self.guild_names if self.shard_of(g) == self._shard_id(session)]  # this shard's servers
        ready: JSON = {
            "v": 10,
            "user": self.me_payload(),
            "guilds": [{"id": str(g), "unavailable": True} for g in mine],
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
        for guild_id in mine:
            await session.dispatch("GUILD_CREATE", self.guild_payload(guild_id, full=True))
        self.signal.fire()

    async def _resume(self, connection: Connection, data: JSON) -> None:
        session = self._sessions.get(data.get("session_id", ""))
        if session is None:
            await connection.send({"op": OP_INVALID_SESSION, "d": False, "s": None, "t": None})
            return
        self._attach(connection, session)
        await session.dispatch("RESUMED", {"_trace": ["fake-gateway"]})
        self.signal.fire()

    def _attach(self, connection: Connection, session: Session) -> None:
        old = session.connection
        session.connection = connection
        connection.session = session
        self._sessions[session.id] = session
        self._current = session
        self._by_shard[self._shard_id(session)] = session
        if old is not None and old is not connection:
            old.session = None

    async def _member_chunk(self, connection: Connection, data: JSON) -> None:
        if connection.session is None:
            return
        wanted = {int(u) for u in data.get("user_ids") or []}
        query = (data.get("query") or "").lower()
        users = [u for u in self.users.values() if (not wanted or u.id in wanted) and u.username.startswith(query)]
        limit = int(data.get("limit") or 0)
        chunk: JSON = {
            "guild_id": str(data.get("guild_id") or self.guild_id),
            "members": [self.member_payload(u) for u in (users[:limit] if limit else users)],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [str(u) for u in wanted - {u.id for u in users}],
        }
        if data.get("nonce"):
            chunk["nonce"] = data["nonce"]
        await connection.session.dispatch("GUILD_MEMBERS_CHUNK", chunk)

    def shard_of(self, guild_id: int | None) -> int:
        """The shard a server's events go to (Discord's formula); DMs (no server) go to shard 0."""
        return 0 if not guild_id else (int(guild_id) >> 22) % max(1, self.shard_count)

    @staticmethod
    def _shard_id(session: Session) -> int:
        return int(session.shard[0]) if session.shard else 0

    def _session_for(self, data: JSON) -> Session | None:
        """The session an event goes to: its server's shard's (a DM's: shard 0's)."""
        guild_id = data.get("guild_id") if isinstance(data, dict) else None
        return self._by_shard.get(self.shard_of(int(guild_id) if guild_id else None))

    async def _emit(self, event: str, data: JSON, intent: int | None = None) -> None:
        """Dispatch to the connected session of the event's shard (if its intents ask for the event)."""
        session = self._session_for(data)
        if session is None or session.connection is None:
            return
        if intent is not None and not session.intents & intent:
            return
        await session.dispatch(event, data)

    @property
    def connected(self) -> bool:
        return self._current is not None and self._current.connection is not None

    def shard_connected(self, shard: int) -> bool:
        """Whether a bot process is connected for this shard (its events have somewhere to go)."""
        session = self._by_shard.get(shard)
        return session is not None and session.connection is not None

    @property
    def intents(self) -> int:
        return self._current.intents if self._current is not None else 0

    async def drop_connection(self, code: int = 4000) -> None:
        """Close the bot's websocket like a network blip; discord.py reconnects and RESUMEs."""
        if self._current is not None and self._current.connection is not None:
            await self._current.connection.ws.close(code=code)
