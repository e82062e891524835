"""The worked examples H-01 … H-18 of the spec (§11), one test each, followed verbatim.

Defaults of §11: 2 players, RED (seat 0) starts, BLU (seat 1) second, full stacks, 0 scarabs.
"""

from __future__ import annotations

import random

from hieroglyphs_helpers import BLU, GAME, GRN, RED, act, all_of, at, drop, first, kinds, pillar, refused

from engine.games.hieroglyphs.invariants import check_invariants
from engine.games.hieroglyphs.scenario import build, enter_final, finish_turn
from engine.games.hieroglyphs.wall import adjacent_pairs

NAMES = ["Ann", "Bob", "Cid"]  # RED, BLU, GRN

COLUMN_7_FULL = {
    (7, 1): "CRO-R",
    (7, 2): "CAT-L",
    (7, 3): "FAL-L",
    (7, 4): "MUL-R",
    (7, 5): "CAM-L",
    (7, 6): "IBS-R",
    (7, 7): "SNK-R",
}


def test_h01_gravity_and_full_columns():
    state = build(wall={(4, 1): "MUL-L", (4, 2): "CAT-R", **COLUMN_7_FULL}, hands={RED: ["SNK-L", "FAL-R", "CRO-L"]})
    assert state["wall"][2] == [] and state["wall"][4] == []
    assert len(state["stock"]) == 34
    refused(state, RED, {"type": "drop", "card": "SNK-L", "column": 7}, "full")
    assert state["phase"] == "drop" and state["active"] == RED
    events = drop(state, RED, "SNK-L", 4)
    assert at(state, 4, 3) == "SNK-L"
    assert "no_pair" in kinds(events)
    assert not {"pairs_found", "explorer_choice", "scarab_placed", "scarab_failed"} & set(kinds(events))
    assert len(state["hands"][RED]) == 3 and len(state["stock"]) == 33
    assert first(events, "hand_refilled").params["drawn"] == 1


def test_h02_rulebook_example_b_two_pairs_displacement():
    state = build(
        wall={(3, 1): "CAM-R", (4, 1): "MUL-L", (5, 1): "IBS-R", (5, 2): "CAM-L"},
        pillars={"CAM": {"explorer": BLU}},
        hands={RED: ["CAM-R", "SNK-L", "FAL-R"]},
    )
    assert state["reserve"][RED] == 5
    events = drop(state, RED, "CAM-R", 4)
    assert at(state, 4, 2) == "CAM-R"
    found = first(events, "pairs_found").params
    assert sorted((tuple(p["cell"]), p["type"]) for p in found["pairs"]) == [((3, 1), "same"), ((5, 2), "opposite")]
    assert found["right"] == "DISPLACE"
    assert state["phase"] == "explorer"
    assert GAME.legal_actions(state, RED) == [{"type": "place_explorer"}, {"type": "decline_explorer"}]
    events = act(state, RED, {"type": "place_explorer"})
    assert state["reserve"][BLU] == 5 and state["reserve"][RED] == 4
    assert pillar(state, "CAM")["explorer"] == RED
    assert first(events, "explorer_placed").params["displaced"] == BLU
    assert len(all_of(events, "scarab_placed")) == 2
    assert pillar(state, "CAM")["scarabs"] == 2 and state["supply"] == 14
    assert "sarcophagus_opened" not in kinds(events)


def test_h03_rulebook_example_a_only_the_new_cards_animal_scores():
    state = build(
        wall={(1, 1): "MUL-L", (2, 1): "MUL-R", (3, 1): "CAM-L"},
        pillars={"CAM": {"explorer": RED}},
        hands={RED: ["CAM-R", "SNK-L", "FAL-R"]},
    )
    events = drop(state, RED, "CAM-R", 2)
    assert at(state, 2, 2) == "CAM-R"
    pairs = first(events, "pairs_found").params["pairs"]
    assert pairs == [{"cell": [3, 1], "type": "opposite"}]
    assert pillar(state, "MUL")["scarabs"] == 0
    assert first(events, "explorer_skipped").params["reason"] == "own"
    assert "explorer_choice" not in kinds(events)
    assert pillar(state, "CAM")["scarabs"] == 1 and state["supply"] == 15
    assert state["phase"] == "drop" and state["active"] == BLU


