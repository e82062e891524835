"""The Hieroglyphs bot (engine/bots/hieroglyphs.py): its sampler, the moves it must find, its levels."""

from __future__ import annotations

import random

import pytest
from hieroglyphs_helpers import BLU, GAME, GRN, RED, act

from engine.bots import LEVELS, make_bot, seen_by
from engine.bots.hieroglyphs import Knowledge, final_claims, sample_state
from engine.core import derive_rng
from engine.games.hieroglyphs.data import ANIMAL_IDS, CARDS, SARCOPHAGI, card_kind
from engine.games.hieroglyphs.scenario import build, enter_final, finish_turn
from engine.randomplayer import random_step

VARIANTS = [
    {},
    {"pharaohs_curse": True},
    {"pharaohs_curse": True, "eyes_of_the_sphinx": True, "curse_max_wrong_attempts": 1},
]
H16_WALL = {
    (1, 1): "CRO-R",
    (2, 1): "SNK-L",
    (3, 1): "MUL-R",
    (3, 2): "CAM-R",
    (4, 1): "CAT-L",
    (4, 2): "FAL-R",
    (4, 3): "IBS-L",
    (5, 1): "CAM-L",
}


def bot(level: str = "normal", budget: float | None = None):
    return make_bot(GAME, level, budget)


def choice(state: dict, seat: int, level: str = "normal", budget: float | None = None, seed: int = 0) -> dict:
    action = bot(level, budget).choose(seen_by(GAME, state, seat, []), random.Random(seed))
    assert action in GAME.legal_actions(state, seat)
    return action


def play_turn(state: dict, seat: int, level: str = "normal", budget: float | None = None) -> None:
    """The bot's drop and, if it asks for one, its explorer decision."""
    act(state, seat, choice(state, seat, level, budget))
    if state["phase"] == "explorer" and GAME.to_act(state) == [seat]:
        act(state, seat, choice(state, seat, level, budget))


# -- the sampler: hidden values drawn, the view unchanged ---------------------------------------------------------


@pytest.mark.parametrize("options", VARIANTS)
@pytest.mark.parametrize("n", [2, 3, 4])
def test_sampled_states_pass_the_invariants_and_give_the_same_view(options: dict, n: int) -> None:
    for game_index in range(3):
        seed = f"sample-{n}-{game_index}-{sorted(options)}"
        state = GAME.setup(n, options, derive_rng(seed, 0))
        chooser = random.Random(seed)
        step = 0
        while GAME.result(state) is None:
            for seat in range(n):
                view = GAME.view(state, seat)
                sample = sample_state(view, random.Random(step * 7 + seat))
                GAME.invariants(sample)
                assert GAME.view(sample, seat) == view
            seat, action = random_step(GAME, state, chooser)
            step += 1
            GAME.apply(state, seat, action, derive_rng(seed, step))


def test_samples_differ_in_what_the_seat_cannot_see() -> None:
    state = GAME.setup(3, {}, derive_rng("differ", 0))
    view = GAME.view(state, 0)
    samples = [sample_state(view, random.Random(k)) for k in range(5)]
    assert len({tuple(s["hands"][1]) for s in samples}) > 1
    assert len({tuple(s["stock"]) for s in samples}) > 1
    assert all(s["hands"][0] == state["hands"][0] and s["pharaohs"][0] == state["pharaohs"][0] for s in samples)


def test_knowledge_prices_unknown_sarcophagi_at_the_mean_of_what_is_left() -> None:
    state = build(held={RED: ["SAR-20"]})  # RED holds a 3-eye 10
    know = Knowledge(GAME.view(state, RED))
    assert know.value("SAR-20", RED) == 10
    assert know.mean[3] == pytest.approx((3 * 7 + 2 * 8 + 10) / 6)
    assert know.mean[1] == pytest.approx(24 / 7)


def test_final_claims_buys_one_claim_per_three_scarabs() -> None:
    assert final_claims(2, [[3.0, 5.0]]) == (0.0, 0)
    assert final_claims(6, [[3.0, 5.0], [4.0]]) == (8.0, 2)
    assert final_claims(3, []) == (0.0, 0)
    assert final_claims(9, [[1.0, 10.0], [6.0]]) == (17.0, 3)


