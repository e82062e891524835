"""BSG benchmark: speed of random full games, and issue 11's "measures of done" for the decisions.

Per player count, over seeded games played by a policy that plays usable cards sometimes (a reaction is used with
probability `--use`, otherwise passed; every other decision is a uniform random legal action):

- games/s and moves/s (engine only, views included for the sampled states);
- decisions per human turn: a decision is one question the engine poses (a window asking four seats at once is one
  decision answered four times; a contribution of three cards is one decision); "others" are those awaiting only
  seats other than the current player;
- answers per human turn (applied actions);
- seat switches per turn: how often the engine starts waiting for a seat it was not waiting for just before
  (sequential prompts switch once per prompt; one simultaneous window switches once) — target ≤ 3 at 5 players;
- the share of asks (a seat asked by a decision) whose only legal action is "pass";
- the largest option list (legal actions of one seat) per turn step, and how many asks exceed Discord's 25;
- explanation failures: a sampled awaited seat's prompt without a source name, or with an unlabelled option.

Seat switches are also broken down by the decision switched to, by (decision before -> decision switched to), and
the skill-card windows per turn by window with the seats each asks.

`--what-if` adds, per player count and in the same run, the same games under other rules for whom a skill-card
window asks (the engine is patched in this process only): `all-humans` (every human, the rule before the public
record of hands), `holders` (exactly the seats that really hold a card that matters: reads hidden hands, so it is
NOT allowed in play, bsg.md 4.6 — a lower bound for any public-information rule) and `never` (no skill-card window
at all: what the rest of the game costs).

`--waits` prints instead issue 23's measure: sequential waits on people per turn (a wait: the game starts waiting
for a person it was not waiting for; one simultaneous ask is one wait), every seat a person, on the same seeds at
`pace: live` (before: every window asks and waits) and `pace: days` (after: players keep sensible standing orders,
engine/games/bsg/standing.py — when joining the table a ranking of the characters, a draw pattern for every draw
that lets one choose, Secret Destiny on a Cylon attack, ECO Officer on a bad roll, the Executive Order choice,
board order for the current player's order-of-resolution picks, discards of the weakest cards; once the character
is known its turn's draw and its own draw pattern; reaction cards by their natural condition as they come — set
while they are at the table anyway),
broken down by the decision waited for, with the estimated length of a game at one answer per wait every 6 hours;
and the same for round trips (every new question, the whole-turn planner's submissions counted once:
engine/games/bsg/turn_plan.py's own rule for where a plan must stop), in a third row `days+plan`.

Run: python bench/bench_bsg.py [--games N] [--counts 3,4,5,6] [--sample K] [--use P] [--what-if] [--waits]
(300 games per count is the issue's figure and the default: under a minute here without --what-if.)
"""

from __future__ import annotations

import argparse
import copy
import random
import sys
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import derive_rng  # noqa: E402
from engine.games.bsg import BsgGame, explain, standing, turn_plan  # noqa: E402
from engine.games.bsg.data import DATA  # noqa: E402
from engine.games.bsg.machine import window_gates  # noqa: E402
from engine.games.bsg.machine import windows as window_machine  # noqa: E402
from presenters.bsg_confirm import irreversible  # noqa: E402

GAME = BsgGame()
PASS = {"type": "pass"}
DISCORD_LIMIT = 25


@dataclass
class Tally:
    games: int = 0
    moves: int = 0
    turns: int = 0
    human_turns: int = 0
    decisions: int = 0
    other_decisions: int = 0
    switches: int = 0
    asks: int = 0
    pass_only: int = 0
    over_limit: int = 0
    largest: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    largest_kind: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    over_kind: Counter[str] = field(default_factory=Counter)
    explained: int = 0
    failures: Counter[str] = field(default_factory=Counter)
    switch_kinds: Counter[str] = field(default_factory=Counter)
    switch_pairs: Counter[str] = field(default_factory=Counter)
    windows: Counter[str] = field(default_factory=Counter)
    window_asks: int = 0
    seconds: float = 0.0


def policy(state: dict, seat: int, rng: random.Random, use: float) -> dict:
    """Uniform random, except that a reaction (a decision that may be passed) is used only with probability `use`."""
    legal = GAME.legal_actions(state, seat)
    if PASS in legal and len(legal) > 1:
        others = [a for a in legal if a != PASS]
        return rng.choice(others) if rng.random() < use else PASS
    return rng.choice(legal)


