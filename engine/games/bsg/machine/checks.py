"""Skill checks (bsg.md 5): begin, destiny, contributions, reveal, total, result, cleanup, and the check windows of
single abilities (W-CHECK-START, W-CHECK-HIDDEN, W-CHECK-DONE)."""

from __future__ import annotations

from .. import board as B
from ..board import ability_holder, reaction_queue
from .basics import rebuild_destiny
from .kernel import Ctx, State, task_handler
from .ops import effects
from .window_gates import check_outcome


@task_handler
def t_check_begin(ctx: Ctx, task: dict) -> None:
    """Step 0 of bsg.md 5.1; the remaining steps are the tasks pushed here (windows included)."""
    st = ctx.state
    spec = task["spec"]
    n = st["n"]
    cur = st["current"]
    kind = task["src"].get("kind")
    order = [(cur + i) % n for i in range(1, n + 1)]
    ones_positive = bool(kind == "crisis" and B.char_id(st, cur) == "william_adama" and not B.is_revealed(st, cur))
    st["check"] = {
        "skills": list(spec["skills"]),
        "difficulty": spec["difficulty"],
        "partial_min": spec.get("partial_min"),
        "outcomes": {"pass": spec.get("pass", []), "partial": spec.get("partial") or [], "fail": spec.get("fail", [])},
        "actor": task["actor"],
        "src": task["src"],
        "super": kind == "super_crisis",
        "pool": [],
        "sealed": {},  # seat -> cards handed in before its turn in the order (still in the hand until then)
        "order": order,
        "idx": 0,
        "counts": {},
        "ones_positive": ones_positive,
        "face_up": False,
        "attributed": [],
        "zero_skill": None,
        "forced": None,
        "total": None,
        "declared_emergency": False,
        "revealed": None,
        "base_difficulty": spec["difficulty"],
        "difficulty_mods": [],  # {"why", "delta"}: every named change of the difficulty, for the audit trail
        "destiny_count": 0,
    }
    if kind == "location" and st["loc_mod"]:
        st["check"]["difficulty"] = max(0, spec["difficulty"] + st["loc_mod"])
        st["check"]["difficulty_mods"] = list(st.get("loc_mods", []))
        st["loc_mod"] = 0
        st["loc_mods"] = []
    ctx.pub(
        "check_started", skills=spec["skills"], difficulty=st["check"]["difficulty"], partial=spec.get("partial_min")
    )
    ctx.push(
        {"t": "check_start_window"},
        {"t": "skill_window", "window": "check_pre", "seats": reaction_queue(st)},
        {"t": "check_destiny"},
        {"t": "check_next"},
    )


@task_handler
def t_check_start_window(ctx: Ctx, task: dict) -> None:
    """W-CHECK-START: Sharon Valerii's Mysterious Intuition (crisis checks only)."""
    st = ctx.state
    check = st["check"]
    seat = ability_holder(st, "sharon_valerii")
    if check["src"].get("kind") == "crisis" and seat is not None and not st["players"][seat]["opg_used"]:
        ctx.decide("mysterious_intuition", seat)


