"""Decision points: what a seat may do for the pending decision (`legal`) and how an answer is applied (`answer`).

`answer` is only called with an action that `legal` listed, so it never has to refuse anything.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from . import board as B
from . import machine as M
from .data import (
    CHARACTER_TYPES,
    COLONIAL_ONE,
    CYLON_LOCATIONS,
    DATA,
    GALACTICA,
    HAZARDOUS,
    LAUNCH_AREAS,
    SKILLS,
    card_base,
    loyalty_kind,
)

State = dict[str, Any]
Action = dict[str, Any]
LegalFn = Callable[[State, int, dict], list[Action]]
AnswerFn = Callable[["M.Ctx", int, Action, dict], None]

HUMAN_LOCATIONS = COLONIAL_ONE + GALACTICA


# ----------------------------------------------------------------------------------------------------------------
# setup decisions


def draft_options(st: State) -> list[str]:
    taken = [p["character"] for p in st["players"] if p["character"]]
    counts = {t: 0 for t in CHARACTER_TYPES}
    for cid in taken:
        ctype = DATA.characters[cid]["type"]
        if ctype in counts:
            counts[ctype] += 1
    fewest = min(counts.values())
    allowed_types = {t for t, c in counts.items() if c == fewest} | {"support"}
    return [cid for cid, ch in DATA.characters.items() if cid not in taken and ch["type"] in allowed_types]


# ----------------------------------------------------------------------------------------------------------------
# movement and actions


def move_options(st: State, seat: int) -> list[Action]:
    p = st["players"][seat]
    out: list[Action] = [{"type": "stay"}]
    here = B.location_ship(p["loc"]) if p["viper"] is None else "space"
    closed = M.in_play(st, "colonial_one_closed")
    for loc in HUMAN_LOCATIONS:
        if loc in HAZARDOUS or loc == p["loc"] or (closed and loc in COLONIAL_ONE):
            continue
        if here == B.location_ship(loc) or p["hand"]:  # the other ship costs a card, chosen next (`move_card`)
            out.append({"type": "move", "to": loc})
    if p["viper"] is not None:
        out.extend({"type": "viper_move", "to": a} for a in B.adjacent(p["viper"]))
    return out


def location_usable(st: State, seat: int, loc: str) -> bool:
    p = st["players"][seat]
    info = DATA.locations.get(loc)
    if info is None or info["team"] != "human" or not info["action"] or loc in st["damaged"]:
        return False
    if loc == "communications" and M.in_play(st, "communications_blocked"):
        return False
    if loc in COLONIAL_ONE and M.in_play(st, "colonial_one_closed"):
        return False
    cid = B.char_id(st, seat)
    if cid == "william_adama" and loc == "admirals_quarters":
        return False
    others_here = any(q["loc"] == loc for s, q in enumerate(st["players"]) if s != seat)
    if cid == "tom_zarek" and loc != "brig" and others_here:
        return False
    if cid == "laura_roslin" and len(p["hand"]) < 2:
        return False
    req = info["action"].get("requires")
    if req and not M.condition(M.Ctx(st, None), req, seat):  # type: ignore[arg-type]
        return False
    if loc == "hangar_deck" and not M.launch_options(st):
        return False
    return not (loc == "presidents_office" and not st["decks"]["quorum"] and not st["discards"]["quorum"])


def action_options(st: State, seat: int) -> list[Action]:
    p = st["players"][seat]
    out: list[Action] = []
    if p["loc"] and location_usable(st, seat, p["loc"]):
        out.append({"type": "activate", "location": p["loc"]})
    if p["viper"] is not None:
        a = p["viper"]
        out.extend({"type": "viper_move", "to": b} for b in B.adjacent(a))
        out.extend({"type": "viper_attack", "target": t} for t in M.cylon_targets(st) if t[0] == a)
    if st["admiral"] == seat and st["nukes"] > 0:
        out.extend(
            {"type": "nuke", "target": [a, i]} for a in range(6) for i in range(len(st["space"][a]["basestars"]))
        )
    if st["president"] == seat:
        if st["decks"]["quorum"] or st["discards"]["quorum"]:
            out.append({"type": "quorum_draw"})
        out.extend({"type": "quorum_play", "card": c} for c in sorted(set(st["quorum_hand"])))
    for c in B.sort_cards(list(set(p["hand"]))):
        if skill_card_playable(st, seat, c):
            out.append({"type": "play", "card": c})
    cid = B.char_id(st, seat)
    if not p["opg_used"] and cid in OPG_ACTIONS and OPG_ACTIONS[cid][1](st, seat):
        out.append({"type": "ability", "name": OPG_ACTIONS[cid][0]})
    for c in sorted(set(p["loyalty"])):
        if loyalty_kind(c) == "cylon":
            out.append({"type": "reveal", "card": c})
    out.append({"type": "nothing"})
    return out


def eo_targets(st: State, seat: int) -> list[int]:
    """Executive Order: another human player who can act (not Karl while stranded)."""
    return [s for s in B.humans(st) if s != seat and not st["players"][s]["stranded"]]


def skill_card_playable(st: State, seat: int, card: str) -> bool:
    ability = DATA.skill_abilities[B.skill_card(card)["card_id"]]
    if ability["timing"]["kind"] != "action":
        return False
    others = eo_targets(st, seat)
    if ability["id"] == "executive_order" and (st["eo_turn"] == st["turn"] or not others):
        return False
    req = ability.get("requires")
    return not (req and not M.condition(M.Ctx(st, None), req, seat))  # type: ignore[arg-type]


OPG_ACTIONS = {
    "saul_tigh": ("Declare Martial Law", lambda st, seat: st["president"] != st["admiral"]),
    "lee_adama": ("CAG", lambda st, seat: bool(M.unmanned_viper_options(st))),
    "gaius_baltar": ("Cylon Detector", lambda st, seat: True),
    "tom_zarek": ("Unconventional Tactics", lambda st, seat: True),
    "laura_roslin": ("Skilled Politician", lambda st, seat: bool(st["decks"]["quorum"] or st["discards"]["quorum"])),
}


def ability_effects(cid: str, name: str) -> list[dict]:
    for ability in DATA.characters[cid]["abilities"]:
        if ability["name"] == name:
            return ability["effect"]
    raise KeyError(name)


def cylon_action_options(st: State, seat: int) -> list[Action]:
    p = st["players"][seat]
    out: list[Action] = []
    loc = p["loc"]
    if loc == "caprica":
        out.append({"type": "caprica_crises"})
        if not p["sympathizer_cylon"]:
            out.extend({"type": "play_super", "card": c} for c in sorted(p["super"]))
    elif loc == "cylon_fleet" and not p["sympathizer_cylon"] or loc in ("human_fleet", "resurrection_ship"):
        out.append({"type": "activate", "location": loc})
    out.append({"type": "nothing"})
    return out


# ----------------------------------------------------------------------------------------------------------------
# legal actions by decision kind


def legal(st: State, seat: int) -> list[Action]:
    """Every legal answer of `seat` to the pending decision (empty when it is not asked)."""
    d = st["decision"]
    if d is None or st["winner"] is not None:
        return []
    if d["kind"] in SIMULTANEOUS:
        if str(seat) not in d["pending"]:
            return change_options(st, seat, d)
    elif d["seat"] != seat:
        return []
    return LEGAL[d["kind"]](st, seat, d)


# -- a sealed answer changed while the decision is open (issue 24 item 5) -----------------------------------------
CHANGE: Action = {"type": "change"}


def sealed_answer(st: State, seat: int) -> bool:
    """Whether `seat` answered the open simultaneous decision with an answer that has not taken effect yet: an early
    contribution still sealed (its turn in the order has not come), a window's play or pass or a starting hand's
    types while others decide.
    A hand-limit discard takes effect at once (face up), so it is not changeable."""
    d = st["decision"]
    if d is None or st["winner"] is not None or d["kind"] not in SIMULTANEOUS or str(seat) in d["pending"]:
        return False
    if d["kind"] == "contribute":
        return str(seat) in st["check"]["sealed"]
    return d["kind"] in ("skill_window", "starting_hands") and seat in d.get("answered", [])


def reopen_marks(st: State) -> list[int]:
    """The seats changing their sealed answer now (kept with the check for contributions: the contribution
    decision is asked anew after each announced one). Read only."""
    d = st["decision"]
    holder = st["check"] if d["kind"] == "contribute" else d
    return holder.get("reopened", [])


def reopened(st: State, seat: int) -> bool:
    """Whether `seat` is changing its sealed answer (its earlier answer stands until it gives another)."""
    return sealed_answer(st, seat) and seat in reopen_marks(st)


def changes_answer(st: State, seat: int, action: Action) -> bool:
    """Whether `action` of a seat not awaited is about its sealed answer: "change", or a new answer once reopened
    (any other answer of a seat that answered is out of turn)."""
    return sealed_answer(st, seat) and (action == CHANGE or reopened(st, seat))


def change_options(st: State, seat: int, d: dict) -> list[Action]:
    """A seat that answered: "change" while its answer is sealed; the decision's options once it chose to."""
    if not sealed_answer(st, seat):
        return []
    return LEGAL[d["kind"]](st, seat, d) if reopened(st, seat) else [dict(CHANGE)]


