"""How many loyalty cards a seat holds (the "Adama: You Are Not a Cylon ×3" of a 5-player game, bsg.md §3 step 6,
§5 Sleeper Agent and `resurrection_ship`): one at the start (Gaius Baltar 2), one at the Sleeper Agent phase (Sharon
Valerii 2), and whatever a revealed Cylon gives away at the Resurrection Ship while the distance is 7 or less. A third
card for William Adama at 5 players is right exactly when a Cylon gave him one there; no other way exists."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable

from engine.core import derive_rng
from engine.randomplayer import random_step
from engine.registry import get_game

GAME = get_game("bsg")


Played = tuple[dict, Counter[int], Counter[int], Counter[int], bool]


def played(seed: str, n: int) -> Played:
    """A random game to its end: its state, the cards dealt to each seat, given to it and given away by it, and
    whether the Sleeper Agent phase came."""
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    dealt: Counter[int] = Counter()
    received: Counter[int] = Counter()
    away: Counter[int] = Counter()
    sleeper = False
    for move in range(1, 6000):
        if GAME.result(state) is not None:
            break
        seat, action = random_step(GAME, state, chooser)
        for event in GAME.apply(state, seat, action, derive_rng(seed, move)):
            if event.kind == "loyalty_card":
                dealt[event.to[0]] += 1
            elif event.kind == "loyalty_given":
                received[event.params["to"]] += event.params["count"]
                away[event.params["seat"]] += event.params["count"]
            sleeper |= event.kind == "sleeper_phase"
    return state, dealt, received, away, sleeper


def games_past_the_sleeper_phase(
    want: int, enough: Callable[[Played], bool] = lambda g: True, first: int = 0
) -> list[Played]:
    """The first seeded random 5-player games from seed `first` on that reach the Sleeper Agent phase (and satisfy
    `enough`)."""
    found = []
    for i in range(first, first + 80):
        game = played(f"loyalty-5-{i}", 5)
        if game[4] and enough(game):
            found.append(game)
            if len(found) == want:
                return found
    raise AssertionError("too few games reached the Sleeper Agent phase")


def test_a_seat_holds_what_the_rules_deal_it_and_what_a_cylon_gave_it() -> None:
    for state, dealt, received, away, _ in games_past_the_sleeper_phase(3):
        for seat, player in enumerate(state["players"]):
            character = player["character"]
            start = 2 if character == "gaius_baltar" else 1
            later = 2 if character == "sharon_valerii" else 1
            assert dealt[seat] == start + later, (character, dealt[seat])  # 5 players: no sympathizer in the deck
            held = len(player["loyalty"]) + len(player["revealed_loyalty"])
            assert held == dealt[seat] + received[seat] - away[seat], (character, held)


def adama(game: Played) -> int | None:
    return next((s for s, p in enumerate(game[0]["players"]) if p["character"] == "william_adama"), None)


def test_william_adamas_third_card_at_five_players_came_from_a_cylon() -> None:
    """The case seen at a table: a 5-player game where Adama ends with 3 loyalty cards."""
    # (seeds from 132: the first random game where a Cylon hands Adama a card since the starting hands are chosen
    # by everyone at once)
    [game] = games_past_the_sleeper_phase(1, lambda g: adama(g) is not None and g[2][adama(g)] > 0, first=132)
    state, dealt, received, _, _ = game
    seat = adama(game)
    assert seat is not None
    player = state["players"][seat]
    held = len(player["loyalty"]) + len(player["revealed_loyalty"])
    assert dealt[seat] == 2, "William Adama is dealt no extra card: one at the start, one as a sleeper"
    assert held == 2 + received[seat] >= 3, "the third and any more were given at the Resurrection Ship"
