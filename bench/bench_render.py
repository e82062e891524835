"""Board render + encode per game, against plain Pillow drawing the same primitives at the same size.

Each game's renderer draws the successive positions of a seeded random game, one view after the other as a live game
asks for them (its caches warm from the positions before, never from the same view); the baseline is measured in
the same run, view by view. For each view, one render runs inside `renderers.common.uncached()` (no static layer or
text mask read or kept: everything drawn from scratch) and every top-level drawing call it makes on its final canvas
(ImageDraw shapes and text, `paste`, `alpha_composite`) is recorded with its arguments. The baseline replays exactly
those calls on a fresh canvas of the same size and mode, also uncached, and the bench checks that this gives the
renderer's image pixel for pixel, and that the cached render gives the same pixels as the uncached one (it stops if
not: a baseline that draws less than the renderer would flatter it). So a cached layer or text never shrinks the
baseline: the renderer copies what the baseline draws.

The baseline then saves its canvas as a plain Pillow program would, `save(out, "PNG")` with Pillow's defaults, at the
same fidelity as the renderer's file: when the renderer's PNG decodes to exactly its image (lossless), the RGB
canvas; when the renderer reduced the colours (lossy), the same reduction (`common.reduce_colours`, 256 colours, or
the renderer's own palette for one that saves every image in one learned palette: Cardline) first, checked to decode
to the same pixels. So the ratio credits the renderer's caches and its encoder settings,
never a loss of quality. The drawing alone (no save) is printed too.
Times are this process's CPU time (medians over the views), so other work on the machine does not add to them.
Budget: ≤ 1.2× for every game.

Run: python bench/bench_render.py [--repeat 15] [--only frame,envyra]   (--repeat: positions timed per game)
"""

from __future__ import annotations

import argparse
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

from cogs import catalogue  # noqa: E402
from engine.core import derive_rng  # noqa: E402
from engine.randomplayer import random_step  # noqa: E402
from engine.registry import get_game  # noqa: E402
from renderers import common  # noqa: E402

BUDGET = 1.2
NAMES = ["Alice", "Bob", "Cecilia", "Dmitri"]
# game → (players, moves into a seeded random game): a busy mid-game board
POSITIONS = {"frame": (4, 60), "envyra": (4, 40), "hieroglyphs": (4, 30), "cardline": (4, 40), "bsg": (4, 150)}
WARM = 5  # positions drawn before the timed ones (a live game's renderer drew the earlier ones)
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
    palette: Image.Image | None = None,
) -> bytes:
    """The baseline: the recorded calls on a fresh canvas, saved as Pillow saves a PNG by default (after the same
    colour reduction as the renderer's, when it made one: to the renderer's own palette when it has one)."""
    canvas = replay(mode, size, bg, calls)
    if not encode:
        return b""
    if reduce and palette is not None:
        canvas = canvas.convert("RGB").quantize(palette=palette, dither=Image.Dither.NONE)
    elif reduce:
        canvas = common.reduce_colours(canvas.convert("RGB"))
    out = io.BytesIO()
    canvas.save(out, "PNG")
    return out.getvalue()


def same_pixels(a: Image.Image, b: Image.Image) -> bool:
    a, b = a.convert("RGB"), b.convert("RGB")
    return a.size == b.size and ImageChops.difference(a, b).getbbox() is None


