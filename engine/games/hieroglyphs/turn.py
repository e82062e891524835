"""A player's turn: drop a card (§5.1), detect pairs (§5.2/§8.3), explorer step (§5.4), scarab step (§5.5)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, IllegalMove, State, public

from . import texts
from .data import COLUMNS, MAX_SCARABS_PER_TURN, ROWS, card_animal, card_kind
from .pillars import put_explorer, scarab_attempts
from .state import explorer_pillars
from .wall import adjacent_pairs, sphinx_pairs


def find_hand_card(hand: list[str], card: Any) -> str:
    """The hand card named by a full id (`CAM-L-2`) or by its kind (`CAM-L`, first such card in hand order)."""
    if not isinstance(card, str):
        raise IllegalMove(texts.error("card_missing"))
    if card in hand:
        return card
    name = card.strip().upper()
    for held in hand:
        if held == name or card_kind(held) == name:
            return held
    raise IllegalMove(texts.error("card_not_in_hand"))


def validate_drop(state: State, seat: int, action: dict[str, Any]) -> tuple[str, int]:
    card = find_hand_card(state["hands"][seat], action.get("card"))
    column = action.get("column")
    if not isinstance(column, int) or isinstance(column, bool) or not 1 <= column <= COLUMNS:
        raise IllegalMove(texts.error("column_range"))
    if len(state["wall"][column - 1]) >= ROWS:
        raise IllegalMove(texts.error("column_full", column=column))
    return card, column


def drop(state: State, seat: int, card: str, column: int, events: list[Event]) -> None:
    """Land the card, find its pairs, then either wait for an explorer decision or resolve the scarabs."""
    state["hands"][seat].remove(card)
    stack = state["wall"][column - 1]
    stack.append(card)
    row = len(stack)
    state["turns_played"][seat] += 1
    events.append(public("card_dropped", seat=seat, card=card, column=column, row=row))
    sphinx = state["options"]["eyes_of_the_sphinx"]
    pairs = sphinx_pairs(state["wall"], column, row) if sphinx else adjacent_pairs(state["wall"], column, row)
    state["last_drop"] = {"seat": seat, "card": card, "column": column, "row": row, "pairs": pairs}
    animal = card_animal(card)
    if not pairs:
        events.append(public("no_pair", seat=seat, animal=animal))
        state["phase"] = "refill"
        return
    right = "DISPLACE" if any(p["type"] == "same" for p in pairs) else "OCCUPY"
    attempts = min(len(pairs), MAX_SCARABS_PER_TURN)
    events.append(public("pairs_found", seat=seat, animal=animal, pairs=pairs, right=right, attempts=attempts))
    choice = explorer_choice(state, seat, animal, right, events)
    if choice is None:
        scarab_attempts(state, animal, attempts, events)
        state["phase"] = "refill"
        return
    state["pending"] = {"seat": seat, "animal": animal, "right": right, "attempts": attempts, "pairs": pairs, **choice}
    state["phase"] = "explorer"
    events.append(public("explorer_choice", seat=seat, animal=animal, right=right, **choice))


def explorer_choice(state: State, seat: int, animal: str, right: str, events: list[Event]) -> dict[str, Any] | None:
    """§5.4: what `seat` may do with an explorer at `animal`'s pillar, or None (AUTO skip, announced)."""
    occupant = state["pillars"][animal]["explorer"]
    if occupant == seat:
        events.append(public("explorer_skipped", seat=seat, animal=animal, reason="own", holder=seat))
        return None
    if occupant is not None and right == "OCCUPY":
        events.append(public("explorer_skipped", seat=seat, animal=animal, reason="rival", holder=occupant))
        return None
    if state["reserve"][seat] > 0:
        return {"place": True, "move_from": []}
    move_from = [a for a in explorer_pillars(state, seat) if a != animal]
    if not move_from:  # cannot happen with 5 explorers, kept for safety
        return None
    return {"place": False, "move_from": move_from}


def validate_explorer(state: State, seat: int, action: dict[str, Any]) -> str | None:
    """Check an explorer action against the pending decision; returns the source pillar of a move."""
    pending = state["pending"]
    kind = action["type"]
    if kind == "place_explorer":
        if not pending["place"]:
            raise IllegalMove(texts.error("reserve_empty"))
        return None
    if kind == "move_explorer":
        source = action.get("from")
        if isinstance(source, str) and source.upper().removeprefix("PIL-") in pending["move_from"]:
            return source.upper().removeprefix("PIL-")
        if pending["place"]:
            raise IllegalMove(texts.error("move_with_reserve"))
        raise IllegalMove(texts.error("move_from_bad"))
    return None


def resolve_explorer(state: State, seat: int, kind: str, source: str | None, events: list[Event]) -> None:
    pending = state["pending"]
    animal = pending["animal"]
    if kind == "decline_explorer":
        events.append(public("explorer_declined", seat=seat, animal=animal))
    else:
        put_explorer(state, seat, animal, source, events)
    state["pending"] = None
    scarab_attempts(state, animal, pending["attempts"], events)
    state["phase"] = "refill"
