"""Every kind of bad input is refused with a short IllegalMove and leaves the state untouched."""

from __future__ import annotations

import random

import pytest
from hieroglyphs_helpers import BLU, GAME, GRN, RED, act, drop, refused

from engine.core import IllegalMove
from engine.games.hieroglyphs.scenario import build, enter_final, finish_turn

FULL_COLUMN_1 = {(1, r): k for r, k in enumerate(["CRO-R", "CAT-L", "FAL-L", "MUL-R", "CAM-L", "IBS-R", "SNK-R"], 1)}


def drop_state():
    return build(wall=FULL_COLUMN_1, hands={RED: ["CAM-L", "MUL-L", "SNK-L"]})


def explorer_state():
    """RED must decide about the Crocodile pillar, reserve 5."""
    state = build(wall={(2, 1): "CRO-L"}, pillars={"CAM": {"explorer": RED}}, hands={RED: ["CRO-L", "MUL-L", "SNK-L"]})
    drop(state, RED, "CRO-L", 3)
    assert state["phase"] == "explorer"
    return state


def explorer_empty_reserve_state():
    five = {a: {"explorer": RED} for a in ("CAM", "MUL", "SNK", "IBS", "CAT")}
    five["FAL"] = {"explorer": BLU}
    state = build(wall={(2, 1): "CRO-L"}, pillars=five, hands={RED: ["CRO-L", "MUL-L", "SNK-L"]})
    drop(state, RED, "CRO-L", 3)
    return state


def final_state():
    state = build(
        pillars={"CAM": {"explorer": RED, "scarabs": 2}, "MUL": {"explorer": RED, "scarabs": 1, "stack": []}},
        full_wall=True,
    )
    enter_final(state)
    return state


def race_state():
    wall = {(1, 1): "SNK-L", (2, 1): "CAM-R", (3, 1): "IBS-L"}
    state = build(
        n_players=3,
        wall=wall,
        held={BLU: ["SAR-01"]},
        hands={RED: ["CAT-L", "MUL-L"]},
        stock_top=["CUR-1"],
        options={"pharaohs_curse": True},
    )
    finish_turn(state)
    assert state["phase"] == "curse_race"
    return state


def over_state():
    state = build(full_wall=True)
    enter_final(state)
    assert state["phase"] == "over"
    return state


MALFORMED = [
    None,
    "drop",
    [],
    {},
    {"type": 3},
    {"type": None},
    {"kind": "drop"},
    {"type": "fly"},
    {"type": "DROP", "card": "CAM-L", "column": 2},
]


@pytest.mark.parametrize("action", MALFORMED, ids=repr)
def test_malformed_actions(action):
    refused(drop_state(), RED, action)


@pytest.mark.parametrize("seat", [-1, 2, 7, "0", None, True, 0.0])
def test_bad_seats(seat):
    refused(drop_state(), seat, {"type": "drop", "card": "CAM-L", "column": 2})


BAD_DROPS = [
    ({"type": "drop", "card": "CAM-L", "column": 1}, "full"),
    ({"type": "drop", "card": "FAL-R", "column": 2}, "do not hold"),
    ({"type": "drop", "card": "CAM-L-9", "column": 2}, "do not hold"),
    ({"type": "drop", "card": 5, "column": 2}, "card"),
    ({"type": "drop", "column": 2}, "card"),
    ({"type": "drop", "card": "CAM-L"}, "column"),
    ({"type": "drop", "card": "CAM-L", "column": 0}, "column"),
    ({"type": "drop", "card": "CAM-L", "column": 8}, "column"),
    ({"type": "drop", "card": "CAM-L", "column": "2"}, "column"),
    ({"type": "drop", "card": "CAM-L", "column": True}, "column"),
    ({"type": "drop", "card": "CAM-L", "column": 2.0}, "column"),
    ({"type": "place_explorer"}, "cannot do that now"),
    ({"type": "move_scarabs", "from": "CAM", "to": "MUL", "count": 1}, "cannot do that now"),
    ({"type": "done"}, "cannot do that now"),
    ({"type": "curse_submit", "cells": "1,1 2,1 3,1"}, "no curse race"),
    ({"type": "curse_timeout"}, "no curse race"),
    ({"type": "timeout"}, "no decision time limit"),
]


