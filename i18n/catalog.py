"""Fluent catalogs, read from `locales/<lang>/<domain>.ftl` when a language is first needed (compiled once and cached
by content hash: i18n/compiled.py), and
`tr`: any `Text` as a string in one language. Unknown languages fall back to English; a key missing in a language
falls back to English and is logged once; a key missing everywhere is logged once and shows as "…" (never the key)."""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from babel.lists import format_list

from i18n.compiled import Compiled, load
from i18n.msg import Cat, ListOf, Msg, Text, Trimmable

if TYPE_CHECKING:
    from i18n.bundle import CompiledBundle

log = logging.getLogger("boardbot")

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGS = ("en", "cs", "sk", "pl")
DEFAULT = "en"
LANGUAGE_NAMES = {"en": "English", "cs": "čeština", "sk": "slovenčina", "pl": "polski"}
MISSING = "…"
_warned: set[tuple[str, str]] = set()


def catalog_files(lang: str) -> list[Path]:
    return sorted((LOCALES / lang).glob("*.ftl"))


@cache
def _compiled(folder: Path, lang: str) -> Compiled:
    return load(sorted((folder / lang).glob("*.ftl")), lang)


def compiled(lang: str) -> Compiled:
    """One language's catalog, compiled once (from the cache when its files have not changed)."""
    return _compiled(LOCALES, lang)


@cache
def bundle(lang: str) -> CompiledBundle:
    """Every domain of one language in one bundle (keys carry their domain's prefix, so they never clash); each
    message is parsed when first used."""
    from i18n.bundle import CompiledBundle

    return CompiledBundle(compiled(lang))


def warm(langs: tuple[str, ...] = LANGS) -> None:
    """Load every language's bundle now (Fluent's runtime imported, each compiled catalog read): run in a thread once
    the bot serves, so that no player's first command in a language waits for it."""
    for lang in langs:
        bundle(lang)


def plain_text(key: str, lang: str) -> str | None:
    """The value of message `key` in `lang` formatted without arguments (as a command description is), or None when
    the language has no such message or it has no value. Reads the compiled catalog: parses nothing for a message
    that needs no arguments."""
    catalog = compiled(lang)
    text = catalog.plain.get(key)
    if text is not None or key.startswith("-") or key not in catalog.entries:
        return text
    chosen = bundle(lang)
    message = chosen.get_message(key)
    if message.value is None:
        return None
    formatted, _ = chosen.format_pattern(message.value, {})
    return str(formatted)


def has_key(key: str) -> bool:
    """Whether the English (source) catalog has `key`."""
    return bundle(DEFAULT).has_message(key)


def warn_once(lang: str, key: str, what: str) -> None:
    if (lang, key) not in _warned:
        _warned.add((lang, key))
        log.warning("i18n: %s %r in %s", what, key, lang)


def _param(value: Any, lang: str) -> Any:
    if isinstance(value, bool) or value is None:
        return str(value) if value is not None else ""
    if isinstance(value, int | float):
        return value
    if isinstance(value, str):
        return value
    return tr(value, lang)


_FORMATTED: dict[tuple[Any, Any], str] = {}  # (bundle, frozen text) -> its string: the same label is asked for often
_FORMATTED_MAX = 50_000  # about 10 MB at most; emptied when full
_LEAF_TYPES = (str, int, float, bool, type(None))
_LEAVES = frozenset(_LEAF_TYPES)
_TEXTS = frozenset((Msg, Cat, ListOf, Trimmable))
_UNKNOWN = object()


