"""Op handlers for the board: resources, tracks, counters, centurions, Galactica damage, civilian ships, vipers,
Cylon ships and their deployment (with the supply limits of bsg.md 10.3)."""

from __future__ import annotations

from typing import Any

from .. import board as B
from ..board import ability_holder
from ..data import GALACTICA, RESOURCES
from .basics import (
    add_distance,
    advance_jump_track,
    change_resource,
    damage_basestar,
    damage_galactica,
    damage_viper_in,
    destroy_basestar,
    destroy_civilian_ship,
    place_civilian,
)
from .kernel import Ctx, State, op_handler, task_handler
from .ops import chooser_of


@op_handler
def o_resource(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    for res in RESOURCES:
        if res in op:
            change_resource(ctx, res, op[res])


@op_handler
def o_jump_track(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    advance_jump_track(ctx, op["delta"])


@op_handler
def o_counter(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    name, delta = op["name"], op["delta"]
    if name == "nukes":
        before = st["nukes"]
        st["nukes"] = max(0, min(2, st["nukes"] + delta))
        ctx.pub("counter", name=name, value=st["nukes"], delta=st["nukes"] - before)
    elif name == "raptors":
        before, lost = st["reserves"]["raptor"], st["raptors_destroyed"]
        if delta > 0:
            gain = min(delta, lost)
            st["reserves"]["raptor"] += gain
            st["raptors_destroyed"] -= gain
        else:
            loss = min(-delta, st["reserves"]["raptor"])
            st["reserves"]["raptor"] -= loss
            st["raptors_destroyed"] += loss
        ctx.pub("counter", name=name, value=st["reserves"]["raptor"], delta=st["reserves"]["raptor"] - before)
    elif name == "distance":
        add_distance(ctx, delta, src)


@op_handler
def o_centurion(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    placed = min(op.get("count", 1), B.supply_left(st, "centurion"))
    st["centurions"].extend([0] * placed)
    ctx.pub("centurions_placed", count=placed)


@op_handler
def o_damage_galactica(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    if op.get("draw"):
        most = min(op["draw"], len(ctx.state["galactica_pile"]))
        if most:
            chooser = chooser_of(ctx, op.get("chooser", "self"), actor)
            ctx.decide("galactica_draw_count", chooser, max=most, resolve=op.get("count", 1))
        return
    for _ in range(op.get("count", 1)):
        ctx.push({"t": "galactica_hit"})


@task_handler
def t_galactica_hit(ctx: Ctx, task: dict) -> None:
    damage_galactica(ctx)


@op_handler
def o_repair_location(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    loc = st["players"][actor]["loc"] if op["location"] == "current" else op["location"]
    if loc in st["damaged"]:
        st["damaged"].remove(loc)
        st["galactica_pile"].append(loc)
        ctx.pub("repaired", location=loc)


@op_handler
def o_destroy_civilian(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    for _ in range(op.get("count", 1)):
        ctx.push({"t": "civilian_from_pile"})


@task_handler
def t_civilian_from_pile(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if st["civilian_pile"]:
        ship = st["civilian_pile"].pop(ctx.rng.randrange(len(st["civilian_pile"])))
        destroy_civilian_ship(ctx, ship, "pile")
        return
    options = [a for a in range(6) if st["space"][a]["civilians"]]
    if not options:
        ctx.pub("no_civilian")
        return
    ctx.decide("civilian_destroy", st["current"], options=options)


@op_handler
def o_vipers(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    count = op.get("count", 1)
    ctx.push({"t": "vipers", "op": op, "actor": actor, "left": 99 if count == "all" else count})


def viper_sources(st: State, op: dict) -> list[Any]:
    action, where = op["action"], op.get("where", "any")
    out: list[Any] = []
    if action in ("damage", "destroy", "return_to_reserves"):
        if where in ("reserves", "any") and action != "return_to_reserves" and st["reserves"]["viper"]:
            out.append("reserves")
        if where in ("space", "any"):
            out.extend(a for a in range(6) if st["space"][a]["viper"])
            if action != "return_to_reserves":  # a piloted viper may be picked; its pilot goes to Sickbay
                out.extend({"seat": s} for s, p in enumerate(st["players"]) if p["viper"] is not None)
    elif action == "repair":
        if st["damaged_vipers"]:
            out.append("damaged")
        if where == "damaged_or_destroyed" and st["vipers_destroyed"]:
            out.append("destroyed")
    return out


@task_handler
def t_vipers(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    op = task["op"]
    if task["left"] <= 0:
        return
    sources = viper_sources(st, op)
    if not sources:
        return
    if op["action"] == "return_to_reserves" and op.get("count") == "all":
        for a in range(6):
            st["reserves"]["viper"] += st["space"][a]["viper"]
            st["space"][a]["viper"] = 0
        ctx.pub("vipers_returned")
        return
    if len(sources) == 1 and not op.get("up_to"):
        apply_viper_op(ctx, op, sources[0])
        ctx.push({**task, "left": task["left"] - 1})
        return
    ctx.decide("viper_pick", task["actor"], options=sources, task=task, stop=bool(op.get("up_to")))


def apply_viper_op(ctx: Ctx, op: dict, source: Any) -> None:
    st = ctx.state
    action = op["action"]
    if action in ("damage", "destroy"):
        damage_viper_in(ctx, source, destroy=action == "destroy")
    elif action == "return_to_reserves":
        st["space"][source]["viper"] -= 1
        st["reserves"]["viper"] += 1
        ctx.pub("viper_returned", area=source)
    elif source == "damaged":
        st["damaged_vipers"] -= 1
        st["reserves"]["viper"] += 1
        ctx.pub("viper_repaired", destroyed=False)
    else:
        st["vipers_destroyed"] -= 1
        st["reserves"]["viper"] += 1
        ctx.pub("viper_repaired", destroyed=True)


@op_handler
def o_cylon_ships(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    count = op.get("count", 1)
    ship = op["ship"]
    if op.get("target") is not None:
        target = st["bind"].get(op["target"])
        if target is None:
            return
        area, index = target
        if ship == "basestar":
            if op["action"] == "destroy":
                destroy_basestar(ctx, area, index)
            else:
                for _ in range(count):
                    ctx.push({"t": "basestar_damage_bound", "name": op["target"]})
        return
    if "area" in op:
        area = st["bind"].get("target_area") if op["area"] == "target_area" else op["area"]
        if area is None:
            return
        n = min(count, st["space"][area][ship]) if ship != "basestar" else 0
        st["space"][area][ship] -= n
        ctx.pub("cylons_destroyed", ship=ship, area=area, count=n)
        return
    ctx.push({"t": "ship_pick", "ship": ship, "action": op["action"], "left": count, "actor": actor})


@task_handler
def t_basestar_damage_bound(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    target = st["bind"].get(task["name"])
    if target is None:
        return
    area, index = target
    if index >= len(st["space"][area]["basestars"]):
        return  # destroyed meanwhile
    before = len(st["space"][area]["basestars"])
    damage_basestar(ctx, area, index)
    if len(st["space"][area]["basestars"]) < before:
        st["bind"].pop(task["name"], None)


@task_handler
def t_ship_pick(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if task["left"] <= 0:
        return
    ship = task["ship"]
    if ship == "centurion":
        if not st["centurions"]:
            return
        ctx.decide("centurion_pick", task["actor"], task=task, options=sorted(set(st["centurions"])))
        return
    if ship == "basestar":
        options = [[a, i] for a in range(6) for i in range(len(st["space"][a]["basestars"]))]
    else:
        options = [[a, 0] for a in range(6) if st["space"][a][ship]]
    if not options:
        return
    ctx.decide("ship_pick", task["actor"], task=task, options=options)


@op_handler
def o_deploy(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    deploy(ctx, op["areas"])


def available(st: State, ship: str) -> int:
    if ship == "civilian":
        return len(st["civilian_pile"])
    if ship == "viper":
        return st["reserves"]["viper"]
    return B.supply_left(st, ship)


def place_one(ctx: Ctx, area: int, ship: str) -> None:
    st = ctx.state
    if ship == "civilian":
        place_civilian(ctx, area)
    elif ship == "viper":
        st["reserves"]["viper"] -= 1
        st["space"][area]["viper"] += 1
    elif ship == "basestar":
        st["space"][area]["basestars"].append({"damage": []})
    else:
        st["space"][area][ship] += 1
    for entry in st["deploying"]:
        if entry["area"] == area and entry["ship"] == ship:
            entry["count"] += 1
            return
    st["deploying"].append({"area": area, "ship": ship, "count": 1})


def deploy(ctx: Ctx, areas: list[dict], event: str = "deployed") -> None:
    """Place new ships (bsg.md 6.2 step 2). Under a shortage that touches several areas the current player picks
    where the remaining ships go (D-AO), one ship at a time; then "deploy_done" reports and opens W-VIPER-PLACED."""
    st = ctx.state
    st["deploying"] = []
    kinds: dict[str, dict[int, int]] = {}
    for area, ships in enumerate(areas):
        for ship, count in ships.items():
            if count:
                kinds.setdefault(ship, {})[area] = count
    contested = []
    for ship, want in kinds.items():
        if sum(want.values()) <= available(st, ship) or len(want) == 1:
            for area, count in want.items():
                for _ in range(min(count, available(st, ship))):
                    place_one(ctx, area, ship)
        elif available(st, ship) > 0:
            contested.append({"t": "deploy_choice", "ship": ship, "want": {str(a): c for a, c in want.items()}})
    ctx.push(*contested, {"t": "deploy_done", "event": event})


@task_handler
def t_deploy_choice(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    options = [int(a) for a, c in task["want"].items() if c > 0]
    if not options or available(st, task["ship"]) <= 0:
        return
    if len(options) == 1:
        for _ in range(min(task["want"][str(options[0])], available(st, task["ship"]))):
            place_one(ctx, options[0], task["ship"])
        return
    ctx.decide("deploy_pick", st["current"], ship=task["ship"], options=sorted(options), task=task)


@task_handler
def t_deploy_done(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    placed = sorted(st["deploying"], key=lambda x: (x["area"], x["ship"]))
    st["deploying"] = []
    if task.get("event", "deployed") == "launched":  # a basestar launch under a shortage (bsg.md 10.3)
        ctx.pub("launched", ships=placed)
        return
    st["just_deployed"] = placed
    ctx.pub("deployed", ships=placed)
    vipers = sorted({x["area"] for x in placed if x["ship"] == "viper"})
    if vipers:
        ctx.push({"t": "viper_placed", "areas": vipers})


@task_handler
def t_viper_placed(ctx: Ctx, task: dict) -> None:
    """W-VIPER-PLACED: Lee Adama "Alert Viper Pilot" (in a Galactica location other than the Brig)."""
    st = ctx.state
    lee = ability_holder(st, "lee_adama")
    if lee is None:
        return
    p = st["players"][lee]
    areas = [a for a in task["areas"] if st["space"][a]["viper"] > 0]
    if p["loc"] in GALACTICA and p["loc"] != "brig" and areas:
        ctx.decide("alert_viper_pilot", lee, options=areas)
