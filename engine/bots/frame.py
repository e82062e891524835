"""Frame bot: search over placements with a territory evaluation (spec: shared/rules/frame.md).

Frame has no secrets, so the bot rebuilds the whole position from its view (the pieces on the board, every seat's
unplaced tiles and columns, who is out) as bitboards of its own (`Board`), using the engine's pure geometry helpers
(`board.geometry`, `legal_anchors`). Nothing is read from the state.

Evaluation (`evaluate`), for every seat still in: the empty cells are shared out Voronoi-style — a cell belongs to
the seat whose frontier (empty cells touching its own pieces) reaches it first through empty cells, the seat to move
next claiming everything within `HEAD_START` steps of its frontier first (its next tile reaches that far; without
this head start, threats and blocks are invisible to one ply); cells reached by several seats at once are contested.
A seat's *potential* is what it can still hope to place: the pips of its unplaced tiles that a greedy packing fits
into its territory (`packed_pips`, biggest tiles first), at most the usable cells there (cells with a free neighbour
in the territory; contested ones count `CONTESTED_WEIGHT`). Its *value* is the pips placed plus that potential, i.e.
53 minus its expected penalty; a position's score for the bot is its value minus its best opponent's.

Levels:
- `easy`: greedy by pips with noise — usually a random placement of one of its biggest tiles that fit, sometimes any
  legal move; opening columns at random.
- `normal`: one ply — every legal move (up to the work the budget allows, pre-ordered) is played on the bot's own
  board and evaluated with the next seat to move; the best wins, the rng breaking ties (and varying the opening).
- `hard`: best-reply lines — the best one-ply candidates, in order, are each followed along their predicted line:
  every other seat in turn answers with its own best one-ply move, then the bot plays its best one; the candidate
  whose line ends best wins (so lines end, like one-ply scores, with the others to move). As many candidates as the
  work allows (~8 with the default budget). Opening columns get one ply.

Budgets are turned into fixed work (evaluations; `EVALS_PER_SECOND`, calibrated on this machine with a margin of
about 3 for a loaded machine), never a clock, so a choice depends only on the `Seen`, the rng and the budget. On an
idle machine, 2 players: `normal` ~3 ms a move (p95 ~25 ms), `hard` ~0.2 s (p95 ~0.4 s, at most ~0.6 s). A tiny
budget still evaluates the `MIN_EVALS` best pre-ordered moves.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from functools import cache, lru_cache
from typing import Any

from engine.bots import Bot, Seen
from engine.core import Action
from engine.games.frame.board import Geometry, geometry, legal_anchors
from engine.games.frame.pieces import TILES_BY_ID
from engine.games.frame.position import piece_masks

# evaluations per second of budget: one costs 30–70 µs here (making the move included), counted as ~170 µs
EVALS_PER_SECOND = 6000
MIN_EVALS = 24  # even a tiny budget looks at the best few pre-ordered moves
CONTESTED_WEIGHT = 0.5  # a contested cell counts half in a seat's usable cells
HEAD_START = 2  # the seat to move claims the cells within this many steps of its frontier before the others expand
OPENING_NOISE = 0.3  # pips of noise on opening columns: varied openings among near-equal cells
TIE_NOISE = 1e-6  # in the tile phase the rng only breaks exact ties
EASY_RANDOM = 0.1  # how often `easy` plays any legal move instead of one of its biggest tiles

PIPS = {t: TILES_BY_ID[t].pips for t in TILES_BY_ID}
TOTAL_PIPS = sum(PIPS.values())  # 53
BIG_FIRST = {t: i for i, t in enumerate(sorted(TILES_BY_ID, key=lambda t: -PIPS[t]))}  # stable: §2.4 order in a size

Move = tuple[str | None, int]  # (tile id, or None for a column, or "dropout"; the cells covered as a mask)
DROPOUT: Move = ("dropout", 0)


@dataclass(frozen=True)
class Board:
    """A position as the bot sees it: bitboards plus what every seat has left."""

    geo: Geometry
    n: int
    empty: int
    tiles: int  # cells under tiles of any colour
    columns: int  # cells under columns of any colour
    own: tuple[int, ...]
    left: tuple[tuple[str, ...], ...]  # unplaced tiles per seat, biggest first
    col3: tuple[bool, ...]  # third column still in hand
    out: tuple[bool, ...]
    allow_reflection: bool
    opening: bool

    def placed_pips(self, seat: int) -> int:
        return TOTAL_PIPS - sum(PIPS[t] for t in self.left[seat])


Scored = tuple[float, int, Board, int | None]  # (one-ply score, move index, position after it, seat to move next)


def board_from_view(view: dict[str, Any]) -> Board:
    """The bot's board from a view (public or a seat's: only the public part is used)."""
    geo = geometry(view["size"])
    players = view["players"]
    n = len(players)
    own, tiles, columns = piece_masks(geo, view["pieces"], n)
    return Board(
        geo=geo,
        n=n,
        empty=geo.board_mask & ~(tiles | columns),
        tiles=tiles,
        columns=columns,
        own=own,
        left=tuple(tuple(sorted((t["id"] for t in p["tiles_left"]), key=BIG_FIRST.__getitem__)) for p in players),
        col3=tuple("COL3" in p["columns_left"] for p in players),
        out=tuple(bool(p["out"]) for p in players),
        allow_reflection=bool(view["options"].get("allow_reflection", True)),
        opening=view["phase"] == "opening",
    )


# ---------------------------------------------------------------------- bitboard helpers
def n4(geo: Geometry, mask: int) -> int:
    s = geo.stride
    return ((mask << 1) | (mask >> 1) | (mask << s) | (mask >> s)) & geo.board_mask


def ring(geo: Geometry, mask: int) -> int:
    row = mask | (mask << 1) | (mask >> 1)
    return (row | (row << geo.stride) | (row >> geo.stride)) & geo.board_mask


def bits_of(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def tile_moves(board: Board, seat: int) -> list[Move]:
    """Every legal tile placement of the seat, as (tile, mask): biggest tiles first, then as the engine lists them."""
    geo = board.geo
    empty = board.empty
    frontier = n4(geo, board.own[seat]) & empty
    if not frontier or board.opening:
        return []
    out: list[Move] = []
    for tile_id in board.left[seat]:
        for shape in geo.shapes(tile_id, board.allow_reflection):
            anchors = legal_anchors(shape, empty, frontier)
            offsets = shape.offsets
            while anchors:
                low = anchors & -anchors
                anchors ^= low
                mask = 0
                for d in offsets:
                    mask |= low << d
                out.append((tile_id, mask))
    return out


def has_tile_move(board: Board, seat: int) -> bool:
    geo = board.geo
    empty = board.empty
    frontier = n4(geo, board.own[seat]) & empty
    if not frontier or board.opening:
        return False
    for tile_id in board.left[seat]:
        for shape in geo.shapes(tile_id, board.allow_reflection):
            if legal_anchors(shape, empty, frontier):
                return True
    return False


def column_cells(board: Board, seat: int) -> int:
    """Where the seat's next column may go (§5.3 in the opening, §5.5 for the third column)."""
    geo = board.geo
    free = board.empty & ~ring(geo, board.columns)
    if board.opening:
        return free & geo.border_mask
    if not board.col3[seat]:
        return 0
    return free & (geo.border_mask | n4(geo, board.tiles))


