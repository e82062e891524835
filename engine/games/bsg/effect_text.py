"""Words for the effect language (data/effects.md): what a crisis box, a card or a location will do.

Used by `explain.py` to say what each option of a decision leads to. Only data that every player may read (card and
board texts) goes through here; nothing in this module looks at a game state. One function per op, registered in
`OPS`; an op without wording falls back to its name, and `tests/engine/bsg/test_explain.py` checks every op in the
data has one.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .data import DATA

TITLE_NAMES = {"president": "the President", "admiral": "the Admiral"}
SELECTOR_NAMES = {
    "current": "the current player",
    "president": "the President",
    "admiral": "the Admiral",
    "each": "every player",
    "self": "{actor}",
}
SHIP_NAMES = {
    "raider": ("raider", "raiders"),
    "heavy_raider": ("heavy raider", "heavy raiders"),
    "basestar": ("basestar", "basestars"),
    "viper": ("viper", "vipers"),
    "civilian": ("civilian ship", "civilian ships"),
    "centurion": ("centurion", "centurions"),
}
ACTIVATION_NAMES = {
    "activate_raiders": "raiders activate",
    "activate_heavy_raiders": "heavy raiders activate (centurions advance)",
    "activate_basestars": "basestars attack",
    "launch_raiders": "basestars launch raiders",
    "launch": "basestars launch ships",
}
FLEET_ACTIONS = {
    "activate_unmanned_vipers": "activate up to {count} unmanned viper(s) (launch, move or attack)",
    "attack_centurion": "attack a centurion on the boarding track ({hit_min}+ destroys it)",
    "galactica_attack": "Galactica attacks one Cylon ship",
    "inspect_and_move_civilians": "look at {count} civilian ship(s) and move each to an adjacent area",
    "jump_the_fleet": "jump the fleet (population may be lost on a roll of 1-6)",
    "launch_self_in_viper": "launch in a viper into a launch area",
    "piloted_viper_attacks": "your viper attacks {count} time(s)",
}
MODIFIERS = {
    "hand_limit": "hand limit {value}",
    "cannot_activate": "cannot activate some locations",
    "cannot_activate_occupied": "cannot activate a location where another character stands",
    "location_activation_discard_cost": "discards {value} card(s) before activating a location",
    "forced_discards_random": "forced discards are random",
    "setup_loyalty_cards": "dealt {value} loyalty cards at setup",
    "sleeper_phase_loyalty_cards": "dealt {value} loyalty cards in the Sleeper Agent phase",
    "stranded_until_turn": "off the board until a later turn",
    "crisis_draw": "draws more crisis cards and keeps one",
    "one_strength_cards_positive": "strength-1 cards count as positive in this check",
    "skill_check_face_up": "this check is played face up",
    "extra_positive_skill": "{value} cards also count as positive in this check",
    "receive_skills_max": "receives only {value} skill card(s)",
    "cannot_move": "cannot move",
    "skips_crisis_step": "draws no crisis card",
    "max_cards_per_skill_check": "adds at most {value} card(s) to a skill check",
}
CONDITIONS = {
    "counter_gte": "if {counter} is at least {value}",
    "resource_lt": "if {resource} is below {value}",
    "any_resource_red": "if any resource is in the red",
    "distance_lte": "if the distance travelled is at most {value}",
    "jump_track_gte": "if the fleet token is on jump space {value} or later",
    "self_in": "if {actor} is in {location}",
    "self_not_in": "unless {actor} is in {location}",
    "self_has_title": "if {actor} holds the {title} title",
    "self_hand_size_eq": "if {actor} holds exactly {value} skill card(s)",
    "self_can_pilot": "if {actor} can pilot",
    "self_piloting_viper": "if {actor} is piloting a viper",
    "self_has_super_crisis": "if {actor} holds a super crisis card",
}
NOTHING = "nothing happens"


def loc_name(loc: Any) -> str:
    if loc == "any_galactica_location":
        return "a Galactica location of their choice"
    if loc == "brig":
        return "the Brig"
    info = DATA.locations.get(loc) if isinstance(loc, str) else None
    return info["name"] if info else str(loc)


def ships(ship: str, count: int) -> str:
    one, many = SHIP_NAMES.get(ship, (ship.replace("_", " "), ship.replace("_", " ") + "s"))
    return f"{count} {one if count == 1 else many}"


def who(sel: Any, actor: str) -> str:
    """A selector in words; `actor` names the player an effect list runs for ("you", "the current player")."""
    if isinstance(sel, str):
        if sel.startswith("$"):
            return "the chosen character"
        return SELECTOR_NAMES.get(sel, sel).format(actor=actor)
    if isinstance(sel, dict):
        if "chosen_by" in sel:
            text = f"a character chosen by {who(sel['chosen_by'], actor)}"
            return text + " (or nobody)" if sel.get("optional") else text
        if "at" in sel:
            places = sel["at"] if isinstance(sel["at"], list) else [sel["at"]]
            return "everyone in " + " or ".join(loc_name(p) for p in places)
    return str(sel)


def does(sel: Any, actor: str, verb: str) -> str:
    """Subject and verb: "the Admiral discards", but "you discard"."""
    subject = who(sel, actor)
    if subject == "you":
        verb = "go" if verb == "goes" else verb[:-1]
    return f"{subject} {verb}"


def condition(cond: dict, actor: str) -> str:
    template = CONDITIONS.get(cond.get("test", ""), "if {test}")
    params = {**cond, "actor": actor}
    if "location" in params:
        params["location"] = loc_name(params["location"])
    return template.format_map(_Missing(params))


class _Missing(dict):
    def __missing__(self, key: str) -> str:
        return key


def _resource(op: dict, actor: str) -> str:
    parts = [f"{r} {op[r]:+d}" for r in ("fuel", "food", "morale", "population") if op.get(r)]
    return ", ".join(parts) or NOTHING


def _counter(op: dict, actor: str) -> str:
    name = {"raptors": "raptors lost", "nukes": "nukes", "distance": "distance"}.get(op["name"], op["name"])
    return f"{name} {op['delta']:+d}"


def _damage_galactica(op: dict, actor: str) -> str:
    if op.get("draw"):
        return f"draw up to {op['draw']} Galactica damage tokens and resolve {op.get('count', 1)}"
    return f"damage Galactica {op.get('count', 1)} time(s)"


def _vipers(op: dict, actor: str) -> str:
    count = op.get("count", 1)
    amount = "every" if count == "all" else ("up to " if op.get("up_to") else "") + str(count)
    verb = op["action"].replace("_", " ")
    where = {"reserves": " in the reserves", "space": " in space", "damaged": " that are damaged"}.get(
        op.get("where", ""), ""
    )
    return f"{verb} {amount} viper(s){where}"


def _cylon_ships(op: dict, actor: str) -> str:
    verb = "damage" if op.get("action") == "damage" else "destroy"
    return f"{verb} {ships(op['ship'], op.get('count', 1))}"


def _deploy(op: dict, actor: str) -> str:
    placed = [
        f"{ships(ship, n)} in area {a}" for a, area in enumerate(op.get("areas", [])) for ship, n in area.items() if n
    ]
    return "place " + ", ".join(placed) if placed else NOTHING


def _activate(op: dict, actor: str) -> str:
    return "Cylon ships: " + ACTIVATION_NAMES.get(op.get("ships", ""), str(op.get("ships")))


def _send(op: dict, actor: str) -> str:
    return f"{does(op['who'], actor, 'goes')} to {loc_name(op['to'])}"


def _discard(op: dict, actor: str) -> str:
    count = op.get("count", 1)
    amount = "their whole hand" if count == "hand" else f"{count} skill card(s)"
    if op.get("deck") == "super_crisis":
        amount = f"{count} super crisis card(s)"
    return f"{does(op['who'], actor, 'discards')} {amount}" + (" at random" if op.get("random") else "")


def _draw(op: dict, actor: str) -> str:
    deck = op.get("deck", "skill")
    count = op.get("count", 1)
    if deck == "skill":
        skills = op.get("skills")
        kind = "skill" if skills in (None, "any") else "/".join(skills)
        return f"{does(op['who'], actor, 'draws')} {count} {kind} card(s)"
    return f"{does(op['who'], actor, 'draws')} {count} {deck.replace('_', ' ')} card(s)"


def _choose(op: dict, actor: str) -> str:
    labels = [o.get("label", "?") for o in op.get("options", [])]
    return f"{does(op.get('by', 'self'), actor, 'chooses')}: " + " or ".join(labels)


def _roll(op: dict, actor: str) -> str:
    parts = [f"{o['min']}-{o['max']}: {effects(o['then'], actor)}" for o in op.get("outcomes", [])]
    return "roll a die (" + "; ".join(parts) + ")"


def _if(op: dict, actor: str) -> str:
    text = f"{condition(op['cond'], actor)}: {effects(op['then'], actor)}"
    if op.get("else"):
        text += f"; otherwise {effects(op['else'], actor)}"
    return text


def check(spec: dict, actor: str) -> str:
    """A skill check with its outcomes, e.g. "skill check politics + leadership, difficulty 9 (pass: …; fail: …)"."""
    head = f"skill check {' + '.join(spec['skills'])}, difficulty {spec['difficulty']}"
    outcomes = [f"pass: {effects(spec.get('pass', []), actor)}"]
    if spec.get("partial_min") is not None:
        outcomes.append(f"{spec['partial_min']}+: {effects(spec.get('partial') or [], actor)}")
    outcomes.append(f"fail: {effects(spec.get('fail', []), actor)}")
    return f"{head} ({'; '.join(outcomes)})"


def _dispose(op: dict, actor: str) -> str:
    return {"removed_from_game": "the card leaves the game", "bottom_of_deck": "the card goes under its deck"}.get(
        op["to"], "the card is discarded"
    )


def _peek(op: dict, actor: str) -> str:
    decks = " or ".join(op.get("decks", []))
    return f"{does(op.get('who', 'self'), actor, 'looks')} at the top {decks} card and puts it on top or bottom"


def _difficulty(op: dict, actor: str) -> str:
    if "choices" in op:
        return "difficulty " + " or ".join(f"{d:+d}" for d in op["choices"])
    return f"difficulty {op['delta']:+d}"


def _die(op: dict, actor: str) -> str:
    return "roll the die again" if op.get("reroll") else f"die roll {op.get('modifier', 0):+d}"


def _modifier(op: dict, actor: str) -> str:
    return MODIFIERS.get(op.get("key", ""), str(op.get("key"))).format(value=op.get("value"))


def _extra_action(op: dict, actor: str) -> str:
    return f"{does(op['who'], actor, 'takes')} {op.get('count', 1)} more action(s)"


def _fleet_action(op: dict, actor: str) -> str:
    template = FLEET_ACTIONS.get(op["kind"], op["kind"].replace("_", " "))
    return template.format(count=op.get("count", 1), hit_min=op.get("hit_min", 7))


OPS: dict[str, Callable[[dict, str], str]] = {
    "resource": _resource,
    "jump_track": lambda op, actor: f"jump track {op['delta']:+d}",
    "counter": _counter,
    "centurion": lambda op, actor: f"{op.get('count', 1)} centurion(s) board Galactica",
    "damage_galactica": _damage_galactica,
    "repair_location": lambda op, actor: f"repair {loc_name(op['location'])}",
    "destroy_civilian": lambda op, actor: f"destroy {ships('civilian', op.get('count', 1))}",
    "vipers": _vipers,
    "cylon_ships": _cylon_ships,
    "deploy": _deploy,
    "activate": _activate,
    "send": _send,
    "discard": _discard,
    "draw": _draw,
    "title": lambda op, actor: f"{does(op['to'], actor, 'becomes')} {TITLE_NAMES.get(op['title'], op['title'])}",
    "look_loyalty": lambda op, actor: (
        f"{does(op['viewer'], actor, 'looks')} at {op.get('count', 1)} loyalty card(s) of {who(op['target'], actor)}"
    ),
    "choose": _choose,
    "roll": _roll,
    "if": _if,
    "skill_check": check,
    "keep_in_play": lambda op, actor: op.get("text") or "the card stays in play",
    "dispose": _dispose,
    "peek": _peek,
    "difficulty": _difficulty,
    "die": _die,
    "modifier": _modifier,
    "extra_action": _extra_action,
    "fleet_action": _fleet_action,
    "special": lambda op, actor: op.get("text") or op["id"].replace("_", " "),
}


def op_text(op: dict, actor: str = "you") -> str:
    fn = OPS.get(op.get("op", ""))
    text = fn(op, actor) if fn else str(op.get("op", "?")).replace("_", " ")
    return f"may {text}" if op.get("optional") else text


def effects(ops: list[dict], actor: str = "you") -> str:
    """An effect list in words, e.g. "morale -1; the Admiral discards 2 skill card(s)" (empty: nothing happens)."""
    parts = [op_text(op, actor) for op in ops if op != {"op": "dispose", "to": "discard"}]  # the default anyway
    return "; ".join(p for p in parts if p) or NOTHING
