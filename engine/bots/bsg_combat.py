"""The human side's space combat for the BSG bots (issue 28), read from the public view only.

What the next Cylon activation threatens (bsg.md 6.4): each raider does the first of — attack an unmanned viper in
its area, attack a manned viper, destroy a civilian ship in its area, move one area toward the nearest civilian ship,
attack Galactica. So a viper sharing an area with raiders shields the civilian ships there (a raider's attack damages
or destroys it on 5–8, so a viper absorbs about two attacks), and raiders next to civilian ships are the next ones to
reach them. Heavy raiders fly toward the launch areas (4, 5) and board Galactica from there; basestars shoot at
Galactica and launch raiders.

Values are in the bots' resource units (`bsg_eval.resource_utility` differences; a location's activation scores
about 1): a civilian ship is worth what its loss costs on average (the ships not yet destroyed, at today's
resources), a Cylon ship what it would take, an attack its hit chance (bsg.md 7.1) times that. Everything here reads
only the public board (`view["space"]`, resources, the destroyed civilian ships, cards in play).
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from typing import Any

from engine.bots import bsg_eval as E
from engine.games.bsg.board import adjacent, distance
from engine.games.bsg.data import DATA, HEAVY_PATH, LAUNCH_AREAS

View = dict[str, Any]

ABSORB = 2.0  # raider attacks one viper takes on average before it is damaged or destroyed (hit on 5–8 of a d8)
VIPER_HIT = 4 / 8  # a raider's attack damages (5–7) or destroys (8) a viper
NEXT = 0.75  # the weight of a threat one Cylon activation further away (raiders live until the jump; 0.5 lost more)
RAIDER_BASE = 0.6  # a raider with no civilian ship to reach still attacks vipers and Galactica
# a heavy raider by the moves it needs to board (in area 4/5: 0): a centurion costs several Armory actions (7–8 hits)
HEAVY_BY_STEPS = {1: 3.0, 2: 2.0}
HEAVY_BOARDING = 4.0  # one in a launch area: it becomes a centurion at the next heavy-raider activation
CENTURION_URGENCY = 0.4  # per centurion already on the boarding track
# per centurion already on the track, for one about to board: the Armory's actions (7–8) are shared among them
CENTURION_CROWD = 0.0
CENTURION_MARKERS = 4  # the supply (bsg.md): with all on the track a heavy raider in a launch area cannot board
BASESTAR_DAMAGE = 2.2  # one damage on a basestar (three destroy it: its attacks on Galactica and launches end)
VIPER_RISK = 0.25  # an unmanned viper left among raiders may be damaged or destroyed
# chance that one attack hits (bsg.md 7.1), by attacker and target
HIT = {
    ("viper", "raider"): 6 / 8,
    ("viper", "heavy_raider"): 2 / 8,
    ("viper", "basestar"): 1 / 8,
    ("galactica", "raider"): 6 / 8,
    ("galactica", "heavy_raider"): 2 / 8,
    ("galactica", "basestar"): 4 / 8,
}


def civilian_worth(view: View) -> float:
    """What one civilian ship on the board costs the humans when destroyed: the mean loss over the ships not yet
    destroyed (the pile and the board together, face down), valued at today's resources."""
    resources, destroyed = view["resources"], view.get("civilians_destroyed")
    last = _LAST_WORTH
    if last and last[0] is resources and last[1] is destroyed:  # the same view (or a board built from it)
        return last[2]
    worth = _civilian_worth(tuple(sorted(resources.items())), tuple(sorted(destroyed or [])))
    _LAST_WORTH[:] = [resources, destroyed, worth]
    return worth


_LAST_WORTH: list = []  # the view parts the last worth was computed from (held, so `is` cannot match a new object)


@lru_cache(maxsize=1024)
def _civilian_worth(resources: tuple, destroyed: tuple) -> float:
    view = {"resources": dict(resources)}
    left = Counter({ship: info["count"] for ship, info in DATA.civilians.items()})
    left.subtract(Counter(destroyed))
    total = sum(max(0, n) for n in left.values())
    if total <= 0:
        return 1.0
    worth = sum(
        -E.resource_delta(view, {r: -x for r, x in DATA.civilians[s]["loss"].items()}) * n
        for s, n in left.items()
        if n > 0
    )
    return worth / total


def shields(view: View, area: int) -> int:
    """Vipers in an area, manned and unmanned: each draws raider attacks away from the civilian ships there."""
    here = view["space"][area]
    return here["viper"] + len(here["pilots"])


