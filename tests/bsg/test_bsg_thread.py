"""BSG's living status post (presenters/bsg_thread.py) over seeded random games, without Discord: a move without a
headline rewrites the living post and posts nothing new; each headline opens one new post; one board image per
turn at most, never while the turn's crisis is unresolved; when the board is due."""

from __future__ import annotations

import random

import pytest

from engine.core import Event, derive_rng
from engine.randomplayer import random_step
from engine.registry import get_game
from engine.tables import Outcome
from i18n import LANGS, cat, tr
from presenters.base import MAX_MESSAGE
from presenters.bsg import BsgPresenter
from presenters.bsg_thread import HEADLINES, SHORT, board_due, folded_lines
from presenters.labels import with_full_labels
from tests.bsg.presenter_kit import shown_after, table_for


def test_the_board_is_due_once_a_turn_once_its_crisis_is_resolved() -> None:
    def view(turn: int, step: str | None, phase: str = "play") -> dict:
        return {"phase": phase, "turn": turn, "decision": {"step": step} if step else None}

    assert board_due(view(0, "setup", "setup"), -1) is None
    assert board_due(view(1, "move"), -1) is None, "none before the first crisis"
    assert board_due(view(1, "crisis"), 0) is None, "not while the crisis is resolved"
    assert board_due(view(1, "activation"), 0) == 1
    assert board_due(view(1, "jump"), 1) is None, "once a turn"
    assert board_due(view(2, "receive"), 0) == 1, "a turn that ended within a move: its board at the next turn"
    assert board_due(view(2, "receive"), 1) is None
    assert board_due(view(2, None), 0) is None, "nothing pending: the game is over"


def test_a_move_rewrites_the_living_post_and_posts_only_headlines() -> None:
    game, presenter = get_game("bsg"), BsgPresenter()
    rewrites = headline_posts = boards = turns = 0
    for seed in range(2):
        state = game.setup(5, {}, derive_rng(f"bsg-thread:{seed}", 0))
        chooser, shown, move = random.Random(seed), None, 0
        while game.result(state) is None and move < 500:
            seat, action = random_step(game, state, chooser)
            move += 1
            events = game.apply(state, seat, action, derive_rng(f"bsg-thread:{seed}", move))
            table = table_for(state, move, shown)
            outcome = Outcome(table=table, events=events)
            screens = presenter.announcement(presenter.snapshot(table), outcome)
            headlines = sum(1 for e in events if e.public and e.kind in HEADLINES)
            new = [s for s in screens if s.rewrites is None]
            if shown is not None and shown.status is not None and state["phase"] != "setup":
                assert len(new) <= headlines + 1, "a new post only for a headline (or a living post grown long)"
                headline_posts += len(new)
                if not headlines:
                    assert screens[0].rewrites == shown.status if screens else True, "the living post, edited in place"
                    if len(screens) > 1:  # grown too long: it goes on in one new post
                        assert len(screens) == 2 and len(shown.status_events) > SHORT, [s.text for s in screens]
                    rewrites += 1 if screens else 0
            for screen in screens:
                for image in screen.images:
                    boards += 1
                    check = image.view.get("check")
                    assert not check or check.get("revealed"), "never while a skill check is pending"
            shown = shown_after(presenter, table, outcome)
        turns += state["turn"]
    assert rewrites > turns and headline_posts >= turns, (rewrites, headline_posts, turns)
    assert 0 < boards <= turns, (boards, turns)


def combat(rounds: int) -> list[Event]:
    """A long Cylon activation: attacks, rolls, hits and moves in an order a post must keep."""
    events: list[Event] = []
    for i in range(rounds):
        events += [
            Event("roll", {"seat": i % 5, "value": 1 + i % 8, "why": "viper_attacks_raider"}),
            Event("cylons_destroyed", {"count": 1, "ship": "raider", "area": i % 6}),
            Event("raider_moved", {"frm": i % 6, "to": (i + 1) % 6}),
            Event("viper_hit", {"area": "reserves", "destroyed": i % 2 == 0}),
        ]
    return events


@pytest.mark.parametrize("lang", LANGS)
def test_a_long_combat_post_goes_on_in_consecutive_posts_that_each_fit_in_a_message(lang: str) -> None:
    """A post past Discord's limit was clipped ("…"), its end lost: it goes on in as many posts as it needs, split
    between lines, in the order of events; the last is the living post (its step, waiting line and buttons), and the
    record keeps only its events."""
    game, presenter = get_game("bsg"), BsgPresenter()
    state = game.setup(5, {"language": lang}, derive_rng("bsg-thread-long", 0))
    chooser, move = random.Random(3), 0
    while state["phase"] == "setup":
        seat, action = random_step(game, state, chooser)
        move += 1
        game.apply(state, seat, action, derive_rng("bsg-thread-long", move))
    table = table_for(state, move)
    table.options = {"language": lang}
    events = combat(40)
    outcome = Outcome(table=table, events=events)
    snap = presenter.snapshot(table)
    screens = presenter.announcement(snap, outcome)
    assert len(screens) >= 3 and all(s.rewrites is None for s in screens), [len(tr(s.text, lang)) for s in screens]
    texts = [with_full_labels(tr(s.text, lang), s.controls, lang) for s in screens]
    assert all(len(t) <= MAX_MESSAGE and not t.endswith("…") for t in texts), [len(t) for t in texts]
    assert all(not s.controls for s in screens[:-1]) and screens[-1].controls, "the buttons: on the living post"
    every = "\n".join(tr(cat(folded_lines(presenter, snap, [e])), lang) for e in events)
    said = [line for t in texts for line in t.splitlines() if line in every]
    assert said == every.splitlines()[: len(said)] and len(said) == len(events), "every event once, in order"
    made = presenter.thread_plan(snap, outcome)
    kept = [Event(e["kind"], e["params"]) for e in made.events]
    assert kept == events[len(events) - len(kept) :] and tr(cat(folded_lines(presenter, snap, kept)), lang) in texts[-1]
