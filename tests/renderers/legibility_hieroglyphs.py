"""Hieroglyphs' other images for the legibility test: the wall alone, the curse stages (race, victim, surrender)
of a constructed position, a private view that gave a sarcophagus away during a race, and a tied score sheet."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

from engine.games.hieroglyphs import HieroglyphsGame, texts
from engine.games.hieroglyphs.scenario import build, enter_final
from renderers import hieroglyphs as draw
from tests.renderers.hieroglyphs_states import curse_states

GAME = HieroglyphsGame()


def images(views: list[tuple[dict[str, Any], dict[str, Any]]], names: list[str]) -> list[tuple[str, Callable, tuple]]:
    out: list[tuple[str, Callable, tuple]] = [
        ("wall@start", draw.render_wall, (views[0][0], names)),
        ("wall@end", draw.render_wall, (views[-1][0], names)),
    ]
    four = ["Alice", "Bartholomew", "Zdeňka Nováková", "Łucja Wróblewska-Zięba"]
    for phase, state in curse_states().items():
        out.append((f"board@{phase}", draw.render_board, (GAME.view(state, None), four)))
        out.append((f"private@{phase}", draw.render_private, (GAME.view(state, 0), four)))
    state = curse_states()["curse_surrender"]
    state, _ = GAME.play(state, 0, {"type": "surrender", "sarcophagus": "SAR-20"}, random.Random(0))
    out.append(("private@given_away", draw.render_private, (GAME.view(state, 0), four)))
    tie = build(
        n_players=3,
        held={0: ["SAR-20", "SAR-21"], 1: ["SAR-01", "SAR-02", "SAR-16"], 2: ["SAR-17", "SAR-13"]},
        pharaohs={0: "PH-CAM", 1: "PH-SNK", 2: "PH-IBS"},
        pillars={"SNK": {"explorer": 1}, "IBS": {"explorer": 2}},
        full_wall=True,
    )
    enter_final(tie)
    out.append(("scores@tie", draw.render_scores, (GAME.view(tie, None), four[:3])))
    many = build(n_players=2, held={0: [f"SAR-{i:02d}" for i in range(1, 15)]}, full_wall=True)
    enter_final(many)
    out.append(("scores@many", draw.render_scores, (GAME.view(many, None), four[:2])))
    out.append(("board@many", draw.render_board, (GAME.view(many, None), four[:2])))
    out.append(("private@many", draw.render_private, (GAME.view(many, 0), four[:2])))
    return out


def phone_exempt(text: str) -> bool:
    """The curse's lines beside the stock ("Curses used: 2/6", "28 safe · 39 with curses"), drawn at STOCK_FONT
    (7.5 px on a phone): at the phone's size they do not fit the stock's panel (the drawing language's)."""
    for key, sentinels in (("curses_used", {"count": 7}), ("stock_split", {"starting": 8, "cursed": 9})):
        pattern = re.escape(str(texts.render(key, **sentinels)))
        for number in sentinels.values():
            pattern = pattern.replace(str(number), r"\d+")
        if re.fullmatch(pattern, text):
            return True
    return False