@task_handler
def t_check_destiny(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    if check["forced"]:
        return
    for _ in range(2):
        if not st["destiny"]:
            rebuild_destiny(ctx)
        if st["destiny"]:
            card = st["destiny"].pop()
            check["pool"].append(card)
            check["destiny_count"] = check.get("destiny_count", 0) + 1
            if check["face_up"]:
                check["attributed"].append({"seat": None, "card": card})
                ctx.pub("destiny_face_up", card=card)
    if not st["destiny"]:
        rebuild_destiny(ctx)


def contribution_limit(st: State, seat: int) -> int:
    p = st["players"][seat]
    if p["loc"] == "brig" or p["cylon_player"]:
        return 1
    return 99


@task_handler
def t_check_next(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    if check["forced"]:
        ctx.push({"t": "check_result"})
        return
    if check["idx"] >= len(check["order"]):
        ctx.rng.shuffle(check["pool"])
        ctx.push({"t": "check_hidden_window"}, {"t": "check_reveal"})
        return
    rest = check["order"][check["idx"] :]
    pending = {str(s): True for s in rest if str(s) not in check["sealed"]}
    ctx.decide("contribute", None, same_clock=check["idx"] > 0 or bool(check["sealed"]), pending=pending)


def hand_in(ctx: Ctx, seat: int, cards: list[str]) -> None:
    """One seat's whole contribution (D-SC). Every seat still to contribute may hand in at once (issue 11
    pre-submission); contributions are announced in the rulebook's order, so a seat handing in early is sealed
    (cards kept in the hand, nothing public) until the seats before it in the order have contributed."""
    check = ctx.state["check"]
    if not check["face_up"]:
        for card in cards:
            ctx.priv(seat, "you_contributed", card=card)
    if seat != check["order"][check["idx"]]:
        check["sealed"][str(seat)] = list(cards)
        return
    announce(ctx, seat, cards)
    while check["idx"] < len(check["order"]) and str(check["order"][check["idx"]]) in check["sealed"]:
        early = check["order"][check["idx"]]
        announce(ctx, early, check["sealed"].pop(str(early)))


def announce(ctx: Ctx, seat: int, cards: list[str]) -> None:
    """A contribution joins the pool face down ("<seat> added N cards"), or face up under Investigative Committee."""
    st = ctx.state
    check = st["check"]
    for card in cards:
        st["players"][seat]["hand"].remove(card)
        check["pool"].append(card)
        if check["face_up"]:  # played face up and attributed
            check["attributed"].append({"seat": seat, "card": card})
            ctx.pub("contributed_face_up", seat=seat, card=card)
    check["counts"][str(seat)] = len(cards)
    check["idx"] += 1
    ctx.pub("contributed", seat=seat, count=len(cards))


@task_handler
def t_check_hidden_window(ctx: Ctx, task: dict) -> None:
    """W-CHECK-HIDDEN: Galen Tyrol's Blind Devotion."""
    st = ctx.state
    seat = ability_holder(st, "galen_tyrol")
    if not st["check"]["super"] and seat is not None and not st["players"][seat]["opg_used"]:
        ctx.decide("blind_devotion", seat)


def card_value(check: dict, card: str) -> int:
    info = B.skill_card(card)
    if check["zero_skill"] == info["skill"]:
        return 0
    positive = (
        info["skill"] in check["skills"]
        or (check["ones_positive"] and info["strength"] == 1)
        or info["skill"] in check.get("extra_positive", [])
    )
    return info["strength"] if positive else -info["strength"]


def check_total(check: dict, cards: list[str]) -> int:
    return sum(card_value(check, c) for c in cards)


def turned_by(check: dict, card: str) -> str | None:
    """What made a card count otherwise than its printed colour: Blind Devotion (0), Scientific Research or
    Inspirational Leader (positive); None when it counts as printed."""
    info = B.skill_card(card)
    if check["zero_skill"] == info["skill"]:
        return "blind_devotion"
    if info["skill"] in check["skills"]:
        return None
    if info["skill"] in check.get("extra_positive", []):
        return "scientific_research"
    if check["ones_positive"] and info["strength"] == 1:
        return "inspirational_leader"
    return None


def breakdown(check: dict, cards: list[str]) -> dict:
    """The public audit of a revealed check: cards by sign (canonical order, never by contributor), every modifier
    named and the arithmetic. Destiny cards are only counted: which ones they were is as hidden as the rest."""
    signs: dict[str, list[str]] = {"positive": [], "negative": [], "zero": []}
    for card in cards:
        value = card_value(check, card)
        signs["positive" if value > 0 else "negative" if value < 0 else "zero"].append(card)
    turned = [{"card": c, "by": by} for c in cards if (by := turned_by(check, c))]
    return {
        **signs,
        "plus": sum(card_value(check, c) for c in signs["positive"]),
        "minus": -sum(card_value(check, c) for c in signs["negative"]),
        "turned": turned,
        "destiny": check.get("destiny_count", 0),
        "face_up": check["face_up"],
        "base": check.get("base_difficulty", check["difficulty"]),
        "mods": list(check.get("difficulty_mods", [])),
    }


@task_handler
def t_check_reveal(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    cards = B.sort_cards(check["pool"])
    check["total"] = check_total(check, cards)
    check["revealed"] = {"cards": cards, "total": check["total"], "result": None}
    audit = breakdown(check, cards)
    ctx.pub("check_revealed", cards=cards, total=check["total"], difficulty=check["difficulty"], **audit)
    ctx.push({"t": "skill_window", "window": "check_total", "seats": reaction_queue(st)}, {"t": "check_result"})


@task_handler
def t_check_result(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    result = check["forced"] or check_outcome(check, check["difficulty"])
    if check["revealed"]:
        check["revealed"]["result"] = result
    ctx.pub(
        "check_result",
        result=result,
        total=check["total"],
        difficulty=check["difficulty"],
        base=check.get("base_difficulty", check["difficulty"]),
        mods=list(check.get("difficulty_mods", [])),
    )
    ctx.push(
        effects(check["actor"], check["outcomes"][result], check["src"]),
        {"t": "check_done_window"},
        {"t": "check_cleanup"},
    )


@task_handler
def t_check_done_window(ctx: Ctx, task: dict) -> None:
    """W-CHECK-DONE: William Adama's Command Authority (not on super crisis checks)."""
    st = ctx.state
    seat = ability_holder(st, "william_adama")
    check = st["check"]
    if not check["super"] and check["pool"] and seat is not None and not st["players"][seat]["opg_used"]:
        ctx.decide("command_authority", seat)


@task_handler
def t_check_cleanup(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    for c in check["pool"]:
        st["skill_discard"][B.skill_card(c)["skill"]].append(c)
    st["check"] = None
