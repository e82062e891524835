"""Skill-card reaction windows (bsg.md 4.6): who is asked, and which cards fit which window."""

from __future__ import annotations

from .. import board as B
from . import orders as O
from .kernel import Ctx, State, task_handler
from .rolls import reroll
from .window_gates import window_seats


@task_handler
def t_skill_window(ctx: Ctx, task: dict) -> None:
    """Open a skill-card window: one decision asking at once every seat of `task["seats"]` that could hold a card
    that matters here (bsg.md 4.6 anti-leak: judged from public information only, never from hands; see
    window_gates.py). Each answers pass or play; plays stay sealed in the decision until everyone has answered,
    then `window_resolve` resolves them."""
    st = ctx.state
    check = st["check"]
    if not task["seats"] or (task["window"].startswith("check") and check["forced"]):
        return
    seats = window_seats(st, task["window"], task, WINDOW_CARDS[task["window"]])
    if not seats:
        return  # nobody could hold a card that changes anything, judged from public information only
    plays: dict[str, str] = {}
    if O.pace(st) == "days":  # nobody waits: each seat answers from its standing orders, bots are asked as ever
        for s in seats:
            card = (
                None
                if O.asks(st, s)
                else O.window_play(st, s, task["window"], task, window_cards(st, s, task["window"]))
            )
            if card is not None:
                plays[str(s)] = card
        seats = [s for s in seats if O.asks(st, s)]
        if not seats:
            close_window(ctx, {"window": task["window"], "plays": plays})
            return
    ctx.decide(
        "skill_window",
        None,  # a simultaneous decision has no single seat
        window=task["window"],
        pending={str(s): True for s in seats},
        plays=plays,
    )


def close_window(ctx: Ctx, d: dict) -> None:
    """Every seat answered: resolve the plays, current player's order (seat order from the current player)."""
    st = ctx.state
    n = st["n"]
    plays = sorted(d["plays"].items(), key=lambda kv: (int(kv[0]) - st["current"]) % n)
    if plays:
        ctx.push({"t": "window_resolve", "window": d["window"], "plays": [[int(s), c] for s, c in plays]})


def competing(st: State, window: str, plays: list[list]) -> bool:
    """Whether the order of these plays matters: two still allowed plays of the same once-per-roll/check card."""
    ids = [B.skill_card(card)["card_id"] for seat, card in plays if card in window_cards(st, seat, window)]
    return any(ids.count(i) > 1 for i in ONCE_PER_WINDOW if i in ids)


@task_handler
def t_window_resolve(ctx: Ctx, task: dict) -> None:
    """Resolve the sealed plays of a window one by one. When two compete for a once-per-roll/check slot the
    current player orders them (D-AO); a play that is no longer allowed when its turn comes is withdrawn (the
    card stays in its owner's hand)."""
    st = ctx.state
    plays = task["plays"]
    if not plays:
        return
    if len(plays) > 1 and competing(st, task["window"], plays) and not task.get("ordered"):
        ctx.decide("window_order", st["current"], window=task["window"], options=[s for s, _ in plays], plays=plays)
        return
    (seat, card), rest = plays[0], plays[1:]
    if rest:
        ctx.push({**task, "plays": rest, "ordered": False})
    if card in window_cards(st, seat, task["window"]):
        play_window_card(ctx, seat, card)
    else:
        ctx.pub("skill_withdrawn", seat=seat, card=card)


def play_window_card(ctx: Ctx, seat: int, card: str) -> None:
    st = ctx.state
    info = B.skill_card(card)
    st["players"][seat]["hand"].remove(card)
    st["skill_discard"][info["skill"]].append(card)
    ctx.pub("skill_played", seat=seat, card=card)
    if info["card_id"] == "strategic_planning":
        st["roll"]["mod"] += 2
        st["roll"]["used"].append("strategic_planning")
        return
    if info["card_id"] == "evasive_maneuvers":
        st["roll"]["used"].append("evasive_maneuvers")
        reroll(ctx, -2 if st["roll"]["piloted"] else 0, "evasive_maneuvers")
        return
    check = st["check"]
    if info["card_id"] == "investigative_committee":
        check["face_up"] = True
    elif info["card_id"] == "scientific_research":
        check.setdefault("extra_positive", []).append("engineering")
    elif info["card_id"] == "declare_emergency":
        check["declared_emergency"] = True
        check["difficulty"] = max(0, check["difficulty"] - 2)
        check.setdefault("difficulty_mods", []).append({"why": "declare_emergency", "delta": -2})
        ctx.pub("difficulty_changed", delta=-2, why="declare_emergency", seat=seat)


# cards limited to one per die roll (Strategic Planning, Evasive Maneuvers) or per check (Declare Emergency)
ONCE_PER_WINDOW = ("strategic_planning", "evasive_maneuvers", "declare_emergency")
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
