"""Cardline bot: places a card where it is surest to be right, from what a person at the table can know.

Nobody sees a hand card's value, so the bot plays from *world knowledge*: for every country it carries an estimate
of the characteristic, derived from the public country data (`cards.countries()`) with an error drawn once per
(level, characteristic, country) — `hard` knows values to about ±10%, `normal` to about ±60%, `easy` only to a
factor of about 4 (±300%). It never reads a hidden card's value from the game state. A value it knows exactly is one
the table has seen: the line, the removed pile and every placed card in the public history (a removed card may come
back through a reshuffle).

Belief: the log of a card's value is normal around the log of the estimate, with the level's spread. For a card and
a gap, the chance of being right is the belief's mass between the gap's neighbours (the line's values are public).

- `easy`: the (card, gap) with the highest chance of being right.
- `normal`: the same chance, but a card whose chance will hold up as the line fills (a giant, a dwarf, a card
  already known exactly) can wait; a card in a crowded middle should go while the line is short. The score is the
  chance now minus the chance the card would keep in the line of tomorrow (today's line plus the estimates of every
  other card in the players' hands).
- `hard`: for each card of its hand (in its best gap), plays out the rest of the game in sampled worlds — hidden
  values drawn from its belief, the unseen draw pile drawn from the countries nobody has seen, the opponents placing
  by their own (sampled) knowledge — and plays the card that wins most often, ties going to the normal score. The
  number of worlds is a fixed function of the budget (no clock), so a choice is deterministic.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from decimal import Decimal
from functools import cache
from typing import Any

from engine.bots import Bot, Seen
from engine.core import Action
from engine.games.cardline.cards import countries, eligible, parse_value

# level → the factor within which the bot knows a value about 90% of the time (log-normal error)
# (hard at 1.2 beat normal 70% [63–75%] over 200 seeded games with its search off, 72% [65–79%] with it; at 1.1, 82%
# [76–87%] with it off and 82% [76–86%] with it: what a hard bot knows, not its search, is what sets it apart)
SPREAD = {"easy": 4.0, "normal": 1.6, "hard": 1.1}
Z90 = 1.6449  # a normal's 90% interval is ±1.645 σ
PLACE = "place"
WORLDS_PER_SECOND = 1000  # hard: sampled worlds per second of budget, one playout per candidate card (p95 ~0.4 s)
MIN_WORLDS = 12  # fewer than this says too little: the bot falls back on the normal score
MAX_PLACEMENTS = 60  # a playout longer than this counts as a shared outcome


def sigma(level: str) -> float:
    """The spread of the level's knowledge, in natural-log units."""
    return math.log(SPREAD[level]) / Z90


@cache
def prior(level: str, characteristic: str) -> dict[str, float]:
    """iso3 → the log of the value this level believes a country has: the public data with an error drawn once per
    (level, characteristic, country), so the same bot always "remembers" the same figure."""
    spread = sigma(level)
    estimates: dict[str, float] = {}
    for iso3, country in countries().items():
        text = country.values.get(characteristic)
        if text is None:
            continue
        noise = random.Random(f"cardline-prior:{level}:{characteristic}:{iso3}").gauss(0.0, spread)
        estimates[iso3] = math.log(float(parse_value(text))) + noise
    return estimates


def phi(x: float) -> float:
    return 0.5 * math.erfc(-x / math.sqrt(2.0))


def known_values(seen: Seen) -> dict[str, Decimal]:
    """Every value the table has seen: line, removed pile, last move and each placed card in the history."""
    records: list[Any] = list(seen.view.get("line", [])) + list(seen.view.get("removed", []))
    last = seen.view.get("last_move")
    if last:
        records.append(last.get("card"))
    for event in seen.history:
        if event.get("kind") in ("placed", "start_card"):
            records.append((event.get("params") or {}).get("card"))
    known: dict[str, Decimal] = {}
    for record in records:
        if isinstance(record, dict) and "value" in record and "id" in record:
            known[record["id"]] = parse_value(record["value"])
    return known


