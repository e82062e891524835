"""Pharaoh's Curse (§4.3, §8.2) beyond the worked examples H-16 and H-17."""

from __future__ import annotations

import random

from hieroglyphs_helpers import BLU, GAME, GRN, RED, YEL, act, all_of, first, kinds, refused

from engine.games.hieroglyphs.scenario import build, finish_turn

WALL = {(1, 1): "CRO-R", (2, 1): "SNK-L", (3, 1): "MUL-R", (3, 2): "CAM-R", (4, 1): "CAT-L", (4, 2): "FAL-R"}
WALL |= {(4, 3): "IBS-L", (5, 1): "CAM-L"}
LINE = "2,1 3,2 4,3"  # SNK CAM IBS for CUR-1
WRONG = "2,1 3,1 4,1"


def race(held, n_players=3, options=None, top=("CUR-1", "IBS-R")):
    state = build(
        n_players=n_players,
        wall=WALL,
        held=held,
        hands={RED: ["CAM-L", "SNK-R"]},
        stock_top=list(top),
        options={"pharaohs_curse": True, **(options or {})},
    )
    events = finish_turn(state)
    return state, events


def test_race_is_open_to_everyone_including_the_drawer_and_is_public():
    state, events = race({BLU: ["SAR-01"]})
    started = first(events, "curse_race_started")
    assert started.public and started.params["time_limit_s"] == 600 and started.params["max_wrong"] == 3
    assert GAME.to_act(state) == [RED, BLU, GRN]
    view = GAME.view(state, None)
    assert view["curse"]["card"]["animals"] == ["SNK", "CAM", "IBS"] and view["curse"]["stage"] == "race"
    events = act(state, RED, {"type": "curse_submit", "cells": [[4, 3], [2, 1], [3, 2]]})
    assert first(events, "curse_found").params["finder"] == RED
    # BLU is the only other holder -> chosen automatically; one sarcophagus -> given automatically.
    assert first(events, "curse_victim_chosen").params == {"finder": RED, "victim": BLU, "auto": True}
    assert state["held"][RED] == ["SAR-01"] and state["held"][BLU] == []
    assert first(events, "sarcophagus_received").to == (RED,)
    assert state["phase"] == "drop" and state["active"] == BLU and len(state["hands"][RED]) == 3


def test_wrong_attempts_lock_a_player_out():
    state, _ = race({BLU: ["SAR-01"]}, options={"curse_max_wrong_attempts": 2})
    act(state, GRN, {"type": "curse_submit", "cells": WRONG})
    events = act(state, GRN, {"type": "curse_submit", "cells": WRONG})
    assert first(events, "curse_wrong").params["attempts_left"] == 0
    assert GAME.to_act(state) == [RED, BLU]
    assert GAME.legal_actions(state, GRN) == []
    refused(state, GRN, {"type": "curse_submit", "cells": LINE}, "no attempts left")


def test_every_player_locked_out_ends_the_race():
    state, _ = race({BLU: ["SAR-01"]}, n_players=2, options={"curse_max_wrong_attempts": 1})
    act(state, RED, {"type": "curse_submit", "cells": WRONG})
    events = act(state, BLU, {"type": "curse_submit", "cells": WRONG})
    assert first(events, "curse_race_ended").params["reason"] == "all_locked"
    assert first(events, "curse_discarded").params["reason"] == "all_locked"
    assert state["phase"] == "drop" and state["curse"] is None and state["held"][BLU] == ["SAR-01"]


def test_time_limit_is_a_clock_action_from_the_front_end():
    state, _ = race({BLU: ["SAR-01"]}, options={"curse_time_limit_s": 86400})
    assert GAME.view(state, None)["curse"]["time_limit_s"] == 86400
    [clock] = GAME.clock(state)
    assert clock.kind == "race" and clock.seconds == 86400 and clock.seats == tuple(range(state["n_players"]))
    assert clock.defaults == ((0, {"type": "curse_timeout"}),)
    assert {"type": "curse_timeout"} not in GAME.legal_actions(state, RED)
    events = act(state, GRN, {"type": "curse_timeout"})
    assert first(events, "curse_race_ended").params["reason"] == "timeout"
    assert state["curses_removed"] == ["CUR-1"] and state["phase"] == "drop"
    refused(state, RED, {"type": "curse_timeout"}, "no curse race")


def test_finder_who_is_the_only_holder_has_no_effect():
    state, _ = race({BLU: ["SAR-01"]})
    events = act(state, BLU, {"type": "curse_submit", "cells": LINE})
    assert first(events, "curse_discarded").params["reason"] == "no_victim"
    assert state["held"][BLU] == ["SAR-01"]


