"""What the BSG loyal bots think a crisis check's pass and fail are worth (issue 28, stakes28), and how often they
leave a check that then fails without a card.

--table: every crisis and super crisis with a skill check, its fail effects and the stake as valued
(`bsg_eval.effect_value` of pass and of fail, as `bsg.check_stakes` does), at the view of seat 0 in an all-bot game
when the distance first reaches 3 (morale etc. mid-game), with the variant switched off and on.
Games (default): all-bot games at one level on this bench's seeds (`stakes-bsg-<players>-<i>`), base against the
variant (`engine.bots.bsg_checks.SWITCHES[<switch>]` on) on the same seeds in the same run: human wins with Wilson
intervals, the games whose winner changed each way (and the sign test's p), and, per crisis card, the checks
resolved, failed, and failed with no loyal human (unrevealed, human team, holding cards) giving a card.

Measured 2026-12-05 (load 7–13 on 2 cores). The stakes as valued (--table, 5p seed 0 at distance 3: fuel 4, food 8,
morale 8, population 7): no check's fail is valued ~0; every stake is 1.6–10 resource units but Guilt by Collusion's
(0.6: its pass, an optional Brig pick by the current player, counted −1.4 as a loss) — Cylon Accusation 2.0 (the
current player to the Brig, −2 as for any send), A Traitor Accused 2.0, Cylon Screenings 1.8 (morale −2.6 less the
inspection's +0.8 as information), Send Survey Team 1.6, Weapon Malfunction 2.6, Prisoner Revolt 3.2 (the
President's title moving: 0). So the loyal bots' idleness is not a zero stake but a stake of ~2–4 against the ~5
cards (0.45 each) a difficulty 9–11 check costs the team (ev_share).
Checks failed with no loyal card, base, 400 games (checks/failed/failed with no loyal card), 5p normal: Prisoner
Revolt 109/100/92, Cylon Screenings 91/90/68, Witch Hunt 102/94/62, A Traitor Accused 76/73/61, Weapon Malfunction
76/73/56, Crash Landing 89/78/55, Cylon Accusation 23/19/17, Guilt by Collusion 33/18/17 (all cards 621 of 829
failed checks at 4p had no loyal card).
Tried (switch `stakes`, paired, same seeds 0–399, same run):
  1. a send by who is sent: the current player to the Brig −4 (0 if revealed; bsg.check_stakes: a gain by the
     current player's threat), a victim the chooser may decline +1, one it must pick −1 (a revealed current
     chooser: −4): 5p normal 82 → 80/400 (changed 29 to the humans, 31 to the Cylons); 4p normal 125 → 113/400
     (27 vs 39, p 0.18). Cylon Accusation's idle failures 17 → 2 (5p), 21 → 3 (4p), but Guilt by Collusion was
     passed 119 of 130 times (its Brig pick then served hidden and Caprica Cylons), A Traitor Accused taken
     instead of the 5 discards and failed idle 61 → 100 (5p): dropped.
  2. only the current player to the Brig (bsg_eval.CURRENT_TO_BRIG 4 instead of 2, 0 for a revealed Cylon, made a gain
     by the current player's threat in bsg.check_stakes), right by the rules, neutral on seeds 0–399: 5p normal 82 →
     86/400 (17–25% → 18–26%; changed 16 to the humans, 12 to the Cylons), 4p normal 125 → 124/400 (27–36% both; 16 vs
     17); summed 207 → 210/800 (32 vs 29, sign test p 0.80: noise). Fresh seeds 1000+: 5p hard 38 → 40/200 (14–25% →
     15–26%; 4 vs 2); but 5p normal 40 → 36/200 (15–26% → 13–24%; 3 vs 7), 4p normal 76 → 72/200 (32–45% → 30–43%; 9 vs
     13): fresh normal summed 116 → 108/400 (12 vs 20, p 0.22). Per card, Cylon Accusation (diff. 10) fails 23 → 6 and
     fails with no loyal card 21 → 4 of ~28 checks at 4p (5p: fails 19 → 2, idle 17 → 1), the other cards unchanged.
     Left OFF by default (SWITCHES["stakes"]), as the protocol wants no loss on fresh seeds: a clear per-card fix, but
     an Accusation fail (the current player a few turns in the Brig) is too rare (~0.07 a game) to move wins, and the
     fresh-seed dip is noise-sized either way. Turn it on to re-measure.
Left alone: Cylon Screenings (90 of 91 checks fail at 5p, 68 idle), Prisoner Revolt, Witch Hunt, Weapon Malfunction
are failed idle at stakes 1.8–3.6 because a difficulty 9–11 check costs the team more cards than that — the card
cost (bsg.CARD_WORTH × card_cost) is the lever there, not the effect values; the inspection in Cylon Screenings'
fail is information for a loyal current player (+0.8) and was kept.
Run: nice -n 10 python bench/bench_bsg_stakes.py [--table] [--players 5] [--level normal] [--games 400] [--first 0]
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

from engine.bots import bsg_checks as C  # noqa: E402
from engine.bots import bsg_eval as E  # noqa: E402
from engine.bots import make_bot, next_move, public  # noqa: E402
from engine.core import derive_rng  # noqa: E402
from engine.games.bsg.board import team  # noqa: E402
from engine.games.bsg.data import DATA  # noqa: E402
from engine.registry import get_game  # noqa: E402

SWITCH = "stakes"


def play(players: int, level: str, seed: str, variant: bool) -> tuple[bool, Counter[str], dict | None]:
    """One seeded game: whether the humans won, per crisis card the checks (`<card> n`, `<card> fail`,
    `<card> idle` = failed with no loyal card), and seat 0's view when the distance first reached 3."""
    saved = dict(C.SWITCHES)
    C.SWITCHES[SWITCH] = variant
    try:
        game = get_game("bsg")
        bots = [make_bot(game, level)] * players
        state = game.setup(players, {}, derive_rng(seed, 0))
        chooser = random.Random(f"match:{seed}")
        history: list[dict[str, Any]] = []
        checks: Counter[str] = Counter()
        given: Counter[int] = Counter()
        snapshot = None
        moves = 0
        while game.result(state) is None:
            seat, action = next_move(game, state, bots, history, f"{seed}:{moves}", chooser)
            moves += 1
            events = public(game.apply(state, seat, action, derive_rng(seed, moves)))
            for e in events:
                if e["kind"] == "check_started":
                    given = Counter()
                elif e["kind"] == "contributed":
                    given[e["params"]["seat"]] += e["params"]["count"]
                elif e["kind"] == "check_result" and state.get("check"):
                    src = state["check"]["src"]
                    if src.get("kind") not in ("crisis", "super_crisis"):
                        continue
                    card = str(src.get("id")).split("#")[0]
                    checks[f"{card} n"] += 1
                    if e["params"]["result"] == "fail":
                        checks[f"{card} fail"] += 1
                        loyal = [
                            s
                            for s, p in enumerate(state["players"])
                            if team(state, s) == "human" and not p["cylon_player"] and p["hand"]
                        ]
                        if loyal and not any(given[s] for s in loyal):
                            checks[f"{card} idle"] += 1
            if snapshot is None and state["distance"] >= 3:
                snapshot = game.view(state, 0)
            history += events
        return state["winner"] == "human", checks, snapshot
    finally:
        C.SWITCHES.clear()
        C.SWITCHES.update(saved)


