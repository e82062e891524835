"""World setup, look-ups and the payloads discord.py parses (users, members, roles, channels,
threads, the guild, the application, messages).

Servers: the first (`guild_id`) and any added by `add_guild`, each with its own "general" channel; every user is a
member of every server (with the same roles); a channel or thread belongs to the server of `FakeChannel.guild_id`.

A part of :class:`sandbox.server.FakeDiscord` (its state is set up in ``FakeDiscord.__init__``)."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from sandbox.protocol import (
    ADMINISTRATOR,
    ALL_PERMISSIONS,
    BOT_PERMISSIONS,
    EVERYONE_PERMISSIONS,
    INTENT_GUILDS,
    INTENT_MEMBERS,
    MANAGER_PERMISSIONS,
    MessageRef,
    UserRef,
)
from sandbox.world import (
    APPLICATION_COMMAND,
    DM_CHANNEL,
    JSON,
    TEXT_CHANNEL,
    FakeChannel,
    FakeMessage,
    FakeUser,
    iso,
    slug_username,
    utcnow,
)


class GuildState:
    """Mixed into :class:`sandbox.server.FakeDiscord`."""

    def _new_guild_id(self, shard: int | None, count: int) -> int:
        return self.ids.next() if shard is None else self.ids.next_on_shard(shard, count)

    def add_guild(self, name: str, *, shard: int | None = None) -> int:
        """Another server with the bot in it (on gateway shard `shard` if given); returns its id. Its "general"
        channel is `general_channels[id]`; a bot already connected sees it on its next IDENTIFY."""
        guild_id = self._new_guild_id(shard, self.shard_count)
        self.guild_names[guild_id] = name
        self.general_channels[guild_id] = self.add_channel("general", guild=guild_id)
        return guild_id

    def guild_of(self, channel_id: int) -> int:
        """The server a channel or thread belongs to (the first server for a DM, as the slash driver's default)."""
        return self.channel(channel_id).guild_id or self.guild_id

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
        for guild_id in self.guild_names:
            self._emit_soon(
                "GUILD_MEMBER_ADD", {**self.member_payload(user), "guild_id": str(guild_id)}, INTENT_MEMBERS
            )
        return user.id

    def add_channel(self, name: str, *, topic: str | None = None, guild: int | None = None) -> int:
        """A text channel in the first server (or in `guild`)."""
        guild_id = guild or self.guild_id
        channel = FakeChannel(self.ids.next(), TEXT_CHANNEL, name, guild_id=guild_id, topic=topic)
        channel.position = sum(1 for c in self.channels.values() if c.type == TEXT_CHANNEL and c.guild_id == guild_id)
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

    def role_payloads(self, guild_id: int | None = None) -> list[JSON]:
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
            role(guild_id or self.guild_id, "@everyone", EVERYONE_PERMISSIONS, 0),
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
            "guild_id": str(channel.guild_id),
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
            "guild_id": str(thread.guild_id),
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

    def guild_payload(self, guild_id: int | None = None, *, full: bool = False) -> JSON:
        guild_id = guild_id or self.guild_id
        data: JSON = {
            "id": str(guild_id),
            "name": self.guild_names[guild_id],
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
            "system_channel_id": str(self.general_channels.get(guild_id, self.text_channel)),
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "safety_alerts_channel_id": None,
            "vanity_url_code": None,
            "widget_enabled": False,
            "features": [],
            "roles": self.role_payloads(guild_id),
            "emojis": [],
            "stickers": [],
            "max_members": 500000,
            "max_video_channel_users": 25,
            "application_id": None,
        }
        if full:
            data.update(self._guild_create_extras(guild_id))
        return data

    def _guild_create_extras(self, guild_id: int) -> JSON:
        guild_channels = [c for c in self.channels.values() if c.guild_id == guild_id and not c.deleted]
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
        return {"0": "0"} if channel.is_dm else {"0": str(channel.guild_id)}
