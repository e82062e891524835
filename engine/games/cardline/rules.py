"""Cardline: Globetrotter rules engine (spec: shared/rules/cardline.md).

Players place country cards into one shared line sorted by a hidden value (area, population, GDP or CO2 per
person). Hands are public by face (name, continent); values are hidden from everyone, the owner included, until the
card is placed. A correct placement keeps the card in the line; a wrong one removes it and the player draws a new
card. A player who is the only one to empty his hand in a round wins; if several do, everyone else is eliminated,
the survivors draw one card each and play on.

Seats are 0-based (spec seat 1 = seat 0) and engine/tables.py has already applied `seat_order`, so "clockwise" is
seat + 1 (mod players). The game never needs a direct message: every event is public.

Options (options.py; spec §8)
-----------------------------
``characteristic`` area|population|gdp|co2_per_capita (default population); ``deck_size`` an int or ``"all"``
(default 110; players × hand_size + 1 ≤ deck_size ≤ eligible countries); ``hand_size`` 1–10 (default 4);
``start_player`` ``"random"`` or a 1-based seat (default random). ``seat_order`` is the table option of tables.py.
Setup raises OptionError for a bad combination; ``check_options(options, None)`` refuses at ``new`` what no
player count can play, ``check_options(options, n)`` at start what this one cannot. Tests stack the deck with
``setup_from_deck(n, options, deck, start_seat)`` or build any position with ``scenario.position``.

Actions (JSON dicts)
--------------------
``{"type": "place", "card": CARD, "gap": GAP}``
    Decision D1 (spec §4.2), only for the seat in ``to_act``. ``CARD`` names a card in your hand by its iso3 code
    (``"ISL"``, any case), by its English country name (``"Iceland"``, any case) or by its 1-based position in your
    hand (``2`` or ``"2"``). ``GAP`` is an int 0..n where n is the number of cards in the line: gap 0 is left of
    everything, gap i lies between the i-th and (i+1)-th card from the left, gap n is right of everything.
    ``legal_actions`` lists every (card, gap) pair with ``card`` as the iso3 code.
``{"type": "resign"}``
    Any active player, at any time while the game runs (spec §6 "Resignation"): he is out at once and his hand is
    set aside. Accepted also when it is not his turn, but listed in ``legal_actions`` only for the seat to act
    (``legal_actions`` is non-empty exactly for the seats in ``to_act``, the contract every front end relies on).

Anything else raises IllegalMove with a short reason (texts.py): unknown seat, game over, eliminated seat, not your
turn, not a dict, unknown type, unexpected fields, missing/ill-typed card or gap, card not in hand, gap out of range.
``default_action(state, seat)`` is the move to make for an idle player (spec C-16: first card, gap 0); ``clock``
offers it for the seat to act under the key ``"r<round>:m<placements>:s<seat>"``.
For components: ``narration.gap_label(view["gaps"][g])`` words a gap for a select menu ("Gap 2: Kenya | Italy") and
``narration.gap_pages(len(view["gaps"]))`` pages them 25 at a time; the hand's faces give the card menu.

Everything with no choice (revealing, drawing, reshuffling, round end, elimination, continuation draws, the next
round) happens inside ``apply``; ``to_act`` names only the one seat that must place a card, or nobody when over.

Events (all public; ``describe`` words them, texts.py holds the templates)
-----------------------------------------------------------------------
- ``start_card``: characteristic, card (line record), deck_size, hand_size — from ``start_events(state)``, which a
  front end calls right after setup (with ``round_started`` and ``turn``) to announce the game.
- ``round_started``: round, leader, order (seats in turn order).
- ``turn``: seat, hand (cards held), last (highest gap number) — a prompt for the player to act.
- ``placed``: seat, card (line record: the value is now revealed), gap, correct, correct_gaps (where it belonged),
  left/right (line records of the neighbours at the chosen gap, or None), hand (cards held after the turn, the
  penalty card included), line (line length). One placement yields placed [+ reshuffled] [+ drew] then turn, or the
  round's end: [continuation + drew…] round_started turn, or game_over.
- ``reshuffled``: count — the removed pile became the draw pile (spec §5.3 exhaustion rule).
- ``drew``: seat, card (face only), reason ``"penalty"`` | ``"continuation"``, hand.
- ``continuation``: round, survivors (seats who emptied their hands), eliminated (seats now out).
- ``resigned``: seat.
- ``game_over``: winners, reason ``"sole"`` | ``"shared"`` | ``"last_player"``, round.

Records
-------
face = ``{"id": "ISL", "name": "Iceland", "continent": "Europe"}``; a line record adds ``"value"`` (the exact CSV
text, e.g. ``"320716"``), ``"number"`` (``"320 716"``) and ``"display"`` (with unit, ``"103 000 km²"``).

Public view ``view(state, None)``
--------------------------------
``{"game": "cardline", "characteristic", "options", "status": "playing"|"over", "round", "leader", "start_seat",
"turn_order", "to_act": seat|None, "line": [line record…], "newest": iso3|None (last card a correct placement
added), "last_move": None | {"seat", "card": line record, "gap", "correct", "correct_gaps"},
"gaps": [{"gap", "left": name|None, "right": name|None}…], "draw_pile": {"count", "top": face|None},
"removed": [line record…], "deck_size", "moves",
"players": [{"seat", "hand": [face…], "hand_count", "active", "out": None|{"round", "reason": "eliminated"|
"resigned"}, "set_aside": [face…], "emptied": bool, "correct", "wrong"}…],
"result": None | {"winners", "reason", "round", "ranking"}}``.
After the game is over, hand and set-aside faces also carry their values (spec §9 MAY).

Seat view ``view(state, seat)``: the public view plus ``"me": seat``, ``"hand": [face…]`` (no values: the owner
does not know them either), ``"my_turn": bool``.
"""

