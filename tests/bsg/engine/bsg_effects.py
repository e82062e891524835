"""Effect-test harness shared by the card/location/ability effect tests: a fixed 4-player board, a summary of the
state, an oracle that applies an effect list (effects.md) to the summary, and a driver that answers decisions
with scripted choices / die results and records the picks it made."""

from __future__ import annotations

import copy
from collections import Counter

from bsg_testkit import GAME, bare, clear_space, empty_hands, take_viper

from engine.games.bsg.data import DATA
from engine.games.bsg.rules import invariants

CHARS = ["kara_thrace", "saul_tigh", "laura_roslin", "galen_tyrol"]  # current / admiral / president / other
SKILLS = ("politics", "leadership", "tactics", "piloting", "engineering")
_BASE: dict = {}


def base_state() -> dict:
    if not _BASE:
        st = bare(4, CHARS, seed="effects")
        clear_space(st)
        take_viper(st, 4)
        take_viper(st, 5)
        st["jump"] = 1
        st["reserves"]["raptor"] -= 1  # one raptor already lost, so that a repair shows
        st["raptors_destroyed"] += 1
        st["reserves"]["viper"] -= 2  # one damaged and one destroyed viper, so that repairs show
        st["damaged_vipers"] += 1
        st["vipers_destroyed"] += 1
        empty_hands(st)
        _BASE["s"] = st
    st = copy.deepcopy(_BASE["s"])
    assert (st["current"], st["admiral"], st["president"]) == (0, 1, 2)
    return st


def take(st: dict, skill: str, strength: int) -> str:
    for cid in st["skill_deck"][skill]:
        if DATA.skill_cards[cid]["strength"] == strength:
            st["skill_deck"][skill].remove(cid)
            return cid
    raise AssertionError(f"no {skill} {strength}")


def arrange_check(st: dict, spec: dict, total: int) -> list[str]:
    """Destiny: one positive 1 and one negative 1; returns the current player's cards that bring the total there."""
    positive = spec["skills"]
    negative = next(s for s in SKILLS if s not in positive)
    for cid in st["destiny"]:
        st["skill_deck"][DATA.skill_cards[cid]["skill"]].append(cid)
    filler = [st["skill_deck"]["engineering" if negative != "engineering" else "politics"].pop() for _ in range(4)]
    st["destiny"] = filler + [take(st, positive[0], 1), take(st, negative, 1)]
    cards, left = [], total
    for strength in (5, 4, 3, 2, 1):
        for skill in positive:
            while left >= strength and any(
                DATA.skill_cards[c]["strength"] == strength for c in st["skill_deck"][skill]
            ):
                cards.append(take(st, skill, strength))
                left -= strength
    assert left == 0
    return cards


def fill_hands(st: dict, n: int = 5) -> None:
    for p in st["players"]:
        for _ in range(n):
            skill = max(SKILLS, key=lambda s: len(st["skill_deck"][s]))
            p["hand"].append(st["skill_deck"][skill].pop())


def summary(st: dict) -> dict:
    return {
        "resources": dict(st["resources"]),
        "jump": st["jump"],
        "distance": st["distance"],
        "nukes": st["nukes"],
        "raptors": st["reserves"]["raptor"],
        "centurions": len(st["centurions"]),
        "hands": [len(p["hand"]) for p in st["players"]],
        "locs": [p["loc"] for p in st["players"]],
        "president": st["president"],
        "admiral": st["admiral"],
        "seen": [len(p["seen"]) for p in st["players"]],
        "in_play": sorted([e["rule"], e["holder"]] for e in st["in_play"]),
        "viper_reserves": st["reserves"]["viper"],
        "damaged_vipers": st["damaged_vipers"],
        "vipers_destroyed": st["vipers_destroyed"],
        "space": [
            [a["raider"], a["heavy_raider"], a["viper"], len(a["basestars"]), len(a["civilians"])] for a in st["space"]
        ],
        "civilian_pile": len(st["civilian_pile"]),
        "galactica": sorted(st["damaged"] + st["galactica_removed"]),
        "skill_discard": sum(len(v) for v in st["skill_discard"].values()),
        "quorum": [len(st["quorum_hand"]), len(st["discards"]["quorum"]), len(st["removed_quorum"])],
    }


