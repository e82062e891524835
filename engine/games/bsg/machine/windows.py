"""Skill-card reaction windows (bsg.md 4.6): who is asked, and which cards fit which window."""

from __future__ import annotations

from .. import board as B
from .kernel import Ctx, State, task_handler


def reaction_queue(st: State, for_check: bool = True) -> list[int]:
    """Skill-card windows prompt every human player, current player first (uniform: no leak of who holds what)."""
    n = st["n"]
    if for_check and st["check"] and st["check"]["super"]:
        return []  # super crisis checks ignore such abilities (bsg.md 6.3)
    return [(st["current"] + i) % n for i in range(n) if not B.is_revealed(st, (st["current"] + i) % n)]


def ability_holder(st: State, character: str) -> int | None:
    for seat, p in enumerate(st["players"]):
        if p["character"] == character and not p["cylon_player"]:
            return seat
    return None


@task_handler
def t_skill_window(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    if not task["queue"] or (task["window"].startswith("check") and check["forced"]):
        return
    seat, rest = task["queue"][0], task["queue"][1:]
    ctx.push({**task, "queue": rest})
    ctx.decide("skill_window", seat, window=task["window"])


WINDOW_CARDS = {
    "check_pre": ("investigative_committee", "scientific_research"),
    "check_total": ("declare_emergency",),
    "roll_before": ("strategic_planning",),
    "viper_attacked": ("evasive_maneuvers",),
}


def window_cards(st: State, seat: int, window: str) -> list[str]:
    check = st["check"]
    out = []
    for c in st["players"][seat]["hand"]:
        card_id = B.skill_card(c)["card_id"]
        if card_id in WINDOW_CARDS[window]:
            if card_id == "declare_emergency" and check["declared_emergency"]:
                continue  # one per skill check
            if window in ("roll_before", "viper_attacked") and card_id in st["roll"]["used"]:
                continue  # one per die roll
            out.append(c)
    return B.sort_cards(list(set(out)))
