"""What the BSG bot knows about cards and effects: pure look-ups in the game data, and a rough value of an effect
list for the human team, computed only from a seat's view (never from a state).

Values are in "resource units": losing 1 of a comfortable resource is about −1.4; losing the last one loses the game.
Positive = good for the humans.
"""

from __future__ import annotations

import math
from typing import Any

from engine.bots import bsg_checks as C
from engine.games.bsg.data import DATA, SKILLS, card_base, dicts_in

View = dict[str, Any]

RED = {"fuel": 4, "food": 4, "morale": 5, "population": 6}
UNIT = {"fuel": 1.2, "food": 1.0, "morale": 1.1, "population": 0.8}
LOSS = 60.0  # a resource at 0 ends the game


def resource_utility(resource: str, x: int) -> float:
    if x <= 0:
        return -LOSS
    return UNIT[resource] * x - 20.0 / x


def resource_delta(view: View, changes: dict[str, int]) -> float:
    res = view["resources"]
    total = 0.0
    stake = C.SWITCHES["stake"]
    for r, d in changes.items():
        if r in res and d:
            x = res[r]
            if stake:
                total += C.resource_worth(view, r, min(15, x + d)) - C.resource_worth(view, r, x)
            else:
                total += resource_utility(r, min(15, x + d)) - resource_utility(r, x)
    return total


def strength(card: str) -> int:
    return DATA.skill_cards[card]["strength"]


def skill_of(card: str) -> str:
    return DATA.skill_cards[card]["skill"]


def ability_of(card: str) -> str:
    return DATA.skill_cards[card]["card_id"]


def card_value(card: str) -> float:
    """How much keeping a skill card is worth (rough): strength plus a little for its ability."""
    bonus = {"declare_emergency": 0.4, "executive_order": 0.5, "strategic_planning": 0.2, "repair": 0.1}
    return 0.5 + 0.18 * strength(card) + bonus.get(ability_of(card), 0.0)


def skill_shares(character: str | None) -> dict[str, float]:
    """Which share of a character's drawn cards is of each skill type (from the sheet)."""
    out = {s: 0.0 for s in SKILLS}
    if not character:
        return out
    sheet = DATA.characters[character]["skills"]
    for s, n in sheet["fixed"].items():
        out[s] += n
    for combo in sheet["combined"]:
        for s in combo["skills"]:
            out[s] += combo["count"] / len(combo["skills"])
    total = sum(out.values()) or 1.0
    return {s: v / total for s, v in out.items()}


# -- where a decision comes from ---------------------------------------------------------------------------------
def source_data(src: dict | None) -> Any:
    """The data (card, location, ability …) a decision's public `source` names, or None."""
    if not src:
        return None
    kind, cid = src.get("kind"), src.get("id")
    if kind == "window":
        return source_data(src.get("about"))
    if not isinstance(cid, str):
        return None
    base = card_base(cid) if "#" in cid else cid
    if kind in ("crisis", "super_crisis"):
        return DATA.crises.get(base) or DATA.super_crises.get(base)
    if kind == "quorum":
        return DATA.quorum.get(base)
    if kind == "destination":
        return DATA.destinations.get(base)
    if kind == "location":
        return DATA.locations.get(base)
    if kind == "skill_card":
        return DATA.skill_abilities.get(base)
    if kind == "loyalty":
        return (DATA.loyalty.get(base) or {}).get("reveal")
    if kind == "ability":
        for ch in DATA.characters.values():
            for ability in ch["abilities"]:
                if ability["name"] == cid:
                    return ability
    return None


def crisis_boxes(card: dict) -> list[list[dict]] | None:
    """The two boxes of a crisis card as effect lists, as the engine builds them (turn.py)."""
    if card.get("alternative"):
        return [[{"op": "skill_check", **card["skill_check"]}], list(card["alternative"]["effects"])]
    if card.get("choice"):
        return [list(o["effects"]) for o in card["choice"]["options"]]
    return None