from __future__ import annotations

import random
from bisect import bisect_left, bisect_right
from decimal import Decimal
from functools import cache
from typing import Any

from engine.core import (
    Action,
    Clock,
    Event,
    IllegalMove,
    ListedActionsGame,
    Option,
    Result,
    State,
    View,
    public,
    validate_options,
)
from i18n import Msg, Text

from . import invariants, texts
from .cards import countries, eligible, parse_value, revealed_record
from .narration import describe_event
from .options import ALL, MAX_PLAYERS, MIN_PLAYERS, OPTIONS, RANDOM, check_options, check_table

PLACE = "place"
RESIGN = "resign"
PLACE_FIELDS = {"type", "card", "gap"}
MAX_DIGITS = 6  # longer numbers in a refusal are cut short: no hand or line is that long
MAX_NUMBER = 10**MAX_DIGITS


# -- records ----------------------------------------------------------------------------------------------------------
def face(iso3: str) -> dict[str, Any]:
    return dict(cached_face(iso3))


@cache
def cached_face(iso3: str) -> dict[str, Any]:
    return countries()[iso3].face()


def line_record(state: State, iso3: str) -> dict[str, Any]:
    """A card whose value is public: face plus exact and formatted value."""
    return dict(revealed_record(iso3, state["values"][iso3], state["characteristic"]))


def value_of(state: State, iso3: str) -> Decimal:
    return parse_value(state["values"][iso3])


def correct_gaps(state: State, iso3: str) -> list[int]:
    """Gaps g with a_g ≤ v ≤ a_(g+1) (spec §5.1): a contiguous range because the line is sorted."""
    values = [value_of(state, card) for card in state["line"]]
    v = value_of(state, iso3)
    return list(range(bisect_left(values, v), bisect_right(values, v) + 1))


def is_correct(state: State, iso3: str, gap: int) -> bool:
    line = state["line"]
    v = value_of(state, iso3)
    return (gap == 0 or value_of(state, line[gap - 1]) <= v) and (gap == len(line) or v <= value_of(state, line[gap]))


# -- building a state -------------------------------------------------------------------------------------------------
def new_state(n_players: int, options: dict[str, Any], start_seat: int) -> State:
    """An empty table: no cards anywhere yet."""
    return {
        "characteristic": options["characteristic"],
        "options": dict(options),
        "players": n_players,
        "start_seat": start_seat,
        "values": {},
        "hands": [[] for _ in range(n_players)],
        "line": [],
        "draw_pile": [],
        "removed": [],
        "set_aside": [[] for _ in range(n_players)],
        "out": [None] * n_players,
        "stats": [{"correct": 0, "wrong": 0} for _ in range(n_players)],
        "round": 0,
        "leader": start_seat,
        "turn_order": [],
        "turn_index": 0,
        "emptied": [],
        "newest": None,
        "last_move": None,
        "deck_size": 0,
        "reshuffles": 0,
        "moves": 0,
        "winners": None,
        "end_reason": None,
    }