SHIP_INDEX = {"raider": 0, "heavy_raider": 1, "viper": 2, "basestar": 3, "civilian": 4}


class Record:
    """What the driver did and drew while a card resolved (answers to decisions, random draws)."""

    def __init__(self) -> None:
        self.chosen: list[int] = []  # every "choose" answer, in order
        self.picks: list = []  # every pick_player answer
        self.locations: list[str] = []  # every send_location answer
        self.destroyed: list[str] = []  # civilian ships drawn from the pile and destroyed
        self.tokens: list[str] = []  # Galactica damage tokens drawn
        self.events: list = []
        self.contributed: list[str] = []  # cards the contributor played into the check
        self.current = 0  # the current player's seat
        self.boxes = 0  # how many of `chosen` were the card's own box choice
        self.pile: list[str] | None = None
        self.gpile: list[str] | None = None

    def snap(self, st: dict) -> Record:
        """Remember the civilian and Galactica damage piles before the card starts resolving."""
        self.pile, self.gpile = list(st["civilian_pile"]), list(st["galactica_pile"])
        self.hands = [set(p["hand"]) for p in st["players"]]
        return self


def drive(st: dict, rng, record: Record, script: list[int], contribute: list[str], contributor: int = 0) -> None:
    """Answer decisions until none is left: scripted box choices first, then the first legal action; the
    contributor plays `contribute` into a skill check, everyone else contributes nothing."""
    if record.pile is None:
        record.snap(st)
    pile, gpile = record.pile, record.gpile
    steps = 0
    while st["decision"] and st["winner"] is None:
        d = st["decision"]
        seat = GAME.to_act(st)[0]
        legal = GAME.legal_actions(st, seat)
        if d["kind"] == "choose":
            action = {"type": "choose", "option": script.pop(0)} if script else legal[0]
            record.chosen.append(action["option"])
        elif d["kind"] == "contribute":
            action = {"type": "contribute", "cards": list(contribute) if seat == contributor else []}
            if seat == contributor:
                contribute.clear()
        elif d["kind"] in ("secret_destiny", "skill_window", "blind_devotion", "command_authority"):
            action = {"type": "pass"}
        else:
            action = legal[0]
            if d["kind"] == "pick_player":
                record.picks.append(action["seat"])
            if d["kind"] == "send_location":
                record.locations.append(action["location"])
        record.events += GAME.apply(st, seat, action, rng)
        steps += 1
        assert steps < 80
    invariants(st)
    record.destroyed += list((Counter(pile) - Counter(st["civilian_pile"])).elements())
    record.tokens += [t for t in gpile if t not in st["galactica_pile"]]