# -- moves it must find ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_completes_a_claim_at_its_own_pillar(level: str) -> None:
    state = build(
        wall={(1, 1): "CAM-L", (3, 1): "SNK-L"},
        pillars={"CAM": {"scarabs": 2, "explorer": RED}},
        hands={RED: ["IBS-R", "CAM-R", "FAL-L"]},
    )
    play_turn(state, RED, level)
    assert len(state["held"][RED]) > 0 and state["pillars"]["CAM"]["scarabs"] == 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_does_not_hand_a_rival_a_sarcophagus(level: str) -> None:
    state = build(
        wall={(1, 1): "CAM-L", (2, 1): "SNK-L", (6, 1): "IBS-L"},
        pillars={"CAM": {"scarabs": 2, "explorer": BLU}},
        hands={RED: ["CAM-R", "FAL-R", "MUL-L"]},
    )
    before = list(state["held"][BLU])
    play_turn(state, RED, level)
    assert state["held"][BLU] == before


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_displaces_a_rival_to_claim(level: str) -> None:
    state = build(
        wall={(1, 1): "CAM-L", (3, 1): "SNK-L"},
        pillars={"CAM": {"scarabs": 2, "explorer": BLU}},
        hands={RED: ["CAM-L", "IBS-R", "FAL-L"]},
    )
    play_turn(state, RED, level)
    assert state["pillars"]["CAM"]["explorer"] == RED and len(state["held"][RED]) > 0


def test_it_stands_at_its_pharaohs_pillar() -> None:
    state = build(wall={(1, 1): "SNK-L"}, hands={RED: ["SNK-R", "IBS-R", "FAL-L"]}, pharaohs={RED: "PH-SNK"})
    act(state, RED, {"type": "drop", "card": "SNK-R", "column": 2})
    assert state["phase"] == "explorer"
    for level in LEVELS[1:]:
        assert choice(state, RED, level) == {"type": "place_explorer"}


def test_final_moves_take_the_best_claims() -> None:
    """H-11: one scarab CAM -> SNK opens the 10; H-12: both FAL sarcophagi (6 and 7) beat FAL + CAT."""
    state = build(
        pillars={
            "CAM": {"explorer": RED, "stack": ["SAR-12", "SAR-19"], "scarabs": 1},
            "SNK": {"explorer": RED, "stack": ["SAR-20"], "scarabs": 2},
        },
        full_wall=True,
    )
    enter_final(state)
    assert choice(state, RED) == {"type": "move_scarabs", "from": "CAM", "to": "SNK", "count": 1}

    state = build(
        pillars={
            "CRO": {"explorer": BLU, "stack": [], "scarabs": 3},
            "CAT": {"explorer": BLU, "stack": ["SAR-03", "SAR-08", "SAR-15"], "scarabs": 1},
            "FAL": {"explorer": BLU, "stack": ["SAR-13", "SAR-17"], "scarabs": 2},
        },
        full_wall=True,
    )
    enter_final(state)
    while state["phase"] == "final":
        act(state, BLU, choice(state, BLU))
    assert {"SAR-13", "SAR-17"} <= set(state["held"][BLU]) and "SAR-03" not in state["held"][BLU]


def test_final_moves_reach_the_best_plan_from_any_position() -> None:
    """Random final positions: the bot's moves claim exactly what `final_claims` says is the best."""
    checked = 0
    for trial in range(80):
        r = random.Random(trial)
        chosen = r.sample(ANIMAL_IDS, r.randint(1, 5))
        state = build(pillars={a: {"explorer": RED, "scarabs": r.randint(0, 2)} for a in chosen}, full_wall=True)
        for animal in chosen:  # shorten stacks (the rest goes to BLU), a few emptied pillars hold 3 scarabs
            pillar = state["pillars"][animal]
            cut = r.randint(0, 3)
            state["held"][BLU] += pillar["stack"][:cut]
            pillar["stack"] = pillar["stack"][cut:]
            if not pillar["stack"] and r.random() < 0.5:
                pillar["scarabs"] = 3
        state["supply"] = 16 - sum(p["scarabs"] for p in state["pillars"].values())
        if state["supply"] < 0:
            continue
        enter_final(state)
        if state["phase"] != "final":
            continue
        view = GAME.view(state, RED)
        know = Knowledge(view)
        mine = [p for p in view["pillars"] if p["explorer"] == RED]
        best = final_claims(sum(p["scarabs"] for p in mine), [[know.mean[s["eyes"]] for s in p["stack"]] for p in mine])
        before = len(state["held"][RED])
        for _ in range(30):
            if state["phase"] != "final" or GAME.to_act(state) != [RED]:
                break
            act(state, RED, choice(state, RED))
        got = state["held"][RED][before:]
        assert sum(know.mean[SARCOPHAGI[s]["eyes"]] for s in got) == pytest.approx(best[0])
        assert len(got) == best[1]
        checked += 1
    assert checked > 30


