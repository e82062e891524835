"""PNG encoder settings measured on each game's board: what `renderers.common.to_png` chooses, and why.

For the boards of a seeded random game (bench_render.py's positions), per game: how many colours the image has
(a palette PNG is lossless only at 256 or fewer), the CPU time and size of the 256-colour reduction (fast octree, no
dither: what the renderers use) saved at zlib levels 1, 3, 6 and 9 and with `optimize`, and of the full-colour
(lossless) PNG at levels 1 and 6 for comparison. Times are this process's CPU time, medians over the positions.

Run: python bench/bench_encode.py [--positions 5] [--only bsg,cardline]
"""

from __future__ import annotations

import argparse
import importlib
import io
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image  # noqa: E402

from bench.bench_render import BOARD, NAMES, POSITIONS, positions  # noqa: E402
from renderers import common  # noqa: E402

CHOICES: dict[str, tuple[bool, dict[str, Any]]] = {  # name → (reduced to 256 colours, save options)
    "256 colours, zlib 1": (True, {"compress_level": 1}),
    "256 colours, zlib 3": (True, {"compress_level": 3}),
    "256 colours, zlib 6": (True, {"compress_level": 6}),
    "256 colours, zlib 9": (True, {"compress_level": 9}),
    "256 colours, optimize": (True, {"optimize": True}),
    "full colour, zlib 1": (False, {"compress_level": 1}),
    "full colour, zlib 6": (False, {"compress_level": 6}),
}


def boards(kind: str, count: int) -> list[Image.Image]:
    """The images a game's board renderer hands to the encoder, for its last `count` positions."""
    render = getattr(importlib.import_module(f"renderers.{kind}"), BOARD.get(kind, "render_board"))
    caught: list[Image.Image] = []
    real = common.to_png

    def catch(image: Image.Image, **options: Any) -> bytes:
        caught.append(image.convert("RGB"))
        return real(image, **options)

    modules = [common, *(importlib.import_module(f"renderers.{m}") for m in ("frame", "hieroglyphs"))]
    for module in modules:
        module.to_png = catch  # type: ignore[attr-defined]
    try:
        for view in positions(kind, count):
            render(view, NAMES)
    finally:
        for module in modules:
            module.to_png = real  # type: ignore[attr-defined]
    return caught[-count:]


def encode(image: Image.Image, reduce: bool, options: dict[str, Any]) -> tuple[float, int]:
    start = time.process_time()
    if reduce:
        image = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    image.save(out, "PNG", **options)
    return (time.process_time() - start) * 1000, len(out.getvalue())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--only", default=",".join(POSITIONS))
    args = parser.parse_args()
    for kind in [k for k in args.only.split(",") if k in POSITIONS]:
        images = boards(kind, args.positions)
        colours = [len(image.getcolors(1 << 24) or []) for image in images]
        print(f"{kind}: {len(images)} boards, {min(colours)}–{max(colours)} colours (a lossless palette needs ≤ 256)")
        for name, (reduce, options) in CHOICES.items():
            runs = [encode(image, reduce, options) for image in images]
            ms, size = statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)
            print(f"  {name:<24} {ms:7.1f} ms  {size / 1024:7.1f} KiB")


if __name__ == "__main__":
    main()
