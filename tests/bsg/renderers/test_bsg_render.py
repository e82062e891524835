"""Battlestar Galactica images (renderers/bsg.py): every entry point, at many stages of seeded random games (3–6
players) and in all four languages, gives a valid PNG of its fixed size with every label readable at Discord's
550 px width; the board depends on public values only (two states that differ only in hidden values give the same
bytes) and draws no secret (no hand, quorum, super crisis or loyalty card, no destination the Admiral is choosing).

Set BSG_RENDER_SAMPLES=1 to write the images to tests/out/ for looking at them.
"""

from __future__ import annotations

import copy
import io
import os
import random
from pathlib import Path

import pytest
from PIL import Image

from engine.games.bsg.data import DATA, card_base
from i18n import LANGS, use_lang
from renderers import bsg as R
from renderers.bsg_board import board_height
from renderers.bsg_kit import WIDTH
from renderers.bsg_panel import PANEL_MIN_HEIGHT, panel_height, result_height
from tests.bsg.renderers.board_stages import GAME, NAMES, State, stages
from tests.renderers.legibility import MIN_HEIGHT, drawn_texts, too_small

OUT = Path(__file__).resolve().parents[2] / "out"


@pytest.fixture(scope="module")
def games() -> dict[int, list[State]]:
    return {n: stages(n, f"bsg-render-{n}") for n in (3, 4, 5, 6)}


def check_png(
    data: bytes, kind: str, name: str | None = None, players: int = 0, size: tuple[int, int] | None = None
) -> None:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    image = Image.open(io.BytesIO(data))
    image.verify()
    expected = size or (WIDTH, board_height(players) if kind == "board" else result_height(players))
    assert Image.open(io.BytesIO(data)).size == expected
    if name and os.environ.get("BSG_RENDER_SAMPLES"):
        OUT.mkdir(exist_ok=True)
        (OUT / name).write_bytes(data)


def seats_to_show(state: State) -> list[int]:
    """The current player and one other (the President when that is someone else)."""
    other = state["president"] if state["president"] not in (None, state["current"]) else (state["current"] + 1)
    return sorted({state["current"], other % state["n"]})


@pytest.mark.parametrize("lang", LANGS)
def test_every_image_at_every_stage_is_a_png_of_its_size(games: dict[int, list[State]], lang: str) -> None:
    with use_lang(lang):
        for n, states in games.items():
            names = NAMES[:n]
            for i, state in enumerate(states):
                board = R.board(GAME.view(state, None), names)
                check_png(board, "board", f"bsg_{lang}_{n}p_{i}_board.png", players=n)
                for seat in seats_to_show(state):
                    view = GAME.view(state, seat)
                    size = (WIDTH, panel_height(view, names))  # as tall as its content, never below the minimum
                    assert size[1] >= PANEL_MIN_HEIGHT
                    check_png(R.panel(view, names), "panel", f"bsg_{lang}_{n}p_{i}_panel{seat}.png", size=size)
            final = states[-1]
            assert GAME.result(final) is not None
            check_png(R.result(GAME.view(final, None), names), "result", f"bsg_{lang}_{n}p_result.png", players=n)


@pytest.mark.parametrize("lang", LANGS)
def test_every_label_is_readable_at_discord_size(games: dict[int, list[State]], lang: str) -> None:
    failures = []
    with use_lang(lang):
        for n in (3, 6):
            names = NAMES[:n]
            for i, state in enumerate(games[n]):
                images = [("board", R.board, GAME.view(state, None))]
                images += [(f"panel{s}", R.panel, GAME.view(state, s)) for s in seats_to_show(state)]
                if GAME.result(state) is not None:
                    images.append(("result", R.result, GAME.view(state, None)))
                for label, render, view in images:
                    small = too_small(render, view, names)
                    if small:
                        failures.append(f"{n}p stage {i} {label}: {small[:5]}")
    assert not failures, f"texts under {MIN_HEIGHT} px at 550 px display width:\n" + "\n".join(failures)


# --------------------------------------------------------------------------- non-interference and secrets


