"""Events and actions in words, from the templates in texts.py."""

from __future__ import annotations

from typing import Any

from engine.core import Event

from . import texts
from .data import CURSES, SARCOPHAGI, card_animal, card_facing

SEAT_PARAMS = ("seat", "finder", "victim", "holder", "displaced", "drawer")


def card_text(card_id: str) -> str:
    return texts.CARD.format(
        animal=texts.ANIMAL_NAMES[card_animal(card_id)], facing=texts.FACING_NAMES[card_facing(card_id)]
    )


def cells_text(cells: list[list[int]]) -> str:
    return " ".join(texts.CELL.format(column=c, row=r) for c, r in cells)


def _name(names: list[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return str(seat)


def _fields(params: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Turn the event's data into words for the templates."""
    f = dict(params)
    for key in SEAT_PARAMS:
        if key in params and params[key] is not None:
            f[key] = _name(names, params[key])
    f["player"] = f.get("seat", "")
    for key, target in (("animal", "pillar"), ("source", "source"), ("target", "target"), ("from_pillar", "source")):
        if params.get(key):
            f[target] = texts.ANIMAL_NAMES[params[key]]
    if "card" in params:
        f["card"] = card_text(params["card"])
    if "cards" in params:
        f["cards"] = ", ".join(card_text(c) for c in params["cards"])
    if "cells" in params:
        f["cells"] = cells_text(params["cells"])
    if "animals" in params:
        f["animals"] = " – ".join(texts.ANIMAL_NAMES[a] for a in params["animals"])
    if "pairs" in params:
        f["count"] = len(params["pairs"])
        f["pairs_count"] = texts.counted("pairs", len(params["pairs"]))
        f["pairs"] = ", ".join(
            texts.PAIR.format(cell=cells_text([p["cell"]]), type=texts.PAIR_TYPES[p["type"]]) for p in params["pairs"]
        )
    if "right" in params:
        f["right"] = texts.RIGHTS[params["right"]]
    if "order" in params:
        f["order"] = ", ".join(_name(names, s) for s in params["order"])
    if "pharaoh" in params:
        f["pharaoh"] = texts.ANIMAL_NAMES[params["pharaoh"][3:]]
    if "attempts" in params:
        f["attempts_count"] = texts.counted("scarab_attempts", params["attempts"])
    if "drawn" in params:
        f["drawn_count"] = texts.counted("cards", params["drawn"])
    if "count" in params:
        f["scarabs_count"] = texts.counted("scarabs", params["count"])
    if "time_limit_s" in params:
        f["time"] = texts.duration(params["time_limit_s"])
    return f


def describe(event: Event, names: list[str]) -> str:
    kind, params = event.kind, event.params
    f = _fields(params, names)
    templates = texts.EVENTS
    if kind == "game_started":
        f["player"] = _name(names, params["start_player"])
        f["pillars"] = ", ".join(texts.ANIMAL_NAMES[a] for a in params["pillar_order"])
        return templates[kind].format(**f)
    if kind == "explorer_choice" and not params["place"]:
        return templates["explorer_choice_move"].format(**f)
    if kind == "explorer_skipped":
        return templates[f"explorer_skipped_{params['reason']}"].format(**f)
    if kind == "explorer_placed":
        text = templates["explorer_moved" if params["from_pillar"] else "explorer_placed"].format(**f)
        if params["displaced"] is not None:
            text += " " + templates["explorer_displaced"].format(**f)
        return text
    if kind == "scarab_failed":
        return templates[f"scarab_failed_{params['reason']}"].format(**f)
    if kind == "hand_refilled" and params["drawn"] == 0:
        return templates["hand_refilled_empty"].format(**f)
    if kind == "curse_revealed":
        f["curse"] = params["curse"]
        return templates[kind].format(**f)
    if kind == "curse_race_ended":
        return templates[f"curse_race_ended_{params['reason']}"].format(**f)
    if kind == "curse_victim_chosen" and params["auto"]:
        return templates["curse_victim_auto"].format(**f)
    if kind == "curse_discarded":
        f["curse"] = " – ".join(texts.ANIMAL_NAMES[a] for a in CURSES[params["curse"]]["animals"])
        specific = f"curse_discarded_{params['reason']}"
        return templates.get(specific, templates["curse_discarded"]).format(**f)
    if kind == "final_turn_ended":
        return templates[f"final_turn_ended_{params['reason']}"].format(**f)
    if kind == "game_over":
        return templates[kind].format(ranking=ranking_text(params["details"]["players"], names))
    if kind in templates:
        return templates[kind].format(**f)
    return kind


def ranking_text(rows: list[dict[str, Any]], names: list[str]) -> str:
    lines = []
    for row in sorted(rows, key=lambda r: r["rank"]):
        lines.append(
            texts.RESULT["line"].format(
                place=row["rank"],
                player=_name(names, row["seat"]),
                total=row["total"],
                count=row["count"],
                pharaoh=texts.ANIMAL_NAMES[row["pharaoh_animal"]],
                bonus=texts.RESULT["bonus_yes" if row["bonus"] else "bonus_no"],
            )
        )
    return "\n".join(lines)


def action_label(action: dict[str, Any], names: list[str]) -> str:
    """A short button / select-menu label for a legal action."""
    kind = action["type"]
    template = texts.BUTTONS.get(kind, kind)
    f: dict[str, Any] = {}
    if kind == "drop":
        f["card"] = card_text(action["card"])
        return template.format(**f) + " → " + texts.BUTTONS["column"].format(column=action["column"])
    if kind == "move_explorer":
        f["source"] = texts.ANIMAL_NAMES[action["from"]]
    if kind == "move_scarabs":
        f.update(
            scarabs_count=texts.counted("scarabs", action["count"]),
            source=texts.ANIMAL_NAMES[action["from"]],
            target=texts.ANIMAL_NAMES[action["to"]],
        )
    if kind == "curse_submit":
        f["cells"] = cells_text(action["cells"]) if isinstance(action["cells"], list) else action["cells"]
    if kind == "curse_victim":
        f["victim"] = _name(names, action["victim"])
    if kind == "surrender":
        record = SARCOPHAGI[action["sarcophagus"]]
        f.update(eyes=record["eyes"], value=record["value"])
    return template.format(**f)
