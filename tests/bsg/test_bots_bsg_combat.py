"""The human side's space combat (issue 28, `engine/bots/bsg_combat.py`): positions built by hand on a real game's
state — raiders next to civilian ships are the ones a loyal bot attacks (Galactica's guns, Command's vipers), a
viper goes where it shields civilian ships, and with no threat on the board no action is spent on combat."""

from __future__ import annotations

import random

import pytest

from engine.bots import bsg_combat as C
from engine.bots import public
from engine.core import derive_rng
from tests.bsg.bots_kit import GAME, bot, make_team, reach, seen_of


def empty_space(state: dict) -> None:
    for area in state["space"]:
        area.update(raider=0, heavy_raider=0, viper=0, basestars=[])
    for p in state["players"]:
        if p["viper"] is not None:
            p["viper"], p["loc"] = None, "hangar_deck"
    state["reserves"]["viper"] = 6


def civilians_in(state: dict, wanted: dict[int, int]) -> None:
    """Move the civilian ships on the board (and from the pile) so that area a holds wanted[a] of them."""
    ships = [s for area in state["space"] for s in area["civilians"]]
    for area in state["space"]:
        area["civilians"] = []
    for a, n in wanted.items():
        for _ in range(n):
            state["space"][a]["civilians"].append(ships.pop() if ships else state["civilian_pile"].pop())
    state["civilian_pile"].extend(ships)


def at_action(seed: str, location: str) -> tuple[dict, list[dict], int]:
    """A loyal current player (no title, empty hand) at `location` about to take its action, space emptied."""

    def plain(st: dict) -> bool:
        seat = st["current"]
        return seat not in (st["president"], st["admiral"]) and st["players"][seat]["loc"] not in (None, "brig")

    state, history = reach("action", seed, when=plain)
    seat = state["current"]
    make_team(state, seat, "human")
    p = state["players"][seat]
    p["loc"], p["hand"] = location, []
    empty_space(state)
    return state, history, seat


def play_on(state: dict, history: list[dict], until: str, seed: str) -> dict:
    """Let the bots answer until a decision of kind `until` is pending; returns that seat's view's decision."""
    made = bot()
    for step in range(40):
        d = state["decision"]
        if d and d["kind"] == until:
            return d
        seat = sorted(GAME.to_act(state))[0]
        action = made.choose(seen_of(state, seat, history), random.Random(step))
        assert action is not None
        history += public(GAME.apply(state, seat, action, derive_rng(seed, 1000 + step)))
    pytest.fail(f"no {until} decision")


def choice(state: dict, history: list[dict], seat: int) -> dict:
    action = bot().choose(seen_of(state, seat, history), random.Random(3))
    assert action is not None
    return action


@pytest.mark.parametrize("seed", ["guns-1", "guns-2"])
def test_galactica_shoots_the_raider_next_to_civilian_ships(seed: str) -> None:
    """Two raiders in area 0 (three areas from the civilian ships), one raider on two civilian ships in area 3, a
    heavy raider in area 1: the bot at Weapons Control fires, at the raider on the civilian ships."""
    state, history, seat = at_action(seed, "weapons_control")
    civilians_in(state, {3: 2})
    state["space"][0]["raider"] = 2
    state["space"][3]["raider"] = 1
    state["space"][1]["heavy_raider"] = 1
    assert choice(state, history, seat) == {"type": "activate", "location": "weapons_control"}
    history += public(GAME.apply(state, seat, {"type": "activate", "location": "weapons_control"}, derive_rng(seed, 1)))
    play_on(state, history, "galactica_target", seed)
    assert choice(state, history, seat) == {"type": "target", "target": [3, "raider", 0]}


@pytest.mark.parametrize("seed", ["calm-1", "calm-2"])
@pytest.mark.parametrize("location", ["weapons_control", "command"])
def test_no_threat_no_combat_action(seed: str, location: str) -> None:
    """No Cylon ship on the board: the bot does not spend its action on Weapons Control or Command."""
    state, history, seat = at_action(seed, location)
    civilians_in(state, {3: 2})
    action = choice(state, history, seat)
    assert action != {"type": "activate", "location": location}


