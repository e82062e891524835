"""The starting hands on screen (D-S3, one simultaneous decision): the thread's post and every awaited player's
panel say it is everyone's choice now and by when; a player who answered sees its sealed choice and may change it,
and nobody else sees anything of it."""

from __future__ import annotations

import copy

import pytest

from engine.core import derive_rng
from engine.registry import get_game
from engine.tables import Outcome
from i18n import LANGS, Msg, tr
from presenters.bsg import BsgPresenter
from tests.bsg.presenter_kit import dump, table_for

GAME, PRESENTER = get_game("bsg"), BsgPresenter()
DUE = 1_900_000_000.0
SEED = "starting-hands-screens"


def at_starting_hands() -> tuple[dict, int, list]:
    """A five-player game (seat 0 first) at its starting-hands decision, with the move number and its events."""
    state = GAME.setup(5, {"_first": 0}, derive_rng(SEED, 0))
    move, events = 0, []
    while state["decision"]["kind"] != "starting_hands":
        seat = GAME.to_act(state)[0]
        move += 1
        events = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0], derive_rng(SEED, move))
    return state, move, events


def screens(state: dict, move: int, events: list, seat: int, lang: str) -> tuple[str, dict[int, str], dict]:
    """The thread's living post, each seat's panel (text) and the panels' screens, with the deadline known."""
    table = table_for(state, move)
    table.options = {"language": lang}
    snap = PRESENTER.snapshot(table)
    snap.dues = {clock.key: DUE for clock in snap.clocks}
    outcome = Outcome(table=table, events=events, seat=seat)
    thread = tr(PRESENTER.announcement(snap, outcome)[-1].text, lang)
    facts = PRESENTER.facts(snap, outcome)
    panels = {s: PRESENTER.panel(snap, s, facts.get(s)) for s in range(5)}
    return thread, {s: tr(p.text, lang) for s, p in panels.items()}, panels


@pytest.mark.parametrize("lang", LANGS)
def test_everyone_is_called_at_once_with_the_deadline(lang: str) -> None:
    state, move, events = at_starting_hands()
    thread, texts, panels = screens(state, move, events, 4, lang)
    when = f"<t:{int(DUE)}:R>"
    assert when in thread and all(f"<@{9002 + s - 1}>" in thread for s in (1, 2, 3, 4)), thread
    for seat in (1, 2, 3, 4):
        assert texts[seat].count(when) == 1 and "bsg-" not in texts[seat], texts[seat]
        answers = [c for c in panels[seat].controls if ":do:" in c.id]
        assert len(answers) == len(GAME.legal_actions(state, seat)), "each split a button on its panel"
    assert when not in texts[0], "the first player draws nothing now"
    english = screens(state, move, events, 4, "en")[0]
    assert "Everyone chooses now, at the same time" in english


@pytest.mark.parametrize("lang", LANGS)
def test_a_sealed_choice_is_on_its_own_panel_only_and_may_change(lang: str) -> None:
    state, move, _ = at_starting_hands()
    legal = GAME.legal_actions(state, 1)
    other = copy.deepcopy(state)
    events = GAME.apply(state, 1, legal[0], derive_rng(SEED, move + 1))
    other_events = GAME.apply(other, 1, legal[-1], derive_rng(SEED, move + 1))
    thread, texts, panels = screens(state, move + 1, events, 1, lang)
    thread_b, texts_b, panels_b = screens(other, move + 1, other_events, 1, lang)
    assert thread == thread_b and "<@9002>" not in thread.split("\n")[-1], "the thread waits for the others only"
    for seat in (0, 2, 3, 4):
        assert dump(panels[seat]) == dump(panels_b[seat]), "nobody else sees anything of seat 1's choice"
    assert texts[1] != texts_b[1], "seat 1 sees its own choice"
    english = screens(state, move + 1, events, 1, "en")[1][1]
    assert "Your starting hand: 3 × " in english and "you can change it until then" in english, english
    assert texts[1].startswith("**") and "bsg-" not in texts[1], "the panel opens with its title: " + texts[1]
    assert Msg("bsg-label-change") in [c.label for c in panels[1].controls]
