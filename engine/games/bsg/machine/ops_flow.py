"""Op handlers for characters, cards and the flow of an effect: activation, send, discard, draw, titles, loyalty
looks, choices, rolls, conditions, skill checks, extra actions, special effects, keep-in-play cards, peeks."""

from __future__ import annotations

from .. import board as B
from ..data import GALACTICA, HAZARDOUS, SKILLS
from .basics import discard_skill, draw_from, draw_skill, in_play, send, transfer_title
from .combat import cylon_targets, launch_options
from .kernel import Ctx, op_handler, task_handler
from .ops import affected, chooser_of, effects
from .rolls import start_roll
from .selectors import condition, resolve_who


@op_handler
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


@op_handler
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


@task_handler
def t_send_location(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["seat"]
    options = [loc for loc in GALACTICA if loc not in HAZARDOUS and loc != st["players"][seat]["loc"]]
    ctx.decide("send_location", seat, options=options)


@op_handler
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
    tasks = discard_tasks(ctx, op, seats, {})
    every = op["who"] == "each"
    # the pure discards that follow in the same effect ("the President discards 2, then the current player discards
    # 3") are chosen together with this one when another player makes them (bsg.md 13.36: pure discards are
    # simultaneous); one player's own discards in a row stay its own decisions
    while tasks and (nxt := next_pure_discard(st)) is not None:
        before = {str(t["seat"]): sum(u["left"] for u in tasks if u["seat"] == t["seat"]) for t in tasks}
        more = discard_tasks(ctx, nxt, affected(ctx, nxt["who"], actor, src), before)
        if not every and {t["seat"] for t in more} <= {t["seat"] for t in tasks}:
            break
        take_next_op(st)
        tasks += more
        every = True
    if every:  # pure discards by several players are chosen at the same time (bsg.md 13.36)
        for task in tasks:
            if task["random"]:
                t_discard(ctx, task)
        pending: dict[str, int] = {}
        for t in tasks:
            if not t["random"]:
                pending[str(t["seat"])] = pending.get(str(t["seat"]), 0) + t["left"]
        if pending:
            ctx.decide("hand_limit", None, pending=pending, why="forced")
        return
    ctx.push(*tasks)


def discard_tasks(ctx: Ctx, op: dict, seats: list[int], pending: dict[str, int]) -> list[dict]:
    """A discard task per seat that has cards to discard (`pending`: cards those seats already discard before)."""
    st = ctx.state
    tasks = []
    for seat in seats:
        held = len(st["players"][seat]["hand"]) - pending.get(str(seat), 0)
        count = held if op["count"] == "hand" else min(op["count"], held)
        if count <= 0:
            continue
        headstrong = B.char_id(st, seat) == "lee_adama"
        tasks.append({"t": "discard", "seat": seat, "left": count, "random": bool(op.get("random")) or headstrong})
    return tasks


def next_pure_discard(st: dict) -> dict | None:
    """The effect's next op when it is a plain discard of skill cards by named players (no pick, no option, no
    condition), else None."""
    nxt = st["stack"][-1] if st["stack"] else None
    if nxt is None or nxt["t"] != "ops" or not nxt["ops"]:
        return None
    op = nxt["ops"][0]
    plain = set(op) <= {"op", "who", "count", "deck", "random"} and op.get("deck", "skill") == "skill"
    return op if op.get("op") == "discard" and plain and isinstance(op.get("who"), str) else None


def take_next_op(st: dict) -> None:
    nxt = st["stack"][-1]
    if len(nxt["ops"]) > 1:
        st["stack"][-1] = {**nxt, "ops": nxt["ops"][1:]}
    else:
        st["stack"].pop()


@task_handler
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


@op_handler
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


@task_handler
def t_draw_choice(ctx: Ctx, task: dict) -> None:
    if task["left"] <= 0:
        return
    if len(task["skills"]) == 1:
        for _ in range(task["left"]):
            draw_skill(ctx, task["seat"], task["skills"][0])
        return
    why = task.get("why", "effect")
    ctx.decide("draw_skill", task["seat"], skills=task["skills"], left=task["left"], count=task["left"], why=why)


@op_handler
def o_title(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    seats = affected(ctx, op["to"], actor, src)
    if seats:
        transfer_title(ctx, op["title"], seats[0])


@op_handler
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


@op_handler
def o_choose(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    chooser = chooser_of(ctx, op.get("by", "self"), actor)
    legal = [i for i, o in enumerate(op["options"]) if "requires" not in o or condition(ctx, o["requires"], chooser)]
    if not legal:
        return
    ctx.decide("choose", chooser, options=legal, op=op, actor=actor, src=src)


@op_handler
def o_roll(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    roller = resolve_who(ctx, op.get("by", "self"), actor, crisis=False)
    then = {"t": "roll_outcome", "outcomes": op["outcomes"], "actor": actor, "src": src}
    start_roll(ctx, roller[0] if roller else actor, src.get("id") or "effect", then)


@task_handler
def t_roll_outcome(ctx: Ctx, task: dict) -> None:
    for outcome in task["outcomes"]:
        if outcome["min"] <= task["value"] <= outcome["max"]:
            ctx.push(effects(task["actor"], outcome["then"], task["src"]))
            return


@op_handler
def o_if(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    branch = op["then"] if condition(ctx, op["cond"], actor) else op.get("else", [])
    ctx.push(effects(actor, branch, src))


@op_handler
def o_skill_check(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    ctx.push({"t": "check_begin", "spec": op, "actor": actor, "src": src})


@op_handler
def o_dispose(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    ctx.state["dispose"] = op["to"]


@op_handler
def o_extra_action(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    for seat in affected(ctx, op["who"], actor, src):
        for _ in range(op.get("count", 1)):
            ctx.push({"t": "action", "seat": seat})


@op_handler
def o_special(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    if op["id"] == "play_quorum_card":
        ctx.decide("quorum_play", actor)
        return
    if op["id"] == "extra_crisis_after_activation":
        ctx.state["extra_crisis"] += 1
        return
    raise ValueError(f"special {op['id']} is not implemented")


@op_handler
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


@op_handler
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


@op_handler
def o_peek(ctx: Ctx, op: dict, actor: int, src: dict) -> None:
    decks = [d for d in op["decks"] if ctx.state["decks"][d] or ctx.state["discards"][d]]
    if not decks:
        return
    if len(decks) == 1:
        ctx.push({"t": "peek", "seat": actor, "deck": decks[0]})
    else:
        ctx.decide("peek_deck", actor, options=decks)


@task_handler
def t_peek(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    card = draw_from(ctx, task["deck"])
    if card is None:
        return
    st["peeked"] = {"deck": task["deck"], "card": card}
    ctx.pub("peeked", seat=task["seat"], deck=task["deck"])
    ctx.priv(task["seat"], "peek_card", deck=task["deck"], card=card)
    ctx.decide("peek_place", task["seat"], deck=task["deck"], card=card)
