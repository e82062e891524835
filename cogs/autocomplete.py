"""An autocomplete's answer: a presenter's (label, value) pairs as discord.py's choices."""

from __future__ import annotations

from collections.abc import Iterable
from itertools import islice
from typing import TypeVar

from discord import app_commands

from presenters.base import clip
from presenters.discord_limits import AUTOCOMPLETE_CHOICES
from presenters.labels import OPTION_LABEL

Value = TypeVar("Value", str, int)


def as_choices(pairs: Iterable[tuple[str, Value]]) -> list[app_commands.Choice[Value]]:
    """The first of the (label, value) pairs Discord takes (AUTOCOMPLETE_CHOICES; more fail the answer) as choices,
    each label cut to Discord's 100 characters (a longer one fails it too). Pairs beyond are never drawn from
    `pairs`: a generator translates only the labels shown."""
    shown = islice(pairs, AUTOCOMPLETE_CHOICES)
    return [app_commands.Choice(name=clip(label, OPTION_LABEL), value=value) for label, value in shown]
