"""Envyra's images beyond a default random game, for the legibility test: 3 players (the tallest board), the
Equilibrium cards (on offer, secret, on the score sheet), the simplified game, the removal phase, ties, long
names and many owned tiles."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engine.core import derive_rng
from engine.games.envyra import EnvyraGame
from engine.randomplayer import random_step
from renderers import envyra
from tests.renderers.envyra_fixtures import make_view

Image = tuple[str, Callable[..., bytes], tuple[Any, ...]]
LONG = ["Bořivoj Šťastný z Dlouhé Lhoty nad Vltavou", "Łukasz Wróblewski-Zięba", "Ďuro", "Alžběta Nováková"]


def real_game(n: int, options: dict[str, Any], seed: str) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    game = EnvyraGame()
    state = game.setup(n, options, derive_rng(seed, 0))
    chooser = random.Random(seed)
    out = [(game.view(state, None), game.view(state, 0))]
    step = 0
    while game.result(state) is None:
        seat, action = random_step(game, state, chooser)
        step += 1
        game.apply(state, seat, action, derive_rng(seed, step))
        if step % 7 == 0 or game.result(state) is not None:
            out.append((game.view(state, None), game.view(state, seat)))
    return out


def images(views: list[tuple[dict[str, Any], dict[str, Any]]], names: list[str]) -> list[Image]:
    out: list[Image] = []
    n = len(views[0][0]["seats"])
    for players, options in ((3, {"equilibrium": "C"}), (n, {"equilibrium": "B", "simplified": True})):
        played = real_game(players, options, f"legible-envyra-extra-{players}")
        for i, (public, private) in enumerate(played[:: max(1, len(played) // 5)]):
            out.append((f"{players}p {options} board@{i}", envyra.render_board, (public, LONG[:players])))
            out.append((f"{players}p {options} private@{i}", envyra.render_private, (private, LONG[:players])))
        out.append((f"{players}p {options} scores", envyra.render_scores, (played[-1][0], LONG[:players])))
    for players in (2, 3, 4):
        for phase in ("phase1", "phase2", "remove", "over"):
            for kwargs in ({"equilibrium": "C"}, {"simplified": True, "empty_cells": 2}, {"owned_per_player": 14}):
                view = make_view(players, phase, **kwargs)
                out.append((f"fixture {players}p {phase} {kwargs}", envyra.render_board, (view, LONG[:players])))
            if phase != "over":
                private = make_view(players, phase, equilibrium="C", private_for=players - 1)
                out.append((f"fixture {players}p {phase} private", envyra.render_private, (private, LONG[:players])))
        for tie in (False, True):
            view = make_view(players, "over", equilibrium="C", tie=tie)
            out.append((f"fixture {players}p scores tie={tie}", envyra.render_scores, (view, LONG[:players])))
    return out
