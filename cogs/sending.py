"""The deliverer: sends a table's outbox rows (engine/outbox.py) in order, idempotently, and records each result.

Creates carry the row's nonce (`enforce_nonce`: Discord returns the message already made for a repeated nonce); a row
that may have been sent before a restart and is older than the nonce window is looked up in the channel first.
Edits are idempotent, and so are deletes (a message already gone is deleted). An interaction's answer goes through
its token (live 15 minutes), so it is given even by a process that never saw the interaction.
"""

from __future__ import annotations

import dataclasses
import datetime
import logging
from typing import TYPE_CHECKING, Any

import discord

from cogs.delivery import Delivery, is_dm_closed, only_mentioning
from cogs.image_cache import Key
from cogs.language import table_lang, user_lang
from cogs.raw_messages import InteractionHook, edit, edit_original, post
from cogs.spectators import send_follow
from engine.ephemeral_panels import forget as forget_panel
from engine.outbox import DELETE, DM, EDIT, FOLLOW, HELD, NONCE_WINDOW, POST, REPLY, Outbox, Row
from i18n import Msg, tr
from i18n.catalog import DEFAULT
from presenters.calls import allowed_users, jump_to
from presenters.fitting import fitted
from presenters.labels import with_full_labels
from presenters.screens import Screen, screen_from_json

if TYPE_CHECKING:
    from bot import GameBot

log = logging.getLogger("boardbot")


