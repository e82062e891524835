"""The component data (§2.2, §2.3) and every check the loader must assert."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest

from engine.games.envyra.data import CARDS, DATA_PATH, END_ID, TILES, DataError, load

RAW = json.loads(DATA_PATH.read_text(encoding="utf-8"))


def tile(raw: dict[str, Any], tid: str) -> dict[str, Any]:
    return next(t for t in raw["tiles"] if t["id"] == tid)


def test_data_loads_and_matches_spec_counts() -> None:
    assert len(TILES) == 38 and len(CARDS) == 9
    assert TILES["BLU09"].req == (2, 1, 0)  # {Orange 2, Green 1}, the rulebook's example B
    assert TILES[END_ID].req == (1, 1, 1) and TILES[END_ID].cost == 2 and TILES[END_ID].vp == 3
    assert sum(t.reserved for t in TILES.values()) == 13
    assert CARDS["EQ9"].symbols == ("Fire", "Rain", "Fern") and CARDS["EQ9"].four_only


def test_theme_vp_formula() -> None:
    rare = {"Flower", "Fern", "River", "Ice", "Volcano", "Desert"}
    for t in TILES.values():
        if t.kind == "theme":
            assert t.vp == (t.cost - 1) + (t.symbol in rare) + t.reserved, t.id
        if t.kind == "bonus":
            assert t.vp == t.cost + t.reserved, t.id


def _set(tid: str, **changes: Any) -> Callable[[dict[str, Any]], None]:
    def mutate(raw: dict[str, Any]) -> None:
        tile(raw, tid).update(changes)

    return mutate


def _drop(tid: str) -> Callable[[dict[str, Any]], None]:
    def mutate(raw: dict[str, Any]) -> None:
        raw["tiles"].remove(tile(raw, tid))

    return mutate


def _req(tid: str, **req: int) -> Callable[[dict[str, Any]], None]:
    def mutate(raw: dict[str, Any]) -> None:
        tile(raw, tid)["req"].update(req)

    return mutate


def _card(cid: str, **changes: Any) -> Callable[[dict[str, Any]], None]:
    def mutate(raw: dict[str, Any]) -> None:
        next(c for c in raw["cards"] if c["id"] == cid).update(changes)

    return mutate


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (_drop("GRN10"), "38 tiles"),
        (_set("BON01", kind="theme", theme="Green", symbol="Leaf"), "30 theme"),
        (_set("GRN02", symbol="Leaf"), "symbol copies"),
        (_set("GRN02", symbol="Sun"), "symbol copies"),
        (_set("BON04", start=True), "15 S tiles"),
        (_set("GRN05", three_four=True), "14 basic tiles marked 3/4"),
        (_req("GRN01", Blue=1), "S tile has a requirement"),
        (_req("GRN05", Blue=1), "13 reserved"),
        (_set("BON01", vp=3), "bonus VP"),
        (_set("GRN04", vp=5), "VP is outside 0..4"),
        (_set("GRN04", cost=5), "cost is outside 1..4"),
        (_set("BLU08", cost=0), "cost is outside 1..4"),
        (_set("GRN02", id="GRN01"), "not unique"),
        (_set("BON01", theme="Green"), "only theme tiles"),
        (_req("END", Blue=0), None),
        (_card("EQ1", vp=3), "EQ1: wrong VP"),
        (_card("EQ7", symbols=["Volcano", "Sea", "Fern"]), "exactly one rare"),
        (_card("EQ2", symbols=["Sea", "Rain"]), None),
    ],
)
def test_loader_rejects_broken_data(mutate: Callable[[dict[str, Any]], None], message: str | None) -> None:
    raw = copy.deepcopy(RAW)
    mutate(raw)
    with pytest.raises(DataError) as info:
        load(raw)
    if message:
        assert message in str(info.value)


def test_loader_accepts_shipped_data() -> None:
    tiles, cards, symbols = load(copy.deepcopy(RAW))
    assert set(tiles) == set(TILES) and set(cards) == set(CARDS)
    assert symbols["Volcano"] == "Orange" and len(symbols) == 12
