"""In-memory world of the fake Discord server: ids, users, channels, messages and interaction records.

Everything here is plain data plus small helpers; the HTTP/gateway plumbing lives in the other ``sandbox`` modules.
Test code reads these records (``FakeMessage.content``, ``.components``, ``.attachments`` ...) to assert on
what the bot posted.
"""

from __future__ import annotations

import asyncio
import io
import itertools
import time
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, TypeVar

JSON = dict[str, Any]
T = TypeVar("T")

DISCORD_EPOCH_MS = 1420070400000

# Channel types
TEXT_CHANNEL = 0
DM_CHANNEL = 1
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
THREAD_TYPES = (10, PUBLIC_THREAD, PRIVATE_THREAD)

# Message flags
FLAG_HAS_THREAD = 1 << 5
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_COMPONENTS_V2 = 1 << 15

# Message types
MSG_DEFAULT = 0
MSG_THREAD_CREATED = 18
MSG_CHAT_INPUT_COMMAND = 20
SYSTEM_MESSAGE_TYPES = (MSG_THREAD_CREATED,)

# Interaction types
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# Interaction callback types
CB_MESSAGE = 4
CB_DEFERRED_MESSAGE = 5
CB_DEFERRED_UPDATE = 6
CB_UPDATE_MESSAGE = 7
CB_AUTOCOMPLETE = 8
CB_MODAL = 9


def iso(dt: datetime) -> str:
    """Discord's timestamp format: ISO 8601 with microseconds and a +00:00 offset."""
    return dt.isoformat(timespec="microseconds")


def utcnow() -> datetime:
    return datetime.now(UTC)


class Snowflakes:
    """Generates strictly increasing, realistic snowflakes (timestamp << 22 | worker | increment)."""

    def __init__(self) -> None:
        self._last = 0
        self._increment = itertools.count()

    def next(self) -> int:
        ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
        value = (ms << 22) | (1 << 17) | (next(self._increment) & 0xFFF)
        if value <= self._last:
            value = self._last + 1
        self._last = value
        return value

    def next_on_shard(self, shard: int, count: int) -> int:
        """The next id whose Discord shard (`(id >> 22) % count`) is `shard` (a server placed on a chosen shard)."""
        value = self.next()
        while (value >> 22) % max(1, count) != shard:
            value += 1 << 22
        self._last = value
        return value


class Signal:
    """Wakes every waiter whenever something in the world changed (event driven, no polling)."""

    def __init__(self) -> None:
        self._event = asyncio.Event()

    def fire(self) -> None:
        self._event.set()
        self._event = asyncio.Event()

    async def wait_until(self, predicate: Callable[[], T | None], timeout: float) -> T:
        """Return the first truthy ``predicate()`` result, re-checking after every change."""
        async with asyncio.timeout(timeout):
            while True:
                event = self._event
                result = predicate()
                if result:
                    return result
                await event.wait()


def slug_username(name: str, fallback: str) -> str:
    """Derive a Discord-style (lowercase ASCII) username from a display name."""
    ascii_name = unicodedata.normalize("NFKD", name.replace("Ł", "L").replace("ł", "l"))
    ascii_name = ascii_name.encode("ascii", "ignore").decode().lower()
    cleaned = "".join(ch if ch.isalnum() or ch in "._" else "_" for ch in ascii_name).strip("_")
    return cleaned[:32] or fallback


@dataclass
class FakeUser:
    """A user of the fake world (the bot user or a human). ``name`` is the display (global) name."""

    id: int
    name: str
    username: str
    bot: bool = False
    dms_open: bool = True
    manage_guild: bool = False
    locale: str = "en-US"
    joined_at: datetime = field(default_factory=utcnow)
    dm_channel_id: int | None = None

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class FakeChannel:
    """A guild text channel, a thread or a DM channel."""

    id: int
    type: int
    name: str
    guild_id: int | None = None
    parent_id: int | None = None
    owner_id: int | None = None
    recipient_id: int | None = None
    position: int = 0
    topic: str | None = None
    member_ids: set[int] = field(default_factory=set)
    member_joined: dict[int, datetime] = field(default_factory=dict)
    archived: bool = False
    locked: bool = False
    invitable: bool = True
    auto_archive_duration: int = 1440
    created_at: datetime = field(default_factory=utcnow)
    message_ids: list[int] = field(default_factory=list)
    total_message_sent: int = 0
    deleted: bool = False
    pinned_ids: list[int] = field(default_factory=list)

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def is_dm(self) -> bool:
        return self.type == DM_CHANNEL

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"


@dataclass
class FakeAttachment:
    """A file the bot uploaded (bytes kept so tests can open PNGs)."""

    id: int
    filename: str
    data: bytes = field(repr=False)
    url: str
    content_type: str | None = None
    description: str | None = None
    width: int | None = None
    height: int | None = None

    @property
    def size(self) -> int:
        return len(self.data)

    def image(self) -> Any:
        """Open the attachment with Pillow (``PIL.Image.Image``)."""
        from PIL import Image

        return Image.open(io.BytesIO(self.data))


