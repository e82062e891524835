"""Decisions that explain themselves: what a seat (or the public) is shown about the pending decision.

`public(state)` is the thread's part: the decision kind and awaited seats, the turn step, whether it is asked in
the thread or by DM, its source (card, location, ability, window), the question, the skill check it is about,
what a picked target is for, and — for public decisions only — every option with its label and consequence.
`for_seat(state, seat)` adds the options of that seat's own secret decision. `action_label` words one legal action.

Everything here is table driven per decision kind (`VISIBILITY`, `SOURCES`, `PURPOSES`, `CONSEQUENCES`); a kind
without an entry still gets the generic source and no purpose, and `tests/engine/bsg/test_explain.py` checks that
every decision kind met in seeded random games has a visibility, a source and labelled options. Every word comes
from `texts.py` / `effect_text.py`. Secrets: the public part reads only public state (the stack's card sources are
cards already revealed or played; hands, decks and private decision data are read only for the deciding seat).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import board as B
from . import clocks as C
from . import decisions as D
from . import effect_text as E
from . import texts as T
from .data import DATA, card_base
from .machine.checks import card_value

State = dict[str, Any]
Action = dict[str, Any]

PUBLIC, SECRET = "public", "secret"

# -- item 3: where each decision is asked (issue 11: thread = public, DM = secret) -----------------------------------
VISIBILITY: dict[str, str | Callable[[State, dict], str]] = {
    # secret: they list hand cards, hidden cards or a secret choice
    "action": SECRET,
    "move": SECRET,
    "move_card": SECRET,  # BSG-A: the card paid to change ships
    "contribute": SECRET,
    "discard": SECRET,
    "hand_limit": SECRET,
    "skill_window": SECRET,
    "window_order": PUBLIC,  # BSG-A: whose competing window card is used
    "secret_destiny": SECRET,
    "mysterious_intuition": SECRET,
    "blind_devotion": SECRET,
    "command_authority": SECRET,
    "eco_officer": SECRET,
    "moral_compass": SECRET,
    "alert_viper_pilot": SECRET,
    "loc_reaction": SECRET,
    "destination": SECRET,
    "crisis_pick": SECRET,
    "caprica_pick": SECRET,
    "roslin_quorum": SECRET,
    "quorum_play": SECRET,
    "peek_deck": SECRET,
    "peek_place": SECRET,
    "steal_target": SECRET,
    "steal_card": SECRET,
    "galactica_draw_pick": SECRET,
    "cylon_action": SECRET,
    # public: crisis boxes, area order, targets, the draft and the other table choices
    "draft": PUBLIC,
    "lee_launch": PUBLIC,
    "draw_skill": PUBLIC,
    "choose": PUBLIC,
    "confirm": lambda st, d: SECRET if _is_recon(d) else PUBLIC,  # H7 Recon is a secret look (bsg.md 4.3)
    "pick_player": PUBLIC,
    "galactica_target": PUBLIC,
    "launch_self": PUBLIC,
    "armory_target": PUBLIC,
    "centurion_pick": PUBLIC,
    "viper_activation": PUBLIC,
    "viper_pick": PUBLIC,
    "ship_pick": PUBLIC,
    "send_location": PUBLIC,
    "civilian_destroy": PUBLIC,
    "comms_pick": PUBLIC,
    "comms_move": PUBLIC,
    "give_sympathizer": PUBLIC,
    "cylon_move": PUBLIC,
    "give_loyalty": PUBLIC,
    "galactica_draw_count": PUBLIC,
    "deploy_pick": PUBLIC,
    "heavy_convert": PUBLIC,
    "area_order": PUBLIC,
    "raider_target": PUBLIC,
    "raider_civilian": PUBLIC,
    "piloted_attack": PUBLIC,
    "eo_target": PUBLIC,
    "eo_mode": PUBLIC,
}


def _is_recon(d: dict) -> bool:
    ops = (d.get("task") or {}).get("ops") or [(d.get("task") or {}).get("op") or {}]
    return any(op.get("op") == "peek" for op in ops)


def visibility(state: State, d: dict | None = None) -> str:
    """ "public" (asked in the thread) or "secret" (asked by DM) for the pending decision; unknown kinds are secret."""
    d = d or state["decision"]
    rule = VISIBILITY.get(d["kind"], SECRET)
    return rule(state, d) if callable(rule) else rule


# -- the turn step (a turn tracker) ---------------------------------------------------------------------------------
# The turn's own tasks sit at the bottom of the stack (turn_start pushes them); the next of them to run tells which
# step is under way. Sub-tasks of a step sit above them.
TURN_FRAMES = frozenset(
    {"turn_end", "resource_check", "end_abilities", "extra_crisis", "jump_prep", "crisis_after", "crisis", "action"}
    | {"movement", "receive", "cylon_move", "cylon_action"}
)
NEXT_FRAME_STEP = {
    "receive": "start",
    "movement": "receive",
    "action": "action",
    "crisis": "action",
    "crisis_after": "crisis",
    "end_abilities": "crisis",
    "jump_prep": "activation",
    "extra_crisis": "jump",
    "turn_end": "end",
    "resource_check": "end",
}
MOVE_KINDS = frozenset({"move", "move_card"})  # the movement step's own decisions
JUMP_TASKS = frozenset({"jump", "jump_end", "ftl_result"})
JUMP_KINDS = frozenset({"destination"})
ACTIVATION_TASKS = frozenset(
    {"raider_areas", "raider_act", "heavy_convert", "heavy_move", "basestar_attack", "basestar_result"}
    | {"raider_viper_result", "raider_galactica_result"}
)
ACTIVATION_KINDS = frozenset({"area_order", "raider_target", "raider_civilian", "heavy_convert"})


def turn_frames(state: State) -> list[dict]:
    cur = state["current"]
    frames = []
    for task in state["stack"]:
        t = task.get("t")
        if t not in TURN_FRAMES and not (t == "draw_choice" and task.get("why") == "cylon"):
            break
        if t == "movement" and task.get("seat") not in (None, cur):
            break  # an Executive Order's move belongs to the action step
        if t == "action" and task.get("seat") != cur:
            break
        frames.append(task)
    return frames


def step(state: State) -> str:
    """setup / start / receive / move / action / crisis / activation / jump / end / cylon_turn."""
    if state["phase"] == "setup":
        return "setup"
    d = state["decision"] or {}
    frames = turn_frames(state)
    names = [f["t"] for f in frames]
    if names and names[-1] == "resource_check":
        return "end"
    if state["players"][state["current"]]["cylon_player"] and "end_abilities" not in names:
        return "cylon_turn"
    if d.get("kind") in MOVE_KINDS and d.get("seat") == state["current"] and "movement" not in names:
        return "move"
    if d.get("kind") == "draw_skill" and d.get("why") in ("receive", "sickbay"):
        return "receive"
    if not names:
        return "end"
    if names[-1] == "extra_crisis" and "jump" not in during(state):
        return "activation"  # a card without the jump icon: its activation is the last step before H7
    return NEXT_FRAME_STEP.get(names[-1], "action")


def during(state: State) -> list[str]:
    """Procedures in progress inside the step: skill_check, die_roll, jump, activation."""
    d = state["decision"] or {}
    tasks = {task.get("t") for task in state["stack"]}
    out = []
    if state.get("check"):
        out.append("skill_check")
    if state.get("roll"):
        out.append("die_roll")
    if tasks & JUMP_TASKS or d.get("kind") in JUMP_KINDS:
        out.append("jump")
    if tasks & ACTIVATION_TASKS or d.get("kind") in ACTIVATION_KINDS:
        out.append("activation")
    return out


# -- sources ----------------------------------------------------------------------------------------------------------
def character_ability(name: str) -> tuple[str | None, dict | None]:
    for cid, ch in DATA.characters.items():
        for ability in ch["abilities"]:
            if ability["name"] == name:
                return cid, ability
    return None, None


def from_src(src: dict) -> dict | None:
    """A machine `src` ({"kind", "id"}) as a source: kind, id, name and the card's or board's text."""
    kind, cid = src.get("kind"), src.get("id")
    if kind in ("crisis", "super_crisis") and cid:
        table = DATA.crises if kind == "crisis" else DATA.super_crises
        card = table.get(cid, {})
        return {"kind": kind, "id": cid, "name": card.get("name", cid), "text": card.get("summary", "")}
    if kind == "quorum" and cid:
        info = DATA.quorum[card_base(cid)]
        return {"kind": "quorum", "id": cid, "name": info["name"], "text": info["text"]}
    if kind == "destination" and cid:
        info = DATA.destinations[card_base(cid)]
        return {"kind": "destination", "id": cid, "name": info["name"], "text": info["text"]}
    if kind == "location" and cid:
        return location_source(cid)
    if kind == "skill" and cid:
        info = DATA.skill_abilities[cid]
        return {"kind": "skill_card", "id": cid, "name": info["name"], "text": info["text"]}
    if kind == "ability" and cid:
        return ability_source(cid)
    if kind == "reveal" and cid:
        info = DATA.loyalty[cid]
        return {"kind": "loyalty", "id": cid, "name": info["name"], "text": (info.get("reveal") or {}).get("text", "")}
    if kind == "title":
        return {"kind": "title", "id": "president", "name": "President", "text": T.LABELS["quorum_draw"]}
    return None


def location_source(loc: str) -> dict:
    info = DATA.locations[loc]
    text = (info.get("action") or {}).get("text") or (info.get("passive") or {}).get("text", "")
    return {"kind": "location", "id": loc, "name": info["name"], "text": text}


def ability_source(name: str) -> dict:
    cid, ability = character_ability(name)
    out = {"kind": "ability", "id": name, "name": name, "text": ability["text"] if ability else ""}
    if cid:
        out["character"] = cid
    return out


def character_source(state: State, seat: int) -> dict:
    p = state["players"][seat]
    cid = p["character"]
    out = {"kind": "character", "id": cid, "name": T.char_name(cid), "text": ""}
    if p["loc"]:
        out["location"] = p["loc"]
    elif p["viper"] is not None:
        out["text"] = T.area_name(p["viper"])
    return out


def special(kind: str, **extra: Any) -> dict:
    return {"kind": kind, "id": kind, "name": T.SOURCE_NAMES[kind], "text": "", **extra}


def stack_source(state: State) -> dict | None:
    """The innermost card, location or ability the machine is working through (top of the stack first)."""
    for task in reversed(state["stack"]):
        for holder in (task, task.get("then") or {}, task.get("task") or {}):
            src = holder.get("src")
            if isinstance(src, dict) and (found := from_src(src)):
                return found
            if isinstance(holder.get("loc"), str) and holder["loc"] in DATA.locations:
                return location_source(holder["loc"])
    return None


def generic_source(state: State, d: dict) -> dict:
    for src in (d.get("src"), (d.get("task") or {}).get("src")):  # the kernel stamps the running effect's src
        if isinstance(src, dict) and (found := from_src(src)):
            return found
    found = stack_source(state)
    if found:
        return found
    if state.get("check") and (found := from_src(state["check"]["src"])):
        return found
    if state.get("roll"):
        return special("roll", text=T.ROLL_PURPOSES.get(state["roll"]["why"], state["roll"]["why"].replace("_", " ")))
    if state["turn_crises"] and step(state) in ("crisis", "activation"):
        return from_src({"kind": "crisis", "id": state["turn_crises"][-1]}) or special("turn")
    seat = d.get("seat")
    return character_source(state, seat if seat is not None else state["current"])


def _draw_source(state: State, d: dict) -> dict:
    why = d.get("why")
    if why == "start":
        return special("setup")
    if why == "receive":
        return character_source(state, d["seat"])
    if why == "sickbay":
        return location_source("sickbay")
    if why == "cylon":
        return special("turn", name=T.STEP_NAMES["cylon_turn"])
    if why == "ability" and d.get("seat") == state["current"] and B.char_id(state, state["current"]) == "gaius_baltar":
        return ability_source("Delusional Intuition")
    return generic_source(state, d)


def _check_source(state: State, d: dict) -> dict:
    check = state.get("check")
    return (check and from_src(check["src"])) or generic_source(state, d)


def _window_source(state: State, d: dict) -> dict:
    window = d.get("window", "")
    text = T.WINDOW_NAMES.get(window, window.replace("_", " "))
    inner = _check_source(state, d) if window.startswith("check") else generic_source(state, d)
    return {**special("window", text=text), "id": window, "about": inner}


def _recon_peek(state: State, d: dict) -> bool:
    """The H7 look of Sharon Valerii (the end-of-turn step, her own turn)."""
    return step(state) == "end" and B.char_id(state, d["seat"]) == "sharon_valerii"


def _discard_source(state: State, d: dict) -> dict:
    if not d.get("src") and state["players"][d["seat"]]["cylon_player"]:  # R2: a new Cylon discards down to 3
        return special("reveal", text=T.REVEAL_DISCARD)
    return generic_source(state, d)


def _ability(name: str) -> Callable[[State, dict], dict]:
    return lambda state, d: ability_source(name)


def _loc_reaction_source(state: State, d: dict) -> dict:
    why = d.get("why", "")
    name = T.WHY.get(why, why)
    if why == "arbitrator":
        out = from_src({"kind": "quorum", "id": "assign_arbitrator"}) or ability_source(name)
    else:
        out = ability_source(name)
    about = stack_source(state)
    return {**out, "about": about} if about else out


SOURCES: dict[str, Callable[[State, dict], dict]] = {
    "draft": lambda state, d: special("setup"),
    "lee_launch": lambda state, d: character_source(state, d["seat"]),
    "draw_skill": _draw_source,
    "move": lambda state, d: character_source(state, d["seat"]),
    "move_card": lambda state, d: character_source(state, d["seat"]),
    "action": lambda state, d: character_source(state, d["seat"]),
    "cylon_move": lambda state, d: character_source(state, d["seat"]),
    "cylon_action": lambda state, d: location_source(state["players"][d["seat"]]["loc"]),
    "hand_limit": lambda state, d: special("hand_limit"),
    "discard": _discard_source,
    "contribute": _check_source,
    "mysterious_intuition": _ability("Mysterious Intuition"),
    "blind_devotion": _ability("Blind Devotion"),
    "command_authority": _ability("Command Authority"),
    "secret_destiny": _ability("Secret Destiny"),
    "eco_officer": _ability("ECO Officer"),
    "moral_compass": _ability("Moral Compass"),
    "alert_viper_pilot": _ability("Alert Viper Pilot"),
    "crisis_pick": _ability("Religious Visions"),
    "roslin_quorum": _ability("Skilled Politician"),
    "caprica_pick": lambda state, d: location_source("caprica"),
    "steal_target": lambda state, d: location_source("human_fleet"),
    "steal_card": lambda state, d: location_source("human_fleet"),
    "give_loyalty": lambda state, d: location_source("resurrection_ship"),
    "destination": lambda state, d: special("jump"),
    "give_sympathizer": lambda state, d: special("sleeper"),
    "skill_window": _window_source,
    "window_order": _window_source,
    "confirm": lambda state, d: ability_source("Recon") if _is_recon(d) else generic_source(state, d),
    "peek_place": lambda state, d: ability_source("Recon") if _recon_peek(state, d) else generic_source(state, d),
    "loc_reaction": _loc_reaction_source,
    "eo_target": lambda state, d: from_src({"kind": "skill", "id": "executive_order"}) or generic_source(state, d),
    "eo_mode": lambda state, d: from_src({"kind": "skill", "id": "executive_order"}) or generic_source(state, d),
}


def source(state: State, d: dict) -> dict:
    return SOURCES.get(d["kind"], generic_source)(state, d)


# -- what a picked target is for -----------------------------------------------------------------------------------
def bound_ops(state: State, d: dict) -> list[dict]:
    """The later ops that use a pick bound by name (a location's target, a card's `as`), nearest first."""
    name = d.get("bind")
    if not name:
        return []
    for frame in reversed(state["stack"]):
        ops = frame.get("ops") or (frame.get("then") or {}).get("ops") or []
        used = [op for op in ops if f"${name}" in str(op)]
        if used:
            return used
    return []


def _pick_purpose(state: State, d: dict) -> str | None:
    task = d.get("task")
    if task and task.get("op") and d.get("key"):
        op = {**task["op"], d["key"]: "$pick"}
        return E.op_text(op, "the current player")
    name = d.get("bind")
    if name:
        used = bound_ops(state, d)
        if used:
            return E.effects(used, "the current player")
        src = stack_source(state)
        if src and src["kind"] == "location":
            return src["text"]
    return None


PURPOSES: dict[str, Callable[[State, dict], str | None]] = {
    "pick_player": _pick_purpose,
    "galactica_target": lambda state, d: T.PURPOSES["galactica_target"],
    "armory_target": lambda state, d: T.PURPOSES["armory_target"].format(hit_min=d.get("hit_min", 7)),
    "raider_target": lambda state, d: T.PURPOSES["raider_target"],
    "raider_civilian": lambda state, d: T.PURPOSES["raider_civilian"],
    "eo_target": lambda state, d: T.PURPOSES["eo_target"],
    "steal_target": lambda state, d: T.PURPOSES["steal_target"],
    "give_sympathizer": lambda state, d: T.PURPOSES["give_sympathizer"],
    "give_loyalty": lambda state, d: T.PURPOSES["give_loyalty"],
    "send_location": lambda state, d: T.PURPOSES["send_location"],
    "civilian_destroy": lambda state, d: T.PURPOSES["civilian_destroy"],
    "ship_pick": lambda state, d: E.op_text((d.get("task") or {}).get("op") or {"op": "cylon_ships", "ship": "ship"}),
    "viper_pick": lambda state, d: E.op_text((d.get("task") or {}).get("op") or {"op": "vipers", "action": "pick"}),
    "centurion_pick": lambda state, d: T.PURPOSES["centurion_pick"],
    "deploy_pick": lambda state, d: T.PURPOSES["deploy_pick"].format(ship=E.ships(d.get("ship", "raider"), 1)),
    "heavy_convert": lambda state, d: T.PURPOSES["heavy_convert"],
    "area_order": lambda state, d: T.PURPOSES["area_order"],
    "window_order": lambda state, d: T.PURPOSES["window_order"],
}


# -- the skill check a decision is about -----------------------------------------------------------------------------
def check_info(state: State, d: dict) -> dict | None:
    """The check in progress, or (`ahead`) the one a crisis box or a location's target pick leads to."""
    check = state.get("check")
    if check:
        positive = list(check["skills"]) + [s for s in check.get("extra_positive", []) if s not in check["skills"]]
        return {
            "skills": list(check["skills"]),
            "positive": positive,
            "ones_positive": bool(check.get("ones_positive")),
            "zero_skill": check.get("zero_skill"),
            "difficulty": check["difficulty"],
            "partial_min": check.get("partial_min"),
            "text": E.check({**check, **check["outcomes"]}, actor_word({"src": check["src"]})),
            "ahead": False,
        }
    ahead = [op for option in (d.get("op") or {}).get("options", []) for op in option.get("effects", [])]
    if d["kind"] == "pick_player":
        ahead = bound_ops(state, d)  # e.g. Admiral's Quarters: the check the target will face
    for op in ahead:
        if op.get("op") == "skill_check":
            return {
                "skills": list(op["skills"]),
                "positive": list(op["skills"]),
                "ones_positive": False,
                "zero_skill": None,
                "difficulty": op["difficulty"],
                "partial_min": op.get("partial_min"),
                "text": E.check(op, actor_word(d)),
                "ahead": True,
            }
    return None


