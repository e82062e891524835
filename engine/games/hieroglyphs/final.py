"""Final scarab moves (§5.8) and scoring with tie-breaks (§7)."""

from __future__ import annotations

from typing import Any

from engine.core import Event, IllegalMove, Result, State, public
from i18n import Text, cat

from . import texts
from .data import MAX_SCARABS, PHARAOH_BONUS, PHARAOHS, SARCOPHAGI
from .pillars import claim_check, claim_reachable
from .state import explorer_pillars


def start(state: State, events: list[Event]) -> None:
    """S8 begins when the wall is full: players act in seat order from the start player."""
    for animal, pillar in state["pillars"].items():  # §10.19: the claim check would already have claimed
        assert not (pillar["scarabs"] == MAX_SCARABS and pillar["explorer"] is not None and pillar["stack"]), animal
    n = state["n_players"]
    order = [(state["start_player"] + k) % n for k in range(n)]
    state["final"] = {"order": order, "index": 0}
    state["active"] = None
    events.append(public("final_phase_started", order=order))
    _next_final_player(state, events)


def _next_final_player(state: State, events: list[Event]) -> None:
    """Skip players with no reachable claim (auto-end); score when everyone is through."""
    final = state["final"]
    while final["index"] < len(final["order"]):
        seat = final["order"][final["index"]]
        if claim_reachable(state, seat):
            state["phase"] = "final"
            events.append(public("final_turn", seat=seat))
            return
        events.append(public("final_turn_ended", seat=seat, reason="no_claim"))
        final["index"] += 1
    finish(state, events)


def current_final_player(state: State) -> int:
    final = state["final"]
    return final["order"][final["index"]]


def end_final_turn(state: State, seat: int, reason: str, events: list[Event]) -> None:
    events.append(public("final_turn_ended", seat=seat, reason=reason))
    state["final"]["index"] += 1
    _next_final_player(state, events)


def _pillar_name(value: Any) -> str | None:
    return value.upper().removeprefix("PIL-") if isinstance(value, str) else None


def validate_move(state: State, seat: int, action: dict[str, Any]) -> tuple[str, str, int]:
    source, target, count = _pillar_name(action.get("from")), _pillar_name(action.get("to")), action.get("count", 1)
    pillars = state["pillars"]
    if source not in pillars or target not in pillars:
        raise IllegalMove(texts.error("pillar_unknown"))
    if source == target:
        raise IllegalMove(texts.error("move_same_pillar"))
    if pillars[source]["explorer"] != seat or pillars[target]["explorer"] != seat:
        raise IllegalMove(texts.error("move_not_own"))
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise IllegalMove(texts.error("move_count"))
    if count > pillars[source]["scarabs"]:
        raise IllegalMove(
            texts.error("move_too_many", scarabs_count=texts.counted("scarabs", pillars[source]["scarabs"]))
        )
    if pillars[target]["scarabs"] + count > MAX_SCARABS:
        raise IllegalMove(texts.error("move_overflow"))
    return source, target, count


def move_scarabs(state: State, seat: int, source: str, target: str, count: int, events: list[Event]) -> None:
    pillars = state["pillars"]
    pillars[source]["scarabs"] -= count
    pillars[target]["scarabs"] += count
    events.append(
        public(
            "scarabs_moved",
            seat=seat,
            source=source,
            target=target,
            count=count,
            source_scarabs=pillars[source]["scarabs"],
            target_scarabs=pillars[target]["scarabs"],
        )
    )
    claim_check(state, target, events)
    if not claim_reachable(state, seat):
        end_final_turn(state, seat, "no_claim", events)


def legal_moves(state: State, seat: int) -> list[dict[str, Any]]:
    pillars = state["pillars"]
    mine = explorer_pillars(state, seat)
    moves = []
    for source in mine:
        for target in mine:
            if source == target:
                continue
            room = MAX_SCARABS - pillars[target]["scarabs"]
            for count in range(1, min(pillars[source]["scarabs"], room) + 1):
                moves.append({"type": "move_scarabs", "from": source, "to": target, "count": count})
    return moves


