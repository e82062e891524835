"""The last stretch of BSG all-bot games (issue 28): how the humans reach Kobol and how the wait there goes.

Measure (default): all-bot games at one level on bench_bots.py's seeds (`bench-bsg-<players>-<index>`): the legs of
the journey by the distance they start at (crises drawn by humans and by revealed Cylons at Caprica, resources lost
per crisis, how the leg ended: auto-jump, FTL from position 3 or 4, end of the game), the state on arrival at Kobol
(distance 8+) and the wait there for won and lost games, the chance that a crisis drawn at Kobol is the last by the
lowest resource, the loyal turns at Kobol with FTL Control usable, the choices on the crises that move the jump
track, and the crises revealed Cylons play at Caprica (which, the boxes chosen and by whom, what they cost).
`--variant NAME`: paired, each seed played without and with one change (a `bsg_checks.SWITCHES` entry set in the
worker), the games whose winner changed each way and a sign test on them.

Measured 2026-12-04/05, normal, seeds 0–159, load 9–19 on 2 cores (5p / 4p):
  human side wins 33 (21%) / 39 (24%; issue28_context's 54 of 160 predates main's latest bots); reach Kobol 88 /
    91, win there 33 / 39. What sets the track on arrival: every jump resets it to 0 (jumps.t_jump_end), FTL or
    auto-jump alike, so the final leg always starts from 0 — ~8.75 crises to the auto-jump, ~7 to FTL on 4 (−1
    population on a roll of 1–6), ~5.25 to FTL on 3 (−3 population). The
    jump into Kobol (5p): auto 43, FTL on 3 29, FTL on 4 16.
  legs: 6.1–7.4 human crises each (Caprica adds 0.5–0.6 from distance 6), resources lost per crisis 0.8 on the first
    leg, 0.9–1.2 later (1.06 / 1.21 at distance 6 / 7, 0.94 at Kobol) — the wait is no dearer than the road.
  the wait is short for the winners, the losers arrive spent (5p): won at Kobol arrive with fuel 2.2, food 4.3,
    morale 5.0, population 6.2 (lowest 2.0) and wait 5.1 + 0.5 crises, 23 of 33 jumping by FTL from 3 (population
    > 3); lost there arrive with 1.8 / 3.6 / 3.6 / 3.6 (lowest 1.4) and last 3.5 + 0.5 crises (track at the end 0:
    19, 1: 13, 2: 6, 3: 12, 4: 5). Lowest resource on arrival, lost: 0 16 (the jump into Kobol took the last fuel, 13,
    or population, 5: lost on the arrival turn), 1 14, 2 15, 3 7, 4 3; won: 1 8, 2 16, 3 9. 4p alike (lowest on
    arrival 1.6 lost vs 2.4 won; track at the end 0: 18, 1: 9, 2: 12, 3: 8).
  at Kobol a crisis is the last one (a loss) 0.13 of the time with the lowest resource on 1 (173 crises), 0.07 on 2
    (176), 0.03 on 3 (76): bsg.CRISIS_HAZARD assumes 0.25 / 0.12 / 0.06. Loyal turns at Kobol with the track on 3+
    in lost games are few and with population too low to jump (track 3 and population ≤ 2: 15; track 4 and
    population 1: 5): the bots wait there rightly; in won games they jump.
  crises that move the jump track (5p, 160 games): Crippled Raider's Gamble 61 times, its check (+1 track) 9;
    Network Computers' check 36, Stay offline (−1 population and −1 track) 34 — bsg_eval valued a step of the
    track at a flat 1.5, less than the ~1.75 crises it spares (each ~1.2–6 resource units as the resources thin).
  revealed Cylons' crises at Caprica (lever 2, 5p, 160 games): 1.02 a game, 0.66 resources lost in the turn each
    (the Cylon mostly picks Cylon attacks — Surrounded 10, Jammed Assault 6, Tactical Strike 5 — whose ships cost
    later); the humans choose a box on only 13 of the 163 (Food Shortage's Ration and discard 9): there is no human
    choice there worth changing.
  where the loyal turns at Kobol with the track on 3+ start (5p, 100): Sickbay 16, Brig 14, the rest on Galactica.

Changes tried as paired switches (`--variant`, the same seeds without and with the change in the same worker; human
wins; winner changed for / against the humans; load 11–19 on 2 cores; track and kobol_wait with in_turn on in both
arms) and dropped:
  in_turn: a destination's effects valued in order where the turn leaves the resources (a resource at 0 loses only
    at the turn's end, so Tylium Planet's raptor can refill the fuel its jump took), and the jumps its distance
    spares worth nothing where the turn's end loses the game — bsg_eval.destination_value rated a destination that
    reaches Kobol and takes the last fuel at +39 (jump_worth grows with crisis_cost as the resources thin, past the
    loss) and the Admiral took it: 5p seeds 0–199 41 → 41 (+1 / −1), 200–499 73 → 73 (+1 / −1); 4p 0–199 54 → 58
    (+4 / −0), 200–499 98 → 98 (+2 / −2): +8 / −4 over 1,000 games (p 0.39). Arrivals at Kobol with no fuel fell
    from 13 to 7 (5p, 160) but those fleets, on their last fuel, were lost there soon after. A true fix that moves
    ~1% of games. Its code and test are in the commit before its revert (b36cb1b), for a cherry-pick.
  track: a step of the jump track worth the ~1.75 crises it spares at bsg_checks.crisis_cost × (1 + revealed /
    others), at most 10 (not a flat 1.5; Crippled Raider's check, Network Computers' check, the contributions to
    them): 5p 0–199 41 → 47 (+15 / −9), 4p 0–199 58 → 68 (+18 / −8), p 0.03 over those 400; fresh seeds 1000–1199
    5p 40 → 33 (+7 / −14), 4p 72 → 71 (+19 / −20): +59 / −51 over 800, a reshuffle.
  kobol_wait: at Kobol the hazard of a crisis measured (0.13 / 0.07 / 0.03, not bsg.CRISIS_HAZARD's 0.25 / 0.12 /
    0.06) and, on position 3, waiting for position 4 (1.75 crises, then FTL risking 1 population) counted beside
    waiting for the auto-jump: it changes the choice only with two Cylons revealed and population ≤ 3 — 5p 0–199
    41 → 40 (+0 / −1), 4p 58 → 58 (+0 / −0).
Kept (2026-12-05, jump28), `--variant caprica`: a revealed Cylon's Caprica pick valued as the rules resolve it
  (bsg_eval.crisis_value(caprica=True); bsg.md §6.3 and `caprica`: no H5/H6, so neither the −1 for the activation
  icon nor the +1.5 for the jump icon, and the check-or-alternative box the card gives the current player is the
  Cylon's, so the worse of the two, not the better). A rules fix of the Cylon side, kept because it is right and
  not worse for the Cylons beyond noise (human wins; winner changed for / against the humans; load 5–8):
  5p normal 0–399 87 → 86 (+5 / −6), 4p normal 0–399 142 → 145 (+13 / −10); fresh 5000–5399 5p 95 → 95 (+4 / −4),
  4p 122 → 123 (+10 / −9); 5p hard 0–399 76 → 79 (+5 / −2). Over the 2,000 paired games +37 / −31 (p 0.55): the
  Cylons lose 6 games, noise. The picks change (5p normal 0–159, off → on): Caprica crises 123 → 117, Cylon attacks
  among them 35 → 31, resources lost in the turn 0.67 → 0.74 each (more checks whose failure the Cylon now picks:
  Analyze Enemy Fighter 3 → 6, Network Computers, Forced Water Mining) — but a Caprica crisis seldom decides a game.
So the humans do not die waiting so much as they arrive spent: the last leg costs what every leg costs (~1 resource
a crisis), and the games are lost by the resources that ~30 crises before it wore down.
Run: nice -n 10 python bench/bench_bsg_kobol.py [--players 5] [--level normal] [--games 160] [--first 0]
     [--variant stake]   (any bsg_checks.SWITCHES entry)
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_bots import cell_args, sign_test, wilson  # noqa: E402

from engine.bots import bsg_checks as CH  # noqa: E402
from engine.bots import derive_rng, make_bot, next_move, play_match, public  # noqa: E402
from engine.games.bsg.board import team  # noqa: E402
from engine.registry import get_game  # noqa: E402

RESOURCES = ("fuel", "food", "morale", "population")
FINAL = 8
JUMP_CHOICES = ("crippled_raider", "network_computers", "raiding_party", "jump_computer_failure")


def leg(state: dict[str, Any]) -> dict[str, Any]:
    """A new leg of the journey (from one jump to the next): where it starts and what the fleet holds."""
    return {
        "distance": state["distance"],
        "start": dict(state["resources"]),
        "turn": state["turn"],
        "crises": 0,
        "cylon_crises": 0,
        "ftl_chances": 0,
        "track_max": 0,
        "how": "end",
        "end": None,
    }


def job(players: int, level: str, index: int) -> dict[str, Any]:
    """One game: its legs (distance at the start, crises drawn by humans and by revealed Cylons, resources at the
    start and the end, how the leg ended: auto / ftl3 / ftl4 / end) and the winner."""
    game = get_game("bsg")
    seats = [make_bot(game, level)] * players
    seed = f"bench-bsg-{players}-{index}"
    state = game.setup(players, {}, derive_rng(seed, 0))
    chooser = random.Random(f"match:{seed}")
    history: list[dict[str, Any]] = []
    legs = [leg(state)]
    jump_choices: Counter = Counter()
    moves = 0
    ftl_track = None
    hazard: list[list[int]] = []  # at Kobol: the lowest resource when a crisis is drawn, whether it was the last
    caprica: Counter = Counter()  # the crises revealed Cylons play at Caprica: the boxes chosen, by whom, the cost
    at_caprica: tuple[str, dict[str, int]] | None = None
    kobol_turns: list[tuple[int, int, str]] = []  # loyal turns at Kobol with the track on 3+: track, population, where
    while game.result(state) is None and moves < 20_000:
        seat, action = next_move(game, state, seats, history, f"{seed}:{moves}", chooser)
        track = state["jump"]
        at_turn_start = state["turn"]
        moves += 1
        events = public(game.apply(state, seat, action, derive_rng(seed, moves)))
        history += events
        cur = legs[-1]
        cur["track_max"] = max(cur["track_max"], state["jump"])
        if at_caprica is not None and state["turn"] != at_turn_start:
            caprica[f"lost:{at_caprica[0]}"] += sum(max(0, at_caprica[1][k] - state["resources"][k]) for k in RESOURCES)
            at_caprica = None
        for e in events:
            kind, p = e["kind"], e["params"]
            if kind == "roll" and p.get("why") == "ftl_control":
                ftl_track = track
            if kind == "crisis":
                if state["distance"] >= FINAL:
                    hazard.append([min(state["resources"].values()), 0])
                if state["players"][p["seat"]]["cylon_player"]:
                    cur["cylon_crises"] += 1
                    at_caprica = (p["card"], dict(state["resources"]))
                    caprica[f"card:{p['card']}"] += 1
                else:
                    cur["crises"] += 1
            if kind == "chose" and p.get("src") in JUMP_CHOICES:
                jump_choices[
                    f"{p['src']}:{p.get('label')}:{'cylon' if state['players'][p['seat']]['cylon_player'] else 'h'}"
                ] += 1
            if kind == "chose" and at_caprica is not None and p.get("src") == at_caprica[0]:
                who = "cylon" if state["players"][p["seat"]]["cylon_player"] else "human"
                caprica[f"chose:{who}:{p['src']}:{p.get('label')}"] += 1
            if kind == "check_result" and at_caprica is not None:
                caprica[f"check:{at_caprica[0]}:{p.get('result', p.get('outcome'))}"] += 1
            if kind == "distance":
                cur["how"] = f"ftl{ftl_track}" if ftl_track is not None else "auto"
                cur["end"] = dict(state["resources"])
                ftl_track = None
                legs.append(leg(state))
        # a loyal human's turn at Kobol with FTL Control usable: did anyone take it?
        if state["turn"] != at_turn_start and state["jump"] >= 3:
            cur = legs[-1]
            if team(state, state["current"]) == "human" and not state["players"][state["current"]]["cylon_player"]:
                cur["ftl_chances"] += 1
                if state["distance"] >= FINAL:
                    pl = state["players"][state["current"]]
                    kobol_turns.append((state["jump"], state["resources"]["population"], pl["loc"]))
    if hazard and state["winner"] != "human":
        hazard[-1][1] = 1
    legs[-1]["end"] = dict(state["resources"])
    legs[-1]["track_end"] = state["jump"]
    return {
        "human": state["winner"] == "human",
        "end": state["end_reason"],
        "legs": legs,
        "jump_choices": jump_choices,
        "turn": state["turn"],
        "hazard": hazard,
        "kobol_turns": kobol_turns,
        "caprica": caprica,
    }


def report(results: list[dict[str, Any]]) -> None:
    n = len(results)
    wins = sum(r["human"] for r in results)
    low, high = wilson(wins, n)
    print(f"human side wins {wins}/{n} {wins / n:.0%} [{low:.0%}–{high:.0%}]")
    kobol = [r for r in results if r["legs"][-1]["distance"] >= FINAL]
    print(f"reached Kobol: {len(kobol)}/{n}, won there {sum(r['human'] for r in kobol)}")
    # per leg by the distance it starts at
    rows: dict[int, list[dict[str, Any]]] = {}
    for r in results:
        for lg in r["legs"]:
            rows.setdefault(min(lg["distance"], FINAL), []).append(lg)
    print("legs by start distance: n, crises (human+cylon), resources lost per crisis, how they ended")
    for d, legs in sorted(rows.items()):
        crises = sum(lg["crises"] + lg["cylon_crises"] for lg in legs)
        lost = sum(sum(max(0, lg["start"][k] - lg["end"][k]) for k in RESOURCES) for lg in legs)
        hows = Counter(lg["how"] for lg in legs)
        print(
            f"  {d}: {len(legs):4d} legs, crises {sum(lg['crises'] for lg in legs) / len(legs):.2f}+"
            f"{sum(lg['cylon_crises'] for lg in legs) / len(legs):.2f}, lost/crisis {lost / max(1, crises):.2f}, "
            + ", ".join(f"{k} {v}" for k, v in sorted(hows.items()))
        )
    # at Kobol: the arrival, the wait
    for label, group in (("won", [r for r in kobol if r["human"]]), ("lost", [r for r in kobol if not r["human"]])):
        if not group:
            continue
        arrive = [r["legs"][-1]["start"] for r in group]
        final = [r["legs"][-1] for r in group]
        g = len(group)
        print(
            f"  at Kobol, {label} ({g}): arrive with "
            + ", ".join(f"{k} {sum(a[k] for a in arrive) / g:.2f}" for k in RESOURCES)
            + f", min {sum(min(a.values()) for a in arrive) / g:.2f}; crises there "
            f"{sum(lg['crises'] for lg in final) / g:.2f}+{sum(lg['cylon_crises'] for lg in final) / g:.2f}"
            f"; loyal turns with the track on 3+: {sum(lg['ftl_chances'] for lg in final) / g:.2f}; "
            f"track max {Counter(lg['track_max'] for lg in final)}; how {Counter(lg['how'] for lg in final)}"
        )
    arrivals = Counter(r["legs"][-1]["distance"] for r in kobol)
    print("  arrival distance: " + ", ".join(f"{k} {v}" for k, v in sorted(arrivals.items())))
    previous = Counter(r["legs"][-2]["how"] for r in kobol if len(r["legs"]) > 1)
    print("  the jump into Kobol: " + ", ".join(f"{k} {v}" for k, v in sorted(previous.items())))
    lost_kobol = [r for r in kobol if not r["human"]]
    print("  lost at Kobol by cause: " + str(Counter(r["end"] for r in lost_kobol)))
    print("  track at the end, lost at Kobol: " + str(Counter(r["legs"][-1].get("track_end") for r in lost_kobol)))
    dead = Counter(
        f"{k}:{r['legs'][-1]['start'][k]}" for r in lost_kobol for k in RESOURCES if r["legs"][-1]["end"][k] <= 0
    )
    print(
        "  lost at Kobol by resource: its value on arrival: " + ", ".join(f"{k} {v}" for k, v in sorted(dead.items()))
    )
    for label, group in (("won", [r for r in kobol if r["human"]]), ("lost", lost_kobol)):
        mins = Counter(min(r["legs"][-1]["start"].values()) for r in group)
        print(f"  lowest resource on arrival, {label}: " + ", ".join(f"{k} {v}" for k, v in sorted(mins.items())))
    hz: dict[int, list[int]] = {}
    for r in results:
        for low, last in r["hazard"]:
            hz.setdefault(min(low, 4), []).append(last)
    print(
        "  at Kobol, the chance that a crisis is the last (a loss), by the lowest resource when it is drawn: "
        + ", ".join(f"{k}: {sum(v) / len(v):.2f} of {len(v)}" for k, v in sorted(hz.items()))
    )
    kt = Counter((t, min(pop, 5), "won" if r["human"] else "lost") for r in kobol for t, pop, _ in r["kobol_turns"])
    print("  loyal turns at Kobol, track 3+ (track, population ≤5, outcome): " + str(sorted(kt.items())))
    where = Counter(loc for r in kobol for _, _, loc in r["kobol_turns"])
    print("  where those turns start: " + str(where))
    cap = sum((r["caprica"] for r in results), Counter())
    cards = sum(v for k, v in cap.items() if k.startswith("card:"))
    lost = sum(v for k, v in cap.items() if k.startswith("lost:"))
    print(f"Caprica crises: {cards / n:.2f} a game, {lost / max(1, cards):.2f} resources lost each (in that turn)")
    for prefix in ("card:", "lost:", "chose:", "check:"):
        rows = sorted(((k[len(prefix) :], v) for k, v in cap.items() if k.startswith(prefix)), key=lambda kv: -kv[1])
        print(f"  {prefix} " + ", ".join(f"{k} {v}" for k, v in rows[:14]))
    print("  jump-track choices: " + str(sum((r["jump_choices"] for r in results), Counter())))


# -- paired variants: the bots as they are against one change, on the same seeds in the same worker ---------------
def paired_job(players: int, level: str, variant: str, index: int) -> tuple[bool, bool]:
    """One seed played without and with `variant` (a `bsg_checks.SWITCHES` entry): whether the humans win each."""
    game = get_game("bsg")
    wins = []
    saved = dict(CH.SWITCHES)
    for on in (False, True):
        CH.SWITCHES[variant] = on
        try:
            state, _ = play_match(game, [make_bot(game, level)] * players, {}, f"bench-bsg-{players}-{index}")
        finally:
            CH.SWITCHES.update(saved)
        wins.append(state["winner"] == "human")
    return wins[0], wins[1]


def paired(players: int, level: str, variant: str, seeds: range, jobs: int) -> None:
    with ProcessPoolExecutor(jobs) as pool:
        n = len(seeds)
        rows = list(pool.map(paired_job, [players] * n, [level] * n, [variant] * n, seeds))
    base, var = sum(b for b, _ in rows), sum(v for _, v in rows)
    gained = sum(v and not b for b, v in rows)
    lost = sum(b and not v for b, v in rows)
    (bl, bh), (vl, vh) = wilson(base, n), wilson(var, n)
    print(
        f"{players}p {level} seeds {seeds.start}–{seeds.stop - 1}, {variant}: without {base}/{n} "
        f"[{bl:.0%}–{bh:.0%}], with {var}/{n} [{vl:.0%}–{vh:.0%}]; winner changed +{gained} / −{lost} "
        f"(sign test p {sign_test(gained, lost):.3f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    cell_args(parser, 160)
    parser.add_argument("--variant", choices=sorted(CH.SWITCHES), help="paired: the bots without and with a switch")
    args = parser.parse_args()
    if args.variant:
        paired(args.players, args.level, args.variant, range(args.first, args.first + args.games), args.jobs)
        return
    started = time.perf_counter()
    seeds = range(args.first, args.first + args.games)
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(job, [args.players] * len(seeds), [args.level] * len(seeds), seeds))
    print(f"{args.players}p {args.level}, seeds {args.first}–{args.first + args.games - 1}")
    report(results)
    print(f"({time.perf_counter() - started:.0f} s)")


if __name__ == "__main__":
    main()
