"""Battlestar Galactica bot: a rule-based player for both teams, built only on a seat's `Seen`.

It reads its team from its own view (`me.team`) and plays one of three roles:
- loyal human: contributes positive cards to checks (its share of what the check needs), keeps resources out of the
  red, jumps when the track allows, fights (vipers, Galactica, nukes: `bsg_combat` values each launch, move and
  attack by the civilian ships the next raider activation would take, and the boarding and Galactica threats), uses
  locations and skill cards sensibly;
- hidden Cylon: what the table sees it do (vipers, attacks, optional effects) follows the humans' values at
  HIDDEN_EFFORT of a loyal bot's zeal; it works against the humans where nobody sees it: sabotage (one negative card
  in a close check that matters, when other contributors share the blame), the worse box when the difference is
  modest, a peeked card put back; and reveals when its cover stops paying (`reveal_value`: in the Brig, exposed, its
  power at its worst, the journey nearly over, few cards left and no title after the Sleeper Agent phase);
- revealed Cylon: Caprica (super crisis, or the worse of two crises, valued as the rules resolve them there: no
  activation nor jump preparation, the current player's box its own), Cylon Fleet, Human Fleet.

Every decision kind has a scorer over the legal actions (so the answer is legal by construction); unknown kinds
fall back to a sensible default (pass / stop / nothing / the first option). Contributions and discards of several
cards use the engine's batch form (`decisions.batch_problem`), which legal_actions lists only as singles.

Levels: `easy` plays a random legal action a third of the time and otherwise like `normal` with noisy scores and no
suspicion; `normal` and `hard` read who is likely a Cylon from public information and their own seat
(`bsg_suspicion.cylon_odds`): a loyal bot sends a suspect to the Brig (Admiral's Quarters, harmful picks, Arrest Order)
once the odds pass FEATURES["act_on"] (hard acts sooner) and the seat's own evidence singles it out from the other open
seats (`bsg_suspicion.lead` ≥ LEAD_TO_ACT, not the prior alone), keeps titles and Executive Orders from suspects
(Declare Martial Law against a suspect President); a pick that must fall on someone (a crisis's Brig or Sickbay) goes to
the likeliest Cylon and a helpful one (a title, a quorum card's role, Executive Orders) to the most trusted even below
that threshold (FORCED_LEAN, TRUST_LEAN); it contributes to a check as one of a team reasoning alike (`ev_share`: the
check's total is Destiny, the others' public counts weighted by how loyal they look, and from the seats still to add the
share the check needs of all the loyal-looking positive capacity — as far as their publicly announced draws allow,
`bsg_suspicion.positive_cards`; the team goes for a check only when it is worth its cards, and a seat adds more while a
card raises the expected value more than it is worth; `easy` keeps the older `fair_share`); a hidden Cylon sabotages
when other contributors share the blame, rarely when it would be the only one, and reveals before the table acts on
it (the public odds on it).
`hard` decides with less noise and hides a second negative card in a crowded pool.
FTL Control is valued from what is at stake (`ftl_value`): at Kobol the chance to win by jumping now against
waiting; before it the crises saved against the population the roll may take (each revealed Cylon's Caprica turns
make waiting dearer, `cylon_turns_per_crisis`). Destinations are valued by the jumps their distance spares on the way
to Kobol (`bsg_eval.destination_value`; the old 2.5 per unit of distance made the Admiral take short jumps), each
spared jump at today's crisis cost; a resource is worth what the rest of the journey puts at stake, and a crisis box
with a check is valued at the team's pass chance less the cards it costs (`bsg_checks`). The
bench (bench/bench_bots.py) does not show hard stronger than normal yet. No search: a move takes well under a
millisecond, so the thinking budget is not needed (the bot is deterministic).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.bots import Bot, Seen
from engine.bots import bsg_checks as CH
from engine.bots import bsg_combat as C
from engine.bots import bsg_eval as E
from engine.bots import bsg_suspicion as S
from engine.core import Action
from engine.games.bsg.data import COLONIAL_ONE, DATA, card_base, dicts_in, loyalty_kind

View = dict[str, Any]

NOISE = {"easy": 1.5, "normal": 0.25, "hard": 0.1}
RANDOM_SHARE = {"easy": 0.33, "normal": 0.0, "hard": 0.0}
SABOTAGE = {"easy": 0.4, "normal": 0.6, "hard": 0.85}  # how often a hidden Cylon sabotages a check that matters
# what each level does beyond the rule set: suspicion from check results (whom to inspect), the safety margin of a
# loyal contribution, how much of the others' hands it counts on, a second sabotage card hidden in a crowded pool
FEATURES: dict[str, dict[str, Any]] = {
    "easy": {"suspicion": False, "margin": 1.0, "crowd": False, "others": 0.8, "act_on": 1.0},
    "normal": {"suspicion": True, "margin": 1.0, "crowd": False, "others": 0.8, "act_on": 0.6},
    "hard": {"suspicion": True, "margin": 1.0, "crowd": True, "others": 0.8, "act_on": 0.5},  # others 0.6 did worse
}
CYLON_ROLLS = ("basestar_attacks_galactica", "raider_attacks_viper", "raider_attacks_galactica", "human_fleet")
DRAFT_ORDER = (
    "william_adama",
    "laura_roslin",
    "kara_thrace",
    "galen_tyrol",
    "lee_adama",
    "saul_tigh",
    "karl_agathon",
    "sharon_valerii",
    "tom_zarek",
    "gaius_baltar",
)
# the evidence (log-odds) by which a suspect must stand out from the other open seats before a loyal bot acts on its
# odds: about one sabotaging card attributed to it alone (measured: acting on the prior's 0.5 at 5 players lost games)
LEAD_TO_ACT = 1.0
# whether a loyal bot sends a seat to the Brig on suspicion (Admiral's Quarters, Arrest Order, a harmful pick by
# choice) or only once it surely is a Cylon (a brigged Cylon simply reveals); bench/bench_bsg_damage.py `nobrig`
BRIG_ON_SUSPICION = True
HIDDEN_EFFORT = 0.7  # how much of a human's value a hidden Cylon's public moves pursue
SKILL_NEED = {"leadership": 1.0, "tactics": 0.95, "politics": 0.9, "engineering": 0.8, "piloting": 0.75}


class Ctx:
    """One decision: the view, who I am, my role, and helpers shared by the scorers."""

    def __init__(self, bot: BsgBot, seen: Seen, rng: random.Random) -> None:
        self.bot, self.seen, self.rng = bot, seen, rng
        self.view: View = seen.view
        self.me: dict = seen.view["me"]
        self.seat = seen.seat
        self.player: dict = seen.view["players"][seen.seat]
        revealed = self.player["cylon_player"]
        self.role = "cylon" if revealed else ("hidden" if self.me["team"] == "cylon" else "human")
        self.decision: dict = self.me.get("decision") or {}
        self.public: dict = seen.view.get("decision") or {}
        self.prompt: dict = self.me.get("prompt") or {}
        self._odds: dict[int, float] | None = None
        self._lead: dict[int, float] | None = None

    @property
    def cylon_side(self) -> bool:
        return self.role != "human"

    def for_me(self, human_value: float, secret: bool = False) -> float:
        """A value for the humans, turned into a value for my team. A hidden Cylon plays what the table sees like a
        somewhat lazy human (moving vipers away from raiders in front of everyone would give it away) and works
        against the humans only where nobody sees it (`secret`)."""
        if self.role == "hidden" and not secret:
            return HIDDEN_EFFORT * human_value
        return -human_value if self.cylon_side else human_value

    # -- who is who --------------------------------------------------------------------------------------------
    def known_cylons(self) -> set[int]:
        out = {p["seat"] for p in self.view["players"] if p["cylon_player"]}
        for seen in self.me.get("seen_loyalty") or []:
            if any(loyalty_kind(c) == "cylon" for c in seen.get("cards", [])):
                out.add(seen["target"])
        return out

    def odds(self) -> dict[int, float]:
        """Per seat, the chance that it is a Cylon from what this seat may know (bsg_suspicion); levels without
        the suspicion feature know only the certain cases."""
        if self._odds is None:
            if FEATURES[self.bot.level]["suspicion"]:
                self._odds = S.cylon_odds(self.view, self.seen.history, self.seat)
            else:
                known = self.known_cylons()
                self._odds = {s: (1.0 if s in known else 0.0) for s in range(self.view["n"])}
        return self._odds

    def threat(self, seat: int) -> float:
        """How surely `seat` is a Cylon, for harmful picks (Brig, Sickbay, Arrest Order) and for keeping titles and
        key locations from it: 1 for a known Cylon; the suspicion odds when they are high enough to act on
        (FEATURES["act_on"]) and the seat's own evidence singles it out (`bsg_suspicion.lead` ≥ LEAD_TO_ACT: at 5
        players the prior alone puts every open seat at 0.5 after the Sleeper Agent phase, and brigging on that sent
        as many humans as Cylons to the Brig); else 0."""
        if seat == self.seat:
            return 0.0
        p = self.odds().get(seat, 0.0)
        if p < FEATURES[self.bot.level]["act_on"]:
            return 0.0
        if p >= 0.999:
            return p
        if self._lead is None:
            self._lead = S.lead(self.view, self.seen.history, self.seat)
        return p if self._lead.get(seat, 0.0) >= LEAD_TO_ACT else 0.0

    def jail_threat(self, seat: int) -> float:
        """`threat` for sending `seat` to the Brig: only a sure Cylon's unless BRIG_ON_SUSPICION."""
        p = self.threat(seat)
        return p if BRIG_ON_SUSPICION or p >= 0.999 else 0.0

    def lean(self, seat: int) -> float:
        """How suspicious `seat` looks (0–1): for whom to inspect."""
        if seat == self.seat:
            return 0.0
        return self.odds().get(seat, 0.0)


