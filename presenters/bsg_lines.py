"""Small pieces of BSG's texts shared by its presenter modules: a value's short fingerprint, and a post's lines with
each repeated line said once."""

from __future__ import annotations

import hashlib
from typing import Any

from i18n import ListOf, Msg, Text, texts_json


def fingerprint(value: Any) -> str:
    """Eight hex digits that change when `value` (texts included) does."""
    return hashlib.sha1(texts_json(value).encode()).hexdigest()[:8]


def counted(lines: list[Text]) -> list[Text]:
    """The lines of one post with each repeated line said once, where it first appears, with how often it happened
    ("Twice: a raider moves from area 3 (…) to area 4 (…)."): a post never shows the same line twice in a row or
    apart."""
    counts: dict[str, int] = {}
    first: dict[str, Text] = {}
    for line in lines:
        key = fingerprint(line)
        counts[key] = counts.get(key, 0) + 1
        first.setdefault(key, line)
    return [
        line if counts[key] == 1 else Msg("bsg-text-times", line=line, count=counts[key]) for key, line in first.items()
    ]


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
