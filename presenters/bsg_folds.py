"""Events the BSG thread says once: what another line of the same post has already said is left out, and Cylon ships
destroyed in a row counted together. Pure, event to event (the lines are worded afterwards)."""

from __future__ import annotations

from engine.core import Event
from engine.games.bsg.data import DATA


def said_once(events: list[Event]) -> list[Event]:
    """The events of one post without repeats: a face-up contribution's count ("Ben added 1 card." after "Ben adds
    Executive Order face up."), the Sleeper Agent phase's one deal per player (its own line says everyone gets one;
    a second card, Sharon Valerii's, is still said), a player's discards to the hand limit in a row as one, a card
    played and what it does in one line (`played_with`), and a check's result after its reveal without the
    total the reveal has given (`verdict_after`)."""
    out: list[Event] = []
    dealt: set[int] | None = None  # the seats dealt a card since the Sleeper Agent phase's line, while it lasts
    revealed: Event | None = None  # the check revealed earlier in these events, until its result
    for e in events:
        seat = e.params.get("seat")
        if e.kind == "contributed" and out and out[-1].kind == "contributed_face_up" and out[-1].params["seat"] == seat:
            continue
        if out and played_with(out[-1], e):
            e = Event(e.kind, {**e.params, "card": out.pop().params["card"]}, e.to)
        if e.kind == "sleeper_phase":
            dealt = set()
        elif e.kind == "loyalty_dealt" and dealt is not None and isinstance(seat, int):
            if seat not in dealt:
                dealt.add(seat)
                continue
            e = Event(e.kind, {**e.params, "extra": True})
        elif e.kind not in SLEEPER_RUN:
            dealt = None
        if to_hand_limit(e) and out and to_hand_limit(out[-1]) and out[-1].params["seat"] == seat:
            last = out[-1].params
            out[-1] = Event(e.kind, {**last, "cards": [*last.get("cards", [last["card"]]), e.params["card"]]})
            continue
        out.append(verdict_after(out[-1] if out else None, e, revealed))
        revealed = e if e.kind == "check_revealed" else None if e.kind == "check_result" else revealed
    return out


# what a card played says it does, by its card: the event it causes right after (Executive Order's receiver,
# Declare Emergency's easier check), said in one line with the card ("Dan plays Executive Order (leadership 1) and
# gives the order to Ann.") rather than naming the player and the card twice
PLAYED_WITH = {"executive_order": "executive_order", "difficulty_changed": "declare_emergency"}


def played_with(before: Event, e: Event) -> bool:
    """`e` is what the card `before` played does (the same seat, right after it)."""
    if before.kind != "skill_played" or e.kind not in PLAYED_WITH or "card" in e.params:
        return False
    seat = e.params.get("seat")
    same_seat = seat is not None and seat == before.params.get("seat")
    return same_seat and card_id(before.params["card"]) == PLAYED_WITH[e.kind]


def card_id(card: str) -> str | None:
    info = DATA.skill_cards.get(card)
    return info["card_id"] if info else None


def verdict_after(before: Event | None, e: Event, revealed: Event | None = None) -> Event:
    """A check's result as its verdict alone ("Skill check result: pass.") when the line before it is the check's
    reveal, which ends on the same total against the same difficulty; when the reveal came earlier (`revealed`:
    a Declare Emergency lowered the difficulty since), the verdict against the new difficulty without the total
    the reveal gave; after anything else (a log filtered to a player) the result says the total again."""
    if e.kind != "check_result":
        return e
    if before is not None and before.kind == "check_revealed":
        revealed = before
    if revealed is None or revealed.params.get("total") != e.params.get("total"):
        return e
    if revealed is before and revealed.params.get("difficulty") == e.params.get("difficulty"):
        return Event(e.kind, {"result": e.params["result"]}, e.to)
    return Event(e.kind, {**{k: v for k, v in e.params.items() if k != "total"}, "against": True}, e.to)


# what may come between the Sleeper Agent phase's deals: a Sympathizer's reveal and where it sends its player
SLEEPER_RUN = frozenset({"loyalty_dealt", "sympathizer_revealed", "sympathizer_passed", "sent", "moved", "title"})


def to_hand_limit(e: Event) -> bool:
    return e.kind == "skill_discarded" and e.params.get("why") == "hand_limit" and "limit" in e.params


def destroyed_together(events: list[Event]) -> list[Event]:
    """Cylon ships destroyed one right after another counted together by ship and area ("4 raiders destroyed in
    area 5 (…)" rather than "1 raider destroyed in area 5." four times). Only neighbours merge: a ship destroyed after
    other events (the next attack's roll) is said where it fell, so the post keeps the order of events."""
    out: list[Event] = []
    for e in events:
        last = out[-1] if out else None
        same = last is not None and last.kind == e.kind == "cylons_destroyed"
        if same and (last.params["ship"], last.params["area"]) == (e.params["ship"], e.params["area"]):
            out[-1] = Event(e.kind, {**last.params, "count": last.params["count"] + e.params["count"]})
        else:
            out.append(e)
    return out
