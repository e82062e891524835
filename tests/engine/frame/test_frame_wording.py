"""Frame's words as players read them (issue 13 items 6 and 9): option lines, plurals, articles."""

from __future__ import annotations

import re
from pathlib import Path

from frame_helpers import GAME, RED, build

from engine.games.frame import assist, texts
from engine.tables import split_options
from presenters.frame import FramePresenter, duration_text


class Table:
    def __init__(self, options: dict) -> None:
        self.options = split_options(GAME, options)
        self.status, self.seats = "lobby", []  # a lobby: nobody seated yet


def lobby(**options: object) -> list[str]:
    return [str(line) for line in FramePresenter().lobby_options(Table(options))]  # English, the default


def test_every_option_reads_as_a_player_reads_it():
    assert lobby()[:5] == [
        "Match: no (one game)",
        "Tie-break: later last placement",
        "Start player: random",
        "Flipping tiles: allowed",
        "/frame hint lists legal placements: no",
    ]
    shown = lobby(
        match=True,
        match_games=5,
        tie_break="later_seat",
        start_player="2",
        allow_reflection=False,
        legal_move_hints=True,
        decision_timeout_s=7200,
    )
    assert shown[:6] == [
        "Match: 5 games",
        "Tie-break: later seat in the turn order",
        "Start player: seat 2",
        "Flipping tiles: not allowed",
        "/frame hint lists legal placements: yes",
        "Turn time limit: 2 hours",
    ]
    assert lobby(match=True)[0] == "Match: one game per player"
    assert not any("Turn time limit" in line for line in lobby()), "no time limit set: left out"
    assert not any(re.search(r"match.games|decision|None|_s\b", line) for line in shown + lobby())
    assert [str(duration_text(s)) for s in (3600, 7200, 5400, 60, 45, 1)] == [
        "1 hour",
        "2 hours",
        "90 minutes",
        "1 minute",
        "45 seconds",
        "1 second",
    ]


def test_no_plural_hacks_and_no_wrong_articles():
    catalog = (Path(__file__).resolve().parents[3] / "locales" / "en" / "frame.ftl").read_text(encoding="utf-8")
    for text in catalog.splitlines():
        assert "(s)" not in text, text
        assert not re.search(r"\b[Aa] \{ \$tile \}", text), text  # "a L4", "A I2": no article fits every tile id
    assert str(texts.error("cell_count", tile="L4", name="L tetromino", pips=4, count=3)) == (
        "Your L4 (L tetromino) covers 4 cells, not 3."
    )
    assert str(texts.cells_text(1)) == "1 cell" and str(texts.cells_text(2)) == "2 cells"
    assert str(texts.spots_text(1)) == "1 spot" and str(texts.spots_text(7)) == "7 spots"
    assert str(texts.ui("dropout_confirm", count=1, penalty=5)).startswith(
        "Drop out of this game? Your 1 unplaced tile counts"
    )
    assert "Your 3 unplaced tiles count" in str(texts.ui("dropout_confirm", count=3, penalty=12))


def test_a_single_spot_is_one_spot():
    """A tile that fits in exactly one place says so in the singular (autocomplete and the tile menu)."""
    state = build(columns={RED: ["a1", "j10"], 1: ["a10", "j1"]}, active=RED)
    # fill the board except b1 c1 so that only I2 fits, in one spot (horizontal b1 c1)
    taken = {"a1", "j10", "a10", "j1", "b1", "c1"}
    free = [f"{chr(97 + x)}{y + 1}" for y in range(10) for x in range(10) if f"{chr(97 + x)}{y + 1}" not in taken]
    state["placements"].append({"no": 99, "seat": 1, "piece": "I4", "kind": "tile", "cells": free})
    choices = assist.tile_choices(state, RED)
    assert [(c["tile"], c["count"]) for c in choices] == [("I2", 1)]
    assert str(choices[0]["label"]) == "I2 domino (2 pips, 1 spot)"
    assert GAME.legal_actions(state, RED)[0] == {"type": "place", "tile": "I2", "cells": ["b1", "c1"]}


def test_a_placed_column_is_a_sentence_in_polish():
    """The column comes in the accusative ("pierwszą kolumnę"), which needs its verb: "Ann — pierwszą kolumnę na
    polu a1" is not Polish (found playing in Polish)."""
    from engine.core import Event
    from i18n.catalog import tr

    event = Event("column_placed", {"seat": 0, "column": "COL1", "cell": "a1", "counter": 1})
    assert tr(GAME.describe(event, ["Ann", "Bob"]), "pl") == "Ann stawia pierwszą kolumnę na polu a1."