def choose_options(src: dict | None, labels: list[str]) -> list[list[dict]] | None:
    """The effect lists of a `choose` decision's options, found in the source's data by their labels."""
    data = source_data(src)
    if data is None:
        return None
    candidates: list[tuple[list[str | None], list[list[dict]]]] = []
    if isinstance(data, dict) and "type" in data and ("choice" in data or "alternative" in data):
        boxes = crisis_boxes(data)
        if boxes is not None:
            if data.get("alternative"):
                names: list[str | None] = [None, data["alternative"].get("label", "alternative")]
            else:
                names = [o.get("label") for o in data["choice"]["options"]]
            candidates.append((names, boxes))
    for op in dicts_in(data):
        if op.get("op") == "choose" and isinstance(op.get("options"), list):
            candidates.append(([o.get("label") for o in op["options"]], [o.get("effects", []) for o in op["options"]]))
    for names, boxes in candidates:
        if len(names) == len(labels) and all(n is None or n == label for n, label in zip(names, labels, strict=True)):
            return boxes
    same_size = [boxes for names, boxes in candidates if len(names) == len(labels)]
    return same_size[0] if len(same_size) == 1 else None  # labels made from the effects: the only choice that fits


def check_of(src: dict | None) -> dict | None:
    """The skill check (skills, difficulty, pass/partial/fail effects) that a decision's source runs, if any."""
    data = source_data(src)
    if data is None:
        return None
    if isinstance(data, dict) and data.get("skill_check") and "pass" in data["skill_check"]:
        return data["skill_check"]
    for op in dicts_in(data):
        if op.get("op") == "skill_check":
            return op
    return None


# -- value of effects for the human team ------------------------------------------------------------------------
SHIP_VALUE = {"raider": 1.0, "heavy_raider": 2.0, "basestar": 6.0, "centurion": 3.0}
DEPLOY_VALUE = {"basestar": -5.0, "raider": -1.0, "heavy_raider": -2.0, "viper": 0.6, "civilian": -0.6}
FLEET_ACTION = {
    "activate_unmanned_vipers": 0.8,
    "piloted_viper_attacks": 1.2,
    "galactica_attack": 1.2,
    "attack_centurion": 0.8,
    "launch_self_in_viper": 0.8,
    "inspect_and_move_civilians": 0.3,
    "jump_the_fleet": 5.0,
}


def humans_count(view: View) -> int:
    return sum(1 for p in view["players"] if not p["cylon_player"])


def effect_value(view: View, effects: list[dict] | None, src_kind: str = "", p_check: float = 0.5) -> float:
    if not effects:
        return 0.0
    return sum(op_value(view, op, src_kind, p_check) for op in effects if isinstance(op, dict))


def op_value(view: View, op: dict, src_kind: str, p_check: float) -> float:  # noqa: C901 - one table of cases
    kind = op.get("op")
    scale = 0.7 if op.get("optional") else 1.0
    if kind == "resource":
        return scale * resource_delta(view, {r: op[r] for r in RED if r in op})
    if kind == "jump_track":
        return 1.5 * op.get("delta", 0)
    if kind == "counter":
        weight = {"nukes": 2.0, "raptors": 0.6, "distance": 3.0}.get(op.get("name"), 0.5)
        return weight * op.get("delta", 0)
    if kind == "centurion":
        return -3.0 * op.get("count", 1)
    if kind == "damage_galactica":
        damaged = len(view["damaged"])
        return -(2.5 + max(0, damaged - 2) * 2.0) * op.get("count", 1)
    if kind == "repair_location":
        return 2.0
    if kind == "destroy_civilian":
        return op.get("count", 1) * (resource_delta(view, {"population": -1}) - 0.2)
    if kind == "vipers":
        count = op.get("count", 1)
        n = 3 if count == "all" else count
        sign = 0.7 if op.get("action") == "repair" else -0.8
        return sign * n
    if kind == "cylon_ships":
        return SHIP_VALUE.get(op.get("ship"), 1.0) * (op.get("count", 1) if op.get("action") == "destroy" else 0.4)
    if kind == "deploy":
        return sum(DEPLOY_VALUE.get(s, 0.0) * n for area in op.get("areas", []) for s, n in area.items())
    if kind == "activate":
        return -2.0
    if kind == "send":
        return send_value(view, op, scale)
    if kind == "discard":
        who, count = op.get("who"), op.get("count", 1)
        n = 4 if count == "hand" else count
        if op.get("deck") == "super_crisis":
            return 0.0
        players = humans_count(view) if who == "each" else 1
        return -0.7 * n * players * scale
    if kind == "draw":
        deck = op.get("deck", "skill")
        n = op.get("count", 1)
        players = humans_count(view) if op.get("who") == "each" else 1
        return {"skill": 0.6, "quorum": 1.0}.get(deck, 0.0) * n * players
    if kind == "look_loyalty":
        return 0.8
    if kind == "choose":
        values = [effect_value(view, o.get("effects"), src_kind, p_check) for o in op.get("options", [])]
        return max(values) if values else 0.0
    if kind == "roll":
        return sum(
            (o["max"] - o["min"] + 1) / 8 * effect_value(view, o.get("then"), src_kind, p_check)
            for o in op.get("outcomes", [])
        )
    if kind == "if":
        return 0.5 * (effect_value(view, op.get("then"), src_kind) + effect_value(view, op.get("else"), src_kind))
    if kind == "skill_check":
        passed = effect_value(view, op.get("pass"), src_kind)
        failed = effect_value(view, op.get("fail"), src_kind)
        return p_check * passed + (1 - p_check) * failed
    if kind == "keep_in_play":
        return -1.5 if src_kind == "crisis" else 0.5
    if kind == "extra_action":
        return 1.5 * op.get("count", 1)
    if kind == "fleet_action":
        return FLEET_ACTION.get(op.get("kind"), 0.3) * (op.get("count", 1) if isinstance(op.get("count"), int) else 1)
    if kind == "peek":
        return 0.3
    return 0.0