def test_h04_place_one_open_place_the_second_claimer_not_active():
    state = build(
        wall={(1, 1): "CAM-R", (2, 1): "SNK-L", (3, 1): "CAM-R"},
        pillars={"CAM": {"explorer": BLU, "scarabs": 2, "stack": ["SAR-05", "SAR-10", "SAR-18"]}},
        hands={RED: ["CAM-L", "SNK-L", "FAL-R"]},
    )
    assert state["supply"] == 14
    events = drop(state, RED, "CAM-L", 2)
    assert at(state, 2, 2) == "CAM-L"
    found = first(events, "pairs_found").params
    assert [p["type"] for p in found["pairs"]] == ["opposite", "opposite"] and found["right"] == "OCCUPY"
    assert first(events, "explorer_skipped").params["reason"] == "rival"
    sequence = [e.kind for e in events if e.kind in ("scarab_placed", "sarcophagus_opened", "sarcophagus_value")]
    assert sequence == ["scarab_placed", "sarcophagus_opened", "sarcophagus_value", "scarab_placed"]
    opened = first(events, "sarcophagus_opened")
    assert opened.public and opened.params["seat"] == BLU and opened.params["eyes"] == 1
    assert str(GAME.describe(opened, NAMES)) == "Bob opens the 1-eye sarcophagus at the Camel pillar!"
    secret = first(events, "sarcophagus_value")
    assert secret.to == (BLU,) and secret.params["value"] == 4 and secret.params["sarcophagus"] == "SAR-05"
    assert first(events, "scarab_placed").params == {"animal": "CAM", "scarabs": 3, "supply": 13}
    assert opened.params["supply"] == 16
    cam = pillar(state, "CAM")
    assert cam == {"stack": ["SAR-10", "SAR-18"], "scarabs": 1, "explorer": BLU}
    assert state["supply"] == 15 and state["held"][BLU] == ["SAR-05"]


H05_WALL = {(1, 1): "SNK-L", (1, 2): "CAM-L", (2, 1): "MUL-R", (3, 1): "CAM-L", (3, 2): "CAM-R"}


def test_h05_three_pairs_only_two_scarabs():
    state = build(wall=H05_WALL, hands={RED: ["CAM-L", "SNK-L", "FAL-R"]})
    events = drop(state, RED, "CAM-L", 2)
    assert at(state, 2, 2) == "CAM-L"
    found = first(events, "pairs_found").params
    assert sorted((tuple(p["cell"]), p["type"]) for p in found["pairs"]) == [
        ((1, 2), "same"),
        ((3, 1), "same"),
        ((3, 2), "opposite"),
    ]
    assert found["right"] == "DISPLACE" and found["attempts"] == 2
    events = act(state, RED, {"type": "place_explorer"})
    assert pillar(state, "CAM")["explorer"] == RED
    assert len(all_of(events, "scarab_placed")) == 2
    assert pillar(state, "CAM")["scarabs"] == 2 and state["supply"] == 14


def test_h06_declining_the_explorer():
    state = build(wall=H05_WALL, hands={RED: ["CAM-L", "SNK-L", "FAL-R"]})
    drop(state, RED, "CAM-L", 2)
    events = act(state, RED, {"type": "decline_explorer"})
    assert "explorer_declined" in kinds(events)
    assert pillar(state, "CAM")["explorer"] is None and pillar(state, "CAM")["scarabs"] == 2
    assert state["reserve"][RED] == 5


