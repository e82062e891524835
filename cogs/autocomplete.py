"""An autocomplete's answer: a presenter's (label, value) pairs as discord.py's choices."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeVar

from discord import app_commands

from presenters.base import clip
from presenters.labels import OPTION_LABEL

Value = TypeVar("Value", str, int)


def as_choices(pairs: Iterable[tuple[str, Value]]) -> list[app_commands.Choice[Value]]:
    """Each (label, value) as a choice, its label cut to Discord's 100 characters (a longer one fails the answer)."""
    return [app_commands.Choice(name=clip(label, OPTION_LABEL), value=value) for label, value in pairs]
