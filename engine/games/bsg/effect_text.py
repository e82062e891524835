"""Words for the effect language (data/effects.md): what a crisis box, a card or a location will do.

Used by `explain.py` to say what each option of a decision leads to. Only data that every player may read (card and
board texts) goes through here; nothing in this module looks at a game state. One function per op, registered in
`OPS`, each returning a `Text` (`bsg-fx-<op>` messages, translated at the edge); an op without wording falls back
to its name, and `tests/bsg/engine/test_explain.py` checks every op in the data has one.

`actor` names the player an effect list runs for, as a code: "you" (the deciding seat), "current" (the current
player) or "admiral"; or as a name (any `Text` but a plain string: "Ann looks at …", for a line others read).
Sentences with a subject get `who` (the subject's words) and `person` ("you" or "other", for the verb's agreement:
"you discard" / "the Admiral discards").
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from i18n import ListOf, Msg, Text, cat

from .data import DATA

YOU = "you"
NOTHING = Msg("bsg-fx-nothing")
SELECTORS = ("current", "president", "admiral", "each")  # `bsg-fx-who` variants besides you/chosen/actor codes
RESOURCES = ("fuel", "food", "morale", "population")
RULES = frozenset(
    {"accept_prophecy", "arbitrator", "basestar_launch_plus_one", "colonial_one_closed", "communications_blocked"}
    | {"counts_as_distance_1", "mission_specialist", "no_loyalty_inspection", "relentless_pursuit"}
    | {"unmanned_viper_attack_minus_2", "vice_president"}
)  # keep_in_play rules with their own sentence (`bsg-rule-<rule>`)
SPECIALS = frozenset(
    {"alert_viper_pilot", "blind_devotion", "command_authority", "extra_crisis_after_activation"}
    | {"give_loyalty_cards", "moral_compass", "mysterious_intuition", "play_quorum_card", "play_super_crisis"}
    | {"resolve_one_of_two_crises", "secret_destiny", "skilled_politician", "steal_skill_card"}
    | {"sympathizer_joins_cylons"}
)  # special ops with their own sentence (`bsg-special-<id>`)
MODIFIERS = frozenset(
    {"hand_limit", "cannot_activate", "cannot_activate_occupied", "location_activation_discard_cost"}
    | {"forced_discards_random", "setup_loyalty_cards", "sleeper_phase_loyalty_cards", "stranded_until_turn"}
    | {"crisis_draw", "one_strength_cards_positive", "skill_check_face_up", "extra_positive_skill"}
    | {"receive_skills_max", "cannot_move", "skips_crisis_step", "max_cards_per_skill_check"}
)
COUNTED_MODIFIERS = frozenset(
    {"hand_limit", "location_activation_discard_cost", "setup_loyalty_cards", "sleeper_phase_loyalty_cards"}
    | {"receive_skills_max", "max_cards_per_skill_check"}
)  # modifiers whose sentence has a number
FLEET_ACTIONS = frozenset(
    {"activate_unmanned_vipers", "attack_centurion", "galactica_attack", "inspect_and_move_civilians"}
    | {"jump_the_fleet", "launch_self_in_viper", "piloted_viper_attacks"}
)
CONDITIONS = frozenset(
    {"counter_gte", "resource_lt", "any_resource_red", "distance_lte", "jump_track_gte", "self_in", "self_not_in"}
    | {"self_has_title", "self_hand_size_eq", "self_can_pilot", "self_piloting_viper", "self_has_super_crisis"}
)


def code_words(code: Any) -> str:
    """A code with no catalog entry (a new id in the data), readable as it is."""
    return str(code).replace("_", " ")


MINUS = "\u2212"  # the typographic minus of every negative number a player reads ("morale −1", "3 − 7 = −4")


def signed(n: int) -> str:
    """A change with its sign, the minus typographic: "+2", "−1" (Babel formats −1 with an ASCII hyphen)."""
    return f"{n:+d}".replace("-", MINUS)


def minus_sign(number: int) -> int | str:
    """A number that may be negative, its minus typographic: 4 stays a number (Fluent formats it), −4 is "−4"."""
    return f"{MINUS}{-number}" if number < 0 else number


def location_msg(loc: str) -> Msg:
    """A location's name: `bsg-location-<id>` in bsg.ftl, the one list of names that the event sentences, the
    explanations and the images (renderers/bsg_kit.location_name) all read."""
    return Msg(f"bsg-location-{loc}")


# the locations whose name alone (an image's label, a rules topic, a button) differs from their name in a sentence
# ("the Brig", "the Armory", "the Human Fleet"); Caprica, Command, Sickbay and the like take no article
BARE_LABELS = frozenset(
    {
        "admirals_quarters",
        "armory",
        "brig",
        "cylon_fleet",
        "hangar_deck",
        "human_fleet",
        "presidents_office",
        "press_room",
        "research_lab",
        "resurrection_ship",
    }
)


def location_label(loc: str) -> Msg:
    """A location's name standing alone, with no article: an image's label, a rules topic's title."""
    return Msg(f"bsg-location-label-{loc}") if loc in BARE_LABELS else location_msg(loc)


