"""Envyra components (spec §2.2, §2.3): loaded from data.json and checked on import."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

THEMES: tuple[str, ...] = ("Orange", "Green", "Blue")  # the order of requirement counts everywhere
END_ID = "END"
DATA_PATH = Path(__file__).with_name("data.json")


class DataError(ValueError):
    """The component data break one of the spec's checks."""


@dataclass(frozen=True)
class Tile:
    id: str
    kind: str  # "theme" | "bonus" | "end"
    theme: str | None
    symbol: str | None
    cost: int
    vp: int
    req: tuple[int, int, int]  # minimum owned Orange, Green, Blue theme tiles
    start: bool
    three_four: bool

    @property
    def reserved(self) -> bool:
        return any(self.req)

    @property
    def basic(self) -> bool:
        return not self.start and self.kind != "end"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "theme": self.theme,
            "symbol": self.symbol,
            "cost": self.cost,
            "vp": self.vp,
            "req": dict(zip(THEMES, self.req, strict=True)),
            "start": self.start,
            "three_four": self.three_four,
        }


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    symbols: tuple[str, ...]
    vp: int
    four_only: bool

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "symbols": list(self.symbols), "vp": self.vp}


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise DataError(message)


def parse_tile(raw: dict[str, Any]) -> Tile:
    req = raw["req"]
    return Tile(
        id=raw["id"],
        kind=raw["kind"],
        theme=raw["theme"],
        symbol=raw["symbol"],
        cost=raw["cost"],
        vp=raw["vp"],
        req=tuple(int(req.get(t, 0)) for t in THEMES),  # type: ignore[arg-type]
        start=bool(raw["start"]),
        three_four=bool(raw["three_four"]),
    )


def check_tiles(tiles: list[Tile], symbols: dict[str, dict[str, list[str]]]) -> None:
    """Every check the spec lists under "Checks a data loader MUST assert", plus consistency checks."""
    kinds = Counter(t.kind for t in tiles)
    _check(len(tiles) == 38, f"expected 38 tiles, found {len(tiles)}")
    _check(len({t.id for t in tiles}) == len(tiles), "tile ids are not unique")
    _check(kinds == Counter(theme=30, bonus=7, end=1), f"expected 30 theme, 7 bonus, 1 end tile, found {dict(kinds)}")
    symbol_theme = {s: th for th, group in symbols.items() for s in group["common"] + group["rare"]}
    for theme in THEMES:
        mine = [t for t in tiles if t.kind == "theme" and t.theme == theme]
        _check(len(mine) == 10, f"theme {theme} has {len(mine)} tiles, expected 10")
        copies = Counter(t.symbol for t in mine)
        _check(sorted(copies.values()) == [2, 2, 3, 3], f"theme {theme} symbol copies are {dict(copies)}")
        for t in mine:
            _check(symbol_theme.get(t.symbol or "") == theme, f"{t.id}: symbol {t.symbol} is not a {theme} symbol")
        common = symbols[theme]["common"]
        _check(all(copies[s] == 3 for s in common), f"theme {theme}: common symbols need 3 copies")
    for t in tiles:
        if t.kind == "theme":
            _check(t.theme in THEMES and t.symbol is not None, f"{t.id}: theme tile without theme or symbol")
        else:
            _check(t.theme is None and t.symbol is None, f"{t.id}: only theme tiles have a theme and a symbol")
        _check(all(r >= 0 for r in t.req), f"{t.id}: negative requirement")
    _check(sum(t.start for t in tiles) == 15, "expected 15 S tiles")
    basic = [t for t in tiles if t.basic]
    _check(len(basic) == 22, f"expected 22 basic tiles, found {len(basic)}")
    _check(sum(t.three_four for t in basic) == 14, "expected 14 basic tiles marked 3/4")
    _check(sum(not t.three_four for t in basic) == 8, "expected 8 basic tiles without the 3/4 mark")
    _check(not any(t.reserved for t in tiles if t.start), "an S tile has a requirement")
    reserved = Counter(t.kind for t in tiles if t.reserved)
    _check(reserved == Counter(theme=9, bonus=3, end=1), f"expected 13 reserved tiles (9/3/1), found {dict(reserved)}")
    bonus_vp = sorted(t.vp for t in tiles if t.kind == "bonus")
    _check(bonus_vp == [2, 2, 3, 3, 4, 4, 5], f"bonus VP are {bonus_vp}")
    _check(all(0 <= t.vp <= 4 for t in tiles if t.kind == "theme"), "a theme tile's VP is outside 0..4")
    _check(all(1 <= t.cost <= 4 for t in tiles), "a tile's cost is outside 1..4")
    end = [t for t in tiles if t.kind == "end"][0]
    _check(end.id == END_ID and not end.start and not end.three_four, "the End tile must be END, not S, not 3/4")
    _check(end.req == (1, 1, 1), "the End tile needs one tile of each colour")


def check_cards(cards: list[Card], symbols: dict[str, dict[str, list[str]]]) -> None:
    """Consistency of the 9 EQUILIBRIUM cards with §2.3."""
    _check(len(cards) == 9, f"expected 9 cards, found {len(cards)}")
    _check(len({c.id for c in cards}) == 9, "card ids are not unique")
    symbol_theme = {s: th for th, group in symbols.items() for s in group["common"] + group["rare"]}
    rare = {s for group in symbols.values() for s in group["rare"]}
    pairs = [c for c in cards if len(c.symbols) == 2]
    triples = [c for c in cards if len(c.symbols) == 3]
    _check(len(pairs) == 6 and len(triples) == 3, "expected six 2-symbol and three 3-symbol cards")
    used = sorted(s for c in pairs for s in c.symbols)
    _check(used == sorted(symbol_theme), "the 2-symbol cards must use each of the 12 symbols once")
    for c in pairs:
        _check(symbol_theme[c.symbols[0]] != symbol_theme[c.symbols[1]], f"{c.id}: symbols of one theme")
        _check(c.vp == (3 if rare & set(c.symbols) else 2), f"{c.id}: wrong VP")
        _check(not c.four_only, f"{c.id}: 2-symbol cards are used with 2-4 players")
    for c in triples:
        _check(sorted(symbol_theme[s] for s in c.symbols) == sorted(THEMES), f"{c.id}: needs one symbol per theme")
        _check(len(rare & set(c.symbols)) == 1, f"{c.id}: needs exactly one rare symbol")
        _check(c.vp == 4 and c.four_only, f"{c.id}: 3-symbol cards are worth 4 VP and need 4 players")


def load(raw: dict[str, Any] | None = None) -> tuple[dict[str, Tile], dict[str, Card], dict[str, str]]:
    """Parse and check the data; returns tiles by id, cards by id, and symbol -> theme."""
    if raw is None:
        raw = json.loads(DATA_PATH.read_text(encoding="utf-8"))
    symbols = raw["symbols"]
    _check(sorted(symbols) == sorted(THEMES), "symbols must be listed for the three themes")
    tiles = [parse_tile(t) for t in raw["tiles"]]
    cards = [Card(c["id"], c["name"], tuple(c["symbols"]), c["vp"], bool(c["four_only"])) for c in raw["cards"]]
    check_tiles(tiles, symbols)
    check_cards(cards, symbols)
    symbol_theme = {s: th for th, group in symbols.items() for s in group["common"] + group["rare"]}
    return {t.id: t for t in tiles}, {c.id: c for c in cards}, symbol_theme


TILES, CARDS, SYMBOL_THEME = load()
TILE_IDS: tuple[str, ...] = tuple(TILES)
CARD_IDS: tuple[str, ...] = tuple(CARDS)
