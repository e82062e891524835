"""Texts a played table showed wrong: "Ben declines." without what; a reaction window's public waiting line saying
"you"; a crisis's alternative button starting in lower case among capitalised ones; Czech (and Slovak, Polish) roll
reasons translating the card and ability names every other line keeps as published, and so did the Orders screen."""

from __future__ import annotations

import random

import pytest

from engine.core import Event
from engine.games.bsg import explain
from engine.games.bsg.data import DATA
from engine.games.bsg.support import IMPLEMENTED_ABILITIES
from engine.games.bsg.texts import describe as describe_event
from i18n import LANGS, Msg, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_orders import ability_choices
from tests.bsg.presenter_kit import before_each_move, table_for

NAMES = ["Ann", "Ben", "Cyril"]
RECON = {"t": "ops", "ops": [{"op": "peek", "who": "self", "decks": ["crisis"], "count": 1}], "actor": 1,
         "src": {"kind": "ability"}}  # fmt: skip


def declined(task: dict | None, lang: str) -> str:
    return tr(describe_event(Event("declined", {"seat": 1, "task": task}), NAMES), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_decline_says_what_was_declined(lang: str) -> None:
    """The thread read "Ben declines." after Boomer's Recon question: declining what?"""
    plain = tr(Msg("bsg-event-declined", player="Ben"), lang)
    recon = declined(RECON, lang)
    assert recon != plain and "Ben" in recon and "Recon" in recon, recon
    crisis = next(iter(DATA.crises))
    optional = {"t": "op", "op": {"op": "resource", "morale": -1}, "actor": 1, "src": {"kind": "crisis", "id": crisis}}
    assert DATA.crises[crisis]["name"] in declined(optional, lang)
    assert declined(None, lang) == plain, "an older move's event names nothing: as before"


@pytest.mark.parametrize("lang", LANGS)
def test_a_declined_reveal_power_says_which_power(lang: str) -> None:
    """The thread read "Eva does not use “You Are a Cylon”." after her reveal: four Cylon cards share that name, so
    the line names the power she left unused."""
    task = {"t": "op", "op": {"op": "resource", "morale": -1}, "actor": 1}
    morale = declined({**task, "src": {"kind": "reveal", "id": "cylon_reduce_morale"}}, lang)
    power = tr(explain.from_src({"kind": "reveal", "id": "cylon_reduce_morale"})["text"], lang)  # type: ignore[index]
    assert power in morale and "Ben" in morale, morale
    brig = declined({**task, "src": {"kind": "reveal", "id": "cylon_brig"}}, lang)
    assert brig != morale and morale.count(":") == 1, (morale, brig)


def window_snapshot() -> object:
    state, move = next(
        (s, m) for s, m in before_each_move("window", random.Random(4), 600) if s["decision"]["kind"] == "skill_window"
    )
    presenter = BsgPresenter()
    return presenter, presenter.snapshot(table_for(state, move))


@pytest.mark.parametrize("lang", LANGS)
def test_a_reaction_windows_waiting_line_names_the_seats_not_you(lang: str) -> None:
    presenter, snap = window_snapshot()
    line = tr(presenter.waiting_line(snap), lang)  # type: ignore[attr-defined]
    you = tr(Msg("bsg-prompt-skill_window"), lang)
    assert you not in line, line
    assert all(f"<@{snap.user(s)}>" in line for s in snap.waiting), line  # type: ignore[attr-defined]
    assert line.startswith(tr(Msg("bsg-ui-waiting-window", players="X", window="Y"), lang).split("X")[0]), line


CHOICE = {
    "kind": "choose",
    "seat": 0,
    "op": {"options": [
        {"label": "skill_check", "effects": [{"op": "check", "skills": ["politics"], "difficulty": 9}]},
        {"label": "alternative", "effects": [{"op": "resource", "morale": -1}]},
    ]},
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGS)
def test_a_crisis_alternative_button_starts_like_the_check_beside_it(lang: str) -> None:
    state = next(s for s, _ in before_each_move("alt", random.Random(2), 50))
    state = {**state, "decision": CHOICE}
    check, other = (tr(explain.action_label(state, 0, {"type": "choose", "option": i}), lang) for i in (0, 1))
    assert check[0].isupper() and other[0].isupper(), (check, other)
    assert other.startswith(tr(Msg("bsg-button-alternative"), lang)), other
    plain = dict(CHOICE, op={"options": [{"effects": [{"op": "resource", "morale": -1}]}] * 2})
    assert not tr(explain.action_label({**state, "decision": plain}, 0, {"type": "choose", "option": 1}), lang)[
        0
    ].isupper(), "a choice without a check keeps its effect as its label"


CARD_REASONS = {"launch_scout": "launch_scout", "evasive_maneuvers": "evasive_maneuvers"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_rolls_reason_names_cards_and_abilities_as_everywhere_else(lang: str) -> None:
    """Czech said "vyslání průzkumu" and "úhybné manévry" for rolls, "Launch Scout" and "Evasive Maneuvers" on the
    cards; "důstojník ECO" there, "ECO Officer" on the question and its button."""
    for why, card in CARD_REASONS.items():
        assert tr(Msg("bsg-roll-why", why=why), lang) == DATA.skill_abilities[card]["name"]
    eco = tr(Msg("bsg-roll-why", why="eco_officer"), lang)
    assert eco == tr(Msg("bsg-orders-ability-eco_officer"), lang)
    assert eco in tr(Msg("bsg-prompt-eco_officer"), lang) and eco in tr(Msg("bsg-label-use-eco_officer"), lang)


PUBLISHED = {name for _, name in IMPLEMENTED_ABILITIES}


@pytest.mark.parametrize("lang", LANGS)
def test_the_orders_screen_names_abilities_as_published_like_the_thread(lang: str) -> None:
    """Polish Orders said "Tajne przeznaczenie" where the thread, the question and its button say "Secret Destiny":
    an ability keeps its published name on the Orders screen in every language, as card names do."""
    named = [c for c in ability_choices() if not c.value.startswith("a|loc_reaction|")]
    assert named
    for choice in named:
        ability = choice.value.split("|")[1]
        label = tr(choice.label, lang)
        name = tr(Msg(f"bsg-prompt-{ability}"), lang).split(":")[0]
        assert name in PUBLISHED and label.startswith(name + ": "), (label, name)


@pytest.mark.parametrize("lang", LANGS)
def test_a_checks_outcome_is_one_word_on_its_card_and_in_its_result(lang: str) -> None:
    """Slovak said "neúspech" in the result and "Zlyhanie" on the crisis card (Czech "neúspěch" and "Selhání"): the
    card's headings, its effect lines and the check's result name an outcome alike."""
    for result, heading in (("pass", Msg("bsg-card-pass", difficulty=9)), ("fail", Msg("bsg-card-fail"))):
        word = tr(Msg("bsg-event-check_result", result=result), lang).split(": ")[-1].rstrip(".")
        assert tr(heading, lang).lower().startswith(word), (tr(heading, lang), word)
        assert tr(Msg(f"bsg-fx-check-{result}", then="x"), lang) == f"{word}: x"
        assert tr(Msg("bsg-audit-result", total=1, difficulty=9, result=result), lang).endswith(f" — {word}.")


CENTURIONS = {
    "en": ("The centurion advances to space 2 of the boarding track.", "spaces 1 and 3 of the boarding track."),
    "cs": ("Centurion postupuje na políčko 2 Invazní stupnice.", "na políčka 1 a 3 Invazní stupnice."),
    "sk": ("Centurion postupuje na políčko 2 Inváznej stupnice.", "na políčka 1 a 3 Inváznej stupnice."),
    "pl": ("Centurion przesuwa się na pole 2 toru Abordażu.", "na pola 1 i 3 toru Abordażu."),
}


@pytest.mark.parametrize("lang", LANGS)
def test_one_centurion_advancing_is_said_in_the_singular_on_the_boarding_track(lang: str) -> None:
    """Slovak read "Centurioni postupujú na políčka 1" for a single centurion, with no word of which track."""
    one, two = (describe_event(Event("centurions_advanced", {"positions": ps}), NAMES) for ps in ([2], [1, 3]))
    assert tr(one, lang) == CENTURIONS[lang][0]
    assert tr(two, lang).replace("\xa0", " ").endswith(CENTURIONS[lang][1]), tr(two, lang)
