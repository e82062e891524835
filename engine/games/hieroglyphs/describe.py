"""Events and actions as message keys with parameters (the words are in `locales/<lang>/hieroglyphs.ftl`)."""

from __future__ import annotations

from typing import Any

from engine.core import Event
from i18n import Msg, Text, cat

from . import texts
from .data import CURSES, SARCOPHAGI, card_animal, card_facing

SEAT_PARAMS = ("seat", "finder", "victim", "holder", "displaced", "drawer")


def card_text(card_id: str) -> Msg:
    """A card in words: "Camel (facing left)"."""
    return Msg("hieroglyphs-card", animal=texts.animal(card_animal(card_id)), facing=texts.facing(card_facing(card_id)))


def cards_text(card_ids: list[str]) -> Text:
    """A hand of cards: a plain comma list (an inventory, read the same way in every language)."""
    return cat([card_text(c) for c in card_ids], ", ")


def cells_text(cells: list[list[int]]) -> str:
    """Cells as coordinates `2,1 3,2 4,3` (no words: the same in every language)."""
    return " ".join(f"{c},{r}" for c, r in cells)


def curse_animals(animals: list[str]) -> Text:
    return cat([texts.animal(a) for a in animals], " – ")


def _name(names: list[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return str(seat)


def _fields(params: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """The event's data as message parameters (names, animals and cards as words; counts stay numbers)."""
    f = {k: v for k, v in params.items() if isinstance(v, int | str) and not isinstance(v, bool)}
    for key in SEAT_PARAMS:
        if key in params and params[key] is not None:
            f[key] = _name(names, params[key])
    f["player"] = f.get("seat", "")
    for key, target in (("animal", "pillar"), ("source", "source"), ("target", "target"), ("from_pillar", "source")):
        if params.get(key):
            f[target] = texts.animal(params[key])
    if "card" in params:
        f["card"] = card_text(params["card"])
    if "cards" in params:
        f["cards"] = cards_text(params["cards"])
    if "cells" in params:
        f["cells"] = cells_text(params["cells"])
    if "animals" in params:
        f["animals"] = curse_animals(params["animals"])
    if "pairs" in params:
        f["count"] = len(params["pairs"])
        f["pairs_count"] = texts.counted("pairs", len(params["pairs"]))
        f["pairs"] = cat(
            [
                Msg("hieroglyphs-pair", cell=cells_text([p["cell"]]), type=Msg("hieroglyphs-pair-type", type=p["type"]))
                for p in params["pairs"]
            ],
            ", ",
        )
    if "right" in params:
        f["right"] = Msg("hieroglyphs-right", right=params["right"])
    if "order" in params:
        f["order"] = cat([_name(names, s) for s in params["order"]], ", ")
    if "pharaoh" in params:
        f["pharaoh"] = texts.animal(params["pharaoh"][3:])
    if "attempts" in params:
        f["attempts_count"] = texts.counted("scarab_attempts", params["attempts"])
    if "drawn" in params:
        f["drawn_count"] = texts.counted("cards", params["drawn"])
    if "count" in params:
        f["scarabs_count"] = texts.counted("scarabs", params["count"])
    if "time_limit_s" in params:
        f["time"] = texts.duration(params["time_limit_s"])
    return f


def used(kind: str, f: dict[str, Any]) -> Msg:
    return texts.event(kind, **f)


def describe(event: Event, names: list[str]) -> Text:
    kind, params = event.kind, event.params
    f = _fields(params, names)
    if kind == "game_started":
        f["player"] = _name(names, params["start_player"])
        f["pillars"] = cat([texts.animal(a) for a in params["pillar_order"]], ", ")
        return used(kind, f)
    if kind == "explorer_choice" and not params["place"]:
        return used("explorer_choice_move", f)
    if kind == "explorer_skipped":
        return used(f"explorer_skipped_{params['reason']}", f)
    if kind == "explorer_placed":
        text = used("explorer_moved" if params["from_pillar"] else "explorer_placed", f)
        if params["displaced"] is not None:
            return cat([text, used("explorer_displaced", f)], " ")
        return text
    if kind == "scarab_failed":
        return used(f"scarab_failed_{params['reason']}", f)
    if kind == "hand_refilled" and params["drawn"] == 0:
        return used("hand_refilled_empty", f)
    if kind == "curse_race_ended":
        return used(f"curse_race_ended_{params['reason']}", f)
    if kind == "curse_victim_chosen" and params["auto"]:
        return used("curse_victim_auto", f)
    if kind == "curse_discarded":
        f["curse"] = curse_animals(CURSES[params["curse"]]["animals"])
        specific = f"curse_discarded_{params['reason']}"
        return used(specific if specific in DISCARD_REASONS else "curse_discarded", f)
    if kind == "final_turn_ended":
        return used(f"final_turn_ended_{params['reason']}", f)
    if kind == "game_over":
        return used(kind, {"ranking": ranking_text(params["details"]["players"], names)})
    if kind in EVENT_KINDS:
        return used(kind, f)
    return kind


# Event kinds told as they are (one key each), and the curse-discard reasons with a sentence of their own.
EVENT_KINDS = frozenset(
    {
        "game_started",
        "hand_dealt",
        "turn_started",
        "turn_hand",
        "card_dropped",
        "no_pair",
        "pairs_found",
        "explorer_choice",
        "explorer_placed",
        "explorer_declined",
        "scarab_placed",
        "pillar_charged",
        "sarcophagus_opened",
        "sarcophagus_value",
        "cards_drawn",
        "hand_refilled",
        "curse_revealed",
        "curse_race_started",
        "curse_wrong",
        "curse_found",
        "curse_victim_chosen",
        "sarcophagus_surrendered",
        "sarcophagus_received",
        "sarcophagus_given",
        "final_phase_started",
        "final_turn",
        "scarabs_moved",
        "timeout_default",
    }
)
DISCARD_REASONS = frozenset({"curse_discarded_no_holders", "curse_discarded_no_line", "curse_discarded_no_victim"})


def ranking_text(rows: list[dict[str, Any]], names: list[str]) -> Text:
    lines = [
        texts.result(
            "line",
            place=row["rank"],
            player=_name(names, row["seat"]),
            total=row["total"],
            count=row["count"],
            pharaoh=texts.animal(row["pharaoh_animal"]),
            bonus="+7" if row["bonus"] else "+0",
        )
        for row in sorted(rows, key=lambda r: r["rank"])
    ]
    return cat(lines)


def action_label(action: dict[str, Any], names: list[str]) -> Text:
    """A short button / select-menu label for a legal action."""
    kind = action["type"]
    f: dict[str, Any] = {}
    if kind == "drop":
        return cat([card_text(action["card"]), texts.button("column", column=action["column"])], " → ")
    if kind == "move_explorer":
        f["source"] = texts.animal(action["from"])
    if kind == "move_scarabs":
        f.update(
            scarabs_count=texts.counted("scarabs", action["count"]),
            source=texts.animal(action["from"]),
            target=texts.animal(action["to"]),
        )
    if kind == "curse_submit":
        f["cells"] = cells_text(action["cells"]) if isinstance(action["cells"], list) else str(action["cells"])
    if kind == "curse_victim":
        f["victim"] = _name(names, action["victim"])
    if kind == "surrender":
        record = SARCOPHAGI[action["sarcophagus"]]
        f.update(eyes=record["eyes"], value=record["value"])
    if kind not in BUTTON_KINDS:
        return kind
    return texts.button(kind, **f)


BUTTON_KINDS = frozenset(
    {
        *("place_explorer", "move_explorer", "decline_explorer", "move_scarabs", "done", "curse_submit"),
        *("curse_victim", "surrender", "timeout", "curse_timeout"),
    }
)
