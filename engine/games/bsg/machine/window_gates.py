"""Whether a skill-card window opens at all, and whom it asks (bsg.md 4.6, 5.1), judged from PUBLIC information
only — the board, the die value, the check's public total and thresholds, the face-up discard piles, and what the
table knows of each hand from public events (`public_hands.py`: types drawn, cards shown, counts) — never from who
holds what. A window opens only when a card usable in it could change something, and it asks every human who could
hold such a card in principle (4.6 anti-leak rule: the existence and recipients of a prompt must not depend on who
holds a usable card; both here are functions of the public history alone)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..data import DATA
from .basics import in_play
from .kernel import State
from .public_hands import could_hold

# physical copies of each skill card with an ability, e.g. "strategic_planning" -> ["tactics:3", ...]
COPIES: dict[str, list[str]] = {}
for _cid, _info in DATA.skill_cards.items():
    COPIES.setdefault(_info["card_id"], []).append(_cid)
# the skill type (deck) of each such card, e.g. "strategic_planning" -> "tactics"
CARD_SKILL: dict[str, str] = {card_id: DATA.skill_cards[copies[0]]["skill"] for card_id, copies in COPIES.items()}


def window_seats(st: State, window: str, task: dict, cards: tuple[str, ...]) -> list[int]:
    """The seats (of `task["seats"]`, in order) that the window asks: those who could hold a card that matters here.
    Empty: the window does not open."""
    useful = useful_cards(st, window, task, cards)
    return [s for s in task["seats"] if any(could_hold(st, s, CARD_SKILL[c]) for c in useful)]


def window_matters(st: State, window: str, task: dict, cards: tuple[str, ...]) -> bool:
    """Whether some card usable in `window` could still be in a hand and, played, could change something."""
    return bool(useful_cards(st, window, task, cards))


def useful_cards(st: State, window: str, task: dict, cards: tuple[str, ...]) -> list[str]:
    """The cards of `cards` (ids of skill-card abilities) that could still be in a hand and, played in `window`,
    could change something."""
    live = [c for c in cards if not all_discarded(st, c)]
    if window == "check_total":
        return live if emergency_matters(st["check"]) else []
    if window == "check_pre":
        return [c for c in live if c == "investigative_committee" or research_matters(st["check"])]
    if window in ("roll_before", "viper_attacked") and "then" not in task:
        return live  # a window task saved before gating existed: open as before
    if window == "roll_before":
        return live if planning_matters(st, task["then"]) else []
    if window == "viper_attacked":
        return live if evasion_matters(st, task["then"]) else []
    return live


def all_discarded(st: State, card_id: str) -> bool:
    discard = {c for pile in st["skill_discard"].values() for c in pile}
    return all(c in discard for c in COPIES.get(card_id, ()))


def check_outcome(check: dict, difficulty: int) -> str:
    """The result box a total reaches (bsg.md 5.1 step 8: the partial threshold does not move with the difficulty)."""
    if check["total"] >= difficulty:
        return "pass"
    if check["partial_min"] is not None and check["total"] >= check["partial_min"]:
        return "partial"
    return "fail"


def emergency_matters(check: dict) -> bool:
    """W-CHECK-TOTAL: Declare Emergency (−2 difficulty, one per check, bsg.md 5.1 step 8) changes the result only when
    the public total reaches difficulty − 2 but not the difficulty."""
    if check["declared_emergency"]:
        return False
    return check_outcome(check, check["difficulty"]) != check_outcome(check, max(0, check["difficulty"] - 2))


def research_matters(check: dict) -> bool:
    """W-CHECK-PRE: Scientific Research (engineering counts as positive) changes nothing when engineering already is
    positive or counts 0 in this check. Investigative Committee always changes something (the check goes face up)."""
    positive = "engineering" in check["skills"] or "engineering" in check.get("extra_positive", [])
    return not positive and check["zero_skill"] != "engineering"


def die_values() -> range:
    return range(1, 9)


def clamp(value: int) -> int:
    return max(1, min(8, value))


def planning_matters(st: State, then: dict) -> bool:
    """W-ROLL-BEFORE: Strategic Planning (+2, bsg.md 4.6; results clamp to 1–8, a reroll keeps it, 13.17) matters
    when for some die value the roll's effect with +2 differs from its effect without."""
    effect = roll_effect(st, then)
    mod = st["roll"]["mod"] if st.get("roll") else 0
    return any(effect(clamp(v + mod)) != effect(clamp(v + mod + 2)) for v in die_values())


