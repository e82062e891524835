"""One test (or more) per rule of the spec, by section."""

from __future__ import annotations

import random

import pytest
from hieroglyphs_helpers import BLU, GAME, GRN, RED, YEL, act, all_of, at, drop, first, kinds, pillar, refused

from engine.core import Clock
from engine.games.hieroglyphs.data import ANIMAL_IDS, CARDS, CURSES, SARCOPHAGI, is_curse
from engine.games.hieroglyphs.invariants import check_invariants
from engine.games.hieroglyphs.scenario import build, enter_final
from engine.games.hieroglyphs.wall import adjacent_pairs, has_matching_line, matching_lines, sphinx_pairs
from i18n import tr

# §3 Setup ----------------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_counts(n):
    state = GAME.setup(n, {}, random.Random(n))
    check_invariants(state, strict_stacks=True)
    assert state["colours"] == ["RED", "BLU", "GRN", "YEL"][:n]
    assert state["reserve"] == [5] * n
    assert sorted(state["pillar_order"]) == sorted(ANIMAL_IDS)
    for p in state["pillars"].values():
        assert [SARCOPHAGI[s]["eyes"] for s in p["stack"]] == [1, 2, 3]
        assert p["scarabs"] == 0 and p["explorer"] is None
    assert state["supply"] == 16
    assert [len(h) for h in state["hands"]] == [3] * n
    assert len(state["stock"]) == {2: 43, 3: 40, 4: 37}[n]
    assert len(set(state["pharaohs"])) == n and len(state["pharaohs_aside"]) == 7 - n
    assert 0 <= state["start_player"] < n and state["active"] == state["start_player"]
    assert state["wall"] == [[] for _ in range(7)] and state["phase"] == "drop"


def test_setup_shuffles_with_the_rng_only():
    a = GAME.setup(3, {}, random.Random(5))
    b = GAME.setup(3, {}, random.Random(5))
    c = GAME.setup(3, {}, random.Random(6))
    assert a == b and a != c


def test_start_player_is_random_or_chosen():
    starts = {GAME.setup(4, {}, random.Random(i))["start_player"] for i in range(40)}
    assert starts == {0, 1, 2, 3}
    assert GAME.setup(4, {"start_player": 3}, random.Random(0))["start_player"] == 2


@pytest.mark.parametrize("n,left", [(2, 14), (3, 11), (4, 8)])
def test_curse_setup_starting_stock_on_top(n, left):
    state = GAME.setup(n, {"pharaohs_curse": True}, random.Random(n))
    check_invariants(state)
    assert state["starting_stock_left"] == left
    assert not any(is_curse(c) for c in state["stock"][:left])
    assert len(state["stock"]) == left + 35
    assert sorted(c for c in state["stock"] if is_curse(c)) == sorted(CURSES)
    assert all(not is_curse(c) for h in state["hands"] for c in h)


def test_setup_events_announce_public_board_and_private_hands():
    state = GAME.setup(3, {}, random.Random(1))
    events = GAME.start_events(state)
    assert events[0].kind == "game_started" and events[0].public
    dealt = all_of(events, "hand_dealt")
    assert [e.to for e in dealt] == [(0,), (1,), (2,)]
    assert dealt[1].params["cards"] == state["hands"][1] and dealt[1].params["pharaoh"] == state["pharaohs"][1]


# §5.1 Dropping -----------------------------------------------------------------------------------------------------


def test_card_falls_to_lowest_free_window_and_never_moves():
    state = build(hands={RED: ["CAM-L", "MUL-R", "SNK-L"], BLU: ["IBS-L", "CAT-R", "CRO-L"]})
    drop(state, RED, "CAM-L", 3)
    drop(state, BLU, "IBS-L", 3)
    assert at(state, 3, 1) == "CAM-L" and at(state, 3, 2) == "IBS-L"
    assert state["last_drop"]["column"] == 3 and state["last_drop"]["row"] == 2


def test_drop_accepts_card_kind_and_uses_first_matching_card():
    state = build(hands={RED: ["CAM-L", "CAM-L", "SNK-L"]})
    first_cam = state["hands"][RED][0]
    drop(state, RED, "CAM-L", 1)
    assert state["wall"][0] == [first_cam]


def test_legal_drops_one_card_per_kind_and_no_full_column():
    state = build(
        wall={(1, r): k for r, k in enumerate(["CRO-R", "CAT-L", "FAL-L", "MUL-R", "CAM-L", "IBS-R", "SNK-R"], 1)},
        hands={RED: ["CAM-R", "CAM-R", "SNK-L"]},
    )
    legal = GAME.legal_actions(state, RED)
    assert {a["column"] for a in legal} == {2, 3, 4, 5, 6, 7}
    assert len({a["card"] for a in legal}) == 2 and len(legal) == 12
    assert GAME.legal_actions(state, BLU) == []


def test_play_is_compulsory_there_is_no_pass():
    state = build()
    assert all(a["type"] == "drop" for a in GAME.legal_actions(state, RED))
    refused(state, RED, {"type": "done"})
    refused(state, RED, {"type": "pass"})


# §5.2 / §5.3 Pairs -------------------------------------------------------------------------------------------------