def test_h07_third_scarab_with_no_explorer_charged_pillar_claimed_later():
    state = build(
        wall={(1, 1): "SNK-L", (2, 1): "MUL-R"},
        pillars={"SNK": {"scarabs": 2, "stack": ["SAR-02", "SAR-11", "SAR-16"]}},
        hands={RED: ["SNK-R", "CAM-L", "FAL-R"], BLU: ["SNK-R", "CAT-L", "IBS-R"]},
    )
    assert state["supply"] == 14
    # Action 1
    events = drop(state, RED, "SNK-R", 2)
    assert at(state, 2, 2) == "SNK-R"
    assert first(events, "pairs_found").params["pairs"] == [{"cell": [1, 1], "type": "opposite"}]
    events = act(state, RED, {"type": "decline_explorer"})
    snk = pillar(state, "SNK")
    assert snk["scarabs"] == 3 and snk["explorer"] is None
    assert "pillar_charged" in kinds(events) and "sarcophagus_opened" not in kinds(events)
    assert state["supply"] == 13
    # Action 2
    assert state["active"] == BLU
    events = drop(state, BLU, "SNK-R", 3)
    assert at(state, 3, 1) == "SNK-R"
    assert first(events, "pairs_found").params["pairs"] == [{"cell": [2, 2], "type": "same"}]
    events = act(state, BLU, {"type": "place_explorer"})
    sequence = [e.kind for e in events if e.kind in ("explorer_placed", "sarcophagus_opened", "scarab_placed")]
    assert sequence == ["explorer_placed", "sarcophagus_opened", "scarab_placed"]
    assert first(events, "sarcophagus_value").to == (BLU,)
    assert first(events, "sarcophagus_value").params["value"] == 3
    assert first(events, "sarcophagus_opened").params["supply"] == 16
    assert state["held"][BLU] == ["SAR-02"]
    assert snk == {"stack": ["SAR-11", "SAR-16"], "scarabs": 1, "explorer": BLU}
    assert state["supply"] == 15


def test_h08_empty_reserve_moving_an_explorer():
    state = build(
        wall={(5, 1): "FAL-L", (6, 1): "CRO-R"},
        pillars={
            "CAM": {"explorer": RED},
            "MUL": {"explorer": RED, "scarabs": 2},
            "SNK": {"explorer": RED},
            "IBS": {"explorer": RED},
            "CAT": {"explorer": RED},
            "FAL": {"scarabs": 1},
        },
        hands={RED: ["FAL-L", "SNK-L", "CAM-R"]},
    )
    assert state["reserve"][RED] == 0 and state["supply"] == 13
    events = drop(state, RED, "FAL-L", 6)
    assert at(state, 6, 2) == "FAL-L"
    assert first(events, "pairs_found").params["pairs"] == [{"cell": [5, 1], "type": "same"}]
    legal = GAME.legal_actions(state, RED)
    assert {"type": "place_explorer"} not in legal
    assert legal == [{"type": "move_explorer", "from": a} for a in ("CAM", "MUL", "SNK", "IBS", "CAT")] + [
        {"type": "decline_explorer"}
    ]
    act(state, RED, {"type": "move_explorer", "from": "MUL"})
    assert pillar(state, "MUL")["explorer"] is None and pillar(state, "MUL")["scarabs"] == 2
    assert pillar(state, "FAL")["explorer"] == RED
    assert pillar(state, "FAL")["scarabs"] == 2 and state["supply"] == 12


def test_h09_pillar_with_no_sarcophagi():
    state = build(
        wall={(2, 1): "CRO-R", (3, 1): "SNK-L"},
        pillars={"CRO": {"stack": [], "scarabs": 3, "explorer": BLU}},
        hands={RED: ["CRO-R", "SNK-L", "CAM-R"]},
    )
    assert state["supply"] == 13
    events = drop(state, RED, "CRO-R", 3)
    assert at(state, 3, 2) == "CRO-R"
    assert first(events, "pairs_found").params["pairs"] == [{"cell": [2, 1], "type": "same"}]
    events = act(state, RED, {"type": "place_explorer"})
    assert state["reserve"][BLU] == 5 and pillar(state, "CRO")["explorer"] == RED
    assert first(events, "scarab_failed").params["reason"] == "pillar_full"
    assert pillar(state, "CRO")["scarabs"] == 3 and state["supply"] == 13
    assert "sarcophagus_opened" not in kinds(events)


