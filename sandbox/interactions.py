"""Interaction callbacks (the 3 s deadline, double acknowledgement) and the interaction webhooks
(followups, @original).

A part of :class:`sandbox.server.FakeDiscord` (its state is set up in ``FakeDiscord.__init__``)."""

from __future__ import annotations

import json
import time

from aiohttp import web

from sandbox.protocol import (
    SUPPRESS_EMBEDS,
    ApiError,
    Upload,
    json_response,
    no_content,
)
from sandbox.validation import check_modal, form_error
from sandbox.world import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    CB_AUTOCOMPLETE,
    CB_DEFERRED_MESSAGE,
    CB_DEFERRED_UPDATE,
    CB_MESSAGE,
    CB_MODAL,
    CB_UPDATE_MESSAGE,
    FLAG_COMPONENTS_V2,
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    JSON,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    MSG_CHAT_INPUT_COMMAND,
    MSG_DEFAULT,
    FakeChannel,
    FakeMessage,
    InteractionRecord,
)


class InteractionsApi:
    """Mixed into :class:`sandbox.server.FakeDiscord`."""

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
