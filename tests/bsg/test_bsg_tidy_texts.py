"""Texts players met that read oddly (closing note of session 4, "Seen and left"): the final post listed the loyalty
card titles bare ("Nie si Cylon a Si Cylon"); Ragnar Anchorage read "raptors lost +1 (optional)"; a secret
decision's waiting line stacked two labels ("…private panel: Movement: stay…")."""

from __future__ import annotations

import random

import pytest

from engine.core import Event
from engine.games.bsg import effect_text as E
from engine.games.bsg.data import DATA
from engine.registry import get_game
from engine.tables import Outcome
from i18n import LANGS, Msg, tr
from presenters.bsg import WINDOW_KINDS, BsgPresenter
from tests.bsg.presenter_kit import before_each_move, played_to_end, table_for

QUOTES = {"en": ("“", "”"), "cs": ("„", "“"), "sk": ("„", "“"), "pl": ("„", "”")}


@pytest.mark.parametrize("lang", LANGS)
def test_the_final_post_quotes_each_loyalty_card_title(lang: str) -> None:
    game, presenter = get_game("bsg"), BsgPresenter()
    state, move, events = played_to_end(3, "final:0", random.Random(0))
    table = table_for(state, move)
    result = game.result(state)
    [post] = presenter.announcement(presenter.snapshot(table), Outcome(table=table, events=events, result=result))
    text = tr(post.text, lang)
    opening, closing = QUOTES[lang]
    titles = {tr(Msg("bsg-loyalty-name", kind=k), lang) for k in ("cylon", "not_cylon", "sympathizer")}
    held = [card for p in state["players"] for card in p["loyalty"] + p["revealed_loyalty"]]
    assert held
    shown = [title for title in titles if title in text]
    assert shown, text
    for title in shown:  # every time a title is named, it is quoted
        assert text.count(title) == text.count(f"{opening}{title}{closing}"), text


@pytest.mark.parametrize("lang", ["cs", "sk", "pl"])
def test_a_loyalty_cards_text_quotes_the_title_it_names(lang: str) -> None:
    """Shown under the quoted title on the panel and in the final post: "„Nie si Cylon“: …, ak nemá aj kartu
    „Si Cylon“" (English says "a Cylon card", no title)."""
    opening, closing = QUOTES[lang]
    title = tr(Msg("bsg-loyalty-name", kind="cylon"), lang)
    assert f"{opening}{title}{closing}" in tr(Msg("bsg-fx-loyalty-plain", kind="not_cylon"), lang)


@pytest.mark.parametrize("lang", LANGS)
def test_a_reveal_names_the_loyalty_card_quoted_as_the_final_post_does(lang: str) -> None:
    """ "Cleo reveals the loyalty card “You Are a Cylon”: Cleo is a Cylon!", not a bare "Cleo reveals: You Are a
    Cylon!" that reads like the bot shouting at the reader."""
    opening, closing = QUOTES[lang]
    game = get_game("bsg")
    for kind, card in (("revealed", "cylon"), ("sympathizer_revealed", "sympathizer")):
        line = tr(game.describe(Event(kind, {"seat": 1}), ["Ann", "Cleo"]), lang)
        title = tr(Msg("bsg-loyalty-name", kind=card), lang)
        assert line.startswith("Cleo ") and f"{opening}{title}{closing}" in line, line
    assert tr(game.describe(Event("revealed", {"seat": 1}), ["Ann", "Cleo"]), lang).count("Cleo") == 2  # who it is


@pytest.mark.parametrize("lang", LANGS)
def test_optional_effects_of_the_data_are_said_as_a_choice(lang: str) -> None:
    """Every optional effect in the card data reads "you may …" (no "(optional)" tacked on): Ragnar Anchorage says
    that a destroyed raptor may be repaired, not "raptors lost +1 (optional)"."""
    optional_mark = tr(Msg("bsg-fx-optional-effect", text="X"), lang).replace("X", "").strip()
    found = []

    def walk(value: object) -> None:
        if isinstance(value, dict):
            if value.get("optional") and "op" in value:
                found.append(tr(E.op_text(value), lang))
            for inner in value.values():
                walk(inner)
        elif isinstance(value, list):
            for inner in value:
                walk(inner)

    for table in (DATA.characters, DATA.locations, DATA.crises, DATA.super_crises, DATA.quorum):
        walk(table)
    walk(DATA.destinations)
    walk(DATA.loyalty)
    assert len(found) >= 6
    assert [text for text in found if optional_mark in text] == []
    ragnar = tr(E.effects(DATA.destinations["ragnar_anchorage"]["effects"]), lang)
    raptor = tr(Msg("bsg-fx-may-repair-raptors", person="you", who="", count=1), lang)
    assert raptor in ragnar and "+1" not in ragnar, ragnar


@pytest.mark.parametrize("lang", LANGS)
def test_raptors_lost_and_repaired_say_which(lang: str) -> None:
    """A raptor sent on a mission is lost (delta −1); "raptors lost −1" said the opposite."""
    lost = tr(E.op_text({"op": "counter", "name": "raptors", "delta": -1}), lang)
    repaired = tr(E.op_text({"op": "counter", "name": "raptors", "delta": 1}), lang)
    assert lost == tr(Msg("bsg-fx-raptors", way="lose", count=1), lang)
    assert repaired == tr(Msg("bsg-fx-raptors", way="repair", count=1), lang)
    assert lost != repaired and "-1" not in lost and "+1" not in repaired


@pytest.mark.parametrize("lang", LANGS)
def test_a_secret_decisions_waiting_line_does_not_stack_two_labels(lang: str) -> None:
    """The question comes first and the line says who answers where after it: never "panel: Movement: stay"."""
    presenter = BsgPresenter()
    for state, move in before_each_move("tidy-wait", random.Random(2), 400):
        snap = presenter.snapshot(table_for(state, move))
        decision = snap.view(None).get("decision") or {}
        if decision.get("visibility") == "secret" and snap.waiting and decision.get("kind") == "move":
            break
    else:
        pytest.fail("no secret movement decision in the game")
    line = tr(presenter.waiting_line(snap), lang)
    question = tr(decision["question"], lang)
    assert line.startswith(question), line
    label = question.split(":", 1)[0]
    assert f": {label}:" not in line, line
    assert all(f"<@{snap.user(s)}>" in line for s in snap.waiting), line


def test_a_secret_decision_of_several_seats_waits_on_their_panels() -> None:
    """One seat: "on their private panel"; a skill check's contributions (every seat): "on their private panels"."""
    presenter = BsgPresenter()
    said: dict[int, str] = {}
    for state, move in before_each_move("tidy-wait", random.Random(2), 400):
        snap = presenter.snapshot(table_for(state, move))
        decision = snap.view(None).get("decision") or {}
        if decision.get("visibility") == "secret" and snap.waiting and decision.get("kind") not in WINDOW_KINDS:
            said.setdefault(min(len(snap.waiting), 2), tr(presenter.waiting_line(snap), "en"))
        if len(said) == 2:
            break
    else:
        pytest.fail(f"no secret decision of one seat and of several in the game: {said}")
    assert "on their private panel ·" in said[1] or said[1].endswith("on their private panel"), said[1]
    assert "on their private panels" in said[2], said[2]