def ask_all_humans(st: dict, window: str, task: dict, cards: tuple[str, ...]) -> list[int]:
    return list(task["seats"]) if window_gates.window_matters(st, window, task, cards) else []


def ask_real_holders(st: dict, window: str, task: dict, cards: tuple[str, ...]) -> list[int]:
    useful = window_gates.useful_cards(st, window, task, cards)
    hands = [[DATA.skill_cards[c]["card_id"] for c in st["players"][s]["hand"]] for s in range(st["n"])]
    return [s for s in task["seats"] if any(c in useful for c in hands[s])]


ASKING = {
    "engine": window_machine.window_seats,
    "all-humans": ask_all_humans,
    "holders": ask_real_holders,
    "never": lambda st, window, task, cards: [],
}


def decision_name(decision: dict) -> str:
    """A decision's kind, with the window for a skill-card window (for the switch breakdown)."""
    if decision["kind"] == "skill_window":
        return f"skill_window:{decision['window']}"
    return decision["kind"]


def explanation_failures(state: dict, seat: int) -> list[str]:
    prompt = GAME.view(state, seat)["me"]["prompt"]
    if prompt is None:
        return ["no prompt"]
    out = []
    if not prompt["source"].get("name"):
        out.append(f"{prompt['kind']}: no source")
    for option in prompt["options"]:
        label = str(option["label"])  # a Text: its English reading
        if not label or "{" in label or "=" in label:
            out.append(f"{prompt['kind']}: bad label {label!r}")
    return out


def play(n: int, seed: str, tally: Tally, sample: int, use: float) -> None:
    rng = random.Random(f"policy:{seed}")
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    previous: tuple[str, frozenset[int]] | None = None
    previous_name = ""
    turn = state["turn"]
    moves = 0
    while GAME.result(state) is None:
        seats = frozenset(GAME.to_act(state))
        kind = state["decision"]["kind"]
        name = decision_name(state["decision"])
        if state["turn"] != turn:
            turn = state["turn"]
            tally.turns += 1
            if not state["players"][state["current"]]["cylon_player"]:
                tally.human_turns += 1
        new = previous is None or previous[0] != kind or not seats <= previous[1]
        if new:
            tally.decisions += 1
            if kind == "skill_window":
                tally.windows[name] += 1
                tally.window_asks += len(seats)
            if state["current"] not in seats:
                tally.other_decisions += 1
            if previous is not None and not seats <= previous[1]:
                tally.switches += 1
                tally.switch_kinds[name] += 1
                tally.switch_pairs[f"{previous_name} -> {name}"] += 1
            step = explain.step(state)
            for seat in seats:
                legal = GAME.legal_actions(state, seat)
                tally.asks += 1
                tally.pass_only += legal == [PASS]
                tally.over_limit += len(legal) > DISCORD_LIMIT
                tally.over_kind[kind] += len(legal) > DISCORD_LIMIT
                tally.largest[step] = max(tally.largest[step], len(legal))
                tally.largest_kind[kind] = max(tally.largest_kind[kind], len(legal))
            if tally.decisions % sample == 0:
                for seat in seats:
                    tally.explained += 1
                    tally.failures.update(explanation_failures(state, seat))
        previous = (kind, seats)
        previous_name = name
        seat = rng.choice(sorted(seats))
        moves += 1
        GAME.apply(state, seat, policy(state, seat, rng, use), derive_rng(seed, moves))
    tally.games += 1
    tally.moves += moves


# the orders a sensible player keeps (issue 23): each reaction card by its natural condition, once-per-game
# abilities where they clearly pay
CARD_ORDERS = {
    "strategic_planning": "human_roll",
    "evasive_maneuvers": "my_viper_hit",
    "declare_emergency": "fail_to_pass",
    "scientific_research": "when_it_matters",
}
ABILITY_ORDERS = {"secret_destiny": "cylon_attack", "eco_officer": "bad_roll", "alert_viper_pilot": "always"}
HOURS_PER_WAIT = 6
SKILL_TYPES = ("politics", "leadership", "tactics", "piloting", "engineering")  # a human's five (not treachery)


