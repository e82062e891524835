"""A message's text made to fit Discord's limit (`MAX_MESSAGE`) when translated, for what cannot be split into
several messages: an edit in place (a private panel, a vote, a prompt), a DM panel later edited and deleted as one
message, an ephemeral answer. A text that fits is as it always was. One that does not gives up the lines its presenter
marked `Trimmable` (a reference part, a log), the earliest such part first: each keeps its first lines and says how
many more there are, in the reader's language; the lines around them (a call to action: what, by when, where) stay
whole. Only when that is not enough is the text clipped, with a visible "…", and logged."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Iterator

from i18n import Cat, ListOf, Msg, Text, Trimmable, tr
from presenters.base import MAX_MESSAGE, clip

log = logging.getLogger("boardbot")


def fitted(text: Text, lang: str, room: int = MAX_MESSAGE) -> str:
    """`text` in `lang` in at most `room` characters (see the module)."""
    whole = tr(text, lang)
    if len(whole) <= room:
        return whole
    for part in list(trimmables(text)):
        text = replaced(text, part, trimmed(part, lang, len(whole) - room))
        whole = tr(text, lang)
        if len(whole) <= room:
            return whole
    log.warning("a text of %d characters clipped to %d (%s)", len(whole), room, lang)
    return clip(whole, room)


def trimmables(text: Text) -> Iterator[Trimmable]:
    """The text's `Trimmable` parts in reading order (outermost first)."""
    if isinstance(text, Trimmable):
        yield text
    if isinstance(text, Cat):
        for part in text.parts:
            yield from trimmables(part)
    elif isinstance(text, ListOf):
        for item in text.items:
            yield from trimmables(item)


def trimmed(part: Trimmable, lang: str, excess: int) -> Cat:
    """`part` as its first lines and how many more there are: as many lines as leave out at least `excess`
    characters (none of them when even that is not enough)."""
    length = len(tr(part, lang))
    shorter = part
    for keep in range(len(part.parts) - 1, -1, -1):
        shorter = Cat((*part.parts[:keep], Msg(part.more, count=len(part.parts) - keep)), part.sep)
        if length - len(tr(shorter, lang)) >= excess:
            break
    return shorter


def replaced(text: Text, old: Trimmable, new: Text) -> Text:
    """`text` with the part `old` (that very object) replaced by `new`."""
    if text is old:
        return new
    if isinstance(text, Cat):
        parts = tuple(replaced(part, old, new) for part in text.parts)
        same = all(a is b for a, b in zip(parts, text.parts, strict=True))
        return text if same else dataclasses.replace(text, parts=parts)
    if isinstance(text, ListOf):
        return ListOf(tuple(replaced(item, old, new) for item in text.items), text.style)
    return text
