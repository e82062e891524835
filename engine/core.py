"""The Game contract every game implements, and the small types it speaks in.

Seats are 0-based integers inside the engine (seat 0 is the first player after seating);
front ends show them 1-based. States, actions, views and events are plain JSON-able data.
"""

from __future__ import annotations

import json
import pickle
import random
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from i18n import ListOf, Msg, Text

State = dict[str, Any]
Action = dict[str, Any]
View = dict[str, Any]


class IllegalMove(Exception):
    """A move the rules forbid. The message is shown to the player as is."""


class OptionError(ValueError):
    """An option value out of range or of the wrong kind. The message is player-readable."""


@dataclass(frozen=True)
class Event:
    """Something that happened. `to` is None for everyone, else the seats that may see it.

    `kind` and `params` are data; the game's `describe` turns them into words, so that all
    player-facing text of a game lives in one module.
    """

    kind: str
    params: dict[str, Any] = field(default_factory=dict)
    to: tuple[int, ...] | None = None

    @property
    def public(self) -> bool:
        return self.to is None

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "params": self.params, "to": list(self.to) if self.to is not None else None}


def public(kind: str, **params: Any) -> Event:
    return Event(kind, params, None)


def private(seats: int | list[int] | tuple[int, ...], kind: str, **params: Any) -> Event:
    if isinstance(seats, int):
        seats = (seats,)
    return Event(kind, params, tuple(seats))


@dataclass(frozen=True)
class Option:
    """A table option chosen at creation. `kind` is 'int', 'bool' or 'choice'; `description` is player-facing."""

    name: str
    kind: str
    default: Any
    description: Text
    choices: tuple[Any, ...] = ()
    min: int | None = None
    max: int | None = None

    def validate(self, value: Any) -> Any:
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in ("true", "yes", "on", "1", "false", "no", "off", "0"):
                return value.lower() in ("true", "yes", "on", "1")
            raise OptionError(Msg("shared-option-bool", name=self.name))
        if self.kind == "int":
            if isinstance(value, bool):
                raise OptionError(Msg("shared-option-int", name=self.name))
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise OptionError(Msg("shared-option-int", name=self.name)) from None
            if isinstance(value, float) and value != number:
                raise OptionError(Msg("shared-option-int", name=self.name))
            if (self.min is not None and number < self.min) or (self.max is not None and number > self.max):
                raise OptionError(Msg("shared-option-range", name=self.name, min=self.min, max=self.max))
            return number
        if self.kind == "choice":
            for choice in self.choices:
                if str(choice).lower() == str(value).lower():
                    return choice
            allowed = ListOf(tuple(str(c) for c in self.choices), "or")
            raise OptionError(Msg("shared-option-choice", name=self.name, allowed=allowed))
        raise ValueError(f"unknown option kind {self.kind}")


def validate_options(declared: list[Option], given: dict[str, Any]) -> dict[str, Any]:
    """Fill defaults and check every value; unknown names are refused."""
    by_name = {o.name: o for o in declared}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        known = ", ".join(f"`{name}`" for name in by_name) or "—"
        raise OptionError(Msg("shared-option-unknown", name=unknown[0], known=known))
    out = {}
    for option in declared:
        value = given.get(option.name)
        out[option.name] = option.default if value is None else option.validate(value)
    return out


@dataclass
class Result:
    """A finished game. `ranking` lists groups of seats, best first (a group is a shared place)."""

    ranking: list[list[int]]
    scores: dict[int, Any]
    details: dict[str, Any] = field(default_factory=dict)
    explanation: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "ranking": self.ranking,
            "scores": {str(k): v for k, v in self.scores.items()},
            "details": self.details,
            "explanation": self.explanation,
        }

    @property
    def winners(self) -> list[int]:
        return list(self.ranking[0]) if self.ranking else []


@dataclass(frozen=True)
class Clock:
    """A pending decision that can run out of time, and what happens then.

    `key` names the decision: a deadline stays armed (same due time) while the key is unchanged, and is dropped when
    it disappears. `defaults` are the (seat, action) pairs applied in order when it runs out; each is accepted by
    `apply` in the state the clock was read from. `seconds` is the time allowed when the game's own options fix it
    (a race's limit, a spec'd decision timeout); None means "the table's turn clock", if the table has one.
    `kind` is "turn" (a seat's decision) or "race" (a timed window of the whole table).
    """

    key: str
    seats: tuple[int, ...]
    defaults: tuple[tuple[int, Action], ...]
    seconds: float | None = None
    kind: str = "turn"

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "seats": list(self.seats),
            "defaults": [[seat, action] for seat, action in self.defaults],
            "seconds": self.seconds,
            "kind": self.kind,
        }


