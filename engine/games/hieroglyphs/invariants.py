"""Conservation laws and state invariants (§5.6, §10.21), checked by tests after every action."""

from __future__ import annotations

from engine.core import State

from .data import CARDS, CURSES, EXPLORERS, HAND_SIZE, MAX_SCARABS, ROWS, SARCOPHAGI, SCARABS_TOTAL, is_curse

PHASES = {"drop", "explorer", "curse_race", "curse_victim", "curse_surrender", "final", "over"}


def check_invariants(state: State, strict_stacks: bool = False) -> None:
    """Raise AssertionError naming the first broken rule. `strict_stacks`: stacks are suffixes of [1, 2, 3] eyes."""
    n = state["n_players"]
    pillars = state["pillars"]
    assert state["phase"] in PHASES, f"phase {state['phase']} at rest"

    # 16 scarabs: supply + pillars.
    scarabs = [p["scarabs"] for p in pillars.values()]
    assert all(0 <= s <= MAX_SCARABS for s in scarabs), f"scarabs per pillar {scarabs}"
    assert state["supply"] >= 0 and state["supply"] + sum(scarabs) == SCARABS_TOTAL, "scarabs not conserved"

    # 5 explorers per player: reserve + pillars.
    for seat in range(n):
        on_pillars = sum(p["explorer"] == seat for p in pillars.values())
        assert state["reserve"][seat] >= 0, f"negative reserve for seat {seat}"
        assert state["reserve"][seat] + on_pillars == EXPLORERS, f"explorers of seat {seat} not conserved"
    assert all(p["explorer"] is None or 0 <= p["explorer"] < n for p in pillars.values())

    # 49 hieroglyph cards: hands + stock + wall, each exactly once.
    wall_cards = [c for column in state["wall"] for c in column]
    stock_cards = [c for c in state["stock"] if not is_curse(c)]
    hand_cards = [c for hand in state["hands"] for c in hand]
    everything = wall_cards + stock_cards + hand_cards
    assert len(everything) == 49 and sorted(everything) == sorted(CARDS), "hieroglyph cards not conserved"
    assert all(len(column) <= ROWS for column in state["wall"])
    assert all(len(hand) <= HAND_SIZE for hand in state["hands"]), "hand over 3"

    # 21 sarcophagi: stacks + held.
    stacked = [s for p in pillars.values() for s in p["stack"]]
    held = [s for h in state["held"] for s in h]
    assert sorted(stacked + held) == sorted(SARCOPHAGI), "sarcophagi not conserved"
    assert all(len(p["stack"]) <= 3 for p in pillars.values())
    if strict_stacks:
        for p in pillars.values():
            eyes = [SARCOPHAGI[s]["eyes"] for s in p["stack"]]
            assert eyes == [1, 2, 3][3 - len(eyes) :], f"stack out of order {eyes}"

    # Curse cards: stock, being resolved, or removed.
    curses = [c for c in state["stock"] if is_curse(c)] + list(state["curses_removed"])
    if state["curse"] is not None:
        curses.append(state["curse"]["card"])
    if state["options"]["pharaohs_curse"]:
        assert sorted(curses) == sorted(CURSES), "curse cards not accounted for"
    else:
        assert not curses
    assert 0 <= state["starting_stock_left"] <= len(state["stock"])
    assert not any(is_curse(c) for c in state["stock"][: state["starting_stock_left"]])

    # §5.6: never at rest with 3 scarabs, an explorer and a non-empty stack.
    for animal, p in pillars.items():
        assert not (p["scarabs"] == MAX_SCARABS and p["explorer"] is not None and p["stack"]), f"unclaimed at {animal}"

    phase = state["phase"]
    assert (state["pending"] is not None) == (phase == "explorer")
    assert (state["curse"] is not None) == phase.startswith("curse_")
    if phase == "drop":
        assert state["hands"][state["active"]], "player on turn without cards"
    if phase in ("final", "over"):
        assert sum(len(column) for column in state["wall"]) == 49 and not hand_cards
