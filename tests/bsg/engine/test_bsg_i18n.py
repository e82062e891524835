"""BSG's texts in every language: each event of a few seeded random games translates without a raw key, a "{"
(an unfilled or broken placeable) or "…" (a missing key's fallback), and reads differently from English."""

from __future__ import annotations

import random

import pytest
from bsg_testkit import GAME

from engine.core import Event, derive_rng
from i18n import LANGS, tr


def played_events(n: int, seed: str) -> list[Event]:
    chooser = random.Random(seed)
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    events = [Event(e["kind"], e["params"], None) for e in state["setup_events"]]
    moves = 0
    while GAME.result(state) is None:
        seat = chooser.choice(GAME.to_act(state))
        moves += 1
        events += GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)), derive_rng(seed, moves))
    return events


def broken(text: str) -> bool:
    return not text or "{" in text or "…" in text or "bsg-" in text


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_every_event_translates_in_every_language(n: int) -> None:
    names = [f"Player {s + 1}" for s in range(n)]
    kinds: set[str] = set()
    for i in range(2):
        for event in played_events(n, f"i18n-{n}-{i}"):
            message = GAME.describe(event, names)
            texts = {lang: tr(message, lang) for lang in LANGS}
            assert not [lang for lang, text in texts.items() if broken(text)], (event.kind, texts)
            kinds.add(event.kind)
    assert {"turn", "crisis", "check_started", "game_over"} <= kinds


def test_refusals_and_results_translate() -> None:
    from bsg_testkit import new_game

    from engine.games.bsg import texts

    state = new_game(3)
    for lang in LANGS:
        for reason in texts.WIN_REASONS:
            text = tr(texts.explanation_text("cylon", reason, nobody=True), lang)
            assert not broken(text), (lang, reason, text)
        for name in (*texts.ILLEGAL, *texts.BATCH_REASONS):
            assert not broken(tr(texts.error(name), lang)), (lang, name)
        reason = texts.illegal_reason(state, state["decision"]["seat"] or 0, {"type": "nonsense"}, [{"type": "move"}])
        assert not broken(tr(reason, lang))
    assert str(texts.explanation_text("human", "final_jump")).startswith("The humans win")
    assert tr(texts.explanation_text("human", "final_jump"), "cs").startswith("Lidé vítězí")


def test_the_result_explains_itself_in_every_language() -> None:
    from bsg_testkit import new_game

    state = new_game(3)
    state["winner"], state["end_reason"] = "cylon", "boarding"
    result = GAME.result(state)
    text = GAME.explain(result, ["A", "B", "C"])
    assert str(text) == result.explanation
    assert tr(text, "pl").startswith("Cyloni wygrywają") and not broken(tr(text, "sk"))