# -- options: labels and consequences ----------------------------------------------------------------------------
def actor_word(d: dict) -> str:
    src = d.get("src") or (d.get("task") or {}).get("src") or {}
    return {"crisis": "the current player", "super_crisis": "the current player", "destination": "the Admiral"}.get(
        src.get("kind"), "you"
    )


def _choose_consequence(state: State, d: dict, action: Action) -> str | None:
    options = (d.get("op") or {}).get("options", [])
    if not isinstance(action.get("option"), int) or action["option"] >= len(options):
        return None
    return E.effects(options[action["option"]].get("effects", []), actor_word(d))


def _card_consequence(state: State, d: dict, action: Action) -> str | None:
    card = action.get("card")
    if not isinstance(card, str):
        return None
    base = card_base(card)
    if base in DATA.destinations:
        info = DATA.destinations[base]
        return T.CONSEQUENCES["destination"].format(distance=info["distance"], text=info["text"])
    if base in DATA.crises:
        return DATA.crises[base]["summary"]
    if base in DATA.super_crises:
        return DATA.super_crises[base]["summary"]
    if base in DATA.quorum:
        return DATA.quorum[base]["text"]
    if card in DATA.skill_cards:
        return DATA.skill_abilities[DATA.skill_cards[card]["card_id"]]["text"]
    if base in DATA.loyalty:
        return (DATA.loyalty[base].get("reveal") or {}).get("text") or DATA.loyalty[base]["text"]
    return None