@pytest.mark.parametrize("action,reason", BAD_DROPS, ids=lambda x: str(x)[:60])
def test_bad_drops(action, reason):
    refused(drop_state(), RED, action, reason)


def test_acting_out_of_turn():
    state = drop_state()
    blu_card = state["hands"][BLU][0]
    refused(state, BLU, {"type": "drop", "card": blu_card, "column": 2}, "not your turn")
    state = explorer_state()
    refused(state, BLU, {"type": "place_explorer"}, "not your turn")
    refused(state, BLU, {"type": "decline_explorer"}, "not your turn")


BAD_EXPLORER = [
    ({"type": "drop", "card": "MUL-L", "column": 2}, "cannot do that now"),
    ({"type": "move_explorer", "from": "CAM"}, "reserve"),
    ({"type": "move_explorer"}, "reserve"),
    ({"type": "done"}, "cannot do that now"),
]


@pytest.mark.parametrize("action,reason", BAD_EXPLORER, ids=lambda x: str(x)[:60])
def test_bad_explorer_actions(action, reason):
    refused(explorer_state(), RED, action, reason)


@pytest.mark.parametrize(
    "action,reason",
    [
        ({"type": "place_explorer"}, "reserve is empty"),
        ({"type": "move_explorer", "from": "FAL"}, "no explorer at that pillar"),
        ({"type": "move_explorer", "from": "CRO"}, "no explorer at that pillar"),
        ({"type": "move_explorer", "from": "XYZ"}, "no explorer at that pillar"),
        ({"type": "move_explorer", "from": 3}, "no explorer at that pillar"),
    ],
    ids=lambda x: str(x)[:60],
)
def test_placing_an_explorer_where_the_rule_does_not_allow(action, reason):
    refused(explorer_empty_reserve_state(), RED, action, reason)


BAD_FINAL = [
    ({"type": "move_scarabs", "from": "CAM", "to": "SNK", "count": 1}, "own explorer"),
    ({"type": "move_scarabs", "from": "SNK", "to": "CAM", "count": 1}, "own explorer"),
    ({"type": "move_scarabs", "from": "CAM", "to": "CAM", "count": 1}, "different"),
    ({"type": "move_scarabs", "from": "MUL", "to": "CAM", "count": 2}, "only 1"),
    ({"type": "move_scarabs", "from": "CAM", "to": "MUL", "count": 0}, "at least 1"),
    ({"type": "move_scarabs", "from": "CAM", "to": "MUL", "count": "1"}, "at least 1"),
    ({"type": "move_scarabs", "from": "CAM", "count": 1}, "two pillars"),
    ({"type": "move_scarabs", "from": "DOG", "to": "MUL", "count": 1}, "two pillars"),
    ({"type": "drop", "card": "CAM-L", "column": 1}, "cannot do that now"),
]


@pytest.mark.parametrize("action,reason", BAD_FINAL, ids=lambda x: str(x)[:60])
def test_moving_scarabs_where_you_have_no_explorers(action, reason):
    refused(final_state(), RED, action, reason)


def test_final_phase_out_of_turn():
    refused(final_state(), BLU, {"type": "done"}, "not your turn")


