"""PNG encoder settings measured on each game's board: what `renderers.common.to_png` chooses, and why.

For the boards of a seeded random game (bench_render.py's positions), per game: how many colours the image has
(a palette PNG is lossless only at 256 or fewer), the CPU time and size of the 256-colour reduction saved: the
renderers' (`common.reduce_colours`: octree over the image's distinct colours) at zlib 3 and 1, octree over every pixel
(the renderers' choice before) at zlib levels 1, 3, 6 and 9 and with `optimize`, and of the full-colour
(lossless) PNG at levels 1 and 6 for comparison; for a renderer with one learned palette (Cardline: `palette()`,
learned from sample views), that palette at zlib 3 too. Each line gives the mean error per channel against the drawn
image (0: lossless). Times are this process's CPU time, medians over the positions.

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

from PIL import Image, ImageChops, ImageStat  # noqa: E402

from bench.bench_render import NAMES, POSITIONS, positions  # noqa: E402
from cogs import catalogue  # noqa: E402
from renderers import common  # noqa: E402

CHOICES: dict[str, tuple[str, dict[str, Any]]] = {  # name → (colour reduction, save options)
    "learned palette, zlib 3": ("learned", {"compress_level": 3}),
    "strip palette, zlib 3": ("strip", {"compress_level": 3}),
    "strip palette, zlib 1": ("strip", {"compress_level": 1}),
    "octree 256, zlib 1": ("octree", {"compress_level": 1}),
    "octree 256, zlib 3": ("octree", {"compress_level": 3}),
    "octree 256, zlib 6": ("octree", {"compress_level": 6}),
    "octree 256, zlib 9": ("octree", {"compress_level": 9}),
    "octree 256, optimize": ("octree", {"optimize": True}),
    "full colour, zlib 1": ("", {"compress_level": 1}),
    "full colour, zlib 6": ("", {"compress_level": 6}),
}


def boards(kind: str, count: int) -> list[Image.Image]:
    """The images a game's board renderer hands to the encoder, for its last `count` positions."""
    render = catalogue.descriptor(kind).renderer.function("board")  # the game's board entry point
    assert render is not None
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


def encode(
    image: Image.Image, reduce: str, options: dict[str, Any], palette: Image.Image | None
) -> tuple[float, int, float]:
    """CPU ms, bytes and mean error per channel of one way to save `image`."""
    start = time.process_time()
    reduced = image
    if reduce == "learned" and palette is not None:  # the renderer's one palette: nearest mapping only
        reduced = image.quantize(palette=palette, dither=Image.Dither.NONE)
    elif reduce == "strip":  # octree over the image's distinct colours, nearest mapping
        reduced = common.reduce_colours(image)
    elif reduce == "octree":  # octree over every pixel (the renderers' choice before)
        reduced = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    reduced.save(out, "PNG", **options)
    ms = (time.process_time() - start) * 1000
    error = sum(ImageStat.Stat(ImageChops.difference(image, reduced.convert("RGB"))).mean) / 3
    return ms, len(out.getvalue()), error


def learned_palette(kind: str) -> Image.Image | None:
    """The renderer's one palette, if it has one."""
    module = importlib.import_module(f"renderers.{kind}")
    learned = getattr(module, "palette", None)
    return learned() if callable(learned) else None


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=5)
    parser.add_argument("--only", default=",".join(POSITIONS))
    args = parser.parse_args()
    for kind in [k for k in args.only.split(",") if k in POSITIONS]:
        images = boards(kind, args.positions)
        colours = [len(image.getcolors(1 << 24) or []) for image in images]
        print(f"{kind}: {len(images)} boards, {min(colours)}–{max(colours)} colours (a lossless palette needs ≤ 256)")
        palette = learned_palette(kind)
        for name, (reduce, options) in CHOICES.items():
            if reduce == "learned" and palette is None:
                continue
            runs = [encode(image, reduce, options, palette) for image in images]
            ms, size = statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)
            error = statistics.mean(r[2] for r in runs)
            print(f"  {name:<24} {ms:7.1f} ms  {size / 1024:7.1f} KiB  mean error {error:5.2f}")


if __name__ == "__main__":
    main()
