"""HTTP plumbing (routing, errors answered like Discord's) and the REST endpoints for login, users, the guild
and application commands.

A part of :class:`sandbox.server.FakeDiscord` (its state is set up in ``FakeDiscord.__init__``)."""

from __future__ import annotations

import asyncio
import json
import re
import time
import traceback

from aiohttp import web

from sandbox.protocol import (
    API,
    ApiError,
    Handler,
    Route,
    Upload,
    json_response,
    log,
    no_content,
)
from sandbox.validation import check_commands, form_error
from sandbox.world import (
    JSON,
    TEXT_CHANNEL,
    FakeChannel,
    FakeMessage,
    FakeUser,
)


class RestApi:
    """Mixed into :class:`sandbox.server.FakeDiscord`."""

    def _add(self, method: str, template: str, handler: Handler) -> None:
        parts = re.split(r"\{(\w+)\}", template)
        regex = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>[^/]+)" for i, p in enumerate(parts))
        self._routes.append(Route(method, re.compile(f"^{re.escape(API)}{regex}/?$"), handler))

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
            if self.request_delay:
                await asyncio.sleep(self.request_delay)
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
            log.warning("FAKE DISCORD: unknown route %s -> 404 (implement it in the sandbox package)", line)
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
        if not guild_id.isdigit() or int(guild_id) not in self.guild_names:
            raise ApiError(404, 10004, "Unknown Guild")

    def _user_or_404(self, user_id: str) -> FakeUser:
        if user_id == "@me":
            return self.bot_user
        user = self.users.get(int(user_id)) if user_id.isdigit() else None
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return user

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
        return json_response({"url": self.gateway_url, "shards": self.shard_count, "session_start_limit": limit})

    async def _get_guild(self, request: web.Request, guild_id: str) -> web.Response:
        self._check_guild(guild_id)
        data = self.guild_payload(int(guild_id))
        if request.query.get("with_counts") in ("1", "true"):
            data.update(approximate_member_count=len(self.users), approximate_presence_count=0)
        return json_response(data)

    async def _get_guild_channels(self, request: web.Request, guild_id: str) -> web.Response:
        self._check_guild(guild_id)
        channels = [
            c
            for c in self.channels.values()
            if c.type == TEXT_CHANNEL and not c.deleted and c.guild_id == int(guild_id)
        ]
        return json_response([self.channel_payload(c) for c in channels])

    async def _get_roles(self, request: web.Request, guild_id: str) -> web.Response:
        self._check_guild(guild_id)
        return json_response(self.role_payloads(int(guild_id)))

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
