"""The resumable rules machine: a task stack plus at most one pending decision.

`state["stack"]` holds JSON tasks (top = last). `run(ctx)` pops and executes tasks until one of them sets
`state["decision"]` (the engine waits for a player) or the game is over. Every task handler lives in this module and
is named `t_<task name>`; every decision answer is handled by `answer_<decision kind>` in `decisions.py`.

Effect lists from the data are executed by the `ops` task one op at a time (`o_<op>` handlers), so that any op can
stop for a decision and resume afterwards.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.core import Event, private, public

from . import board as B
from .data import DATA, GALACTICA, HAZARDOUS, HEAVY_PATH, LAUNCH_AREAS, RESOURCES, SKILLS, card_base, loyalty_kind

State = dict[str, Any]


class Ctx:
    def __init__(self, state: State, rng: random.Random):
        self.state = state
        self.rng = rng
        self.events: list[Event] = []

    def pub(self, kind: str, **params: Any) -> None:
        self.events.append(public(kind, **params))

    def priv(self, to_seat: int, kind: str, **params: Any) -> None:
        self.events.append(private(to_seat, kind, **params))

    def push(self, *tasks: dict) -> None:
        """Push tasks so that the first given runs first."""
        for task in reversed(tasks):
            self.state["stack"].append(task)

    def decide(self, kind: str, seat: int, **data: Any) -> None:
        self.state["decision"] = {"kind": kind, "seat": seat, **data}

    def roll(self, seat: int, why: str) -> int:
        value = self.rng.randint(1, 8)
        self.pub("roll", seat=seat, value=value, why=why)
        return value


def run(ctx: Ctx) -> None:
    st = ctx.state
    while st["decision"] is None and st["winner"] is None and st["stack"]:
        task = st["stack"].pop()
        HANDLERS[task["t"]](ctx, task)
    if st["winner"] is not None:
        st["stack"] = []
        st["decision"] = None


# ----------------------------------------------------------------------------------------------------------------
# game end


def win(ctx: Ctx, team: str, reason: str) -> None:
    st = ctx.state
    if st["winner"] is not None:
        return
    st["winner"] = team
    st["end_reason"] = reason
    st["phase"] = "over"
    ctx.pub("game_over", winner=team, reason=reason)
    ctx.pub(
        "loyalty_shown",
        cards={str(s): p["loyalty"] + p["revealed_loyalty"] for s, p in enumerate(st["players"])},
    )


def check_immediate(ctx: Ctx) -> None:
    st = ctx.state
    if any(pos >= DATA.tracks["boarding_party_track"]["humans_lose_index"] for pos in st["centurions"]):
        win(ctx, "cylon", "boarding")
    elif len(st["damaged"]) >= DATA.tracks["galactica"]["destroyed_at_damaged_locations"]:
        win(ctx, "cylon", "galactica_destroyed")


# ----------------------------------------------------------------------------------------------------------------
# basic board operations


def change_resource(ctx: Ctx, res: str, delta: int) -> None:
    st = ctx.state
    old = st["resources"][res]
    new = max(0, min(15, old + delta))
    st["resources"][res] = new
    if new != old or delta:
        ctx.pub("resource", resource=res, delta=delta, value=new)


def draw_skill(ctx: Ctx, seat: int, skill: str) -> None:
    st = ctx.state
    deck = st["skill_deck"][skill]
    if not deck:
        pile = st["skill_discard"][skill]
        if not pile:
            ctx.pub("draw_lost", seat=seat, skill=skill)
            return
        deck.extend(pile)
        pile.clear()
        ctx.rng.shuffle(deck)
        ctx.pub("skill_reshuffled", skill=skill)
    card = deck.pop()
    st["players"][seat]["hand"].append(card)
    ctx.pub("skill_drawn", seat=seat, skill=skill)
    ctx.priv(seat, "skill_card_drawn", seat=seat, card=card)


def discard_skill(ctx: Ctx, seat: int, card: str, why: str) -> None:
    st = ctx.state
    st["players"][seat]["hand"].remove(card)
    st["skill_discard"][B.skill_card(card)["skill"]].append(card)
    ctx.pub("skill_discarded", seat=seat, card=card, why=why)


def rebuild_destiny(ctx: Ctx) -> None:
    st = ctx.state
    for skill in SKILLS:
        for _ in range(2):
            deck = st["skill_deck"][skill]
            if not deck and st["skill_discard"][skill]:
                deck.extend(st["skill_discard"][skill])
                st["skill_discard"][skill].clear()
                ctx.rng.shuffle(deck)
            if deck:
                st["destiny"].append(deck.pop())
    ctx.rng.shuffle(st["destiny"])
    ctx.pub("destiny_built", count=len(st["destiny"]))


def draw_from(ctx: Ctx, deck: str) -> str | None:
    """Draw from crisis / quorum / destination / super_crisis, reshuffling the discard pile when empty."""
    st = ctx.state
    cards = st["decks"][deck]
    if not cards:
        pile = st["discards"][deck]
        if not pile:
            return None
        cards.extend(pile)
        pile.clear()
        ctx.rng.shuffle(cards)
        ctx.pub("deck_reshuffled", deck=deck)
    return cards.pop()


def set_location(ctx: Ctx, seat: int, loc: str) -> None:
    """Move a character to a location; a piloted viper returns to the reserves."""
    st = ctx.state
    p = st["players"][seat]
    if p["viper"] is not None:
        p["viper"] = None
        st["reserves"]["viper"] += 1
    p["loc"] = loc
    p["stranded"] = False


def send(ctx: Ctx, seat: int, loc: str) -> None:
    st = ctx.state
    left_brig = st["players"][seat]["loc"] == "brig" and loc != "brig"
    set_location(ctx, seat, loc)
    ctx.pub("sent", seat=seat, location=loc)
    if loc == "brig" and st["admiral"] == seat:
        transfer_title(ctx, "admiral", B.succession(st, "admiral", exclude=seat))
    elif left_brig and st["players"][st["admiral"]]["loc"] == "brig":
        # every human was in the Brig: the title moves on as soon as one leaves it (bsg.md 8.3)
        transfer_title(ctx, "admiral", B.succession(st, "admiral"))


def transfer_title(ctx: Ctx, title: str, seat: int) -> None:
    st = ctx.state
    if st[title] == seat:
        return
    st[title] = seat
    ctx.pub("title", title=title, seat=seat)


def place_civilian(ctx: Ctx, area: int) -> bool:
    st = ctx.state
    if not st["civilian_pile"]:
        return False
    st["space"][area]["civilians"].append(st["civilian_pile"].pop())
    return True


def in_play(st: State, rule: str) -> dict | None:
    for entry in st["in_play"]:
        if entry["rule"] == rule:
            return entry
    return None


def leave_play(ctx: Ctx, entry: dict, to: str = "discard") -> None:
    """A kept-in-play card leaves play: to its discard pile, or shuffled back into its deck."""
    st = ctx.state
    st["in_play"].remove(entry)
    deck = entry["deck"]
    if to == "shuffle_into_crisis_deck":
        st["decks"][deck].append(entry["card"])
        ctx.rng.shuffle(st["decks"][deck])
    else:
        st["discards"][deck].append(entry["card"])
    ctx.pub("left_play", card=entry["card"], to=to)


def relentless_pursuit_ends(ctx: Ctx) -> None:
    entry = in_play(ctx.state, "relentless_pursuit")
    if entry:
        leave_play(ctx, entry)


def destroy_civilian_ship(ctx: Ctx, ship: str, where: Any) -> None:
    st = ctx.state
    relentless_pursuit_ends(ctx)
    st["civilians_destroyed"].append(ship)
    ctx.pub("civilian_destroyed", ship=ship, where=where)
    for res, amount in DATA.civilians[ship]["loss"].items():
        change_resource(ctx, res, -amount)


def damage_galactica(ctx: Ctx) -> None:
    st = ctx.state
    pile = st["galactica_pile"]
    if not pile:
        ctx.pub("galactica_no_tokens")
        return
    token = pile.pop(ctx.rng.randrange(len(pile)))
    ctx.pub("galactica_damaged", token=token)
    apply_galactica_token(ctx, token)


def apply_galactica_token(ctx: Ctx, token: str) -> None:
    st = ctx.state
    info = DATA.galactica_damage[token]
    if info["kind"] == "resource":
        st["galactica_removed"].append(token)
        for res in RESOURCES:
            for op in info["effects"]:
                if res in op:
                    change_resource(ctx, res, op[res])
        return
    st["damaged"].append(token)
    for seat, p in enumerate(st["players"]):
        if p["loc"] == token:
            send(ctx, seat, "sickbay")
    check_immediate(ctx)


def damage_basestar(ctx: Ctx, area: int, index: int) -> None:
    st = ctx.state
    bs = st["space"][area]["basestars"][index]
    if B.basestar_damage(bs) >= 2 or not st["basestar_pile"]:
        destroy_basestar(ctx, area, index)
        return
    token = st["basestar_pile"].pop(ctx.rng.randrange(len(st["basestar_pile"])))
    bs["damage"].append(token)
    ctx.pub("basestar_damaged", area=area, token=token)
    if B.basestar_damage(bs) >= DATA.tracks["basestar"]["destroyed_at_damage"]:
        destroy_basestar(ctx, area, index)


def destroy_basestar(ctx: Ctx, area: int, index: int) -> None:
    st = ctx.state
    bs = st["space"][area]["basestars"].pop(index)
    st["basestar_pile"].extend(bs["damage"])
    ctx.pub("basestar_destroyed", area=area)
    relentless_pursuit_ends(ctx)


def damage_viper_in(ctx: Ctx, where: Any, destroy: bool) -> None:
    """`where`: "reserves", an area (unmanned viper) or {"seat": s} (a piloted viper)."""
    st = ctx.state
    if isinstance(where, dict):
        seat = where["seat"]
        area = st["players"][seat]["viper"]
        st["players"][seat]["viper"] = None
        ctx.pub("viper_hit", area=area, pilot=seat, destroyed=destroy)
        send(ctx, seat, "sickbay")
    elif where == "reserves":
        st["reserves"]["viper"] -= 1
        ctx.pub("viper_hit", area=None, pilot=None, destroyed=destroy)
    else:
        st["space"][where]["viper"] -= 1
        ctx.pub("viper_hit", area=where, pilot=None, destroyed=destroy)
    if destroy:
        st["vipers_destroyed"] += 1
    else:
        st["damaged_vipers"] += 1


def add_distance(ctx: Ctx, amount: int, src: dict | None = None) -> None:
    """Add distance; the first time it reaches 4 the Sleeper Agent phase follows. Distance added by a card outside a
    jump (`src`) triggers it only once the rest of that card's effects are done (bsg.md 6.6, 13.49)."""
    st = ctx.state
    st["distance"] += amount
    ctx.pub("distance", value=st["distance"])
    if st["distance"] >= DATA.tracks["distance"]["sleeper_agent_phase_at"] and not st["sleeper_done"]:
        st["sleeper_done"] = True
        stack = st["stack"]
        at = len(stack)
        own_check = st["check"] is not None and st["check"]["src"] == src
        while src is not None and at > 0:
            below = stack[at - 1]
            if below["t"] in ("ops", "op") and below.get("src") == src:
                at -= 1
            elif own_check and below["t"] in ("check_done_window", "check_cleanup"):
                at -= 1  # the card's skill check ends (W-CHECK-DONE, pool discarded) before the milestone
            else:
                break
        stack.insert(at, {"t": "sleeper"})