def test_h10_supply_exhausted():
    state = build(
        wall={(1, 1): "FAL-R", (3, 1): "SNK-L"},
        pillars={
            "CAM": {"stack": [], "scarabs": 3, "explorer": BLU},
            "MUL": {"stack": [], "scarabs": 3},
            "SNK": {"stack": ["SAR-07", "SAR-14", "SAR-21"], "scarabs": 3},
            "IBS": {"stack": [], "scarabs": 3, "explorer": RED},
            "CAT": {"scarabs": 2},
            "CRO": {"scarabs": 2},
            "FAL": {"scarabs": 0},
        },
        hands={RED: ["FAL-L", "CAM-R", "IBS-R"], BLU: ["SNK-L", "CAT-R", "MUL-L"]},
    )
    assert state["supply"] == 0
    # Action 1
    events = drop(state, RED, "FAL-L", 2)
    assert at(state, 2, 1) == "FAL-L"
    assert first(events, "pairs_found").params["pairs"] == [{"cell": [1, 1], "type": "opposite"}]
    events = act(state, RED, {"type": "place_explorer"})
    assert pillar(state, "FAL")["explorer"] == RED
    assert first(events, "scarab_failed").params["reason"] == "supply_empty"
    assert pillar(state, "FAL")["scarabs"] == 0 and state["supply"] == 0
    # Action 2
    events = drop(state, BLU, "SNK-L", 4)
    assert at(state, 4, 1) == "SNK-L"
    assert first(events, "pairs_found").params["pairs"] == [{"cell": [3, 1], "type": "same"}]
    events = act(state, BLU, {"type": "place_explorer"})
    assert first(events, "sarcophagus_value").params["sarcophagus"] == "SAR-07"
    assert first(events, "sarcophagus_opened").params["supply"] == 3
    assert "SAR-07" in state["held"][BLU] and pillar(state, "SNK")["explorer"] == BLU
    assert pillar(state, "SNK")["scarabs"] == 1 and state["supply"] == 2


def _h11_state():
    state = build(
        pillars={
            "CAM": {"explorer": RED, "stack": ["SAR-12", "SAR-19"], "scarabs": 1},
            "SNK": {"explorer": RED, "stack": ["SAR-20"], "scarabs": 2},
        },
        full_wall=True,
    )
    events = enter_final(state)
    check_invariants(state)
    assert state["phase"] == "final" and GAME.to_act(state) == [RED]
    assert "final_phase_started" in kinds(events) and first(events, "final_turn").params["seat"] == RED
    return state


def test_h11_rulebook_example_final_scarab_moves():
    state = _h11_state()
    refused(state, RED, {"type": "move_scarabs", "from": "CAM", "to": "MUL", "count": 1}, "own explorer")
    refused(state, RED, {"type": "move_scarabs", "from": "FAL", "to": "SNK", "count": 1}, "own explorer")
    held_before = list(state["held"][RED])
    events = act(state, RED, {"type": "move_scarabs", "from": "CAM", "to": "SNK", "count": 1})
    secret = first(events, "sarcophagus_value")
    assert secret.to == (RED,) and secret.params["sarcophagus"] == "SAR-20" and secret.params["value"] == 10
    assert state["held"][RED] == held_before + ["SAR-20"]
    assert pillar(state, "SNK")["scarabs"] == 0 and pillar(state, "CAM")["scarabs"] == 0
    ended = all_of(events, "final_turn_ended")
    assert ended[0].params == {"seat": RED, "reason": "no_claim"}
    assert state["phase"] == "over"  # BLU has no explorer: nothing reachable, game scored

    # Alternative action: 2 scarabs SNK -> CAM claims SAR-12 (6), legal but worth less.
    state = _h11_state()
    events = act(state, RED, {"type": "move_scarabs", "from": "SNK", "to": "CAM", "count": 2})
    assert first(events, "sarcophagus_value").params == {
        "sarcophagus": "SAR-12",
        "eyes": 2,
        "value": 6,
        "animal": "CAM",
    }
    assert first(events, "final_turn_ended").params["reason"] == "no_claim"