def finish(state: State, events: list[Event]) -> None:
    """S9/S10: reveal pharaohs and claimed values, rank the players."""
    state["phase"] = "over"
    state["final"]["index"] = len(state["final"]["order"])
    result = compute_result(state)
    events.append(
        public(
            "game_over",
            ranking=result.ranking,
            scores={str(s): v for s, v in result.scores.items()},
            pharaohs=list(state["pharaohs"]),
            details=result.details,
        )
    )


def score_details(state: State) -> list[dict[str, Any]]:
    """Per seat: pharaoh card, each sarcophagus (id, eyes, value), bonus, total, count."""
    rows = []
    for seat in range(state["n_players"]):
        pharaoh = PHARAOHS[state["pharaohs"][seat]]
        animal = pharaoh["animal"]
        bonus = PHARAOH_BONUS if state["pillars"][animal]["explorer"] == seat else 0
        sarcophagi = [dict(SARCOPHAGI[s]) for s in state["held"][seat]]
        value = sum(s["value"] for s in sarcophagi)
        rows.append(
            {
                "seat": seat,
                "colour": state["colours"][seat],
                "pharaoh": pharaoh["id"],
                "pharaoh_animal": animal,
                "bonus": bonus,
                "sarcophagi": sarcophagi,
                "sarcophagus_points": value,
                "count": len(sarcophagi),
                "total": value + bonus,
            }
        )
    return rows


def rank(rows: list[dict[str, Any]]) -> list[list[int]]:
    """Highest total first; ties broken by more sarcophagi; still tied -> shared place (§7)."""
    keys = sorted({(r["total"], r["count"]) for r in rows}, reverse=True)
    return [[r["seat"] for r in rows if (r["total"], r["count"]) == key] for key in keys]


def place_numbers(ranking: list[list[int]]) -> dict[int, int]:
    """Place of each seat: a shared place counts the players ranked above it (1, 2, 2, 4)."""
    places, above = {}, 0
    for group in ranking:
        for seat in group:
            places[seat] = above + 1
        above += len(group)
    return places


def seat_names(rows: list[dict[str, Any]], names: list[str] | None) -> dict[int, Text]:
    """Each seat by its player's name, as the ranking above the tie-breaks says it; by colour where no name is known
    (the stored English explanation)."""
    known = names or []
    return {
        r["seat"]: known[r["seat"]] if r["seat"] < len(known) and known[r["seat"]] else texts.colour(r["colour"])
        for r in rows
    }


def explain(
    rows: list[dict[str, Any]], ranking: list[list[int]], places: dict[int, int], names: list[str] | None = None
) -> Text:
    """The tie-breaks in words, each player by name ("Ann and Ben share place 2."), or by colour without names."""
    name = seat_names(rows, names)
    parts: list[Text] = []
    for total in sorted({r["total"] for r in rows}, reverse=True):
        tied = [r for r in rows if r["total"] == total]
        if len(tied) > 1 and len({r["count"] for r in tied}) > 1:
            counts = [texts.result("count_item", player=name[r["seat"]], count=r["count"]) for r in tied]
            parts.append(texts.result("tie_by_count", total=total, counts=cat(counts, ", ")))
    for group in ranking:
        if len(group) > 1:
            players = texts.join_names([name[s] for s in group])
            parts.append(texts.result("shared", players=players, place=places[group[0]]))
    return cat(parts, " ") if parts else texts.result("no_tie")


def explain_result(result: Result, names: list[str] | None = None) -> Text:
    """`explain` again from a stored result (its rows carry their places), with the players' names."""
    rows = result.details.get("players", [])
    return explain(rows, result.ranking, {r["seat"]: r["rank"] for r in rows}, names)


def compute_result(state: State) -> Result:
    rows = score_details(state)
    ranking = rank(rows)
    places = place_numbers(ranking)
    for row in rows:
        row["rank"] = places[row["seat"]]
    return Result(
        ranking=ranking,
        scores={r["seat"]: r["total"] for r in rows},
        details={"players": rows, "tie_break": "sarcophagus_count"},
        explanation=str(explain(rows, ranking, places)),  # stored: English; players read `explain_result`
    )
