"""Spectators by DM: a copy of each public thread post of a move, written to the outbox with the move (kind FOLLOW)
and delivered once like any other row. Only thread posts are copied (the public summary), never a seat's DM."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import discord

from cogs.delivery import is_dm_closed
from cogs.language import table_lang, user_lang
from cogs.raw_messages import post
from engine.outbox import NONCE_WINDOW, Row
from engine.spectators import DM, followers, following, unfollow
from engine.store import Store, TableRow
from presenters import consequences
from presenters.consequences import Known
from presenters.screens import screen_from_json

if TYPE_CHECKING:
    from cogs.sending import Sending

log = logging.getLogger("boardbot")


def follower_rows(store: Store, table: TableRow, rows: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, Any]]:
    """FOLLOW rows copying this batch's thread posts to every DM follower (none to a seated player), outside a
    move (a move's copies are its `spectators` policy, presenters/consequences.py)."""
    fans = [u for u in followers(store, table.id, DM) if u not in table.seats]
    langs = {u: user_lang(store, u, table_lang(table)) for u in fans}
    return consequences.follower_rows(table, Known(langs=langs, followers=fans), rows)


async def send_follow(sender: Sending, row: Row) -> dict[str, Any]:
    """Deliver one FOLLOW row: skipped when they stopped following; a closed DM ends their following quietly."""
    payload = row.payload
    user_id = int(payload["user"])
    store = sender.bot.store
    if following(store, row.table_id, user_id) != DM:
        return {"skipped": True}
    screen = screen_from_json(payload["screen"])
    lang = payload.get("lang") or "en"
    try:
        channel = await sender.bot.dm_channel(user_id)
        if sender.bot.may_have_sent(row) and row.created_at < sender.bot.clock() - NONCE_WINDOW:
            found = await sender.look_up(channel, row.created_at, screen, lang)
            if found is not None:
                return {"channel": channel.id, "message": found.id}
        kwargs = await sender.message_kwargs(screen, payload.get("names", []), lang)
        message_id = await post(channel, kwargs, sender.outbox.nonce(row.id))
    except discord.HTTPException as error:
        if is_dm_closed(error):
            unfollow(store, row.table_id, user_id)
            return {"refused": True}
        log.warning("could not send game %s to its spectator %s", row.table_id, user_id)
        return {"failed": True}
    return {"channel": channel.id, "message": message_id}