def setup_from_deck(n_players: int, options: dict[str, Any], deck: list[str], start_seat: int) -> State:
    """Setup steps 4–7 with a given deck order (top first): deal one card at a time clockwise from the start
    player, the next card is the start card, the rest is the draw pile. Tests use it to stack the deck."""
    characteristic = options["characteristic"]
    table = countries()
    assert len(set(deck)) == len(deck), "a deck holds each country once"
    assert all(characteristic in table[iso3].values for iso3 in deck), "every card needs a value"
    assert len(deck) >= n_players * options["hand_size"] + 1, "not enough cards to deal"
    state = new_state(n_players, options, start_seat)
    state["values"] = {iso3: table[iso3].values[characteristic] for iso3 in deck}
    state["deck_size"] = len(deck)
    position = 0
    for _ in range(options["hand_size"]):
        for offset in range(n_players):
            state["hands"][(start_seat + offset) % n_players].append(deck[position])
            position += 1
    state["line"] = [deck[position]]
    state["draw_pile"] = list(deck[position + 1 :])
    start_round(state, [])
    return state


# -- the flow of play -------------------------------------------------------------------------------------------------
def is_active(state: State, seat: int) -> bool:
    return state["out"][seat] is None


def active_seats(state: State) -> list[int]:
    return [seat for seat in range(state["players"]) if state["out"][seat] is None]


def current_seat(state: State) -> int | None:
    if state["winners"] is not None or not state["turn_order"]:
        return None
    return state["turn_order"][state["turn_index"]]


def round_leader(state: State) -> int:
    """The start player if active, else the first active player clockwise after his seat (spec §4.1, C-11)."""
    n = state["players"]
    for offset in range(n):
        seat = (state["start_seat"] + offset) % n
        if is_active(state, seat):
            return seat
    raise AssertionError("no active player")


def start_round(state: State, events: list[Event]) -> None:
    leader = round_leader(state)
    n = state["players"]
    state["round"] += 1
    state["leader"] = leader
    state["turn_order"] = [(leader + k) % n for k in range(n) if is_active(state, (leader + k) % n)]
    state["turn_index"] = 0
    state["emptied"] = []
    events.append(public("round_started", round=state["round"], leader=leader, order=list(state["turn_order"])))
    events.append(turn_event(state))


def turn_event(state: State) -> Event:
    seat = current_seat(state)
    assert seat is not None
    return public("turn", seat=seat, hand=len(state["hands"][seat]), last=len(state["line"]))


def draw_card(state: State, seat: int, reason: str, rng: random.Random, events: list[Event]) -> None:
    """Draw the top card; an empty draw pile is first refilled from the shuffled removed pile (spec §5.3)."""
    if not state["draw_pile"]:
        pile = state["removed"]
        rng.shuffle(pile)
        state["draw_pile"] = pile
        state["removed"] = []
        state["reshuffles"] += 1
        events.append(public("reshuffled", count=len(pile)))
    card = state["draw_pile"].pop(0)
    state["hands"][seat].append(card)
    events.append(public("drew", seat=seat, card=face(card), reason=reason, hand=len(state["hands"][seat])))


def advance(state: State, rng: random.Random, events: list[Event]) -> None:
    """Pass the turn to the next active player of the round, or end the round."""
    order = state["turn_order"]
    index = state["turn_index"] + 1
    while index < len(order) and not is_active(state, order[index]):
        index += 1
    if index < len(order):
        state["turn_index"] = index
        events.append(turn_event(state))
    else:
        end_round(state, rng, events)


def end_round(state: State, rng: random.Random, events: list[Event]) -> None:
    """ROUND_END (spec §6): one player emptied → he wins; several → continuation; none → next round."""
    emptied = [seat for seat in state["turn_order"] if seat in state["emptied"] and is_active(state, seat)]
    if len(emptied) == 1:
        finish(state, emptied, "sole", events)
        return
    if len(emptied) >= 2:
        eliminated = [seat for seat in active_seats(state) if seat not in emptied]
        for seat in eliminated:
            set_aside(state, seat, "eliminated")
        events.append(public("continuation", round=state["round"], survivors=emptied, eliminated=eliminated))
        if len(state["draw_pile"]) + len(state["removed"]) < len(emptied):
            finish(state, emptied, "shared", events)
            return
        for seat in emptied:  # turn order, starting with this round's leader
            draw_card(state, seat, "continuation", rng, events)
    start_round(state, events)


def set_aside(state: State, seat: int, reason: str) -> None:
    """Take a player out: his hand is set aside unrevealed, never used again (spec §6)."""
    state["out"][seat] = {"round": state["round"], "reason": reason}
    state["set_aside"][seat] = state["hands"][seat]
    state["hands"][seat] = []
    if seat in state["emptied"]:
        state["emptied"].remove(seat)