def play(board: Board, seat: int, move: Move) -> Board:
    """The board after the seat's move (a new board; the move is assumed legal)."""
    tile_id, mask = move
    if tile_id == "dropout":
        out = list(board.out)
        out[seat] = True
        return replace(board, out=tuple(out))
    own = list(board.own)
    own[seat] |= mask
    if tile_id is None:
        columns = board.columns | mask
        if board.opening:  # the opening ends once every seat still in has both opening columns down
            opening = any((own[p] & columns).bit_count() < 2 for p in range(board.n) if not board.out[p])
            return replace(board, empty=board.empty & ~mask, columns=columns, own=tuple(own), opening=opening)
        col3 = tuple(False if s == seat else c for s, c in enumerate(board.col3))
        return replace(board, empty=board.empty & ~mask, columns=columns, own=tuple(own), col3=col3)
    left = list(board.left)
    remaining = list(left[seat])
    remaining.remove(tile_id)
    left[seat] = tuple(remaining)
    return replace(board, empty=board.empty & ~mask, tiles=board.tiles | mask, own=tuple(own), left=tuple(left))


def next_to_move(board: Board, previous: int) -> tuple[Board, int | None]:
    """The engine's S4 advance on the bot's own board: the next seat still in with a move; the stuck drop out."""
    out = list(board.out)
    for step in range(1, board.n + 1):
        seat = (previous + step) % board.n
        if out[seat]:
            continue
        if has_tile_move(board, seat) or column_cells(board, seat):
            return replace(board, out=tuple(out)), seat
        out[seat] = True
    return replace(board, out=tuple(out)), None


