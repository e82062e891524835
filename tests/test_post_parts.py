"""A thread post too long for one Discord message goes on in consecutive posts split between its lines
(presenters/post_parts.py), instead of being clipped at `MAX_MESSAGE` with its end lost."""

from __future__ import annotations

import pytest

from i18n import LANGS, Msg, cat, tr
from presenters.base import MAX_MESSAGE
from presenters.labels import with_full_labels
from presenters.post_parts import fitting_groups, post_parts
from presenters.screens import Control, Embed, Image, Screen

LONG_LABEL = "x" * 120  # past a button's 80 characters: said in full below the text


def long_post(lines: int) -> Screen:
    text = cat([Msg("bsg-event-cylons_destroyed", count=i + 1, ship="raider", area=i % 6) for i in range(lines)])
    image = Image("board", {}, "board.png")
    return Screen(text, [image], [Control("g:1:do:0", LONG_LABEL)], Embed("Crisis", "its text"))


@pytest.mark.parametrize("lang", LANGS)
def test_a_long_post_is_split_between_lines_into_posts_that_each_fit(lang: str) -> None:
    screen = long_post(160)
    whole = tr(screen.text, lang)
    assert len(whole) > 2 * MAX_MESSAGE, "a post three messages long"
    parts = post_parts(screen, lang)
    texts = [with_full_labels(tr(p.text, lang), p.controls, lang) for p in parts]
    assert len(parts) >= 3 and all(len(t) <= MAX_MESSAGE and not t.endswith("…") for t in texts), texts
    assert "\n".join(tr(p.text, lang) for p in parts) == whole, "every line once, in order"
    assert all(not (p.controls or p.images or p.embed) for p in parts[:-1]), "the first parts: text alone"
    assert (parts[-1].controls, parts[-1].images, parts[-1].embed) == (screen.controls, screen.images, screen.embed)
    assert LONG_LABEL in texts[-1], "the last part keeps room for its shortened labels in full"


def test_a_post_that_fits_and_a_rewrite_stay_one() -> None:
    short = long_post(3)
    assert post_parts(short, "en") == [short]
    rewrite = Screen(long_post(80).text, rewrites={"row": 4})
    assert post_parts(rewrite, "en") == [rewrite], "an edit of one message stays one (delivery clips it)"


def test_groups_fill_from_the_end_and_the_last_has_the_least_room() -> None:
    assert fitting_groups([3, 3, 3, 3], lambda n: n, 4, 7) == [[3], [3, 3], [3]]
    assert fitting_groups([9, 1], lambda n: n, 5, 5) == [[9], [1]], "an item past the room: a group of its own"
    assert fitting_groups([], lambda n: n, 5, 5) == [[]]
