"""Seeded random games: 1,000 games of 2–8 players terminate with a valid result; invariants after every action."""

from __future__ import annotations

import random
from collections import Counter

from cardline_testkit import GAME, NoResignCardline, check_invariants

from engine.core import Event, json_round_trip
from engine.games.cardline.cards import CHARACTERISTICS, eligible
from engine.randomplayer import playout

NO_RESIGN = NoResignCardline()


def options_for(seed: int) -> tuple[int, dict]:
    """Players 2–8 and a spread of options, tiny decks included (they force reshuffles and shared victories)."""
    pick = random.Random(f"options:{seed}")
    players = 2 + seed % 7
    characteristic = CHARACTERISTICS[seed % 4]
    hand_size = 10 if seed % 50 == 7 else pick.choice([1, 2, 2, 3, 3, 4, 4, 4, 5, 6])
    needed = players * hand_size + 1
    deck_size = pick.choice([needed, needed + 1, needed + 3, 110, "all"])
    if isinstance(deck_size, int):
        deck_size = min(deck_size, len(eligible(characteristic)))
    return players, {"characteristic": characteristic, "hand_size": hand_size, "deck_size": deck_size}


def run(game, seed: int, tally: Counter, deep_every: int) -> None:
    """One seeded game; the deep checks (JSON round trip, secrecy scan of all views) run every `deep_every` actions
    and at the end, the structural invariants after every action."""
    players, options = options_for(seed)
    actions = Counter()

    def check(state: dict, events: list[Event]) -> None:
        actions["n"] += 1
        deep = actions["n"] % deep_every == 0 or state["winners"] is not None
        check_invariants(state, events, deep=deep)
        tally.update(e.kind for e in events)

    state, result, moves = playout(game, players, options, f"cardline-{seed}", max_moves=20_000, check=check)
    assert result.winners and json_round_trip(state) == state
    tally[f"end:{state['end_reason']}"] += 1
    tally["games"] += 1
    tally["moves"] += moves


def test_thousand_random_games_terminate_with_valid_results() -> None:
    tally: Counter = Counter()
    for seed in range(1000):
        run(NO_RESIGN, seed, tally, deep_every=1 if seed % 20 == 0 else 16)
    assert tally["games"] == 1000
    # the random games reach every rule that ends or prolongs a game
    assert tally["end:sole"] > 0 and tally["end:shared"] > 0
    assert tally["continuation"] > 0 and tally["reshuffled"] > 0 and tally["drew"] > 0


def test_random_games_with_resignations() -> None:
    tally: Counter = Counter()
    for seed in range(200):
        run(GAME, 10_000 + seed, tally, deep_every=1 if seed % 4 == 0 else 16)
    assert tally["resigned"] > 0 and tally["end:last_player"] > 0
