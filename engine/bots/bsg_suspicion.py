"""Who is likely a Cylon, from public information only (plus what one seat alone knows): the BSG bots read it.

Built from a seat's view and the public events it saw (`Seen.history`), never from a state:
- skill checks: the negative strength of each revealed pool beyond what the two Destiny cards explain, shared over
  the seats that added cards of unknown colour, by how many each added (the unattributed pool: who could have put the
  negative cards in); cards contributed face up are attributed to their seat; a pool without excess clears a little
  those who added several cards;
- choices made by a player (crisis options): a box clearly worse for the humans than another counts against the
  chooser;
- the Admiral's Quarters: sending a known human (the deciding seat itself, when it knows it is loyal) towards the
  Brig counts against the sender, a known Cylon for them; Executive Orders given to a known Cylon count against the
  giver;
- what the deciding seat alone knows: its own loyalty (a loyal seat is no suspect and none of the pool's negative
  cards are its own: a loyal bot adds only positive cards) and the loyalty cards it has seen.

`evidence` is a log-odds score per seat (0 = no information; `lead` compares the open seats by it). `cylon_odds`
is the exact posterior (`bsg_posterior`): every place the Cylon loyalty cards may lie — a seat's first-deal cards,
its Sleeper Agent cards, the cards still to deal — weighed by the evidence, each piece timed: what a seat did before
the Sleeper Agent phase speaks of the card it held then, not of the one it was dealt after; a sabotaged pool counts
once against its hidden contributors together (one Cylon among them explains it). Measured with
bench/bench_bsg_suspicion.py (two runs of 40 games, normal, against the per-seat softmax it replaced; the prior alone
in brackets): 4p log-loss 0.37–0.38 vs 0.41 [0.43] before the Sleeper Agent phase, 0.39–0.44 vs 0.48–0.85 [0.61]
after, AUC 0.69 vs 0.62 and 0.84–0.87 vs 0.64–0.74, the top suspect a Cylon after the phase 76–78% vs 48–58%; 5p
log-loss 0.43–0.44 vs 0.45–0.47 [0.50] before and 0.55–0.57 vs 0.66–0.70 [0.57–0.58] after, AUC 0.68 vs 0.66–0.68
before and 0.59–0.65 vs 0.62–0.64 after (no better: a hidden Cylon the table suspects reveals, so the Cylons left
hidden are the unsuspected ones). `prior_odds` is the posterior without evidence. The help poll's answers are table
talk kept by the front end, outside a seat's `Seen`, so they are not read here.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from engine.bots import bsg_eval as E
from engine.bots import bsg_posterior as P
from engine.games.bsg.data import DATA, SKILLS, loyalty_kind
from engine.games.bsg.machine import public_hands

View = dict[str, Any]
MAX_SEATS = 6
MEAN_STRENGTH = 2.14  # the mean strength of a skill card (data: 40×1, 30×2, 20×3, 10×4, 5×5)
DESTINY_SLACK = 1.5  # negative strength Destiny may add beyond its mean before anyone is blamed
PER_CARD = 1.0  # log-odds per sabotaging card attributed to a seat
CLEARED = 0.15  # log-odds off per card added to a clean pool
BAD_CHOICE = 0.6  # log-odds for a crisis option clearly worse for the humans
BRIGGED_HUMAN = 2.5  # log-odds for sending a known human to the Brig
SEEN_HUMAN = -1.5  # every loyalty card I saw of that seat said "not a Cylon"


def strength(card: str) -> int:
    info = DATA.skill_cards.get(card)
    return int(info["strength"]) if info else 0


def known_cylons(view: View) -> set[int]:
    """Revealed Cylon players, and seats whose loyalty card I saw says Cylon."""
    out = {p["seat"] for p in view["players"] if p["cylon_player"]}
    for seen in view["me"].get("seen_loyalty") or []:
        if any(loyalty_kind(c) == "cylon" for c in seen.get("cards", [])):
            out.add(seen["target"])
    return out


def known_humans(view: View, seat: int) -> set[int]:
    """Myself when I am loyal (a human-team seat knows it is not a Cylon — until the Sleeper Agent phase deals it
    another card, which its view then shows)."""
    return {seat} if view["me"].get("team") == "human" else set()


def known_sides(view: View, seat: int | None) -> tuple[set[int], set[int]]:
    """(known Cylons, known humans) from `seat`'s knowledge; `seat` None: public information only (the revealed)."""
    if seat is None:
        return {p["seat"] for p in view["players"] if p["cylon_player"]}, set()
    return known_cylons(view), known_humans(view, seat)


