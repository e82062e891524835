"""What the shared turn clock (`turn_hours`) means in a game whose engine times every decision itself.

Most games leave a decision's time to the table (`Clock.seconds` None → `scheduling.turn_seconds`). Battlestar
Galactica times every decision with its own options (`decision_hours`, `contribution_hours`, `window_seconds`), so
the table clock would never apply there. For such a game `turn_hours` is read as its ordinary-decision option when
that one is not given: `/bsg new turn_hours:48` gives every ordinary decision 48 hours; an explicit
`decision_hours` wins; `turn_hours` unset keeps the game's own default (BSG: 24 hours, not the shared 48).
A game that always has a clock cannot have "none" (0), and the value must fit the game's own option's range.
Options that may not exceed the ordinary clock (BSG's contributions) are shortened to it when not given (whether
the ordinary clock came from `turn_hours` or was given itself).
"""

from __future__ import annotations

from typing import Any

from engine.descriptor import OwnClock
from engine.registry import loaded, rules_of
from engine.tables import TableError
from i18n import Msg

__all__ = ["OwnClock", "fold_turn_hours", "own_clock", "timed_by_game"]


def own_clock(kind: str) -> OwnClock | None:
    """The game's own clock, as its descriptor declares it (`GameRules.own_clock`)."""
    try:
        return rules_of(kind).own_clock
    except KeyError:
        return None


def timed_by_game(options: dict[str, Any]) -> bool:
    """Whether a table's options are those of a game that times its decisions itself (the lobby shows the game's
    own clock lines then, not the table clock's)."""
    clocks = (rules.own_clock for rules in loaded())  # a table's game is loaded once the table exists
    return any(clock is not None and clock.option in options for clock in clocks)


def fold_turn_hours(kind: str, options: dict[str, Any]) -> dict[str, Any]:
    """The `new` options with `turn_hours` read as the game's own clock option (see the module's text); other
    games' options are returned unchanged. Refuses (TableError) a value the game's own clock cannot take."""
    clock = own_clock(kind)
    hours = options.get("turn_hours")
    if clock is None or (hours is None and options.get(clock.option) is None):
        return options
    if hours is not None and not clock.low <= int(hours) <= clock.high:
        raise TableError(Msg("shared-turn-hours-own-clock", low=clock.low, high=clock.high, option=clock.option))
    out = dict(options)
    if out.get(clock.option) is None:
        out[clock.option] = int(hours)
    ordinary = int(out[clock.option])
    for name, default in clock.capped:
        if out.get(name) is None and default > ordinary:
            out[name] = ordinary
    return out
