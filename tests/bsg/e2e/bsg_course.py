"""The course of test_bsg_paces_e2e.py's games without Discord, move for move: to choose its seeds again in seconds
when the bots' play (engine/bots/bsg*.py) changes the course (a full game through the fake Discord takes a minute).

A replica of what the test's player does (sandbox/bsg_player.py `WithBots`, the module's `Ordering`): the same table
(seed, options, seats), the people's choices drawn from the same chooser in the same order (a seat to act, its
option as the controls offer it, the cards given from the panel), in `days` the broad standing orders set as moves
before each step, the bots fired only once no person is awaited, with the bot's rng of cogs/pipeline.py. The figures
it prints are what the test asserts on: moves, orders set, skill windows that asked a person, cards the people chose
to play, reaction cards the people played, and whether the first orders screen's hand changed (the stale press).

Run: python -m tests.bsg.e2e.paces_course [--pace days|live] [--choosers 1-300] [--cap 130]
"""

from __future__ import annotations

import argparse
import random
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engine.tables
from engine.bots import decide, default_move, seen_by
from engine.core import IllegalMove, derive_rng
from engine.games.bsg.data import DATA
from engine.games.bsg.machine.orders import CARD_WHEN
from engine.store import Store
from sandbox.bsg_player import BATCH, BROAD, shown_index
from tests.bsg.e2e.test_bsg_paces_e2e import TABLE_SEED

REACTIONS = {c for c, card in DATA.skill_cards.items() if card["card_id"] in CARD_WHEN}


@dataclass
class Course:
    moves: int = 0
    orders: int = 0
    window_asks: int = 0
    plays: int = 0
    reacting: int = 0
    hand_changed: bool = False
    end: str | None = None


def replay(pace: str, seed: int, cap: int, table_seed: str = TABLE_SEED) -> Course:
    """The game of `pace` with the people's chooser `seed`, up to `cap` moves."""
    engine.tables.new_seed = lambda: table_seed
    with tempfile.TemporaryDirectory() as folder:
        tables = engine.tables.Tables(Store(str(Path(folder) / "db.sqlite")))
        options = {"seat_order": "join", "bots": 2, "pace": pace, "window_seconds": 3600}
        table = tables.create("bsg", 1, 1, 101, options)
        for user in (102, 103):
            tables.join(table.id, user)
        tables.start(table.id, 101)
        table = tables.get(table.id)
        tables.store.close()
    game, state = tables.game_of(table), table.state
    assert state is not None
    people = [s for s, u in enumerate(table.seats) if u > 0]
    history = [e.to_json() for e in game.start_events(state) if e.public]
    chooser, course, ordered = random.Random(seed), Course(), set()
    kept: tuple[int, list[str]] | None = None

    def apply(seat: int, action: dict[str, Any]) -> None:
        events = game.apply(state, seat, action, derive_rng(table.seed, course.moves + 1))
        course.moves += 1
        history.extend(e.to_json() for e in events if e.public)
        played = [e for e in events if e.kind == "skill_played" and e.params.get("seat") in people]
        course.reacting += sum(1 for e in played if e.params.get("card") in REACTIONS)

    while not game.is_over(state) and course.moves < cap:
        if pace == "days":  # Ordering.set_all: each new reaction card of a person gets its broad order
            for seat in people:
                hand = state["players"][seat]["hand"]
                for card in dict.fromkeys(c for c in hand if c in REACTIONS and (seat, c) not in ordered):
                    ordered.add((seat, card))
                    kept = kept or (seat, sorted(hand))
                    apply(seat, {"type": "orders", "card": card, "when": BROAD[DATA.skill_cards[card]["card_id"]]})
                    course.orders += 1
            course.hand_changed |= kept is not None and sorted(state["players"][kept[0]]["hand"]) != kept[1]
        awaited = game.to_act(state)
        asked = [s for s in awaited if s in people]
        if not asked:  # WithBots: the bots' timers fire, one move each for the seats awaited then
            for seat in (s for s in awaited if s not in people):
                if seat in game.to_act(state):
                    seen = seen_by(game, state, seat, history)
                    rng = f"{table.id}:{course.moves}:{seat}"
                    apply(seat, decide(game, "normal", seen, rng, table.id, default_move(game, state, seat)))
            continue
        seat = chooser.choice([chooser.choice(asked)])  # WithBots picks the user, Player.step their seat
        kind = state["decision"]["kind"]
        course.window_asks += kind == "skill_window"
        if kind in BATCH and game.secret_input(state, seat):
            give(game, state, seat, kind, chooser, apply)
            continue
        legal = game.legal_actions(state, seat)
        index = chooser.randrange(len(legal))
        course.plays += legal[index].get("type") == "play"
        apply(seat, legal[shown_index(game, state, seat, legal, index)])
    result = game.result(state) if game.is_over(state) else None
    course.end = result.details.get("reason") if result else None
    return course


def give(game: Any, state: dict[str, Any], seat: int, kind: str, chooser: random.Random, apply: Any) -> None:
    """Player.give_cards: cards picked on the panel's menu and confirmed (one card if too many were refused)."""
    me = game.view(state, seat)["me"]
    hand = me["hand"][:25]
    if kind == "contribute":
        if not hand or chooser.random() < 0.15:
            answers = game.legal_actions(state, seat) or game.changes(state, seat)
            apply(seat, next(a for a in answers if a["cards"] == []))
            return
        count = chooser.randint(1, min(3, len(hand)))
    else:
        count = chooser.randint(1, min(int(me["decision"]["left"]), len(hand)))
    chosen = sorted(chooser.sample(range(len(hand)), count))
    verb = "contribute" if kind == "contribute" else "discard"
    try:
        apply(seat, {"type": verb, "cards": [hand[i] for i in chosen]})
    except IllegalMove:
        apply(seat, {"type": verb, "cards": [hand[0]]})


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pace", choices=("days", "live"), default="days")
    parser.add_argument("--choosers", default="1-300", help="a range of the people's chooser seeds")
    parser.add_argument("--cap", type=int, default=130, help="moves at most (longer games are left unfinished)")
    args = parser.parse_args()
    first, _, last = args.choosers.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        course = replay(args.pace, seed, args.cap)
        if course.end:
            print(args.pace, seed, course, flush=True)


if __name__ == "__main__":
    main()