def pinned(odds: Sequence[float], cylons: set[int], loyal: set[int]) -> dict[int, float]:
    """Per seat, `odds` with the known Cylons at 1 and the known humans at 0."""
    return {s: 1.0 if s in cylons else 0.0 if s in loyal else p for s, p in enumerate(odds)}


class Digest:
    """The seat-independent facts of a public history, read once: the check pools (skills, cards added per seat,
    cards added face up, the revealed pool), the crisis choices, the Admiral's Quarters picks and the Executive
    Orders. `digest` extends it event by event, so that a game's decisions do not re-read the whole history."""

    def __init__(self) -> None:
        self.read: list[dict] = []  # the events read so far (the objects themselves, compared by identity)
        self.pools: list[tuple[dict, dict]] = []  # (check, check_revealed params)
        self.choices: list[dict] = []
        self.picks: list[tuple[int, int | None]] = []  # (Admiral's Quarters user, target)
        self.orders: list[tuple[int, int | None]] = []  # (Executive Order giver, target)
        self.sleeper = False
        self.late: dict[str, list[bool]] = {"pools": [], "choices": [], "picks": [], "orders": []}  # after the deal
        self.late_slots = [0] * MAX_SEATS  # loyalty cards dealt per seat in the Sleeper Agent phase (no Sympathizer)
        self.revealed: dict[int, bool] = {}  # seats that revealed a Cylon card: whether after the Sleeper Agent phase
        self._dealt: int | None = None
        self.memo: dict[tuple, tuple[int, dict[int, float]]] = {}  # partial sums already computed (`summed`)
        self.hands = public_hands.fresh(MAX_SEATS)  # per seat: its size and the most cards of each type it may hold
        self._check: dict[str, Any] = {}
        self._quarters: int | None = None

    def add(self, event: dict) -> None:
        self.read.append(event)
        kind, params = event["kind"], event["params"]
        counts = {name: len(getattr(self, name)) for name in self.late}
        public_hands.observe({"public_hands": self.hands}, kind, params)
        check = self._check
        if kind == "check_started":
            self._check = {"skills": list(params.get("skills") or []), "counts": {}, "face_up": []}
        elif kind == "contributed" and check:
            check["counts"][params["seat"]] = check["counts"].get(params["seat"], 0) + int(params.get("count") or 0)
        elif kind == "contributed_face_up" and check:
            check["face_up"].append((params["seat"], params["card"]))
        elif kind == "check_revealed" and check:
            self.pools.append((check, params))
            self._check = {}
        elif kind == "check_result":
            self._check = {}
        elif kind == "chose" and params.get("seat") is not None:
            self.choices.append(params)
        elif kind == "activated":
            self._quarters = params["seat"] if params.get("location") == "admirals_quarters" else None
        elif kind == "picked" and self._quarters is not None and params.get("seat") == self._quarters:
            self.picks.append((self._quarters, params.get("target")))
            self._quarters = None
        elif kind == "executive_order":
            self.orders.append((params["seat"], params.get("target")))
        elif kind == "sleeper_phase":
            self.sleeper = True
        elif kind == "loyalty_dealt" and self.sleeper:
            self._dealt = params["seat"]
            self.late_slots[params["seat"]] += 1
        elif kind == "sympathizer_revealed" and self._dealt is not None:  # that card was the Sympathizer
            self.late_slots[self._dealt] -= 1
            self._dealt = None
        elif kind == "revealed":
            self.revealed[params["seat"]] = self.sleeper
        for name, flags in self.late.items():
            flags += [self.sleeper] * (len(getattr(self, name)) - counts[name])


_DIGESTS: list[Digest] = []  # the few most recent (one per game a process is playing)