@lru_cache(maxsize=4096)
def expected_losses(raiders: int, vipers: int, civilians: int) -> float:
    """The civilian ships `raiders` raiders destroy in one activation of their area: each in turn attacks a viper
    while one is left (it is out on 5–8), else destroys a civilian ship (bsg.md 6.4 items 1–3)."""
    if raiders <= 0 or civilians <= 0:
        return 0.0
    if vipers <= 0:
        return float(min(raiders, civilians))
    hit = expected_losses(raiders - 1, vipers - 1, civilians)
    return VIPER_HIT * hit + (1 - VIPER_HIT) * expected_losses(raiders - 1, vipers, civilians)


def civilian_loss(view: View, area: int, raiders: int | None = None, vipers: int | None = None) -> float:
    """Civilian ships the raiders in `area` destroy at the next raider activation (raiders attack vipers first)."""
    here = view["space"][area]
    raiders = here["raider"] if raiders is None else raiders
    vipers = shields(view, area) if vipers is None else vipers
    return expected_losses(max(0, raiders), max(0, vipers), here["civilians"])


def nearest_civilians(view: View, area: int) -> int | None:
    """The ring distance from `area` to the nearest civilian ship (None: none on the board)."""
    found = [distance(area, b) for b in range(6) if view["space"][b]["civilians"]]
    return min(found) if found else None


def raider_pressure(view: View, area: int) -> float:
    """How many civilian ships one raider in `area` is worth to the Cylons over the coming activations: a share of
    the unshielded civilian ships in its own area now, else the nearest ones a move or two away."""
    here = view["space"][area]
    d = nearest_civilians(view, area)
    if d is None:
        return 0.0
    if d == 0:  # the civilian ships this raider's removal spares now, and later (it would go on to the next)
        raiders = max(1, here["raider"])
        now = civilian_loss(view, area, raiders) - civilian_loss(view, area, raiders - 1)
        return now + NEXT * (1.0 - now)
    return NEXT**d


def threat_level(view: View) -> float:
    """The civilian ships the raiders on the board put at risk (next activation in full, later ones discounted)."""
    return sum(view["space"][a]["raider"] * raider_pressure(view, a) for a in range(6))


def heavy_value(view: View, area: int) -> float:
    """A heavy raider by its real threat: the moves it needs to reach a launch area, and, about to board, the
    centurions already on the track (one more splits the Armory's actions; none left in the supply: no boarding)."""
    steps, a = 0, area
    while a not in LAUNCH_AREAS and a in HEAVY_PATH:
        a, steps = HEAVY_PATH[a], steps + 1
    cents = len(view.get("centurions") or [])
    if steps == 0:
        if cents >= CENTURION_MARKERS:
            return 1.0
        return HEAVY_BOARDING + (CENTURION_URGENCY + CENTURION_CROWD) * cents
    return HEAVY_BY_STEPS.get(steps, 1.0) + CENTURION_URGENCY * cents


def basestar_value(view: View, area: int, index: int) -> float:
    """One damage on this basestar; a basestar already near destruction is worth more per hit."""
    bs = view["space"][area]["basestars"][index]
    done = sum(DATA.basestar_damage[t]["damage_value"] for t in bs["damage"])
    value = BASESTAR_DAMAGE * (1.5 if done >= 2 else 1.0)
    if any(view["space"][b]["civilians"] for b in range(6)) and "disabled_hangar" not in bs["damage"]:
        value += 0.4  # its launches feed the raiders that reach the civilian ships
    return value


def ship_value(view: View, area: int, ship: str, index: int = 0) -> float:
    """What removing (or, for a basestar, damaging) this Cylon ship is worth to the humans."""
    if ship == "raider":
        return RAIDER_BASE + civilian_worth(view) * raider_pressure(view, area)
    if ship == "heavy_raider":
        return heavy_value(view, area)
    if ship == "basestar":
        return basestar_value(view, area, index)
    return 0.3


def cylons_in(view: View, area: int) -> int:
    here = view["space"][area]
    return here["raider"] + here["heavy_raider"] + len(here["basestars"])


def in_play(view: View, rule: str) -> bool:
    return any(entry.get("rule") == rule for entry in view.get("in_play") or [])


def hit_chance(view: View, attacker: str, area: int, ship: str, index: int = 0, unmanned: bool = False) -> float:
    p = HIT.get((attacker, ship), 0.25)
    need = round(9 - 8 * p)  # the lowest die face that hits
    if ship == "basestar" and "structural_damage" in view["space"][area]["basestars"][index]["damage"]:
        need -= 2
    if unmanned and in_play(view, "unmanned_viper_attack_minus_2"):
        need += 2
    return min(1.0, max(0.0, (9 - need) / 8))


def attack_gain(view: View, attacker: str, target: list, unmanned: bool = False) -> float:
    """The expected value of one attack on `target` ([area, ship, index])."""
    area, ship, index = target
    return hit_chance(view, attacker, area, ship, index, unmanned) * ship_value(view, area, ship, index)


