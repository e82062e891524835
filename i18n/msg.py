"""The text values the engine and presenters hand out: keys with parameters, never finished sentences."""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import orjson


class Msg:
    """A catalog key with its parameters. Parameters may be numbers (formatted per locale; plural selectors),
    strings (inserted as they are: names, mentions, links), or other texts (translated first)."""

    __slots__ = ("key", "params")

    def __init__(self, key: str, **params: Any) -> None:
        self.key = key
        self.params = params

    def __repr__(self) -> str:
        args = "".join(f", {k}={v!r}" for k, v in self.params.items())
        return f"Msg({self.key!r}{args})"

    def __str__(self) -> str:  # English: for logs, exceptions and tests that read the default language
        from i18n.catalog import tr

        return tr(self, "en")

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and other.key == self.key and other.params == self.params

    def __hash__(self) -> int:
        return hash(self.key)

    def __bool__(self) -> bool:
        return True


@dataclass(frozen=True)
class Cat:
    """Texts joined by `sep` once translated (lines of a message, a label and its value)."""

    parts: tuple[Text, ...]
    sep: str = "\n"

    def __str__(self) -> str:
        from i18n.catalog import tr

        return tr(self, "en")

    def __bool__(self) -> bool:
        return any(bool(p) for p in self.parts)


@dataclass(frozen=True)
class Trimmable(Cat):
    """Lines a message may shorten to fit Discord's limit (a reference part, a log); otherwise a `Cat` like any
    other. `presenters/fitting.py` keeps the first lines that fit and ends with `more` (a message key taking
    `count`: how many lines were left out)."""

    more: str = "shared-and-more"


@dataclass(frozen=True)
class ListOf:
    """Items joined the locale's way: "A, B and C" / "A, B a C" / "A, B i C" (CLDR via Babel's format_list).
    `style` is Babel's: "standard" (and), "or", "unit", "standard-short"…"""

    items: tuple[Text, ...]
    style: str = "standard"

    def __str__(self) -> str:
        from i18n.catalog import tr

        return tr(self, "en")

    def __bool__(self) -> bool:
        return bool(self.items)


Text = str | Msg | Cat | ListOf


def cat(parts: Iterable[Text | None], sep: str = "\n") -> Cat:
    """Join texts (empty ones and None are left out) — the translated form of `sep.join(...)`."""
    return Cat(tuple(p for p in parts if p), sep)


def reason(error: BaseException) -> Text:
    """The player-facing text an IllegalMove/TableError/OptionError carries (a Msg, or an older plain string)."""
    first = error.args[0] if error.args else ""
    return first if isinstance(first, str | Msg | Cat | ListOf) else str(error)


# -- texts as stored JSON (the outbox keeps what a move must send; it is translated when it is sent) ---------------
def text_to_json(value: Any) -> Any:
    """A `json.dumps` default: a Msg, Cat or ListOf as a tagged dict (their parts are encoded by json itself)."""
    kind = type(value)  # the exact types first: called for every text of every row a move stores
    if kind is Msg or isinstance(value, Msg):
        return {"$msg": value.key, "params": value.params}
    if kind is Cat or isinstance(value, Cat):
        if isinstance(value, Trimmable):
            return {"$cat": list(value.parts), "sep": value.sep, "more": value.more}
        return {"$cat": list(value.parts), "sep": value.sep}
    if kind is ListOf or isinstance(value, ListOf):
        return {"$list": list(value.items), "style": value.style}
    by_lang = getattr(value, "by_lang", None)
    if by_lang is not None:  # a name in every language already (Cardline's countries, a decoded `Names`)
        return {"$names": by_lang}
    localized = getattr(value, "localized", None)
    if callable(localized):  # a name from another source: kept in every language
        from i18n.catalog import LANGS

        return {"$names": {lang: str(localized(lang)) for lang in LANGS}}
    raise TypeError(f"{type(value).__name__} is not JSON serializable")


TEXTS_ORJSON = (
    orjson.OPT_SORT_KEYS | orjson.OPT_NON_STR_KEYS | orjson.OPT_PASSTHROUGH_DATACLASS
)  # texts by text_to_json


def texts_json(value: Any) -> str:
    """`value` as compact JSON with sorted keys, its texts as `text_to_json` writes them. Encoded with orjson (a move
    encodes many values); the standard encoder for what orjson refuses (integers beyond 64 bits)."""
    try:
        return orjson.dumps(value, default=text_to_json, option=TEXTS_ORJSON).decode()
    except TypeError:
        return json.dumps(value, sort_keys=True, separators=(",", ":"), default=text_to_json)


def text_from_json(data: dict[str, Any]) -> Any:
    """A `json.loads` object hook: the inverse of `text_to_json`."""
    if "$msg" in data:
        msg = Msg.__new__(Msg)  # its decoded parameters as they are (no copy through keyword arguments)
        msg.key, msg.params = data["$msg"], data["params"]
        return msg
    if "$cat" in data:
        if "more" in data:
            return Trimmable(tuple(data["$cat"]), data["sep"], data["more"])
        return Cat(tuple(data["$cat"]), data["sep"])
    if "$list" in data:
        return ListOf(tuple(data["$list"]), data["style"])
    if "$names" in data:
        return Names(data["$names"])
    return data


@dataclass(frozen=True)
class Names:
    """A name stored in every language (decoded from `text_to_json`): translated like the text it came from."""

    by_lang: dict[str, str]

    def localized(self, lang: str) -> str:
        return self.by_lang.get(lang) or self.by_lang.get("en", "")

    def __str__(self) -> str:
        return self.localized("en")
