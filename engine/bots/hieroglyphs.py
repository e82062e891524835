"""Hieroglyphs bot: determinized search over the seat's information set.

The bot sees only `Seen` (its view, its legal actions). To try a move it needs a full state, so `sample_state`
builds one consistent with the view: the other hands, the stock order (curse cards where the view allows them),
the ids of sarcophagi it cannot see (stacks, other players' claims) and the other players' pharaoh cards. The
engine's own `apply` then plays candidate moves on that sample. Hidden values are never read from a sample for
judging a position: `Knowledge` prices an unknown sarcophagus at the mean of the values still unaccounted for in
its eye group, and another player's pharaoh card as equally likely to be any animal but the bot's own.

Levels:
- `easy`   one ply (every drop with its explorer follow-up), scores blurred by noise, now and then a plain slip;
- `normal` one ply, the evaluation below;
- `hard`   deeper, on its most promising drops (the budget buys how many): the next player's best reply for every
           card kind they might hold, weighted by the exact chance that this kind is the best one they hold
           (hypergeometric over the cards the bot has not seen), then — when the turn comes back — its own best
           drop of a card it keeps. A small budget looks only at the reply, a tiny one plays like `normal`.

Evaluation of a position, per seat: sarcophagi held; progress at each pillar where the seat's explorer stands
(scarabs toward the front sarcophagus, and the cards of that animal still to come); what the final scarab moves
would already secure (exact: any three scarabs on the seat's pillars buy one claim); the pharaoh bonus; explorers
in reserve. A seat's score is its value minus the best rival's. The final phase is solved exactly, curse races
submit a matching line read off the public wall, a curse victim gives its cheapest sarcophagus.
"""

from __future__ import annotations

import math
import pickle
import random
from dataclasses import dataclass

from engine.bots import Bot, Seen
from engine.core import Action, State, View
from engine.games.hieroglyphs.data import (
    ANIMAL_IDS,
    CARDS,
    CURSES,
    MAX_SCARABS,
    PHARAOH_BONUS,
    PHARAOHS,
    SARCOPHAGI,
    WINDOWS,
    card_kind,
    is_curse,
)
from engine.games.hieroglyphs.wall import line_matches

EYE_IDS = {e: sorted(s for s, r in SARCOPHAGI.items() if r["eyes"] == e) for e in (1, 2, 3)}


@dataclass(frozen=True)
class Weights:
    """Evaluation weights. Self-play (200 paired games each) moved by under 4 points for any of them halved or
    doubled: the search, not the weights, makes the difference between the levels."""

    progress: tuple[float, ...] = (0.0, 0.3, 0.6, 1.0)  # share of an own pillar's front sarcophagus per 0..3 scarabs
    own: float = 0.35  # an own pillar with a stack: this share of its front value if all 7 cards of it are to come
    reserve: float = 0.4  # an explorer still in reserve (early; fades as the wall fills)
    pharaoh_sure: float = 0.5  # share of the +7 credited early for standing at the pharaoh's pillar; 1 at the end
    count: float = 0.05  # the tie-break: more sarcophagi


WEIGHTS = Weights()

# Seconds one hard candidate costs on the development machine (2 cores, measured at the widest mid-game
# positions): looked at with the reply only, and with the reply and the bot's next drop. The budget buys that many
# candidates (fixed work, never a clock). A deeper candidate measured 0.026 s; it is counted as 0.042 s (about 35
# candidates at 1.5 s, not 57) because in a loaded worker pool (8 neighbours busy) a decision's CPU time is up to
# twice the idle one: at 0.032 s the p95 reached 1.0 s, the think-time target's limit.
SECONDS_PER_DEEP_MOVE = 0.006
SECONDS_PER_DEEPER_MOVE = 0.042
# The widest positions cost far more per candidate (18,000 simulated moves, 2.1 s, at seed
# "t3-hieroglyphs-hard:random-4", seat 0, 18th decision): the search also stops before the simulated moves
# (`_play`, 0.115 ms each unloaded, 0.22 ms with eight neighbours busy) would pass this many per second of
# budget: about 3,600 at 1.5 s — 0.4 s unloaded, 0.8 s loaded (at 5,000 that seed took 0.9 s in a loaded pool).
# Only the most promising candidate is always deepened: in the widest positions one costs about 2,600 moves, so a
# second one unconditionally made a decision cost twice that whatever the cap.
PLAYS_PER_SECOND = 2400
EASY_NOISE = 4.0  # easy: noise on its move scores (at 2.5, normal beat it only 70% [63–77%])
EASY_SLIP = 0.15


