"""Where the humans lose their resources in all-bot BSG games (issue 28): each resource change is put down to the
turn it happened in — a human's turn before any Cylon revealed, a human's turn after, or a revealed Cylon's turn by
what it activated (Caprica's two crises, a super crisis, the Cylon Fleet, the Human Fleet, the Resurrection Ship,
nothing) — summed over seeded games at one level, split by who won. Also the count of each Cylon action per game,
and the Caprica and super crises that cost most; beside the resources: locations damaged, centurions boarding,
civilian ships destroyed, Cylon ships arriving, turns; the skill checks of each bucket (pass / partial / fail, the
total's margin over the difficulty, cards added by humans and by revealed Cylons, human contributions of 0 cards).

Measured 2026-12-04, normal, 60 games (seeds losses-bsg-<players>-<i>): after the first reveal the humans lose about
as much per human turn as before (0.81 vs 0.82 resources), the revealed Cylons' own turns directly cost only 1.6
(5p) – 2.4 (4p) resources a game, but the checks go bad: before the reveal 47% fail at a mean margin of −0.4 with
5 human cards each, after it 70% fail at −5.5 with 2.9 human cards (and one card of each revealed Cylon); super
crises fail 75% (margin −12). Loyal humans spent 19% of their turns after the reveal in the Brig (2% before; 5p,
30 games), mostly sent there by the `cylon_brig` reveal power (11 of the 19 loyal humans brigged after a reveal).

Human-side answers tried on these findings and dropped (2026-12-04, normal, bench_bsg_checks.py switches on the
same seeds in the same run, human wins vs the bots as they are; load 10–14 on 2 cores):
  resources dearer once Cylons reveal (the journey's drain × 1 + revealed/humans): 5p 15 vs 21 /100, 4p 14 vs 29;
  the same with × 1 − 0.4·revealed/humans: 5p 15 vs 21, 4p 21 vs 29 — either way worse or noise;
  a destination's spared jump × the same factor: 5p 21 vs 21, 4p 27 vs 29;
  an early FTL jump's escape from the Cylon ships × the revealed Cylons' extra turns: 5p 43 vs 39 /200;
  combat locations × the same: 5p 39 vs 39 /200;
  a trusted prisoner's Brig escape worth 7 (not 3) and Presidential Pardon valued as an escape: loyal humans' turns
  in the Brig 46 → 26 (20 games), but wins 5p 36 vs 43 /200, 4p 57 vs 61 /200;
  super crisis checks at half the card cost: 5p 20 vs 21 /100, 4p 30 vs 29 /100;
  no early FTL jump from track position 3 (only from 4): 5p 38 vs 43 /200, 4p 63 vs 61 /200.

Why the humans put only ~2.9 cards into a check after the reveal (2026-12-04, normal, 100 games each, the
per-check figures this bench prints; 5p / 4p): fewer loyal humans at the table (3.3 / 2.7 a check, 3.8 / 3.3
before), 23% / 21% of them in the Brig (1 card at most; 4% / 8% before), and each gives 0.84 / 1.1 cards (1.09 /
1.27 before) while keeping 1.65 / 1.74 positive cards (~10 / 9 strength a check) back; hands are not empty (5.6 /
6.3 cards, 7% / 5% empty). But 38% / 33% of the checks after a reveal are Brig escapes (3.9 / 3.3 a game, 90% /
83% fail, margin −8.8 / −8.0, loyal cards 0.8 / 0.9 a check): they are half the failed checks (3.5 of 7.1 / 2.7 of
6.0) and cost no resources; of the other checks 56% / 51% fail. Failed checks are far, not close (0.5 a game
within 3): loyal humans either give up a check (the team's expected total, with a revealed Cylon's card at −3 and
the suspects' sabotage, makes it hopeless) or lose it on the pool's hidden strength — a loyal human's card adds 2.2
on average (the bots credit 2.5 for each announced card), a revealed Cylon's −2.8. Crisis boxes whose check the
chooser rated 0.97 to pass (`bsg_checks.team_check`: the team's whole capacity) pass 0.71 of the time, before the
reveal as after (5p, 60 games; the team only aims 2 above the difficulty).

Contribution and box answers tried on these findings and dropped (bench_bsg_checks.py switches on its seeds in the
same run, human wins vs the bots as they are, per 100 games; load 5–9 on 2 cores):
  a card's cost in a check × 0.5 once a Cylon has revealed: 5p +1; × 0.2: 5p +3, 4p −7; box choice only: 5p −1;
  box pass chance at what the team aims for (difficulty + 2, not all its capacity): 5p +3, 4p −2;
  a check that already looks made still gets cards while each raises the expected value more than it costs
  (ev_share's gate returned nothing when the share needed was 0): 4p +5 +4, 5p +3 −1, hard 4p −1, 5p −1;
  announced cards credited 2.2 (measured) not 2.5: 4p −2 +5 −3, 5p +7 +2 −2;
  both: 4p +2 +5 −6, 5p +7 0 −2, hard 4p +1, 5p −9 — all within noise.

More contribution answers tried and dropped (2026-12-04, `bsg.ev_share` / `others_expected` changed in a worker,
bench_bots.py's seeds bench-bsg-<players>-0…59, hidden Cylons, 60 games a cell; human wins vs as is in 4p normal,
4p hard, 5p normal, 5p hard; as is 22 22 10 7 = 61/240; load 3–15 on 2 cores); the pass rate of the checks after
the first reveal (Brig escapes apart, four cells together) moved 0.03 at most (as is 0.42; Brig escapes 0.09–0.16):
  aim at a sure pass (difficulty + max(2.5, 1.0 · the check's sd), not + 2): −5 −7 +5 +6 (60/240); the same only
    once a Cylon has revealed: 0 −3 +3 +1 (62); at 0.6 sd: −5 −2 +2 +5 (61);
  all in (every positive card) when the stake is ≥ 4 and the team's planned total passes < 0.8, if worth it:
    −1 −3 +2 +3 (62); with aim-after-reveal: −3 +1 +4 +2 (65);
  the later seats' capacity from the expected (not the most) positive cards their public draws leave (size ×
    positive bound / all bounds): 0 −3 0 0 (58); the later seats' capacity × 0.6: −7 −8 +1 +4 (51);
  a card's cost × 1.6 (CARD_COST 0.8): −3 −1 +4 +4 (65); × 0.6: −4 −6 +3 +8 (62); TEAM_MARGIN 0.5: −3 −4 +2 +8 (64).
Again on fresh seeds 60…119 in one run (as is 22 20 11 12 = 65/240): aim +3 +1 +1 +5 (75); card cost × 0.6 −3 −2
−4 −5 (51); TEAM_MARGIN 0.5 −7 −7 −5 −6 (40); expected later capacity −7 +2 +2 −1 (61); the same estimate in the
crisis box's pass chance (`bsg_checks.team_check`) −1 +4 +1 −1 (68); with aim +1 +2 +1 +3 (72); aim with both
−3 −2 −2 +1 (59). Over both seed sets aim is +9/480 and expected capacity −7/480: noise; TEAM_MARGIN 0.5 is −22/480
(aiming lower hurts). On seeds 0…59 every change lost at 4 players and gained at 5: the seeds' luck reshuffled.
What the loyal seats see after a reveal (5p, traced): each check opens at an expected −6 (two revealed Cylons at −3),
so a Brig escape (difficulty 7, stake 3) or Fleet Mobilization (24) gets nothing from anyone, while the dear checks
(Resistance, stake 72; Low Supplies) get every positive card — the contributions already go all in where it pays.
The public bound on a seat's positive cards (`bsg_suspicion.positive_cards`, at each check's start, 4 games each)
overstates them: 3.9 vs 3.2 held before a reveal, 4.0 / 3.8 vs 2.3 / 2.5 after (5p / 4p); the hand's size shared out
in proportion to the bounds is close (3.2 before, 2.5 after) — yet using it changed no wins (above).

Run: nice -n 10 python bench/bench_bsg_losses.py [--players 5] [--level normal] [--games 40] [--jobs 2]
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.bots import derive_rng, make_bot, next_move, public  # noqa: E402
from engine.bots.bsg_eval import skill_of, strength  # noqa: E402
from engine.games.bsg.board import team  # noqa: E402
from engine.registry import get_game  # noqa: E402

RESOURCES = ("fuel", "food", "morale", "population")
OTHER = ("turns", "damage", "boarders", "civilians", "jump_lost", "raiders", "basestars")  # beside the resources


def board(state: dict[str, Any]) -> dict[str, int]:
    """What else the Cylons take: damaged locations, centurions on the track, civilian ships destroyed, the jump
    track, and the raiders and basestars in space."""
    space = state["space"]
    return {
        "turns": state["turn"],
        "damage": len(state["damaged"]),
        "boarders": len(state["centurions"]),
        "civilians": len(state["civilians_destroyed"]),
        "jump_lost": -state["jump"],
        "raiders": sum(a["raider"] + a["heavy_raider"] for a in space),
        "basestars": sum(len(a["basestars"]) for a in space),
    }


def cylon_bucket(action: dict[str, Any], loc: str | None) -> str:
    """What a revealed Cylon's action at its location is called in the table."""
    if action["type"] == "caprica_crises":
        return "caprica_crises"
    if action["type"] == "play_super":
        return "super_crisis"
    if action["type"] == "activate":
        return str(loc)
    return "cylon_nothing"


