"""A text made to fit one Discord message (presenters/fitting.py): as it was when it fits; else its `Trimmable` lines
give way, the earliest part first, and say how many are left out in the reader's language, while the lines around
them stay whole; clipped with a visible "…" (and logged) only when nothing may give way."""

from __future__ import annotations

import json
import logging

import pytest

from i18n import LANGS, Msg, Trimmable, cat, text_from_json, text_to_json, tr
from presenters.base import MAX_MESSAGE
from presenters.fitting import fitted
from presenters.labels import with_full_labels
from presenters.screens import Choice, Control

CALL = "**Your decision:** choose a card · <t:1800000000:R> · https://discord.com/channels/1/3"
LOG = tuple(f"Move {i}: a line of the game's log that is long enough to matter when there are many." for i in range(60))
OTHER = tuple(f"Note {i}: another part that may give way, but only after the log." for i in range(10))


def long_text(more: str = "shared-and-more") -> tuple[Trimmable, Trimmable, object]:
    log, other = Trimmable(LOG, more=more), Trimmable(OTHER)
    return log, other, cat([CALL, log, other, "If time runs out: the first card."])


@pytest.mark.parametrize("lang", LANGS)
def test_a_text_that_fits_is_as_it_was(lang: str) -> None:
    short = cat([CALL, Trimmable(LOG[:3]), "If time runs out: the first card."])
    assert fitted(short, lang) == tr(short, lang) == tr(cat([CALL, *LOG[:3], "If time runs out: the first card."]))
    assert len(tr(short, lang)) < MAX_MESSAGE


@pytest.mark.parametrize("lang", LANGS)
def test_trimmable_lines_give_way_first_and_say_how_many_are_left_out(lang: str) -> None:
    _, _, text = long_text()
    assert len(tr(text, lang)) > MAX_MESSAGE, "the test needs a text too long"
    shown = fitted(text, lang)
    lines = shown.split("\n")
    assert len(shown) <= MAX_MESSAGE and not shown.endswith("…")
    assert lines[0] == CALL and lines[-1] == "If time runs out: the first card.", "the call to action stays whole"
    kept = [line for line in lines if line.startswith("Move ")]
    assert kept == list(LOG[: len(kept)]) and 0 < len(kept) < len(LOG), "the log's first lines, whole"
    more = tr(Msg("shared-and-more", count=len(LOG) - len(kept)), lang)
    assert lines[1 + len(kept)] == more, "then how many more, in the reader's language"
    assert lines[2 + len(kept) : -1] == list(OTHER), "a later part gives way only when the first is not enough"
    assert len(shown) > MAX_MESSAGE - 200, "no more left out than needed"


def test_a_later_part_gives_way_when_the_first_is_not_enough() -> None:
    log, other, _ = long_text()
    text = cat(["x" * 1700, log, other, CALL])
    shown = fitted(text, "pl")
    assert len(shown) <= MAX_MESSAGE and shown.startswith("x" * 1700) and shown.endswith(CALL)
    assert tr(Msg("shared-and-more", count=len(LOG)), "pl") in shown and "Move 0" not in shown
    assert "Note 0" in shown and "Note 9" not in shown


def test_without_anything_that_may_give_way_the_clip_is_visible_and_logged(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="boardbot"):
        shown = fitted(cat([CALL, *LOG]), "cs")
    assert len(shown) == MAX_MESSAGE and shown.endswith("…") and shown.startswith(CALL)
    assert "clipped" in caplog.text


def test_the_labels_in_full_keep_their_room_below_a_fitted_text() -> None:
    _, _, text = long_text()
    label = "A label far too long for a button of Discord, so it is shortened and given in full below the text."
    controls = [Control("g:1:pick:0", label)]
    shown = with_full_labels(text, controls, "sk")
    assert len(shown) <= MAX_MESSAGE and shown.endswith(f"- {label}")
    assert "If time runs out: the first card." in shown
    assert with_full_labels("Choose.", [Control("s", "x", choices=(Choice("y", "y"),))], "en") == "Choose."


def test_a_trimmable_part_is_stored_and_read_back_as_itself() -> None:
    log, _, text = long_text("bsg-panel-more-card-texts")
    back = json.loads(json.dumps(text, default=text_to_json), object_hook=text_from_json)
    assert back == text and type(back.parts[1]) is Trimmable and back.parts[1].more == "bsg-panel-more-card-texts"
    assert fitted(back, "pl") == fitted(text, "pl")