def _yes_consequence(state: State, d: dict, action: Action) -> str | None:
    if action.get("type") != "yes":
        return None
    task = d.get("task") or {}
    ops = task.get("ops") or ([task["op"]] if task.get("op") else [])
    return E.effects(ops, actor_word(d)) if ops else None


def contribution_value(state: State, card: str) -> int:
    """What a skill card adds to the check in progress (its strength when no check runs)."""
    check = state.get("check")
    return card_value(check, card) if check else DATA.skill_cards[card]["strength"]


def _contribute_consequence(state: State, d: dict, action: Action) -> str | None:
    cards = action.get("cards") or ([action["card"]] if isinstance(action.get("card"), str) else [])
    if not cards or not state.get("check"):
        return None
    total = sum(contribution_value(state, c) for c in cards)
    return T.CONSEQUENCES["contribute"].format(total=total)


def _action_consequence(state: State, d: dict, action: Action) -> str | None:
    t = action.get("type")
    if t == "activate" and action.get("location") in DATA.locations:
        return location_source(action["location"])["text"]
    if t in ("play", "quorum_play", "reveal", "play_super"):
        return _card_consequence(state, d, action)
    if t == "ability":
        return ability_source(action["name"])["text"]
    return T.CONSEQUENCES.get(t)


def _token_consequence(state: State, d: dict, action: Action) -> str | None:
    token = DATA.galactica_damage.get(action.get("token"))
    return token.get("text") if token else None


