"""Pillar mechanics shared by the turn and the final phase: scarabs (§5.5), claims (§5.6), explorers (§5.4)."""

from __future__ import annotations

from engine.core import Event, State, private, public

from .data import MAX_SCARABS, SARCOPHAGI


def claim_check(state: State, animal: str, events: list[Event]) -> None:
    """§5.6: 3 scarabs + an explorer + a non-empty stack -> the explorer's owner takes the front sarcophagus."""
    pillar = state["pillars"][animal]
    owner = pillar["explorer"]
    if pillar["scarabs"] != MAX_SCARABS or owner is None or not pillar["stack"]:
        return
    sarcophagus = pillar["stack"].pop(0)
    state["held"][owner].append(sarcophagus)
    pillar["scarabs"] = 0
    state["supply"] += MAX_SCARABS
    record = SARCOPHAGI[sarcophagus]
    events.append(
        public(
            "sarcophagus_opened",
            seat=owner,
            animal=animal,
            eyes=record["eyes"],
            left=len(pillar["stack"]),
            supply=state["supply"],
        )
    )
    events.append(
        private(
            owner,
            "sarcophagus_value",
            sarcophagus=sarcophagus,
            eyes=record["eyes"],
            value=record["value"],
            animal=animal,
        )
    )


def scarab_attempts(state: State, animal: str, attempts: int, events: list[Event]) -> None:
    """§5.5: each attempt fails on a full pillar or an empty supply; otherwise one scarab, then the claim check."""
    pillar = state["pillars"][animal]
    for _ in range(attempts):
        if pillar["scarabs"] >= MAX_SCARABS:
            events.append(public("scarab_failed", animal=animal, reason="pillar_full", supply=state["supply"]))
            continue
        if state["supply"] == 0:
            events.append(public("scarab_failed", animal=animal, reason="supply_empty", supply=0))
            continue
        state["supply"] -= 1
        pillar["scarabs"] += 1
        events.append(public("scarab_placed", animal=animal, scarabs=pillar["scarabs"], supply=state["supply"]))
        claim_check(state, animal, events)
        if pillar["scarabs"] == MAX_SCARABS and pillar["explorer"] is None and pillar["stack"]:
            events.append(public("pillar_charged", animal=animal))


def put_explorer(state: State, seat: int, animal: str, from_pillar: str | None, events: list[Event]) -> None:
    """Stand `seat`'s explorer at `animal` (from the reserve or from another pillar), displacing a rival."""
    pillar = state["pillars"][animal]
    displaced = pillar["explorer"]
    if displaced is not None:
        state["reserve"][displaced] += 1
    if from_pillar is None:
        state["reserve"][seat] -= 1
    else:
        state["pillars"][from_pillar]["explorer"] = None
    pillar["explorer"] = seat
    events.append(public("explorer_placed", seat=seat, animal=animal, from_pillar=from_pillar, displaced=displaced))
    claim_check(state, animal, events)


def claim_reachable(state: State, seat: int) -> bool:
    """§5.8 auto-end test: a pillar of `seat` with a stack could still gather 3 scarabs from `seat`'s pillars."""
    mine = [p for p in state["pillars"].values() if p["explorer"] == seat]
    total = sum(p["scarabs"] for p in mine)
    return any(p["stack"] and total >= MAX_SCARABS for p in mine)