class BsgBot(Bot):
    strict = False  # tests set True: a scorer's bug raises instead of falling back to the default

    def choose(self, seen: Seen, rng: random.Random) -> Action | None:
        if not seen.legal:
            return None
        orders = seen.view.get("me", {}).get("orders") or {}
        if orders.get("pace") == "days" and not orders.get("ask"):
            return ASK  # a bot's seat is asked in reaction windows, and decides them as ever (standing.py)
        ctx = Ctx(self, seen, rng)
        if RANDOM_SHARE[self.level] and rng.random() < RANDOM_SHARE[self.level]:
            return rng.choice(seen.legal)
        kind = ctx.decision.get("kind") or ctx.public.get("kind")
        try:
            special = SPECIAL.get(kind)
            if special is not None:
                action = special(ctx)
                if action is not None:
                    return action
            scorer = SCORERS.get(kind)
            if scorer is None:
                return default_action(seen.legal)
            return self.best(ctx, seen.legal, lambda a: scorer(ctx, a))
        except Exception:
            if self.strict:
                raise
            return default_action(seen.legal)

    def best(self, ctx: Ctx, legal: list[Action], score: Callable[[Action], float]) -> Action:
        noise = NOISE[self.level]
        scored = [(score(a) + ctx.rng.random() * noise, i) for i, a in enumerate(legal)]
        return legal[max(scored)[1]]


ASK: Action = {"type": "orders", "ask": True}  # in `days` pace, before anything else: "ask me in windows"


def default_action(legal: list[Action]) -> Action:
    """The cautious answer: pass / stop / nothing / stay / no card, else the first option."""
    for wanted in ({"type": "pass"}, {"type": "stop"}, {"type": "nothing"}, {"type": "stay"}, {"type": "no"}):
        if wanted in legal:
            return wanted
    if {"type": "contribute", "cards": []} in legal:
        return {"type": "contribute", "cards": []}
    return legal[0]


# ---------------------------------------------------------------------------------------------------------------
# board reading
def cylon_ships(view: View, area: int) -> int:
    a = view["space"][area]
    return a["raider"] + a["heavy_raider"] + len(a["basestars"])


def raiders_total(view: View) -> int:
    return sum(a["raider"] + a["heavy_raider"] for a in view["space"])


def civilians_threatened(view: View) -> int:
    """Civilian ships in or next to an area with raiders."""
    out = 0
    for i, a in enumerate(view["space"]):
        if a["civilians"]:
            near = a["raider"] + view["space"][(i + 1) % 6]["raider"] + view["space"][(i + 5) % 6]["raider"]
            out += a["civilians"] if near else 0
    return out


def min_resource(view: View) -> int:
    return min(view["resources"].values())


def can_pilot(character: str | None) -> bool:
    return bool(character and DATA.characters[character]["can_pilot"])


def location_value(ctx: Ctx, loc: str, seat: int | None = None) -> float:  # noqa: C901 - one case per location
    """What activating `loc` next is worth to `seat`'s team (my team by default)."""
    v = ctx.view
    seat = ctx.seat if seat is None else seat
    p = v["players"][seat]
    if loc in v["damaged"]:  # worth going there only to repair it
        repair = any(E.ability_of(c) == "repair" for c in ctx.me["hand"]) and seat == ctx.seat
        return 1.5 + 1.2 * len(v["damaged"]) if repair and ctx.role == "human" else 0.0
    human = ctx.role == "human"
    if loc == "ftl_control":
        if human:
            return ftl_value(ctx)
        if ctx.role == "hidden" and v["distance"] >= 8 and ftl_risk(v["jump_track"]):
            now, wait = final_jump_odds(v)  # a hidden Cylon takes the gamble when it favours the Cylons clearly
            return E.LOSS * (1.0 + wait - now) if wait > now + 0.1 else 0.3
        return 0.3 if ctx.role == "hidden" else 0.0
    if loc == "weapons_control":  # combat rows: bsg_combat, by the threat to the civilian ships and Galactica
        return combat_row(ctx, C.weapons_value(v))
    if loc == "command":
        return combat_row(ctx, C.activations_value(v, 2))
    if loc == "research_lab":
        return 1.0
    if loc == "press_room":
        return 1.2
    if loc == "presidents_office":
        return 1.3 if v["president"] == seat else 0.0
    if loc == "admirals_quarters":
        if p["character"] == "william_adama":
            return 0.0
        targets = [s for s in brig_targets(v) if s != seat]  # a pilot in space may be sent too
        if not targets:
            return 0.0
        if ctx.role == "human":
            return max(5.0 * ctx.jail_threat(s) for s in targets)
        return 0.8 if v["admiral"] in targets or v["president"] in targets else 0.2
    if loc == "administration":
        if ctx.role == "human":
            return 4.0 * ctx.threat(v["president"])
        return 0.2
    if loc == "hangar_deck":
        ok = can_pilot(p["character"]) and (v["reserves"]["viper"] > 0)
        return combat_row(ctx, C.hangar_value(v)) if ok else 0.0
    if loc == "armory":
        cents = v["centurions"]
        if not cents:
            return 0.0
        crowd = ARMORY_CROWD * (len(cents) - 1)  # one Armory action (7–8) for several centurions
        return ARMORY_BASE + ARMORY_STEP * max(cents) + ARMORY_URGENCY.get(max(cents), 0.0) + crowd
    if loc == "communications":
        return 0.1 + C.comms_value(v)  # civilian ships moved out of the raiders' reach (bsg_combat)
    if loc == "brig":
        return 3.0 if p["location"] == "brig" else 0.0
    return 0.0


# a combat location's value (bsg_combat, resource units) on the locations' scale, for a loyal human (0.5 not 1.0:
# tuned with TEAM_MARGIN and CRISIS_COST, bench/tune_bsg.py) and for a Cylon (a hidden one plays the humans' values
# at HIDDEN_EFFORT: its pretence kept as it was measured)
COMBAT_WORTH = {"human": 0.5, "hidden": 1.0, "cylon": 1.0}
COMBAT_MIN = 0.3  # below this a combat action is a wasted action (no real threat): worse than doing nothing


def combat_row(ctx: Ctx, value: float) -> float:
    return COMBAT_WORTH[ctx.role] * value if value >= COMBAT_MIN else -0.2


# by the furthest centurion: one on 3 takes Galactica (the game) at the next heavy-raider activation
ARMORY_URGENCY = {2: 3.0, 3: 12.0}
ARMORY_BASE = 1.0  # a centurion on the track at all
ARMORY_STEP = 1.6  # per step the furthest centurion has advanced
ARMORY_CROWD = 0.0  # per further centurion on the track
FTL_LOSS_CHANCE = 0.75  # the FTL roll loses population on 1–6 of a d8
JUMP_ICON_SHARE = 40 / 70  # crisis cards that advance the jump track (data: 40 of the 70)
# the chance that one more crisis (and its Cylon activation) ends the game, by the lowest resource (rough, from play)
CRISIS_HAZARD = {1: 0.25, 2: 0.12, 3: 0.06}


