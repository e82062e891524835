"""Pharaoh's Curse rounds C1..C6 (§4.3, §8.2).

The engine never reads a clock: the race (C2) ends with a valid submission, with every player locked out, or with
the front end's `curse_timeout` action once `curse_time_limit_s` has passed since the `curse_race_started` event.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core import Event, IllegalMove, State, private, public

from . import texts
from .data import COLUMNS, CURSES, ROWS, SARCOPHAGI
from .state import holders
from .wall import has_matching_line, line_matches, parse_cells, straight_line


def reveal(state: State, events: list[Event]) -> bool:
    """C1: take the curse card off the stock. Returns True when a race starts (the refill pauses)."""
    card = state["stock"].pop(0)
    animals = CURSES[card]["animals"]
    drawer = state["active"]
    state["curse"] = {"card": card, "drawer": drawer, "stage": "reveal"}
    events.append(public("curse_revealed", curse=card, animals=list(animals), drawer=drawer))
    if not holders(state):
        discard(state, "no_holders", events)
        return False
    if not has_matching_line(state["wall"], animals):
        discard(state, "no_line", events)
        return False
    n = state["n_players"]
    state["curse"].update(stage="race", wrong=[0] * n, finder=None, line=None, victim=None, eligible=[])
    state["phase"] = "curse_race"
    options = state["options"]
    events.append(
        public(
            "curse_race_started",
            curse=card,
            animals=list(animals),
            time_limit_s=options["curse_time_limit_s"],
            max_wrong=options["curse_max_wrong_attempts"],
        )
    )
    return True


def discard(state: State, reason: str, events: list[Event]) -> None:
    """C6: the card leaves the game; the drawing player goes on refilling."""
    card = state["curse"]["card"]
    state["curses_removed"].append(card)
    state["curse"] = None
    state["phase"] = "refill"
    events.append(public("curse_discarded", curse=card, reason=reason))


def racers(state: State) -> list[int]:
    """Seats that may still submit in the current race."""
    limit = state["options"]["curse_max_wrong_attempts"]
    return [s for s, wrong in enumerate(state["curse"]["wrong"]) if wrong < limit]


def validate_submission(state: State, seat: int, action: dict[str, Any]) -> tuple:
    """Malformed input, cells off the wall, non-lines and empty windows are refused without using an attempt."""
    if seat not in racers(state):
        raise IllegalMove(texts.error("curse_locked"))
    cells = parse_cells(action.get("cells"))
    if cells is None or len(cells) != 3:
        raise IllegalMove(texts.error("curse_format"))
    if not all(1 <= c <= COLUMNS and 1 <= r <= ROWS for c, r in cells):
        raise IllegalMove(texts.error("curse_off_wall"))
    if len(set(cells)) != 3:
        raise IllegalMove(texts.error("curse_repeated"))
    line = straight_line(cells)
    if line is None:
        raise IllegalMove(texts.error("curse_not_line"))
    heights = [len(column) for column in state["wall"]]
    if any(heights[c - 1] < r for c, r in line):
        raise IllegalMove(texts.error("curse_empty_cell"))
    return line


def submit(state: State, seat: int, line: tuple, events: list[Event]) -> None:
    """C2: a well-formed line either wins the race (C3) or costs one of the seat's attempts."""
    curse = state["curse"]
    animals = CURSES[curse["card"]]["animals"]
    cells = [list(p) for p in line]
    if not line_matches(state["wall"], line, animals):
        curse["wrong"][seat] += 1
        left = state["options"]["curse_max_wrong_attempts"] - curse["wrong"][seat]
        events.append(private(seat, "curse_wrong", cells=cells, attempts_left=left))
        if not racers(state):
            events.append(public("curse_race_ended", curse=curse["card"], reason="all_locked"))
            discard(state, "all_locked", events)
        return
    curse["finder"] = seat
    curse["line"] = cells
    events.append(public("curse_found", finder=seat, curse=curse["card"], cells=cells))
    n = state["n_players"]
    eligible = [s for s in ((seat + k) % n for k in range(1, n)) if state["held"][s]]
    curse["eligible"] = eligible
    if not eligible:
        discard(state, "no_victim", events)
        return
    if len(eligible) == 1:
        choose_victim(state, eligible[0], True, events)
        return
    curse["stage"] = "victim"
    state["phase"] = "curse_victim"


def timeout(state: State, events: list[Event]) -> None:
    events.append(public("curse_race_ended", curse=state["curse"]["card"], reason="timeout"))
    discard(state, "timeout", events)


def validate_victim(state: State, action: dict[str, Any]) -> int:
    victim = action.get("victim")
    if isinstance(victim, int) and not isinstance(victim, bool) and victim in state["curse"]["eligible"]:
        return victim
    raise IllegalMove(texts.error("victim_bad"))


def choose_victim(state: State, victim: int, automatic: bool, events: list[Event]) -> None:
    """C4 -> C5: the victim gives a sarcophagus; with only one (§10.24) it is given at once.

    A victim with several sarcophagi is always asked, even when they are worth the same: skipping the question
    would tell everyone that the victim's values are equal (§9).
    """
    curse = state["curse"]
    curse["victim"] = victim
    events.append(public("curse_victim_chosen", finder=curse["finder"], victim=victim, auto=automatic))
    options = state["held"][victim]
    if len(options) == 1:
        surrender(state, options[0], events)
        return
    curse["stage"] = "surrender"
    state["phase"] = "curse_surrender"


def validate_surrender(state: State, seat: int, action: dict[str, Any]) -> str:
    sarcophagus = action.get("sarcophagus")
    if isinstance(sarcophagus, str) and sarcophagus.upper() in state["held"][seat]:
        return sarcophagus.upper()
    raise IllegalMove(texts.error("surrender_bad"))


def surrender(state: State, sarcophagus: str, events: list[Event]) -> None:
    """C5 -> C6: the sarcophagus moves from the victim to the finder, who learns its value."""
    curse = state["curse"]
    finder, victim = curse["finder"], curse["victim"]
    state["held"][victim].remove(sarcophagus)
    state["held"][finder].append(sarcophagus)
    state["transfers"].append({"from": victim, "to": finder, "sarcophagus": sarcophagus})
    record = SARCOPHAGI[sarcophagus]
    events.append(public("sarcophagus_surrendered", victim=victim, finder=finder, eyes=record["eyes"]))
    events.append(
        private(
            finder,
            "sarcophagus_received",
            sarcophagus=sarcophagus,
            eyes=record["eyes"],
            value=record["value"],
            victim=victim,
        )
    )
    events.append(private(victim, "sarcophagus_given", sarcophagus=sarcophagus, eyes=record["eyes"], finder=finder))
    discard(state, "resolved", events)


def default_victim(state: State) -> int:
    """Timeout default at C4: the first eligible player in seat order after the finder."""
    return state["curse"]["eligible"][0]


def default_surrender(state: State, victim: int, rng: random.Random) -> str:
    """Timeout default at C5: a random one of the victim's sarcophagi."""
    return rng.choice(state["held"][victim])
