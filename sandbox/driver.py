"""The test driver acting as users: slash commands, autocomplete, clicks, selects, modals, messages.

A part of :class:`sandbox.server.FakeDiscord` (its state is set up in ``FakeDiscord.__init__``)."""

from __future__ import annotations

import secrets
import time
from typing import Any

from sandbox.commands import CommandError, build_command_data, command_paths
from sandbox.protocol import (
    ADMINISTRATOR,
    ATTACHMENT_SIZE_LIMIT,
    BOT_PERMISSIONS,
    MANAGE_THREADS,
    MessageRef,
    UserRef,
)
from sandbox.world import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    CB_AUTOCOMPLETE,
    JSON,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    PRIVATE_THREAD,
    FakeChannel,
    FakeMessage,
    FakeUser,
    InteractionRecord,
)


class UserDriver:
    """Mixed into :class:`sandbox.server.FakeDiscord`."""

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
        self,
        user: UserRef,
        message: MessageRef,
        custom_id: str | None = None,
        *,
        label: str | None = None,
        via_shard: int | None = None,
    ) -> InteractionRecord:
        """Press a button (by custom_id or label) on a message in a channel, thread or DM. `via_shard`: delivered to
        that shard's session instead of the server's (as in a rolling change of the shard layout, when the process
        that had a server and the one taking it over both hold a session for a moment)."""
        member, target = self.user(user), self.message(message)
        component = target.component(custom_id, label=label)
        if component.type != 2 or component.style == 5:
            raise CommandError(f"{component.custom_id or component.label!r} is not a clickable button")
        self._check_interactable(member, target, component.disabled, component.custom_id)
        data: JSON = {"custom_id": component.custom_id, "component_type": 2}
        return await self._component_interaction(member, target, data, via_shard)

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

    async def _component_interaction(
        self, user: FakeUser, message: FakeMessage, data: JSON, via_shard: int | None = None
    ) -> InteractionRecord:
        place = self.channels[message.channel_id]
        record = self._new_interaction(MESSAGE_COMPONENT, user, place, data, name=data["custom_id"], message=message)
        await self._dispatch_interaction(record, via_shard)
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
                guild_id=str(place.guild_id),
                guild={"id": str(place.guild_id), "locale": self.preferred_locale, "features": []},
                guild_locale=self.preferred_locale,
                member=self.member_payload(user, permissions=True),
            )
        return payload

    async def _dispatch_interaction(self, record: InteractionRecord, via_shard: int | None = None) -> None:
        if not self.connected:
            raise RuntimeError("no bot is connected to the fake gateway (use running_bot)")
        record.dispatched_at = time.monotonic()
        if via_shard is None:
            await self._emit("INTERACTION_CREATE", record.payload)
            return
        session = self._by_shard.get(via_shard)
        if session is None or session.connection is None:
            raise RuntimeError(f"no bot process is connected for shard {via_shard}")
        await session.dispatch("INTERACTION_CREATE", record.payload)

    # -- option resolution (sandbox.commands.Resolver) -------------------------------------------------------
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


def _modal_inputs(modal: JSON) -> list[JSON]:
    result = []
    for component in modal.get("components", []):
        result += component.get("components", [])
        if isinstance(component.get("component"), dict):
            result.append(component["component"])
    return result
