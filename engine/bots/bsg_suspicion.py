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

`evidence` is a log-odds score per seat (0 = no information); `cylon_odds` turns it into a probability per seat that
sums to the number of Cylons still hidden (the prior: half the table's Cylon cards before the Sleeper Agent phase,
all of them after). The help poll's answers are table talk kept by the front end, outside a seat's `Seen`, so they
are not read here.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from engine.bots import bsg_eval as E
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
        self.memo: dict[tuple, tuple[int, dict[int, float]]] = {}  # partial sums already computed (`summed`)
        self.hands = public_hands.fresh(MAX_SEATS)  # per seat: its size and the most cards of each type it may hold
        self._check: dict[str, Any] = {}
        self._quarters: int | None = None

    def add(self, event: dict) -> None:
        self.read.append(event)
        kind, params = event["kind"], event["params"]
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
    n = view["n"]
    score = {s: 0.0 for s in range(n)}
    loyal = known_humans(view, seat) if seat is not None else set()
    cylons = known_cylons(view) if seat is not None else {p["seat"] for p in view["players"] if p["cylon_player"]}
    facts = digest(history)
    who = (tuple(sorted(loyal)), tuple(sorted(cylons)))
    pools = summed(facts, "pools", who, facts.pools, lambda acc, pool: blame_pool(acc, *pool, loyal, cylons))
    board = (  # what choice_evidence's values read of the view (bsg_checks.resource_worth: the journey left too)
        tuple(sorted((view.get("resources") or {}).items())),
        len(view.get("damaged") or ()),
        E.humans_count(view),
        view.get("distance"),
        view.get("jump_track"),
    )
    choices = summed(
        facts, "choices", board, facts.choices, lambda acc, c: add_to(acc, c["seat"], choice_evidence(view, c))
    )
    for part in (pools, choices):
        for s, x in part.items():
            score[s] += x
    for sender, target in facts.picks:
        if target in loyal:
            score[sender] += BRIGGED_HUMAN
        elif target in cylons:
            score[sender] -= 1.0
    for giver, target in facts.orders:
        if target in cylons:
            score[giver] += 1.0
    if seat is not None:
        for seen in view["me"].get("seen_loyalty") or []:
            cards = seen.get("cards", [])
            if cards and all(loyalty_kind(c) != "cylon" for c in cards):
                score[seen["target"]] += SEEN_HUMAN
    return score


def add_to(score: dict[int, float], seat: int, x: float) -> None:
    score[seat] = score.get(seat, 0.0) + x


def blame_pool(score: dict[int, float], check: dict, revealed: dict, loyal: set[int], cylons: set[int]) -> None:
    """Share a revealed pool's unexplained negative strength over the seats that may have put it in."""
    cards = [c for c in revealed.get("cards") or [] if c in DATA.skill_cards]
    total = sum(strength(c) for c in cards)
    negative = (total - int(revealed.get("total") or 0)) / 2  # the strength that counted against the check
    positive = set(check["skills"])
    for who, card in check["face_up"]:  # known origin: attributed to its seat, out of the shared pool
        if DATA.skill_cards.get(card, {}).get("skill") not in positive:
            negative -= strength(card)
            if who not in loyal:
                add_to(score, who, PER_CARD * strength(card) / MEAN_STRENGTH)
    hidden = dict(check["counts"])
    for who, _card in check["face_up"]:
        if hidden.get(who):
            hidden[who] -= 1
    destiny = 2 * (1 - len(positive) / len(SKILLS)) * MEAN_STRENGTH
    excess = negative - destiny - DESTINY_SLACK
    for who in list(hidden):
        if who in cylons:  # a revealed Cylon's card is negative: it explains its own share
            excess -= hidden.pop(who) * MEAN_STRENGTH
    suspects = {s: k for s, k in hidden.items() if k > 0 and s not in loyal}
    count = sum(suspects.values())
    if excess > 0 and count:
        for who, k in suspects.items():
            add_to(score, who, PER_CARD * (excess / MEAN_STRENGTH) * k / count)
    elif excess <= 0:
        for who, k in suspects.items():
            add_to(score, who, -CLEARED * min(k, 3))


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


def hidden_cylons(view: View, history: list[dict]) -> float:
    """How many Cylons are expected among the unrevealed seats: half the table's Cylon cards before the Sleeper Agent
    phase (half the loyalty deck is dealt), all of them after; less those revealed."""
    total = 1 if view["n"] <= 4 else 2
    after = digest(history).sleeper
    revealed = sum(1 for p in view["players"] if p["cylon_player"])
    return max(0.0, (total if after else total / 2) - revealed)


def cylon_odds(view: View, history: list[dict], seat: int | None = None) -> dict[int, float]:
    """Per seat, the chance that it is a Cylon (known Cylons 1, known humans 0), the others sharing the Cylons still
    hidden by their evidence (a softmax of the log-odds, capped at 0.97)."""
    score = evidence(view, history, seat)
    cylons = known_cylons(view) if seat is not None else {p["seat"] for p in view["players"] if p["cylon_player"]}
    loyal = known_humans(view, seat) if seat is not None else set()
    odds = {s: (1.0 if s in cylons else 0.0) for s in range(view["n"])}
    open_seats = [s for s in range(view["n"]) if s not in cylons and s not in loyal]
    hidden = hidden_cylons(view, history) - sum(1 for s in cylons if not view["players"][s]["cylon_player"])
    if not open_seats or hidden <= 0:
        return odds
    weights = {s: math.exp(max(-6.0, min(6.0, score[s]))) for s in open_seats}
    total = sum(weights.values())
    for s in open_seats:
        odds[s] = min(0.97, hidden * weights[s] / total)
    return odds


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