def test_finder_chooses_among_several_and_cannot_choose_self_or_empty_handed():
    state, _ = race({RED: ["SAR-01"], BLU: ["SAR-02"], YEL: ["SAR-15"]}, n_players=4)
    act(state, GRN, {"type": "curse_submit", "cells": LINE})
    assert state["curse"]["eligible"] == [YEL, RED, BLU]
    assert GAME.legal_actions(state, GRN) == [{"type": "curse_victim", "victim": v} for v in (YEL, RED, BLU)]
    refused(state, GRN, {"type": "curse_victim", "victim": GRN})
    refused(state, BLU, {"type": "curse_victim", "victim": RED}, "not your turn")
    act(state, GRN, {"type": "curse_victim", "victim": YEL})
    assert state["held"][GRN] == ["SAR-15"]


def test_victim_chooses_secretly_when_the_choice_matters():
    state, _ = race({RED: ["SAR-01", "SAR-21"], GRN: ["SAR-02"]})
    act(state, BLU, {"type": "curse_submit", "cells": LINE})
    act(state, BLU, {"type": "curse_victim", "victim": RED})
    assert GAME.to_act(state) == [RED]
    assert GAME.legal_actions(state, RED) == [
        {"type": "surrender", "sarcophagus": "SAR-01"},
        {"type": "surrender", "sarcophagus": "SAR-21"},
    ]
    refused(state, RED, {"type": "surrender", "sarcophagus": "SAR-02"}, "your own")
    events = act(state, RED, {"type": "surrender", "sarcophagus": "SAR-01"})
    public = [e for e in events if e.public]
    assert "SAR-01" not in str([e.params for e in public])
    assert GAME.view(state, RED)["given_away"] == [{"id": "SAR-01", "eyes": 1, "value": 3, "to": BLU}]
    assert GAME.view(state, BLU)["my_sarcophagi"] == [{"id": "SAR-01", "eyes": 1, "value": 3}]


def test_s8_2_5_c5_victim_with_two_sarcophagi_always_chooses():
    # C5: V chooses, secretly. Skipping the choice only when V's sarcophagi happen to be worth the same would tell
    # everyone (and the finder) that V's values are equal, so a victim with 2+ sarcophagi is always asked.
    for held in (["SAR-01", "SAR-02"], ["SAR-01", "SAR-05"]):  # two 1-eye: equal values (3, 3), then 3 and 4
        state, _ = race({RED: held, GRN: ["SAR-03"]})
        act(state, BLU, {"type": "curse_submit", "cells": LINE})
        events = act(state, BLU, {"type": "curse_victim", "victim": RED})
        assert "sarcophagus_surrendered" not in kinds(events)
        assert state["phase"] == "curse_surrender" and GAME.to_act(state) == [RED]
        assert GAME.view(state, None)["curse"]["stage"] == "surrender"
        act(state, RED, {"type": "surrender", "sarcophagus": held[1]})
        assert state["held"][RED] == held[:1] and state["held"][BLU] == held[1:]


def test_s10_24_victim_with_one_sarcophagus_must_give_it():
    state, _ = race({RED: ["SAR-01"], GRN: ["SAR-03"]})
    act(state, BLU, {"type": "curse_submit", "cells": LINE})
    events = act(state, BLU, {"type": "curse_victim", "victim": RED})
    assert kinds(events)[:2] == ["curse_victim_chosen", "sarcophagus_surrendered"]
    received = first(events, "sarcophagus_received")
    assert received.to == (BLU,) and received.params["value"] == 3
    assert state["held"][RED] == [] and state["held"][BLU] == ["SAR-01"] and state["phase"] == "drop"


def test_decision_timeout_defaults_in_the_curse():
    state, _ = race({RED: ["SAR-01", "SAR-21"], GRN: ["SAR-02"]}, options={"decision_timeout_s": 3600})
    refused(state, RED, {"type": "timeout"}, "curse_timeout")
    act(state, BLU, {"type": "curse_submit", "cells": LINE})
    events = act(state, BLU, {"type": "timeout"})
    # Default victim: the first eligible player in seat order after the finder (GRN).
    assert first(events, "curse_victim_chosen").params["victim"] == GRN
    state, _ = race({RED: ["SAR-01", "SAR-21"], GRN: ["SAR-02"]}, options={"decision_timeout_s": 3600})
    act(state, BLU, {"type": "curse_submit", "cells": LINE})
    act(state, BLU, {"type": "curse_victim", "victim": RED})
    events = act(state, RED, {"type": "timeout"}, random.Random(3))
    assert "timeout_default" in kinds(events) and len(state["held"][BLU]) == 1


def test_public_view_tells_when_the_top_card_is_a_curse():
    state = build(n_players=2, stock_top=["CUR-4"], options={"pharaohs_curse": True})
    stock = GAME.view(state, None)["stock"]
    assert stock["top_is_curse"] is True and stock["size"] == len(state["stock"])


def test_submission_text_forms_and_locked_race_legal_actions():
    state, _ = race({BLU: ["SAR-01"]})
    legal = GAME.legal_actions(state, GRN)
    assert all(a["type"] == "curse_submit" and len(a["cells"]) == 3 for a in legal)
    assert {"type": "curse_submit", "cells": [[2, 1], [3, 2], [4, 3]]} in legal
    events = act(state, GRN, {"type": "curse_submit", "cells": "(4,3) (3,2) (2,1)"})
    assert first(events, "curse_found").params["cells"] == [[2, 1], [3, 2], [4, 3]]


