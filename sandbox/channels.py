"""REST endpoints for channels, threads, messages, pins and reactions.

A part of :class:`sandbox.server.FakeDiscord` (its state is set up in ``FakeDiscord.__init__``)."""

from __future__ import annotations

from aiohttp import web

from sandbox.protocol import (
    INTENT_GUILDS,
    ApiError,
    json_response,
    no_content,
)
from sandbox.validation import form_error
from sandbox.world import (
    CB_DEFERRED_UPDATE,
    FLAG_HAS_THREAD,
    JSON,
    MSG_THREAD_CREATED,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    TEXT_CHANNEL,
    FakeChannel,
    FakeMessage,
    iso,
    utcnow,
)


class ChannelsApi:
    """Mixed into :class:`sandbox.server.FakeDiscord`."""

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
            guild_id=parent.guild_id,
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
        notice.message_reference = {"type": 0, "channel_id": str(thread.id), "guild_id": str(thread.guild_id)}
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
        threads = [
            c
            for c in self.channels.values()
            if c.is_thread and not c.archived and not c.deleted and c.guild_id == int(guild_id)
        ]
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
        data: JSON = {"id": str(thread.id), "guild_id": str(thread.guild_id), "member_count": len(thread.member_ids)}
        if added:
            data["added_members"] = [
                {**self._thread_member_payload(thread, uid), "member": self.member_payload(self.users[uid])}
                for uid in added
            ]
        if removed:
            data["removed_member_ids"] = [str(uid) for uid in removed]
        await self._emit("THREAD_MEMBERS_UPDATE", data, INTENT_GUILDS)
        self.signal.fire()

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
        if channel.is_dm and message.author_id != self.bot_user.id:  # in a DM the bot deletes only its own messages
            raise ApiError(403, 50003, "Cannot execute action on a DM channel")
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
