"""Hieroglyphs renderers: every phase of random games renders to a valid PNG within Discord-friendly limits."""

from __future__ import annotations

import io
import random
from pathlib import Path

import pytest
from PIL import Image

from engine.core import derive_rng
from engine.games.hieroglyphs import HieroglyphsGame
from engine.games.hieroglyphs.scenario import build, enter_final, finish_turn
from engine.randomplayer import random_step
from renderers import hieroglyphs as renderer

GAME = HieroglyphsGame()
OUT = Path(__file__).resolve().parents[1] / "out"
NAMES = ["Alžběta Nováková", "Bob", "Łukasz Wróblewski-Zięba", "Dee"]
PHASES = {"drop", "explorer", "curse_race", "curse_victim", "curse_surrender", "final", "over"}


def check_png(data: bytes, min_width: int = 900) -> Image.Image:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < 1_500_000
    image = Image.open(io.BytesIO(data))
    image.verify()
    image = Image.open(io.BytesIO(data))
    assert image.width <= 2000 and image.height <= 2000
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
    state, _ = GAME.play(state, 2, {"type": "curse_submit", "cells": "1,1 2,1 3,1"}, random.Random(0))
    out["curse_victim"] = state
    state, _ = GAME.play(state, 2, {"type": "curse_victim", "victim": 0}, random.Random(0))
    out["curse_surrender"] = state
    return out


@pytest.mark.parametrize(
    "n,options,seed",
    [
        (2, {}, "render-2"),
        (3, {"pharaohs_curse": True}, "render-3"),
        (4, {"pharaohs_curse": True, "eyes_of_the_sphinx": True}, "render-4"),
    ],
)
def test_every_phase_of_random_games_renders(n, options, seed):
    samples = views_by_phase(n, options, seed)
    assert {"drop", "explorer", "final", "over"} <= set(samples)
    for phase, (public, seat_views) in samples.items():
        data = renderer.render_board(public, NAMES[:n])
        check_png(data)
        save(f"{n}p_{phase}_board", data)
        seat = public["to_act"][0] if public["to_act"] else 0
        private = renderer.render_private(seat_views[seat], NAMES[:n])
        check_png(private)
        save(f"{n}p_{phase}_private", private)
    over = samples["over"][0]
    scores = renderer.render_scores(over, NAMES[:n])
    check_png(scores)
    save(f"{n}p_scores", scores)
    check_png(renderer.render_board(over, None))


def test_curse_stages_render():
    for phase, state in curse_states().items():
        assert state["phase"] == phase
        public = GAME.view(state, None)
        data = renderer.render_board(public, NAMES)
        check_png(data)
        save(f"4p_{phase}_board", data)
        victim_view = GAME.view(state, 0)
        check_png(renderer.render_private(victim_view, NAMES))
    assert {"drop", "explorer", "final", "over"} | set(curse_states()) == PHASES


def test_wall_alone_and_default_names():
    public, seat_views = views_by_phase(2, {}, "wall-only")["final"]
    wall = check_png(renderer.render_wall(public, None), min_width=600)
    assert wall.width < 800
    check_png(renderer.render_board(public))
    check_png(renderer.render_private(seat_views[1]))


def test_private_view_shows_values_and_given_away():
    state = curse_states()["curse_surrender"]
    state, _ = GAME.play(state, 0, {"type": "surrender", "sarcophagus": "SAR-20"}, random.Random(0))
    giver = GAME.view(state, 0)
    assert giver["given_away"] and giver["my_sarcophagi"]
    data = renderer.render_private(giver, NAMES)
    check_png(data)
    save("private_given_away", data)


def test_scores_need_a_finished_game():
    public, _ = views_by_phase(2, {}, "not-over")["drop"]
    with pytest.raises(ValueError):
        renderer.render_scores(public, NAMES)


def test_tie_sheet_uses_display_names():
    state = build(
        n_players=3,
        held={0: ["SAR-20", "SAR-21"], 1: ["SAR-01", "SAR-02", "SAR-16"], 2: ["SAR-17", "SAR-13"]},
        pharaohs={0: "PH-CAM", 1: "PH-SNK", 2: "PH-IBS"},
        pillars={"SNK": {"explorer": 1}, "IBS": {"explorer": 2}},
        full_wall=True,
    )
    enter_final(state)
    view = GAME.view(state, None)
    names = ["Ann", "Bob", "Cid"]
    rows = view["result"]["details"]["players"]
    text = renderer._explanation(rows, view["result"]["ranking"], view, names)
    assert "Ann" in text and "Cid" in text and "share place 2" in text
    data = renderer.render_scores(view, names)
    check_png(data)
    save("scores_tie", data)