CONSEQUENCES: dict[str, Callable[[State, dict, Action], str | None]] = {
    "choose": _choose_consequence,
    "confirm": _yes_consequence,
    "contribute": _contribute_consequence,
    "action": _action_consequence,
    "cylon_action": _action_consequence,
    "destination": _card_consequence,
    "crisis_pick": _card_consequence,
    "caprica_pick": _card_consequence,
    "roslin_quorum": _card_consequence,
    "quorum_play": _card_consequence,
    "galactica_draw_pick": _token_consequence,
    "move_card": lambda state, d, a: T.CONSEQUENCES["move_card"].format(location=T.loc_name(d.get("to"))),
    "moral_compass": lambda state, d, a: (
        E.effects(d["op"]["options"][d["other"]].get("effects", []), actor_word(d)) if a.get("type") == "use" else None
    ),
}


def options(state: State, seat: int, d: dict, names: list[str] | None = None) -> list[dict]:
    consequence = CONSEQUENCES.get(d["kind"])
    out = []
    for action in D.legal(state, seat):
        entry: dict[str, Any] = {"action": action, "label": action_label(state, seat, action, names)}
        text = consequence(state, d, action) if consequence else None
        if text:
            entry["consequence"] = text
        out.append(entry)
    return out


# -- the explanation --------------------------------------------------------------------------------------------
def changes_ship(state: State, seat: int, loc: str) -> bool:
    p = state["players"][seat]
    here = B.location_ship(p["loc"]) if p["viper"] is None else "space"
    return here != B.location_ship(loc)