def _wall(cells):
    """A raw wall for geometry tests (card serial numbers do not matter there)."""
    wall = [[] for _ in range(7)]
    for (column, row), kind in sorted(cells.items()):
        assert row == len(wall[column - 1]) + 1
        wall[column - 1].append(kind + "-1")
    return wall


def test_pairs_in_all_eight_directions():
    # Centre (2,2) with a camel in each neighbour; the cell above is always empty (§10.3) and is the eighth.
    cells = {(1, 1): "CAM-L", (2, 1): "CAM-L", (3, 1): "CAM-R", (1, 2): "CAM-R", (2, 2): "CAM-L", (3, 2): "CAM-L"}
    cells |= {(1, 3): "CAM-R", (3, 3): "CAM-L"}
    wall = _wall(cells)
    pairs = adjacent_pairs(wall, 2, 2)
    assert sorted(tuple(p["cell"]) for p in pairs) == [(1, 1), (1, 2), (1, 3), (2, 1), (3, 1), (3, 2), (3, 3)]
    types = {tuple(p["cell"]): p["type"] for p in pairs}
    assert types[(1, 1)] == "same" and types[(3, 1)] == "opposite" and types[(1, 3)] == "opposite"
    wall[1].append("CAM-R-1")  # a card above (never possible in play) would be the eighth direction
    assert len(adjacent_pairs(wall, 2, 2)) == 8


def test_three_in_a_row_middle_makes_two_pairs_end_makes_one():
    state = build(wall={(1, 1): "CAT-L", (3, 1): "CAT-L"}, hands={RED: ["CAT-R", "MUL-L", "SNK-L"]})
    events = drop(state, RED, "CAT-R", 2)
    assert len(first(events, "pairs_found").params["pairs"]) == 2
    state = build(wall={(1, 1): "CAT-L", (2, 1): "CAT-L"}, hands={RED: ["CAT-R", "MUL-L", "SNK-L"]})
    events = drop(state, RED, "CAT-R", 3)
    assert first(events, "pairs_found").params["pairs"] == [{"cell": [2, 1], "type": "opposite"}]


def test_vertical_and_diagonal_pair_types_depend_only_on_facing():
    state = build(wall={(1, 1): "FAL-L"}, hands={RED: ["FAL-L", "MUL-L", "SNK-L"]})
    events = drop(state, RED, "FAL-L", 1)
    assert first(events, "pairs_found").params["pairs"] == [{"cell": [1, 1], "type": "same"}]
    assert first(events, "pairs_found").params["right"] == "DISPLACE"
    state = build(wall={(1, 1): "FAL-L"}, hands={RED: ["FAL-R", "MUL-L", "SNK-L"]})
    events = drop(state, RED, "FAL-R", 1)
    assert first(events, "pairs_found").params == {
        "seat": RED,
        "animal": "FAL",
        "pairs": [{"cell": [1, 1], "type": "opposite"}],
        "right": "OCCUPY",
        "attempts": 1,
    }


def test_mixed_pairs_give_displace_and_two_attempts():
    state = build(wall={(1, 1): "MUL-L", (3, 1): "MUL-R"}, hands={RED: ["MUL-L", "CAM-L", "SNK-L"]})
    events = drop(state, RED, "MUL-L", 2)
    params = first(events, "pairs_found").params
    assert params["right"] == "DISPLACE" and params["attempts"] == 2


def test_only_pairs_with_the_new_card_count():
    # The two cats already touch; a cat dropped away from them scores nothing.
    state = build(wall={(1, 1): "CAT-L", (2, 1): "CAT-L"}, hands={RED: ["CAT-R", "MUL-L", "SNK-L"]})
    events = drop(state, RED, "CAT-R", 6)
    assert "no_pair" in kinds(events) and pillar(state, "CAT")["scarabs"] == 0


# §5.4 Explorer step ------------------------------------------------------------------------------------------------


def test_rival_explorer_with_occupy_right_stays_and_rival_claims():
    # Edge case 6: opposite pair at a rival's pillar -> scarabs placed, the rival claims in my turn.
    state = build(
        wall={(1, 1): "CRO-L"},
        pillars={"CRO": {"explorer": BLU, "scarabs": 2}},
        hands={RED: ["CRO-R", "MUL-L", "SNK-L"]},
    )
    events = drop(state, RED, "CRO-R", 2)
    assert first(events, "explorer_skipped").params == {"seat": RED, "animal": "CRO", "reason": "rival", "holder": BLU}
    assert pillar(state, "CRO")["explorer"] == BLU
    assert first(events, "sarcophagus_opened").params["seat"] == BLU
    assert len(state["held"][BLU]) == 1 and state["phase"] == "drop"


def test_rival_explorer_with_displace_right_may_decline_and_stays():
    state = build(wall={(1, 1): "CRO-L"}, pillars={"CRO": {"explorer": BLU}}, hands={RED: ["CRO-L", "MUL-L", "SNK-L"]})
    drop(state, RED, "CRO-L", 2)
    assert state["phase"] == "explorer" and state["pending"]["right"] == "DISPLACE"
    act(state, RED, {"type": "decline_explorer"})
    assert pillar(state, "CRO")["explorer"] == BLU and pillar(state, "CRO")["scarabs"] == 1


