"""Every decision times out with a documented default (issue 11 item 5, engine/games/bsg/clocks.py)."""

from __future__ import annotations

import random

import pytest
from bsg_testkit import GAME, act, begin, empty_hands, give_card, new_game, run_tasks, window_state

from engine.core import OptionError, validate_options
from engine.games.bsg.data import DATA


def only_clock(state):
    clocks = GAME.clock(state)
    assert len(clocks) == 1
    return clocks[0]


def expire(state, clock, rng=None):
    """Apply a clock's defaults in order, as the table's timer does."""
    for seat, action in clock.defaults:
        state, _ = GAME.play(state, seat, action, rng or random.Random(0))
    return state


def test_a_window_waits_the_same_window_seconds_for_everyone_then_passes_for_all():
    state = window_state()
    state["options"] = {"window_seconds": 45, "decision_hours": 24, "contribution_hours": 12}
    give_card(state, 2, "politics", 3)  # a usable card changes nothing about the clock
    begin(state)
    clock = only_clock(state)
    assert (clock.seats, clock.seconds, clock.kind) == ((0, 1, 2), 45.0, "race")
    assert clock.defaults == tuple((s, {"type": "pass"}) for s in (0, 1, 2))
    act(state, 1, {"type": "pass"}, auto=False)
    later = only_clock(state)
    assert later.key == clock.key and later.seats == (0, 2)  # the same deadline keeps running
    state = expire(state, later)
    assert state["decision"]["kind"] == "contribute" and only_clock(state).key != clock.key


def test_contributions_default_to_no_card_within_contribution_hours():
    state = window_state()
    begin(state)
    state = expire(state, only_clock(state))
    clock = only_clock(state)
    assert clock.seconds == 24 * 3600 and clock.kind == "race"  # the default suits days (issue 23)
    assert clock.defaults == tuple((s, {"type": "contribute", "cards": []}) for s in (0, 1, 2))
    state, _ = GAME.play(state, 2, {"type": "contribute", "cards": []}, random.Random(0))  # early: same phase
    assert only_clock(state).key == clock.key


def test_movement_stays_and_the_action_is_nothing():
    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    clock = only_clock(state)
    assert clock.defaults == ((0, {"type": "stay"}),) and clock.seconds == 24 * 3600 and clock.kind == "turn"
    state = expire(state, clock)
    assert state["decision"]["kind"] == "action"
    assert only_clock(state).defaults == ((0, {"type": "nothing"}),)


def test_hand_limit_drops_the_lowest_strength_cards():
    state = new_game(3, ["william_adama", "galen_tyrol", "kara_thrace"])
    state["decision"], state["stack"] = None, []
    empty_hands(state)
    spread = [(skill, s) for skill in ("tactics", "engineering", "piloting") for s in (4, 3, 2, 1)]
    cards = [give_card(state, 0, skill, strength) for skill, strength in spread]
    run_tasks(state, [{"t": "turn_end"}])
    clock = only_clock(state)
    dropped = [a["card"] for _, a in clock.defaults]
    assert sorted(DATA.skill_cards[c]["strength"] for c in dropped) == [1, 1]  # 12 cards, limit 10
    state = expire(state, clock)
    assert sorted(state["players"][0]["hand"]) == sorted(c for c in cards if c not in dropped)


def test_secret_picks_default_to_a_seeded_random_option():
    state = new_game(3, ["laura_roslin", "william_adama", "kara_thrace"])
    state["decision"], state["stack"] = None, []
    run_tasks(state, [{"t": "crisis"}])
    assert state["decision"]["kind"] == "crisis_pick"
    clock = only_clock(state)
    ((seat, action),) = clock.defaults
    assert seat == 0 and action in GAME.legal_actions(state, 0)
    assert GAME.clock(state) == [clock]  # the same on every read


def test_every_decision_of_random_games_has_an_accepted_default():
    kinds = set()
    for seed in range(3):
        rng = random.Random(seed)
        state = GAME.setup(5, {}, random.Random(f"clock{seed}"))
        for step in range(500):
            if GAME.result(state) is not None:
                break
            clock = only_clock(state)
            kinds.add(state["decision"]["kind"])
            assert clock.defaults and all(s in clock.seats for s, _ in clock.defaults)
            if rng.random() < 0.3:
                state = expire(state, clock, random.Random(step))
            else:
                seat = rng.choice(GAME.to_act(state))
                state, _ = GAME.play(state, seat, rng.choice(GAME.legal_actions(state, seat)), random.Random(step))
    assert {"move", "action", "skill_window", "contribute"} <= kinds


def test_options_and_their_check():
    opts = validate_options(GAME.options, {"window_seconds": 30})
    assert opts == {"window_seconds": 30, "decision_hours": 24, "contribution_hours": 24, "pace": "live"}
    with pytest.raises(OptionError):
        validate_options(GAME.options, {"window_seconds": 5})
    assert validate_options(GAME.options, {"pace": "DAYS"})["pace"] == "days"
    with pytest.raises(OptionError):
        validate_options(GAME.options, {"pace": "weekly"})
    with pytest.raises(OptionError):
        GAME.check_options({**opts, "contribution_hours": 30}, None)
    GAME.check_options(opts, 4)
    state = GAME.setup(3, opts, random.Random(0))
    assert state["options"] == opts
