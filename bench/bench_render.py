"""Board render + encode per game, against plain Pillow drawing the same primitives at the same size.

The baseline is measured in the same run. One render runs with the renderers' static-layer caches emptied
(`renderers.common.clear_layers`), so that it draws everything from scratch; every top-level drawing call it makes
on its final canvas (ImageDraw shapes and text, `paste`, `alpha_composite`) is recorded with its arguments. The
baseline replays exactly those calls on a fresh canvas of the same size and mode, and the bench checks that this
gives the renderer's image pixel for pixel (it stops if not: a baseline that draws less than the renderer would
flatter it, one that draws more would flatter us). A cached layer therefore never shrinks the baseline: the
renderer's warm renders copy what the baseline draws.

The baseline then saves its canvas as a plain Pillow program would, `save(out, "PNG")` with Pillow's defaults, at the
same fidelity as the renderer's file: when the renderer's PNG decodes to exactly its image (lossless), the RGB
canvas; when the renderer reduced the colours (lossy), the same reduction (`quantize(256, FASTOCTREE, no dither)`)
first, checked to decode to the same pixels. So the ratio credits the renderer's layer caches, its text caches and
its encoder settings, and never a loss of quality. The drawing alone (no save) is printed too.
Times are this process's CPU time (medians), so other work on the machine does not add to them.
Budget: ≤ 1.2× for every game.

Run: python bench/bench_render.py [--repeat 15] [--only frame,envyra]
"""

from __future__ import annotations

import argparse
import importlib
import io
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PIL import Image, ImageChops, ImageDraw  # noqa: E402

from engine.core import derive_rng  # noqa: E402
from engine.randomplayer import random_step  # noqa: E402
from renderers import common  # noqa: E402
from engine.registry import get_game  # noqa: E402

BUDGET = 1.2
NAMES = ["Alice", "Bob", "Cecilia", "Dmitri"]
# game → (players, moves into a seeded random game): a busy mid-game board
POSITIONS = {"frame": (4, 60), "envyra": (4, 40), "hieroglyphs": (4, 30), "cardline": (4, 40), "bsg": (4, 150)}
BOARD = {"bsg": "board"}  # a renderer whose board function is not `render_board`
DRAW_METHODS = ("text", "multiline_text", "rectangle", "rounded_rectangle", "ellipse", "polygon", "line", "arc")
DRAW_METHODS += ("pieslice", "chord", "point", "regular_polygon", "bitmap")
IMAGE_METHODS = ("paste", "alpha_composite")


@dataclass
class Recording:
    """Top-level drawing calls, grouped by the image they drew on."""

    calls: dict[int, list[tuple[str, str, tuple[Any, ...], dict[str, Any]]]] = field(default_factory=dict)
    images: dict[int, Image.Image] = field(default_factory=dict)
    colours: dict[int, Any] = field(default_factory=dict)  # the colour each image was created with
    depth: int = 0

    def canvas(self, size: tuple[int, int]) -> tuple[Image.Image, list[tuple[str, str, tuple, dict]]]:
        """The image of the output's size that received the most calls: the renderer's canvas."""
        candidates = [key for key, image in self.images.items() if image.size == size]
        if not candidates:
            raise RuntimeError(f"no drawing on a {size} canvas was recorded")
        key = max(candidates, key=lambda k: len(self.calls[k]))
        return self.images[key], self.calls[key]


@contextmanager
def recording() -> Iterator[Recording]:
    rec = Recording()
    saved: list[tuple[type, str, Callable[..., Any]]] = []

    def wrap(cls: type, name: str, kind: str, target: Callable[[Any], Image.Image]) -> None:
        original = getattr(cls, name)

        def recorded(self: Any, *args: Any, **kwargs: Any) -> Any:
            if rec.depth == 0:
                image = target(self)
                rec.images[id(image)] = image
                rec.calls.setdefault(id(image), []).append((kind, name, args, kwargs))
            rec.depth += 1
            try:
                return original(self, *args, **kwargs)
            finally:
                rec.depth -= 1

        saved.append((cls, name, original))
        setattr(cls, name, recorded)

    for name in DRAW_METHODS:
        if hasattr(ImageDraw.ImageDraw, name):
            wrap(ImageDraw.ImageDraw, name, "draw", lambda d: d._image)
    for name in IMAGE_METHODS:
        wrap(Image.Image, name, "image", lambda image: image)
    new = Image.new

    def created(mode: str, size: tuple[int, int], color: Any = 0) -> Image.Image:
        image = new(mode, size, color)
        rec.colours[id(image)] = color
        return image

    Image.new = created  # type: ignore[assignment]
    saved.append((Image, "new", new))  # type: ignore[arg-type]
    try:
        yield rec
    finally:
        for cls, name, original in reversed(saved):
            setattr(cls, name, original)


