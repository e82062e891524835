"""A crisis card's own choice as short buttons named as the card's embed names its options (issue 24 item 5 with
item 1): "Option A: …" / "Option B: …" for a choice, "Skill check: …" / "Alternative: …" for a check with an
alternative; options worded alike once. And the post carrying the card's embed has no "Crisis: X." line repeating
its title (the log keeps the line)."""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.core import derive_rng
from engine.games.bsg import machine as M
from engine.games.bsg.data import DATA
from engine.registry import get_game
from engine.tables import Outcome
from i18n import LANGS, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_cards import cards_embed
from tests.bsg.presenter_kit import before_each_move, table_for

GAME = get_game("bsg")


def crisis_asked(card: str) -> tuple[dict[str, Any], list[Any]]:
    """A three-player game in play with `card` just revealed and its choice asked; the events of revealing it."""
    state = next(copy.deepcopy(s) for s, _ in before_each_move("choice", random.Random(1)) if s["phase"] == "play")
    state["decision"], state["stack"] = None, []
    ctx = M.Ctx(state, derive_rng("choice", 1))
    ctx.push({"t": "crisis_resolve", "card": card, "steps": False})
    M.run(ctx)
    events = list(ctx.events)
    while state["decision"]["kind"] != "choose":  # Kara's Secret Destiny before the crisis resolves: not used
        seat = GAME.to_act(state)[0]
        events += GAME.apply(state, seat, {"type": "pass"}, derive_rng("choice", 2))
    return state, events


def buttons(state: dict[str, Any], lang: str = "en") -> list[str]:
    presenter = BsgPresenter()
    snap = presenter.snapshot(table_for(state, 50))
    return [tr(c.label, lang) for c in presenter.public_controls(snap) if ":do:" in c.id]


def field_names(card: str, lang: str = "en") -> list[str]:
    embed = cards_embed([(card, None)])
    assert embed is not None
    return [tr(name, lang) for name, _ in embed.fields]


def test_a_choice_card_s_buttons_are_its_embed_s_options_and_short() -> None:
    card = "build_cylon_detector"  # option B has two effects: the button gives the first and "…"
    state, _ = crisis_asked(card)
    labels = buttons(state)
    assert [label.split(":")[0] for label in labels] == ["Option A", "Option B"]
    assert set(label.split(":")[0] for label in labels) <= set(field_names(card))
    assert labels[1].endswith(" …") and all(len(label) <= 80 for label in labels)


def test_a_check_with_an_alternative_names_the_check_and_the_alternative() -> None:
    card = "cylon_screenings"
    state, _ = crisis_asked(card)
    check, alternative = buttons(state)
    assert check.startswith("Skill check: ") and "difficulty 9" in check
    assert alternative == "Alternative: every player discards 2 skill cards"
    names = field_names(card)
    assert "Skill check" in names and any(n.startswith("Alternative") for n in names)


def test_options_worded_alike_appear_once() -> None:
    state, _ = crisis_asked("build_cylon_detector")
    options = copy.deepcopy(state["decision"]["op"]["options"])  # the state shares the card data's list
    options[1] = copy.deepcopy(options[0])
    state["decision"]["op"]["options"] = options
    assert len(buttons(state)) == 1


def test_buttons_in_every_language_name_the_embed_s_options() -> None:
    card = "build_cylon_detector"
    state, _ = crisis_asked(card)
    for lang in LANGS:
        names = field_names(card, lang)
        assert all(label.split(":")[0] in names for label in buttons(state, lang)), lang


def test_the_post_with_the_card_s_embed_has_no_crisis_line_and_the_log_keeps_it() -> None:
    card = "cylon_screenings"
    state, events = crisis_asked(card)
    presenter = BsgPresenter()
    table = table_for(state, 50)
    posts = presenter.announcement(presenter.snapshot(table), Outcome(table=table, events=events))
    line = f"Crisis: {DATA.crises[card]['name']}."
    crisis = next(e for e in events if e.kind == "crisis")
    assert tr(GAME.describe(crisis, ["P1", "P2", "P3"]), "en") == line  # the log's line
    post = next(p for p in posts if p.embed is not None)
    assert tr(post.embed.title, "en") == line[:-1]
    assert line not in tr(post.text, "en")
