"""Decisions that explain themselves: what a seat (or the public) is shown about the pending decision.

`public(state)` is the thread's part: the decision kind and awaited seats, the turn step, whether it is asked in
the thread or by DM, its source (card, location, ability, window), the question, the skill check it is about,
what a picked target is for, and — for public decisions only — every option with its label and consequence.
`for_seat(state, seat)` adds the options of that seat's own secret decision. `action_label` words one legal action.

Everything here is table driven per decision kind (`VISIBILITY`, `SOURCES`, `PURPOSES`, `CONSEQUENCES`); a kind
without an entry still gets the generic source and no purpose, and `tests/bsg/engine/test_explain.py` checks that
every decision kind met in seeded random games has a visibility, a source and labelled options. Every text is a
`Text` (`Msg`/`cat`/`ListOf`, keys in `locales/<lang>/bsg.ftl`; plain `str` only for published names and ids), so a
view carries message keys and is JSON through `i18n.text_to_json`, like the outbox; the edge translates. Card and
board texts are built from their effects (`effect_text.py`), not from the data's English `text`. Secrets: the public
part reads only public state (the stack's card sources are cards already revealed or played; hands, decks and private
decision data are read only for the deciding seat).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from i18n import Msg, Text, cat

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
    "starting_hands": SECRET,  # sealed until everyone has chosen: no one's choice sways another's
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
    if not isinstance(kind, str | None) or not isinstance(cid, str | None):
        return _source_of.__wrapped__(kind, cid)  # not a key of the cache (malformed): worded afresh
    found = _source_of(kind, cid)
    return dict(found) if found is not None else None  # a copy: the caller may add to it


@functools.lru_cache(maxsize=1024)
def _source_of(kind: Any, cid: Any) -> dict | None:
    """`from_src` from the card and board data alone, so each source is worded once (the cache's dicts are
    never handed out, only copies)."""
    if kind in ("crisis", "super_crisis") and cid:
        table = DATA.crises if kind == "crisis" else DATA.super_crises
        card = table.get(cid, {})
        text = E.crisis_text(card) if card else ""
        return {"kind": kind, "id": cid, "name": card.get("name", cid), "text": text}
    if kind == "quorum" and cid:
        info = DATA.quorum[card_base(cid)]
        return {"kind": "quorum", "id": cid, "name": info["name"], "text": E.effects(info.get("effects", []))}
    if kind == "destination" and cid:
        info = DATA.destinations[card_base(cid)]
        return {"kind": "destination", "id": cid, "name": info["name"], "text": destination_text(info)}
    if kind == "location" and cid:
        return location_source(cid)
    if kind == "skill" and cid:
        info = DATA.skill_abilities[cid]
        return {"kind": "skill_card", "id": cid, "name": info["name"], "text": E.effects(info.get("effects", []))}
    if kind == "ability" and cid:
        return ability_source(cid)
    if kind == "reveal" and cid:
        info = DATA.loyalty[cid]
        return {"kind": "loyalty", "id": cid, "name": T.card_text(cid), "text": E.loyalty_text(info)}
    if kind == "title":
        return {"kind": "title", "id": "president", "name": Msg("bsg-source-president"), "text": label("quorum_draw")}
    return None


def destination_text(info: dict) -> Text:
    return Msg("bsg-conseq-destination", distance=info["distance"], text=E.effects(info.get("effects", [])))


def location_source(loc: str) -> dict:
    info = DATA.locations[loc]
    return {"kind": "location", "id": loc, "name": E.location_label(loc), "text": E.location_text(info)}


def ability_source(name: str) -> dict:
    cid, ability = character_ability(name)
    out = {"kind": "ability", "id": name, "name": name, "text": E.ability_text(ability)}
    if cid:
        out["character"] = cid
    return out


def character_source(state: State, seat: int) -> dict:
    p = state["players"][seat]
    cid = p["character"]
    out: dict[str, Any] = {"kind": "character", "id": cid, "name": T.char_name(cid), "text": ""}
    if p["loc"]:
        out["location"] = p["loc"]
    elif p["viper"] is not None:
        out["text"] = Msg("bsg-area", area=p["viper"])
    return out


SOURCE_NAMES = ("setup", "turn", "window", "activation", "jump", "sleeper", "title", "roll", "check")
SOURCE_NAMES += ("hand_limit", "reveal")  # `bsg-source-<kind>`


def special(kind: str, **extra: Any) -> dict:
    return {"kind": kind, "id": kind, "name": Msg(f"bsg-source-{kind}"), "text": "", **extra}


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
        return special("roll", text=T.rolled_for(state["roll"]["why"]))
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
        return special("turn", name=step_name("cylon_turn"))
    if why == "ability" and d.get("seat") == state["current"] and B.char_id(state, state["current"]) == "gaius_baltar":
        return ability_source("Delusional Intuition")
    return generic_source(state, d)


def _check_source(state: State, d: dict) -> dict:
    check = state.get("check")
    return (check and from_src(check["src"])) or generic_source(state, d)


def _window_source(state: State, d: dict) -> dict:
    window = d.get("window", "")
    text = window_name(window)
    inner = _check_source(state, d) if window.startswith("check") else generic_source(state, d)
    return {**special("window", text=text), "id": window, "about": inner}


def _recon_peek(state: State, d: dict) -> bool:
    """The H7 look of Sharon Valerii (the end-of-turn step, her own turn)."""
    return step(state) == "end" and B.char_id(state, d["seat"]) == "sharon_valerii"


def _discard_source(state: State, d: dict) -> dict:
    if not d.get("src") and state["players"][d["seat"]]["cylon_player"]:  # R2: a new Cylon discards down to 3
        return special("reveal", text=Msg("bsg-source-reveal-discard"))
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
    "starting_hands": lambda state, d: special("setup"),
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


# the decisions whose question opens with their ability's name ("Secret Destiny: replace this crisis card?"): a line
# that shows the question does not name the source again
NAMED_IN_QUESTION = frozenset(
    {
        "mysterious_intuition",
        "blind_devotion",
        "command_authority",
        "secret_destiny",
        "eco_officer",
        "moral_compass",
        "alert_viper_pilot",
    }
)


def source_beside_question(prompt: dict) -> Text:
    """The source's name to show beside the question (a call, a panel), or "" when the question already says it."""
    if prompt.get("kind") in NAMED_IN_QUESTION:
        return ""
    return (prompt.get("source") or {}).get("name") or ""


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


