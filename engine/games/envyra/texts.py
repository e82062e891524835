"""Envyra's player-facing texts as keys with parameters (the words are in `locales/<lang>/envyra.ftl`).

`describe(kind, params, names)` turns an event into a `Msg`; refusals, option descriptions, action labels and the
tie-break explanation are keys too. Tiles, symbols, colours and cards travel as their codes and are named by the
catalog (`tile_name`, `symbol`, `theme`, `card_name`).
"""

from __future__ import annotations

from typing import Any

from i18n import Cat, ListOf, Msg, Text, cat

from .data import CARDS, THEMES, TILES

SPOT_SEP = " + "  # between positions or spots in a label: "A1 + B2" (no word)


def event(kind: str, **params: Any) -> Msg:
    return Msg(f"envyra-event-{kind}", **params)


def error(name: str, **params: Any) -> Msg:
    return Msg(f"envyra-error-{name}", **params)


def ui(name: str, **params: Any) -> Msg:
    return Msg(f"envyra-ui-{name}", **params)


def cubes(count: int) -> Msg:
    return Msg("envyra-cubes", count=count)


def theme(code: str) -> Msg:
    return Msg("envyra-theme", theme=code)


def symbol(code: str) -> Msg:
    return Msg("envyra-symbol", symbol=code)


def card_name(card_id: str) -> Msg:
    return Msg("envyra-card", card=card_id)


def positions_text(positions: list[str]) -> str:
    """Grid cells as the menus show them: "A1 + B2" (cell names only)."""
    return SPOT_SEP.join(positions)


def tile_name(tile_id: str | None) -> Text:
    """A tile as the image shows it: "Green Leaf", "bonus tile", "End tile" (internal ids are never shown)."""
    if tile_id is None:
        return "-"
    t = TILES[tile_id]
    return Msg("envyra-tile-name", symbol=t.symbol if t.kind == "theme" else t.kind)


def requirement_text(req: dict[str, int] | list[int] | tuple[int, ...]) -> Text:
    """E.g. "Orange 1, Blue 1" ("" for an open tile); `req` by colour, or counts in THEMES order."""
    pairs = req.items() if isinstance(req, dict) else zip(THEMES, req, strict=True)
    return cat([Msg("envyra-req-item", colour=theme(c), count=n) for c, n in pairs if n], ", ")


def tile_info(tile_id: str | None) -> Text:
    """A tile with what the image prints on it: "Green Leaf (cost 3, 3 VP, needs Blue 1)"."""
    if tile_id is None:
        return "-"
    t = TILES[tile_id]
    req = requirement_text(t.req)
    if req:
        return Msg("envyra-tile-info-needs", name=tile_name(tile_id), cost=t.cost, vp=t.vp, req=req)
    return Msg("envyra-tile-info", name=tile_name(tile_id), cost=t.cost, vp=t.vp)


def card_label(card_id: str) -> Msg:
    return Msg("envyra-card-label", name=card_name(card_id), vp=CARDS[card_id].vp)


def join(items: list[Text]) -> Text:
    """ "A, B and C" the locale's way; "nobody" for none."""
    return ListOf(tuple(items)) if items else Msg("envyra-nobody")


def seat_name(names: list[Text], seat: int | None) -> Text:
    if seat is None:
        return Msg("envyra-nobody")
    return names[seat] if 0 <= seat < len(names) else Msg("envyra-seat-name", number=str(seat + 1))


