"""The Frame bot: its own board agrees with the engine, it finds the moves that matter, levels differ, and it decides
from the view alone (deterministically, within its work)."""

from __future__ import annotations

import json
import random

import pytest
from frame_helpers import BLU, GAME, RED, build, new_state

from engine.bots import LEVELS, Seen, make_bot, play_match, seen_by
from engine.bots.frame import (
    MIN_EVALS,
    FrameBot,
    bits_of,
    board_from_view,
    column_cells,
    evaluate,
    next_to_move,
    packed_pips,
    play,
    tile_moves,
    to_move,
    values,
)
from engine.core import derive_rng
from engine.games.frame.board import geometry

SMALL = 0.01  # the legality tests' budget


def bot(level: str, budget: float | None = SMALL) -> FrameBot:
    made = make_bot(GAME, level, budget)
    assert isinstance(made, FrameBot)
    return made


def choice(level: str, state: dict, seat: int = RED, budget: float | None = None, seed: int = 0) -> dict:
    seen = seen_by(GAME, state, seat, [])
    action = bot(level, budget).choose(seen, random.Random(seed))
    assert action in seen.legal
    return action


def cells(action: dict) -> set[str]:
    return set(action["cells"]) if action["type"] == "place" else {action["cell"]}


# ---------------------------------------------------------------------- positions
def corner_pocket() -> dict:
    """RED's only room is the pocket b1 c1 d1 e1 e2, exactly an L pentomino; its third column is down.

    ```
     4  b b b . .
     3  R b b b b
     2  b b b b * b
     1  R * * * * R b b
        a b c d e f g h
    ```
    """
    return build(
        columns={RED: ["a1", "a3", "f1"], BLU: ["j10", "j7"]},
        tiles={
            BLU: {
                "I4": ["a2", "b2", "c2", "d2"],
                "L3": ["f2", "f3", "e3"],
                "I2": ["g1", "h1"],
                "T4": ["a4", "b4", "c4", "b3"],
            }
        },
        active=RED,
    )


def last_gap() -> dict:
    """BLU (all columns down, only its domino left — a constructed position) can still play only in the gap j2 j3,
    which RED touches too; the rest of the board is RED's.

    ```
     5  . . J
     4  . r B
     3  . r *
     2  . r *
     1  . r B
        h i j
    ```
    """
    state = build(
        columns={RED: ["a1", "a10"], BLU: ["j1", "j4", "j10"]},
        tiles={RED: {"I4": ["i1", "i2", "i3", "i4"], "I3": ["j5", "j6", "j7"], "L3": ["i9", "i10", "j9"]}},
        active=RED,
    )
    state["players"][BLU]["tiles"] = ["I2"]
    return state


def lifeline() -> dict:
    """Spec F-07: RED has no tile placement but its third column may go down (or it may drop out)."""
    return build(
        columns={RED: ["a1", "j10"], BLU: ["a3", "j8"]},
        tiles={
            BLU: {
                "I3": ["b1", "b2", "b3"],
                "L4": ["d1", "d2", "d3", "e3"],
                "L3": ["f1", "f2", "g1"],
                "I2": ["i9", "i10"],
            }
        },
        active=RED,
    )


# ---------------------------------------------------------------------- the bot's board = the engine's
def engine_moves(state: dict, seat: int) -> tuple[set, set]:
    geo = geometry(state["size"])
    tiles, columns = set(), set()
    for action in GAME.legal_actions(state, seat):
        if action["type"] == "place":
            tiles.add((action["tile"], geo.mask_of(action["cells"])))
        elif action["type"] == "column":
            columns.add(geo.mask_of([action["cell"]]))
    return tiles, columns