def advance_jump_track(ctx: Ctx, delta: int) -> None:
    st = ctx.state
    st["jump"] = max(0, min(5, st["jump"] + delta))
    ctx.pub("jump_track", value=st["jump"])
    if st["jump"] >= DATA.tracks["jump_track"]["auto_jump_index"]:
        ctx.push({"t": "jump", "ftl": False})


# ----------------------------------------------------------------------------------------------------------------
# selectors and conditions


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


# ----------------------------------------------------------------------------------------------------------------
# op interpreter

SELECTOR_KEYS = ("who", "by", "viewer", "target", "to", "holder")


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


def o_resource(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    for res in RESOURCES:
        if res in op:
            change_resource(ctx, res, op[res])


def o_jump_track(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    advance_jump_track(ctx, op["delta"])


def o_counter(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    name, delta = op["name"], op["delta"]
    if name == "nukes":
        st["nukes"] = max(0, min(2, st["nukes"] + delta))
        ctx.pub("counter", name=name, value=st["nukes"])
    elif name == "raptors":
        lost = st["raptors_destroyed"]
        if delta > 0:
            gain = min(delta, lost)
            st["reserves"]["raptor"] += gain
            st["raptors_destroyed"] -= gain
        else:
            loss = min(-delta, st["reserves"]["raptor"])
            st["reserves"]["raptor"] -= loss
            st["raptors_destroyed"] += loss
        ctx.pub("counter", name=name, value=st["reserves"]["raptor"])
    elif name == "distance":
        add_distance(ctx, delta, src)


def o_centurion(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    placed = min(op.get("count", 1), B.supply_left(st, "centurion"))
    st["centurions"].extend([0] * placed)
    ctx.pub("centurions_placed", count=placed)


def o_damage_galactica(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    if op.get("draw"):
        most = min(op["draw"], len(ctx.state["galactica_pile"]))
        if most:
            chooser = chooser_of(ctx, op.get("chooser", "self"), actor)
            ctx.decide("galactica_draw_count", chooser, max=most, resolve=op.get("count", 1))
        return
    for _ in range(op.get("count", 1)):
        ctx.push({"t": "galactica_hit"})


def t_galactica_hit(ctx: Ctx, task: dict) -> None:
    damage_galactica(ctx)


def o_repair_location(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    loc = st["players"][actor]["loc"] if op["location"] == "current" else op["location"]
    if loc in st["damaged"]:
        st["damaged"].remove(loc)
        st["galactica_pile"].append(loc)
        ctx.pub("repaired", location=loc)


def o_destroy_civilian(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    for _ in range(op.get("count", 1)):
        ctx.push({"t": "civilian_from_pile"})


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


def o_activate(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    ships = op["ships"]
    if op.get("subset") == "just_deployed":
        deployed = ctx.state["just_deployed"]
        tasks = [
            {"t": "raider_act", "area": x["area"]} for x in deployed if x["ship"] == "raider" for _ in range(x["count"])
        ]
        ctx.push(*tasks)
        return
    if ships == "launch":
        ctx.push({"t": "launch", "per_basestar": op["per_basestar"]})
    else:
        ctx.push({"t": "activation", "icon": ships})


def o_send(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    seats = affected(ctx, op["who"], actor, src)
    to = op["to"]
    for seat in seats:
        p = st["players"][seat]
        if p["loc"] is None and p["stranded"]:
            continue
        if to == "any_galactica_location":
            ctx.push({"t": "send_location", "seat": seat})
        elif to in HAZARDOUS:
            if B.movable_to(st, seat, to):
                send(ctx, seat, to)
        elif p["loc"] != "brig":
            send(ctx, seat, to)


def t_send_location(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["seat"]
    options = [loc for loc in GALACTICA if loc not in HAZARDOUS and loc != st["players"][seat]["loc"]]
    ctx.decide("send_location", seat, options=options)


def o_discard(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    deck = op.get("deck", "skill")
    seats = affected(ctx, op["who"], actor, src)
    if deck == "super_crisis":
        for seat in seats:
            p = st["players"][seat]
            if p["super"]:
                st["discards"]["super_crisis"].append(p["super"].pop())
                ctx.pub("super_crisis_discarded", seat=seat)
        return
    tasks = []
    for seat in seats:
        hand = st["players"][seat]["hand"]
        count = len(hand) if op["count"] == "hand" else min(op["count"], len(hand))
        if count <= 0:
            continue
        headstrong = B.char_id(st, seat) == "lee_adama"
        tasks.append({"t": "discard", "seat": seat, "left": count, "random": bool(op.get("random")) or headstrong})
    if op["who"] == "each":  # pure discards by several players are chosen at the same time (bsg.md 13.36)
        for task in tasks:
            if task["random"]:
                t_discard(ctx, task)
        pending = {str(t["seat"]): t["left"] for t in tasks if not t["random"]}
        if pending:
            st["decision"] = {"kind": "hand_limit", "seat": None, "pending": pending, "why": "forced"}
        return
    ctx.push(*tasks)


def t_discard(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["seat"]
    hand = st["players"][seat]["hand"]
    if task["left"] <= 0 or not hand:
        return
    if task["random"]:
        for _ in range(min(task["left"], len(hand))):
            discard_skill(ctx, seat, hand[ctx.rng.randrange(len(hand))], "forced")
        return
    ctx.decide("discard", seat, left=task["left"], why="forced")


def o_draw(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    deck = op.get("deck", "skill")
    count = op.get("count", 1)
    seats = affected(ctx, op["who"], actor, src)
    for seat in seats:
        if deck == "skill":
            skills = op.get("skills")
            if skills == "any":
                allowed = list(SKILLS)
            elif skills is None:
                allowed = B.skill_set(st, seat)
            else:
                allowed = list(skills)
            ctx.push({"t": "draw_choice", "seat": seat, "skills": allowed, "left": count})
        elif deck == "quorum":
            for _ in range(count):
                card = draw_from(ctx, "quorum")
                if card is not None:
                    st["quorum_hand"].append(card)
                    ctx.pub("quorum_drawn", seat=seat)
                    ctx.priv(seat, "quorum_card_drawn", card=card)
        elif deck == "super_crisis":
            for _ in range(count):
                card = draw_from(ctx, "super_crisis")
                if card is not None:
                    st["players"][seat]["super"].append(card)
                    ctx.pub("super_crisis_drawn", seat=seat)
                    ctx.priv(seat, "super_crisis_card_drawn", card=card)
        else:
            raise ValueError(f"draw from {deck} not supported")


def t_draw_choice(ctx: Ctx, task: dict) -> None:
    if task["left"] <= 0:
        return
    if len(task["skills"]) == 1:
        for _ in range(task["left"]):
            draw_skill(ctx, task["seat"], task["skills"][0])
        return
    ctx.decide("draw_skill", task["seat"], skills=task["skills"], left=task["left"], why=task.get("why", "effect"))


def o_title(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    seats = affected(ctx, op["to"], actor, src)
    if seats:
        transfer_title(ctx, op["title"], seats[0])


def o_look_loyalty(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    viewers = resolve_who(ctx, op["viewer"], actor, crisis=False)
    targets = resolve_who(ctx, op["target"], actor, crisis=False)
    if not viewers or not targets:
        return
    viewer, target = viewers[0], targets[0]
    if in_play(st, "no_loyalty_inspection"):
        ctx.pub("look_blocked", viewer=viewer, target=target)
        return
    cards = st["players"][target]["loyalty"]
    if viewer == target or not cards:
        ctx.pub("look_nothing", viewer=viewer, target=target)
        return
    n = len(cards) if op.get("count", 1) == "all" else min(op.get("count", 1), len(cards))
    seen = ctx.rng.sample(cards, n)
    st["players"][viewer]["seen"].append({"target": target, "cards": seen})
    ctx.pub("looked_at_loyalty", viewer=viewer, target=target, count=n)
    ctx.priv(viewer, "loyalty_seen", target=target, cards=seen)


def o_choose(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    chooser = chooser_of(ctx, op.get("by", "self"), actor)
    legal = [i for i, o in enumerate(op["options"]) if "requires" not in o or condition(ctx, o["requires"], chooser)]
    if not legal:
        return
    ctx.decide("choose", chooser, options=legal, op=op, actor=actor, src=src)


def o_roll(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    roller = resolve_who(ctx, op.get("by", "self"), actor, crisis=False)
    then = {"t": "roll_outcome", "outcomes": op["outcomes"], "actor": actor, "src": src}
    start_roll(ctx, roller[0] if roller else actor, src.get("id") or "effect", then)


def t_roll_outcome(ctx: Ctx, task: dict) -> None:
    for outcome in task["outcomes"]:
        if outcome["min"] <= task["value"] <= outcome["max"]:
            ctx.push(effects(task["actor"], outcome["then"], task["src"]))
            return


def o_if(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    branch = op["then"] if condition(ctx, op["cond"], actor) else op.get("else", [])
    ctx.push(effects(actor, branch, src))


def o_skill_check(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    ctx.push({"t": "check_begin", "spec": op, "actor": actor, "src": src})


def o_dispose(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    ctx.state["dispose"] = op["to"]


def o_extra_action(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    for seat in affected(ctx, op["who"], actor, src):
        for _ in range(op.get("count", 1)):
            ctx.push({"t": "action", "seat": seat})


def o_special(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    if op["id"] == "play_quorum_card":
        ctx.decide("quorum_play", actor)
        return
    if op["id"] == "extra_crisis_after_activation":
        ctx.state["extra_crisis"] += 1
        return
    raise ValueError(f"special {op['id']} is not implemented")


def o_fleet_action(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    kind = op["kind"]
    if kind == "jump_the_fleet":
        ctx.push({"t": "ftl", "seat": actor})
    elif kind == "galactica_attack":
        options = cylon_targets(st)
        if options:
            ctx.decide("galactica_target", actor, options=options)
        else:
            ctx.pub("no_target")
    elif kind == "activate_unmanned_vipers":
        ctx.push({"t": "viper_activations", "seat": actor, "left": op.get("count", 1)})
    elif kind == "launch_self_in_viper":
        ctx.decide("launch_self", actor, options=launch_options(st))
    elif kind == "attack_centurion":
        if st["centurions"]:
            ctx.decide("armory_target", actor, options=sorted(set(st["centurions"])), hit_min=op.get("hit_min", 7))
        else:
            ctx.pub("no_target")
    elif kind == "inspect_and_move_civilians":
        ctx.push({"t": "comms", "seat": actor, "left": op.get("count", 2), "seen": []})
    elif kind == "piloted_viper_attacks":
        ctx.push({"t": "piloted_attacks", "seat": actor, "left": op.get("count", 1)})
    else:
        raise ValueError(kind)


def o_keep_in_play(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    st = ctx.state
    card = src.get("id")
    kind = src.get("kind")
    if kind == "crisis":
        if card in st["turn_crises"]:
            st["turn_crises"].remove(card)
        deck = "crisis"
    elif kind == "quorum":
        st["dispose"] = "kept"
        deck = "quorum"
        if card in st["quorum_resolving"]:
            st["quorum_resolving"].remove(card)
    elif kind == "super_crisis":
        deck = "super_crisis"
        if card in st["super_resolving"]:
            st["super_resolving"].remove(card)
    else:
        raise ValueError(f"keep_in_play from {kind}")
    holder = None
    if op.get("holder") is not None:
        seats = resolve_who(ctx, op["holder"], actor)
        holder = seats[0] if seats else None
    entry = {
        "card": card,
        "deck": deck,
        "rule": op["rule"],
        "until": op["until"],
        "on_jump": op.get("on_jump"),
        "holder": holder,
    }
    st["in_play"].append(entry)
    ctx.pub("kept_in_play", card=card, rule=op["rule"], holder=holder)


def o_peek(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    decks = [d for d in op["decks"] if ctx.state["decks"][d] or ctx.state["discards"][d]]
    if not decks:
        return
    if len(decks) == 1:
        ctx.push({"t": "peek", "seat": actor, "deck": decks[0]})
    else:
        ctx.decide("peek_deck", actor, options=decks)


def t_peek(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    card = draw_from(ctx, task["deck"])
    if card is None:
        return
    st["peeked"] = {"deck": task["deck"], "card": card}
    ctx.pub("peeked", seat=task["seat"], deck=task["deck"])
    ctx.priv(task["seat"], "peek_card", deck=task["deck"], card=card)
    ctx.decide("peek_place", task["seat"], deck=task["deck"], card=card)


OPS = {name[2:]: fn for name, fn in list(globals().items()) if name.startswith("o_")}


# ----------------------------------------------------------------------------------------------------------------
# die rolls (bsg.md 4.6, 7.2): W-ROLL-BEFORE, roll, W-ROLL-AFTER, W-VIPER-ATTACKED, then the continuation


def start_roll(ctx: Ctx, seat: int, why: str, then: dict, viper: dict | None = None) -> None:
    """Push a die roll; `then` runs with the final result in its "value"."""
    ctx.push({"t": "roll_before", "seat": seat, "why": why, "then": then, "viper": viper})


def t_roll_before(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    st["roll"] = {"seat": task["seat"], "why": task["why"], "mod": 0, "raw": None, "value": None, "used": []}
    ctx.push(
        {"t": "skill_window", "window": "roll_before", "queue": reaction_queue(st, for_check=False)},
        {**task, "t": "roll_do"},
    )


def clamp_die(value: int) -> int:
    return max(1, min(8, value))


def t_roll_do(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    roll = st["roll"]
    roll["raw"] = ctx.rng.randint(1, 8)
    roll["value"] = clamp_die(roll["raw"] + roll["mod"])
    ctx.pub("roll", seat=task["seat"], value=roll["value"], raw=roll["raw"], why=task["why"])
    tasks: list[dict] = [{"t": "eco_window"}]
    if task["viper"] is not None:
        roll["piloted"] = task["viper"]["piloted"]
        tasks.append({"t": "skill_window", "window": "viper_attacked", "queue": reaction_queue(st, for_check=False)})
    tasks.append({"t": "roll_apply", "then": task["then"]})
    ctx.push(*tasks)


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


def t_roll_apply(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    value = st["roll"]["value"]
    st["roll"] = None
    ctx.push({**task["then"], "value": value})


# ----------------------------------------------------------------------------------------------------------------
# combat


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


# ----------------------------------------------------------------------------------------------------------------
# Cylon activation (bsg.md 6.4); areas resolve in ascending order, equal targets take the first


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
    ctx.pub("launched", ships=placed)


def t_basestar_attack(ctx: Ctx, task: dict) -> None:
    start_roll(ctx, ctx.state["current"], "basestar_attacks_galactica", {"t": "basestar_result", "area": task["area"]})


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


def t_heavy_move(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    moves = {a: st["space"][a]["heavy_raider"] for a in HEAVY_PATH}
    for a, n in moves.items():
        if n:
            st["space"][a]["heavy_raider"] -= n
            st["space"][HEAVY_PATH[a]]["heavy_raider"] += n
            ctx.pub("heavy_moved", frm=a, to=HEAVY_PATH[a], count=n)


# ----------------------------------------------------------------------------------------------------------------
# skill checks (bsg.md 5)


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
        "pending": [],
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
    }
    if kind == "location" and st["loc_mod"]:
        st["check"]["difficulty"] = max(0, spec["difficulty"] + st["loc_mod"])
        st["loc_mod"] = 0
    ctx.pub(
        "check_started", skills=spec["skills"], difficulty=st["check"]["difficulty"], partial=spec.get("partial_min")
    )
    ctx.push(
        {"t": "check_start_window"},
        {"t": "skill_window", "window": "check_pre", "queue": reaction_queue(st)},
        {"t": "check_destiny"},
        {"t": "check_next"},
    )


def reaction_queue(st: State, for_check: bool = True) -> list[int]:
    """Skill-card windows prompt every human player, current player first (uniform: no leak of who holds what)."""
    n = st["n"]
    if for_check and st["check"] and st["check"]["super"]:
        return []  # super crisis checks ignore such abilities (bsg.md 6.3)
    return [(st["current"] + i) % n for i in range(n) if not B.is_revealed(st, (st["current"] + i) % n)]


def ability_holder(st: State, character: str) -> int | None:
    for seat, p in enumerate(st["players"]):
        if p["character"] == character and not p["cylon_player"]:
            return seat
    return None


def t_check_start_window(ctx: Ctx, task: dict) -> None:
    """W-CHECK-START: Sharon Valerii's Mysterious Intuition (crisis checks only)."""
    st = ctx.state
    check = st["check"]
    seat = ability_holder(st, "sharon_valerii")
    if check["src"].get("kind") == "crisis" and seat is not None and not st["players"][seat]["opg_used"]:
        ctx.decide("mysterious_intuition", seat)


def t_skill_window(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    if not task["queue"] or (task["window"].startswith("check") and check["forced"]):
        return
    seat, rest = task["queue"][0], task["queue"][1:]
    ctx.push({**task, "queue": rest})
    ctx.decide("skill_window", seat, window=task["window"])


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
    seat = check["order"][check["idx"]]
    ctx.decide("contribute", seat)


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


def t_check_reveal(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    cards = B.sort_cards(check["pool"])
    check["total"] = check_total(check, cards)
    check["revealed"] = {"cards": cards, "total": check["total"], "result": None}
    ctx.pub("check_revealed", cards=cards, total=check["total"], difficulty=check["difficulty"])
    ctx.push({"t": "skill_window", "window": "check_total", "queue": reaction_queue(st)}, {"t": "check_result"})


def t_check_result(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    if check["forced"]:
        result = check["forced"]
    elif check["total"] >= check["difficulty"]:
        result = "pass"
    elif check["partial_min"] is not None and check["total"] >= check["partial_min"]:
        result = "partial"
    else:
        result = "fail"
    if check["revealed"]:
        check["revealed"]["result"] = result
    ctx.pub("check_result", result=result, total=check["total"], difficulty=check["difficulty"])
    ctx.push(
        effects(check["actor"], check["outcomes"][result], check["src"]),
        {"t": "check_done_window"},
        {"t": "check_cleanup"},
    )


def t_check_done_window(ctx: Ctx, task: dict) -> None:
    """W-CHECK-DONE: William Adama's Command Authority (not on super crisis checks)."""
    st = ctx.state
    seat = ability_holder(st, "william_adama")
    check = st["check"]
    if not check["super"] and check["pool"] and seat is not None and not st["players"][seat]["opg_used"]:
        ctx.decide("command_authority", seat)


def t_check_cleanup(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    check = st["check"]
    for c in check["pool"]:
        st["skill_discard"][B.skill_card(c)["skill"]].append(c)
    st["check"] = None


# ----------------------------------------------------------------------------------------------------------------
# jumps (bsg.md 6.6)


def t_ftl(ctx: Ctx, task: dict) -> None:
    start_roll(ctx, task["seat"], "ftl_control", {"t": "ftl_result"})


def t_ftl_result(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    value = task["value"]
    loss = DATA.tracks["jump_track"]["spaces"][st["jump"]]["ftl_population_loss"] or 0
    if value <= DATA.tracks["jump_track"]["ftl_loss_roll"]["max"] and loss:
        change_resource(ctx, "population", -loss)
    ctx.push({"t": "jump", "ftl": True})


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


def t_jump_end(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    st["jump"] = 0
    st["jumps"] += 1
    ctx.pub("jump_track", value=0)
    add_distance(ctx, task["distance"])


# ----------------------------------------------------------------------------------------------------------------
# sleeper agent phase (bsg.md 9.2) and the sympathizer (9.3)


def t_sleeper(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    ctx.pub("sleeper_phase")
    n = st["n"]
    deals = []
    for i in range(n):
        seat = (st["current"] + i) % n
        count = 2 if B.char_id(st, seat) == "sharon_valerii" else 1
        deals.extend({"t": "deal_loyalty", "seat": seat} for _ in range(count))
    ctx.push(*deals, {"t": "sleeper_end"})


def t_deal_loyalty(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["seat"]
    if not st["decks"]["loyalty"]:
        return
    card = st["decks"]["loyalty"].pop()
    ctx.pub("loyalty_dealt", seat=seat)
    if loyalty_kind(card) == "sympathizer":
        if B.is_revealed(st, seat):
            options = [s for s in range(st["n"]) if s != seat and not B.is_revealed(st, s)]
            ctx.decide("give_sympathizer", seat, options=options, card=card)
            return
        resolve_sympathizer(ctx, seat, card)
        return
    st["players"][seat]["loyalty"].append(card)
    ctx.priv(seat, "loyalty_card", card=card)


def resolve_sympathizer(ctx: Ctx, seat: int, card: str) -> None:
    st = ctx.state
    st["players"][seat]["revealed_loyalty"].append(card)
    ctx.pub("sympathizer_revealed", seat=seat)
    if B.any_red(st):
        st["players"][seat]["sympathizer_human"] = True
        if st["players"][seat]["loc"] != "brig":
            send(ctx, seat, "brig")
        return
    st["players"][seat]["sympathizer_cylon"] = True
    become_cylon(ctx, seat)


def t_sleeper_end(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    for seat in range(st["n"]):
        if B.char_id(st, seat) == "sharon_valerii" and not B.is_revealed(st, seat) and B.movable_to(st, seat, "brig"):
            send(ctx, seat, "brig")


def become_cylon(ctx: Ctx, seat: int) -> None:
    """Reveal steps R2-R5 and R7 (bsg.md 9.4); R2 discards are pushed as a task."""
    st = ctx.state
    p = st["players"][seat]
    p["cylon_player"] = True
    for entry in list(st["in_play"]):
        if entry["holder"] == seat:  # R3: attached quorum cards are discarded
            leave_play(ctx, entry)
    for title in ("president", "admiral"):
        if st[title] == seat:
            transfer_title(ctx, title, B.succession(st, title, exclude=seat))
    set_location(ctx, seat, "resurrection_ship")
    ctx.pub("sent", seat=seat, location="resurrection_ship")
    excess = len(p["hand"]) - 3
    if excess > 0:
        ctx.push({"t": "discard", "seat": seat, "left": excess, "random": False})


# ----------------------------------------------------------------------------------------------------------------
# the turn (bsg.md 4.3 - 4.5)


def t_turn_start(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = st["current"]
    p = st["players"][seat]
    p["turns"] += 1
    st["turn"] += 1
    st["turn_crises"] = []
    ctx.pub("turn", seat=seat, turn=st["turn"])
    if p["stranded"] and p["turns"] >= 2:
        p["stranded"] = False
        p["loc"] = "hangar_deck"
        ctx.pub("sent", seat=seat, location="hangar_deck")
    # W-START: Saul Tigh "Alcoholic" (any turn), forced
    tigh = ability_holder(st, "saul_tigh")
    if tigh is not None and len(st["players"][tigh]["hand"]) == 1:
        ctx.pub("ability_used", seat=tigh, name="Alcoholic")
        discard_skill(ctx, tigh, st["players"][tigh]["hand"][0], "ability")
    if p["cylon_player"]:
        ctx.push(
            {"t": "draw_choice", "seat": seat, "skills": list(SKILLS), "left": 2, "why": "cylon"},
            {"t": "cylon_move"},
            {"t": "cylon_action"},
            {"t": "turn_end"},
        )
        return
    actions = [{"t": "action", "seat": seat}]
    if B.char_id(st, seat) == "kara_thrace" and p["viper"] is not None:  # W-START: "Expert Pilot"
        ctx.pub("ability_used", seat=seat, name="Expert Pilot")
        actions.append({"t": "action", "seat": seat})
    ctx.push({"t": "receive"}, {"t": "movement"}, *actions, {"t": "crisis"}, {"t": "end_abilities"}, {"t": "turn_end"})


def t_end_abilities(ctx: Ctx, task: dict) -> None:
    """H7 / W-END: Sharon Valerii "Recon" (may look at the top crisis card and put it on top or bottom)."""
    st = ctx.state
    seat = st["current"]
    if B.char_id(st, seat) == "sharon_valerii" and not B.is_revealed(st, seat):
        recon = [{"op": "peek", "who": "self", "decks": ["crisis"], "count": 1, "then": "top_or_bottom"}]
        ctx.decide("confirm", seat, task={"t": "ops", "ops": recon, "actor": seat, "src": {"kind": "ability"}})


def t_receive(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = st["current"]
    p = st["players"][seat]
    if p["loc"] == "sickbay":
        ctx.push({"t": "draw_choice", "seat": seat, "skills": B.skill_set(st, seat), "left": 1, "why": "sickbay"})
        return
    skills = B.character(st, seat)["skills"]
    for skill, count in skills["fixed"].items():
        for _ in range(count):
            draw_skill(ctx, seat, skill)
    ctx.push(
        *[
            {"t": "draw_choice", "seat": seat, "skills": combo["skills"], "left": combo["count"], "why": "receive"}
            for combo in skills["combined"]
        ]
    )


def t_movement(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = task.get("seat", st["current"])
    p = st["players"][seat]
    if p["cylon_player"] or p["loc"] == "brig" or (p["loc"] is None and p["viper"] is None):
        return
    ctx.decide("move", seat)


def t_action(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["seat"]
    p = st["players"][seat]
    if p["cylon_player"] or B.off_board(st, seat):
        return
    ctx.decide("action", seat)


def t_crisis(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = st["current"]
    p = st["players"][seat]
    if p["cylon_player"] or p["loc"] == "brig":
        return
    if B.char_id(st, seat) == "laura_roslin":
        pair = [c for c in (draw_from(ctx, "crisis"), draw_from(ctx, "crisis")) if c is not None]
        ctx.pub("crisis_pair_drawn", seat=seat)
        ctx.priv(seat, "crisis_options", cards=pair)
        ctx.decide("crisis_pick", seat, options=pair)
        return
    card = draw_from(ctx, "crisis")
    if card is not None:
        ctx.push({"t": "crisis_resolve", "card": card, "steps": True})


def secret_destiny_seat(st: State) -> int | None:
    for seat, p in enumerate(st["players"]):
        if p["character"] == "kara_thrace" and not p["cylon_player"] and not p["opg_used"]:
            return seat
    return None


def t_crisis_resolve(ctx: Ctx, task: dict) -> None:
    """Reveal a crisis (or super crisis) card, open W-CRISIS-REVEALED, then resolve it by kind (bsg.md 6.1-6.3)."""
    st = ctx.state
    card_id = task["card"]
    deck = task.get("deck", "crisis")
    card = DATA.crises[card_id] if deck == "crisis" else DATA.super_crises[card_id]
    cur = st["current"]
    if not task.get("revealed"):
        ctx.pub("crisis" if deck == "crisis" else "super_crisis_played", card=card_id, seat=cur)
        task = {**task, "revealed": True}
    if deck == "crisis" and not task.get("window_done"):
        kara = secret_destiny_seat(st)
        if kara is not None:
            ctx.decide("secret_destiny", kara, card=card_id, task={**task, "window_done": True})
            return
    src = {"kind": deck, "id": card_id}
    tasks: list[dict] = []
    if deck == "crisis":
        st["turn_crises"].append(card_id)
        if task.get("steps") and B.char_id(st, cur) == "gaius_baltar" and not B.is_revealed(st, cur):
            ctx.pub("ability_used", seat=cur, name="Delusional Intuition")
            tasks.append({"t": "draw_choice", "seat": cur, "skills": list(SKILLS), "left": 1, "why": "ability"})
    after = {"t": "crisis_after", "card": card_id} if task.get("steps") else None
    if card["type"] == "cylon_attack":
        icons = card["activation"] if isinstance(card["activation"], list) else [card["activation"]]
        tasks.extend({"t": "activation", "icon": icon} for icon in icons)
        tasks.append({"t": "attack_setup", "card": card_id, "deck": deck})
        rule = card["attack"].get("special_rule")
        if rule and rule.get("effects"):
            tasks.append(effects(cur, rule["effects"], src))
        after = None
    elif card["type"] == "skill_check":
        check = {"op": "skill_check", **card["skill_check"]}
        if card.get("alternative"):
            alt = card["alternative"]
            box = {
                "op": "choose",
                "box": True,
                "by": alt["chooser"],
                "options": [
                    {"label": "skill_check", "effects": [check]},
                    {"label": alt.get("label", "alternative"), "effects": alt["effects"]},
                ],
            }
            tasks.append(effects(cur, [box], src))
        else:
            tasks.append(effects(cur, [check], src))
    else:
        choice = card["choice"]
        box = {"op": "choose", "box": True, "by": choice["chooser"], "options": choice["options"]}
        tasks.append(effects(cur, [box], src))
    if after:
        tasks.append(after)
    if deck == "super_crisis":
        tasks.append({"t": "super_done", "card": card_id})
    ctx.push(*tasks)


def t_super_done(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if task["card"] in st["super_resolving"]:
        st["super_resolving"].remove(task["card"])
    if not any(e["card"] == task["card"] for e in st["in_play"]):
        st["discards"]["super_crisis"].append(task["card"])


def t_attack_setup(ctx: Ctx, task: dict) -> None:
    table = DATA.super_crises if task.get("deck") == "super_crisis" else DATA.crises
    deploy(ctx, table[task["card"]]["attack"]["deploy"])


def t_crisis_after(ctx: Ctx, task: dict) -> None:
    if B.is_revealed(ctx.state, ctx.state["current"]):
        return  # turned Cylon by the Sympathizer during this crisis: no H5/H6 remain (bsg.md 13.30)
    card = DATA.crises[task["card"]]
    tasks: list[dict] = []
    if card.get("activation"):
        tasks.append({"t": "activation", "icon": card["activation"]})
    if card.get("jump_prep"):
        tasks.append({"t": "jump_prep"})
    tasks.append({"t": "extra_crisis"})
    ctx.push(*tasks)


def t_extra_crisis(ctx: Ctx, task: dict) -> None:
    """Fulfiller of Prophecy's alternative: one more crisis after this card's H5/H6 (effects.md special)."""
    st = ctx.state
    if st["extra_crisis"] > 0:
        st["extra_crisis"] -= 1
        ctx.push({"t": "crisis"})


def t_jump_prep(ctx: Ctx, task: dict) -> None:
    advance_jump_track(ctx, 1)


def t_turn_end(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    for card in st["turn_crises"]:
        st["discards"]["crisis"].append(card)
    st["turn_crises"] = []
    st["extra_crisis"] = 0
    over = {
        str(s): len(p["hand"]) - B.hand_limit(st, s)
        for s, p in enumerate(st["players"])
        if len(p["hand"]) > B.hand_limit(st, s)
    }
    ctx.push({"t": "resource_check"})
    if over:
        st["decision"] = {"kind": "hand_limit", "seat": None, "pending": over}


def t_resource_check(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if any(st["resources"][r] <= 0 for r in RESOURCES):
        win(ctx, "cylon", "resources")
        return
    st["current"] = (st["current"] + 1) % st["n"]
    ctx.push({"t": "turn_start"})


# ----------------------------------------------------------------------------------------------------------------
# revealed Cylon turns (bsg.md 4.4, 9.6)


def t_cylon_move(ctx: Ctx, task: dict) -> None:
    ctx.decide("cylon_move", ctx.state["current"])


def t_cylon_action(ctx: Ctx, task: dict) -> None:
    ctx.decide("cylon_action", ctx.state["current"])


def t_comms(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if task["left"] <= 0:
        return
    options = [[a, i] for a in range(6) for i in range(len(st["space"][a]["civilians"]))]
    options = [o for o in options if o not in task["seen"]]
    if not options:
        return
    ctx.decide("comms_pick", task["seat"], options=options, task=task)


def t_piloted_attacks(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    area = st["players"][task["seat"]]["viper"]
    if task["left"] <= 0 or area is None:
        return
    options = [t for t in cylon_targets(st) if t[0] == area]
    if options:
        ctx.decide("piloted_attack", task["seat"], options=options, left=task["left"])


HANDLERS = {name[2:]: fn for name, fn in list(globals().items()) if name.startswith("t_")}


def deepcopy_task(task: dict) -> dict:
    return copy.deepcopy(task)