def ftl_risk(jump_track: int) -> int:
    """The population an FTL jump risks from this track position (3 on position 3, 1 on 4; 0 = not allowed)."""
    return {3: 3, 4: 1}.get(jump_track, 0)


def crises_to_auto_jump(jump_track: int) -> float:
    """How many crises it takes on average for the track to reach the automatic jump (position 5)."""
    return max(0, 5 - jump_track) / JUMP_ICON_SHARE


def survive_crises(view: View, crises: float) -> float:
    """The chance that the humans survive `crises` more crises with the resources they have now."""
    hazard = CRISIS_HAZARD.get(min_resource(view), 0.02)
    return (1.0 - hazard) ** crises


def final_jump_odds(view: View) -> tuple[float, float]:
    """At Kobol (distance 8+): the humans' chance to win by jumping now with FTL Control, and by waiting for the
    track. Jumping now wins unless the roll takes the last population; waiting wins unless a crisis ends the game
    first."""
    risk = ftl_risk(view["jump_track"])
    safe = view["resources"]["population"] > risk and min_resource(view) > 0
    now = 1.0 if safe else 1.0 - FTL_LOSS_CHANCE
    return now, survive_crises(view, crises_to_auto_jump(view["jump_track"]) * cylon_turns_per_crisis(view))


def population_worth(x: float) -> float:
    """The population's utility (`bsg_eval.resource_utility`) on a continuous scale, continued below 1 with its
    slope at 1."""
    if x >= 1:
        return E.UNIT["population"] * x - 20.0 / x
    return E.UNIT["population"] - 20.0 + (x - 1) * (E.UNIT["population"] + 20.0)


def early_jump_value(view: View) -> float:
    """An FTL jump before Kobol, for the humans: the crises it saves (the track would otherwise need a few more) and
    the Cylon ships it escapes, against the population the roll may take — valued at the population the rest of the
    journey will probably leave, so that a thin population makes the risk expensive."""
    jt = view["jump_track"]
    risk = ftl_risk(jt)
    saved = crises_to_auto_jump(jt) * CRISIS_COST * cylon_turns_per_crisis(view)
    threat = civilians_threatened(view) * 3.0 + raiders_total(view) * 0.3
    threat += 2.0 * sum(len(a["basestars"]) for a in view["space"])
    pop = view["resources"]["population"]
    if pop <= risk:
        return saved + 0.6 * threat - FTL_LOSS_CHANCE * E.LOSS
    drain = CH.DRAIN["population"] if CH.SWITCHES["ftl"] else POP_DRAIN  # bsg_checks: the measured drain
    ahead = pop - drain * max(0, 8 - view["distance"])
    at_stake = min(E.LOSS, population_worth(ahead) - population_worth(ahead - risk))
    return saved + 0.6 * threat - FTL_LOSS_CHANCE * at_stake


# a revealed Cylon's turn in crises a human draws (its Caprica crisis, the worse of two, with no jump icon; or a Cylon
# Fleet activation); 1.0 measured against 0, 0.5, 2 and 3 (none better, 2 and 3 worse on the training seeds:
# bench/tune_bsg.py)
CAPRICA_TURN = 1.0


def cylon_turns_per_crisis(view: View) -> float:
    """How many crises the fleet suffers per crisis a human draws: each revealed Cylon's turn at Caprica adds
    CAPRICA_TURN (the worse of two), so waiting for the jump track costs more once Cylons are revealed."""
    revealed = sum(1 for p in view["players"] if p["cylon_player"])
    return 1.0 + CAPRICA_TURN * revealed / max(1, view["n"] - revealed)


# what one crisis costs the humans, in resource units (its damage, its activation), for an early jump's value (read
# by loyal humans only); 2.4 not 1.2: tuned with TEAM_MARGIN and COMBAT_WORTH (bench/tune_bsg.py)
CRISIS_COST = 2.4
POP_DRAIN = 0.5  # population lost per unit of distance still to travel (rough, from bot play)


def ftl_value(ctx: Ctx) -> float:
    """Activating FTL Control, for the humans (a score on the locations' scale). At Kobol the next jump wins or
    loses the game: 60 × the difference in the chance to win between jumping now and waiting (a large negative when
    the roll may take the last population). Before Kobol: `early_jump_value`."""
    v = ctx.view
    if not ftl_risk(v["jump_track"]):
        return 0.0
    if v["distance"] >= 8:
        now, wait = final_jump_odds(v)
        return E.LOSS * (now - wait)
    return early_jump_value(v)


def team_value(ctx: Ctx, loc: str) -> float:
    """location_value for my own team: a hidden Cylon values human locations a little less."""
    value = location_value(ctx, loc)
    if ctx.role == "hidden" and loc in ("weapons_control", "command", "armory", "hangar_deck"):
        value *= 0.5
    return value


# ---------------------------------------------------------------------------------------------------------------
# scorers: one per decision kind, each scores a legal action (higher = better for my team)
def s_move(ctx: Ctx, a: Action) -> float:
    v, p = ctx.view, ctx.player
    if a["type"] == "stay":
        if p["viper"] is not None:
            return C.viper_area_value(v, p["viper"], C.shields(v, p["viper"]) - 1)
        return team_value(ctx, p["location"]) if p["location"] else 0.0
    if a["type"] == "viper_move":
        return C.viper_area_value(v, a["to"]) - 0.1
    here = "space" if p["viper"] is not None else ("colonial_one" if p["location"] in COLONIAL_ONE else "galactica")
    there = "colonial_one" if a["to"] in COLONIAL_ONE else "galactica"
    cost = 0.0 if here == there else 0.9 + (0.3 if ctx.me["hand"] and len(ctx.me["hand"]) <= 2 else 0.0)
    return team_value(ctx, a["to"]) - cost


viper_area_value = C.viper_area_value  # what a viper in an area is worth (bsg_combat)


def s_action(ctx: Ctx, a: Action) -> float:  # noqa: C901 - one case per action type
    v, t = ctx.view, a["type"]
    if t == "nothing":
        return 0.0
    if t == "activate":
        return team_value(ctx, a["location"])
    if t == "viper_attack":  # my own viper's attack, or a move to where it shields and fights more
        value = C.attack_gain(v, "viper", a["target"])
        return value * (0.4 if ctx.role == "hidden" else 1.0)
    if t == "viper_move":
        here = ctx.player["viper"]
        gain = C.viper_area_value(v, a["to"]) - C.viper_area_value(v, here, C.shields(v, here) - 1)
        return gain * (0.4 if ctx.role == "hidden" else 1.0)
    if t == "nuke":
        area = a["target"][0]
        soon = 0.3 if v["jump_track"] >= 4 else 1.0  # the jump will clear it anyway
        return ctx.for_me((6.0 + 0.5 * v["space"][area]["raider"]) * soon) if ctx.role != "hidden" else 1.0
    if t == "quorum_draw":
        return 1.1
    if t == "quorum_play":
        return quorum_play_value(ctx, a["card"])
    if t == "play":
        return skill_action_value(ctx, a["card"])
    if t == "ability":
        return ability_value(ctx, a["name"])
    if t == "reveal":
        return reveal_value(ctx, a["card"])
    return 0.0


def brig_targets(view: View) -> list[int]:
    """The seats an effect may send to the Brig (bsg.md 8.5, `board.movable_to`): not already there, not a
    revealed Cylon, not off the board while stranded."""
    return [
        p["seat"]
        for p in view["players"]
        if p["location"] != "brig"
        and not p["cylon_player"]
        and not (p["location"] is None and p["viper"] is None and p["stranded"])
    ]


def quorum_play_value(ctx: Ctx, card: str) -> float:
    base = card_base(card)
    if base == "arrest_order":  # over the seats it may send: a suspect already in the Brig is no target
        best = max((ctx.jail_threat(s) for s in brig_targets(ctx.view)), default=0.0)
        return 5.0 * best - 0.5 if ctx.role == "human" else 0.3
    value = E.quorum_value(ctx.view, card)
    return value if ctx.role == "human" else 0.3 * value


