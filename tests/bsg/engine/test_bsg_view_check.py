"""The public view of a pending skill check says what it is about and which colours count positive (bsg.md §12:
the crisis, location or card being resolved is face up; abilities that make more cards positive are public), and
nothing about the cards handed in beyond their count."""

from __future__ import annotations

import random

from engine.core import derive_rng
from engine.games.bsg import BsgGame
from engine.randomplayer import random_step

GAME = BsgGame()


def test_a_pending_checks_public_view_names_its_source_and_positive_colours() -> None:
    seen = 0
    for seed in ("view-check-1", "view-check-2"):
        state = GAME.setup(4, {}, derive_rng(seed, 0))
        chooser = random.Random(seed)
        move = 0
        while GAME.result(state) is None and seen < 40:
            seat, action = random_step(GAME, state, chooser)
            move += 1
            GAME.apply(state, seat, action, derive_rng(seed, move))
            check = state["check"]
            if not check:
                continue
            public = GAME.view(state, None)["check"]
            assert public["source"] == {k: check["src"][k] for k in ("kind", "id") if k in check["src"]}
            extra = [s for s in check.get("extra_positive", []) if s not in check["skills"]]
            assert public["positive"] == check["skills"] + extra
            assert public["ones_positive"] is check["ones_positive"]
            if check["src"].get("kind") == "crisis":
                assert public["source"]["id"] in state["turn_crises"]  # the crisis card on the table
            if not check["revealed"] and not check["face_up"]:  # Investigative Committee shows them
                assert not any(f"'{card}'" in str(public) for card in check["pool"])
            seen += 1
    assert seen >= 20
