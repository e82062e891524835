"""Events the BSG thread says once: what another line of the same post has already said is left out. Pure, event to
event (the lines are worded afterwards)."""

from __future__ import annotations

from engine.core import Event


def said_once(events: list[Event]) -> list[Event]:
    """The events of one post without repeats: a face-up contribution's count ("Ben added 1 card." after "Ben adds
    Executive Order face up."), the Sleeper Agent phase's one deal per player (its own line says everyone gets one;
    a second card, Sharon Valerii's, is still said)."""
    out: list[Event] = []
    dealt: set[int] | None = None  # the seats dealt a card since the Sleeper Agent phase's line, while it lasts
    for e in events:
        seat = e.params.get("seat")
        if e.kind == "contributed" and out and out[-1].kind == "contributed_face_up" and out[-1].params["seat"] == seat:
            continue
        if e.kind == "sleeper_phase":
            dealt = set()
        elif e.kind == "loyalty_dealt" and dealt is not None and isinstance(seat, int):
            if seat not in dealt:
                dealt.add(seat)
                continue
            e = Event(e.kind, {**e.params, "extra": True})
        elif e.kind not in SLEEPER_RUN:
            dealt = None
        out.append(e)
    return out


# what may come between the Sleeper Agent phase's deals: a Sympathizer's reveal and where it sends its player
SLEEPER_RUN = frozenset({"loyalty_dealt", "sympathizer_revealed", "sympathizer_passed", "sent", "moved", "title"})
