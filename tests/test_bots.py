"""Every game's bot: never an illegal action, and it cannot cheat — it is given only what its seat may know, so a
state with different hidden values but the same view gets the same choice for the same rng."""

from __future__ import annotations

import random

import pytest

from engine.bots import LEVELS, games_with_bots, make_bot, play_match, public, seen_by
from engine.core import derive_rng
from engine.randomplayer import random_step
from engine.registry import get_game
from tests.conformance_hidden import MUTATORS, NO_SECRETS

GAMES = sorted(games_with_bots())
TEST_BUDGET = 0.01  # seconds per move: tests check legality and secrecy, not strength (bench/bench_bots.py does)


@pytest.mark.parametrize("kind", GAMES)
@pytest.mark.parametrize("level", LEVELS)
def test_bots_finish_games_with_legal_moves_only(kind: str, level: str) -> None:
    game = get_game(kind)
    bot = make_bot(game, level, TEST_BUDGET)
    legal_checked = make_checking(bot)
    others = [None] * (game.min_players - 1)  # random players fill the other seats (BSG needs three or more)
    for seed in range(2):
        play_match(game, [legal_checked, *others], {}, f"bots-{kind}-{level}-{seed}")
        play_match(game, [*others, legal_checked], {}, f"bots-{kind}-{level}-{seed}b")


def make_checking(bot):
    """The bot, asserting on every decision that it picked one of the legal actions."""

    class Checked(type(bot)):  # type: ignore[misc, valid-type]
        def choose(self, seen, rng):  # type: ignore[no-untyped-def]
            action = super().choose(seen, rng)
            assert action is None or action in seen.legal or is_batch(action, seen.legal), (action, seen.legal[:5])
            return action

    return Checked(bot.game, bot.level, bot.budget)


def is_batch(action: dict, legal: list[dict]) -> bool:
    """Several cards in one action where the game lists each card as a single (BSG contributions and discards,
    `engine/games/bsg/decisions.batch_problem`): every card must be listed singly; the game checks the count when
    `play_match` applies it."""
    cards = action.get("cards")
    if set(action) != {"type", "cards"} or not isinstance(cards, list) or len(set(cards)) != len(cards):
        return False
    singles = [{"type": action["type"], "cards": [c]} for c in cards]
    return all(a in legal or {"type": action["type"], "card": a["cards"][0]} in legal for a in singles)


@pytest.mark.slow
@pytest.mark.parametrize("kind", GAMES)
def test_many_seeded_bot_games_stay_legal(kind: str) -> None:
    game = get_game(kind)
    players = [make_checking(make_bot(game, lvl, TEST_BUDGET)) for lvl in ("normal", "easy")]
    players += players[:1] * (game.min_players - len(players))
    for seed in range(20):
        play_match(game, players if seed % 2 else players[::-1], {}, f"many-{kind}-{seed}")


@pytest.mark.parametrize("kind", GAMES)
def test_a_bot_cannot_see_hidden_values(kind: str) -> None:
    """Same view, different hidden state → same choice (the bot is only ever handed `seen_by`)."""
    mutate = MUTATORS[kind]
    if mutate == NO_SECRETS:
        pytest.skip(f"{kind} has no hidden values")
    game = get_game(kind)
    bots = {level: make_bot(game, level, TEST_BUDGET) for level in LEVELS}
    state = game.setup(game.max_players, {}, derive_rng(f"cheat-{kind}", 0))
    chooser = random.Random(kind)
    history: list = []
    checked = 0
    for step in range(1, 400):
        if game.result(state) is not None:
            break
        if step % 7 == 0:
            changed = mutate(state, random.Random(step))  # type: ignore[operator]
            if changed is not None:
                other, may_see = changed
                for seat in game.to_act(state):
                    if seat in may_see:
                        continue
                    assert seen_by(game, state, seat, history) == seen_by(game, other, seat, history)
                    for level, bot in bots.items():
                        a = bot.choose(seen_by(game, state, seat, history), random.Random(step))
                        b = bot.choose(seen_by(game, other, seat, history), random.Random(step))
                        assert a == b, (level, seat)
                        checked += 1
        seat, action = random_step(game, state, chooser)
        history += public(game.apply(state, seat, action, derive_rng(f"cheat-{kind}", step)))
    assert checked > 0


@pytest.mark.slow
def test_the_hieroglyphs_hard_search_stops_at_its_work_cap() -> None:
    """The widest positions cost many times the average candidate (2.1 s at seed "t3-hieroglyphs-hard:random-4"):
    the hard search counts its simulated moves and deepens no further candidate once the cap would be passed — work,
    not a clock, so the choice stays deterministic (engine/bots/hieroglyphs.py, PLAYS_PER_SECOND)."""
    from engine.bots import hieroglyphs as H

    game = get_game("hieroglyphs")
    budget = 1.0
    limit = budget * H.PLAYS_PER_SECOND
    worst = 0

    class Counted(H.HieroglyphsBot):
        def choose(self, seen, rng):  # type: ignore[no-untyped-def]
            nonlocal worst
            self._plays = 0
            action = super().choose(seen, rng)
            worst = max(worst, self._plays)
            return action

    play_match(game, [Counted(game, "hard", budget), None], {}, "t3-hieroglyphs-hard:random-4")
    # the cap, plus the shallow look at every candidate and the one candidate that may straddle it
    assert limit / 4 < worst <= limit * 1.6, (worst, limit)


@pytest.mark.parametrize("kind", [k for k in GAMES if k != "bsg"])
def test_the_random_player_never_resigns(kind: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """`play_match`'s random player (None; bench/bench_bots.py's "random") picks among the legal moves but the
    resignation: one that resigns ends games it would lose anyway and inflates its opponents' rates."""
    game = get_game(kind)
    apply = game.apply
    moves = 0

    def checked(state, seat, action, rng):  # type: ignore[no-untyped-def]
        nonlocal moves
        resign = game.resign_action(state, seat)
        assert resign is None or action != resign, (kind, seat, moves)
        moves += 1
        return apply(state, seat, action, rng)

    monkeypatch.setattr(game, "apply", checked)
    for seed in range(3):
        play_match(game, [None] * game.min_players, {}, f"random-never-resigns-{kind}-{seed}")
    assert moves > 0
