"""Bad input: IllegalMove with a readable reason, and the state is unchanged."""

from __future__ import annotations

import random

from bsg_testkit import GAME, new_game, refused

from engine.core import derive_rng
from engine.games.bsg.decisions import single_draw


def test_wrong_seat():
    state = new_game(3)
    assert "not your decision" in refused(state, 1, {"type": "stay"})


def test_malformed_and_unknown_actions():
    state = new_game(3)
    assert refused(state, 0, "stay")
    assert refused(state, 0, {"type": "fly"})
    assert refused(state, 0, {})
    assert refused(state, 0, {"type": "move", "to": "sickbay"})
    assert refused(state, 0, {"type": "move", "to": "caprica"})
    assert refused(state, 0, {"type": "move", "to": "press_room", "card": "politics:999"})


def test_cannot_discard_a_card_not_held():
    state = new_game(3)
    other = state["players"][1]["hand"][0]
    assert "card" in refused(state, 0, {"type": "move", "to": "press_room", "card": other})


def test_reason_lists_what_is_allowed():
    state = new_game(3)
    msg = refused(state, 0, {"type": "nothing"})
    assert "Allowed now" in msg and "move" in msg


def test_finished_game_refuses_everything():
    state = new_game(3)
    state["winner"] = "cylon"
    state["end_reason"] = "resources"
    assert "over" in refused(state, 0, {"type": "stay"})
    assert GAME.to_act(state) == [] and GAME.legal_actions(state, 0) == []


def test_random_bad_actions_never_change_the_state():
    chooser = random.Random("bad")
    state = GAME.setup(4, {}, derive_rng("bad", 0))
    junk = [
        {"type": "stay"},
        {"type": "nothing"},
        {"type": "contribute", "cards": []},
        {"type": "draw", "skill": "piloting"},
        {"type": "contribute", "card": "politics:0"},
        {"type": "choose", "option": 7},
        {"type": "yes"},
    ]
    for move in range(1, 400):
        if GAME.result(state) is not None:
            break
        seat = chooser.choice(GAME.to_act(state))
        for bad in junk:  # (a draw offered whole still takes one card of it: decisions.single_draw)
            if bad not in GAME.legal_actions(state, seat) and not single_draw(state["decision"], bad):
                refused(state, seat, bad)
        for other in range(4):
            if other not in GAME.to_act(state):
                refused(state, other, GAME.legal_actions(state, seat)[0])
        GAME.apply(state, seat, chooser.choice(GAME.legal_actions(state, seat)), derive_rng("bad", move))


def test_specific_reasons():
    from bsg_testkit import finish_receive

    state = new_game(3, ["william_adama", "laura_roslin", "kara_thrace"])
    finish_receive(state)
    GAME.apply(state, 0, {"type": "stay"}, random.Random(0))
    assert "location" in refused(state, 0, {"type": "activate", "location": "admirals_quarters"})
    assert "hold" in refused(state, 0, {"type": "play", "card": "politics:0"})
    assert "not one of your options" in refused(state, 0, {"type": "contribute", "card": "politics:0"})
