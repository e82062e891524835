"""The course of a BSG end-to-end game without Discord, move for move: to choose a test's seeds again in seconds (a
full game through the fake Discord takes a minute or more), e.g. when the bots' play (engine/bots/bsg*.py) or the
rules change the course of a game with bots.

A replica of what sandbox/bsg_player.py's `Player` (and `WithBots`, and test_bsg_paces_e2e.py's `Ordering`) does: the
same table (seed, options, seats in join order), the people's choices drawn from the same chooser in the same order
(a seat to act, its option as the controls offer it, the cards given from the panel), the first reaction window let
run out if asked, in `days` the broad standing orders set as moves before each step, the bots fired only once no
person is awaited, with the bot's rng of cogs/pipeline.py. It prints what the tests assert on.

Run: python -m tests.bsg.e2e.bsg_course GAME [--choosers 1-300] [--cap 200]   (GAME: one of PRESETS)
"""

from __future__ import annotations

import argparse
import random
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import engine.tables
from engine.bots import decide, default_move, seen_by
from engine.core import IllegalMove, derive_rng
from engine.games.bsg.data import DATA
from engine.games.bsg.machine.orders import CARD_WHEN
from engine.store import Store
from presenters.discord_limits import SELECT_OPTIONS
from sandbox.bsg_player import BATCH, BROAD, shown_index

REACTIONS = {c for c, card in DATA.skill_cards.items() if card["card_id"] in CARD_WHEN}


@dataclass(frozen=True)
class Setup:
    """A test's game: its TABLE_SEED, people, bots, `bsg new` options (the command's default pace is days) and how its
    player plays."""

    table_seed: str
    people: int
    bots: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    prefer: frozenset[str] = frozenset()  # Player.prefer
    run_out: bool = False  # Player.let_a_window_run_out
    orders: bool = False  # test_bsg_paces_e2e.py's Ordering (pace days)
    join: bool = True  # seat_order join (else the seats are drawn)
    bots_first: bool = False  # the bots move at once (no thinking delay) before the person (Player.only) steps


PRESETS = {
    "paces-days": Setup("bsg-paces-seed", 3, 2, {"pace": "days", "window_seconds": 3600}, orders=True),
    "paces-live": Setup("bsg-paces-seed", 3, 2, {"pace": "live", "window_seconds": 3600}),
    "e2e-three": Setup("bsg-e2e-seed", 3, options={"pace": "live"}, run_out=True),
    "e2e-five": Setup("bsg-e2e-seed", 5, options={"pace": "days"}, prefer=frozenset({"reveal"})),
    "cards": Setup("cards-e2e-1", 3, options={"pace": "days"}),
    "bots-e2e": Setup("bsg-bots-e2e", 1, 2, {"pace": "days"}, join=False, bots_first=True),  # in tests/e2e
}


@dataclass
class Course:
    moves: int = 0
    end: str | None = None
    kinds: Counter[str] = field(default_factory=Counter)  # decisions a person was asked (Player.kinds)
    played: Counter[str] = field(default_factory=Counter)  # action types the people chose (Player.played)
    contributors: list[set[int]] = field(default_factory=list)  # per skill check, the people who gave cards
    ran_out: int = 0  # moves played by a clock (the window let run out)
    orders: int = 0
    reacting: int = 0  # reaction cards the people played (by a window's choice or a standing order)
    hand_changed: bool = False  # the hand the first orders screen was drawn for changed since

    def brief(self) -> str:
        checks = max((len(c) for c in self.contributors), default=0)
        return (
            f"moves={self.moves} end={self.end} kinds={dict(self.kinds)} played={dict(self.played)} "
            f"widest_check={checks} ran_out={self.ran_out} orders={self.orders} reacting={self.reacting} "
            f"hand_changed={self.hand_changed}"
        )


def replay(setup: Setup, seed: int, cap: int) -> Course:
    """The game of `setup` with the people's chooser `seed`, up to `cap` moves."""
    engine.tables.new_seed = lambda: setup.table_seed
    with tempfile.TemporaryDirectory() as folder:
        tables = engine.tables.Tables(Store(str(Path(folder) / "db.sqlite")))
        options = {"seat_order": "join" if setup.join else "random", "bots": setup.bots, **setup.options}
        table = tables.create("bsg", 1, 1, 101, options)
        for user in range(102, 101 + setup.people):
            tables.join(table.id, user)
        tables.start(table.id, 101)
        table = tables.get(table.id)
        tables.store.close()
    return Replica(setup, table, tables.game_of(table), random.Random(seed)).play(cap)


