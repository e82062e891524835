"""The data loader validates counts; unimplemented cards are listed and never enter play."""

from __future__ import annotations

import random

import pytest
from bsg_testkit import GAME

from engine.games.bsg import data as data_module
from engine.games.bsg.data import DATA, DataError, card_base, validate
from engine.games.bsg.support import (
    IMPLEMENTED_CRISES,
    IMPLEMENTED_DESTINATIONS,
    IMPLEMENTED_QUORUM,
    crisis_supported,
    effects_supported,
    not_implemented,
)


def test_counts():
    assert len(DATA.crises) == 70
    assert sum(1 for c in DATA.crises.values() if c["type"] == "cylon_attack") == 10
    assert len(DATA.super_crises) == 5
    assert len(DATA.quorum_deck) == 17
    assert len(DATA.destination_deck) == 22
    assert len(DATA.skill_cards) == 105
    assert len(DATA.civilian_pile) == 12
    assert sorted(DATA.civilian_pile).count("population_1") == 6
    assert len(DATA.galactica_damage) == 8 and len(DATA.basestar_damage) == 4
    for skill in ("politics", "leadership", "tactics", "piloting", "engineering"):
        strengths = sorted(c["strength"] for c in DATA.skill_cards.values() if c["skill"] == skill)
        assert strengths == [1] * 8 + [2] * 6 + [3] * 4 + [4] * 2 + [5]


def test_validate_refuses_a_short_deck():
    broken = data_module.load()
    broken.crises.pop(next(iter(broken.crises)))
    with pytest.raises(DataError):
        validate(broken)


def test_not_implemented_cards_are_listed_and_absent_from_decks():
    missing = not_implemented()
    assert set(missing["crises"]) == set(DATA.crises) - IMPLEMENTED_CRISES
    assert set(missing["quorum"]) == set(DATA.quorum) - IMPLEMENTED_QUORUM
    assert set(missing["destinations"]) == set(DATA.destinations) - IMPLEMENTED_DESTINATIONS
    state = GAME.setup(4, {}, random.Random(1))
    crisis_ids = set(state["decks"]["crisis"]) | set(state["discards"]["crisis"])
    assert crisis_ids == set(IMPLEMENTED_CRISES)
    quorum_ids = {card_base(q) for q in state["decks"]["quorum"] + state["quorum_hand"]}
    assert quorum_ids <= IMPLEMENTED_QUORUM
    for card in missing["crises"]:
        assert not crisis_supported(DATA.crises[card])


def test_support_detects_unknown_ops():
    assert effects_supported([{"op": "resource", "fuel": -1}])
    assert not effects_supported([{"op": "die", "modifier": 2}])
    assert not effects_supported([{"op": "special", "id": "moral_compass"}])
    assert not effects_supported([{"op": "keep_in_play", "rule": "x"}])
    assert not effects_supported([{"op": "fleet_action", "kind": "unknown"}])


def test_status_md_lists_every_missing_card():
    from pathlib import Path

    status = (Path(data_module.__file__).parent / "STATUS.md").read_text()
    for group, cards in not_implemented().items():
        for card in cards:
            assert card.split(":")[-1] in status, f"{group} {card} missing from STATUS.md"
