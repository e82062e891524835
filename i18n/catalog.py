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
from i18n.msg import Cat, ListOf, Msg, Text

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


def _message(msg: Msg, lang: str) -> str:
    chosen = bundle(lang)
    if not chosen.has_message(msg.key):
        if not bundle(DEFAULT).has_message(msg.key):
            warn_once(DEFAULT, msg.key, "unknown key")
            return MISSING
        warn_once(lang, msg.key, "missing key")
        return _message(msg, DEFAULT)
    pattern = chosen.get_message(msg.key).value
    if pattern is None:
        warn_once(lang, msg.key, "key without a value")
        return MISSING
    args = {name: _param(value, lang) for name, value in msg.params.items()}
    try:  # the same message with the same arguments formats the same text: kept (a move formats dozens again)
        known = (lang, msg.key, *((name, type(value), value) for name, value in sorted(args.items())))
        hash(known)
    except TypeError:  # an argument that cannot be a key (a list): formatted every time
        known = None
    if known is not None and known in _formatted:
        return _formatted[known]
    text, errors = chosen.format_pattern(pattern, args)
    if errors:
        warn_once(lang, msg.key, f"formatting errors {errors}")
    elif known is not None:
        if len(_formatted) >= FORMATTED_SIZE:
            _formatted.clear()
        _formatted[known] = text
    return text


FORMATTED_SIZE = 50_000  # formatted messages kept (all forgotten at once when full)
_formatted: dict[tuple[Any, ...], str] = {}


def tr(text: Text | None, lang: str = DEFAULT) -> str:
    """`text` in language `lang` (one of LANGS; anything else reads as English)."""
    if text is None:
        return ""
    if isinstance(text, str):
        return text
    if lang not in LANGS:
        lang = DEFAULT
    if isinstance(text, Msg):
        return _message(text, lang)
    if isinstance(text, Cat):
        return text.sep.join(s for s in (tr(p, lang) for p in text.parts) if s)
    if isinstance(text, ListOf):
        items = [tr(item, lang) for item in text.items]
        return format_list(items, style=text.style, locale=lang) if items else ""  # type: ignore[arg-type]
    localized = getattr(text, "localized", None)
    if callable(localized):  # a name from another maintained source (Cardline's CLDR country names)
        return str(localized(lang))
    return str(text)
