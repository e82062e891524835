"""A tuning bench for the loyal BSG bots' module constants (issue 28): all-bot hidden-Cylon games, each candidate
against the bots as they are on the same seeds in the same run (paired), per cell (players × level).

A candidate is a set of `module.NAME=factor` (the modules: bsg, bsg_checks, bsg_combat, bsg_eval; a dict constant has
every value multiplied). `--side` says which seats play with it: `loyal` (default: a seat whose own view says it is
human-loyal, `me.team`; hidden and revealed Cylons keep the values as they are), `all` (every seat: what changing
the code would do, a hidden Cylon pretending to be loyal included) or `cylon` (only Cylon seats: the check that a
constant is read by the Cylon side at all — 0 changed winners means it is not, in effect). The wrapper (`Tuned`)
sets the values before the seat decides, from its own view only, and empties bsg_combat's caches when the values in
force change.

Commands:
  search   coordinate-wise: each constant × each factor alone (`--constants`, `--factors`), on the training seeds
           (`bench-bsg-<players>-<index>`, indexes `--first`…); prints per candidate and cell the human side's
           wins, the difference, the games whose winner changed each way and the sign test's p (two-sided, on the
           changed games), ranked by the net gain summed over the cells.
  eval     the candidates given (`--patch a=f,b=f --patch c=f`, each its own candidate) on any seeds and cells.

Who reads what (by reading the code): bsg.TEAM_MARGIN and CARD_COST only a loyal seat's contribution (`ev_share`;
CARD_COST also easy's `fair_share`); MIN_WORTH only `fair_share` (easy: inert at normal and hard); CRISIS_COST only an
early jump's value (`ftl_value`, loyal seats); FORCED_LEAN and TRUST_LEAN only loyal picks; LEAD_TO_ACT every role's
`Ctx.threat` (a hidden Cylon's helpful picks too); COMBAT_WORTH, ARMORY_*, SKILL_NEED, CRISIS_HAZARD and the values of
bsg_eval, bsg_checks and bsg_combat every role (a hidden Cylon plays the humans' values at HIDDEN_EFFORT, a revealed
one their negation): changing one of those in the code changes the Cylons' play too (`--side cylon` shows how much).
bsg_eval.JUMP_WORTH is read only with bsg_checks.SWITCHES["dest"] off (not searched).

Search, 2026-12-04 (validation 12-05), side loyal, training seeds 0–59, 5p + 4p normal (120 games a candidate; as
is 14/60 + 15/60), net change in wins and the games whose winner changed (+ for the humans / − against), load 9–15
on 2 cores; for lack of time only ×0.5 and ×2 (not ×0.75, ×1.5), 60 games a cell:
  CARD_COST ×0.5 +2 (+20−18), ×2 −9 (+10−19); TEAM_MARGIN ×0.5 −2 (+12−14), ×2 +6 (+21−15); CRISIS_COST ×0.5 0
  (+16−16), ×2 +4 (+18−14); COMBAT_WORTH ×0.5 +6 (+20−14), ×2 −4 (+13−17); bsg_checks.STAKE ×0.5 −4 (+12−16), ×2 +3
  (+19−16) — each a reshuffle of 26–38 games in 120 with a small net;
  FORCED_LEAN ×0.5 0 (+0−0), ×2 0 (+1−1); TRUST_LEAN ×0.5 −1 (+0−1), ×2 0 (+0−0); LEAD_TO_ACT ×0.5 0 (+1−1), ×2 −1
  (+2−3); MIN_WORTH ×0.5 and ×2 0 (+0−0); CRISIS_HAZARD ×0.5 −1 (+0−1) — next to inert: the suspicion's picks
  (Brig, titles) seldom decide who wins.
Combined the three best (TEAM_MARGIN ×2, COMBAT_WORTH ×0.5, CRISIS_COST ×2; loyal seats) and validated on fresh
seeds against the bots as they were, same run:
  seeds 2000–2399 normal: 5p 99/400 [21–29%] vs 74/400 [15–23%], 4p 139/400 [30–40%] vs 128/400 [28–37%]; winner
    changed +139 −103, net +36, sign test p 0.024 (TEAM_MARGIN ×2 alone: 84 + 138, +113 −93, net +20, p 0.185);
  seeds 1000–1199 normal: 5p 49/200 [19–31%] vs 39/200 [15–26%], 4p 95/200 [41–54%] vs 68/200 [28–41%]; +84 −47,
    net +37, p 0.002;
  seeds 2000–2399 5p hard: 87/400 [18–26%] vs 73/400 [15–22%]; +58 −44, net +14, p 0.198.
  Kept (engine/bots/bsg.py: TEAM_MARGIN 4.0, CRISIS_COST 2.4, COMBAT_WORTH 0.5 for loyal seats and 1.0 for hidden
  and revealed Cylons, so that the Cylons play as before; bsg_checks.TEAM_MARGIN, the crisis box's pass chance,
  stays 2.0). The code reproduces the bench's variant exactly: on seeds 1000–1199 5p normal the new code wins
  49/200 and the new code with the three factors undone on loyal seats 39/200 (+20 −30), the same games as above.
  Over both fresh normal sets +223 −150 (p 0.0002). On the training seeds themselves the kept code wins 9/60 +
  18/60 (27, against 29 before): the singles' gains do not simply add up on 120 games.
Second search on the kept code (2026-12-05, the same training seeds and size; as is 9/60 + 18/60), not validated:
  SKILL_NEED ×0.5 +3 (+14−11), ×2 +7 (+15−8); POP_DRAIN ×0.5 +2 (+4−2), ×2 +7 (+20−13) — the next ones to try on
  fresh seeds (SKILL_NEED is read by the Cylons too: split it by role as COMBAT_WORTH is); next to inert (0–4 games
  changed in 120): CRISIS_HAZARD ×0.5 0, ×2 −3; ARMORY_STEP ×0.5 −1, ×2 +1; bsg_eval.SHIP_VALUE ×0.5 −4, ×2 +1;
  bsg_eval.UNIT ×0.5 +2, ×2 +2.
Validated by the lead (2026-12-05, fresh seeds 3000–3399, 400 games a cell, loyal side): POP_DRAIN ×2 net −14
  (5p normal 84 vs 87/400, +46 −49; 4p normal 129 vs 140/400, +70 −81; p 0.41): dropped; the training
  seeds' +7 was noise.
  SKILL_NEED ×2 (loyal seats) net 0 (5p 91 vs 87/400, +53 −49; 4p 136 vs 140/400, +57 −61): dropped.
  Around the kept values (seeds 4000–4299, 300 games a cell; as is 79 + 106): TEAM_MARGIN ×1.5 −6 (+75 −81), ×0.75
  −11 (+71 −82); CRISIS_COST ×1.5 +1 (+25 −24); CARD_COST ×0.75 −7 (+74 −81); bsg_checks.STAKE ×1.5 −6 (+80 −86);
  COMBAT_WORTH ×0.5 (loyal 0.25) −8 (+48 −56). The kept values sit at a local optimum: none of these is beyond
  noise.
A revealed Cylon's turn in the early jump's value (2026-12-05, jump28; side all, seeds 0–399, 400 games a cell,
normal, load 5–8 on 2 cores): bsg.CAPRICA_TURN, the crises a revealed Cylon's turn adds per crisis a human draws
(`cylon_turns_per_crisis`: 1 + CAPRICA_TURN × revealed / others; read by `ftl_value`, loyal seats, and by
`final_jump_odds`, a hidden Cylon's gamble at Kobol too). The revealed count already entered the wait's cost (since
3b67b33); whether it should weigh more, so that the humans jump sooner once the Cylons are out (a Caprica crisis is
the worse of two and does not move the track): as is (1.0) 5p 86/400 [18–26%], 4p 145/400 [32–41%];
  ×0 (the revealed Cylons ignored) 83 + 144, +14 −18, net −4 (p 0.60);
  ×0.5 87 + 144, +7 −7, net 0;
  ×2 84 + 135, +8 −20, net −12 (p 0.036);
  ×3 82 + 131, +12 −30, net −18 (p 0.008).
  Fresh seeds 5000–5399 (as is 95 + 123): ×0 86 + 125, +13 −20, net −7 (p 0.30); ×2 95 + 122, +13 −14, net −1 —
  the training seeds' loss at ×2 shrinks to noise (over both sets ×2 +21 −34, net −13, p 0.10; ×0 +27 −38, −11,
  p 0.21).
  Kept at 1.0: jumping sooner once the Cylons are out gains nothing (each early jump risks 1–3 population, which
  is how the humans lose most) and ignoring them gains nothing either.

Run: nice -n 10 python bench/tune_bsg.py search [--constants bsg.CARD_COST,...] [--factors 0.5,0.75,1.5,2]
     [--cells 5:normal,4:normal] [--games 150] [--first 0] [--jobs 2]
     nice -n 10 python bench/tune_bsg.py eval --patch bsg.CARD_COST=0.5 [--cells 5:hard] [--first 2000] [--side all]
"""