def test_empty_pillar_occupy_may_place_from_reserve():
    state = build(wall={(1, 1): "CRO-L"}, hands={RED: ["CRO-R", "MUL-L", "SNK-L"]})
    drop(state, RED, "CRO-R", 2)
    assert GAME.legal_actions(state, RED) == [{"type": "place_explorer"}, {"type": "decline_explorer"}]
    act(state, RED, {"type": "place_explorer"})
    assert pillar(state, "CRO")["explorer"] == RED and state["reserve"][RED] == 4


def test_explorer_must_come_from_reserve_when_it_has_one():
    state = build(wall={(1, 1): "CRO-L"}, pillars={"CAM": {"explorer": RED}}, hands={RED: ["CRO-R", "MUL-L", "SNK-L"]})
    drop(state, RED, "CRO-R", 2)
    refused(state, RED, {"type": "move_explorer", "from": "CAM"}, "reserve")


def test_moving_an_explorer_leaves_scarabs_and_stack_and_can_charge_later():
    # Edge case 9: the vacated pillar keeps its scarabs and stack; it can become charged later.
    five = {a: {"explorer": RED} for a in ("CAM", "MUL", "SNK", "IBS", "CAT")}
    five["MUL"]["scarabs"] = 2
    state = build(
        wall={(1, 1): "CRO-L", (5, 1): "MUL-L"},
        pillars=five,
        hands={RED: ["CRO-R", "MUL-L", "SNK-L"], BLU: ["MUL-R", "IBS-L", "FAL-R"]},
    )
    drop(state, RED, "CRO-R", 2)
    act(state, RED, {"type": "move_explorer", "from": "MUL"})
    assert pillar(state, "MUL") == {"stack": state["pillars"]["MUL"]["stack"], "scarabs": 2, "explorer": None}
    assert len(pillar(state, "MUL")["stack"]) == 3
    events = drop(state, BLU, "MUL-R", 6)
    act(state, BLU, {"type": "decline_explorer"})
    assert pillar(state, "MUL")["scarabs"] == 3 and pillar(state, "MUL")["explorer"] is None
    assert first(events, "pairs_found") is not None


def test_at_most_one_explorer_decision_per_turn():
    state = build(wall={(1, 1): "CAM-L", (3, 1): "CAM-L"}, hands={RED: ["CAM-L", "MUL-L", "SNK-L"]})
    events = drop(state, RED, "CAM-L", 2)
    assert len(all_of(events, "explorer_choice")) == 1
    events = act(state, RED, {"type": "place_explorer"})
    assert len(all_of(events, "explorer_placed")) == 1 and state["phase"] == "drop"


def test_explorer_step_comes_before_scarab_step():
    state = build(wall={(1, 1): "CAM-L"}, pillars={"CAM": {"scarabs": 2}}, hands={RED: ["CAM-L", "MUL-L", "SNK-L"]})
    drop(state, RED, "CAM-L", 2)
    events = act(state, RED, {"type": "place_explorer"})
    order = [e.kind for e in events if e.kind in ("explorer_placed", "scarab_placed", "sarcophagus_opened")]
    assert order == ["explorer_placed", "scarab_placed", "sarcophagus_opened"]
    assert len(state["held"][RED]) == 1


def test_move_explorer_offered_from_every_other_own_pillar_and_place_not_offered():
    five = {a: {"explorer": RED} for a in ("CAM", "MUL", "SNK", "IBS", "CRO")}
    state = build(wall={(1, 1): "CRO-L"}, pillars=five, hands={RED: ["CRO-L", "MUL-L", "SNK-L"]})
    events = drop(state, RED, "CRO-L", 2)
    # Own explorer already at CRO -> AUTO skip, no decision.
    assert first(events, "explorer_skipped").params["reason"] == "own" and state["phase"] == "drop"


# §5.5 Scarab step --------------------------------------------------------------------------------------------------


def test_two_scarabs_arriving_at_two_without_explorer_charge_then_fail():
    # Edge case 14, second half.
    state = build(
        wall={(1, 1): "IBS-L", (3, 1): "IBS-R"},
        pillars={"IBS": {"scarabs": 2}},
        hands={RED: ["IBS-L", "MUL-L", "SNK-L"]},
    )
    drop(state, RED, "IBS-L", 2)
    events = act(state, RED, {"type": "decline_explorer"})
    assert [e.kind for e in events if e.kind.startswith(("scarab", "pillar"))] == [
        "scarab_placed",
        "pillar_charged",
        "scarab_failed",
    ]
    assert first(events, "scarab_failed").params["reason"] == "pillar_full"
    assert pillar(state, "IBS")["scarabs"] == 3


def test_scarab_placement_is_mandatory_even_when_it_helps_a_rival():
    state = build(
        wall={(1, 1): "IBS-L"},
        pillars={"IBS": {"scarabs": 2, "explorer": GRN}},
        n_players=3,
        hands={RED: ["IBS-R", "MUL-L", "SNK-L"]},
    )
    events = drop(state, RED, "IBS-R", 2)
    assert first(events, "sarcophagus_opened").params["seat"] == GRN
    assert first(events, "sarcophagus_value").to == (GRN,)


# §5.6 Claims -------------------------------------------------------------------------------------------------------