def _frozen(value: Any, lang: str) -> Any:
    """A hashable key telling `value` apart from every text formatted differently in `lang` (1, 1.0 and True
    included), or None when it holds something else. A name with its own translation (Cardline's countries) is
    keyed by its name in `lang`: that string is all a message takes from it. (Loops, not generators: it runs for
    every part of every text a move sends.)"""
    kind = type(value)
    if kind is str:  # the commonest leaf, told apart from the others' pairs by its type
        return value
    if kind in _LEAVES:
        return (kind, value)
    if kind is Msg:
        params = []
        for name, param in value.params.items():
            key = _frozen(param, lang)
            if key is None:
                return None
            params.append((name, key))
        params.sort()  # by name: a text decoded from the outbox (its keys sorted) hits what the presenter formatted
        return ("m", value.key, tuple(params))
    if kind is Cat or kind is ListOf or kind is Trimmable:
        parts = []
        for part in value.items if kind is ListOf else value.parts:
            key = _frozen(part, lang)
            if key is None:
                return None
            parts.append(key)
        return (kind.__name__, value.style if kind is ListOf else value.sep, tuple(parts))
    if isinstance(value, _LEAF_TYPES):  # a subclass (an enum's str, …): formatted as its base type
        return (kind, value)
    localized = getattr(value, "localized", None)
    if callable(localized):
        return str(localized(lang))
    return None


def _cached(text: Msg | Cat | ListOf, lang: str, frozen: Any = _UNKNOWN) -> str:
    """`text` in `lang` (one of LANGS), from the cache when the same text was formatted before (`frozen`: its key,
    when the caller has it already). A message without arguments is its value as compiled (`plain`): no Fluent."""
    if type(text) is Msg and not text.params:
        found = bundle(lang).catalog.plain.get(text.key)
        if found is not None:
            return found
    if frozen is _UNKNOWN:
        frozen = _frozen(text, lang)
    if frozen is None:
        return _formatted(text, lang, None)
    key = (bundle(lang), frozen)  # the bundle object itself: a reloaded catalog starts afresh
    found = _FORMATTED.get(key)
    if found is None:
        if len(_FORMATTED) >= _FORMATTED_MAX:
            _FORMATTED.clear()
        found = _FORMATTED[key] = _formatted(text, lang, frozen)
    return found


def _formatted(text: Msg | Cat | ListOf, lang: str, frozen: Any) -> str:
    """`text` formatted; the parts of lines and lists through the cache with the keys already in `frozen` (a
    changed line of a long text is formatted alone, and no part's key is computed twice)."""
    if isinstance(text, Msg):
        return _format(text, lang)
    parts = text.parts if isinstance(text, Cat) else text.items
    keys = frozen[2] if frozen is not None else (None,) * len(parts)
    strings = [
        _cached(part, lang, key) if key is not None and type(part) in _TEXTS else tr(part, lang)
        for part, key in zip(parts, keys, strict=True)
    ]
    if isinstance(text, Cat):
        return text.sep.join(s for s in strings if s)
    return format_list(strings, style=text.style, locale=lang) if strings else ""  # type: ignore[arg-type]


def _format(msg: Msg, lang: str) -> str:
    chosen = bundle(lang)
    if not chosen.has_message(msg.key):
        if not bundle(DEFAULT).has_message(msg.key):
            warn_once(DEFAULT, msg.key, "unknown key")
            return MISSING
        warn_once(lang, msg.key, "missing key")
        return _format(msg, DEFAULT)
    pattern = chosen.get_message(msg.key).value
    if pattern is None:
        warn_once(lang, msg.key, "key without a value")
        return MISSING
    args = {name: _param(value, lang) for name, value in msg.params.items()}
    flat = chosen.format_flat(msg.key, args)
    if flat is not None:
        return flat
    text, errors = chosen.format_pattern(pattern, args)
    if errors:
        warn_once(lang, msg.key, f"formatting errors {errors}")
    return text


def tr(text: Text | None, lang: str = DEFAULT) -> str:
    """`text` in language `lang` (one of LANGS; anything else reads as English)."""
    if text is None:
        return ""
    if isinstance(text, str):
        return text
    if lang not in LANGS:
        lang = DEFAULT
    if isinstance(text, Msg | Cat | ListOf):
        return _cached(text, lang)
    localized = getattr(text, "localized", None)
    if callable(localized):  # a name from another maintained source (Cardline's CLDR country names)
        return str(localized(lang))
    return str(text)
