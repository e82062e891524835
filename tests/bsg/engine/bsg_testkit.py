"""Shared helpers for the BSG engine tests: scripted dice, game builders, scenario runners."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from engine.core import IllegalMove, derive_rng
from engine.games.bsg import BsgGame
from engine.games.bsg import machine as M
from engine.games.bsg.clocks import PASS_KINDS
from engine.games.bsg.rules import invariants
from i18n import text_from_json, text_to_json

GAME = BsgGame()


def view_json(view: Any) -> str:
    """A view as stored JSON: its texts (Msg, Cat, ListOf) as tagged dicts, the way the outbox stores texts."""
    return json.dumps(view, default=text_to_json)


def view_round_trip(view: Any) -> Any:
    return json.loads(view_json(view), object_hook=text_from_json)


TRIO = ["william_adama", "laura_roslin", "kara_thrace"]  # military, political, pilot: a legal draft in any order


class Dice(random.Random):
    """A Random whose d8 rolls come from a script (then fall back to the seed)."""

    def __init__(self, rolls: list[int] | None = None, seed: Any = 0):
        super().__init__(seed)
        self.rolls = list(rolls or [])

    def randint(self, a: int, b: int) -> int:
        if (a, b) == (1, 8) and self.rolls:
            return self.rolls.pop(0)
        return super().randint(a, b)


def new_game(n: int = 3, characters: list[str] | None = None, seed: Any = "kit", lee_area: int = 4) -> dict:
    """A game with seat 0 as first player, `characters[seat]` drafted, all setup decisions answered."""
    characters = characters or (TRIO + ["galen_tyrol", "gaius_baltar", "saul_tigh"])[:n]
    state = GAME.setup(n, {"_first": 0}, random.Random(seed))
    rng = random.Random(f"{seed}-play")
    while state["phase"] == "setup":
        seat = GAME.to_act(state)[0]
        d = state["decision"]
        if d["kind"] == "draft":
            action = {"type": "character", "character": characters[seat]}
        elif d["kind"] == "lee_launch":
            action = {"type": "launch", "area": lee_area}
        else:
            action = GAME.legal_actions(state, seat)[0]
        act(state, seat, action, rng)
    return state


# the prompts a scenario declines by passing: the clocks' pass-on-timeout kinds (engine/games/bsg/clocks.py), except
# a location's reaction (loc_reaction: a difficulty change the scenarios answer themselves)
AUTO_PASS = PASS_KINDS - {"loc_reaction"}


def act(state: dict, seat: int, action: dict, rng: random.Random | None = None, auto: bool = True) -> list:
    """Apply an action; then, unless `auto` is False, decline optional once-per-game prompts listed in AUTO_PASS
    (reaction windows and optional once-per-game prompts) so that scenario tests need not answer them."""
    rng = rng or random.Random(0)
    events = GAME.apply(state, seat, action, rng)
    if auto:
        events += auto_pass(state, rng)
    return events


def auto_pass(state: dict, rng: random.Random) -> list:
    """Pass every prompt listed in AUTO_PASS (for a simultaneous window: every seat still asked)."""
    events: list = []
    while state["decision"] and state["decision"]["kind"] in AUTO_PASS:
        events += GAME.apply(state, GAME.to_act(state)[0], {"type": "pass"}, rng)
    return events


def pass_window(state: dict, rng: random.Random | None = None, plays: dict[int, str] | None = None) -> list:
    """Answer the open skill-card window: the seats in `plays` play their card, every other asked seat passes."""
    rng = rng or random.Random(0)
    plays = plays or {}
    assert state["decision"]["kind"] == "skill_window"
    events: list = []
    for seat in GAME.to_act(state):
        action = {"type": "play", "card": plays[seat]} if seat in plays else {"type": "pass"}
        events += GAME.apply(state, seat, action, rng)
    return events


def refused(state: dict, seat: int, action: Any) -> str:
    before = json.dumps(state, sort_keys=True)
    try:
        GAME.apply(state, seat, action, random.Random(0))
    except IllegalMove as exc:
        assert json.dumps(state, sort_keys=True) == before, "state changed on a refused move"
        return str(exc)
    raise AssertionError("move was accepted")


def bare(n: int = 3, characters: list[str] | None = None, **setup: Any) -> dict:
    """A new game (see `new_game`) with no decision pending and nothing on the stack: the test sets up its moment."""
    state = new_game(n, characters, **setup)
    state["decision"] = None
    state["stack"] = []
    return state


def run_tasks(state: dict, tasks: list[dict], rng: random.Random | None = None, auto: bool = True) -> list:
    """Run machine tasks on the state (as the engine would inside a step) until a decision or the end; then pass
    the prompts in AUTO_PASS unless `auto` is False."""
    rng = rng or random.Random(0)
    ctx = M.Ctx(state, rng)
    ctx.push(*tasks)
    M.run(ctx)
    events = ctx.events
    if auto:
        events += auto_pass(state, rng)
    return events


def clear_space(state: dict) -> None:
    """Empty every space area (ships back to supply / reserves / pile) so a scenario can be built."""
    for p in state["players"]:
        if p["viper"] is not None:
            p["viper"] = None
            p["loc"] = "hangar_deck"
            state["reserves"]["viper"] += 1
    for sp in state["space"]:
        state["reserves"]["viper"] += sp["viper"]
        sp["viper"] = 0
        state["civilian_pile"].extend(sp["civilians"])
        sp["civilians"] = []
        sp["raider"] = 0
        sp["heavy_raider"] = 0
        for bs in sp["basestars"]:
            state["basestar_pile"].extend(bs["damage"])
        sp["basestars"] = []


def take_viper(state: dict, area: int, pilot: int | None = None) -> None:
    state["reserves"]["viper"] -= 1
    if pilot is None:
        state["space"][area]["viper"] += 1
    else:
        state["players"][pilot]["loc"] = None
        state["players"][pilot]["viper"] = area


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def public_params(events: list, kind: str) -> list[dict]:
    return [e.params for e in events if e.kind == kind and e.to is None]


def give_card(state: dict, seat: int, skill: str, strength: int) -> str:
    """Move a skill card of that skill and strength from its deck into the seat's hand, as a draw of that type
    (public: the table's record of the hand, machine/public_hands.py, counts it)."""
    from engine.games.bsg.data import DATA

    for cid in list(state["skill_deck"][skill]):
        if DATA.skill_cards[cid]["strength"] == strength:
            state["skill_deck"][skill].remove(cid)
            state["players"][seat]["hand"].append(cid)
            M.public_hands.observe(state, "skill_drawn", {"seat": seat, "skill": skill})
            return cid
    raise AssertionError(f"no {skill} {strength} left in the deck")


def empty_hands(state: dict) -> None:
    """Every hand back to its deck. A test that builds hands directly: the table's record of the hands
    (machine/public_hands.py) forgets them, so every seat counts as possibly holding any card."""
    from engine.games.bsg.data import DATA

    for p in state["players"]:
        for cid in p["hand"]:
            state["skill_deck"][DATA.skill_cards[cid]["skill"]].append(cid)
        p["hand"] = []
    forget_hands(state)


def forget_hands(state: dict) -> None:
    """For a test that sets hands directly: the table's record of the hands (machine/public_hands.py) forgets them,
    so every seat counts as possibly holding any card (skill-card windows ask every human)."""
    M.public_hands.unknown(state)


def stack_destiny(state: dict, cards: list[tuple[str, int]]) -> None:
    """Make the next destiny draws exactly these cards (drawn from the end of the list)."""
    from engine.games.bsg.data import DATA

    for cid in state["destiny"]:
        state["skill_deck"][DATA.skill_cards[cid]["skill"]].append(cid)
    state["destiny"] = []
    picked = []
    for skill, strength in cards:
        for cid in state["skill_deck"][skill]:
            if DATA.skill_cards[cid]["strength"] == strength and cid not in picked:
                picked.append(cid)
                break
    for cid in picked:
        state["skill_deck"][DATA.skill_cards[cid]["skill"]].remove(cid)
    # keep 8 filler cards under them so the deck is not rebuilt at once
    filler = []
    for skill in ("engineering", "piloting"):
        for _ in range(4):
            filler.append(state["skill_deck"][skill].pop())
    state["destiny"] = filler + list(reversed(picked))


def snapshot(state: dict) -> str:
    return json.dumps(state, sort_keys=True)


def checked_playout(n: int, seed: str, every: bool = True, max_moves: int = 20000) -> tuple[dict, Any, int]:
    chooser = random.Random(f"chooser:{seed}")
    state = GAME.setup(n, {}, derive_rng(seed, 0))
    moves = 0
    while GAME.result(state) is None:
        seats = GAME.to_act(state)
        assert seats, "nobody to act in a running game"
        seat = chooser.choice(sorted(seats))
        actions = GAME.legal_actions(state, seat)
        assert actions, f"seat {seat} must act but has no legal action"
        moves += 1
        GAME.apply(state, seat, chooser.choice(actions), derive_rng(seed, moves))
        if every:
            invariants(state)
        assert moves < max_moves
    invariants(state)
    return state, GAME.result(state), moves


def deep(x: Any) -> Any:
    return copy.deepcopy(x)


def finish_receive(state: dict) -> None:
    """Answer any pending Receive Skills draws with the first legal type."""
    while state["decision"] and state["decision"]["kind"] == "draw_skill":
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0], random.Random(0))


