"""bench/bench_load.py: CPU per move weighted by the moves of each rate, and the ratio of two builds (issue 27)."""

from __future__ import annotations

import pytest

from bench.bench_load import Result, cpu_per_move, cpu_ratio, cpu_text


def run(rate: float, moves: int, bot: float, workers: float) -> Result:
    """A rate's result: `moves` done, the CPU seconds the bot's process and its workers spent meanwhile."""
    return Result(rate, dones=[0.1] * moves, spent=(bot, workers))


def test_a_rate_divides_its_cpu_by_the_moves_it_got_done() -> None:
    assert run(5, 4, 0.02, 0.06).cpu == pytest.approx((0.005, 0.015))
    assert run(5, 0, 0.02, 0.06).cpu == pytest.approx((0.02, 0.06))  # none done: the CPU is not hidden


def test_rates_are_weighted_by_their_moves_not_averaged() -> None:
    slow, busy = run(5, 10, 0.10, 0.20), run(40, 90, 0.45, 0.90)  # 10 and 5 ms bot per move
    bot, workers, moves = cpu_per_move([slow, busy])
    assert moves == 100
    assert bot == pytest.approx(0.55 / 100)  # not (10 + 5) / 2 ms
    assert workers == pytest.approx(1.10 / 100)


def test_the_ratio_is_new_over_old_of_bot_and_workers_together() -> None:
    old = [run(5, 10, 0.10, 0.30), run(10, 30, 0.30, 0.90)]  # 40 ms per move
    new = [run(5, 20, 0.10, 0.10), run(10, 20, 0.10, 0.50)]  # 20 ms per move
    assert cpu_ratio(new, old) == pytest.approx(0.5)
    assert cpu_ratio(old, new) == pytest.approx(2.0)


def test_cpu_is_printed_to_a_tenth_of_a_millisecond() -> None:
    assert cpu_text(0.00687, 0.01123) == "bot   6.9 ms, workers  11.2 ms, total  18.1 ms"