from __future__ import annotations

import argparse
import copy
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench_bots import sign_test, wilson  # noqa: E402

from engine.bots import Bot, Seen, bsg, bsg_checks, bsg_combat, bsg_eval, make_bot, play_match, prepare  # noqa: E402
from engine.registry import get_game  # noqa: E402

MODULES: dict[str, ModuleType] = {"bsg": bsg, "bsg_checks": bsg_checks, "bsg_combat": bsg_combat, "bsg_eval": bsg_eval}
# the loyal side's levers searched by default (each read by the loyal bots; see the docstring for which the Cylons read)
DEFAULT = (
    "bsg.CRISIS_COST",
    "bsg.POP_DRAIN",
    "bsg.TEAM_MARGIN",
    "bsg.CARD_COST",
    "bsg.MIN_WORTH",
    "bsg.FORCED_LEAN",
    "bsg.TRUST_LEAN",
    "bsg.LEAD_TO_ACT",
    "bsg.COMBAT_WORTH",
    "bsg.ARMORY_STEP",
    "bsg.ARMORY_URGENCY",
    "bsg.CRISIS_HAZARD",
    "bsg.SKILL_NEED",
    "bsg_checks.STAKE",
    "bsg_checks.STAKE_LOG",
    "bsg_checks.CRISIS_OTHER",
    "bsg_eval.UNIT",
    "bsg_eval.JUMP_WORTH",
    "bsg_eval.SHIP_VALUE",
    "bsg_combat.BASESTAR_DAMAGE",
)
Patch = tuple[tuple[str, float], ...]
_ORIGINAL: dict[str, Any] = {}
_applied: Patch = ()


