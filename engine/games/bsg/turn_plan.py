"""A whole turn in one sitting (issue 23 item 3): the active player's movement, action, the action's targets and
its follow-ups chosen together and applied as one submission, as far as nothing hidden in between can change the
choice.

`walk` follows a plan (one pick, an index into the seat's legal actions, per step) on copies of the state, starting
at the seat's pending movement or action decision. After each step it asks whether the next decision may be
planned now: it must be the same seat's own decision in the same turn's movement or action step, and the step
must have revealed nothing and drawn nothing at random — no private event (a card drawn or seen), no hidden pile
touched (decks, the destiny deck, damage and civilian piles), no other hand or loyalty changed, no die rolled or
deck shuffled. Such a step ends the plan: it is applied, and the panel asks for the rest. Every answer offered
after a step is therefore a function of what the seat could see once the steps before it were played, and the
real application of those steps (with the table's own random numbers) gives exactly the simulated state.
"""

from __future__ import annotations

import pickle
import random
from dataclasses import dataclass, field
from typing import Any

from . import decisions as D
from . import explain

State = dict[str, Any]
Action = dict[str, Any]

MAX_STEPS = 4  # four selects on one panel (Discord's fifth row holds the buttons)
PLANNED_KINDS = frozenset({"move", "action"})  # where a plan may start: the turn's movement or action decision
PLANNED_STEPS = frozenset({"move", "action"})  # the turn steps a plan stays inside
# the seat's own decisions that end a plan all the same: the card paid to change ships changes the hand the action
# is chosen from (the brief of issue 23: that discard is its own decision)
ENDS_AT = frozenset({"move_card"})
HIDDEN_PILES = ("skill_deck", "destiny", "decks", "galactica_pile", "basestar_pile", "civilian_pile")
# why a plan stops after a step (the panel words each one)
OPEN, HIDDEN, RANDOM, OTHERS, OVER, FULL, CARD = "open", "hidden", "random", "others", "over", "full", "card"


class Tripwire(random.Random):
    """A random source that remembers being used (a die roll, a shuffle): the plan cannot look past such a step."""

    def __init__(self) -> None:
        super().__init__("turn-plan")
        self.used = False

    def random(self) -> float:
        self.used = True
        return super().random()

    def getrandbits(self, k: int) -> int:
        self.used = True
        return super().getrandbits(k)


@dataclass
class Walk:
    """A plan followed as far as it goes: `actions` are the picked actions in order; `stages[i]` is the state before
    action i and the seat's legal actions there (one stage more than actions when the plan may go on); `stop` says
    why no further step can be planned after the last action (OPEN: it can); `bad` that a pick was not a legal
    action at its stage (a forged or stale plan: nothing of it is played); `cut` how many picks were left when a
    step ended the plan (those are not played: the panel asks again once the step is done)."""

    actions: list[Action] = field(default_factory=list)
    stages: list[tuple[State, list[Action]]] = field(default_factory=list)
    stop: str = OPEN
    bad: bool = False
    cut: int = 0

    @property
    def open(self) -> bool:
        return self.stop == OPEN and len(self.stages) > len(self.actions)


def plannable(state: State, seat: int) -> bool:
    """Whether `seat` may plan its turn now: it is the current player, asked its own movement or action."""
    d = state.get("decision") or {}
    return (
        state.get("winner") is None
        and d.get("kind") in PLANNED_KINDS
        and d.get("seat") == seat
        and state["current"] == seat
        and explain.step(state) in PLANNED_STEPS
    )


def copied(state: State) -> State:
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


def hidden_part(state: State, seat: int) -> Any:
    """What `seat` cannot see and a step may not touch for the plan to go on: the hidden piles, the other seats'
    hands and loyalty cards."""
    others = [(p["hand"], p["loyalty"]) for s, p in enumerate(state["players"]) if s != seat]
    return pickle.dumps([[state.get(k) for k in HIDDEN_PILES], others], pickle.HIGHEST_PROTOCOL)


def after_step(game: Any, before: State, seat: int, action: Action) -> tuple[State, str]:
    """`action` applied to a copy of `before`; OPEN when the seat's next decision may be planned as well, else why
    not."""
    work, rng = copied(before), Tripwire()
    hidden = hidden_part(before, seat)
    events = game.apply(work, seat, action, rng)
    if any(not e.public for e in events) or hidden_part(work, seat) != hidden:
        return work, HIDDEN
    if rng.used:
        return work, RANDOM
    if work.get("winner") is not None:
        return work, OVER
    d = work.get("decision") or {}
    if d.get("kind") in D.SIMULTANEOUS or d.get("seat") != seat or work["current"] != seat:
        return work, OTHERS
    if explain.step(work) not in PLANNED_STEPS:
        return work, OVER
    return work, CARD if d.get("kind") in ENDS_AT else OPEN


def walk(game: Any, state: State, seat: int, picks: list[int]) -> Walk:
    """Follow `picks` from the seat's pending decision (see the module's text); `state` is never changed."""
    out = Walk()
    if not plannable(state, seat):
        out.stop, out.bad = OVER, True
        return out
    here = state
    out.stages.append((here, game.legal_actions(here, seat)))
    for n, pick in enumerate(picks[:MAX_STEPS]):
        legal = out.stages[-1][1]
        if not 0 <= pick < len(legal):
            out.bad = True
            return out
        out.actions.append(legal[pick])
        here, why = after_step(game, here, seat, legal[pick])
        if why != OPEN:
            out.stop, out.cut = why, len(picks) - n - 1
            return out
        out.stages.append((here, game.legal_actions(here, seat)))
    out.bad = len(picks) > MAX_STEPS
    if len(out.actions) >= MAX_STEPS:
        out.stop = FULL
    return out