def chances(exact: Decimal | None, mu: float, spread: float, line: list[Decimal], logs: list[float]) -> list[float]:
    """P(correct) for every gap 0..n of a sorted line, for a card known exactly or believed log-normal(mu, spread)."""
    n = len(line)
    if exact is not None:
        low, high = bisect_left(line, exact), bisect_right(line, exact)
        return [1.0 if low <= g <= high else 0.0 for g in range(n + 1)]
    cdf = [0.0] + [phi((x - mu) / spread) for x in logs] + [1.0]
    return [max(0.0, cdf[g + 1] - cdf[g]) for g in range(n + 1)]


def best_gap(table: list[float]) -> int:
    """The gap with the highest chance; among equals the leftmost."""
    return max(range(len(table)), key=lambda g: (table[g], -g))


@dataclass
class Position:
    """What the bot reads from its view, once per decision."""

    me: int
    characteristic: str
    line: list[Decimal]
    logs: list[float]
    hands: list[list[str]]
    active: list[bool]
    emptied: set[int]
    order: list[int]
    index: int
    start_seat: int
    pile_count: int
    pile_top: str | None
    removed: list[str]
    known: dict[str, Decimal]
    unseen: list[str] = field(default_factory=list)  # countries nobody has seen: the rest of the draw pile
    in_pile_known: list[str] = field(default_factory=list)  # seen cards back in the draw pile after a reshuffle

    @classmethod
    def of(cls, seen: Seen) -> Position:
        view = seen.view
        line = [parse_value(record["value"]) for record in view["line"]]
        players = view["players"]
        hands = [[face["id"] for face in player["hand"]] for player in players]
        hands[seen.seat] = [face["id"] for face in view.get("hand", players[seen.seat]["hand"])]
        order = list(view["turn_order"])
        top = view["draw_pile"]["top"]
        position = cls(
            me=seen.seat,
            characteristic=view["characteristic"],
            line=line,
            logs=[math.log(float(v)) for v in line],
            hands=hands,
            active=[bool(player["active"]) for player in players],
            emptied={player["seat"] for player in players if player["emptied"]},
            order=order,
            index=order.index(seen.seat) if seen.seat in order else 0,
            start_seat=view["start_seat"],
            pile_count=view["draw_pile"]["count"],
            pile_top=top["id"] if top else None,
            removed=[record["id"] for record in view["removed"]],
            known=known_values(seen),
        )
        located = {record["id"] for record in view["line"]} | set(position.removed)
        for player in players:
            located |= {face["id"] for face in player["hand"]} | {face["id"] for face in player["set_aside"]}
        located |= set(hands[seen.seat])
        if top:
            located.add(top["id"])
        position.in_pile_known = [iso3 for iso3 in position.known if iso3 not in located]
        seen_somewhere = located | set(position.known)
        position.unseen = [iso3 for iso3 in eligible(position.characteristic) if iso3 not in seen_somewhere]
        return position


