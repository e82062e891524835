"""A Discord stand-in that runs in-process: the real bot (discord.py's own HTTP and gateway code) connects to it on
127.0.0.1, and a driver acts as users (slash commands, clicks, selects, modals) and reads what the bot posted.

The end-to-end tests use it, and so does `python -m sandbox.demo`, which plays a whole game between bots and writes
an HTML page of it (see the README, "Try it without Discord"). No pytest needed, no network beyond 127.0.0.1.

Modules by concern: `world` (the in-memory records), `guild` (world setup, look-ups, payloads), `rest` (HTTP
plumbing, login, users, guild, application commands), `channels` (channels, threads, messages), `messages`
(building and announcing messages), `files` (attachments), `interactions` (callbacks, webhooks), `gateway`,
`driver` (acting as users), `commands` and `validation` (Discord's rules for commands and limits), `server`
(`FakeDiscord`, which joins them, plus queries and waiting), `running` (`running_bot`).

Driving the real bot for tests and benches: `game_driver` (start the bot, open and start a table, read the thread),
`bsg_player` (a whole BSG table played through the controls), `probe` (what one request costs inside the bot),
`bot_process` (the bot in a process of its own, with kill points; several of them over one PostgreSQL, each
serving its shards of a `FakeDiscord(shard_count=…)` with servers added by `add_guild`); `play` and `demo` (the demo).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sandbox.commands import CommandError
    from sandbox.files import png_bytes
    from sandbox.protocol import ApiError
    from sandbox.running import running_bot
    from sandbox.server import FakeDiscord

# Imported when first asked for, not with the package: a bot process (`python -m sandbox.bot_process`) and its
# worker processes then load only the bot's own modules, not the fake server's (nor discord before the bot does).
_HOMES = {
    "ApiError": "sandbox.protocol",
    "CommandError": "sandbox.commands",
    "FakeDiscord": "sandbox.server",
    "png_bytes": "sandbox.files",
    "running_bot": "sandbox.running",
}
__all__ = ["ApiError", "CommandError", "FakeDiscord", "png_bytes", "running_bot"]


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module 'sandbox' has no attribute {name!r}")
    return getattr(importlib.import_module(_HOMES[name]), name)
