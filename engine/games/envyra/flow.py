"""The automatic parts of a round (spec §4-§6): reveal, Phase II steps, claims, round end and round start.

Every function mutates the state in place and appends public events. They stop where a player must decide:
D2 (phase "phase2", `mover` set), D3 (phase "remove") or D1 (phase "phase1"), or at game over.
"""

from __future__ import annotations

import bisect
from collections import Counter
from typing import Any

from engine.core import Event, public

from . import scoring
from .board import CUBES, State, blocked_seats, clockwise_from, colour_counts, meets, movable
from .data import END_ID, TILES

Rng = Any  # random.Random or a test stub with choice()


# --- Phase I -> Phase II ------------------------------------------------------------------------------------------


def begin_phase1(state: State, events: list[Event]) -> None:
    """Enter PHASE1_PLACE: fix the participants and this round's serpentine step order."""
    n = state["n"]
    players = [s for s in clockwise_from(state, state["start"]) if not state["blocked"][s]]
    steps = [[s, 1] for s in players]
    if not state["options"]["simplified"]:
        steps += [[s, 2] for s in reversed(players)]
    state.update(phase="phase1", steps=steps, step=None, mover=None, remove=None)
    state["pending"] = [None] * n
    state["placed"] = [0] * n
    for s in players:
        assert state["supply"][s] >= 1, "E-4: every player starts a round with a cube in supply"
    events.append(round_start_event(state))


def round_start_event(state: State) -> Event:
    """The public announcement of a round: its number, start player, step order and who sits out."""
    order = [s for s, pass_no in state["steps"] if pass_no == 1]
    sitting_out = [s for s in range(state["n"]) if state["blocked"][s]]
    return public("round_start", round=state["round"], start=state["start"], order=order, sitting_out=sitting_out)


def participants(state: State) -> list[int]:
    return [s for s in range(state["n"]) if not state["blocked"][s]]


def reveal(state: State, rng: Rng, events: list[Event]) -> None:
    """PHASE1_REVEAL: every submission moves from supply to board at once, then Phase II runs."""
    boards: list[list[str] | None] = [None] * state["n"]
    for s in participants(state):
        chosen = state["pending"][s]
        state["board"][s] = list(chosen)
        state["supply"][s] -= len(chosen)
        state["placed"][s] = len(chosen)
        boards[s] = list(chosen)
    state["pending"] = [None] * state["n"]
    state["phase"] = "phase2"
    state["step"] = 0
    state["revealed"] = {"round": state["round"], "boards": [list(b) if b is not None else None for b in boards]}
    events.append(public("reveal", boards=boards, supply=list(state["supply"])))
    run_steps(state, rng, events)


# --- Phase II -----------------------------------------------------------------------------------------------------


def is_last_step(state: State, seat: int, pass_no: int) -> bool:
    return pass_no == 2 or state["placed"][seat] < 2 or state["options"]["simplified"]


def run_steps(state: State, rng: Rng, events: list[Event]) -> None:
    """Play automatic steps until a D2 decision, the game's end or the round's end (§4.3)."""
    steps = state["steps"]
    while state["phase"] == "phase2":
        i = state["step"]
        if i >= len(steps):
            round_end(state, rng, events)
            return
        seat, pass_no = steps[i]
        if pass_no == 2 and state["placed"][seat] < 2:
            state["step"] = i + 1  # no step after a player's last pass
            continue
        choices = movable(state, seat)
        if len(choices) >= 2:
            state["mover"] = seat  # decision D2
            return
        if choices:
            move_cube(state, seat, choices[0], pass_no, True, events)
            if state["phase"] == "over":
                return
        else:
            last = is_last_step(state, seat, pass_no)
            board = state["board"][seat]
            reason = "empty_board" if not board else ("not_movable" if last else "waiting")
            events.append(public("no_move", seat=seat, positions=list(board), reason=reason, **{"pass": pass_no}))
        finish_step(state, seat, pass_no, events)


def finish_step(state: State, seat: int, pass_no: int, events: list[Event]) -> None:
    """End of a step: at a player's last step his remaining board cubes return (E-7)."""
    if is_last_step(state, seat, pass_no):
        board = state["board"][seat]
        counts = colour_counts(state["owned"][seat])
        for pos in list(board):
            tile = state["grid"][pos]
            reason = "one_per_step" if tile is not None and meets(counts, tile) else "requirement"
            board.remove(pos)
            state["supply"][seat] += 1
            events.append(public("cubes_returned", seat=seat, count=1, positions=[pos], reason=reason))
    state["step"] += 1
    state["mover"] = None


