"""Events into messages (keys of locales/*/cardline.ftl with their parameters), using the helpers of texts.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event
from i18n import ListOf, Msg, Text, cat

from . import texts
from .cards import iso3_by_name


def seat_name(names: list[str], seat: int) -> Text:
    if 0 <= seat < len(names):
        return names[seat]
    return texts.seat(seat + 1)


def join_seats(names: list[str], seats: list[int]) -> ListOf:
    return ListOf(tuple(seat_name(names, seat) for seat in seats))


def card_name(card: dict[str, Any]) -> Text:
    return texts.country(card["id"]) if card.get("id") else card.get("name", "?")


def where_it_belonged(gaps: list[int]) -> Msg:
    if len(gaps) == 1:
        return Msg("cardline-where-one-gap", gap=gaps[0])
    return Msg("cardline-where-gaps", gaps=cat([str(g) for g in gaps[:-1]], ", "), last=gaps[-1])


def hand_sentence(player: Text, count: int) -> Msg:
    if count == 0:
        return Msg("cardline-hand-empty", player=player)
    return Msg("cardline-hand-left", player=player, count=count)


def placed(p: dict[str, Any], names: list[str], characteristic: str) -> Text:
    player = seat_name(names, p["seat"])
    card = p["card"]
    shown = {"player": player, "card": card_name(card), "gap": p["gap"], "value": value_of(card, characteristic)}
    if p["correct"]:
        return cat([texts.event("placed-correct", **shown), hand_sentence(player, p["hand"])], " ")
    return texts.event("placed-wrong", **shown, where=where_it_belonged(p["correct_gaps"]))


def value_of(card: dict[str, Any], characteristic: str | None) -> Text:
    """The revealed value in the reader's number format (the record's own display when no characteristic is known)."""
    if characteristic and "value" in card:
        return texts.value(card, characteristic)
    return str(card.get("display", ""))


def start_card(p: dict[str, Any], names: list[str]) -> Msg:
    characteristic = p["characteristic"]
    return texts.event(
        "start_card",
        characteristic=texts.characteristic(characteristic),
        unit=texts.unit(characteristic),
        each=texts.cards_each(p["hand_size"]),
        deck=p["deck_size"],
        card=card_name(p["card"]),
        value=value_of(p["card"], characteristic),
    )


def drew(p: dict[str, Any], names: list[str]) -> Msg:
    kind = "drew-penalty" if p["reason"] == "penalty" else "drew-continuation"
    return texts.event(kind, player=seat_name(names, p["seat"]), card=card_name(p["card"]))


def continuation(p: dict[str, Any], names: list[str]) -> Text:
    sentence = texts.event("continuation", round=p["round"], survivors=join_seats(names, p["survivors"]))
    if not p["eliminated"]:
        return sentence
    out = Msg("cardline-out", names=join_seats(names, p["eliminated"]), count=len(p["eliminated"]))
    return cat([sentence, out], " ")


def game_over(p: dict[str, Any], names: list[str]) -> Msg:
    return Msg(f"cardline-event-game_over-{p['reason']}", winners=join_seats(names, p["winners"]), round=p["round"])


WRITERS: dict[str, Callable[[dict[str, Any], list[str]], Text]] = {
    "game_started": lambda p, names: texts.event("game_started"),
    "start_card": start_card,
    "round_started": lambda p, names: texts.event(
        "round_started", round=p["round"], order=cat([seat_name(names, s) for s in p["order"]], ", ")
    ),
    "turn": lambda p, names: texts.event("turn", count=p["hand"], player=seat_name(names, p["seat"]), last=p["last"]),
    "reshuffled": lambda p, names: texts.event("reshuffled", count=p["count"]),
    "drew": drew,
    "continuation": continuation,
    "resigned": lambda p, names: texts.event("resigned", player=seat_name(names, p["seat"])),
    "game_over": game_over,
}


def gap_label(entry: dict[str, Any]) -> Msg:
    """A select-menu label for one entry of the view's "gaps": 'Gap 2: Kenya | Italy' (in the reader's language)."""
    gap = entry["gap"]
    left = name_in(entry, "left")
    right = name_in(entry, "right")
    if left is None:
        return texts.ui("gap-left", card=right)
    if right is None:
        return texts.ui("gap-right", gap=gap, card=left)
    return texts.ui("gap-between", gap=gap, left=left, right=right)


def name_in(entry: dict[str, Any], side: str) -> Text | None:
    """A neighbour of a gap (the view names it in English) as a country the reader's language names."""
    name = entry.get(side)
    if name is None:
        return None
    code = iso3_by_name().get(name)
    return texts.country(code) if code else name


def gap_pages(gap_count: int, page_size: int = 25) -> list[dict[str, Any]]:
    """Pages of gap numbers for select menus (Discord allows 25 options): [{"first", "last", "label"}…]."""
    pages = []
    for first in range(0, gap_count, page_size):
        last = min(gap_count, first + page_size) - 1
        pages.append({"first": first, "last": last, "label": texts.ui("gap-page", first=first, last=last)})
    return pages


def describe_event(event: Event, names: list[str], characteristic: str | None = None) -> Text:
    if event.kind == "placed":
        return placed(event.params, names, characteristic or event.params.get("characteristic", ""))
    writer = WRITERS.get(event.kind)
    if writer is None:
        return event.kind
    return writer(event.params, names)
