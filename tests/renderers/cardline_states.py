"""Cardline positions to draw: random games by phase, the names to draw them with, and the PNG checks."""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator
from pathlib import Path

from PIL import Image

from engine.core import derive_rng
from engine.games.cardline import CardlineGame
from engine.games.cardline.cards import countries, eligible, parse_value
from engine.games.cardline.scenario import position
from engine.randomplayer import random_step
from renderers import cardline as R
from tests.renderers.legibility import MIN_HEIGHT, display_heights
from tests.renderers.png import valid_png

GAME = CardlineGame()


OUT = Path(__file__).resolve().parents[1] / "out"


NAMES = ["Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana"]


LONG_NAMES = ["Maximiliána Šťastná-Novotná", "Bartholomew the Unplaceable", "Zuzanna Łukaszewicz", "X"] * 2


def check_png(data: bytes, name: str | None = None) -> Image.Image:
    image = valid_png(data, max_side=6000)
    assert image.width == R.WIDTH and image.height <= 6000  # a line of 185 cards: taller, never smaller text
    if name and os.environ.get("CARDLINE_RENDER_SAMPLES"):
        OUT.mkdir(exist_ok=True)
        (OUT / f"cardline_{name}.png").write_bytes(data)
    return image


def legible_png(render, view: dict, names: list[str] | None, name: str) -> Image.Image:
    """Render once: a valid PNG whose every label is at least MIN_HEIGHT px tall at Discord's display width."""
    made: list[bytes] = []

    def run(*args):
        made.append(render(*args))
        return made[-1]

    heights, _ = display_heights(run, view, names)
    small = sorted({(text, round(h, 1)) for text, h in heights if h < MIN_HEIGHT}, key=lambda p: p[1])
    assert not small, f"{name}: texts under {MIN_HEIGHT} px at 550 px: {small[:6]}"
    return check_png(made[-1], name)


def render_all(state: dict, names: list[str] | None, tag: str) -> None:
    public = json.loads(json.dumps(GAME.view(state, None)))  # renderers get plain JSON data
    legible_png(R.render_board, public, names, f"{tag}_board")
    legible_png(R.render_hands, public, names, f"{tag}_hands")
    for seat in range(state["players"]):
        if seat == 0 or seat in GAME.to_act(state):
            legible_png(R.render_private, GAME.view(state, seat), names, f"{tag}_private{seat}")
    if GAME.result(state) is not None:
        legible_png(R.render_scores, public, names, f"{tag}_scores")


def phases(players: int, options: dict, seed: str) -> Iterator[tuple[str, dict]]:
    """The interesting moments of a random game: opening, first wrong and right placements, a reshuffle,
    a continuation, a resignation, the end."""
    state = GAME.setup(players, options, derive_rng(seed, 0))
    yield "opening", state
    chooser = random.Random(seed)
    seen: set[str] = set()
    number = 0
    while GAME.result(state) is None:
        seat, action = random_step(GAME, state, chooser)
        if action["type"] == "resign" and ("resigned" in seen or number < 6):
            action = next(a for a in GAME.legal_actions(state, seat) if a["type"] == "place")
        number += 1
        events = GAME.apply(state, seat, action, derive_rng(seed, number))
        for event in events:
            label = event.kind if event.kind != "placed" else ("right" if event.params["correct"] else "wrong")
            if label in {"right", "wrong", "reshuffled", "continuation", "resigned"} and label not in seen:
                seen.add(label)
                if GAME.result(state) is None:
                    yield label, state
    yield "over", state


def line_of(count: int, characteristic: str, players: int, hand: int, seed: int = 1) -> dict:
    """A position with `count` cards in the line (sorted) and full hands."""
    pool = list(eligible(characteristic))
    random.Random(seed).shuffle(pool)
    line = sorted(pool[:count], key=lambda iso3: parse_value(countries()[iso3].values[characteristic]))
    rest = pool[count:]
    hands = [rest[k * hand : (k + 1) * hand] for k in range(players)]
    return position(characteristic, line=line, hands=hands, draw_pile=rest[players * hand :], hand_size=10)


def finished(reason: str) -> dict:
    """A finished game ended the `reason` way ('sole', 'shared' or 'last_player')."""
    if reason == "last_player":
        state = position("area", line=["Kenya"], hands=[["Iceland"], ["Japan"]], draw_pile=["Peru"])
        GAME.apply(state, 1, {"type": "resign"}, random.Random(0))
        return state
    hands = [["Iceland"], ["Japan", "Peru"], ["Brazil"]]
    pile = [] if reason == "shared" else ["Norway", "Italy"]
    state = position("population", line=["Kenya"], hands=hands, draw_pile=pile)
    third = 3 if reason == "shared" else 1  # Brazil right of Japan (correct) or left of Kenya (wrong)
    for seat, card, gap in [(0, "ISL", 0), (1, "JPN", 2), (2, "BRA", third)]:
        GAME.apply(state, seat, {"type": "place", "card": card, "gap": gap}, random.Random(0))
    return state


STATUS_LINE = ["CAF", "STP", "ARE", "USA", "KOR", "VCT", "BIH", "MLT", "TCD", "CZE"]  # long names in every language
STATUS_HANDS = [["LKA", "PRY", "UKR"], [], ["WSM", "IRL", "SLE"], ["SDN", "AUT", "CYP"], ["COL", "BTN", "LBY"]]


def every_status(players: int) -> dict:
    """A board where each player's line under the name differs: to play now (seat 0), emptied this round (1), holding
    cards (2), with 4 or more players also out (3) and resigned (4); more seats hold cards."""
    line = sorted(STATUS_LINE, key=lambda iso3: parse_value(countries()[iso3].values["population"]))
    hands = (STATUS_HANDS + [["ROU", "PLW", "BLR"], ["PER", "FJI", "GHA"], ["JPN", "CUB", "AGO"]])[:players]
    out = [3] if players > 3 else []
    state = position("population", line=line, hands=hands, draw_pile=["BLZ", "NOR"], emptied=[1], out=out,
                     round_number=3)  # fmt: skip
    if players > 4:
        GAME.apply(state, 4, {"type": "resign"}, random.Random(0))
    return state
