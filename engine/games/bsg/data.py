"""Loads the card and board data (copied from shared/data/bsg) and checks its counts.

Everything here is read-only after import. `DATA` is the single loaded instance.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).parent / "data"

SKILLS = ("politics", "leadership", "tactics", "piloting", "engineering")
RESOURCES = ("fuel", "food", "morale", "population")
COLONIAL_ONE = ("press_room", "presidents_office", "administration")
GALACTICA = (
    "ftl_control",
    "weapons_control",
    "communications",
    "research_lab",
    "command",
    "admirals_quarters",
    "hangar_deck",
    "armory",
    "sickbay",
    "brig",
)
CYLON_LOCATIONS = ("caprica", "cylon_fleet", "human_fleet", "resurrection_ship")
HAZARDOUS = ("sickbay", "brig")
LAUNCH_AREAS = (4, 5)
HEAVY_PATH = {0: 5, 1: 0, 2: 3, 3: 4}
SUPPLY = {"viper": 8, "raptor": 4, "raider": 16, "heavy_raider": 4, "basestar": 2, "centurion": 4, "nuke": 2}
CHARACTER_TYPES = ("political", "military", "pilot")


class DataError(Exception):
    """The data files do not match the counts the rules require."""


def _load(name: str) -> dict[str, Any]:
    with open(DATA_DIR / name, encoding="utf-8") as fh:
        return json.load(fh)


@dataclass
class BsgData:
    characters: dict[str, dict] = field(default_factory=dict)
    crises: dict[str, dict] = field(default_factory=dict)
    super_crises: dict[str, dict] = field(default_factory=dict)
    quorum: dict[str, dict] = field(default_factory=dict)
    quorum_deck: list[str] = field(default_factory=list)
    destinations: dict[str, dict] = field(default_factory=dict)
    destination_deck: list[str] = field(default_factory=list)
    loyalty: dict[str, dict] = field(default_factory=dict)
    loyalty_table: dict[int, dict[str, int]] = field(default_factory=dict)
    loyalty_extras: dict[str, dict[str, int]] = field(default_factory=dict)
    locations: dict[str, dict] = field(default_factory=dict)
    civilians: dict[str, dict] = field(default_factory=dict)
    civilian_pile: list[str] = field(default_factory=list)
    galactica_damage: dict[str, dict] = field(default_factory=dict)
    basestar_damage: dict[str, dict] = field(default_factory=dict)
    # skill cards: id "<skill>:<n>" for the n-th physical card of that deck (0..20)
    skill_cards: dict[str, dict] = field(default_factory=dict)
    skill_abilities: dict[str, dict] = field(default_factory=dict)
    titles: dict[str, dict] = field(default_factory=dict)
    tracks: dict[str, Any] = field(default_factory=dict)
    board: dict[str, Any] = field(default_factory=dict)


def load() -> BsgData:
    d = BsgData()
    for ch in _load("characters.json")["characters"]:
        d.characters[ch["id"]] = ch
    for card in _load("crises.json")["cards"]:
        d.crises[card["id"]] = card
    for card in _load("super_crises.json")["cards"]:
        d.super_crises[card["id"]] = card
    for card in _load("quorum.json")["cards"]:
        d.quorum[card["id"]] = card
        for i in range(card.get("count", 1)):
            d.quorum_deck.append(f"{card['id']}#{i}")
    for card in _load("destinations.json")["cards"]:
        d.destinations[card["id"]] = card
        for i in range(card["count"]):
            d.destination_deck.append(f"{card['id']}#{i}")
    loyalty = _load("loyalty.json")
    for card in loyalty["cards"]:
        d.loyalty[card["id"]] = card
    for n, row in loyalty["deck_building"]["by_players"].items():
        d.loyalty_table[int(n)] = dict(row)
    d.loyalty_extras = dict(loyalty["deck_building"]["character_extras"])
    for loc in _load("locations.json")["locations"]:
        d.locations[loc["id"]] = loc
    for ship in _load("civilian_ships.json")["ships"]:
        d.civilians[ship["id"]] = ship
        d.civilian_pile.extend([ship["id"]] * ship["count"])
    for tok in _load("galactica_damage.json")["tokens"]:
        d.galactica_damage[tok["id"]] = tok
    for tok in _load("basestar_damage.json")["tokens"]:
        d.basestar_damage[tok["id"]] = tok
    skills = _load("skill_cards.json")
    for deck in skills["decks"]:
        n = 0
        for entry in deck["cards"]:
            for _ in range(entry["count"]):
                d.skill_cards[f"{deck['skill']}:{n}"] = {
                    "skill": deck["skill"],
                    "card_id": entry["card_id"],
                    "name": entry["name"],
                    "strength": entry["strength"],
                }
                n += 1
        d.skill_abilities.update(deck["abilities"])
    for title in _load("titles.json")["titles"]:
        d.titles[title["id"]] = title
    d.tracks = _load("tracks.json")
    d.board = _load("board.json")
    validate(d)
    return d


def validate(d: BsgData) -> None:
    def need(cond: bool, what: str) -> None:
        if not cond:
            raise DataError(what)

    need(len(d.characters) == 10, "10 characters")
    need(len(d.crises) == 70, "70 crisis cards")
    need(sum(1 for c in d.crises.values() if c["type"] == "cylon_attack") == 10, "10 Cylon attack cards")
    need(len(d.super_crises) == 5, "5 super crisis cards")
    need(len(d.quorum_deck) == 17, "17 quorum cards")
    need(len(d.destination_deck) == 22, "22 destination cards")
    kinds = {"not_cylon": 0, "cylon": 0, "sympathizer": 0}
    for card in d.loyalty.values():
        kinds[card["kind"]] += card.get("count", 1)
    need(kinds == {"not_cylon": 11, "cylon": 4, "sympathizer": 1}, "loyalty 11/4/1")
    need(len(d.civilian_pile) == 12, "12 civilian ships")
    need(len(d.galactica_damage) == 8, "8 Galactica damage tokens")
    need(len(d.basestar_damage) == 4, "4 basestar damage tokens")
    need(len(d.skill_cards) == 105, "105 skill cards")
    for skill in SKILLS:
        cards = [c for c in d.skill_cards.values() if c["skill"] == skill]
        need(len(cards) == 21, f"21 {skill} cards")
    need(set(d.locations) == set(COLONIAL_ONE + GALACTICA + CYLON_LOCATIONS), "17 locations")
    need(set(d.titles) == {"president", "admiral"}, "2 titles")
    for n in range(3, 7):
        need(n in d.loyalty_table, f"loyalty table for {n}")


DATA = load()


def dicts_in(value: Any) -> Iterator[dict[str, Any]]:
    """Every dict inside a JSON-like value (a card's effects, a check), each before the dicts inside it."""
    if isinstance(value, dict):
        yield value
        for item in value.values():
            yield from dicts_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from dicts_in(item)


def loyalty_kind(card_id: str) -> str:
    return DATA.loyalty[card_id.split("#")[0]]["kind"]


def card_base(card_id: str) -> str:
    """Quorum/destination/loyalty instances are "<id>#<n>"."""
    return card_id.split("#")[0]
