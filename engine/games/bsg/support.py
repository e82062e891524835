"""Which data cards and abilities the engine implements.

A card is implemented when every op it uses (recursively) is one the interpreter runs and every `special` /
`keep_in_play` / `modifier` it needs has code. Cards that are not implemented are left out of their decks at setup
(they are clearly absent from play) and are listed by `not_implemented()`; STATUS.md mirrors this.
"""

from __future__ import annotations

from typing import Any

from .data import DATA, dicts_in

# ops the interpreter in rules.py executes
SUPPORTED_OPS = {
    "resource",
    "jump_track",
    "counter",
    "centurion",
    "damage_galactica",
    "repair_location",
    "destroy_civilian",
    "vipers",
    "cylon_ships",
    "deploy",
    "activate",
    "send",
    "discard",
    "draw",
    "title",
    "look_loyalty",
    "choose",
    "roll",
    "if",
    "skill_check",
    "dispose",
    "extra_action",
    "fleet_action",
    "special",
    "keep_in_play",
    "peek",
}
SUPPORTED_SPECIALS = {"play_quorum_card", "extra_crisis_after_activation"}
SUPPORTED_FLEET_ACTIONS = {
    "jump_the_fleet",
    "galactica_attack",
    "activate_unmanned_vipers",
    "launch_self_in_viper",
    "attack_centurion",
    "inspect_and_move_civilians",
    "piloted_viper_attacks",
}
SUPPORTED_KEEP_RULES = {
    "no_loyalty_inspection",
    "counts_as_distance_1",
    "unmanned_viper_attack_minus_2",
    "basestar_launch_plus_one",
    "communications_blocked",
    "relentless_pursuit",
    "accept_prophecy",
    "arbitrator",
    "mission_specialist",
    "vice_president",
    "colonial_one_closed",
}
SUPPORTED_CONDITIONS = {
    "counter_gte",
    "resource_lt",
    "any_resource_red",
    "distance_lte",
    "jump_track_gte",
    "self_in",
    "self_not_in",
    "self_has_title",
    "self_hand_size_eq",
    "self_can_pilot",
    "self_piloting_viper",
}

# character abilities implemented (by character id and ability name)
IMPLEMENTED_ABILITIES = {
    ("william_adama", "Inspirational Leader"),
    ("william_adama", "Emotionally Attached"),
    ("karl_agathon", "Stranded"),
    ("lee_adama", "Headstrong"),
    ("sharon_valerii", "Sleeper Agent"),
    ("galen_tyrol", "Reckless"),
    ("laura_roslin", "Religious Visions"),
    ("laura_roslin", "Terminal Illness"),
    ("gaius_baltar", "Coward"),
    ("tom_zarek", "Convicted Criminal"),
    ("saul_tigh", "Declare Martial Law"),
    ("saul_tigh", "Cylon Hatred"),
    ("lee_adama", "CAG"),
    ("gaius_baltar", "Cylon Detector"),
    ("tom_zarek", "Unconventional Tactics"),
    ("tom_zarek", "Friends in Low Places"),
    ("laura_roslin", "Skilled Politician"),
    ("galen_tyrol", "Maintenance Engineer"),
    ("kara_thrace", "Insubordinate"),
    ("kara_thrace", "Secret Destiny"),
    ("gaius_baltar", "Delusional Intuition"),
    ("saul_tigh", "Alcoholic"),
    ("kara_thrace", "Expert Pilot"),
    ("sharon_valerii", "Recon"),
    ("sharon_valerii", "Mysterious Intuition"),
    ("galen_tyrol", "Blind Devotion"),
    ("william_adama", "Command Authority"),
    ("karl_agathon", "ECO Officer"),
    ("karl_agathon", "Moral Compass"),
    ("lee_adama", "Alert Viper Pilot"),
}
IMPLEMENTED_SKILL_ABILITIES = {
    "consolidate_power",
    "executive_order",
    "launch_scout",
    "maximum_firepower",
    "repair",
    "investigative_committee",
    "scientific_research",
    "declare_emergency",
    "strategic_planning",
    "evasive_maneuvers",
}


def effects_supported(effects: Any) -> bool:
    for op in (d for d in dicts_in(effects) if "op" in d):
        kind = op["op"]
        if kind not in SUPPORTED_OPS:
            return False
        if kind == "special" and op["id"] not in SUPPORTED_SPECIALS:
            return False
        if kind == "fleet_action" and op["kind"] not in SUPPORTED_FLEET_ACTIONS:
            return False
        if kind == "activate" and op.get("subset") not in (None, "just_deployed"):
            return False
        if kind == "keep_in_play" and op["rule"] not in SUPPORTED_KEEP_RULES:
            return False
    return all(d["test"] in SUPPORTED_CONDITIONS for d in dicts_in(effects) if "test" in d)


def crisis_supported(card: dict) -> bool:
    parts = [card.get("skill_check"), card.get("alternative"), card.get("choice")]
    if card.get("attack"):
        rule = card["attack"].get("special_rule")
        if rule and rule.get("effects"):
            parts.append(rule["effects"])
    return effects_supported(parts)


def quorum_supported(card: dict) -> bool:
    return effects_supported(card["effects"])


IMPLEMENTED_CRISES = frozenset(cid for cid, card in DATA.crises.items() if crisis_supported(card))
IMPLEMENTED_QUORUM = frozenset(qid for qid, card in DATA.quorum.items() if quorum_supported(card))
IMPLEMENTED_SUPER_CRISES = frozenset(sid for sid, card in DATA.super_crises.items() if crisis_supported(card))
IMPLEMENTED_DESTINATIONS = frozenset(
    did for did, card in DATA.destinations.items() if effects_supported(card["effects"])
)


def not_implemented() -> dict[str, list[str]]:
    abilities = [
        f"{cid}:{a['name']}"
        for cid, ch in DATA.characters.items()
        for a in ch["abilities"]
        if (cid, a["name"]) not in IMPLEMENTED_ABILITIES
    ]
    return {
        "crises": sorted(set(DATA.crises) - IMPLEMENTED_CRISES),
        "super_crises": sorted(set(DATA.super_crises) - IMPLEMENTED_SUPER_CRISES),
        "quorum": sorted(set(DATA.quorum) - IMPLEMENTED_QUORUM),
        "destinations": sorted(set(DATA.destinations) - IMPLEMENTED_DESTINATIONS),
        "skill_card_abilities": sorted(set(DATA.skill_abilities) - IMPLEMENTED_SKILL_ABILITIES),
        "character_abilities": sorted(abilities),
    }