def question(state: State, d: dict) -> str:
    text = T.PROMPTS.get(d["kind"], T.PROMPTS["choose"])
    if d["kind"] == "move_card" and d.get("to"):
        text = f"{text} ({T.CONSEQUENCES['move_card'].format(location=T.loc_name(d['to']))})"
    if d["kind"] == "skill_window":
        window = d.get("window", "")
        text = f"{text} ({T.WINDOW_NAMES.get(window, window)})"
    return text


def public(state: State) -> dict | None:
    """The thread's view of the pending decision (None when nothing is pending)."""
    d = state["decision"]
    if not d or state["winner"] is not None:
        return None
    seats = D.decision_seats(state)
    vis = visibility(state, d)
    now = step(state)
    out: dict[str, Any] = {
        "kind": d["kind"],
        "seats": seats,
        "step": now,
        "step_name": T.STEP_NAMES[now],
        "during": during(state),
        "visibility": vis,
        "source": source(state, d),
        "question": question(state, d),
        "seconds": C.seconds(state, d),  # the time allowed (the same for every awaited seat)
    }
    purpose = PURPOSES.get(d["kind"])
    if purpose and (text := purpose(state, d)):
        out["purpose"] = text
    info = check_info(state, d)
    if info:
        out["check"] = info
    if vis == PUBLIC:
        out["options"] = {str(s): options(state, s, d) for s in seats}
    return out


