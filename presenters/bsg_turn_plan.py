"""The whole turn on the private panel (issue 23 item 3): "Plan my turn" opens a planner on the panel itself — one
menu per step (the movement, the action at the destination, its target, its follow-ups), each listing what the
seat may do once the steps above it are played (engine/games/bsg/turn_plan.py works that out from copies of the
state, and ends the plan at a step that draws, reveals or rolls) — and "Submit turn" plays every step in one
interaction, each validated by the engine as it is played.

The plan lives only in the planner's controls (`<seat>.<pick>-<pick>-…`, tagged with the seat's key): it is never
stored and never shown anywhere but on the seat's own panel before it is played. A planner control of an earlier
moment (the key changed) or one naming an answer that is not legal at its step changes nothing and gets a short
private refusal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.games.bsg import turn_plan as P
from i18n import Msg, Text, cat
from presenters.bsg_confirm import distinct, irreversible
from presenters.controls import ControlRef
from presenters.controls import number as whole
from presenters.discord_limits import SELECT_OPTIONS
from presenters.screens import Act, Answer, Choice, Control, Refuse, Screen, Show
from presenters.snapshot import Snapshot

if TYPE_CHECKING:
    from presenters.bsg import BsgPresenter

BUTTON_ROW = 4  # the planner's last row: Submit turn, Back
VERBS = ("plan", "turn")  # refine the plan (a menu; Back) / play it


def parse_picks(text: str) -> list[int] | None:
    """`1-0-3` as picks; None for anything a planner control could not carry."""
    if not text:
        return []
    picks = [whole(part) for part in text.split("-")]
    if len(picks) > P.MAX_STEPS or any(p is None or p < 0 for p in picks):
        return None
    return [p for p in picks if p is not None]


def joined(picks: list[int]) -> str:
    return "-".join(str(p) for p in picks)


def plan_button(presenter: BsgPresenter, snap: Snapshot, seat: int, row: int) -> Control | None:
    """The panel's "Plan my turn" button, when the seat is asked its own movement or action."""
    if not P.plannable(snap.state, seat):
        return None
    key = presenter.seat_key(snap, seat)
    return presenter.button(snap.table.id, "plan", f"{seat}.", tag=key, label=Msg("bsg-plan-open"), row=row)


def offered(presenter: BsgPresenter, snap: Snapshot, seat: int, state: dict[str, Any], legal: list[Any]) -> list[int]:
    """The positions a step's menu offers: one per wording, no irreversible action (those keep their confirmation
    on the ordinary panel), at most one menu's worth."""
    labels = [presenter.game.action_label(state, seat, a, snap.names) for a in legal]
    return [n for n in distinct(labels) if not irreversible(legal[n])][:SELECT_OPTIONS]


def step_menu(
    presenter: BsgPresenter, snap: Snapshot, seat: int, walk: P.Walk, picks: list[int], at: int
) -> Control | None:
    state, legal = walk.stages[at]
    shown = offered(presenter, snap, seat, state, legal)
    if not shown:
        return None
    chosen = picks[at] if at < len(picks) else None
    choices = [
        Choice(presenter.game.action_label(state, seat, legal[n], snap.names), str(n), None, n == chosen) for n in shown
    ]
    key = presenter.seat_key(snap, seat)
    arg = f"{seat}.{joined(picks[:at])}"
    placeholder = Msg("bsg-plan-menu", step=at + 1)
    return presenter.select(snap.table.id, "plan", arg, tag=key, choices=choices, placeholder=placeholder, row=at)


def planner(presenter: BsgPresenter, snap: Snapshot, seat: int, picks: list[int], walk: P.Walk) -> Screen:
    """The panel as a planner: the plan so far in words, one menu per step, Submit turn and Back (no images: the
    panel's own picture of the hand stays on the message)."""
    lines: list[Text] = [Msg("bsg-plan-title")]
    for n, action in enumerate(walk.actions):
        label = presenter.game.action_label(walk.stages[n][0], seat, action, snap.names)
        lines.append(Msg("bsg-plan-step", step=n + 1, action=label))
    if walk.actions and not walk.open:
        lines.append(Msg("bsg-plan-ends", why=walk.stop))
    elif walk.actions:
        lines.append(Msg("bsg-plan-next"))
    controls: list[Control] = []
    for at in range(min(len(walk.stages), P.MAX_STEPS)):
        menu = step_menu(presenter, snap, seat, walk, picks, at)
        if menu is None:
            break
        controls.append(menu)
    tid, key = snap.table.id, presenter.seat_key(snap, seat)
    controls.append(
        presenter.button(
            tid,
            "turn",
            f"{seat}.{joined(picks)}",
            tag=key,
            label=Msg("bsg-plan-submit", steps=len(walk.actions)),
            style="success",
            disabled=not walk.actions,
            row=BUTTON_ROW,
        )  # fmt: skip
    )
    controls.append(presenter.button(tid, "plan", f"{seat}.back", tag=key, label=Msg("bsg-plan-back"), row=BUTTON_ROW))
    return Screen(cat(lines), controls=controls)


def handle(presenter: BsgPresenter, snap: Snapshot, seat: int, ref: ControlRef, values: list[str]) -> Answer:
    """A planner control: refine the plan (a menu, Back) or play it (Submit turn)."""
    key, _, arg = ref.rest.partition(".")
    owner, _, rest = arg.partition(".")
    if owner != str(seat):
        return Refuse(Msg("bsg-plan-refused", why="owner"))
    if key != presenter.seat_key(snap, seat) or not P.plannable(snap.state, seat):
        return Refuse(Msg("bsg-plan-refused", why="stale"))
    if ref.verb == "plan" and rest == "back":  # the panel's text and controls again (its images never left)
        panel = presenter.panel(snap, seat)
        return Show(Screen(panel.text, [], panel.controls), edit=True)
    picks = parse_picks(rest)
    if picks is not None and ref.verb == "plan" and values:
        added = whole(values[0])
        picks = picks + [added] if added is not None and added >= 0 and len(picks) < P.MAX_STEPS else None
    if picks is None:
        return Refuse(Msg("bsg-plan-refused", why="forged"))
    walk = P.walk(presenter.game, snap.state, seat, picks)
    if walk.bad or any(irreversible(a) for a in walk.actions):
        return Refuse(Msg("bsg-plan-refused", why="forged"))
    if ref.verb == "plan":
        return Show(planner(presenter, snap, seat, picks, walk), edit=True)
    if not walk.actions:
        return Refuse(Msg("bsg-plan-refused", why="forged"))
    return Act(walk.actions[0], then=tuple(walk.actions[1:]), clear=False)