@pytest.mark.parametrize("seed", ["command-1", "command-2"])
def test_command_vipers_attack_the_raiders_on_civilian_ships(seed: str) -> None:
    """Two raiders on two civilian ships in area 4 with an unmanned viper there, a raider alone in area 0 with a
    viper, no viper left in the reserves (launching one into area 4 first is as good as attacking first, and the
    tie breaks on the resources' values): Command is worth the action, and its first activation attacks the raiders
    on the civilian ships."""
    state, history, seat = at_action(seed, "command")
    civilians_in(state, {4: 2})
    state["space"][4].update(raider=2, viper=1)
    state["space"][0].update(raider=1, viper=1)
    state["reserves"]["viper"] = 0
    action = choice(state, history, seat)
    assert action in ({"type": "activate", "location": "command"}, {"type": "ability", "name": "CAG"})  # Lee: CAG
    history += public(GAME.apply(state, seat, action, derive_rng(seed, 1)))
    play_on(state, history, "viper_activation", seed)
    assert choice(state, history, seat) == {"type": "viper_attack", "from": 4, "target": [4, "raider", 0]}


def view_of(space: dict[int, dict], reserves: int = 4) -> dict:
    areas = [
        {"raider": 0, "heavy_raider": 0, "viper": 0, "basestars": [], "civilians": 0, "pilots": []} for _ in range(6)
    ]
    for a, fields in space.items():
        areas[a].update(fields)
    return {
        "space": areas,
        "reserves": {"viper": reserves, "raptor": 4},
        "resources": {"fuel": 8, "food": 8, "morale": 9, "population": 10},
        "civilians_destroyed": [],
        "centurions": [],
        "in_play": [],
    }


def test_raiders_attack_vipers_before_civilian_ships() -> None:
    """bsg.md 6.4: each raider attacks a viper in its area while one is left (out on 5–8 of a d8), then destroys
    civilian ships: one raider and one viper cost no ship; two raiders and one viper cost half a ship."""
    assert C.expected_losses(1, 1, 2) == 0.0
    assert C.expected_losses(2, 1, 2) == pytest.approx(0.5)
    assert C.expected_losses(3, 0, 2) == 2.0
    assert C.expected_losses(2, 0, 0) == 0.0


def test_a_viper_goes_where_it_shields_civilian_ships() -> None:
    """A launch into area 4 next to nothing is worth little; a launch into area 5 where two raiders sit on a civilian
    ship saves it; a raider far from any civilian ship is worth less than one on them."""
    view = view_of({5: {"raider": 2, "civilians": 1}, 1: {"raider": 1}})
    assert C.viper_area_value(view, 5) > C.viper_area_value(view, 4) + 0.5
    assert C.ship_value(view, 5, "raider") > C.ship_value(view, 1, "raider")
    assert C.weapons_value(view_of({})) == 0.0
    assert C.activations_value(view_of({}), 2) < 0.3  # nothing to shield or shoot: Command is not worth an action


def test_a_heavy_raider_about_to_board_outranks_one_far_away() -> None:
    view = view_of({4: {"heavy_raider": 1}, 1: {"heavy_raider": 1}})
    assert C.ship_value(view, 4, "heavy_raider") > C.ship_value(view, 1, "heavy_raider")


def test_a_heavy_raider_about_to_board_is_worth_more_with_centurions_on_the_track() -> None:
    """bsg.md 6.4: a heavy raider in a launch area becomes a centurion at the next heavy-raider activation; with
    centurions already on the track it is worth more (the Armory's 7–8 is shared among them), and with all four
    centurion markers on the track it cannot board at all: worth less than one a move away."""
    calm = view_of({4: {"heavy_raider": 1}, 1: {"heavy_raider": 1}})
    crowded = {**calm, "centurions": [0, 2]}
    full = {**calm, "centurions": [0, 1, 2, 3]}
    assert C.ship_value(crowded, 4, "heavy_raider") > C.ship_value(calm, 4, "heavy_raider")
    assert C.ship_value(full, 4, "heavy_raider") < C.ship_value(full, 1, "heavy_raider")
    assert C.ship_value(full, 4, "heavy_raider") < C.ship_value(calm, 4, "heavy_raider")