def skill_action_value(ctx: Ctx, card: str) -> float:
    v, ability = ctx.view, E.ability_of(card)
    cost = E.card_value(card) * 0.6
    if ability == "consolidate_power":
        return 1.2 - cost
    if ability == "executive_order":
        best = max(
            (
                (1.0 - 2.0 * ctx.lean(p["seat"])) * location_value(ctx, p["location"], p["seat"])
                for p in v["players"]
                if p["seat"] != ctx.seat and not p["cylon_player"] and p["location"]
            ),
            default=0.0,
        )
        return (0.5 + best * 0.6 - cost) if ctx.role == "human" else -1.0
    if ability == "maximum_firepower":
        area = ctx.player["viper"]
        return (2.5 - cost) if area is not None and cylon_ships(v, area) else -1.0
    if ability == "repair":
        loc = ctx.player["location"]
        if loc in v["damaged"]:
            return 2.0 + 1.2 * len(v["damaged"]) - cost if ctx.role == "human" else -1.0
        if loc == "hangar_deck" and v["damaged_vipers"]:
            return 1.5 - cost if ctx.role == "human" else -1.0
        return -1.0
    if ability == "launch_scout":
        return 0.2 - cost
    return -1.0


MARTIAL_LAW = 5.0  # taking the President title from a seat surely a Cylon (Declare Martial Law, once a game)


def ability_value(ctx: Ctx, name: str) -> float:
    v = ctx.view
    if name == "Unconventional Tactics":
        low = min((x for r, x in v["resources"].items() if r != "population"), default=10)
        return 2.0 if low <= 3 and v["resources"]["population"] >= 5 else -0.5
    if name == "Cylon Detector":
        return 1.4 if ctx.role == "human" else 0.1
    if name == "CAG":  # once a game: up to 6 unmanned-viper activations
        return C.activations_value(v, 6) - 1.0
    if name == "Skilled Politician":
        return 1.3
    if name == "Declare Martial Law" and ctx.role == "human":  # the President title goes to the Admiral
        return MARTIAL_LAW * (ctx.threat(v["president"]) - ctx.threat(v["admiral"])) - 0.5
    return -1.0  # Declare Martial Law and anything unknown


# when a hidden Cylon reveals (`reveal_value`): a score above every other action (now) or below doing nothing
REVEAL_NOW, KEEP_COVER = 50.0, -20.0
EXPOSED_ODDS = 0.7  # the table's public odds on me at which I reveal before it sends me to the Brig


def reveal_value(ctx: Ctx, card: str) -> float:
    """A hidden Cylon keeps its cover while it pays (sabotage the count of contributors hides, a title, the table's
    trust) and reveals when it stops paying: in the Brig (the only way out; no power there either way); when its
    power hurts most (morale down to 1, Galactica damaged in 5 locations or more); exposed (`exposed`); with the journey
    nearly over or the fleet on the brink (the power, the super crisis and the Cylon turns are then worth more than
    cover for the few turns left); and after the Sleeper Agent phase, holding no title, when cover is worth little
    (3 cards or fewer to sabotage with: the reveal discards down to 3 anyway). Hard reveals as normal does: revealing
    for a Brig or Sickbay victim and by the loyal bots' own acting rule (sooner) measured no better for the Cylons
    (bench/bench_bsg_damage.py)."""
    v, p = ctx.view, ctx.player
    if p["location"] == "brig":
        return REVEAL_NOW
    power = card_base(card)
    if power == "cylon_reduce_morale" and v["resources"]["morale"] <= 2:
        return REVEAL_NOW + 10.0
    if power == "cylon_damage_galactica" and len(v["damaged"]) >= 3:
        return REVEAL_NOW + 5.0
    brink = min_resource(v) <= 2 or len(v["damaged"]) >= 4 or max(v["centurions"], default=-1) >= 2
    if brink or v["distance"] >= 6 or exposed(ctx):
        return REVEAL_NOW
    if ctx.seat in (v["admiral"], v["president"]) or not S.digest(ctx.seen.history).sleeper:
        return KEEP_COVER
    return REVEAL_NOW if len(ctx.me["hand"]) <= 3 else KEEP_COVER


def exposed(ctx: Ctx) -> bool:
    """Whether the humans know me or are about to act on me (not at easy): a seat looked at my loyalty, or the
    public odds on me reach EXPOSED_ODDS."""
    if ctx.bot.level == "easy":
        return False
    v, history = ctx.view, ctx.seen.history
    if any(e["kind"] == "looked_at_loyalty" and e["params"].get("target") == ctx.seat for e in history):
        return True
    return S.cylon_odds(v, history, None).get(ctx.seat, 0.0) >= EXPOSED_ODDS


def s_draw_skill(ctx: Ctx, a: Action) -> float:
    """A card of the type most needed and least held; a whole draw (`skills`) scores its cards in turn, each
    counting the ones before it as held."""
    score, chosen = 0.0, []
    for skill in a.get("skills") or [a["skill"]]:
        held = sum(1 for c in ctx.me["hand"] if E.skill_of(c) == skill) + chosen.count(skill)
        score += SKILL_NEED[skill] - 0.25 * held
        chosen.append(skill)
    return score


def weakest_first(hand: list[str]) -> list[str]:
    return sorted(hand, key=lambda c: (E.card_value(c), c))


def discard_batch(ctx: Ctx) -> Action | None:
    """Discard the weakest cards at once (hand limit and forced discards)."""
    hand = ctx.me["hand"]
    left = ctx.decision.get("left")
    if not isinstance(left, int) or left < 1 or not hand:
        return None
    cards = weakest_first(hand)[: min(left, len(hand))]
    if len(cards) == 1:
        return {"type": "discard", "card": cards[0]}
    return {"type": "discard", "cards": cards}


def s_discard(ctx: Ctx, a: Action) -> float:
    return -E.card_value(a["card"])


# -- skill checks ------------------------------------------------------------------------------------------------
def last_pick(ctx: Ctx) -> int | None:
    """The character picked last (a location check's target), from the public history."""
    for event in reversed(ctx.seen.history):
        if event["kind"] == "picked":
            return event["params"].get("target")
    return None


def check_stakes(ctx: Ctx) -> tuple[float, float]:
    """(value of passing, value of failing) for the humans, from the card or location data; (3, 0) if unknown."""
    src = ctx.public.get("source") or {}
    v = ctx.view
    if src.get("kind") == "location":
        target = last_pick(ctx)
        trust = 0.0 if target is None else ctx.threat(target)
        if src.get("id") == "brig":  # the current player walks out of the Brig
            return 3.0 - 8.0 * ctx.threat(v["current"]), 0.0
        if src.get("id") == "admirals_quarters":
            return 6.0 * (0.0 if target is None else ctx.jail_threat(target)) - 2.0, 0.0
        if src.get("id") == "administration":
            return 1.5 - 6.0 * trust, 0.0
    check = E.check_of(src)
    if check is None:
        return 3.0, 0.0
    passed = E.effect_value(v, check.get("pass"), "crisis")
    failed = E.effect_value(v, check.get("fail"), "crisis")
    if CH.SWITCHES["stakes"] and "current" in v:  # the current player sent away is a gain if it is a likely Cylon
        threat = ctx.threat(v["current"])
        failed += sum(-2.0 * threat * E.send_value(v, op, 1.0) for op in check.get("fail") or () if sends_current(op))
    return passed, failed


def sends_current(op: dict) -> bool:
    return op.get("op") == "send" and op.get("who") == "current"


def card_sign(card: str, positive: list[str], ones: bool, zero: str | None) -> int:
    skill = E.skill_of(card)
    if zero and skill == zero:
        return 0
    if skill in positive or (ones and E.strength(card) == 1):
        return E.strength(card)
    return -E.strength(card)