def test_h12_final_phase_two_claims_using_a_pillar_with_no_sarcophagi():
    state = build(
        pillars={
            "CRO": {"explorer": BLU, "stack": [], "scarabs": 3},
            "CAT": {"explorer": BLU, "stack": ["SAR-03", "SAR-08", "SAR-15"], "scarabs": 1},
            "FAL": {"explorer": BLU, "stack": ["SAR-13", "SAR-17"], "scarabs": 2},
        },
        full_wall=True,
    )
    events = enter_final(state)
    assert first(events, "final_turn_ended").params == {"seat": RED, "reason": "no_claim"}
    assert GAME.to_act(state) == [BLU]
    events = act(state, BLU, {"type": "move_scarabs", "from": "CRO", "to": "FAL", "count": 1})
    assert first(events, "sarcophagus_value").params["sarcophagus"] == "SAR-13"
    assert pillar(state, "FAL")["scarabs"] == 0 and state["phase"] == "final"
    events = act(state, BLU, {"type": "move_scarabs", "from": "CRO", "to": "CAT", "count": 2})
    assert first(events, "sarcophagus_value").params["sarcophagus"] == "SAR-03"
    assert pillar(state, "CAT")["scarabs"] == 0 and pillar(state, "CRO")["scarabs"] == 0
    assert {"SAR-13", "SAR-03"} <= set(state["held"][BLU])
    assert first(events, "final_turn_ended").params == {"seat": BLU, "reason": "no_claim"}
    assert state["phase"] == "over"


def test_h13_final_scoring_with_the_pharaoh_bonus():
    state = build(
        n_players=3,
        held={
            RED: ["SAR-05", "SAR-12", "SAR-20"],
            BLU: ["SAR-01", "SAR-08", "SAR-15", "SAR-18"],
            GRN: ["SAR-02", "SAR-21"],
        },
        pharaohs={RED: "PH-CAM", BLU: "PH-SNK", GRN: "PH-IBS"},
        pillars={"CAM": {"explorer": RED}, "SNK": {"explorer": GRN}, "IBS": {"explorer": GRN}},
        full_wall=True,
    )
    events = enter_final(state)
    assert state["phase"] == "over" and "game_over" in kinds(events)
    result = GAME.result(state)
    assert result.scores == {RED: 27, BLU: 23, GRN: 20}
    assert result.ranking == [[RED], [BLU], [GRN]]
    rows = {r["seat"]: r for r in result.details["players"]}
    assert (rows[RED]["sarcophagus_points"], rows[RED]["bonus"]) == (20, 7)
    assert (rows[BLU]["sarcophagus_points"], rows[BLU]["bonus"]) == (23, 0)
    assert (rows[GRN]["sarcophagus_points"], rows[GRN]["bonus"]) == (13, 7)
    assert [rows[s]["rank"] for s in (RED, BLU, GRN)] == [1, 2, 3]


def test_h14_tie_breaks():
    state = build(
        n_players=3,
        held={RED: ["SAR-20", "SAR-21"], BLU: ["SAR-01", "SAR-02", "SAR-16"], GRN: ["SAR-17", "SAR-13"]},
        pharaohs={RED: "PH-CAM", BLU: "PH-SNK", GRN: "PH-IBS"},
        pillars={"SNK": {"explorer": BLU}, "IBS": {"explorer": GRN}},
        full_wall=True,
    )
    enter_final(state)
    result = GAME.result(state)
    assert result.scores == {RED: 20, BLU: 20, GRN: 20}
    assert result.ranking == [[BLU], [RED, GRN]]
    assert "number of sarcophagi" in result.explanation and "share place 2" in result.explanation