def loc_name(loc: Any) -> Text:
    """A location by name, or one of the effect language's placeholders."""
    if loc == "any_galactica_location":
        return Msg("bsg-fx-any-galactica-location")
    if loc == "current":
        return Msg("bsg-fx-this-location")
    if isinstance(loc, str) and loc in DATA.locations:
        return location_msg(loc)
    return code_words(loc)


def ships(ship: str, count: int) -> Text:
    known = ("raider", "heavy_raider", "basestar", "viper", "civilian", "centurion")
    return Msg("bsg-fx-ships", ship=ship, count=count) if ship in known else f"{count} {code_words(ship)}"


def area_where(area: Any) -> Text:
    """A space area's number with the board's name for it, said after "area": "0 (in front of Galactica)"."""
    return Msg("bsg-area-where", area=area) if isinstance(area, int) else code_words(area)


def ships_by_area(by_area: dict[int, dict[str, int]]) -> Text:
    """Ships grouped by area, the groups after commas (an "and" inside a group binds its ships): "5 raiders in area 0
    (in front of Galactica), 2 raiders and 1 heavy raider in area 5 (lower front, launch)"."""
    groups = (
        Msg("bsg-fx-in-area", ships=ListOf(tuple(ships(s, n) for s, n in area.items() if n)), area=area_where(a))
        for a, area in sorted(by_area.items())
        if any(area.values())
    )
    return cat(groups, ", ")


def check_change(delta: int) -> Msg:
    """A check's difficulty change said as how much easier or harder it is: -3 → "3 easier"."""
    return Msg("bsg-fx-check-delta", way="easier" if delta < 0 else "harder", amount=abs(delta))


def skill_name(skill: str) -> Msg:
    return Msg("bsg-skill", skill=skill)


def skills_counted(skills: list[str]) -> ListOf:
    """Drawn types counted, in their first order: "2 × Tactics and 1 × Piloting"."""
    counts = {s: skills.count(s) for s in dict.fromkeys(skills)}
    return ListOf(tuple(Msg("bsg-orders-draw-part", count=n, skill=skill_name(s)) for s, n in counts.items()))


def who(sel: Any, actor: str) -> Text:
    """A selector in words; `actor` is the code of the player an effect list runs for."""
    if isinstance(sel, str):
        if sel.startswith("$"):
            return Msg("bsg-fx-who", who="chosen")
        if sel == "self":  # an actor that is not a code is a player's name (a line others read: `named_confirm`)
            return Msg("bsg-fx-who", who=actor) if isinstance(actor, str) else actor
        return Msg("bsg-fx-who", who=sel) if sel in SELECTORS else code_words(sel)
    if isinstance(sel, dict):
        if "chosen_by" in sel:
            by, chooser = who(sel["chosen_by"], actor), person(sel["chosen_by"], actor)
            return Msg("bsg-fx-chosen-by", by=by, person=chooser, optional="yes" if sel.get("optional") else "no")
        if "at" in sel:
            places = sel["at"] if isinstance(sel["at"], list) else [sel["at"]]
            return Msg("bsg-fx-everyone-in", places=ListOf(tuple(loc_name(p) for p in places), "or"))
    return code_words(sel)


