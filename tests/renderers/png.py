"""The checks every rendered image passes, whatever the game."""

from __future__ import annotations

import io

from PIL import Image

MAX_BYTES = 1_500_000  # well under Discord's upload limit


def valid_png(data: bytes, max_side: int = 2000) -> Image.Image:
    """`data` is a complete PNG under MAX_BYTES, at most `max_side` px each way; returned opened."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    assert len(data) < MAX_BYTES
    Image.open(io.BytesIO(data)).verify()
    image = Image.open(io.BytesIO(data))
    assert image.width <= max_side and image.height <= max_side
    return image
