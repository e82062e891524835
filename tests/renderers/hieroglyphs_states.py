"""Hieroglyphs positions to draw: random games by phase, the names to draw them with, and the PNG checks."""

from __future__ import annotations

import random
from pathlib import Path

from PIL import Image

from engine.core import derive_rng
from engine.games.hieroglyphs import HieroglyphsGame
from engine.games.hieroglyphs.scenario import build, finish_turn
from engine.randomplayer import random_step
from presenters.base import listed
from presenters.hieroglyphs import spelling
from tests.renderers.png import valid_png

GAME = HieroglyphsGame()


OUT = Path(__file__).resolve().parents[1] / "out"


NAMES = ["Alžběta Nováková", "Bob", "Łukasz Wróblewski-Zięba", "Dee"]


PHASES = {"drop", "explorer", "curse_race", "curse_victim", "curse_surrender", "final", "over"}


def check_png(data: bytes, min_width: int = 900) -> Image.Image:
    image = valid_png(data)
    assert image.width >= min_width
    return image


def save(name: str, data: bytes) -> None:
    OUT.mkdir(exist_ok=True)
    (OUT / f"hieroglyphs_{name}.png").write_bytes(data)


def views_by_phase(n: int, options: dict, seed: str) -> dict[str, tuple[dict, list[dict]]]:
    """Like `game_views`, trying seeds `seed-0`, `seed-1`, … until the game has a final scarab phase."""
    for attempt in range(30):
        samples = game_views(n, options, f"{seed}-{attempt}")
        if "final" in samples:
            return samples
    raise AssertionError("no random game with a final phase")


def game_views(n: int, options: dict, seed: str) -> dict[str, tuple[dict, list[dict]]]:
    """One (public view, seat views) sample per phase met in a seeded random game (the middle occurrence)."""
    chooser = random.Random(seed)
    state = GAME.setup(n, options, derive_rng(seed, 0))
    seen: dict[str, list] = {}
    move = 0
    while True:
        seen.setdefault(state["phase"], []).append(state)
        if GAME.result(state) is not None:
            break
        move += 1
        seat, action = random_step(GAME, state, chooser)
        state, _ = GAME.play(state, seat, action, derive_rng(seed, move))
    samples = {}
    for phase, states in seen.items():
        chosen = states[len(states) // 2]
        samples[phase] = (GAME.view(chosen, None), [GAME.view(chosen, s) for s in range(n)])
    return samples


def curse_states() -> dict[str, dict]:
    """Constructed positions for the curse stages that random games rarely reach."""
    wall = {(1, 1): "SNK-L", (2, 1): "CAM-R", (3, 1): "IBS-L", (4, 1): "CAT-R"}
    out = {}
    state = build(
        n_players=4,
        wall=wall,
        held={0: ["SAR-01", "SAR-20"], 1: ["SAR-02"], 3: ["SAR-09"]},
        hands={0: ["CAT-L", "MUL-L"]},
        stock_top=["CUR-1"],
        options={"pharaohs_curse": True},
    )
    finish_turn(state)
    out["curse_race"] = state  # `play` below works on copies
    typed = {"type": "curse_submit", "cells": "1,1 2,1 3,1"}  # sent as the listed line, as the presenter does
    state, _ = GAME.play(state, 2, listed(GAME, state, 2, typed, spelling), random.Random(0))
    out["curse_victim"] = state
    state, _ = GAME.play(state, 2, {"type": "curse_victim", "victim": 0}, random.Random(0))
    out["curse_surrender"] = state
    return out