def person(sel: Any, actor: str) -> str:
    """ "you" when the selector is the deciding seat itself (the verb agrees with it), else "other"."""
    return YOU if sel == "self" and actor == YOU else "other"


def subject(sel: Any, actor: str) -> dict[str, Any]:
    return {"who": who(sel, actor), "person": person(sel, actor)}


def condition(cond: dict, actor: str) -> Text:
    test = cond.get("test", "")
    if test not in CONDITIONS:
        return Msg("bsg-fx-cond-unknown", test=code_words(test))
    params: dict[str, Any] = {}
    if test.startswith("self_"):
        params.update(subject("self", actor))
    if test in ("counter_gte", "resource_lt", "distance_lte", "jump_track_gte", "self_hand_size_eq"):
        params["value"] = cond.get("value", 0)
    if test == "counter_gte":
        params["counter"] = cond.get("counter", "")
    if test == "resource_lt":
        params["resource"] = cond.get("resource", "")
    if test in ("self_in", "self_not_in"):
        params["location"] = loc_name(cond.get("location"))
    if test == "self_has_title":
        params["title"] = cond.get("title", "")
    return Msg(f"bsg-cond-{test}", **params)


def _resource(op: dict, actor: str) -> Text:
    parts = [Msg("bsg-fx-resource", resource=r, delta=signed(op[r])) for r in RESOURCES if op.get(r)]
    return cat(parts, ", ") if parts else NOTHING


def _counter(op: dict, actor: str) -> Text:
    if op["name"] == "raptors":  # the reserve's raptors: one lost, or a destroyed one repaired
        way = "repair" if op["delta"] > 0 else "lose"
        return Msg("bsg-fx-raptors", way=way, count=abs(op["delta"]))
    name = op["name"] if op["name"] in ("nukes", "distance") else "other"
    return Msg("bsg-fx-counter", name=name, delta=signed(op["delta"]))


def _damage_galactica(op: dict, actor: str) -> Text:
    if op.get("draw"):
        return Msg("bsg-fx-damage_galactica-draw", draw=op["draw"], count=op.get("count", 1))
    return Msg("bsg-fx-damage_galactica", count=op.get("count", 1))


def _vipers(op: dict, actor: str) -> Text:
    count = op.get("count", 1)
    amount = "all" if count == "all" else "up_to" if op.get("up_to") else "exactly"
    action = op["action"] if op["action"] in ("damage", "repair", "return_to_reserves") else "other"
    where = op.get("where") if op.get("where") in ("reserves", "space", "damaged", "damaged_or_destroyed") else "any"
    return Msg("bsg-fx-vipers", action=action, amount=amount, count=0 if count == "all" else count, where=where)


def _cylon_ships(op: dict, actor: str) -> Text:
    verb = "damage" if op.get("action") == "damage" else "destroy"
    return Msg("bsg-fx-cylon_ships", action=verb, ships=ships(op["ship"], op.get("count", 1)))


def _deploy(op: dict, actor: str) -> Text:
    placed = ships_by_area(dict(enumerate(op.get("areas", []))))
    return Msg("bsg-fx-deploy", ships=placed) if placed else NOTHING


def _activate(op: dict, actor: str) -> Text:
    known = ("activate_raiders", "activate_heavy_raiders", "activate_basestars", "launch_raiders", "launch")
    ships_ = op.get("ships", "")
    return Msg("bsg-fx-activate", ships=ships_) if ships_ in known else code_words(ships_)


def _send(op: dict, actor: str) -> Text:
    if op["to"] == "any_galactica_location":  # "goes to any location on Galactica", not "to the location any …"
        return Msg("bsg-fx-send-anywhere", **subject(op["who"], actor))
    return Msg("bsg-fx-send", **subject(op["who"], actor), location=loc_name(op["to"]))


def _discard(op: dict, actor: str) -> Text:
    count = op.get("count", 1)
    what = "hand" if count == "hand" else "super_crisis" if op.get("deck") == "super_crisis" else "skill"
    return Msg(
        "bsg-fx-discard",
        **subject(op["who"], actor),
        what=what,
        count=0 if count == "hand" else count,
        random="yes" if op.get("random") else "no",
    )


