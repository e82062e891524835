"""Jumps (bsg.md 6.6): FTL, the Admiral's destination, distance."""

from __future__ import annotations

from .. import board as B
from ..data import DATA, RESOURCES, card_base
from .basics import add_distance, change_resource, draw_from, in_play, leave_play, win
from .kernel import Ctx, task_handler
from .ops import effects
from .rolls import start_roll


@task_handler
def t_ftl(ctx: Ctx, task: dict) -> None:
    start_roll(ctx, task["seat"], "ftl_control", {"t": "ftl_result"})


@task_handler
def t_ftl_result(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    value = task["value"]
    loss = DATA.tracks["jump_track"]["spaces"][st["jump"]]["ftl_population_loss"] or 0
    if value <= DATA.tracks["jump_track"]["ftl_loss_roll"]["max"] and loss:
        change_resource(ctx, "population", -loss)
    ctx.push({"t": "jump", "ftl": True})


@task_handler
def t_jump(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if st["distance"] >= DATA.tracks["distance"]["final_at"]:
        if all(st["resources"][r] > 0 for r in RESOURCES):
            win(ctx, "human", "final_jump")
        else:
            win(ctx, "cylon", "final_jump_resources")
        return
    ctx.pub("jump_started")
    # J2 clear space
    for seat, p in enumerate(st["players"]):
        if p["viper"] is not None:
            p["viper"] = None
            st["reserves"]["viper"] += 1
            p["loc"] = "hangar_deck"
            ctx.pub("sent", seat=seat, location="hangar_deck")
    for sp in st["space"]:
        st["reserves"]["viper"] += sp["viper"]
        sp["viper"] = 0
        st["civilian_pile"].extend(sp["civilians"])
        sp["civilians"] = []
        sp["raider"] = 0
        sp["heavy_raider"] = 0
        for bs in sp["basestars"]:
            st["basestar_pile"].extend(bs["damage"])
        sp["basestars"] = []
    ctx.rng.shuffle(st["civilian_pile"])
    for entry in list(st["in_play"]):
        if entry["until"] == "jump" and entry["rule"] != "mission_specialist":
            leave_play(ctx, entry, entry.get("on_jump") or "discard")
    # J3 destination (Assign Mission Specialist: its holder draws 3 instead)
    chooser, count = st["admiral"], 2
    specialist = in_play(st, "mission_specialist")
    if specialist:
        leave_play(ctx, specialist)
        if specialist["holder"] is not None and not B.is_revealed(st, specialist["holder"]):
            chooser, count = specialist["holder"], 3
    drawn = [c for c in (draw_from(ctx, "destination") for _ in range(count)) if c is not None]
    ctx.pub("destinations_drawn", seat=chooser, count=len(drawn))
    ctx.priv(chooser, "destination_options", cards=drawn)
    ctx.decide("destination", chooser, options=drawn)


def choose_destination(ctx: Ctx, card: str, other: list[str]) -> None:
    st = ctx.state
    for c in other:
        st["decks"]["destination"].insert(0, c)
    st["destinations"].append(card)
    info = DATA.destinations[card_base(card)]
    ctx.pub("destination", card=card, distance=info["distance"])
    ctx.push(
        effects(st["admiral"], info["effects"], {"kind": "destination", "id": card_base(card)}),
        {"t": "jump_end", "distance": info["distance"]},
    )


@task_handler
def t_jump_end(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    st["jump"] = 0
    st["jumps"] += 1
    ctx.pub("jump_track", value=0)
    add_distance(ctx, task["distance"])