# ---------------------------------------------------------------------- evaluation
def territories(board: Board, nxt: int | None = None) -> tuple[list[int], int]:
    """Voronoi share-out of the empty cells among the seats still in: (exclusive cells per seat, contested cells)."""
    geo = board.geo
    empty = board.empty
    s = geo.stride
    full = geo.board_mask
    fronts = [0 if board.out[p] else n4(geo, board.own[p]) & empty for p in range(board.n)]
    excl = [0] * board.n
    contested = 0
    seen = 0
    if nxt is not None:
        for _ in range(HEAD_START):
            m = fronts[nxt] & ~seen
            excl[nxt] |= m
            seen |= m
            fronts[nxt] = ((m << 1) | (m >> 1) | (m << s) | (m >> s)) & full & empty
    while True:
        new = [f & ~seen for f in fronts]
        union = 0
        twice = 0
        for m in new:
            twice |= union & m
            union |= m
        if not union:
            break
        seen |= union
        contested |= twice
        for p in range(board.n):
            m = new[p] & ~twice
            if m:
                excl[p] |= m
                fronts[p] = ((m << 1) | (m >> 1) | (m << s) | (m >> s)) & full & empty
            else:
                fronts[p] = 0
    return excl, contested


@cache
def pack_table(size: int, allow_reflection: bool) -> dict[str, tuple[tuple[int, ...], ...]]:
    """tile → the bit offsets of each of its orientations on this board size."""
    geo = geometry(size)
    return {t: tuple(sh.offsets for sh in geo.shapes(t, allow_reflection)) for t in TILES_BY_ID}


@lru_cache(maxsize=50_000)
def packed_pips(size: int, allow_reflection: bool, left: tuple[str, ...], area: int, cap: float) -> int:
    """Pips a seat could lay in `area` alone: its unplaced tiles (`left`, biggest first), each at the first spot in
    scan order where it still fits — a greedy packing, so a lower estimate of what the area holds. Stops once `cap`
    pips are packed (the caller takes the minimum with it)."""
    table = pack_table(size, allow_reflection)
    total = 0
    for tile_id in left:
        best = 0
        best_offsets: tuple[int, ...] = ()
        for offsets in table[tile_id]:
            fit = area
            for d in offsets:
                fit &= area >> d
            if fit:
                low = fit & -fit
                if not best or low < best:
                    best, best_offsets = low, offsets
        if best:
            for d in best_offsets:
                area &= ~(best << d)
            total += PIPS[tile_id]
            if total >= cap:
                break
    return total


def values(board: Board, nxt: int | None = None) -> list[float]:
    """Every seat's placed pips plus the pips it may still place (53 minus its expected penalty)."""
    excl, contested = territories(board, nxt)
    geo = board.geo
    out = []
    for p in range(board.n):
        placed = board.placed_pips(p)
        if board.out[p] or not board.left[p]:
            out.append(float(placed))
            continue
        mine = excl[p]
        shared = contested & n4(geo, mine | board.own[p])
        area = mine | shared
        usable = area & n4(geo, area)
        cells = (usable & mine).bit_count() + CONTESTED_WEIGHT * (usable & shared).bit_count()
        fit = packed_pips(geo.size, board.allow_reflection, board.left[p], usable, cells)
        out.append(placed + min(float(fit), cells))
    return out


def evaluate(board: Board, seat: int, nxt: int | None = None) -> float:
    """The seat's value minus the best opponent's value."""
    vals = values(board, nxt)
    others = [v for p, v in enumerate(vals) if p != seat]
    return vals[seat] - max(others) if others else vals[seat]


