"""Die rolls (bsg.md 4.6, 7.2): W-ROLL-BEFORE, the roll, W-ROLL-AFTER, W-VIPER-ATTACKED, then the continuation."""

from __future__ import annotations

from ..board import ability_holder, reaction_queue
from .kernel import Ctx, task_handler


def start_roll(ctx: Ctx, seat: int, why: str, then: dict, viper: dict | None = None) -> None:
    """Push a die roll; `then` runs with the final result in its "value"."""
    ctx.push({"t": "roll_before", "seat": seat, "why": why, "then": then, "viper": viper})


@task_handler
def t_roll_before(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    st["roll"] = {"seat": task["seat"], "why": task["why"], "mod": 0, "raw": None, "value": None, "used": []}
    seats = reaction_queue(st, for_check=False)
    ctx.push(
        {"t": "skill_window", "window": "roll_before", "seats": seats, "then": task["then"]},
        {**task, "t": "roll_do"},
    )


def clamp_die(value: int) -> int:
    return max(1, min(8, value))


@task_handler
def t_roll_do(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    roll = st["roll"]
    roll["raw"] = ctx.rng.randint(1, 8)
    roll["value"] = clamp_die(roll["raw"] + roll["mod"])
    ctx.pub("roll", seat=task["seat"], value=roll["value"], raw=roll["raw"], why=task["why"])
    tasks: list[dict] = [{"t": "eco_window"}]
    if task["viper"] is not None:
        roll["piloted"] = task["viper"]["piloted"]
        seats = reaction_queue(st, for_check=False)
        tasks.append({"t": "skill_window", "window": "viper_attacked", "seats": seats, "then": task["then"]})
    tasks.append({"t": "roll_apply", "then": task["then"]})
    ctx.push(*tasks)


@task_handler
def t_eco_window(ctx: Ctx, task: dict) -> None:
    """W-ROLL-AFTER: Karl Agathon "ECO Officer" (his own turn, once per turn)."""
    st = ctx.state
    karl = ability_holder(st, "karl_agathon")
    if karl is not None and karl == st["current"] and st["players"][karl]["eco_turn"] != st["turn"]:
        ctx.decide("eco_officer", karl)


def reroll(ctx: Ctx, modifier: int, why: str) -> None:
    roll = ctx.state["roll"]
    roll["raw"] = ctx.rng.randint(1, 8)
    roll["value"] = clamp_die(roll["raw"] + roll["mod"] + modifier)  # modifiers already applied are kept
    ctx.pub("reroll", value=roll["value"], raw=roll["raw"], why=why)


@task_handler
def t_roll_apply(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    value = st["roll"]["value"]
    st["roll"] = None
    ctx.push({**task["then"], "value": value})
