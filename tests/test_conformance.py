"""The Game contract (engine/core.py), checked the same way for every game in engine.registry.KNOWN_GAMES.

Seeded random playouts at the smallest and the largest table, and after every step:

- `invariants(state)` holds and the state round-trips through JSON exactly;
- `legal_actions(state, seat)` is non-empty exactly for the seats in `to_act(state)` (every seat is asked);
  `waiting_for` names seats of the table; `prompt_key` is None or a str; `secret_input` only for awaited seats;
- every `Clock` is well formed and its defaults, applied in order, are accepted by `play` (and listed by
  `legal_actions`, unless the game declares the action clock-only in tests/conformance_hidden.py); when the one seat
  a turn clock waits for acts, the decision is over: its key is gone;
- on sampled states: `action_label` is a non-empty str for every legal action; every view is JSON (its texts as
  `text_to_json` stores them); a nonsense action is refused with IllegalMove and leaves the state untouched; and
  changing a hidden value (tests/conformance_hidden.py, per game) changes nothing that the other seats or the public
  may see: their views, their legal actions, their prompt keys and secret-input flags, `waiting_for`, and the clocks'
  keys, seats and times;
- near misses of the actions a seat may send (a legal action, the resign action, a clock's default) with a string's
  case changed, spaces around it, an extra or a missing key, a value of another type, a list reordered, or a resign
  carrying another action's payload are refused with IllegalMove and leave the state's JSON as it was: an engine
  accepts exactly its listed actions (`Game.accepted_actions`); what a person types is made canonical before.

Clocks are also fired now and then, as a table's timers would. At the end the game has a result, and replaying the
log (setup, then each logged action with `derive_rng(seed, move number)`) rebuilds the final state exactly.

The default run plays two games per option variant at the smallest and the largest table; the tests marked slow
(run by default like the rest of the suite; `-m "not slow"` leaves them out) play every table size with more seeds.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass, field
from typing import Any

import pytest

from engine.core import Clock, Game, IllegalMove, State, derive_rng, typed_key
from engine.randomplayer import random_step
from engine.registry import KNOWN_GAMES, get_game
from i18n import LANGS, text_from_json, text_to_json, tr
from tests.conformance_hidden import CLOCK_ONLY, MUTATORS, NO_SECRETS, RARE, VARIANTS

GAMES = sorted(KNOWN_GAMES)
PLAYERS = {g: (get_game(g).min_players, get_game(g).max_players) for g in GAMES}
MAX_MOVES = 20_000
SAMPLE_EVERY = 4  # labels and secrets on every 4th state (and the first and last ones)
CLOCK_FIRE = 0.08  # how often a playout lets a clock run out instead of playing a random move
DEFAULT_SEEDS = 2  # per option variant and table size
SLOW_SEEDS = 6
NEAR_MISSES = 10  # tried per awaited seat on a sampled state (drawn from every variant of three accepted actions)


@dataclass
class Tally:
    moves: int = 0
    near_misses: int = 0
    clocks_seen: int = 0
    clocks_fired: int = 0
    mutations: int = 0
    labels: int = 0
    kinds: set[str] = field(default_factory=set)


# -- the checks on one state ------------------------------------------------------------------------------------------
def check_seats(game: Game, state: State, n: int) -> list[int]:
    to_act = game.to_act(state)
    assert len(set(to_act)) == len(to_act) and set(to_act) <= set(range(n)), f"to_act {to_act}"
    for seat in range(n):
        legal = game.legal_actions(state, seat)
        assert bool(legal) == (seat in to_act), (
            f"seat {seat}: legal_actions has {len(legal)} actions but to_act is {to_act} "
            "(legal_actions must be non-empty exactly for the seats in to_act)"
        )
        key = game.prompt_key(state, seat)
        assert key is None or isinstance(key, str), f"prompt_key {key!r} of seat {seat}"
        secret = game.secret_input(state, seat)
        assert isinstance(secret, bool), f"secret_input {secret!r}"
        assert not secret or seat in to_act, f"secret input asked of seat {seat}, who is not awaited"
    waiting = game.waiting_for(state)
    assert len(set(waiting)) == len(waiting) and set(waiting) <= set(range(n)), f"waiting_for {waiting}"
    if game.result(state) is None:
        assert to_act, "a running game waits for nobody"
    else:
        assert not to_act, f"a finished game waits for {to_act}"
    return to_act


def check_clocks(game: Game, state: State, n: int, seed: str) -> list[Clock]:
    clocks = game.clock(state)
    keys = [c.key for c in clocks]
    assert len(set(keys)) == len(keys), f"two clocks with one key: {keys}"
    if game.result(state) is not None:
        assert not clocks, "a clock after the end"
    clock_only = CLOCK_ONLY.get(game.name, frozenset())
    for clock in clocks:
        assert isinstance(clock, Clock)
        assert isinstance(clock.key, str) and clock.key, f"clock key {clock.key!r}"
        assert clock.kind in ("turn", "race"), f"clock kind {clock.kind!r}"
        assert clock.seats and set(clock.seats) <= set(range(n)), f"clock seats {clock.seats}"
        assert clock.seconds is None or clock.seconds > 0, f"clock seconds {clock.seconds!r}"
        assert clock.defaults, f"clock {clock.key} without defaults"
        assert json.loads(json.dumps(clock.to_json())) == clock.to_json()
        for i, (seat, action) in enumerate(clock.defaults):  # each in the state the clock was read from...
            try:
                game.play(state, seat, action, derive_rng(seed, 20_000 + i))
            except IllegalMove as error:
                raise AssertionError(f"clock {clock.key}: default {action} of seat {seat} refused: {error}") from None
        work = state
        for i, (seat, action) in enumerate(clock.defaults):  # ...and all of them in order, as a timer applies them
            assert seat in clock.seats, f"clock {clock.key}: default for seat {seat} outside {clock.seats}"
            if action.get("type") not in clock_only:
                assert action in game.legal_actions(work, seat), (
                    f"clock {clock.key}: default {action} of seat {seat} is not a legal action (a clock-only type "
                    "must be declared in tests/conformance_hidden.py CLOCK_ONLY)"
                )
            try:
                work, _ = game.play(work, seat, action, derive_rng(seed, 10_000 + i))
            except IllegalMove as error:
                raise AssertionError(f"clock {clock.key}: default {action} of seat {seat} refused: {error}") from None
    return clocks


def check_views_and_refusals(game: Game, state: State, n: int) -> None:
    """Views are JSON (texts in them — Msg, Cat, ListOf — as the outbox stores them, `i18n.text_to_json`); nonsense is
    refused with IllegalMove and leaves the state as it was."""
    for seat in [None, *range(n)]:
        view = game.view(state, seat)
        stored = json.dumps(view, default=text_to_json)
        assert json.loads(stored, object_hook=text_from_json) == view, f"the view of {seat} is not JSON"
    for seat in range(n):
        work = copy.deepcopy(state)
        with pytest.raises(IllegalMove):
            game.apply(work, seat, {"type": "conformance-nonsense"}, derive_rng("refused", 0))
        assert work == state, f"a refused action changed the state (seat {seat})"


def variants(value: Any) -> list[Any]:
    """Values a sloppy or forged client might send instead of `value` (some may happen to be legal elsewhere)."""
    if isinstance(value, bool):
        return [int(value), str(value).lower()]
    if isinstance(value, int):
        return [str(value), float(value), [value], *([bool(value)] if value in (0, 1) else [])]
    if isinstance(value, str):
        spelled = [value.upper(), value.lower(), value.swapcase(), f" {value}", f"{value} ", [value]]
        return [v for v in spelled if v != value] + ([int(value)] if value.isdigit() else [])
    if isinstance(value, list):
        out: list[Any] = [value[::-1]] if len(value) > 1 and value[::-1] != value else []
        for i, item in enumerate(value):
            out += [[*value[:i], v, *value[i + 1 :]] for v in variants(item)]
        return out + [[*value, value[-1]] if value else [None], {"list": value}]
    if isinstance(value, dict):
        out = [{**value, "extra": 1}, {**value, "note": ""}]
        for key, item in value.items():
            out += [{**value, key: v} for v in variants(item)]
            out.append({k: v for k, v in value.items() if k != key})
            out.append({(k.upper() if k == key else k): v for k, v in value.items()})
        return out
    return [str(value)]


def check_near_misses(game: Game, state: State, to_act: list[int], rng: random.Random, tally: Tally) -> None:
    """Near misses of what a seat may send are refused and change nothing (an engine takes exactly its actions)."""
    before = json.dumps(state, sort_keys=True)
    for seat in to_act:
        accepted = game.accepted_actions(state, seat)
        sources = rng.sample(accepted, min(3, len(accepted)))
        resign = game.resign_action(state, seat)
        tried = [v for a in sources for v in variants(a)]
        if resign is not None:
            tried += [{**a, "type": resign["type"]} for a in sources if a.get("type") != resign["type"]]
        listed = {typed_key(a) for a in accepted}
        misses = [v for v in tried if typed_key(v) not in listed]
        for action in rng.sample(misses, min(NEAR_MISSES, len(misses))):
            work = copy.deepcopy(state)
            try:
                game.apply(work, seat, action, derive_rng("near-miss", 0))
            except IllegalMove:
                pass
            else:
                raise AssertionError(f"{game.name}: seat {seat} near miss {action} was accepted")
            assert json.dumps(work, sort_keys=True) == before, f"{game.name}: refused {action} changed the state"
            tally.near_misses += 1


def check_labels(game: Game, state: State, to_act: list[int], names: list[str], tally: Tally) -> None:
    for seat in to_act:
        for action in game.legal_actions(state, seat):
            label = game.action_label(state, seat, action, names)
            for lang in LANGS:  # a plain str, or a message translated in every language
                text = tr(label, lang)
                assert isinstance(text, str) and text.strip(), f"label {label!r} of {action} in {lang}"
                assert "{" not in text and text != "…", f"unfilled template in label {text!r} ({lang})"
            tally.labels += 1


def public_face(game: Game, state: State, n: int, seat: int | None) -> dict[str, Any]:
    """Everything `seat` (None: anybody) may see of a state through the contract."""
    face: dict[str, Any] = {
        "view": game.view(state, seat),
        "waiting_for": game.waiting_for(state),
        "clocks": [(c.key, c.seats, c.seconds, c.kind) for c in game.clock(state)],
    }
    if seat is not None:
        face["legal_actions"] = game.legal_actions(state, seat)
        face["prompt_key"] = game.prompt_key(state, seat)
        face["secret_input"] = game.secret_input(state, seat)
    return face


def check_secrets(game: Game, state: State, n: int, rng: random.Random, tally: Tally) -> None:
    mutator = MUTATORS[game.name]
    if mutator == NO_SECRETS:
        return
    faces = {seat: public_face(game, state, n, seat) for seat in [None, *range(n)]}
    for _ in range(2):
        mutation = mutator(state, rng)
        if mutation is None:
            continue
        changed, may_see = mutation
        assert changed != state, f"the {game.name} mutator changed nothing"
        tally.mutations += 1
        for seat in [None, *range(n)]:
            if seat in may_see:
                continue
            after = public_face(game, changed, n, seat)
            for part, before in faces[seat].items():
                assert after[part] == before, (
                    f"{game.name}: a hidden change that only seats {sorted(may_see)} may see shows in "
                    f"{part} of {'the public' if seat is None else f'seat {seat}'}"
                )


# -- a playout --------------------------------------------------------------------------------------------------------
def choose(game: Game, state: State, chooser: random.Random) -> tuple[int, dict[str, Any]]:
    """The shared random player; actions the game calls rare (a resignation) are mostly drawn again."""
    seat, action = random_step(game, state, chooser)
    rare = RARE.get(game.name, frozenset())
    if action.get("type") in rare and chooser.random() < 0.97:
        others = [a for a in game.legal_actions(state, seat) if a.get("type") not in rare]
        if others:
            action = chooser.choice(others)
    return seat, action


def playout(name: str, n: int, options: dict[str, Any], seed: str) -> Tally:
    game = get_game(name)
    names = [f"Player {s + 1}" for s in range(n)]
    chooser = random.Random(f"chooser:{seed}")
    sampler = random.Random(f"secrets:{seed}")
    fuzzer = random.Random(f"near-misses:{seed}")
    tally = Tally()
    state = game.setup(n, options, derive_rng(seed, 0))
    log: list[tuple[int, dict[str, Any]]] = []
    previous: tuple[list[Clock], int] | None = None  # the clocks before the last move, and who moved
    while True:
        game.invariants(state)
        assert json.loads(json.dumps(state)) == state, "the state does not round-trip through JSON"
        to_act = check_seats(game, state, n)
        clocks = check_clocks(game, state, n, seed)
        tally.clocks_seen += len(clocks)
        if previous is not None:
            before, mover = previous
            keys = {c.key for c in clocks}
            for clock in before:
                if clock.kind == "turn" and clock.seats == (mover,):
                    assert clock.key not in keys, f"clock {clock.key} still runs after its seat {mover} moved"
        over = game.result(state) is not None
        if not over and (len(log) % SAMPLE_EVERY == 0):
            check_labels(game, state, to_act, names, tally)
            check_views_and_refusals(game, state, n)
            check_secrets(game, state, n, sampler, tally)
            check_near_misses(game, state, to_act, fuzzer, tally)
        if over:
            check_labels(game, state, to_act, names, tally)
            break
        assert len(log) < MAX_MOVES, f"no result after {MAX_MOVES} moves"
        if clocks and chooser.random() < CLOCK_FIRE:
            seat, action = chooser.choice(clocks).defaults[0]
            tally.clocks_fired += 1
        else:
            seat, action = choose(game, state, chooser)
        tally.kinds.add(str(action.get("type")))
        previous = (clocks, seat)
        log.append((seat, action))
        game.apply(state, seat, action, derive_rng(seed, len(log)))
    result = game.result(state)
    assert result is not None and result.ranking, "the game ended without a ranking"
    assert sorted(s for group in result.ranking for s in group) == list(range(n)), f"ranking {result.ranking}"
    assert json.loads(json.dumps(result.to_json())) == result.to_json()
    replayed = game.setup(n, options, derive_rng(seed, 0))
    for move, (seat, action) in enumerate(log, start=1):
        game.apply(replayed, seat, action, derive_rng(seed, move))
    assert replayed == state, "replaying the log does not rebuild the final state"
    tally.moves = len(log)
    return tally


def run(name: str, n: int, seeds: range) -> list[Tally]:
    tallies = []
    for seed in seeds:
        for v, options in enumerate(VARIANTS.get(name, [{}])):
            tallies.append(playout(name, n, options, f"conformance:{name}:{n}:{v}:{seed}"))
    return tallies


# -- the tests --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", GAMES)
def test_every_game_declares_its_secrets(name: str) -> None:
    assert name in MUTATORS, (
        f"tests/conformance_hidden.py has no mutator for {name!r}: add one to MUTATORS that changes a hidden value of "
        f"a state (a deck order, a hand, a secret card…) and names the seats that may see it, or declare "
        f"MUTATORS[{name!r}] = NO_SECRETS if the game has none"
    )
    assert name in VARIANTS, f"tests/conformance_hidden.py: add the options to play {name!r} with to VARIANTS"


@pytest.mark.parametrize("size", ["min", "max"])
@pytest.mark.parametrize("name", GAMES)
def test_random_playouts_keep_the_contract(name: str, size: str) -> None:
    assert name in MUTATORS, f"add a mutator for {name!r} to tests/conformance_hidden.py (see the test above)"
    game = get_game(name)
    tallies = run(name, game.min_players if size == "min" else game.max_players, range(DEFAULT_SEEDS))
    assert all(t.moves > 0 for t in tallies)
    assert sum(t.labels for t in tallies) > 0
    assert sum(t.near_misses for t in tallies) > 0
    if MUTATORS[name] != NO_SECRETS:
        assert all(t.mutations > 0 for t in tallies), f"the {name} mutator found nothing hidden to change"


@pytest.mark.slow
@pytest.mark.parametrize(("name", "n"), [(g, n) for g in GAMES for n in range(PLAYERS[g][0], PLAYERS[g][1] + 1)])
def test_more_random_playouts_keep_the_contract(name: str, n: int) -> None:
    """Every table size, more seeds."""
    tallies = run(name, n, range(DEFAULT_SEEDS, DEFAULT_SEEDS + SLOW_SEEDS))
    if any(t.clocks_seen for t in tallies):
        assert sum(t.clocks_fired for t in tallies) > 0, "no clock ever ran out"
