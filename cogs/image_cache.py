"""Images already drawn, by content: an image whose renderer, drawing function, view, arguments, names and language
are those of one drawn before is the same PNG (renderers are pure functions of these), so it is not drawn again.

A move edits every panel and often re-posts a board that did not change; those images come from here. The key is a
hash of the content, so two games or two seats that show the same thing share one entry. Least recently used entries
go first once the cached PNGs pass `budget` bytes.

This module imports no discord (cogs/workers.py, which uses it, runs in worker processes too).
"""

from __future__ import annotations

import hashlib
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import orjson

from i18n.msg import text_to_json

BUDGET = 64 * 1024 * 1024  # bytes of PNGs kept (a board is 40–100 KiB: several hundred images)
Key = bytes


def image_key(
    renderer: str, draw: str, view: Any, args: Sequence[Any], names: Sequence[str], lang: str, code: int = 0
) -> Key | None:
    """A digest of everything an image is drawn from (texts in a view, `Msg` and the like, by their content); None
    for a view holding something else that JSON cannot spell (such an image is drawn every time). `code` names the
    drawing function itself (its id: a function replaced while the bot runs draws anew)."""
    try:
        content = orjson.dumps(
            [renderer, draw, code, view, list(args), list(names), lang],
            default=text_to_json,
            option=orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS,
        )
    except TypeError:
        return None
    return hashlib.blake2b(content, digest_size=16).digest()


class ImageCache:
    """PNG bytes (or None: an image the renderer does not draw) by content key, least recently used first out."""

    def __init__(self, budget: int = BUDGET) -> None:
        self.budget = budget
        self.used = 0
        self.hits = 0
        self.misses = 0
        self._entries: OrderedDict[Key, bytes | None] = OrderedDict()

    def __len__(self) -> int:
        return len(self._entries)

    def __contains__(self, key: Key) -> bool:
        return key in self._entries

    def get(self, key: Key) -> bytes | None:
        """The cached PNG (call only for a key that is `in` the cache); counts a hit and marks it recently used."""
        self._entries.move_to_end(key)
        self.hits += 1
        return self._entries[key]

    def put(self, key: Key, data: bytes | None) -> None:
        self.misses += 1
        old = self._entries.pop(key, None)
        self.used -= len(old or b"")
        size = len(data or b"")
        if size > self.budget:
            return
        self._entries[key] = data
        self.used += size
        while self.used > self.budget:
            _, dropped = self._entries.popitem(last=False)
            self.used -= len(dropped or b"")


class ShownImages:
    """The images each message shows now, by content key, as this process last put them there (a private panel
    edited in place): an edit whose images are those already shown names no attachments, and Discord keeps them, so
    they are neither drawn nor uploaded again. Messages are named "channel:message"; the oldest are forgotten past
    `size` (and all after a restart: the next edit uploads again)."""

    def __init__(self, size: int = 4096) -> None:
        self.size = size
        self.kept = 0  # edits that kept the images shown (counted by `shows`)
        self._by_message: OrderedDict[str, tuple[Key, ...]] = OrderedDict()

    def shows(self, message: str, keys: tuple[Key, ...] | None) -> bool:
        """Whether `message` shows exactly the images of `keys` now (an edit keeps them: counted in `kept`)."""
        same = bool(message) and keys is not None and self._by_message.get(message) == keys
        self.kept += len(keys or ()) if same else 0
        return same

    def shown(self, message: str, keys: tuple[Key, ...] | None) -> None:
        """`message` was edited to show the images of `keys` (None: images whose content has no key)."""
        if not message:
            return
        self._by_message.pop(message, None)
        if keys is None:
            return
        self._by_message[message] = keys
        while len(self._by_message) > self.size:
            self._by_message.popitem(last=False)

    def forget(self, message: str | None = None) -> None:
        """Its images were changed another way (None: some message's, which one is not known)."""
        if message is None:
            self._by_message.clear()
        else:
            self._by_message.pop(message, None)
