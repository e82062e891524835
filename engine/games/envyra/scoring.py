"""Scoring (spec §7): tile VP, the optimal set partition, EQUILIBRIUM cards and the ranking."""

from __future__ import annotations

from collections import Counter
from typing import Any

from .data import CARDS, END_ID, THEMES, TILES

SET_VP = {0: 0, 1: 0, 2: 2, 3: 4, 4: 7}  # VP of one set by its number of different symbols


def layers(counts: list[int]) -> list[int]:
    """Greedy layering of one theme's symbol counts: the sizes of the sets, largest first."""
    left = [c for c in counts if c > 0]
    out = []
    while left:
        out.append(len(left))
        left = [c - 1 for c in left if c > 1]
    return out


def theme_layers(owned: list[str]) -> dict[str, list[int]]:
    """Layer sizes per theme for the owned tiles (bonus and End tiles never join a set)."""
    per_theme: dict[str, Counter[str]] = {t: Counter() for t in THEMES}
    for tid in owned:
        tile = TILES[tid]
        if tile.kind == "theme":
            per_theme[tile.theme][tile.symbol] += 1  # type: ignore[index]
    return {theme: layers(list(c.values())) for theme, c in per_theme.items()}


def set_vp(owned: list[str]) -> int:
    return sum(SET_VP[k] for sizes in theme_layers(owned).values() for k in sizes)


def tile_vp(owned: list[str]) -> int:
    return sum(TILES[t].vp for t in owned)


def symbols_of(owned: list[str]) -> set[str]:
    return {TILES[t].symbol for t in owned if TILES[t].symbol}  # type: ignore[misc]


def fulfils(owned: list[str], card_id: str) -> bool:
    """A card is fulfilled by owning at least one theme tile of each of its symbols (§2.3)."""
    return set(CARDS[card_id].symbols) <= symbols_of(owned)


def seat_score(owned: list[str], cards: list[str], secret: list[str]) -> dict[str, Any]:
    """Everything §7 adds up for one player; `cards` are taken public cards, `secret` his secret card(s)."""
    per_theme = theme_layers(owned)
    sets = sorted((k for sizes in per_theme.values() for k in sizes if k >= 2), reverse=True)
    fulfilled = [c for c in secret if fulfils(owned, c)]
    t_vp, s_vp = tile_vp(owned), set_vp(owned)
    eq_vp = sum(CARDS[c].vp for c in cards) + sum(CARDS[c].vp for c in fulfilled)
    return {
        "tile_vp": t_vp,
        "set_vp": s_vp,
        "sets": sets,
        "layers": per_theme,
        "equilibrium_vp": eq_vp,
        "cards": [{**CARDS[c].to_json(), "secret": False, "scored": True} for c in cards]
        + [{**CARDS[c].to_json(), "secret": True, "scored": c in fulfilled} for c in secret],
        "secret_cards": [CARDS[c].to_json() for c in secret],
        "secret_fulfilled": [c in fulfilled for c in secret],
        "end_tile": END_ID in owned,
        "total": t_vp + s_vp + eq_vp,
    }


def rank_key(score: dict[str, Any]) -> tuple[int, int, bool]:
    """Total VP, then set VP, then owning the End tile (§7 ranking; Equilibrium VP break no tie)."""
    return (score["total"], score["set_vp"], score["end_tile"])


def ranking(scores: list[dict[str, Any]], resigned: int | None = None) -> list[list[int]]:
    """Groups of seats sharing a place, best first; a resigned seat is last on its own (E-27)."""
    order = sorted((s for s in range(len(scores)) if s != resigned), key=lambda s: rank_key(scores[s]), reverse=True)
    groups: list[list[int]] = []
    for seat in order:
        if groups and rank_key(scores[groups[-1][0]]) == rank_key(scores[seat]):
            groups[-1].append(seat)
        else:
            groups.append([seat])
    if resigned is not None:
        groups.append([resigned])
    return groups