def test_claim_takes_front_sarcophagus_and_returns_three_scarabs():
    state = build(
        wall={(1, 1): "FAL-L"},
        pillars={"FAL": {"scarabs": 2, "explorer": RED, "stack": ["SAR-06", "SAR-12", "SAR-20"]}},
        hands={RED: ["FAL-R", "MUL-L", "SNK-L"]},
    )
    drop(state, RED, "FAL-R", 2)
    assert state["held"][RED][-1] == "SAR-06" and pillar(state, "FAL")["stack"] == ["SAR-12", "SAR-20"]
    assert pillar(state, "FAL")["scarabs"] == 0 and state["supply"] == 16
    assert pillar(state, "FAL")["explorer"] == RED


def test_pillar_with_empty_stack_collects_scarabs_and_never_claims():
    state = build(
        wall={(1, 1): "FAL-L"},
        pillars={"FAL": {"scarabs": 2, "explorer": RED, "stack": []}},
        hands={RED: ["FAL-R", "MUL-L", "SNK-L"]},
    )
    held = list(state["held"][RED])
    events = drop(state, RED, "FAL-R", 2)
    assert pillar(state, "FAL")["scarabs"] == 3 and state["held"][RED] == held
    assert "sarcophagus_opened" not in kinds(events) and "pillar_charged" not in kinds(events)


# §5.7 Refill -------------------------------------------------------------------------------------------------------


def test_refill_draws_one_card_secretly_and_announces_hand_size():
    state = build(hands={RED: ["CAM-L", "MUL-L", "SNK-L"]})
    top = state["stock"][0]
    events = drop(state, RED, "CAM-L", 1)
    drawn = first(events, "cards_drawn")
    assert drawn.to == (RED,) and drawn.params["cards"] == [top]
    refill = first(events, "hand_refilled")
    assert refill.public and refill.params == {"seat": RED, "drawn": 1, "hand_size": 3, "stock": len(state["stock"])}


def test_empty_stock_no_draw():
    state = build(hands={RED: ["CAM-L", "MUL-L", "SNK-L"], BLU: ["CAM-R", "MUL-R", "SNK-R"]})
    stock, state["stock"] = state["stock"], []
    state["wall"] = [stock[42:43]] + [stock[i * 7 : i * 7 + 7] for i in range(6)]
    check_invariants(state)
    events = drop(state, RED, "CAM-L", 1)
    if state["phase"] == "explorer":
        events += act(state, RED, {"type": "decline_explorer"})
    assert "cards_drawn" not in kinds(events)
    assert first(events, "hand_refilled").params["drawn"] == 0 and len(state["hands"][RED]) == 2
    assert state["active"] == BLU


# §5.8 Final phase --------------------------------------------------------------------------------------------------


def test_final_phase_runs_in_seat_order_from_start_player():
    state = build(
        n_players=3,
        start_player=GRN,
        pillars={
            "CAM": {"explorer": RED, "scarabs": 2},
            "MUL": {"explorer": RED, "scarabs": 1, "stack": []},
            "SNK": {"explorer": GRN, "scarabs": 2},
            "IBS": {"explorer": GRN, "scarabs": 1, "stack": []},
        },
        full_wall=True,
    )
    events = enter_final(state)
    assert first(events, "final_phase_started").params["order"] == [GRN, RED, BLU]
    assert GAME.to_act(state) == [GRN]
    act(state, GRN, {"type": "done"})
    assert GAME.to_act(state) == [RED]
    events = act(state, RED, {"type": "done"})
    assert first(events, "final_turn_ended").params == {"seat": RED, "reason": "done"}
    assert all_of(events, "final_turn_ended")[1].params == {"seat": BLU, "reason": "no_claim"}
    assert state["phase"] == "over"


def test_final_moves_are_bounded_and_offered_exactly():
    state = build(
        pillars={
            "CAM": {"explorer": RED, "scarabs": 2},
            "MUL": {"explorer": RED, "scarabs": 2, "stack": []},
        },
        full_wall=True,
    )
    enter_final(state)
    legal = GAME.legal_actions(state, RED)
    assert legal == [
        {"type": "move_scarabs", "from": "CAM", "to": "MUL", "count": 1},
        {"type": "move_scarabs", "from": "MUL", "to": "CAM", "count": 1},
        {"type": "done"},
    ]
    refused(state, RED, {"type": "move_scarabs", "from": "MUL", "to": "CAM", "count": 2}, "at most 3")
    refused(state, RED, {"type": "move_scarabs", "from": "MUL", "to": "MUL", "count": 1}, "different")
    refused(state, RED, {"type": "move_scarabs", "from": "MUL", "to": "CAM", "count": 0})
    # A non-claiming move is allowed; the turn goes on while a claim is reachable.
    act(state, RED, {"type": "move_scarabs", "from": "CAM", "to": "MUL", "count": 1})
    assert state["phase"] == "final" and GAME.to_act(state) == [RED]
    act(state, RED, {"type": "move_scarabs", "from": "MUL", "to": "CAM", "count": 2})
    assert state["phase"] == "over"