class Oracle:
    """Applies an effect list to a state summary (the expected result), using the driver's record for the
    answers it gave and the random draws (civilian ships, Galactica tokens); die results are scripted."""

    def __init__(self, exp: dict, record: Record, dice: list[int], current: int = 0, actor: int | None = None):
        self.e, self.dice = exp, list(dice)
        self.choices, self.picks, self.locations = list(record.chosen), list(record.picks), list(record.locations)
        self.destroyed, self.tokens = list(record.destroyed), list(record.tokens)
        self.current = current
        self.actor = current if actor is None else actor
        self.cylon = 3 if current == 3 else None  # a revealed Cylon is never hit by a super crisis
        self.applied = 0  # ops with a state effect met (not counting choose / roll / if themselves)
        self.bind: dict = {}
        self.disposed: str | None = None

    def who(self, sel) -> list[int]:
        e = self.e
        if sel == "current":
            return [self.current]
        if sel == "self":
            return [self.actor]
        if sel == "admiral":
            return [e["admiral"]]
        if sel == "president":
            return [e["president"]]
        if sel == "each":
            return [0, 1, 2, 3]
        if isinstance(sel, str) and sel.startswith("$"):
            return [self.bind[sel[1:]]]
        if isinstance(sel, dict) and "at" in sel:
            at = sel["at"] if isinstance(sel["at"], list) else [sel["at"]]
            return [s for s, loc in enumerate(e["locs"]) if loc in at and s != self.cylon]
        if isinstance(sel, dict) and "chosen_by" in sel:
            pick = self.picks.pop(0)
            if sel.get("as"):
                self.bind[sel["as"]] = pick
            return [] if pick is None else [pick]
        raise AssertionError(f"selector {sel}")

    def run(self, ops: list[dict]) -> None:
        e = self.e
        for op in ops:
            kind = op["op"]
            self.applied += kind not in ("roll", "choose", "if", "activate", "dispose")
            if kind == "resource":
                for r in ("fuel", "food", "morale", "population"):
                    e["resources"][r] += op.get(r, 0)
            elif kind == "jump_track":
                e["jump"] = max(0, e["jump"] + op["delta"])
            elif kind == "counter":
                key = {"nukes": "nukes", "raptors": "raptors", "distance": "distance"}[op["name"]]
                e[key] = max(0, e[key] + op["delta"])
                e["nukes"] = min(e["nukes"], 2)
                e["raptors"] = min(e["raptors"], 4)
            elif kind == "centurion":
                e["centurions"] += op.get("count", 1)
            elif kind == "destroy_civilian":
                e["civilian_pile"] -= op.get("count", 1)
                for _ in range(op.get("count", 1)):
                    for r, v in DATA.civilians[self.destroyed.pop(0)]["loss"].items():
                        e["resources"][r] -= v
            elif kind == "damage_galactica":
                for _ in range(op.get("count", 1)):
                    token = self.tokens.pop(0)  # drawn at random: the effect of the drawn token is checked
                    e["galactica"] = sorted([*e["galactica"], token])
                    for eff in DATA.galactica_damage[token]["effects"]:
                        for r in ("fuel", "food", "morale", "population"):
                            e["resources"][r] += eff.get(r, 0)
                    e["locs"] = ["sickbay" if loc == token else loc for loc in e["locs"]]
            elif kind == "discard":
                for s in self.who(op["who"]):
                    left = 0 if op["count"] == "hand" else max(0, e["hands"][s] - op["count"])
                    e["skill_discard"] += e["hands"][s] - left
                    e["hands"][s] = left
            elif kind == "draw":
                for s in self.who(op["who"]):
                    e["hands"][s] += op["count"]
            elif kind == "send":
                for s in self.who(op["who"]):
                    e["locs"][s] = self.locations.pop(0) if op["to"] == "any_galactica_location" else op["to"]
            elif kind == "title":
                e[op["title"]] = self.who(op["to"])[0]
            elif kind == "look_loyalty":
                viewer, target = self.who(op["viewer"])[0], self.who(op["target"])[0]
                if viewer != target and not any(r == "no_loyalty_inspection" for r, _ in e["in_play"]):
                    e["seen"][viewer] += 1
            elif kind == "keep_in_play":
                holder = self.who(op["holder"])[0] if op.get("holder") else None
                e["in_play"] = sorted([*e["in_play"], [op["rule"], holder]])
                self.disposed = "kept"
            elif kind == "dispose":
                self.disposed = op["to"]
            elif kind == "vipers":
                self.vipers(op)
            elif kind == "cylon_ships":
                if op["ship"] == "centurion":
                    e["centurions"] -= op.get("count", 1)
                else:
                    for _ in range(op.get("count", 1)):
                        area = next(a for a in range(6) if e["space"][a][SHIP_INDEX[op["ship"]]])
                        e["space"][area][SHIP_INDEX[op["ship"]]] -= 1
            elif kind == "deploy":
                for area, ships in enumerate(op["areas"]):
                    self.deploy(area, ships)
            elif kind == "roll":
                if isinstance(op.get("by"), dict):
                    self.who(op["by"])
                value = self.dice.pop(0)
                self.run(next(o["then"] for o in op["outcomes"] if o["min"] <= value <= o["max"]))
            elif kind == "choose":
                self.run(op["options"][self.choices.pop(0)]["effects"])
            elif kind == "if":
                cond = op["cond"]
                assert cond["test"] == "resource_lt"
                holds = e["resources"][cond["resource"]] < cond["value"]
                self.run(op["then"] if holds else op.get("else", []))
            elif kind in ("activate", "special"):
                pass  # checked by hand
            else:
                raise AssertionError(f"oracle lacks op {kind}")

    def deploy(self, area: int, ships: dict) -> None:
        e = self.e
        for ship, count in ships.items():
            e["space"][area][SHIP_INDEX[ship]] += count
            if ship == "viper":
                e["viper_reserves"] -= count
            if ship == "civilian":
                e["civilian_pile"] -= count

    def vipers(self, op: dict) -> None:
        e = self.e
        action, where = op["action"], op["where"]
        if action == "damage" and (where == "reserves" or where == "any" and e["viper_reserves"]):
            n = min(op["count"], e["viper_reserves"])
            e["viper_reserves"] -= n
            e["damaged_vipers"] += n
        elif (action, where) == ("damage", "space"):
            for _ in range(op["count"]):
                area = next(a for a in range(6) if e["space"][a][2])
                e["space"][area][2] -= 1
                e["damaged_vipers"] += 1
        elif (action, where) == ("return_to_reserves", "space"):
            for a in range(6):
                e["viper_reserves"] += e["space"][a][2]
                e["space"][a][2] = 0
        elif (action, where) == ("repair", "damaged_or_destroyed"):
            n = min(op["count"], e["damaged_vipers"] + e["vipers_destroyed"])  # both base vipers come back
            assert n == e["damaged_vipers"] + e["vipers_destroyed"]
            e["viper_reserves"] += n
            e["damaged_vipers"] = e["vipers_destroyed"] = 0
        else:
            raise AssertionError(op)


