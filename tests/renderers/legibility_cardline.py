"""Cardline's other images for tests/renderers/test_legibility.py: the hands sheet (`render_hands`) at every phase,
the standings with the presenter's wording of the explanation, and a line deep into a game (30 cards, full hands)
as board, private view and hands sheet — the layouts that take the smallest cards and chips."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from engine.games.cardline import CardlineGame
from engine.games.cardline.cards import countries, eligible, parse_value
from engine.games.cardline.country_names import country_name
from engine.games.cardline.scenario import position
from i18n import LANGS
from renderers import cardline as draw

Image = tuple[str, Callable[..., bytes], tuple[Any, ...]]


def deep_views(players: int, line: int = 30, hand: int = 4) -> tuple[dict[str, Any], dict[str, Any]]:
    """(public view, seat 0's view) of a position with a `line`-card line and full hands."""
    pool = list(eligible("gdp"))
    random.Random(f"deep-{players}").shuffle(pool)
    cards = sorted(pool[:line], key=lambda iso3: parse_value(countries()[iso3].values["gdp"]))
    rest = pool[line:]
    hands = [rest[k * hand : (k + 1) * hand] for k in range(players)]
    state = position("gdp", line=cards, hands=hands, draw_pile=rest[players * hand :], hand_size=hand)
    game = CardlineGame()
    return game.view(state, None), game.view(state, 0)


def images(views: list[tuple[dict[str, Any], dict[str, Any]]], names: list[str]) -> list[Image]:
    out: list[Image] = [(f"hands@{i}", draw.render_hands, (public, names)) for i, (public, _) in enumerate(views)]
    final = views[-1][0]
    if final.get("result"):
        worded = {**final, "result": {**final["result"], "explanation": f"{names[0]} wins; everyone else lost."}}
        out.append(("scores, presenter's explanation", draw.render_scores, (worded, names)))
    public, private = deep_views(len(names))
    out += [
        ("board, 30-card line", draw.render_board, (public, names)),
        ("private, 30-card line", draw.render_private, (private, names)),
        ("hands, 30-card line", draw.render_hands, (public, names)),
    ]
    return out


@lru_cache(maxsize=1)
def _country_words() -> frozenset[str]:
    return frozenset(word for iso3 in countries() for lang in LANGS for word in country_name(iso3, lang).split())


def phone_exempt(text: str) -> bool:
    """The cards of a line drawn in its smallest tier (renderers/cardline.py LINE_MIN, 7.5 px on a phone: a long
    line in bigger type is taller than wide): a country's name, or a line of it, and a value ("34 711", "0,31", "39").
    The gap numbers, drawn at SMALL, are checked apart (test_cardline_render.py: what a player needs on a phone)."""
    if re.fullmatch(r"[\d\s\u202f.,]+\S{0,6}", text):
        return True
    return all(word in _country_words() for word in text.split())