class CardlineBot(Bot):
    # -- beliefs ------------------------------------------------------------------------------------------------------
    def belief(self, iso3: str, position: Position) -> tuple[Decimal | None, float, float]:
        if iso3 in position.known:
            return position.known[iso3], 0.0, 0.0
        return None, prior(self.level, position.characteristic).get(iso3, 0.0), sigma(self.level)

    def table(self, iso3: str, position: Position) -> list[float]:
        exact, mu, spread = self.belief(iso3, position)
        return chances(exact, mu, spread, position.line, position.logs)

    def point(self, iso3: str, position: Position) -> Decimal:
        exact, mu, _ = self.belief(iso3, position)
        return exact if exact is not None else Decimal(repr(math.exp(mu)))

    def patience(self, cards: list[str], position: Position) -> dict[str, float]:
        """card → its chance now minus the chance it keeps in tomorrow's line (today's plus the estimate of every
        other card held at the table): the higher, the more the card should be played now."""
        held = [iso3 for seat, hand in enumerate(position.hands) if position.active[seat] for iso3 in hand]
        scores: dict[str, float] = {}
        for card in cards:
            now = max(self.table(card, position))
            future = sorted(position.line + [self.point(other, position) for other in held if other != card])
            exact, mu, spread = self.belief(card, position)
            later = max(chances(exact, mu, spread, future, [math.log(float(v)) for v in future]))
            scores[card] = now - later
        return scores

    # -- choosing -----------------------------------------------------------------------------------------------------
    def choose(self, seen: Seen, rng: random.Random) -> Action | None:
        places = [a for a in seen.legal if a.get("type") == PLACE]
        if not places:
            return None  # not this seat's turn (a bot never resigns)
        position = Position.of(seen)
        cards = list(dict.fromkeys(action["card"] for action in places))
        gaps = {card: self.table(card, position) for card in cards}
        best = {card: best_gap(table) for card, table in gaps.items()}
        now = {card: gaps[card][best[card]] for card in cards}
        if self.level == "easy" or len(cards) == 1:
            card = max(cards, key=lambda c: now[c])
        else:
            waiting = self.patience(cards, position)
            score = {card: now[card] + waiting[card] for card in cards}
            if self.level == "hard":
                wins = self.search(cards, best, position, rng)
                if wins is not None:
                    score = {card: wins[card] + 1e-6 * score[card] for card in cards}
            card = max(cards, key=lambda c: score[c])
        action = {"type": PLACE, "card": card, "gap": best[card]}
        return action if action in places else places[0]

    # -- hard: playing the game out in sampled worlds -----------------------------------------------------------------
    def search(
        self, cards: list[str], best: dict[str, int], position: Position, rng: random.Random
    ) -> dict[str, float] | None:
        worlds = int(self.budget * WORLDS_PER_SECOND / len(cards))
        if worlds < MIN_WORLDS:
            return None
        wins = dict.fromkeys(cards, 0.0)
        for _ in range(worlds):
            world = World.sample(self, position, rng)
            seed = rng.getrandbits(32)
            for card in cards:
                wins[card] += world.play(card, best[card], random.Random(seed))
        return {card: total / worlds for card, total in wins.items()}


