"""Move logs written by older builds, replayed to the states those builds stored.

Starting hands (D-S3): before they were one simultaneous decision (`rules.t_starting_hands`), each player but the
first was asked in turn, clockwise from the player left of the first player: a `draw_skill` decision (why "start")
answered with the whole split (`{"type": "draw", "skills": [...]}`) or, in still older logs, card by card
(`{"type": "draw", "skill": s}`). Such a move meets the new decision while nobody has answered it yet; the state is
first put back into the sequential form those builds had at that point (same decision number, same stack), so the
rest of the log replays to the snapshot they stored."""

from __future__ import annotations

from typing import Any

State = dict[str, Any]
Action = dict[str, Any]


def sequential_setup_draw(state: State, action: Any) -> bool:
    """Whether `action` is an older build's answer to its first sequential starting-hand draw, met at the
    simultaneous decision nobody has answered yet."""
    d = state["decision"]
    return (
        d is not None
        and d["kind"] == "starting_hands"
        and not d["answered"]
        and isinstance(action, dict)
        and action.get("type") == "draw"
    )


def as_sequential(state: State) -> None:
    """Turn the untouched simultaneous starting-hands decision into the older builds' sequential form: the first
    seat of the order asked, a draw task for each of the others after it (the decision number is the one the first
    draw had then, as now)."""
    d = state["decision"]
    first, *rest = d["order"]
    state["decision"] = sequential_draw(first, d)
    state["stack"].extend(
        {"t": "draw_choice", "seat": seat, "skills": list(d["sets"][str(seat)]), "left": d["left"], "why": "start"}
        for seat in reversed(rest)
    )


def sequential_draw(seat: int, d: dict) -> dict:
    """The decision `t_draw_choice` asked of one seat for its starting hand."""
    left = d["left"]
    skills = list(d["sets"][str(seat)])
    return {"kind": "draw_skill", "seat": seat, "skills": skills, "left": left, "count": left, "why": "start"}
