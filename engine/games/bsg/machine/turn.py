"""The turn (bsg.md 4.3 - 4.5): start, receive skills, movement, action, crisis, jump preparation, turn end."""

from __future__ import annotations

from .. import board as B
from ..board import ability_holder
from ..data import DATA, RESOURCES, SKILLS
from .basics import advance_jump_track, discard_skill, draw_from, draw_skill, win
from .kernel import Ctx, State, task_handler
from .ops import effects
from .ops_board import deploy


@task_handler
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


@task_handler
def t_end_abilities(ctx: Ctx, task: dict) -> None:
    """H7 / W-END: Sharon Valerii "Recon" (may look at the top crisis card and put it on top or bottom)."""
    st = ctx.state
    seat = st["current"]
    if B.char_id(st, seat) == "sharon_valerii" and not B.is_revealed(st, seat):
        recon = [{"op": "peek", "who": "self", "decks": ["crisis"], "count": 1, "then": "top_or_bottom"}]
        ctx.decide("confirm", seat, task={"t": "ops", "ops": recon, "actor": seat, "src": {"kind": "ability"}})


@task_handler
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


@task_handler
def t_movement(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = task.get("seat", st["current"])
    p = st["players"][seat]
    if p["cylon_player"]:
        return
    if p["loc"] == "brig" or B.off_board(st, seat):  # said, or the thread goes from draws to actions unexplained
        ctx.pub("step_skipped", seat=seat, step="movement", why="brig" if p["loc"] == "brig" else "off_board")
        return
    ctx.decide("move", seat)


@task_handler
def t_action(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["seat"]
    p = st["players"][seat]
    if p["cylon_player"] or B.off_board(st, seat):
        return
    ctx.decide("action", seat)


@task_handler
def t_crisis(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    seat = st["current"]
    p = st["players"][seat]
    if p["cylon_player"]:
        return
    if p["loc"] == "brig":  # H4-H6 skipped (bsg.md 4.3 H4): said, or the turn ends with no crisis unexplained
        ctx.pub("step_skipped", seat=seat, step="crisis", why="brig")
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


@task_handler
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


@task_handler
def t_super_done(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if task["card"] in st["super_resolving"]:
        st["super_resolving"].remove(task["card"])
    if not any(e["card"] == task["card"] for e in st["in_play"]):
        st["discards"]["super_crisis"].append(task["card"])


@task_handler
def t_attack_setup(ctx: Ctx, task: dict) -> None:
    table = DATA.super_crises if task.get("deck") == "super_crisis" else DATA.crises
    deploy(ctx, table[task["card"]]["attack"]["deploy"])


@task_handler
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


@task_handler
def t_extra_crisis(ctx: Ctx, task: dict) -> None:
    """Fulfiller of Prophecy's alternative: one more crisis after this card's H5/H6 (effects.md special)."""
    st = ctx.state
    if st["extra_crisis"] > 0:
        st["extra_crisis"] -= 1
        ctx.push({"t": "crisis"})


@task_handler
def t_jump_prep(ctx: Ctx, task: dict) -> None:
    advance_jump_track(ctx, 1)


@task_handler
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
        ctx.decide("hand_limit", None, pending=over)


@task_handler
def t_resource_check(ctx: Ctx, task: dict) -> None:
    st = ctx.state
    if any(st["resources"][r] <= 0 for r in RESOURCES):
        win(ctx, "cylon", "resources")
        return
    st["current"] = (st["current"] + 1) % st["n"]
    ctx.push({"t": "turn_start"})
