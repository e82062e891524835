"""Revealed Cylon turns (bsg.md 4.4, 9.6) and multi-step actions of piloted vipers and Communications."""

from __future__ import annotations

from .combat import cylon_targets
from .kernel import Ctx, task_handler


@task_handler
def t_cylon_move(ctx: Ctx, task: dict) -> None:
    ctx.decide("cylon_move", ctx.state["current"])


@task_handler
def t_cylon_action(ctx: Ctx, task: dict) -> None:
    ctx.decide("cylon_action", ctx.state["current"])


@task_handler
def t_comms(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if task["left"] <= 0:
        return
    options = [[a, i] for a in range(6) for i in range(len(st["space"][a]["civilians"]))]
    options = [o for o in options if o not in task["seen"]]
    if not options:
        return
    ctx.decide("comms_pick", task["seat"], options=options, task=task)


@task_handler
def t_piloted_attacks(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    area = st["players"][task["seat"]]["viper"]
    if task["left"] <= 0 or area is None:
        return
    options = [t for t in cylon_targets(st) if t[0] == area]
    if options:
        ctx.decide("piloted_attack", task["seat"], options=options, left=task["left"])