def _draw(op: dict, actor: str) -> Text:
    deck = op.get("deck", "skill")
    skills = op.get("skills")
    if deck == "skill" and skills not in (None, "any"):
        types: Text = ListOf(tuple(skill_name(s) for s in skills), "or")
        return Msg("bsg-fx-draw-skills", **subject(op["who"], actor), count=op.get("count", 1), skills=types)
    deck = deck if deck in ("skill", "quorum", "super_crisis", "crisis", "destination") else "skill"
    return Msg("bsg-fx-draw", **subject(op["who"], actor), count=op.get("count", 1), deck=deck)


def option_label(option: dict, actor: str = YOU) -> Text:
    """A crisis, quorum or destination option in words, built from its effects (the data's label is English)."""
    if option.get("label") == "skill_check":
        return Msg("bsg-label-choose_check")
    return effects(option.get("effects", []), actor)


def option_among(option: dict, actor: str = YOU) -> Text:
    """An option named among others after a colon ("X chooses: …", "Not chosen: …"): as `option_label`, but an option
    that is itself a choice takes no colon of its own (`nested_choice`)."""
    ops = option.get("effects", [])
    if len(ops) == 1 and plain_choice(ops[0], actor):
        return nested_choice(ops[0], actor)
    return option_label(option, actor)


def plain_choice(op: dict, actor: str) -> bool:
    """A `choose` op worded as a choice between its options (not Executive Order's order, `_order`)."""
    return op.get("op") == "choose" and _order(op, actor) is None


def nested_choice(op: dict, actor: str) -> Msg:
    """A choice said inside a longer text, its options in brackets rather than after a colon of their own ("the
    President decides (the Admiral becomes the President or the President goes to the Brig)")."""
    labels = tuple(option_among(o, actor) for o in op.get("options", []))
    return Msg("bsg-fx-choose-nested", **subject(op.get("by", "self"), actor), options=ListOf(labels, "or"))


def _order(op: dict, actor: str) -> Text | None:
    """A choice of another player who then picks how to take extra actions (Executive Order: "you choose another
    player, who chooses: move and then take 1 action, or take 2 actions without moving"), else None."""
    by = op.get("by")
    chosen = f"${by.get('as')}" if isinstance(by, dict) and by.get("as") else None
    picks = [o.get("effects", []) for o in op.get("options", [])]
    if not chosen or not picks or any(len(p) != 1 or p[0].get("op") != "extra_action" for p in picks):
        return None
    if any(p[0].get("who") != chosen for p in picks):
        return None
    options = tuple(
        Msg("bsg-fx-order-option", move="yes" if p[0].get("allow_move") else "no", count=p[0].get("count", 1))
        for p in picks
    )
    return Msg("bsg-fx-order", **subject(by["chosen_by"], actor), options=ListOf(options, "or"))


def _choose(op: dict, actor: str) -> Text:
    order = _order(op, actor)
    if order is not None:
        return order
    labels = tuple(option_among(o, actor) for o in op.get("options", []))
    return Msg("bsg-fx-choose", **subject(op.get("by", "self"), actor), options=ListOf(labels, "or"))


def _roll(op: dict, actor: str) -> Text:
    parts = [
        Msg("bsg-fx-roll-outcome", low=str(o["min"]), high=str(o["max"]), then=effects(o["then"], actor))
        for o in op.get("outcomes", [])
    ]
    return Msg("bsg-fx-roll", outcomes=cat(parts, "; "))


def _if(op: dict, actor: str) -> Text:
    text = Msg("bsg-fx-if", cond=condition(op["cond"], actor), then=effects(op["then"], actor))
    if op.get("else"):
        return cat([text, Msg("bsg-fx-otherwise", then=effects(op["else"], actor))], "; ")
    return text