def finish(state: State, winners: list[int], reason: str, events: list[Event]) -> None:
    state["winners"] = sorted(winners)
    state["end_reason"] = reason
    events.append(public("game_over", winners=sorted(winners), reason=reason, round=state["round"]))


# -- validating an action ---------------------------------------------------------------------------------------------
def hand_list(state: State, seat: int) -> Text:
    return texts.countries(state["hands"][seat])


def card_index(state: State, seat: int, card: Any) -> int:
    """The position in the hand of the card the player named (iso3, country name or 1-based position)."""
    hand = state["hands"][seat]
    digits = card.strip() if isinstance(card, str) else ""
    if digits.isascii() and digits.isdigit():  # ASCII only: int() refuses "²", which isdigit() accepts
        card = int(digits) if len(digits) <= MAX_DIGITS else MAX_NUMBER
    if isinstance(card, int) and not isinstance(card, bool):
        if 1 <= card <= len(hand):
            return card - 1
        number = card if abs(card) < MAX_NUMBER else "…"  # huge ints cannot even be formatted
        raise IllegalMove(texts.error("no-such-position", number=number, count=len(hand)))
    if not isinstance(card, str) or not card.strip():
        raise IllegalMove(texts.error("bad-card"))
    wanted = card.strip().casefold()
    table = countries()
    for index, iso3 in enumerate(hand):
        if wanted in (iso3.casefold(), table[iso3].name.casefold()):
            return index
    raise IllegalMove(texts.error("not-in-hand", cards=hand_list(state, seat)))


def card_named(state: State, seat: int, card: Any) -> str:
    """The hand card a player named (iso3, country name or 1-based position); IllegalMove says why none is."""
    return state["hands"][seat][card_index(state, seat, card)]


def checked_gap(state: State, gap: Any) -> int:
    last = len(state["line"])
    if isinstance(gap, bool) or not isinstance(gap, int):
        raise IllegalMove(texts.error("bad-gap", last=last))
    if not 0 <= gap <= last:
        shown = gap if abs(gap) < MAX_NUMBER else "…"  # huge ints cannot even be formatted
        raise IllegalMove(texts.error("gap-out-of-range", gap=shown, last=last))
    return gap


def check_actor(state: State, seat: Any) -> None:
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < state["players"]:
        raise IllegalMove(texts.error("not-a-player"))
    if state["winners"] is not None:
        raise IllegalMove(texts.error("game-is-over"))
    if not is_active(state, seat):
        raise IllegalMove(texts.error("you-are-out"))