@dataclass
class Waits:
    games: int = 0
    turns: int = 0
    waits: int = 0
    setup_waits: int = 0  # of them, before the first turn (the draft, the starting hands)
    kinds: Counter[str] = field(default_factory=Counter)
    trips: int = 0  # round trips: each new question to people (one simultaneous ask is one; a planned step none)
    setup_trips: int = 0
    trip_kinds: Counter[str] = field(default_factory=Counter)
    planned: int = 0  # questions a whole-turn plan answered with the submission before them


class Plan:
    """Where the whole-turn planner (engine/games/bsg/turn_plan.py, its own rule) lets the current player submit
    the next decision with the one before: after a step of a plan that `after_step` leaves OPEN, within MAX_STEPS,
    and never an irreversible action (those ask for a confirmation of their own, presenters/bsg_confirm.py)."""

    def __init__(self) -> None:
        self.open = False  # the next decision is covered by the submission before it
        self.length = 0  # steps in the plan so far

    def step(self, state: dict, seat: int, action: dict) -> None:
        """Called before `action` of `seat` is applied."""
        if not self.open:
            self.length = 1 if turn_plan.plannable(state, seat) and not irreversible(action) else 0
        elif irreversible(action):
            self.length = 0
        else:
            self.length += 1
        self.open = False
        if self.length:
            _, why = turn_plan.after_step(GAME, state, seat, action)
            self.open = why == turn_plan.OPEN and self.length < turn_plan.MAX_STEPS


def draw_pattern(state: dict, seat: int) -> list[str]:
    """A sensible `draws` pattern: the character's own turn draw (its fixed skills, then its combined slot shared
    out), so a starting hand, a Sickbay draw or a card's draw takes what the character draws anyway."""
    skills = standing.B.character(state, seat)["skills"]
    pattern = [s for s, n in skills["fixed"].items() for _ in range(n)]
    for combo in skills["combined"]:
        pattern += [combo["skills"][i % len(combo["skills"])] for i in range(combo["count"])]
    return pattern[: standing.MAX_PATTERN]


def joining_orders(ranker: random.Random) -> list[dict]:
    """The orders a player sets when joining the table (none depends on the character): a ranking of the characters
    (random, as the policy's pick), a draw pattern, the abilities' orders, the Executive Order choice, board order
    and discards of the weakest cards."""
    ranking, pattern = sorted(DATA.characters), list(SKILL_TYPES)
    ranker.shuffle(ranking)
    ranker.shuffle(pattern)
    out = [{"type": "orders", "draft": ranking}, {"type": "orders", "draws": pattern}]
    out += [{"type": "orders", "ability": k, "when": w} for k, w in ABILITY_ORDERS.items()]
    out.append({"type": "orders", "eo": "two_actions"})
    out.append({"type": "orders", "board_order": True})
    out.append({"type": "orders", "discards": "weakest"})
    return out


def sensible_orders(state: dict, seat: int, settled: set[int]) -> list[dict]:
    """The orders `seat` sets now: its character's draws once (as soon as it has a character, in the sitting where
    it picked it), then an order for each reaction card in its hand that has none."""
    me = standing.view(state, seat)
    out: list[dict] = []
    if seat not in settled and state["players"][seat]["character"] is not None:
        settled.add(seat)
        combo = standing.combined_slot(state, seat)
        if combo is not None:
            share = Counter(combo["skills"][i % len(combo["skills"])] for i in range(combo["count"]))
            out.append({"type": "orders", "draw": dict(share)})
        out.append({"type": "orders", "draws": draw_pattern(state, seat)})
    ordered = {o["card"] for o in me["cards"]}
    for card in sorted(state["players"][seat]["hand"]):
        when = CARD_ORDERS.get(DATA.skill_cards[card]["card_id"])
        if when and card not in ordered:
            out.append({"type": "orders", "card": card, "when": when})
    return out