def for_seat(state: State, seat: int) -> dict | None:
    """What `seat` is asked now (None unless it is awaited): the public part plus its own options."""
    out = public(state)
    if out is None or seat not in out["seats"]:
        return None
    d = state["decision"]
    out = {**out, "options": options(state, seat, d)}
    defaults = C.seat_defaults(state, seat, d)  # what happens for this seat when the time runs out
    out["default"] = {"actions": defaults, "label": "; ".join(action_label(state, seat, a) for a in defaults)}
    seen = SEEN.get(d["kind"])
    if seen:
        out["seen"] = seen(state, d)
    return out


def _peeked(state: State, d: dict) -> dict:
    card = d["card"]
    return {"card": card, "name": T.card_name(card), "text": _card_consequence(state, d, {"card": card}) or ""}


# what the deciding seat alone sees besides its options (the card it is placing, …)
SEEN: dict[str, Callable[[State, dict], dict]] = {"peek_place": _peeked}


def action_label(state: State, seat: int, action: Action, names: list[str] | None = None) -> str:
    """A short label for one legal action of `seat` (buttons, menus, the log); the decision kind gives context."""
    d = state.get("decision") or {}
    kind = d.get("kind")
    t = action.get("type")
    p = state["players"][seat]
    L = T.LABELS
    if t == "character":
        return L["character"].format(character=T.char_name(action["character"]))
    if t == "launch":
        area = action["area"]
        if isinstance(area, dict):
            return L["launch_recall"].format(recall=T.area_label(area["recall"]), area=T.area_label(area["area"]))
        return L["launch"].format(area=T.area_label(area))
    if t == "draw":
        return L["draw"].format(article=T.article(action["skill"]), skill=action["skill"])
    if t == "stay":
        where = p["loc"]
        return L["stay"].format(location=T.loc_name(where)) if where else L["stay_nowhere"]
    if t == "move":
        if "card" not in action and kind == "move" and changes_ship(state, seat, action["to"]):
            return L["move_costly"].format(location=T.loc_name(action["to"]))
        if "card" in action:
            return L["move_paid"].format(location=T.loc_name(action["to"]), card=T.card_name(action["card"]))
        return L["move"].format(location=T.loc_name(action["to"]))
    if t == "viper_move":
        if "from" in action:
            return L["viper_move_from"].format(frm=T.area_label(action["from"]), area=T.area_label(action["to"]))
        return L["viper_move"].format(area=T.area_label(action["to"]))
    if t == "viper_attack":
        a, ship, _ = action["target"]
        if "from" in action:
            frm = T.area_label(action["from"])
            return L["viper_attack_from"].format(frm=frm, ship=T.ship_name(ship), area=T.area_label(a))
        return L["viper_attack"].format(ship=T.ship_name(ship), area=T.area_label(a))
    if t in ("target", "ship"):
        target = action["target"]
        ship = target[1] if len(target) == 3 else (d.get("task") or {}).get("ship", "ship")
        return L[t].format(ship=T.ship_name(ship), area=T.area_label(target[0]))
    if t == "activate":
        return L["activate"].format(location=T.loc_name(action["location"]))
    if t == "nuke":
        return L["nuke"].format(area=T.area_label(action["target"][0]))
    if t in ("play", "quorum_play", "quorum", "play_super", "reveal"):
        return L[t].format(card=T.card_name(action["card"]))
    if t == "card":
        template = L["take_card"] if kind == "steal_card" else L["card"]
        return template.format(card=T.card_name(action["card"]))
    if t == "contribute" and len(action.get("cards", ())) == 1:  # BSG-A: one card shows its value
        card = action["cards"][0]
        return L["contribute"].format(card=T.card_name(card), value=contribution_value(state, card))
    if t in ("discard", "contribute") and "cards" in action:
        cards = action["cards"]
        if not cards:
            return L[f"{t}_none"]
        value = sum(contribution_value(state, c) for c in cards)
        return L[f"{t}_cards"].format(cards=", ".join(T.card_name(c) for c in cards), value=value)
    if t == "discard":
        return L["discard"].format(card=T.card_name(action["card"]))
    if t == "contribute":
        return L["contribute"].format(card=T.card_name(action["card"]), value=contribution_value(state, action["card"]))
    if t == "ability":
        return L["ability"].format(name=action["name"])
    if t == "use":
        template = T.USE_LABELS.get(kind or "", L["use"])
        other = ""
        if kind == "moral_compass":
            other = d["op"]["options"][d["other"]].get("label", "")
        return template.format(other=other)
    if t == "declare":
        return L["declare"].format(result=action["result"])
    if t == "skill":
        return L["skill"].format(skill=action["skill"].capitalize())
    if t == "pilot":
        return L["pilot"].format(area=T.area_label(action["area"]))
    if t == "difficulty":
        return L["difficulty"].format(delta=action["delta"])
    if t == "choose":
        option = d["op"]["options"][action["option"]] if d.get("op") else {}
        label = option.get("label", str(action["option"]))
        return L["choose_check"] if label == "skill_check" else L["choose"].format(label=label)
    if t == "player":
        if action["seat"] is None:
            return L["player_none"]
        return L["player"].format(name=T.seat_name(state, action["seat"], names))
    if t == "centurion":
        return L["centurion"].format(position=action["position"])
    if t == "viper":
        source = action["source"]
        if isinstance(source, dict):
            return L["viper_pilot"].format(name=T.seat_name(state, source["seat"], names))
        where = T.area_label(source) if isinstance(source, int) else T.VIPER_WHERE.get(source, str(source))
        return L["viper_source"].format(where=where)
    if t == "location":
        return L["location"].format(location=T.loc_name(action["location"]))
    if t == "area":
        label = L["area"].format(area=T.area_label(action["area"]))
        return label[:1].upper() + label[1:]
    if t == "civilian":
        if "ship" in action:
            return L["civilian"].format(area=T.area_label(action["ship"][0]))
        return L["civilian_index"].format(number=action["index"] + 1, area=T.area_label(d.get("area")))
    if t == "civilian_move":
        template = L["civilian_stay"] if action["to"] == d.get("area") else L["civilian_move"]
        return template.format(area=T.area_label(action["to"]))
    if t == "token":
        return L["token"].format(token=T.token_name(action["token"]))
    if t == "deck":
        return L["deck"].format(deck=action["deck"].replace("_", " "))
    if t == "mode":
        return L["mode"].format(mode=T.MODE_NAMES.get(action["mode"], action["mode"]))
    if t == "stop" and kind == "quorum_play":
        return L["stop_nothing"]
    if t in L:
        return L[t].format(**{k: v for k, v in action.items() if k != "type"})
    return str(t).replace("_", " ")
