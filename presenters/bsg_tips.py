"""One-line tips under a seat's call that point to what spares the next waits: a skill-type draw names the standing
draw pattern (the Orders screen answers every later draw), the movement names the whole-turn planner (movement and
action in one press). Built from public facts (the decision's kind and seat) and the seat's own view (its pace)."""

from __future__ import annotations

from engine.games.bsg import turn_plan
from i18n import Msg, Text
from presenters.snapshot import Snapshot


def tip_line(snap: Snapshot, seat: int) -> Text:
    """The tip for the decision `seat` is called to now, or "" when none applies."""
    decision = snap.view(None).get("decision") or {}
    if seat not in snap.to_act or not snap.playing:
        return ""
    if decision.get("kind") in ("draw_skill", "starting_hands"):
        days = snap.view(seat)["me"]["orders"]["pace"] == "days"  # the panel shows its Orders button only then
        return Msg("bsg-tip-draws", where="button" if days else "command")
    if decision.get("kind") == "move" and turn_plan.plannable(snap.state, seat):
        return Msg("bsg-tip-plan")
    return ""