def change(ctx: M.Ctx, seat: int, action: Action) -> None:
    """Reopen a sealed answer, or replace it. Nothing public: the decision, who it waits for and its clock stay."""
    st = ctx.state
    d = st["decision"]
    holder = st["check"] if d["kind"] == "contribute" else d
    marks = holder["reopened"] = [s for s in reopen_marks(st) if s != seat]
    if action == CHANGE:
        marks.append(seat)
        return
    if d["kind"] == "contribute":
        cards = chosen_cards(action)
        st["check"]["sealed"][str(seat)] = list(cards)
        for card in cards:
            ctx.priv(seat, "you_contributed", card=card)
        return
    if d["kind"] == "starting_hands":
        d["picks"][str(seat)] = list(action["skills"])
        return
    plays = d["plays"]
    if action["type"] == "play":
        plays[str(seat)] = action["card"]
    else:
        plays.pop(str(seat), None)


def contribute_options(st: State, seat: int, d: dict) -> list[Action]:
    """Nothing, or one card; any set of hand cards up to the limit is accepted as well (`batch_problem`)."""
    return [{"type": "contribute", "cards": []}] + [{"type": "contribute", "cards": [c]} for c in hand_cards(st, seat)]


# -- batch actions: several cards in one action (issue 11 item 4) ------------------------------------------------
BATCHES = {"contribute": "contribute", "discard": "discard", "hand_limit": "discard"}  # decision kind -> action type


def batch_bounds(st: State, seat: int, d: dict) -> tuple[int, int]:
    """How many cards a batch answer to this decision holds (at least, at most)."""
    hand = len(st["players"][seat]["hand"])
    if d["kind"] == "contribute":
        return 0, min(hand, M.contribution_limit(st, seat))
    left = d["pending"][str(seat)] if d["kind"] == "hand_limit" else d["left"]
    return 1, min(hand, left)


def batch_problem(st: State, seat: int, action: Any) -> str | None:
    """None when `action` (`{"type": ..., "cards": [...]}`) is an acceptable batch for `seat`'s pending decision, or
    a one-card answer to a draw offered whole (`single_draw`); else why not: "no_batch" (no batch form here),
    "repeated", "not_in_hand", "too_many" or "too_few"."""
    d = st["decision"]
    if single_draw(d, action):
        return None
    form = BATCHES.get(d["kind"]) if d else None
    if form is None or not isinstance(action, dict) or set(action) != {"type", "cards"} or action["type"] != form:
        return "no_batch"
    if d["kind"] in SIMULTANEOUS and str(seat) not in d["pending"] and not reopened(st, seat):
        return "no_batch"  # answered already: "change" first
    cards = action["cards"]
    if type(cards) is not list or any(type(c) is not str for c in cards):
        return "no_batch"
    if len(set(cards)) != len(cards):
        return "repeated"
    if not set(cards) <= set(st["players"][seat]["hand"]):
        return "not_in_hand"
    low, high = batch_bounds(st, seat, d)
    if len(cards) > high:
        return "too_many"
    return "too_few" if len(cards) < low else None


def chosen_cards(action: Action) -> list[str]:
    return list(action["cards"]) if "cards" in action else [action["card"]]


def pick_player_options(st: State, seat: int, d: dict) -> list[Action]:
    out: list[Action] = [{"type": "player", "seat": s} for s in d["options"]]
    if d["optional"]:
        out.append({"type": "player", "seat": None})
    return out


def hand_cards(st: State, seat: int) -> list[str]:
    return sorted(set(st["players"][seat]["hand"]))


def listed(action_type: str, key: str) -> LegalFn:
    """Legal actions `{"type": action_type, key: option}` for each of the decision's `options`."""
    return lambda st, seat, d: [{"type": action_type, key: o} for o in d["options"]]


USE_OR_PASS: list[Action] = [{"type": "use"}, {"type": "pass"}]
# A draw of several cards is asked once, as its sets of types, when it has at most this many (a list short enough
# to choose from); with more, card by card. A rule of the legal actions, not of a front end's menus: the clock's
# default, the bots' options and whether a stored whole draw is legal all follow it, so it stays here (a presenter
# shows whatever is legal, in pages; tests/bsg/test_bsg_whole_draw_menu.py checks the longest fits one menu).
WHOLE_DRAW_MOST_SETS = 25