def replay(mode: str, size: tuple[int, int], bg: Any, calls: list[tuple[str, str, tuple, dict]]) -> Image.Image:
    """The recorded calls on a fresh canvas."""
    canvas = Image.new(mode, size, bg)
    draw = ImageDraw.Draw(canvas)
    for kind, name, args, kwargs in calls:
        getattr(draw if kind == "draw" else canvas, name)(*args, **kwargs)
    return canvas


def plain_pillow(
    mode: str,
    size: tuple[int, int],
    bg: Any,
    calls: list[tuple[str, str, tuple, dict]],
    reduce: bool,
    encode: bool = True,
) -> bytes:
    """The baseline: the recorded calls on a fresh canvas, saved as Pillow saves a PNG by default (after the same
    colour reduction as the renderer's, when it made one)."""
    canvas = replay(mode, size, bg, calls)
    if not encode:
        return b""
    if reduce:
        canvas = canvas.convert("RGB").quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    canvas.save(out, "PNG")
    return out.getvalue()


def same_pixels(a: Image.Image, b: Image.Image) -> bool:
    a, b = a.convert("RGB"), b.convert("RGB")
    return a.size == b.size and ImageChops.difference(a, b).getbbox() is None


def position(kind: str) -> dict[str, Any]:
    """A seeded random game `moves` moves in (or at its end, if it ends sooner): its public view."""
    game = get_game(kind)
    players, moves = POSITIONS[kind]
    seed = f"bench-render-{kind}"
    state = game.setup(players, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    for move in range(1, moves + 1):
        if game.result(state) is not None:
            break
        seat, action = random_step(game, state, chooser)
        game.apply(state, seat, action, derive_rng(seed, move))
    return game.view(state, None)


def median_ms(fn: Callable[[], object], repeat: int) -> float:
    """Median CPU time of this process (not wall time: on a shared machine other processes would add to it)."""
    samples = []
    for _ in range(repeat):
        start = time.process_time()
        fn()
        samples.append(time.process_time() - start)
    return statistics.median(samples) * 1000


def bench(kind: str, repeat: int) -> float:
    render = getattr(importlib.import_module(f"renderers.{kind}"), BOARD.get(kind, "render_board"))
    view = position(kind)
    names = NAMES[: len(view.get("players", NAMES))] if isinstance(view.get("players"), list) else NAMES
    data = render(view, names)  # warms the renderer's caches (sprites, masks, fonts, layers)
    size = Image.open(io.BytesIO(data)).size
    common.clear_layers()  # the recorded render draws every layer itself
    with recording() as rec:
        cold = render(view, names)
    canvas, calls = rec.canvas(size)
    bg = rec.colours.get(id(canvas), 0)
    drawn = replay(canvas.mode, size, bg, calls)
    if not same_pixels(drawn, canvas):
        raise SystemExit(f"{kind}: the recorded calls do not reproduce the renderer's image; the baseline is wrong")
    decoded = Image.open(io.BytesIO(data))
    if not same_pixels(decoded, Image.open(io.BytesIO(cold))):
        raise SystemExit(f"{kind}: a warm render differs from a cold one")
    reduce = not same_pixels(decoded, canvas)
    baseline = plain_pillow(canvas.mode, size, bg, calls, reduce)
    if not same_pixels(Image.open(io.BytesIO(baseline)), decoded):
        raise SystemExit(f"{kind}: the baseline's file does not decode to the renderer's pixels")
    # interleave the two so that a busy machine slows both alike
    ours, plain, drawing = [], [], []
    for _ in range(repeat):
        ours.append(median_ms(lambda: render(view, names), 1))
        plain.append(median_ms(lambda: plain_pillow(canvas.mode, size, bg, calls, reduce), 1))
        drawing.append(median_ms(lambda: plain_pillow(canvas.mode, size, bg, calls, reduce, encode=False), 1))
    mine, base, draw_only = statistics.median(ours), statistics.median(plain), statistics.median(drawing)
    ratio = mine / base
    verdict = "ok" if ratio <= BUDGET else "OVER BUDGET"
    print(
        f"  {kind:<12} {size[0]}×{size[1]:<5} {len(calls):5d} calls   render+encode {mine:7.1f} ms "
        f"({len(data) / 1024:6.1f} KiB)   plain Pillow {base:7.1f} ms ({len(baseline) / 1024:6.1f} KiB; "
        f"drawing alone {draw_only:5.1f} ms)   {'256 colours' if reduce else 'lossless'}   {ratio:5.2f}×  {verdict}"
    )
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--only", default=",".join(POSITIONS))
    args = parser.parse_args()
    kinds = [k for k in args.only.split(",") if k in POSITIONS]
    print(f"Board render + encode, median of {args.repeat}, vs plain Pillow (same calls, same size); budget {BUDGET}×")
    ratios = {kind: bench(kind, args.repeat) for kind in kinds}
    worst = max(ratios, key=ratios.__getitem__)
    print(f"worst: {worst} {ratios[worst]:.2f}× ({'within' if ratios[worst] <= BUDGET else 'over'} budget)")


if __name__ == "__main__":
    main()