# ---------------------------------------------------------------------- the bot
class FrameBot(Bot):
    """`easy`, `normal` or `hard` (see the module docstring); decides from `Seen.view` and `Seen.legal` only."""

    def choose(self, seen: Seen, rng: random.Random) -> Action | None:
        legal = seen.legal
        if not legal:
            return None
        if len(legal) == 1:
            return legal[0]
        board = board_from_view(seen.view)
        # dropping out is never better than the third column (which also makes the later last placement, §7)
        candidates = [a for a in legal if a.get("type") != "dropout"] or legal
        moves = [to_move(board, a) for a in candidates]
        search = self._easy if self.level == "easy" else self._search
        return candidates[search(board, seen.seat, moves, rng)]

    # easy: greedy by pips with noise
    def _easy(self, board: Board, seat: int, moves: list[Move], rng: random.Random) -> int:
        indices = list(range(len(moves)))
        if board.opening or rng.random() < EASY_RANDOM:
            return rng.choice(indices)
        tiles = [i for i in indices if moves[i][0] is not None]
        if not tiles:
            return rng.choice(indices)
        best = max(PIPS[moves[i][0]] for i in tiles)  # type: ignore[index]
        return rng.choice([i for i in tiles if PIPS[moves[i][0]] >= best - 1])  # type: ignore[index]

    def work(self, board: Board) -> int:
        """The budget as a number of evaluations (an evaluation's cost grows with the seats still in)."""
        active = sum(1 for p in range(board.n) if not board.out[p])
        return max(MIN_EVALS, int(self.budget * EVALS_PER_SECOND * 2 / max(2, active)))

    def _search(self, board: Board, seat: int, moves: list[Move], rng: random.Random) -> int:
        """One ply over the pre-ordered moves (as many as the work allows); `hard` then looks at the replies."""
        evals = self.work(board)
        noise = OPENING_NOISE if board.opening else TIE_NOISE
        order = preorder(board, seat, moves)
        scored: list[Scored] = []
        for i in order[:evals]:
            child, nxt = next_to_move(play(board, seat, moves[i]), seat)
            scored.append((evaluate(child, seat, nxt) + noise * rng.random(), i, child, nxt))
        scored.sort(key=lambda t: -t[0])
        if self.level != "hard" or board.opening:  # opening columns: one ply (lines did not play better there)
            return scored[0][1]
        return self._lines(seat, scored, evals - len(scored), noise, rng)

    def _best(self, board: Board, seat: int, work: list[int]) -> tuple[float, Board, int | None]:
        """The seat's best one-ply move on `board` (it has one): (its score for the seat, the board after, next)."""
        moves = tile_moves(board, seat) + [(None, b) for b in bits_of(column_cells(board, seat))]
        limit = max(MIN_EVALS, work[0])
        if len(moves) > limit:  # out of work: the best pre-ordered moves only
            moves = [moves[i] for i in preorder(board, seat, moves)[:limit]]
        best: tuple[float, Board, int | None] | None = None
        for move in moves:
            child, nxt = next_to_move(play(board, seat, move), seat)
            value = evaluate(child, seat, nxt)
            if best is None or value > best[0]:
                best = (value, child, nxt)
        work[0] -= len(moves)
        assert best is not None
        return best

    def _line(self, seat: int, board: Board, nxt: int | None, work: list[int]) -> float:
        """The score for the bot at the end of the predicted line: every other seat in turn plays its own best
        one-ply move, then the bot plays its best one — so the line ends, as the one-ply score does, with the
        others to move."""
        while nxt is not None and nxt != seat:
            _, board, nxt = self._best(board, nxt, work)
        if nxt is None:
            return evaluate(board, seat, None)
        return self._best(board, seat, work)[0]

    def _lines(self, seat: int, scored: list[Scored], work: int, noise: float, rng: random.Random) -> int:
        """The best one-ply candidates, best first, each followed along its predicted line while the work lasts
        (a line is only started if the work left covers what the last one cost); the best line's move wins."""
        left = [work]
        best_value = None
        best_index = scored[0][1]
        cost = 1
        for _, index, child, nxt in scored:
            if left[0] < cost:
                break
            before = left[0]
            value = self._line(seat, child, nxt, left) + noise * rng.random()
            cost = before - left[0]
            if best_value is None or value > best_value:
                best_value, best_index = value, index
        return best_index


def preorder(board: Board, seat: int, moves: list[Move]) -> list[int]:
    """Move indices, most promising first (cheap, for when the work does not cover every move): big tiles, then
    contact with the opponents' frontier."""
    geo = board.geo
    others = 0
    for p in range(board.n):
        if p != seat and not board.out[p]:
            others |= n4(geo, board.own[p]) & board.empty
    keys = []
    for i, (tile_id, mask) in enumerate(moves):
        if tile_id == "dropout":
            key = -100.0
        elif tile_id is None:
            key = 3.0
        else:
            key = PIPS[tile_id] + 0.5 * (mask & others).bit_count()
        keys.append((-key, i))
    keys.sort()
    return [i for _, i in keys]


def to_move(board: Board, action: Action) -> Move:
    """A legal action (canonical form, as `legal_actions` lists it) as the bot's (tile, mask)."""
    bits = board.geo.bits
    kind = action["type"]
    if kind == "dropout":
        return DROPOUT
    if kind == "column":
        return (None, 1 << bits[action["cell"]])
    mask = 0
    for name in action["cells"]:
        mask |= 1 << bits[name]
    return (action["tile"], mask)
