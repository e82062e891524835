"""Building, editing, storing and announcing messages (limits checked, components numbered).

A part of :class:`sandbox.server.FakeDiscord` (its state is set up in ``FakeDiscord.__init__``)."""

from __future__ import annotations

import re

from sandbox.protocol import (
    INTENT_DM_MESSAGES,
    INTENT_GUILD_MESSAGES,
    INTENT_MESSAGE_CONTENT,
    SUPPRESS_EMBEDS,
    ApiError,
    Session,
    Upload,
)
from sandbox.validation import check_message, form_error
from sandbox.world import (
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_HAS_THREAD,
    FLAG_LOADING,
    JSON,
    MSG_DEFAULT,
    FakeChannel,
    FakeMessage,
    utcnow,
)


def pinged_users(content: str, allowed: JSON | None) -> tuple[int, ...]:
    """The users a new message's mentions notify: all of them by default, else as `allowed_mentions` says
    (`parse: ["users"]`, or only the listed `users`)."""
    mentioned = sorted({int(x) for x in re.findall(r"<@!?(\d+)>", content)})
    if allowed is None or "users" in (allowed.get("parse") or []):
        return tuple(mentioned)
    listed = {int(u) for u in allowed.get("users") or []}
    return tuple(u for u in mentioned if u in listed)


class MessageBuilding:
    """Mixed into :class:`sandbox.server.FakeDiscord`."""

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
        message.pinged = pinged_users(message.content, body.get("allowed_mentions"))
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
                data["guild_id"] = str(channel.guild_id)
            await self._emit("MESSAGE_DELETE", data, self._message_intent(channel))
        self.signal.fire()

    def _message_intent(self, channel: FakeChannel) -> int:
        return INTENT_DM_MESSAGES if channel.is_dm else INTENT_GUILD_MESSAGES

    async def _emit_message(self, event: str, message: FakeMessage) -> None:
        channel = self.channels[message.channel_id]
        data = self.message_payload(message)
        if channel.guild_id:
            data["guild_id"] = str(channel.guild_id)
            data["member"] = self.member_payload(self.users[message.author_id], with_user=False)
        session = self._session_for(data)
        if session is not None and self._content_hidden(session, message, channel):
            data.update(content="", embeds=[], attachments=[], components=[])
        await self._emit(event, data, self._message_intent(channel))

    def _content_hidden(self, session: Session, message: FakeMessage, channel: FakeChannel) -> bool:
        """Without the MESSAGE_CONTENT intent bots only see their own, DM and mentioning messages."""
        if session.intents & INTENT_MESSAGE_CONTENT or channel.is_dm:
            return False
        return message.author_id != self.bot_user.id and self.bot_user.mention not in message.content
