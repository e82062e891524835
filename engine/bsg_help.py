"""Battlestar Galactica's public "how much can you help?" poll before a skill check's contributions (bsg.md §5.1
step 0, the optional bot feature): the vague table talk the rules allow, as three buttons in the thread.

It is table talk, so it is public and by name: each player may answer (none / a little / a lot) and change the
answer until the first contribution is made public; bots answer at once from their own seat's knowledge — a human
bot truthfully from its hand, a Cylon bot as a bluff (it claims to help). Front-end free; the poll (`HelpPoll`) is kept
in the table's record (presenters/bsg_record.py) so it survives restarts.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from engine.core import Game, State
from engine.games.bsg import board as B

ANSWERS = ("none", "little", "lot")


def poll_open(game: Game, state: State | None) -> bool:
    """Whether a poll may be open now: a skill check is pending and no contribution is public yet."""
    if state is None:
        return False
    check = game.view(state, None).get("check")
    return bool(check) and not check["contributed"] and not check["revealed"]


def helpful_strength(state: State, seat: int) -> int:
    """The strength of the seat's cards that count positive for the pending check (its own hand only)."""
    check = state["check"]
    positive = set(check["skills"]) | set(check.get("extra_positive", []))
    cards = [B.skill_card(c) for c in state["players"][seat]["hand"]]
    return sum(card["strength"] for card in cards if card["skill"] in positive)


def bot_answer(state: State, seat: int) -> str:
    """A bot's answer from what its seat knows: a human side says how much its positive cards cover of the
    difficulty (half of it or more: a lot); a Cylon bluffs that it can help (a lot with a full hand, else a little)."""
    if B.team(state, seat) == "cylon":
        return "lot" if len(state["players"][seat]["hand"]) >= 3 else "little"
    strength = helpful_strength(state, seat)
    if strength == 0:
        return "none"
    return "lot" if 2 * strength >= max(1, int(state["check"]["difficulty"])) else "little"


def tallies(answers: dict[str, str]) -> dict[str, list[int]]:
    """Seats by answer, in seat order (the poll's public text)."""
    return {a: sorted(int(s) for s, given in answers.items() if given == a) for a in ANSWERS}


@dataclass
class HelpPoll:
    """The poll of the pending check: whether it is open, each seat's answer, its thread message ({"row": id})."""

    open: bool = False
    answers: dict[str, str] = field(default_factory=dict)
    message: Any = None


def answered(poll: HelpPoll, seat: int, answer: str) -> HelpPoll:
    """The poll with this seat's (new) answer."""
    if answer not in ANSWERS:
        raise ValueError(answer)
    return replace(poll, answers={**poll.answers, str(seat): answer})
