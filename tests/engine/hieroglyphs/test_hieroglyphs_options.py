"""Options (§8): declared, validated, defaults filled, bad values refused."""

from __future__ import annotations

import random

import pytest
from hieroglyphs_helpers import GAME

from engine.core import OptionError, validate_options


def test_declared_options_and_defaults():
    assert GAME.name == "hieroglyphs" and GAME.title == "Hieroglyphs"
    assert (GAME.min_players, GAME.max_players) == (2, 4)
    defaults = validate_options(GAME.options, {})
    assert defaults == {
        "pharaohs_curse": False,
        "curse_time_limit_s": 600,
        "curse_max_wrong_attempts": 3,
        "eyes_of_the_sphinx": False,
        "start_player": "random",
        "decision_timeout_s": 0,
    }
    assert all(o.description for o in GAME.options)


@pytest.mark.parametrize(
    "given",
    [
        {"pharaohs_curse": "maybe"},
        {"eyes_of_the_sphinx": 2},
        {"curse_time_limit_s": 9},
        {"curse_time_limit_s": 86401},
        {"curse_time_limit_s": "ten"},
        {"curse_max_wrong_attempts": 0},
        {"start_player": "5"},
        {"start_player": "first"},
        {"decision_timeout_s": -1},
        {"colour": "red"},
    ],
    ids=str,
)
def test_bad_option_values(given):
    with pytest.raises(OptionError):
        validate_options(GAME.options, given)
    with pytest.raises(OptionError):
        GAME.setup(2, given, random.Random(0))


def test_option_values_from_text():
    options = validate_options(
        GAME.options,
        {"pharaohs_curse": "yes", "eyes_of_the_sphinx": "on", "curse_time_limit_s": "86400", "start_player": 2},
    )
    assert options["pharaohs_curse"] is True and options["eyes_of_the_sphinx"] is True
    assert options["curse_time_limit_s"] == 86400 and options["start_player"] == "2"


def test_start_player_beyond_the_table_is_refused():
    with pytest.raises(OptionError):
        GAME.setup(2, {"start_player": "3"}, random.Random(0))
    assert GAME.setup(3, {"start_player": "3"}, random.Random(0))["start_player"] == 2


def test_variants_combine_and_player_count_is_checked():
    state = GAME.setup(2, {"pharaohs_curse": True, "eyes_of_the_sphinx": True}, random.Random(0))
    assert state["options"]["pharaohs_curse"] and state["options"]["eyes_of_the_sphinx"]
    for n in (1, 5):
        with pytest.raises(ValueError):
            GAME.setup(n, {}, random.Random(0))


def test_s8_curse_max_wrong_attempts_is_any_int_from_1():
    # §8: `curse_max_wrong_attempts` is "int ≥1" with no upper bound.
    for value in (1, 21, 100):
        assert validate_options(GAME.options, {"curse_max_wrong_attempts": value})["curse_max_wrong_attempts"] == value
    assert GAME.setup(2, {"pharaohs_curse": True, "curse_max_wrong_attempts": 50}, random.Random(0))


def test_check_options_refuses_a_start_seat_beyond_the_table_only_at_start():
    """Issue 13 item 7: nothing valid is impossible for every table size (4 seats exist); at Start a start seat
    beyond the joined players is refused in words."""
    for choice in ("random", "1", "2", "3", "4"):
        options = validate_options(GAME.options, {"start_player": choice, "pharaohs_curse": True})
        GAME.check_options(options, None)
        GAME.check_options(options, 4)
    GAME.check_options(validate_options(GAME.options, {"start_player": "2"}), 2)
    with pytest.raises(OptionError, match="Seat 3 is to start, but only 2 players joined"):
        GAME.check_options(validate_options(GAME.options, {"start_player": "3"}), 2)
    with pytest.raises(OptionError, match="Seat 4 is to start, but only 3 players joined"):
        GAME.check_options(validate_options(GAME.options, {"start_player": "4"}), 3)