def contribution(ctx: Ctx) -> Action | None:
    """The whole contribution at once (batch form); None lets the scorer pick a single card."""
    if ctx.me.get("my_pending_contribution") is not None:
        return None
    info = ctx.public.get("check") or {}
    if not info:
        return None
    hand = ctx.me["hand"]
    positive = info.get("positive") or info.get("skills") or []
    ones, zero = bool(info.get("ones_positive")), info.get("zero_skill")
    signs = {c: card_sign(c, positive, ones, zero) for c in hand}
    limit = 1 if ctx.player["location"] == "brig" or ctx.player["cylon_player"] else len(hand)
    view = ctx.view
    difficulty = info["difficulty"]
    partial = info.get("partial_min")
    passed, failed = check_stakes(ctx)
    stake = passed - failed
    expected = E.destiny_mean(positive) + E.others_help(view, ctx.seat, positive)
    public_check = view.get("check") or {}
    if ctx.role == "cylon":
        worst = min(hand, key=lambda c: (signs[c], c), default=None)
        return {"type": "contribute", "cards": [worst] if worst and signs[worst] < 0 else []}
    if ctx.role == "hidden":
        action = hidden_contribution(ctx, signs, expected, difficulty, stake, public_check)
        return {"type": "contribute", "cards": action["cards"][:limit]}
    if FEATURES[ctx.bot.level]["suspicion"]:
        return {"type": "contribute", "cards": ev_share(ctx, signs, limit, difficulty, partial, positive)}
    return {"type": "contribute", "cards": fair_share(ctx, signs, limit, difficulty, partial, stake, positive)}


DESTINY_VAR = 2 * 125 / 21  # two Destiny cards' E[strength²] (each deck: strengths 1×8, 2×6, 3×4, 4×2, 5×1)


def ev_share(
    ctx: Ctx, signs: dict[str, int], limit: int, difficulty: int, partial: int | None, positive: list[str]
) -> list[str]:
    """A loyal human's contribution as one of a team reasoning alike: the check's total is Destiny, what the
    others added (their public counts, weighted by how loyal they look) and what the seats still to contribute
    will add; the team goes for the check when it is worth its cards, each seat giving the same share of its
    positive strength (what the check still needs over all the loyal-looking capacity left, `others_expected`);
    then a seat adds more cards while each raises the check's expected value by more than the card is worth."""
    passed, failed = check_stakes(ctx)
    partial_value = 0.5 * (passed + failed)
    check = E.check_of(ctx.public.get("source")) if partial is not None else None
    if check is not None and check.get("partial") is not None:
        partial_value = E.effect_value(ctx.view, check.get("partial"), "crisis")
    good = sorted((c for c in ctx.me["hand"] if signs[c] > 0), key=lambda c: (-signs[c], c))[:limit]
    mine = sum(signs[c] for c in good)
    dest = E.destiny_mean(positive)
    done, later, var = others_expected(ctx, positive)
    var += DESTINY_VAR - 2 * (dest / 2) ** 2
    sd = max(1.5, var**0.5)
    capacity = mine + later
    needed = difficulty + TEAM_MARGIN - dest - done
    share = min(1.0, max(0.0, needed / capacity)) if capacity > 0 else 0.0
    cost = card_cost(ctx)

    def value(total: float) -> float:
        p_pass = E.normal_cdf((total - difficulty + 0.5) / sd)
        if partial is None:
            return p_pass * passed + (1 - p_pass) * failed
        p_part = E.normal_cdf((total - partial + 0.5) / sd)
        return p_pass * passed + (p_part - p_pass) * partial_value + (1 - p_part) * failed

    base = dest + done
    team_cards = share * capacity / CARD_STRENGTH
    if value(base + share * capacity) - team_cards * CARD_WORTH * cost <= value(base):
        return []  # not worth the team's cards
    chosen = cheapest_reaching(good, signs, share * mine)
    total = base + share * later + sum(signs[c] for c in chosen)
    for card in good:
        if card in chosen:
            continue
        gain = value(total + signs[card]) - value(total)
        if gain <= E.card_value(card) * cost:
            break
        chosen.append(card)
        total += signs[card]
    return chosen


# what the team aims above the difficulty when it shares a check out (Destiny's spread); 4 not 2: tuned with
# COMBAT_WORTH and CRISIS_COST on hidden-Cylon tables (bench/tune_bsg.py)
TEAM_MARGIN = 4.0
CARD_WORTH = 0.9  # `bsg_eval.card_value` of a typical contributed card


def others_expected(ctx: Ctx, positive: list[str]) -> tuple[float, float, float]:
    """What the other seats bring to this check: the expected strength already added or to be subtracted (public
    counts; a suspect's may be negative, a revealed Cylon's is), the loyal-weighted positive capacity of the seats
    still to contribute (their publicly drawn types), and the variance of it all (before Destiny's)."""
    view = ctx.view
    check = view.get("check") or {}
    done_counts = {int(s): k for s, k in (check.get("contributed") or {}).items()}
    odds = ctx.odds()
    done = later = var = 0.0
    for p in view["players"]:
        seat = p["seat"]
        if seat == ctx.seat:
            continue
        cylon = 1.0 if p["cylon_player"] else odds.get(seat, 0.0)
        if seat in done_counts:
            k = done_counts[seat]
            done += (1.0 - cylon) * k * CARD_STRENGTH - cylon * (SABOTAGE_STRENGTH if k else 0.0)
            var += 1.5 * k
            continue
        done -= cylon * (SABOTAGE_STRENGTH if p["hand_size"] else 0.0)
        if p["cylon_player"]:
            var += 2.0
            continue
        cards = S.positive_cards(ctx.seen.history, seat, positive)
        cards = min(cards, 1 if p["location"] == "brig" else 99)
        later += (1.0 - cylon) * cards * 2.1
        var += 1.0 + 0.5 * cards
    return done, later, var


def fair_share(
    ctx: Ctx, signs: dict[str, int], limit: int, difficulty: int, partial: int | None, stake: float, positive: list[str]
) -> list[str]:
    """A loyal human adds its share of what the check still needs (its positive strength over everyone's), if the
    check is within reach and worth the cards; with a partial band, the partial threshold when the full one is not."""
    view = ctx.view
    good = sorted((c for c in ctx.me["hand"] if signs[c] > 0), key=lambda c: (-signs[c], c))[:limit]
    mine = sum(signs[c] for c in good)
    margin = FEATURES[ctx.bot.level]["margin"]
    if FEATURES[ctx.bot.level]["suspicion"]:
        others, sabotage = suspected_support(ctx, positive)
        base = E.destiny_mean(positive) - margin - sabotage
    else:
        others = E.others_capacity(view, ctx.seat, positive) * FEATURES[ctx.bot.level]["others"] / 0.8
        base = E.destiny_mean(positive) - margin
    targets = [difficulty] + ([partial] if partial is not None else [])
    for target in targets:
        need = target - base
        worth = stake * (1.0 if target == difficulty else 0.5)
        if need <= 0 or worth < MIN_WORTH:
            continue
        if mine + 0.8 * others < need:
            continue
        share = need * mine / (mine + 0.8 * others) if mine else 0.0
        cards = cheapest_reaching(good, signs, share)
        if sum(E.card_value(c) for c in cards) * card_cost(ctx) <= worth:
            return cards
    return []


MIN_WORTH = 0.8  # a check whose stake is below this is not worth a card
CARD_COST = 0.5  # what a card given to a check costs, as a share of its value (`bsg_eval.card_value`)
HAND_LIMIT = 10


def card_cost(ctx: Ctx) -> float:
    """A card's cost in a check: cheaper from a big hand (cards beyond the hand limit are discarded anyway)."""
    size = len(ctx.me["hand"])
    return CARD_COST * (0.3 if size > HAND_LIMIT - 2 else 1.0)


SABOTAGE_STRENGTH = 3.0  # what a hidden Cylon's contribution takes off a check (one or two negative cards)
CARD_STRENGTH = 2.5  # what one card of a loyal contributor adds (they pick their strong positive cards)