@pytest.mark.parametrize(
    ("n", "options"),
    [(2, {}), (3, {"allow_reflection": False}), (4, {}), (2, {"match": True})],
)
def test_the_bots_board_follows_the_engine_move_for_move(n: int, options: dict) -> None:
    """Legal moves, the next seat to move, who is stuck and out: the bot's bitboards give what the engine gives."""
    steps = 0
    for game in range(3):
        state = GAME.setup(n, options, derive_rng(f"board-{n}-{game}", 0))
        chooser = random.Random(f"{n}-{game}")
        while GAME.result(state) is None:
            seat = GAME.to_act(state)[0]
            board = board_from_view(GAME.view(state, None))
            tiles, columns = engine_moves(state, seat)
            assert set(tile_moves(board, seat)) == tiles
            assert set(bits_of(column_cells(board, seat))) == columns
            action = chooser.choice(GAME.legal_actions(state, seat))
            game_no = state["game_no"]
            after, nxt = next_to_move(play(board, seat, to_move(board, action)), seat)
            GAME.apply(state, seat, action, derive_rng("board", steps))
            steps += 1
            if state["game_no"] != game_no or state["phase"] == "over":
                assert nxt is None  # the bot saw the game end
                continue
            assert nxt == state["active"]
            assert after == board_from_view(GAME.view(state, None))
    assert steps > 60


# ---------------------------------------------------------------------- evaluation
def test_packing_counts_what_really_fits() -> None:
    geo = geometry(10)
    pocket = geo.mask_of(["b1", "c1", "d1", "e1", "e2"])
    assert packed_pips(10, True, ("L5", "I2"), pocket, 99) == 5
    assert packed_pips(10, True, ("P5", "I3"), pocket, 99) == 3  # no P there; the straight tromino fits
    assert packed_pips(10, True, ("I2",), geo.mask_of(["a1", "c1"]), 99) == 0  # two single cells hold nothing
    assert packed_pips(10, True, ("L5", "I4", "I3"), geo.board_mask, 5) == 5  # stops at the cap


def test_a_sealed_off_seat_is_worth_only_what_it_placed() -> None:
    state = corner_pocket()
    board = board_from_view(GAME.view(state, None))
    best = next(m for m in tile_moves(board, RED) if m[0] == "L5")
    after, nxt = next_to_move(play(board, RED, best), RED)
    assert nxt == BLU  # RED, with nothing left to place, drops out when its turn comes
    assert values(after, nxt)[RED] == 5
    worse = next(m for m in tile_moves(board, RED) if m[0] == "L4")
    after_worse, nxt_worse = next_to_move(play(board, RED, worse), RED)
    assert evaluate(after, RED, nxt) > evaluate(after_worse, RED, nxt_worse)


# ---------------------------------------------------------------------- the moves that matter
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_fills_its_last_pocket_with_the_tile_that_fits_it_exactly(level: str) -> None:
    action = choice(level, corner_pocket())
    assert action == {"type": "place", "tile": "L5", "cells": ["b1", "c1", "d1", "e1", "e2"]}


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_takes_the_opponents_last_gap(level: str) -> None:
    state = last_gap()
    assert GAME.legal_actions({**state, "active": BLU}, BLU) == [{"type": "place", "tile": "I2", "cells": ["j2", "j3"]}]
    action = choice(level, state)
    assert action["type"] == "place" and cells(action) == {"j2", "j3"}


@pytest.mark.parametrize("level", LEVELS)
def test_it_puts_its_third_column_down_rather_than_drop_out(level: str) -> None:
    state = lifeline()
    legal = GAME.legal_actions(state, RED)
    assert {"type": "dropout"} in legal
    for seed in range(5):
        action = choice(level, state, seed=seed)
        assert action["type"] == "column"
    # the column it picks opens room for tiles (c1 and e1 do; the wedged cells do not)
    for level_ in ("normal", "hard"):
        picked = choice(level_, state)
        played = GAME.play(state, RED, picked, random.Random(0))[0]
        played["active"] = RED
        assert any(a["type"] == "place" for a in GAME.legal_actions(played, RED)), picked


def test_easy_is_greedy_for_pips_but_noisy() -> None:
    state = build(columns={RED: ["a1", "e1"], BLU: ["a10", "j10"]}, active=RED)
    picks = [choice("easy", state, seed=seed) for seed in range(40)]
    big = [a for a in picks if a["type"] == "place" and len(a["cells"]) >= 4]
    assert len(big) >= 20
    assert len({json.dumps(a, sort_keys=True) for a in picks}) > 10


