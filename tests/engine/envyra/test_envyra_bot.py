"""The Envyra bot (engine/bots/envyra.py): its sampler of hidden values, sensible choices in hand-built positions,
legality over every option and table size, determinism, and levels that differ."""

from __future__ import annotations

import random

import pytest
from envyra_testkit import GAME, build, place

from engine.bots import LEVELS, make_bot, play_match, public, seen_by
from engine.bots.envyra import EnvyraBot, public_world, sample_world
from engine.core import derive_rng
from engine.games.envyra.data import END_ID, TILES
from engine.randomplayer import random_step

BUDGET = 0.01


def bot(level: str, budget: float = BUDGET) -> EnvyraBot:
    made = make_bot(GAME, level, budget)
    assert isinstance(made, EnvyraBot)
    return made


def positions_seen(n: int, options: dict, seed: str, every: int = 1):
    """(state, seat, Seen) for the seats to act along a random game."""
    state = GAME.setup(n, options, derive_rng(seed, 0))
    chooser = random.Random(seed)
    history: list = []
    step = 0
    while GAME.result(state) is None:
        if step % every == 0:
            for seat in GAME.to_act(state):
                yield state, seat, seen_by(GAME, state, seat, history)
        seat, action = random_step(GAME, state, chooser)
        step += 1
        history += public(GAME.apply(state, seat, action, derive_rng(seed, step)))


# --- the sampler ----------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
@pytest.mark.parametrize(
    "options", [{}, {"equilibrium": "C"}, {"simplified": True, "equilibrium": "B"}], ids=["std", "eqC", "simpleB"]
)
def test_sampled_states_pass_the_invariants_and_show_the_same_view(n: int, options: dict) -> None:
    phases = set()
    for k, (_, seat, seen) in enumerate(positions_seen(n, options, f"sampler-{n}-{options}")):
        world = sample_world(seen, random.Random(k))
        GAME.invariants(world)
        assert GAME.view(world, seat) == seen.view
        phases.add(seen.view["phase"])
    assert "phase1" in phases and ("phase2" in phases or options.get("simplified"))  # one cube: no D2


def test_the_blocked_player_removal_is_sampled_consistently() -> None:
    """D3 positions (phase "remove") and the tiles it boxed, known only from the public history."""
    found = 0
    for seed in range(40):
        for _, seat, seen in positions_seen(3, {}, f"remove-{seed}"):
            if seen.view["phase"] == "remove" or any(e["kind"] == "tile_removed" for e in seen.history):
                world = sample_world(seen, random.Random(seed))
                GAME.invariants(world)
                assert GAME.view(world, seat) == seen.view
                found += 1
        if found >= 5:
            break
    assert found


def test_the_sampler_draws_the_hidden_values_and_nothing_else() -> None:
    """Two players: the bag always holds the 8 basic tiles without the 3/4 mark and the End tile; which of the
    unseen S tiles are boxed varies; an opponent's confirmed placement is drawn from his legal placements."""
    state = GAME.setup(2, {}, derive_rng("hidden", 0))
    place(state, 1, "A1", "B1")
    seen = seen_by(GAME, state, 0, [])
    bags = set()
    for k in range(30):
        world = sample_world(seen, random.Random(k))
        assert END_ID in world["bag"]
        assert {t for t in TILES if TILES[t].basic and not TILES[t].three_four} <= set(world["bag"])
        assert {t for t in TILES if TILES[t].three_four and not TILES[t].start} <= set(world["box"])
        assert world["pending"][1] is not None and world["pending"][0] is None
        bags.add(tuple(world["bag"]))
    assert len(bags) > 5
    world, info = public_world(seen)
    assert world["bag"] == [] and world["pending"][1] is None  # the public part carries no hidden value


def test_other_seats_secret_cards_are_sampled_mine_is_kept() -> None:
    state = GAME.setup(3, {"equilibrium": "B"}, derive_rng("cards", 0))
    seen = seen_by(GAME, state, 0, [])
    others = set()
    for k in range(20):
        world = sample_world(seen, random.Random(k))
        assert world["secret"][0] == state["secret"][0]
        assert world["secret"][0][0] not in world["secret"][1] + world["secret"][2]
        others.add((world["secret"][1][0], world["secret"][2][0]))
    assert len(others) > 3


