"""The lobby lines of the table options of turn clocks (`turn_hours`, `timeouts_allowed`)."""

from __future__ import annotations

from typing import Any

from engine.turn_options import timed_by_game
from i18n import Msg, Text

SEAT_OPTIONS = ("turn_hours", "timeouts_allowed")


def option_text(name: str, value: Any, options: dict[str, Any]) -> Text | None:
    """The lobby line of the turn-clock options (the vote's threshold only when a turn clock may run; none for the
    table clock of a game that times every decision itself)."""
    if name == "turn_hours":
        if timed_by_game(options):
            return None  # the game's own clock lines say it (engine/turn_options.py)
        if value is None:
            return Msg("shared-option-turn-auto")
        return Msg("shared-option-turn-hours", hours=value) if value else Msg("shared-option-turn-none")
    if name == "timeouts_allowed" and options.get("turn_hours") != 0:
        return Msg("shared-option-timeouts", count=value)
    return None
