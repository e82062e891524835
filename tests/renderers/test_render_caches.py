"""The drawing kit's caches (renderers/common.py) give the pixels drawing from scratch gives."""

from __future__ import annotations

import pytest
from PIL import Image, ImageChops, ImageDraw

from i18n import t as fresh
from i18n import use_lang
from renderers import common as c


def same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and ImageChops.difference(a.convert("RGB"), b.convert("RGB")).getbbox() is None


def masked_panel(img: Image.Image, box: c.Box, radius: int, fill, outline, width: int) -> None:  # noqa: ANN001
    """A rounded panel as the kit drew it before: each colour pasted through a full-size mask."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if outline is not None:
        img.paste(outline, box, c.rounded_mask(w, h, radius))
        inner = c.rounded_mask(w - 2 * width, h - 2 * width, max(0, radius - width))
        img.paste(fill, (x0 + width, y0 + width, x1 - width, y1 - width), inner)
    else:
        img.paste(fill, box, c.rounded_mask(w, h, radius))


@pytest.mark.parametrize("mode", ["RGB", "RGBA"])
@pytest.mark.parametrize(
    ("size", "radius", "width"),
    [((300, 100), 12, 2), ((301, 97), 16, 3), ((1068, 420), 16, 2), ((120, 80), 60, 2), ((90, 90), 0, 2)],
)
def test_a_large_rounded_panel_has_the_pixels_of_its_mask(mode: str, size: tuple[int, int], radius: int, width: int):
    w, h = size
    box = (7, 5, 7 + w, 5 + h)
    for outline in (None, (200, 60, 60)):
        ours = Image.new(mode, (w + 20, h + 20), (27, 31, 42, 255)[: len(mode)])
        theirs = ours.copy()
        c.rounded_panel(ours, box, radius, (40, 46, 61), outline, width)
        masked_panel(theirs, box, radius, (40, 46, 61), outline, width)
        assert same(ours, theirs)


def test_text_drawn_from_a_kept_mask_has_the_pixels_of_text_drawn_from_scratch():
    c.clear_caches()
    texts = [("Řádek 12 — ĄĘŁ", 24, True), ("×3", 26, False), ("Galactica", 30, True)]
    spots = [((40, 30), "la"), ((200.5, 80), "mm"), ((390, 130.25), "rm"), ((20.75, 170.5), "lm")]
    kept = Image.new("RGB", (420, 200), c.BG)
    for _ in range(2):  # the second round draws every text from its kept mask
        for (text, size, bold), (xy, anchor) in zip(texts * 2, spots, strict=False):
            c.draw_text(kept, xy, text, c.font(size, bold), c.TEXT, anchor)
    with c.uncached():
        fresh = Image.new("RGB", (420, 200), c.BG)
        for _ in range(2):
            for (text, size, bold), (xy, anchor) in zip(texts * 2, spots, strict=False):
                ImageDraw.Draw(fresh).text(xy, text, font=c.font(size, bold), fill=c.TEXT, anchor=anchor)
    assert same(kept, fresh)
    f = c.font(24, True)
    assert f.getmask2("abc", "L", anchor="la", start=(0.0, 0.0)) is f.getmask2(
        "abc", "L", anchor="la", start=(0.0, 0.0)
    )
    with c.uncached():
        assert f.getmask2("abc", "L", anchor="la") is not f.getmask2("abc", "L", anchor="la")


def test_a_kept_mask_does_not_depend_on_the_ink():
    c.clear_caches()
    red, blue = Image.new("RGB", (200, 60), c.BG), Image.new("RGB", (200, 60), c.BG)
    c.draw_text(red, (10, 10), "Kept", c.font(30, True), (220, 40, 40))
    c.draw_text(blue, (10, 10), "Kept", c.font(30, True), (40, 40, 220))  # the kept mask, another ink
    assert red.getpixel((27, 30)) != blue.getpixel((27, 30))  # inside the K's stem: each in its own ink
    with c.uncached():
        plain = Image.new("RGB", (200, 60), c.BG)
        ImageDraw.Draw(plain).text((10, 10), "Kept", font=c.font(30, True), fill=(40, 40, 220))
    assert same(blue, plain)


def test_a_static_layer_is_drawn_once_and_handed_out_as_a_copy():
    c.clear_caches()
    drawn = []

    def draw() -> Image.Image:
        drawn.append(1)
        img = c.new_canvas(100, 50)
        c.rounded_panel(img, (5, 5, 95, 45), 10, c.PANEL)
        return img

    first = c.layered(("test", 100), draw)
    reference = first.copy()
    first.paste((255, 0, 0), (0, 0, 100, 50))  # what a render draws on its canvas does not reach the cache
    second = c.layered(("test", 100), draw)
    assert drawn == [1] and same(second, reference) and second is not first
    c.layered(("test", 101), draw)  # another key, another layer
    assert drawn == [1, 1]
    with c.uncached():
        c.layered(("test", 100), draw)  # drawn from scratch, not read
        c.layered(("test", 102), draw)  # nor kept
    assert drawn == [1, 1, 1, 1]
    c.layered(("test", 102), draw)
    assert drawn == [1, 1, 1, 1, 1]


def test_measured_text_is_handed_out_fresh():
    f = c.font(20)
    lines = c.wrap_text("one two three four five six seven", f, 80)
    lines.append("changed by a caller")
    assert c.wrap_text("one two three four five six seven", f, 80) == lines[:-1]
    assert c.fit_text("A long title that must shrink", 120, 30) == c.fit_text("A long title that must shrink", 120, 30)


def test_a_remembered_translation_is_the_catalogs_in_each_language_and_for_each_value():
    c.clear_caches()
    for lang in ("en", "cs", "pl", "en"):
        with use_lang(lang):
            for distance in (1, 2, 1):
                assert c.t("bsg-render-distance", distance=distance, final=8) == fresh(
                    "bsg-render-distance", distance=distance, final=8
                )
            assert c.t("cardline-value", name="population", value=2860708) == fresh(
                "cardline-value", name="population", value=2860708
            )
            # a float and an int that compare equal are different parameters (formatted differently)
            assert c.t("cardline-number", name="area", value=2.0) == fresh("cardline-number", name="area", value=2.0)
            assert c.t("cardline-number", name="area", value=2) == fresh("cardline-number", name="area", value=2)
            assert c.t("envyra-render-waiting", players=["not", "hashable"]) == fresh(
                "envyra-render-waiting", players=["not", "hashable"]
            )
    with use_lang("cs"):
        czech = c.t("bsg-render-distance", distance=2, final=8)
    assert czech != c.t("bsg-render-distance", distance=2, final=8)  # the same key and values, another language


def test_a_kept_drawing_context_draws_on_its_own_image_only():
    img = Image.new("RGB", (60, 30), c.BG)
    kept = c.drawer(img)
    assert c.drawer(img) is kept
    copy = img.copy()
    assert c.drawer(copy) is not kept
    c.draw_text(copy, (5, 5), "Ab", c.font(18), c.TEXT)
    assert same(img, Image.new("RGB", (60, 30), c.BG)) and not same(copy, img)
    img._copy()  # the image's pixels replaced (Pillow's copy on write): a new context draws on the new ones
    c.draw_text(img, (5, 5), "Ab", c.font(18), c.TEXT)
    assert same(img, copy)
