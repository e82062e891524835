"""How BSG's thread and panels name a seat: a player by mention (or display name), a bot as "Bot 2", its level said
once, where it is seated (the lobby, the start's seat list, a bot taking over a seat), never in every line."""

from __future__ import annotations

from engine.store import TableRow
from engine.tables import is_bot
from i18n import Cat, Msg, Text
from presenters.base import who


def bot_name(user_id: int) -> Msg:
    return Msg("bsg-bot-name", number=str(-user_id))


def is_leveled_bot(table: TableRow, user_id: int) -> bool:
    """A bot seated with a level (its shared name says the level: "Bot 2 (normal)")."""
    return is_bot(user_id) and str(user_id) in table.record.bots


def named(table: TableRow, user_id: int) -> Text:
    """A seat in a thread line: a player's mention, a bot's name in bold without its level."""
    return Cat(("**", bot_name(user_id), "**"), "") if is_leveled_bot(table, user_id) else who(table, user_id)