def _copy(state: State) -> State:
    return pickle.loads(pickle.dumps(state, pickle.HIGHEST_PROTOCOL))


# --------------------------------------------------------------------------------------------------------------------
# Sampling a full state consistent with one seat's view
# --------------------------------------------------------------------------------------------------------------------


def unseen_cards(view: View) -> list[str]:
    """Hieroglyph cards the seat has not seen: neither on the wall nor in its own hand (others' hands and stock)."""
    seen = {card["id"] for column in view["wall"] for card in column if card}
    seen |= {card["id"] for card in view["hand"]}
    return [c for c in CARDS if c not in seen]


def sample_state(view: View, rng: random.Random) -> State:
    """A full state whose `seat_view(state, me)` equals `view`, hidden parts drawn at random."""
    me = view["me"]
    n = view["n_players"]
    players = view["players"]

    # Cards: other hands, then the stock (with the curse cards it may still hold).
    pool = unseen_cards(view)
    rng.shuffle(pool)
    hands: list[list[str]] = []
    for seat in range(n):
        if seat == me:
            hands.append([card["id"] for card in view["hand"]])
        else:
            size = players[seat]["hand_size"]
            hands.append(pool[:size])
            pool = pool[size:]
    stock_view = view["stock"]
    assert len(pool) == stock_view["cards"], "view and card count disagree"
    current = view["curse"]["card"]["id"] if view["curse"] else None
    removed = [c["id"] for c in view["curses_removed"]]
    curses = (
        [c for c in sorted(CURSES) if c not in removed and c != current] if view["options"]["pharaohs_curse"] else []
    )
    starting = stock_view["starting"]
    head, tail = pool[:starting], pool[starting:] + curses
    rng.shuffle(tail)
    if not head and tail:
        want_curse = stock_view["top_is_curse"]
        if is_curse(tail[0]) != want_curse:
            swap = next(i for i, c in enumerate(tail) if is_curse(c) == want_curse)
            tail[0], tail[swap] = tail[swap], tail[0]
    stock = head + tail

    # Sarcophagi: own ids are known, so are the ones the seat gave away; the rest are shuffled within eye groups.
    mine = [s["id"] for s in view["my_sarcophagi"]]
    given = [g for g in view["given_away"] if g["id"] not in mine]
    free = {e: [s for s in ids if s not in mine and all(g["id"] != s for g in given)] for e, ids in EYE_IDS.items()}
    for ids in free.values():
        rng.shuffle(ids)
    held: list[list[str | None]] = [
        list(mine) if seat == me else [None] * players[seat]["sarcophagus_count"] for seat in range(n)
    ]
    for gift in given:  # put each gift in a slot of its eye count, at its receiver's if possible
        order = [gift["to"]] + [s for s in range(n) if s not in (gift["to"], me)]
        for seat in order:
            slots = [
                i
                for i, x in enumerate(held[seat])
                if x is None and players[seat]["sarcophagi"][i]["eyes"] == gift["eyes"]
            ]
            if slots and seat != me:
                held[seat][slots[0]] = gift["id"]
                break
    for seat in range(n):
        for i, sid in enumerate(held[seat]):
            if sid is None:
                held[seat][i] = free[players[seat]["sarcophagi"][i]["eyes"]].pop()
    pillars = {}
    for pillar in view["pillars"]:
        stack = [free[s["eyes"]].pop() for s in pillar["stack"]]
        pillars[pillar["animal"]] = {"stack": stack, "scarabs": pillar["scarabs"], "explorer": pillar["explorer"]}

    given_ids = iter(g["id"] for g in view["given_away"])
    transfers = []
    for t in view["transfers"]:
        if t["from"] == me:
            sid = next(given_ids)
        else:
            candidates = [s for s in held[t["to"]] if s and SARCOPHAGI[s]["eyes"] == t["eyes"]]
            sid = candidates[0] if candidates else EYE_IDS[t["eyes"]][0]
        transfers.append({"from": t["from"], "to": t["to"], "sarcophagus": sid})

    mine_ph = view["pharaoh"]["id"]
    others = [p for p in sorted(PHARAOHS) if p != mine_ph]
    rng.shuffle(others)
    pharaohs = [mine_ph if seat == me else others.pop() for seat in range(n)]

    curse = None
    if view["curse"]:
        vc = view["curse"]
        wrong = [0] * n
        if view["curse_attempts_left"] is not None:
            wrong[me] = vc["max_wrong_attempts"] - view["curse_attempts_left"]
        curse = {
            "card": vc["card"]["id"],
            "drawer": vc["drawer"],
            "stage": vc["stage"],
            "wrong": wrong,
            "finder": vc["finder"],
            "line": vc["line"],
            "victim": vc["victim"],
            "eligible": list(vc["eligible"]),
        }
    final = None
    if view["final"] is not None:
        final = {"order": list(view["final"]["order"]), "index": len(view["final"]["finished"])}
    last = view["last_drop"]
    pending = view["pending_explorer"]
    return {
        "n_players": n,
        "options": dict(view["options"]),
        "colours": [p["colour"] for p in players],
        "start_player": view["start_player"],
        "active": view["active"],
        "turn": view["turn"],
        "turns_played": [p["turns_played"] for p in players],
        "phase": view["phase"],
        "wall": [[card["id"] for card in column if card] for column in view["wall"]],
        "last_drop": dict(last, card=last["card"]["id"], pairs=[dict(p) for p in last["pairs"]]) if last else None,
        "pillar_order": [p["animal"] for p in view["pillars"]],
        "pillars": pillars,
        "supply": view["supply"],
        "reserve": [p["reserve"] for p in players],
        "hands": hands,
        "stock": stock,
        "starting_stock_left": starting,
        "held": held,
        "pharaohs": pharaohs,
        "pharaohs_aside": others,
        "pending": dict(pending, pairs=[dict(p) for p in pending["pairs"]], move_from=list(pending["move_from"]))
        if pending
        else None,
        "curse": curse,
        "curses_removed": removed,
        "transfers": transfers,
        "final": final,
    }


