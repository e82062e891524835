"""Shared by the BSG bot tests: a strict bot, constructed positions, the stored positions of issue 28's report."""

from __future__ import annotations

import gzip
import json
import random
from pathlib import Path

import pytest

from engine.bots import Seen, make_bot, public, seen_by
from engine.bots.bsg import BsgBot
from engine.core import derive_rng
from engine.games.bsg.data import DATA as BSG_DATA
from engine.randomplayer import random_step
from engine.registry import get_game

GAME = get_game("bsg")
DATA = Path(__file__).parent / "data"


def bot(level: str = "normal") -> BsgBot:
    made = make_bot(GAME, level)
    assert isinstance(made, BsgBot)
    made.strict = True  # a scorer's bug fails the test instead of falling back to the default answer
    return made


def position(seed: str) -> dict:
    """A stored position (state and public history, tests/bsg/data/)."""
    with gzip.open(DATA / f"bsg-ftl-kobol-{seed}.json.gz", "rt") as f:
        return json.load(f)


# -- constructed positions ----------------------------------------------------------------------------------------
def reach(kind: str, seed: str, players: int = 4, limit: int = 3000, when=None) -> tuple[dict, list[dict]]:  # type: ignore[no-untyped-def]
    """A random game played until a decision of `kind` (and `when(state)`) is pending (up to 10 seeded games)."""
    for attempt in range(10):
        game_seed = f"{seed}-{attempt}"
        state = GAME.setup(players, {}, derive_rng(game_seed, 0))
        chooser = random.Random(game_seed)
        history: list[dict] = []
        for step in range(1, limit):
            d = state["decision"]
            if GAME.result(state) is not None:
                break
            if d and d["kind"] == kind and (when is None or when(state)):
                return state, history
            seat, action = random_step(GAME, state, chooser)
            history += public(GAME.apply(state, seat, action, derive_rng(game_seed, step)))
    pytest.fail(f"no {kind} decision reached")


def seen_of(state: dict, seat: int, history: list[dict]) -> Seen:
    return seen_by(GAME, state, seat, history)


def make_team(state: dict, seat: int, team: str) -> None:
    """Give `seat` a loyalty hand of that team (swapping cards keeps the deck counts)."""
    p = state["players"][seat]
    if team == "human":
        p["loyalty"] = [c for c in p["loyalty"] if not c.startswith("cylon")] or ["not_cylon#9"]
    else:
        p["loyalty"] = ["cylon_reduce_morale"]


def first_contribution(seed: str) -> tuple[dict, list[dict], int]:
    state, history = reach("contribute", seed)
    seat = min(int(s) for s in state["decision"]["pending"])
    return state, history, seat


def contributing_human(seed: str) -> tuple[dict, list[dict], int]:
    """The first seat to contribute to a check, made loyal, with a hand of strong positive cards."""
    state, history, seat = first_contribution(seed)
    make_team(state, seat, "human")
    p, check = state["players"][seat], state["check"]
    skill = check["skills"][0]
    strong = [c for c, info in BSG_DATA.skill_cards.items() if info["skill"] == skill and info["strength"] >= 3]
    for card in [c for c in strong if c not in p["hand"]][:4]:  # moved from wherever it is: cards stay conserved
        for pile in (state["skill_deck"][skill], state["skill_discard"][skill], *[q["hand"] for q in state["players"]]):
            if card in pile:
                pile.remove(card)
                p["hand"].append(card)
                break
    check["difficulty"] = 10
    return state, history, seat
