"""How big every label a renderer draws comes out on Discord, which shows an image about 550 px wide.

`display_heights` renders once while recording every `ImageDraw.text` call, then scales each text's height (the
height of "Hg" in its font: ascender to descender) by how the final image is shown: at most 550 px wide (or
`display_width`, e.g. `PHONE_WIDTH`: a phone shows it about 360 px wide), never enlarged. Text drawn on a canvas
larger than the final image (supersampling) is scaled down with it; text drawn on a smaller sprite or panel is
taken as pasted 1:1.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw, ImageFont

DISPLAY_WIDTH = 550
PHONE_WIDTH = 360  # Discord on a phone
MIN_HEIGHT = 11.0  # px at display size
PHONE_MIN_HEIGHT = 8.5  # px at PHONE_WIDTH: a playtest found the old 7.5 px hard to read; BSG's phone tests' bar


@dataclass(frozen=True)
class DrawnText:
    text: str
    height: float  # px on the canvas it was drawn on
    canvas_width: int


@contextmanager
def drawn_texts() -> Iterator[list[DrawnText]]:
    found: list[DrawnText] = []
    real_text = ImageDraw.ImageDraw.text

    def text(self: ImageDraw.ImageDraw, xy: Any, text: Any, fill: Any = None, font: Any = None, *a: Any, **k: Any):
        shown = str(text)
        if shown.strip():
            used = font if font is not None else self.getfont()
            if isinstance(used, ImageFont.FreeTypeFont | ImageFont.ImageFont):
                x0, y0, x1, y1 = used.getbbox("Hg")
                found.append(DrawnText(shown, float(y1 - y0), self._image.size[0]))
        return real_text(self, xy, text, fill, font, *a, **k)

    ImageDraw.ImageDraw.text = text  # type: ignore[method-assign]
    try:
        yield found
    finally:
        ImageDraw.ImageDraw.text = real_text  # type: ignore[method-assign]


def display_heights(
    render: Callable[..., bytes], *args: Any, display_width: int = DISPLAY_WIDTH
) -> tuple[list[tuple[str, float]], tuple[int, int]]:
    """(text, height in px as Discord shows the image `display_width` wide) for every text drawn, and the image's
    size."""
    with drawn_texts() as texts:
        data = render(*args)
    size = Image.open(io.BytesIO(data)).size
    shown = min(1.0, display_width / size[0])
    out = [(t.text, t.height * shown * size[0] / max(t.canvas_width, size[0])) for t in texts]
    return out, size


def too_small(
    render: Callable[..., bytes], *args: Any, minimum: float = MIN_HEIGHT, display_width: int = DISPLAY_WIDTH
) -> list[tuple[str, float]]:
    heights, _ = display_heights(render, *args, display_width=display_width)
    return sorted({(text, round(h, 1)) for text, h in heights if h < minimum}, key=lambda p: p[1])
