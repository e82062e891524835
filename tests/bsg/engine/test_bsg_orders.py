"""Standing orders and the table's pace (issue 23, engine/games/bsg/standing.py, machine/orders.py): in `days` a
reaction window never waits for a person — each seat answers from its orders, in the rulebook's order — orders are
secret like a hand, dropped (privately) when their card has gone, and survive a round trip of the state."""

from __future__ import annotations

import json
import random

import pytest
from bsg_testkit import (
    GAME,
    SPEC,
    Dice,
    clear_space,
    empty_hands,
    give_card,
    new_game,
    refused,
    run_tasks,
    take_viper,
    view_json,
    window_state,
)

from engine.bots import Seen, make_bot
from engine.games.bsg import machine as M
from engine.games.bsg import standing, texts
from engine.games.bsg.data import DATA
from engine.store import Store
from engine.tables import Tables


def days(state: dict) -> dict:
    state["options"]["pace"] = "days"
    return state


def order(state: dict, seat: int, **change) -> list:
    return GAME.apply(state, seat, {"type": "orders", **change}, random.Random(0))


def run_days(state: dict, tasks: list[dict], rng: random.Random) -> list:
    """Run machine tasks as a move would: the machine, then what standing orders answer."""
    ctx = M.Ctx(state, rng)
    ctx.push(*tasks)
    M.run(ctx)
    standing.settle(ctx)
    return ctx.events


def plays(events: list) -> list[tuple[str, int, str]]:
    return [
        (e.kind, e.params["seat"], e.params["card"]) for e in events if e.kind in ("skill_played", "skill_withdrawn")
    ]


def roll_state(pace: str = "days") -> dict:
    state = new_game(3)
    clear_space(state)
    empty_hands(state)
    state["decision"], state["stack"] = None, []
    state["options"]["pace"] = pace
    state["space"][0]["basestars"] = [{"damage": []}]
    return state


def roll(seat: int, then: dict | None = None) -> dict:
    """A die roll by `seat` whose +2 matters (a basestar's attack unless told otherwise)."""
    then = then or {"t": "basestar_result", "area": 0}
    return {"t": "roll_before", "seat": seat, "why": "test", "then": then, "viper": None}


# --- Strategic Planning -------------------------------------------------------------------------------------------


def test_strategic_planning_before_a_roll_of_mine_fires_and_nobody_is_asked():
    state = roll_state()
    state["jump"] = 3  # an FTL roll that can lose population: +2 matters
    sp = give_card(state, 0, "tactics", 3)
    order(state, 0, card=sp, when="my_roll")
    events = run_days(state, [roll(0)], Dice([1]))
    assert plays(events) == [("skill_played", 0, sp)]
    assert [(e.params["raw"], e.params["value"]) for e in events if e.kind == "roll"] == [(1, 3)]
    assert state["decision"] is None  # no window waited for anyone
    dropped = [e for e in events if e.kind == "order_dropped"]
    assert [(e.to, e.params["card"]) for e in dropped] == [((0,), sp)]  # the card has gone: told privately
    assert state["orders"]["0"]["cards"] == {}


def test_strategic_planning_before_a_roll_of_mine_does_not_fire_on_another_seats_roll():
    state = roll_state()
    state["jump"] = 3
    sp = give_card(state, 0, "tactics", 3)
    order(state, 0, card=sp, when="my_roll")
    events = run_days(state, [roll(1)], Dice([1]))
    assert plays(events) == [] and sp in state["players"][0]["hand"] and state["decision"] is None
    assert state["orders"]["0"]["cards"][sp]["when"] == "my_roll"  # kept for a later roll


def test_strategic_planning_on_any_roll_deciding_a_crisis_or_a_jump():
    for then, fires in (({"t": "ftl_result"}, True), ({"t": "basestar_result", "area": 0}, False)):
        state = roll_state()
        state["jump"] = 3
        sp = give_card(state, 2, "tactics", 4)
        order(state, 2, card=sp, when="check_or_jump")
        events = run_days(state, [roll(0, then)], Dice([1]))
        assert bool(plays(events)) is fires, then