def suspected_support(ctx: Ctx, positive: list[str]) -> tuple[float, float]:
    """What the other seats will add to this check, knowing some may be Cylons (bsg_suspicion): their positive
    capacity weighted by the chance that they are loyal (those who have contributed: by the cards they added), and
    the negative strength expected from the suspects among them — so that a loyal bot over-commits when a suspect
    contributes."""
    view = ctx.view
    check = view.get("check") or {}
    done = {int(s): k for s, k in (check.get("contributed") or {}).items()}
    odds = ctx.odds()
    capacity = sabotage = 0.0
    for p in view["players"]:
        seat = p["seat"]
        if seat == ctx.seat or p["cylon_player"]:
            continue
        cylon = odds.get(seat, 0.0)
        if seat in done:
            added = done[seat] * CARD_STRENGTH
            capacity += (1.0 - cylon) * added / 0.8
            sabotage += cylon * (SABOTAGE_STRENGTH if done[seat] else 0.0)
            continue
        cards = S.positive_cards(ctx.seen.history, seat, positive)  # what its drawn types allow, not its sheet
        cards = min(cards, 1 if p["location"] == "brig" else 99)
        capacity += (1.0 - cylon) * cards * 2.1
        sabotage += cylon * (SABOTAGE_STRENGTH if p["hand_size"] else 0.0)
    return capacity, sabotage


def cheapest_reaching(good: list[str], signs: dict[str, int], share: float) -> list[str]:
    """The fewest, then weakest, positive cards whose strength reaches `share` (all of them if none does)."""
    if share <= 0:
        return []
    chosen: list[str] = []
    for card in good:  # strongest first: fewest cards
        if sum(signs[c] for c in chosen) >= share:
            break
        chosen.append(card)
    # the last card may be swapped for a weaker one that still reaches the share
    if chosen:
        rest = sum(signs[c] for c in chosen[:-1])
        for card in reversed(good):
            if card not in chosen[:-1] and rest + signs[card] >= share:
                chosen[-1] = card
                break
    return chosen


def hidden_contribution(
    ctx: Ctx, signs: dict[str, int], expected: float, difficulty: int, stake: float, public_check: dict
) -> Action:
    hand = ctx.me["hand"]
    bad = sorted((c for c in hand if signs[c] < 0), key=lambda c: (signs[c], c))
    good = sorted((c for c in hand if signs[c] > 0), key=lambda c: (signs[c], c))
    close = abs(expected - difficulty) <= 6
    chance = SABOTAGE[ctx.bot.level]
    if FEATURES[ctx.bot.level]["suspicion"]:
        chance = cover_sabotage_chance(ctx, chance, stake)
    sabotage = stake >= 1.5 and close and ctx.rng.random() < chance
    crowded = public_check.get("pool_size", 0) >= 5  # Destiny's two and at least three cards of others
    if sabotage and bad:
        middle = [c for c in bad if -signs[c] <= 3] or bad
        cards = [middle[0]]
        if FEATURES[ctx.bot.level]["crowd"] and crowded and len(middle) > 1:  # hide a second one in the crowd
            cards.append(middle[1])
        elif good and ctx.rng.random() < 0.4:  # camouflage: one small positive card as well
            cards.append(good[0])
        return {"type": "contribute", "cards": cards}
    if good and ctx.rng.random() < 0.5:
        return {"type": "contribute", "cards": [good[0]]}
    return {"type": "contribute", "cards": []}


def other_contributors(ctx: Ctx) -> int:
    """How many other seats have added cards to this check or may still add some (their hands not empty)."""
    check = ctx.view.get("check") or {}
    done = {int(s): k for s, k in (check.get("contributed") or {}).items()}
    out = 0
    for p in ctx.view["players"]:
        seat = p["seat"]
        if seat == ctx.seat:
            continue
        if seat in done:
            out += done[seat] > 0
        elif p["hand_size"] and not p["cylon_player"]:
            out += 1
    return out


def cover_sabotage_chance(ctx: Ctx, chance: float, stake: float) -> float:
    """A hidden Cylon keeps its cover: it sabotages when other contributors hide the card (the blame is shared),
    rarely when it would be the only one, unless the check is worth more than the cover; once the table already
    suspects it (the public suspicion of its seat), it has little cover left to keep."""
    exposure = S.cylon_odds(ctx.view, ctx.seen.history, None).get(ctx.seat, 0.0)
    if exposure >= 0.6:
        return max(chance, 0.9)
    crowd = other_contributors(ctx)
    if crowd == 0:
        return chance * (0.8 if stake >= 8.0 else 0.15)
    if crowd == 1:
        return chance * 0.6
    return min(1.0, chance * 1.15)


def s_contribute(ctx: Ctx, a: Action) -> float:
    return -len(a["cards"])  # only used if `contribution` could not decide: add nothing


# -- choices -----------------------------------------------------------------------------------------------------
def option_labels(ctx: Ctx) -> list[str]:
    return [str(o["label"]) for o in ctx.prompt.get("options", [])]  # a label is a message: its English text


def s_choose(ctx: Ctx, a: Action) -> float:
    boxes = E.choose_options(ctx.public.get("source"), option_labels(ctx))
    index = a["option"]
    if boxes is None or index >= len(boxes):
        return -index * 0.1  # unknown: the first option
    kind = (ctx.public.get("source") or {}).get("kind", "")
    if CH.SWITCHES["choice"]:
        values = [box_value(ctx, b, kind) for b in boxes]
    else:
        values = [E.effect_value(ctx.view, b, kind, p_check=box_pass_chance(ctx, b)) for b in boxes]
    return hidden_or_open(ctx, values, index)


def box_value(ctx: Ctx, box: list[dict], kind: str) -> float:
    """A box for the humans: a check's at the team's pass chance less the cards it will cost (bsg_checks)."""
    check = next((op for op in box if isinstance(op, dict) and op.get("op") == "skill_check"), None)
    if check is None:
        return E.effect_value(ctx.view, box, kind)
    p_pass, cards = CH.team_check(ctx.view, ctx.seen.history, ctx.seat, ctx.me["hand"], ctx.odds(), check)
    return E.effect_value(ctx.view, box, kind, p_check=p_pass) - cards


def box_pass_chance(ctx: Ctx, box: list[dict]) -> float:
    """The chance that a box's skill check passes: Destiny, my positive cards and most of what the others could add
    (0.55 when the box holds no check)."""
    check = next((op for op in box if isinstance(op, dict) and op.get("op") == "skill_check"), None)
    if check is None:
        return 0.55
    positive = list(check.get("skills", []))
    mine = sum(E.strength(c) for c in ctx.me["hand"] if E.skill_of(c) in positive)
    total = E.destiny_mean(positive) + mine + 0.6 * E.others_capacity(ctx.view, ctx.seat, positive)
    return E.pass_chance(total, check.get("difficulty", 0), spread=4.0)


def hidden_or_open(ctx: Ctx, human_values: list[float], index: int) -> float:
    """Humans take the best box; a revealed Cylon the worst; a hidden Cylon the worst only when the difference is
    modest (so that it looks defensible) and only now and then."""
    value = human_values[index]
    if ctx.role == "human":
        return value
    if ctx.role == "cylon":
        return -value
    spread = max(human_values) - min(human_values)
    return -value if spread <= 4.0 and ctx.rng.random() < SABOTAGE[ctx.bot.level] else value


def s_destination(ctx: Ctx, a: Action) -> float:
    options = ctx.decision.get("options") or [x["card"] for x in ctx.seen.legal]
    values = [E.destination_value(ctx.view, c) for c in options]
    return hidden_or_open(ctx, values, options.index(a["card"]))


def s_crisis_pick(ctx: Ctx, a: Action) -> float:
    options = ctx.decision.get("options") or [x["card"] for x in ctx.seen.legal]
    values = [E.crisis_value(ctx.view, c) for c in options]
    return hidden_or_open(ctx, values, options.index(a["card"]))


def s_caprica_pick(ctx: Ctx, a: Action) -> float:
    return -E.crisis_value(ctx.view, a["card"], p_check=0.6, caprica=True)


def s_roslin_quorum(ctx: Ctx, a: Action) -> float:
    return quorum_play_value(ctx, a["card"])


def s_quorum_play(ctx: Ctx, a: Action) -> float:
    return quorum_play_value(ctx, a["card"]) if a["type"] == "quorum" else 0.0


def purpose(ctx: Ctx) -> str:
    return str(ctx.prompt.get("purpose") or ctx.public.get("purpose") or "").lower()  # the English text


