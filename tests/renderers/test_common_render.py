"""The shared drawing toolkit: fonts, colours, text fitting, shapes and PNG encoding."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops, ImageDraw

from renderers import common as c


def _png(data: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(data))
    im.load()
    assert im.format == "PNG"
    return im


def _glyph(f, ch: str) -> bytes:
    im = Image.new("L", (40, 40), 0)
    ImageDraw.Draw(im).text((5, 5), ch, font=f, fill=255)
    return im.tobytes()


def test_fonts_are_shipped_cached_and_cover_central_european_letters():
    for bold in (False, True):
        for condensed in (False, True):
            f = c.font(20, bold, condensed)
            assert f is c.font(20, bold, condensed)
            missing = _glyph(f, "\ue000")  # a private-use code point: the font's "missing glyph" box
            for ch in "ČčŠšŽžŘřĎďŤťŇňĹĺĽľŔŕŁłĄąĘęŚśŹźŻżÓóŃńŮůĚě…—·":
                assert _glyph(f, ch) != missing, ch


def test_palette_has_eight_distinct_player_colours_and_named_colours():
    assert len(c.PLAYER_COLOURS) == 8
    assert len(set(c.PLAYER_COLOURS)) == 8
    for a in c.PLAYER_COLOURS:
        for b in c.PLAYER_COLOURS:
            if a != b:
                assert sum(abs(x - y) for x, y in zip(a, b)) > 60
    assert c.colour("Purple") == c.NAMED_COLOURS["purple"]
    assert c.colour("#ff0000") == (255, 0, 0)
    assert c.colour("no such colour", (1, 2, 3)) == (1, 2, 3)
    assert c.colour(None) == c.MUTED
    assert c.player_colour(9) == c.PLAYER_COLOURS[1]
    assert c.player_colour(0, "Pink") == c.NAMED_COLOURS["pink"]


def test_contrast_helpers():
    assert c.text_on((255, 255, 255)) != c.WHITE
    assert c.text_on((0, 0, 0)) == c.WHITE
    assert c.luminance((0, 0, 0)) == 0
    assert c.luminance((255, 255, 255)) == pytest.approx(1)
    assert c.mix((0, 0, 0), (200, 100, 50), 0.5) == (100, 50, 25)


def test_fit_text_shrinks_then_condenses_then_ellipsises():
    text, f = c.fit_text("Short", 300, 26)
    assert text == "Short" and f.size == 26
    long = "Bořivoj Šťastný z Dlouhé Lhoty nad Vltavou a Vrchlabí"
    text, f = c.fit_text(long, 200, 26, min_size=16)
    assert f.getlength(text) <= 200
    assert text.endswith("…")
    assert f.size == 16
    text, f = c.fit_text("Łukasz Wróblewski", 190, 26, bold=True)
    assert text == "Łukasz Wróblewski" and f.getlength(text) <= 190


def test_ellipsize_and_clean():
    f = c.font(18)
    assert c.ellipsize("abc", f, 500) == "abc"
    out = c.ellipsize("x" * 200, f, 100)
    assert out.endswith("…") and f.getlength(out) <= 100
    assert c.ellipsize("abc", f, 1) == "…"
    # combining accents are composed; control characters do not reach the font
    assert c.clean("C\u030cesky\n") == "Česky "


def test_wrap_text_respects_width_and_breaks_long_words():
    f = c.font(18)
    text = "Ties are broken by set VP, then by the End tile. " * 4 + "x" * 120
    lines = c.wrap_text(text, f, 300)
    assert len(lines) > 4
    assert all(f.getlength(line) <= 300 for line in lines)
    assert c.wrap_text("one\n\ntwo", f, 300) == ["one", "", "two"]
    assert c.wrapped_height("one two", f, 300) == c.line_height(f, 1.3)


def test_shapes_draw_inside_their_boxes():
    img = c.new_canvas(400, 300)
    c.rounded_panel(img, (10, 10, 200, 100), 14, c.PANEL, c.PANEL_EDGE, 2, shadow=True)
    c.rounded_panel(img, (220, 10, 380, 100), 14, None, c.ACCENT, 3)
    c.rounded_panel(img, (10, 110, 16, 200), 3, c.GOOD, c.BAD, 1)  # narrower than twice the radius
    c.dashed_rounded(img, (220, 110, 380, 200))
    c.draw_disc(img, (50, 250), 20, c.GOOD, c.WHITE, 3)
    c.draw_star(img, (120, 250), 26, 12)
    c.draw_cube(img, (160, 230), 30, c.NAMED_COLOURS["black"])
    c.draw_cube(img, (200, 230), 30, c.PLAYER_COLOURS[0], "outline")
    c.draw_chip(img, (260, 250), 18, c.PLAYER_COLOURS[1], label="3")
    c.draw_chip(img, (300, 250), 14, c.PLAYER_COLOURS[2], shape="cube")
    w = c.draw_badge(img, (320, 280), "Ready", fill=c.GOOD)
    assert w > 40
    c.draw_check(img, (330, 220, 360, 240))
    c.text_in_box(img, (10, 10, 200, 40), "Žluťoučký kůň úpěl ďábelské ódy", 24, bold=True)
    assert img.getpixel((100, 50)) == c.PANEL  # the panel is filled
    assert img.getpixel((300, 50)) == c.BG  # the outline-only panel is hollow
    assert img.getpixel((0, 0)) == c.BG  # nothing outside the boxes
    # anti-aliased: a rounded corner has intermediate tones
    corner = {img.getpixel((x, y)) for x in range(10, 16) for y in range(10, 16)}
    assert len(corner) > 2


def test_legend_and_title_bar():
    img = c.new_canvas(600, 200)
    h = c.title_bar(img, "Envyra · Round 3", "Waiting for: Ďuro", right="Phase I")
    assert h == 72
    assert img.getpixel((5, 5)) == c.TITLE_BG
    end = c.draw_legend(img, (20, 120), [(c.PLAYER_COLOURS[0], "Purple"), (c.PLAYER_COLOURS[1], "Grey")])
    assert 60 < end < 600
    end = c.draw_legend(img, (20, 160), [(c.GOOD, "a very long label " * 5)] * 3, max_width=300)
    assert end <= 320


def test_supersample_and_paste_sprite_on_rgb_and_rgba():
    sprite = c.supersample(20, 20, lambda d, s: d.ellipse((0, 0, 20 * s - 1, 20 * s - 1), fill=(255, 0, 0, 255)))
    assert sprite.mode == "RGBA" and sprite.size == (20, 20)
    for mode in ("RGB", "RGBA"):
        img = Image.new(mode, (40, 40), (0, 0, 0) if mode == "RGB" else (0, 0, 0, 255))
        c.paste_sprite(img, sprite, (10, 10))
        assert img.getpixel((20, 20))[:3] == (255, 0, 0)
        assert img.getpixel((2, 2))[:3] == (0, 0, 0)


def test_to_png_plain_and_quantized_are_valid_deterministic_and_small():
    img = c.new_canvas(800, 600)
    for i in range(20):
        c.rounded_panel(img, (10 + i * 30, 10, 35 + i * 30, 500), 10, c.PLAYER_COLOURS[i % 8])
        c.draw_text(img, (20, 520 + (i % 3) * 20), f"Řádek {i} — ĄĘŁ", c.font(18), c.TEXT)
    plain = c.to_png(img)
    quant = c.to_png(img, quantize=True)
    assert _png(plain).size == (800, 600)
    assert _png(quant).mode == "P"
    assert len(quant) < len(plain)
    assert c.to_png(img) == plain and c.to_png(img, quantize=True) == quant
    assert c.to_png(Image.new("CMYK", (10, 10)))[:8] == b"\x89PNG\r\n\x1a\n"


def test_an_image_of_at_most_256_colours_is_reduced_losslessly():
    levels = (0, 51, 102, 153, 204, 255)
    colours = [(r, g, b) for r in levels for g in levels for b in levels]  # 216
    img = Image.new("RGB", (216, 40))
    img.putdata([colours[x] for _ in range(40) for x in range(216)])
    decoded = _png(c.to_png(img, quantize=True))
    assert decoded.mode == "P"
    assert list(decoded.convert("RGB").getdata()) == list(img.getdata())


def test_a_big_image_of_few_colours_stays_lossless_though_its_colours_are_counted_on_a_grid():
    levels = (0, 51, 102, 153, 204, 255)
    colours = [(r, g, b) for r in levels for g in levels for b in levels]  # 216
    img = c.new_canvas(700, 400)
    assert img.width * img.height >= c.SAMPLED_FROM
    for x in range(0, 700, 2):  # one-pixel lines on every other column: half of them off any 1-in-2 grid
        ImageDraw.Draw(img).line((x, 0, x, 399), fill=colours[x // 2 % 216])
    assert 200 < len(img.getcolors(1 << 16)) <= 256
    decoded = _png(c.to_png(img, quantize=True))
    assert decoded.mode == "P"
    assert list(decoded.convert("RGB").getdata()) == list(img.getdata())


def test_a_many_coloured_board_keeps_its_main_colours_and_stays_close_everywhere():
    img = c.new_canvas(600, 400)
    for i in range(12):
        c.rounded_panel(img, (10 + i * 48, 10, 50 + i * 48, 300), 10, c.PLAYER_COLOURS[i % 8], c.PANEL_EDGE, 2)
        c.draw_text(img, (20 + i * 48, 340), f"Ab{i}", c.font(22), c.TEXT)
    assert 256 < len(img.getcolors(1 << 16)) <= c.MANY_COLOURS
    reduced = c.reduce_colours(img)
    back = reduced.convert("RGB")
    assert reduced.mode == "P" and len(reduced.getcolors()) <= 256
    worst = max(high for _, high in ImageChops.difference(img, back).getextrema())
    assert worst <= 32  # edge shades may move a little; no colour is replaced by another
    main = max(img.getcolors(1 << 16))[1]  # the background
    assert back.getpixel((5, 395)) == img.getpixel((5, 395)) == main


def test_a_learned_palette_keeps_the_samples_main_colours_and_maps_a_new_image_close():
    samples = []
    for shift in range(3):
        img = c.new_canvas(400, 300)
        for i in range(8):
            x = 10 + i * 48 + shift
            c.rounded_panel(img, (x, 10, x + 40, 200), 10, c.PLAYER_COLOURS[i], c.PANEL_EDGE, 2)
            c.draw_text(img, (x + 4, 240), f"Ab{i}", c.font(22), c.TEXT)
        samples.append(img)
    palette = c.learned_palette(samples, exact=64)
    entries = palette.getpalette() or []
    assert len(entries) <= 3 * 256
    kept = {tuple(entries[i : i + 3]) for i in range(0, 3 * 64, 3)}
    assert {c.BG, c.PANEL_EDGE, c.TEXT, *c.PLAYER_COLOURS} <= kept
    assert c.learned_palette(reversed(samples), exact=64).getpalette() == entries  # the order of samples is no input
    new = c.new_canvas(400, 300)  # drawn like the samples, elsewhere: its fills exact, its edges close
    for i in range(8):
        c.rounded_panel(new, (30 + i * 45, 40, 70 + i * 45, 160), 8, c.PLAYER_COLOURS[7 - i], c.PANEL_EDGE, 2)
    decoded = _png(c.to_png(new, palette=palette)).convert("RGB")
    assert decoded.getpixel((5, 5)) == c.BG and decoded.getpixel((50, 100)) == c.PLAYER_COLOURS[7]
    assert max(high for _, high in ImageChops.difference(new, decoded).getextrema()) <= 48
