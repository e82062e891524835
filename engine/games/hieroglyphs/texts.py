"""Hieroglyphs' words: message keys with parameters (the texts live in `locales/<lang>/hieroglyphs.ftl`).

Engine and presenter code builds `Msg`s with these helpers; renderers call `render(...)`, translated at once in the
language being drawn. Parameters: `player`, `finder`, `victim`, `holder`, `displaced` are display names; `pillar`,
`source`, `target` are animal names (`animal(code)`); `card` is `card_text(...)`; `cells` a list like `2,1 3,2 4,3`.
"""

from __future__ import annotations

from typing import Any

from i18n import ListOf, Msg, Text, t

TITLE = "Hieroglyphs"  # the English title; every language's own is `hieroglyphs-title`
COUNTED = ("pairs", "scarab_attempts", "cards", "scarabs", "attempts", "sarcophagi")


def key(area: str, name: str) -> str:
    return f"hieroglyphs-{area}-{name}"


def event(name: str, **params: Any) -> Msg:
    return Msg(key("event", name), **params)


def error(name: str, **params: Any) -> Msg:
    return Msg(key("error", name), **params)


def ui(name: str, **params: Any) -> Msg:
    return Msg(key("ui", name), **params)


def button(name: str, **params: Any) -> Msg:
    return Msg(key("button", name), **params)


def phase(name: str, **params: Any) -> Msg:
    return Msg(key("phase", name), **params)


def option(name: str, **params: Any) -> Msg:
    return Msg(key("option", name), **params)


def optdesc(name: str) -> Msg:
    return Msg(key("optdesc", name))


def result(name: str, **params: Any) -> Msg:
    return Msg(key("result", name), **params)


def render(name: str, **params: Any) -> str:
    """An image label in the language being drawn (see `i18n.use_lang`)."""
    return t(key("render", name), **params)


def animal(code: str) -> Msg:
    return Msg("hieroglyphs-animal", animal=code)


def colour(code: str) -> Msg:
    return Msg("hieroglyphs-colour", colour=code)


def facing(code: str) -> Msg:
    return Msg("hieroglyphs-facing", facing=code)


def counted(noun: str, count: int) -> Msg:
    """`count` with its noun, in the plural form the language wants: "1 pair", "2 páry", "5 par"."""
    assert noun in COUNTED, noun
    return Msg(key("count", noun), count=count)


def duration(seconds: int) -> Msg:
    """A time span as players read it: "10 minutes", "1 hour", "90 seconds"."""
    if seconds >= 3600 and seconds % 3600 == 0:
        return Msg(key("duration", "hours"), count=seconds // 3600)
    if seconds >= 60 and seconds % 60 == 0:
        return Msg(key("duration", "minutes"), count=seconds // 60)
    return Msg(key("duration", "seconds"), count=seconds)


def join_names(names: list[Text]) -> ListOf:
    """Names joined the language's way: "A, B and C", "A, B a C", "A, B i C"."""
    return ListOf(tuple(names))


def rules() -> Msg:
    return Msg("hieroglyphs-rules")
