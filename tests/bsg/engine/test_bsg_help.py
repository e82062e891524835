"""BSG's "how much can you help?" poll (engine/bsg_help.py): when it may be open, the bots' answers from their own
seat, and the answers by seat."""

from __future__ import annotations

import random

import pytest

from engine.bsg_help import HelpPoll, answered, bot_answer, poll_open, tallies
from engine.randomplayer import random_step
from engine.registry import get_game


def with_check(hands: list[list[str]], difficulty: int = 8) -> dict:
    state = get_game("bsg").setup(3, {}, random.Random(1))
    for seat, hand in enumerate(hands):
        state["players"][seat]["hand"] = hand
    state["check"] = {"skills": ["politics", "leadership"], "difficulty": difficulty}
    return state


def test_bots_answer_from_their_own_hand_and_a_cylon_bluffs() -> None:
    state = with_check([["politics:20"], ["politics:0", "tactics:20"], ["tactics:20", "piloting:20"]])
    assert [bot_answer(state, s) for s in range(3)] == ["lot", "little", "none"]  # 5 of 8; 1 of 8; nothing positive
    state["players"][2]["cylon_player"] = True
    assert bot_answer(state, 2) == "little", "a Cylon claims to help"
    state["players"][2]["hand"] = ["tactics:0", "tactics:8", "piloting:0"]
    assert bot_answer(state, 2) == "lot"


def test_the_poll_is_open_from_a_check_until_the_first_public_contribution() -> None:
    game = get_game("bsg")
    state = game.setup(3, {}, random.Random(2))
    chooser = random.Random("help-poll")
    seen_open = False
    for _ in range(4000):
        check = game.view(state, None).get("check")
        assert poll_open(game, state) == bool(check and not check["contributed"] and not check["revealed"])
        seen_open = seen_open or poll_open(game, state)
        if seen_open and check and check["contributed"]:
            break
        seat, action = random_step(game, state, chooser)
        game.apply(state, seat, action, random.Random(chooser.random()))
    assert seen_open and not poll_open(game, state), "a check came, then its contributions closed the poll"
    assert not poll_open(game, None)


def test_answers_by_seat_can_change() -> None:
    poll = answered(answered(HelpPoll(True, {"2": "lot"}), 0, "none"), 0, "little")
    assert poll.answers == {"2": "lot", "0": "little"} and poll.open
    assert tallies(poll.answers) == {"none": [], "little": [0], "lot": [2]}
    with pytest.raises(ValueError):
        answered(poll, 1, "maybe")
