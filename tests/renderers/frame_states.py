"""Frame positions to draw: random games by phase, the names to draw them with, and the PNG checks."""

from __future__ import annotations

import os
import random
from pathlib import Path

from PIL import Image

from engine.games.frame import FrameGame, assist
from presenters.frame import with_tie_note
from renderers import frame as R
from tests.renderers.png import valid_png

GAME = FrameGame()


OUT = Path(__file__).resolve().parents[1] / "out"


NAMES = ["Alice", "Bob", "Cecilia", "Dmitri"]


LONG_NAMES = ["Maximiliána Šťastná-Novotná", "Bartholomew the Unplaceable", "Zuzanna Łukaszewicz", "X"]


def check_png(data: bytes, name: str | None = None) -> Image.Image:
    image = valid_png(data)
    assert image.width >= 500
    assert image.height <= image.width, "no image taller than wide (Discord shows it ~550 px wide)"
    if name and os.environ.get("FRAME_RENDER_SAMPLES"):
        OUT.mkdir(exist_ok=True)
        (OUT / f"frame_{name}.png").write_bytes(data)
    return image


def random_game(n: int, seed: int, options: dict | None = None):
    """Yield (label, state) at the interesting moments of a random game."""
    state = GAME.setup(n, options or {}, random.Random(seed))
    rng = random.Random(seed)
    yield "opening", state
    seen_lifeline = seen_tiles = False
    moves = 0
    while GAME.result(state) is None:
        seat = state["active"]
        events = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)), rng)
        moves += 1
        if any(e.kind == "game_over" for e in events) and state["phase"] != "over":
            yield "between_games", state
        if state["phase"] == "tiles" and not seen_tiles and moves > 2 * n + 3:
            seen_tiles = True
            yield "tiles", state
        if state.get("stage") == "lifeline" and not seen_lifeline:
            seen_lifeline = True
            yield "lifeline", state
    yield "over", state


def render_everything(state, names, tag: str) -> None:
    public = GAME.view(state, None)
    check_png(R.render_board(public, names), f"{tag}_board")
    scored = with_tie_note(public, names or [])  # as the presenter asks for a score sheet
    if public["history"]:
        check_png(R.render_scores(scored, names), f"{tag}_scores")
    if public["match"]:
        check_png(R.render_match(scored, names), f"{tag}_match")
    for seat in range(state["n"]):
        check_png(R.render_private(GAME.view(state, seat), names), f"{tag}_private{seat}" if seat == 0 else None)
    seat = state["active"]
    if seat is None:
        return
    check_png(R.render_hint(assist.hint_view(state, seat), names), f"{tag}_hint")
    actions = GAME.legal_actions(state, seat)
    for action in (actions[0], actions[-1]):
        check_png(R.render_preview(assist.preview_view(state, seat, action), names), f"{tag}_preview")
    bad = {"type": "place", "tile": "I4", "rot": 90, "mirror": False, "at": "a1"}
    image = check_png(R.render_preview(assist.preview_view(state, seat, bad), names), f"{tag}_preview_bad")
    assert image.width >= 900
