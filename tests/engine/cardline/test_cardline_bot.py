"""The Cardline bot: its knowledge per level, the moves it must find, its sampler and its legality."""

from __future__ import annotations

import copy
import math
import random
from decimal import Decimal

import pytest
from cardline_testkit import GAME, ids

from engine.bots import LEVELS, Seen, make_bot, play_match, seen_by
from engine.bots.cardline import SPREAD, CardlineBot, Position, World, known_values, prior
from engine.core import derive_rng
from engine.games.cardline.cards import CHARACTERISTICS, countries, eligible, parse_value
from engine.games.cardline.rules import is_correct, line_record
from engine.games.cardline.scenario import position

SMALL = 0.01  # the legality tests' budget: hard falls back on its score without search
SEARCH = 0.12  # enough for hard to play a few dozen worlds per card


def bot(level: str, budget: float | None = SMALL) -> CardlineBot:
    made = make_bot(GAME, level, budget)
    assert isinstance(made, CardlineBot)
    return made


def choice(level: str, state: dict, seat: int = 0, history: list | None = None, budget: float | None = SMALL) -> dict:
    seen = seen_by(GAME, state, seat, history or [])
    action = bot(level, budget).choose(seen, random.Random(0))
    assert action in seen.legal
    return action


def true_log(iso3: str, characteristic: str) -> float:
    return math.log(float(parse_value(countries()[iso3].values[characteristic])))