def test_decision_clock_names_each_decision_and_only_the_drop_is_secret():
    state = build(wall={(1, 1): "CAM-L"}, hands={RED: ["CAM-L", "MUL-L", "SNK-L"]}, options={"decision_timeout_s": 60})
    assert GAME.secret_input(state, RED) and not GAME.secret_input(state, BLU)
    assert GAME.waiting_for(state) == [RED] and GAME.prompt_key(state, BLU) == f"drop:{state['turn']}:0"
    [clock] = GAME.clock(state)
    assert clock == Clock(f"drop:{state['turn']}:0:s{RED}", (RED,), ((RED, {"type": "timeout"}),), 60, "turn")
    drop(state, RED, "CAM-L", 2)
    assert state["phase"] == "explorer" and not GAME.secret_input(state, RED)
    [clock] = GAME.clock(state)
    assert clock.key == f"explorer:{state['turn']}:0:s{RED}"
    [table_clock] = GAME.clock(build(options={}))  # no decision_timeout_s: the table's turn clock decides
    assert table_clock.seconds is None and table_clock.defaults[0][1] == {"type": "timeout", "clock": "table"}


def test_decision_clock_in_the_final_phase_changes_with_every_scarab_move():
    state = build(
        pillars={"CAM": {"explorer": RED, "scarabs": 2}, "MUL": {"explorer": RED, "scarabs": 2, "stack": []}},
        full_wall=True,
        options={"decision_timeout_s": 60},
    )
    enter_final(state)
    before = GAME.clock(state)[0].key
    act(state, RED, {"type": "move_scarabs", "from": "CAM", "to": "MUL", "count": 1})
    assert state["phase"] == "final" and GAME.clock(state)[0].key != before
    label = str(GAME.action_label(state, RED, {"type": "move_scarabs", "from": "MUL", "to": "CAM", "count": 2}, []))
    assert "2" in label and "Camel" in label


def test_final_phase_charged_and_rival_pillars_cannot_be_touched():
    state = build(
        pillars={
            "CAM": {"explorer": RED, "scarabs": 2},
            "MUL": {"scarabs": 3},
            "SNK": {"explorer": BLU, "scarabs": 1, "stack": []},
        },
        full_wall=True,
    )
    enter_final(state)
    # RED: 2 scarabs at CAM only -> no claim reachable -> auto-end; BLU has no stack pillar.
    assert state["phase"] == "over"


def test_final_phase_skips_to_scoring_when_nobody_can_claim():
    state = build(full_wall=True)
    events = enter_final(state)
    assert kinds(events)[-1] == "game_over" and GAME.to_act(state) == []


# §7 Scoring --------------------------------------------------------------------------------------------------------


def test_pharaoh_bonus_needs_own_explorer_at_that_exact_pillar():
    state = build(
        pharaohs={RED: "PH-CAT", BLU: "PH-CRO"},
        pillars={"CAT": {"explorer": BLU}, "CRO": {"explorer": BLU}, "MUL": {"explorer": RED}},
        full_wall=True,
    )
    enter_final(state)
    rows = {r["seat"]: r for r in GAME.result(state).details["players"]}
    assert rows[RED]["bonus"] == 0 and rows[BLU]["bonus"] == 7


def two_shared_places():
    """A four-player final where Red and Blue tie for place 1 and Green and Yellow for place 3."""
    state = build(
        n_players=4,
        held={RED: ["SAR-15"], BLU: ["SAR-16"], GRN: ["SAR-01"], YEL: ["SAR-02"]},
        full_wall=True,
    )
    enter_final(state)
    return GAME.result(state)


def test_total_ties_with_equal_counts_share_the_place():
    result = two_shared_places()
    assert result.ranking == [[RED, BLU], [GRN, YEL]]
    assert [r["rank"] for r in result.details["players"]] == [1, 1, 3, 3]
    assert result.winners == [RED, BLU]
    assert "share place 1" in result.explanation and "share place 3" in result.explanation
    assert "share place 1" in tr(GAME.explain(result, ["Ann", "Ben", "Cid", "Dan"]), "en")  # said after "Game over"


SHARED_BY_NAME = {
    "en": "Ann and Ben share place 1. Cid and Dan share place 3.",
    "cs": "Ann a\u00a0Ben se dělí o 1. místo. Cid a\u00a0Dan se dělí o 3. místo.",
    "sk": "Ann a\u00a0Ben sa delia o 1. miesto. Cid a\u00a0Dan sa delia o 3. miesto.",
    "pl": "Ann i Ben dzielą 1. miejsce. Cid i Dan dzielą 3. miejsce.",
}


@pytest.mark.parametrize("lang", sorted(SHARED_BY_NAME))
def test_the_tie_break_names_the_players_as_the_ranking_above_it_does(lang):
    """It read "Red and Blue share place 1." under a ranking that says "1. Ann": the players are named; only the
    stored English explanation, which has no names, says colours."""
    result = two_shared_places()
    assert tr(GAME.explain(result, ["Ann", "Ben", "Cid", "Dan"]), lang) == SHARED_BY_NAME[lang]
    assert result.explanation == "Red and Blue share place 1. Green and Yellow share place 3."


def test_without_a_tie_the_game_over_line_gets_no_explanation():
    state = build(held={RED: ["SAR-15"], BLU: ["SAR-01"]}, full_wall=True)
    enter_final(state)
    result = GAME.result(state)
    assert result.ranking == [[RED], [BLU]] and result.explanation == "No ties."  # stored (and drawn) as before
    assert GAME.explain(result, ["Ann", "Ben"]) == ""


