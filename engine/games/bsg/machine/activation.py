"""Cylon activation (bsg.md 6.4); areas resolve in ascending order, equal targets take the first."""

from __future__ import annotations

from typing import Any

from .. import board as B
from ..data import DATA, HEAVY_PATH, LAUNCH_AREAS
from .basics import check_immediate, damage_galactica, damage_viper_in, destroy_civilian_ship, in_play
from .kernel import Ctx, State, task_handler
from .ops_board import deploy
from .rolls import start_roll


@task_handler
def t_activation(ctx: Ctx, task: dict) -> None:
    icon = task["icon"]
    ctx.pub("activation", icon=icon)
    if icon == "activate_raiders":
        activate_raiders(ctx)
    elif icon == "launch_raiders":
        launch_from_basestars(ctx, {"raider": 3})
    elif icon == "activate_heavy_raiders":
        activate_heavy(ctx)
    elif icon == "activate_basestars":
        for a in range(6):
            for bs in ctx.state["space"][a]["basestars"]:
                if "disabled_weapons" in bs["damage"]:
                    continue
                ctx.push({"t": "basestar_attack", "area": a})
    else:
        raise ValueError(icon)


@task_handler
def t_launch(ctx: Ctx, task: dict) -> None:
    launch_from_basestars(ctx, task["per_basestar"])


def launch_from_basestars(ctx: Ctx, per: dict) -> None:
    st = ctx.state
    wants: dict[str, dict[int, int]] = {}
    for a in range(6):
        for bs in st["space"][a]["basestars"]:
            if "disabled_hangar" not in bs["damage"]:
                for ship, count in per.items():
                    if count:
                        count += 1 if in_play(st, "basestar_launch_plus_one") else 0
                        wants.setdefault(ship, {})[a] = wants.get(ship, {}).get(a, 0) + count
    if any(len(w) > 1 and sum(w.values()) > B.supply_left(st, ship) > 0 for ship, w in wants.items()):
        # too few ships for basestars in several areas: the current player places them (bsg.md 10.3, D-AO)
        deploy(ctx, [{ship: w.get(a, 0) for ship, w in wants.items()} for a in range(6)], event="launched")
        return
    placed = []
    for a in range(6):
        for bs in st["space"][a]["basestars"]:
            if "disabled_hangar" in bs["damage"]:
                continue
            for ship, count in per.items():
                if count and in_play(st, "basestar_launch_plus_one"):
                    count += 1
                n = min(count, B.supply_left(st, ship))
                st["space"][a][ship] += n
                if n:
                    placed.append({"area": a, "ship": ship, "count": n})
    ctx.pub("launched", ships=placed, **({"why": no_launch_reason(st)} if not placed else {}))


def no_launch_reason(st: State) -> str:
    """Why no ship launches ("no_basestar" on the board, every basestar's "hangar_disabled", or "no_supply" left)."""
    basestars = [bs for a in range(6) for bs in st["space"][a]["basestars"]]
    if not basestars:
        return "no_basestar"
    if all("disabled_hangar" in bs["damage"] for bs in basestars):
        return "hangar_disabled"
    return "no_supply"


@task_handler
def t_basestar_attack(ctx: Ctx, task: dict) -> None:
    start_roll(ctx, ctx.state["current"], "basestar_attacks_galactica", {"t": "basestar_result", "area": task["area"]})


@task_handler
def t_basestar_result(ctx: Ctx, task: dict) -> None:
    value = task["value"]
    if value >= DATA.board["combat"]["basestar_attacks_galactica"]["damage_min"]:
        damage_galactica(ctx)
    else:
        ctx.pub("missed", ship="galactica", area=task["area"])


def activate_raiders(ctx: Ctx) -> None:
    st = ctx.state
    if B.on_board(st, "raider") == 0:
        launch_from_basestars(ctx, {"raider": 2})
        return
    snapshot = [st["space"][a]["raider"] for a in range(6)]
    ctx.push({"t": "raider_areas", "snapshot": snapshot, "done": []})


@task_handler
def t_raider_areas(ctx: Ctx, task: dict) -> None:
    """D-AO: the current player picks the next space area to resolve (automatic when only one is left)."""
    left = [a for a in range(6) if task["snapshot"][a] and a not in task["done"]]
    if not left:
        return
    if len(left) == 1:
        resolve_raider_area(ctx, task, left[0])
        return
    ctx.decide("area_order", ctx.state["current"], options=left, task=task)


def resolve_raider_area(ctx: Ctx, task: dict, area: int) -> None:
    ctx.push(*[{"t": "raider_act", "area": area} for _ in range(task["snapshot"][area])])
    ctx.state["stack"].insert(len(ctx.state["stack"]) - task["snapshot"][area], {**task, "done": [*task["done"], area]})