def digest(history: list[dict]) -> Digest:
    """The digest of `history`: a cached one extended when `history` starts with the events it read (the same
    objects), else a new one. The result depends only on `history`."""
    for i, d in enumerate(_DIGESTS):
        if extends(history, d.read):
            for event in history[len(d.read) :]:
                d.add(event)
            _DIGESTS.insert(0, _DIGESTS.pop(i))
            return d
    d = Digest()
    for event in history:
        d.add(event)
    _DIGESTS.insert(0, d)
    del _DIGESTS[4:]
    return d


def extends(history: list[dict], read: list[dict]) -> bool:
    """Whether `history` starts with the events `read` (the same objects: checked at the ends and at a few points
    between, which the append-only histories of a game always satisfy)."""
    k = len(read)
    if k > len(history) or k == 0:
        return k == 0 and not history
    return all(history[i] is read[i] for i in (*range(0, k, max(1, k // 8)), k - 1))


def summed(facts: Digest, what: str, key: tuple, items: list, add: Callable[[dict[int, float], Any], None]) -> dict:
    """`add` applied to every item of a list the digest only appends to, from a zero score: computed once per key
    and extended with the new items on later calls."""
    done, partial = facts.memo.get((what, *key), (0, {}))
    if done < len(items):
        partial = dict(partial)
        for item in items[done:]:
            add(partial, item)
        facts.memo[(what, *key)] = (len(items), partial)
    return partial


def evidence(view: View, history: list[dict], seat: int | None = None) -> dict[int, float]:
    """Log-odds that each seat is a Cylon; `seat` None: public information only (what anyone may infer)."""
    score = {s: 0.0 for s in range(view["n"])}
    cylons, loyal = known_sides(view, seat)
    facts = digest(history)
    who = (tuple(sorted(loyal)), tuple(sorted(cylons)))
    pools = summed(
        facts,
        "pools",
        who,
        list(zip(facts.pools, facts.late["pools"], strict=True)),
        lambda acc, pool: blame_pool(acc, *pool[0], loyal, cylons, pool[1]),
    )
    for part in (pools, separable(view, history, seat)):
        for (s, _late), x in part.items():
            score[s] += x
    if seat is not None:
        for seen in view["me"].get("seen_loyalty") or []:
            cards = seen.get("cards", [])
            if cards and all(loyalty_kind(c) != "cylon" for c in cards):
                score[seen["target"]] += SEEN_HUMAN
    return score


def separable(view: View, history: list[dict], seat: int | None) -> dict[tuple[int, bool], float]:
    """The evidence that bears on one seat at a time, keyed by (seat, whether after the Sleeper Agent phase): crisis
    choices, the Admiral's Quarters picks, the Executive Orders (not the check pools)."""
    cylons, loyal = known_sides(view, seat)
    facts = digest(history)
    board = (  # what choice_evidence's values read of the view (bsg_checks.resource_worth: the journey left too)
        tuple(sorted((view.get("resources") or {}).items())),
        len(view.get("damaged") or ()),
        E.humans_count(view),
        view.get("distance"),
        view.get("jump_track"),
    )
    choices = list(zip(facts.choices, facts.late["choices"], strict=True))
    score = dict(
        summed(
            facts,
            "choices",
            board,
            choices,
            lambda acc, c: add_to(acc, (c[0]["seat"], c[1]), choice_evidence(view, c[0])),
        )
    )
    for (sender, target), late in zip(facts.picks, facts.late["picks"], strict=True):
        if target in loyal:
            add_to(score, (sender, late), BRIGGED_HUMAN)
        elif target in cylons:
            add_to(score, (sender, late), -1.0)
    for (giver, target), late in zip(facts.orders, facts.late["orders"], strict=True):
        if target in cylons:
            add_to(score, (giver, late), 1.0)
    return score


def add_to(score: dict, key: Any, x: float) -> None:
    score[key] = score.get(key, 0.0) + x


def pool_facts(check: dict, revealed: dict) -> tuple[dict[int, int], float, list[tuple[int, float]]]:
    """A revealed pool read: the cards each seat added face down, the negative strength Destiny does not explain
    (beyond its mean and slack; the face-up cards' taken out) and the face-up negative cards' blame per seat."""
    cards = [c for c in revealed.get("cards") or [] if c in DATA.skill_cards]
    total = sum(strength(c) for c in cards)
    negative = (total - int(revealed.get("total") or 0)) / 2  # the strength that counted against the check
    positive = set(check["skills"])
    face_up: list[tuple[int, float]] = []
    for who, card in check["face_up"]:  # known origin: attributed to its seat, out of the shared pool
        if DATA.skill_cards.get(card, {}).get("skill") not in positive:
            negative -= strength(card)
            face_up.append((who, PER_CARD * strength(card) / MEAN_STRENGTH))
    hidden = dict(check["counts"])
    for who, _card in check["face_up"]:
        if hidden.get(who):
            hidden[who] -= 1
    destiny = 2 * (1 - len(positive) / len(SKILLS)) * MEAN_STRENGTH
    return {s: k for s, k in hidden.items() if k > 0}, negative - destiny - DESTINY_SLACK, face_up


def blame_pool(score: dict, check: dict, revealed: dict, loyal: set[int], cylons: set[int], late: bool) -> None:
    """Share a revealed pool's unexplained negative strength over the seats that may have put it in."""
    hidden, excess, face_up = pool_facts(check, revealed)
    for who, x in face_up:
        if who not in loyal:
            add_to(score, (who, late), x)
    for who in list(hidden):
        if who in cylons:  # a revealed Cylon's card is negative: it explains its own share
            excess -= hidden.pop(who) * MEAN_STRENGTH
    suspects = {s: k for s, k in hidden.items() if s not in loyal}
    count = sum(suspects.values())
    if excess > 0 and count:
        for who, k in suspects.items():
            add_to(score, (who, late), PER_CARD * (excess / MEAN_STRENGTH) * k / count)
    elif excess <= 0:
        for who, k in suspects.items():
            add_to(score, (who, late), -CLEARED * min(k, 3))


def choice_evidence(view: View, params: dict) -> float:
    """A crisis option clearly worse for the humans than another counts against its chooser."""
    card = DATA.crises.get(str(params.get("src") or ""))
    if not card or not card.get("choice"):
        return 0.0
    options = card["choice"]["options"]
    labels = [o.get("label") for o in options]
    if params.get("label") not in labels:
        return 0.0
    values = [E.effect_value(view, o.get("effects"), "crisis") for o in options]
    gap = max(values) - values[labels.index(params["label"])]
    return BAD_CHOICE * min(2.0, gap / 3.0) if gap > 3.0 else 0.0


def cylon_odds(view: View, history: list[dict], seat: int | None = None) -> dict[int, float]:
    """Per seat, the chance that it is a Cylon (known Cylons 1, known humans 0): the exact posterior over where the
    Cylon loyalty cards lie (`bsg_posterior`) given the evidence — a check pool counts once against its hidden
    contributors together when one of them was a Cylon at the time (one saboteur explains it), the other evidence
    against each seat for what it did while it was a Cylon."""
    n = view["n"]
    cylons, loyal = known_sides(view, seat)
    facts = digest(history)
    scores = separable(view, history, seat)
    seen = [] if seat is None else [x["target"] for x in view["me"].get("seen_loyalty") or [] if x.get("cards")]
    seen = [t for t in seen if t not in cylons]
    deal = deal_of(view, facts, cylons, loyal)
    pools = list(zip(facts.pools, facts.late["pools"], strict=True))

    def loglik(early: frozenset[int], now: frozenset[int], cards: Counter[int]) -> float:
        ll = pool_loglik(facts, pools, early, now)
        for (s, late), x in scores.items():
            ll += x if s in (now if late else early) else 0.0
        for target in seen:  # the card I looked at (one of its cards, at random) said "not a Cylon"
            held = deal.early[target] + deal.late[target]
            ll += math.log(max(1e-9, 1.0 - cards[target] / held)) if cards[target] and held else 0.0
        return ll

    return pinned(P.marginals(n, deal, loglik), cylons, loyal)


def prior_odds(view: View, history: list[dict], seat: int | None = None) -> dict[int, float]:
    """`cylon_odds` without the evidence: what the deal alone says (who may hold the Cylon cards, and since when),
    from `seat`'s knowledge."""
    cylons, loyal = known_sides(view, seat)
    odds = P.marginals(view["n"], deal_of(view, digest(history), cylons, loyal), lambda early, now, cards: 0.0)
    return pinned(odds, cylons, loyal)


def deal_of(view: View, facts: Digest, cylons: set[int], loyal: set[int]) -> P.Deal:
    """Where the Cylon cards may lie: each seat's first-deal cards (Gaius Baltar 2), its Sleeper Agent cards (from
    the public deal, the Sympathizer out), the cards still to deal; my own cards known when I am loyal; revealed
    Cylons hold one of theirs (of the first deal when they revealed before the Sleeper Agent phase)."""
    n = view["n"]
    chars = [p.get("character") for p in view["players"]]
    first = [2 if c == "gaius_baltar" else 1 for c in chars]
    deck = P.cylon_cards(n) + P.NOT_CYLON.get(n, n + 3) + ("gaius_baltar" in chars) + ("sharon_valerii" in chars)
    late = facts.late_slots[:n] if facts.sleeper else [0] * n
    must_early: set[int] = set()
    must: set[int] = set()
    for s in cylons:
        p = view["players"][s]
        shown = p.get("revealed_loyalty")
        if p["cylon_player"] and shown is not None and not any(loyalty_kind(c) == "cylon" for c in shown):
            continue  # a Sympathizer: no Cylon card needed
        (must if facts.revealed.get(s, True) else must_early).add(s)
    return P.Deal(
        cylons=P.cylon_cards(n),
        early=tuple(0 if s in loyal else first[s] for s in range(n)),
        late=tuple(0 if s in loyal else late[s] for s in range(n)),
        future=0 if facts.sleeper else max(0, deck - sum(first)),
        after=facts.sleeper,
        must_early=frozenset(must_early),
        must=frozenset(must),
    )


def pool_loglik(facts: Digest, pools: list, early: frozenset[int], now: frozenset[int]) -> float:
    """The check pools' log-likelihood ratio under a hypothesis (who was a Cylon before / after the Sleeper Agent
    phase): a pool with negative strength that Destiny does not explain counts PER_CARD per card's worth of it once
    if one of its hidden contributors was a Cylon then; a clean pool clears each Cylon contributor a little.
    Extended pool by pool and kept per hypothesis (the same few hypotheses recur at every decision)."""

    def add(acc: dict, item: tuple) -> None:
        (check, revealed), late = item
        hidden, excess, face_up = pool_facts(check, revealed)
        cylons = now if late else early
        x = sum(blame for who, blame in face_up if who in cylons)
        if excess > 0:
            x += PER_CARD * excess / MEAN_STRENGTH if cylons.intersection(hidden) else 0.0
        else:
            x -= CLEARED * sum(min(k, 3) for who, k in hidden.items() if who in cylons)
        acc[0] = acc.get(0, 0.0) + x

    return summed(facts, "pool_loglik", (early, now), pools, add).get(0, 0.0)


def lead(view: View, history: list[dict], seat: int) -> dict[int, float]:
    """Per seat still open to doubt (neither a known Cylon nor a known human, from `seat`'s knowledge), how far its
    evidence stands above the mean of the other open seats: what the seat itself did, apart from the prior. With 2
    Cylons among 4 open seats the prior alone puts each at 0.5, so odds over an acting threshold say little there;
    the lead says whether the evidence singles a seat out."""
    score = evidence(view, history, seat)
    certain = known_cylons(view) | known_humans(view, seat)
    open_seats = [s for s in range(view["n"]) if s not in certain]
    out: dict[int, float] = {}
    for s in open_seats:
        others = [score[o] for o in open_seats if o != s]
        out[s] = score[s] - (sum(others) / len(others) if others else 0.0)
    return out


def positive_cards(history: list[dict], seat: int, positive: list[str]) -> int:
    """The most cards of the check's positive types `seat` may hold, from the public history (every draw's type is
    announced; cards played or discarded face up show themselves)."""
    hand = digest(history).hands[seat]
    return min(hand["size"], sum(hand["most"].get(s, 0) for s in positive))
