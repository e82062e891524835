"""Slash commands synced only when they changed: the hash of the payload a sync would send (the command tree with
its translations) is kept per scope in the database; a start syncs a scope only when its hash differs, and
`python bot.py sync-commands` syncs regardless. Discord limits command creation (200 a day per server), so a bot
that restarts often must not sync every time."""

from __future__ import annotations

import hashlib
import json
import logging
from typing import Any

import discord
from discord import app_commands

from engine.store import Store

log = logging.getLogger("boardbot")


async def tree_payload(tree: app_commands.CommandTree[Any], guild: discord.abc.Snowflake | None) -> list[Any]:
    """What `tree.sync(guild=guild)` sends to Discord."""
    commands = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is not None:
        return [await command.get_translated_payload(tree, translator) for command in commands]
    return [command.to_dict(tree) for command in commands]


def digest(payload: list[Any]) -> str:
    return hashlib.sha256(json.dumps(payload, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


def scope_key(application_id: int | None, guild_id: int | None) -> str:
    return f"{application_id or 0}:" + (f"guild:{guild_id}" if guild_id else "global")


async def sync_if_changed(
    tree: app_commands.CommandTree[Any], store: Store, application_id: int | None, guild_id: int | None, force: bool
) -> bool:
    """Sync the tree to its scope (a server when `guild_id`, else global) when it changed since the last sync
    recorded in `store`, or when `force`; whether it synced."""
    guild = discord.Object(id=guild_id) if guild_id else None
    if guild is not None:
        tree.copy_global_to(guild=guild)
    key = scope_key(application_id, guild_id)
    payload = await tree_payload(tree, guild)
    current = digest(payload)
    if not force and store.synced_hash(key) == current:
        log.info("slash commands unchanged since the last sync (%s); not syncing", key)
        return False
    if application_id is None:
        raise app_commands.MissingApplicationID
    http = tree.client.http  # what `tree.sync` sends, without translating the tree a second time
    if guild is None:
        await http.bulk_upsert_global_commands(application_id, payload=payload)
    else:
        await http.bulk_upsert_guild_commands(application_id, guild.id, payload=payload)
    store.set_synced_hash(key, current)
    log.info("slash commands synced (%s)", key)
    return True
