"""Where the BSG human side loses after a Cylon reveals (issue 28, the loyal bots' counterplay): all-bot games at one
level on bench_bots.py's seeds (`bench-bsg-<players>-<index>`), hidden Cylons ("base") beside the masked control
(the Cylons play as humans and never reveal; a Sympathizer dealt with no resource in the red still becomes a revealed
Cylon), revealed Cylons that take no action ("idle") and the other seat
switches of bench_bsg_damage.py (noreveal, revealnow, nocaprica, nosuper, nofleet, nohfleet), on the same seeds in the
same run.

Per mode: the human side's wins (95% interval), how the games end (a lost resource named), the lost games by distance
and jump track at the end and those lost at Kobol (distance 8+) by cause, the state at the first reveal and at the
end (distance, turn, resources, loyal humans in the Brig, damaged locations, centurions), the loyal and the Cylon turns
after the first reveal and the resources lost per human turn after it, and what the revealed Cylons did to the seats
(the reveal power played; who their moves sent to the Brig or Sickbay: a loyal human, the President, the Admiral, and
the cards that seat held).

Measured 2026-12-04, normal, 160 games a cell, load 8–11 on 2 cores (5p / 4p):
  human side wins: base 32 (20%) / 54 (34%), masked 132 (82%) / 106 (66%), idle 103 (64%) / 118 (74%); fresh 5p seeds
    160–319: base 37 (23%).
  5p hard: base 30 (19%), masked 132 (82%), idle 102 (64%); lost to population 40, boarding 34, fuel 19, morale 15,
    Galactica 12 (idle: boarding 8, Galactica 6).
  how base games are lost (5p): resources 86 (fuel 32, population 28, morale 13, food 8), Galactica destroyed 21,
    boarding 21; idle: resources 41, Galactica 2, boarding 7. 4p base: population 47, Galactica 15, fuel 14, morale
    11, boarding 7; idle: Galactica 0, boarding 3. The revealed Cylons' Cylon Fleet turns (basestars at Galactica,
    centurions advanced) account for most of the difference beside the resources (damaged at the end 2.2 vs 0.7,
    centurions 1.2 vs 0.4, 5p).
  where: 61 of the 128 lost 5p games are lost at Kobol (distance 8+: fuel 21, Galactica 11, morale 9, boarding 7,
    population 6), 40 of them with the jump track on 0–2 (waiting for the final jump) — the humans reach Kobol and
    die waiting; only 11 are lost with FTL Control usable (track 3–4). bench_bsg_kobol.py looked closer: they
    arrive spent (16 of 55 lost on the arrival turn itself), the wait costs what every leg costs.
  when: the first reveal comes at distance 4.1, turn 15 (fuel 4.8, food 5.6, morale 6.9, population 8.1); after it
    5p games last 14.6 human and 6.0 Cylon turns (idle: 18.1 and 7.8) and lose 0.96 resources a human turn (idle
    0.75); base games end at distance 7.05, turn 36 (idle 7.9, turn 41).
  reveal powers (5p, a game): Brig 0.49, Sickbay 0.45, Galactica damage 0.48, morale 0.44; the revealed Cylons' moves
    sent 0.28 seats a game to the Brig and 0.13 to Sickbay, 0.40 of them loyal (almost never their hidden partner),
    the President 0.19, the Admiral 0.07, holding 5 cards each on average.

After 0.5.6's tuned loyal constants (bench/tune_bsg.py) and the Admiral's in_turn destination fix, 2026-12-05, seeds
0–159, load 1–4: human side wins 5p normal 34 (21%) [16–28], 4p normal 59 (37%) [30–45], 5p hard 33 (21%) [15–28],
4p hard 59 (37%) [30–45]; masked 127 / 120 / 127 / 114. (4p normal on the code before them: 39 here, 108/320 on seeds
1000–1319 both before and after bsgplay's draw sets: its 54 → 39 on seeds 0–159 was a reshuffle, not a loss.)

Loyal answers to the revealed Cylons tried as module switches on these findings and dropped (human wins vs base,
same seeds, same run; 5p seeds 0–159 / 4p 0–159 / 5p 160–319):
  repair: a repair (the Repair card's action and the move to a damaged location with one) worth 12 / 4 / 1.5 more
    when Galactica can take 1 / 2 / 3 more location hits, counting each revealed Cylon's turn as one hit: 0 / – / +3
    (Galactica destroyed 21 → 17, 18 → 14; the saved games were lost to resources);
  armory: the Armory's urgency (ARMORY_URGENCY) read at the furthest centurion's position + the revealed Cylons (each
    may advance it once from the Cylon Fleet before the humans act again): −3 / – / –; with repair −3;
  the same two at 5p hard (seeds 0–159): armory +2 (boarding 34 → 25), repair + armory +5 (boarding 34 → 21);
  basestar: a hit on a basestar (bsg_combat.basestar_value) × 1 + revealed / loyal-or-hidden seats: −2 / – / –;
    with repair +1 / 0 / +3 (4p: Galactica destroyed 15 → 10);
  kobol: a resource's worth (bsg_checks.journey_left) counts the final jump's ~8.75 crises as 1.9 distance units (not
    1.0), the track 0.38 a step (not 0.25), and the whole × 1 + revealed / loyal-or-hidden seats: +1 / −3 / −1
    (winner changed in 31 / 37 / 29 games: a reshuffle); all four together 4p −3.
Every variant moved the cause of the losses (Galactica, boarding, fuel) without moving the wins: after a reveal the
humans are short on every front at once, and a loss saved on one is lost on another within the same few turns.

Run: nice -n 10 python bench/bench_bsg_after_reveal.py [--players 5] [--level normal] [--games 160] [--first 0]
     [--modes base,masked,idle]
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

from bench_bots import cell_args, wilson  # noqa: E402
from bench_bsg_damage import Switched  # noqa: E402

from engine.bots import derive_rng, make_bot, next_move, public  # noqa: E402
from engine.games.bsg.board import team  # noqa: E402
from engine.registry import get_game  # noqa: E402

RESOURCES = ("fuel", "food", "morale", "population")
MODES = ("base", "masked", "idle", "noreveal", "revealnow", "nocaprica", "nosuper", "nofleet", "nohfleet")  # Switched


def snapshot(state: dict[str, Any]) -> Counter:
    """The figures of one moment: distance, jump track, turn, resources, loyal humans in the Brig, damaged
    locations, centurions on the boarding track."""
    loyal = [p for i, p in enumerate(state["players"]) if team(state, i) == "human"]
    out = Counter(state["resources"])
    out.update(
        distance=state["distance"],
        jump=state["jump"],
        turn=state["turn"],
        loyal_brig=sum(p["loc"] == "brig" for p in loyal),
        damaged=len(state["damaged"]),
        centurions=len(state["centurions"]),
    )
    return out


def power_target(state: dict[str, Any], before: list[dict[str, Any]], seat: int) -> Counter:
    """Whom a revealed Cylon's move (its reveal power, a Caprica crisis's choice) sent to the Brig or Sickbay: their
    team, titles and the cards they held before it."""
    out: Counter = Counter()
    for i, (old, new) in enumerate(zip(before, state["players"], strict=True)):
        if i != seat and old["loc"] != new["loc"] and new["loc"] in ("brig", "sickbay"):
            out[f"to_{new['loc']}"] += 1
            out["victim_loyal"] += team(state, i) == "human"
            out["victim_admiral"] += state["admiral"] == i
            out["victim_president"] += state["president"] == i
            out["victim_cards"] += len(old["hand"])
    return out


def job(players: int, level: str, mode: str, index: int) -> dict[str, Any]:
    """One game in `mode`: the winner, the end, the figures at the first reveal and after it."""
    game = get_game("bsg")
    bot = Switched(make_bot(game, level), mode)
    seats = [bot] * players
    seed = f"bench-bsg-{players}-{index}"
    state = game.setup(players, {}, derive_rng(seed, 0))
    chooser = random.Random(f"match:{seed}")
    history: list[dict[str, Any]] = []
    at_reveal: Counter | None = None
    turns: Counter = Counter()
    powers: Counter = Counter()
    last_turn, moves = state["turn"], 0
    while game.result(state) is None and moves < 20_000:
        seat, action = next_move(game, state, seats, history, f"{seed}:{moves}", chooser)
        before = [dict(p) for p in state["players"]]
        moves += 1
        history += public(game.apply(state, seat, action, derive_rng(seed, moves)))
        if action.get("type") == "reveal":
            powers[f"card_{action['card'].split('#')[0]}"] += 1
        if state["players"][seat]["cylon_player"]:
            powers.update(power_target(state, before, seat))
        if at_reveal is None and any(p["cylon_player"] for p in state["players"]):
            at_reveal = snapshot(state)
        if at_reveal is not None and state["turn"] != last_turn:
            turns["cylon" if state["players"][state["current"]]["cylon_player"] else "human"] += 1
        last_turn = state["turn"]
    end = state["end_reason"]
    if end == "resources":
        end += ":" + ",".join(r for r in RESOURCES if state["resources"][r] <= 0)
    return {
        "human": state["winner"] == "human",
        "end": end,
        "at_reveal": at_reveal,
        "at_end": snapshot(state),
        "turns": turns,
        "revealed": sum(p["cylon_player"] for p in state["players"]),
        "powers": powers,
    }


def mean(rows: list[Counter], key: str) -> float:
    return sum(r[key] for r in rows) / max(1, len(rows))


def report(mode: str, results: list[dict[str, Any]], base: int) -> None:
    n = len(results)
    wins = sum(r["human"] for r in results)
    low, high = wilson(wins, n)
    print(f"\n{mode}: human side wins {wins}/{n} {wins / n:.0%} [{low:.0%}–{high:.0%}]  vs base {wins - base:+d}")
    ends = Counter(r["end"] for r in results)
    print("  ends: " + ", ".join(f"{k} {v}" for k, v in ends.most_common()))
    lost = Counter((r["at_end"]["distance"], r["at_end"]["jump"]) for r in results if not r["human"])
    print(
        "  lost games by distance/jump track at the end: "
        + ", ".join(f"{d}/{j} {v}" for (d, j), v in sorted(lost.items()))
    )
    kobol = Counter(r["end"] for r in results if not r["human"] and r["at_end"]["distance"] >= 8)
    print("  lost at Kobol (distance 8+): " + ", ".join(f"{k} {v}" for k, v in kobol.most_common()))
    revealed = [r for r in results if r["at_reveal"] is not None]
    if not revealed:
        return
    for label, rows in (("reveal", [r["at_reveal"] for r in revealed]), ("end", [r["at_end"] for r in revealed])):
        keys = ("distance", "turn", *RESOURCES, "loyal_brig", "damaged", "centurions")
        print(f"  at the {label:<6} ({len(rows)} games): " + ", ".join(f"{k} {mean(rows, k):.2f}" for k in keys))
    turns = sum((r["turns"] for r in revealed), Counter())
    lost = sum(sum(max(0, r["at_reveal"][k] - r["at_end"][k]) for k in RESOURCES) for r in revealed)
    print(
        f"  after the reveal: loyal-or-hidden turns {turns['human'] / len(revealed):.1f}, cylon turns "
        f"{turns['cylon'] / len(revealed):.1f} a game, resources lost {lost / max(1, turns['human']):.2f} a human "
        f"turn, revealed at the end {mean(revealed, 'revealed'):.2f}"
    )
    powers = sum((r["powers"] for r in results), Counter())
    print("  reveal powers (per game): " + ", ".join(f"{k} {v / n:.2f}" for k, v in sorted(powers.items())))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    cell_args(parser, 160)
    parser.add_argument("--modes", default="base,masked,idle")
    args = parser.parse_args()
    modes = [m for m in args.modes.split(",") if m in MODES]
    if "base" not in modes:
        modes.insert(0, "base")
    seeds = range(args.first, args.first + args.games)
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = {m: [pool.submit(job, args.players, args.level, m, i) for i in seeds] for m in modes}
        results = {m: [f.result() for f in fs] for m, fs in futures.items()}
    base = sum(r["human"] for r in results["base"])
    print(f"BSG {args.players}p {args.level}, seeds {args.first}–{args.first + args.games - 1}")
    for m in modes:
        report(m, results[m], base)
    changed = {
        m: sum(a["human"] != b["human"] for a, b in zip(results["base"], results[m], strict=True)) for m in modes
    }
    print("\ngames whose winner changed vs base: " + ", ".join(f"{m} {c}" for m, c in changed.items() if m != "base"))
    print(f"wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
