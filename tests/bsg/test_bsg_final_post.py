"""Battlestar Galactica's final post says each thing once: the last move's events, 'Game over' with how the game
ended and the winning team, then every seat's loyalty cards (not the end line and the loyalty list twice, and never
"shared first place" for a team)."""

from __future__ import annotations

import random

import pytest

from engine.core import Event, derive_rng
from engine.games.bsg.board import loyalty_kind
from engine.games.bsg.data import DATA
from engine.randomplayer import random_step
from engine.registry import get_game
from engine.tables import Outcome
from i18n import LANGS, Msg, tr
from presenters.bsg import BsgPresenter
from tests.bsg.presenter_kit import played_to_end, table_for


@pytest.mark.parametrize("seed", range(1, 4))  # (seed 0's random game now ends with a team nobody was on: below)
def test_the_final_post_says_the_end_and_the_loyalties_once(seed: int) -> None:
    game, presenter = get_game("bsg"), BsgPresenter()
    state, move, events = played_to_end(3, f"final:{seed}", random.Random(seed))
    table = table_for(state, move)
    result = game.result(state)
    [post] = presenter.announcement(presenter.snapshot(table), Outcome(table=table, events=events, result=result))
    names = [table.record.names[str(u)] for u in table.seats]
    for lang in LANGS:
        text = tr(post.text, lang)
        assert "bsg-" not in text and "shared-" not in text, text
        how = tr(game.explain(result, names), lang)
        assert how and text.count(how) == 1, text
        assert text.count("**") == 2, "one bold 'Game over'"
    english = tr(post.text, "en")
    team = english.split("Winning team: ", 1)[1].split("\n", 1)[0]
    assert result.winners and all(names[s] in team for s in result.winners), team
    assert not any(names[s] in team for s in range(3) if s not in result.winners), team
    assert "Shared first place" not in english and "Loyalty cards:" not in english
    assert sum(line.startswith(tuple(f"{n} as " for n in names)) for line in english.splitlines()) == 3


def test_a_team_nobody_was_on_wins_without_an_empty_winners_list() -> None:
    """The Cylons win before a "You Are a Cylon" card was dealt: the post says nobody was on that team, and never
    "Winning team: ." with nobody in it."""
    game, presenter = get_game("bsg"), BsgPresenter()
    state, move, events = played_to_end(3, "final:nobody", random.Random(0))
    human = next(card for card in DATA.loyalty if loyalty_kind(card) != "cylon")
    for p in state["players"]:  # nobody on the Cylon team
        p["cylon_player"], p["loyalty"], p["revealed_loyalty"] = False, [human], []
    state["winner"], state["end_reason"] = "cylon", "galactica_destroyed"
    result = game.result(state)
    assert result is not None and not result.winners, result
    table = table_for(state, move)
    [post] = presenter.announcement(presenter.snapshot(table), Outcome(table=table, events=events, result=result))
    for lang in LANGS:
        text = tr(post.text, lang)
        assert tr(game.explain(result, ["P1", "P2", "P3"]), lang) in text, text
        assert ": ." not in text and ":." not in text, text
    assert "Winning team" not in tr(post.text, "en")
    assert "Nobody was on that team" in tr(post.text, "en")


@pytest.mark.parametrize(("n", "seed"), [(3, 0), (4, 0), (5, 1), (6, 1)])
def test_the_final_post_shows_every_loyalty_card_dealt_and_undealt(n: int, seed: int) -> None:
    """Every loyalty card of the game is accounted for at the end: each seat's, and the ones nobody was dealt (left
    in the loyalty deck) — in every language."""
    game, presenter = get_game("bsg"), BsgPresenter()
    state, move, events = played_to_end(n, f"final:{seed}", random.Random(seed))
    table = table_for(state, move)
    outcome = Outcome(table=table, events=events, result=game.result(state))
    [post] = presenter.announcement(presenter.snapshot(table), outcome)
    undealt = list(state["decks"]["loyalty"])
    dealt = [c for p in state["players"] for c in p["loyalty"] + p["revealed_loyalty"]]
    view = game.view(state, None)
    assert view["undealt_loyalty"] == undealt
    english = tr(post.text, "en")
    if undealt:
        assert english.count("Never dealt") == 1
        line = english.split("Never dealt", 1)[1].split("\n", 1)[0]
        assert line.startswith(" (left in the loyalty deck): ")
        assert line.count("You Are") == len(undealt), line  # "You Are a Sympathizer" included
    else:  # a sentence, not "Never dealt: none (…)"
        assert "Never dealt" not in english and english.count("Every loyalty card was dealt.") == 1
    assert english.count("You Are") == len(dealt) + len(undealt), english  # every card once
    for lang in LANGS:
        assert "bsg-" not in tr(post.text, lang)
    shown = [e for e in events if e.kind == "loyalty_shown"]
    assert [e.params["undealt"] for e in shown] == ([undealt] if shown else [])


def test_the_undealt_loyalty_cards_stay_secret_until_the_end() -> None:
    game = get_game("bsg")
    state = game.setup(3, {}, derive_rng("final:secret", 0))
    chooser, move, seen = random.Random(7), 0, 0
    while game.result(state) is None:
        seen = max(seen, len(state["decks"]["loyalty"]))
        for seat in (None, 0, 1, 2):
            assert game.view(state, seat)["undealt_loyalty"] is None
        seat, action = random_step(game, state, chooser)
        move += 1
        game.apply(state, seat, action, derive_rng("final:secret", move))
    assert seen  # there were undealt cards to keep secret
    assert game.view(state, None)["undealt_loyalty"] == state["decks"]["loyalty"]


def test_the_final_posts_verdict_does_not_repeat_the_reveals_total() -> None:
    """The game ended on a check: "Revealed. … Total 5 − 8 = −3 against 15." then "Skill check: total −3 against 15:
    fail." said the total twice, with two colons; as in the thread, the verdict after its reveal is the result alone."""
    game, presenter = get_game("bsg"), BsgPresenter()
    state, move, events = played_to_end(3, "final:1", random.Random(1))
    table = table_for(state, move)
    check = [
        Event("check_revealed", {"cards": ["politics:0"], "total": -3, "difficulty": 15}),
        Event("check_result", {"result": "fail", "total": -3, "difficulty": 15}),
    ]
    outcome = Outcome(table=table, events=[*check, *events], result=game.result(state))
    [post] = presenter.announcement(presenter.snapshot(table), outcome)
    for lang in LANGS:
        text = tr(post.text, lang)
        verdict = tr(Msg("bsg-event-check_result", result="fail"), lang)
        assert verdict in text and text.count("15") == 1, text