class LazyRandom(random.Random):
    """`random.Random(seed)`, seeded on first use: seeding from a string hashes it, and most moves draw nothing.
    Every draw goes through `random` or `getrandbits`, so the numbers are exactly those of `random.Random(seed)`."""

    def __init__(self, seed: str) -> None:  # noqa: B027 (no super().__init__: it would seed at once)
        self._unseeded: str | None = seed
        self.gauss_next = None

    def _seeded(self) -> None:
        if self._unseeded is not None:
            seed, self._unseeded = self._unseeded, None
            super().seed(seed)

    def seed(self, a: Any = None, version: int = 2) -> None:
        self._unseeded = None
        super().seed(a, version)

    def random(self) -> float:
        self._seeded()
        return super().random()

    def getrandbits(self, k: int) -> int:
        self._seeded()
        return super().getrandbits(k)

    def randbytes(self, n: int) -> bytes:
        self._seeded()
        return super().randbytes(n)

    def getstate(self) -> Any:
        self._seeded()
        return super().getstate()

    def setstate(self, state: Any) -> None:
        self._unseeded = None
        super().setstate(state)


def derive_rng(seed: str, move_number: int) -> random.Random:
    """The rng for one step of a game: fixed by the game's secret seed and the move number."""
    return LazyRandom(f"{seed}:{move_number}")


class Game(ABC):
    """The rules of one game. Stateless: every method takes the state it works on."""

    name: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 4
    options: list[Option] = []

    @abstractmethod
    def setup(self, n_players: int, options: dict[str, Any], rng: random.Random) -> State: ...

    @abstractmethod
    def to_act(self, state: State) -> list[int]:
        """Seats whose input is awaited now (several during simultaneous phases)."""

    @abstractmethod
    def legal_actions(self, state: State, seat: int) -> list[Action]: ...

    @abstractmethod
    def apply(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """Validate and apply in place. On IllegalMove the state must be unchanged (use `play`)."""

    @abstractmethod
    def view(self, state: State, seat: int | None) -> View:
        """None is the public view; a seat's view adds exactly what that seat may know."""

    @abstractmethod
    def result(self, state: State) -> Result | None: ...

    # -- rule questions a front end asks (defaults keep a game without secrets or clocks simple) -----------------
    def waiting_for(self, state: State) -> list[int]:
        """Seats that may be named publicly as awaited (thread line, reminders); never reveals a secret."""
        return self.to_act(state)

    def may_act(self, state: State, seat: int) -> bool:
        """Whether this seat has legal actions now: an awaited seat, or (a game may say) one changing an answer it
        gave to a decision still open for others."""
        return seat in self.to_act(state)

    def changes(self, state: State, seat: int) -> list[Action]:
        """The actions of a seat NOT awaited that change an answer it gave to a decision still open for others (a
        game may allow them; `legal_actions` stays empty for such a seat, as the contract says)."""
        return []

    def secret_input(self, state: State, seat: int) -> bool:
        """Whether this seat's awaited input is secret (asked by DM) rather than public (asked in the thread)."""
        return False

    def prompt_key(self, state: State, seat: int) -> str | None:
        """What a seat's prompt is keyed on: it is prompted again only when the key changes (None: after every move).
        Controls tagged with it go stale when it changes."""
        return None

    def clock(self, state: State) -> list[Clock]:
        """The decisions that can time out now, with their defaults (empty: nothing ever times out)."""
        return []

    def resign_action(self, state: State, seat: int) -> Action | None:
        """The action by which `seat` leaves the game for good under the game's own rules (accepted by `apply` for
        that seat at any time before the end), or None when the rules have none: the platform then ends the game
        without a result."""
        return None

    def new_occupant(self, state: State, seat: int) -> Action | None:
        """The move a seat makes when someone else takes it (a substitute, a stand-in, its player back), played in
        the seat change's own transaction (engine/seats.py); None: nothing. BSG clears the seat's standing orders."""
        return None

    def action_label(self, state: State, seat: int, action: Action, names: list[str]) -> Text:
        """A short label for one of `legal_actions(state, seat)` (buttons, menus, the log)."""
        rest = " ".join(f"{k}={v}" for k, v in sorted(action.items()) if k != "type")
        return f"{action.get('type', '?')} {rest}".strip()

    def check_options(self, options: dict[str, Any], n_players: int | None) -> None:  # noqa: B027
        """Raise OptionError for validated options that cannot work: for any table size (`n_players` None, at
        `new`) or for this one (at start). The default accepts everything `Option.validate` accepted."""

    def invariants(self, state: State) -> None:  # noqa: B027 (a default that checks nothing)
        """Raise AssertionError if the state breaks a rule of the game (checked after every step of a playout)."""

    def describe(self, event: Event, names: list[str]) -> Text:
        """The player-facing sentence for an event (a Msg, translated at the edge); `names` are display names."""
        return event.kind

    def start_events(self, state: State) -> list[Event]:
        """Events announcing the start (e.g. each player's dealt hand, privately); `setup` cannot return them."""
        return []

    def explain(self, result: Result, names: list[str]) -> Text:
        """The result's tie-break explanation with display names (default: the engine's own wording)."""
        return result.explanation

    def is_over(self, state: State) -> bool:
        return self.result(state) is not None

    def accepted_actions(self, state: State, seat: int) -> list[Action]:
        """Every action `apply` may take from `seat` now, exactly as spelled: `legal_actions`, the resign action while
        the game runs, and the clocks' defaults (a timer sends those; the game's checks say which seat may)."""
        if self.is_over(state):
            return []
        accepted = list(self.legal_actions(state, seat)) + self.changes(state, seat)
        resign = self.resign_action(state, seat)
        if resign is not None:
            accepted.append(resign)
        accepted += [action for clock in self.clock(state) for _, action in clock.defaults]
        return accepted

    def refuse_unlisted(self, state: State, seat: int, action: Action, checks: Apply) -> None:
        """Raise IllegalMove unless `action` is exactly one of `accepted_actions` (same keys, same types, same
        spelling: "PLACE", " b1", an extra key or a resign carrying a placement are not moves).

        The reason is the game's own: `checks` (its validating apply) runs on a copy and says why an action is
        wrong; a near miss that those checks would have let through is "not a valid move". What a person typed is
        made canonical before it gets here (the presenters)."""
        listed = type(seat) is int and isinstance(action, dict)  # a seat of another type is the game's to refuse
        if listed and any(same_value(action, a) for a in self.accepted_actions(state, seat)):
            return
        checks(pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL)), seat, action, random.Random(0))
        raise IllegalMove(Msg("shared-invalid-move"))

    def apply_stored(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """Apply a move read from the stored log (a replay). The default is `apply`; a game whose `apply` takes only
        its listed actions (`ListedActionsGame`) replays through its own checks, because a log written by an older
        build may hold another spelling of the same move that those checks accepted then."""
        return self.apply(state, seat, action, rng)

    def play(self, state: State, seat: int, action: Action, rng: random.Random) -> tuple[State, list[Event]]:
        """Apply to a copy, so a refused move leaves the caller's state untouched."""
        work = pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))  # an exact deep copy, ~5× deepcopy's speed
        events = self.apply(work, seat, action, rng)
        return work, events