class Sending(Delivery):
    """The second layer of a game cog's move service (`cog.moves`): outbox rows to Discord."""

    bot: GameBot

    @property
    def outbox(self) -> Outbox:
        return self.bot.tables.outbox

    async def deliver(self, table_id: int) -> None:
        """Send this table's pending rows in order (call under the table's lock)."""
        failed = False
        pending = self.outbox.pending(table_id)
        newest = {screen_target(r): r.id for r in pending if screen_target(r)}
        for row in pending:
            if row.owner != self.bot.cluster.id and self.bot.cluster.alive(row.owner):
                continue  # another live process of the cluster wrote it and delivers it
            if row.kind == HELD and row.owner == self.bot.cluster.id:
                continue  # a click of this process still on its way (it answers itself)
            target = screen_target(row)
            if target and newest[target] != row.id:  # a newer whole screen for the same message follows
                self.outbox.delivered(row, {"superseded": True})
                continue
            if row.expired:
                fallback = row.payload.get("panel") if row.kind == REPLY else None  # a panel's own edit, still due
                self.outbox.delivered(row, await self.send_edit(fallback) if fallback else {"expired": True})
                continue
            try:
                result = await self.send_row(row, failed)
            except Exception:
                log.exception("could not deliver %s row %s of game %s", row.kind, row.id, table_id)
                result = {"failed": True}
            failed = failed or (row.kind == POST and bool(result.get("failed")))
            self.outbox.delivered(row, result)
        self.bot.outbox_delivered(table_id)

    async def send_row(self, row: Row, failed: bool) -> dict[str, Any]:
        payload = row.payload
        if row.kind == POST:
            screen = screen_from_json(payload["screen"])
            lang = payload.get("lang") or self.thread_lang(row)  # rows of older builds carry no language
            return await self.send_create(row, payload["channel"], screen, payload, lang)
        if row.kind == DM:
            return await self.send_dm(row, payload)
        if row.kind == EDIT:
            return await self.send_hook_edit(row) if "hook" in payload else await self.send_edit(payload)
        if row.kind == REPLY:
            return await self.send_reply(payload, failed)
        if row.kind == DELETE:
            return await self.send_delete(payload)
        if row.kind == FOLLOW:
            return await send_follow(self, row)
        if row.kind == HELD:  # a click whose request never got as far as its answer: the process stopped
            return await self.send_reply({**payload, "mode": "restarted"}, False)
        log.warning("unknown outbox row kind %s (row %s)", row.kind, row.id)
        return {"failed": True}

    def thread_lang(self, row: Row) -> str:
        """The language of a table's thread posts (its `language` option)."""
        return table_lang(self.bot.tables.get(row.table_id))

    # -- creates ------------------------------------------------------------------------------------------
    async def send_create(
        self, row: Row, channel_id: int, screen: Screen, payload: dict[str, Any], lang: str, part: int | str = 0
    ) -> dict[str, Any]:
        """Post a screen once: by nonce, and after a restart by looking for it first when the nonce may be stale."""
        if screen.empty:
            return {"failed": True}
        channel = await self.channel(channel_id)
        if channel is None:
            return {"failed": True}
        if self.bot.may_have_sent(row) and row.created_at < self.bot.clock() - NONCE_WINDOW:
            found = await self.look_up(channel, row.created_at, screen, lang, payload)
            if found is not None:
                return {"channel": channel_id, "message": found.id}
        kwargs = self.jumped(await self.message_kwargs(screen, payload.get("names", []), lang), payload)
        pinged = allowed_users(payload)
        if pinged is not None:  # only these users are notified by the post's mentions (presenters/calls.py)
            kwargs["allowed_mentions"] = only_mentioning(pinged)
        try:
            message_id = await post(channel, kwargs, self.outbox.nonce(row.id, part))
        except discord.HTTPException:
            log.exception("could not post in game %s", row.table_id)
            return {"failed": True}
        return {"channel": channel.id, "message": message_id}

    async def look_up(
        self, channel: Any, since: float, screen: Screen, lang: str, payload: dict[str, Any] | None = None
    ) -> discord.Message | None:
        """The bot's message with this screen's text and controls, posted since the row was written (if any)."""
        after = discord.Object(discord.utils.time_snowflake(datetime.datetime.fromtimestamp(since - 2, datetime.UTC)))
        text = with_full_labels(screen.text, screen.controls, lang) if screen.text else ""  # as message_kwargs
        texts = {text, self.jumped({"content": text}, payload or {})["content"]}  # a call's link: a jump or not yet
        ids = [c.id for c in screen.controls]
        try:
            async for message in channel.history(limit=100, after=after, oldest_first=True):
                if message.author.id != self.bot.user.id or message.content not in texts:
                    continue
                found = [c.custom_id for row in message.components for c in getattr(row, "children", [])]
                if found == ids or not ids:
                    return message
        except discord.HTTPException:
            log.info("could not look up earlier messages in channel %s", getattr(channel, "id", "?"))
        return None

    async def send_dm(self, row: Row, payload: dict[str, Any]) -> dict[str, Any]:
        user_id = int(payload["user"])
        if self.bot.tables.dms_blocked(user_id):
            await self.dm_refused(row, user_id, payload)
            return {"refused": True}
        try:
            channel = await self.bot.dm_channel(user_id)
        except discord.HTTPException:
            log.exception("DM to %s failed in game %s", user_id, row.table_id)
            return {"failed": True}
        screen = screen_from_json(payload["screen"])
        lang = payload.get("lang") or user_lang(self.bot.store, user_id, self.thread_lang(row))
        if self.bot.may_have_sent(row) and row.created_at < self.bot.clock() - NONCE_WINDOW:
            found = await self.look_up(channel, row.created_at, screen, lang, payload)
            if found is not None:
                return {"channel": channel.id, "message": found.id}
        kwargs = self.jumped(await self.message_kwargs(screen, payload.get("names", []), lang), payload)
        if not kwargs.get("content") and "files" not in kwargs:
            return {"failed": True}
        try:
            message_id = await post(channel, kwargs, self.outbox.nonce(row.id))
        except discord.HTTPException as error:
            if not is_dm_closed(error):
                log.exception("DM to %s failed in game %s", user_id, row.table_id)
                return {"failed": True}
            self.bot.tables.dms_refused(user_id)
            await self.dm_refused(row, user_id, payload)
            return {"refused": True}
        return {"channel": channel.id, "message": message_id}

    def jumped(self, kwargs: dict[str, Any], payload: dict[str, Any]) -> dict[str, Any]:
        """A call's thread link made a jump to the post that asks (`jump`: the row that made it), when it is known."""
        target = payload.get("jump")
        made = self.outbox.result(int(target["row"])) if isinstance(target, dict) and "row" in target else None
        if made and kwargs.get("content"):
            kwargs["content"] = jump_to(kwargs["content"], made)
        return kwargs

    async def dm_refused(self, row: Row, user_id: int, payload: dict[str, Any]) -> None:
        """Tell the thread once per game, revealing nothing (the notice has its own nonce); a DM that was a call to
        action posts its thread call `instead` (its own nonce), which alone @mentions the player."""
        table = self.bot.tables.get(row.table_id)
        closed = list(table.record.dm_closed)
        instead = payload.get("instead")
        if user_id not in closed:
            notice = self.presenter.dms_closed(user_id)
            told = {**payload, "ping": []} if instead else payload  # the call below is their one mention
            await self.send_create(row, table.home_channel, Screen(notice), told, table_lang(table), part="n")
            self.bot.tables.note(table, dm_closed=[*closed, user_id])
        if instead:
            screen = screen_from_json(instead["screen"])
            await self.send_create(row, instead["channel"], screen, instead, instead.get("lang", DEFAULT), part="c")

    # -- edits ----------------------------------------------------------------------------------------------
    async def screen_kwargs(self, payload: dict[str, Any]) -> dict[str, Any]:
        """A whole screen in place (a private panel): its text, controls and images."""
        return (await self.panel_kwargs(payload, ""))[0]

    async def panel_kwargs(
        self, payload: dict[str, Any], message: str
    ) -> tuple[dict[str, Any], tuple[Key, ...] | None]:
        """`screen_kwargs` for an edit of `message` ("channel:message"; "" when not known), and the keys of the
        screen's images. Images the message shows already (`Workers.shown`) are neither drawn nor uploaded again: the
        edit names no attachments, so Discord keeps them. Tell `Workers.shown` what the edit did (`shown_edit`)."""
        screen = screen_from_json(payload["screen"])
        names, lang = payload.get("names", []), payload.get("lang", DEFAULT)
        keys = self.image_keys(screen, names, lang) if message and screen.images else None
        same = self.bot.workers.shown.shows(message, keys)
        made = await self.message_kwargs(dataclasses.replace(screen, images=[]) if same else screen, names, lang)
        kwargs: dict[str, Any] = {"content": made.get("content"), "view": made.get("view")}
        if screen.images and not same:
            kwargs["attachments"] = made.get("files", [])
        kwargs["embed"] = made.get("embed")  # a lobby's redraw, a panel's cards; None takes an earlier one off
        return kwargs, keys

    def edit_target(self, edit: dict[str, Any]) -> tuple[Any, Any] | None:
        """(channel, message) an edit row rewrites (its target may be a row's message); None when there is none, or
        not yet."""
        target, channel_id = edit.get("message"), edit.get("channel")
        if isinstance(target, dict):
            made = self.outbox.result(int(target["row"]))
            if not made or "message" not in made:
                return None
            channel_id, target = made["channel"], made["message"]
        return (channel_id, target) if target and channel_id else None

    def panel_message(self, edit: dict[str, Any] | None) -> str:
        """The message a panel's edit row rewrites, as "channel:message" ("" when there is none, or not yet)."""
        found = self.edit_target(edit) if edit else None
        return f"{found[0]}:{found[1]}" if found else ""

    def shown_edit(self, message: str, keys: tuple[Key, ...] | None, done: bool) -> None:
        """Remember the images an edit of `message` put there; forget them when it failed (they are not known)."""
        if done:
            self.bot.workers.shown.shown(message, keys)
        else:
            self.bot.workers.shown.forget(message)

    async def send_hook_edit(self, row: Row) -> dict[str, Any]:
        """Rewrite an ephemeral reply through its interaction's token; one that expired is dropped quietly."""
        hook = row.payload["hook"]
        try:
            await edit_original(self.bot, hook["app"], hook["token"], await self.screen_kwargs(row.payload))
        except discord.NotFound:
            forget_panel(self.bot.store, row.table_id, hook["token"])
            return {"expired": True}
        except discord.HTTPException:
            log.info("could not edit an ephemeral panel of game %s", row.table_id)
            return {"failed": True}
        return {"answered": True}

    async def send_edit(self, payload: dict[str, Any]) -> dict[str, Any]:
        """Take the controls off a message (and rewrite its text when given); the target may be a row's message."""
        found = self.edit_target(payload)
        if found is None:
            return {"skipped": True}
        channel_id, target = found
        message, keys = f"{channel_id}:{target}", None
        kwargs: dict[str, Any] = {"view": None}
        if payload.get("screen") is not None:  # a whole screen in place (a private panel): text, images, controls
            kwargs, keys = await self.panel_kwargs(payload, message)
        elif payload.get("content") is not None:
            kwargs["content"] = fitted(payload["content"], payload.get("lang", DEFAULT))
        if payload.get("bare"):  # a stub of an old panel (rows of older builds; now the panel is deleted)
            kwargs["attachments"] = []
        try:
            await edit(self.bot, int(channel_id), int(target), kwargs)
        except discord.HTTPException:
            log.info("could not edit message %s", target)
            self.shown_edit(message, None, False)
            return {"failed": True}
        if "attachments" in kwargs:
            self.shown_edit(message, keys, True)
        return {"channel": channel_id, "message": target}

    async def send_delete(self, payload: dict[str, Any]) -> dict[str, Any]:
        """Take a message away (the target may be a row's message); one already gone counts as deleted, so a
        delete sent again after a restart is done once."""
        found = self.edit_target(payload)
        if found is None:
            return {"skipped": True}
        channel_id, target = found
        try:
            await self.bot.get_partial_messageable(int(channel_id)).get_partial_message(int(target)).delete()
        except discord.NotFound:
            pass  # deleted already (before a restart, or by hand)
        except discord.HTTPException:
            log.info("could not delete message %s", target)
            return {"failed": True}
        self.bot.workers.shown.forget(f"{channel_id}:{target}")
        return {"deleted": True}

    # -- the answer to an interaction ----------------------------------------------------------------------
    async def send_reply(self, payload: dict[str, Any], failed: bool) -> dict[str, Any]:
        """Finish an acknowledged interaction through its token (raw: cogs/raw_messages.py), whichever process has
        it; the live object, when this one has it, tells which message was clicked."""
        live = self.bot.live_interactions.pop(payload["token"], None)
        hook = InteractionHook(self.bot, payload["app"], payload["token"])
        mode = payload.get("mode", "none")
        lang = payload.get("lang", DEFAULT)
        if mode == "panel":  # the clicked panel redrawn in place; a DM panel's own edit when that fails
            return await self.send_panel_reply(hook, payload, failed)
        if live is None and payload.get("thinking"):
            try:  # a restart: the answer may have been given just before the kill
                webhook = discord.Webhook.from_state(
                    {"id": payload["app"], "type": 3, "token": payload["token"]}, state=self.bot._connection
                )  # fmt: skip
                original = await webhook.fetch_message("@original")  # type: ignore[arg-type]
                if not original.flags.loading:  # not "thinking…" any more
                    return {"answered": True}
            except discord.HTTPException:
                return {"expired": True}
        try:
            if failed:
                await hook.send(tr(Msg("shared-announce-failed"), lang))
            if mode == "restarted":
                await hook.send(tr(Msg("shared-restarted"), lang))
            elif mode == "followup":
                await hook.send(fitted(payload.get("content") or Msg("shared-done"), lang))
            elif mode in ("edit", "clear"):
                kwargs: dict[str, Any] = {}
                if mode == "edit":
                    content = payload.get("content")
                    kwargs["content"] = None if content is None else fitted(content, lang)
                    if payload.get("clear_images"):
                        kwargs["attachments"] = []
                        clicked = getattr(live, "message", None)  # which message, when this process has the click
                        self.bot.workers.shown.forget(f"{clicked.channel.id}:{clicked.id}" if clicked else None)
                if mode == "clear" or not payload.get("keep_controls"):
                    kwargs["view"] = None
                await hook.edit_original(kwargs)
        except discord.HTTPException:
            log.info("could not answer an interaction (mode %s)", mode)
            return {"failed": True}
        return {"answered": True}

    async def send_panel_reply(self, hook: InteractionHook, payload: dict[str, Any], failed: bool) -> dict[str, Any]:
        """Answer a click on a private panel by redrawing it (the move is stored already); if Discord refuses, a DM
        panel is edited as a message instead (`panel`: the edit stored with the move, whose screen the answer shows
        when it has none of its own), so it is never left behind."""
        lang = payload.get("lang", DEFAULT)
        message = self.panel_message(payload.get("panel"))  # the DM panel clicked ("": an ephemeral one)
        shown = payload if "screen" in payload else payload["panel"]  # a DM panel's screen is stored once, in its edit
        kwargs, keys = await self.panel_kwargs(shown, message)
        try:
            if failed:
                await hook.send(tr(Msg("shared-announce-failed"), lang))
            await hook.edit_original(kwargs)
            if "attachments" in kwargs:
                self.shown_edit(message, keys, True)
        except discord.HTTPException:
            self.shown_edit(message, None, False)
            if payload.get("panel"):
                return await self.send_edit(payload["panel"])
            log.info("could not redraw a clicked panel")
            try:  # an ephemeral panel: at least say the move was made, and where the next decision is
                await hook.send(tr(payload.get("note") or Msg("shared-done"), lang))
            except discord.HTTPException:
                return {"failed": True}
        return {"answered": True}


def screen_target(row: Row) -> str:
    """The message a row rewrites as a whole screen (a private panel, a living thread post), as a key; "" for any
    other row. A screen with images is superseded only by a newer one with images: one without names no
    attachments (Discord keeps what the message shows), so it must not take the place of the one adding them."""
    if row.kind != EDIT or "screen" not in row.payload:
        return ""
    where = row.payload.get("hook") or row.payload.get("message")
    if isinstance(where, dict):
        where = where.get("token") or where.get("row")
    pictured = "+images" if row.payload["screen"].get("images") else ""
    return f"{row.payload.get('channel')}:{where}{pictured}"