def test_result_is_none_while_running_and_details_are_complete():
    state = build(full_wall=True)
    assert GAME.result(state) is None
    enter_final(state)
    result = GAME.result(state)
    for row in result.details["players"]:
        assert set(row) >= {"pharaoh", "sarcophagi", "bonus", "total", "count", "rank"}
        assert row["total"] == sum(s["value"] for s in row["sarcophagi"]) + row["bonus"]


# §8.3 Eyes of the Sphinx -------------------------------------------------------------------------------------------


def test_sphinx_touching_cards_in_a_line_of_three_score_nothing():
    wall = _wall({(1, 1): "SNK-L", (2, 1): "SNK-L", (3, 1): "SNK-R"})
    assert sphinx_pairs(wall, 3, 1) == []
    assert adjacent_pairs(wall, 3, 1) == [{"cell": [2, 1], "type": "opposite"}]


def test_sphinx_up_to_four_pairs_one_per_line():
    # New cat at (4,4): row, column, rising and falling diagonal each hold exactly one other cat.
    cells = {(c, 1): "MUL-L" for c in range(1, 8)} | {(c, 2): "MUL-R" for c in range(1, 8)}
    cells |= {(c, 3): "SNK-L" for c in range(1, 8)}
    cells |= {(1, 4): "CAT-L", (4, 1): "CAT-R", (2, 2): "CAT-L", (7, 1): "CAT-L", (4, 4): "CAT-L"}
    wall = _wall(cells)
    pairs = sphinx_pairs(wall, 4, 4)
    assert sorted((tuple(p["cell"]), p["type"]) for p in pairs) == [
        ((1, 4), "same"),
        ((2, 2), "same"),
        ((4, 1), "opposite"),
        ((7, 1), "same"),
    ]


def test_sphinx_other_animals_and_gaps_do_not_matter():
    wall = _wall({(1, 1): "FAL-R", (2, 1): "CAM-L", (6, 1): "FAL-R"})
    assert sphinx_pairs(wall, 6, 1) == [{"cell": [1, 1], "type": "same"}]


# §8.2 Curse lines --------------------------------------------------------------------------------------------------


def test_matching_lines_are_consecutive_and_read_either_way():
    wall = _wall({(1, 1): "SNK-L", (2, 1): "CAM-R", (3, 1): "IBS-L", (4, 1): "SNK-R", (5, 1): "IBS-L"})
    assert matching_lines(wall, ["SNK", "CAM", "IBS"]) == [[[1, 1], [2, 1], [3, 1]]]
    assert matching_lines(wall, ["IBS", "CAM", "SNK"]) == [[[1, 1], [2, 1], [3, 1]]]
    assert not has_matching_line(wall, ["SNK", "IBS", "IBS"])  # (3,1)-(4,1)-(5,1) is IBS SNK IBS
    assert matching_lines(wall, ["IBS", "SNK", "IBS"]) == [[[3, 1], [4, 1], [5, 1]]]


# Data --------------------------------------------------------------------------------------------------------------


def test_data_counts():
    assert len(CARDS) == 49 and len(SARCOPHAGI) == 21 and len(CURSES) == 6
    assert sum(s["value"] for s in SARCOPHAGI.values()) == 119
    assert sum(c[4] == "R" for c in CARDS) == 24


# §4.1 defaults on a platform timeout (option decision_timeout_s) ---------------------------------------------------


def test_timeout_default_drop_is_first_card_into_lowest_open_column():
    full_1 = {(1, r): k for r, k in enumerate(["CRO-R", "CAT-L", "FAL-L", "MUL-R", "CAM-L", "IBS-R", "SNK-R"], 1)}
    state = build(wall=full_1, hands={RED: ["MUL-L", "CAM-R", "SNK-L"]}, options={"decision_timeout_s": 120})
    [clock] = GAME.clock(state)
    assert clock.kind == "turn" and clock.seats == (RED,) and clock.seconds == 120
    assert clock.defaults == ((RED, {"type": "timeout"}),)
    refused(state, BLU, {"type": "timeout"}, "not your turn")
    events = act(state, RED, {"type": "timeout"})
    assert first(events, "timeout_default").params == {"seat": RED, "phase": "drop"}
    assert at(state, 2, 1) == "MUL-L"


def test_timeout_default_explorer_is_decline_and_final_is_done():
    state = build(wall={(1, 1): "CAM-L"}, hands={RED: ["CAM-L", "MUL-L", "SNK-L"]}, options={"decision_timeout_s": 60})
    drop(state, RED, "CAM-L", 2)
    events = act(state, RED, {"type": "timeout"})
    assert "explorer_declined" in kinds(events) and pillar(state, "CAM")["explorer"] is None
    state = build(
        pillars={"CAM": {"explorer": RED, "scarabs": 2}, "MUL": {"explorer": RED, "scarabs": 1, "stack": []}},
        full_wall=True,
        options={"decision_timeout_s": 60},
    )
    enter_final(state)
    events = act(state, RED, {"type": "timeout"})
    assert first(events, "final_turn_ended").params == {"seat": RED, "reason": "done"}
    assert state["phase"] == "over"


# Audit additions: rules that had no focused test -------------------------------------------------------------------


