"""bench/bench_bsg_damage.py's oracle modes (issue 28): a loyal seat's suspicion is the true state's Cylons for the
length of its decision only, and every other seat's (and the public) odds stay its own."""

from __future__ import annotations

import random
from typing import Any

from bench.bench_bsg_damage import Switched, Watched, cylons_now, oracle
from engine.bots import Bot, Seen, make_bot, play_match, seen_by
from engine.bots import bsg as B
from engine.bots import bsg_suspicion as S
from engine.core import derive_rng
from engine.games.bsg.data import loyalty_kind
from engine.registry import get_game


def test_the_truth_is_the_seats_holding_a_cylon_card() -> None:
    game = get_game("bsg")
    for i in range(6):
        state = game.setup(5, {}, derive_rng(f"oracle-{i}", 0))
        holders = {s for s, p in enumerate(state["players"]) if any(loyalty_kind(c) == "cylon" for c in p["loyalty"])}
        assert cylons_now(state) == holders
        state["players"][4]["cylon_player"] = True  # a revealed Cylon (or a Sympathizer turned Cylon) is one too
        assert cylons_now(state) == holders | {4}


def test_only_the_deciding_seats_odds_are_the_truth_and_all_is_restored() -> None:
    game = get_game("bsg")
    state = game.setup(5, {}, derive_rng("oracle-restore", 0))
    seat = next(s for s in range(5) if s not in cylons_now(state))
    seen = seen_by(game, state, seat, [])
    other = next(s for s in range(5) if s != seat)
    before = (S.cylon_odds, S.lead, B.Ctx.jail_threat)
    public, others = S.cylon_odds(seen.view, [], None), S.cylon_odds(seen.view, [], other)
    with oracle(seat, {1, 3}, nobrig=True):
        assert S.cylon_odds(seen.view, [], seat) == {0: 0.0, 1: 1.0, 2: 0.0, 3: 1.0, 4: 0.0}
        assert S.cylon_odds(seen.view, [], None) == public
        assert S.cylon_odds(seen.view, [], other) == others
        ctx = B.Ctx(make_bot(game, "normal"), seen, random.Random(0))  # type: ignore[arg-type]
        target = 1 if seat != 1 else 3
        assert ctx.threat(target) == 1.0 and ctx.threat(2 if seat != 2 else 0) == 0.0
        assert ctx.jail_threat(target) == 0.0  # nobrig: known only through the oracle, so never sent to the Brig
    assert (S.cylon_odds, S.lead, B.Ctx.jail_threat) == before


class Spy(Bot):
    """Records, at each loyal decision, the odds the bot reads against the true Cylons."""

    def __init__(self, inner: Bot, table: Watched, log: list[tuple[dict, set[int]]]) -> None:
        super().__init__(inner.game, inner.level, inner.budget)
        self.inner, self.table, self.log = inner, table, log

    def choose(self, seen: Seen, rng: random.Random) -> dict[str, Any] | None:
        if seen.view["me"]["team"] == "human":
            assert self.table.state is not None
            truth = cylons_now(self.table.state)
            odds = S.cylon_odds(seen.view, seen.history, seen.seat)
            self.log.append(({s: p for s, p in odds.items() if s != seen.seat}, truth - {seen.seat}))
        return self.inner.choose(seen, rng)


def test_an_oracle_game_feeds_every_loyal_decision_the_truth() -> None:
    game = get_game("bsg")
    table = Watched(game)
    log: list[tuple[dict, set[int]]] = []
    seat = Switched(Spy(make_bot(game, "normal"), table, log), "oracle", table)
    play_match(table, [seat] * 4, {}, "oracle-game-1")  # type: ignore[arg-type]
    assert len(log) > 50
    for odds, truth in log:
        assert {s for s, p in odds.items() if p == 1.0} == truth
        assert all(p in (0.0, 1.0) for p in odds.values())
    assert S.cylon_odds.__name__ == "cylon_odds"  # restored after the game
