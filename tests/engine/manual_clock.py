"""A clock a test moves by hand: the store, the tables and their seat rules read it instead of the real time."""

from __future__ import annotations


class ManualClock:
    """`clock()` is `clock.now`; a test moves it (`clock.now += 3600`)."""

    def __init__(self, now: float = 1_800_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now