def check(spec: dict, actor: str) -> Text:
    """A skill check with its outcomes, e.g. "skill check politics + leadership, difficulty 9 (pass: …; fail: …)"."""
    outcomes = [Msg("bsg-fx-check-pass", then=effects(spec.get("pass", []), actor))]
    if spec.get("partial_min") is not None:
        partial = effects(spec.get("partial") or [], actor)
        outcomes.append(Msg("bsg-fx-check-partial", min=spec["partial_min"], then=partial))
    outcomes.append(Msg("bsg-fx-check-fail", then=effects(spec.get("fail", []), actor)))
    skills = cat([skill_name(s) for s in spec["skills"]], " + ")
    return Msg("bsg-fx-check", skills=skills, difficulty=spec["difficulty"], outcomes=cat(outcomes, "; "))


def _keep_in_play(op: dict, actor: str) -> Text:
    rule = op.get("rule")
    return Msg(f"bsg-rule-{rule}") if rule in RULES else Msg("bsg-fx-keep_in_play")


def _dispose(op: dict, actor: str) -> Text:
    to = op["to"] if op["to"] in ("removed_from_game", "bottom_of_deck") else "discard"
    return Msg("bsg-fx-dispose", to=to)


def _peek(op: dict, actor: str) -> Text:
    decks = tuple(Msg("bsg-fx-deck", deck=d) for d in op.get("decks", []))
    return Msg("bsg-fx-peek", **subject(op.get("who", "self"), actor), decks=ListOf(decks, "or"))


def _difficulty(op: dict, actor: str) -> Text:
    """ "the check is 2 easier" (Declare Emergency), "… 2 easier or 2 harder"."""
    deltas = op["choices"] if "choices" in op else [op["delta"]]
    return Msg("bsg-fx-check-is", change=ListOf(tuple(check_change(d) for d in deltas), "or"))


def _die(op: dict, actor: str) -> Text:
    if op.get("reroll"):
        piloted = op.get("piloted_modifier")  # Evasive Maneuvers: −2 on the new roll against a piloted viper
        return Msg("bsg-fx-die-reroll-piloted", modifier=signed(piloted)) if piloted else Msg("bsg-fx-die-reroll")
    return Msg("bsg-fx-die", modifier=signed(op.get("modifier", 0)))


def _modifier(op: dict, actor: str) -> Text:
    key = op.get("key", "")
    if key not in MODIFIERS:
        return code_words(key)
    value = op.get("value")
    if key == "extra_positive_skill":
        return Msg("bsg-mod-extra_positive_skill", skill=skill_name(str(value)))
    if key == "cannot_activate":
        places = value if isinstance(value, list) else [value]
        return Msg("bsg-mod-cannot_activate", locations=ListOf(tuple(loc_name(p) for p in places), "or"))
    if key in COUNTED_MODIFIERS:
        return Msg(f"bsg-mod-{key}", value=value if isinstance(value, int) else 0)
    return Msg(f"bsg-mod-{key}")


def _extra_action(op: dict, actor: str) -> Text:
    return Msg("bsg-fx-extra_action", **subject(op["who"], actor), count=op.get("count", 1))


def _fleet_action(op: dict, actor: str) -> Text:
    kind = op["kind"]
    if kind not in FLEET_ACTIONS:
        return code_words(kind)
    return Msg(f"bsg-fleet-{kind}", count=op.get("count", 1), hit_min=op.get("hit_min", 7))


def _special(op: dict, actor: str) -> Text:
    sid = op.get("id")
    return Msg(f"bsg-special-{sid}") if sid in SPECIALS else code_words(sid)


def _look_loyalty(op: dict, actor: str) -> Text:
    """ "you look at all loyalty cards of another player of your choice", "the President looks at 1 loyalty card of
    the current player": whose cards, said in the sentence's own case (no "whose:" label)."""
    count = op.get("count", 1)
    target = op["target"]
    if target in ("president", "admiral", "current"):
        whose = target
    else:
        whose = "chosen_you" if person(op["viewer"], actor) == YOU else "chosen"
    return Msg("bsg-fx-look_loyalty", **subject(op["viewer"], actor), count=0 if count == "all" else count, whose=whose)


