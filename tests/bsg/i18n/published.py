"""The English names BSG keeps as proper names in every language (card, character and ability names), and a pattern
that cuts them out of a text before the English stop-word count."""

from __future__ import annotations

import re

from engine.games.bsg.data import DATA


def published_names() -> list[str]:
    """The English names kept as proper names in every language (longest first, so they are cut out whole)."""
    names: set[str] = set()
    for table in (DATA.crises, DATA.super_crises, DATA.quorum, DATA.destinations, DATA.skill_abilities):
        names.update(card["name"] for card in table.values())
    names.update(info["name"] for info in DATA.skill_cards.values())
    for character in DATA.characters.values():
        names.add(character["name"])
        names.update(ability["name"] for ability in character["abilities"])
    return sorted(names, key=len, reverse=True)


NAMES = re.compile("|".join(re.escape(n) for n in published_names()))
