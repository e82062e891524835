"""Events into sentences, using only the templates of texts.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.core import Event

from . import texts


def seat_name(names: list[str], seat: int) -> str:
    if 0 <= seat < len(names):
        return names[seat]
    return texts.LABEL_SEAT.format(seat=seat + 1)


def join_words(words: list[str]) -> str:
    """'A', 'A and B', 'A, B and C'."""
    if len(words) <= 1:
        return "".join(words)
    return texts.LIST_SEPARATOR.join(words[:-1]) + texts.AND + words[-1]


def join_seats(names: list[str], seats: list[int]) -> str:
    return join_words([seat_name(names, seat) for seat in seats])


def where_it_belonged(gaps: list[int]) -> str:
    if len(gaps) == 1:
        return texts.WHERE_ONE_GAP.format(gap=gaps[0])
    return texts.WHERE_GAPS.format(gaps=texts.LIST_SEPARATOR.join(str(g) for g in gaps[:-1]), last=gaps[-1])


def hand_sentence(player: str, count: int) -> str:
    if count == 0:
        return texts.HAND_EMPTY.format(player=player)
    return texts.plural(texts.HAND_LEFT, count, player=player)


def placed(p: dict[str, Any], names: list[str]) -> str:
    player = seat_name(names, p["seat"])
    card = p["card"]
    if p["correct"]:
        sentence = texts.PLACED_CORRECT.format(player=player, card=card["name"], gap=p["gap"], value=card["display"])
        return f"{sentence} {hand_sentence(player, p['hand'])}"
    where = where_it_belonged(p["correct_gaps"])
    return texts.PLACED_WRONG.format(player=player, card=card["name"], gap=p["gap"], value=card["display"], where=where)


def start_card(p: dict[str, Any], names: list[str]) -> str:
    characteristic = p["characteristic"]
    return texts.START_CARD.format(
        characteristic=texts.CHARACTERISTIC_NAMES[characteristic],
        unit=texts.CHARACTERISTIC_UNITS[characteristic],
        each=texts.plural(texts.CARDS_EACH, p["hand_size"]),
        deck_size=p["deck_size"],
        card=p["card"]["name"],
        value=p["card"]["display"],
    )


def drew(p: dict[str, Any], names: list[str]) -> str:
    template = texts.DREW_PENALTY if p["reason"] == "penalty" else texts.DREW_CONTINUATION
    return template.format(player=seat_name(names, p["seat"]), card=p["card"]["name"])


def continuation(p: dict[str, Any], names: list[str]) -> str:
    sentence = texts.CONTINUATION.format(round=p["round"], survivors=join_seats(names, p["survivors"]))
    if not p["eliminated"]:
        return sentence
    verb = texts.IS_OUT if len(p["eliminated"]) == 1 else texts.ARE_OUT
    return f"{sentence} {texts.OUT_SENTENCE.format(names=join_seats(names, p['eliminated']), verb=verb)}"


def game_over(p: dict[str, Any], names: list[str]) -> str:
    template = {"sole": texts.GAME_OVER_SOLE, "shared": texts.GAME_OVER_SHARED, "last_player": texts.GAME_OVER_LAST}
    return template[p["reason"]].format(winners=join_seats(names, p["winners"]), round=p["round"])


WRITERS: dict[str, Callable[[dict[str, Any], list[str]], str]] = {
    "game_started": lambda p, names: texts.GAME_STARTED,
    "start_card": start_card,
    "round_started": lambda p, names: texts.ROUND_STARTED.format(
        round=p["round"], order=texts.LIST_SEPARATOR.join(seat_name(names, s) for s in p["order"])
    ),
    "turn": lambda p, names: texts.plural(texts.TURN, p["hand"], player=seat_name(names, p["seat"]), last=p["last"]),
    "placed": placed,
    "reshuffled": lambda p, names: texts.plural(texts.RESHUFFLED, p["count"]),
    "drew": drew,
    "continuation": continuation,
    "resigned": lambda p, names: texts.RESIGNED.format(player=seat_name(names, p["seat"])),
    "game_over": game_over,
}


def gap_label(entry: dict[str, Any]) -> str:
    """A select-menu label for one entry of the view's "gaps": 'Gap 2: Kenya | Italy'."""
    gap, left, right = entry["gap"], entry.get("left"), entry.get("right")
    if left is None:
        return texts.GAP_LABEL_LEFT.format(card=right)
    if right is None:
        return texts.GAP_LABEL_RIGHT.format(gap=gap, card=left)
    return texts.GAP_LABEL_BETWEEN.format(gap=gap, left=left, right=right)


def gap_pages(gap_count: int, page_size: int = 25) -> list[dict[str, Any]]:
    """Pages of gap numbers for select menus (Discord allows 25 options): [{"first", "last", "label"}…]."""
    pages = []
    for first in range(0, gap_count, page_size):
        last = min(gap_count, first + page_size) - 1
        pages.append({"first": first, "last": last, "label": texts.GAP_PAGE.format(first=first, last=last)})
    return pages


def describe_event(event: Event, names: list[str]) -> str:
    writer = WRITERS.get(event.kind)
    if writer is None:
        return texts.UNKNOWN_EVENT.format(kind=event.kind)
    return writer(event.params, names)
