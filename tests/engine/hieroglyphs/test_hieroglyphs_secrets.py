"""No hand, pharaoh card or sarcophagus value in a public view or in another seat's view (§9)."""

from __future__ import annotations

import json
import random

from hieroglyphs_helpers import GAME

from engine.core import derive_rng
from engine.games.hieroglyphs.data import SARCOPHAGI
from engine.randomplayer import random_step

VARIANTS = [
    {},
    {"pharaohs_curse": True},
    {"eyes_of_the_sphinx": True},
    {"pharaohs_curse": True, "eyes_of_the_sphinx": True},
]


def quoted(value: str) -> str:
    return json.dumps(value)


def check_views(state: dict) -> None:
    n = state["n_players"]
    over = state["phase"] == "over"
    public = json.dumps(GAME.view(state, None))
    stacked = [s for p in state["pillars"].values() for s in p["stack"]]
    for hand in state["hands"]:
        for card in hand:
            assert quoted(card) not in public
    for card in state["stock"]:
        if not card.startswith("CUR"):
            assert quoted(card) not in public
    for pharaoh in state["pharaohs_aside"]:
        assert pharaoh not in public
    for sarcophagus in stacked:
        assert sarcophagus not in public
    if not over:
        assert "PH-" not in public and "SAR-" not in public and '"value"' not in public
    for seat in range(n):
        mine = json.dumps(GAME.view(state, seat))
        known = set(state["held"][seat]) | {t["sarcophagus"] for t in state["transfers"] if t["from"] == seat}
        for other in range(n):
            if other == seat:
                continue
            for card in state["hands"][other]:
                assert quoted(card) not in mine
            if not over:
                assert state["pharaohs"][other] not in mine
                for sarcophagus in state["held"][other]:
                    assert sarcophagus in known or sarcophagus not in mine
        for sarcophagus in SARCOPHAGI:
            if sarcophagus not in known and not over:
                assert sarcophagus not in mine
        assert state["pharaohs"][seat] in mine
        # §9: unused pharaoh cards and stacked values stay hidden from everyone, even after scoring.
        assert not any(pharaoh in mine for pharaoh in state["pharaohs_aside"])
        assert not any(sarcophagus in mine for sarcophagus in stacked)
        assert not any(quoted(card) in mine for card in state["stock"] if not card.startswith("CUR"))


def test_no_secret_in_public_or_other_seat_views():
    for i in range(24):
        seed = f"secret-{i}"
        chooser = random.Random(seed)
        state = GAME.setup(2 + i % 3, VARIANTS[i % 4], derive_rng(seed, 0))
        move = 0
        while True:
            check_views(state)
            if GAME.result(state) is not None:
                break
            move += 1
            seat, action = random_step(GAME, state, chooser)
            events = GAME.apply(state, seat, action, derive_rng(seed, move))
            stacked = [s for p in state["pillars"].values() for s in p["stack"]]
            for event in events:
                text = json.dumps(event.params)
                if event.public and event.kind != "game_over":
                    assert "SAR-" not in text and "PH-" not in text
                    assert not any(quoted(c) in text for hand in state["hands"] for c in hand)
                if event.public:  # §4.1 S9: unclaimed values and unused pharaoh cards are not revealed
                    assert not any(s in text for s in stacked) and not any(p in text for p in state["pharaohs_aside"])


def test_public_view_shows_eyes_only_and_reveals_at_the_end():
    state = GAME.setup(3, {}, random.Random(4))
    view = GAME.view(state, None)
    assert all(set(s) == {"eyes"} for p in view["pillars"] for s in p["stack"])
    assert all(p["pharaoh"] is None for p in view["players"]) and "hand" not in view and "me" not in view
    mine = GAME.view(state, 1)
    assert mine["me"] == 1 and [c["id"] for c in mine["hand"]] == state["hands"][1]
    assert mine["pharaoh"]["id"] == state["pharaohs"][1]
    chooser = random.Random(4)
    move = 0
    while GAME.result(state) is None:
        move += 1
        seat, action = random_step(GAME, state, chooser)
        GAME.apply(state, seat, action, derive_rng("x", move))
    view = GAME.view(state, None)
    assert [p["pharaoh"]["id"] for p in view["players"]] == state["pharaohs"]
    assert view["result"]["details"]["players"][0]["sarcophagi"] == [dict(SARCOPHAGI[s]) for s in state["held"][0]]
    stacked = [s for p in state["pillars"].values() for s in p["stack"]]
    assert not any(s in json.dumps(view) for s in stacked)