def _fields(params: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Every known parameter as a text."""
    out: dict[str, Any] = {}
    if "seat" in params:
        out["player"] = seat_name(names, params["seat"])
    if "chooser" in params:
        out["chooser"] = seat_name(names, params["chooser"])
    if "seats" in params:
        out["players"] = join([seat_name(names, s) for s in params["seats"]])
    if "sitting_out" in params:
        out["sitting_out"] = join([seat_name(names, s) for s in params["sitting_out"]])
    for key in ("round", "position", "count"):
        if key in params:
            out[key] = params[key] if key != "round" else str(params[key])
    if "tile" in params:
        out["tile"] = tile_name(params["tile"])
        out["tile_info"] = tile_info(params["tile"])
    if "tiles" in params:
        out["tiles"] = join([tile_name(t) for t in params["tiles"]])
    if "positions" in params and "tiles" in params and len(params["tiles"]) == len(params["positions"]):
        pairs = zip(params["positions"], params["tiles"], strict=True)
        out["spots"] = join([Msg("envyra-spot", pos=p, tile=tile_name(t)) for p, t in pairs])
    elif "positions" in params:
        out["spots"] = join(list(params["positions"]))
    for key in ("positions", "inaccessible"):
        if key in params:
            out[key] = join(list(params[key] or []))
    if "card" in params:
        card = CARDS[params["card"]]
        out["card"] = card_label(params["card"])
        out["card_name"] = card_name(params["card"])
        out["symbols"] = cat([symbol(s) for s in card.symbols], SPOT_SEP)
        out["vp"] = card.vp
    if "counts" in params:
        counts = [Msg("envyra-event-claim-count", count=n, player=seat_name(names, s)) for s, n in params["counts"]]
        out["counts"] = cat(counts, ", ")
    if "order" in params:
        out["order"] = cat([seat_name(names, s) for s in params["order"]], ", ")
    if "boards" in params:
        boards = [
            event("reveal-board", player=seat_name(names, s), positions=join(b) if b else Msg("envyra-no-cubes"))
            for s, b in enumerate(params["boards"])
            if b is not None
        ]
        out["boards"] = cat(boards, ", ")
    return out


def _variant(kind: str, p: dict[str, Any]) -> str:
    """Which message of a kind applies."""
    if kind == "confirmed" and p.get("changed"):
        return "confirmed-changed"
    if kind == "placement":
        return "placement-warn" if p.get("inaccessible") else "placement"
    if kind in ("cube_moved",) and p.get("auto"):
        return "cube_moved-auto"
    if kind in ("no_move", "cubes_returned"):
        return f"{kind}-{p['reason']}"
    if kind == "claimed" and p.get("tie"):
        return "claimed-tie"
    if kind == "round_start" and p.get("sitting_out"):
        return "round_start-final"
    if kind == "blocked" and p.get("chooser") is None:
        return "blocked-no_chooser"
    if kind == "search_draw":
        return "search_draw-helps" if p.get("helps") else "search_draw-useless"
    return kind


KINDS = {
    "confirmed", "confirmed-changed", "placement", "placement-warn", "reveal", "cube_moved", "cube_moved-auto",
    "no_move-empty_board", "no_move-waiting", "no_move-not_movable", "claimed", "claimed-tie",
    "cubes_returned-tile_claimed", "cubes_returned-requirement", "cubes_returned-one_per_step",
    "cubes_returned-supply_check", "cubes_returned-tile_removed", "card_taken", "round_end", "refill", "bag_empty",
    "end_set_aside", "end_returned", "end_last", "cone_passed", "round_start", "round_start-final", "blocked",
    "blocked-no_chooser", "tile_removed", "search_draw-helps", "search_draw-useless", "aside_returned",
    "search_failed", "final_round", "secret_card", "resigned", "game_over",
}  # fmt: skip


def secret_cards_text(params: dict[str, Any], names: list[str]) -> Text | None:
    """At the end the secret Equilibrium cards are public: who had which, and whether it scored."""
    cards = params.get("secret_cards") or []
    fulfilled = params.get("secret_fulfilled") or [[] for _ in cards]
    shown: list[Text] = []
    for seat, (mine, done) in enumerate(zip(cards, fulfilled, strict=False)):
        for i, card_id in enumerate(mine):
            scored = i < len(done) and done[i]
            name = card_name(card_id)
            text = (
                event("secret-scored", card=name, vp=CARDS[card_id].vp) if scored else event("secret-missed", card=name)
            )
            shown.append(event("secret-card", player=seat_name(names, seat), card=text))
    return event("secret-cards", cards=cat(shown, ", ")) if shown else None


def describe(kind: str, params: dict[str, Any], names: list[str]) -> Text:
    key = _variant(kind, params)
    if key not in KINDS:
        return kind
    fields = _fields(params, names)
    fields.setdefault("round", "?")
    if kind == "placement":
        fields["count"] = len(params.get("positions") or ())
    if kind == "secret_card":
        fields["card"] = fields.pop("card_name")
    if kind == "game_over":
        fields["reason"] = Msg("envyra-condition", condition=params.get("condition", ""))
        standings = [
            event("standing", player=seat_name(names, s), total=params["scores"][s])
            for group in params.get("ranking", [])
            for s in group
        ]
        fields["standings"] = cat(standings, ", ")
        return cat([event(key, **fields), secret_cards_text(params, names)], " ")
    return event(key, **fields)


def option_text(name: str, value: Any) -> Text | None:
    """The lobby's line for one option (None when it is not one of Envyra's)."""
    if name == "simplified" and isinstance(value, bool):
        return Msg("envyra-option-simplified", value="yes" if value else "no")
    if name == "equilibrium" and value in ("off", "A", "B", "C"):
        return Msg("envyra-option-equilibrium", value=value)
    if name == "start_player" and value is not None:
        return (
            Msg("envyra-option-start-random") if value == "random" else Msg("envyra-option-start-seat", seat=str(value))
        )
    if name == "round_limit" and value is not None:
        return Msg("envyra-option-rounds-limit", count=value) if value else Msg("envyra-option-rounds-none")
    return None


# -- action labels (buttons, menus, the log: `EnvyraGame.action_label`) ------------------------------------------------
def spot_label(pos: str, tile_id: str | None) -> Text:
    """A grid position with its tile, e.g. "B2 (Blue Ice, cost 3, 2 VP)"."""
    if tile_id is None:
        return pos
    t = TILES[tile_id]
    kind = tile_name(tile_id) if t.kind == "theme" else Msg("envyra-tile-kind", kind=t.kind)
    return Msg("envyra-label-spot", pos=pos, kind=kind, cost=t.cost, vp=t.vp)


def action_label(action: dict[str, Any], grid: dict[str, str | None]) -> Text | None:
    """The label of a place / move / remove / resign action (None for anything else)."""
    kind = str(action.get("type", "")).lower()
    if kind == "place" and isinstance(action.get("positions"), list):
        spots = [spot_label(str(p), grid.get(str(p))) for p in action["positions"]]
        return Msg("envyra-label-place", spots=cat(spots, SPOT_SEP))
    if kind in ("move", "remove") and isinstance(action.get("position"), str):
        return Msg(f"envyra-label-{kind}", spot=spot_label(action["position"], grid.get(action["position"])))
    if kind == "resign":
        return Msg("envyra-label-resign")
    return None


def result_parts(scores: list[dict[str, Any]], ranking: list[list[int]], resigned: int | None) -> list[list[Any]]:
    """The tie-break explanation (§7) as data, `[key, params]` per sentence with seats as lists of seat numbers
    (JSON, so that the result's details carry it to the score sheet): the winner, and how each tie on VP was broken
    or shared (E-27: the resigning player ranks last whatever his score)."""
    lines: list[list[Any]] = []
    if resigned is not None:
        ranking = [group for group in ranking if group != [resigned]]
    top = ranking[0]
    sc = scores[top[0]]
    if len(top) == 1:
        lines.append(["envyra-result-win", {"player": top, "total": sc["total"]}])
    else:
        lines.append(["envyra-result-shared-win", {"players": top, "total": sc["total"], "set_vp": sc["set_vp"]}])
    for upper, lower in zip(ranking, ranking[1:], strict=False):
        a, b = scores[upper[0]], scores[lower[0]]
        if a["total"] != b["total"]:
            continue
        if a["set_vp"] != b["set_vp"]:
            tie = {"above": upper, "below": lower, "total": a["total"], "a": a["set_vp"], "b": b["set_vp"]}
            lines.append(["envyra-result-by-sets", tie])
        else:
            tie = {"above": upper, "below": lower, "total": a["total"], "set_vp": a["set_vp"]}
            lines.append(["envyra-result-by-end", tie])
    for group in ranking[1:]:
        if len(group) > 1:
            sc = scores[group[0]]
            lines.append(["envyra-result-shared", {"players": group, "total": sc["total"], "set_vp": sc["set_vp"]}])
    if resigned is not None:
        lines.append(["envyra-result-resigned", {"player": [resigned]}])
    return lines


def explained(parts: list[list[Any]], names: list[Text]) -> Cat:
    """`result_parts` as sentences: seat lists become names ("Alice and Bob")."""

    def value(v: Any) -> Any:
        return join([seat_name(names, s) for s in v]) if isinstance(v, list) else v

    return cat([Msg(key, **{k: value(v) for k, v in params.items()}) for key, params in parts], " ")