def draw_sets(d: dict) -> list[list[str]]:
    """The ways to share out the draw's cards left among its skill types (first: all of the first type, as a clock's
    default draws them one by one), or [] when one card is left or they are too many to list."""
    if d["left"] < 2:
        return []
    found = [list(c) for c in itertools.combinations_with_replacement(d["skills"], d["left"])]
    return found if len(found) <= WHOLE_DRAW_MOST_SETS else []


def draw_options(d: dict) -> list[Action]:
    """A draw: the whole of it in one answer where its sets fit (a player is asked once, not once per card), else the
    next card's type. The one-card answer stays accepted (`single_draw`): standing orders and older moves give it."""
    sets = draw_sets(d)
    if sets:
        return [{"type": "draw", "skills": chosen} for chosen in sets]
    return [{"type": "draw", "skill": s} for s in d["skills"]]


def starting_hand_options(st: State, seat: int, d: dict) -> list[Action]:
    """D-S3: every split of the three starting cards among the seat's own skill types (at most 20: four types)."""
    sets = draw_sets({"skills": d["sets"][str(seat)], "left": d["left"]})
    return [{"type": "starting_hand", "skills": chosen} for chosen in sets]


def single_draw(d: dict | None, action: Any) -> bool:
    """A one-card answer to a draw offered whole (`draw_options`)."""
    return (
        d is not None
        and d["kind"] == "draw_skill"
        and isinstance(action, dict)
        and set(action) == {"type", "skill"}
        and action["type"] == "draw"
        and action["skill"] in d["skills"]
    )


# decision kind -> its legal actions (seat is the asked seat)
LEGAL: dict[str, LegalFn] = {
    "hand_limit": lambda st, seat, d: [{"type": "discard", "card": c} for c in hand_cards(st, seat)],
    "draft": lambda st, seat, d: [{"type": "character", "character": c} for c in draft_options(st)],
    "lee_launch": lambda st, seat, d: [{"type": "launch", "area": a} for a in LAUNCH_AREAS],
    "draw_skill": lambda st, seat, d: draw_options(d),
    "starting_hands": starting_hand_options,
    "move": lambda st, seat, d: move_options(st, seat),
    "move_card": lambda st, seat, d: [{"type": "discard", "card": c} for c in hand_cards(st, seat)],
    "action": lambda st, seat, d: action_options(st, seat),
    "choose": listed("choose", "option"),
    "confirm": lambda st, seat, d: [{"type": "yes"}, {"type": "no"}],
    "pick_player": pick_player_options,
    "discard": lambda st, seat, d: [{"type": "discard", "card": c} for c in hand_cards(st, seat)],
    "contribute": contribute_options,
    "destination": listed("card", "card"),
    "crisis_pick": listed("card", "card"),
    "caprica_pick": listed("card", "card"),
    "galactica_target": listed("target", "target"),
    "launch_self": listed("launch", "area"),
    "armory_target": listed("centurion", "position"),
    "centurion_pick": listed("centurion", "position"),
    "viper_activation": lambda st, seat, d: [*d["options"], {"type": "stop"}],
    "viper_pick": lambda st, seat, d: (
        [{"type": "viper", "source": s} for s in d["options"]] + ([{"type": "stop"}] if d["stop"] else [])
    ),
    "ship_pick": listed("ship", "target"),
    "send_location": listed("location", "location"),
    "civilian_destroy": listed("area", "area"),
    "comms_pick": lambda st, seat, d: [{"type": "civilian", "ship": o} for o in d["options"]] + [{"type": "stop"}],
    "comms_move": lambda st, seat, d: [{"type": "civilian_move", "to": t} for t in (d["area"], *B.adjacent(d["area"]))],
    "quorum_play": lambda st, seat, d: (
        [{"type": "quorum", "card": c} for c in sorted(set(st["quorum_hand"]))] or [{"type": "stop"}]
    ),
    "give_sympathizer": listed("player", "seat"),
    "cylon_move": lambda st, seat, d: (
        [{"type": "stay"}]
        + [{"type": "move", "to": loc} for loc in CYLON_LOCATIONS if loc != st["players"][seat]["loc"]]
    ),
    "cylon_action": lambda st, seat, d: cylon_action_options(st, seat),
    "steal_target": listed("player", "seat"),
    "steal_card": lambda st, seat, d: [{"type": "card", "card": c} for c in hand_cards(st, d["victim"])],
    "give_loyalty": lambda st, seat, d: (
        [{"type": "player", "seat": s} for s in d["options"]] + [{"type": "player", "seat": None}]
    ),
    "galactica_draw_count": lambda st, seat, d: [{"type": "count", "count": n} for n in range(1, d["max"] + 1)],
    "secret_destiny": lambda st, seat, d: list(USE_OR_PASS),
    "command_authority": lambda st, seat, d: list(USE_OR_PASS),
    "eco_officer": lambda st, seat, d: list(USE_OR_PASS),
    "moral_compass": lambda st, seat, d: list(USE_OR_PASS),
    "deploy_pick": listed("area", "area"),
    "heavy_convert": listed("area", "area"),
    "area_order": listed("area", "area"),
    "raider_target": listed("player", "seat"),
    "raider_civilian": listed("civilian", "index"),
    "alert_viper_pilot": lambda st, seat, d: [{"type": "pilot", "area": a} for a in d["options"]] + [{"type": "pass"}],
    "mysterious_intuition": lambda st, seat, d: [
        {"type": "declare", "result": "pass"},
        {"type": "declare", "result": "fail"},
        {"type": "pass"},
    ],
    "blind_devotion": lambda st, seat, d: [{"type": "skill", "skill": x} for x in SKILLS] + [{"type": "pass"}],
    "skill_window": lambda st, seat, d: (
        [{"type": "play", "card": c} for c in M.window_cards(st, seat, d["window"])] + [{"type": "pass"}]
    ),
    "loc_reaction": lambda st, seat, d: [{"type": "difficulty", "delta": x} for x in d["deltas"]] + [{"type": "pass"}],
    "window_order": listed("player", "seat"),
    "peek_deck": listed("deck", "deck"),
    "peek_place": lambda st, seat, d: [{"type": "place", "where": "top"}, {"type": "place", "where": "bottom"}],
    "piloted_attack": lambda st, seat, d: [{"type": "target", "target": t} for t in d["options"]] + [{"type": "stop"}],
    "roslin_quorum": listed("card", "card"),
    "eo_target": listed("player", "seat"),
    "eo_mode": lambda st, seat, d: [{"type": "mode", "mode": "move_and_act"}, {"type": "mode", "mode": "two_actions"}],
    "galactica_draw_pick": lambda st, seat, d: [{"type": "token", "token": t} for t in sorted(set(d["tokens"]))],
}
# decisions asked of several seats at once: `d["pending"]` maps each seat still to answer (str) to its state
SIMULTANEOUS = frozenset({"hand_limit", "skill_window", "contribute", "starting_hands"})


