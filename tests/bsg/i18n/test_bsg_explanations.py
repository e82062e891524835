"""BSG's decisions explained in every language (issue 12): every text of the public explanation and of each awaited
seat's prompt (source, question, step, check, purpose, option labels and consequences, the default) met in seeded
random playouts renders in en, cs, sk and pl with no missing key, no raw key, no unfilled placeable, and — in Czech —
no word of the English stop-list outside the published English names the game keeps (card, character and ability
names). The views carry `Text`, JSON through `i18n.text_to_json` the way the outbox stores texts."""

from __future__ import annotations

import json
import logging
import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from engine.core import derive_rng
from engine.games.bsg import BsgGame
from i18n import LANGS, Cat, ListOf, Msg, text_from_json, text_to_json, tr
from tests.bsg.i18n.published import NAMES
from tests.bsg.i18n.rendering import broken, catalog_problems
from tests.i18n.measure import english_words

GAME = BsgGame()
TEXT = (Msg, Cat, ListOf)
SEEDS = 3  # seeded random games per player count (44 of the 56 decision kinds between them)


def texts(value: Any, path: str = "") -> Iterator[tuple[str, Any]]:
    """(path, text) for every translatable text of an explanation (the legal actions themselves are codes)."""
    if isinstance(value, TEXT):
        yield path, value
    elif isinstance(value, dict):
        for key, item in value.items():
            if key not in ("action", "actions"):
                yield from texts(item, f"{path}.{key}")
    elif isinstance(value, list):
        for item in value:
            yield from texts(item, path)


def explanations(n: int, seed: str) -> Iterator[tuple[str, dict]]:
    """(decision kind, explanation) for the public part and each awaited seat's prompt of every waiting state."""
    chooser = random.Random(seed)
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    moves = 0
    while GAME.result(state) is None:
        kind = state["decision"]["kind"]
        yield kind, GAME.view(state, None)["decision"]
        for seat in GAME.to_act(state):
            yield kind, GAME.view(state, seat)["me"]["prompt"]
        seat = chooser.choice(GAME.to_act(state))
        moves += 1
        GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)), derive_rng(seed, moves))


@pytest.fixture
def i18n_warnings(caplog: pytest.LogCaptureFixture) -> pytest.LogCaptureFixture:
    caplog.set_level(logging.WARNING, logger="boardbot")
    return caplog


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_every_decision_explanation_renders_in_every_language(n: int, i18n_warnings) -> None:
    kinds: set[str] = set()
    english: Counter[str] = Counter()
    seen: set[tuple[str, str, str]] = set()  # (kind, path, English text): each distinct text once per language
    games = (explained for i in range(SEEDS) for explained in explanations(n, f"explain-i18n-{n}-{i}"))
    for kind, explained in games:
        kinds.add(kind)
        stored = json.dumps(explained, default=text_to_json)  # a view's texts store as tagged JSON
        assert json.loads(stored, object_hook=text_from_json) == explained, kind
        for path, text in texts(explained):
            en = tr(text, "en")
            if (kind, path, en) in seen:
                continue
            seen.add((kind, path, en))
            for lang in LANGS:
                rendered = tr(text, lang)
                assert not broken(rendered), (kind, path, lang, rendered)
                assert catalog_problems(text, lang) == [], (kind, path)
            cs = NAMES.sub(" ", tr(text, "cs"))
            english.update(f"{kind}{path}: {word}" for word in english_words(cs))
    problems = [r.getMessage() for r in i18n_warnings.records if r.getMessage().startswith("i18n:")]
    assert problems == [], problems  # nothing fell back to English on the way
    assert english == Counter(), english
    assert {"draft", "action", "move", "choose", "contribute", "skill_window"} <= kinds