def evasion_matters(st: State, then: dict) -> bool:
    """W-VIPER-ATTACKED: Evasive Maneuvers rerolls the attack (−2 if piloted; modifiers already applied are kept,
    bsg.md 13.17): it matters when some reroll gives another effect than the public roll it replaces."""
    effect = roll_effect(st, then)
    roll = st["roll"]
    modifier = roll["mod"] - (2 if roll["piloted"] else 0)
    return any(effect(clamp(v + modifier)) != effect(roll["value"]) for v in die_values())


def roll_effect(st: State, then: dict) -> Callable[[int], Any]:
    """What the roll's continuation does with a final value, as a comparable key (mirrors its result handler;
    tests/bsg/engine/test_bsg_window_gates.py checks each against the handler). Unknown continuations: every value
    counts as a different effect, so their windows always open."""
    combat = DATA.board["combat"]
    kind = then["t"]
    if kind == "attack_result":
        return attack_effect(st, then)
    if kind == "nuke_result":
        structural = "structural_damage" in st["space"][then["area"]]["basestars"][then["index"]]["damage"]
        raiders = st["space"][then["area"]]["raider"] > 0

        def nuke(v: int) -> int:
            v = min(8, v + 2) if structural else v
            return 0 if v <= 2 else 2 if v >= 7 and raiders else 1

        return nuke
    if kind == "basestar_result":
        return lambda v: v >= combat["basestar_attacks_galactica"]["damage_min"]
    if kind == "raider_galactica_result":
        return lambda v: v >= combat["raider_attacks_galactica"]["damage_min"]
    if kind == "raider_viper_result":
        rv = combat["raider_attacks_viper"]
        return lambda v: 2 if v >= rv["destroy_min"] else 1 if v >= rv["damage_min"] else 0
    if kind == "ftl_result":
        loss = DATA.tracks["jump_track"]["spaces"][st["jump"]]["ftl_population_loss"] or 0
        top = DATA.tracks["jump_track"]["ftl_loss_roll"]["max"]
        return lambda v: bool(loss) and v <= top
    if kind == "armory_result":
        return lambda v: v >= then["hit_min"]
    if kind == "human_fleet_result":
        return lambda v: v >= 5
    if kind == "roll_outcome":
        return lambda v: json.dumps(
            [o["then"] for o in then["outcomes"] if o["min"] <= v <= o["max"]][:1], sort_keys=True
        )
    return lambda v: v


def attack_effect(st: State, then: dict) -> Callable[[int], bool]:
    combat = DATA.board["combat"]
    minus_two = then.get("unmanned") and in_play(st, "unmanned_viper_attack_minus_2")
    if then["ship"] == "basestar":
        bs = st["space"][then["area"]]["basestars"][then["index"]]
        plus_two = "structural_damage" in bs["damage"]
        key = "by_viper_damage_min" if then["attacker"] == "viper" else "by_galactica_damage_min"
        need = combat["attack_basestar"][key]
    else:
        plus_two = False
        need = combat["attack_raider" if then["ship"] == "raider" else "attack_heavy_raider"]["destroy_min"]

    def hit(v: int) -> bool:
        v = max(1, v - 2) if minus_two else v
        v = min(8, v + 2) if plus_two else v
        return v >= need

    return hit