@task_handler
def t_raider_act(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    a = task["area"]
    sp = st["space"][a]
    if sp["raider"] <= 0:
        return
    pilots = [s for s, p in enumerate(st["players"]) if p["viper"] == a]
    if not sp["viper"] and len(pilots) > 1:  # equal targets: the current player chooses (D-AO)
        ctx.decide("raider_target", st["current"], area=a, options=pilots)
        return
    if sp["viper"] or pilots:
        target: Any = a if sp["viper"] else {"seat": pilots[0]}
        then = {"t": "raider_viper_result", "area": a, "target": target}
        start_roll(ctx, st["current"], "raider_attacks_viper", then, viper={"piloted": not sp["viper"]})
        return
    if len(sp["civilians"]) > 1:  # face-down ships: the current player picks one blind (D-AO)
        ctx.decide("raider_civilian", st["current"], area=a, options=list(range(len(sp["civilians"]))))
        return
    if sp["civilians"]:
        destroy_civilian_ship(ctx, sp["civilians"].pop(0), a)
        return
    civ_areas = [b for b in range(6) if st["space"][b]["civilians"]]
    if civ_areas:
        cw = min((b - a) % 6 for b in civ_areas)
        ccw = min((a - b) % 6 for b in civ_areas)
        dest = (a + 1) % 6 if cw <= ccw else (a + 5) % 6
        sp["raider"] -= 1
        st["space"][dest]["raider"] += 1
        ctx.pub("raider_moved", frm=a, to=dest)
        return
    start_roll(ctx, st["current"], "raider_attacks_galactica", {"t": "raider_galactica_result", "area": a})


@task_handler
def t_raider_viper_result(ctx: Ctx, task: dict) -> None:
    combat = DATA.board["combat"]["raider_attacks_viper"]
    value, target, a = task["value"], task["target"], task["area"]
    if isinstance(target, dict) and ctx.state["players"][target["seat"]]["viper"] != a:
        return  # the pilot left meanwhile
    if value >= combat["destroy_min"]:
        damage_viper_in(ctx, target, destroy=True)
    elif value >= combat["damage_min"]:
        damage_viper_in(ctx, target, destroy=False)
    else:
        ctx.pub("missed", ship="viper", area=a)


@task_handler
def t_raider_galactica_result(ctx: Ctx, task: dict) -> None:
    value, a = task["value"], task["area"]
    if value >= DATA.board["combat"]["raider_attacks_galactica"]["damage_min"]:
        damage_galactica(ctx)
    else:
        ctx.pub("missed", ship="galactica", area=a)


def activate_heavy(ctx: Ctx) -> None:
    st = ctx.state
    st["centurions"] = [c + 1 for c in st["centurions"]]
    if st["centurions"]:
        ctx.pub("centurions_advanced", positions=sorted(st["centurions"]))
    check_immediate(ctx)
    if st["winner"]:
        return
    if B.on_board(st, "heavy_raider") == 0:
        launch_from_basestars(ctx, {"heavy_raider": 1})
        return
    ctx.push({"t": "heavy_convert"}, {"t": "heavy_move"})


@task_handler
def t_heavy_convert(ctx: Ctx, task: dict) -> None:
    """Heavy raiders in a launch area become centurions; under a marker shortage the current player picks (D-AO)."""
    st = ctx.state
    areas = [a for a in LAUNCH_AREAS if st["space"][a]["heavy_raider"]]
    supply = B.supply_left(st, "centurion")
    if not areas or supply <= 0:
        return
    if len(areas) > 1 and sum(st["space"][a]["heavy_raider"] for a in areas) > supply:
        ctx.decide("heavy_convert", st["current"], options=areas)
        return
    for a in areas:
        while st["space"][a]["heavy_raider"] and B.supply_left(st, "centurion") > 0:
            board_centurion(ctx, a)


def board_centurion(ctx: Ctx, area: int) -> None:
    st = ctx.state
    st["space"][area]["heavy_raider"] -= 1
    st["centurions"].append(0)
    ctx.pub("boarded", area=area)


@task_handler
def t_heavy_move(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    moves = {a: st["space"][a]["heavy_raider"] for a in HEAVY_PATH}
    for a, n in moves.items():
        if n:
            st["space"][a]["heavy_raider"] -= n
            st["space"][HEAVY_PATH[a]]["heavy_raider"] += n
            ctx.pub("heavy_moved", frm=a, to=HEAVY_PATH[a], count=n)