# --------------------------------------------------------------------------------------------------------------------
# What the seat knows, and the evaluation
# --------------------------------------------------------------------------------------------------------------------


class Knowledge:
    """Prices from the seat's view: known sarcophagus values, means for the unknown ones, the seat's pharaoh."""

    def __init__(self, view: View) -> None:
        self.me: int = view["me"]
        self.n: int = view["n_players"]
        self.pharaoh: str = view["pharaoh"]["animal"]
        self.known: dict[str, int] = {s["id"]: s["value"] for s in view["my_sarcophagi"]}
        self.known.update({s["id"]: s["value"] for s in view["given_away"]})
        self.mean: dict[int, float] = {}
        for eyes, ids in EYE_IDS.items():
            rest = [SARCOPHAGI[s]["value"] for s in ids if s not in self.known]
            values = rest or [SARCOPHAGI[s]["value"] for s in ids]
            self.mean[eyes] = sum(values) / len(values)
        unseen = unseen_cards(view)
        self.unseen = unseen
        self.unseen_by_kind: dict[str, list[str]] = {}
        for card in unseen:
            self.unseen_by_kind.setdefault(card_kind(card), []).append(card)

    def value(self, sid: str, seat: int) -> float:
        """What `seat`'s sarcophagus `sid` is worth as far as the bot can tell (its own: exactly)."""
        if seat == self.me and sid in self.known:
            return self.known[sid]
        return self.mean[SARCOPHAGI[sid]["eyes"]]


