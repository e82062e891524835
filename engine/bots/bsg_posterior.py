"""The chance that each BSG seat is a Cylon, exactly: every place the Cylon loyalty cards may lie, weighed.

Every loyalty card of a game is dealt by the end of the Sleeper Agent phase (bsg.md setup 6: the deck is sized for
it), and each Cylon card is equally likely to be any dealt card but the Sympathizer. A hypothesis puts the game's
Cylon cards into bins — each seat's first-deal cards, its Sleeper Agent cards, and before that phase the cards still
to be dealt — and weighs the ways it can happen (a product of binomials) times the likelihood of the evidence under
it (`loglik`, from engine/bots/bsg_suspicion.py: what each seat did while it was, or was not, a Cylon). A seat is a
Cylon when one of its dealt cards is. Summing the weights gives each seat's chance, its share of the Cylons still
hidden and the time they were dealt at once: the evidence from before the Sleeper Agent phase says who was a Cylon
then, not who was dealt one after.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from itertools import combinations_with_replacement

# loyalty cards that are not the Cylon cards (nor the Sympathizer), by table size (bsg.md setup 6); Gaius Baltar
# and Sharon Valerii each add one
NOT_CYLON = {3: 5, 4: 6, 5: 8, 6: 9}


def cylon_cards(n: int) -> int:
    return 1 if n <= 4 else 2


@dataclass(frozen=True)
class Deal:
    """Where the Cylon cards may lie, from one seat's knowledge. `early`/`late`: per seat, its cards of the first
    deal / the Sleeper Agent phase that may be Cylon cards (0 for a seat whose cards the observer knows); `future`:
    cards still to be dealt; `must_early`: seats known to hold a Cylon card of the first deal (revealed before the
    Sleeper Agent phase); `must`: seats known to hold one (revealed since, or a card seen)."""

    cylons: int
    early: tuple[int, ...]
    late: tuple[int, ...]
    future: int
    after: bool  # whether the Sleeper Agent phase is over
    must_early: frozenset[int]
    must: frozenset[int]


Hypothesis = tuple[int, frozenset[int], frozenset[int], Counter[int]]  # ways, Cylons then, Cylons now, cards each


def hypotheses(deal: Deal) -> Iterator[Hypothesis]:
    """Every placement of the Cylon cards into bins that the known facts allow, with the number of ways it happens
    and the seats that were Cylons before the Sleeper Agent phase and are now."""
    bins = [(s, False, k) for s, k in enumerate(deal.early) if k]
    bins += [(s, True, k) for s, k in enumerate(deal.late) if k]
    if deal.future:
        bins.append((None, False, deal.future))
    for combo in combinations_with_replacement(range(len(bins)), deal.cylons):
        placed = Counter(combo)
        ways = math.prod(math.comb(bins[b][2], c) for b, c in placed.items())
        if not ways:
            continue
        early = frozenset(bins[b][0] for b in placed if bins[b][0] is not None and not bins[b][1])
        cards: Counter[int] = Counter()
        for b, c in placed.items():
            if bins[b][0] is not None:
                cards[bins[b][0]] += c
        now = frozenset(cards) if deal.after else early
        if deal.must_early <= early and deal.must <= frozenset(cards):
            yield ways, early, now, cards


def marginals(
    n: int, deal: Deal, loglik: Callable[[frozenset[int], frozenset[int], Counter[int]], float]
) -> list[float]:
    """Per seat, the chance that it is a Cylon now, over the hypotheses weighed by ways × exp(loglik)."""
    weighed = [(math.log(ways) + loglik(early, now, cards), now) for ways, early, now, cards in hypotheses(deal)]
    if not weighed:
        return [0.0] * n
    top = max(w for w, _ in weighed)
    total = 0.0
    out = [0.0] * n
    for w, now in weighed:
        x = math.exp(w - top)
        total += x
        for s in now:
            out[s] += x
    return [x / total for x in out]
