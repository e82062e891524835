"""Where the hidden Cylons' damage comes from (issue 28): all-bot BSG games at one level, the human side's wins with
one Cylon behaviour (or human reaction) switched off at a time, against the unchanged bots on the same seeds in the
same run.

Modes (each a seat wrapper or a module constant set for the game only):
  base      the bots as they are
  masked    the Cylons play as humans and never reveal (the control of bench_bots.py)
  noreveal  Cylons never reveal (they play hidden to the end)
  revealnow hidden Cylons reveal at their first chance (an action with a Cylon card in hand)
  nosab     hidden Cylons never sabotage (SABOTAGE 0: no negative cards, no worse boxes)
  idle      revealed Cylons take no Cylon action (no Caprica crises, no super crisis, no fleet)
  nocaprica / nosuper / nofleet / nohfleet   one of those actions off: Caprica's two crises, the super crisis,
            the Cylon Fleet, the Human Fleet (the Cylon may still go there; its action is then another or none)
  nosusp    loyal bots never act on suspicion (only on known Cylons)
  nobrig    loyal bots send a seat to the Brig only when it surely is a Cylon (bsg.BRIG_ON_SUSPICION off); titles
            and Executive Orders are still kept from suspects
  lead2     loyal bots act on suspicion only when the seat's evidence leads the others' by 2 (bsg.LEAD_TO_ACT 2.0)
  lead05    ... by 0.5 (act sooner)
  oracle    measurement only (never in engine/bots): while a loyal seat decides, its suspicion is the truth —
            bsg_suspicion.cylon_odds and lead from its seat give the seats that hold a Cylon card now (hidden or
            revealed, from the true state `Watched` keeps) 1 and every other seat 0, for that decision only
  oracle_nobrig   oracle, but to the Brig by choice only the seats its own view knows (a loyalty card seen);
            titles, Executive Orders, contributions and forced harmful picks still follow the truth
  oracle_noreveal oracle, and the hidden Cylons never reveal (the Brig's lock without the reveal it forces)
  only:card / only:box / only:picks / only:public   the hidden phase split: hidden Cylons never reveal and play as
            loyal humans (as masked) except in one part of their decisions — card: contributions to checks; box:
            crisis boxes, crisis picks, peeked cards; picks: destinations, quorum and Executive Orders, player picks
            (titles, Brig, Sickbay); public: all the rest (moves, actions, locations, vipers, skill cards)
Measured 2026-12-03, 5 players normal, 60 games: base 4, noreveal 16, nosab 6, idle 19, nosusp 10, masked 29 —
the revealed Cylons' turns (Caprica) cost the humans most; sabotage little.
Measured 2026-12-04, 5 players normal, 80 games: base 13, idle 52, nocaprica 19, nosuper 15, nofleet 19, nohfleet 11 —
no single action makes the difference: with one switched off the revealed Cylons' other actions do nearly as much.

Reveal timing (issue 28 item 3), measured 2026-12-04, load 5–15 on 2 cores. Whether the Cylons reveal matters, when
they do hardly: 5p normal 60 games base 10, noreveal 36, revealnow 12; 4p base 22, noreveal 34, revealnow 20.
Reveal rules tried as seat patches on bench_bots.py's seeds (bench-bsg-<players>-<i>, 60 games, normal, human wins
5p / 4p, against the reveal of the time 10 / 22): reveal at the first chance 12 / 20; only when forced (Brig,
exposed, distance 7, morale power lethal) 10 / 25; a titled Cylon reveals only when forced 11 / 22; from distance 4
after the Sleeper Agent phase 11 / 20. On the reveal timed by cover (bsg.reveal_value, kept): a titled Cylon keeps
cover at distance 6 too 10 / 22; reveal from distance 4 without a title 11 / 20. The timed reveal against the one it
replaced (random reveals by red resources, late turns and small hands), same seeds (0–159), same run, old vs new:
normal 5p 29 vs 32 /160, 4p 57 vs 54 /160 (winner changed in 5 and 3 games). Hard-only rules tried on top and
dropped, hard 5p + 4p /320 against the old reveal's 27 + 55: revealing as the loyal bots' acting rule would brig
me (public odds ≥ hard's act_on and lead ≥ LEAD_TO_ACT) plus revealing for a Brig or Sickbay victim (a human on
Galactica with cards + 3 for a title ≥ 5) 31 + 61 (winner changed 18 times for the humans, 8 for the Cylons);
without the victim 31 + 56; without the acting rule 29 + 61; without both (hard reveals as normal, kept) 30 + 55.
With hard Cylons against normal humans (bench_bsg_mixed.py, 60 games) the humans win 5p 15% vs 30% against normal
Cylons (4p 37% vs 37%): hard's Cylon is stronger by its sabotage, not its reveal.

Re-measured 2026-12-05 (hidden28), normal, seeds 0–399, 400 games a cell, one run per cell, load 9–15 on 2 cores;
wins/400 [95% Wilson], changed winners vs base (to the humans / to the Cylons), 5p | 4p:
  base      87 22% [18–26%]                        | 122 30% [26–35%]
  nosusp    84 21% [17–25%]  +27 −30               | 125 31% [27–36%]  +20 −17
  nobrig    86 22% [18–26%]  +27 −28               | 126 32% [27–36%]  +20 −16
  noreveal 224 56% [51–61%]  +155 −18              | 221 55% [50–60%]  +117 −18
  masked   337 84% [80–87%]  +260 −10              | 272 68% [63–72%]  +167 −17
  nosab    113 28% [24–33%]  +62 −36 (p 0.01)      | 146 36% [32–41%]  +64 −40 (p 0.02)
Summed over both cells (800 games): nosusp +47 −47 (p 1.0), nobrig +47 −44 (p 0.83): acting on suspicion neither
helps nor hurts — the 60-game finding that the loyal bots win more with nosusp (10 vs 4) was noise. Sabotage (cards
and boxes) is worth 6 points to the Cylons (+126 −76, p 0.0005); the reveal and the revealed Cylons' turns ~30
(base vs noreveal); the hidden phase without a reveal still 28 (5p) / 13 (4p) points (noreveal vs masked).
The hidden phase split (only:<part>, seeds 0–199, one run a cell; against masked 84% / 68% on 0–399), 5p | 4p:
only:card 154/200 77% [71–82%] | 130 65% [58–71%]; only:box 165 82% [77–87%] | 129 64% [58–71%]; only:picks 169
84% [79–89%] | 136 68% [61–74%]; only:public 150 75% [69–80%] | 116 58% [51–65%] (base 41 20% | 54 27%). The hidden
Cylon's cost comes from its public play (~9 / ~10 points: the moves, actions and skill cards it plays at
HIDDEN_EFFORT, quorum cards at 0.3, no Executive Orders — an action not spent for the humans is a lost action) and
its sabotaged contributions (~7 / ~3), little from the worse box (~2 / ~4) and nothing from what it does with a
title or a pick (destinations, quorum and Executive Orders targets, title hand-offs, Brig and Sickbay picks: 0 / 0;
a hidden Cylon held a title 12% / 8% of title-turns, bench_bsg_suspicion.py). The parts add to ~18 of the 28 at 5p
(the rest is their interplay: a weaker fleet makes each sabotage count more) and to ~17 of the 13 at 4p.
So the loyal bots' levers (keeping titles and picks from suspects) reach the part that costs nothing, and the Brig —
the one lever that stops both the public play and the sabotage — forces the reveal, which costs more (~30 points):
nobrig measures the two as cancelling. Acting sooner or later on suspicion is noise too (same seeds 0–399, same
run, base 87 | 122 as above): lead2 88 22% [18–26%] +17 −16 | 119 30% [25–34%] +6 −9 (sum +23 −25); lead05 83 21%
[17–25%] +2 −6 | 119 30% [25–34%] +1 −4 (sum +3 −10, p 0.09). Nothing kept: BRIG_ON_SUSPICION stays on (the bots
as they were); the loyal answer to the hidden phase is not in when to act on suspicion.

The ceiling of the loyal bots' social play (oracle28, 2026-12-05): the oracle modes, measurement only. Normal, seeds
0–399 (400 games a cell; 5p hard 0–199), one run a cell (deterministic: a rerun gave the same winners), load 2–7 on
2 cores; wins [95% Wilson], changed winners vs base (to the humans / to the Cylons, sign test), 5p | 4p | 5p hard:
  base            87 22% [18–26%]                | 142 36% [31–40%]                | 43/200 22% [16–28%]
  oracle          63 16% [13–20%] +38 −62 p 0.02 | 129 32% [28–37%] +62 −75 p 0.31 | 37 18% [14–24%] +26 −32 p 0.51
  oracle_nobrig   91 23% [19–27%] +47 −43 p 0.75 | 153 38% [34–43%] +79 −68 p 0.41 | 38 19% [14–25%] +27 −32 p 0.60
Fresh seeds 1000–1199 (200 games), 5p | 4p: base 36 18% [13–24%] | 84 42% [35–49%]; oracle 34 17% [12–23%] +23 −25 |
71 36% [29–42%] +28 −41; oracle_nobrig 45 22% [17–29%] +27 −18 | 76 38% [32–45%] +33 −41. Over the 1,200 normal
games: oracle +151 −203 (p 0.007), oracle_nobrig +186 −170 (p 0.43). So perfect suspicion does not lift the human
side with today's levers: knowing every Cylon and keeping titles, Executive Orders, picks and the check plans
(`team_check` counts on the true saboteurs) from them is worth nothing measurable (oracle_nobrig), and brigging
the sure Cylons as well costs 1–7 points (oracle vs oracle_nobrig, five cells). The Brig by choice then hits
more Cylons (sends a game, truly Cylons / humans, 5p | 4p: base 0.35/0.09 | 0.26/0.05, oracle 1.57/0.04 |
0.89/0.03) and each forces the reveal. Today's
sends by choice (Admiral's Quarters, Arrest Order, a pick where nobody may be chosen) already hit a Cylon 80% | 84%
of the time; the forced picks (a crisis's Brig that must fall on someone) 0.05/0.08 | 0.06/0.16 a game, the rules'
own sends (a failed check's current player, Sharon Valerii, the Sympathizer) 0.09/0.61 | 0.10/0.95: the 39% | 32%
Brig precision of bench_bsg_suspicion.py is mostly those, not the loyal bots' choices. The Brig's lock without the
reveal it forces (oracle_noreveal against noreveal, same seeds, same run): 5p 271 68% [63–72%] vs 225 56% [51–61%]
(+102 −56, p 0.0003), 4p 236 59% [54–64%] vs 241 60% [55–65%] (+75 −80, p 0.75): the lock is worth ~12 points at 5
players and nothing at 4, and the reveal it forces erases it (a revealed Cylon's turns cost ~30, base vs
noreveal). Not built: oracle_future (the Sleeper Agent cards too): the deal runs from whoever is current when the
phase comes, which the game's course decides, so no exact future is known before it; and it could only add Brig
sends of seats still playing loyally (worse than oracle) or trust kept from them (worth nothing, oracle_nobrig).
For issue 28: the ceiling of item 2 (acting on suspicion) with these levers is about today's rate, 5p 22–23%
[19–27%] and 4p 38% [34–43%] — far below 40% at 5 players. The 40–60% measure is out of its reach; the gap is in
the reveal and the revealed Cylons' turns (noreveal 56% | 60%) and the hidden Cylon's public play (noreveal vs
masked), not in knowing who the Cylons are. A policy built for certainty (brig only when the reveal is cheap)
is not measured here: these figures bound today's decision rules fed the truth, not every policy.
Noticed then: `quorum_play_value` counted seats already in the Brig as Arrest Order targets, so with a known
Cylon jailed a loyal bot could play Arrest Order and then had to send a human (oracle_noreveal: 0.44 humans sent by
choice a game; 0.09 | 0.05 in base). Fixed by arrest28 (below).

Brig targets as the rules give them (arrest28, 2026-12-05; kept, a rules-correctness fix): `brig_targets` — not in
the Brig already, not a revealed Cylon, not off the board while stranded (bsg.md 8.5, `board.movable_to`) — is what
Arrest Order (`quorum_play_value`) and Admiral's Quarters (`location_value`) are valued over. Modes `arrest_old`
(Arrest Order over every seat not revealed, as before) and `aq_old` (no pilots in space among the targets, as
Admiral's Quarters had it; in that mode Arrest Order's too), each paired with the fix in the same run; one run a
cell (deterministic), load 0–6 on 2 cores; wins [95% Wilson], changed winners (old vs fixed: to the humans / to
the Cylons), humans sent by choice a game fixed / old:
  arrest_old 5p  0–399   fixed 88 22% [18–26%]  old 87 22% [18–26%]  +1 −2   humans by choice 0.08 / 0.09
             4p  0–399   fixed 141 35% [31–40%] old 142 36% [31–40%] +2 −1   0.04 / 0.05
             5p hard 0–199  43 22% [16–28%] both                   +2 −2   0.09 / 0.12
             fresh 1000–1199: 5p 36 18% [13–24%] both, +0 −0; 4p 83 42% [35–48%] vs 84, +1 −0
  aq_old     0 winners changed in any of the same five cells (1,400 games; Brig sends identical but 5p hard 0.10/0.09)
Over the 800 normal games 0–399, arrest_old +3 −3 (p 1): noise, as expected; the sends it stops are rare in base.
Where they were not rare, oracle_noreveal 5p (seeds 0–399, after the fix): 264/400 66% [61–70%], humans sent by
choice 0.00 a game (0.44 before; 271 68% then, same seeds, a different run: not paired).

Run: nice -n 10 python bench/bench_bsg_damage.py [--players 5] [--level normal] [--games 60] [--modes base,idle]
     [--first 0] [--against base]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_bots import cell_args, sign_test, wilson  # noqa: E402
from bench_bsg_suspicion import is_cylon  # noqa: E402

from engine.bots import Bot, Seen, make_bot, play_match  # noqa: E402
from engine.bots import bsg as B  # noqa: E402
from engine.bots import bsg_suspicion as S  # noqa: E402
from engine.games.bsg.data import card_base  # noqa: E402
from engine.registry import get_game  # noqa: E402

MODES = (
    "base",
    "masked",
    "noreveal",
    "revealnow",
    "nosab",
    "idle",
    "nosusp",
    "nobrig",
    "lead2",
    "lead05",
    "nocaprica",
    "nosuper",
    "nofleet",
    "nohfleet",
    "only:card",
    "only:box",
    "only:picks",
    "only:public",
    "oracle",
    "oracle_nobrig",
    "oracle_noreveal",
    "arrest_old",
    "aq_old",
)
# the hidden phase's cost split by what the hidden Cylon decides (modes `only:<part>`: it never reveals and plays as
# a loyal human in every decision but that part's, as the masked control does in all of them)
PARTS = {
    "card": {"contribute"},  # sabotage of checks
    "box": {"choose", "crisis_pick", "peek_deck", "peek_place"},  # the worse box, a bad crisis kept on top
    "picks": {"destination", "quorum_play", "roslin_quorum", "eo_target", "eo_mode", "pick_player"},  # titles, picks
}
# the revealed Cylon's action each mode switches off (bsg.md 9.6)
OFF = {
    "nocaprica": lambda a, loc: a["type"] == "caprica_crises",
    "nosuper": lambda a, loc: a["type"] == "play_super",
    "nofleet": lambda a, loc: a["type"] == "activate" and loc == "cylon_fleet",
    "nohfleet": lambda a, loc: a["type"] == "activate" and loc == "human_fleet",
}


class Watched:
    """The game, keeping the true state of the match it set up: what the oracle modes read (measurement only — a
    bot never sees it); and a tally of the seats sent to the Brig (`jailed`), by how and by what they truly were."""

    def __init__(self, game: Any) -> None:
        self.game, self.state = game, None
        self.jailed: Counter[tuple[str, str]] = Counter()  # (how, "cylon" / "human") -> sends
        self.source: tuple[str, int | None] = ("", None)  # the last location activated or quorum card played, by whom

    def __getattr__(self, name: str) -> Any:
        return getattr(self.game, name)

    def setup(self, *args: Any, **kwargs: Any) -> Any:
        self.state = self.game.setup(*args, **kwargs)
        return self.state

    def apply(self, state: Any, seat: int, action: dict, rng: Any) -> Any:
        nobody = action.get("type") == "player" and any(
            a.get("seat") is None for a in self.game.legal_actions(state, seat)
        )
        before = [p["loc"] for p in state["players"]]
        events = self.game.apply(state, seat, action, rng)
        for e in (e.to_json() for e in events if e.public):
            kind, params = e["kind"], e["params"]
            if kind in ("activated", "quorum_played"):
                self.source = (params.get("location") or card_base(params.get("card") or ""), params.get("seat"))
            elif kind in ("crisis", "super_crisis_played"):
                self.source = ("crisis", None)
            elif kind == "sent" and params["location"] == "brig" and before[params["seat"]] != "brig":
                truly = "cylon" if params["seat"] in cylons_now(state) else "human"
                self.jailed[(brig_how(self.source, seat, action, nobody, cylons_now(state)), truly)] += 1
        return events


def brig_how(source: tuple[str, int | None], seat: int, action: dict, nobody: bool, cylons: set[int]) -> str:
    """How a seat came to the Brig: `choice` — a loyal seat's Admiral's Quarters or Arrest Order, or its pick
    where nobody might be picked; `forced` — a loyal seat's pick that had to fall on someone (a crisis's Brig);
    `rules` — all else (a failed check sending the current player, a Cylon's pick, Sharon Valerii, the
    Sympathizer)."""
    if source[0] in ("admirals_quarters", "arrest_order") and source[1] not in cylons:
        return "choice"
    if action.get("type") == "player" and seat not in cylons:
        return "choice" if nobody else "forced"
    return "rules"


def cylons_now(state: dict) -> set[int]:
    """The seats that are Cylons now in the true state (a Cylon loyalty card held, or a revealed Cylon player)."""
    return {s for s in range(state["n"]) if is_cylon(state, s)}


@contextmanager
def oracle(seat: int, cylons: set[int], nobrig: bool = False) -> Iterator[None]:
    """For one decision of the loyal `seat`: its suspicion is the truth (`bsg_suspicion.cylon_odds` and `lead` from
    its seat give the Cylons 1 and everyone else 0; other seats' and the public odds as ever); `nobrig`: it sends
    nobody to the Brig but those it knows are Cylons from its own view (a loyalty card seen) — titles, Executive
    Orders and forced harmful picks still follow the truth. Restored after the decision."""
    odds, lead, jail = S.cylon_odds, S.lead, B.Ctx.jail_threat

    def true_odds(view: dict, history: list[dict], who: int | None = None) -> dict[int, float]:
        if who != seat:
            return odds(view, history, who)
        return {s: float(s in cylons) for s in range(view["n"])}

    def true_lead(view: dict, history: list[dict], who: int) -> dict[int, float]:
        if who != seat:
            return lead(view, history, who)
        return {s: 10.0 if s in cylons else -10.0 for s in range(view["n"])}

    def own_jail(ctx: B.Ctx, target: int) -> float:
        return jail(ctx, target) if target in S.known_cylons(ctx.view) else 0.0

    S.cylon_odds, S.lead = true_odds, true_lead
    if nobrig:
        B.Ctx.jail_threat = own_jail  # type: ignore[method-assign]
    try:
        yield
    finally:
        S.cylon_odds, S.lead = odds, lead
        B.Ctx.jail_threat = jail  # type: ignore[method-assign]


class Switched(Bot):
    """A BSG seat with one behaviour switched off; decides only from `seen`, like any bot — but for the oracle
    modes, whose loyal seats read the true Cylons from `table` (measurement only)."""

    def __init__(self, inner: Bot, mode: str, table: Watched | None = None) -> None:
        super().__init__(inner.game, inner.level, inner.budget)
        self.inner, self.mode, self.table = inner, mode, table

    def choose(self, seen: Seen, rng: random.Random) -> dict[str, Any] | None:
        view, legal = seen.view, seen.legal
        if self.mode.startswith("oracle") and view["me"]["team"] == "human":
            assert self.table is not None and self.table.state is not None
            with oracle(seen.seat, cylons_now(self.table.state), self.mode == "oracle_nobrig"):
                return self.inner.choose(seen, rng)
        kind = (view["me"].get("decision") or {}).get("kind") or (view.get("decision") or {}).get("kind")
        hidden = view["me"]["team"] == "cylon" and not view["players"][seen.seat]["cylon_player"]
        if self.mode == "masked" or (self.mode.startswith("only:") and hidden and not self.mine(kind)):
            view = {**view, "me": {**view["me"], "team": "human"}}
        if self.mode in ("masked", "noreveal", "oracle_noreveal") or self.mode.startswith("only:"):
            legal = [a for a in legal if a.get("type") != "reveal"] or legal
        if self.mode == "revealnow":
            legal = [a for a in legal if a.get("type") == "reveal"] or legal
        if self.mode == "idle" and kind == "cylon_action" and view["players"][seen.seat]["cylon_player"]:
            legal = [a for a in legal if a.get("type") == "nothing"] or legal
        if self.mode in OFF and kind == "cylon_action" and view["players"][seen.seat]["cylon_player"]:
            loc = view["players"][seen.seat]["location"]
            legal = [a for a in legal if not OFF[self.mode](a, loc)] or legal
        return self.inner.choose(Seen(seen.seat, view, legal, seen.history), rng)

    def mine(self, kind: str | None) -> bool:
        """Whether `only:<part>` leaves this decision kind to the hidden Cylon (`public`: every kind of no part)."""
        part = self.mode.removeprefix("only:")
        if part == "public":
            return not any(kind in kinds for kinds in PARTS.values())
        return kind in PARTS[part]


def job(players: int, level: str, mode: str, index: int) -> tuple[bool, Counter[tuple[str, str]]]:
    """Whether the humans win one game with `mode`'s behaviour switched off, and who was sent to the Brig."""
    saved = dict(B.SABOTAGE), {k: dict(v) for k, v in B.FEATURES.items()}
    brig_targets = B.brig_targets
    try:
        if mode == "nosab":
            B.SABOTAGE.update({k: 0.0 for k in B.SABOTAGE})
        if mode == "nobrig":
            B.BRIG_ON_SUSPICION = False
        if mode in ("lead2", "lead05"):
            B.LEAD_TO_ACT = 2.0 if mode == "lead2" else 0.5
        if mode == "nosusp":
            for features in B.FEATURES.values():
                features["act_on"] = 1.01  # above any odds but a known Cylon's 1.0
        if mode == "arrest_old":  # Arrest Order valued over seats already in the Brig too (before arrest28)
            B.brig_targets = lambda view: [p["seat"] for p in view["players"] if not p["cylon_player"]]
        if mode == "aq_old":  # Brig targets without pilots in space, as Admiral's Quarters had them
            B.brig_targets = lambda view: [s for s in brig_targets(view) if view["players"][s]["location"] is not None]
        game = get_game("bsg")
        table = Watched(game)
        seat = Switched(make_bot(game, level), mode, table)
        state, _ = play_match(table, [seat] * players, {}, f"bench-bsg-{players}-{index}")  # type: ignore[arg-type]
        return state["winner"] == "human", table.jailed
    finally:
        B.BRIG_ON_SUSPICION, B.LEAD_TO_ACT, B.brig_targets = True, 1.0, brig_targets
        B.SABOTAGE.update(saved[0])
        for k, v in saved[1].items():
            B.FEATURES[k].update(v)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    cell_args(parser, 60)
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--against", default="base", help="the mode the others are paired with")
    args = parser.parse_args()
    modes = [m for m in args.modes.split(",") if m in MODES]
    ref = args.against
    if ref not in modes:
        modes.insert(0, ref)
    started = time.perf_counter()
    seeds = range(args.first, args.first + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = {m: [pool.submit(job, args.players, args.level, m, i) for i in seeds] for m in modes}
        results = {m: [f.result() for f in fs] for m, fs in futures.items()}
    won = {m: [w for w, _ in rs] for m, rs in results.items()}
    print(
        f"BSG {args.players}p {args.level}: the human side's wins with one behaviour off "
        f"({args.games} seeds from {args.first}; changed winners vs {ref}: to the humans / to the Cylons, sign test; "
        "Brig: seats sent there per game by how, truly Cylons / humans then)"
    )
    for m in modes:
        wins = sum(won[m])
        low, high = wilson(wins, args.games)
        gained = sum(w and not b for w, b in zip(won[m], won[ref], strict=True))
        lost = sum(b and not w for w, b in zip(won[m], won[ref], strict=True))
        rate = f"{wins:>4}/{args.games} {wins / args.games:4.0%} [{low:.0%}–{high:.0%}]"
        jailed = sum((j for _, j in results[m]), Counter())
        brig = "  ".join(
            f"{how} {jailed[(how, 'cylon')] / args.games:.2f}/{jailed[(how, 'human')] / args.games:.2f}"
            for how in ("choice", "forced", "rules")
        )
        print(
            f"{m:<15} {rate}  vs {ref} {wins - sum(won[ref]):+d} (+{gained} −{lost}, p {sign_test(gained, lost):.2g})"
            f"  Brig {brig}"
        )
    print(f"wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