OPS: dict[str, Callable[[dict, str], Text]] = {
    "resource": _resource,
    "jump_track": lambda op, actor: Msg("bsg-fx-jump_track", delta=signed(op["delta"])),
    "counter": _counter,
    "centurion": lambda op, actor: Msg("bsg-fx-centurion", count=op.get("count", 1)),
    "damage_galactica": _damage_galactica,
    "repair_location": lambda op, actor: (
        Msg("bsg-fx-repair-here")  # "repair location this location" read as a typo in cs/sk/pl
        if op["location"] == "current"
        else Msg("bsg-fx-repair_location", location=loc_name(op["location"]))
    ),
    "destroy_civilian": lambda op, actor: Msg("bsg-fx-destroy_civilian", count=op.get("count", 1)),
    "vipers": _vipers,
    "cylon_ships": _cylon_ships,
    "deploy": _deploy,
    "activate": _activate,
    "send": _send,
    "discard": _discard,
    "draw": _draw,
    "title": lambda op, actor: Msg("bsg-fx-title", **subject(op["to"], actor), title=op["title"]),
    "look_loyalty": _look_loyalty,
    "choose": _choose,
    "roll": _roll,
    "if": _if,
    "skill_check": check,
    "keep_in_play": _keep_in_play,
    "dispose": _dispose,
    "peek": _peek,
    "difficulty": _difficulty,
    "die": _die,
    "modifier": _modifier,
    "extra_action": _extra_action,
    "fleet_action": _fleet_action,
    "special": _special,
}


def _may_difficulty(op: dict, actor: str) -> Text:
    """ "you may make the check 3 easier", "… 2 easier or 2 harder" (Tigh's Cylon Hatred, Zarek's Friends in Low
    Places)."""
    if actor != YOU:
        return ""
    changes = tuple(
        Msg("bsg-fx-check-change", way="easier" if delta < 0 else "harder", amount=abs(delta))
        for delta in op.get("choices") or [op.get("delta", 0)]
    )
    return Msg("bsg-fx-may-change-check", change=ListOf(changes, "or"))


def _may_peek(op: dict, actor: str) -> Text:
    decks = tuple(Msg("bsg-fx-deck", deck=d) for d in op.get("decks", []))
    return Msg("bsg-fx-may-peek", **subject(op.get("who", "self"), actor), decks=ListOf(decks, "or"))


def _may_repair_vipers(op: dict, actor: str) -> Text:
    """ "you may repair up to 3 damaged or destroyed vipers" (Ragnar Anchorage)."""
    if op.get("action") != "repair" or op.get("where") != "damaged_or_destroyed" or not op.get("up_to"):
        return ""
    return Msg("bsg-fx-may-repair-vipers", **subject("self", actor), count=op.get("count", 1))


def _may_counter(op: dict, actor: str) -> Text:
    """ "you may repair 1 destroyed raptor" (Ragnar Anchorage)."""
    if op.get("name") != "raptors" or op.get("delta", 0) <= 0:
        return ""
    return Msg("bsg-fx-may-repair-raptors", **subject("self", actor), count=op["delta"])


def _may_resource(op: dict, actor: str) -> Text:
    """ "you may reduce morale by 1" (a loyalty card's reveal)."""
    lost = [r for r in RESOURCES if op.get(r)]
    if len(lost) != 1 or op[lost[0]] >= 0:
        return ""
    return Msg("bsg-fx-may-reduce", **subject("self", actor), resource=lost[0], amount=-op[lost[0]])


def _may_reroll(op: dict, actor: str) -> Text:
    """ "the die may be rolled again" (ECO Officer; Evasive Maneuvers, once played, rerolls: "is rolled again")."""
    return Msg("bsg-fx-may-reroll") if op.get("reroll") else ""


MAY: dict[str, Callable[[dict, str], Text]] = {
    "difficulty": _may_difficulty,
    "die": _may_reroll,
    "peek": _may_peek,
    "vipers": _may_repair_vipers,
    "counter": _may_counter,
    "resource": _may_resource,
}
OWN_WORDS = {"special"}  # effects whose text is written out whole, "may" included


