"""Slash-command localization: Discord asks, per client locale, for each command's, option's and choice's text.

Names stay as declared (valid in every locale: lowercase, no spaces); descriptions and choice labels come from the
catalogs, keyed by where they sit: `<game>-cmd-<command>` (`-opt-<option>`), else the shared `shared-cmd-…` ones,
and `<game>-choice-<value>` / `shared-choice-<value>`. A key missing for a language leaves Discord's English.
"""

from __future__ import annotations

from functools import cache
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from i18n import resolve_lang
from i18n.catalog import DEFAULT, plain_text


def _parts(command: Any) -> tuple[str, str]:
    """(top-level group, the rest of the qualified name with dashes)."""
    names = command.qualified_name.split()
    return names[0], "-".join(names[1:])


def description_keys(command: Any) -> list[str]:
    group, rest = _parts(command)
    if not rest:
        return [f"{group}-cmd", f"shared-cmd-{group}"]
    return [f"{group}-cmd-{rest}", f"shared-cmd-{group}-{rest}", f"shared-cmd-{rest}"]


def parameter_keys(command: Any, option: str) -> list[str]:
    group, rest = _parts(command)
    return [
        f"{group}-cmd-{rest}-opt-{option}",
        f"shared-cmd-{group}-{rest}-opt-{option}",
        f"shared-cmd-{rest}-opt-{option}",
        f"shared-cmd-opt-{option}",
        f"{group}-cmd-opt-{option}",
    ]


def choice_keys(value: object) -> list[str]:
    return [f"shared-choice-{value}"]


def keys_for(context: app_commands.TranslationContext[Any, Any]) -> list[str]:
    data = context.data
    if context.location in (Where.command_description, Where.group_description):
        return description_keys(data)
    if context.location == Where.parameter_description:
        return parameter_keys(data.command, data.name)
    if context.location == Where.choice_name:
        return choice_keys(getattr(data, "value", ""))
    return []  # command, group and option names stay as declared


def lookup(keys: list[str], lang: str) -> str | None:
    """The first of `keys` the language has (with a value), formatted without arguments: from the compiled catalog's
    plain texts, so registering the command tree parses no catalog."""
    for key in keys:
        text = plain_text(key, lang)
        if text is not None:
            return text
    return None


@cache
def _translated_lang(locale: discord.Locale) -> str | None:
    """The catalog language for a Discord locale, None for English and the locales without a catalog (Discord asks
    for each of its ~30 locales, for every command text: most answers are None at once)."""
    lang = resolve_lang(locale)
    return None if lang == DEFAULT else lang


class CatalogTranslator(app_commands.Translator):
    async def translate(
        self, string: app_commands.locale_str, locale: discord.Locale, context: app_commands.TranslationContext
    ) -> str | None:
        lang = _translated_lang(locale)
        if lang is None:
            return None
        text = lookup(keys_for(context), lang)
        if text is None:
            return None
        limit = 100 if context.location != Where.choice_name else 100
        return text[:limit]