@dataclass(frozen=True)
class ComponentInfo:
    """One interactive or display component, flattened out of the message's component tree."""

    type: int
    custom_id: str | None
    label: str | None
    disabled: bool
    style: int | None = None
    url: str | None = None
    placeholder: str | None = None
    options: tuple[JSON, ...] = ()
    min_values: int | None = None
    max_values: int | None = None
    emoji: str | None = None
    content: str | None = None

    @property
    def option_values(self) -> list[str]:
        return [str(option["value"]) for option in self.options]


def walk_components(components: list[JSON]) -> Iterator[JSON]:
    """Depth-first walk over a (v1 or v2) component tree."""
    for component in components:
        yield component
        yield from walk_components(component.get("components", []))
        for key in ("accessory", "component"):
            if isinstance(component.get(key), dict):
                yield from walk_components([component[key]])


def _emoji_text(component: JSON) -> str | None:
    emoji = component.get("emoji")
    if not emoji:
        return None
    return emoji.get("name")


def flatten_components(components: list[JSON]) -> list[ComponentInfo]:
    """Every component except layout ones (action rows, sections, containers)."""
    result = []
    for c in walk_components(components):
        if c.get("type") in (1, 9, 17, 18):
            continue
        result.append(
            ComponentInfo(
                type=c["type"],
                custom_id=c.get("custom_id"),
                label=c.get("label"),
                disabled=bool(c.get("disabled", False)),
                style=c.get("style"),
                url=c.get("url"),
                placeholder=c.get("placeholder"),
                options=tuple(c.get("options", [])),
                min_values=c.get("min_values"),
                max_values=c.get("max_values"),
                emoji=_emoji_text(c),
                content=c.get("content"),
            )
        )
    return result


def embed_text(embed: JSON) -> list[str]:
    parts = [embed.get("author", {}).get("name"), embed.get("title"), embed.get("description")]
    for f in embed.get("fields", []):
        parts += [f.get("name"), f.get("value")]
    parts.append(embed.get("footer", {}).get("text"))
    return [p for p in parts if p]


@dataclass(repr=False)
class FakeMessage:
    """A message as the fake server stores it. ``components`` is the flattened view; ``raw_components`` the JSON."""

    id: int
    channel_id: int
    author_id: int
    content: str = ""
    embeds: list[JSON] = field(default_factory=list)
    raw_components: list[JSON] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    flags: int = 0
    type: int = MSG_DEFAULT
    created_at: datetime = field(default_factory=utcnow)
    edited_at: datetime | None = None
    deleted: bool = False
    webhook_id: int | None = None
    interaction_id: int | None = None
    interaction_user_id: int | None = None
    interaction_type: int | None = None
    interaction_name: str | None = None
    message_reference: JSON | None = None
    thread_id: int | None = None
    reactions: dict[str, set[int]] = field(default_factory=dict)
    pinned: bool = False
    history: list[str] = field(default_factory=list)
    nonce: str | None = None  # as sent by the author (Discord keeps it only for a few minutes)
    pinged: tuple[int, ...] = ()  # users its mentions notified when it was created (`allowed_mentions`)

    def __repr__(self) -> str:
        parts = [f"id={self.id}", f"channel={self.channel_id}", f"author={self.author_id}", f"content={self.content!r}"]
        if self.embeds:
            parts.append(f"embeds={[e.get('title') for e in self.embeds]}")
        if self.raw_components:
            parts.append(f"components={[(c.custom_id or c.url, c.label, c.disabled) for c in self.components]}")
        if self.attachments:
            parts.append(f"attachments={[a.filename for a in self.attachments]}")
        parts += [f"flags={self.flags}", f"type={self.type}"] + (["deleted"] if self.deleted else [])
        return f"<FakeMessage {' '.join(parts)}>"

    @property
    def edited(self) -> bool:
        return self.edited_at is not None

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def loading(self) -> bool:
        return bool(self.flags & FLAG_LOADING)

    @property
    def is_system(self) -> bool:
        return self.type in SYSTEM_MESSAGE_TYPES

    @property
    def components(self) -> list[ComponentInfo]:
        return flatten_components(self.raw_components)

    @property
    def custom_ids(self) -> list[str]:
        return [c.custom_id for c in self.components if c.custom_id]

    def component(self, custom_id: str | None = None, *, label: str | None = None) -> ComponentInfo:
        """Find a component by custom_id or label (``KeyError`` listing what exists)."""
        for c in self.components:
            if (custom_id is not None and c.custom_id == custom_id) or (label is not None and c.label == label):
                return c
        known = [(c.custom_id, c.label) for c in self.components]
        raise KeyError(f"message {self.id} has no component custom_id={custom_id!r} label={label!r}; has {known}")

    def attachment(self, filename: str) -> FakeAttachment:
        for a in self.attachments:
            if a.filename == filename:
                return a
        raise KeyError(
            f"message {self.id} has no attachment {filename!r}; has {[a.filename for a in self.attachments]}"
        )

    @property
    def text(self) -> str:
        """Content, embed texts, text displays and component labels, newline-joined."""
        parts = [self.content] if self.content else []
        for embed in self.embeds:
            parts += embed_text(embed)
        for c in self.components:
            parts += [p for p in (c.content, c.label, c.placeholder) if p]
        return "\n".join(parts)