def test_h15_eyes_of_the_sphinx():
    wall = {(1, 1): "IBS-L", (2, 1): "CAT-R", (3, 1): "MUL-L", (3, 2): "CAT-R", (3, 3): "IBS-R", (6, 1): "SNK-R"}
    state = build(
        wall=wall,
        hands={RED: ["IBS-R", "CAM-L", "FAL-R"], BLU: ["IBS-L", "CAM-R", "FAL-L"]},
        options={"eyes_of_the_sphinx": True},
    )
    # Action 1
    events = drop(state, RED, "IBS-R", 5)
    assert at(state, 5, 1) == "IBS-R"
    found = first(events, "pairs_found").params
    assert sorted((tuple(p["cell"]), p["type"]) for p in found["pairs"]) == [((1, 1), "opposite"), ((3, 3), "same")]
    assert found["right"] == "DISPLACE"
    act(state, RED, {"type": "place_explorer"})
    assert pillar(state, "IBS")["explorer"] == RED and pillar(state, "IBS")["scarabs"] == 2
    # Action 2
    before = {a: dict(p) for a, p in state["pillars"].items()}
    events = drop(state, BLU, "IBS-L", 4)
    assert at(state, 4, 1) == "IBS-L"
    assert "no_pair" in kinds(events) and "pairs_found" not in kinds(events)
    assert {a: dict(p) for a, p in state["pillars"].items()} == before
    # Without the variant the same drop would form 1 opposite pair with (5,1).
    assert adjacent_pairs(state["wall"], 4, 1) == [{"cell": [5, 1], "type": "opposite"}]


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


def _curse_state(top: list[str], held: dict[int, list[str]] | None) -> dict:
    """3 players; RED has just played (2 cards left) and is about to refill."""
    return build(
        n_players=3,
        wall=H16_WALL,
        held=held,
        hands={RED: ["CAM-L", "SNK-R"]},
        stock_top=top,
        options={"pharaohs_curse": True},
    )


def test_h16_pharaohs_curse_race():
    state = _curse_state(["CUR-1", "IBS-R"], {RED: ["SAR-02", "SAR-09"], GRN: ["SAR-06"]})
    # 1. C1 reveals CUR-1; holders exist and (2,1),(3,2),(4,3) matches -> C2.
    events = finish_turn(state)
    check_invariants(state)
    assert first(events, "curse_revealed").params["animals"] == ["SNK", "CAM", "IBS"]
    assert "curse_race_started" in kinds(events)
    assert state["phase"] == "curse_race" and GAME.to_act(state) == [RED, BLU, GRN]
    # 2. GRN: invalid line, told privately, 2 attempts left.
    events = act(state, GRN, {"type": "curse_submit", "cells": "2,1 3,1 4,1"})
    wrong = first(events, "curse_wrong")
    assert wrong.to == (GRN,) and wrong.params["attempts_left"] == 2
    assert all(not e.public for e in events)
    assert GAME.view(state, GRN)["curse_attempts_left"] == 2
    # Also invalid (unit tests): not a straight line; (5,4) empty.
    refused(state, BLU, {"type": "curse_submit", "cells": "2,1 3,2 5,1"}, "straight line")
    refused(state, BLU, {"type": "curse_submit", "cells": "3,2 4,3 5,4"}, "empty")
    # 3.-4. BLU: valid, listed in reverse order -> BLU is the finder.
    events = act(state, BLU, {"type": "curse_submit", "cells": "4,3 3,2 2,1"})
    found = first(events, "curse_found")
    assert found.public and found.params["finder"] == BLU
    # 5. C4: RED and GRN are eligible; BLU chooses RED (public).
    assert state["phase"] == "curse_victim" and GAME.to_act(state) == [BLU]
    assert sorted(state["curse"]["eligible"]) == [RED, GRN]
    events = act(state, BLU, {"type": "curse_victim", "victim": RED})
    assert first(events, "curse_victim_chosen").public
    # 6. C5: RED secretly chooses SAR-09; public eyes only; BLU is told the value.
    assert state["phase"] == "curse_surrender" and GAME.to_act(state) == [RED]
    events = act(state, RED, {"type": "surrender", "sarcophagus": "SAR-09"})
    given = first(events, "sarcophagus_surrendered")
    assert given.public and given.params == {"victim": RED, "finder": BLU, "eyes": 2}
    assert str(GAME.describe(given, NAMES)) == "Ann gives a 2-eye sarcophagus to Bob."
    told = first(events, "sarcophagus_received")
    assert told.to == (BLU,) and told.params["value"] == 5
    assert "RED" not in str(given.params) and "SAR-09" not in str([e.params for e in events if e.public])
    # 7. C6: CUR-1 leaves the game; RED goes on drawing.
    assert first(events, "curse_discarded").params == {"curse": "CUR-1", "reason": "resolved"}
    assert state["held"][RED] == ["SAR-02"] and state["held"][BLU] == ["SAR-09"]
    assert state["curses_removed"] == ["CUR-1"]
    assert len(state["hands"][RED]) == 3 and state["hands"][RED][-1].startswith("IBS-R")
    assert state["phase"] == "drop" and state["active"] == BLU