Apply = Callable[[State, int, Action, random.Random], list[Event]]


class ListedActionsGame(Game):
    """A game whose `apply` takes only its listed actions (`refuse_unlisted`), its own checks (`apply_checked`)
    giving the reason for any other; a replay goes through those checks alone (`apply_stored`)."""

    def apply(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        self.refuse_unlisted(state, seat, action, self.apply_checked)
        return self.apply_checked(state, seat, action, rng)

    def apply_stored(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        return self.apply_checked(state, seat, action, rng)  # an older build's log may spell a move otherwise

    @abstractmethod
    def apply_checked(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """The rules' own checks, each with its reason, then the move."""


def same_value(a: Any, b: Any) -> bool:
    """Equality that also requires equal types (JSON-like values): `true` is not 1, `1.0` is not 1."""
    if type(a) is not type(b):
        return False
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(same_value(a[k], b[k]) for k in a)
    if isinstance(a, list):
        return len(a) == len(b) and all(same_value(x, y) for x, y in zip(a, b, strict=True))
    return a == b


def typed_key(value: Any) -> Any:
    """A hashable form of a JSON-like value that two values share exactly when `same_value` holds: a set of them
    answers "is this one of those actions" without comparing against each."""
    if isinstance(value, dict):
        return ("d", frozenset((k, type(k), typed_key(v)) for k, v in value.items()))
    if isinstance(value, list):
        return ("l", tuple(typed_key(v) for v in value))
    return (type(value), value)


def json_round_trip(data: Any) -> Any:
    return json.loads(json.dumps(data, sort_keys=True))