def move_cube(state: State, seat: int, pos: str, pass_no: int, auto: bool, events: list[Event]) -> None:
    """A cube goes from the board onto the tile at the same position, then the claim check runs."""
    state["board"][seat].remove(pos)
    state["seq"] += 1
    state["cubes"][pos].append([seat, state["seq"]])
    events.append(
        public("cube_moved", seat=seat, position=pos, tile=state["grid"][pos], auto=auto, **{"pass": pass_no})
    )
    claim_check(state, pos, seat, events)


def claim_winner(cubes: list[list[int]]) -> tuple[int, bool]:
    """Most cubes wins; a tie goes to the tied player whose latest cube is latest (§5, E-11)."""
    count: Counter[int] = Counter()
    latest: dict[int, int] = {}
    for s, seq in cubes:
        count[s] += 1
        latest[s] = max(latest.get(s, 0), seq)
    top = max(count.values())
    tied = [s for s in count if count[s] == top]
    return max(tied, key=lambda s: latest[s]), len(tied) > 1


def claim_check(state: State, pos: str, mover: int, events: list[Event]) -> None:
    tile_id = state["grid"][pos]
    cubes = state["cubes"][pos]
    if len(cubes) < TILES[tile_id].cost:
        return
    winner, tie = claim_winner(cubes)
    counts = Counter(s for s, _ in cubes)
    state["owned"][winner].append(tile_id)
    state["grid"][pos] = None
    state["cubes"][pos] = []
    for s, n in counts.items():
        state["supply"][s] += n
    returned = [[s, counts[s]] for s in sorted(counts)]
    events.append(public("claimed", seat=winner, mover=mover, position=pos, tile=tile_id, counts=returned, tie=tie))
    for s in range(state["n"]):  # board cubes aimed at the claimed tile (E-6)
        if pos in state["board"][s]:
            state["board"][s].remove(pos)
            state["supply"][s] += 1
            events.append(public("cubes_returned", seat=s, count=1, positions=[pos], reason="tile_claimed"))
    if tile_id == END_ID:
        game_over(state, "A", events)
        return
    for card in list(state["public_cards"]):  # EQUILIBRIUM modes A and C (§5 step 6)
        if scoring.fulfils(state["owned"][winner], card):
            state["public_cards"].remove(card)
            state["cards"][winner].append(card)
            events.append(public("card_taken", seat=winner, card=card))


# --- ROUND_END ----------------------------------------------------------------------------------------------------


def round_end(state: State, rng: Rng, events: list[Event]) -> None:
    """§4.1 state 6: final round, refill, cube check, cone, round limit; then the next ROUND_START."""
    state.update(step=None, mover=None)
    events.append(public("round_end", round=state["round"]))
    if state["final"]:
        game_over(state, "C", events)
        return
    refill(state, rng, events)
    if state["phase"] == "over":
        return
    supply_check(state, events)
    state["start"] = (state["start"] + 1) % state["n"]
    events.append(public("cone_passed", seat=state["start"]))
    limit = state["options"]["round_limit"]
    if limit and state["round"] >= limit:
        game_over(state, "D", events)
        return
    state["round"] += 1
    round_start(state, rng, events)


def someone_qualifies_for_end(state: State) -> bool:
    return any(meets(colour_counts(owned), END_ID) for owned in state["owned"])


def draw(bag: list[str], rng: Rng, exclude: str | None = None) -> str:
    """One uniform draw from the sorted bag (through rng.choice, so tests can stub it)."""
    pool = [t for t in bag if t != exclude] if exclude else bag
    tile = rng.choice(pool)
    bag.remove(tile)
    return tile


def refill(state: State, rng: Rng, events: list[Event]) -> None:
    """§4.4 with the End-tile cases (1)-(3); positions in row-major order (E-19)."""
    bag, grid = state["bag"], state["grid"]
    left_empty = []
    for pos in state["positions"]:
        if grid[pos] is not None:
            continue
        if not bag:
            left_empty.append(pos)
            continue
        tile = draw(bag, rng)
        if tile == END_ID and not someone_qualifies_for_end(state):
            if not bag:  # case (3): condition B
                bag.append(END_ID)
                events.append(public("end_last", position=pos))
                game_over(state, "B", events)
                return
            state["aside"].append(END_ID)  # case (2)
            events.append(public("end_set_aside", position=pos))
            tile = draw(bag, rng)
            state["aside"].remove(END_ID)
            bisect.insort(bag, END_ID)
            grid[pos] = tile
            events.append(public("refill", position=pos, tile=tile))
            events.append(public("end_returned"))
            continue
        grid[pos] = tile
        events.append(public("refill", position=pos, tile=tile))
    if left_empty:
        events.append(public("bag_empty", positions=left_empty))