def play_waits(n: int, seed: str, pace: str, tally: Waits, use: float, planned: bool = False) -> None:
    """One game with every seat a person: count the waits and the round trips (see `--waits`); `planned`: the
    current player submits what the whole-turn planner lets it submit at once."""
    rng = random.Random(f"policy:{seed}")
    state = GAME.setup(n, {"pace": pace}, derive_rng(seed, 0))
    settled: set[int] = set()
    if pace == "days":  # joining the table
        ranker = random.Random(f"draft:{seed}")
        for seat in range(n):
            for order in joining_orders(ranker):
                GAME.apply(state, seat, order, derive_rng(seed, -1 - seat))
    previous: frozenset[int] | None = None
    remaining: frozenset[int] = frozenset()  # the seats still asked after the last answer, as asked before it
    plan = Plan()
    turn, moves = state["turn"], 0
    while GAME.result(state) is None:
        seats = frozenset(GAME.to_act(state))
        if state["turn"] != turn:
            turn = state["turn"]
            tally.turns += 1
        if previous is not None and not seats <= previous:
            tally.waits += 1
            tally.setup_waits += state["phase"] == "setup"
            tally.kinds[decision_name(state["decision"])] += 1
        if seats != remaining:  # a new question (not the rest of one simultaneous ask)
            if planned and plan.open:
                tally.planned += 1
            else:
                tally.trips += 1
                tally.setup_trips += state["phase"] == "setup"
                tally.trip_kinds[decision_name(state["decision"])] += 1
            remaining = seats  # asked: the orders set now answer nothing new
        previous = seats
        seat = rng.choice(sorted(seats))
        orders = sensible_orders(state, seat, settled) if pace == "days" else []
        asked = copy.deepcopy(state["decision"])
        for action in orders:  # set while this player is at the table: no wait of its own
            moves += 1
            GAME.apply(state, seat, action, derive_rng(seed, moves))
        if orders:
            # the question still open is the same one; one the orders answered is followed by a new one
            remaining = seats if state["decision"] == asked else frozenset()
            continue  # an order may have answered the pending decision
        action = policy(state, seat, rng, use)
        if planned:
            plan.step(state, seat, action)
        moves += 1
        GAME.apply(state, seat, action, derive_rng(seed, moves))
        remaining = seats - {seat}
        if pace == "days" and seat not in settled and state["players"][seat]["character"] is not None:
            # the character just drafted: its standing choices are set in the same sitting (cards wait for the next)
            for order in sensible_orders(state, seat, settled):
                if "card" not in order:
                    moves += 1
                    GAME.apply(state, seat, order, derive_rng(seed, moves))
            if frozenset(GAME.to_act(state)) != seats - {seat}:
                remaining = frozenset()  # an order answered what came next: whatever follows is a new question
    tally.games += 1


# the rows of `--waits`: (label, pace, the whole-turn planner used)
WAIT_ROWS = (("live", "live", False), ("days", "days", False), ("days+plan", "days", True))


