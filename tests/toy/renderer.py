"""The toy game's images: the scores as bars (board, result, replay frame) and a seat's own pick (private)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

WIDTH, ROW = 400, 40


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "PNG")
    return out.getvalue()


def render_board(view: dict[str, Any], names: Sequence[str] | None = None) -> bytes:
    scores = view["score"]
    image = Image.new("RGB", (WIDTH, ROW * (len(scores) + 1)), "white")
    draw = ImageDraw.Draw(image)
    draw.text((10, 10), f"Round {view['round']}", fill="black")
    for seat, score in enumerate(scores):
        name = names[seat] if names and seat < len(names) else f"Seat {seat + 1}"
        top = ROW * (seat + 1)
        draw.rectangle((120, top + 8, 120 + 40 * score, top + 30), fill="steelblue")
        draw.text((10, top + 12), f"{name}: {score}", fill="black")
    return _png(image)


def render_private(view: dict[str, Any], names: Sequence[str] | None = None) -> bytes:
    image = Image.new("RGB", (WIDTH, ROW), "white")
    ImageDraw.Draw(image).text((10, 12), f"Your pick: {view.get('my_pick') or '-'}", fill="black")
    return _png(image)


def render_scores(view: dict[str, Any], names: Sequence[str] | None = None) -> bytes:
    return render_board(view, names)