def stakes(view: dict, card: dict) -> tuple[float, float]:
    check = card["skill_check"]
    return E.effect_value(view, check.get("pass"), "crisis"), E.effect_value(view, check.get("fail"), "crisis")


def table(view: dict) -> None:
    print(f"view: distance {view['distance']}, resources {view['resources']}, damaged {len(view['damaged'])}")
    print(
        f"{'card':<28} {'diff':>4} {'pass':>6} {'fail':>6} {'stake':>6} | "
        f"{'on: pass':>8} {'fail':>6} {'stake':>6}  fail ops"
    )
    cards = [c for c in list(DATA.crises.values()) + list(DATA.super_crises.values()) if c.get("skill_check")]
    for card in sorted(cards, key=lambda c: c["id"]):
        rows = []
        for on in (False, True):
            C.SWITCHES[SWITCH] = on
            rows.append(stakes(view, card))
        C.SWITCHES[SWITCH] = False
        (p0, f0), (p1, f1) = rows
        ops = ",".join(str(op.get("op")) for op in card["skill_check"].get("fail") or [])
        flag = " <" if p0 - f0 < 0.8 else ""
        print(
            f"{card['id'][:28]:<28} {card['skill_check']['difficulty']:>4} {p0:6.1f} {f0:6.1f} {p0 - f0:6.1f} | "
            f"{p1:8.1f} {f1:6.1f} {p1 - f1:6.1f}  {ops}{flag}"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    cell_args(parser, 400)
    parser.add_argument("--table", action="store_true")
    args = parser.parse_args()
    if args.table:
        view = None
        for i in range(args.first, args.first + 20):
            _, _, view = play(args.players, args.level, f"stakes-bsg-{args.players}-{i}", False)
            if view is not None:
                break
        assert view is not None, "no game reached distance 3"
        table(view)
        return
    started = time.perf_counter()
    seeds = [f"stakes-bsg-{args.players}-{i}" for i in range(args.first, args.first + args.games)]
    with ProcessPoolExecutor(args.jobs) as pool:
        runs = {v: [pool.submit(play, args.players, args.level, s, v) for s in seeds] for v in (False, True)}
        results = {v: [f.result() for f in fs] for v, fs in runs.items()}
    n = len(seeds)
    print(f"BSG {args.players}p {args.level}, {n} seeds from {args.first}, switch {SWITCH}")
    for v, rs in results.items():
        wins = sum(w for w, _, _ in rs)
        low, high = wilson(wins, n)
        print(f"{'variant' if v else 'base':<8} {wins:>4}/{n} {wins / n:4.0%} [{low:.0%}–{high:.0%}]")
    gained = sum(1 for a, b in zip(results[False], results[True], strict=True) if b[0] and not a[0])
    lost = sum(1 for a, b in zip(results[False], results[True], strict=True) if a[0] and not b[0])
    print(f"winner changed: to humans {gained}, to Cylons {lost}, sign test p {sign_test(gained, lost):.3f}")
    for v, rs in results.items():
        total: Counter[str] = Counter()
        for _, checks, _ in rs:
            total.update(checks)
        cards = sorted({k.rsplit(" ", 1)[0] for k in total}, key=lambda c: -total[f"{c} idle"])
        print(("variant" if v else "base") + ": card checks/fail/failed-with-no-loyal-card")
        print("   " + "  ".join(f"{c} {total[c + ' n']}/{total[c + ' fail']}/{total[c + ' idle']}" for c in cards))
    print(f"wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