def positions(kind: str, count: int) -> list[dict[str, Any]]:
    """The public views of a seeded random game's last `count` different positions up to `moves` moves in (or its
    end, if it ends sooner): what a live game asks the renderer for, one view after the other."""
    game = get_game(kind)
    players, moves = POSITIONS[kind]
    seed = f"bench-render-{kind}"
    state = game.setup(players, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    views = [game.view(state, None)]
    for move in range(1, moves + 1):
        if game.result(state) is not None:
            break
        seat, action = random_step(game, state, chooser)
        game.apply(state, seat, action, derive_rng(seed, move))
        view = game.view(state, None)
        if view != views[-1]:
            views.append(view)
    return views[-count:]


def cpu_ms(fn: Callable[[], object]) -> float:
    """CPU time of this process (not wall time: on a shared machine other processes would add to it)."""
    start = time.process_time()
    fn()
    return (time.process_time() - start) * 1000


@dataclass
class Baseline:
    """One view's recorded calls, and the fidelity of the renderer's file."""

    mode: str
    size: tuple[int, int]
    bg: Any
    calls: list[tuple[str, str, tuple, dict]]
    reduce: bool
    palette: Image.Image | None = None  # the renderer's one palette (Cardline's), else the image's own is chosen

    def draw(self, encode: bool = True) -> bytes:
        with common.uncached():
            return plain_pillow(self.mode, self.size, self.bg, self.calls, self.reduce, encode, self.palette)


def baseline_of(kind: str, render: Callable[..., bytes], view: dict[str, Any], names: list[str]) -> Baseline:
    """Record a render drawn from scratch and check that replaying it gives the renderer's pixels and file."""
    data = render(view, names)
    with common.uncached(), recording() as rec:
        cold = render(view, names)
    decoded = Image.open(io.BytesIO(data))
    canvas, calls = rec.canvas(decoded.size)
    with common.uncached():
        drawn = replay(canvas.mode, decoded.size, rec.colours.get(id(canvas), 0), calls)
    if not same_pixels(drawn, canvas):
        raise SystemExit(f"{kind}: the recorded calls do not reproduce the renderer's image; the baseline is wrong")
    if not same_pixels(decoded, Image.open(io.BytesIO(cold))):
        raise SystemExit(f"{kind}: a render with the caches differs from one drawn from scratch")
    base = Baseline(canvas.mode, decoded.size, rec.colours.get(id(canvas), 0), calls, not same_pixels(decoded, canvas))
    if base.reduce and not same_pixels(Image.open(io.BytesIO(base.draw())), decoded) and decoded.mode == "P":
        base.palette = Image.new("P", (1, 1))  # a renderer with one palette for all its images: the baseline uses it
        base.palette.putpalette(decoded.getpalette() or [])
    if not same_pixels(Image.open(io.BytesIO(base.draw())), decoded):
        raise SystemExit(f"{kind}: the baseline's file does not decode to the renderer's pixels")
    return base


def bench(kind: str, repeat: int) -> float:
    render = catalogue.descriptor(kind).renderer.function("board")  # the game's board entry point
    assert render is not None
    views = positions(kind, WARM + repeat)
    names = NAMES[: len(views[-1].get("players", NAMES))] if isinstance(views[-1].get("players"), list) else NAMES
    timed = views[-repeat:]
    baselines = [baseline_of(kind, render, view, names) for view in timed]
    common.clear_caches()  # the renderer starts cold, then draws the positions before the timed ones
    for view in views[:-repeat]:
        render(view, names)
    # each timed view once, as a live game asks for it; the baseline of the same view next to it, so that a busy
    # machine slows both alike
    ours, plain, drawing, ours_bytes, plain_bytes = [], [], [], 0, 0
    for view, base in zip(timed, baselines, strict=True):
        start = time.process_time()
        data = render(view, names)
        ours.append((time.process_time() - start) * 1000)
        start = time.process_time()
        baseline = base.draw()
        plain.append((time.process_time() - start) * 1000)
        drawing.append(cpu_ms(lambda base=base: base.draw(encode=False)))
        ours_bytes, plain_bytes = ours_bytes + len(data), plain_bytes + len(baseline)
    mine, theirs, draw_only = statistics.median(ours), statistics.median(plain), statistics.median(drawing)
    ratio = mine / theirs
    verdict = "ok" if ratio <= BUDGET else "OVER BUDGET"
    reduced = {b.reduce for b in baselines}
    fidelity = "mixed" if len(reduced) > 1 else "256 colours" if reduced == {True} else "lossless"
    calls = statistics.median(len(b.calls) for b in baselines)
    print(
        f"  {kind:<12} {len(timed):3d} views {calls:5.0f} calls   render+encode {mine:6.1f} ms "
        f"({ours_bytes / len(timed) / 1024:5.1f} KiB)   plain Pillow {theirs:6.1f} ms "
        f"({plain_bytes / len(timed) / 1024:5.1f} KiB; drawing alone {draw_only:5.1f} ms)   {fidelity}   "
        f"{ratio:5.2f}×  {verdict}"
    )
    return ratio


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=15, help="positions timed per game")
    parser.add_argument("--only", default=",".join(POSITIONS))
    args = parser.parse_args()
    kinds = [k for k in args.only.split(",") if k in POSITIONS]
    print(
        f"Board render + encode, median CPU time over {args.repeat} successive positions, vs plain Pillow drawing the "
        f"same calls from scratch; budget {BUDGET}×"
    )
    ratios = {kind: bench(kind, args.repeat) for kind in kinds}
    worst = max(ratios, key=ratios.__getitem__)
    print(f"worst: {worst} {ratios[worst]:.2f}× ({'within' if ratios[worst] <= BUDGET else 'over'} budget)")


if __name__ == "__main__":
    main()
