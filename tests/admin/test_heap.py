"""The heap settled after the start (admin/heap.py): frozen and collected less often, undone at close."""

from __future__ import annotations

import asyncio
import gc
from collections.abc import Iterator
from pathlib import Path

import pytest

from admin import heap
from bot import GameBot
from sandbox import FakeDiscord
from sandbox import game_driver as drive


@pytest.fixture
def untouched_gc() -> Iterator[tuple[int, int, int]]:
    """The collector's thresholds before the test; the test must leave them (and nothing frozen) as it found them."""
    assert not heap.settled() and gc.get_freeze_count() == 0
    thresholds = gc.get_threshold()
    yield thresholds
    assert not heap.settled() and gc.get_freeze_count() == 0
    assert gc.get_threshold() == thresholds


def test_settle_freezes_the_heap_and_release_undoes_it(untouched_gc: tuple[int, int, int]) -> None:
    kept = [object() for _ in range(10)]
    heap.settle()
    assert heap.settled()
    assert gc.get_freeze_count() >= len(kept)
    assert gc.get_threshold() == (heap.YOUNG_THRESHOLD, *untouched_gc[1:])
    heap.release()


def test_the_heap_stays_settled_until_the_last_bot_releases_it(untouched_gc: tuple[int, int, int]) -> None:
    heap.settle()
    heap.settle()
    heap.release()
    assert heap.settled() and gc.get_freeze_count() > 0
    assert gc.get_threshold()[0] == heap.YOUNG_THRESHOLD
    heap.release()
    heap.release()  # one release too many changes nothing


async def test_the_bot_settles_its_heap_after_the_catch_up_and_releases_it_at_close(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, untouched_gc: tuple[int, int, int]
) -> None:
    order: list[str] = []
    announce, settle = GameBot.announce_missed, heap.settle

    async def announced(bot: GameBot) -> None:
        await announce(bot)
        order.append("caught up")

    def settled() -> None:
        order.append("settled")
        settle()

    monkeypatch.setattr(GameBot, "announce_missed", announced)
    monkeypatch.setattr(heap, "settle", settled)
    async with drive.game_bot(fake_discord, tmp_path / "db.sqlite"):
        for _ in range(200):
            if heap.settled():
                break
            await asyncio.sleep(0.05)
        assert order == ["caught up", "settled"]
        assert gc.get_freeze_count() > 0
        assert gc.get_threshold()[0] == heap.YOUNG_THRESHOLD