# what a pick does, by its purpose's English text: harm to the chosen character (the Brig, Sickbay, its discards or
# losses), else help (a title, a quorum card's role: Assign Arbitrator's "the holder may discard it …" is a help)
HARMFUL_WORDS = ("brig", "sickbay", "character discards", "character loses", "character lose ")
FORCED_LEAN = 4.0  # a harmful pick that must fall on someone: how much the seat's Cylon odds (0–1) weigh
TRUST_LEAN = 4.0  # a helpful pick (a title, a quorum role, Executive Orders): how much the Cylon odds weigh against


def s_pick_player(ctx: Ctx, a: Action) -> float:
    """Harmful picks go to the likeliest Cylon (humans: the seat's odds rank the candidates even below the acting
    threshold, since the pick must fall on someone) or to a strong human (Cylons); helpful picks to myself or the
    most trusted; loyalty looks to the least known."""
    target = a["seat"]
    v = ctx.view
    why = purpose(ctx)
    if target is None:
        return 0.5 if ctx.role == "human" and any(w in why for w in HARMFUL_WORDS) else -0.5
    p = v["players"][target]
    strong = 0.4 * p["hand_size"] + (1.5 if target in (v["president"], v["admiral"]) else 0.0)
    if "loyalty" in why or "look" in why:
        looked = {s["target"] for s in ctx.me.get("seen_loyalty") or []}
        return (0.0 if target in looked else 1.0) + ctx.lean(target) + (-5.0 if target == ctx.seat else 0.0)
    if any(w in why for w in HARMFUL_WORDS):
        if ctx.role == "human":
            forced = all(x.get("seat") is not None for x in ctx.seen.legal)  # else nobody may be picked: by choice
            suspect = 6.0 * ctx.jail_threat(target) + (FORCED_LEAN * ctx.lean(target) if forced else 0.0)
            return suspect - strong * 0.2 - (4.0 if target == ctx.seat else 0.0)
        return strong - (6.0 if target == ctx.seat else 0.0)
    # helpful or neutral (President, Admiral, a quorum card's role, draws, extra actions): myself, else the most
    # trusted
    if ctx.role == "cylon":
        return -strong
    distrust = 3.0 * ctx.threat(target) + (TRUST_LEAN * ctx.lean(target) if ctx.role == "human" else 0.0)
    return (2.0 if target == ctx.seat else 0.0) - distrust + 0.1 * p["hand_size"]


def s_eo_target(ctx: Ctx, a: Action) -> float:
    """Executive Orders: two actions for a human worth having, the more so the surer it is loyal (a Cylon would
    spend them against the humans)."""
    seat = a["seat"]
    p = ctx.view["players"][seat]
    value = location_value(ctx, p["location"], seat) if p["location"] else viper_area_value(ctx.view, p["viper"] or 0)
    if ctx.role != "human":
        return -value
    return (1.0 - 2.0 * ctx.lean(seat)) * value - 3.0 * ctx.threat(seat)


def s_eo_mode(ctx: Ctx, a: Action) -> float:
    here = ctx.player["location"]
    stay = location_value(ctx, here) if here else 0.0
    return stay if a["mode"] == "two_actions" else 1.0


def s_cylon_move(ctx: Ctx, a: Action) -> float:
    here = ctx.player["location"]
    loc = here if a["type"] == "stay" else a["to"]
    return cylon_location_value(ctx, loc)


def cylon_location_value(ctx: Ctx, loc: str | None) -> float:
    v, me = ctx.view, ctx.me
    sympathizer = not any(loyalty_kind(c) == "cylon" for c in v["players"][ctx.seat]["revealed_loyalty"])
    if loc == "caprica":
        return 9.0 if me["super_crisis"] and not sympathizer else 4.0
    if loc == "human_fleet":
        return 3.5 + 0.5 * len(v["damaged"])
    if loc == "cylon_fleet":
        if sympathizer:
            return 0.0
        basestars = sum(len(a["basestars"]) for a in v["space"])
        return 2.0 + 1.5 * basestars + 0.8 * civilians_threatened(v) + 0.5 * sum(a["heavy_raider"] for a in v["space"])
    if loc == "resurrection_ship":
        return 1.0
    return 0.0


def s_cylon_action(ctx: Ctx, a: Action) -> float:
    if a["type"] == "nothing":
        return 0.0
    if a["type"] == "play_super":
        return 10.0
    return 5.0


def s_steal_target(ctx: Ctx, a: Action) -> float:
    p = ctx.view["players"][a["seat"]]
    return p["hand_size"] + (1.0 if a["seat"] in (ctx.view["president"], ctx.view["admiral"]) else 0.0)


def s_steal_card(ctx: Ctx, a: Action) -> float:
    return E.strength(a["card"])


def s_galactica_draw_count(ctx: Ctx, a: Action) -> float:
    return a["count"]


def s_galactica_draw_pick(ctx: Ctx, a: Action) -> float:
    token = a["token"]
    res = ctx.view["resources"]
    if token in ("fuel", "food"):
        return 20.0 if res[token] <= 1 else 1.0 - 0.1 * res[token]
    return 3.0 if token not in ctx.view["damaged"] else 0.0


def s_give(ctx: Ctx, a: Action) -> float:
    """Sympathizer / loyalty cards to hand on: to a strong human (titles, big hand)."""
    seat = a["seat"]
    if seat is None:
        unrevealed_cylon = any(loyalty_kind(c) == "cylon" for c in ctx.me["loyalty"])
        return 1.0 if not unrevealed_cylon else -1.0
    p = ctx.view["players"][seat]
    return 0.2 * p["hand_size"] + (2.0 if seat in (ctx.view["president"], ctx.view["admiral"]) else 0.0)


def s_use_or_pass(ctx: Ctx, a: Action) -> float:
    """Once-per-game and reaction abilities asked of their holder (Secret Destiny, Command Authority, ECO Officer,
    Moral Compass)."""
    kind = ctx.decision.get("kind")
    use = a["type"] == "use"
    if kind == "secret_destiny":
        value = E.crisis_value(ctx.view, ctx.decision.get("card", ""))
        good = value < -4.0
        return (1.0 if good == use else 0.0) if ctx.role == "human" else (0.0 if use else 1.0)
    if kind == "command_authority":
        pool = (ctx.view.get("check") or {}).get("pool_size", 0)
        return (1.0 if use else 0.0) if pool >= 4 else (0.0 if use else 1.0)
    if kind == "eco_officer":
        roll = ctx.view.get("roll") or {}
        value, why = roll.get("value") or 4, roll.get("why", "")
        bad_for_humans = value >= 5 if why in CYLON_ROLLS else value <= 3
        want = bad_for_humans if ctx.role == "human" else False
        return 1.0 if want == use else 0.0
    if kind == "moral_compass":
        return 0.0 if use else 0.5  # switching boxes is rarely worth the once-per-game ability here
    return 0.0 if use else 1.0


def s_mysterious_intuition(ctx: Ctx, a: Action) -> float:
    if a["type"] == "pass":
        return 0.5
    passed, failed = check_stakes(ctx)
    stake = passed - failed
    if ctx.role == "human":
        return 2.0 if a["result"] == "pass" and stake >= 3.0 else -1.0
    return 1.0 if a["result"] == "fail" and stake >= 3.0 and ctx.role == "hidden" and ctx.rng.random() < 0.3 else -1.0


def s_skill_window(ctx: Ctx, a: Action) -> float:
    if a["type"] == "pass":
        return 0.5
    ability = E.ability_of(a["card"])
    window = ctx.decision.get("window")
    human = ctx.role == "human"
    if ability == "declare_emergency" and window == "check_total":
        return 3.0 if human else -1.0
    if ability == "strategic_planning" and window == "roll_before":
        why = (ctx.view.get("roll") or {}).get("why", "")
        helps_humans = why not in CYLON_ROLLS
        if human:
            return 2.0 if helps_humans else -1.0
        return 1.0 if not helps_humans and ctx.rng.random() < 0.3 else -1.0
    if ability == "evasive_maneuvers" and window == "viper_attacked":
        value = (ctx.view.get("roll") or {}).get("value") or 0
        return 2.0 if human and value >= 5 else -1.0
    if ability == "scientific_research" and window == "check_pre":
        engineering = sum(E.strength(c) for c in ctx.me["hand"] if E.skill_of(c) == "engineering" and c != a["card"])
        return 1.0 if human and engineering >= 4 else -1.0
    if ability == "investigative_committee" and window == "check_pre":
        suspect = max((ctx.lean(p["seat"]) for p in ctx.view["players"] if not p["cylon_player"]), default=0.0)
        return 1.0 if human and (suspect >= 0.3 or ctx.rng.random() < 0.15) else -1.0
    return -1.0


