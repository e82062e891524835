"""Public and per-seat views (shape documented in rules.py). Secrets leave the engine only through `seat_view`."""

from __future__ import annotations

from typing import Any

from engine.core import State

from .curse import racers
from .data import COLUMNS, ROWS, SARCOPHAGI, WINDOWS, card_record, curse_record, is_curse
from .final import compute_result, current_final_player
from .pillars import claim_reachable
from .state import explorer_pillars


def to_act(state: State) -> list[int]:
    phase = state["phase"]
    if phase in ("drop", "explorer"):
        return [state["active"]]
    if phase == "curse_race":
        return racers(state)
    if phase == "curse_victim":
        return [state["curse"]["finder"]]
    if phase == "curse_surrender":
        return [state["curse"]["victim"]]
    if phase == "final":
        return [current_final_player(state)]
    return []


def _card(card_id: str) -> dict[str, Any]:
    record = card_record(card_id)
    return record


def _pillars(state: State) -> list[dict[str, Any]]:
    out = []
    for position, animal in enumerate(state["pillar_order"], start=1):
        pillar = state["pillars"][animal]
        explorer = pillar["explorer"]
        out.append(
            {
                "position": position,
                "animal": animal,
                "scarabs": pillar["scarabs"],
                "explorer": explorer,
                "explorer_colour": state["colours"][explorer] if explorer is not None else None,
                "stack": [{"eyes": SARCOPHAGI[s]["eyes"]} for s in pillar["stack"]],
                "charged": pillar["scarabs"] == 3 and explorer is None and bool(pillar["stack"]),
            }
        )
    return out


def _players(state: State, over: bool) -> list[dict[str, Any]]:
    out = []
    for seat in range(state["n_players"]):
        colour = state["colours"][seat]
        held = state["held"][seat]
        out.append(
            {
                "seat": seat,
                "colour": colour,
                "reserve": state["reserve"][seat],
                "explorers_at": explorer_pillars(state, seat),
                "hand_size": len(state["hands"][seat]),
                "sarcophagi": [{"eyes": SARCOPHAGI[s]["eyes"]} for s in held],
                "sarcophagus_count": len(held),
                "turns_played": state["turns_played"][seat],
                "pharaoh": _pharaoh(state["pharaohs"][seat]) if over else None,
            }
        )
    return out


def _pharaoh(pharaoh_id: str) -> dict[str, Any]:
    animal = pharaoh_id[3:]
    return {"id": pharaoh_id, "animal": animal, "bonus": 7}


def _stock(state: State) -> dict[str, Any]:
    stock = state["stock"]
    starting = state["starting_stock_left"]
    return {
        "size": len(stock),
        "cards": sum(not is_curse(c) for c in stock),
        "starting": starting,
        "cursed": len(stock) - starting,
        "top_is_curse": bool(stock) and is_curse(stock[0]),
    }


def _curse(state: State) -> dict[str, Any] | None:
    curse = state["curse"]
    if curse is None:
        return None
    return {
        "card": curse_record(curse["card"]),
        "stage": curse["stage"],
        "drawer": curse["drawer"],
        "finder": curse.get("finder"),
        "line": curse.get("line"),
        "victim": curse.get("victim"),
        "eligible": list(curse.get("eligible", [])),
        "time_limit_s": state["options"]["curse_time_limit_s"],
        "max_wrong_attempts": state["options"]["curse_max_wrong_attempts"],
    }


def _final(state: State) -> dict[str, Any] | None:
    final = state["final"]
    if final is None:
        return None
    index = final["index"]
    order = final["order"]
    return {
        "order": list(order),
        "current": order[index] if index < len(order) else None,
        "finished": list(order[:index]),
    }


def public_view(state: State) -> dict[str, Any]:
    over = state["phase"] == "over"
    wall = [[_card(c) for c in column] + [None] * (ROWS - len(column)) for column in state["wall"]]
    pending = state["pending"]
    view = {
        "game": "hieroglyphs",
        "phase": state["phase"],
        "n_players": state["n_players"],
        "options": dict(state["options"]),
        "turn": state["turn"],
        "turns_total": WINDOWS,
        "cards_on_wall": sum(len(c) for c in state["wall"]),
        "active": state["active"],
        "start_player": state["start_player"],
        # During the race every seat is shown: who is locked out would betray secret wrong answers.
        "to_act": list(range(state["n_players"])) if state["phase"] == "curse_race" else to_act(state),
        "players": _players(state, over),
        "wall": wall,
        "columns": COLUMNS,
        "rows": ROWS,
        "open_columns": [c + 1 for c in range(COLUMNS) if len(state["wall"][c]) < ROWS],
        "last_drop": dict(state["last_drop"], card=_card(state["last_drop"]["card"])) if state["last_drop"] else None,
        "pillars": _pillars(state),
        "supply": state["supply"],
        "stock": _stock(state),
        "curse": _curse(state),
        "curses_removed": [curse_record(c) for c in state["curses_removed"]],
        "transfers": [
            {"from": t["from"], "to": t["to"], "eyes": SARCOPHAGI[t["sarcophagus"]]["eyes"]} for t in state["transfers"]
        ],
        "pending_explorer": (
            {k: pending[k] for k in ("seat", "animal", "right", "attempts", "pairs", "place", "move_from")}
            if pending
            else None
        ),
        "final": _final(state),
        "result": compute_result(state).to_json() if over else None,
    }
    return view


def seat_view(state: State, seat: int) -> dict[str, Any]:
    """The public view plus what `seat` knows: hand, pharaoh card, own sarcophagus values, curse attempts."""
    view = public_view(state)
    view["me"] = seat
    view["hand"] = [_card(c) for c in state["hands"][seat]]
    view["pharaoh"] = _pharaoh(state["pharaohs"][seat])
    view["my_sarcophagi"] = [dict(SARCOPHAGI[s]) for s in state["held"][seat]]
    view["given_away"] = [
        dict(SARCOPHAGI[t["sarcophagus"]], to=t["to"]) for t in state["transfers"] if t["from"] == seat
    ]
    curse = state["curse"]
    if curse is not None and curse["stage"] == "race":
        view["curse_attempts_left"] = state["options"]["curse_max_wrong_attempts"] - curse["wrong"][seat]
    else:
        view["curse_attempts_left"] = None
    view["claim_reachable"] = claim_reachable(state, seat) if state["phase"] == "final" else None
    return view