def print_waits(counts: list[int], games: int, use: float) -> None:
    print(f"Sequential waits on people per turn, every seat a person, {games} games per count (same seeds per row).")
    print(
        "waits: the game starts waiting for a person it was not waiting for (issue 23's definition: a seat's own\n"
        "  consecutive decisions are one wait, so the whole-turn planner cannot lower it); trips: every new question\n"
        "  to people, one simultaneous ask being one and a decision the planner submits with the one before none.\n"
        "live: windows ask and wait, no planner; days: sensible standing orders (draft ranking, draw pattern and\n"
        "  turn draw, cards, abilities, Executive Order choice, board order, weakest discards); days+plan: and the\n"
        "  current player submits what turn_plan.py lets it plan.\n"
        f"'in play' leaves out the setup's; days/game at one answer per wait (or trip) every {HOURS_PER_WAIT} hours."
    )
    print()
    header = (
        f"{'n':>2} {'row':>9} {'turns':>5} {'waits/turn':>10} {'in play':>7} {'trips/turn':>10} {'in play':>7}"
        f" {'planned':>7} {'days/game':>9} {'by trips':>8}"
    )
    print(header)
    for n in counts:
        for label, pace, planned in WAIT_ROWS:
            tally = Waits()
            for i in range(games):
                play_waits(n, f"bench-{n}-{i}", pace, tally, use, planned)
            turns = max(tally.turns, 1)
            games_done = max(tally.games, 1)
            days_waits = tally.waits / games_done * HOURS_PER_WAIT / 24
            days_trips = tally.trips / games_done * HOURS_PER_WAIT / 24
            print(
                f"{n:>2} {label:>9} {tally.turns / games_done:5.1f} {tally.waits / turns:10.2f}"
                f" {(tally.waits - tally.setup_waits) / turns:7.2f} {tally.trips / turns:10.2f}"
                f" {(tally.trips - tally.setup_trips) / turns:7.2f} {tally.planned / turns:7.2f}"
                f" {days_waits:9.0f} {days_trips:8.0f}",
                flush=True,
            )
            print("      waits by decision:", ", ".join(f"{k} {v / turns:.3f}" for k, v in tally.kinds.most_common()))
            trips = tally.trip_kinds.most_common(8)
            print("      trips by decision:", ", ".join(f"{k} {v / turns:.2f}" for k, v in trips), flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=300, help="games per player count (the issue's figure)")
    parser.add_argument("--counts", default="3,4,5,6", help="player counts, comma separated")
    parser.add_argument("--sample", type=int, default=5, help="check the explanation of every K-th decision")
    parser.add_argument("--use", type=float, default=0.3, help="probability of using a usable reaction")
    parser.add_argument("--what-if", action="store_true", help="also run other window-asking rules (see above)")
    parser.add_argument("--waits", action="store_true", help="issue 23: sequential waits on people, live vs days")
    args = parser.parse_args()
    rules = list(ASKING) if args.what_if else ["engine"]
    counts = [int(c) for c in args.counts.split(",")]
    if args.waits:
        print_waits(counts, args.games, args.use)
        return
    print(f"{args.games} games per player count, reactions used with p={args.use}, every {args.sample}th decision's")
    print("prompt checked; per human turn: decisions (D), of them awaiting only others (O), answers (A); S = seat")
    print("switches per turn; pass = share of asks with only 'pass'; >25 = asks over Discord's select limit")
    print()
    header = f"{'n':>2} {'games/s':>7} {'turns':>5} {'D/turn':>6} {'O/turn':>6} {'A/turn':>6} {'S/turn':>6}"
    header += f" {'pass':>5} {'>25':>5} {'bad':>4}  largest option list per step"
    print(header)
    tallies = {}
    for n in counts:
        for rule in rules:
            window_machine.window_seats = ASKING[rule]  # type: ignore[assignment]  # what-if rules: this process only
            tally = Tally()
            start = time.perf_counter()
            for i in range(args.games):
                play(n, f"bench-{n}-{i}", tally, args.sample, args.use)
            tally.seconds = time.perf_counter() - start
            if rule == "engine":
                tallies[n] = tally
            human = max(tally.human_turns, 1)
            largest = " ".join(f"{k}:{v}" for k, v in sorted(tally.largest.items(), key=lambda kv: -kv[1]))
            label = "" if rule == "engine" else f"   what-if, windows ask {rule}"
            print(
                f"{n:>2} {tally.games / tally.seconds:7.1f} {tally.turns / tally.games:5.1f}"
                f" {tally.decisions / human:6.1f} {tally.other_decisions / human:6.1f} {tally.moves / human:6.1f}"
                f" {tally.switches / max(tally.turns, 1):6.1f} {tally.pass_only / max(tally.asks, 1):5.0%}"
                f" {tally.over_limit:5d} {sum(tally.failures.values()):4d}  {label or largest}",
                flush=True,
            )
        window_machine.window_seats = ASKING["engine"]  # type: ignore[assignment]
    print()
    for n, tally in tallies.items():
        turns = max(tally.turns, 1)
        kinds = ", ".join(f"{k} {v / turns:.2f}" for k, v in tally.switch_kinds.most_common(8))
        print(f"  {n} players, seat switches per turn by the decision switched to: {kinds}")
        pairs = ", ".join(f"{k} {v / turns:.2f}" for k, v in tally.switch_pairs.most_common(8))
        print(f"  {n} players, seat switches per turn by (decision before -> decision switched to): {pairs}")
        windows = ", ".join(f"{k[len('skill_window:') :]} {v / turns:.2f}" for k, v in tally.windows.most_common())
        asked = tally.window_asks / max(sum(tally.windows.values()), 1)
        print(f"  {n} players, skill-card windows per turn: {windows} (seats asked per window {asked:.1f})")
    for n, tally in tallies.items():
        over = [f"{k} (max {tally.largest_kind[k]}, {c} asks)" for k, c in tally.over_kind.most_common() if c]
        print(f"  {n} players, decision kinds over {DISCORD_LIMIT} options: {', '.join(over) or 'none'}")
    for n, tally in tallies.items():
        for failure, count in tally.failures.most_common(5):
            print(f"  {n} players: {count}x {failure}")


if __name__ == "__main__":
    main()