def _race_state() -> dict:
    state = build(
        n_players=3,
        wall=H16_WALL,
        held={RED: ["SAR-02", "SAR-09"], GRN: ["SAR-06"]},
        hands={RED: ["CAM-L", "SNK-R"]},
        stock_top=["CUR-1", "IBS-R"],
        options={"pharaohs_curse": True},
    )
    finish_turn(state)
    assert state["phase"] == "curse_race"
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_in_a_curse_race_it_submits_the_matching_line(level: str) -> None:
    state = _race_state()
    action = choice(state, BLU, level)
    assert sorted(map(tuple, action["cells"])) == [(2, 1), (3, 2), (4, 3)]
    act(state, BLU, action)
    assert state["curse"]["finder"] == BLU and state["phase"] == "curse_victim"


def test_a_finder_curses_the_richer_victim_and_a_victim_gives_its_cheapest() -> None:
    state = _race_state()
    act(state, BLU, {"type": "curse_submit", "cells": "2,1 3,2 4,3"})
    assert choice(state, BLU) == {"type": "curse_victim", "victim": RED}  # RED's 1- and 2-eye vs GRN's one 1-eye
    act(state, BLU, {"type": "curse_victim", "victim": RED})
    assert choice(state, RED) == {"type": "surrender", "sarcophagus": "SAR-02"}  # 3 points rather than 5


def _trap() -> dict:
    """Three turns left for RED, stock empty: BLU surely holds the other SNK-L (every unseen card is in BLU's hand).
    RED's SNK-L on the SNK pillar (RED, 1 scarab) looks good, but BLU's SNK-L then touches both snakes, displaces
    RED and claims; RED's quiet FAL-R keeps the pillar within reach (BLU takes it at 2, RED's last card claims)."""
    fixed = {(1, 5): "SNK-L", (2, 5): "CAM-L", (3, 5): "MUL-L", (3, 6): "IBS-L", (3, 7): "CAT-L"}
    hands = {RED: ["SNK-L", "FAL-R"], BLU: ["SNK-L", "CRO-L"]}
    kinds = [card_kind(c) for c in CARDS]
    for kind in [*fixed.values(), *hands[RED], *hands[BLU]]:
        kinds.remove(kind)
    cells = [(c, r) for c in range(1, 8) for r in range(1, 8 if c > 2 else 6) if (c, r) not in fixed]
    wall = {**fixed, **dict(zip(cells, kinds))}
    pillars = {"SNK": {"explorer": RED, "scarabs": 1}, "CAM": {"explorer": RED, "scarabs": 1}}
    state = build(wall=wall, hands=hands, pillars=pillars)
    assert not state["stock"] and len(GAME.legal_actions(state, RED)) == 4
    return state


def test_hard_sees_the_reply_that_normal_walks_into() -> None:
    assert choice(_trap(), RED, "normal")["card"].startswith("SNK-L")
    assert choice(_trap(), RED, "hard")["card"].startswith("FAL-R")


# -- levels, determinism, budgets -----------------------------------------------------------------------------------


def _positions(count: int) -> list[tuple[dict, int]]:
    out = []
    for index in range(count):
        state = GAME.setup(2, {}, derive_rng(f"levels-{index}", 0))
        chooser = random.Random(index)
        for step in range(1, 8 + 3 * index):
            seat, action = random_step(GAME, state, chooser)
            GAME.apply(state, seat, action, derive_rng(f"levels-{index}", step))
        if state["phase"] == "drop":
            out.append((state, state["active"]))
    return out


def test_the_same_seen_and_rng_give_the_same_choice() -> None:
    for state, seat in _positions(4):
        for level in LEVELS:
            seen = seen_by(GAME, state, seat, [])
            assert bot(level, 0.05).choose(seen, random.Random(3)) == bot(level, 0.05).choose(seen, random.Random(3))


def test_levels_differ() -> None:
    positions = _positions(10)
    # 0.7 s: the hard search stops at a number of simulated moves proportional to its budget (PLAYS_PER_SECOND), so
    # at 0.15 s it has no room to look further than normal does (nor at 0.5 s: 1,200 moves, about two candidates)
    picks = {level: [choice(s, seat, level, 0.7, seed=i) for i, (s, seat) in enumerate(positions)] for level in LEVELS}
    assert picks["easy"] != picks["normal"]
    assert picks["hard"] != picks["normal"]


def test_a_tiny_budget_is_legal_and_deterministic() -> None:
    for state, seat in _positions(3):
        assert choice(state, seat, "hard", 0.001) == choice(state, seat, "hard", 0.001)


def test_normal_beats_random_play() -> None:
    from engine.bots import play_match

    normal = bot("normal")
    wins = 0
    for index in range(6):
        seats = [normal, None] if index % 2 == 0 else [None, normal]
        _, winners = play_match(GAME, seats, {}, f"bot-vs-random-{index}")
        wins += seats.index(normal) in winners
    assert wins >= 5