def contribution_figures(
    state: dict[str, Any], check: dict[str, Any], seat: int, given: int, first: bool, out: Counter
) -> None:
    """An announced contribution of a loyal human: its hand before, the positive cards it kept back, whether it sat
    in the Brig; at a check's first announced contribution, the loyal humans at the table and those in the Brig."""
    p = state["players"][seat]
    if first:
        loyal = [q for q in range(state["n"]) if team(state, q) == "human"]
        out["n_checks"] += 1
        out["n_loyal"] += len(loyal)
        out["n_loyal_brig"] += sum(state["players"][q]["loc"] == "brig" for q in loyal)
    if team(state, seat) != "human":
        return
    positive = set(check["skills"]) | set(check.get("extra_positive", []))
    kept = [c for c in p["hand"] if skill_of(c) in positive]
    out["l_contribs"] += 1
    out["l_hand_before"] += len(p["hand"]) + given
    out["l_empty"] += len(p["hand"]) + given == 0
    out["l_pos_kept"] += len(kept)
    out["l_pos_kept_str"] += sum(strength(c) for c in kept)
    out["_kept"] += sum(strength(c) for c in kept)
    out["l_given"] += given
    out["l_brig"] += p["loc"] == "brig"
    out["l_zero_had_pos"] += given == 0 and bool(kept)


