"""Component data of Hieroglyphs, loaded once from data.json and checked against the spec's counts (§2)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

_RAW: dict[str, Any] = json.loads((Path(__file__).with_name("data.json")).read_text(encoding="utf-8"))

CONSTANTS: dict[str, int] = _RAW["constants"]
COLUMNS: int = CONSTANTS["wall_columns"]
ROWS: int = CONSTANTS["wall_rows"]
WINDOWS: int = COLUMNS * ROWS
HAND_SIZE: int = CONSTANTS["hand_size"]
SCARABS_TOTAL: int = CONSTANTS["scarabs_total"]
EXPLORERS: int = CONSTANTS["explorers_per_player"]
MAX_SCARABS: int = CONSTANTS["max_scarabs_per_pillar"]
MAX_SCARABS_PER_TURN: int = CONSTANTS["max_scarabs_per_pillar_per_turn"]
PHARAOH_BONUS: int = CONSTANTS["pharaoh_bonus"]
CURSE_STARTING_STOCK: int = CONSTANTS["curse_starting_stock"]

# Animals in table order (§2.2); this order is also the default pillar order of constructed test positions.
ANIMALS: dict[str, dict[str, Any]] = {a["id"]: a for a in _RAW["animals"]}
ANIMAL_IDS: list[str] = [a["id"] for a in _RAW["animals"]]


def _build_cards() -> list[str]:
    cards = []
    for animal in _RAW["animals"]:
        for facing in ("L", "R"):
            cards += [f"{animal['id']}-{facing}-{n}" for n in range(1, animal[f"facing_{facing}"] + 1)]
    return cards


# Hieroglyph card ids `<animal>-<facing>-<n>` (§2.3), in table order.
CARDS: list[str] = _build_cards()
SARCOPHAGI: dict[str, dict[str, Any]] = {s["id"]: s for s in _RAW["sarcophagi"]}
PHARAOHS: dict[str, dict[str, Any]] = {p["id"]: p for p in _RAW["pharaohs"]}
CURSES: dict[str, dict[str, Any]] = {c["id"]: c for c in _RAW["curses"]}
COLOURS: list[dict[str, Any]] = _RAW["colours"]


def card_animal(card_id: str) -> str:
    return card_id[:3]


def card_facing(card_id: str) -> str:
    return card_id[4]


def card_kind(card_id: str) -> str:
    """`CAM-L-2` -> `CAM-L` (cards of one kind are interchangeable)."""
    return card_id[:5]


def is_curse(card_id: str) -> bool:
    return card_id.startswith("CUR-")


def card_record(card_id: str) -> dict[str, Any]:
    """The full public record of a hieroglyph card, for views and renderers."""
    animal = ANIMALS[card_id[:3]]
    return {
        "id": card_id,
        "kind": card_id[:5],
        "animal": animal["id"],
        "name": animal["name"],
        "short": animal["short"],
        "facing": card_id[4],
    }


def curse_record(curse_id: str) -> dict[str, Any]:
    curse = CURSES[curse_id]
    return {"id": curse_id, "animals": list(curse["animals"]), "names": [ANIMALS[a]["name"] for a in curse["animals"]]}


def _check_counts() -> None:
    """Assert the inventory of §2 so that a damaged data file fails loudly at import."""
    assert (COLUMNS, ROWS) == (7, 7)
    assert len(ANIMALS) == 7
    assert len(CARDS) == 49 == WINDOWS and len(set(CARDS)) == 49
    assert sum(card_facing(c) == "L" for c in CARDS) == 25
    for animal in ANIMALS.values():
        assert animal["facing_L"] + animal["facing_R"] == 7
        assert {animal["facing_L"], animal["facing_R"]} == {3, 4}
    assert len(SARCOPHAGI) == 21
    for eyes, total in ((1, 24), (2, 38), (3, 57)):
        group = [s for s in SARCOPHAGI.values() if s["eyes"] == eyes]
        assert len(group) == 7 and sum(s["value"] for s in group) == total
    assert len(PHARAOHS) == 7 and {p["animal"] for p in PHARAOHS.values()} == set(ANIMALS)
    assert all(p["bonus"] == PHARAOH_BONUS for p in PHARAOHS.values())
    assert len(CURSES) == 6
    for curse in CURSES.values():
        assert len(set(curse["animals"])) == 3 and set(curse["animals"]) <= set(ANIMALS)
    for animal in ANIMALS:
        assert 2 <= sum(animal in c["animals"] for c in CURSES.values()) <= 3
    assert len(COLOURS) == 4 and all(c["explorers"] == EXPLORERS for c in COLOURS)
    assert (SCARABS_TOTAL, EXPLORERS, HAND_SIZE, MAX_SCARABS, MAX_SCARABS_PER_TURN) == (16, 5, 3, 3, 2)
    assert CURSE_STARTING_STOCK == 20


_check_counts()
