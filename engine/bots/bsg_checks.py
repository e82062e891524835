"""The BSG human side's resource game (issue 28): what a resource is worth given what is at stake, crisis choices,
skill-check contributions and card play, valued from a seat's view only.

A resource's worth (`resource_worth`): a resource at 0 loses the game, and what threatens it is the drain still to
come on the way to Kobol (measured in all-bot games: population drains fastest, then morale, fuel and food). So a
unit is worth its plain value plus STAKE × the change in the chance (and STAKE_LOG × its log) that the resource
outlasts the expected drain of the rest of the journey (a normal approximation): steep near 0 early in the game,
flat when the resource is safely above what the journey will still take; plus the old −20/x, which keeps the last
units dear.
"""

from __future__ import annotations

import math
from typing import Any

View = dict[str, Any]

# each improvement can be switched off (bench/bench_bsg_checks.py measures them one at a time on the same seeds)
# ("stakes": the current player sent to the Brig valued as a Brig stay, bsg_eval.send_value; off: neutral on
# bench_bsg_stakes.py's seeds 0–399, −8/400 on fresh ones; "caprica": a revealed Cylon's Caprica crisis valued as the
# rules resolve it, bsg_eval.crisis_value, bench_bsg_kobol.py)
SWITCHES: dict[str, bool] = {
    "stake": True,
    "ftl": False,
    "choice": True,
    "dest": True,
    "in_turn": True,
    "stakes": False,
    "caprica": True,
}

# what the journey drains per unit of distance still to travel, by resource (all-bot games, 4–5 players: losses per
# game over the ~9 units a game travels; the fuel includes the jumps' own cost)
DRAIN = {"population": 1.1, "morale": 0.85, "fuel": 0.75, "food": 0.65}
PLAIN = {"fuel": 0.5, "food": 0.5, "morale": 0.5, "population": 0.5}  # a unit's worth when it is perfectly safe
STAKE = 12.0  # resource units per unit of chance that a resource survives the journey
STAKE_LOG = 3.0  # and per unit of its log (down to 1%): a resource the journey will likely use up stays dear
LOSS = 60.0  # a resource at 0 ends the game (as bsg_eval.LOSS)


def journey_left(view: View) -> float:
    """Distance units of drain still ahead: the distance to Kobol plus the final jump's stretch, less what this
    jump's track already holds."""
    return max(0.5, 8 - view.get("distance", 0) + 1.0 - 0.25 * view.get("jump_track", 0))


def survival(resource: str, x: float, left: float) -> float:
    """The chance that `x` of `resource` outlasts the drain of `left` distance units (normal approximation)."""
    drain = DRAIN[resource] * left
    sd = math.sqrt(1.0 + 1.5 * drain)
    return 0.5 * (1.0 + math.erf((x - 0.5 - drain) / sd / math.sqrt(2.0)))


def resource_worth(view: View, resource: str, x: int) -> float:
    """The worth of holding `x` of `resource` now, in resource units (−LOSS at 0)."""
    if x <= 0:
        return -LOSS - STAKE + STAKE_LOG * math.log(0.01)  # lost now: dearer than any chance of losing it later
    s = survival(resource, x, journey_left(view))
    return PLAIN[resource] * min(x, 12) - 20.0 / x - STAKE * (1.0 - s) + STAKE_LOG * math.log(max(s, 0.01))


CRISES_PER_DISTANCE = 4.6  # crises drawn per unit of distance travelled (a jump: ~8.75 crises for ~1.9 units)
# the drain that crises cause (DRAIN without the FTL rolls' population, about a third of it)
CRISIS_DRAIN = {**DRAIN, "population": 0.75}
CRISIS_OTHER = 0.4  # what a crisis costs beyond resources (damage, boarders, ships), in resource units


def unit_worth(view: View, resource: str) -> float:
    """What losing one unit of `resource` now costs (resource_worth's step down)."""
    x = view["resources"][resource]
    return resource_worth(view, resource, x) - resource_worth(view, resource, x - 1)


def crisis_cost(view: View) -> float:
    """What one more crisis costs the humans: its expected drain of each resource at the unit's worth now."""
    return CRISIS_OTHER + sum(CRISIS_DRAIN[r] / CRISES_PER_DISTANCE * unit_worth(view, r) for r in DRAIN)


CRISES_PER_JUMP = 5 / (40 / 70)  # the jump track's five steps at 40 jump icons in 70 crisis cards


def jump_worth(view: View) -> float:
    """One jump fewer on the way to Kobol: the crises it spares at what a crisis costs now (a destination's
    distance, bsg_eval.destination_value)."""
    return CRISES_PER_JUMP * crisis_cost(view) if SWITCHES["stake"] else 12.0


# -- crisis choices: a check's pass chance from the team's likely contributions (bsg.s_choose) ---------------------
CARD_STRENGTH = 2.1  # a positive card's mean strength (the skill decks: 1×8, 2×6, 3×4, 4×2, 5×1 of 21)
SABOTAGE_STRENGTH = 3.0  # what a Cylon's card takes off a check
DESTINY_SD = 3.3  # two Destiny cards' spread
CHECK_CARD_COST = 0.45  # what a card spent on a check costs the team (bsg.CARD_WORTH × bsg.CARD_COST)
TEAM_MARGIN = 2.0  # what the team aims above the difficulty in a crisis box's pass chance (bsg.TEAM_MARGIN was 2)


def team_check(
    view: View, history: list[dict], seat: int, hand: list[str], odds: dict[int, float], check: dict
) -> tuple[float, float]:
    """A check the team may choose: (its pass chance if the team goes for it, the cards it will cost). The team is
    my positive cards, the others' positive cards as far as their publicly announced draws allow (weighted by how
    loyal they look) less what the likely Cylons take off, and Destiny."""
    from engine.bots import bsg_eval as E  # noqa: PLC0415 - the eval layer imports this module
    from engine.bots import bsg_suspicion as S  # noqa: PLC0415

    positive = list(check.get("skills", []))
    difficulty = check.get("difficulty", 0)
    me = view["players"][seat]
    limit = 1 if me["location"] == "brig" else 99
    mine = sorted((E.strength(c) for c in hand if E.skill_of(c) in positive), reverse=True)
    capacity = float(sum(mine[:limit]))
    sabotage, var = 0.0, DESTINY_SD**2
    for p in view["players"]:
        s = p["seat"]
        if s == seat:
            continue
        cylon = 1.0 if p["cylon_player"] else odds.get(s, 0.0)
        if p["hand_size"]:
            sabotage += cylon * SABOTAGE_STRENGTH
            var += cylon * 4.0
        if p["cylon_player"]:
            continue
        held = min(S.positive_cards(history, s, positive), 1 if p["location"] == "brig" else 99)
        capacity += (1.0 - cylon) * held * CARD_STRENGTH
        var += 1.0 + 0.6 * held
    dest = E.destiny_mean(positive)
    p_pass = 0.5 * (1.0 + math.erf((dest + capacity - sabotage - difficulty + 0.5) / math.sqrt(2.0 * var)))
    spent = min(capacity, max(0.0, difficulty + TEAM_MARGIN + sabotage - dest)) / CARD_STRENGTH
    return p_pass, spent * CHECK_CARD_COST
