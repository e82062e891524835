"""The last stretch of BSG all-bot games (issue 28): how the humans reach Kobol and how the wait there goes.

(Figures and what was tried: below, filled in by the session that wrote it.)

Run: nice -n 10 python bench/bench_bsg_kobol.py [--players 5] [--level normal] [--games 160] [--first 0]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_bots import wilson  # noqa: E402

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
    hazard: list[
        tuple[int, int]
    ] = []  # at Kobol: (the lowest resource when a crisis is drawn, whether it was the last)
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
        for e in events:
            kind, p = e["kind"], e["params"]
            if kind == "roll" and p.get("why") == "ftl_control":
                ftl_track = track
            if kind == "crisis":
                if state["distance"] >= FINAL:
                    hazard.append([min(state["resources"].values()), 0])
                if state["players"][p["seat"]]["cylon_player"]:
                    cur["cylon_crises"] += 1
                else:
                    cur["crises"] += 1
            if kind == "chose" and p.get("src") in JUMP_CHOICES:
                jump_choices[
                    f"{p['src']}:{p.get('label')}:{'cylon' if state['players'][p['seat']]['cylon_player'] else 'h'}"
                ] += 1
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
        print(
            f"  at Kobol, {label} ({len(group)}): arrive with "
            + ", ".join(f"{k} {sum(a[k] for a in arrive) / len(group):.2f}" for k in RESOURCES)
            + f", min {sum(min(a.values()) for a in arrive) / len(group):.2f}; crises there "
            f"{sum(lg['crises'] for lg in final) / len(group):.2f}+{sum(lg['cylon_crises'] for lg in final) / len(group):.2f}"
            f"; loyal turns with the track on 3+: {sum(lg['ftl_chances'] for lg in final) / len(group):.2f}; "
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
    print("  jump-track choices: " + str(sum((r["jump_choices"] for r in results), Counter())))


# -- paired variants: the bots as they are against one change, on the same seeds in the same worker ---------------
def sign_test(gained: int, lost: int) -> float:
    """Two-sided sign test on the games whose winner changed (exact binomial, p = 1/2)."""
    n, k = gained + lost, min(gained, lost)
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


# each variant: how to set the bots as they were (False) or with the change (True), in this worker only
VARIANTS: dict[str, Callable[[bool], None]] = {
    "in_turn": lambda on: CH.SWITCHES.update(in_turn=on),
}


def paired_job(players: int, level: str, variant: str, index: int) -> tuple[bool, bool]:
    """One seed played without and with `variant`: whether the humans win each."""
    game = get_game("bsg")
    wins = []
    for on in (False, True):
        VARIANTS[variant](on)
        try:
            state, _ = play_match(game, [make_bot(game, level)] * players, {}, f"bench-bsg-{players}-{index}")
        finally:
            VARIANTS[variant](True)
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
        f"{players}p {level} seeds {seeds.start}–{seeds.stop - 1}, {variant}: without {base}/{n} [{bl:.0%}–{bh:.0%}], "
        f"with {var}/{n} [{vl:.0%}–{vh:.0%}]; winner changed +{gained} / −{lost} (sign test p {sign_test(gained, lost):.3f})"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=160)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variant", choices=sorted(VARIANTS), help="paired: the bots without and with a change")
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