def s_loc_reaction(ctx: Ctx, a: Action) -> float:
    if a["type"] == "pass":
        return 0.0
    # Brig: make my own escape easier; other checks: leave them alone
    here = (ctx.public.get("source") or {}).get("about", {}).get("id")
    if here == "brig" and ctx.view["current"] == ctx.seat:
        return 1.0 if a["delta"] < 0 else -1.0
    return -0.5


def s_viper_activation(ctx: Ctx, a: Action) -> float:
    if a["type"] == "stop":
        return 0.05
    return ctx.for_me(C.plan_gain(ctx.view, a, ctx.decision.get("left", 1)))


def s_piloted_attack(ctx: Ctx, a: Action) -> float:
    if a["type"] == "stop":
        return 0.0
    return ctx.for_me(C.attack_gain(ctx.view, "viper", a["target"]))


def s_galactica_target(ctx: Ctx, a: Action) -> float:
    return ctx.for_me(C.attack_gain(ctx.view, "galactica", a["target"]))


def s_launch(ctx: Ctx, a: Action) -> float:
    """A pilot launching into a launch area (Hangar Deck, Lee Adama at the start); with empty reserves an unmanned
    viper is recalled first, and what it did where it was is lost."""
    area, v = a["area"], ctx.view
    lost = 0.0
    if isinstance(area, dict):
        recall = area["recall"]
        lost = C.viper_area_value(v, recall, C.shields(v, recall) - 1)
        area = area.get("area", 4)
    return ctx.for_me(C.launch_self_value(v, area) - lost)


def s_centurion(ctx: Ctx, a: Action) -> float:
    return a["position"]


def s_ship_pick(ctx: Ctx, a: Action) -> float:
    area, _ = a["target"]
    return ctx.for_me(1.0 + (0.5 if ctx.view["space"][area]["civilians"] else 0.0))


def s_viper_pick(ctx: Ctx, a: Action) -> float:
    return 0.1 if a["type"] == "stop" else 0.0


def s_send_location(ctx: Ctx, a: Action) -> float:
    return team_value(ctx, a["location"])


def s_civilian_area(ctx: Ctx, a: Action) -> float:
    """Which civilian ship an effect destroys (face down): for the humans, one the raiders would take anyway."""
    return ctx.for_me(C.civilian_destroy_value(ctx.view, a["area"])) - a["area"] * 0.01


def s_deploy_pick(ctx: Ctx, a: Action) -> float:
    """Where the current player places a Cylon ship under a shortage: for the humans, away from civilian ships."""
    return ctx.for_me(-C.raider_placement_cost(ctx.view, a["area"]))


def s_comms_pick(ctx: Ctx, a: Action) -> float:
    """Communications: a civilian ship that a move takes out of the raiders' reach (bsg_combat.exposure)."""
    if a["type"] == "stop":
        return 0.05 if ctx.role == "human" else 1.0
    area = a["ship"][0]
    best = max(C.civilian_move_gain(ctx.view, area, to) for to in (area, *C.adjacent(area)))
    return ctx.for_me(best)


def s_comms_move(ctx: Ctx, a: Action) -> float:
    return ctx.for_me(C.civilian_move_gain(ctx.view, ctx.decision["area"], a["to"]))


def s_peek_deck(ctx: Ctx, a: Action) -> float:
    return 1.0 if a["deck"] == "crisis" else 0.5


def s_peek_place(ctx: Ctx, a: Action) -> float:
    card, deck = ctx.decision.get("card"), ctx.decision.get("deck")
    if not card:
        return 0.0
    if deck == "destination":
        value = E.destination_value(ctx.view, card) - 5.0
    elif deck == "crisis":
        value = E.crisis_value(ctx.view, card) + 3.0
    else:
        value = 0.0
    top = a["where"] == "top"
    good = ctx.for_me(value, secret=True) > 0
    return 1.0 if good == top else 0.0


def s_alert_viper_pilot(ctx: Ctx, a: Action) -> float:
    """Lee Adama jumps into a viper just placed, then attacks there (his action); worth it when there is a target."""
    if a["type"] == "pass":
        return 0.5
    return 0.2 + C.best_attack(ctx.view, a["area"]) if ctx.role == "human" else 0.0


def s_draft(ctx: Ctx, a: Action) -> float:
    return -DRAFT_ORDER.index(a["character"]) if a["character"] in DRAFT_ORDER else -20.0


def s_first(ctx: Ctx, a: Action) -> float:
    return -ctx.seen.legal.index(a) * 0.01


def s_confirm(ctx: Ctx, a: Action) -> float:
    """An optional op ("you may …"): find it in the source's data and judge it; unknown → yes for harmless texts."""
    data = E.source_data(ctx.public.get("source"))
    optional = [op for op in dicts_in(data) if op.get("optional") and "op" in op] if data is not None else []
    value = E.effect_value(ctx.view, [{**optional[0], "optional": False}]) if len(optional) == 1 else 0.1
    yes = ctx.for_me(value) >= 0
    return 1.0 if (a["type"] == "yes") == yes else 0.0


def s_blind_devotion(ctx: Ctx, a: Action) -> float:
    if a["type"] == "pass":
        return 0.5
    positive = ((ctx.public.get("check") or {}).get("positive")) or []
    if ctx.role == "human":
        return 0.0  # the hidden pool is unknown: naming a type is a gamble
    return 1.0 if a["skill"] in positive and ctx.role == "cylon" else 0.0


SCORERS: dict[str, Callable[[Ctx, Action], float]] = {
    "draft": s_draft,
    "lee_launch": s_launch,
    "launch_self": s_launch,
    "draw_skill": s_draw_skill,
    "starting_hands": s_draw_skill,
    "move": s_move,
    "move_card": s_discard,
    "action": s_action,
    "hand_limit": s_discard,
    "discard": s_discard,
    "contribute": s_contribute,
    "choose": s_choose,
    "confirm": s_confirm,
    "pick_player": s_pick_player,
    "destination": s_destination,
    "crisis_pick": s_crisis_pick,
    "caprica_pick": s_caprica_pick,
    "galactica_target": s_galactica_target,
    "armory_target": s_centurion,
    "centurion_pick": s_centurion,
    "viper_activation": s_viper_activation,
    "viper_pick": s_viper_pick,
    "ship_pick": s_ship_pick,
    "send_location": s_send_location,
    "civilian_destroy": s_civilian_area,
    "comms_pick": s_comms_pick,
    "comms_move": s_comms_move,
    "quorum_play": s_quorum_play,
    "give_sympathizer": s_give,
    "give_loyalty": s_give,
    "cylon_move": s_cylon_move,
    "cylon_action": s_cylon_action,
    "steal_target": s_steal_target,
    "steal_card": s_steal_card,
    "galactica_draw_count": s_galactica_draw_count,
    "galactica_draw_pick": s_galactica_draw_pick,
    "secret_destiny": s_use_or_pass,
    "command_authority": s_use_or_pass,
    "eco_officer": s_use_or_pass,
    "moral_compass": s_use_or_pass,
    "deploy_pick": s_deploy_pick,
    "heavy_convert": s_first,
    "area_order": s_first,
    "raider_target": s_first,
    "raider_civilian": s_first,
    "alert_viper_pilot": s_alert_viper_pilot,
    "mysterious_intuition": s_mysterious_intuition,
    "blind_devotion": s_blind_devotion,
    "skill_window": s_skill_window,
    "loc_reaction": s_loc_reaction,
    "window_order": s_first,
    "peek_deck": s_peek_deck,
    "peek_place": s_peek_place,
    "piloted_attack": s_piloted_attack,
    "roslin_quorum": s_roslin_quorum,
    "eo_target": s_eo_target,
    "eo_mode": s_eo_mode,
}

# kinds whose best answer is built directly (batch actions) rather than picked from the listed singles
SPECIAL: dict[str, Callable[[Ctx], Action | None]] = {
    "contribute": contribution,
    "hand_limit": discard_batch,
    "discard": discard_batch,
}

__all__ = ["BsgBot", "SCORERS", "default_action"]