def supply_check(state: State, events: list[Event]) -> None:
    """§4.5: a player with an empty supply takes all his cubes back from the tiles; nothing is claimed."""
    for seat in range(state["n"]):
        if state["supply"][seat] > 0:
            continue
        back = 0
        where = []
        for pos in state["positions"]:
            cubes = state["cubes"][pos]
            mine = [c for c in cubes if c[0] == seat]
            if mine:
                state["cubes"][pos] = [c for c in cubes if c[0] != seat]
                back += len(mine)
                where.append(pos)
        state["supply"][seat] += back
        assert state["supply"][seat] == CUBES, "a player with an empty supply has all his cubes on tiles"
        events.append(public("cubes_returned", seat=seat, count=back, positions=where, reason="supply_check"))


# --- ROUND_START --------------------------------------------------------------------------------------------------


def removal_candidates(state: State) -> list[str]:
    """Free grid tiles; if there are none, the tiles with the fewest cubes (E-22)."""
    tiles = [p for p in state["positions"] if state["grid"][p] is not None]
    if not tiles:
        return []
    fewest = min(len(state["cubes"][p]) for p in tiles)
    return [p for p in tiles if len(state["cubes"][p]) == fewest]


def round_start(state: State, rng: Rng, events: list[Event]) -> None:
    """§4.6: the blocked-player check; may wait for decision D3, or start a final round or end the game."""
    state["blocked"] = [False] * state["n"]
    state["final"] = False
    blocked = blocked_seats(state)
    if not blocked:
        begin_phase1(state, events)
        return
    candidates = removal_candidates(state) if state["bag"] else []
    if not candidates:
        events.append(public("blocked", seats=blocked, chooser=None))
        final_round(state, events)
        return
    chooser = next(s for s in clockwise_from(state, state["start"]) if s in blocked)
    events.append(public("blocked", seats=blocked, chooser=chooser, candidates=candidates))
    state.update(phase="remove", remove={"chooser": chooser, "candidates": candidates}, mover=None)
    if len(candidates) == 1:
        remove_tile(state, candidates[0], True, rng, events)


def remove_tile(state: State, pos: str, auto: bool, rng: Rng, events: list[Event]) -> None:
    """Decision D3 done: box the tile, then draw until a tile unblocks everybody (§4.6)."""
    chooser = state["remove"]["chooser"]
    tile_id = state["grid"][pos]
    state["grid"][pos] = None
    bisect.insort(state["box"], tile_id)
    state["remove"] = None
    events.append(public("tile_removed", seat=chooser, position=pos, tile=tile_id, auto=auto))
    back = Counter(s for s, _ in state["cubes"][pos])
    state["cubes"][pos] = []
    for s in sorted(back):
        state["supply"][s] += back[s]
        events.append(public("cubes_returned", seat=s, count=back[s], positions=[pos], reason="tile_removed"))
    bag, aside = state["bag"], state["aside"]
    found = False
    while bag:
        tile = draw(bag, rng)
        state["grid"][pos] = tile
        if not blocked_seats(state):
            events.append(public("search_draw", position=pos, tile=tile, helps=True))
            found = True
            break
        state["grid"][pos] = None
        aside.append(tile)
        events.append(public("search_draw", position=pos, tile=tile, helps=False))
    if aside:
        events.append(public("aside_returned", tiles=list(aside)))
        bag.extend(aside)
        bag.sort()
        aside.clear()
    if found:
        begin_phase1(state, events)
    else:
        events.append(public("search_failed", position=pos))
        final_round(state, events)


def final_round(state: State, events: list[Event]) -> None:
    """Condition C: a last round without the blocked players, or the end if all are blocked (E-24)."""
    blocked = blocked_seats(state)
    if not blocked:
        begin_phase1(state, events)
        return
    if len(blocked) == state["n"]:
        game_over(state, "C", events)
        return
    state["final"] = True
    for s in blocked:
        state["blocked"][s] = True
    events.append(public("final_round", sitting_out=blocked))
    begin_phase1(state, events)


def resign(state: State, seat: int, events: list[Event]) -> None:
    """E-27: a resignation ends the game at once; the resigning player ranks last."""
    state["resigned"] = seat
    events.append(public("resigned", seat=seat))
    game_over(state, "R", events)


# --- GAME_OVER ----------------------------------------------------------------------------------------------------


def final_scores(state: State) -> list[dict[str, Any]]:
    return [scoring.seat_score(state["owned"][s], state["cards"][s], state["secret"][s]) for s in range(state["n"])]


def game_over(state: State, condition: str, events: list[Event]) -> None:
    """GAME_OVER: reveal the secret cards, score and rank (§6, §7)."""
    state.update(phase="over", over={"condition": condition}, mover=None, remove=None, step=None)
    scores = final_scores(state)
    events.append(
        public(
            "game_over",
            condition=condition,
            scores=[sc["total"] for sc in scores],
            ranking=scoring.ranking(scores, state.get("resigned")),
            secret_cards=[list(c) for c in state["secret"]],
            secret_fulfilled=[sc["secret_fulfilled"] for sc in scores],
        )
    )