def test_a_card_never_ordered_is_never_played_and_the_window_still_waits_for_nobody():
    state = roll_state()
    state["jump"] = 3
    sp = give_card(state, 1, "tactics", 3)
    order(state, 1, card=sp, when="my_roll")
    order(state, 1, card=sp, when="never")  # "never" removes the order
    events = run_days(state, [roll(1)], Dice([1]))
    assert plays(events) == [] and state["decision"] is None and state["orders"]["1"]["cards"] == {}


# --- Evasive Maneuvers --------------------------------------------------------------------------------------------


def viper_attack(pilot: int, when: str, die: int) -> tuple[str, list]:
    """A raider attacks the viper `pilot` flies; seat 1 holds Evasive Maneuvers with the order `when`."""
    state = roll_state()
    state["space"][0]["basestars"] = []
    take_viper(state, 4, pilot=pilot)
    state["space"][4]["raider"] = 1
    em = give_card(state, 1, "piloting", 1)
    order(state, 1, card=em, when=when)
    events = run_days(state, [{"t": "raider_act", "area": 4}], Dice([die, 1]))
    assert state["decision"] is None
    return em, events


@pytest.mark.parametrize(("die", "fires"), [(8, True), (2, False)])  # 8 destroys the viper, 2 misses
def test_evasive_maneuvers_when_my_viper_is_hit(die, fires):
    em, events = viper_attack(1, "my_viper_hit", die)
    assert (plays(events) == [("skill_played", 1, em)]) is fires
    assert ("reroll" in [e.kind for e in events]) is fires


def test_evasive_maneuvers_when_my_viper_is_hit_ignores_another_pilots_viper():
    _, events = viper_attack(2, "my_viper_hit", 8)
    assert plays(events) == []
    em, events = viper_attack(2, "any_viper_hit", 8)
    assert plays(events) == [("skill_played", 1, em)]


# --- skill checks: Declare Emergency, Scientific Research, Investigative Committee ----------------------------------


def check_at_total(total: int, difficulty: int) -> dict:
    state = days(window_state())
    spec = {"skills": ["politics"], "difficulty": difficulty, "pass": [], "fail": [], "partial_min": None}
    run_tasks(state, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "crisis", "id": "x"}}], auto=False)
    state["decision"], state["stack"] = None, []
    state["check"]["pool"] = []
    state["check"]["total"] = total
    return state


@pytest.mark.parametrize(("total", "fires"), [(4, True), (5, True), (6, False), (3, False)])
def test_declare_emergency_when_it_turns_a_failing_check_into_a_pass(total, fires):
    state = check_at_total(total, 6)
    de = give_card(state, 2, "leadership", 3)
    order(state, 2, card=de, when="fail_to_pass")
    events = run_days(state, [{"t": "skill_window", "window": "check_total", "seats": [0, 1, 2]}], random.Random(0))
    assert (plays(events) == [("skill_played", 2, de)]) is fires
    assert state["check"]["difficulty"] == (4 if fires else 6) and state["decision"] is None


def test_check_pre_orders_scientific_research_and_investigative_committee_in_seat_order():
    state = days(window_state())
    sr = give_card(state, 2, "engineering", 3)
    ic = give_card(state, 1, "politics", 3)
    order(state, 2, card=sr, when="when_it_matters")
    order(state, 1, card=ic, when="always")
    spec = {**SPEC, "skills": ["politics"]}
    events = run_days(
        state, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "crisis", "id": "x"}}], random.Random(0)
    )
    assert plays(events) == [("skill_played", 1, ic), ("skill_played", 2, sr)]  # current player (0) onwards
    assert state["check"]["face_up"] and "engineering" in state["check"]["extra_positive"]
    assert state["decision"]["kind"] == "contribute"  # the check goes on: nothing waited in between


def test_scientific_research_does_not_fire_when_engineering_already_counts():
    state = days(window_state())
    sr = give_card(state, 2, "engineering", 3)
    order(state, 2, card=sr, when="when_it_matters")
    spec = {**SPEC, "skills": ["engineering", "politics"]}
    events = run_days(
        state, [{"t": "check_begin", "spec": spec, "actor": 0, "src": {"kind": "crisis", "id": "x"}}], random.Random(0)
    )
    assert plays(events) == [] and sr in state["players"][2]["hand"]


# --- two orders on one window: the rulebook's order -----------------------------------------------------------------


