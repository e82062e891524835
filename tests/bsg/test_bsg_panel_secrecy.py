"""What decides when a seat's private panels are edited never depends on another seat's hidden values: over a seeded
random game, changing a hidden value (tests/conformance_hidden.py's BSG mutator) leaves, for every seat that may not
see it, the ephemeral panel's screen and mark, the seat's knowledge mark and whether a move would edit its panels
(`panel_due`, for every possible mover) exactly as they were."""

from __future__ import annotations

import random
from typing import Any

from engine.core import derive_rng
from engine.randomplayer import random_step
from engine.registry import get_game
from presenters.bsg import BsgPresenter
from tests.bsg.presenter_kit import dump, table_for
from tests.conformance_hidden import MUTATORS


def edit_face(presenter: BsgPresenter, state: dict[str, Any], move: int, seat: int, old_info: str) -> Any:
    snap = presenter.snapshot(table_for(state, move))
    hand = presenter.hand(snap, seat)
    due = [presenter.panel_due(snap, seat, None, old_info, mover) for mover in (None, *range(state["n"]))]
    return dump(hand), presenter.panel_mark(hand), presenter.info_mark(snap, seat), due


def test_panel_edits_never_follow_another_seats_hidden_values() -> None:
    game = get_game("bsg")
    presenter = BsgPresenter()
    mutator = MUTATORS["bsg"]
    state = game.setup(3, {}, derive_rng("bsg-panel-secrecy", 0))
    chooser, sampler = random.Random(4), random.Random("hidden:4")
    checked = 0
    old_info = {s: "" for s in range(3)}
    for move in range(1, 300):
        if game.result(state) is not None:
            break
        seat, action = random_step(game, state, chooser)
        game.apply(state, seat, action, derive_rng("bsg-panel-secrecy", move))
        if move % 3 or game.result(state) is not None:
            continue
        faces = {s: edit_face(presenter, state, move, s, old_info[s]) for s in range(3)}
        mutation = mutator(state, sampler)
        if mutation is not None:
            changed, may_see = mutation
            for s in range(3):
                if s not in may_see:
                    assert edit_face(presenter, changed, move, s, old_info[s]) == faces[s], f"seat {s}"
            checked += 1
        old_info = {s: faces[s][2] for s in range(3)}
    assert checked > 10


def test_a_public_decision_going_by_leaves_the_panel_as_it_was() -> None:
    """A move in the thread that changes neither what the seat knows nor asks it anything secret leaves its panel's
    screen as it was (the panel names no public question, so it is never stale and needs no edit)."""
    game = get_game("bsg")
    presenter = BsgPresenter()
    state = game.setup(3, {}, derive_rng("bsg-panel-public", 0))
    chooser = random.Random(6)
    checked = 0
    for move in range(1, 400):
        if game.result(state) is not None:
            break
        seat, action = random_step(game, state, chooser)
        before = presenter.snapshot(table_for(state, move - 1))
        secret, info = presenter.secret_now(before, seat), presenter.info_mark(before, seat)
        screen = presenter.panel_mark(presenter.panel(before, seat))
        game.apply(state, seat, action, derive_rng("bsg-panel-public", move))
        after = presenter.snapshot(table_for(state, move))
        if secret or presenter.secret_now(after, seat) or presenter.info_mark(after, seat) != info:
            continue
        if not after.playing:
            break
        assert presenter.panel_mark(presenter.panel(after, seat)) == screen, (move, action)
        checked += 1
    assert checked > 5
