"""The engine's public events say why a step is skipped, why cards are discarded and why no Cylon ship launches
(the thread words them: tests/bsg/test_bsg_thread_folds.py)."""

from __future__ import annotations

from tests.bsg.engine.bsg_testkit import act, bare, clear_space, hand_limit_state, public_params, run_tasks


def test_a_player_in_the_brig_is_said_to_skip_movement_and_the_crisis() -> None:
    state = bare(3, ["william_adama", "galen_tyrol", "kara_thrace"])
    state["current"] = 0
    state["players"][0]["loc"] = "brig"
    events = run_tasks(state, [{"t": "movement"}, {"t": "crisis"}])
    skipped = public_params(events, "step_skipped")
    assert skipped == [
        {"seat": 0, "step": "movement", "why": "brig"},
        {"seat": 0, "step": "crisis", "why": "brig"},
    ]
    assert not public_params(events, "crisis")


def test_a_player_outside_the_brig_skips_nothing() -> None:
    state = bare(3, ["william_adama", "galen_tyrol", "kara_thrace"])
    state["current"] = 0
    events = run_tasks(state, [{"t": "movement"}], auto=False)
    assert not public_params(events, "step_skipped") and state["decision"]["kind"] == "move"


def test_discards_to_the_hand_limit_name_the_limit() -> None:
    state = hand_limit_state()
    two = state["players"][0]["hand"][:2]
    events = act(state, 0, {"type": "discard", "cards": two})
    assert [(p["why"], p["limit"]) for p in public_params(events, "skill_discarded")] == [("hand_limit", 10)] * 2


def test_a_launch_with_no_basestar_on_the_board_says_so() -> None:
    state = bare(3, ["william_adama", "galen_tyrol", "kara_thrace"])
    clear_space(state)
    events = run_tasks(state, [{"t": "activation", "icon": "launch_raiders"}])
    assert public_params(events, "launched") == [{"ships": [], "why": "no_basestar"}]


def test_a_launch_from_basestars_with_disabled_hangars_says_so() -> None:
    state = bare(3, ["william_adama", "galen_tyrol", "kara_thrace"])
    clear_space(state)
    state["space"][0]["basestars"] = [{"damage": ["disabled_hangar"]}]
    events = run_tasks(state, [{"t": "activation", "icon": "launch_raiders"}])
    assert public_params(events, "launched") == [{"ships": [], "why": "hangar_disabled"}]


def test_a_launch_that_places_ships_gives_no_reason() -> None:
    state = bare(3, ["william_adama", "galen_tyrol", "kara_thrace"])
    clear_space(state)
    state["space"][0]["basestars"] = [{"damage": []}]
    (launched,) = public_params(run_tasks(state, [{"t": "activation", "icon": "launch_raiders"}]), "launched")
    assert launched["ships"] and "why" not in launched