def best_attack(view: View, area: int, attacker: str = "viper", unmanned: bool = False) -> float:
    here = view["space"][area]
    targets = [[area, "raider", 0]] if here["raider"] else []
    targets += [[area, "heavy_raider", 0]] if here["heavy_raider"] else []
    targets += [[area, "basestar", i] for i in range(len(here["basestars"]))]
    return max((attack_gain(view, attacker, t, unmanned) for t in targets), default=0.0)


def shield_gain(view: View, area: int, vipers: int | None = None) -> float:
    """Civilian ships one more viper in `area` saves: at the next activation, and from raiders next door that will
    move in (discounted)."""
    worth = civilian_worth(view)
    here = shields(view, area) if vipers is None else vipers
    now = civilian_loss(view, area, vipers=here) - civilian_loss(view, area, vipers=here + 1)
    later = 0.0
    if view["space"][area]["civilians"]:
        coming = view["space"][area]["raider"] + sum(
            view["space"][b]["raider"] for b in adjacent(area) if nearest_civilians(view, b) == 1
        )
        covered = ABSORB * here
        later = min(view["space"][area]["civilians"], max(0.0, min(ABSORB, coming - covered)))
    return worth * (now + NEXT * max(0.0, later - now))


def viper_area_value(view: View, area: int, vipers: int | None = None) -> float:
    """A viper in `area`: the civilian ships it shields, and the attack it may make there next."""
    return shield_gain(view, area, vipers) + 0.6 * best_attack(view, area)


def unmanned_activation_gain(view: View, option: dict[str, Any]) -> float:
    """One unmanned-viper activation (Command, CAG, a card): launch, move or attack, for the humans."""
    t = option["type"]
    if t == "launch":
        area = option["area"]
        ready = 0.15 if any(cylons_in(view, a) for a in range(6)) else 0.0  # a viper out before the raiders come
        return ready + viper_area_value(view, area) - (VIPER_RISK if view["space"][area]["raider"] else 0.0)
    if t == "viper_attack":
        return attack_gain(view, "viper", option["target"], unmanned=True)
    if t == "viper_move":
        frm, to = option["from"], option["to"]
        before = viper_area_value(view, frm, shields(view, frm) - 1)
        return viper_area_value(view, to) - before
    return 0.0


def unmanned_options(view: View) -> list[dict[str, Any]]:
    """The unmanned-viper activations the public board allows (as `combat.unmanned_viper_options`)."""
    out: list[dict[str, Any]] = []
    if view["reserves"]["viper"] > 0:
        out += [{"type": "launch", "area": a} for a in LAUNCH_AREAS]
    for a in range(6):
        here = view["space"][a]
        if here["viper"]:
            out += [{"type": "viper_move", "from": a, "to": b} for b in adjacent(a)]
            targets = [["raider", 0]] if here["raider"] else []
            targets += [["heavy_raider", 0]] if here["heavy_raider"] else []
            targets += [["basestar", i] for i in range(len(here["basestars"]))]
            out += [{"type": "viper_attack", "from": a, "target": [a, *t]} for t in targets]
    return out


def after(view: View, option: dict[str, Any]) -> View:
    """The board after a launch or move (attacks are left as they are: their result is a die roll)."""
    t = option["type"]
    if t not in ("launch", "viper_move"):
        return view
    space = [dict(a) for a in view["space"]]
    reserves = dict(view["reserves"])
    if t == "launch":
        reserves["viper"] -= 1
    else:
        space[option["from"]]["viper"] -= 1
    space[option["to"] if t == "viper_move" else option["area"]]["viper"] += 1
    return {**view, "space": space, "reserves": reserves}


def without(view: View, target: list) -> View:
    """The board after an attack destroyed a raider or heavy raider (a basestar's damage is left as it is)."""
    area, ship, _ = target
    if ship not in ("raider", "heavy_raider"):
        return view
    space = [dict(a) for a in view["space"]]
    space[area][ship] -= 1
    return {**view, "space": space}


ATTACK_FIRST = 0.03  # of two activations, attack first: its die tells what the second should do


def plan_gain(view: View, option: dict[str, Any], left: int) -> float:
    """One unmanned-viper activation with `left` activations in hand (this one included): its gain, and the best
    that the next one can add afterwards (after an attack, over its result)."""
    gain = unmanned_activation_gain(view, option)
    if left <= 1:
        return gain
    if option["type"] == "viper_attack":
        area, ship, index = option["target"]
        p = hit_chance(view, "viper", area, ship, index, unmanned=True)
        follow = p * best_next(without(view, option["target"])) + (1 - p) * best_next(view)
        return gain + follow + ATTACK_FIRST
    return gain + best_next(after(view, option))


