"""The turn planner without Discord (engine/games/bsg/turn_plan.py, presenters/bsg_turn_plan.py): who is offered it,
that every step it offers is legal when played, that it ends at a step that draws, shows or rolls, that what it
offers does not depend on anything the seat cannot see, and that stale or forged plan controls change nothing."""

from __future__ import annotations

import copy
import random
from typing import Any

from engine.core import derive_rng
from engine.games.bsg import turn_plan as P
from engine.games.bsg.data import DATA
from engine.registry import get_game
from i18n import LANGS, tr
from presenters.bsg import BsgPresenter
from presenters.bsg_confirm import irreversible
from presenters.controls import ControlRef, decode, encode
from presenters.screens import Act, Refuse, Screen, Show
from tests.bsg.presenter_kit import before_each_move, dump, table_for

GAME = get_game("bsg")
SEEDS = 4


def plannable_states(limit: int = 40) -> list[tuple[dict[str, Any], int, int]]:
    """(a copy of the state, its move number, the seat) where the current player may plan, from seeded games."""
    found = []
    for seed in range(SEEDS):
        for state, move in before_each_move(f"plan:{seed}", random.Random(seed), 300):
            seat = state["current"]
            if P.plannable(state, seat):
                found.append((copy.deepcopy(state), move, seat))
                if len(found) >= limit:
                    return found
    return found


STATES = plannable_states()


def planner_of(presenter: BsgPresenter, state: dict[str, Any], move: int, seat: int) -> Screen:
    snap = presenter.snapshot(table_for(state, move))
    opener = next(c for c in presenter.panel(snap, seat).controls if decode(c.id).verb == "plan")  # type: ignore[union-attr]
    shown = presenter.handle(snap, seat, decode(opener.id), [])  # type: ignore[arg-type]
    assert isinstance(shown, Show) and shown.edit, "the planner is drawn on the panel itself"
    return shown.screen


def choose(presenter: BsgPresenter, state: dict[str, Any], move: int, seat: int, screen: Screen, depth: int) -> Screen:
    """The planner after choosing the first option of step `depth`'s menu."""
    snap = presenter.snapshot(table_for(state, move))
    menu = [c for c in screen.controls if c.is_select][depth]
    assert menu.choices
    shown = presenter.handle(snap, seat, decode(menu.id), [menu.choices[0].value])  # type: ignore[arg-type]
    assert isinstance(shown, Show)
    return shown.screen


def submit(presenter: BsgPresenter, state: dict[str, Any], move: int, seat: int, screen: Screen) -> Any:
    snap = presenter.snapshot(table_for(state, move))
    button = next(c for c in screen.controls if decode(c.id).verb == "turn")  # type: ignore[union-attr]
    return presenter.handle(snap, seat, decode(button.id), [])  # type: ignore[arg-type]


def test_the_seeded_games_reach_plans_of_several_steps() -> None:
    assert len(STATES) >= 20
    assert any(P.walk(GAME, s, seat, [0, 0]).actions[1:] for s, _, seat in STATES)


def test_only_the_current_players_movement_or_action_offers_the_planner() -> None:
    presenter = BsgPresenter()
    offered = 0
    for seed in range(2):
        for state, move in before_each_move(f"plan:{seed}", random.Random(seed), 200):
            snap = presenter.snapshot(table_for(state, move))
            for seat in GAME.to_act(state):
                if not presenter.secret_now(snap, seat):
                    continue
                verbs = [decode(c.id).verb for c in presenter.panel(snap, seat).controls]  # type: ignore[union-attr]
                assert ("plan" in verbs) == P.plannable(state, seat), state["decision"]["kind"]
                offered += "plan" in verbs
            assert not any(decode(c.id).verb in ("plan", "turn") for c in presenter.public_controls(snap))  # type: ignore[union-attr]
    assert offered


def test_submit_plays_the_steps_chosen_and_each_is_legal_when_played() -> None:
    presenter = BsgPresenter()
    for state, move, seat in STATES:
        before = copy.deepcopy(state)
        screen = planner_of(presenter, state, move, seat)
        for depth in range(P.MAX_STEPS):
            if len([c for c in screen.controls if c.is_select]) <= depth:
                break
            screen = choose(presenter, state, move, seat, screen, depth)
        played = submit(presenter, state, move, seat, screen)
        assert isinstance(played, Act)
        assert state == before, "planning changes nothing"
        work = copy.deepcopy(state)
        for n, action in enumerate((played.action, *played.then)):
            assert action in GAME.legal_actions(work, seat), n
            GAME.apply(work, seat, action, derive_rng("real", n))
        for lang in LANGS:
            assert tr(screen.text, lang).strip() and all(tr(c.label, lang) or c.is_select for c in screen.controls)


