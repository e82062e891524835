"""Selectors (who an effect names) and conditions of the effect language."""

from __future__ import annotations

from typing import Any

from .. import board as B
from ..data import GALACTICA, HAZARDOUS
from .kernel import Ctx, State


def resolve_who(ctx: Ctx, sel: Any, actor: int, crisis: bool = True) -> list[int]:
    """Fixed selectors (no choice). `crisis`: revealed Cylons are skipped (bsg.md 9.5)."""
    st = ctx.state
    if isinstance(sel, dict) and "seat" in sel:
        seats = [sel["seat"]]
    elif sel == "self":
        seats = [actor]
    elif sel == "current":
        seats = [st["current"]]
    elif sel in ("president", "admiral"):
        seats = [st[sel]]
    elif sel == "each":
        n = st["n"]
        seats = [(st["current"] + i) % n for i in range(n)]
    elif isinstance(sel, str) and sel.startswith("$"):
        bound = st["bind"].get(sel[1:])
        seats = [] if bound is None else [bound]
    elif isinstance(sel, dict) and "at" in sel:
        locs = sel["at"] if isinstance(sel["at"], list) else [sel["at"]]
        seats = [s for s, p in enumerate(st["players"]) if p["loc"] in locs]
    else:
        raise ValueError(f"unknown selector {sel!r}")
    if crisis:
        seats = [s for s in seats if not B.is_revealed(st, s)]
    return seats


FILTERS = {
    "other": lambda st, s, chooser: s != chooser,
    "human": lambda st, s, chooser: not B.is_revealed(st, s),
    "not_admiral": lambda st, s, chooser: s != st["admiral"],
    "on_galactica": lambda st, s, chooser: st["players"][s]["loc"] in GALACTICA,
    "in_brig": lambda st, s, chooser: st["players"][s]["loc"] == "brig",
}


def candidates(ctx: Ctx, sel: dict, chooser: int, op: dict) -> list[int]:
    st = ctx.state
    out = []
    for s in range(st["n"]):
        if B.is_revealed(st, s):
            continue
        ok = all(FILTERS[f](st, s, chooser) for f in sel.get("filter", []))
        if op.get("op") == "send" and op.get("to") in HAZARDOUS and not B.movable_to(st, s, op["to"]):
            ok = False
        if op.get("op") == "send" and B.off_board(st, s) and st["players"][s]["stranded"]:
            ok = False
        if ok:
            out.append(s)
    return out


def condition(ctx: Ctx, cond: dict, actor: int) -> bool:
    st = ctx.state
    test = cond["test"]
    p = st["players"][actor]
    if test == "counter_gte":
        return counter_value(st, cond["counter"]) >= cond["value"]
    if test == "resource_lt":
        return st["resources"][cond["resource"]] < cond["value"]
    if test == "any_resource_red":
        return B.any_red(st)
    if test == "distance_lte":
        return st["distance"] <= cond["value"]
    if test == "jump_track_gte":
        return st["jump"] >= cond["value"]
    if test == "self_in":
        return p["loc"] == cond["location"]
    if test == "self_not_in":
        return p["loc"] != cond["location"]
    if test == "self_has_title":
        return st[cond["title"]] == actor
    if test == "self_hand_size_eq":
        return len(p["hand"]) == cond["value"]
    if test == "self_can_pilot":
        return B.can_pilot(st, actor)
    if test == "self_piloting_viper":
        return p["viper"] is not None
    if test == "self_has_super_crisis":
        return bool(p["super"])
    raise ValueError(f"unknown condition {test}")


def counter_value(st: State, name: str) -> int:
    if name == "nukes":
        return st["nukes"]
    if name == "raptors":
        return st["reserves"]["raptor"]
    if name == "distance":
        return st["distance"]
    raise ValueError(name)
