"""Bots that move only when a test fires them, for BSG end-to-end games with bots and people (sandbox/bsg_player.py
`WithBots` fires the timers once no person is awaited): never on their own, after the bot's natural delay, while a
slow step of a person awaited at the same time runs. On a loaded machine the game then takes the same course as on
an idle one (tests/bsg/e2e/bsg_course.py replays it)."""

from __future__ import annotations

import pytest

from bot import GameBot

BOT_HOLD = 600.0  # seconds a bot's timer waits after each move, and how far ahead a firing looks (clocks are longer)


def bots_move_when_fired(bot: GameBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Hold `bot`'s bot moves until `bot.fire_due_timers` is called (the firing looks BOT_HOLD further ahead)."""
    bot.tables.bot_delay = BOT_HOLD
    fire = bot.fire_due_timers
    monkeypatch.setattr(bot, "fire_due_timers", lambda now: fire(now + BOT_HOLD))
