"""Bot players: they fill empty seats and stand in for absent players.

A bot sees only what its seat may see — its view (`game.view(state, seat)`), the legal actions and the public
history — never the state, the seed or another seat's view (`tests/test_bots.py` proves it per game). Each game
has a module `engine/bots/<game>.py` with a `Bot` subclass, named by its descriptor (`RULES.bot`, engine/descriptor.py);
`make_bot(game, level)` builds one.
"""

from __future__ import annotations

import logging
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.core import Action, Event, Game, State, View, derive_rng

log = logging.getLogger("boardbot")

LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class Seen:
    """Everything a bot may know when it decides: its seat, its view, its legal actions, the public history."""

    seat: int
    view: View
    legal: list[Action]
    history: list[dict[str, Any]]  # the public events so far, as `Event.to_json()`, oldest first


BUDGETS = {"easy": 0.02, "normal": 0.15, "hard": 1.5}  # default seconds of thinking per move


class Bot(ABC):
    """A player. `choose` returns one of `seen.legal` (or None to let a simultaneous decision pass for now; or an
    action the game takes from any seat at any time, like BSG's standing-orders `ask`).

    `budget` is the thinking time per move in seconds; tests pass a small one. A searching bot turns it into a
    fixed amount of work (iterations calibrated so that the default budget fits on this machine), never a wall-clock
    stop, so that it is deterministic: the same `seen`, rng and budget always give the same choice.
    """

    def __init__(self, game: Game, level: str = "normal", budget: float | None = None) -> None:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
        self.game = game
        self.level = level
        self.budget = BUDGETS[level] if budget is None else budget

    @abstractmethod
    def choose(self, seen: Seen, rng: random.Random) -> Action | None: ...


def prepare() -> None:
    """Load now what a process's first bot decision would otherwise pay for: the default language's catalog (Fluent's
    runtime imported, the bundle built), in which the BSG bot reads a choice's option labels (`bsg.option_labels`).
    That first translation cost about 0.6 s of CPU, the 676 ms "max think" of BSG normal in bench/bench_bots.py; run
    once at a worker's start (`cogs.worker_start.warm_up`, the bench's pool)."""
    from i18n.catalog import DEFAULT, bundle

    bundle(DEFAULT)


def games_with_bots() -> list[str]:
    """The registered games whose descriptor names a bot."""
    from engine.registry import registered, rules_of

    return [name for name in registered() if rules_of(name).bot is not None]


def make_bot(game: Game, level: str = "normal", budget: float | None = None) -> Bot:
    from engine.registry import rules_of  # the registry imports the games, whose bots import this module

    factory = rules_of(game.name).bot
    if factory is None:
        raise KeyError(f"no bot for {game.name!r}")
    return factory()(game, level, budget)


def default_move(game: Game, state: State, seat: int) -> Action | None:
    """The seat's default move now: its turn clock's default (what a timeout would play) when the seat may play it
    itself, else its first legal action that is not resigning; None when the seat has nothing to do. (Hieroglyphs'
    clock default, `timeout`, is taken from the table's clock only: a bot seat handing it in would stall its table.)"""
    legal = game.legal_actions(state, seat)
    for clock in game.clock(state):
        if clock.kind == "turn":
            for s, action in clock.defaults:
                if s == seat and action in legal:
                    return action
    return without_resigning(game, state, seat, legal)[0] if legal else None


def decide(
    game: Game, level: str, seen: Seen, seed: str, game_id: object = None, fallback: Action | None = None
) -> Action | None:
    """A bot seat's decision that never stalls its table: a bot that raises is logged with the game id and replaced
    by `fallback` (the seat's default move, `default_move`, computed by the caller who holds the state)."""
    try:
        return make_bot(game, level).choose(seen, random.Random(seed))
    except Exception:
        log.exception(
            "the %s %s bot of seat %s in game %s raised; playing the seat's default move %s",
            level,
            game.name,
            seen.seat,
            game_id,
            fallback,
        )
        return fallback


def seen_by(game: Game, state: State, seat: int, history: list[dict[str, Any]]) -> Seen:
    """What `seat` may know in `state` — the only way a bot is ever given a position."""
    return Seen(seat, game.view(state, seat), game.legal_actions(state, seat), list(history))


def public(events: list[Event]) -> list[dict[str, Any]]:
    return [e.to_json() for e in events if e.public]


def without_resigning(game: Game, state: State, seat: int, legal: list[Action]) -> list[Action]:
    """The legal actions but the game's resignation (a random player that resigns ends games it would lose anyway
    and inflates its opponents' rates); all of them if resigning were the only one."""
    resign = game.resign_action(state, seat)
    kept = [a for a in legal if a != resign]
    return kept or legal


def next_move(
    game: Game,
    state: State,
    players: Sequence[Bot | None],
    history: list[dict[str, Any]],
    key: str,
    chooser: random.Random,
    watch: Callable[[Seen, Action | None], None] | None = None,
) -> tuple[int, Action]:
    """The next move of a seeded all-bot game: each seat to act offers a move (its bot's choice, seeded by `key` and
    the seat, or a uniformly random legal one that never resigns for None) and `chooser` picks one of the offers.
    `watch`, if given, is shown each bot's choice (None: it passes) with what its seat saw, before the pick."""
    offers: list[tuple[int, Action]] = []
    for seat in sorted(game.to_act(state)):
        bot = players[seat]
        if bot is None:
            legal = game.legal_actions(state, seat)
            offers.append((seat, chooser.choice(without_resigning(game, state, seat, legal))))
            continue
        seen = seen_by(game, state, seat, history)
        action = bot.choose(seen, random.Random(f"{key}:{seat}"))
        if watch is not None:
            watch(seen, action)
        if action is not None:
            offers.append((seat, action))
    if not offers:
        raise RuntimeError(f"{game.name}: every seat to act passed")
    return chooser.choice(offers)


def play_match(
    game: Game, players: list[Bot | None], options: dict[str, Any], seed: str, max_moves: int = 20_000
) -> tuple[State, list[int]]:
    """One seeded game between bots (None = a uniformly random legal player, which never resigns); returns the
    final state and the winners' seats. Whoever of the seats to act a bot wants to move moves; random players always
    move."""
    state = game.setup(len(players), options, derive_rng(seed, 0))
    chooser = random.Random(f"match:{seed}")
    history: list[dict[str, Any]] = []
    moves = 0
    while game.result(state) is None:
        if moves >= max_moves:
            raise RuntimeError(f"{game.name}: no result within {max_moves} moves")
        seat, action = next_move(game, state, players, history, f"{seed}:{moves}", chooser)
        moves += 1
        history += public(game.apply(state, seat, action, derive_rng(seed, moves)))
    result = game.result(state)
    assert result is not None
    return state, result.winners