def test_s2_component_tables_match_the_spec():
    # §2.2 facing counts (majority side alternates in table order), §2.4 sarcophagi, §2.8 curse cards.
    facing = {a: (sum(c[:5] == f"{a}-L" for c in CARDS), sum(c[:5] == f"{a}-R" for c in CARDS)) for a in ANIMAL_IDS}
    assert facing == {
        "CAM": (4, 3),
        "MUL": (3, 4),
        "SNK": (4, 3),
        "IBS": (3, 4),
        "CAT": (4, 3),
        "CRO": (3, 4),
        "FAL": (4, 3),
    }
    assert "CAM-L-4" in CARDS and "CAM-R-3" in CARDS and "MUL-R-4" in CARDS and "MUL-L-4" not in CARDS
    table = [(1, 3, 4), (1, 4, 3), (2, 5, 4), (2, 6, 3), (3, 7, 3), (3, 8, 2), (3, 10, 2)]
    expected, number = {}, 1
    for eyes, value, count in table:
        for _ in range(count):
            expected[f"SAR-{number:02d}"] = (eyes, value)
            number += 1
    assert {s: (r["eyes"], r["value"]) for s, r in SARCOPHAGI.items()} == expected
    assert {c: r["animals"] for c, r in CURSES.items()} == {
        "CUR-1": ["SNK", "CAM", "IBS"],
        "CUR-2": ["MUL", "CAT", "SNK"],
        "CUR-3": ["CRO", "FAL", "CAM"],
        "CUR-4": ["IBS", "MUL", "CRO"],
        "CUR-5": ["CAT", "SNK", "FAL"],
        "CUR-6": ["FAL", "IBS", "MUL"],
    }


@pytest.mark.parametrize("n,turns", [(2, [25, 24]), (4, [13, 12, 12, 12])])
def test_s3_turns_per_player_in_seat_order_from_the_start_player(n, turns):
    # §3 table: the game always lasts 49 turns; the start player (here seat 2) plays one more when N does not divide 49.
    state = GAME.setup(n, {"start_player": "2"}, random.Random(n))
    chooser = random.Random(n)
    while state["phase"] not in ("final", "over"):
        seat = GAME.to_act(state)[0]
        act(state, seat, chooser.choice(GAME.legal_actions(state, seat)))
    assert [state["turns_played"][(1 + k) % n] for k in range(n)] == turns


def test_s4_1_s1_turn_start_is_public_and_the_hand_goes_to_the_player_on_turn_only():
    state = build(hands={RED: ["CAM-L", "MUL-L", "SNK-L"], BLU: ["IBS-L", "CAT-R", "CRO-L"]})
    events = drop(state, RED, "CAM-L", 1)
    started = first(events, "turn_started")
    assert started.public and started.params == {"seat": BLU, "turn": 2}
    hand = first(events, "turn_hand")
    assert hand.to == (BLU,) and hand.params["cards"] == state["hands"][BLU]
    assert kinds(events)[-2:] == ["turn_started", "turn_hand"]


def test_s5_4_empty_reserve_move_displaces_a_rival():
    five = {a: {"explorer": RED} for a in ("CAM", "MUL", "SNK", "IBS", "CAT")}
    five["CRO"] = {"explorer": BLU}
    state = build(wall={(1, 1): "CRO-L"}, pillars=five, hands={RED: ["CRO-L", "MUL-L", "SNK-L"]})
    reserve_blu = state["reserve"][BLU]
    drop(state, RED, "CRO-L", 2)
    assert state["pending"]["right"] == "DISPLACE" and state["pending"]["place"] is False
    events = act(state, RED, {"type": "move_explorer", "from": "SNK"})
    placed = first(events, "explorer_placed").params
    assert placed == {"seat": RED, "animal": "CRO", "from_pillar": "SNK", "displaced": BLU}
    assert pillar(state, "CRO")["explorer"] == RED and pillar(state, "SNK")["explorer"] is None
    assert state["reserve"][BLU] == reserve_blu + 1 and state["reserve"][RED] == 0


def test_s5_4_moving_an_explorer_to_a_charged_pillar_claims_at_once():
    five = {a: {"explorer": RED} for a in ("CAM", "MUL", "SNK", "IBS", "CAT")}
    five["FAL"] = {"scarabs": 3, "stack": ["SAR-04", "SAR-09", "SAR-17"]}
    state = build(wall={(1, 1): "FAL-R"}, pillars=five, hands={RED: ["FAL-L", "MUL-L", "SNK-L"]})
    assert state["supply"] == 13
    drop(state, RED, "FAL-L", 2)  # one opposite pair: OCCUPY an empty (charged) pillar
    events = act(state, RED, {"type": "move_explorer", "from": "CAM"})
    order = [e.kind for e in events if e.kind in ("explorer_placed", "sarcophagus_opened", "scarab_placed")]
    assert order == ["explorer_placed", "sarcophagus_opened", "scarab_placed"]
    assert first(events, "sarcophagus_value").to == (RED,) and state["held"][RED][-1] == "SAR-04"
    assert pillar(state, "FAL") == {"stack": ["SAR-09", "SAR-17"], "scarabs": 1, "explorer": RED}
    assert state["supply"] == 15