def test_two_orders_for_one_roll_resolve_in_seat_order_from_the_current_player_and_the_second_is_withdrawn():
    state = roll_state()
    state["jump"] = 3
    sp2 = give_card(state, 2, "tactics", 4)
    sp1 = give_card(state, 1, "tactics", 3)
    order(state, 2, card=sp2, when="human_roll")
    order(state, 1, card=sp1, when="human_roll")
    events = run_days(state, [roll(0)], Dice([1]))
    assert plays(events) == [("skill_played", 1, sp1), ("skill_withdrawn", 2, sp2)]
    assert [(e.params["raw"], e.params["value"]) for e in events if e.kind == "roll"] == [(1, 3)]  # +2 once
    assert sp2 in state["players"][2]["hand"] and state["decision"] is None
    assert sp2 in state["orders"]["2"]["cards"]  # still held: the order stays


# --- days against live ----------------------------------------------------------------------------------------------


def test_live_windows_ask_as_before_and_days_windows_ask_nobody_but_bots():
    live = roll_state("live")
    live["jump"] = 3
    run_tasks(live, [roll(0)], Dice([1]), auto=False)
    assert live["decision"]["kind"] == "skill_window" and GAME.to_act(live) == [0, 1, 2]
    quiet = roll_state()
    quiet["jump"] = 3
    run_days(quiet, [roll(0)], Dice([1]))
    assert quiet["decision"] is None
    with_bot = roll_state()
    with_bot["jump"] = 3
    order(with_bot, 2, ask=True)  # a bot's seat: asked in windows as ever
    run_days(with_bot, [roll(0)], Dice([1]))
    assert with_bot["decision"]["kind"] == "skill_window" and GAME.to_act(with_bot) == [2]


def test_orders_for_windows_do_not_fire_in_live_pace():
    state = roll_state("live")
    state["jump"] = 3
    sp = give_card(state, 0, "tactics", 3)
    order(state, 0, card=sp, when="my_roll")
    run_days(state, [roll(0)], Dice([1]))
    assert state["decision"]["kind"] == "skill_window" and sp in state["players"][0]["hand"]


def test_bots_still_decide_windows_in_days_pace():
    state = days(new_game(4))
    rng = random.Random(3)
    bots = {s: make_bot(GAME, "normal", 0.01) for s in range(4)}
    asked = windows = 0
    for _ in range(3000):
        if state["winner"] is not None:
            break
        seat = GAME.to_act(state)[0]
        action = bots[seat].choose(Seen(seat, GAME.view(state, seat), GAME.legal_actions(state, seat), []), rng)
        asked += action.get("type") == "orders"
        windows += state["decision"]["kind"] == "skill_window"
        GAME.apply(state, seat, action, rng)
    assert asked == 4  # each bot asks once to be asked in windows, then plays on
    assert windows > 0 and state["winner"] is not None


# --- once-per-game and optional abilities -----------------------------------------------------------------------------


def kara_crisis(kind: str, when: str | None, pace: str = "days") -> tuple[dict, list]:
    state = new_game(3, ["kara_thrace", "laura_roslin", "william_adama"])
    state["decision"], state["stack"] = None, []
    state["options"]["pace"] = pace
    if when:
        order(state, 0, ability="secret_destiny", when=when)
    card = next(c for c in state["decks"]["crisis"] if DATA.crises[c]["type"] == kind)
    state["decks"]["crisis"].remove(card)
    events = run_days(state, [{"t": "crisis_resolve", "card": card}], random.Random(0))
    return state, events


@pytest.mark.parametrize(("kind", "fires"), [("cylon_attack", True), ("skill_check", False)])
def test_secret_destiny_replaces_a_crisis_that_is_a_cylon_attack(kind, fires):
    state, events = kara_crisis(kind, "cylon_attack")
    used = [e for e in events if e.kind == "ability_used" and e.params["name"] == "Secret Destiny"]
    assert bool(used) is fires and state["players"][0]["opg_used"] is fires
    assert not state["decision"] or state["decision"]["kind"] != "secret_destiny"


def test_secret_destiny_without_an_order_waits_in_live_and_not_in_days():
    live, _ = kara_crisis("cylon_attack", None, pace="live")
    assert live["decision"]["kind"] == "secret_destiny"
    quiet, events = kara_crisis("cylon_attack", None)
    assert not quiet["decision"] or quiet["decision"]["kind"] != "secret_destiny"
    assert not quiet["players"][0]["opg_used"]