@dataclass
class InteractionRecord:
    """One interaction the driver dispatched, plus everything the bot answered to it."""

    id: int
    token: str
    kind: int
    user_id: int
    channel_id: int
    name: str
    payload: JSON = field(repr=False)
    message_id: int | None = None
    dispatched_at: float = 0.0
    responded_at: float | None = None
    callback_type: int | None = None
    callback_data: JSON = field(default_factory=dict, repr=False)
    original_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    original_edits: int = 0
    choices: list[JSON] | None = None
    modal: JSON | None = field(default=None, repr=False)
    rejected: str | None = None
    _lookup: Callable[[int], FakeMessage | None] = field(default=lambda _mid: None, repr=False)
    _signal: Signal | None = field(default=None, repr=False)
    _diagnostics: Callable[[], str] = field(default=lambda: "", repr=False)

    # -- timing -------------------------------------------------------------------------------------
    @property
    def latency(self) -> float | None:
        """Seconds (monotonic) from dispatch to the bot's first callback."""
        if self.responded_at is None:
            return None
        return self.responded_at - self.dispatched_at

    # -- what the bot answered ------------------------------------------------------------------------
    @property
    def responded(self) -> bool:
        return self.callback_type is not None

    @property
    def deferred(self) -> bool:
        return self.callback_type in (CB_DEFERRED_MESSAGE, CB_DEFERRED_UPDATE)

    @property
    def original(self) -> FakeMessage | None:
        """The @original message: the response message, or the clicked message for update callbacks."""
        return None if self.original_id is None else self._lookup(self.original_id)

    @property
    def followups(self) -> list[FakeMessage]:
        return [m for m in map(self._lookup, self.followup_ids) if m is not None]

    @property
    def messages(self) -> list[FakeMessage]:
        """Original (if it is a response message) followed by the distinct followups."""
        result: list[FakeMessage] = []
        original = self.original
        if original is not None and self.callback_type in (CB_MESSAGE, CB_DEFERRED_MESSAGE):
            result.append(original)
        result += [m for m in self.followups if m not in result]
        return result

    @property
    def last(self) -> FakeMessage | None:
        """The most recent message of this interaction (last followup, else the original)."""
        followups = self.followups
        return followups[-1] if followups else self.original

    @property
    def content(self) -> str:
        original = self.original
        if original is not None:
            return original.content
        return self.callback_data.get("content") or ""

    @property
    def flags(self) -> int:
        original = self.original
        return original.flags if original is not None else int(self.callback_data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def embeds(self) -> list[JSON]:
        original = self.original
        return original.embeds if original is not None else []

    @property
    def components(self) -> list[ComponentInfo]:
        original = self.original
        return original.components if original is not None else []

    @property
    def attachments(self) -> list[FakeAttachment]:
        return [a for m in self.messages for a in m.attachments]

    @property
    def text(self) -> str:
        """All text of the original and followups (for ``in`` assertions)."""
        msgs = self.messages or ([self.original] if self.original else [])
        return "\n".join(m.text for m in msgs if m is not None)

    # -- waiting --------------------------------------------------------------------------------------
    def is_done(self) -> bool:
        if self.callback_type is None:
            return False
        if self.callback_type == CB_DEFERRED_MESSAGE:
            original = self.original
            return bool(self.followup_ids) or (original is not None and not original.loading)
        if self.callback_type == CB_DEFERRED_UPDATE:
            return bool(self.followup_ids) or self.original_edits > 0
        return True

    async def wait_for(self, predicate: Callable[[InteractionRecord], bool], timeout: float = 5.0) -> InteractionRecord:
        assert self._signal is not None
        try:
            await self._signal.wait_until(lambda: predicate(self) or self.rejected is not None, timeout)
        except TimeoutError:
            raise AssertionError(self._timeout_report(timeout)) from None
        if not predicate(self):
            raise AssertionError(self._timeout_report(timeout, rejected=True))
        return self

    async def wait_response(self, timeout: float = 5.0) -> InteractionRecord:
        """Wait for the first callback (any type)."""
        return await self.wait_for(lambda rec: rec.responded, timeout)

    async def wait_done(self, timeout: float = 5.0) -> InteractionRecord:
        """Wait for the callback and, if deferred, for the followup or the edit of @original."""
        return await self.wait_for(lambda rec: rec.is_done(), timeout)

    async def wait_followups(self, count: int = 1, timeout: float = 5.0) -> list[FakeMessage]:
        await self.wait_for(lambda rec: len(rec.followup_ids) >= count, timeout)
        return self.followups

    def _timeout_report(self, timeout: float, *, rejected: bool = False) -> str:
        state = "no callback" if self.callback_type is None else f"callback type {self.callback_type}"
        when = "was rejected" if rejected else f"not done after {timeout}s"
        lines = [f"interaction {self.name!r} (type {self.kind}) {when}: {state}"]
        if self.rejected:
            lines.append(f"server rejected the bot's answer: {self.rejected}")
        lines.append(self._diagnostics())
        return "\n".join(line for line in lines if line)