def test_s5_5_pillar_full_is_checked_before_supply_empty():
    empty = {a: {"stack": [], "scarabs": 3} for a in ("CAM", "MUL", "SNK", "IBS", "CAT")}
    empty["CAM"]["explorer"] = BLU
    empty["CRO"] = {"scarabs": 1}
    state = build(wall={(1, 1): "CAM-L"}, pillars=empty, hands={RED: ["CAM-R", "MUL-L", "SNK-L"]})
    assert state["supply"] == 0
    events = drop(state, RED, "CAM-R", 2)  # opposite pair at BLU's pillar: no decision
    assert first(events, "scarab_failed").params == {"animal": "CAM", "reason": "pillar_full", "supply": 0}


def test_s10_12_charged_pillar_scarab_attempts_fail_but_the_explorer_step_happens():
    state = build(
        wall={(1, 1): "MUL-L", (3, 1): "MUL-R"},
        pillars={"MUL": {"scarabs": 3}},
        hands={RED: ["MUL-R", "CAM-L", "SNK-L"]},
    )
    events = drop(state, RED, "MUL-R", 2)
    assert state["phase"] == "explorer" and first(events, "explorer_choice").params["right"] == "DISPLACE"
    events = act(state, RED, {"type": "decline_explorer"})
    failed = all_of(events, "scarab_failed")
    assert [e.params["reason"] for e in failed] == ["pillar_full", "pillar_full"]
    assert pillar(state, "MUL")["scarabs"] == 3 and pillar(state, "MUL")["explorer"] is None
    assert GAME.view(state, None)["pillars"][1]["charged"] is True


def test_s10_18_final_phase_scarabs_at_charged_or_rival_pillars_cannot_be_touched():
    state = build(
        pillars={
            "CAM": {"explorer": RED, "scarabs": 2},
            "MUL": {"explorer": RED, "scarabs": 1, "stack": []},
            "SNK": {"scarabs": 3},  # charged
            "IBS": {"explorer": BLU, "scarabs": 2},
        },
        full_wall=True,
    )
    enter_final(state)
    assert GAME.to_act(state) == [RED]
    for source, target in (("SNK", "CAM"), ("IBS", "CAM"), ("CAM", "SNK"), ("CAM", "IBS")):
        refused(state, RED, {"type": "move_scarabs", "from": source, "to": target, "count": 1}, "own explorer")
    pillars_used = {(a["from"], a["to"]) for a in GAME.legal_actions(state, RED) if a["type"] == "move_scarabs"}
    assert pillars_used == {("CAM", "MUL"), ("MUL", "CAM")}


def test_s5_7_engine_asserts_the_player_on_turn_holds_a_card():
    # Impossible with 49 cards for 49 windows; the engine must fail loudly rather than hand a turn to an empty hand.
    state = build(hands={RED: ["CAM-L", "MUL-L", "SNK-L"], BLU: []})
    stock, state["stock"] = state["stock"], []
    state["wall"] = [stock[i * 7 : i * 7 + 7] for i in range(6)] + [stock[42:46]]
    check_invariants(state)
    with pytest.raises(AssertionError, match="no card"):
        GAME.apply(state, RED, {"type": "drop", "card": "MUL-L", "column": 7}, random.Random(0))
        if state["phase"] == "explorer":
            GAME.apply(state, RED, {"type": "decline_explorer"}, random.Random(0))


def test_s10_19_engine_asserts_no_unclaimed_three_scarabs_at_an_own_pillar_when_the_final_phase_starts():
    state = build(pillars={"CAM": {"explorer": RED, "scarabs": 2}}, full_wall=True)
    state["pillars"]["CAM"]["scarabs"], state["supply"] = 3, 13  # a state the claim check never leaves at rest
    with pytest.raises(AssertionError, match="CAM"):
        enter_final(state)


@pytest.mark.parametrize("lang", sorted(SHARED_BY_NAME))
def test_the_final_ranking_puts_every_player_on_a_line_of_their_own(lang):
    """It read "Final ranking: 1. Cyril: 7 points (…)" and then "1. Anka: …" under it: the first player shared the
    heading's line, the others had lines of their own."""
    from engine.core import Event

    state = build(held={RED: ["SAR-15"], BLU: ["SAR-01"]}, full_wall=True)
    enter_final(state)
    result = GAME.result(state)
    lines = tr(GAME.describe(Event("game_over", {"details": result.details}), ["Ann", "Ben"]), lang).splitlines()
    assert len(lines) == 3 and lines[0].endswith(":"), lines
    assert lines[1].startswith("1. Ann") and lines[2].startswith("2. Ben"), lines


@pytest.mark.parametrize("lang", sorted(SHARED_BY_NAME))
def test_a_last_card_played_from_an_empty_stock_is_not_played_on_from(lang):
    """It read "The stock is empty: Ben keeps playing from their hand (0 left)." after Ben's last card."""
    from engine.core import Event

    def said(hand_size: int) -> str:
        event = Event("hand_refilled", {"seat": 1, "drawn": 0, "hand_size": hand_size, "stock": 0})
        return tr(GAME.describe(event, ["Ann", "Ben"]), lang)

    assert "0" not in said(0) and "Ben" in said(0)
    assert "2" in said(2) and said(2) != said(0)