def walk(ops: list[dict]) -> list[dict]:
    out = []
    for op in ops:
        out.append(op)
        for key in ("then", "else"):
            out += walk(op.get(key, []))
        for o in op.get("options", []) + op.get("outcomes", []):
            out += walk(o.get("effects", o.get("then", [])))
    return out


def roll_ops(ops: list[dict]) -> list[dict]:
    out = []
    for op in ops:
        if op["op"] == "roll":
            out.append(op)
        for key in ("then", "else"):
            out += roll_ops(op.get(key, []))
        for o in op.get("options", []):
            out += roll_ops(o["effects"])
    return out


def outcome_ops(card: dict, outcome: str) -> list[dict]:
    """The effect list of one outcome; "outcome:i" picks option i of the first nested choice."""
    outcome, _, nested = outcome.partition(":")
    ops = _outcome_ops(card, outcome)
    if nested:
        at = next(i for i, op in enumerate(ops) if op["op"] == "choose")  # top level in every card
        return ops[:at] + ops[at]["options"][int(nested)]["effects"] + ops[at + 1 :]
    return ops


def _outcome_ops(card: dict, outcome: str) -> list[dict]:
    if card["type"] == "event":
        return card["choice"]["options"][int(outcome[-1])]["effects"]
    if card["type"] == "cylon_attack":
        return card["attack"]["special_rule"].get("effects", [])
    if outcome == "alternative":
        return card["alternative"]["effects"]
    if outcome == "partial" and card["skill_check"]["partial_min"] is None:
        raise AssertionError("no partial band")
    return card["skill_check"][outcome] or []


def cases(table: dict) -> list[tuple[str, str, int]]:
    out = []
    for cid in sorted(table):
        card = table[cid]
        if card["type"] == "event":
            outcomes = [f"option{i}" for i in range(len(card["choice"]["options"]))]
        elif card["type"] == "cylon_attack":
            outcomes = ["attack"]
        else:
            outcomes = ["pass", "fail"]
            if card["skill_check"]["partial_min"] is not None:
                outcomes.append("partial")
            if card.get("alternative"):
                outcomes.append("alternative")
        for outcome in outcomes:
            ops = outcome_ops(card, outcome)
            nested = [op for op in walk(ops) if op["op"] == "choose"]
            variants = [f"{outcome}:{i}" for i in range(len(nested[0]["options"]))] if nested else [outcome]
            for variant in variants:
                ops = outcome_ops(card, variant)
                rolls = roll_ops(ops)
                if rolls:
                    out += [(cid, variant, o["min"]) for o in rolls[0]["outcomes"]]
                else:
                    out.append((cid, variant, 0))
    return out


def check_drawn_types(st: dict, record: Record, ops: list[dict]) -> None:
    """Skill cards that arrived in a hand are of a type the effect's draw ops allow."""
    allowed: set[str] = set()
    for op in walk(ops):
        if op["op"] == "draw" and op.get("deck", "skill") == "skill":
            skills = op.get("skills", "any")
            allowed |= set(SKILLS) if skills == "any" else set(skills)
    for seat, p in enumerate(st["players"]):
        for card in set(p["hand"]) - record.hands[seat]:
            assert DATA.skill_cards[card]["skill"] in allowed, (seat, card)
