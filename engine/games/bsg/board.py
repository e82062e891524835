"""Pure helpers on the state: geometry, characters, supplies. No decisions, no rng."""

from __future__ import annotations

from typing import Any

from .data import (
    COLONIAL_ONE,
    DATA,
    GALACTICA,
    HAZARDOUS,
    RESOURCES,
    SKILLS,
    SUPPLY,
    loyalty_kind,
)

State = dict[str, Any]


def adjacent(area: int) -> tuple[int, int]:
    return ((area + 5) % 6, (area + 1) % 6)


def distance(a: int, b: int) -> int:
    return min((b - a) % 6, (a - b) % 6)


def character(state: State, seat: int) -> dict:
    return DATA.characters[state["players"][seat]["character"]]


def char_id(state: State, seat: int) -> str | None:
    return state["players"][seat]["character"]


def skill_set(state: State, seat: int) -> list[str]:
    skills = character(state, seat)["skills"]
    out = set(skills["fixed"])
    for combo in skills["combined"]:
        out.update(combo["skills"])
    return [s for s in SKILLS if s in out]


def can_pilot(state: State, seat: int) -> bool:
    return "piloting" in skill_set(state, seat)


def is_revealed(state: State, seat: int) -> bool:
    return state["players"][seat]["cylon_player"]


def humans(state: State) -> list[int]:
    """Human players in the rules' sense: everyone who has not revealed (hidden Cylons included)."""
    return [s for s in range(state["n"]) if not is_revealed(state, s)]


def team(state: State, seat: int) -> str:
    p = state["players"][seat]
    if p["cylon_player"]:
        return "cylon"
    cards = p["loyalty"] + p["revealed_loyalty"]
    return "cylon" if any(loyalty_kind(c) == "cylon" for c in cards) else "human"


def location_ship(loc: str | None) -> str | None:
    if loc in COLONIAL_ONE:
        return "colonial_one"
    if loc in GALACTICA:
        return "galactica"
    if loc is None:
        return None
    return "cylon"


def on_galactica(state: State, seat: int) -> bool:
    return state["players"][seat]["loc"] in GALACTICA


def off_board(state: State, seat: int) -> bool:
    p = state["players"][seat]
    return p["loc"] is None and p["viper"] is None


def hand_limit(state: State, seat: int) -> int:
    if char_id(state, seat) == "galen_tyrol" and not is_revealed(state, seat):
        return 8
    return DATA.tracks["hand_limit"]


def succession(state: State, title: str, exclude: int | None = None) -> int:
    """The human player highest in the title's line (bsg.md 8.3)."""
    cands = [s for s in humans(state) if s != exclude]
    if title == "admiral":
        free = [s for s in cands if state["players"][s]["loc"] != "brig"]
        if free:
            cands = free
    if not cands:  # cannot happen in the base game (bsg.md 13.40); keep the holder
        return state[title]
    return min(cands, key=lambda s: character(state, s)["succession"][title])


def vipers_in_space(state: State) -> int:
    return sum(a["viper"] for a in state["space"]) + sum(1 for p in state["players"] if p["viper"] is not None)


def viper_total(state: State) -> int:
    return state["reserves"]["viper"] + vipers_in_space(state) + state["damaged_vipers"] + state["vipers_destroyed"]


def on_board(state: State, ship: str) -> int:
    if ship == "basestar":
        return sum(len(a["basestars"]) for a in state["space"])
    if ship == "civilian":
        return sum(len(a["civilians"]) for a in state["space"])
    return sum(a[ship] for a in state["space"])


def supply_left(state: State, ship: str) -> int:
    if ship == "centurion":
        return SUPPLY["centurion"] - len(state["centurions"])
    return SUPPLY[ship] - on_board(state, ship)


def basestar_damage(bs: dict) -> int:
    return sum(DATA.basestar_damage[t]["damage_value"] for t in bs["damage"])


def any_red(state: State) -> bool:
    res = DATA.tracks["resources"]
    return any(state["resources"][r] <= res[r]["red_at_or_below"] for r in RESOURCES)


def movable_to(state: State, seat: int, loc: str) -> bool:
    """Can this character be sent to `loc` by an effect (bsg.md 8.5)?"""
    p = state["players"][seat]
    if is_revealed(state, seat) or off_board(state, seat) and p["stranded"]:
        return False
    if p["loc"] == loc:
        return False
    return not (p["loc"] == "brig" and loc in HAZARDOUS)


def skill_card(cid: str) -> dict:
    return DATA.skill_cards[cid]


def sort_cards(cards: list[str]) -> list[str]:
    order = {s: i for i, s in enumerate(SKILLS)}
    return sorted(cards, key=lambda c: (order[skill_card(c)["skill"]], skill_card(c)["strength"], c))


def count_skill_cards(state: State) -> int:
    total = len(state["destiny"])
    for s in SKILLS:
        total += len(state["skill_deck"][s]) + len(state["skill_discard"][s])
    for p in state["players"]:
        total += len(p["hand"])
    check = state.get("check")
    if check:
        total += len(check["pool"])  # sealed early contributions are still in their hands
    return total


def reaction_queue(st: State, for_check: bool = True) -> list[int]:
    """The seats a skill-card window asks: every human player, current player first (uniform: no leak of who
    holds what)."""
    n = st["n"]
    if for_check and st["check"] and st["check"]["super"]:
        return []  # super crisis checks ignore such abilities (bsg.md 6.3)
    return [(st["current"] + i) % n for i in range(n) if not is_revealed(st, (st["current"] + i) % n)]


def ability_holder(st: State, character: str) -> int | None:
    for seat, p in enumerate(st["players"]):
        if p["character"] == character and not p["cylon_player"]:
            return seat
    return None