def test_an_open_step_shows_nothing_and_does_not_depend_on_chance() -> None:
    """Wherever the walk lets the plan go on, the step played with the table's own random numbers gives exactly
    the state the planner simulated and no private event; wherever a step draws, shows or rolls, the plan ends."""
    ends: set[str] = set()
    for state, _, seat in STATES:
        for i in range(len(GAME.legal_actions(state, seat))):
            walk = P.walk(GAME, state, seat, [i])
            ends.add(walk.stop)
            work = copy.deepcopy(state)
            events = GAME.apply(work, seat, walk.actions[0], derive_rng("table", i))
            if walk.open:
                assert work == walk.stages[1][0] and all(e.public for e in events)
            elif any(not e.public for e in events):
                assert walk.stop == P.HIDDEN
    assert {P.OPEN, P.CARD} <= ends


def twin(state: dict[str, Any], seat: int, rng: random.Random) -> dict[str, Any]:
    """The same table as `seat` sees it, with everything hidden from it changed: every hidden pile shuffled, and
    the other seats' hands swapped card for card (same skill type) with the skill decks."""
    other = copy.deepcopy(state)
    for name in ("destiny", "galactica_pile", "basestar_pile", "civilian_pile"):
        rng.shuffle(other[name])
    for pile in (*other["skill_deck"].values(), *other["decks"].values()):
        rng.shuffle(pile)
    for s, player in enumerate(other["players"]):
        if s == seat:
            continue
        for n, card in enumerate(player["hand"]):
            deck = other["skill_deck"][DATA.skill_cards[card]["skill"]]
            if deck:
                player["hand"][n], deck[0] = deck[0], card
    return other


def test_what_the_planner_offers_depends_only_on_what_the_seat_sees() -> None:
    presenter = BsgPresenter()
    rng = random.Random(5)
    compared = 0
    for state, move, seat in STATES:
        other = twin(state, seat, rng)
        assert other != state
        for i, action in enumerate(GAME.legal_actions(state, seat)):
            if irreversible(action):
                continue  # not offered by the planner
            picks = [i]
            walk = P.walk(GAME, state, seat, picks)
            if walk.open and not irreversible(walk.stages[1][1][0]):
                picks.append(0)
            for chosen in (picks[:1], picks):
                screens = []
                for version in (state, other):
                    snap = presenter.snapshot(table_for(version, move))
                    plan = decode(encode("g", snap.table.id, "plan", f"{seat}.{'-'.join(map(str, chosen))}",
                                         presenter.seat_key(snap, seat)))  # fmt: skip
                    shown = presenter.handle(snap, seat, plan, [])  # type: ignore[arg-type]
                    assert isinstance(shown, Show)
                    screens.append(dump(shown.screen))
                assert screens[0] == screens[1], (move, chosen)
                compared += 1
    assert compared > 100


def refusal(presenter: BsgPresenter, state: dict[str, Any], move: int, seat: int, ref: ControlRef) -> str:
    before = copy.deepcopy(state)
    snap = presenter.snapshot(table_for(state, move))
    answer = presenter.handle(snap, seat, ref, [])
    assert isinstance(answer, Refuse), answer
    assert state == before
    return tr(answer.text, "en")


def test_stale_forged_and_foreign_plans_change_nothing() -> None:
    presenter = BsgPresenter()
    state, move, seat = next(s for s in STATES if P.walk(GAME, s[0], s[2], [0]).open)
    snap = presenter.snapshot(table_for(state, move))
    key, tid = presenter.seat_key(snap, seat), snap.table.id
    other = (seat + 1) % state["n"]

    def ref(verb: str, arg: str, tag: str = key) -> ControlRef:
        return ControlRef("g", tid, verb, f"{tag}.{arg}")

    assert "out of date" in refusal(presenter, state, move, seat, ref("turn", f"{seat}.0", tag="0badc0de"))
    assert "another player's panel" in refusal(presenter, state, move, seat, ref("turn", f"{other}.0"))
    for forged in ("99", "0-99-0", "a", "-1", "0-0-0-0-0", "0--0", "\u0660", ""):
        assert "not a plan your panel offered" in refusal(presenter, state, move, seat, ref("turn", f"{seat}.{forged}"))
    assert "out of date" in refusal(presenter, state, move, other, ref("plan", f"{other}.0"))  # not their turn