# ---------------------------------------------------------------------- levels
def wins(first: FrameBot, second: FrameBot | None, games: int, tag: str) -> float:
    total = 0.0
    for index in range(games):
        seats = [first, second] if index % 2 == 0 else [second, first]
        _, winners = play_match(GAME, seats, {}, f"{tag}-{index}")
        if seats.index(first) in winners:
            total += 1.0 / len(winners)
    return total


def test_normal_beats_easy() -> None:
    assert wins(bot("normal", None), bot("easy"), 6, "levels-ne") >= 5


def test_easy_beats_a_uniformly_random_player() -> None:
    """Easy plays a random legal move only now and then (`EASY_RANDOM`); otherwise one of its biggest tiles."""
    assert wins(bot("easy"), None, 10, "levels-er") >= 9


def test_hard_beats_normal_even_on_a_short_budget() -> None:
    assert wins(bot("hard", 0.3), bot("normal", None), 4, "levels-hn") >= 3


def test_levels_choose_differently() -> None:
    """Over the first tile turns of a game, easy, normal and hard do not all agree."""
    state = GAME.setup(2, {"start_player": "1"}, derive_rng("differ", 0))
    chooser = random.Random(5)
    differing = 0
    for step in range(12):
        seat = GAME.to_act(state)[0]
        if state["phase"] == "tiles":
            seen = seen_by(GAME, state, seat, [])
            picks = {json.dumps(bot(lvl, 0.3).choose(seen, random.Random(step)), sort_keys=True) for lvl in LEVELS}
            differing += len(picks) > 1
        GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)), derive_rng("differ", step + 1))
    assert differing >= 4


# ---------------------------------------------------------------------- it decides from what it is given
def seen_in_midgame() -> Seen:
    state = GAME.setup(2, {}, derive_rng("mid", 0))
    chooser = random.Random(3)
    for step in range(10):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)), derive_rng("mid", step + 1))
    seat = GAME.to_act(state)[0]
    return seen_by(GAME, state, seat, [])


@pytest.mark.parametrize("level", LEVELS)
def test_same_seen_rng_and_budget_give_the_same_choice(level: str) -> None:
    seen = seen_in_midgame()
    first = bot(level, 0.2).choose(seen, random.Random(7))
    again = bot(level, 0.2).choose(seen, random.Random(7))
    # a copy of the view that went through JSON: only plain data is read, nothing else
    copied = Seen(seen.seat, json.loads(json.dumps(seen.view)), json.loads(json.dumps(seen.legal)), [])
    assert first == again == bot(level, 0.2).choose(copied, random.Random(7))


def test_the_public_view_is_enough() -> None:
    """Frame has no secrets: the seat's own extras ("me") are not needed."""
    seen = seen_in_midgame()
    public = {k: v for k, v in seen.view.items() if k != "me"}
    stripped = Seen(seen.seat, public, seen.legal, [])
    for level in LEVELS:
        assert bot(level, 0.1).choose(stripped, random.Random(1)) == bot(level, 0.1).choose(seen, random.Random(1))


def test_a_tiny_budget_is_still_a_few_evaluations() -> None:
    seen = seen_in_midgame()
    board = board_from_view(seen.view)
    assert bot("hard", 0.0).work(board) == MIN_EVALS
    assert bot("normal", None).work(board) > len(seen.legal)  # the default budget covers every move of a 2-player game
    for level in LEVELS:
        assert bot(level, 0.0).choose(seen, random.Random(0)) in seen.legal


def test_nothing_to_decide_gives_none_and_a_single_option_is_taken() -> None:
    state = new_state()
    seen = seen_by(GAME, state, BLU if GAME.to_act(state) == [RED] else RED, [])
    assert seen.legal == [] and bot("hard").choose(seen, random.Random(0)) is None
    only = Seen(RED, GAME.view(state, RED), [{"type": "column", "cell": "a1"}], [])
    assert bot("hard").choose(only, random.Random(0)) == {"type": "column", "cell": "a1"}


@pytest.mark.parametrize("n", [3, 4])
def test_bigger_tables_play_legally_to_the_end(n: int) -> None:
    bots = [bot(level, 0.05) for level in ("hard", "normal", "easy", "normal")[:n]]
    state, winners = play_match(GAME, bots, {"allow_reflection": n == 3}, f"table-{n}")  # type: ignore[arg-type]
    assert winners and state["phase"] == "over"