def parse_patch(text: str) -> Patch:
    """`bsg.CARD_COST=0.5,bsg_eval.UNIT=2` → ((name, factor), ...), each name checked."""
    out = []
    for part in filter(None, text.split(",")):
        name, _, factor = part.partition("=")
        resolve(name)
        out.append((name, float(factor)))
    return tuple(out)


def resolve(name: str) -> tuple[ModuleType, str]:
    module, _, attr = name.partition(".")
    if module not in MODULES or not hasattr(MODULES[module], attr):
        raise SystemExit(f"unknown constant {name!r} (modules: {', '.join(MODULES)})")
    return MODULES[module], attr


def scaled(value: Any, factor: float) -> Any:
    if isinstance(value, dict):
        return {k: scaled(v, factor) for k, v in value.items()}
    if isinstance(value, int | float) and not isinstance(value, bool):
        return value * factor
    raise TypeError(f"cannot scale {value!r}")


def put(name: str, value: Any) -> None:
    """Set a constant; a dict is changed in place, so that every reference to it sees the new values."""
    module, attr = resolve(name)
    if isinstance(value, dict):
        getattr(module, attr).clear()
        getattr(module, attr).update(copy.deepcopy(value))
    else:
        setattr(module, attr, value)


def use(patch: Patch) -> None:
    """Put `patch` in force (the original values elsewhere); bsg_combat's caches are emptied when anything changed."""
    global _applied
    if patch == _applied:
        return
    for name, _ in _applied:
        put(name, _ORIGINAL[name])
    for name, factor in patch:
        module, attr = resolve(name)
        _ORIGINAL.setdefault(name, copy.deepcopy(getattr(module, attr)))
        put(name, scaled(_ORIGINAL[name], factor))
    _applied = patch
    bsg_combat._CACHE.clear()
    bsg_combat._LAST_WORTH.clear()
    bsg_combat._civilian_worth.cache_clear()
    bsg_combat.expected_losses.cache_clear()


class Tuned(Bot):
    """A BSG seat that decides with `patch` in force when its side is `side` (from its own view), as is otherwise."""

    def __init__(self, inner: Bot, patch: Patch, side: str) -> None:
        super().__init__(inner.game, inner.level, inner.budget)
        self.inner, self.patch, self.side = inner, patch, side

    def choose(self, seen: Seen, rng: Any) -> dict[str, Any] | None:
        team = seen.view["me"].get("team")
        on = self.side == "all" or (self.side == "loyal") == (team == "human")
        use(self.patch if on else ())
        return self.inner.choose(seen, rng)


