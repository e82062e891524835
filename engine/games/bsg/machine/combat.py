"""Combat (bsg.md 7): attacks on Cylon ships, nukes, viper activations."""

from __future__ import annotations

from typing import Any

from .. import board as B
from ..data import DATA, LAUNCH_AREAS
from .basics import damage_basestar, destroy_basestar, in_play
from .kernel import Ctx, State, task_handler
from .rolls import start_roll


def cylon_targets(st: State) -> list[list]:
    out = []
    for a in range(6):
        sp = st["space"][a]
        if sp["raider"]:
            out.append([a, "raider", 0])
        if sp["heavy_raider"]:
            out.append([a, "heavy_raider", 0])
        for i in range(len(sp["basestars"])):
            out.append([a, "basestar", i])
    return out


def attack_cylon(ctx: Ctx, seat: int, attacker: str, area: int, ship: str, index: int, unmanned: bool = False) -> None:
    """A viper or Galactica attacks a Cylon ship (bsg.md 7.1): roll (with its windows), then the result."""
    then = {"t": "attack_result", "attacker": attacker, "area": area, "ship": ship, "index": index}
    start_roll(ctx, seat, f"{attacker}_attacks_{ship}", {**then, "unmanned": unmanned})


@task_handler
def t_attack_result(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    combat = DATA.board["combat"]
    value, attacker, area, ship, index = task["value"], task["attacker"], task["area"], task["ship"], task["index"]
    unmanned = task["unmanned"]
    if unmanned and in_play(st, "unmanned_viper_attack_minus_2"):
        value = max(1, value - 2)
        ctx.pub("roll_modified", value=value, why="unmanned_viper_attack_minus_2")
    if ship == "basestar":
        bs = st["space"][area]["basestars"][index]
        if "structural_damage" in bs["damage"]:
            value = min(8, value + 2)
        need = combat["attack_basestar"]["by_viper_damage_min" if attacker == "viper" else "by_galactica_damage_min"]
        if value >= need:
            damage_basestar(ctx, area, index)
        else:
            ctx.pub("missed", ship=ship, area=area)
        return
    need = combat["attack_raider" if ship == "raider" else "attack_heavy_raider"]["destroy_min"]
    if value >= need:
        st["space"][area][ship] -= 1
        ctx.pub("cylons_destroyed", ship=ship, area=area, count=1)
    else:
        ctx.pub("missed", ship=ship, area=area)


def nuke(ctx: Ctx, seat: int, area: int, index: int) -> None:
    st = ctx.state
    st["nukes"] -= 1
    st["nukes_used"] += 1
    ctx.pub("nuke_launched", seat=seat, area=area)
    start_roll(ctx, seat, "nuke", {"t": "nuke_result", "area": area, "index": index})


@task_handler
def t_nuke_result(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    value, area, index = task["value"], task["area"], task["index"]
    if "structural_damage" in st["space"][area]["basestars"][index]["damage"]:
        value = min(8, value + 2)
    if value <= 2:
        st["bind"]["nuked"] = [area, index]
        ctx.push({"t": "basestar_damage_bound", "name": "nuked"}, {"t": "basestar_damage_bound", "name": "nuked"})
    else:
        destroy_basestar(ctx, area, index)
        if value >= 7:
            n = min(3, st["space"][area]["raider"])
            st["space"][area]["raider"] -= n
            ctx.pub("cylons_destroyed", ship="raider", area=area, count=n)


def launch_options(st: State) -> list[Any]:
    """Launch areas for a viper from the reserves; with empty reserves an unmanned viper may be recalled first."""
    if st["reserves"]["viper"] > 0:
        return list(LAUNCH_AREAS)
    return [{"recall": a, "area": la} for a in range(6) if st["space"][a]["viper"] for la in LAUNCH_AREAS]


@task_handler
def t_viper_activations(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if task["left"] <= 0:
        return
    options = unmanned_viper_options(st)
    if not options:
        return
    ctx.decide("viper_activation", task["seat"], left=task["left"], options=options)


def unmanned_viper_options(st: State) -> list[dict]:
    out: list[dict] = []
    if st["reserves"]["viper"] > 0:
        out.extend({"type": "launch", "area": a} for a in LAUNCH_AREAS)
    for a in range(6):
        if st["space"][a]["viper"]:
            out.extend({"type": "viper_move", "from": a, "to": b} for b in B.adjacent(a))
            out.extend({"type": "viper_attack", "from": a, "target": t} for t in cylon_targets(st) if t[0] == a)
    return out