class World:
    """One sampled completion of the hidden cards: true values, every opponent's knowledge, the draw pile's order.
    `play` runs the game from the bot's move to its end, every player placing greedily by its own knowledge."""

    def __init__(self, position: Position, spread: float) -> None:
        self.position = position
        self.spread = spread
        self.truth: dict[str, float] = {}
        self.beliefs: list[dict[str, float]] = []
        self.pile: list[str] = []

    @classmethod
    def sample(cls, bot: CardlineBot, position: Position, rng: random.Random) -> World:
        spread = sigma(bot.level)
        world = cls(position, spread)
        mine = prior(bot.level, position.characteristic)
        below = max(0, position.pile_count - (1 if position.pile_top else 0))
        known_in_pile = list(position.in_pile_known)
        fresh = rng.sample(position.unseen, min(len(position.unseen), max(0, below - len(known_in_pile))))
        rest = known_in_pile + fresh
        rng.shuffle(rest)
        world.pile = ([position.pile_top] if position.pile_top else []) + rest
        hidden = [iso3 for hand in position.hands for iso3 in hand] + world.pile
        for iso3 in hidden:
            if iso3 in position.known:
                world.truth[iso3] = math.log(float(position.known[iso3]))
            else:
                world.truth[iso3] = rng.gauss(mine.get(iso3, 0.0), spread)
        for seat in range(len(position.hands)):
            if seat == position.me:
                world.beliefs.append({iso3: mine.get(iso3, 0.0) for iso3 in hidden})
            else:  # an opponent knows as much as the bot, but his errors are his own
                world.beliefs.append({iso3: world.truth[iso3] + rng.gauss(0.0, spread) for iso3 in hidden})
        return world

    def state(self, view: dict[str, Any]) -> dict[str, Any]:
        """This world as a full engine state (the view's public facts, the sampled hidden ones): the check that the
        sampler is consistent — the state passes the game's invariants and shows the bot the very view it saw."""
        values = {record["id"]: record["value"] for record in view["line"] + view["removed"]}
        values.update({iso3: str(value) for iso3, value in self.position.known.items()})
        digits = 2 if view["characteristic"] == "co2_per_capita" else 0
        for iso3, log in self.truth.items():
            values.setdefault(iso3, f"{max(math.exp(log), 10**-digits):.{digits}f}")
        players = view["players"]
        hands = [list(hand) for hand in self.position.hands]
        set_aside = [[face["id"] for face in player["set_aside"]] for player in players]
        for cards in set_aside:
            for iso3 in cards:
                values.setdefault(iso3, "1")
        last = view["last_move"]
        to_act = view["to_act"]
        return {
            "characteristic": view["characteristic"],
            "options": dict(view["options"]),
            "players": len(players),
            "start_seat": view["start_seat"],
            "values": values,
            "hands": hands,
            "line": [record["id"] for record in view["line"]],
            "draw_pile": list(self.pile),
            "removed": [record["id"] for record in view["removed"]],
            "set_aside": set_aside,
            "out": [player["out"] for player in players],
            "stats": [{"correct": player["correct"], "wrong": player["wrong"]} for player in players],
            "round": view["round"],
            "leader": view["leader"],
            "turn_order": list(view["turn_order"]),
            "turn_index": view["turn_order"].index(to_act) if to_act in view["turn_order"] else 0,
            "emptied": sorted(player["seat"] for player in players if player["emptied"]),
            "newest": view["newest"],
            "last_move": None if last is None else {**last, "card": last["card"]["id"]},
            "deck_size": view["deck_size"],
            "reshuffles": 0,
            "moves": view["moves"],
            "winners": None,
            "end_reason": None,
        }

    def play(self, card: str, gap: int, rng: random.Random) -> float:
        """The bot's share of the win after placing `card` in `gap` now."""
        p = self.position
        line = list(p.logs)
        hands = [list(hand) for hand in p.hands]
        active = list(p.active)
        emptied = set(p.emptied)
        order, index = list(p.order), p.index
        pile, removed = list(self.pile), list(p.removed)
        revealed = {iso3 for iso3 in self.truth if iso3 in p.known}
        seat, move = p.me, (card, gap)
        for _ in range(MAX_PLACEMENTS):
            iso3, g = move
            hands[seat].remove(iso3)
            v = self.truth.get(iso3, 0.0)
            if (g == 0 or line[g - 1] <= v) and (g == len(line) or v <= line[g]):
                line.insert(g, v)
                if not hands[seat]:
                    emptied.add(seat)
            else:
                removed.append(iso3)
                revealed.add(iso3)
                if not pile:
                    rng.shuffle(removed)
                    pile, removed = removed, []
                hands[seat].append(pile.pop(0))
            index += 1
            while index < len(order) and not active[order[index]]:
                index += 1
            if index >= len(order):  # the round ends
                done = [s for s in order if s in emptied and active[s]]
                if len(done) == 1:
                    return 1.0 if done[0] == p.me else 0.0
                if len(done) >= 2:
                    for s in range(len(active)):
                        if active[s] and s not in done:
                            active[s] = False
                            hands[s] = []
                    if len(pile) + len(removed) < len(done):
                        return 1.0 / len(done) if p.me in done else 0.0
                    for s in done:
                        if not pile:
                            rng.shuffle(removed)
                            pile, removed = removed, []
                        hands[s].append(pile.pop(0))
                    if not active[p.me]:
                        return 0.0
                emptied = set()
                n = len(active)
                leader = next((p.start_seat + k) % n for k in range(n) if active[(p.start_seat + k) % n])
                order = [(leader + k) % n for k in range(n) if active[(leader + k) % n]]
                index = 0
            seat = order[index]
            move = self.greedy(seat, hands[seat], line, revealed)
        return 1.0 / sum(active) if active[p.me] else 0.0

    def greedy(self, seat: int, hand: list[str], line: list[float], revealed: set[str]) -> tuple[str, int]:
        """The card and gap this player is surest of (a card seen before: its one right gap)."""
        beliefs = self.beliefs[seat]
        choice, surest = (hand[0], 0), -1.0
        n = len(line)
        for iso3 in hand:
            if iso3 in revealed:
                return iso3, bisect_left(line, self.truth[iso3])
            mu = beliefs.get(iso3, 0.0)
            middle = bisect_right(line, mu)
            for g in range(max(0, middle - 1), min(n, middle + 1) + 1):
                low = phi((line[g - 1] - mu) / self.spread) if g > 0 else 0.0
                high = phi((line[g] - mu) / self.spread) if g < n else 1.0
                if high - low > surest:
                    choice, surest = (iso3, g), high - low
        return choice