# --- choices in hand-built positions --------------------------------------------------------------------------------


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_completes_a_contested_tile(level: str) -> None:
    """BON03 (3 VP, cost 3) holds a cube of each of us: the next cube claims it for whoever places it."""
    state = build(
        2,
        grid={"A1": "GRN01", "B1": "BLU01", "C1": "ORA01", "A2": "BON03", "B2": "GRN02", "C2": "BLU02"},
        cubes={"A2": [1, 0]},
        bag=["GRN05", "BLU05", "ORA05", "BON04", END_ID],
    )
    action = bot(level, 0.05).choose(seen_by(GAME, state, 0, []), random.Random(1))
    assert action is not None and "A2" in action["positions"]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_takes_the_tile_that_completes_a_four_symbol_set(level: str) -> None:
    """I own Tree, Flower and Fern: the 0-VP Leaf (cost 1) turns my 4-VP set into a 7-VP one, worth more than any
    other tile on the grid; the opponent owns nothing and gains little from it."""
    state = build(
        2,
        grid={"A1": "BLU02", "B1": "ORA02", "C1": "GRN01", "A2": "BON01", "B2": "BLU01", "C2": "ORA01"},
        owned={0: ["GRN02", "GRN03", "GRN04"]},
        bag=["GRN05", "BLU05", "ORA05", "BON04", END_ID],
    )
    action = bot(level, 0.05).choose(seen_by(GAME, state, 0, []), random.Random(5))
    assert action is not None and "C1" in action["positions"]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_ends_the_game_when_ahead(level: str) -> None:
    """I own a tile of each colour and lead by far; my cube on the End tile plus one more ends the game won."""
    state = build(
        2,
        grid={"A1": END_ID, "B1": "GRN02", "C1": "BLU02", "A2": "ORA02"},
        cubes={"A1": [0]},
        owned={0: ["GRN04", "BLU04", "ORA04", "BON03"], 1: ["GRN01"]},
        bag=["GRN05", "BLU05", "ORA05"],
    )
    action = bot(level, 0.05).choose(seen_by(GAME, state, 0, []), random.Random(2))
    assert action is not None and "A1" in action["positions"]


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_it_does_not_end_the_game_when_behind(level: str) -> None:
    """My cube on the End tile plus one more would end the game, but the opponent leads by 7 VP (and cannot
    enter the End tile himself): ending now loses, so I place elsewhere."""
    state = build(
        2,
        grid={"A1": END_ID, "B1": "GRN02", "C1": "BLU02", "A2": "ORA02", "B2": "BON02", "C2": "GRN03"},
        cubes={"A1": [0]},
        owned={0: ["GRN01", "BLU01", "ORA01"], 1: ["BON01", "BON03", "BON04"]},
        bag=["GRN05", "BLU05", "ORA05", "BON05"],
    )
    action = bot(level, 0.05).choose(seen_by(GAME, state, 0, []), random.Random(3))
    assert action is not None and "A1" not in action["positions"]


@pytest.mark.parametrize("level", LEVELS)
def test_it_moves_first_onto_the_tile_it_would_lose_by_waiting(level: str) -> None:
    """D2, pass 1, I start: GRN03 (cost 2) holds my cube and the opponent aims at it too. Moving there first claims
    it; moving B1 first lets the opponent complete GRN03 and win the tie as the later placer."""
    state = build(
        2,
        grid={"A1": "GRN03", "B1": "BLU02", "C1": "ORA02", "A2": "GRN01"},
        cubes={"A1": [0]},
        bag=["GRN05", "BLU05", "ORA05", "BON04"],
        start=0,
    )
    place(state, 1, "A1", "C1")
    place(state, 0, "A1", "B1")
    assert state["phase"] == "phase2" and state["mover"] == 0
    seen = seen_by(GAME, state, 0, [])
    assert bot(level, 0.05).choose(seen, random.Random(4)) == {"type": "move", "position": "A1"}


def test_after_confirming_it_lets_the_placement_stand() -> None:
    state = GAME.setup(2, {}, derive_rng("confirmed", 0))
    me = make_bot(GAME, "normal", BUDGET)
    action = me.choose(seen_by(GAME, state, 0, []), random.Random(0))
    assert action in GAME.legal_actions(state, 0)
    GAME.apply(state, 0, action, derive_rng("confirmed", 1))
    seen = seen_by(GAME, state, 0, [])
    assert 0 in GAME.to_act(state) and seen.legal
    assert me.choose(seen, random.Random(0)) is None


# --- legality, determinism, levels ------------------------------------------------------------------------------


class Checked(EnvyraBot):
    """The bot, asserting on every decision that it picked one of the legal actions."""

    def choose(self, seen, rng):  # type: ignore[no-untyped-def]
        action = super().choose(seen, rng)
        assert action is None or action in seen.legal, (action, seen.legal[:5])
        return action


@pytest.mark.parametrize(
    ("n", "options"),
    [(3, {}), (4, {}), (2, {"simplified": True}), (3, {"equilibrium": "C"}), (4, {"equilibrium": "A"})],
)
def test_every_level_plays_legal_moves_at_every_table(n: int, options: dict) -> None:
    levels = ["easy", "normal", "hard", "normal"][:n]
    for seed in range(2):
        players: list = [Checked(GAME, level, BUDGET) for level in levels]
        players[seed % n] = None
        play_match(GAME, players, options, f"tables-{n}-{options}-{seed}")


def test_same_seen_same_rng_same_choice() -> None:
    for level in LEVELS:
        player = bot(level)
        for k, (_, _, seen) in enumerate(positions_seen(2, {}, "determinism", every=5)):
            if k > 12:
                break
            assert player.choose(seen, random.Random(k)) == player.choose(seen, random.Random(k))


def test_levels_choose_differently() -> None:
    """On the same positions the easy, normal and hard players do not always agree."""
    choices: dict[str, list] = {level: [] for level in LEVELS}
    for k, (_, _, seen) in enumerate(positions_seen(2, {}, "levels", every=3)):
        if seen.legal and seen.legal[0]["type"] == "place" and not seen.view["my_board"]:
            for level in LEVELS:
                choices[level].append(bot(level, 0.03).choose(seen, random.Random(k)))
    assert choices["easy"] != choices["normal"]
    assert choices["normal"] != choices["hard"]


def test_normal_beats_random_players_even_in_a_hurry() -> None:
    player = bot("normal", 0.02)
    wins = 0.0
    for i in range(8):
        seats = [player, None] if i % 2 == 0 else [None, player]
        _, winners = play_match(GAME, seats, {}, f"hurry-{i}")
        wins += 1 / len(winners) if seats.index(player) in winners else 0
    assert wins >= 7
