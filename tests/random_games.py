"""Seeded random games for tests that need a state somewhere in a game, and a game's screen images drawn from one."""

from __future__ import annotations

import random

from engine.core import Game, State, derive_rng
from engine.randomplayer import random_step
from engine.registry import get_game
from presenters.screens import Image

NAMES = ["Alice", "Bob", "Cecilia", "Dmitri"]


def played(game: Game, players: int, seed: str, moves: int) -> State:
    """The state after up to `moves` random legal moves (fewer if the game ends first) from a seeded setup."""
    state = game.setup(players, {}, derive_rng(seed, 0))
    chooser = random.Random(seed)
    for move in range(1, moves + 1):
        if game.result(state) is not None:
            break
        seat, action = random_step(game, state, chooser)
        game.apply(state, seat, action, derive_rng(seed, move))
    return state


def mid_game(kind: str, players: int = 3, moves: int = 25) -> State:
    return played(get_game(kind), players, kind, moves)


def screen_images(kind: str) -> list[Image]:
    game, state = get_game(kind), mid_game(kind)
    board = Image("render_board", game.view(state, None), "board.png")
    return [board, Image("render_private", game.view(state, 0), "me.png")]
