"""A BSG table row around a state, for presenter tests without a store, a screen as comparable text, and the states
of a seeded random game."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from engine.core import derive_rng
from engine.randomplayer import random_step
from engine.registry import get_game
from engine.store import TableRow
from engine.table_record import TableRecord, plain
from engine.tables import PLAYING
from i18n import text_to_json
from presenters.bsg_record import BsgRecord
from presenters.screens import Screen, screen_to_json

USERS = [9001, 9002, 9003, 9004, 9005, 9006]


def first_turn(pace: str, seed: str = "orders-panel") -> dict[str, Any]:
    """A seeded 3-player game in its first turn (setup answered with first legal actions)."""
    game = get_game("bsg")
    state = game.setup(3, {"pace": pace}, derive_rng(seed, 0))
    move = 0
    while state["phase"] == "setup":
        seat = game.to_act(state)[0]
        move += 1
        game.apply(state, seat, game.legal_actions(state, seat)[0], derive_rng(seed, move))
    return state


def table_for(state: dict[str, Any], move_no: int, shown: BsgRecord | None = None) -> TableRow:
    n = state["n"]
    table = TableRow(
        id=7, kind="bsg", guild_id=1, channel_id=2, host_id=USERS[0], status=PLAYING, options={},
        players=USERS[:n], seats=USERS[:n], move_no=move_no, thread_id=3,
        record=TableRecord(names={str(u): f"P{i + 1}" for i, u in enumerate(USERS[:n])}, game=plain(shown or {})),
    )  # fmt: skip
    table.state = state
    return table


def shown_after(presenter: Any, table: TableRow, outcome: Any) -> BsgRecord:
    """The record's BSG part after a move, as its policies note it: the thread's marks and the living status post
    (the move number standing in for the stored row of a new post), so the next move rewrites it."""
    snap = presenter.snapshot(table)
    made = presenter.thread_plan(snap, outcome)
    status = made.status
    if made.screens:
        last = made.screens[-1]
        status = last.rewrites if last.rewrites is not None else {"row": table.move_no}
    return BsgRecord(
        step=presenter.step_mark(snap) if snap.playing else None,
        prompt=presenter.prompt_mark(snap),
        status=status if made.living else None,
        status_events=made.events,
        status_mark=made.mark,
        board_turn=made.board_turn,
    )


def dump(screen: Screen) -> str:
    return json.dumps(screen_to_json(screen), sort_keys=True, default=text_to_json)


def before_each_move(seed: str, chooser: random.Random, moves: int = 400) -> Iterator[tuple[dict[str, Any], int]]:
    """(state, move number) before each of up to `moves` - 1 random moves of a three-player game set up from `seed`,
    until it ends (the state object is played on in place once the caller moves on)."""
    game = get_game("bsg")
    state = game.setup(3, {}, derive_rng(seed, 0))
    for move in range(1, moves):
        if game.result(state) is not None:
            return
        yield state, move
        seat, action = random_step(game, state, chooser)
        game.apply(state, seat, action, derive_rng(seed, move))


def played_to_end(n: int, seed: str, chooser: random.Random) -> tuple[dict[str, Any], int, list[Any]]:
    """A seeded random `n`-player game played to its end: the final state, its move number, the last move's events."""
    game = get_game("bsg")
    state = game.setup(n, {}, derive_rng(seed, 0))
    move, events = 0, []
    while game.result(state) is None:
        seat, action = random_step(game, state, chooser)
        move += 1
        events = game.apply(state, seat, action, derive_rng(seed, move))
    return state, move, events
