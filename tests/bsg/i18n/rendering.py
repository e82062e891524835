"""Checks of a rendered BSG text shared by the i18n tests: every key present with its parameters, nothing unfilled."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from i18n import Cat, ListOf, Msg, tr
from i18n.catalog import bundle


def messages(text: Any) -> Iterator[Msg]:
    """Every message inside a text, nested parameters included."""
    if isinstance(text, Msg):
        yield text
        for value in text.params.values():
            yield from messages(value)
    elif isinstance(text, Cat | ListOf):
        for part in text.parts if isinstance(text, Cat) else text.items:
            yield from messages(part)


def catalog_problems(text: Any, lang: str) -> list[str]:
    """Keys missing in `lang`, and Fluent's formatting errors (an unknown variable, a bad select)."""
    out = []
    for msg in messages(text):
        if not bundle(lang).has_message(msg.key):
            out.append(f"{lang}: no {msg.key}")
            continue
        args = {k: v if isinstance(v, int | str) else tr(v, lang) for k, v in msg.params.items()}
        _, errors = bundle(lang).format_pattern(bundle(lang).get_message(msg.key).value, args)
        out.extend(f"{lang}: {msg.key}: {e}" for e in errors)
    return out


def broken(text: str) -> bool:
    return not text.strip() or "{" in text or "…" in text or "bsg-" in text