# --- draw preference and the Executive Order choice ------------------------------------------------------------------


def test_a_draw_preference_answers_the_turns_draw_of_a_multi_skill_character():
    state = new_game(3, ["lee_adama", "laura_roslin", "william_adama"])
    assert state["decision"]["kind"] == "draw_skill" and state["decision"]["why"] == "receive"
    before = list(state["players"][0]["hand"])
    order(state, 0, draw={"leadership": 1, "politics": 1})
    drawn = sorted(DATA.skill_cards[c]["skill"] for c in state["players"][0]["hand"] if c not in before)
    assert drawn == ["leadership", "politics"] and state["decision"]["kind"] != "draw_skill"
    assert standing.view(state, 0)["draw"] == {"leadership": 1, "politics": 1}


def test_a_draw_preference_must_share_out_the_characters_choice():
    state = new_game(3, ["lee_adama", "laura_roslin", "william_adama"])
    assert refused(state, 0, {"type": "orders", "draw": {"leadership": 3}}) == str(texts.error("order_draw"))
    assert refused(state, 0, {"type": "orders", "draw": {"tactics": 2}}) == str(texts.error("order_draw"))
    assert refused(state, 2, {"type": "orders", "draw": {"leadership": 1}}) == str(texts.error("order_no_draw"))


def test_an_executive_order_standing_choice_answers_the_receiver():
    for eo, asked in ((None, True), ("two_actions", False)):
        state = new_game(3)
        state["decision"], state["stack"] = None, []
        if eo:
            order(state, 1, eo=eo)
        ctx = M.Ctx(state, random.Random(0))
        ctx.decide("eo_mode", 1)
        standing.settle(ctx)
        assert (state["decision"]["kind"] == "eo_mode") is asked
        if not asked:
            assert [e.params["mode"] for e in ctx.events if e.kind == "eo_mode"] == ["two_actions"]


# --- the orders themselves: inactive, gone, cleared, secret, stored ---------------------------------------------------


def test_an_order_for_a_card_not_held_is_kept_inactive_until_the_card_comes():
    state = roll_state()
    sp = next(c for c, i in DATA.skill_cards.items() if i["card_id"] == "strategic_planning")
    order(state, 1, card=sp, when="my_roll")
    assert standing.view(state, 1)["cards"] == [{"card": sp, "when": "my_roll", "active": False}]
    state["players"][1]["hand"].append(state["skill_deck"]["tactics"].pop(state["skill_deck"]["tactics"].index(sp)))
    assert standing.view(state, 1)["cards"][0]["active"] is True


def test_an_order_whose_card_leaves_the_hand_is_dropped_and_only_its_seat_is_told():
    state = roll_state()
    sp = give_card(state, 1, "tactics", 3)
    order(state, 1, card=sp, when="my_roll")
    state["players"][1]["hand"].remove(sp)
    state["skill_discard"]["tactics"].append(sp)
    ctx = M.Ctx(state, random.Random(0))
    standing.settle(ctx)
    assert [(e.kind, e.to, e.public) for e in ctx.events] == [("order_dropped", (1,), False)]
    assert standing.view(state, 1)["cards"] == []
    assert texts.describe(ctx.events[0], ["a", "b", "c"])


def test_a_new_occupant_starts_with_no_orders():
    state = roll_state()
    sp = give_card(state, 1, "tactics", 3)
    order(state, 1, card=sp, when="my_roll")
    order(state, 1, ability="secret_destiny", when="always")
    order(state, 1, eo="move_and_act")
    order(state, 1, clear=True)
    mine = standing.view(state, 1)
    assert mine["cards"] == [] and mine["abilities"] == {} and mine["eo"] is None and mine["draw"] is None


def test_orders_are_in_their_seats_view_only_and_cause_no_public_event():
    state = roll_state()
    sp = give_card(state, 1, "tactics", 3)
    events = order(state, 1, card=sp, when="my_roll") + order(state, 1, ability="secret_destiny", when="always")
    assert events == []
    assert GAME.view(state, 1)["me"]["orders"]["cards"][0]["card"] == sp
    for seat in (None, 0, 2):
        seen = view_json(GAME.view(state, seat))
        assert "my_roll" not in seen and "secret_destiny" not in seen, seat