SEND_COST = {"brig": 2.0, "sickbay": 1.0}  # a loyal human sent away: the turns it loses
# with SWITCHES["stakes"], the current player sent to the Brig (Cylon Accusation): a loyal human there loses its
# actions until it walks out (a check of 7) and all but one card in every check; `bsg.check_stakes` makes it a gain
# when the current player is a likely Cylon. (A victim the chooser picks stays at SEND_COST: valuing a loyal
# chooser's optional pick as a gain made the bots pass Guilt by Collusion for hidden Cylons; bench_bsg_stakes.py.)
CURRENT_TO_BRIG = 4.0


def send_value(view: View, op: dict, scale: float) -> float:
    """A player sent to the Brig or Sickbay, for the humans: a loss of its turns (none for a revealed Cylon)."""
    to, who = op.get("to"), op.get("who")
    if C.SWITCHES["stakes"] and who == "current" and "current" in view:
        if view["players"][view["current"]]["cylon_player"]:
            return 0.0
        if to == "brig":
            return -CURRENT_TO_BRIG * scale
    return -SEND_COST.get(to, 0.0) * scale


def crisis_value(view: View, card_id: str, p_check: float = 0.5, caprica: bool = False) -> float:
    """How good a crisis card is for the humans (negative: bad), if the humans decide its boxes. A `caprica` crisis
    (a revealed Cylon's pick) is valued as the rules resolve it (bsg.md §6.1, `caprica`): no Cylon activation nor
    jump preparation follows (H5/H6 are skipped) and the box the card gives the current player is the Cylon's."""
    card = DATA.crises.get(card_id) or DATA.super_crises.get(card_id)
    if card is None:
        return -2.0
    as_played = caprica and C.SWITCHES["caprica"]
    value = 0.0
    if card.get("type") == "cylon_attack":
        attack = card.get("attack") or {}
        value += sum(DEPLOY_VALUE.get(s, 0.0) * n for area in attack.get("deploy", []) for s, n in area.items())
        value -= 2.0
    elif card.get("type") == "skill_check":
        check = card["skill_check"]
        sc = effect_value(view, [{"op": "skill_check", **check}], "crisis", p_check)
        alt = card.get("alternative")
        if alt:
            other = effect_value(view, alt["effects"], "crisis")
            cylon_picks = as_played and alt.get("chooser") == "current"
            value += min(sc, other) if cylon_picks else max(sc, other)
        else:
            value += sc
    else:
        boxes = crisis_boxes(card) or [[]]
        value += max(effect_value(view, b, "crisis") for b in boxes)
    if as_played:
        return value
    if card.get("activation") and card.get("type") != "cylon_attack":
        value -= 1.0
    if card.get("jump_prep"):
        value += 1.5
    return value


