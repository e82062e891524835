"""A game's history, rebuilt from its move log: the events with their audiences (for `/<game> log`), the move list
(for the downloadable file) and the public board after each round (for the replay animation).

Replaying the log reproduces the game exactly (engine/core.py: randomness comes from the seed and the move number),
so nothing here is stored twice. Who may see an event is decided here (`visible`), never by a front end.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from engine.core import Event, Game, State, View, derive_rng, json_round_trip
from engine.registry import get_game
from engine.store import TableRow
from engine.tables import game_options
from i18n import Text

MAX_FRAMES = 40  # replay frames at most: the first board, the board after each round, the final board (sampled)
STARTED = "table_started"


@dataclass(frozen=True)
class Logged:
    """An event and the move that caused it (0: the start of the game)."""

    move: int
    event: Event


@dataclass(frozen=True)
class MoveRecord:
    """One move of the log as the move list shows it."""

    number: int
    seat: int
    user_id: int  # 0: played by a deadline (the clock ran out); negative: a bot
    at: float
    label: Text


@dataclass
class Step:
    move: dict[str, Any] | None  # None for the start
    events: list[Event]
    state: State  # after the step (the same object for every step: read it before the next one)
    label: Text = ""


def visible(event: Event, seat: int | None) -> bool:
    """Whether an event may be shown to `seat` (None: anyone, e.g. a spectator): public ones to everybody, a private
    one only to the seats it was addressed to."""
    return event.to is None or (seat is not None and seat in event.to)


def steps(table: TableRow, moves: list[dict[str, Any]], names: list[str] | None = None) -> Iterator[Step]:
    """The game from its setup through every stored move (labels when `names` are given)."""
    game = get_game(table.kind)
    state = game.setup(len(table.seats), game_options(game, table.options), derive_rng(table.seed, 0))
    yield Step(None, game.start_events(state), state)
    for move in moves:
        label = move_label(game, state, move, names) if names is not None else ""
        events = game.apply_stored(state, move["seat"], move["action"], derive_rng(table.seed, move["seq"]))
        yield Step(move, events, state, label)


def move_label(game: Game, state: State, move: dict[str, Any], names: list[str]) -> Text:
    """The game's own label for a move, read in the position it was made in (the generic one if it refuses)."""
    try:
        return game.action_label(state, move["seat"], move["action"], names)
    except Exception:  # a label for an action no longer offered (a default played by the clock, an older build)
        return Game.action_label(game, state, move["seat"], move["action"], names)


def events_log(table: TableRow, moves: list[dict[str, Any]]) -> list[Logged]:
    """Every event of the game with its audience, oldest first (filter with `visible` before showing any)."""
    out: list[Logged] = []
    for step in steps(table, moves):
        number = step.move["seq"] if step.move else 0
        out += [Logged(number, e) for e in step.events if e.kind != STARTED]
    return out


def seen_by(log: list[Logged], seat: int | None) -> list[Logged]:
    """What `seat` may read of the log: the public events and the private ones addressed to it."""
    return [entry for entry in log if visible(entry.event, seat)]


def move_records(table: TableRow, moves: list[dict[str, Any]], names: list[str]) -> list[MoveRecord]:
    """The full move list, each move labelled in the position it was made in."""
    return [
        MoveRecord(s.move["seq"], s.move["seat"], s.move["user_id"], s.move["at"], s.label)
        for s in steps(table, moves, names)
        if s.move is not None
    ]


def round_marker(view: View, moves_done: int, players: int) -> tuple[Any, ...]:
    """Which round a public view shows: the game's own round counter where it has one, else its turn or placement
    counter (or the number of moves) divided by the number of players."""
    match = view.get("game_no")
    if isinstance(view.get("round"), int):
        return (match, view["round"])
    for key in ("turn", "counter"):
        if isinstance(view.get(key), int):
            return (match, view[key] // max(1, players))
    return (match, moves_done // max(1, players))


def round_views(table: TableRow, moves: list[dict[str, Any]], cap: int = MAX_FRAMES) -> list[View]:
    """Public views: the first board, the board whenever a round is over, and the final board (at most `cap`,
    sampled evenly, the first and the last always kept). Only `view(state, None)` is read: no secret can show."""
    game = get_game(table.kind)
    players = len(table.seats)
    views: list[View] = []
    marker: tuple[Any, ...] | None = None
    last: View | None = None
    for done, step in enumerate(steps(table, moves)):
        view = game.view(step.state, None)
        now = round_marker(view, done, players)
        if marker is None or now != marker:
            views.append(json_round_trip(view))
            marker = now
            last = None
        else:
            last = view
    if last is not None:
        views.append(json_round_trip(last))
    return sample(views, cap)


def sample(items: list[Any], cap: int) -> list[Any]:
    """At most `cap` items, evenly spread, keeping the first and the last."""
    if len(items) <= cap or cap < 2:
        return items[:cap] if cap < 2 else items
    step = (len(items) - 1) / (cap - 1)
    return [items[round(i * step)] for i in range(cap)]
