"""Which language: Discord locale codes to the bot's four, and the language images are drawn in (a context
variable, so that renderers translate their labels without a language argument on every drawing function)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from i18n.catalog import DEFAULT, LANGS, tr
from i18n.msg import Msg

_current: ContextVar[str] = ContextVar("lang", default=DEFAULT)


def resolve_lang(code: object) -> str | None:
    """One of LANGS for a locale code ("cs", "pl", "en-US", discord.Locale.czech…), or None when it is none of them."""
    if code is None:
        return None
    text = str(getattr(code, "value", code)).strip().lower().replace("_", "-")
    base = text.split("-")[0]
    return base if base in LANGS else None


def current_lang() -> str:
    return _current.get()


@contextmanager
def use_lang(lang: str) -> Iterator[None]:
    """Draw (or translate) in `lang` inside the block."""
    token = _current.set(lang if lang in LANGS else DEFAULT)
    try:
        yield
    finally:
        _current.reset(token)


def t(key: str, **params: Any) -> str:
    """A key translated now, in the current language (for renderers' labels)."""
    return tr(Msg(key, **params), _current.get())