def op_text(op: dict, actor: str = YOU) -> Text:
    """One effect in words; an optional one said as a choice ("you may make the check 3 easier"), or with
    "(optional)" after it — never a "may:" label before it (which read "Cylon Hatred: may: difficulty -3")."""
    kind = op.get("op", "")
    if op.get("optional") and kind in MAY and (may := MAY[kind](op, actor)):
        return may
    fn = OPS.get(kind)
    text = fn(op, actor) if fn else code_words(kind or "?")
    return Msg("bsg-fx-optional-effect", text=text) if op.get("optional") and kind not in OWN_WORDS else text


def effects(ops: list[dict], actor: str = YOU) -> Text:
    """An effect list in words, e.g. "morale -1; the Admiral discards 2 skill cards" (empty: nothing happens)."""
    listed = [op for op in ops if op != {"op": "dispose", "to": "discard"}]  # the default anyway
    # a choice among other effects in brackets: "morale −1; you decide (…)", where its colon would end the list
    parts = [
        nested_choice(op, actor) if len(listed) > 1 and plain_choice(op, actor) else op_text(op, actor) for op in listed
    ]
    return cat(parts, "; ") if any(parts) else NOTHING


# -- whole cards and board texts, from their effects (the data's `text`/`summary` is English) ----------------------
def crisis_text(card: dict) -> Text:
    """A crisis or super crisis: its check (with the alternative), its choice, or its attack."""
    parts: list[Text] = []
    actor = "current"
    if card.get("skill_check"):
        parts.append(check(card["skill_check"], actor))
    alternative = card.get("alternative")
    if alternative:
        parts.append(Msg("bsg-fx-alternative", then=effects(alternative.get("effects", []), actor)))
    choice = card.get("choice")
    if choice:
        parts.append(_choose({"by": choice.get("chooser", "current"), "options": choice.get("options", [])}, actor))
    attack = card.get("attack")
    if attack:
        parts.append(_deploy({"areas": attack.get("deploy", [])}, actor))
        rule = attack.get("special_rule")
        if rule and rule.get("effects"):
            parts.append(effects(rule["effects"], actor))
    return cat(parts, "; ") if parts else NOTHING


def location_text(info: dict) -> Text:
    """A location's action (with its check) or passive rule."""
    action = info.get("action") or {}
    if action:
        return effects(action.get("effects", []))  # a location's check is one of its action's ops
    return effects((info.get("passive") or {}).get("effects", []))


ONCE = {"once_per_game": "game", "once_per_turn": "turn"}  # an ability's `kind` or `limit`: `bsg-fx-ability`'s once


def ability_when(ability: dict) -> str:
    """When a character ability applies, as a catalog selector: its trigger (`any_player_activates:brig` →
    `any_player_activates-brig`), "action" for an action, else "always"."""
    trigger = ability.get("trigger")
    if trigger:
        return str(trigger).replace(":", "-").replace("|", "-")
    return "action" if ability.get("is_action") else "always"


def ability_text(ability: dict | None) -> Text:
    """An ability in words with when it applies, from its data (`kind`, `limit`, `trigger`, `is_action`): "once per
    game, right after a crisis card is revealed, discard …", "when you are chosen at Admiral's Quarters, the check is
    3 easier"; an ability that always applies is its effects alone."""
    if not ability:
        return NOTHING
    effect = ability.get("effect") or []
    text = effects(effect if isinstance(effect, list) else [effect])
    when = ability_when(ability)
    once = ONCE.get(ability.get("kind"), ONCE.get(ability.get("limit"), "no"))
    if when == "always" and once == "no":
        return text
    return Msg("bsg-fx-ability", once=once, when=when, text=text)


def loyalty_text(info: dict) -> Text:
    reveal = info.get("reveal")
    if reveal:
        return effects(reveal.get("effects", []))
    return Msg("bsg-fx-loyalty-plain", kind=info.get("kind", "not_cylon"))


def token_text(token: dict) -> Text:
    """A Galactica damage token: a resource loss, or a damaged location."""
    if token.get("kind") == "location" or token.get("location"):
        return Msg("bsg-fx-token-location", location=loc_name(token.get("location")))
    return cat([effects(token.get("effects", [])), Msg("bsg-fx-token-removed")], "; ")
