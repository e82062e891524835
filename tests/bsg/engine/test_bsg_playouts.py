"""Seeded random games: they terminate with a valid winner, keep every invariant, round-trip through JSON and
never leak hidden information into views or public events."""

from __future__ import annotations

import json
import random

import pytest
from bsg_testkit import GAME, view_json, view_round_trip

from engine.core import derive_rng, json_round_trip
from engine.games.bsg import board as B
from engine.games.bsg.rules import MAX_TURNS, invariants

GAMES_PER_COUNT = 300


def play(n: int, seed: str, every: int = 1, on_step=None):
    chooser = random.Random(f"chooser:{seed}")
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    moves = 0
    while GAME.result(state) is None:
        seats = GAME.to_act(state)
        assert seats
        seat = chooser.choice(sorted(seats))
        actions = GAME.legal_actions(state, seat)
        assert actions, f"seat {seat} has no legal action"
        if len(seats) > 1:
            for other in seats:
                assert GAME.legal_actions(state, other), f"seat {other} has no legal action"
        action = chooser.choice(actions)
        moves += 1
        events = GAME.apply(state, seat, action, derive_rng(seed, moves))
        if moves % every == 0:
            invariants(state)
        if on_step:
            on_step(state, events)
        assert moves < 50_000
    invariants(state)
    return state, GAME.result(state), moves


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_many_random_games_terminate_with_a_valid_winner(n):
    reasons = set()
    for i in range(GAMES_PER_COUNT):
        state, result, _ = play(n, f"bulk-{n}-{i}", every=23)
        assert result.details["winner"] in ("human", "cylon")
        assert result.details["reason"] != "turn_limit"
        assert state["turn"] <= MAX_TURNS
        teams = result.details["teams"]
        assert set(result.winners) == {s for s in range(n) if teams[s] == result.details["winner"]}
        assert sum(result.scores.values()) == len(result.winners)
        reasons.add(result.details["reason"])
    assert "resources" in reasons


def secrets_of(state, seat):
    """Card ids that `seat` may not see in its view."""
    out = set()
    for s, p in enumerate(state["players"]):
        if s == seat:
            continue
        out.update(p["hand"])
        if state["winner"] is None:  # all loyalty cards are shown when the game ends
            out.update(p["loyalty"])
        out.update(p["super"])
    if state["president"] != seat:
        out.update(state["quorum_hand"])
    d = state["decision"]
    if d and d["kind"] == "steal_card" and d["seat"] == seat:  # Human Fleet: the Cylon sees the victim's hand
        out.difference_update(state["players"][d["victim"]]["hand"])
    for look in state["players"][seat]["seen"]:  # loyalty cards this seat has legitimately looked at
        out.difference_update(look["cards"])
    check = state["check"]
    if check:  # contributions handed in early stay sealed to everyone else
        for other, cards in check["sealed"].items():
            if int(other) != seat:
                out.update(cards)
    return out


def assert_no_leaks(state, events):
    everyone = set()
    for s in range(state["n"]):
        forbidden = secrets_of(state, s)
        everyone |= forbidden
        blob = view_json(GAME.view(state, s))
        for cid in forbidden:
            assert f'"{cid}"' not in blob, f"seat {s} sees {cid}"
    public_blob = view_json(GAME.view(state, None))
    hidden = set()
    for p in state["players"]:
        hidden.update(p["hand"])
        if state["winner"] is None:
            hidden.update(p["loyalty"])
        hidden.update(p["super"])
    hidden.update(state["quorum_hand"])
    for cid in hidden:
        assert f'"{cid}"' not in public_blob, f"public view shows {cid}"
    for e in events:
        if e.to is None:
            if e.kind == "check_revealed":
                assert "seat" not in e.params  # the pool is shown unattributed
                continue
            if e.kind in ("skill_discarded", "contributed_face_up"):  # public by the rules (discard, IC)
                continue
            if e.kind in ("skill_played", "skill_withdrawn"):  # played face up (a withdrawn card was shown too);
                continue  # a window's last answer runs on, so the card may be back in a hand after a reshuffle
            if e.kind == "ability_used" and e.params["name"] == "Command Authority":  # revealed cards taken
                continue
            text = json.dumps(e.params)
            for cid in hidden:
                assert f'"{cid}"' not in text, f"public event {e.kind} shows {cid}"
        else:
            assert len(e.to) == 1
    view = GAME.view(state, None)
    assert all(isinstance(a["civilians"], int) for a in view["space"])
    assert isinstance(view["destiny"], int)


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_views_and_events_never_leak(n):
    for i in range(6):
        play(n, f"leak-{n}-{i}", on_step=assert_no_leaks)


@pytest.mark.parametrize("n", [3, 5])
def test_state_round_trips_through_json_at_every_step(n):
    def step(state, events):
        assert json_round_trip(state) == state
        for s in [None, *range(n)]:
            view = GAME.view(state, s)
            assert view_round_trip(view) == view
        for e in events:
            GAME.describe(e, [f"P{i}" for i in range(n)])

    for i in range(4):
        play(n, f"json-{n}-{i}", on_step=step)


@pytest.mark.parametrize("n", [4, 6])
def test_replay_of_the_move_log_equals_the_snapshot(n):
    seed = f"replay-{n}"
    chooser = random.Random(seed)
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    log = []
    while GAME.result(state) is None:
        seat = chooser.choice(GAME.to_act(state))
        action = chooser.choice(GAME.legal_actions(state, seat))
        log.append((seat, json.loads(json.dumps(action))))
        GAME.apply(state, seat, action, derive_rng(seed, len(log)))
    stored = json.loads(json.dumps(log))
    again = GAME.setup(n, {}, derive_rng(seed, 0))
    for i, (seat, action) in enumerate(stored, start=1):
        again, _ = GAME.play(again, seat, action, derive_rng(seed, i))
    assert json.dumps(again, sort_keys=True) == json.dumps(state, sort_keys=True)


def test_titles_always_with_humans_and_cylons_appear():
    revealed = 0
    for i in range(40):
        state, _, _ = play(5, f"cy-{i}", every=3)
        revealed += sum(1 for s in range(5) if B.is_revealed(state, s))
    assert revealed > 0


def test_public_view_shape():
    state = GAME.setup(4, {}, derive_rng("shape", 0))
    view = GAME.view(state, None)
    for key in (
        "resources",
        "jump_track",
        "distance",
        "space",
        "players",
        "president",
        "admiral",
        "nukes",
        "in_play",
        "decision",
        "check",
        "skill_discards",
        "centurions",
        "damaged",
    ):
        assert key in view
    assert "me" not in view
    seat = GAME.to_act(state)[0]
    me = GAME.view(state, seat)["me"]
    assert me["legal_actions"] == GAME.legal_actions(state, seat)
    assert me["decision"]["kind"] == state["decision"]["kind"]
    other = (seat + 1) % 4
    assert GAME.view(state, other)["me"]["decision"] is None
