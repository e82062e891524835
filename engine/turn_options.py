"""What the shared turn clock (`turn_hours`) means in a game whose engine times every decision itself.

Most games leave a decision's time to the table (`Clock.seconds` None → `scheduling.turn_seconds`). Battlestar
Galactica times every decision with its own options (`decision_hours`, `contribution_hours`, `window_seconds`), so
the table clock would never apply there. For such a game `turn_hours` is read as its ordinary-decision option when
that one is not given: `/bsg new turn_hours:48` gives every ordinary decision 48 hours; an explicit
`decision_hours` wins; `turn_hours` unset keeps the game's own default (BSG: 24 hours, not the shared 48).
A game that always has a clock cannot have "none" (0), and the value must fit the game's own option's range.
Options that may not exceed the ordinary clock (BSG's contributions) are shortened to it when not given.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.tables import TableError
from i18n import Msg


@dataclass(frozen=True)
class OwnClock:
    """A game's option that plays the part of `turn_hours` (in hours), its range, and the options capped by it
    (name → the game's default for it)."""

    option: str
    low: int
    high: int
    capped: tuple[tuple[str, int], ...] = ()


OWN_CLOCKS: dict[str, OwnClock] = {
    "bsg": OwnClock("decision_hours", 1, 168, capped=(("contribution_hours", 12),)),
}


def own_clock(kind: str) -> OwnClock | None:
    return OWN_CLOCKS.get(kind)


def timed_by_game(options: dict[str, Any]) -> bool:
    """Whether a table's options are those of a game that times its decisions itself (the lobby shows the game's
    own clock lines then, not the table clock's)."""
    return any(clock.option in options for clock in OWN_CLOCKS.values())


def fold_turn_hours(kind: str, options: dict[str, Any]) -> dict[str, Any]:
    """The `new` options with `turn_hours` read as the game's own clock option (see the module's text); other
    games' options are returned unchanged. Refuses (TableError) a value the game's own clock cannot take."""
    clock = own_clock(kind)
    hours = options.get("turn_hours")
    if clock is None or hours is None:
        return options
    if not clock.low <= int(hours) <= clock.high:
        raise TableError(Msg("shared-turn-hours-own-clock", low=clock.low, high=clock.high, option=clock.option))
    out = dict(options)
    if out.get(clock.option) is None:
        out[clock.option] = int(hours)
    ordinary = int(out[clock.option])
    for name, default in clock.capped:
        if out.get(name) is None and default > ordinary:
            out[name] = ordinary
    return out