def job(players: int, level: str, index: int, patch: Patch, side: str) -> bool:
    """Whether the human side wins game `index` with `patch` on `side`."""
    game = get_game("bsg")
    seat = Tuned(make_bot(game, level), patch, side)
    state, _ = play_match(game, [seat] * players, {}, f"bench-bsg-{players}-{index}")
    return state["winner"] == "human"


def run_job(args: tuple) -> bool:
    return job(*args)


def play_all(
    candidates: list[Patch], cells: list[tuple[int, str]], seeds: range, side: str, jobs: int
) -> dict[Patch, dict[tuple[int, str], list[bool]]]:
    """Every candidate (the empty patch = the bots as they are, always first) on every cell and seed; each
    candidate's line is printed as soon as its games are in (a long search can be read while it runs)."""
    candidates = [(), *[c for c in candidates if c]]
    tasks = [(p, lv, i, c, side) for c in candidates for p, lv in cells for i in seeds]
    per = len(cells) * len(seeds)
    out: dict[Patch, dict[tuple[int, str], list[bool]]] = {}
    wins: list[bool] = []
    started = time.perf_counter()
    with ProcessPoolExecutor(jobs, initializer=prepare) as pool:
        for won in pool.map(run_job, tasks, chunksize=4):
            wins.append(won)
            if len(wins) % per == 0:
                patch = candidates[len(wins) // per - 1]
                it = iter(wins[-per:])
                out[patch] = {cell: [next(it) for _ in seeds] for cell in cells}
                print(line(patch, out[patch], out[()], cells), f"({time.perf_counter() - started:.0f} s)", flush=True)
    return out


def label(patch: Patch) -> str:
    return ",".join(f"{n}={f:g}" for n, f in patch) or "as is"


def line(
    patch: Patch, by_cell: dict[tuple[int, str], list[bool]], base: dict[tuple[int, str], list[bool]], cells: list
) -> str:
    """One candidate: per cell its wins (95% interval) and the games whose winner changed each way against base;
    over the cells the net change and the sign test's p on the changed games."""
    parts, up_all, down_all = [], 0, 0
    for cell in cells:
        won, ref = by_cell[cell], base[cell]
        up = sum(w and not r for w, r in zip(won, ref, strict=True))
        down = sum(r and not w for w, r in zip(won, ref, strict=True))
        low, high = wilson(sum(won), len(won))
        parts.append(f"{cell[0]}p {cell[1]} {sum(won)}/{len(won)} [{low:.0%}–{high:.0%}] +{up}−{down}")
        up_all, down_all = up_all + up, down_all + down
    net = up_all - down_all
    return f"{label(patch):<34} net {net:+4d} (p {sign_test(up_all, down_all):.3f})  " + "; ".join(parts)


def report(results: dict[Patch, dict[tuple[int, str], list[bool]]], cells: list[tuple[int, str]]) -> None:
    """All candidates again, ranked by the net change summed over the cells."""
    base = results[()]

    def net(patch: Patch) -> int:
        return sum(sum(results[patch][c]) - sum(base[c]) for c in cells)

    print("ranked:")
    for patch in sorted(results, key=lambda p: (p != (), -net(p))):
        print(line(patch, results[patch], base, cells))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("command", choices=("search", "eval"))
    parser.add_argument("--constants", default=",".join(DEFAULT))
    parser.add_argument("--factors", default="0.5,0.75,1.5,2")
    parser.add_argument("--patch", action="append", default=[])
    parser.add_argument("--cells", default="5:normal,4:normal")
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--side", choices=("loyal", "all", "cylon"), default="loyal")
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args()
    cells = [(int(p), lv) for p, _, lv in (c.partition(":") for c in args.cells.split(","))]
    if args.command == "search":
        names = [n for n in args.constants.split(",") if n and resolve(n)]
        factors = [float(f) for f in args.factors.split(",")]
        candidates = [((n, f),) for n in names for f in factors]
    else:
        candidates = [parse_patch(p) for p in args.patch]
    seeds = range(args.first, args.first + args.games)
    started = time.perf_counter()
    print(f"BSG tuning, side {args.side}, seeds {seeds.start}–{seeds.stop - 1}, cells {args.cells}", flush=True)
    results = play_all(candidates, cells, seeds, args.side, args.jobs)
    report(results, cells)
    print(f"wall time {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
