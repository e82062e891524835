"""View shape (the renderer's contract) and hidden information (§9)."""

from __future__ import annotations

import json
import random
from typing import Any

from envyra_testkit import GAME, StubRng, build, move, place, start_round

from engine.core import json_round_trip
from engine.games.envyra import flow
from engine.games.envyra.data import CARDS
from engine.randomplayer import playout

TOP_KEYS = {
    "game", "round", "phase", "simplified", "equilibrium", "grid", "start_player", "bag_count", "box_count",
    "mover", "pass", "order", "seats", "public_cards", "result",
}  # fmt: skip
SEAT_KEYS = {
    "seat", "colour", "supply", "owned", "confirmed", "board", "board_count", "tile_vp", "set_vp", "blocked", "cards",
}  # fmt: skip
TILE_KEYS = {"id", "kind", "theme", "symbol", "cost", "vp", "req", "start"}
CARD_KEYS = {"id", "name", "symbols", "vp"}


def check_shape(view: dict[str, Any], seat: int | None) -> None:
    assert set(view) >= TOP_KEYS
    assert view["game"] == "envyra" and view["phase"] in ("phase1", "phase2", "remove", "over")
    assert view["equilibrium"] in ("off", "A", "B", "C")
    cells = view["grid"]["cells"]
    assert len(cells) == view["grid"]["cols"] * view["grid"]["rows"]
    for cell in cells:
        assert set(cell) == {"pos", "tile", "cubes"}
        if cell["tile"] is not None:
            assert set(cell["tile"]) >= TILE_KEYS and set(cell["tile"]["req"]) == {"Orange", "Green", "Blue"}
    for i, s in enumerate(view["seats"]):
        assert set(s) >= SEAT_KEYS and s["seat"] == i
        for t in s["owned"]:
            assert set(t) >= TILE_KEYS
        for c in s["cards"]:
            assert set(c) >= CARD_KEYS
    for c in view["public_cards"]:
        assert set(c) >= CARD_KEYS
    assert view["pass"] in (1, 2, None)
    if seat is not None:
        assert view["me"] == seat and isinstance(view["my_board"], list) and isinstance(view["my_secret_cards"], list)
    else:
        assert "me" not in view and "my_board" not in view and "my_secret_cards" not in view
    assert json_round_trip(view) == view


def test_view_shape_in_every_phase() -> None:
    state = build(2, grid={"A1": "GRN04", "B1": "BLU04", "C1": "GRN02"}, owned={1: ["ORA01"]}, equilibrium="C",
                  public_cards=["EQ1", "EQ2"], secret_cards={0: "EQ3", 1: "EQ4"}, start=0)  # fmt: skip
    for seat in (None, 0, 1):
        check_shape(GAME.view(state, seat), seat)
    place(state, 0, "A1", "B1")
    place(state, 1, "C1")
    view = GAME.view(state, None)
    assert view["phase"] == "phase2" and view["mover"] == 0 and view["pass"] == 1
    assert view["seats"][0]["board"] == ["A1", "B1"] and view["seats"][0]["board_count"] == 2
    for seat in (None, 0, 1):
        check_shape(GAME.view(state, seat), seat)
    move(state, 0, "A1")
    flow.game_over(state, "D", [])
    view = GAME.view(state, None)
    check_shape(view, None)
    assert view["phase"] == "over" and view["result"]["details"]["condition"] == "D"
    assert [c["id"] for c in view["seats"][0]["secret_cards"]] == ["EQ3"]


def test_remove_phase_view() -> None:
    state = build(2, grid={"A1": "GRN06", "B1": "ORA06"}, owned={0: ["ORA01", "BLU01"]}, bag=["GRN01"])
    start_round(state, StubRng())
    state["remove"]["candidates"] = ["A1", "B1"]
    view = GAME.view(state, None)
    check_shape(view, None)
    assert view["phase"] == "remove" and view["mover"] == 1 and view["remove_candidates"] == ["A1", "B1"]


def strip_confirmed(view: dict[str, Any]) -> dict[str, Any]:
    view = json.loads(json.dumps(view))
    for s in view["seats"]:
        s.pop("confirmed")
    return view


def test_phase1_submission_reveals_nothing_but_confirmed() -> None:
    for seed in range(30):
        n = 2 + seed % 3
        state = GAME.setup(n, {"equilibrium": "C"}, random.Random(seed))
        rng = random.Random(seed)
        for seat in range(n - 1):  # every submission but the last
            before = {v: GAME.view(state, v) for v in [None, *range(n)]}
            choice = rng.choice(GAME.legal_actions(state, seat))
            events = GAME.apply(state, seat, choice, rng)
            for e in events:
                if e.public:
                    assert set(e.params) == {"seat", "changed"}
                else:
                    assert e.to == (seat,)
            for v, old in before.items():
                new = GAME.view(state, v)
                if v == seat:
                    assert new["my_board"] == choice["positions"]
                    continue
                assert strip_confirmed(new) == strip_confirmed(old)
                assert new["seats"][seat]["confirmed"] and not old["seats"][seat]["confirmed"]
                assert new["seats"][seat]["board"] is None and new["seats"][seat]["board_count"] is None


def test_secret_cards_hidden_until_game_over() -> None:
    for seed in range(30):
        n = 2 + seed % 3
        state = GAME.setup(n, {"equilibrium": "B" if seed % 2 else "C"}, random.Random(seed))
        for seat in range(n):
            card = state["secret"][seat][0]
            needles = (f'"{card}"', CARDS[card].name)
            for v in [None, *range(n)]:
                text = json.dumps(GAME.view(state, v))
                visible = v == seat
                assert all((needle in text) == visible for needle in needles), (seed, seat, v)
        flow.game_over(state, "D", [])
        text = json.dumps(GAME.view(state, None))
        assert all(f'"{state["secret"][s][0]}"' in text for s in range(n))


def test_public_view_never_shows_phase1_boards_in_random_games() -> None:
    def check(state: dict[str, Any], events: list) -> None:
        view = GAME.view(state, None)
        if state["phase"] == "phase1":
            assert all(s["board"] is None and s["board_count"] is None for s in view["seats"])
        if state["phase"] != "over":
            assert all(s.get("secret_cards") is None for s in view["seats"])
        for e in events:
            if not e.public:
                assert e.kind == "placement" and len(e.to) == 1

    for seed in range(20):
        playout(GAME, 2 + seed % 3, {"equilibrium": "C"}, f"views-{seed}", check=check)
