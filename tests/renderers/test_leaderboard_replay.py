"""The leaderboard image and the replay animation (issue 15 items 4 and 7): valid files, laid out for ~550 px,
labels in every language, and the replay's caps."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from i18n import use_lang
from renderers.common import new_canvas, to_png
from renderers.leaderboard import WIDTH, render_leaderboard
from renderers.replay import MAX_WIDTH, animate

ROWS = [
    {"rank": 1, "name": "Zdeněk Łukasz", "rating": 12.3, "games": 20, "wins": 11},
    {"rank": 2, "name": "A very long display name that goes on and on and on", "rating": -1.5, "games": 3, "wins": 0},
]


@pytest.mark.parametrize("lang", ["en", "cs", "sk", "pl"])
def test_leaderboard_is_a_png_sized_for_discord(lang: str) -> None:
    with use_lang(lang):
        data = render_leaderboard({"game": "envyra", "rows": ROWS})
        empty = render_leaderboard({"game": "frame", "rows": []})
    for png in (data, empty):
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG" and image.width == WIDTH and 200 < image.height < 1200
    assert Image.open(io.BytesIO(data)).height > Image.open(io.BytesIO(empty)).height


def board(colour: tuple[int, int, int], width: int, height: int) -> bytes:
    return to_png(new_canvas(width, height, colour))


def test_replay_is_an_animated_gif_no_wider_than_discord_shows() -> None:
    boards = [board((i * 20, 40, 200 - i * 20), 1100, 900 + 10 * i) for i in range(8)]
    data, frames = animate(boards)
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF" and frames == 8 and gif.n_frames == 8
    assert gif.width == MAX_WIDTH and gif.height == round(970 * MAX_WIDTH / 1100)


def test_replay_drops_frames_to_fit_the_size_cap_keeping_the_last() -> None:
    noisy = [to_png(Image.effect_noise((400, 300), 60 + i).convert("RGB")) for i in range(12)]
    full, frames = animate(noisy)
    capped, kept = animate(noisy, max_bytes=len(full) // 3)
    assert frames == 12 and kept in (3, 4) and len(capped) <= len(full) // 3  # 12 → 7 → 4 (→ 3) frames
    assert Image.open(io.BytesIO(capped)).n_frames == kept
