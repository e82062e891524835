"""The sample views Cardline's one palette is learned from (renderers/cardline.py `palette`).

Every Cardline image is drawn from the same fills and inks: the page and panels, card papers, six continent colours,
up to eight player colours, the verdict's green and red, the turn's accent, the winners' gold. These views show all of
them at once, in every state that colours something (a wrong and a right placement, a player to act, out, resigned,
emptied, winners and losers), so the palette learned from their images holds each fill exactly and the edge shades
between them; a real game's image then only maps its pixels to it (bench/bench_encode.py compares it with each
image's own palette). The cards are the deck's own (engine/games/cardline/cards.py), in the records a real view
carries; the renderer formats their values for the drawing's language as it does in a game.
"""

from __future__ import annotations

from typing import Any

from engine.games.cardline.cards import countries, revealed_record

View = dict[str, Any]

SAMPLE_CARDS = ("ITA", "BIH", "JPN", "UZB", "GHA", "AGO", "CRI", "CUB", "BRA", "PER", "AUS", "FJI")
# two cards of each continent, a long name among them ("Bosnia and Herzegovina" wraps on a card)
CHARACTERISTIC = "population"
SEATS = 8  # every player colour


def card(index: int, revealed: bool) -> dict[str, Any]:
    iso3 = SAMPLE_CARDS[index % len(SAMPLE_CARDS)]
    country = countries()[iso3]
    if not revealed:
        return country.face()
    return dict(revealed_record(iso3, country.values[CHARACTERISTIC], CHARACTERISTIC))


def player(seat: int, over: bool) -> dict[str, Any]:
    """Seat 1 resigned, seat 2 out, seat 3 emptied its hand; the others hold two or three cards."""
    hand = [card(seat + k * 5, over) for k in range(2 + seat % 2)]
    out = {"round": 2, "reason": "resigned"} if seat == 1 else {"round": 3, "reason": "wrong"} if seat == 2 else None
    held = [] if out or seat == 3 else hand
    return {
        "seat": seat,
        "hand": held,
        "hand_count": len(held),
        "active": out is None,
        "out": out,
        "set_aside": hand if out else [],
        "emptied": seat == 3,
        "correct": seat,
        "wrong": SEATS - seat,
    }


def sample_views() -> list[tuple[str, View]]:
    """(image, view) pairs: two boards (a wrong placement, a right one), the hands, a private view and the scores."""
    line = [card(k, True) for k in range(len(SAMPLE_CARDS))]
    base: View = {
        "game": "cardline",
        "characteristic": CHARACTERISTIC,
        "status": "playing",
        "round": 4,
        "to_act": 4,
        "line": line,
        "newest": line[3]["id"],
        "draw_pile": {"count": 60, "top": card(7, False)},
        "removed": line[:3],
        "players": [player(seat, False) for seat in range(SEATS)],
    }
    wrong = {"seat": 0, "card": line[2], "gap": 5, "correct": False, "correct_gaps": [2, 3]}
    right = {"seat": 4, "card": line[3], "gap": 3, "correct": True, "correct_gaps": [3]}
    private = {**base, "last_move": right, "me": 4, "my_turn": True, "hand": base["players"][4]["hand"]}
    over: View = {
        **base,
        "status": "over",
        "to_act": None,
        "players": [player(seat, True) for seat in range(SEATS)],
        "result": {"winners": [3], "ranking": [[3], [0, 4], [5], [6], [7], [2], [1]], "reason": "sole"},
    }
    return [
        ("board", {**base, "last_move": wrong}),
        ("board", {**base, "last_move": right}),
        ("hands", base),
        ("private", private),
        ("scores", over),
    ]
