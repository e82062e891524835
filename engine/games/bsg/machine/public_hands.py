"""What the whole table knows about each seat's skill hand, from PUBLIC events only (bsg.md 12): the type of every
draw is announced, a card played or discarded face up shows itself, a contribution or a steal shows only a count,
Command Authority takes back the revealed pool. From these the table knows each hand's size and, per skill type, the
most cards of that type the hand can hold. A seat whose bound for a card's type is 0 provably holds no such card,
so a skill-card window need not ask it (bsg.md 4.6: "every player who could hold such a card in principle").

`state["public_hands"][seat] = {"size": n, "most": {skill: m}}` is updated by the kernel from every public event
(`observe`), never from a hand, so it is a function of the public history alone; the playout tests check that it
is sound (no hand ever holds more of a type than its bound) and complete (its size is the real hand size). A state
saved before the record existed has none, and a seat's entry may be None (unknown, e.g. a test that set hands
directly): then that seat counts as possibly holding anything.
"""

from __future__ import annotations

from typing import Any

from ..data import DATA

State = dict[str, Any]
SKILLS: tuple[str, ...] = tuple(sorted({info["skill"] for info in DATA.skill_cards.values()}))


def fresh(n: int) -> list[dict]:
    """Every hand empty at setup."""
    return [{"size": 0, "most": {skill: 0 for skill in SKILLS}} for _ in range(n)]


def skill_of(card: str) -> str:
    return DATA.skill_cards[card]["skill"]


def could_hold(st: State, seat: int, skill: str) -> bool:
    """Whether the public history leaves it possible that `seat` holds a card of type `skill`."""
    hands = st.get("public_hands")
    if hands is None or hands[seat] is None:
        return True  # no record (a state from before it, or a hand set directly): assume anything
    return hands[seat]["most"][skill] > 0


def unknown(st: State) -> None:
    """Forget what the table knows of every hand: each seat may hold anything (for tests that set hands)."""
    st["public_hands"] = [None] * st["n"]


def _clamp(hand: dict) -> None:
    for skill in SKILLS:
        hand["most"][skill] = max(0, min(hand["most"][skill], hand["size"]))


def _gain(hand: dict, skill: str | None, count: int = 1) -> None:
    """`count` cards entered the hand: of type `skill`, or of a type the table does not know (None)."""
    hand["size"] += count
    for s in SKILLS:
        if skill is None or s == skill:
            hand["most"][s] += count


def _lose(hand: dict, skill: str | None, count: int = 1) -> None:
    """`count` cards left the hand: one of type `skill` (shown face up), or of types the table does not see."""
    hand["size"] -= count
    if skill is not None:
        hand["most"][skill] -= 1
    _clamp(hand)


def observe(st: State, kind: str, params: dict[str, Any]) -> None:
    """Update the record from one public event (called by `Ctx.pub` for every public event)."""
    hands = st.get("public_hands")
    if hands is None:
        return

    def hand(seat: int) -> dict:  # an unknown hand stays unknown: its updates go to a throwaway record
        return hands[seat] if hands[seat] is not None else {"size": 0, "most": dict.fromkeys(SKILLS, 0)}

    if kind == "skill_drawn":
        _gain(hand(params["seat"]), params["skill"])
    elif kind in ("skill_discarded", "skill_played"):
        _lose(hand(params["seat"]), skill_of(params["card"]))
    elif kind == "contributed_face_up":  # the card leaves with the "contributed" count that follows
        entry = hand(params["seat"])
        entry["most"][skill_of(params["card"])] -= 1
        _clamp(entry)
    elif kind == "contributed":
        _lose(hand(params["seat"]), None, params["count"])
    elif kind == "card_stolen":
        _lose(hand(params["target"]), None)
        _gain(hand(params["seat"]), None)
    elif kind == "ability_used" and params.get("name") == "Command Authority":
        for card in params["cards"]:
            _gain(hand(params["seat"]), skill_of(card))