# -- a skill check about to begin, with its reaction windows (bsg.md §5) -------------------------------------------
def window_state(chars=("kara_thrace", "tom_zarek", "saul_tigh")):
    state = new_game(3, list(chars))
    finish_receive(state)
    empty_hands(state)
    stack_destiny(state, [("politics", 1), ("tactics", 2)])
    state["decision"] = None
    state["stack"] = []
    return state


def hand_limit_state() -> dict:
    """Seat 0 at its turn's end with 12 cards: the hand limit asks it (alone) to discard 2."""
    state = new_game(3, ["william_adama", "galen_tyrol", "kara_thrace"])
    state["decision"], state["stack"] = None, []
    empty_hands(state)
    for strength in [1] * 8 + [2] * 4:
        give_card(state, 0, "tactics", strength)
    run_tasks(state, [{"t": "turn_end"}])
    assert state["decision"]["kind"] == "hand_limit" and GAME.to_act(state) == [0]
    return state


def partial_spec() -> dict:
    """A politics check of difficulty 10, partial from 5 (pass: food +1, partial: fuel −1, fail: morale −2)."""
    return {
        "skills": ["politics"],
        "difficulty": 10,
        "partial_min": 5,
        "pass": [{"op": "resource", "food": 1}],
        "partial": [{"op": "resource", "fuel": -1}],
        "fail": [{"op": "resource", "morale": -2}],
    }


SPEC = {
    "skills": ["politics", "leadership"],
    "difficulty": 6,
    "pass": [{"op": "resource", "food": 1}],
    "fail": [{"op": "resource", "population": -1}],
}


def begin(state, src=None):
    run_tasks(
        state, [{"t": "check_begin", "spec": SPEC, "actor": 0, "src": src or {"kind": "crisis", "id": "x"}}], auto=False
    )