def test_h17_curse_discards_and_consecutive_curses():
    # (a) CUR-2 has no matching line on this wall.
    state = _curse_state(["CUR-2"], {RED: ["SAR-02", "SAR-09"], GRN: ["SAR-06"]})
    events = finish_turn(state)
    discarded = first(events, "curse_discarded")
    assert discarded.params == {"curse": "CUR-2", "reason": "no_line"}
    assert str(GAME.describe(discarded, NAMES)).startswith("No matching line")
    assert "curse_race_started" not in kinds(events)
    assert len(state["hands"][RED]) == 3 and state["phase"] == "drop"
    check_invariants(state)
    # (b) Nobody holds a sarcophagus: CUR-1 is discarded without a race although a line exists.
    state = _curse_state(["CUR-1"], None)
    assert not any(state["held"])
    events = finish_turn(state)
    assert first(events, "curse_discarded").params == {"curse": "CUR-1", "reason": "no_holders"}
    assert "curse_race_started" not in kinds(events)
    check_invariants(state)
    # (c) Two curse cards in a row, then RED draws IBS-L.
    state = _curse_state(["CUR-3", "CUR-5", "IBS-L"], None)
    events = finish_turn(state)
    discarded = [e.params["curse"] for e in all_of(events, "curse_discarded")]
    assert discarded == ["CUR-3", "CUR-5"]
    assert state["hands"][RED][-1].startswith("IBS-L") and len(state["hands"][RED]) == 3
    drawn = first(events, "cards_drawn")
    assert drawn.to == (RED,) and drawn.params["cards"][0].startswith("IBS-L")
    assert kinds(events).index("curse_discarded") < kinds(events).index("cards_drawn")
    check_invariants(state)


def test_h18_game_length():
    state = GAME.setup(3, {"start_player": "1"}, random.Random(18))
    assert len(state["stock"]) == 40
    chooser = random.Random(1)
    turns_by_seat = [0, 0, 0]
    turn = 0
    while state["phase"] not in ("final", "over"):
        seat = GAME.to_act(state)[0]
        if state["phase"] == "drop":
            turn += 1
            turns_by_seat[seat] += 1
            if turn % 3 == 1:
                assert seat == RED
        act(state, seat, chooser.choice(GAME.legal_actions(state, seat)))
        if turn == 40 and state["phase"] == "drop":
            assert state["stock"] == [] and [len(h) for h in state["hands"]] == [3, 3, 3]
        if 40 < turn < 49 and state["phase"] == "drop":
            assert len(state["stock"]) == 0
    assert turn == 49 and turns_by_seat == [17, 16, 16] and state["turns_played"] == [17, 16, 16]
    assert all(len(c) == 7 for c in state["wall"]) and not any(state["hands"])
