"""What happens between decisions: refill (§5.7, with curse rounds), end check (§6), next turn, final phase (§5.8)."""

from __future__ import annotations

from engine.core import Event, State, private, public

from . import curse, final
from .data import HAND_SIZE, is_curse
from .wall import is_full


def refill_and_advance(state: State, events: list[Event]) -> None:
    """S6 then S7: the active player draws back to 3; a curse card on top starts a round that may pause this."""
    seat = state["active"]
    hand = state["hands"][seat]
    stock = state["stock"]
    drawn: list[str] = []
    while len(hand) < HAND_SIZE and stock:
        if is_curse(stock[0]):
            _announce_draw(state, seat, drawn, events)
            drawn = []
            if curse.reveal(state, events):
                return
            continue
        card = stock.pop(0)
        if state["starting_stock_left"] > 0:
            state["starting_stock_left"] -= 1
        hand.append(card)
        drawn.append(card)
    _announce_draw(state, seat, drawn, events, final_draw=True)
    end_check(state, events)


def _announce_draw(state: State, seat: int, drawn: list[str], events: list[Event], final_draw: bool = False) -> None:
    if drawn:
        events.append(private(seat, "cards_drawn", cards=list(drawn)))
    if drawn or final_draw:
        events.append(
            public(
                "hand_refilled",
                seat=seat,
                drawn=len(drawn),
                hand_size=len(state["hands"][seat]),
                stock=len(state["stock"]),
            )
        )


def end_check(state: State, events: list[Event]) -> None:
    if is_full(state["wall"]):
        final.start(state, events)
        return
    n = state["n_players"]
    nxt = (state["active"] + 1) % n
    state["active"] = nxt
    state["turn"] += 1
    state["phase"] = "drop"
    # With 49 cards for 49 windows the player on turn always holds a card (§5.7).
    assert state["hands"][nxt], "player on turn has no card"
    events.append(public("turn_started", seat=nxt, turn=state["turn"]))
    events.append(private(nxt, "turn_hand", cards=list(state["hands"][nxt])))