# ----------------------------------------------------------------------------------------------------------------
# answers


ANSWERS: dict[str, AnswerFn] = {}


def answer_for(fn: AnswerFn) -> AnswerFn:
    """Register `a_<kind>` as the handler of answers to decisions of that kind."""
    kind = fn.__name__.removeprefix("a_")
    assert fn.__name__.startswith("a_") and kind not in ANSWERS, fn.__name__
    ANSWERS[kind] = fn
    return fn


def answer(ctx: M.Ctx, seat: int, action: Action) -> None:
    st = ctx.state
    d = st["decision"]
    kind = d["kind"]
    if kind in SIMULTANEOUS and str(seat) not in d["pending"]:
        change(ctx, seat, action)  # a sealed answer changed: the decision stays open
        return
    st["decision"] = None
    ctx.src = d.get("src") or {}
    ANSWERS[kind](ctx, seat, action, d)


@answer_for
def a_hand_limit(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    """Simultaneous discards: the hand limit at turn end, and "each player discards" effects."""
    cards = chosen_cards(action)
    for card in cards:
        M.discard_skill(ctx, seat, card, d.get("why", "hand_limit"))
    pending = dict(d["pending"])
    pending[str(seat)] -= len(cards)
    if pending[str(seat)] <= 0:
        del pending[str(seat)]
    if pending:
        ctx.state["decision"] = {**d, "pending": pending}


@answer_for
def a_draft(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    st["players"][seat]["character"] = action["character"]
    ctx.pub("character_chosen", seat=seat, character=action["character"])


@answer_for
def a_lee_launch(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    st["reserves"]["viper"] -= 1
    st["players"][seat]["viper"] = action["area"]
    st["players"][seat]["loc"] = None
    ctx.pub("launched_self", seat=seat, area=action["area"])


@answer_for
def a_draw_skill(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    if "skills" in action:  # the whole draw at once
        for skill in action["skills"]:
            M.draw_skill(ctx, seat, skill)
        return
    M.draw_skill(ctx, seat, action["skill"])
    if d["left"] > 1:
        ctx.state["decision"] = {**d, "left": d["left"] - 1}


@answer_for
def a_starting_hands(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    """One seat's sealed split of its starting hand (D-S3, asked of everyone at once). Nothing public until the
    last answer (the seat's panel shows it: rules.STARTING_KEY): then every hand is drawn, in the draw order
    (`d["order"]`), and the types are announced."""
    picks = {**d["picks"], str(seat): list(action["skills"])}
    pending = {s: v for s, v in d["pending"].items() if s != str(seat)}
    if pending:
        ctx.state["decision"] = {**d, "pending": pending, "picks": picks, "answered": [*d["answered"], seat]}
        return
    for drawer in d["order"]:
        for skill in picks[str(drawer)]:
            M.draw_skill(ctx, drawer, skill)


@answer_for
def a_move(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    p = st["players"][seat]
    if action["type"] == "stay":
        return
    if action["type"] == "viper_move":
        frm = p["viper"]
        p["viper"] = action["to"]
        ctx.pub("viper_moved", seat=seat, frm=frm, to=action["to"])
        return
    here = B.location_ship(p["loc"]) if p["viper"] is None else "space"
    if here != B.location_ship(action["to"]):
        ctx.decide("move_card", seat, to=action["to"])  # D-H2: destination first, then the card to discard
        return
    M.set_location(ctx, seat, action["to"])
    ctx.pub("moved", seat=seat, to=action["to"])


@answer_for
def a_move_card(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    M.discard_skill(ctx, seat, action["card"], "move")
    M.set_location(ctx, seat, d["to"])
    ctx.pub("moved", seat=seat, to=d["to"])


@answer_for
def a_action(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    p = st["players"][seat]
    kind = action["type"]
    if kind == "nothing":
        ctx.pub("no_action", seat=seat)
    elif kind == "activate":
        activate_location(ctx, seat, action["location"])
    elif kind == "viper_move":
        frm = p["viper"]
        p["viper"] = action["to"]
        ctx.pub("viper_moved", seat=seat, frm=frm, to=action["to"])
    elif kind == "viper_attack":
        a, ship, i = action["target"]
        M.attack_cylon(ctx, seat, "viper", a, ship, i)
    elif kind == "nuke":
        M.nuke(ctx, seat, *action["target"])
    elif kind == "quorum_draw":
        ctx.push(M.effects(seat, [{"op": "draw", "who": "self", "deck": "quorum", "count": 1}], {"kind": "title"}))
    elif kind == "quorum_play":
        play_quorum(ctx, seat, action["card"])
    elif kind == "reveal":
        reveal(ctx, seat, action["card"])
    elif kind == "play":
        play_skill_card(ctx, seat, action["card"])
    elif kind == "ability":
        use_opg(ctx, seat, action["name"])


def play_skill_card(ctx: M.Ctx, seat: int, card: str) -> None:
    st = ctx.state
    info = B.skill_card(card)
    ability = DATA.skill_abilities[info["card_id"]]
    st["players"][seat]["hand"].remove(card)
    st["skill_discard"][info["skill"]].append(card)
    ctx.pub("skill_played", seat=seat, card=card)
    if ability["id"] == "executive_order":
        st["eo_turn"] = st["turn"]
        targets = eo_targets(st, seat)
        ctx.decide("eo_target", seat, options=targets)
        return
    tasks = [M.effects(seat, ability["effects"], {"kind": "skill", "id": ability["id"]})]
    p = st["players"][seat]
    if (
        ability["id"] == "repair"
        and B.char_id(st, seat) == "galen_tyrol"
        and st["current"] == seat
        and p["maintenance_turn"] != st["turn"]
    ):
        p["maintenance_turn"] = st["turn"]
        tasks.append({"t": "action", "seat": seat})
    ctx.push(*tasks)


def use_opg(ctx: M.Ctx, seat: int, name: str) -> None:
    st = ctx.state
    cid = B.char_id(st, seat)
    st["players"][seat]["opg_used"] = True
    ctx.pub("ability_used", seat=seat, name=name)
    if cid == "laura_roslin":
        cards = [c for c in (M.draw_from(ctx, "quorum") for _ in range(4)) if c is not None]
        ctx.priv(seat, "quorum_options", cards=cards)
        ctx.decide("roslin_quorum", seat, options=cards)
        return
    ctx.push(M.effects(seat, ability_effects(cid, name), {"kind": "ability", "id": name}))


def activate_location(ctx: M.Ctx, seat: int, loc: str) -> None:
    st = ctx.state
    info = DATA.locations[loc]["action"]
    ctx.pub("activated", seat=seat, location=loc)
    src = {"kind": "location", "id": loc}
    tasks: list[dict] = []
    if B.char_id(st, seat) == "laura_roslin" and not B.is_revealed(st, seat):
        tasks.append({"t": "discard", "seat": seat, "left": 2, "random": False})
    target = info.get("target")
    body = list(info["effects"])
    if target and "chosen_by" in target:
        name = target.get("as", "target")
        # the target pick is an op-less `title`-free selector: run a no-op send-free pick via a bound choice
        pick = {"op": "bind", "sel": target, "name": name}
        tasks.append({"t": "bind_pick", "op": pick, "actor": seat, "loc": loc})
        tasks.append({"t": "if_bound", "name": name, "then": {"t": "loc_window", "loc": loc, "target": name}})
        tasks.append({"t": "if_bound", "name": name, "then": M.effects(seat, body, src)})
    else:
        if loc == "brig":
            tasks.append({"t": "loc_window", "loc": loc, "target": None})
        tasks.append(M.effects(seat, body, src))
    ctx.push(*tasks)


@M.task_handler
def t_loc_window(ctx: M.Ctx, task: dict) -> None:
    """W-LOCATION-ACTIVATED for the three check locations: forced modifiers, then optional ones in seat order."""
    st = ctx.state
    loc = task["loc"]
    target = st["bind"].get(task["target"]) if task["target"] else None
    st["loc_mod"] = 0
    st["loc_mods"] = []  # the named changes behind loc_mod (the check's audit trail)
    prophecy = M.in_play(st, "accept_prophecy")
    if prophecy and (loc == "administration" or (loc == "admirals_quarters" and target == st["president"])):
        st["loc_mod"] += 2
        st["loc_mods"].append({"why": "accept_prophecy", "delta": 2})
        ctx.pub("difficulty_changed", delta=2, why="accept_prophecy")
        M.leave_play(ctx, prophecy)
    kara = target is not None and B.char_id(st, target) == "kara_thrace" and not B.is_revealed(st, target)
    if loc == "admirals_quarters" and kara:
        st["loc_mod"] -= 3
        st["loc_mods"].append({"why": "insubordinate", "delta": -3})
        ctx.pub("difficulty_changed", delta=-3, why="insubordinate")
    queue = []
    n = st["n"]
    arbitrator = M.in_play(st, "arbitrator")
    for i in range(n):
        s = (st["current"] + i) % n
        if B.is_revealed(st, s):
            continue
        cid = B.char_id(st, s)
        if cid == "saul_tigh" and loc == "admirals_quarters":
            queue.append({"seat": s, "deltas": [-3], "why": "cylon_hatred"})
        if cid == "tom_zarek" and loc in ("administration", "brig"):
            queue.append({"seat": s, "deltas": [-2, 2], "why": "friends_in_low_places"})
        if arbitrator and arbitrator["holder"] == s and loc == "admirals_quarters":
            queue.append({"seat": s, "deltas": [-3, 3], "why": "arbitrator"})
    ctx.push({"t": "loc_reactions", "queue": queue})


@M.task_handler
def t_loc_reactions(ctx: M.Ctx, task: dict) -> None:
    if not task["queue"]:
        return
    first, rest = task["queue"][0], task["queue"][1:]
    ctx.push({"t": "loc_reactions", "queue": rest})
    ctx.decide("loc_reaction", first["seat"], deltas=first["deltas"], why=first["why"])


@answer_for
def a_loc_reaction(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    if action["type"] == "pass":
        return
    st["loc_mod"] += action["delta"]
    st.setdefault("loc_mods", []).append({"why": d["why"], "delta": action["delta"]})
    ctx.pub("difficulty_changed", delta=action["delta"], why=d["why"], seat=seat)
    if d["why"] == "arbitrator":
        entry = M.in_play(st, "arbitrator")
        if entry:
            M.leave_play(ctx, entry)


@M.task_handler
def t_bind_pick(ctx: M.Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["actor"]
    sel = task["op"]["sel"]
    name = task["op"]["name"]
    st["bind"].pop(name, None)
    if task["loc"] == "admirals_quarters":
        cands = [s for s in range(st["n"]) if B.movable_to(st, s, "brig") and not B.off_board(st, s)]
    else:
        cands = M.candidates(ctx, sel, seat, {})
    vice = M.in_play(st, "vice_president")
    if task["loc"] == "administration" and vice and vice["holder"] is not None and vice["holder"] != st["president"]:
        cands = [s for s in cands if s == vice["holder"]]
    if not cands:
        ctx.pub("no_legal_target")
        return
    ctx.decide("pick_player", seat, options=cands, optional=False, task=None, key=None, bind=name)


@M.task_handler
def t_if_bound(ctx: M.Ctx, task: dict) -> None:
    if task["name"] in ctx.state["bind"]:
        ctx.push(task["then"])


def play_quorum(ctx: M.Ctx, seat: int, card: str) -> None:
    st = ctx.state
    st["quorum_hand"].remove(card)
    st["dispose"] = "discard"
    st["quorum_resolving"].append(card)
    ctx.pub("quorum_played", seat=seat, card=card)
    info = DATA.quorum[card_base(card)]
    ctx.push(M.effects(seat, info["effects"], {"kind": "quorum", "id": card}), {"t": "quorum_done", "card": card})


@M.task_handler
def t_quorum_done(ctx: M.Ctx, task: dict) -> None:
    st = ctx.state
    if task["card"] in st["quorum_resolving"]:
        st["quorum_resolving"].remove(task["card"])
    if st["dispose"] == "removed_from_game":
        st["removed_quorum"].append(task["card"])
    elif st["dispose"] != "kept":
        st["discards"]["quorum"].append(task["card"])
    st["dispose"] = None


def reveal(ctx: M.Ctx, seat: int, card: str) -> None:
    st = ctx.state
    p = st["players"][seat]
    p["loyalty"].remove(card)
    p["revealed_loyalty"].append(card)
    ctx.pub("revealed", seat=seat, card=card)
    # R8: the turn ends at once (under Executive Order only the revealer's remaining actions are lost)
    if seat == st["current"]:
        while st["stack"] and st["stack"][-1]["t"] != "turn_end":
            st["stack"].pop()
    else:
        while st["stack"] and st["stack"][-1].get("seat") == seat and st["stack"][-1]["t"] in ("action", "movement"):
            st["stack"].pop()

    tasks: list[dict] = []
    if p["loc"] != "brig":
        tasks.append(M.effects(seat, DATA.loyalty[card]["reveal"]["effects"], {"kind": "reveal", "id": card}))
    tasks.append({"t": "become_cylon", "seat": seat})
    ctx.push(*tasks)


@M.task_handler
def t_become_cylon(ctx: M.Ctx, task: dict) -> None:
    seat = task["seat"]
    M.become_cylon(ctx, seat)
    ctx.push(M.effects(seat, [{"op": "draw", "who": "self", "deck": "super_crisis", "count": 1}]))


@answer_for
def a_choose(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    option = d["op"]["options"][action["option"]]
    effects = option.get("effects", [])  # the option in words, in the reader's language (texts.describe)
    others = [  # what was not chosen stays in the record ("chose X over Y"): the choice is public (D-CH)
        {"label": o.get("label", ""), "effects": o.get("effects", [])}
        for i, o in enumerate(d["op"]["options"])
        if i != action["option"]
    ]
    ctx.pub("chose", seat=seat, label=option.get("label", ""), src=d["src"].get("id"), effects=effects, others=others)
    karl = M.ability_holder(st, "karl_agathon")
    other = 1 - action["option"]
    if (
        d["op"].get("box")
        and d["src"].get("kind") == "crisis"
        and karl is not None
        and not st["players"][karl]["opg_used"]
        and other in legal_box_options(ctx, d["op"], seat)
    ):  # W-CHOICE-MADE: Karl Agathon "Moral Compass"
        ctx.decide(
            "moral_compass", karl, chosen=action["option"], other=other, op=d["op"], actor=d["actor"], src=d["src"]
        )
        return
    ctx.push(M.effects(d["actor"], option["effects"], d["src"]))


def legal_box_options(ctx: M.Ctx, op: dict, chooser: int) -> list[int]:
    return [i for i, o in enumerate(op["options"]) if "requires" not in o or M.condition(ctx, o["requires"], chooser)]


@answer_for
def a_moral_compass(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    index = d["chosen"]
    if action["type"] == "use":
        st["players"][seat]["opg_used"] = True
        index = d["other"]
        option = d["op"]["options"][index]
        ctx.pub("ability_used", seat=seat, name="Moral Compass", label=option.get("label", ""))
    ctx.push(M.effects(d["actor"], d["op"]["options"][index]["effects"], d["src"]))


@answer_for
def a_deploy_pick(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    task = d["task"]
    M.place_one(ctx, action["area"], task["ship"])
    want = dict(task["want"])
    want[str(action["area"])] -= 1
    ctx.push({**task, "want": want})


@answer_for
def a_heavy_convert(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    M.board_centurion(ctx, action["area"])
    ctx.push({"t": "heavy_convert"})


@answer_for
def a_area_order(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    ctx.pub("area_chosen", seat=seat, area=action["area"])
    M.resolve_raider_area(ctx, d["task"], action["area"])


@answer_for
def a_raider_target(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    then = {"t": "raider_viper_result", "area": d["area"], "target": {"seat": action["seat"]}}
    M.start_roll(ctx, st["current"], "raider_attacks_viper", then, viper={"piloted": True})


@answer_for
def a_raider_civilian(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    ship = ctx.state["space"][d["area"]]["civilians"].pop(action["index"])
    M.destroy_civilian_ship(ctx, ship, d["area"])


@answer_for
def a_alert_viper_pilot(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    if action["type"] == "pass":
        return
    area = action["area"]
    p = st["players"][seat]
    st["space"][area]["viper"] -= 1
    p["loc"] = None
    p["viper"] = area
    ctx.pub("ability_used", seat=seat, name="Alert Viper Pilot", area=area)
    ctx.push({"t": "action", "seat": seat})


@answer_for
def a_confirm(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    if action["type"] == "yes":
        ctx.push(d["task"])
    else:
        ctx.pub("declined", seat=seat, task=d.get("task"))  # what was declined: the thread names it


@answer_for
def a_pick_player(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    pick = action["seat"]
    ctx.pub("picked", seat=seat, target=pick)
    if d.get("bind"):
        if pick is None:
            st["bind"].pop(d["bind"], None)
        else:
            st["bind"][d["bind"]] = pick
    if d["task"] is None or pick is None:
        return
    task = d["task"]
    op = {**task["op"], d["key"]: {"seat": pick}}
    ctx.push({**task, "op": op})


@answer_for
def a_discard(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    cards = chosen_cards(action)
    for card in cards:
        M.discard_skill(ctx, seat, card, d["why"])
    if d["left"] > len(cards) and ctx.state["players"][seat]["hand"]:
        ctx.state["decision"] = {**d, "left": d["left"] - len(cards)}


@answer_for
def a_contribute(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    M.hand_in(ctx, seat, action["cards"])
    ctx.push({"t": "check_next"})


@answer_for
def a_destination(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    card = action["card"]
    kept_over(ctx, seat, card, d["options"])
    M.choose_destination(ctx, card, [c for c in d["options"] if c != card])


def kept_over(ctx: M.Ctx, seat: int, card: str, options: list[str]) -> None:
    """The chooser's own record of a secret pick: the card kept and the ones put back unseen by the others
    (bsg.md: Roslin's pair, the Admiral's destinations; the card not chosen stays secret)."""
    others = [c for c in options if c != card]
    if others:
        ctx.priv(seat, "kept_over", card=card, others=others)


@answer_for
def a_crisis_pick(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    card = action["card"]
    for other in d["options"]:
        if other != card:
            st["decks"]["crisis"].insert(0, other)
    kept_over(ctx, seat, card, d["options"])
    ctx.push({"t": "crisis_resolve", "card": card, "steps": True})


@answer_for
def a_caprica_pick(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    card = action["card"]
    for other in d["options"]:
        if other != card:
            st["discards"]["crisis"].append(other)
            ctx.pub("crisis_discarded", card=other)
    ctx.push({"t": "crisis_resolve", "card": card, "steps": False})


@answer_for
def a_galactica_target(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    a, ship, i = action["target"]
    M.attack_cylon(ctx, seat, "galactica", a, ship, i)


@answer_for
def a_launch_self(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    area = action["area"]
    if isinstance(area, dict):
        st["space"][area["recall"]]["viper"] -= 1
        st["reserves"]["viper"] += 1
        ctx.pub("viper_returned", area=area["recall"])
        area = area["area"]
    p = st["players"][seat]
    p["loc"] = None
    st["reserves"]["viper"] -= 1
    p["viper"] = area
    ctx.pub("launched_self", seat=seat, area=area)


@answer_for
def a_armory_target(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    then = {"t": "armory_result", "position": action["position"], "hit_min": d["hit_min"]}
    M.start_roll(ctx, seat, "armory", then)


@M.task_handler
def t_armory_result(ctx: M.Ctx, task: dict) -> None:
    st = ctx.state
    if task["value"] >= task["hit_min"] and task["position"] in st["centurions"]:
        st["centurions"].remove(task["position"])
        ctx.pub("centurion_destroyed", position=task["position"])
    else:
        ctx.pub("missed", ship="centurion", area=None)


@answer_for
def a_centurion_pick(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    st["centurions"].remove(action["position"])
    ctx.pub("centurion_destroyed", position=action["position"])
    task = d["task"]
    ctx.push({**task, "left": task["left"] - 1})


@answer_for
def a_viper_activation(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    kind = action["type"]
    if kind == "stop":
        return
    if kind == "launch":
        st["reserves"]["viper"] -= 1
        st["space"][action["area"]]["viper"] += 1
        ctx.pub("viper_launched", area=action["area"])
        ctx.push({"t": "viper_activations", "seat": seat, "left": d["left"] - 1})
        ctx.push({"t": "viper_placed", "areas": [action["area"]]})
        return
    elif kind == "viper_move":
        st["space"][action["from"]]["viper"] -= 1
        st["space"][action["to"]]["viper"] += 1
        ctx.pub("viper_moved", seat=None, frm=action["from"], to=action["to"])
    ctx.push({"t": "viper_activations", "seat": seat, "left": d["left"] - 1})
    if kind == "viper_attack":  # the roll runs before the next activation
        a, ship, i = action["target"]
        M.attack_cylon(ctx, seat, "viper", a, ship, i, unmanned=True)


@answer_for
def a_viper_pick(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    if action["type"] == "stop":
        return
    task = d["task"]
    M.apply_viper_op(ctx, task["op"], action["source"])
    ctx.push({**task, "left": task["left"] - 1})


@answer_for
def a_ship_pick(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    task = d["task"]
    a, i = action["target"]
    ship = task["ship"]
    if ship == "basestar":
        if task["action"] == "destroy":
            M.destroy_basestar(ctx, a, i)
        else:
            M.damage_basestar(ctx, a, i)
    else:
        st["space"][a][ship] -= 1
        ctx.pub("cylons_destroyed", ship=ship, area=a, count=1)
    ctx.push({**task, "left": task["left"] - 1})


@answer_for
def a_send_location(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    M.send(ctx, seat, action["location"])


@answer_for
def a_civilian_destroy(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    area = action["area"]
    ship = ctx.state["space"][area]["civilians"].pop(0)
    M.destroy_civilian_ship(ctx, ship, area)


@answer_for
def a_comms_pick(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    if action["type"] == "stop":
        return
    a, i = action["ship"]
    ship = st["space"][a]["civilians"][i]
    ctx.pub("civilian_inspected", seat=seat, area=a)
    ctx.priv(seat, "civilian_seen", area=a, ship=ship)
    task = d["task"]
    ctx.decide("comms_move", seat, area=a, index=i, task=task)


@answer_for
def a_comms_move(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    a, i, to = d["area"], d["index"], action["to"]
    task = d["task"]
    if to == a:
        pos = [a, i]
    else:
        ship = st["space"][a]["civilians"].pop(i)
        st["space"][to]["civilians"].append(ship)
        pos = [to, len(st["space"][to]["civilians"]) - 1]
        ctx.pub("civilian_moved", frm=a, to=to)
        # positions seen earlier in the source area shift down
        task = {**task, "seen": [[x, j - 1] if x == a and j > i else [x, j] for x, j in task["seen"]]}
    ctx.push({**task, "left": task["left"] - 1, "seen": [*task["seen"], pos]})


@answer_for
def a_quorum_play(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    if action["type"] == "quorum":
        play_quorum(ctx, seat, action["card"])


@answer_for
def a_give_sympathizer(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    ctx.pub("sympathizer_passed", seat=seat, to=action["seat"])
    M.resolve_sympathizer(ctx, action["seat"], d["card"])


@answer_for
def a_cylon_move(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    if action["type"] == "move":
        ctx.state["players"][seat]["loc"] = action["to"]
        ctx.pub("moved", seat=seat, to=action["to"])


@answer_for
def a_cylon_action(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    kind = action["type"]
    if kind == "nothing":
        ctx.pub("no_action", seat=seat)
        return
    loc = st["players"][seat]["loc"]
    ctx.pub("activated", seat=seat, location=loc)
    if kind == "play_super":
        st["players"][seat]["super"].remove(action["card"])
        st["super_resolving"].append(action["card"])
        ctx.push({"t": "crisis_resolve", "card": action["card"], "deck": "super_crisis", "steps": False})
        return
    if kind == "caprica_crises":
        pair = [c for c in (M.draw_from(ctx, "crisis"), M.draw_from(ctx, "crisis")) if c is not None]
        ctx.priv(seat, "crisis_options", cards=pair)
        if pair:
            ctx.decide("caprica_pick", seat, options=pair)
        return
    if loc == "cylon_fleet":
        ctx.push(M.effects(seat, DATA.locations[loc]["action"]["effects"], {"kind": "location", "id": loc}))
    elif loc == "human_fleet":
        options = [s for s in range(st["n"]) if s != seat]
        ctx.push({"t": "human_fleet_roll", "seat": seat})
        ctx.decide("steal_target", seat, options=options)
    elif loc == "resurrection_ship":
        ctx.push({"t": "resurrection", "seat": seat})


@answer_for
def a_steal_target(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    victim = action["seat"]
    ctx.pub("hand_inspected", seat=seat, target=victim)
    ctx.priv(seat, "hand_seen", target=victim, cards=B.sort_cards(st["players"][victim]["hand"]))
    if st["players"][victim]["hand"]:
        ctx.decide("steal_card", seat, victim=victim)


@answer_for
def a_steal_card(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    victim = d["victim"]
    st["players"][victim]["hand"].remove(action["card"])
    st["players"][seat]["hand"].append(action["card"])
    ctx.pub("card_stolen", seat=seat, target=victim)
    ctx.priv(victim, "your_card_stolen", card=action["card"])


@M.task_handler
def t_human_fleet_roll(ctx: M.Ctx, task: dict) -> None:
    M.start_roll(ctx, task["seat"], "human_fleet", {"t": "human_fleet_result"})


@M.task_handler
def t_human_fleet_result(ctx: M.Ctx, task: dict) -> None:
    if task["value"] >= 5:
        M.damage_galactica(ctx)


@M.task_handler
def t_resurrection(ctx: M.Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["seat"]
    p = st["players"][seat]
    tasks: list[dict] = []
    if p["super"]:
        swap = {
            "op": "choose",
            "by": "self",
            "options": [
                {
                    "label": "Swap Super Crisis",
                    "effects": [
                        {"op": "discard", "who": "self", "count": 1, "deck": "super_crisis"},
                        {"op": "draw", "who": "self", "deck": "super_crisis", "count": 1},
                    ],
                },
                {"label": "Keep it", "effects": []},
            ],
        }
        tasks.append(M.effects(seat, [swap]))
    tasks.append({"t": "give_loyalty_step", "seat": seat})
    ctx.push(*tasks)


@M.task_handler
def t_give_loyalty_step(ctx: M.Ctx, task: dict) -> None:
    st = ctx.state
    seat = task["seat"]
    if st["distance"] > 7 or not st["players"][seat]["loyalty"]:
        return
    options = [s for s in range(st["n"]) if s != seat and not B.is_revealed(st, s)]
    if options:
        ctx.decide("give_loyalty", seat, options=options)


@answer_for
def a_give_loyalty(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    to = action["seat"]
    if to is None:
        return
    cards = st["players"][seat]["loyalty"]
    st["players"][seat]["loyalty"] = []
    st["players"][to]["loyalty"].extend(cards)
    ctx.pub("loyalty_given", seat=seat, to=to, count=len(cards))
    ctx.priv(to, "loyalty_received", cards=cards)


@answer_for
def a_galactica_draw_count(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    tokens = []
    for _ in range(action["count"]):
        tokens.append(st["galactica_pile"].pop(ctx.rng.randrange(len(st["galactica_pile"]))))
    ctx.pub("galactica_tokens_drawn", seat=seat, count=len(tokens))
    ctx.priv(seat, "galactica_tokens_seen", tokens=tokens)
    ctx.decide("galactica_draw_pick", seat, tokens=tokens, left=min(d["resolve"], len(tokens)))


@answer_for
def a_galactica_draw_pick(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    tokens = list(d["tokens"])
    tokens.remove(action["token"])
    ctx.pub("galactica_damaged", token=action["token"])
    M.apply_galactica_token(ctx, action["token"])
    if d["left"] > 1 and tokens and st["winner"] is None:
        st["decision"] = {**d, "tokens": tokens, "left": d["left"] - 1}
    else:
        st["galactica_pile"].extend(tokens)
        ctx.rng.shuffle(st["galactica_pile"])


@answer_for
def a_secret_destiny(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    task = d["task"]
    if action["type"] == "pass":
        ctx.push(task)
        return
    st["players"][seat]["opg_used"] = True
    ctx.pub("ability_used", seat=seat, name="Secret Destiny")
    st["discards"]["crisis"].append(d["card"])
    ctx.pub("crisis_discarded", card=d["card"])
    new = M.draw_from(ctx, "crisis")
    if new is not None:
        ctx.push({**task, "card": new, "revealed": False, "window_done": True})


@answer_for
def a_mysterious_intuition(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    if action["type"] == "pass":
        return
    st["players"][seat]["opg_used"] = True
    st["check"]["forced"] = action["result"]
    ctx.pub("ability_used", seat=seat, name="Mysterious Intuition", result=action["result"])


@answer_for
def a_blind_devotion(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    if action["type"] == "pass":
        return
    st["players"][seat]["opg_used"] = True
    st["check"]["zero_skill"] = action["skill"]
    ctx.pub("ability_used", seat=seat, name="Blind Devotion", skill=action["skill"])


@answer_for
def a_command_authority(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    if action["type"] == "pass":
        return
    st["players"][seat]["opg_used"] = True
    check = st["check"]
    cards = B.sort_cards(check["pool"])
    st["players"][seat]["hand"].extend(cards)
    check["pool"] = []
    ctx.pub("ability_used", seat=seat, name="Command Authority", cards=cards)


@answer_for
def a_eco_officer(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    if action["type"] == "pass":
        return
    st["players"][seat]["eco_turn"] = st["turn"]
    ctx.pub("ability_used", seat=seat, name="ECO Officer")
    M.reroll(ctx, 0, "eco_officer")


@answer_for
def a_skill_window(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    """One seat's sealed answer to a simultaneous window; the last answer closes it."""
    pending = {s: v for s, v in d["pending"].items() if s != str(seat)}
    plays = dict(d["plays"])
    if action["type"] == "play":
        plays[str(seat)] = action["card"]
    d = {**d, "pending": pending, "plays": plays, "answered": [*d.get("answered", []), seat]}
    if pending:
        ctx.state["decision"] = d
    else:
        M.close_window(ctx, d)


@answer_for
def a_window_order(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    first = next(p for p in d["plays"] if p[0] == action["seat"])
    rest = [p for p in d["plays"] if p is not first]
    ctx.push({"t": "window_resolve", "window": d["window"], "plays": [first, *rest], "ordered": True})


@answer_for
def a_peek_deck(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    ctx.push({"t": "peek", "seat": seat, "deck": action["deck"]})


@answer_for
def a_peek_place(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    deck = st["decks"][d["deck"]]
    if action["where"] == "top":
        deck.append(d["card"])
    else:
        deck.insert(0, d["card"])
    st["peeked"] = None
    ctx.pub("peek_placed", seat=seat, deck=d["deck"], where=action["where"])


@answer_for
def a_piloted_attack(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    if action["type"] == "stop":
        return
    ctx.push({"t": "piloted_attacks", "seat": seat, "left": d["left"] - 1})
    a, ship, i = action["target"]
    M.attack_cylon(ctx, seat, "viper", a, ship, i)


@answer_for
def a_roslin_quorum(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    st = ctx.state
    card = action["card"]
    for other in d["options"]:
        if other != card:
            st["decks"]["quorum"].insert(0, other)
    kept_over(ctx, seat, card, d["options"])
    st["dispose"] = "discard"
    st["quorum_resolving"].append(card)
    ctx.pub("quorum_played", seat=seat, card=card)
    info = DATA.quorum[card_base(card)]
    ctx.push(M.effects(seat, info["effects"], {"kind": "quorum", "id": card}), {"t": "quorum_done", "card": card})


@answer_for
def a_eo_target(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    target = action["seat"]
    ctx.pub("executive_order", seat=seat, target=target)
    ctx.decide("eo_mode", target)


@answer_for
def a_eo_mode(ctx: M.Ctx, seat: int, action: Action, d: dict) -> None:
    ctx.pub("eo_mode", seat=seat, mode=action["mode"])
    if action["mode"] == "move_and_act":
        ctx.push({"t": "movement", "seat": seat}, {"t": "action", "seat": seat})
    else:
        ctx.push({"t": "action", "seat": seat}, {"t": "action", "seat": seat})


def decision_seats(st: State) -> list[int]:
    d = st["decision"]
    if d is None or st["winner"] is not None:
        return []
    if d["kind"] in SIMULTANEOUS:
        return sorted(int(s) for s in d["pending"])
    return [d["seat"]]


__all__ = ["SKILLS", "legal", "answer", "decision_seats"]