def board_key(view: View) -> tuple:
    """Everything of the public view that the values here read, as a key for the caches below."""
    space = tuple(
        (
            a["raider"],
            a["heavy_raider"],
            a["viper"],
            a["civilians"],
            len(a["pilots"]),
            tuple(tuple(b["damage"]) for b in a["basestars"]),
        )
        for a in view["space"]
    )
    rules = tuple(sorted(e.get("rule", "") for e in view.get("in_play") or []))
    destroyed = tuple(sorted(view.get("civilians_destroyed") or []))
    resources = tuple(sorted(view["resources"].items()))
    journey = view.get("distance", 0), view.get("jump_track", 0)  # a resource unit's worth reads them (bsg_checks)
    return space, view["reserves"]["viper"], resources, journey, destroyed, tuple(view.get("centurions") or []), rules


_CACHE: dict[tuple, float] = {}


def cached(name: str, view: View, compute: Any, *args: Any) -> float:
    """A value of the public board, computed once per board (a bounded cache: the same board is scored for many
    options in one decision)."""
    key = (name, board_key(view), args)
    if key not in _CACHE:
        if len(_CACHE) > 4096:
            _CACHE.clear()
        _CACHE[key] = compute(view, *args)
    return _CACHE[key]


def best_next(view: View) -> float:
    return cached("next", view, _best_next)


def _best_next(view: View) -> float:
    return max((unmanned_activation_gain(view, o) for o in unmanned_options(view)), default=0.0)


def activations_value(view: View, count: int) -> float:
    """The best `count` unmanned-viper activations (Command's two: planned together; more: greedy after them)."""
    return cached("activations", view, _activations_value, count)


def _activations_value(view: View, count: int) -> float:
    total, first = 0.0, True
    while count > 0:
        options = unmanned_options(view)
        scored = [(plan_gain(view, o, min(count, 2) if first else 1), i) for i, o in enumerate(options)]
        first = False
        if not scored or max(scored)[0] <= 0:
            break
        i = max(scored)[1]
        total += unmanned_activation_gain(view, options[i])
        view = after(view, options[i])
        count -= 1
    return total


def weapons_value(view: View) -> float:
    """Weapons Control: Galactica attacks the best target anywhere."""
    return max((best_attack(view, a, "galactica") for a in range(6)), default=0.0)


def launch_self_value(view: View, area: int) -> float:
    """A pilot launching into `area` (Hangar Deck, Lee Adama's start): what a viper there shields and can attack;
    a manned viper draws raiders only after the unmanned ones, and its pilot acts again soon."""
    return 0.2 + viper_area_value(view, area) + 0.4 * best_attack(view, area)


def hangar_value(view: View) -> float:
    """Hangar Deck for a pilot: launch into the better launch area, then its extra action attacks there."""
    return max(launch_self_value(view, a) for a in LAUNCH_AREAS)


def civilian_destroy_value(view: View, area: int) -> float:
    """For the humans, losing a civilian ship from `area` (an effect makes them pick one, face down): the ship the
    raiders would take anyway costs least."""
    return civilian_loss(view, area) / max(1, view["space"][area]["civilians"])


def raider_placement_cost(view: View, area: int) -> float:
    """For the humans, a new raider placed in `area` (the current player deploys under a shortage)."""
    return RAIDER_BASE + civilian_worth(view) * raider_pressure(view, area)


def exposure(view: View) -> float:
    """Civilian ships the raiders on the board are likely to take: at the next activation in full, from raiders next
    door (they move in first) discounted."""
    total = 0.0
    for a in range(6):
        civilians = view["space"][a]["civilians"]
        if civilians:
            near = sum(view["space"][b]["raider"] for b in adjacent(a))
            total += civilian_loss(view, a) + NEXT * min(civilians, near)
    return total


def civilian_move_gain(view: View, frm: int, to: int) -> float:
    """Moving one civilian ship from `frm` to `to` (Communications): the civilian ships it takes out of reach."""
    if frm == to or not view["space"][frm]["civilians"]:
        return 0.0
    space = [dict(a) for a in view["space"]]
    space[frm]["civilians"] -= 1
    space[to]["civilians"] += 1
    return exposure(view) - exposure({**view, "space": space})


def comms_value(view: View) -> float:
    """Communications (look at 2 civilian ships, move each to an adjacent area): the two best moves, one at a time."""
    total = 0.0
    for _ in range(2):
        moves = [(civilian_move_gain(view, a, b), a, b) for a in range(6) for b in adjacent(a)]
        gain, frm, to = max(moves)
        if gain <= 0:
            break
        total += gain
        space = [dict(x) for x in view["space"]]
        space[frm]["civilians"] -= 1
        space[to]["civilians"] += 1
        view = {**view, "space": space}
    return total * civilian_worth(view)