# -- knowledge --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("characteristic", CHARACTERISTICS)
def test_each_level_knows_about_nine_values_in_ten_within_its_spread(characteristic: str) -> None:
    typical = {}
    for level in LEVELS:
        estimates = prior(level, characteristic)
        assert set(estimates) == set(eligible(characteristic))
        errors = sorted(abs(estimates[iso3] - true_log(iso3, characteristic)) for iso3 in estimates)
        inside = sum(error <= math.log(SPREAD[level]) for error in errors) / len(errors)
        assert 0.8 <= inside <= 0.97, (level, inside)
        typical[level] = errors[len(errors) // 2]
    assert typical["hard"] < typical["normal"] < typical["easy"]


def test_knowledge_is_fixed_per_level_and_country() -> None:
    prior.cache_clear()
    first = dict(prior("normal", "gdp"))
    prior.cache_clear()
    assert prior("normal", "gdp") == first
    assert prior("hard", "gdp") != first


# -- moves it must find -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_a_giant_goes_right_and_a_dwarf_left(level: str) -> None:
    giant = position("population", ["Kenya"], [["China"], ["Peru"]], draw_pile=["Chile"])
    assert choice(level, giant) == {"type": "place", "card": "CHN", "gap": 1}
    dwarf = position("population", ["Kenya"], [["Nauru"], ["Peru"]], draw_pile=["Chile"])
    assert choice(level, dwarf) == {"type": "place", "card": "NRU", "gap": 0}


@pytest.mark.parametrize("level", LEVELS)
def test_it_plays_the_card_it_is_surest_of(level: str) -> None:
    """Colombia's population lies within 5% of both its neighbours — a long shot; China's surely tops the line, and
    the dwarfs the opponent holds will not crowd Colombia's gap."""
    state = position(
        "population", ["Kenya", "Spain"], [["Colombia", "China"], ["Nauru", "Tuvalu", "Palau"]], draw_pile=["Chile"]
    )
    assert choice(level, state, budget=None) == {"type": "place", "card": "CHN", "gap": 2}


def test_easy_plays_its_surest_card_even_when_the_other_one_will_get_harder() -> None:
    state = position("population", ["Kenya"], [["Spain", "China"], ["Peru", "Chile", "Ghana"]], draw_pile=["Iraq"])
    assert choice("easy", state) == {"type": "place", "card": "CHN", "gap": 1}


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_card_in_a_crowded_middle_goes_before_a_giant_that_can_wait(level: str) -> None:
    """Kenya and China are both sure now; but Kenya's neighbours Spain, Colombia, Ukraine and Algeria are coming into
    the line, China will stay on top."""
    state = position(
        "population",
        ["Iceland", "Brazil"],
        [["China", "Kenya"], ["Spain", "Colombia", "Ukraine", "Algeria"]],
        draw_pile=["Peru", "Chile", "Nauru", "Japan"],
    )
    assert choice(level, state, budget=None) == {"type": "place", "card": "KEN", "gap": 1}


def test_hard_squeezes_the_opponents_last_card() -> None:
    """Kenya is the opponent's last card: placed right, it wins him the round. Spain (46.7 million against Kenya's
    43.9) and Iceland are both sure to fit between Nauru and China — but only Spain makes Kenya's gap a close call."""
    state = position(
        "population", ["Nauru", "China"], [["Iceland", "Spain"], ["Kenya"]], draw_pile=["Chile", "Peru", "Japan"]
    )
    assert choice("hard", state, budget=None) == {"type": "place", "card": "ESP", "gap": 1}


def test_a_value_seen_in_the_history_is_known_exactly() -> None:
    """Easy believes Belize has ~5 million people (it has 334 414); but a Belize card placed earlier (wrongly, and
    reshuffled back into the pile since) showed its value to the whole table."""
    assert math.exp(prior("easy", "population")["BLZ"]) > 2_000_000
    state = position("population", ["Nauru", "Luxembourg", "Finland"], [["Belize"], ["Peru"]], draw_pile=["Chile"])
    assert choice("easy", state)["gap"] != 1
    shown = {"kind": "placed", "params": {"seat": 1, "card": line_record(state, "BLZ"), "correct": False}, "to": None}
    assert known_values(seen_by(GAME, state, 0, [shown]))["BLZ"] == Decimal("334414")
    assert choice("easy", state, history=[shown]) == {"type": "place", "card": "BLZ", "gap": 1}


@pytest.mark.parametrize("level", LEVELS)
def test_equal_values_seen_before_go_next_to_their_twin(level: str) -> None:
    """CO2: Vietnam and Colombia both emit 1.67 t; a Vietnam card already seen goes right beside Colombia."""
    state = position("co2_per_capita", ["Kenya", "Colombia", "Switzerland"], [["Vietnam"], ["Peru"]], ["Chile"])
    shown = {"kind": "placed", "params": {"card": line_record(state, "VNM")}, "to": None}
    assert choice(level, state, history=[shown])["gap"] in (1, 2)


def test_it_never_resigns() -> None:
    state = position("area", ["Kenya"], [["Spain"], ["Peru"]], draw_pile=["Chile"])
    for level in LEVELS:
        assert choice(level, state)["type"] == "place"


# -- the hard bot's sampled worlds ------------------------------------------------------------------------------------
def positions_from_play(seed: str) -> list[Seen]:
    """Every decision of a seeded 3-player game on a 16-card deck between random players who never resign, as each
    seat saw it. They err often, so the removed pile comes back as the draw pile."""
    state = GAME.setup(3, {"hand_size": 3, "deck_size": 16}, derive_rng(seed, 0))
    history: list = []
    seen_all = []
    chooser = random.Random(seed)
    while GAME.result(state) is None and len(seen_all) < 200:
        seat = GAME.to_act(state)[0]
        seen = seen_by(GAME, state, seat, history)
        seen_all.append(seen)
        places = [action for action in seen.legal if action["type"] == "place"]
        events = GAME.apply(state, seat, chooser.choice(places), derive_rng(seed, len(seen_all)))
        history += [e.to_json() for e in events if e.public]
    return seen_all


def test_sampled_worlds_agree_with_the_view() -> None:
    """A small deck forces reshuffles, so cards seen before come back into the pile: every sampled world, made into
    a full state, passes the game's invariants and shows the seat exactly the view it saw."""
    checked = reshuffled = 0
    for seed in ("world-a", "world-b", "world-c"):
        for seen in positions_from_play(seed):
            spot = Position.of(seen)
            reshuffled += bool(spot.in_pile_known)
            for k in range(3):
                world = World.sample(bot("hard"), spot, random.Random(k))
                state = world.state(seen.view)
                GAME.invariants(state)
                assert GAME.view(state, seen.seat) == seen.view
                assert len(world.pile) == seen.view["draw_pile"]["count"]
                for iso3, value in spot.known.items():
                    if iso3 in world.truth:
                        assert world.truth[iso3] == math.log(float(value))
                checked += 1
    assert checked > 50 and reshuffled > 5, (checked, reshuffled)


def test_the_search_is_deterministic() -> None:
    state = position(
        "gdp", ["Kenya", "Germany"], [["Spain", "Peru", "Chile"], ["Italy", "Norway"]], ["Japan", "Egypt", "Iceland"]
    )
    seen = seen_by(GAME, state, 0, [])
    hard = bot("hard", 0.2)
    picks = {str(hard.choose(seen, random.Random(5))) for _ in range(3)}
    assert len(picks) == 1
    spot = Position.of(seen)
    cards = ids(["Spain", "Peru", "Chile"])
    wins = hard.search(cards, {c: 1 for c in cards}, spot, random.Random(5))
    assert wins is not None and all(0.0 <= share <= 1.0 for share in wins.values())
    assert bot("hard", SMALL).search(cards, {c: 1 for c in cards}, spot, random.Random(5)) is None


def test_the_search_cannot_see_hidden_values_either() -> None:
    """As tests/test_bots.py, with a budget large enough for the hard bot to search: hidden values swapped, same view,
    same choice."""
    hard = bot("hard", SEARCH)
    checked = 0
    for seen in positions_from_play("blind")[:12]:
        spot = Position.of(seen)
        hidden = [iso3 for hand in spot.hands for iso3 in hand if iso3 not in spot.known]
        if len(hidden) < 2 or len(seen.legal) < 3:
            continue
        state = World.sample(hard, spot, random.Random(1)).state(seen.view)
        other = copy.deepcopy(state)
        a, b = hidden[0], hidden[-1]
        other["values"][a], other["values"][b] = state["values"][b], state["values"][a]
        assert seen_by(GAME, other, seen.seat, seen.history) == seen
        assert hard.choose(seen_by(GAME, other, seen.seat, seen.history), random.Random(3)) == hard.choose(
            seen, random.Random(3)
        )
        checked += 1
    assert checked >= 3


def test_the_search_reads_the_deck_from_public_facts_only() -> None:
    """The draw pile below its visible top is hidden from everyone: twins whose piles differ there (other countries,
    another order) show the same view, and the searching bot makes the same move in both. Its estimate of the rest of
    the deck (`Position.unseen`, `in_pile_known`) comes from the line, the removed pile, the hands and the history."""
    hard = bot("hard", SEARCH)
    checked = 0
    for seen in positions_from_play("deck-blind")[:20]:
        spot = Position.of(seen)
        if len(seen.legal) < 3 or spot.pile_count < 3:
            continue
        state = World.sample(hard, spot, random.Random(1)).state(seen.view)
        twin = copy.deepcopy(state)
        below = twin["draw_pile"][1:]
        strangers = [iso3 for iso3 in spot.unseen if iso3 not in state["draw_pile"]][: len(below) // 2]
        for k, iso3 in enumerate(strangers):  # other countries in the pile, with values of their own
            twin["values"].pop(below[k])
            below[k] = iso3
            twin["values"][iso3] = countries()[iso3].values[twin["characteristic"]]
        random.Random(checked).shuffle(below)
        twin["draw_pile"][1:] = below
        assert twin["draw_pile"] != state["draw_pile"]
        GAME.invariants(twin)
        assert seen_by(GAME, twin, seen.seat, seen.history) == seen
        assert hard.choose(seen_by(GAME, twin, seen.seat, seen.history), random.Random(7)) == hard.choose(
            seen, random.Random(7)
        )
        checked += 1
    assert checked >= 3, checked


# -- legality and strength --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("options", [{}, {"characteristic": "co2_per_capita", "hand_size": 2, "deck_size": 12}])
def test_four_bots_of_every_level_finish_legally(options: dict) -> None:
    class Checked(CardlineBot):
        def choose(self, seen: Seen, rng: random.Random):  # type: ignore[no-untyped-def]
            action = super().choose(seen, rng)
            assert action in seen.legal
            return action

    table = [Checked(GAME, level, SEARCH) for level in LEVELS] + [None]
    for seed in range(2):
        play_match(GAME, table, options, f"four-{seed}")


def test_levels_differ_in_how_often_they_are_right() -> None:
    """One card to place into a line of six random countries, 240 times per level."""
    rate = {}
    for level in LEVELS:
        right = 0
        for k in range(240):
            deal = random.Random(k)
            characteristic = CHARACTERISTICS[k % len(CHARACTERISTICS)]
            cards = deal.sample(eligible(characteristic), 8)
            line = sorted(cards[:6], key=lambda iso3: parse_value(countries()[iso3].values[characteristic]))
            state = position(characteristic, line, [[cards[6]], [cards[7]]])
            action = choice(level, state)
            right += is_correct(state, action["card"], action["gap"])
        rate[level] = right / 240
    assert rate["easy"] + 0.1 < rate["normal"] < rate["hard"], rate
    assert rate["hard"] > 0.85, rate