BAD_SUBMISSIONS = [
    ({"type": "curse_submit"}, "three cells"),
    ({"type": "curse_submit", "cells": ""}, "three cells"),
    ({"type": "curse_submit", "cells": "hello"}, "three cells"),
    ({"type": "curse_submit", "cells": "1,1 2,1"}, "three cells"),
    ({"type": "curse_submit", "cells": "1,1 2,1 3,1 4,1"}, "three cells"),
    ({"type": "curse_submit", "cells": [[1, 1], [2, 1], [3]]}, "three cells"),
    ({"type": "curse_submit", "cells": [[1, 1], [2, 1], ["3", 1]]}, "three cells"),
    ({"type": "curse_submit", "cells": 12}, "three cells"),
    ({"type": "curse_submit", "cells": "0,1 1,1 2,1"}, "1,1 to 7,7"),
    ({"type": "curse_submit", "cells": "6,1 7,1 8,1"}, "1,1 to 7,7"),
    ({"type": "curse_submit", "cells": "1,1 1,1 2,1"}, "different"),
    ({"type": "curse_submit", "cells": "1,1 2,1 4,1"}, "straight line"),
    ({"type": "curse_submit", "cells": "1,1 2,2 3,1"}, "straight line"),
    ({"type": "curse_submit", "cells": "1,1 1,2 1,3"}, "empty"),
    ({"type": "drop", "card": "CAT-L", "column": 2}, "cannot do that now"),
    ({"type": "timeout"}, "no decision time limit"),
]


@pytest.mark.parametrize("action,reason", BAD_SUBMISSIONS, ids=lambda x: str(x)[:60])
def test_invalid_or_non_line_curse_submissions(action, reason):
    state = race_state()
    refused(state, RED, action, reason)
    assert state["curse"]["wrong"] == [0, 0, 0]


def test_curse_choices_by_the_wrong_player_or_for_the_wrong_target():
    state = build(
        n_players=3,
        wall={(1, 1): "SNK-L", (2, 1): "CAM-R", (3, 1): "IBS-L"},
        held={BLU: ["SAR-01", "SAR-20"], GRN: ["SAR-02"]},
        hands={RED: ["CAT-L", "MUL-L"]},
        stock_top=["CUR-1"],
        options={"pharaohs_curse": True},
    )
    finish_turn(state)
    act(state, RED, {"type": "curse_submit", "cells": "1,1 2,1 3,1"})
    assert state["phase"] == "curse_victim"
    refused(state, RED, {"type": "curse_victim", "victim": RED}, "another player")
    refused(state, RED, {"type": "curse_victim", "victim": "1"}, "another player")
    refused(state, RED, {"type": "curse_victim"}, "another player")
    refused(state, BLU, {"type": "curse_victim", "victim": GRN}, "not your turn")
    refused(state, RED, {"type": "surrender", "sarcophagus": "SAR-01"}, "cannot do that now")
    act(state, RED, {"type": "curse_victim", "victim": BLU})
    refused(state, BLU, {"type": "surrender", "sarcophagus": "SAR-02"}, "your own")
    refused(state, BLU, {"type": "surrender", "sarcophagus": 1}, "your own")
    refused(state, BLU, {"type": "surrender"}, "your own")
    refused(state, GRN, {"type": "surrender", "sarcophagus": "SAR-02"}, "not your turn")


@pytest.mark.parametrize(
    "action",
    [
        {"type": "drop", "card": "CAM-L", "column": 2},
        {"type": "done"},
        {"type": "curse_timeout"},
        {"type": "timeout"},
        {"type": "move_scarabs", "from": "CAM", "to": "MUL", "count": 1},
    ],
)
def test_actions_after_the_game_is_over(action):
    refused(over_state(), RED, action, "over")


def test_refused_play_keeps_state_and_then_a_good_move_works():
    state = drop_state()
    for action in MALFORMED + [a for a, _ in BAD_DROPS]:
        with pytest.raises(IllegalMove):
            GAME.play(state, RED, action, random.Random(0))
    new_state, events = GAME.play(state, RED, {"type": "drop", "card": "CAM-L", "column": 2}, random.Random(0))
    assert events and new_state != state and state["wall"][1] == []