def job(players: int, level: str, index: int) -> dict[str, Any]:
    """One game: the resource changes per bucket, the Cylon actions taken, the cost of each resolved Caprica card."""
    game = get_game("bsg")
    seats = [make_bot(game, level)] * players
    seed = f"losses-bsg-{players}-{index}"
    state = game.setup(players, {}, derive_rng(seed, 0))
    chooser = random.Random(f"match:{seed}")
    history: list[dict[str, Any]] = []
    losses: dict[str, Counter] = defaultdict(Counter)
    actions: Counter = Counter()
    cards: dict[str, Counter] = defaultdict(Counter)
    ends: Counter = Counter()
    checks: dict[str, Counter] = defaultdict(Counter)
    bucket, card = "setup", None
    first = True  # the next announced contribution opens a check
    sources: dict[str, Counter] = defaultdict(Counter)  # checks after the first reveal, by what they are about
    loyal_cards = 0  # the loyal humans' cards in the check under way
    moves = 0
    while game.result(state) is None and moves < 20_000:
        seat, action = next_move(game, state, seats, history, f"{seed}:{moves}", chooser)
        current = state["players"][state["current"]]
        decision = state["decision"] or {}
        if decision.get("kind") == "cylon_action" and current["cylon_player"]:
            bucket = cylon_bucket(action, current["loc"])
            actions[bucket] += 1
            card = action.get("card")
        elif decision.get("kind") == "caprica_pick":
            card = action["card"]
        elif not current["cylon_player"]:
            revealed = any(p["cylon_player"] for p in state["players"])
            bucket, card = ("human_after" if revealed else "human_before"), None
        check = state["check"]
        before, seen_before = dict(state["resources"]), board(state)
        moves += 1
        events = public(game.apply(state, seat, action, derive_rng(seed, moves)))
        history += events
        for e in events:
            if e["kind"] == "check_result":
                first = True
                if check and any(p["cylon_player"] for p in state["players"]):
                    src = sources[f"{check['src'].get('kind')}:{check['src'].get('id')}"]
                    src["n"] += 1
                    src["fail"] += e["params"]["result"] != "pass"
                    src["margin"] += e["params"]["total"] - e["params"]["difficulty"]
                    src["loyal_cards"] += loyal_cards
                loyal_cards = 0
                margin = e["params"]["total"] - e["params"]["difficulty"]
                if e["params"]["result"] != "pass":
                    kept = checks[bucket].pop("_kept", 0)
                    checks[bucket]["fail_fixable"] += margin + kept >= 0  # passed had loyal seats given all they kept
                    checks[bucket]["fail_close"] += margin >= -3
                checks[bucket].pop("_kept", None)
                checks[bucket][e["params"]["result"]] += 1
                checks[bucket]["margin"] += e["params"]["total"] - e["params"]["difficulty"]
            if e["kind"] == "contributed" and check:
                loyal_cards += e["params"]["count"] if team(state, e["params"]["seat"]) == "human" else 0
                contribution_figures(state, check, e["params"]["seat"], e["params"]["count"], first, checks[bucket])
                first = False
            if e["kind"] == "contributed":
                who = "cards_cylon" if state["players"][e["params"]["seat"]]["cylon_player"] else "cards_human"
                checks[bucket][who] += e["params"]["count"]
                if who == "cards_human" and e["params"]["count"] == 0:
                    checks[bucket]["zero_human"] += 1
        for r in RESOURCES:
            delta = state["resources"][r] - before[r]
            if delta < 0:
                losses[bucket][r] -= delta
                if card is not None and bucket in ("caprica_crises", "super_crisis"):
                    cards[card.split("#")[0]][r] -= delta
        after = board(state)
        for k in OTHER:
            if after[k] > seen_before[k]:
                losses[bucket][k] += after[k] - seen_before[k]
    ends[str(state.get("end_reason"))] += 1
    return {
        "human": state["winner"] == "human",
        "losses": losses,
        "actions": actions,
        "cards": cards,
        "ends": ends,
        "checks": checks,
        "sources": sources,
    }