def test_cursed_stock_is_reached_only_after_the_starting_stock():
    state = GAME.setup(4, {"pharaohs_curse": True}, random.Random(2))
    chooser = random.Random(2)
    while state["starting_stock_left"] > 0:
        assert not any(c.startswith("CUR") for c in state["stock"][: state["starting_stock_left"]])
        seat = GAME.to_act(state)[0]
        act(state, seat, chooser.choice(GAME.legal_actions(state, seat)))
    assert not state["curses_removed"]
    assert sum(len(c) for c in state["wall"]) == 8


def test_all_curse_cards_are_resolved_before_the_wall_is_full():
    for seed in range(6):
        state = GAME.setup(2, {"pharaohs_curse": True}, random.Random(seed))
        chooser = random.Random(seed)
        seen = []
        while state["phase"] not in ("final", "over"):
            seats = GAME.to_act(state)
            seat = chooser.choice(seats)
            seen += all_of(act(state, seat, chooser.choice(GAME.legal_actions(state, seat))), "curse_revealed")
        assert sorted(state["curses_removed"]) == ["CUR-1", "CUR-2", "CUR-3", "CUR-4", "CUR-5", "CUR-6"]
        assert len(seen) == 6


def test_s10_26_several_matching_lines_any_one_wins_and_only_the_first_counts():
    # WALL holds CUR-1 (SNK CAM IBS) at 2,1 3,2 4,3; a second line is added in row 2: 5,2 6,2 7,2 = IBS CAM SNK.
    state = build(
        n_players=3,
        wall=WALL | {(5, 2): "IBS-R", (6, 1): "MUL-L", (6, 2): "CAM-R", (7, 1): "CAT-L", (7, 2): "SNK-R"},
        held={RED: ["SAR-01"]},
        hands={RED: ["CAM-L", "SNK-R"]},
        stock_top=["CUR-1"],
        options={"pharaohs_curse": True},
    )
    finish_turn(state)
    assert state["phase"] == "curse_race"
    events = act(state, GRN, {"type": "curse_submit", "cells": "7,2 6,2 5,2"})
    assert first(events, "curse_found").params == {"finder": GRN, "curse": "CUR-1", "cells": [[5, 2], [6, 2], [7, 2]]}
    assert state["held"][GRN] == ["SAR-01"]
    # §10.27: the race is over; a later valid submission of the other line is refused.
    refused(state, BLU, {"type": "curse_submit", "cells": LINE}, "no curse race")


def test_s9_stock_sizes_of_both_parts_are_public():
    state = GAME.setup(3, {"pharaohs_curse": True}, random.Random(9))
    stock = GAME.view(state, None)["stock"]
    assert stock == {"size": 46, "cards": 40, "starting": 11, "cursed": 35, "top_is_curse": False}
    assert [p["hand_size"] for p in GAME.view(state, None)["players"]] == [3, 3, 3]


def test_race_clock_keeps_its_key_through_wrong_answers_and_names_everyone():
    state, _ = race({BLU: ["SAR-01"]}, options={"curse_max_wrong_attempts": 1, "decision_timeout_s": 60})
    [clock] = GAME.clock(state)  # no decision clock during a race, only the race's window
    assert clock.kind == "race" and clock.key == f"race:{state['turn']}:0:CUR-1" and clock.seconds == 600
    act(state, GRN, {"type": "curse_submit", "cells": WRONG})  # GRN is locked out (privately)
    assert GAME.to_act(state) == [RED, BLU]
    assert GAME.waiting_for(state) == [RED, BLU, GRN]  # naming only RED and BLU would tell GRN's failure
    assert GAME.clock(state) == [clock]  # the same race: the deadline is not re-armed
    assert not any(GAME.secret_input(state, s) for s in range(3))  # the race is answered in the thread
    assert GAME.prompt_key(state, GRN) == f"curse_race:{state['turn']}:0"
    act(state, RED, {"type": "curse_timeout"})
    assert [c.kind for c in GAME.clock(state)] == ["turn"] and GAME.prompt_key(state, BLU).endswith(":1")


def test_surrender_is_secret_and_timed_for_the_victim():
    state, _ = race({BLU: ["SAR-01", "SAR-02"]}, options={"decision_timeout_s": 60})
    act(state, RED, {"type": "curse_submit", "cells": LINE})
    assert state["phase"] == "curse_surrender"
    assert GAME.secret_input(state, BLU) and not GAME.secret_input(state, RED)
    [clock] = GAME.clock(state)
    assert clock.seats == (BLU,) and clock.defaults == ((BLU, {"type": "timeout"}),) and clock.seconds == 60
    labels = [str(GAME.action_label(state, BLU, a, ["Ann", "Bob", "Cy"])) for a in GAME.legal_actions(state, BLU)]
    assert all(label.startswith("Give ") for label in labels) and len(labels) == 2