# -- applying an action -----------------------------------------------------------------------------------------------
def place(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    if current_seat(state) != seat:
        raise IllegalMove(texts.error("not-your-turn"))
    extra = sorted(map(str, set(action) - PLACE_FIELDS))
    if extra:
        raise IllegalMove(texts.error("unexpected-field", field=extra[0]))
    if "card" not in action:
        raise IllegalMove(texts.error("missing-card"))
    if "gap" not in action:
        raise IllegalMove(texts.error("missing-gap", last=len(state["line"])))
    index = card_index(state, seat, action["card"])
    gap = checked_gap(state, action["gap"])

    events: list[Event] = []
    line = state["line"]
    iso3 = state["hands"][seat].pop(index)
    correct = is_correct(state, iso3, gap)
    left = line_record(state, line[gap - 1]) if gap > 0 else None
    right = line_record(state, line[gap]) if gap < len(line) else None
    belongs = [gap] if correct else correct_gaps(state, iso3)
    state["last_move"] = {"seat": seat, "card": iso3, "gap": gap, "correct": correct, "correct_gaps": belongs}
    state["moves"] += 1
    if correct:
        line.insert(gap, iso3)
        state["newest"] = iso3
        state["stats"][seat]["correct"] += 1
        if not state["hands"][seat]:
            state["emptied"].append(seat)
    else:
        state["removed"].append(iso3)
        state["stats"][seat]["wrong"] += 1
    events.append(
        public(
            "placed",
            seat=seat,
            card=line_record(state, iso3),
            characteristic=state["characteristic"],
            gap=gap,
            correct=correct,
            correct_gaps=belongs,
            left=left,
            right=right,
            hand=len(state["hands"][seat]) + (0 if correct else 1),
            line=len(line),
        )
    )
    if not correct:
        draw_card(state, seat, "penalty", rng, events)
    advance(state, rng, events)
    return events


def resign(state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
    extra = sorted(map(str, set(action) - {"type"}))
    if extra:
        raise IllegalMove(texts.error("unexpected-field", field=extra[0]))
    was_acting = current_seat(state) == seat
    set_aside(state, seat, "resigned")
    events = [public("resigned", seat=seat)]
    remaining = active_seats(state)
    if len(remaining) == 1:
        finish(state, remaining, "last_player", events)
    elif was_acting:
        advance(state, rng, events)
    return events


HANDLERS = {PLACE: place, RESIGN: resign}


def default_action(state: State, seat: int) -> Action:
    """The move for an idle player (spec C-16): the first card of his hand in gap 0."""
    return {"type": PLACE, "card": state["hands"][seat][0], "gap": 0}


# -- views ------------------------------------------------------------------------------------------------------------
def gap_labels(state: State) -> list[dict[str, Any]]:
    names = [countries()[iso3].name for iso3 in state["line"]]
    bounds = [None, *names, None]
    return [{"gap": g, "left": bounds[g], "right": bounds[g + 1]} for g in range(len(names) + 1)]


def hand_faces(state: State, cards: list[str], reveal: bool) -> list[dict[str, Any]]:
    return [line_record(state, iso3) if reveal else face(iso3) for iso3 in cards]


def public_view(state: State) -> View:
    over = state["winners"] is not None
    last = state["last_move"]
    players = []
    for seat in range(state["players"]):
        hand = state["hands"][seat]
        players.append(
            {
                "seat": seat,
                "hand": hand_faces(state, hand, over),
                "hand_count": len(hand),
                "active": is_active(state, seat),
                "out": state["out"][seat],
                "set_aside": hand_faces(state, state["set_aside"][seat], over),
                "emptied": seat in state["emptied"],
                **state["stats"][seat],
            }
        )
    pile = state["draw_pile"]
    return {
        "game": "cardline",
        "characteristic": state["characteristic"],
        "options": dict(state["options"]),
        "status": "over" if over else "playing",
        "round": state["round"],
        "leader": state["leader"],
        "start_seat": state["start_seat"],
        "turn_order": list(state["turn_order"]),
        "to_act": current_seat(state),
        "line": [line_record(state, iso3) for iso3 in state["line"]],
        "newest": state["newest"],
        "last_move": None if last is None else {**last, "card": line_record(state, last["card"])},
        "gaps": gap_labels(state),
        "draw_pile": {"count": len(pile), "top": face(pile[0]) if pile else None},
        "removed": [line_record(state, iso3) for iso3 in state["removed"]],
        "deck_size": state["deck_size"],
        "moves": state["moves"],
        "players": players,
        "result": result_summary(state) if over else None,
    }


def result_summary(state: State) -> dict[str, Any]:
    winners = state["winners"]
    losers = [seat for seat in range(state["players"]) if seat not in winners]
    return {
        "winners": list(winners),
        "reason": state["end_reason"],
        "round": state["round"],
        "ranking": [list(winners), losers] if losers else [list(winners)],
    }


def compute_result(state: State) -> Result | None:
    if state["winners"] is None:
        return None
    summary = result_summary(state)
    winners = summary["winners"]
    per_seat = []
    for seat in range(state["players"]):
        held = state["hands"][seat] + state["set_aside"][seat]
        per_seat.append(
            {
                "seat": seat,
                "won": seat in winners,
                "place": 1 if seat in winners else 2,
                "out": state["out"][seat],
                **state["stats"][seat],
                "cards_left": len(held),
                "held": [line_record(state, iso3) for iso3 in held],
            }
        )
    return Result(
        ranking=summary["ranking"],
        scores={seat: 1 if seat in winners else 0 for seat in range(state["players"])},
        details={
            "reason": state["end_reason"],
            "round": state["round"],
            "characteristic": state["characteristic"],
            "line_length": len(state["line"]),
            "players": per_seat,
        },
        explanation=str(explain_reason(state["end_reason"], state["round"])),  # stored: the English fallback
    )


# -- the Game ---------------------------------------------------------------------------------------------------------
class CardlineGame(ListedActionsGame):
    name = "cardline"
    title = texts.TITLE
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options: list[Option] = OPTIONS

    def check_options(self, options: dict[str, Any], n_players: int | None) -> None:
        """At `/cardline new` (`n_players` None): refuse a deck no table size can be dealt from (`deck_size:3`), or
        too big for the characteristic; at start: a deck too small for this many players, a start seat nobody
        has."""
        check_table(validate_options(OPTIONS, options), n_players)

    def setup(self, n_players: int, options: dict[str, Any], rng: random.Random) -> State:
        """Spec §3: validate, pick the start player, sample and shuffle the deck, deal, lay the start card."""
        options = check_options(n_players, options)
        start = rng.randrange(n_players) if options["start_player"] == RANDOM else options["start_player"] - 1
        pool = list(eligible(options["characteristic"]))
        deck = pool if options["deck_size"] == ALL else rng.sample(pool, options["deck_size"])
        rng.shuffle(deck)
        return setup_from_deck(n_players, options, deck, start)

    def start_events(self, state: State) -> list[Event]:
        """What to announce right after setup: the start card, round 1 and the first turn."""
        events = [
            public(
                "start_card",
                characteristic=state["characteristic"],
                card=line_record(state, state["line"][0]),
                deck_size=state["deck_size"],
                hand_size=state["options"]["hand_size"],
            ),
            public("round_started", round=state["round"], leader=state["leader"], order=list(state["turn_order"])),
        ]
        if current_seat(state) is not None:
            events.append(turn_event(state))
        return events

    def to_act(self, state: State) -> list[int]:
        seat = current_seat(state)
        return [] if seat is None else [seat]

    def legal_actions(self, state: State, seat: int) -> list[Action]:
        """Every (card, gap) placement and resigning, for the seat to act (others may resign too: `apply` accepts it,
        but nothing is awaited from them)."""
        if state["winners"] is not None or current_seat(state) != seat:
            return []
        gaps = range(len(state["line"]) + 1)
        actions: list[Action] = [
            {"type": PLACE, "card": iso3, "gap": gap} for iso3 in state["hands"][seat] for gap in gaps
        ]
        actions.append({"type": RESIGN})
        return actions

    def apply_checked(self, state: State, seat: int, action: Action, rng: random.Random) -> list[Event]:
        """The rules' own checks, each with its reason, then the move (`apply` takes only listed actions)."""
        check_actor(state, seat)
        if not isinstance(action, dict):
            raise IllegalMove(texts.error("not-a-move"))
        handler = HANDLERS.get(action.get("type")) if isinstance(action.get("type"), str) else None
        if handler is None:
            raise IllegalMove(texts.error("unknown-move"))
        return handler(state, seat, action, rng)

    def default_action(self, state: State, seat: int) -> Action:
        return default_action(state, seat)

    def clock(self, state: State) -> list[Clock]:
        """The seat to act with the C-16 default. The key changes with every placement (`moves`) and with the seat
        (a resignation passes the turn); `seconds` is None: Cardline has no timeout option of its own."""
        seat = current_seat(state)
        if seat is None:
            return []
        key = f"r{state['round']}:m{state['moves']}:s{seat}"
        return [Clock(key=key, seats=(seat,), defaults=((seat, default_action(state, seat)),))]

    def resign_action(self, state: State, seat: int) -> Action | None:
        """§6: eliminated at once, the hand set aside; the game goes on (one player left wins)."""
        return {"type": RESIGN}

    def action_label(self, state: State, seat: int, action: Action, names: list[str]) -> Text:
        """A label such as "Place Kenya in gap 2" or "Resign"."""
        kind = action.get("type") if isinstance(action, dict) else None
        if kind == PLACE and action.get("card") in countries():
            return texts.ui("button-place", card=texts.country(action["card"]), gap=action.get("gap"))
        if kind == RESIGN:
            return texts.ui("button-resign")
        return super().action_label(state, seat, action, names)

    def invariants(self, state: State) -> None:
        invariants.check(state, self)

    def view(self, state: State, seat: int | None) -> View:
        view = public_view(state)
        if seat is not None:
            view["me"] = seat
            view["hand"] = hand_faces(state, state["hands"][seat], state["winners"] is not None)
            view["my_turn"] = current_seat(state) == seat
        return view

    def result(self, state: State) -> Result | None:
        return compute_result(state)

    def describe(self, event: Event, names: list[str]) -> Text:
        return describe_event(event, names)

    def explain(self, result: Result, names: list[str]) -> Text:
        return explain_reason(result.details.get("reason", ""), result.details.get("round", 0))


def explain_reason(reason: str, round_number: int) -> Msg:
    """Why the game ended ("The winner was the only player to empty their hand in round 3; …")."""
    return Msg(f"cardline-explain-{reason}", round=round_number)