MEAN_DESTINATION = 41 / 22  # the destination deck's mean distance (data: 22 cards)
JUMP_WORTH = 12.0  # one jump fewer to Kobol: the crises it spares (9, 14 and 20 measured alike, 2.5/distance worse)


def jumps_to_kobol(distance: float) -> float:
    """About how many jumps are still needed before the final one (none once the distance reaches 8)."""
    return 0.0 if distance >= 8 else max(1.0, (8 - distance) / MEAN_DESTINATION)


def destination_value(view: View, card: str) -> float:
    """A destination for the humans: the jumps its distance spares on the way to Kobol (reaching 8 spares a whole
    jump) plus its effects."""
    info = DATA.destinations[card_base(card)]
    here = view.get("distance", 0)
    spared = jumps_to_kobol(here) - jumps_to_kobol(here + info.get("distance", 0))
    worth = C.jump_worth(view) if C.SWITCHES["dest"] and "resources" in view else JUMP_WORTH
    if C.SWITCHES["in_turn"] and "resources" in view:
        return in_turn_value(view, info.get("effects") or [], {}, worth * spared)
    return worth * spared + effect_value(view, info.get("effects"), "destination")


def in_turn_value(view: View, ops: list[dict], changes: dict[str, int], alive: float) -> float:
    """A destination's effects resolved one after the other, the resources valued where the turn leaves them (a
    resource at 0 loses only at the turn's end, bsg.md: so Tylium Planet's raptor can still refill the fuel its
    jump took to 0), rolls and choices branching; `alive` (the jumps the distance spares) counts only where no
    resource ends at 0: sparing crises is worth nothing once the turn's end loses the game."""
    if not ops:
        dead = any(view["resources"][r] + d <= 0 for r, d in changes.items())
        return resource_delta(view, changes) + (-LOSS if dead else alive)
    op, rest = ops[0], ops[1:]
    kind = op.get("op")
    if kind == "resource":
        after = dict(changes)
        for r in RED:
            if op.get(r):
                x = view["resources"][r] + after.get(r, 0)
                after[r] = max(0, min(15, x + op[r])) - view["resources"][r]
        return in_turn_value(view, rest, after, alive)
    if kind == "choose":
        return max(in_turn_value(view, (o.get("effects") or []) + rest, changes, alive) for o in op["options"])
    if kind == "roll":
        return sum(
            (o["max"] - o["min"] + 1) / 8 * in_turn_value(view, (o.get("then") or []) + rest, changes, alive)
            for o in op["outcomes"]
        )
    return op_value(view, op, "destination", 0.5) + in_turn_value(view, rest, changes, alive)


def quorum_value(view: View, card: str) -> float:
    info = DATA.quorum[card_base(card)]
    return effect_value(view, info.get("effects"), "quorum")


# -- skill checks ------------------------------------------------------------------------------------------------
def normal_cdf(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def destiny_mean(positive: list[str]) -> float:
    share = len(positive) / len(SKILLS)
    return 2 * 2.14 * (2 * share - 1)


def others_help(view: View, me: int, positive: list[str]) -> float:
    """The positive strength the other unrevealed players are expected to add (a share of their hands)."""
    total = 0.0
    for p in view["players"]:
        if p["seat"] == me:
            continue
        if p["cylon_player"]:
            total -= 2.0 if p["hand_size"] else 0.0
            continue
        shares = skill_shares(p["character"])
        pos = sum(shares[s] for s in positive)
        cards = min(p["hand_size"], 1 if p["location"] == "brig" else 4)
        total += cards * pos * 2.1 * 0.75
    return total


def others_capacity(view: View, me: int, positive: list[str]) -> float:
    """The positive strength the other unrevealed players could add (their hands, by their sheets' skill mix)."""
    total = 0.0
    for p in view["players"]:
        if p["seat"] == me or p["cylon_player"]:
            continue
        shares = skill_shares(p["character"])
        pos = sum(shares[s] for s in positive)
        cards = min(p["hand_size"], 1 if p["location"] == "brig" else 99)
        total += cards * pos * 2.1
    return total


def pass_chance(total_mean: float, difficulty: int, spread: float = 3.5) -> float:
    return normal_cdf((total_mean - difficulty + 0.5) / spread)