def summed(results: list[dict], key: str) -> dict[str, Counter]:
    """The games' `key` tables (name → counts) added up name by name."""
    total: dict[str, Counter] = defaultdict(Counter)
    for r in results:
        for name, counts in r[key].items():
            total[name].update(counts)
    return total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--players", type=int, default=5)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    with ProcessPoolExecutor(args.jobs) as pool:
        results = list(pool.map(job, [args.players] * args.games, [args.level] * args.games, range(args.games)))
    wins = sum(r["human"] for r in results)
    print(f"BSG {args.players}p {args.level}: {args.games} games, human side wins {wins}")
    for label, subset in (("all", results), ("human lost", [r for r in results if not r["human"]])):
        n = max(1, len(subset))
        total = summed(subset, "losses")
        print(f"\nresources lost per game ({label}, {len(subset)} games)")
        cols = RESOURCES + OTHER
        print(f"  {'bucket':<15}" + "".join(f"{r[:9]:>10}" for r in cols))
        for b, c in sorted(total.items(), key=lambda kv: -sum(kv[1][r] for r in RESOURCES)):
            print(f"  {b:<15}" + "".join(f"{c[r] / n:>10.2f}" for r in cols))
        ends = sum((Counter(r["ends"]) for r in subset), Counter())
        checks = summed(subset, "checks")
        for b, c in checks.items():
            figures = sorted((k, v) for k, v in c.items() if not k.startswith("_"))
            print(f"  checks in {b}: " + ", ".join(f"{k} {v / n:.2f}" for k, v in figures))
        print("  ends: " + ", ".join(f"{k} {v}" for k, v in ends.most_common()))
    acts = sum((Counter(r["actions"]) for r in results), Counter())
    sources = summed(results, "sources")
    print("\nchecks after the first reveal by source, per game (most failed first)")
    for k, c in sorted(sources.items(), key=lambda kv: -kv[1]["fail"])[:10]:
        n = c["n"]
        print(
            f"  {k:<36} {n / args.games:5.2f} checks, {c['fail'] / args.games:5.2f} failed, margin "
            f"{c['margin'] / n:+5.1f}, loyal cards {c['loyal_cards'] / n:.1f} a check"
        )
    print("\nrevealed Cylon actions per game: " + ", ".join(f"{k} {v / args.games:.2f}" for k, v in acts.most_common()))
    cards = summed(results, "cards")
    print("\ncostliest Caprica / super crisis cards (resources lost, all games)")
    for k, c in sorted(cards.items(), key=lambda kv: -sum(kv[1].values()))[:12]:
        print(f"  {k:<34}" + " ".join(f"{r} {c[r]}" for r in RESOURCES if c[r]))


if __name__ == "__main__":
    main()
