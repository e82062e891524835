"""Which language a message is written in: the table's for its thread and board images; the player's own choice
(`/games language`), else the locale Discord last told us, for ephemeral replies and DMs (the edge translates)."""

from __future__ import annotations

from typing import Any

import discord

from engine.store import Store, TableRow
from i18n import Text, resolve_lang, tr
from i18n.catalog import DEFAULT
from presenters.consequences import table_lang as thread_lang


def guild_lang(guild: discord.Guild | None) -> str:
    """A new table's default: the server's preferred locale when it is one of ours, else English."""
    return resolve_lang(getattr(guild, "preferred_locale", None)) or DEFAULT


def table_lang(table: TableRow) -> str:
    return thread_lang(table)


def user_lang(store: Store, user_id: int, fallback: str = DEFAULT) -> str:
    """For DMs: the player's choice, else their last-seen Discord locale, else `fallback` (their table's)."""
    chosen, seen = store.user_language(user_id)
    return resolve_lang(chosen) or resolve_lang(seen) or fallback


def player_lang(interaction: discord.Interaction) -> str:
    """For an ephemeral reply: the player's choice, else this interaction's locale (remembered for their DMs)."""
    store: Store | None = getattr(interaction.client, "store", None)
    seen = resolve_lang(getattr(interaction, "locale", None))
    if store is None:
        return seen or DEFAULT
    chosen, known = store.user_language(interaction.user.id)
    if seen and seen != known:
        store.set_user_language(interaction.user.id, seen=seen)
    return resolve_lang(chosen) or seen or DEFAULT


def say(interaction: discord.Interaction, text: Text) -> str:
    """`text` in the language of whoever sent `interaction`."""
    return tr(text, player_lang(interaction))


def localized(value: Any, lang: str) -> Any:
    """A Text field of a screen as a string (None stays None)."""
    return None if value is None else tr(value, lang)
