"""A new thread post too long for one Discord message, as consecutive posts split between its lines: each is its own
outbox row (posted in order, exactly once, like any other), so nothing is clipped away. What stays one message (an
edit, a DM panel, an ephemeral answer) is fitted when sent instead (`presenters/fitting.py`)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TypeVar

from i18n import Cat, Text, tr
from presenters.base import MAX_MESSAGE
from presenters.labels import full_labels
from presenters.screens import Screen

T = TypeVar("T")


def fitting_groups(items: Sequence[T], size: Callable[[T], int], last_room: int, room: int) -> list[list[T]]:
    """`items` in consecutive groups whose sizes add up to at most `room` each, `last_room` for the last (it has
    the least: what follows the text goes with it). Filled from the end, so the first group takes what is left; an
    item larger than a group's room is a group of its own."""
    groups: list[list[T]] = [[]]
    used, free = 0, last_room
    for item in reversed(items):
        taken = size(item)
        if groups[0] and used + taken > free:
            groups.insert(0, [])
            used, free = 0, room
        groups[0].insert(0, item)
        used += taken
    return groups


def post_parts(screen: Screen, lang: str, limit: int = MAX_MESSAGE) -> list[Screen]:
    """`screen` as the posts it needs in `lang`: itself when it fits (or rewrites a message, which stays one), else
    its lines in groups that each fit, the first ones text alone, the last with the controls (and their shortened
    labels in full), the images and the embed, so a reader meets them after the text as before."""
    text = screen.text
    if screen.rewrites is not None or not isinstance(text, Cat) or text.sep != "\n":
        return [screen]
    labels = full_labels(screen.controls, lang)
    tail = len(labels) + 1 if labels else 0
    if len(tr(text, lang)) + tail <= limit:
        return [screen]
    groups = fitting_groups(text.parts, lambda line: len(tr(line, lang)) + 1, limit - tail, limit)
    firsts: list[Screen] = [Screen(Cat(tuple(group), "\n")) for group in groups[:-1]]
    last: list[Text] = groups[-1]
    return [*firsts, dataclasses.replace(screen, text=Cat(tuple(last), "\n"))]
