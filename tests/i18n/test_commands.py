"""Slash commands through the Translator: names stay valid and untranslated; descriptions of the converted domains
exist in every catalog, the English one equal to the code's text, and reach Czech and Polish clients."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import discord
import pytest

from bot import create_bot
from cogs import catalogue
from cogs.translator import CatalogTranslator, description_keys, lookup, parameter_keys
from engine.registry import KNOWN_GAMES
from i18n import LANGS

# Domains whose command texts are in the catalogs: the shared /games group and every known game (its descriptor
# names its catalogs; a game registered at run time, like the tests' toy game, has none).
CONVERTED = {"games", *(name for name in KNOWN_GAMES if catalogue.descriptor(name).catalogs)}
SHARED_COMMANDS = {"join", "leave", "start", "board", "hand", "rules", "help", "abandon"}  # every game's, from GameCog


def converted(path: tuple[str, ...]) -> bool:
    return path[0] in CONVERTED or (len(path) == 2 and path[1] in SHARED_COMMANDS)


NAME = re.compile(r"^[-_\w]{1,32}$")


async def payloads(tmp_path: Path) -> list[dict[str, Any]]:
    bot = create_bot(str(tmp_path / "t.db"), sync_commands=False)
    await bot.setup_hook()
    translator = CatalogTranslator()
    out = [await c.get_translated_payload(bot.tree, translator) for c in bot.tree.get_commands()]
    await bot.close()
    return out


def walk(payload: dict[str, Any], path: tuple[str, ...] = ()) -> Any:
    yield path + (payload["name"],), payload
    for option in payload.get("options", []):
        if option.get("type") in (1, 2):  # subcommands and groups
            yield from walk(option, path + (payload["name"],))


@pytest.mark.asyncio
async def test_names_stay_valid_and_descriptions_reach_czech_and_polish_clients(tmp_path: Path) -> None:
    missing: list[str] = []
    for top in await payloads(tmp_path):
        for path, command in walk(top):
            names = [command["name"], *(o["name"] for o in command.get("options", []))]
            assert all(NAME.match(n) and n == n.lower() for n in names), names
            assert not command.get("name_localizations"), "command names are never translated"
            if not converted(path):
                continue
            for locale in (discord.Locale.czech.value, discord.Locale.polish.value):
                if (command.get("description_localizations") or {}).get(locale) is None:
                    missing.append(f"{' '.join(path)} [{locale}]")
                for option in command.get("options", []):
                    if option.get("type") not in (1, 2) and not (option.get("description_localizations") or {}).get(
                        locale
                    ):
                        missing.append(f"{' '.join(path)} {option['name']} [{locale}]")
    assert not missing, missing


class Named:
    def __init__(self, qualified_name: str) -> None:
        self.qualified_name = qualified_name


@pytest.mark.asyncio
async def test_english_catalog_matches_the_code_and_every_language_has_the_texts(tmp_path: Path) -> None:
    wrong: list[str] = []
    for top in await payloads(tmp_path):
        for path, command in walk(top):
            if not converted(path):
                continue
            command_keys = description_keys(Named(" ".join(path)))
            checks = [(command_keys, command["description"])]
            for option in command.get("options", []):
                if option.get("type") not in (1, 2) and option["description"] != "…":
                    checks.append((parameter_keys(Named(" ".join(path)), option["name"]), option["description"]))
            for keys, english in checks:
                if lookup(keys, "en") != english:
                    wrong.append(f"{keys[0]}: en catalog {lookup(keys, 'en')!r} != code {english!r}")
                wrong.extend(f"{keys[0]} [{lang}]" for lang in LANGS if lookup(keys, lang) is None)
    assert not wrong, wrong
