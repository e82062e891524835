"""Penalties, rankings and tie-breaks (spec §7, §8.1)."""

from __future__ import annotations

from i18n import ListOf, Text, cat

from . import texts
from .pieces import TILES_BY_ID


def penalty(unplaced: list[str]) -> int:
    """Sum of the pips of the unplaced tiles; columns never score."""
    return sum(TILES_BY_ID[t].pips for t in unplaced)


def turn_position(seat: int, start: int, n: int) -> int:
    """0 for the start player, 1 for the next one, …"""
    return (seat - start) % n


def game_ranking(penalties: list[int], last_placements: list[int], start: int, tie_break: str) -> list[int]:
    """Seats best first: lowest penalty; ties to the later last placement, or to the later turn position."""
    n = len(penalties)
    if tie_break == "later_seat":
        return sorted(range(n), key=lambda s: (penalties[s], -turn_position(s, start, n)))
    # last_placement: counters are unique among players who placed; a seat index settles the impossible rest.
    return sorted(range(n), key=lambda s: (penalties[s], -last_placements[s], s))


def match_ranking(totals: list[int], last_game_ranking: list[int]) -> list[int]:
    """Lowest total; a tie goes to whoever ranked higher in the last game (which is strict)."""
    place = {seat: i for i, seat in enumerate(last_game_ranking)}
    return sorted(range(len(totals)), key=lambda s: (totals[s], place[s]))


def tie_groups(order: list[int], points: list[int]) -> list[list[int]]:
    """Runs of equal points within a ranking, only those with two or more seats."""
    groups: list[list[int]] = []
    for seat in order:
        if groups and points[groups[-1][0]] == points[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return [g for g in groups if len(g) > 1]


def tie_text(
    order: list[int], points: list[int], labels: list[Text], how: str, last_placements: list[int] | None = None
) -> Text:
    """Tie-break in words: `how` is last_placement, later_seat or match."""
    sentences: list[Text] = []
    for group in tie_groups(order, points):
        players = ListOf(tuple(labels[s] for s in group))
        detail: Text = ""
        if how == "last_placement" and last_placements is not None:
            detail = cat(
                [texts.tie("placement_detail", player=labels[s], counter=str(last_placements[s])) for s in group], ", "
            )
        sentences.append(texts.tie(how, players=players, points=points[group[0]], detail=detail))
    return cat(sentences, " ") if sentences else texts.tie("none")


def explain_ties(
    order: list[int], points: list[int], labels: list[str], how: str, last_placements: list[int] | None = None
) -> str:
    """The English tie-break sentence stored in `Result.explanation` (players read `tie_text` in their language)."""
    return str(tie_text(order, points, list(labels), how, last_placements))