def final_plan(scarabs: int, stacks: list[list[float]]) -> list[int]:
    """The best the final scarab moves can buy: `scarabs` on the seat's pillars give scarabs // 3 claims, each the
    front sarcophagus of one of the seat's `stacks` (values front first). Returns how many to take from each stack
    (most value, then most sarcophagi)."""
    claims = min(scarabs // MAX_SCARABS, sum(len(stack) for stack in stacks))
    # best[k][j]: (value, taken) of j claims over the first k stacks, with the take from stack k-1 in `pick`
    best = [[(0.0, 0)] + [(-math.inf, 0)] * claims]
    picks: list[list[int]] = []
    for stack in stacks:
        prefix = [0.0]
        for value in stack:
            prefix.append(prefix[-1] + value)
        row, pick = list(best[-1]), [0] * (claims + 1)
        for used in range(claims + 1):
            if best[-1][used][0] == -math.inf:
                continue
            for take in range(1, min(len(stack), claims - used) + 1):
                candidate = (best[-1][used][0] + prefix[take], used + take)
                if candidate > row[used + take]:
                    row[used + take], pick[used + take] = candidate, take
        best.append(row)
        picks.append(pick)
    j = max(range(claims + 1), key=lambda k: best[-1][k])
    takes = [0] * len(stacks)
    for k in range(len(stacks) - 1, -1, -1):
        takes[k] = picks[k][j]
        j -= takes[k]
    return takes


def final_claims(scarabs: int, stacks: list[list[float]]) -> tuple[float, int]:
    """(value, claims) of `final_plan`."""
    takes = final_plan(scarabs, stacks)
    return sum(sum(stack[:take]) for stack, take in zip(stacks, takes)), sum(takes)


def seat_values(state: State, know: Knowledge, w: Weights = WEIGHTS) -> tuple[list[float], list[float], list[float]]:
    """Per seat: the value without the pharaoh term; the pharaoh term as the bot sees it (its own card known, the
    others' guessed among the other animals); the pharaoh term as a rival sees it (every card guessed)."""
    n = state["n_players"]
    wall = state["wall"]
    filled = sum(len(column) for column in wall)
    late = filled / WINDOWS
    early = 1.0 - late
    on_wall = dict.fromkeys(ANIMAL_IDS, 0)
    for column in wall:
        for card in column:
            on_wall[card[:3]] += 1
    values = [0.0] * n
    for seat in range(n):
        held = state["held"][seat]
        values[seat] = sum(know.value(s, seat) for s in held) + w.count * len(held)
        values[seat] += w.reserve * early * state["reserve"][seat]
    scarabs = [0] * n
    stacks: list[list[list[float]]] = [[] for _ in range(n)]
    pharaoh = [0.0] * n
    blind = [0.0] * n
    sure = w.pharaoh_sure + (1.0 - w.pharaoh_sure) * late
    guess = PHARAOH_BONUS / (len(ANIMAL_IDS) - 1)  # 1 in 6 for another seat's card
    for animal, pillar in state["pillars"].items():
        owner = pillar["explorer"]
        if owner is None:
            continue
        scarabs[owner] += pillar["scarabs"]
        stack = pillar["stack"]
        if stack:
            mean = know.mean
            front = know.value(stack[0], -1)
            stacks[owner].append([mean[SARCOPHAGI[s]["eyes"]] for s in stack])
            progress = w.progress[pillar["scarabs"]] * front
            coming = (7 - on_wall[animal]) / 7
            values[owner] += early * progress + w.own * front * coming
        blind[owner] += guess * sure
        if owner == know.me:
            pharaoh[owner] += PHARAOH_BONUS * sure if animal == know.pharaoh else 0.0
        elif animal != know.pharaoh:
            pharaoh[owner] += guess * sure
    for seat in range(n):
        secured, claims = final_claims(scarabs[seat], stacks[seat])
        values[seat] += late * (secured + w.count * claims)
    return values, pharaoh, blind


def margin(values: list[float], seat: int) -> float:
    """A seat's value minus the best rival's."""
    return values[seat] - max(v for s, v in enumerate(values) if s != seat)


def evaluate(state: State, know: Knowledge, seat: int, w: Weights = WEIGHTS) -> float:
    base, pharaoh, _ = seat_values(state, know, w)
    return margin([b + p for b, p in zip(base, pharaoh)], seat)


# --------------------------------------------------------------------------------------------------------------------
# The bot
# --------------------------------------------------------------------------------------------------------------------


class HieroglyphsBot(Bot):
    _plays = 0  # simulated moves so far (the hard search's work cap counts them)

    def choose(self, seen: Seen, rng: random.Random) -> Action | None:
        legal = seen.legal
        if not legal:
            return None
        view = seen.view
        phase = view["phase"]
        if phase == "curse_race":
            return self._race(view, legal)
        if len(legal) == 1:
            return legal[0]
        if phase == "curse_victim":
            return self._victim(view, legal)
        if phase == "curse_surrender":
            return self._surrender(view, legal)
        if phase == "final":
            return self._final(view, legal)
        if phase in ("drop", "explorer"):
            return self._turn(seen, rng)
        return legal[0]

    # -- the curse variant -----------------------------------------------------------------------------------------
    def _race(self, view: View, legal: list[Action]) -> Action | None:
        """Submit a matching line read off the public wall (legal lists every line of three occupied windows)."""
        animals = view["curse"]["card"]["animals"]
        wall = [[card["id"] for card in column if card] for column in view["wall"]]
        for action in legal:
            if line_matches(wall, [tuple(c) for c in action["cells"]], animals):
                return action
        return None  # nothing matches: an attempt would only be wasted

    def _victim(self, view: View, legal: list[Action]) -> Action:
        """Curse the eligible player whose cheapest sarcophagus is likely best (they give their cheapest)."""
        know = Knowledge(view)

        def worth(action: Action) -> tuple[float, float]:
            eyes = [s["eyes"] for s in view["players"][action["victim"]]["sarcophagi"]]
            return min(know.mean[e] for e in eyes), sum(know.mean[e] for e in eyes)

        return max(legal, key=worth)

    def _surrender(self, view: View, legal: list[Action]) -> Action:
        """Give away the cheapest sarcophagus."""
        value = {s["id"]: (s["value"], s["eyes"], s["id"]) for s in view["my_sarcophagi"]}
        return min(legal, key=lambda a: value[a["sarcophagus"]])

    # -- final scarab moves ----------------------------------------------------------------------------------------
    def _final(self, view: View, legal: list[Action]) -> Action:
        """Exact: any three scarabs on the seat's pillars can be gathered at one of them, so the best plan is the
        best set of claims (`final_plan`); gather scarabs at the planned pillar that already has the most."""
        know = Knowledge(view)
        me = view["me"]
        mine = [p for p in view["pillars"] if p["explorer"] == me]
        scarabs = [p["scarabs"] for p in mine]
        takes = final_plan(sum(scarabs), [[know.mean[s["eyes"]] for s in p["stack"]] for p in mine])
        targets = [i for i, take in enumerate(takes) if take]
        done = {"type": "done"}
        if not targets:
            return done if done in legal else legal[-1]
        target = max(targets, key=lambda i: (scarabs[i], -i))
        sources = [i for i in range(len(mine)) if i != target and scarabs[i]]
        source = min(sources, key=lambda i: (takes[i] > 0, -scarabs[i], i))
        count = min(scarabs[source], MAX_SCARABS - scarabs[target])
        action = {"type": "move_scarabs", "from": mine[source]["animal"], "to": mine[target]["animal"], "count": count}
        return action if action in legal else (done if done in legal else legal[-1])

    # -- a turn: drop a card, decide about an explorer -----------------------------------------------------------
    weights = WEIGHTS

    def _turn(self, seen: Seen, rng: random.Random) -> Action:
        view = seen.view
        me = seen.seat
        know = Knowledge(view)
        state = sample_state(view, rng)
        hand = [card["id"] for card in view["hand"]]
        candidates: list[tuple[Action, list[State], list[str]]] = []
        for action in seen.legal:
            after = self._play(state, me, action)
            if action["type"] == "drop":
                rest = list(hand)
                rest.remove(next(card for card in hand if card_kind(card) == action["card"]))  # the first of the kind
                candidates.append((action, self._explorer_outcomes(after, me), rest))
            else:
                candidates.append((action, [after], hand))
        scores = [max(self._value(s, know, me) for s in outs) for _, outs, _ in candidates]
        if self.level == "easy":
            if rng.random() < EASY_SLIP:
                return rng.choice(seen.legal)
            scores = [s + rng.gauss(0.0, EASY_NOISE) for s in scores]
        elif self.level == "hard":
            deeper = int(self.budget / SECONDS_PER_DEEPER_MOVE)
            deep = deeper if deeper >= 4 else int(self.budget / SECONDS_PER_DEEP_MOVE)
            if deep >= 2:
                order = sorted(range(len(candidates)), key=lambda i: -scores[i])[:deep]
                limit = self.budget * PLAYS_PER_SECOND  # the work cap: wide positions deepen fewer candidates
                start = self._plays
                done: list[int] = []
                for i in order:
                    used = self._plays - start
                    if done and used + used / len(done) > limit:
                        break  # the next candidate would probably overrun: the rest stay below the deepened
                    _, outs, rest = candidates[i]
                    follow = rest if deeper >= 4 else []
                    scores[i] = max(self._reply_value(s, know, me, follow) for s in outs)
                    done.append(i)
                floor = min(scores[i] for i in done)
                scores = [scores[i] if i in done else min(scores[i], floor - 1.0) for i in range(len(scores))]
        best = max(range(len(candidates)), key=lambda i: scores[i])
        return candidates[best][0]

    def _play(self, state: State, seat: int, action: Action) -> State:
        self._plays += 1
        return self.game.play(state, seat, action, random.Random(0))[0]

    def _value(self, state: State, know: Knowledge, seat: int) -> float:
        return evaluate(state, know, seat, self.weights)

    def _explorer_outcomes(self, after: State, seat: int) -> list[State]:
        """The states after `seat`'s explorer decision if its drop asks for one, else `after` itself."""
        if after["phase"] == "explorer" and after["pending"]["seat"] == seat:
            return [self._play(after, seat, a) for a in self.game.legal_actions(after, seat)]
        return [after]

    def _best_drop(self, state: State, know: Knowledge, seat: int, cards: list[str]) -> float:
        """My best margin with one more drop of one of `cards` (my turn in `state`)."""
        kinds: dict[str, str] = {}
        for card in cards:
            if card in state["hands"][seat]:
                kinds.setdefault(card_kind(card), card)
        if not kinds:
            return self._value(state, know, seat)
        best = -math.inf
        for kind in kinds:  # cards of a kind are interchangeable: a drop names the kind
            for column in [c + 1 for c in range(7) if len(state["wall"][c]) < 7]:
                after = self._play(state, seat, {"type": "drop", "card": kind, "column": column})
                for out in self._explorer_outcomes(after, seat):
                    best = max(best, self._value(out, know, seat))
        return best

    def _reply_value(self, state: State, know: Knowledge, me: int, follow: list[str]) -> float:
        """My margin after the next player's best reply, in expectation over the cards they may hold; with `follow`
        (the cards I know I keep), after my best drop of one of them too."""
        if state["phase"] != "drop" or state["active"] == me:
            return self._value(state, know, me)
        other = state["active"]
        hand_size = len(state["hands"][other])
        w = self.weights
        replies: list[tuple[float, float, int]] = []  # (their objective, my margin, cards of that kind unseen)
        for cards in know.unseen_by_kind.values():
            trial = _copy(state)
            trial["hands"][other][0] = cards[0]  # they hold this kind (the hand keeps its size)
            best_theirs, mine, chosen = -math.inf, 0.0, trial
            for column in [c + 1 for c in range(7) if len(trial["wall"][c]) < 7]:
                after = self._play(trial, other, {"type": "drop", "card": card_kind(cards[0]), "column": column})
                for out in self._explorer_outcomes(after, other):
                    base, pharaoh, blind = seat_values(out, know, w)
                    theirs = margin([b + p for b, p in zip(base, blind)], other)
                    if theirs > best_theirs:
                        best_theirs, chosen = theirs, out
                        mine = margin([b + p for b, p in zip(base, pharaoh)], me)
            if follow and chosen["phase"] == "drop" and chosen["active"] == me:
                mine = self._best_drop(chosen, know, me, follow)
            replies.append((best_theirs, mine, len(cards)))
        replies.sort(key=lambda r: -r[0])
        total = len(know.unseen)
        none_before = 1.0
        expected = 0.0
        seen_cards = 0
        for _, mine, count in replies:
            seen_cards += count
            none_after = _none_chance(total, seen_cards, hand_size)
            expected += (none_before - none_after) * mine
            none_before = none_after
        return expected


def _none_chance(total: int, excluded: int, hand: int) -> float:
    """Chance that a hand of `hand` cards drawn from `total` holds none of `excluded` given cards."""
    if hand <= 0:
        return 1.0
    if total - excluded < hand:
        return 0.0
    return math.comb(total - excluded, hand) / math.comb(total, hand)
