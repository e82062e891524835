"""The issue's measure: English words (from a small stop-list) in what the bot shows — messages, embeds, buttons,
menus, forms, and the labels drawn on images. Each game plugs in through `tests/i18n/games/<game>.py`."""

from __future__ import annotations

import re
import threading
from collections import Counter
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from PIL import ImageDraw

# Common English words that are not also Czech, Slovak or Polish words ("a", "i", "to", "no", "on", "by" are).
STOP_WORDS = frozenset(
    """the and you your is are was were of for with this that these has have not cannot can't don't
    game games move moves turn player players card cards waiting wins winner round score scores points
    board hand yes here there which who what when where will would must may please sorry done accepted
    left joined started over next first last his their its it be been any all each every only
    nobody none than then from into out two three time up down line lines""".split()  # noqa: SIM905
)
CODE = re.compile(r"`[^`]*`")
NOISE = re.compile(r"<[@#!&:][^>]*>|https?://\S+")
WORDS = re.compile(r"[^\W\d_]+(?:'[a-z]+)?", re.UNICODE)


def english_words(text: str) -> list[str]:
    """Stop-list words in `text`, leaving out code spans (`/game hand`), mentions and links."""
    plain = NOISE.sub(" ", CODE.sub(" ", text or ""))
    return [w for w in (m.group(0).lower() for m in WORDS.finditer(plain)) if w in STOP_WORDS]


def component_texts(components: Iterable[dict[str, Any]]) -> Iterator[str]:
    for component in components:
        for key in ("label", "placeholder", "title", "content"):
            if component.get(key):
                yield str(component[key])
        for option in component.get("options") or ():
            yield str(option.get("label") or "")
            yield str(option.get("description") or "")
        yield from component_texts(component.get("components") or ())


def message_texts(message: Any) -> Iterator[str]:
    """Every text of one message the bot sent, with its earlier versions (edits)."""
    yield message.content or ""
    yield from (old for old in message.history if isinstance(old, str))
    for embed in message.embeds:
        yield str(embed.get("title") or "")
        yield str(embed.get("description") or "")
        yield str((embed.get("footer") or {}).get("text") or "")
        for item in embed.get("fields") or ():
            yield f"{item.get('name', '')} {item.get('value', '')}"
    yield from component_texts(message.raw_components)


def bot_texts(server: Any) -> list[tuple[str, str]]:
    """(where, text) for everything the bot sent through the fake Discord: thread and channel posts, DMs,
    ephemeral replies (with edits), and the forms (modals) it opened."""
    out: list[tuple[str, str]] = []
    for message in server.messages_by_id.values():
        if message.author_id != server.bot_user.id:
            continue
        channel = server.channels.get(message.channel_id)
        where = "ephemeral" if message.flags & 64 else "dm" if channel and channel.is_dm else "thread"
        out.extend((where, text) for text in message_texts(message) if text)
    for record in server.interactions.values():
        modal = getattr(record, "modal", None)
        if modal:
            out.append(("form", str(modal.get("title", ""))))
            out.extend(("form", text) for text in component_texts(modal.get("components") or ()))
    return out


def english_in(texts: Iterable[tuple[str, str]]) -> Counter[str]:
    """Stop-list words found, as "where: word" → count."""
    found: Counter[str] = Counter()
    for where, text in texts:
        found.update(f"{where}: {word}" for word in english_words(text))
    return found


def examples(texts: Iterable[tuple[str, str]], limit: int = 8) -> list[str]:
    return [f"{where}: {text[:160]!r}" for where, text in texts if english_words(text)][:limit]


class LabelRecorder:
    """Records every string drawn with Pillow (ImageDraw.text / multiline_text) while it is installed."""

    def __init__(self) -> None:
        self.labels: list[str] = []
        self._lock = threading.Lock()

    def note(self, text: Any) -> None:
        if isinstance(text, bytes):
            text = text.decode("utf-8", "replace")
        with self._lock:
            self.labels.append(str(text))

    def texts(self) -> list[tuple[str, str]]:
        return [("image", label) for label in self.labels]


@contextmanager
def recording_labels() -> Iterator[LabelRecorder]:
    recorder = LabelRecorder()
    originals = {name: getattr(ImageDraw.ImageDraw, name) for name in ("text", "multiline_text")}

    def wrap(name: str) -> Any:
        original = originals[name]

        def drawn(self: Any, xy: Any, text: Any, *args: Any, **kwargs: Any) -> Any:
            recorder.note(text)
            return original(self, xy, text, *args, **kwargs)

        return drawn

    for name in originals:
        setattr(ImageDraw.ImageDraw, name, wrap(name))
    try:
        yield recorder
    finally:
        for name, original in originals.items():
            setattr(ImageDraw.ImageDraw, name, original)
