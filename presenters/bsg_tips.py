"""One-line tips under a seat's call that point to what spares the next waits: a skill-type draw names the standing
draw pattern (the Orders screen answers every later draw), the movement names the whole-turn planner (movement and
action in one press). Built from public facts (the decision's kind and seat) and the seat's own view (its pace). Out
of the panel (the thread's call to a player whose DMs are closed; a reminder, which names the decision only
loosely, gets the planner's tip alone) a tip names where its button is: the command, or the panel by `/bsg hand`."""

from __future__ import annotations

from engine.games.bsg import turn_plan
from i18n import Msg, Text
from presenters.snapshot import Snapshot


def tip_line(snap: Snapshot, seat: int, on_panel: bool = True) -> Text:
    """The tip for the decision `seat` is called to now, or "" when none applies; `on_panel`: said on the seat's
    panel, under its buttons (else in the thread)."""
    decision = snap.view(None).get("decision") or {}
    if seat not in snap.to_act or not snap.playing:
        return ""
    if decision.get("kind") in ("draw_skill", "starting_hands"):
        days = snap.view(seat)["me"]["orders"]["pace"] == "days"  # the panel shows its Orders button only then
        return Msg("bsg-tip-draws", where="button" if days and on_panel else "command")
    return plan_tip(snap, seat, on_panel)


def plan_tip(snap: Snapshot, seat: int, on_panel: bool = True) -> Text:
    """The movement's tip (the whole-turn planner), or "" when `seat` is not asked its movement now."""
    decision = snap.view(None).get("decision") or {}
    if not snap.playing or decision.get("kind") != "move" or not turn_plan.plannable(snap.state, seat):
        return ""
    return Msg("bsg-tip-plan" if on_panel else "bsg-tip-plan-hand")
