"""The op interpreter: an effect list runs one op at a time (the `ops` and `op` tasks), so that any op can stop
for a decision (a selector pick, an optional op) and resume afterwards."""

from __future__ import annotations

from typing import Any

from .. import board as B
from ..data import HAZARDOUS
from .kernel import OPS, Ctx, State, task_handler
from .selectors import candidates, resolve_who

SELECTOR_KEYS = ("who", "by", "viewer", "target", "to", "holder")


@task_handler
def t_ops(ctx: Ctx, task: dict) -> None:
    ops = task["ops"]
    if not ops:
        return
    if len(ops) > 1:
        ctx.push({**task, "ops": ops[1:]})
    ctx.push({"t": "op", "op": ops[0], "actor": task["actor"], "src": task.get("src", {})})


def effects(actor: int, ops: list[dict], src: dict | None = None) -> dict:
    return {"t": "ops", "ops": list(ops), "actor": actor, "src": src or {}}


def affected(ctx: Ctx, sel: Any, actor: int, src: dict) -> list[int]:
    """Who an op acts on: revealed Cylons are skipped, except a Cylon acting on itself outside a crisis."""
    own = sel == "self" and src.get("kind") not in ("crisis", "super_crisis")
    return resolve_who(ctx, sel, actor, crisis=not own)


def chooser_of(ctx: Ctx, sel: Any, actor: int) -> int:
    return resolve_who(ctx, sel, actor, crisis=False)[0]


@task_handler
def t_op(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    op = task["op"]
    actor = task["actor"]
    if op.get("optional"):
        chooser = actor
        ctx.decide("confirm", chooser, task={**task, "op": {k: v for k, v in op.items() if k != "optional"}})
        return
    # a selector that needs a pick: ask first, then re-run the op with the pick fixed
    for key in SELECTOR_KEYS:
        sel = op.get(key)
        if isinstance(sel, dict) and "chosen_by" in sel:
            chooser = chooser_of(ctx, sel["chosen_by"], actor)
            cands = candidates(ctx, sel, chooser, op)
            dest = later_send(st, sel.get("as"))
            if dest:  # the pick is sent there by a later op: only movable characters are legal (bsg.md 8.5)
                cands = [s for s in cands if B.movable_to(st, s, dest)]
            if not cands:
                ctx.pub("no_legal_target")
                if sel.get("as"):
                    st["bind"].pop(sel["as"], None)
                return
            ctx.decide(
                "pick_player",
                chooser,
                options=cands,
                optional=bool(sel.get("optional")),
                task=task,
                key=key,
                bind=sel.get("as"),
            )
            return
    OPS[op["op"]](ctx, op, actor, task.get("src", {}))


def later_send(st: State, name: str | None) -> str | None:
    """Sickbay/Brig when a later op of the same effect list sends the character bound as `name` there."""
    if not name or not st["stack"] or st["stack"][-1]["t"] != "ops":
        return None
    for op in st["stack"][-1]["ops"]:
        if op.get("op") == "send" and op.get("who") == f"${name}" and op.get("to") in HAZARDOUS:
            return op["to"]
    return None
