"""A replay as an animated GIF: the game's own board images, one frame per round, scaled to Discord's display.

Caps (so a long game stays a small upload): frames as given (the engine keeps at most `engine.history.MAX_FRAMES`),
at most `MAX_WIDTH` px wide, and at most `MAX_BYTES` per file — past that, every other frame is dropped (the first
and the last kept) until it fits.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from PIL import Image

from renderers.common import BG

MAX_WIDTH = 550  # Discord shows images about this wide: larger frames would only cost bytes
MAX_BYTES = 8 * 1024 * 1024  # below Discord's smallest upload limit (10 MiB)
FRAME_MS = 900
LAST_MS = 4000  # the final board stays longer before the loop starts again


def frames_from(pngs: Sequence[bytes], max_width: int = MAX_WIDTH) -> list[Image.Image]:
    """Decoded boards on one canvas size (the largest board, scaled to `max_width`), each centred at the top."""
    boards = [Image.open(io.BytesIO(data)).convert("RGB") for data in pngs]
    widest = max(b.width for b in boards)
    scale = min(1.0, max_width / widest)
    sizes = [(max(1, round(b.width * scale)), max(1, round(b.height * scale))) for b in boards]
    scaled = [b.resize(size, Image.LANCZOS) for b, size in zip(boards, sizes)]
    width, height = max(s.width for s in scaled), max(s.height for s in scaled)
    out = []
    for board in scaled:
        canvas = Image.new("RGB", (width, height), BG)
        canvas.paste(board, ((width - board.width) // 2, 0))
        out.append(canvas)
    return out


def encode_gif(frames: list[Image.Image]) -> bytes:
    palette = [f.quantize(256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE) for f in frames]
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_MS]
    buf = io.BytesIO()
    palette[0].save(
        buf, "GIF", save_all=True, append_images=palette[1:], duration=durations, loop=0, optimize=True, disposal=1
    )
    return buf.getvalue()


def thin(frames: list[Image.Image]) -> list[Image.Image]:
    """Every other frame, the last one kept."""
    kept = frames[::2]
    return kept if kept[-1] is frames[-1] else [*kept, frames[-1]]


def animate(pngs: Sequence[bytes], max_bytes: int = MAX_BYTES) -> tuple[bytes, int]:
    """The GIF of these boards and how many frames it kept."""
    frames = frames_from(pngs)
    data = encode_gif(frames)
    while len(data) > max_bytes and len(frames) > 2:
        frames = thin(frames)
        data = encode_gif(frames)
    return data, len(frames)