def test_twins_differing_only_in_one_seats_orders_look_the_same_until_an_order_fires():
    twins = []
    for when in ("my_roll", "never"):
        state = roll_state()
        state["jump"] = 3
        sp = give_card(state, 1, "tactics", 3)
        order(state, 1, card=sp, when=when)
        twins.append(state)
    first = [run_days(t, [roll(0)], Dice([1])) for t in twins]  # seat 0's roll: seat 1's order does not fire
    assert [[e.to_json() for e in events if e.public] for events in first] == [
        [e.to_json() for e in first[0] if e.public]
    ] * 2
    assert view_json(GAME.view(twins[0], None)) == view_json(GAME.view(twins[1], None))
    assert view_json(GAME.view(twins[0], 0)) == view_json(GAME.view(twins[1], 0))
    second = [run_days(t, [roll(1)], Dice([1])) for t in twins]  # seat 1's roll: it fires in one twin only
    assert [bool(plays(events)) for events in second] == [True, False]


def test_orders_survive_a_round_trip_of_the_state():
    state = roll_state()
    state["jump"] = 3
    sp = give_card(state, 0, "tactics", 3)
    order(state, 0, card=sp, when="my_roll")
    stored = json.loads(json.dumps(state))
    assert stored["orders"] == state["orders"]
    assert plays(run_days(stored, [roll(0)], Dice([1]))) == [("skill_played", 0, sp)]


def test_bad_orders_are_refused_and_change_nothing():
    state = roll_state()
    sp = give_card(state, 0, "tactics", 3)
    assert refused(state, 0, {"type": "orders", "card": "politics:0", "when": "always"}) == str(
        texts.error("order_card")
    )
    assert refused(state, 0, {"type": "orders", "card": sp, "when": "my_viper_hit"}) == str(texts.error("order_when"))
    assert refused(state, 0, {"type": "orders", "ability": "draft", "when": "always"}) == str(
        texts.error("order_ability")
    )
    assert refused(state, 0, {"type": "orders"}) == str(texts.error("malformed"))
    assert refused(state, 0, {"type": "orders", "card": sp, "when": "my_roll", "x": 1}) == str(texts.error("malformed"))
    assert refused(state, 0, {"type": "orders", "eo": "three_actions"}) == str(texts.error("malformed"))
    assert refused(state, 7, {"type": "orders", "clear": True})


def test_an_order_set_after_a_window_resolved_does_not_reopen_it():
    state = roll_state("live")
    state["jump"] = 3
    sp = give_card(state, 1, "tactics", 3)
    run_tasks(state, [roll(0)], Dice([1]), auto=False)
    for seat in GAME.to_act(state):
        GAME.apply(state, seat, {"type": "pass"}, Dice([1]))
    assert state["decision"] is None and state["roll"] is None
    state["options"]["pace"] = "days"
    events = order(state, 1, card=sp, when="human_roll")
    assert events == [] and state["decision"] is None and sp in state["players"][1]["hand"]


def test_orders_survive_a_restart_and_the_move_log_replays_them(tmp_path):
    """Set through `Tables` as moves out of turn: stored with the snapshot, read back by a fresh `Tables` (a restart),
    and rebuilt the same by replaying the move log."""
    tables = Tables(Store(tmp_path / "t.db"))
    table = tables.create("bsg", 1, 10, 100, {"seat_order": "join", "pace": "days"})
    for user in (101, 102):
        tables.join(table.id, user)
    tables.start(table.id, 100)
    row = tables.get(table.id)
    awaited = GAME.to_act(row.state)[0]
    other = next(s for s in range(3) if s != awaited)  # out of turn
    tables.act(table.id, row.seats[other], {"type": "orders", "ability": "secret_destiny", "when": "always"})
    tables.act(table.id, row.seats[other], {"type": "orders", "eo": "two_actions"})
    again = Tables(Store(tmp_path / "t.db")).get(table.id)
    mine = standing.view(again.state, other)
    assert mine["abilities"] == {"secret_destiny": "always"} and mine["eo"] == "two_actions"
    assert tables.replay(again)["orders"] == again.state["orders"]
    public = GAME.view(again.state, None)
    assert "orders" not in public and "two_actions" not in view_json(public)
