"""Seeded random games: 500 per player count, invariants after every action, valid results at the end."""

from __future__ import annotations

import json

import pytest
from frame_helpers import GAME, check_invariants

from engine.core import Event, json_round_trip
from engine.games.frame.board import geometry
from engine.games.frame.pieces import TILES_BY_ID
from engine.randomplayer import playout

GAMES_PER_COUNT = 500


def make_checker(state_box: dict):
    def check(state, events: list[Event]) -> None:
        check_invariants(state)
        assert all(e.public for e in events)
        new_game = any(e.kind == "game_started" for e in events)  # the finished game's board is gone
        for event in events:
            if event.kind == "tile_placed" and not new_game:
                _check_new_tile_touches_own_piece(state, event)
        state_box["events"] += len(events)

    return check


def _check_new_tile_touches_own_piece(state, event) -> None:
    geo = geometry(state["size"])
    seat = event.params["seat"]
    earlier = [p for p in state["placements"] if p["seat"] == seat and p["no"] < event.params["counter"]]
    own = geo.mask_of([c for p in earlier for c in p["cells"]])
    assert geo.mask_of(event.params["cells"]) & geo.n4(own), "tile must share an edge with an own piece"


def _check_result(state, result, n: int) -> None:
    assert sorted(s for group in result.ranking for s in group) == list(range(n))
    assert all(len(group) == 1 for group in result.ranking)  # the tie-break is strict
    penalties = result.scores
    for seat in range(n):
        assert 0 <= penalties[seat] <= 53
        assert penalties[seat] == sum(len(TILES_BY_ID[t].cells) for t in state["players"][seat]["tiles"])
    order = [g[0] for g in result.ranking]
    assert [penalties[s] for s in order] == sorted(penalties.values())
    # space check (§2.4): nobody can place everything on a shared board of this size
    covered = sum(len(p["cells"]) for p in state["placements"])
    assert covered <= state["size"] ** 2
    assert json_round_trip(result.to_json()) == result.to_json()


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_terminate_with_valid_results(n):
    box = {"events": 0}
    check = make_checker(box)
    total_moves = 0
    for i in range(GAMES_PER_COUNT):
        state, result, moves = playout(GAME, n, {}, f"frame-{n}-{i}", check=check if i % 5 == 0 else None)
        if i % 5:
            check_invariants(state)
        _check_result(state, result, n)
        total_moves += moves
    assert total_moves > GAMES_PER_COUNT * (4 * n)  # at least the openings and a tile each


@pytest.mark.parametrize(
    ("n", "options"),
    [
        (2, {"allow_reflection": False}),
        (3, {"tie_break": "later_seat"}),
        (4, {"match": True, "start_player": 2}),
        (2, {"match": True, "match_games": 3}),
    ],
)
def test_random_games_with_options(n, options):
    box = {"events": 0}
    for i in range(10):
        state, result, _ = playout(GAME, n, options, f"opt-{n}-{i}", check=make_checker(box))
        if options.get("match"):
            assert len(state["history"]) == state["games_total"]
            assert result.scores == {s: sum(g["penalties"][s] for g in state["history"]) for s in range(n)}
            starts = [g["start_player"] for g in state["history"]]
            assert all((b - a) % n == 1 for a, b in zip(starts, starts[1:]))
        else:
            _check_result(state, result, n)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_state_round_trips_through_json_after_every_action(n):
    def check(state, events):
        assert json.loads(json.dumps(state)) == state
        assert json_round_trip(GAME.view(state, None)) == GAME.view(state, None)
        for seat in range(n):
            assert json_round_trip(GAME.view(state, seat)) == GAME.view(state, seat)

    for i in range(3):
        playout(GAME, n, {"match": i == 0}, f"json-{n}-{i}", check=check)


def test_no_secrets_public_and_seat_views_differ_only_by_me():
    """Frame has no hidden information (§9): a seat's view is the public view plus its own "me" block."""

    def check(state, events):
        public_view = GAME.view(state, None)
        assert "me" not in public_view
        for seat in range(state["n"]):
            seat_view = GAME.view(state, seat)
            assert seat_view["me"]["seat"] == seat
            assert {k: v for k, v in seat_view.items() if k != "me"} == public_view

    for i in range(3):
        playout(GAME, 3, {}, f"views-{i}", check=check)