class Replica:
    def __init__(self, setup: Setup, table: Any, game: Any, chooser: random.Random) -> None:
        self.setup, self.table, self.game, self.chooser = setup, table, game, chooser
        self.state = table.state
        self.people = [s for s, u in enumerate(table.seats) if u > 0]
        self.history = [e.to_json() for e in game.start_events(self.state) if e.public]
        self.course = Course()
        self.ordered: set[tuple[int, str]] = set()
        self.kept: tuple[int, list[str]] | None = None
        self.run_out = setup.run_out
        self.check: Any = None

    def apply(self, seat: int, action: dict[str, Any]) -> None:
        events = self.game.apply(self.state, seat, action, derive_rng(self.table.seed, self.course.moves + 1))
        self.course.moves += 1
        self.history.extend(e.to_json() for e in events if e.public)
        played = [e for e in events if e.kind == "skill_played" and e.params.get("seat") in self.people]
        self.course.reacting += sum(1 for e in played if e.params.get("card") in REACTIONS)

    def play(self, cap: int) -> Course:
        game, state, course = self.game, self.state, self.course
        while not game.is_over(state) and course.moves < cap:
            if self.setup.orders:
                self.set_orders()
            awaited = game.to_act(state)
            asked = [s for s in awaited if s in self.people]
            bots = [s for s in awaited if s not in self.people]
            if not asked or (bots and self.setup.bots_first):  # the bots' timers fire, a move each for those awaited
                for seat in bots:
                    if seat in game.to_act(state):
                        seen = seen_by(game, state, seat, self.history)
                        rng = f"{self.table.id}:{course.moves}:{seat}"
                        self.apply(
                            seat, decide(game, "normal", seen, rng, self.table.id, default_move(game, state, seat))
                        )
                continue
            if self.setup.bots and not self.setup.bots_first:  # WithBots picks a person, Player.step their seat
                seat = self.chooser.choice([self.chooser.choice(asked)])
            else:
                seat = self.chooser.choice(sorted(asked))
            self.step(seat)
        result = game.result(state) if game.is_over(state) else None
        course.end = result.details.get("reason") if result else None
        return course

    def set_orders(self) -> None:
        """Ordering.set_all: each new reaction card of a person gets its broad order (a move each)."""
        for seat in self.people:
            hand = self.state["players"][seat]["hand"]
            for card in dict.fromkeys(c for c in hand if c in REACTIONS and (seat, c) not in self.ordered):
                self.ordered.add((seat, card))
                self.kept = self.kept or (seat, sorted(hand))
                self.apply(seat, {"type": "orders", "card": card, "when": BROAD[DATA.skill_cards[card]["card_id"]]})
                self.course.orders += 1
        kept = self.kept
        self.course.hand_changed |= kept is not None and sorted(self.state["players"][kept[0]]["hand"]) != kept[1]

    def step(self, seat: int) -> None:
        game, state, course = self.game, self.state, self.course
        kind = state["decision"]["kind"]
        course.kinds[kind] += 1
        if kind == "skill_window" and self.run_out:  # Player.run_out: the clock fires once per seat still asked
            self.run_out = False
            key = game.clock(state)[0].key
            for _ in self.table.seats:
                clock = next((c for c in game.clock(state) if c.key == key), None)
                if clock is None:
                    break
                for who, action in clock.defaults:
                    try:
                        self.apply(who, action)
                    except IllegalMove:
                        continue
                    course.ran_out += 1
                    break
            return
        if kind in BATCH and game.secret_input(state, seat):
            self.give(seat, kind)
            return
        legal = game.legal_actions(state, seat)
        preferred = [i for i, a in enumerate(legal) if a.get("type") in self.setup.prefer]
        index = self.chooser.choice(preferred) if preferred else self.chooser.randrange(len(legal))
        course.played[str(legal[index].get("type"))] += 1
        self.apply(seat, legal[shown_index(game, state, seat, legal, index)])

    def give(self, seat: int, kind: str) -> None:
        """Player.give_cards: cards picked on the panel's menu and confirmed (one card if too many were refused)."""
        game, state, chooser = self.game, self.state, self.chooser
        me = game.view(state, seat)["me"]
        hand = me["hand"][:SELECT_OPTIONS]
        check = state["asked"]
        if kind == "contribute":
            if not hand or chooser.random() < 0.15:
                answers = game.legal_actions(state, seat) or game.changes(state, seat)
                self.apply(seat, next(a for a in answers if a["cards"] == []))
                return
            count = chooser.randint(1, min(3, len(hand)))
        else:
            count = chooser.randint(1, min(int(me["decision"]["left"]), len(hand)))
        chosen = sorted(chooser.sample(range(len(hand)), count))
        verb = "contribute" if kind == "contribute" else "discard"
        try:
            self.apply(seat, {"type": verb, "cards": [hand[i] for i in chosen]})
        except IllegalMove:
            self.apply(seat, {"type": verb, "cards": [hand[0]]})
        if kind == "contribute":  # Player.note_contribution
            if not self.course.contributors or self.check != check:
                self.course.contributors.append(set())
                self.check = check
            self.course.contributors[-1].add(seat)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(PRESETS))
    parser.add_argument("--choosers", default="1-300", help="a range of the people's chooser seeds")
    parser.add_argument("--cap", type=int, default=200, help="moves at most (longer games are left unfinished)")
    args = parser.parse_args()
    first, _, last = args.choosers.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        course = replay(PRESETS[args.game], seed, args.cap)
        if course.end:
            print(args.game, seed, course.brief(), flush=True)


if __name__ == "__main__":
    main()