def _pick_purpose(state: State, d: dict) -> Text | None:
    task = d.get("task")
    if task and task.get("op") and d.get("key"):
        op = {**task["op"], d["key"]: "$pick"}
        return E.op_text(op, "current")
    name = d.get("bind")
    if name:
        used = bound_ops(state, d)
        if used:
            return E.effects(used, "current")
        src = stack_source(state)
        if src and src["kind"] == "location":
            return src["text"]
    return None


def _fixed_purpose(kind: str) -> Callable[[State, dict], Text]:
    return lambda state, d: Msg(f"bsg-purpose-{kind}")


PURPOSES: dict[str, Callable[[State, dict], Text | None]] = {
    "pick_player": _pick_purpose,
    **{
        kind: _fixed_purpose(kind)
        for kind in ("galactica_target", "raider_target", "raider_civilian", "eo_target", "steal_target")
        + ("give_sympathizer", "give_loyalty", "send_location", "civilian_destroy", "centurion_pick")
        + ("heavy_convert", "area_order", "window_order")
    },
    "armory_target": lambda state, d: Msg("bsg-purpose-armory_target", hit_min=d.get("hit_min", 7)),
    "ship_pick": lambda state, d: E.op_text((d.get("task") or {}).get("op") or {"op": "cylon_ships", "ship": "ship"}),
    "viper_pick": lambda state, d: E.op_text((d.get("task") or {}).get("op") or {"op": "vipers", "action": "pick"}),
    "deploy_pick": lambda state, d: Msg("bsg-purpose-deploy_pick", ship=E.ships(d.get("ship", "raider"), 1)),
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
    """The code of the player the decision's effects run for (effect_text's `actor`)."""
    src = d.get("src") or (d.get("task") or {}).get("src") or {}
    return {"crisis": "current", "super_crisis": "current", "destination": "admiral"}.get(src.get("kind"), "you")


def _choose_consequence(state: State, d: dict, action: Action) -> Text | None:
    options = (d.get("op") or {}).get("options", [])
    if not isinstance(action.get("option"), int) or action["option"] >= len(options):
        return None
    return E.effects(options[action["option"]].get("effects", []), actor_word(d))


def _card_consequence(state: State, d: dict, action: Action) -> Text | None:
    card = action.get("card")
    if not isinstance(card, str):
        return None
    base = card_base(card)
    if base in DATA.destinations:
        return destination_text(DATA.destinations[base])
    if base in DATA.crises:
        return E.crisis_text(DATA.crises[base])
    if base in DATA.super_crises:
        return E.crisis_text(DATA.super_crises[base])
    if base in DATA.quorum:
        return E.effects(DATA.quorum[base].get("effects", []))
    if card in DATA.skill_cards:
        return E.effects(DATA.skill_abilities[DATA.skill_cards[card]["card_id"]].get("effects", []))
    if base in DATA.loyalty:
        return E.loyalty_text(DATA.loyalty[base])
    return None


def _yes_consequence(state: State, d: dict, action: Action) -> Text | None:
    if action.get("type") != "yes":
        return None
    task = d.get("task") or {}
    ops = task.get("ops") or ([task["op"]] if task.get("op") else [])
    return E.effects(ops, actor_word(d)) if ops else None


def named_confirm(state: State, d: dict, player: Text) -> Text | None:
    """What a confirmation's "yes" does, with its player named rather than "you" (the thread's line, read by all):
    "Ann looks at the top card of the crisis deck …"; None when the decision is no confirmation with effects."""
    task = d.get("task") or {}
    ops = task.get("ops") or ([task["op"]] if task.get("op") else [])
    if d.get("kind") != "confirm" or not ops:
        return None
    actor = actor_word(d)
    return E.effects(ops, cat([player], "") if actor == "you" else actor)  # `cat`: a name is never taken for a code


def contribution_value(state: State, card: str) -> int:
    """What a skill card adds to the check in progress (its strength when no check runs)."""
    check = state.get("check")
    return card_value(check, card) if check else DATA.skill_cards[card]["strength"]


def _contribute_consequence(state: State, d: dict, action: Action) -> Text | None:
    cards = action.get("cards") or ([action["card"]] if isinstance(action.get("card"), str) else [])
    if not cards or not state.get("check"):
        return None
    total = sum(contribution_value(state, c) for c in cards)
    return Msg("bsg-conseq-contribute", total=E.signed(total))


ACTION_CONSEQUENCES = ("nothing", "quorum_draw", "viper_attack", "nuke", "caprica_crises")  # `bsg-conseq-<type>`


def _action_consequence(state: State, d: dict, action: Action) -> Text | None:
    t = action.get("type")
    if t == "activate" and action.get("location") in DATA.locations:
        return location_source(action["location"])["text"]
    if t in ("play", "quorum_play", "reveal", "play_super"):
        return _card_consequence(state, d, action)
    if t == "ability":
        return ability_source(action["name"])["text"]
    return Msg(f"bsg-conseq-{t}") if t in ACTION_CONSEQUENCES else None


def _token_consequence(state: State, d: dict, action: Action) -> Text | None:
    token = DATA.galactica_damage.get(action.get("token"))
    return E.token_text(token) if token else None


CONSEQUENCES: dict[str, Callable[[State, dict, Action], Text | None]] = {
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
    "move_card": lambda state, d, a: Msg("bsg-conseq-move_card", location=T.loc_text(d.get("to"))),
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


def _aboard(state: State, seat: Any) -> bool:
    """The seat stands in a location (not in a Viper in space)."""
    players = state.get("players") or []
    return isinstance(seat, int) and 0 <= seat < len(players) and players[seat].get("viper") is None


def question(state: State, d: dict) -> Text:
    text = T.prompt(d["kind"] if d["kind"] in T.PROMPTS else "choose")
    if d["kind"] == "move_card" and d.get("to"):
        text = Msg("bsg-prompt-with", prompt=text, detail=Msg("bsg-conseq-move_card", location=T.loc_text(d["to"])))
    if d["kind"] == "skill_window":
        text = Msg("bsg-prompt-with", prompt=text, detail=window_name(d.get("window", "")))
    if d["kind"] == "draw_skill" and D.draw_sets(d):  # the whole draw at once
        text = Msg("bsg-prompt-draw_skill-all", count=d["left"])
    if d["kind"] == "starting_hands":
        text = Msg("bsg-prompt-starting_hands", count=d["left"])
    if d["kind"] == "move" and _aboard(state, d.get("seat")):  # no Viper to fly: the prompt does not offer one
        text = Msg("bsg-prompt-move-aboard")
    if d["kind"] == "confirm":  # "Do you want to do this?" says what "this" is (Recon, an optional effect)
        detail = _yes_consequence(state, d, {"type": "yes"})
        text = Msg("bsg-prompt-with", prompt=text, detail=detail) if detail is not None else text
    return text


STEP_NAMES = ("setup", "start", "receive", "move", "action", "crisis", "activation", "jump", "end", "cylon_turn")
WINDOW_NAMES = ("check_pre", "check_total", "roll_before", "viper_attacked")


def step_name(now: str) -> Msg:
    return Msg(f"bsg-step-{now}")


def window_name(window: str) -> Text:
    return Msg(f"bsg-window-{window}") if window in WINDOW_NAMES else E.code_words(window)


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
        "step_name": step_name(now),
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


def for_seat(state: State, seat: int, public_part: dict | None = None) -> dict | None:
    """What `seat` is asked now (None unless it is awaited): the public part plus its own options.
    `public_part`: `public(state)` when the caller has just computed it (its values are shared, not copied)."""
    out = public_part if public_part is not None else public(state)
    changing = D.reopened(state, seat)  # changing its sealed answer: asked again, its earlier answer stands
    if out is None or (seat not in out["seats"] and not changing):
        return None
    d = state["decision"]
    out = {**out, "options": options(state, seat, d)}
    defaults = [] if changing else C.seat_defaults(state, seat, d)  # what happens when the time runs out
    said = Msg("bsg-change-default") if changing else cat([action_label(state, seat, a) for a in defaults], "; ")
    out["default"] = {"actions": defaults, "label": said}
    seen = SEEN.get(d["kind"])
    if seen:
        out["seen"] = seen(state, d)
    return out


def _peeked(state: State, d: dict) -> dict:
    card = d["card"]
    return {"card": card, "name": T.card_text(card), "text": _card_consequence(state, d, {"card": card}) or ""}


# what the deciding seat alone sees besides its options (the card it is placing, …)
SEEN: dict[str, Callable[[State, dict], dict]] = {"peek_place": _peeked}


def label(which: str, /, **params: Any) -> Msg:
    return Msg(f"bsg-label-{which}", **params)


def area_label(area: object) -> Msg:
    """A space area in an option label, e.g. "area 4 (lower rear, launch)"."""
    return Msg("bsg-area-label", area=area if isinstance(area, int) and 0 <= area < 6 else "reserves")


def ship_name(ship: str) -> Msg:
    return Msg("bsg-ship", ship=ship)


# labels with no parameter, by action type (`bsg-label-<type>`)
PLAIN_LABELS = frozenset(
    {"quorum_draw", "nothing", "caprica_crises", "done", "pass", "use", "yes", "no", "stop", "change"}
)
USE_LABELS = ("secret_destiny", "command_authority", "eco_officer")  # `bsg-label-use-<kind>` (+ moral_compass)
MODES = ("move_and_act", "two_actions")


def action_label(state: State, seat: int, action: Action, names: list[str] | None = None) -> Text:
    """A short label for one legal action of `seat` (buttons, menus, the log); the decision kind gives context."""
    d = state.get("decision") or {}
    kind = d.get("kind")
    t = action.get("type")
    p = state["players"][seat]
    if t == "character":
        return label("character", character=T.char_name(action["character"]))
    if t == "launch":
        area = action["area"]
        if isinstance(area, dict):
            return label("launch_recall", recall=E.area_where(area["recall"]), area=area_label(area["area"]))
        return label("launch", area=area_label(area))
    if t in ("draw", "starting_hand") and "skills" in action:  # the whole draw: "2 × tactics and 1 × piloting"
        return label("draw_all", cards=E.skills_counted(action["skills"]))
    if t == "draw":
        return label("draw", skill=E.skill_name(action["skill"]))
    if t == "stay":
        where = p["loc"]
        return label("stay", location=T.loc_text(where)) if where else label("stay_nowhere")
    if t == "move":
        if "card" not in action and kind == "move" and changes_ship(state, seat, action["to"]):
            return label("move_costly", location=T.loc_text(action["to"]))
        if "card" in action:
            return label("move_paid", location=T.loc_text(action["to"]), card=T.card_text(action["card"]))
        return label("move", location=T.loc_text(action["to"]))
    if t == "viper_move":
        if "from" in action:
            return label("viper_move_from", frm=E.area_where(action["from"]), area=area_label(action["to"]))
        return label("viper_move", area=area_label(action["to"]))
    if t == "viper_attack":
        a, ship, _ = action["target"]
        if "from" in action:
            frm = E.area_where(action["from"])
            return label("viper_attack_from", frm=frm, ship=ship_name(ship), area=area_label(a))
        return label("viper_attack", ship=ship_name(ship), area=area_label(a))
    if t in ("target", "ship"):
        target = action["target"]
        ship = target[1] if len(target) == 3 else (d.get("task") or {}).get("ship", "ship")
        return label(t, ship=ship_name(ship), area=area_label(target[0]))
    if t == "activate":
        return label("activate", location=T.loc_text(action["location"]))
    if t == "nuke":
        return label("nuke", area=area_label(action["target"][0]))
    if t in ("play", "quorum_play", "quorum", "play_super", "reveal"):
        return label(t, card=T.card_text(action["card"]))
    if t == "card":
        card = T.card_text(action["card"])
        return label("take_card", card=card) if kind == "steal_card" else card
    if t == "contribute" and len(action.get("cards", ())) == 1:  # BSG-A: one card shows its value
        card = action["cards"][0]
        return label("contribute", card=T.card_text(card), value=E.signed(contribution_value(state, card)))
    if t in ("discard", "contribute") and "cards" in action:
        cards = action["cards"]
        if not cards:
            return label(f"{t}_none")
        value = E.signed(sum(contribution_value(state, c) for c in cards))
        return label(f"{t}_cards", cards=T.cards_counted(cards), value=value)
    if t == "discard":
        return label("discard", card=T.card_text(action["card"]))
    if t == "contribute":
        value = E.signed(contribution_value(state, action["card"]))
        return label("contribute", card=T.card_text(action["card"]), value=value)
    if t == "ability":
        return label("ability", name=action["name"])
    if t == "use":
        if kind == "moral_compass":
            other = E.option_label(d["op"]["options"][d["other"]], actor_word(d))
            return label("use-moral_compass", other=other)
        return label(f"use-{kind}") if kind in USE_LABELS else label("use")
    if t == "declare":
        return label("declare", result="pass" if action["result"] == "pass" else "fail")
    if t == "skill":
        return label("skill", skill=E.skill_name(action["skill"]))
    if t == "pilot":
        return label("pilot", area=area_label(action["area"]))
    if t == "difficulty":
        return label("difficulty", change=E.check_change(action["delta"]))  # "Make the check 2 easier"
    if t == "choose":
        options = d["op"]["options"] if d.get("op") else []
        option = options[action["option"]] if options else {}
        if not option:
            return str(action["option"])
        text = E.option_label(option, actor_word(d))
        if option.get("label") != "skill_check" and any(o.get("label") == "skill_check" for o in options):
            return Msg("bsg-button-option", name=Msg("bsg-button-alternative"), text=text)  # as the card calls it
        return text
    if t == "player":
        if action["seat"] is None:
            return label("player_none")
        return T.seat_name(state, action["seat"], names)
    if t == "centurion":
        return label("centurion", position=action["position"])
    if t == "viper":
        source = action["source"]
        if isinstance(source, dict):
            return label("viper_pilot", name=T.seat_name(state, source["seat"], names))
        where = area_label(source) if isinstance(source, int) else Msg("bsg-viper-where", where=str(source))
        return label("viper_source", where=where)
    if t == "location":  # a button: the name alone
        return E.location_label(action["location"])
    if t == "area":
        return area_label(action["area"])
    if t == "civilian":
        if "ship" in action:
            return label("civilian", area=area_label(action["ship"][0]))
        return label("civilian_index", number=action["index"] + 1, area=area_label(d.get("area")))
    if t == "civilian_move":
        name = "civilian_stay" if action["to"] == d.get("area") else "civilian_move"
        return label(name, area=area_label(action["to"]))
    if t == "token":
        return T.token_text(action["token"])
    if t == "deck":
        return label("deck", deck=Msg("bsg-fx-deck", deck=action["deck"]))
    if t == "mode":
        return Msg(f"bsg-mode-{action['mode']}") if action["mode"] in MODES else E.code_words(action["mode"])
    if t == "stop" and kind == "quorum_play":
        return label("stop_nothing")
    if t == "count":
        return label("count", count=action["count"])
    if t == "place":
        return label("place", where="top" if action.get("where") == "top" else "bottom")
    if t in PLAIN_LABELS:
        return label(t)
    return E.code_words(t)