def reshuffle_hidden(state: State, rng: random.Random) -> State:
    """A copy of `state` that differs only in what nobody (or only one player) may know: the order of every deck,
    which skill cards are in the hands (same types' counts drawn from the decks, sizes kept), the civilian ships'
    contents, loyalty cards swapped between two unrevealed players while the game runs, the quorum hand."""
    other = copy.deepcopy(state)
    for skill, deck in other["skill_deck"].items():
        for p in other["players"]:
            for k, card in enumerate(p["hand"]):
                if deck and DATA.skill_cards[card]["skill"] == skill and rng.random() < 0.5:
                    j = rng.randrange(len(deck))
                    p["hand"][k], deck[j] = deck[j], card
        rng.shuffle(deck)
    for deck in other["decks"].values():
        rng.shuffle(deck)
    rng.shuffle(other["destiny"])
    ships = [(a, i) for a, area in enumerate(other["space"]) for i in range(len(area["civilians"]))]
    pile = other["civilian_pile"]
    for a, i in ships:
        if pile:
            j = rng.randrange(len(pile))
            other["space"][a]["civilians"][i], pile[j] = pile[j], other["space"][a]["civilians"][i]
    rng.shuffle(pile)
    hidden = [p for p in other["players"] if p["loyalty"] and not p["cylon_player"]]
    if other["winner"] is None and len(hidden) >= 2:
        a, b = hidden[0], hidden[1]
        if len(a["loyalty"]) == len(b["loyalty"]):
            a["loyalty"], b["loyalty"] = b["loyalty"], a["loyalty"]
    quorum = other["decks"].get("quorum", [])
    if other["quorum_hand"] and quorum:
        other["quorum_hand"][0], quorum[0] = quorum[0], other["quorum_hand"][0]
    return other


def test_states_differing_only_in_hidden_values_give_the_same_board(games: dict[int, list[State]]) -> None:
    rng = random.Random("hidden")
    compared = 0
    for n, states in games.items():
        names = NAMES[:n]
        for state in states:
            other = reshuffle_hidden(state, rng)
            assert other != state or not any(p["hand"] for p in state["players"])
            for lang in ("en", "cs"):
                with use_lang(lang):
                    assert R.board(GAME.view(state, None), names) == R.board(GAME.view(other, None), names)
            compared += 1
    assert compared >= 12


def card_names(cards: list[str]) -> set[str]:
    names = set()
    for card in cards:
        base = card_base(card)
        for table in (DATA.skill_cards, DATA.quorum, DATA.super_crises, DATA.destinations, DATA.crises):
            if card in table or base in table:
                names.add((table.get(card) or table[base])["name"])
    return names


def secret_names(state: State) -> set[str]:
    """Names of cards only one player knows now: skill hands, the quorum hand, super crises, unrevealed loyalty
    cards, the destinations the Admiral and the crises Roslin or a Cylon at Caprica choose from — minus names that
    are also face up somewhere (another copy of the same card)."""
    cards: list[str] = []
    for p in state["players"]:
        cards += p["hand"] + p["super"]
    cards += state["quorum_hand"]
    decision = state["decision"] or {}
    if decision.get("kind") in ("destination", "crisis_pick", "caprica_pick"):
        cards += [o for o in decision.get("options", []) if isinstance(o, str)]
    public = [e["card"] for e in state["in_play"]] + list(state["destinations"]) + list(state["turn_crises"])
    public += [c for d in state["discards"].values() for c in d]
    names = card_names(cards) - card_names(public)
    if state["winner"] is None:
        names |= {"You Are a Cylon", "You Are Not a Cylon", "You Are a Sympathizer"}
    return names


def test_the_board_draws_no_secret(games: dict[int, list[State]]) -> None:
    checked = 0
    for n, states in games.items():
        for state in states:
            secrets = secret_names(state)
            with drawn_texts() as texts:
                R.board(GAME.view(state, None), NAMES[:n])
            drawn = " | ".join(text.text for text in texts)
            leaked = sorted(name for name in secrets if name in drawn)
            assert not leaked, f"{n}p: {leaked} drawn on the board"
            checked += bool(secrets)
    assert checked >= 12


def test_the_panel_shows_the_seats_own_secrets_and_the_result_every_loyalty_card(
    games: dict[int, list[State]],
) -> None:
    state = games[5][len(games[5]) // 2]
    seat = state["current"]
    with drawn_texts() as texts:
        R.panel(GAME.view(state, seat), NAMES[:5])
    drawn = " | ".join(text.text for text in texts)
    for card in state["players"][seat]["hand"]:
        assert DATA.skill_cards[card]["name"].split()[0] in drawn
    final = games[5][-1]
    with drawn_texts() as texts:
        R.result(GAME.view(final, None), NAMES[:5])
    drawn = [text.text for text in texts]
    every = sum(len(p["loyalty"]) + len(p["revealed_loyalty"]) for p in final["players"])
    shown = [text for text in drawn if text.startswith("You Are")]
    assert sum(int(text.rsplit("×", 1)[1]) if "×" in text else 1 for text in shown) == every
