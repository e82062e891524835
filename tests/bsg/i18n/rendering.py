"""Checks of a rendered BSG text shared by the i18n tests: every key present with its parameters, nothing unfilled,
and the sentence shapes that read badly (doubled words, empty lists, doubled brackets, "a" before a vowel, a label
right after a label: "Cylon Hatred: may: difficulty -3", an effect with "(optional)" tacked on where a sentence
says the choice: "raptors lost +1 (optional)", a space area by its bare number: "in area 0" for "in area 0 (in front
of Galactica)", a bare difficulty change: "difficulty -3" for "the check is 3 easier", a count right after a full
stop: "… destroyed. ×4", "… = 12. 2 of these cards …", a hyphen for a minus: "morale -1")."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

from i18n import Cat, ListOf, Msg, tr
from i18n.catalog import bundle


def messages(text: Any) -> Iterator[Msg]:
    """Every message inside a text, nested parameters included."""
    if isinstance(text, Msg):
        yield text
        for value in text.params.values():
            yield from messages(value)
    elif isinstance(text, Cat | ListOf):
        for part in text.parts if isinstance(text, Cat) else text.items:
            yield from messages(part)


def catalog_problems(text: Any, lang: str) -> list[str]:
    """Keys missing in `lang`, and Fluent's formatting errors (an unknown variable, a bad select)."""
    out = []
    for msg in messages(text):
        if not bundle(lang).has_message(msg.key):
            out.append(f"{lang}: no {msg.key}")
            continue
        args = {k: v if isinstance(v, int | str) else tr(v, lang) for k, v in msg.params.items()}
        _, errors = bundle(lang).format_pattern(bundle(lang).get_message(msg.key).value, args)
        out.extend(f"{lang}: {msg.key}: {e}" for e in errors)
    return out


def broken(text: str) -> bool:
    return not text.strip() or "{" in text or "…" in text or "bsg-" in text


DOUBLED_WORD = re.compile(r"(?<!\w)([^\W\d_]+) \1(?!\w)", re.IGNORECASE)
EMPTY_LIST = re.compile(r":\s*[.,;=]|\(\s*\)")
DOUBLED_BRACKETS = re.compile(r"\)\s*\(")
ENGLISH_A_VOWEL = re.compile(r"(?<![\w'])[Aa] [aeioAEIO]")
# a label, then a lone lowercase word as a second label: "Cylon Hatred: may: difficulty -3", "…: lze: obtížnost -3"
# (a capitalised one is a heading, "Your decision: Movement: stay, …"; a verb of choosing introduces its options)
LABEL_AFTER_LABEL = re.compile(r"(?<=[\w)*]): ([^\W\d_]+):(?= [^\W\d_])")  # words after it ("alice: 0" is a count)
CHOOSING = {"volíš", "volí", "wybierasz", "wybiera"}  # "volíš: palivo +1 nebo jídlo +1" ("you choose: …")
# an optional effect said with the catalog's fallback tail (engine/games/bsg/effect_text.py op_text) instead of
# "you may …": every optional effect of the card data has its own sentence
OPTIONAL_TAIL = re.compile(r"\((?:optional|volitelně|voliteľne|opcjonalnie)\)")
# an area word and its number without the board's name for it after: "w strefie 0" (bsg-area-where says "0 (przed
# Galacticą)"); "area 0 (in front of Galactica)" and the board's labels pass
BARE_AREA = re.compile(r"\b(?:areas?|oblast|oblasti|oblasť|strefa|strefy|strefie|strefę|strefą) \d\b(?! \()", re.I)
# a difficulty said as a signed number or a change by one: "difficulty -3", "trudność zmienia się o -3"
BARE_DIFFICULTY = re.compile(
    r"\b(?:difficulty|obtížnost|obtiažnosť|trudność)(?: \w+){0,3} [+\-−]\d"
    r"|(?:changes|mění|mení|zmienia) (?:by|o|się o) [+\-−]?\d",
    re.I,
)
# a count right after a full stop: a line's repeat tacked on ("… destroyed. ×4") or a sentence opening with a figure
COUNT_AFTER_STOP = re.compile(r"[.!?]\s*×\s*\d|(?<!\bč)(?<!\bnr)(?<!\bNo)[.!?] +\d")  # "č. 3" is a number
# a negative number with an ASCII hyphen: "Morálka -1 (nyní 0)" beside the audit's "3 − 7 = −4" (Babel's sign is "-";
# the texts put the typographic minus, engine/games/bsg/effect_text.py signed/minus_sign)
HYPHEN_MINUS = re.compile(r"(?<![\w\-–])-\d")
# a label said twice, e.g. a decision's source before a question that names it again: "— Executive Order: Executive
# Order: move and then …?"
LABEL_TWICE = re.compile(r"\b([^\W\d_][\w '\"-]{2,40}): \1:")
ZERO_CARDS = re.compile(r"(?<![\w.,])\+?0 (?:cards?|karet|karty|kart|kariet)\b", re.IGNORECASE)  # "+0 karet do testu"


def problems(text: str, lang: str, what: str) -> list[str]:
    plain_text = text.replace("**", "")  # a bot's name is bold in the thread
    found = [f"doubled word {m.group(0)!r}" for m in DOUBLED_WORD.finditer(plain_text)]
    found += [f"empty list {m.group(0)!r}" for m in EMPTY_LIST.finditer(plain_text)]
    found += [f"doubled brackets {m.group(0)!r}" for m in DOUBLED_BRACKETS.finditer(plain_text)]
    found += [f"a zero count {m.group(0)!r}" for m in ZERO_CARDS.finditer(plain_text)]
    found += [f"a hyphen for a minus {m.group(0)!r}" for m in HYPHEN_MINUS.finditer(plain_text)]
    found += [f"a label said twice {m.group(0)!r}" for m in LABEL_TWICE.finditer(plain_text)]
    found += [f"a bare area number {m.group(0)!r}" for m in BARE_AREA.finditer(plain_text)]
    found += [f"a bare difficulty change {m.group(0)!r}" for m in BARE_DIFFICULTY.finditer(plain_text)]
    found += [f"a count after a full stop {m.group(0)!r}" for m in COUNT_AFTER_STOP.finditer(plain_text)]
    found += [f"an optional effect not said as a choice {m.group(0)!r}" for m in OPTIONAL_TAIL.finditer(plain_text)]
    found += [
        f"a label after a label {m.group(0)!r}"
        for m in LABEL_AFTER_LABEL.finditer(plain_text)
        if m.group(1).islower() and m.group(1) not in CHOOSING
    ]
    if lang == "en":
        found += [f"'a' before a vowel {m.group(0)!r}" for m in ENGLISH_A_VOWEL.finditer(plain_text)]
    if what == "post":
        # a line right after itself (said once with its count); the same line after others keeps the order of events
        lines = [line for line in plain_text.splitlines() if line.strip()]
        found += [f"line repeated in a row: {line!r}" for line, after in zip(lines, lines[1:]) if line == after]
    return found
