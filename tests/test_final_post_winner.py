"""The final post of every game names the winner once: Cardline's last event already says who won and why (the post
ends "Game over." alone), Envyra's explanation begins with the winner (no "Winner: …" before it); Frame's and
Hieroglyphs' last events rank the players and their post ends "Game over. Winner: Ann." with the tie-breaks only."""

from __future__ import annotations

import random

import pytest

from engine.core import Event, Result, derive_rng
from engine.randomplayer import random_step
from engine.registry import get_game
from engine.store import TableRow
from engine.table_record import TableRecord
from engine.tables import PLAYING, Outcome
from i18n import LANGS, ListOf, Msg, tr
from presenters.base import Presenter
from presenters.cardline import CardlinePresenter
from presenters.envyra import EnvyraPresenter
from presenters.frame import FramePresenter
from presenters.hieroglyphs import HieroglyphsPresenter

USERS = [101, 102, 103]
NAMES = ["Ann", "Ben", "Cyril"]


def last_move(kind: str, seed: str) -> tuple[TableRow, list[Event], int, Result]:
    """A seeded random game of three played to its end: the table, and the last move's events, seat and result."""
    game = get_game(kind)
    state = game.setup(3, {}, derive_rng(seed, 0))
    chooser, move = random.Random(seed), 0
    while True:
        move += 1
        seat, action = random_step(game, state, chooser)
        events = game.apply(state, seat, action, derive_rng(seed, move))
        result = game.result(state)
        if result is not None:
            break
    table = TableRow(
        id=5, kind=kind, guild_id=1, channel_id=2, host_id=USERS[0], status=PLAYING, options={},
        players=USERS, seats=USERS, move_no=move, thread_id=3,
        record=TableRecord(names={str(u): name for u, name in zip(USERS, NAMES, strict=True)}),
    )  # fmt: skip
    table.state = state
    return table, events, seat, result


def final_post(presenter: Presenter, seed: str) -> tuple[str, Result, list[Event], TableRow]:
    table, events, seat, result = last_move(presenter.game_name, seed)
    [screen] = presenter.announcement(presenter.snapshot(table), Outcome(table, events, seat, result))
    return screen.text, result, events, table


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", ["a", "b", "c"])
def test_cardline_says_the_winner_in_its_last_event_alone(lang: str, seed: str) -> None:
    presenter = CardlinePresenter()
    text, result, events, _ = final_post(presenter, seed)
    shown = tr(text, lang)
    [over] = [e for e in events if e.kind == "game_over"]
    assert shown.count(tr(presenter.game.describe(over, NAMES), lang)) == 1, shown
    assert shown.endswith(tr(Msg("shared-game-over"), lang)), shown
    assert tr(presenter.game.explain(result, NAMES), lang) not in shown, shown
    winners = ListOf(tuple(NAMES[s] for s in result.winners))
    assert tr(Msg("shared-winner", names=winners), lang) not in shown, shown


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", ["a", "b", "c"])
def test_envyra_says_the_winner_in_its_explanation_alone(lang: str, seed: str) -> None:
    presenter = EnvyraPresenter()
    text, result, _, _ = final_post(presenter, seed)
    shown = tr(text, lang)
    explanation = tr(presenter.game.explain(result, NAMES), lang)
    assert shown.count(explanation) == 1 and shown.endswith(explanation), shown
    winner = NAMES[result.winners[0]]
    assert tr(Msg("shared-winner", names=ListOf((winner,))), lang) not in shown, shown


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("seed", ["a", "e", "f"])
@pytest.mark.parametrize("presenter", [FramePresenter, HieroglyphsPresenter], ids=lambda p: p.__name__)
def test_a_ranking_game_says_winner_once_on_its_last_line(presenter: type[Presenter], lang: str, seed: str) -> None:
    text, result, events, _ = final_post(presenter(), seed)
    shown = tr(text, lang)
    [winner] = [NAMES[s] for s in result.winners]
    said = tr(Msg("shared-winner", names=ListOf((winner,))), lang)
    assert shown.count(said) == 1 and said in shown.splitlines()[-1], shown
    if len(set(result.scores.values())) == len(result.scores):  # no totals tied: no bare "No ties." after it
        assert shown.splitlines()[-1].endswith(said), shown
    described = [tr(presenter().game.describe(e, NAMES), lang) for e in events]
    assert not any(said in line for line in described), described


@pytest.mark.parametrize("lang", LANGS)
def test_hieroglyphs_says_a_shared_first_place_once(lang: str) -> None:
    """Played in Slovak, the post ended "Spoločné prvé miesto: Cyril a Anka. Cyril a Anka sa delia o 1. miesto.":
    the tie-break sentence names them, so it alone follows "Game over"."""
    from engine.games.hieroglyphs.scenario import build, enter_final

    state = build(n_players=3, held={0: ["SAR-15"], 1: ["SAR-16"], 2: ["SAR-01"]}, full_wall=True)
    enter_final(state)
    presenter = HieroglyphsPresenter()
    result = presenter.game.result(state)
    assert result is not None and result.winners == [0, 1]
    table, *_ = last_move("hieroglyphs", "a")
    table.state = state
    [screen] = presenter.announcement(presenter.snapshot(table), Outcome(table, [], 0, result))
    shown = tr(screen.text, lang)
    shared = tr(presenter.game.explain(result, NAMES), lang)
    assert shown.count(shared) == 1 and shown.endswith(shared), shown
    assert tr(Msg("shared-shared-win", names=ListOf(("Ann", "Ben"))), lang) not in shown, shown
