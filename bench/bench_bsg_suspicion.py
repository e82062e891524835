"""How good the BSG bots' suspicion is (engine/bots/bsg_suspicion.py), from all-bot games whose truth is known after.

All-bot games at one level on this bench's own seeds (`suspicion-bsg-<players>-<index>`). Every `--every` moves,
each loyal human seat (a seat that holds no Cylon card) rates every other seat still open to doubt from its own
knowledge (neither a revealed Cylon nor a loyalty card it saw), while Cylons may still hide among them:
`cylon_odds(view, history, seat)`. The truth is the
target's loyalty at that moment (a seat dealt a Cylon card in the Sleeper Agent phase is a Cylon from then on).
Printed per phase (before / after the Sleeper Agent phase), for the model and two references on the same points:
- `uniform`: the prior alone (the exact posterior without evidence: who may hold the Cylon cards, and when);
- `shares`: the model before the exact posterior: each seat's weight exp(evidence) times the hidden Cylons expected
  (half the table's Cylon cards before the Sleeper Agent phase, all after) over the sum of weights, capped at 0.97.
Measures: log-loss (probabilities clipped to [0.02, 0.98]; lower is better), AUC (the chance that a Cylon is rated
above a human by the same observer at the same point; 0.5 = no skill), the top-suspect hit rate (the seat the
observer rates highest is a Cylon; with its chance under uniform), and from the game itself: Brig precision (the
share of seats a loyal human's move sent to the Brig that were Cylons), the titles (President, Admiral) a hidden
Cylon held per turn, and the human side's wins. `--masked`: the Cylons play as humans (bench_bots.py's control), so
every Brig send is of a seat that does not act as a Cylon.

Measured 2026-12-05 (hidden28), normal, 400 games a cell (seeds 0–399), `--every 40`, load 6–11 on 2 cores, 5p | 4p
(160-game runs in brackets where they differ):
  before the Sleeper Agent phase: model log-loss 0.419 | 0.376 (shares 0.443 | 0.404, uniform 0.494 | 0.437), AUC
    0.712 | 0.700 [0.741 | 0.725] (shares 0.689 | 0.660), top suspect a Cylon 60% | 59% (uniform 30% | 33%);
  after: log-loss 0.548 | 0.534 (shares 0.634 | 0.795, uniform 0.575 | 0.604), AUC 0.701 | 0.766 (shares 0.670 |
    0.658), top suspect a Cylon 65% | 66% (uniform 40% | 45%);
  Brig sends by loyal humans 0.93 | 0.77 a game, of Cylons 39% | 32% (371 | 309 sends; forced picks included);
  titles on a hidden Cylon 11.6% | 8.2% of title-turns; human wins 84 21% [17–25%] | 139 35% [30–40%].
The model ranks better than chance (the top suspect is a Cylon 1.5–2 times as often as under the prior) yet the
loyal bots' Brig sends hit a human two times in three (this bench counts picks that must fall on someone, a
crisis's Brig, with the sends by choice). Acting on suspicion or not changes no wins (bench_bsg_damage.py nosusp,
nobrig: +47 −47 and +47 −44 changed winners over 800 games, 5p + 4p normal). Split by how (bench_bsg_damage.py,
oracle28, 2026-12-05, its seeds): the sends by choice hit a Cylon 80% | 84% of the time; the misses here are mostly
the rules' own sends (a failed check's current player) and forced picks. Even the truth (its `oracle` modes) lifts
no wins.

Run: nice -n 10 python bench/bench_bsg_suspicion.py [--players 5] [--level normal] [--games 40] [--every 8]
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_bots import Masked, cell_args, wilson  # noqa: E402

from engine.bots import bsg_posterior as P  # noqa: E402
from engine.bots import bsg_suspicion as S  # noqa: E402
from engine.bots import make_bot, next_move, public  # noqa: E402
from engine.core import derive_rng  # noqa: E402
from engine.games.bsg.data import loyalty_kind  # noqa: E402
from engine.registry import get_game  # noqa: E402

MODELS = ("model", "shares", "uniform")
CLIP = 0.02


def is_cylon(state: dict, seat: int) -> bool:
    p = state["players"][seat]
    return p["cylon_player"] or any(loyalty_kind(c) == "cylon" for c in p["loyalty"])


def shares_odds(view: dict, history: list[dict], seat: int) -> dict[int, float]:
    """The per-seat softmax of the evidence (the reference `shares`): the hidden Cylons expected (half the table's
    Cylon cards before the Sleeper Agent phase, all after, less those known) shared by exp(evidence)."""
    score = S.evidence(view, history, seat)
    cylons, loyal = S.known_cylons(view), S.known_humans(view, seat)
    odds = {s: (1.0 if s in cylons else 0.0) for s in range(view["n"])}
    open_seats = [s for s in range(view["n"]) if s not in cylons and s not in loyal]
    total = P.cylon_cards(view["n"])
    hidden = (total if S.digest(history).sleeper else total / 2) - len(cylons)
    if open_seats and hidden > 0:
        weights = {s: math.exp(max(-6.0, min(6.0, score[s]))) for s in open_seats}
        for s in open_seats:
            odds[s] = min(0.97, hidden * weights[s] / sum(weights.values()))
    return odds


RATERS = {"model": S.cylon_odds, "shares": shares_odds, "uniform": S.prior_odds}

Point = tuple[str, int, int, dict[str, float], bool]  # (phase, point id, observer, per model p, truth)


def job(players: int, level: str, every: int, masked: bool, index: int) -> dict[str, Any]:
    """One seeded game: the rated points, the Brig sends by loyal humans, the titles held by hidden Cylons."""
    game = get_game("bsg")
    bot = make_bot(game, level)
    seats = [Masked(bot) if masked else bot] * players
    seed = f"suspicion-bsg-{players}-{index}"
    state = game.setup(players, {}, derive_rng(seed, 0))
    chooser = random.Random(f"match:{seed}")
    history: list[dict] = []
    points: list[Point] = []
    brig = [0, 0]  # loyal humans' sends to the Brig: of Cylons, of humans
    titles = [0, 0]  # turns with a title on a hidden Cylon, turns × 2 titles
    moves = turn = 0
    while game.result(state) is None:
        if moves % every == 0 and state["players"][0]["character"]:
            phase = "after" if state["sleeper_done"] else "before"
            for seat in range(players):
                if is_cylon(state, seat):
                    continue
                view = game.view(state, seat)
                rated = {name: rate(view, history, seat) for name, rate in RATERS.items()}
                certain = S.known_cylons(view) | {seat}
                for target in range(players):
                    if target not in certain and rated["uniform"][target] > 0:  # a question left open
                        ps = {name: r[target] for name, r in rated.items()}
                        points.append((phase, moves, seat, ps, is_cylon(state, target)))
        seat, action = next_move(game, state, seats, history, f"{seed}:{moves}", chooser)
        moves += 1
        actor_loyal = not is_cylon(state, seat)
        before = {s: state["players"][s]["loc"] for s in range(players)}
        events = public(game.apply(state, seat, action, derive_rng(seed, moves)))
        dealt = any(e["kind"] in ("sleeper_phase", "sympathizer_revealed", "revealed") for e in events)
        for e in events:  # not the rules' own sends (Sharon Valerii's, the Sympathizer's, a reveal power's)
            target = e["params"].get("seat")
            sent = e["kind"] == "sent" and e["params"]["location"] == "brig" and before.get(target) != "brig"
            if sent and actor_loyal and not dealt and target not in (seat, None):
                brig[0 if is_cylon(state, target) else 1] += 1
        if state["turn"] != turn:
            turn = state["turn"]
            for title in ("president", "admiral"):
                holder = state[title]
                titles[0] += (
                    holder is not None and is_cylon(state, holder) and not state["players"][holder]["cylon_player"]
                )
            titles[1] += 2
        history += events
    return {"points": points, "brig": brig, "titles": titles, "won": state["winner"] == "human"}


def log_loss(ps: list[float], truths: list[bool]) -> float:
    total = 0.0
    for p, t in zip(ps, truths, strict=True):
        p = min(1 - CLIP, max(CLIP, p))
        total -= math.log(p if t else 1 - p)
    return total / len(ps)


def auc(groups: dict[tuple, list[tuple[float, bool]]]) -> float:
    """The chance that a Cylon is rated above a human within the same (game, point, observer); ties count half."""
    wins = pairs = 0.0
    for rated in groups.values():
        cylons = [p for p, t in rated if t]
        humans = [p for p, t in rated if not t]
        for c in cylons:
            for h in humans:
                pairs += 1
                wins += 1.0 if c > h + 1e-12 else 0.5 if abs(c - h) <= 1e-12 else 0.0
    return wins / pairs if pairs else float("nan")


def top_hits(groups: dict[tuple, list[tuple[float, bool]]]) -> tuple[float, int]:
    """How often the seat rated highest is a Cylon (ties shared), over the groups holding a Cylon and a human."""
    hits = n = 0.0
    for rated in groups.values():
        if not any(t for _, t in rated) or all(t for _, t in rated):
            continue
        best = max(p for p, _ in rated)
        top = [t for p, t in rated if abs(p - best) <= 1e-12]
        hits += sum(top) / len(top)
        n += 1
    return (hits / n if n else float("nan")), int(n)


def report(results: list[dict[str, Any]]) -> None:
    for phase in ("before", "after"):
        rows = [(i, pt) for i, r in enumerate(results) for pt in r["points"] if pt[0] == phase]
        if not rows:
            continue
        truths = [pt[4] for _, pt in rows]
        print(f"\n{phase} the Sleeper Agent phase: {len(rows)} ratings, {sum(truths)} of Cylons")
        for name in MODELS:
            groups: dict[tuple, list[tuple[float, bool]]] = defaultdict(list)
            for i, pt in rows:
                groups[(i, pt[1], pt[2])].append((pt[3][name], pt[4]))
            hit, n = top_hits(groups)
            ll = log_loss([pt[3][name] for _, pt in rows], truths)
            print(f"  {name:<8} log-loss {ll:.3f}  AUC {auc(groups):.3f}  top suspect a Cylon {hit:.0%} of {n}")
    brig = [sum(r["brig"][k] for r in results) for k in (0, 1)]
    titles = [sum(r["titles"][k] for r in results) for k in (0, 1)]
    wins = sum(r["won"] for r in results)
    sent = sum(brig)
    precision = f"{brig[0] / sent:.0%}" if sent else "-"
    print(f"\nBrig sends by loyal humans: {sent} ({sent / len(results):.2f} a game), of Cylons {precision}")
    print(f"titles on a hidden Cylon: {titles[0] / max(1, titles[1]):.1%} of title-turns")
    low, high = wilson(wins, len(results))
    print(f"human wins {wins}/{len(results)} {wins / len(results):.0%} [{low:.0%}–{high:.0%}]")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    cell_args(parser, 40)
    parser.add_argument("--every", type=int, default=8, help="moves between rated points")
    parser.add_argument("--masked", action="store_true", help="the Cylons play as humans (every Brig send is wrong)")
    args = parser.parse_args()
    started = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        seeds = range(args.first, args.first + args.games)
        futures = [pool.submit(job, args.players, args.level, args.every, args.masked, i) for i in seeds]
        results = [f.result() for f in futures]
    print(
        f"BSG {args.players}p {args.level}, {args.games} games from seed {args.first}, rated every {args.every} moves"
    )
    report(results)
    print(f"wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
