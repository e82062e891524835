"""Small pieces of BSG's texts shared by its presenter modules: a value's short fingerprint, and a post's lines with
each line repeated in a row said once."""

from __future__ import annotations

import hashlib
from typing import Any

from i18n import ListOf, Msg, Text, texts_json


def fingerprint(value: Any) -> str:
    """Eight hex digits that change when `value` (texts included) does."""
    return hashlib.sha1(texts_json(value).encode()).hexdigest()[:8]


# lines whose sentence has a count form in every language ("Ann discards 2 cards X" rather than "Twice: Ann
# discards X"): the line's key, then the key of its form with `count`
COUNT_FORMS = {
    "bsg-event-skill_discarded": "bsg-text-skill_discarded-count",
    "bsg-event-contributed_face_up": "bsg-text-contributed_face_up-count",
}


def counted(lines: list[Text]) -> list[Text]:
    """The lines of one post with a line repeated right after itself said once, with how often it happened ("Twice:
    a raider moves from area 3 (…) to area 4 (…)."; a line with a count form says it in its sentence, `COUNT_FORMS`).
    Only neighbours merge: the same line again after others is said again, so the post keeps the order of events.
    Empty lines are left out (two in a row are no "Twice: " line)."""
    runs: list[tuple[str, Text, int]] = []  # (fingerprint, line, how often in a row)
    for line in lines:
        if not line:
            continue
        key = fingerprint(line)
        if runs and runs[-1][0] == key:
            runs[-1] = (key, line, runs[-1][2] + 1)
        else:
            runs.append((key, line, 1))
    return [line if count == 1 else times(line, count) for _, line, count in runs]


def times(line: Text, count: int) -> Text:
    """A line that happened `count` times in a row, said once."""
    if isinstance(line, Msg) and line.key in COUNT_FORMS:
        return Msg(COUNT_FORMS[line.key], **line.params, count=count)
    return Msg("bsg-text-times", line=line, count=count)


DRAWN = "bsg-event-skill_card_drawn"


def drawn_together(facts: list[Text]) -> list[Text]:
    """A seat's private news with its drawn skill cards said in one sentence where the first was ("You drew A, B
    and C." rather than "You drew A. You drew B. You drew C.")."""
    cards = [f.params["card"] for f in facts if isinstance(f, Msg) and f.key == DRAWN]
    if len(cards) < 2:
        return facts
    out: list[Text] = []
    for fact in facts:
        if not (isinstance(fact, Msg) and fact.key == DRAWN):
            out.append(fact)
        elif not any(isinstance(o, Msg) and o.key == "bsg-panel-drawn" for o in out):
            out.append(Msg("bsg-panel-drawn", cards=ListOf(tuple(cards))))
    return out
